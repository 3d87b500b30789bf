/*
 * main.c: the command line.  Parse options, then for each tree: load,
 * search, summarize, emit; map failures to exit codes.  Only main exits.
 */
#include <errno.h>
#include <math.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ab.h"
#include "compare.h"
#include "dot.h"
#include "json.h"
#include "load.h"
#include "log.h"
#include "out.h"
#include "trace.h"
#include "tree.h"

#define ABVIZ_VERSION "0.1.0"

int abviz_main(int argc, char **argv);

enum exit_code { EXIT_OK = 0, EXIT_USAGE = 2, EXIT_INPUT = 3, EXIT_OUTPUT = 4 };

enum emit { EMIT_DOT, EMIT_LOG, EMIT_JSON, EMIT_N };

static const char *const ext[EMIT_N] = { ".dot", ".log", ".json" };

/* The emitters, all with one signature: 0, or -1 when out of memory. */
static int (*const emitter[EMIT_N])(FILE *, const struct tree *,
    const struct trace *, const struct summary *) = {
	dot_emit, log_emit, json_emit
};

/*
 * Graphviz lays out 1000 nodes in about 0.3 s and 4000 in about 4 s, and a
 * diagram that big is unreadable anyway: above this many nodes abviz does
 * not write the diagram unless --max-diagram says otherwise.
 */
#define DIAGRAM_MAX 2000

struct options {
	const char *outdir;	/* where files go */
	long max_diagram;	/* largest tree drawn; 0: no limit */
	struct search_cfg cfg;
	int root;		/* -1: the file's player; else enum player */
	int to_stdout;		/* -1: write files; else the emit to print */
};

