/*
 * answer.h: a student's answer to a tree, read from the text form a student
 * types ("value: 3", "pruned: C2 G", "E: >=15") or from JSON with the keys of
 * abviz's own result.  Like load.c, answer.c is a loader: it alone parses the
 * file, resolves every node it names against the tree, and hands back facts.
 */
#ifndef ABVIZ_ANSWER_H
#define ABVIZ_ANSWER_H

#include <stddef.h>

#include "cfg.h"
#include "tree.h"

/* What a fact answers; also the kinds of graded items and of --weights. */
enum ans_kind {
	ANS_VALUE,	/* the root's value */
	ANS_BEST,	/* the root's best move */
	ANS_PV,		/* the principal variation, root first */
	ANS_PRUNED,	/* nodes pruned: ids, edges P->C, #N leaves */
	ANS_VISITED,	/* the nodes the search visits, as a set */
	ANS_LEAVES,	/* the leaves evaluated, in order */
	ANS_CUTOFF,	/* one cutoff: where, after which child, its window */
	ANS_NODE,	/* one node: its value or bound, alpha, beta, case */
	ANS_NKINDS
};

extern const char *const ans_kind_name[ANS_NKINDS];

/* Which parts of an ANS_NODE or ANS_CUTOFF fact were given. */
enum {
	HAS_VALUE = 1,		/* value (with bound) */
	HAS_PRUNED = 2,		/* "pruned": the node is never searched */
	HAS_ALPHA = 4,		/* alpha on leaving (alpha_out) */
	HAS_BETA = 8,
	HAS_ALPHA_IN = 16,	/* alpha on entry */
	HAS_BETA_IN = 32,
	HAS_CASE = 64,		/* seed 000's case 1..3 */
	HAS_AFTER = 128,	/* a cutoff's child */
	HAS_BOUND = 256		/* the value's bound named apart from it (JSON's
				   "bound": the number returned and what it is) */
};

struct ans_fact {
	enum ans_kind kind;
	int line, col;		/* where it starts in the file */
	int node;		/* NODE, CUTOFF: the node; BEST: the move */
	int after;		/* CUTOFF: the child that caused it */
	int *list;		/* PV, LEAVES: in order; PRUNED, VISITED: as
				   given (a pruned node stands for its
				   subtree) */
	int nlist;
	unsigned has;		/* HAS_* */
	double value;		/* VALUE, NODE */
	enum bound bound;	/* NODE: exact (a plain number), lower (>=),
				   upper (<=); none (JSON's "bound": "none") */
	double alpha, beta, alpha_in, beta_in;
	int kase;
};

struct answer {
	char *file;		/* as named on the command line */
	struct ans_fact *fact;
	int n;
};

/*
 * Node names of a tree, to resolve what an answer names: every node by the
 * id the outputs give it (its own, or a path such as "r.2.1"), every leaf
 * by its number left to right from 1.  ids_new returns NULL when out of
 * memory; the tree must outlive it.
 */
struct ids;
struct ids *ids_new(const struct tree *t);
int ids_find(const struct ids *x, const char *id, size_t len);	/* or
								   TREE_NONE */
int ids_leaf(const struct ids *x, long k);	/* leaf k (1-based), or
						   TREE_NONE */
const char *ids_name(const struct ids *x, int node);	/* node's id */
void ids_free(struct ids *x);	/* ids_free(NULL) is a no-op */

/*
 * Read the answer in path ("-": standard input) to the tree of x.  NULL with
 * a message in err such as "answers/a.txt:3:9: no node \"Q\" in the tree"
 * (no program name).  The caller frees the answer with answer_free.
 */
struct answer *answer_load(const char *path, const struct ids *x, char *err,
    size_t errlen);

/* The same from memory: text[len] must be a NUL byte. */
struct answer *answer_parse(const char *file, const char *text, size_t len,
    const struct ids *x, char *err, size_t errlen);

void answer_free(struct answer *a);	/* answer_free(NULL) is a no-op */

#endif
