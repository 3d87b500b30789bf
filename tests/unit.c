/*
 * unit.c: unit tests for the loader, the number format, the scanner and the
 * search, and the figures the notes give for their own examples.
 * Run from the top of the repository (it reads trees/).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "tap.h"
#include "fmt.h"
#include "jscan.h"
#include "load.h"
#include "trace.h"
#include "tree.h"

/* Index of the node with this id, or -1. */
static int
find(const struct tree *t, const char *id)
{
	char buf[TREE_ID_MAX];
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(tree_id(t, i, buf), id) == 0)
			return i;
	return -1;
}

static struct tree *
load_str(const char *text, char *err, size_t errlen)
{
	return load_tree_mem("t.json", text, strlen(text), err, errlen);
}

/* Load text and expect this error message. */
static void
expect_error(const char *text, const char *msg)
{
	char err[512];
	struct tree *t = load_str(text, err, sizeof(err));

	CHECK(t == NULL && strcmp(err, msg) == 0, "loader says %s",
	    t == NULL ? err : "nothing: it accepted the text");
	tree_free(t);
}

static void
test_fmt(void)
{
	char buf[FMT_NUM_MAX];

	CHECK(strcmp(fmt_num(3, buf), "3") == 0, "fmt 3");
	CHECK(strcmp(fmt_num(-17, buf), "-17") == 0, "fmt -17");
	CHECK(strcmp(fmt_num(-0.0, buf), "0") == 0, "fmt -0 as 0");
	CHECK(strcmp(fmt_num(2.5, buf), "2.5") == 0, "fmt 2.5");
	CHECK(strcmp(fmt_num(0.1, buf), "0.1") == 0, "fmt 0.1 shortest");
	CHECK(strcmp(fmt_num(1.0 / 3, buf), "0.3333333333333333") == 0,
	    "fmt 1/3 round-trips: %s", buf);
	CHECK(strcmp(fmt_num(9007199254740991.0, buf), "9007199254740991") == 0,
	    "fmt 2^53-1 as an integer");
	CHECK(strcmp(fmt_num(-INFINITY, buf), "-inf") == 0, "fmt -inf");
	CHECK(strcmp(fmt_num(INFINITY, buf), "+inf") == 0, "fmt +inf");
	CHECK(strcmp(fmt_num_sym(INFINITY, buf), "+\xE2\x88\x9E") == 0,
	    "fmt +inf as a symbol");
}

static void
test_jscan(void)
{
	const char *s = "{\n  \"\xC3\xA9t\xC3\xA9\": [1,\n   22]}";
	int steps[2] = { 0, 1 }, line, col;
	size_t off;
	char msg[128];

	jscan_linecol(s, (size_t)(strchr(s, '[') - s), &line, &col);
	CHECK(line == 2 && col == 10, "linecol counts characters, not bytes: "
	    "%d:%d", line, col);
	off = jscan_locate(s, strlen(s), steps, 2, 0);
	CHECK(strncmp(s + off, "22", 2) == 0, "locate follows member 0, "
	    "element 1");
	off = jscan_locate(s, strlen(s), steps, 1, 1);
	CHECK(s[off] == '"', "locate finds a key");
	CHECK(jscan_diagnose("[1, 2", 5, &off, msg, sizeof(msg)) == -1 &&
	    off == 5 && strcmp(msg, "expected ',' or ']', found end of input") ==
	    0, "diagnose truncated array: %s", msg);
	CHECK(jscan_diagnose("[1] 2", 5, &off, msg, sizeof(msg)) == -1 &&
	    off == 4, "diagnose trailing value: %s", msg);
	CHECK(jscan_diagnose("{\"a\":1,}", 8, &off, msg, sizeof(msg)) == -1 &&
	    off == 7, "diagnose trailing comma: %s", msg);
	CHECK(jscan_diagnose("[1, 2]", 6, &off, msg, sizeof(msg)) == 0,
	    "diagnose accepts valid JSON");
}

