/*
 * game.c: the game modules (abviz game) through the tree files they write:
 * tic-tac-toe's node counts and value, hand-analysed positions, gomoku's
 * pattern scores on hand-made boards, gomoku and Nim values against plain
 * minimax over the game and against the Sprague-Grundy rule.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "game.h"
#include "load.h"
#include "tap.h"
#include "tree.h"

/* pos set up from args; 0 or -1 (the message printed as a failed check). */
static int
setup(const struct game *g, void *pos, const char *position, int size,
    const char *heaps)
{
	struct game_args a;
	char err[GAME_ERR_MAX];

	memset(&a, 0, sizeof(a));
	a.position = position;
	a.size = size;
	a.heaps = heaps;
	memset(pos, 0, GAME_POS_MAX);
	if (g->init(pos, &a, err, sizeof(err)) != 0) {
		CHECK(0, "%s %s: %s", g->name, position ? position : "", err);
		return -1;
	}
	return 0;
}

/* Write pos's tree to depth into memory and load it back as abviz does. */
static struct tree *
through_file(const struct game *g, const void *pos, int depth)
{
	struct game_write_opts o = { depth, 0, 0, "test" };
	struct tree *t = NULL;
	char err[256], *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (f == NULL || game_write(f, g, pos, &o, err, sizeof(err)) != 0) {
		CHECK(0, "%s: writing the tree", g->name);
		if (f != NULL)
			fclose(f);
		free(text);
		return NULL;
	}
	fclose(f);
	t = load_tree_mem("game.json", text, len, err, sizeof(err));
	if (t == NULL)
		CHECK(0, "%s: the written tree loads: %s", g->name, err);
	free(text);
	return t;
}

/* The root's minimax value of a loaded tree (the whole of it). */
static double
root_value(const struct tree *t)
{
	double *val = malloc((size_t)t->n * sizeof(*val)), v;

	tree_minimax(t, -1, val);
	v = val[0];
	free(val);
	return v;
}

static void
test_ttt_counts(void)
{
	/* The number of tic-tac-toe games still going or just ended at
	   each ply from the empty board, 9 8 7 ... choices a ply with the
	   games that ended removed: the well-known 1, 9, 72, 504, 3024,
	   15120, 54720, 148176, 200448, 127872 (549,946 in all). */
	static const long want[10] = { 1, 9, 72, 504, 3024, 15120, 54720,
	    148176, 200448, 127872 };
	unsigned char pos[GAME_POS_MAX];
	long per[10] = { 0 }, in_file[10] = { 0 }, n;
	struct tree *t;
	int i, same = 1, same_file = 1;

	if (setup(&game_ttt, pos, NULL, 0, NULL) != 0)
		return;
	n = game_count_nodes(&game_ttt, pos, -1, 10000000, per);
	CHECK(n == 549946, "ttt: 549946 nodes from the empty board (%ld)", n);
	for (i = 0; i < 10; i++)
		same &= per[i] == want[i];
	CHECK(same, "ttt: the counts per depth are 1, 9, 72 ... 127872");
	if ((t = through_file(&game_ttt, pos, -1)) == NULL)
		return;
	for (i = 0; i < t->n; i++)
		if (t->node[i].depth < 10)
			in_file[t->node[i].depth]++;
	for (i = 0; i < 10; i++)
		same_file &= in_file[i] == want[i];
	CHECK(t->n == 549946 && same_file && t->height == 9,
	    "ttt: the tree file has them too (%d nodes, height %d)", t->n,
	    t->height);
	/* perfect play draws */
	CHECK(root_value(t) == 0, "ttt: the empty board's value is 0");
	tree_free(t);
}

/* The value of a ttt position, through its tree file, and its children's. */
static void
ttt_position(const char *position, double want, const char *why,
    int nkids, const double *kids)
{
	unsigned char pos[GAME_POS_MAX];
	struct tree *t;
	double *val;
	int i, same = 1;

	if (setup(&game_ttt, pos, position, 0, NULL) != 0 ||
	    (t = through_file(&game_ttt, pos, -1)) == NULL)
		return;
	val = malloc((size_t)t->n * sizeof(*val));
	tree_minimax(t, -1, val);
	CHECK(val[0] == want, "ttt %s: %s: value %g (%g)", position, why, want,
	    val[0]);
	CHECK(game_negamax(&game_ttt, pos, -1) == want,
	    "ttt %s: plain negamax over the game agrees", position);
	if (kids != NULL) {
		same = t->node[0].nkids == nkids;
		for (i = 0; same && i < nkids; i++)
			same = val[t->node[0].first + i] == kids[i];
		CHECK(same, "ttt %s: each move's value as worked out", position);
	}
	free(val);
	tree_free(t);
}

