/*
 * code.c: the pseudocode of every formulation, written line for line like
 * the notes' own (seeds 000, 001, 002, 004) or, beyond the notes, like the
 * papers that define them; which line each event executes; the text of
 * each course preset.
 *
 * The cut rule is written into the text where it is tested: "@ge" reads
 * "≥" under --cutoff ge and ">" under gt (likewise @le, and @>= / @<= in
 * C-like texts); "@lt" / "@gt" are the loop conditions that go on while no
 * cut happens.  What follows "@same" on a negamax call is said only of a
 * tree where the same side moves twice (a file's "player"): there the
 * child's score is not negated, nor its window turned.
 */
#include <string.h>

#include "code.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* Seed 002, after AIMA 5.3: v is tested before alpha is raised. */
static const char *const aima_lines[] = {
	"function ALPHA-BETA-SEARCH(state) returns an action",
	"    v = MAX-VALUE(state, -∞, +∞)",
	"    return the action in ACTIONS(state) with value v",
	"",
	"function MAX-VALUE(state, α, β) returns a utility value",
	"    if TERMINAL-TEST(state) then return UTILITY(state)",
	"    v = -∞",
	"    for each a in ACTIONS(state) do",
	"        v = MAX(v, MIN-VALUE(RESULT(state, a), α, β))",
	"        if v @ge β then return v",
	"        α = MAX(α, v)",
	"    return v",
	"",
	"function MIN-VALUE(state, α, β) returns a utility value",
	"    if TERMINAL-TEST(state) then return UTILITY(state)",
	"    v = +∞",
	"    for each a in ACTIONS(state) do",
	"        v = MIN(v, MAX-VALUE(RESULT(state, a), α, β))",
	"        if v @le α then return v",
	"        β = MIN(β, v)",
	"    return v",
};

/* Berkeley CS188's alpha-beta: one value() that dispatches, strict cuts. */
static const char *const cs188_lines[] = {
	"def value(state, α, β):",
	"    if the state is a terminal state: return the state's utility",
	"    if the next agent is MAX: return max-value(state, α, β)",
	"    if the next agent is MIN: return min-value(state, α, β)",
	"",
	"def max-value(state, α, β):",
	"    initialize v = -∞",
	"    for each successor of state:",
	"        v = max(v, value(successor, α, β))",
	"        if v @ge β: return v",
	"        α = max(α, v)",
	"    return v",
	"",
	"def min-value(state, α, β):",
	"    initialize v = +∞",
	"    for each successor of state:",
	"        v = min(v, value(successor, α, β))",
	"        if v @le α: return v",
	"        β = min(β, v)",
	"    return v",
};

/* Seed 001: bestVal, alpha raised first, then "if beta <= alpha: break". */
static const char *const seed001_lines[] = {
	"function minimax(node, depth, isMaximizingPlayer, alpha, beta):",
	"    if node is a leaf node or depth == MAX_DEPTH:",
	"        return value of the node",
	"    if isMaximizingPlayer:",
	"        bestVal = -INFINITY",
	"        for each child node:",
	"            value = minimax(child, depth+1, false, alpha, beta)",
	"            bestVal = max(bestVal, value)",
	"            alpha = max(alpha, bestVal)",
	"            if beta @<= alpha:",
	"                break",
	"        return bestVal",
	"    else:",
	"        bestVal = +INFINITY",
	"        for each child node:",
	"            value = minimax(child, depth+1, true, alpha, beta)",
	"            bestVal = min(bestVal, value)",
	"            beta = min(beta, bestVal)",
	"            if beta @<= alpha:",
	"                break",
	"        return bestVal",
};

/* Seed 000 (OI-wiki): fail-hard, returns alph at MAX and beta at MIN. */
static const char *const oiwiki_lines[] = {
	"int alpha_beta(int u, int alph, int beta, bool is_max) {",
	"  if (!son_num[u]) return val[u];",
	"  if (is_max) {",
	"    for (int i = 0; i < son_num[u]; ++i) {",
	"      int d = son[u][i];",
	"      alph = max(alph, alpha_beta(d, alph, beta, !is_max));",
	"      if (alph @>= beta) break;",
	"    }",
	"    return alph;",
	"  } else {",
	"    for (int i = 0; i < son_num[u]; ++i) {",
	"      int d = son[u][i];",
	"      beta = min(beta, alpha_beta(d, alph, beta, !is_max));",
	"      if (alph @>= beta) break;",
	"    }",
	"    return beta;",
	"  }",
	"}",
};

