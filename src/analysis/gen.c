/*
 * gen.c: exam trees made to order (see gen.h): the generator, the tree
 * drawn as tree JSON, the guarantees checked by searching it, the answer
 * key in abviz check's text form, and abviz gen's search for trees that
 * meet a request.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "code.h"
#include "fmt.h"
#include "gen.h"
#include "jsonw.h"
#include "load.h"
#include "msg.h"
#include "narrate.h"

void
gen_rng_seed(struct gen_rng *r, uint64_t seed)
{
	/* splitmix64 spreads nearby seeds (1, 2, 3 ...) over the whole
	   state, so consecutive variants do not start alike */
	uint64_t z = seed + 0x9E3779B97F4A7C15u;

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	z ^= z >> 31;
	r->s = z != 0 ? z : 0x9E3779B97F4A7C15u;	/* xorshift dies at 0 */
}

uint64_t
gen_rng_next(struct gen_rng *r)
{
	r->s ^= r->s >> 12;
	r->s ^= r->s << 25;
	r->s ^= r->s >> 27;
	return r->s * 2685821657736338717u;
}

long long
gen_rng_between(struct gen_rng *r, long long lo, long long hi)
{
	uint64_t span = (uint64_t)(hi - lo) + 1, limit, x;

	/* Draws at or above the largest multiple of span are thrown back:
	   "x % span" alone would favour the small numbers. */
	limit = UINT64_MAX - UINT64_MAX % span;
	do
		x = gen_rng_next(r);
	while (x >= limit);
	return lo + (long long)(x % span);
}

long
gen_max_nodes(const struct gen_shape *sh, long *interior)
{
	long level = 1, n = 1, in = 0;
	int d;

	/* a level of bmax^d nodes; stop counting once past the limit */
	for (d = 0; d < sh->depth && n <= GEN_MAX_NODES; d++) {
		in += level;
		level *= sh->bmax;
		n += level;
	}
	if (interior != NULL)
		*interior = in;
	return n;
}

