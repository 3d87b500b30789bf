/*
 * trace.c: recording a search, then replaying the record to say what
 * happened at every node.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "fmt.h"
#include "msg.h"
#include "trace.h"

/* The mistakes' clauses follow enum mistake. */
_Static_assert(M_LOG_CONV_EARLY_RANGE - M_LOG_CONV_SHALLOW ==
    MISTAKE_EARLY_RANGE - MISTAKE_SHALLOW, "M_LOG_CONV_* follow enum mistake");

int
cfg_sign(const struct search_cfg *c, const struct tree *t, int i)
{
	return algo_negamax(c->algo) && tree_player(t, i) == PLAYER_MIN ? -1 : 1;
}

int
ev_is_step(enum ev_kind k)
{
	return k != EV_PASS && k != EV_PRUNE;
}

enum msg_id
cfg_title_msg(const struct search_cfg *c)
{
	switch (c->algo) {
	case ALGO_MINIMAX:
		return M_LOG_TITLE_MINIMAX;
	case ALGO_NEGAMAX:
		return M_LOG_TITLE_NEGAMAX;
	case ALGO_ALPHABETA:
		return M_LOG_TITLE_ALPHABETA;
	case ALGO_ALPHABETA_HARD:
		return M_LOG_TITLE_ALPHABETA_HARD;
	case ALGO_NEGAMAX_AB:
		return c->fail_soft ? M_LOG_TITLE_NEGAMAX_AB_SOFT :
		    M_LOG_TITLE_NEGAMAX_AB_HARD;
	case ALGO_PVS:
		return M_LOG_TITLE_PVS;
	case ALGO_EXPECTIMAX:
		return M_LOG_TITLE_EXPECTIMAX;
	case ALGO_STAR1:
		return M_LOG_TITLE_STAR1;
	default:
		return M_LOG_TITLE_MTDF;
	}
}

const char *
cfg_title(const struct search_cfg *c)
{
	return msg_in(LANG_EN, cfg_title_msg(c));
}

const char *
cfg_conventions(const struct search_cfg *c, const struct tree *t, int sym,
    char *buf)
{
	static const char *const orders[ORDER_N] = {
		"children left to right", "children right to left",
		"best child first (by true value)",
		"worst child first (by true value)",
		"children by their eval hints",
		"a chance node's children most probable first"
	};
	size_t n;

	n = 0;
	if (preset_of(c) != NULL)
		n = (size_t)snprintf(buf, CFG_TEXT_MAX, "preset %s; ",
		    preset_of(c)->name);
	if (tree_is_chance(t, 0))
		n += (size_t)snprintf(buf + n, CFG_TEXT_MAX - n, "a chance node "
		    "at the root, %s to move after it; %s", tree_side(t, 0) ==
		    PLAYER_MAX ? "MAX" : "MIN", orders[c->order]);
	else
		n += (size_t)snprintf(buf + n, CFG_TEXT_MAX - n, "%s moves at "
		    "the root; %s", tree_player(t, 0) == PLAYER_MAX ? "MAX" :
		    "MIN", orders[c->order]);
	if (algo_prunes(c->algo))
		n += (size_t)snprintf(buf + n, CFG_TEXT_MAX - n, "; cut when %s",
		    sym ? (c->cutoff == CUT_GE ? "\xCE\xB1 \xE2\x89\xA5 \xCE\xB2" :
		    "\xCE\xB1 > \xCE\xB2") : c->cutoff == CUT_GE ?
		    "alpha >= beta" : "alpha > beta");
	if (algo_prunes(c->algo))
		n += (size_t)snprintf(buf + n, CFG_TEXT_MAX - n, "; %s",
		    cfg_test_first(c) ? "cutoff tested before the bound is "
		    "raised" : "bound raised before the cutoff test");
	if (c->depth >= 0)
		n += (size_t)snprintf(buf + n, CFG_TEXT_MAX - n, "; depth limit "
		    "%d%s", c->depth, c->iterative ? ", iterative deepening" : "");
	if (c->window) {
		char lo[FMT_NUM_MAX], hi[FMT_NUM_MAX];

		n += (size_t)snprintf(buf + n, CFG_TEXT_MAX - n, "; aspiration "
		    "window (%s, %s)", fmt_num(c->lo, lo), fmt_num(c->hi, hi));
	}
	if (c->mistake != MISTAKE_NONE && algo_prunes(c->algo))
		snprintf(buf + n, CFG_TEXT_MAX - n, "; %s",
		    msg_in(LANG_EN, (enum msg_id)(M_LOG_CONV_SHALLOW +
		    (c->mistake - MISTAKE_SHALLOW))));
	return buf;
}

double
trace_prob(const struct trace *tr, const struct tree *t, int c)
{
	int p = t->node[c].parent;

	if (tr->cfg.mistake == MISTAKE_EQUAL_CHANCES && p != TREE_NONE)
		return 1.0 / t->node[p].nkids;
	return tree_prob(t, c);
}