/* Seed 004: negamax alpha-beta, fail-hard, the window turned over. */
static const char *const seed004_lines[] = {
	"int AlphaBeta(int depth, int alpha, int beta) {",
	"    if (depth <= 0 || there are no moves)",
	"        return the evaluation from the side to move;",
	"    generate all moves;",
	"    for (each move) {",
	"        make the move;",
	"        int val = -AlphaBeta(depth - 1, -beta, -alpha);@same"
	    "  /* same side again: val = AlphaBeta(depth - 1, alpha, beta) */",
	"        unmake the move;",
	"        if (val @>= beta)",
	"            return beta;",
	"        if (val > alpha)",
	"            alpha = val;",
	"    }",
	"    return alpha;",
	"}",
};

/* Seed 004's negamax alpha-beta made fail-soft: keep the best score. */
static const char *const negasoft_lines[] = {
	"int AlphaBeta(int depth, int alpha, int beta) {   /* fail-soft */",
	"    if (depth <= 0 || there are no moves)",
	"        return the evaluation from the side to move;",
	"    int best = -INFINITY;",
	"    for (each move) {",
	"        int val = -AlphaBeta(depth - 1, -beta, -alpha);@same"
	    "  /* same side again: val = AlphaBeta(depth - 1, alpha, beta) */",
	"        if (val > best)",
	"            best = val;",
	"        if (best > alpha)",
	"            alpha = best;",
	"        if (alpha @>= beta)",
	"            break;",
	"    }",
	"    return best;",
	"}",
};

/* Plain minimax as MAX-VALUE / MIN-VALUE (AIMA 5.2). */
static const char *const minimax_lines[] = {
	"function MINIMAX-SEARCH(state) returns an action",
	"    return the action in ACTIONS(state) with the largest MIN-VALUE",
	"",
	"function MAX-VALUE(state) returns a utility value",
	"    if TERMINAL-TEST(state) then return UTILITY(state)",
	"    v = -∞",
	"    for each a in ACTIONS(state) do",
	"        v = MAX(v, MIN-VALUE(RESULT(state, a)))",
	"    return v",
	"",
	"function MIN-VALUE(state) returns a utility value",
	"    if TERMINAL-TEST(state) then return UTILITY(state)",
	"    v = +∞",
	"    for each a in ACTIONS(state) do",
	"        v = MIN(v, MAX-VALUE(RESULT(state, a)))",
	"    return v",
};

/* Seed 004's first listing. */
static const char *const negamax_lines[] = {
	"int NegaMax(int depth) {",
	"    int best = -INFINITY;",
	"    if (depth <= 0 || there are no moves)",
	"        return the evaluation from the side to move;",
	"    generate all moves;",
	"    for (each move) {",
	"        make the move;",
	"        val = -NegaMax(depth - 1);@same"
	    "  /* same side again: val = NegaMax(depth - 1) */",
	"        unmake the move;",
	"        if (val > best)",
	"            best = val;",
	"    }",
	"    return best;",
	"}",
};

/* Principal variation search (NegaScout), fail-soft. */
static const char *const pvs_lines[] = {
	"int PVS(node, alpha, beta) {",
	"    if (node is a leaf or at the depth limit)",
	"        return the evaluation from the side to move;",
	"    int best = -INFINITY;",
	"    for (each child c, in order) {",
	"        if (c is the first child)",
	"            val = -PVS(c, -beta, -alpha);@same"
	    "  /* same side again: PVS(c, alpha, beta) */",
	"        else {",
	"            val = -PVS(c, -alpha - 1, -alpha);   /* null window */@same"
	    "  /* same side again: PVS(c, alpha, alpha + 1) */",
	"            if (alpha < val && val < beta && c is not a leaf)",
	"                val = -PVS(c, -beta, -alpha);    /* re-search */@same"
	    "  /* same side again: PVS(c, alpha, beta) */",
	"        }",
	"        if (val > best)",
	"            best = val;",
	"        if (best > alpha)",
	"            alpha = best;",
	"        if (alpha @>= beta)",
	"            break;",
	"    }",
	"    return best;",
	"}",
};

