/*
 * unit-trace.c: unit tests of src/search/trace.c, what trace.h promises:
 * the replay's summary of a search (the order nodes are visited in, each
 * node's window in and out, where each bound came from with its step, the
 * cutoffs and what they prune, the principal variation, node_info's full,
 * exact and case by the rule trace.h states, the passes of iterative
 * deepening, of an aspiration window and of MTD(f), PVS's re-searches), the
 * replay one event at a time, the lean and live summaries, the tally of
 * --stats, trace_beyond and trace_horizon, and the small predicates.
 *
 * The trees are small and written here; every figure expected of them is
 * worked out by hand in the comments (event by event where it matters), not
 * copied from abviz's output.  A few properties are then held on random
 * trees (tests/randtree.h).
 */
#include "unitrun.h"

#include "randtree.h"

/*
 * T1, the tree most tests use: MAX at the root, two MIN children.
 *
 *              r (MAX)
 *        r.1 (MIN)    r.2 (MIN)
 *        3     5      2     9
 *
 * Fail-soft alpha-beta (seed 001's order: raise the bound, then test),
 * cut when alpha >= beta.  The events, with their index in the trace and
 * their step number in the log (PASS and PRUNE are no step):
 *   ev  step
 *    0   -   PASS   window (-inf, +inf), no depth limit
 *    1   1   ENTER  r   (-inf, +inf)
 *    2   2   ENTER  r.1 (-inf, +inf)
 *    3   3   LEAF   r.1.1 = 3
 *    4   4   UPDATE r.1 from r.1.1: v = 3, beta = 3
 *    5   5   LEAF   r.1.2 = 5
 *    6   6   UPDATE r.1 from r.1.2: v = 3, beta stays 3
 *    7   7   RETURN r.1 = 3 (inside (-inf, +inf): exact, case 1)
 *    8   8   UPDATE r from r.1: v = 3, alpha = 3
 *    9   9   ENTER  r.2 (3, +inf)
 *   10  10   LEAF   r.2.1 = 2
 *   11  11   UPDATE r.2 from r.2.1: v = 2, beta = 2
 *   12  12   CUTOFF r.2 after r.2.1: alpha 3 >= beta 2
 *   13   -   PRUNE  r.2.2
 *   14  13   RETURN r.2 = 2 (2 <= alpha_in 3: an upper bound, case 3)
 *   15  14   UPDATE r from r.2: v = 3, alpha stays 3
 *   16  15   RETURN r = 3
 */
static const char t1[] = "[[3, 5], [2, 9]]";

static void
test_t1_summary(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_ALPHABETA);
	static const char *const order[] = { "r", "r.1", "r.1.1", "r.1.2",
	    "r.2", "r.2.1" };
	struct run r;
	const struct summary *s;
	const struct node_info *in;
	const struct cutoff *cu;
	int k, ok;

	run_text(&r, t1, &cfg);
	s = r.s;
	CHECK(r.tr.result == 3 && r.tr.n == 17, "T1: the root's value is 3, "
	    "in 17 events (%zu)", r.tr.n);
	ok = s->nvisited == NELEM(order);
	for (k = 0; ok && k < NELEM(order); k++)
		ok = s->visited[k] == node(r.t, order[k]) &&
		    s->info[s->visited[k]].order == k + 1;
	CHECK(ok, "T1: visited in the order r r.1 r.1.1 r.1.2 r.2 r.2.1, "
	    "each node's order its place in that list");
	CHECK(info(&r, "r.2.2")->order == 0 && info(&r, "r.2.2")->visits == 0,
	    "T1: r.2.2 is never visited");
	CHECK(s->leaves_visited == 3 && s->visits == 6 && s->leaf_evals == 3 &&
	    s->steps == 15 && s->npass == 1 && s->researches == 0 &&
	    s->recalls == 0 && s->beyond == 0, "T1: 3 leaves evaluated, 6 "
	    "searches, 15 steps, one pass, no re-search, no recall, nothing "
	    "below a depth limit");

	/* windows: on entry, and after the node's own updates */
	in = info(&r, "r");
	CHECK(in->alpha_in == -INFINITY && in->beta_in == INFINITY &&
	    in->alpha_out == 3 && in->beta_out == INFINITY, "T1: r is entered "
	    "with (-inf, +inf) and leaves with (3, +inf)");
	in = info(&r, "r.1");
	CHECK(in->alpha_in == -INFINITY && in->beta_in == INFINITY &&
	    in->alpha_out == -INFINITY && in->beta_out == 3, "T1: r.1 with "
	    "(-inf, +inf), leaves with (-inf, 3)");
	in = info(&r, "r.2");
	CHECK(in->alpha_in == 3 && in->beta_in == INFINITY &&
	    in->alpha_out == 3 && in->beta_out == 2, "T1: r.2 with (3, +inf) "
	    "(r's raised alpha), leaves with (3, 2)");
	in = info(&r, "r.2.1");
	CHECK(in->alpha_in == 3 && in->beta_in == INFINITY, "T1: the leaf "
	    "r.2.1 is scored with its parent's window (3, +inf)");

	/* where each bound came from: the event, and its step */
	in = info(&r, "r");
	CHECK(in->alpha_from.ev == 8 && in->alpha_from.step == 8 &&
	    in->beta_from.ev == 0 && in->beta_from.step == 0, "T1: r's alpha "
	    "3 was set at step 8 (event 8), its beta is the pass's (event 0, "
	    "no step)");
	in = info(&r, "r.1");
	CHECK(in->beta_from.ev == 4 && in->beta_from.step == 4 &&
	    in->alpha_from.ev == 0 && in->alpha_from.step == 0, "T1: r.1's "
	    "beta 3 was set at step 4 and not moved by step 6 (5 > 3); its "
	    "alpha is the root's, from the pass");
	in = info(&r, "r.2");
	CHECK(in->alpha_from.ev == 8 && in->alpha_from.step == 8 &&
	    in->beta_from.ev == 11 && in->beta_from.step == 11, "T1: r.2's "
	    "alpha 3 came down from r's step 8, its beta 2 was set at step 11");

	/* values, bounds, cases, full and exact */
	in = info(&r, "r");
	CHECK(in->value == 3 && in->bound == BOUND_EXACT && in->kase == 0 &&
	    !in->full && in->exact, "T1: r returns 3, exact, case 0 (the "
	    "root); not full (r.2.2 is unseen), exact all the same (inside its "
	    "window)");
	in = info(&r, "r.1");
	CHECK(in->value == 3 && in->bound == BOUND_EXACT && in->kase == 1 &&
	    in->full && in->exact, "T1: r.1 returns 3, exact, case 1, full");
	in = info(&r, "r.2");
	CHECK(in->value == 2 && in->bound == BOUND_UPPER && in->kase == 3 &&
	    !in->full && !in->exact, "T1: r.2 returns 2, an upper bound, case "
	    "3, not full, not exact");
	ok = 1;
	for (k = 3; k <= 5; k++)
		ok &= s->info[k].full && s->info[k].exact && s->info[k].kase ==
		    0 && s->info[k].bound == BOUND_EXACT && s->info[k].scored == 1;
	CHECK(ok, "T1: each leaf scored is scored once, full, exact, case 0");
	CHECK(s->minimax[0] == 3 && s->minimax[1] == 3 && s->minimax[2] == 2 &&
	    s->minimax[6] == 9, "T1: minimax values r 3, r.1 3, r.2 2, r.2.2 9");

	/* the cutoff and what it prunes */
	cu = &s->cut[0];
	CHECK(s->ncut == 1 && cu->node == node(r.t, "r.2") &&
	    cu->after == node(r.t, "r.2.1") && cu->alpha == 3 && cu->beta == 2 &&
	    cu->v == 2, "T1: one cutoff, at r.2 after r.2.1, window (3, 2), "
	    "tested 2 (the lowered beta)");
	CHECK(cu->from.ev == 8 && cu->from.step == 8 && cu->npruned == 1 &&
	    cu->nodes == 1 && cu->pass == 0 && cu->ev == 12 && cu->step == 12,
	    "T1: its alpha came from step 8; it prunes 1 child, 1 node, in "
	    "pass 0, at event and step 12");
	CHECK(info(&r, "r.2")->cut == 0 && info(&r, "r")->cut == -1 &&
	    info(&r, "r.1")->cut == -1, "T1: r.2's own cut is cutoff 0, r and "
	    "r.1 have none");
	ok = 1;
	for (k = 0; k < r.t->n; k++)
		ok &= s->info[k].cutoff == (k == node(r.t, "r.2.2") ? 0 : -1);
	CHECK(ok, "T1: r.2.2, and only it, is marked pruned by cutoff 0");

	/* best children, the principal variation, Knuth-Moore types */
	CHECK(info(&r, "r")->best == node(r.t, "r.1") &&
	    info(&r, "r.1")->best == node(r.t, "r.1.1") &&
	    info(&r, "r.2")->best == node(r.t, "r.2.1"), "T1: best children: "
	    "r.1 (r.2's 3 ties it, not better), r.1.1 (5 is worse), r.2.1");
	CHECK(s->npv == 3 && s->pv[0] == 0 && s->pv[1] == node(r.t, "r.1") &&
	    s->pv[2] == node(r.t, "r.1.1"), "T1: the principal variation is r "
	    "r.1 r.1.1");
	ok = 1;
	for (k = 0; k < r.t->n; k++)
		ok &= s->info[k].on_pv == (k == 0 || k == 1 || k == 3);
	CHECK(ok, "T1: on_pv is set on r, r.1, r.1.1 and nowhere else");
	CHECK(info(&r, "r")->tried == 2 && info(&r, "r.1")->tried == 2 &&
	    info(&r, "r.2")->tried == 1, "T1: children tried: r 2, r.1 2, r.2 1");
	CHECK(info(&r, "r")->type == KM_PV && info(&r, "r.1")->type == KM_PV &&
	    info(&r, "r.1.1")->type == KM_PV && info(&r, "r.1.2")->type ==
	    KM_CUT && info(&r, "r.2")->type == KM_CUT && info(&r, "r.2.1")->type ==
	    KM_ALL, "T1: Knuth-Moore types: r, r.1, r.1.1 PV; r.1.2, r.2 CUT; "
	    "r.2.1 ALL");

	/* the pass */
	CHECK(s->pass[0].alpha == -INFINITY && s->pass[0].beta == INFINITY &&
	    s->pass[0].depth == -1 && s->pass[0].value == 3 &&
	    s->pass[0].bound == BOUND_EXACT && s->pass[0].best == node(r.t,
	    "r.1") && s->pass[0].visits == 6, "T1: the pass: window (-inf, "
	    "+inf), no depth limit, value 3 exact, best r.1, 6 searches");
	run_free(&r);
}

