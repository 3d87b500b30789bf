/*
 * msg.h: the sentences users read, in every language abviz has (--lang).
 *
 * A message is a whole sentence with numbered arguments, %1 to %9, so a
 * translation can put them in its own order; "%%" is a percent sign.  The
 * arguments are strings (numbers are formatted first, with fmt_num), and a
 * translation may use any of a message's arguments, each any number of
 * times.  The messages are gettext catalogues: po/abviz.pot holds each
 * one's English under its id here (the entry's msgctxt), po/LL.po its
 * translation into language LL, and the build turns them into C tables
 * (src/msg/mkcat.c), so that switching needs no locale installed.  A new
 * message is an id here, an entry in the template and its Chinese in
 * po/zh.po (README, Languages).  Everything abviz says goes through here:
 * the log and the pictures, the pages, help (cmd/opt.c's option table
 * holds ids), the errors (msg_error, MSG_FORMAT, MSG_INT), the check
 * report (said in English whatever the language: msg_in(LANG_EN, ...)).
 */
#ifndef ABVIZ_MSG_H
#define ABVIZ_MSG_H

#include <stddef.h>
#include <stdio.h>

/*
 * The languages: English (LANG_EN) first, then one for each po/LL.po the
 * build was given, numbered on in that order; lang_names[l] is language
 * l's code ("en", "zh"), lang_count how many there are.
 */
enum lang { LANG_EN };
extern const char *const lang_names[];
extern const int lang_count;

/* The language whose code is code ("zh"), or -1. */
int msg_find_lang(const char *code);

/*
 * The messages.  Each area keeps its own block, named after the file that
 * says them; a block's names start with its prefix.
 */
enum msg_id {
	M_LANG_NAME,		/* the language's own name: "English" */

	/* log.c */
	/* the header */
	M_LOG_HEAD_NAME, M_LOG_HEAD_SOURCE, M_LOG_HEAD_ABOUT, M_LOG_HEAD_SEARCH,
	M_LOG_HEAD_CONVENTIONS, M_LOG_HEAD_TREE, M_LOG_HEAD_WINDOW,
	M_LOG_HEAD_NEGAMAX, M_LOG_HEAD_NEGAMAX_AB,
	/* the formulation (cfg_title's words) */
	M_LOG_TITLE_MINIMAX, M_LOG_TITLE_NEGAMAX, M_LOG_TITLE_ALPHABETA,
	M_LOG_TITLE_ALPHABETA_HARD, M_LOG_TITLE_NEGAMAX_AB_SOFT,
	M_LOG_TITLE_NEGAMAX_AB_HARD, M_LOG_TITLE_PVS, M_LOG_TITLE_MTDF,
	M_LOG_TITLE_EXPECTIMAX, M_LOG_TITLE_STAR1,
	/* the conventions (cfg_conventions' words), one clause each */
	M_LOG_CONV_SEP, M_LOG_CONV_PRESET, M_LOG_CONV_ROOT,
	M_LOG_CONV_ROOT_CHANCE, M_LOG_CONV_LTR,
	M_LOG_CONV_RTL, M_LOG_CONV_BEST, M_LOG_CONV_WORST, M_LOG_CONV_EVAL,
	M_LOG_CONV_PROB,
	M_LOG_CONV_CUT_GE, M_LOG_CONV_CUT_GT, M_LOG_CONV_TEST_FIRST,
	M_LOG_CONV_RAISE_FIRST, M_LOG_CONV_DEPTH, M_LOG_CONV_DEPTH_ITER,
	M_LOG_CONV_WINDOW, M_LOG_CONV_SHALLOW, M_LOG_CONV_ROOT_WINDOW,
	M_LOG_CONV_VALUE_FOR_BOUND, M_LOG_CONV_GLOBAL, M_LOG_CONV_EARLY,
	M_LOG_CONV_LOWERED, M_LOG_CONV_CUT_CHILD, M_LOG_CONV_CHANCE_MINMAX,
	M_LOG_CONV_EQUAL_CHANCES, M_LOG_CONV_EARLY_RANGE,
	/* symbols, counts and node labels that go into the sentences */
	M_LOG_ALPHA, M_LOG_BETA, M_LOG_GE, M_LOG_GT, M_LOG_LE, M_LOG_LT,
	M_LOG_PLUS_INF, M_LOG_MINUS_INF, M_LOG_LIST_SEP,
	M_LOG_NODES, M_LOG_CUTOFFS,	/* plural: msg_n */
	M_LOG_NODE, M_LOG_NODE_TO_MOVE,
	/* a pass over the whole tree */
	M_LOG_PASS, M_LOG_PASS_ITER, M_LOG_PASS_DEPTH, M_LOG_PASS_MTDF,
	M_LOG_PASS_LOW, M_LOG_PASS_HIGH, M_LOG_PASS_REORDERED,
	/* the steps */
	M_LOG_ENTER, M_LOG_ENTER_WINDOW, M_LOG_ENTER_NEG, M_LOG_ENTER_SAME,
	M_LOG_LEAF, M_LOG_LEAF_NEG, M_LOG_EVAL, M_LOG_EVAL_NEG,
	M_LOG_GETS, M_LOG_GETS_NEGATED, M_LOG_GETS_SAME, M_LOG_GETS_EARLY,
	M_LOG_CUT_EARLY_RANGE,
	M_LOG_RETURN_BETA,
	M_LOG_TAKE, M_LOG_TAKE_TEST_FIRST_MAX, M_LOG_TAKE_TEST_FIRST_MIN,
	M_LOG_TAKE_STAYS, M_LOG_TAKE_BOUND, M_LOG_GT_GOES_ON,
	M_LOG_CUT_NEG, M_LOG_CUT_MAX, M_LOG_CUT_MIN, M_LOG_CUT_NOTHING,
	M_LOG_CUT_PRUNES,
	M_LOG_FROM_UPDATE, M_LOG_FROM_UPDATE_NEG, M_LOG_FROM_PROBE,
	M_LOG_FROM_MEMORY, M_LOG_FROM_WINDOW, M_LOG_FROM_ASPIRATION,
	M_LOG_FROM_MTDF,
	M_LOG_FROM_CHANCE,
	M_LOG_RETURN, M_LOG_RETURN_ALL, M_LOG_RETURN_ROOT, M_LOG_MAX_VIEW,
	M_LOG_ROOT_LOW, M_LOG_ROOT_HIGH, M_LOG_ROOT_GAME, M_LOG_REAL,
	M_LOG_CASE1, M_LOG_CASE2_LOWER, M_LOG_CASE2_UPPER,
	M_LOG_CASE2_NEG_LOWER, M_LOG_CASE2_NEG_UPPER, M_LOG_WILL_CUT,
	M_LOG_WILL_NOT_CUT, M_LOG_CASE3_UPPER, M_LOG_CASE3_LOWER,
	M_LOG_OWN_EMPTY, M_LOG_OWN_LOW, M_LOG_OWN_HIGH, M_LOG_OWN_EXACT,
	/* a case-2/3 value that is exact all the same, or a bound for a reason
	   other than a cut of its own */
	M_LOG_CASE2_LOWER_EXACT, M_LOG_CASE2_UPPER_EXACT,
	M_LOG_CASE2_NEG_LOWER_EXACT, M_LOG_CASE2_NEG_UPPER_EXACT,
	M_LOG_CASE3_UPPER_EXACT, M_LOG_CASE3_LOWER_EXACT,
	M_LOG_CASE3_UPPER_BELOW, M_LOG_CASE3_LOWER_BELOW,
	M_LOG_CASE3_UPPER_HARD, M_LOG_CASE3_LOWER_HARD,
	M_LOG_OWN_LOW_EXACT, M_LOG_OWN_HIGH_EXACT, M_LOG_OWN_EMPTY_EXACT,
	M_LOG_PROBE, M_LOG_RESEARCH, M_LOG_RECALL,
	/* the result */
	M_LOG_RESULT, M_LOG_ROOT_VALUE, M_LOG_BEST_MOVE, M_LOG_PV,
	M_LOG_VISITED_DEPTH, M_LOG_VISITED, M_LOG_SEARCHES, M_LOG_PASSES,
	M_LOG_PASS_ITEM, M_LOG_PASS_ITEM_BEST, M_LOG_PASS_ITEM_DEPTH,
	M_LOG_PASS_ITEM_DEPTH_BEST, M_LOG_RESEARCHES, M_LOG_RECALLS,
	M_LOG_BEYOND, M_LOG_NO_PRUNING, M_LOG_PRUNED, M_LOG_SAVED,
	M_LOG_NAME_AB,
	/* chance nodes: expectimax and Ballard's Star1 */
	M_LOG_CHANCE, M_LOG_HEAD_EXPECTIMAX, M_LOG_HEAD_STAR1,
	M_LOG_HEAD_AB_STAR1, M_LOG_HEAD_BOUNDS, M_LOG_HEAD_NO_BOUNDS,
	M_LOG_CHANCE_SEARCH, M_LOG_CHANCE_OPEN, M_LOG_CHANCE_A, M_LOG_CHANCE_B,
	M_LOG_CHANCE_A_LAST, M_LOG_CHANCE_B_LAST, M_LOG_CHANCE_GETS,
	M_LOG_CHANCE_GETS_SUM, M_LOG_CHANCE_RANGE, M_LOG_CHANCE_RANGE_LAST,
	M_LOG_CHANCE_RANGE_OPEN, M_LOG_CHANCE_CUT_LOW, M_LOG_CHANCE_CUT_HIGH,
	M_LOG_CHANCE_CUT_LOW_PRE, M_LOG_CHANCE_CUT_HIGH_PRE,
	M_LOG_CHANCE_WHY, M_LOG_ROOT_VALUE_CHANCE, M_LOG_SAVED_CHANCE,
	M_LOG_NO_PRUNING_CHANCE,

