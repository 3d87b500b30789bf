/*
 * beamer.c: the search as a Beamer deck (see beamer.h), one frame a
 * selected step: the picture as of that step, on the same layout every
 * time (so nothing moves but what the step changes), the step's sentence,
 * the counts so far and the key.  What each frame shows comes from the
 * step model, folded by frames_walk; nothing here looks at the search.
 *
 * A frame of its own for each step, not overlays of one frame: Beamer
 * reads a whole frame into memory and typesets it once per overlay, so a
 * frame of 100 overlays needs 100 pictures in TeX's memory (more than
 * pdflatex's default 5,000,000 words) and 100 x 100 pictures' time.
 * Separate frames cost one picture each, whatever the length of the deck.
 *
 * The slide is Beamer's default, 4:3 (12.8 x 9.6 cm), and no text on it is
 * smaller than 8 pt: the tree is drawn whole when it fits the slide at a
 * scale that keeps its notes at 8 pt; else each slide shows the part of it
 * around the step's node at that scale (a zoom that moves only when the
 * node nears its edge), and a map of the whole tree in the top corner says
 * where the part is.
 */
#include <stdlib.h>
#include <string.h>

#include "beamer.h"
#include "fmt.h"
#include "frames.h"
#include "tikz.h"
#include "u8.h"

/* The picture's room on the slide, in centimetres: the frame's text width
   (10.8 cm) and 0.8 cm of each margin, and the height left by the lines
   above it (sentence, counts) and below it (the key). */
#define PIC_W 12.4
#define PIC_H 5.6
/* The same with no key under it: a tree drawn whole that needs this room
   has its key on a slide of its own, before the first step. */
#define PIC_H_ALL 6.6
/* The map of the whole tree, beside the sentence of a zoomed slide. */
#define MAP_W 3.4
#define MAP_H 1.3
#define MAP_EDGES 4000	/* the map draws the levels of at most as many
			   edges (one path), so that it fits any tree */
#define SCALE_MAX 1.25	/* a small tree is enlarged no more */
/* The step's sentence: the characters of a line in \\small, beside the
   map and across the slide; the lines that leave room for the key below
   the picture, and past which the sentence is set in \\footnotesize. */
#define COLS_BESIDE_MAP 42
#define COLS 62
#define ROWS_KEY 3
#define ROWS_SMALL 3
#define PT_MIN 8.0	/* the smallest type on a slide, in points */
#define LEVELS 3	/* the levels of a part: a node's parent, the node
			   and its children */

/* A deck of more slides than LONG_DECK gets a warning: pdflatex takes
   about SLIDE_CPU seconds a slide (0.085 s measured on a 157-step deck of
   a 121-node tree), whatever the length (TeX's memory does not grow). */
#define LONG_DECK 600
#define SLIDE_CPU 0.1

/* The plan of a deck: its scale and, when zoomed, the part shown. */
struct deck {
	const struct emit_job *j;
	struct layout *l;	/* the whole tree */
	double k;		/* the picture's scale */
	int zoom;		/* 1: a part of the tree on each slide */
	int keyless;		/* 1: the steps' slides have no key (it has a
				   slide of its own) */
	struct layout *pl;	/* the part: the subtree of proot, plevels
				   deep, laid out alone */
	int proot, plevels;
	unsigned char *hide;	/* the nodes the part leaves out */
	double vx, vw, vh;	/* the part's window: left, width, height
				   (the top is at 0.1: tikz_tree's box) */
	double mx, my;		/* the map's scales, across and down */
	int mapdepth;		/* the deepest level the map draws */
};

/* The theme's smallest type in the picture, a node's note, in points:
   \scriptsize (8 pt in Beamer's 11 pt) or, with large type, \small. */
static double
note_pt(const struct theme *th)
{
	return th->small >= 12 ? 10.0 : 8.0;
}

/* A layout's bounding box (tikz_tree's, with box): x from -0.1, y from
   0.1 down. */
static double
tree_w(const struct layout *l)
{
	return l->width + 0.2;
}

static double
tree_h(const struct layout *l)
{
	return 0.2 - l->bottom;
}