/*
 * The replay, one event at a time: the state after each event is what
 * trace_summarize says at the end only where nothing later changes it, and
 * nothing from a later event is in it (T1's events above).
 */
static void
test_t1_replay(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_ALPHABETA);
	static const long steps_after[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	    11, 12, 12, 13, 14, 15 };
	struct run r;
	struct replay *rp;
	const struct summary *now;
	size_t e;
	int ok = 1, r2, r22, future = 1;

	run_text(&r, t1, &cfg);
	r2 = node(r.t, "r.2");
	r22 = node(r.t, "r.2.2");
	if ((rp = replay_new(r.t, &r.tr)) == NULL) {
		CHECK(0, "replay_new: out of memory");
		run_free(&r);
		return;
	}
	now = replay_state(rp);
	CHECK(now->steps == 0 && now->nvisited == 0 && now->npass == 0 &&
	    now->info[0].order == 0, "replay: before any event nothing is "
	    "known");
	for (e = 0; e < r.tr.n; e++) {
		replay_step(rp);
		ok &= now->steps == steps_after[e];
		future &= now->npv == 0;
		switch (e) {
		case 0:
			CHECK(now->npass == 1 && now->nvisited == 0, "replay "
			    "after event 0 (PASS): one pass, nothing visited");
			break;
		case 1:
			CHECK(now->info[0].order == 1 && now->info[0].open &&
			    now->info[0].so_far == -INFINITY && now->info[1].order
			    == 0, "replay after event 1: r entered, open, v = "
			    "-inf; r.1 not yet visited");
			break;
		case 4:
			CHECK(now->info[1].beta_out == 3 && now->info[1].so_far ==
			    3 && now->info[1].best == 3 && now->info[1].beta_from.step
			    == 4 && now->info[4].order == 0, "replay after step 4: "
			    "r.1 has v = 3, beta = 3 (set at step 4), best r.1.1; "
			    "r.1.2 not yet visited");
			break;
		case 7:
			CHECK(now->info[1].value == 3 && now->info[1].kase == 1 &&
			    !now->info[1].open && now->info[1].full &&
			    now->info[0].alpha_out == -INFINITY, "replay after step "
			    "7: r.1 returned 3, case 1, full; r's alpha not raised "
			    "yet");
			break;
		case 8:
			CHECK(now->info[0].alpha_out == 3 && now->info[r2].order ==
			    0, "replay after step 8: r's alpha is 3, r.2 not yet "
			    "visited");
			break;
		case 11:
			CHECK(now->ncut == 0 && now->info[r2].beta_out == 2 &&
			    now->info[r22].cutoff == -1, "replay after step 11: "
			    "r.2's beta is 2, no cutoff yet, r.2.2 not yet pruned");
			break;
		case 12:
			CHECK(now->ncut == 1 && now->cut[0].npruned == 0 &&
			    now->info[r2].cut == 0 && now->info[r22].cutoff == -1,
			    "replay after the CUTOFF event: one cutoff, pruning "
			    "nothing until its PRUNE event comes");
			break;
		case 13:
			CHECK(now->cut[0].npruned == 1 && now->cut[0].nodes == 1 &&
			    now->info[r22].cutoff == 0 && now->info[r2].unseen == 1,
			    "replay after the PRUNE event: r.2.2 pruned by cutoff 0, "
			    "one child of r.2 unseen");
			break;
		case 14:
			CHECK(now->info[r2].value == 2 && now->info[r2].bound ==
			    BOUND_UPPER && now->info[r2].kase == 3 &&
			    now->info[0].value == 0, "replay after step 13: r.2 "
			    "returned 2, an upper bound, case 3; r has returned "
			    "nothing yet");
			break;
		default:
			break;
		}
	}
	CHECK(ok, "replay: after each event the step count is the log's "
	    "(PASS and PRUNE are no step)");
	CHECK(future, "replay: no principal variation while replaying (it "
	    "comes at the end)");
	replay_step(rp);
	CHECK(now->steps == 15 && now->info[0].value == 3 && now->info[0].bound
	    == BOUND_EXACT, "replay: stepping past the end changes nothing; "
	    "the root has returned 3, exact");
	replay_free(rp);
	replay_free(NULL);
	trace_summary_free(NULL);
	run_free(&r);
}

