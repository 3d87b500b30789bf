/*
 * arg.h: reading an option's argument: one word of a list (--order best),
 * several (--format dot,svg), a count (--max-diagram 500).  Each prints
 * "abviz: bad ..." or "abviz: unknown ..." with the choices when the
 * argument is not one, and returns -1; nothing here allocates.
 */
#ifndef ABVIZ_ARG_H
#define ABVIZ_ARG_H

/* Index of arg in names[0..n), or -1 with a message naming the option
   (opt, e.g. "--order") and the choices. */
int arg_pick(const char *opt, const char *arg, const char *const *names,
    int n);

/*
 * A comma-separated list of names[0..n) into want[0..n) (1 where named):
 * 0, or -1 with a message naming the option and the choices.
 */
int arg_pick_list(const char *opt, const char *list,
    const char *const *names, int n, int *want);

/* A count for option opt, 0 or more, described as what in a message.  0,
   or -1 (printed). */
int arg_count(const char *opt, const char *arg, const char *what, long *n);

#endif
