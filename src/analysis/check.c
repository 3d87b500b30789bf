/*
 * check.c: grading answers (see check.h).
 *
 * A key is one search of the tree, replayed into the facts an answer can
 * state: the root's value and best move, the principal variation, which
 * nodes were pruned, the leaves in the order they were evaluated, the
 * cutoffs, and every node's value (or bound), window and case.  Every form
 * of a pruning answer (ids, edges, leaf numbers, the visited set) becomes
 * the same thing, a set of pruned nodes closed under "a pruned node's
 * subtree is pruned", and is graded one pruned subtree at a time.
 *
 * A misconception is graded the same way: its search is made into a key
 * (a counted one, when the answer asks only for what a count knows), and
 * the answer checked against it; it is named on evidence: it makes right
 * at least half of the items the course's key marks wrong, and wrong none
 * that the course's key marks right (check_grade).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "check.h"
#include "code.h"
#include "fmt.h"
#include "jsonw.h"
#include "msg.h"

/* The mistakes' names in English are the keys reports and pages use. */
_Static_assert(M_CHECK_MK_NOTATION - M_CHECK_MK_RIGHT == MK_NOTATION,
    "the mistakes' messages follow enum mistake_kind");

const char *
mistake_kind_text(enum lang l, enum mistake_kind m)
{
	return msg_in(l, (enum msg_id)(M_CHECK_MK_RIGHT + (int)m));
}

/* ---- the catalogue ---- */

static int
equality_cut(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (!algo_prunes(c->algo) || c->cutoff == CUT_GE)
		return -1;
	c->cutoff = CUT_GE;
	return 0;
}

static int
no_equality_cut(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (!algo_prunes(c->algo) || c->cutoff == CUT_GT)
		return -1;
	c->cutoff = CUT_GT;
	return 0;
}

/* The course's search with mistake m, where its formulation can make it. */
static int
with_mistake(struct search_cfg *c, enum mistake m)
{
	if (c->mistake != MISTAKE_NONE || !mistake_fits(m, c->algo))
		return -1;
	c->mistake = m;
	return 0;
}

static int
shallow(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_SHALLOW);
}

static int
root_window(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_ROOT_WINDOW);
}

static int
value_for_bound(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_VALUE_FOR_BOUND);
}

static int
global_bounds(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_GLOBAL);
}

static int
early_bound(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_EARLY);
}

static int
lowered_bound(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_LOWERED);
}

static int
cut_child(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_CUT_CHILD);
}

/* The chance nodes' misconceptions: only where the tree has chance nodes
   (key_make finds it cannot search others with them). */
static int
chance_minmax(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_CHANCE_MINMAX);
}

static int
equal_chances(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_EQUAL_CHANCES);
}

static int
early_range(struct search_cfg *c, enum player *root)
{
	(void)root;
	return with_mistake(c, MISTAKE_EARLY_RANGE);
}

static int
flip_order(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (c->order != ORDER_LTR && c->order != ORDER_RTL)
		return -1;
	c->order = c->order == ORDER_LTR ? ORDER_RTL : ORDER_LTR;
	return 0;
}

static int
swap_players(struct search_cfg *c, enum player *root)
{
	(void)c;
	*root = *root == PLAYER_MAX ? PLAYER_MIN : PLAYER_MAX;
	return 0;
}

static int
no_pruning(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (!algo_prunes(c->algo))
		return -1;
	c->algo = algo_negamax(c->algo) ? ALGO_NEGAMAX : ALGO_MINIMAX;
	c->window = 0;
	return 0;
}

static int
to_hard(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (c->algo == ALGO_ALPHABETA)
		c->algo = ALGO_ALPHABETA_HARD;
	else if (c->algo == ALGO_NEGAMAX_AB && c->fail_soft)
		c->fail_soft = 0;
	else
		return -1;
	return 0;
}

static int
to_soft(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (c->algo == ALGO_ALPHABETA_HARD)
		c->algo = ALGO_ALPHABETA;
	else if (c->algo == ALGO_NEGAMAX_AB && !c->fail_soft)
		c->fail_soft = 1;
	else
		return -1;
	return 0;
}

static int
update_after(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (c->algo != ALGO_ALPHABETA || c->update_after)
		return -1;
	c->update_after = 1;
	return 0;
}

static int
update_before(struct search_cfg *c, enum player *root)
{
	(void)root;
	if (c->algo != ALGO_ALPHABETA || !c->update_after)
		return -1;
	c->update_after = 0;
	return 0;
}

const struct misconception misconceptions[] = {
	{ "equality-cut", M_CHECK_MIS_EQUALITY_CUT, 1, equality_cut, 0 },
	{ "no-equality-cut", M_CHECK_MIS_NO_EQUALITY_CUT, 1, no_equality_cut, 0 },
	{ "value-for-bound", M_CHECK_MIS_VALUE_FOR_BOUND, 0, value_for_bound, 0 },
	{ "shallow", M_CHECK_MIS_SHALLOW, 0, shallow, 0 },
	{ "root-window", M_CHECK_MIS_ROOT_WINDOW, 0, root_window, 0 },
	{ "global-bounds", M_CHECK_MIS_GLOBAL, 0, global_bounds, 0 },
	{ "early-bound", M_CHECK_MIS_EARLY, 0, early_bound, 0 },
	{ "lowered-bound", M_CHECK_MIS_LOWERED, 0, lowered_bound, 0 },
	{ "cut-child", M_CHECK_MIS_CUT_CHILD, 0, cut_child, 0 },
	{ "chance-minmax", M_CHECK_MIS_CHANCE_MINMAX, 0, chance_minmax, 1 },
	{ "equal-chances", M_CHECK_MIS_EQUAL_CHANCES, 0, equal_chances, 1 },
	{ "early-range", M_CHECK_MIS_EARLY_RANGE, 0, early_range, 1 },
	{ "reversed-order", M_CHECK_MIS_REVERSED_ORDER, 0, flip_order, 0 },
	{ "max-min-swapped", M_CHECK_MIS_MAX_MIN_SWAPPED, 0, swap_players, 0 },
	{ "minimax", M_CHECK_MIS_MINIMAX, 0, no_pruning, 0 },
	{ "fail-hard", M_CHECK_MIS_FAIL_HARD, 0, to_hard, 0 },
	{ "fail-soft", M_CHECK_MIS_FAIL_SOFT, 0, to_soft, 0 },
	{ "update-after", M_CHECK_MIS_UPDATE_AFTER, 0, update_after, 0 },
	{ "update-before", M_CHECK_MIS_UPDATE_BEFORE, 0, update_before, 0 },
};
const int nmisconceptions = (int)(sizeof(misconceptions) /
    sizeof(misconceptions[0]));

/* ---- keys ---- */

struct key {
	int state;		/* 0 not made, 1 made, -1 does not apply */
	struct tree t;		/* the tree, perhaps with the other root player
				   (shares the nodes of the checker's tree) */
	struct search_cfg cfg;
	struct trace tr;
	struct summary *s;
	long *step;		/* step[e]: the log's step number at event e */
	unsigned char *pruned;	/* never searched, and not below the horizon */
	unsigned char *beyond;	/* below the depth limit */
	size_t *first;		/* first event at node i; (size_t)-1: none */
	size_t *visit;		/* the last visit of node i (enter, leaf...):
				   the one whose window info[i] keeps */
	size_t *last;		/* the last event giving i's value */
	int *leaves;		/* nodes scored statically, first time each, in
				   order */
	int nleaves;
	/*
	 * A light key (light = 1) is a search counted, not recorded (a
	 * stats_tally): s, step, first, visit, last and leaves are NULL, and
	 * scored and best stand for the summary's.  All a misconception
	 * needs to grade an answer of values, best moves and pruned sets.
	 */
	int light;
	unsigned char *scored;	/* scored without a search of its children */
	int best;		/* the root's best child, or TREE_NONE */
};

struct checker {
	const struct tree *t;
	struct ids *ids;
	int *order;		/* the nodes in tree order */
	int *pos;		/* pos[i]: node i's place in order */
	int *size;		/* size[i]: the nodes of i's subtree, i too; they
				   are order[pos[i] .. pos[i] + size[i]) */
	unsigned char *mark;	/* scratch: an answer's pruned set */
	struct key course;
	struct key *mis;	/* mis[m]: misconceptions[m]'s search */
};

#define NO_EVENT ((size_t)-1)

static void
key_release(struct key *k)
{
	trace_summary_free(k->s);
	trace_release(&k->tr);
	free(k->step);
	free(k->pruned);
	free(k->beyond);
	free(k->first);
	free(k->visit);
	free(k->last);
	free(k->leaves);
	free(k->scored);
}

/*
 * The cut-child student crosses out children it searched: a node with
 * every child crossed out is crossed out itself (children come after
 * their parent in the tree's order), the root excepted.
 */
static void
close_crossed(struct key *k)
{
	int i, j;

	for (i = k->t.n - 1; i > 0 && k->cfg.mistake == MISTAKE_CUT_CHILD;
	    i--) {
		const struct tree_node *nd = &k->t.node[i];
		int all = nd->nkids > 0;

		for (j = 0; j < nd->nkids && all; j++)
			all = k->pruned[nd->first + j];
		k->pruned[i] |= (unsigned char)all;
	}
}

/*
 * Search t under cfg with root moving first and replay it into k: 0, 1 when
 * cfg cannot search t (a depth limit without evals), -1 out of memory.
 */
static int
key_make(struct key *k, const struct tree *t, const struct search_cfg *cfg,
    enum player root, char *err, size_t errlen)
{
	size_t e, n = (size_t)t->n;
	long step = 0;
	int i;

	memset(k, 0, sizeof(*k));
	k->t = *t;
	k->t.root_player = root;
	k->cfg = *cfg;
	if (ab_check(&k->t, cfg, err, errlen) != 0)
		return 1;
	if (ab_search(&k->t, cfg, &k->tr) != 0 ||
	    (k->s = trace_summarize(&k->t, &k->tr)) == NULL)
		goto oom;
	k->step = malloc((k->tr.n + 1) * sizeof(*k->step));
	k->pruned = calloc(n, 1);
	k->beyond = calloc(n, 1);
	k->first = malloc(n * sizeof(*k->first));
	k->visit = malloc(n * sizeof(*k->visit));
	k->last = malloc(n * sizeof(*k->last));
	k->leaves = malloc(n * sizeof(*k->leaves));
	if (k->step == NULL || k->pruned == NULL || k->beyond == NULL ||
	    k->first == NULL || k->visit == NULL || k->last == NULL ||
	    k->leaves == NULL)
		goto oom;
	for (i = 0; i < t->n; i++) {
		k->first[i] = k->visit[i] = k->last[i] = NO_EVENT;
		k->beyond[i] = (unsigned char)trace_beyond(&k->tr, &k->t, i);
		k->pruned[i] = k->s->info[i].order == 0 && !k->beyond[i];
		/* the cut-child student crosses out what it searched, too */
		if (cfg->mistake == MISTAKE_CUT_CHILD)
			k->pruned[i] |= k->s->info[i].cutoff >= 0;
	}
	close_crossed(k);
	for (e = 0; e < k->tr.n; e++) {
		const struct event *x = &k->tr.ev[e];
		enum ev_kind kind = (enum ev_kind)x->kind;

		if (ev_is_step(kind))
			step++;
		k->step[e] = step;
		if (kind != EV_ENTER && kind != EV_LEAF && kind != EV_EVAL &&
		    kind != EV_RECALL && kind != EV_RETURN)
			continue;
		if (k->first[x->node] == NO_EVENT) {
			k->first[x->node] = e;
			if (kind == EV_LEAF || kind == EV_EVAL)
				k->leaves[k->nleaves++] = x->node;
		}
		if (kind != EV_RETURN)
			k->visit[x->node] = e;
		if (kind != EV_ENTER)
			k->last[x->node] = e;
	}
	k->state = 1;
	return 0;
oom:
	key_release(k);
	msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
	return -1;
}

/*
 * Whether a light key can stand for the search of cfg with an answer a: a
 * search of one pass (a tally keeps no event to reorder by, nor passes to
 * tell apart), and an answer of values, best moves and pruned sets only.
 */
static int
light_fits(const struct search_cfg *cfg, const struct answer *a)
{
	int i;

	if (cfg->iterative || cfg->window || cfg->algo == ALGO_MTDF)
		return 0;
	for (i = 0; i < a->n; i++)
		if (a->fact[i].kind != ANS_VALUE && a->fact[i].kind != ANS_BEST &&
		    a->fact[i].kind != ANS_PRUNED && a->fact[i].kind != ANS_VISITED)
			return 0;
	return 1;
}

