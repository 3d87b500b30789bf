/*
 * answer.c: a student's answer -> struct answer (see answer.h).
 *
 * Two forms.  The text form has one fact a line, "KEY: VALUE":
 *
 *	value: 3
 *	best: D
 *	pv: H D B A A1
 *	pruned: C2 G K2 I->M #7
 *	pruned leaves: 4 7 8 10
 *	visited: H D B A A1 A2 C C1 ...
 *	leaves: A1 A2 C1 F1 K1 L1
 *	cutoff: C after C1 alpha 3 beta 2
 *	E: >=15
 *	C: <=2 alpha 3 beta 2 case 3
 *	G: pruned
 *
 * and lines starting with '#' are comments.  The JSON form is an object
 * with the keys of abviz's JSON result, so the result itself (or any part
 * of it) is a complete answer key.  Either way every node named is looked
 * up in the tree here, so a typo is reported at its line and column.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "answer.h"
#include "fmt.h"
#include "jscan.h"
#include "load.h"
#include "msg.h"

const char *const ans_kind_name[ANS_NKINDS] = {
	"value", "best", "pv", "pruned", "visited", "leaves", "cutoff", "node"
};

/* ---- node names ---- */

struct ids {
	const struct tree *t;
	int *byname;		/* node indices sorted by name */
	const char **name;	/* name[i]: node i's id */
	char *pool;		/* the path ids, for nodes without one */
	int *leaf;		/* leaf[k]: the (k+1)-th leaf, left to right */
};

static const struct ids *sort_ids;	/* qsort has no context argument */

static int
cmp_name(const void *pa, const void *pb)
{
	return strcmp(sort_ids->name[*(const int *)pa],
	    sort_ids->name[*(const int *)pb]);
}

struct ids *
ids_new(const struct tree *t)
{
	struct ids *x = calloc(1, sizeof(*x));
	char buf[TREE_ID_MAX];
	size_t need = 0, at = 0;
	int i, k, *order = NULL;

	if (x == NULL)
		return NULL;
	x->t = t;
	x->byname = malloc((size_t)t->n * sizeof(*x->byname));
	x->name = malloc((size_t)t->n * sizeof(*x->name));
	x->leaf = malloc((size_t)(t->nleaves + 1) * sizeof(*x->leaf));
	order = malloc((size_t)t->n * sizeof(*order));
	if (x->byname == NULL || x->name == NULL || x->leaf == NULL ||
	    order == NULL || tree_preorder(t, order) != 0)
		goto fail;
	for (i = 0; i < t->n; i++)
		if (tree_own_id(t, i) == NULL)
			need += strlen(tree_id(t, i, buf)) + 1;
	if ((x->pool = malloc(need + 1)) == NULL)
		goto fail;
	for (i = 0; i < t->n; i++) {
		if (tree_own_id(t, i) != NULL) {
			x->name[i] = tree_own_id(t, i);
		} else {
			size_t len = strlen(tree_id(t, i, buf)) + 1;

			memcpy(x->pool + at, buf, len);
			x->name[i] = x->pool + at;
			at += len;
		}
		x->byname[i] = i;
	}
	sort_ids = x;
	qsort(x->byname, (size_t)t->n, sizeof(*x->byname), cmp_name);
	sort_ids = NULL;
	for (i = 0, k = 0; i < t->n; i++)
		if (t->node[order[i]].nkids == 0)
			x->leaf[k++] = order[i];
	free(order);
	return x;
fail:
	free(order);
	ids_free(x);
	return NULL;
}

