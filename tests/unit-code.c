/*
 * unit-code.c: unit tests of src/model/code.c, what code.h promises: the
 * text each preset and formulation is taught with (which text, its lines,
 * and the line each part of a routine is at, MAX and MIN), the presets and
 * their conventions, code_line under both cut rules and with the same-side
 * notes, and code_lines, the lines each event of a search runs, on T1 of
 * tests/unit-trace.c under five courses, PVS and MTD(f).
 *
 * The expected texts are read off the notes' listings as the comments in
 * code.c quote them; the lines each event runs are worked out by hand from
 * T1's events (listed in tests/unit-trace.c).
 */
#include "unitrun.h"

#include "code.h"
#include "randtree.h"

/* A text by its name, found through the configurations that show it. */
static const struct code *
text_for(const char *name)
{
	static const struct {
		const char *name;
		enum algo algo;
		int soft, after, preset;
	} how[] = {
		{ "aima", ALGO_ALPHABETA, 1, 1, 0 },
		{ "cs188", ALGO_ALPHABETA, 1, 1, 2 },
		{ "seed001", ALGO_ALPHABETA, 1, 0, 0 },
		{ "oiwiki", ALGO_ALPHABETA_HARD, 0, 0, 0 },
		{ "negamax", ALGO_NEGAMAX_AB, 0, 0, 0 },
		{ "negamax-soft", ALGO_NEGAMAX_AB, 1, 0, 0 },
		{ "minimax", ALGO_MINIMAX, 0, 0, 0 },
		{ "negamax-plain", ALGO_NEGAMAX, 0, 0, 0 },
		{ "pvs", ALGO_PVS, 1, 0, 0 },
		{ "mtdf", ALGO_MTDF, 1, 0, 0 },
	};
	struct search_cfg c;
	int k;

	for (k = 0; k < NELEM(how); k++) {
		if (strcmp(how[k].name, name) != 0)
			continue;
		c = cfg_plain(how[k].algo);
		c.fail_soft = how[k].soft;
		c.update_after = how[k].after;
		c.preset = how[k].preset;
		return code_for(&c);
	}
	return NULL;
}

/* Which text each configuration shows: its preset's, else its formulation's. */
static void
test_code_for(void)
{
	static const struct {
		enum algo algo;
		int soft, after, preset;
		const char *want;
	} cases[] = {
		{ ALGO_MINIMAX, 0, 0, 0, "minimax" },
		{ ALGO_NEGAMAX, 0, 0, 0, "negamax-plain" },
		{ ALGO_ALPHABETA, 1, 0, 0, "seed001" },
		{ ALGO_ALPHABETA, 1, 1, 0, "aima" },
		{ ALGO_ALPHABETA_HARD, 0, 0, 0, "oiwiki" },
		{ ALGO_NEGAMAX_AB, 0, 0, 0, "negamax" },
		{ ALGO_NEGAMAX_AB, 1, 0, 0, "negamax-soft" },
		{ ALGO_PVS, 1, 0, 0, "pvs" },
		{ ALGO_MTDF, 1, 0, 0, "mtdf" },
		/* a preset's text whatever the formulation says */
		{ ALGO_MINIMAX, 0, 0, 1, "aima" },
		{ ALGO_ALPHABETA, 1, 1, 2, "cs188" },
		{ ALGO_ALPHABETA, 1, 1, 3, "seed001" },
		{ ALGO_ALPHABETA, 1, 0, 4, "oiwiki" },
		{ ALGO_ALPHABETA, 1, 0, 5, "negamax" },
	};
	struct search_cfg c;
	int k, ok = 1;

	for (k = 0; k < NELEM(cases); k++) {
		const struct code *t;

		c = cfg_plain(cases[k].algo);
		c.fail_soft = cases[k].soft;
		c.update_after = cases[k].after;
		c.preset = cases[k].preset;
		t = code_for(&c);
		if (t == NULL || strcmp(t->name, cases[k].want) != 0) {
			ok = 0;
			printf("# case %d: %s, want %s\n", k, t ? t->name : "NULL",
			    cases[k].want);
		}
	}
	CHECK(ok, "code_for: minimax, negamax-plain, seed001 (aima with "
	    "--update after), oiwiki, negamax (negamax-soft), pvs, mtdf; a "
	    "preset's own text first");
}

