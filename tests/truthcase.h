/*
 * truthcase.h: what tests/truth.c and tests/sentences.c put abviz to: the
 * random trees (depth 2-5, branching 1-4, leaves 0..9 so ties happen,
 * irregular, MIN at the root half the time, a side moving twice in some,
 * ids in some), written as tree files and read by the loader; the trees
 * the issue was filed with; the courses (each a search_cfg and the form of
 * truth.h it is); the notations; and a tally of properties that keeps the
 * smallest tree each failed on.  Included by one program each; everything
 * here is static.
 */
#ifndef ABVIZ_TRUTHCASE_H
#define ABVIZ_TRUTHCASE_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "rng.h"
#include "tap.h"
#include "trace.h"
#include "tree.h"
#include "truth.h"

/* ---------------------------------------------------------------- trees */

struct text {
	char *s;
	size_t n, cap;
};

static void
put(struct text *x, const char *fmt, ...)
{
	va_list ap;
	int k;

	for (;;) {
		va_start(ap, fmt);
		k = vsnprintf(x->s + x->n, x->cap - x->n, fmt, ap);
		va_end(ap);
		if (k >= 0 && (size_t)k < x->cap - x->n)
			break;
		x->cap = 2 * x->cap + (size_t)k + 64;
		if ((x->s = realloc(x->s, x->cap)) == NULL)
			abort();
	}
	x->n += (size_t)k;
}

/* How the tree being drawn looks. */
struct shape {
	int height;		/* the deepest a leaf may be (2-5) */
	int bmax;		/* children per node, 1..bmax */
	int irregular;		/* nodes above the bottom may be leaves */
	int ids;		/* objects with ids, not bare arrays */
	int repeat;		/* now and then the same side moves again */
	int nid;		/* ids given so far */
};

/*
 * One node at depth d, where player moves (0 MAX, 1 MIN), as tree JSON.
 * The root always branches and so does every node above depth 2 on the
 * first path, so the tree is at least 2 deep.
 */
static void
draw_node(struct text *x, struct shape *sh, int d, int player, int first)
{
	int leaf = d == sh->height, k, n;
	int obj = sh->ids && rnd(4) != 0;
	int again = 0;

	if (!leaf && d > 0 && !(first && d < 2) && sh->irregular && rnd(4) == 0)
		leaf = 1;
	if (leaf) {
		int v = (int)rnd(10);

		if (obj)
			put(x, "{\"id\": \"L%d\", \"value\": %d}", sh->nid++,
			    v);
		else
			put(x, "%d", v);
		return;
	}
	if (d > 0 && sh->repeat && rnd(4) == 0)
		again = 1;
	if (again) {
		/* the side that moved above moves here again */
		player ^= 1;
		put(x, "{%s%d\", \"player\": \"%s\", \"children\": [",
		    obj ? "\"id\": \"N" : "\"label\": \"x", sh->nid++,
		    player ? "min" : "max");
	} else if (obj) {
		put(x, "{\"id\": \"N%d\", \"children\": [", sh->nid++);
	} else {
		put(x, "[");
	}
	n = 1 + (int)rnd((unsigned)sh->bmax);
	for (k = 0; k < n; k++) {
		if (k > 0)
			put(x, ", ");
		draw_node(x, sh, d + 1, player ^ 1, first && k == 0);
	}
	put(x, (again || obj) ? "]}" : "]");
}

/* A random tree file's text (the caller frees it). */
static char *
draw_tree(void)
{
	struct text x = { NULL, 0, 0 };
	struct shape sh;
	int min_root = rnd(2) != 0;

	sh.height = 2 + (int)rnd(4);
	sh.bmax = 1 + (int)rnd(4);
	if (sh.bmax == 1 && rnd(2))
		sh.bmax = 2;	/* chains are dull: fewer of them */
	sh.irregular = rnd(3) != 0;
	sh.ids = rnd(3) == 0;
	sh.repeat = rnd(4) == 0;
	sh.nid = 0;
	put(&x, "{\"player\": \"%s\", \"root\": ", min_root ? "min" : "max");
	draw_node(&x, &sh, 0, min_root, 1);
	put(&x, "}\n");
	return x.s;
}

