/*
 * searchopt.c: the options every command that searches takes, to choose
 * the search and its conventions (see searchopt.h): each taken as it
 * comes, then settled together (a preset, and what contradicts it).
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "arg.h"
#include "code.h"
#include "msg.h"
#include "opt.h"
#include "searchopt.h"

void
searchopt_init(struct search_opts *so)
{
	memset(so, 0, sizeof(*so));
	so->cfg.algo = ALGO_ALPHABETA;
	so->cfg.depth = -1;
	so->root = -1;
	so->fail = -1;
	so->update = -1;
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
	MSG_ERROR(M_ERR_BAD_WINDOW_EXPECTED_LO, arg);
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
		MSG_ERROR(M_ERR_BAD_DEPTH_EXPECTED_1_2, arg,
		    MSG_INT(TREE_MAX_DEPTH));
		return -1;
	}
	*depth = (int)d;
	return 0;
}

/* --preset list: each preset, what it sets, and its other names. */
static void
list_presets(void)
{
	int i, k, n;

	for (i = 0; i < npreset; i++) {
		const struct preset *p = &preset[i];

		printf("%-13s  --algo %s%s --cutoff %s%s\n               %s\n"
		    "               pseudocode: %s\n", p->name, algo_name[p->algo],
		    p->algo == ALGO_NEGAMAX_AB ? (p->fail_soft ? " --fail soft" :
		    " --fail hard") : "", p->cutoff == CUT_GE ? "ge" : "gt",
		    p->algo != ALGO_ALPHABETA ? "" : p->update_after ?
		    " --update after" : " --update before", p->source,
		    msg_in(LANG_EN, code_for_preset(p)->title));
		for (n = 0, k = 0; k < npreset_alias; k++)
			if (preset_alias[k].preset == i)
				printf("%s%s", n++ == 0 ? "               also: " :
				    ", ", preset_alias[k].name);
		if (n > 0)
			putchar('\n');
	}
}

int
searchopt_take(int ch, const char *arg, struct search_opts *so)
{
	static const char *const fails[] = { "hard", "soft" };
	static const char *const rules[] = { "ge", "gt" };
	static const char *const players[] = { "max", "min" };
	static const char *const updates[] = { "before", "after" };
	const char *names[16];
	struct search_cfg *cfg = &so->cfg;
	int x, i;

	switch (ch) {
	case OPT_LANG:
		if ((x = arg_pick("--lang", arg, lang_names, lang_count)) < 0)
			return SEARCHOPT_ERROR;
		msg_set_lang((enum lang)x);
		return SEARCHOPT_TAKEN;
	case OPT_ALGO:
		if ((x = arg_pick("algorithm", arg, algo_name, ALGO_N)) < 0)
			return SEARCHOPT_ERROR;
		cfg->algo = (enum algo)x;
		so->algo_set = 1;
		return SEARCHOPT_TAKEN;
	case OPT_FAIL:
		return (so->fail = arg_pick("--fail", arg, fails, 2)) < 0 ?
		    SEARCHOPT_ERROR : SEARCHOPT_TAKEN;
	case OPT_CUTOFF:
		if ((x = arg_pick("--cutoff", arg, rules, 2)) < 0)
			return SEARCHOPT_ERROR;
		cfg->cutoff = (enum cutoff_rule)x;
		so->cutoff_set = 1;
		return SEARCHOPT_TAKEN;
	case OPT_ORDER:
		if ((x = arg_pick("--order", arg, order_name, ORDER_N)) < 0)
			return SEARCHOPT_ERROR;
		cfg->order = (enum order)x;
		return SEARCHOPT_TAKEN;
	case OPT_ROOT:
		return (so->root = arg_pick("--root", arg, players, 2)) < 0 ?
		    SEARCHOPT_ERROR : SEARCHOPT_TAKEN;
	case OPT_DEPTH:
		return parse_depth(arg, &cfg->depth) != 0 ? SEARCHOPT_ERROR : SEARCHOPT_TAKEN;
	case OPT_ITER:
		cfg->iterative = 1;
		return SEARCHOPT_TAKEN;
	case OPT_WINDOW:
		return parse_window(arg, cfg) != 0 ? SEARCHOPT_ERROR : SEARCHOPT_TAKEN;
	case OPT_TYPES:
		cfg->node_types = 1;
		return SEARCHOPT_TAKEN;
	case OPT_UPDATE:
		return (so->update = arg_pick("--update", arg, updates, 2)) < 0 ?
		    SEARCHOPT_ERROR : SEARCHOPT_TAKEN;
	case OPT_PRESET:
		if (strcmp(arg, "list") == 0) {
			list_presets();
			return SEARCHOPT_DONE;
		}
		if ((x = preset_find(arg)) >= 0) {
			cfg->preset = x + 1;
			return SEARCHOPT_TAKEN;
		}
		/* none: the message names the presets */
		for (i = 0; i < npreset && i < 15; i++)
			names[i] = preset[i].name;
		names[i++] = "list";
		arg_pick("--preset", arg, names, i);
		return SEARCHOPT_ERROR;
	case OPT_MISTAKE:
		if ((x = arg_pick("--mistake", arg, mistake_name + 1,
		    MISTAKE_N - 1)) < 0)
			return SEARCHOPT_ERROR;
		cfg->mistake = (enum mistake)(x + 1);
		return SEARCHOPT_TAKEN;
	case OPT_NOTATION:
		if ((x = arg_pick("--notation", arg, notation_name,
		    NOTATION_N)) < 0)
			return SEARCHOPT_ERROR;
		cfg->notation = (enum notation)x;
		return SEARCHOPT_TAKEN;
	default:
		return SEARCHOPT_NOT_MINE;
	}
}

