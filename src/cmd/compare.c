/*
 * cmd/compare.c: abviz compare: one table of every formulation under
 * every move order on one tree.
 */
#include <string.h>

#include "cli.h"
#include "cmd.h"
#include "compare.h"
#include "opt.h"

int
cmd_compare(int argc, char **argv)
{
	const struct cmd_entry *c = cmd_get(CMD_COMPARE);
	struct search_opts so;
	struct search_cfg cfg;
	struct tree *t;
	int ch, json = 0, rc = EXIT_OK;

	searchopt_init(&so);
	while ((ch = cli_getopt(argc, argv, c, &so, &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_JSON:
			json = 1;
			break;
		default:	/* --log, --dot */
			fputs("abviz: compare prints a table, or JSON with --json\n",
			    stderr);
			return EXIT_USAGE;
		}
	}
	if (searchopt_done(&so) != 0)
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
