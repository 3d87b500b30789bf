/*
 * cmd/gen.c: abviz gen: exam trees with guaranteed pruning.  For each
 * variant, draw trees from its seed until the search of one meets every
 * guarantee asked for, then write the tree, its answer key, a worksheet
 * and the solution into -o DIR, every file whole or none at all.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ab.h"
#include "cli.h"
#include "cmd.h"
#include "code.h"
#include "emit.h"
#include "fmt.h"
#include "gen.h"
#include "load.h"
#include "msg.h"
#include "out.h"

#define GEN_TRIES 10000		/* trees drawn per variant, by default */
#define GEN_COUNT_MAX 1000

struct gen_opts {
	struct search_opts so;
	struct gen_shape sh;
	struct gen_want w;
	uint64_t seed;		/* the first variant's; variant k's is seed+k */
	long count;		/* variants */
	long tries;		/* trees drawn per variant before giving up */
	const char *outdir;
	const char *format;	/* of the diagrams: svg, png or pdf */
	char opts[1024];	/* the options that regenerate a variant,
				   without its seed */
};

/* One variant found: its tree (as written and as loaded) and search. */
struct variant {
	uint64_t seed;
	char stem[32];		/* "gen-SEED": its files' base name */
	char *json;		/* the tree file's text */
	size_t len;
	struct tree *t;
	struct trace tr;
	struct summary *s;
	struct gen_facts f;
	long tries;		/* trees drawn to find it */
};

static void
usage(FILE *f)
{
	fputs("usage: abviz gen [options] -o DIR\n"
	    "Draw exam trees whose search prunes as asked, each checked by running\n"
	    "the search, and write for each one into DIR: gen-SEED.json (the tree),\n"
	    "gen-SEED.key.txt (the full answer key, in abviz check's form),\n"
	    "gen-SEED.worksheet.FMT (leaf values, an empty box at every node) and\n"
	    "gen-SEED.solution.FMT (the annotated diagram).  With --count 2 or more,\n"
	    "also worksheets.html (every worksheet, one a printed page) and keys.txt.\n"
	    "\n"
	    "The tree:\n"
	    "      --depth N      leaves N levels below the root (default 3)\n"
	    "      --branching B  children of each interior node: N, or LO..HI for\n"
	    "                     a random number in that range (default 2..3)\n"
	    "      --values LO..HI  leaf values, integers (default 0..20)\n"
	    "      --root PLAYER  max (default) or min moves at the root\n"
	    "      --ties         some leaf value appears twice at least\n"
	    "      --distinct     no leaf value appears twice\n"
	    "      --seed S       the first variant's seed, 0 to 2^64-1 (default 1);\n"
	    "                     variant K has seed S+K-1\n"
	    "      --count N      N variants (default 1)\n"
	    "Guarantees, checked on the search of every tree written:\n"
	    "      --min-cutoffs K   K cutoffs at least that prune a child\n"
	    "      --deep-cutoff  a cutoff whose bound was raised two levels or more\n"
	    "                     above the cutting node (passed down, not a sibling)\n"
	    "      --min-prune-share P, --max-prune-share P\n"
	    "                     P percent of the leaves pruned, at least / at most\n"
	    "      --differ A,B   the search prunes other nodes under A than under\n"
	    "                     B: ge,gt (the cut rules) or two orders (ltr,rtl)\n"
	    "      --tries N      trees drawn per variant before giving up (default\n"
	    "                     10000)\n"
	    "The search the key answers (as for abviz run; see abviz run --help):\n"
	    "  -a, --algo ALGO, --preset NAME, --fail MODE, --cutoff RULE,\n"
	    "      --update WHEN, --order ORDER, --window LO,HI, --node-types\n"
	    "Output:\n"
	    "  -o, --output DIR   where the files go (default: out)\n"
	    "  -f, --format FMT   the diagrams: pdf (default), svg, png, or dot (the\n"
	    "                     DOT text; then worksheets.dot holds every worksheet)\n"
	    "  -h, --help         show this help\n"
	    "\n"
	    "Exit status: 0 ok, 2 usage (or a request that cannot be met), 3 no\n"
	    "tree within --tries meets the guarantees, 4 cannot write output.\n",
	    f);
}

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
		fprintf(stderr, "abviz: empty %s \"%s\" (LO is above HI)\n", opt,
		    arg);
		return -1;
	}
	fprintf(stderr, "abviz: bad %s \"%s\" (expected %sLO..HI, whole numbers "
	    "from %lld to %lld)\n", opt, arg, single ? "N or " : "", min, max);
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
		fprintf(stderr, "abviz: bad %s \"%s\" (expected a percentage, 0 "
		    "to 100)\n", opt, arg);
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
	fprintf(stderr, "abviz: bad --differ \"%s\" (expected ge,gt, or two "
	    "different orders of ltr, rtl, best, worst, e.g. ltr,rtl)\n", arg);
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
		fprintf(stderr, "abviz: bad --seed \"%s\" (expected a whole number "
		    "from 0 to 18446744073709551615)\n", arg);
		return -1;
	}
	return 0;
}

