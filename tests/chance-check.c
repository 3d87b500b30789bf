/*
 * tests/chance-check.c: abviz check on trees with chance nodes.
 *
 * Random trees mixing MAX, MIN and chance nodes (depth 2 to 4, 2 or 3
 * children, random probabilities, leaves in the bounds [0, 10]) are written
 * as JSON and loaded as abviz loads a file.  Star1 is searched again here,
 * apart from src/search/ab.c, straight from the rule of issue 22: at a
 * chance node with window (alpha, beta), after children 1..k-1 returned
 * v_i, S = sum p_i v_i, R = the probability after k,
 * A = (alpha - S - U R) / p_k, B = (beta - S - L R) / p_k; child k gets
 * (max(A, L), min(B, U)); v_k <= A fails low (returns S + p_k v_k + U R),
 * v_k >= B fails high (S + p_k v_k + L R), strictly under --cutoff gt.
 * MAX and MIN are fail-soft alpha-beta.  Its answer (the root's value, the
 * pruned set, every searched node's value or bound, every cutoff) is
 * written in check's answer format and must be graded all right; each
 * single mistake made in it must be marked wrong with a reason that says
 * what is true; and the answer of each chance misconception's search
 * must be diagnosed as that misconception.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "answer.h"
#include "check.h"
#include "fmt.h"
#include "load.h"
#include "rng.h"
#include "tap.h"

#define NTREES 300
#define MAXN 200
#define LO 0.0
#define HI 10.0

enum kind { K_LEAF, K_MAX, K_MIN, K_CHANCE };

/* The test's own tree: node 0 the root, children in first..first+nk. */
struct node {
	enum kind kind;
	int parent, first, nk;
	double p;		/* probability, under a chance node */
	double v;		/* a leaf's value */
};

struct tr {
	struct node nd[MAXN];
	int n;
};

/* What the test's Star1 found. */
struct found {
	int seen[MAXN];		/* searched */
	double val[MAXN];	/* returned */
	char bnd[MAXN];		/* '=' exact, '<' upper bound, '>' lower */
	int cut_node[MAXN], cut_after[MAXN], cut_pruned[MAXN];
	char cut_side[MAXN];	/* 'm' MAX/MIN, 'l' chance low, 'h' high */
	int ncut;
	int gt;			/* --cutoff gt */
};

static struct tr T;

static void
grow(int i, int depth, int maxdepth, enum kind above)
{
	struct node *nd = &T.nd[i];
	int k, nk, left = 10;	/* tenths of probability still to give */

	if (depth == maxdepth || (depth >= 2 && rnd(4) == 0) || T.n + 3 > MAXN) {
		nd->kind = K_LEAF;
		nd->v = (double)rnd(11);
		nd->nk = 0;
		return;
	}
	/* a chance layer now and then, never two in a row */
	if (above != K_CHANCE && rnd(2) == 0)
		nd->kind = K_CHANCE;
	else
		nd->kind = rnd(2) ? K_MAX : K_MIN;
	nk = 2 + (int)rnd(2);
	nd->first = T.n;
	nd->nk = nk;
	T.n += nk;
	for (k = 0; k < nk; k++) {
		struct node *c = &T.nd[nd->first + k];

		c->parent = i;
		/* probabilities in tenths, each at least 0.1 */
		if (nd->kind == K_CHANCE) {
			int u = k == nk - 1 ? left : 1 + (int)rnd((unsigned)(left -
			    (nk - 1 - k)));

			c->p = u / 10.0;
			left -= u;
		}
	}
	for (k = 0; k < nk; k++)
		grow(nd->first + k, depth + 1, maxdepth, nd->kind);
}

/* The tree as a JSON file: every node has an id, n<i>. */
static size_t
json(char *buf, size_t cap, size_t at, int i)
{
	const struct node *nd = &T.nd[i];
	static const char *const who[] = { "", "max", "min", "chance" };
	int k;

	at += (size_t)snprintf(buf + at, cap - at, "{\"id\": \"n%d\"", i);
	if (nd->parent >= 0 && T.nd[nd->parent].kind == K_CHANCE)
		at += (size_t)snprintf(buf + at, cap - at, ", \"p\": %.1f", nd->p);
	if (nd->kind == K_LEAF)
		return at + (size_t)snprintf(buf + at, cap - at, ", \"value\": %g}",
		    nd->v);
	at += (size_t)snprintf(buf + at, cap - at, ", \"player\": \"%s\", "
	    "\"children\": [", who[nd->kind]);
	for (k = 0; k < nd->nk; k++) {
		if (k > 0)
			at += (size_t)snprintf(buf + at, cap - at, ", ");
		at = json(buf, cap, at, nd->first + k);
	}
	return at + (size_t)snprintf(buf + at, cap - at, "]}");
}

