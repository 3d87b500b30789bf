/*
 * cs188.c: a Berkeley CS188 GraphGameTreeTest file -> the text of an abviz
 * tree file (see cs188.h).
 *
 * The file format is the one CS188's autograder reads (testParser.py):
 *
 *   - a '#' starts a comment that runs to the end of the line, except
 *     inside a """ block, whose lines are taken as they are;
 *   - a property is `key: "value"` on one line (the value holds no '"'),
 *     or `key: """` on a line of its own, then the value's lines, then a
 *     line holding only `"""`;
 *   - blank lines between properties are skipped.
 *
 * A GraphGameTreeTest (multiagentTestClasses.py) describes a game graph:
 *
 *   num_agents   agent 0 is Pacman, who maximises; agents 1 .. n-1 are
 *                the ghosts, who minimise; they move in that order, then
 *                Pacman again
 *   depth        how many times every agent moves: one ply is every agent
 *                moving once, so the search looks depth * num_agents moves
 *                ahead
 *   start_state  the state at the root
 *   successors   lines "STATE ACTION NEXT", a state's actions in the order
 *                listed (the order getLegalActions returns them)
 *   evaluation   lines "STATE VALUE": what the evaluation function
 *                (getScore) gives at a leaf
 *   win_states, lose_states  states where the game is over
 *
 * A state is a leaf when it is a win or a lose state, when the depth limit
 * is reached, or when it has no successors; a leaf is evaluated, so it
 * needs an evaluation line.  The graph may lead to one state along two
 * paths, or round a cycle: the tree unrolls it, one node per path, and
 * names the second node of a state X'2, the third X'3 (in the order the
 * search meets them: depth-first, successors as listed), its label keeping
 * the state's name.  Every path ends at the depth limit, so the unrolling
 * ends, but it may be too big: that is an error that names the cycle.
 *
 * Everything is checked before a byte is written: the result is the whole
 * tree file or an error.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cs188.h"
#include "fmt.h"
#include "msg.h"
#include "tree.h"
#include "u8.h"

#define MAX_SAFE 9007199254740992.0	/* 2^53, as the tree loader */
#define QUOTE_MAX 80			/* bytes of a token a message shows */

/* A growing text: the tree file as it is written. */
struct sbuf {
	char *s;		/* the text, NUL-terminated when not oom */
	size_t n, cap;		/* bytes used, bytes allocated */
	int oom;		/* an allocation failed: s is incomplete */
};

/* One line of the file: s[0..n) without its '\n' (nor a '\r' before it). */
struct line {
	const char *s;
	size_t n;
	size_t code;		/* bytes before a '#' comment (n if none) */
};

/* A property: key: "value" or key: """ block """. */
struct field {
	const char *key;	/* into the text, keylen bytes */
	size_t keylen;
	int line;		/* 0-based line of the key */
	int block;		/* 1: a """ block */
	int first, last;	/* block: its lines, first .. last-1 */
	size_t from, to;	/* one line: the value is bytes [from, to) */
};

/* A whitespace-separated word of a value, and where it is. */
struct tok {
	const char *s;
	size_t n;
	int line, col;		/* 1-based, for messages */
};

struct state {
	const char *name;	/* into the text, n bytes */
	size_t n;
	int win, lose;		/* in win_states / lose_states */
	int has_eval;		/* an evaluation line names it */
	double eval;		/* its value */
	int eval_line;		/* 1-based line of that evaluation */
	int first, nedges;	/* its successors: edge[order[first ..]] */
	int seen;		/* nodes made for it so far */
	int onpath;		/* 1 while a node of it is on the current path */
};

/* A successors line: from --action--> to. */
struct edge {
	int from, to;		/* state indices */
	const char *act;	/* the action's name, actn bytes */
	size_t actn;
	int line, col;		/* 1-based, of NEXT */
};

/* Open-addressing hash table of byte strings to indices. */
struct htab {
	struct hent {
		const char *s;	/* NULL: empty slot */
		size_t n;
		int v;
	} *e;
	size_t cap, used;
};

/* The known keys; any other key is read and left alone, as CS188 does. */
enum { K_CLASS, K_ALG, K_DEPTH, K_AGENTS, K_START, K_WIN, K_LOSE, K_SUCC,
	K_EVAL, NKEYS };
static const char *const keynames[NKEYS] = {
	"class", "alg", "depth", "num_agents", "start_state", "win_states",
	"lose_states", "successors", "evaluation"
};

struct imp {
	const char *file;	/* for messages */
	struct line *lines;
	int nlines;
	struct field *fields;
	int nfields;
	int key[NKEYS];		/* field index of each known key, or -1 */
	struct state *st;
	int nst, capst;
	struct htab names;	/* state name -> index */
	struct htab ids;	/* ids made for repeated states -> 1 */
	char **owned;		/* those ids' strings */
	int nowned, capowned;
	struct edge *edge;
	int nedge, capedge;
	int *order;		/* edge indices grouped by state, in file order */
	long agents, depth, plies;
	long file_depth;	/* the file's depth, 0 if none */
	int root_line, root_col;	/* where start_state names the root */
	long nodes;		/* nodes unrolled so far */
	int repeats;		/* some state has more than one node */
	int cycle;		/* a state met again on its own path, or -1 */
	int chance;		/* ExpectimaxAgent: the ghosts are chance nodes */
	struct sbuf out;
	char *err;
	size_t errlen;
};

/* ---- messages ---------------------------------------------------------- */