/* Append to buf (size n) what fmt says. */
static void
add(char *buf, size_t n, const char *fmt, ...)
{
	size_t used = strlen(buf);
	va_list ap;

	if (used >= n)
		return;
	va_start(ap, fmt);
	vsnprintf(buf + used, n - used, fmt, ap);
	va_end(ap);
}

/*
 * The options that regenerate a variant, but for its seed, into o->opts:
 * the shape, the guarantees and the search as settled.
 */
static void
describe(struct gen_opts *o)
{
	static const char *const orders[] = { "ltr", "rtl", "best", "worst" };
	const struct search_cfg *c = &o->so.cfg;
	const struct gen_shape *sh = &o->sh;
	const struct gen_want *w = &o->w;
	const struct preset *p = preset_of(c);
	char lo[FMT_NUM_MAX], hi[FMT_NUM_MAX];
	char *b = o->opts;
	size_t n = sizeof(o->opts);

	b[0] = '\0';
	add(b, n, "--depth %d --branching ", sh->depth);
	if (sh->bmin == sh->bmax)
		add(b, n, "%d", sh->bmin);
	else
		add(b, n, "%d..%d", sh->bmin, sh->bmax);
	add(b, n, " --values %lld..%lld --root %s", sh->vmin, sh->vmax,
	    sh->root == PLAYER_MAX ? "max" : "min");
	if (sh->values != GEN_ANY)
		add(b, n, " --%s", sh->values == GEN_TIES ? "ties" : "distinct");
	if (w->min_cutoffs > 0)
		add(b, n, " --min-cutoffs %d", w->min_cutoffs);
	if (w->deep)
		add(b, n, " --deep-cutoff");
	if (w->min_share >= 0)
		add(b, n, " --min-prune-share %d", w->min_share);
	if (w->max_share >= 0)
		add(b, n, " --max-prune-share %d", w->max_share);
	if (w->differ_cut)
		add(b, n, " --differ ge,gt");
	if (w->differ_order[0] >= 0)
		add(b, n, " --differ %s,%s", orders[w->differ_order[0]],
		    orders[w->differ_order[1]]);
	if (p != NULL) {
		add(b, n, " --preset %s", p->name);
	} else {
		add(b, n, " --algo %s", algo_name[c->algo]);
		if (c->algo == ALGO_NEGAMAX_AB)
			add(b, n, " --fail %s", c->fail_soft ? "soft" : "hard");
		if (algo_prunes(c->algo))
			add(b, n, " --cutoff %s", c->cutoff == CUT_GE ? "ge" : "gt");
		if (c->algo == ALGO_ALPHABETA)
			add(b, n, " --update %s", c->update_after ? "after" :
			    "before");
	}
	add(b, n, " --order %s", order_name[c->order]);
	if (c->window)
		add(b, n, " --window %s,%s", fmt_num(c->lo, lo), fmt_num(c->hi, hi));
}

/*
 * Refuse what no tree can meet, or what contradicts itself, before any
 * tree is drawn: 0, or -1 (printed).
 */