/* MTD(f) over Plaat's AlphaBetaWithMemory. */
static const char *const mtdf_lines[] = {
	"function MTDF(root, f):",
	"    g = f; lower = -∞; upper = +∞",
	"    while lower < upper:",
	"        β = g + 1 if g == lower else g",
	"        g = ALPHA-BETA-WITH-MEMORY(root, β - 1, β)",
	"        if g < β then upper = g else lower = g",
	"    return g",
	"",
	"function ALPHA-BETA-WITH-MEMORY(n, α, β):",
	"    if memory has n.lower @ge β then return n.lower",
	"    if memory has n.upper @le α then return n.upper",
	"    α = max(α, n.lower); β = min(β, n.upper)",
	"    if n is a leaf or at the depth limit then g = its value",
	"    else if n is a MAX node:",
	"        g = -∞",
	"        for each child c while g @lt β:",
	"            g = max(g, ALPHA-BETA-WITH-MEMORY(c, α, β))",
	"            α = max(α, g)",
	"    else:",
	"        g = +∞",
	"        for each child c while g @gt α:",
	"            g = min(g, ALPHA-BETA-WITH-MEMORY(c, α, β))",
	"            β = min(β, g)",
	"    store g as n.upper if g @le α, as n.lower if g @ge β, else both",
	"    return g",
};

/* AIMA 5.5's EXPECTIMINIMAX, written out as a search. */
static const char *const expectimax_lines[] = {
	"function EXPECTIMINIMAX(s) returns a value",
	"    if TERMINAL-TEST(s) then return UTILITY(s)",
	"    if PLAYER(s) = MAX then",
	"        v = -∞",
	"        for each a in ACTIONS(s) do v = MAX(v, EXPECTIMINIMAX(RESULT(s, a)))",
	"        return v",
	"    if PLAYER(s) = MIN then",
	"        v = +∞",
	"        for each a in ACTIONS(s) do v = MIN(v, EXPECTIMINIMAX(RESULT(s, a)))",
	"        return v",
	"    if PLAYER(s) = CHANCE then",
	"        S = 0",
	"        for each outcome r, with probability p, do S = S + p·EXPECTIMINIMAX(RESULT(s, r))",
	"        return S",
};

/*
 * Ballard's Star1 (1983) as ab.c searches it: seed 001's alpha-beta at MAX
 * and MIN (the bound raised, then the cut tested), and CHANCE-VALUE.
 * Lines 23 to 34 are the same in star1_aima_lines.
 */
#define STAR1_CHANCE \
	"function CHANCE-VALUE(s, α, β)   // Star1; every leaf lies in [L, U]", \
	"    S = 0; R = 1", \
	"    for each outcome r of s, with probability p, do", \
	"        R = R - p", \
	"        A = (α - S - U·R) / p; B = (β - S - L·R) / p", \
	"        if A @ge U then return S + U·(p + R)", \
	"        if B @le L then return S + L·(p + R)", \
	"        v = VALUE(RESULT(s, r), MAX(A, L), MIN(B, U))", \
	"        S = S + p·v", \
	"        if v @le A then return S + U·R", \
	"        if v @ge B then return S + L·R", \
	"    return S"

static const char *const star1_lines[] = {
	"function VALUE(s, α, β)",
	"    if TERMINAL-TEST(s) then return UTILITY(s)",
	"    if PLAYER(s) = MAX then return MAX-VALUE(s, α, β)",
	"    if PLAYER(s) = MIN then return MIN-VALUE(s, α, β)",
	"    return CHANCE-VALUE(s, α, β)",
	"",
	"function MAX-VALUE(s, α, β)",
	"    v = -∞",
	"    for each a in ACTIONS(s) do",
	"        v = MAX(v, VALUE(RESULT(s, a), α, β))",
	"        α = MAX(α, v)",
	"        if α @ge β then return v",
	"    return v",
	"",
	"function MIN-VALUE(s, α, β)",
	"    v = +∞",
	"    for each a in ACTIONS(s) do",
	"        v = MIN(v, VALUE(RESULT(s, a), α, β))",
	"        β = MIN(β, v)",
	"        if β @le α then return v",
	"    return v",
	"",
	STAR1_CHANCE,
};

