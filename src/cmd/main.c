/*
 * main.c: the command line: pick the command from the table and hand it
 * the arguments.  "abviz TREE.json" is "abviz run TREE.json".  Only main
 * exits; abviz_main returns, so the CLI fuzz target can call it again.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cmd.h"
#include "msg.h"
#include "out.h"

int abviz_main(int argc, char **argv);

static int cmd_help(int argc, char **argv);

static const struct cmd cmds[] = {
	{ "run", "abviz [run] [options] TREE.json...",
	    "trace a search; write its diagram, log and result", cmd_run },
	{ "compare", "abviz compare [options] [--json] TREE.json",
	    "every formulation under every move order, side by side",
	    cmd_compare },
	{ "step", "abviz step [options] TREE.json",
	    "step through a search in the terminal", cmd_step },
	{ "check", "abviz check [options] TREE.json ANSWER...",
	    "grade answers: every mistake with its reason and misconception",
	    cmd_check },
	{ "gen", "abviz gen [options] -o DIR",
	    "exam trees with guaranteed pruning, worksheets and keys", cmd_gen },
	{ "game", "abviz game GAME [options]",
	    "write a real game's tree (tic-tac-toe, gomoku, Nim) as a tree file",
	    cmd_game },
	{ "import", "abviz import FORMAT [-o FILE] [--depth N] FILE",
	    "a tree in another format (CS188's .test) as a tree file",
	    cmd_import },
	{ "help", "abviz help [COMMAND]", "help on a command", cmd_help },
};
static const int ncmds = (int)(sizeof(cmds) / sizeof(cmds[0]));

static const struct cmd *
find(const char *name)
{
	int i;

	for (i = 0; i < ncmds; i++)
		if (strcmp(cmds[i].name, name) == 0)
			return &cmds[i];
	return NULL;
}

void
cmd_usage_all(FILE *f)
{
	int i;

	for (i = 0; i < ncmds; i++)
		fprintf(f, "%s %s\n", i == 0 ? "usage:" : "      ", cmds[i].usage);
	fputs("Try 'abviz help COMMAND' or 'abviz COMMAND --help'.\n", f);
}

/* abviz help [COMMAND]: the commands, or one command's --help. */
static int
cmd_help(int argc, char **argv)
{
	char *args[3];
	const struct cmd *c;
	int i;

	if (argc < 2) {
		cmd_usage_all(stdout);
		putchar('\n');
		for (i = 0; i < ncmds; i++)
			printf("  %-8s %s\n", cmds[i].name, cmds[i].summary);
		return EXIT_OK;
	}
	if ((c = find(argv[1])) == NULL || c->run == cmd_help) {
		fprintf(stderr, "abviz: no command \"%s\"\n", argv[1]);
		cmd_usage_all(stderr);
		return EXIT_USAGE;
	}
	args[0] = argv[1];
	args[1] = (char *)"--help";
	args[2] = NULL;
	return c->run(2, args);
}

int
abviz_main(int argc, char **argv)
{
	const struct cmd *c = argc > 1 ? find(argv[1]) : NULL;

	int rc;

	optind = 0;		/* GNU: start afresh, whatever ran before */
	msg_set_lang(msg_env_lang());	/* --lang may change it */
	rc = c != NULL ? c->run(argc - 1, argv + 1) : cmd_run(argc, argv);
	/* whatever the command printed (a table, the help, the version)
	   must have reached standard output: a full disk is exit 4 */
	if (cli_flush_stdout() != 0)
		rc = EXIT_OUTPUT;
	return rc;
}

#ifndef ABVIZ_NO_MAIN
int
main(int argc, char **argv)
{
	int rc;

	out_catch_signals();	/* a signal removes the temporaries */
	/* a pipe or a file gets a buffer that holds a table or a help whole:
	   its write, failing, fails at the end, where it is told why */
	if (!isatty(STDOUT_FILENO))
		setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	errno = 0;
	rc = abviz_main(argc, argv);
	/* closing can fail too (a file system that writes on close); a
	   standard output closed from the start with nothing written to it
	   (">&-") is no failure */
	if (fclose(stdout) != 0 && errno != EBADF) {
		fprintf(stderr, "abviz: cannot write standard output: %s\n",
		    strerror(errno));
		rc = EXIT_OUTPUT;
	}
	return rc;
}
#endif
