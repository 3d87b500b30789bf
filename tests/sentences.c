/*
 * tests/sentences.c: every sentence abviz says that states a fact about a
 * search, held to truth.h's search of the same tree (issue 19).  On the
 * trees of tests/truth.c (truthcase.h) under every course:
 *
 *   - the log (English): every numbered step is parsed; the step number
 *     names the event the line tells (enter, leaf, gets, cutoff, return at
 *     that node, from that child); every window, value and arithmetic it
 *     states; "X was cut itself" only where X cut; "X was not cut" only
 *     where it did not; "so P will be cut" only where P then cuts after X;
 *     "is its exact value" / "exact" only where X is exact; "only a lower
 *     (upper) bound" only where X's own window says so; "(real value N)"
 *     the minimax value; "alpha = a at X was set at Y by its child Z at
 *     step N" where truth.h says that bound was set; what a cutoff prunes;
 *     the result's value, best move (truth.h's, named by its id, else its
 *     label, else its path), principal variation and counts (visited,
 *     pruned, saved against minimax's);
 *   - the steppers' last step (the step model's ending, which the HTML
 *     page, abviz step, frames and Beamer show): the same lines, every one
 *     of value, best move, principal variation, visited and saved said,
 *     and the nodes it draws as the principal variation truth.h's;
 *   - abviz check's reasons, drawn out by wrong answers of every kind
 *     (values, bounds, cases, windows, pruned, cutoffs, best move, path,
 *     leaves): the same, and "the search never learns its exact value"
 *     only where the node is neither exact nor searched in full, "so the
 *     parent is cut" only where it is, a lead ("a value, not a bound",
 *     "it should be pruned"...) only where it holds.
 *
 * The sentences are read through their templates in po/abviz.pot (msg_in),
 * not copies: each %N matches any text, and the facts a template claims
 * are found from its words (msg_claims), so a reworded sentence is still
 * read.  A step line or reason that no known template reads is a failure
 * of its own, so a new sentence is not skipped unseen.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "answer.h"
#include "check.h"
#include "log.h"
#include "load.h"
#include "msg.h"
#include "steps.h"
#include "truthcase.h"

#define NTREES 1000

/* ------------------------------------------------------------ claims */

enum claim {
	S_PARSE, S_STEP, S_WINDOW, S_VALUE, S_ARITH, S_CASE, S_CUT_ITSELF,
	S_NOT_CUT, S_WILL_CUT, S_WILL_NOT_CUT, S_EXACT, S_BOUND, S_NEVER,
	S_NOT_SAY, S_REAL, S_ORIGIN, S_CUTOFF, S_PRUNED, S_LEAD, S_RESULT,
	S_FULL, S_BELOW, S_HARD, S_NOTE, S_OTHER, NCLAIM
};

/* The claims a sentence may no longer make (a reworded one): put to no
   test, they pass. */
static const unsigned char claim_optional[NCLAIM] = {
	[S_CUT_ITSELF] = 1, [S_NOT_CUT] = 1, [S_WILL_CUT] = 1,
	[S_WILL_NOT_CUT] = 1, [S_NEVER] = 1, [S_NOT_SAY] = 1, [S_LEAD] = 1,
	[S_FULL] = 1, [S_BELOW] = 1, [S_HARD] = 1, [S_NOTE] = 1,
};

static const char *const claim_name[NCLAIM] = {
	"every step line of the log and every reason of check is read by a "
	    "template of po/abviz.pot",
	"\"step N\" (and a line's own number) names the event the sentence "
	    "tells: its kind, node and child",
	"every window stated (alpha = a, beta = b) is the node's",
	"every value stated (leaf, returned, taken from a child) is the "
	    "node's",
	"the arithmetic of each update (v = max(..) = x, alpha = ..) is "
	    "truth.h's, and right",
	"\"case k\" is the node's case (seed 000) as its parent's child",
	"\"X was cut itself\" only where X has a cutoff",
	"\"X was not cut\" only where X has none",
	"\"so P will be cut\" / \"so the parent is cut\" only where P then "
	    "cuts after X",
	"\"--cutoff gt does not cut P on equality\" only where P does not cut "
	    "after X, under gt",
	"\"exact\" only where the node is exact",
	"\"only a lower (upper) bound\" only where the node's own window says "
	    "so",
	"\"the search never learns its exact value\" only where the node is "
	    "neither exact nor searched in full",
	"\"does not say on which side of it the value lies\" only where the "
	    "search is fail-hard",
	"\"(real value N)\" is the minimax value",
	"\"alpha = a at X was set at Y by its child Z at step N\" is where "
	    "truth.h set it (or the root's window)",
	"a cutoff's test holds, against the opposite bound, by the course's "
	    "rule, and it prunes the children and nodes it says",
	"\"it is never searched\" / \"it should be pruned\" only for nodes "
	    "never searched, \"it is not pruned\" only for searched ones",
	"a reason's lead (value, not bound; only bounds it...) holds",
	"the result (value, best move, path, counts) is truth.h's",
	"\"nothing below X was pruned\" only where X was searched in full",
	"\"Y below it was cut at step N\": a cut at Y, under X, at that "
	    "step, that pruned",
	"\"fail-hard hands up the bound\" only under a fail-hard search",
	"a note on another notation (\">=3 is true of X\", \"3 is the "
	    "number X returns\") holds",
	"the other facts (leaf order, scored without search, no case...) "
	    "hold",
};

static struct prop_tally S[NCLAIM];

/* ---------------------------------------------------- template matching */

/* What one %N of a template took. */
struct cap {
	const char *s;
	size_t n;
};

/* A template of po/abviz.pot, as read: without its final newline. */
struct piece {
	enum msg_id id;
	const char *tp;
	struct cap cap[10];
};

/* Every template once, without its final newline, and its words (its text
   less its %N), to prefer the reading that explains most of a sentence:
   "enter %1 with alpha = %2, beta = %3" reads every longer enter line too,
   its %3 taking the rest.  A plural message's template is its form for
   many; the one form of M_CHECK_CUT_PRUNES, which a reason says whole, is
   a template of its own after the messages' (NTMPL of them). */
#define M_CHECK_CUT_PRUNES_ONE M_N
#define NTMPL (M_N + 1)
static char *tmpl[NTMPL];
static size_t nwords[NTMPL];
static size_t npre[NTMPL], nsuf[NTMPL];	/* its words before the first
					   %N, after the last */

static size_t tlen[NTMPL];

/* Each template's runs of words between its %N: where, how long. */
#define MAXRUNS 24
static unsigned short runat[NTMPL][MAXRUNS], runlen[NTMPL][MAXRUNS];
static unsigned char nruns[NTMPL];

/* Read every template once, before anything is read with them. */
static void
templates_init(void)
{
	int id;

	for (id = 0; id < NTMPL; id++) {
		const char *s = id < M_N ? msg_n_in(LANG_EN, (enum msg_id)id,
		    2) : msg_n_in(LANG_EN, M_CHECK_CUT_PRUNES, 1);
		size_t n;
		char *d;

		/* the result's indent and the newline are layout, not words:
		   its lines are read without them */
		if (s[0] == ' ' && s[1] == ' ')
			s += strspn(s, " ");
		n = strlen(s);
		if (n > 0 && s[n - 1] == '\n')
			n--;
		if ((tmpl[id] = malloc(n + 1)) == NULL)
			abort();
		memcpy(tmpl[id], s, n);
		tmpl[id][n] = '\0';
		/* "%%" is a percent sign: one, a word like any other */
		for (d = tmpl[id], s = tmpl[id]; *s != '\0'; s++) {
			*d++ = *s;
			if (s[0] == '%' && s[1] == '%')
				s++;
		}
		*d = '\0';
		n = (size_t)(d - tmpl[id]);
		tlen[id] = n;
		for (s = tmpl[id]; *s != '\0';) {
			size_t run;

			if (s[0] == '%' && s[1] >= '1' && s[1] <= '9') {
				s += 2;
				continue;
			}
			run = strcspn(s + 1, "%") + 1;
			if (nruns[id] == MAXRUNS)
				abort();
			runat[id][nruns[id]] = (unsigned short)(s - tmpl[id]);
			runlen[id][nruns[id]++] = (unsigned short)run;
			s += run;
		}
		npre[id] = strcspn(tmpl[id], "%");
		nsuf[id] = n;
		for (s = tmpl[id]; *s != '\0'; s++) {
			if (s[0] == '%' && s[1] >= '1' && s[1] <= '9') {
				s++;
				nsuf[id] = 0;
			} else {
				nwords[id]++;
				if (npre[id] < n)
					nsuf[id]++;
			}
		}
	}
}

static const char *
template_of(enum msg_id id)
{
	return tmpl[id];
}

static size_t
words(enum msg_id id)
{
	return nwords[id];
}

static void
piece_set(struct piece *p, enum msg_id id)
{
	p->id = id;
	p->tp = template_of(id);
	memset(p->cap, 0, sizeof(p->cap));
}

/*
 * Whether pieces pc[i..np) (piece i from template position tp on) take
 * exactly [s, e).  %N takes the shortest text that lets the rest match (a
 * second %N must be the same text); %% is a percent sign.
 */
static int
seq_match(struct piece *pc, int np, int i, const char *tp, const char *s,
    const char *e)
{
	for (;;) {
		if (*tp == '\0') {
			if (i + 1 < np) {
				i++;
				tp = pc[i].tp;
				continue;
			}
			return s == e;
		}
		if (tp[0] == '%' && tp[1] == '%') {
			if (s < e && *s == '%') {
				s++;
				tp += 2;
				continue;
			}
			return 0;
		}
		if (tp[0] == '%' && tp[1] >= '1' && tp[1] <= '9') {
			struct cap *c = &pc[i].cap[tp[1] - '0'];
			size_t len, lit;

			if (c->s != NULL) {
				if ((size_t)(e - s) < c->n ||
				    memcmp(s, c->s, c->n) != 0)
					return 0;
				s += c->n;
				tp += 2;
				continue;
			}
			/* the words up to the next %N must follow */
			lit = strcspn(tp + 2, "%");
			for (len = 1; s + len <= e; len++) {
				if (lit > 0 && ((size_t)(e - s) - len < lit ||
				    s[len] != tp[2] || memcmp(s + len, tp + 2,
				    lit) != 0))
					continue;
				c->s = s;
				c->n = len;
				if (seq_match(pc, np, i, tp + 2, s + len, e))
					return 1;
			}
			c->s = NULL;
			return 0;
		}
		if (s < e && *s == *tp) {
			s++;
			tp++;
			continue;
		}
		return 0;
	}
}