static void
test_loader(void)
{
	char err[512], buf[TREE_ID_MAX];
	struct tree *t;

	t = load_str("7", err, sizeof(err));
	CHECK(t != NULL && t->n == 1 && tree_value(t, 0) == 7, "a lone number "
	    "is a one-leaf tree");
	tree_free(t);

	t = load_str("[[1, 2], 3]", err, sizeof(err));
	CHECK(t != NULL && t->n == 5 && t->nleaves == 3 && t->height == 2,
	    "nested arrays: 5 nodes, 3 leaves, height 2");
	CHECK(t != NULL && strcmp(tree_id(t, 3, buf), "r.1.1") == 0 &&
	    strcmp(tree_id(t, 2, buf), "r.2") == 0 && strcmp(tree_id(t, 0, buf),
	    "r") == 0, "path ids r, r.2, r.1.1");
	CHECK(t != NULL && t->root_player == PLAYER_MAX &&
	    tree_player(t, 1) == PLAYER_MIN && tree_player(t, 3) == PLAYER_MAX,
	    "players alternate by depth from MAX");
	tree_free(t);

	t = load_str("{\"name\": \"n\", \"player\": \"min\", \"root\": {\"id\": "
	    "\"x\", \"label\": \"L <&>\", \"eval\": 2, \"children\": [{\"value\": "
	    "-0}, 1.5]}}", err, sizeof(err));
	CHECK(t != NULL && strcmp(t->name, "n") == 0 && t->root_player ==
	    PLAYER_MIN && tree_has_eval(t, 0) && tree_eval(t, 0) == 2 &&
	    strcmp(tree_label(t, 0, buf), "L <&>") == 0 && !signbit(
	    tree_value(t, 1)) && tree_value(t, 2) == 1.5, "wrapper, label, "
	    "eval, -0 read as 0, decimals");
	tree_free(t);

	/* per-node players: B moves as MIN again, its children alternate
	   from it (MAX); C is MAX moving twice; plain D alternates (MIN) */
	t = load_str("{\"root\": {\"id\": \"A\", \"children\": [{\"id\": \"B\", "
	    "\"children\": [{\"id\": \"B1\", \"player\": \"MIN\", \"children\": "
	    "[1, 2]}]}, {\"id\": \"C\", \"player\": \"max\", \"children\": [3]}, "
	    "{\"id\": \"D\", \"value\": 4}]}}", err, sizeof(err));
	/* breadth-first: A0 B1 C2 D3 B1'4 C's leaf 5, B1's leaves 6 7 */
	CHECK(t != NULL && t->n == 8 && tree_player(t, 1) == PLAYER_MIN &&
	    tree_player(t, 4) == PLAYER_MIN && tree_player(t, 6) == PLAYER_MAX &&
	    tree_player(t, 2) == PLAYER_MAX && tree_player(t, 5) ==
	    PLAYER_MIN && tree_player(t, 3) == PLAYER_MIN && tree_turns(t, 1) &&
	    !tree_turns(t, 4) && !tree_turns(t, 2) && tree_turns(t, 5),
	    "a node's \"player\" overrides alternation; its children "
	    "alternate from it");
	if (t != NULL)
		t->root_player = PLAYER_MIN;	/* what --root min does */
	CHECK(t != NULL && tree_player(t, 0) == PLAYER_MIN && tree_player(t,
	    4) == PLAYER_MAX && tree_player(t, 2) == PLAYER_MIN && !tree_turns(t,
	    4), "--root turns the whole tree over, players that repeat too");
	tree_free(t);

	t = load_str("{\"player\": \"min\", \"children\": [1, [2]]}", err,
	    sizeof(err));
	CHECK(t != NULL && t->root_player == PLAYER_MIN && tree_player(t, 2) ==
	    PLAYER_MAX, "a bare root object may say who moves there");
	tree_free(t);

	t = load_str("\xEF\xBB\xBF[1, 2]", err, sizeof(err));
	CHECK(t != NULL && t->n == 3, "a UTF-8 byte-order mark is skipped");
	tree_free(t);

	expect_error("[1, \"2\"]", "t.json:1:5: expected a node (a number, an "
	    "array of children or an object), found a string");
	expect_error("{\"children\": [1], \"id\": \"a\", \"valu\": 2}",
	    "t.json:1:30: unknown key \"valu\" in a node (a node has \"id\", "
	    "\"label\", \"value\", \"children\", \"eval\" and \"player\")");
	expect_error("[1, {\"player\": \"mx\", \"children\": [2]}]", "t.json:1:16: "
	    "\"player\" must be \"max\" or \"min\"");
	expect_error("{\"player\": \"max\", \"root\": {\"player\": \"min\", "
	    "\"children\": [1]}}", "t.json:1:38: the root's \"player\" is not "
	    "the file's \"player\"");
	expect_error("[{\"id\": \"a\", \"value\": 1},\n {\"id\": \"a\", \"value\": "
	    "2}]", "t.json:2:9: duplicate id \"a\" (first used at 1:9)");
	expect_error("[{\"id\": \"r.2\", \"value\": 1}, 2]", "t.json:1:9: "
	    "duplicate id \"r.2\": it is the path id of another node");
	expect_error("[1, 9007199254740993]", "t.json:1:5: value "
	    "9007199254740993 is out of range: numbers must lie strictly between "
	    "-2^53 and 2^53");
	expect_error("", "t.json:1:1: empty file, expected a tree");
}