/*
 * The rule of node_info.exact (trace.h): value came back inside its window,
 * or the node is scored, or the search is fail-soft and the node full (or
 * searched with an empty window and handing that number back).
 *
 * T2 = [[3], [1]]: r.2 (MIN) has one leaf, 1, and is entered with (3, +inf);
 * it returns 1 <= alpha 3, an upper bound, case 3, and cuts after its last
 * child, pruning nothing, so it is full.  Fail-soft: exact (1 is its real
 * value).  Fail-hard (seed 000: v starts at beta = +inf, min(+inf, 1) = 1,
 * returns beta = 1): the same number, but fail-hard's rule says not exact.
 */
static void
test_exact_rule(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_ALPHABETA);
	struct run r;
	const struct node_info *in;

	run_text(&r, "[[3], [1]]", &cfg);
	in = info(&r, "r.2");
	CHECK(in->value == 1 && in->bound == BOUND_UPPER && in->kase == 3 &&
	    in->full && in->exact && in->cut == 0 && r.s->cut[0].npruned == 0 &&
	    r.s->cut[0].nodes == 0, "T2 fail-soft: r.2 returns 1, an upper "
	    "bound, case 3, cut after its last child (prunes nothing): full, "
	    "so exact");
	CHECK(info(&r, "r")->full && info(&r, "r")->exact, "T2 fail-soft: "
	    "nothing is pruned, so the root is full too");
	run_free(&r);

	cfg = cfg_plain(ALGO_ALPHABETA_HARD);
	run_text(&r, "[[3], [1]]", &cfg);
	in = info(&r, "r.2");
	CHECK(in->value == 1 && in->bound == BOUND_UPPER && in->full &&
	    !in->exact, "T2 fail-hard: r.2 returns beta 1, an upper bound, "
	    "full, but not exact (fail-hard clamps)");
	run_free(&r);

	/*
	 * T3: MIN at the root; r.2 (MAX) over r.2.1 (MIN) over one leaf 15.
	 * r.1 = [3] gives r beta 3, so r.2 and r.2.1 are entered with
	 * (-inf, 3).  Fail-hard (seed 000's F): r.2.1 starts v at beta 3,
	 * min(3, 15) = 3, returns 3 >= beta 3: a lower bound, case 2 under
	 * the MAX r.2, real value 15, not exact; r.2 raises alpha to 3,
	 * cuts (3 >= 3) after its only child, returns 3: lower, case 3
	 * under the MIN root.  Fail-soft: r.2.1 returns 15 (lower, case 2,
	 * full, so exact), r.2 returns 15 (lower, case 3, full, exact).
	 */
	cfg = cfg_plain(ALGO_ALPHABETA_HARD);
	run_text(&r, "{\"player\": \"min\", \"children\": [[3], [[15]]]}",
	    &cfg);
	in = info(&r, "r.2.1");
	CHECK(in->value == 3 && in->bound == BOUND_LOWER && in->kase == 2 &&
	    in->full && !in->exact && r.s->minimax[node(r.t, "r.2.1")] == 15,
	    "T3 fail-hard: r.2.1 hands up beta 3 (real 15): lower bound, case "
	    "2, full, not exact");
	in = info(&r, "r.2");
	CHECK(in->value == 3 && in->bound == BOUND_LOWER && in->kase == 3 &&
	    in->full && !in->exact && in->alpha_out == 3, "T3 fail-hard: r.2 "
	    "raises alpha to 3, returns 3: lower bound, case 3, not exact");
	CHECK(r.tr.result == 3 && info(&r, "r")->exact, "T3 fail-hard: the "
	    "MIN root's value 3 is exact");
	run_free(&r);
	cfg = cfg_plain(ALGO_ALPHABETA);
	run_text(&r, "{\"player\": \"min\", \"children\": [[3], [[15]]]}",
	    &cfg);
	CHECK(info(&r, "r.2.1")->value == 15 && info(&r, "r.2.1")->kase == 2 &&
	    info(&r, "r.2.1")->exact && info(&r, "r.2")->value == 15 &&
	    info(&r, "r.2")->bound == BOUND_LOWER && info(&r, "r.2")->kase == 3 &&
	    info(&r, "r.2")->exact, "T3 fail-soft: r.2.1 and r.2 hand up 15, "
	    "lower bounds (cases 2 and 3), exact since full");
	run_free(&r);

	/*
	 * An empty window (tests/golden/exact-none.json) under --cutoff gt:
	 * [5, [5, [5, 4]]]: r takes 5, r.2 is entered with (5, +inf), takes
	 * 5 and does not cut (5 > 5 is false), so r.2.2 is entered with
	 * (5, 5) and hands back 5: bound none, case 0.  Fail-soft and full:
	 * exact; fail-hard: not.
	 */
	cfg = cfg_plain(ALGO_ALPHABETA);
	cfg.cutoff = CUT_GT;
	run_text(&r, "[5, [5, [5, 4]]]", &cfg);
	in = info(&r, "r.2.2");
	CHECK(in->alpha_in == 5 && in->beta_in == 5 && in->value == 5 &&
	    in->bound == BOUND_NONE && in->kase == 0 && in->full && in->exact,
	    "empty window, fail-soft: r.2.2 searched with (5, 5) hands back 5: "
	    "bound none, case 0, full, exact");
	CHECK(r.s->ncut == 0, "empty window, gt: no cutoff at all");
	run_free(&r);
	cfg = cfg_plain(ALGO_ALPHABETA_HARD);
	cfg.cutoff = CUT_GT;
	run_text(&r, "[5, [5, [5, 4]]]", &cfg);
	in = info(&r, "r.2.2");
	CHECK(in->value == 5 && in->bound == BOUND_NONE && in->full &&
	    !in->exact, "empty window, fail-hard: bound none, not exact");
	run_free(&r);
}

