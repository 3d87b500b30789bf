/*
 * lang-en.c: abviz's messages in English (msg.h says how they are written).
 */
#include "msg.h"

static const char *const text[M_N] = {
	[M_LANG_NAME] = "English",

	/* log.c */

	/* dot.c, tikz.c, beamer.c */

	/* html.c, page.js */

	/* cmd-step.c */
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
	[M_STEP_P_LINE] = "code %1: %2",
};

const struct lang_table lang_en = { "en", text };