void
trace_chance_window(const struct tree *t, const struct event *e, double *a,
    double *b)
{
	*a = t->bounded ? fmin(fmax(e->a, t->lo), t->hi) : e->a;
	*b = t->bounded ? fmax(fmin(e->b, t->hi), t->lo) : e->b;
	/* A past B only by rounding (alpha = beta, --cutoff gt): the empty
	   window it stands for */
	if (*a > *b)
		*a = *b;
}

int
trace_beyond(const struct trace *tr, const struct tree *t, int i)
{
	return tr->cfg.depth >= 0 && t->node[i].depth > tr->cfg.depth;
}

int
trace_horizon(const struct trace *tr, const struct tree *t, int i)
{
	return t->node[i].nkids > 0 && t->node[i].depth == tr->cfg.depth;
}

int
trace_tally_init(struct stats_tally *ta, const struct tree *t,
    const struct search_cfg *cfg)
{
	memset(ta, 0, sizeof(*ta));
	ta->best = TREE_NONE;
	ta->hard = cfg_fail_hard(cfg);
	ta->maxlike = algo_negamax(cfg->algo) || tree_player(t, 0) == PLAYER_MAX;
	ta->chance_root = tree_is_chance(t, 0);
	ta->seen = calloc((size_t)t->n, 1);
	return ta->seen != NULL ? 0 : -1;
}

/*
 * An event, counted: a node searched for the first time, a cutoff, and at
 * the root the child that gave the value (strictly better than the value
 * so far, as the replay's best child).
 */
static void
tally_add(struct stats_tally *ta, enum ev_kind kind, int node, int child, double a,
    double b)
{
	switch (kind) {
	case EV_ENTER:
	case EV_LEAF:
	case EV_EVAL:
		ta->visited += !ta->seen[node];
		ta->seen[node] = 1;
		ta->visits++;
		ta->evals += kind != EV_ENTER;
		if (node == 0 && kind == EV_ENTER) {
			ta->best = TREE_NONE;
			ta->so_far = ta->hard ? (ta->maxlike ? a : b) :
			    ta->maxlike ? -INFINITY : INFINITY;
		}
		break;
	case EV_UPDATE:
		if (node == 0 && !ta->chance_root) {
			if (a != ta->so_far)
				ta->best = child;
			ta->so_far = a;
		}
		break;
	case EV_CUTOFF:
		ta->cutoffs++;
		break;
	case EV_PRUNE:
		if (ta->crossed != NULL)
			ta->crossed[child] = 1;
		break;
	default:
		break;
	}
}

static void replay_event(struct replay *r, size_t e);

void
trace_add(struct trace *tr, enum ev_kind kind, int node, int child, double a,
    double b)
{
	struct event *e;

	if (tr->tally != NULL) {
		tally_add(tr->tally, kind, node, child, a, b);
		return;
	}
	if (tr->oom)
		return;
	if (tr->live != NULL) {
		/* the replay looks back one event at most: a ring of two */
		e = &tr->ev[tr->n & 1];
		e->kind = (unsigned char)kind;
		e->node = node;
		e->child = child;
		e->a = a;
		e->b = b;
		replay_event(tr->live, tr->n++);
		return;
	}
	if (tr->n == tr->cap) {
		size_t cap = tr->cap ? tr->cap * 2 : 256;

		if ((e = realloc(tr->ev, cap * sizeof(*e))) == NULL) {
			tr->oom = 1;
			return;
		}
		tr->ev = e;
		tr->cap = cap;
	}
	e = &tr->ev[tr->n++];
	e->kind = (unsigned char)kind;
	e->node = node;
	e->child = child;
	e->a = a;
	e->b = b;
}

void
trace_release(struct trace *tr)
{
	replay_free(tr->live);	/* a live search that did not end */
	tr->live = NULL;
	free(tr->ev);
	tr->ev = NULL;
	tr->n = tr->cap = 0;
}

/*
 * What a node's returned value v means, given the window (alpha, beta) it
 * was searched with, in its own view.  Fail-soft or fail-hard, v <= alpha
 * means "real value <= v" and v >= beta means "real value >= v".  An empty
 * window (alpha = beta, which only --cutoff gt searches on) that hands back
 * that very number says neither: fail-hard returns it whatever lies below,
 * and fail-soft may have stopped at it from either side.
 */
static enum bound
bound_of(double v, double alpha, double beta)
{
	if (v == alpha && v == beta)
		return BOUND_NONE;
	if (v <= alpha)
		return BOUND_UPPER;
	if (v >= beta)
		return BOUND_LOWER;
	return BOUND_EXACT;
}

/*
 * What a child's value means to its parent (seed 000), when the child was
 * searched with the parent's own window:
 *   case 1: alpha < v < beta.  No cut happened inside the child: v is its
 *           exact value, and it may move the parent's bound.
 *   case 2: v reached the parent's opposite bound (v >= beta under a MAX
 *           parent, v <= alpha under a MIN parent): the parent will be cut;
 *           v is only a bound, which is all the parent needs.
 *   case 3: v did not even reach the parent's own bound (v <= alpha under a
 *           MAX parent, v >= beta under a MIN parent): the child was cut
 *           itself, and v is only a bound on its real value.
 * b is the child's bound as the parent sees it; parent_max: the parent
 * maximizes in its own view (a MAX node, or any negamax node).
 */