int
ids_find(const struct ids *x, const char *id, size_t len)
{
	int lo = 0, hi = x->t->n - 1;

	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2;
		const char *name = x->name[x->byname[mid]];
		int c = strncmp(name, id, len);

		if (c == 0 && name[len] != '\0')
			c = 1;
		if (c == 0)
			return x->byname[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return TREE_NONE;
}

int
ids_leaf(const struct ids *x, long k)
{
	return k >= 1 && k <= x->t->nleaves ? x->leaf[k - 1] : TREE_NONE;
}

const char *
ids_name(const struct ids *x, int node)
{
	return x->name[node];
}

void
ids_free(struct ids *x)
{
	if (x == NULL)
		return;
	free(x->byname);
	free(x->name);
	free(x->pool);
	free(x->leaf);
	free(x);
}

/* ---- building the answer ---- */

struct reader {
	const char *file;
	const char *text;
	size_t len;
	const struct ids *x;
	struct answer *a;
	size_t cap;		/* room in a->fact */
	char *err;
	size_t errlen;
	struct jscan_pos at;	/* where the last fact was: facts come in
				   order, so each is placed from the last */
	int *line_of;		/* line_of[node]: where a node line answers
				   it, 0 if none yet */
	unsigned seen;		/* the JSON form's top-level keys given */
};

/* "FILE:LINE:COL: " and message id with its arguments (MSG_ARGS), for
   byte off of the text; returns -1. */
/* s[0..len) as a string in buf (size n), cut to fit: a word of the file
   for a message. */
static const char *
span(const char *s, size_t len, char *buf, size_t n)
{
	snprintf(buf, n, "%.*s", (int)(len < n ? len : n - 1), s);
	return buf;
}

static int
fail_at(struct reader *r, size_t off, enum msg_id id, const char *const *arg,
    int n)
{
	int line, col;
	size_t k;

	jscan_linecol(r->text, off, &line, &col);
	k = (size_t)snprintf(r->err, r->errlen, "%s:%d:%d: ", r->file, line,
	    col);
	if (k < r->errlen)
		msg_format(r->err + k, r->errlen - k, id, arg, n);
	return -1;
}

static int
oom(struct reader *r)
{
	MSG_FORMAT(r->err, r->errlen, M_ERR_FILE_OUT_OF_MEMORY, r->file);
	return -1;
}

/* A new fact of kind k at byte off; NULL when out of memory. */
static struct ans_fact *
new_fact(struct reader *r, enum ans_kind k, size_t off)
{
	struct ans_fact *f;

	if ((size_t)r->a->n == r->cap) {
		size_t cap = r->cap ? 2 * r->cap : 16;

		if ((f = realloc(r->a->fact, cap * sizeof(*f))) == NULL)
			return NULL;
		r->a->fact = f;
		r->cap = cap;
	}
	f = &r->a->fact[r->a->n++];
	memset(f, 0, sizeof(*f));
	f->kind = k;
	f->node = f->after = TREE_NONE;
	jscan_advance(r->text, &r->at, off);
	f->line = r->at.line;
	f->col = r->at.col;
	return f;
}

/* The fact of kind k already given (value, best, a list...), or NULL. */
static struct ans_fact *
given(struct reader *r, enum ans_kind k)
{
	int i;

	for (i = 0; i < r->a->n; i++)
		if (r->a->fact[i].kind == k)
			return &r->a->fact[i];
	return NULL;
}

static int
push(struct ans_fact *f, int node)
{
	/* room for 4, then doubled whenever it is full */
	if (f->nlist == 0 || (f->nlist >= 4 && (f->nlist & (f->nlist - 1)) == 0)) {
		size_t cap = f->nlist == 0 ? 4 : 2 * (size_t)f->nlist;
		int *p = realloc(f->list, cap * sizeof(*p));

		if (p == NULL)
			return -1;
		f->list = p;
	}
	f->list[f->nlist++] = node;
	return 0;
}

/* The length of the UTF-8 character at s (at most n bytes), 0 if invalid. */
static size_t
utf8_char(const unsigned char *s, size_t n)
{
	size_t len = s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : s[0] >= 0xE0 ? 3 :
	    s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : 0, i;

	if (len == 0 || len > n)
		return 0;
	for (i = 1; i < len; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	return len;
}

/*
 * Quote s[0..len) for a message: printable ASCII and valid UTF-8 as they
 * are, control bytes and stray bytes as \xNN, cut at 40 bytes with "...".
 */
static const char *
quote(const char *s, size_t len, char *buf, size_t buflen)
{
	size_t i = 0, k = 0;

	while (i < len && k + 8 < buflen) {
		unsigned char c = (unsigned char)s[i];
		size_t n = c >= 0x80 ? utf8_char((const unsigned char *)s + i,
		    len - i) : 1;

		if (k >= 40) {
			memcpy(buf + k, "...", 3);
			k += 3;
			break;
		}
		if (c < 0x20 || c == 0x7f || n == 0) {
			k += (size_t)snprintf(buf + k, buflen - k, "\\x%02x", c);
			i++;
		} else {
			memcpy(buf + k, s + i, n);
			k += n;
			i += n;
		}
	}
	buf[k] = '\0';
	return buf;
}

/* ---- numbers and node names, shared by both forms ---- */

/*
 * A number: decimal, or an infinity (inf, -inf, +inf, and the same with
 * the symbol); never NaN.  0 and *v, or -1.
 */
static int
number(const char *s, size_t len, double *v)
{
	char buf[64], *end;
	size_t k = 0;
	int sign = 1;

	if (len > 0 && (s[0] == '-' || s[0] == '+')) {
		sign = s[0] == '-' ? -1 : 1;
		k = 1;
	}
	if ((len - k == 3 && strncmp(s + k, "inf", 3) == 0) ||
	    (len - k == 8 && strncmp(s + k, "infinity", 8) == 0) ||
	    (len - k == 3 && memcmp(s + k, "\xE2\x88\x9E", 3) == 0)) {
		*v = sign < 0 ? -INFINITY : INFINITY;
		return 0;
	}
	if (len == 0 || len >= sizeof(buf) ||
	    !(isdigit((unsigned char)s[k]) || s[k] == '.') ||
	    strspn(s + k, "0123456789.eE+-") < len - k)
		return -1;	/* decimal only: strtod would read 0x10 too */
	memcpy(buf, s, len);
	buf[len] = '\0';
	errno = 0;
	*v = strtod(buf, &end);
	return *end == '\0' && errno == 0 && isfinite(*v) ? 0 : -1;
}

/*
 * A value with an optional relation in front: "3", ">=15", "<=2", "≥15",
 * "≤ 2" (rel and number may be apart: rest is the next token then).
 * Returns how many bytes the relation takes (0 if none) and its bound.
 */
static size_t
relation(const char *s, size_t len, enum bound *b)
{
	*b = BOUND_EXACT;
	if (len >= 2 && (memcmp(s, ">=", 2) == 0 || memcmp(s, "<=", 2) == 0)) {
		*b = s[0] == '>' ? BOUND_LOWER : BOUND_UPPER;
		return 2;
	}
	if (len >= 3 && (memcmp(s, "\xE2\x89\xA5", 3) == 0 ||
	    memcmp(s, "\xE2\x89\xA4", 3) == 0)) {
		*b = s[2] == '\xA5' ? BOUND_LOWER : BOUND_UPPER;
		return 3;
	}
	return 0;
}

/* The node named s[0..len) ("#N" for leaf N), or TREE_NONE (reported). */
static int
node_named(struct reader *r, const char *s, size_t len, size_t off)
{
	char q[64];
	int i;

	if ((i = ids_find(r->x, s, len)) != TREE_NONE)
		return i;
	if (len > 1 && s[0] == '#') {
		char buf[24], *end;
		long k;

		if (len - 1 < sizeof(buf)) {
			memcpy(buf, s + 1, len - 1);
			buf[len - 1] = '\0';
			k = strtol(buf, &end, 10);
			if (*end == '\0' && (i = ids_leaf(r->x, k)) != TREE_NONE)
				return i;
		}
		fail_at(r, off, M_ERR_NO_LEAF_LEAVES_ARE, MSG_ARGS(quote(s,
		    len, q, sizeof(q)), MSG_INT(r->x->t->nleaves)));
		return TREE_NONE;
	}
	fail_at(r, off, M_ERR_NO_NODE_TREE, MSG_ARGS(quote(s, len, q,
	    sizeof(q))));
	return TREE_NONE;
}

/* An edge "P->C" (or "P→C") as its child, checked; else as a node. */
static int
edge_or_node(struct reader *r, const char *s, size_t len, size_t off)
{
	const char *arrow = NULL;
	size_t alen = 0, i;
	char q1[64], q2[64];
	int p, c;

	for (i = 0; i + 1 < len; i++) {
		if (memcmp(s + i, "->", 2) == 0) {
			arrow = s + i;
			alen = 2;
			break;
		}
		if (i + 2 < len && memcmp(s + i, "\xE2\x86\x92", 3) == 0) {
			arrow = s + i;
			alen = 3;
			break;
		}
	}
	if (arrow == NULL)
		return node_named(r, s, len, off);
	if ((p = node_named(r, s, (size_t)(arrow - s), off)) == TREE_NONE ||
	    (c = node_named(r, arrow + alen, len - (size_t)(arrow - s) - alen,
	    off + (size_t)(arrow - s) + alen)) == TREE_NONE)
		return TREE_NONE;
	if (r->x->t->node[c].parent != p) {
		fail_at(r, off, M_ERR_NO_EDGE_NOT_CHILD, MSG_ARGS(quote(s, len,
		    q1, sizeof(q1)), r->x->name[c], quote(r->x->name[p],
		    strlen(r->x->name[p]), q2, sizeof(q2))));
		return TREE_NONE;
	}
	return c;
}

/* ---- the text form ---- */

struct tok {
	const char *s;
	size_t len;
	size_t off;		/* byte offset in the text */
};

#define MAX_TOKS 4096

/*
 * Split s[0..len) at blanks, commas and semicolons; "=" alone is dropped,
 * and "word=value" splits in two.  Returns the count, or -1 for too many.
 */
static int
tokens(struct reader *r, const char *s, size_t len, struct tok *tk)
{
	size_t i = 0;
	int n = 0;

	while (i < len) {
		size_t j;

		while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == ',' ||
		    s[i] == ';' || s[i] == '\r'))
			i++;
		if (i == len)
			break;
		for (j = i; j < len && s[j] != ' ' && s[j] != '\t' &&
		    s[j] != ',' && s[j] != ';' && s[j] != '\r'; j++)
			;
		if (n + 2 > MAX_TOKS)
			return -1;
		/* "alpha=3": a word, then its value */
		if (isalpha((unsigned char)s[i])) {
			size_t e = i;

			while (e < j && s[e] != '=')
				e++;
			if (e < j && e > i && s[e - 1] != '<' && s[e - 1] != '>') {
				tk[n++] = (struct tok){ s + i, e - i,
				    (size_t)(s + i - r->text) };
				i = e + 1;
				if (i == j)
					continue;
			}
		}
		if (!(j - i == 1 && s[i] == '='))
			tk[n++] = (struct tok){ s + i, j - i,
			    (size_t)(s + i - r->text) };
		i = j;
	}
	return n;
}