/* The trees the issue was filed with come first, and seed 000's. */
static const char *const fixed_trees[] = {
	"{\"root\":{\"id\":\"R\",\"children\":[{\"id\":\"A\",\"children\":[3]},"
	    "{\"id\":\"B\",\"children\":[1]}]}}\n",
	"{\"root\": [5, [5, 7]]}\n",
	"{\"root\": [3, [[3, 1], 9]]}\n",
	"{\"root\": [5, [5, [5, 4]]]}\n",
	"{\"root\": [[[3, 17], [2, 12]], [[15], [25, 0]], [[2, 5], [3]], "
	    "[[2, 14]]]}\n",
	"{\"root\": [[[[3, 17], [2, 12]], [[15], [25, 0]]], "
	    "[[[2, 5], [3]], [[2, 14]]]]}\n",
	/* a side that moves twice fails low through its child's cut, and
	   is said to be "cut itself" (it has no cutoff) */
	"{\"root\": [6, {\"player\": \"max\", \"children\": [[4, 0]]}]}\n",
	/* gt: r.2.2 searched with the empty window (5, 5) hands back 5;
	   fail-hard, its real value is 4; fail-soft, 5 is its value though
	   a cut below it pruned */
	"{\"root\": [5, [5, [3, 4]]]}\n",
	"{\"root\": [5, [5, [[7, 4, 9], 5]]]}\n",
};
#define NFIXED ((int)(sizeof(fixed_trees) / sizeof(fixed_trees[0])))

/* ------------------------------------------------------------- courses */

struct course {
	const char *name;	/* the options that give it */
	const char *preset;	/* its preset, or NULL */
	enum algo algo;
	int fail_soft;
	int update_after;
	enum cutoff_rule cutoff;
	enum truth_form form;
};

static const struct course courses[] = {
	{ "(default)", NULL, ALGO_ALPHABETA, 0, 0, CUT_GE, TRUTH_SOFT },
	{ "--cutoff gt", NULL, ALGO_ALPHABETA, 0, 0, CUT_GT, TRUTH_SOFT },
	{ "--preset aima", "aima", ALGO_ALPHABETA, 0, 1, CUT_GE, TRUTH_AIMA },
	{ "--preset cs188", "cs188", ALGO_ALPHABETA, 0, 1, CUT_GT, TRUTH_AIMA },
	{ "--preset oiwiki", "oiwiki", ALGO_ALPHABETA_HARD, 0, 0, CUT_GE,
	    TRUTH_HARD },
	{ "--algo alphabeta-hard --cutoff gt", NULL, ALGO_ALPHABETA_HARD, 0, 0,
	    CUT_GT, TRUTH_HARD },
	{ "--preset cpw", "cpw", ALGO_NEGAMAX_AB, 0, 0, CUT_GE,
	    TRUTH_NEGA },
	{ "--algo negamax-ab --cutoff gt", NULL, ALGO_NEGAMAX_AB, 0, 0, CUT_GT,
	    TRUTH_NEGA },
	{ "--algo negamax-ab --fail soft", NULL, ALGO_NEGAMAX_AB, 1, 0, CUT_GE,
	    TRUTH_NEGA_SOFT },
	{ "--algo negamax-ab --fail soft --cutoff gt", NULL, ALGO_NEGAMAX_AB, 1,
	    0, CUT_GT, TRUTH_NEGA_SOFT },
};
#define NCOURSES ((int)(sizeof(courses) / sizeof(courses[0])))

#define NNOTATIONS 3
static const char *const notation_opt[3] = {
	"--notation either", "--notation bounds", "--notation returned"
};
static const enum notation notations[3] = {
	NOTATION_EITHER, NOTATION_BOUNDS, NOTATION_RETURNED
};

static void
course_cfg(const struct course *co, int nt, struct search_cfg *cfg)
{
	int i;

	memset(cfg, 0, sizeof(*cfg));
	cfg->algo = co->algo;
	cfg->fail_soft = co->fail_soft;
	cfg->update_after = co->update_after;
	cfg->cutoff = co->cutoff;
	cfg->order = ORDER_LTR;
	cfg->depth = -1;
	for (i = 0; co->preset != NULL && i < npreset; i++)
		if (strcmp(preset[i].name, co->preset) == 0)
			cfg->preset = i + 1;
	cfg->notation = notations[nt];
}


