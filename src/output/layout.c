/*
 * layout.c: the places of a drawing's nodes and words (see layout.h).
 * Widths are measured in ems of TeX's Computer Modern from a table of its
 * letters' widths, rounded up: a note a little too wide only spaces the
 * tree a little more, one too narrow would let a word meet a line.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "layout.h"
#include "msg.h"
#include "u8.h"

#define PT_CM (2.54 / 72.27)	/* a TeX point */
#define WIDER 1.08		/* every measured width, for safety */
#define TRI_MIN 1.6		/* the smallest triangle (its circle) */
#define LEAF_MIN_W 0.8		/* the smallest leaf box */
#define LEAF_MIN_H 0.6
#define GAP_H 0.25		/* between neighbours' words */
#define GAP_V 0.9		/* between one band and the next */
#define NOTE_SEP 1.5		/* a note's inner sep (tikz.c), points */
#define LEAF_SEP 0.05		/* between a leaf and its name */
#define POINTER_EM 0.95		/* "▷\," before the step's node's name */

/* Whether the document prints CJK characters itself (its preamble
   loads CJKutf8, as Chinese's does). */
static int
tex_cjk(void)
{
	return theme_script(msg_lang())->cjk;
}

/* One character's width in ems of Computer Modern (bold: its bold). */
static double
char_em(unsigned cp, int bold)
{
	double k = bold ? 1.15 : 1.0;

	if (cp >= '0' && cp <= '9')
		return 0.5 * k;
	if (cp >= 'A' && cp <= 'Z')
		return (strchr("MW", (int)cp) ? 1.03 : strchr("IJ", (int)cp) ?
		    0.51 : 0.78) * k;
	if (cp >= 'a' && cp <= 'z')
		return (strchr("mw", (int)cp) ? 0.83 : strchr("ijlft", (int)cp) ?
		    0.39 : 0.53) * k;
	switch (cp) {
	case ' ': case '.': case ',': case ':': case ';': case '!':
	case '\'': case '`': case '|':
		return 0.34 * k;
	case '-': case '(': case ')': case '[': case ']':
		return 0.39 * k;
	case '#': case '%': case '&': case '@':
		return 0.84 * k;
	case '+': case '=': case '<': case '>': case '~': case '^':
	case 0x2265: case 0x2264: case 0xD7: case 0x25B7: case 0x25B6:
		return 0.78 * k;
	case 0x221E: case 0x2192:
		return 1.0 * k;
	case 0x3B1:
		return 0.64 * k;
	case 0x3B2:
		return 0.57 * k;
	}
	if (cp < 0x80)
		return 0.55 * k;
	if (cp >= 0xC0 && cp <= 0xFF)
		return 0.78 * k;	/* a letter with an accent */
	if (((cp >= 0x3000 && cp <= 0x9FFF) || (cp >= 0xFF00 && cp <= 0xFFEF)) &&
	    tex_cjk())
		return 1.0;
	return 8 * 0.53;	/* pdflatex's "[U+4E2D]" in typewriter */
}

double
layout_em(const char *s, size_t len, int bold)
{
	double em = 0;
	unsigned cp;
	size_t n;

	while (len > 0) {
		n = u8_get(s, len, &cp);
		em += char_em(cp, bold);
		s += n;
		len -= n;
	}
	return em * WIDER;
}

static double
str_em(const char *s, int bold)
{
	return layout_em(s, strlen(s), bold);
}

/* A number's width as TikZ writes it: "$-3$" (a math minus), "$+\infty$". */
static double
num_em(double x, int bold)
{
	char buf[FMT_NUM_MAX];

	fmt_num(x, buf);
	if (strstr(buf, "inf") != NULL)
		return (0.78 + 1.0) * WIDER;
	if (buf[0] == '-')
		return 0.78 * WIDER + str_em(buf + 1, bold);
	return str_em(buf, bold);
}

/* Whether number x is wider than *w ems; then *w is its width. */
static void
wider(double x, int bold, double *w)
{
	double em = num_em(-fabs(x), bold);

	if (em > *w)
		*w = em;
}

