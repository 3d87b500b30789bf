/*
 * compare.c: the comparison table.  Every row is a full search that only
 * counts; the rows of one move order share it (ab_order).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "compare.h"
#include "fmt.h"
#include "jsonw.h"
#include "msg.h"
#include "u8.h"

static const struct form {
	enum algo algo;
	int soft;
	const char *name;
} forms[] = {
	{ ALGO_MINIMAX, 0, "minimax" },
	{ ALGO_NEGAMAX, 0, "negamax" },
	{ ALGO_ALPHABETA, 1, "alphabeta" },
	{ ALGO_ALPHABETA_HARD, 0, "alphabeta-hard" },
	{ ALGO_NEGAMAX_AB, 0, "negamax-ab" },
	{ ALGO_NEGAMAX_AB, 1, "negamax-ab soft" },
	{ ALGO_PVS, 1, "pvs" },
	{ ALGO_MTDF, 1, "mtdf" },
	/* a tree with chance nodes has these two rows, and only these */
	{ ALGO_EXPECTIMAX, 0, "expectimax" },
	{ ALGO_STAR1, 1, "star1" },
};
#define NFORMS ((int)(sizeof(forms) / sizeof(forms[0])))

struct row {
	const struct form *form;
	enum order order;
	double value;
	int best;		/* best move, or TREE_NONE */
	long nodes;		/* searches of nodes, re-searches included */
	long leaves;		/* static evaluations */
	int cutoffs;
};

/*
 * Run one search and keep its counts.  Returns 0, or -1 when out of memory.
 * The search only counts (struct stats_tally), unless iterative deepening
 * needs its events.
 */
static int
measure(const struct tree *t, const struct search_cfg *cfg, const int *kids,
    struct row *r)
{
	struct trace tr;
	struct stats_tally ta;
	struct summary *s = NULL;
	int rc = -1;

	memset(&tr, 0, sizeof(tr));
	if (!cfg->iterative) {
		if (trace_tally_init(&ta, t, cfg) != 0)
			return -1;
		tr.tally = &ta;
		if (ab_search_from(t, cfg, kids, &tr) == 0) {
			r->value = tr.result;
			r->best = ta.best;
			r->nodes = ta.visits;
			r->leaves = ta.evals;
			r->cutoffs = ta.cutoffs;
			rc = 0;
		}
		free(ta.seen);
		return rc;
	}
	if (ab_search_from(t, cfg, kids, &tr) == 0 &&
	    (s = trace_summarize(t, &tr)) != NULL) {
		r->value = tr.result;
		r->best = s->npv > 1 ? s->pv[1] : TREE_NONE;
		r->nodes = s->visits;
		r->leaves = s->leaf_evals;
		r->cutoffs = s->ncut;
		rc = 0;
	}
	trace_summary_free(s);
	trace_release(&tr);
	return rc;
}

/*
 * The Knuth-Moore size when the searched tree is uniform: every node above
 * the horizon d has b children.  Returns the leaf count, or -1.
 */
static long
knuth_moore(const struct tree *t, int d, int *bp, long *all)
{
	int i, b = t->node[0].nkids;
	long hi = 1, lo = 1;

	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		if (nd->depth < d && nd->nkids != b)
			return -1;
	}
	for (i = 0; i < (d + 1) / 2; i++)
		hi *= b;
	for (i = 0; i < d / 2; i++)
		lo *= b;
	*bp = b;
	*all = hi * lo;		/* b^d: every leaf */
	return hi + lo - 1;
}

static int
has_eval(const struct tree *t)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (tree_has_eval(t, i))
			return 1;
	return 0;
}

/* Everything the table shows; rows[0] is minimax, the full tree. */
struct table {
	const struct tree *t;
	const struct search_cfg *base;
	struct row *rows;
	int nrows;
	const struct row *minimal;	/* best-first fail-soft alpha-beta */
	long km;		/* Knuth-Moore leaves, or -1: not uniform */
	long all;		/* then b^d, every leaf */
	int b, d;		/* the uniform tree's branching and depth */
	const struct row *ltr, *prob;	/* Star1 left to right, and most
					   probable first (chance trees) */
};

/* Who moves at t's root: the table's heading's word (a chance root has a
   sentence of its own there), or the JSON's ("chance"). */
static const char *
root_mover(const struct tree *t, int upper)
{
	switch (tree_player(t, 0)) {
	case PLAYER_MAX:
		return upper ? "MAX" : "max";
	case PLAYER_MIN:
		return upper ? "MIN" : "min";
	default:
		return "chance";
	}
}

/* A row's nodes as a share of the full tree's. */
static double
share(const struct table *tb, const struct row *r)
{
	return (double)r->nodes / (double)tb->rows[0].nodes;
}

/*
 * s in a column width wide, by its columns on a terminal (a Chinese
 * character takes two): on the left when width is negative, else on the
 * right; then a blank.
 */
static void
put_cell(FILE *f, const char *s, int width)
{
	int pad = abs(width) - u8_strwidth(s);

	if (width > 0)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
	fputs(s, f);
	if (width < 0)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
	fputc(' ', f);
}