/* Whether ids[0..np) one after another read all of text[0..len). */
static int
read_as(struct piece *pc, const enum msg_id *ids, int np, const char *text,
    size_t len)
{
	int i;

	for (i = 0; i < np; i++)
		piece_set(&pc[i], ids[i]);
	return seq_match(pc, np, 0, pc[0].tp, text, text + len);
}

static size_t read_words;	/* the words of the last reading found */

/* Where w[0..n) first is in [s, e), or NULL. */
static const char *
find(const char *s, const char *e, const char *w, size_t n)
{
	for (; (size_t)(e - s) >= n; s++) {
		if ((s = memchr(s, w[0], (size_t)(e - s))) == NULL ||
		    (size_t)(e - s) < n)
			return NULL;
		if (memcmp(s, w, n) == 0)
			return s;
	}
	return NULL;
}

/* Whether every run of words of templates seq[0..np) is in [text, text +
   len), in order: what any reading needs, found in one pass. */
static int
has_words(const enum msg_id *seq, int np, const char *text, size_t len)
{
	const char *at = text, *end = text + len;
	int i, k;

	for (i = 0; i < np; i++)
		for (k = 0; k < nruns[seq[i]]; k++) {
			const char *w = tmpl[seq[i]] + runat[seq[i]][k];

			if ((at = find(at, end, w, runlen[seq[i]][k])) == NULL)
				return 0;
			at += runlen[seq[i]][k];
		}
	return 1;
}

/*
 * The reading of [text, text + len) by one of the sequences seq[0..n) of
 * templates (each ending at a 0) with the most words; into pc, with its
 * length as the result (0: none reads it).
 */
static int
read_best(struct piece *pc, const enum msg_id (*seq)[4], int n,
    const char *text, size_t len)
{
	struct piece got[4];
	size_t most = 0;
	int i, k, np, best = 0;

	for (i = 0; i < n; i++) {
		size_t w = 0, a, b;
		const char *first, *last;

		for (np = 0; np < 4 && seq[i][np] != 0; np++)
			w += words(seq[i][np]);
		if (w <= most)
			continue;
		/* the words before the first %N and after the last must be
		   the text's own first and last */
		first = tmpl[seq[i][0]];
		last = tmpl[seq[i][np - 1]];
		a = npre[seq[i][0]];
		b = nsuf[seq[i][np - 1]];
		if (a > len || memcmp(first, text, a) != 0 || b > len ||
		    memcmp(last + tlen[seq[i][np - 1]] - b, text + len - b,
		    b) != 0)
			continue;
		if (!has_words(seq[i], np, text, len) ||
		    !read_as(got, seq[i], np, text, len))
			continue;
		most = w;
		best = np;
		read_words = w;
		for (k = 0; k < np; k++)
			pc[k] = got[k];
	}
	return best;
}

/* Whether one of ids[0..n) reads all of cap; the one with the most words
   into *p. */
static int
read_one(struct piece *p, const enum msg_id *ids, int n, const struct cap *c)
{
	struct piece got;
	size_t most = 0;
	int i, found = 0;

	if (c->s == NULL)
		return 0;
	for (i = 0; i < n; i++) {
		enum msg_id id = ids[i];
		size_t a = npre[id], b = nsuf[id];

		if (nwords[id] <= most || a > c->n || b > c->n ||
		    memcmp(tmpl[id], c->s, a) != 0 || memcmp(tmpl[id] +
		    tlen[id] - b, c->s + c->n - b, b) != 0 ||
		    !has_words(&ids[i], 1, c->s, c->n) ||
		    !read_as(&got, &ids[i], 1, c->s, c->n))
			continue;
		most = read_words = nwords[id];
		*p = got;
		found = 1;
	}
	return found;
}

/* Whether template id's words say phrase (a claim it makes). */
static int
says(enum msg_id id, const char *phrase)
{
	return strstr(template_of(id), phrase) != NULL;
}

/* The number of the argument right after words w in template id ("real
   value %6": 6), or 0. */
static int
arg_after(enum msg_id id, const char *w)
{
	const char *at = strstr(tmpl[id], w);

	return at != NULL && at[strlen(w)] >= '1' && at[strlen(w)] <= '9' ?
	    at[strlen(w)] - '0' : 0;
}

/* ------------------------------------------------------------ context */

struct named {
	const char *name;
	int node;
};

/* One tree searched under one course, and the sentence being read. */
struct ctx {
	const struct tree *t;
	const struct course *co;
	int nt;
	struct truth T;
	struct named *byname;	/* sorted by name */
	char **names;
	const char *where;	/* "abviz run --log", "abviz check" */
	char said[1200];	/* the sentence */
};

static int
cmp_named(const void *a, const void *b)
{
	return strcmp(((const struct named *)a)->name,
	    ((const struct named *)b)->name);
}

/* The node named by [s, s + n): an id, a label "X (MAX)" or "X (MIN to
   move)"; -1 when none. */
static int
node_of(const struct ctx *cx, const char *s, size_t n)
{
	static const enum msg_id label[] = { M_LOG_NODE_TO_MOVE, M_LOG_NODE };
	struct piece p;
	struct cap c;
	char buf[TREE_ID_MAX];
	struct named key, *hit;

	c.s = s;
	c.n = n;
	if (read_one(&p, label, 2, &c)) {
		s = p.cap[1].s;
		n = p.cap[1].n;
	}
	if (n >= sizeof(buf))
		return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	key.name = buf;
	hit = bsearch(&key, cx->byname, (size_t)cx->t->n, sizeof(key),
	    cmp_named);
	return hit != NULL ? hit->node : -1;
}

static int
cap_node(const struct ctx *cx, const struct piece *p, int k)
{
	return p->cap[k].s != NULL ? node_of(cx, p->cap[k].s, p->cap[k].n) : -1;
}

/* Capture k as a number (3, 2.5, -inf, +inf, also the log's ∞); 0 when it
   is none. */
static int
cap_num(const struct piece *p, int k, double *x)
{
	char buf[64], *end;
	const struct cap *c = &p->cap[k];

	if (c->s == NULL || c->n == 0 || c->n >= sizeof(buf))
		return 0;
	memcpy(buf, c->s, c->n);
	buf[c->n] = '\0';
	if (strcmp(buf, msg_in(LANG_EN, M_LOG_PLUS_INF)) == 0) {
		*x = INFINITY;
		return 1;
	}
	if (strcmp(buf, msg_in(LANG_EN, M_LOG_MINUS_INF)) == 0) {
		*x = -INFINITY;
		return 1;
	}
	*x = strtod(buf, &end);
	return *end == '\0';
}

/* Whether capture k is exactly the number want. */
static int
cap_is(const struct piece *p, int k, double want)
{
	double x;

	return cap_num(p, k, &x) && x == want;
}

/* Whether capture k is exactly the text s. */
static int
cap_eq(const struct piece *p, int k, const char *s)
{
	const struct cap *c = &p->cap[k];

	return c->s != NULL && c->n == strlen(s) && memcmp(c->s, s, c->n) == 0;
}

/* Hold claim cl on the sentence being read. */
static void
claim(struct ctx *cx, enum claim cl, int cond, const char *fmt, ...)
{
	char why[512];
	va_list ap;

	if (cond) {
		S[cl].tried++;
		S[cl].held++;
		return;
	}
	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
	HOLD(&S[cl], cond, "%s %s: \"%s\": %s", cx->where, cx->co->name,
	    cx->said, why);
}

/* The event of step k (1-based) in truth.h's search, or NULL. */
static const struct truth_event *
step_ev(const struct ctx *cx, long k)
{
	return k >= 1 && k <= cx->T.nev ? &cx->T.ev[k - 1] : NULL;
}

/* Capture k as a step number, which must be the event kind at node n (and
   child c, when c >= 0); held under S_STEP. */
static void
claim_step(struct ctx *cx, const struct piece *p, int k, enum truth_step kind,
    int n, int c)
{
	double x;
	const struct truth_event *e = NULL;

	if (cap_num(p, k, &x))
		e = step_ev(cx, (long)x);
	claim(cx, S_STEP, e != NULL && e->kind == kind && e->node == n &&
	    (c < 0 || e->child == c), "step %.*s is not a %d at the node "
	    "(truth.h: a %d)", (int)p->cap[k].n, p->cap[k].s, (int)kind,
	    e != NULL ? (int)e->kind : -1);
}

/* The number node c hands its parent, in the parent's view. */
static double
seen_up(const struct ctx *cx, int c)
{
	const struct truth_node *x = &cx->T.nd[c];

	return truth_negamax(cx->co->form) && x->turns ? -x->v : x->v;
}

static int
maxlike(const struct ctx *cx, int n)
{
	return truth_negamax(cx->co->form) || cx->T.nd[n].player == 0;
}

/* Whether node n lies in (or is) child c's subtree. */
static int
under(const struct tree *t, int n, int c)
{
	for (; n != TREE_NONE; n = t->node[n].parent)
		if (n == c)
			return 1;
	return 0;
}

/* The nodes in the subtree of node n. */
static int
subtree_size(const struct tree *t, int n)
{
	int k, size = 1;

	for (k = 0; k < t->node[n].nkids; k++)
		size += subtree_size(t, t->node[n].first + k);
	return size;
}

/* --------------------------------------------------- claims of a node */

/*
 * The claims template id makes about node n by its words: cut itself, not
 * cut, exact, a lower or upper bound, never learns.  Held against truth.h.
 */
static void
node_claims(struct ctx *cx, enum msg_id id, int n)
{
	const struct truth_node *x = &cx->T.nd[n];
	char buf[TREE_ID_MAX];
	const char *nb = name(cx->t, n, buf);
	int never = says(id, "never learns");

	if (says(id, "cut itself"))
		claim(cx, S_CUT_ITSELF, x->cut, "%s has no cutoff", nb);
	if (says(id, "was not cut"))
		claim(cx, S_NOT_CUT, !x->cut, "%s has a cutoff", nb);
	if (!never && (says(id, "exact value") || says(id, "it is exact") ||
	    says(id, ": exact")))
		claim(cx, S_EXACT, x->exact, "%s is not exact (returns %g, "
		    "minimax %g)", nb, x->v, x->mm);
	if (says(id, "lower bound"))
		claim(cx, S_BOUND, x->bound == TB_LOWER, "%s's window (%g, %g) "
		    "does not make %g a lower bound", nb, x->a_in, x->b_in,
		    x->v);
	if (says(id, "upper bound"))
		claim(cx, S_BOUND, x->bound == TB_UPPER, "%s's window (%g, %g) "
		    "does not make %g an upper bound", nb, x->a_in, x->b_in,
		    x->v);
	if (says(id, "only a bound"))
		claim(cx, S_BOUND, x->bound == TB_LOWER || x->bound == TB_UPPER,
		    "%s's window (%g, %g) makes %g no bound", nb, x->a_in,
		    x->b_in, x->v);
	if (never)
		claim(cx, S_NEVER, !x->exact && !x->full, "%s is %s%s", nb,
		    x->exact ? "exact" : "",
		    x->full ? " searched in full" : "");
	if (says(id, "nothing below"))
		claim(cx, S_FULL, x->full, "%s was not searched in full", nb);
	if (says(id, "pruned none of its own children"))
		claim(cx, S_NOT_CUT, !(x->cut && x->npruned > 0), "%s pruned "
		    "%d of its children", nb, x->npruned);
	if (says(id, "fail-hard hands up"))
		claim(cx, S_HARD, !truth_soft(cx->co->form), "%s: the search "
		    "is fail-soft", nb);
	if (says(id, "does not say on which side"))
		claim(cx, S_NOT_SAY, !truth_soft(cx->co->form), "%s: a "
		    "fail-soft value on an empty window is the value (returns "
		    "%g, minimax %g)", nb, x->v, x->mm);
}