/*
 * "FILE:LINE:COL: " and message id with its arguments (MSG_ARGS) into
 * im->err (":COL" left out when col is 0, ":LINE:COL" when line is 0).  Returns -1, for "return fail(...)".
 */
/* s[0..n) as a string in buf (size len), cut to fit: a name of the file
   for a message. */
static const char *
span(const char *s, size_t n, char *buf, size_t len)
{
	snprintf(buf, len, "%.*s", (int)(n < len ? n : len - 1), s);
	return buf;
}

/* Code c in form ("0x%02x", "U+%04X") into buf (size len). */
static const char *
code_of(const char *form, unsigned c, char *buf, size_t len)
{
	snprintf(buf, len, form, c);
	return buf;
}

static int
fail(struct imp *im, int line, int col, enum msg_id id,
    const char *const *arg, int n)
{
	int k;

	if (line == 0)
		k = snprintf(im->err, im->errlen, "%s: ", im->file);
	else if (col == 0)
		k = snprintf(im->err, im->errlen, "%s:%d: ", im->file, line);
	else
		k = snprintf(im->err, im->errlen, "%s:%d:%d: ", im->file, line,
		    col);
	if (k < 0 || (size_t)k >= im->errlen)
		return -1;
	msg_format(im->err + k, im->errlen - (size_t)k, id, arg, n);
	return -1;
}

/*
 * A block line with the wrong number of words: n of them, the first max
 * read into t.  form (a message) says what the line should be.  A '#' among them is most likely a comment, which CS188's
 * parser does not strip inside a """ block.
 */
static int
wrong_words(struct imp *im, const struct tok *t, int n, int max,
    enum msg_id form)
{
	int i, hashed = 0;

	for (i = 0; i < n && i < max; i++)
		hashed |= t[i].s[0] == '#';
	return fail(im, t[0].line, t[0].col, M_CS188_WRONG_WORDS, MSG_ARGS(
	    msg(form), MSG_INT(n), msg_n(hashed ? M_CS188_WORDS_HASH :
	    M_CS188_WORDS, (unsigned long)n)));
}

/*
 * Length of the valid UTF-8 sequence at p (n bytes left), or 0 when the
 * bytes there are not one (overlong forms, surrogates and values above
 * U+10FFFF included).
 */
static size_t
utf8_len(const unsigned char *p, size_t n)
{
	size_t k, len;
	uint32_t c;

	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xC2 && p[0] <= 0xDF)
		len = 2, c = p[0] & 0x1Fu;
	else if (p[0] >= 0xE0 && p[0] <= 0xEF)
		len = 3, c = p[0] & 0x0Fu;
	else if (p[0] >= 0xF0 && p[0] <= 0xF4)
		len = 4, c = p[0] & 0x07u;
	else
		return 0;
	if (len > n)
		return 0;
	for (k = 1; k < len; k++) {
		if ((p[k] & 0xC0) != 0x80)
			return 0;
		c = c << 6 | (p[k] & 0x3Fu);
	}
	if ((len == 3 && (c < 0x800 || (c >= 0xD800 && c <= 0xDFFF))) ||
	    (len == 4 && (c < 0x10000 || c > 0x10FFFF)))
		return 0;
	return len;
}

/*
 * A token for a message, cut to QUOTE_MAX bytes (at a character's start)
 * with "..." after it.  The file was checked to be UTF-8 without control
 * characters, so the bytes can be printed as they are.  buf holds
 * QUOTE_MAX + 4 bytes.
 */
static const char *
quote(const struct tok *t, char *buf)
{
	size_t n = t->n, k;

	if (n > QUOTE_MAX) {
		for (n = 0; n < QUOTE_MAX; n += k)
			if ((k = utf8_len((const unsigned char *)t->s + n,
			    t->n - n)) == 0 || n + k > QUOTE_MAX)
				break;
	}
	memcpy(buf, t->s, n);
	strcpy(buf + n, n < t->n ? "..." : "");
	return buf;
}

/* ---- small containers ---------------------------------------------------- */

