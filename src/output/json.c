/*
 * json.c: the JSON result, written directly (only the loader knows cJSON)
 * through jsonw.h's writers.  Nodes appear in tree order, one per line.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "json.h"

/* The buffer json_emit writes the result through (jsonw.h). */
#define OUT_BIG ((size_t)1 << 16)

static void
out_id(struct jsonw *o, struct tree_paths *p, const struct tree *t, int i)
{
	char buf[TREE_ID_MAX];

	if (i == TREE_NONE) {
		jsonw_mem(o, "null", 4);
	} else if (p != NULL && tree_own_id(t, i) == NULL) {
		/* a path id needs no escape: "r", dots and digits */
		const char *s = tree_paths_id(p, t, i);

		jsonw_c(o, '"');
		jsonw_mem(o, s, (size_t)p->len[p->top]);
		jsonw_c(o, '"');
	} else {
		jsonw_str(o, p != NULL ? tree_paths_id(p, t, i) :
		    tree_id(t, i, buf));
	}
}

static void
out_ids(struct jsonw *o, struct tree_paths *p, const struct tree *t,
    const int *ids, int n)
{
	int i;

	jsonw_c(o, '[');
	for (i = 0; i < n; i++) {
		if (i > 0)
			jsonw_mem(o, ", ", 2);
		out_id(o, p, t, ids[i]);
	}
	jsonw_c(o, ']');
}

static void
out_about(struct jsonw *o, const struct tree *t)
{
	if (t->source != NULL) {
		JSONW_LIT(o, ",\n  \"source\": ");
		jsonw_str(o, t->source);
	}
	if (t->description != NULL) {
		JSONW_LIT(o, ",\n  \"description\": ");
		jsonw_str(o, t->description);
	}
}

static void
out_cutoff(struct jsonw *o, struct tree_paths *p, const struct tree *t,
    const struct trace *tr, const struct cutoff *cu, const char *children)
{
	int i;

	JSONW_LIT(o, "\"node\": ");
	out_id(o, p, t, cu->node);
	JSONW_LIT(o, ", \"after\": ");
	out_id(o, p, t, cu->after);
	JSONW_LIT(o, ", \"");
	jsonw_s(o, children);
	JSONW_LIT(o, "\": [");
	for (i = 0; i < cu->npruned; i++) {
		if (i > 0)
			jsonw_mem(o, ", ", 2);
		out_id(o, p, t, tr->ev[cu->ev + 1 + (size_t)i].child);
	}
	JSONW_LIT(o, "], \"alpha\": ");
	jsonw_num(o, cu->alpha);
	JSONW_LIT(o, ", \"beta\": ");
	jsonw_num(o, cu->beta);
	JSONW_LIT(o, ", \"tested\": ");
	jsonw_num(o, cu->v);
	/* Star1: the chance node's value is at most tested <= alpha (low)
	   or at least tested >= beta (high) */
	if (cu->side != 0)
		jsonw_s(o, cu->side < 0 ? ", \"chance\": \"low\"" :
		    ", \"chance\": \"high\"");
}

/* The json_put_* functions: the same through a small buffer. */
#define OUT_SMALL(o, file) \
	char small_[512]; \
	struct jsonw o = { (file), small_, sizeof(small_), 0 }

void
json_put_about(FILE *f, const struct tree *t)
{
	OUT_SMALL(o, f);

	out_about(&o, t);
	jsonw_flush(&o);
}

