/*
 * tests/chance.c: chance nodes (issue 22) against an implementation of
 * their own.  Random trees mixing MAX, MIN and chance nodes (depth 2-5,
 * 2-3 children, random probabilities, some left for the loader to share
 * out, leaves 0..10 so that ties happen), with "bounds": [0, 10] on three
 * trees of four and none on the fourth, are written as JSON, loaded, and
 * searched by abviz under both cut rules, both ways of ordering the test
 * and the bound (seed 001's, AIMA's), left to right and most probable
 * first.  The same trees are searched here by expectimax and Ballard's
 * Star1, written again below from the rule (issue 22, and README,
 * "Chance nodes") apart from src/:
 *
 *   a. abviz's expectimax (and minimax, and tree_minimax) give the root
 *      the value the test's expectimax does;
 *   b. Star1's root value is expectimax's;
 *   c. abviz searches exactly the nodes the test's Star1 searches;
 *   d. every node abviz calls exact returns its expectimax value, and every
 *      bound holds (an upper bound is at least the value, a lower at most);
 *   e. Star1 never searches more nodes than expectimax, and with bounds on
 *      these trees it prunes somewhere;
 *   f. every step at a chance node is at the line of the Star1 (or
 *      expectimax) listing that does it: A and B derived, the child's
 *      value summed, the cut on the side it failed, the return.
 *
 * PROP_TREES sets the number of random trees.  A tree a property fails on
 * is printed with the options, to run it again with abviz --log.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "code.h"
#include "load.h"
#include "rng.h"
#include "tap.h"

#define NTREES 1500
#define MAXN 1200		/* 3^5 + 3^4 + ... nodes at most */
#define EPS 1e-9

enum kind { K_LEAF, K_MAX, K_MIN, K_CHANCE };

/* The test's own tree: node 0 is the root. */
struct tnode {
	enum kind kind;
	double v;		/* a leaf's value */
	int nk, kid[3];
	double given[3];	/* a chance child's "p" as written, 0: none */
	double p[3];		/* its probability, the rest shared out */
};

static struct tnode nodes[MAXN];
static int nnodes;
static int visited[MAXN];
static double lo_b, hi_b;	/* the bounds; -inf, +inf without */

/* A random node at depth d of a tree of height h, and its subtree. */
static int
make(int d, int h)
{
	int i = nnodes++, k;
	struct tnode *n = &nodes[i];
	double w[3], sum = 0, given = 0, rest;
	int missing = 0;

	memset(n, 0, sizeof(*n));
	if (d == h || (d >= 2 && rnd(5) == 0)) {
		n->kind = K_LEAF;
		n->v = rnd(11);
		return i;
	}
	n->kind = (enum kind)(1 + rnd(3));
	n->nk = 2 + (int)rnd(2);
	for (k = 0; k < n->nk; k++)
		n->kid[k] = make(d + 1, h);
	if (n->kind != K_CHANCE)
		return i;
	/* random weights, written as decimals; one child in three leaves
	   its "p" out, and the children without one share the rest */
	for (k = 0; k < n->nk; k++)
		sum += w[k] = 1 + rnd(97);
	for (k = 0; k < n->nk; k++) {
		char buf[32];

		if (k > 0 && rnd(3) == 0) {
			missing++;
			continue;
		}
		snprintf(buf, sizeof(buf), "%.6f", w[k] / sum);
		n->given[k] = strtod(buf, NULL);
		given += n->given[k];
	}
	if (missing == 0) {
		/* make them add up to 1 exactly as written: the last takes
		   what the others leave */
		char buf[32];

		given -= n->given[n->nk - 1];
		snprintf(buf, sizeof(buf), "%.6f", 1 - given);
		n->given[n->nk - 1] = strtod(buf, NULL);
		given += n->given[n->nk - 1];
	}
	rest = 1 - given;
	for (k = 0; k < n->nk; k++)
		n->p[k] = n->given[k] > 0 ? n->given[k] : rest / missing;
	return i;
}