static void
sb_put(struct sbuf *b, const char *s, size_t n)
{
	if (b->oom)
		return;
	if (b->n + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 4096;
		char *p;

		while (b->n + n + 1 > cap)
			cap *= 2;
		if ((p = realloc(b->s, cap)) == NULL) {
			b->oom = 1;
			return;
		}
		b->s = p;
		b->cap = cap;
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = '\0';
}

static void
sb_puts(struct sbuf *b, const char *s)
{
	sb_put(b, s, strlen(s));
}

static void
sb_indent(struct sbuf *b, long spaces)
{
	static const char sp[] = "                                        ";

	for (; spaces > 40; spaces -= 40)
		sb_put(b, sp, 40);
	sb_put(b, sp, (size_t)spaces);
}

/*
 * s[0..n) as a JSON string, quotes included: '"' and '\\' escaped, and
 * what a tree file's text may not hold as U+FFFD, so that the tree loader
 * reads it back: a byte that is not UTF-8, a control character, a
 * bidirectional control (a file name may hold any of them; state names,
 * checked already, none).
 */
static void
sb_json(struct sbuf *b, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, k;
	unsigned cp = 0;
	char esc[8];

	sb_put(b, "\"", 1);
	while (i < n) {
		if ((k = utf8_len(p + i, n - i)) != 0)
			u8_get(s + i, k, &cp);
		if (p[i] == '"' || p[i] == '\\') {
			esc[0] = '\\';
			esc[1] = (char)p[i];
			sb_put(b, esc, 2);
			i++;
		} else if (k == 0 || cp < 0x20 || (cp >= 0x7F && cp < 0xA0) ||
		    u8_bidi(cp)) {
			sb_puts(b, "\xEF\xBF\xBD");
			i += k ? k : 1;
		} else {
			sb_put(b, s + i, k);
			i += k;
		}
	}
	sb_put(b, "\"", 1);
}

/* FNV-1a: a simple, good enough hash of a byte string. */
static size_t
hash(const char *s, size_t n)
{
	uint64_t h = 14695981039346656037ULL;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
	return (size_t)h;
}

/* The slot of s in h: its entry, or the empty slot it would go in. */
static struct hent *
ht_slot(const struct htab *h, const char *s, size_t n)
{
	size_t i = hash(s, n) & (h->cap - 1);

	while (h->e[i].s != NULL &&
	    (h->e[i].n != n || memcmp(h->e[i].s, s, n) != 0))
		i = (i + 1) & (h->cap - 1);
	return &h->e[i];
}

/* The value of s in h, or -1. */
static int
ht_get(const struct htab *h, const char *s, size_t n)
{
	const struct hent *e;

	if (h->cap == 0)
		return -1;
	e = ht_slot(h, s, n);
	return e->s != NULL ? e->v : -1;
}

/* Add s -> v (s is borrowed; it must not be in h yet): 0, or -1 (memory). */
static int
ht_put(struct htab *h, const char *s, size_t n, int v)
{
	struct hent *e;

	if (2 * (h->used + 1) > h->cap) {
		struct htab g;
		size_t i;

		g.cap = h->cap ? 2 * h->cap : 64;
		g.used = h->used;
		if ((g.e = calloc(g.cap, sizeof(*g.e))) == NULL)
			return -1;
		for (i = 0; i < h->cap; i++)
			if (h->e[i].s != NULL)
				*ht_slot(&g, h->e[i].s, h->e[i].n) = h->e[i];
		free(h->e);
		*h = g;
	}
	e = ht_slot(h, s, n);
	e->s = s;
	e->n = n;
	e->v = v;
	h->used++;
	return 0;
}

/* ---- reading the file ---------------------------------------------------- */

static int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/*
 * The file must be text: UTF-8 (a byte-order mark is skipped) with no
 * control characters but tab, carriage return and newline.  Then split it
 * into lines and find where each line's comment starts.
 */
static int
read_lines(struct imp *im, const char *text, size_t len)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t i = 0, start, k;
	int line = 1, col = 1, n = 1;
	char hex[16];

	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
		i = 3;
	start = i;
	for (; i < len; i += k) {
		if (p[i] == '\n') {
			line++, col = 1, n++, k = 1;
			continue;
		}
		if ((p[i] < 0x20 && p[i] != '\t' && p[i] != '\r') ||
		    p[i] == 0x7F)
			return fail(im, line, col, M_CS188_CONTROL, MSG_ARGS(
			    code_of("0x%02x", p[i], hex, sizeof(hex))));
		if ((k = utf8_len(p + i, len - i)) == 0)
			return fail(im, line, col, M_CS188_INVALID_UTF_8_FILE,
			    NULL, 0);
		/* C1 controls (U+0080..U+009F): some terminals obey them */
		if (p[i] == 0xC2 && p[i + 1] < 0xA0)
			return fail(im, line, col, M_CS188_CONTROL, MSG_ARGS(
			    code_of("U+%04X", p[i + 1], hex, sizeof(hex))));
		col++;
	}
	if ((im->lines = calloc((size_t)n, sizeof(*im->lines))) == NULL)
		return fail(im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
	for (i = start, n = 0; ; ) {
		const char *e = memchr(text + i, '\n', len - i);
		struct line *l = &im->lines[n++];
		const char *hash_at;

		l->s = text + i;
		l->n = e != NULL ? (size_t)(e - l->s) : len - i;
		if (l->n > 0 && l->s[l->n - 1] == '\r')
			l->n--;
		hash_at = memchr(l->s, '#', l->n);
		l->code = hash_at != NULL ? (size_t)(hash_at - l->s) : l->n;
		if (e == NULL)
			break;
		i = (size_t)(e - text) + 1;
	}
	im->nlines = n;
	return 0;
}

/* 1 when bytes [from, to) of s are all white space. */
static int
blank(const char *s, size_t from, size_t to)
{
	for (; from < to; from++)
		if (!is_space(s[from]))
			return 0;
	return 1;
}

/* Line l, comments removed, is exactly `"""` between white space. */
static int
closes_block(const struct line *l)
{
	size_t a = 0, b = l->code;

	while (a < b && is_space(l->s[a]))
		a++;
	while (b > a && is_space(l->s[b - 1]))
		b--;
	return b - a == 3 && memcmp(l->s + a, "\"\"\"", 3) == 0;
}

/*
 * Every property of the file, as testParser.py reads them: outside a block
 * a line is blank, `key: "value"` or `key: """`; a block runs to the first
 * line that is only `"""`.  Keys are words at the start of the line; a key
 * given twice is an error (CS188 would keep the second silently).
 */
static int
read_fields(struct imp *im)
{
	char name[128];
	int i, j, k;

	if ((im->fields = calloc((size_t)im->nlines, sizeof(*im->fields))) ==
	    NULL)
		return fail(im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
	for (k = 0; k < NKEYS; k++)
		im->key[k] = -1;
	for (i = 0; i < im->nlines; i++) {
		const struct line *l = &im->lines[i];
		struct field *f = &im->fields[im->nfields];
		size_t c = 0, q;

		if (blank(l->s, 0, l->code))
			continue;
		while (c < l->code && l->s[c] != ':' && l->s[c] != '"' &&
		    !is_space(l->s[c]))
			c++;
		if (c == 0 || c >= l->code || l->s[c] != ':')
			return fail(im, i + 1, (int)c + 1,
			    M_CS188_EXPECTED_KEY_VALUE_KEY, NULL, 0);
		f->key = l->s;
		f->keylen = c;
		f->line = i;
		for (c++; c < l->code && is_space(l->s[c]); c++)
			;
		q = c + 1;
		while (q < l->code && l->s[q] != '"')
			q++;
		if (c < l->code && l->s[c] == '"' && q < l->code &&
		    blank(l->s, q + 1, l->code)) {
			f->from = c + 1;	/* key: "value" */
			f->to = q;
		} else if (l->code - c >= 3 &&
		    memcmp(l->s + c, "\"\"\"", 3) == 0 &&
		    blank(l->s, c + 3, l->code)) {
			for (j = i + 1; j < im->nlines; j++)	/* key: """ */
				if (closes_block(&im->lines[j]))
					break;
			if (j == im->nlines)
				return fail(im, i + 1, (int)c + 1,
				    M_CS188_BLOCK_OPEN, MSG_ARGS(span(f->key,
				    f->keylen, name, sizeof(name))));
			f->block = 1;
			f->first = i + 1;
			f->last = j;
			i = j;
		} else {
			return fail(im, i + 1, (int)c + 1, l->code < l->n ?
			    M_CS188_VALUE_QUOTES_HASH : M_CS188_VALUE_QUOTES,
			    NULL, 0);
		}
		for (k = 0; k < im->nfields; k++) {
			const struct field *g = &im->fields[k];

			if (g->keylen == f->keylen &&
			    memcmp(g->key, f->key, f->keylen) == 0)
				return fail(im, f->line + 1, 1,
				    M_CS188_DUPLICATE_KEY,
				    MSG_ARGS(span(f->key,
				    f->keylen, name, sizeof(name)),
				    MSG_INT(g->line + 1)));
		}
		for (k = 0; k < NKEYS; k++)
			if (strlen(keynames[k]) == f->keylen &&
			    memcmp(keynames[k], f->key, f->keylen) == 0)
				im->key[k] = im->nfields;
		im->nfields++;
	}
	return 0;
}

/* How many lines field f's value spans. */
static int
field_lines(const struct field *f)
{
	return f->block ? f->last - f->first : 1;
}

/*
 * The words of line k of field f's value into t[0 .. max), as str.split()
 * would cut them; returns how many there are (more than max are counted,
 * not stored).
 */
static int
field_words(const struct imp *im, const struct field *f, int k,
    struct tok *t, int max)
{
	int li = f->block ? f->first + k : f->line;
	const struct line *l = &im->lines[li];
	size_t i = f->block ? 0 : f->from, end = f->block ? l->n : f->to;
	int n = 0;

	while (i < end) {
		size_t s;

		while (i < end && is_space(l->s[i]))
			i++;
		if (i == end)
			break;
		for (s = i; i < end && !is_space(l->s[i]); i++)
			;
		if (n < max) {
			t[n].s = l->s + s;
			t[n].n = i - s;
			t[n].line = li + 1;
			t[n].col = (int)s + 1;
		}
		n++;
	}
	return n;
}

/* Where a field's value starts, for messages about the value as a whole. */
static void
field_where(const struct field *f, int *line, int *col)
{
	*line = f->line + 1;
	*col = f->block ? 0 : (int)f->from + 1;
}

/*
 * The one word a one-word value holds (start_state, num_agents...): 0, or
 * -1 with a message naming key.
 */
static int
one_word(struct imp *im, int key, struct tok *t)
{
	const struct field *f = &im->fields[im->key[key]];
	int k, n = 0, line, col;

	for (k = 0; k < field_lines(f); k++) {
		struct tok w;
		int c = field_words(im, f, k, &w, 1);

		if (c == 0)
			continue;
		if (n > 0 || c > 1) {
			field_where(f, &line, &col);
			return fail(im, line, col,
			    M_CS188_HOLDS_ONE_WORD_FOUND, MSG_ARGS(keynames[key]));
		}
		*t = w;
		n = 1;
	}
	if (n == 0) {
		field_where(f, &line, &col);
		return fail(im, line, col, M_CS188_EMPTY,
		    MSG_ARGS(keynames[key]));
	}
	return 0;
}

/* A required key's field, or -1 with "FILE: no "key" in the file". */
static int
need(struct imp *im, int key)
{
	if (im->key[key] < 0)
		return fail(im, 0, 0, M_CS188_NO_FILE_CS188_GRAPHGAMETREETEST,
		    MSG_ARGS(keynames[key]));
	return 0;
}

/* A count (num_agents, depth): decimal digits, 1 .. CS188_DEPTH_MAX. */
static int
read_count(struct imp *im, int key, long *v)
{
	struct tok t;
	char q[QUOTE_MAX + 4];
	size_t i;

	if (one_word(im, key, &t) != 0)
		return -1;
	*v = 0;
	for (i = 0; i < t.n; i++) {
		if (t.s[i] < '0' || t.s[i] > '9' || *v > CS188_DEPTH_MAX) {
			*v = -1;
			break;
		}
		*v = *v * 10 + (t.s[i] - '0');
	}
	if (*v < 1 || *v > CS188_DEPTH_MAX)
		return fail(im, t.line, t.col, M_CS188_MUST_BE_WHOLE_NUMBER,
		    MSG_ARGS(keynames[key], MSG_INT(CS188_DEPTH_MAX), quote(&t,
		    q)));
	return 0;
}

/*
 * An evaluation value: a decimal number as Python's float() reads one
 * (sign, digits, a point, an exponent: "4", "-3.0", ".5", "1e3"), finite
 * and strictly between -2^53 and 2^53 as every tree value.  0 or -1.
 */
static int
read_value(struct imp *im, const struct tok *t, double *x)
{
	char buf[64], q[QUOTE_MAX + 4];
	size_t i = 0, digits = 0;
	const char *s = t->s;

	if (i < t->n && (s[i] == '+' || s[i] == '-'))
		i++;
	if (t->n - i >= 3 && (strncasecmp(s + i, "inf", 3) == 0 ||
	    strncasecmp(s + i, "nan", 3) == 0))
		return fail(im, t->line, t->col, M_CS188_VALUES_MUST_BE_FINITE,
		    MSG_ARGS(quote(t, q)));
	for (; i < t->n && s[i] >= '0' && s[i] <= '9'; i++)
		digits++;
	if (i < t->n && s[i] == '.')
		for (i++; i < t->n && s[i] >= '0' && s[i] <= '9'; i++)
			digits++;
	if (digits > 0 && i < t->n && (s[i] == 'e' || s[i] == 'E')) {
		size_t e;

		if (++i < t->n && (s[i] == '+' || s[i] == '-'))
			i++;
		for (e = i; i < t->n && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (i == e)
			digits = 0;
	}
	if (digits == 0 || i != t->n)
		return fail(im, t->line, t->col,
		    M_CS188_BAD_NUMBER_EXPECTED_DECIMAL, MSG_ARGS(quote(t,
		    q)));
	if (t->n >= sizeof(buf))
		*x = MAX_SAFE;	/* 63 digits and more: no tree value */
	else {
		memcpy(buf, s, t->n);
		buf[t->n] = '\0';
		*x = strtod(buf, NULL);
	}
	if (!(fabs(*x) < MAX_SAFE))
		return fail(im, t->line, t->col,
		    M_CS188_VALUE_OUT_RANGE_VALUES, MSG_ARGS(quote(t, q)));
	return 0;
}

/* ---- states and successors ------------------------------------------------ */

/*
 * A state's name becomes an id: like the tree loader, refuse one with a
 * bidirectional control (U+202E would make the rest of a log line read
 * backwards) or an invisible character (a zero-width space would make it
 * look like another name), at the character's column.  0, or -1 (failed).
 */
static int
invisible(struct imp *im, const struct tok *t)
{
	size_t i, k;
	unsigned cp;
	int col = t->col;
	char hex[16];

	for (i = 0; i < t->n; i += k, col++) {
		k = u8_get(t->s + i, t->n - i, &cp);
		if (u8_bidi(cp))
			return fail(im, t->line, col, M_CS188_NAME_BIDI,
			    MSG_ARGS(
			    code_of("%04X", cp, hex, sizeof(hex))));
		if (u8_invisible(cp))
			return fail(im, t->line, col, M_CS188_NAME_INVISIBLE,
			    MSG_ARGS(code_of("%04X", cp, hex, sizeof(hex))));
	}
	return 0;
}

/*
 * The index of state t, added when add is set (checking its name): an
 * index, -1 with a message when add is 0 and there is no such state, or -1
 * on a bad name or no memory.
 */
static int
state(struct imp *im, const struct tok *t, int add)
{
	char q[QUOTE_MAX + 4];
	int i = ht_get(&im->names, t->s, t->n);

	if (i >= 0)
		return i;
	if (!add)
		return fail(im, t->line, t->col, M_CS188_UNKNOWN_STATE_IT_NOT,
		    MSG_ARGS(quote(t, q)));
	if (t->n > CS188_NAME_MAX)
		return fail(im, t->line, t->col,
		    M_CS188_STATE_NAME_LONGER_THAN, MSG_ARGS(quote(t, q),
		    MSG_INT(CS188_NAME_MAX)));
	if (invisible(im, t) != 0)
		return -1;
	if (im->nst == im->capst) {
		int cap = im->capst ? 2 * im->capst : 64;
		struct state *p = realloc(im->st, (size_t)cap * sizeof(*p));

		if (p == NULL)
			return fail(im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
		im->st = p;
		im->capst = cap;
	}
	memset(&im->st[im->nst], 0, sizeof(im->st[0]));
	im->st[im->nst].name = t->s;
	im->st[im->nst].n = t->n;
	if (ht_put(&im->names, t->s, t->n, im->nst) != 0)
		return fail(im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
	return im->nst++;
}

/*
 * The successors lines, "STATE ACTION NEXT", into im->edge; then im->order
 * lists each state's edges together, in the order of the file (a counting
 * sort), which is the order getLegalActions gives them in.  An action
 * listed twice from one state is an error: CS188 would list it twice and
 * follow the second line both times.
 */
static int
read_successors(struct imp *im)
{
	const struct field *f = &im->fields[im->key[K_SUCC]];
	char name[CS188_NAME_MAX + 1], act[128];
	int k, i, j, *at = NULL, rc = -1;

	for (k = 0; k < field_lines(f); k++) {
		struct tok t[4];
		struct edge *e;
		int n = field_words(im, f, k, t, 4);

		if (n == 0)
			continue;	/* a blank line */
		if (n != 3)
			return wrong_words(im, t, n, 4,
			    M_CS188_SUCCESSOR_FORM);
		if (im->nedge == im->capedge) {
			int cap = im->capedge ? 2 * im->capedge : 64;
			struct edge *p = realloc(im->edge,
			    (size_t)cap * sizeof(*p));

			if (p == NULL)
				return fail(im, 0, 0, M_ERR_OUT_OF_MEMORY,
				    NULL, 0);
			im->edge = p;
			im->capedge = cap;
		}
		e = &im->edge[im->nedge];
		if ((e->from = state(im, &t[0], 1)) < 0 ||
		    (e->to = state(im, &t[2], 1)) < 0)
			return -1;
		e->act = t[1].s;
		e->actn = t[1].n;
		e->line = t[2].line;
		e->col = t[2].col;
		im->nedge++;
	}
	if ((im->order = malloc(((size_t)im->nedge + 1) * sizeof(int))) ==
	    NULL || (at = calloc((size_t)im->nst + 1, sizeof(int))) == NULL) {
		fail(im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
		goto out;
	}
	for (i = 0; i < im->nedge; i++)
		im->st[im->edge[i].from].nedges++;
	for (i = 0, k = 0; i < im->nst; i++) {
		im->st[i].first = k;
		at[i] = k;
		k += im->st[i].nedges;
	}
	for (i = 0; i < im->nedge; i++)
		im->order[at[im->edge[i].from]++] = i;
	for (i = 0; i < im->nst; i++) {
		const struct state *s = &im->st[i];

		for (k = 1; k < s->nedges; k++) {
			const struct edge *e = &im->edge[im->order[s->first + k]];

			for (j = 0; j < k; j++) {
				const struct edge *d =
				    &im->edge[im->order[s->first + j]];

				if (d->actn == e->actn &&
				    memcmp(d->act, e->act, e->actn) == 0) {
					fail(im, e->line, (int)(e->act -
					    im->lines[e->line - 1].s) + 1,
					    M_CS188_ACTION_TWICE, MSG_ARGS(
					    span(s->name, s->n, name,
					    sizeof(name)),
					    span(e->act, e->actn, act,
					    sizeof(act)),
					    MSG_INT(d->line)));
					goto out;
				}
			}
		}
	}
	rc = 0;
out:
	free(at);
	return rc;
}

/* win_states or lose_states: names of states already known. */
static int
read_ends(struct imp *im, int key)
{
	const struct field *f;
	struct tok *w;
	int k, i, n, s;

	if (im->key[key] < 0)
		return 0;	/* none: no state ends the game early */
	f = &im->fields[im->key[key]];
	for (k = 0; k < field_lines(f); k++) {
		if ((n = field_words(im, f, k, NULL, 0)) == 0)
			continue;
		if ((w = malloc((size_t)n * sizeof(*w))) == NULL)
			return fail(im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
		field_words(im, f, k, w, n);
		for (i = 0; i < n; i++) {
			if ((s = state(im, &w[i], 0)) < 0) {
				free(w);
				return -1;
			}
			if (key == K_WIN)
				im->st[s].win = 1;
			else
				im->st[s].lose = 1;
		}
		free(w);
	}
	return 0;
}

/* The evaluation lines, "STATE VALUE": each state at most once. */
static int
read_evaluation(struct imp *im)
{
	const struct field *f = &im->fields[im->key[K_EVAL]];
	char q[QUOTE_MAX + 4];
	int k, s;

	for (k = 0; k < field_lines(f); k++) {
		struct tok t[3];
		double x = 0;
		int n = field_words(im, f, k, t, 3);

		if (n == 0)
			continue;
		if (n != 2)
			return wrong_words(im, t, n, 3, M_CS188_EVAL_FORM);
		if ((s = state(im, &t[0], 0)) < 0 ||
		    read_value(im, &t[1], &x) != 0)
			return -1;
		if (im->st[s].has_eval)
			return fail(im, t[0].line, t[0].col,
			    M_CS188_STATE_EVALUATED_TWICE_FIRST, MSG_ARGS(quote(&t[0], q), MSG_INT(im->st[s].eval_line)));
		im->st[s].has_eval = 1;
		im->st[s].eval = x;
		im->st[s].eval_line = t[0].line;
	}
	return 0;
}

/* ---- unrolling ------------------------------------------------------------ */

/*
 * The id of the next node of state s: its name the first time, then
 * NAME'2, NAME'3, ... (one more "'" while that is some state's name or an
 * id already made).  Returns the id (the state's name, or a string im
 * owns) and its length, or NULL when out of memory.
 */
static const char *
node_id(struct imp *im, int s, size_t *len)
{
	struct state *st = &im->st[s];
	char *id;
	size_t n;

	if (++st->seen == 1) {
		*len = st->n;
		return st->name;
	}
	im->repeats = 1;
	n = st->n + 24;
	if ((id = malloc(n)) == NULL)
		return NULL;
	snprintf(id, n, "%.*s'%d", (int)st->n, st->name, st->seen);
	*len = strlen(id);
	while (ht_get(&im->names, id, *len) >= 0 ||
	    ht_get(&im->ids, id, *len) >= 0) {
		char *p = realloc(id, *len + 2);

		if (p == NULL) {
			free(id);
			return NULL;
		}
		id = p;
		id[(*len)++] = '\'';
		id[*len] = '\0';
	}
	if (im->nowned == im->capowned) {
		int cap = im->capowned ? 2 * im->capowned : 64;
		char **p = realloc(im->owned, (size_t)cap * sizeof(*p));

		if (p == NULL) {
			free(id);
			return NULL;
		}
		im->owned = p;
		im->capowned = cap;
	}
	im->owned[im->nowned++] = id;
	if (ht_put(&im->ids, id, *len, 1) != 0)
		return NULL;
	return id;
}

/* "; the successors loop back to "S"" when a cycle was met, else "". */
static const char *
cycle_note(const struct imp *im, char *buf, size_t size)
{
	const struct state *s;

	if (im->cycle < 0)
		return "";
	s = &im->st[im->cycle];
	char name[CS188_NAME_MAX + 1];

	MSG_FORMAT(buf, size, M_CS188_LOOP, span(s->name, s->n, name,
	    sizeof(name)));
	return buf;
}

/*
 * Write the node for state s at the given level (the root is 0) and,
 * recursively, the nodes below it; line and col say where the file leads
 * to s (its successors line, or start_state), for messages.  mover is the
 * player at the parent (-1 at the root).  The recursion is as deep as the
 * tree, which is at most TREE_MAX_DEPTH levels.
 *
 * Who moves: agent level % num_agents, Pacman (MAX) for agent 0, a ghost
 * (MIN) for the others.  The tree format alternates players by depth, so a
 * node whose mover is its parent's (the second ghost after the first)
 * says "player"; its children alternate from it again.  For an
 * ExpectimaxAgent test a ghost is a chance node, each of its moves equally
 * likely (expectimax's ghosts, which move at random), and every interior
 * node says its player: below a chance node the format's default is the
 * opponent of its parent, not the next agent.
 */
static int
unroll(struct imp *im, int s, long level, int mover, int line, int col)
{
	struct state *st = &im->st[s];
	enum player p = level % im->agents == 0 ? PLAYER_MAX : PLAYER_MIN;
	const char *id, *why = NULL;
	char note[CS188_NAME_MAX + 64], num[FMT_NUM_MAX];
	char name[CS188_NAME_MAX + 1];
	size_t idlen;
	int k, rc = -1, again = st->onpath;

	if (again && im->cycle < 0)
		im->cycle = s;
	if (++im->nodes > CS188_MAX_NODES)
		return fail(im, line, col, M_CS188_TREE_UNROLLS_INTO_MORE,
		    MSG_ARGS(MSG_INT(CS188_MAX_NODES), MSG_INT(im->depth),
		    MSG_INT(im->agents), cycle_note(im, note, sizeof(note))));
	if (level > TREE_MAX_DEPTH)
		return fail(im, line, col, M_CS188_TOO_DEEP, MSG_ARGS(
		    MSG_INT(TREE_MAX_DEPTH), span(st->name, st->n, name,
		    sizeof(name)), MSG_INT(im->depth), MSG_INT(im->agents),
		    MSG_INT(im->plies), cycle_note(im, note, sizeof(note))));
	/* A leaf: the game is over, the depth limit is reached, or no move
	   is left; CS188's value() returns the evaluation there. */
	if (st->win)
		why = msg(M_CS188_WHY_WIN);
	else if (st->lose)
		why = msg(M_CS188_WHY_LOSE);
	else if (level == im->plies)
		why = msg(again ? M_CS188_WHY_AGAIN : M_CS188_WHY_LIMIT);
	else if (st->nedges == 0)
		why = msg(M_CS188_WHY_END);
	if (why != NULL && !st->has_eval)
		return fail(im, line, col, M_CS188_LEAF_NO_EVAL, MSG_ARGS(
		    span(st->name, st->n, name, sizeof(name)), why,
		    MSG_INT(level)));
	if ((id = node_id(im, s, &idlen)) == NULL)
		return fail(im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
	sb_puts(&im->out, "{\"id\": ");
	sb_json(&im->out, id, idlen);
	if (id != st->name) {
		sb_puts(&im->out, ", \"label\": ");
		sb_json(&im->out, st->name, st->n);
	}
	if (im->chance && why == NULL)
		sb_puts(&im->out, p == PLAYER_MAX ? ", \"player\": \"max\"" :
		    ", \"player\": \"chance\"");
	else if (mover >= 0 && (int)p == mover && !im->chance)
		sb_puts(&im->out, p == PLAYER_MAX ? ", \"player\": \"max\"" :
		    ", \"player\": \"min\"");
	if (why != NULL) {
		sb_puts(&im->out, ", \"value\": ");
		sb_puts(&im->out, fmt_num(st->eval, num));
		sb_puts(&im->out, "}");
		return 0;
	}
	sb_puts(&im->out, ", \"children\": [\n");
	st->onpath = 1;
	for (k = 0; k < st->nedges; k++) {
		const struct edge *e = &im->edge[im->order[st->first + k]];

		sb_indent(&im->out, 2 * (level + 2));
		if (unroll(im, e->to, level + 1, (int)p, e->line, e->col) != 0)
			goto out;
		sb_puts(&im->out, k + 1 < st->nedges ? ",\n" : "\n");
	}
	sb_indent(&im->out, 2 * (level + 1));
	sb_puts(&im->out, "]}");
	rc = 0;
out:
	st->onpath = again;
	return rc;
}

/*
 * The top of the tree file: "name", "source", "description" (the agents,
 * the depth, how many states and nodes) and "player", up to "root": .
 */
static void
write_head(struct imp *im, struct sbuf *b, const struct tok *alg,
    const char *stem, const char *base)
{
	char d[1024], who[160], alg_s[QUOTE_MAX + 16], src[64], q[QUOTE_MAX + 4];
	int i, reached = 0;

	for (i = 0; i < im->nst; i++)
		reached += im->st[i].seen > 0;
	if (im->agents == 1)
		snprintf(who, sizeof(who), "Pacman (MAX) moves alone");
	else if (im->chance && im->agents == 2)
		snprintf(who, sizeof(who), "Pacman (MAX) and one ghost (a chance "
		    "node, its moves equally likely) move in turn");
	else if (im->chance)
		snprintf(who, sizeof(who), "Pacman (MAX) then ghosts 1 to %ld "
		    "(chance nodes, each move equally likely) move in turn",
		    im->agents - 1);
	else if (im->agents == 2)
		snprintf(who, sizeof(who), "Pacman (MAX) and one ghost (MIN) "
		    "move in turn");
	else
		snprintf(who, sizeof(who), "Pacman (MAX) then ghosts 1 to %ld "
		    "(MIN) move in turn", im->agents - 1);
	alg_s[0] = '\0';
	if (alg != NULL)
		snprintf(alg_s, sizeof(alg_s), " for %s", quote(alg, q));
	src[0] = '\0';
	if (im->file_depth == 0)
		snprintf(src, sizeof(src), " (--depth)");
	else if (im->file_depth != im->depth)
		snprintf(src, sizeof(src), " (--depth; the file says %ld)",
		    im->file_depth);
	sb_puts(b, "{\n  \"name\": ");
	sb_json(b, stem, strlen(stem));
	sb_puts(b, ",\n  \"source\": ");
	snprintf(d, sizeof(d), "%s (a Berkeley CS188 GraphGameTreeTest, "
	    "imported by abviz import cs188)", base);
	sb_json(b, d, strlen(d));
	snprintf(d, sizeof(d), "CS188 game tree%s: %s; depth %ld%s, so every "
	    "agent moves %ld time%s, %ld moves in all; %d state%s unrolled "
	    "into %ld node%s%s", alg_s, who, im->depth, src, im->depth,
	    im->depth == 1 ? "" : "s", im->plies, reached,
	    reached == 1 ? "" : "s", im->nodes, im->nodes == 1 ? "" : "s",
	    im->repeats ? ", a state reached again named STATE'2, STATE'3, "
	    "..." : "");
	sb_puts(b, ",\n  \"description\": ");
	sb_json(b, d, strlen(d));
	sb_puts(b, ",\n  \"player\": \"max\",\n  \"root\": ");
}

char *
cs188_import(const char *file, const char *text, size_t len, long depth,
    const char *stem, const char *base, char *err, size_t errlen,
    char *note, size_t notelen)
{
	struct imp im;
	struct sbuf head;
	struct tok t, alg, *algp = NULL;
	char q[QUOTE_MAX + 4], *res = NULL;
	int i, root;

	memset(&im, 0, sizeof(im));
	memset(&head, 0, sizeof(head));
	im.file = file;
	im.err = err;
	im.errlen = errlen;
	im.cycle = -1;
	note[0] = '\0';	/* no remark is made today */
	(void)notelen;
	if (read_lines(&im, text, len) != 0 || read_fields(&im) != 0)
		goto out;
	/* Only GraphGameTreeTest files hold a game tree; the other tests
	   of the project (PacmanGameTreeTest, EvalAgentTest) play games. */
	if (im.key[K_CLASS] >= 0) {
		if (one_word(&im, K_CLASS, &t) != 0)
			goto out;
		if (t.n != 17 || memcmp(t.s, "GraphGameTreeTest", 17) != 0) {
			fail(&im, t.line, t.col, M_CS188_CLASS_HOLDS_NO_GAME,
			    MSG_ARGS(quote(&t, q)));
			goto out;
		}
	}
	if (im.key[K_ALG] >= 0) {
		if (one_word(&im, K_ALG, &alg) != 0)
			goto out;
		algp = &alg;
		/* expectimax's ghosts move at random: chance nodes, and
		   without bounds in the file, nothing below them is pruned */
		im.chance = alg.n == 15 && memcmp(alg.s, "ExpectimaxAgent",
		    15) == 0;
	}
	if (need(&im, K_AGENTS) != 0 || read_count(&im, K_AGENTS,
	    &im.agents) != 0)
		goto out;
	if (im.key[K_DEPTH] >= 0 && read_count(&im, K_DEPTH,
	    &im.file_depth) != 0)
		goto out;
	if (depth <= 0 && need(&im, K_DEPTH) != 0)
		goto out;
	im.depth = depth > 0 ? depth : im.file_depth;
	im.plies = im.depth * im.agents;
	if (need(&im, K_START) != 0 || one_word(&im, K_START, &t) != 0 ||
	    (root = state(&im, &t, 1)) < 0)
		goto out;
	im.root_line = t.line;
	im.root_col = t.col;
	if (need(&im, K_SUCC) != 0 || read_successors(&im) != 0 ||
	    read_ends(&im, K_WIN) != 0 || read_ends(&im, K_LOSE) != 0 ||
	    need(&im, K_EVAL) != 0 || read_evaluation(&im) != 0)
		goto out;
	if (unroll(&im, root, 0, -1, im.root_line, im.root_col) != 0)
		goto out;
	write_head(&im, &head, algp, stem, base);
	sb_put(&head, im.out.s, im.out.n);
	sb_puts(&head, "\n}\n");
	if (im.out.oom || head.oom) {
		fail(&im, 0, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
		goto out;
	}
	res = head.s;
	head.s = NULL;
out:
	free(head.s);
	free(im.out.s);
	for (i = 0; i < im.nowned; i++)
		free(im.owned[i]);
	free(im.owned);
	free(im.ids.e);
	free(im.names.e);
	free(im.order);
	free(im.edge);
	free(im.st);
	free(im.fields);
	free(im.lines);
	return res;
}
