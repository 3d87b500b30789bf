/*
 * log.c: the trace told as numbered steps.
 *
 * Each event becomes one line, indented by the depth of the node it is at.
 * Updates show the arithmetic (v = max(old, child)), cutoffs the inequality
 * that caused them and what they prune, returns the case of seed 000 and
 * what it means for the number handed up.  In the negamax formulations the
 * lines also show what seed 004 explains: the window turned over on the way
 * down, and the score negated on the way up.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "fmt.h"
#include "log.h"
#include "msg.h"

/*
 * A text that grows to fit: a node label, a clause, the list of pruned
 * children.  A message is formatted into it whole, then put into the
 * sentence around it as one argument.  oom: a realloc failed (the text is
 * then empty and the log is reported as failed).
 */
struct text {
	char *p;
	size_t cap;
	int oom;
};

struct logger {
	FILE *f;
	const struct tree *t;
	const struct trace *tr;
	const struct summary *s;	/* the whole search */
	const struct summary *now;	/* as of the event being told */
	int neg;		/* negamax: scores from the side to move */
	int hard;		/* fail-hard */
	int width;		/* digits in the largest step number */
	long step;		/* the step being written */
	int cut;		/* index of the next cutoff in s->cut */
	long *mark;		/* if set: where each step's text starts in f */
	int pass;		/* index of the current pass */
	struct tree_paths pa, pb;	/* two ids at a time (tree_paths_id) */
	char n1[FMT_NUM_MAX], n2[FMT_NUM_MAX], n3[FMT_NUM_MAX];
	char n4[FMT_NUM_MAX], n5[FMT_NUM_MAX];
	struct text label, clause, more, list;	/* owned; freed at the end */
	char *buf;		/* the text not yet written to f (owned) */
	size_t n;		/* bytes in buf */
	long done;		/* bytes written to f before them */
	long base;		/* where f was at the start (for mark) */
};

/*
 * The log goes out through a buffer of its own (LOG_BUF bytes): a line is
 * a dozen pieces, and a stdio call for each costs more than the sentence.
 */
#define LOG_BUF ((size_t)1 << 16)

static void
lflush(struct logger *lg)
{
	if (lg->n > 0)
		fwrite(lg->buf, 1, lg->n, lg->f);
	lg->done += (long)lg->n;
	lg->n = 0;
}

static void
lmem(struct logger *lg, const char *s, size_t k)
{
	if (LOG_BUF - lg->n < k)
		lflush(lg);
	if (k > LOG_BUF) {
		fwrite(s, 1, k, lg->f);
		lg->done += (long)k;
		return;
	}
	memcpy(lg->buf + lg->n, s, k);
	lg->n += k;
}

static void
lputc(struct logger *lg, char c)
{
	if (lg->n == LOG_BUF)
		lflush(lg);
	lg->buf[lg->n++] = c;
}

/* Message id with its arguments, as msg_put writes it, into the buffer. */
static void
lput(struct logger *lg, enum msg_id id, const char *const *arg, int n)
{
	const char *text = msg(id);
	size_t k = msg_fill(lg->buf + lg->n, LOG_BUF - lg->n, text, arg, n);

	if (k < LOG_BUF - lg->n) {
		lg->n += k;
		return;
	}
	/* it did not fit after what is there: flush, then again */
	lflush(lg);
	if ((k = msg_fill(lg->buf, LOG_BUF, text, arg, n)) < LOG_BUF) {
		lg->n = k;
		return;
	}
	msg_put(lg->f, id, arg, n);	/* longer than the whole buffer */
	lg->done += (long)k;
}