/* P's claims about its cutoff after child c: "so P will be cut", "does not
   cut P on equality". */
static void
parent_claims(struct ctx *cx, enum msg_id id, int pn, int c)
{
	const struct truth_node *p = &cx->T.nd[pn];
	int cuts = p->cut && p->cut_after == c;

	if (says(id, "will be cut") || says(id, "is cut"))
		claim(cx, S_WILL_CUT, cuts, "the parent does not cut after it");
	if (says(id, "does not cut"))
		claim(cx, S_WILL_NOT_CUT, !cuts && cx->co->cutoff == CUT_GT,
		    "the parent cuts after it, or the rule is not gt");
}

/* The step captured at k as an event (or NULL). */
static const struct truth_event *
cap_ev(const struct ctx *cx, const struct piece *p, int k)
{
	double x;

	return cap_num(p, k, &x) ? step_ev(cx, (long)x) : NULL;
}

/* "Y below it was cut at step N": Y (capture ky) lies under node n, and
   step N (capture ks) is Y's cutoff, which pruned children. */
static void
below_claim(struct ctx *cx, const struct piece *p, int ky, int ks, int n)
{
	int y = cap_node(cx, p, ky);
	const struct truth_event *e = cap_ev(cx, p, ks);

	claim(cx, S_BELOW, y >= 0 && y != n && under(cx->t, y, n) &&
	    e != NULL && e->kind == TS_CUTOFF && e->node == y &&
	    cx->T.nd[y].npruned > 0, "truth.h: no such cut below it");
}

/* ------------------------------------------------------------- the log */

/* A cutoff's "(alpha = 3 at C was set at B by its child A at step 10)". */
static void
log_origin(struct ctx *cx, const struct cap *c, int n)
{
	static const enum msg_id from[] = {
		M_LOG_FROM_UPDATE, M_LOG_FROM_UPDATE_NEG, M_LOG_FROM_WINDOW,
		M_LOG_FROM_PROBE, M_LOG_FROM_MEMORY, M_LOG_FROM_ASPIRATION,
		M_LOG_FROM_MTDF
	};
	const struct truth_node *x = &cx->T.nd[n];
	int ml = maxlike(cx, n);
	long at = ml ? x->beta_from : x->alpha_from;
	int flip = ml ? x->beta_flip : x->alpha_flip;
	double bound = ml ? x->b_in : x->a_in;
	const struct truth_event *e = at >= 0 ? &cx->T.ev[at] : NULL;
	struct piece p;

	if (!read_one(&p, from, 7, c)) {
		claim(cx, S_PARSE, 0,
		    "no template reads where the bound was set");
		return;
	}
	claim(cx, S_ORIGIN, cap_node(cx, &p, 3) == n && cap_is(&p, 2, bound),
	    "the bound is not %g at the cut node", bound);
	switch (p.id) {
	case M_LOG_FROM_UPDATE:
		claim(cx, S_ORIGIN, e != NULL && !flip && cap_is(&p, 6,
		    (double)at + 1) && cap_node(cx, &p, 4) == e->node &&
		    cap_node(cx, &p, 5) == e->child && e->b == bound,
		    "truth.h: set at step %ld%s", at + 1, flip ? ", minus the "
		    "other bound there" : "");
		break;
	case M_LOG_FROM_UPDATE_NEG:
		claim(cx, S_ORIGIN, e != NULL && flip && cap_is(&p, 8,
		    (double)at + 1) && cap_node(cx, &p, 6) == e->node &&
		    cap_node(cx, &p, 7) == e->child && e->b == -bound &&
		    cap_is(&p, 5, -bound), "truth.h: set at step %ld%s", at + 1,
		    flip ? "" : ", not negated");
		break;
	case M_LOG_FROM_WINDOW:
		claim(cx, S_ORIGIN, at < 0 && cap_is(&p, 4, -INFINITY) &&
		    cap_is(&p, 5, INFINITY), "truth.h: set at step %ld",
		    at + 1);
		break;
	default:
		claim(cx, S_ORIGIN, 0, "no such window in these searches");
		break;
	}
}

/* A cutoff's "prunes C2 (1 node)" or "nothing is pruned". */
static void
log_prunes(struct ctx *cx, const struct cap *c, int n)
{
	static const enum msg_id what[] = {
		M_LOG_CUT_NOTHING, M_LOG_CUT_PRUNES
	};
	const struct tree_node *nd = &cx->t->node[n];
	const struct truth_node *x = &cx->T.nd[n];
	const char *sep = msg_in(LANG_EN, M_LOG_LIST_SEP);
	struct text want = { NULL, 0, 0 };
	struct piece p;
	char nb[TREE_ID_MAX];
	int k, first, nodes = 0;
	double counted;

	if (!read_one(&p, what, 2, c)) {
		claim(cx, S_PARSE, 0, "no template reads what the cut prunes");
		return;
	}
	if (p.id == M_LOG_CUT_NOTHING) {
		claim(cx, S_CUTOFF, x->npruned == 0, "it prunes %d children",
		    x->npruned);
		return;
	}
	first = x->cut_after - nd->first + 1;
	put(&want, "%s", "");
	for (k = first; k < nd->nkids; k++) {
		put(&want, "%s%s", k > first ? sep : "", name(cx->t,
		    nd->first + k, nb));
		nodes += subtree_size(cx->t, nd->first + k);
	}
	counted = strtod(p.cap[2].s, NULL);
	claim(cx, S_CUTOFF, x->npruned > 0 && cap_eq(&p, 1, want.s) &&
	    counted == nodes, "truth.h prunes %s (%d nodes)", want.s, nodes);
	free(want.s);
}

/* A cutoff line: the test, the bound it compares with, where that was set,
   what it prunes. */
static void
log_cut(struct ctx *cx, const struct piece *p, long step)
{
	int neg = p->id == M_LOG_CUT_NEG, n = cap_node(cx, p, 1);
	int tested = neg ? 4 : 3, op = tested + 1, bound = op + 1;
	const struct truth_event *e = step_ev(cx, step), *u;
	int ml, ge = cx->co->cutoff == CUT_GE;
	double t, b, want_t;

	if (n < 0 || e == NULL) {
		claim(cx, S_STEP, 0, "no such node or step");
		return;
	}
	ml = maxlike(cx, n);
	claim(cx, S_STEP, e->kind == TS_CUTOFF && e->node == n, "step %ld is "
	    "not a cutoff at the node", step);
	if (e->kind != TS_CUTOFF || step < 2)
		return;
	u = step_ev(cx, step - 1);	/* the update that made the cut */
	/* the number tested: the raised bound, or v (cut tested first), or
	   seed 004's val */
	if (cx->co->form == TRUTH_AIMA)
		want_t = u->a;
	else if (cx->co->form == TRUTH_NEGA)
		want_t = seen_up(cx, u->child);
	else
		want_t = u->b;
	b = ml ? e->b : e->a;
	claim(cx, S_CUTOFF, cap_num(p, tested, &t) && t == want_t &&
	    cap_is(p, bound, b) && cap_eq(p, op, msg_in(LANG_EN, ml ?
	    (ge ? M_LOG_GE : M_LOG_GT) : (ge ? M_LOG_LE : M_LOG_LT))) &&
	    (ml ? (ge ? t >= b : t > b) : (ge ? t <= b : t < b)),
	    "truth.h tests %g against %g", want_t, b);
	log_origin(cx, &p->cap[neg ? 7 : 6], n);
	log_prunes(cx, &p->cap[neg ? 8 : 7], n);
}

/* A "gets" line's arithmetic: "v = max(-inf, 3) = 3, alpha = ..." */
static void
log_take(struct ctx *cx, const struct cap *c, const struct truth_event *e)
{
	static const enum msg_id take[] = {
		M_LOG_TAKE_BOUND, M_LOG_TAKE_STAYS, M_LOG_TAKE_TEST_FIRST_MAX,
		M_LOG_TAKE_TEST_FIRST_MIN, M_LOG_RETURN_BETA, M_LOG_TAKE
	};
	struct piece pc[4];
	enum msg_id seq[12][4];
	int i, np;
	double x = seen_up(cx, e->child), old, got, res;
	const struct truth_node *n = &cx->T.nd[e->node];

	/* each reading, alone or followed by gt's "goes on" */
	for (i = 0; i < 12; i++) {
		seq[i][0] = take[i % 6];
		seq[i][1] = i < 6 ? M_LOG_GT_GOES_ON : 0;
		seq[i][2] = 0;
	}
	if ((np = read_best(pc, (const enum msg_id (*)[4])seq, 12, c->s,
	    c->n)) == 0) {
		claim(cx, S_PARSE, 0, "no template reads the update");
		return;
	}
	if (pc[0].id == M_LOG_RETURN_BETA) {
		claim(cx, S_ARITH, cap_is(&pc[0], 1, x) && cap_is(&pc[0], 3,
		    e->other) && n->cut && n->cut_after == e->child,
		    "truth.h: val %g, beta %g, cut %d", x, e->other, n->cut);
	} else {
		int is_bound =
		    cap_eq(&pc[0], 1, msg_in(LANG_EN, M_LOG_ALPHA)) ||
		    cap_eq(&pc[0], 1, msg_in(LANG_EN, M_LOG_BETA));
		int mx = cap_eq(&pc[0], 2, "max");

		res = is_bound ? e->b : e->a;
		claim(cx, S_ARITH, cap_num(&pc[0], 3, &old) &&
		    cap_is(&pc[0], 4, x) && cap_num(&pc[0], 5, &got) &&
		    got == (mx ? fmax(old, x) : fmin(old, x)) && got == res,
		    "truth.h: the child's %g makes it %g", x, res);
		if (pc[0].id == M_LOG_TAKE_STAYS)
			claim(cx, S_ARITH, cap_is(&pc[0], 7, e->b), "truth.h: "
			    "the bound is %g", e->b);
		if (pc[0].id == M_LOG_TAKE_BOUND)
			claim(cx, S_ARITH, cap_num(&pc[0], 7, &old) &&
			    cap_is(&pc[0], 8, e->b) && e->b == (mx ?
			    fmax(old, x) : fmin(old, x)), "truth.h: the bound "
			    "becomes %g", e->b);
	}
	if (np == 2)
		claim(cx, S_ARITH, cx->co->cutoff == CUT_GT &&
		    e->b == e->other &&
		    cap_is(&pc[1], 1, e->b) && cap_node(cx, &pc[1], 2) ==
		    e->node && !(n->cut && n->cut_after == e->child),
		    "truth.h: window (%g, %g), cut %d", e->b, e->other, n->cut);
}

