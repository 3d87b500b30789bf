/*
 * truth.h: alpha-beta written again, apart from src/search/ab.c, straight from the
 * pseudocode of the notes, for the tests to hold abviz to.  Plain recursion
 * over struct tree; nothing of src/ but the tree itself is used (not
 * tree_player, not tree_minimax, not the trace), so a mistake in src/ can
 * not hide here by being made twice.
 *
 *   TRUTH_SOFT   seed 001 (and abviz's default):
 *                  bestVal = max(bestVal, value); alpha = max(alpha, bestVal);
 *                  if beta <= alpha: break;  ... return bestVal
 *   TRUTH_AIMA   AIMA 5.3, seed 002, CS188 (the cut tested first):
 *                  v = MAX(v, MIN-VALUE(...)); if v >= beta then return v;
 *                  alpha = MAX(alpha, v)
 *   TRUTH_HARD   seed 000 (OI-wiki):
 *                  alph = max(alph, alpha_beta(...)); if (alph >= beta) break;
 *                  ... return alph      (MIN: beta = min(beta, ...))
 *   TRUTH_NEGA   seed 004, fail-hard negamax:
 *                  val = -AlphaBeta(depth - 1, -beta, -alpha);
 *                  if (val >= beta) return beta; if (val > alpha) alpha = val;
 *                  ... return alpha
 *   TRUTH_NEGA_SOFT  the same, fail-soft: best = max(best, val);
 *                  alpha = max(alpha, best); if (alpha >= beta) break;
 *                  ... return best
 *
 * each under the cut rule ">=" (the notes) or ">" (gt: cut only when
 * strictly past).  Negamax turns the score and the window over only where
 * the side to move changes (a side may move twice).
 *
 * Every node gets a record: whether it was searched, its window on entry,
 * what it returned, its cutoff, its minimax value, seed 000's case, and
 * spec19's full and exact; the searches also keep their own list of steps
 * (enter, leaf, take a child's value, cutoff, return), numbered as the log
 * numbers them, with where every bound of every window was set.
 *
 * Everything is static: one test program includes it.  truth_free frees
 * what truth_search allocates.
 */
#ifndef ABVIZ_TRUTH_H
#define ABVIZ_TRUTH_H

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

enum truth_form {
	TRUTH_SOFT, TRUTH_AIMA, TRUTH_HARD, TRUTH_NEGA, TRUTH_NEGA_SOFT,
	TRUTH_NFORMS
};

static const char *const truth_form_name[TRUTH_NFORMS] = {
	"fail-soft, bound raised first (seed 001)",
	"fail-soft, cut tested first (AIMA, CS188)",
	"fail-hard MAX/MIN (seed 000)",
	"fail-hard negamax (seed 004)",
	"fail-soft negamax",
};

/* The kinds of step, each one numbered step of the log. */
enum truth_step { TS_ENTER, TS_LEAF, TS_UPDATE, TS_CUTOFF, TS_RETURN };

/* What each bound is in the window rule's words (spec19). */
enum truth_bound { TB_EXACT, TB_LOWER, TB_UPPER, TB_NONE };

struct truth_event {
	enum truth_step kind;
	int node;		/* where it happens */
	int child;		/* UPDATE, CUTOFF: the child; else -1 */
	double a, b;		/* ENTER: the window; LEAF, RETURN: a = the
				   value; UPDATE: a = the node's value so far,
				   b = its own bound after (alpha at MAX and in
				   negamax, beta at MIN) */
	double other;		/* UPDATE: the opposite bound (beta at MAX) */
};

struct truth_node {
	int player;		/* 0 MAX, 1 MIN (from the root's player, the
				   depth and the file's flips) */
	int turns;		/* the side to move differs from the parent's */
	int searched;		/* entered, or scored as a leaf */
	int order;		/* 1-based first-visit order */
	double a_in, b_in;	/* window on entry (a leaf: its parent's window
				   when it was scored) in the view of the
				   searches' numbers at this node */
	double a_out, b_out;	/* window when it returned */
	double v;		/* what it returned, same view */
	double mm;		/* the minimax value, same view */
	int best;		/* the child that gave its value: the last
				   whose number changed its running value
				   (v, alph, best), or -1 (none did: a leaf,
				   or fail-hard's own bound stood) */
	int cut;		/* a cutoff happened here */
	int cut_after;		/* the child after which, or -1 */
	int npruned;		/* children the cutoff left unsearched */
	int full;		/* spec19: the search saw every leaf below */
	int exact;		/* spec19: window says exact, or fail-soft and
				   full or on its empty window's number */
	int is_value;		/* v == mm: the number returned is the value */
	enum truth_bound bound;	/* the window rule */
	int kase;		/* seed 000's case as its parent's child; 0 for
				   the root, leaves, unsearched nodes, and a
				   value on an empty window */
	long enter;		/* its ENTER or LEAF event */
	long ret;		/* its RETURN or LEAF event */
	long alpha_from, beta_from;	/* the UPDATE event that set a_in,
					   b_in (at an ancestor); -1: the
					   root's window */
	int alpha_flip, beta_flip;	/* that UPDATE set the other bound, an
					   odd number of turns above (negamax):
					   a_in is minus its beta there */
};

