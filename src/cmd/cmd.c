/*
 * cmd.c: the table of commands (see cmd.h), the usage lines and help made
 * from it and from the option table (opt.h), and abviz help.
 */
#include <string.h>

#include "cmd.h"
#include "opt.h"
#include "u8.h"

#define EXIT_STATUS \
	"Exit status: 0 ok, 2 usage, 3 bad input, 4 cannot write output.\n"

const struct cmd_entry cmd_table[] = {
	{ CMD_RUN, "run", "abviz [run] [options] TREE.json...\n",
	    "trace a search; write its diagram, log and result",
	    "Trace alpha-beta (or minimax) over game trees written in JSON and "
	    "write, for each TREE.json, NAME.dot (diagram), NAME.log (numbered "
	    "steps) and NAME.json (result).  A TREE of - reads standard input.",
	    NULL, "Pictures: -f svg (or png, pdf) draws the diagram through "
	    "Graphviz.\n" EXIT_STATUS, NULL, cmd_run },
	{ CMD_COMPARE, "compare", "abviz compare [options] [--json] TREE.json\n",
	    "every formulation under every move order, side by side",
	    "Search TREE with every formulation under every move order and "
	    "print one table (or JSON with --json): value, nodes searched, "
	    "leaves, cutoffs, share of the full tree, best move; then the full "
	    "and the minimal tree.  --cutoff, --root, --depth and --iterative "
	    "apply to every row.", NULL, EXIT_STATUS, NULL, cmd_compare },
	{ CMD_STEP, "step", "abviz step [options] TREE.json\n",
	    "step through a search in the terminal",
	    "Step through a search in the terminal, forward and back: the tree "
	    "with what is known at each step, the step's sentence from the log, "
	    "the call stack's windows and the pseudocode line it runs.  With "
	    "standard output not a terminal (or --plain), print every step as "
	    "plain text instead.  A TREE of - reads standard input.", NULL,
	    "Keys: Enter, space or n next; p or b back; c next cutoff, C the\n"
	    "previous one; g first, G last; a number then g (or Enter) goes to\n"
	    "that step; t switches between layers and an outline; q quits.\n"
	    "Colour only on a terminal, never with NO_COLOR set.\n"
	    "Exit status: 0 ok, 2 usage, 3 bad input, 4 cannot use the "
	    "terminal.\n", NULL, cmd_step },
	{ CMD_CHECK, "check", "abviz check [options] TREE.json ANSWER...\n"
	    "abviz check [options] --manifest FILE\n",
	    "grade answers: every mistake with its reason and misconception",
	    "Grade answers to a tree against its search: every item right or "
	    "wrong, each mistake with its reason from the trace (step, window, "
	    "inequality), and the misconception whose search gives the answer.  "
	    "An ANSWER is text, one fact a line (value: 3, best: D, pruned: C2 "
	    "G, E: >=15, C: alpha 3 beta 2, leaves: A1 A2 C1 ...), or JSON with "
	    "the keys of abviz run --json.  See the README, \"Checking "
	    "answers\".", NULL,
	    "Exit status: 0 every answer fully right, 1 some answer not, 2 "
	    "usage,\n3 a bad tree or answer file (the others are still graded), "
	    "4 cannot\nwrite the gradebook.\n", NULL, cmd_check },
	{ CMD_GEN, "gen", "abviz gen [options] -o DIR\n",
	    "exam trees with guaranteed pruning, worksheets and keys",
	    "Draw exam trees whose search prunes as asked, each checked by "
	    "running the search, and write for each one into DIR: gen-SEED.json "
	    "(the tree), gen-SEED.key.txt (the full answer key, in abviz check's "
	    "form), gen-SEED.worksheet.FMT (leaf values, an empty box at every "
	    "node) and gen-SEED.solution.FMT (the annotated diagram).  With "
	    "--count 2 or more, also worksheets.html (every worksheet, one a "
	    "printed page) and keys.txt.  The search options choose the search "
	    "the key answers.", NULL,
	    "Exit status: 0 ok, 2 usage (or a request that cannot be met), 3 "
	    "no\ntree within --tries meets the guarantees, 4 cannot write "
	    "output.\n", NULL, cmd_gen },
	{ CMD_GAME, "game", "abviz game GAME [options]\nabviz game list\n",
	    "write a real game's tree (tic-tac-toe, gomoku, Nim) as a tree file",
	    "Write the game tree of a real game from a position, as a tree file "
	    "for run, compare, step and check.  Every child is labelled with its "
	    "move (\"X c3\"); on trees of up to 2000 nodes the label shows the "
	    "board too.  MAX is the player to move at the root: a won game is +1 "
	    "(gomoku +1000000), a lost one -1, a draw 0, and a position at the "
	    "depth limit gets the game's evaluation, strictly in between.",
	    cmd_game_topics,
	    "Boards: columns a, b, c... left to right, rows 1, 2, 3... top to\n"
	    "bottom; --position gives the cells row by row from a1, X, O or .\n"
	    "(an empty cell), '/' between rows optional: X.O/.X./... is X on a1\n"
	    "and b2, O on c1.  X moves first; the side to move follows from the\n"
	    "counts.\n\n"
	    "Examples:\n"
	    "  abviz game ttt -o ttt.json                  (549,946 nodes)\n"
	    "  abviz game ttt --position XX./OO./... | abviz -f svg -\n"
	    "  abviz game gomoku --size 7 --position ... --depth 2 -o g.json\n"
	    "  abviz game nim --heaps 1,2,2 -o nim.json\n\n"
	    "Exit status: 0 ok, 2 usage, 3 bad position or too large a tree,\n"
	    "4 cannot write output.\n", cmd_game_names, cmd_game },
	{ CMD_IMPORT, "import", "abviz import FORMAT [options] FILE\n",
	    "a tree in another format (CS188's .test) as a tree file",
	    "Turn a game tree written in another format into an abviz tree file "
	    "(printed, or written whole with -o).  A FILE of - reads standard "
	    "input.  FORMAT is one of:", cmd_import_topics, EXIT_STATUS,
	    cmd_import_formats, cmd_import },
	{ CMD_HELP, "help", "abviz help [COMMAND]\n", "help on a command",
	    "List the commands, or show a command's options as abviz COMMAND "
	    "--help does.", NULL, NULL, NULL, cmd_help },
};
const int ncmds = (int)(sizeof(cmd_table) / sizeof(cmd_table[0]));

