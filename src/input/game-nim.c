/*
 * game-nim.c: Nim under normal play: a move takes one or more objects from
 * one heap, and whoever takes the last object wins.  The tree goes to the
 * end of every game, so its values are exact: +1 when the player to move
 * at the root wins with best play, -1 when they lose.  Bouton's rule (the
 * Sprague-Grundy theorem for Nim) says which: the side to move wins exactly
 * when the heaps' sizes xor to something other than 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "msg.h"

#define NIM_HEAPS 8		/* most heaps */
#define NIM_HEAP_MAX 10		/* most objects in one heap */

struct nim {
	int nheaps;
	int heap[NIM_HEAPS];	/* objects left in each heap */
};

/* A move: take k objects from heap h, as one number. */
#define NIM_MOVE(h, k) ((h) * 16 + (k))
#define NIM_HEAP(m) ((m) / 16)
#define NIM_TAKE(m) ((m) % 16)

static int
nim_init(void *pos, const struct game_args *a, char *err, size_t errlen)
{
	struct nim *p = pos;
	const char *s = a->heaps != NULL ? a->heaps : "1,2,3";
	char *end;
	long v;

	memset(p, 0, sizeof(*p));
	for (;;) {
		if (p->nheaps == NIM_HEAPS) {
			MSG_FORMAT(err, errlen, M_ERR_HEAPS_MORE_THAN_HEAPS,
			    MSG_INT(NIM_HEAPS));
			return -1;
		}
		v = *s >= '0' && *s <= '9' ? strtol(s, &end, 10) : -1;
		if (v < 0 || (*end != ',' && *end != '\0')) {
			MSG_FORMAT(err, errlen, M_ERR_HEAPS_NOT_LIST_HEAP,
			    a->heaps);
			return -1;
		}
		if (v > NIM_HEAP_MAX) {
			MSG_FORMAT(err, errlen, M_ERR_HEAPS_HEAP_MOST,
			    MSG_INT(v), MSG_INT(NIM_HEAP_MAX));
			return -1;
		}
		p->heap[p->nheaps++] = (int)v;
		if (*end == '\0')
			break;
		s = end + 1;
	}
	for (v = 0; v < p->nheaps; v++)
		if (p->heap[v] > 0)
			return 0;
	msg_format(err, errlen, M_ERR_HEAPS_EVERY_HEAP_EMPTY, NULL, 0);
	return -1;
}

/* Over when no object is left: the player to move has nothing to take,
   since the opponent took the last one, and has lost. */
static int
nim_over(const void *pos, double *score)
{
	const struct nim *p = pos;
	int i;

	for (i = 0; i < p->nheaps; i++)
		if (p->heap[i] > 0)
			return 0;
	*score = -1;
	return 1;
}

/* Heap by heap, taking 1, 2, ... up to the whole heap. */
static int
nim_moves(const void *pos, int *move)
{
	const struct nim *p = pos;
	int h, k, n = 0;

	for (h = 0; h < p->nheaps; h++)
		for (k = 1; k <= p->heap[h]; k++)
			move[n++] = NIM_MOVE(h, k);
	return n;
}

static void
nim_play(void *pos, int move)
{
	struct nim *p = pos;

	p->heap[NIM_HEAP(move)] -= NIM_TAKE(move);
}

static void
nim_move_name(const void *pos, int move, char *buf)
{
	(void)pos;
	snprintf(buf, GAME_TEXT_MAX, "take %d from heap %d", NIM_TAKE(move),
	    NIM_HEAP(move) + 1);
}

/* The heaps' sizes, "1 2 3". */
static void
nim_board(const void *pos, char *buf)
{
	const struct nim *p = pos;
	int i;

	for (i = 0; i < p->nheaps; i++)
		buf += sprintf(buf, i > 0 ? " %d" : "%d", p->heap[i]);
}

static void
nim_about(const void *pos, char *buf)
{
	const struct nim *p = pos;
	int i;

	buf += sprintf(buf, "heaps ");
	for (i = 0; i < p->nheaps; i++)
		buf += sprintf(buf, i > 0 ? ",%d" : "%d", p->heap[i]);
}

const struct game game_nim = {
	"nim", M_GAME_NIM,
	GAME_OPT_HEAPS, -1, 1, nim_init, nim_over, nim_moves, nim_play, NULL,
	nim_move_name, nim_board, nim_about, NULL
};