/*
 * What a return line's middle says, by template: the case; whether the
 * value is a lower (1) or an upper (0) bound by the window (-1: neither);
 * the argument that holds the window's bound, the one that says whether
 * the parent is cut, the one that names the node itself, the one that
 * names a node cut below it (its step the next).
 */
struct ending {
	enum msg_id id;
	int kase, lower, bound, will, self, below;
};

static const struct ending endings[] = {
	{ M_LOG_CASE1, 1, -1, 0, 0, 4, 0 },
	{ M_LOG_CASE2_LOWER, 2, 1, 2, 4, 0, 0 },
	{ M_LOG_CASE2_UPPER, 2, 0, 2, 4, 0, 0 },
	{ M_LOG_CASE2_NEG_LOWER, 2, 1, 2, 6, 0, 0 },
	{ M_LOG_CASE2_NEG_UPPER, 2, 0, 2, 6, 0, 0 },
	{ M_LOG_CASE2_LOWER_EXACT, 2, 1, 2, 4, 5, 0 },
	{ M_LOG_CASE2_UPPER_EXACT, 2, 0, 2, 4, 5, 0 },
	{ M_LOG_CASE2_NEG_LOWER_EXACT, 2, 1, 2, 6, 7, 0 },
	{ M_LOG_CASE2_NEG_UPPER_EXACT, 2, 0, 2, 6, 7, 0 },
	{ M_LOG_CASE3_UPPER, 3, 0, 2, 0, 3, 0 },
	{ M_LOG_CASE3_LOWER, 3, 1, 2, 0, 3, 0 },
	{ M_LOG_CASE3_UPPER_EXACT, 3, 0, 2, 0, 3, 0 },
	{ M_LOG_CASE3_LOWER_EXACT, 3, 1, 2, 0, 3, 0 },
	{ M_LOG_CASE3_UPPER_BELOW, 3, 0, 2, 0, 3, 4 },
	{ M_LOG_CASE3_LOWER_BELOW, 3, 1, 2, 0, 3, 4 },
	{ M_LOG_CASE3_UPPER_HARD, 3, 0, 2, 0, 3, 0 },
	{ M_LOG_CASE3_LOWER_HARD, 3, 1, 2, 0, 3, 0 },
	{ M_LOG_OWN_EMPTY, 0, -1, 0, 0, 0, 0 },
	{ M_LOG_OWN_EMPTY_EXACT, 0, -1, 0, 0, 3, 0 },
	{ M_LOG_OWN_LOW, 0, 0, 2, 0, 0, 0 },
	{ M_LOG_OWN_HIGH, 0, 1, 2, 0, 0, 0 },
	{ M_LOG_OWN_EXACT, 0, -1, 0, 0, 0, 0 },
	{ M_LOG_OWN_LOW_EXACT, 0, 0, 2, 0, 3, 0 },
	{ M_LOG_OWN_HIGH_EXACT, 0, 1, 2, 0, 3, 0 },
};
#define NENDINGS ((int)(sizeof(endings) / sizeof(endings[0])))

static const struct ending *
ending_of(enum msg_id id)
{
	int i;

	for (i = 0; i < NENDINGS; i++)
		if (endings[i].id == id)
			return &endings[i];
	return NULL;
}

/* A return line: "return X = v to P", its case, its real value. */
static void
log_return(struct ctx *cx, struct piece *pc, int np, long step)
{
	static const enum msg_id will[] = {
		M_LOG_WILL_CUT, M_LOG_WILL_NOT_CUT
	};
	int n = cap_node(cx, &pc[0], 1), i;
	const struct truth_node *x;
	const struct truth_event *e = step_ev(cx, step);
	int pn;

	if (n < 0) {
		claim(cx, S_PARSE, 0, "no such node");
		return;
	}
	x = &cx->T.nd[n];
	pn = cx->t->node[n].parent;
	claim(cx, S_STEP, e != NULL && e->kind == TS_RETURN && e->node == n,
	    "step %ld is not its return", step);
	claim(cx, S_VALUE, cap_is(&pc[0], 2, x->v) && (pn < 0 ||
	    cap_node(cx, &pc[0], 3) == pn), "truth.h: returns %g", x->v);
	for (i = 1; i < np; i++) {
		const struct piece *p = &pc[i];
		const struct ending *en = ending_of(p->id);
		struct piece w;
		double lo, hi;

		node_claims(cx, p->id, n);
		if (p->id == M_LOG_REAL) {
			claim(cx, S_REAL, cap_is(p, 1, x->mm), "truth.h: %g",
			    x->mm);
			continue;
		}
		if (en == NULL) {
			claim(cx, S_OTHER, 0,
			    "no such return in these searches");
			continue;
		}
		if (en->kase > 0)
			claim(cx, S_CASE, x->kase == en->kase,
			    "truth.h: case %d",
			    x->kase);
		if (en->self > 0)
			claim(cx, S_OTHER, cap_node(cx, p, en->self) == n,
			    "not the node returning");
		if (en->bound > 0)
			claim(cx, S_WINDOW, cap_is(p, en->bound, en->lower ?
			    x->b_in : x->a_in) && x->bound == (en->lower ?
			    TB_LOWER : TB_UPPER), "truth.h: window (%g, %g)",
			    x->a_in, x->b_in);
		if (en->below > 0)
			below_claim(cx, p, en->below, en->below + 1, n);
		if (en->will > 0) {
			if (!read_one(&w, will, 2, &p->cap[en->will])) {
				claim(cx, S_PARSE, 0,
				    "no template reads whether "
				    "the parent is cut");
			} else {
				claim(cx, S_OTHER, cap_node(cx, &w, 1) == pn,
				    "not its parent");
				parent_claims(cx, w.id, pn, n);
			}
		}
		if (p->id == M_LOG_CASE1)
			claim(cx, S_WINDOW, cap_num(p, 1, &lo) &&
			    cap_num(p, 3, &hi) && ((lo == x->a_in &&
			    hi == x->b_in && cap_is(p, 2, x->v)) ||
			    (lo == -x->b_in && hi == -x->a_in &&
			    cap_is(p, 2, -x->v))), "truth.h: window (%g, %g)",
			    x->a_in, x->b_in);
		if (p->id == M_LOG_OWN_EMPTY ||
		    p->id == M_LOG_OWN_EMPTY_EXACT) {
			claim(cx, S_WINDOW, cap_is(p, 1, x->a_in) &&
			    x->a_in == x->b_in && cap_is(p, 2, x->v),
			    "truth.h: window (%g, %g)", x->a_in, x->b_in);
			claim(cx, S_CASE, x->kase == 0, "truth.h: case %d",
			    x->kase);
		}
	}
}

/* The root's return: "return r = 3 (MAX's view: -3): the value of the
   game". */
static void
log_root(struct ctx *cx, struct piece *pc, int np, long step)
{
	const struct truth_event *e = step_ev(cx, step);
	int i;

	claim(cx, S_STEP, e != NULL && e->kind == TS_RETURN && e->node == 0,
	    "step %ld is not the root's return", step);
	claim(cx, S_VALUE, cap_node(cx, &pc[0], 1) == 0 &&
	    cap_is(&pc[0], 2, cx->T.nd[0].v), "truth.h: %g", cx->T.nd[0].v);
	for (i = 1; i < np; i++)
		if (pc[i].id == M_LOG_MAX_VIEW)
			claim(cx, S_VALUE, cap_is(&pc[i], 1, cx->T.value),
			    "truth.h: %g", cx->T.value);
		else
			claim(cx, S_RESULT, pc[i].id == M_LOG_ROOT_GAME,
			    "a whole search has no window at the root");
}

