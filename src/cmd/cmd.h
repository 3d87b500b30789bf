/*
 * cmd.h: the commands.  One table (cmd.c) says what each is called, how it
 * is used and what it does, as tmux's cmd_entry; its options are opt.h's,
 * its code a file of its own (cmd/NAME.c, as git's builtin/) with
 * cmd_NAME(argc, argv), argv[0] the command's name, returning an exit
 * code.  Only main() exits.  The tables are constant; nothing
 * here allocates.
 */
#ifndef ABVIZ_CMD_H
#define ABVIZ_CMD_H

#include <stddef.h>
#include <stdio.h>

#include "opt.h"

/* What a command returns, and abviz exits with. */
enum exit_code {
	EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2, EXIT_INPUT = 3,
	EXIT_OUTPUT = 4
};

struct cmd_entry {
	enum cmd_id id;		/* its bit in an option's commands (opt.h) */
	const char *name;
	const char *usage;	/* its usage lines, "abviz NAME [options] ...",
				   a newline after each */
	/* the words are messages (msg.h), said in the language --lang or
	   the environment picks */
	enum msg_id summary;	/* what it does, in a phrase (abviz help) */
	enum msg_id about;	/* --help's paragraph, wrapped when shown */
	void (*topics)(FILE *f);	/* what --help lists after it (the
					   games, the formats), or NULL */
	enum msg_id notes;	/* --help's lines after the options; M_N:
				   none */
	/* the words its first operand may be, for completion, into buf
	   (the games, the formats), or NULL */
	void (*operands)(char *buf, size_t len);
	int (*exec)(int argc, char **argv);
};

/* The table, in the order abviz help lists them; ncmds entries. */
extern const struct cmd_entry cmd_table[];
extern const int ncmds;

/* The command called name, or NULL. */
const struct cmd_entry *cmd_find(const char *name);
/* The command by id. */
const struct cmd_entry *cmd_get(enum cmd_id id);

/* "usage: LINE" and its other usage lines, under it. */
void cmd_usage(FILE *f, const struct cmd_entry *c);
/* "usage: ..." for every command, then "Try 'abviz help COMMAND' ...". */
void cmd_usage_all(FILE *f);
/* "Try 'abviz NAME --help'." ('abviz --help' for run). */
void cmd_try(FILE *f, const struct cmd_entry *c);
/* The whole --help of c: usage, about, topics, its options from the
   option table (grouped, each wrapped), notes. */
void cmd_put_help(FILE *f, const struct cmd_entry *c);

/*
 * Text onto f wrapped into lines of width columns at most (a word longer
 * than that has a line of its own), the first line from column col (the
 * caller has written that much), every other line indented by indent.
 * Ends with a newline.
 */
void cmd_wrap(FILE *f, const char *text, int col, int indent, int width);

int cmd_run(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_step(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_game(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_help(int argc, char **argv);

/* The operands of game and import, for completion (game.c, import.c). */
void cmd_game_names(char *buf, size_t len);
void cmd_import_formats(char *buf, size_t len);
/* What --help lists of them. */
void cmd_game_topics(FILE *f);
void cmd_import_topics(FILE *f);

#endif