/* One alpha-beta run over a file: the tree, its trace and their summary. */
struct run {
	struct tree *t;
	struct trace tr;
	struct summary *s;
};

/* Load and search path into r (checked); 0, or -1 when it failed. */
static int
run_algo(struct run *r, const char *path, enum algo algo)
{
	struct search_cfg cfg;
	char err[512];

	memset(r, 0, sizeof(*r));
	memset(&cfg, 0, sizeof(cfg));
	cfg.algo = algo;
	cfg.depth = -1;
	if ((r->t = load_tree(path, err, sizeof(err))) != NULL) {
		ab_search(r->t, &cfg, &r->tr);
		r->s = trace_summarize(r->t, &r->tr);
	}
	CHECK(r->s != NULL, "%s loads and runs%s%s", path, r->t ? "" : ": ",
	    r->t ? "" : err);
	return r->s != NULL ? 0 : -1;
}

static int
run_file(struct run *r, const char *path)
{
	return run_algo(r, path, ALGO_ALPHABETA);
}

static void
run_free(struct run *r)
{
	trace_summary_free(r->s);
	trace_release(&r->tr);
	tree_free(r->t);
}

/*
 * Seed 000's worked example: the real score of every node, the case the
 * text names for it, its recorded alpha/beta, and the branches it prunes.
 * Under fail-soft the values handed up can differ from the text's
 * fail-hard ones (F hands up 15, not 3), but the cases cannot.
 */
static void
test_seed000(void)
{
	static const struct {
		const char *id;
		double real;	/* 实际分数 in the text */
		int kase;	/* 情形 in the text; 0: root */
	} want[] = {
		{ "A", 3, 1 }, { "C", 2, 3 }, { "B", 3, 1 }, { "F", 15, 2 },
		{ "E", 15, 3 }, { "D", 3, 1 }, { "K", 2, 3 }, { "L", 3, 3 },
		{ "J", 3, 2 }, { "I", 2, 3 }, { "H", 3, 0 },
	};
	static const struct {
		const char *id;
		int is_alpha;
		double v;
	} rec[] = {
		{ "A", 0, 3 }, { "B", 1, 3 }, { "C", 0, 2 }, { "D", 0, 3 },
		{ "F", 0, 3 }, { "K", 0, 2 }, { "J", 1, 3 }, { "L", 0, 3 },
		{ "I", 0, 3 }, { "H", 1, 3 },
	};
	static const char *const pruned[] = { "C2", "G", "G1", "G2", "K2", "M",
	    "N", "N1", "N2" };
	struct run r;
	struct summary *s;
	struct tree *t;
	size_t k;
	int i, n = 0;

	if (run_file(&r, "trees/seed000.json") != 0)
		goto out;
	t = r.t;
	s = r.s;
	for (k = 0; k < sizeof(want) / sizeof(want[0]); k++) {
		i = find(t, want[k].id);
		CHECK(i >= 0 && s->minimax[i] == want[k].real && s->info[i].kase ==
		    want[k].kase, "seed 000: %s has real score %g and case %d",
		    want[k].id, want[k].real, want[k].kase);
	}
	for (k = 0; k < sizeof(rec) / sizeof(rec[0]); k++) {
		i = find(t, rec[k].id);
		CHECK(i >= 0 && (rec[k].is_alpha ? s->info[i].alpha_out :
		    s->info[i].beta_out) == rec[k].v, "seed 000: %s records "
		    "%s = %g", rec[k].id, rec[k].is_alpha ? "alpha" : "beta",
		    rec[k].v);
	}
	for (k = 0; k < sizeof(pruned) / sizeof(pruned[0]); k++) {
		i = find(t, pruned[k]);
		CHECK(i >= 0 && s->info[i].order == 0 && s->info[i].cutoff >= 0,
		    "seed 000: %s is pruned", pruned[k]);
	}
	for (i = 0; i < t->n; i++)
		n += s->info[i].order == 0;
	CHECK(n == 9, "seed 000: exactly 9 nodes pruned (%d)", n);
	i = find(t, "L");
	CHECK(s->ncut == 5 && s->cut[2].node == find(t, "K") && s->cut[3].node ==
	    i && s->cut[3].npruned == 0 && s->cut[3].nodes == 0, "seed 000: "
	    "L's cut prunes nothing (no branch is left)");
	CHECK(s->cut[0].nodes == 1 && s->cut[1].nodes == 3 && s->cut[2].nodes ==
	    1 && s->cut[4].nodes == 4, "seed 000: the cuts at C, E, K, I prune "
	    "1, 3 (G), 1, 4 (M) nodes");
	CHECK(s->info[0].value == 3 && s->npv > 1 && s->pv[1] == find(t, "D"),
	    "seed 000: H = 3, best move D");
out:
	run_free(&r);
}

