/*
 * ab.c: alpha-beta and minimax over an explicit tree, written to be read
 * next to the pseudocode of the notes (AIMA's MAX-VALUE / MIN-VALUE, seed
 * 002; the same fail-soft search as seed 001's bestVal version).
 *
 * alpha is the score MAX is already sure of on the path to this node (a lower
 * bound), beta the score MIN is already sure of (an upper bound).  Only
 * values strictly between them can still change the decision at the root.
 *
 * Each step is recorded in the trace; nothing here prints.
 */
#include <math.h>

#include "ab.h"

struct search {
	const struct tree *t;
	struct trace *tr;
};

static double max_value(struct search *s, int n, double alpha, double beta);
static double min_value(struct search *s, int n, double alpha, double beta);

/* The value of node n seen through the window (alpha, beta). */
static double
child_value(struct search *s, int n, double alpha, double beta)
{
	const struct tree_node *nd = &s->t->node[n];

	if (nd->nkids == 0) {
		/* TERMINAL-TEST: a leaf's value is exact, whatever the window. */
		trace_add(s->tr, EV_LEAF, n, TREE_NONE, nd->value, 0);
		return nd->value;
	}
	if (tree_player(s->t, n) == PLAYER_MAX)
		return max_value(s, n, alpha, beta);
	return min_value(s, n, alpha, beta);
}

/*
 * MAX-VALUE: MAX picks the largest child value.  v is the best found so far;
 * it is returned as it is ("fail-soft"), even when it lies outside the
 * window, so the caller learns as much as the search found out.
 */
static double
max_value(struct search *s, int n, double alpha, double beta)
{
	const struct tree_node *nd = &s->t->node[n];
	double v = -INFINITY;
	int c;

	trace_add(s->tr, EV_ENTER, n, TREE_NONE, alpha, beta);
	for (c = nd->first; c < nd->first + nd->nkids; c++) {
		double x = child_value(s, c, alpha, beta);

		if (x > v)
			v = x;
		/* MAX is now sure of at least v here: raise alpha. */
		if (v > alpha)
			alpha = v;
		trace_add(s->tr, EV_UPDATE, n, c, v, alpha);
		/*
		 * Cutoff (a "beta cut"): alpha >= beta means MAX can already
		 * get v >= beta here, but MIN, one level up, has a way to hold
		 * MAX to beta elsewhere, so MIN will never let play reach this
		 * node.  The remaining children cannot matter.  Equality cuts
		 * too (seed 000): they could not do better, only worse.
		 */
		if (alpha >= beta) {
			trace_add(s->tr, EV_CUTOFF, n, c, 0, 0);
			break;
		}
	}
	/*
	 * v is exact when alpha_in < v < beta_in (case 1 for the parent); if
	 * we were cut, v is only a lower bound: the real value is >= v.
	 */
	trace_add(s->tr, EV_RETURN, n, TREE_NONE, v, 0);
	return v;
}

/* MIN-VALUE: the mirror image, for the player who wants the smallest value. */
static double
min_value(struct search *s, int n, double alpha, double beta)
{
	const struct tree_node *nd = &s->t->node[n];
	double v = INFINITY;
	int c;

	trace_add(s->tr, EV_ENTER, n, TREE_NONE, alpha, beta);
	for (c = nd->first; c < nd->first + nd->nkids; c++) {
		double x = child_value(s, c, alpha, beta);

		if (x < v)
			v = x;
		/* MIN can now hold MAX to at most v here: lower beta. */
		if (v < beta)
			beta = v;
		trace_add(s->tr, EV_UPDATE, n, c, v, beta);
		/*
		 * Cutoff (an "alpha cut"): beta <= alpha means MIN can hold MAX
		 * to v <= alpha here, but MAX already has alpha elsewhere, so
		 * MAX will never choose this node.
		 */
		if (alpha >= beta) {
			trace_add(s->tr, EV_CUTOFF, n, c, 0, 0);
			break;
		}
	}
	/* If we were cut, v is only an upper bound: the real value is <= v. */
	trace_add(s->tr, EV_RETURN, n, TREE_NONE, v, 0);
	return v;
}

/*
 * Minimax: every child of every node is searched, so every value is exact.
 * The window stays (-inf, +inf); it is recorded only so that the trace has
 * the same shape as alpha-beta's.
 */
static double
minimax_value(struct search *s, int n)
{
	const struct tree_node *nd = &s->t->node[n];
	int is_max = tree_player(s->t, n) == PLAYER_MAX;
	double v = is_max ? -INFINITY : INFINITY;
	int c;

	if (nd->nkids == 0) {
		trace_add(s->tr, EV_LEAF, n, TREE_NONE, nd->value, 0);
		return nd->value;
	}
	trace_add(s->tr, EV_ENTER, n, TREE_NONE, -INFINITY, INFINITY);
	for (c = nd->first; c < nd->first + nd->nkids; c++) {
		double x = minimax_value(s, c);

		if (is_max ? x > v : x < v)
			v = x;
		trace_add(s->tr, EV_UPDATE, n, c, v, is_max ? -INFINITY :
		    INFINITY);
	}
	trace_add(s->tr, EV_RETURN, n, TREE_NONE, v, 0);
	return v;
}

double
ab_search(const struct tree *t, enum algo algo, struct trace *tr)
{
	struct search s;

	s.t = t;
	s.tr = tr;
	tr->algo = algo;
	if (algo == ALGO_MINIMAX)
		return minimax_value(&s, 0);
	/* ALPHA-BETA-SEARCH: start with nothing known, (-inf, +inf). */
	return child_value(&s, 0, -INFINITY, INFINITY);
}