/*
 * PVS on T_pvs = [[3, 5], [6, 9]] (negamax: scores from the side to move,
 * so a MIN node's numbers are MAX's negated).  r.1 is searched with the full
 * window: r.1.1 gives -3, r.1.2 is probed with (-3, -2) and gives -5; r.1
 * returns -3, r's alpha 3.  r.2 is probed with (3, 4), so entered with
 * (-4, -3); r.2.1 gives -6, r.2.2 (probe (-4, -3)) -9; r.2 returns -6, so
 * -(-6) = 6 lies in (3, +inf): re-search with (3, +inf), r.2 entered with
 * (-inf, -3), returns -6 again.  The root: 6, best r.2.
 *   ev  step
 *    9   9   UPDATE r from r.1: best 3, alpha 3
 *   10  10   PROBE  r, r.2, (3, 4)
 *   11  11   ENTER  r.2 (-4, -3)
 *   17  17   RETURN r.2 = -6
 *   18  18   RESEARCH r, r.2, (3, +inf)
 *   19  19   ENTER  r.2 (-inf, -3)
 *   21  21   UPDATE r.2 from r.2.1: best -6, alpha -6
 *   25  25   RETURN r.2 = -6
 *   27  27   RETURN r = 6
 */
static void
test_pvs(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_PVS);
	struct run r;
	const struct node_info *in;

	run_text(&r, "[[3, 5], [6, 9]]", &cfg);
	CHECK(r.tr.result == 6 && r.s->researches == 1 && r.s->steps == 27 &&
	    r.s->ncut == 0, "PVS: value 6, one re-search, 27 steps, no cutoff");
	CHECK(info(&r, "r.2")->visits == 2 && info(&r, "r.2.1")->visits == 2 &&
	    info(&r, "r.2.2")->visits == 2 && info(&r, "r.1")->visits == 1 &&
	    r.s->visits == 10 && r.s->leaf_evals == 6 && r.s->nvisited == 7 &&
	    r.s->leaves_visited == 4, "PVS: r.2 and its leaves searched twice: "
	    "10 searches, 6 evaluations, of 7 distinct nodes and 4 leaves");
	in = info(&r, "r.2");
	CHECK(in->alpha_in == -INFINITY && in->beta_in == -3 && in->alpha_out ==
	    -6 && in->value == -6 && in->bound == BOUND_EXACT && in->kase == 1 &&
	    in->full && in->exact, "PVS: r.2's last search: (-inf, -3) (r's "
	    "(3, +inf) turned over), returns -6 from its own side, exact, case "
	    "1, full");
	CHECK(r.s->minimax[node(r.t, "r.2")] == -6 && r.s->minimax[0] == 6,
	    "PVS: minimax values in the trace's view: r.2 -6 (MIN to move), r 6");
	CHECK(in->alpha_from.ev == 21 && in->alpha_from.step == 21 &&
	    in->beta_from.ev == 9 && in->beta_from.step == 9, "PVS: after the "
	    "re-search r.2's alpha -6 was set at step 21, its beta is r's alpha "
	    "turned over (set at step 9)");
	CHECK(info(&r, "r.1.2")->alpha_in == 2 && info(&r, "r.1.2")->beta_in ==
	    3, "PVS: the leaf r.1.2 is scored with its probe's null window "
	    "(-3, -2), turned over to its own side: (2, 3)");
	CHECK(r.s->npv == 3 && r.s->pv[1] == node(r.t, "r.2") && r.s->pv[2] ==
	    node(r.t, "r.2.1") && r.s->pass[0].visits == 10, "PVS: principal "
	    "variation r r.2 r.2.1; the one pass counts all 10 searches");
	CHECK(info(&r, "r.2")->type == KM_CUT && info(&r, "r.1")->type == KM_PV,
	    "PVS: r.1 is a PV node, r.2 a CUT node");
	run_free(&r);

	/* the probe's window, seen before the re-search: replay to event 11 */
	run_text(&r, "[[3, 5], [6, 9]]", &cfg);
	{
		struct replay *rp = replay_new(r.t, &r.tr);
		const struct node_info *p2;
		int e;

		for (e = 0; rp != NULL && e <= 11; e++)
			replay_step(rp);
		p2 = rp != NULL ? &replay_state(rp)->info[node(r.t, "r.2")] :
		    NULL;
		CHECK(p2 != NULL && p2->alpha_in == -4 && p2->beta_in == -3 &&
		    p2->alpha_from.ev == 10 && p2->alpha_from.step == 10 &&
		    p2->beta_from.step == 9, "PVS: r.2 probed with (-4, -3): its "
		    "alpha comes from the PROBE (event and step 10), its beta "
		    "from r's alpha (step 9)");
		replay_free(rp);
	}
	run_free(&r);
}

/*
 * MTD(f) on T1, first guess 0 (no eval at the root).
 * Pass 1, window (-1, 0): r.1 gets 3 and 5 (beta stays 0), returns 3 >=
 * 0; r raises alpha to 3 >= 0 and cuts, pruning r.2; r returns 3, a lower
 * bound.  Pass 2, window (3, 4): r.1 entered with (3, 4); its leaf r.1.1 is
 * answered from memory (3 <= alpha 3: no search); r.1 lowers beta to 3 and
 * cuts (3 >= 3), pruning r.1.2; r.2 gets 2 and cuts, pruning r.2.2; r
 * returns 3 <= alpha 3, an upper bound.  Lower = upper = 3: done.
 * Searches: pass 1 r r.1 r.1.1 r.1.2, pass 2 r r.1 r.2 r.2.1: 4 + 4.
 */
