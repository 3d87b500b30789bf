/*
 * cli.c: the options every command takes to choose a search, and loading a
 * tree under them (see cli.h).
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "cli.h"
#include "code.h"
#include "load.h"
#include "msg.h"

void
cli_search_init(struct search_opts *so)
{
	memset(so, 0, sizeof(*so));
	so->cfg.algo = ALGO_ALPHABETA;
	so->cfg.depth = -1;
	so->root = -1;
	so->fail = -1;
	so->update = -1;
}

/*
 * Index of the word p[0..len) in names[0..n), or -1 with a message naming
 * the option and the choices; tail ends the message (after "or NAME").
 */
static int
pick(const char *opt, const char *p, size_t len, const char *const *names,
    int n, const char *tail)
{
	int i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == len && strncmp(p, names[i], len) == 0)
			return i;
	fprintf(stderr, "abviz: unknown %s \"%.*s\" (expected ", opt, (int)len,
	    p);
	for (i = 0; i < n; i++)
		fprintf(stderr, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
		    names[i]);
	fprintf(stderr, "%s)\n", tail);
	return -1;
}

int
cli_pick(const char *opt, const char *arg, const char *const *names, int n)
{
	return pick(opt, arg, strlen(arg), names, n, "");
}

int
cli_pick_list(const char *opt, const char *list, const char *const *names,
    int n, int *want)
{
	char tail[128];
	const char *p = list;
	int i;

	snprintf(tail, sizeof(tail), "; several with commas, e.g. %s,%s",
	    names[0], names[n > 1]);
	memset(want, 0, (size_t)n * sizeof(*want));
	for (;;) {
		size_t len = strcspn(p, ",");

		if ((i = pick(opt, p, len, names, n, tail)) < 0)
			return -1;
		want[i] = 1;
		if (p[len] == '\0')
			return 0;
		p += len + 1;
	}
}

int
cli_flush_stdout(void)
{
	int before = errno;

	errno = 0;
	/* bytes still in the buffer are tried again: their failure says why;
	   a write that failed with nothing left over left its reason in
	   errno (every write to a broken stream sets it again) */
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	fprintf(stderr, "abviz: cannot write standard output: %s\n",
	    strerror(errno ? errno : before ? before : EIO));
	clearerr(stdout);
	return -1;
}

