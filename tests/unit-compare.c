/*
 * unit-compare.c: unit tests of src/analysis/compare.c, what compare.h
 * promises: every formulation under every move order on one tree, side by
 * side, next to the minimal tree and, on a uniform tree, Knuth and Moore's
 * figure; as a table or as JSON (read back here with cJSON).
 *
 * T1 of tests/unit-trace.c ([[3, 5], [2, 9]]) is worked out by hand for
 * every row (below); then a MIN root, a depth limit, iterative deepening,
 * uniform trees, and on random trees every row against the traced search
 * of the same configuration.
 */
#include <cJSON.h>

#include "unitrun.h"

#include "compare.h"
#include "randtree.h"

/* compare_emit's output for t under base, whole (NUL-terminated). */
static char *
compare_text(const struct tree *t, const struct search_cfg *base, int json)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (f == NULL || compare_emit(f, t, base, json) != 0 || fclose(f) != 0) {
		printf("not ok - compare_emit failed\n");
		exit(1);
	}
	return buf;
}

static cJSON *
compare_json(const struct tree *t, const struct search_cfg *base)
{
	char *text = compare_text(t, base, 1);
	cJSON *j = cJSON_Parse(text);

	if (j == NULL) {
		printf("not ok - compare's JSON does not parse: %.200s\n", text);
		exit(1);
	}
	free(text);
	return j;
}

static double
num(const cJSON *o, const char *key)
{
	const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsNumber(x) ? x->valuedouble : NAN;
}

static const char *
str(const cJSON *o, const char *key)
{
	const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsString(x) ? x->valuestring : "(none)";
}

/* One row of the table, as worked out by hand. */
struct want_row {
	const char *algo, *fail, *order;
	double value;
	const char *best;
	long nodes, leaves;
	int cutoffs;
};

/*
 * T1, by hand (the full tree: 7 nodes, 4 leaves).  Left to right, and best
 * first (which is left to right here: r.1 = 3 before r.2 = 2, and each MIN
 * node's smaller leaf first), every alpha-beta cuts r.2 after r.2.1 = 2
 * <= 3: 6 nodes, 3 leaves, 1 cutoff.  Right to left (= worst first: r.2
 * before r.1, 9 before 2, 5 before 3): r.2 returns 2, r.1 is entered with
 * (2, +inf) and 5 then 3 never reach 2: no cut, 7 nodes.  PVS right to
 * left: r.2 searched in full (2), r.1 probed with (2, 3), fails high (3),
 * re-searched: r.1 and its two leaves twice, 10 searches, 6 evaluations.
 * MTD(f) left to right (guess 0): pass 1 (-1, 0) r r.1 r.1.1 r.1.2, cut at
 * r; pass 2 (3, 4) r r.1 (r.1.1 from memory, cut) r.2 r.2.1 (cut): 8
 * searches, 3 evaluations, 3 cutoffs.  MTD(f) right to left: pass 1 (-1,
 * 0) r r.2 r.2.2 r.2.1, cut at r; pass 2 (2, 3) r r.2 (both leaves from
 * memory, cut after the last) r.1 r.1.2 r.1.1, cut at r after the last;
 * pass 3 (3, 4) r (r.2 from memory) r.1 (both from memory, cut): 4 + 5 + 2
 * = 11 searches, 4 evaluations, 4 cutoffs.  Every row: value 3, best r.1.
 */
