/*
 * game.c: the table of games and the generic tree writer (see game.h).
 * The writer expands a position depth-first, the way a search would walk
 * it, and prints each node as it goes: a game tree of half a million
 * positions never exists in memory, only the path to the current one.
 */
#include <errno.h>
#include <string.h>

#include "fmt.h"
#include "game.h"
#include "jsonw.h"
#include "msg.h"

const struct game *const game_table[] = { &game_ttt, &game_gomoku,
    &game_nim, &game_dice };
const int game_count = (int)(sizeof(game_table) / sizeof(game_table[0]));

const struct game *
game_find(const char *name)
{
	int i;

	for (i = 0; i < game_count; i++)
		if (strcmp(game_table[i]->name, name) == 0)
			return game_table[i];
	return NULL;
}

/*
 * The children of pos: a roll's outcomes, with their probabilities into
 * p[] and *roll set, or the moves of the player to move (*roll 0).
 */
static int
kids_of(const struct game *g, const void *pos, int *move, double *p,
    int *roll)
{
	int n;

	*roll = 0;
	if (g->chance != NULL && (n = g->chance(pos, move, p)) > 0) {
		*roll = 1;
		return n;
	}
	return g->moves(pos, move);
}

/* One ply deeper: a copy of pos with move played. */
static void
child_of(const struct game *g, const void *pos, int move, unsigned char *kid)
{
	memcpy(kid, pos, GAME_POS_MAX);
	g->play(kid, move);
}

/*
 * Nodes below and including pos, ply plies from the root, counting at most
 * to the limit (the walk stops as soon as the total passes it, so asking
 * about an enormous tree is cheap).
 */
static void
count_rec(const struct game *g, const void *pos, int ply, int depth,
    long limit, long *total, long *per_depth)
{
	unsigned char kid[GAME_POS_MAX];
	int move[GAME_MOVES_MAX], roll;
	double score, p[GAME_MOVES_MAX];
	int i, n;

	++*total;
	if (per_depth != NULL)
		per_depth[ply]++;
	if (*total > limit || g->over(pos, &score) || ply == depth)
		return;
	n = kids_of(g, pos, move, p, &roll);
	for (i = 0; i < n && *total <= limit; i++) {
		child_of(g, pos, move[i], kid);
		count_rec(g, kid, ply + 1, depth, limit, total, per_depth);
	}
}

long
game_count_nodes(const struct game *g, const void *pos, int depth,
    long limit, long *per_depth)
{
	long total = 0;

	count_rec(g, pos, 0, depth, limit, &total, per_depth);
	return total;
}

double
game_negamax(const struct game *g, const void *pos, int depth)
{
	unsigned char kid[GAME_POS_MAX];
	int move[GAME_MOVES_MAX], roll;
	double score, best, v, p[GAME_MOVES_MAX];
	int i, n;

	if (g->over(pos, &score))
		return score;
	if (depth == 0)
		return g->eval(pos);
	n = kids_of(g, pos, move, p, &roll);
	if (roll) {	/* the same player after the roll: the expectation */
		for (i = 0, v = 0; i < n; i++) {
			child_of(g, pos, move[i], kid);
			v += p[i] * game_negamax(g, kid, depth < 0 ? -1 :
			    depth - 1);
		}
		return v;
	}
	best = -g->win;
	for (i = 0; i < n; i++) {
		child_of(g, pos, move[i], kid);
		/* negamax: my score is minus my opponent's (seed 004) */
		v = -game_negamax(g, kid, depth < 0 ? -1 : depth - 1);
		if (i == 0 || v > best)
			best = v;
	}
	return best;
}

/* The writer's state: where it writes and how. */
struct writer {
	FILE *f;
	const struct game *g;
	const struct game_write_opts *o;
	double p;		/* the next node's "p" (an outcome of a roll
				   not all equally likely), or 0 */
};

/* Two spaces a level, the top-level object's keys at one level. */
static void
indent(const struct writer *w, int ply)
{
	static const char spaces[] = "                                        ";
	int n = 2 * (ply + 1);

	if (!w->o->indent)
		return;
	while (n > 0) {
		int k = n < (int)sizeof(spaces) - 1 ? n : (int)sizeof(spaces) - 1;

		fwrite(spaces, 1, (size_t)k, w->f);
		n -= k;
	}
}

