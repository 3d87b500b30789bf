/*
 * log.c: the trace told as numbered steps.  The words are narrate.c's:
 * here each step gets its number, right-aligned to the widest, and two
 * spaces of indent per level of depth of the node it is at, and the text
 * goes out through a buffer of 64 KiB (a line is a dozen pieces, and a
 * stdio call for each would cost more than the sentence).
 */
#include <stdio.h>
#include <string.h>

#include "fmt.h"
#include "log.h"
#include "narrate.h"
#include "tbuf.h"

#define LOG_BUF ((size_t)1 << 16)

/* Write out what waits in b. */
static void
flush(FILE *f, struct tbuf *b)
{
	if (b->len > 0)
		fwrite(b->p, 1, b->len, f);
	b->len = 0;
}

/* Start step k at node: its number in width columns, then the indent. */
static void
number(struct tbuf *b, const struct tree *t, long k, int width, int node)
{
	static const char spaces[] = "                                        ";
	char num[FMT_INT_MAX];
	int len = (int)(fmt_int(k, num) - num);
	int pad = 2 * t->node[node].depth + 2;

	for (; len < width; len++)
		tbuf_c(b, ' ');
	tbuf_mem(b, num, strlen(num));
	for (; pad > 0; pad -= (int)sizeof(spaces) - 1)
		tbuf_mem(b, spaces, pad < (int)sizeof(spaces) - 1 ?
		    (size_t)pad : sizeof(spaces) - 1);
}

int
log_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	struct tbuf b = { NULL, 0, 0, 0 };
	struct narrator *n;
	int width = snprintf(NULL, 0, "%zu", tr->n), rc;
	long k = 0;
	size_t e;

	if (tbuf_grow(&b, LOG_BUF) != 0 ||
	    (n = narrate_new(t, tr, s, &b)) == NULL) {
		tbuf_free(&b);
		return -1;
	}
	narrate_header(n);
	for (e = 0; e < tr->n; e++) {
		if (ev_is_step((enum ev_kind)tr->ev[e].kind))
			number(&b, t, ++k, width, tr->ev[e].node);
		narrate_next(n);
		if (b.len >= LOG_BUF)
			flush(f, &b);
	}
	narrate_summary(n);
	flush(f, &b);
	rc = narrate_free(n) != 0 || b.oom ? -1 : 0;
	tbuf_free(&b);
	return rc;
}

const char *
log_conventions(const struct search_cfg *c, const struct tree *t, char *buf,
    size_t len)
{
	return narrate_conventions(c, t, 0, buf, len);
}

const char *
log_say_title(const struct search_cfg *c)
{
	return narrate_title(c);
}

const char *
log_say_conventions(const struct search_cfg *c, const struct tree *t,
    int sym, char *buf, size_t len)
{
	return narrate_conventions(c, t, sym, buf, len);
}
