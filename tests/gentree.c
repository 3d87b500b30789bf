/*
 * gentree.c: unit tests for gen.c: the generator gives the same numbers on
 * every machine, the shapes and values stay within what was asked, and
 * gen_cut_deep tells seed 000's deep cutoff from its shallow ones.
 * Run from the top of the repository (it reads trees/).
 */
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "gen.h"
#include "load.h"
#include "tap.h"

/*
 * The first draws of seeds 0 and 42, worked out apart from abviz by a
 * ten-line Python transcription of splitmix64 and xorshift64* (the
 * published constants, arithmetic mod 2^64).
 */
static void
test_rng(void)
{
	static const uint64_t want[2][3] = {
		{ 0x7bbcb40d550682d0u, 0xde7fe413d00cc9fdu, 0xb3c638353c668c91u },
		{ 0x31b0ece7c4f697a2u, 0x9008a3b1cb686f03u, 0x7c7173abd97be16fu },
	};
	static const uint64_t seeds[2] = { 0, 42 };
	struct gen_rng r;
	int s, i, lo = 0, hi = 0, seen[7] = { 0 }, all = 1;

	for (s = 0; s < 2; s++) {
		gen_rng_seed(&r, seeds[s]);
		for (i = 0; i < 3; i++)
			CHECK(gen_rng_next(&r) == want[s][i], "seed %d: draw %d as "
			    "computed apart", (int)seeds[s], i + 1);
	}
	/* 7000 draws in [-3, 3]: every number comes, none outside */
	gen_rng_seed(&r, 7);
	for (i = 0; i < 7000; i++) {
		long long x = gen_rng_between(&r, -3, 3);

		lo += x < -3;
		hi += x > 3;
		if (x >= -3 && x <= 3)
			seen[x + 3]++;
	}
	for (i = 0; i < 7; i++)
		all = all && seen[i] > 0;
	CHECK(lo == 0 && hi == 0 && all, "between(-3, 3) stays in range and "
	    "reaches every number");
}

/* Seed 000 (tests/check.sh's header): C, E and I cut on a sibling's
   value; K and L on the 3 H raised three levels up (J, their parent,
   never raised alpha: K returned <= 2).  L cuts after its last child, so
   it prunes nothing and gen_facts does not count it. */
static void
test_deep(void)
{
	struct search_cfg cfg;
	struct trace tr;
	struct summary *s;
	struct gen_want w;
	struct gen_facts f;
	struct tree *t;
	char err[256], id[TREE_ID_MAX], deep[64] = "", shallow[64] = "";
	int k;

	if ((t = load_tree("trees/seed000.json", err, sizeof(err))) == NULL) {
		CHECK(0, "load seed000: %s", err);
		return;
	}
	memset(&cfg, 0, sizeof(cfg));
	cfg.algo = ALGO_ALPHABETA;
	cfg.depth = -1;
	memset(&tr, 0, sizeof(tr));
	if (ab_search(t, &cfg, &tr) == 0 && (s = trace_summarize(t, &tr)) != NULL) {
		for (k = 0; k < s->ncut; k++)
			strcat(gen_cut_deep(t, &tr, &s->cut[k]) ? deep : shallow,
			    tree_id(t, s->cut[k].node, id));
		CHECK(strcmp(deep, "KL") == 0 && strcmp(shallow, "CEI") == 0,
		    "seed 000: deep K L, shallow C E I (got deep %s, shallow %s)",
		    deep, shallow);
		trace_summary_free(s);
	}
	trace_release(&tr);
	/* C, E, K, I prune (L only after its last child); leaves C2 G1 G2
	   K2 N1 N2 are pruned, 6 of 12 */
	memset(&w, 0, sizeof(w));
	w.min_share = w.max_share = -1;
	w.differ_order[0] = w.differ_order[1] = -1;
	w.min_cutoffs = 4;
	w.deep = 1;
	w.min_share = w.max_share = 50;
	CHECK(gen_facts(t, &cfg, &w, &f) == 0 && f.cutoffs == 4 && f.deep == 1 &&
	    f.pruned_leaves == 6 && f.nleaves == 12 && gen_unmet(&w, &f) == 0,
	    "seed 000: 4 pruning cutoffs, 1 deep, 6 of 12 leaves pruned");
	w.min_cutoffs = 5;
	CHECK(gen_unmet(&w, &f) == 1u << GEN_G_CUTOFFS, "seed 000 misses "
	    "--min-cutoffs 5 and only that");
	tree_free(t);
}

/* Drawn trees keep to the shape and the values asked for. */
static void
test_shapes(void)
{
	struct gen_shape sh = { 3, 1, 3, -2, 2, PLAYER_MIN, GEN_DISTINCT };
	struct gen_rng r;
	int i, k, ok = 1, skipped = 0;

	gen_rng_seed(&r, 5);
	sh.vmin = -20;
	sh.vmax = 20;
	for (i = 0; i < 200; i++) {
		char err[256], *text = NULL;
		size_t len = 0;
		FILE *m = open_memstream(&text, &len);
		struct tree *t = NULL;
		int rc = gen_tree(m, &r, &sh, "t", "d");

		fclose(m);
		if (rc == 1) {
			skipped++;
		} else if (rc != 0 || (t = load_tree_mem("t", text, len, err,
		    sizeof(err))) == NULL) {
			ok = 0;
		} else {
			ok = ok && t->height == 3 && t->root_player == PLAYER_MIN;
			for (k = 0; k < t->n; k++) {
				const struct tree_node *nd = &t->node[k];

				if (nd->nkids == 0)
					ok = ok && nd->depth == 3 && nd->v >= -20 &&
					    nd->v <= 20;
				else
					ok = ok && nd->nkids >= 1 && nd->nkids <= 3;
			}
		}
		tree_free(t);
		free(text);
	}
	CHECK(ok && skipped == 0, "200 trees: leaves at depth 3, 1 to 3 "
	    "children, values in -20..20, MIN at the root");
}

int
main(void)
{
	test_rng();
	test_deep();
	test_shapes();
	return check_failed != 0;
}