static int
feasible(const struct gen_opts *o)
{
	const struct gen_shape *sh = &o->sh;
	const struct gen_want *w = &o->w;
	const struct search_cfg *c = &o->so.cfg;
	int prune = w->min_cutoffs > 0 || w->deep || w->min_share > 0 ||
	    w->differ_cut || w->differ_order[0] >= 0;
	long interior, nodes = gen_max_nodes(sh, &interior);
	long long minleaves = 1;
	int d;

	for (d = 0; d < sh->depth && minleaves <= GEN_MAX_NODES; d++)
		minleaves *= sh->bmin;
	if (nodes > GEN_MAX_NODES) {
		fprintf(stderr, "abviz: --depth %d with up to %d children a node "
		    "makes trees of more than %d nodes, too many to draw\n",
		    sh->depth, sh->bmax, GEN_MAX_NODES);
		return -1;
	}
	if (w->min_share >= 0 && w->max_share >= 0 &&
	    w->min_share > w->max_share) {
		fprintf(stderr, "abviz: --min-prune-share %d is above "
		    "--max-prune-share %d\n", w->min_share, w->max_share);
		return -1;
	}
	if (sh->values == GEN_DISTINCT && minleaves > sh->vmax - sh->vmin + 1) {
		fprintf(stderr, "abviz: --distinct needs a value for each of %lld "
		    "leaves at least, and --values %lld..%lld has %lld\n",
		    minleaves, sh->vmin, sh->vmax, sh->vmax - sh->vmin + 1);
		return -1;
	}
	if (sh->values == GEN_TIES && nodes - interior < 2) {
		fprintf(stderr, "abviz: --ties needs two leaves, and these trees "
		    "have one\n");
		return -1;
	}
	if (prune && !algo_prunes(c->algo)) {
		fprintf(stderr, "abviz: %s never prunes: the pruning guarantees "
		    "need alpha-beta\n", algo_name[c->algo]);
		return -1;
	}
	if (prune && (sh->bmax < 2 || (sh->depth < 2 && !c->window))) {
		fprintf(stderr, "abviz: nothing can be pruned in these trees: a "
		    "cutoff needs a node below the root with two children or "
		    "more (--depth 2, --branching 2 at least)\n");
		return -1;
	}
	if (w->deep && sh->depth < 4) {
		fprintf(stderr, "abviz: --deep-cutoff needs --depth 4 at least: "
		    "the bound must come from three levels above the cutting "
		    "node, which needs children of its own\n");
		return -1;
	}
	if (w->min_cutoffs > interior && c->algo != ALGO_MTDF && !c->window) {
		fprintf(stderr, "abviz: --min-cutoffs %d: these trees have at "
		    "most %ld interior nodes, and each cuts once at most\n",
		    w->min_cutoffs, interior);
		return -1;
	}
	return 0;
}

static void
variant_free(struct variant *v)
{
	free(v->json);
	trace_summary_free(v->s);
	trace_release(&v->tr);
	tree_free(v->t);
}

/*
 * Draw trees from v->seed until one meets every guarantee: 0; 1 when none
 * does within o->tries (printed, with the guarantee that failed most
 * often); -1 when out of memory (printed).
 */