static void
test_mtdf(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_MTDF);
	struct run r;
	const struct summary *s;
	const struct node_info *in;

	run_text(&r, t1, &cfg);
	s = r.s;
	CHECK(r.tr.result == 3 && s->npass == 2 && s->recalls == 1 &&
	    s->steps == 24, "MTD(f): value 3 in 2 passes, one answer from "
	    "memory, 24 steps");
	CHECK(s->pass[0].alpha == -1 && s->pass[0].beta == 0 &&
	    s->pass[0].value == 3 && s->pass[0].bound == BOUND_LOWER &&
	    s->pass[0].best == node(r.t, "r.1") && s->pass[0].visits == 4,
	    "MTD(f) pass 1: window (-1, 0), 3 is a lower bound, best r.1, 4 "
	    "searches");
	CHECK(s->pass[1].alpha == 3 && s->pass[1].beta == 4 &&
	    s->pass[1].value == 3 && s->pass[1].bound == BOUND_UPPER &&
	    s->pass[1].visits == 4, "MTD(f) pass 2: window (3, 4), 3 is an "
	    "upper bound, 4 searches");
	CHECK(s->ncut == 3 && s->cut[0].node == 0 && s->cut[0].nodes == 3 &&
	    s->cut[0].pass == 0 && s->cut[0].step == 9 && s->cut[1].node ==
	    node(r.t, "r.1") && s->cut[1].pass == 1 && s->cut[1].step == 15 &&
	    s->cut[2].node == node(r.t, "r.2") && s->cut[2].pass == 1 &&
	    s->cut[2].step == 21, "MTD(f): cutoffs at r (pass 1, step 9, "
	    "pruning r.2's 3 nodes), r.1 (pass 2, step 15), r.2 (pass 2, step "
	    "21)");
	CHECK(s->cut[0].from.ev == 0 && s->cut[0].from.step == 0,
	    "MTD(f): the first cut's beta is the null window's, from the pass");
	in = info(&r, "r.1.1");
	CHECK(in->visits == 1 && in->scored == 1 && in->bound == BOUND_EXACT &&
	    in->full && in->exact, "MTD(f): r.1.1, answered from memory in pass "
	    "2, was searched and scored once; a leaf is exact and full even "
	    "when memory answers for it");
	CHECK(s->visits == 8 && s->leaf_evals == 3 && s->nvisited == 6 &&
	    info(&r, "r.2.2")->order == 0, "MTD(f): 8 searches, 3 "
	    "evaluations, 6 distinct nodes; r.2.2 never searched");
	in = info(&r, "r.1");
	CHECK(in->alpha_in == 3 && in->beta_in == 4 && in->beta_out == 3 &&
	    in->value == 3 && in->bound == BOUND_UPPER && !in->full &&
	    !in->exact, "MTD(f): r.1's last search: (3, 4), cut, returns 3 "
	    "<= alpha: an upper bound, not full, not exact");
	CHECK(info(&r, "r")->visits == 2 && info(&r, "r")->bound ==
	    BOUND_UPPER, "MTD(f): the root searched twice, its last pass "
	    "failing low");
	run_free(&r);
}

/*
 * Iterative deepening on T_id (T1 with evals 4 and 6 on r.1 and r.2) to
 * depth 2.  Pass 1, depth 1: r.1 and r.2 are at the horizon, scored 4 and
 * 6; r = 6, best r.2.  Pass 2, depth 2, r.2 first (it was best): r.2 gets
 * 2 and 9 and returns 2; r.1, entered with (2, +inf), gets 3 (beta 3, no
 * cut) and 5, returns 3; r = 3, best r.1.  Searches: 3 + 7.
 */
static const char t_id[] = "{\"root\": {\"children\": [{\"eval\": 4, "
    "\"children\": [3, 5]}, {\"eval\": 6, \"children\": [2, 9]}]}}";

static void
test_iterative(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_ALPHABETA);
	static const char *const order[] = { "r", "r.1", "r.2", "r.2.1",
	    "r.2.2", "r.1.1", "r.1.2" };
	struct run r;
	const struct summary *s;
	int k, ok;

	cfg.depth = 2;
	cfg.iterative = 1;
	run_text(&r, t_id, &cfg);
	s = r.s;
	CHECK(r.tr.result == 3 && s->npass == 2 && s->pass[0].depth == 1 &&
	    s->pass[0].value == 6 && s->pass[0].best == node(r.t, "r.2") &&
	    s->pass[0].visits == 3 && s->pass[1].depth == 2 &&
	    s->pass[1].value == 3 && s->pass[1].best == node(r.t, "r.1") &&
	    s->pass[1].visits == 7, "iterative: depth 1 gives 6 (best r.2, 3 "
	    "searches), depth 2 gives 3 (best r.1, 7 searches)");
	ok = s->nvisited == NELEM(order);
	for (k = 0; ok && k < NELEM(order); k++)
		ok = s->visited[k] == node(r.t, order[k]);
	CHECK(ok, "iterative: first visits r r.1 r.2, then r.2.1 r.2.2 r.1.1 "
	    "r.1.2 (r.2 first in the second iteration)");
	CHECK(s->visits == 10 && s->leaf_evals == 6 && s->leaves_visited == 6 &&
	    info(&r, "r.1")->scored == 1 && info(&r, "r.1")->visits == 2,
	    "iterative: 10 searches, 6 evaluations (2 evals, 4 leaves); r.1 "
	    "scored once (by its eval), searched twice");
	CHECK(info(&r, "r.1")->alpha_in == 2 && info(&r, "r.1")->value == 3 &&
	    info(&r, "r.1")->kase == 1 && info(&r, "r.1")->full &&
	    s->ncut == 0, "iterative: r.1's last search: entered with (2, "
	    "+inf), returns 3, case 1, full; no cutoff");
	CHECK(s->npv == 3 && s->pv[1] == node(r.t, "r.1") && s->pv[2] ==
	    node(r.t, "r.1.1"), "iterative: the principal variation is the last "
	    "iteration's: r r.1 r.1.1");
	run_free(&r);
}

/*
 * An aspiration window (4, 6) on T1: pass 1 searches r.1 with (4, 6): 3
 * <= 4 cuts it (pruning r.1.2); r keeps alpha 4; r.2 gets 2 and cuts; r
 * returns 3 <= 4: failed low.  Pass 2 with (-inf, 6) is T1's search again
 * under beta 6.  Events of pass 2 start at 17 (its PASS), steps at 15.
 */
static void
test_window(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_ALPHABETA);
	struct run r;
	const struct summary *s;

	cfg.window = 1;
	cfg.lo = 4;
	cfg.hi = 6;
	run_text(&r, t1, &cfg);
	s = r.s;
	CHECK(r.tr.result == 3 && s->npass == 2 && s->pass[0].alpha == 4 &&
	    s->pass[0].beta == 6 && s->pass[0].value == 3 && s->pass[0].bound ==
	    BOUND_UPPER && s->pass[0].visits == 5 && s->pass[1].alpha ==
	    -INFINITY && s->pass[1].beta == 6 && s->pass[1].bound == BOUND_EXACT
	    && s->pass[1].visits == 6, "window (4, 6): pass 1 fails low with 3 "
	    "(5 searches), pass 2 with (-inf, 6) gives 3 exact (6 searches)");
	CHECK(s->steps == 29 && s->ncut == 3 && s->cut[0].node == node(r.t,
	    "r.1") && s->cut[0].alpha == 4 && s->cut[0].beta == 3 &&
	    s->cut[0].step == 5 && s->cut[0].from.ev == 0 && s->cut[1].node ==
	    node(r.t, "r.2") && s->cut[1].from.ev == 0 && s->cut[1].step == 11,
	    "window: pass 1 cuts r.1 at step 5 and r.2 at step 11, both on "
	    "alpha 4 from the window itself (the PASS event)");
	CHECK(s->cut[2].node == node(r.t, "r.2") && s->cut[2].pass == 1 &&
	    s->cut[2].alpha == 3 && s->cut[2].from.ev == 25 &&
	    s->cut[2].from.step == 22 && s->cut[2].step == 26, "window: pass 2 "
	    "cuts r.2 at step 26 on alpha 3, set at step 22 (event 25)");
	CHECK(info(&r, "r")->alpha_in == -INFINITY && info(&r, "r")->beta_in ==
	    6 && info(&r, "r")->beta_from.ev == 17 && info(&r, "r")->beta_from.step
	    == 0 && info(&r, "r")->visits == 2, "window: r's last window "
	    "(-inf, 6), its beta from pass 2's PASS (event 17)");
	CHECK(info(&r, "r.1.2")->order > 0 && info(&r, "r.2.2")->order == 0 &&
	    info(&r, "r.2.2")->cutoff == 2, "window: r.1.2, pruned in pass 1, "
	    "is searched in pass 2; r.2.2 is pruned by the last cutoff");
	run_free(&r);
}