/* The presets: their names and what each sets, as the README's table. */
static void
test_presets(void)
{
	static const struct {
		const char *name;
		enum algo algo;
		int soft;
		enum cutoff_rule cut;
		int after;
		enum notation notation;
		const char *code;
	} want[] = {
		{ "aima", ALGO_ALPHABETA, 1, CUT_GE, 1, NOTATION_BOUNDS, "aima" },
		{ "cs188", ALGO_ALPHABETA, 1, CUT_GT, 1, NOTATION_BOUNDS,
		    "cs188" },
		{ "geeksforgeeks", ALGO_ALPHABETA, 1, CUT_GE, 0,
		    NOTATION_RETURNED, "seed001" },
		{ "oiwiki", ALGO_ALPHABETA_HARD, 0, CUT_GE, 0,
		    NOTATION_RETURNED, "oiwiki" },
		{ "cpw", ALGO_NEGAMAX_AB, 0, CUT_GE, 0, NOTATION_RETURNED,
		    "negamax" },
	};
	/* the names they had, and the notes' seeds, stay theirs */
	static const struct {
		const char *alias;
		int preset;
	} alias[] = {
		{ "seed000", PRESET_OIWIKI }, { "seed001", PRESET_GFG },
		{ "seed002", PRESET_AIMA }, { "seed003", PRESET_AIMA },
		{ "seed004", PRESET_CPW }, { "negamax", PRESET_CPW },
		{ "cpw", PRESET_CPW }, { "nonesuch", -1 }, { "", -1 },
	};
	struct search_cfg c = cfg_plain(ALGO_ALPHABETA);
	int k, ok = npreset == NELEM(want);

	for (k = 0; ok && k < npreset; k++)
		ok = strcmp(preset[k].name, want[k].name) == 0 &&
		    preset[k].algo == want[k].algo && preset[k].fail_soft ==
		    want[k].soft && preset[k].cutoff == want[k].cut &&
		    preset[k].update_after == want[k].after &&
		    preset[k].notation == want[k].notation &&
		    strcmp(code_for_preset(&preset[k])->name, want[k].code) == 0 &&
		    preset[k].source != NULL;
	CHECK(ok, "the five presets aima, cs188, geeksforgeeks, oiwiki, cpw, "
	    "each with its formulation, cut rule, order of test and update, "
	    "notation and text");
	for (k = 0, ok = 1; k < NELEM(alias); k++)
		ok &= preset_find(alias[k].alias) == alias[k].preset;
	CHECK(ok, "preset_find: seed000..seed004 and negamax name the presets "
	    "that follow them; an unknown name none");
	c.preset = 0;
	ok = preset_of(&c) == NULL;
	c.preset = 1;
	ok &= preset_of(&c) == &preset[0];
	c.preset = npreset;
	ok &= preset_of(&c) == &preset[npreset - 1];
	c.preset = npreset + 1;
	ok &= preset_of(&c) == NULL;
	c.preset = -1;
	ok &= preset_of(&c) == NULL;
	CHECK(ok, "preset_of: 1 + the index, 0 and out of range are none");

	c = cfg_plain(ALGO_ALPHABETA);
	ok = course_notation(&c) == NOTATION_BOUNDS;
	c.algo = ALGO_ALPHABETA_HARD;
	ok &= course_notation(&c) == NOTATION_RETURNED;
	c.algo = ALGO_NEGAMAX_AB;
	c.fail_soft = 0;
	ok &= course_notation(&c) == NOTATION_RETURNED;
	c.preset = 3;	/* seed001: fail-soft, but writes what it returns */
	c.algo = ALGO_ALPHABETA;
	ok &= course_notation(&c) == NOTATION_RETURNED;
	c.notation = NOTATION_BOUNDS;	/* --notation wins */
	ok &= course_notation(&c) == NOTATION_BOUNDS;
	CHECK(ok, "course_notation: --notation, else the preset's, else bounds "
	    "fail-soft and the number returned fail-hard");
}

/*
 * Each text's length and its first line, and the line each part of the
 * routine is at (MAX, MIN), by the words of that line.  A part a text has
 * no line for is 0.
 */
struct role_line {
	enum code_role role;
	const char *max, *min;	/* words of the line at a MAX / MIN node,
				   under --cutoff ge, no same-side note */
};

static int
check_text(const char *name, int nlines, const char *first,
    const struct role_line *rl, int nrl)
{
	const struct code *c = text_for(name);
	char buf[CODE_LINE_MAX];
	int k, ok, role;

	if (c == NULL)
		return 0;
	ok = c->nlines == nlines && strcmp(c->lines[0], first) == 0;
	if (!ok)
		printf("# %s: %d lines, first \"%s\"\n", name, c->nlines,
		    c->lines[0]);
	for (role = 0; role < ROLE_N; role++) {
		const struct role_line *want = NULL;

		for (k = 0; k < nrl; k++)
			if (rl[k].role == (enum code_role)role)
				want = &rl[k];
		if (want == NULL) {
			if (c->at[role][0] != 0 || c->at[role][1] != 0) {
				printf("# %s: role %d has lines %d, %d\n", name,
				    role, c->at[role][0], c->at[role][1]);
				ok = 0;
			}
			continue;
		}
		if (strstr(code_line(c, c->at[role][0], CUT_GE, 0, buf,
		    sizeof(buf)), want->max) == NULL) {
			printf("# %s: role %d at MAX is line %d \"%s\"\n", name,
			    role, c->at[role][0], buf);
			ok = 0;
		}
		if (strstr(code_line(c, c->at[role][1], CUT_GE, 0, buf,
		    sizeof(buf)), want->min) == NULL) {
			printf("# %s: role %d at MIN is line %d \"%s\"\n", name,
			    role, c->at[role][1], buf);
			ok = 0;
		}
	}
	return ok;
}