/* The tree as JSON, every node with an id "nI" (its index here). */
static size_t
put(char *buf, size_t at, size_t len, int i, double p)
{
	static const char *const who[] = { "", "max", "min", "chance" };
	const struct tnode *n = &nodes[i];
	int k;

	at += (size_t)snprintf(buf + at, len - at, "{\"id\": \"n%d\"", i);
	if (p > 0)
		at += (size_t)snprintf(buf + at, len - at, ", \"p\": %.6f", p);
	if (n->kind == K_LEAF)
		return at + (size_t)snprintf(buf + at, len - at, ", \"value\": "
		    "%g}", n->v);
	at += (size_t)snprintf(buf + at, len - at, ", \"player\": \"%s\", "
	    "\"children\": [", who[n->kind]);
	for (k = 0; k < n->nk; k++) {
		if (k > 0)
			at += (size_t)snprintf(buf + at, len - at, ", ");
		at = put(buf, at, len, n->kid[k], n->given[k]);
	}
	return at + (size_t)snprintf(buf + at, len - at, "]}");
}

/* ------------------------------------------------ the test's searches */

static double
expectimax(int i)
{
	const struct tnode *n = &nodes[i];
	double v = n->kind == K_MAX ? -INFINITY : n->kind == K_MIN ?
	    INFINITY : 0;
	int k;

	if (n->kind == K_LEAF)
		return n->v;
	for (k = 0; k < n->nk; k++) {
		double x = expectimax(n->kid[k]);

		if (n->kind == K_CHANCE)
			v += n->p[k] * x;	/* (compared within 1e-9) */
		else if (n->kind == K_MAX ? x > v : x < v)
			v = x;
	}
	return v;
}

static int gt;		/* --cutoff gt: every test strict */
static int test_first;	/* AIMA: test v against beta before raising alpha */
static int by_prob;	/* --order prob */

/* Node i's children in search order, into order[]. */
static void
order_of(int i, int *order)
{
	const struct tnode *n = &nodes[i];
	int k, j;

	for (k = 0; k < n->nk; k++)
		order[k] = k;
	if (!by_prob || n->kind != K_CHANCE)
		return;
	/* insertion sort, most probable first, ties as written */
	for (k = 1; k < n->nk; k++)
		for (j = k; j > 0 && n->p[order[j]] > n->p[order[j - 1]]; j--) {
			int x = order[j];

			order[j] = order[j - 1];
			order[j - 1] = x;
		}
}

static int
cut(double a, double b)
{
	return gt ? a > b : a >= b;
}

/* A, B and what a chance node returns are taken to 12 significant
   digits (the rule's rounding). */
static double
to12(double x)
{
	char buf[32];

	if (isinf(x))
		return x;
	snprintf(buf, sizeof(buf), "%.12g", x);
	return strtod(buf, NULL);
}

/* At a chance node: the same, numbers within a billionth taken as equal. */
static int
ccut(double a, double b)
{
	double tol;

	if (isinf(a) || isinf(b))
		return cut(a, b);
	tol = 1e-9 * (1 + fabs(a) + fabs(b));
	return gt ? a > b + tol : a >= b - tol;
}

/*
 * Star1 from the rule: fail-soft alpha-beta at MAX and MIN; at a chance
 * node, S the sum so far, R the probability after child k, A and B, the
 * child searched with (max(A, L), min(B, U)), and the node cut when the
 * child's value reaches A or B, or before the child is searched when A
 * already reaches U or B reaches L (no value of the child could help).
 */
