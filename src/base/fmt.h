/*
 * fmt.h: the one number format every output uses.  Integral values print as
 * integers, others in the shortest form that reads back the same, infinities
 * as -inf / +inf (or with the symbol).
 */
#ifndef ABVIZ_FMT_H
#define ABVIZ_FMT_H

#include "cfg.h"	/* enum bound */

#define FMT_NUM_MAX 32

/* Format x into buf (FMT_NUM_MAX bytes); returns buf. */
const char *fmt_num(double x, char *buf);

/* v in decimal at p, NUL-terminated; returns a pointer to the NUL. */
char *fmt_int(long long v, char *p);

/* The same into buf (FMT_INT_MAX bytes), returning buf: a count as a
   message's argument. */
#define FMT_INT_MAX 24
const char *fmt_count(long long v, char *buf);

/* The same, but infinities as "-∞" / "+∞" (UTF-8), for diagrams. */
const char *fmt_num_sym(double x, char *buf);

/*
 * A node's value as the diagrams write it, into buf (FMT_VALUE_MAX bytes):
 * "3"; "≥15" or "≤2" when it is only a lower or upper bound; "2?" when it
 * bounds nothing (an empty window).  With FMT_RUNNING, "v=3": the running
 * value of a node still being searched (b is not read).  With FMT_SYM,
 * infinities as fmt_num_sym writes them, else as fmt_num.  Returns buf.
 */
enum { FMT_SYM = 1, FMT_RUNNING = 2 };
#define FMT_VALUE_MAX (FMT_NUM_MAX + 4)
const char *fmt_value(char *buf, double v, enum bound b, int flags);

#endif