	/* dot.c, tikz.c, beamer.c: the legend, captions (the fonts and TeX's
	   packages each language needs are in theme.c) */
	/* the result: %1 the formulation, %2 the value; %1 the move */
	M_PIC_RESULT, M_PIC_BEST_MOVE,
	/* the counts: %1 visited of %2 nodes, %3 pruned */
	M_PIC_COUNTS, M_PIC_COUNTS_SO_FAR, M_PIC_BEYOND, M_PIC_BEYOND_DOTTED,
	M_PIC_PASS, M_PIC_PASSES,
	M_PIC_RESEARCHES,	/* plural: msg_n */
	/* a frame's step: %1 of %2 (a slide's, capitalized) */
	M_PIC_STEP_OF, M_PIC_STEP_OF_CAP,
	/* by a node scored at the depth limit */
	M_PIC_EVAL,
	/* the key to the marks; %1 (and %2, %3) is the mark, drawn by the
	   caller (a symbol, or TeX's bold and colour around the words) */
	M_PIC_KEY_MAX, M_PIC_KEY_MIN, M_PIC_KEY_CHANCE, M_PIC_KEY_LEAF,
	M_PIC_KEY_ORDER,
	M_PIC_KEY_VISITS, M_PIC_KEY_SIDE, M_PIC_KEY_WINDOW_DONE,
	M_PIC_KEY_WINDOW_NOW, M_PIC_KEY_BOUND, M_PIC_KEY_TYPES,
	M_PIC_KEY_EMPTY, M_PIC_KEY_RUNNING, M_PIC_KEY_NOW,
	M_PIC_KEY_NOW_SHADED, M_PIC_KEY_PATH, M_PIC_KEY_LATER,
	M_PIC_KEY_CUT_NOW, M_PIC_KEY_CUT_DONE, M_PIC_KEY_PV, M_PIC_KEY_BEYOND,
	/* TikZ's and Beamer's own words for three of those */
	M_PIC_TIKZ_PATH, M_PIC_TIKZ_LATER, M_PIC_TIKZ_CUT,
	/* the worksheet (--blank): the task, %1 what to write for a bound */
	M_PIC_BLANK_TASK, M_PIC_BLANK_BOUNDS, M_PIC_BLANK_EXACT,
	M_PIC_BLANK_LEAF_BOUNDS,
	/* cmd/gen.c: the title of the page of every worksheet */
	M_PIC_WORKSHEETS,

	/* code.c: the pseudocode listings' names */
	M_CODE_AIMA, M_CODE_CS188, M_CODE_SEED001, M_CODE_OIWIKI,
	M_CODE_SEED004,
	M_CODE_NEGASOFT, M_CODE_MINIMAX, M_CODE_NEGAMAX, M_CODE_PVS,
	M_CODE_MTDF,
	M_CODE_EXPECTIMAX, M_CODE_STAR1, M_CODE_STAR1_AIMA,