/* a >= b (a > b under gt), numbers a billionth apart taken as equal */
static int
cut(const struct found *f, double a, double b)
{
	double tol;

	if (isinf(a) || isinf(b))
		return f->gt ? a > b : a >= b;
	tol = 1e-9 * (1 + fabs(a) + fabs(b));
	return f->gt ? a > b + tol : a >= b - tol;
}

/* after: the child the cut comes after, or -1 before the first */
static void
add_cut(struct found *f, int n, int after, char side)
{
	f->cut_node[f->ncut] = n;
	f->cut_after[f->ncut] = after;
	f->cut_pruned[f->ncut] = T.nd[n].first + T.nd[n].nk - 1 -
	    (after < 0 ? T.nd[n].first - 1 : after);
	f->cut_side[f->ncut++] = side;
}

/* x to 12 significant digits, the numbers a chance node works with */
static double
digits12(double x)
{
	char buf[40];

	if (isinf(x))
		return x;
	snprintf(buf, sizeof(buf), "%.12g", x);
	return atof(buf);
}

static double star1(struct found *f, int n, double alpha, double beta);

static double
chance(struct found *f, int n, double alpha, double beta)
{
	const struct node *nd = &T.nd[n];
	double s = 0, done = 0;
	int k;

	for (k = 0; k < nd->nk; k++) {
		int c = nd->first + k;
		double p = T.nd[c].p, r, a, b, x;

		done += p;
		r = k == nd->nk - 1 ? 0 : fmax(0, 1 - done);
		a = digits12((alpha - s - HI * r) / p);
		b = digits12((beta - s - LO * r) / p);
		/* no value of child k could keep the chance node inside the
		   window (it came in with alpha >= U or beta <= L): it fails
		   before searching the child */
		if (cut(f, a, HI) || cut(f, LO, b)) {
			int low = cut(f, a, HI);

			add_cut(f, n, k > 0 ? c - 1 : -1, low ? 'l' : 'h');
			f->bnd[n] = low ? '<' : '>';
			return digits12(s + (low ? HI : LO) * (p + r));
		}
		x = star1(f, c, fmax(a, LO), fmin(b, HI));
		s += p * x;
		if (cut(f, a, x) || cut(f, x, b)) {
			int low = cut(f, a, x);

			add_cut(f, n, c, low ? 'l' : 'h');
			f->bnd[n] = low ? '<' : '>';
			return digits12(s + (low ? HI : LO) * r);
		}
	}
	f->bnd[n] = '=';
	return digits12(s);
}

static double
star1(struct found *f, int n, double alpha, double beta)
{
	const struct node *nd = &T.nd[n];
	int max = nd->kind == K_MAX, k;
	double v = max ? -INFINITY : INFINITY, a0 = alpha, b0 = beta;

	f->seen[n] = 1;
	if (nd->kind == K_LEAF) {
		f->bnd[n] = '=';
		return f->val[n] = nd->v;
	}
	if (nd->kind == K_CHANCE)
		return f->val[n] = chance(f, n, alpha, beta);
	for (k = 0; k < nd->nk; k++) {
		int c = nd->first + k;
		double x = star1(f, c, alpha, beta);

		if (max ? x > v : x < v)
			v = x;
		if (max)
			alpha = fmax(alpha, v);
		else
			beta = fmin(beta, v);
		if (f->gt ? alpha > beta : alpha >= beta) {
			add_cut(f, n, c, 'm');
			break;
		}
	}
	f->bnd[n] = v == a0 && v == b0 ? '=' : v <= a0 ? '<' : v >= b0 ? '>' :
	    '=';
	return f->val[n] = v;
}

/* The answer Star1 gives, in check's format, its numbers to 12 digits, or
   (two) to two decimals, as a student writes them. */