/* One step line of the log: its number and its text. */
static void
log_step(struct ctx *cx, long step, const char *text, size_t len)
{
	static const enum msg_id enter[] = {
		M_LOG_ENTER_WINDOW, M_LOG_ENTER_NEG, M_LOG_ENTER_SAME,
		M_LOG_ENTER
	};
	static const enum msg_id leaf[] = { M_LOG_LEAF_NEG, M_LOG_LEAF };
	static const enum msg_id gets[] = {
		M_LOG_GETS_NEGATED, M_LOG_GETS_SAME, M_LOG_GETS
	};
	static const enum msg_id cut[] = {
		M_LOG_CUT_NEG, M_LOG_CUT_MAX, M_LOG_CUT_MIN
	};
	static const enum msg_id roots[] = {
		M_LOG_ROOT_GAME, M_LOG_ROOT_LOW, M_LOG_ROOT_HIGH
	};
	const struct truth_event *e = step_ev(cx, step);
	struct piece pc[4];
	struct cap c;
	enum msg_id seq[2 * NENDINGS + 10][4];
	int i, j, k, n;

	snprintf(cx->said, sizeof(cx->said), "%ld %.*s", step, (int)len, text);
	c.s = text;
	c.n = len;
	S[S_PARSE].tried++;
	S[S_PARSE].held++;	/* taken back below when nothing reads it */
	if (read_one(pc, enter, 4, &c)) {
		n = cap_node(cx, pc, 1);
		claim(cx, S_STEP, e != NULL && e->kind == TS_ENTER && n >= 0 &&
		    e->node == n, "truth.h: not its enter");
		if (n < 0 || pc[0].id == M_LOG_ENTER)
			return;
		if (pc[0].id == M_LOG_ENTER_NEG)
			claim(cx, S_WINDOW, cap_is(pc, 5, cx->T.nd[n].a_in) &&
			    cap_is(pc, 6, cx->T.nd[n].b_in) &&
			    cx->T.nd[n].turns &&
			    cap_node(cx, pc, 2) == cx->t->node[n].parent &&
			    cap_is(pc, 3, -cx->T.nd[n].a_in) &&
			    cap_is(pc, 4, -cx->T.nd[n].b_in),
			    "truth.h: (%g, %g)",
			    cx->T.nd[n].a_in, cx->T.nd[n].b_in);
		else
			claim(cx, S_WINDOW, cap_is(pc, 2, cx->T.nd[n].a_in) &&
			    cap_is(pc, 3, cx->T.nd[n].b_in) &&
			    (pc[0].id != M_LOG_ENTER_SAME ||
			    (!cx->T.nd[n].turns &&
			    cap_node(cx, pc, 4) == cx->t->node[n].parent)),
			    "truth.h: (%g, %g)", cx->T.nd[n].a_in,
			    cx->T.nd[n].b_in);
		return;
	}
	if (read_one(pc, leaf, 2, &c)) {
		n = cap_node(cx, pc, 1);
		claim(cx, S_STEP, e != NULL && e->kind == TS_LEAF && n >= 0 &&
		    e->node == n, "truth.h: not its leaf");
		if (n >= 0)
			claim(cx, S_VALUE, cap_is(pc, 2,
			    tree_value(cx->t, n)) &&
			    (pc[0].id != M_LOG_LEAF_NEG || cap_is(pc, 4,
			    cx->T.nd[n].v)), "truth.h: %g", cx->T.nd[n].v);
		return;
	}
	if (read_one(pc, gets, 3, &c)) {
		int kid = pc[0].id == M_LOG_GETS_NEGATED ? 4 : 3;
		int cl = pc[0].id == M_LOG_GETS_NEGATED ? 5 : 4;
		int ch;

		n = cap_node(cx, pc, 1);
		ch = cap_node(cx, pc, kid);
		claim(cx, S_STEP, e != NULL && e->kind == TS_UPDATE && n >= 0 &&
		    e->node == n && e->child == ch, "truth.h: not this update");
		if (e == NULL || e->kind != TS_UPDATE || ch < 0)
			return;
		if (pc[0].id == M_LOG_GETS_NEGATED)
			claim(cx, S_VALUE, cap_is(pc, 2, cx->T.nd[ch].v) &&
			    cap_is(pc, 3, -cx->T.nd[ch].v) &&
			    cx->T.nd[ch].turns,
			    "truth.h: %g", cx->T.nd[ch].v);
		else
			claim(cx, S_VALUE, cap_is(pc, 2, seen_up(cx, ch)) &&
			    (pc[0].id != M_LOG_GETS_SAME ||
			    !cx->T.nd[ch].turns),
			    "truth.h: %g", seen_up(cx, ch));
		log_take(cx, &pc[0].cap[cl], e);
		return;
	}
	if (read_one(pc, cut, 3, &c)) {
		log_cut(cx, pc, step);
		return;
	}
	/* a return: its case (or none) and its real value (or none) */
	for (i = n = 0; i <= NENDINGS; i++)
		for (j = 0; j < 2; j++) {
			k = 0;
			seq[n][k++] = M_LOG_RETURN;
			if (i < NENDINGS)
				seq[n][k++] = endings[i].id;
			if (j)
				seq[n][k++] = M_LOG_REAL;
			seq[n++][k] = 0;
		}
	for (i = 0; i < 3; i++)
		for (j = 0; j < 2; j++) {
			k = 0;
			seq[n][k++] = M_LOG_RETURN_ROOT;
			if (j)
				seq[n][k++] = M_LOG_MAX_VIEW;
			seq[n][k++] = roots[i];
			seq[n++][k] = 0;
		}
	if ((k = read_best(pc, (const enum msg_id (*)[4])seq, n, text,
	    len)) > 0) {
		if (pc[0].id == M_LOG_RETURN)
			log_return(cx, pc, k, step);
		else
			log_root(cx, pc, k, step);
		return;
	}
	S[S_PARSE].tried--;
	S[S_PARSE].held--;
	claim(cx, S_PARSE, 0, "no template reads it");
}

/* The name of the move to node i, as the result names it: its id, else
   its label's first line, else its path. */
static const char *
move_name(const struct tree *t, int i, char *buf)
{
	const char *label = tree_own_label(t, i);
	size_t n;

	if (tree_own_id(t, i) != NULL || label == NULL ||
	    (n = strcspn(label, "\n")) == 0)
		return name(t, i, buf);
	snprintf(buf, TREE_ID_MAX, "%.*s", (int)n, label);
	return buf;
}

/* truth.h's principal variation as the result writes it: "H -> D -> B",
   the root by its name, each move as move_name names it. */
static void
truth_pv_text(const struct ctx *cx, char *out, size_t len)
{
	int pv[TREE_MAX_DEPTH + 2], n = truth_pv(&cx->T, pv), k;
	size_t at = 0;

	out[0] = '\0';
	for (k = 0; k < n && at < len; k++) {
		char nb[TREE_ID_MAX];

		at += (size_t)snprintf(out + at, len - at, "%s%s",
		    k > 0 ? " -> " : "", k > 0 ? move_name(cx->t, pv[k], nb) :
		    name(cx->t, pv[k], nb));
	}
}

/*
 * A line of the result (the log's, or the steppers' last step's): which
 * template read it (-1: none that states a fact), its claims held to
 * truth.h's search: the value, the best move (truth.h's, by name), the
 * principal variation, the nodes visited, pruned, and saved against
 * minimax's count.
 */
static int
log_result(struct ctx *cx, const char *text, size_t len)
{
	static const enum msg_id res[] = {
		M_LOG_ROOT_VALUE, M_LOG_VISITED, M_LOG_PRUNED, M_LOG_BEST_MOVE,
		M_LOG_PV, M_LOG_SAVED
	};
	struct piece p;
	struct cap c;
	int i, nodes = 0, leaves = 0, nleaves = 0, pruned = 0, b;
	int pv[TREE_MAX_DEPTH + 2];
	char want[4096], nb[TREE_ID_MAX], pct[32];

	c.s = text;
	c.n = len;
	snprintf(cx->said, sizeof(cx->said), "%.*s", (int)len, text);
	if (!read_one(&p, res, 6, &c))
		return -1;	/* a line that states no fact of a node */
	for (i = 0; i < cx->t->n; i++) {
		int leaf = cx->t->node[i].nkids == 0;

		nodes += cx->T.nd[i].searched;
		leaves += leaf && cx->T.nd[i].searched;
		nleaves += leaf;
		pruned += !cx->T.nd[i].searched;
	}
	switch (p.id) {
	case M_LOG_ROOT_VALUE:
		claim(cx, S_RESULT, cap_is(&p, 2, cx->T.value), "truth.h: %g",
		    cx->T.value);
		break;
	case M_LOG_VISITED:
		claim(cx, S_RESULT, cap_is(&p, 1, nodes) && cap_is(&p, 2,
		    cx->t->n) && cap_is(&p, 3, leaves) && cap_is(&p, 4,
		    nleaves),
		    "truth.h: %d of %d nodes (%d of %d leaves)", nodes,
		    cx->t->n,
		    leaves, nleaves);
		break;
	case M_LOG_PRUNED:
		claim(cx, S_RESULT, strtod(p.cap[1].s, NULL) == pruned,
		    "truth.h: %d pruned", pruned);
		break;
	case M_LOG_SAVED:
		/* minimax visits every node; what pruning saved, its share */
		snprintf(pct, sizeof(pct), "%.0f", 100.0 * pruned / cx->t->n);
		claim(cx, S_RESULT, cap_is(&p, 1, cx->t->n) &&
		    cap_is(&p, 3, pruned) && cap_eq(&p, 4, pct),
		    "truth.h: minimax visits %d, %d saved (%s%%)", cx->t->n,
		    pruned, pct);
		break;
	case M_LOG_PV:
		truth_pv_text(cx, want, sizeof(want));
		claim(cx, S_RESULT, cap_eq(&p, 1, want), "truth.h: %s", want);
		break;
	default:
		/* the best move: the root's child that gave it its value */
		b = truth_pv(&cx->T, pv) > 1 ? pv[1] : -1;
		claim(cx, S_RESULT, b > 0 && cap_eq(&p, 1, move_name(cx->t, b,
		    nb)), "truth.h: %s", b > 0 ? nb : "none");
		break;
	}
	return (int)p.id;
}

/*
 * The steppers' last step (the HTML page, abviz step, frames, Beamer: all
 * draw the step model's ending): it states the value, the best move, the
 * principal variation, the nodes visited and those saved, each truth.h's;
 * and its principal variation's nodes are truth.h's.
 */
static void
check_ending(struct ctx *cx, const struct trace *tr, const struct summary *s)
{
	static const enum msg_id must[] = {
		M_LOG_ROOT_VALUE, M_LOG_BEST_MOVE, M_LOG_PV, M_LOG_VISITED,
		M_LOG_SAVED
	};
	struct steps *m = steps_new(cx->t, tr, s);
	int said[M_N] = { 0 }, pv[TREE_MAX_DEPTH + 2], npv, k, id;
	const char *p, *end, *nl;

	if (m == NULL)
		abort();
	cx->where = "the steppers' last step (the step model's ending)";
	for (p = m->log + m->end, end = p + m->endlen; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		if ((id = log_result(cx, p, (size_t)(nl - p))) >= 0)
			said[id] = 1;
	}
	for (k = 0; k < (int)(sizeof(must) / sizeof(must[0])); k++)
		claim(cx, S_RESULT, said[must[k]] || (must[k] ==
		    M_LOG_BEST_MOVE && cx->t->node[0].nkids == 0),
		    "the ending does not say: %s", tmpl[must[k]]);
	npv = truth_pv(&cx->T, pv);
	snprintf(cx->said, sizeof(cx->said), "(its principal variation)");
	claim(cx, S_RESULT, m->npv == npv && memcmp(m->pv, pv,
	    (size_t)npv * sizeof(*pv)) == 0,
	    "the nodes drawn as the principal variation are not truth.h's");
	steps_free(m);
}

static void
check_log(struct ctx *cx, const struct trace *tr, const struct summary *s)
{
	char *buf = NULL, *p, *end;
	size_t len = 0;
	FILE *f;

	if ((f = open_memstream(&buf, &len)) == NULL)
		abort();
	if (log_emit(f, cx->t, tr, s) != 0)
		abort();
	fclose(f);
	cx->where = "abviz run --log";
	for (p = buf; p < buf + len; p = end + 1) {
		char *q = p, *num;
		long step;

		if ((end = memchr(p, '\n', (size_t)(buf + len - p))) == NULL)
			end = buf + len;
		while (q < end && *q == ' ')
			q++;
		num = q;
		step = strtol(num, &q, 10);
		if (q > num && q < end && *q == ' ') {
			while (q < end && *q == ' ')
				q++;
			log_step(cx, step, q, (size_t)(end - q));
		} else if (p < end && *p == ' ') {
			log_result(cx, num, (size_t)(end - num));
		}
	}
	free(buf);
}

