/*
 * json.c: the JSON result, written directly (only the loader knows cJSON).
 * Numbers use fmt_num; the infinities, which JSON lacks, are the strings
 * "-inf" and "+inf".  Nodes appear in tree order, one per line.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "fmt.h"
#include "json.h"

/*
 * Output through a buffer of our own: a million-node result is tens of
 * millions of small pieces, and a stdio call per piece (with its locking)
 * costs more than formatting them.  json_emit writes through a large
 * buffer; the json_put_* functions other modules call use a small one on
 * the stack and flush it before they return.
 */
struct out {
	FILE *f;
	char *buf;
	size_t cap;		/* room in buf */
	size_t n;		/* bytes waiting in buf */
};

#define OUT_BIG ((size_t)1 << 16)

static void
out_flush(struct out *o)
{
	if (o->n > 0)
		fwrite(o->buf, 1, o->n, o->f);
	o->n = 0;
}

/* Room for k more bytes at o->buf + o->n (k at most o->cap). */
static char *
out_room(struct out *o, size_t k)
{
	if (o->cap - o->n < k)
		out_flush(o);
	return o->buf + o->n;
}

static void
out_mem(struct out *o, const char *s, size_t k)
{
	if (k > o->cap / 2) {
		/* too long to be worth copying: straight to the file */
		out_flush(o);
		fwrite(s, 1, k, o->f);
		return;
	}
	memcpy(out_room(o, k), s, k);
	o->n += k;
}

static void
out_s(struct out *o, const char *s)
{
	out_mem(o, s, strlen(s));
}

/* A string literal: its length is known when compiling. */
#define OUT_LIT(o, lit) out_mem((o), (lit), sizeof(lit) - 1)

static void
out_c(struct out *o, char c)
{
	*out_room(o, 1) = c;
	o->n++;
}

static void
out_int(struct out *o, long long v)
{
	char *p = out_room(o, 24);

	o->n += (size_t)(fmt_int(v, p) - p);
}

/* s as a JSON string; s is valid UTF-8 (the loader checked). */
static void
out_str(struct out *o, const char *s)
{
	out_c(o, '"');
	while (*s != '\0') {
		size_t run = 0;
		unsigned char c;
		char esc[8];

		/* the common case: a run of characters that need no escape */
		while ((c = (unsigned char)s[run]) != '\0' && c >= 0x20 &&
		    c != 0x7f && c != '"' && c != '\\')
			run++;
		out_mem(o, s, run);
		s += run;
		if ((c = (unsigned char)*s) == '\0')
			break;
		if (c == '"' || c == '\\')
			snprintf(esc, sizeof(esc), "\\%c", c);
		else if (c == '\n')
			snprintf(esc, sizeof(esc), "\\n");
		else
			snprintf(esc, sizeof(esc), "\\u%04x", c);
		out_s(o, esc);
		s++;
	}
	out_c(o, '"');
}

/* x as fmt_num writes it, straight into the buffer; the infinities
   (every window of a minimax search has two) quoted. */
static void
out_num(struct out *o, double x)
{
	char *p = out_room(o, FMT_NUM_MAX + 2);

	if (isinf(x)) {
		memcpy(p, x < 0 ? "\"-inf\"" : "\"+inf\"", 6);
		o->n += 6;
		return;
	}
	o->n += strlen(fmt_num(x, p));
}

static void
out_id(struct out *o, struct tree_paths *p, const struct tree *t, int i)
{
	char buf[TREE_ID_MAX];

	if (i == TREE_NONE) {
		out_mem(o, "null", 4);
	} else if (p != NULL && t->node[i].id == TREE_NONE) {
		/* a path id needs no escape: "r", dots and digits */
		const char *s = tree_paths_id(p, t, i);

		out_c(o, '"');
		out_mem(o, s, (size_t)p->len[p->top]);
		out_c(o, '"');
	} else {
		out_str(o, p != NULL ? tree_paths_id(p, t, i) :
		    tree_id(t, i, buf));
	}
}

