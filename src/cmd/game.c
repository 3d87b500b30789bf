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
#include "msg.h"
#include "opt.h"
#include "out.h"

#define GAME_MAX_NODES 1000000	/* default --max-nodes */
#define GAME_BOARDS_UP_TO 2000	/* boards in the labels up to this size
				   (the diagram's default limit) */

/* What --help lists of the games: each, and what it is. */
void
cmd_game_topics(FILE *f)
{
	int i;

	msg_put(f, M_GAME_TOPICS, NULL, 0);
	for (i = 0; i < game_count; i++)
		fprintf(f, "  %-8s %s\n", game_table[i]->name,
		    msg(game_table[i]->help));
}

/* The games, and "list": what the shell completes after "abviz game". */
void
cmd_game_names(char *buf, size_t len)
{
	size_t used = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < game_count && used < len; i++)
		used += (size_t)snprintf(buf + used, len - used, "%s ",
		    game_table[i]->name);
	if (used < len)
		snprintf(buf + used, len - used, "list");
}

/* "game list": each game, what it is and the options it takes. */
static void
list_games(void)
{
	static const char *const optname[] = { "--position", "--depth",
	    "--size", "--heaps", "--moves" };
	char takes[80];
	int i, j;

	for (i = 0; i < game_count; i++) {
		takes[0] = '\0';
		for (j = 0; j < 5; j++)
			if (game_table[i]->opts & (1 << j))
				snprintf(takes + strlen(takes), sizeof(takes) -
				    strlen(takes), "%s%s", takes[0] ? " " : "",
				    optname[j]);
		printf("%-8s ", game_table[i]->name);
		MSG_PUT(stdout, M_GAME_TAKES, msg(game_table[i]->help), takes);
		putchar('\n');
	}
}