int
cli_count(const char *opt, const char *arg, const char *what, long *n)
{
	char *end;

	errno = 0;
	*n = strtol(arg, &end, 10);
	if (end == arg || *end != '\0' || errno != 0 || *n < 0) {
		fprintf(stderr, "abviz: bad %s \"%s\" (expected %s)\n", opt, arg,
		    what);
		return -1;
	}
	return 0;
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

/* --preset list: each preset and what it sets. */
static void
list_presets(void)
{
	int i;

	for (i = 0; i < npreset; i++) {
		const struct preset *p = &preset[i];

		printf("%-8s  --algo %s%s --cutoff %s%s\n          %s\n"
		    "          pseudocode: %s\n", p->name, algo_name[p->algo],
		    p->algo == ALGO_NEGAMAX_AB ? (p->fail_soft ? " --fail soft" :
		    " --fail hard") : "", p->cutoff == CUT_GE ? "ge" : "gt",
		    p->algo != ALGO_ALPHABETA ? "" : p->update_after ?
		    " --update after" : " --update before", p->source,
		    msg_in(LANG_EN, code_for_preset(p)->title));
	}
}

enum { TAKEN, NOT_MINE, DONE, ERROR };

/*
 * Take option ch with argument arg if it is a search option: TAKEN,
 * NOT_MINE, ERROR (message printed), or DONE when it printed what was
 * asked (--preset list).
 */
static int
search_opt(int ch, const char *arg, struct search_opts *so)
{
	static const char *const fails[] = { "hard", "soft" };
	static const char *const rules[] = { "ge", "gt" };
	static const char *const players[] = { "max", "min" };
	static const char *const updates[] = { "before", "after" };
	const char *names[16];
	struct search_cfg *cfg = &so->cfg;
	int x, i;

	switch (ch) {
	case CLI_LANG:
		if ((x = cli_pick("--lang", arg, lang_names, LANG_N)) < 0)
			return ERROR;
		msg_set_lang((enum lang)x);
		return TAKEN;
	case CLI_MAXINPUT:
		return cli_max_input(arg) != 0 ? ERROR : TAKEN;
	case CLI_ALGO:
		if ((x = cli_pick("algorithm", arg, algo_name, ALGO_N)) < 0)
			return ERROR;
		cfg->algo = (enum algo)x;
		so->algo_set = 1;
		return TAKEN;
	case CLI_FAIL:
		return (so->fail = cli_pick("--fail", arg, fails, 2)) < 0 ?
		    ERROR : TAKEN;
	case CLI_CUTOFF:
		if ((x = cli_pick("--cutoff", arg, rules, 2)) < 0)
			return ERROR;
		cfg->cutoff = (enum cutoff_rule)x;
		so->cutoff_set = 1;
		return TAKEN;
	case CLI_ORDER:
		if ((x = cli_pick("--order", arg, order_name, ORDER_N)) < 0)
			return ERROR;
		cfg->order = (enum order)x;
		return TAKEN;
	case CLI_ROOT:
		return (so->root = cli_pick("--root", arg, players, 2)) < 0 ?
		    ERROR : TAKEN;
	case CLI_DEPTH:
		return parse_depth(arg, &cfg->depth) != 0 ? ERROR : TAKEN;
	case CLI_ITER:
		cfg->iterative = 1;
		return TAKEN;
	case CLI_WINDOW:
		return parse_window(arg, cfg) != 0 ? ERROR : TAKEN;
	case CLI_TYPES:
		cfg->node_types = 1;
		return TAKEN;
	case CLI_UPDATE:
		return (so->update = cli_pick("--update", arg, updates, 2)) < 0 ?
		    ERROR : TAKEN;
	case CLI_PRESET:
		if (strcmp(arg, "list") == 0) {
			list_presets();
			return DONE;
		}
		for (i = 0; i < npreset && i < 15; i++)
			names[i] = preset[i].name;
		names[i++] = "list";
		if ((x = cli_pick("--preset", arg, names, i)) < 0)
			return ERROR;
		cfg->preset = x + 1;
		return TAKEN;
	case CLI_MISTAKE:
		if ((x = cli_pick("--mistake", arg, mistake_name + 1,
		    MISTAKE_N - 1)) < 0)
			return ERROR;
		cfg->mistake = (enum mistake)(x + 1);
		return TAKEN;
	case CLI_NOTATION:
		if ((x = cli_pick("--notation", arg, notation_name,
		    NOTATION_N)) < 0)
			return ERROR;
		cfg->notation = (enum notation)x;
		return TAKEN;
	default:
		return NOT_MINE;
	}
}

int
cli_getopt(int argc, char *const *argv, const char *shortopts,
    const struct option *longopts, struct search_opts *so, int *rc)
{
	int ch;

	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		switch (search_opt(ch, optarg, so)) {
		case TAKEN:
			continue;
		case NOT_MINE:
			return ch;
		case DONE:
			*rc = EXIT_OK;
			return CLI_STOP;
		default:
			*rc = EXIT_USAGE;
			return CLI_STOP;
		}
	}
	return -1;
}

/* A preset fixes the formulation and its conventions: say what clashes. */
static int
clash(const struct preset *p, const char *opt, const char *given,
    const char *set)
{
	fprintf(stderr, "abviz: --preset %s sets %s %s, not %s: drop one of "
	    "the two\n", p->name, opt, set, given);
	return -1;
}