/* Interior node k (0-based, level order) as letters: A..Z, AA, AB ... */
static void
letters(int k, char *buf)
{
	char tmp[16];
	int n = 0, i;

	do {
		tmp[n++] = (char)('A' + k % 26);
		k = k / 26 - 1;
	} while (k >= 0);
	for (i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	buf[n] = '\0';
}

static int
cmp_ll(const void *pa, const void *pb)
{
	long long a = *(const long long *)pa, b = *(const long long *)pb;

	return (a > b) - (a < b);
}

/* Whether two of v[0..n) are equal (v is sorted on the way). */
static int
has_tie(long long *v, int n)
{
	int i;

	qsort(v, (size_t)n, sizeof(*v), cmp_ll);
	for (i = 1; i < n; i++)
		if (v[i] == v[i - 1])
			return 1;
	return 0;
}

/* A tree being drawn: nodes in level order, as the loader numbers them. */
struct draw {
	int n;			/* nodes */
	int ninterior;		/* nodes 0..ninterior-1 have children */
	int *nk, *first, *parent;
	long long *value;	/* value[i - ninterior] of leaf i */
	int chance;		/* nodes at odd depths are chance nodes */
	int *depth;		/* depth[i] */
	int *tenths;		/* tenths[i]: node i's probability in tenths,
				   under a chance node */
};

/*
 * The probabilities of chance node i's children, in tenths, each one at
 * least: child k takes 1 to what leaves one for each after it.
 */
static void
draw_tenths(struct gen_rng *r, struct draw *d, int i)
{
	int k, left = 10, nk = d->nk[i];

	for (k = 0; k < nk; k++) {
		int u = k == nk - 1 ? left : (int)gen_rng_between(r, 1,
		    left - (nk - 1 - k));

		d->tenths[d->first[i] + k] = u;
		left -= u;
	}
}

/*
 * Values for the leaves: independent draws; with GEN_DISTINCT, without
 * repeats (a shuffle of the whole range when it is small, else draws
 * again until new); with GEN_TIES, one leaf copies another's value when
 * the draws happen to be all different.  0, or -1 when out of memory.
 */
static int
draw_values(struct gen_rng *r, const struct gen_shape *sh, long long *v,
    int nl)
{
	long long range = sh->vmax - sh->vmin + 1, *tmp;
	int i, j;

	if (sh->values == GEN_DISTINCT && range <= 4LL * nl) {
		if ((tmp = malloc((size_t)range * sizeof(*tmp))) == NULL)
			return -1;
		for (i = 0; i < range; i++)
			tmp[i] = sh->vmin + i;
		/* the first nl places of a Fisher-Yates shuffle */
		for (i = 0; i < nl; i++) {
			long long k = gen_rng_between(r, i, range - 1), x = tmp[k];

			tmp[k] = tmp[i];
			tmp[i] = x;
			v[i] = x;
		}
		free(tmp);
		return 0;
	}
	for (i = 0; i < nl; i++) {
		v[i] = gen_rng_between(r, sh->vmin, sh->vmax);
		for (j = 0; sh->values == GEN_DISTINCT && j < i; j++)
			if (v[j] == v[i]) {
				i--;	/* a repeat: draw this leaf again */
				break;
			}
	}
	if (sh->values == GEN_TIES) {
		if ((tmp = malloc((size_t)nl * sizeof(*tmp))) == NULL)
			return -1;
		memcpy(tmp, v, (size_t)nl * sizeof(*tmp));
		if (!has_tie(tmp, nl)) {
			i = (int)gen_rng_between(r, 0, nl - 1);
			j = (int)gen_rng_between(r, 0, nl - 2);
			v[j + (j >= i)] = v[i];
		}
		free(tmp);
	}
	return 0;
}

/* Node i's id into buf: letters for interior nodes, parent + place for
   leaves. */
static void
node_id(const struct draw *d, int i, char *buf)
{
	int p;

	if (i < d->ninterior) {
		letters(i, buf);
		return;
	}
	p = d->parent[i];
	letters(p, buf);
	sprintf(buf + strlen(buf), "%d", i - d->first[p] + 1);
}

/* Node i and its subtree as tree JSON, indented by ind spaces; a node
   whose children are all leaves takes one line. */
static void
put_node(FILE *f, const struct draw *d, int i, int ind)
{
	char id[32];
	int c, flat;

	node_id(d, i, id);
	fprintf(f, "{\"id\": \"%s\"", id);
	if (d->chance && i > 0 && d->depth[i] % 2 == 0)	/* below chance */
		fprintf(f, ", \"p\": %s%d", d->tenths[i] == 10 ? "" : "0.",
		    d->tenths[i] == 10 ? 1 : d->tenths[i]);
	if (d->chance && d->depth[i] % 2 == 1 && d->nk[i] > 0)
		fputs(", \"player\": \"chance\"", f);
	if (d->nk[i] == 0) {
		fprintf(f, ", \"value\": %lld}", d->value[i - d->ninterior]);
		return;
	}
	fputs(", \"children\": [", f);
	flat = 1;
	for (c = d->first[i]; c < d->first[i] + d->nk[i]; c++)
		if (d->nk[c] != 0)
			flat = 0;
	for (c = d->first[i]; c < d->first[i] + d->nk[i]; c++) {
		if (flat)
			fputs(c > d->first[i] ? ", " : "", f);
		else
			fprintf(f, "%s\n%*s", c > d->first[i] ? "," : "",
			    ind + 2, "");
		put_node(f, d, c, ind + 2);
	}
	if (!flat)
		fprintf(f, "\n%*s", ind, "");
	fputs("]}", f);
}

int
gen_tree(FILE *f, struct gen_rng *r, const struct gen_shape *sh,
    const char *name, const char *description)
{
	struct draw d;
	int i, lvl, end, nl, rc = -1;
	size_t cap = GEN_MAX_NODES + 1;

	memset(&d, 0, sizeof(d));
	d.nk = calloc(cap, sizeof(*d.nk));
	d.first = calloc(cap, sizeof(*d.first));
	d.parent = calloc(cap, sizeof(*d.parent));
	d.value = calloc(cap, sizeof(*d.value));
	d.depth = calloc(cap, sizeof(*d.depth));
	d.tenths = calloc(cap, sizeof(*d.tenths));
	d.chance = sh->chance;
	if (d.nk == NULL || d.first == NULL || d.parent == NULL ||
	    d.value == NULL || d.depth == NULL || d.tenths == NULL)
		goto out;
	/* The shape, level by level: each node of a level draws how many
	   children it has; they take the next numbers, so siblings are
	   consecutive and the numbering is the loader's level order. */
	d.n = 1;
	d.parent[0] = TREE_NONE;
	for (lvl = 0, i = 0; lvl < sh->depth; lvl++) {
		for (end = d.n; i < end; i++) {
			int k;

			d.nk[i] = (int)gen_rng_between(r, sh->bmin, sh->bmax);
			if (d.n + d.nk[i] > GEN_MAX_NODES) {
				rc = 1;	/* the caller's check should stop this */
				goto out;
			}
			d.first[i] = d.n;
			for (k = 0; k < d.nk[i]; k++) {
				d.parent[d.n + k] = i;
				d.depth[d.n + k] = lvl + 1;
			}
			d.n += d.nk[i];
			if (d.chance && lvl % 2 == 1)
				draw_tenths(r, &d, i);
		}
	}
	d.ninterior = i;
	nl = d.n - d.ninterior;
	if ((sh->values == GEN_DISTINCT && nl > sh->vmax - sh->vmin + 1) ||
	    (sh->values == GEN_TIES && nl < 2)) {
		rc = 1;
		goto out;
	}
	if (draw_values(r, sh, d.value, nl) != 0)
		goto out;
	fputs("{\n  \"name\": ", f);
	json_put_str(f, name);
	fputs(",\n  \"source\": \"abviz gen\",\n  \"description\": ", f);
	json_put_str(f, description);
	fprintf(f, ",\n  \"player\": \"%s\",\n", sh->root == PLAYER_MAX ?
	    "max" : "min");
	if (sh->chance)		/* every leaf value lies in --values */
		fprintf(f, "  \"bounds\": [%lld, %lld],\n", sh->vmin, sh->vmax);
	fputs("  \"root\": ", f);
	put_node(f, &d, 0, 2);
	fputs("\n}\n", f);
	rc = 0;
out:
	free(d.nk);
	free(d.first);
	free(d.parent);
	free(d.value);
	free(d.depth);
	free(d.tenths);
	return rc;
}

const char *const gen_guarantee_name[GEN_NG] = {
	"--ties", "--distinct", "--min-cutoffs", "--deep-cutoff",
	"--min-prune-share", "--max-prune-share", "--differ ge,gt",
	"--differ (orders)", "--chance (a cut at a chance node)"
};

int
gen_cut_deep(const struct tree *t, const struct trace *tr,
    const struct cutoff *c)
{
	const struct event *e;

	/*
	 * The trace knows where the bound a cut compares with was set: the
	 * UPDATE event at the node whose child raised it (the root's window
	 * and PVS's probes are no node's raise, so never deep).  Raised by
	 * the cutting node's parent, it is the value of an earlier sibling:
	 * a shallow cutoff.  Raised higher up, it reached this node only
	 * because alpha and beta are passed down: a deep cutoff.  Bounds of
	 * one kind are raised at every other level, so "higher up" means
	 * three levels or more, and the cutting node is at depth 3 at least.
	 */
	if (c->from.ev >= tr->n)
		return 0;
	e = &tr->ev[c->from.ev];
	return e->kind == EV_UPDATE &&
	    t->node[c->node].depth - t->node[e->node].depth >= 2;
}

/* Search t under cfg and summarize; 0, or -1 (out of memory: *s NULL). */
static int
search(const struct tree *t, const struct search_cfg *cfg, struct trace *tr,
    struct summary **s)
{
	memset(tr, 0, sizeof(*tr));
	*s = NULL;
	if (ab_search(t, cfg, tr) != 0 || (*s = trace_summarize(t, tr)) == NULL) {
		trace_release(tr);
		return -1;
	}
	return 0;
}

/* Whether a node is pruned: within the reach of the search (above any
   depth limit), yet never visited. */
static int
pruned(const struct tree *t, const struct trace *tr, const struct summary *s,
    int i)
{
	return s->info[i].order == 0 && !trace_beyond(tr, t, i);
}

/*
 * Whether the searches under a and b prune different nodes: 1 or 0, or -1
 * when out of memory.
 */
static int
prune_differently(const struct tree *t, const struct search_cfg *a,
    const struct search_cfg *b)
{
	struct trace ta, tb;
	struct summary *sa = NULL, *sb = NULL;
	int i, rc = -1;

	if (search(t, a, &ta, &sa) != 0)
		return -1;
	if (search(t, b, &tb, &sb) != 0)
		goto out;
	for (i = 0, rc = 0; i < t->n && rc == 0; i++)
		rc = pruned(t, &ta, sa, i) != pruned(t, &tb, sb, i);
	trace_summary_free(sb);
	trace_release(&tb);
out:
	trace_summary_free(sa);
	trace_release(&ta);
	return rc;
}

int
gen_facts(const struct tree *t, const struct search_cfg *cfg,
    const struct gen_want *w, struct gen_facts *f)
{
	struct search_cfg a, b;
	struct trace tr;
	struct summary *s;
	long long *v;
	int i, k, r;

	memset(f, 0, sizeof(*f));
	if (search(t, cfg, &tr, &s) != 0)
		return -1;
	/* a cut after a node's last child prunes nothing: not counted */
	for (k = 0; k < s->ncut; k++)
		if (s->cut[k].npruned > 0) {
			f->cutoffs++;	/* Star1's at chance nodes too */
			f->deep += gen_cut_deep(t, &tr, &s->cut[k]);
			f->chance_cuts += s->cut[k].side != 0;
		}
	f->nleaves = t->nleaves;
	for (i = 0; i < t->n; i++)
		if (t->node[i].nkids == 0 && pruned(t, &tr, s, i))
			f->pruned_leaves++;
	trace_summary_free(s);
	trace_release(&tr);
	if ((v = malloc((size_t)t->nleaves * sizeof(*v))) == NULL)
		return -1;
	for (i = 0, k = 0; i < t->n; i++)
		if (t->node[i].nkids == 0)
			v[k++] = (long long)tree_value(t, i);
	f->tie = has_tie(v, k);
	free(v);
	/* The other searches, as another course would run them.  The preset
	   is dropped: it would insist on its own cut rule. */
	if (w->differ_cut) {
		a = *cfg;
		a.preset = 0;
		a.cutoff = CUT_GE;
		b = a;
		b.cutoff = CUT_GT;
		if ((r = prune_differently(t, &a, &b)) < 0)
			return -1;
		f->differ_cut = r;
	}
	if (w->differ_order[0] >= 0) {
		a = *cfg;
		a.order = (enum order)w->differ_order[0];
		b = *cfg;
		b.order = (enum order)w->differ_order[1];
		if ((r = prune_differently(t, &a, &b)) < 0)
			return -1;
		f->differ_order = r;
	}
	return 0;
}

unsigned
gen_unmet(const struct gen_want *w, const struct gen_facts *f)
{
	unsigned m = 0;

	if (w->values == GEN_TIES && !f->tie)
		m |= 1u << GEN_G_TIES;
	if (w->values == GEN_DISTINCT && f->tie)
		m |= 1u << GEN_G_DISTINCT;
	if (f->cutoffs < w->min_cutoffs)
		m |= 1u << GEN_G_CUTOFFS;
	if (w->deep && f->deep == 0)
		m |= 1u << GEN_G_DEEP;
	/* shares in whole percent, compared without division: pruned /
	   leaves >= min / 100 */
	if (w->min_share >= 0 &&
	    100L * f->pruned_leaves < (long)w->min_share * f->nleaves)
		m |= 1u << GEN_G_MIN_SHARE;
	if (w->max_share >= 0 &&
	    100L * f->pruned_leaves > (long)w->max_share * f->nleaves)
		m |= 1u << GEN_G_MAX_SHARE;
	if (w->differ_cut && !f->differ_cut)
		m |= 1u << GEN_G_DIFFER_CUT;
	if (w->differ_order[0] >= 0 && !f->differ_order)
		m |= 1u << GEN_G_DIFFER_ORDER;
	if (w->chance_cut && f->chance_cuts == 0)
		m |= 1u << GEN_G_CHANCE_CUT;
	return m;
}

/*
 * Node i's value as the course writes it in a text answer, after ": ": 3
 * when exact, else the bound (>=15, <=2) or the number returned, as its
 * notation says.  Fail-hard's number on an empty window says nothing of
 * the value: where only bounds are written, the real value is written if
 * the search saw every leaf below, else nothing.  Returns 1 if it wrote.
 */
static int
put_value(FILE *f, const struct search_cfg *c, const struct summary *s, int i)
{
	const struct node_info *in = &s->info[i];
	char num[FMT_NUM_MAX];
	enum bound b = in->exact || course_notation(c) == NOTATION_RETURNED ?
	    BOUND_EXACT : in->bound;

	if (!in->exact && in->bound == BOUND_NONE &&
	    c->notation == NOTATION_BOUNDS) {
		if (!in->full)
			return 0;
		fprintf(f, " %s", fmt_num(s->minimax[i], num));
		return 1;
	}
	fprintf(f, " %s%s", b == BOUND_LOWER ? ">=" : b == BOUND_UPPER ? "<=" :
	    "", fmt_num(in->value, num));
	return 1;
}

int
gen_key(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	const struct search_cfg *c = &tr->cfg;
	char id[TREE_ID_MAX], num[FMT_NUM_MAX], conv[NARRATE_CONV_MAX];
	int i, k, n, prunes = algo_prunes(c->algo);

	/* the comments in the language (the log header's words); the facts
	   in abviz check's keys, which are the same in every language */
	MSG_PUT(f, M_KEY_HEAD, t->name);
	if (t->description != NULL)
		fprintf(f, "# %s\n", t->description);
	MSG_PUT(f, M_KEY_SEARCHED, narrate_title(c),
	    narrate_conventions(c, t, 0, conv, sizeof(conv)));
	if (algo_negamax(c->algo))
		msg_put(f, M_KEY_NEGAMAX, NULL, 0);
	fprintf(f, "value: %s\n", fmt_num(tr->result, num));
	if (s->npv > 1)
		fprintf(f, "best: %s\n", tree_id(t, s->pv[1], id));
	fputs("pv:", f);
	for (k = 0; k < s->npv; k++)
		fprintf(f, " %s", tree_id(t, s->pv[k], id));
	/* a pruned subtree by its top node, the one whose edge is cut */
	fputs("\npruned:", f);
	for (i = 1, n = 0; i < t->n; i++)
		if (pruned(t, tr, s, i) && !pruned(t, tr, s, t->node[i].parent)) {
			fprintf(f, " %s", tree_id(t, i, id));
			n++;
		}
	fputs(n == 0 ? " none\n" : "\n", f);
	/* the leaves in the order they are scored, when there is one order
	   (several passes score some leaves several times) */
	if (s->npass == 1) {
		fputs("leaves:", f);
		for (k = 0; k < s->nvisited; k++)
			if (t->node[s->visited[k]].nkids == 0)
				fprintf(f, " %s", tree_id(t, s->visited[k], id));
		fputc('\n', f);
	}
	if (s->ncut == 0)
		fputs("cutoffs: none\n", f);
	for (k = 0; k < s->ncut; k++) {
		const struct cutoff *cu = &s->cut[k];

		fprintf(f, "cutoff: %s", tree_id(t, cu->node, id));
		/* Star1 cuts a chance node before its first child when it
		   comes in at the edge of the bounds: after no child */
		if (cu->after != TREE_NONE)
			fprintf(f, " after %s", tree_id(t, cu->after, id));
		fprintf(f, " alpha %s", fmt_num(cu->alpha, num));
		fprintf(f, " beta %s\n", fmt_num(cu->beta, num));
	}
	/* every searched interior node, in the order the search reaches them */
	for (k = 0; k < s->nvisited; k++) {
		const struct node_info *in = &s->info[s->visited[k]];

		if (t->node[s->visited[k]].nkids == 0)
			continue;
		fprintf(f, "%s:", tree_id(t, s->visited[k], id));
		/* (a value goes unwritten only with an empty window, which
		   only a search that prunes meets, so the line has its window) */
		put_value(f, c, s, s->visited[k]);
		if (prunes) {
			fprintf(f, " alpha %s", fmt_num(in->alpha_out, num));
			fprintf(f, " beta %s", fmt_num(in->beta_out, num));
		}
		fputc('\n', f);
	}
	return 0;
}

/* ---- abviz gen: a request, and the trees that meet it ---- */

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

void
gen_describe(struct gen_request *rq)
{
	static const char *const orders[] = { "ltr", "rtl", "best", "worst" };
	const struct search_cfg *c = &rq->cfg;
	const struct gen_shape *sh = &rq->sh;
	const struct gen_want *w = &rq->w;
	const struct preset *p = preset_of(c);
	char lo[FMT_NUM_MAX], hi[FMT_NUM_MAX];
	char *b = rq->opts;
	size_t n = sizeof(rq->opts);

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
	if (sh->chance)
		add(b, n, " --chance");
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

int
gen_feasible(const struct gen_request *rq, char *err, size_t errlen)
{
	const struct gen_shape *sh = &rq->sh;
	const struct gen_want *w = &rq->w;
	const struct search_cfg *c = &rq->cfg;
	int prune = w->min_cutoffs > 0 || w->deep || w->min_share > 0 ||
	    w->differ_cut || w->differ_order[0] >= 0;
	long interior, nodes = gen_max_nodes(sh, &interior);
	long long minleaves = 1;
	int d;

	for (d = 0; d < sh->depth && minleaves <= GEN_MAX_NODES; d++)
		minleaves *= sh->bmin;
	if (nodes > GEN_MAX_NODES) {
		MSG_FORMAT(err, errlen, M_ERR_DEPTH_WITH_UP_CHILDREN,
		    MSG_INT(sh->depth), MSG_INT(sh->bmax),
		    MSG_INT(GEN_MAX_NODES));
		return -1;
	}
	if (w->min_share >= 0 && w->max_share >= 0 &&
	    w->min_share > w->max_share) {
		MSG_FORMAT(err, errlen, M_ERR_MIN_PRUNE_SHARE_ABOVE,
		    MSG_INT(w->min_share), MSG_INT(w->max_share));
		return -1;
	}
	if (sh->values == GEN_DISTINCT && minleaves > sh->vmax - sh->vmin + 1) {
		MSG_FORMAT(err, errlen, M_ERR_DISTINCT_NEEDS_VALUE_EACH,
		    MSG_INT(minleaves), MSG_INT(sh->vmin), MSG_INT(sh->vmax),
		    MSG_INT(sh->vmax - sh->vmin + 1));
		return -1;
	}
	if (sh->values == GEN_TIES && nodes - interior < 2) {
		msg_format(err, errlen, M_ERR_TIES_NEEDS_TWO_LEAVES, NULL, 0);
		return -1;
	}
	if (sh->chance && c->algo != ALGO_STAR1 && c->algo != ALGO_ALPHABETA) {
		MSG_FORMAT(err, errlen, M_ERR_GEN_CHANCE_ALGO,
		    algo_name[c->algo]);
		return -1;
	}
	if (sh->chance && (sh->depth < 2 || sh->bmin < 2 || sh->bmax > 10)) {
		msg_format(err, errlen, M_ERR_GEN_CHANCE_SHAPE, NULL, 0);
		return -1;
	}
	if (prune && !algo_prunes(c->algo)) {
		MSG_FORMAT(err, errlen, M_ERR_NEVER_PRUNES_PRUNING_GUARANTEES,
		    algo_name[c->algo]);
		return -1;
	}
	if (prune && (sh->bmax < 2 || (sh->depth < 2 && !c->window))) {
		msg_format(err, errlen, M_ERR_NOTHING_CAN_BE_PRUNED, NULL, 0);
		return -1;
	}
	if (w->deep && sh->depth < 4) {
		msg_format(err, errlen, M_ERR_DEEP_CUTOFF_NEEDS_DEPTH, NULL,
		    0);
		return -1;
	}
	if (w->min_cutoffs > interior && c->algo != ALGO_MTDF && !c->window) {
		MSG_FORMAT(err, errlen, M_ERR_MIN_CUTOFFS_THESE_TREES,
		    MSG_INT(w->min_cutoffs), MSG_INT(interior));
		return -1;
	}
	return 0;
}

void
gen_variant_free(struct gen_variant *v)
{
	free(v->json);
	trace_summary_free(v->s);
	trace_release(&v->tr);
	tree_free(v->t);
}

int
gen_find(const struct gen_request *rq, struct gen_variant *v, char *err,
    size_t errlen)
{
	long failed[GEN_NG] = { 0 }, most = 0;
	struct search_cfg cfg = rq->cfg;
	struct gen_rng r;
	char name[64], desc[1200], why[512];
	int g, worst = 0, rc;
	FILE *m;

	snprintf(v->stem, sizeof(v->stem), "gen-%llu",
	    (unsigned long long)v->seed);
	snprintf(name, sizeof(name), "Exercise (seed %llu)",
	    (unsigned long long)v->seed);
	snprintf(desc, sizeof(desc), "abviz gen --seed %llu %s",
	    (unsigned long long)v->seed, rq->opts);
	gen_rng_seed(&r, v->seed);
	for (v->tries = 1; v->tries <= rq->tries; v->tries++) {
		unsigned unmet;

		free(v->json);
		v->json = NULL;
		tree_free(v->t);
		v->t = NULL;
		if ((m = open_memstream(&v->json, &v->len)) == NULL)
			goto oom;
		rc = gen_tree(m, &r, &rq->sh, name, desc);
		if (fclose(m) != 0 || rc < 0)
			goto oom;
		if (rc == 1) {	/* this shape cannot take the values */
			failed[rq->sh.values == GEN_TIES ? GEN_G_TIES :
			    GEN_G_DISTINCT]++;
			continue;
		}
		/* the tree as the file will give it to anyone who loads it */
		if ((v->t = load_tree_mem(v->stem, v->json, v->len, why,
		    sizeof(why))) == NULL || ab_check(v->t, &cfg, why,
		    sizeof(why)) != 0) {
			MSG_FORMAT(err, errlen, M_ERR_GENERATED_TREE_DOES_NOT,
			    v->stem, why);
			return -1;
		}
		if (gen_facts(v->t, &cfg, &rq->w, &v->f) != 0)
			goto oom;
		if ((unmet = gen_unmet(&rq->w, &v->f)) == 0) {
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
	MSG_FORMAT(err, errlen, M_ERR_NO_TREE_FROM_SEED,
	    MSG_UINT((unsigned long long)v->seed), MSG_INT(rq->tries),
	    gen_guarantee_name[worst], MSG_INT(most), MSG_INT(rq->tries));
	return 1;
oom:
	MSG_FORMAT(err, errlen, M_ERR_FILE_OUT_OF_MEMORY, v->stem);
	return -1;
}