/*
 * A depth limit: TH, three levels, searched to depth 2 (the nodes at depth
 * 2 scored by their eval).  r.1 gets 3 and 5, r.2 gets 1 and cuts before
 * r.2.2.  trace_beyond is true of the 8 leaves at depth 3, trace_horizon
 * of the 4 interior nodes at depth 2.
 */
static const char t_h[] = "{\"root\": {\"children\": ["
    "{\"children\": [{\"eval\": 3, \"children\": [3, 3]}, "
    "{\"eval\": 5, \"children\": [5, 5]}]}, "
    "{\"children\": [{\"eval\": 1, \"children\": [1, 1]}, "
    "{\"eval\": 9, \"children\": [7, 8]}]}]}}";

static void
test_horizon(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_ALPHABETA);
	struct run r;
	int i, beyond = 0, horizon = 0, ok = 1;

	cfg.depth = 2;
	run_text(&r, t_h, &cfg);
	for (i = 0; i < r.t->n; i++) {
		beyond += trace_beyond(&r.tr, r.t, i);
		horizon += trace_horizon(&r.tr, r.t, i);
		ok &= trace_beyond(&r.tr, r.t, i) == (r.t->node[i].depth == 3) &&
		    trace_horizon(&r.tr, r.t, i) == (r.t->node[i].depth == 2);
	}
	CHECK(ok && beyond == 8 && horizon == 4 && r.s->beyond == 8,
	    "depth 2: the 8 nodes at depth 3 lie beyond it, the 4 at depth 2 "
	    "are at the horizon");
	CHECK(r.tr.result == 3 && r.s->leaves_visited == 3 && r.s->leaf_evals ==
	    3 && info(&r, "r.1.1")->full && info(&r, "r.1.1")->exact &&
	    info(&r, "r.1.1")->scored == 1 && r.s->ncut == 1 &&
	    r.s->cut[0].npruned == 1, "depth 2: value 3; 3 horizon nodes "
	    "scored, each full and exact; one cut pruning r.2.2");
	run_free(&r);
	cfg.depth = -1;
	run_text(&r, t_h, &cfg);
	ok = 1;
	for (i = 0; i < r.t->n; i++)
		ok &= !trace_beyond(&r.tr, r.t, i) && !trace_horizon(&r.tr, r.t, i);
	CHECK(ok && r.s->beyond == 0, "no depth limit: nothing beyond it, no "
	    "horizon");
	run_free(&r);
}

/* Two records that say the same of a node; cutoff only when asked (a lean
   summary marks no pruned node). */
static int
info_same(const struct node_info *a, const struct node_info *b, int cutoff)
{
	return a->order == b->order && a->visits == b->visits &&
	    same(a->alpha_in, b->alpha_in) && same(a->beta_in, b->beta_in) &&
	    same(a->alpha_out, b->alpha_out) && same(a->beta_out, b->beta_out) &&
	    same(a->so_far, b->so_far) && a->alpha_from.ev == b->alpha_from.ev &&
	    a->alpha_from.step == b->alpha_from.step && a->beta_from.ev ==
	    b->beta_from.ev && a->beta_from.step == b->beta_from.step &&
	    same(a->value, b->value) && a->bound == b->bound &&
	    a->full == b->full && a->exact == b->exact && a->kase == b->kase &&
	    a->best == b->best && a->on_pv == b->on_pv && a->tried == b->tried &&
	    a->scored == b->scored && a->type == b->type && a->cut == b->cut &&
	    (!cutoff || a->cutoff == b->cutoff);
}

/* Two summaries that say the same; lean: b is a lean one. */
static int
summary_same(const struct tree *t, const struct summary *a,
    const struct summary *b, int lean)
{
	int i, ok = a->nvisited == b->nvisited && a->leaves_visited ==
	    b->leaves_visited && a->visits == b->visits && a->leaf_evals ==
	    b->leaf_evals && a->npv == b->npv && a->ncut == b->ncut &&
	    a->npass == b->npass && a->steps == b->steps && a->researches ==
	    b->researches && a->recalls == b->recalls && a->beyond == b->beyond;

	for (i = 0; ok && i < a->nvisited; i++)
		ok = a->visited[i] == b->visited[i];
	for (i = 0; ok && i < a->npv; i++)
		ok = a->pv[i] == b->pv[i];
	for (i = 0; ok && i < a->ncut; i++)
		ok = a->cut[i].node == b->cut[i].node && a->cut[i].after ==
		    b->cut[i].after && a->cut[i].npruned == b->cut[i].npruned &&
		    a->cut[i].nodes == b->cut[i].nodes && a->cut[i].step ==
		    b->cut[i].step && a->cut[i].ev == b->cut[i].ev;
	for (i = 0; ok && i < a->npass; i++)
		ok = same(a->pass[i].value, b->pass[i].value) &&
		    a->pass[i].best == b->pass[i].best && a->pass[i].visits ==
		    b->pass[i].visits && a->pass[i].bound == b->pass[i].bound;
	for (i = 0; ok && i < t->n; i++) {
		const struct node_info *x = trace_info(a, i);
		const struct node_info *y = trace_info(b, i);

		if (lean && x->order == 0 && x->scored == 0 &&
		    x->visits == 0)
			ok = y == NULL && !trace_reached(b, i);
		else
			ok = y != NULL && info_same(x, y, !lean) &&
			    trace_reached(a, i) == trace_reached(b, i);
		if (!lean)
			ok = ok && same(a->minimax[i], b->minimax[i]);
	}
	return ok;
}

/*
 * The lean summary (records for the nodes reached only) and the live one
 * (made while a search without cutoffs runs) say what the full one says.
 */
