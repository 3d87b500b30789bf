/*
 * cfg.c: the names of a search's settings, what each formulation does, and
 * the course presets (see cfg.h).
 */
#include <stddef.h>
#include <string.h>

#include "cfg.h"

const char *const algo_name[ALGO_N] = {
	"minimax", "negamax", "alphabeta", "alphabeta-hard", "negamax-ab",
	"pvs", "mtdf", "expectimax", "star1"
};

const char *const order_name[ORDER_N] = {
	"ltr", "rtl", "best", "worst", "eval", "prob"
};

const char *const mistake_name[MISTAKE_N] = {
	"none", "shallow", "root-window", "value-for-bound", "global-bounds",
	"early-bound", "lowered-bound", "cut-child", "chance-minmax",
	"equal-chances", "early-range"
};

const char *const notation_name[NOTATION_N] = {
	"either", "bounds", "returned"
};

const char *const bound_name[4] = { "exact", "lower", "upper", "none" };

int
mistake_fits(enum mistake m, enum algo a)
{
	if (m == MISTAKE_NONE)
		return 1;
	if (mistake_chance(m))	/* Star1's, at chance nodes */
		return a == ALGO_STAR1 || a == ALGO_ALPHABETA;
	if (a == ALGO_EXPECTIMAX || a == ALGO_STAR1)
		return 0;	/* the misconceptions are about MAX and MIN */
	switch (m) {
	case MISTAKE_GLOBAL:	/* the MAX/MIN code's two variables */
	case MISTAKE_EARLY:
		return a == ALGO_ALPHABETA || a == ALGO_ALPHABETA_HARD;
	case MISTAKE_VALUE_FOR_BOUND:
		return a == ALGO_ALPHABETA || a == ALGO_ALPHABETA_HARD ||
		    a == ALGO_NEGAMAX_AB;
	default:		/* how alpha and beta are passed down */
		return algo_prunes(a) && a != ALGO_MTDF;
	}
}

int
algo_prunes(enum algo a)
{
	return a != ALGO_MINIMAX && a != ALGO_NEGAMAX && a != ALGO_EXPECTIMAX;
}

int
algo_chance(enum algo a)
{
	return a == ALGO_MINIMAX || a == ALGO_EXPECTIMAX || a == ALGO_ALPHABETA ||
	    a == ALGO_STAR1;
}

int
algo_negamax(enum algo a)
{
	return a == ALGO_NEGAMAX || a == ALGO_NEGAMAX_AB || a == ALGO_PVS;
}

int
cfg_fail_hard(const struct search_cfg *c)
{
	return c->algo == ALGO_ALPHABETA_HARD ||
	    (c->algo == ALGO_NEGAMAX_AB && !c->fail_soft);
}

int
cfg_test_first(const struct search_cfg *c)
{
	switch (c->algo) {
	case ALGO_ALPHABETA:
	case ALGO_STAR1:
		return c->update_after;
	case ALGO_NEGAMAX_AB:
		return !c->fail_soft;	/* seed 004: if (val >= beta) return beta */
	default:
		return 0;
	}
}

/*
 * The presets: one per course's pseudocode, named by where a lecturer
 * meets it.  Each fixes the formulation, how it returns, the cut rule and
 * the order of test and update.
 */
const struct preset preset[PRESET_N] = {
	[PRESET_AIMA] = { "aima", "AIMA (Russell and Norvig, 3rd and 4th "
	    "ed.), section 5.3: MAX-VALUE / MIN-VALUE, fail-soft, test "
	    "v >= beta before raising alpha (seeds 002, 003)",
	    ALGO_ALPHABETA, 1, CUT_GE, 1, NOTATION_BOUNDS },
	[PRESET_CS188] = { "cs188", "Berkeley CS188: fail-soft, strict cuts "
	    "(v > beta), tested before alpha is raised", ALGO_ALPHABETA, 1,
	    CUT_GT, 1, NOTATION_BOUNDS },
	[PRESET_GFG] = { "geeksforgeeks", "GeeksforGeeks' minimax with "
	    "alpha-beta: bestVal, raise alpha, then cut when beta <= alpha "
	    "(seed 001)", ALGO_ALPHABETA, 1, CUT_GE, 0, NOTATION_RETURNED },
	[PRESET_OIWIKI] = { "oiwiki", "OI-wiki, Alpha-Beta 剪枝: fail-hard, "
	    "return alpha (MAX) / beta (MIN), cut when alpha >= beta "
	    "(seed 000)", ALGO_ALPHABETA_HARD, 0, CUT_GE, 0,
	    NOTATION_RETURNED },
	[PRESET_CPW] = { "cpw", "the Chess Programming Wiki's negamax "
	    "alphaBeta: fail-hard, (-beta, -alpha), return beta when "
	    "score >= beta (seed 004)", ALGO_NEGAMAX_AB, 0, CUT_GE, 0,
	    NOTATION_RETURNED },
};
const int npreset = PRESET_N;

const struct preset_alias preset_alias[] = {
	{ "seed000", PRESET_OIWIKI },
	{ "seed001", PRESET_GFG },
	{ "seed002", PRESET_AIMA },
	{ "seed003", PRESET_AIMA },	/* the gomoku blog's max_value */
	{ "seed004", PRESET_CPW },
	{ "gfg", PRESET_GFG },
	{ "chessprogramming", PRESET_CPW },
	{ "negamax", PRESET_CPW },	/* its name before */
};
const int npreset_alias = (int)(sizeof(preset_alias) /
    sizeof(preset_alias[0]));

int
preset_find(const char *name)
{
	int i;

	for (i = 0; i < npreset; i++)
		if (strcmp(preset[i].name, name) == 0)
			return i;
	for (i = 0; i < npreset_alias; i++)
		if (strcmp(preset_alias[i].name, name) == 0)
			return preset_alias[i].preset;
	return -1;
}

const struct preset *
preset_of(const struct search_cfg *cfg)
{
	return cfg->preset > 0 && cfg->preset <= PRESET_N ?
	    &preset[cfg->preset - 1] : NULL;
}

enum notation
course_notation(const struct search_cfg *cfg)
{
	if (cfg->notation != NOTATION_EITHER)
		return cfg->notation;
	if (preset_of(cfg) != NULL)
		return preset_of(cfg)->notation;
	return cfg_fail_hard(cfg) ? NOTATION_RETURNED : NOTATION_BOUNDS;
}