/*
 * The light key of t searched under cfg with root moving first: the search
 * counted, not recorded, so it costs a few bytes a node.  0, 1 when cfg
 * cannot search t, -1 when out of memory.
 */
static int
light_make(struct key *k, const struct tree *t, const struct search_cfg *cfg,
    enum player root)
{
	struct stats_tally ta;
	char err[256];
	int i;

	memset(k, 0, sizeof(*k));
	k->t = *t;
	k->t.root_player = root;
	k->cfg = *cfg;
	k->light = 1;
	if (ab_check(&k->t, cfg, err, sizeof(err)) != 0)
		return 1;
	if (trace_tally_init(&ta, &k->t, cfg) != 0)
		return -1;
	k->tr.tally = &ta;
	k->pruned = calloc((size_t)t->n, 1);
	k->beyond = malloc((size_t)t->n);
	if (cfg->mistake == MISTAKE_CUT_CHILD)
		ta.crossed = k->pruned;	/* what the cutoffs cross out */
	if (k->pruned == NULL || k->beyond == NULL ||
	    ab_search(&k->t, cfg, &k->tr) != 0) {
		free(ta.seen);
		key_release(k);
		return -1;
	}
	k->tr.tally = NULL;
	k->best = ta.best;
	/* children come after their parent in the tree's order: a node is
	   pruned when never searched, or (cut-child) crossed out or under
	   one crossed out */
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		k->beyond[i] = (unsigned char)trace_beyond(&k->tr, &k->t, i);
		k->pruned[i] = (!ta.seen[i] || k->pruned[i] || (nd->parent !=
		    TREE_NONE && k->pruned[nd->parent])) && !k->beyond[i];
		ta.seen[i] = ta.seen[i] && (nd->nkids == 0 || nd->depth ==
		    cfg->depth);
	}
	close_crossed(k);
	k->scored = ta.seen;
	k->state = 1;
	return 0;
}

/* Whether node n was scored without a search of its children. */
static int
key_scored(const struct key *k, int n)
{
	return k->light ? k->scored[n] : k->s->info[n].scored > 0;
}

/* The root's best child under key k, or TREE_NONE. */
static int
key_best(const struct key *k)
{
	if (k->light)
		return k->best;
	return k->s->npv > 1 ? k->s->pv[1] : TREE_NONE;
}

struct checker *
checker_new(const struct tree *t, const struct search_cfg *cfg, char *err,
    size_t errlen)
{
	struct checker *c = calloc(1, sizeof(*c));
	int i;

	if (c == NULL)
		goto oom;
	c->t = t;
	c->ids = ids_new(t);
	c->order = malloc((size_t)t->n * sizeof(*c->order));
	c->pos = malloc((size_t)t->n * sizeof(*c->pos));
	c->size = malloc((size_t)t->n * sizeof(*c->size));
	c->mark = malloc((size_t)t->n);
	c->mis = calloc((size_t)nmisconceptions, sizeof(*c->mis));
	if (c->ids == NULL || c->order == NULL || c->pos == NULL ||
	    c->size == NULL || c->mark == NULL || c->mis == NULL ||
	    tree_preorder(t, c->order) != 0)
		goto oom;
	for (i = 0; i < t->n; i++) {
		c->pos[c->order[i]] = i;
		c->size[i] = 1;
	}
	for (i = t->n - 1; i > 0; i--)
		c->size[t->node[c->order[i]].parent] += c->size[c->order[i]];
	if (key_make(&c->course, t, cfg, t->root_player, err, errlen) != 0) {
		checker_free(c);
		return NULL;
	}
	return c;
oom:
	checker_free(c);
	msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
	return NULL;
}

void
checker_free(struct checker *c)
{
	int m;

	if (c == NULL)
		return;
	if (c->mis != NULL)
		for (m = 0; m < nmisconceptions; m++)
			if (c->mis[m].state == 1)
				key_release(&c->mis[m]);
	if (c->course.state == 1)
		key_release(&c->course);
	ids_free(c->ids);
	free(c->order);
	free(c->pos);
	free(c->size);
	free(c->mark);
	free(c->mis);
	free(c);
}

const struct ids *
checker_ids(const struct checker *c)
{
	return c->ids;
}

const char *
notation_text(const struct search_cfg *cfg)
{
	switch (cfg->notation) {
	case NOTATION_BOUNDS:
		return "notation: bounds only (a cut node's value as >=15 or <=2)";
	case NOTATION_RETURNED:
		return "notation: the number returned only (a cut node's value "
		    "as the number the search hands up)";
	default:
		return course_notation(cfg) == NOTATION_BOUNDS ?
		    "notation: either (a bound such as >=15, or the number "
		    "returned; the course writes bounds)" :
		    "notation: either (a bound such as >=15, or the number "
		    "returned; the course writes the number returned)";
	}
}

/* Misconception m's key, made when first asked for; NULL if none. */
static struct key *
mis_key(struct checker *c, int m, int *oom)
{
	struct key *k = &c->mis[m];
	struct search_cfg cfg = c->course.cfg;
	enum player root = c->t->root_player;
	char err[256];
	int rc;

	if (k->state == 0) {
		if (misconceptions[m].apply(&cfg, &root) != 0) {
			k->state = -1;
			return NULL;
		}
		if ((rc = key_make(k, c->t, &cfg, root, err, sizeof(err))) != 0) {
			k->state = -1;
			if (rc < 0)
				*oom = 1;
			return NULL;
		}
	}
	return k->state == 1 ? k : NULL;
}

const char *
check_flags(const struct checker *c, int m, char *buf)
{
	struct search_cfg cfg = c->course.cfg;
	enum player root = c->t->root_player;
	char lo[FMT_NUM_MAX], hi[FMT_NUM_MAX];
	size_t n;

	if (m >= 0)
		misconceptions[m].apply(&cfg, &root);
	n = (size_t)snprintf(buf, CHECK_FLAGS_MAX, "--algo %s",
	    algo_name[cfg.algo]);
	if (cfg.algo == ALGO_NEGAMAX_AB)
		n += (size_t)snprintf(buf + n, CHECK_FLAGS_MAX - n, " --fail %s",
		    cfg.fail_soft ? "soft" : "hard");
	if (algo_prunes(cfg.algo))
		n += (size_t)snprintf(buf + n, CHECK_FLAGS_MAX - n, " --cutoff %s",
		    cfg.cutoff == CUT_GE ? "ge" : "gt");
	if (cfg.algo == ALGO_ALPHABETA)
		n += (size_t)snprintf(buf + n, CHECK_FLAGS_MAX - n, " --update %s",
		    cfg.update_after ? "after" : "before");
	n += (size_t)snprintf(buf + n, CHECK_FLAGS_MAX - n, " --order %s "
	    "--root %s", order_name[cfg.order], root == PLAYER_MAX ? "max" :
	    "min");
	if (cfg.depth >= 0)
		n += (size_t)snprintf(buf + n, CHECK_FLAGS_MAX - n, " --depth %d%s",
		    cfg.depth, cfg.iterative ? " --iterative" : "");
	if (cfg.window && algo_prunes(cfg.algo))
		n += (size_t)snprintf(buf + n, CHECK_FLAGS_MAX - n, " --window "
		    "%s,%s", fmt_num(cfg.lo, lo), fmt_num(cfg.hi, hi));
	if (cfg.mistake != MISTAKE_NONE)
		snprintf(buf + n, CHECK_FLAGS_MAX - n, " --mistake %s",
		    mistake_name[cfg.mistake]);
	return buf;
}

/* ---- words ---- */

/*
 * How each reason starts, by mistake (M_CHECK_LEAD_*), in the grader's
 * language: abviz check and the practice page (check_practice) give the
 * same sentences.
 */
#define LEAD(gr, id) ((gr)->quiet ? "" : msg_in((gr)->lang, (id)))

/* What an answer that prunes a node from higher up is said to give (a key
   of the practice page's reasons too). */
#define GIVEN_HIGHER "pruned higher up"

struct grader {
	struct checker *c;
	const struct key *k;
	const double *weights;
	struct grade *g;
	int quiet;		/* no texts: only the credit (misconceptions) */
	enum lang lang;		/* the texts' language */
	size_t cap;
	int oom;
};

/* A new string, printf-style; NULL when quiet or out of memory. */
static char *
say(struct grader *gr, const char *fmt, ...)
{
	va_list ap;
	char *s;
	int n;

	if (gr->quiet)
		return NULL;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || (s = malloc((size_t)n + 1)) == NULL) {
		gr->oom = 1;
		return NULL;
	}
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

/*
 * A message's text (msg_in's, msg_n_in's) with its arguments, as a new
 * string; NULL when quiet or out of memory.  SAY(gr, id, a, b) says
 * message id in the grader's language and counts the arguments; SAY_N the
 * form of plural message id that count takes.
 */
static char *
say_msg(struct grader *gr, const char *text, const char *const *arg, int n)
{
	size_t len;
	char *s;

	if (gr->quiet)
		return NULL;
	len = msg_fill(NULL, 0, text, arg, n) + 1;
	if ((s = malloc(len)) == NULL) {
		gr->oom = 1;
		return NULL;
	}
	msg_fill(s, len, text, arg, n);
	return s;
}
#define SAY(gr, id, ...) \
	say_msg((gr), msg_in((gr)->lang, (id)), \
	    (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))
#define SAY_N(gr, id, count, ...) \
	say_msg((gr), msg_n_in((gr)->lang, (id), (count)), \
	    (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/* Node i's id, as the answers and outputs name it. */
#define ID(gr, i) ((i) == TREE_NONE ? "?" : ids_name((gr)->c->ids, (i)))

/* Whether node i is scored without a search of its children. */
static int
t_static(const struct key *k, int i)
{
	return k->t.node[i].nkids == 0 || k->t.node[i].depth == k->cfg.depth ||
	    trace_horizon(&k->tr, &k->t, i);
}

/* x as the reports write it: 3, 2.5, -inf, +inf. */
struct num {
	char s[FMT_NUM_MAX];
};

static struct num
num(double x)
{
	struct num n;

	fmt_num(x, n.s);
	return n;
}

/* x in a sentence: infinities as the language writes them ("-∞"). */
static struct num
say_num(const struct grader *gr, double x)
{
	struct num n;

	if (isinf(x))
		snprintf(n.s, sizeof(n.s), "%s", msg_in(gr->lang, x < 0 ?
		    M_LOG_MINUS_INF : M_LOG_PLUS_INF));
	else
		fmt_num(x, n.s);
	return n;
}

/* A step number or a count, for a message. */
static struct num
count(long n)
{
	struct num c;

	fmt_count(n, c.s);
	return c;
}

/* A value with its bound: "3", ">=15", "<=2". */
struct val {
	char s[FMT_NUM_MAX + 4];
};

static struct val
val(double x, enum bound b)
{
	struct val v;

	snprintf(v.s, sizeof(v.s), "%s%s", b == BOUND_LOWER ? ">=" :
	    b == BOUND_UPPER ? "<=" : "", num(x).s);
	return v;
}

/* Whether the cutoff rule treats node i as MAX (negamax: every node). */
static int
maxlike(const struct key *k, int i)
{
	return algo_negamax(k->cfg.algo) || tree_player(&k->t, i) == PLAYER_MAX;
}

/* "E has alpha = 15 >= beta = 3": the test that held at cutoff cu. */
struct text {
	char s[320];
};

static struct text
cut_test(const struct grader *gr, const struct cutoff *cu)
{
	const struct key *k = gr->k;
	int first = cfg_test_first(&k->cfg), ge = k->cfg.cutoff == CUT_GE;
	enum lang l = gr->lang;
	struct text t;

	/* what the tested number is called: seed 004's "val", else "v" */
	const char *v = algo_negamax(k->cfg.algo) ? "val" : "v";

	/* Star1: the end of the chance node's range against alpha or beta */
	if (cu->side < 0)
		MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_TEST_CHANCE_LOW),
		    ID(gr, cu->node), say_num(gr, cu->v).s, msg_in(l, ge ?
		    M_LOG_LE : M_LOG_LT), say_num(gr, cu->alpha).s);
	else if (cu->side > 0)
		MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_TEST_CHANCE_HIGH),
		    ID(gr, cu->node), say_num(gr, cu->v).s, msg_in(l, ge ?
		    M_LOG_GE : M_LOG_GT), say_num(gr, cu->beta).s);
	else if (maxlike(k, cu->node))
		MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_TEST_MAX),
		    ID(gr, cu->node), first ? v : msg_in(l, M_CHECK_ALPHA),
		    say_num(gr, cu->v).s, msg_in(l, ge ? M_LOG_GE : M_LOG_GT),
		    say_num(gr, cu->beta).s);
	else
		MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_TEST_MIN),
		    ID(gr, cu->node), first ? v : msg_in(l, M_CHECK_BETA),
		    say_num(gr, cu->v).s, msg_in(l, ge ? M_LOG_LE : M_LOG_LT),
		    say_num(gr, cu->alpha).s);
	return t;
}