static void
test_texts(void)
{
	static const struct role_line aima[] = {
		{ ROLE_ENTER, "    v = -∞", "    v = +∞" },
		{ ROLE_TERMINAL, "TERMINAL-TEST", "TERMINAL-TEST" },
		{ ROLE_CALL, "v = MAX(v, MIN-VALUE(", "v = MIN(v, MAX-VALUE(" },
		{ ROLE_BOUND, "α = MAX(α, v)", "β = MIN(β, v)" },
		{ ROLE_TEST, "if v ≥ β then return v", "if v ≤ α then return v" },
		{ ROLE_CUT, "if v ≥ β then return v", "if v ≤ α then return v" },
		{ ROLE_RETURN, "    return v", "    return v" },
	};
	static const struct role_line cs188[] = {
		{ ROLE_ENTER, "initialize v = -∞", "initialize v = +∞" },
		{ ROLE_TERMINAL, "terminal state", "terminal state" },
		{ ROLE_CALL, "v = max(v, value(", "v = min(v, value(" },
		{ ROLE_BOUND, "α = max(α, v)", "β = min(β, v)" },
		{ ROLE_TEST, "if v ≥ β: return v", "if v ≤ α: return v" },
		{ ROLE_CUT, "if v ≥ β: return v", "if v ≤ α: return v" },
		{ ROLE_RETURN, "    return v", "    return v" },
	};
	static const struct role_line seed001[] = {
		{ ROLE_ENTER, "bestVal = -INFINITY", "bestVal = +INFINITY" },
		{ ROLE_TERMINAL, "return value of the node",
		    "return value of the node" },
		{ ROLE_CALL, "bestVal = max(bestVal, value)",
		    "bestVal = min(bestVal, value)" },
		{ ROLE_BOUND, "alpha = max(alpha, bestVal)",
		    "beta = min(beta, bestVal)" },
		{ ROLE_TEST, "if beta <= alpha:", "if beta <= alpha:" },
		{ ROLE_CUT, "break", "break" },
		{ ROLE_RETURN, "return bestVal", "return bestVal" },
	};
	static const struct role_line oiwiki[] = {
		{ ROLE_ENTER, "if (is_max) {", "} else {" },
		{ ROLE_TERMINAL, "return val[u];", "return val[u];" },
		{ ROLE_CALL, "alph = max(alph, alpha_beta(",
		    "beta = min(beta, alpha_beta(" },
		{ ROLE_BOUND, "alph = max(alph, alpha_beta(",
		    "beta = min(beta, alpha_beta(" },
		{ ROLE_TEST, "if (alph >= beta) break;",
		    "if (alph >= beta) break;" },
		{ ROLE_CUT, "if (alph >= beta) break;",
		    "if (alph >= beta) break;" },
		{ ROLE_RETURN, "return alph;", "return beta;" },
	};
	static const struct role_line seed004[] = {
		{ ROLE_ENTER, "generate all moves;", "generate all moves;" },
		{ ROLE_TERMINAL, "return the evaluation from the side to move;",
		    "return the evaluation from the side to move;" },
		{ ROLE_CALL, "int val = -AlphaBeta(depth - 1, -beta, -alpha);",
		    "int val = -AlphaBeta(depth - 1, -beta, -alpha);" },
		{ ROLE_BOUND, "if (val > alpha)", "if (val > alpha)" },
		{ ROLE_TEST, "if (val >= beta)", "if (val >= beta)" },
		{ ROLE_CUT, "return beta;", "return beta;" },
		{ ROLE_RETURN, "return alpha;", "return alpha;" },
	};
	static const struct role_line negasoft[] = {
		{ ROLE_ENTER, "int best = -INFINITY;", "int best = -INFINITY;" },
		{ ROLE_TERMINAL, "return the evaluation", "return the evaluation" },
		{ ROLE_CALL, "if (val > best)", "if (val > best)" },
		{ ROLE_BOUND, "if (best > alpha)", "if (best > alpha)" },
		{ ROLE_TEST, "if (alpha >= beta)", "if (alpha >= beta)" },
		{ ROLE_CUT, "break;", "break;" },
		{ ROLE_RETURN, "return best;", "return best;" },
	};
	static const struct role_line minimax[] = {
		{ ROLE_ENTER, "v = -∞", "v = +∞" },
		{ ROLE_TERMINAL, "TERMINAL-TEST", "TERMINAL-TEST" },
		{ ROLE_CALL, "v = MAX(v, MIN-VALUE(", "v = MIN(v, MAX-VALUE(" },
		{ ROLE_RETURN, "    return v", "    return v" },
	};
	static const struct role_line negamax[] = {
		{ ROLE_ENTER, "generate all moves;", "generate all moves;" },
		{ ROLE_TERMINAL, "return the evaluation", "return the evaluation" },
		{ ROLE_CALL, "val = -NegaMax(depth - 1);",
		    "val = -NegaMax(depth - 1);" },
		{ ROLE_BOUND, "if (val > best)", "if (val > best)" },
		{ ROLE_RETURN, "return best;", "return best;" },
	};
	static const struct role_line pvs[] = {
		{ ROLE_ENTER, "int best = -INFINITY;", "int best = -INFINITY;" },
		{ ROLE_TERMINAL, "return the evaluation", "return the evaluation" },
		{ ROLE_CALL, "if (val > best)", "if (val > best)" },
		{ ROLE_BOUND, "if (best > alpha)", "if (best > alpha)" },
		{ ROLE_TEST, "if (alpha >= beta)", "if (alpha >= beta)" },
		{ ROLE_CUT, "break;", "break;" },
		{ ROLE_RETURN, "return best;", "return best;" },
		{ ROLE_PROBE, "val = -PVS(c, -alpha - 1, -alpha);   /* null "
		    "window */", "/* null window */" },
		{ ROLE_RESEARCH, "if (alpha < val && val < beta && c is not a "
		    "leaf)", "val = -PVS(c, -beta, -alpha);    /* re-search */" },
	};
	static const struct role_line mtdf[] = {
		{ ROLE_ENTER, "g = -∞", "g = +∞" },
		{ ROLE_TERMINAL, "if n is a leaf or at the depth limit then g = "
		    "its value", "then g = its value" },
		{ ROLE_CALL, "g = max(g, ALPHA-BETA-WITH-MEMORY(c, α, β))",
		    "g = min(g, ALPHA-BETA-WITH-MEMORY(c, α, β))" },
		{ ROLE_BOUND, "α = max(α, g)", "β = min(β, g)" },
		{ ROLE_TEST, "for each child c while g < β:",
		    "for each child c while g > α:" },
		{ ROLE_CUT, "for each child c while g < β:",
		    "for each child c while g > α:" },
		{ ROLE_RETURN, "    return g", "    return g" },
		{ ROLE_RECALL, "if memory has n.lower ≥ β then return n.lower",
		    "if memory has n.upper ≤ α then return n.upper" },
	};

	CHECK(check_text("aima", 21, "function ALPHA-BETA-SEARCH(state) returns "
	    "an action", aima, NELEM(aima)), "aima (seed 002, AIMA 5.3): 21 "
	    "lines; v = -∞ / +∞, MAX(v, MIN-VALUE(...)), the test v ≥ β that "
	    "returns at once, α = MAX(α, v), return v, at MAX and MIN");
	CHECK(check_text("cs188", 20, "def value(state, α, β):", cs188,
	    NELEM(cs188)), "cs188: 20 lines; value() dispatches, terminal "
	    "states in it; max-value and min-value as AIMA's");
	CHECK(check_text("seed001", 21, "function minimax(node, depth, "
	    "isMaximizingPlayer, alpha, beta):", seed001, NELEM(seed001)),
	    "seed001: 21 lines; bestVal, alpha raised, then if beta <= alpha: "
	    "break, return bestVal");
	CHECK(check_text("oiwiki", 18, "int alpha_beta(int u, int alph, int "
	    "beta, bool is_max) {", oiwiki, NELEM(oiwiki)), "oiwiki (seed 000): "
	    "18 lines; alph = max(alph, ...) is both the call and the bound; "
	    "return alph / return beta");
	CHECK(check_text("negamax", 15, "int AlphaBeta(int depth, int alpha, "
	    "int beta) {", seed004, NELEM(seed004)), "negamax (seed 004): 15 "
	    "lines; val = -AlphaBeta(depth - 1, -beta, -alpha), if (val >= "
	    "beta) return beta, return alpha, the same at every node");
	CHECK(check_text("negamax-soft", 15, "int AlphaBeta(int depth, int "
	    "alpha, int beta) {   /* fail-soft */", negasoft, NELEM(negasoft)),
	    "negamax-soft: 15 lines; best kept and returned, break on alpha >= "
	    "beta");
	CHECK(check_text("minimax", 16, "function MINIMAX-SEARCH(state) returns "
	    "an action", minimax, NELEM(minimax)), "minimax (AIMA 5.2): 16 "
	    "lines, no bound, no test, no cut");
	CHECK(check_text("negamax-plain", 14, "int NegaMax(int depth) {",
	    negamax, NELEM(negamax)), "negamax-plain (seed 004's first "
	    "listing): 14 lines, no window");
	CHECK(check_text("pvs", 21, "int PVS(node, alpha, beta) {", pvs,
	    NELEM(pvs)), "pvs: 21 lines; the null-window probe, the re-search "
	    "test and call");
	CHECK(check_text("mtdf", 25, "function MTDF(root, f):", mtdf,
	    NELEM(mtdf)), "mtdf: 25 lines; AlphaBetaWithMemory's recall lines "
	    "(lower at a MAX role, upper at a MIN one), the loop's test g < β");
}

