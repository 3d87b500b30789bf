/*
 * json.c: the JSON result, written directly (only the loader knows cJSON).
 * Numbers use fmt_num; the infinities, which JSON lacks, are the strings
 * "-inf" and "+inf".  Nodes appear in tree order, one per line.
 */
#include <math.h>
#include <stdlib.h>

#include "fmt.h"
#include "json.h"

/* s as a JSON string; s is valid UTF-8 (the loader checked). */
static void
put_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

static void
put_num(FILE *f, double x)
{
	char buf[FMT_NUM_MAX];

	if (isinf(x))
		fprintf(f, "\"%s\"", fmt_num(x, buf));
	else
		fputs(fmt_num(x, buf), f);
}

static void
put_id(FILE *f, const struct tree *t, int i)
{
	char buf[TREE_ID_MAX];

	put_str(f, tree_id(t, i, buf));
}

static void
put_ids(FILE *f, const struct tree *t, const int *ids, int n)
{
	int i;

	fputc('[', f);
	for (i = 0; i < n; i++) {
		if (i > 0)
			fputs(", ", f);
		put_id(f, t, ids[i]);
	}
	fputc(']', f);
}

static void
put_node(FILE *f, const struct tree *t, const struct summary *s, int i)
{
	static const char *const bound[] = { "exact", "lower", "upper" };
	const struct node_info *in = &s->info[i];

	fputs("    ", f);
	put_id(f, t, i);
	fprintf(f, ": {\"player\": \"%s\", \"leaf\": %s, \"order\": ",
	    tree_player(t, i) == PLAYER_MAX ? "max" : "min",
	    t->node[i].nkids == 0 ? "true" : "false");
	if (in->order == 0) {
		fputs("null, \"alpha_in\": null, \"beta_in\": null, \"alpha_out\": "
		    "null, \"beta_out\": null, \"value\": null, \"bound\": null, "
		    "\"minimax\": ", f);
		put_num(f, s->minimax[i]);
		fputs(", \"case\": null}", f);
		return;
	}
	fprintf(f, "%d, \"alpha_in\": ", in->order);
	put_num(f, in->alpha_in);
	fputs(", \"beta_in\": ", f);
	put_num(f, in->beta_in);
	fputs(", \"alpha_out\": ", f);
	put_num(f, in->alpha_out);
	fputs(", \"beta_out\": ", f);
	put_num(f, in->beta_out);
	fputs(", \"value\": ", f);
	put_num(f, in->value);
	fprintf(f, ", \"bound\": \"%s\", \"minimax\": ", bound[in->bound]);
	put_num(f, s->minimax[i]);
	if (in->kase)
		fprintf(f, ", \"case\": %d}", in->kase);
	else
		fputs(", \"case\": null}", f);
}

int
json_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	int *order = malloc((size_t)t->n * sizeof(*order));
	int i, k, npruned = 0;

	if (order == NULL || tree_preorder(t, order) != 0) {
		free(order);
		return -1;
	}
	fputs("{\n  \"tree\": ", f);
	put_str(f, t->name);
	fprintf(f, ",\n  \"algorithm\": \"%s\",\n", tr->algo == ALGO_MINIMAX ?
	    "minimax" : "alphabeta");
	fprintf(f, "  \"conventions\": {\"root\": \"%s\", \"order\": \"ltr\", "
	    "\"cutoff\": \"%s\", \"fail\": \"%s\"},\n",
	    t->root_player == PLAYER_MAX ? "max" : "min",
	    tr->algo == ALGO_MINIMAX ? "none" : "ge",
	    tr->algo == ALGO_MINIMAX ? "none" : "soft");
	fputs("  \"value\": ", f);
	put_num(f, s->info[0].value);
	fputs(",\n  \"best_move\": ", f);
	if (s->npv > 1)
		put_id(f, t, s->pv[1]);
	else
		fputs("null", f);
	fputs(",\n  \"pv\": ", f);
	put_ids(f, t, s->pv, s->npv);
	fputs(",\n  \"visited\": ", f);
	put_ids(f, t, s->visited, s->nvisited);
	fputs(",\n  \"pruned\": [", f);
	for (i = 0; i < t->n; i++)
		if (s->info[order[i]].order == 0) {
			if (npruned++ > 0)
				fputs(", ", f);
			put_id(f, t, order[i]);
		}
	fprintf(f, "],\n  \"stats\": {\"nodes\": %d, \"leaves\": %d, "
	    "\"visited\": %d, \"leaves_visited\": %d, \"pruned\": %d, "
	    "\"cutoffs\": %d},\n", t->n, t->nleaves, s->nvisited,
	    s->leaves_visited, t->n - s->nvisited, s->ncut);
	fputs("  \"cutoffs\": [", f);
	for (k = 0; k < s->ncut; k++) {
		const struct cutoff *c = &s->cut[k];

		fputs(k > 0 ? ",\n    {\"node\": " : "\n    {\"node\": ", f);
		put_id(f, t, c->node);
		fputs(", \"after\": ", f);
		put_id(f, t, c->after);
		fputs(", \"pruned\": [", f);
		for (i = 0; i < c->npruned; i++) {
			if (i > 0)
				fputs(", ", f);
			put_id(f, t, c->after + 1 + i);
		}
		fputs("], \"alpha\": ", f);
		put_num(f, c->alpha);
		fputs(", \"beta\": ", f);
		put_num(f, c->beta);
		fputc('}', f);
	}
	fputs(s->ncut > 0 ? "\n  ],\n  \"nodes\": {" : "],\n  \"nodes\": {", f);
	for (i = 0; i < t->n; i++) {
		fputs(i > 0 ? ",\n" : "\n", f);
		put_node(f, t, s, order[i]);
	}
	fputs("\n  }\n}\n", f);
	free(order);
	return 0;
}
