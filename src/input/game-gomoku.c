/*
 * game-gomoku.c: gomoku (five in a row) on a small board, 5x5 to 9x9, as
 * seed 003 searches it: a depth-limited max_value / min_value over the
 * board's moves with an evaluation of the board at the horizon.  X (black)
 * moves first; five or more in a row wins.  Cells are named as in
 * tic-tac-toe: columns a.. left to right, rows 1.. top to bottom.
 *
 * What comes from seed 003 and what does not:
 * - The horizon: its max_value and min_value both begin
 *   "if(deep==depth) return cal_score(first_me);": at the depth limit the
 *   board is scored, not searched.  abviz writes such positions as leaves
 *   valued by gomoku_eval below.
 * - The move order: its loops run "for(int l=0;l<board_col;l++) for(int
 *   r=0;r<board_row;r++)" over every empty cell, column by column; the
 *   moves here come in that order (a1 a2 a3 ... b1 b2 ...).
 * - Which cells: seed 003's loop, commented "启发式搜索" (heuristic search),
 *   tries every empty cell.  By default abviz tries only the empty cells
 *   next to a stone (the 8 around each; the centre on an empty board), the
 *   usual restriction of gomoku programs that keeps a tree small enough to
 *   draw; --moves all searches every empty cell as the seed's code does.
 * - The evaluation: the text calls cal_score but does not give its body.
 *   The pattern table below is abviz's own, the common one of gomoku
 *   programs (open and closed runs of two, three and four), scored from
 *   the side to move: its patterns less the opponent's.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "msg.h"

#define GOMOKU_WIN 1000000	/* five in a row; every evaluation is less */

struct gomoku {
	int size;		/* 5..9 */
	int stones;		/* stones on the board; X moves when even */
	int all_moves;		/* 1: every empty cell, as seed 003 */
	unsigned char cell[81];	/* row by row, GAME_EMPTY, GAME_X, GAME_O */
};

_Static_assert(sizeof(struct gomoku) <= GAME_POS_MAX, "GAME_POS_MAX");

/*
 * The pattern table: the score of a run of n stones in a line (n = 1..4)
 * by how many of its two ends are open (an empty cell, not the edge or the
 * opponent's stone).  A run closed at both ends can never make five and
 * scores nothing.  Each step up is worth ten of the one below: an open
 * four (two ways to make five, it cannot be stopped) 10000; a four with
 * one open end (one threat: it must be blocked) and an open three (a four
 * next move) 1000; and so on down to a lone stone.
 */
static const long pattern[5][3] = {
	/* ends open: 0  1     2 */
	{ 0, 0, 0 },		/* no stones */
	{ 0, 1, 10 },		/* one */
	{ 0, 10, 100 },		/* two: closed two, open two */
	{ 0, 100, 1000 },	/* three: closed three, open three */
	{ 0, 1000, 10000 },	/* four: closed four, open four */
};