static double
star1(int i, double alpha, double beta)
{
	const struct tnode *n = &nodes[i];
	int order[3], k;
	double v, s = 0, done = 0;

	visited[i] = 1;
	if (n->kind == K_LEAF)
		return n->v;
	order_of(i, order);
	if (n->kind == K_CHANCE) {
		for (k = 0; k < n->nk; k++) {
			double p = n->p[order[k]], r, a, b, x, wa, wb;

			done += p;
			r = k == n->nk - 1 ? 0 : fmax(0, 1 - done);
			a = to12((alpha - s - (r > 0 ? hi_b * r : 0)) / p);
			b = to12((beta - s - (r > 0 ? lo_b * r : 0)) / p);
			/* no value of this child can keep the node: A past U,
			   B past L (a window at the edge of the bounds) */
			if (ccut(a, hi_b))
				return to12(s + hi_b * (p + r));
			if (ccut(lo_b, b))
				return to12(s + lo_b * (p + r));
			/* (max(A, L), min(B, U)), kept in [L, U] and never
			   inverted: past an end only by rounding */
			wa = fmin(fmax(a, lo_b), hi_b);
			wb = fmax(fmin(b, hi_b), lo_b);
			x = star1(n->kid[order[k]], fmin(wa, wb), wb);
			s += p * x;
			if (ccut(a, x))
				return to12(s + (r > 0 ? hi_b * r : 0));
			if (ccut(x, b))
				return to12(s + (r > 0 ? lo_b * r : 0));
		}
		return to12(s);
	}
	v = n->kind == K_MAX ? -INFINITY : INFINITY;
	for (k = 0; k < n->nk; k++) {
		double x = star1(n->kid[order[k]], alpha, beta);

		/* AIMA tests v before raising its bound; seed 001 raises
		   the bound, then tests alpha >= beta */
		if (n->kind == K_MAX) {
			v = fmax(v, x);
			if (test_first ? cut(v, beta) : cut(fmax(alpha, v), beta))
				break;
			alpha = fmax(alpha, v);
		} else {
			v = fmin(v, x);
			if (test_first ? cut(alpha, v) : cut(alpha, fmin(beta, v)))
				break;
			beta = fmin(beta, v);
		}
	}
	return v;
}

/* --------------------------------------------------------- properties */

enum prop { P_EXPECTIMAX, P_VALUE, P_VISITED, P_EXACT, P_PRUNES, P_LINES,
	NPROP };

static const char *const prop_name[NPROP] = {
	"abviz's expectimax, minimax and tree_minimax give the root the "
	    "test's expectimax value",
	"Star1's root value is expectimax's",
	"abviz's Star1 searches exactly the nodes the test's Star1 searches",
	"a node abviz calls exact returns its expectimax value; an upper bound "
	    "is at least it, a lower bound at most",
	"Star1 searches no more nodes than expectimax, and with bounds prunes "
	    "on some trees",
	"each step at a chance node is at its listing's line: A and B, the "
	    "sum, the cut on its side (before the child or after), the return",
};

static int fails[NPROP];
static int first_tree[NPROP];
static char first_fail[NPROP][160];

static void
fail(enum prop p, int tree, const char *how)
{
	if (fails[p]++ == 0) {
		first_tree[p] = tree;
		snprintf(first_fail[p], sizeof(first_fail[p]), "tree %d, %s",
		    tree, how);
	}
}

/*
 * What the line of event e at chance node n must say (the listings'
 * words): NULL for an event that has no line there.
 */
static const char *
line_says(const struct trace *tr, size_t e, int expecti)
{
	const struct event *ev = &tr->ev[e];
	size_t k = e;

	switch ((enum ev_kind)ev->kind) {
	case EV_ENTER:
		return "S = 0";
	case EV_CHANCE:
		return "A = (α - S - U·R) / p";
	case EV_UPDATE:
		return expecti ? "S = S + p·EXPECTIMINIMAX" : "v = VALUE(";
	case EV_CUTOFF:
	case EV_RETURN:
		while (k > 0 && tr->ev[k - 1].kind == EV_PRUNE)
			k--;
		if (ev->kind == EV_RETURN && (k == 0 || tr->ev[k - 1].kind !=
		    EV_CUTOFF || tr->ev[k - 1].node != ev->node))
			return "return S";
		if (ev->kind == EV_RETURN)
			ev = &tr->ev[--k];
		if (k > 0 && tr->ev[k - 1].kind == EV_CHANCE)
			return ev->b == BOUND_UPPER ? "if A" : "if B";
		return ev->b == BOUND_UPPER ? "if v ≤ A" : "if v ≥ B";
	default:
		return NULL;
	}
}