/*
 * Why node i (the root of a pruned subtree, or inside one) is pruned, after
 * a lead of one's own.
 */
static char *
why_pruned_as(struct grader *gr, int i, const char *lead)
{
	const struct key *k = gr->k;
	const struct cutoff *cu;
	int ci;

	if (gr->quiet)
		return NULL;
	if ((ci = k->s->info[i].cutoff) < 0)
		return SAY(gr, M_CHECK_WHY_NEVER, lead);
	cu = &k->s->cut[ci];
	return SAY(gr, M_CHECK_WHY_CUT, lead, count(k->step[cu->ev]).s,
	    cut_test(gr, cu).s);
}

/* The same after one of the leads. */
static char *
why_pruned(struct grader *gr, int i, enum msg_id lead)
{
	return why_pruned_as(gr, i, LEAD(gr, lead));
}

/* Why node i is searched: where the search reaches it, with what window. */
static char *
why_searched(struct grader *gr, int i, enum msg_id lead_id)
{
	const struct key *k = gr->k;
	const struct node_info *in;
	const char *lead = LEAD(gr, lead_id);

	if (gr->quiet)
		return NULL;
	in = &k->s->info[i];
	if (i == 0)
		return SAY(gr, M_CHECK_WHY_ROOT, lead);
	if (tree_is_chance(&k->t, k->t.node[i].parent) &&
	    in->alpha_in < in->beta_in)
		return SAY(gr, M_CHECK_WHY_WINDOW_CHANCE, lead,
		    count(k->step[k->visit[i]]).s, ID(gr, k->t.node[i].parent),
		    say_num(gr, in->alpha_in).s, say_num(gr, in->beta_in).s);
	if (in->alpha_in == in->beta_in)	/* only under --cutoff gt */
		return SAY(gr, M_CHECK_WHY_EMPTY, lead,
		    count(k->step[k->visit[i]]).s, say_num(gr, in->alpha_in).s);
	return SAY(gr, M_CHECK_WHY_REACHED, lead,
	    count(k->step[k->visit[i]]).s, say_num(gr, in->alpha_in).s,
	    say_num(gr, in->beta_in).s);
}

/* Why node n is never searched: it lies below the depth limit. */
static char *
why_beyond(struct grader *gr, int n)
{
	return SAY(gr, M_CHECK_BEYOND, ID(gr, n), count(gr->k->cfg.depth).s);
}

/* ---- items ---- */

/*
 * Whether a number x of the answer is the search's y under key k: equal,
 * or a billionth of their size apart (a chance node's value is a sum of
 * products such as 0.1 x 3, whose doubles are not exact:
 * 0.9999999999999998 is the 1 an answer writes); on a tree with chance
 * nodes, also y rounded to two decimals or more (3.14 or 3.143 for Star1's
 * 3.14285714286, 0.33 for a third).  Infinities only equal themselves.
 */
static int
same(const struct key *k, double x, double y)
{
	if (x == y)
		return 1;
	if (isinf(x) || isinf(y))
		return 0;
	if (fabs(x - y) <= 1e-9 * (1 + fabs(x) + fabs(y)))
		return 1;
	return k->t.nchance > 0 && fabs(x - y) <= 0.005 + 1e-9;
}

static struct item *
add_item(struct grader *gr, enum ans_kind kind, const char *subject,
    const struct ans_fact *f)
{
	struct grade *g = gr->g;
	struct item *it;

	if ((size_t)g->n == gr->cap) {
		size_t cap = gr->cap ? 2 * gr->cap : 16;

		if ((it = realloc(g->item, cap * sizeof(*it))) == NULL) {
			gr->oom = 1;
			return NULL;
		}
		g->item = it;
		gr->cap = cap;
	}
	it = &g->item[g->n++];
	memset(it, 0, sizeof(*it));
	it->kind = kind;
	snprintf(it->subject, sizeof(it->subject), "%s", subject);
	it->line = f->line;
	it->col = f->col;
	it->weight = gr->weights[kind];
	it->credit = 1;
	return it;
}

static void
wrong(struct item *it, enum mistake_kind mk, double credit)
{
	if (it->mistake == MK_NONE)
		it->mistake = mk;
	it->credit = credit;
}

static void
grade_value(struct grader *gr, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	struct item *it = add_item(gr, ANS_VALUE, "value", f);

	if (it == NULL)
		return;
	it->given = say(gr, "%s", num(f->value).s);
	it->expected = say(gr, "%s", num(k->tr.result).s);
	if (same(k, f->value, k->tr.result))
		return;
	wrong(it, MK_WRONG_VALUE, 0);
	if (!gr->quiet)
		it->reason = SAY(gr, M_CHECK_ROOT_RETURNS, ID(gr, 0),
		    say_num(gr, k->tr.result).s, count(k->step[k->last[0]]).s);
}

static void
grade_best(struct grader *gr, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	int best = key_best(k);
	struct item *it = add_item(gr, ANS_BEST, "best", f);

	if (it == NULL)
		return;
	it->given = say(gr, "%s", ID(gr, f->node));
	it->expected = say(gr, "%s", best == TREE_NONE ? "none" : ID(gr, best));
	if (f->node == best)
		return;
	wrong(it, MK_WRONG_MOVE, 0);
	if (gr->quiet)
		return;
	if (k->t.node[f->node].parent != 0)
		it->reason = SAY(gr, M_CHECK_NOT_A_MOVE, ID(gr, f->node),
		    say_num(gr, k->tr.result).s, best == TREE_NONE ?
		    msg_in(gr->lang, M_CHECK_NO_MOVE) : ID(gr, best));
	else if (best == TREE_NONE && tree_is_chance(&k->t, 0))
		it->reason = SAY(gr, M_CHECK_ROOT_CHANCE_MOVE, ID(gr, 0));
	else if (best == TREE_NONE)
		it->reason = SAY(gr, M_CHECK_ROOT_NO_MOVE, "");
	else
		it->reason = SAY(gr, M_CHECK_BEST_FROM, say_num(gr, k->tr.result).s,
		    ID(gr, best), say_num(gr, k->s->info[best].value).s,
		    count(k->step[k->last[best]]).s);
}

/* Ids of list[0..n) separated by spaces, for a message. */
static char *
id_list(struct grader *gr, const int *list, int n)
{
	size_t len = 1;
	char *s, *p;
	int i;

	if (gr->quiet)
		return NULL;
	for (i = 0; i < n; i++)
		len += strlen(ID(gr, list[i])) + 1;
	if ((s = malloc(len)) == NULL) {
		gr->oom = 1;
		return NULL;
	}
	p = s;
	*p = '\0';
	for (i = 0; i < n; i++) {
		size_t l = strlen(ID(gr, list[i]));

		if (i > 0)
			*p++ = ' ';
		memcpy(p, ID(gr, list[i]), l + 1);
		p += l;
	}
	return s;
}

static void
grade_pv(struct grader *gr, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	struct item *it = add_item(gr, ANS_PV, "pv", f);
	int i, same = 0, most;

	if (it == NULL)
		return;
	it->given = id_list(gr, f->list, f->nlist);
	it->expected = id_list(gr, k->s->pv, k->s->npv);
	while (same < f->nlist && same < k->s->npv &&
	    f->list[same] == k->s->pv[same])
		same++;
	most = f->nlist > k->s->npv ? f->nlist : k->s->npv;
	if (same == most)
		return;
	wrong(it, MK_WRONG_PV, (double)same / most);
	i = same;
	if (i < k->s->npv && i > 0)
		it->reason = SAY(gr, M_CHECK_PV_FROM, ID(gr, k->s->pv[i - 1]),
		    say_num(gr, k->s->info[k->s->pv[i - 1]].value).s, ID(gr, k->s->pv[i]),
		    count(k->step[k->last[k->s->pv[i]]]).s);
	else if (i < k->s->npv)
		it->reason = SAY(gr, M_CHECK_PV_START, ID(gr, 0));
	else
		it->reason = SAY(gr, M_CHECK_PV_END, ID(gr, k->s->pv[i - 1]));
}

/*
 * The answer's pruned set into c->mark.  A pruning answer (ids, edges,
 * leaf numbers) is closed both ways: a pruned node's subtree is pruned,
 * and so is a node the answer does not name all of whose children are
 * (a searched node searches at least its first child, unless the search
 * scores it without its children, as a depth limit does in an early pass
 * of iterative deepening); the root, where every search starts, never.  A visited answer prunes every node with no
 * node it names in its subtree: the search passes through every node
 * above one it reaches.  Nodes below the depth limit are neither searched
 * nor pruned.
 */
static void
pruned_set(struct grader *gr, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	const struct tree *t = &k->t;
	unsigned char *mark = gr->c->mark;
	int i, j;

	if (f->kind == ANS_VISITED) {
		memset(mark, 1, (size_t)t->n);
		for (i = 0; i < f->nlist; i++)
			for (j = f->list[i]; j != TREE_NONE && mark[j];
			    j = t->node[j].parent)
				mark[j] = 0;
	} else {
		/* bit 1: pruned; bit 2: named by the answer */
		memset(mark, 0, (size_t)t->n);
		for (i = 0; i < f->nlist; i++)
			mark[f->list[i]] = 3;
		for (i = 1; i < t->n; i++) {
			int n = gr->c->order[i];

			if (mark[t->node[n].parent] & 1)
				mark[n] |= 1;
		}
		for (i = t->n - 1; i >= 0; i--) {
			int n = gr->c->order[i];
			const struct tree_node *nd = &t->node[n];
			/* Star1 can enter a chance node and cut it before its
			   first child (it came in with alpha >= U or beta <=
			   L): one the search enters is not closed up */
			int all = n != 0 && nd->nkids > 0 && !(mark[n] & 2) &&
			    !key_scored(k, n) && (!tree_is_chance(t, n) ||
			    k->pruned[n]);

			for (j = 0; j < nd->nkids && all; j++)
				all = (mark[nd->first + j] & 1) &&
				    !k->beyond[nd->first + j];
			if (all)
				mark[n] |= 1;
		}
	}
	for (i = 0; i < t->n; i++)
		mark[i] = k->beyond[i] ? 0 : mark[i] & 1;
}

static void
grade_pruning(struct grader *gr, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	const struct tree *t = &k->t;
	const unsigned char *mark = gr->c->mark;
	int i, j, before = gr->g->n;

	pruned_set(gr, f);
	for (j = 0; j < t->n; j++) {
		int n = gr->c->order[j], p = t->node[n].parent;
		int truth_root = k->pruned[n] && (p == TREE_NONE || !k->pruned[p]);
		int answer_root = mark[n] && (p == TREE_NONE || !mark[p]);
		struct item *it;

		if (!truth_root && !(answer_root && !k->pruned[n]))
			continue;
		if ((it = add_item(gr, f->kind, ID(gr, n), f)) == NULL)
			return;
		if (truth_root) {
			int part = 0;

			it->expected = say(gr, "pruned");
			/* right when the answer cuts the edge into it: pruned
			   from higher up is another cut, and a wrong one */
			if (mark[n] && (p == TREE_NONE || !mark[p])) {
				it->given = say(gr, "pruned");
				continue;
			}
			if (mark[n]) {
				it->given = say(gr, GIVEN_HIGHER);
				wrong(it, MK_MISSED_PRUNING, 0);
				it->reason = why_pruned(gr, n, M_CHECK_LEAD_CUT_HERE);
				continue;
			}
			for (i = gr->c->pos[n] + 1; i < gr->c->pos[n] +
			    gr->c->size[n] && !part; i++)
				part = mark[gr->c->order[i]];
			it->given = say(gr, part ? "partly pruned" : "searched");
			wrong(it, MK_MISSED_PRUNING, 0);
			it->reason = why_pruned(gr, n, part ? M_CHECK_LEAD_ALL_PRUNED :
			    M_CHECK_LEAD_SHOULD_PRUNE);
		} else {
			it->given = say(gr, "pruned");
			it->expected = say(gr, "searched");
			wrong(it, MK_EXTRA_PRUNING, 0);
			it->reason = why_searched(gr, n, M_CHECK_LEAD_NO_PRUNE);
		}
	}
	/* nothing pruned, and nothing said to be: still an item, and right */
	if (gr->g->n == before && !gr->oom) {
		struct item *it = add_item(gr, f->kind, "(none)", f);

		if (it != NULL) {
			it->given = say(gr, "nothing pruned");
			it->expected = say(gr, "nothing pruned");
		}
	}
}

