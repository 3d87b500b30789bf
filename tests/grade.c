/*
 * tests/grade.c: properties of abviz check on random trees (randtree.h),
 * under random course conventions:
 *
 *   - the answer a search gives (everything its JSON result says: value,
 *     best move, path, pruned nodes, cutoffs with windows, every node's
 *     value or bound, windows and case) scores full marks under that search
 *     and is not diagnosed;
 *   - the answer of each misconception's search, when it is not also the
 *     course's, is diagnosed as that misconception (among others that give
 *     the same answer);
 *   - one node's value changed costs exactly that node's share of its item;
 *   - no score leaves [0, total], no credit leaves [0, 1].
 *
 * The answers are built here from the searches' summaries, not parsed, so
 * this tests the grading alone (tests/check.sh tests the files).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "answer.h"
#include "check.h"
#include "randtree.h"
#include "tap.h"

#define NTREES 400

enum {
	P_FULL, P_NOT_DIAGNOSED, P_MISCONCEPTION, P_LIGHT, P_EDIT, P_RANGE,
	NPROP
};

static const char *const prop_name[NPROP] = {
	"the search's own answer scores full marks",
	"a fully right answer is not diagnosed",
	"each misconception's answer is diagnosed as it",
	"each misconception's value, best move and pruned set alone (graded "
	    "through a search counted, not recorded) is diagnosed as it",
	"one value changed costs exactly its share of the node's item",
	"scores stay in [0, total] and credits in [0, 1]",
};

static struct ans_fact *
add(struct answer *a, enum ans_kind kind)
{
	struct ans_fact *f = &a->fact[a->n++];

	memset(f, 0, sizeof(*f));
	f->kind = kind;
	f->node = f->after = TREE_NONE;
	f->line = a->n;
	f->col = 1;
	return f;
}

static void
list(struct ans_fact *f, const int *ids, int n)
{
	f->list = malloc((size_t)(n + 1) * sizeof(*f->list));
	memcpy(f->list, ids, (size_t)n * sizeof(*ids));
	f->nlist = n;
}

/* What the search of t under cfg says, as a complete answer. */
static struct answer *
answer_of(const struct tree *t, const struct search_cfg *cfg)
{
	struct answer *a = calloc(1, sizeof(*a));
	struct trace tr;
	struct summary *s;
	struct ans_fact *f;
	int *pruned = malloc((size_t)t->n * sizeof(*pruned));
	unsigned char *out = calloc((size_t)t->n, 1);
	int i, j, np = 0;

	memset(&tr, 0, sizeof(tr));
	if (ab_search(t, cfg, &tr) != 0 || (s = trace_summarize(t, &tr)) == NULL)
		abort();
	a->file = strdup("answer");
	a->fact = calloc((size_t)(2 * t->n + s->ncut + 8), sizeof(*a->fact));
	add(a, ANS_VALUE)->value = tr.result;
	if (s->npv > 1)
		add(a, ANS_BEST)->node = s->pv[1];
	list(add(a, ANS_PV), s->pv, s->npv);
	/* pruned: never searched; the cut-child student also crosses out
	   the child that made each cut, and so a node whose every child it
	   crosses out */
	for (i = t->n - 1; i >= 0; i--) {
		int all = t->node[i].nkids > 0 && i > 0;

		for (j = 0; j < t->node[i].nkids && all; j++)
			all = out[t->node[i].first + j];
		out[i] = (s->info[i].order == 0 || (cfg->mistake ==
		    MISTAKE_CUT_CHILD && (s->info[i].cutoff >= 0 || all))) &&
		    !trace_beyond(&tr, t, i);
	}
	for (i = 0; i < t->n; i++)
		if (out[i])
			pruned[np++] = i;
	list(add(a, ANS_PRUNED), pruned, np);
	if (s->ncut == 0)
		add(a, ANS_CUTOFF);	/* "cutoffs: none" */
	for (i = 0; i < s->ncut; i++) {
		f = add(a, ANS_CUTOFF);
		f->node = s->cut[i].node;
		f->after = s->cut[i].after;
		f->alpha = s->cut[i].alpha;
		f->beta = s->cut[i].beta;
		f->has = HAS_AFTER | HAS_ALPHA | HAS_BETA;
	}
	for (i = 0; i < t->n; i++) {
		const struct node_info *in = &s->info[i];

		if (in->order == 0 || out[i])
			continue;
		f = add(a, ANS_NODE);
		f->node = i;
		f->value = in->value;
		f->bound = in->bound == BOUND_NONE ? BOUND_EXACT : in->bound;
		f->alpha = in->alpha_out;
		f->beta = in->beta_out;
		f->alpha_in = in->alpha_in;
		f->beta_in = in->beta_in;
		f->kase = in->kase;
		f->has = HAS_VALUE | HAS_ALPHA | HAS_BETA | HAS_ALPHA_IN |
		    HAS_BETA_IN | (in->kase ? HAS_CASE : 0);
	}
	free(pruned);
	free(out);
	trace_summary_free(s);
	trace_release(&tr);
	return a;
}

static int
in_range(const struct grade *g)
{
	int i;

	if (g->score < 0 || g->score > g->total + 1e-9)
		return 0;
	for (i = 0; i < g->n; i++)
		if (g->item[i].credit < 0 || g->item[i].credit > 1)
			return 0;
	return 1;
}

/*
 * A course: one of the formulations, and now and then a search of several
 * passes (iterative deepening, an aspiration window, MTD(f), PVS), where
 * "pruned" means never searched in any pass and a node may be searched at
 * an early horizon without its children.
 */