/* ------------------------------------------------------- check's reasons */

/* The leads a reason may start with, before ": ". */
static const enum msg_id leads[] = {
	M_CHECK_LEAD_SHOULD_PRUNE, M_CHECK_LEAD_ALL_PRUNED,
	M_CHECK_LEAD_CUT_HERE, M_CHECK_LEAD_NO_PRUNE, M_CHECK_LEAD_NEVER,
	M_CHECK_LEAD_NOT_PRUNED, M_CHECK_LEAD_VALUE_NOT_BOUND,
	M_CHECK_LEAD_BOUND_NOT_VALUE, M_CHECK_LEAD_ONLY_BOUNDS,
	M_CHECK_LEAD_WRONG_VALUE, M_CHECK_LEAD_NO_CUT_THERE,
	M_CHECK_LEAD_LEAF_PRUNED, M_CHECK_LEAD_NOTATION
};
#define NLEADS ((int)(sizeof(leads) / sizeof(leads[0])))

/* A reason's lead ("a value, not a bound: ..."), about node n. */
static void
reason_lead(struct ctx *cx, const struct cap *c, int n)
{
	const struct truth_node *x;
	struct piece p;

	if (c->s == NULL || c->n == 0)
		return;		/* no lead */
	if (!read_one(&p, leads, NLEADS, c)) {
		claim(cx, S_PARSE, 0, "no template reads the lead");
		return;
	}
	if (n < 0)
		return;
	x = &cx->T.nd[n];
	switch (p.id) {
	case M_CHECK_LEAD_SHOULD_PRUNE:
	case M_CHECK_LEAD_ALL_PRUNED:
	case M_CHECK_LEAD_NEVER:
		claim(cx, S_PRUNED, !x->searched, "it is searched");
		break;
	case M_CHECK_LEAD_CUT_HERE:
		claim(cx, S_PRUNED, !x->searched &&
		    cx->T.nd[cx->t->node[n].parent].searched,
		    "the edge into it "
		    "is not the cut");
		break;
	case M_CHECK_LEAD_NO_PRUNE:
	case M_CHECK_LEAD_NOT_PRUNED:
		claim(cx, S_PRUNED, x->searched, "it is never searched");
		break;
	case M_CHECK_LEAD_VALUE_NOT_BOUND:
		claim(cx, S_LEAD, x->searched && !x->exact && !x->full,
		    "it is exact or searched in full: its value is a value");
		break;
	case M_CHECK_LEAD_BOUND_NOT_VALUE:
		claim(cx, S_LEAD, x->searched && (x->exact ||
		    x->bound == TB_EXACT || x->bound == TB_NONE),
		    "the search only bounds it");
		break;
	case M_CHECK_LEAD_ONLY_BOUNDS:
		claim(cx, S_LEAD, x->searched && !x->exact, "it is exact");
		break;
	case M_CHECK_LEAD_LEAF_PRUNED: {
		int leaf = cap_node(cx, &p, 2), k = 0, at = -1;
		long e;
		double want;

		/* "leaf k is L (step s), not n, which is pruned" */
		for (e = 0; e < cx->T.nev; e++) {
			if (cx->T.ev[e].kind != TS_LEAF)
				continue;
			k++;
			if (cx->T.ev[e].node == leaf && at < 0)
				at = k;
		}
		claim(cx, S_OTHER, cap_num(&p, 1, &want) && want == at &&
		    cap_node(cx, &p, 4) == n && !x->searched,
		    "truth.h: leaf %d", at);
		if (leaf >= 0)
			claim_step(cx, &p, 3, TS_LEAF, leaf, -1);
		break;
	}
	default:
		break;
	}
}

/* "E has alpha = 15 >= beta = 3" at cutoff step k. */
static void
reason_test(struct ctx *cx, const struct cap *c, const struct truth_event *e)
{
	static const enum msg_id test[] = {
		M_CHECK_TEST_MAX, M_CHECK_TEST_MIN
	};
	struct piece p;
	int ml, ge = cx->co->cutoff == CUT_GE;
	double t, b;

	if (!read_one(&p, test, 2, c)) {
		claim(cx, S_PARSE, 0, "no template reads the cutoff's test");
		return;
	}
	if (e == NULL || e->kind != TS_CUTOFF)
		return;
	ml = maxlike(cx, e->node);
	b = ml ? e->b : e->a;
	claim(cx, S_CUTOFF, cap_node(cx, &p, 1) == e->node &&
	    (p.id == M_CHECK_TEST_MAX) == ml && cap_num(&p, 3, &t) &&
	    cap_is(&p, 5, b) && cap_eq(&p, 4, msg_in(LANG_EN, ml ?
	    (ge ? M_LOG_GE : M_LOG_GT) : (ge ? M_LOG_LE : M_LOG_LT))) &&
	    (ml ? (ge ? t >= b : t > b) : (ge ? t <= b : t < b)),
	    "truth.h: the cut at the node compares with %g", b);
}