static const struct want_row t1_rows[] = {
	{ "minimax", "none", "any", 3, "r.1", 7, 4, 0 },
	{ "negamax", "none", "any", 3, "r.1", 7, 4, 0 },
	{ "alphabeta", "soft", "ltr", 3, "r.1", 6, 3, 1 },
	{ "alphabeta", "soft", "rtl", 3, "r.1", 7, 4, 0 },
	{ "alphabeta", "soft", "best", 3, "r.1", 6, 3, 1 },
	{ "alphabeta", "soft", "worst", 3, "r.1", 7, 4, 0 },
	{ "alphabeta-hard", "hard", "ltr", 3, "r.1", 6, 3, 1 },
	{ "alphabeta-hard", "hard", "rtl", 3, "r.1", 7, 4, 0 },
	{ "alphabeta-hard", "hard", "best", 3, "r.1", 6, 3, 1 },
	{ "alphabeta-hard", "hard", "worst", 3, "r.1", 7, 4, 0 },
	{ "negamax-ab", "hard", "ltr", 3, "r.1", 6, 3, 1 },
	{ "negamax-ab", "hard", "rtl", 3, "r.1", 7, 4, 0 },
	{ "negamax-ab", "hard", "best", 3, "r.1", 6, 3, 1 },
	{ "negamax-ab", "hard", "worst", 3, "r.1", 7, 4, 0 },
	{ "negamax-ab", "soft", "ltr", 3, "r.1", 6, 3, 1 },
	{ "negamax-ab", "soft", "rtl", 3, "r.1", 7, 4, 0 },
	{ "negamax-ab", "soft", "best", 3, "r.1", 6, 3, 1 },
	{ "negamax-ab", "soft", "worst", 3, "r.1", 7, 4, 0 },
	{ "pvs", "soft", "ltr", 3, "r.1", 6, 3, 1 },
	{ "pvs", "soft", "rtl", 3, "r.1", 10, 6, 0 },
	{ "pvs", "soft", "best", 3, "r.1", 6, 3, 1 },
	{ "pvs", "soft", "worst", 3, "r.1", 10, 6, 0 },
	{ "mtdf", "soft", "ltr", 3, "r.1", 8, 3, 3 },
	{ "mtdf", "soft", "rtl", 3, "r.1", 11, 4, 4 },
	{ "mtdf", "soft", "best", 3, "r.1", 8, 3, 3 },
	{ "mtdf", "soft", "worst", 3, "r.1", 11, 4, 4 },
};

/* Whether JSON row j is w, share included (nodes over full, 4 places). */
static int
row_is(const cJSON *j, const struct want_row *w, long full)
{
	char share[16];
	const cJSON *sh = cJSON_GetObjectItemCaseSensitive(j, "share");

	snprintf(share, sizeof(share), "%.4f", (double)w->nodes / (double)full);
	return strcmp(str(j, "algorithm"), w->algo) == 0 &&
	    strcmp(str(j, "fail"), w->fail) == 0 &&
	    strcmp(str(j, "order"), w->order) == 0 &&
	    num(j, "value") == w->value &&
	    strcmp(str(j, "best_move"), w->best) == 0 &&
	    num(j, "nodes") == (double)w->nodes &&
	    num(j, "leaves") == (double)w->leaves &&
	    num(j, "cutoffs") == (double)w->cutoffs &&
	    cJSON_IsNumber(sh) && fabs(sh->valuedouble - atof(share)) < 1e-9;
}