	/* check.c: why an answer is wrong (abviz check, the practice page) */
	M_CHECK_ALPHA, M_CHECK_BETA, M_CHECK_NO_MOVE,
	M_CHECK_LEAD_SHOULD_PRUNE, M_CHECK_LEAD_ALL_PRUNED,
	M_CHECK_LEAD_CUT_HERE, M_CHECK_LEAD_NO_PRUNE, M_CHECK_LEAD_NEVER,
	M_CHECK_LEAD_NOT_PRUNED, M_CHECK_LEAD_VALUE_NOT_BOUND,
	M_CHECK_LEAD_BOUND_NOT_VALUE, M_CHECK_LEAD_ONLY_BOUNDS,
	M_CHECK_LEAD_WRONG_VALUE, M_CHECK_LEAD_NO_CUT_THERE,
	M_CHECK_LEAD_LEAF_PRUNED, M_CHECK_BEYOND, M_CHECK_SIGN,
	M_CHECK_TEST_MAX, M_CHECK_TEST_MIN, M_CHECK_WHY_NEVER,
	M_CHECK_WHY_CUT, M_CHECK_WHY_ROOT, M_CHECK_WHY_EMPTY,
	M_CHECK_WHY_REACHED, M_CHECK_ROOT_RETURNS, M_CHECK_NOT_A_MOVE,
	M_CHECK_ROOT_NO_MOVE, M_CHECK_BEST_FROM, M_CHECK_PV_FROM,
	M_CHECK_PV_START, M_CHECK_PV_END, M_CHECK_LEAF_NOT, M_CHECK_LEAF_ALSO,
	M_CHECK_LEAF_ONLY, M_CHECK_CUT_ONCE, M_CHECK_CUT_TIMES,
	M_CHECK_STATIC, M_CHECK_NEVER_CUTS, M_CHECK_CUT_AFTER,
	M_CHECK_CUT_PRUNES,	/* plural: msg_n */
	M_CHECK_VAL_STATIC_NEG,
	M_CHECK_VAL_STATIC, M_CHECK_VAL_LOWER, M_CHECK_VAL_UPPER,
	M_CHECK_VAL_EMPTY, M_CHECK_VAL_EXACT, M_CHECK_WINDOW, M_CHECK_NO_CASE,
	M_CHECK_CASE, M_CHECK_CASE1, M_CHECK_CASE2, M_CHECK_CASE3,
	M_CHECK_MIS_EQUALITY_CUT, M_CHECK_MIS_NO_EQUALITY_CUT,
	M_CHECK_MIS_SHALLOW, M_CHECK_MIS_ROOT_WINDOW,
	M_CHECK_MIS_REVERSED_ORDER, M_CHECK_MIS_MAX_MIN_SWAPPED,
	M_CHECK_MIS_MINIMAX, M_CHECK_MIS_FAIL_HARD, M_CHECK_MIS_FAIL_SOFT,
	M_CHECK_MIS_UPDATE_AFTER, M_CHECK_MIS_UPDATE_BEFORE, M_CHECK_MK_RIGHT,
	M_CHECK_MK_WRONG_VALUE, M_CHECK_MK_VALUE_NOT_BOUND,
	M_CHECK_MK_BOUND_NOT_VALUE, M_CHECK_MK_WRONG_BOUND,
	M_CHECK_MK_MISSED_PRUNING, M_CHECK_MK_EXTRA_PRUNING,
	M_CHECK_MK_PRUNED_VALUE, M_CHECK_MK_SEARCHED_PRUNED,
	M_CHECK_MK_WRONG_WINDOW, M_CHECK_MK_WRONG_CASE,
	M_CHECK_MK_MISSED_CUTOFF, M_CHECK_MK_EXTRA_CUTOFF,
	M_CHECK_MK_WRONG_CUTOFF, M_CHECK_MK_WRONG_MOVE, M_CHECK_MK_WRONG_PV,
	M_CHECK_MK_WRONG_ORDER, M_CHECK_MK_BEYOND, M_CHECK_MK_NOTATION,
	M_CHECK_MIS_VALUE_FOR_BOUND, M_CHECK_MIS_GLOBAL, M_CHECK_MIS_EARLY,
	M_CHECK_MIS_LOWERED, M_CHECK_MIS_CUT_CHILD,
	M_CHECK_WHY_BOUND_CUT, M_CHECK_WHY_BOUND_BELOW, M_CHECK_WHY_BOUND_HARD,
	M_CHECK_WHY_BOUND_MEMORY, M_CHECK_VAL_FULL, M_CHECK_VAL_HARD_FULL,
	M_CHECK_CASE2_EQ, M_CHECK_NOTE_BOUNDS, M_CHECK_NOTE_RETURNED,
	M_CHECK_LEAD_NOTATION, M_CHECK_NO_CASE_EMPTY, M_CHECK_LEAD_WITH,
	/* chance nodes (Star1) */
	M_CHECK_MIS_CHANCE_MINMAX, M_CHECK_MIS_EQUAL_CHANCES,
	M_CHECK_MIS_EARLY_RANGE, M_CHECK_TEST_CHANCE_LOW,
	M_CHECK_TEST_CHANCE_HIGH, M_CHECK_VAL_CHANCE, M_CHECK_WHY_BOUND_CHANCE,
	M_CHECK_NO_CASE_CHANCE, M_CHECK_WHY_WINDOW_CHANCE,
	M_CHECK_ROOT_CHANCE_MOVE,

	/* html.c, page.js: the HTML page */
	/* the page: its title, the tree's title in the tab */
	M_PAGE_PAGE_TITLE,
	M_PAGE_DOC_TITLE,
	/* under the title: the search, its conventions */
	M_PAGE_SUBTITLE,
	M_PAGE_SUBTITLE_SIDE,
	/* the controls */
	M_PAGE_NAV_LABEL,
	M_PAGE_FIRST,
	M_PAGE_FIRST_TITLE,
	M_PAGE_PREV,
	M_PAGE_PREV_TITLE,
	M_PAGE_PLAY,
	M_PAGE_PAUSE,
	M_PAGE_PLAY_TITLE,
	M_PAGE_NEXT,
	M_PAGE_NEXT_TITLE,
	M_PAGE_LAST,
	M_PAGE_LAST_TITLE,
	M_PAGE_PREV_CUT,
	M_PAGE_PREV_CUT_TITLE,
	M_PAGE_NEXT_CUT,
	M_PAGE_NEXT_CUT_TITLE,
	M_PAGE_SPEED,
	M_PAGE_ONE_STEP_PER_SEC,
	M_PAGE_STEPS_PER_SEC,
	/* %1 and %2: the step number and the count, as page elements */
	M_PAGE_STEP_COUNTER,
	/* the slider, for screen readers */
	M_PAGE_STEP_LABEL,
	/* the cutoff's reason */
	M_PAGE_WHY_TAG,
	M_PAGE_SEE_STEP,
	/* the panes */
	M_PAGE_TREE_LABEL,
	M_PAGE_SVG_LABEL,
	M_PAGE_STACK_TITLE,
	M_PAGE_STACK_NOTE,
	M_PAGE_COL_NODE,
	M_PAGE_LEGEND,
	M_PAGE_LEGEND_NOW,
	M_PAGE_LEGEND_PATH,
	M_PAGE_LEGEND_SEARCHED,
	M_PAGE_LEGEND_UNSEEN,
	M_PAGE_LEGEND_CUT,
	M_PAGE_LEGEND_CROSSED,
	M_PAGE_LEGEND_SOURCE,
	M_PAGE_LEGEND_FLOW,
	M_PAGE_LEGEND_KINDS,
	/* %1 ≥3, %2 ≤3, %3 an italic 3 */
	M_PAGE_LEGEND_BOUNDS,
	M_PAGE_ZOOM,
	M_PAGE_ZOOM_FIT,
	/* the diagram's toolbar: zoom out and in, the focus mode */
	M_PAGE_VIEW_LABEL,
	M_PAGE_ZOOM_OUT_TITLE,
	M_PAGE_ZOOM_IN_TITLE,
	M_PAGE_FOCUS,
	M_PAGE_FOCUS_TITLE,
	M_PAGE_CODE,
	M_PAGE_LOG,
	M_PAGE_LOG_AHEAD,
	/* a step's tag, by its event */
	M_PAGE_EV_PASS,
	M_PAGE_EV_ENTER,
	M_PAGE_EV_LEAF,
	M_PAGE_EV_EVAL,
	M_PAGE_EV_PROBE,
	M_PAGE_EV_RESEARCH,
	M_PAGE_EV_RECALL,
	M_PAGE_EV_UPDATE,
	M_PAGE_EV_CUTOFF,
	M_PAGE_EV_PRUNE,
	M_PAGE_EV_RETURN,
	/* the practice page */
	M_PAGE_PRACTICE,
	M_PAGE_YOUR_ANSWER,
	/* %1 >=15, %2 <=2, %3 pruned: what to type, in bold */
	M_PAGE_HOWTO,
	M_PAGE_CHECK,
	M_PAGE_CLEAR,
	M_PAGE_REVEAL,
	M_PAGE_BACK_TO_ANSWER,
	M_PAGE_CUT_EDGE,
	M_PAGE_BAD_ANSWER,
	M_PAGE_SCORE,
	M_PAGE_SCORE_ALL,
	M_PAGE_RIGHT,
	M_PAGE_WRONG,
	/* %1 the node, %2 what the student gave */
	M_PAGE_ITEM_NODE,
	M_PAGE_ITEM_PRUNED,
	/* %1 the mistake, %2 the right answer, %3 why */
	M_PAGE_ITEM_WHY,
	M_PAGE_NONE,
	/* what the student's cuts make of a node */
	M_PAGE_GIVEN_PRUNED,
	M_PAGE_GIVEN_SEARCHED,
	M_PAGE_GIVEN_PARTLY,
	M_PAGE_GIVEN_HIGHER,
	M_PAGE_GIVEN_NOTHING,
	M_PAGE_MISCONCEPTION,
	M_PAGE_MIS_NONE,
	/* a check of a blank answer */
	M_PAGE_NOTHING_YET,
	/* the box to tick for an answer that prunes nothing */
	M_PAGE_NOTHING_PRUNED,
	/* the form's column heads (with M_PAGE_COL_NODE, and α, β) */
	M_PAGE_COL_VALUE,
	/* the alpha and beta boxes, for screen readers: %1 the node */
	M_PAGE_ALPHA_LABEL,
	M_PAGE_BETA_LABEL,
	/* %1 what is in an alpha or beta box */
	M_PAGE_BAD_WINDOW,
	/* %1 the node */
	M_PAGE_BAD_PRUNED,
	/* a right answer in another notation than the course's: %1 the note */
	M_PAGE_ITEM_NOTE,
	/* an item with some of its parts right */
	M_PAGE_PARTLY,
	/* %1 what the student's search does */
	M_PAGE_CONVENTION,
	M_PAGE_GIVEN_BEYOND,
	/* %1 what the course writes, %2 another form it takes as well */
	M_PAGE_EXPECTED_OR,
	/* the line on how the course writes a bounded value (check.c) */
	M_PAGE_NOTATION_BOUNDS,
	M_PAGE_NOTATION_RETURNED,
	M_PAGE_NOTATION_BOUNDS_ONLY,
	M_PAGE_NOTATION_RETURNED_ONLY,

