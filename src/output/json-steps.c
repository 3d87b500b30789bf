/*
 * json-steps.c: --format steps, the per-step model (steps.h) as JSON, the
 * contract the pages and the tests read (its fields are in the README).
 * Each step carries its marks, the fold's changes at that step
 * (steps_fold), so that a page moves from a step to the next or the one
 * before by setting what they say, without folding anything itself.
 */
#include <stdlib.h>

#include "json.h"
#include "narrate.h"
#include "steps.h"

static const char *const kind_name[] = {
	"pass", "enter", "leaf", "eval", "probe", "research", "recall",
	"update", "cutoff", "prune", "return", "chance"
};
_Static_assert(sizeof(kind_name) / sizeof(kind_name[0]) == EV_CHANCE + 1,
    "a name for every event kind");

/* "alpha": a, "beta": b, "v": v */
static void
put_window(FILE *f, double a, double b, double v)
{
	fputs("\"alpha\": ", f);
	json_put_num(f, a);
	fputs(", \"beta\": ", f);
	json_put_num(f, b);
	fputs(", \"v\": ", f);
	json_put_num(f, v);
}

static void
put_state(FILE *f, const struct node_state *ns)
{
	fputc('{', f);
	put_window(f, ns->alpha, ns->beta, ns->v);
	if (ns->done) {
		fputs(", \"value\": ", f);
		json_put_num(f, ns->value);
		fprintf(f, ", \"bound\": \"%s\", \"exact\": %s}",
		    bound_name[ns->bound], ns->exact ? "true" : "false");
	} else {
		fputs(", \"value\": null, \"bound\": null}", f);
	}
}

/* A cutoff: what it tested, what it prunes, where its bound came from. */
static int
put_cutoff(FILE *f, const struct trace *tr, const struct summary *s,
    const struct steps *m, int k)
{
	const struct tree *t = m->t;
	const struct cutoff *cu = &s->cut[k];
	const struct event *o = &tr->ev[cu->from.ev];
	/* a chance node's cut (Star1) was against beta when it failed high */
	int maxlike = cu->side != 0 ? cu->side > 0 :
	    algo_negamax(tr->cfg.algo) || tree_player(t, cu->node) == PLAYER_MAX;
	char *why = narrate_origin(t, tr, cu);

	if (why == NULL)
		return -1;
	fputc('{', f);
	json_put_cutoff(f, t, tr, cu, "children");
	fputs(", \"pruned\": ", f);
	json_put_ids(f, t, m->pruned + m->pruned_at[k],
	    (int)(m->pruned_at[k + 1] - m->pruned_at[k]));
	fprintf(f, ",\n      \"bound\": \"%s\", \"from\": {\"kind\": \"%s\", "
	    "\"node\": ", maxlike ? "beta" : "alpha",
	    o->kind == EV_UPDATE ? "update" : o->kind == EV_PROBE ? "probe" :
	    o->kind == EV_ENTER ? "memory" : o->kind == EV_CHANCE ? "chance" :
	    "window");
	json_put_id(f, t, o->kind == EV_PASS ? TREE_NONE : o->node);
	fputs(", \"child\": ", f);
	json_put_id(f, t, o->kind == EV_UPDATE ? o->child : TREE_NONE);
	fprintf(f, ", \"step\": %ld, \"text\": ", cu->from.step);
	json_put_str(f, why);
	fputs("}}", f);
	free(why);
	return 0;
}

/* The tree's shape, for pages that draw it: one entry per node, tree order. */
static void
put_nodes(FILE *f, const struct tree *t, const struct trace *tr,
    const int *order)
{
	char buf[TREE_ID_MAX];
	int k;

	for (k = 0; k < t->n; k++) {
		const struct tree_node *nd = &t->node[order[k]];
		int i = order[k];

		fputs(k > 0 ? ",\n    {\"id\": " : "\n    {\"id\": ", f);
		json_put_id(f, t, i);
		fprintf(f, ", \"index\": %d", i);
		fputs(", \"label\": ", f);
		if (tree_has_name(t, i))
			json_put_str(f, tree_label(t, i, buf));
		else
			fputs("null", f);
		fprintf(f, ", \"player\": \"%s\", \"depth\": %d, \"parent\": ",
		    tree_is_chance(t, i) ? "chance" : tree_player(t, i) ==
		    PLAYER_MAX ? "max" : "min", nd->depth);
		json_put_id(f, t, nd->parent);
		if (tree_prob(t, i) > 0) {
			fputs(", \"p\": ", f);
			json_put_num(f, tree_prob(t, i));
		}
		if (nd->nkids == 0) {
			fputs(", \"leaf\": ", f);
			json_put_num(f, tree_value(t, i) *
			    cfg_sign(&tr->cfg, t, i));
		} else {
			fputs(", \"leaf\": null", f);
		}
		fputc('}', f);
	}
}

