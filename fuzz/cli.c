/*
 * fuzz/cli.c: libFuzzer target for the command line.  The input's first
 * line is split on spaces into options; the rest is the tree, fed on
 * standard input (the tree argument is "-").  Options that would write
 * files are dropped, and one of --json / --log / --dot is added, so every
 * run prints to standard output (which make fuzz closes).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int abviz_main(int argc, char **argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAXARGS 24

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const emit[] = { "--json", "--log", "--dot" };
	const uint8_t *nl = memchr(data, '\n', size);
	size_t optlen = nl ? (size_t)(nl - data) : size;
	char *opts, *tok, *save = NULL, *argv[MAXARGS + 4];
	FILE *in;
	int argc = 0;

	if ((opts = malloc(optlen + 1)) == NULL)
		return 0;
	memcpy(opts, data, optlen);
	opts[optlen] = '\0';
	argv[argc++] = (char *)"abviz";
	for (tok = strtok_r(opts, " ", &save); tok != NULL && argc < MAXARGS;
	    tok = strtok_r(NULL, " ", &save)) {
		if (strncmp(tok, "-o", 2) == 0 || strncmp(tok, "--o", 3) == 0)
			continue;	/* no files */
		argv[argc++] = tok;
	}
	argv[argc++] = (char *)emit[size % 3];
	argv[argc++] = (char *)"-";
	argv[argc] = NULL;
	/* the tree: an anonymous temporary file, made standard input */
	if ((in = tmpfile()) != NULL) {
		if (nl != NULL)
			fwrite(nl + 1, 1, size - optlen - 1, in);
		fflush(in);
		if (dup2(fileno(in), 0) == 0) {
			clearerr(stdin);
			fseek(stdin, 0, SEEK_SET);
			abviz_main(argc, argv);
			fflush(stdout);
		}
		fclose(in);
	}
	free(opts);
	return 0;
}