/* The conventions in force, as an object of names. */
static void
out_conventions(struct jsonw *o, const struct tree *t,
    const struct search_cfg *c)
{
	int prunes = algo_prunes(c->algo);

	JSONW_LIT(o, "{\"root\": \"");
	jsonw_s(o, tree_is_chance(t, 0) ? "chance" : t->root_player ==
	    PLAYER_MAX ? "max" : "min");
	JSONW_LIT(o, "\", \"order\": \"");
	jsonw_s(o, order_name[c->order]);
	JSONW_LIT(o, "\", \"cutoff\": \"");
	jsonw_s(o, !prunes ? "none" : c->cutoff == CUT_GE ? "ge" : "gt");
	JSONW_LIT(o, "\", \"fail\": \"");
	jsonw_s(o, !prunes ? "none" : cfg_fail_hard(c) ? "hard" : "soft");
	JSONW_LIT(o, "\", \"view\": \"");
	jsonw_s(o, algo_negamax(c->algo) ? "side-to-move" : "max");
	JSONW_LIT(o, "\", \"depth\": ");
	if (c->depth >= 0)
		jsonw_int(o, c->depth);
	else
		JSONW_LIT(o, "null");
	JSONW_LIT(o, ", \"iterative\": ");
	jsonw_s(o, c->iterative ? "true" : "false");
	JSONW_LIT(o, ", \"window\": ");
	if (c->window) {
		jsonw_c(o, '[');
		jsonw_num(o, c->lo);
		JSONW_LIT(o, ", ");
		jsonw_num(o, c->hi);
		jsonw_c(o, ']');
	} else {
		JSONW_LIT(o, "null");
	}
	JSONW_LIT(o, ", \"update\": \"");
	jsonw_s(o, !prunes ? "none" : cfg_test_first(c) ? "after" : "before");
	JSONW_LIT(o, "\", \"preset\": ");
	if (preset_of(c) != NULL)
		jsonw_str(o, preset_of(c)->name);
	else
		JSONW_LIT(o, "null");
	if (c->mistake != MISTAKE_NONE && prunes) {
		JSONW_LIT(o, ", \"mistake\": \"");
		jsonw_s(o, mistake_name[c->mistake]);
		jsonw_c(o, '"');
	}
	jsonw_c(o, '}');
}

void
json_put_conventions(FILE *f, const struct tree *t, const struct search_cfg *c)
{
	OUT_SMALL(o, f);

	out_conventions(&o, t, c);
	jsonw_flush(&o);
}

void
json_put_id(FILE *f, const struct tree *t, int i)
{
	OUT_SMALL(o, f);

	out_id(&o, NULL, t, i);
	jsonw_flush(&o);
}

void
json_put_ids(FILE *f, const struct tree *t, const int *ids, int n)
{
	OUT_SMALL(o, f);

	out_ids(&o, NULL, t, ids, n);
	jsonw_flush(&o);
}

void
json_put_cutoff(FILE *f, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu, const char *children)
{
	OUT_SMALL(o, f);

	out_cutoff(&o, NULL, t, tr, cu, children);
	jsonw_flush(&o);
}

/*
 * What a chance node adds to its record: the sum S of its children's
 * p_i v_i searched, and the range [S + L R, S + U R] its value lies in,
 * R the probability of its children left unsearched; what a chance
 * node's child adds: its probability, and Star1's A and B for it (lim,
 * NAN when the search derived none).
 */
static void
put_chance(struct jsonw *o, const struct tree *t, const struct summary *s,
    const double *lim, int i)
{
	const struct tree_node *nd = &t->node[i];
	double rest = 0, lo = t->bounded ? t->lo : -INFINITY;
	double hi = t->bounded ? t->hi : INFINITY, sum;
	int c;

	if (nd->parent != TREE_NONE && tree_is_chance(t, nd->parent)) {
		JSONW_LIT(o, ", \"p\": ");
		jsonw_num(o, tree_prob(t, i));
		if (lim != NULL && !isnan(lim[2 * i])) {
			JSONW_LIT(o, ", \"A\": ");
			jsonw_num(o, lim[2 * i]);
			JSONW_LIT(o, ", \"B\": ");
			jsonw_num(o, lim[2 * i + 1]);
		}
	}
	if (!tree_is_chance(t, i) || nd->nkids == 0)
		return;
	for (c = nd->first; c < nd->first + nd->nkids; c++)
		if (!trace_reached(s, c))
			rest += tree_prob(t, c);
	sum = trace_info(s, i)->so_far;
	JSONW_LIT(o, ", \"sum\": ");
	jsonw_num(o, sum);
	JSONW_LIT(o, ", \"range\": [");
	jsonw_num(o, rest > 0 ? tree_round(sum + lo * rest) : sum);
	JSONW_LIT(o, ", ");
	jsonw_num(o, rest > 0 ? tree_round(sum + hi * rest) : sum);
	jsonw_c(o, ']');
}

