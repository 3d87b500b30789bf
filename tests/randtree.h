/*
 * randtree.h: the random trees the property tests search (fixed seed, so
 * every run checks the same trees): branching 1..4, depth up to 7, irregular
 * shapes, many ties, MIN at the root half the time, an eval on every interior
 * node; in a third of them players do not alternate everywhere (a side
 * moves twice, or several MIN nodes in a row), as the file's per-node
 * "player" allows.  Included by one test program each; everything here is static.
 */
#ifndef ABVIZ_RANDTREE_H
#define ABVIZ_RANDTREE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "tree.h"

#define MAXN 4000

/* A random tree, built breadth-first the way the loader builds one. */
static struct tree *
random_tree(void)
{
	struct tree *t = calloc(1, sizeof(*t));
	unsigned maxdepth = 1 + rnd(7), maxkids = 1 + rnd(4);
	unsigned range = 2 + rnd(20);	/* small ranges make ties */
	int i, players = rnd(3) == 0;

	t->name = strdup("random");
	t->node = calloc(MAXN, sizeof(*t->node));
	t->root_player = rnd(2) ? PLAYER_MAX : PLAYER_MIN;
	t->node[0].parent = TREE_NONE;
	t->n = 1;
	for (i = 0; i < t->n; i++) {
		struct tree_node *nd = &t->node[i];
		int k = 0, c;

		/* the root always branches; deeper nodes stop now and then */
		if ((unsigned)nd->depth < maxdepth && (i == 0 || rnd(5) != 0))
			k = 1 + (int)rnd(maxkids);
		if (t->n + k > MAXN)
			k = 0;
		if (k == 0) {
			nd->v = (double)rnd(range) - (double)range / 2;
			nd->first = TREE_NONE;
			t->nleaves++;
			continue;
		}
		nd->first = t->n;
		nd->nkids = k;
		nd->flags |= TREE_EVAL;
		nd->v = (double)rnd(range) - (double)range / 2;
		for (c = 0; c < k; c++) {
			struct tree_node *ch = &t->node[t->n++];

			ch->parent = i;
			ch->depth = (unsigned short)(nd->depth + 1);
			/* the same side as the parent, a quarter of the time */
			ch->flags = nd->flags & TREE_FLIP;
			if (players && rnd(4) == 0)
				ch->flags ^= TREE_FLIP;
			if (ch->depth > t->height)
				t->height = ch->depth;
		}
	}
	return t;
}

#endif
