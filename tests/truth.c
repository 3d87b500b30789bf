/*
 * tests/truth.c: abviz check against the truth (issue 19).  Random trees
 * (depth 2-5, branching 1-4, leaves 0..9 so ties happen, irregular, MIN at
 * the root half the time, a side moving twice in some), each searched by
 * truth.h (alpha-beta written again from the notes, apart from src/) under
 * every course (the default, aima, cs188, oiwiki, negamax, and fail-soft
 * negamax, each under both cut rules) and graded under every notation
 * (either, bounds, returned):
 *
 *   0. truth.h and abviz's search agree, node by node: searched or not, the
 *      window on entry and exit, the value returned, the cutoffs and what
 *      they prune, the case, the steps, where a cut's bound was set, and
 *      full and exact;
 *   a. a node searched in full, or exact, answered "ID: <minimax>" is right;
 *   b. a bare number that is neither the minimax value of a full or exact
 *      node nor the number returned is wrong; under --notation bounds one
 *      that is not the minimax value is wrong;
 *   c. ">=v" / "<=v" (the number returned, the window's relation) is right
 *      under either and bounds, and under returned only when exact; the
 *      other relation, or a bound where the window says exact, is wrong;
 *   d. abviz's own result (run --json) is a full-marks answer;
 *   e. gen's key (made under the notation graded) is a full-marks answer;
 *   f. a right answer, a blank one and a one-item one name no
 *      misconception, nor does one whose only mistakes are notation.
 *
 * Every answer is written as text (JSON for d) and read by answer_parse, so
 * the reader is held to it too.  A property that fails prints the smallest
 * tree it failed on, with the command that shows it.  TRUTH_TREES (or
 * PROP_TREES) sets the number of random trees.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "answer.h"
#include "check.h"
#include "gen.h"
#include "json.h"
#include "load.h"
#include "truthcase.h"

#define NTREES 1000

/* ---------------------------------------------------------- properties */

enum prop {
	P_AGREE, P_STEPS, P_ORIGIN, P_PV, P_FULL_EXACT, P_SELF,
	P_MINIMAX, P_NOT_VALUE, P_BOUNDS_NOT_MINIMAX, P_BARE_RETURNED,
	P_BOUND_FORM,
	P_BOUND_WRONG, P_JSON_BOUND, P_JSON_EXACT, P_JSON, P_GEN, P_MIS_RIGHT,
	P_MIS_BLANK, P_MIS_ONE,
	P_MIS_NOTATION, NPROP
};

static const char *const prop_name[NPROP] = {
	"truth.h and abviz search alike: the nodes searched, windows in and "
	    "out, values returned, cutoffs and what they prune, cases",
	"truth.h's steps are abviz's: enter, leaf, update, cutoff, return, "
	    "node and child, in order",
	"each cutoff's opposite bound was set where truth.h says (the step)",
	"the principal variation (each node's child that gave its value, "
	    "from the root) is truth.h's",
	"abviz's full and exact are truth.h's (spec19)",
	"truth.h keeps its own invariants: the root's value is minimax's; an "
	    "exact node returns its minimax value; fail-soft bounds hold (and "
	    "so an empty window's value is the real one)",
	"a node searched in full, or exact, answered with its minimax value "
	    "is right",
	"a bare number neither the minimax value (of a full or exact node) "
	    "nor the number returned is wrong",
	"under --notation bounds a bare number that is not the minimax value "
	    "is wrong",
	"the bare number returned is right under either and returned, and "
	    "under bounds where it is the value",
	"the bound the window gives (>=v, <=v) is right under either and "
	    "bounds, and under returned only when exact",
	"a bound of the wrong relation, or where the window says exact, is "
	    "wrong",
	"a JSON node giving the number returned and the window's bound by "
	    "name (\"bound\": \"none\" too) is right under every notation",
	"a JSON node that says \"bound\": \"exact\" is right with the "
	    "minimax value of a node searched in full (or exact), and never "
	    "with a number that is not the minimax value",
	"abviz's own JSON result scores full marks (graded whole under one "
	    "notation a tree in turn)",
	"gen's key scores full marks",
	"a fully right answer names no misconception",
	"a blank answer names no misconception",
	"a one-item answer names no misconception",
	"an answer wrong only in notation names no misconception",
};