static size_t
answer_text(const struct found *f, char *buf, size_t cap, int two)
{
	size_t at = 0;
	int i;

	at += (size_t)snprintf(buf + at, cap - at, two ? "value: %.2f\npruned:" :
	    "value: %.12g\npruned:", f->val[0]);
	for (i = 1; i < T.n; i++)
		if (!f->seen[i] && f->seen[T.nd[i].parent])
			at += (size_t)snprintf(buf + at, cap - at, " n%d", i);
	if (buf[at - 1] == ':')
		at += (size_t)snprintf(buf + at, cap - at, " none");
	at += (size_t)snprintf(buf + at, cap - at, "\n");
	for (i = 0; i < T.n; i++)
		if (f->seen[i] && T.nd[i].kind != K_LEAF)
			at += (size_t)snprintf(buf + at, cap - at, two ?
			    "n%d: %s%.2f\n" : "n%d: %s%.12g\n", i, f->bnd[i] ==
			    '<' ? "<=" : f->bnd[i] == '>' ? ">=" : "", f->val[i]);
	if (f->ncut == 0)
		at += (size_t)snprintf(buf + at, cap - at, "cutoffs: none\n");
	for (i = 0; i < f->ncut; i++)
		if (f->cut_after[i] < 0)
			at += (size_t)snprintf(buf + at, cap - at, "cutoff: n%d\n",
			    f->cut_node[i]);
		else
			at += (size_t)snprintf(buf + at, cap - at, "cutoff: n%d "
			    "after n%d\n", f->cut_node[i], f->cut_after[i]);
	return at;
}

static const double weights[ANS_NKINDS] = { 1, 1, 1, 1, 1, 1, 1, 1 };

/* Grade text; the grade into g (free it), 0, or -1 when it did not parse. */
static int
grade_text(struct checker *c, const char *text, struct grade *g)
{
	char err[256];
	struct answer *a = answer_parse("answer", text, strlen(text),
	    checker_ids(c), err, sizeof(err));

	if (a == NULL) {
		printf("# %s\n%s", err, text);
		return -1;
	}
	if (check_grade(c, a, weights, g) != 0)
		abort();
	answer_free(a);
	return 0;
}

/* The wrong item about subject, or NULL. */
static const struct item *
wrong_item(const struct grade *g, const char *subject)
{
	int i;

	for (i = 0; i < g->n; i++)
		if (g->item[i].credit < 1 && strcmp(g->item[i].subject,
		    subject) == 0)
			return &g->item[i];
	return NULL;
}

/* Replace line "from" of text (its start to its newline) with "to". */
static void
swap_line(char *text, const char *from, const char *to)
{
	char *at = strstr(text, from);
	size_t n = strlen(from), m = strlen(to);

	if (at == NULL)
		abort();
	memmove(at + m, at + n, strlen(at + n) + 1);
	memcpy(at, to, m);
}

struct tally {
	long right, value, prune, cutoff, root, mis_tried[64], mis_named[64];
	long light_tried[64], light_named[64];
	long trees, chance_cuts, rounded, visited;
};

/* The single mistakes, each on its own: marked wrong, with a true reason. */
static void
mistakes(struct checker *c, const struct found *f, const char *good,
    struct tally *ta)
{
	char text[16384], from[64], to[64], subject[16], num[FMT_NUM_MAX];
	const struct item *it;
	struct grade g;
	int i, k, ok;

	/* the root's value */
	snprintf(text, sizeof(text), "%s", good);
	snprintf(from, sizeof(from), "value: %.12g\n", f->val[0]);
	snprintf(to, sizeof(to), "value: %.12g\n", f->val[0] + 0.5);
	swap_line(text, from, to);
	if (grade_text(c, text, &g) != 0)
		abort();
	snprintf(from, sizeof(from), "returns %s", fmt_num(f->val[0], num));
	it = wrong_item(&g, "value");
	ta->root += it != NULL && it->reason != NULL &&
	    strstr(it->reason, from) != NULL;
	grade_free(&g);