	/* cmd/step.c: the terminal stepper */
	/* outline: a pruned subtree's root: where and when it was cut */
	M_STEP_CUT_AT,
	M_STEP_BEYOND,
	/* the tree's key */
	M_STEP_LEGEND,
	/* the call stack's title */
	M_STEP_STACK,
	/* the frames that do not fit */
	M_STEP_MORE,
	M_STEP_TOO_SMALL,
	/* the title bar */
	M_STEP_PASS_OF,
	M_STEP_STEP_OF,
	M_STEP_CUTOFF_OF,
	/* the outline's rows shown */
	M_STEP_ROWS,
	M_STEP_TOO_BIG,
	/* before the conventions, for negamax */
	M_STEP_SIDE,
	/* typing a step number */
	M_STEP_GOTO,
	/* the key line */
	M_STEP_KEYS,
	/* notes, after a key */
	M_STEP_FIRST,
	M_STEP_LAST,
	M_STEP_NO_CUT,
	M_STEP_NO_CUT_AFTER,
	M_STEP_NO_CUT_BEFORE,
	M_STEP_LAYERS,
	M_STEP_OUTLINE,
	M_STEP_KEYS_NOTE,
	/* --plain: the headings */
	M_STEP_P_TREE,
	M_STEP_P_SEARCH,
	M_STEP_P_CONV,
	M_STEP_P_CODE,
	M_STEP_P_SIDE,
	M_STEP_P_STEPS,
	M_STEP_P_STEP,
	M_STEP_P_STEP_PASS,
	/* --plain: the stack's column heads and kinds */
	M_STEP_P_STACK,
	M_STEP_P_ALPHA,
	M_STEP_P_BETA,
	M_STEP_P_LEAF,
	/* --plain: a pseudocode line: its number, its text */
	M_STEP_P_LINE,
	/* the last step: the ending's title (the pane, --plain's heading);
	   the principal variation's mark in the legend */
	M_STEP_ENDING,
	M_STEP_PV_KEY,

	/* cmd/opt.c, cmd/cmd.c: abviz help and each --help: an option's help
	   (M_OPT_COMMAND_OPTION), the groups' titles, a command's summary,
	   paragraph and notes; "usage: " and the "Try" lines */
	M_OPT_RUN_OUTPUT, M_OPT_RUN_QUIET, M_OPT_RUN_FORMAT, M_OPT_RUN_STEPS,
	M_OPT_RUN_CUTOFFS_ONLY, M_OPT_RUN_FRAME_FORMAT, M_OPT_RUN_BLANK,
	M_OPT_RUN_THEME, M_OPT_RUN_MAX_DIAGRAM, M_OPT_RUN_JSON,
	M_OPT_RUN_LOG, M_OPT_RUN_DOT, M_OPT_RUN_PRINT, M_OPT_RUN_STATS,
	M_OPT_COMPARE_JSON, M_OPT_STEP_PLAIN, M_OPT_STEP_MAX_DIAGRAM,
	M_OPT_CHECK_WEIGHTS, M_OPT_CHECK_MANIFEST, M_OPT_CHECK_CSV,
	M_OPT_CHECK_BRIEF, M_OPT_CHECK_JSON, M_OPT_GEN_DEPTH,
	M_OPT_GEN_BRANCHING, M_OPT_GEN_VALUES, M_OPT_GEN_ROOT,
	M_OPT_GEN_TIES, M_OPT_GEN_DISTINCT, M_OPT_GEN_CHANCE,
	M_OPT_GEN_SEED, M_OPT_GEN_COUNT,
	M_OPT_GEN_MIN_CUTOFFS, M_OPT_GEN_DEEP_CUTOFF,
	M_OPT_GEN_MIN_PRUNE_SHARE, M_OPT_GEN_MAX_PRUNE_SHARE,
	M_OPT_GEN_DIFFER, M_OPT_GEN_TRIES, M_OPT_GEN_OUTPUT,
	M_OPT_GEN_FORMAT, M_OPT_GAME_OUTPUT, M_OPT_GAME_POSITION,
	M_OPT_GAME_DEPTH, M_OPT_GAME_SIZE, M_OPT_GAME_MOVES,
	M_OPT_GAME_HEAPS, M_OPT_GAME_BOARDS, M_OPT_GAME_NO_BOARDS,
	M_OPT_GAME_MAX_NODES, M_OPT_IMPORT_OUTPUT, M_OPT_IMPORT_DEPTH,
	M_OPT_SEARCH_ALGO, M_OPT_SEARCH_PRESET, M_OPT_SEARCH_FAIL,
	M_OPT_SEARCH_CUTOFF, M_OPT_SEARCH_UPDATE, M_OPT_SEARCH_ORDER,
	M_OPT_SEARCH_ROOT, M_OPT_SEARCH_DEPTH, M_OPT_SEARCH_ITERATIVE,
	M_OPT_SEARCH_WINDOW, M_OPT_SEARCH_NODE_TYPES, M_OPT_SEARCH_LANG,
	M_OPT_SEARCH_NOTATION, M_OPT_SEARCH_MISTAKE, M_OPT_ALL_MAX_INPUT,
	M_OPT_ALL_HELP, M_OPT_ALL_VERSION, M_OPT_GROUP_TREE,
	M_OPT_GROUP_GUARANTEE, M_OPT_GROUP_OUTPUT, M_OPT_GROUP_SEARCH,
	M_CMD_USAGE, M_CMD_TRY_HELP, M_CMD_TRY, M_CMD_RUN_SUMMARY,
	M_CMD_RUN_ABOUT, M_CMD_RUN_NOTES, M_CMD_COMPARE_SUMMARY,
	M_CMD_COMPARE_ABOUT, M_CMD_COMPARE_NOTES, M_CMD_STEP_SUMMARY,
	M_CMD_STEP_ABOUT, M_CMD_STEP_NOTES, M_CMD_CHECK_SUMMARY,
	M_CMD_CHECK_ABOUT, M_CMD_CHECK_NOTES, M_CMD_GEN_SUMMARY,
	M_CMD_GEN_ABOUT, M_CMD_GEN_NOTES, M_CMD_GAME_SUMMARY,
	M_CMD_GAME_ABOUT, M_CMD_GAME_NOTES, M_CMD_IMPORT_SUMMARY,
	M_CMD_IMPORT_ABOUT, M_CMD_IMPORT_NOTES, M_CMD_HELP_SUMMARY,
	M_CMD_HELP_ABOUT,