static int
word(const struct tok *t, const char *w)
{
	size_t i, n = strlen(w);

	if (t->len != n)
		return 0;
	for (i = 0; i < n; i++)
		if (tolower((unsigned char)t->s[i]) != (unsigned char)w[i])
			return 0;
	return 1;
}

/*
 * A value starting at tk[*k] (a relation may stand alone before it):
 * 0 with *k past it, or -1 (reported).  what names it in messages.
 */
static int
value_at(struct reader *r, const struct tok *tk, int n, int *k, double *v,
    enum bound *b, int bounds, const char *what)
{
	const struct tok *t = &tk[*k];
	size_t rel = relation(t->s, t->len, b), off = t->off;
	const char *s = t->s + rel;
	size_t len = t->len - rel;
	char q[64];

	if (rel > 0 && !bounds)
		return fail_at(r, off, M_ERR_TAKES_NUMBER_NOT_BOUND,
		    MSG_ARGS(what));
	if (rel > 0 && len == 0) {
		if (*k + 1 >= n)
			return fail_at(r, off, M_ERR_EXPECTED_NUMBER_AFTER,
			    MSG_ARGS(span(t->s, t->len, q, sizeof(q))));
		t = &tk[++*k];
		s = t->s;
		len = t->len;
	}
	if (len > 0 && (s[0] == '>' || s[0] == '<'))
		return fail_at(r, off, M_ERR_WRITE_BOUND_AS,
		    MSG_ARGS(quote(t->s, t->len, q, sizeof(q))));
	if (number(s, len, v) != 0)
		return fail_at(r, t->off, M_ERR_EXPECTED_NUMBER_FOUND,
		    MSG_ARGS(what, quote(s, len, q, sizeof(q))));
	++*k;
	return 0;
}

/* "ID: >=15 alpha 3 beta 2 case 3", or "ID: pruned". */
static int
node_line(struct reader *r, int node, const struct tok *tk, int n,
    size_t off)
{
	struct ans_fact *f;
	char q[64];
	int k = 0;

	if (r->line_of[node] != 0)
		return fail_at(r, off, M_ERR_NODE_ALREADY_ANSWERED_ON,
		    MSG_ARGS(r->x->name[node], MSG_INT(r->line_of[node])));
	if ((f = new_fact(r, ANS_NODE, off)) == NULL)
		return oom(r);
	f->node = node;
	r->line_of[node] = f->line;
	if (n == 0)
		return fail_at(r, off, M_ERR_NOTHING_SAID_ABOUT_E,
		    MSG_ARGS(r->x->name[node]));
	while (k < n) {
		const struct tok *t = &tk[k];
		unsigned bit = 0;
		double *into = NULL;

		if (word(t, "pruned") || word(t, "cut") || word(t, "-") ||
		    word(t, "x")) {
			f->has |= HAS_PRUNED;
			k++;
			continue;
		}
		if (word(t, "alpha") || word(t, "\xCE\xB1")) {
			bit = HAS_ALPHA;
			into = &f->alpha;
		} else if (word(t, "beta") || word(t, "\xCE\xB2")) {
			bit = HAS_BETA;
			into = &f->beta;
		} else if (word(t, "alpha_in")) {
			bit = HAS_ALPHA_IN;
			into = &f->alpha_in;
		} else if (word(t, "beta_in")) {
			bit = HAS_BETA_IN;
			into = &f->beta_in;
		} else if (word(t, "case")) {
			double c;
			enum bound b;

			if ((f->has & HAS_CASE) != 0)
				return fail_at(r, t->off,
				    M_ERR_CASE_GIVEN_TWICE, NULL, 0);
			k++;
			if (k >= n || value_at(r, tk, n, &k, &c, &b, 0, "case")
			    != 0 || (c != 1 && c != 2 && c != 3))
				return fail_at(r, t->off, M_ERR_CASE_1_2_3,
				    NULL, 0);
			f->has |= HAS_CASE;
			f->kase = (int)c;
			continue;
		} else if (word(t, "v") || word(t, "value")) {
			k++;
			if (k >= n)
				return fail_at(r, t->off,
				    M_ERR_EXPECTED_VALUE_AFTER,
				    MSG_ARGS(span(t->s, t->len, q,
				    sizeof(q))));
			continue;
		}
		if (into != NULL) {
			enum bound b;

			if ((f->has & bit) != 0)
				return fail_at(r, t->off, M_ERR_GIVEN_TWICE,
				    MSG_ARGS(span(t->s, t->len, q,
				    sizeof(q))));
			k++;
			if (k >= n)
				return fail_at(r, t->off,
				    M_ERR_EXPECTED_NUMBER_AFTER,
				    MSG_ARGS(span(t->s, t->len, q,
				    sizeof(q))));
			if (value_at(r, tk, n, &k, into, &b, 0,
			    msg(M_ANS_ALPHA_BETA)) != 0)
				return -1;
			f->has |= bit;
			continue;
		}
		if (isalpha((unsigned char)t->s[0]) && !word(t, "inf") &&
		    !word(t, "infinity"))
			return fail_at(r, t->off, M_ERR_UNKNOWN_WORD_NODE_LINE,
			    MSG_ARGS(quote(t->s, t->len, q, sizeof(q))));
		if ((f->has & HAS_VALUE) != 0)
			return fail_at(r, t->off, M_ERR_TWO_VALUES,
			    MSG_ARGS(r->x->name[node]));
		if (value_at(r, tk, n, &k, &f->value, &f->bound, 1,
		    msg(M_ANS_NODE_VALUE)) != 0)
			return -1;
		f->has |= HAS_VALUE;
	}
	if ((f->has & HAS_PRUNED) != 0 && f->has != HAS_PRUNED)
		return fail_at(r, off, M_ERR_ANSWERED_AS_PRUNED_GIVEN,
		    MSG_ARGS(r->x->name[node]));
	return 0;
}