/* Every line of every text, both rules, with and without the notes. */
static void
test_all_lines(void)
{
	static const char *const names[] = { "aima", "cs188", "seed001",
	    "oiwiki", "negamax", "negamax-soft", "minimax", "negamax-plain",
	    "pvs", "mtdf" };
	char ge[CODE_LINE_MAX], gt[CODE_LINE_MAX];
	int k, i, same, whole = 1, tokens = 1, notes = 1, differ = 1;

	for (k = 0; k < NELEM(names); k++) {
		const struct code *c = text_for(names[k]);
		int ndiffer = 0;

		for (i = 1; i <= c->nlines; i++) {
			for (same = 0; same <= 1; same++) {
				code_line(c, i, CUT_GE, same, ge, sizeof(ge));
				code_line(c, i, CUT_GT, same, gt, sizeof(gt));
				whole &= strlen(ge) + 1 < sizeof(ge) &&
				    strlen(gt) + 1 < sizeof(gt);
				tokens &= strchr(ge, '@') == NULL &&
				    strchr(gt, '@') == NULL;
				if (!same)
					notes &= strstr(ge, "same side") == NULL;
				else if (strstr(c->lines[i - 1], "@same") != NULL)
					notes &= strstr(ge, "same side again")
					    != NULL;
			}
			ndiffer += strcmp(ge, gt) != 0;
		}
		/* the cut rule is written into each text that tests it */
		if (c->at[ROLE_TEST][0] != 0) {
			code_line(c, c->at[ROLE_TEST][0], CUT_GE, 0, ge, sizeof(ge));
			code_line(c, c->at[ROLE_TEST][0], CUT_GT, 0, gt, sizeof(gt));
			differ &= strcmp(ge, gt) != 0 && ndiffer > 0;
		} else {
			differ &= ndiffer == 0;
		}
	}
	CHECK(whole, "code_line: every line of every text fits CODE_LINE_MAX "
	    "whole, notes included");
	CHECK(tokens, "code_line: no @ token is left in any line, under either "
	    "rule");
	CHECK(notes, "code_line: the same-side note only when asked, and on "
	    "every line that has one when asked");
	CHECK(differ, "code_line: each text's cutoff test reads differently "
	    "under ge and gt; texts without a test (minimax, negamax-plain) "
	    "read the same");
}