	/* the errors: what goes wrong, said after "abviz: " (a file's with
	   "FILE:LINE:COL: " before it) by msg_error or into a buffer */
	M_ERR_OUT_OF_MEMORY, M_ERR_DEPTH_WITH_UP_CHILDREN,
	M_ERR_MIN_PRUNE_SHARE_ABOVE, M_ERR_DISTINCT_NEEDS_VALUE_EACH,
	M_ERR_TIES_NEEDS_TWO_LEAVES, M_ERR_NEVER_PRUNES_PRUNING_GUARANTEES,
	M_ERR_NOTHING_CAN_BE_PRUNED, M_ERR_DEEP_CUTOFF_NEEDS_DEPTH,
	M_ERR_MIN_CUTOFFS_THESE_TREES, M_ERR_GENERATED_TREE_DOES_NOT,
	M_ERR_NO_TREE_FROM_SEED, M_ERR_FILE_OUT_OF_MEMORY, M_ERR_BAD_ARG,
	M_ERR_BAD_WEIGHTS_EXPECTED_KIND, M_ERR_EXPECTED_ANSWER_TREE_TWO,
	M_ERR_NO_ANSWERS_LISTED, M_ERR_CSV_PRINTS_GRADEBOOK_ON,
	M_ERR_MANIFEST_NAMES_TREES_ANSWERS,
	M_ERR_CANNOT_WRITE_STANDARD_OUTPUT, M_ERR_BAD_MAX_INPUT_EXPECTED,
	M_ERR_NO_COMMAND, M_ERR_COMPARE_PRINTS_TABLE_JSON,
	M_ERR_COMPARE_SETS_FORMULATIONS_OUT, M_ERR_TAKES_NO_SEE_ABVIZ,
	M_ERR_O_NAME_FILE_NOT, M_ERR_GAME_NAME_GAME_ABVIZ,
	M_ERR_GAME_ONE_GAME_AT, M_ERR_NO_GAME_ABVIZ_GAME,
	M_ERR_TREE_HAS_MORE_THAN, M_ERR_EMPTY_LO_ABOVE_HI,
	M_ERR_BAD_EXPECTED_PERCENTAGE_0,
	M_ERR_BAD_DIFFER_EXPECTED_GE, M_ERR_BAD_SEED_EXPECTED_WHOLE,
	M_ERR_GEN_WRITES_KEY_COURSE, M_ERR_GEN_DRAWS_TREES_WITHOUT,
	M_ERR_TIES_DISTINCT_CONTRADICT_EACH, M_ERR_GEN_WRITES_SEVERAL_FILES,
	M_ERR_GEN_READS_NO_FILES, M_ERR_BAD_DEPTH_EXPECTED_1,
	M_ERR_IMPORT_NEEDS_FORMAT_FILE, M_ERR_NODES_ARE_MORE_THAN,
	M_ERR_JSON_LOG_DOT_PRINT, M_ERR_O_NAMES_FOLDER_PRINT,
	M_ERR_FORMAT_WRITES_FILES_PRINT, M_ERR_STATS_PRINTS_ONE_LINE,
	M_ERR_FRAME_FORMAT_CHOOSES_FRAMES, M_ERR_STEPS_CUTOFFS_ONLY_CHOOSE,
	M_ERR_NO_TREE_GIVEN, M_ERR_JSON_LOG_DOT_PRINT_2, M_ERR_CANNOT_CREATE,
	M_ERR_CANNOT_CREATE_NOT_FOLDER, M_ERR_CANNOT_CREATE_AT,
	M_RUN_WROTE,	/* cmd/run.c: what a run wrote (not an error) */
	M_ERR_BAD_WINDOW_EXPECTED_LO, M_ERR_BAD_DEPTH_EXPECTED_1_2,
	M_ERR_PRESET_SETS_NOT_DROP, M_ERR_MISTAKE_NEEDS_MAX_MIN,
	