static int
find(const struct gen_opts *o, struct variant *v)
{
	long failed[GEN_NG] = { 0 }, most = 0;
	struct search_cfg cfg = o->so.cfg;
	struct gen_rng r;
	char name[64], desc[1200], err[512];
	int g, worst = 0, rc;
	FILE *m;

	snprintf(v->stem, sizeof(v->stem), "gen-%llu",
	    (unsigned long long)v->seed);
	snprintf(name, sizeof(name), "Exercise (seed %llu)",
	    (unsigned long long)v->seed);
	snprintf(desc, sizeof(desc), "abviz gen --seed %llu %s",
	    (unsigned long long)v->seed, o->opts);
	gen_rng_seed(&r, v->seed);
	for (v->tries = 1; v->tries <= o->tries; v->tries++) {
		unsigned unmet;

		free(v->json);
		v->json = NULL;
		tree_free(v->t);
		v->t = NULL;
		if ((m = open_memstream(&v->json, &v->len)) == NULL)
			goto oom;
		rc = gen_tree(m, &r, &o->sh, name, desc);
		if (fclose(m) != 0 || rc < 0)
			goto oom;
		if (rc == 1) {	/* this shape cannot take the values */
			failed[o->sh.values == GEN_TIES ? GEN_G_TIES :
			    GEN_G_DISTINCT]++;
			continue;
		}
		/* the tree as the file will give it to anyone who loads it */
		if ((v->t = load_tree_mem(v->stem, v->json, v->len, err,
		    sizeof(err))) == NULL || ab_check(v->t, &cfg, err,
		    sizeof(err)) != 0) {
			fprintf(stderr, "abviz: %s: generated tree does not load: "
			    "%s\n", v->stem, err);
			return -1;
		}
		if (gen_facts(v->t, &cfg, &o->w, &v->f) != 0)
			goto oom;
		if ((unmet = gen_unmet(&o->w, &v->f)) == 0) {
			if (ab_search(v->t, &cfg, &v->tr) != 0 ||
			    (v->s = trace_summarize(v->t, &v->tr)) == NULL)
				goto oom;
			return 0;
		}
		for (g = 0; g < GEN_NG; g++)
			if (unmet & (1u << g))
				failed[g]++;
	}
	for (g = 0; g < GEN_NG; g++)
		if (failed[g] > most) {
			most = failed[g];
			worst = g;
		}
	fprintf(stderr, "abviz: no tree from seed %llu meets the request in %ld "
	    "tries: %s failed most often (%ld of %ld tries)\n",
	    (unsigned long long)v->seed, o->tries, gen_guarantee_name[worst],
	    most, o->tries);
	return 1;
oom:
	fprintf(stderr, "abviz: %s: out of memory\n", v->stem);
	return -1;
}

/* The diagram (or with blank the worksheet) as format onto f, as every
   diagram is drawn (emit.h): 0, or -1 with the reason in err. */
static int
picture(FILE *f, const struct variant *v, int blank, const char *format,
    char *err, size_t errlen)
{
	struct emit_opts eo;
	struct emit_job j;

	memset(&eo, 0, sizeof(eo));
	eo.blank = blank;
	j.t = v->t;
	j.tr = &v->tr;
	j.s = v->s;
	j.o = &eo;
	j.path = v->stem;
	j.stem = v->stem;
	return emit_picture(f, &j, format, err, errlen);
}

/* The files of a run, all pending until every one is complete. */
struct files {
	struct out *o;
	int n, cap;
};

/* Open the next pending file dir/name: its stream, or NULL (err set). */
static FILE *
next_file(struct files *fs, const char *dir, const char *name, char *err,
    size_t errlen)
{
	if (fs->n == fs->cap) {
		int cap = fs->cap ? 2 * fs->cap : 16;
		struct out *o = realloc(fs->o, (size_t)cap * sizeof(*o));

		if (o == NULL) {
			snprintf(err, errlen, "out of memory");
			return NULL;
		}
		fs->o = o;
		fs->cap = cap;
	}
	if (out_open(&fs->o[fs->n], dir, name, err, errlen) != 0)
		return NULL;
	return fs->o[fs->n++].f;
}

/* The last file opened is complete: 0, or -1 with err set. */
static int
done_file(struct files *fs, char *err, size_t errlen)
{
	return out_finish(&fs->o[fs->n - 1], err, errlen);
}

/*
 * Every worksheet's SVG in one page, one printed page each (CSS page
 * breaks): 0, or -1 with the reason in err.
 */