/*
 * Plan d: the whole tree at the scale that fits the picture's room, when
 * its notes stay PT_MIN points or more; else parts of it at the smallest
 * such scale, and a map.  0, or -1 when out of memory.
 */
static int
plan(struct deck *d, const struct theme *th)
{
	const struct tree *t = d->j->t;
	const struct layout *l = d->l;
	double kmin = PT_MIN / note_pt(th), k = SCALE_MAX;
	int i, count[TREE_MAX_DEPTH + 1] = { 0 }, edges = 0;

	if (PIC_W / tree_w(l) < k)
		k = PIC_W / tree_w(l);
	if (PIC_H / tree_h(l) < k)
		k = PIC_H / tree_h(l);
	d->k = k;
	if (k >= kmin)
		return 0;
	/* the key's room, for a tree that then fits whole */
	k = PIC_W / tree_w(l) < PIC_H_ALL / tree_h(l) ? PIC_W / tree_w(l) :
	    PIC_H_ALL / tree_h(l);
	if (k >= kmin) {
		d->k = k > SCALE_MAX ? SCALE_MAX : k;
		d->keyless = 1;
		return 0;
	}
	d->zoom = 1;
	d->k = kmin;
	d->vw = PIC_W / kmin;
	d->vh = PIC_H / kmin;
	d->mx = MAP_W / tree_w(l);
	d->my = MAP_H / tree_h(l);
	for (i = 1; i < t->n; i++)
		count[t->node[i].depth]++;
	for (d->mapdepth = 0; d->mapdepth < t->height &&
	    edges + count[d->mapdepth + 1] <= MAP_EDGES; d->mapdepth++)
		edges += count[d->mapdepth + 1];
	d->proot = -1;
	d->hide = malloc((size_t)t->n);
	return d->hide != NULL ? 0 : -1;
}

/* Whether node n is in the part of d and, unless a leaf, has its
   children there too. */
static int
in_part(const struct deck *d, int n)
{
	const struct tree *t = d->j->t;
	int bottom, a = n;

	if (d->proot < 0)
		return 0;
	bottom = t->node[d->proot].depth + d->plevels - 1;
	if (t->node[n].depth < t->node[d->proot].depth ||
	    t->node[n].depth > bottom ||
	    (t->node[n].nkids > 0 && t->node[n].depth == bottom))
		return 0;
	while (a != d->proot && a > 0)
		a = t->node[a].parent;
	return a == d->proot;
}

/* Make the part the subtree of root, levels deep or as many as the
   window's height holds: 1 when it fits the window's width, 0 when not,
   -1 when out of memory. */
static int
try_part(struct deck *d, int root, int levels)
{
	const struct tree *t = d->j->t;

	if (levels > t->height - t->node[root].depth + 1)
		levels = t->height - t->node[root].depth + 1;
	/* as many of those levels as the window's height holds: no level
	   is ever clipped (two at least: a node and its children) */
	for (;;) {
		layout_free(d->pl);
		if ((d->pl = layout_part(d->j, root, levels)) == NULL)
			return -1;
		if (levels <= 2 || tree_h(d->pl) <= d->vh)
			break;
		levels--;
	}
	d->proot = root;
	d->plevels = levels;
	return tree_w(d->pl) <= d->vw;
}

/* Where node c's children are across the part (c itself, a leaf), with
   room for their notes: from *x0 to *x1. */
static void
span(const struct deck *d, int c, double *x0, double *x1)
{
	const struct tree_node *nd = &d->j->t->node[c];

	*x0 = d->pl->x[nd->nkids > 0 ? nd->first : c] - 1.0;
	*x1 = d->pl->x[nd->nkids > 0 ? nd->first + nd->nkids - 1 : c] + 1.0;
}

/* Whether the window shows node c's children (c, a leaf). */
static int
shows(const struct deck *d, int c)
{
	double x0, x1;

	span(d, c, &x0, &x1);
	return x0 >= d->vx && x1 <= d->vx + d->vw;
}

/* Move the window to show node c's children (c, a leaf), their middle at
   its middle but within the part: 1 when it can show them all. */