	M_ERR_FAIL_APPLIES_ALPHABETA_NEGAMAX,
	M_ERR_WINDOW_APPLIES_ALPHABETA_ALPHABETA,
	M_ERR_CANNOT_WRITE_TERMINAL,
	M_ERR_NO_LEAF_LEAVES_ARE, M_ERR_NO_NODE_TREE,
	M_ERR_NO_EDGE_NOT_CHILD, M_ERR_TAKES_NUMBER_NOT_BOUND,
	M_ERR_WRITE_BOUND_AS, M_ERR_EXPECTED_NUMBER_FOUND,
	M_ERR_NODE_ALREADY_ANSWERED_ON, M_ERR_NOTHING_SAID_ABOUT_E,
	M_ERR_CASE_GIVEN_TWICE, M_ERR_CASE_1_2_3,
	M_ERR_UNKNOWN_WORD_NODE_LINE, M_ERR_TWO_VALUES,
	M_ERR_ANSWERED_AS_PRUNED_GIVEN, M_ERR_EXPECTED_NODE_CUTOFF_HAPPENS,
	M_ERR_UNEXPECTED_CUTOFF_EXPECTED_AFTER, M_ERR_NO_LEAF_LEAVES_ARE_2,
	M_ERR_EXPECTED_KEY_VALUE_E, M_ERR_TOO_MANY_ITEMS_ON,
	M_ERR_ALREADY_GIVEN_ON_LINE, 
	M_ERR_EXPECTED_ONE_NUMBER, M_ERR_UNKNOWN_KEY_NODE_KEYS,
	M_ERR_NUL_BYTE_NOT_TEXT, M_ERR_EXPECTED_NUMBER_FOUND_2,
	M_ERR_EXPECTED_NODE_ID_STRING, M_ERR_EXPECTED_ARRAY_NODE_IDS,
	M_ERR_EXPECTED_ARRAY_CUTOFFS_FOUND, M_ERR_EXPECTED_CUTOFF_NODE_AFTER,
	M_ERR_UNKNOWN_KEY_CUTOFF_NODE, M_ERR_CUTOFF_WITHOUT_NODE,
	M_ERR_NODE_VALUE_BOUND_DISAGREE, M_ERR_NODE_ANSWERED_AS_PRUNED,
	M_ERR_NOTHING_SAID_ABOUT_NODE, M_ERR_EXPECTED_OBJECT_NODE_E,
	M_ERR_GIVEN_TWICE_NODE, M_ERR_BOUND_EXACT_LOWER_UPPER,
	M_ERR_CASE_1_2_3_2, M_ERR_PRUNED_TRUE_FALSE,
	M_ERR_UNKNOWN_KEY_NODE_VALUE, M_ERR_EXPECTED_OBJECT_NODES_BY,
	M_ERR_NODE_ANSWERED_TWICE_FIRST, M_ERR_EXPECTED_OBJECT_WITH_KEYS,
	M_ERR_KEY_GIVEN_TWICE, M_ERR_UNKNOWN_KEY_VALUE_BEST,
	M_ERR_NO_ANSWER_FILE_E, 
	M_ERR_POSITION_BOARD_FULL_THERE, M_ERR_HEAPS_MORE_THAN_HEAPS,
	M_ERR_HEAPS_NOT_LIST_HEAP, M_ERR_HEAPS_HEAP_MOST,
	M_ERR_HEAPS_EVERY_HEAP_EMPTY, M_ERR_POSITION_X_O_BOTH,
	M_ERR_POSITION_HAS_ALREADY_WON, 
	M_ERR_POSITION_X_O_X, M_ERR_TREE_DEEPER_THAN_LEVELS,
	M_ERR_MUST_BE_STRING_FOUND, M_ERR_ID_EMPTY, M_ERR_LONGER_THAN_BYTES,
	M_ERR_PLAYER_MUST_BE_MAX, M_ERR_ROOT_PLAYER_NOT_FILE,
	M_ERR_UNKNOWN_KEY_NODE_NODE, M_ERR_DUPLICATE_KEY,
	M_ERR_NODE_HAS_VALUE_LEAF, M_ERR_NODE_NEEDS_VALUE_LEAF,
	M_ERR_VALUE_MUST_BE_NUMBER, M_ERR_EVAL_ONLY_INTERIOR_NODES,
	M_ERR_EVAL_MUST_BE_NUMBER, M_ERR_CHILDREN_MUST_BE_ARRAY,
	M_ERR_CHILDREN_EMPTY_INTERIOR_NODE, M_ERR_EMPTY_ARRAY_INTERIOR_NODE,
	M_ERR_EXPECTED_NODE_NUMBER_ARRAY, M_ERR_DUPLICATE_ID_FIRST_USED,
	M_ERR_DUPLICATE_ID_IT_PATH, M_ERR_UNKNOWN_KEY_AT_TOP,
	M_ERR_MISSING_ROOT_TREE_GOES, M_ERR_NUL_BYTE_FILE_IT,
	M_ERR_NOT_TAKEN_BY_WAYS, M_ERR_LARGER_THAN_MAX_INPUT,
	M_ERR_DIR_FILE_OUT_OF_MEMORY, M_ERR_CANNOT_WRITE,
	M_ERR_FORMAT_WRITES_FOLDER_FILES,
	M_ERR_GRAPHVIZ_DOT_WROTE_NO, M_ERR_WORKSHEETS_HTML,
	M_ERR_BAD_STEPS_STEPS_ARE, M_ERR_BAD_STEPS_RANGE_ENDS,
	M_ERR_BAD_STEPS_EXPECTED_RANGE, 
	M_ERR_CUTOFFS_ONLY_SEARCH_MAKES, 
	M_ERR_FRAME, M_ERR_FRAMES, M_ERR_CANNOT_READ_TEMPORARY_FILE,
	M_ERR_NO_PRACTICE_DATA_COMMAND, M_ERR_CANNOT_MAKE_TEMPORARY_FILE,
	M_ERR_CANNOT_WRITE_TEMPORARY_FILE, M_ERR_CANNOT_RUN_DOT,
	M_ERR_CANNOT_RUN_GRAPHVIZ_DOT, M_ERR_CANNOT_WRITE_PICTURE,
	M_ERR_CANNOT_OPEN_DEV_TTY, M_ERR_CANNOT_SET_UP_TERMINAL,
	M_ERR_NODE_AT_DEPTH_HAS, M_ERR_NODE_AT_DEPTH_HAS_2,

	/* load.c: chance nodes and the bounds of leaf values (issue 22); then
	   what cannot take a tree with chance nodes yet (ab.c, emit.c, cmd/),
	   the chance misconceptions' rules, gen --chance's and Dice Nim's */
	M_ERR_NODE_PLAYER_WORDS, M_ERR_TOP_PLAYER_CHANCE, M_ERR_P_NOT_CHANCE,
	M_ERR_CHANCE_VALUE, M_ERR_P_MUST_BE_NUMBER, M_ERR_P_RANGE,
	M_ERR_CHANCE_SUM, M_ERR_CHANCE_REST, M_ERR_OUTSIDE_BOUNDS,
	M_ERR_BOUNDS_FORM, M_ERR_BOUNDS_RANGE, M_ERR_BOUNDS_ORDER,
	M_ERR_CHANCE_ALGO, M_ERR_CHANCE_MISTAKE, M_ERR_CHANCE_FORMAT,
	M_ERR_CHANCE_STEP, M_ERR_MISTAKE_NEEDS_CHANCE,
	M_ERR_MISTAKE_CHANCE_ALGO, M_ERR_GEN_CHANCE_ALGO, M_ERR_GEN_CHANCE_SHAPE,
	M_ERR_HEAPS_DICE,


	/* msg_strerror: the system's errors a user meets (strerror's words;
	   English says the C library's own) */
	M_ERRNO_ENOENT, M_ERRNO_EACCES, M_ERRNO_EISDIR, M_ERRNO_ENOTDIR,
	M_ERRNO_ENOSPC, M_ERRNO_EEXIST, M_ERRNO_EROFS, M_ERRNO_ENOMEM,
	M_ERRNO_ENAMETOOLONG, M_ERRNO_ELOOP, M_ERRNO_EPIPE, M_ERRNO_EIO,
	M_ERRNO_EFBIG, M_ERRNO_EPERM, M_ERRNO_EDQUOT,


	/* more errors: the answers' and trees' readers', with words of the file
	   in them; M_ERR_AS_IS is a message made elsewhere (JSON's syntax) */
	M_ERR_EXPECTED_NUMBER_AFTER, M_ERR_EXPECTED_VALUE_AFTER,
	M_ERR_GIVEN_TWICE, M_ERR_NOTHING_AFTER_NONE, M_ERR_NOTHING_AFTER,
	M_ERR_CANNOT_BE_NONE, M_ERR_NO_LEAF_NUMBER, M_ERR_AS_IS,