static int
kase_of(enum bound b, int parent_max)
{
	if (b == BOUND_EXACT)
		return 1;
	if (b == BOUND_NONE)
		return 0;
	return (b == BOUND_LOWER) == (parent_max != 0) ? 2 : 3;
}

/*
 * Mark every node under child c as pruned by cutoff k (unless info is NULL:
 * a lean summary keeps no record of them), down to the pass's horizon
 * (depth; -1: none): what lies below it would not have been searched
 * anyway.  Returns how many.
 */
static int
mark_pruned(const struct tree *t, struct node_info *info, int *stack, int c,
    int k, int depth)
{
	int top = 0, n = 0;

	stack[top++] = c;
	while (top > 0) {
		const struct tree_node *nd = &t->node[stack[--top]];
		int j;

		if (info != NULL)
			info[stack[top]].cutoff = k;
		n++;
		for (j = 0; j < nd->nkids && (depth < 0 || nd->depth < depth);
		    j++)
			stack[top++] = nd->first + j;
	}
	return n;
}

void
trace_summary_free(struct summary *s)
{
	if (s == NULL)
		return;
	free(s->info);
	free(s->brief);
	free(s->scratch);
	free(s->slot);
	free(s->minimax);
	free(s->visited);
	free(s->pv);
	free(s->cut);
	free(s->pass);
	free(s);
}

/* The replay's state: the summary being made, and what it needs meanwhile. */
struct replay {
	const struct tree *t;
	const struct trace *tr;
	struct summary *s;
	int *stack;
	int neg;		/* negamax view */
	int hard;		/* fail-hard */
	int test_first;		/* cfg_test_first */
	size_t next;		/* the next event to replay */
	size_t pass_ev;		/* the current pass's event */
	int nslot, slotcap;	/* lean: records handed out, and room */
	struct node_info spare;	/* lean: where a record beyond the room
				   goes (none should) */
	struct node_info *deep;	/* brief: the records of the nodes on the
				   path, by depth (see struct node_brief) */
	int lossy;		/* brief: a record its brief would not give
				   back (trace_live_end refuses the summary) */
};

/*
 * What a live summary keeps of a node once it has answered (24 bytes, not
 * a node_info's 136: on a million-node tree, 24 MB, not 136).  A search
 * without cutoffs in one pass (trace_live_ok) keeps its window at
 * (-inf, +inf) everywhere, every bound where the pass put it, and tries
 * every child: the rest of the record follows (brief_expand), and
 * brief_put checks that it does for every node.
 */
struct node_brief {
	double value;
	int order, best;
	unsigned char bound, kase, type, visits, scored, flags;
};

#define BRIEF_FULL 1
#define BRIEF_EXACT 2
#define BRIEF_PV 4

/* Event e of the trace (a live one keeps only the last two). */
static const struct event *
event_at(const struct replay *r, size_t e)
{
	return &r->tr->ev[r->tr->live != NULL ? e & 1 : e];
}

/* A record as replay_new starts it: nothing known yet. */
static void
info_init(struct node_info *in)
{
	memset(in, 0, sizeof(*in));
	in->best = TREE_NONE;
	in->cutoff = -1;
	in->cut = -1;
}

/*
 * Node i's record as its brief gives it back (struct node_brief): the
 * record the full replay makes of a search without cutoffs in one pass.
 */
static void
brief_expand(const struct summary *s, const struct tree *t, int i,
    struct node_info *in)
{
	const struct node_brief *b = &s->brief[i];

	info_init(in);
	if (b->order == 0 && b->scored == 0 && b->visits == 0)
		return;		/* never searched (below the depth limit) */
	in->order = b->order;
	in->visits = b->visits;
	in->alpha_in = in->alpha_out = -INFINITY;
	in->beta_in = in->beta_out = INFINITY;
	in->alpha_from = in->beta_from = s->from;
	in->value = b->value;
	in->bound = (enum bound)b->bound;
	in->full = (b->flags & BRIEF_FULL) != 0;
	in->exact = (b->flags & BRIEF_EXACT) != 0;
	in->on_pv = (b->flags & BRIEF_PV) != 0;
	in->kase = b->kase;
	in->type = (enum km_type)b->type;
	in->best = b->best;
	in->scored = b->scored;
	/* an interior node tried every child; its value so far is its value */
	if (b->scored == 0 && t->node[i].nkids > 0) {
		in->tried = t->node[i].nkids;
		in->so_far = b->value;
	}
}

/* Whether two records say the same (doubles: NaN never occurs here). */
static int
record_same(const struct node_info *a, const struct node_info *b)
{
	return a->order == b->order && a->visits == b->visits &&
	    a->alpha_in == b->alpha_in && a->beta_in == b->beta_in &&
	    a->alpha_out == b->alpha_out && a->beta_out == b->beta_out &&
	    a->so_far == b->so_far && a->alpha_from.ev == b->alpha_from.ev &&
	    a->alpha_from.step == b->alpha_from.step &&
	    a->beta_from.ev == b->beta_from.ev &&
	    a->beta_from.step == b->beta_from.step && a->value == b->value &&
	    a->bound == b->bound && a->full == b->full &&
	    a->exact == b->exact && a->kase == b->kase && a->best == b->best &&
	    a->on_pv == b->on_pv && a->tried == b->tried &&
	    a->scored == b->scored && a->type == b->type &&
	    a->cut == b->cut && a->cutoff == b->cutoff &&
	    a->counted == b->counted && a->unseen == b->unseen;
}