static struct prop_tally P[NPROP];

/* Property p failed; one case of it, held or not (truthcase.h). */
#define FAIL(p, ...) tally_fail(&P[p], __VA_ARGS__)
#define HOLDS(p, ...) HOLD(&P[p], __VA_ARGS__)
static long soft_none_not_full;		/* see self_check */
static int tree_index;			/* the fixed trees first, from 0 */

/* -------------------------------------------------------------- helpers */

static const char *const bound_word[4] = { "exact", "lower", "upper", "none" };

/* One line of an answer and what the grading of it must be. */
struct line {
	int node;
	int want;		/* 1 right, 0 wrong */
	enum prop prop;
	char text[96];
};

struct answer_text {
	struct text x;
	struct line *line;
	int n;
};

static void
at_reset(struct answer_text *a)
{
	a->x.n = 0;
	if (a->x.s != NULL)
		a->x.s[0] = '\0';
	a->n = 0;
}

static void
at_line(struct answer_text *a, int node, int want, enum prop p,
    const char *fmt, ...)
{
	struct line *l = &a->line[a->n++];
	va_list ap;

	l->node = node;
	l->want = want;
	l->prop = p;
	va_start(ap, fmt);
	vsnprintf(l->text, sizeof(l->text), fmt, ap);
	va_end(ap);
	put(&a->x, "%s\n", l->text);
}

/* The run being graded: the tree, the course, the notation. */
struct run {
	const struct tree *t;
	const struct course *co;
	int nt;
	struct search_cfg cfg;
	struct truth T;
	struct checker *c;
};

static const double weights[ANS_NKINDS] = { 1, 1, 1, 1, 1, 1, 1, 1 };

/* Parse text (named file) and grade it; the caller frees g. */
static int
grade_text(struct run *r, const char *file, const char *text, size_t len,
    struct grade *g, char *err, size_t errlen)
{
	struct answer *a;

	a = answer_parse(file, text, len, checker_ids(r->c), err, errlen);
	if (a == NULL)
		return -1;
	if (check_grade(r->c, a, weights, g) != 0)
		abort();
	answer_free(a);
	return 0;
}

static const struct item *
item_at(const struct grade *g, int line)
{
	int i;

	for (i = 0; i < g->n; i++)
		if (g->item[i].line == line && g->item[i].kind == ANS_NODE)
			return &g->item[i];
	return NULL;
}

/* The node item of g about node i (in a JSON answer, found by name). */
static const struct item *
item_named(const struct grade *g, const char *id)
{
	int i;

	for (i = 0; i < g->n; i++)
		if (g->item[i].kind == ANS_NODE &&
		    strcmp(g->item[i].subject, id) == 0)
			return &g->item[i];
	return NULL;
}

/*
 * Grade the lines of a and hold each to its want.  json: the lines are
 * the members of a JSON answer's "nodes", one a line.
 */
static void
grade_lines(struct run *r, struct answer_text *a, int json)
{
	struct grade g;
	struct text j = { NULL, 0, 0 };
	char err[512], nb[TREE_ID_MAX];
	const char *text = a->x.s, *file = "answer.txt";
	size_t len = a->x.n;
	int k, rc;

	if (a->n == 0)
		return;
	if (json) {
		put(&j, "{\"nodes\": {\n");
		for (k = 0; k < a->n; k++)
			put(&j, "  %s%s\n", a->line[k].text,
			    k + 1 < a->n ? "," : "");
		put(&j, "}}\n");
		text = j.s;
		len = j.n;
		file = "answer.json";
	}
	rc = grade_text(r, file, text, len, &g, err, sizeof(err));
	free(j.s);
	if (rc != 0) {
		for (k = 0; k < a->n; k++)
			HOLDS(a->line[k].prop, 0, "%s %s: the answer is not "
			    "read: %s", r->co->name, notation_opt[r->nt], err);
		return;
	}
	for (k = 0; k < a->n; k++) {
		const struct line *l = &a->line[k];
		const struct item *it = json ? item_named(&g, name(r->t,
		    l->node, nb)) : item_at(&g, k + 1);
		const struct truth_node *x = &r->T.nd[l->node];
		int right = it != NULL && it->credit == 1 &&
		    it->mistake == MK_NONE;
		char v[32], m[32], ai[32], bi[32];

		HOLDS(l->prop, it != NULL && right == l->want,
		    "abviz check %s %s: \"%s\" is %s, should be %s (%s: "
		    "returns %s, window (%s, %s) %s, minimax %s, full %d, "
		    "exact %d)%s%s",
		    r->co->name, notation_opt[r->nt], l->text,
		    it == NULL ? "not graded" : right ? "right" : "wrong",
		    l->want ? "right" : "wrong", name(r->t, l->node, nb),
		    numtext(x->v, v), numtext(x->a_in, ai),
		    numtext(x->b_in, bi), bound_word[x->bound],
		    numtext(x->mm, m), x->full, x->exact,
		    it != NULL && it->reason ? "; abviz says: " : "",
		    it != NULL && it->reason ? it->reason : "");
	}
	grade_free(&g);
}