static void
test_ttt_positions(void)
{
	/* O to move, X threatens c1 (a1 b1).  Any other move loses to X
	   c1 (-1).  After O c1, O threatens a3 (c1 b2 a3); X blocks a3 and
	   threatens a2 (a1 a3); O blocks a2 and threatens c2 (a2 b2); X
	   blocks c2; b3 and c3 are left, no line for either: a draw.  So
	   c1 (the first empty cell) is 0, the five others -1. */
	static const double block[] = { 0, -1, -1, -1, -1, -1 };
	unsigned char pos[GAME_POS_MAX];

	struct tree *t;

	/* X to move with a1 b1: c1, the first empty cell, wins at once. */
	ttt_position("XX./OO./...", 1, "X wins in one", 0, NULL);
	if (setup(&game_ttt, pos, "XX./OO./...", 0, NULL) == 0) {
		if ((t = through_file(&game_ttt, pos, -1)) != NULL) {
			CHECK(t->node[t->node[0].first].nkids == 0 &&
			    tree_value(t, t->node[0].first) == 1,
			    "ttt XX./OO./...: X c1 is a won leaf, +1");
			tree_free(t);
		}
	}
	ttt_position("XX./.O./...", 0, "O must block at c1, then a draw", 6,
	    block);
	/* O to move after X a1 b1, O a2: O blocks c1 (else X c1 wins);
	   X b2 then threatens b3 (b1 b2) and c3 (a1 b2): O cannot block
	   both.  Lost for O: -1. */
	ttt_position("XX./O../...", -1, "lost: X makes two threats", 0, NULL);
}

static void
test_ttt_eval(void)
{
	unsigned char pos[GAME_POS_MAX];

	/* X b2, O a1, X to move.  Lines with no O: rows 2 and 3, columns
	   b and c, the diagonal c1 b2 a3: 5.  Lines with no X: row 1, row 3,
	   columns a and c: 4.  (5 - 4) / 10 = 0.1 for X. */
	if (setup(&game_ttt, pos, "O../.X./...", 0, NULL) == 0)
		CHECK(fabs(game_ttt.eval(pos) - 0.1) < 1e-12,
		    "ttt line count: X b2 against O a1 is 0.1 for X");
	/* the empty board: every line open to both, 8 - 8 = 0 */
	if (setup(&game_ttt, pos, NULL, 0, NULL) == 0)
		CHECK(game_ttt.eval(pos) == 0, "ttt line count: empty board 0");
}

