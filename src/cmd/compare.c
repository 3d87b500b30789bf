/*
 * cmd/compare.c: abviz compare: one table of every formulation under
 * every move order on one tree.
 */
#include <string.h>

#include "cli.h"
#include "cmd.h"
#include "compare.h"
#include "msg.h"
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
			msg_error(M_ERR_COMPARE_PRINTS_TABLE_JSON, NULL, 0);
			return EXIT_USAGE;
		}
	}
	if (searchopt_done(&so) != 0)
		return EXIT_USAGE;
	if (so.cfg.mistake != MISTAKE_NONE) {
		msg_error(M_ERR_COMPARE_SETS_FORMULATIONS_OUT, NULL, 0);
		return EXIT_USAGE;
	}
	if (argc - optind != 1) {
		msg_error(argc == optind ? M_ERR_NO_TREE_GIVEN :
		    M_ERR_COMPARE_ONE_TREE, NULL, 0);
		return EXIT_USAGE;
	}
	if ((t = cli_load(&so, argv[optind], &cfg)) == NULL)
		return EXIT_INPUT;
	if (compare_emit(stdout, t, &cfg, json) != 0) {
		MSG_ERROR(M_ERR_FILE_OUT_OF_MEMORY, argv[optind]);
		rc = EXIT_INPUT;
	}
	tree_free(t);
	return rc;
}
