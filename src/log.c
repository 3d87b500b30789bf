/*
 * log.c: the trace told as numbered steps.
 *
 * Each event becomes one line, indented by the depth of the node it is at.
 * Updates show the arithmetic (v = max(old, child)), cutoffs the inequality
 * that caused them and what they prune, returns the case of seed 000 and
 * what it means for the number handed up.
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
	const struct summary *s;
	int width;		/* digits in the largest step number */
	long step;		/* the step being written */
	int cut;		/* index of the next cutoff in s->cut */
	double *v;		/* per node: best value so far */
	double *bound;		/* per node: alpha (MAX) or beta (MIN) so far */
	char a[TREE_ID_MAX], b[TREE_ID_MAX];	/* id buffers */
	char n1[FMT_NUM_MAX], n2[FMT_NUM_MAX], n3[FMT_NUM_MAX];
};

static const char *
who(const struct tree *t, int i)
{
	return tree_player(t, i) == PLAYER_MAX ? "MAX" : "MIN";
}

/* Start a step: its number, then two spaces per level of depth. */
static void
step(struct logger *lg, int node)
{
	fprintf(lg->f, "%*ld  %*s", lg->width, ++lg->step,
	    2 * lg->t->node[node].depth, "");
}

static void
log_update(struct logger *lg, const struct event *e)
{
	const struct tree *t = lg->t;
	int is_max = tree_player(t, e->node) == PLAYER_MAX;
	const char *op = is_max ? "max" : "min";
	double x = lg->s->info[e->child].value;

	const char *xs = fmt_num(x, lg->n1), *vs = fmt_num(e->a, lg->n3);

	step(lg, e->node);
	fprintf(lg->f, "%s (%s) gets %s from %s: v = %s(%s, %s) = %s",
	    tree_id(t, e->node, lg->a), who(t, e->node), xs,
	    tree_id(t, e->child, lg->b), op, fmt_num(lg->v[e->node], lg->n2),
	    xs, vs);
	if (lg->tr->algo == ALGO_ALPHABETA) {
		const char *name = is_max ? "alpha" : "beta";

		if (e->b == lg->bound[e->node])
			fprintf(lg->f, ", %s stays %s", name, fmt_num(e->b,
			    lg->n1));
		else
			fprintf(lg->f, ", %s = %s(%s, %s) = %s", name, op,
			    fmt_num(lg->bound[e->node], lg->n1), vs,
			    fmt_num(e->b, lg->n2));
	}
	fputc('\n', lg->f);
	lg->v[e->node] = e->a;
	lg->bound[e->node] = e->b;
}

static void
log_cutoff(struct logger *lg, const struct event *e)
{
	const struct tree *t = lg->t;
	const struct tree_node *nd = &t->node[e->node];
	const struct node_info *in = &lg->s->info[e->node];
	const char *name = tree_id(t, e->node, lg->a);
	int c, last = nd->first + nd->nkids - 1;
	int n = lg->s->cut[lg->cut++].nodes;	/* cutoffs come in event order */

	step(lg, e->node);
	fmt_num(in->alpha_out, lg->n1);
	fmt_num(in->beta_out, lg->n2);
	if (tree_player(t, e->node) == PLAYER_MAX)
		fprintf(lg->f, "cutoff at %s (MAX): alpha = %s >= beta = %s: "
		    "%s gives MAX at least %s, but MIN can already hold MAX to "
		    "%s elsewhere, so %s cannot improve MIN's choice; ", name,
		    lg->n1, lg->n2, name, lg->n1, lg->n2, name);
	else
		fprintf(lg->f, "cutoff at %s (MIN): beta = %s <= alpha = %s: "
		    "%s gives MAX at most %s, but MAX already has %s elsewhere, "
		    "so %s cannot improve MAX's choice; ", name, lg->n2, lg->n1,
		    name, lg->n2, lg->n1, name);
	if (e->child == last) {
		fputs("no children are left, so nothing is pruned\n", lg->f);
		return;
	}
	fputs("prunes ", lg->f);
	for (c = e->child + 1; c <= last; c++) {
		fprintf(lg->f, "%s%s", c > e->child + 1 ? ", " : "",
		    tree_id(t, c, lg->b));
	}
	fprintf(lg->f, " (%d node%s)\n", n, n == 1 ? "" : "s");
}

static void
log_return(struct logger *lg, const struct event *e)
{
	const struct tree *t = lg->t;
	const struct node_info *in = &lg->s->info[e->node];
	int p = t->node[e->node].parent;
	const char *name = tree_id(t, e->node, lg->a), *pname;
	const char *v = fmt_num(e->a, lg->n1);
	const char *lo = fmt_num(in->alpha_in, lg->n2);
	const char *hi = fmt_num(in->beta_in, lg->n3);
	char real[FMT_NUM_MAX];

	step(lg, e->node);
	fprintf(lg->f, "return %s = %s", name, v);
	if (p == TREE_NONE) {
		fputs(": the value of the game\n", lg->f);
		return;
	}
	pname = tree_id(t, p, lg->b);
	fprintf(lg->f, " to %s", pname);
	if (lg->tr->algo == ALGO_MINIMAX) {
		fputs(" (exact: minimax searches every child)\n", lg->f);
		return;
	}
	switch (in->kase) {
	case 1:
		fprintf(lg->f, ": case 1, %s < %s < %s: %s was not cut, so "
		    "%s is its exact value\n", lo, v, hi, name, v);
		return;
	case 2:
		if (in->bound == BOUND_LOWER)
			fprintf(lg->f, ": case 2, %s >= beta = %s: it reaches "
			    "%s's beta, so %s will be cut; %s is only a lower "
			    "bound", v, hi, pname, pname, v);
		else
			fprintf(lg->f, ": case 2, %s <= alpha = %s: it reaches "
			    "%s's alpha, so %s will be cut; %s is only an upper "
			    "bound", v, lo, pname, pname, v);
		break;
	default:
		if (in->bound == BOUND_UPPER)
			fprintf(lg->f, ": case 3, %s <= alpha = %s: %s was cut "
			    "itself; %s is only an upper bound", v, lo, name, v);
		else
			fprintf(lg->f, ": case 3, %s >= beta = %s: %s was cut "
			    "itself; %s is only a lower bound", v, hi, name, v);
		break;
	}
	fprintf(lg->f, " (real value %s)\n", fmt_num(lg->s->minimax[e->node],
	    real));
}