/*
 * Seed 000's worked example under its own fail-hard code (return alph /
 * return beta): every number the text records is the number handed up, next
 * to the real score, e.g. F: recorded beta 3, real 15, case 2; C: beta 2.
 */
static void
test_seed000_hard(void)
{
	static const struct {
		const char *id;
		double rec;	/* the alpha (MAX) or beta (MIN) it returns */
		double real;
		int kase;
	} want[] = {
		{ "A", 3, 3, 1 }, { "C", 2, 2, 3 }, { "B", 3, 3, 1 },
		{ "F", 3, 15, 2 }, { "E", 3, 15, 3 }, { "D", 3, 3, 1 },
		{ "K", 2, 2, 3 }, { "L", 3, 3, 3 }, { "J", 3, 3, 2 },
		{ "I", 3, 2, 3 }, { "H", 3, 3, 0 },
	};
	static const char *const pruned[] = { "C2", "G", "K2", "M" };
	struct run r;
	size_t k;
	int i;

	if (run_algo(&r, "trees/seed000.json", ALGO_ALPHABETA_HARD) != 0)
		goto out;
	for (k = 0; k < sizeof(want) / sizeof(want[0]); k++) {
		const struct node_info *in;

		i = find(r.t, want[k].id);
		in = &r.s->info[i];
		CHECK(i >= 0 && in->value == want[k].rec && (tree_player(r.t, i) ==
		    PLAYER_MAX ? in->alpha_out : in->beta_out) == want[k].rec &&
		    r.s->minimax[i] == want[k].real && in->kase == want[k].kase,
		    "seed 000 fail-hard: %s records and returns %g, real %g, "
		    "case %d", want[k].id, want[k].rec, want[k].real,
		    want[k].kase);
	}
	for (k = 0; k < sizeof(pruned) / sizeof(pruned[0]); k++) {
		i = find(r.t, pruned[k]);
		CHECK(i >= 0 && r.s->info[i].order == 0, "seed 000 fail-hard: "
		    "%s is pruned", pruned[k]);
	}
	CHECK(r.s->nvisited == 17 && r.s->ncut == 5, "seed 000 fail-hard: "
	    "17 nodes visited, 5 cutoffs, as fail-soft");
out:
	run_free(&r);
}