static void
test_gomoku_patterns(void)
{
	unsigned char pos[GAME_POS_MAX];

	/* 5x5, X b3 c3 d3, O a1 e5, O to move.  X: the open three b3-d3
	   (a3 and e3 empty) 1000; each stone alone up-down and on both
	   diagonals with both ends empty, 3 x 3 x 10 = 90: 1090.  O a1: to
	   the right, down and down-right one end open (the edge closes the
	   other) 1 each, the other diagonal closed at both ends 0: 3; e5
	   the same: 6. */
	if (setup(&game_gomoku, pos, "O..../...../.XXX./...../....O", 5,
	    NULL) == 0) {
		CHECK(gomoku_pattern_score(pos, GAME_X) == 1090,
		    "gomoku: an open three and its stones score 1090 (%ld)",
		    gomoku_pattern_score(pos, GAME_X));
		CHECK(gomoku_pattern_score(pos, GAME_O) == 6,
		    "gomoku: two corner stones score 6 (%ld)",
		    gomoku_pattern_score(pos, GAME_O));
		/* from the side to move, O: 6 - 1090 */
		CHECK(game_gomoku.eval(pos) == -1084,
		    "gomoku: evaluated for O, to move: -1084");
	}
	/* 7x7, X b4 c4 d4 e4 (a4 and f4 empty), O a1 g1 a7: the open four
	   10000, each stone alone up-down and on both diagonals 4 x 3 x 10
	   = 120: 10120. */
	if (setup(&game_gomoku, pos, "O.....O/......./......./.XXXX../"
	    "......./......./O......", 7, NULL) == 0)
		CHECK(gomoku_pattern_score(pos, GAME_X) == 10120,
		    "gomoku: an open four scores 10120 (%ld)",
		    gomoku_pattern_score(pos, GAME_X));
	/* 5x5, X a1 b1, O e5: the two a1-b1 has one end open (c1): 10;
	   a1 down and down-right 1 + 1 (the edge closes one end), its other
	   diagonal 0; b1 down, down-right, down-left 1 each: 15. */
	if (setup(&game_gomoku, pos, "XX.../...../...../...../....O", 5,
	    NULL) == 0)
		CHECK(gomoku_pattern_score(pos, GAME_X) == 15,
		    "gomoku: a closed two in the corner scores 15 (%ld)",
		    gomoku_pattern_score(pos, GAME_X));
	/* 5x5, X a1 b1 c1 d1 closed by the edge and O e1, O also on a2
	   and a5: the four has no open end and scores 0.  Each stone's
	   other lines, one end shut by the edge: a1 down-right 1 (down is
	   shut by O a2, the other diagonal by the edge twice); b1 down and
	   down-right 1 each, down-left shut by O a2; c1 and d1 down and
	   both diagonals 1 each: 0 + 1 + 2 + 3 + 3 = 9. */
	if (setup(&game_gomoku, pos, "XXXXO/O..../...../...../O....", 5,
	    NULL) == 0)
		CHECK(gomoku_pattern_score(pos, GAME_X) == 9,
		    "gomoku: a four closed at both ends scores nothing: 9 (%ld)",
		    gomoku_pattern_score(pos, GAME_X));
}

/* Gomoku to depth: the written tree's minimax value is plain minimax's. */
static void
gomoku_value(const char *position, int size, int depth)
{
	unsigned char pos[GAME_POS_MAX];
	struct tree *t;
	double want, got;

	if (setup(&game_gomoku, pos, position, size, NULL) != 0 ||
	    (t = through_file(&game_gomoku, pos, depth)) == NULL)
		return;
	want = game_negamax(&game_gomoku, pos, depth);
	got = root_value(t);
	CHECK(got == want, "gomoku %s depth %d: the tree's value %g is "
	    "minimax's %g (%d nodes)", position, depth, got, want, t->n);
	tree_free(t);
}

static void
test_gomoku_values(void)
{
	unsigned char pos[GAME_POS_MAX];
	struct tree *t;

	gomoku_value("...../..X../..O../...../.....", 5, 2);
	gomoku_value("...../.XX../..OO./...../.....", 5, 3);
	gomoku_value("......./......./..XO.../...X.../..O..../......./.......",
	    7, 2);
	/* X to move (4 stones each) with a1-d1: X e1 makes five, +1000000 */
	if (setup(&game_gomoku, pos, "XXXX./OOO../...../...../....O", 5,
	    NULL) == 0 && (t = through_file(&game_gomoku, pos, 2)) != NULL) {
		CHECK(root_value(t) == 1000000,
		    "gomoku: X to move with a four makes five: 1000000");
		tree_free(t);
	}
}

/* Nim: the tree's value is +1 exactly when the heaps xor to nonzero. */
static void
nim_value(const char *heaps, int xor_of_heaps)
{
	unsigned char pos[GAME_POS_MAX];
	struct tree *t;
	double want = xor_of_heaps != 0 ? 1 : -1;

	if (setup(&game_nim, pos, NULL, 0, heaps) != 0 ||
	    (t = through_file(&game_nim, pos, -1)) == NULL)
		return;
	CHECK(root_value(t) == want, "nim %s: xor %d, so the side to move %s "
	    "(%g)", heaps, xor_of_heaps, want > 0 ? "wins" : "loses",
	    root_value(t));
	tree_free(t);
}

static void
test_nim(void)
{
	nim_value("1", 1);		/* take it: won */
	nim_value("1,1", 0);		/* 1 ^ 1 */
	nim_value("1,2", 3);		/* 01 ^ 10 = 11 */
	nim_value("2,2", 0);		/* mirror play wins for the second */
	nim_value("1,2,3", 0);		/* 01 ^ 10 ^ 11 = 00 */
	nim_value("1,1,1", 1);
	nim_value("2,3", 1);		/* 10 ^ 11 = 01 */
	nim_value("1,3,4", 6);		/* 001 ^ 011 ^ 100 = 110 */
	nim_value("1,4,5", 0);		/* 001 ^ 100 ^ 101 = 000 */
}

