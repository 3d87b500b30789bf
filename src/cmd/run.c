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
#include "msg.h"
#include "opt.h"

struct run_opts {
	const char *outdir;	/* where files go */
	int *want;		/* want[k]: write emitters[k] */
	const struct emitter *print;	/* the one output for standard output */
	struct emit_opts emit;
	struct search_opts so;
	int stats;		/* --stats: one line of figures, no files */
	int formats;		/* --format given */
	int framing;		/* --frame-format given */
	int stepping;		/* --steps or --cutoffs-only given */
	int quiet;		/* -q: no line of what was written */
};

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
	    "none" : tree_move(t, best, id), visited, t->n - visited - beyond,
	    cutoffs);
	goto out;
oom:
	MSG_ERROR(M_ERR_FILE_OUT_OF_MEMORY, path);
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
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
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
	char *stem = NULL, *wrote = NULL, err[512];
	int rc = EXIT_OK, json, live, r;

	if (o->stats)
		return run_stats(o, path);
	memset(&tr, 0, sizeof(tr));
	if ((t = cli_load(&o->so, path, &cfg)) == NULL)
		return EXIT_INPUT;
	if (emit_chance_refused(path, t, o->print, o->want)) {
		tree_free(t);
		return EXIT_INPUT;
	}
	/* the JSON result alone needs records only for the nodes reached;
	   of a search without cutoffs it is summarized as the search runs,
	   with no event list (a few times the tree's size) */
	json = json_only(o);
	live = json && trace_live_ok(&cfg);
	if ((!live || trace_live_begin(&tr, t, &cfg) == 0) &&
	    ab_search(t, &cfg, &tr) == 0)
		s = live ? trace_live_end(&tr) : json ?
		    trace_summarize_lean(t, &tr) : trace_summarize(t, &tr);
	if (s == NULL && live && !tr.oom) {
		/* a record the live summary's brief could not keep (none
		   should): the search again, with its events */
		memset(&tr, 0, sizeof(tr));
		if (ab_search(t, &cfg, &tr) == 0)
			s = trace_summarize_lean(t, &tr);
	}
	if (s == NULL || (stem = load_stem(path)) == NULL) {
		MSG_ERROR(M_ERR_FILE_OUT_OF_MEMORY, path);
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
		MSG_ERROR(M_ERR_NODES_ARE_MORE_THAN, path, MSG_INT(t->n),
		    MSG_INT(o->emit.max_diagram));
		rc = EXIT_INPUT;
	} else if (stepped(o) && frames_check(&j, err, sizeof(err)) != 0) {
		/* a range that does not fit this search: a usage error */
		fprintf(stderr, "abviz: %s: %s\n", path, err);
		rc = EXIT_USAGE;
	} else if (o->print != NULL) {
		if (emit_stream(stdout, o->print, &j) != 0)
			rc = EXIT_OUTPUT;
	} else if ((r = emit_files(o->outdir, o->want, &j, o->quiet ? NULL :
	    &wrote)) != 0) {
		/* 1: nothing written, the tree too big for every output */
		rc = r > 0 ? EXIT_INPUT : EXIT_OUTPUT;
	} else if (wrote != NULL) {
		/* what was written where: one line a tree */
		MSG_ERROR(M_RUN_WROTE, wrote);
	}
out:
	free(wrote);
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

	return arg_pick_list("--format", list, names, n, o->want);
}

/* --print FORMAT, or one of its short forms: one at a time, and one file
   (a folder of frames cannot go to standard output). */
static int
set_print(struct run_opts *o, const char *name)
{
	const char *names[16];
	int i, n = emitter_names(names, 16, 0);

	if (o->print != NULL) {
		msg_error(M_ERR_JSON_LOG_DOT_PRINT, NULL, 0);
		return -1;
	}
	if ((i = arg_pick("--print", name, names, n)) < 0)
		return -1;
	o->print = emit_find(names[i]);
	return 0;
}

/* Take run's own option ch (its argument in optarg) into o: 0, or -1
   (printed). */