/*
 * Node n has answered: its brief, from its record on the path; a record
 * the brief would not give back makes the summary lossy.
 */
static void
brief_put(struct replay *r, int n)
{
	struct summary *s = r->s;
	const struct node_info *in = &r->deep[r->t->node[n].depth];
	struct node_brief *b = &s->brief[n];
	struct node_info back;

	if (in->visits > UCHAR_MAX || in->scored > UCHAR_MAX) {
		r->lossy = 1;
		return;
	}
	b->value = in->value;
	b->order = in->order;
	b->best = in->best;
	b->bound = (unsigned char)in->bound;
	b->kase = (unsigned char)in->kase;
	b->type = (unsigned char)in->type;
	b->visits = (unsigned char)in->visits;
	b->scored = (unsigned char)in->scored;
	b->flags = (unsigned char)((in->full ? BRIEF_FULL : 0) |
	    (in->exact ? BRIEF_EXACT : 0));
	s->leaves_visited += in->scored > 0;
	s->from.ev = r->pass_ev;	/* the root's, and so every node's */
	s->from.step = 0;
	brief_expand(s, r->t, n, &back);
	r->lossy |= !record_same(in, &back);
}

/*
 * Node n's record.  A lean summary hands one out at the first event that
 * names the node; replay_make made room for every node the trace can name,
 * so the records never move.
 */
static struct node_info *
info_of(struct replay *r, int n)
{
	struct summary *s = r->s;

	if (r->deep != NULL)
		return &r->deep[r->t->node[n].depth];
	if (s->slot == NULL)
		return &s->info[n];
	if (s->slot[n] < 0) {
		if (r->nslot == r->slotcap) {
			info_init(&r->spare);
			return &r->spare;
		}
		s->slot[n] = r->nslot++;
		info_init(&s->info[s->slot[n]]);
	}
	return &s->info[s->slot[n]];
}

/*
 * Whether node n's window and score are its parent's turned over: in
 * negamax, wherever the side to move changes (at every ply, unless the
 * tree says a side moves twice).
 */
static int
turned(const struct replay *r, int n)
{
	return r->neg && tree_turns(r->t, n);
}

/*
 * Where the bounds of the window (a, b) that node n is entered with at
 * event e came from: its parent's (turned over in negamax), a probe's null
 * window, MTD(f)'s memory, or at the root the pass's window.
 */
static void
window_origin(struct replay *r, size_t e, int n, double a, double b)
{
	struct node_info *in = info_of(r, n);
	const struct event *prev = e > 0 ? event_at(r, e - 1) : NULL;
	int p = r->t->node[n].parent;
	struct origin own = { e, r->s->steps }, pa, pb;
	double wa, wb;

	if (p == TREE_NONE) {
		in->alpha_from.ev = in->beta_from.ev = r->pass_ev;
		in->alpha_from.step = in->beta_from.step = 0;
		return;
	}
	wa = info_of(r, p)->alpha_out;
	wb = info_of(r, p)->beta_out;
	pa = info_of(r, p)->alpha_from;
	pb = info_of(r, p)->beta_from;
	if (turned(r, n)) {	/* the parent's window, turned over */
		double x = wa;
		struct origin o = pa;

		wa = -wb;
		wb = -x;
		pa = pb;
		pb = o;
	}
	if (prev != NULL && (prev->kind == EV_PROBE ||
	    prev->kind == EV_RESEARCH || prev->kind == EV_CHANCE) &&
	    prev->child == n) {
		/* a probe's window, or Star1's, from the step before */
		own.ev = e - 1;
		own.step = r->s->steps - 1;
	}
	in->alpha_from = a == wa ? pa : own;
	in->beta_from = b == wb ? pb : own;
}

/* A node is searched (entered, or scored as a leaf) with window (a, b). */
static void
visit(struct replay *r, int n, double a, double b)
{
	struct summary *s = r->s;
	struct node_info *in = info_of(r, n);
	int p = r->t->node[n].parent;

	if (in->order == 0) {
		in->order = s->nvisited + 1;
		s->visited[s->nvisited++] = n;
	}
	/* a search again within the same search of the parent (a PVS
	   re-search) takes the place of the one before */
	if (in->counted && p != TREE_NONE &&
	    info_of(r, p)->visits == in->counted_in)
		info_of(r, p)->unseen--;
	in->counted = 0;
	in->unseen = 0;
	in->cut = -1;
	in->cutoff = -1;	/* searched now: pruned by no earlier cut */
	in->visits++;
	s->visits++;
	if (s->npass > 0)
		s->pass[s->npass - 1].visits++;
	in->alpha_in = in->alpha_out = a;
	in->beta_in = in->beta_out = b;
	in->best = TREE_NONE;
	in->kase = 0;
	in->tried = 0;
	in->bound = BOUND_EXACT;
	/* Knuth and Moore: the first move of a PV node is PV, the rest CUT;
	   every move of a CUT node is ALL; every move of an ALL node CUT. */
	if (p == TREE_NONE)
		in->type = KM_PV;
	else if (info_of(r, p)->type == KM_PV)
		in->type = info_of(r, p)->tried == 0 ? KM_PV : KM_CUT;
	else
		in->type = info_of(r, p)->type == KM_CUT ? KM_ALL : KM_CUT;
}

