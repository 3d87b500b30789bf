/*
 * gen.h: exam trees made to order.  A seeded generator of abviz's own draws
 * a tree's shape and leaf values; the search itself then checks every
 * guarantee asked for (cutoffs, a deep cutoff, the share pruned, cut rules
 * or move orders that prune differently) before the tree is used.
 */
#ifndef ABVIZ_GEN_H
#define ABVIZ_GEN_H

#include <stdint.h>
#include <stdio.h>

#include "trace.h"
#include "tree.h"

/*
 * xorshift64* (Marsaglia; Vigna's multiplier), seeded through splitmix64:
 * integer arithmetic only, so the same seed gives the same trees on every
 * machine.  Never rand(), whose sequence differs between C libraries.
 */
struct gen_rng {
	uint64_t s;		/* the state; never 0 */
};

void gen_rng_seed(struct gen_rng *r, uint64_t seed);
uint64_t gen_rng_next(struct gen_rng *r);
/* A number in [lo, hi], every one equally likely (hi - lo < 2^62). */
long long gen_rng_between(struct gen_rng *r, long long lo, long long hi);

#define GEN_MAX_NODES 2000	/* the largest tree drawn (EMIT_DIAGRAM_MAX) */
#define GEN_MAX_VALUE 1000000000LL	/* leaf values lie within +-this */

/* What leaf values may do. */
enum gen_values { GEN_ANY, GEN_TIES, GEN_DISTINCT };

/* The shape of the trees to draw. */
struct gen_shape {
	int depth;		/* every leaf this deep (root = 0), 1 or more */
	int bmin, bmax;		/* children of each interior node, 1 or more */
	long long vmin, vmax;	/* leaf values, integers in [vmin, vmax] */
	enum player root;	/* who moves at the root */
	enum gen_values values;	/* GEN_TIES: some value twice at least;
				   GEN_DISTINCT: no value twice */
	int chance;		/* 1: the nodes at odd depths are chance nodes
				   (probabilities in tenths), and the tree's
				   "bounds" are [vmin, vmax] */
};

/*
 * One random tree as tree JSON onto f: interior nodes named A, B, C ... in
 * level order (Z, then AA, AB ...), each leaf by its parent and its place
 * (C1, C2 ...); name, source ("abviz gen") and description at the top.
 * Returns 0; 1 when the shape drawn cannot have the values asked (more
 * leaves than distinct values, or one leaf and ties asked), so nothing
 * was written; -1 when out of memory.
 */
int gen_tree(FILE *f, struct gen_rng *r, const struct gen_shape *sh,
    const char *name, const char *description);

/* The largest number of nodes and of interior nodes a shape can have. */
long gen_max_nodes(const struct gen_shape *sh, long *interior);

/* The guarantees a tree can be asked for. */
enum gen_guarantee {
	GEN_G_TIES, GEN_G_DISTINCT, GEN_G_CUTOFFS, GEN_G_DEEP, GEN_G_MIN_SHARE,
	GEN_G_MAX_SHARE, GEN_G_DIFFER_CUT, GEN_G_DIFFER_ORDER, GEN_G_CHANCE_CUT,
	GEN_NG
};

/* Each guarantee as its option says it, e.g. "--deep-cutoff". */
extern const char *const gen_guarantee_name[GEN_NG];

struct gen_want {
	enum gen_values values;	/* checked again on the tree */
	int min_cutoffs;	/* cutoffs that prune a child, at least */
	int deep;		/* 1: one of them is deep (gen_cut_deep) */
	int min_share, max_share;	/* percent of leaves pruned; -1: any */
	int differ_cut;		/* 1: ge and gt must prune different nodes */
	int differ_order[2];	/* two enum order that must; -1: not asked */
	int chance_cut;		/* 1: Star1 cuts at a chance node, pruning a
				   child (--chance) */
};

/* What the searches of one tree showed. */
struct gen_facts {
	int cutoffs;		/* cutoffs that pruned at least one child */
	int deep;		/* how many of them are deep */
	int pruned_leaves;	/* leaves the search never reaches */
	int nleaves;
	int tie;		/* 1: two leaves have the same value */
	int differ_cut;		/* 1: ge and gt prune different nodes */
	int differ_order;	/* 1: the two orders of want do */
	int chance_cuts;	/* of the cutoffs, those at chance nodes */
};

/*
 * Whether cutoff c of trace tr over t is deep: the bound it compared with
 * was raised by an ancestor two or more levels above the cutting node, not
 * by its parent, and came down to it through the window.  A student who
 * compares a node only with its siblings' values (the "shallow"
 * misconception) never makes such a cutoff.
 */
int gen_cut_deep(const struct tree *t, const struct trace *tr,
    const struct cutoff *c);

/*
 * Search t under cfg (ab_check it first) and, where w asks, under the other
 * cut rule and the two orders; the facts into f.  0, or -1 when out of
 * memory.
 */
int gen_facts(const struct tree *t, const struct search_cfg *cfg,
    const struct gen_want *w, struct gen_facts *f);

/* The guarantees of w that f does not meet: bit 1 << enum gen_guarantee. */
unsigned gen_unmet(const struct gen_want *w, const struct gen_facts *f);

/*
 * The complete answer key of trace tr over t (summarized in s) in the text
 * form abviz check reads: value, best move, principal variation, pruned
 * subtrees, leaves in order, every cutoff, every searched interior node's
 * value (or bound) with its alpha and beta.  Borrows all; returns 0.
 */
int gen_key(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s);

/* What abviz gen is asked for. */
struct gen_request {
	struct gen_shape sh;	/* the trees to draw */
	struct gen_want w;	/* the guarantees */
	struct search_cfg cfg;	/* the search the key answers, settled; its
				   depth -1 (the trees are searched whole) */
	long tries;		/* trees drawn per variant before giving up */
	char opts[1024];	/* gen_describe's: the options that make a
				   variant again, but for its seed */
};

/*
 * Refuse what no tree can meet, or what contradicts itself, before any
 * tree is drawn: 0, or -1 with the reason in err (it names the options,
 * e.g. "--ties needs two leaves, and these trees have one").
 */
int gen_feasible(const struct gen_request *rq, char *err, size_t errlen);

/* The options that make a variant again, but for its seed, into rq->opts:
   the shape, the guarantees and the search as settled. */
void gen_describe(struct gen_request *rq);

/* One exam tree found: its file, the tree as loaded from it, its search. */
struct gen_variant {
	uint64_t seed;		/* set by the caller */
	char stem[32];		/* "gen-SEED": its files' base name */
	char *json;		/* the tree file's text */
	size_t len;
	struct tree *t;		/* the tree, as loading json gives it */
	struct trace tr;	/* its search under the request's cfg */
	struct summary *s;
	struct gen_facts f;	/* what the searches showed */
	long tries;		/* trees drawn to find it */
};

/*
 * Draw trees from v->seed (named "Exercise (seed S)", described by the
 * command that makes them again) until one meets every guarantee of rq,
 * each loaded from its own text and searched: 0 with v filled; 1 when
 * none does within rq->tries, with the guarantee that failed most often
 * in err; -1 when out of memory, or a tree drawn does not load (err
 * says).  v (zeroed but for its seed) is freed with gen_variant_free
 * whatever the answer.
 */
int gen_find(const struct gen_request *rq, struct gen_variant *v, char *err,
    size_t errlen);

/* Free what v holds (v itself is the caller's). */
void gen_variant_free(struct gen_variant *v);

#endif