/*
 * The length of the longest common subsequence of a[0..n) and b[0..m):
 * one row at a time, O(n m) steps.  Above 2^24 steps (answers a thousand
 * times longer than homework) the leaves in the same places instead.
 * -1 when out of memory.
 */
static int
common(const int *a, int n, const int *b, int m)
{
	int *row, i, j, best;

	if ((double)n * m > 16777216.0) {
		for (i = best = 0; i < n && i < m; i++)
			best += a[i] == b[i];
		return best;
	}
	if ((row = calloc((size_t)m + 1, sizeof(*row))) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		int diag = 0;	/* row[j - 1] of the row before */

		for (j = 1; j <= m; j++) {
			int up = row[j];

			row[j] = a[i] == b[j - 1] ? diag + 1 :
			    up > row[j - 1] ? up : row[j - 1];
			diag = up;
		}
	}
	best = row[m];
	free(row);
	return best;
}

static void
grade_leaves(struct grader *gr, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	struct item *it = add_item(gr, ANS_LEAVES, "leaves", f);
	int i, same = 0, most, at = -1;

	if (it == NULL)
		return;
	it->given = id_list(gr, f->list, f->nlist);
	it->expected = id_list(gr, k->leaves, k->nleaves);
	for (i = 0; i < f->nlist && i < k->nleaves; i++)
		if (f->list[i] != k->leaves[i]) {
			at = i;
			break;
		}
	most = f->nlist > k->nleaves ? f->nlist : k->nleaves;
	if (at < 0 && f->nlist == k->nleaves)
		return;
	/* the credit: the longest common subsequence of the two orders, so
	   a leaf left out or one too many costs one place, not all after it */
	same = common(f->list, f->nlist, k->leaves, k->nleaves);
	if (same < 0) {
		gr->oom = 1;
		return;
	}
	wrong(it, MK_WRONG_ORDER, (double)same / most);
	if (gr->quiet)
		return;
	if (at < 0)
		at = f->nlist < k->nleaves ? f->nlist : k->nleaves;
	if (at < k->nleaves && at < f->nlist && k->pruned[f->list[at]]) {
		char lead[320];

		MSG_FILL(lead, sizeof(lead), msg_in(gr->lang,
		    M_CHECK_LEAD_LEAF_PRUNED), count(at + 1).s,
		    ID(gr, k->leaves[at]), count(k->step[k->first[k->leaves[at]]]).s,
		    ID(gr, f->list[at]));
		it->reason = why_pruned_as(gr, f->list[at], lead);
	} else if (at < k->nleaves && at < f->nlist) {
		it->reason = SAY(gr, M_CHECK_LEAF_NOT, count(at + 1).s,
		    ID(gr, k->leaves[at]), count(k->step[k->first[k->leaves[at]]]).s,
		    ID(gr, f->list[at]));
	} else if (at < k->nleaves) {
		it->reason = SAY(gr, M_CHECK_LEAF_ALSO, ID(gr, k->leaves[at]),
		    count(k->step[k->first[k->leaves[at]]]).s);
	} else {
		it->reason = SAY(gr, M_CHECK_LEAF_ONLY, count(k->nleaves).s,
		    ID(gr, k->leaves[k->nleaves - 1]),
		    count(k->step[k->first[k->leaves[k->nleaves - 1]]]).s);
	}
}

/*
 * The search's cutoff an answer's cutoff f stands for: of those at f's node
 * not matched yet, the one that agrees with most of what f gives (after,
 * alpha, beta), the later one on a tie (a search of several passes cuts
 * at a node again; the last pass is the one its result tells).  -1 when
 * there is none; *twice is then set when there was one, matched already.
 */
static int
cut_for(const struct key *k, const struct ans_fact *f,
    const unsigned char *used, int *twice)
{
	int i, best = -1, most = -1;

	*twice = 0;
	for (i = 0; i < k->s->ncut; i++) {
		const struct cutoff *cu = &k->s->cut[i];
		int agree;

		if (cu->node != f->node)
			continue;
		if (used[i]) {
			*twice = 1;
			continue;
		}
		agree = ((f->has & HAS_AFTER) && f->after == cu->after) +
		    ((f->has & HAS_ALPHA) && same(k, f->alpha, cu->alpha)) +
		    ((f->has & HAS_BETA) && same(k, f->beta, cu->beta));
		if (agree >= most) {
			most = agree;
			best = i;
		}
	}
	return best;
}

/* Why there is no cutoff at node n (none left to match, with twice). */
static char *
why_no_cut(struct grader *gr, int n, int twice)
{
	const struct key *k = gr->k;

	if (gr->quiet)
		return NULL;
	if (twice) {
		int i, times = 0;

		for (i = 0; i < k->s->ncut; i++)
			times += k->s->cut[i].node == n;
		return times == 1 ? SAY(gr, M_CHECK_CUT_ONCE, ID(gr, n)) :
		    SAY(gr, M_CHECK_CUT_TIMES, ID(gr, n), count(times).s);
	}
	if (k->beyond[n])
		return why_beyond(gr, n);
	if (k->pruned[n])
		return why_pruned(gr, n, M_CHECK_LEAD_NO_CUT_THERE);
	if (t_static(k, n))
		return SAY(gr, M_CHECK_STATIC, ID(gr, n));
	return SAY(gr, M_CHECK_NEVER_CUTS, ID(gr, n),
	    count(k->step[k->last[n]]).s, say_num(gr, k->s->info[n].alpha_out).s,
	    say_num(gr, k->s->info[n].beta_out).s);
}

/*
 * The cutoffs an answer that lists some (any, one of its lines) leaves
 * out: those of the last pass (the one the result tells) not used[] by a
 * line, that prune something (a cut after the last child changes nothing).
 */
static void
missed_cutoffs(struct grader *gr, const struct ans_fact *any,
    const unsigned char *used, int last_pass)
{
	const struct key *k = gr->k;
	int j;

	for (j = 0; j < k->s->ncut && !gr->oom; j++) {
		const struct cutoff *cu = &k->s->cut[j];
		struct item *it;

		if (used[j] || cu->npruned == 0 || cu->pass != last_pass)
			continue;
		if ((it = add_item(gr, ANS_CUTOFF, ID(gr, cu->node), any)) == NULL)
			break;
		it->given = say(gr, "no cutoff");
		it->expected = say(gr, "cutoff at %s after %s alpha %s beta %s",
		    ID(gr, cu->node), ID(gr, cu->after), num(cu->alpha).s,
		    num(cu->beta).s);
		wrong(it, MK_MISSED_CUTOFF, 0);
		it->reason = SAY_N(gr, M_CHECK_CUT_PRUNES,
		    (unsigned long)cu->npruned, count(k->step[cu->ev]).s,
		    cut_test(gr, cu).s, count(cu->npruned).s);
	}
}

static void
grade_cutoffs(struct grader *gr, const struct answer *a)
{
	const struct key *k = gr->k;
	unsigned char *used = NULL;
	int *times = NULL;
	const struct ans_fact *any = NULL;
	int i, last_pass;

	for (i = 0; i < a->n && a->fact[i].kind != ANS_CUTOFF; i++)
		;
	if (i == a->n)
		return;		/* no cutoff given: none is graded */
	last_pass = k->s->npass - 1;
	used = calloc((size_t)k->s->ncut + 1, 1);
	times = calloc((size_t)k->t.n, sizeof(*times));
	if (used == NULL || times == NULL) {
		gr->oom = 1;
		goto out;
	}
	for (i = 0; i < a->n && !gr->oom; i++) {
		const struct ans_fact *f = &a->fact[i];
		const struct cutoff *cu;
		struct item *it;
		char subject[64];
		int ci, twice, parts = 1, right = 1;

		if (f->kind != ANS_CUTOFF)
			continue;
		any = f;
		if (f->node == TREE_NONE)
			continue;	/* "no cutoffs" */
		/* a node listed again is its own column: "C#2" */
		if (++times[f->node] > 1)
			snprintf(subject, sizeof(subject), "%s#%d", ID(gr, f->node),
			    times[f->node]);
		else
			snprintf(subject, sizeof(subject), "%s", ID(gr, f->node));
		if ((it = add_item(gr, ANS_CUTOFF, subject, f)) == NULL)
			break;
		it->given = say(gr, "cutoff at %s%s%s%s%s%s%s", ID(gr, f->node),
		    f->has & HAS_AFTER ? " after " : "",
		    f->has & HAS_AFTER ? ID(gr, f->after) : "",
		    f->has & HAS_ALPHA ? " alpha " : "",
		    f->has & HAS_ALPHA ? num(f->alpha).s : "",
		    f->has & HAS_BETA ? " beta " : "",
		    f->has & HAS_BETA ? num(f->beta).s : "");
		if ((ci = cut_for(k, f, used, &twice)) < 0) {
			it->expected = say(gr, "no cutoff");
			wrong(it, MK_EXTRA_CUTOFF, 0);
			it->reason = why_no_cut(gr, f->node, twice);
			continue;
		}
		used[ci] = 1;
		cu = &k->s->cut[ci];
		it->expected = say(gr, "cutoff at %s after %s alpha %s beta %s",
		    ID(gr, cu->node), ID(gr, cu->after), num(cu->alpha).s,
		    num(cu->beta).s);
		if (f->has & HAS_AFTER) {
			parts++;
			right += f->after == cu->after;
		}
		if (f->has & HAS_ALPHA) {
			parts++;
			right += same(k, f->alpha, cu->alpha);
		}
		if (f->has & HAS_BETA) {
			parts++;
			right += same(k, f->beta, cu->beta);
		}
		if (right == parts)
			continue;
		wrong(it, MK_WRONG_CUTOFF, (double)right / parts);
		it->reason = SAY(gr, M_CHECK_CUT_AFTER, count(k->step[cu->ev]).s,
		    cut_test(gr, cu).s, ID(gr, cu->after));
	}
	if (any != NULL)
		missed_cutoffs(gr, any, used, last_pass);
out:
	free(used);
	free(times);
}

/* Whether node d lies in the subtree of node a (a itself too). */
static int
under(const struct tree *t, int d, int a)
{
	for (; d != TREE_NONE; d = t->node[d].parent)
		if (d == a)
			return 1;
	return 0;
}

/*
 * Why node i's value is only a bound, after the window has said which
 * kind: a cut of its own that pruned children, a cut below it in the same
 * search, MTD(f)'s memory, or (searched in full) fail-hard's clamp.
 */
static struct text
why_bound(const struct grader *gr, int i)
{
	const struct key *k = gr->k;
	const struct node_info *in = &k->s->info[i];
	enum lang l = gr->lang;
	struct text t;
	int c;

	if (k->tr.ev[k->last[i]].kind == EV_RECALL) {
		MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_WHY_BOUND_MEMORY),
		    count(k->step[k->last[i]]).s);
		return t;
	}
	if (in->cut >= 0 && tree_is_chance(&k->t, i)) {
		/* Star1's cut: the range's end, even with nothing pruned */
		MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_WHY_BOUND_CHANCE),
		    count(k->step[k->s->cut[in->cut].ev]).s);
		return t;
	}
	if (in->cut >= 0 && k->s->cut[in->cut].npruned > 0) {
		MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_WHY_BOUND_CUT),
		    count(k->step[k->s->cut[in->cut].ev]).s);
		return t;
	}
	/* the last cut below it, in its last search, that pruned something */
	for (c = k->s->ncut - 1; c >= 0 && !in->full; c--) {
		const struct cutoff *cu = &k->s->cut[c];

		if (cu->ev > k->last[i] || cu->npruned == 0)
			continue;
		if (cu->ev < k->visit[i])
			break;
		if (under(&k->t, cu->node, i)) {
			MSG_FILL(t.s, sizeof(t.s), msg_in(l,
			    M_CHECK_WHY_BOUND_BELOW), ID(gr, cu->node),
			    count(k->step[cu->ev]).s);
			return t;
		}
	}
	MSG_FILL(t.s, sizeof(t.s), msg_in(l, M_CHECK_WHY_BOUND_HARD), "");
	return t;
}

