/*
 * prop.c: properties of the traced search over thousands of random trees
 * (fixed seed, so every run checks the same trees): branching 1..4, depth
 * up to 7, irregular shapes, many ties, MIN at the root half the time.
 * Every emitter also runs over every tree, so the sanitizers see them all.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "tap.h"
#include "randtree.h"
#include "dot.h"
#include "fmt.h"
#include "json.h"
#include "log.h"
#include "trace.h"
#include "tree.h"

#define NTREES 3000

/* Is node i inside the part of the tree that cutoff c pruned? */
static int
under_cut(const struct tree *t, const struct cutoff *c, int i)
{
	for (; t->node[i].parent != TREE_NONE; i = t->node[i].parent)
		if (t->node[i].parent == c->node)
			return i > c->after;
	return 0;
}

/* The properties, each counted over all trees. */
enum prop {
	P_VALUE, P_PARTITION, P_UNDER, P_BOUNDS, P_CASES, P_ORDER, P_PV,
	P_MINIMAX, P_EMIT, NPROP
};

static const char *const prop_name[NPROP] = {
	"alpha-beta's root value equals minimax's",
	"visited and pruned partition the tree",
	"every pruned node lies under a recorded cutoff",
	"fail-soft bounds hold at every node",
	"case 1 is exact, case 2 cuts the parent",
	"parents are entered before children",
	"the principal variation keeps the root value to a leaf",
	"minimax visits all nodes and every value is exact",
	"DOT, log and JSON emit, stating the root value",
};

static void
check_tree(const struct tree *t, long *held)
{
	struct search_cfg cfg;
	struct trace ab, mm;
	struct summary *s, *m;
	int i, ok;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	memset(&ab, 0, sizeof(ab));
	memset(&mm, 0, sizeof(mm));
	memset(&cfg, 0, sizeof(cfg));
	cfg.depth = -1;
	cfg.algo = ALGO_ALPHABETA;
	ab_search(t, &cfg, &ab);
	cfg.algo = ALGO_MINIMAX;
	ab_search(t, &cfg, &mm);
	s = trace_summarize(t, &ab);
	m = trace_summarize(t, &mm);

	/* alpha-beta's root value is minimax's */
	held[P_VALUE] += s->info[0].value == s->minimax[0] &&
	    m->info[0].value == s->minimax[0];

	/* visited and pruned partition the tree */
	ok = 1;
	for (i = 0; i < t->n; i++)
		ok &= (s->info[i].order > 0) != (s->info[i].cutoff >= 0);
	held[P_PARTITION] += ok;

	/* every pruned node lies under the cutoff that names it */
	ok = 1;
	for (i = 0; i < t->n; i++)
		if (s->info[i].order == 0)
			ok &= under_cut(t, &s->cut[s->info[i].cutoff], i);
	held[P_UNDER] += ok;

	/*
	 * Fail-soft: v <= alpha_in means real <= v, v >= beta_in means
	 * real >= v, in between it is exact.
	 */
	ok = 1;
	for (i = 0; i < t->n; i++) {
		const struct node_info *in = &s->info[i];
		double real = s->minimax[i];

		if (in->order == 0)
			continue;
		if (in->value <= in->alpha_in)
			ok &= real <= in->value && in->bound != BOUND_LOWER;
		else if (in->value >= in->beta_in)
			ok &= real >= in->value && in->bound != BOUND_UPPER;
		else
			ok &= real == in->value && in->bound == BOUND_EXACT;
	}
	held[P_BOUNDS] += ok;

	/* case 1 is exact; case 2 is followed by the parent's cutoff */
	ok = 1;
	for (i = 1; i < t->n; i++) {
		const struct node_info *in = &s->info[i];
		int k, cut = 0;

		if (in->order == 0 || t->node[i].nkids == 0)
			continue;
		ok &= in->kase >= 1 && in->kase <= 3;
		ok &= (in->kase == 1) == (in->bound == BOUND_EXACT);
		for (k = 0; k < s->ncut; k++)
			cut |= s->cut[k].node == t->node[i].parent &&
			    s->cut[k].after == i;
		if (in->kase == 2)
			ok &= cut;
	}
	held[P_CASES] += ok;

	/* a parent is entered before its children */
	ok = 1;
	for (i = 1; i < t->n; i++)
		if (s->info[i].order > 0)
			ok &= s->info[t->node[i].parent].order < s->info[i].order;
	held[P_ORDER] += ok;

	/* the principal variation runs root to leaf through the root's value */
	ok = s->npv >= 1 && t->node[s->pv[s->npv - 1]].nkids == 0;
	for (i = 0; i < s->npv; i++)
		ok &= s->minimax[s->pv[i]] == s->minimax[0];
	held[P_PV] += ok;

	/* minimax visits everything, cuts nothing, and every value is exact */
	ok = m->nvisited == t->n && m->ncut == 0;
	for (i = 0; i < t->n; i++)
		ok &= m->info[i].value == m->minimax[i] && m->info[i].bound ==
		    BOUND_EXACT;
	held[P_MINIMAX] += ok;

	/*
	 * Every emitter runs; the log and the JSON state the root's value,
	 * and the diagram has one node statement per tree node.
	 */
	if ((f = open_memstream(&buf, &len)) != NULL) {
		char want[96], num[FMT_NUM_MAX];

		ok = dot_emit(f, t, &ab, s) == 0 && log_emit(f, t, &ab, s) == 0 &&
		    json_emit(f, t, &mm, m) == 0;
		fclose(f);
		fmt_num(s->minimax[0], num);
		snprintf(want, sizeof(want), "\n  \"value\": %s,\n", num);
		ok &= buf != NULL && strstr(buf, want) != NULL;
		snprintf(want, sizeof(want), "value at the root (%s to move): "
		    "%s\n", t->root_player == PLAYER_MAX ? "MAX" : "MIN", num);
		ok &= buf != NULL && strstr(buf, want) != NULL;
		snprintf(want, sizeof(want), "\n  n%d [id=\"n%d\", shape=", t->n - 1,
		    t->n - 1);
		ok &= buf != NULL && strstr(buf, want) != NULL;
		held[P_EMIT] += ok;
		free(buf);
	}
	trace_summary_free(s);
	trace_summary_free(m);
	trace_release(&ab);
	trace_release(&mm);
}

int
main(void)
{
	long held[NPROP];
	int k, ntrees;

	memset(held, 0, sizeof(held));
	ntrees = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) : NTREES;
	for (k = 0; k < ntrees; k++) {
		struct tree *t = random_tree();

		check_tree(t, held);
		tree_free(t);
	}
	for (k = 0; k < NPROP; k++)
		CHECK(held[k] == ntrees, "%s (%ld of %d trees)", prop_name[k],
		    held[k], ntrees);
	return check_failed ? 1 : 0;
}
