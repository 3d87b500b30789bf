/*
 * cmd/run.c: abviz run (the default command): for each tree, load, search,
 * summarize, and write the outputs asked for, all or none.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ab.h"
#include "check.h"
#include "cli.h"
#include "cmd.h"
#include "emit.h"
#include "fmt.h"
#include "frames.h"
#include "load.h"

struct run_opts {
	const char *outdir;	/* where files go */
	int *want;		/* want[k]: write emitters[k] */
	const struct emitter *print;	/* the one output for standard output */
	struct emit_opts emit;
	struct search_opts so;
	int stats;		/* --stats: one line of figures, no files */
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
	    "  -f, --format LIST  what to write, comma-separated: dot, log, json\n"
	    "                     (the default), svg, png, pdf (the diagram drawn\n"
	    "                     by Graphviz), steps (the per-step model),\n"
	    "                     html (NAME.html: a page to step through\n"
	    "                     offline), practice (NAME.practice.html: the\n"
	    "                     page as an exercise), frames\n"
	    "                     (NAME.frames/step-NNN.svg: the diagram at each\n"
	    "                     step, for slides), tikz (NAME.tikz.tex: the\n"
	    "                     diagram for LaTeX), beamer (NAME.beamer.tex: a\n"
	    "                     Beamer frame, one overlay per step)\n"
	    "      --steps A..B   frames, beamer: only steps A to B (also A, A..,\n"
	    "                     ..B)\n"
	    "      --cutoffs-only frames, beamer: only the steps that cut off\n"
	    "      --frame-format LIST  frames: svg (the default), png, pdf, dot,\n"
	    "                     comma-separated\n"
	    "      --blank        dot, svg, png, pdf: the worksheet form, leaf\n"
	    "                     values only and an empty box at every node\n"
	    "      --theme NAME   how drawings look: default, projector (large\n"
	    "                     type, thick lines), print (black on white, no\n"
	    "                     fills) or mono (no colour at all)\n", f);
	cli_search_usage(f, 1);
	cli_input_usage(f);
	fputs("      --max-diagram N  draw trees of up to N nodes (default 2000; 0: any)\n"
	    "      --json         print the JSON result on standard output instead\n"
	    "      --log          print the log on standard output instead\n"
	    "      --dot          print the DOT diagram on standard output instead\n"
	    "      --print FORMAT print that one format on standard output\n"
	    "      --stats        print one line instead: the value, the best move,\n"
	    "                     nodes visited, pruned and cutoffs\n"
	    "  -h, --help         show this help\n"
	    "  -V, --version      show the version\n"
	    "\n"
	    "Pictures: -f svg (or png, pdf) draws the diagram through Graphviz.\n"
	    "Exit status: 0 ok, 2 usage, 3 bad input, 4 cannot write output.\n",
	    f);
}

/* Whether o asks for an output that steps through the search (frames,
   beamer), which --steps and --cutoffs-only choose the steps of. */
static int
stepped(const struct run_opts *o)
{
	if (o->print != NULL)
		return strcmp(o->print->name, "beamer") == 0;
	return o->want[emit_find("frames") - emitters] ||
	    o->want[emit_find("beamer") - emitters];
}

/*
 * Whether the JSON result is the only output asked for: it needs records
 * only for the nodes the search reached (trace_summarize_lean), the others
 * one for every node.
 */
static int
json_only(const struct run_opts *o)
{
	int k;

	if (o->print != NULL)
		return strcmp(o->print->name, "json") == 0;
	for (k = 0; k < nemitters; k++)
		if (o->want[k] && strcmp(emitters[k].name, "json") != 0)
			return 0;
	return 1;
}

/*
 * --stats: the answer alone, in one line: the root's value, the best move,
 * and what the search did (nodes visited, pruned, cutoffs).  The search
 * counts as it goes (struct stats_tally) and records no event, unless
 * iterative deepening needs them; then a lean summary counts.  Returns an
 * exit code.
 */
