/*
 * searchopt.h: the options that choose the search and its conventions
 * (--algo, --preset, --fail, --cutoff, --update, --order, --root, --depth,
 * --iterative, --window, --node-types, --lang, --notation, --mistake), one
 * parser for every command that searches: each option is taken as it
 * comes (cli_getopt hands them here), then they are settled together.
 */
#ifndef ABVIZ_SEARCHOPT_H
#define ABVIZ_SEARCHOPT_H

#include "trace.h"

/* The search options as given, before searchopt_done settles them. */
struct search_opts {
	struct search_cfg cfg;
	int root;		/* -1: the file's player; else enum player */
	int fail;		/* -1: not given; 0 hard, 1 soft */
	int update;		/* -1: not given; 0 before, 1 after the test */
	int algo_set, cutoff_set;	/* given explicitly */
};

/* The defaults: alphabeta, the whole tree, the file's player. */
void searchopt_init(struct search_opts *so);

/* What searchopt_take did with an option. */
enum {
	SEARCHOPT_TAKEN,	/* it was a search option, now in so */
	SEARCHOPT_NOT_MINE,	/* it is not a search option */
	SEARCHOPT_DONE,		/* it printed what was asked (--preset list) */
	SEARCHOPT_ERROR		/* a bad argument (printed) */
};

/* Take option ch (enum opt_code) with argument arg into so, if it is a
   search option. */
int searchopt_take(int ch, const char *arg, struct search_opts *so);

/* Settle the options together (--preset and what contradicts it, --fail,
   --update, --mistake, --window): 0, or -1 (printed). */
int searchopt_done(struct search_opts *so);

#endif