static void
test_code_line(void)
{
	const struct code *c;
	char buf[CODE_LINE_MAX];

	c = text_for("aima");
	CHECK(strcmp(code_line(c, 10, CUT_GE, 0, buf, sizeof(buf)),
	    "        if v ≥ β then return v") == 0 &&
	    strcmp(code_line(c, 10, CUT_GT, 0, buf, sizeof(buf)),
	    "        if v > β then return v") == 0 &&
	    strcmp(code_line(c, 19, CUT_GE, 0, buf, sizeof(buf)),
	    "        if v ≤ α then return v") == 0 &&
	    strcmp(code_line(c, 19, CUT_GT, 0, buf, sizeof(buf)),
	    "        if v < α then return v") == 0,
	    "code_line aima 10 and 19: v ≥ β / v > β, v ≤ α / v < α");
	c = text_for("seed001");
	CHECK(strcmp(code_line(c, 10, CUT_GE, 0, buf, sizeof(buf)),
	    "            if beta <= alpha:") == 0 &&
	    strcmp(code_line(c, 10, CUT_GT, 0, buf, sizeof(buf)),
	    "            if beta < alpha:") == 0, "code_line seed001 10: beta "
	    "<= alpha / beta < alpha");
	c = text_for("oiwiki");
	CHECK(strcmp(code_line(c, 7, CUT_GT, 0, buf, sizeof(buf)),
	    "      if (alph > beta) break;") == 0, "code_line oiwiki 7 under "
	    "gt: alph > beta");
	c = text_for("mtdf");
	CHECK(strcmp(code_line(c, 16, CUT_GE, 0, buf, sizeof(buf)),
	    "        for each child c while g < β:") == 0 &&
	    strcmp(code_line(c, 16, CUT_GT, 0, buf, sizeof(buf)),
	    "        for each child c while g ≤ β:") == 0 &&
	    strcmp(code_line(c, 21, CUT_GT, 0, buf, sizeof(buf)),
	    "        for each child c while g ≥ α:") == 0 &&
	    strcmp(code_line(c, 24, CUT_GT, 0, buf, sizeof(buf)),
	    "    store g as n.upper if g < α, as n.lower if g > β, else both") ==
	    0, "code_line mtdf: the loop goes on while g < β (ge) / g ≤ β "
	    "(gt); the store line under gt");
	c = text_for("negamax");
	CHECK(strcmp(code_line(c, 7, CUT_GE, 0, buf, sizeof(buf)),
	    "        int val = -AlphaBeta(depth - 1, -beta, -alpha);") == 0,
	    "code_line seed004 7 without the same-side note");
	CHECK(strcmp(code_line(c, 7, CUT_GE, 1, buf, sizeof(buf)),
	    "        int val = -AlphaBeta(depth - 1, -beta, -alpha);  /* same "
	    "side again: val = AlphaBeta(depth - 1, alpha, beta) */") == 0,
	    "code_line seed004 7 with it: %s", buf);
	c = text_for("pvs");
	CHECK(strcmp(code_line(c, 9, CUT_GE, 1, buf, sizeof(buf)),
	    "            val = -PVS(c, -alpha - 1, -alpha);   /* null window */"
	    "  /* same side again: PVS(c, alpha, alpha + 1) */") == 0,
	    "code_line pvs 9 with the note: %s", buf);
	c = text_for("aima");
	CHECK(strcmp(code_line(c, 0, CUT_GE, 0, buf, sizeof(buf)), "") == 0 &&
	    strcmp(code_line(c, 22, CUT_GE, 0, buf, sizeof(buf)), "") == 0 &&
	    strcmp(code_line(c, 4, CUT_GE, 0, buf, sizeof(buf)), "") == 0,
	    "code_line: line 0 and past the end are empty, as is a blank line");
	/* a short buffer: cut whole, never in the middle of a substitution */
	CHECK(strcmp(code_line(c, 10, CUT_GE, 0, buf, 14), "        if v ") ==
	    0 && strcmp(code_line(c, 10, CUT_GE, 0, buf, 16), "        if v ") ==
	    0 && strcmp(code_line(c, 10, CUT_GE, 0, buf, 17),
	    "        if v ≥") == 0 && strcmp(code_line(c, 10, CUT_GE, 0, buf, 1),
	    "") == 0, "code_line into a short buffer stops before a ≥ that "
	    "does not fit, and always ends the string");
}