/* What node i's value is, in words, with the step that shows it. */
static char *
why_value(struct grader *gr, int i, enum msg_id lead_id)
{
	const struct key *k = gr->k;
	const struct node_info *in = &k->s->info[i];
	const char *lead = LEAD(gr, lead_id);
	struct num at = count(k->step[k->last[i]]), v = say_num(gr, in->value);

	if (gr->quiet)
		return NULL;
	if (t_static(k, i) && cfg_sign(&k->cfg, &k->t, i) < 0)
		return SAY(gr, M_CHECK_VAL_STATIC_NEG, lead, ID(gr, i), v.s, at.s,
		    say_num(gr, -in->value).s);
	if (t_static(k, i))
		return SAY(gr, M_CHECK_VAL_STATIC, lead, ID(gr, i), v.s, at.s);
	switch (in->bound) {
	case BOUND_NONE:
		return SAY(gr, M_CHECK_VAL_EMPTY, lead, ID(gr, i), v.s, at.s);
	case BOUND_EXACT:
		/* a chance node not cut sums exact values, wherever it lies */
		if (tree_is_chance(&k->t, i))
			return SAY(gr, M_CHECK_VAL_CHANCE, lead, ID(gr, i), v.s,
			    at.s);
		return SAY(gr, M_CHECK_VAL_EXACT, lead, ID(gr, i), v.s, at.s,
		    say_num(gr, in->alpha_in).s, say_num(gr, in->beta_in).s);
	default:
		break;
	}
	/* a case-2/3 value, searched in full; or a chance node cut after
	   its last child, with every child's value known */
	if (in->exact || (in->full && tree_is_chance(&k->t, i)))
		return SAY(gr, M_CHECK_VAL_FULL, lead, ID(gr, i), v.s, at.s);
	if (in->full)		/* fail-hard, searched in full */
		return SAY(gr, M_CHECK_VAL_HARD_FULL, lead, ID(gr, i), v.s, at.s,
		    msg_in(gr->lang, in->bound == BOUND_LOWER ? M_LOG_GE :
		    M_LOG_LE), say_num(gr, k->s->minimax[i]).s);
	if (in->bound == BOUND_LOWER)
		return SAY(gr, M_CHECK_VAL_LOWER, lead, ID(gr, i), v.s, at.s,
		    say_num(gr, in->beta_in).s, why_bound(gr, i).s);
	return SAY(gr, M_CHECK_VAL_UPPER, lead, ID(gr, i), v.s, at.s,
	    say_num(gr, in->alpha_in).s, why_bound(gr, i).s);
}

/*
 * Node i's value as the course writes it, into form: the value when exact,
 * else the bound or the number returned, as its notation says; and into
 * also ("" when none) another form the course takes as well: the case's
 * bound beside an exact value the window calls one, the real value of a
 * fail-hard node searched in full.
 */
static void
course_forms(const struct key *k, int i, struct val *form, struct val *also)
{
	const struct node_info *in = &k->s->info[i];
	int bounded = in->bound == BOUND_LOWER || in->bound == BOUND_UPPER;

	if (!bounded || (!in->exact &&
	    course_notation(&k->cfg) == NOTATION_RETURNED))
		*form = val(in->value, BOUND_EXACT);
	else
		*form = val(in->value, in->bound);
	also->s[0] = '\0';
	if (bounded && in->exact) {
		*form = val(in->value, BOUND_EXACT);
		*also = val(in->value, in->bound);
	} else if (bounded && in->full) {
		*also = val(k->s->minimax[i], BOUND_EXACT);
	}
}

/* The same in one text: "3 (or >=3)". */
static struct text
course_text(const struct key *k, int i)
{
	struct val form, also;
	struct text t;

	course_forms(k, i, &form, &also);
	if (also.s[0] != '\0')
		snprintf(t.s, sizeof(t.s), "%s (or %s)", form.s, also.s);
	else
		snprintf(t.s, sizeof(t.s), "%s", form.s);
	return t;
}

/*
 * What an answered value of node i is under key k (the rules of README's
 * "How items are graded"): MK_NONE when right, else its mistake.  *other:
 * set when it is right in a form the course does not write.
 *
 * Right: the node's real value when the search knows it (exact, or every
 * leaf below seen); the number it returns, unless the course writes
 * bounds; the bound the window gives (">=15"), unless the course writes
 * the number returned and the value is not exact; and a JSON answer's
 * value with the bound it names, when both are the search's.
 */
static enum mistake_kind
judge_value(const struct key *k, int i, const struct ans_fact *f, int *other)
{
	const struct node_info *in = &k->s->info[i];
	enum notation nt = k->cfg.notation, course = course_notation(&k->cfg);
	double v = in->value, m = k->s->minimax[i], x = f->value;
	int knows = in->exact || in->full;
	int bounded = in->bound == BOUND_LOWER || in->bound == BOUND_UPPER;

	*other = 0;
	if ((f->has & HAS_BOUND) && same(k, x, v) && f->bound == in->bound)
		return MK_NONE;
	/* JSON's "bound" named: "exact" claims the real value, "none" the
	   empty window's own number; neither is the bare number's either */
	if ((f->has & HAS_BOUND) && f->bound == BOUND_EXACT)
		return same(k, x, m) && knows ? MK_NONE : same(k, x, v) ? MK_VALUE_NOT_BOUND :
		    MK_WRONG_VALUE;
	if ((f->has & HAS_BOUND) && f->bound == BOUND_NONE)
		return MK_WRONG_VALUE;
	if (f->bound == BOUND_EXACT) {
		if (same(k, x, m) && knows)
			return MK_NONE;
		if (same(k, x, v) && in->bound == BOUND_EXACT)
			return MK_NONE;
		/* fail-hard's answer on an empty window says nothing of the
		   value: a bare number is a real value where bounds are
		   written */
		if (same(k, x, v) && in->bound == BOUND_NONE && nt == NOTATION_BOUNDS)
			return MK_WRONG_VALUE;
		if (same(k, x, v) && !bounded)
			return MK_NONE;
		if (same(k, x, v) && nt == NOTATION_BOUNDS)
			return MK_NOTATION;
		if (same(k, x, v)) {
			*other = course == NOTATION_BOUNDS;
			return MK_NONE;
		}
		return same(k, x, m) ? MK_VALUE_NOT_BOUND : MK_WRONG_VALUE;
	}
	if (bounded && f->bound == in->bound && same(k, x, v)) {
		if (nt == NOTATION_RETURNED && !in->exact)
			return MK_NOTATION;
		*other = !in->exact && course == NOTATION_RETURNED;
		return MK_NONE;
	}
	if (same(k, x, v) && (!bounded || in->exact))
		return MK_BOUND_NOT_VALUE;
	return bounded && !in->exact ? MK_WRONG_BOUND : MK_WRONG_VALUE;
}

/*
 * The note on a value right in another form than the course's, or the
 * reason of one wrong for that alone: what the course writes.
 */
static char *
why_notation(struct grader *gr, int i, const struct ans_fact *f,
    const char *lead)
{
	const struct node_info *in = &gr->k->s->info[i];
	char *note, *s;

	if (gr->quiet)
		return NULL;
	if (f->bound == BOUND_EXACT || f->bound == BOUND_NONE)
		note = SAY(gr, M_CHECK_NOTE_BOUNDS, num(f->value).s, ID(gr, i),
		    val(in->value, in->bound).s);
	else
		note = SAY(gr, M_CHECK_NOTE_RETURNED, val(f->value, f->bound).s,
		    ID(gr, i), num(in->value).s);
	if (lead == NULL || note == NULL)
		return note;
	s = SAY(gr, M_CHECK_LEAD_WITH, lead, note);
	free(note);
	return s;
}

/* Why a MIN node's value under negamax is the other sign of MAX's. */
static char *
why_sign(struct grader *gr, int i)
{
	const struct node_info *in = &gr->k->s->info[i];

	return SAY(gr, M_CHECK_SIGN, ID(gr, i), say_num(gr, -in->value).s,
	    say_num(gr, in->value).s);
}

/*
 * What node i's case means (the reason of a wrong case): case 2 cuts the
 * parent, unless --cutoff gt meets equality; case 3 cannot change the
 * parent's choice.
 */
static struct text
case_text(const struct grader *gr, int i)
{
	const struct key *k = gr->k;
	const struct node_info *in = &k->s->info[i];
	int p = k->t.node[i].parent, pc = k->s->info[p].cut;
	enum msg_id id = in->kase == 1 ? M_CHECK_CASE1 : in->kase == 3 ?
	    M_CHECK_CASE3 : pc >= 0 && k->s->cut[pc].after == i ?
	    M_CHECK_CASE2 : M_CHECK_CASE2_EQ;
	struct text t;

	MSG_FILL(t.s, sizeof(t.s), msg_in(gr->lang, id), ID(gr, p));
	return t;
}

/* Words after words in buf (of size len, *n used): " pruned" ... */
static void
put_word(char *buf, size_t len, size_t *n, const char *fmt, const char *s)
{
	*n += (size_t)snprintf(buf + *n, len - *n, fmt, s);
	if (*n >= len)
		*n = len - 1;
}

/*
 * What a node line of answer f gives (into it->given), and what the search
 * says of the same parts (it->expected): "<=2 alpha 3 beta 2 case 3".
 */
static void
node_texts(struct grader *gr, struct item *it, const struct ans_fact *f,
    int unseen)
{
	const struct key *k = gr->k;
	int i = f->node;
	const struct node_info *in = &k->s->info[i];
	char buf[256], kase[16];
	size_t n = 0;

	buf[0] = '\0';
	if (f->has & HAS_PRUNED)
		put_word(buf, sizeof(buf), &n, " %s", "pruned");
	if (f->has & HAS_VALUE)
		put_word(buf, sizeof(buf), &n, " %s", val(f->value, f->bound).s);
	if (f->has & HAS_ALPHA)
		put_word(buf, sizeof(buf), &n, " alpha %s", num(f->alpha).s);
	if (f->has & HAS_BETA)
		put_word(buf, sizeof(buf), &n, " beta %s", num(f->beta).s);
	if (f->has & HAS_ALPHA_IN)
		put_word(buf, sizeof(buf), &n, " alpha_in %s", num(f->alpha_in).s);
	if (f->has & HAS_BETA_IN)
		put_word(buf, sizeof(buf), &n, " beta_in %s", num(f->beta_in).s);
	snprintf(kase, sizeof(kase), "%d", f->kase);
	if (f->has & HAS_CASE)
		put_word(buf, sizeof(buf), &n, " case %s", kase);
	it->given = say(gr, "%s", buf[0] != '\0' ? buf + 1 : buf);
	/* the truth of the same parts the answer gives */
	n = 0;
	buf[0] = '\0';
	if (unseen || (f->has & HAS_PRUNED))
		put_word(buf, sizeof(buf), &n, " %s", k->pruned[i] ? "pruned" :
		    in->order == 0 ? "below the depth limit" : "searched");
	if (unseen) {
		it->expected = say(gr, "%s", buf + 1);
		return;
	}
	if (f->has & HAS_VALUE)
		put_word(buf, sizeof(buf), &n, " %s", t_static(k, i) ?
		    num(in->value).s : course_text(k, i).s);
	if (f->has & HAS_ALPHA)
		put_word(buf, sizeof(buf), &n, " alpha %s", num(in->alpha_out).s);
	if (f->has & HAS_BETA)
		put_word(buf, sizeof(buf), &n, " beta %s", num(in->beta_out).s);
	if (f->has & HAS_ALPHA_IN)
		put_word(buf, sizeof(buf), &n, " alpha_in %s", num(in->alpha_in).s);
	if (f->has & HAS_BETA_IN)
		put_word(buf, sizeof(buf), &n, " beta_in %s", num(in->beta_in).s);
	snprintf(kase, sizeof(kase), "%d", in->kase);
	if ((f->has & HAS_CASE) && in->kase)
		put_word(buf, sizeof(buf), &n, " case %s", kase);
	else if (f->has & HAS_CASE)
		put_word(buf, sizeof(buf), &n, " %s", "no case");
	it->expected = say(gr, "%s", buf[0] != '\0' ? buf + 1 : buf);
}

/* The value part of node line f: its credit (0 or 1), its mistake and
   reason (or note) into it. */