/* "cutoff: C after C1 alpha 3 beta 2" (or just "cutoff: C"). */
static int
cutoff_line(struct reader *r, const struct tok *tk, int n, size_t off)
{
	struct ans_fact *f;
	int k = 1;

	if (n == 0)
		return fail_at(r, off, M_ERR_EXPECTED_NODE_CUTOFF_HAPPENS,
		    NULL, 0);
	if ((f = new_fact(r, ANS_CUTOFF, tk[0].off)) == NULL)
		return oom(r);
	if ((f->node = node_named(r, tk[0].s, tk[0].len, tk[0].off)) ==
	    TREE_NONE)
		return -1;
	while (k < n) {
		const struct tok *t = &tk[k];
		enum bound b;

		if (word(t, "after") && k + 1 < n) {
			if ((f->after = node_named(r, tk[k + 1].s, tk[k + 1].len,
			    tk[k + 1].off)) == TREE_NONE)
				return -1;
			f->has |= HAS_AFTER;
			k += 2;
		} else if ((word(t, "alpha") || word(t, "\xCE\xB1")) &&
		    k + 1 < n) {
			k++;
			if (value_at(r, tk, n, &k, &f->alpha, &b, 0, "alpha") != 0)
				return -1;
			f->has |= HAS_ALPHA;
		} else if ((word(t, "beta") || word(t, "\xCE\xB2")) &&
		    k + 1 < n) {
			k++;
			if (value_at(r, tk, n, &k, &f->beta, &b, 0, "beta") != 0)
				return -1;
			f->has |= HAS_BETA;
		} else {
			char q[64];

			return fail_at(r, t->off,
			    M_ERR_UNEXPECTED_CUTOFF_EXPECTED_AFTER,
			    MSG_ARGS(quote(t->s, t->len, q, sizeof(q))));
		}
	}
	return 0;
}

/*
 * A list of nodes into the fact of kind k (one per answer, lines add up).
 * how: 'n' node names (PV: "->" also separates), 'e' names and edges,
 * 'l' bare leaf numbers.
 */
static int
list_line(struct reader *r, enum ans_kind kind, int how, const struct tok *tk,
    int n, size_t off)
{
	struct ans_fact *f = given(r, kind);
	int k;

	if (f == NULL && (f = new_fact(r, kind, off)) == NULL)
		return oom(r);
	for (k = 0; k < n; k++) {
		const char *s = tk[k].s;
		size_t len = tk[k].len, at = tk[k].off;
		int node;

		if (how == 'l') {
			char buf[24], *end, q[64];
			long x = 0;

			if (len < sizeof(buf)) {
				memcpy(buf, s, len);
				buf[len] = '\0';
				x = strtol(buf, &end, 10);
				if (*end != '\0')
					x = 0;
			}
			if ((node = ids_leaf(r->x, x)) == TREE_NONE)
				return fail_at(r, at,
				    M_ERR_NO_LEAF_LEAVES_ARE_2,
				    MSG_ARGS(quote(s, len, q, sizeof(q)),
				    MSG_INT(r->x->t->nleaves)));
			if (push(f, node) != 0)
				return oom(r);
			continue;
		}
		if (how == 'e') {
			if ((node = edge_or_node(r, s, len, at)) == TREE_NONE)
				return -1;
			if (push(f, node) != 0)
				return oom(r);
			continue;
		}
		/* "H->D->B" or "H -> D" in a path */
		while (len > 0) {
			size_t j = 0;

			while (j < len && !(j + 1 < len && s[j] == '-' &&
			    s[j + 1] == '>') && !(j + 2 < len &&
			    memcmp(s + j, "\xE2\x86\x92", 3) == 0))
				j++;
			if (j > 0) {
				if ((node = node_named(r, s, j, at)) == TREE_NONE)
					return -1;
				if (push(f, node) != 0)
					return oom(r);
			}
			if (j == len)
				break;
			j += s[j] == '-' ? 2 : 3;
			s += j;
			len -= j;
			at += j;
		}
	}
	return 0;
}

/* Fold case and '_', '-' into ' ' for matching keys. */
static void
fold_key(const char *s, size_t len, char *buf, size_t buflen)
{
	size_t i, k = 0;

	for (i = 0; i < len && k + 1 < buflen; i++) {
		char c = (char)tolower((unsigned char)s[i]);

		buf[k++] = c == '_' || c == '-' ? ' ' : c;
	}
	buf[k] = '\0';
}

