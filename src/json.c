/*
 * json.c: the JSON result, written directly (only the loader knows cJSON).
 * Numbers use fmt_num; the infinities, which JSON lacks, are the strings
 * "-inf" and "+inf".  Nodes appear in tree order, one per line.
 */
#include <math.h>
#include <stdlib.h>

#include "code.h"
#include "fmt.h"
#include "json.h"

/* s as a JSON string; s is valid UTF-8 (the loader checked). */
void
json_put_str(FILE *f, const char *s)
{
	fputc('"', f);
	while (*s != '\0') {
		size_t run = 0;
		unsigned char c;

		/* the common case: a run of characters that need no escape */
		while ((c = (unsigned char)s[run]) != '\0' && c >= 0x20 &&
		    c != 0x7f && c != '"' && c != '\\')
			run++;
		fwrite(s, 1, run, f);
		s += run;
		if ((c = (unsigned char)*s) == '\0')
			break;
		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else
			fprintf(f, "\\u%04x", c);
		s++;
	}
	fputc('"', f);
}

void
json_put_about(FILE *f, const struct tree *t)
{
	if (t->source != NULL) {
		fputs(",\n  \"source\": ", f);
		json_put_str(f, t->source);
	}
	if (t->description != NULL) {
		fputs(",\n  \"description\": ", f);
		json_put_str(f, t->description);
	}
}

void
json_put_num(FILE *f, double x)
{
	char buf[FMT_NUM_MAX];

	if (isinf(x))
		fprintf(f, "\"%s\"", fmt_num(x, buf));
	else
		fputs(fmt_num(x, buf), f);
}

void
json_put_conventions(FILE *f, const struct tree *t, const struct search_cfg *c)
{
	fprintf(f, "{\"root\": \"%s\", \"order\": \"%s\", "
	    "\"cutoff\": \"%s\", \"fail\": \"%s\", \"view\": \"%s\", "
	    "\"depth\": ", t->root_player == PLAYER_MAX ? "max" : "min",
	    order_name[c->order], !algo_prunes(c->algo) ? "none" :
	    c->cutoff == CUT_GE ? "ge" : "gt", !algo_prunes(c->algo) ? "none" :
	    cfg_fail_hard(c) ? "hard" : "soft", algo_negamax(c->algo) ?
	    "side-to-move" : "max");
	if (c->depth >= 0)
		fprintf(f, "%d", c->depth);
	else
		fputs("null", f);
	fprintf(f, ", \"iterative\": %s, \"window\": ", c->iterative ? "true" :
	    "false");
	if (c->window) {
		fputc('[', f);
		json_put_num(f, c->lo);
		fputs(", ", f);
		json_put_num(f, c->hi);
		fputc(']', f);
	} else {
		fputs("null", f);
	}
	fprintf(f, ", \"update\": \"%s\", \"preset\": ", !algo_prunes(c->algo) ?
	    "none" : cfg_test_first(c) ? "after" : "before");
	if (preset_of(c) != NULL)
		json_put_str(f, preset_of(c)->name);
	else
		fputs("null", f);
	if (c->mistake != MISTAKE_NONE && algo_prunes(c->algo))
		fprintf(f, ", \"mistake\": \"%s\"", mistake_name[c->mistake]);
	fputs("}", f);
}

void
json_put_id(FILE *f, const struct tree *t, int i)
{
	char buf[TREE_ID_MAX];

	if (i == TREE_NONE)
		fputs("null", f);
	else
		json_put_str(f, tree_id(t, i, buf));
}

void
json_put_ids(FILE *f, const struct tree *t, const int *ids, int n)
{
	int i;

	fputc('[', f);
	for (i = 0; i < n; i++) {
		if (i > 0)
			fputs(", ", f);
		json_put_id(f, t, ids[i]);
	}
	fputc(']', f);
}

void
json_put_cutoff(FILE *f, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu, const char *children)
{
	int i;

	fputs("\"node\": ", f);
	json_put_id(f, t, cu->node);
	fputs(", \"after\": ", f);
	json_put_id(f, t, cu->after);
	fprintf(f, ", \"%s\": [", children);
	for (i = 0; i < cu->npruned; i++) {
		if (i > 0)
			fputs(", ", f);
		json_put_id(f, t, tr->ev[cu->ev + 1 + (size_t)i].child);
	}
	fputs("], \"alpha\": ", f);
	json_put_num(f, cu->alpha);
	fputs(", \"beta\": ", f);
	json_put_num(f, cu->beta);
	fputs(", \"tested\": ", f);
	json_put_num(f, cu->v);
}