/* ------------------------------------------------------ 0: the searches */

#define FULL(in) ((int)(in)->full)
#define EXACT(in) ((int)(in)->exact)

static int
same(double a, double b)
{
	return a == b || (isnan(a) && isnan(b));
}

/* The step kinds of abviz's trace, as truth.h names them (-1: no step). */
static int
step_kind(enum ev_kind k)
{
	switch (k) {
	case EV_ENTER:
		return TS_ENTER;
	case EV_LEAF:
		return TS_LEAF;
	case EV_UPDATE:
		return TS_UPDATE;
	case EV_CUTOFF:
		return TS_CUTOFF;
	case EV_RETURN:
		return TS_RETURN;
	default:
		return -1;
	}
}

/*
 * Search r's tree with abviz and hold it to truth.h node by node.  Returns
 * the summary (the caller frees it and the trace).
 */
static struct summary *
compare_search(struct run *r, struct trace *tr)
{
	const struct tree *t = r->t;
	const struct truth *T = &r->T;
	struct summary *s;
	char nb[TREE_ID_MAX], b1[32], b2[32];
	int i, ok = 1, okfe = 1, k;
	size_t e;
	long step;

	memset(tr, 0, sizeof(*tr));
	if (ab_search(t, &r->cfg, tr) != 0 || (s = trace_summarize(t, tr)) ==
	    NULL)
		abort();
	if (!same(tr->result, T->value)) {
		ok = 0;
		FAIL(P_AGREE, "%s: the root's value: abviz %s, truth.h %s",
		    r->co->name, numtext(tr->result, b1),
		    numtext(T->value, b2));
	}
	for (i = 0; i < t->n && ok; i++) {
		const struct node_info *in = &s->info[i];
		const struct truth_node *x = &T->nd[i];
		const char *what = NULL;
		double a = 0, b = 0;
		int leaf = t->node[i].nkids == 0;

		if ((in->order > 0) != x->searched) {
			what = "searched";
			a = in->order > 0;
			b = x->searched;
		} else if (!x->searched) {
			continue;
		} else if (!same(in->value, x->v)) {
			what = "value returned";
			a = in->value;
			b = x->v;
		} else if (!same(in->alpha_in, x->a_in)) {
			what = "alpha on entry";
			a = in->alpha_in;
			b = x->a_in;
		} else if (!same(in->beta_in, x->b_in)) {
			what = "beta on entry";
			a = in->beta_in;
			b = x->b_in;
		} else if (!leaf && !same(in->alpha_out, x->a_out)) {
			what = "alpha on exit";
			a = in->alpha_out;
			b = x->a_out;
		} else if (!leaf && !same(in->beta_out, x->b_out)) {
			what = "beta on exit";
			a = in->beta_out;
			b = x->b_out;
		} else if (!same(s->minimax[i], x->mm)) {
			what = "minimax value";
			a = s->minimax[i];
			b = x->mm;
		} else if (!leaf && in->kase != x->kase) {
			what = "case";
			a = in->kase;
			b = x->kase;
		} else if (!leaf && (int)in->bound != (int)x->bound) {
			what = "bound (0 exact, 1 lower, 2 upper, 3 none)";
			a = in->bound;
			b = x->bound;
		}
		if (what != NULL) {
			ok = 0;
			FAIL(P_AGREE, "abviz run %s: node %s: %s: abviz %s, "
			    "truth.h %s", r->co->name, name(t, i, nb), what,
			    numtext(a, b1), numtext(b, b2));
		}
		if (x->searched && ((int)in->full != x->full ||
		    (int)in->exact != x->exact)) {
			okfe = 0;
			FAIL(P_FULL_EXACT, "abviz run --json %s: node %s: "
			    "abviz full %d exact %d, truth.h full %d exact %d "
			    "(returns %s, minimax %s)", r->co->name,
			    name(t, i, nb),
			    FULL(in), EXACT(in), x->full, x->exact,
			    numtext(x->v, b1), numtext(x->mm, b2));
		}
	}
	/* the cutoffs: where, after which child, how many children pruned */
	for (i = 0, k = 0; i < t->n && ok; i++)
		k += T->nd[i].cut;
	if (ok && k != s->ncut) {
		ok = 0;
		FAIL(P_AGREE, "abviz run %s: %d cutoffs, truth.h %d",
		    r->co->name, s->ncut, k);
	}
	for (k = 0; k < s->ncut && ok; k++) {
		const struct cutoff *cu = &s->cut[k];
		const struct truth_node *x = &T->nd[cu->node];

		if (!x->cut || x->cut_after != cu->after ||
		    x->npruned != cu->npruned) {
			ok = 0;
			FAIL(P_AGREE, "abviz run %s: a cutoff at %s pruning "
			    "%d: truth.h %s", r->co->name,
			    name(t, cu->node, nb),
			    cu->npruned, x->cut ? "cuts after another child, "
			    "or prunes another number" : "does not cut there");
		}
	}
	/* fail() kept the detail of a disagreement */
	P[P_AGREE].tried++;
	P[P_AGREE].held += ok;
	P[P_FULL_EXACT].tried++;
	P[P_FULL_EXACT].held += okfe;

	/* the steps, in order */
	ok = 1;
	for (e = 0, step = 0; e < tr->n && ok; e++) {
		const struct event *ev = &tr->ev[e];
		int kind = step_kind((enum ev_kind)ev->kind);
		const struct truth_event *te;

		if (!ev_is_step((enum ev_kind)ev->kind))
			continue;
		if (step >= T->nev) {
			ok = 0;
			FAIL(P_STEPS, "abviz run --log %s: more steps than "
			    "truth.h's %ld", r->co->name, T->nev);
			break;
		}
		te = &T->ev[step++];
		if (kind != (int)te->kind || ev->node != te->node ||
		    ((kind == TS_UPDATE || kind == TS_CUTOFF) &&
		    ev->child != te->child)) {
			ok = 0;
			FAIL(P_STEPS, "abviz run --log %s: step %ld is a %d at "
			    "%s, truth.h's a %d at %s", r->co->name, step, kind,
			    name(t, ev->node, nb), (int)te->kind,
			    name(t, te->node, b1));
		}
	}
	if (ok && step != T->nev) {
		ok = 0;
		FAIL(P_STEPS, "abviz run --log %s: %ld steps, truth.h %ld",
		    r->co->name, step, T->nev);
	}
	P[P_STEPS].tried++;
	P[P_STEPS].held += ok;

	/* where each cut's opposite bound was set: the step of the update */
	ok = 1;
	for (k = 0; k < s->ncut; k++) {
		const struct cutoff *cu = &s->cut[k];
		const struct truth_node *x = &T->nd[cu->node];
		int maxlike = truth_negamax(r->co->form) || x->player == 0;
		long from = maxlike ? x->beta_from : x->alpha_from;
		long want = from < 0 ? 0 : from + 1;

		if (cu->from.step != want) {
			ok = 0;
			FAIL(P_ORIGIN, "abviz run --log %s: the cut at %s: its "
			    "%s was set at step %ld, truth.h says %ld (0: the "
			    "root's window)", r->co->name,
			    name(t, cu->node, nb),
			    maxlike ? "beta" : "alpha", cu->from.step, want);
		}
	}
	P[P_ORIGIN].tried++;
	P[P_ORIGIN].held += ok;

	/* the principal variation the summary (and the ending) gives */
	{
		int pv[TREE_MAX_DEPTH + 2], npv = truth_pv(T, pv);

		HOLDS(P_PV, s->npv == npv && memcmp(s->pv, pv, (size_t)npv *
		    sizeof(*pv)) == 0, "abviz run %s: a principal variation "
		    "of %d nodes, truth.h's of %d (from %s)", r->co->name,
		    s->npv, npv, name(t, npv > 1 ? pv[1] : 0, nb));
	}
	return s;
}