/* A preset fixes the formulation and its conventions: say what clashes. */
static int
clash(const struct preset *p, const char *opt, const char *given,
    const char *set)
{
	MSG_ERROR(M_ERR_PRESET_SETS_NOT_DROP, p->name, opt, set, given);
	return -1;
}

int
searchopt_done(struct search_opts *so)
{
	struct search_cfg *c = &so->cfg;
	enum algo given = c->algo, a = given;

	/* the misconceptions live in how alpha and beta are passed down and
	   kept; two of them in the MAX/MIN code's two variables */
	if (!c->preset && !mistake_fits(c->mistake, a) &&
	    (c->mistake == MISTAKE_GLOBAL || c->mistake == MISTAKE_EARLY)) {
		MSG_ERROR(M_ERR_MISTAKE_NEEDS_MAX_MIN,
		    mistake_name[c->mistake], algo_name[a]);
		return -1;
	}
	if (!c->preset && !mistake_fits(c->mistake, a) &&
	    mistake_chance(c->mistake)) {
		MSG_ERROR(M_ERR_MISTAKE_CHANCE_ALGO, mistake_name[c->mistake],
		    algo_name[a]);
		return -1;
	}
	if (!c->preset && !mistake_fits(c->mistake, a)) {
		MSG_ERROR(c->mistake == MISTAKE_VALUE_FOR_BOUND ?
		    M_ERR_MISTAKE_NEEDS_PASSING_NO_PVS :
		    M_ERR_MISTAKE_NEEDS_PASSING, mistake_name[c->mistake],
		    algo_name[a]);
		return -1;
	}
	if (so->fail >= 0 && a != ALGO_NEGAMAX_AB && a != ALGO_ALPHABETA &&
	    a != ALGO_ALPHABETA_HARD) {
		MSG_ERROR(M_ERR_FAIL_APPLIES_ALPHABETA_NEGAMAX, algo_name[a]);
		return -1;
	}
	if (c->window && (!algo_prunes(a) || a == ALGO_MTDF)) {
		MSG_ERROR(M_ERR_WINDOW_APPLIES_ALPHABETA_ALPHABETA,
		    algo_name[a]);
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
		MSG_ERROR(a == ALGO_ALPHABETA_HARD ? M_ERR_UPDATE_HARD :
		    a == ALGO_NEGAMAX_AB && !c->fail_soft ? M_ERR_UPDATE_NEGAMAX :
		    M_ERR_UPDATE_OTHER, algo_name[a]);
		return -1;
	}
	if (so->update >= 0)
		c->update_after = so->update;
	return 0;
}

