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

#include "fmt.h"
#include "log.h"

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
	char a[TREE_ID_MAX], b[TREE_ID_MAX];	/* id buffers */
	char n1[FMT_NUM_MAX], n2[FMT_NUM_MAX], n3[FMT_NUM_MAX];
	char n4[FMT_NUM_MAX];
};

static const char *
who(const struct tree *t, int i)
{
	return tree_player(t, i) == PLAYER_MAX ? "MAX" : "MIN";
}

static const char *
num(double x, char *buf)
{
	return fmt_num(x, buf);
}

/* Start a step: its number, then two spaces per level of depth. */
static void
step(struct logger *lg, int node)
{
	static const char spaces[] = "                                        ";
	char num[24];
	int len = (int)(fmt_int(++lg->step, num) - num);
	int pad = 2 * lg->t->node[node].depth + 2;

	for (; len < lg->width; len++)
		fputc(' ', lg->f);
	fputs(num, lg->f);
	for (; pad > 0; pad -= (int)sizeof(spaces) - 1)
		fwrite(spaces, 1, pad < (int)sizeof(spaces) - 1 ? (size_t)pad :
		    sizeof(spaces) - 1, lg->f);
	if (lg->mark != NULL)
		lg->mark[lg->step - 1] = ftell(lg->f);
}

/* "X (MAX)", or in negamax "X (MIN to move)". */
static void
put_node(struct logger *lg, int n)
{
	fprintf(lg->f, "%s (%s%s)", tree_id(lg->t, n, lg->a), who(lg->t, n),
	    lg->neg ? " to move" : "");
}

static void
log_pass(struct logger *lg, const struct event *e)
{
	const struct search_cfg *c = &lg->tr->cfg;
	const struct summary *s = lg->s;
	const struct pass *prev = lg->pass > 0 ? &s->pass[lg->pass - 1] : NULL;
	FILE *f = lg->f;

	lg->pass++;
	if (s->npass == 1 && !c->iterative && c->depth < 0)
		return;		/* one plain search: nothing to announce */
	fprintf(f, "%s-- pass %d", lg->pass > 1 ? "\n" : "", lg->pass);
	if (c->iterative)
		fprintf(f, ", iteration %d: search to depth %d", e->child,
		    e->child);
	else if (c->depth >= 0)
		fprintf(f, ": search to depth %d", c->depth);
	fprintf(f, ", window (%s, %s)", num(e->a, lg->n1), num(e->b, lg->n2));
	if (c->algo == ALGO_MTDF)
		fprintf(f, ": MTD(f) asks whether the value is >= %s",
		    num(e->b, lg->n2));
	else if (prev != NULL && c->window && prev->depth == e->child &&
	    prev->bound == BOUND_UPPER)
		fprintf(f, ": pass %d failed low (%s <= %s), so search again "
		    "with alpha = -inf", lg->pass - 1, num(prev->value, lg->n3),
		    num(prev->alpha, lg->n4));
	else if (prev != NULL && c->window && prev->depth == e->child &&
	    prev->bound == BOUND_LOWER)
		fprintf(f, ": pass %d failed high (%s >= %s), so search again "
		    "with beta = +inf", lg->pass - 1, num(prev->value, lg->n3),
		    num(prev->beta, lg->n4));
	else if (c->iterative && lg->pass > 1)
		fputs(": children reordered by the last iteration's values", f);
	fputc('\n', f);
}

static void
log_enter(struct logger *lg, const struct event *e)
{
	int p = lg->t->node[e->node].parent;

	step(lg, e->node);
	fputs("enter ", lg->f);
	put_node(lg, e->node);
	if (!algo_prunes(lg->tr->cfg.algo)) {
		fputc('\n', lg->f);
		return;
	}
	if (lg->neg && p != TREE_NONE && tree_turns(lg->t, e->node))
		fprintf(lg->f, " with (alpha, beta) = (-beta, -alpha) from %s = "
		    "(-(%s), -(%s)) = (%s, %s)\n", tree_id(lg->t, p, lg->b),
		    num(-e->a, lg->n1), num(-e->b, lg->n2), num(e->a, lg->n3),
		    num(e->b, lg->n4));
	else if (lg->neg && p != TREE_NONE)
		fprintf(lg->f, " with alpha = %s, beta = %s, %s's window as it "
		    "is: the same side moves again, so nothing turns over\n",
		    num(e->a, lg->n1), num(e->b, lg->n2),
		    tree_id(lg->t, p, lg->b));
	else
		fprintf(lg->f, " with alpha = %s, beta = %s\n", num(e->a, lg->n1),
		    num(e->b, lg->n2));
}