	/* a tree's texts and numbers (load.c): %1 the member ("id"...) */
	M_ERR_TEXT_NOT_UTF8, M_ERR_TEXT_CONTROL_NL, M_ERR_TEXT_CONTROL,
	M_ERR_TEXT_BIDI, M_ERR_TEXT_INVISIBLE, M_ERR_OUT_OF_RANGE,

	/* errors said whole where the English changes a word with a count or a
	   case (the plural ones: msg_n) */
	M_ERR_MISTAKE_NEEDS_PASSING, M_ERR_MISTAKE_NEEDS_PASSING_NO_PVS,
	M_ERR_POSITION_CELLS, M_ERR_STEPS_PAST_LAST,
	M_ERR_CUTOFFS_ONLY_NONE_IN, M_ERR_UPDATE_HARD, M_ERR_UPDATE_NEGAMAX,
	M_ERR_UPDATE_OTHER, M_ERR_FIVE_X, M_ERR_FIVE_O, M_ERR_FIVE_BOTH,
	M_ERR_NOT_WRITTEN, M_ERR_NOT_WRITTEN_REMOVED,
	M_ERR_EXPECTED_ONE_MOVE, M_ERR_EXPECTED_ONE_VALUE,

	/* cmd/: a word an option does not take, and its choices; the commands'
	   operands */
	M_ERR_UNKNOWN_WORD, M_ERR_UNKNOWN_IN_LIST, M_ERR_LIST_SEP,
	M_ERR_LIST_OR, M_ERR_NO_IMPORT_FORMAT, M_ERR_IMPORT_NEEDS_FILE,
	M_ERR_IMPORT_ONE_FILE, M_ERR_NO_ANSWER_GIVEN, M_ERR_COMPARE_ONE_TREE,
	M_ERR_STEP_NO_TREE, M_ERR_STEP_ONE_TREE,

	/* game.c: a cell of --position that is none */
	M_ERR_POSITION_CHAR, M_ERR_POSITION_BYTE,

	/* jscan.c: what is wrong with a JSON text (its syntax) */
	M_JSON_END_OF_INPUT, M_JSON_BYTE, M_JSON_LONE_LOW, M_JSON_LONE_HIGH,
	M_JSON_CONTROL, M_JSON_BAD_ESCAPE, M_JSON_TRAILING_COMMA,

	/* jscan.c: inside an array or object */
	M_JSON_EXPECTED_COMMA_OR,

	/* jscan.c: JSON's syntax */
	M_JSON_U0000_STRING_TEXT_CANNOT,
	M_JSON_UNTERMINATED_STRING_STRING_ENDS, M_JSON_U_MUST_BE_FOLLOWED,
	M_JSON_UNTERMINATED_STRING, M_JSON_EXPECTED_DIGIT_AFTER,
	M_JSON_NUMBERS_CANNOT_HAVE_LEADING, M_JSON_EXPECTED_DIGIT_AFTER_2,
	M_JSON_EXPECTED_DIGIT_EXPONENT, M_JSON_UNEXPECTED_END_INPUT_EXPECTED,
	M_JSON_NAN_INFINITY_ARE_NOT, M_JSON_STRINGS_TAKE_DOUBLE_QUOTES,
	M_JSON_EXPECTED_VALUE_FOUND, M_JSON_EXPECTED_KEY_BEFORE_TRAILING,
	M_JSON_KEYS_TAKE_DOUBLE_QUOTES, M_JSON_EXPECTED_KEY_DOUBLE_QUOTES,
	M_JSON_EXPECTED_AFTER_KEY_FOUND, M_JSON_EMPTY_FILE_EXPECTED_TREE,
	M_JSON_NESTING_DEEPER_THAN_LEVELS, M_JSON_UNEXPECTED_AFTER_TREE,

	/* report.c: abviz check's text report, said in English whatever --lang
	   says (TAs' scripts read it) */
	M_REPORT_HEAD, M_REPORT_CANNOT_GRADE, M_REPORT_RIGHT, M_REPORT_PART,
	M_REPORT_WRONG, M_REPORT_EXPECTED, M_REPORT_NOT_GRADED,
	M_REPORT_SCORE, M_REPORT_SCORE_RIGHT, M_REPORT_WEIGHTLESS,
	M_REPORT_WEIGHTLESS_RIGHT, M_REPORT_MISCONCEPTION,
	M_REPORT_CONVENTION, M_REPORT_NO_MISCONCEPTION, M_REPORT_TOTAL,
	M_REPORT_CLASS, M_REPORT_CLASS_BAD, M_REPORT_CLASS_RIGHT,
	M_REPORT_CLASS_MEAN, M_REPORT_COMMON_MISTAKES,
	M_REPORT_COMMON_MISCONCEPTIONS,

	/* gen.c: an answer key's comments (gen-SEED.key.txt); its facts are
	   abviz check's keywords in every language */
	M_KEY_HEAD, M_KEY_SEARCHED, M_KEY_NEGAMAX,

	/* the games and the import formats as help lists them (a tree file
	   names its game in English) */
	M_GAME_TTT, M_GAME_GOMOKU, M_GAME_NIM, M_GAME_DICENIM,
	M_GAME_TOPICS, M_GAME_TAKES,
	M_IMPORT_CS188,

	/* cs188.c: what is wrong with a CS188 .test file (abviz import) */
	M_CS188_INVALID_UTF_8_FILE, M_CS188_CONTROL,
	M_CS188_EXPECTED_KEY_VALUE_KEY, M_CS188_BLOCK_OPEN,
	M_CS188_VALUE_QUOTES, M_CS188_VALUE_QUOTES_HASH,
	M_CS188_DUPLICATE_KEY, M_CS188_HOLDS_ONE_WORD_FOUND, M_CS188_EMPTY,
	M_CS188_NO_FILE_CS188_GRAPHGAMETREETEST,
	M_CS188_MUST_BE_WHOLE_NUMBER, M_CS188_VALUES_MUST_BE_FINITE,
	M_CS188_BAD_NUMBER_EXPECTED_DECIMAL, M_CS188_VALUE_OUT_RANGE_VALUES,
	M_CS188_UNKNOWN_STATE_IT_NOT, M_CS188_STATE_NAME_LONGER_THAN,
	M_CS188_NAME_BIDI, M_CS188_NAME_INVISIBLE, M_CS188_SUCCESSOR_FORM,
	M_CS188_EVAL_FORM, M_CS188_WRONG_WORDS, M_CS188_WORDS,
	M_CS188_WORDS_HASH, M_CS188_ACTION_TWICE,
	M_CS188_STATE_EVALUATED_TWICE_FIRST, M_CS188_TREE_UNROLLS_INTO_MORE,
	M_CS188_TOO_DEEP, M_CS188_LOOP, M_CS188_LEAF_NO_EVAL,
	M_CS188_WHY_WIN, M_CS188_WHY_LOSE, M_CS188_WHY_LIMIT,
	M_CS188_WHY_AGAIN, M_CS188_WHY_END, M_CS188_CLASS_HOLDS_NO_GAME,

	/* base/out.c (through out_say_with): an output file without its name */
	M_ERR_OUTPUT_OUT_OF_MEMORY,

	/* cmd/: what an option's number must be (in M_ERR_BAD_ARG) */
	M_ARG_RANGE, M_ARG_AT_LEAST_1, M_ARG_NODES, M_ARG_COUNT, M_ARG_PLIES,
	M_ARG_NODE_LIMIT,