static int
run_option(struct run_opts *o, int ch)
{
	char err[512];
	size_t n;
	int r;

	switch (ch) {
	case OPT_OUTPUT:
		if (strcmp(optarg, "-") == 0) {
			msg_error(M_ERR_O_NAMES_FOLDER_PRINT, NULL, 0);
			return -1;
		}
		/* "out/" is "out": the files are out/NAME, not out//NAME */
		for (n = strlen(optarg); n > 1 && optarg[n - 1] == '/'; n--)
			optarg[n - 1] = '\0';
		o->outdir = optarg;
		return 0;
	case OPT_QUIET:
		o->quiet = 1;
		return 0;
	case OPT_FORMAT:
		o->formats = 1;
		return set_formats(o, optarg);
	case OPT_MAX_DIAGRAM:
		return arg_count("--max-diagram", optarg, msg(M_ARG_NODE_LIMIT),
		    &o->emit.max_diagram);
	case OPT_JSON:
	case OPT_LOG:
	case OPT_DOT:
	case OPT_PRINT:
		return set_print(o, ch == OPT_JSON ? "json" : ch == OPT_LOG ?
		    "log" : ch == OPT_DOT ? "dot" : optarg);
	case OPT_STEPS:
		o->stepping = 1;
		if (frames_range(optarg, &o->emit.first, &o->emit.last, err,
		    sizeof(err)) == 0)
			return 0;
		fprintf(stderr, "abviz: %s\n", err);
		return -1;
	case OPT_CUTOFFS_ONLY:
		o->emit.cutoffs_only = 1;
		o->stepping = 1;
		return 0;
	case OPT_BLANK:
		o->emit.blank = 1;
		return 0;
	case OPT_STATS:
		o->stats = 1;
		return 0;
	case OPT_THEME:
		if ((r = arg_pick("--theme", optarg, theme_names, THEME_N)) < 0)
			return -1;
		o->emit.theme = &themes[r];
		return 0;
	case OPT_FRAME_FORMAT:
		o->framing = 1;
		return arg_pick_list("--frame-format", optarg, frames_format,
		    FRAMES_NFORMAT, o->emit.frame_fmt);
	default:
		return -1;
	}
}

/* What the options ask, together, with ntrees trees: 0 when it makes
   sense, else -1 (printed). */
static int
run_settle(struct run_opts *o, int ntrees)
{
	if (searchopt_done(&o->so) != 0)
		return -1;
	if (o->formats && o->print != NULL) {
		msg_error(M_ERR_FORMAT_WRITES_FILES_PRINT, NULL, 0);
		return -1;
	}
	if (o->stats && (o->formats || o->print != NULL)) {
		msg_error(M_ERR_STATS_PRINTS_ONE_LINE, NULL, 0);
		return -1;
	}
	if (o->framing && !o->want[emit_find("frames") - emitters]) {
		msg_error(M_ERR_FRAME_FORMAT_CHOOSES_FRAMES, NULL, 0);
		return -1;
	}
	if (o->stepping && !stepped(o)) {
		msg_error(M_ERR_STEPS_CUTOFFS_ONLY_CHOOSE, NULL, 0);
		return -1;
	}
	if (ntrees == 0) {
		msg_error(M_ERR_NO_TREE_GIVEN, NULL, 0);
		cmd_usage_all(stderr);
		return -1;
	}
	if (o->print != NULL && ntrees > 1) {
		msg_error(M_ERR_JSON_LOG_DOT_PRINT_2, NULL, 0);
		return -1;
	}
	return 0;
}

int
cmd_run(int argc, char **argv)
{
	struct run_opts o;
	int ch, i, r, rc = EXIT_OK;

	memset(&o, 0, sizeof(o));
	searchopt_init(&o.so);
	o.outdir = "out";
	o.emit.max_diagram = EMIT_DIAGRAM_MAX;
	if ((o.want = calloc((size_t)nemitters, sizeof(*o.want))) == NULL) {
		msg_error(M_ERR_OUT_OF_MEMORY, NULL, 0);
		return EXIT_OUTPUT;
	}
	set_formats(&o, "dot,log,json");
	o.emit.frame_fmt[0] = 1;		/* svg */
	while ((ch = cli_getopt(argc, argv, cmd_get(CMD_RUN), &o.so, &rc)) !=
	    -1) {
		if (ch == CLI_STOP)
			goto out;
		if (run_option(&o, ch) != 0) {
			rc = EXIT_USAGE;
			goto out;
		}
	}
	if (run_settle(&o, argc - optind) != 0) {
		rc = EXIT_USAGE;
		goto out;
	}
	if (o.print == NULL && !o.stats && cli_mkdirs(o.outdir, 0) != 0) {		rc = EXIT_OUTPUT;
		goto out;
	}
	/* Every tree is tried; the exit code is the worst seen. */
	for (i = optind; i < argc; i++)
		if ((r = run_one(&o, argv[i])) > rc)
			rc = r;
	if (cli_flush_stdout() != 0)
		rc = EXIT_OUTPUT;
out:
	free(o.want);
	return rc;
}