struct truth_cfg {
	enum truth_form form;
	int gt;			/* cut only when alpha > beta */
};

struct truth {
	const struct tree *t;
	struct truth_cfg cfg;
	struct truth_node *nd;	/* nd[i] for every node */
	struct truth_event *ev;	/* the steps, in order; step k is ev[k-1] */
	long nev, cap;
	int norder;
	double value;		/* the root's value, MAX's view */
};

static int
truth_negamax(enum truth_form f)
{
	return f == TRUTH_NEGA || f == TRUTH_NEGA_SOFT;
}

static int
truth_soft(enum truth_form f)
{
	return f == TRUTH_SOFT || f == TRUTH_AIMA || f == TRUTH_NEGA_SOFT;
}

/* The cut rule: alpha >= beta, or alpha > beta under gt. */
static int
truth_cuts(const struct truth *T, double alpha, double beta)
{
	return T->cfg.gt ? alpha > beta : alpha >= beta;
}

static long
truth_add(struct truth *T, enum truth_step kind, int node, int child,
    double a, double b)
{
	struct truth_event *e;

	if (T->nev == T->cap) {
		T->cap = T->cap ? 2 * T->cap : 64;
		T->ev = realloc(T->ev, (size_t)T->cap * sizeof(*T->ev));
		if (T->ev == NULL)
			abort();
	}
	e = &T->ev[T->nev];
	e->kind = kind;
	e->node = node;
	e->child = child;
	e->a = a;
	e->b = b;
	e->other = 0;
	return T->nev++;
}

/* Node n is entered (or scored) with the window (alpha, beta) whose bounds
   came from events af and bf. */
static void
truth_enter(struct truth *T, int n, double alpha, long af, int aflip,
    double beta, long bf, int bflip)
{
	struct truth_node *x = &T->nd[n];

	x->searched = 1;
	x->order = ++T->norder;
	x->a_in = alpha;
	x->b_in = beta;
	x->alpha_from = af;
	x->beta_from = bf;
	x->alpha_flip = aflip;
	x->beta_flip = bflip;
	x->enter = truth_add(T, T->t->node[n].nkids ? TS_ENTER : TS_LEAF, n, -1,
	    alpha, beta);
}

/*
 * MAX-VALUE and MIN-VALUE in one, for the three MAX/MIN forms, numbers from
 * MAX's point of view.  af, bf: where alpha and beta were set.
 */
static double
truth_mm(struct truth *T, int n, double alpha, long af, double beta, long bf)
{
	const struct tree_node *nd = &T->t->node[n];
	struct truth_node *x = &T->nd[n];
	enum truth_form f = T->cfg.form;
	int is_max = x->player == 0, k;
	double v;

	truth_enter(T, n, alpha, af, 0, beta, bf, 0);
	if (nd->nkids == 0) {
		/* a leaf: its value (the LEAF step; there is no return step) */
		x->v = tree_value(T->t, n);
		T->ev[x->enter].a = x->v;
		x->ret = x->enter;
		x->a_out = alpha;
		x->b_out = beta;
		return x->v;
	}
	/* fail-soft starts from the worst value; seed 000 from its own bound */
	if (f == TRUTH_HARD)
		v = is_max ? alpha : beta;
	else
		v = is_max ? -INFINITY : INFINITY;
	for (k = 0; k < nd->nkids; k++) {
		int c = nd->first + k, cut;
		double val = truth_mm(T, c, alpha, af, beta, bf);
		long e = T->nev;	/* the UPDATE step about to be added */

		if (is_max) {
			if (val > v) {
				v = val;	/* v = max(v, value) */
				x->best = c;
			}
			if (f == TRUTH_AIMA) {
				/* if v >= beta then return v;
				   alpha = max(alpha, v) */
				cut = truth_cuts(T, v, beta);
				if (!cut && v > alpha) {
					alpha = v;
					af = e;
				}
			} else {
				/* alpha = max(alpha, v);
				   if alpha >= beta: break */
				if (v > alpha) {
					alpha = v;
					af = e;
				}
				cut = truth_cuts(T, alpha, beta);
			}
			truth_add(T, TS_UPDATE, n, c, v, alpha);
			T->ev[e].other = beta;
		} else {
			if (val < v) {
				v = val;	/* v = min(v, value) */
				x->best = c;
			}
			if (f == TRUTH_AIMA) {
				/* if v <= alpha then return v;
				   beta = min(beta, v) */
				cut = truth_cuts(T, alpha, v);
				if (!cut && v < beta) {
					beta = v;
					bf = e;
				}
			} else {
				if (v < beta) {
					beta = v;
					bf = e;
				}
				cut = truth_cuts(T, alpha, beta);
			}
			truth_add(T, TS_UPDATE, n, c, v, beta);
			T->ev[e].other = alpha;
		}
		if (cut) {
			x->cut = 1;
			x->cut_after = c;
			x->npruned = nd->nkids - k - 1;
			truth_add(T, TS_CUTOFF, n, c, alpha, beta);
			break;
		}
	}
	x->v = v;
	x->a_out = alpha;
	x->b_out = beta;
	x->ret = truth_add(T, TS_RETURN, n, -1, v, 0);
	return v;
}