/* Whether every event at a chance node of tr is at the line it does. */
static int
lines_ok(const struct tree *t, const struct trace *tr)
{
	const struct code *c = code_for_tree(&tr->cfg, t);
	int expecti = !algo_prunes(tr->cfg.algo), line[3];
	char buf[CODE_LINE_MAX];
	size_t e;

	for (e = 0; e < tr->n; e++) {
		const char *want;

		if (tr->ev[e].node < 0 || !tree_is_chance(t, tr->ev[e].node) ||
		    (want = line_says(tr, e, expecti)) == NULL)
			continue;
		if (code_lines(c, t, tr, e, line) == 0 ||
		    strstr(code_line(c, line[0], CUT_GE, 0, buf, sizeof(buf)),
		    want) == NULL) {
			printf("# event %zu (kind %d): line %d \"%s\", wants "
			    "\"%s\"\n", e, tr->ev[e].kind, line[0], buf, want);
			return 0;
		}
	}
	return 1;
}

/* The test's index of abviz's node j (its id is "nI"). */
static int
mine(const struct tree *t, int j)
{
	const char *id = tree_own_id(t, j);

	return id != NULL ? atoi(id + 1) : -1;
}

/* One search of t by abviz under cfg, checked against the test's. */
static int
search_one(const struct tree *t, const struct search_cfg *cfg, int tree,
    const double *truth, const char *how)
{
	struct trace tr;
	struct summary *s;
	int j, nvis = 0, same = 1, ok = 1;

	memset(&tr, 0, sizeof(tr));
	memset(visited, 0, sizeof(visited));
	if (ab_search(t, cfg, &tr) != 0 || (s = trace_summarize(t, &tr)) ==
	    NULL) {
		printf("# out of memory\n");
		exit(1);
	}
	star1(0, -INFINITY, INFINITY);
	if (fabs(tr.result - truth[0]) > EPS)
		fail(P_VALUE, tree, how);
	for (j = 0; j < t->n; j++) {
		const struct node_info *in = &s->info[j];
		int i = mine(t, j);

		nvis += in->order > 0;
		if ((in->order > 0) != visited[i])
			same = 0;
		if (in->order == 0)
			continue;
		if ((in->exact && fabs(in->value - truth[i]) > EPS) ||
		    (!in->exact && in->bound == BOUND_UPPER && truth[i] >
		    in->value + EPS) || (!in->exact && in->bound ==
		    BOUND_LOWER && truth[i] < in->value - EPS)) {
			if (ok && getenv("CHANCE_DEBUG") != NULL)
				printf("# tree %d %s: n%d returns %g, %s%s, is %g\n", tree, how, i,
				    in->value, bound_name[in->bound], in->exact ?
				    " (exact)" : "", truth[i]);
			ok = 0;
		}
	}
	if (!same && getenv("CHANCE_DEBUG") != NULL) {
		printf("# %s: abviz visits", how);
		for (j = 0; j < t->n; j++)
			if ((s->info[j].order > 0) != visited[mine(t, j)])
				printf(" %s%s", tree_own_id(t, j),
				    s->info[j].order > 0 ? "+" : "-");
		printf("\n");
	}
	if (!same)
		fail(P_VISITED, tree, how);
	if (!gt && !lines_ok(t, &tr))
		fail(P_LINES, tree, how);
	if (!ok)
		fail(P_EXACT, tree, how);
	trace_summary_free(s);
	trace_release(&tr);
	return nvis;
}