/* The window a leaf was scored with: a probe's, else its parent's. */
static void
leaf_window(struct replay *r, size_t e, double *a, double *b)
{
	const struct event *ev = event_at(r, e);
	const struct event *prev = e > 0 ? event_at(r, e - 1) : NULL;
	int p = r->t->node[ev->node].parent;

	if (prev != NULL && (prev->kind == EV_PROBE || prev->kind ==
	    EV_RESEARCH) && prev->child == ev->node) {
		*a = prev->a;
		*b = prev->b;
	} else if (prev != NULL && prev->kind == EV_CHANCE &&
	    prev->child == ev->node) {
		trace_chance_window(r->t, prev, a, b);
		return;
	} else if (p != TREE_NONE) {
		*a = info_of(r, p)->alpha_out;
		*b = info_of(r, p)->beta_out;
	} else if (r->s->npass > 0) {
		*a = r->s->pass[r->s->npass - 1].alpha;
		*b = r->s->pass[r->s->npass - 1].beta;
		if (r->neg && tree_player(r->t, 0) == PLAYER_MIN) {
			double x = *a;

			*a = -*b;
			*b = -x;
		}
		return;
	} else {
		*a = -INFINITY;	/* a trace that starts without a pass */
		*b = INFINITY;
		return;
	}
	if (turned(r, ev->node)) {	/* the parent's window, turned over */
		double x = *a;

		*a = -*b;
		*b = -x;
	}
}

/*
 * Node n has answered (returned, been scored, or been answered from memory):
 * whether it was searched in full, and so whether its value is exact (the
 * rule of node_info.exact).  A search not in full is counted against the
 * parent's.
 */
static void
answered(struct replay *r, int n, enum ev_kind kind)
{
	struct node_info *in = info_of(r, n);
	const struct tree_node *nd = &r->t->node[n];
	int p = nd->parent, depth = r->s->npass > 0 ?
	    r->s->pass[r->s->npass - 1].depth : -1;
	/* a leaf, or a node at this pass's horizon, is its own value, even
	   when MTD(f)'s memory answers for it */
	int scored = nd->nkids == 0 || nd->depth == depth;

	if (scored)
		in->bound = BOUND_EXACT;
	in->full = scored || (kind == EV_RETURN && in->unseen == 0);
	in->exact = in->bound == BOUND_EXACT || scored ||
	    (!r->hard && (in->full || in->bound == BOUND_NONE)) ||
	    r->tr->cfg.mistake == MISTAKE_VALUE_FOR_BOUND;
	/* Star1: a chance node that was not cut itself summed exact values
	   (each child came back inside its window, or at a bound, which no
	   value passes); one that was cut returned the end of its range */
	if (!scored && kind == EV_RETURN && tree_is_chance(r->t, n))
		in->exact = in->cut < 0;
	if (!in->full && p != TREE_NONE) {
		info_of(r, p)->unseen++;
		in->counted = 1;
		in->counted_in = info_of(r, p)->visits;
	}
}

/* The root has answered: that ends a pass. */
static void
end_pass(struct replay *r)
{
	struct summary *s = r->s;
	struct pass *ps;

	if (s->npass == 0)
		return;
	ps = &s->pass[s->npass - 1];
	ps->value = info_of(r, 0)->value * cfg_sign(&r->tr->cfg, r->t, 0);
	ps->bound = bound_of(ps->value, ps->alpha, ps->beta);
	ps->best = info_of(r, 0)->best;
}

/*
 * Seed 000's case of child n, which has just returned, if it was searched
 * with its parent's own window (not a probe's, or one narrowed by memory).
 */
static int
kase_for(struct replay *r, int n)
{
	const struct node_info *in = info_of(r, n);
	int p = r->t->node[n].parent;
	const struct node_info *pi = info_of(r, p);
	int turn = turned(r, n);
	double a = turn ? -in->beta_in : in->alpha_in;
	double b = turn ? -in->alpha_in : in->beta_in;
	enum bound bd = in->bound;

	if (!algo_prunes(r->tr->cfg.algo) || a != pi->alpha_out ||
	    b != pi->beta_out || tree_is_chance(r->t, p))
		return 0;	/* a window of its own, or no MAX/MIN above */
	if (turn && bd == BOUND_UPPER)	/* a bound turns over with the score */
		bd = BOUND_LOWER;
	else if (turn && bd == BOUND_LOWER)
		bd = BOUND_UPPER;
	return kase_of(bd, r->neg || tree_player(r->t, p) == PLAYER_MAX);
}