/* One reason about the item whose subject is node n (-1: not a node). */
static void
check_reason(struct ctx *cx, int n, const char *reason)
{
	static const enum msg_id top[] = {
		M_CHECK_VAL_STATIC_NEG, M_CHECK_VAL_STATIC, M_CHECK_VAL_LOWER,
		M_CHECK_VAL_UPPER, M_CHECK_VAL_EMPTY, M_CHECK_VAL_EXACT,
		M_CHECK_SIGN, M_CHECK_WINDOW, M_CHECK_NO_CASE_EMPTY,
		M_CHECK_NO_CASE, M_CHECK_CASE,
		M_CHECK_WHY_NEVER, M_CHECK_WHY_CUT, M_CHECK_WHY_ROOT,
		M_CHECK_WHY_EMPTY, M_CHECK_WHY_REACHED, M_CHECK_ROOT_RETURNS,
		M_CHECK_NOT_A_MOVE, M_CHECK_ROOT_NO_MOVE, M_CHECK_BEST_FROM,
		M_CHECK_PV_FROM, M_CHECK_PV_START, M_CHECK_PV_END,
		M_CHECK_LEAF_NOT, M_CHECK_LEAF_ALSO, M_CHECK_LEAF_ONLY,
		M_CHECK_CUT_ONCE, M_CHECK_CUT_TIMES, M_CHECK_STATIC,
		M_CHECK_NEVER_CUTS, M_CHECK_CUT_AFTER, M_CHECK_CUT_PRUNES_ONE,
		M_CHECK_CUT_PRUNES, M_CHECK_BEYOND, M_CHECK_VAL_FULL,
		M_CHECK_VAL_HARD_FULL, M_CHECK_NOTE_BOUNDS,
		M_CHECK_NOTE_RETURNED
	};
	static const enum msg_id cases[] = {
		M_CHECK_CASE1, M_CHECK_CASE2, M_CHECK_CASE3, M_CHECK_CASE2_EQ
	};
	static const enum msg_id bound_why[] = {
		M_CHECK_WHY_BOUND_CUT, M_CHECK_WHY_BOUND_BELOW,
		M_CHECK_WHY_BOUND_HARD, M_CHECK_WHY_BOUND_MEMORY
	};
	const int ntop = (int)(sizeof(top) / sizeof(top[0]));
	struct piece p, q;
	struct cap c;
	const struct truth_node *x = n >= 0 ? &cx->T.nd[n] : NULL;
	const struct truth_event *e;
	int i, m, k;
	size_t most;
	double v;

	snprintf(cx->said, sizeof(cx->said), "%s", reason);
	c.s = reason;
	c.n = strlen(reason);
	i = read_one(&p, top, ntop, &c);
	most = i ? read_words : 0;
	/* or a lead of its own, then one of those ("another notation: <=1
	   is true of B; ..."), when that reads more of it */
	for (k = 0; (size_t)k + 2 < c.n; k++) {
		struct cap rest, lead;
		size_t w;

		if (reason[k] != ':' || reason[k + 1] != ' ')
			continue;
		lead.s = reason;
		lead.n = (size_t)k;
		if (!read_one(&q, leads, NLEADS, &lead))
			continue;
		w = read_words + 2;
		rest.s = reason + k + 2;
		rest.n = c.n - (size_t)k - 2;
		if (!read_one(&q, top, ntop, &rest) || w + read_words <= most)
			continue;
		most = w + read_words;
		p = q;
		i = 1;
		reason_lead(cx, &lead, n);
	}
	claim(cx, S_PARSE, i > 0, "no template reads it");
	if (i == 0)
		return;
	switch (p.id) {
	case M_CHECK_VAL_STATIC_NEG:
	case M_CHECK_VAL_STATIC:
	case M_CHECK_VAL_LOWER:
	case M_CHECK_VAL_UPPER:
	case M_CHECK_VAL_EMPTY:
	case M_CHECK_VAL_EXACT:
	case M_CHECK_VAL_FULL:
	case M_CHECK_VAL_HARD_FULL:
		m = cap_node(cx, &p, 2);
		reason_lead(cx, &p.cap[1], m);
		if (m < 0)
			break;
		x = &cx->T.nd[m];
		claim(cx, S_OTHER, m == n, "about another node");
		claim(cx, S_VALUE, x->searched && cap_is(&p, 3, x->v),
		    "truth.h: %g", x->v);
		claim_step(cx, &p, 4,
		    cx->t->node[m].nkids ? TS_RETURN : TS_LEAF, m, -1);
		node_claims(cx, p.id, m);
		if ((p.id == M_CHECK_VAL_LOWER || p.id == M_CHECK_VAL_UPPER) &&
		    says(p.id, "%6")) {
			/* why it is only a bound */
			if (!read_one(&q, bound_why, 4, &p.cap[6])) {
				claim(cx, S_PARSE, 0,
				    "no template reads why it is "
				    "a bound");
			} else {
				node_claims(cx, q.id, m);
				if (q.id == M_CHECK_WHY_BOUND_CUT) {
					claim(cx, S_CUT_ITSELF, x->cut &&
					    x->npruned > 0, "it pruned none of "
					    "its children");
					claim_step(cx, &q, 1, TS_CUTOFF, m, -1);
				}
				if (q.id == M_CHECK_WHY_BOUND_BELOW)
					below_claim(cx, &q, 1, 2, m);
				if (q.id == M_CHECK_WHY_BOUND_MEMORY)
					claim(cx, S_OTHER, 0,
					    "no memory in these "
					    "searches");
			}
		}
		if (says(p.id, "real value %"))
			claim(cx, S_REAL, cap_is(&p, arg_after(p.id,
			    "real value %"), x->mm),
			    "truth.h: the real value is "
			    "%g", x->mm);
		if (p.id == M_CHECK_VAL_LOWER)
			claim(cx, S_WINDOW, cap_is(&p, 5, x->b_in), "truth.h: "
			    "beta %g", x->b_in);
		if (p.id == M_CHECK_VAL_UPPER)
			claim(cx, S_WINDOW, cap_is(&p, 5, x->a_in), "truth.h: "
			    "alpha %g", x->a_in);
		if (p.id == M_CHECK_VAL_EMPTY)
			claim(cx, S_WINDOW, x->a_in == x->v && x->b_in == x->v,
			    "truth.h: (%g, %g)", x->a_in, x->b_in);
		if (p.id == M_CHECK_VAL_EXACT)
			claim(cx, S_WINDOW, cap_is(&p, 5, x->a_in) &&
			    cap_is(&p, 6, x->b_in) && x->bound == TB_EXACT,
			    "truth.h: (%g, %g)", x->a_in, x->b_in);
		if (p.id == M_CHECK_VAL_STATIC_NEG)
			claim(cx, S_VALUE, x->player == 1 && cap_is(&p, 5,
			    tree_value(cx->t, m)), "truth.h: MIN %d",
			    x->player);
		break;
	case M_CHECK_SIGN:
		m = cap_node(cx, &p, 1);
		claim(cx, S_VALUE, m == n && m >= 0 && x->player == 1 &&
		    cap_is(&p, 3, x->v) && cap_is(&p, 2, -x->v), "truth.h: %g",
		    x != NULL ? x->v : 0);
		break;
	case M_CHECK_WINDOW:
		m = cap_node(cx, &p, 1);
		if (m < 0 || m != n) {
			claim(cx, S_OTHER, 0, "about another node");
			break;
		}
		claim_step(cx, &p, 2, cx->t->node[m].nkids ? TS_ENTER : TS_LEAF,
		    m, -1);
		claim_step(cx, &p, 5,
		    cx->t->node[m].nkids ? TS_RETURN : TS_LEAF,
		    m, -1);
		claim(cx, S_WINDOW, cap_is(&p, 3, x->a_in) && cap_is(&p, 4,
		    x->b_in) && cap_is(&p, 6, x->a_out) && cap_is(&p, 7,
		    x->b_out), "truth.h: in (%g, %g), out (%g, %g)", x->a_in,
		    x->b_in, x->a_out, x->b_out);
		break;
	case M_CHECK_NO_CASE_EMPTY:
		/* "searched with an empty window (alpha = beta = 5) and
		   handing back 5 itself" */
		m = cap_node(cx, &p, 1);
		claim(cx, S_CASE, m == n && x != NULL && x->a_in == x->b_in &&
		    x->v == x->a_in && cap_is(&p, 2, x->v) && x->kase == 0,
		    "truth.h: window (%g, %g), returns %g, case %d",
		    x != NULL ? x->a_in : 0, x != NULL ? x->b_in : 0,
		    x != NULL ? x->v : 0, x != NULL ? x->kase : -1);
		break;
	case M_CHECK_NO_CASE:
		/* "it is the root, or not searched with its parent's own
		   window" */
		m = cap_node(cx, &p, 1);
		claim(cx, S_CASE, m == n && m == 0, "it is not the root, and "
		    "searched with its parent's window (truth.h's case %d)",
		    x != NULL ? x->kase : -1);
		break;
	case M_CHECK_CASE:
		m = cap_node(cx, &p, 1);
		if (m < 0 || m != n || m == 0) {
			claim(cx, S_OTHER, 0, "about another node");
			break;
		}
		claim(cx, S_CASE, cap_is(&p, 2, x->kase), "truth.h: case %d",
		    x->kase);
		claim(cx, S_OTHER, cap_node(cx, &p, 3) == cx->t->node[m].parent,
		    "not its parent");
		claim_step(cx, &p, 4, TS_RETURN, m, -1);
		if (!read_one(&q, cases, 4, &p.cap[5])) {
			claim(cx, S_PARSE, 0, "no template reads the case");
			break;
		}
		claim(cx, S_CASE,
		    q.id == cases[x->kase > 0 ? x->kase - 1 : 0] ||
		    (q.id == M_CHECK_CASE2_EQ && x->kase == 2), "truth.h: case "
		    "%d", x->kase);
		if (says(q.id, "%1"))
			claim(cx, S_OTHER, cap_node(cx, &q, 1) ==
			    cx->t->node[m].parent, "not its parent");
		node_claims(cx, q.id, m);
		parent_claims(cx, q.id, cx->t->node[m].parent, m);
		break;
	case M_CHECK_NOTE_BOUNDS:
	case M_CHECK_NOTE_RETURNED: {
		/* "3 is the number B returns; ... the bound <=3", "<=1 is true
		   of B; ... the number the search returns, 1" */
		char want[64], nm[32];
		const struct cap *bc;
		double y;

		m = cap_node(cx, &p, 2);
		if (m < 0 || m != n) {
			claim(cx, S_OTHER, 0, "about another node");
			break;
		}
		x = &cx->T.nd[m];
		snprintf(want, sizeof(want), "%s%s",
		    x->bound == TB_LOWER ? ">=" :
		    x->bound == TB_UPPER ? "<=" : "", numtext(x->v, nm));
		if (p.id == M_CHECK_NOTE_BOUNDS) {
			claim(cx, S_NOTE, cap_is(&p, 1, x->v) && cap_eq(&p, 3,
			    want), "truth.h: returns %s", want);
			break;
		}
		bc = &p.cap[1];
		y = bc->n > 2 ? strtod(bc->s + 2, NULL) : NAN;
		claim(cx, S_NOTE, cap_is(&p, 3, x->v) && bc->n > 2 &&
		    ((memcmp(bc->s, ">=", 2) == 0 && x->mm >= y) ||
		    (memcmp(bc->s, "<=", 2) == 0 && x->mm <= y)),
		    "truth.h: returns %g, minimax %g", x->v, x->mm);
		break;
	}
	case M_CHECK_WHY_NEVER:
		reason_lead(cx, &p.cap[1], n);
		claim(cx, S_PRUNED, x != NULL && !x->searched,
		    "it is searched");
		break;
	case M_CHECK_WHY_CUT:
		reason_lead(cx, &p.cap[1], n);
		e = cap_ev(cx, &p, 2);
		claim(cx, S_STEP, e != NULL && e->kind == TS_CUTOFF,
		    "not a cutoff step");
		if (e == NULL || e->kind != TS_CUTOFF)
			break;
		reason_test(cx, &p.cap[3], e);
		/* n lies under a child the cut left unsearched */
		{
			const struct tree_node *cn = &cx->t->node[e->node];
			int hit = 0;

			for (k = e->child - cn->first + 1; k < cn->nkids; k++)
				hit |= n >= 0 && under(cx->t, n, cn->first + k);
			claim(cx, S_PRUNED, hit, "that cut does not prune it");
		}
		break;
	case M_CHECK_WHY_ROOT:
		reason_lead(cx, &p.cap[1], n);
		claim(cx, S_OTHER, n == 0, "not the root");
		break;
	case M_CHECK_WHY_EMPTY:
	case M_CHECK_WHY_REACHED:
		reason_lead(cx, &p.cap[1], n);
		if (x == NULL)
			break;
		claim_step(cx, &p, 2, cx->t->node[n].nkids ? TS_ENTER : TS_LEAF,
		    n, -1);
		claim(cx, S_WINDOW, x->searched && cap_is(&p, 3, x->a_in) &&
		    (p.id == M_CHECK_WHY_EMPTY ? x->a_in == x->b_in &&
		    cx->co->cutoff == CUT_GT : cap_is(&p, 4, x->b_in) &&
		    x->a_in < x->b_in), "truth.h: (%g, %g)", x->a_in, x->b_in);
		break;
	case M_CHECK_ROOT_RETURNS:
		claim_step(cx, &p, 3, TS_RETURN, 0, -1);
		claim(cx, S_VALUE, cap_node(cx, &p, 1) == 0 &&
		    cap_num(&p, 2, &v) &&
		    (v == cx->T.value), "truth.h: %g", cx->T.value);
		break;
	case M_CHECK_NOT_A_MOVE:
		m = cap_node(cx, &p, 3);
		claim(cx, S_RESULT, cap_node(cx, &p, 1) >= 0 &&
		    cx->t->node[cap_node(cx, &p, 1)].parent != 0 && m > 0 &&
		    cx->t->node[m].parent == 0 && cap_is(&p, 2, cx->T.value),
		    "truth.h: %g", cx->T.value);
		break;
	case M_CHECK_BEST_FROM:
		m = cap_node(cx, &p, 2);
		if (m <= 0 || cx->t->node[m].parent != 0) {
			claim(cx, S_RESULT, 0, "not a move of the root");
			break;
		}
		claim(cx, S_RESULT, cap_is(&p, 1, cx->T.value) && cap_is(&p, 3,
		    cx->T.nd[m].v) && seen_up(cx, m) == cx->T.nd[0].v,
		    "truth.h: %g from %g", cx->T.value, cx->T.nd[m].v);
		claim_step(cx, &p, 4,
		    cx->t->node[m].nkids ? TS_RETURN : TS_LEAF,
		    m, -1);
		break;
	case M_CHECK_PV_FROM:
		m = cap_node(cx, &p, 3);
		k = cap_node(cx, &p, 1);
		if (m <= 0 || k < 0 || cx->t->node[m].parent != k) {
			claim(cx, S_RESULT, 0,
			    "not a child of the node before");
			break;
		}
		claim(cx, S_RESULT, cap_is(&p, 2, cx->T.nd[k].v) &&
		    seen_up(cx, m) == cx->T.nd[k].v, "truth.h: %g",
		    cx->T.nd[k].v);
		claim_step(cx, &p, 4,
		    cx->t->node[m].nkids ? TS_RETURN : TS_LEAF,
		    m, -1);
		break;
	case M_CHECK_PV_END:
		m = cap_node(cx, &p, 1);
		claim(cx, S_RESULT, m >= 0 && cx->t->node[m].nkids == 0,
		    "not a leaf");
		break;
	case M_CHECK_LEAF_NOT:
	case M_CHECK_LEAF_ALSO:
	case M_CHECK_LEAF_ONLY: {
		int which = p.id == M_CHECK_LEAF_NOT ? 2 : p.id ==
		    M_CHECK_LEAF_ALSO ? 1 : 2;
		int leaf = cap_node(cx, &p, which), nl = 0, at = -1, last = -1;
		long ei;

		for (ei = 0; ei < cx->T.nev; ei++)
			if (cx->T.ev[ei].kind == TS_LEAF) {
				nl++;
				last = cx->T.ev[ei].node;
				if (cx->T.ev[ei].node == leaf && at < 0)
					at = nl;
			}
		if (leaf >= 0)
			claim_step(cx, &p, which + 1, TS_LEAF, leaf, -1);
		if (p.id == M_CHECK_LEAF_NOT)
			claim(cx, S_OTHER, cap_is(&p, 1, at),
			    "truth.h: leaf %d",
			    at);
		if (p.id == M_CHECK_LEAF_ONLY)
			claim(cx, S_OTHER, cap_is(&p, 1, nl) && leaf == last,
			    "truth.h: %d leaves", nl);
		break;
	}
	case M_CHECK_CUT_ONCE:
	case M_CHECK_CUT_TIMES:
		m = cap_node(cx, &p, 1);
		claim(cx, S_OTHER, m >= 0 && cx->T.nd[m].cut, "no cut there");
		break;
	case M_CHECK_STATIC:
		m = cap_node(cx, &p, 1);
		claim(cx, S_OTHER, m >= 0 && cx->t->node[m].nkids == 0,
		    "not a leaf");
		break;
	case M_CHECK_NEVER_CUTS:
		m = cap_node(cx, &p, 1);
		if (m < 0) {
			claim(cx, S_OTHER, 0, "no such node");
			break;
		}
		x = &cx->T.nd[m];
		claim(cx, S_NOT_CUT, !x->cut, "truth.h cuts there");
		claim_step(cx, &p, 2, TS_RETURN, m, -1);
		claim(cx, S_WINDOW, cap_is(&p, 3, x->a_out) && cap_is(&p, 4,
		    x->b_out), "truth.h: (%g, %g)", x->a_out, x->b_out);
		break;
	case M_CHECK_CUT_AFTER:
	case M_CHECK_CUT_PRUNES_ONE:
	case M_CHECK_CUT_PRUNES:
		e = cap_ev(cx, &p, 1);
		claim(cx, S_STEP, e != NULL && e->kind == TS_CUTOFF &&
		    e->node == n, "not a cutoff at the node");
		if (e == NULL || e->kind != TS_CUTOFF)
			break;
		reason_test(cx, &p.cap[2], e);
		if (p.id == M_CHECK_CUT_AFTER)
			claim(cx, S_CUTOFF, cap_node(cx, &p, 3) == e->child,
			    "not after that child");
		else
			claim(cx, S_CUTOFF, cap_is(&p, 3,
			    cx->T.nd[e->node].npruned), "truth.h prunes %d",
			    cx->T.nd[e->node].npruned);
		break;
	case M_CHECK_PV_START:
		claim(cx, S_RESULT, cap_node(cx, &p, 1) == 0, "not the root");
		break;
	case M_CHECK_ROOT_NO_MOVE:
		claim(cx, S_RESULT, cx->t->node[0].nkids == 0, "the root has "
		    "moves");
		break;
	default:
		claim(cx, S_OTHER, 0, "not in these searches");
		break;
	}
}

