/*
 * game.h: real games written out as tree files.  A game is one module
 * (game-NAME.c) behind the small interface below: a position, its moves,
 * playing a move, a terminal score and an evaluation.  game.c holds the
 * table of games and the writer that expands a position depth-first into
 * the JSON tree format the loader reads.  Nothing here allocates: positions
 * are fixed-size values the writer copies on its own stack.
 */
#ifndef ABVIZ_GAME_H
#define ABVIZ_GAME_H

#include <stddef.h>
#include <stdio.h>

#include "msg.h"

#define GAME_POS_MAX 96		/* bytes of the largest position */
#define GAME_MOVES_MAX 81	/* most moves from one position (9x9 gomoku) */
#define GAME_TEXT_MAX 512	/* a move's name, a board drawn as text */
#define GAME_ABOUT_MAX 512	/* a tree's name or description */
#define GAME_ERR_MAX 256

/* What the command line gave; each game reads the fields it takes. */
struct game_args {
	const char *position;	/* --position, or NULL for the start */
	const char *heaps;	/* --heaps (nim), or NULL */
	int size;		/* --size (gomoku), or 0 for the default */
	int depth;		/* --depth: plies to expand, or -1 for all */
	int all_moves;		/* --moves all: every empty cell (gomoku) */
};

/* The options a game takes, for cmd/game.c to refuse the others. */
enum {
	GAME_OPT_POSITION = 1, GAME_OPT_DEPTH = 2, GAME_OPT_SIZE = 4,
	GAME_OPT_HEAPS = 8, GAME_OPT_MOVES = 16
};

/*
 * One game.  Scores are from the point of view of the side to move in the
 * position they are asked about, as negamax counts them (seed 004); the
 * writer turns them to MAX's point of view, MAX being the side to move at
 * the root.  Every evaluation lies strictly between -win and +win, so a won
 * position always beats one that only looks good.
 */
struct game {
	const char *name;	/* the word after "abviz game" */
	enum msg_id help;	/* what it is, for "abviz game list" (msg);
				   the tree file says it in English */
	int opts;		/* GAME_OPT_* it takes */
	int default_depth;	/* --depth when not given; -1: to the end */
	double win;		/* the score of a won game */

	/*
	 * Set up pos from the arguments (the start, or --position): 0, or -1
	 * with a message in err such as "--position: 10 cells, want 9".
	 */
	int (*init)(void *pos, const struct game_args *a, char *err,
	    size_t errlen);

	/*
	 * 1 when the game is over at pos, with *score its result (+win,
	 * 0, -win) for the side to move; else 0.
	 */
	int (*over)(const void *pos, double *score);

	/* The moves from pos (not over), in the order to search them. */
	int (*moves)(const void *pos, int *move);

	/* Play move at pos, in place. */
	void (*play)(void *pos, int move);

	/* The horizon's estimate for the side to move, or NULL: exact only. */
	double (*eval)(const void *pos);

	/* A move's name as the diagram shows it ("X c3"), before it is played. */
	void (*move_name)(const void *pos, int move, char *buf);

	/* The position drawn as lines of text (no final newline). */
	void (*board)(const void *pos, char *buf);

	/* The position in words, for the tree's name ("X.O/.../... (X to move)"). */
	void (*about)(const void *pos, char *buf);

	/*
	 * NULL for a game without chance.  Else, when chance moves at pos (a
	 * die to roll): its outcomes into outcome[] (play takes them as
	 * moves) with their probabilities into p[], and their number; 0 when
	 * a player moves.  The player to move stays the same across a roll,
	 * and scores at pos are that player's.  The writer makes pos a chance
	 * node and gives the tree the bounds [-win, win].
	 */
	int (*chance)(const void *pos, int *outcome, double *p);
};

/* The games, in the order "abviz game list" shows them. */
extern const struct game *const game_table[];
extern const int game_count;

extern const struct game game_ttt, game_gomoku, game_nim, game_dice;

/* The game called name, or NULL. */
const struct game *game_find(const char *name);

/* How the writer draws and bounds the tree. */
struct game_write_opts {
	int depth;		/* plies to expand; -1: to the end of the game */
	int boards;		/* 1: each label shows the board under the move */
	int indent;		/* 1: indent by depth; 0: a node a line, flush
				   left (a third of the size of a large tree) */
	const char *command;	/* the command that made it, for "source" */
};

/*
 * Count the nodes of pos's tree to depth (-1: all), root included,
 * stopping once the count passes limit; per_depth[0..depth] (may be NULL;
 * at least 1 + the tree's height entries) gets the count at each depth.
 */
long game_count_nodes(const struct game *g, const void *pos, int depth,
    long limit, long *per_depth);

/*
 * Write pos's tree to f as a tree file.  Returns 0, or -1 with a message
 * in err when f fails.  The caller checks the size first
 * (game_count_nodes) and owns f.
 */
int game_write(FILE *f, const struct game *g, const void *pos,
    const struct game_write_opts *o, char *err, size_t errlen);

/*
 * The value of pos by plain recursive minimax over the game itself, to
 * depth plies (evaluation there), from the side to move: what any search
 * of the written tree must find at its root (a roll averages its
 * outcomes, expectimax).  For tests.
 */
double game_negamax(const struct game *g, const void *pos, int depth);

/*
 * What the board games (tic-tac-toe, gomoku) share: a size x size board of
 * cells 0 (empty), GAME_X, GAME_O, numbered row by row from the top left;
 * cell names "c3": column letter from a, row number from 1 at the top.
 */
enum { GAME_EMPTY = 0, GAME_X = 1, GAME_O = 2 };

/*
 * Read --position s into cell[size * size]: X, O and . (or x, o, -, _)
 * row by row, '/' between rows ignored.  X moves first, so X must have as
 * many stones as O or one more.  0, or -1 with a message in err.
 */
int game_read_board(const char *s, int size, unsigned char *cell, char *err,
    size_t errlen);

/* Cell c's name ("c3") into buf; the board as --position writes it
   ("X.O/.../..."); the board as lines of text for a label. */
void game_cell_name(int size, int c, char *buf);
void game_board_string(int size, const unsigned char *cell, char *buf);
void game_board_text(int size, const unsigned char *cell, char *buf);

/* Gomoku's pattern score of one side's stones, for tests (game-gomoku.c). */
long gomoku_pattern_score(const void *pos, int side);

#endif