/* A score for the side to move (0: MAX, who moves at the root; 1: MIN),
   as MAX sees it. */
static double
for_max(double score, int side)
{
	double v = side == 0 ? score : -score;

	return v == 0 ? 0 : v;	/* never -0 */
}

static void
put_num(FILE *f, double x)
{
	char buf[FMT_NUM_MAX];

	fputs(fmt_num(x, buf), f);
}

/*
 * Write the node for pos, ply plies below the root, reached by the move
 * named move (NULL at the root), and everything below it.  A finished game
 * is a leaf with its exact score; a position at the depth limit is a leaf
 * with the game's evaluation, the horizon of seed 003's search; any other
 * is an interior node carrying that evaluation as its "eval", so the file
 * can be searched to a shallower depth with --depth too.
 */
/*
 * (side: who moves at pos, 0 MAX, 1 MIN; after a move the other, after a
 * roll the same.  A game with chance names every interior node's player,
 * since below a roll the roller moves again, where the tree format's
 * default is the other; a roll's outcomes all equally likely share their
 * probability by the format's default, else each has its "p".)
 */
static void
write_rec(struct writer *w, const void *pos, int ply, int side,
    const char *move)
{
	const struct game *g = w->g;
	unsigned char kid[GAME_POS_MAX];
	char label[2 * GAME_TEXT_MAX + 2], name[GAME_TEXT_MAX];
	int moves[GAME_MOVES_MAX], roll, even = 1;
	double score, p[GAME_MOVES_MAX];
	int i, n, leaf = 0;

	label[0] = '\0';
	if (move != NULL)
		snprintf(label, sizeof(label), "%s", move);
	if (w->o->boards) {
		size_t len = strlen(label);

		if (len > 0)
			label[len++] = '\n';
		g->board(pos, label + len);
	}
	fputc('{', w->f);
	if (w->p > 0) {		/* an outcome's probability, given once */
		fputs("\"p\": ", w->f);
		put_num(w->f, w->p);
		fputs(", ", w->f);
		w->p = 0;
	}
	if (label[0] != '\0') {
		fputs("\"label\": ", w->f);
		json_put_str(w->f, label);
		fputs(", ", w->f);
	}
	if (g->over(pos, &score)) {
		leaf = 1;
	} else if (ply == w->o->depth) {
		score = g->eval(pos);
		leaf = 1;
	}
	if (leaf) {
		fputs("\"value\": ", w->f);
		put_num(w->f, for_max(score, side));
		fputc('}', w->f);
		return;
	}
	if (g->eval != NULL) {
		fputs("\"eval\": ", w->f);
		put_num(w->f, for_max(g->eval(pos), side));
		fputs(", ", w->f);
	}
	n = kids_of(g, pos, moves, p, &roll);
	if (g->chance != NULL)
		fprintf(w->f, "\"player\": \"%s\", ", roll ? "chance" :
		    side == 0 ? "max" : "min");
	for (i = 1; i < n && roll; i++)
		even &= p[i] == p[0];
	fputs("\"children\": [\n", w->f);
	for (i = 0; i < n; i++) {
		g->move_name(pos, moves[i], name);
		child_of(g, pos, moves[i], kid);
		indent(w, ply + 1);
		if (roll && !even)
			w->p = p[i];
		write_rec(w, kid, ply + 1, roll ? side : !side, name);
		fputs(i + 1 < n ? ",\n" : "\n", w->f);
	}
	indent(w, ply);
	fputs("]}", w->f);
}