static int
node_value(struct grader *gr, struct item *it, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	int i = f->node, other = 0;
	const struct node_info *in = &k->s->info[i];
	enum mistake_kind mk = t_static(k, i) ? (f->value == in->value &&
	    f->bound == BOUND_EXACT ? MK_NONE : MK_WRONG_VALUE) :
	    judge_value(k, i, f, &other);
	int bounded = in->bound == BOUND_LOWER || in->bound == BOUND_UPPER;

	if (mk == MK_NONE) {
		if (other)
			it->note = why_notation(gr, i, f, NULL);
		return 1;
	}
	if ((mk == MK_WRONG_VALUE || mk == MK_WRONG_BOUND) &&
	    f->value == -in->value && f->value != 0 &&
	    cfg_sign(&k->cfg, &k->t, i) < 0) {
		wrong(it, MK_WRONG_VALUE, 0);
		it->reason = why_sign(gr, i);
	} else if (mk == MK_NOTATION) {
		wrong(it, mk, 0);
		it->reason = why_notation(gr, i, f, LEAD(gr,
		    M_CHECK_LEAD_NOTATION));
	} else {
		wrong(it, mk, 0);
		it->reason = why_value(gr, i, mk == MK_VALUE_NOT_BOUND ?
		    M_CHECK_LEAD_VALUE_NOT_BOUND : mk == MK_BOUND_NOT_VALUE ?
		    M_CHECK_LEAD_BOUND_NOT_VALUE : bounded && !in->exact ?
		    M_CHECK_LEAD_ONLY_BOUNDS : M_CHECK_LEAD_WRONG_VALUE);
	}
	return 0;
}

/* The window parts of node line f: how many are given (*parts) and right;
   a wrong one's mistake and, if none before, its reason into it. */
static int
node_window(struct grader *gr, struct item *it, const struct ans_fact *f,
    int *parts)
{
	const struct key *k = gr->k;
	int i = f->node, right = 0, given = 0;
	const struct node_info *in = &k->s->info[i];
	const struct {
		unsigned has;
		double given, truth;
	} part[4] = {
		{ HAS_ALPHA, f->alpha, in->alpha_out },
		{ HAS_BETA, f->beta, in->beta_out },
		{ HAS_ALPHA_IN, f->alpha_in, in->alpha_in },
		{ HAS_BETA_IN, f->beta_in, in->beta_in },
	};
	int p;

	for (p = 0; p < 4; p++)
		if (f->has & part[p].has) {
			given++;
			right += same(k, part[p].given, part[p].truth);
		}
	*parts += given;
	if (right == given)
		return right;
	wrong(it, MK_WRONG_WINDOW, 0);
	if (it->reason == NULL)
		it->reason = SAY(gr, M_CHECK_WINDOW, ID(gr, i),
		    count(k->step[k->visit[i]]).s, say_num(gr, in->alpha_in).s,
		    say_num(gr, in->beta_in).s, count(k->step[k->last[i]]).s,
		    say_num(gr, in->alpha_out).s, say_num(gr, in->beta_out).s);
	return right;
}

/* The case part of node line f: 1 when right; else its mistake and, if
   none before, its reason into it. */
static int
node_case(struct grader *gr, struct item *it, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	int i = f->node;
	const struct node_info *in = &k->s->info[i];

	if (f->kase == in->kase)
		return 1;
	wrong(it, MK_WRONG_CASE, 0);
	if (it->reason != NULL)
		;	/* the first reason stands */
	else if (in->kase == 0 && in->bound == BOUND_NONE)
		it->reason = SAY(gr, M_CHECK_NO_CASE_EMPTY, ID(gr, i),
		    say_num(gr, in->value).s);
	else if (in->kase == 0 && i > 0 &&
	    tree_is_chance(&k->t, k->t.node[i].parent))
		it->reason = SAY(gr, M_CHECK_NO_CASE_CHANCE, ID(gr, i),
		    ID(gr, k->t.node[i].parent));
	else if (in->kase == 0)
		it->reason = SAY(gr, M_CHECK_NO_CASE, ID(gr, i));
	else
		it->reason = SAY(gr, M_CHECK_CASE, ID(gr, i), count(in->kase).s,
		    ID(gr, k->t.node[i].parent), count(k->step[k->last[i]]).s,
		    case_text(gr, i).s);
	return 0;
}

/*
 * One node line: one item, its parts (value, window, case) each a share of
 * the credit.  A node never searched is right only as "pruned", and only
 * if it was pruned (not merely below the depth limit); a searched node is
 * wrong as "pruned".
 */
static void
grade_node(struct grader *gr, const struct ans_fact *f)
{
	const struct key *k = gr->k;
	const struct node_info *in = &k->s->info[f->node];
	int i = f->node, parts = 0, right = 0;
	struct item *it = add_item(gr, ANS_NODE, ID(gr, i), f);
	/* not searched: pruned, or below the depth limit (the cut-child
	   student also crosses out the child that made the cut) */
	int unseen = in->order == 0 || k->pruned[i];

	if (it == NULL)
		return;
	if (!gr->quiet)
		node_texts(gr, it, f, unseen);
	if (unseen) {
		if (f->has == HAS_PRUNED && k->pruned[i])
			return;
		wrong(it, k->pruned[i] ? MK_PRUNED_VALUE : MK_BEYOND, 0);
		it->reason = k->pruned[i] ? why_pruned(gr, i, M_CHECK_LEAD_NEVER) :
		    why_beyond(gr, i);
		return;
	}
	if (f->has & HAS_PRUNED) {
		wrong(it, MK_SEARCHED_PRUNED, 0);
		it->reason = why_searched(gr, i, M_CHECK_LEAD_NOT_PRUNED);
		return;
	}
	if (f->has & HAS_VALUE) {
		parts++;
		right += node_value(gr, it, f);
	}
	right += node_window(gr, it, f, &parts);
	if (f->has & HAS_CASE) {
		parts++;
		right += node_case(gr, it, f);
	}
	it->credit = parts > 0 ? (double)right / parts : 1;
}

/*
 * The key misconception m grades answer a against: a light one made into
 * *lk when one will do, else the full one (mis_key).  NULL when m does not
 * apply, or when out of memory (*oom set).
 */
static struct key *
mis_key_for(struct checker *c, int m, const struct answer *a, struct key *lk,
    int *oom)
{
	struct search_cfg cfg = c->course.cfg;
	enum player root = c->t->root_player;
	int rc;

	if (c->mis[m].state != 0 || misconceptions[m].apply(&cfg, &root) != 0 ||
	    !light_fits(&cfg, a))
		return mis_key(c, m, oom);
	if ((rc = light_make(lk, c->t, &cfg, root)) < 0)
		*oom = 1;
	return rc == 0 ? lk : NULL;
}

/*
 * Done with key k of misconception m: a light key is freed; a full one is
 * kept for the next answer, unless the tree is big enough that keeping a
 * search of it for each misconception would cost more than making it
 * again (a class is graded on small trees; a big tree, one at a time).
 */
#define KEEP_KEYS_UP_TO 65536
static void
mis_key_done(struct checker *c, int m, const struct key *k)
{
	if (k->light) {
		key_release((struct key *)k);
	} else if (c->t->n > KEEP_KEYS_UP_TO) {
		key_release(&c->mis[m]);
		c->mis[m].state = 0;
	}
}

/* Items in order of kind, then subject: to pair two gradings' items. */
static int
cmp_item(const void *pa, const void *pb)
{
	const struct item *a = *(const struct item *const *)pa;
	const struct item *b = *(const struct item *const *)pb;

	if (a->kind != b->kind)
		return (int)a->kind - (int)b->kind;
	return strcmp(a->subject, b->subject);
}

/* g's items sorted by cmp_item, as a new array; NULL when out of memory. */
static const struct item **
sorted_items(const struct grade *g)
{
	const struct item **s = malloc(((size_t)g->n + 1) * sizeof(*s));
	int i;

	if (s == NULL)
		return NULL;
	for (i = 0; i < g->n; i++)
		s[i] = &g->item[i];
	qsort(s, (size_t)g->n, sizeof(*s), cmp_item);
	return s;
}

/* Whether item it counts against the answer as evidence: wrong, and not
   for its notation alone. */
static int
counts_wrong(const struct item *it)
{
	return it->credit < 1 && it->mistake != MK_NOTATION;
}

/*
 * The evidence the same answer, graded under the course's key (cs, sorted
 * by cmp_item) and under a misconception's (ms), gives for the
 * misconception: the items the course marks wrong that it makes right
 * (marked in why[], by their place in cs; *explains counts them), and how
 * many it makes wrong that the course does not (*breaks).  A misconception
 * is named on evidence: it explains at least half of the answer's wrong
 * items and breaks none.  An item one
 * grading has and the other lacks (a pruned subtree, a cutoff only one
 * search has) is right where it is missing.
 */
static void
evidence(const struct item **cs, int nc, const struct item **ms, int nm,
    unsigned char *why, int *explains, int *breaks)
{
	int i = 0, j = 0;

	*explains = *breaks = 0;
	memset(why, 0, (size_t)nc);
	while (i < nc || j < nm) {
		int d = i == nc ? 1 : j == nm ? -1 : cmp_item(&cs[i], &ms[j]);
		int cw = d <= 0 && counts_wrong(cs[i]);
		int mw = d >= 0 && counts_wrong(ms[j]);

		if (cw && !mw) {
			why[i] = 1;
			++*explains;
		}
		*breaks += mw && !cw;
		i += d <= 0;
		j += d >= 0;
	}
}

/* Whether misconception m is among those g names. */
static int
named(const struct grade *g, int m)
{
	int i;

	for (i = 0; i < g->nmatch; i++)
		if (g->match[i] == m)
			return 1;
	return 0;
}

/* Misconceptions by their evidence: most items explained, fewest broken,
   then the catalogue's order. */
struct ranked {
	int m, explains, breaks;
	unsigned char *why;	/* the course's wrong items it explains */
};

static int
cmp_ranked(const void *pa, const void *pb)
{
	const struct ranked *a = pa, *b = pb;

	if (a->explains != b->explains)
		return b->explains - a->explains;
	if (a->breaks != b->breaks)
		return a->breaks - b->breaks;
	return a->m - b->m;
}

/*
 * Grade every fact of answer a under the grader's key into gr->g: the
 * items, the score and whether every item is right.
 */
static void
grade_all(struct grader *gr, const struct answer *a)
{
	struct grade *g = gr->g;
	int i, all = 1;

	for (i = 0; i < a->n && !gr->oom; i++) {
		const struct ans_fact *f = &a->fact[i];

		switch (f->kind) {
		case ANS_VALUE:
			grade_value(gr, f);
			break;
		case ANS_BEST:
			grade_best(gr, f);
			break;
		case ANS_PV:
			grade_pv(gr, f);
			break;
		case ANS_PRUNED:
		case ANS_VISITED:
			grade_pruning(gr, f);
			break;
		case ANS_LEAVES:
			grade_leaves(gr, f);
			break;
		case ANS_NODE:
			grade_node(gr, f);
			break;
		default:
			break;	/* cutoffs: all at once, below */
		}
	}
	if (!gr->oom)
		grade_cutoffs(gr, a);
	for (i = 0; i < g->n; i++) {
		g->score += g->item[i].credit * g->item[i].weight;
		g->total += g->item[i].weight;
		all &= g->item[i].credit == 1;
	}
	g->right = all;
}

/* The catalogue's run over one answer: each misconception's evidence. */
struct diagnosis {
	const struct item **cs;	/* the course's items, sorted (cmp_item) */
	int evident;		/* how many of them count as wrong */
	struct ranked *rank;	/* the misconceptions with evidence */
	int nrank;
	unsigned char *why;	/* rank[k].why's, nmisconceptions rows */
};

/*
 * Grade answer a under misconception m's search (quietly) and, when it is
 * evidence of m, rank it in d: it explains at least half of the wrong
 * items and contradicts none the course has right.
 */
static void
weigh(struct grader *gr, struct diagnosis *d, int m, const struct answer *a)
{
	struct grade quiet;
	struct key lk;
	const struct item **ms;
	struct ranked *r = &d->rank[d->nrank];
	int n = gr->g->n;

	if ((gr->k = mis_key_for(gr->c, m, a, &lk, &gr->oom)) == NULL)
		return;
	memset(&quiet, 0, sizeof(quiet));
	gr->g = &quiet;
	gr->quiet = 1;
	gr->cap = 0;
	grade_all(gr, a);
	if (!gr->oom && (ms = sorted_items(&quiet)) != NULL) {
		r->why = d->why + (size_t)d->nrank * (size_t)n;
		evidence(d->cs, n, ms, quiet.n, r->why, &r->explains,
		    &r->breaks);
		r->m = m;
		d->nrank += r->explains > 0 && 2 * r->explains >= d->evident &&
		    r->breaks == 0;
		free(ms);
	} else {
		gr->oom = 1;
	}
	grade_free(&quiet);
	mis_key_done(gr->c, m, gr->k);
}

