/*
 * ab.c: the searches over an explicit tree, each written to be read next to
 * the pseudocode of the notes.
 *
 * alpha is the score MAX is already sure of on the path to this node (a lower
 * bound), beta the score MIN is already sure of (an upper bound).  Only
 * values strictly between them can still change the decision at the root.
 * The negamax formulations (seed 004) keep every score from the side to
 * move, so every node maximizes and a child's score is negated on the way up.
 *
 * Each step is recorded in the trace; nothing here prints.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "msg.h"

struct search {
	const struct tree *t;
	const struct search_cfg *cfg;
	struct trace *tr;
	int *kids;		/* kids[first..first+nkids): children in search order */
	int depth;		/* the horizon of this iteration, or -1 */
	double *lo, *hi;	/* MTD(f)'s memory: bounds on each node's value */
	/* what the misconceptions' searches need (cfg->mistake) */
	double *real;		/* value-for-bound: every node's real value
				   (MAX's view) to this iteration's horizon */
	double ga, gb;		/* global-bounds: the one alpha and beta */
	double **up;		/* early-bound: up[d], the bound variable of the
				   node being searched at depth d, and vs[d] */
	double **vs;		/* its value so far */
};

/* +1 at MAX nodes, -1 at MIN nodes: turns a side-to-move score into MAX's. */
static double
color(const struct search *s, int n)
{
	return tree_player(s->t, n) == PLAYER_MAX ? 1 : -1;
}

static int
kid(const struct search *s, int n, int k)
{
	return s->kids[s->t->node[n].first + k];
}

/* The cutoff rule: alpha >= beta in the notes; alpha > beta if asked. */
static int
cuts(const struct search *s, double alpha, double beta)
{
	return s->cfg->cutoff == CUT_GE ? alpha >= beta : alpha > beta;
}

/* The smallest step above x: 1 on integer trees, else the next double. */
static double
above(const struct search *s, double x)
{
	return s->tr->eps > 0 ? x + s->tr->eps : nextafter(x, INFINITY);
}

static double
below(const struct search *s, double x)
{
	return s->tr->eps > 0 ? x - s->tr->eps : nextafter(x, -INFINITY);
}

static void
ev(struct search *s, enum ev_kind kind, int n, int c, double a, double b)
{
	trace_add(s->tr, kind, n, c, a, b);
}

/*
 * After a cutoff at n after its k-th child: the children never searched.
 * The cut-child misconception crosses out the k-th child too.
 */
static void
prune_rest(struct search *s, int n, int k)
{
	ev(s, EV_CUTOFF, n, kid(s, n, k), 0, 0);
	if (s->cfg->mistake == MISTAKE_CUT_CHILD)
		ev(s, EV_PRUNE, n, kid(s, n, k), 0, 0);
	for (k++; k < s->t->node[n].nkids; k++)
		ev(s, EV_PRUNE, n, kid(s, n, k), 0, 0);
}

/*
 * TERMINAL-TEST: a leaf, or a node at the depth limit, is scored without
 * search (seed 003's evaluation at the horizon).  sign turns MAX's view into
 * the side to move's for the negamax formulations.  Returns 1 if n is one.
 */
static int
terminal(struct search *s, int n, double sign, double *v)
{
	const struct tree_node *nd = &s->t->node[n];

	if (nd->nkids == 0) {
		*v = sign * tree_value(s->t, n);
		ev(s, EV_LEAF, n, TREE_NONE, *v, 0);
		return 1;
	}
	if (nd->depth == s->depth) {
		*v = sign * tree_eval(s->t, n);
		ev(s, EV_EVAL, n, TREE_NONE, *v, 0);
		return 1;
	}
	return 0;
}

/* Whether n is scored without search: a leaf, or at the depth limit. */
static int
static_node(const struct search *s, int n)
{
	const struct tree_node *nd = &s->t->node[n];

	return nd->nkids == 0 || nd->depth == s->depth;
}

/*
 * The misconception that the root's children are separate searches: each
 * starts again from the root's first window, so no bound found under one
 * child of the root ever prunes under another.
 */
static int
reset_at_root(const struct search *s, int n)
{
	return n == 0 && s->cfg->mistake == MISTAKE_ROOT_WINDOW;
}

static double max_value(struct search *s, int n, double alpha, double beta);
static double min_value(struct search *s, int n, double alpha, double beta);
static double chance_value(struct search *s, int n, double alpha,
    double beta);
static double chance_minmax(struct search *s, int n, double alpha,
    double beta);

/*
 * The value-for-bound misconception: a node hands up its real value (MAX's
 * view), as if the search had learnt it where it only bounds it.  Every
 * other search hands up v as it is.
 */
static double
handed_up(const struct search *s, int n, double v)
{
	return s->cfg->mistake == MISTAKE_VALUE_FOR_BOUND ? s->real[n] : v;
}

/*
 * The early-bound misconception: node n's value so far, v, already raises
 * its parent's alpha (lowers its beta) before n has finished, as if n could
 * not still change.  The parent's later children, and its cutoff test, see
 * that bound.
 */
