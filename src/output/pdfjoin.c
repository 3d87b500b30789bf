/*
 * pdfjoin.c: PDF documents as one (see pdfjoin.h).  Each document's
 * objects are copied whole, renumbered after those before them: in the
 * text before a stream, every reference "N 0 R" becomes "N+base 0 R"; a
 * stream's bytes are copied as they are.  Each document's page tree
 * becomes a branch of one new page tree (its root gets a /Parent), and a
 * new catalog names that tree; the old catalogs stay, unreferenced.
 */
#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "pdfjoin.h"

/* One document as read. */
struct src {
	const char *p;
	size_t len;
	size_t xref;		/* where its cross-reference table starts */
	int n;			/* objects 0..n-1 (0 is always free) */
	size_t *off;		/* off[i]: object i's offset; 0 when free */
	int pages;		/* the root of its page tree */
	long count;		/* its pages */
};

/* The last occurrence of word in p[0..len), or NULL. */
static const char *
last(const char *p, size_t len, const char *word)
{
	size_t w = strlen(word), i;

	for (i = len >= w ? len - w + 1 : 0; i > 0; i--)
		if (memcmp(p + i - 1, word, w) == 0)
			return p + i - 1;
	return NULL;
}

/* The first occurrence of word in p[0..len), or NULL. */
static const char *
first(const char *p, size_t len, const char *word)
{
	size_t w = strlen(word), i;

	for (i = 0; i + w <= len; i++)
		if (memcmp(p + i, word, w) == 0)
			return p + i;
	return NULL;
}

/* The number after key in p[0..len) ("/Count 3", "/Root 12 0 R"), or -1. */
static long
number_after(const char *p, size_t len, const char *key)
{
	const char *k = first(p, len, key), *end = p + len;
	long v = 0;

	if (k == NULL)
		return -1;
	for (k += strlen(key); k < end && (*k == ' ' || *k == '\n' ||
	    *k == '\r'); k++)
		;
	if (k == end || *k < '0' || *k > '9')
		return -1;
	for (; k < end && *k >= '0' && *k <= '9'; k++)
		v = v * 10 + (*k - '0');
	return v;
}

/* Where object i of s ends: at the next object, or at the table. */
static size_t
object_end(const struct src *s, int i)
{
	size_t end = s->xref;
	int j;

	for (j = 1; j < s->n; j++)
		if (s->off[j] > s->off[i] && s->off[j] < end)
			end = s->off[j];
	return end;
}

/* Read the cross-reference table, the catalog and the page tree of s:
   0, or -1 when s is not a document of the kind read here. */
static int
read_src(struct src *s)
{
	const char *x = last(s->p, s->len, "startxref"), *e;
	long v, cat;
	int i;

	if (x == NULL || (v = number_after(x, s->len - (size_t)(x - s->p),
	    "startxref")) < 0 || (size_t)v + 4 > s->len ||
	    memcmp(s->p + v, "xref", 4) != 0)
		return -1;
	s->xref = (size_t)v;
	e = s->p + s->xref + 4;
	while (e < s->p + s->len && (*e == '\n' || *e == '\r' || *e == ' '))
		e++;
	/* one subsection, from object 0: "0 N" */
	if (e + 2 > s->p + s->len || e[0] != '0' || e[1] != ' ' ||
	    (v = number_after(e, 32, "0")) <= 1 || v > 1000000)
		return -1;
	s->n = (int)v;
	while (e < s->p + s->len && *e != '\n')
		e++;
	e++;
	if (e + (size_t)s->n * 20 > s->p + s->len ||
	    (s->off = calloc((size_t)s->n, sizeof(*s->off))) == NULL)
		return -1;
	for (i = 0; i < s->n; i++, e += 20)
		if (e[17] == 'n' && i > 0)
			s->off[i] = (size_t)strtoul(e, NULL, 10);
	cat = number_after(e, s->len - (size_t)(e - s->p), "/Root");
	if (cat <= 0 || cat >= s->n || s->off[cat] == 0)
		return -1;
	v = number_after(s->p + s->off[cat], object_end(s, (int)cat) -
	    s->off[cat], "/Pages");
	if (v <= 0 || v >= s->n || s->off[v] == 0)
		return -1;
	s->pages = (int)v;
	s->count = number_after(s->p + s->off[v], object_end(s, (int)v) -
	    s->off[v], "/Count");
	return s->count > 0 ? 0 : -1;
}

/* Whether c may stand next to a number in a reference. */
static int
delim(char c)
{
	return !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z') || c == '.' || c == '-' || c == '+');
}

/* p[0..len), the text of an object before any stream, onto f with each
   reference's object number raised by base. */
