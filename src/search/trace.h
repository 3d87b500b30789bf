/*
 * trace.h: the record of one search, and what it says about every node.
 * The search appends events; every output (DOT, log, JSON) is computed from
 * the tree and the trace alone, through the summary made by trace_summarize.
 */
#ifndef ABVIZ_TRACE_H
#define ABVIZ_TRACE_H

#include <stddef.h>

#include "cfg.h"
#include "msg.h"
#include "tree.h"

/*
 * What decides the search is cfg.h's; here is what of it needs the tree or
 * words.  cfg_sign: the sign that turns node i's numbers into MAX's view,
 * -1 at MIN's nodes in the negamax formulations (algo_negamax), else 1.
 */
int cfg_sign(const struct search_cfg *c, const struct tree *t, int i);

/* The formulation in words, e.g. "alpha-beta, fail-soft (...)", in
   English; cfg_title_msg: the message that says it in any language. */
const char *cfg_title(const struct search_cfg *c);
enum msg_id cfg_title_msg(const struct search_cfg *c);

/*
 * The conventions in force, in words, into buf: who moves at the root, the
 * move order, the cutoff rule, depth limit, window.  sym: use the symbols
 * (UTF-8) for alpha, beta and the relations.  Returns buf.
 */
#define CFG_TEXT_MAX 320
const char *cfg_conventions(const struct search_cfg *c, const struct tree *t,
    int sym, char *buf);

enum ev_kind {
	EV_PASS,	/* a search of the whole tree starts: a, b = root window;
			   child = depth limit (-1: none) */
	EV_ENTER,	/* search enters interior node: a = alpha, b = beta */
	EV_LEAF,	/* search reaches a leaf: a = its value */
	EV_EVAL,	/* node at the depth limit: a = its eval */
	EV_PROBE,	/* PVS: node searches child with a null window (a, b) */
	EV_RESEARCH,	/* PVS: the probe failed high; child again with (a, b) */
	EV_RECALL,	/* MTD(f): memory answers for node: a = value, b = bound */
	EV_UPDATE,	/* node took child's value: a = node's value so far, b =
			   new alpha (MAX, negamax) or beta (MIN) */
	EV_CUTOFF,	/* node stops after child: the cutoff rule holds */
	EV_PRUNE,	/* child of node left unsearched by the cutoff before */
	EV_RETURN,	/* node returns a to its parent */
	EV_CHANCE	/* Star1: chance node searches child with the window
			   derived from a = A_k, b = B_k (clamped to the
			   tree's bounds); see ab.c, chance_value */
};

/* Whether an event is a numbered step of the log (all but PASS, PRUNE). */
int ev_is_step(enum ev_kind k);

/*
 * Numbers are from MAX's point of view, except in the negamax formulations
 * (algo_negamax), where they are from the side to move at the event's node:
 * multiply by cfg_sign to get MAX's view.
 */
struct event {
	double a, b;		/* see enum ev_kind */
	int node;		/* the node the event happens at */
	int child;		/* the child concerned, or a pass's depth */
	unsigned char kind;	/* enum ev_kind */
};

/*
 * What --stats needs of a search, counted as it goes instead of recorded:
 * with a tally, trace_add keeps no event (nothing else can then read the
 * trace; iterative deepening, which reorders by the last iteration's
 * events, needs them).
 */
struct stats_tally {
	unsigned char *seen;	/* seen[i]: node i was searched */
	unsigned char *crossed;	/* if set (by the caller): crossed[i], node i
				   was left unsearched by a cutoff, or crossed
				   out (the cut-child misconception) */
	int visited;		/* distinct nodes searched */
	long visits;		/* searches of nodes, re-searches included */
	long evals;		/* leaf and horizon evaluations, repeats too */
	int cutoffs;		/* cutoffs made */
	int best;		/* the root's best child so far, or TREE_NONE */
	double so_far;		/* the root's value so far (its own view) */
	int hard, maxlike;	/* fail-hard; the root maximizes in its view */
	int chance_root;	/* the root is a chance node: no best move */
};

/* A tally for searching t under cfg (seen allocated, the caller frees it
   with free): 0, or -1 when out of memory. */
int trace_tally_init(struct stats_tally *ta, const struct tree *t,
    const struct search_cfg *cfg);

struct trace {
	struct stats_tally *tally;	/* when set, events are counted there only */
	struct replay *live;	/* when set, each event is replayed into it as
				   it comes, and ev keeps only the last two */
	struct search_cfg cfg;	/* what made it */
	double result;		/* the root's value, from MAX's point of view */
	double eps;		/* null-window width: 1 on integer trees */
	struct event *ev;	/* the events, in order */
	size_t n;		/* how many */
	size_t cap;		/* room in ev */
	int oom;		/* set when an append failed for lack of memory */
};

