/*
 * opt.h: every option of every command, described once (as git's
 * parse-options OPT_* arrays and tmux's cmd_entry.args): its names, its
 * argument, its help, the values it takes, and which commands take it.
 * getopt_long's arrays, each command's --help (cmd.c), the manual page's
 * options and the bash completion (src/doc/mkdoc.c) all come from this
 * table.
 */
#ifndef ABVIZ_OPT_H
#define ABVIZ_OPT_H

#include <stddef.h>

#include "msg.h"

/* The commands (cmd.h), each a bit in an option's set of commands. */
enum cmd_id {
	CMD_RUN, CMD_COMPARE, CMD_STEP, CMD_CHECK, CMD_GEN, CMD_GAME,
	CMD_IMPORT, CMD_HELP, CMD_N
};
#define CMD_BIT(id) (1u << (id))

/* What getopt_long returns for each option: its letter if it has one. */
enum opt_code {
	OPT_ALGO = 'a', OPT_FORMAT = 'f', OPT_HELP = 'h', OPT_OUTPUT = 'o',
	OPT_QUIET = 'q', OPT_VERSION = 'V',
	/* the search options (cli.h takes them for every command) */
	OPT_FAIL = 256, OPT_CUTOFF, OPT_ORDER, OPT_ROOT, OPT_DEPTH, OPT_ITER,
	OPT_WINDOW, OPT_TYPES, OPT_UPDATE, OPT_PRESET, OPT_MISTAKE, OPT_LANG,
	OPT_NOTATION, OPT_MAX_INPUT,
	/* the commands' own */
	OPT_MAX_DIAGRAM, OPT_JSON, OPT_LOG, OPT_DOT, OPT_PRINT, OPT_STEPS,
	OPT_CUTOFFS_ONLY, OPT_FRAME_FORMAT, OPT_BLANK, OPT_THEME, OPT_STATS,
	OPT_PLAIN, OPT_WEIGHTS, OPT_MANIFEST, OPT_CSV, OPT_BRIEF,
	OPT_BRANCHING, OPT_VALUES, OPT_TIES, OPT_DISTINCT, OPT_SEED, OPT_COUNT,
	OPT_MIN_CUTOFFS, OPT_DEEP_CUTOFF, OPT_MIN_SHARE, OPT_MAX_SHARE,
	OPT_DIFFER, OPT_TRIES, OPT_PLIES, OPT_POSITION, OPT_SIZE, OPT_HEAPS,
	OPT_MOVES, OPT_BOARDS, OPT_NO_BOARDS, OPT_MAX_NODES, OPT_PAPER,
	OPT_CHANCE
};

/* Where --help lists an option (under the group's title, if it has one)
   and the manual page describes it. */
enum opt_group {
	OG_OWN,			/* the command's own */
	OG_TREE,		/* gen: the trees drawn */
	OG_GUARANTEE,		/* gen: what their search must do */
	OG_OUTPUT,		/* gen: the files */
	OG_SEARCH,		/* the search and its conventions */
	OG_GENERAL,		/* --max-input, --help, --version */
	OG_N
};

/* Each group's title in --help and the manual page (a message; M_N:
   none). */
extern const enum msg_id opt_group_title[OG_N];

/* How the shell completes an option's argument. */
enum opt_fill {
	FILL_NONE,		/* it takes none */
	FILL_FREE,		/* a number or a text: nothing to offer */
	FILL_WORDS,		/* one of its words (several with commas) */
	FILL_FILE,
	FILL_DIR
};

struct opt {
	const char *name;	/* the long name, without "--" */
	int letter;		/* the short name, or 0 */
	const char *arg;	/* the argument's name in the help ("DIR"),
				   NULL when it takes none */
	int code;		/* what getopt_long returns (enum opt_code) */
	unsigned cmds;		/* the commands that take it: CMD_BITs */
	unsigned refused;	/* the commands that read it only to refuse
				   it with a reason (compare --mistake) */
	enum opt_group group;
	enum opt_fill fill;
	const char *words;	/* FILL_WORDS: its values, a space between;
				   NULL: the library's names (opt_words) */
	enum msg_id help;	/* what it does: --help and the manual page
				   (msg(help); the page's in English) */
};

/* The table, in the order --help lists the options; nopts rows. */
extern const struct opt opts[];
extern const int nopts;

/* The values option o takes (FILL_WORDS) into buf (len bytes), a space
   between, from the names the library parses them with where it has
   them: "" for none.  Returns buf. */
const char *opt_words(const struct opt *o, char *buf, size_t len);

/*
 * getopt_long over the options of command id, from the table: the next
 * option's code (enum opt_code), '?' for one it does not take
 * (getopt_long has said so), -1 at the end.
 */
int opt_getopt(int argc, char *const *argv, enum cmd_id id);

#endif
