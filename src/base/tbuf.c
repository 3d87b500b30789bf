/*
 * tbuf.c: a text that grows to fit (see tbuf.h).
 */
#include <stdlib.h>

#include "tbuf.h"

int
tbuf_grow(struct tbuf *b, size_t k)
{
	size_t cap = b->cap > 0 ? b->cap : 4096;
	char *p;

	if (b->oom)
		return -1;
	while (cap - b->len < k) {
		if (cap > (size_t)-1 / 2) {
			b->oom = 1;
			return -1;
		}
		cap *= 2;
	}
	if (cap == b->cap)
		return 0;
	if ((p = realloc(b->p, cap)) == NULL) {
		b->oom = 1;
		return -1;
	}
	b->p = p;
	b->cap = cap;
	return 0;
}

void
tbuf_free(struct tbuf *b)
{
	free(b->p);
	b->p = NULL;
	b->len = b->cap = 0;
	b->oom = 0;
}