/* The same with AIMA's MAX-VALUE / MIN-VALUE: v tested, then the bound. */
static const char *const star1_aima_lines[] = {
	"function VALUE(s, α, β)",
	"    if TERMINAL-TEST(s) then return UTILITY(s)",
	"    if PLAYER(s) = MAX then return MAX-VALUE(s, α, β)",
	"    if PLAYER(s) = MIN then return MIN-VALUE(s, α, β)",
	"    return CHANCE-VALUE(s, α, β)",
	"",
	"function MAX-VALUE(s, α, β)",
	"    v = -∞",
	"    for each a in ACTIONS(s) do",
	"        v = MAX(v, VALUE(RESULT(s, a), α, β))",
	"        if v @ge β then return v",
	"        α = MAX(α, v)",
	"    return v",
	"",
	"function MIN-VALUE(s, α, β)",
	"    v = +∞",
	"    for each a in ACTIONS(s) do",
	"        v = MIN(v, VALUE(RESULT(s, a), α, β))",
	"        if v @le α then return v",
	"        β = MIN(β, v)",
	"    return v",
	"",
	STAR1_CHANCE,
};

/* The texts.  at[role] is { line at a MAX node, line at a MIN node, line at
   a chance node }; a role a text has no line for is left out (0). */
enum {
	CODE_AIMA, CODE_CS188, CODE_SEED001, CODE_OIWIKI, CODE_SEED004,
	CODE_NEGASOFT, CODE_MINIMAX, CODE_NEGAMAX, CODE_PVS, CODE_MTDF,
	CODE_EXPECTIMAX, CODE_STAR1, CODE_STAR1_AIMA
};
static const struct code codes[] = {
	[CODE_AIMA] = { "aima", M_CODE_AIMA,
	    aima_lines, N(aima_lines), {
		[ROLE_ENTER] = { 7, 16 },
		[ROLE_TERMINAL] = { 6, 15 },
		[ROLE_CALL] = { 9, 18 },
		[ROLE_BOUND] = { 11, 20 },
		[ROLE_TEST] = { 10, 19 },
		[ROLE_CUT] = { 10, 19 },
		[ROLE_RETURN] = { 12, 21 } }, 1 },
	[CODE_CS188] = { "cs188", M_CODE_CS188,
	    cs188_lines, N(cs188_lines), {
		[ROLE_ENTER] = { 7, 15 },
		[ROLE_TERMINAL] = { 2, 2 },
		[ROLE_CALL] = { 9, 17 },
		[ROLE_BOUND] = { 11, 19 },
		[ROLE_TEST] = { 10, 18 },
		[ROLE_CUT] = { 10, 18 },
		[ROLE_RETURN] = { 12, 20 } }, 1 },
	[CODE_SEED001] = { "seed001", M_CODE_SEED001,
	    seed001_lines, N(seed001_lines), {
		[ROLE_ENTER] = { 5, 14 },
		[ROLE_TERMINAL] = { 3, 3 },
		[ROLE_CALL] = { 8, 17 },
		[ROLE_BOUND] = { 9, 18 },
		[ROLE_TEST] = { 10, 19 },
		[ROLE_CUT] = { 11, 20 },
		[ROLE_RETURN] = { 12, 21 } }, 0 },
	[CODE_OIWIKI] = { "oiwiki", M_CODE_OIWIKI,
	    oiwiki_lines, N(oiwiki_lines), {
		[ROLE_ENTER] = { 3, 10 },
		[ROLE_TERMINAL] = { 2, 2 },
		[ROLE_CALL] = { 6, 13 },
		[ROLE_BOUND] = { 6, 13 },
		[ROLE_TEST] = { 7, 14 },
		[ROLE_CUT] = { 7, 14 },
		[ROLE_RETURN] = { 9, 16 } }, 0 },
	[CODE_SEED004] = { "negamax", M_CODE_SEED004,
	    seed004_lines, N(seed004_lines), {
		[ROLE_ENTER] = { 4, 4 },
		[ROLE_TERMINAL] = { 3, 3 },
		[ROLE_CALL] = { 7, 7 },
		[ROLE_BOUND] = { 11, 11 },
		[ROLE_TEST] = { 9, 9 },
		[ROLE_CUT] = { 10, 10 },
		[ROLE_RETURN] = { 14, 14 } }, 1 },
	[CODE_NEGASOFT] = { "negamax-soft", M_CODE_NEGASOFT,
	    negasoft_lines, N(negasoft_lines), {
		[ROLE_ENTER] = { 4, 4 },
		[ROLE_TERMINAL] = { 3, 3 },
		[ROLE_CALL] = { 7, 7 },
		[ROLE_BOUND] = { 9, 9 },
		[ROLE_TEST] = { 11, 11 },
		[ROLE_CUT] = { 12, 12 },
		[ROLE_RETURN] = { 14, 14 } }, 0 },
	[CODE_MINIMAX] = { "minimax", M_CODE_MINIMAX,
	    minimax_lines, N(minimax_lines), {
		[ROLE_ENTER] = { 6, 13 },
		[ROLE_TERMINAL] = { 5, 12 },
		[ROLE_CALL] = { 8, 15 },
		[ROLE_RETURN] = { 9, 16 } }, 0 },
	[CODE_NEGAMAX] = { "negamax-plain", M_CODE_NEGAMAX,
	    negamax_lines, N(negamax_lines), {
		[ROLE_ENTER] = { 5, 5 },
		[ROLE_TERMINAL] = { 4, 4 },
		[ROLE_CALL] = { 8, 8 },
		[ROLE_BOUND] = { 10, 10 },
		[ROLE_RETURN] = { 13, 13 } }, 0 },
	[CODE_PVS] = { "pvs", M_CODE_PVS,
	    pvs_lines, N(pvs_lines), {
		[ROLE_ENTER] = { 4, 4 },
		[ROLE_TERMINAL] = { 3, 3 },
		[ROLE_CALL] = { 13, 13 },
		[ROLE_BOUND] = { 15, 15 },
		[ROLE_TEST] = { 17, 17 },
		[ROLE_CUT] = { 18, 18 },
		[ROLE_RETURN] = { 20, 20 },
		[ROLE_PROBE] = { 9, 9 },
		[ROLE_RESEARCH] = { 10, 11 } }, 0 },
	[CODE_MTDF] = { "mtdf", M_CODE_MTDF,
	    mtdf_lines, N(mtdf_lines), {
		[ROLE_ENTER] = { 15, 20 },
		[ROLE_TERMINAL] = { 13, 13 },
		[ROLE_CALL] = { 17, 22 },
		[ROLE_BOUND] = { 18, 23 },
		[ROLE_TEST] = { 16, 21 },
		[ROLE_CUT] = { 16, 21 },
		[ROLE_RETURN] = { 25, 25 },
		[ROLE_RECALL] = { 10, 11 } }, 0 },
	[CODE_EXPECTIMAX] = { "expectimax", M_CODE_EXPECTIMAX,
	    expectimax_lines, N(expectimax_lines), {
		[ROLE_ENTER] = { 4, 8, 12 },
		[ROLE_TERMINAL] = { 2, 2, 2 },
		[ROLE_CALL] = { 5, 9, 13 },
		[ROLE_RETURN] = { 6, 10, 14 } }, 0 },
	[CODE_STAR1] = { "star1", M_CODE_STAR1,
	    star1_lines, N(star1_lines), {
		[ROLE_ENTER] = { 8, 16, 24 },
		[ROLE_TERMINAL] = { 2, 2, 2 },
		[ROLE_CALL] = { 10, 18, 30 },
		[ROLE_BOUND] = { 11, 19, 31 },
		[ROLE_TEST] = { 12, 20, 32 },
		[ROLE_CUT] = { 12, 20, 32 },
		[ROLE_RETURN] = { 13, 21, 34 },
		[ROLE_CHANCE] = { 0, 0, 27 } }, 1, { 28, 29 } },
	[CODE_STAR1_AIMA] = { "star1-aima", M_CODE_STAR1_AIMA,
	    star1_aima_lines, N(star1_aima_lines), {
		[ROLE_ENTER] = { 8, 16, 24 },
		[ROLE_TERMINAL] = { 2, 2, 2 },
		[ROLE_CALL] = { 10, 18, 30 },
		[ROLE_BOUND] = { 12, 20, 31 },
		[ROLE_TEST] = { 11, 19, 32 },
		[ROLE_CUT] = { 11, 19, 32 },
		[ROLE_RETURN] = { 13, 21, 34 },
		[ROLE_CHANCE] = { 0, 0, 27 } }, 1, { 28, 29 } },
};