static int
text_line(struct reader *r, const char *s, size_t len, struct tok *tk)
{
	static const struct {
		const char *key;
		enum ans_kind kind;
		int how;
	} keys[] = {
		{ "value", ANS_VALUE, 0 }, { "root value", ANS_VALUE, 0 },
		{ "best", ANS_BEST, 0 }, { "best move", ANS_BEST, 0 },
		{ "pv", ANS_PV, 'n' }, { "principal variation", ANS_PV, 'n' },
		{ "pruned", ANS_PRUNED, 'e' }, { "pruned leaves", ANS_PRUNED, 'l' },
		{ "visited", ANS_VISITED, 'e' }, { "leaves", ANS_LEAVES, 'n' },
		{ "cutoff", ANS_CUTOFF, 0 }, { "cutoffs", ANS_CUTOFF, 'c' },
		{ "name", ANS_NKINDS, 0 }, { "student", ANS_NKINDS, 0 },
	};
	const char *colon = memchr(s, ':', len), *key = s, *v;
	size_t klen, off = (size_t)(s - r->text), voff;
	char folded[32], q[64];
	int n, i, node, none_ok;

	if (colon == NULL)
		return fail_at(r, off, M_ERR_EXPECTED_KEY_VALUE_E, NULL, 0);
	klen = (size_t)(colon - s);
	while (klen > 0 && (key[klen - 1] == ' ' || key[klen - 1] == '\t'))
		klen--;
	v = colon + 1;
	voff = (size_t)(v - r->text);
	if ((n = tokens(r, v, len - (size_t)(v - s), tk)) < 0)
		return fail_at(r, voff, M_ERR_TOO_MANY_ITEMS_ON,
		    MSG_ARGS(MSG_INT(MAX_TOKS - 2)));
	fold_key(key, klen, folded, sizeof(folded));
	for (i = 0; i < (int)(sizeof(keys) / sizeof(keys[0])); i++) {
		enum bound b;
		struct ans_fact *f;
		int k = 0;

		if (klen >= sizeof(folded) || strcmp(folded, keys[i].key) != 0)
			continue;
		if (keys[i].kind == ANS_NKINDS)
			return 0;	/* who wrote it: not graded */
		/* only a set of pruned nodes, or of cutoffs, can be empty */
		none_ok = keys[i].kind == ANS_PRUNED || keys[i].kind == ANS_CUTOFF;
		if (n == 0 && none_ok)
			return fail_at(r, voff, M_ERR_NOTHING_AFTER_NONE,
			    MSG_ARGS(span(key, klen, q, sizeof(q))));
		if (n == 0)
			return fail_at(r, voff, M_ERR_NOTHING_AFTER,
			    MSG_ARGS(span(key, klen, q, sizeof(q))));
		if (n == 1 && (word(&tk[0], "none") || word(&tk[0], "-"))) {
			if (!none_ok)
				return fail_at(r, voff, M_ERR_CANNOT_BE_NONE,
				    MSG_ARGS(span(key, klen, q, sizeof(q))));
			n = 0;	/* "pruned: none", "cutoffs: none" */
		}
		if (keys[i].how == 'c' || (keys[i].kind == ANS_CUTOFF && n == 0)) {
			if (n == 0 && new_fact(r, ANS_CUTOFF, voff) == NULL)
				return oom(r);
			for (k = 0; k < n; k++)
				if (cutoff_line(r, &tk[k], 1, tk[k].off) != 0)
					return -1;
			return 0;
		}
		if (keys[i].kind == ANS_CUTOFF)
			return cutoff_line(r, tk, n, voff);
		if (keys[i].how != 0)
			return list_line(r, keys[i].kind, keys[i].how, tk, n, voff);
		if ((f = given(r, keys[i].kind)) != NULL)
			return fail_at(r, off, M_ERR_ALREADY_GIVEN_ON_LINE,
			    MSG_ARGS(ans_kind_name[keys[i].kind],
			    MSG_INT(f->line)));
		if (n != 1 && !(keys[i].kind == ANS_VALUE && n == 2))
			return fail_at(r, voff, keys[i].kind == ANS_VALUE ?
			    M_ERR_EXPECTED_ONE_VALUE : M_ERR_EXPECTED_ONE_MOVE,
			    NULL, 0);
		if ((f = new_fact(r, keys[i].kind, off)) == NULL)
			return oom(r);
		if (keys[i].kind == ANS_VALUE) {
			if (value_at(r, tk, n, &k, &f->value, &b, 0,
			    msg(M_ANS_THE_VALUE)) != 0)
				return -1;
			if (k != n)
				return fail_at(r, tk[k].off,
				    M_ERR_EXPECTED_ONE_NUMBER, NULL, 0);
			return 0;
		}
		f->node = edge_or_node(r, tk[0].s, tk[0].len, tk[0].off);
		/* a node that is no move of the root is a wrong answer, graded
		   as one, not a bad file */
		return f->node == TREE_NONE ? -1 : 0;
	}
	/* "node ID: ..." reaches a node whose id is a key word */
	if (klen > 5 && strncmp(folded, "node ", 5) == 0) {
		key += 5;
		klen -= 5;
	}
	if ((node = ids_find(r->x, key, klen)) == TREE_NONE)
		return fail_at(r, off, M_ERR_UNKNOWN_KEY_NODE_KEYS,
		    MSG_ARGS(quote(key, klen, q, sizeof(q))));
	return node_line(r, node, tk, n, off);
}

static int
parse_text(struct reader *r)
{
	struct tok *tk = malloc(MAX_TOKS * sizeof(*tk));
	const char *p = r->text, *end = r->text + r->len;
	int rc = 0;

	if (tk == NULL)
		return oom(r);
	while (p < end && rc == 0) {
		const char *nl = memchr(p, '\n', (size_t)(end - p)), *s = p;
		size_t len;

		if (nl == NULL)
			nl = end;
		len = (size_t)(nl - p);
		while (len > 0 && (*s == ' ' || *s == '\t' || *s == '\r')) {
			s++;
			len--;
		}
		if (memchr(s, '\0', len) != NULL)
			rc = fail_at(r, (size_t)((const char *)memchr(s, '\0', len)
			    - r->text), M_ERR_NUL_BYTE_NOT_TEXT, NULL, 0);
		else if (len > 0 && *s != '#')
			rc = text_line(r, s, len, tk);
		p = nl + 1;
	}
	free(tk);
	return rc;
}

/* ---- the JSON form ---- */