static void
put_node(FILE *f, const struct tree *t, const struct summary *s, int i)
{
	static const char *const km[] = { "none", "pv", "cut", "all" };
	const struct node_info *in = trace_info(s, i);

	fputs("    ", f);
	json_put_id(f, t, i);
	fprintf(f, ": {\"player\": \"%s\", \"leaf\": %s, \"order\": ",
	    tree_player(t, i) == PLAYER_MAX ? "max" : "min",
	    t->node[i].nkids == 0 ? "true" : "false");
	fprintf(f, "%d, \"alpha_in\": ", in->order);
	json_put_num(f, in->alpha_in);
	fputs(", \"beta_in\": ", f);
	json_put_num(f, in->beta_in);
	fputs(", \"alpha_out\": ", f);
	json_put_num(f, in->alpha_out);
	fputs(", \"beta_out\": ", f);
	json_put_num(f, in->beta_out);
	fputs(", \"value\": ", f);
	json_put_num(f, in->value);
	fprintf(f, ", \"bound\": \"%s\", \"minimax\": ", bound_name[in->bound]);
	json_put_num(f, s->minimax[i]);
	if (in->kase)
		fprintf(f, ", \"case\": %d", in->kase);
	else
		fputs(", \"case\": null", f);
	fprintf(f, ", \"visits\": %d, \"type\": \"%s\"}", in->visits,
	    km[in->type]);
}

int
json_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	int *order = malloc((size_t)t->n * sizeof(*order));
	const struct search_cfg *c = &tr->cfg;
	int i, k, npruned = 0;

	if (order == NULL || tree_preorder(t, order) != 0) {
		free(order);
		return -1;
	}
	fputs("{\n  \"tree\": ", f);
	json_put_str(f, t->name);
	json_put_about(f, t);
	fprintf(f, ",\n  \"algorithm\": \"%s\",\n", algo_name[c->algo]);
	fputs("  \"conventions\": ", f);
	json_put_conventions(f, t, c);
	fputs(",\n", f);
	fputs("  \"value\": ", f);
	json_put_num(f, tr->result);
	fputs(",\n  \"best_move\": ", f);
	if (s->npv > 1)
		json_put_id(f, t, s->pv[1]);
	else
		fputs("null", f);
	fputs(",\n  \"pv\": ", f);
	json_put_ids(f, t, s->pv, s->npv);
	fputs(",\n  \"visited\": ", f);
	json_put_ids(f, t, s->visited, s->nvisited);
	fputs(",\n  \"pruned\": [", f);
	for (i = 0; i < t->n; i++)
		if (!trace_reached(s, order[i]) &&
		    !trace_beyond(tr, t, order[i])) {
			if (npruned++ > 0)
				fputs(", ", f);
			json_put_id(f, t, order[i]);
		}
	fprintf(f, "],\n  \"stats\": {\"nodes\": %d, \"leaves\": %d, "
	    "\"visited\": %d, \"leaves_visited\": %d, \"pruned\": %d, "
	    "\"beyond_depth\": %d, \"cutoffs\": %d, \"searches\": %ld, "
	    "\"evaluations\": %ld, \"researches\": %d, \"recalls\": %d},\n",
	    t->n, t->nleaves, s->nvisited, s->leaves_visited, npruned,
	    s->beyond, s->ncut, s->visits, s->leaf_evals, s->researches,
	    s->recalls);
	fputs("  \"passes\": [", f);
	for (k = 0; k < s->npass; k++) {
		const struct pass *p = &s->pass[k];

		fputs(k > 0 ? ",\n    {\"alpha\": " : "\n    {\"alpha\": ", f);
		json_put_num(f, p->alpha);
		fputs(", \"beta\": ", f);
		json_put_num(f, p->beta);
		fputs(", \"depth\": ", f);
		if (p->depth >= 0)
			fprintf(f, "%d", p->depth);
		else
			fputs("null", f);
		fputs(", \"value\": ", f);
		json_put_num(f, p->value);
		fprintf(f, ", \"bound\": \"%s\", \"best_move\": ",
		    bound_name[p->bound]);
		json_put_id(f, t, p->best);
		fprintf(f, ", \"searches\": %d}", p->visits);
	}
	fputs(s->npass > 0 ? "\n  ],\n" : "],\n", f);
	fputs("  \"cutoffs\": [", f);
	for (k = 0; k < s->ncut; k++) {
		const struct cutoff *cu = &s->cut[k];

		fputs(k > 0 ? ",\n    {" : "\n    {", f);
		json_put_cutoff(f, t, tr, cu, "pruned");
		fprintf(f, ", \"pass\": %d}", cu->pass + 1);
	}
	fputs(s->ncut > 0 ? "\n  ],\n  \"nodes\": {" : "],\n  \"nodes\": {", f);
	/*
	 * Only the nodes the search reached: a pruned node has nothing to
	 * report but its id (in "pruned"), and a million-node tree that
	 * alpha-beta cuts to 6% would otherwise print a million empty records.
	 */
	for (i = 0, k = 0; i < t->n; i++) {
		if (!trace_reached(s, order[i]))
			continue;
		fputs(k++ > 0 ? ",\n" : "\n", f);
		put_node(f, t, s, order[i]);
	}
	fputs("\n  }\n}\n", f);
	free(order);
	return 0;
}