static void
leak_up(struct search *s, int n, double v)
{
	int p = s->t->node[n].parent;
	double *b;

	if (s->cfg->mistake != MISTAKE_EARLY || p == TREE_NONE)
		return;
	b = s->up[s->t->node[p].depth];
	if (tree_player(s->t, p) == PLAYER_MAX ? v > *b : v < *b) {
		*b = v;
		/* the parent takes it as if n had returned it */
		ev(s, EV_UPDATE, p, n, *s->vs[s->t->node[p].depth], v);
	}
}

/*
 * The early-range misconception: node n, a child of a chance node, hands
 * its value so far v to the chance node before it has finished, and the
 * chance node judges its range with it: when v falls outside the window
 * (alpha, beta) the chance node gave n, on either side, the chance node is
 * taken to be cut, and n stops here.  On one side that is sound and Star1
 * cuts the same (MAX's v only grows: v >= beta stays true); on the other
 * it is the mistake (v <= alpha at MAX: n's later children could still
 * raise it).  Returns 1 when n stops.
 */
static int
range_early(const struct search *s, int n, double v, double alpha,
    double beta)
{
	int p = s->t->node[n].parent;

	if (s->cfg->mistake != MISTAKE_EARLY_RANGE || p == TREE_NONE ||
	    !tree_is_chance(s->t, p))
		return 0;
	return cuts(s, alpha, v) || cuts(s, v, beta);
}

/*
 * After node n's k-th child (MAX-VALUE and MIN-VALUE alike): whether n
 * stops there, cut (cut), or taken to be cut by the early-range
 * misconception; its other children are then pruned.  Otherwise its value
 * so far v may leak up (the early-bound misconception).
 */
static int
stops(struct search *s, int n, int k, int cut, double v, double alpha0,
    double beta0)
{
	int more = k + 1 < s->t->node[n].nkids;

	if (cut || (more && range_early(s, n, v, alpha0, beta0))) {
		prune_rest(s, n, k);
		return 1;
	}
	if (more)
		leak_up(s, n, v);
	return 0;
}

/*
 * The misconceptions that keep a node's bound wrongly: global-bounds reads
 * alpha and beta back from the one global pair after every child (a bound
 * set anywhere below is still there); lowered-bound sets the bound to the
 * child's value x even when that is worse for the node.  Otherwise the
 * bound moves only when v improves on it.
 */
static double
raised(const struct search *s, int maxing, double bound, double v, double x)
{
	if (s->cfg->mistake == MISTAKE_LOWERED)
		return x;
	return maxing ? (v > bound ? v : bound) : (v < bound ? v : bound);
}

/*
 * The value of node n seen through the window (alpha, beta), for the MAX/MIN
 * formulations.  Under MTD(f) a memory of earlier passes comes first: a
 * bound already known to fall outside the window answers without a search
 * (Plaat's AlphaBetaWithMemory), and one inside narrows the window.
 */
static double
value(struct search *s, int n, double alpha, double beta)
{
	double v;

	if (s->lo != NULL) {
		if (s->lo[n] >= beta) {
			ev(s, EV_RECALL, n, TREE_NONE, s->lo[n], BOUND_LOWER);
			return s->lo[n];
		}
		if (s->hi[n] <= alpha) {
			ev(s, EV_RECALL, n, TREE_NONE, s->hi[n], BOUND_UPPER);
			return s->hi[n];
		}
		alpha = fmax(alpha, s->lo[n]);
		beta = fmin(beta, s->hi[n]);
	}
	if (!terminal(s, n, 1, &v)) {
		switch (tree_player(s->t, n)) {
		case PLAYER_MAX:
			v = max_value(s, n, alpha, beta);
			break;
		case PLAYER_MIN:
			v = min_value(s, n, alpha, beta);
			break;
		case PLAYER_CHANCE:
			v = s->cfg->mistake == MISTAKE_CHANCE_MINMAX ?
			    chance_minmax(s, n, alpha, beta) :
			    chance_value(s, n, alpha, beta);
			break;
		}
	}
	if (s->lo != NULL) {
		/* What this search proved: a leaf's value, or an exact value
		   inside the window, or a bound outside it. */
		if (!static_node(s, n) && v <= alpha)
			s->hi[n] = v;
		else if (!static_node(s, n) && v >= beta)
			s->lo[n] = v;
		else
			s->lo[n] = s->hi[n] = v;
	}
	return v;
}

/*
 * MAX-VALUE: MAX picks the largest child value; v is the best found so far.
 * Fail-soft (seeds 001, 002) starts v at -inf and returns it as it is, even
 * outside the window, so the caller learns as much as the search found out.
 * Fail-hard (seed 000's code: alph = max(alph, child); return alph) starts v
 * at alpha, so v is always this node's alpha.
 */