/* code_same_side: negamax texts on a tree where a side moves twice. */
static void
test_same_side(void)
{
	struct tree *alt = tree_text("[[3, 5], [2, 9]]");
	struct tree *twice = tree_text("{\"children\": [{\"player\": \"max\", "
	    "\"children\": [1, 2]}, [3]]}");
	struct search_cfg c;
	int ok;

	c = cfg_plain(ALGO_NEGAMAX_AB);
	ok = code_same_side(twice, &c) && !code_same_side(alt, &c);
	c = cfg_plain(ALGO_PVS);
	ok &= code_same_side(twice, &c);
	c = cfg_plain(ALGO_NEGAMAX);
	ok &= code_same_side(twice, &c);
	c = cfg_plain(ALGO_ALPHABETA);
	ok &= !code_same_side(twice, &c);
	CHECK(ok, "code_same_side: a negamax search of a tree where MAX moves "
	    "twice (r.1), not of an alternating tree nor a MAX/MIN search");
	tree_free(alt);
	tree_free(twice);
}

/* Lines 1 to 3 of an event, written as the test wants them. */
struct want_lines {
	int ev;
	int line[3];
};

static int
check_lines(const char *what, const char *text, struct search_cfg cfg,
    const struct want_lines *w, int nw)
{
	struct run r;
	const struct code *c;
	int k, n, ok = 1, line[3];
	size_t e;

	run_text(&r, text, &cfg);
	c = code_for(&cfg);
	for (e = 0; e < r.tr.n; e++) {
		const struct want_lines *x = NULL;

		n = code_lines(c, r.t, &r.tr, e, line);
		for (k = 0; k < nw; k++)
			if (w[k].ev == (int)e)
				x = &w[k];
		if (x == NULL)
			continue;
		for (k = 0; k < 3; k++)
			if (line[k] != x->line[k])
				break;
		if (k < 3 || n != (x->line[0] != 0) + (x->line[1] != 0) +
		    (x->line[2] != 0)) {
			printf("# %s: event %zu runs %d %d %d\n", what, e,
			    line[0], line[1], line[2]);
			ok = 0;
		}
	}
	run_free(&r);
	return ok;
}

/*
 * code_lines on T1's events (tests/unit-trace.c), under the default
 * (seed 001's text), --preset aima (AIMA: the test before the bound; a
 * cut returns at once), --preset oiwiki (fail-hard, one line for the call
 * and the bound), --preset negamax (seed 004), and minimax.
 */