/* The widest value a triangle can show, on any slide: a leaf's value or
   an evaluation, or a value of the search's (every value a node takes or
   returns is an event's: a fail-hard return of a null window's bound,
   "3.9999999999999996", as well), either sign, or infinity; ems of the
   face bold says. */
static double
widest_num(const struct emit_job *j, int bold)
{
	double w = num_em(-HUGE_VAL, bold);
	size_t k;
	int i;

	for (i = 0; i < j->t->n; i++)
		wider(tree_value(j->t, i), bold, &w);
	for (k = 0; j->tr->ev != NULL && k < j->tr->n; k++)
		switch (j->tr->ev[k].kind) {
		case EV_LEAF: case EV_EVAL: case EV_RECALL: case EV_UPDATE:
		case EV_RETURN:
			wider(j->tr->ev[k].a, bold, &w);
			break;
		default:
			break;
		}
	return w;
}

/*
 * The widest number (normal face, ems) each node's window can show on any
 * slide, into w[0..n): its window's numbers are the events' at the node
 * (the windows it is entered with, the bounds raised at it) and at its
 * children (the values they return), or infinity.
 */
static void
widest_windows(const struct emit_job *j, double *w)
{
	const struct event *ev;
	size_t k;
	int i, at;

	for (i = 0; i < j->t->n; i++)
		w[i] = num_em(-HUGE_VAL, 0);
	for (k = 0; j->tr->ev != NULL && k < j->tr->n; k++) {
		ev = &j->tr->ev[k];
		if (ev->node < 0 || ev->node >= j->t->n)
			continue;
		for (at = ev->node; at >= 0; at = j->t->node[at].parent) {
			wider(ev->a, 0, &w[at]);
			wider(ev->b, 0, &w[at]);
			if (at != ev->node)
				break;	/* the node and its parent only */
		}
	}
}

/* The widest value a leaf shows: its own, either sign. */
static double
widest_leaf(const struct emit_job *j)
{
	double w = 0;
	int i;

	for (i = 0; i < j->t->n; i++)
		if (j->t->node[i].nkids == 0)
			wider(tree_value(j->t, i), 1, &w);
	return w;
}

/* The type sizes of j's theme, as tikz_styles sets them (points). */
static void
type_sizes(const struct theme *th, struct layout *l)
{
	l->value_pt = th->font >= 16 ? 14.4 : 10;
	l->run_pt = th->font >= 16 ? 9 : 8;
	l->note_pt = th->small >= 12 ? 9 : 7;
}

/* The width and height of a note of rows lines, the widest em ems, in
   l's note type (with the note's inner sep), into w and h. */
static void
note_size(const struct layout *l, double em, int rows, double *w, double *h)
{
	double skip = l->note_pt >= 9 ? 11 : 8;

	*w = (em * l->note_pt + 2 * NOTE_SEP) * PT_CM;
	*h = rows == 0 ? 0 : ((rows - 1) * skip + l->note_pt + 2 * NOTE_SEP) *
	    PT_CM;
	if (em == 0)
		*w = 0;
}

/*
 * Node i's name note, as tikz.c's put_name writes it at its largest: the
 * pointer of a slide's node, the tree's name for it, its visit order
 * ("#17", of as many digits as the tree has nodes), " ×k" when searched
 * more than once, " eval" at the depth limit, and its Knuth-Moore type
 * on a line of its own.  A leaf's name and order share a line.
 */
