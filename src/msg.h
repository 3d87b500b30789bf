/*
 * msg.h: the sentences users read, in one table per language (--lang).
 *
 * A message is a whole sentence with numbered arguments, %1 to %9, so a
 * translation can put them in its own order; "%%" is a percent sign.  The
 * arguments are strings (numbers are formatted first, with fmt_num), and a
 * table may use any of a message's arguments, each any number of times.
 * gettext would need the locale installed on the machine to switch; a
 * table does not.  Adding a language is adding a table (lang-XX.c) and a
 * row in msg.c's list.
 */
#ifndef ABVIZ_MSG_H
#define ABVIZ_MSG_H

#include <stddef.h>
#include <stdio.h>

enum lang { LANG_EN, LANG_ZH, LANG_N };

/* The language codes, in enum order (for --lang). */
extern const char *const lang_names[LANG_N];

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
	/* the conventions (cfg_conventions' words), one clause each */
	M_LOG_CONV_SEP, M_LOG_CONV_PRESET, M_LOG_CONV_ROOT, M_LOG_CONV_LTR,
	M_LOG_CONV_RTL, M_LOG_CONV_BEST, M_LOG_CONV_WORST, M_LOG_CONV_EVAL,
	M_LOG_CONV_CUT_GE, M_LOG_CONV_CUT_GT, M_LOG_CONV_TEST_FIRST,
	M_LOG_CONV_RAISE_FIRST, M_LOG_CONV_DEPTH, M_LOG_CONV_DEPTH_ITER,
	M_LOG_CONV_WINDOW, M_LOG_CONV_SHALLOW, M_LOG_CONV_ROOT_WINDOW,
	/* symbols, counts and node labels that go into the sentences */
	M_LOG_ALPHA, M_LOG_BETA, M_LOG_GE, M_LOG_GT, M_LOG_LE, M_LOG_LT,
	M_LOG_PLUS_INF, M_LOG_MINUS_INF, M_LOG_LIST_SEP, M_LOG_NODES_ONE,
	M_LOG_NODES, M_LOG_CUTOFFS_ONE, M_LOG_CUTOFFS, M_LOG_NODE,
	M_LOG_NODE_TO_MOVE,
	/* a pass over the whole tree */
	M_LOG_PASS, M_LOG_PASS_ITER, M_LOG_PASS_DEPTH, M_LOG_PASS_MTDF,
	M_LOG_PASS_LOW, M_LOG_PASS_HIGH, M_LOG_PASS_REORDERED,
	/* the steps */
	M_LOG_ENTER, M_LOG_ENTER_WINDOW, M_LOG_ENTER_NEG, M_LOG_ENTER_SAME,
	M_LOG_LEAF, M_LOG_LEAF_NEG, M_LOG_EVAL, M_LOG_EVAL_NEG,
	M_LOG_GETS, M_LOG_GETS_NEGATED, M_LOG_GETS_SAME, M_LOG_RETURN_BETA,
	M_LOG_TAKE, M_LOG_TAKE_TEST_FIRST_MAX, M_LOG_TAKE_TEST_FIRST_MIN,
	M_LOG_TAKE_STAYS, M_LOG_TAKE_BOUND, M_LOG_GT_GOES_ON,
	M_LOG_CUT_NEG, M_LOG_CUT_MAX, M_LOG_CUT_MIN, M_LOG_CUT_NOTHING,
	M_LOG_CUT_PRUNES,
	M_LOG_FROM_UPDATE, M_LOG_FROM_UPDATE_NEG, M_LOG_FROM_PROBE,
	M_LOG_FROM_MEMORY, M_LOG_FROM_WINDOW, M_LOG_FROM_ASPIRATION,
	M_LOG_FROM_MTDF,
	M_LOG_RETURN, M_LOG_RETURN_ALL, M_LOG_RETURN_ROOT, M_LOG_MAX_VIEW,
	M_LOG_ROOT_LOW, M_LOG_ROOT_HIGH, M_LOG_ROOT_GAME, M_LOG_REAL,
	M_LOG_CASE1, M_LOG_CASE2_LOWER, M_LOG_CASE2_UPPER,
	M_LOG_CASE2_NEG_LOWER, M_LOG_CASE2_NEG_UPPER, M_LOG_WILL_CUT,
	M_LOG_WILL_NOT_CUT, M_LOG_CASE3_UPPER, M_LOG_CASE3_LOWER,
	M_LOG_OWN_EMPTY, M_LOG_OWN_LOW, M_LOG_OWN_HIGH, M_LOG_OWN_EXACT,
	M_LOG_PROBE, M_LOG_RESEARCH, M_LOG_RECALL,
	/* the result */
	M_LOG_RESULT, M_LOG_ROOT_VALUE, M_LOG_BEST_MOVE, M_LOG_PV,
	M_LOG_VISITED_DEPTH, M_LOG_VISITED, M_LOG_SEARCHES, M_LOG_PASSES,
	M_LOG_PASS_ITEM, M_LOG_PASS_ITEM_BEST, M_LOG_PASS_ITEM_DEPTH,
	M_LOG_PASS_ITEM_DEPTH_BEST, M_LOG_RESEARCHES, M_LOG_RECALLS,
	M_LOG_BEYOND, M_LOG_NO_PRUNING, M_LOG_PRUNED, M_LOG_SAVED,
	M_LOG_NAME_AB,

	/* dot.c, tikz.c, beamer.c: the legend, captions */

	/* html.c, page.js: the HTML page */

	/* cmd-step.c: the terminal stepper */

	M_N
};

/* One language's table: text[id], NULL where it has none (English is
   used then; the tests require every table to be whole). */
struct lang_table {
	const char *code;	/* "en" */
	const char *const *text;	/* M_N entries */
};

extern const struct lang_table lang_en, lang_zh;

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

/* msg_format's work on any text in the message form (the tests use it). */
size_t msg_fill(char *buf, size_t len, const char *text,
    const char *const *arg, int n);

/*
 * Which arguments text uses: bit k set when %(k+1) appears.  For the test
 * that every table's message uses the same arguments as the English one.
 */
unsigned msg_args_used(const char *text);

#endif
