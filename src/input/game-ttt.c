/*
 * game-ttt.c: tic-tac-toe.  X moves first; three in a row wins.  Cells
 * a1..c3: columns a-c left to right, rows 1-3 top to bottom, the order
 * --position is read in.  The full tree from the empty board has 549,946
 * nodes and the value 0: perfect play draws.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "msg.h"

struct ttt {
	unsigned char cell[9];	/* GAME_EMPTY, GAME_X or GAME_O */
	int stones;		/* marks on the board; X moves when even */
};

/* The eight lines, as cell numbers. */
static const int lines[8][3] = {
	{ 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },	/* rows */
	{ 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },	/* columns */
	{ 0, 4, 8 }, { 2, 4, 6 }		/* diagonals */
};

static int
to_move(const struct ttt *p)
{
	return p->stones % 2 == 0 ? GAME_X : GAME_O;
}

/* The first line side owns entirely, or -1. */
static int
won_line(const struct ttt *p, int side)
{
	int i;

	for (i = 0; i < 8; i++)
		if (p->cell[lines[i][0]] == side && p->cell[lines[i][1]] == side &&
		    p->cell[lines[i][2]] == side)
			return i;
	return -1;
}

static int
ttt_init(void *pos, const struct game_args *a, char *err, size_t errlen)
{
	struct ttt *p = pos;
	char c0[8], c1[8], c2[8];
	int i, lx, lo, side, line;

	memset(p, 0, sizeof(*p));
	if (a->position == NULL)
		return 0;
	if (game_read_board(a->position, 3, p->cell, err, errlen) != 0)
		return -1;
	for (i = 0; i < 9; i++)
		p->stones += p->cell[i] != GAME_EMPTY;
	lx = won_line(p, GAME_X);
	lo = won_line(p, GAME_O);
	if (lx >= 0 && lo >= 0) {
		msg_format(err, errlen, M_ERR_POSITION_X_O_BOTH, NULL, 0);
		return -1;
	}
	if (lx >= 0 || lo >= 0) {
		side = lx >= 0 ? GAME_X : GAME_O;
		line = lx >= 0 ? lx : lo;
		game_cell_name(3, lines[line][0], c0);
		game_cell_name(3, lines[line][1], c1);
		game_cell_name(3, lines[line][2], c2);
		MSG_FORMAT(err, errlen, M_ERR_POSITION_HAS_ALREADY_WON,
		    side == GAME_X ? "X" : "O", c0, c1, c2);
		return -1;
	}
	if (p->stones == 9) {
		msg_format(err, errlen, M_ERR_POSITION_BOARD_FULL_THERE, NULL,
		    0);
		return -1;
	}
	return 0;
}

/* Over when the player who just moved has a line (the side to move has
   lost), or when the board is full (a draw). */
static int
ttt_over(const void *pos, double *score)
{
	const struct ttt *p = pos;

	if (won_line(p, to_move(p) == GAME_X ? GAME_O : GAME_X) >= 0) {
		*score = -1;
		return 1;
	}
	if (p->stones == 9) {
		*score = 0;
		return 1;
	}
	return 0;
}

/* Every empty cell, a1 b1 c1 a2 ... (the reading order). */
static int
ttt_moves(const void *pos, int *move)
{
	const struct ttt *p = pos;
	int i, n = 0;

	for (i = 0; i < 9; i++)
		if (p->cell[i] == GAME_EMPTY)
			move[n++] = i;
	return n;
}

static void
ttt_play(void *pos, int move)
{
	struct ttt *p = pos;

	p->cell[move] = (unsigned char)to_move(p);
	p->stones++;
}

/*
 * The line count at the depth limit: the lines still open to the side to
 * move (no mark of the opponent's on them) less the lines still open to
 * the opponent, a tenth each.  Eight lines at most, so the estimate stays
 * within -0.8..0.8, strictly between a loss (-1) and a win (+1).
 */
static double
ttt_eval(const void *pos)
{
	const struct ttt *p = pos;
	int me = to_move(p), you = me == GAME_X ? GAME_O : GAME_X;
	int i, j, open_me, open_you, count = 0;

	for (i = 0; i < 8; i++) {
		open_me = open_you = 1;
		for (j = 0; j < 3; j++) {
			if (p->cell[lines[i][j]] == you)
				open_me = 0;
			if (p->cell[lines[i][j]] == me)
				open_you = 0;
		}
		count += open_me - open_you;
	}
	return count / 10.0;
}

static void
ttt_move_name(const void *pos, int move, char *buf)
{
	char cell[8];

	game_cell_name(3, move, cell);
	snprintf(buf, GAME_TEXT_MAX, "%s %s", to_move(pos) == GAME_X ? "X" :
	    "O", cell);
}

static void
ttt_board(const void *pos, char *buf)
{
	game_board_text(3, ((const struct ttt *)pos)->cell, buf);
}

static void
ttt_about(const void *pos, char *buf)
{
	const struct ttt *p = pos;
	char board[16];

	game_board_string(3, p->cell, board);
	snprintf(buf, GAME_ABOUT_MAX, "%s (%s to move)", board,
	    to_move(p) == GAME_X ? "X" : "O");
}

const struct game game_ttt = {
	"ttt", M_GAME_TTT, GAME_OPT_POSITION | GAME_OPT_DEPTH, -1, 1,
	ttt_init, ttt_over, ttt_moves, ttt_play, ttt_eval, ttt_move_name,
	ttt_board, ttt_about, NULL
};