/* Each preset's text: its course's own. */
static const struct code *const preset_code[PRESET_N] = {
	[PRESET_AIMA] = &codes[CODE_AIMA],
	[PRESET_CS188] = &codes[CODE_CS188],
	[PRESET_SEED001] = &codes[CODE_SEED001],
	[PRESET_OIWIKI] = &codes[CODE_OIWIKI],
	[PRESET_NEGAMAX] = &codes[CODE_SEED004],
};

const struct code *
code_for_preset(const struct preset *p)
{
	return preset_code[p - preset];
}

const struct code *
code_for(const struct search_cfg *cfg)
{
	if (preset_of(cfg) != NULL)
		return code_for_preset(preset_of(cfg));
	switch (cfg->algo) {
	case ALGO_MINIMAX:
		return &codes[CODE_MINIMAX];
	case ALGO_NEGAMAX:
		return &codes[CODE_NEGAMAX];
	case ALGO_ALPHABETA:
		return &codes[cfg->update_after ? CODE_AIMA : CODE_SEED001];
	case ALGO_ALPHABETA_HARD:
		return &codes[CODE_OIWIKI];
	case ALGO_NEGAMAX_AB:
		return &codes[cfg->fail_soft ? CODE_NEGASOFT : CODE_SEED004];
	case ALGO_PVS:
		return &codes[CODE_PVS];
	case ALGO_EXPECTIMAX:
		return &codes[CODE_EXPECTIMAX];
	case ALGO_STAR1:
		return &codes[cfg->update_after ? CODE_STAR1_AIMA : CODE_STAR1];
	default:
		return &codes[CODE_MTDF];
	}
}