#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* Whether member m of object o has a key an earlier member had. */
static int
again(const cJSON *o, const cJSON *m)
{
	const cJSON *x;

	for (x = o->child; x != m; x = x->next)
		if (strcmp(x->string, m->string) == 0)
			return 1;
	return 0;
}

/* Whether s is one of the keys an answer may carry and abviz ignores. */
static int
one_of(const char *s, const char *const *keys, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(s, keys[i]) == 0)
			return 1;
	return 0;
}

#define JPATH_MAX 8

struct jpath {
	int step[JPATH_MAX];
	int n;
};

/* Byte offset of the value at path p (its key when at_key). */
static size_t
jat(const struct reader *r, const struct jpath *p, int at_key)
{
	return jscan_locate(r->text, r->len, p->step, p->n, at_key);
}

static struct jpath
jdown(const struct jpath *p, int k)
{
	struct jpath q = *p;

	if (q.n < JPATH_MAX)
		q.step[q.n++] = k;
	return q;
}

static const char *
jkind(const cJSON *v)
{
	if (cJSON_IsNumber(v))
		return "a number";
	if (cJSON_IsString(v))
		return "a string";
	if (cJSON_IsArray(v))
		return "an array";
	if (cJSON_IsObject(v))
		return "an object";
	if (cJSON_IsBool(v))
		return "true or false";
	return "null";
}

/* A number: a JSON number, or "-inf" / "+inf" (or a bound, with b). */
static int
jnumber(struct reader *r, const cJSON *v, const struct jpath *p, double *x,
    enum bound *b, const char *what)
{
	char q[64];

	if (b != NULL)
		*b = BOUND_EXACT;
	if (cJSON_IsNumber(v)) {
		*x = v->valuedouble;
		return 0;
	}
	if (cJSON_IsString(v)) {
		const char *s = v->valuestring;
		size_t len = strlen(s), rel = 0;
		enum bound tmp;

		if (b != NULL)
			rel = relation(s, len, b);
		else if (relation(s, len, &tmp) > 0)
			return fail_at(r, jat(r, p, 0),
			    M_ERR_TAKES_NUMBER_NOT_BOUND, MSG_ARGS(what));
		while (rel < len && s[rel] == ' ')
			rel++;
		if (number(s + rel, len - rel, x) == 0)
			return 0;
		return fail_at(r, jat(r, p, 0), M_ERR_EXPECTED_NUMBER_FOUND,
		    MSG_ARGS(what, quote(s, len, q, sizeof(q))));
	}
	return fail_at(r, jat(r, p, 0), M_ERR_EXPECTED_NUMBER_FOUND_2,
	    MSG_ARGS(what, jkind(v)));
}

#define NO_OFF ((size_t)-1)

/*
 * A node id (or "P->C", "#N"), or a leaf number when leaf_numbers.  off is
 * where v is, or NO_OFF to find it from p when it is needed: only an edge,
 * a leaf number or a mistake needs it.
 */
static int
jnode(struct reader *r, const cJSON *v, const struct jpath *p, size_t off,
    int leaf_numbers)
{
	if (cJSON_IsString(v)) {
		size_t len = strlen(v->valuestring);
		int i = ids_find(r->x, v->valuestring, len);

		return i != TREE_NONE ? i : edge_or_node(r, v->valuestring, len,
		    off != NO_OFF ? off : jat(r, p, 0));
	}
	if (off == NO_OFF)
		off = jat(r, p, 0);
	if (leaf_numbers && cJSON_IsNumber(v)) {
		int n = ids_leaf(r->x, v->valuedouble == floor(v->valuedouble) &&
		    v->valuedouble >= 1 && v->valuedouble <= r->x->t->nleaves ?
		    (long)v->valuedouble : 0);

		char num[FMT_NUM_MAX];

		if (n == TREE_NONE)
			fail_at(r, off, M_ERR_NO_LEAF_NUMBER,
			    MSG_ARGS(fmt_num(v->valuedouble, num),
			    MSG_INT(r->x->t->nleaves)));
		return n;
	}
	fail_at(r, off, M_ERR_EXPECTED_NODE_ID_STRING, MSG_ARGS(jkind(v)));
	return TREE_NONE;
}

static int
jlist(struct reader *r, enum ans_kind kind, const cJSON *v,
    const struct jpath *p, int leaf_numbers)
{
	struct ans_fact *f = given(r, kind);
	const cJSON *e;
	size_t off = 0;
	int k = 0;

	if (!cJSON_IsArray(v))
		return fail_at(r, jat(r, p, 0), M_ERR_EXPECTED_ARRAY_NODE_IDS,
		    MSG_ARGS(jkind(v)));
	if (f == NULL && (f = new_fact(r, kind, jat(r, p, 1))) == NULL)
		return oom(r);
	for (e = v->child; e != NULL; e = e->next, k++) {
		struct jpath q = jdown(p, k);
		int node;

		/* each element from the last: one pass over the array */
		off = k == 0 ? jat(r, &q, 0) : jscan_next(r->text, r->len, off, 0);
		if ((node = jnode(r, e, &q, off, leaf_numbers)) == TREE_NONE)
			return -1;

		if (node == TREE_NONE)
			return -1;
		if (push(f, node) != 0)
			return oom(r);
	}
	return 0;
}

