/*
 * steps.h: the per-step model of a search.  For every numbered step of the
 * log it says what is true at that moment, from the trace alone: the node
 * being worked on, the call stack with each routine's alpha, beta and
 * running value, what the step changed (a node visited, a node's value or
 * window, nodes cut), the log's sentence and the pseudocode lines it runs.
 * Every stepper (the HTML page, the terminal, frames, Beamer) renders this
 * model and its fold (steps_fold); none re-derives the search.  Nothing
 * from a later step is in an earlier one: the model is built by replaying
 * the trace in order.  Its JSON (--format steps) is json.h's.
 */
#ifndef ABVIZ_STEPS_H
#define ABVIZ_STEPS_H

#include <stddef.h>

#include "code.h"
#include "trace.h"
#include "tree.h"

/* One routine on the call stack, in the formulation's own view (negamax:
   the side to move at that node). */
struct frame {
	int node;
	double alpha, beta;	/* its window now */
	double v;		/* its running value (v, bestVal, best, alph) */
};

/* What is known of a node after a step (the diagram's annotations). */
struct node_state {
	double alpha, beta;	/* its window */
	double v;		/* its running value while it is searched */
	double value;		/* what it returned, once done */
	enum bound bound;	/* what its window says of value */
	int exact;		/* value is exact all the same (node_info) */
	int done;		/* 1: returned, or scored as a leaf */
};

struct step {
	size_t ev;		/* the trace event this step tells */
	enum ev_kind kind;
	int node;		/* the node worked on: the stack's top */
	int child;		/* the child concerned, or TREE_NONE */
	int line[3];		/* pseudocode lines (1-based), 0 ends */
	size_t frame;		/* the stack: frame[frame .. frame + depth] */
	int depth;		/* frames - 1: the node's depth */
	size_t text;		/* its sentence: log[text .. text + len), a NUL
				   after it */
	size_t len;
	int visit;		/* 1: this step searches node (ENTER, LEAF) */
	struct node_state now;	/* node's state after the step */
	int cut;		/* the cutoff it makes (index in s->cut), or -1 */
	int pass;		/* the pass it belongs to, from 1 (MTD(f), windows
				   and iterations search the tree several times) */
	enum km_type type;	/* with visit: node's Knuth-Moore type in this
				   search of it */
};

struct steps {
	const struct tree *t;	/* the tree searched (borrowed) */
	const struct code *code;	/* the pseudocode the lines refer to */
	int same;		/* code_same_side: for code_line */
	struct step *step;	/* step[k] is step k + 1 of the log */
	long n;
	struct frame *frame;	/* the stacks, one after the other */
	size_t nframe;
	char *log;		/* the steps' sentences, one after the other */
	size_t loglen;
	int ncut;		/* the cutoffs, as in the summary's cut */
	int *pruned;		/* the nodes cutoff c prunes (steps_pruned):
				   pruned[pruned_at[c] .. pruned_at[c + 1]) */
	size_t *pruned_at;	/* ncut + 1 offsets into pruned */
	size_t end;		/* the ending, what the last step concludes
				   (narrate_ending: the value, the best move,
				   the principal variation, the nodes visited
				   and saved): log[end .. end + endlen), lines
				   ended by a newline, a NUL after */
	size_t endlen;
	int *pv;		/* the principal variation, root first: the
				   nodes the last step draws as it */
	int npv;
};

/*
 * Build the model of trace tr over t, summarized in s.  Returns a model the
 * caller frees with steps_free, or NULL when out of memory.  The model
 * borrows t (m->t), which must outlive it.
 */
struct steps *steps_new(const struct tree *t, const struct trace *tr,
    const struct summary *s);
void steps_free(struct steps *m);

/*
 * The last step's sentence with the ending after it, on one line: "return
 * A = 3: the value of the game; value at the root (MAX to move): 3; best
 * move: B; ...", what a picture of the last step says under it (frames,
 * Beamer).  A new string the caller frees, or NULL when out of memory.
 */
char *steps_last_text(const struct steps *m);

/*
 * The columns the widest number of m takes as fmt (fmt_num or fmt_num_sym)
 * writes it: every step's state (alpha, beta, v, and its value once done)
 * and every frame of its stacks.  Steppers size their number columns from
 * this, so that none is cut or runs into the next.
 */
int steps_width(const struct steps *m, const char *(*fmt)(double, char *));

/*
 * The nodes cutoff k of s prunes, subtrees included down to its pass's
 * depth limit, in tree order, into out (room for t->n).  Returns how
 * many, or -1 when out of memory.  A model keeps every cutoff's (pruned).
 */
int steps_pruned(const struct tree *t, const struct trace *tr,
    const struct summary *s, int k, int *out);

/*
 * The fold: what is known of every node after step k, the state every
 * stepper draws (README, "The per-step model").  Steps 1 to k are applied
 * in order: a step with visit marks its node searched and clears its cut
 * marks (a later pass searches again what an earlier one cut); a cutoff
 * marks every node it prunes cut, and the children it leaves (the edges
 * it crosses out) crossed; every step's state replaces its node's.  The
 * call stack is step k's.
 */
enum {
	FOLD_SEEN = 1,		/* searched at least once */
	FOLD_CUT = 2,		/* pruned by a cutoff, not searched since */
	FOLD_CROSSED = 4,	/* ... as a child the cutoff left unsearched
				   (its edge crossed out), not below one */
	FOLD_MARKS = 7,		/* the three above: what stays from a step to
				   the next (--format steps' "marks") */
	FOLD_STACK = 8		/* on step k's call stack: its node (even when
				   it has returned) and the node's ancestors */
};

struct fold_node {
	unsigned char flag;	/* FOLD_* */
	unsigned char type;	/* enum km_type, as of its last visit */
	int order;		/* 1-based order of its first visit; 0: not
				   searched yet */
	int visits;		/* times searched so far */
	int cut;		/* the last cutoff that pruned it (index in the
				   summary's cut), or -1: the one that cut it
				   when FOLD_CUT is set */
	long told;		/* the last step (1-based) that told of it, whose
				   state is in state; 0: none yet */
	struct node_state state;	/* what that step says of it */
};

struct fold {
	long k;			/* the steps folded: 1 to k (0: none) */
	struct fold_node *node;	/* node[i] for every node i of the tree */
	int visited;		/* distinct nodes searched so far */
	int cutoffs;		/* cutoffs made so far */
	int researches;		/* PVS re-searches so far */
	int pass;		/* step k's pass (0 at k = 0) */
};

/*
 * A fold of m at step 0, where nothing is known: freed with
 * steps_fold_free (NULL is a no-op).  NULL when out of memory.
 */
struct fold *steps_fold_new(const struct steps *m);
void steps_fold_free(struct fold *f);

/*
 * Fold m's steps 1 to k into f (made for m by steps_fold_new): f then says
 * what is known of every node after step k (k is held to 0 .. m->n).
 * Going forward applies only the steps between f's step and k; going back
 * starts again from step 0, so any k gives the same fold whatever came
 * before.  Allocates nothing.
 */
void steps_fold(const struct steps *m, long k, struct fold *f);

#endif