static double
max_value(struct search *s, int n, double alpha, double beta)
{
	double v, alpha0, beta0;
	int k, test_first = cfg_test_first(s->cfg);

	/* The misconception that nothing comes down from above the parent:
	   MAX forgets the alpha it was given and starts from its own. */
	if (s->cfg->mistake == MISTAKE_SHALLOW)
		alpha = -INFINITY;
	alpha0 = alpha;
	beta0 = beta;
	v = s->cfg->algo == ALGO_ALPHABETA_HARD ? alpha : -INFINITY;
	if (s->up != NULL) {
		s->up[s->t->node[n].depth] = &alpha;
		s->vs[s->t->node[n].depth] = &v;
	}
	ev(s, EV_ENTER, n, TREE_NONE, alpha, beta);
	for (k = 0; k < s->t->node[n].nkids; k++) {
		int c = kid(s, n, k);
		double x = reset_at_root(s, n) ? value(s, c, alpha0, beta0) :
		    value(s, c, alpha, beta);

		int cut;

		if (s->cfg->mistake == MISTAKE_GLOBAL) {
			alpha = s->ga;	/* as the child below left them */
			beta = s->gb;
		}
		if (x > v)
			v = x;
		/*
		 * Cutoff (a "beta cut"): v >= beta means MAX can already get
		 * at least beta here, but MIN, one level up, has a way to hold
		 * MAX to beta elsewhere, so MIN will never let play reach this
		 * node.  The remaining children cannot matter.  Equality cuts
		 * too (seed 000): they could not do better, only worse.
		 *
		 * Seeds 000 and 001 first raise alpha (MAX is now sure of at
		 * least v here) and then test alpha >= beta; AIMA and CS188
		 * test v >= beta first and raise alpha only when there is no
		 * cut, so a cut node keeps the alpha it came in with.
		 */
		if (test_first) {
			cut = cuts(s, v, beta);
			if (!cut)
				alpha = raised(s, 1, alpha, v, x);
		} else {
			alpha = raised(s, 1, alpha, v, x);
			cut = cuts(s, alpha, beta);
		}
		s->ga = alpha;
		ev(s, EV_UPDATE, n, c, v, alpha);
		if (stops(s, n, k, cut, v, alpha0, beta0))
			break;
	}
	/*
	 * v is exact when alpha_in < v < beta_in (case 1 for the parent); if
	 * we were cut, v is only a lower bound: the real value is >= v.
	 * Fail-soft, v is exact too when nothing below was pruned: it is then
	 * the largest of exact values.
	 */
	v = handed_up(s, n, v);
	ev(s, EV_RETURN, n, TREE_NONE, v, 0);
	return v;
}

/* MIN-VALUE: the mirror image, for the player who wants the smallest value. */
static double
min_value(struct search *s, int n, double alpha, double beta)
{
	double v, alpha0, beta0;
	int k, test_first = cfg_test_first(s->cfg);

	if (s->cfg->mistake == MISTAKE_SHALLOW)
		beta = INFINITY;
	alpha0 = alpha;
	beta0 = beta;
	v = s->cfg->algo == ALGO_ALPHABETA_HARD ? beta : INFINITY;
	if (s->up != NULL) {
		s->up[s->t->node[n].depth] = &beta;
		s->vs[s->t->node[n].depth] = &v;
	}
	ev(s, EV_ENTER, n, TREE_NONE, alpha, beta);
	for (k = 0; k < s->t->node[n].nkids; k++) {
		int c = kid(s, n, k);
		double x = reset_at_root(s, n) ? value(s, c, alpha0, beta0) :
		    value(s, c, alpha, beta);

		int cut;

		if (s->cfg->mistake == MISTAKE_GLOBAL) {
			alpha = s->ga;
			beta = s->gb;
		}
		if (x < v)
			v = x;
		/*
		 * Cutoff (an "alpha cut"): v <= alpha means MIN can hold MAX
		 * to at most alpha here, but MAX already has alpha elsewhere,
		 * so MAX will never choose this node.  Lowering beta (MIN can
		 * now hold MAX to at most v here) comes before the test or,
		 * in AIMA and CS188, after it and only when there is no cut.
		 */
		if (test_first) {
			cut = cuts(s, alpha, v);
			if (!cut)
				beta = raised(s, 0, beta, v, x);
		} else {
			beta = raised(s, 0, beta, v, x);
			cut = cuts(s, alpha, beta);
		}
		s->gb = beta;
		ev(s, EV_UPDATE, n, c, v, beta);
		if (stops(s, n, k, cut, v, alpha0, beta0))
			break;
	}
	/* If we were cut, v is only an upper bound: the real value is <= v
	   (unless nothing below was pruned, fail-soft: then v is exact). */
	v = handed_up(s, n, v);
	ev(s, EV_RETURN, n, TREE_NONE, v, 0);
	return v;
}