static void
test_t1(void)
{
	struct search_cfg base = cfg_plain(ALGO_ALPHABETA);
	struct tree *t = tree_text("[[3, 5], [2, 9]]");
	cJSON *j = compare_json(t, &base), *rows, *row;
	char *text;
	int k = 0, ok;

	rows = cJSON_GetObjectItemCaseSensitive(j, "rows");
	ok = cJSON_GetArraySize(rows) == NELEM(t1_rows);
	cJSON_ArrayForEach(row, rows) {
		if (k < NELEM(t1_rows) && !row_is(row, &t1_rows[k], 7)) {
			printf("# row %d: %s\n", k, cJSON_PrintUnformatted(row));
			ok = 0;
		}
		k++;
	}
	CHECK(ok, "compare T1: 26 rows (minimax and negamax once, six "
	    "formulations under four orders), each row's value, best move, "
	    "nodes, leaves, cutoffs and share as worked out by hand");
	CHECK(num(cJSON_GetObjectItemCaseSensitive(j, "full"), "nodes") == 7 &&
	    num(cJSON_GetObjectItemCaseSensitive(j, "full"), "leaves") == 4 &&
	    num(cJSON_GetObjectItemCaseSensitive(j, "minimal"), "nodes") == 6 &&
	    num(cJSON_GetObjectItemCaseSensitive(j, "minimal"), "leaves") == 3,
	    "compare T1: the full tree 7 nodes, 4 leaves; the minimal tree "
	    "(best first) 6 nodes, 3 leaves");
	row = cJSON_GetObjectItemCaseSensitive(j, "knuth_moore");
	CHECK(num(row, "b") == 2 && num(row, "d") == 2 && num(row, "leaves") ==
	    3, "compare T1: uniform, b = 2, d = 2: Knuth and Moore's 2^1 + 2^1 "
	    "- 1 = 3 leaves, the minimal tree's");
	CHECK(strcmp(str(j, "tree"), "t") == 0 && num(j, "nodes") == 7 &&
	    num(j, "leaves") == 4 && num(j, "depth") == 2 &&
	    strcmp(str(cJSON_GetObjectItemCaseSensitive(j, "conventions"),
	    "root"), "max") == 0 && strcmp(str(cJSON_GetObjectItemCaseSensitive(
	    j, "conventions"), "cutoff"), "ge") == 0 &&
	    cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(
	    cJSON_GetObjectItemCaseSensitive(j, "conventions"), "depth")),
	    "compare T1 JSON: the tree (t.json: \"t\"), its size, MAX at the "
	    "root, ge, no depth limit");
	cJSON_Delete(j);

	text = compare_text(t, &base, 0);
	CHECK(starts(text, "abviz compare: t\ntree: 7 nodes, 4 leaves, depth 2; "
	    "MAX moves at the root; cut when alpha >= beta\n\nformulation      "
	    "order     value   nodes  leaves cutoffs  share  best move\n"
	    "minimax          any           3       7       4       0   100%  "
	    "r.1\n"), "compare T1 text: the heading and the minimax row");
	CHECK(strstr(text, "\nalphabeta        ltr           3       6       3  "
	    "     1    86%  r.1\n") != NULL && strstr(text, "\npvs              rtl"
	    "           3      10       6       0   143%  r.1\n") != NULL &&
	    strstr(text, "\nmtdf             rtl           3      11       4  "
	    "     4   157%  r.1\n") != NULL && strstr(text, "\nnegamax-ab soft  "
	    "worst         3       7       4       0   100%  r.1\n") != NULL,
	    "compare T1 text: alphabeta ltr 6 nodes (86%%), pvs rtl 10 (143%%), "
	    "mtdf rtl 11 (157%%), negamax-ab soft worst 7");
	CHECK(strstr(text, "\nminimax searches the full tree: 7 nodes, 4 "
	    "leaves.\nminimal tree (alpha-beta with the best move always first): "
	    "6 nodes, 3 leaves (86% of the nodes).\nKnuth and Moore: a uniform "
	    "tree with b = 2, d = 2 needs b^ceil(d/2) + b^floor(d/2) - 1 = 3 "
	    "leaves\n(against b^d = 4 for minimax).\n") != NULL, "compare T1 "
	    "text: the full tree, the minimal tree and Knuth and Moore's figure");
	{
		int lines = 0;
		char *p;

		for (p = text; *p != '\0'; p++)
			lines += *p == '\n';
		CHECK(lines == 4 + 26 + 7, "compare T1 text: 4 lines of heading, "
		    "26 rows, 7 below (%d lines)", lines);
	}
	free(text);
	tree_free(t);
}

/*
 * MIN at the root: {"player": "min"} over T1's leaves: r.1 = max(3, 5) =
 * 5, r.2 = max(2, 9) = 9, r = 5, best r.1.  Alpha-beta left to right:
 * r.2 is entered with (-inf, 5), takes 2, then 9 >= 5 cuts after its last
 * child: a cutoff that prunes nothing, all 7 nodes searched.
 */
