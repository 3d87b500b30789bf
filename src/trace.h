/*
 * trace.h: the record of one search, and what it says about every node.
 * The search appends events; every output (DOT, log, JSON) is computed from
 * the tree and the trace alone, through the summary made by trace_summarize.
 */
#ifndef ABVIZ_TRACE_H
#define ABVIZ_TRACE_H

#include <stddef.h>

#include "tree.h"

enum algo { ALGO_ALPHABETA, ALGO_MINIMAX };

enum ev_kind {
	EV_ENTER,	/* search enters interior node: a = alpha, b = beta */
	EV_LEAF,	/* search reaches a leaf: a = its value */
	EV_UPDATE,	/* node took child's value: a = v (best so far), b = new
			   alpha (at MAX) or beta (at MIN) */
	EV_CUTOFF,	/* node stops after child: alpha >= beta */
	EV_RETURN	/* node returns a = v to its parent */
};

struct event {
	enum ev_kind kind;
	int node;		/* the node the event happens at */
	int child;		/* EV_UPDATE, EV_CUTOFF: the child just searched */
	double a, b;		/* see enum ev_kind */
};

struct trace {
	enum algo algo;		/* which search made it */
	struct event *ev;	/* the events, in order */
	size_t n;		/* how many */
	size_t cap;		/* room in ev */
	int oom;		/* set when an append failed for lack of memory */
};

/* Appends used by the search; on failure they set t->oom and do nothing. */
void trace_add(struct trace *tr, enum ev_kind kind, int node, int child,
    double a, double b);
void trace_release(struct trace *tr);	/* frees tr->ev, not tr */

/* What kind of number a node's returned value is. */
enum bound { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

struct node_info {
	int order;		/* 1-based visit order; 0 = never visited (pruned) */
	double alpha_in, beta_in;	/* window on entry */
	double alpha_out, beta_out;	/* window on exit */
	double value;		/* value returned to the parent */
	enum bound bound;	/* value is exact, or only a lower/upper bound */
	int kase;		/* seed 000's case 1..3 as a child; 0 = none
				   (root, leaves, minimax) */
	int best;		/* child that gave the value, or TREE_NONE */
	int cutoff;		/* index in cutoffs[] of the cut that pruned it
				   (never-visited nodes), or -1 */
	int on_pv;		/* 1 on the principal variation */
};

struct cutoff {
	int node;		/* where the search stopped */
	int after;		/* the child whose value caused it */
	double alpha, beta;	/* the node's window at the cut: alpha >= beta */
	int npruned;		/* children left unsearched: after+1 .. last */
	int nodes;		/* nodes in those children's subtrees */
};

struct summary {
	struct node_info *info;	/* info[i] for every node */
	double *minimax;	/* true minimax value of every node */
	int *visited;		/* nodes in visit order */
	int nvisited;
	int leaves_visited;
	int *pv;		/* principal variation, root first */
	int npv;
	struct cutoff *cut;	/* the cutoffs, in order */
	int ncut;
};

/*
 * Replay tr over t to say what happened at every node.  Returns a summary
 * the caller frees with trace_summary_free, or NULL when out of memory.
 */
struct summary *trace_summarize(const struct tree *t, const struct trace *tr);
void trace_summary_free(struct summary *s);

#endif