static void
test_code_lines(void)
{
	static const struct want_lines seed001[] = {
		{ 0, { 0 } },		/* PASS: no line */
		{ 1, { 5 } },		/* ENTER r (MAX): bestVal = -INFINITY */
		{ 2, { 14 } },		/* ENTER r.1 (MIN) */
		{ 3, { 3 } },		/* LEAF: return value of the node */
		{ 4, { 17, 18 } },	/* UPDATE r.1: bestVal = min, beta = min */
		{ 7, { 21 } },		/* RETURN r.1: return bestVal */
		{ 8, { 8, 9 } },	/* UPDATE r: bestVal = max, alpha = max */
		{ 11, { 17, 18 } },	/* UPDATE r.2 before its cut: beta lowered */
		{ 12, { 19, 20 } },	/* CUTOFF r.2: if beta <= alpha: break */
		{ 13, { 0 } },		/* PRUNE: no line */
		{ 14, { 21 } },		/* RETURN r.2: after the loop */
		{ 16, { 12 } },		/* RETURN r */
	};
	static const struct want_lines aima[] = {
		{ 1, { 7 } }, { 2, { 16 } },
		{ 3, { 6 } },		/* r.1.1 is a MAX node: MAX-VALUE's test */
		{ 4, { 18, 20 } },	/* no cut: v = MIN(...), then β = MIN */
		{ 8, { 9, 11 } },
		{ 11, { 18 } },		/* cut next: β is not lowered */
		{ 12, { 19 } },		/* the test and the cut are one line */
		{ 14, { 19 } },		/* a cut returns where it is tested */
		{ 7, { 21 } }, { 16, { 12 } },
	};
	static const struct want_lines oiwiki[] = {
		{ 1, { 3 } }, { 2, { 10 } }, { 3, { 2 } },
		{ 4, { 13 } },		/* beta = min(beta, alpha_beta(...)) */
		{ 8, { 6 } },		/* alph = max(alph, alpha_beta(...)) */
		{ 12, { 14 } },		/* if (alph >= beta) break; */
		{ 14, { 16 } },		/* return beta; after the break */
		{ 16, { 9 } },		/* return alph; */
	};
	static const struct want_lines seed004[] = {
		{ 1, { 4 } }, { 2, { 4 } }, { 3, { 3 } },
		{ 4, { 7, 11 } },	/* val = -AlphaBeta(...); if (val > alpha) */
		{ 7, { 14 } },		/* return alpha; */
		{ 11, { 7 } },		/* val >= beta: no alpha = val */
		{ 12, { 9, 10 } },	/* if (val >= beta) return beta; */
		{ 14, { 10 } },		/* the cut returned there */
		{ 16, { 14 } },
	};
	static const struct want_lines minimax[] = {
		{ 1, { 6 } }, { 2, { 13 } }, { 3, { 5 } },
		{ 4, { 15 } },		/* v = MIN(v, MAX-VALUE(...)), no bound */
		{ 7, { 16 } },		/* RETURN r.1 */
		{ 8, { 8 } },
	};
	struct search_cfg c;

	c = cfg_plain(ALGO_ALPHABETA);
	CHECK(check_lines("seed001", "[[3, 5], [2, 9]]", c, seed001,
	    NELEM(seed001)), "code_lines T1, seed 001's text: enter 5/14, leaf "
	    "3, update 17+18 and 8+9, cutoff 19+20, return 21 and 12");
	c.preset = 1;
	c.update_after = 1;
	CHECK(check_lines("aima", "[[3, 5], [2, 9]]", c, aima, NELEM(aima)),
	    "code_lines T1, --preset aima: the update before a cut runs only "
	    "v = MIN(...); the cut and its return are line 19");
	c = cfg_plain(ALGO_ALPHABETA_HARD);
	c.preset = 4;
	CHECK(check_lines("oiwiki", "[[3, 5], [2, 9]]", c, oiwiki,
	    NELEM(oiwiki)), "code_lines T1, --preset oiwiki: one line for call "
	    "and bound (13, 6), break at 14, return beta 16");
	c = cfg_plain(ALGO_NEGAMAX_AB);
	c.preset = 5;
	CHECK(check_lines("seed004", "[[3, 5], [2, 9]]", c, seed004,
	    NELEM(seed004)), "code_lines T1, --preset negamax: the same lines at "
	    "MAX and MIN; a cut runs if (val >= beta) return beta");
	c = cfg_plain(ALGO_MINIMAX);
	{
		/* minimax's events: ENTER r, ENTER r.1, LEAF, UPDATE, LEAF,
		   UPDATE, RETURN r.1, UPDATE r, ... (no cut) */
		CHECK(check_lines("minimax", "[[3, 5], [2, 9]]", c, minimax,
		    NELEM(minimax)), "code_lines T1, minimax: MAX-VALUE and "
		    "MIN-VALUE's lines, no bound line");
	}
}