/*
 * Ballard's Star1 (1983): alpha-beta through a chance node.  Its value is
 * the sum of p_i v_i over its children.  Before child k is searched, the
 * children before it have returned v_1..v_(k-1) exactly: their part of
 * the sum is S; the children after it, of probability R in all, are
 * unknown, but each lies within the leaves' bounds [L, U].  So the chance
 * node's value will lie in [S + p_k v_k + L R, S + p_k v_k + U R].
 *
 * It is at most alpha, and the node above will not come here, as soon as
 * S + p_k v_k + U R <= alpha, that is v_k <= A_k = (alpha - S - U R) / p_k;
 * it is at least beta, and the node above will not let play come here,
 * as soon as v_k >= B_k = (beta - S - L R) / p_k.  Child k only needs to be
 * searched with the window (A_k, B_k), narrowed to the bounds, since no
 * value lies outside them: (max(A_k, L), min(B_k, U)).  When v_k falls on
 * or past one end, the rest are pruned and the chance node returns the end
 * of its range on that side: a bound, as a cut MAX or MIN node does.
 * Under --cutoff gt the tests are strict, as the cut rule is.
 *
 * Without bounds, L = -inf and U = +inf: while some child is still to
 * come (R > 0), A_k = -inf and B_k = +inf, so the child gets the whole
 * window and nothing is cut; only the last child (R = 0) gets a window of
 * its own, (alpha - S) / p_k to (beta - S) / p_k.  (U R is taken as 0
 * when R is 0, the convention that makes the formula hold.)
 *
 * The same node under expectimax (minimax below) averages every child.
 */
/*
 * The cut rule at a chance node, a >= b (a > b under --cutoff gt), with
 * numbers that differ by less than a billionth of their size taken as
 * equal: A and B come out of divisions by probabilities such as 0.1 and
 * 0.3, whose doubles are not exact, and a test of 10 against
 * 10.000000000000002 should be the test of 10 against 10 it stands for.
 */
static int
chance_cuts(const struct search *s, double a, double b)
{
	double tol;

	if (isinf(a) || isinf(b))
		return cuts(s, a, b);
	tol = 1e-9 * (1 + fabs(a) + fabs(b));
	return s->cfg->cutoff == CUT_GE ? a >= b - tol : a > b + tol;
}

/*
 * Star1's cutoff at chance node n after its k-th child: the children after
 * it are left unsearched, and n returns v, the end of its range on the
 * side it failed (side: BOUND_UPPER when it failed low, its value is at
 * most v; BOUND_LOWER when high).
 */
static double
chance_cut(struct search *s, int n, int k, double v, enum bound side)
{
	v = tree_round(v);
	ev(s, EV_CUTOFF, n, k >= 0 ? kid(s, n, k) : TREE_NONE, v, side);
	for (k++; k < s->t->node[n].nkids; k++)
		ev(s, EV_PRUNE, n, kid(s, n, k), 0, 0);
	ev(s, EV_RETURN, n, TREE_NONE, v, 0);
	return v;
}

static double
chance_value(struct search *s, int n, double alpha, double beta)
{
	const struct tree *t = s->t;
	double lo = t->bounded ? t->lo : -INFINITY;
	double hi = t->bounded ? t->hi : INFINITY;
	double sum = 0, done = 0;	/* S, and the probability searched */
	int k, nk = t->node[n].nkids;

	ev(s, EV_ENTER, n, TREE_NONE, alpha, beta);
	for (k = 0; k < nk; k++) {
		int c = kid(s, n, k);
		double p = trace_prob(s->tr, t, c), rest, a, b, x, wa, wb;
		struct event e;

		/* R: the probability of the children after this one */
		done += p;
		rest = k == nk - 1 ? 0 : fmax(0, 1 - done);
		/* to 12 digits (tree_round): the window (6 - 4.77273) /
		   0.204545 stands for is 6, not 5.999999999999999, under which
		   a child would be cut at 6 > 5.999999999999999 */
		a = tree_round((alpha - sum - (rest > 0 ? hi * rest : 0)) / p);
		b = tree_round((beta - sum - (rest > 0 ? lo * rest : 0)) / p);
		ev(s, EV_CHANCE, n, c, a, b);
		e.a = a;
		e.b = b;	/* the window, as the replay will read it */
		/*
		 * No value of child k can help when A_k is at or past U (or B_k
		 * at or past L): the chance node fails before child k is
		 * searched.  It happens when the chance node comes in with a
		 * window at the edge of the bounds (alpha = U, beta = L): its
		 * child would get an empty window, whose answer bounds nothing.
		 */
		if (chance_cuts(s, a, hi))
			return chance_cut(s, n, k - 1, sum + hi * (p + rest),
			    BOUND_UPPER);
		if (chance_cuts(s, lo, b))
			return chance_cut(s, n, k - 1, sum + lo * (p + rest),
			    BOUND_LOWER);
		trace_chance_window(t, &e, &wa, &wb);
		x = value(s, c, wa, wb);
		sum += p * x;
		ev(s, EV_UPDATE, n, c, sum, x);
		/*
		 * Fail low: even if every child still to come were worth U,
		 * the chance node would be worth at most alpha, which the
		 * player above already has elsewhere.
		 */
		if (chance_cuts(s, a, x))
			return chance_cut(s, n, k, sum + (rest > 0 ? hi * rest :
			    0), BOUND_UPPER);
		/* Fail high: even if they were all worth L, it is at least
		   beta, more than the player above will allow. */
		if (chance_cuts(s, x, b))
			return chance_cut(s, n, k, sum + (rest > 0 ? lo * rest :
			    0), BOUND_LOWER);
	}
	/* every child searched and none fell outside its window: the sum is
	   the chance node's exact value */
	sum = tree_round(sum);
	ev(s, EV_RETURN, n, TREE_NONE, sum, 0);
	return sum;
}