/* truth.h's own invariants, which hold whatever abviz does. */
static void
self_check(struct run *r)
{
	const struct truth *T = &r->T;
	char nb[TREE_ID_MAX];
	int i, ok = 1;
	double root = T->nd[0].mm;

	if (truth_negamax(r->co->form) && T->nd[0].player != 0)
		root = -root;
	ok &= T->value == root;
	for (i = 0; i < r->t->n && ok; i++) {
		const struct truth_node *x = &T->nd[i];

		if (!x->searched)
			continue;
		if (x->exact && !x->is_value) {
			ok = 0;
			FAIL(P_SELF, "%s: %s exact but returns %g, minimax %g",
			    r->co->name, name(r->t, i, nb), x->v, x->mm);
		}
		/* an empty window's value under fail-soft is the real one,
		   searched in full or not (the rule of node_info.exact) */
		if (truth_soft(r->co->form) && x->bound == TB_NONE) {
			soft_none_not_full += !x->full;
			if (!x->is_value) {
				ok = 0;
				FAIL(P_SELF,
				    "%s: %s fail-soft on an empty window "
				    "but not the value", r->co->name,
				    name(r->t, i, nb));
			}
		}
		/* fail-soft: at or below alpha a value >= the real one, at or
		   above beta <= it; both on an empty window: the value */
		if (truth_soft(r->co->form) &&
		    ((x->v <= x->a_in && x->mm > x->v) ||
		    (x->v >= x->b_in && x->mm < x->v))) {
			ok = 0;
			FAIL(P_SELF, "%s: %s fail-soft bound broken",
			    r->co->name, name(r->t, i, nb));
		}
	}
	HOLDS(P_SELF, ok, "%s: truth.h's root value %g is not minimax's %g",
	    r->co->name, T->value, root);
}