static int
window_at(struct deck *d, int c)
{
	double x0, x1, x;

	span(d, c, &x0, &x1);
	x = (x0 + x1) / 2 - d->vw / 2;
	x = x + d->vw > d->pl->width + 0.1 ? d->pl->width + 0.1 - d->vw : x;
	d->vx = x < -0.1 ? -0.1 : x;
	return shows(d, c);
}

/*
 * Choose the part that shows node n with its parent and siblings (a
 * leaf) or its children (an inner node): the one shown so far while they
 * are in its window, so that from one slide to the next the picture
 * mostly stays.  Else the first of these that fits the width, or whose
 * window can show them: three levels from a leaf's grandparent or an
 * inner node's parent; two levels from a leaf's parent or the inner node.
 * Failing all, the window of the last, around them.  0, or -1 when out of
 * memory.
 */
static int
choose_part(struct deck *d, int n)
{
	const struct tree *t = d->j->t;
	int p = n > 0 ? t->node[n].parent : n, g = p > 0 ? t->node[p].parent :
	    p, leaf = t->node[n].nkids == 0, focus = leaf ? p : n, fits;

	if (in_part(d, n)) {
		if (tree_w(d->pl) <= d->vw || shows(d, focus))
			return 0;
		if (window_at(d, focus) || window_at(d, n))
			return 0;
	}
	/* a part cut short by the window's height may leave n's children
	   out: then the next try */
	if ((fits = try_part(d, leaf ? g : p, LEVELS)) < 0)
		return -1;
	if (in_part(d, n) && (fits || window_at(d, focus)))
		return 0;
	if ((fits = try_part(d, focus, LEVELS - 1)) != 0)
		return fits < 0 ? -1 : 0;
	if (!window_at(d, focus))
		window_at(d, n);
	return 0;
}

/* Whether node i of the part, its shape and its words, lies within the
   window's width. */
static int
inside(const struct deck *d, int i)
{
	const struct layout *l = d->pl;
	const struct layout_box *b[] = { &l->shape[i], &l->value[i],
	    &l->name[i], &l->window[i] };
	double x0 = d->vx + 0.05, x1 = d->vx + d->vw - 0.05;
	size_t k;

	for (k = 0; k < sizeof(b) / sizeof(b[0]); k++)
		if (b[k]->x1 > b[k]->x0 && (b[k]->x0 < x0 || b[k]->x1 > x1))
			return 0;
	return 1;
}

/*
 * Show node n on the slide: choose the part (choose_part), centre it in
 * the window when it is narrower, and leave out the nodes outside it or
 * too far from the window for their notes to reach into it.  0, or -1
 * when out of memory.
 */
static int
follow(struct deck *d, int n)
{
	const struct tree *t = d->j->t;
	int i, bottom;

	if (choose_part(d, n) != 0)
		return -1;
	if (tree_w(d->pl) <= d->vw)
		d->vx = d->pl->width / 2 - d->vw / 2;
	/* parents come before their children (breadth-first order) */
	bottom = t->node[d->proot].depth + d->plevels - 1;
	for (i = 0; i < t->n; i++)
		d->hide[i] = i == d->proot ? 0 : i < d->proot ? 1 :
		    d->hide[t->node[i].parent] || t->node[i].depth > bottom;
	/* a node the window's frame would cut (its shape or a word of it
	   across the frame's line) is left out, with its edges */
	for (i = 0; i < t->n; i++)
		if (!d->hide[i] && !inside(d, i))
			d->hide[i] = 1;
	return 0;
}

/* Where the layout's point (x, y) is on the map. */
static double
map_x(const struct deck *d, double x)
{
	return (x + 0.1) * d->mx;
}

static double
map_y(const struct deck *d, double y)
{
	return MAP_H + (y - 0.1) * d->my;
}

/*
 * The map's drawing, once, into the box \abvizmap: the tree's edges (down
 * to d->mapdepth) as one grey path, in a box of MAP_W x MAP_H.  Under
 * pdflatex the box becomes one PDF form that every slide refers to.
 */
