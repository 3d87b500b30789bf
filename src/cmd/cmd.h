/*
 * cmd.h: the commands, one file each (cmd-NAME.c), each parsing its own
 * options: cmd_NAME(argc, argv) with argv[0] the command's name.  Each
 * returns an exit code (cli.h); only main() exits.
 */
#ifndef ABVIZ_CMD_H
#define ABVIZ_CMD_H

#include <stdio.h>

struct cmd {
	const char *name;
	const char *usage;	/* one line: "abviz NAME [options] ..." */
	const char *summary;	/* what it does, in a phrase */
	int (*run)(int argc, char **argv);
};

/* The table itself is main.c's. */

int cmd_run(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_step(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_game(int argc, char **argv);
int cmd_import(int argc, char **argv);

/* "usage: ..." for every command, then "Try 'abviz help COMMAND'." */
void cmd_usage_all(FILE *f);

#endif