static void
test_lean_live(void)
{
	struct search_cfg cfg = cfg_plain(ALGO_ALPHABETA);
	struct summary *lean;
	struct run r;
	struct trace live;
	struct summary *ls;
	int a, k, nt = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) / 10 :
	    300, lean_ok = 1, live_ok = 1, refused = 1;

	run_text(&r, t1, &cfg);
	lean = trace_summarize_lean(r.t, &r.tr);
	CHECK(lean != NULL && lean->slot != NULL && lean->minimax != NULL,
	    "lean T1: records found through slot, minimax values kept");
	CHECK(lean != NULL && trace_info(lean, node(r.t, "r.2.2")) == NULL &&
	    !trace_reached(lean, node(r.t, "r.2.2")) &&
	    trace_reached(lean, node(r.t, "r.2")) && trace_info(lean,
	    node(r.t, "r.2"))->value == 2 && summary_same(r.t, r.s, lean, 1),
	    "lean T1: no record for the pruned r.2.2; every other record as "
	    "the full summary's");
	trace_summary_free(lean);
	run_free(&r);

	/* random trees, every formulation: lean == full; minimax and
	   negamax: live == full */
	for (k = 0; k < nt; k++) {
		struct tree *t = random_tree();

		for (a = 0; a < ALGO_N; a++) {
			cfg = cfg_plain((enum algo)a);
			cfg.cutoff = k % 3 == 0 ? CUT_GT : CUT_GE;
			cfg.order = (enum order)(k % ORDER_N);
			memset(&r.tr, 0, sizeof(r.tr));
			if (ab_search(t, &cfg, &r.tr) != 0 ||
			    (r.s = trace_summarize(t, &r.tr)) == NULL ||
			    (lean = trace_summarize_lean(t, &r.tr)) == NULL) {
				CHECK(0, "out of memory");
				exit(1);
			}
			lean_ok &= summary_same(t, r.s, lean, 1);
			trace_summary_free(lean);
			if (trace_live_ok(&cfg)) {
				memset(&live, 0, sizeof(live));
				ls = trace_live_begin(&live, t, &cfg) == 0 &&
				    ab_search(t, &cfg, &live) == 0 ?
				    trace_live_end(&live) : NULL;
				live_ok &= ls != NULL && summary_same(t, r.s, ls,
				    0) && live.n == 0 && live.ev == NULL;
				trace_summary_free(ls);
			} else {
				memset(&live, 0, sizeof(live));
				refused &= trace_live_begin(&live, t, &cfg) != 0 &&
				    live.live == NULL;
				trace_release(&live);
			}
			trace_summary_free(r.s);
			trace_release(&r.tr);
		}
		tree_free(t);
	}
	CHECK(lean_ok, "lean summary == full summary on every node reached, "
	    "%d random trees, every formulation", nt);
	CHECK(live_ok, "live summary == full summary (minimax, negamax), %d "
	    "random trees, no event kept", nt);
	CHECK(refused, "a search that prunes is refused a live summary");
}

/* Node i's children in the tree, all visited and full below. */
static int
no_pruned_below(const struct tree *t, const struct summary *s, int i)
{
	const struct tree_node *nd = &t->node[i];
	int c;

	if (s->info[i].order == 0)
		return 0;
	for (c = 0; c < nd->nkids; c++)
		if (!no_pruned_below(t, s, nd->first + c))
			return 0;
	return 1;
}

/*
 * On random trees, every formulation and order, both cut rules: what a
 * record says of its node is true of the node's minimax value (exact is
 * the value; a lower bound is at most it; an upper bound at least it), the
 * exact rule holds as trace.h words it, and in one pass without
 * re-searches a node is full exactly when nothing below it was pruned.
 * Counts and steps agree with the events.
 */
static void
test_random_rules(void)
{
	int nt = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) / 5 : 600;
	int k, a, i, truth = 1, rule = 1, full = 1, steps = 1, pv = 1, tally = 1;
	size_t e;

	for (k = 0; k < nt; k++) {
		struct tree *t = random_tree();

		for (a = 0; a < ALGO_N; a++) {
			struct search_cfg cfg = cfg_plain((enum algo)a);
			struct run r;
			struct stats_tally ta;
			struct trace tt;
			long nsteps = 0;
			int hard;

			cfg.cutoff = k % 2 ? CUT_GT : CUT_GE;
			cfg.order = (enum order)((k / 2) % ORDER_N);
			cfg.fail_soft = a == ALGO_NEGAMAX_AB ? k % 4 < 2 :
			    cfg.fail_soft;
			cfg.update_after = k % 3 == 0;
			hard = cfg_fail_hard(&cfg);
			memset(&r, 0, sizeof(r));
			r.t = t;
			if (ab_search(t, &cfg, &r.tr) != 0 ||
			    (r.s = trace_summarize(t, &r.tr)) == NULL) {
				CHECK(0, "out of memory");
				exit(1);
			}
			for (i = 0; i < t->n; i++) {
				const struct node_info *in = &r.s->info[i];
				double m = r.s->minimax[i];
				int scored = t->node[i].nkids == 0;

				if (in->order == 0)
					continue;
				if (in->exact)
					truth &= in->value == m;
				if (in->bound == BOUND_LOWER)
					truth &= m >= in->value;
				if (in->bound == BOUND_UPPER)
					truth &= m <= in->value;
				/* and MTD(f)'s root, whose bounds met */
				rule &= in->exact == (in->bound == BOUND_EXACT ||
				    scored || (!hard && (in->full ||
				    in->bound == BOUND_NONE)) || (i == 0 &&
				    a == ALGO_MTDF));
				if (a == ALGO_ALPHABETA || a ==
				    ALGO_ALPHABETA_HARD || a == ALGO_NEGAMAX_AB ||
				    !algo_prunes((enum algo)a))
					full &= in->full == no_pruned_below(t,
					    r.s, i);
			}
			for (e = 0; e < r.tr.n; e++)
				nsteps += ev_is_step((enum ev_kind)r.tr.ev[e].kind);
			steps &= nsteps == r.s->steps;
			for (i = 0; i < r.s->ncut; i++) {
				long upto = 0;

				for (e = 0; e <= r.s->cut[i].ev; e++)
					upto += ev_is_step((enum ev_kind)
					    r.tr.ev[e].kind);
				steps &= upto == r.s->cut[i].step &&
				    r.tr.ev[r.s->cut[i].ev].kind == EV_CUTOFF;
			}
			pv &= r.s->npv >= 1 && r.s->pv[0] == 0;
			for (i = 0; i + 1 < r.s->npv; i++)
				pv &= r.s->info[r.s->pv[i]].best == r.s->pv[i + 1] &&
				    t->node[r.s->pv[i + 1]].parent == r.s->pv[i];
			for (i = 0; i < t->n; i++) {
				int on = 0, j;

				for (j = 0; j < r.s->npv; j++)
					on |= r.s->pv[j] == i;
				pv &= r.s->info[i].on_pv == on;
			}
			/* --stats's tally counts what the replay counts */
			memset(&tt, 0, sizeof(tt));
			if (!cfg.iterative && trace_tally_init(&ta, t, &cfg) == 0) {
				tt.tally = &ta;
				tally &= ab_search(t, &cfg, &tt) == 0 &&
				    tt.n == 0 && tt.ev == NULL &&
				    ta.visited == r.s->nvisited && ta.visits ==
				    r.s->visits && ta.evals == r.s->leaf_evals &&
				    ta.cutoffs == r.s->ncut && tt.result ==
				    r.tr.result && ta.best == r.s->info[0].best;
				free(ta.seen);
			}
			trace_summary_free(r.s);
			trace_release(&r.tr);
		}
		tree_free(t);
	}
	CHECK(truth, "random trees (%d, every formulation): an exact value is "
	    "the minimax value, a lower bound at most it, an upper at least it",
	    nt);
	CHECK(rule, "random trees: exact == inside the window, or scored, or "
	    "fail-soft and (full or bound none), or MTD(f)'s root");
	CHECK(full, "random trees, one pass: full == nothing below pruned");
	CHECK(steps, "random trees: steps are the events but PASS and PRUNE; "
	    "each cutoff's step is its event's");
	CHECK(pv, "random trees: the principal variation follows each best "
	    "child from the root, and on_pv marks exactly it");
	CHECK(tally, "random trees: the --stats tally counts the replay's "
	    "visits, searches, evaluations, cutoffs and best move, keeping no "
	    "event");
}