/* ------------------------------------------------- a, b, c: node values */

/* What spec19 accepts as a bare number for node x. */
static int
bare_ok(const struct run *r, const struct truth_node *x, double n)
{
	int nt = r->nt;

	if (n == x->mm && (x->exact || x->full))
		return 1;
	/* under bounds a bare number is a real value: the number returned
	   is right there only inside the window (fail-hard's on an empty
	   window says nothing of the value) */
	if (n == x->v && (nt != 1 || x->bound == TB_EXACT))
		return 1;
	return 0;
}

/* a: "ID: minimax" for every full or exact node. */
static void
check_minimax(struct run *r, struct answer_text *a)
{
	char nb[TREE_ID_MAX], m[32];
	int i;

	at_reset(a);
	for (i = 0; i < r->t->n; i++) {
		const struct truth_node *x = &r->T.nd[i];

		if (x->searched && (x->full || x->exact))
			at_line(a, i, 1, P_MINIMAX, "%s: %s", name(r->t, i, nb),
			    numtext(x->mm, m));
	}
	grade_lines(r, a, 0);
}

/*
 * b: bare numbers.  Every searched interior node answered with the number
 * it returns (answer 1), its minimax value (answer 2), and one of: the
 * number returned plus one, the minimax value less one, the number
 * returned negated, a number from 0..9 (answer 3, a different one from
 * node to node, tree to tree); each must be right exactly when
 * spec19 says.  Held: a number neither the minimax value of a full or
 * exact node nor the one returned is wrong (P_NOT_VALUE), and under bounds
 * one that is not the minimax value is wrong (P_BOUNDS_NOT_MINIMAX).
 *
 * One exception is not held: under bounds, a fail-hard node searched
 * with the empty window (alpha = beta, --cutoff gt) that hands that number
 * back has "bound": "none", and spec19 accepts the bare number returned
 * there under every notation, though it need not be the minimax value.
 * Counted in not_value_hard_none.
 */