static void
put_node(struct jsonw *o, struct tree_paths *p, const struct tree *t,
    const struct summary *s, const double *lim, int i)
{
	static const char *const km[] = { "none", "pv", "cut", "all" };
	const struct node_info *in = trace_info(s, i);

	jsonw_mem(o, "    ", 4);
	out_id(o, p, t, i);
	if (tree_is_chance(t, i))
		JSONW_LIT(o, ": {\"player\": \"chance\"");
	else if (tree_player(t, i) == PLAYER_MAX)
		JSONW_LIT(o, ": {\"player\": \"max\"");
	else
		JSONW_LIT(o, ": {\"player\": \"min\"");
	if (t->node[i].nkids == 0)
		JSONW_LIT(o, ", \"leaf\": true, \"order\": ");
	else
		JSONW_LIT(o, ", \"leaf\": false, \"order\": ");
	jsonw_int(o, in->order);
	JSONW_LIT(o, ", \"alpha_in\": ");
	jsonw_num(o, in->alpha_in);
	JSONW_LIT(o, ", \"beta_in\": ");
	jsonw_num(o, in->beta_in);
	JSONW_LIT(o, ", \"alpha_out\": ");
	jsonw_num(o, in->alpha_out);
	JSONW_LIT(o, ", \"beta_out\": ");
	jsonw_num(o, in->beta_out);
	JSONW_LIT(o, ", \"value\": ");
	jsonw_num(o, in->value);
	JSONW_LIT(o, ", \"bound\": \"");
	jsonw_s(o, bound_name[in->bound]);
	/* the one rule of exactness (node_info.exact, .full) */
	if (in->exact)
		JSONW_LIT(o, "\", \"exact\": true");
	else
		JSONW_LIT(o, "\", \"exact\": false");
	if (in->full)
		JSONW_LIT(o, ", \"full\": true, \"minimax\": ");
	else
		JSONW_LIT(o, ", \"full\": false, \"minimax\": ");
	jsonw_num(o, s->minimax[i]);
	if (in->kase) {
		JSONW_LIT(o, ", \"case\": ");
		jsonw_int(o, in->kase);
	} else {
		JSONW_LIT(o, ", \"case\": null");
	}
	JSONW_LIT(o, ", \"visits\": ");
	jsonw_int(o, in->visits);
	JSONW_LIT(o, ", \"type\": \"");
	jsonw_s(o, km[in->type]);
	jsonw_c(o, '"');
	if (t->nchance > 0)
		put_chance(o, t, s, lim, i);
	jsonw_c(o, '}');
}

/*
 * Star1's A and B for every chance node's child, lim[2i], lim[2i + 1],
 * from the last EV_CHANCE naming it (NAN where none does); NULL when the
 * tree has no chance node, or out of memory.
 */
static double *
chance_limits(const struct tree *t, const struct trace *tr)
{
	double *lim;
	size_t e;
	int i;

	if (t->nchance == 0 || (lim = malloc(2 * (size_t)t->n *
	    sizeof(*lim))) == NULL)
		return NULL;
	for (i = 0; i < 2 * t->n; i++)
		lim[i] = NAN;
	for (e = 0; e < tr->n; e++)
		if (tr->ev[e].kind == EV_CHANCE) {
			lim[2 * tr->ev[e].child] = tr->ev[e].a;
			lim[2 * tr->ev[e].child + 1] = tr->ev[e].b;
		}
	return lim;
}

/* The "stats" object's members, in order. */
static void
put_stats(struct jsonw *o, const struct tree *t, const struct summary *s,
    int npruned)
{
	const char *const name[] = { "nodes", "leaves", "visited",
	    "leaves_visited", "pruned", "beyond_depth", "cutoffs", "searches",
	    "evaluations", "researches", "recalls" };
	const long long v[] = { t->n, t->nleaves, s->nvisited,
	    s->leaves_visited, npruned, s->beyond, s->ncut, s->visits,
	    s->leaf_evals, s->researches, s->recalls };
	size_t k;

	JSONW_LIT(o, "],\n  \"stats\": {");
	for (k = 0; k < sizeof(v) / sizeof(v[0]); k++) {
		if (k > 0)
			jsonw_mem(o, ", ", 2);
		jsonw_c(o, '"');
		jsonw_s(o, name[k]);
		JSONW_LIT(o, "\": ");
		jsonw_int(o, v[k]);
	}
	JSONW_LIT(o, "},\n");
}

static void
put_passes(struct jsonw *o, struct tree_paths *p, const struct tree *t,
    const struct summary *s)
{
	int k;

	JSONW_LIT(o, "  \"passes\": [");
	for (k = 0; k < s->npass; k++) {
		const struct pass *ps = &s->pass[k];

		jsonw_s(o, k > 0 ? ",\n    {\"alpha\": " : "\n    {\"alpha\": ");
		jsonw_num(o, ps->alpha);
		JSONW_LIT(o, ", \"beta\": ");
		jsonw_num(o, ps->beta);
		JSONW_LIT(o, ", \"depth\": ");
		if (ps->depth >= 0)
			jsonw_int(o, ps->depth);
		else
			JSONW_LIT(o, "null");
		JSONW_LIT(o, ", \"value\": ");
		jsonw_num(o, ps->value);
		JSONW_LIT(o, ", \"bound\": \"");
		jsonw_s(o, bound_name[ps->bound]);
		JSONW_LIT(o, "\", \"best_move\": ");
		out_id(o, p, t, ps->best);
		JSONW_LIT(o, ", \"searches\": ");
		jsonw_int(o, ps->visits);
		jsonw_c(o, '}');
	}
	jsonw_s(o, s->npass > 0 ? "\n  ],\n" : "],\n");
}

