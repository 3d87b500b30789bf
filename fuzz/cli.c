/*
 * fuzz/cli.c: libFuzzer target for the command line.  The input's first
 * line is split on spaces into the arguments (a command first, or options
 * for run); the rest is standard input, where the tree (or import's .test
 * file) is read from as "-".  Every option is kept but those that would
 * write files, so each run prints to standard output (which make fuzz
 * closes):
 *
 *   -o/--output and its argument go (any abbreviation getopt would take:
 *   --ou to --output, and --o, which game and import take for --output,
 *   though run takes it for neither --order nor --output; -oDIR,
 *   --output=DIR); "--" goes too;
 *   -f/--format becomes --print, so an emitter still runs;
 *   run gets one of --json, --log, --dot, --print steps and --stats unless
 *   it prints already; step gets --plain (never the terminal); game gets
 *   --max-nodes 5000 (the last one given counts);
 *   gen and check, which write folders or need several files, are not run.
 *
 * make fuzz seeds the corpus with every command the README shows, each
 * with the tree it names (fuzz/cli-corpus.sh).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int abviz_main(int argc, char **argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAXARGS 32

/* Whether tok is long option name, or an abbreviation of it at least
   min bytes long ("--ou" for "--output"), optionally with "=VALUE". */
static int
abbrev(const char *tok, const char *name, size_t min)
{
	size_t n = strcspn(tok, "=");

	return n >= min && n <= strlen(name) && strncmp(tok, name, n) == 0;
}

/* What the command prints with, when it names one of its own. */
static int
prints(const char *tok)
{
	return abbrev(tok, "--json", 3) || abbrev(tok, "--log", 4) ||
	    abbrev(tok, "--dot", 4) || abbrev(tok, "--print", 5) ||
	    abbrev(tok, "--stats", 5);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const emit[] = { "--json", "--log", "--dot",
	    "--print=steps", "--stats" };
	const uint8_t *nl = memchr(data, '\n', size);
	size_t optlen = nl ? (size_t)(nl - data) : size;
	char *opts, *tok, *save = NULL, *argv[MAXARGS + 8];
	const char *cmd = "run";
	FILE *in;
	int argc = 0, skip = 0, printing = 0;

	if ((opts = malloc(optlen + 1)) == NULL)
		return 0;
	memcpy(opts, data, optlen);
	opts[optlen] = '\0';
	argv[argc++] = (char *)"abviz";
	for (tok = strtok_r(opts, " ", &save); tok != NULL && argc < MAXARGS;
	    tok = strtok_r(NULL, " ", &save)) {
		if (skip) {	/* the argument of an option left out */
			skip = 0;
			continue;
		}
		if (argc == 1 && tok[0] != '-') {
			if (strcmp(tok, "gen") == 0 || strcmp(tok, "check") == 0)
				goto out;	/* folders, several files */
			if (strcmp(tok, "compare") == 0 || strcmp(tok, "step") ==
			    0 || strcmp(tok, "game") == 0 || strcmp(tok,
			    "import") == 0 || strcmp(tok, "help") == 0 ||
			    strcmp(tok, "run") == 0)
				cmd = tok;
		}
		if (strcmp(tok, "--") == 0)
			continue;
		/* -o DIR, -oDIR, --output DIR, --output=DIR, --o DIR... */
		if (strncmp(tok, "-o", 2) == 0 || abbrev(tok, "--output", 3)) {
			skip = strcmp(tok, "-o") == 0 || (tok[1] == '-' &&
			    strchr(tok, '=') == NULL);
			continue;
		}
		/* -f LIST and --format LIST write files: print one instead */
		if (tok[0] == '-' && tok[1] == 'f') {
			argv[argc++] = (char *)"--print";
			if (tok[2] != '\0' && argc < MAXARGS)
				argv[argc++] = tok + 2;
			printing = 1;
			continue;
		}
		if (abbrev(tok, "--format", 4)) {
			char *eq = strchr(tok, '=');

			argv[argc++] = (char *)"--print";
			if (eq != NULL && argc < MAXARGS)
				argv[argc++] = eq + 1;
			printing = 1;
			continue;
		}
		printing |= prints(tok);
		argv[argc++] = tok;
	}
	if (strcmp(cmd, "run") == 0 && !printing)
		argv[argc++] = (char *)emit[size % 5];
	else if (strcmp(cmd, "step") == 0)
		argv[argc++] = (char *)"--plain";
	else if (strcmp(cmd, "game") == 0) {
		argv[argc++] = (char *)"--max-nodes";
		argv[argc++] = (char *)"5000";
	}
	if (strcmp(cmd, "game") != 0 && strcmp(cmd, "help") != 0)
		argv[argc++] = (char *)"-";
	argv[argc] = NULL;
	/* standard input: an anonymous temporary file */
	if ((in = tmpfile()) != NULL) {
		if (nl != NULL)
			fwrite(nl + 1, 1, size - optlen - 1, in);
		fflush(in);
		if (dup2(fileno(in), 0) == 0) {
			clearerr(stdin);
			fseek(stdin, 0, SEEK_SET);
			abviz_main(argc, argv);
			fflush(stdout);
			clearerr(stdout);
		}
		fclose(in);
	}
out:
	free(opts);
	return 0;
}