/*
 * The chance-minmax misconception: a chance node searched as if it were a
 * MIN or a MAX node.  Each child gets the chance node's own window, no
 * window is derived from the leaves' bounds, and the chance node is cut as
 * soon as one child's value is <= alpha (as MIN would be) or >= beta (as
 * MAX would be), handing up that child's value.  The probabilities are
 * summed as they should be when no child falls outside the window.  The
 * cut is unsound: the children still to come could lift (or sink) the
 * expectation back inside the window.
 */
static double
chance_minmax(struct search *s, int n, double alpha, double beta)
{
	const struct tree *t = s->t;
	double sum = 0;
	int k;

	ev(s, EV_ENTER, n, TREE_NONE, alpha, beta);
	for (k = 0; k < t->node[n].nkids; k++) {
		int c = kid(s, n, k);
		double x = value(s, c, alpha, beta);

		sum += trace_prob(s->tr, t, c) * x;
		ev(s, EV_UPDATE, n, c, sum, x);
		if (cuts(s, alpha, x))
			return chance_cut(s, n, k, x, BOUND_UPPER);
		if (cuts(s, x, beta))
			return chance_cut(s, n, k, x, BOUND_LOWER);
	}
	sum = tree_round(sum);	/* to 12 digits, as Star1's */
	ev(s, EV_RETURN, n, TREE_NONE, sum, 0);
	return sum;
}

/*
 * Negamax alpha-beta (seed 004), and PVS on top of it.  Scores are from the
 * side to move at n.  A child is searched with (-beta, -alpha): what is good
 * for the opponent is bad for us, so the window turns over with the score.
 *
 * Fail-hard, as in seed 004: "if (val >= beta) return beta; if (val > alpha)
 * alpha = val; ... return alpha", so the result never leaves the window.
 * Fail-soft (--fail soft) keeps the best score and returns it as it is.
 *
 * PVS searches the first child with the full window and every later one with
 * a null window (alpha, alpha + 1) that only asks "is it better than alpha?";
 * when the answer is yes (and below beta) it searches that child again with
 * the full window to learn its score.
 */
static double negamax_ab(struct search *s, int n, double alpha, double
    beta);

/*
 * Child c's score from its parent's side, searched with the parent's window
 * (alpha, beta).  Seed 004 writes "-search(child, -beta, -alpha)" because
 * the side to move changes at every ply; where it does not (a side that
 * moves twice, several MIN agents in a row), the score and the window are
 * already the parent's and nothing is turned over.
 */
static double
child_ab(struct search *s, int c, double alpha, double beta)
{
	if (!tree_turns(s->t, c))
		return negamax_ab(s, c, alpha, beta);
	return -negamax_ab(s, c, -beta, -alpha);
}

static double
negamax_ab(struct search *s, int n, double alpha, double beta)
{
	int hard = cfg_fail_hard(s->cfg), pvs = s->cfg->algo == ALGO_PVS;
	double best, x, alpha0;
	int k;

	if (terminal(s, n, color(s, n), &x))
		return x;
	if (s->cfg->mistake == MISTAKE_SHALLOW)
		alpha = -INFINITY;	/* only the parent's bound (beta) */
	alpha0 = alpha;
	best = hard ? alpha : -INFINITY;
	ev(s, EV_ENTER, n, TREE_NONE, alpha, beta);
	for (k = 0; k < s->t->node[n].nkids; k++) {
		int c = kid(s, n, k);

		/* the window the child is searched with */
		double a = reset_at_root(s, n) ? alpha0 : alpha;

		if (pvs && k > 0) {
			double scout = above(s, a);

			ev(s, EV_PROBE, n, c, a, scout);
			x = child_ab(s, c, a, scout);
			/* a leaf's probe is already exact */
			if (x > a && x < beta && !static_node(s, c)) {
				ev(s, EV_RESEARCH, n, c, a, beta);
				x = child_ab(s, c, a, beta);
			}
		} else {
			x = child_ab(s, c, a, beta);
		}
		if (hard) {
			if (cuts(s, x, beta)) {
				/* "return beta", tested before alpha is raised:
				   alpha stays as it came in */
				ev(s, EV_UPDATE, n, c, beta, alpha);
				prune_rest(s, n, k);
				x = color(s, n) * handed_up(s, n, color(s, n) * beta);
				ev(s, EV_RETURN, n, TREE_NONE, x, 0);
				return x;
			}
			alpha = raised(s, 1, alpha, x, x);
			best = alpha;
		} else {
			if (x > best)
				best = x;
			alpha = raised(s, 1, alpha, best, x);
		}
		ev(s, EV_UPDATE, n, c, best, alpha);
		if (cuts(s, alpha, beta)) {
			prune_rest(s, n, k);
			break;
		}
	}
	best = color(s, n) * handed_up(s, n, color(s, n) * best);
	ev(s, EV_RETURN, n, TREE_NONE, best, 0);
	return best;
}