const struct code *
code_for_tree(const struct search_cfg *cfg, const struct tree *t)
{
	if (t->nchance == 0)
		return code_for(cfg);
	/* a course's MAX/MIN text says nothing of chance nodes: Star1's
	   (with the course's order of test and bound) or expectimax's */
	if (!algo_prunes(cfg->algo))
		return &codes[CODE_EXPECTIMAX];
	return &codes[cfg_test_first(cfg) ? CODE_STAR1_AIMA : CODE_STAR1];
}

int
code_same_side(const struct tree *t, const struct search_cfg *cfg)
{
	int i;

	if (!algo_negamax(cfg->algo))
		return 0;
	for (i = 1; i < t->n; i++)
		if (!tree_turns(t, i))
			return 1;
	return 0;
}

const char *
code_line(const struct code *c, int i, enum cutoff_rule rule, int same,
    char *buf, size_t n)
{
	static const struct {
		const char *tok, *ge, *gt;
	} subst[] = {
		{ "@>=", ">=", ">" }, { "@<=", "<=", "<" },
		{ "@ge", "≥", ">" }, { "@le", "≤", "<" },
		{ "@lt", "<", "≤" }, { "@gt", ">", "≥" },
	};
	const char *s = i >= 1 && i <= c->nlines ? c->lines[i - 1] : "";
	size_t len = 0;
	int k;

	while (*s != '\0' && len + 1 < n) {
		if (strncmp(s, "@same", 5) == 0) {
			if (!same)
				break;
			s += 5;
			continue;
		}
		for (k = 0; k < N(subst); k++)
			if (strncmp(s, subst[k].tok, 3) == 0)
				break;
		if (k < N(subst)) {
			const char *r = rule == CUT_GE ? subst[k].ge : subst[k].gt;
			size_t rl = strlen(r);

			if (len + rl >= n)
				break;
			memcpy(buf + len, r, rl);
			len += rl;
			s += 3;
		} else {
			buf[len++] = *s++;
		}
	}
	buf[len] = '\0';
	return buf;
}

