/*
 * narrate.c: what the log says, sentence by sentence (see narrate.h).
 *
 * Each event becomes one sentence.  Updates show the arithmetic (v =
 * max(old, child)), cutoffs the inequality that caused them and what they
 * prune, returns the case of seed 000 and what it means for the number
 * handed up.  In the negamax formulations the sentences also show what
 * seed 004 explains: the window turned over on the way down, and the
 * score negated on the way up.  The trace is replayed as the events are
 * told, so each sentence knows what the search knew then, and nothing
 * after.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "msg.h"
#include "narrate.h"

/*
 * A text that grows to fit: a node label, a clause, the list of pruned
 * children.  A message is formatted into it whole, then put into the
 * sentence around it as one argument.  oom: a realloc failed (the text is
 * then empty, and narrate_free says so).
 */
struct text {
	char *p;
	size_t cap;
	int oom;
};

struct narrator {
	struct tbuf *out;	/* where the sentences go (the caller's) */
	const struct tree *t;
	const struct trace *tr;
	const struct summary *s;	/* the whole search */
	struct replay *replay;	/* the search as the events are told */
	const struct summary *now;	/* its state (lean: trace_info) */
	size_t next;		/* the next event to tell */
	int neg;		/* negamax: scores from the side to move */
	int hard;		/* fail-hard */
	int cut;		/* index of the next cutoff in s->cut */
	int pass;		/* index of the current pass */
	struct tree_paths pa, pb;	/* two ids at a time (tree_paths_id) */
	char n1[FMT_NUM_MAX], n2[FMT_NUM_MAX], n3[FMT_NUM_MAX];
	char n4[FMT_NUM_MAX], n5[FMT_NUM_MAX];
	struct text label, clause, more, list;	/* owned; freed at the end */
	/* Star1, at the chance node searched at each depth: the probability
	   of its children searched so far (this one included), the R of the
	   one being searched, and how many it has searched */
	double done[TREE_MAX_DEPTH + 1], rest[TREE_MAX_DEPTH + 1];
	double lim[TREE_MAX_DEPTH + 1][2];	/* and its A and B */
	int nth[TREE_MAX_DEPTH + 1];
	struct text why;	/* a chance cut's reasons */
};

/* Message id with its arguments, as msg_put writes it, onto the text. */
static void
lput(struct narrator *nr, enum msg_id id, const char *const *arg, int n)
{
	struct tbuf *b = nr->out;
	const char *text = msg(id);
	size_t room = b->cap - b->len;
	size_t k = msg_fill(room > 0 ? b->p + b->len : NULL, room, text, arg,
	    n);

	if (k >= room) {
		/* it did not fit after what is there: room, then again */
		if (tbuf_grow(b, k + 1) != 0)
			return;
		k = msg_fill(b->p + b->len, b->cap - b->len, text, arg, n);
	}
	b->len += k;
}