static void
check_bare(struct run *r, struct answer_text *a)
{
	char nb[TREE_ID_MAX], m[32];
	int i, j;

	for (j = 0; j < 3; j++) {
		at_reset(a);
		for (i = 1; i < r->t->n; i++) {
			const struct truth_node *x = &r->T.nd[i];
			double cand[6];
			int ok, k = j;

			if (!x->searched || r->t->node[i].nkids == 0)
				continue;
			cand[0] = x->v;
			cand[1] = x->mm;
			cand[2] = x->v + 1;
			cand[3] = x->mm - 1;
			cand[4] = -x->v;
			/* a number from 0..9, drawn apart from the rng */
			cand[5] = (double)((i * 7 + r->nt * 3 + 1) % 10);
			/* the third answer: each node one of the other four */
			if (j == 2)
				k = 2 + (i + r->nt + r->t->n) % 4;
			ok = bare_ok(r, x, cand[k]);
			if (ok)
				continue;	/* right answers: a and c */
			at_line(a, i, 0, r->nt == 1 && cand[k] != x->mm ?
			    P_BOUNDS_NOT_MINIMAX : P_NOT_VALUE, "%s: %s",
			    name(r->t, i, nb), numtext(cand[k], m));
		}
		grade_lines(r, a, 0);
	}
	/* the right bare numbers too: each alone, right as spec19 says */
	at_reset(a);
	for (i = 1; i < r->t->n; i++) {
		const struct truth_node *x = &r->T.nd[i];

		if (x->searched && r->t->node[i].nkids > 0 && x->v != x->mm)
			at_line(a, i, bare_ok(r, x, x->v), bare_ok(r, x, x->v) ?
			    P_BARE_RETURNED : P_BOUNDS_NOT_MINIMAX, "%s: %s",
			    name(r->t, i, nb), numtext(x->v, m));
	}
	grade_lines(r, a, 0);
}

/* c: ">=v" / "<=v", the window's relation and the other one. */
static void
check_bound_form(struct run *r, struct answer_text *a)
{
	char nb[TREE_ID_MAX], m[32];
	int i, pass;

	for (pass = 0; pass < 2; pass++) {
		at_reset(a);
		for (i = 1; i < r->t->n; i++) {
			const struct truth_node *x = &r->T.nd[i];
			int lower, want;

			if (!x->searched || r->t->node[i].nkids == 0)
				continue;
			if (x->bound == TB_LOWER || x->bound == TB_UPPER) {
				lower = x->bound == TB_LOWER;
				if (pass == 1)
					lower = !lower;	/* the other one */
				want = pass == 0 && (r->nt != 2 || x->exact);
				at_line(a, i, want, want || pass == 0 ?
				    P_BOUND_FORM : P_BOUND_WRONG, "%s: %s%s",
				    name(r->t, i, nb), lower ? ">=" : "<=",
				    numtext(x->v, m));
			} else if (x->bound == TB_EXACT) {
				at_line(a, i, 0, P_BOUND_WRONG, "%s: %s%s",
				    name(r->t, i, nb), pass ? "<=" : ">=",
				    numtext(x->v, m));
			}
		}
		grade_lines(r, a, 0);
	}
}

/*
 * c': the same facts in JSON, where "bound" says by name what the number
 * is: the number returned with its bound is right (spec19's rule 4);
 * "exact" is right with the minimax value of a node searched in full or
 * exact, and wrong with any other number: no number that is not the
 * node's minimax value is accepted as exact.
 */
static void
check_json_nodes(struct run *r, struct answer_text *a)
{
	char nb[TREE_ID_MAX], m[32];
	int i, pass;

	for (pass = 0; pass < 3; pass++) {
		at_reset(a);
		for (i = 1; i < r->t->n; i++) {
			const struct truth_node *x = &r->T.nd[i];
			const char *id = name(r->t, i, nb);

			if (!x->searched || r->t->node[i].nkids == 0)
				continue;
			if (pass == 0)
				at_line(a, i, 1, P_JSON_BOUND, "\"%s\": "
				    "{\"value\": %s, \"bound\": \"%s\"}", id,
				    numtext(x->v, m), bound_word[x->bound]);
			else if (pass == 1 && x->v != x->mm)
				at_line(a, i, 0, P_JSON_EXACT, "\"%s\": "
				    "{\"value\": %s, \"bound\": \"exact\"}", id,
				    numtext(x->v, m));
			else if (pass == 2 && (x->full || x->exact))
				at_line(a, i, 1, P_JSON_EXACT, "\"%s\": "
				    "{\"value\": %s, \"bound\": \"exact\"}", id,
				    numtext(x->mm, m));
		}
		grade_lines(r, a, 1);
	}
}