/*
 * Minimax: every child of every node is searched, so every value is exact.
 * The window stays (-inf, +inf); it is recorded only so that the trace has
 * the same shape as alpha-beta's.
 */
static double
minimax(struct search *s, int n)
{
	enum player who = tree_player(s->t, n);
	int is_max = who == PLAYER_MAX;
	double v = is_max ? -INFINITY : INFINITY, x;
	int k;

	if (terminal(s, n, 1, &x))
		return x;
	ev(s, EV_ENTER, n, TREE_NONE, -INFINITY, INFINITY);
	if (who == PLAYER_CHANCE)
		v = 0;	/* expectimax: the sum of p_i v_i, child by child */
	for (k = 0; k < s->t->node[n].nkids; k++) {
		int c = kid(s, n, k);

		x = minimax(s, c);
		if (who == PLAYER_CHANCE) {
			v += trace_prob(s->tr, s->t, c) * x;
			if (k == s->t->node[n].nkids - 1)
				v = tree_round(v);	/* as tree_minimax */
			ev(s, EV_UPDATE, n, c, v, x);
			continue;
		}
		if (is_max ? x > v : x < v)
			v = x;
		ev(s, EV_UPDATE, n, c, v, is_max ? -INFINITY : INFINITY);
	}
	ev(s, EV_RETURN, n, TREE_NONE, v, 0);
	return v;
}

/* Negamax (seed 004's first listing): best = max over -NegaMax(child). */
static double
negamax(struct search *s, int n)
{
	double best = -INFINITY, x;
	int k;

	if (terminal(s, n, color(s, n), &x))
		return x;
	ev(s, EV_ENTER, n, TREE_NONE, -INFINITY, INFINITY);
	for (k = 0; k < s->t->node[n].nkids; k++) {
		int c = kid(s, n, k);

		/* the child's score from here: negated where the side to
		   move changes, as it does at every ply of seed 004 */
		x = tree_turns(s->t, c) ? -negamax(s, c) : negamax(s, c);
		if (x > best)
			best = x;
		ev(s, EV_UPDATE, n, c, best, -INFINITY);
	}
	ev(s, EV_RETURN, n, TREE_NONE, best, 0);
	return best;
}

/* One search of the whole tree with root window (alpha, beta), MAX's view. */
static double
pass(struct search *s, double alpha, double beta)
{
	double c = color(s, 0);

	ev(s, EV_PASS, 0, s->depth, alpha, beta);
	s->ga = alpha;	/* global-bounds: the globals start as the window */
	s->gb = beta;
	switch (s->cfg->algo) {
	case ALGO_MINIMAX:
	case ALGO_EXPECTIMAX:
		return minimax(s, 0);
	case ALGO_NEGAMAX:
		return c * negamax(s, 0);
	case ALGO_NEGAMAX_AB:
	case ALGO_PVS:
		/* the root's window from the side to move there */
		return c > 0 ? negamax_ab(s, 0, alpha, beta) :
		    -negamax_ab(s, 0, -beta, -alpha);
	default:
		return value(s, 0, alpha, beta);
	}
}

/*
 * MTD(f) (Plaat et al.): a sequence of null-window passes, each asking "is
 * the value at least beta?", that closes the bounds [lower, upper] around
 * the value, starting from a first guess.  The memory makes each pass
 * revisit only what the last one did not settle.
 */
/* MTD(f)'s memory knows nothing yet: every value in (-inf, +inf). */
static void
forget(struct search *s)
{
	int i;

	for (i = 0; i < s->t->n; i++) {
		s->lo[i] = -INFINITY;
		s->hi[i] = INFINITY;
	}
}

static double
mtdf(struct search *s, double guess)
{
	double g = guess, lower = -INFINITY, upper = INFINITY;

	forget(s);	/* a new depth limit makes old bounds wrong */
	while (lower < upper && !s->tr->oom) {
		double beta = g == lower ? above(s, g) : g;

		g = pass(s, below(s, beta), beta);
		if (g < beta)
			upper = g;
		else
			lower = g;
	}
	return g;
}

/*
 * One search to the current horizon.  An aspiration window that the value
 * falls outside of is searched again, open on the side it failed.
 */