static int
jcutoffs(struct reader *r, const cJSON *v, const struct jpath *p)
{
	static const char *const ignored[] = { "pruned", "tested", "pass" };
	const cJSON *c, *m;
	size_t off = 0;
	int k = 0, j;

	if (!cJSON_IsArray(v))
		return fail_at(r, jat(r, p, 0),
		    M_ERR_EXPECTED_ARRAY_CUTOFFS_FOUND, MSG_ARGS(jkind(v)));
	/* [] says "no cutoffs": a fact without a node, so they are graded */
	if (v->child == NULL && new_fact(r, ANS_CUTOFF, jat(r, p, 0)) == NULL)
		return oom(r);
	for (c = v->child; c != NULL; c = c->next, k++) {
		struct jpath q = jdown(p, k);
		struct ans_fact *f;

		off = k == 0 ? jat(r, &q, 0) : jscan_next(r->text, r->len, off, 0);
		if (!cJSON_IsObject(c))
			return fail_at(r, off,
			    M_ERR_EXPECTED_CUTOFF_NODE_AFTER,
			    MSG_ARGS(jkind(c)));
		if ((f = new_fact(r, ANS_CUTOFF, off)) == NULL)
			return oom(r);
		for (m = c->child, j = 0; m != NULL; m = m->next, j++) {
			struct jpath mq = jdown(&q, j);

			if (strcmp(m->string, "node") == 0) {
				if ((f->node = jnode(r, m, &mq, NO_OFF, 0)) ==
				    TREE_NONE)
					return -1;
			} else if (strcmp(m->string, "after") == 0) {
				if ((f->after = jnode(r, m, &mq, NO_OFF, 0)) ==
				    TREE_NONE)
					return -1;
				f->has |= HAS_AFTER;
			} else if (strcmp(m->string, "alpha") == 0 ||
			    strcmp(m->string, "beta") == 0) {
				int a = m->string[0] == 'a';

				if (jnumber(r, m, &mq, a ? &f->alpha : &f->beta,
				    NULL, m->string) != 0)
					return -1;
				f->has |= a ? HAS_ALPHA : HAS_BETA;
			} else if (!one_of(m->string, ignored, NELEM(ignored))) {
				return fail_at(r, jat(r, &mq, 1),
				    M_ERR_UNKNOWN_KEY_CUTOFF_NODE,
				    MSG_ARGS(m->string));
			}
		}
		if (f->node == TREE_NONE)
			return fail_at(r, off, M_ERR_CUTOFF_WITHOUT_NODE, NULL,
			    0);
	}
	return 0;
}

/*
 * A JSON node's facts f, read: its "bound" (when given with a value) made
 * part of the value, and the parts checked together.  0, or -1 (reported
 * at p, or at off for a node with nothing said).
 */
static int
jnode_end(struct reader *r, struct ans_fact *f, const cJSON *bound,
    const struct jpath *p, size_t off)
{
	const char *name = r->x->name[f->node];

	if (bound != NULL && (f->has & HAS_VALUE) != 0) {
		const char *b = bound->valuestring;
		int i;

		if (f->bound != BOUND_EXACT && strcmp(b, bound_name[f->bound]))
			return fail_at(r, jat(r, p, 1),
			    M_ERR_NODE_VALUE_BOUND_DISAGREE, MSG_ARGS(name));
		for (i = 0; strcmp(b, bound_name[i]) != 0; i++)
			;
		f->bound = (enum bound)i;
		f->has |= HAS_BOUND;
	}
	if ((f->has & HAS_PRUNED) != 0 && f->has != HAS_PRUNED)
		return fail_at(r, jat(r, p, 1), M_ERR_NODE_ANSWERED_AS_PRUNED,
		    MSG_ARGS(name));
	if (f->has == 0)
		return fail_at(r, off, M_ERR_NOTHING_SAID_ABOUT_NODE,
		    MSG_ARGS(name));
	return 0;
}

static int
jnode_facts(struct reader *r, int node, const cJSON *o, const struct jpath *p,
    size_t off)
{
	static const char *const ignored[] = {
		"player", "leaf", "order", "minimax", "visits", "type", "exact",
		"full"
	};
	static const char *const nums[] = {
		"alpha_out", "beta_out", "alpha_in", "beta_in"
	};
	static const unsigned bits[] = {
		HAS_ALPHA, HAS_BETA, HAS_ALPHA_IN, HAS_BETA_IN
	};
	static const char *const bounds[] = {
		"exact", "lower", "upper", "none"	/* enum bound's order */
	};
	struct ans_fact *f;
	const cJSON *m, *bound = NULL;
	int j, i;

	if (!cJSON_IsObject(o))
		return fail_at(r, jat(r, p, 0), M_ERR_EXPECTED_OBJECT_NODE_E,
		    MSG_ARGS(r->x->name[node], jkind(o)));
	if ((f = new_fact(r, ANS_NODE, off)) == NULL)
		return oom(r);
	f->node = node;
	for (m = o->child, j = 0; m != NULL; m = m->next, j++) {
		struct jpath q = jdown(p, j);

		if (again(o, m))
			return fail_at(r, jat(r, &q, 1),
			    M_ERR_GIVEN_TWICE_NODE, MSG_ARGS(m->string,
			    r->x->name[node]));
		for (i = 0; i < 4; i++)
			if (strcmp(m->string, nums[i]) == 0)
				break;
		if (i < 4) {
			double *into = i == 0 ? &f->alpha : i == 1 ? &f->beta :
			    i == 2 ? &f->alpha_in : &f->beta_in;

			if (jnumber(r, m, &q, into, NULL, m->string) != 0)
				return -1;
			f->has |= bits[i];
		} else if (strcmp(m->string, "value") == 0) {
			if (cJSON_IsNull(m)) {
				f->has |= HAS_PRUNED;	/* never searched */
				continue;
			}
			if (jnumber(r, m, &q, &f->value, &f->bound, "value") != 0)
				return -1;
			f->has |= HAS_VALUE;
		} else if (strcmp(m->string, "bound") == 0) {
			bound = m;
			for (i = 0; i < 4; i++)
				if (cJSON_IsString(m) &&
				    strcmp(m->valuestring, bounds[i]) == 0)
					break;
			if (i == 4)
				return fail_at(r, jat(r, &q, 0),
				    M_ERR_BOUND_EXACT_LOWER_UPPER, NULL, 0);
		} else if (strcmp(m->string, "case") == 0) {
			if (cJSON_IsNull(m))
				continue;
			if (!cJSON_IsNumber(m) || (m->valuedouble != 1 &&
			    m->valuedouble != 2 && m->valuedouble != 3))
				return fail_at(r, jat(r, &q, 0),
				    M_ERR_CASE_1_2_3_2, NULL, 0);
			f->kase = (int)m->valuedouble;
			f->has |= HAS_CASE;
		} else if (strcmp(m->string, "pruned") == 0) {
			if (!cJSON_IsBool(m))
				return fail_at(r, jat(r, &q, 0),
				    M_ERR_PRUNED_TRUE_FALSE, NULL, 0);
			if (cJSON_IsTrue(m))
				f->has |= HAS_PRUNED;
		} else if (!one_of(m->string, ignored, NELEM(ignored))) {
			return fail_at(r, jat(r, &q, 1),
			    M_ERR_UNKNOWN_KEY_NODE_VALUE, MSG_ARGS(m->string));
		}
	}
	return jnode_end(r, f, bound, p, off);
}

