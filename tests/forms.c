/*
 * forms.c: properties of every formulation, move order and cutoff rule over
 * random trees (ties, MIN roots, irregular branching), and Knuth and Moore's
 * minimal tree on uniform trees with distinct leaves.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "tap.h"
#include "code.h"
#include "dot.h"
#include "fmt.h"
#include "json.h"
#include "log.h"
#include "randtree.h"
#include "steps.h"
#include "trace.h"
#include "tree.h"

#define NTREES 1500
#define NUNIFORM 400

/* The formulations, as compare lists them. */
enum form {
	F_MINIMAX, F_NEGAMAX, F_AB, F_AB_HARD, F_NEG_HARD, F_NEG_SOFT, F_PVS,
	F_MTDF, NFORM
};

static const struct {
	enum algo algo;
	int soft;
} forms[NFORM] = {
	{ ALGO_MINIMAX, 0 }, { ALGO_NEGAMAX, 0 }, { ALGO_ALPHABETA, 0 },
	{ ALGO_ALPHABETA_HARD, 0 }, { ALGO_NEGAMAX_AB, 0 },
	{ ALGO_NEGAMAX_AB, 1 }, { ALGO_PVS, 0 }, { ALGO_MTDF, 0 },
};

enum prop {
	P_VALUE, P_NEG_SETS, P_HARD_SOFT, P_GT_GE, P_HARD_WINDOW, P_BOUNDS,
	P_DEPTH, P_WINDOW, P_EMIT, P_UPDATE, P_STEPS, P_KM, P_WORST, NPROP
};

static const char *const prop_name[NPROP] = {
	"every formulation, order and cutoff rule returns the minimax value",
	"MAX/MIN and negamax visit the same nodes (same order and rule; "
	    "fail-hard under gt only where players alternate)",
	"under ge, fail-hard and fail-soft visit the same nodes",
	"cutting only on alpha > beta never visits fewer nodes than >=",
	"fail-hard returns stay inside the window (seed 004), or on the "
	    "right side of it (seed 000)",
	"every returned value is exact inside its window, a bound outside "
	    "(unless fail-hard under gt met an empty window)",
	"depth-limited and iterative searches return the horizon value",
	"aspiration windows return the value, re-searching only on a fail",
	"DOT, log and JSON emit for every formulation, stating the value",
	"--update after (AIMA, CS188) searches the same nodes to the same "
	    "value, and never raises a cut node's own bound",
	"every step of every formulation runs a line of its pseudocode, "
	    "with the stack from the root to the step's node",
	"best-first alpha-beta evaluates exactly b^ceil(d/2) + b^floor(d/2) - 1 "
	    "leaves on uniform trees with distinct leaves",
	"no formulation under any order evaluates fewer leaves than that "
	    "minimal tree",
};

struct result {
	struct trace tr;
	struct summary *s;
};

static int
run(const struct tree *t, const struct search_cfg *cfg, struct result *r)
{
	memset(&r->tr, 0, sizeof(r->tr));
	r->s = NULL;
	if (ab_search(t, cfg, &r->tr) != 0)
		return -1;
	r->s = trace_summarize(t, &r->tr);
	return r->s != NULL ? 0 : -1;
}

static void
release(struct result *r)
{
	trace_summary_free(r->s);
	trace_release(&r->tr);
}

static int
same_nodes(const struct tree *t, const struct summary *a,
    const struct summary *b)
{
	int i;

	for (i = 0; i < t->n; i++)
		if ((a->info[i].order > 0) != (b->info[i].order > 0))
			return 0;
	return 1;
}

/* Whether the side to move changes at every ply. */
static int
alternates(const struct tree *t)
{
	int i;

	for (i = 1; i < t->n; i++)
		if (!tree_turns(t, i))
			return 0;
	return 1;
}

/* The fail-soft guarantee, in each node's own view (last visit). */
static int
bounds_hold(const struct tree *t, const struct summary *s)
{
	int i, ok = 1;

	for (i = 0; i < t->n; i++) {
		const struct node_info *in = &s->info[i];
		double real = s->minimax[i];

		if (in->order == 0 || in->bound == BOUND_NONE)
			continue;
		if (in->value <= in->alpha_in)
			ok &= real <= in->value;
		else if (in->value >= in->beta_in)
			ok &= real >= in->value;
		else
			ok &= real == in->value;
	}
	return ok;
}