static void
name_note(const struct emit_job *j, const struct layout *l, int i,
    double *w, double *h)
{
	const struct node_info *in = &j->s->info[i];
	char id[TREE_ID_MAX], order[32];
	double name = 0, line = POINTER_EM;
	int rows = 1;

	snprintf(order, sizeof(order), "#%d", j->t->n);
	line += str_em(order, 0);
	if (in->visits > 1) {
		snprintf(order, sizeof(order), " \xC3\x97%d", in->visits);
		line += str_em(order, 0);
	}
	if (trace_horizon(j->tr, j->t, i))
		line += str_em(" ", 0) + str_em(msg(M_PIC_EVAL), 0);
	if (tree_has_name(j->t, i))
		name = str_em(tree_label(j->t, i, id), 0);
	if (j->t->node[i].nkids == 0) {
		line += name > 0 ? name + str_em(" ", 0) : 0;
	} else {
		if (name > 0) {
			rows++;
			if (name + POINTER_EM > line)
				line = name + POINTER_EM;
		}
		if (j->tr->cfg.node_types) {
			rows++;
			if (str_em("CUT", 1) > line)
				line = str_em("CUT", 1);
		}
	}
	note_size(l, line, rows, w, h);
}

/* Whether node i shows its window: alpha-beta's interior nodes above
   the depth limit. */
static int
has_window(const struct emit_job *j, int i)
{
	return j->t->node[i].nkids > 0 && !trace_horizon(j->tr, j->t, i) &&
	    algo_prunes(j->tr->cfg.algo);
}

/*
 * The sizes every node shares: the value's box (the widest bound, "≥-12?",
 * in the value type, or running value, "v=-12", in its own), a triangle
 * that holds it with margin m in its wide half, and is at least as high
 * as the tallest note; the leaves' box.  Returns the margin.
 */
static double
shared_sizes(const struct emit_job *j, struct layout *l, double note_h,
    double *val_h)
{
	const struct theme *th = j->o->theme != NULL ? j->o->theme :
	    &themes[THEME_DEFAULT];
	double pen = (th->now_pen > th->pv_pen ? th->now_pen : th->pv_pen) *
	    0.6 * PT_CM;
	double m = 0.06 + pen / 2, vw, run, vh, side, r;

	vw = ((0.78 + 0.47) * WIDER + widest_num(j, 1)) * l->value_pt;
	run = (str_em("v=", 0) + widest_num(j, 0)) * l->run_pt;
	vw = (vw > run ? vw : run) * PT_CM;
	vh = 0.85 * l->value_pt * PT_CM;
	/* a box w x h with margin m inside an equilateral triangle of side
	   s, on its base: s >= w + 2m + (h + 2m) * 2/sqrt(3) */
	side = vw + 2 * m + (vh + 2 * m) * 2 / sqrt(3);
	r = side / sqrt(3);
	if (1.5 * r < note_h)
		r = note_h / 1.5;	/* the notes fit its height */
	l->tri = 2 * r > TRI_MIN ? 2 * r : TRI_MIN;
	if (th->font >= 16 && l->tri < 2.3)
		l->tri = 2.3;
	l->leaf_w = widest_leaf(j) * l->value_pt * PT_CM + 2 * m + 0.1;
	l->leaf_w = l->leaf_w > LEAF_MIN_W ? l->leaf_w : LEAF_MIN_W;
	l->leaf_h = vh + 2 * m + 0.1;
	l->leaf_h = l->leaf_h > LEAF_MIN_H ? l->leaf_h : LEAF_MIN_H;
	*val_h = vh;
	return m;
}

/* What of the tree a layout places: the subtree of root (at depth), the
   nodes with in[i] set; the whole tree is the part of node 0. */
struct part {
	int root, depth;
	unsigned char *in;
};

/* The bands: the top of depth d's at top[d], its half height half[d]:
   a triangle's, or a leaf with its name under it. */
static void
bands(const struct emit_job *j, const struct layout *l, const double *note,
    const struct part *pt, double *top, double *half)
{
	const struct tree *t = j->t;
	double h;
	int i, d, deepest = 0;

	for (i = pt->root; i < t->n; i++) {
		if (!pt->in[i])
			continue;
		d = t->node[i].depth - pt->depth;
		deepest = d > deepest ? d : deepest;
		h = t->node[i].nkids > 0 ? 0.375 * l->tri :
		    (l->leaf_h + LEAF_SEP + note[4 * i + 1]) / 2;
		half[d] = h > half[d] ? h : half[d];
	}
	for (top[0] = 0, d = 1; d <= deepest; d++)
		top[d] = top[d - 1] - 2 * half[d - 1] - GAP_V;
}

