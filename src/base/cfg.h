/*
 * cfg.h: what decides a search: the formulation, the conventions, a
 * misconception searched on purpose, how a course writes a bounded value,
 * the course presets that set all of them at once; their names on the
 * command line and in every output; and what kind of number a returned
 * value is (enum bound).  Plain data: it knows no tree and no trace.
 */
#ifndef ABVIZ_CFG_H
#define ABVIZ_CFG_H

/* The formulations of the notes, and three beyond them. */
enum algo {
	ALGO_MINIMAX,		/* seed 000: MAX and MIN, no pruning */
	ALGO_NEGAMAX,		/* seed 004: val = -search(child), no pruning */
	ALGO_ALPHABETA,		/* seeds 001, 002: MAX-VALUE / MIN-VALUE, return v */
	ALGO_ALPHABETA_HARD,	/* seed 000's code: return alpha (MAX) / beta (MIN) */
	ALGO_NEGAMAX_AB,	/* seed 004: (-beta, -alpha); hard unless fail_soft */
	ALGO_PVS,		/* principal variation search (NegaScout) */
	ALGO_MTDF,		/* MTD(f): null-window passes with memory */
	ALGO_EXPECTIMAX,	/* MAX, MIN and chance nodes, no pruning */
	ALGO_STAR1,		/* Ballard's Star1 (1983): fail-soft alpha-beta,
				   and windows derived for a chance node's
				   children from the leaves' bounds */
	ALGO_N
};

enum cutoff_rule { CUT_GE, CUT_GT };	/* prune on alpha >= beta / > beta */

enum order {
	ORDER_LTR, ORDER_RTL,	/* children as written / reversed */
	ORDER_BEST, ORDER_WORST,	/* by true value: ideal / hopeless */
	ORDER_EVAL,		/* by each child's "eval" hint (a leaf: its value) */
	ORDER_PROB,		/* a chance node's children most probable first */
	ORDER_N
};

/*
 * Wrong searches, run on purpose: what a student who holds one of these
 * misconceptions computes (abviz check names the one that reproduces an
 * answer; --mistake shows its trace).  The others of the catalogue are
 * ordinary conventions (the cut rule, the order, fail-hard...).
 */
enum mistake {
	MISTAKE_NONE,
	MISTAKE_SHALLOW,	/* alpha and beta not passed down: a node's
				   window holds only its parent's bound, so
				   only shallow cutoffs happen */
	MISTAKE_ROOT_WINDOW,	/* every child of the root searched with the
				   root's first window, never the raised one */
	MISTAKE_VALUE_FOR_BOUND,	/* each node hands up its real value, as
				   if the search knew it where it only bounds it */
	MISTAKE_GLOBAL,		/* alpha and beta as two global variables: a
				   bound set under one child is still there
				   for its sibling */
	MISTAKE_EARLY,		/* the parent's bound raised from a child's
				   value so far, before the child has finished */
	MISTAKE_LOWERED,	/* alpha set to each child's value even when it
				   is lower (beta to a higher one) */
	MISTAKE_CUT_CHILD,	/* the child whose value made the cut crossed
				   out too, though it was searched */
	/* the misconceptions about chance nodes (Star1's; MISTAKE_CHANCE_FIRST
	   on, mistake_chance) */
	MISTAKE_CHANCE_MINMAX,	/* a chance node cut as MIN or MAX would be:
				   as soon as one child's value is <= alpha
				   or >= beta, without the leaves' bounds */
	MISTAKE_EQUAL_CHANCES,	/* the probabilities ignored: every child of
				   a chance node weighs 1/n */
	MISTAKE_EARLY_RANGE,	/* a chance node's range taken with a child's
				   value so far, before the child has returned:
				   the child stops as soon as that value falls
				   outside the window the chance node gave it */
	MISTAKE_N
};

/*
 * How a course writes the value of a node the search only bounds: as the
 * bound (">=15", most exam keys), as the number the search returns ("15"
 * fail-soft, the clamped "3" fail-hard), or either.  abviz check accepts
 * every form true of the search under NOTATION_EITHER (the default) and
 * only the course's under the other two.
 */
enum notation { NOTATION_EITHER, NOTATION_BOUNDS, NOTATION_RETURNED,
	NOTATION_N };