static void
put_text(FILE *f, const struct table *tb)
{
	const struct tree *t = tb->t;
	const struct search_cfg *base = tb->base;
	const struct row *rows = tb->rows;
	char v[FMT_NUM_MAX], id[TREE_ID_MAX], pct[16];
	int i;

	MSG_PUT(f, M_CMP_HEAD, t->name);
	if (tree_is_chance(t, 0))
		MSG_PUT(f, M_CMP_TREE_CHANCE, MSG_INT(t->n), MSG_INT(t->nleaves),
		    MSG_INT(t->height), base->cutoff == CUT_GE ? ">=" : ">");
	else
		MSG_PUT(f, M_CMP_TREE, MSG_INT(t->n), MSG_INT(t->nleaves),
		    MSG_INT(t->height), root_mover(t, 1),
		    base->cutoff == CUT_GE ? ">=" : ">");
	if (base->depth >= 0)
		MSG_PUT(f, base->iterative ? M_CMP_DEPTH_ITER : M_CMP_DEPTH,
		    MSG_INT(base->depth));
	fputs("\n\n", f);
	put_cell(f, msg(M_CMP_COL_FORM), -16);
	put_cell(f, msg(M_CMP_COL_ORDER), -6);
	put_cell(f, msg(M_CMP_COL_VALUE), 8);
	put_cell(f, msg(M_CMP_COL_NODES), 7);
	put_cell(f, msg(M_CMP_COL_LEAVES), 7);
	put_cell(f, msg(M_CMP_COL_CUTOFFS), 7);
	put_cell(f, msg(M_CMP_COL_SHARE), 6);
	fprintf(f, " %s\n", msg(M_CMP_COL_BEST));
	for (i = 0; i < tb->nrows; i++) {
		const struct row *r = &rows[i];

		put_cell(f, r->form->name, -16);
		put_cell(f, algo_prunes(r->form->algo) ? order_name[r->order] :
		    msg(M_CMP_ANY), -6);
		fprintf(f, "%8s %7ld %7ld %7d %5.0f%%  %s\n", fmt_num(r->value, v),
		    r->nodes, r->leaves, r->cutoffs, 100.0 * share(tb, r),
		    r->best == TREE_NONE ? "-" : tree_move(t, r->best, id));
	}
	if (tb->minimal == NULL) {
		/* AIMA's question: which outcomes should Star1 try first? */
		MSG_PUT(f, M_CMP_FULL_CHANCE, MSG_INT(rows[0].nodes),
		    MSG_INT(rows[0].leaves));
		MSG_PUT(f, t->bounded ? M_CMP_STAR1_BOUNDS : M_CMP_STAR1_NO_BOUNDS,
		    MSG_INT(tb->ltr->nodes), MSG_INT(tb->prob->nodes));
		msg_put(f, M_CMP_NOTE, NULL, 0);
		return;
	}
	snprintf(pct, sizeof(pct), "%.0f", 100.0 * share(tb, tb->minimal));
	MSG_PUT(f, M_CMP_FULL, MSG_INT(rows[0].nodes), MSG_INT(rows[0].leaves));
	MSG_PUT(f, M_CMP_MINIMAL, MSG_INT(tb->minimal->nodes),
	    MSG_INT(tb->minimal->leaves), pct);
	if (tb->km >= 0)
		MSG_PUT(f, M_CMP_KNUTH_MOORE, MSG_INT(tb->b), MSG_INT(tb->d),
		    MSG_INT(tb->km), MSG_INT(tb->all));
	msg_put(f, M_CMP_NOTE, NULL, 0);
}

