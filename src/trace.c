/*
 * trace.c: recording a search, then replaying the record to say what
 * happened at every node.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "trace.h"

void
trace_add(struct trace *tr, enum ev_kind kind, int node, int child, double a,
    double b)
{
	struct event *e;

	if (tr->oom)
		return;
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
	e->kind = kind;
	e->node = node;
	e->child = child;
	e->a = a;
	e->b = b;
}

void
trace_release(struct trace *tr)
{
	free(tr->ev);
	tr->ev = NULL;
	tr->n = tr->cap = 0;
}

/*
 * What a child's value means to its parent (seed 000).  The child was
 * searched with the parent's window (alpha, beta) and came back with v:
 *   case 1: alpha < v < beta.  No cut happened inside the child: v is its
 *           exact value, and it may move the parent's bound.
 *   case 2: v reached the parent's opposite bound (v >= beta under a MAX
 *           parent, v <= alpha under a MIN parent): the parent will be cut;
 *           v is only a bound, which is all the parent needs.
 *   case 3: v did not even reach the parent's own bound (v <= alpha under a
 *           MAX parent, v >= beta under a MIN parent): the child was cut
 *           itself, and v is only a bound on its real value.
 * Whatever the parent, v <= alpha means "real value <= v" and v >= beta
 * means "real value >= v" (the fail-soft guarantee).
 */
static int
classify(enum player parent, double v, double alpha, double beta,
    enum bound *bound)
{
	if (v <= alpha) {
		*bound = BOUND_UPPER;
		return parent == PLAYER_MAX ? 3 : 2;
	}
	if (v >= beta) {
		*bound = BOUND_LOWER;
		return parent == PLAYER_MAX ? 2 : 3;
	}
	*bound = BOUND_EXACT;
	return 1;
}

/* Mark every node under child c as pruned by cutoff k; returns how many. */
static int
mark_pruned(const struct tree *t, struct node_info *info, int *stack, int c,
    int k)
{
	int top = 0, n = 0;

	stack[top++] = c;
	while (top > 0) {
		const struct tree_node *nd = &t->node[stack[--top]];
		int j;

		info[stack[top]].cutoff = k;
		n++;
		for (j = 0; j < nd->nkids; j++)
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
	free(s->minimax);
	free(s->visited);
	free(s->pv);
	free(s->cut);
	free(s);
}

struct summary *
trace_summarize(const struct tree *t, const struct trace *tr)
{
	struct summary *s;
	double *v = NULL;		/* best value so far, per node */
	int *stack = NULL;
	size_t e;
	int i, order = 0, ncutev = 0;

	if ((s = calloc(1, sizeof(*s))) == NULL)
		return NULL;
	for (e = 0; e < tr->n; e++)
		ncutev += tr->ev[e].kind == EV_CUTOFF;
	s->info = calloc((size_t)t->n, sizeof(*s->info));
	s->minimax = malloc((size_t)t->n * sizeof(*s->minimax));
	s->visited = malloc((size_t)t->n * sizeof(*s->visited));
	s->pv = malloc(((size_t)t->height + 1) * sizeof(*s->pv));
	s->cut = malloc(((size_t)ncutev + 1) * sizeof(*s->cut));
	v = malloc((size_t)t->n * sizeof(*v));
	stack = malloc((size_t)t->n * sizeof(*stack));
	if (s->info == NULL || s->minimax == NULL || s->visited == NULL ||
	    s->pv == NULL || s->cut == NULL || v == NULL || stack == NULL)
		goto fail;
	tree_minimax(t, s->minimax);
	for (i = 0; i < t->n; i++) {
		s->info[i].best = TREE_NONE;
		s->info[i].cutoff = -1;
	}

	for (e = 0; e < tr->n; e++) {
		const struct event *ev = &tr->ev[e];
		struct node_info *in = &s->info[ev->node];
		int p = t->node[ev->node].parent;

		switch (ev->kind) {
		case EV_ENTER:
			in->order = ++order;
			s->visited[s->nvisited++] = ev->node;
			in->alpha_in = in->alpha_out = ev->a;
			in->beta_in = in->beta_out = ev->b;
			v[ev->node] = tree_player(t, ev->node) == PLAYER_MAX ?
			    -INFINITY : INFINITY;
			break;
		case EV_LEAF:
			/* A leaf is searched with its parent's current window. */
			in->order = ++order;
			s->visited[s->nvisited++] = ev->node;
			s->leaves_visited++;
			in->alpha_in = in->alpha_out = p == TREE_NONE ? -INFINITY :
			    s->info[p].alpha_out;
			in->beta_in = in->beta_out = p == TREE_NONE ? INFINITY :
			    s->info[p].beta_out;
			in->value = ev->a;
			in->bound = BOUND_EXACT;
			break;
		case EV_UPDATE: {
			struct node_info *ci = &s->info[ev->child];
			int is_max = tree_player(t, ev->node) == PLAYER_MAX;

			if (ev->a != v[ev->node])
				in->best = ev->child;	/* strictly better */
			v[ev->node] = ev->a;
			if (is_max)
				in->alpha_out = ev->b;
			else
				in->beta_out = ev->b;
			if (t->node[ev->child].nkids > 0 &&
			    tr->algo == ALGO_ALPHABETA)
				ci->kase = classify(is_max ? PLAYER_MAX :
				    PLAYER_MIN, ci->value, ci->alpha_in,
				    ci->beta_in, &ci->bound);
			break;
		}
		case EV_CUTOFF: {
			struct cutoff *c = &s->cut[s->ncut];
			const struct tree_node *nd = &t->node[ev->node];
			int j;

			c->node = ev->node;
			c->after = ev->child;
			c->alpha = in->alpha_out;
			c->beta = in->beta_out;
			c->npruned = nd->first + nd->nkids - 1 - ev->child;
			c->nodes = 0;
			for (j = ev->child + 1; j < nd->first + nd->nkids; j++)
				c->nodes += mark_pruned(t, s->info, stack, j,
				    s->ncut);
			s->ncut++;
			break;
		}
		case EV_RETURN:
			/*
			 * The bound stays BOUND_EXACT unless the parent's update
			 * classifies the value (alpha-beta, below the root).
			 */
			in->value = ev->a;
			break;
		}
	}

	/* The principal variation: from the root, follow each best child. */
	for (i = 0; i != TREE_NONE && s->info[i].order > 0; i = s->info[i].best) {
		s->pv[s->npv++] = i;
		s->info[i].on_pv = 1;
	}
	free(v);
	free(stack);
	return s;
fail:
	free(v);
	free(stack);
	trace_summary_free(s);
	return NULL;
}