/* ------------------------------------------- d, e, f: whole answers */

/* Grade a whole answer that must score full marks and name nothing. */
static void
check_whole(struct run *r, enum prop p, const char *file, const char *text,
    size_t len)
{
	struct grade g;
	char err[512];
	int i;

	if (grade_text(r, file, text, len, &g, err, sizeof(err)) != 0) {
		HOLDS(p, 0, "abviz check %s %s: %s is refused: %s", r->co->name,
		    notation_opt[r->nt], file, err);
		return;
	}
	for (i = 0; i < g.n && g.item[i].credit == 1 &&
	    g.item[i].mistake == MK_NONE; i++)
		;
	HOLDS(p, i == g.n && g.right && g.score == g.total,
	    "abviz check %s %s: %s scores %g/%g; first wrong item \"%s\" "
	    "(%s; expected %s): %s", r->co->name, notation_opt[r->nt], file,
	    g.score, g.total, i < g.n ? g.item[i].subject : "-",
	    i < g.n && g.item[i].given ? g.item[i].given : "-",
	    i < g.n && g.item[i].expected ? g.item[i].expected : "-",
	    i < g.n && g.item[i].reason ? g.item[i].reason : "-");
	HOLDS(P_MIS_RIGHT, g.nmatch == 0, "abviz check %s %s: %s is right and "
	    "names misconception %s", r->co->name, notation_opt[r->nt], file,
	    g.nmatch > 0 ? misconceptions[g.match[0]].name : "-");
	grade_free(&g);
}

/* Grade text, which must name no misconception under property p. */
static void
check_names_none(struct run *r, enum prop p, const char *what,
    const char *text)
{
	struct grade g;
	char err[512];

	if (grade_text(r, "answer.txt", text, strlen(text), &g, err,
	    sizeof(err)) != 0) {
		/* abviz refuses an answer with nothing to grade ("no answer
		   in the file"): that names nothing either */
		HOLDS(p, p == P_MIS_BLANK, "abviz check %s %s: %s (%s) is "
		    "refused: %s", r->co->name, notation_opt[r->nt], what, text,
		    err);
		return;
	}
	HOLDS(p, g.nmatch == 0, "abviz check %s %s: %s (\"%s\") names "
	    "misconception %s", r->co->name, notation_opt[r->nt], what, text,
	    g.nmatch > 0 ? misconceptions[g.match[0]].name : "-");
	grade_free(&g);
}