/*
 * The whole result through one large buffer; the ids of the nodes listed
 * in tree order ("pruned", "nodes") come from tree_paths, a step at a time.
 */
int
json_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	int *order = malloc((size_t)t->n * sizeof(*order));
	char *buf = malloc(OUT_BIG);
	struct tree_paths *p = malloc(sizeof(*p));
	const struct search_cfg *c = &tr->cfg;
	struct jsonw o = { f, buf, OUT_BIG, 0 };
	double *lim = chance_limits(t, tr);
	int i, k, npruned = 0;

	if (order == NULL || buf == NULL || p == NULL ||
	    tree_preorder(t, order) != 0) {
		free(order);
		free(buf);
		free(p);
		return -1;
	}
	tree_paths_init(p);
	JSONW_LIT(&o, "{\n  \"tree\": ");
	jsonw_str(&o, t->name);
	out_about(&o, t);
	JSONW_LIT(&o, ",\n  \"algorithm\": \"");
	jsonw_s(&o, algo_name[c->algo]);
	JSONW_LIT(&o, "\",\n  \"conventions\": ");
	out_conventions(&o, t, c);
	if (t->bounded || t->nchance > 0) {
		JSONW_LIT(&o, ",\n  \"bounds\": ");
		if (t->bounded) {
			jsonw_c(&o, '[');
			jsonw_num(&o, t->lo);
			JSONW_LIT(&o, ", ");
			jsonw_num(&o, t->hi);
			jsonw_c(&o, ']');
		} else {
			JSONW_LIT(&o, "null");
		}
	}
	JSONW_LIT(&o, ",\n  \"value\": ");
	jsonw_num(&o, tr->result);
	JSONW_LIT(&o, ",\n  \"best_move\": ");
	if (s->npv > 1)
		out_id(&o, p, t, s->pv[1]);
	else
		JSONW_LIT(&o, "null");
	JSONW_LIT(&o, ",\n  \"pv\": ");
	out_ids(&o, p, t, s->pv, s->npv);
	JSONW_LIT(&o, ",\n  \"visited\": ");
	out_ids(&o, p, t, s->visited, s->nvisited);
	JSONW_LIT(&o, ",\n  \"pruned\": [");
	for (i = 0; i < t->n; i++)
		if (!trace_reached(s, order[i]) &&
		    !trace_beyond(tr, t, order[i])) {
			if (npruned++ > 0)
				jsonw_mem(&o, ", ", 2);
			out_id(&o, p, t, order[i]);
		}
	put_stats(&o, t, s, npruned);
	put_passes(&o, p, t, s);
	JSONW_LIT(&o, "  \"cutoffs\": [");
	for (k = 0; k < s->ncut; k++) {
		const struct cutoff *cu = &s->cut[k];

		jsonw_s(&o, k > 0 ? ",\n    {" : "\n    {");
		out_cutoff(&o, p, t, tr, cu, "pruned");
		JSONW_LIT(&o, ", \"pass\": ");
		jsonw_int(&o, cu->pass + 1);
		jsonw_c(&o, '}');
	}
	jsonw_s(&o, s->ncut > 0 ? "\n  ],\n  \"nodes\": {" :
	    "],\n  \"nodes\": {");
	/*
	 * Only the nodes the search reached: a pruned node has nothing to
	 * report but its id (in "pruned"), and a million-node tree that
	 * alpha-beta cuts to 6% would otherwise print a million empty records.
	 */
	for (i = 0, k = 0; i < t->n; i++) {
		if (!trace_reached(s, order[i]))
			continue;
		if (k++ > 0)
			jsonw_c(&o, ',');
		jsonw_c(&o, '\n');
		put_node(&o, p, t, s, lim, order[i]);
	}
	JSONW_LIT(&o, "\n  }\n}\n");
	jsonw_flush(&o);
	free(order);
	free(buf);
	free(p);
	free(lim);
	return 0;
}
