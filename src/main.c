/*
 * main.c: the command line.  Parse options, then for each tree: load,
 * search, summarize, emit; map failures to exit codes.  Only main exits.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ab.h"
#include "dot.h"
#include "json.h"
#include "load.h"
#include "log.h"
#include "out.h"
#include "trace.h"
#include "tree.h"

#define ABVIZ_VERSION "0.1.0"

enum exit_code { EXIT_OK = 0, EXIT_USAGE = 2, EXIT_INPUT = 3, EXIT_OUTPUT = 4 };

enum emit { EMIT_DOT, EMIT_LOG, EMIT_JSON, EMIT_N };

static const char *const ext[EMIT_N] = { ".dot", ".log", ".json" };

/* The emitters, all with one signature: 0, or -1 when out of memory. */
static int (*const emitter[EMIT_N])(FILE *, const struct tree *,
    const struct trace *, const struct summary *) = {
	dot_emit, log_emit, json_emit
};

struct options {
	const char *outdir;	/* where files go */
	enum algo algo;
	int to_stdout;		/* -1: write files; else the emit to print */
};

static void
usage(FILE *f)
{
	fputs("usage: abviz [run] [options] TREE.json...\n"
	    "Trace alpha-beta (or minimax) over game trees written in JSON and\n"
	    "write, for each TREE.json, NAME.dot (diagram), NAME.log (numbered\n"
	    "steps) and NAME.json (result).  A TREE of - reads standard input.\n"
	    "\n"
	    "  -o, --output DIR   write the files into DIR (default: out)\n"
	    "  -a, --algo ALGO    alphabeta (default) or minimax\n"
	    "      --json         print the JSON result on standard output instead\n"
	    "      --log          print the log on standard output instead\n"
	    "      --dot          print the DOT diagram on standard output instead\n"
	    "  -h, --help         show this help\n"
	    "  -V, --version      show the version\n"
	    "\n"
	    "Render a diagram with: dot -Tsvg out/NAME.dot -o out/NAME.svg\n"
	    "Exit status: 0 ok, 2 usage, 3 bad input, 4 cannot write output.\n",
	    f);
}

/*
 * Write the three files of one tree, all or none: each goes to a temporary
 * first, and only when all three are complete are they renamed into place.
 */
static int
write_files(const struct options *o, const char *path, const struct tree *t,
    const struct trace *tr, const struct summary *s)
{
	struct out out[EMIT_N];
	char err[1200], name[1024];
	char *base = load_stem(path);
	int k, rc = EXIT_OUTPUT;

	memset(out, 0, sizeof(out));
	if (base == NULL) {
		snprintf(err, sizeof(err), "out of memory");
		goto out;
	}
	for (k = 0; k < EMIT_N; k++) {
		snprintf(name, sizeof(name), "%s%s", base, ext[k]);
		if (out_open(&out[k], o->outdir, name, err, sizeof(err)) != 0)
			goto out;
		if (emitter[k](out[k].f, t, tr, s) != 0) {
			snprintf(err, sizeof(err), "%s: out of memory", name);
			goto out;
		}
		if (out_finish(&out[k], err, sizeof(err)) != 0)
			goto out;
	}
	for (k = 0; k < EMIT_N; k++)
		if (out_commit(&out[k], err, sizeof(err)) != 0)
			goto out;
	rc = EXIT_OK;
out:
	if (rc != EXIT_OK)
		fprintf(stderr, "abviz: %s\n", err);
	for (k = 0; k < EMIT_N; k++)
		out_abort(&out[k]);
	free(base);
	return rc;
}

/* Load, search and emit one tree; returns an exit code. */
static int
run_one(const struct options *o, const char *path)
{
	struct trace tr;
	struct tree *t;
	struct summary *s = NULL;
	char err[1024];
	int rc = EXIT_OK;

	memset(&tr, 0, sizeof(tr));
	if ((t = load_tree(path, err, sizeof(err))) == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		return EXIT_INPUT;
	}
	ab_search(t, o->algo, &tr);
	if (tr.oom || (s = trace_summarize(t, &tr)) == NULL) {
		fprintf(stderr, "abviz: %s: out of memory\n", path);
		rc = EXIT_INPUT;
		goto out;
	}
	if (o->to_stdout >= 0) {
		if (emitter[o->to_stdout](stdout, t, &tr, s) != 0) {
			fprintf(stderr, "abviz: %s: out of memory\n", path);
			rc = EXIT_OUTPUT;
		}
	} else {
		rc = write_files(o, path, t, &tr, s);
	}
out:
	trace_summary_free(s);
	trace_release(&tr);
	tree_free(t);
	return rc;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "algo", required_argument, NULL, 'a' },
		{ "json", no_argument, NULL, 'J' },
		{ "log", no_argument, NULL, 'L' },
		{ "dot", no_argument, NULL, 'D' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct options o = { "out", ALGO_ALPHABETA, -1 };
	int ch, i, rc = EXIT_OK;

	if (argc > 1 && strcmp(argv[1], "run") == 0) {
		argv[1] = argv[0];
		argv++;
		argc--;
	}
	while ((ch = getopt_long(argc, argv, "o:a:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'o':
			o.outdir = optarg;
			break;
		case 'a':
			if (strcmp(optarg, "alphabeta") == 0)
				o.algo = ALGO_ALPHABETA;
			else if (strcmp(optarg, "minimax") == 0)
				o.algo = ALGO_MINIMAX;
			else {
				fprintf(stderr, "abviz: unknown algorithm \"%s\" "
				    "(expected alphabeta or minimax)\n", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'J':
		case 'L':
		case 'D':
			if (o.to_stdout >= 0) {
				fputs("abviz: --json, --log and --dot go one at "
				    "a time\n", stderr);
				return EXIT_USAGE;
			}
			o.to_stdout = ch == 'J' ? EMIT_JSON : ch == 'L' ? EMIT_LOG :
			    EMIT_DOT;
			break;
		case 'h':
			usage(stdout);
			return EXIT_OK;
		case 'V':
			puts("abviz " ABVIZ_VERSION);
			return EXIT_OK;
		default:
			fputs("Try 'abviz --help'.\n", stderr);
			return EXIT_USAGE;
		}
	}
	if (optind == argc) {
		fputs("abviz: no tree given\n", stderr);
		usage(stderr);
		return EXIT_USAGE;
	}
	if (o.to_stdout >= 0 && argc - optind > 1) {
		fputs("abviz: --json, --log and --dot print one tree: give "
		    "exactly one\n", stderr);
		return EXIT_USAGE;
	}
	if (o.to_stdout < 0 && mkdir(o.outdir, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, "abviz: cannot create %s: %s\n", o.outdir,
		    strerror(errno));
		return EXIT_OUTPUT;
	}
	/* Every tree is tried; the exit code is the worst seen. */
	for (i = optind; i < argc; i++) {
		int r = run_one(&o, argv[i]);

		if (r > rc)
			rc = r;
	}
	if (o.to_stdout >= 0 && (fflush(stdout) != 0 || ferror(stdout))) {
		fprintf(stderr, "abviz: cannot write standard output: %s\n",
		    strerror(errno));
		rc = EXIT_OUTPUT;
	}
	return rc;
}