/* A leaf, or a node scored at the depth limit. */
static void
log_static(struct logger *lg, const struct event *e)
{
	const struct tree_node *nd = &lg->t->node[e->node];
	double raw = nd->nkids == 0 ? nd->value : nd->eval;

	step(lg, e->node);
	if (e->kind == EV_EVAL)
		fprintf(lg->f, "%s is at the depth limit (%d): eval = %s",
		    tree_id(lg->t, e->node, lg->a), nd->depth, num(raw, lg->n1));
	else
		fprintf(lg->f, "leaf %s = %s", tree_id(lg->t, e->node, lg->a),
		    num(raw, lg->n1));
	if (lg->neg)
		fprintf(lg->f, ", %s to move: score %s", who(lg->t, e->node),
		    num(e->a, lg->n2));
	fputc('\n', lg->f);
}

/* The value the child handed up, as the parent sees it. */
static double
seen(const struct logger *lg, int child)
{
	double x = lg->now->info[child].value;

	return lg->neg && tree_turns(lg->t, child) ? -x : x;
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
	const struct node_info *in = &lg->now->info[e->node];
	int is_max = lg->neg || tree_player(t, e->node) == PLAYER_MAX;
	const char *op = is_max ? "max" : "min";
	const char *name = is_max ? "alpha" : "beta";
	double old = is_max ? in->alpha_out : in->beta_out;
	double other = is_max ? in->beta_out : in->alpha_out;
	double x = seen(lg, e->child);
	const char *xs = num(x, lg->n1);
	FILE *f = lg->f;

	step(lg, e->node);
	put_node(lg, e->node);
	fputs(" gets ", f);
	if (lg->neg && tree_turns(t, e->child))
		fprintf(f, "val = -(%s) = %s from %s: ",
		    num(lg->now->info[e->child].value, lg->n2), xs,
		    tree_id(t, e->child, lg->b));
	else if (lg->neg)
		fprintf(f, "val = %s from %s (the same side moved, so it is "
		    "not negated): ", xs, tree_id(t, e->child, lg->b));
	else
		fprintf(f, "%s from %s: ", xs, tree_id(t, e->child, lg->b));
	if (lg->hard && lg->neg && k + 1 < lg->tr->n &&
	    lg->tr->ev[k + 1].kind == EV_CUTOFF) {
		/* seed 004: "if (val >= beta) return beta" */
		fprintf(f, "val = %s %s beta = %s, so return beta\n", xs,
		    lg->tr->cfg.cutoff == CUT_GE ? ">=" : ">", num(e->a, lg->n2));
		return;
	}
	if (!lg->hard)
		fprintf(f, "%s = %s(%s, %s) = %s", lg->neg ? "best" : "v", op,
		    num(in->so_far, lg->n2), xs, num(e->a, lg->n3));
	if (!lg->hard && cfg_test_first(&lg->tr->cfg) && k + 1 < lg->tr->n &&
	    lg->tr->ev[k + 1].kind == EV_CUTOFF) {
		/* AIMA, CS188: "if v >= beta then return v" before alpha */
		fprintf(f, ", and the cutoff test comes before %s is %s\n", name,
		    is_max ? "raised" : "lowered");
		return;
	}
	if (algo_prunes(lg->tr->cfg.algo)) {
		if (!lg->hard)
			fputs(", ", f);
		if (e->b == old && !lg->hard)
			fprintf(f, "%s stays %s", name, num(e->b, lg->n2));
		else
			fprintf(f, "%s = %s(%s, %s) = %s", name, op,
			    num(old, lg->n2), xs, num(e->b, lg->n3));
	}
	if (lg->tr->cfg.cutoff == CUT_GT && algo_prunes(lg->tr->cfg.algo) &&
	    e->b == other && k + 1 < lg->tr->n &&
	    lg->tr->ev[k + 1].kind != EV_RETURN &&
	    lg->tr->ev[k + 1].kind != EV_CUTOFF)
		fprintf(f, "; alpha = beta = %s, but --cutoff gt cuts only when "
		    "alpha > beta, so %s goes on", num(e->b, lg->n2),
		    tree_id(t, e->node, lg->a));
	fputc('\n', f);
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

void
log_put_origin(FILE *f, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu)
{
	const struct event *o = &tr->ev[cu->from.ev];
	int neg = algo_negamax(tr->cfg.algo);
	int maxlike = neg || tree_player(t, cu->node) == PLAYER_MAX;
	double v = maxlike ? cu->beta : cu->alpha;
	char at[TREE_ID_MAX], by[TREE_ID_MAX], n1[FMT_NUM_MAX];
	const char *x, *y;

	fprintf(f, "%s = %s at %s ", maxlike ? "beta" : "alpha", num(v, n1),
	    tree_id(t, cu->node, at));
	switch ((enum ev_kind)o->kind) {
	case EV_UPDATE:
		x = tree_id(t, o->node, at);
		y = tree_id(t, o->child, by);
		/* negamax: where the side to move changed an odd number of
		   times on the way down, it was the other bound up there */
		if (neg && turns_between(t, o->node, cu->node) % 2 != 0)
			fprintf(f, "is minus %s = %s, set at %s by its child %s at "
			    "step %ld", maxlike ? "alpha" : "beta", num(-v, n1), x,
			    y, cu->from.step);
		else
			fprintf(f, "was set at %s by its child %s at step %ld", x,
			    y, cu->from.step);
		break;
	case EV_PROBE:
		fprintf(f, "is the null window %s opened at step %ld",
		    tree_id(t, o->node, at), cu->from.step);
		break;
	case EV_ENTER:
		fprintf(f, "was narrowed by MTD(f)'s memory when %s was entered "
		    "at step %ld", tree_id(t, o->node, at), cu->from.step);
		break;
	default:		/* a pass: the window the root was searched with */
		fprintf(f, "comes from %s (%s, ", tr->cfg.algo == ALGO_MTDF ?
		    "MTD(f)'s null window" : tr->cfg.window ? "the aspiration "
		    "window" : "the window", num(o->a, n1));
		fprintf(f, "%s) at the root", num(o->b, n1));
		break;
	}
}

static void
log_cutoff(struct logger *lg, size_t k)
{
	const struct tree *t = lg->t;
	const struct event *e = &lg->tr->ev[k];
	const struct cutoff *cu = &lg->s->cut[lg->cut++];	/* event order */
	const char *name = tree_id(t, e->node, lg->a);
	const char *ge = lg->tr->cfg.cutoff == CUT_GE ? ">=" : ">";
	const char *le = lg->tr->cfg.cutoff == CUT_GE ? "<=" : "<";
	int tf = cfg_test_first(&lg->tr->cfg);
	FILE *f = lg->f;
	int i;

	step(lg, e->node);
	num(cu->alpha, lg->n1);
	num(cu->beta, lg->n2);
	if (lg->neg) {
		fprintf(f, "cutoff at %s (%s to move): %s = %s %s beta = %s: "
		    "%s can get at least %s here, but the opponent can already "
		    "hold it to %s (", name, who(t, e->node), tf ? (lg->hard ?
		    "val" : "best") : "alpha", num(cu->v, lg->n1), ge, lg->n2,
		    who(t, e->node), lg->n1, lg->n2);
		log_put_origin(f, t, lg->tr, cu);
		fprintf(f, "), so %s cannot matter; ", name);
	} else if (tree_player(t, e->node) == PLAYER_MAX) {
		fprintf(f, "cutoff at %s (MAX): %s = %s %s beta = %s: "
		    "%s gives MAX at least %s, but MIN can already hold MAX to "
		    "%s (", name, tf ? "v" : "alpha", num(cu->v, lg->n1), ge,
		    lg->n2, name, lg->n1, lg->n2);
		log_put_origin(f, t, lg->tr, cu);
		fprintf(f, "), so %s cannot improve MIN's choice; ", name);
	} else {
		fprintf(f, "cutoff at %s (MIN): %s = %s %s alpha = %s: "
		    "%s gives MAX at most %s, but MAX already has %s (",
		    name, tf ? "v" : "beta", num(cu->v, lg->n2), le, lg->n1,
		    name, lg->n2, lg->n1);
		log_put_origin(f, t, lg->tr, cu);
		fprintf(f, "), so %s cannot improve MAX's choice; ", name);
	}
	if (cu->npruned == 0) {
		fputs("no children are left, so nothing is pruned\n", f);
		return;
	}
	fputs("prunes ", f);
	for (i = 0; i < cu->npruned; i++) {
		if (i > 0)
			fputs(", ", f);
		fputs(tree_id(t, lg->tr->ev[k + 1 + (size_t)i].child, lg->b), f);
	}
	fprintf(f, " (%d node%s)\n", cu->nodes, cu->nodes == 1 ? "" : "s");
}

/* Seed 000's cases, for a child searched with its parent's window. */
static void
log_case(struct logger *lg, int n, const char *name, const char *pname)
{
	const struct node_info *in = &lg->now->info[n];
	const char *v = num(in->value, lg->n1);
	const char *lo = num(in->alpha_in, lg->n2);
	const char *hi = num(in->beta_in, lg->n3);
	char real[FMT_NUM_MAX], will[TREE_ID_MAX + 64];
	FILE *f = lg->f;
	int eq;

	switch (in->kase) {
	case 1:
		fprintf(f, ": case 1, %s < %s < %s: %s was not cut, so %s is its "
		    "exact value", lo, v, hi, name, v);
		return;
	case 2:
		/* under --cutoff gt, reaching the bound exactly cuts nothing */
		eq = lg->tr->cfg.cutoff == CUT_GT && (in->bound == BOUND_LOWER ?
		    in->value == in->beta_in : in->value == in->alpha_in);
		snprintf(will, sizeof(will), eq ? "but --cutoff gt does not cut "
		    "%s on equality" : "so %s will be cut", pname);
		if (lg->neg && tree_turns(lg->t, n))
			fprintf(f, ": case 2, %s %s %s = %s: seen from %s that is "
			    "%s %s %s = %s, %s; %s is only %s bound",
			    v, in->bound == BOUND_LOWER ? ">=" : "<=",
			    in->bound == BOUND_LOWER ? "beta" : "alpha",
			    in->bound == BOUND_LOWER ? hi : lo, pname,
			    num(-in->value, lg->n4), in->bound == BOUND_LOWER ?
			    "<=" : ">=", in->bound == BOUND_LOWER ? "alpha" : "beta",
			    num(in->bound == BOUND_LOWER ? -in->beta_in :
			    -in->alpha_in, real), will, v,
			    in->bound == BOUND_LOWER ? "a lower" : "an upper");
		else if (in->bound == BOUND_LOWER)
			fprintf(f, ": case 2, %s >= beta = %s: it reaches %s's "
			    "beta, %s; %s is only a lower bound", v, hi, pname,
			    will, v);
		else
			fprintf(f, ": case 2, %s <= alpha = %s: it reaches %s's "
			    "alpha, %s; %s is only an upper bound", v, lo, pname,
			    will, v);
		return;
	case 3:
		if (in->bound == BOUND_UPPER)
			fprintf(f, ": case 3, %s <= alpha = %s: %s was cut itself; "
			    "%s is only an upper bound", v, lo, name, v);
		else
			fprintf(f, ": case 3, %s >= beta = %s: %s was cut itself; "
			    "%s is only a lower bound", v, hi, name, v);
		return;
	default:
		break;
	}
	/* searched with a window of its own: a probe, or narrowed by memory */
	if (in->bound == BOUND_NONE)
		fprintf(f, ": searched with an empty window (alpha = beta = %s), "
		    "which --cutoff gt does not cut; it handed back %s itself, "
		    "which does not say on which side of it the value lies", lo,
		    v);
	else if (in->bound == BOUND_UPPER)
		fprintf(f, ": %s <= alpha = %s of its own window: it failed low; "
		    "the real value is <= %s", v, lo, v);
	else if (in->bound == BOUND_LOWER)
		fprintf(f, ": %s >= beta = %s of its own window: it failed high; "
		    "the real value is >= %s", v, hi, v);
	else
		fprintf(f, ": %s < %s < %s: exact", lo, v, hi);
}

static void
log_return(struct logger *lg, const struct event *e)
{
	const struct tree *t = lg->t;
	const struct node_info *in = &lg->now->info[e->node];
	int p = t->node[e->node].parent;
	const char *name = tree_id(t, e->node, lg->a), *pname;
	char real[FMT_NUM_MAX];

	step(lg, e->node);
	fprintf(lg->f, "return %s = %s", name, num(e->a, lg->n1));
	if (p == TREE_NONE) {
		const struct pass *ps = &lg->s->pass[lg->pass - 1];

		if (lg->neg && tree_player(t, 0) == PLAYER_MIN)
			fprintf(lg->f, " (MAX's view: %s)", num(ps->value, lg->n1));
		if (ps->bound == BOUND_UPPER)
			fprintf(lg->f, ": %s <= alpha = %s, it failed low: the "
			    "value is at most %s\n", num(ps->value, lg->n1),
			    num(ps->alpha, lg->n2), lg->n1);
		else if (ps->bound == BOUND_LOWER)
			fprintf(lg->f, ": %s >= beta = %s, it failed high: the "
			    "value is at least %s\n", num(ps->value, lg->n1),
			    num(ps->beta, lg->n2), lg->n1);
		else
			fputs(": the value of the game\n", lg->f);
		return;
	}
	pname = tree_id(t, p, lg->b);
	fprintf(lg->f, " to %s", pname);
	if (!algo_prunes(lg->tr->cfg.algo)) {
		fprintf(lg->f, " (exact: %s searches every child)\n",
		    algo_name[lg->tr->cfg.algo]);
		return;
	}
	log_case(lg, e->node, name, pname);
	if (in->bound != BOUND_EXACT)
		fprintf(lg->f, " (real value %s)", num(lg->s->minimax[e->node],
		    real));
	fputc('\n', lg->f);
}

static void
log_probe(struct logger *lg, const struct event *e)
{
	const struct tree *t = lg->t;

	step(lg, e->node);
	if (e->kind == EV_PROBE) {
		fprintf(lg->f, "%s probes %s with a null window (%s, %s): is it "
		    "better than alpha = %s?\n", tree_id(t, e->node, lg->a),
		    tree_id(t, e->child, lg->b), num(e->a, lg->n1),
		    num(e->b, lg->n2), lg->n1);
		return;
	}
	fprintf(lg->f, "%s: the probe of %s says val = %s > alpha = %s, so "
	    "search %s again with the full window (%s, %s)\n",
	    tree_id(t, e->node, lg->a), tree_id(t, e->child, lg->b),
	    num(seen(lg, e->child), lg->n1), num(e->a, lg->n2), lg->b,
	    lg->n2, num(e->b, lg->n3));
}

static void
log_recall(struct logger *lg, const struct event *e)
{
	step(lg, e->node);
	fprintf(lg->f, "%s: memory already says its value is %s %s, outside "
	    "the window: no search\n", tree_id(lg->t, e->node, lg->a),
	    e->b == BOUND_LOWER ? ">=" : "<=", num(e->a, lg->n1));
}

static void
log_header(struct logger *lg)
{
	const struct tree *t = lg->t;
	const struct search_cfg *c = &lg->tr->cfg;
	char conv[CFG_TEXT_MAX];

	fprintf(lg->f, "abviz log: %s\n", t->name);
	if (t->source != NULL)
		fprintf(lg->f, "source: %s\n", t->source);
	if (t->description != NULL)
		fprintf(lg->f, "about: %s\n", t->description);
	fprintf(lg->f, "search: %s\n", cfg_title(c));
	fprintf(lg->f, "conventions: %s\n", cfg_conventions(c, t, 0, conv));
	fprintf(lg->f, "tree: %d nodes, %d leaves, depth %d\n", t->n, t->nleaves,
	    t->height);
	if (algo_prunes(c->algo))
		fputs("alpha is the score MAX is already sure of, beta the score "
		    "MIN is already sure of;\nonly values strictly between them "
		    "can still change the choice at the root.\n", lg->f);
	if (lg->neg)
		fputs("Negamax keeps every score from the side to move: a MIN "
		    "node's score is minus MAX's.\nA child's score is negated on "
		    "the way up (val = -score)", lg->f);
	if (lg->neg && algo_prunes(c->algo))
		fputs(", and the window (alpha, beta)\nturns over on the way "
		    "down: the child searches (-beta, -alpha)", lg->f);
	if (lg->neg)
		fputs(".\n", lg->f);
	fputc('\n', lg->f);
}

static void
log_summary(struct logger *lg)
{
	const struct tree *t = lg->t;
	const struct summary *s = lg->s;
	const struct search_cfg *c = &lg->tr->cfg;
	int i, pruned = t->n - s->nvisited - s->beyond;

	fprintf(lg->f, "\nresult\n  value at the root (%s to move): %s\n",
	    who(t, 0), num(lg->tr->result, lg->n1));
	if (s->npv > 1)
		fprintf(lg->f, "  best move: %s\n", tree_id(t, s->pv[1], lg->a));
	fputs("  principal variation:", lg->f);
	for (i = 0; i < s->npv; i++)
		fprintf(lg->f, "%s%s", i ? " -> " : " ", tree_id(t, s->pv[i],
		    lg->a));
	if (c->depth >= 0)
		fprintf(lg->f, "\n  visited: %d of %d nodes (%d scored as leaves "
		    "or at the depth limit)\n", s->nvisited, t->n,
		    s->leaves_visited);
	else
		fprintf(lg->f, "\n  visited: %d of %d nodes (%d of %d leaves)\n",
		    s->nvisited, t->n, s->leaves_visited, t->nleaves);
	if (s->visits > s->nvisited)
		fprintf(lg->f, "  searches: %ld, counting each node every time "
		    "it was searched\n", s->visits);
	if (s->npass > 1) {
		fprintf(lg->f, "  passes: %d\n", s->npass);
		for (i = 0; i < s->npass; i++) {
			const struct pass *p = &s->pass[i];

			fprintf(lg->f, "    %d. window (%s, %s)", i + 1,
			    num(p->alpha, lg->n1), num(p->beta, lg->n2));
			if (c->iterative)
				fprintf(lg->f, ", depth %d", p->depth);
			fprintf(lg->f, ": %s %s", p->bound == BOUND_UPPER ? "<=" :
			    p->bound == BOUND_LOWER ? ">=" : "=",
			    num(p->value, lg->n1));
			if (p->best != TREE_NONE)
				fprintf(lg->f, ", best move %s", tree_id(t, p->best,
				    lg->a));
			fprintf(lg->f, " (%d searched)\n", p->visits);
		}
	}
	if (s->researches > 0)
		fprintf(lg->f, "  re-searches after a probe failed high: %d\n",
		    s->researches);
	if (s->recalls > 0)
		fprintf(lg->f, "  answered from memory: %d\n", s->recalls);
	if (s->beyond > 0)
		fprintf(lg->f, "  below the depth limit: %d node%s, never "
		    "searched\n", s->beyond, s->beyond == 1 ? "" : "s");
	if (!algo_prunes(c->algo)) {
		fprintf(lg->f, "  %s visits every node: run --algo alphabeta to "
		    "see what pruning saves\n", algo_name[c->algo]);
		return;
	}
	fprintf(lg->f, "  pruned: %d node%s, by %d cutoff%s\n", pruned,
	    pruned == 1 ? "" : "s", s->ncut, s->ncut == 1 ? "" : "s");
	fprintf(lg->f, "  minimax would visit all %d nodes: %s saved %d "
	    "(%.0f%%)\n", t->n - s->beyond, c->algo == ALGO_PVS ? "PVS" :
	    c->algo == ALGO_MTDF ? "MTD(f)" : "alpha-beta", pruned,
	    100.0 * pruned / (t->n - s->beyond));
}

int
log_emit_marked(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, long *mark)
{
	struct logger lg;
	struct replay *now;
	size_t e;

	memset(&lg, 0, sizeof(lg));
	lg.f = f;
	lg.t = t;
	lg.tr = tr;
	lg.s = s;
	lg.mark = mark;
	lg.neg = algo_negamax(tr->cfg.algo);
	lg.hard = cfg_fail_hard(&tr->cfg);
	lg.width = snprintf(NULL, 0, "%zu", tr->n);
	now = replay_new(t, tr);
	if (now == NULL)
		return -1;
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
	replay_free(now);
	return 0;
}

int
log_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	return log_emit_marked(f, t, tr, s, NULL);
}