/* ---------------------------------------------------------------- names */

/* Node i's name as the outputs give it: its id, else its path (r.2.1). */
static const char *
name(const struct tree *t, int i, char *buf)
{
	int path[TREE_MAX_DEPTH + 1], n = 0, k;
	size_t at;

	if (tree_own_id(t, i) != NULL)
		return tree_own_id(t, i);
	for (; t->node[i].parent != TREE_NONE; i = t->node[i].parent)
		path[n++] = tree_rank(t, i);
	at = (size_t)snprintf(buf, TREE_ID_MAX, "r");
	for (k = n - 1; k >= 0; k--)
		at += (size_t)snprintf(buf + at, TREE_ID_MAX - at, ".%d",
		    path[k]);
	return buf;
}

/* x as an answer writes it: 3, 2.5, -inf, +inf (buf: 32 bytes). */
static const char *
numtext(double x, char *buf)
{
	if (isinf(x))
		snprintf(buf, 32, "%sinf", x < 0 ? "-" : "+");
	else
		snprintf(buf, 32, "%.17g", x == 0 ? 0 : x);	/* not -0 */
	return buf;
}

/* --------------------------------------------------------------- tally */

/* One property: on how many cases it was put to the test and held, and
   the smallest tree it failed on. */
struct prop_tally {
	const char *name;
	int optional;		/* may be put to no test at all: a claim no
				   sentence makes (any more) */
	long held, tried;
	int nodes;		/* the smallest failing tree's size; 0: none */
	char *tree;
	char what[1536];
};

/* The tree under test, for the failure reports. */
static const char *cur_text;
static const struct tree *cur_tree;

static void
tally_fail(struct prop_tally *pt, const char *fmt, ...)
{
	va_list ap;
	size_t p;

	if (getenv("TRUTH_VERBOSE") != NULL) {
		va_start(ap, fmt);
		fprintf(stderr, "%s: ", pt->name);
		vfprintf(stderr, fmt, ap);
		fprintf(stderr, "\n  %s", cur_text);
		va_end(ap);
	}
	if (pt->nodes != 0 && pt->nodes <= cur_tree->n)
		return;
	free(pt->tree);
	pt->tree = strdup(cur_text);
	pt->nodes = cur_tree->n;
	va_start(ap, fmt);
	vsnprintf(pt->what, sizeof(pt->what), fmt, ap);
	va_end(ap);
	for (p = 0; pt->what[p] != '\0'; p++)
		if (pt->what[p] == '\n')
			pt->what[p] = '|';	/* an answer's lines, on one */
}

/* Count one case of property pt, held or not. */
#define HOLD(pt, cond, ...) do { \
	(pt)->tried++; \
	if (cond) \
		(pt)->held++; \
	else \
		tally_fail((pt), __VA_ARGS__); \
} while (0)

/* One TAP line per property (with its smallest failure before it). */
static void
tally_report(struct prop_tally *pt, int n, int ntrees)
{
	int k;

	for (k = 0; k < n; k++) {
		if (pt[k].nodes != 0)
			printf("# smallest failure (%d nodes): %s\n"
			    "#   tree: %s", pt[k].nodes, pt[k].what,
			    pt[k].tree);
		if (pt[k].tried == 0 && pt[k].optional) {
			CHECK(1, "%s (no sentence says it, %d trees)",
			    pt[k].name, ntrees);
			continue;
		}
		CHECK(pt[k].held == pt[k].tried && (pt[k].tried > 0 ||
		    ntrees < 50), "%s (%ld of %ld cases, %d trees)", pt[k].name,
		    pt[k].held, pt[k].tried, ntrees);
		free(pt[k].tree);
		pt[k].tree = NULL;
	}
}

/* The number of random trees: TRUTH_TREES, else PROP_TREES, else n. */
static int
tree_count(int n)
{
	const char *env = getenv("TRUTH_TREES");

	if (env == NULL)
		env = getenv("PROP_TREES");
	return env != NULL ? atoi(env) : n;
}

#endif