static void
out_ids(struct out *o, struct tree_paths *p, const struct tree *t,
    const int *ids, int n)
{
	int i;

	out_c(o, '[');
	for (i = 0; i < n; i++) {
		if (i > 0)
			out_mem(o, ", ", 2);
		out_id(o, p, t, ids[i]);
	}
	out_c(o, ']');
}

static void
out_about(struct out *o, const struct tree *t)
{
	if (t->source != NULL) {
		OUT_LIT(o, ",\n  \"source\": ");
		out_str(o, t->source);
	}
	if (t->description != NULL) {
		OUT_LIT(o, ",\n  \"description\": ");
		out_str(o, t->description);
	}
}

static void
out_cutoff(struct out *o, struct tree_paths *p, const struct tree *t,
    const struct trace *tr, const struct cutoff *cu, const char *children)
{
	int i;

	OUT_LIT(o, "\"node\": ");
	out_id(o, p, t, cu->node);
	OUT_LIT(o, ", \"after\": ");
	out_id(o, p, t, cu->after);
	OUT_LIT(o, ", \"");
	out_s(o, children);
	OUT_LIT(o, "\": [");
	for (i = 0; i < cu->npruned; i++) {
		if (i > 0)
			out_mem(o, ", ", 2);
		out_id(o, p, t, tr->ev[cu->ev + 1 + (size_t)i].child);
	}
	OUT_LIT(o, "], \"alpha\": ");
	out_num(o, cu->alpha);
	OUT_LIT(o, ", \"beta\": ");
	out_num(o, cu->beta);
	OUT_LIT(o, ", \"tested\": ");
	out_num(o, cu->v);
}

/* The json_put_* functions: the same through a small buffer. */
#define OUT_SMALL(o, file) \
	char small_[512]; \
	struct out o = { (file), small_, sizeof(small_), 0 }

void
json_put_str(FILE *f, const char *s)
{
	OUT_SMALL(o, f);

	out_str(&o, s);
	out_flush(&o);
}

void
json_put_about(FILE *f, const struct tree *t)
{
	OUT_SMALL(o, f);

	out_about(&o, t);
	out_flush(&o);
}

void
json_put_num(FILE *f, double x)
{
	OUT_SMALL(o, f);

	out_num(&o, x);
	out_flush(&o);
}

/* The conventions in force, as an object of names. */
static void
out_conventions(struct out *o, const struct tree *t,
    const struct search_cfg *c)
{
	int prunes = algo_prunes(c->algo);

	OUT_LIT(o, "{\"root\": \"");
	out_s(o, t->root_player == PLAYER_MAX ? "max" : "min");
	OUT_LIT(o, "\", \"order\": \"");
	out_s(o, order_name[c->order]);
	OUT_LIT(o, "\", \"cutoff\": \"");
	out_s(o, !prunes ? "none" : c->cutoff == CUT_GE ? "ge" : "gt");
	OUT_LIT(o, "\", \"fail\": \"");
	out_s(o, !prunes ? "none" : cfg_fail_hard(c) ? "hard" : "soft");
	OUT_LIT(o, "\", \"view\": \"");
	out_s(o, algo_negamax(c->algo) ? "side-to-move" : "max");
	OUT_LIT(o, "\", \"depth\": ");
	if (c->depth >= 0)
		out_int(o, c->depth);
	else
		OUT_LIT(o, "null");
	OUT_LIT(o, ", \"iterative\": ");
	out_s(o, c->iterative ? "true" : "false");
	OUT_LIT(o, ", \"window\": ");
	if (c->window) {
		out_c(o, '[');
		out_num(o, c->lo);
		OUT_LIT(o, ", ");
		out_num(o, c->hi);
		out_c(o, ']');
	} else {
		OUT_LIT(o, "null");
	}
	OUT_LIT(o, ", \"update\": \"");
	out_s(o, !prunes ? "none" : cfg_test_first(c) ? "after" : "before");
	OUT_LIT(o, "\", \"preset\": ");
	if (preset_of(c) != NULL)
		out_str(o, preset_of(c)->name);
	else
		OUT_LIT(o, "null");
	if (c->mistake != MISTAKE_NONE && prunes) {
		OUT_LIT(o, ", \"mistake\": \"");
		out_s(o, mistake_name[c->mistake]);
		out_c(o, '"');
	}
	out_c(o, '}');
}