/* A pass over the whole tree starts: its window and depth limit. */
static void
replay_pass(struct replay *r, size_t e, const struct event *ev)
{
	struct pass *ps = &r->s->pass[r->s->npass++];

	r->pass_ev = e;
	memset(ps, 0, sizeof(*ps));
	ps->alpha = ev->a;
	ps->beta = ev->b;
	ps->depth = ev->child;
	ps->best = TREE_NONE;
}

/*
 * Node ev->node took its child's value: its value so far, the child that
 * gave it, and its own bound (alpha at a maximizing node, beta at a
 * minimizing one) with where that bound now comes from.
 */
static void
replay_update(struct replay *r, size_t e, const struct event *ev,
    int maxlike)
{
	struct node_info *in = info_of(r, ev->node);

	if (ev->a != in->so_far)
		in->best = ev->child;	/* strictly better */
	in->so_far = ev->a;
	if (maxlike && ev->b != in->alpha_out) {
		in->alpha_out = ev->b;
		in->alpha_from.ev = e;
		in->alpha_from.step = r->s->steps;
	} else if (!maxlike && ev->b != in->beta_out) {
		in->beta_out = ev->b;
		in->beta_from.ev = e;
		in->beta_from.step = r->s->steps;
	}
	/* a child still open is one the early-bound search took the value
	   so far of: not a child tried */
	in->tried += !info_of(r, ev->child)->open;
}

/* Node ev->node stops after a child: the cutoff, with what it tested. */
static void
replay_cutoff(struct replay *r, size_t e, const struct event *ev,
    int maxlike)
{
	struct summary *s = r->s;
	struct node_info *in = info_of(r, ev->node);
	struct cutoff *c = &s->cut[s->ncut++];

	c->node = ev->node;
	c->after = ev->child;
	c->alpha = in->alpha_out;
	c->beta = in->beta_out;
	c->from = maxlike ? in->beta_from : in->alpha_from;
	c->side = 0;
	/* what the cut rule compared with the opposite bound */
	if (tree_is_chance(r->t, ev->node)) {
		/* Star1: the end of the chance node's range, against alpha
		   (failed low) or beta (failed high) */
		c->side = ev->b == BOUND_UPPER ? -1 : 1;
		c->from = c->side < 0 ? in->alpha_from : in->beta_from;
		c->v = ev->a;
	} else if (!r->test_first)
		c->v = maxlike ? in->alpha_out : in->beta_out;
	else if (r->hard)	/* seed 004: val, as the child handed it up */
		c->v = turned(r, ev->child) ? -info_of(r, ev->child)->value :
		    info_of(r, ev->child)->value;
	else
		c->v = in->so_far;
	c->npruned = 0;
	c->nodes = 0;
	c->pass = s->npass - 1;
	c->ev = e;
	c->step = s->steps;
	in->cut = s->ncut - 1;
}

/* A child the last cutoff leaves unsearched, its subtree with it. */
static void
replay_prune(struct replay *r, const struct event *ev)
{
	struct summary *s = r->s;
	struct cutoff *c;

	if (s->ncut == 0)
		return;		/* only ever after a cutoff */
	c = &s->cut[s->ncut - 1];
	c->npruned++;
	info_of(r, ev->node)->unseen++;	/* the cutting node's record */
	c->nodes += mark_pruned(r->t, s->slot == NULL ? s->info : NULL,
	    r->stack, ev->child, s->ncut - 1, s->npass > 0 ?
	    s->pass[s->npass - 1].depth : -1);
}

/* Event e, replayed: what it changes of the summary. */
static void
replay_event(struct replay *r, size_t e)
{
	const struct tree *t = r->t;
	const struct event *ev = event_at(r, e);
	struct summary *s = r->s;
	struct node_info *in = info_of(r, ev->node);
	int maxlike = r->neg || tree_player(t, ev->node) == PLAYER_MAX;
	double a, b;

	if (ev_is_step((enum ev_kind)ev->kind))
		s->steps++;	/* this event is step s->steps of the log */
	if (r->deep != NULL && (ev->kind == EV_ENTER || ev->kind == EV_LEAF ||
	    ev->kind == EV_EVAL))
		info_init(in);	/* one pass: each node is searched once */
	switch ((enum ev_kind)ev->kind) {
	case EV_PASS:
		replay_pass(r, e, ev);
		break;
	case EV_ENTER:
		window_origin(r, e, ev->node, ev->a, ev->b);
		visit(r, ev->node, ev->a, ev->b);
		in->so_far = r->hard ? (maxlike ? ev->a : ev->b) :
		    maxlike ? -INFINITY : INFINITY;
		if (tree_is_chance(t, ev->node))
			in->so_far = 0;	/* S, the sum so far */
		in->open = 1;
		break;
	case EV_CHANCE:
		break;		/* its child's ENTER or LEAF takes the window */
	case EV_LEAF:
	case EV_EVAL:
		leaf_window(r, e, &a, &b);
		visit(r, ev->node, a, b);
		in->value = ev->a;
		in->scored++;
		s->leaf_evals++;
		answered(r, ev->node, (enum ev_kind)ev->kind);
		if (ev->node == 0)
			end_pass(r);
		break;
	case EV_PROBE:
		break;
	case EV_RESEARCH:
		s->researches++;
		break;
	case EV_RECALL:
		s->recalls++;
		in->value = ev->a;
		in->bound = (enum bound)ev->b;
		in->kase = 0;
		answered(r, ev->node, EV_RECALL);
		if (ev->node == 0)
			end_pass(r);
		break;
	case EV_UPDATE:
		if (tree_is_chance(t, ev->node)) {
			in->so_far = ev->a;	/* S; no bound moves, no best */
			in->tried++;
		} else {
			replay_update(r, e, ev, maxlike);
		}
		break;
	case EV_CUTOFF:
		replay_cutoff(r, e, ev, maxlike);
		break;
	case EV_PRUNE:
		replay_prune(r, ev);
		break;
	case EV_RETURN:
		in->open = 0;
		in->value = ev->a;
		in->bound = bound_of(ev->a, in->alpha_in, in->beta_in);
		if (tree_is_chance(t, ev->node))
			in->bound = in->cut < 0 ? BOUND_EXACT :
			    s->cut[in->cut].side < 0 ? BOUND_UPPER : BOUND_LOWER;
		answered(r, ev->node, EV_RETURN);
		if (ev->node == 0)
			end_pass(r);
		else
			in->kase = kase_for(r, ev->node);
		break;
	}
	if (r->deep != NULL && (ev->kind == EV_RETURN || ev->kind == EV_LEAF ||
	    ev->kind == EV_EVAL))
		brief_put(r, ev->node);
}