static void
put_map_box(FILE *f, const struct deck *d)
{
	const struct tree *t = d->j->t;
	const struct layout *l = d->l;
	int i, p;

	fputs("% the map of the whole tree, drawn once\n"
	    "\\newsavebox\\abvizmap\n\\sbox\\abvizmap{\\begin{tikzpicture}\n",
	    f);
	fprintf(f, "\\useasboundingbox (0,0) rectangle (%.3f,%.3f);\n"
	    "\\draw[abvizedge, line width=0.3pt]", MAP_W, MAP_H);
	for (i = 1; i < t->n; i++) {
		if (t->node[i].depth > d->mapdepth)
			continue;
		p = t->node[i].parent;
		fprintf(f, "\n (%.3f,%.3f) -- (%.3f,%.3f)", map_x(d, l->x[p]),
		    map_y(d, l->y[p]), map_x(d, l->x[i]), map_y(d, l->y[i]));
	}
	fputs(";\n\\end{tikzpicture}}\n"
	    "\\ifdefined\\pdfxform\n\\immediate\\pdfxform\\abvizmap\n"
	    "\\sbox\\abvizmap{\\pdfrefxform\\the\\pdflastxform}\n\\fi\n", f);
}

/* Where the part is on the map: a rectangle around the nodes the window
   shows, their levels' full height. */
static void
put_map_part(FILE *f, const struct deck *d)
{
	const struct tree *t = d->j->t;
	double x0 = d->l->width, x1 = 0, y0, y1;
	int i;

	for (i = 0; i < t->n; i++)
		if (!d->hide[i] && d->pl->x[i] >= d->vx &&
		    d->pl->x[i] <= d->vx + d->vw) {
			x0 = d->l->x[i] < x0 ? d->l->x[i] : x0;
			x1 = d->l->x[i] > x1 ? d->l->x[i] : x1;
		}
	y1 = d->l->y[d->proot] + 0.6;
	y0 = d->l->y[d->proot] + d->pl->bottom - 0.6;
	fprintf(f, "\\draw[draw=abvizcut, line width=0.6pt] (%.3f,%.3f) "
	    "rectangle (%.3f,%.3f);\n", map_x(d, x0 - 0.6), map_y(d, y1),
	    map_x(d, x1 + 0.6), map_y(d, y0));
}

/* The map on a zoomed slide: the box; the edges searched so far, in ink;
   the part shown; the step's node. */
static void
put_map(FILE *f, const struct deck *d, const struct frames_walk *w)
{
	const struct emit_job *j = d->j;
	const struct layout *l = d->l;
	enum look lk;
	int i, p, n = w->now.node;

	fprintf(f, "\\begin{tikzpicture}\n"
	    "\\node[inner sep=0pt, anchor=south west] at (0,0) "
	    "{\\usebox\\abvizmap};\n"
	    "\\draw[draw=abvizink, line width=0.2pt] (0,0) rectangle (%.3f,%.3f);\n"
	    "\\draw[draw=abvizink, line width=0.6pt] (0,0)", MAP_W, MAP_H);
	for (i = 1; i < j->t->n; i++) {
		if (j->t->node[i].depth > d->mapdepth)
			continue;
		lk = dot_look(j->t, j->tr, j->s, &w->now, i);
		if (lk != LOOK_DONE && lk != LOOK_OPEN)
			continue;
		p = j->t->node[i].parent;
		fprintf(f, "\n (%.3f,%.3f) -- (%.3f,%.3f)", map_x(d, l->x[p]),
		    map_y(d, l->y[p]), map_x(d, l->x[i]), map_y(d, l->y[i]));
	}
	fputs(";\n", f);
	put_map_part(f, d);
	fprintf(f, "\\fill[fill=abvizcut] (%.3f,%.3f) circle (1.2pt);\n"
	    "\\end{tikzpicture}", map_x(d, l->x[n]), map_y(d, l->y[n]));
}

/* What the slide of walk w says above its picture: the step and its
   sentence, then the counts so far. */