void
json_put_conventions(FILE *f, const struct tree *t, const struct search_cfg *c)
{
	OUT_SMALL(o, f);

	out_conventions(&o, t, c);
	out_flush(&o);
}

void
json_put_id(FILE *f, const struct tree *t, int i)
{
	OUT_SMALL(o, f);

	out_id(&o, NULL, t, i);
	out_flush(&o);
}

void
json_put_ids(FILE *f, const struct tree *t, const int *ids, int n)
{
	OUT_SMALL(o, f);

	out_ids(&o, NULL, t, ids, n);
	out_flush(&o);
}

void
json_put_cutoff(FILE *f, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu, const char *children)
{
	OUT_SMALL(o, f);

	out_cutoff(&o, NULL, t, tr, cu, children);
	out_flush(&o);
}

static void
put_node(struct out *o, struct tree_paths *p, const struct tree *t,
    const struct summary *s, int i)
{
	static const char *const km[] = { "none", "pv", "cut", "all" };
	const struct node_info *in = trace_info(s, i);

	out_mem(o, "    ", 4);
	out_id(o, p, t, i);
	if (tree_player(t, i) == PLAYER_MAX)
		OUT_LIT(o, ": {\"player\": \"max\"");
	else
		OUT_LIT(o, ": {\"player\": \"min\"");
	if (t->node[i].nkids == 0)
		OUT_LIT(o, ", \"leaf\": true, \"order\": ");
	else
		OUT_LIT(o, ", \"leaf\": false, \"order\": ");
	out_int(o, in->order);
	OUT_LIT(o, ", \"alpha_in\": ");
	out_num(o, in->alpha_in);
	OUT_LIT(o, ", \"beta_in\": ");
	out_num(o, in->beta_in);
	OUT_LIT(o, ", \"alpha_out\": ");
	out_num(o, in->alpha_out);
	OUT_LIT(o, ", \"beta_out\": ");
	out_num(o, in->beta_out);
	OUT_LIT(o, ", \"value\": ");
	out_num(o, in->value);
	OUT_LIT(o, ", \"bound\": \"");
	out_s(o, bound_name[in->bound]);
	/* the one rule of exactness (node_info.exact, .full) */
	if (in->exact)
		OUT_LIT(o, "\", \"exact\": true");
	else
		OUT_LIT(o, "\", \"exact\": false");
	if (in->full)
		OUT_LIT(o, ", \"full\": true, \"minimax\": ");
	else
		OUT_LIT(o, ", \"full\": false, \"minimax\": ");
	out_num(o, s->minimax[i]);
	if (in->kase) {
		OUT_LIT(o, ", \"case\": ");
		out_int(o, in->kase);
	} else {
		OUT_LIT(o, ", \"case\": null");
	}
	OUT_LIT(o, ", \"visits\": ");
	out_int(o, in->visits);
	OUT_LIT(o, ", \"type\": \"");
	out_s(o, km[in->type]);
	OUT_LIT(o, "\"}");
}

/* The "stats" object's members, in order. */
static void
put_stats(struct out *o, const struct tree *t, const struct summary *s,
    int npruned)
{
	const char *const name[] = { "nodes", "leaves", "visited",
	    "leaves_visited", "pruned", "beyond_depth", "cutoffs", "searches",
	    "evaluations", "researches", "recalls" };
	const long long v[] = { t->n, t->nleaves, s->nvisited,
	    s->leaves_visited, npruned, s->beyond, s->ncut, s->visits,
	    s->leaf_evals, s->researches, s->recalls };
	size_t k;

	OUT_LIT(o, "],\n  \"stats\": {");
	for (k = 0; k < sizeof(v) / sizeof(v[0]); k++) {
		if (k > 0)
			out_mem(o, ", ", 2);
		out_c(o, '"');
		out_s(o, name[k]);
		OUT_LIT(o, "\": ");
		out_int(o, v[k]);
	}
	OUT_LIT(o, "},\n");
}