static void
test_min_root(void)
{
	struct search_cfg base = cfg_plain(ALGO_ALPHABETA);
	struct tree *t = tree_text("{\"player\": \"min\", \"children\": "
	    "[[3, 5], [2, 9]]}");
	static const struct want_row want = { "alphabeta", "soft", "ltr", 5,
	    "r.1", 7, 4, 1 };
	cJSON *j = compare_json(t, &base), *rows;
	char *text;

	rows = cJSON_GetObjectItemCaseSensitive(j, "rows");
	CHECK(row_is(cJSON_GetArrayItem(rows, 2), &want, 7) &&
	    num(cJSON_GetArrayItem(rows, 0), "value") == 5 &&
	    strcmp(str(cJSON_GetObjectItemCaseSensitive(j, "conventions"),
	    "root"), "min") == 0, "compare, MIN root: value 5, best r.1; "
	    "alpha-beta cuts r.2 after its last child (1 cutoff, 7 nodes)");
	cJSON_Delete(j);
	text = compare_text(t, &base, 0);
	CHECK(strstr(text, "; MIN moves at the root; cut when alpha >= beta\n")
	    != NULL, "compare, MIN root: the heading says so");
	free(text);
	base.cutoff = CUT_GT;
	j = compare_json(t, &base);
	rows = cJSON_GetObjectItemCaseSensitive(j, "rows");
	CHECK(num(cJSON_GetArrayItem(rows, 2), "cutoffs") == 1 &&
	    strcmp(str(cJSON_GetObjectItemCaseSensitive(j, "conventions"),
	    "cutoff"), "gt") == 0, "compare, MIN root, --cutoff gt: 9 > 5 "
	    "still cuts; the conventions say gt");
	cJSON_Delete(j);
	tree_free(t);
}

/*
 * A depth limit and iterative deepening on T_id (T1 with evals 4 and 6 on
 * r.1 and r.2; tests/unit-trace.c).  To depth 1 the tree is the root and
 * two horizon nodes: minimax 3 nodes, 2 evaluations, value 6, best r.2;
 * uniform with b = 2, d = 1: 2^1 + 2^0 - 1 = 2.  With evals there is a
 * fifth order, eval: 2 + 6 * 5 = 32 rows.  Iteratively to depth 2, a row
 * adds both iterations (alpha-beta left to right: 3 + 7 = 10 searches, 6
 * evaluations), but the minimal tree is one search: 6 nodes, 3 leaves.
 */
static void
test_depth(void)
{
	struct search_cfg base = cfg_plain(ALGO_ALPHABETA);
	struct tree *t = tree_text("{\"root\": {\"children\": [{\"eval\": 4, "
	    "\"children\": [3, 5]}, {\"eval\": 6, \"children\": [2, 9]}]}}");
	static const struct want_row d1 = { "minimax", "none", "any", 6, "r.2",
	    3, 2, 0 };
	static const struct want_row it = { "alphabeta", "soft", "ltr", 3,
	    "r.1", 10, 6, 0 };
	cJSON *j, *rows, *km;
	char *text;

	base.depth = 1;
	j = compare_json(t, &base);
	rows = cJSON_GetObjectItemCaseSensitive(j, "rows");
	km = cJSON_GetObjectItemCaseSensitive(j, "knuth_moore");
	CHECK(cJSON_GetArraySize(rows) == 32 && row_is(cJSON_GetArrayItem(rows,
	    0), &d1, 3) && strcmp(str(cJSON_GetArrayItem(rows, 6), "order"),
	    "eval") == 0 && num(km, "b") == 2 && num(km, "d") == 1 && num(km,
	    "leaves") == 2 && num(cJSON_GetObjectItemCaseSensitive(j,
	    "conventions"), "depth") == 1, "compare to depth 1: 32 rows (an "
	    "eval order), minimax 3 nodes, 2 evaluations, value 6; Knuth and "
	    "Moore for b = 2, d = 1: 2");
	cJSON_Delete(j);
	text = compare_text(t, &base, 0);
	CHECK(strstr(text, "cut when alpha >= beta; depth limit 1\n") != NULL,
	    "compare to depth 1: the heading says the limit");
	free(text);

	base.depth = 2;
	base.iterative = 1;
	j = compare_json(t, &base);
	rows = cJSON_GetObjectItemCaseSensitive(j, "rows");
	CHECK(row_is(cJSON_GetArrayItem(rows, 2), &it, 3 + 7) &&
	    num(cJSON_GetObjectItemCaseSensitive(j, "minimal"), "nodes") == 6 &&
	    num(cJSON_GetObjectItemCaseSensitive(j, "minimal"), "leaves") == 3 &&
	    cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(
	    cJSON_GetObjectItemCaseSensitive(j, "conventions"), "iterative")),
	    "compare, iterative to depth 2: alpha-beta adds both iterations "
	    "(10 searches, 6 evaluations), the minimal tree is one search (6, "
	    "3)");
	CHECK(num(cJSON_GetArrayItem(rows, 0), "nodes") == 10,
	    "compare, iterative: minimax searches 3 + 7 nodes");
	cJSON_Delete(j);
	tree_free(t);
}