const struct cmd_entry *
cmd_find(const char *name)
{
	int i;

	for (i = 0; i < ncmds; i++)
		if (strcmp(cmd_table[i].name, name) == 0)
			return &cmd_table[i];
	return NULL;
}

const struct cmd_entry *
cmd_get(enum cmd_id id)
{
	int i;

	for (i = 0; i < ncmds; i++)
		if (cmd_table[i].id == id)
			return &cmd_table[i];
	return NULL;
}

/* Each of c's usage lines, the first after lead, the others under it. */
static void
put_usage(FILE *f, const struct cmd_entry *c, const char *lead)
{
	const char *p = c->usage, *nl;

	for (; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		fprintf(f, "%s%.*s\n", lead, (int)(nl - p), p);
		lead = "       ";
	}
}

void
cmd_usage(FILE *f, const struct cmd_entry *c)
{
	put_usage(f, c, "usage: ");
}

void
cmd_usage_all(FILE *f)
{
	int i;

	for (i = 0; i < ncmds; i++)
		put_usage(f, &cmd_table[i], i == 0 ? "usage: " : "       ");
	fputs("Try 'abviz help COMMAND' or 'abviz COMMAND --help'.\n", f);
}

void
cmd_try(FILE *f, const struct cmd_entry *c)
{
	fprintf(f, "Try 'abviz %s%s--help'.\n", c->id == CMD_RUN ? "" : c->name,
	    c->id == CMD_RUN ? "" : " ");
}

