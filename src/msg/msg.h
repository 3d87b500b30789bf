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
 * message is an id here and an entry in the template (README, Languages).
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
	M_PIC_KEY_MAX, M_PIC_KEY_MIN, M_PIC_KEY_LEAF, M_PIC_KEY_ORDER,
	M_PIC_KEY_VISITS, M_PIC_KEY_SIDE, M_PIC_KEY_WINDOW_DONE,
	M_PIC_KEY_WINDOW_NOW, M_PIC_KEY_BOUND, M_PIC_KEY_TYPES,
	M_PIC_KEY_EMPTY, M_PIC_KEY_RUNNING, M_PIC_KEY_NOW,
	M_PIC_KEY_NOW_SHADED, M_PIC_KEY_PATH, M_PIC_KEY_LATER,
	M_PIC_KEY_CUT_NOW, M_PIC_KEY_CUT_DONE, M_PIC_KEY_PV, M_PIC_KEY_BEYOND,
	/* TikZ's and Beamer's own words for three of those */
	M_PIC_TIKZ_PATH, M_PIC_TIKZ_LATER, M_PIC_TIKZ_CUT,
	/* the worksheet (--blank): the task, %1 what to write for a bound */
	M_PIC_BLANK_TASK, M_PIC_BLANK_BOUNDS, M_PIC_BLANK_EXACT,
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

/* The language messages are said in, for the whole process. */
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
 * Which arguments text uses: bit k set when %(k+1) appears.  For the test
 * that every table's message uses the same arguments as the English one
 * (mkcat refuses a translation that does not).
 */
unsigned msg_args_used(const char *text);

#endif