#define LPUT(lg, id, ...) \
	lput((lg), (id), (const char *const[]){ __VA_ARGS__ }, \
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
	return tree_player(t, i) == PLAYER_MAX ? "MAX" : "MIN";
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

/* "1 node", "3 nodes": a count with its noun, into buf. */
static const char *
count(long n, enum msg_id one, enum msg_id many, char *buf, size_t len)
{
	char d[FMT_INT_MAX];

	MSG_FORMAT(buf, len, n == 1 ? one : many, fmt_count(n, d));
	return buf;
}

/* Start a step: its number, then two spaces per level of depth. */
static void
step(struct logger *lg, int node)
{
	static const char spaces[] = "                                        ";
	char num[FMT_INT_MAX];
	int len = (int)(fmt_int(++lg->step, num) - num);
	int pad = 2 * lg->t->node[node].depth + 2;

	for (; len < lg->width; len++)
		lputc(lg, ' ');
	lmem(lg, num, strlen(num));
	for (; pad > 0; pad -= (int)sizeof(spaces) - 1)
		lmem(lg, spaces, pad < (int)sizeof(spaces) - 1 ? (size_t)pad :
		    sizeof(spaces) - 1);
	if (lg->mark != NULL)
		lg->mark[lg->step - 1] = lg->base + lg->done + (long)lg->n;
}

/* "X (MAX)", or in negamax "X (MIN to move)". */
static const char *
label(struct logger *lg, int n)
{
	return TEXT(&lg->label, lg->neg ? M_LOG_NODE_TO_MOVE : M_LOG_NODE,
	    tree_paths_id(&lg->pa, lg->t, n), who(lg->t, n));
}

static void
log_pass(struct logger *lg, const struct event *e)
{
	const struct search_cfg *c = &lg->tr->cfg;
	const struct summary *s = lg->s;
	const struct pass *prev = lg->pass > 0 ? &s->pass[lg->pass - 1] : NULL;
	char p[FMT_INT_MAX], d[FMT_INT_MAX], q[FMT_INT_MAX];

	lg->pass++;
	if (s->npass == 1 && !c->iterative && c->depth < 0)
		return;		/* one plain search: nothing to announce */
	if (lg->pass > 1)
		lputc(lg, '\n');
	fmt_count(lg->pass, p);
	num(e->a, lg->n1);
	num(e->b, lg->n2);
	if (c->iterative)
		LPUT(lg, M_LOG_PASS_ITER, p, lg->n1, lg->n2,
		    fmt_count(e->child, d));
	else if (c->depth >= 0)
		LPUT(lg, M_LOG_PASS_DEPTH, p, lg->n1, lg->n2,
		    fmt_count(c->depth, d));
	else
		LPUT(lg, M_LOG_PASS, p, lg->n1, lg->n2);
	fmt_count(lg->pass - 1, q);
	if (c->algo == ALGO_MTDF)
		LPUT(lg, M_LOG_PASS_MTDF, lg->n2);
	else if (prev != NULL && c->window && prev->depth == e->child &&
	    prev->bound == BOUND_UPPER)
		LPUT(lg, M_LOG_PASS_LOW, q, num(prev->value, lg->n3),
		    num(prev->alpha, lg->n4));
	else if (prev != NULL && c->window && prev->depth == e->child &&
	    prev->bound == BOUND_LOWER)
		LPUT(lg, M_LOG_PASS_HIGH, q, num(prev->value, lg->n3),
		    num(prev->beta, lg->n4));
	else if (c->iterative && lg->pass > 1)
		LPUT(lg, M_LOG_PASS_REORDERED, "");
	lputc(lg, '\n');
}

static void
log_enter(struct logger *lg, const struct event *e)
{
	int p = lg->t->node[e->node].parent;
	const char *me;

	step(lg, e->node);
	me = label(lg, e->node);
	if (!algo_prunes(lg->tr->cfg.algo))
		LPUT(lg, M_LOG_ENTER, me);
	else if (lg->neg && p != TREE_NONE && tree_turns(lg->t, e->node))
		LPUT(lg, M_LOG_ENTER_NEG, me, tree_paths_id(&lg->pb, lg->t, p),
		    num(-e->a, lg->n1), num(-e->b, lg->n2), num(e->a, lg->n3),
		    num(e->b, lg->n4));
	else if (lg->neg && p != TREE_NONE)
		LPUT(lg, M_LOG_ENTER_SAME, me, num(e->a, lg->n1),
		    num(e->b, lg->n2), tree_paths_id(&lg->pb, lg->t, p));
	else
		LPUT(lg, M_LOG_ENTER_WINDOW, me, num(e->a, lg->n1),
		    num(e->b, lg->n2));
}

/* A leaf, or a node scored at the depth limit. */
static void
log_static(struct logger *lg, const struct event *e)
{
	const struct tree_node *nd = &lg->t->node[e->node];
	double raw = nd->nkids == 0 ? nd->value : nd->eval;
	const char *id = tree_paths_id(&lg->pa, lg->t, e->node);
	char d[FMT_INT_MAX];

	step(lg, e->node);
	num(raw, lg->n1);
	fmt_count(nd->depth, d);
	if (e->kind == EV_EVAL && lg->neg)
		LPUT(lg, M_LOG_EVAL_NEG, id, d, lg->n1, who(lg->t, e->node),
		    num(e->a, lg->n2));
	else if (e->kind == EV_EVAL)
		LPUT(lg, M_LOG_EVAL, id, d, lg->n1);
	else if (lg->neg)
		LPUT(lg, M_LOG_LEAF_NEG, id, lg->n1, who(lg->t, e->node),
		    num(e->a, lg->n2));
	else
		LPUT(lg, M_LOG_LEAF, id, lg->n1);
}

/* The value the child handed up, as the parent sees it. */
static double
seen(const struct logger *lg, int child)
{
	double x = trace_info(lg->now, child)->value;

	return lg->neg && tree_turns(lg->t, child) ? -x : x;
}

/*
 * What the node does with the value it got, into lg->clause: the new
 * score (v = max(old, x)), the new bound, or seed 004's "return beta".
 */
static const char *
update_clause(struct logger *lg, size_t k, const char *xs)
{
	const struct event *e = &lg->tr->ev[k];
	const struct tree *t = lg->t;
	const struct node_info *in = trace_info(lg->now, e->node);
	int is_max = lg->neg || tree_player(t, e->node) == PLAYER_MAX;
	const char *op = is_max ? "max" : "min";
	const char *name = msg(is_max ? M_LOG_ALPHA : M_LOG_BETA);
	const char *v = lg->neg ? "best" : "v";
	double old = is_max ? in->alpha_out : in->beta_out;
	double other = is_max ? in->beta_out : in->alpha_out;
	int cut_next = k + 1 < lg->tr->n && lg->tr->ev[k + 1].kind == EV_CUTOFF;
	const char *s;

	if (lg->hard && lg->neg && cut_next)
		/* seed 004: "if (val >= beta) return beta" */
		return TEXT(&lg->clause, M_LOG_RETURN_BETA, xs,
		    msg(lg->tr->cfg.cutoff == CUT_GE ? M_LOG_GE : M_LOG_GT),
		    num(e->a, lg->n2));
	num(in->so_far, lg->n2);
	num(e->a, lg->n3);
	if (!lg->hard && cfg_test_first(&lg->tr->cfg) && cut_next)
		/* AIMA, CS188: "if v >= beta then return v" before alpha */
		return TEXT(&lg->clause, is_max ? M_LOG_TAKE_TEST_FIRST_MAX :
		    M_LOG_TAKE_TEST_FIRST_MIN, v, op, lg->n2, xs, lg->n3);
	if (!algo_prunes(lg->tr->cfg.algo))
		s = TEXT(&lg->clause, M_LOG_TAKE, v, op, lg->n2, xs, lg->n3);
	else if (lg->hard)
		s = TEXT(&lg->clause, M_LOG_TAKE, name, op, num(old, lg->n4), xs,
		    num(e->b, lg->n5));
	else if (e->b == old)
		s = TEXT(&lg->clause, M_LOG_TAKE_STAYS, v, op, lg->n2, xs, lg->n3,
		    name, num(e->b, lg->n4));
	else
		s = TEXT(&lg->clause, M_LOG_TAKE_BOUND, v, op, lg->n2, xs, lg->n3,
		    name, num(old, lg->n4), num(e->b, lg->n5));
	if (lg->tr->cfg.cutoff == CUT_GT && algo_prunes(lg->tr->cfg.algo) &&
	    e->b == other && k + 1 < lg->tr->n &&
	    lg->tr->ev[k + 1].kind != EV_RETURN &&
	    lg->tr->ev[k + 1].kind != EV_CUTOFF) {
		/* the same sentence goes on: "...; alpha = beta = 3, but ..." */
		s = text_append(&lg->clause, TEXT(&lg->more, M_LOG_GT_GOES_ON,
		    num(e->b, lg->n4), tree_paths_id(&lg->pa, t, e->node)));
	}
	return s;
}

/*
 * Told before the replay takes the update in, so that lg->now still holds
 * the node's value and bound from before it: "v = max(old, x)".
 */
static void
log_update(struct logger *lg, size_t k)
{
	const struct event *e = &lg->tr->ev[k];
	const struct tree *t = lg->t;
	const char *xs = num(seen(lg, e->child), lg->n1);
	const char *what, *me, *child;
	const struct node_info *ci = trace_info(lg->now, e->child);

	step(lg, e->node);
	if (ci->open) {
		/* the early-bound search: a child's value before it returns */
		const struct node_info *in = trace_info(lg->now, e->node);
		int is_max = tree_player(t, e->node) == PLAYER_MAX;

		LPUT(lg, M_LOG_GETS_EARLY, label(lg, e->node),
		    tree_paths_id(&lg->pb, t, e->child), num(ci->so_far, lg->n1),
		    msg(is_max ? M_LOG_ALPHA : M_LOG_BETA), is_max ? "max" : "min",
		    num(is_max ? in->alpha_out : in->beta_out, lg->n2),
		    num(e->b, lg->n3));
		return;
	}
	what = update_clause(lg, k, xs);
	me = label(lg, e->node);
	child = tree_paths_id(&lg->pb, t, e->child);
	if (lg->neg && tree_turns(t, e->child)) {
		char raw[FMT_NUM_MAX];

		LPUT(lg, M_LOG_GETS_NEGATED, me,
		    num(trace_info(lg->now, e->child)->value, raw), xs, child, what);
	} else if (lg->neg) {
		LPUT(lg, M_LOG_GETS_SAME, me, xs, child, what);
	} else {
		LPUT(lg, M_LOG_GETS, me, xs, child, what);
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

/* log_put_origin's sentence, into x. */
static const char *
origin(struct text *x, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu)
{
	const struct event *o = &tr->ev[cu->from.ev];
	int neg = algo_negamax(tr->cfg.algo);
	int maxlike = neg || tree_player(t, cu->node) == PLAYER_MAX;
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
	default:		/* a pass: the window the root was searched with */
		return TEXT(x, tr->cfg.algo == ALGO_MTDF ? M_LOG_FROM_MTDF :
		    tr->cfg.window ? M_LOG_FROM_ASPIRATION : M_LOG_FROM_WINDOW,
		    name, n1, here, num(o->a, n2), num(o->b, n3));
	}
}

void
log_put_origin(FILE *f, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu)
{
	struct text x = { NULL, 0, 0 };

	fputs(origin(&x, t, tr, cu), f);
	free(x.p);
}

/* Room for need bytes in lg->list: 0, or -1 when out of memory. */
static int
list_room(struct logger *lg, size_t need)
{
	if (need > lg->list.cap && !lg->list.oom) {
		char *p = realloc(lg->list.p, need);

		if (p == NULL)
			lg->list.oom = 1;
		else {
			lg->list.p = p;
			lg->list.cap = need;
		}
	}
	return lg->list.oom ? -1 : 0;
}

/* "C2, C3", the children cutoff k of the trace prunes, into lg->list. */
static const char *
pruned_list(struct logger *lg, size_t k, int n)
{
	const char *sep = msg(M_LOG_LIST_SEP);
	size_t need = 1, at = 0, seplen = strlen(sep);
	int i;

	for (i = 0; i < n; i++)
		need += strlen(tree_paths_id(&lg->pb, lg->t,
		    lg->tr->ev[k + 1 + (size_t)i].child)) + seplen;
	if (list_room(lg, need) != 0)
		return "";
	for (i = 0; i < n; i++) {
		const char *id = tree_paths_id(&lg->pb, lg->t,
		    lg->tr->ev[k + 1 + (size_t)i].child);
		size_t len = strlen(id);

		if (i > 0) {
			memcpy(lg->list.p + at, sep, seplen);
			at += seplen;
		}
		memcpy(lg->list.p + at, id, len);
		at += len;
	}
	lg->list.p[at] = '\0';
	return lg->list.p;
}

static void
log_cutoff(struct logger *lg, size_t k)
{
	const struct tree *t = lg->t;
	const struct event *e = &lg->tr->ev[k];
	const struct cutoff *cu = &lg->s->cut[lg->cut++];	/* event order */
	int ge = lg->tr->cfg.cutoff == CUT_GE;
	int tf = cfg_test_first(&lg->tr->cfg);
	const char *name, *from, *end;

	step(lg, e->node);
	from = origin(&lg->more, t, lg->tr, cu);
	if (cu->npruned == 0) {
		end = TEXT(&lg->clause, M_LOG_CUT_NOTHING, "");
	} else {
		char nodes[64];

		end = TEXT(&lg->clause, M_LOG_CUT_PRUNES,
		    pruned_list(lg, k, cu->npruned), count(cu->nodes,
		    M_LOG_NODES_ONE, M_LOG_NODES, nodes, sizeof(nodes)));
	}
	name = tree_paths_id(&lg->pa, t, e->node);
	num(cu->v, lg->n3);
	if (lg->neg)
		LPUT(lg, M_LOG_CUT_NEG, name, who(t, e->node), tf ?
		    (lg->hard ? "val" : "best") : msg(M_LOG_ALPHA), lg->n3,
		    msg(ge ? M_LOG_GE : M_LOG_GT), num(cu->beta, lg->n2), from,
		    end);
	else if (tree_player(t, e->node) == PLAYER_MAX)
		LPUT(lg, M_LOG_CUT_MAX, name, tf ? "v" : msg(M_LOG_ALPHA),
		    lg->n3, msg(ge ? M_LOG_GE : M_LOG_GT), num(cu->beta, lg->n2),
		    from, end);
	else
		LPUT(lg, M_LOG_CUT_MIN, name, tf ? "v" : msg(M_LOG_BETA),
		    lg->n3, msg(ge ? M_LOG_LE : M_LOG_LT),
		    num(cu->alpha, lg->n1), from, end);
}

/*
 * The last cutoff so far, in node n's search that has just ended, that
 * pruned something below n: -1 when there is none.  The search is depth
 * first, so the cutoffs since n was entered are the last ones, all in n's
 * subtree.
 */
static int
cut_below(const struct logger *lg, int n)
{
	const struct summary *s = lg->now;
	int c, d;

	for (c = s->ncut - 1; c >= 0; c--) {
		for (d = s->cut[c].node; d != TREE_NONE && d != n;
		    d = lg->t->node[d].parent)
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
log_case3(struct logger *lg, int n, const char *name, const char *pname)
{
	const struct node_info *in = trace_info(lg->now, n);
	int up = in->bound == BOUND_UPPER, below;
	const char *v = num(in->value, lg->n1);
	const char *w = num(up ? in->alpha_in : in->beta_in, lg->n2);
	char step[FMT_NUM_MAX];

	if (in->exact)
		LPUT(lg, up ? M_LOG_CASE3_UPPER_EXACT : M_LOG_CASE3_LOWER_EXACT,
		    v, w, name, pname);
	else if (in->full)
		LPUT(lg, up ? M_LOG_CASE3_UPPER_HARD : M_LOG_CASE3_LOWER_HARD, v,
		    w, name);
	else if ((in->cut >= 0 && lg->now->cut[in->cut].npruned > 0) ||
	    (below = cut_below(lg, n)) < 0)
		LPUT(lg, up ? M_LOG_CASE3_UPPER : M_LOG_CASE3_LOWER, v, w, name);
	else
		LPUT(lg, up ? M_LOG_CASE3_UPPER_BELOW : M_LOG_CASE3_LOWER_BELOW,
		    v, w, name, tree_paths_id(&lg->pb, lg->t,
		    lg->now->cut[below].node), fmt_count(lg->now->cut[below].step,
		    step));
}

/* Seed 000's cases, for a child searched with its parent's window. */
static void
log_case(struct logger *lg, int n, const char *name, const char *pname)
{
	const struct node_info *in = trace_info(lg->now, n);
	const char *v = num(in->value, lg->n1);
	const char *lo = num(in->alpha_in, lg->n2);
	const char *hi = num(in->beta_in, lg->n3);
	int lower = in->bound == BOUND_LOWER;
	const char *will;

	switch (in->kase) {
	case 1:
		LPUT(lg, M_LOG_CASE1, lo, v, hi, name);
		return;
	case 2:
		/* under --cutoff gt, reaching the bound exactly cuts nothing */
		will = TEXT(&lg->clause, lg->tr->cfg.cutoff == CUT_GT &&
		    (lower ? in->value == in->beta_in : in->value ==
		    in->alpha_in) ? M_LOG_WILL_NOT_CUT : M_LOG_WILL_CUT, pname);
		/* exact all the same, fail-soft with nothing below pruned */
		if (lg->neg && tree_turns(lg->t, n) && in->exact)
			LPUT(lg, lower ? M_LOG_CASE2_NEG_LOWER_EXACT :
			    M_LOG_CASE2_NEG_UPPER_EXACT, v, lower ? hi : lo, pname,
			    num(-in->value, lg->n4), num(lower ? -in->beta_in :
			    -in->alpha_in, lg->n5), will, name);
		else if (lg->neg && tree_turns(lg->t, n))
			LPUT(lg, lower ? M_LOG_CASE2_NEG_LOWER :
			    M_LOG_CASE2_NEG_UPPER, v, lower ? hi : lo, pname,
			    num(-in->value, lg->n4), num(lower ? -in->beta_in :
			    -in->alpha_in, lg->n5), will);
		else if (in->exact)
			LPUT(lg, lower ? M_LOG_CASE2_LOWER_EXACT :
			    M_LOG_CASE2_UPPER_EXACT, v, lower ? hi : lo, pname,
			    will, name);
		else
			LPUT(lg, lower ? M_LOG_CASE2_LOWER : M_LOG_CASE2_UPPER,
			    v, lower ? hi : lo, pname, will);
		return;
	case 3:
		log_case3(lg, n, name, pname);
		return;
	default:
		break;
	}
	/* searched with a window of its own: a probe, or narrowed by memory */
	if (in->bound == BOUND_NONE && in->exact)
		LPUT(lg, M_LOG_OWN_EMPTY_EXACT, lo, v, name);
	else if (in->bound == BOUND_NONE)
		LPUT(lg, M_LOG_OWN_EMPTY, lo, v);
	else if (in->bound == BOUND_UPPER && in->exact)
		LPUT(lg, M_LOG_OWN_LOW_EXACT, v, lo, name);
	else if (in->bound == BOUND_UPPER)
		LPUT(lg, M_LOG_OWN_LOW, v, lo);
	else if (lower && in->exact)
		LPUT(lg, M_LOG_OWN_HIGH_EXACT, v, hi, name);
	else if (lower)
		LPUT(lg, M_LOG_OWN_HIGH, v, hi);
	else
		LPUT(lg, M_LOG_OWN_EXACT, lo, v, hi);
}

static void
log_return(struct logger *lg, const struct event *e)
{
	const struct tree *t = lg->t;
	const struct node_info *in = trace_info(lg->now, e->node);
	int p = t->node[e->node].parent;
	const char *name = tree_paths_id(&lg->pa, t, e->node), *pname;
	char real[FMT_NUM_MAX];

	step(lg, e->node);
	num(e->a, lg->n1);
	if (p == TREE_NONE) {
		const struct pass *ps = &lg->s->pass[lg->pass - 1];

		LPUT(lg, M_LOG_RETURN_ROOT, name, lg->n1);
		num(ps->value, lg->n1);
		if (lg->neg && tree_player(t, 0) == PLAYER_MIN)
			LPUT(lg, M_LOG_MAX_VIEW, lg->n1);
		if (ps->bound == BOUND_UPPER)
			LPUT(lg, M_LOG_ROOT_LOW, lg->n1,
			    num(ps->alpha, lg->n2));
		else if (ps->bound == BOUND_LOWER)
			LPUT(lg, M_LOG_ROOT_HIGH, lg->n1,
			    num(ps->beta, lg->n2));
		else
			LPUT(lg, M_LOG_ROOT_GAME, "");
		return;
	}
	pname = tree_paths_id(&lg->pb, t, p);
	if (!algo_prunes(lg->tr->cfg.algo)) {
		LPUT(lg, M_LOG_RETURN_ALL, name, lg->n1, pname,
		    algo_name[lg->tr->cfg.algo]);
		return;
	}
	LPUT(lg, M_LOG_RETURN, name, lg->n1, pname);
	log_case(lg, e->node, name, pname);
	if (!in->exact)
		LPUT(lg, M_LOG_REAL, num(lg->s->minimax[e->node], real));
	lputc(lg, '\n');
}

static void
log_probe(struct logger *lg, const struct event *e)
{
	const struct tree *t = lg->t;

	step(lg, e->node);
	if (e->kind == EV_PROBE)
		LPUT(lg, M_LOG_PROBE, tree_paths_id(&lg->pa, t, e->node),
		    tree_paths_id(&lg->pb, t, e->child), num(e->a, lg->n1),
		    num(e->b, lg->n2));
	else
		LPUT(lg, M_LOG_RESEARCH, tree_paths_id(&lg->pa, t, e->node),
		    tree_paths_id(&lg->pb, t, e->child),
		    num(seen(lg, e->child), lg->n1),
		    num(e->a, lg->n2), num(e->b, lg->n3));
}

static void
log_recall(struct logger *lg, const struct event *e)
{
	step(lg, e->node);
	LPUT(lg, M_LOG_RECALL, tree_paths_id(&lg->pa, lg->t, e->node),
	    msg(e->b == BOUND_LOWER ? M_LOG_GE : M_LOG_LE), num(e->a, lg->n1));
}

/* The formulation, in words (cfg_title's, in the log's language). */
static enum msg_id
title(const struct search_cfg *c)
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
	default:
		return M_LOG_TITLE_MTDF;
	}
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

const char *
log_conventions(const struct search_cfg *c, const struct tree *t, char *buf,
    size_t len)
{
	static const enum msg_id orders[ORDER_N] = {
		M_LOG_CONV_LTR, M_LOG_CONV_RTL, M_LOG_CONV_BEST,
		M_LOG_CONV_WORST, M_LOG_CONV_EVAL
	};
	char n1[FMT_NUM_MAX], n2[FMT_NUM_MAX];
	size_t at = 0;

	if (len == 0)
		return buf;
	buf[0] = '\0';
	if (preset_of(c) != NULL)
		at = CLAUSE(buf, len, at, M_LOG_CONV_PRESET, preset_of(c)->name);
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

static void
log_header(struct logger *lg)
{
	const struct tree *t = lg->t;
	const struct search_cfg *c = &lg->tr->cfg;
	char conv[LOG_CONV_MAX];
	char n1[FMT_INT_MAX], n2[FMT_INT_MAX], n3[FMT_INT_MAX];

	LPUT(lg, M_LOG_HEAD_NAME, t->name);
	if (t->source != NULL)
		LPUT(lg, M_LOG_HEAD_SOURCE, t->source);
	if (t->description != NULL)
		LPUT(lg, M_LOG_HEAD_ABOUT, t->description);
	LPUT(lg, M_LOG_HEAD_SEARCH, msg(title(c)));
	LPUT(lg, M_LOG_HEAD_CONVENTIONS, log_conventions(c, t, conv,
	    sizeof(conv)));
	LPUT(lg, M_LOG_HEAD_TREE, fmt_count(t->n, n1),
	    fmt_count(t->nleaves, n2), fmt_count(t->height, n3));
	if (algo_prunes(c->algo))
		LPUT(lg, M_LOG_HEAD_WINDOW, "");
	if (lg->neg)
		LPUT(lg, algo_prunes(c->algo) ? M_LOG_HEAD_NEGAMAX_AB :
		    M_LOG_HEAD_NEGAMAX, "");
	lputc(lg, '\n');
}

/* "H -> D -> B", the principal variation, into lg->list. */
static const char *
pv_text(struct logger *lg)
{
	const struct summary *s = lg->s;
	size_t need = 1, at = 0;
	int i;

	for (i = 0; i < s->npv; i++)
		need += strlen(tree_paths_id(&lg->pa, lg->t, s->pv[i])) + 4;
	if (list_room(lg, need) != 0)
		return "";
	for (i = 0; i < s->npv; i++) {
		const char *id = tree_paths_id(&lg->pa, lg->t, s->pv[i]);
		size_t len = strlen(id);

		if (i > 0) {
			memcpy(lg->list.p + at, " -> ", 4);
			at += 4;
		}
		memcpy(lg->list.p + at, id, len);
		at += len;
	}
	lg->list.p[at] = '\0';
	return lg->list.p;
}

static void
log_summary(struct logger *lg)
{
	const struct tree *t = lg->t;
	const struct summary *s = lg->s;
	const struct search_cfg *c = &lg->tr->cfg;
	int i, pruned = t->n - s->nvisited - s->beyond;
	char d1[FMT_INT_MAX], d2[FMT_INT_MAX], d3[FMT_INT_MAX], d4[FMT_INT_MAX];
	char w1[64], w2[64];

	LPUT(lg, M_LOG_RESULT, "");
	LPUT(lg, M_LOG_ROOT_VALUE, who(t, 0), num(lg->tr->result, lg->n1));
	if (s->npv > 1)
		LPUT(lg, M_LOG_BEST_MOVE, tree_paths_id(&lg->pa, t, s->pv[1]));
	LPUT(lg, M_LOG_PV, pv_text(lg));
	fmt_count(s->nvisited, d1);
	fmt_count(t->n, d2);
	fmt_count(s->leaves_visited, d3);
	if (c->depth >= 0)
		LPUT(lg, M_LOG_VISITED_DEPTH, d1, d2, d3);
	else
		LPUT(lg, M_LOG_VISITED, d1, d2, d3, fmt_count(t->nleaves, d4));
	if (s->visits > s->nvisited)
		LPUT(lg, M_LOG_SEARCHES, fmt_count(s->visits, d1));
	if (s->npass > 1) {
		LPUT(lg, M_LOG_PASSES, fmt_count(s->npass, d1));
		for (i = 0; i < s->npass; i++) {
			const struct pass *p = &s->pass[i];
			const char *rel = p->bound == BOUND_UPPER ? msg(M_LOG_LE) :
			    p->bound == BOUND_LOWER ? msg(M_LOG_GE) : "=";
			const char *best = p->best != TREE_NONE ?
			    tree_paths_id(&lg->pa, t, p->best) : NULL;

			fmt_count(i + 1, d1);
			num(p->alpha, lg->n1);
			num(p->beta, lg->n2);
			num(p->value, lg->n3);
			fmt_count(p->visits, d3);
			if (c->iterative && best != NULL)
				LPUT(lg, M_LOG_PASS_ITEM_DEPTH_BEST, d1, lg->n1,
				    lg->n2, fmt_count(p->depth, d2), rel, lg->n3,
				    best, d3);
			else if (c->iterative)
				LPUT(lg, M_LOG_PASS_ITEM_DEPTH, d1, lg->n1,
				    lg->n2, fmt_count(p->depth, d2), rel, lg->n3,
				    d3);
			else if (best != NULL)
				LPUT(lg, M_LOG_PASS_ITEM_BEST, d1, lg->n1,
				    lg->n2, rel, lg->n3, best, d3);
			else
				LPUT(lg, M_LOG_PASS_ITEM, d1, lg->n1, lg->n2,
				    rel, lg->n3, d3);
		}
	}
	if (s->researches > 0)
		LPUT(lg, M_LOG_RESEARCHES, fmt_count(s->researches, d1));
	if (s->recalls > 0)
		LPUT(lg, M_LOG_RECALLS, fmt_count(s->recalls, d1));
	if (s->beyond > 0)
		LPUT(lg, M_LOG_BEYOND, count(s->beyond, M_LOG_NODES_ONE,
		    M_LOG_NODES, w1, sizeof(w1)));
	if (!algo_prunes(c->algo)) {
		LPUT(lg, M_LOG_NO_PRUNING, algo_name[c->algo]);
		return;
	}
	LPUT(lg, M_LOG_PRUNED, count(pruned, M_LOG_NODES_ONE, M_LOG_NODES,
	    w1, sizeof(w1)), count(s->ncut, M_LOG_CUTOFFS_ONE, M_LOG_CUTOFFS,
	    w2, sizeof(w2)));
	snprintf(d4, sizeof(d4), "%.0f", 100.0 * pruned / (t->n - s->beyond));
	LPUT(lg, M_LOG_SAVED, fmt_count(t->n - s->beyond, d1),
	    c->algo == ALGO_PVS ? "PVS" : c->algo == ALGO_MTDF ? "MTD(f)" :
	    msg(M_LOG_NAME_AB), fmt_count(pruned, d2), d4);
}

int
log_emit_marked(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, long *mark)
{
	struct logger lg;
	struct replay *now;
	size_t e;
	int oom;

	memset(&lg, 0, sizeof(lg));
	lg.f = f;
	lg.t = t;
	lg.tr = tr;
	lg.s = s;
	lg.mark = mark;
	tree_paths_init(&lg.pa);
	tree_paths_init(&lg.pb);
	lg.neg = algo_negamax(tr->cfg.algo);
	lg.hard = cfg_fail_hard(&tr->cfg);
	lg.width = snprintf(NULL, 0, "%zu", tr->n);
	if (mark != NULL && (lg.base = ftell(f)) < 0)
		lg.base = 0;
	if ((lg.buf = malloc(LOG_BUF)) == NULL)
		return -1;
	/* records only for the nodes the search reached: the log tells
	   of no other */
	now = replay_new_lean(t, tr);
	if (now == NULL) {
		free(lg.buf);
		return -1;
	}
	lg.now = replay_state(now);
	log_header(&lg);
	for (e = 0; e < tr->n; e++) {
		const struct event *ev = &tr->ev[e];

		if (ev->kind == EV_UPDATE) {
			log_update(&lg, e);	/* needs the state before it */
			replay_step(now);
			continue;
		}
		replay_step(now);

		switch ((enum ev_kind)ev->kind) {
		case EV_PASS:
			log_pass(&lg, ev);
			break;
		case EV_ENTER:
			log_enter(&lg, ev);
			break;
		case EV_LEAF:
		case EV_EVAL:
			log_static(&lg, ev);
			break;
		case EV_PROBE:
		case EV_RESEARCH:
			log_probe(&lg, ev);
			break;
		case EV_RECALL:
			log_recall(&lg, ev);
			break;
		case EV_UPDATE:
			break;	/* told above */
		case EV_CUTOFF:
			log_cutoff(&lg, e);
			break;
		case EV_PRUNE:
			break;	/* listed by the cutoff */
		case EV_RETURN:
			log_return(&lg, ev);
			break;
		}
	}
	log_summary(&lg);
	lflush(&lg);
	free(lg.buf);
	replay_free(now);
	oom = lg.label.oom || lg.clause.oom || lg.more.oom || lg.list.oom;
	free(lg.label.p);
	free(lg.clause.p);
	free(lg.more.p);
	free(lg.list.p);
	return oom ? -1 : 0;
}

int
log_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	return log_emit_marked(f, t, tr, s, NULL);
}

const char *
log_say_title(const struct search_cfg *c)
{
	return msg_lang() == LANG_EN ? cfg_title(c) : msg(title(c));
}

const char *
log_say_conventions(const struct search_cfg *c, const struct tree *t,
    int sym, char *buf, size_t len)
{
	char conv[CFG_TEXT_MAX];

	if (msg_lang() != LANG_EN)
		return log_conventions(c, t, buf, len);
	snprintf(buf, len, "%s", cfg_conventions(c, t, sym, conv));
	return buf;
}