/* The four directions of a line: right, down, down-right, down-left. */
static const int dir[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

static int
to_move(const struct gomoku *p)
{
	return p->stones % 2 == 0 ? GAME_X : GAME_O;
}

static int
at(const struct gomoku *p, int r, int c)
{
	if (r < 0 || c < 0 || r >= p->size || c >= p->size)
		return -1;	/* off the board: closes a run like a stone */
	return p->cell[r * p->size + c];
}

/*
 * The pattern score of side's stones: every maximal run of them in each
 * of the four directions scores pattern[its length][its open ends].  A run
 * starts where the cell before it (against the direction) is not side's.
 * *longest gets the longest run, which is five or more once side has won.
 */
static long
runs(const struct gomoku *p, int side, int *longest)
{
	long total = 0;
	int r, c, d, n, open;

	*longest = 0;
	for (r = 0; r < p->size; r++)
		for (c = 0; c < p->size; c++) {
			if (at(p, r, c) != side)
				continue;
			for (d = 0; d < 4; d++) {
				int dr = dir[d][0], dc = dir[d][1];

				if (at(p, r - dr, c - dc) == side)
					continue;	/* not the run's start */
				for (n = 1; at(p, r + n * dr, c + n * dc) == side;
				    n++)
					;
				open = (at(p, r - dr, c - dc) == GAME_EMPTY) +
				    (at(p, r + n * dr, c + n * dc) == GAME_EMPTY);
				if (n > *longest)
					*longest = n;
				total += pattern[n < 4 ? n : 4][open];
			}
		}
	return total;
}

long
gomoku_pattern_score(const void *pos, int side)
{
	int longest;

	return runs(pos, side, &longest);
}

static int
has_five(const struct gomoku *p, int side)
{
	int longest;

	runs(p, side, &longest);
	return longest >= 5;
}

static int
gomoku_init(void *pos, const struct game_args *a, char *err, size_t errlen)
{
	struct gomoku *p = pos;
	int i, x5, o5;

	memset(p, 0, sizeof(*p));
	p->size = a->size > 0 ? a->size : 7;
	p->all_moves = a->all_moves;
	if (a->position == NULL)
		return 0;
	if (game_read_board(a->position, p->size, p->cell, err, errlen) != 0)
		return -1;
	for (i = 0; i < p->size * p->size; i++)
		p->stones += p->cell[i] != GAME_EMPTY;
	x5 = has_five(p, GAME_X);
	o5 = has_five(p, GAME_O);
	if (x5 || o5) {
		msg_format(err, errlen, x5 && o5 ? M_ERR_FIVE_BOTH : x5 ?
		    M_ERR_FIVE_X : M_ERR_FIVE_O, NULL, 0);
		return -1;
	}
	if (p->stones == p->size * p->size) {
		msg_format(err, errlen, M_ERR_POSITION_BOARD_FULL_THERE, NULL,
		    0);
		return -1;
	}
	return 0;
}

/* Over when the player who just moved made five (the side to move has
   lost), or when the board is full (a draw). */
static int
gomoku_over(const void *pos, double *score)
{
	const struct gomoku *p = pos;

	if (has_five(p, to_move(p) == GAME_X ? GAME_O : GAME_X)) {
		*score = -GOMOKU_WIN;
		return 1;
	}
	if (p->stones == p->size * p->size) {
		*score = 0;
		return 1;
	}
	return 0;
}

/* A stone on one of the 8 cells around (r, c)? */
static int
near_stone(const struct gomoku *p, int r, int c)
{
	int dr, dc, v;

	for (dr = -1; dr <= 1; dr++)
		for (dc = -1; dc <= 1; dc++)
			if ((v = at(p, r + dr, c + dc)) == GAME_X || v == GAME_O)
				return 1;
	return 0;
}

/* The empty cells to try, column by column as seed 003's loops run. */
static int
gomoku_moves(const void *pos, int *move)
{
	const struct gomoku *p = pos;
	int r, c, n = 0;

	if (p->stones == 0 && !p->all_moves) {
		move[0] = p->size / 2 * p->size + p->size / 2;
		return 1;	/* the first stone: the centre */
	}
	for (c = 0; c < p->size; c++)
		for (r = 0; r < p->size; r++)
			if (at(p, r, c) == GAME_EMPTY &&
			    (p->all_moves || near_stone(p, r, c)))
				move[n++] = r * p->size + c;
	return n;
}

static void
gomoku_play(void *pos, int move)
{
	struct gomoku *p = pos;

	p->cell[move] = (unsigned char)to_move(p);
	p->stones++;
}

/*
 * The horizon's score (seed 003's cal_score), from the side to move: its
 * patterns less the opponent's, kept strictly inside the scores of a won
 * and a lost game.
 */
static double
gomoku_eval(const void *pos)
{
	const struct gomoku *p = pos;
	int me = to_move(p);
	long v = gomoku_pattern_score(p, me) -
	    gomoku_pattern_score(p, me == GAME_X ? GAME_O : GAME_X);

	if (v >= GOMOKU_WIN)
		v = GOMOKU_WIN - 1;
	if (v <= -GOMOKU_WIN)
		v = -GOMOKU_WIN + 1;
	return (double)v;
}

static void
gomoku_move_name(const void *pos, int move, char *buf)
{
	const struct gomoku *p = pos;
	char cell[8];

	game_cell_name(p->size, move, cell);
	snprintf(buf, GAME_TEXT_MAX, "%s %s", to_move(p) == GAME_X ? "X" : "O",
	    cell);
}

static void
gomoku_board(const void *pos, char *buf)
{
	const struct gomoku *p = pos;

	game_board_text(p->size, p->cell, buf);
}

static void
gomoku_about(const void *pos, char *buf)
{
	const struct gomoku *p = pos;
	char board[96];

	game_board_string(p->size, p->cell, board);
	snprintf(buf, GAME_ABOUT_MAX, "%dx%d board %s (%s to move)", p->size,
	    p->size, board, to_move(p) == GAME_X ? "X" : "O");
}

const struct game game_gomoku = {
	"gomoku", M_GAME_GOMOKU,
	GAME_OPT_POSITION | GAME_OPT_DEPTH | GAME_OPT_SIZE | GAME_OPT_MOVES, 2,
	GOMOKU_WIN, gomoku_init, gomoku_over, gomoku_moves, gomoku_play,
	gomoku_eval, gomoku_move_name, gomoku_board, gomoku_about, NULL
};