/*
 * The replay; lean: records only for the nodes the trace names; values:
 * with the minimax value of every node (else s->minimax is NULL).
 */
static struct replay *
replay_make(const struct tree *t, const struct trace *tr, int lean,
    int values)
{
	struct replay *r;
	struct summary *s;
	size_t e, named = 1;
	int i, ncut = 0, npass = 0;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	if ((r->s = s = calloc(1, sizeof(*s))) == NULL) {
		free(r);
		return NULL;
	}
	for (e = 0; e < tr->n; e++) {
		ncut += tr->ev[e].kind == EV_CUTOFF;
		npass += tr->ev[e].kind == EV_PASS;
		/* every node an event names is entered or scored first */
		named += tr->ev[e].kind == EV_ENTER || tr->ev[e].kind == EV_LEAF ||
		    tr->ev[e].kind == EV_EVAL;
	}
	if (named > (size_t)t->n || !lean)
		named = (size_t)t->n;
	r->slotcap = (int)named;
	s->info = calloc(named, sizeof(*s->info));
	if (lean && (s->slot = malloc((size_t)t->n * sizeof(*s->slot))) ==
	    NULL) {
		replay_free(r);
		return NULL;
	}
	if (values)
		s->minimax = malloc((size_t)t->n * sizeof(*s->minimax));
	s->visited = malloc((size_t)t->n * sizeof(*s->visited));
	s->pv = malloc(((size_t)t->height + 1) * sizeof(*s->pv));
	s->cut = malloc(((size_t)ncut + 1) * sizeof(*s->cut));
	s->pass = malloc(((size_t)npass + 1) * sizeof(*s->pass));
	r->stack = malloc((size_t)t->n * sizeof(*r->stack));
	if (s->info == NULL || (values && s->minimax == NULL) ||
	    s->visited == NULL ||
	    s->pv == NULL || s->cut == NULL || s->pass == NULL ||
	    r->stack == NULL) {
		replay_free(r);
		return NULL;
	}
	r->t = t;
	r->tr = tr;
	r->neg = algo_negamax(tr->cfg.algo);
	r->hard = cfg_fail_hard(&tr->cfg);
	r->test_first = cfg_test_first(&tr->cfg);
	if (values)
		tree_minimax(t, tr->cfg.depth, s->minimax);
	for (i = 0; i < t->n; i++) {
		if (values)
			s->minimax[i] *= cfg_sign(&tr->cfg, t, i);
		if (lean)
			s->slot[i] = -1;
		else
			info_init(&s->info[i]);
		s->beyond += trace_beyond(tr, t, i);
	}
	return r;
}

struct replay *
replay_new(const struct tree *t, const struct trace *tr)
{
	return replay_make(t, tr, 0, 1);
}

struct replay *
replay_new_lean(const struct tree *t, const struct trace *tr)
{
	return replay_make(t, tr, 1, 0);
}

void
replay_step(struct replay *r)
{
	if (r->next < r->tr->n)
		replay_event(r, r->next++);
}

const struct summary *
replay_state(const struct replay *r)
{
	return r->s;
}

void
replay_free(struct replay *r)
{
	if (r == NULL)
		return;
	trace_summary_free(r->s);
	free(r->stack);
	free(r->deep);
	free(r);
}

/* finish, of a brief summary (brief_put counted the leaves). */
static struct summary *
finish_brief(struct replay *r)
{
	struct summary *s = r->s;
	int i;

	for (i = 0; i != TREE_NONE && s->brief[i].order > 0;
	    i = s->brief[i].best) {
		s->pv[s->npv++] = i;
		s->brief[i].flags |= BRIEF_PV;
	}
	r->s = NULL;
	replay_free(r);
	return s;
}

