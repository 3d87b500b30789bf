/*
 * unitrun.h: what the unit tests of the search's modules share (trace,
 * steps, code, compare): a tree written in the test as JSON text, a search
 * configuration, one traced search of it with its summary, and a node by its
 * id.  Every answer the tests expect of these trees is worked out by hand in
 * the test's comments.  Included by one test program each; everything here is
 * static inline, so a program need not use all of it.
 */
#ifndef ABVIZ_UNITRUN_H
#define ABVIZ_UNITRUN_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "load.h"
#include "tap.h"
#include "trace.h"
#include "tree.h"

#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* A tree from its JSON text; a test that cannot load its own tree is a
   broken test, so it stops there. */
static inline struct tree *
tree_text(const char *text)
{
	char err[512];
	struct tree *t = load_tree_mem("t.json", text, strlen(text), err,
	    sizeof(err));

	if (t == NULL) {
		printf("not ok - the test's own tree %s does not load: %s\n",
		    text, err);
		exit(1);
	}
	return t;
}

/* The configuration of a plain run: fail-soft alpha-beta, ge, left to
   right, no depth limit. */
static inline struct search_cfg
cfg_plain(enum algo algo)
{
	struct search_cfg c;

	memset(&c, 0, sizeof(c));
	c.algo = algo;
	c.depth = -1;
	c.fail_soft = algo != ALGO_NEGAMAX_AB;
	return c;
}

/* Node id's index in t; a test that names a node its tree lacks stops. */
static inline int
node(const struct tree *t, const char *id)
{
	char buf[TREE_ID_MAX];
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(tree_id(t, i, buf), id) == 0)
			return i;
	printf("not ok - the test names node %s, which its tree lacks\n", id);
	exit(1);
}

/* One search: the tree, its trace and the summary of the trace. */
struct run {
	struct tree *t;
	struct trace tr;
	struct summary *s;
};

/* Search t (taken over) as cfg says into r; stops when out of memory. */
static inline void
run_tree(struct run *r, struct tree *t, const struct search_cfg *cfg)
{
	char err[512];

	memset(r, 0, sizeof(*r));
	r->t = t;
	if (ab_check(t, cfg, err, sizeof(err)) != 0) {
		printf("not ok - the test's search cannot run: %s\n", err);
		exit(1);
	}
	if (ab_search(t, cfg, &r->tr) != 0 ||
	    (r->s = trace_summarize(t, &r->tr)) == NULL) {
		printf("not ok - out of memory\n");
		exit(1);
	}
}

static inline void
run_text(struct run *r, const char *text, const struct search_cfg *cfg)
{
	run_tree(r, tree_text(text), cfg);
}

static inline void
run_free(struct run *r)
{
	trace_summary_free(r->s);
	trace_release(&r->tr);
	tree_free(r->t);
	memset(r, 0, sizeof(*r));
}

/* Node id's record in r's summary. */
static inline const struct node_info *
info(const struct run *r, const char *id)
{
	return &r->s->info[node(r->t, id)];
}

/* Two numbers that are the same, infinities included. */
static inline int
same(double a, double b)
{
	return a == b || (isnan(a) && isnan(b));
}

/* Whether s starts with prefix. */
static inline int
starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

#endif