	/* the deepest searched interior node's value, a half off */
	for (i = T.n - 1; i > 0 && (!f->seen[i] || T.nd[i].kind == K_LEAF); i--)
		;
	snprintf(from, sizeof(from), "n%d: %s%.12g\n", i, f->bnd[i] == '<' ?
	    "<=" : f->bnd[i] == '>' ? ">=" : "", f->val[i]);
	snprintf(to, sizeof(to), "n%d: %s%.12g\n", i, f->bnd[i] == '<' ?
	    "<=" : f->bnd[i] == '>' ? ">=" : "", f->val[i] + 0.5);
	snprintf(text, sizeof(text), "%s", good);
	swap_line(text, from, to);
	if (grade_text(c, text, &g) != 0)
		abort();
	snprintf(subject, sizeof(subject), "n%d", i);
	snprintf(from, sizeof(from), "returns %s", fmt_num(f->val[i], num));
	it = wrong_item(&g, subject);
	ok = it != NULL && it->reason != NULL && strstr(it->reason, from);
	/* a chance node's reason says whether it was cut */
	if (ok && T.nd[i].kind == K_CHANCE)
		ok = strstr(it->reason, f->bnd[i] == '=' ? "chance node that "
		    "was not cut" : "(Star1)") != NULL ||
		    strstr(it->reason, "nothing below") != NULL;
	if (!ok)
		printf("# n%d: %s\n", i, it && it->reason ? it->reason : "-");
	ta->value += ok;
	grade_free(&g);

	/* a searched node (not the root) said to be pruned: the search
	   reaches it, with the window it had */
	for (i = T.n - 1; i > 0 && !f->seen[i]; i--)
		;
	snprintf(text, sizeof(text), "%s", good);
	snprintf(to, sizeof(to), "pruned: n%d", i);
	swap_line(text, strstr(text, "pruned: none") ? "pruned: none" :
	    "pruned:", to);
	if (grade_text(c, text, &g) != 0)
		abort();
	/* the item is about i, or the node above it that the answer now
	   prunes whole (all its children pruned) */
	for (it = NULL, k = 0; k < g.n && it == NULL; k++)
		if (g.item[k].kind == ANS_PRUNED && g.item[k].credit < 1)
			it = &g.item[k];
	ok = it != NULL && it->reason != NULL &&
	    strstr(it->reason, "reaches it") != NULL;
	if (ok && strcmp(it->subject + 1, "0") != 0 &&
	    T.nd[T.nd[atoi(it->subject + 1)].parent].kind == K_CHANCE)
		ok = strstr(it->reason, "Star1 derives") != NULL ||
		    strstr(it->reason, "alpha = beta") != NULL;
	if (!ok)
		printf("# pruned n%d: %s\n", i, it && it->reason ? it->reason :
		    "-");
	ta->prune += ok;
	grade_free(&g);

	/* a cutoff that prunes something left out: its test, true */
	for (i = 0; i < f->ncut && f->cut_pruned[i] == 0; i++)
		;
	if (i == f->ncut) {
		ta->cutoff++;	/* none to leave out */
		return;
	}
	snprintf(text, sizeof(text), "%s", good);
	if (f->cut_after[i] < 0)
		snprintf(from, sizeof(from), "cutoff: n%d\n", f->cut_node[i]);
	else
		snprintf(from, sizeof(from), "cutoff: n%d after n%d\n",
		    f->cut_node[i], f->cut_after[i]);
	swap_line(text, from, "");
	if (strstr(text, "cutoff: ") == NULL)
		strcat(text, "cutoffs: none\n");
	if (grade_text(c, text, &g) != 0)
		abort();
	snprintf(subject, sizeof(subject), "n%d", f->cut_node[i]);
	it = wrong_item(&g, subject);
	ok = it != NULL && it->reason != NULL;
	if (ok && f->cut_side[i] != 'm') {
		ta->chance_cuts++;
		ok = strstr(it->reason, f->cut_side[i] == 'l' ? "at most" :
		    "at least") != NULL;
	}
	if (!ok)
		printf("# cutoff n%d: %s\n", f->cut_node[i], it && it->reason ?
		    it->reason : "-");
	ta->cutoff += ok;
	grade_free(&g);
}

