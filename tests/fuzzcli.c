/*
 * fuzzcli.c: the command lines fuzz/cli.c makes of its inputs.  The target
 * is compiled in here with abviz_main replaced by one that only records
 * its arguments, so make test checks, without clang, what make fuzz runs:
 * every option kept but those that write files (--order was once dropped
 * with every "--o..."), -f turned into --print, an output given to run,
 * gen and check never run.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tap.h"

int abviz_main(int argc, char **argv);

static char got[1024];	/* the last command line, words joined by spaces */
static int runs;	/* how many times abviz_main was called */

int
abviz_main(int argc, char **argv)
{
	size_t n = 0;
	int i;

	runs++;
	got[0] = '\0';
	for (i = 1; i < argc && n + 1 < sizeof(got); i++)
		n += (size_t)snprintf(got + n, sizeof(got) - n, "%s%s",
		    i > 1 ? " " : "", argv[i]);
	return 0;
}

#include "../fuzz/cli.c"

/* The command line the target makes of input s ("" when it runs none). */
static const char *
line_of(const char *s)
{
	int before = runs;

	LLVMFuzzerTestOneInput((const uint8_t *)s, strlen(s));
	return runs > before ? got : "";
}

int
main(void)
{
	static const struct {
		const char *in, *want, *what;
	} cases[] = {
		{ "--algo pvs --order best --depth 2\n[1, 2]",
		    "--algo pvs --order best --depth 2 --json -",
		    "--order is kept (it was dropped with every --o...)" },
		{ "--order rtl --json\n[1]", "--order rtl --json -",
		    "a run that prints already is given no other output" },
		{ "-o out --output=x --ou y --o z -ofoo --lang zh\n[1]",
		    "--lang zh --json -",
		    "-o, --output=, --ou, --o and -oDIR go, with their arguments" },
		{ "-f html --theme mono\n[1]", "--print html --theme mono -",
		    "-f becomes --print" },
		{ "--format=svg,log\n[1]", "--print svg,log -",
		    "--format= becomes --print" },
		{ "compare --cutoff gt -- x\n[1]", "compare --cutoff gt x -",
		    "compare runs; -- goes" },
		{ "step --preset aima\n[1]", "step --preset aima --plain -",
		    "step is told --plain, never the terminal" },
		{ "game ttt -o t.json --depth 2", "game ttt --depth 2 "
		    "--max-nodes 5000", "game writes no file and no huge tree" },
		{ "import cs188 --o x.json\nnum_agents: \"2\"",
		    "import cs188 -", "import's --o (its --output) goes" },
		{ "gen -o exam --count 3\n", "", "gen is not run (a folder)" },
		{ "check --csv g.csv\n[1]", "", "check is not run (files)" },
		{ "-o gen --stats\n[1]", "--stats -",
		    "a command word after a dropped option is run's argument" },
	};
	size_t k;

	/* (the output given to run is picked by the input's size: --json
	   for these) */
	for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
		const char *l = line_of(cases[k].in);

		CHECK(strcmp(l, cases[k].want) == 0, "%s: \"%s\"%s%s%s",
		    cases[k].what, l, strcmp(l, cases[k].want) == 0 ? "" :
		    " (want \"", strcmp(l, cases[k].want) == 0 ? "" :
		    cases[k].want, strcmp(l, cases[k].want) == 0 ? "" : "\")");
	}
	return check_failed != 0;
}