static void
put_json(FILE *f, const struct table *tb)
{
	const struct tree *t = tb->t;
	const struct search_cfg *base = tb->base;
	const struct row *rows = tb->rows;
	char id[TREE_ID_MAX];
	int i;

	fputs("{\n  \"tree\": ", f);
	json_put_str(f, t->name);
	fprintf(f, ",\n  \"nodes\": %d,\n  \"leaves\": %d,\n  \"depth\": %d,\n"
	    "  \"conventions\": {\"root\": \"%s\", \"cutoff\": \"%s\", "
	    "\"depth\": ", t->n, t->nleaves, t->height, root_mover(t, 0),
	    base->cutoff == CUT_GE ? "ge" : "gt");
	if (base->depth >= 0)
		fprintf(f, "%d", base->depth);
	else
		fputs("null", f);
	fprintf(f, ", \"iterative\": %s},\n  \"rows\": [",
	    base->iterative ? "true" : "false");
	for (i = 0; i < tb->nrows; i++) {
		const struct row *r = &rows[i];

		fprintf(f, "%s\n    {\"algorithm\": \"%s\", \"fail\": \"%s\", "
		    "\"order\": \"%s\", \"value\": ", i ? "," : "",
		    algo_name[r->form->algo], !algo_prunes(r->form->algo) ?
		    "none" : r->form->soft ? "soft" : "hard",
		    algo_prunes(r->form->algo) ? order_name[r->order] : "any");
		json_put_num(f, r->value);
		fputs(", \"best_move\": ", f);
		if (r->best == TREE_NONE)
			fputs("null", f);
		else
			json_put_str(f, tree_id(t, r->best, id));
		fprintf(f, ", \"nodes\": %ld, \"leaves\": %ld, \"cutoffs\": %d, "
		    "\"share\": %.4f}", r->nodes, r->leaves, r->cutoffs,
		    share(tb, r));
	}
	fprintf(f, "\n  ],\n  \"full\": {\"nodes\": %ld, \"leaves\": %ld},\n",
	    rows[0].nodes, rows[0].leaves);
	if (tb->minimal != NULL)
		fprintf(f, "  \"minimal\": {\"nodes\": %ld, \"leaves\": %ld},\n",
		    tb->minimal->nodes, tb->minimal->leaves);
	else
		fprintf(f, "  \"minimal\": null,\n  \"star1\": {\"bounded\": %s, "
		    "\"ltr\": %ld, \"prob\": %ld},\n", t->bounded ? "true" :
		    "false", tb->ltr->nodes, tb->prob->nodes);
	fputs("  \"knuth_moore\": ", f);
	if (tb->km >= 0)
		fprintf(f, "{\"b\": %d, \"d\": %d, \"leaves\": %ld}\n}\n", tb->b,
		    tb->d, tb->km);
	else
		fputs("null\n}\n", f);
}

/* Whether form i has a row for order o: the order cannot matter to a
   formulation that prunes nothing, so it has one row (left to right). */
static int
has_row(const struct tree *t, int i, int o)
{
	int chance = forms[i].algo == ALGO_EXPECTIMAX ||
	    forms[i].algo == ALGO_STAR1;

	if (chance != (t->nchance > 0))
		return 0;
	return o == 0 || algo_prunes(forms[i].algo);
}

int
compare_emit(FILE *f, const struct tree *t, const struct search_cfg *base,
    int json)
{
	struct table tb;
	struct row minimal;
	struct search_cfg cfg = *base;
	enum order ord[ORDER_N];
	int *kids, at[NFORMS][ORDER_N];
	int i, o, norders = 0, rc = -1;

	memset(&tb, 0, sizeof(tb));
	tb.t = t;
	tb.base = base;
	tb.d = base->depth >= 0 && base->depth < t->height ? base->depth :
	    t->height;
	tb.km = t->nchance > 0 ? -1 : knuth_moore(t, tb.d, &tb.b, &tb.all);
	/* the orders: eval where the tree has hints, prob where it has
	   chance nodes */
	for (o = 0; o < ORDER_N; o++)
		if ((o != ORDER_EVAL || has_eval(t)) && (o != ORDER_PROB ||
		    t->nchance > 0))
			ord[norders++] = (enum order)o;
	tb.rows = malloc((size_t)(NFORMS * ORDER_N) * sizeof(*tb.rows));
	kids = malloc((size_t)t->n * sizeof(*kids));
	if (tb.rows == NULL || kids == NULL)
		goto out;
	/* the table's rows: each formulation, then each order */
	for (i = 0; i < NFORMS; i++)
		for (o = 0; o < norders; o++)
			if (has_row(t, i, o))
				at[i][o] = tb.nrows++;
	cfg.window = 0;
	cfg.node_types = 0;
	/*
	 * Order by order: the children's order (a sort of the whole tree by
	 * minimax value, for best and worst first) is the same for every
	 * formulation, so it is made once and shared by all of its rows.
	 */
	for (o = 0; o < norders; o++) {
		cfg.order = ord[o];
		if (ab_order(t, &cfg, kids) != 0)
			goto out;
		for (i = 0; i < NFORMS; i++) {
			struct row *r;

			if (!has_row(t, i, o))
				continue;
			r = &tb.rows[at[i][o]];
			cfg.algo = forms[i].algo;
			cfg.fail_soft = forms[i].soft;
			r->form = &forms[i];
			r->order = cfg.order;
			if (measure(t, &cfg, kids, r) != 0)
				goto out;
			/* the minimal tree: fail-soft alpha-beta, best first */
			if (cfg.algo == ALGO_ALPHABETA && cfg.order == ORDER_BEST)
				tb.minimal = r;
			if (cfg.algo == ALGO_STAR1 && cfg.order == ORDER_LTR)
				tb.ltr = r;
			if (cfg.algo == ALGO_STAR1 && cfg.order == ORDER_PROB)
				tb.prob = r;
		}
	}
	if (base->iterative && t->nchance == 0) {
		/* the rows add up every iteration; the minimal tree is one */
		cfg.algo = ALGO_ALPHABETA;
		cfg.order = ORDER_BEST;
		cfg.iterative = 0;
		if (measure(t, &cfg, NULL, &minimal) != 0)
			goto out;
		tb.minimal = &minimal;
	}
	if (json)
		put_json(f, &tb);
	else
		put_text(f, &tb);
	rc = 0;
out:
	free(kids);
	free(tb.rows);
	return rc;
}