/* Node i's boxes, its centre at x over the band of top and half height
   half; in the value type's height vh with margin m; note: its name's
   width and height, its window's. */
static void
place(const struct emit_job *j, struct layout *l, int i, double x,
    double top, double half, double vh, double m, const double *note)
{
	const double r = l->tri / 2, hb = r * sqrt(3) / 2;
	double row = top - half, y;
	int is_max = tree_player(j->t, i) == PLAYER_MAX;
	struct layout_box *b;

	l->x[i] = x;
	if (j->t->node[i].nkids == 0) {
		l->y[i] = top - l->leaf_h / 2;
		l->shape[i] = (struct layout_box){ x - l->leaf_w / 2,
		    top - l->leaf_h, x + l->leaf_w / 2, top };
		l->value[i] = l->shape[i];
		y = top - l->leaf_h - LEAF_SEP;
		l->name[i] = (struct layout_box){ x - note[0] / 2,
		    y - note[1], x + note[0] / 2, y };
		l->window[i] = (struct layout_box){ x, y, x, y };
		return;
	}
	/* the triangle fills the band; its circumcentre is a quarter of
	   the radius off the band's middle, towards the apex */
	l->y[i] = row + (is_max ? -r / 4 : r / 4);
	l->shape[i] = (struct layout_box){ x - hb, row - half, x + hb,
	    row + half };
	b = &l->value[i];
	*b = (struct layout_box){ x - hb, 0, x + hb, 0 };
	if (is_max) {	/* on the base, at the bottom */
		b->y0 = row - half + m;
		b->y1 = b->y0 + vh;
	} else {
		b->y1 = row + half - m;
		b->y0 = b->y1 - vh;
	}
	/* the notes on the right, the name over the window, together in
	   the band's middle */
	y = row + (note[1] + note[3]) / 2;
	l->name[i] = (struct layout_box){ x + hb + m, y - note[1],
	    x + hb + m + note[0], y };
	y -= note[1];
	l->window[i] = (struct layout_box){ x + hb + m, y - note[3],
	    x + hb + m + note[2], y };
}

/* Whether l's arrays could not be had. */
static int
alloc_failed(struct layout *l, size_t n)
{
	l->x = malloc(n * sizeof(*l->x));
	l->y = malloc(n * sizeof(*l->y));
	l->shape = malloc(n * sizeof(*l->shape));
	l->value = malloc(n * sizeof(*l->value));
	l->name = malloc(n * sizeof(*l->name));
	l->window = malloc(n * sizeof(*l->window));
	return l->x == NULL || l->y == NULL || l->shape == NULL ||
	    l->value == NULL || l->name == NULL || l->window == NULL;
}

/*
 * A subtree's outline: at each depth from its root down (k = 0, 1...),
 * how far its nodes and their words reach left and right of its root.
 */
struct outline {
	int n;			/* depths */
	double *left, *right;	/* left[k] <= 0 <= right[k] (a leaf's) */
};

/*
 * The subtrees side by side (a tidy tree's layout, packed depth by
 * depth): node i's children's outlines o[c], placed left to right, each
 * as close to the ones before as their outlines allow at every depth;
 * i over the middle of its first and last child.  rel[c]: where child c
 * stands from i.  Node i's own reach is lw left and rw right.  Frees the
 * children's outlines; 0, or -1 when out of memory.
 */