static void
random_cfg(struct search_cfg *cfg, const struct tree *t)
{
	static const enum algo algos[] = {
		ALGO_ALPHABETA, ALGO_ALPHABETA_HARD, ALGO_NEGAMAX_AB,
		ALGO_ALPHABETA, ALGO_PVS, ALGO_MTDF
	};
	static const enum order orders[] = { ORDER_LTR, ORDER_RTL, ORDER_BEST };

	memset(cfg, 0, sizeof(*cfg));
	cfg->algo = algos[rnd(6)];
	cfg->fail_soft = (int)rnd(2);
	cfg->cutoff = rnd(2) ? CUT_GT : CUT_GE;
	cfg->order = orders[rnd(3)];
	cfg->update_after = (int)rnd(2);
	cfg->depth = -1;
	switch (rnd(4)) {
	case 0:
		cfg->iterative = 1;
		cfg->depth = t->height;
		break;
	case 1:
		cfg->window = 1;
		cfg->lo = (double)rnd(6) - 4;
		cfg->hi = cfg->lo + 1 + (double)rnd(4);
		break;
	default:
		break;
	}
}

static void
check_tree(struct tree *t, long *held, long *tried)
{
	static const double weights[ANS_NKINDS] = { 1, 1, 1, 1, 1, 1, 1, 1 };
	struct search_cfg cfg;
	struct checker *c;
	struct answer *a;
	struct grade g;
	char err[256];
	int m, ok_mis = 1, ok_light = 1, range = 1;

	random_cfg(&cfg, t);
	if ((c = checker_new(t, &cfg, err, sizeof(err))) == NULL)
		abort();
	a = answer_of(t, &cfg);
	if (check_grade(c, a, weights, &g) != 0)
		abort();
	held[P_FULL] += g.score == g.total && g.n > 0;
	held[P_NOT_DIAGNOSED] += !g.diagnosed && g.nmatch == 0;
	range &= in_range(&g);
	grade_free(&g);

	/* one interior node's value changed: its item loses one part */
	{
		int k, parts = 0;

		for (k = a->n - 1; k >= 0; k--)
			if (a->fact[k].kind == ANS_NODE &&
			    t->node[a->fact[k].node].nkids > 0)
				break;
		if (k >= 0) {
			unsigned has = a->fact[k].has;

			a->fact[k].value += 1000;
			for (; has != 0; has &= has - 1)
				parts++;
			if (check_grade(c, a, weights, &g) != 0)
				abort();
			held[P_EDIT] += fabs(g.score - (g.total - 1.0 / parts)) < 1e-9;
			range &= in_range(&g);
			grade_free(&g);
		} else {
			held[P_EDIT]++;	/* no interior node searched: vacuous */
		}
	}
	answer_free(a);

	for (m = 0; m < nmisconceptions; m++) {
		struct search_cfg mc = cfg;
		struct tree mt = *t;
		int i, found = 0;

		if (misconceptions[m].apply(&mc, &mt.root_player) != 0)
			continue;
		a = answer_of(&mt, &mc);
		if (check_grade(c, a, weights, &g) != 0)
			abort();
		range &= in_range(&g);
		if (g.score < g.total) {
			tried[m]++;
			for (i = 0; i < g.nmatch; i++)
				found |= g.match[i] == m;
			if (!found) {
				ok_mis = 0;
				printf("# %s's answer not diagnosed as it (%s)\n",
				    misconceptions[m].name, algo_name[cfg.algo]);
			}
		}
		grade_free(&g);
		/* the same answer cut to its value, best move and pruned set:
		   the facts a counted search answers */
		for (i = found = 0; i < a->n; i++)
			if (a->fact[i].kind == ANS_VALUE || a->fact[i].kind ==
			    ANS_BEST || a->fact[i].kind == ANS_PRUNED)
				a->fact[found++] = a->fact[i];
			else
				free(a->fact[i].list);
		a->n = found;
		if (check_grade(c, a, weights, &g) != 0)
			abort();
		if (g.score < g.total && a->n >= 2) {
			for (i = found = 0; i < g.nmatch; i++)
				found |= g.match[i] == m;
			if (!found) {
				ok_light = 0;
				printf("# %s's value and pruned set not diagnosed "
				    "as it (%s)\n", misconceptions[m].name,
				    algo_name[cfg.algo]);
			}
		}
		grade_free(&g);
		answer_free(a);
	}
	held[P_MISCONCEPTION] += ok_mis;
	held[P_LIGHT] += ok_light;
	held[P_RANGE] += range;
	checker_free(c);
}

int
main(void)
{
	long held[NPROP], tried[32];
	int k, ntrees;

	memset(held, 0, sizeof(held));
	memset(tried, 0, sizeof(tried));
	ntrees = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) : NTREES;
	for (k = 0; k < ntrees; k++) {
		struct tree *t = random_tree();

		check_tree(t, held, tried);
		tree_free(t);
	}
	for (k = 0; k < NPROP; k++)
		CHECK(held[k] == ntrees, "%s (%ld of %d trees)", prop_name[k],
		    held[k], ntrees);
	/* each misconception was put to the test on some tree */
	for (k = 0; k < nmisconceptions; k++)
		CHECK(tried[k] > 0 || ntrees < 100 || misconceptions[k].chance,
		    "misconception %s: its answer "
		    "differed from the course's on %ld trees, and was named each "
		    "time", misconceptions[k].name, tried[k]);
	return check_failed ? 1 : 0;
}
