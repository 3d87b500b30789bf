/*
 * lang-en.c: abviz's messages in English (msg.h says how they are written).
 */
#include "msg.h"

static const char *const text[M_N] = {
	[M_LANG_NAME] = "English",

	/* log.c */
	[M_LOG_HEAD_NAME] = "abviz log: %1\n",
	[M_LOG_HEAD_SOURCE] = "source: %1\n",
	[M_LOG_HEAD_ABOUT] = "about: %1\n",
	[M_LOG_HEAD_SEARCH] = "search: %1\n",
	[M_LOG_HEAD_CONVENTIONS] = "conventions: %1\n",
	[M_LOG_HEAD_TREE] = "tree: %1 nodes, %2 leaves, depth %3\n",
	[M_LOG_HEAD_WINDOW] = "alpha is the score MAX is already sure of, "
	    "beta the score MIN is already sure of;\nonly values strictly "
	    "between them can still change the choice at the root.\n",
	[M_LOG_HEAD_NEGAMAX] = "Negamax keeps every score from the side to "
	    "move: a MIN node's score is minus MAX's.\nA child's score is "
	    "negated on the way up (val = -score).\n",
	[M_LOG_HEAD_NEGAMAX_AB] = "Negamax keeps every score from the side "
	    "to move: a MIN node's score is minus MAX's.\nA child's score is "
	    "negated on the way up (val = -score), and the window (alpha, "
	    "beta)\nturns over on the way down: the child searches (-beta, "
	    "-alpha).\n",
	[M_LOG_TITLE_MINIMAX] = "minimax, no pruning: every node is searched "
	    "and every value is exact",
	[M_LOG_TITLE_NEGAMAX] = "negamax, no pruning (scores from the side "
	    "to move)",
	[M_LOG_TITLE_ALPHABETA] = "alpha-beta, fail-soft (MAX-VALUE / "
	    "MIN-VALUE: return v)",
	[M_LOG_TITLE_ALPHABETA_HARD] = "alpha-beta, fail-hard (return alpha "
	    "at MAX, beta at MIN)",
	[M_LOG_TITLE_NEGAMAX_AB_SOFT] = "negamax alpha-beta, fail-soft "
	    "(return the best score)",
	[M_LOG_TITLE_NEGAMAX_AB_HARD] = "negamax alpha-beta, fail-hard "
	    "(return beta on a cut, alpha at the end)",
	[M_LOG_TITLE_PVS] = "principal variation search (null-window probes, "
	    "re-search on a fail high)",
	[M_LOG_TITLE_MTDF] = "MTD(f) (null-window passes with memory)",
	[M_LOG_CONV_SEP] = "; ",
	[M_LOG_CONV_PRESET] = "preset %1",
	[M_LOG_CONV_ROOT] = "%1 moves at the root",
	[M_LOG_CONV_LTR] = "children left to right",
	[M_LOG_CONV_RTL] = "children right to left",
	[M_LOG_CONV_BEST] = "best child first (by true value)",
	[M_LOG_CONV_WORST] = "worst child first (by true value)",
	[M_LOG_CONV_EVAL] = "children by their eval hints",
	[M_LOG_CONV_CUT_GE] = "cut when alpha >= beta",
	[M_LOG_CONV_CUT_GT] = "cut when alpha > beta",
	[M_LOG_CONV_TEST_FIRST] = "cutoff tested before the bound is raised",
	[M_LOG_CONV_RAISE_FIRST] = "bound raised before the cutoff test",
	[M_LOG_CONV_DEPTH] = "depth limit %1",
	[M_LOG_CONV_DEPTH_ITER] = "depth limit %1, iterative deepening",
	[M_LOG_CONV_WINDOW] = "aspiration window (%1, %2)",
	[M_LOG_CONV_SHALLOW] = "MISTAKE: alpha and beta not passed down "
	    "(shallow cutoffs only)",
	[M_LOG_CONV_ROOT_WINDOW] = "MISTAKE: each child of the root searched "
	    "with the root's first window",
	[M_LOG_CONV_VALUE_FOR_BOUND] = "MISTAKE: each node hands up its real "
	    "value, even where the search only bounds it",
	[M_LOG_CONV_GLOBAL] = "MISTAKE: alpha and beta kept as two global "
	    "variables, never restored after a child",
	[M_LOG_CONV_EARLY] = "MISTAKE: a node's value so far raises its "
	    "parent's bound before the node has finished",
	[M_LOG_CONV_LOWERED] = "MISTAKE: alpha set to each child's value even "
	    "when lower (beta even when higher)",
	[M_LOG_CONV_CUT_CHILD] = "MISTAKE: the child whose value makes a cut "
	    "is crossed out too",
	[M_LOG_ALPHA] = "alpha",
	[M_LOG_BETA] = "beta",
	[M_LOG_GE] = ">=",
	[M_LOG_GT] = ">",
	[M_LOG_LE] = "<=",
	[M_LOG_LT] = "<",
	[M_LOG_PLUS_INF] = "+inf",
	[M_LOG_MINUS_INF] = "-inf",
	[M_LOG_LIST_SEP] = ", ",
	[M_LOG_NODES_ONE] = "%1 node",
	[M_LOG_NODES] = "%1 nodes",
	[M_LOG_CUTOFFS_ONE] = "%1 cutoff",
	[M_LOG_CUTOFFS] = "%1 cutoffs",
	[M_LOG_NODE] = "%1 (%2)",
	[M_LOG_NODE_TO_MOVE] = "%1 (%2 to move)",
	[M_LOG_PASS] = "-- pass %1, window (%2, %3)",
	[M_LOG_PASS_ITER] = "-- pass %1, iteration %4: search to depth %4, "
	    "window (%2, %3)",
	[M_LOG_PASS_DEPTH] = "-- pass %1: search to depth %4, window (%2, %3)",
	[M_LOG_PASS_MTDF] = ": MTD(f) asks whether the value is >= %1",
	[M_LOG_PASS_LOW] = ": pass %1 failed low (%2 <= %3), so search again "
	    "with alpha = -inf",
	[M_LOG_PASS_HIGH] = ": pass %1 failed high (%2 >= %3), so search "
	    "again with beta = +inf",
	[M_LOG_PASS_REORDERED] = ": children reordered by the last "
	    "iteration's values",
	[M_LOG_ENTER] = "enter %1\n",
	[M_LOG_ENTER_WINDOW] = "enter %1 with alpha = %2, beta = %3\n",
	[M_LOG_ENTER_NEG] = "enter %1 with (alpha, beta) = (-beta, -alpha) "
	    "from %2 = (-(%3), -(%4)) = (%5, %6)\n",
	[M_LOG_ENTER_SAME] = "enter %1 with alpha = %2, beta = %3, %4's "
	    "window as it is: the same side moves again, so nothing turns "
	    "over\n",
	[M_LOG_LEAF] = "leaf %1 = %2\n",
	[M_LOG_LEAF_NEG] = "leaf %1 = %2, %3 to move: score %4\n",
	[M_LOG_EVAL] = "%1 is at the depth limit (%2): eval = %3\n",
	[M_LOG_EVAL_NEG] = "%1 is at the depth limit (%2): eval = %3, %4 to "
	    "move: score %5\n",
	[M_LOG_GETS] = "%1 gets %2 from %3: %4\n",
	[M_LOG_GETS_NEGATED] = "%1 gets val = -(%2) = %3 from %4: %5\n",
	[M_LOG_GETS_EARLY] = "MISTAKE: %1 takes %2's value so far, %3, before "
	    "%2 has finished: %4 = %5(%6, %3) = %7\n",
	[M_LOG_GETS_SAME] = "%1 gets val = %2 from %3 (the same side moved, "
	    "so it is not negated): %4\n",
	[M_LOG_RETURN_BETA] = "val = %1 %2 beta = %3, so return beta",
	[M_LOG_TAKE] = "%1 = %2(%3, %4) = %5",
	[M_LOG_TAKE_TEST_FIRST_MAX] = "%1 = %2(%3, %4) = %5, and the cutoff "
	    "test comes before alpha is raised",
	[M_LOG_TAKE_TEST_FIRST_MIN] = "%1 = %2(%3, %4) = %5, and the cutoff "
	    "test comes before beta is lowered",
	[M_LOG_TAKE_STAYS] = "%1 = %2(%3, %4) = %5, %6 stays %7",
	[M_LOG_TAKE_BOUND] = "%1 = %2(%3, %4) = %5, %6 = %2(%7, %4) = %8",
	[M_LOG_GT_GOES_ON] = "; alpha = beta = %1, but --cutoff gt cuts only "
	    "when alpha > beta, so %2 goes on",
	[M_LOG_CUT_NEG] = "cutoff at %1 (%2 to move): %3 = %4 %5 beta = %6: "
	    "%2 can get at least %4 here, but the opponent can already hold "
	    "it to %6 (%7), so %1 cannot matter; %8\n",
	[M_LOG_CUT_MAX] = "cutoff at %1 (MAX): %2 = %3 %4 beta = %5: %1 gives "
	    "MAX at least %3, but MIN can already hold MAX to %5 (%6), so %1 "
	    "cannot improve MIN's choice; %7\n",
	[M_LOG_CUT_MIN] = "cutoff at %1 (MIN): %2 = %3 %4 alpha = %5: %1 gives "
	    "MAX at most %3, but MAX already has %5 (%6), so %1 cannot improve "
	    "MAX's choice; %7\n",
	[M_LOG_CUT_NOTHING] = "no children are left, so nothing is pruned",
	[M_LOG_CUT_PRUNES] = "prunes %1 (%2)",
	[M_LOG_FROM_UPDATE] = "%1 = %2 at %3 was set at %4 by its child %5 at "
	    "step %6",
	[M_LOG_FROM_UPDATE_NEG] = "%1 = %2 at %3 is minus %4 = %5, set at %6 "
	    "by its child %7 at step %8",
	[M_LOG_FROM_PROBE] = "%1 = %2 at %3 is the null window %4 opened at "
	    "step %5",
	[M_LOG_FROM_MEMORY] = "%1 = %2 at %3 was narrowed by MTD(f)'s memory "
	    "when %4 was entered at step %5",
	[M_LOG_FROM_WINDOW] = "%1 = %2 at %3 comes from the window (%4, %5) "
	    "at the root",
	[M_LOG_FROM_ASPIRATION] = "%1 = %2 at %3 comes from the aspiration "
	    "window (%4, %5) at the root",
	[M_LOG_FROM_MTDF] = "%1 = %2 at %3 comes from MTD(f)'s null window "
	    "(%4, %5) at the root",
	[M_LOG_RETURN] = "return %1 = %2 to %3",
	[M_LOG_RETURN_ALL] = "return %1 = %2 to %3 (exact: %4 searches every "
	    "child)\n",
	[M_LOG_RETURN_ROOT] = "return %1 = %2",
	[M_LOG_MAX_VIEW] = " (MAX's view: %1)",
	[M_LOG_ROOT_LOW] = ": %1 <= alpha = %2, it failed low: the value is at "
	    "most %1\n",
	[M_LOG_ROOT_HIGH] = ": %1 >= beta = %2, it failed high: the value is "
	    "at least %1\n",
	[M_LOG_ROOT_GAME] = ": the value of the game\n",
	[M_LOG_REAL] = " (real value %1)",
	[M_LOG_CASE1] = ": case 1, %1 < %2 < %3: %4 was not cut, so %2 is its "
	    "exact value",
	[M_LOG_CASE2_LOWER] = ": case 2, %1 >= beta = %2: it reaches %3's "
	    "beta, %4; %1 is only a lower bound",
	[M_LOG_CASE2_UPPER] = ": case 2, %1 <= alpha = %2: it reaches %3's "
	    "alpha, %4; %1 is only an upper bound",
	[M_LOG_CASE2_NEG_LOWER] = ": case 2, %1 >= beta = %2: seen from %3 "
	    "that is %4 <= alpha = %5, %6; %1 is only a lower bound",
	[M_LOG_CASE2_NEG_UPPER] = ": case 2, %1 <= alpha = %2: seen from %3 "
	    "that is %4 >= beta = %5, %6; %1 is only an upper bound",
	[M_LOG_WILL_CUT] = "so %1 will be cut",
	[M_LOG_WILL_NOT_CUT] = "but --cutoff gt does not cut %1 on equality",
	[M_LOG_CASE3_UPPER] = ": case 3, %1 <= alpha = %2: %3 was cut itself; "
	    "%1 is only an upper bound",
	[M_LOG_CASE3_LOWER] = ": case 3, %1 >= beta = %2: %3 was cut itself; "
	    "%1 is only a lower bound",
	[M_LOG_OWN_EMPTY] = ": searched with an empty window (alpha = beta = "
	    "%1), which --cutoff gt does not cut; it handed back %2 itself, "
	    "which does not say on which side of it the value lies",
	[M_LOG_OWN_LOW] = ": %1 <= alpha = %2 of its own window: it failed "
	    "low; the real value is <= %1",
	[M_LOG_OWN_HIGH] = ": %1 >= beta = %2 of its own window: it failed "
	    "high; the real value is >= %1",
	[M_LOG_OWN_EXACT] = ": %1 < %2 < %3: exact",
	[M_LOG_CASE2_LOWER_EXACT] = ": case 2, %1 >= beta = %2: it reaches %3's "
	    "beta, %4; for %3 a lower bound; nothing below %5 was pruned, so %1 "
	    "is %5's exact value",
	[M_LOG_CASE2_UPPER_EXACT] = ": case 2, %1 <= alpha = %2: it reaches %3's "
	    "alpha, %4; for %3 an upper bound; nothing below %5 was pruned, so "
	    "%1 is %5's exact value",
	[M_LOG_CASE2_NEG_LOWER_EXACT] = ": case 2, %1 >= beta = %2: seen from %3 "
	    "that is %4 <= alpha = %5, %6; for %3 a bound; nothing below %7 was "
	    "pruned, so %1 is %7's exact value",
	[M_LOG_CASE2_NEG_UPPER_EXACT] = ": case 2, %1 <= alpha = %2: seen from %3 "
	    "that is %4 >= beta = %5, %6; for %3 a bound; nothing below %7 was "
	    "pruned, so %1 is %7's exact value",
	[M_LOG_CASE3_UPPER_EXACT] = ": case 3, %1 <= alpha = %2: it cannot "
	    "change %4's choice; nothing below %3 was pruned, so %1 is %3's "
	    "exact value",
	[M_LOG_CASE3_LOWER_EXACT] = ": case 3, %1 >= beta = %2: it cannot "
	    "change %4's choice; nothing below %3 was pruned, so %1 is %3's "
	    "exact value",
	[M_LOG_CASE3_UPPER_BELOW] = ": case 3, %1 <= alpha = %2: %3 pruned none "
	    "of its own children, but %4 below it was cut at step %5; %1 is only "
	    "an upper bound",
	[M_LOG_CASE3_LOWER_BELOW] = ": case 3, %1 >= beta = %2: %3 pruned none "
	    "of its own children, but %4 below it was cut at step %5; %1 is only "
	    "a lower bound",
	[M_LOG_CASE3_UPPER_HARD] = ": case 3, %1 <= alpha = %2: nothing below %3 "
	    "was pruned, but fail-hard hands up the bound, not the value; %1 is "
	    "only an upper bound",
	[M_LOG_CASE3_LOWER_HARD] = ": case 3, %1 >= beta = %2: nothing below %3 "
	    "was pruned, but fail-hard hands up the bound, not the value; %1 is "
	    "only a lower bound",
	[M_LOG_OWN_LOW_EXACT] = ": %1 <= alpha = %2 of its own window: it failed "
	    "low, but nothing below %3 was pruned, so %1 is its exact value",
	[M_LOG_OWN_EMPTY_EXACT] = ": searched with an empty window (alpha = "
	    "beta = %1), which --cutoff gt does not cut; it handed back %2 "
	    "itself, which fail-soft does only when %2 is %3's exact value",
	[M_LOG_OWN_HIGH_EXACT] = ": %1 >= beta = %2 of its own window: it failed "
	    "high, but nothing below %3 was pruned, so %1 is its exact value",
	[M_LOG_PROBE] = "%1 probes %2 with a null window (%3, %4): is it "
	    "better than alpha = %3?\n",
	[M_LOG_RESEARCH] = "%1: the probe of %2 says val = %3 > alpha = %4, so "
	    "search %2 again with the full window (%4, %5)\n",
	[M_LOG_RECALL] = "%1: memory already says its value is %2 %3, outside "
	    "the window: no search\n",
	[M_LOG_RESULT] = "\nresult\n",
	[M_LOG_ROOT_VALUE] = "  value at the root (%1 to move): %2\n",
	[M_LOG_BEST_MOVE] = "  best move: %1\n",
	[M_LOG_PV] = "  principal variation: %1\n",
	[M_LOG_VISITED_DEPTH] = "  visited: %1 of %2 nodes (%3 scored as "
	    "leaves or at the depth limit)\n",
	[M_LOG_VISITED] = "  visited: %1 of %2 nodes (%3 of %4 leaves)\n",
	[M_LOG_SEARCHES] = "  searches: %1, counting each node every time it "
	    "was searched\n",
	[M_LOG_PASSES] = "  passes: %1\n",
	[M_LOG_PASS_ITEM] = "    %1. window (%2, %3): %4 %5 (%6 searched)\n",
	[M_LOG_PASS_ITEM_BEST] = "    %1. window (%2, %3): %4 %5, best move "
	    "%6 (%7 searched)\n",
	[M_LOG_PASS_ITEM_DEPTH] = "    %1. window (%2, %3), depth %4: %5 %6 "
	    "(%7 searched)\n",
	[M_LOG_PASS_ITEM_DEPTH_BEST] = "    %1. window (%2, %3), depth %4: %5 "
	    "%6, best move %7 (%8 searched)\n",
	[M_LOG_RESEARCHES] = "  re-searches after a probe failed high: %1\n",
	[M_LOG_RECALLS] = "  answered from memory: %1\n",
	[M_LOG_BEYOND] = "  below the depth limit: %1, never searched\n",
	[M_LOG_NO_PRUNING] = "  %1 visits every node: run --algo alphabeta to "
	    "see what pruning saves\n",
	[M_LOG_PRUNED] = "  pruned: %1, by %2\n",
	[M_LOG_SAVED] = "  minimax would visit all %1 nodes: %2 saved %3 "
	    "(%4%%)\n",
	[M_LOG_NAME_AB] = "alpha-beta",

	/* dot.c, tikz.c, beamer.c */
	[M_PIC_FONT] = "DejaVu Sans",
	[M_PIC_TEX_PACKAGES] = "\\usepackage{tikz}\n"
	    "\\usetikzlibrary{shapes.geometric}\n",
	[M_PIC_TEX_BEGIN] = "\\begin{document}\n",
	[M_PIC_TEX_END] = "\\end{document}\n",
	[M_PIC_RESULT] = "%1: value %2",
	[M_PIC_BEST_MOVE] = ", best move %1",
	[M_PIC_COUNTS] = "visited %1 of %2 nodes, pruned %3",
	[M_PIC_COUNTS_SO_FAR] = "so far: visited %1 of %2 nodes, pruned %3",
	[M_PIC_BEYOND] = ", %1 beyond the depth limit",
	[M_PIC_BEYOND_DOTTED] = ", %1 beyond the depth limit (dotted)",
	[M_PIC_PASS] = "; pass %1",
	[M_PIC_PASSES] = "; %1 passes",
	[M_PIC_RESEARCH_ONE] = "; %1 re-search",
	[M_PIC_RESEARCHES] = "; %1 re-searches",
	[M_PIC_STEP_OF] = "step %1 of %2:",
	[M_PIC_STEP_OF_CAP] = "Step %1 of %2:",
	[M_PIC_EVAL] = "eval",
	[M_PIC_KEY_MAX] = "%1 MAX node",
	[M_PIC_KEY_MIN] = "%1 MIN node",
	[M_PIC_KEY_LEAF] = "%1 leaf",
	[M_PIC_KEY_ORDER] = "%1 visit order",
	[M_PIC_KEY_VISITS] = "%1 searched k times",
	[M_PIC_KEY_SIDE] = "values from the side to move",
	[M_PIC_KEY_WINDOW_DONE] = "%1 window when the node finished",
	[M_PIC_KEY_WINDOW_NOW] = "%1 window so far",
	[M_PIC_KEY_BOUND] = "%1 / %2 only a bound",
	[M_PIC_KEY_TYPES] = "PV / CUT / ALL Knuth-Moore node types",
	[M_PIC_KEY_EMPTY] = "v? empty window (α = β): no bound",
	[M_PIC_KEY_RUNNING] = "%1 running value of a node still searched",
	[M_PIC_KEY_NOW] = "%1 thick outline: this step's node",
	[M_PIC_KEY_NOW_SHADED] = "%1 thick outline, shaded: this step's node",
	[M_PIC_KEY_PATH] = "%1 the calls in progress",
	[M_PIC_KEY_LATER] = "%1 light grey: not reached yet",
	[M_PIC_KEY_CUT_NOW] = "%1 cut: grey dashed branches are not searched",
	[M_PIC_KEY_CUT_DONE] = "%1 cut: grey dashed branches were never "
	    "searched",
	[M_PIC_KEY_PV] = "%1 principal variation",
	[M_PIC_KEY_BEYOND] = "dotted: below the depth limit",
	[M_PIC_TIKZ_PATH] = "%1thick lines%2: the calls in progress",
	[M_PIC_TIKZ_LATER] = "%1light grey%2: not reached yet",
	[M_PIC_TIKZ_CUT] = "%1 cut: dashed grey branches are not searched",
	[M_PIC_BLANK_TASK] = "Write each node's value in its box (%1 when the "
	    "search only bounds it), and cross out every branch the search "
	    "prunes.",
	[M_PIC_BLANK_BOUNDS] = "≥v or ≤v",
	[M_PIC_BLANK_EXACT] = "exact values only: minimax",
	[M_PIC_WORKSHEETS] = "Worksheets (abviz gen)",

	/* code.c */
	[M_CODE_AIMA] = "ALPHA-BETA-SEARCH (AIMA 3rd/4th ed., section 5.3)",
	[M_CODE_CS188] = "alpha-beta (Berkeley CS188)",
	[M_CODE_SEED001] = "minimax with alpha-beta, bestVal (GeeksforGeeks)",
	[M_CODE_OIWIKI] = "alpha_beta (OI-wiki, Alpha-Beta 剪枝)",
	[M_CODE_SEED004] =
	    "negamax AlphaBeta, fail-hard (as on the Chess Programming Wiki)",
	[M_CODE_NEGASOFT] =
	    "negamax AlphaBeta, fail-soft (after the Chess Programming Wiki)",
	[M_CODE_MINIMAX] = "MINIMAX-SEARCH (AIMA 3rd/4th ed., section 5.2)",
	[M_CODE_NEGAMAX] = "NegaMax (as on the Chess Programming Wiki)",
	[M_CODE_PVS] = "principal variation search (NegaScout)",
	[M_CODE_MTDF] = "MTD(f) with AlphaBetaWithMemory (Plaat et al.)",

	/* check.c */
	[M_CHECK_ALPHA] = "alpha",
	[M_CHECK_BETA] = "beta",
	[M_CHECK_NO_MOVE] = "no move",
	[M_CHECK_LEAD_SHOULD_PRUNE] = "it should be pruned",
	[M_CHECK_LEAD_ALL_PRUNED] = "all of its subtree should be pruned",
	[M_CHECK_LEAD_CUT_HERE] = "the cut is on the edge into it, not higher up",
	[M_CHECK_LEAD_NO_PRUNE] = "it should not be pruned",
	[M_CHECK_LEAD_NEVER] = "it is never searched",
	[M_CHECK_LEAD_NOT_PRUNED] = "it is not pruned",
	[M_CHECK_LEAD_VALUE_NOT_BOUND] = "a value, not a bound",
	[M_CHECK_LEAD_BOUND_NOT_VALUE] = "a bound, not a value",
	[M_CHECK_LEAD_ONLY_BOUNDS] = "the search only bounds it",
	[M_CHECK_LEAD_WRONG_VALUE] = "wrong value",
	[M_CHECK_LEAD_NO_CUT_THERE] = "there is no cutoff there",
	[M_CHECK_LEAD_LEAF_PRUNED] = "leaf %1 is %2 (step %3), not %4, which is pruned",
	[M_CHECK_BEYOND] = "%1 lies below the depth limit %2: it is never searched",
	[M_CHECK_SIGN] = "the sign: negamax scores from the side to move, and MIN "
	    "moves at %1, so MAX's %2 is %3 there",
	[M_CHECK_TEST_MAX] = "%1 has %2 = %3 %4 beta = %5",
	[M_CHECK_TEST_MIN] = "%1 has %2 = %3 %4 alpha = %5",
	[M_CHECK_WHY_NEVER] = "%1: it is never searched",
	[M_CHECK_WHY_CUT] = "%1: at step %2 %3, so its remaining children are cut",
	[M_CHECK_WHY_ROOT] = "%1: the search starts at the root",
	[M_CHECK_WHY_EMPTY] = "%1: the search reaches it at step %2 with alpha = beta = "
	    "%3, and this course cuts only when alpha > beta",
	[M_CHECK_WHY_REACHED] = "%1: the search reaches it at step %2 with alpha = %3 < "
	    "beta = %4, so no cutoff comes before it",
	[M_CHECK_ROOT_RETURNS] = "the root %1 returns %2 at step %3",
	[M_CHECK_NOT_A_MOVE] = "%1 is no move of the root: the root's value %2 comes "
	    "from %3",
	[M_CHECK_ROOT_NO_MOVE] = "the root has no move",
	[M_CHECK_BEST_FROM] = "the root's value %1 comes from %2, which returns %3 at "
	    "step %4",
	[M_CHECK_PV_FROM] = "from %1 the value %2 comes from %3, which returns it at "
	    "step %4",
	[M_CHECK_PV_START] = "the principal variation starts at the root, %1",
	[M_CHECK_PV_END] = "the principal variation ends at %1, a node scored "
	    "without search",
	[M_CHECK_LEAF_NOT] = "leaf %1 evaluated is %2 (step %3), not %4",
	[M_CHECK_LEAF_ALSO] = "the search also evaluates %1 (step %2)",
	[M_CHECK_LEAF_ONLY] = "the search evaluates only %1 leaves; the last is %2 "
	    "(step %3)",
	[M_CHECK_CUT_ONCE] = "the search cuts at %1 once, and an earlier line lists "
	    "that cutoff",
	[M_CHECK_CUT_TIMES] = "the search cuts at %1 %2 times, and earlier lines list "
	    "them all",
	[M_CHECK_STATIC] = "%1 is scored without a search of its children",
	[M_CHECK_NEVER_CUTS] = "%1 never cuts: it returns at step %2 with alpha = %3, "
	    "beta = %4",
	[M_CHECK_CUT_AFTER] = "at step %1 %2, after %3",
	[M_CHECK_CUT_PRUNES_ONE] = "at step %1 %2, so %3 of its children is pruned",
	[M_CHECK_CUT_PRUNES] = "at step %1 %2, so %3 of its children are pruned",
	[M_CHECK_VAL_STATIC_NEG] = "%1: %2 is scored %3 at step %4: negamax scores from the "
	    "side to move, and MIN moves there, so the tree's %5 for "
	    "MAX is %3",
	[M_CHECK_VAL_STATIC] = "%1: %2 is scored %3 at step %4",
	[M_CHECK_VAL_LOWER] = "%1: %2 returns %3 at step %4, and %3 >= beta = %5, so it "
	    "is only a lower bound (%2 >= %3): %6",
	[M_CHECK_VAL_UPPER] = "%1: %2 returns %3 at step %4, and %3 <= alpha = %5, so "
	    "it is only an upper bound (%2 <= %3): %6",
	[M_CHECK_VAL_EMPTY] = "%1: %2 returns %3 at step %4 with an empty window (alpha "
	    "= beta = %3)",
	[M_CHECK_VAL_EXACT] = "%1: %2 returns %3 at step %4, inside its window (alpha = "
	    "%5 < %3 < beta = %6), so it is exact",
	[M_CHECK_WINDOW] = "%1 is entered at step %2 with alpha = %3, beta = %4 and "
	    "returns at step %5 with alpha = %6, beta = %7",
	[M_CHECK_NO_CASE] = "%1 has no case: it is the root, or not searched with its "
	    "parent's own window",
	[M_CHECK_CASE] = "%1 is case %2 for %3 (step %4): %5",
	[M_CHECK_CASE1] = "its value lies inside the window, so it is exact",
	[M_CHECK_CASE2] = "its value reaches %1's other bound, so %1 is cut",
	[M_CHECK_CASE3] = "its value does not get past %1's own bound, so it "
	    "cannot change %1's choice",
	[M_CHECK_MIS_EQUALITY_CUT] = "cuts when alpha = beta, which this course does not (it "
	    "prunes only when alpha > beta)",
	[M_CHECK_MIS_NO_EQUALITY_CUT] = "does not cut when alpha = beta, which this course does "
	    "(it prunes when alpha >= beta)",
	[M_CHECK_MIS_SHALLOW] = "alpha and beta not passed down: each node compares only "
	    "with its parent's bound, so only shallow cutoffs happen",
	[M_CHECK_MIS_ROOT_WINDOW] = "the window reset for each child of the root: a bound "
	    "found under one root child never prunes under another",
	[M_CHECK_MIS_REVERSED_ORDER] = "children taken in the reverse order (right to left "
	    "instead of left to right, or the other way)",
	[M_CHECK_MIS_MAX_MIN_SWAPPED] = "MAX and MIN swapped: the other player moves at the root",
	[M_CHECK_MIS_MINIMAX] = "no pruning at all: every node searched, as minimax does",
	[M_CHECK_MIS_FAIL_HARD] = "a fail-hard value (the node returns alpha or beta) where "
	    "the course returns v (fail-soft)",
	[M_CHECK_MIS_FAIL_SOFT] = "a fail-soft value (the node returns v) where the course "
	    "returns alpha or beta (fail-hard)",
	[M_CHECK_MIS_UPDATE_AFTER] = "the cutoff tested before the bound is raised (AIMA, "
	    "CS188), where the course raises the bound first",
	[M_CHECK_MIS_UPDATE_BEFORE] = "the bound raised before the cutoff test, where the "
	    "course tests v >= beta first (AIMA, CS188)",
	[M_CHECK_MK_RIGHT] = "right",
	[M_CHECK_MK_WRONG_VALUE] = "wrong value",
	[M_CHECK_MK_VALUE_NOT_BOUND] = "value, not bound",
	[M_CHECK_MK_BOUND_NOT_VALUE] = "bound, not value",
	[M_CHECK_MK_WRONG_BOUND] = "wrong bound",
	[M_CHECK_MK_MISSED_PRUNING] = "missed pruning",
	[M_CHECK_MK_EXTRA_PRUNING] = "extra pruning",
	[M_CHECK_MK_PRUNED_VALUE] = "value for a pruned node",
	[M_CHECK_MK_SEARCHED_PRUNED] = "searched node answered as pruned",
	[M_CHECK_MK_WRONG_WINDOW] = "wrong window",
	[M_CHECK_MK_WRONG_CASE] = "wrong case",
	[M_CHECK_MK_MISSED_CUTOFF] = "missed cutoff",
	[M_CHECK_MK_EXTRA_CUTOFF] = "extra cutoff",
	[M_CHECK_MK_WRONG_CUTOFF] = "wrong cutoff",
	[M_CHECK_MK_WRONG_MOVE] = "wrong best move",
	[M_CHECK_MK_WRONG_PV] = "wrong principal variation",
	[M_CHECK_MK_WRONG_ORDER] = "wrong leaf order",
	[M_CHECK_MK_BEYOND] = "below the depth limit",
	[M_CHECK_MK_NOTATION] = "notation",
	[M_CHECK_MIS_VALUE_FOR_BOUND] = "a node's real value written where the "
	    "search only bounds it (value for bound)",
	[M_CHECK_MIS_GLOBAL] = "alpha and beta treated as global: a bound found "
	    "under one child carries over to its sibling",
	[M_CHECK_MIS_EARLY] = "a parent's bound raised from a child's value "
	    "before that child has finished",
	[M_CHECK_MIS_LOWERED] = "alpha set to each child's value even when it is "
	    "lower (beta even when it is higher)",
	[M_CHECK_MIS_CUT_CHILD] = "the child whose value makes a cut marked pruned "
	    "too, though it was searched",
	[M_CHECK_WHY_BOUND_CUT] = "it was cut itself at step %1",
	[M_CHECK_WHY_BOUND_BELOW] = "%1 below it was cut at step %2",
	[M_CHECK_WHY_BOUND_HARD] = "fail-hard hands up the bound, not the value",
	[M_CHECK_WHY_BOUND_MEMORY] = "MTD(f)'s memory answered for it at step %1",
	[M_CHECK_VAL_FULL] = "%1: %2 returns %3 at step %4, and nothing below %2 "
	    "was pruned, so %3 is its exact value",
	[M_CHECK_VAL_HARD_FULL] = "%1: %2 returns %3 at step %4, the bound "
	    "fail-hard hands up (%2 %5 %3); nothing below %2 was pruned, so its "
	    "real value %6 is right too",
	[M_CHECK_CASE2_EQ] = "its value only equals %1's other bound, and this "
	    "course does not cut on equality",
	[M_CHECK_NOTE_BOUNDS] = "%1 is the number %2 returns; this course writes "
	    "it as the bound %3",
	[M_CHECK_NOTE_RETURNED] = "%1 is true of %2; this course writes the "
	    "number the search returns, %3",
	[M_CHECK_LEAD_NOTATION] = "another notation",
	[M_CHECK_LEAD_WITH] = "%1: %2",
	[M_CHECK_NO_CASE_EMPTY] = "%1 has no case: searched with an empty window "
	    "(alpha = beta = %2) and handing back %2 itself, it is case 2 and "
	    "case 3 alike",

	/* html.c, page.js */
	[M_PAGE_PAGE_TITLE] = "abviz stepper",
	[M_PAGE_DOC_TITLE] = "%1 — abviz stepper",
	[M_PAGE_SUBTITLE] = "%1. %2.",
	[M_PAGE_SUBTITLE_SIDE] = "%1. %2; values from the side to move.",
	[M_PAGE_NAV_LABEL] = "Stepper",
	[M_PAGE_FIRST] = "⇤ First",
	[M_PAGE_FIRST_TITLE] = "First step (Home)",
	[M_PAGE_PREV] = "◀ Back",
	[M_PAGE_PREV_TITLE] = "Step back (Left arrow)",
	[M_PAGE_PLAY] = "Play",
	[M_PAGE_PAUSE] = "Pause",
	[M_PAGE_PLAY_TITLE] = "Play or pause (Space)",
	[M_PAGE_NEXT] = "Next ▶",
	[M_PAGE_NEXT_TITLE] = "Step forward (Right arrow)",
	[M_PAGE_LAST] = "Last ⇥",
	[M_PAGE_LAST_TITLE] = "Last step (End)",
	[M_PAGE_PREV_CUT] = "◀ Cutoff",
	[M_PAGE_PREV_CUT_TITLE] = "Previous cutoff (Shift+C)",
	[M_PAGE_NEXT_CUT] = "Cutoff ▶",
	[M_PAGE_NEXT_CUT_TITLE] = "Next cutoff (C)",
	[M_PAGE_SPEED] = "Speed",
	[M_PAGE_ONE_STEP_PER_SEC] = "1 step/s",
	[M_PAGE_STEPS_PER_SEC] = "%1 steps/s",
	[M_PAGE_STEP_COUNTER] = "Step %1 of %2",
	[M_PAGE_STEP_LABEL] = "Step",
	[M_PAGE_WHY_TAG] = "Why the cut:",
	[M_PAGE_SEE_STEP] = "see step %1",
	[M_PAGE_TREE_LABEL] = "The tree",
	[M_PAGE_SVG_LABEL] = "the game tree",
	[M_PAGE_STACK_TITLE] = "Call stack",
	[M_PAGE_STACK_NOTE] = "(root first)",
	[M_PAGE_COL_NODE] = "node",
	[M_PAGE_LEGEND] = "Legend",
	[M_PAGE_LEGEND_NOW] = "the node now",
	[M_PAGE_LEGEND_PATH] = "on the call stack",
	[M_PAGE_LEGEND_SEARCHED] = "searched",
	[M_PAGE_LEGEND_UNSEEN] = "not searched yet",
	[M_PAGE_LEGEND_CUT] = "cut: never searched",
	[M_PAGE_LEGEND_CROSSED] = "edge a cutoff crossed out",
	[M_PAGE_LEGEND_SOURCE] = "where the cut's bound was set",
	[M_PAGE_LEGEND_FLOW] = "the edge this step uses",
	[M_PAGE_LEGEND_KINDS] = "△ MAX ▽ MIN □ leaf",
	[M_PAGE_LEGEND_BOUNDS] = "%1 / %2: only a bound; %3: v so far",
	[M_PAGE_ZOOM] = "Zoom",
	[M_PAGE_ZOOM_FIT] = "fit",
	[M_PAGE_CODE] = "Pseudocode",
	[M_PAGE_LOG] = "Log",
	[M_PAGE_LOG_AHEAD] = "show the steps ahead",
	[M_PAGE_EV_PASS] = "pass",
	[M_PAGE_EV_ENTER] = "enter",
	[M_PAGE_EV_LEAF] = "leaf",
	[M_PAGE_EV_EVAL] = "eval",
	[M_PAGE_EV_PROBE] = "probe",
	[M_PAGE_EV_RESEARCH] = "research",
	[M_PAGE_EV_RECALL] = "recall",
	[M_PAGE_EV_UPDATE] = "update",
	[M_PAGE_EV_CUTOFF] = "cutoff",
	[M_PAGE_EV_PRUNE] = "prune",
	[M_PAGE_EV_RETURN] = "return",
	[M_PAGE_PRACTICE] = "Practice",
	[M_PAGE_YOUR_ANSWER] = "Your answer",
	[M_PAGE_HOWTO] =
	    "Fill in what the search finds at each node: its value, %1 / "
	    "%2 where it only bounds the node, or %3; α and β as they are "
	    "when it returns, if you like. Click the edges it cuts, or tick "
	    "“nothing is pruned”. Enter checks. Only what you give is "
	    "graded.",
	[M_PAGE_CHECK] = "Check my answer",
	[M_PAGE_CLEAR] = "Clear",
	[M_PAGE_REVEAL] = "Step through the search",
	[M_PAGE_BACK_TO_ANSWER] = "Back to my answer",
	[M_PAGE_CUT_EDGE] = "cut the edge into %1",
	[M_PAGE_BAD_ANSWER] =
	    "“%1” is not an answer: write a number such as 3, a bound such "
	    "as >=15 or <=2, or pruned.",
	[M_PAGE_SCORE] = "score: %1/%2",
	[M_PAGE_SCORE_ALL] = "score: %1/%2 — all right",
	[M_PAGE_RIGHT] = "right",
	[M_PAGE_WRONG] = "wrong",
	[M_PAGE_ITEM_NODE] = "%1: %2",
	[M_PAGE_ITEM_PRUNED] = "pruned %1: %2",
	[M_PAGE_ITEM_WHY] = "(%1; expected %2) %3",
	[M_PAGE_NONE] = "(none)",
	[M_PAGE_GIVEN_PRUNED] = "pruned",
	[M_PAGE_GIVEN_SEARCHED] = "searched",
	[M_PAGE_GIVEN_PARTLY] = "partly pruned",
	[M_PAGE_GIVEN_HIGHER] = "pruned higher up",
	[M_PAGE_GIVEN_NOTHING] = "nothing pruned",
	[M_PAGE_MISCONCEPTION] = "Misconception: %1",
	[M_PAGE_MIS_NONE] =
	    "Misconception: none of the catalogue reproduces this answer",
	[M_PAGE_NOTHING_YET] =
	    "Nothing to check yet: fill in a box, cut an edge, or tick "
	    "“nothing is pruned”.",
	[M_PAGE_NOTHING_PRUNED] = "nothing is pruned",
	[M_PAGE_COL_VALUE] = "value",
	[M_PAGE_ALPHA_LABEL] = "%1: alpha when it returns",
	[M_PAGE_BETA_LABEL] = "%1: beta when it returns",
	[M_PAGE_BAD_WINDOW] =
	    "“%1” is not a number: alpha and beta are numbers such as 3, "
	    "-inf or +inf.",
	[M_PAGE_BAD_PRUNED] =
	    "%1 is answered as pruned and given alpha or beta too: a node "
	    "never searched has no window.",
	[M_PAGE_ITEM_NOTE] = "note: %1",
	[M_PAGE_PARTLY] = "partly",
	[M_PAGE_CONVENTION] = "Another course's convention, not a mistake: %1",
	[M_PAGE_GIVEN_BEYOND] = "below the depth limit",
	[M_PAGE_EXPECTED_OR] = "%1 (or %2)",
	[M_PAGE_NOTATION_BOUNDS] =
	    "Notation: where the search only bounds a node, this course "
	    "writes the bound (>=15, <=2); the number it returns is right "
	    "too, with a note.",
	[M_PAGE_NOTATION_RETURNED] =
	    "Notation: this course writes the number the search returns, "
	    "also where it only bounds the node; the bound (>=15, <=2) is "
	    "right too, with a note.",
	[M_PAGE_NOTATION_BOUNDS_ONLY] =
	    "Notation: where the search only bounds a node, write the bound "
	    "(>=15, <=2); the number it returns is not accepted there.",
	[M_PAGE_NOTATION_RETURNED_ONLY] =
	    "Notation: write the number the search returns, also where it "
	    "only bounds the node; a bound is not accepted there.",

	/* cmd/step.c */
	[M_STEP_CUT_AT] = "✂ cut at %1, step %2",
	[M_STEP_BEYOND] = "· below the depth limit",
	[M_STEP_LEGEND] =
	    "▲max ▼min ■leaf, hollow △▽□ not yet searched  ✂ pruned  ▶ now "
	    "▷ its child",
	[M_STEP_STACK] = "call stack",
	[M_STEP_MORE] = "⋮ %1 more",
	[M_STEP_TOO_SMALL] =
	    "Too small (%1x%2): abviz step needs at least %3x%4.  q quits.",
	[M_STEP_PASS_OF] = "pass %1 of %2",
	[M_STEP_STEP_OF] = "step %1 of %2",
	[M_STEP_CUTOFF_OF] = "cutoff %1 of %2",
	[M_STEP_ROWS] = "rows %1-%2 of %3",
	[M_STEP_TOO_BIG] =
	    "The tree has %1 nodes, more than a terminal can show usefully "
	    "(limit %2; --max-diagram N changes it, 0 for no limit).  The "
	    "steps still go on below.",
	[M_STEP_SIDE] = "numbers from the side to move; %1",
	[M_STEP_GOTO] = "go to step %1_  (Enter or g goes, Esc cancels)",
	[M_STEP_KEYS] =
	    "n/space next  p back  c/C next/previous cutoff  g/G "
	    "first/last  14g step 14  t layout  q quit",
	[M_STEP_FIRST] = "This is the first step.",
	[M_STEP_LAST] = "This is the last step: the search is over.",
	[M_STEP_NO_CUT] = "This search makes no cutoff.",
	[M_STEP_NO_CUT_AFTER] = "No cutoff after this step.",
	[M_STEP_NO_CUT_BEFORE] = "No cutoff before this step.",
	[M_STEP_LAYERS] = "Layout: layers when they fit, else an outline.",
	[M_STEP_OUTLINE] = "Layout: outline.",
	[M_STEP_KEYS_NOTE] =
	    "Keys: n/space next, p back, c/C cutoff, g/G first/last, 14g "
	    "step 14, t layout, q quit.",
	[M_STEP_P_TREE] = "abviz step: %1",
	[M_STEP_P_SEARCH] = "search: %1",
	[M_STEP_P_CONV] = "conventions: %1",
	[M_STEP_P_CODE] = "pseudocode: %1",
	[M_STEP_P_SIDE] = "numbers are from the side to move at each node",
	[M_STEP_P_STEPS] =
	    "%1 steps; the stack runs from the root to the node the step "
	    "works on",
	[M_STEP_P_STEP] = "step %1 of %2",
	[M_STEP_P_STEP_PASS] = "step %1 of %2 (pass %3 of %4)",
	[M_STEP_P_STACK] = "stack",
	[M_STEP_P_ALPHA] = "alpha",
	[M_STEP_P_BETA] = "beta",
	[M_STEP_P_LEAF] = "leaf",
	[M_STEP_ENDING] = "the end of the search",
	[M_STEP_PV_KEY] = "* principal variation",
	[M_STEP_P_LINE] = "code %1: %2",
};

const struct lang_table lang_en = { "en", text };