static int
hard_window(const struct tree *t, const struct summary *s, int negamax)
{
	int i, ok = 1;

	for (i = 0; i < t->n; i++) {
		const struct node_info *in = &s->info[i];

		if (in->order == 0 || t->node[i].nkids == 0)
			continue;
		if (negamax)
			ok &= in->alpha_in <= in->value && in->value <= in->beta_in;
		else if (tree_player(t, i) == PLAYER_MAX)
			ok &= in->value >= in->alpha_in;
		else
			ok &= in->value <= in->beta_in;
	}
	return ok;
}

/*
 * Under --update after a cut is tested before the node's own bound moves,
 * so the window recorded at a cut never meets the cut rule itself (the
 * cutting child did not raise alpha); only the tested v does.
 */
static int
test_first_cuts(const struct tree *t, const struct summary *s, int gt)
{
	int k, ok = 1;

	for (k = 0; k < s->ncut; k++) {
		const struct cutoff *cu = &s->cut[k];
		int maxnode = tree_player(t, cu->node) == PLAYER_MAX;
		double lo = maxnode ? cu->beta : cu->v;	/* the test: hi vs lo */
		double hi = maxnode ? cu->v : cu->alpha;

		ok &= gt ? hi > lo : hi >= lo;
		ok &= gt ? !(cu->alpha > cu->beta) : !(cu->alpha >= cu->beta);
	}
	return ok;
}

/* The step model: one step per numbered event, each at a line of the
   formulation's text, its stack running root to node. */
static int
steps_hold(const struct tree *t, const struct result *r)
{
	struct steps *m = steps_new(t, &r->tr, r->s);
	long k;
	int ok = m != NULL && m->n == r->s->steps;

	for (k = 0; ok && k < m->n; k++) {
		const struct step *st = &m->step[k];
		const struct frame *fr = &m->frame[st->frame];
		int i, a = st->node;

		ok &= st->line[0] >= 1 && st->line[0] <= m->code->nlines &&
		    st->len > 0;
		for (i = st->depth; ok && i >= 0; i--, a = t->node[a].parent)
			ok &= fr[i].node == a;
		ok &= a == TREE_NONE;
	}
	steps_free(m);
	return ok;
}

/* Every emitter runs; the log states the root's value. */
static int
emits(const struct tree *t, const struct result *r)
{
	char *buf = NULL, want[96], num[FMT_NUM_MAX];
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	int ok;

	if (f == NULL)
		return 0;
	ok = dot_emit(f, t, &r->tr, r->s) == 0 && log_emit(f, t, &r->tr,
	    r->s) == 0 && json_emit(f, t, &r->tr, r->s) == 0;
	fclose(f);
	snprintf(want, sizeof(want), "value at the root (%s to move): %s\n",
	    tree_player(t, 0) == PLAYER_MAX ? "MAX" : "MIN",
	    fmt_num(r->tr.result, num));
	ok &= buf != NULL && strstr(buf, want) != NULL;
	free(buf);
	return ok;
}