static void
put_renumbered(FILE *f, const char *p, size_t len, int base)
{
	size_t i = 0, j;
	long v;

	while (i < len) {
		if (p[i] < '0' || p[i] > '9' || (i > 0 && !delim(p[i - 1]))) {
			fputc(p[i++], f);
			continue;
		}
		for (j = i, v = 0; j < len && p[j] >= '0' && p[j] <= '9'; j++)
			v = v * 10 + (p[j] - '0');
		if (j + 4 <= len && memcmp(p + j, " 0 R", 4) == 0 &&
		    (j + 4 == len || delim(p[j + 4])))
			fprintf(f, "%ld", v + base);
		else
			fwrite(p + i, 1, j - i, f);
		i = j;
	}
}

/* Object i of s onto f as object i + base; its page tree's root under
   the new root, object root. */
static void
put_object(FILE *f, const struct src *s, int i, int base, int root)
{
	const char *p = s->p + s->off[i], *body, *stream, *open;
	size_t len = object_end(s, i) - s->off[i], head;

	body = first(p, len, "obj");
	body = body != NULL ? body + 3 : p;
	fprintf(f, "%d 0 obj", i + base);
	len -= (size_t)(body - p);
	stream = first(body, len, "stream");
	head = stream != NULL ? (size_t)(stream - body) : len;
	if (i == s->pages && (open = first(body, head, "<<")) != NULL) {
		put_renumbered(f, body, (size_t)(open - body) + 2, base);
		fprintf(f, " /Parent %d 0 R", root);
		head -= (size_t)(open - body) + 2;
		len -= (size_t)(open - body) + 2;
		body = open + 2;
	}
	put_renumbered(f, body, head, base);
	fwrite(body + head, 1, len - head, f);
}

int
pdfjoin_write(FILE *f, const struct pdfjoin_doc *docs, int n, char *err,
    size_t errlen)
{
	struct src *s = calloc((size_t)(n > 0 ? n : 1), sizeof(*s));
	char *out = NULL;
	size_t outlen = 0, *at = NULL;
	int k, i, total = 0, base, rc = -1;
	long pages = 0;
	FILE *m = NULL;

	if (s == NULL)
		goto oom;
	for (k = 0; k < n; k++) {
		s[k].p = docs[k].pdf;
		s[k].len = docs[k].len;
		if (read_src(&s[k]) != 0) {
			MSG_FORMAT(err, errlen, M_ERR_CANNOT_JOIN_PAGES_PAGE,
			    MSG_INT(k + 1));
			goto out;
		}
		total += s[k].n - 1;
		pages += s[k].count;
	}
	/* objects 1..total: the documents'; total+1 the page tree, total+2
	   the catalog */
	if ((at = calloc((size_t)total + 3, sizeof(*at))) == NULL ||
	    (m = open_memstream(&out, &outlen)) == NULL)
		goto oom;
	fputs("%PDF-1.5\n%\xB5\xED\xAE\xFB\n", m);
	for (k = 0, base = 0; k < n; base += s[k].n - 1, k++)
		for (i = 1; i < s[k].n; i++) {
			if (s[k].off[i] == 0)
				continue;
			at[i + base] = (size_t)ftell(m);
			put_object(m, &s[k], i, base, total + 1);
		}
	at[total + 1] = (size_t)ftell(m);
	fprintf(m, "%d 0 obj\n<< /Type /Pages /Kids [", total + 1);
	for (k = 0, base = 0; k < n; base += s[k].n - 1, k++)
		fprintf(m, " %d 0 R", s[k].pages + base);
	fprintf(m, " ] /Count %ld >>\nendobj\n", pages);
	at[total + 2] = (size_t)ftell(m);
	fprintf(m, "%d 0 obj\n<< /Type /Catalog /Pages %d 0 R >>\nendobj\n",
	    total + 2, total + 1);
	base = (int)ftell(m);
	fprintf(m, "xref\n0 %d\n0000000000 65535 f \n", total + 3);
	for (i = 1; i <= total + 2; i++)
		if (at[i] != 0)
			fprintf(m, "%010lu 00000 n \n", (unsigned long)at[i]);
		else
			fputs("0000000000 65535 f \n", m);
	fprintf(m, "trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n"
	    "%%%%EOF\n", total + 3, total + 2, base);
	if (fclose(m) != 0 || out == NULL) {
		m = NULL;
		goto oom;
	}
	m = NULL;
	if (fwrite(out, 1, outlen, f) != outlen) {
		msg_format(err, errlen, M_ERR_CANNOT_WRITE_PAGES, NULL, 0);
		goto out;
	}
	rc = 0;
	goto out;
oom:
	msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
out:
	if (m != NULL)
		fclose(m);
	free(out);
	free(at);
	for (k = 0; s != NULL && k < n; k++)
		free(s[k].off);
	free(s);
	return rc;
}