	/* cmd/gen.c: a range of whole numbers */
	M_ERR_BAD_RANGE, M_ERR_BAD_N_OR_RANGE,

	/* cmd/gen.c: each tree written (plural: the cutoffs) */
	M_GEN_WROTE, M_GEN_WROTE_CHANCE, M_GEN_DEEP_CHANCE,

	/* compare.c: abviz compare's table */
	M_CMP_HEAD, M_CMP_TREE, M_CMP_DEPTH, M_CMP_DEPTH_ITER,
	M_CMP_COL_FORM, M_CMP_COL_ORDER, M_CMP_COL_VALUE, M_CMP_COL_NODES,
	M_CMP_COL_LEAVES, M_CMP_COL_CUTOFFS, M_CMP_COL_SHARE, M_CMP_COL_BEST,
	M_CMP_ANY, M_CMP_FULL, M_CMP_MINIMAL, M_CMP_KNUTH_MOORE, M_CMP_NOTE,
	/* a tree with chance nodes: Star1 by its order of outcomes */
	M_CMP_TREE_CHANCE, M_CMP_FULL_CHANCE, M_CMP_STAR1_BOUNDS,
	M_CMP_STAR1_NO_BOUNDS,

	/* opt.c: an option the command line got wrong (getopt's complaints) */
	M_OPT_ERR_UNKNOWN, M_OPT_ERR_AMBIGUOUS, M_OPT_ERR_LONG_ARG,
	M_OPT_ERR_LONG_NO_ARG, M_OPT_ERR_SHORT, M_OPT_ERR_SHORT_ARG,

	/* answer.c: what an answer's number is for (in the errors) */
	M_ANS_ALPHA_BETA, M_ANS_NODE_VALUE, M_ANS_THE_VALUE,

	/* gen --paper's help, and errors that came with main's newer code */
	M_OPT_GEN_PAPER, M_ERR_INVALID_JSON_OUT_MEMORY,
	M_ERR_WARNING_BEAMER_DECK_HAS, M_ERR_GRAPHVIZ_DOT_GAVE_NO,
	M_ERR_CANNOT_JOIN_PAGES_PAGE, M_ERR_CANNOT_WRITE_PAGES,

	M_N
};

/*
 * One language's table (made by mkcat from its .po file).  Where a
 * language has no text for a message (untranslated, or fuzzy), English is
 * said; the tests require zh to be whole.
 */
struct lang_table {
	const char *code;		/* "en" */
	const char *const *text;	/* M_N: each message, or NULL; a
					   plural message's first form */
	const char *const *const *forms;	/* M_N: a plural message's
					   forms, nplurals of them, else NULL */
	int nplurals;			/* Plural-Forms' nplurals */
	unsigned long (*plural)(unsigned long n);	/* Plural-Forms'
					   plural: the form count n takes */
};

/* Language l's table. */
const struct lang_table *msg_table(enum lang l);

/* The language messages are said in, for the whole process; setting it
   also words the output files' errors (out.h: out_say_with). */
void msg_set_lang(enum lang l);
enum lang msg_lang(void);

/*
 * The language the environment asks for: LC_ALL, else LC_MESSAGES, else
 * LANG ("zh_CN.UTF-8" is zh), when it names one abviz has; else English.
 */
enum lang msg_env_lang(void);

/* Message id's text in the current language (never NULL). */
const char *msg(enum msg_id id);

/* The same in language l. */
const char *msg_in(enum lang l, enum msg_id id);

/*
 * The form of plural message id (M_LOG_NODES: "%1 node", "%1 nodes") that
 * count n takes in the current language, by its Plural-Forms; msg_n_in in
 * language l.  An id that is no plural message gives msg_in's text.
 */
const char *msg_n(enum msg_id id, unsigned long n);
const char *msg_n_in(enum lang l, enum msg_id id, unsigned long n);

/*
 * Write message id to f with its arguments arg[0..n) put in for %1..%n.
 * A number past n writes nothing.  MSG_PUT(f, id, a, b) counts them.
 */
void msg_put(FILE *f, enum msg_id id, const char *const *arg, int n);
#define MSG_PUT(f, id, ...) \
	msg_put((f), (id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/* The same with text in the message form (msg_in's, msg_n_in's). */
void msg_put_text(FILE *f, const char *text, const char *const *arg, int n);

/*
 * The same into buf (size len, always NUL-terminated when len > 0).
 * Returns the length the whole text has, as snprintf does.
 */
size_t msg_format(char *buf, size_t len, enum msg_id id,
    const char *const *arg, int n);
#define MSG_FORMAT(buf, len, id, ...) \
	msg_format((buf), (len), (id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/*
 * Message id piece by piece, for an output that escapes text its own way:
 * put(ctx, s, len, -1) for each run of the message's own words, and
 * put(ctx, arg[k], strlen(arg[k]), k) where it names argument k (one that
 * is NULL or past n gives nothing).  Pieces put together are msg_format's
 * text.
 */
typedef void msg_piece_fn(void *ctx, const char *s, size_t len, int k);
void msg_walk(enum msg_id id, const char *const *arg, int n,
    msg_piece_fn *put, void *ctx);

/* The same walk over text in the message form (msg_n's, say). */
void msg_walk_text(const char *text, const char *const *arg, int n,
    msg_piece_fn *put, void *ctx);

/* msg_format's work on any text in the message form (the tests use it). */
size_t msg_fill(char *buf, size_t len, const char *text,
    const char *const *arg, int n);
#define MSG_FILL(buf, len, text, ...) \
	msg_fill((buf), (len), (text), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/*
 * The arguments after a message id as msg_put, msg_format and the
 * loaders' error functions take them: MSG_ARGS(a, b) is the array
 * { a, b } and its count, 2.
 */
#define MSG_ARGS(...) (const char *const[]){ __VA_ARGS__ }, \
	(int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	sizeof(const char *))

/*
 * A whole number as a message's argument: its digits in buf (24 bytes at
 * least).  MSG_INT(v) and MSG_UINT(v) give a buffer of their own, a
 * compound literal that lasts as long as the block the call is in.
 */
const char *msg_int(long long v, char *buf);
const char *msg_uint(unsigned long long v, char *buf);
#define MSG_INT(v) msg_int((long long)(v), (char [24]){ 0 })
#define MSG_UINT(v) msg_uint((unsigned long long)(v), (char [24]){ 0 })

/*
 * An error or a warning for the user on standard error: "abviz: ", then
 * message id with its arguments, then a newline.  MSG_ERROR(id, a, b)
 * counts them; msg_error(id, NULL, 0) has none.
 */
void msg_error(enum msg_id id, const char *const *arg, int n);
#define MSG_ERROR(id, ...) msg_error((id), MSG_ARGS(__VA_ARGS__))

/*
 * What the system's error e means (strerror's words), in the current
 * language when it has them (M_ERRNO_*), else the C library's English.
 */
const char *msg_strerror(int e);

/*
 * Which arguments text uses: bit k set when %(k+1) appears.  For the test
 * that every table's message uses the same arguments as the English one
 * (mkcat refuses a translation that does not).
 */
unsigned msg_args_used(const char *text);

#endif