static void
put_words(FILE *f, const struct emit_job *j, const struct frames_walk *w,
    int rows)
{
	const struct fold *fold = w->fold;
	char n1[FMT_INT_MAX], n2[FMT_INT_MAX], n3[FMT_INT_MAX];
	int i, cut = 0;

	for (i = 0; i < j->t->n; i++)
		cut += dot_look(j->t, j->tr, j->s, &w->now, i) == LOOK_CUT;
	/* a long sentence, and the last step's with the ending, a size
	   smaller to fit */
	fputs(rows > ROWS_SMALL || w->now.step == w->now.nsteps ?
	    "\\footnotesize\\textbf{" : "\\small\\textbf{", f);
	TIKZ_MSG(f, 3, M_PIC_STEP_OF_CAP, fmt_count(w->now.step, n1),
	    fmt_count(w->now.nsteps, n2));
	fputs("} ", f);
	tikz_shown(f, w->now.text, w->now.len, EMIT_ABOUT_SHOWN);
	fputs("\\\\\n{\\footnotesize ", f);
	TIKZ_MSG(f, 7, M_PIC_COUNTS_SO_FAR, fmt_count(fold->visited, n1),
	    fmt_count(j->t->n, n2), fmt_count(cut, n3));
	if (fold->pass > 1)
		TIKZ_MSG(f, 1, M_PIC_PASS, fmt_count(fold->pass, n1));
	fputs("}", f);
}

/*
 * The zoomed picture: the part's window, clipped, in a thin frame; a short
 * dotted line up from the part's root and down from each node of its last
 * level that has children, where the tree goes on.
 */
static void
put_part(FILE *f, const struct deck *d, const struct frames_walk *w)
{
	const struct tree *t = d->j->t;
	double top = 0.1, low = 0.1 - d->vh, right = d->vx + d->vw;
	int i, bottom = t->node[d->proot].depth + d->plevels - 1;

	fprintf(f, "\\useasboundingbox (%.3f,%.3f) rectangle (%.3f,%.3f);\n"
	    "\\draw[draw=abvizlater, line width=0.4pt] (%.3f,%.3f) rectangle "
	    "(%.3f,%.3f);\n\\begin{scope}\n\\clip (%.3f,%.3f) rectangle "
	    "(%.3f,%.3f);\n", d->vx, top, right, low, d->vx, top, right, low,
	    d->vx, top, right, low);
	d->pl->hide = d->hide;
	tikz_tree(f, d->j, d->pl, d->j->s, &w->now, 0);
	if (d->proot > 0 && !d->hide[d->proot])
		fprintf(f, "\\draw[abvizlateredge, dotted] (n%d.north) -- "
		    "++(0,0.35);\n", d->proot);
	for (i = d->proot; i < t->n; i++)
		if (!d->hide[i] && t->node[i].depth == bottom &&
		    t->node[i].nkids > 0)
			fprintf(f, "\\draw[abvizlateredge, dotted] (n%d.south) "
			    "-- ++(0,-0.35);\n", i);
	fputs("\\end{scope}\n", f);
}

/* About how many lines step w's sentence takes ("Step k of n: " and it),
   cols characters to a line (a CJK character two). */
static int
sentence_rows(const struct frames_walk *w, int cols)
{
	const char *p = w->now.text;
	size_t len = w->now.len, n;
	unsigned cp;
	int width = 16;

	while (len > 0) {
		n = u8_get(p, len, &cp);
		width += cp >= 0x2E80 ? 2 : 1;
		p += n;
		len -= n;
	}
	return (width + cols - 1) / cols;
}

/*
 * The slide of walk w's step, the k-th selected: the words above (and on
 * a zoomed slide the map beside them), the picture, the key.  A long
 * sentence is set smaller, and one longer still takes the key's room.
 * 0, or -1 when out of memory.
 */