static int
run_stats(const struct run_opts *o, const char *path)
{
	struct search_cfg cfg;
	struct stats_tally ta;
	struct trace tr;
	struct summary *s = NULL;
	struct tree *t;
	char v[FMT_NUM_MAX], id[TREE_ID_MAX];
	int i, visited, cutoffs, best, beyond = 0, rc = EXIT_OK;

	memset(&tr, 0, sizeof(tr));
	memset(&ta, 0, sizeof(ta));
	if ((t = cli_load(&o->so, path, &cfg)) == NULL)
		return EXIT_INPUT;
	if (!cfg.iterative) {
		if (trace_tally_init(&ta, t, &cfg) != 0)
			goto oom;
		tr.tally = &ta;
	}
	if (ab_search(t, &cfg, &tr) != 0 || (tr.tally == NULL &&
	    (s = trace_summarize_lean(t, &tr)) == NULL))
		goto oom;
	if (s != NULL) {
		visited = s->nvisited;
		cutoffs = s->ncut;
		best = s->npv > 1 ? s->pv[1] : TREE_NONE;
		beyond = s->beyond;
	} else {
		visited = ta.visited;
		cutoffs = ta.cutoffs;
		best = ta.best;
		for (i = 0; i < t->n; i++)
			beyond += trace_beyond(&tr, t, i);
	}
	/* pruned: never searched, and not for being below the depth limit */
	printf("%s: value %s, best move %s, %d nodes visited, %d pruned, "
	    "%d cutoffs\n", strcmp(path, "-") == 0 ? "<stdin>" : path,
	    fmt_num(tr.result, v), best == TREE_NONE ?
	    "none" : tree_id(t, best, id), visited, t->n - visited - beyond,
	    cutoffs);
	goto out;
oom:
	fprintf(stderr, "abviz: %s: out of memory\n", path);
	rc = EXIT_INPUT;
out:
	free(ta.seen);
	trace_summary_free(s);
	trace_release(&tr);
	tree_free(t);
	return rc;
}

/* The practice page's data (emit_job): what abviz check says of every
   answer to t searched under cfg, onto f.  0, or -1 with err set. */
static int
practice(FILE *f, const struct tree *t, const struct search_cfg *cfg,
    char *err, size_t errlen)
{
	struct checker *c = checker_new(t, cfg, err, errlen);
	int rc = c == NULL ? -1 : check_practice(f, c);

	if (c != NULL && rc != 0)
		snprintf(err, errlen, "out of memory");
	checker_free(c);
	return rc;
}

/* Load, search and emit one tree; returns an exit code. */
static int
run_one(const struct run_opts *o, const char *path)
{
	struct emit_job j;
	struct search_cfg cfg;
	struct trace tr;
	struct tree *t;
	struct summary *s = NULL;
	char *stem = NULL, err[512];
	int rc = EXIT_OK, json, live, r;

	if (o->stats)
		return run_stats(o, path);
	memset(&tr, 0, sizeof(tr));
	if ((t = cli_load(&o->so, path, &cfg)) == NULL)
		return EXIT_INPUT;
	/* the JSON result alone needs records only for the nodes reached;
	   of a search without cutoffs it is summarized as the search runs,
	   with no event list (a few times the tree's size) */
	json = json_only(o);
	live = json && trace_live_ok(&cfg);
	if ((!live || trace_live_begin(&tr, t, &cfg) == 0) &&
	    ab_search(t, &cfg, &tr) == 0)
		s = live ? trace_live_end(&tr) : json ?
		    trace_summarize_lean(t, &tr) : trace_summarize(t, &tr);
	if (s == NULL || (stem = load_stem(path)) == NULL) {
		fprintf(stderr, "abviz: %s: out of memory\n", path);
		rc = EXIT_INPUT;
		goto out;
	}
	j.t = t;
	j.tr = &tr;
	j.s = s;
	j.o = &o->emit;
	j.path = path;
	j.stem = stem;
	j.practice = practice;
	if (o->print != NULL && o->print->diagram && emit_too_big(o->emit.max_diagram, t)) {
		fprintf(stderr, "abviz: %s: %d nodes are more than a diagram can "
		    "show (limit %ld; --max-diagram N changes it, 0 for no "
		    "limit)\n", path, t->n, o->emit.max_diagram);
		rc = EXIT_INPUT;
	} else if (stepped(o) && frames_check(&j, err, sizeof(err)) != 0) {
		/* a range that does not fit this search: a usage error */
		fprintf(stderr, "abviz: %s: %s\n", path, err);
		rc = EXIT_USAGE;
	} else if (o->print != NULL) {
		if (emit_stream(stdout, o->print, &j) != 0)
			rc = EXIT_OUTPUT;
	} else if ((r = emit_files(o->outdir, o->want, &j)) != 0) {
		/* 1: nothing written, the tree too big for every output */
		rc = r > 0 ? EXIT_INPUT : EXIT_OUTPUT;
	}
out:
	free(stem);
	trace_summary_free(s);
	trace_release(&tr);
	tree_free(t);
	return rc;
}