static void
usage(FILE *f)
{
	fputs("usage: abviz [run] [options] TREE.json...\n"
	    "       abviz compare [options] [--json] TREE.json\n"
	    "Trace alpha-beta (or minimax) over game trees written in JSON and\n"
	    "write, for each TREE.json, NAME.dot (diagram), NAME.log (numbered\n"
	    "steps) and NAME.json (result).  A TREE of - reads standard input.\n"
	    "compare prints one table: every formulation under every move order.\n"
	    "\n"
	    "  -o, --output DIR   write the files into DIR (default: out)\n"
	    "  -a, --algo ALGO    alphabeta (default), alphabeta-hard, negamax-ab,\n"
	    "                     minimax, negamax, pvs or mtdf\n"
	    "      --fail MODE    soft or hard: how alpha-beta returns (negamax-ab\n"
	    "                     is hard unless --fail soft)\n"
	    "      --cutoff RULE  ge: prune when alpha >= beta (default); gt: only\n"
	    "                     when alpha > beta\n"
	    "      --order ORDER  ltr (default), rtl, best, worst or eval: the order\n"
	    "                     children are searched in\n"
	    "      --root PLAYER  max or min moves at the root (default: the file's)\n"
	    "      --depth N      stop N levels down and use each node's \"eval\"\n"
	    "      --iterative    iterative deepening to --depth (default: the\n"
	    "                     whole tree), reordering by the last iteration\n"
	    "      --window LO,HI aspiration window at the root, searched again\n"
	    "                     if the value falls outside it\n"
	    "      --node-types   mark Knuth-Moore PV / CUT / ALL nodes in the diagram\n"
	    "      --max-diagram N  draw trees of up to N nodes (default 2000; 0: any)\n"
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

static int
too_big(const struct options *o, const struct tree *t)
{
	return o->max_diagram > 0 && t->n > o->max_diagram;
}

/* No diagram for a huge tree; an older one would not match, so it goes. */
static void
skip_diagram(const struct options *o, const struct tree *t, const char *name)
{
	char path[2048];
	int gone;

	snprintf(path, sizeof(path), "%s/%s", o->outdir, name);
	gone = unlink(path) == 0;
	fprintf(stderr, "abviz: %s not written: %d nodes are more than a diagram "
	    "can show (limit %ld; --max-diagram N changes it, 0 for no limit)%s\n",
	    path, t->n, o->max_diagram, gone ? "; the older one was removed" : "");
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
		if (k == EMIT_DOT && too_big(o, t)) {
			skip_diagram(o, t, name);
			continue;
		}
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
		if (out[k].path != NULL && out_commit(&out[k], err, sizeof(err)) != 0)
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

/*
 * Load a tree and settle the options that depend on it: who moves at the
 * root, and how deep --iterative goes.  NULL (message printed) on bad input.
 */
static struct tree *
load(const struct options *o, const char *path, struct search_cfg *cfg)
{
	struct tree *t;
	char err[1024];

	if ((t = load_tree(path, err, sizeof(err))) == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		return NULL;
	}
	if (o->root >= 0)
		t->root_player = (enum player)o->root;
	*cfg = o->cfg;
	if (cfg->iterative && cfg->depth < 0)
		cfg->depth = t->height;
	if (ab_check(t, cfg, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s: %s\n", path, err);
		tree_free(t);
		return NULL;
	}
	return t;
}

/* Load, search and emit one tree; returns an exit code. */
static int
run_one(const struct options *o, const char *path)
{
	struct search_cfg cfg;
	struct trace tr;
	struct tree *t;
	struct summary *s = NULL;
	int rc = EXIT_OK;

	memset(&tr, 0, sizeof(tr));
	if ((t = load(o, path, &cfg)) == NULL)
		return EXIT_INPUT;
	if (ab_search(t, &cfg, &tr) != 0 ||
	    (s = trace_summarize(t, &tr)) == NULL) {
		fprintf(stderr, "abviz: %s: out of memory\n", path);
		rc = EXIT_INPUT;
		goto out;
	}
	if (o->to_stdout == EMIT_DOT && too_big(o, t)) {
		fprintf(stderr, "abviz: %s: %d nodes are more than a diagram can "
		    "show (limit %ld; --max-diagram N changes it, 0 for no "
		    "limit)\n", path, t->n, o->max_diagram);
		rc = EXIT_INPUT;
	} else if (o->to_stdout >= 0) {
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

/* abviz compare: one table of every formulation under every order. */
static int
run_compare(const struct options *o, const char *path)
{
	struct search_cfg cfg;
	struct tree *t;
	int rc = EXIT_OK;

	if ((t = load(o, path, &cfg)) == NULL)
		return EXIT_INPUT;
	if (compare_emit(stdout, t, &cfg, o->to_stdout == EMIT_JSON) != 0) {
		fprintf(stderr, "abviz: %s: out of memory\n", path);
		rc = EXIT_INPUT;
	}
	tree_free(t);
	return rc;
}

/* Index of arg in names[0..n), or -1 with a message naming the option. */
static int
pick(const char *opt, const char *arg, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(arg, names[i]) == 0)
			return i;
	fprintf(stderr, "abviz: unknown %s \"%s\" (expected ", opt, arg);
	for (i = 0; i < n; i++)
		fprintf(stderr, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
		    names[i]);
	fputs(")\n", stderr);
	return -1;
}

/* --window LO,HI: two finite numbers, LO < HI. */
static int
parse_window(const char *arg, struct search_cfg *cfg)
{
	char *end;

	errno = 0;
	cfg->lo = strtod(arg, &end);
	if (end != arg && *end == ',') {
		const char *hi = end + 1;

		cfg->hi = strtod(hi, &end);
		if (end != hi && *end == '\0' && errno == 0 &&
		    isfinite(cfg->lo) && isfinite(cfg->hi) && cfg->lo < cfg->hi) {
			cfg->window = 1;
			return 0;
		}
	}
	fprintf(stderr, "abviz: bad --window \"%s\" (expected LO,HI with LO < HI, "
	    "e.g. --window 2,8)\n", arg);
	return -1;
}

static int
parse_depth(const char *arg, int *depth)
{
	char *end;
	long d;

	errno = 0;
	d = strtol(arg, &end, 10);
	if (end == arg || *end != '\0' || errno != 0 || d < 1 ||
	    d > TREE_MAX_DEPTH) {
		fprintf(stderr, "abviz: bad --depth \"%s\" (expected 1 to %d)\n",
		    arg, TREE_MAX_DEPTH);
		return -1;
	}
	*depth = (int)d;
	return 0;
}

static int
parse_count(const char *arg, long *n)
{
	char *end;

	errno = 0;
	*n = strtol(arg, &end, 10);
	if (end == arg || *end != '\0' || errno != 0 || *n < 0) {
		fprintf(stderr, "abviz: bad --max-diagram \"%s\" (expected a node "
		    "count, or 0 for no limit)\n", arg);
		return -1;
	}
	return 0;
}

/* Options that only some formulations take. */
static int
check_options(const struct options *o, int fail)
{
	enum algo a = o->cfg.algo;

	if (fail >= 0 && a != ALGO_NEGAMAX_AB && a != ALGO_ALPHABETA &&
	    a != ALGO_ALPHABETA_HARD) {
		fprintf(stderr, "abviz: --fail applies to alphabeta and negamax-ab, "
		    "not %s\n", algo_name[a]);
		return -1;
	}
	if (o->cfg.window && (!algo_prunes(a) || a == ALGO_MTDF)) {
		fprintf(stderr, "abviz: --window applies to alphabeta, "
		    "alphabeta-hard, negamax-ab and pvs, not %s\n", algo_name[a]);
		return -1;
	}
	return 0;
}

/*
 * The whole command line.  It returns instead of exiting and resets getopt,
 * so the CLI fuzz target can call it again and again.
 */
int
abviz_main(int argc, char **argv)
{
	enum { OPT_FAIL = 256, OPT_CUTOFF, OPT_ORDER, OPT_ROOT, OPT_DEPTH,
	    OPT_ITER, OPT_WINDOW, OPT_TYPES, OPT_MAXDIAG };
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "algo", required_argument, NULL, 'a' },
		{ "fail", required_argument, NULL, OPT_FAIL },
		{ "cutoff", required_argument, NULL, OPT_CUTOFF },
		{ "order", required_argument, NULL, OPT_ORDER },
		{ "root", required_argument, NULL, OPT_ROOT },
		{ "depth", required_argument, NULL, OPT_DEPTH },
		{ "iterative", no_argument, NULL, OPT_ITER },
		{ "window", required_argument, NULL, OPT_WINDOW },
		{ "node-types", no_argument, NULL, OPT_TYPES },
		{ "max-diagram", required_argument, NULL, OPT_MAXDIAG },
		{ "json", no_argument, NULL, 'J' },
		{ "log", no_argument, NULL, 'L' },
		{ "dot", no_argument, NULL, 'D' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const fails[] = { "hard", "soft" };
	static const char *const rules[] = { "ge", "gt" };
	static const char *const players[] = { "max", "min" };
	struct options o;
	int ch, i, x, compare = 0, fail = -1, rc = EXIT_OK;

	optind = 0;		/* GNU: start afresh, whatever ran before */
	memset(&o, 0, sizeof(o));
	o.outdir = "out";
	o.max_diagram = DIAGRAM_MAX;
	o.cfg.algo = ALGO_ALPHABETA;
	o.cfg.depth = -1;
	o.root = -1;
	o.to_stdout = -1;
	if (argc > 1 && (strcmp(argv[1], "run") == 0 ||
	    strcmp(argv[1], "compare") == 0)) {
		compare = argv[1][0] == 'c';
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
			if ((x = pick("algorithm", optarg, algo_name, ALGO_N)) < 0)
				return EXIT_USAGE;
			o.cfg.algo = (enum algo)x;
			break;
		case OPT_FAIL:
			if ((fail = pick("--fail", optarg, fails, 2)) < 0)
				return EXIT_USAGE;
			break;
		case OPT_CUTOFF:
			if ((x = pick("--cutoff", optarg, rules, 2)) < 0)
				return EXIT_USAGE;
			o.cfg.cutoff = (enum cutoff_rule)x;
			break;
		case OPT_ORDER:
			if ((x = pick("--order", optarg, order_name, ORDER_N)) < 0)
				return EXIT_USAGE;
			o.cfg.order = (enum order)x;
			break;
		case OPT_ROOT:
			if ((o.root = pick("--root", optarg, players, 2)) < 0)
				return EXIT_USAGE;
			break;
		case OPT_DEPTH:
			if (parse_depth(optarg, &o.cfg.depth) != 0)
				return EXIT_USAGE;
			break;
		case OPT_ITER:
			o.cfg.iterative = 1;
			break;
		case OPT_WINDOW:
			if (parse_window(optarg, &o.cfg) != 0)
				return EXIT_USAGE;
			break;
		case OPT_TYPES:
			o.cfg.node_types = 1;
			break;
		case OPT_MAXDIAG:
			if (parse_count(optarg, &o.max_diagram) != 0)
				return EXIT_USAGE;
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
	if (check_options(&o, fail) != 0)
		return EXIT_USAGE;
	/* --fail picks the alpha-beta shape: alphabeta is seed 001's soft one,
	   alphabeta-hard seed 000's; negamax-ab is seed 004's hard one. */
	if (fail >= 0 && o.cfg.algo != ALGO_NEGAMAX_AB)
		o.cfg.algo = fail ? ALGO_ALPHABETA : ALGO_ALPHABETA_HARD;
	o.cfg.fail_soft = fail == 1;
	if (optind == argc) {
		fputs("abviz: no tree given\n", stderr);
		usage(stderr);
		return EXIT_USAGE;
	}
	if ((o.to_stdout >= 0 || compare) && argc - optind > 1) {
		fprintf(stderr, "abviz: %s one tree: give exactly one\n", compare ?
		    "compare takes" : "--json, --log and --dot print");
		return EXIT_USAGE;
	}
	if (compare) {
		if (o.to_stdout == EMIT_LOG || o.to_stdout == EMIT_DOT) {
			fputs("abviz: compare prints a table, or JSON with --json\n",
			    stderr);
			return EXIT_USAGE;
		}
		rc = run_compare(&o, argv[optind]);
		goto flush;
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
flush:
	if ((o.to_stdout >= 0 || compare) && (fflush(stdout) != 0 ||
	    ferror(stdout))) {
		fprintf(stderr, "abviz: cannot write standard output: %s\n",
		    strerror(errno));
		rc = EXIT_OUTPUT;
	}
	return rc;
}

#ifndef ABVIZ_NO_MAIN
int
main(int argc, char **argv)
{
	return abviz_main(argc, argv);
}
#endif