int
main(void)
{
	static char text[1 << 17];
	static double truth[MAXN];
	const char *env = getenv("PROP_TREES");
	int ntrees = env != NULL && atoi(env) > 0 ? atoi(env) : NTREES;
	int k, p, pruned_somewhere = 0;

	for (k = 0; k < ntrees; k++) {
		struct search_cfg cfg;
		struct tree *t;
		char err[512], how[96];
		int bounded = k % 4 != 3, c, i, nvis;
		size_t at = 0;

		nnodes = 0;
		make(0, 2 + (int)rnd(4));
		lo_b = bounded ? 0 : -INFINITY;
		hi_b = bounded ? 10 : INFINITY;
		at += (size_t)snprintf(text, sizeof(text), "{%s\"root\": ",
		    bounded ? "\"bounds\": [0, 10], " : "");
		at = put(text, at, sizeof(text), 0, 0);
		snprintf(text + at, sizeof(text) - at, "}");
		if ((t = load_tree_mem("t.json", text, strlen(text), err,
		    sizeof(err))) == NULL) {
			printf("# tree %d does not load: %s\n%s\n", k, err, text);
			return 1;
		}
		for (i = 0; i < nnodes; i++)
			truth[i] = expectimax(i);
		/* a: the expectimax searches */
		memset(&cfg, 0, sizeof(cfg));
		cfg.depth = -1;
		for (c = 0; c < 2; c++) {
			struct trace tr;
			double *val = malloc((size_t)t->n * sizeof(*val));

			memset(&tr, 0, sizeof(tr));
			cfg.algo = c ? ALGO_MINIMAX : ALGO_EXPECTIMAX;
			if (val == NULL || ab_search(t, &cfg, &tr) != 0)
				return 1;
			tree_minimax(t, -1, val);
			if (fabs(tr.result - truth[0]) > EPS ||
			    fabs(val[0] - truth[0]) > EPS)
				fail(P_EXPECTIMAX, k, algo_name[cfg.algo]);
			if (!lines_ok(t, &tr))
				fail(P_LINES, k, algo_name[cfg.algo]);
			free(val);
			trace_release(&tr);
		}
		/* b-e: Star1 and alphabeta, both cut rules, both orders of
		   test and bound, both move orders */
		for (c = 0; c < 16; c++) {
			cfg.algo = c & 8 ? ALGO_ALPHABETA : ALGO_STAR1;
			cfg.cutoff = c & 1 ? CUT_GT : CUT_GE;
			cfg.update_after = (c & 2) != 0;
			cfg.order = c & 4 ? ORDER_PROB : ORDER_LTR;
			gt = c & 1;
			test_first = (c & 2) != 0;
			by_prob = (c & 4) != 0;
			snprintf(how, sizeof(how), "--algo %s --cutoff %s --update "
			    "%s --order %s", algo_name[cfg.algo], gt ? "gt" : "ge",
			    test_first ? "after" : "before", by_prob ? "prob" :
			    "ltr");
			nvis = search_one(t, &cfg, k, truth, how);
			if (nvis > t->n)
				fail(P_PRUNES, k, how);
			pruned_somewhere |= bounded && nvis < t->n;
		}
		for (p = 0; p < NPROP; p++)
			if (fails[p] > 0 && first_tree[p] == k)
				printf("# property %d fails on %s:\n# %s\n", p,
				    first_fail[p], text);
		tree_free(t);
	}
	if (!pruned_somewhere)
		fail(P_PRUNES, -1, "no tree was pruned");
	for (p = 0; p < NPROP; p++)
		CHECK(fails[p] == 0, "%s (%d trees; %d failures%s%s)",
		    prop_name[p], ntrees, fails[p], fails[p] ? ", first: " : "",
		    fails[p] ? first_fail[p] : "");
	return check_failed != 0;
}