/* Seed 001: MAX root, leaves 10 2 -1 7 0 1 8 12: value 7, prune [8, 12]. */
static void
test_seed001(void)
{
	struct run r;
	struct summary *s;
	struct tree *t;
	int i;

	if (run_file(&r, "trees/seed001.json") != 0)
		goto out;
	t = r.t;
	s = r.s;
	CHECK(s->info[0].value == 7, "seed 001: the optimal value is 7");
	i = find(t, "r.2.2");
	CHECK(s->ncut == 1 && s->cut[0].node == find(t, "r.2") &&
	    s->cut[0].npruned == 1 && i >= 0 && s->info[i].order == 0,
	    "seed 001: one cut at the second MIN node prunes the [8, 12] node");
	CHECK(s->leaves_visited == 6, "seed 001: 6 of 8 leaves evaluated");
out:
	run_free(&r);
}

/* Seed 003: node 1 has 4 from node 2; node 3 sees 40, then -36, and is cut. */
static void
test_seed003(void)
{
	struct run r;
	struct summary *s;
	struct tree *t;
	int n3;

	if (run_file(&r, "trees/seed003.json") != 0)
		goto out;
	t = r.t;
	s = r.s;
	n3 = find(t, "3");
	CHECK(s->info[find(t, "2")].value == 4 && s->info[0].alpha_out == 4,
	    "seed 003: node 1 holds 4 from node 2");
	CHECK(s->ncut == 1 && s->cut[0].node == n3 && s->cut[0].after ==
	    find(t, "r.2.2") && s->info[find(t, "r.2.1")].value == 40 &&
	    s->info[find(t, "r.2.2")].value == -36, "seed 003: node 3 is cut "
	    "right after 40 then -36");
	CHECK(s->info[n3].value == -36 && s->info[n3].bound == BOUND_UPPER &&
	    s->info[0].value == 4, "seed 003: node 3 is at most -36; node 1 = 4");
out:
	run_free(&r);
}

/*
 * A summary made as the search runs (trace_live_*) is trace_summarize's
 * for minimax, and the live way refuses a search with cutoffs or several
 * passes, whose records it has no room for.
 */
static void
test_live(void)
{
	struct search_cfg cfg;
	struct trace tr, live;
	struct summary *s, *ls;
	struct tree *t;
	char err[256];
	int i, same = 1;

	if ((t = load_tree("trees/seed000.json", err, sizeof(err))) == NULL) {
		CHECK(0, "load trees/seed000.json: %s", err);
		return;
	}
	memset(&cfg, 0, sizeof(cfg));
	cfg.depth = -1;
	cfg.algo = ALGO_MINIMAX;
	memset(&tr, 0, sizeof(tr));
	memset(&live, 0, sizeof(live));
	s = ab_search(t, &cfg, &tr) == 0 ? trace_summarize(t, &tr) : NULL;
	ls = trace_live_begin(&live, t, &cfg) == 0 &&
	    ab_search(t, &cfg, &live) == 0 ? trace_live_end(&live) : NULL;
	if (s != NULL && ls != NULL) {
		/* a live summary keeps a brief of each node: its records
		   come back through trace_info */
		for (i = 0; i < t->n; i++)
			same &= ls->info == NULL &&
			    s->info[i].value == trace_info(ls, i)->value &&
			    s->info[i].order == trace_info(ls, i)->order &&
			    s->info[i].alpha_out == trace_info(ls, i)->alpha_out;
		same &= s->npv == ls->npv && s->nvisited == ls->nvisited &&
		    live.n == 0 && live.ev == NULL;
	}
	CHECK(s != NULL && ls != NULL && same, "live minimax summary: every "
	    "node's value, order and window as replayed, no event kept");
	trace_summary_free(s);
	trace_summary_free(ls);
	trace_release(&tr);
	cfg.algo = ALGO_ALPHABETA;
	CHECK(!trace_live_ok(&cfg) && trace_live_begin(&live, t, &cfg) != 0 &&
	    live.live == NULL, "alpha-beta (cutoffs) is refused a live summary");
	cfg.algo = ALGO_MINIMAX;
	cfg.depth = 2;
	cfg.iterative = 1;
	CHECK(trace_live_begin(&live, t, &cfg) != 0 && live.live == NULL,
	    "iterative deepening (several passes) is refused one too");
	trace_release(&live);
	tree_free(t);
}

int
main(void)
{
	test_fmt();
	test_jscan();
	test_loader();
	test_seed000();
	test_seed000_hard();
	test_seed001();
	test_seed003();
	test_live();
	return check_failed ? 1 : 0;
}