/* The JSON text of a uniform tree: b children a node, d levels, distinct
   leaves 0 .. b^d - 1 in the order perm gives. */
static void
uniform_text(char *buf, size_t n, int b, int d, const int *perm, int *next)
{
	int k;
	size_t len = strlen(buf);

	if (d == 0) {
		snprintf(buf + len, n - len, "%d", perm[(*next)++]);
		return;
	}
	snprintf(buf + len, n - len, "[");
	for (k = 0; k < b; k++) {
		if (k > 0)
			strncat(buf, ", ", n - strlen(buf) - 1);
		uniform_text(buf, n, b, d - 1, perm, next);
	}
	strncat(buf, "]", n - strlen(buf) - 1);
}

/*
 * Uniform trees with distinct leaves: the minimal tree evaluates exactly
 * b^ceil(d/2) + b^floor(d/2) - 1 leaves (Knuth and Moore), which compare
 * prints; minimax every one of the b^d.  A tree that is not uniform has no
 * such figure.
 */
static void
test_uniform(void)
{
	struct search_cfg base = cfg_plain(ALGO_ALPHABETA);
	static char text[65536];
	int perm[256], b, d, i, k, ok = 1, tried = 0;
	char *out;
	struct tree *t;
	cJSON *j, *km;

	for (b = 2; b <= 4; b++) {
		for (d = 1; d <= 4; d++) {
			long all = 1, hi = 1, lo = 1;
			int next = 0;

			for (i = 0; i < d; i++)
				all *= b;
			for (i = 0; i < (d + 1) / 2; i++)
				hi *= b;
			for (i = 0; i < d / 2; i++)
				lo *= b;
			for (i = 0; i < all; i++)
				perm[i] = i;
			for (i = (int)all - 1; i > 0; i--) {	/* shuffle */
				int x = (int)rnd((unsigned)i + 1), y = perm[i];

				perm[i] = perm[x];
				perm[x] = y;
			}
			text[0] = '\0';
			uniform_text(text, sizeof(text), b, d, perm, &next);
			t = tree_text(text);
			j = compare_json(t, &base);
			km = cJSON_GetObjectItemCaseSensitive(j, "knuth_moore");
			k = num(km, "b") == b && num(km, "d") == d &&
			    num(km, "leaves") == (double)(hi + lo - 1) &&
			    num(cJSON_GetObjectItemCaseSensitive(j, "minimal"),
			    "leaves") == (double)(hi + lo - 1) &&
			    num(cJSON_GetObjectItemCaseSensitive(j, "full"),
			    "leaves") == (double)all;
			if (!k)
				printf("# b = %d, d = %d: %s\n", b, d, text);
			ok &= k;
			tried++;
			cJSON_Delete(j);
			tree_free(t);
		}
	}
	CHECK(ok, "compare on %d uniform trees (b 2-4, d 1-4, distinct leaves "
	    "shuffled): Knuth and Moore's b^ceil(d/2) + b^floor(d/2) - 1 is the "
	    "minimal tree's leaves; minimax evaluates b^d", tried);

	/* b = 3, d = 3 in full: 3^2 + 3^1 - 1 = 11 of 27 */
	t = tree_text("[[[0, 1, 2], [3, 4, 5], [6, 7, 8]], [[9, 10, 11], [12, "
	    "13, 14], [15, 16, 17]], [[18, 19, 20], [21, 22, 23], [24, 25, 26]]]");
	out = compare_text(t, &base, 0);
	CHECK(strstr(out, "Knuth and Moore: a uniform tree with b = 3, d = 3 "
	    "needs b^ceil(d/2) + b^floor(d/2) - 1 = 11 leaves\n(against b^d = 27 "
	    "for minimax).\n") != NULL, "compare b = 3, d = 3: 11 leaves "
	    "against 27");
	free(out);
	tree_free(t);

	t = tree_text("[[5, 6], [4, [8, 9], 7]]");
	j = compare_json(t, &base);
	out = compare_text(t, &base, 0);
	CHECK(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(j, "knuth_moore")) &&
	    strstr(out, "Knuth and Moore") == NULL, "compare, a tree that is not "
	    "uniform: no Knuth and Moore figure, in JSON (null) or text");
	free(out);
	cJSON_Delete(j);
	tree_free(t);
}

