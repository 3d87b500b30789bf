/*
 * cmd/compare.c: abviz compare: one table of every formulation under
 * every move order on one tree.
 */
#include <string.h>

#include "cli.h"
#include "cmd.h"
#include "compare.h"

static void
usage(FILE *f)
{
	fputs("usage: abviz compare [options] [--json] TREE.json\n"
	    "Search TREE with every formulation under every move order and print\n"
	    "one table (or JSON with --json): value, nodes searched, leaves,\n"
	    "cutoffs, share of the full tree, best move; then the full and the\n"
	    "minimal tree.  --cutoff, --root, --depth and --iterative apply to\n"
	    "every row.\n\n", f);
	cli_search_usage(f, 0);
	cli_input_usage(f);
	fputs("      --json         print JSON instead of the table\n"
	    "  -h, --help         show this help\n", f);
}

int
cmd_compare(int argc, char **argv)
{
	enum { OPT_JSON = CLI_OWN, OPT_LOG, OPT_DOT };
	static const struct option longopts[] = {
		CLI_SEARCH_LONGOPTS,
		CLI_INPUT_LONGOPTS,
		{ "json", no_argument, NULL, OPT_JSON },
		{ "log", no_argument, NULL, OPT_LOG },
		{ "dot", no_argument, NULL, OPT_DOT },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct search_opts so;
	struct search_cfg cfg;
	struct tree *t;
	int ch, json = 0, rc = EXIT_OK;

	cli_search_init(&so);
	while ((ch = cli_getopt(argc, argv, "a:h", longopts, &so, &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_JSON:
			json = 1;
			break;
		case OPT_LOG:
		case OPT_DOT:
			fputs("abviz: compare prints a table, or JSON with --json\n",
			    stderr);
			return EXIT_USAGE;
		case 'h':
			usage(stdout);
			return EXIT_OK;
		default:
			fputs("Try 'abviz help compare'.\n", stderr);
			return EXIT_USAGE;
		}
	}
	if (cli_search_done(&so) != 0)
		return EXIT_USAGE;
	if (so.cfg.mistake != MISTAKE_NONE) {
		fputs("abviz: compare sets the formulations out side by side; "
		    "--mistake is for run, step and check\n", stderr);
		return EXIT_USAGE;
	}
	if (argc - optind != 1) {
		fputs(argc == optind ? "abviz: no tree given\n" :
		    "abviz: compare takes one tree: give exactly one\n", stderr);
		return EXIT_USAGE;
	}
	if ((t = cli_load(&so, argv[optind], &cfg)) == NULL)
		return EXIT_INPUT;
	if (compare_emit(stdout, t, &cfg, json) != 0) {
		fprintf(stderr, "abviz: %s: out of memory\n", argv[optind]);
		rc = EXIT_INPUT;
	}
	tree_free(t);
	return rc;
}
