/*
 * cmd/gen.c: abviz gen: exam trees with guaranteed pruning.  The command
 * reads the request from the options; the library draws trees until one
 * meets it (gen.h) and writes every file whole or none at all (exam.h).
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "cli.h"
#include "cmd.h"
#include "exam.h"
#include "fmt.h"
#include "gen.h"
#include "msg.h"
#include "opt.h"

#define GEN_TRIES 10000		/* trees drawn per variant, by default */
#define GEN_COUNT_MAX 1000

struct gen_opts {
	struct search_opts so;
	struct gen_request rq;	/* the shape, the guarantees, the search */
	uint64_t seed;		/* the first variant's; variant k's is seed+k */
	long count;		/* variants */
	const char *outdir;
	const char *format;	/* of the diagrams: svg, png, pdf or dot */
	enum paper paper;	/* the page they are drawn on */
};

/*
 * A whole number in [min, max] from p[0..len): 0, or -1.  Only decimal
 * digits after an optional minus sign.
 */
static int
number(const char *p, size_t len, long long min, long long max,
    long long *v)
{
	long long x = 0;
	size_t i = 0;
	int neg = 0;

	if (len > 0 && p[0] == '-') {
		neg = 1;
		i = 1;
	}
	if (i == len || len - i > 12)
		return -1;
	for (; i < len; i++) {
		if (p[i] < '0' || p[i] > '9')
			return -1;
		x = x * 10 + (p[i] - '0');
	}
	*v = neg ? -x : x;
	return *v >= min && *v <= max ? 0 : -1;
}

/*
 * "N" (when single) or "LO..HI", each in [min, max], LO <= HI: 0, or -1
 * with a message naming the option.
 */
static int
range(const char *opt, const char *arg, int single, long long min,
    long long max, long long *lo, long long *hi)
{
	const char *dots = strstr(arg, "..");

	if (dots == NULL && single &&
	    number(arg, strlen(arg), min, max, lo) == 0) {
		*hi = *lo;
		return 0;
	}
	if (dots != NULL && number(arg, (size_t)(dots - arg), min, max, lo) == 0 &&
	    number(dots + 2, strlen(dots + 2), min, max, hi) == 0) {
		if (*lo <= *hi)
			return 0;
		MSG_ERROR(M_ERR_EMPTY_LO_ABOVE_HI, opt, arg);
		return -1;
	}
	MSG_ERROR(single ? M_ERR_BAD_N_OR_RANGE : M_ERR_BAD_RANGE, opt, arg,
	    MSG_INT(min), MSG_INT(max));
	return -1;
}

/* A percentage, "40" or "40%": 0, or -1 (printed). */
static int
percent(const char *opt, const char *arg, int *p)
{
	size_t len = strlen(arg);
	long long v;

	if (len > 0 && arg[len - 1] == '%')
		len--;
	if (number(arg, len, 0, 100, &v) != 0 || (len > 0 && arg[0] == '-')) {
		MSG_ERROR(M_ERR_BAD_EXPECTED_PERCENTAGE_0, opt, arg);
		return -1;
	}
	*p = (int)v;
	return 0;
}

/* Index of the word p[0..len) in names[0..n), or -1. */
static int
word(const char *p, size_t len, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == len && strncmp(p, names[i], len) == 0)
			return i;
	return -1;
}

/* --differ A,B: the two cut rules, or two move orders: 0, or -1. */
static int
differ(struct gen_want *w, const char *arg)
{
	static const char *const rules[] = { "ge", "gt" };
	static const char *const orders[] = { "ltr", "rtl", "best", "worst" };
	const char *comma = strchr(arg, ',');
	size_t la = comma != NULL ? (size_t)(comma - arg) : 0;
	size_t lb = comma != NULL ? strlen(comma + 1) : 0;
	int a, b;

	if (comma != NULL && (a = word(arg, la, rules, 2)) >= 0 &&
	    (b = word(comma + 1, lb, rules, 2)) >= 0 && a != b) {
		w->differ_cut = 1;
		return 0;
	}
	if (comma != NULL && (a = word(arg, la, orders, 4)) >= 0 &&
	    (b = word(comma + 1, lb, orders, 4)) >= 0 && a != b) {
		w->differ_order[0] = a;
		w->differ_order[1] = b;
		return 0;
	}
	MSG_ERROR(M_ERR_BAD_DIFFER_EXPECTED_GE, arg);
	return -1;
}

