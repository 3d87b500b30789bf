/*
 * cmd/game.c: abviz game GAME [options]: a real game's tree (tic-tac-toe,
 * gomoku, Nim) written as a tree file that every other command reads.
 * The games themselves are modules behind game.h; this file reads the
 * options, checks the position and writes the file whole (-o) or to
 * standard output.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd.h"
#include "game.h"
#include "out.h"

#define GAME_MAX_NODES 1000000	/* default --max-nodes */
#define GAME_BOARDS_UP_TO 2000	/* boards in the labels up to this size
				   (the diagram's default limit) */

static void
usage(FILE *f)
{
	int i;

	fputs("usage: abviz game GAME [options]\n"
	    "       abviz game list\n"
	    "Write the game tree of a real game from a position, as a tree file\n"
	    "for run, compare, step and check.  Every child is labelled with its\n"
	    "move (\"X c3\"); on trees of up to 2000 nodes the label shows the\n"
	    "board too.  MAX is the player to move at the root: a won game is\n"
	    "+1 (gomoku +1000000), a lost one -1, a draw 0, and a position at\n"
	    "the depth limit gets the game's evaluation, strictly in between.\n"
	    "\nGames:\n", f);
	for (i = 0; i < game_count; i++)
		fprintf(f, "  %-8s %s\n", game_table[i]->name, game_table[i]->help);
	fputs("\nBoards: columns a, b, c... left to right, rows 1, 2, 3... top to\n"
	    "bottom; --position gives the cells row by row from a1, X, O or .\n"
	    "(an empty cell), '/' between rows optional: X.O/.X./... is X on a1\n"
	    "and b2, O on c1.  X moves first; the side to move follows from the\n"
	    "counts.\n\n"
	    "  -o, --output FILE    write the tree to FILE (whole or not at all;\n"
	    "                       default standard output)\n"
	    "      --position CELLS  the position (ttt, gomoku; default empty)\n"
	    "      --depth N        expand N plies; deeper positions are scored\n"
	    "                       by the evaluation (ttt: to the end; gomoku: 2)\n"
	    "      --size N         gomoku's board, 5 to 9 (default 7)\n"
	    "      --moves near|all gomoku: the empty cells next to a stone\n"
	    "                       (default) or every empty cell (seed 003)\n"
	    "      --heaps LIST     Nim's heaps, e.g. 1,2,3 (the default)\n"
	    "      --boards, --no-boards  the board in every label, or none\n"
	    "      --max-nodes N    refuse trees larger than N (default 1000000)\n"
	    "  -h, --help           show this help\n\n"
	    "Examples:\n"
	    "  abviz game ttt -o ttt.json                  (549,946 nodes)\n"
	    "  abviz game ttt --position XX./OO./... | abviz -f svg -\n"
	    "  abviz game gomoku --size 7 --position ... --depth 2 -o g.json\n"
	    "  abviz game nim --heaps 1,2,2 -o nim.json\n\n"
	    "Exit status: 0 ok, 2 usage, 3 bad position or too large a tree,\n"
	    "4 cannot write output.\n", f);
}

/* "game list": each game, what it is and the options it takes. */
static void
list_games(void)
{
	static const char *const optname[] = { "--position", "--depth",
	    "--size", "--heaps", "--moves" };
	int i, j;

	for (i = 0; i < game_count; i++) {
		printf("%-8s %s; takes", game_table[i]->name, game_table[i]->help);
		for (j = 0; j < 5; j++)
			if (game_table[i]->opts & (1 << j))
				printf(" %s", optname[j]);
		putchar('\n');
	}
}

/* Refuse an option game g does not take. */
static int
takes(const struct game *g, int opt, const char *name)
{
	if (g->opts & opt)
		return 1;
	fprintf(stderr, "abviz: %s takes no %s (see abviz game list)\n",
	    g->name, name);
	return 0;
}

/* The command that makes this tree again, for the file's "source". */
static void
command_line(char *buf, size_t len, const struct game *g,
    const struct game_args *a, int depth_given)
{
	size_t n;

	n = (size_t)snprintf(buf, len, "abviz game %s", g->name);
	if (g->opts & GAME_OPT_SIZE && a->size > 0 && n < len)
		n += (size_t)snprintf(buf + n, len - n, " --size %d", a->size);
	/* (as typed: init has checked it holds only X, O, ., -, _ and /) */
	if (a->position != NULL && n < len)
		n += (size_t)snprintf(buf + n, len - n, " --position %s",
		    a->position);
	if (a->heaps != NULL && n < len)
		n += (size_t)snprintf(buf + n, len - n, " --heaps %s", a->heaps);
	if (a->all_moves && n < len)
		n += (size_t)snprintf(buf + n, len - n, " --moves all");
	if (depth_given && n < len)
		snprintf(buf + n, len - n, " --depth %d", a->depth);
}

/* Write the tree to path whole (out.h). */
static int
write_file(const char *path, const struct game *g, const void *pos,
    const struct game_write_opts *wo)
{
	struct out o;
	char err[GAME_ERR_MAX + 64];
	size_t n = strlen(path);

	if (n == 0 || path[n - 1] == '/') {
		fprintf(stderr, "abviz: -o %s: name a file, not a folder\n", path);
		return EXIT_OUTPUT;
	}
	if (out_open_file(&o, path, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		return EXIT_OUTPUT;
	}
	if (game_write(o.f, g, pos, wo, err, sizeof(err)) != 0 ||
	    out_finish(&o, err, sizeof(err)) != 0 ||
	    out_commit(&o, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		out_abort(&o);
		return EXIT_OUTPUT;
	}
	return EXIT_OK;
}

int
cmd_game(int argc, char **argv)
{
	enum { OPT_POSITION = CLI_OWN, OPT_DEPTH, OPT_SIZE, OPT_HEAPS,
	    OPT_MOVES, OPT_BOARDS, OPT_NO_BOARDS, OPT_MAX_NODES };
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "position", required_argument, NULL, OPT_POSITION },
		{ "depth", required_argument, NULL, OPT_DEPTH },
		{ "size", required_argument, NULL, OPT_SIZE },
		{ "heaps", required_argument, NULL, OPT_HEAPS },
		{ "moves", required_argument, NULL, OPT_MOVES },
		{ "boards", no_argument, NULL, OPT_BOARDS },
		{ "no-boards", no_argument, NULL, OPT_NO_BOARDS },
		{ "max-nodes", required_argument, NULL, OPT_MAX_NODES },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const moves_names[] = { "near", "all" };
	struct game_args a;
	struct game_write_opts wo;
	const struct game *g;
	unsigned char pos[GAME_POS_MAX];
	char err[GAME_ERR_MAX], command[GAME_ABOUT_MAX];
	const char *output = NULL;
	int ch, boards = -1, depth_given = 0, size_given = 0;
	int heaps_given = 0, moves_given = 0, position_given = 0;
	long n, max_nodes = GAME_MAX_NODES;

	memset(&a, 0, sizeof(a));
	a.depth = -1;
	while ((ch = getopt_long(argc, argv, "o:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'o':
			output = optarg;
			break;
		case OPT_POSITION:
			a.position = optarg;
			position_given = 1;
			break;
		case OPT_DEPTH:
			if (cli_count("--depth", optarg, "1 to 400", &n) != 0)
				return EXIT_USAGE;
			if (n < 1 || n > 400) {
				fprintf(stderr, "abviz: bad --depth \"%s\" "
				    "(expected 1 to 400)\n", optarg);
				return EXIT_USAGE;
			}
			a.depth = (int)n;
			depth_given = 1;
			break;
		case OPT_SIZE:
			if (cli_count("--size", optarg, "5 to 9", &n) != 0)
				return EXIT_USAGE;
			if (n < 5 || n > 9) {
				fprintf(stderr, "abviz: bad --size \"%s\" "
				    "(expected 5 to 9)\n", optarg);
				return EXIT_USAGE;
			}
			a.size = (int)n;
			size_given = 1;
			break;
		case OPT_HEAPS:
			a.heaps = optarg;
			heaps_given = 1;
			break;
		case OPT_MOVES:
			if ((ch = cli_pick("--moves", optarg, moves_names, 2)) < 0)
				return EXIT_USAGE;
			a.all_moves = ch;
			moves_given = 1;
			break;
		case OPT_BOARDS:
			boards = 1;
			break;
		case OPT_NO_BOARDS:
			boards = 0;
			break;
		case OPT_MAX_NODES:
			if (cli_count("--max-nodes", optarg, "a number of nodes",
			    &max_nodes) != 0)
				return EXIT_USAGE;
			break;
		case 'h':
			usage(stdout);
			return EXIT_OK;
		default:
			fputs("Try 'abviz help game'.\n", stderr);
			return EXIT_USAGE;
		}
	}
	if (optind == argc) {
		fputs("abviz: game: name a game (abviz game list)\n", stderr);
		return EXIT_USAGE;
	}
	if (optind + 1 < argc) {
		fprintf(stderr, "abviz: game: one game at a time, not \"%s\" "
		    "too\n", argv[optind + 1]);
		return EXIT_USAGE;
	}
	if (strcmp(argv[optind], "list") == 0) {
		list_games();
		return EXIT_OK;
	}
	if ((g = game_find(argv[optind])) == NULL) {
		fprintf(stderr, "abviz: no game \"%s\" (abviz game list)\n",
		    argv[optind]);
		return EXIT_USAGE;
	}
	if ((position_given && !takes(g, GAME_OPT_POSITION, "--position")) ||
	    (depth_given && !takes(g, GAME_OPT_DEPTH, "--depth")) ||
	    (size_given && !takes(g, GAME_OPT_SIZE, "--size")) ||
	    (heaps_given && !takes(g, GAME_OPT_HEAPS, "--heaps")) ||
	    (moves_given && !takes(g, GAME_OPT_MOVES, "--moves")))
		return EXIT_USAGE;
	if (!depth_given)
		a.depth = g->default_depth;

	memset(pos, 0, sizeof(pos));
	if (g->init(pos, &a, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		return EXIT_INPUT;
	}
	n = game_count_nodes(g, pos, a.depth, max_nodes, NULL);
	if (n > max_nodes) {
		fprintf(stderr, "abviz: the tree has more than %ld nodes: lower "
		    "--depth or raise --max-nodes\n", max_nodes);
		return EXIT_INPUT;
	}
	command_line(command, sizeof(command), g, &a, depth_given);
	wo.depth = a.depth;
	wo.boards = boards >= 0 ? boards : n <= GAME_BOARDS_UP_TO;
	wo.indent = n <= GAME_BOARDS_UP_TO;
	wo.command = command;
	if (output != NULL && strcmp(output, "-") != 0)
		return write_file(output, g, pos, &wo);
	if (game_write(stdout, g, pos, &wo, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: cannot write standard output: %s\n",
		    err);
		clearerr(stdout);	/* told once */
		return EXIT_OUTPUT;
	}
	return EXIT_OK;
}