/* The answer ab.c's search of misconception m gives, in check's format. */
static void
mis_text(const struct tree *t, const struct search_cfg *cfg, char *buf,
    size_t cap)
{
	struct trace tr;
	struct summary *s;
	char id[TREE_ID_MAX], id2[TREE_ID_MAX];
	size_t at = 0;
	int i;

	memset(&tr, 0, sizeof(tr));
	if (ab_search(t, cfg, &tr) != 0 || (s = trace_summarize(t, &tr)) ==
	    NULL)
		abort();
	at += (size_t)snprintf(buf + at, cap - at, "value: %.12g\npruned:",
	    tr.result);
	for (i = 1; i < t->n; i++)
		if (s->info[i].order == 0 && s->info[t->node[i].parent].order)
			at += (size_t)snprintf(buf + at, cap - at, " %s",
			    tree_id(t, i, id));
	if (buf[at - 1] == ':')
		at += (size_t)snprintf(buf + at, cap - at, " none");
	at += (size_t)snprintf(buf + at, cap - at, "\n");
	for (i = 0; i < t->n; i++) {
		const struct node_info *in = &s->info[i];

		if (in->order == 0 || t->node[i].nkids == 0)
			continue;
		at += (size_t)snprintf(buf + at, cap - at, "%s: %s%.12g\n",
		    tree_id(t, i, id), in->bound == BOUND_UPPER ? "<=" : in->bound == BOUND_LOWER ?
		    ">=" : "", in->value);
	}
	if (s->ncut == 0)
		at += (size_t)snprintf(buf + at, cap - at, "cutoffs: none\n");
	for (i = 0; i < s->ncut; i++)
		at += (size_t)snprintf(buf + at, cap - at, "cutoff: %s%s%s\n",
		    tree_id(t, s->cut[i].node, id), s->cut[i].after == TREE_NONE ?
		    "" : " after ", s->cut[i].after == TREE_NONE ? "" :
		    tree_id(t, s->cut[i].after, id2));
	trace_summary_free(s);
	trace_release(&tr);
}

static void
one_tree(struct tally *ta)
{
	static char js[65536], good[16384], text[16384];
	struct search_cfg cfg;
	struct found f;
	struct checker *c;
	struct tree *t;
	struct grade g;
	char err[256];
	int m, i;
	size_t n;

	memset(&T, 0, sizeof(T));
	T.n = 1;
	T.nd[0].parent = -1;
	grow(0, 0, 2 + (int)rnd(3), rnd(3) == 0 ? K_LEAF : K_CHANCE);
	n = (size_t)snprintf(js, sizeof(js), "{\"bounds\": [0, 10], \"root\": ");
	n = json(js, sizeof(js), n, 0);
	n += (size_t)snprintf(js + n, sizeof(js) - n, "}\n");
	if ((t = load_tree_mem("random.json", js, n, err, sizeof(err))) == NULL) {
		printf("# %s\n%s", err, js);
		abort();
	}
	memset(&cfg, 0, sizeof(cfg));
	cfg.algo = rnd(2) ? ALGO_STAR1 : ALGO_ALPHABETA;
	cfg.cutoff = rnd(2) ? CUT_GT : CUT_GE;
	cfg.update_after = (int)rnd(2);
	cfg.depth = -1;
	memset(&f, 0, sizeof(f));
	f.gt = cfg.cutoff == CUT_GT;
	star1(&f, 0, -INFINITY, INFINITY);
	if ((c = checker_new(t, &cfg, err, sizeof(err))) == NULL)
		abort();
	/* the visited set in place of the pruned one: right too */
	n = (size_t)snprintf(text, sizeof(text), "value: %.12g\nvisited:",
	    f.val[0]);
	for (i = 0; i < T.n; i++)
		if (f.seen[i])
			n += (size_t)snprintf(text + n, sizeof(text) - n, " n%d", i);
	snprintf(text + n, sizeof(text) - n, "\n");
	if (grade_text(c, text, &g) == 0) {
		ta->visited += g.right;
		grade_free(&g);
	}
	/* the same answer to two decimals: right too */
	answer_text(&f, text, sizeof(text), 1);
	if (grade_text(c, text, &g) == 0) {
		ta->rounded += g.right;
		grade_free(&g);
	}
	answer_text(&f, good, sizeof(good), 0);
	ta->trees++;
	if (grade_text(c, good, &g) == 0) {
		if (g.right && g.nmatch == 0)
			ta->right++;
		else
			for (i = 0; i < g.n; i++)
				if (g.item[i].credit < 1)
					printf("# %s: %s: %s\n%s", g.item[i].subject,
					    g.item[i].given, g.item[i].reason ?
					    g.item[i].reason : "", js);
		grade_free(&g);
		mistakes(c, &f, good, ta);
	}
	for (m = 0; m < nmisconceptions; m++) {
		struct search_cfg mc = cfg;
		struct tree mt = *t;
		int found = 0;

		if (!misconceptions[m].chance ||
		    misconceptions[m].apply(&mc, &mt.root_player) != 0)
			continue;
		mis_text(&mt, &mc, text, sizeof(text));
		if (grade_text(c, text, &g) != 0)
			abort();
		if (g.score < g.total && g.n >= 2) {
			ta->mis_tried[m]++;
			for (i = 0; i < g.nmatch; i++)
				found |= g.match[i] == m;
			ta->mis_named[m] += found;
			if (!found)
				printf("# %s not named\n%s%s", misconceptions[m].name,
				    text, js);
		}
		grade_free(&g);
		/* its value and pruned set alone (the first two lines),
		   graded through a search counted, not recorded */
		*strchr(strchr(text, '\n') + 1, '\n') = '\0';
		if (grade_text(c, text, &g) != 0)
			abort();
		if (g.score < g.total && g.n >= 2) {
			ta->light_tried[m]++;
			for (i = found = 0; i < g.nmatch; i++)
				found |= g.match[i] == m;
			ta->light_named[m] += found;
		}
		grade_free(&g);
	}
	checker_free(c);
	tree_free(t);
}

