/*
 * lang-en.c: abviz's messages in English (msg.h says how they are written).
 */
#include "msg.h"

static const char *const text[M_N] = {
	[M_LANG_NAME] = "English",

	/* log.c */

	/* dot.c, tikz.c, beamer.c */

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
	    "Fill in what the search finds at each node: its value, or %1 "
	    "/ %2 when it only bounds the node, or %3 when it never "
	    "searches it. Click an edge to cut it (click again to put it "
	    "back). Then check.",
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
