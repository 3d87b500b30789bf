/*
 * jsonw.c: writing JSON text (see jsonw.h).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "jsonw.h"

void
jsonw_flush(struct jsonw *w)
{
	if (w->n > 0)
		fwrite(w->buf, 1, w->n, w->f);
	w->n = 0;
}

void
jsonw_str(struct jsonw *w, const char *s)
{
	jsonw_c(w, '"');
	while (*s != '\0') {
		size_t run = 0;
		unsigned char c;
		char esc[8];

		/* the common case: a run of characters that need no escape */
		while ((c = (unsigned char)s[run]) != '\0' && c >= 0x20 &&
		    c != 0x7f && c != '"' && c != '\\')
			run++;
		jsonw_mem(w, s, run);
		s += run;
		if ((c = (unsigned char)*s) == '\0')
			break;
		if (c == '"' || c == '\\')
			snprintf(esc, sizeof(esc), "\\%c", c);
		else if (c == '\n')
			snprintf(esc, sizeof(esc), "\\n");
		else
			snprintf(esc, sizeof(esc), "\\u%04x", c);
		jsonw_s(w, esc);
		s++;
	}
	jsonw_c(w, '"');
}

/* Straight into the buffer; the infinities (every window of a minimax
   search has two) quoted. */
void
jsonw_num(struct jsonw *w, double x)
{
	char *p = jsonw_room(w, FMT_NUM_MAX + 2);

	if (isinf(x)) {
		memcpy(p, x < 0 ? "\"-inf\"" : "\"+inf\"", 6);
		w->n += 6;
		return;
	}
	w->n += strlen(fmt_num(x, p));
}

void
json_put_str(FILE *f, const char *s)
{
	char buf[512];
	struct jsonw w = { f, buf, sizeof(buf), 0 };

	jsonw_str(&w, s);
	jsonw_flush(&w);
}

void
json_put_num(FILE *f, double x)
{
	char buf[64];
	struct jsonw w = { f, buf, sizeof(buf), 0 };

	jsonw_num(&w, x);
	jsonw_flush(&w);
}