int
cli_search_done(struct search_opts *so)
{
	struct search_cfg *c = &so->cfg;
	enum algo given = c->algo, a = given;

	/* the misconceptions live in how alpha and beta are passed down and
	   kept; two of them in the MAX/MIN code's two variables */
	if (!c->preset && !mistake_fits(c->mistake, a) &&
	    (c->mistake == MISTAKE_GLOBAL || c->mistake == MISTAKE_EARLY)) {
		fprintf(stderr, "abviz: --mistake %s needs the MAX/MIN code "
		    "(alphabeta or alphabeta-hard), not %s\n",
		    mistake_name[c->mistake], algo_name[a]);
		return -1;
	}
	if (!c->preset && !mistake_fits(c->mistake, a)) {
		fprintf(stderr, "abviz: --mistake %s needs a search that passes "
		    "alpha and beta down (alphabeta, alphabeta-hard, negamax-ab%s), "
		    "not %s\n", mistake_name[c->mistake],
		    c->mistake == MISTAKE_VALUE_FOR_BOUND ? "" : " or pvs",
		    algo_name[a]);
		return -1;
	}
	if (so->fail >= 0 && a != ALGO_NEGAMAX_AB && a != ALGO_ALPHABETA &&
	    a != ALGO_ALPHABETA_HARD) {
		fprintf(stderr, "abviz: --fail applies to alphabeta and negamax-ab, "
		    "not %s\n", algo_name[a]);
		return -1;
	}
	if (c->window && (!algo_prunes(a) || a == ALGO_MTDF)) {
		fprintf(stderr, "abviz: --window applies to alphabeta, "
		    "alphabeta-hard, negamax-ab and pvs, not %s\n", algo_name[a]);
		return -1;
	}
	/* --fail picks the alpha-beta shape: alphabeta is seed 001's soft one,
	   alphabeta-hard seed 000's; negamax-ab is seed 004's hard one. */
	if (so->fail >= 0 && a != ALGO_NEGAMAX_AB)
		c->algo = a = so->fail ? ALGO_ALPHABETA : ALGO_ALPHABETA_HARD;
	c->fail_soft = so->fail == 1;
	if (preset_of(c) != NULL) {
		const struct preset *p = preset_of(c);

		/* --algo as given: --fail may have changed it since */
		if (so->algo_set && given != p->algo)
			return clash(p, "--algo", algo_name[given],
			    algo_name[p->algo]);
		if (so->fail >= 0 && (a != p->algo ||
		    (a == ALGO_NEGAMAX_AB && c->fail_soft != p->fail_soft)))
			return clash(p, "--fail", so->fail ? "soft" : "hard",
			    p->fail_soft || p->algo == ALGO_ALPHABETA ? "soft" :
			    "hard");
		if (so->cutoff_set && c->cutoff != p->cutoff)
			return clash(p, "--cutoff", c->cutoff == CUT_GE ? "ge" :
			    "gt", p->cutoff == CUT_GE ? "ge" : "gt");
		if (so->update >= 0 && p->algo == ALGO_ALPHABETA &&
		    so->update != p->update_after)
			return clash(p, "--update", so->update ? "after" :
			    "before", p->update_after ? "after" : "before");
		c->algo = a = p->algo;
		c->fail_soft = p->fail_soft;
		c->cutoff = p->cutoff;
		c->update_after = p->update_after;
		if (so->update < 0 || p->algo == ALGO_ALPHABETA)
			return 0;
	}
	if (so->update >= 0 && a != ALGO_ALPHABETA) {
		fprintf(stderr, "abviz: --update applies to alphabeta (fail-soft "
		    "MAX-VALUE / MIN-VALUE), not %s: %s\n", algo_name[a],
		    a == ALGO_ALPHABETA_HARD ? "seed 000's code raises alpha "
		    "first" : a == ALGO_NEGAMAX_AB && !c->fail_soft ? "seed 004 "
		    "tests val >= beta first" : "it raises the bound first");
		return -1;
	}
	if (so->update >= 0)
		c->update_after = so->update;
	return 0;
}

int
cli_max_input(const char *arg)
{
	unsigned long long n;
	char *end;
	int shift = 0;

	errno = 0;
	n = strtoull(arg, &end, 10);
	if (end != arg && arg[0] >= '0' && arg[0] <= '9' && errno == 0) {
		/* k, M, G: kibibytes, mebibytes, gibibytes */
		if (*end == 'k' || *end == 'K')
			shift = 10, end++;
		else if (*end == 'M')
			shift = 20, end++;
		else if (*end == 'G')
			shift = 30, end++;
		if (*end == '\0' && n <= (SIZE_MAX >> shift)) {
			load_set_max_input((size_t)n << shift);
			return 0;
		}
	}
	fprintf(stderr, "abviz: bad --max-input \"%s\" (expected a size in bytes, "
	    "with k, M or G for 2^10, 2^20 or 2^30, e.g. 2G; 0 for no limit)\n",
	    arg);
	return -1;
}