/* Refuse an option game g does not take. */
static int
takes(const struct game *g, int opt, const char *name)
{
	if (g->opts & opt)
		return 1;
	MSG_ERROR(M_ERR_TAKES_NO_SEE_ABVIZ, g->name, name);
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
		MSG_ERROR(M_ERR_O_NAME_FILE_NOT, path);
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

/* The options as given. */
struct game_opts {
	struct game_args a;
	const char *output;	/* -o FILE, or NULL: standard output */
	int boards;		/* --boards 1, --no-boards 0, else -1 */
	long max_nodes;
	int given;		/* the GAME_OPT_* options given */
};

/* A whole number in [lo, hi] for opt: 0, or -1 (printed). */
static int
game_number(const char *opt, const char *arg, long lo, long hi, int *v)
{
	char what[64];
	long n;

	MSG_FORMAT(what, sizeof(what), M_ARG_RANGE, MSG_INT(lo), MSG_INT(hi));
	if (arg_count(opt, arg, what, &n) != 0)
		return -1;
	if (n < lo || n > hi) {
		MSG_ERROR(M_ERR_BAD_ARG, opt, arg, what);
		return -1;
	}
	*v = (int)n;
	return 0;
}

/* Take game's option ch (its argument in optarg) into o: 0, or -1
   (printed). */
static int
game_option(struct game_opts *o, int ch)
{
	static const char *const moves_names[] = { "near", "all" };
	int r;

	switch (ch) {
	case OPT_OUTPUT:
		o->output = optarg;
		return 0;
	case OPT_POSITION:
		o->a.position = optarg;
		o->given |= GAME_OPT_POSITION;
		return 0;
	case OPT_PLIES:
		o->given |= GAME_OPT_DEPTH;
		return game_number("--depth", optarg, 1, 400, &o->a.depth);
	case OPT_SIZE:
		o->given |= GAME_OPT_SIZE;
		return game_number("--size", optarg, 5, 9, &o->a.size);
	case OPT_HEAPS:
		o->a.heaps = optarg;
		o->given |= GAME_OPT_HEAPS;
		return 0;
	case OPT_MOVES:
		if ((r = arg_pick("--moves", optarg, moves_names, 2)) < 0)
			return -1;
		o->a.all_moves = r;
		o->given |= GAME_OPT_MOVES;
		return 0;
	case OPT_BOARDS:
	case OPT_NO_BOARDS:
		o->boards = ch == OPT_BOARDS;
		return 0;
	case OPT_MAX_NODES:
		return arg_count("--max-nodes", optarg, msg(M_ARG_NODES),
		    &o->max_nodes);
	default:
		return -1;
	}
}

/* The game named by the one operand, having taken every option given; or
   NULL with *rc set: EXIT_OK after "game list", else EXIT_USAGE
   (printed). */
static const struct game *
game_named(int argc, char **argv, const struct game_opts *o, int *rc)
{
	static const char *const optname[] = { "--position", "--depth",
	    "--size", "--heaps", "--moves" };
	const struct game *g;
	int j;

	*rc = EXIT_USAGE;
	if (optind == argc) {
		msg_error(M_ERR_GAME_NAME_GAME_ABVIZ, NULL, 0);
		return NULL;
	}
	if (optind + 1 < argc) {
		MSG_ERROR(M_ERR_GAME_ONE_GAME_AT, argv[optind + 1]);
		return NULL;
	}
	if (strcmp(argv[optind], "list") == 0) {
		list_games();
		*rc = EXIT_OK;
		return NULL;
	}
	if ((g = game_find(argv[optind])) == NULL) {
		MSG_ERROR(M_ERR_NO_GAME_ABVIZ_GAME, argv[optind]);
		return NULL;
	}
	for (j = 0; j < 5; j++)
		if ((o->given & (1 << j)) && !takes(g, 1 << j, optname[j]))
			return NULL;
	return g;
}

int
cmd_game(int argc, char **argv)
{
	struct game_opts o;
	struct game_write_opts wo;
	const struct game *g;
	unsigned char pos[GAME_POS_MAX];
	char err[GAME_ERR_MAX], command[GAME_ABOUT_MAX];
	int ch, rc = EXIT_OK;
	long n;

	memset(&o, 0, sizeof(o));
	o.a.depth = -1;
	o.boards = -1;
	o.max_nodes = GAME_MAX_NODES;
	while ((ch = cli_getopt(argc, argv, cmd_get(CMD_GAME), NULL, &rc)) !=
	    -1) {
		if (ch == CLI_STOP)
			return rc;
		if (game_option(&o, ch) != 0)
			return EXIT_USAGE;
	}
	if ((g = game_named(argc, argv, &o, &rc)) == NULL)
		return rc;
	if (!(o.given & GAME_OPT_DEPTH))
		o.a.depth = g->default_depth;
	memset(pos, 0, sizeof(pos));
	if (g->init(pos, &o.a, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		return EXIT_INPUT;
	}
	n = game_count_nodes(g, pos, o.a.depth, o.max_nodes, NULL);
	if (n > o.max_nodes) {
		MSG_ERROR(M_ERR_TREE_HAS_MORE_THAN, MSG_INT(o.max_nodes));
		return EXIT_INPUT;
	}
	command_line(command, sizeof(command), g, &o.a,
	    (o.given & GAME_OPT_DEPTH) != 0);
	wo.depth = o.a.depth;
	wo.boards = o.boards >= 0 ? o.boards : n <= GAME_BOARDS_UP_TO;
	wo.indent = n <= GAME_BOARDS_UP_TO;
	wo.command = command;
	if (o.output != NULL && strcmp(o.output, "-") != 0)
		return write_file(o.output, g, pos, &wo);
	if (game_write(stdout, g, pos, &wo, err, sizeof(err)) != 0) {
		MSG_ERROR(M_ERR_CANNOT_WRITE_STANDARD_OUTPUT, err);
		clearerr(stdout);	/* told once */
		return EXIT_OUTPUT;
	}
	return EXIT_OK;
}