/* The seed: a decimal number 0 to 2^64-1. */
static int
parse_seed(const char *arg, uint64_t *seed)
{
	char *end;

	errno = 0;
	*seed = strtoull(arg, &end, 10);
	if (arg[0] < '0' || arg[0] > '9' || *end != '\0' || errno != 0) {
		MSG_ERROR(M_ERR_BAD_SEED_EXPECTED_WHOLE, arg);
		return -1;
	}
	return 0;
}

/* What was asked of the options, beyond each one alone: 0, or -1. */
static int
settle(struct gen_opts *o)
{
	struct search_cfg *c = &o->so.cfg;
	char err[512];

	if (searchopt_done(&o->so) != 0)
		return -1;
	if (c->mistake != MISTAKE_NONE) {
		msg_error(M_ERR_GEN_WRITES_KEY_COURSE, NULL, 0);
		return -1;
	}
	if (c->iterative) {
		msg_error(M_ERR_GEN_DRAWS_TREES_WITHOUT, NULL, 0);
		return -1;
	}
	if (o->so.root >= 0)
		o->rq.sh.root = (enum player)o->so.root;
	/* --depth is the tree's depth here, not a horizon: search it all */
	if (c->depth > 0)
		o->rq.sh.depth = c->depth;
	c->depth = -1;
	o->rq.cfg = *c;
	if (gen_feasible(&o->rq, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		return -1;
	}
	return 0;
}

/* The defaults: depth 3, 2 or 3 children, values 0 to 20, MAX at the
   root; one variant from seed 1 into out, its diagrams in PDF. */
static void
gen_defaults(struct gen_opts *o)
{
	memset(o, 0, sizeof(*o));
	searchopt_init(&o->so);
	o->rq.sh.depth = 3;
	o->rq.sh.bmin = 2;
	o->rq.sh.bmax = 3;
	o->rq.sh.vmin = 0;
	o->rq.sh.vmax = 20;
	o->rq.sh.root = PLAYER_MAX;
	o->rq.w.min_share = o->rq.w.max_share = -1;
	o->rq.w.differ_order[0] = o->rq.w.differ_order[1] = -1;
	o->rq.tries = GEN_TRIES;
	o->seed = 1;
	o->count = 1;
	o->outdir = "out";
	o->format = "pdf";
	o->paper = PAPER_A4;
}

/* --count N or --tries N: 0, or -1 (printed). */
static int
set_count(const char *opt, const char *arg, long max, long *n)
{
	char what[64];

	if (max == LONG_MAX)
		msg_format(what, sizeof(what), M_ARG_AT_LEAST_1, NULL, 0);
	else
		MSG_FORMAT(what, sizeof(what), M_ARG_RANGE, "1", MSG_INT(max));
	if (arg_count(opt, arg, what, n) != 0)
		return -1;
	if (*n < 1 || *n > max) {
		MSG_ERROR(M_ERR_BAD_ARG, opt, arg, what);
		return -1;
	}
	return 0;
}

/* --ties or --distinct (ch): 0, or -1 when the other was given. */
static int
set_values(struct gen_opts *o, enum gen_values v)
{
	if (o->rq.sh.values != GEN_ANY && o->rq.sh.values != v) {
		msg_error(M_ERR_TIES_DISTINCT_CONTRADICT_EACH, NULL, 0);
		return -1;
	}
	o->rq.sh.values = o->rq.w.values = v;
	return 0;
}

/* Take gen's own option ch (getopt_long's code, its argument in optarg):
   0, or -1 (printed). */
static int
gen_option(struct gen_opts *o, int ch)
{
	static const char *const formats[] = { "pdf", "svg", "png", "dot" };
	struct gen_shape *sh = &o->rq.sh;
	struct gen_want *w = &o->rq.w;
	long long lo, hi;
	long n;
	int r;

	switch (ch) {
	case OPT_BRANCHING:
		if (range("--branching", optarg, 1, 1, 100, &lo, &hi) != 0)
			return -1;
		sh->bmin = (int)lo;
		sh->bmax = (int)hi;
		return 0;
	case OPT_VALUES:
		return range("--values", optarg, 0, -GEN_MAX_VALUE,
		    GEN_MAX_VALUE, &sh->vmin, &sh->vmax);
	case OPT_TIES:
	case OPT_DISTINCT:
		return set_values(o, ch == OPT_TIES ? GEN_TIES : GEN_DISTINCT);
	case OPT_SEED:
		return parse_seed(optarg, &o->seed);
	case OPT_COUNT:
		return set_count("--count", optarg, GEN_COUNT_MAX, &o->count);
	case OPT_TRIES:
		return set_count("--tries", optarg, LONG_MAX, &o->rq.tries);
	case OPT_MIN_CUTOFFS:
		if (arg_count("--min-cutoffs", optarg, msg(M_ARG_COUNT),
		    &n) != 0)
			return -1;
		w->min_cutoffs = n > GEN_MAX_NODES ? GEN_MAX_NODES : (int)n;
		return 0;
	case OPT_DEEP_CUTOFF:
		w->deep = 1;
		return 0;
	case OPT_CHANCE:	/* and Star1 must cut at a chance node */
		sh->chance = w->chance_cut = 1;
		return 0;
	case OPT_MIN_SHARE:
		return percent("--min-prune-share", optarg, &w->min_share);
	case OPT_MAX_SHARE:
		return percent("--max-prune-share", optarg, &w->max_share);
	case OPT_DIFFER:
		return differ(w, optarg);
	case OPT_OUTPUT:
		if (strcmp(optarg, "-") == 0) {
			msg_error(M_ERR_GEN_WRITES_SEVERAL_FILES, NULL, 0);
			return -1;
		}
		o->outdir = optarg;
		return 0;
	case OPT_FORMAT:
		if ((r = arg_pick("--format", optarg, formats, 4)) < 0)
			return -1;
		o->format = formats[r];
		return 0;
	case OPT_PAPER:
		if ((r = arg_pick("--paper", optarg, paper_names, PAPER_N)) < 0)
			return -1;
		o->paper = (enum paper)r;
		return 0;
	default:
		return -1;
	}
}

/* One line for each variant written: where, its value, what it prunes,
   and how many trees were drawn to find it. */
static void
report(const struct gen_opts *o, const struct gen_variant *v)
{
	char num[FMT_NUM_MAX], path[4096];
	long k;

	for (k = 0; k < o->count; k++) {
		const struct gen_facts *f = &v[k].f;
		char deep[96];

		snprintf(path, sizeof(path), "%s/%s.json", o->outdir, v[k].stem);
		if (o->rq.sh.chance)
			MSG_FORMAT(deep, sizeof(deep), M_GEN_DEEP_CHANCE,
			    MSG_INT(f->deep), MSG_INT(f->chance_cuts));
		msg_put_text(stdout, msg_n(o->rq.sh.chance ? M_GEN_WROTE_CHANCE :
		    M_GEN_WROTE, (unsigned long)f->cutoffs),
		    MSG_ARGS(path, fmt_num(v[k].tr.result, num),
		    MSG_INT(f->cutoffs), o->rq.sh.chance ? deep :
		    MSG_INT(f->deep), MSG_INT(f->pruned_leaves),
		    MSG_INT(f->nleaves),
		    MSG_INT(100 * f->pruned_leaves / f->nleaves),
		    MSG_INT(v[k].tries), MSG_UINT(v[k].seed)));
	}
}

int
cmd_gen(int argc, char **argv)
{
	struct gen_opts o;
	struct gen_variant *v = NULL;
	char err[1200];
	long k;
	int ch, rc = EXIT_OK;

	gen_defaults(&o);
	while ((ch = cli_getopt(argc, argv, cmd_get(CMD_GEN), &o.so,
	    &rc)) != -1) {
		if (ch == CLI_STOP)
			return rc;
		if (gen_option(&o, ch) != 0)
			return EXIT_USAGE;
	}
	if (optind < argc) {
		MSG_ERROR(M_ERR_GEN_READS_NO_FILES, argv[optind]);
		return EXIT_USAGE;
	}
	if (settle(&o) != 0)
		return EXIT_USAGE;
	gen_describe(&o.rq);
	if ((v = calloc((size_t)o.count, sizeof(*v))) == NULL) {
		msg_error(M_ERR_OUT_OF_MEMORY, NULL, 0);
		return EXIT_INPUT;
	}
	for (k = 0; k < o.count && rc == EXIT_OK; k++) {
		v[k].seed = o.seed + (uint64_t)k;
		if (gen_find(&o.rq, &v[k], err, sizeof(err)) != 0) {
			fprintf(stderr, "abviz: %s\n", err);
			rc = EXIT_INPUT;
		}
	}
	/* the folders above -o's (exam_write makes its own, and removes it
	   again on failure) */
	if (rc == EXIT_OK && cli_mkdirs(o.outdir, 1) != 0)
		rc = EXIT_OUTPUT;
	else if (rc == EXIT_OK && exam_write(o.outdir, v, o.count, o.format,
	    o.paper, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		rc = EXIT_OUTPUT;
	}
	if (rc == EXIT_OK)
		report(&o, v);
	for (k = 0; k < o.count; k++)
		gen_variant_free(&v[k]);
	free(v);
	return rc;
}
