/*
 * game-dice.c: Dice Nim, a small game with chance nodes (issue 22).  One
 * heap; on your turn you roll a three-sided die (1, 2 or 3, each a third
 * likely) and then take 1 to that many objects (never more than are left);
 * whoever takes the last object wins.  The tree alternates a roll (a
 * chance node, the roller's own) and a choice (the roller's move), so it
 * reads MAX's roll, MAX's take, MIN's roll, MIN's take ...  It goes to the
 * end of every game: its values are the exact expectations, between -1 (a
 * sure loss for the player to move at the root) and +1 (a sure win), the
 * tree's bounds, so that Star1 can prune below the rolls.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "msg.h"

#define DICE_HEAP_MAX 9		/* most objects: 229,705 nodes (5: 1,326) */
#define DICE_SIDES 3		/* the die: 1 to 3 */

struct dice {
	int heap;		/* objects left */
	int roll;		/* 0: the player to move rolls next; else what
				   the die shows, to take up to */
};

static int
dice_init(void *pos, const struct game_args *a, char *err, size_t errlen)
{
	struct dice *p = pos;
	const char *s = a->heaps != NULL ? a->heaps : "5";
	char *end;
	long v;

	memset(p, 0, sizeof(*p));
	v = *s >= '0' && *s <= '9' ? strtol(s, &end, 10) : -1;
	if (v < 1 || *end != '\0' || v > DICE_HEAP_MAX) {
		MSG_FORMAT(err, errlen, M_ERR_HEAPS_DICE, s,
		    MSG_INT(DICE_HEAP_MAX));
		return -1;
	}
	p->heap = (int)v;
	return 0;
}

/* Over when the heap is empty at a roll: the opponent took the last
   object, and the player to move has lost. */
static int
dice_over(const void *pos, double *score)
{
	const struct dice *p = pos;

	if (p->heap > 0 || p->roll != 0)
		return 0;
	*score = -1;
	return 1;
}

/* A roll to come: the die's faces, each a third likely (p), in order. */
static int
dice_chance(const void *pos, int *outcome, double *p)
{
	const struct dice *d = pos;
	int k;

	if (d->roll != 0)
		return 0;
	for (k = 0; k < DICE_SIDES; k++) {
		outcome[k] = k + 1;
		p[k] = 1.0 / DICE_SIDES;
	}
	return DICE_SIDES;
}

/* After the roll: take 1, 2 ... up to the roll or the heap. */
static int
dice_moves(const void *pos, int *move)
{
	const struct dice *p = pos;
	int k, n = 0;

	for (k = 1; k <= p->roll && k <= p->heap; k++)
		move[n++] = k;
	return n;
}

/* A roll's outcome shows on the die; a take empties it for the other
   player's roll. */
static void
dice_play(void *pos, int move)
{
	struct dice *p = pos;

	if (p->roll == 0) {
		p->roll = move;
	} else {
		p->heap -= move;
		p->roll = 0;
	}
}

static void
dice_move_name(const void *pos, int move, char *buf)
{
	const struct dice *p = pos;

	if (p->roll == 0)
		snprintf(buf, GAME_TEXT_MAX, "rolls %d", move);
	else
		snprintf(buf, GAME_TEXT_MAX, "take %d", move);
}

/* "5 left", with the die when it shows: "5 left, rolled 2". */
static void
dice_board(const void *pos, char *buf)
{
	const struct dice *p = pos;

	if (p->roll != 0)
		snprintf(buf, GAME_TEXT_MAX, "%d left, rolled %d", p->heap,
		    p->roll);
	else
		snprintf(buf, GAME_TEXT_MAX, "%d left", p->heap);
}

static void
dice_about(const void *pos, char *buf)
{
	const struct dice *p = pos;

	snprintf(buf, GAME_ABOUT_MAX, "a heap of %d", p->heap);
}

const struct game game_dice = {
	"dicenim", M_GAME_DICENIM,
	GAME_OPT_HEAPS, -1, 1, dice_init, dice_over, dice_moves, dice_play,
	NULL, dice_move_name, dice_board, dice_about, dice_chance
};
