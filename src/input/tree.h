/*
 * tree.h: the explicit game tree abviz searches, in its own compact form.
 * Nodes live in one array in breadth-first order, so the children of a node
 * are consecutive; strings (ids, labels) live in one pool.
 */
#ifndef ABVIZ_TREE_H
#define ABVIZ_TREE_H

#include <stddef.h>

#define TREE_MAX_DEPTH 400	/* deepest leaf the loader accepts (root = 0) */
#define TREE_NONE (-1)		/* "no node" / "no string" */

enum player { PLAYER_MAX, PLAYER_MIN };

struct tree_node {
	double value;		/* a leaf's value; unused for interior nodes */
	double eval;		/* heuristic value of an interior node, if has_eval */
	int parent;		/* index of the parent, TREE_NONE at the root */
	int first;		/* index of the first child; children are consecutive */
	int nkids;		/* number of children, 0 for a leaf */
	int depth;		/* 0 at the root */
	int rank;		/* 1-based position among its siblings (root: 0) */
	int id;			/* pool offset of the explicit id, or TREE_NONE */
	int label;		/* pool offset of the label, or TREE_NONE */
	int has_eval;		/* 1 when "eval" was given */
	int flip;		/* 1 when the other player moves here than
				   alternation by depth says: the file gave
				   this node (or one above it) a "player" */
};

struct tree {
	char *name;		/* the file's "name", else the file's base name */
	char *source;		/* where the tree is from ("source"), or NULL */
	char *description;	/* what it shows ("description"), or NULL */
	enum player root_player;	/* who moves at the root; the others
					   follow from it (tree_player) */
	struct tree_node *node;	/* node[0] is the root; breadth-first order */
	int n;			/* number of nodes */
	int nleaves;		/* number of leaves */
	int height;		/* depth of the deepest leaf */
	char *pool;		/* NUL-terminated ids and labels */
	size_t poollen;		/* bytes used in pool */
};

/*
 * Who moves at node i.  Players alternate by depth, unless the file says
 * otherwise at a node ("player"): then that node's children alternate from
 * it.  Everything is relative to the root's player, so --root turns the
 * whole tree over.
 */
enum player tree_player(const struct tree *t, int i);

/* 1 when the side to move at node i is not its parent's (always, where
   players alternate); 0 at the root. */
int tree_turns(const struct tree *t, int i);

/*
 * Node i's id: its explicit id (the tree's own string; buf is not
 * written), or its path ("r", "r.2", "r.2.1", ...) written into buf (at
 * least TREE_ID_MAX bytes).  Use the result, never buf.
 */
#define TREE_ID_MAX 4608	/* TREE_MAX_DEPTH path steps of up to 11 bytes */
const char *tree_id(const struct tree *t, int i, char *buf);

/*
 * Path ids built from the one of the node above, not from the root each
 * time, for an output that writes many ids (a million-node log or JSON
 * result).  path holds the ids of the nodes at[0..top], a chain from the
 * root down (at[d] at depth d), each ending where len[d] says; a node met
 * in tree order is usually a child of one on the chain, so its id is one
 * step more.  Fill one with tree_paths_init; it holds no other memory.
 */
struct tree_paths {
	int at[TREE_MAX_DEPTH + 1];	/* the node whose id ends at len[d] */
	int len[TREE_MAX_DEPTH + 1];	/* where the id of at[d] ends */
	int top;		/* depth of the deepest node on the chain */
	char path[TREE_ID_MAX];
};

void tree_paths_init(struct tree_paths *p);

/* As tree_id, with p for buf: the result stays good until p is used again. */
const char *tree_paths_id(struct tree_paths *p, const struct tree *t, int i);

/* The text to draw for node i: its label, else its id (written into buf). */
const char *tree_label(const struct tree *t, int i, char *buf);

/*
 * Visit the nodes in tree order (depth-first, children in order): fills
 * order[0..n-1] with node indices.  Returns 0, or -1 when out of memory.
 */
int tree_preorder(const struct tree *t, int *order);

/*
 * Minimax value of every node, into val[0..n-1] (no pruning; exact).  With
 * depth >= 0, interior nodes that deep count as leaves valued by their eval.
 */
void tree_minimax(const struct tree *t, int depth, double *val);

/* Free a tree made by load_tree; tree_free(NULL) is a no-op. */
void tree_free(struct tree *t);

#endif