/* The emitters' names into names[], folders too or not: how many. */
static int
emitter_names(const char **names, int size, int folders)
{
	int i, n = 0;

	for (i = 0; i < nemitters && n < size; i++)
		if (folders || emitters[i].folder == NULL)
			names[n++] = emitters[i].name;
	return n;
}

/* --format LIST into o->want: 0, or -1 (printed). */
static int
set_formats(struct run_opts *o, const char *list)
{
	const char *names[16];
	int n = emitter_names(names, 16, 1);

	return cli_pick_list("--format", list, names, n, o->want);
}

/* --print FORMAT, or one of its short forms: one at a time, and one file
   (a folder of frames cannot go to standard output). */
static int
set_print(struct run_opts *o, const char *name)
{
	const char *names[16];
	int i, n = emitter_names(names, 16, 0);

	if (o->print != NULL) {
		fputs("abviz: --json, --log, --dot and --print go one at a time\n",
		    stderr);
		return -1;
	}
	if ((i = cli_pick("--print", name, names, n)) < 0)
		return -1;
	o->print = emit_find(names[i]);
	return 0;
}

int
cmd_run(int argc, char **argv)
{
	enum {
		OPT_MAXDIAG = CLI_OWN, OPT_JSON, OPT_LOG, OPT_DOT, OPT_PRINT,
		OPT_STEPS, OPT_CUTOFFS, OPT_FRAMEFMT, OPT_BLANK, OPT_THEME,
		OPT_STATS
	};
	static const struct option longopts[] = {
		CLI_SEARCH_LONGOPTS,
		CLI_INPUT_LONGOPTS,
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		{ "max-diagram", required_argument, NULL, OPT_MAXDIAG },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "log", no_argument, NULL, OPT_LOG },
		{ "dot", no_argument, NULL, OPT_DOT },
		{ "print", required_argument, NULL, OPT_PRINT },
		{ "steps", required_argument, NULL, OPT_STEPS },
		{ "cutoffs-only", no_argument, NULL, OPT_CUTOFFS },
		{ "frame-format", required_argument, NULL, OPT_FRAMEFMT },
		{ "blank", no_argument, NULL, OPT_BLANK },
		{ "theme", required_argument, NULL, OPT_THEME },
		{ "stats", no_argument, NULL, OPT_STATS },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct run_opts o;
	char err[512];
	int ch, i, r, formats = 0, framing = 0, stepping = 0, rc = EXIT_OK;

	memset(&o, 0, sizeof(o));
	cli_search_init(&o.so);
	o.outdir = "out";
	o.emit.max_diagram = EMIT_DIAGRAM_MAX;
	if ((o.want = calloc((size_t)nemitters, sizeof(*o.want))) == NULL) {
		fputs("abviz: out of memory\n", stderr);
		return EXIT_OUTPUT;
	}
	set_formats(&o, "dot,log,json");
	o.emit.frame_fmt[0] = 1;		/* svg */
	while ((ch = cli_getopt(argc, argv, "o:f:a:hV", longopts, &o.so,
	    &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			goto out;
		case 'o':
			if (strcmp(optarg, "-") == 0) {
				fputs("abviz: -o names a folder; to print one "
				    "output use --print FORMAT (or --json, --log, "
				    "--dot)\n", stderr);
				goto usage;
			}
			o.outdir = optarg;
			break;
		case 'f':
			if (set_formats(&o, optarg) != 0)
				goto usage;
			formats = 1;
			break;
		case OPT_MAXDIAG:
			if (cli_count("--max-diagram", optarg, "a node count, or "
			    "0 for no limit", &o.emit.max_diagram) != 0)
				goto usage;
			break;
		case OPT_JSON:
		case OPT_LOG:
		case OPT_DOT:
		case OPT_PRINT:
			if (set_print(&o, ch == OPT_JSON ? "json" : ch == OPT_LOG ?
			    "log" : ch == OPT_DOT ? "dot" : optarg) != 0)
				goto usage;
			break;
		case OPT_STEPS:
			if (frames_range(optarg, &o.emit.first, &o.emit.last,
			    err, sizeof(err)) != 0) {
				fprintf(stderr, "abviz: %s\n", err);
				goto usage;
			}
			stepping = 1;
			break;
		case OPT_CUTOFFS:
			o.emit.cutoffs_only = 1;
			stepping = 1;
			break;
		case OPT_BLANK:
			o.emit.blank = 1;
			break;
		case OPT_STATS:
			o.stats = 1;
			break;
		case OPT_THEME:
			if ((r = cli_pick("--theme", optarg, theme_names,
			    THEME_N)) < 0)
				goto usage;
			o.emit.theme = &themes[r];
			break;
		case OPT_FRAMEFMT:
			if (cli_pick_list("--frame-format", optarg,
			    frames_format, FRAMES_NFORMAT, o.emit.frame_fmt) != 0)
				goto usage;
			framing = 1;
			break;
		case 'h':
			usage(stdout);
			goto out;
		case 'V':
			puts("abviz " ABVIZ_VERSION);
			goto out;
		default:
			fputs("Try 'abviz --help'.\n", stderr);
			goto usage;
		}
	}
	if (cli_search_done(&o.so) != 0)
		goto usage;
	if (formats && o.print != NULL) {
		fputs("abviz: --format writes files; --print (--json, --log, "
		    "--dot) prints one output instead: give one of the two\n",
		    stderr);
		goto usage;
	}
	if (o.stats && (formats || o.print != NULL)) {
		fputs("abviz: --stats prints one line of figures and writes no "
		    "files: leave out --format and --print (--json, --log, "
		    "--dot)\n", stderr);
		goto usage;
	}
	if (framing && !o.want[emit_find("frames") - emitters]) {
		fputs("abviz: --frame-format chooses the frames' formats: add "
		    "--format frames\n", stderr);
		goto usage;
	}
	if (stepping && !stepped(&o)) {
		fputs("abviz: --steps and --cutoffs-only choose the steps of "
		    "frames and beamer: add --format frames or beamer\n", stderr);
		goto usage;
	}
	if (optind == argc) {
		fputs("abviz: no tree given\n", stderr);
		cmd_usage_all(stderr);
		goto usage;
	}
	if (o.print != NULL && argc - optind > 1) {
		fputs("abviz: --json, --log, --dot and --print print one tree: give "
		    "exactly one\n", stderr);
		goto usage;
	}
	if (o.print == NULL && !o.stats && mkdir(o.outdir, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, "abviz: cannot create %s: %s\n", o.outdir,
		    strerror(errno));
		rc = EXIT_OUTPUT;
		goto out;
	}
	/* Every tree is tried; the exit code is the worst seen. */
	for (i = optind; i < argc; i++)
		if ((r = run_one(&o, argv[i])) > rc)
			rc = r;
	if (cli_flush_stdout() != 0)
		rc = EXIT_OUTPUT;
	goto out;
usage:
	rc = EXIT_USAGE;
out:
	free(o.want);
	return rc;
}