static int
jnodes(struct reader *r, const cJSON *v, const struct jpath *p)
{
	const cJSON *m;
	size_t off = 0;
	int j = 0, rc = 0;

	if (!cJSON_IsObject(v))
		return fail_at(r, jat(r, p, 0), M_ERR_EXPECTED_OBJECT_NODES_BY,
		    MSG_ARGS(jkind(v)));
	for (m = v->child; m != NULL && rc == 0; m = m->next, j++) {
		struct jpath q = jdown(p, j);
		int node;

		/* each member's key from the last one's: one pass in all */
		if (j == 0)
			off = jat(r, &q, 1);
		else
			off = jscan_next(r->text, r->len, off, 1);
		node = node_named(r, m->string, strlen(m->string), off);
		if (node == TREE_NONE)
			rc = -1;
		else if (r->line_of[node] != 0)
			rc = fail_at(r, off, M_ERR_NODE_ANSWERED_TWICE_FIRST,
			    MSG_ARGS(m->string, MSG_INT(r->line_of[node])));
		else if ((rc = jnode_facts(r, node, m, &q, off)) == 0)
			r->line_of[node] = r->a->fact[r->a->n - 1].line;
	}
	return rc;
}

static int
parse_json(struct reader *r)
{
	static const char *const ignored[] = {
		"tree", "source", "description", "algorithm", "conventions",
		"stats", "passes", "name", "student"
	};
	cJSON *doc;
	const cJSON *m;
	struct jpath top = { { 0 }, 0 };
	char msg[256];
	size_t off;
	int j = 0, rc = 0;

	if (jscan_diagnose(r->text, r->len, &off, msg, sizeof(msg)) != 0)
		return fail_at(r, off, M_ERR_AS_IS, MSG_ARGS(msg));
	if ((doc = cJSON_ParseWithLength(r->text, r->len)) == NULL)
		return oom(r);
	if (!cJSON_IsObject(doc)) {
		cJSON_Delete(doc);
		return fail_at(r, 0, M_ERR_EXPECTED_OBJECT_WITH_KEYS, NULL, 0);
	}
	for (m = doc->child; m != NULL && rc == 0; m = m->next, j++) {
		struct jpath p = jdown(&top, j);
		const char *k = m->string;
		struct ans_fact *f;

		/* "pruned" and "pruned_leaves" add up; a key twice is a slip */
		if (again(doc, m)) {
			rc = fail_at(r, jat(r, &p, 1), M_ERR_KEY_GIVEN_TWICE,
			    MSG_ARGS(k));
			break;
		}
		if (strcmp(k, "value") == 0) {
			if ((f = new_fact(r, ANS_VALUE, jat(r, &p, 1))) == NULL)
				rc = oom(r);
			else
				rc = jnumber(r, m, &p, &f->value, NULL, "value");
		} else if (strcmp(k, "best_move") == 0) {
			if (cJSON_IsNull(m))
				continue;
			if ((f = new_fact(r, ANS_BEST, jat(r, &p, 1))) == NULL)
				rc = oom(r);
			else if ((f->node = jnode(r, m, &p, NO_OFF, 0)) ==
			    TREE_NONE)
				rc = -1;
		} else if (strcmp(k, "pv") == 0) {
			rc = jlist(r, ANS_PV, m, &p, 0);
		} else if (strcmp(k, "pruned") == 0) {
			rc = jlist(r, ANS_PRUNED, m, &p, 0);
		} else if (strcmp(k, "pruned_leaves") == 0) {
			rc = jlist(r, ANS_PRUNED, m, &p, 1);
		} else if (strcmp(k, "visited") == 0) {
			rc = jlist(r, ANS_VISITED, m, &p, 0);
		} else if (strcmp(k, "leaves") == 0) {
			rc = jlist(r, ANS_LEAVES, m, &p, 1);
		} else if (strcmp(k, "cutoffs") == 0) {
			rc = jcutoffs(r, m, &p);
		} else if (strcmp(k, "nodes") == 0) {
			rc = jnodes(r, m, &p);
		} else if (!one_of(k, ignored, NELEM(ignored))) {
			rc = fail_at(r, jat(r, &p, 1),
			    M_ERR_UNKNOWN_KEY_VALUE_BEST, MSG_ARGS(k));
		}
	}
	cJSON_Delete(doc);
	return rc;
}

/* ---- the whole file ---- */

struct answer *
answer_parse(const char *file, const char *text, size_t len,
    const struct ids *x, char *err, size_t errlen)
{
	struct reader r;
	size_t i = 0;
	int rc;

	memset(&r, 0, sizeof(r));
	r.file = file;
	r.text = text;
	r.len = len;
	r.x = x;
	r.err = err;
	r.errlen = errlen;
	if ((r.a = calloc(1, sizeof(*r.a))) == NULL ||
	    (r.a->file = strdup(file)) == NULL ||
	    (r.line_of = calloc((size_t)x->t->n, sizeof(*r.line_of))) == NULL) {
		answer_free(r.a);
		free(r.line_of);
		oom(&r);
		return NULL;
	}
	/* a byte order mark (Windows editors) is not part of the answer */
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
		r.text += 3;
		r.len -= 3;
		text += 3;
		len -= 3;
	}
	while (i < len && isspace((unsigned char)text[i]))
		i++;
	rc = i < len && text[i] == '{' ? parse_json(&r) : parse_text(&r);
	if (rc == 0 && r.a->n == 0) {
		MSG_FORMAT(err, errlen, M_ERR_NO_ANSWER_FILE_E, file);
		rc = -1;
	}
	free(r.line_of);
	if (rc != 0) {
		answer_free(r.a);
		return NULL;
	}
	return r.a;
}

struct answer *
answer_load(const char *path, const struct ids *x, char *err, size_t errlen)
{
	struct answer *a;
	size_t len;
	char *text = load_file(path, &len, err, errlen);

	if (text == NULL)
		return NULL;
	a = answer_parse(strcmp(path, "-") == 0 ? "<stdin>" : path, text, len,
	    x, err, errlen);
	free(text);
	return a;
}

void
answer_free(struct answer *a)
{
	int i;

	if (a == NULL)
		return;
	for (i = 0; i < a->n; i++)
		free(a->fact[i].list);
	free(a->fact);
	free(a->file);
	free(a);
}