static int
join(const struct tree_node *nd, int i, struct outline *o, double *rel,
    double lw, double rw)
{
	int c, k, n = 1, first = nd->first, last = nd->first + nd->nkids - 1;
	double shift, mid;
	struct outline *u = &o[i];

	for (c = first; c <= last; c++)
		n = o[c].n + 1 > n ? o[c].n + 1 : n;
	u->n = n;
	u->left = malloc((size_t)n * sizeof(double));
	u->right = malloc((size_t)n * sizeof(double));
	if (u->left == NULL || u->right == NULL)
		return -1;
	for (k = 1; k < n; k++)
		u->left[k] = HUGE_VAL, u->right[k] = -HUGE_VAL;
	for (c = first; c <= last; c++) {
		shift = 0;
		if (c > first)
			for (k = 0, shift = -HUGE_VAL; k < o[c].n && k + 1 < n; k++)
				if (u->right[k + 1] > -HUGE_VAL &&
				    u->right[k + 1] - o[c].left[k] + GAP_H > shift)
					shift = u->right[k + 1] - o[c].left[k] +
					    GAP_H;
		rel[c] = shift;
		for (k = 0; k < o[c].n; k++) {
			if (shift + o[c].left[k] < u->left[k + 1])
				u->left[k + 1] = shift + o[c].left[k];
			if (shift + o[c].right[k] > u->right[k + 1])
				u->right[k + 1] = shift + o[c].right[k];
		}
		free(o[c].left);
		free(o[c].right);
		o[c].left = o[c].right = NULL;
	}
	mid = (rel[first] + rel[last]) / 2;
	for (c = first; c <= last; c++)
		rel[c] -= mid;
	for (k = 1; k < n; k++) {
		u->left[k] -= mid;
		u->right[k] -= mid;
	}
	u->left[0] = -lw;
	u->right[0] = rw;
	return 0;
}

/* Node i's own reach, left in *lw and right in *rw: a leaf's box or its
   name under it, centred; a triangle, its notes on the right. */
static void
reach(const struct emit_job *j, const struct layout *l, int i,
    const double *note, double m, double *lw, double *rw)
{
	double hb = l->tri / 2 * sqrt(3) / 2, side;

	if (j->t->node[i].nkids == 0) {
		*lw = note[0] > l->leaf_w ? note[0] / 2 : l->leaf_w / 2;
		*rw = *lw;
		return;
	}
	side = note[0] > note[2] ? note[0] : note[2];
	*lw = hb;
	*rw = hb + m + side;
}

/*
 * Every node's x: outlines from the last node up (nodes are in
 * breadth-first order, children after their parent), then places from
 * the root down, the whole moved so that its leftmost word is at 0.
 * 0, or -1 when out of memory.
 */
static int
columns(const struct emit_job *j, struct layout *l, const double *note,
    double m, const struct part *pt, double *x)
{
	const struct tree *t = j->t;
	struct outline *o = calloc((size_t)t->n, sizeof(*o));
	double *rel = calloc((size_t)t->n, sizeof(*rel)), lw, rw, lo = 0, hi = 0;
	int i, k, r = pt->root, rc = -1;

	if (o == NULL || rel == NULL)
		goto out;
	for (i = t->n - 1; i >= r; i--) {
		if (!pt->in[i])
			continue;
		reach(j, l, i, &note[4 * i], m, &lw, &rw);
		/* children are in the part all together or not at all */
		if (t->node[i].nkids > 0 && pt->in[t->node[i].first]) {
			if (join(&t->node[i], i, o, rel, lw, rw) != 0)
				goto out;
			continue;
		}
		o[i].n = 1;
		o[i].left = malloc(sizeof(double));
		o[i].right = malloc(sizeof(double));
		if (o[i].left == NULL || o[i].right == NULL)
			goto out;
		o[i].left[0] = -lw;
		o[i].right[0] = rw;
	}
	for (k = 0; k < o[r].n; k++) {
		lo = o[r].left[k] < lo ? o[r].left[k] : lo;
		hi = o[r].right[k] > hi ? o[r].right[k] : hi;
	}
	x[r] = -lo;
	l->width = hi - lo;
	for (i = r + 1; i < t->n; i++)
		if (pt->in[i])
			x[i] = x[t->node[i].parent] + rel[i];
	rc = 0;
out:
	for (i = 0; o != NULL && i < t->n; i++) {
		free(o[i].left);
		free(o[i].right);
	}
	free(o);
	free(rel);
	return rc;
}

/*
 * The layout: each node's notes measured (note: 4 numbers a node, the
 * name's width and height, the window's), the shared sizes, the bands,
 * the columns; then every node's boxes.
 */