static int
add(int *line, int k, int x)
{
	if (x != 0 && (k == 0 || line[k - 1] != x))
		line[k++] = x;
	return k;
}

/*
 * Star1's cuts at a chance node: event e (a CUTOFF, or the RETURN right
 * after one) is at the line of the side it failed on, after the child
 * (ROLE_TEST, its next line) or before it (chance_pre).  0: another
 * event, code_lines' table says.
 */
static int
chance_lines(const struct code *c, const struct trace *tr, size_t e,
    int line[3])
{
	const struct event *ev = &tr->ev[e];
	const struct event *cu = ev;
	size_t k = e;
	int high, pre;

	if (ev->kind == EV_RETURN) {
		/* back over the prunes to the cut, if there was one */
		while (k > 0 && tr->ev[k - 1].kind == EV_PRUNE &&
		    tr->ev[k - 1].node == ev->node)
			k--;
		if (k == 0 || tr->ev[k - 1].kind != EV_CUTOFF ||
		    tr->ev[k - 1].node != ev->node)
			return 0;
		cu = &tr->ev[--k];
	} else if (ev->kind != EV_CUTOFF) {
		return 0;
	}
	high = cu->b == BOUND_LOWER;
	pre = k > 0 && tr->ev[k - 1].kind == EV_CHANCE;
	line[0] = pre ? c->chance_pre[high] : c->at[ROLE_TEST][2] != 0 ?
	    c->at[ROLE_TEST][2] + high : 0;
	return line[0] != 0;
}

int
code_lines(const struct code *c, const struct tree *t, const struct trace *tr,
    size_t e, int line[3])
{
	const struct event *ev = &tr->ev[e];
	const struct event *next = e + 1 < tr->n ? &tr->ev[e + 1] : NULL;
	const struct event *prev = e > 0 ? &tr->ev[e - 1] : NULL;
	int side = tree_player(t, ev->node) == PLAYER_MAX ? 0 :
	    tree_is_chance(t, ev->node) ? 2 : 1;
	int cut_next = next != NULL && next->kind == EV_CUTOFF;
	int k = 0;

	line[0] = line[1] = line[2] = 0;
	if (side == 2 && (k = chance_lines(c, tr, e, line)) > 0)
		return k;
	switch ((enum ev_kind)ev->kind) {
	case EV_ENTER:
		k = add(line, k, c->at[ROLE_ENTER][side]);
		break;
	case EV_LEAF:
	case EV_EVAL:
		k = add(line, k, c->at[ROLE_TERMINAL][side]);
		break;
	case EV_UPDATE:
		k = add(line, k, c->at[ROLE_CALL][side]);
		/* the bound is raised unless a test that came first cut */
		if (!(cut_next && cfg_test_first(&tr->cfg)))
			k = add(line, k, c->at[ROLE_BOUND][side]);
		break;
	case EV_CUTOFF:
		k = add(line, k, c->at[ROLE_TEST][side]);
		k = add(line, k, c->at[ROLE_CUT][side]);
		break;
	case EV_RETURN:
		/* a cut that returns at once (AIMA, seed 004) returns there */
		if (c->cut_returns && prev != NULL && prev->node == ev->node &&
		    (prev->kind == EV_CUTOFF || prev->kind == EV_PRUNE))
			k = add(line, k, c->at[ROLE_CUT][side]);
		else
			k = add(line, k, c->at[ROLE_RETURN][side]);
		break;
	case EV_PROBE:
		k = add(line, k, c->at[ROLE_PROBE][side]);
		break;
	case EV_RESEARCH:
		k = add(line, k, c->at[ROLE_RESEARCH][0]);
		k = add(line, k, c->at[ROLE_RESEARCH][1]);
		break;
	case EV_RECALL:
		k = add(line, k, c->at[ROLE_RECALL][ev->b == BOUND_LOWER ? 0 :
		    1]);
		break;
	case EV_CHANCE:
		k = add(line, k, c->at[ROLE_CHANCE][2]);
		break;
	case EV_PASS:
	case EV_PRUNE:
		break;
	}
	return k;
}