int
game_write(FILE *f, const struct game *g, const void *pos,
    const struct game_write_opts *o, char *err, size_t errlen)
{
	struct writer w;
	char about[GAME_ABOUT_MAX], text[2 * GAME_ABOUT_MAX];
	int depth = o->depth;

	w.f = f;
	w.g = g;
	w.o = o;
	w.p = 0;
	g->about(pos, about);
	fputs("{\n  \"name\": ", f);
	snprintf(text, sizeof(text), "%s: %s", g->name, about);
	json_put_str(f, text);
	fputs(",\n  \"source\": ", f);
	json_put_str(f, o->command);
	/* What the tree is, and how its numbers read. */
	if (depth < 0)
		snprintf(text, sizeof(text), "The whole game tree of %s from %s: "
		    "every line of play to its end, a won game scored %.0f and "
		    "a lost one %.0f (a draw 0) from the side of the player to "
		    "move at the root (MAX)", msg_in(LANG_EN, g->help), about,
		    g->win, -g->win);
	else
		snprintf(text, sizeof(text), "The game tree of %s from %s, %d "
		    "pl%s deep: a won game scored %.0f and a lost one %.0f (a "
		    "draw 0), the positions at depth %d by an evaluation, all from the side of the player "
		    "to move at the root (MAX)", msg_in(LANG_EN, g->help), about,
		    depth,
		    depth == 1 ? "y" : "ies", g->win,
		    -g->win, depth);
	fputs(",\n  \"description\": ", f);
	json_put_str(f, text);
	fputs(",\n  \"player\": \"max\",\n", f);
	if (g->chance != NULL)	/* every score, so Star1 can prune */
		fprintf(f, "  \"bounds\": [%.0f, %.0f],\n", -g->win, g->win);
	fputs("  \"root\": ", f);
	write_rec(&w, pos, 0, 0, NULL);
	fputs("\n}\n", f);
	errno = 0;
	if (fflush(f) != 0 || ferror(f)) {
		snprintf(err, errlen, "%s", msg_strerror(errno ? errno : EIO));
		return -1;
	}
	return 0;
}

int
game_read_board(const char *s, int size, unsigned char *cell, char *err,
    size_t errlen)
{
	int n = 0, nx = 0, no = 0, want = size * size;
	const char *p;

	for (p = s; *p != '\0'; p++) {
		unsigned char c = (unsigned char)*p, v;

		if (c == '/')
			continue;
		if (c == 'X' || c == 'x')
			v = GAME_X, nx++;
		else if (c == 'O' || c == 'o')
			v = GAME_O, no++;
		else if (c == '.' || c == '-' || c == '_')
			v = GAME_EMPTY;
		else {
			char what[8];

			snprintf(what, sizeof(what), c >= 0x20 && c < 0x7f ?
			    "%c" : "0x%02x", c);
			MSG_FORMAT(err, errlen, c >= 0x20 && c < 0x7f ?
			    M_ERR_POSITION_CHAR : M_ERR_POSITION_BYTE, what,
			    MSG_INT(p - s + 1));
			return -1;
		}
		if (n < want)
			cell[n] = v;
		n++;
	}
	if (n != want) {
		MSG_FILL(err, errlen, msg_n(M_ERR_POSITION_CELLS,
		    (unsigned long)n), MSG_INT(n), MSG_INT(want), MSG_INT(size),
		    MSG_INT(size));
		return -1;
	}
	if (nx != no && nx != no + 1) {
		MSG_FORMAT(err, errlen, M_ERR_POSITION_X_O_X, MSG_INT(nx),
		    MSG_INT(no));
		return -1;
	}
	return 0;
}

void
game_cell_name(int size, int c, char *buf)
{
	snprintf(buf, 8, "%c%d", (char)('a' + c % size), (c / size + 1) % 100);
}

void
game_board_string(int size, const unsigned char *cell, char *buf)
{
	static const char mark[] = ".XO";
	int r, c;

	for (r = 0; r < size; r++) {
		if (r > 0)
			*buf++ = '/';
		for (c = 0; c < size; c++)
			*buf++ = mark[cell[r * size + c]];
	}
	*buf = '\0';
}

/*
 * The board for a label: one line a row, cells apart so the rows line up
 * in the diagram's proportional font; an empty cell is a middle dot.
 */
void
game_board_text(int size, const unsigned char *cell, char *buf)
{
	static const char *const mark[] = { "\xC2\xB7", "X", "O" };
	int r, c;

	for (r = 0; r < size; r++) {
		if (r > 0)
			*buf++ = '\n';
		for (c = 0; c < size; c++) {
			const char *m = mark[cell[r * size + c]];

			if (c > 0)
				*buf++ = ' ';
			while (*m != '\0')
				*buf++ = *m++;
		}
	}
	*buf = '\0';
}
