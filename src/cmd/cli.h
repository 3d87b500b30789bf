/*
 * cli.h: what the commands share: exit codes, the options that choose the
 * search and its conventions (one parser for run, compare, step...), and
 * loading a tree under them.  Only main() exits; these print diagnostics
 * to standard error and return.
 */
#ifndef ABVIZ_CLI_H
#define ABVIZ_CLI_H

#include <getopt.h>
#include <stdio.h>

#include "trace.h"
#include "tree.h"

enum exit_code {
	EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2, EXIT_INPUT = 3,
	EXIT_OUTPUT = 4
};

#define ABVIZ_VERSION "0.2.0"

/* The search options as given, before they are settled by cli_search_done. */
struct search_opts {
	struct search_cfg cfg;
	int root;		/* -1: the file's player; else enum player */
	int fail;		/* -1: not given; 0 hard, 1 soft */
	int update;		/* -1: not given; 0 before, 1 after the test */
	int algo_set, cutoff_set;	/* given explicitly */
};

/* getopt_long codes of the search options, above any short option. */
enum {
	CLI_ALGO = 'a', CLI_FAIL = 256, CLI_CUTOFF, CLI_ORDER, CLI_ROOT,
	CLI_DEPTH, CLI_ITER, CLI_WINDOW, CLI_TYPES, CLI_UPDATE, CLI_PRESET,
	CLI_MISTAKE, CLI_LANG, CLI_NOTATION, CLI_MAXINPUT,
	CLI_OWN = 512		/* commands number their own options from here */
};

/* The search options' entries, for a command's struct option table, and
   --lang, the language of what the command writes for people. */
#define CLI_SEARCH_LONGOPTS \
	{ "algo", required_argument, NULL, CLI_ALGO }, \
	{ "fail", required_argument, NULL, CLI_FAIL }, \
	{ "cutoff", required_argument, NULL, CLI_CUTOFF }, \
	{ "order", required_argument, NULL, CLI_ORDER }, \
	{ "root", required_argument, NULL, CLI_ROOT }, \
	{ "depth", required_argument, NULL, CLI_DEPTH }, \
	{ "iterative", no_argument, NULL, CLI_ITER }, \
	{ "window", required_argument, NULL, CLI_WINDOW }, \
	{ "node-types", no_argument, NULL, CLI_TYPES }, \
	{ "update", required_argument, NULL, CLI_UPDATE }, \
	{ "preset", required_argument, NULL, CLI_PRESET }, \
	{ "mistake", required_argument, NULL, CLI_MISTAKE }, \
	{ "lang", required_argument, NULL, CLI_LANG }, \
	{ "notation", required_argument, NULL, CLI_NOTATION }

/* --max-input, for the commands that read files (cli_getopt takes it). */
#define CLI_INPUT_LONGOPTS \
	{ "max-input", required_argument, NULL, CLI_MAXINPUT }

/* cli_getopt's answer when the command should stop: *rc says with what. */
#define CLI_STOP (-2)

void cli_search_init(struct search_opts *so);

/*
 * getopt_long over a command's options that takes the search options
 * itself: the next option that is the command's own (getopt_long's value,
 * '?' for an unknown one), -1 at the end of the options, or CLI_STOP with
 * *rc set: EXIT_USAGE after a bad search option (printed), EXIT_OK when
 * one printed what was asked (--preset list).
 */
int cli_getopt(int argc, char *const *argv, const char *shortopts,
    const struct option *longopts, struct search_opts *so, int *rc);

/* Settle the options (--fail, --update, --preset): 0, or -1 (printed). */
int cli_search_done(struct search_opts *so);

/* --max-input SIZE: the cap on each input (load_set_max_input).  0, or
   -1 (printed). */
int cli_max_input(const char *arg);

/* Its line for a command's --help. */
void cli_input_usage(FILE *f);

/* The search options' lines for a command's --help. */
/* with_mistake: list --mistake too (compare refuses it). */
void cli_search_usage(FILE *f, int with_mistake);

/*
 * Load the tree at path and settle what depends on it (who moves at the
 * root, how deep --iterative goes) into cfg.  NULL (printed) on bad input.
 */
struct tree *cli_load(const struct search_opts *so, const char *path,
    struct search_cfg *cfg);

/* The same, with the message ("FILE:LINE:COL: ...") in err, not printed. */
struct tree *cli_load_quiet(const struct search_opts *so, const char *path,
    struct search_cfg *cfg, char *err, size_t errlen);

/* Index of arg in names[0..n), or -1 with a message naming the option. */
int cli_pick(const char *opt, const char *arg, const char *const *names,
    int n);

/*
 * A comma-separated list of names[0..n) into want[0..n) (1 where named):
 * 0, or -1 with a message naming the option and the choices.
 */
int cli_pick_list(const char *opt, const char *list,
    const char *const *names, int n, int *want);

/*
 * Flush standard output: 0, or -1 when it could not be written, with
 * "abviz: cannot write standard output: REASON" printed.  The error is
 * then cleared, so each failure is told once, however often this is
 * called.
 */
int cli_flush_stdout(void);

/* A count for option opt, 0 or more, described as what in a message.  0,
   or -1 (printed). */
int cli_count(const char *opt, const char *arg, const char *what, long *n);

#endif