void
cli_input_usage(FILE *f)
{
	fputs("      --max-input SIZE  read no input larger than SIZE bytes (k, M,\n"
	    "                     G: 2^10, 2^20, 2^30; default 1G; 0: any)\n", f);
}

void
cli_search_usage(FILE *f, int with_mistake)
{
	fputs("  -a, --algo ALGO    alphabeta (default), alphabeta-hard, negamax-ab,\n"
	    "                     minimax, negamax, pvs or mtdf\n"
	    "      --preset NAME  a course's pseudocode and every convention it\n"
	    "                     implies: aima, cs188, seed001, oiwiki, negamax\n"
	    "                     (--preset list says what each sets)\n"
	    "      --fail MODE    soft or hard: how alpha-beta returns (negamax-ab\n"
	    "                     is hard unless --fail soft)\n"
	    "      --cutoff RULE  ge: prune when alpha >= beta (default); gt: only\n"
	    "                     when alpha > beta\n"
	    "      --update WHEN  before (default; seeds 000, 001): raise alpha,\n"
	    "                     then test; after (AIMA, CS188): test v >= beta\n"
	    "                     first, raise alpha only when there is no cut\n"
	    "      --order ORDER  ltr (default), rtl, best, worst or eval: the order\n"
	    "                     children are searched in\n"
	    "      --root PLAYER  max or min moves at the root (default: the file's)\n"
	    "      --depth N      stop N levels down and use each node's \"eval\"\n"
	    "      --iterative    iterative deepening to --depth (default: the\n"
	    "                     whole tree), reordering by the last iteration\n"
	    "      --window LO,HI aspiration window at the root, searched again\n"
	    "                     if the value falls outside it\n"
	    "      --node-types   mark Knuth-Moore PV / CUT / ALL nodes in the diagram\n"
	    "      --lang LANG    en or zh: the language of the log, the diagram's\n"
	    "                     legend and the pages (default: from LC_ALL,\n"
	    "                     LC_MESSAGES or LANG, else en)\n",
	    f);
	fputs("      --notation HOW either (default), bounds or returned: how abviz\n"
	    "                     check reads a cut node's value (>=15, or the\n"
	    "                     number the search returns); either takes both\n", f);
	if (with_mistake)
		fputs("      --mistake WHAT search as a student with a misconception does:\n"
		    "                     shallow (alpha and beta not passed down),\n"
		    "                     root-window (each root child from the root's\n"
		    "                     first window), value-for-bound, global-bounds,\n"
		    "                     early-bound, lowered-bound or cut-child; see\n"
		    "                     abviz check\n", f);
}

struct tree *
cli_load_quiet(const struct search_opts *so, const char *path,
    struct search_cfg *cfg, char *err, size_t errlen)
{
	struct tree *t;
	size_t n;

	if ((t = load_tree(path, err, errlen)) == NULL)
		return NULL;
	if (so->root >= 0)
		t->root_player = (enum player)so->root;
	*cfg = so->cfg;
	if (cfg->iterative && cfg->depth < 0)
		cfg->depth = t->height;
	n = (size_t)snprintf(err, errlen, "%s: ", path);
	if (n < errlen && ab_check(t, cfg, err + n, errlen - n) != 0) {
		tree_free(t);
		return NULL;
	}
	return t;
}

struct tree *
cli_load(const struct search_opts *so, const char *path,
    struct search_cfg *cfg)
{
	struct tree *t;
	char err[1024];

	if ((t = cli_load_quiet(so, path, cfg, err, sizeof(err))) == NULL)
		fprintf(stderr, "abviz: %s\n", err);
	return t;
}