/*
 * Name the ranked misconceptions in g, best first: each that explains a
 * wrong item no better one has explained already (one that explains only
 * part of what a better one does adds nothing), and each as good as one
 * named, explaining the same items: the answer cannot tell the two apart.
 * Returns 0, or -1 when out of memory.
 */
static int
name_misconceptions(struct grade *g, struct diagnosis *d)
{
	unsigned char *seen;
	int i, j;

	if (d->nrank == 0)
		return 0;
	qsort(d->rank, (size_t)d->nrank, sizeof(*d->rank), cmp_ranked);
	g->match = malloc((size_t)d->nrank * sizeof(*g->match));
	g->explains = malloc((size_t)d->nrank * sizeof(*g->explains));
	seen = calloc((size_t)g->n, 1);
	if (g->match == NULL || g->explains == NULL || seen == NULL) {
		free(seen);
		return -1;
	}
	for (i = 0; i < d->nrank; i++) {
		const struct ranked *r = &d->rank[i];
		int news = 0, tie = 0;

		for (j = 0; j < g->n; j++)
			news += r->why[j] && !seen[j];
		for (j = 0; j < i && !news && !tie; j++)
			tie = d->rank[j].explains == r->explains &&
			    d->rank[j].breaks == r->breaks &&
			    memcmp(d->rank[j].why, r->why, (size_t)g->n) == 0 &&
			    named(g, d->rank[j].m);
		if (news == 0 && !tie)
			continue;
		for (j = 0; j < g->n; j++)
			seen[j] |= r->why[j];
		g->match[g->nmatch] = r->m;
		g->explains[g->nmatch++] = r->explains;
	}
	free(seen);
	return 0;
}

int
check_grade(struct checker *c, const struct answer *a, const double *weights,
    struct grade *g)
{
	struct grader gr;
	struct diagnosis d;
	int i, m;

	memset(g, 0, sizeof(*g));
	memset(&gr, 0, sizeof(gr));
	memset(&d, 0, sizeof(d));
	gr.c = c;
	gr.lang = LANG_EN;	/* the report's language, whatever --lang says */
	gr.weights = weights;
	gr.k = &c->course;
	gr.g = g;
	grade_all(&gr, a);
	for (i = 0; i < g->n; i++)
		d.evident += counts_wrong(&g->item[i]);
	/* no diagnosis for a right answer, a blank or a one-line one, or one
	   wrong in its notation alone */
	if (d.evident == 0 || a->n < 2 || gr.oom)
		return gr.oom ? -1 : 0;
	g->diagnosed = 1;
	d.cs = sorted_items(g);
	d.rank = malloc((size_t)nmisconceptions * sizeof(*d.rank));
	d.why = malloc((size_t)nmisconceptions * (size_t)g->n);
	if (d.cs == NULL || d.rank == NULL || d.why == NULL)
		gr.oom = 1;
	for (m = 0; m < nmisconceptions && !gr.oom; m++) {
		gr.g = g;
		weigh(&gr, &d, m, a);
	}
	if (!gr.oom && name_misconceptions(g, &d) != 0)
		gr.oom = 1;
	free(d.cs);
	free(d.rank);
	free(d.why);
	return gr.oom ? -1 : 0;
}

void
grade_free(struct grade *g)
{
	int i;

	for (i = 0; i < g->n; i++) {
		free(g->item[i].given);
		free(g->item[i].expected);
		free(g->item[i].reason);
		free(g->item[i].note);
	}
	free(g->item);
	free(g->match);
	free(g->explains);
	memset(g, 0, sizeof(*g));
}

/* ---- the practice page's data ---- */

/*
 * The practice page grades with tables written here, not with rules of
 * its own.  For every interior node, under the course's key: what
 * grade_node says (mistake, reason and note, word for word) of each answer
 * a student could give it that is not plainly wrong (the number the node
 * returns, that number as either bound, its real value, the other sign,
 * "pruned"), one verdict for any other number and one for any other bound,
 * the node's window when it returns and the reason of a wrong one.  For
 * every node, the reasons grade_pruning gives when its subtree is pruned
 * and should not be, or should be and is not.  For every misconception,
 * which answers its search makes right and which wrong in their notation
 * alone (the evidence rule counts no more), where they differ from the
 * course's.  The page reads an entry, writes its number as fmt_num does,
 * and looks it up; what it still does itself (closing the answer's pruned
 * set, putting a node's parts together as grade_node does, the evidence
 * rule over the items) tests/browser/agree.mjs holds to abviz check on
 * random answers.
 *
 * A reason is written as its lead ("a value, not a bound: ") apart from the
 * rest, so the page can say a mistake's name once and the sentence after
 * it; lead and rest together are the reason abviz check gives.  A node's
 * sentences are written once each, in its "s", and its reasons and notes
 * point into it: the four leads of a wrong value share one sentence.
 */

/* The leads the reasons start with (LEAD), to write them apart. */
static const enum msg_id lead_ids[] = {
	M_CHECK_LEAD_SHOULD_PRUNE, M_CHECK_LEAD_ALL_PRUNED,
	M_CHECK_LEAD_CUT_HERE, M_CHECK_LEAD_NO_PRUNE, M_CHECK_LEAD_NEVER,
	M_CHECK_LEAD_NOT_PRUNED, M_CHECK_LEAD_VALUE_NOT_BOUND,
	M_CHECK_LEAD_BOUND_NOT_VALUE, M_CHECK_LEAD_ONLY_BOUNDS,
	M_CHECK_LEAD_WRONG_VALUE, M_CHECK_LEAD_NOTATION,
};

/* The page's data being written. */
struct page {
	FILE *f;
	struct grader gr;	/* the course's key, in the page's language */
	char **lead;		/* the leads met, each with its ": " */
	int nlead, caplead;
	char **sent;		/* the sentences of the node being written */
	int nsent, capsent;
	int oom;
};

/*
 * How many bytes of reason s its lead takes, with the separator after it
 * (": ", or the full-width colon), 0 when it starts with none.
 */
static size_t
lead_len(enum lang l, const char *s)
{
	size_t i, best = 0;

	for (i = 0; i < sizeof(lead_ids) / sizeof(lead_ids[0]); i++) {
		const char *ld = msg_in(l, lead_ids[i]);
		size_t n = strlen(ld);

		if (n == 0 || strncmp(s, ld, n) != 0)
			continue;
		if (s[n] == ':')
			n += s[n + 1] == ' ' ? 2 : 1;
		else if (strncmp(s + n, "\xEF\xBC\x9A", 3) == 0)
			n += 3;
		else
			continue;
		if (n > best)
			best = n;
	}
	return best;
}

/* The index of s[0..n) in list (*len strings, room for *cap), added when
   new; -1 when out of memory. */
static int
intern(char ***list, int *len, int *cap, const char *s, size_t n)
{
	char **l;
	int i;

	for (i = 0; i < *len; i++)
		if (strlen((*list)[i]) == n && strncmp((*list)[i], s, n) == 0)
			return i;
	if (*len == *cap) {
		int c = *cap ? 2 * *cap : 16;

		if ((l = realloc(*list, (size_t)c * sizeof(*l))) == NULL)
			return -1;
		*list = l;
		*cap = c;
	}
	if (((*list)[*len] = malloc(n + 1)) == NULL)
		return -1;
	memcpy((*list)[*len], s, n);
	(*list)[*len][n] = '\0';
	return (*len)++;
}

/* Reason (or note) s as the page reads it: its sentence's index in the
   node's "s", or [lead, sentence] when it has a lead. */
static void
put_ref(struct page *p, const char *s)
{
	size_t n;
	int li = -1, si;

	if (s == NULL) {	/* out of memory, or quiet: never on the page */
		p->oom = 1;
		return;
	}
	if ((n = lead_len(p->gr.lang, s)) > 0 && (li = intern(&p->lead,
	    &p->nlead, &p->caplead, s, n)) < 0)
		p->oom = 1;
	if ((si = intern(&p->sent, &p->nsent, &p->capsent, s + n,
	    strlen(s + n))) < 0)
		p->oom = 1;
	if (n > 0)
		fprintf(p->f, "[%d, %d]", li, si);
	else
		fprintf(p->f, "%d", si);
}

static void
item_release(struct item *it)
{
	free(it->given);
	free(it->expected);
	free(it->reason);
	free(it->note);
	memset(it, 0, sizeof(*it));
}

/* A node line of one answer: node i with the parts has. */
static struct ans_fact
node_fact(int i, unsigned has, double x, enum bound b)
{
	struct ans_fact f;

	memset(&f, 0, sizeof(f));
	f.kind = ANS_NODE;
	f.node = i;
	f.has = has;
	f.value = f.alpha = f.beta = x;
	f.bound = b;
	return f;
}

/*
 * What grade_node says of node i answered with the parts has (x, or x as
 * bound b) under gr's key, into *it: its texts are the caller's
 * (item_release).  0, or -1 when out of memory.
 */
static int
node_says(struct grader *gr, int i, unsigned has, double x, enum bound b,
    struct item *it)
{
	struct ans_fact f = node_fact(i, has, x, b);
	struct grade g;

	memset(&g, 0, sizeof(g));
	memset(it, 0, sizeof(*it));
	gr->g = &g;
	gr->cap = 0;
	grade_node(gr, &f);
	if (gr->oom || g.n != 1) {
		grade_free(&g);
		gr->oom = 1;
		return -1;
	}
	*it = g.item[0];
	free(g.item);
	return 0;
}

static int
same_text(const char *a, const char *b)
{
	return a == b || (a != NULL && b != NULL && strcmp(a, b) == 0);
}

/* Whether two items say the same: mistake, credit, reason and note. */
static int
same_says(const struct item *a, const struct item *b)
{
	return a->mistake == b->mistake && a->credit == b->credit &&
	    same_text(a->reason, b->reason) && same_text(a->note, b->note);
}

/* A verdict as the page reads it: [mistake], [0, note] or [mistake,
   reason]. */
static void
put_verdict(struct page *p, const struct item *it)
{
	fprintf(p->f, "[%d", (int)it->mistake);
	if (it->mistake != MK_NONE || it->note != NULL) {
		fputs(", ", p->f);
		put_ref(p, it->mistake != MK_NONE ? it->reason : it->note);
	}
	fputc(']', p->f);
}

/* The first of 1, 2, 3... that is none of a, b, c: "any other number". */
static double
other_than(double a, double b, double c)
{
	double x = 1;

	while (x == a || x == b || x == c)
		x++;
	return x;
}

/* The bound forms of an entry: "3", ">=3", "<=3". */
static const enum bound entry_form[] = {
	BOUND_EXACT, BOUND_LOWER, BOUND_UPPER
};
static const char *const entry_any[] = { "*", ">=*", "<=*" };

/*
 * The numbers worth a verdict of their own at node i under key k: the one
 * it returns, its real value and the other sign of the first; *n of them,
 * each once.
 */
static void
special(const struct key *k, int i, double *x, int *n)
{
	double v = k->s->info[i].value, m = k->s->minimax[i], c[3];
	int a, b;

	c[0] = v;
	c[1] = m;
	c[2] = -v;
	for (a = *n = 0; a < 3; a++) {
		for (b = 0; b < *n && x[b] != c[a]; b++)
			;
		if (b == *n)
			x[(*n)++] = c[a];
	}
}

/*
 * Interior node i's verdicts under the course's key: the members "x" (what
 * the course writes), "a", "b" (its window when it returns), "v" (the
 * verdicts by entry) and "w" (the reason of a wrong window), or for a node
 * never searched "n" (any entry but "pruned") and "v"; each written with a
 * comma before it.
 */
