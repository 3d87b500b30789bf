/*
 * tbuf.h: a text that grows to fit, for texts made piece by piece (the
 * log, the step model's sentences).  Its writers are inline: a log line is
 * a dozen pieces, and a call for each would cost more than the sentence.
 * Out of memory, the text stops growing and oom says so; the caller frees
 * p (tbuf_free).
 */
#ifndef ABVIZ_TBUF_H
#define ABVIZ_TBUF_H

#include <stddef.h>
#include <string.h>

/* A text p[0..len), in room for cap bytes.  All zero: an empty text. */
struct tbuf {
	char *p;
	size_t len;
	size_t cap;
	int oom;		/* a realloc failed: nothing was added since */
};

/* Room for k more bytes after the text: 0, or -1 (oom set) when out of
   memory. */
int tbuf_grow(struct tbuf *b, size_t k);

/* Add s[0..k), or the byte c, to the end of the text. */
static inline void
tbuf_mem(struct tbuf *b, const char *s, size_t k)
{
	if (k == 0 || (b->cap - b->len < k && tbuf_grow(b, k) != 0))
		return;
	memcpy(b->p + b->len, s, k);
	b->len += k;
}

static inline void
tbuf_c(struct tbuf *b, char c)
{
	if (b->cap == b->len && tbuf_grow(b, 1) != 0)
		return;
	b->p[b->len++] = c;
}

/* Free the text and make b empty (tbuf_free of an empty text is a no-op). */
void tbuf_free(struct tbuf *b);

#endif