/* Appends used by the search; on failure they set t->oom and do nothing. */
void trace_add(struct trace *tr, enum ev_kind kind, int node, int child,
    double a, double b);
void trace_release(struct trace *tr);	/* frees tr->ev, not tr */

/* Knuth and Moore's node types, given the order the search tried moves. */
enum km_type { KM_NONE, KM_PV, KM_CUT, KM_ALL };

/*
 * Where a bound of a node's window came from: the event that set it, and
 * that event's step number in the log (0 for a pass, which is no step).
 * The event is an UPDATE (set at ev.node by its child ev.child), a PASS (the
 * root's window: infinite, aspiration or MTD(f)'s null window), a PROBE (a
 * PVS null window) or the node's own ENTER (narrowed by MTD(f)'s memory).
 */
struct origin {
	size_t ev;
	long step;
};

struct node_info {
	int order;		/* 1-based first-visit order; 0 = never visited */
	int visits;		/* times searched (re-searches, passes) */
	double alpha_in, beta_in;	/* window on entry (last visit) */
	double alpha_out, beta_out;	/* window on exit */
	double so_far;		/* the value found so far in this visit: v (or
				   best) of the notes; alpha / beta when hard */
	struct origin alpha_from, beta_from;	/* where alpha_out, beta_out
						   came from */
	double value;		/* value returned to the parent */
	enum bound bound;	/* what the window says of value: inside it
				   (exact), or only a lower/upper bound */
	/*
	 * full: the last search saw every leaf below the node: a leaf or a
	 * node at the horizon, or an interior node none of whose children
	 * was left unsearched (a cut after the last child prunes nothing)
	 * and each of whose children was itself searched in full (never
	 * answered from MTD(f)'s memory).
	 * exact: value is the node's real value (to the horizon), by the one
	 * rule every output uses: it came back inside its window, or the
	 * search is fail-soft and full.  Fail-soft hands up the best it saw,
	 * so a node searched in full hands up its real value even when the
	 * window calls it a bound (cases 2 and 3); fail-hard clamps it.  So
	 * does a fail-soft node searched with an empty window (alpha = beta,
	 * only under --cutoff gt) that hands back that very number: a child
	 * past it would have cut the node, one short of it is a bound that
	 * does not matter, so the number is the node's exact value.  And
	 * MTD(f)'s root, whose search ends only when its bounds meet.
	 */
	unsigned char full, exact;
	unsigned char counted;	/* replay: a search not in full, counted in the
				   parent's search number counted_in */
	unsigned char open;	/* entered and not yet returned (the
				   early-bound search takes such a child's
				   value so far) */
	int counted_in;
	int unseen;		/* replay: children of the last search pruned,
				   or not searched in full */
	int cut;		/* this node's own cutoff in its last search (an
				   index into summary.cut), or -1 */
	int kase;		/* seed 000's case 1..3 as a child; 0 = none (root,
				   leaves, no pruning, or a window of its own) */
	int best;		/* child that gave the value, or TREE_NONE */
	int cutoff;		/* the cut that left it unsearched, or -1 */
	int on_pv;		/* 1 on the principal variation */
	int tried;		/* children searched in the last visit */
	int scored;		/* times scored statically (leaf or eval) */
	enum km_type type;	/* from the last visit's move order */
};

struct cutoff {
	int node;		/* where the search stopped */
	int after;		/* the child whose value caused it */
	double alpha, beta;	/* the node's window at the cut */
	double v;		/* the number tested against the opposite bound:
				   the raised bound, or (cfg_test_first) v */
	struct origin from;	/* where the opposite bound came from: beta at
				   MAX (and negamax) nodes, alpha at MIN */
	int side;		/* at a chance node (Star1): -1 it failed low,
				   v (its value at most) <= alpha; +1 it failed
				   high, v (at least) >= beta; 0 elsewhere */
	int npruned;		/* children left unsearched */
	int nodes;		/* nodes in those children's subtrees */
	int pass;		/* 0-based pass it happened in */
	size_t ev;		/* its EV_CUTOFF event; the npruned EV_PRUNE
				   events after it name the children */
	long step;		/* its step number in the log */
};

struct pass {
	double alpha, beta;	/* root window (MAX's view) */
	int depth;		/* depth limit, or -1 */
	double value;		/* what the root returned (MAX's view) */
	enum bound bound;	/* fail low (upper), high (lower), or exact */
	int best;		/* root's best child in this pass, or TREE_NONE */
	int visits;		/* nodes searched in this pass */
};

