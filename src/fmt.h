/*
 * fmt.h: the one number format every output uses.  Integral values print as
 * integers, others in the shortest form that reads back the same, infinities
 * as -inf / +inf (or with the symbol).
 */
#ifndef ABVIZ_FMT_H
#define ABVIZ_FMT_H

#define FMT_NUM_MAX 32

/* Format x into buf (FMT_NUM_MAX bytes); returns buf. */
const char *fmt_num(double x, char *buf);

/* v in decimal at p, NUL-terminated; returns a pointer to the NUL. */
char *fmt_int(long long v, char *p);

/* The same, but infinities as "-∞" / "+∞" (UTF-8), for diagrams. */
const char *fmt_num_sym(double x, char *buf);

#endif