/*
 * Random trees: every row is what the traced search of that formulation,
 * fail, order and cut rule says (its value, searches, evaluations,
 * cutoffs and best move), and minimax's row is the full tree.
 */
static void
test_random(void)
{
	int nt = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) / 30 : 100;
	int k, ok = 1, rowsok = 1;

	for (k = 0; k < nt; k++) {
		struct tree *t = random_tree();
		struct search_cfg base = cfg_plain(ALGO_ALPHABETA);
		cJSON *j, *rows, *row;
		char id[TREE_ID_MAX];
		int n = 0;

		base.cutoff = k % 2 ? CUT_GT : CUT_GE;
		j = compare_json(t, &base);
		rows = cJSON_GetObjectItemCaseSensitive(j, "rows");
		rowsok &= cJSON_GetArraySize(rows) == 2 + 6 * (ORDER_N - 1);	/* no prob */
		cJSON_ArrayForEach(row, rows) {
			struct search_cfg cfg = base;
			struct run r;
			int a, o;
			const char *best;

			for (a = 0; a < ALGO_N; a++)
				if (strcmp(algo_name[a], str(row, "algorithm")) == 0)
					break;
			for (o = 0; o < ORDER_N; o++)
				if (strcmp(order_name[o], str(row, "order")) == 0)
					break;
			cfg.algo = (enum algo)a;
			cfg.order = o < ORDER_N ? (enum order)o : ORDER_LTR;
			cfg.fail_soft = strcmp(str(row, "fail"), "soft") == 0;
			memset(&r, 0, sizeof(r));
			if (a == ALGO_N || ab_search(t, &cfg, &r.tr) != 0 ||
			    (r.s = trace_summarize(t, &r.tr)) == NULL) {
				CHECK(0, "row %d: cannot search it", n);
				exit(1);
			}
			best = r.s->info[0].best == TREE_NONE ? "(none)" :
			    tree_id(t, r.s->info[0].best, id);
			if (num(row, "value") != r.tr.result ||
			    num(row, "nodes") != (double)r.s->visits ||
			    num(row, "leaves") != (double)r.s->leaf_evals ||
			    num(row, "cutoffs") != (double)r.s->ncut ||
			    strcmp(str(row, "best_move"), best) != 0 ||
			    (n == 0 && (r.s->visits != t->n || r.s->leaf_evals !=
			    t->nleaves))) {
				printf("# tree %d row %d: %s\n", k, n,
				    cJSON_PrintUnformatted(row));
				ok = 0;
			}
			trace_summary_free(r.s);
			trace_release(&r.tr);
			n++;
		}
		cJSON_Delete(j);
		tree_free(t);
	}
	CHECK(rowsok, "compare on random trees with evals: 32 rows");
	CHECK(ok, "compare on %d random trees: every row's value, searches, "
	    "evaluations, cutoffs and best move are its traced search's", nt);
}

int
main(void)
{
	test_t1();
	test_min_root();
	test_depth();
	test_uniform();
	test_random();
	return check_failed ? 1 : 0;
}