/* Everything before the steps: the tree, the search, the pseudocode. */
static void
put_head(FILE *f, const struct trace *tr, const struct steps *m,
    const int *order)
{
	const struct tree *t = m->t;
	char line[CODE_LINE_MAX], conv[NARRATE_CONV_MAX];
	int i;

	fputs("{\n  \"format\": \"abviz-steps\",\n  \"version\": 1,\n"
	    "  \"tree\": ", f);
	json_put_str(f, t->name);
	json_put_about(f, t);
	fprintf(f, ",\n  \"algorithm\": \"%s\",\n  \"title\": ",
	    algo_name[tr->cfg.algo]);
	json_put_str(f, narrate_title(&tr->cfg));
	fputs(",\n  \"conventions\": ", f);
	json_put_conventions(f, t, &tr->cfg);
	fputs(",\n  \"conventions_text\": ", f);
	json_put_str(f, narrate_conventions(&tr->cfg, t, 0, conv,
	    sizeof(conv)));
	fputs(",\n  \"value\": ", f);
	json_put_num(f, tr->result);
	fputs(",\n  \"code\": {\"name\": ", f);
	json_put_str(f, m->code->name);
	fputs(", \"title\": ", f);
	json_put_str(f, msg(m->code->title));
	fputs(", \"lines\": [", f);
	for (i = 1; i <= m->code->nlines; i++) {
		fputs(i > 1 ? ",\n    " : "\n    ", f);
		json_put_str(f, code_line(m->code, i, tr->cfg.cutoff, m->same,
		    line, sizeof(line)));
	}
	fputs("]},\n  \"nodes\": [", f);
	put_nodes(f, t, tr, order);
	fputs("\n  ],\n  \"steps\": [", f);
}

/* One of node's marks, before and after the step, when they differ. */
static void
put_mark(FILE *f, const struct tree *t, int node, int before, int after,
    int *n)
{
	if (before == after)
		return;
	fputs((*n)++ > 0 ? ", [" : "[", f);
	json_put_id(f, t, node);
	fprintf(f, ", %d, %d]", before, after);
}

/*
 * Step k's marks and previous: fold (at step k - 1) moved to step k, and
 * what changed on the way.  Only the step's node (a visit) and the nodes
 * its cutoff prunes can change; was has room for the latter.
 */
static void
put_marks(FILE *f, const struct steps *m, long k, struct fold *fold,
    unsigned char *was)
{
	const struct step *st = &m->step[k - 1];
	const struct fold_node *fn = &fold->node[st->node];
	size_t i, lo = st->cut >= 0 ? m->pruned_at[st->cut] : 0;
	size_t hi = st->cut >= 0 ? m->pruned_at[st->cut + 1] : 0;
	int before = fn->flag & FOLD_MARKS, n = 0;
	long previous = fn->told;

	for (i = lo; i < hi; i++)
		was[i - lo] = (unsigned char)(fold->node[m->pruned[i]].flag &
		    FOLD_MARKS);
	steps_fold(m, k, fold);
	fputs(",\n      \"marks\": [", f);
	put_mark(f, m->t, st->node, before, fn->flag & FOLD_MARKS, &n);
	for (i = lo; i < hi; i++)
		put_mark(f, m->t, m->pruned[i], was[i - lo],
		    fold->node[m->pruned[i]].flag & FOLD_MARKS, &n);
	fprintf(f, "], \"previous\": %ld", previous);
}

/* Step k (1-based) of m, its marks from fold (at step k - 1). */
static int
put_step(FILE *f, const struct trace *tr, const struct summary *s,
    const struct steps *m, long k, struct fold *fold, unsigned char *was)
{
	const struct tree *t = m->t;
	const struct step *st = &m->step[k - 1];
	int i;

	fprintf(f, "%s\n    {\"step\": %ld, \"pass\": %d, \"event\": \"%s\", "
	    "\"node\": ", k > 1 ? "," : "", k, st->pass, kind_name[st->kind]);
	json_put_id(f, t, st->node);
	fputs(", \"child\": ", f);
	json_put_id(f, t, st->child);
	fputs(", \"code\": [", f);
	for (i = 0; i < 3 && st->line[i] != 0; i++)
		fprintf(f, "%s%d", i > 0 ? ", " : "", st->line[i]);
	fputs("],\n      \"text\": ", f);
	json_put_str(f, m->log + st->text);
	fprintf(f, ",\n      \"visit\": %s, \"state\": ", st->visit ?
	    "true" : "false");
	put_state(f, &st->now);
	fputs(",\n      \"stack\": [", f);
	for (i = 0; i <= st->depth; i++) {
		const struct frame *fr = &m->frame[st->frame + (size_t)i];

		fputs(i > 0 ? ", {\"node\": " : "{\"node\": ", f);
		json_put_id(f, t, fr->node);
		fputs(", ", f);
		put_window(f, fr->alpha, fr->beta, fr->v);
		fputc('}', f);
	}
	fputs("],\n      \"cutoff\": ", f);
	if (st->cut < 0)
		fputs("null", f);
	else if (put_cutoff(f, tr, s, m, st->cut) != 0)
		return -1;
	put_marks(f, m, k, fold, was);
	fputc('}', f);
	return 0;
}

int
json_steps_put(FILE *f, const struct trace *tr, const struct summary *s,
    const struct steps *m)
{
	int *order = malloc((size_t)m->t->n * sizeof(*order));
	unsigned char *was = malloc((size_t)m->t->n + 1);
	struct fold *fold = steps_fold_new(m);
	long k;
	int rc = -1;

	if (order == NULL || was == NULL || fold == NULL ||
	    tree_preorder(m->t, order) != 0)
		goto out;
	put_head(f, tr, m, order);
	for (k = 1; k <= m->n; k++)
		if (put_step(f, tr, s, m, k, fold, was) != 0)
			goto out;
	fputs("\n  ]\n}\n", f);
	rc = 0;
out:
	steps_fold_free(fold);
	free(was);
	free(order);
	return rc;
}

int
json_steps_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	struct steps *m = steps_new(t, tr, s);
	int rc = m != NULL ? json_steps_put(f, tr, s, m) : -1;

	steps_free(m);
	return rc;
}