static void
put_passes(struct out *o, struct tree_paths *p, const struct tree *t,
    const struct summary *s)
{
	int k;

	OUT_LIT(o, "  \"passes\": [");
	for (k = 0; k < s->npass; k++) {
		const struct pass *ps = &s->pass[k];

		out_s(o, k > 0 ? ",\n    {\"alpha\": " : "\n    {\"alpha\": ");
		out_num(o, ps->alpha);
		OUT_LIT(o, ", \"beta\": ");
		out_num(o, ps->beta);
		OUT_LIT(o, ", \"depth\": ");
		if (ps->depth >= 0)
			out_int(o, ps->depth);
		else
			OUT_LIT(o, "null");
		OUT_LIT(o, ", \"value\": ");
		out_num(o, ps->value);
		OUT_LIT(o, ", \"bound\": \"");
		out_s(o, bound_name[ps->bound]);
		OUT_LIT(o, "\", \"best_move\": ");
		out_id(o, p, t, ps->best);
		OUT_LIT(o, ", \"searches\": ");
		out_int(o, ps->visits);
		out_c(o, '}');
	}
	out_s(o, s->npass > 0 ? "\n  ],\n" : "],\n");
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
	struct out o = { f, buf, OUT_BIG, 0 };
	int i, k, npruned = 0;

	if (order == NULL || buf == NULL || p == NULL ||
	    tree_preorder(t, order) != 0) {
		free(order);
		free(buf);
		free(p);
		return -1;
	}
	tree_paths_init(p);
	OUT_LIT(&o, "{\n  \"tree\": ");
	out_str(&o, t->name);
	out_about(&o, t);
	OUT_LIT(&o, ",\n  \"algorithm\": \"");
	out_s(&o, algo_name[c->algo]);
	OUT_LIT(&o, "\",\n  \"conventions\": ");
	out_conventions(&o, t, c);
	OUT_LIT(&o, ",\n  \"value\": ");
	out_num(&o, tr->result);
	OUT_LIT(&o, ",\n  \"best_move\": ");
	if (s->npv > 1)
		out_id(&o, p, t, s->pv[1]);
	else
		OUT_LIT(&o, "null");
	OUT_LIT(&o, ",\n  \"pv\": ");
	out_ids(&o, p, t, s->pv, s->npv);
	OUT_LIT(&o, ",\n  \"visited\": ");
	out_ids(&o, p, t, s->visited, s->nvisited);
	OUT_LIT(&o, ",\n  \"pruned\": [");
	for (i = 0; i < t->n; i++)
		if (!trace_reached(s, order[i]) &&
		    !trace_beyond(tr, t, order[i])) {
			if (npruned++ > 0)
				out_mem(&o, ", ", 2);
			out_id(&o, p, t, order[i]);
		}
	put_stats(&o, t, s, npruned);
	put_passes(&o, p, t, s);
	OUT_LIT(&o, "  \"cutoffs\": [");
	for (k = 0; k < s->ncut; k++) {
		const struct cutoff *cu = &s->cut[k];

		out_s(&o, k > 0 ? ",\n    {" : "\n    {");
		out_cutoff(&o, p, t, tr, cu, "pruned");
		OUT_LIT(&o, ", \"pass\": ");
		out_int(&o, cu->pass + 1);
		out_c(&o, '}');
	}
	out_s(&o, s->ncut > 0 ? "\n  ],\n  \"nodes\": {" :
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
			out_c(&o, ',');
		out_c(&o, '\n');
		put_node(&o, p, t, s, order[i]);
	}
	OUT_LIT(&o, "\n  }\n}\n");
	out_flush(&o);
	free(order);
	free(buf);
	free(p);
	return 0;
}