/* The replay's summary, its last figures added, handed over; r is freed. */
static struct summary *
finish(struct replay *r, int lean)
{
	struct summary *s = r->s;
	struct node_info *in;
	int i;

	if (s->brief != NULL)
		return finish_brief(r);
	for (i = 0; i < (lean ? r->nslot : r->t->n); i++)
		s->leaves_visited += s->info[i].scored > 0;
	/* MTD(f) stops only when its bounds on the root meet: whatever its
	   last pass's window calls the root's answer, it is the value */
	if (r->tr->cfg.algo == ALGO_MTDF && r->s->npass > 0)
		info_of(r, 0)->exact = 1;
	/* The principal variation: from the root, follow each best child. */
	for (i = 0; i != TREE_NONE && (in = info_of(r, i))->order > 0;
	    i = in->best) {
		s->pv[s->npv++] = i;
		in->on_pv = 1;
	}
	r->s = NULL;
	replay_free(r);
	return s;
}

/* The summary, lean or not (see trace_summarize_lean). */
static struct summary *
summarize(const struct tree *t, const struct trace *tr, int lean)
{
	struct replay *r;

	if ((r = replay_make(t, tr, lean, 1)) == NULL)
		return NULL;
	while (r->next < tr->n)
		replay_step(r);
	return finish(r, lean);
}

/*
 * The replay of a live search: full records only for the path (by depth),
 * a brief for every node, the minimax values, the nodes in visit order.
 */
static struct replay *
replay_brief(const struct tree *t, const struct trace *tr)
{
	struct replay *r;
	struct summary *s;
	int i;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	if ((r->s = s = calloc(1, sizeof(*s))) == NULL) {
		free(r);
		return NULL;
	}
	s->brief = calloc((size_t)t->n, sizeof(*s->brief));
	s->scratch = malloc(sizeof(*s->scratch));
	s->minimax = malloc((size_t)t->n * sizeof(*s->minimax));
	s->visited = malloc((size_t)t->n * sizeof(*s->visited));
	s->pv = malloc(((size_t)t->height + 1) * sizeof(*s->pv));
	s->cut = malloc(sizeof(*s->cut));
	s->pass = malloc(sizeof(*s->pass));
	r->deep = malloc(((size_t)t->height + 1) * sizeof(*r->deep));
	if (s->brief == NULL || s->scratch == NULL || s->minimax == NULL ||
	    s->visited == NULL || s->pv == NULL || s->cut == NULL ||
	    s->pass == NULL || r->deep == NULL) {
		replay_free(r);
		return NULL;
	}
	r->t = t;
	r->tr = tr;
	s->tree = t;
	r->neg = algo_negamax(tr->cfg.algo);
	r->hard = cfg_fail_hard(&tr->cfg);
	r->test_first = cfg_test_first(&tr->cfg);
	tree_minimax(t, tr->cfg.depth, s->minimax);
	for (i = 0; i < t->n; i++) {
		s->minimax[i] *= cfg_sign(&tr->cfg, t, i);
		s->beyond += trace_beyond(tr, t, i);
	}
	return r;
}

int
trace_live_ok(const struct search_cfg *c)
{
	return !algo_prunes(c->algo) && !c->iterative;
}

int
trace_live_begin(struct trace *tr, const struct tree *t,
    const struct search_cfg *c)
{
	/* replay_make sizes the summary from the events: there are none
	   yet, and a search without cutoffs in one pass needs no more (room
	   for one cutoff and one pass); any other search would overrun it */
	if (!trace_live_ok(c))
		return -1;
	tr->cfg = *c;
	tr->n = 0;
	if ((tr->ev = malloc(2 * sizeof(*tr->ev))) == NULL)
		return -1;
	if ((tr->live = replay_brief(t, tr)) == NULL) {
		trace_release(tr);
		return -1;
	}
	return 0;
}

struct summary *
trace_live_end(struct trace *tr)
{
	struct replay *r = tr->live;

	tr->live = NULL;
	trace_release(tr);
	if (tr->oom || r->lossy) {
		replay_free(r);
		return NULL;
	}
	return finish(r, 0);
}

struct summary *
trace_summarize(const struct tree *t, const struct trace *tr)
{
	return summarize(t, tr, 0);
}

struct summary *
trace_summarize_lean(const struct tree *t, const struct trace *tr)
{
	return summarize(t, tr, 1);
}

const struct node_info *
trace_info(const struct summary *s, int i)
{
	if (s->brief != NULL) {
		brief_expand(s, s->tree, i, s->scratch);
		return s->scratch;
	}
	if (s->slot == NULL)
		return &s->info[i];
	return s->slot[i] >= 0 ? &s->info[s->slot[i]] : NULL;
}

int
trace_reached(const struct summary *s, int i)
{
	const struct node_info *in;

	if (s->brief != NULL)
		return s->brief[i].order > 0;
	in = trace_info(s, i);
	return in != NULL && in->order > 0;
}