static int
put_frame(FILE *f, struct deck *d, const struct frames_walk *w, long k)
{
	const struct emit_job *j = d->j;
	int rows = sentence_rows(w, d->zoom ? COLS_BESIDE_MAP : COLS);

	if (d->zoom && follow(d, w->now.node) != 0)
		return -1;
	fprintf(f, "%% slide %ld: step %ld\n\\begin{frame}[t]\n", k,
	    w->now.step);
	if (d->zoom) {
		fprintf(f, "\\parbox[t]{\\dimexpr\\linewidth-%.2fcm\\relax}{"
		    "\\raggedright\n", MAP_W + 0.2);
		put_words(f, j, w, rows);
		fprintf(f, "}\\hfill\n\\parbox[t]{%.2fcm}{\\vspace{0pt}\n", MAP_W);
		put_map(f, d, w);
		fputs("}\\par\n", f);
	} else {
		fputs("\\parbox{\\linewidth}{\\raggedright\n", f);
		put_words(f, j, w, rows);
		fputs("}\\par\n", f);
	}
	fprintf(f, "\\vspace{0.5ex}\\makebox[\\linewidth][c]{\\scalebox{%.3f}{"
	    "\\begin{tikzpicture}\n", d->k);
	if (d->zoom)
		put_part(f, d, w);
	else
		tikz_tree(f, j, d->l, j->s, &w->now, 1);
	fputs("\\end{tikzpicture}}}\\par\\vfill\n", f);
	if (rows <= ROWS_KEY && !d->keyless)
		fputs("{\\scriptsize\\raggedright \\abvizkey\\par}\n", f);
	fputs("\\end{frame}\n", f);
	return 0;
}

/* The key on a slide of its own, before the first step: for a deck whose
   tree takes the key's room on every step's slide. */
static void
put_key_frame(FILE *f, const struct emit_job *j)
{
	fputs("% the key, on a slide of its own\n\\begin{frame}[t]{", f);
	tikz_shown(f, j->t->name, strlen(j->t->name), EMIT_TITLE_SHOWN);
	fputs("}\n{\\small\\raggedright \\abvizkey\\par}\n\\end{frame}\n", f);
}

/* The document's start: what it is, the preamble when it stands alone,
   the styles, the key (as \abvizkey) and the map. */
static void
put_start(FILE *f, const struct deck *d, const struct theme *th)
{
	const struct emit_job *j = d->j;

	fputs("% The alpha-beta search of ", f);
	tikz_shown(f, j->t->name, strlen(j->t->name), EMIT_TITLE_SHOWN);
	fprintf(f, " as Beamer frames, one a step, made by abviz\n"
	    "%% (theme %s).  Compile it alone (pdflatex), or \\input it into a\n"
	    "%% presentation whose preamble has \\usepackage{tikz} and\n"
	    "%% \\usetikzlibrary{shapes.geometric}, after \\def\\abvizbody{}.\n"
	    "\\ifdefined\\abvizbody\\else\n"
	    "\\documentclass{beamer}\n"
	    "\\setbeamertemplate{navigation symbols}{}\n", th->name);
	tikz_packages(f);
	tikz_begin(f);
	fputs("\\fi\n", f);
	tikz_styles(f, th, d->l);
	fputs("\\def\\abvizkey{", f);
	tikz_key(f, j, 1);
	fputs("}\n", f);
	if (d->zoom)
		put_map_box(f, d);
}

int
beamer_emit(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	const struct theme *th = j->o->theme != NULL ? j->o->theme :
	    &themes[THEME_DEFAULT];
	struct steps *m = NULL;
	struct frames_walk w;
	struct deck d;
	long k = 0;
	int more, rc = -1;

	memset(&w, 0, sizeof(w));
	memset(&d, 0, sizeof(d));
	d.j = j;
	if ((d.l = layout_new(j)) == NULL || plan(&d, th) != 0 ||
	    (m = steps_new(j->t, j->tr, j->s)) == NULL ||
	    frames_walk_begin(&w, j, m, 1, NULL) != 0)
		goto oom;
	put_start(f, &d, th);
	if (d.keyless)
		put_key_frame(f, j);
	while ((more = frames_walk_next(&w)) > 0)
		if (put_frame(f, &d, &w, ++k) != 0)
			goto oom;
	if (more < 0)
		goto oom;
	if (k > LONG_DECK)
		MSG_ERROR(M_ERR_WARNING_BEAMER_DECK_HAS, j->path, MSG_INT(k),
		    MSG_INT((long)((double)k * SLIDE_CPU + 0.5)));
	fputs("\\ifdefined\\abvizbody\\expandafter\\endinput\\fi\n", f);
	tikz_end(f);
	rc = 0;
	goto out;
oom:
	msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
out:
	frames_walk_end(&w);
	steps_free(m);
	free(d.hide);
	layout_free(d.pl);
	layout_free(d.l);
	return rc;
}