/*
 * Seed 004's AlphaBeta: every number from the side to move at n.  A child
 * where the side to move changes is searched with (-beta, -alpha) and its
 * score negated; where the same side moves again, with (alpha, beta) as
 * they are.
 */
static double
truth_nega(struct truth *T, int n, double alpha, long af, int aflip,
    double beta, long bf, int bflip)
{
	const struct tree_node *nd = &T->t->node[n];
	struct truth_node *x = &T->nd[n];
	int hard = T->cfg.form == TRUTH_NEGA, k;
	double best;

	truth_enter(T, n, alpha, af, aflip, beta, bf, bflip);
	if (nd->nkids == 0) {
		/* "the evaluation from the side to move" */
		x->v = x->player == 0 ? tree_value(T->t, n) :
		    -tree_value(T->t, n);
		T->ev[x->enter].a = x->v;
		x->ret = x->enter;
		x->a_out = alpha;
		x->b_out = beta;
		return x->v;
	}
	best = hard ? alpha : -INFINITY;
	for (k = 0; k < nd->nkids; k++) {
		int c = nd->first + k;
		long e;
		double val;

		if (T->nd[c].turns)
			val = -truth_nega(T, c, -beta, bf, !bflip, -alpha, af,
			    !aflip);
		else
			val = truth_nega(T, c, alpha, af, aflip, beta, bf,
			    bflip);
		e = T->nev;
		if (hard) {
			/* if (val >= beta) return beta; */
			if (truth_cuts(T, val, beta)) {
				if (beta != best)
					x->best = c;	/* best is now beta */
				truth_add(T, TS_UPDATE, n, c, beta, alpha);
				T->ev[e].other = beta;
				x->cut = 1;
				x->cut_after = c;
				x->npruned = nd->nkids - k - 1;
				truth_add(T, TS_CUTOFF, n, c, alpha, beta);
				x->v = beta;
				x->a_out = alpha;
				x->b_out = beta;
				x->ret = truth_add(T, TS_RETURN, n, -1, beta,
				    0);
				return beta;
			}
			/* if (val > alpha) alpha = val; */
			if (val > alpha) {
				alpha = val;
				af = e;
				aflip = 0;
				x->best = c;
			}
			best = alpha;
			truth_add(T, TS_UPDATE, n, c, best, alpha);
			T->ev[e].other = beta;
			continue;
		}
		if (val > best) {
			best = val;
			x->best = c;
		}
		if (best > alpha) {
			alpha = best;
			af = e;
			aflip = 0;
		}
		truth_add(T, TS_UPDATE, n, c, best, alpha);
		T->ev[e].other = beta;
		if (truth_cuts(T, alpha, beta)) {
			x->cut = 1;
			x->cut_after = c;
			x->npruned = nd->nkids - k - 1;
			truth_add(T, TS_CUTOFF, n, c, alpha, beta);
			break;
		}
	}
	x->v = best;
	x->a_out = alpha;
	x->b_out = beta;
	x->ret = truth_add(T, TS_RETURN, n, -1, best, 0);
	return best;
}

/* Minimax, MAX's view, every node: max over MAX's children, min over MIN's. */
static double
truth_minimax(struct truth *T, int n)
{
	const struct tree_node *nd = &T->t->node[n];
	double v;
	int k;

	if (nd->nkids == 0)
		return T->nd[n].mm = tree_value(T->t, n);
	v = T->nd[n].player == 0 ? -INFINITY : INFINITY;
	for (k = 0; k < nd->nkids; k++) {
		double x = truth_minimax(T, nd->first + k);

		v = T->nd[n].player == 0 ? fmax(v, x) : fmin(v, x);
	}
	return T->nd[n].mm = v;
}