static double
search_once(struct search *s, double guess)
{
	const struct search_cfg *cfg = s->cfg;
	double v;

	if (cfg->algo == ALGO_MTDF)
		return mtdf(s, guess);
	if (!cfg->window || !algo_prunes(cfg->algo))
		return pass(s, -INFINITY, INFINITY);
	v = pass(s, cfg->lo, cfg->hi);
	if (v <= cfg->lo)
		v = pass(s, -INFINITY, cfg->hi);	/* failed low */
	else if (v >= cfg->hi)
		v = pass(s, cfg->lo, INFINITY);	/* failed high */
	return v;
}

/* A child's sort key, scaled so that larger is tried first; NAN: no key. */
struct keyed {
	double key;
	int kid;
	int pos;
};

static int
cmp_keyed(const void *pa, const void *pb)
{
	const struct keyed *a = pa, *b = pb;
	int na = isnan(a->key), nb = isnan(b->key);

	if (na != nb)
		return na - nb;		/* keyless children last */
	if (!na && a->key != b->key)
		return a->key > b->key ? -1 : 1;
	return (a->pos > b->pos) - (a->pos < b->pos);
}

/*
 * Sort each node's children by key (MAX's view): the mover's best first
 * (dir 1) or worst first (dir -1); dir 0: the largest key first, whoever
 * moves (--order prob's probabilities).  Ties and keyless children keep
 * their current order.  Returns 0, or -1 when out of memory.
 */
static int
sort_kids(struct search *s, const double *key, int dir)
{
	const struct tree *t = s->t;
	struct keyed *tmp;
	int i, k, most = 1;

	for (i = 0; i < t->n; i++)
		if (t->node[i].nkids > most)
			most = t->node[i].nkids;
	if ((tmp = malloc((size_t)most * sizeof(*tmp))) == NULL)
		return -1;
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];
		double d = dir != 0 ? dir * color(s, i) : 1;

		/* no one chooses at a chance node: no best child to put first
		   (its children go by their own key only under dir 0) */
		if (dir != 0 && tree_is_chance(t, i))
			continue;

		for (k = 0; k < nd->nkids; k++) {
			tmp[k].kid = s->kids[nd->first + k];
			tmp[k].key = d * key[tmp[k].kid];
			tmp[k].pos = k;
		}
		qsort(tmp, (size_t)nd->nkids, sizeof(*tmp), cmp_keyed);
		for (k = 0; k < nd->nkids; k++)
			s->kids[nd->first + k] = tmp[k].kid;
	}
	free(tmp);
	return 0;
}

/* The move order cfg asks for, before any iteration reorders it. */
static int
first_order(struct search *s)
{
	const struct tree *t = s->t;
	double *key;
	int i, k, rc;

	for (i = 0; i < t->n; i++)
		s->kids[i] = i;
	switch (s->cfg->order) {
	case ORDER_LTR:
		return 0;
	case ORDER_RTL:
		for (i = 0; i < t->n; i++) {
			const struct tree_node *nd = &t->node[i];

			for (k = 0; k < nd->nkids; k++)
				s->kids[nd->first + k] = nd->first + nd->nkids -
				    1 - k;
		}
		return 0;
	default:
		break;
	}
	if ((key = malloc((size_t)t->n * sizeof(*key))) == NULL)
		return -1;
	if (s->cfg->order == ORDER_PROB) {
		/* a chance node's children most probable first (AIMA's
		   question: which outcomes should Star1 look at first?), ties
		   in the file's order; every other node's as written */
		for (i = 0; i < t->n; i++)
			key[i] = t->node[i].parent != TREE_NONE &&
			    tree_is_chance(t, t->node[i].parent) ?
			    tree_prob(t, i) : NAN;
	} else if (s->cfg->order == ORDER_EVAL) {
		for (i = 0; i < t->n; i++)
			key[i] = tree_has_eval(t, i) ? tree_eval(t, i) :
			    t->node[i].nkids == 0 ? tree_value(t, i) : NAN;
	} else {
		tree_minimax(t, s->cfg->depth, key);
	}
	rc = sort_kids(s, key, s->cfg->order == ORDER_PROB ? 0 :
	    s->cfg->order == ORDER_WORST ? -1 : 1);
	free(key);
	return rc;
}

/*
 * Iterative deepening (seed 001): what each node returned in the last
 * iteration (MAX's view; NAN if not searched) orders its siblings in the
 * next one, best first.
 */
static int
reorder_by(struct search *s, size_t from, double *key)
{
	const struct trace *tr = s->tr;
	int i, neg = algo_negamax(s->cfg->algo);
	size_t e;

	for (i = 0; i < s->t->n; i++)
		key[i] = NAN;
	for (e = from; e < tr->n; e++) {
		const struct event *x = &tr->ev[e];

		if (x->kind == EV_RETURN || x->kind == EV_LEAF ||
		    x->kind == EV_EVAL || x->kind == EV_RECALL)
			key[x->node] = neg ? color(s, x->node) * x->a : x->a;
	}
	return sort_kids(s, key, 1);
}