/* Grade text under notation nt and read every reason. */
static void
check_reasons(struct ctx *cx, struct checker *c, const char *text)
{
	static const double w[ANS_NKINDS] = { 1, 1, 1, 1, 1, 1, 1, 1 };
	struct answer *a;
	struct grade g;
	char err[512];
	int i;

	if (text[0] == '\0')
		return;
	a = answer_parse("answer.txt", text, strlen(text), checker_ids(c), err,
	    sizeof(err));
	if (a == NULL) {
		printf("# an answer abviz refuses: %s\n%s", err, text);
		CHECK(0, "every wrong answer is read");
		return;
	}
	if (check_grade(c, a, w, &g) != 0)
		abort();
	cx->where = "abviz check";
	for (i = 0; i < g.n; i++) {
		char subj[64], *hash;
		int n;

		if (g.item[i].reason == NULL && g.item[i].note == NULL)
			continue;
		snprintf(subj, sizeof(subj), "%s", g.item[i].subject);
		if ((hash = strchr(subj, '#')) != NULL && hash > subj)
			*hash = '\0';
		n = node_of(cx, subj, strlen(subj));
		if (g.item[i].reason != NULL)
			check_reason(cx, n, g.item[i].reason);
		if (g.item[i].note != NULL)
			check_reason(cx, n, g.item[i].note);
	}
	grade_free(&g);
	answer_free(a);
}

/*
 * Wrong answers of every kind, each drawing reasons out of check: values
 * off by 100, minimax values and bounds where the other is due, wrong
 * cases and windows, "pruned" for searched nodes and values for pruned
 * ones, pruned lists and cutoffs wrong both ways, best move, path and
 * leaves wrong.
 */
static void
wrong_answers(struct ctx *cx, struct checker *c, int all)
{
	const struct tree *t = cx->t;
	const struct truth *T = &cx->T;
	struct text x = { NULL, 0, 0 };
	char nb[TREE_ID_MAX], kb[TREE_ID_MAX], m[32];
	int i, nleaf = 0, round;

	for (round = all ? 0 : 1; round < (all ? 6 : 2); round++) {
		put(&x, "%s", "");
		x.n = 0;
		x.s[0] = '\0';
		for (i = 0; i < t->n; i++) {
			const struct truth_node *n = &T->nd[i];
			int leaf = t->node[i].nkids == 0;
			const char *id = name(t, i, nb);
			switch (round) {
			case 0:	/* off by 100; a value for a pruned node */
				put(&x, "%s: %s\n", id,
				    numtext(n->searched ? n->v +
				    100 : 3, m));
				break;
			case 1:	/* the minimax value, or a bound of it */
				if (!n->searched || leaf)
					break;
				if (n->bound == TB_EXACT)
					put(&x, "%s: >=%s\n", id,
					    numtext(n->v, m));
				else
					put(&x, "%s: %s\n", id,
					    numtext(n->mm, m));
				break;
			case 2:	/* a wrong case */
				if (n->searched && !leaf)
					put(&x, "%s: case %d\n", id,
					    n->kase % 3 + 1);
				break;
			case 3:	/* a wrong window */
				if (n->searched)
					put(&x, "%s: alpha 99 beta -99\n", id);
				break;
			case 4:	/* pruned where searched */
				if (n->searched)
					put(&x, "%s: pruned\n", id);
				break;
			default:	/* cutoffs: where none, after another */
				if (!n->searched || leaf)
					break;
				if (!n->cut)
					put(&x, "cutoff: %s\n", id);
				else
					put(&x, "cutoff: %s after %s\n", id,
					    name(t, t->node[i].first, kb));
				break;
			}
		}
		if (round == 5) {
			/* nothing pruned, the path and move wrong, the
			   leaves backwards */
			put(&x, "pruned: none\nvalue: %s\n",
			    numtext(T->value + 1,
			    m));
			put(&x, "best: %s\n", name(t, t->node[0].first +
			    t->node[0].nkids - 1, nb));
			put(&x, "pv: %s %s\n", name(t, 0, kb), name(t,
			    t->node[0].first + t->node[0].nkids - 1, nb));
			put(&x, "leaves:");
			for (i = t->n - 1; i >= 0; i--)
				if (t->node[i].nkids == 0 &&
				    T->nd[i].searched &&
				    nleaf++ < 40)
					put(&x, " %s", name(t, i, nb));
			put(&x, "\n");
		}
		check_reasons(cx, c, x.s);
	}
	free(x.s);
}

/* ------------------------------------------------------------- driver */

static void
check_tree(const char *text)
{
	struct tree *t;
	char err[512];
	int ci, nt, i;
	struct ctx cx;

	if ((t = load_tree_mem("tree.json", text, strlen(text), err,
	    sizeof(err))) == NULL) {
		printf("# a tree abviz refuses: %s\n# %s", err, text);
		CHECK(0, "every drawn tree loads");
		return;
	}
	cur_text = text;
	cur_tree = t;
	memset(&cx, 0, sizeof(cx));
	cx.t = t;
	cx.names = calloc((size_t)t->n, sizeof(*cx.names));
	cx.byname = calloc((size_t)t->n, sizeof(*cx.byname));
	for (i = 0; i < t->n; i++) {
		char nb[TREE_ID_MAX];

		cx.names[i] = strdup(name(t, i, nb));
		cx.byname[i].name = cx.names[i];
		cx.byname[i].node = i;
	}
	qsort(cx.byname, (size_t)t->n, sizeof(*cx.byname), cmp_named);
	for (ci = 0; ci < NCOURSES; ci++) {
		struct search_cfg cfg;
		struct trace tr;
		struct summary *s;
		struct truth_cfg tc;

		cx.co = &courses[ci];
		tc.form = cx.co->form;
		tc.gt = cx.co->cutoff == CUT_GT;
		truth_search(&cx.T, t, tc);
		course_cfg(cx.co, 0, &cfg);
		memset(&tr, 0, sizeof(tr));
		if (ab_search(t, &cfg, &tr) != 0 ||
		    (s = trace_summarize(t, &tr)) == NULL)
			abort();
		check_log(&cx, &tr, s);
		check_ending(&cx, &tr, s);
		for (nt = 0; nt < NNOTATIONS; nt++) {
			struct checker *c;

			cx.nt = nt;
			course_cfg(cx.co, nt, &cfg);
			if ((c = checker_new(t, &cfg, err,
			    sizeof(err))) == NULL)
				abort();
			wrong_answers(&cx, c, nt == 0);
			checker_free(c);
		}
		trace_summary_free(s);
		trace_release(&tr);
		truth_free(&cx.T);
	}
	for (i = 0; i < t->n; i++)
		free(cx.names[i]);
	free(cx.names);
	free(cx.byname);
	tree_free(t);
}

int
main(void)
{
	int k, ntrees = tree_count(NTREES);

	templates_init();
	for (k = 0; k < NCLAIM; k++) {
		S[k].name = claim_name[k];
		S[k].optional = claim_optional[k];
	}
	for (k = 0; k < NFIXED; k++)
		check_tree(fixed_trees[k]);
	for (k = 0; k < ntrees; k++) {
		char *text = draw_tree();

		check_tree(text);
		free(text);
	}
	tally_report(S, NCLAIM, ntrees + NFIXED);
	for (k = 0; k < NTMPL; k++)
		free(tmpl[k]);
	return check_failed ? 1 : 0;
}
