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

/*
 * Who moves at a node.  PLAYER_CHANCE: nobody chooses; a chance node
 * (dice, a card) takes each child with its probability, and its value is
 * the children's values weighted by them (expectimax).  Code that only
 * knows MAX and MIN must ask tree_is_chance first.
 */
enum player { PLAYER_MAX, PLAYER_MIN, PLAYER_CHANCE };

/*
 * A node is 24 bytes (a million-node tree is 24 MB): what the search and
 * the emitters read of every node, nothing more.  A node's rank among its
 * siblings follows from where its parent's children start (tree_rank); the
 * ids and labels few nodes have are in side arrays of the tree, made only
 * when some node has one (tree_own_id, tree_own_label).  Read the number
 * and the flags through tree_value, tree_eval, tree_has_eval and tree_flip.
 */
struct tree_node {
	double v;		/* a leaf's value; an interior node's eval
				   (when TREE_EVAL), else 0 */
	int parent;		/* index of the parent, TREE_NONE at the root */
	int first;		/* index of the first child (TREE_NONE for a
				   leaf); children are consecutive */
	int nkids;		/* number of children, 0 for a leaf */
	unsigned short depth;	/* 0 at the root, at most TREE_MAX_DEPTH */
	unsigned short flags;	/* TREE_EVAL, TREE_FLIP, TREE_CHANCE */
};

#define TREE_EVAL 1		/* flags: "eval" was given (interior nodes) */
#define TREE_FLIP 2		/* flags: the other player moves here than
				   alternation by depth says: the file gave
				   this node (or one above it) a "player" */
#define TREE_CHANCE 4		/* flags: a chance node ("player": "chance") */

_Static_assert(sizeof(struct tree_node) == 24, "a tree node is 24 bytes");

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
	int *ids;		/* ids[i]: pool offset of node i's explicit id,
				   or TREE_NONE; NULL when no node has one */
	int *labels;		/* the same for labels */
	double *prob;		/* prob[i]: node i's probability when its
				   parent is a chance node, else 0; NULL when
				   the tree has no chance node */
	int nchance;		/* how many chance nodes */
	int bounded;		/* the file gave "bounds": every leaf value
				   (and eval) lies in [lo, hi] */
	double lo, hi;		/* those bounds (only when bounded) */
};

/* Node i's value if it is a leaf (else 0), and its eval if it has one
   (else 0): the one number a node holds. */
static inline double
tree_value(const struct tree *t, int i)
{
	return t->node[i].nkids == 0 ? t->node[i].v : 0;
}

static inline int
tree_has_eval(const struct tree *t, int i)
{
	return (t->node[i].flags & TREE_EVAL) != 0;
}

static inline double
tree_eval(const struct tree *t, int i)
{
	return tree_has_eval(t, i) ? t->node[i].v : 0;
}

/* 1 when node i's mover is not the one alternation by depth gives. */
static inline int
tree_flip(const struct tree *t, int i)
{
	return (t->node[i].flags & TREE_FLIP) != 0;
}

/* 1 when node i is a chance node. */
static inline int
tree_is_chance(const struct tree *t, int i)
{
	return (t->node[i].flags & TREE_CHANCE) != 0;
}

/* Node i's probability as a child of a chance node; 0 for any other. */
static inline double
tree_prob(const struct tree *t, int i)
{
	return t->prob != NULL ? t->prob[i] : 0;
}

/* Node i's 1-based position among its siblings; 0 at the root. */
static inline int
tree_rank(const struct tree *t, int i)
{
	int p = t->node[i].parent;

	return p == TREE_NONE ? 0 : i - t->node[p].first + 1;
}

/* Node i's explicit id (label), the tree's own string, or NULL when the
   file gave it none. */
static inline const char *
tree_own_id(const struct tree *t, int i)
{
	return t->ids != NULL && t->ids[i] != TREE_NONE ? t->pool + t->ids[i] :
	    NULL;
}

static inline const char *
tree_own_label(const struct tree *t, int i)
{
	return t->labels != NULL && t->labels[i] != TREE_NONE ? t->pool +
	    t->labels[i] : NULL;
}

/* 1 when the file names node i (an id or a label), not only its path. */
static inline int
tree_has_name(const struct tree *t, int i)
{
	return tree_own_id(t, i) != NULL || tree_own_label(t, i) != NULL;
}

/*
 * Who moves at node i: PLAYER_CHANCE at a chance node, else MAX or MIN.
 * Players alternate by depth, unless the file says otherwise at a node
 * ("player"): then that node's children alternate from it.  A chance node
 * is no player's turn: below it moves the one who would have moved next,
 * the opponent of the chance node's parent (MAX below a chance root).
 * Everything is relative to the root's player, so --root turns the whole
 * tree over.
 */
enum player tree_player(const struct tree *t, int i);

/*
 * The player who moves below chance node i (MAX or MIN): the opponent of
 * its parent's mover, or the root's player when i is the root.  For any
 * other node, tree_player.
 */
enum player tree_side(const struct tree *t, int i);

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
 * The name of the move to node i, as a player says it: its explicit id
 * (the tree's own string), else the first line of its label ("X a1" of a
 * game's "X a1\nX . .\n..."), else its path; written into buf (at least
 * TREE_ID_MAX bytes) but for an id.  Use the result, never buf.
 */
const char *tree_move(const struct tree *t, int i, char *buf);

/*
 * Visit the nodes in tree order (depth-first, children in order): fills
 * order[0..n-1] with node indices.  Returns 0, or -1 when out of memory.
 */
int tree_preorder(const struct tree *t, int *order);

/*
 * Minimax value of every node, into val[0..n-1] (no pruning; exact): at a
 * chance node the children's values weighted by their probabilities
 * (expectimax).  With depth >= 0, interior nodes that deep count as leaves
 * valued by their eval.
 */
void tree_minimax(const struct tree *t, int depth, double *val);

/*
 * x to 12 significant digits (infinities as they are): what a chance
 * node's arithmetic hands on, so that 0.3 x 10 + 0.7 x 10 is the 10 it
 * stands for, not the 9.999999999999998 of the doubles, and a value on a
 * bound is on it (Star1's cuts compare with alpha, beta, L and U).
 */
double tree_round(double x);

/* Free a tree made by load_tree; tree_free(NULL) is a no-op. */
void tree_free(struct tree *t);

#endif