#define LPUT(nr, id, ...) \
	lput((nr), (id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/* Format message id into x, growing it as needed; returns its text. */
static const char *
text_fill(struct text *x, enum msg_id id, const char *const *arg, int n)
{
	size_t len = msg_format(x->p, x->cap, id, arg, n);

	if (len >= x->cap && !x->oom) {
		char *p = realloc(x->p, len + 64);

		if (p == NULL) {
			x->oom = 1;
		} else {
			x->p = p;
			x->cap = len + 64;
			msg_format(x->p, x->cap, id, arg, n);
		}
	}
	return x->oom || x->p == NULL ? "" : x->p;
}

/* Add s to the end of x's text; returns x's text. */
static const char *
text_append(struct text *x, const char *s)
{
	size_t have = x->p != NULL && !x->oom ? strlen(x->p) : 0;
	size_t n = strlen(s);

	if (x->oom || x->p == NULL)
		return "";
	if (have + n + 1 > x->cap) {
		char *p = realloc(x->p, have + n + 64);

		if (p == NULL) {
			x->oom = 1;
			return "";
		}
		x->p = p;
		x->cap = have + n + 64;
	}
	memcpy(x->p + have, s, n + 1);
	return x->p;
}

#define TEXT(x, id, ...) \
	text_fill((x), (id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

static const char *
who(const struct tree *t, int i)
{
	switch (tree_player(t, i)) {
	case PLAYER_MAX:
		return "MAX";
	case PLAYER_MIN:
		return "MIN";
	default:
		return msg(M_LOG_CHANCE);
	}
}

/* A number as the log writes it: the infinities in the language's way. */
static const char *
num(double x, char *buf)
{
	if (isinf(x)) {
		const char *s = msg(x < 0 ? M_LOG_MINUS_INF : M_LOG_PLUS_INF);
		size_t n = strlen(s);

		if (n >= FMT_NUM_MAX)
			n = FMT_NUM_MAX - 1;
		memcpy(buf, s, n);
		buf[n] = '\0';
		return buf;
	}
	return fmt_num(x, buf);
}

/*
 * A number of a chance node's arithmetic (a probability, a sum): to 12
 * significant digits, so that 0.1 + 0.2 reads 0.3, not the double's
 * 0.30000000000000004; the infinities as num.
 */
static const char *
cnum(double x, char *buf)
{
	if (isfinite(x)) {
		snprintf(buf, FMT_NUM_MAX, "%.12g", x);
		x = strtod(buf, NULL);
	}
	return num(x, buf);
}

/* cnum, in parentheses when negative: an operand after "-" or "+". */
static const char *
opnd(double x, char *buf)
{
	size_t n;

	if (!(x < 0))
		return cnum(x, buf);
	cnum(x, buf + 1);
	n = strlen(buf + 1);
	if (n + 3 > FMT_NUM_MAX)
		return buf + 1;		/* no room: as it is */
	buf[0] = '(';
	buf[n + 1] = ')';
	buf[n + 2] = '\0';
	return buf;
}

/* "1 node", "3 nodes": a count with its noun (plural message id), into
   buf. */
static const char *
count(long n, enum msg_id id, char *buf, size_t len)
{
	char d[FMT_INT_MAX];

	MSG_FILL(buf, len, msg_n(id, (unsigned long)n), fmt_count(n, d));
	return buf;
}

/* "X (MAX)", or in negamax "X (MIN to move)". */
static const char *
label(struct narrator *nr, int n)
{
	return TEXT(&nr->label, nr->neg ? M_LOG_NODE_TO_MOVE : M_LOG_NODE,
	    tree_paths_id(&nr->pa, nr->t, n), who(nr->t, n));
}

static void
tell_pass(struct narrator *nr, const struct event *e)
{
	const struct search_cfg *c = &nr->tr->cfg;
	const struct summary *s = nr->s;
	const struct pass *prev = nr->pass > 0 ? &s->pass[nr->pass - 1] : NULL;
	char p[FMT_INT_MAX], d[FMT_INT_MAX], q[FMT_INT_MAX];

	nr->pass++;
	if (s->npass == 1 && !c->iterative && c->depth < 0)
		return;		/* one plain search: nothing to announce */
	if (nr->pass > 1)
		tbuf_c(nr->out, '\n');
	fmt_count(nr->pass, p);
	num(e->a, nr->n1);
	num(e->b, nr->n2);
	if (c->iterative)
		LPUT(nr, M_LOG_PASS_ITER, p, nr->n1, nr->n2,
		    fmt_count(e->child, d));
	else if (c->depth >= 0)
		LPUT(nr, M_LOG_PASS_DEPTH, p, nr->n1, nr->n2,
		    fmt_count(c->depth, d));
	else
		LPUT(nr, M_LOG_PASS, p, nr->n1, nr->n2);
	fmt_count(nr->pass - 1, q);
	if (c->algo == ALGO_MTDF)
		LPUT(nr, M_LOG_PASS_MTDF, nr->n2);
	else if (prev != NULL && c->window && prev->depth == e->child &&
	    prev->bound == BOUND_UPPER)
		LPUT(nr, M_LOG_PASS_LOW, q, num(prev->value, nr->n3),
		    num(prev->alpha, nr->n4));
	else if (prev != NULL && c->window && prev->depth == e->child &&
	    prev->bound == BOUND_LOWER)
		LPUT(nr, M_LOG_PASS_HIGH, q, num(prev->value, nr->n3),
		    num(prev->beta, nr->n4));
	else if (c->iterative && nr->pass > 1)
		LPUT(nr, M_LOG_PASS_REORDERED, "");
	tbuf_c(nr->out, '\n');
}

static void
tell_enter(struct narrator *nr, const struct event *e)
{
	int p = nr->t->node[e->node].parent;
	const char *me;

	me = label(nr, e->node);
	if (!algo_prunes(nr->tr->cfg.algo))
		LPUT(nr, M_LOG_ENTER, me);
	else if (nr->neg && p != TREE_NONE && tree_turns(nr->t, e->node))
		LPUT(nr, M_LOG_ENTER_NEG, me, tree_paths_id(&nr->pb, nr->t, p),
		    num(-e->a, nr->n1), num(-e->b, nr->n2), num(e->a, nr->n3),
		    num(e->b, nr->n4));
	else if (nr->neg && p != TREE_NONE)
		LPUT(nr, M_LOG_ENTER_SAME, me, num(e->a, nr->n1),
		    num(e->b, nr->n2), tree_paths_id(&nr->pb, nr->t, p));
	else
		LPUT(nr, M_LOG_ENTER_WINDOW, me, num(e->a, nr->n1),
		    num(e->b, nr->n2));
}

/* A leaf, or a node scored at the depth limit. */
static void
tell_static(struct narrator *nr, const struct event *e)
{
	const struct tree_node *nd = &nr->t->node[e->node];
	double raw = nd->nkids == 0 ? tree_value(nr->t, e->node) :
	    tree_eval(nr->t, e->node);
	const char *id = tree_paths_id(&nr->pa, nr->t, e->node);
	char d[FMT_INT_MAX];

	num(raw, nr->n1);
	fmt_count(nd->depth, d);
	if (e->kind == EV_EVAL && nr->neg)
		LPUT(nr, M_LOG_EVAL_NEG, id, d, nr->n1, who(nr->t, e->node),
		    num(e->a, nr->n2));
	else if (e->kind == EV_EVAL)
		LPUT(nr, M_LOG_EVAL, id, d, nr->n1);
	else if (nr->neg)
		LPUT(nr, M_LOG_LEAF_NEG, id, nr->n1, who(nr->t, e->node),
		    num(e->a, nr->n2));
	else
		LPUT(nr, M_LOG_LEAF, id, nr->n1);
}

/* The value the child handed up, as the parent sees it. */
static double
seen(const struct narrator *nr, int child)
{
	double x = trace_info(nr->now, child)->value;

	return nr->neg && tree_turns(nr->t, child) ? -x : x;
}

/*
 * What the node does with the value it got, into nr->clause: the new
 * score (v = max(old, x)), the new bound, or seed 004's "return beta".
 */
static const char *
update_clause(struct narrator *nr, size_t k, const char *xs)
{
	const struct event *e = &nr->tr->ev[k];
	const struct tree *t = nr->t;
	const struct node_info *in = trace_info(nr->now, e->node);
	int is_max = nr->neg || tree_player(t, e->node) == PLAYER_MAX;
	const char *op = is_max ? "max" : "min";
	const char *name = msg(is_max ? M_LOG_ALPHA : M_LOG_BETA);
	const char *v = nr->neg ? "best" : "v";
	double old = is_max ? in->alpha_out : in->beta_out;
	double other = is_max ? in->beta_out : in->alpha_out;
	int cut_next = k + 1 < nr->tr->n && nr->tr->ev[k + 1].kind == EV_CUTOFF;
	const char *s;

	if (nr->hard && nr->neg && cut_next)
		/* seed 004: "if (val >= beta) return beta" */
		return TEXT(&nr->clause, M_LOG_RETURN_BETA, xs,
		    msg(nr->tr->cfg.cutoff == CUT_GE ? M_LOG_GE : M_LOG_GT),
		    num(e->a, nr->n2));
	num(in->so_far, nr->n2);
	num(e->a, nr->n3);
	if (!nr->hard && cfg_test_first(&nr->tr->cfg) && cut_next)
		/* AIMA, CS188: "if v >= beta then return v" before alpha */
		return TEXT(&nr->clause, is_max ? M_LOG_TAKE_TEST_FIRST_MAX :
		    M_LOG_TAKE_TEST_FIRST_MIN, v, op, nr->n2, xs, nr->n3);
	if (!algo_prunes(nr->tr->cfg.algo))
		s = TEXT(&nr->clause, M_LOG_TAKE, v, op, nr->n2, xs, nr->n3);
	else if (nr->hard)
		s = TEXT(&nr->clause, M_LOG_TAKE, name, op, num(old, nr->n4), xs,
		    num(e->b, nr->n5));
	else if (e->b == old)
		s = TEXT(&nr->clause, M_LOG_TAKE_STAYS, v, op, nr->n2, xs, nr->n3,
		    name, num(e->b, nr->n4));
	else
		s = TEXT(&nr->clause, M_LOG_TAKE_BOUND, v, op, nr->n2, xs, nr->n3,
		    name, num(old, nr->n4), num(e->b, nr->n5));
	if (nr->tr->cfg.cutoff == CUT_GT && algo_prunes(nr->tr->cfg.algo) &&
	    e->b == other && k + 1 < nr->tr->n &&
	    nr->tr->ev[k + 1].kind != EV_RETURN &&
	    nr->tr->ev[k + 1].kind != EV_CUTOFF) {
		/* the same sentence goes on: "...; alpha = beta = 3, but ..." */
		s = text_append(&nr->clause, TEXT(&nr->more, M_LOG_GT_GOES_ON,
		    num(e->b, nr->n4), tree_paths_id(&nr->pa, t, e->node)));
	}
	return s;
}

static void tell_chance_update(struct narrator *nr, size_t k);

/*
 * Told before the replay takes the update in, so that nr->now still holds
 * the node's value and bound from before it: "v = max(old, x)".
 */
static void
tell_update(struct narrator *nr, size_t k)
{
	const struct event *e = &nr->tr->ev[k];
	const struct tree *t = nr->t;
	const char *xs = num(seen(nr, e->child), nr->n1);
	const char *what, *me, *child;
	const struct node_info *ci = trace_info(nr->now, e->child);

	if (tree_is_chance(t, e->node)) {
		tell_chance_update(nr, k);
		return;
	}
	if (ci->open) {
		/* the early-bound search: a child's value before it returns */
		const struct node_info *in = trace_info(nr->now, e->node);
		int is_max = tree_player(t, e->node) == PLAYER_MAX;

		LPUT(nr, M_LOG_GETS_EARLY, label(nr, e->node),
		    tree_paths_id(&nr->pb, t, e->child), num(ci->so_far, nr->n1),
		    msg(is_max ? M_LOG_ALPHA : M_LOG_BETA), is_max ? "max" : "min",
		    num(is_max ? in->alpha_out : in->beta_out, nr->n2),
		    num(e->b, nr->n3));
		return;
	}
	what = update_clause(nr, k, xs);
	me = label(nr, e->node);
	child = tree_paths_id(&nr->pb, t, e->child);
	if (nr->neg && tree_turns(t, e->child)) {
		char raw[FMT_NUM_MAX];

		LPUT(nr, M_LOG_GETS_NEGATED, me,
		    num(trace_info(nr->now, e->child)->value, raw), xs, child, what);
	} else if (nr->neg) {
		LPUT(nr, M_LOG_GETS_SAME, me, xs, child, what);
	} else {
		LPUT(nr, M_LOG_GETS, me, xs, child, what);
	}
}

/* How many times the side to move changes from node a down to node n. */
static int
turns_between(const struct tree *t, int a, int n)
{
	int k = 0;

	for (; n != a && n != TREE_NONE; n = t->node[n].parent)
		k += tree_turns(t, n);
	return k;
}

/* narrate_origin's sentence, into x. */
static const char *
origin(struct text *x, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu)
{
	const struct event *o = &tr->ev[cu->from.ev];
	int neg = algo_negamax(tr->cfg.algo);
	/* a chance node that failed high was tested against beta, as MAX */
	int maxlike = cu->side != 0 ? cu->side > 0 : neg ||
	    tree_player(t, cu->node) == PLAYER_MAX;
	double v = maxlike ? cu->beta : cu->alpha;
	char at[TREE_ID_MAX], on[TREE_ID_MAX], by[TREE_ID_MAX];
	char n1[FMT_NUM_MAX], n2[FMT_NUM_MAX], n3[FMT_NUM_MAX], st[FMT_INT_MAX];
	const char *name = msg(maxlike ? M_LOG_BETA : M_LOG_ALPHA);
	const char *here = tree_id(t, cu->node, at);

	num(v, n1);
	fmt_count(cu->from.step, st);
	switch ((enum ev_kind)o->kind) {
	case EV_UPDATE:
		/* negamax: where the side to move changed an odd number of
		   times on the way down, it was the other bound up there */
		if (neg && turns_between(t, o->node, cu->node) % 2 != 0)
			return TEXT(x, M_LOG_FROM_UPDATE_NEG, name, n1, here,
			    msg(maxlike ? M_LOG_ALPHA : M_LOG_BETA), num(-v, n2),
			    tree_id(t, o->node, on), tree_id(t, o->child, by), st);
		return TEXT(x, M_LOG_FROM_UPDATE, name, n1, here,
		    tree_id(t, o->node, on), tree_id(t, o->child, by), st);
	case EV_PROBE:
		return TEXT(x, M_LOG_FROM_PROBE, name, n1, here,
		    tree_id(t, o->node, on), st);
	case EV_ENTER:
		return TEXT(x, M_LOG_FROM_MEMORY, name, n1, here,
		    tree_id(t, o->node, on), st);
	case EV_CHANCE:
		return TEXT(x, M_LOG_FROM_CHANCE, name, n1, here,
		    tree_id(t, o->node, on), st);
	default:		/* a pass: the window the root was searched with */
		return TEXT(x, tr->cfg.algo == ALGO_MTDF ? M_LOG_FROM_MTDF :
		    tr->cfg.window ? M_LOG_FROM_ASPIRATION : M_LOG_FROM_WINDOW,
		    name, n1, here, num(o->a, n2), num(o->b, n3));
	}
}

char *
narrate_origin(const struct tree *t, const struct trace *tr,
    const struct cutoff *cu)
{
	struct text x = { NULL, 0, 0 };

	origin(&x, t, tr, cu);
	if (x.oom)
		free(x.p);
	return x.oom ? NULL : x.p;
}

/*
 * Star1 before chance node n searches child k (EV_CHANCE): S so far, R
 * after it, A and B with their arithmetic, and the child's window.
 * Without bounds, while R > 0, A and B are infinite: it says why.
 */
static void
tell_chance(struct narrator *nr, const struct event *e)
{
	const struct tree *t = nr->t;
	const struct node_info *in = trace_info(nr->now, e->node);
	int d = t->node[e->node].depth;
	double p = trace_prob(nr->tr, t, e->child), rest, wa, wb;
	char s[FMT_NUM_MAX], r[FMT_NUM_MAX], ps[FMT_NUM_MAX], w1[FMT_NUM_MAX];
	char w2[FMT_NUM_MAX];
	const char *me, *child, *a, *b;

	nr->done[d] += p;
	nr->nth[d]++;
	rest = nr->nth[d] == t->node[e->node].nkids ? 0 :
	    fmax(0, 1 - nr->done[d]);
	nr->rest[d] = rest;
	nr->lim[d][0] = e->a;
	nr->lim[d][1] = e->b;
	opnd(in->so_far, s);
	cnum(rest, r);
	cnum(p, ps);
	me = label(nr, e->node);
	child = tree_paths_id(&nr->pb, t, e->child);
	if (!t->bounded && rest > 0) {
		LPUT(nr, M_LOG_CHANCE_OPEN, me, child, ps, s, r);
		return;
	}
	if (rest > 0) {
		a = TEXT(&nr->clause, M_LOG_CHANCE_A, num(in->alpha_in, nr->n1), s,
		    opnd(t->hi, nr->n2), r, ps, cnum(e->a, nr->n3));
		b = TEXT(&nr->more, M_LOG_CHANCE_B, num(in->beta_in, nr->n1), s,
		    opnd(t->lo, nr->n2), r, ps, cnum(e->b, nr->n3));
	} else {
		a = TEXT(&nr->clause, M_LOG_CHANCE_A_LAST, num(in->alpha_in,
		    nr->n1), s, ps, cnum(e->a, nr->n3));
		b = TEXT(&nr->more, M_LOG_CHANCE_B_LAST, num(in->beta_in, nr->n1),
		    s, ps, cnum(e->b, nr->n3));
	}
	trace_chance_window(t, e, &wa, &wb);
	LPUT(nr, M_LOG_CHANCE_SEARCH, me, child, ps, s, r, a, b, cnum(wa, w1),
	    cnum(wb, w2));
}

/*
 * Chance node n took child c's value x (EV_UPDATE, told before the replay
 * takes it in: in->so_far is still the S before): the new S, and under
 * Star1 the range the chance node's value now lies in.
 */
static void
tell_chance_update(struct narrator *nr, size_t k)
{
	const struct event *e = &nr->tr->ev[k];
	const struct tree *t = nr->t;
	const struct node_info *in = trace_info(nr->now, e->node);
	double rest = nr->rest[t->node[e->node].depth];
	int cut_next = k + 1 < nr->tr->n && nr->tr->ev[k + 1].kind == EV_CUTOFF;
	char x[FMT_NUM_MAX], p[FMT_NUM_MAX], s0[FMT_NUM_MAX], s1[FMT_NUM_MAX];
	char lo[FMT_NUM_MAX], hi[FMT_NUM_MAX], xo[FMT_NUM_MAX];
	const char *me = label(nr, e->node), *range;
	const char *child = tree_paths_id(&nr->pb, t, e->child);

	num(e->b, x);
	opnd(e->b, xo);
	cnum(trace_prob(nr->tr, t, e->child), p);
	cnum(in->so_far, s0);
	cnum(e->a, s1);
	if (!algo_prunes(nr->tr->cfg.algo) || (rest == 0 && cut_next)) {
		LPUT(nr, M_LOG_CHANCE_GETS_SUM, me, x, child, p, s0, s1, xo);
		return;
	}
	if (rest == 0)
		range = TEXT(&nr->clause, M_LOG_CHANCE_RANGE_LAST, s1);
	else if (!t->bounded)
		range = TEXT(&nr->clause, M_LOG_CHANCE_RANGE_OPEN, cnum(rest,
		    nr->n1));
	else
		range = TEXT(&nr->clause, M_LOG_CHANCE_RANGE, cnum(rest, nr->n1),
		    s1, opnd(t->lo, nr->n2), opnd(t->hi, nr->n3), cnum(e->a +
		    t->lo * rest, lo), cnum(e->a + t->hi * rest, hi));
	LPUT(nr, M_LOG_CHANCE_GETS, me, x, child, p, s0, s1, range, xo);
}

/*
 * Star1's cut at a chance node: the child's value against A (or B), so
 * the chance node's range against alpha (or beta), where that bound came
 * from, and what is pruned.  end: the pruned children's clause.
 */
static void
tell_chance_cut(struct narrator *nr, size_t k, const struct cutoff *cu,
    const char *end)
{
	const struct tree *t = nr->t;
	int ge = nr->tr->cfg.cutoff == CUT_GE, low = cu->side < 0;
	int d = t->node[cu->node].depth;
	const char *why = TEXT(&nr->why, M_LOG_CHANCE_WHY, origin(&nr->more, t,
	    nr->tr, cu), end);
	char x[FMT_NUM_MAX], lim[FMT_NUM_MAX], v[FMT_NUM_MAX], w[FMT_NUM_MAX];
	const struct event *prev = &nr->tr->ev[k - 1];	/* k > 0: an ENTER
							   came before */

	cnum(nr->lim[d][low ? 0 : 1], lim);
	cnum(cu->v, v);
	num(low ? cu->alpha : cu->beta, w);
	if (prev->kind == EV_CHANCE) {
		/* before the child: A already at U, or B at L */
		num(low ? t->hi : t->lo, x);
		LPUT(nr, low ? M_LOG_CHANCE_CUT_LOW_PRE :
		    M_LOG_CHANCE_CUT_HIGH_PRE, tree_paths_id(&nr->pa, t,
		    cu->node), tree_paths_id(&nr->pb, t, prev->child), lim,
		    msg(low ? (ge ? M_LOG_GE : M_LOG_GT) : (ge ? M_LOG_LE :
		    M_LOG_LT)), x, v, w, why, msg(low ? (ge ? M_LOG_LE :
		    M_LOG_LT) : (ge ? M_LOG_GE : M_LOG_GT)));
		return;
	}
	num(trace_info(nr->now, cu->after)->value, x);
	LPUT(nr, low ? M_LOG_CHANCE_CUT_LOW : M_LOG_CHANCE_CUT_HIGH,
	    tree_paths_id(&nr->pa, t, cu->node), tree_paths_id(&nr->pb, t,
	    cu->after), x, msg(low ? (ge ? M_LOG_LE : M_LOG_LT) : (ge ?
	    M_LOG_GE : M_LOG_GT)), lim, v, w, why);
}

/* Room for need bytes in nr->list: 0, or -1 when out of memory. */
static int
list_room(struct narrator *nr, size_t need)
{
	if (need > nr->list.cap && !nr->list.oom) {
		char *p = realloc(nr->list.p, need);

		if (p == NULL)
			nr->list.oom = 1;
		else {
			nr->list.p = p;
			nr->list.cap = need;
		}
	}
	return nr->list.oom ? -1 : 0;
}

/* "C2, C3", the children cutoff k of the trace prunes, into nr->list. */
static const char *
pruned_list(struct narrator *nr, size_t k, int n)
{
	const char *sep = msg(M_LOG_LIST_SEP);
	size_t need = 1, at = 0, seplen = strlen(sep);
	int i;

	for (i = 0; i < n; i++)
		need += strlen(tree_paths_id(&nr->pb, nr->t,
		    nr->tr->ev[k + 1 + (size_t)i].child)) + seplen;
	if (list_room(nr, need) != 0)
		return "";
	for (i = 0; i < n; i++) {
		const char *id = tree_paths_id(&nr->pb, nr->t,
		    nr->tr->ev[k + 1 + (size_t)i].child);
		size_t len = strlen(id);

		if (i > 0) {
			memcpy(nr->list.p + at, sep, seplen);
			at += seplen;
		}
		memcpy(nr->list.p + at, id, len);
		at += len;
	}
	nr->list.p[at] = '\0';
	return nr->list.p;
}

/*
 * --mistake early-range: node n, below a chance node, stopped because its
 * value so far fell outside the window the chance node gave it on the side
 * where n's later children could still move it (MAX's v <= alpha, MIN's
 * v >= beta), which no cutoff rule says.  Returns 1 when it told that.
 */
static int
tell_early_range(struct narrator *nr, int n, const char *end)
{
	const struct tree *t = nr->t;
	const struct node_info *in = trace_info(nr->now, n);
	int ge = nr->tr->cfg.cutoff == CUT_GE, p = t->node[n].parent;
	int max = tree_player(t, n) == PLAYER_MAX;
	double v = in->so_far, w = max ? in->alpha_in : in->beta_in;

	if (nr->tr->cfg.mistake != MISTAKE_EARLY_RANGE || p == TREE_NONE ||
	    !tree_is_chance(t, p) || (max ? (ge ? v > w : v >= w) :
	    (ge ? v < w : v <= w)))
		return 0;
	LPUT(nr, M_LOG_CUT_EARLY_RANGE, tree_paths_id(&nr->pa, t, n),
	    num(v, nr->n1), msg(max ? (ge ? M_LOG_LE : M_LOG_LT) : (ge ?
	    M_LOG_GE : M_LOG_GT)), msg(max ? M_LOG_ALPHA : M_LOG_BETA),
	    num(w, nr->n2), tree_paths_id(&nr->pb, t, p), end);
	return 1;
}

static void
tell_cutoff(struct narrator *nr, size_t k)
{
	const struct tree *t = nr->t;
	const struct event *e = &nr->tr->ev[k];
	const struct cutoff *cu = &nr->s->cut[nr->cut++];	/* event order */
	int ge = nr->tr->cfg.cutoff == CUT_GE;
	int tf = cfg_test_first(&nr->tr->cfg);
	const char *name, *from, *end;

	from = origin(&nr->more, t, nr->tr, cu);
	if (cu->npruned == 0) {
		end = TEXT(&nr->clause, M_LOG_CUT_NOTHING, "");
	} else {
		char nodes[64];

		end = TEXT(&nr->clause, M_LOG_CUT_PRUNES,
		    pruned_list(nr, k, cu->npruned), count(cu->nodes,
		    M_LOG_NODES, nodes, sizeof(nodes)));
	}
	if (cu->side != 0) {
		tell_chance_cut(nr, k, cu, end);
		return;
	}
	if (tell_early_range(nr, e->node, end))
		return;
	name = tree_paths_id(&nr->pa, t, e->node);
	num(cu->v, nr->n3);
	if (nr->neg)
		LPUT(nr, M_LOG_CUT_NEG, name, who(t, e->node), tf ?
		    (nr->hard ? "val" : "best") : msg(M_LOG_ALPHA), nr->n3,
		    msg(ge ? M_LOG_GE : M_LOG_GT), num(cu->beta, nr->n2), from,
		    end);
	else if (tree_player(t, e->node) == PLAYER_MAX)
		LPUT(nr, M_LOG_CUT_MAX, name, tf ? "v" : msg(M_LOG_ALPHA),
		    nr->n3, msg(ge ? M_LOG_GE : M_LOG_GT), num(cu->beta, nr->n2),
		    from, end);
	else
		LPUT(nr, M_LOG_CUT_MIN, name, tf ? "v" : msg(M_LOG_BETA),
		    nr->n3, msg(ge ? M_LOG_LE : M_LOG_LT),
		    num(cu->alpha, nr->n1), from, end);
}

/*
 * The last cutoff so far, in node n's search that has just ended, that
 * pruned something below n: -1 when there is none.  The search is depth
 * first, so the cutoffs since n was entered are the last ones, all in n's
 * subtree.
 */
static int
cut_below(const struct narrator *nr, int n)
{
	const struct summary *s = nr->now;
	int c, d;

	for (c = s->ncut - 1; c >= 0; c--) {
		for (d = s->cut[c].node; d != TREE_NONE && d != n;
		    d = nr->t->node[d].parent)
			;
		if (d == TREE_NONE)
			break;
		if (s->cut[c].node != n && s->cut[c].npruned > 0)
			return c;
	}
	return -1;
}

/*
 * Case 3: why the child's value is only a bound, or that it is exact all
 * the same.  Only a child that pruned some of its own children "was cut
 * itself"; one that pruned nothing of its own is a bound because of a cut
 * below it, or (searched in full) because fail-hard hands up the bound; a
 * fail-soft child searched in full hands up its exact value.
 */
static void
tell_case3(struct narrator *nr, int n, const char *name, const char *pname)
{
	const struct node_info *in = trace_info(nr->now, n);
	int up = in->bound == BOUND_UPPER, below;
	const char *v = num(in->value, nr->n1);
	const char *w = num(up ? in->alpha_in : in->beta_in, nr->n2);
	char step[FMT_NUM_MAX];

	if (in->exact)
		LPUT(nr, up ? M_LOG_CASE3_UPPER_EXACT : M_LOG_CASE3_LOWER_EXACT,
		    v, w, name, pname);
	else if (in->full)
		LPUT(nr, up ? M_LOG_CASE3_UPPER_HARD : M_LOG_CASE3_LOWER_HARD, v,
		    w, name);
	else if ((in->cut >= 0 && nr->now->cut[in->cut].npruned > 0) ||
	    (below = cut_below(nr, n)) < 0)
		LPUT(nr, up ? M_LOG_CASE3_UPPER : M_LOG_CASE3_LOWER, v, w, name);
	else
		LPUT(nr, up ? M_LOG_CASE3_UPPER_BELOW : M_LOG_CASE3_LOWER_BELOW,
		    v, w, name, tree_paths_id(&nr->pb, nr->t,
		    nr->now->cut[below].node), fmt_count(nr->now->cut[below].step,
		    step));
}

/* Seed 000's cases, for a child searched with its parent's window. */
static void
tell_case(struct narrator *nr, int n, const char *name, const char *pname)
{
	const struct node_info *in = trace_info(nr->now, n);
	const char *v = num(in->value, nr->n1);
	const char *lo = num(in->alpha_in, nr->n2);
	const char *hi = num(in->beta_in, nr->n3);
	int lower = in->bound == BOUND_LOWER;
	const char *will;

	switch (in->kase) {
	case 1:
		LPUT(nr, M_LOG_CASE1, lo, v, hi, name);
		return;
	case 2:
		/* under --cutoff gt, reaching the bound exactly cuts nothing */
		will = TEXT(&nr->clause, nr->tr->cfg.cutoff == CUT_GT &&
		    (lower ? in->value == in->beta_in : in->value ==
		    in->alpha_in) ? M_LOG_WILL_NOT_CUT : M_LOG_WILL_CUT, pname);
		/* exact all the same, fail-soft with nothing below pruned */
		if (nr->neg && tree_turns(nr->t, n) && in->exact)
			LPUT(nr, lower ? M_LOG_CASE2_NEG_LOWER_EXACT :
			    M_LOG_CASE2_NEG_UPPER_EXACT, v, lower ? hi : lo, pname,
			    num(-in->value, nr->n4), num(lower ? -in->beta_in :
			    -in->alpha_in, nr->n5), will, name);
		else if (nr->neg && tree_turns(nr->t, n))
			LPUT(nr, lower ? M_LOG_CASE2_NEG_LOWER :
			    M_LOG_CASE2_NEG_UPPER, v, lower ? hi : lo, pname,
			    num(-in->value, nr->n4), num(lower ? -in->beta_in :
			    -in->alpha_in, nr->n5), will);
		else if (in->exact)
			LPUT(nr, lower ? M_LOG_CASE2_LOWER_EXACT :
			    M_LOG_CASE2_UPPER_EXACT, v, lower ? hi : lo, pname,
			    will, name);
		else
			LPUT(nr, lower ? M_LOG_CASE2_LOWER : M_LOG_CASE2_UPPER,
			    v, lower ? hi : lo, pname, will);
		return;
	case 3:
		tell_case3(nr, n, name, pname);
		return;
	default:
		break;
	}
	/* searched with a window of its own: a probe, or narrowed by memory */
	if (in->bound == BOUND_NONE && in->exact)
		LPUT(nr, M_LOG_OWN_EMPTY_EXACT, lo, v, name);
	else if (in->bound == BOUND_NONE)
		LPUT(nr, M_LOG_OWN_EMPTY, lo, v);
	else if (in->bound == BOUND_UPPER && in->exact)
		LPUT(nr, M_LOG_OWN_LOW_EXACT, v, lo, name);
	else if (in->bound == BOUND_UPPER)
		LPUT(nr, M_LOG_OWN_LOW, v, lo);
	else if (lower && in->exact)
		LPUT(nr, M_LOG_OWN_HIGH_EXACT, v, hi, name);
	else if (lower)
		LPUT(nr, M_LOG_OWN_HIGH, v, hi);
	else
		LPUT(nr, M_LOG_OWN_EXACT, lo, v, hi);
}

static void
tell_return(struct narrator *nr, const struct event *e)
{
	const struct tree *t = nr->t;
	const struct node_info *in = trace_info(nr->now, e->node);
	int p = t->node[e->node].parent;
	const char *name = tree_paths_id(&nr->pa, t, e->node), *pname;
	char real[FMT_NUM_MAX];

	num(e->a, nr->n1);
	if (p == TREE_NONE) {
		const struct pass *ps = &nr->s->pass[nr->pass - 1];

		LPUT(nr, M_LOG_RETURN_ROOT, name, nr->n1);
		num(ps->value, nr->n1);
		if (nr->neg && tree_player(t, 0) == PLAYER_MIN)
			LPUT(nr, M_LOG_MAX_VIEW, nr->n1);
		if (ps->bound == BOUND_UPPER)
			LPUT(nr, M_LOG_ROOT_LOW, nr->n1,
			    num(ps->alpha, nr->n2));
		else if (ps->bound == BOUND_LOWER)
			LPUT(nr, M_LOG_ROOT_HIGH, nr->n1,
			    num(ps->beta, nr->n2));
		else
			LPUT(nr, M_LOG_ROOT_GAME, "");
		return;
	}
	pname = tree_paths_id(&nr->pb, t, p);
	if (!algo_prunes(nr->tr->cfg.algo)) {
		LPUT(nr, M_LOG_RETURN_ALL, name, nr->n1, pname,
		    algo_name[nr->tr->cfg.algo]);
		return;
	}
	LPUT(nr, M_LOG_RETURN, name, nr->n1, pname);
	tell_case(nr, e->node, name, pname);
	if (!in->exact)
		LPUT(nr, M_LOG_REAL, num(nr->s->minimax[e->node], real));
	tbuf_c(nr->out, '\n');
}

static void
tell_probe(struct narrator *nr, const struct event *e)
{
	const struct tree *t = nr->t;

	if (e->kind == EV_PROBE)
		LPUT(nr, M_LOG_PROBE, tree_paths_id(&nr->pa, t, e->node),
		    tree_paths_id(&nr->pb, t, e->child), num(e->a, nr->n1),
		    num(e->b, nr->n2));
	else
		LPUT(nr, M_LOG_RESEARCH, tree_paths_id(&nr->pa, t, e->node),
		    tree_paths_id(&nr->pb, t, e->child),
		    num(seen(nr, e->child), nr->n1),
		    num(e->a, nr->n2), num(e->b, nr->n3));
}

static void
tell_recall(struct narrator *nr, const struct event *e)
{
	LPUT(nr, M_LOG_RECALL, tree_paths_id(&nr->pa, nr->t, e->node),
	    msg(e->b == BOUND_LOWER ? M_LOG_GE : M_LOG_LE), num(e->a, nr->n1));
}

/* Append clause id (with its arguments) to buf, after a separator. */
static size_t
clause(char *buf, size_t len, size_t at, enum msg_id id,
    const char *const *arg, int n)
{
	if (at > 0 && at < len)
		at += msg_format(buf + at, len - at, M_LOG_CONV_SEP, NULL, 0);
	if (at < len)
		at += msg_format(buf + at, len - at, id, arg, n);
	return at;
}

#define CLAUSE(buf, len, at, id, ...) \
	clause((buf), (len), (at), (id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/* The conventions in force as the log's header says them, from the
   message table, into buf of len bytes. */
static const char *
conventions(const struct search_cfg *c, const struct tree *t, char *buf,
    size_t len)
{
	static const enum msg_id orders[ORDER_N] = {
		M_LOG_CONV_LTR, M_LOG_CONV_RTL, M_LOG_CONV_BEST,
		M_LOG_CONV_WORST, M_LOG_CONV_EVAL, M_LOG_CONV_PROB
	};
	char n1[FMT_NUM_MAX], n2[FMT_NUM_MAX];
	size_t at = 0;

	if (len == 0)
		return buf;
	buf[0] = '\0';
	if (preset_of(c) != NULL)
		at = CLAUSE(buf, len, at, M_LOG_CONV_PRESET, preset_of(c)->name);
	if (tree_is_chance(t, 0))
		at = CLAUSE(buf, len, at, M_LOG_CONV_ROOT_CHANCE,
		    tree_side(t, 0) == PLAYER_MAX ? "MAX" : "MIN");
	else
		at = CLAUSE(buf, len, at, M_LOG_CONV_ROOT, who(t, 0));
	at = CLAUSE(buf, len, at, orders[c->order], "");
	if (algo_prunes(c->algo)) {
		at = CLAUSE(buf, len, at, c->cutoff == CUT_GE ?
		    M_LOG_CONV_CUT_GE : M_LOG_CONV_CUT_GT, "");
		at = CLAUSE(buf, len, at, cfg_test_first(c) ?
		    M_LOG_CONV_TEST_FIRST : M_LOG_CONV_RAISE_FIRST, "");
	}
	if (c->depth >= 0)
		at = CLAUSE(buf, len, at, c->iterative ? M_LOG_CONV_DEPTH_ITER :
		    M_LOG_CONV_DEPTH, fmt_count(c->depth, n1));
	if (c->window)
		at = CLAUSE(buf, len, at, M_LOG_CONV_WINDOW, num(c->lo, n1),
		    num(c->hi, n2));
	if (c->mistake != MISTAKE_NONE && algo_prunes(c->algo))
		CLAUSE(buf, len, at, (enum msg_id)(M_LOG_CONV_SHALLOW +
		    (c->mistake - MISTAKE_SHALLOW)), "");
	return buf;
}

/* What the header says of chance nodes: how they are searched, and L, U. */
static void
tell_chance_header(struct narrator *nr)
{
	const struct tree *t = nr->t;
	const struct search_cfg *c = &nr->tr->cfg;
	int ge = c->cutoff == CUT_GE;

	if (!algo_prunes(c->algo)) {
		LPUT(nr, M_LOG_HEAD_EXPECTIMAX, "");
		return;
	}
	if (c->algo == ALGO_ALPHABETA)
		LPUT(nr, M_LOG_HEAD_AB_STAR1, "");
	LPUT(nr, M_LOG_HEAD_STAR1, msg(ge ? M_LOG_LE : M_LOG_LT),
	    msg(ge ? M_LOG_GE : M_LOG_GT));
	if (t->bounded)
		LPUT(nr, M_LOG_HEAD_BOUNDS, num(t->lo, nr->n1), num(t->hi, nr->n2));
	else
		LPUT(nr, M_LOG_HEAD_NO_BOUNDS, "");
}

static void
tell_header(struct narrator *nr)
{
	const struct tree *t = nr->t;
	const struct search_cfg *c = &nr->tr->cfg;
	char conv[NARRATE_CONV_MAX];
	char n1[FMT_INT_MAX], n2[FMT_INT_MAX], n3[FMT_INT_MAX];

	LPUT(nr, M_LOG_HEAD_NAME, t->name);
	if (t->source != NULL)
		LPUT(nr, M_LOG_HEAD_SOURCE, t->source);
	if (t->description != NULL)
		LPUT(nr, M_LOG_HEAD_ABOUT, t->description);
	LPUT(nr, M_LOG_HEAD_SEARCH, msg(cfg_title_msg(c)));
	LPUT(nr, M_LOG_HEAD_CONVENTIONS, conventions(c, t, conv,
	    sizeof(conv)));
	LPUT(nr, M_LOG_HEAD_TREE, fmt_count(t->n, n1),
	    fmt_count(t->nleaves, n2), fmt_count(t->height, n3));
	if (algo_prunes(c->algo))
		LPUT(nr, M_LOG_HEAD_WINDOW, "");
	if (t->nchance > 0)
		tell_chance_header(nr);
	if (nr->neg)
		LPUT(nr, algo_prunes(c->algo) ? M_LOG_HEAD_NEGAMAX_AB :
		    M_LOG_HEAD_NEGAMAX, "");
	tbuf_c(nr->out, '\n');
}

/* Node i of the principal variation by name: the root by its id, a move
   as a player names it (tree_move: "X a1"), into buf. */
static const char *
pv_name(const struct tree *t, const struct summary *s, int i, char *buf)
{
	return i == 0 ? tree_id(t, s->pv[i], buf) : tree_move(t, s->pv[i], buf);
}

/* "H -> D -> B", the principal variation, into nr->list. */
static const char *
pv_text(struct narrator *nr)
{
	const struct summary *s = nr->s;
	char buf[TREE_ID_MAX];
	size_t need = 1, at = 0;
	int i;

	for (i = 0; i < s->npv; i++)
		need += strlen(pv_name(nr->t, s, i, buf)) + 4;
	if (list_room(nr, need) != 0)
		return "";
	for (i = 0; i < s->npv; i++) {
		const char *id = pv_name(nr->t, s, i, buf);
		size_t len = strlen(id);

		if (i > 0) {
			memcpy(nr->list.p + at, " -> ", 4);
			at += 4;
		}
		memcpy(nr->list.p + at, id, len);
		at += len;
	}
	nr->list.p[at] = '\0';
	return nr->list.p;
}

/* The result's head: the value, the best move (named as a player names
   it), the principal variation, the nodes visited. */
static void
tell_answer(struct narrator *nr)
{
	const struct tree *t = nr->t;
	const struct summary *s = nr->s;
	char d1[FMT_INT_MAX], d2[FMT_INT_MAX], d3[FMT_INT_MAX], d4[FMT_INT_MAX];
	char mv[TREE_ID_MAX];

	if (tree_is_chance(t, 0))
		LPUT(nr, M_LOG_ROOT_VALUE_CHANCE, num(nr->tr->result, nr->n1));
	else
		LPUT(nr, M_LOG_ROOT_VALUE, who(t, 0), num(nr->tr->result,
		    nr->n1));
	if (s->npv > 1)
		LPUT(nr, M_LOG_BEST_MOVE, tree_move(t, s->pv[1], mv));
	LPUT(nr, M_LOG_PV, pv_text(nr));
	fmt_count(s->nvisited, d1);
	fmt_count(t->n, d2);
	fmt_count(s->leaves_visited, d3);
	if (nr->tr->cfg.depth >= 0)
		LPUT(nr, M_LOG_VISITED_DEPTH, d1, d2, d3);
	else
		LPUT(nr, M_LOG_VISITED, d1, d2, d3, fmt_count(t->nleaves, d4));
}

/* How the search went: nodes searched again, its passes, PVS's
   re-searches, MTD(f)'s memory, the nodes below the depth limit. */
static void
tell_passes(struct narrator *nr)
{
	const struct tree *t = nr->t;
	const struct summary *s = nr->s;
	const struct search_cfg *c = &nr->tr->cfg;
	char d1[FMT_INT_MAX], d2[FMT_INT_MAX], d3[FMT_INT_MAX];
	char w1[64], mv[TREE_ID_MAX];
	int i;

	if (s->visits > s->nvisited)
		LPUT(nr, M_LOG_SEARCHES, fmt_count(s->visits, d1));
	if (s->npass > 1) {
		LPUT(nr, M_LOG_PASSES, fmt_count(s->npass, d1));
		for (i = 0; i < s->npass; i++) {
			const struct pass *p = &s->pass[i];
			const char *rel = p->bound == BOUND_UPPER ? msg(M_LOG_LE) :
			    p->bound == BOUND_LOWER ? msg(M_LOG_GE) : "=";
			const char *best = p->best != TREE_NONE ?
			    tree_move(t, p->best, mv) : NULL;

			fmt_count(i + 1, d1);
			num(p->alpha, nr->n1);
			num(p->beta, nr->n2);
			num(p->value, nr->n3);
			fmt_count(p->visits, d3);
			if (c->iterative && best != NULL)
				LPUT(nr, M_LOG_PASS_ITEM_DEPTH_BEST, d1, nr->n1,
				    nr->n2, fmt_count(p->depth, d2), rel, nr->n3,
				    best, d3);
			else if (c->iterative)
				LPUT(nr, M_LOG_PASS_ITEM_DEPTH, d1, nr->n1,
				    nr->n2, fmt_count(p->depth, d2), rel, nr->n3,
				    d3);
			else if (best != NULL)
				LPUT(nr, M_LOG_PASS_ITEM_BEST, d1, nr->n1,
				    nr->n2, rel, nr->n3, best, d3);
			else
				LPUT(nr, M_LOG_PASS_ITEM, d1, nr->n1, nr->n2,
				    rel, nr->n3, d3);
		}
	}
	if (s->researches > 0)
		LPUT(nr, M_LOG_RESEARCHES, fmt_count(s->researches, d1));
	if (s->recalls > 0)
		LPUT(nr, M_LOG_RECALLS, fmt_count(s->recalls, d1));
	if (s->beyond > 0)
		LPUT(nr, M_LOG_BEYOND, count(s->beyond, M_LOG_NODES, w1,
		    sizeof(w1)));
}

/* What pruning saved: the nodes pruned and cutoffs, against the nodes
   minimax visits; or that this search prunes nothing. */
static void
tell_saved(struct narrator *nr)
{
	const struct tree *t = nr->t;
	const struct summary *s = nr->s;
	const struct search_cfg *c = &nr->tr->cfg;
	int pruned = t->n - s->nvisited - s->beyond;
	char d1[FMT_INT_MAX], d2[FMT_INT_MAX], d4[FMT_INT_MAX];
	char w1[64], w2[64];

	if (!algo_prunes(c->algo)) {
		LPUT(nr, t->nchance > 0 ? M_LOG_NO_PRUNING_CHANCE :
		    M_LOG_NO_PRUNING, algo_name[c->algo]);
		return;
	}
	LPUT(nr, M_LOG_PRUNED, count(pruned, M_LOG_NODES, w1, sizeof(w1)),
	    count(s->ncut, M_LOG_CUTOFFS, w2, sizeof(w2)));
	snprintf(d4, sizeof(d4), "%.0f", 100.0 * pruned / (t->n - s->beyond));
	LPUT(nr, t->nchance > 0 ? M_LOG_SAVED_CHANCE : M_LOG_SAVED,
	    fmt_count(t->n - s->beyond, d1), t->nchance > 0 ? "Star1" :
	    c->algo == ALGO_PVS ? "PVS" : c->algo == ALGO_MTDF ? "MTD(f)" :
	    msg(M_LOG_NAME_AB), fmt_count(pruned, d2), d4);
}

struct narrator *
narrate_new(const struct tree *t, const struct trace *tr,
    const struct summary *s, struct tbuf *out)
{
	struct narrator *nr = calloc(1, sizeof(*nr));

	if (nr == NULL)
		return NULL;
	nr->out = out;
	nr->t = t;
	nr->tr = tr;
	nr->s = s;
	tree_paths_init(&nr->pa);
	tree_paths_init(&nr->pb);
	nr->neg = algo_negamax(tr->cfg.algo);
	nr->hard = cfg_fail_hard(&tr->cfg);
	/* records only for the nodes the search reached: the log tells of
	   no other */
	if ((nr->replay = replay_new_lean(t, tr)) == NULL) {
		free(nr);
		return NULL;
	}
	nr->now = replay_state(nr->replay);
	return nr;
}

void
narrate_header(struct narrator *nr)
{
	tell_header(nr);
}

void
narrate_summary(struct narrator *nr)
{
	LPUT(nr, M_LOG_RESULT, "");
	tell_answer(nr);
	tell_passes(nr);
	tell_saved(nr);
}

/* The same lines, what was saved before how the search went: a stepper
   short of room keeps the answer and the saving. */
void
narrate_ending(struct narrator *nr)
{
	tell_answer(nr);
	tell_saved(nr);
	tell_passes(nr);
}

void
narrate_next(struct narrator *nr)
{
	size_t e = nr->next;
	const struct event *ev;

	if (e >= nr->tr->n)
		return;
	ev = &nr->tr->ev[e];
	nr->next++;
	if (ev->kind == EV_UPDATE) {
		tell_update(nr, e);	/* needs the state before it */
		replay_step(nr->replay);
		return;
	}
	replay_step(nr->replay);
	switch ((enum ev_kind)ev->kind) {
	case EV_PASS:
		tell_pass(nr, ev);
		break;
	case EV_ENTER:
		if (tree_is_chance(nr->t, ev->node)) {
			nr->done[nr->t->node[ev->node].depth] = 0;
			nr->nth[nr->t->node[ev->node].depth] = 0;
		}
		tell_enter(nr, ev);
		break;
	case EV_CHANCE:
		tell_chance(nr, ev);
		break;
	case EV_LEAF:
	case EV_EVAL:
		tell_static(nr, ev);
		break;
	case EV_PROBE:
	case EV_RESEARCH:
		tell_probe(nr, ev);
		break;
	case EV_RECALL:
		tell_recall(nr, ev);
		break;
	case EV_CUTOFF:
		tell_cutoff(nr, e);
		break;
	case EV_UPDATE:	/* told above */
	case EV_PRUNE:	/* listed by the cutoff */
		break;
	case EV_RETURN:
		tell_return(nr, ev);
		break;
	}
}

const struct summary *
narrate_state(const struct narrator *nr)
{
	return nr->now;
}

int
narrate_free(struct narrator *nr)
{
	int oom;

	if (nr == NULL)
		return 0;
	oom = nr->label.oom || nr->clause.oom || nr->more.oom ||
	    nr->list.oom || nr->why.oom;
	replay_free(nr->replay);
	free(nr->label.p);
	free(nr->clause.p);
	free(nr->more.p);
	free(nr->list.p);
	free(nr->why.p);
	free(nr);
	return oom ? -1 : 0;
}

const char *
narrate_title(const struct search_cfg *c)
{
	return msg(cfg_title_msg(c));
}

const char *
narrate_conventions(const struct search_cfg *c, const struct tree *t,
    int sym, char *buf, size_t len)
{
	char conv[CFG_TEXT_MAX];

	if (!sym || msg_lang() != LANG_EN)
		return conventions(c, t, buf, len);
	snprintf(buf, len, "%s", cfg_conventions(c, t, sym, conv));
	return buf;
}