/*
 * The window rule (spec19): inside the window exact; the window empty and
 * the value on it, none; at or below alpha an upper bound; at or above beta
 * a lower one.
 */
static enum truth_bound
truth_bound_of(double v, double a, double b)
{
	if (a < v && v < b)
		return TB_EXACT;
	if (v == a && v == b)
		return TB_NONE;
	return v <= a ? TB_UPPER : TB_LOWER;
}

/*
 * Search t under cfg into T (zeroed here); free it with truth_free.  Also
 * every node's minimax value, full, exact and case.
 */
static void
truth_search(struct truth *T, const struct tree *t, struct truth_cfg cfg)
{
	int i;

	memset(T, 0, sizeof(*T));
	T->t = t;
	T->cfg = cfg;
	T->nd = calloc((size_t)t->n, sizeof(*T->nd));
	if (T->nd == NULL)
		abort();
	/*
	 * Who moves: the root's player, alternating by depth, and turned over
	 * below a node the file gives the other player than alternation says
	 * (its flip).  So a node moves as its parent when its flip differs
	 * from its parent's.
	 */
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];
		struct truth_node *x = &T->nd[i];

		x->player = (t->root_player == PLAYER_MIN) ^ (nd->depth & 1) ^
		    tree_flip(t, i);
		x->turns = nd->parent != TREE_NONE &&
		    x->player != T->nd[nd->parent].player;
		x->cut_after = -1;
		x->best = -1;
		x->enter = x->ret = -1;
	}
	truth_minimax(T, 0);
	if (truth_negamax(cfg.form)) {
		double s = T->nd[0].player == 0 ? 1 : -1;

		/* the root's window from the side to move: (-inf, +inf) */
		T->value = s * truth_nega(T, 0, -INFINITY, -1, 0, INFINITY, -1,
		    0);
		for (i = 0; i < t->n; i++)
			if (T->nd[i].player != 0)
				T->nd[i].mm = -T->nd[i].mm;
	} else {
		T->value = truth_mm(T, 0, -INFINITY, -1, INFINITY, -1);
	}
	/* full, bottom up (children come after their parent in the array) */
	for (i = t->n - 1; i >= 0; i--) {
		const struct tree_node *nd = &t->node[i];
		struct truth_node *x = &T->nd[i];
		int k, all = 1;

		if (!x->searched)
			continue;
		for (k = 0; k < nd->nkids; k++)
			all &= T->nd[nd->first + k].full;
		x->full = all && !(x->cut && x->npruned > 0);
		x->bound = truth_bound_of(x->v, x->a_in, x->b_in);
		if (nd->nkids == 0)
			x->bound = TB_EXACT;	/* a leaf's value is its own */
		/* fail-soft hands up what it saw: a node searched in full,
		   or one that hands back the very number of its empty
		   window (a child past it would have cut it), is exact */
		x->exact = x->bound == TB_EXACT || (truth_soft(cfg.form) &&
		    (x->full || x->bound == TB_NONE));
		x->is_value = x->v == x->mm;
	}
	/*
	 * Seed 000's case of each searched interior child, against its
	 * parent's window when it was called, in the parent's view: 1 inside
	 * it; 2 when it reaches the parent's opposite bound (beta at a
	 * maximizer, alpha at a minimizer), so the parent may be cut; 3 when
	 * it does not reach the parent's own bound (the child was cut).
	 */
	for (i = 1; i < t->n; i++) {
		struct truth_node *x = &T->nd[i];
		int p = t->node[i].parent, maxlike;
		double pv = x->v, pa = x->a_in, pb = x->b_in;

		if (!x->searched || t->node[i].nkids == 0)
			continue;
		if (truth_negamax(cfg.form)) {
			maxlike = 1;
			if (x->turns) {
				pv = -x->v;
				pa = -x->b_in;
				pb = -x->a_in;
			}
		} else {
			maxlike = T->nd[p].player == 0;
		}
		if (pa == pv && pv == pb)
			/* an empty window (gt) with the value on it: case
			   2 and case 3 both fit, so neither is the case */
			x->kase = 0;
		else if (pa < pv && pv < pb)
			x->kase = 1;
		else if (maxlike ? pv >= pb : pv <= pa)
			x->kase = 2;
		else
			x->kase = 3;
	}
}

/*
 * The principal variation into pv (room for the tree's height + 1): from
 * the root, each node's best child (the one that gave its value) while
 * there is one.  Returns its length.
 */
static int
truth_pv(const struct truth *T, int *pv)
{
	int n = 0, i;

	for (i = 0; i >= 0; i = T->nd[i].best)
		pv[n++] = i;
	return n;
}

static void
truth_free(struct truth *T)
{
	free(T->nd);
	free(T->ev);
	memset(T, 0, sizeof(*T));
}

#endif