/* The small predicates and names trace.h exports. */
static void
test_predicates(void)
{
	struct search_cfg c = cfg_plain(ALGO_ALPHABETA);
	struct tree *t = tree_text(t1);
	char buf[CFG_TEXT_MAX];
	int a, ok = 1;

	for (a = 0; a < ALGO_N; a++)
		ok &= algo_prunes((enum algo)a) == (a != ALGO_MINIMAX &&
		    a != ALGO_NEGAMAX && a != ALGO_EXPECTIMAX) &&
		    algo_negamax((enum algo)a) == (a == ALGO_NEGAMAX ||
		    a == ALGO_NEGAMAX_AB || a == ALGO_PVS);
	CHECK(ok, "algo_prunes: all but minimax, negamax and expectimax; "
	    "algo_negamax: negamax, negamax-ab, pvs");
	CHECK(strcmp(algo_name[ALGO_NEGAMAX_AB], "negamax-ab") == 0 &&
	    strcmp(order_name[ORDER_EVAL], "eval") == 0 &&
	    strcmp(bound_name[BOUND_NONE], "none") == 0 &&
	    strcmp(mistake_name[MISTAKE_GLOBAL], "global-bounds") == 0 &&
	    strcmp(notation_name[NOTATION_RETURNED], "returned") == 0,
	    "names: negamax-ab, eval, none, global-bounds, returned");
	ok = ev_is_step(EV_ENTER) && ev_is_step(EV_RECALL) &&
	    !ev_is_step(EV_PASS) && !ev_is_step(EV_PRUNE);
	CHECK(ok, "ev_is_step: every event but PASS and PRUNE");
	c.algo = ALGO_NEGAMAX_AB;
	c.fail_soft = 0;
	ok = cfg_fail_hard(&c) && cfg_test_first(&c);
	c.fail_soft = 1;
	ok &= !cfg_fail_hard(&c) && !cfg_test_first(&c);
	c.algo = ALGO_ALPHABETA_HARD;
	ok &= cfg_fail_hard(&c) && !cfg_test_first(&c);
	c.algo = ALGO_ALPHABETA;
	ok &= !cfg_fail_hard(&c) && !cfg_test_first(&c);
	c.update_after = 1;
	ok &= cfg_test_first(&c);
	CHECK(ok, "cfg_fail_hard: alphabeta-hard, negamax-ab unless soft; "
	    "cfg_test_first: alphabeta --update after, seed 004's hard negamax");
	c.algo = ALGO_NEGAMAX;
	ok = cfg_sign(&c, t, 0) == 1 && cfg_sign(&c, t, 1) == -1 &&
	    cfg_sign(&c, t, 3) == 1;
	c.algo = ALGO_ALPHABETA;
	ok &= cfg_sign(&c, t, 1) == 1;
	CHECK(ok, "cfg_sign: -1 at MIN nodes of a negamax search only");
	ok = mistake_fits(MISTAKE_GLOBAL, ALGO_ALPHABETA) &&
	    !mistake_fits(MISTAKE_GLOBAL, ALGO_NEGAMAX_AB) &&
	    mistake_fits(MISTAKE_VALUE_FOR_BOUND, ALGO_NEGAMAX_AB) &&
	    !mistake_fits(MISTAKE_VALUE_FOR_BOUND, ALGO_PVS) &&
	    mistake_fits(MISTAKE_SHALLOW, ALGO_PVS) &&
	    !mistake_fits(MISTAKE_SHALLOW, ALGO_MTDF) &&
	    !mistake_fits(MISTAKE_SHALLOW, ALGO_MINIMAX) &&
	    mistake_fits(MISTAKE_NONE, ALGO_MINIMAX);
	CHECK(ok, "mistake_fits: global-bounds only in MAX/MIN code, "
	    "value-for-bound also negamax-ab, the window mistakes wherever "
	    "windows are passed (not MTD(f), not minimax)");

	c = cfg_plain(ALGO_ALPHABETA);
	CHECK(strcmp(cfg_conventions(&c, t, 0, buf), "MAX moves at the root; "
	    "children left to right; cut when alpha >= beta; bound raised "
	    "before the cutoff test") == 0, "cfg_conventions, plain: %s", buf);
	c.cutoff = CUT_GT;
	c.update_after = 1;
	c.order = ORDER_RTL;
	c.depth = 2;
	c.iterative = 1;
	c.window = 1;
	c.lo = 1;
	c.hi = 5;
	c.mistake = MISTAKE_SHALLOW;
	c.preset = 2;
	CHECK(starts(cfg_conventions(&c, t, 1, buf), "preset cs188; MAX moves "
	    "at the root; children right to left; cut when \xCE\xB1 > \xCE\xB2; "
	    "cutoff tested before the bound is raised; depth limit 2, iterative "
	    "deepening; aspiration window (1, 5); ") && strlen(buf) > 175,
	    "cfg_conventions with every option, symbols, then the mistake: %s",
	    buf);
	c = cfg_plain(ALGO_MINIMAX);
	CHECK(strcmp(cfg_conventions(&c, t, 0, buf), "MAX moves at the root; "
	    "children left to right") == 0, "cfg_conventions, minimax: no cut "
	    "rule: %s", buf);
	CHECK(strstr(cfg_title(&c), "minimax") == cfg_title(&c), "cfg_title "
	    "names the formulation: %s", cfg_title(&c));
	tree_free(t);
}

int
main(void)
{
	test_t1_summary();
	test_t1_replay();
	test_exact_rule();
	test_pvs();
	test_mtdf();
	test_iterative();
	test_window();
	test_horizon();
	test_lean_live();
	test_random_rules();
	test_predicates();
	return check_failed ? 1 : 0;
}