/* Everything that decides what a search does; printed on every output. */
struct search_cfg {
	enum algo algo;
	int fail_soft;		/* negamax-ab only: return best, not alpha/beta */
	enum cutoff_rule cutoff;
	enum order order;
	int depth;		/* horizon: nodes this deep use their eval; -1 none */
	int iterative;		/* iterative deepening to depth */
	int window;		/* 1: aspiration window [lo, hi] at the root */
	double lo, hi;
	int node_types;		/* label Knuth-Moore node types in the diagram */
	int update_after;	/* alphabeta: test the cutoff before raising the
				   bound (AIMA, CS188), not after (seed 001) */
	int preset;		/* 1 + the course preset's index (below); 0:
				   none, so a zeroed configuration has none */
	enum mistake mistake;	/* a misconception's search, on purpose */
	enum notation notation;	/* how abviz check reads a cut node's value */
};

/* The names the command line and the outputs use, in enum order. */
extern const char *const algo_name[ALGO_N];
extern const char *const order_name[ORDER_N];
extern const char *const mistake_name[MISTAKE_N];
extern const char *const notation_name[NOTATION_N];

/* Whether formulation a can search as misconception m does. */
int mistake_fits(enum mistake m, enum algo a);

#define MISTAKE_CHANCE_FIRST MISTAKE_CHANCE_MINMAX
/* Whether misconception m is about chance nodes (only trees with them). */
static inline int
mistake_chance(enum mistake m)
{
	return m >= MISTAKE_CHANCE_FIRST;
}

int algo_prunes(enum algo a);	/* every formulation but minimax, negamax,
				   expectimax */
/* Whether formulation a can search a tree with chance nodes: minimax and
   expectimax (the same there), alphabeta and star1 (the same there). */
int algo_chance(enum algo a);
int algo_negamax(enum algo a);	/* scores from the side to move */
int cfg_fail_hard(const struct search_cfg *c);

/*
 * Whether the cutoff is tested before the node's own bound is raised: AIMA
 * and CS188 ("if v >= beta then return v; alpha = max(alpha, v)"), and seed
 * 004's fail-hard negamax ("if (val >= beta) return beta").  Otherwise the
 * bound is raised first and alpha >= beta tested (seeds 000, 001).  Either
 * way the same nodes are searched; only a cut node's recorded bound differs.
 */
int cfg_test_first(const struct search_cfg *c);

/*
 * A course's pseudocode: the conventions it implies.  Which text the
 * steppers show for it is code.c's (code_for).
 */
enum {
	PRESET_AIMA, PRESET_CS188, PRESET_GFG, PRESET_OIWIKI, PRESET_CPW,
	PRESET_N
};

struct preset {
	const char *name;	/* --preset NAME */
	const char *source;	/* where it is taught */
	enum algo algo;
	int fail_soft;		/* negamax-ab only */
	enum cutoff_rule cutoff;
	int update_after;	/* alphabeta: test before raising the bound */
	enum notation notation;	/* how the course writes a bounded value */
};

extern const struct preset preset[PRESET_N];
extern const int npreset;	/* PRESET_N */

/* The other names a preset answers to: the notes' seeds it follows
   (seed000 ... seed004) and its names of before. */
struct preset_alias {
	const char *name;
	int preset;		/* PRESET_* */
};
extern const struct preset_alias preset_alias[];
extern const int npreset_alias;

/* The preset (PRESET_*) called name, or one of its aliases; -1 for none. */
int preset_find(const char *name);

/* cfg's preset, or NULL. */
const struct preset *preset_of(const struct search_cfg *cfg);

/*
 * How cfg's course writes the value of a node the search only bounds: the
 * --notation given, else its preset's, else the bound under fail-soft and
 * the number returned under fail-hard (which is the bound itself).
 */
enum notation course_notation(const struct search_cfg *cfg);

/*
 * What kind of number a node's returned value is.  BOUND_NONE: a search
 * under --cutoff gt went on with an empty window (alpha = beta) and returned
 * that very number, which then does not say on which side the value lies.
 */
enum bound { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, BOUND_NONE };

/* "exact", "lower", "upper", "none": the names the outputs use */
extern const char *const bound_name[4];

#endif