static void
check_tree(const struct tree *t, long *held, long *tried)
{
	struct search_cfg cfg;
	struct result r[NFORM], gt[NFORM];
	double *hv = malloc((size_t)t->n * sizeof(*hv)), v;
	int o, f, ok[NPROP], d;

	memset(&cfg, 0, sizeof(cfg));
	memset(ok, 0, sizeof(ok));
	for (f = 0; f < NPROP; f++)
		ok[f] = 1;
	tree_minimax(t, -1, hv);
	v = hv[0];
	for (o = 0; o < ORDER_N; o++) {
		cfg.order = (enum order)o;
		cfg.depth = -1;
		for (f = 0; f < NFORM; f++) {
			cfg.algo = forms[f].algo;
			cfg.fail_soft = forms[f].soft;
			cfg.cutoff = CUT_GE;
			ok[P_VALUE] &= run(t, &cfg, &r[f]) == 0 &&
			    r[f].tr.result == v;
			cfg.cutoff = CUT_GT;
			ok[P_VALUE] &= run(t, &cfg, &gt[f]) == 0 &&
			    gt[f].tr.result == v;
			if (r[f].s == NULL || gt[f].s == NULL)
				goto next;
			ok[P_BOUNDS] &= bounds_hold(t, r[f].s) &&
			    bounds_hold(t, gt[f].s);
		}
		/*
		 * Where a side moves twice, seed 004's fail-hard child hands
		 * up exactly its parent's beta where seed 000's hands up its
		 * own alpha, above it: the same cut under ge, none under gt.
		 */
		ok[P_NEG_SETS] &= same_nodes(t, r[F_MINIMAX].s, r[F_NEGAMAX].s) &&
		    same_nodes(t, r[F_AB].s, r[F_NEG_SOFT].s) &&
		    same_nodes(t, r[F_AB_HARD].s, r[F_NEG_HARD].s) &&
		    same_nodes(t, gt[F_AB].s, gt[F_NEG_SOFT].s) &&
		    (!alternates(t) ||
		    same_nodes(t, gt[F_AB_HARD].s, gt[F_NEG_HARD].s));
		ok[P_HARD_SOFT] &= same_nodes(t, r[F_AB].s, r[F_AB_HARD].s) &&
		    same_nodes(t, r[F_NEG_HARD].s, r[F_NEG_SOFT].s);
		for (f = F_AB; f <= F_NEG_SOFT; f++)
			ok[P_GT_GE] &= gt[f].s->nvisited >= r[f].s->nvisited;
		ok[P_HARD_WINDOW] &= hard_window(t, r[F_NEG_HARD].s, 1) &&
		    hard_window(t, gt[F_NEG_HARD].s, 1) &&
		    hard_window(t, r[F_AB_HARD].s, 0) &&
		    hard_window(t, gt[F_AB_HARD].s, 0);
		if (o == ORDER_LTR || o == ORDER_EVAL)
			for (f = 0; f < NFORM; f++) {
				ok[P_EMIT] &= emits(t, &r[f]) && emits(t, &gt[f]);
				ok[P_STEPS] &= steps_hold(t, &r[f]) &&
				    steps_hold(t, &gt[f]);
			}
		/* AIMA's order against seed 001's, under both rules */
		cfg.algo = ALGO_ALPHABETA;
		cfg.fail_soft = 0;
		cfg.update_after = 1;
		for (d = 0; d < 2; d++) {
			struct result ua;
			struct result *base = d == 0 ? &r[F_AB] : &gt[F_AB];

			cfg.cutoff = d == 0 ? CUT_GE : CUT_GT;
			ok[P_UPDATE] &= run(t, &cfg, &ua) == 0 &&
			    ua.tr.result == v && same_nodes(t, ua.s, base->s) &&
			    ua.s->ncut == base->s->ncut &&
			    test_first_cuts(t, ua.s, d) && steps_hold(t, &ua);
			release(&ua);
		}
		cfg.update_after = 0;
next:
		for (f = 0; f < NFORM; f++) {
			release(&r[f]);
			release(&gt[f]);
		}
	}

	/* a depth limit, alone and with iterative deepening */
	d = 1 + (int)rnd((unsigned)t->height);
	tree_minimax(t, d, hv);
	cfg.order = ORDER_LTR;
	for (f = F_MINIMAX; f < NFORM; f++) {
		cfg.algo = forms[f].algo;
		cfg.fail_soft = forms[f].soft;
		cfg.depth = d;
		cfg.iterative = 0;
		ok[P_DEPTH] &= run(t, &cfg, &r[0]) == 0 && r[0].tr.result == hv[0];
		if (f == F_PVS || f == F_MTDF) {
			ok[P_EMIT] &= r[0].s != NULL && emits(t, &r[0]);
			ok[P_STEPS] &= r[0].s != NULL && steps_hold(t, &r[0]);
		}
		release(&r[0]);
		cfg.iterative = 1;
		ok[P_DEPTH] &= run(t, &cfg, &r[0]) == 0 && r[0].tr.result == hv[0] &&
		    r[0].s->npass >= d;
		if (f == F_AB) {
			ok[P_EMIT] &= r[0].s != NULL && emits(t, &r[0]);
			ok[P_STEPS] &= r[0].s != NULL && steps_hold(t, &r[0]);
		}
		release(&r[0]);
	}

	/* an aspiration window somewhere around the value */
	cfg.depth = -1;
	cfg.iterative = 0;
	cfg.window = 1;
	cfg.lo = v - 3 + (double)rnd(6);
	cfg.hi = cfg.lo + 1 + (double)rnd(4);
	for (f = F_AB; f <= F_PVS; f++) {
		int inside = cfg.lo < v && v < cfg.hi;

		cfg.algo = forms[f].algo;
		cfg.fail_soft = forms[f].soft;
		ok[P_WINDOW] &= run(t, &cfg, &r[0]) == 0 && r[0].tr.result == v &&
		    (r[0].s->npass == 1) == inside;
		if (f == F_NEG_HARD) {
			ok[P_EMIT] &= r[0].s != NULL && emits(t, &r[0]);
			ok[P_STEPS] &= r[0].s != NULL && steps_hold(t, &r[0]);
		}
		release(&r[0]);
	}
	for (f = 0; f <= P_STEPS; f++) {
		held[f] += ok[f];
		tried[f]++;
	}
	free(hv);
}