static void
log_header(struct logger *lg)
{
	const struct tree *t = lg->t;

	fprintf(lg->f, "abviz log: %s\n", t->name);
	if (lg->tr->algo == ALGO_MINIMAX)
		fputs("search: minimax, no pruning: every node is searched and "
		    "every value is exact\n", lg->f);
	else
		fputs("search: alpha-beta, fail-soft (MAX-VALUE / MIN-VALUE: "
		    "return v)\n", lg->f);
	fprintf(lg->f, "conventions: %s moves at the root; children left to "
	    "right%s\n", who(t, 0), lg->tr->algo == ALGO_ALPHABETA ?
	    "; cut when alpha >= beta" : "");
	fprintf(lg->f, "tree: %d nodes, %d leaves, depth %d\n", t->n, t->nleaves,
	    t->height);
	if (lg->tr->algo == ALGO_ALPHABETA)
		fputs("alpha is the score MAX is already sure of, beta the score "
		    "MIN is already sure of;\nonly values strictly between them "
		    "can still change the choice at the root.\n", lg->f);
	fputc('\n', lg->f);
}

static void
log_summary(struct logger *lg)
{
	const struct tree *t = lg->t;
	const struct summary *s = lg->s;
	int i, pruned = t->n - s->nvisited;

	fprintf(lg->f, "\nresult\n  value at the root (%s to move): %s\n",
	    who(t, 0), fmt_num(s->info[0].value, lg->n1));
	if (s->npv > 1)
		fprintf(lg->f, "  best move: %s\n", tree_id(t, s->pv[1], lg->a));
	fputs("  principal variation:", lg->f);
	for (i = 0; i < s->npv; i++)
		fprintf(lg->f, "%s%s", i ? " -> " : " ", tree_id(t, s->pv[i],
		    lg->a));
	fprintf(lg->f, "\n  visited: %d of %d nodes (%d of %d leaves)\n",
	    s->nvisited, t->n, s->leaves_visited, t->nleaves);
	if (lg->tr->algo == ALGO_MINIMAX) {
		fputs("  minimax visits every node: run --algo alphabeta to see "
		    "what pruning saves\n", lg->f);
		return;
	}
	fprintf(lg->f, "  pruned: %d node%s, by %d cutoff%s\n", pruned,
	    pruned == 1 ? "" : "s", s->ncut, s->ncut == 1 ? "" : "s");
	fprintf(lg->f, "  minimax would visit all %d nodes: alpha-beta saved "
	    "%d (%.0f%%)\n", t->n, pruned, 100.0 * pruned / t->n);
}

int
log_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	struct logger lg;
	size_t e;

	memset(&lg, 0, sizeof(lg));
	lg.f = f;
	lg.t = t;
	lg.tr = tr;
	lg.s = s;
	lg.width = snprintf(NULL, 0, "%zu", tr->n);
	lg.v = malloc((size_t)t->n * sizeof(*lg.v));
	lg.bound = malloc((size_t)t->n * sizeof(*lg.bound));
	if (lg.v == NULL || lg.bound == NULL) {
		free(lg.v);
		free(lg.bound);
		return -1;
	}
	log_header(&lg);
	for (e = 0; e < tr->n; e++) {
		const struct event *ev = &tr->ev[e];
		int is_max = tree_player(t, ev->node) == PLAYER_MAX;

		switch (ev->kind) {
		case EV_ENTER:
			lg.v[ev->node] = is_max ? -INFINITY : INFINITY;
			lg.bound[ev->node] = is_max ? ev->a : ev->b;
			step(&lg, ev->node);
			fprintf(f, "enter %s (%s)", tree_id(t, ev->node, lg.a),
			    who(t, ev->node));
			if (tr->algo == ALGO_ALPHABETA)
				fprintf(f, " with alpha = %s, beta = %s",
				    fmt_num(ev->a, lg.n1), fmt_num(ev->b, lg.n2));
			fputc('\n', f);
			break;
		case EV_LEAF:
			step(&lg, ev->node);
			fprintf(f, "leaf %s = %s\n", tree_id(t, ev->node, lg.a),
			    fmt_num(ev->a, lg.n1));
			break;
		case EV_UPDATE:
			log_update(&lg, ev);
			break;
		case EV_CUTOFF:
			log_cutoff(&lg, ev);
			break;
		case EV_RETURN:
			log_return(&lg, ev);
			break;
		}
	}
	log_summary(&lg);
	free(lg.v);
	free(lg.bound);
	return 0;
}