/* 1 when every leaf value and eval is a whole number. */
static int
integral(const struct tree *t)
{
	int i;

	/* a node's one number: a leaf's value, an eval, or 0 */
	for (i = 0; i < t->n; i++)
		if (t->node[i].v != floor(t->node[i].v))
			return 0;
	return 1;
}

int
ab_check(const struct tree *t, const struct search_cfg *cfg, char *err,
    size_t errsz)
{
	char id[TREE_ID_MAX];
	int i;

	if (t->nchance > 0 && !algo_chance(cfg->algo)) {
		MSG_FORMAT(err, errsz, M_ERR_CHANCE_ALGO, algo_name[cfg->algo]);
		return -1;
	}
	if (t->nchance > 0 && cfg->mistake != MISTAKE_NONE &&
	    !mistake_chance(cfg->mistake)) {
		MSG_FORMAT(err, errsz, M_ERR_CHANCE_MISTAKE,
		    mistake_name[cfg->mistake]);
		return -1;
	}
	if (t->nchance == 0 && mistake_chance(cfg->mistake)) {
		MSG_FORMAT(err, errsz, M_ERR_MISTAKE_NEEDS_CHANCE,
		    mistake_name[cfg->mistake]);
		return -1;
	}
	if (cfg->depth < 0)
		return 0;
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		if (nd->nkids == 0 || tree_has_eval(t, i) ||
		    nd->depth > cfg->depth || nd->depth == 0 ||
		    (nd->depth < cfg->depth && !cfg->iterative))
			continue;
		if (cfg->iterative)
			MSG_FORMAT(err, errsz, M_ERR_NODE_AT_DEPTH_HAS,
			    tree_id(t, i,
			    id), MSG_INT(nd->depth), MSG_INT(cfg->depth));
		else
			MSG_FORMAT(err, errsz, M_ERR_NODE_AT_DEPTH_HAS_2,
			    tree_id(t, i,
			    id), MSG_INT(nd->depth), MSG_INT(cfg->depth));
		return -1;
	}
	return 0;
}

int
ab_order(const struct tree *t, const struct search_cfg *cfg, int *kids)
{
	struct search s;

	memset(&s, 0, sizeof(s));
	s.t = t;
	s.cfg = cfg;
	s.kids = kids;
	return first_order(&s);
}

int
ab_search(const struct tree *t, const struct search_cfg *cfg,
    struct trace *tr)
{
	return ab_search_from(t, cfg, NULL, tr);
}

int
ab_search_from(const struct tree *t, const struct search_cfg *cfg,
    const int *kids, struct trace *tr)
{
	struct search s;
	double *key = NULL, v = 0;
	int d, rc = -1;

	memset(&s, 0, sizeof(s));
	s.t = t;
	s.cfg = cfg;
	s.tr = tr;
	tr->cfg = *cfg;
	tr->eps = integral(t) ? 1 : 0;
	s.kids = malloc((size_t)t->n * sizeof(*s.kids));
	if (cfg->mistake == MISTAKE_VALUE_FOR_BOUND &&
	    (s.real = malloc((size_t)t->n * sizeof(*s.real))) == NULL)
		goto out;
	if (cfg->mistake == MISTAKE_EARLY && ((s.up = calloc((size_t)t->height +
	    1, sizeof(*s.up))) == NULL || (s.vs = calloc((size_t)t->height + 1,
	    sizeof(*s.vs))) == NULL))
		goto out;
	if (cfg->algo == ALGO_MTDF) {
		s.lo = malloc((size_t)t->n * sizeof(*s.lo));
		s.hi = malloc((size_t)t->n * sizeof(*s.hi));
		if (s.lo == NULL || s.hi == NULL)
			goto out;
		forget(&s);
		/* MTD(f)'s first guess: the root's eval hint, else 0. */
		if (tree_has_eval(t, 0))
			v = tree_eval(t, 0);
	}
	if (s.kids == NULL)
		goto out;
	if (kids != NULL)
		memcpy(s.kids, kids, (size_t)t->n * sizeof(*s.kids));
	else if (first_order(&s) != 0)
		goto out;
	if (!cfg->iterative || cfg->depth < 1) {
		s.depth = cfg->depth;
		if (s.real != NULL)
			tree_minimax(t, s.depth, s.real);
		v = search_once(&s, v);
	} else {
		if ((key = malloc((size_t)t->n * sizeof(*key))) == NULL)
			goto out;
		for (d = 1; d <= cfg->depth && !tr->oom; d++) {
			size_t from = tr->n;

			s.depth = d;
			if (s.real != NULL)
				tree_minimax(t, s.depth, s.real);
			v = search_once(&s, v);
			if (d < cfg->depth && reorder_by(&s, from, key) != 0)
				goto out;
		}
	}
	tr->result = v;
	rc = tr->oom ? -1 : 0;
out:
	if (rc != 0)
		tr->oom = 1;
	free(key);
	free(s.kids);
	free(s.lo);
	free(s.hi);
	free(s.real);
	free(s.up);
	free(s.vs);
	return rc;
}