static int
put_worksheets(FILE *f, const struct gen_opts *o, const struct variant *v,
    char *err, size_t errlen)
{
	long k;

	/* the worksheets' language, which their legends speak */
	fprintf(f, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", lang_names[msg_lang()]);
	/* the title has no < or &: plain text */
	msg_put(f, M_PIC_WORKSHEETS, NULL, 0);
	fputs("</title>\n<style>\n"
	    "body { margin: 0; font-family: sans-serif; }\n"
	    "section { break-after: page; page-break-after: always; "
	    "text-align: center; }\n"
	    "section:last-child { break-after: auto; page-break-after: auto; }\n"
	    "svg { max-width: 100%; max-height: 95vh; height: auto; }\n"
	    "</style>\n</head>\n<body>\n", f);
	for (k = 0; k < o->count; k++) {
		char *svg = NULL, *start;
		size_t len = 0;
		FILE *m = open_memstream(&svg, &len);
		int rc;

		if (m == NULL) {
			snprintf(err, errlen, "out of memory");
			return -1;
		}
		rc = picture(m, &v[k], 1, "svg", err, errlen);
		if ((fclose(m) != 0 || svg == NULL) && rc == 0) {
			snprintf(err, errlen, "out of memory");
			rc = -1;
		}
		/* the SVG element alone: no XML declaration or doctype */
		if (rc == 0 && (start = strstr(svg, "<svg")) == NULL) {
			snprintf(err, errlen, "Graphviz's dot wrote no SVG");
			rc = -1;
		}
		if (rc == 0)
			fprintf(f, "<section id=\"%s\">\n%s</section>\n", v[k].stem,
			    start);
		free(svg);
		if (rc != 0)
			return -1;
	}
	fputs("</body>\n</html>\n", f);
	return 0;
}

/*
 * Write every file of every variant into dir, all or none: 0, or -1
 * (printed).
 */
static int
write_all(const struct gen_opts *o, struct variant *v)
{
	static const char *const kinds[2] = { "solution", "worksheet" };
	struct files fs = { NULL, 0, 0 };
	char err[1200], name[96];
	long k;
	int i, b, made, dot, rc = -1;
	FILE *f;

	made = mkdir(o->outdir, 0777) == 0;
	if (!made && errno != EEXIST) {
		fprintf(stderr, "abviz: cannot create %s: %s\n", o->outdir,
		    strerror(errno));
		return -1;
	}
	/* ours until every file is in it: a signal removes it, emptied */
	if (made && out_temp_add(o->outdir, OUT_TEMP_FOLDER) != 0) {
		rmdir(o->outdir);
		fputs("abviz: out of memory\n", stderr);
		return -1;
	}
	for (k = 0; k < o->count; k++) {
		snprintf(name, sizeof(name), "%s.json", v[k].stem);
		if ((f = next_file(&fs, o->outdir, name, err, sizeof(err))) == NULL)
			goto out;
		fwrite(v[k].json, 1, v[k].len, f);
		if (done_file(&fs, err, sizeof(err)) != 0)
			goto out;
		snprintf(name, sizeof(name), "%s.key.txt", v[k].stem);
		if ((f = next_file(&fs, o->outdir, name, err, sizeof(err))) == NULL)
			goto out;
		gen_key(f, v[k].t, &v[k].tr, v[k].s);
		if (done_file(&fs, err, sizeof(err)) != 0)
			goto out;
		for (b = 0; b < 2; b++) {
			char why[1024];

			snprintf(name, sizeof(name), "%s.%s.%s", v[k].stem, kinds[b],
			    o->format);
			if ((f = next_file(&fs, o->outdir, name, err,
			    sizeof(err))) == NULL)
				goto out;
			if (picture(f, &v[k], b, o->format, why, sizeof(why)) != 0) {
				snprintf(err, sizeof(err), "%s/%s: %s", o->outdir,
				    name, why);
				goto out;
			}
			if (done_file(&fs, err, sizeof(err)) != 0)
				goto out;
		}
	}
	if (o->count > 1) {
		char why[1024];

		if ((f = next_file(&fs, o->outdir, "keys.txt", err,
		    sizeof(err))) == NULL)
			goto out;
		for (k = 0; k < o->count; k++) {
			fprintf(f, "%s==== %s.json: %s ====\n", k > 0 ? "\n" : "",
			    v[k].stem, v[k].t->name);
			gen_key(f, v[k].t, &v[k].tr, v[k].s);
		}
		if (done_file(&fs, err, sizeof(err)) != 0)
			goto out;
		/* DOT holds several graphs in one file; pictures go into a
		   page, since Graphviz writes one picture per file */
		dot = strcmp(o->format, "dot") == 0;
		if ((f = next_file(&fs, o->outdir, dot ? "worksheets.dot" :
		    "worksheets.html", err, sizeof(err))) == NULL)
			goto out;
		for (k = 0; dot && k < o->count; k++)
			picture(f, &v[k], 1, "dot", why, sizeof(why));
		if (!dot && put_worksheets(f, o, v, why, sizeof(why)) != 0) {
			snprintf(err, sizeof(err), "%s/worksheets.html: %s",
			    o->outdir, why);
			goto out;
		}
		if (done_file(&fs, err, sizeof(err)) != 0)
			goto out;
	}
	/* every file is complete: only now does any take its name */
	for (i = 0; i < fs.n; i++)
		if (out_commit(&fs.o[i], err, sizeof(err)) != 0)
			goto out;
	rc = 0;
out:
	if (rc != 0)
		fprintf(stderr, "abviz: %s\n", err);
	for (i = 0; i < fs.n; i++)
		out_abort(&fs.o[i]);
	free(fs.o);
	if (rc != 0 && made)
		rmdir(o->outdir);	/* ours, and empty again */
	if (made)
		out_temp_drop(o->outdir);
	return rc;
}

/* What was asked of the options, beyond each one alone: 0, or -1. */
static int
settle(struct gen_opts *o)
{
	struct search_cfg *c = &o->so.cfg;

	if (cli_search_done(&o->so) != 0)
		return -1;
	if (c->mistake != MISTAKE_NONE) {
		fputs("abviz: gen writes the key of the course's search; --mistake "
		    "is for run, step and check\n", stderr);
		return -1;
	}
	if (c->iterative) {
		fputs("abviz: gen draws trees without \"eval\" hints, so "
		    "--iterative has nothing to deepen with\n", stderr);
		return -1;
	}
	if (o->so.root >= 0)
		o->sh.root = (enum player)o->so.root;
	/* --depth is the tree's depth here, not a horizon: search it all */
	if (c->depth > 0)
		o->sh.depth = c->depth;
	c->depth = -1;
	return feasible(o);
}

int
cmd_gen(int argc, char **argv)
{
	enum {
		OPT_BRANCH = CLI_OWN, OPT_VALUES, OPT_TIES, OPT_DISTINCT,
		OPT_SEED, OPT_COUNT, OPT_CUTOFFS, OPT_DEEP, OPT_MINSHARE,
		OPT_MAXSHARE, OPT_DIFFER, OPT_TRIES
	};
	static const struct option longopts[] = {
		CLI_SEARCH_LONGOPTS,
		{ "branching", required_argument, NULL, OPT_BRANCH },
		{ "values", required_argument, NULL, OPT_VALUES },
		{ "ties", no_argument, NULL, OPT_TIES },
		{ "distinct", no_argument, NULL, OPT_DISTINCT },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "count", required_argument, NULL, OPT_COUNT },
		{ "min-cutoffs", required_argument, NULL, OPT_CUTOFFS },
		{ "deep-cutoff", no_argument, NULL, OPT_DEEP },
		{ "min-prune-share", required_argument, NULL, OPT_MINSHARE },
		{ "max-prune-share", required_argument, NULL, OPT_MAXSHARE },
		{ "differ", required_argument, NULL, OPT_DIFFER },
		{ "tries", required_argument, NULL, OPT_TRIES },
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const formats[] = { "pdf", "svg", "png", "dot" };
	struct gen_opts o;
	struct variant *v = NULL;
	long long lo, hi;
	long k, n;
	int ch, r, rc = EXIT_OK;

	memset(&o, 0, sizeof(o));
	cli_search_init(&o.so);
	o.sh.depth = 3;
	o.sh.bmin = 2;
	o.sh.bmax = 3;
	o.sh.vmin = 0;
	o.sh.vmax = 20;
	o.sh.root = PLAYER_MAX;
	o.w.min_share = o.w.max_share = -1;
	o.w.differ_order[0] = o.w.differ_order[1] = -1;
	o.seed = 1;
	o.count = 1;
	o.tries = GEN_TRIES;
	o.outdir = "out";
	o.format = "pdf";
	while ((ch = cli_getopt(argc, argv, "a:o:f:h", longopts, &o.so,
	    &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_BRANCH:
			if (range("--branching", optarg, 1, 1, 100, &lo, &hi) != 0)
				return EXIT_USAGE;
			o.sh.bmin = (int)lo;
			o.sh.bmax = (int)hi;
			break;
		case OPT_VALUES:
			if (range("--values", optarg, 0, -GEN_MAX_VALUE,
			    GEN_MAX_VALUE, &o.sh.vmin, &o.sh.vmax) != 0)
				return EXIT_USAGE;
			break;
		case OPT_TIES:
		case OPT_DISTINCT:
			if (o.sh.values != GEN_ANY &&
			    o.sh.values != (ch == OPT_TIES ? GEN_TIES : GEN_DISTINCT)) {
				fputs("abviz: --ties and --distinct contradict each "
				    "other: give one\n", stderr);
				return EXIT_USAGE;
			}
			o.sh.values = o.w.values = ch == OPT_TIES ? GEN_TIES :
			    GEN_DISTINCT;
			break;
		case OPT_SEED:
			if (parse_seed(optarg, &o.seed) != 0)
				return EXIT_USAGE;
			break;
		case OPT_COUNT:
		case OPT_TRIES:
			if (cli_count(ch == OPT_COUNT ? "--count" : "--tries", optarg,
			    ch == OPT_COUNT ? "1 to 1000" : "1 or more", &n) != 0)
				return EXIT_USAGE;
			if (n < 1 || (ch == OPT_COUNT && n > GEN_COUNT_MAX)) {
				fprintf(stderr, "abviz: bad %s \"%s\" (expected %s)\n",
				    ch == OPT_COUNT ? "--count" : "--tries", optarg,
				    ch == OPT_COUNT ? "1 to 1000" : "1 or more");
				return EXIT_USAGE;
			}
			*(ch == OPT_COUNT ? &o.count : &o.tries) = n;
			break;
		case OPT_CUTOFFS:
			if (cli_count("--min-cutoffs", optarg, "a count, 0 or more",
			    &n) != 0)
				return EXIT_USAGE;
			o.w.min_cutoffs = n > GEN_MAX_NODES ? GEN_MAX_NODES : (int)n;
			break;
		case OPT_DEEP:
			o.w.deep = 1;
			break;
		case OPT_MINSHARE:
		case OPT_MAXSHARE:
			if (percent(ch == OPT_MINSHARE ? "--min-prune-share" :
			    "--max-prune-share", optarg, ch == OPT_MINSHARE ?
			    &o.w.min_share : &o.w.max_share) != 0)
				return EXIT_USAGE;
			break;
		case OPT_DIFFER:
			if (differ(&o.w, optarg) != 0)
				return EXIT_USAGE;
			break;
		case 'o':
			if (strcmp(optarg, "-") == 0) {
				fputs("abviz: gen writes several files: -o names "
				    "the folder they go into\n", stderr);
				return EXIT_USAGE;
			}
			o.outdir = optarg;
			break;
		case 'f':
			if ((r = cli_pick("--format", optarg, formats, 4)) < 0)
				return EXIT_USAGE;
			o.format = formats[r];
			break;
		case 'h':
			usage(stdout);
			return EXIT_OK;
		default:
			fputs("Try 'abviz help gen'.\n", stderr);
			return EXIT_USAGE;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "abviz: gen reads no files (\"%s\"): it writes "
		    "trees into -o DIR\n", argv[optind]);
		return EXIT_USAGE;
	}
	if (settle(&o) != 0)
		return EXIT_USAGE;
	describe(&o);
	if ((v = calloc((size_t)o.count, sizeof(*v))) == NULL) {
		fputs("abviz: out of memory\n", stderr);
		return EXIT_INPUT;
	}
	for (k = 0; k < o.count; k++) {
		v[k].seed = o.seed + (uint64_t)k;
		if ((r = find(&o, &v[k])) != 0) {
			rc = EXIT_INPUT;
			goto out;
		}
	}
	if (write_all(&o, v) != 0) {
		rc = EXIT_OUTPUT;
		goto out;
	}
	for (k = 0; k < o.count; k++) {
		const struct gen_facts *f = &v[k].f;

		char num[FMT_NUM_MAX];

		printf("%s/%s.json: value %s, %d cutoff%s (%d deep), %d of %d "
		    "leaves pruned (%d%%), try %ld from seed %llu\n", o.outdir,
		    v[k].stem, fmt_num(v[k].tr.result, num), f->cutoffs, f->cutoffs == 1 ? "" :
		    "s", f->deep, f->pruned_leaves, f->nleaves,
		    100 * f->pruned_leaves / f->nleaves, v[k].tries,
		    (unsigned long long)v[k].seed);
	}
out:
	for (k = 0; k < o.count; k++)
		variant_free(&v[k]);
	free(v);
	return rc;
}