/*
 * PVS on [[3, 5], [6, 9]] (tests/unit-trace.c): event 5 probes r.1.2,
 * 10 probes r.2, 18 re-searches it.  MTD(f) on T1: pass 1 is events 0 to
 * 11 (PASS, ENTER r, ENTER r.1, LEAF, UPDATE, LEAF, UPDATE, RETURN r.1,
 * UPDATE r, CUTOFF r, PRUNE r.2, RETURN r); pass 2 starts at 12, and
 * event 15 is memory answering for r.1.1 with an upper bound, 17 r.1's
 * cutoff.
 */
static void
test_code_lines_beyond(void)
{
	static const struct want_lines pvs[] = {
		{ 1, { 4 } },		/* ENTER r: int best = -INFINITY; */
		{ 3, { 3 } },
		{ 4, { 13, 15 } },	/* if (val > best) ...; if (best > alpha) */
		{ 5, { 9 } },		/* PROBE: the null-window call */
		{ 10, { 9 } },
		{ 18, { 10, 11 } },	/* RESEARCH: the test, then the call */
		{ 27, { 20 } },		/* return best; */
	};
	static const struct want_lines mtdf[] = {
		{ 1, { 15 } },		/* ENTER r (MAX): g = -∞ */
		{ 2, { 20 } },		/* ENTER r.1 (MIN): g = +∞ */
		{ 3, { 13 } },		/* LEAF: g = its value */
		{ 4, { 22, 23 } },	/* g = min(...); β = min(β, g) */
		{ 9, { 16 } },		/* CUTOFF r: the loop's test */
		{ 10, { 0 } },		/* PRUNE r.2: no line */
		{ 11, { 25 } },		/* RETURN r: return g */
		{ 15, { 11 } },		/* RECALL r.1.1, upper: n.upper ≤ α */
		{ 17, { 21 } },		/* CUTOFF r.1 (MIN) */
	};
	struct search_cfg c;

	c = cfg_plain(ALGO_PVS);
	CHECK(check_lines("pvs", "[[3, 5], [6, 9]]", c, pvs, NELEM(pvs)),
	    "code_lines PVS: a probe runs line 9, a re-search lines 10 and 11");
	c = cfg_plain(ALGO_MTDF);
	CHECK(check_lines("mtdf", "[[3, 5], [2, 9]]", c, mtdf, NELEM(mtdf)),
	    "code_lines MTD(f): memory's upper bound runs line 11, a cut the "
	    "loop's test (16 at MAX, 21 at MIN)");
}

/*
 * On random trees, every formulation and course: every step runs at
 * least one line, every line it names is a line of the text and not a
 * blank one, and no event that is no step runs any.
 */
static void
test_random_lines(void)
{
	int nt = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) / 10 : 300;
	int k, a, p, ok = 1, none = 1;

	for (k = 0; k < nt; k++) {
		struct tree *t = random_tree();

		for (a = 0; a < ALGO_N + npreset; a++) {
			struct search_cfg cfg;
			struct run r;
			const struct code *c;
			int line[3], n, i;
			size_t e;

			if (a < ALGO_N) {
				cfg = cfg_plain((enum algo)a);
			} else {
				p = a - ALGO_N;
				cfg = cfg_plain(preset[p].algo);
				cfg.preset = p + 1;
				cfg.fail_soft = preset[p].fail_soft;
				cfg.cutoff = preset[p].cutoff;
				cfg.update_after = preset[p].update_after;
			}
			cfg.order = (enum order)(k % ORDER_EVAL);
			memset(&r, 0, sizeof(r));
			if (ab_search(t, &cfg, &r.tr) != 0) {
				CHECK(0, "out of memory");
				exit(1);
			}
			c = code_for(&cfg);
			for (e = 0; e < r.tr.n; e++) {
				enum ev_kind kind = (enum ev_kind)r.tr.ev[e].kind;

				n = code_lines(c, t, &r.tr, e, line);
				if (!ev_is_step(kind)) {
					none &= n == 0 && line[0] == 0;
					continue;
				}
				ok &= n >= 1 && n <= 3;
				for (i = 0; i < n; i++)
					ok &= line[i] >= 1 && line[i] <=
					    c->nlines && c->lines[line[i] - 1][0]
					    != '\0';
				for (i = n; i < 3; i++)
					ok &= line[i] == 0;
			}
			trace_release(&r.tr);
		}
		tree_free(t);
	}
	CHECK(ok, "code_lines on %d random trees, every formulation and "
	    "preset: each step runs 1 to 3 lines of its text, none blank", nt);
	CHECK(none, "code_lines: PASS and PRUNE run no line");
}

int
main(void)
{
	test_code_for();
	test_presets();
	test_texts();
	test_all_lines();
	test_code_line();
	test_same_side();
	test_code_lines();
	test_code_lines_beyond();
	test_random_lines();
	return check_failed ? 1 : 0;
}