void
cmd_wrap(FILE *f, const char *text, int col, int indent, int width)
{
	const char *p = text;

	while (*p != '\0') {
		size_t n = strcspn(p, " ");
		int w = u8_width(p, n);

		if (col > indent && col + 1 + w > width) {
			fprintf(f, "\n%*s", indent, "");
			col = indent;
		} else if (p != text) {
			fputc(' ', f);
			col++;
		}
		fwrite(p, 1, n, f);
		col += w;
		p += n;
		/* two spaces after a sentence stay two, within a line */
		if (p[0] == ' ' && p[1] == ' ' && p[2] != '\0' &&
		    col + 2 + (int)strcspn(p + 2, " ") <= width) {
			fputc(' ', f);
			col++;
		}
		p += strspn(p, " ");
	}
	fputc('\n', f);
}

/* Option o's tag in --help: "  -o, --output DIR" or "      --blank";
   returns its width. */
static int
put_tag(FILE *f, const struct opt *o)
{
	char tag[64];

	if (o->letter != 0)
		snprintf(tag, sizeof(tag), "  -%c, --%s%s%s", o->letter, o->name,
		    o->arg != NULL ? " " : "", o->arg != NULL ? o->arg : "");
	else
		snprintf(tag, sizeof(tag), "      --%s%s%s", o->name,
		    o->arg != NULL ? " " : "", o->arg != NULL ? o->arg : "");
	fputs(tag, f);
	return u8_strwidth(tag);
}

#define HELP_COL 21		/* where an option's help starts */
#define HELP_WIDTH 78

/* c's options in --help, group after group (under its title, if it has
   one), each its tag and its help wrapped beside it. */
static void
put_options(FILE *f, const struct cmd_entry *c)
{
	int g, i, w, shown = 0;

	for (g = 0; g < OG_N; g++) {
		int first = 1;

		for (i = 0; i < nopts; i++) {
			const struct opt *o = &opts[i];

			if (o->group != (enum opt_group)g ||
			    !(o->cmds & CMD_BIT(c->id)))
				continue;
			if (first && shown > 0)
				fputc('\n', f);
			if (first && opt_group_title[g] != NULL)
				fprintf(f, "%s\n", opt_group_title[g]);
			first = 0;
			shown++;
			w = put_tag(f, o);
			if (w + 2 > HELP_COL) {
				fputs("  ", f);
				w += 2;
			}
			for (; w < HELP_COL; w++)
				fputc(' ', f);
			cmd_wrap(f, o->help, w, HELP_COL, HELP_WIDTH);
		}
	}
}

void
cmd_put_help(FILE *f, const struct cmd_entry *c)
{
	cmd_usage(f, c);
	cmd_wrap(f, c->about, 0, 0, 72);
	if (c->topics != NULL)
		c->topics(f);
	if (c->id == CMD_HELP)
		return;
	fputc('\n', f);
	put_options(f, c);
	if (c->notes != NULL)
		fprintf(f, "\n%s", c->notes);
}

/* abviz help [COMMAND]: the commands, or one command's --help. */
int
cmd_help(int argc, char **argv)
{
	const struct cmd_entry *c;
	int i;

	if (argc < 2) {
		cmd_usage_all(stdout);
		putchar('\n');
		for (i = 0; i < ncmds; i++)
			printf("  %-8s %s\n", cmd_table[i].name,
			    cmd_table[i].summary);
		return EXIT_OK;
	}
	if ((c = cmd_find(argv[1])) == NULL || c->id == CMD_HELP) {
		fprintf(stderr, "abviz: no command \"%s\"\n", argv[1]);
		cmd_usage_all(stderr);
		return EXIT_USAGE;
	}
	cmd_put_help(stdout, c);
	return EXIT_OK;
}