/* A uniform tree: every interior node has b children, leaves at depth d,
   leaf values a random permutation of 0..leaves-1 (all distinct). */
static struct tree *
uniform_tree(int b, int d)
{
	struct tree *t = calloc(1, sizeof(*t));
	int i, n = 0, level = 1, k, first_leaf, nl;

	for (i = 0; i <= d; i++, level *= b)
		n += level;
	t->name = strdup("uniform");
	t->node = calloc((size_t)n, sizeof(*t->node));
	t->root_player = rnd(2) ? PLAYER_MAX : PLAYER_MIN;
	t->n = n;
	t->height = d;
	t->node[0].parent = TREE_NONE;
	for (i = 0, k = 1; i < n; i++) {
		struct tree_node *nd = &t->node[i];
		int c;

		if (nd->depth == d) {
			nd->first = TREE_NONE;
			continue;
		}
		nd->first = k;
		nd->nkids = b;
		for (c = 0; c < b; c++, k++) {
			t->node[k].parent = i;
			t->node[k].depth = (unsigned short)(nd->depth + 1);
		}
	}
	first_leaf = n - level / b;
	nl = n - first_leaf;
	t->nleaves = nl;
	for (i = 0; i < nl; i++)
		t->node[first_leaf + i].v = i;
	for (i = nl - 1; i > 0; i--) {	/* Fisher-Yates */
		int j = (int)rnd((unsigned)i + 1);
		double x = t->node[first_leaf + i].v;

		t->node[first_leaf + i].v = t->node[first_leaf + j].v;
		t->node[first_leaf + j].v = x;
	}
	return t;
}

static void
check_uniform(long *held, long *tried)
{
	struct search_cfg cfg;
	struct result r;
	int b = 2 + (int)rnd(3), d = 1, f, o, ok = 1, all = 1;
	long km, hi = 1, lo = 1, full = 1;
	struct tree *t;

	while (full * b * b <= 3000 && rnd(4) != 0) {
		full *= b;
		d++;
	}
	full *= b;
	for (f = 0; f < (d + 1) / 2; f++)
		hi *= b;
	for (f = 0; f < d / 2; f++)
		lo *= b;
	km = hi + lo - 1;
	t = uniform_tree(b, d);
	memset(&cfg, 0, sizeof(cfg));
	cfg.depth = -1;
	for (f = F_AB; f <= F_PVS; f++) {
		cfg.algo = forms[f].algo;
		cfg.fail_soft = forms[f].soft;
		cfg.order = ORDER_BEST;
		ok &= run(t, &cfg, &r) == 0 && r.s->leaf_evals == km;
		release(&r);
	}
	for (f = F_AB; f < NFORM; f++) {
		cfg.algo = forms[f].algo;
		cfg.fail_soft = forms[f].soft;
		for (o = 0; o < ORDER_N; o++) {
			cfg.order = (enum order)o;
			all &= run(t, &cfg, &r) == 0 && r.s->leaf_evals >= km &&
			    r.s->leaf_evals <= (f == F_AB ? full : 4 * full);
			release(&r);
		}
	}
	held[P_KM] += ok;
	held[P_WORST] += all;
	tried[P_KM]++;
	tried[P_WORST]++;
	tree_free(t);
}

int
main(void)
{
	long held[NPROP], tried[NPROP];
	int k, ntrees;

	memset(held, 0, sizeof(held));
	memset(tried, 0, sizeof(tried));
	ntrees = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) : NTREES;
	for (k = 0; k < ntrees; k++) {
		struct tree *t = random_tree();

		check_tree(t, held, tried);
		tree_free(t);
	}
	for (k = 0; k < NUNIFORM; k++)
		check_uniform(held, tried);
	for (k = 0; k < NPROP; k++)
		CHECK(held[k] == tried[k], "%s (%ld of %ld trees)", prop_name[k],
		    held[k], tried[k]);
	return check_failed ? 1 : 0;
}
