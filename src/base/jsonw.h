/*
 * jsonw.h: writing JSON text, for every module that writes some: strings
 * escaped, numbers in the one number format (fmt.h), and the infinities,
 * which JSON lacks, as the strings "-inf" and "+inf".
 *
 * A large output (a million-node result is tens of millions of small
 * pieces, and a stdio call per piece, with its locking, costs more than
 * formatting them) goes through a buffer of the caller's, struct jsonw;
 * a piece now and then goes straight onto a FILE (json_put_str,
 * json_put_num).  The small writers are inline: they are most of what a
 * large output does.
 */
#ifndef ABVIZ_JSONW_H
#define ABVIZ_JSONW_H

#include <stdio.h>
#include <string.h>

#include "fmt.h"

/* A buffer in front of f; the caller owns buf, jsonw_flush empties it. */
struct jsonw {
	FILE *f;
	char *buf;
	size_t cap;		/* room in buf */
	size_t n;		/* bytes waiting in buf */
};

/* Write what waits in w's buffer to its file (errors show in ferror). */
void jsonw_flush(struct jsonw *w);

/* Room for k more bytes at w->buf + w->n (k at most w->cap). */
static inline char *
jsonw_room(struct jsonw *w, size_t k)
{
	if (w->cap - w->n < k)
		jsonw_flush(w);
	return w->buf + w->n;
}

/* s[0..k) as it is; a piece too long to be worth copying goes straight
   to the file. */
static inline void
jsonw_mem(struct jsonw *w, const char *s, size_t k)
{
	if (k > w->cap / 2) {
		jsonw_flush(w);
		fwrite(s, 1, k, w->f);
		return;
	}
	memcpy(jsonw_room(w, k), s, k);
	w->n += k;
}

static inline void
jsonw_s(struct jsonw *w, const char *s)
{
	jsonw_mem(w, s, strlen(s));
}

/* A string literal: its length is known when compiling. */
#define JSONW_LIT(w, lit) jsonw_mem((w), (lit), sizeof(lit) - 1)

static inline void
jsonw_c(struct jsonw *w, char c)
{
	*jsonw_room(w, 1) = c;
	w->n++;
}

static inline void
jsonw_int(struct jsonw *w, long long v)
{
	char *p = jsonw_room(w, FMT_INT_MAX);

	w->n += (size_t)(fmt_int(v, p) - p);
}

/* s as a JSON string; s is valid UTF-8 (the loader checked). */
void jsonw_str(struct jsonw *w, const char *s);

/* x as fmt_num writes it, the infinities quoted. */
void jsonw_num(struct jsonw *w, double x);

/* The same straight onto f, through a small buffer of their own. */
void json_put_str(FILE *f, const char *s);
void json_put_num(FILE *f, double x);

#endif