static void
check_answers(struct run *r, struct answer_text *a)
{
	char *buf = NULL, nb[TREE_ID_MAX], m[32];
	size_t len = 0;
	FILE *f;
	int i, n;
	struct trace own;
	const struct trace *tr = &own;
	struct summary *s;

	/* the search as run and gen make it under this notation */
	memset(&own, 0, sizeof(own));
	if (ab_search(r->t, &r->cfg, &own) != 0 ||
	    (s = trace_summarize(r->t, &own)) == NULL)
		abort();

	/*
	 * d: abviz's own result, graded whole (every item, every node's
	 * record) under one notation a tree in turn, and under all three
	 * for the trees the issue was filed with; its nodes' values and
	 * bounds are graded under every notation on every tree (c').
	 */
	if (tree_index < NFIXED || tree_index % NNOTATIONS == r->nt) {
		if ((f = open_memstream(&buf, &len)) == NULL)
			abort();
		json_emit(f, r->t, tr, s);
		fclose(f);
		check_whole(r, P_JSON, "run.json", buf, len);
		free(buf);
	}

	/* e: gen's key */
	buf = NULL;
	if ((f = open_memstream(&buf, &len)) == NULL)
		abort();
	gen_key(f, r->t, tr, s);
	fclose(f);
	check_whole(r, P_GEN, "key.txt", buf, len);
	free(buf);
	trace_summary_free(s);
	trace_release(&own);

	/* f: blank, one item wrong (under one notation: the catalogue runs
	   on every wrong answer, and the notation changes nothing there) */
	check_names_none(r, P_MIS_BLANK, "a blank answer", "# nothing yet\n");
	check_names_none(r, P_MIS_BLANK, "an answer with only a name",
	    "name: Alice\n");
	if (r->nt == 0) {
		at_reset(a);
		put(&a->x, "value: %s\n", numtext(r->T.value + 1, m));
		check_names_none(r, P_MIS_ONE, "one wrong item", a->x.s);
		for (i = r->t->n - 1; i > 0; i--)
			if (r->T.nd[i].searched && r->t->node[i].nkids > 0)
				break;
		if (i > 0) {
			at_reset(a);
			put(&a->x, "%s: %s\n", name(r->t, i, nb),
			    numtext(r->T.nd[i].v + 100, m));
			check_names_none(r, P_MIS_ONE, "one wrong node",
			    a->x.s);
		}
	}

	/*
	 * f: wrong in notation only: under bounds, every bound node answered
	 * with the bare number it returns; under returned, with the bound.
	 * Right everywhere else (the value, the minimax of exact nodes).
	 */
	if (r->nt == 0)
		return;
	at_reset(a);
	put(&a->x, "value: %s\n", numtext(r->T.value, m));
	for (i = 1, n = 0; i < r->t->n; i++) {
		const struct truth_node *x = &r->T.nd[i];

		if (!x->searched || r->t->node[i].nkids == 0)
			continue;
		if ((x->bound == TB_LOWER || x->bound == TB_UPPER) &&
		    !x->exact) {
			if (r->nt == 1)
				put(&a->x, "%s: %s\n", name(r->t, i, nb),
				    numtext(x->v, m));
			else
				put(&a->x, "%s: %s%s\n", name(r->t, i, nb),
				    x->bound == TB_LOWER ? ">=" : "<=",
				    numtext(x->v, m));
			n++;
		} else if (x->exact || x->full) {
			put(&a->x, "%s: %s\n", name(r->t, i, nb),
			    numtext(x->mm, m));
		}
	}
	if (n > 0)
		check_names_none(r, P_MIS_NOTATION, "notation only", a->x.s);
}

/* -------------------------------------------------------------- driver */

static void
check_tree(const char *text)
{
	struct tree *t;
	struct answer_text a;
	char err[512];
	int ci, nt;

	if ((t = load_tree_mem("tree.json", text, strlen(text), err,
	    sizeof(err))) == NULL) {
		printf("# a tree abviz refuses: %s\n# %s", err, text);
		CHECK(0, "every drawn tree loads");
		return;
	}
	cur_text = text;
	cur_tree = t;
	memset(&a, 0, sizeof(a));
	a.line = calloc((size_t)t->n + 1, sizeof(*a.line));
	for (ci = 0; ci < NCOURSES; ci++) {
		struct run r;
		struct trace tr;
		struct summary *s;
		struct truth_cfg tc;

		memset(&r, 0, sizeof(r));
		r.t = t;
		r.co = &courses[ci];
		tc.form = r.co->form;
		tc.gt = r.co->cutoff == CUT_GT;
		truth_search(&r.T, t, tc);
		self_check(&r);
		course_cfg(r.co, 0, &r.cfg);
		s = compare_search(&r, &tr);
		for (nt = 0; nt < NNOTATIONS; nt++) {
			r.nt = nt;
			course_cfg(r.co, nt, &r.cfg);
			if ((r.c = checker_new(t, &r.cfg, err, sizeof(err))) ==
			    NULL)
				abort();
			check_minimax(&r, &a);
			check_bare(&r, &a);
			check_bound_form(&r, &a);
			check_json_nodes(&r, &a);
			check_answers(&r, &a);
			checker_free(r.c);
		}
		trace_summary_free(s);
		trace_release(&tr);
		truth_free(&r.T);
	}
	free(a.line);
	free(a.x.s);
	tree_free(t);
}

int
main(void)
{
	int k, ntrees = tree_count(NTREES);

	for (k = 0; k < NPROP; k++)
		P[k].name = prop_name[k];
	for (k = 0; k < NFIXED; k++, tree_index++)
		check_tree(fixed_trees[k]);
	for (k = 0; k < ntrees; k++, tree_index++) {
		char *text = draw_tree();

		check_tree(text);
		free(text);
	}
	tally_report(P, NPROP, ntrees + NFIXED);
	printf("# %ld fail-soft nodes handed back the very number of their "
	    "empty window without being searched in full: exact all the "
	    "same\n", soft_none_not_full);
	return check_failed ? 1 : 0;
}