static void
put_node_verdicts(struct page *p, int i)
{
	struct grader *gr = &p->gr;
	const struct key *k = gr->k;
	const struct node_info *in = &k->s->info[i];
	int unseen = in->order == 0 || k->pruned[i];
	struct item it, dflt;
	double x[3], any;
	int b, j, n, first = 1;

	if (unseen) {
		/* any value, alpha or beta: one verdict; "pruned" another */
		if (node_says(gr, i, HAS_VALUE, 0, BOUND_EXACT, &it) != 0)
			return;
		fputs(", \"n\": ", p->f);
		put_verdict(p, &it);
		item_release(&it);
		if (node_says(gr, i, HAS_PRUNED, 0, BOUND_EXACT, &it) != 0)
			return;
		fputs(", \"v\": {\"pruned\": ", p->f);
		put_verdict(p, &it);
		fputc('}', p->f);
		item_release(&it);
		return;
	}
	/* what the course writes, as abviz check says it, and its two forms
	   apart for the page to say in its language */
	fputs(", \"x\": ", p->f);
	json_put_str(p->f, t_static(k, i) ? num(in->value).s :
	    course_text(k, i).s);
	if (!t_static(k, i)) {
		struct val form, also;

		course_forms(k, i, &form, &also);
		if (also.s[0] != '\0')
			fprintf(p->f, ", \"xs\": [\"%s\", \"%s\"]", form.s,
			    also.s);
	}
	fprintf(p->f, ", \"a\": \"%s\", \"b\": \"%s\", \"v\": {",
	    num(in->alpha_out).s, num(in->beta_out).s);
	special(k, i, x, &n);
	any = other_than(x[0], x[n > 1 ? 1 : 0], x[n > 2 ? 2 : 0]);
	for (b = 0; b < 3; b++) {
		if (node_says(gr, i, HAS_VALUE, any, entry_form[b], &dflt) != 0)
			return;
		fprintf(p->f, "%s\"%s\": ", first ? "" : ", ", entry_any[b]);
		first = 0;
		put_verdict(p, &dflt);
		for (j = 0; j < n; j++) {
			if (node_says(gr, i, HAS_VALUE, x[j], entry_form[b],
			    &it) != 0)
				break;
			if (!same_says(&it, &dflt)) {
				fprintf(p->f, ", \"%s\": ", val(x[j],
				    entry_form[b]).s);
				put_verdict(p, &it);
			}
			item_release(&it);
		}
		item_release(&dflt);
	}
	if (node_says(gr, i, HAS_PRUNED, 0, BOUND_EXACT, &it) != 0)
		return;
	fputs(", \"pruned\": ", p->f);
	put_verdict(p, &it);
	item_release(&it);
	/* a wrong alpha: the window's reason */
	if (node_says(gr, i, HAS_ALPHA, other_than(in->alpha_out,
	    in->alpha_out, in->alpha_out), BOUND_EXACT, &it) != 0)
		return;
	fputs("}, \"w\": ", p->f);
	put_ref(p, it.reason);
	item_release(&it);
}

/*
 * Which of node i's answers key gr->k makes right, and which wrong in
 * their notation alone, with its window: [unseen, "right ...", "notation
 * ...", alpha, beta] (the entries apart by spaces; alpha and beta null
 * when unseen), as a new string; NULL when out of memory.  The candidates
 * are the ones put_node_verdicts tells apart: every other answer is wrong
 * under every key.
 */
static char *
node_forms(struct grader *gr, int i)
{
	const struct key *k = gr->k;
	const struct node_info *in = &k->s->info[i];
	int unseen = in->order == 0 || k->pruned[i];
	char right[256] = "", notation[256] = "", *s;
	double x[3];
	struct item it;
	int b, j, n;
	size_t len;

	special(k, i, x, &n);
	for (b = 0; b < 3 && !unseen; b++)
		for (j = 0; j < n; j++) {
			char *to;

			if (node_says(gr, i, HAS_VALUE, x[j], entry_form[b], &it)
			    != 0)
				return NULL;
			to = it.credit == 1 ? right : it.mistake == MK_NOTATION ?
			    notation : NULL;
			if (to != NULL)
				snprintf(to + strlen(to), sizeof(right) -
				    strlen(to), "%s%s", to[0] != '\0' ? " " : "",
				    val(x[j], entry_form[b]).s);
			item_release(&it);
		}
	if (node_says(gr, i, HAS_PRUNED, 0, BOUND_EXACT, &it) != 0)
		return NULL;
	if (it.credit == 1)
		snprintf(right + strlen(right), sizeof(right) - strlen(right),
		    "%spruned", right[0] != '\0' ? " " : "");
	item_release(&it);
	len = strlen(right) + strlen(notation) + 2 * FMT_NUM_MAX + 32;
	if ((s = malloc(len)) == NULL)
		return NULL;
	if (unseen)
		snprintf(s, len, "[1, \"%s\", \"\", null, null]", right);
	else
		snprintf(s, len, "[0, \"%s\", \"%s\", \"%s\", \"%s\"]", right,
		    notation, num(in->alpha_out).s, num(in->beta_out).s);
	return s;
}

/* Key k's pruned (what 0), beyond (1) or scored interior (2) nodes, as
   a JSON array of ids. */
static void
put_id_set(struct page *p, const struct key *k, int what)
{
	const struct checker *c = p->gr.c;
	int j, n = 0;

	fputc('[', p->f);
	for (j = 0; j < k->t.n; j++) {
		int i = c->order[j];
		int in = what == 0 ? k->pruned[i] : what == 1 ? k->beyond[i] :
		    k->t.node[i].nkids > 0 && k->s->info[i].scored > 0;

		if (!in)
			continue;
		fputs(n++ > 0 ? ", " : "", p->f);
		json_put_str(p->f, ID(&p->gr, i));
	}
	fputc(']', p->f);
}

/*
 * What the page needs to close an answer's pruned set under key k as
 * pruned_set does, and to find its pruned subtrees: "pruned" (never
 * searched), "beyond" (below the depth limit) and "scored" (interior nodes
 * scored without their children, which no answer prunes by pruning them).
 */
static void
put_sets(struct page *p, const struct key *k)
{
	fputs("\"pruned\": ", p->f);
	put_id_set(p, k, 0);
	fputs(", \"beyond\": ", p->f);
	put_id_set(p, k, 1);
	fputs(", \"scored\": ", p->f);
	put_id_set(p, k, 2);
}

/* The line the page shows on how the course writes a bounded value. */
static enum msg_id
notation_line(const struct search_cfg *cfg)
{
	switch (cfg->notation) {
	case NOTATION_BOUNDS:
		return M_PAGE_NOTATION_BOUNDS_ONLY;
	case NOTATION_RETURNED:
		return M_PAGE_NOTATION_RETURNED_ONLY;
	default:
		return course_notation(cfg) == NOTATION_BOUNDS ?
		    M_PAGE_NOTATION_BOUNDS : M_PAGE_NOTATION_RETURNED;
	}
}

/*
 * The page's record of node i (index j in tree order): whether it is
 * unsearched, its verdicts (interior nodes), why its subtree is pruned
 * (a subtree the search prunes) or why it is searched, and the sentences
 * its record refers to.
 */
static void
put_practice_node(struct page *p, int i, int first)
{
	const struct key *k = p->gr.k;
	const struct tree *t = &k->t;
	FILE *f = p->f;
	int par = t->node[i].parent, m;

	fputs(first ? "\n  " : ",\n  ", f);
	json_put_str(f, ID(&p->gr, i));
	fprintf(f, ": {\"u\": %d", k->s->info[i].order == 0 || k->pruned[i]);
	if (t->node[i].nkids > 0)
		put_node_verdicts(p, i);
	/* its subtree pruned by the search, and not by the answer */
	if (k->pruned[i] && (par == TREE_NONE || !k->pruned[par])) {
		char *r[3];

		r[0] = why_pruned(&p->gr, i, M_CHECK_LEAD_SHOULD_PRUNE);
		r[1] = why_pruned(&p->gr, i, M_CHECK_LEAD_ALL_PRUNED);
		r[2] = why_pruned(&p->gr, i, M_CHECK_LEAD_CUT_HERE);
		fputs(", \"p\": [", f);
		for (m = 0; m < 3; m++) {
			fputs(m > 0 ? ", " : "", f);
			put_ref(p, r[m]);
			free(r[m]);
		}
		fputc(']', f);
	}
	/* searched, and pruned by the answer */
	if (!k->pruned[i] && !k->beyond[i]) {
		char *r = why_searched(&p->gr, i, M_CHECK_LEAD_NO_PRUNE);

		fputs(", \"e\": ", f);
		put_ref(p, r);
		free(r);
	}
	if (p->nsent > 0)
		fputs(", \"s\": [", f);
	for (m = 0; m < p->nsent; m++) {
		fputs(m > 0 ? ", " : "", f);
		json_put_str(f, p->sent[m]);
		free(p->sent[m]);
	}
	fputs(p->nsent > 0 ? "]}" : "}", f);
	p->nsent = 0;
}

/* The leads of the reasons, and the mistakes' names: abviz check's
   (English, the keys) and the page's. */
static void
put_practice_names(struct page *p)
{
	FILE *f = p->f;
	int m;

	fputs(",\n\"leads\": [", f);
	for (m = 0; m < p->nlead; m++) {
		fputs(m > 0 ? ", " : "", f);
		json_put_str(f, p->lead[m]);
	}
	fputs("],\n\"mk\": [", f);
	for (m = 0; m < MK_N; m++) {
		fputs(m > 0 ? ", " : "", f);
		json_put_str(f, mistake_kind_text(LANG_EN, (enum mistake_kind)m));
	}
	fputs("],\n\"mkText\": [", f);
	for (m = 0; m < MK_N; m++) {
		fputs(m > 0 ? ", " : "", f);
		json_put_str(f, mistake_kind_text(p->gr.lang,
		    (enum mistake_kind)m));
	}
	fputc(']', f);
}

/*
 * Misconception m's record: its name, what it is, its options, its sets,
 * and its verdicts where they are not the course's (course[i], by the
 * same measure).  quiet grades under m's key.  Returns 0, or -1 when out
 * of memory.
 */
static int
put_practice_mis(struct page *p, struct grader *quiet, int m, char **course,
    int first)
{
	struct checker *c = p->gr.c;
	const struct tree *t = c->t;
	FILE *f = p->f;
	char flags[CHECK_FLAGS_MAX], *s;
	int i, j, n = 0;

	fputs(first ? "\n  {\"name\": " : ",\n  {\"name\": ", f);
	json_put_str(f, misconceptions[m].name);
	fputs(", \"what\": ", f);
	json_put_str(f, msg(misconceptions[m].what));
	fprintf(f, ", \"convention\": %s, \"options\": ",
	    misconceptions[m].convention ? "true" : "false");
	json_put_str(f, check_flags(c, m, flags));
	fputs(",\n   ", f);
	put_sets(p, quiet->k);
	fputs(",\n   \"nodes\": {", f);
	for (j = 0; j < t->n; j++) {
		i = c->order[j];
		if (t->node[i].nkids == 0)
			continue;
		if ((s = node_forms(quiet, i)) == NULL)
			return -1;
		if (strcmp(s, course[i]) != 0) {
			fputs(n++ > 0 ? ", " : "", f);
			json_put_str(f, ID(&p->gr, i));
			fprintf(f, ": %s", s);
		}
		free(s);
	}
	fputs("}}", f);
	return 0;
}

int
check_practice(FILE *f, struct checker *c)
{
	double ones[ANS_NKINDS];
	struct page p;
	struct grader quiet;
	const struct key *k = &c->course;
	const struct tree *t = &k->t;
	char **course = NULL;
	int i, j, m, first, oom = 0;

	for (i = 0; i < ANS_NKINDS; i++)
		ones[i] = 1;
	memset(&p, 0, sizeof(p));
	p.f = f;
	p.gr.c = c;
	p.gr.k = k;
	p.gr.weights = ones;
	p.gr.lang = msg_lang();	/* the page's (abviz check: English) */
	quiet = p.gr;
	quiet.quiet = 1;
	fputs("{\"notation\": ", f);
	if (algo_prunes(k->cfg.algo))
		json_put_str(f, msg(notation_line(&k->cfg)));
	else
		fputs("null", f);
	fputs(",\n\"nodes\": {", f);
	for (j = 0; j < t->n && !p.oom && !p.gr.oom; j++)
		put_practice_node(&p, c->order[j], j == 0);
	fputs("\n},\n", f);
	put_sets(&p, k);
	put_practice_names(&p);
	/* each misconception's search, against the course's verdicts */
	fputs(",\n\"mis\": [", f);
	if ((course = calloc((size_t)t->n, sizeof(*course))) == NULL)
		oom = 1;
	for (j = 0; j < t->n && !oom; j++)
		if (t->node[c->order[j]].nkids > 0 && (course[c->order[j]] =
		    node_forms(&quiet, c->order[j])) == NULL)
			oom = 1;
	for (m = 0, first = 1; m < nmisconceptions && !oom; m++) {
		if ((quiet.k = mis_key(c, m, &oom)) == NULL)
			continue;
		oom = put_practice_mis(&p, &quiet, m, course, first) != 0;
		first = 0;
	}
	fputs("\n]}\n", f);
	for (i = 0; course != NULL && i < t->n; i++)
		free(course[i]);
	free(course);
	for (m = 0; m < p.nsent; m++)
		free(p.sent[m]);
	free(p.sent);
	for (m = 0; m < p.nlead; m++)
		free(p.lead[m]);
	free(p.lead);
	return oom || p.oom || p.gr.oom || quiet.oom ? -1 : 0;
}