struct summary {
	struct node_info *info;	/* info[i] for every node; in a lean summary
				   info[slot[i]], for the nodes reached only */
	int *slot;		/* lean: node i's record in info, or -1; NULL
				   when info is indexed by node */
	struct node_brief *brief;	/* a live summary's, instead of info:
				   24 bytes a node (read through trace_info) */
	struct node_info *scratch;	/* where trace_info gives a brief back */
	const struct tree *tree;	/* the tree a brief summary is of */
	struct origin from;	/* a brief summary's: where every bound came
				   from (the pass) */
	double *minimax;	/* true value (to the horizon), trace's view */
	int *visited;		/* nodes in first-visit order */
	int nvisited;		/* distinct nodes searched */
	int leaves_visited;	/* distinct leaves (and horizon nodes) */
	long visits;		/* searches of nodes, re-searches included */
	long leaf_evals;	/* leaf and horizon evaluations, repeats included */
	int beyond;		/* nodes below the depth limit */
	int *pv;		/* principal variation, root first */
	int npv;
	struct cutoff *cut;	/* the cutoffs, in order */
	int ncut;
	struct pass *pass;	/* the passes, in order */
	int npass;
	int researches;		/* PVS re-searches */
	int recalls;		/* MTD(f) memory answers */
	long steps;		/* numbered steps replayed (the log's count) */
};

/*
 * Replay tr over t to say what happened at every node.  Returns a summary
 * the caller frees with trace_summary_free, or NULL when out of memory.
 */
struct summary *trace_summarize(const struct tree *t, const struct trace *tr);
void trace_summary_free(struct summary *s);

/*
 * The same summary, lean: records only for the nodes the search reached, so
 * its size follows the search, not the tree (a million-node tree that
 * alpha-beta cuts to 6% needs 6% of the records).  No node has a cutoff
 * mark (node_info.cutoff): a pruned node has no record at all.  For the
 * outputs that only need the reached nodes (the JSON result); read its
 * records through trace_info.
 */
struct summary *trace_summarize_lean(const struct tree *t,
    const struct trace *tr);

/*
 * A summary made while the search runs, for a search with no cutoff in one
 * pass (minimax, negamax; not iterative: trace_live_ok says):
 * trace_live_begin before the search (0; -1 when out of memory or the
 * search is not one of those), then trace_live_end after it gives the
 * summary trace_summarize would (freed with trace_summary_free; NULL when
 * out of memory), and leaves the trace with no event: only the summary
 * needs them, and the events of a search of every node are several times
 * the tree.  The summary's event numbers (origins' .ev) name events no
 * longer kept.  trace_release frees a live search that did not end.
 */
int trace_live_ok(const struct search_cfg *c);
int trace_live_begin(struct trace *tr, const struct tree *t,
    const struct search_cfg *c);
struct summary *trace_live_end(struct trace *tr);

/* Node i's record in s, lean or not; NULL when a lean s has none.  Of a
   live summary, a record made from its brief, valid until the next call. */
const struct node_info *trace_info(const struct summary *s, int i);

/* Whether the search reached node i (entered it, or scored it). */
int trace_reached(const struct summary *s, int i);

/*
 * The same replay, one event at a time, for emitters that tell the story in
 * order (the log): replay_state is the summary as of the events replayed so
 * far (no PV yet).  replay_new returns NULL when out of memory.
 */
struct replay;
struct replay *replay_new(const struct tree *t, const struct trace *tr);
/* The same with a lean state (read its records through trace_info) and
   no minimax values (its minimax is NULL): what the log needs. */
struct replay *replay_new_lean(const struct tree *t, const struct trace *tr);
void replay_step(struct replay *r);
const struct summary *replay_state(const struct replay *r);
void replay_free(struct replay *r);

/*
 * The probability the search tr made under its cfg gives node c, a child of
 * a chance node: its "p", or 1/n under --mistake equal-chances (a student
 * who ignores the probabilities and averages the n children equally).
 */
double trace_prob(const struct trace *tr, const struct tree *t, int c);

/*
 * The window Star1 searches a chance node's child with, from its EV_CHANCE
 * event e: (A_k, B_k) narrowed to the tree's bounds, (max(A_k, L),
 * min(B_k, U)), into *a, *b; never inverted (an A_k past U, a B_k short
 * of L or an A_k past B_k come only from rounding, when the search goes
 * on: they stand for an empty window).
 */
void trace_chance_window(const struct tree *t, const struct event *e,
    double *a, double *b);

/* Whether node i lies below the depth limit (never searched for that). */
int trace_beyond(const struct trace *tr, const struct tree *t, int i);

/* Whether node i is an interior node at the depth limit, scored by eval. */
int trace_horizon(const struct trace *tr, const struct tree *t, int i);

#endif