/*
 * Dice Nim solved here on its own: the value for the player about to roll
 * with n objects left is the average over the die's 1, 2, 3 of the best
 * take k (1 to the roll, at most n) of minus the opponent's value with n -
 * k left; with none left the player to roll has lost, -1.
 */
static double
dice_solve(int n)
{
	double v = 0;
	int roll, k;

	if (n == 0)
		return -1;
	for (roll = 1; roll <= 3; roll++) {
		double best = -2;

		for (k = 1; k <= roll && k <= n; k++)
			if (-dice_solve(n - k) > best)
				best = -dice_solve(n - k);
		v += best / 3;
	}
	return v;
}

/* Dice Nim's tree: chance nodes, bounds [-1, 1], its value the solver's,
   by expectimax over the file and by Star1, which prunes below the rolls. */
static void
test_dice(void)
{
	static const char *const heaps[] = { "1", "2", "3", "4", "5", "6" };
	unsigned char pos[GAME_POS_MAX];
	struct search_cfg cfg;
	struct trace tr;
	struct tree *t;
	int h, same = 1, star1 = 1, pruned = 0, shape = 1;

	memset(&cfg, 0, sizeof(cfg));
	cfg.algo = ALGO_STAR1;
	cfg.depth = -1;
	for (h = 0; h < 6; h++) {
		double want = dice_solve(h + 1);
		int i;

		if (setup(&game_dice, pos, NULL, 0, heaps[h]) != 0 ||
		    (t = through_file(&game_dice, pos, -1)) == NULL)
			return;
		if (fabs(root_value(t) - want) > 1e-9 ||
		    fabs(game_negamax(&game_dice, pos, -1) - want) > 1e-9) {
			printf("# heap %s: file %g, game %g, solver %g\n",
			    heaps[h], root_value(t), game_negamax(&game_dice,
			    pos, -1), want);
			same = 0;
		}
		/* a roll at the root and after every take, MAX and MIN
		   taking in turn, three outcomes a third each */
		shape &= t->bounded && t->lo == -1 && t->hi == 1 &&
		    tree_is_chance(t, 0) && t->node[0].nkids == 3;
		for (i = 0; i < t->n; i++)
			if (tree_is_chance(t, i))
				shape &= t->node[i].nkids == 3 && fabs(tree_prob(t,
				    t->node[i].first) - 1.0 / 3) < 1e-12;
			else if (t->node[i].nkids > 0)
				shape &= tree_is_chance(t, t->node[i].parent) &&
				    tree_player(t, i) == (t->node[i].depth % 4 ==
				    1 ? PLAYER_MAX : PLAYER_MIN);
		memset(&tr, 0, sizeof(tr));
		if (ab_search(t, &cfg, &tr) != 0)
			abort();
		star1 &= fabs(tr.result - want) < 1e-9;
		/* outcomes of a roll left unsearched: Star1's cuts */
		for (i = 0; h == 5 && (size_t)i < tr.n; i++)
			pruned += tr.ev[i].kind == EV_PRUNE &&
			    tree_is_chance(t, tr.ev[i].node);
		trace_release(&tr);
		tree_free(t);
	}
	CHECK(same, "dicenim heaps 1 to 6: the tree's expectimax value and "
	    "the game's are the solver's (1, 1/3, 1/9, -1/9, 1/9, ...)");
	CHECK(shape, "dicenim: a roll (chance, 3 outcomes of 1/3) above every "
	    "take, MAX and MIN taking in turn, bounds [-1, 1]");
	CHECK(star1, "dicenim: Star1 on the written tree finds the same values");
	CHECK(pruned > 0, "dicenim heap 6: Star1 prunes below the rolls (%d "
	    "outcomes left unsearched)", pruned);
	CHECK(fabs(dice_solve(2) - 1.0 / 3) < 1e-12 && fabs(dice_solve(3) -
	    1.0 / 9) < 1e-12, "dicenim's solver: a heap of 2 is worth 1/3, "
	    "of 3 1/9, by hand");
}

int
main(void)
{
	test_ttt_counts();
	test_ttt_positions();
	test_ttt_eval();
	test_gomoku_patterns();
	test_gomoku_values();
	test_nim();
	test_dice();
	return check_failed != 0;
}
