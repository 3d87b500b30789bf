/*
 * main.c: the command line: pick the command from the table (cmd.h) and
 * hand it the arguments.  "abviz TREE.json" is "abviz run TREE.json"; a
 * --lang before the command is every command's.
 * Only main exits; abviz_main returns, so the CLI fuzz target can call it
 * again.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "arg.h"
#include "cli.h"
#include "cmd.h"
#include "msg.h"
#include "out.h"

int abviz_main(int argc, char **argv);

/*
 * A leading "--lang LL" (or "--lang=LL") picks the language before the
 * command, so that help and any command's errors are said in it ("abviz
 * --lang zh help run").  Returns how many arguments it took (0 to 2), or
 * -1 (said) when LL is no language abviz has.
 */
static int
lead_lang(int argc, char **argv)
{
	const char *code = NULL;
	int took = 0, l;

	if (argc > 2 && strcmp(argv[1], "--lang") == 0)
		code = argv[2], took = 2;
	else if (argc > 1 && strncmp(argv[1], "--lang=", 7) == 0)
		code = argv[1] + 7, took = 1;
	if (code == NULL)
		return 0;
	if ((l = arg_pick("--lang", code, lang_names, lang_count)) < 0)
		return -1;
	msg_set_lang((enum lang)l);
	return took;
}

int
abviz_main(int argc, char **argv)
{
	const struct cmd_entry *c;
	int rc, took;

	optind = 0;		/* GNU: start afresh, whatever ran before */
	msg_set_lang(msg_env_lang());	/* --lang may change it */
	if ((took = lead_lang(argc, argv)) < 0)
		return EXIT_USAGE;
	if (took > 0) {		/* the command sees the rest */
		argv[took] = argv[0];
		argv += took;
		argc -= took;
	}
	c = argc > 1 ? cmd_find(argv[1]) : NULL;
	rc = c != NULL ? c->exec(argc - 1, argv + 1) : cmd_run(argc, argv);
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
		MSG_ERROR(M_ERR_CANNOT_WRITE_STANDARD_OUTPUT,
		    msg_strerror(errno));
		rc = EXIT_OUTPUT;
	}
	return rc;
}
#endif
