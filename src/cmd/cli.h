/*
 * cli.h: what the commands share: reading a command's options from the
 * table (opt.h), the search options among them (searchopt.h) and their
 * arguments (arg.h), loading a tree under them, standard output's errors.
 * Only main() exits; these print diagnostics to standard error and
 * return.
 */
#ifndef ABVIZ_CLI_H
#define ABVIZ_CLI_H

#include <getopt.h>
#include <stdio.h>

#include "arg.h"
#include "cmd.h"
#include "searchopt.h"
#include "trace.h"
#include "tree.h"

#define ABVIZ_VERSION "0.2.0"

/* cli_getopt's answer when the command should stop: *rc says with what. */
#define CLI_STOP (-2)

/*
 * getopt_long over command c's options (opt.h) that takes the search
 * options into so (NULL for a command that takes none), --max-input,
 * --help and --version itself: the next option that is the command's own
 * (enum opt_code), -1 at the end of the options, or CLI_STOP with *rc set:
 * EXIT_USAGE after a bad option (printed, or an unknown one, with "Try
 * 'abviz c --help'."), EXIT_OK when one printed what was asked (--help,
 * --version, --preset list).
 */
int cli_getopt(int argc, char *const *argv, const struct cmd_entry *c,
    struct search_opts *so, int *rc);

/* --max-input SIZE: the cap on each input (load_set_max_input).  0, or
   -1 (printed). */
int cli_max_input(const char *arg);

/*
 * Load the tree at path and settle what depends on it (who moves at the
 * root, how deep --iterative goes) into cfg.  NULL (printed) on bad input.
 */
struct tree *cli_load(const struct search_opts *so, const char *path,
    struct search_cfg *cfg);

/* The same, with the message ("FILE:LINE:COL: ...") in err, not printed. */
struct tree *cli_load_quiet(const struct search_opts *so, const char *path,
    struct search_cfg *cfg, char *err, size_t errlen);

/*
 * Flush standard output: 0, or -1 when it could not be written, with
 * "abviz: cannot write standard output: REASON" printed.  The error is
 * then cleared, so each failure is told once, however often this is
 * called.
 */
int cli_flush_stdout(void);

/*
 * Make the output folder dir and the missing folders above it (mkdir -p),
 * or with above only those above it (a command that makes dir itself, to
 * remove it again on failure): 0, or -1 with "abviz: cannot create DIR:
 * ..." printed, naming the folder that could not be made.
 */
int cli_mkdirs(const char *dir, int above);

#endif