static struct layout *
layout_of(const struct emit_job *j, const struct part *pt)
{
	const struct tree *t = j->t;
	const size_t n = (size_t)t->n;
	struct layout *l = calloc(1, sizeof(*l));
	double *note = NULL, *x = NULL, *top = NULL, *half = NULL;
	double win_w = 0, win_h = 0, note_h = 0, h, vh, m;
	int i, ok = 0;

	if (l == NULL)
		return NULL;
	note = malloc(4 * n * sizeof(*note));
	x = calloc(n, sizeof(*x));
	top = calloc(TREE_MAX_DEPTH + 2, sizeof(*top));
	half = calloc(TREE_MAX_DEPTH + 2, sizeof(*half));
	if (alloc_failed(l, n) || note == NULL || x == NULL || top == NULL ||
	    half == NULL)
		goto out;
	type_sizes(j->o->theme != NULL ? j->o->theme : &themes[THEME_DEFAULT],
	    l);
	/* each window as wide as its widest "α=-12" of any slide */
	widest_windows(j, x);
	for (i = 0; i < t->n; i++) {
		name_note(j, l, i, &note[4 * i], &note[4 * i + 1]);
		note_size(l, str_em("\xCE\xB1=", 0) + x[i], 2, &win_w, &win_h);
		note[4 * i + 2] = has_window(j, i) ? win_w : 0;
		note[4 * i + 3] = has_window(j, i) ? win_h : 0;
		/* what a band holds: a triangle's notes, one over the
		   other; a leaf with its name under it */
		h = note[4 * i + 1] + note[4 * i + 3];
		if (t->node[i].nkids == 0)
			h = LEAF_MIN_H + LEAF_SEP + note[4 * i + 1];
		note_h = h > note_h ? h : note_h;
	}
	m = shared_sizes(j, l, note_h, &vh);
	bands(j, l, note, pt, top, half);
	if (columns(j, l, note, m, pt, x) != 0)
		goto out;
	l->top = 0;
	l->bottom = 0;
	for (i = 0; i < t->n; i++) {
		int d = t->node[i].depth - pt->depth;

		if (!pt->in[i])	/* out of the part: somewhere, hidden */
			d = 0;
		place(j, l, i, x[i], top[d], half[d], vh, m, &note[4 * i]);
		if (!pt->in[i])
			continue;
		if (l->shape[i].y0 < l->bottom)
			l->bottom = l->shape[i].y0;
		if (l->name[i].y0 < l->bottom)
			l->bottom = l->name[i].y0;
	}
	ok = 1;
out:
	free(note);
	free(x);
	free(top);
	free(half);
	if (!ok) {
		layout_free(l);
		return NULL;
	}
	return l;
}

struct layout *
layout_new(const struct emit_job *j)
{
	struct part pt = { 0, 0, NULL };
	struct layout *l;

	if ((pt.in = malloc((size_t)j->t->n)) == NULL)
		return NULL;
	memset(pt.in, 1, (size_t)j->t->n);
	l = layout_of(j, &pt);
	free(pt.in);
	return l;
}

struct layout *
layout_part(const struct emit_job *j, int root, int levels)
{
	const struct tree *t = j->t;
	struct part pt = { root, t->node[root].depth, NULL };
	struct layout *l;
	int i, maxd = pt.depth + levels - 1;

	if ((pt.in = calloc((size_t)t->n, 1)) == NULL)
		return NULL;
	pt.in[root] = 1;
	/* parents come before their children */
	for (i = root + 1; i < t->n; i++)
		pt.in[i] = t->node[i].parent != TREE_NONE &&
		    pt.in[t->node[i].parent] && t->node[i].depth <= maxd;
	l = layout_of(j, &pt);
	free(pt.in);
	return l;
}

void
layout_free(struct layout *l)
{
	if (l == NULL)
		return;
	free(l->x);
	free(l->y);
	free(l->shape);
	free(l->value);
	free(l->name);
	free(l->window);
	free(l);
}