int
main(void)
{
	struct tally ta;
	int k, ntrees;

	memset(&ta, 0, sizeof(ta));
	ntrees = getenv("PROP_TREES") ? atoi(getenv("PROP_TREES")) : NTREES;
	for (k = 0; k < ntrees; k++)
		one_tree(&ta);
	CHECK(ta.right == ta.trees, "the test's own Star1 answer (value, "
	    "pruned set, every node's value or bound, every cutoff) is graded "
	    "all right (%ld of %ld chance trees)", ta.right, ta.trees);
	CHECK(ta.visited == ta.trees, "the visited set Star1 gives is graded "
	    "all right (%ld of %ld)", ta.visited, ta.trees);
	CHECK(ta.rounded == ta.trees, "the same answer with its numbers to two "
	    "decimals is graded all right too (%ld of %ld)", ta.rounded,
	    ta.trees);
	CHECK(ta.root == ta.trees, "a wrong root value is marked wrong, saying "
	    "what the root returns (%ld of %ld)", ta.root, ta.trees);
	CHECK(ta.value == ta.trees, "a wrong value at an interior node is "
	    "marked wrong, saying what it returns (and at a chance node "
	    "whether it was cut) (%ld of %ld)", ta.value, ta.trees);
	CHECK(ta.prune == ta.trees, "a searched node said to be pruned is "
	    "marked wrong, saying where the search reaches it (with Star1's "
	    "window under a chance node) (%ld of %ld)", ta.prune, ta.trees);
	CHECK(ta.cutoff == ta.trees && ta.chance_cuts > 0, "a cutoff left out "
	    "is marked missed, a chance node's with its range against alpha or "
	    "beta (%ld of %ld; %ld chance cuts)", ta.cutoff, ta.trees,
	    ta.chance_cuts);
	for (k = 0; k < nmisconceptions; k++)
		if (misconceptions[k].chance)
			CHECK(ta.mis_named[k] == ta.mis_tried[k] &&
			    (ta.mis_tried[k] > 0 || ntrees < 100), "misconception "
			    "%s: its search's answer is diagnosed as it (%ld of "
			    "%ld trees where it differs)", misconceptions[k].name,
			    ta.mis_named[k], ta.mis_tried[k]);
	for (k = 0; k < nmisconceptions; k++)
		if (misconceptions[k].chance)
			CHECK(ta.light_named[k] == ta.light_tried[k] &&
			    (ta.light_tried[k] > 0 || ntrees < 100), "misconception "
			    "%s: its value and pruned set alone (a counted search) "
			    "are diagnosed as it (%ld of %ld trees where they "
			    "differ)", misconceptions[k].name, ta.light_named[k],
			    ta.light_tried[k]);
	return check_failed ? 1 : 0;
}
