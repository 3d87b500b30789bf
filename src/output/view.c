/*
 * view.c: what one step of a search looks like in a terminal (see view.h),
 * drawn on a tui grid from the per-step model.
 *
 * The parts, in order: the two drawings of the tree (an outline, and a layered picture when it fits);
 * the screen; making and freeing a view; the plain form.  The model is
 * never re-derived here: every number shown comes from a struct step, a
 * struct frame or the model's fold up to the step shown (steps_fold).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "code.h"
#include "emit.h"
#include "fmt.h"
#include "log.h"
#include "msg.h"
#include "steps.h"
#include "tui.h"
#include "u8.h"
#include "view.h"

/* The smallest screen worth drawing on; below it, a note and the keys. */
#define MIN_W 50
#define MIN_H 14

#define LABEL_MAX_W 14	/* columns a node's name may take in a drawing */

/* A mark beside the fold's (FOLD_*): a step has told of the node, so its
   state is known. */
#define KNOWN 16

struct view {
	const struct tree *t;
	const struct trace *tr;
	const struct summary *s;
	const struct steps *m;
	const struct view_ui *ui;	/* while drawing: what the keys chose */
	long k;			/* the step shown, 0-based: ui->k */
	int draw;		/* 1: the tree is small enough to draw */
	long draw_max;		/* the limit, for the note when it is not */
	int top;		/* the outline's first row on screen */
	struct fold *fold;	/* what is known of each node at the step shown */
	long *cut_step;		/* the step (1-based) that makes cutoff c */
	/* the drawings */
	int *order;		/* the nodes in tree order: outline rows */
	int *row;		/* a node's outline row */
	int *lx;		/* layered: a node's first column, */
	int *lc;		/* its centre, */
	int *lw;		/* its cell's width */
	int lwidth, lrows;	/* layered: the drawing's size, */
	int lgap;		/* and the columns between subtrees */
	int slot;		/* columns a value takes: "≤15" */
	int idw;		/* columns the widest id takes (capped) */
	int namew;		/* outline: columns before the values */
	int sent_w, sent_rows;	/* the most rows a sentence needs at sent_w */
	unsigned char *onpv;	/* onpv[i]: node i is on the principal
				   variation (the model's), which the last
				   step marks */
	int strip;		/* the indent every pseudocode line shares,
				   left out at every step alike */
};

/* A leaf's value as the model states it (negamax: from the side to move). */
static double
leaf_value(const struct view *vw, int i)
{
	return tree_value(vw->t, i) * cfg_sign(&vw->tr->cfg, vw->t, i);
}

/* Node i's marks at the step shown: the fold's (FOLD_*), and KNOWN. */
static int
marks(const struct view *vw, int i)
{
	const struct fold_node *fn = &vw->fold->node[i];

	return fn->flag | (fn->told > 0 ? KNOWN : 0);
}

/* Whether the step shown is the last, which tells how the search ended. */
static int
at_end(const struct view *vw)
{
	return vw->k == vw->m->n - 1;
}

/* Whether node i is marked as on the principal variation: at the last
   step only. */
static int
pv_shown(const struct view *vw, int i)
{
	return at_end(vw) && vw->onpv[i];
}

/* The principal variation's style: bold, and green where there is colour. */
#define PV_STYLE TUI_STYLE(TUI_BOLD, TUI_GREEN)

/* ---------------------------------------------------------------------
 * The tree drawn as text
 */

/* The shape of node i at the step shown: filled once searched. */
static const char *
glyph(const struct view *vw, int i)
{
	int seen = marks(vw, i) & FOLD_SEEN;

	if (vw->t->node[i].nkids == 0)
		return seen ? "\xE2\x96\xA0" : "\xE2\x96\xA1";	/* ■ □ */
	if (tree_player(vw->t, i) == PLAYER_MAX)
		return seen ? "\xE2\x96\xB2" : "\xE2\x96\xB3";	/* ▲ △ */
	return seen ? "\xE2\x96\xBC" : "\xE2\x96\xBD";		/* ▼ ▽ */
}

/*
 * Names.  The log names a node by its id (tree_id: the file's, else its
 * path, as "r.2.1"), so the outline and the call stack do too; a label,
 * which is what the diagram shows, follows the id in the outline.  The
 * layered drawing has room only for a short name: the file's id, else its
 * label, else none.  label_of and short_name copy into buf (TREE_ID_MAX
 * bytes), where a drawing may clip it, and return it (NULL for none).
 */

/* Node i's label with its line breaks made spaces, or NULL. */
static const char *
label_of(const struct tree *t, int i, char *buf)
{
	char *p;

	if (tree_own_label(t, i) == NULL)
		return NULL;
	snprintf(buf, TREE_ID_MAX, "%s", tree_own_label(t, i));
	for (p = buf; *p != '\0'; p++)
		if ((unsigned char)*p < 0x20)
			*p = ' ';
	return buf;
}

static const char *
short_name(const struct tree *t, int i, char *buf)
{
	if (tree_own_id(t, i) != NULL) {
		snprintf(buf, TREE_ID_MAX, "%s", tree_own_id(t, i));
		return buf;
	}
	return label_of(t, i, buf);
}

/*
 * What node i's value reads at the step shown, into buf (FMT_VALUE_MAX
 * bytes), as fmt_value writes it for the diagrams: a leaf's value;
 * a returned node's value, with "≥" or "≤" when it is only a bound and "?"
 * when it bounds nothing (seed 000's "v?"); with running, "v=3" for a node
 * still being searched.  "" when nothing is known.
 */
static const char *
value_text(const struct view *vw, int i, int running, char *buf)
{
	const struct node_state *ns = &vw->fold->node[i].state;

	buf[0] = '\0';
	if (vw->t->node[i].nkids == 0)	/* always exact, and in the file */
		return fmt_value(buf, leaf_value(vw, i), BOUND_EXACT, FMT_SYM);
	if (!(marks(vw, i) & KNOWN))
		return buf;
	if (ns->done)
		fmt_value(buf, ns->value, ns->exact ? BOUND_EXACT : ns->bound,
		    FMT_SYM);
	else if (running)
		fmt_value(buf, ns->v, BOUND_EXACT, FMT_SYM | FMT_RUNNING);
	return buf;
}

/* The outline's columns, on a screen of a given width. */
struct outline_cols {
	int xa;			/* the value's column: names and edges before it */
	int xv;			/* the window's: "α 3  β +∞" */
	int xw;			/* the marks' */
	int numw;		/* columns a number of the window takes */
	int maxlev;		/* the most levels of edges drawn before a name */
};

static void
outline_cols(const struct view *vw, int width, struct outline_cols *oc)
{
	oc->xa = vw->namew;
	if (oc->xa > width / 2)
		oc->xa = width / 2;
	oc->numw = vw->slot - 1;
	/* columns: value ("v=" or "(...)" around it), "α 3  β +∞", marks */
	oc->xv = oc->xa + vw->slot + 3;
	oc->xw = oc->xv + 7 + 2 * oc->numw;
	/* how deep the edges can go: all the way when the column fits the
	   deepest row, else leaving 10 columns for a name; deeper rows start
	   with "…" and draw only the levels nearest the node */
	oc->maxlev = oc->xa == vw->namew ? (oc->xa - 7) / 2 : (oc->xa - 16) / 2;
	if (oc->maxlev < 1)
		oc->maxlev = 1;
}

/*
 * Scroll the outline (vw->top) to show the rows the step is about: its
 * node's, its child's, and at a cutoff the nodes it prunes (or the first
 * of them, if all do not fit); as little as keeps them away from the
 * edges of the rows shown.
 */
static void
outline_scroll(struct view *vw, int rows)
{
	const struct steps *m = vw->m;
	const struct step *st = &m->step[vw->k];
	int margin = rows / 4, lo, hi;

	lo = hi = vw->row[st->node];
	if (st->child != TREE_NONE && vw->row[st->child] - lo < rows)
		hi = vw->row[st->child];
	if (st->cut >= 0 && m->pruned_at[st->cut] < m->pruned_at[st->cut + 1]) {
		int first = vw->row[m->pruned[m->pruned_at[st->cut]]];
		int last = vw->row[m->pruned[m->pruned_at[st->cut + 1] - 1]];

		hi = last - lo < rows ? last : first - lo < rows ? first : hi;
	}
	if (margin > (rows - (hi - lo + 1)) / 2)
		margin = (rows - (hi - lo + 1)) / 2;
	if (lo < vw->top + margin)
		vw->top = lo - margin;
	if (hi > vw->top + rows - 1 - margin)
		vw->top = hi - (rows - 1 - margin);
	if (vw->top > vw->t->n - rows)
		vw->top = vw->t->n - rows;
	if (vw->top < 0)
		vw->top = 0;
}

/*
 * Node i's row of the outline up to its shape: the marker ("▶" the
 * step's node, "▷" its child, "›" the call stack), a bar for each
 * ancestor with siblings still below it, then the node's own corner
 * ("├─", "└─"; dashed "├╌" into a pruned node).  Returns the column after.
 */
static int
outline_edges(const struct view *vw, struct tui_grid *g, int i, int y,
    const struct outline_cols *oc)
{
	const struct tree *t = vw->t;
	const struct step *st = &vw->m->step[vw->k];
	int f = marks(vw, i), d = t->node[i].depth, x = 2, l, a;

	if (i == st->node)
		tui_puts(g, 0, y, 2, "\xE2\x96\xB6", TUI_STYLE(TUI_BOLD, 0));
	else if (i == st->child)
		tui_puts(g, 0, y, 2, "\xE2\x96\xB7", 0);
	else if (pv_shown(vw, i))
		tui_puts(g, 0, y, 2, "*", PV_STYLE);
	else if (f & FOLD_STACK)
		tui_puts(g, 0, y, 2, "\xE2\x80\xBA", 0);	/* › */
	if (d > oc->maxlev)
		x = tui_puts(g, x, y, oc->xa, "\xE2\x80\xA6 ", TUI_STYLE(TUI_DIM, 0));
	for (l = d > oc->maxlev ? d - oc->maxlev + 1 : 1; l < d; l++) {
		for (a = i; t->node[a].depth > l; a = t->node[a].parent)
			;
		x = tui_puts(g, x, y, oc->xa, t->node[a].parent != TREE_NONE &&
		    tree_rank(t, a) < t->node[t->node[a].parent].nkids ?
		    "\xE2\x94\x82 " : "  ", TUI_STYLE(TUI_DIM, 0));
	}
	if (d > 0) {
		int last = tree_rank(t, i) == t->node[t->node[i].parent].nkids;

		x = tui_puts(g, x, y, oc->xa, f & FOLD_CUT ?
		    (last ? "\xE2\x94\x94\xE2\x95\x8C" : "\xE2\x94\x9C\xE2\x95\x8C") :
		    (last ? "\xE2\x94\x94\xE2\x94\x80" : "\xE2\x94\x9C\xE2\x94\x80"),
		    f & FOLD_CUT ? TUI_STYLE(0, TUI_RED) : pv_shown(vw, i) ?
		    PV_STYLE : TUI_STYLE(TUI_DIM, 0));
	}
	return x;
}

/*
 * Node i's row of the outline from column x on: its shape and name (the
 * label after the id), then columns: its value, its window (alpha, beta)
 * once entered, and what cut it.
 */
static void
outline_node(const struct view *vw, struct tui_grid *g, int i, int x, int y,
    const struct outline_cols *oc)
{
	const struct tree *t = vw->t;
	char name[TREE_ID_MAX], val[FMT_VALUE_MAX], num[FMT_NUM_MAX];
	char mark[TREE_ID_MAX + 64];
	int f = marks(vw, i), a = x, xa = oc->xa, xv = oc->xv, numw = oc->numw;
	unsigned char base = f & FOLD_CUT ? TUI_STYLE(TUI_DIM, TUI_RED) :
	    !(f & FOLD_SEEN) ? TUI_STYLE(TUI_DIM, 0) :
	    pv_shown(vw, i) ? PV_STYLE :
	    f & FOLD_STACK ? TUI_STYLE(TUI_BOLD, 0) : 0;

	x = tui_puts(g, x, y, xa, glyph(vw, i), base);
	x = tui_puts(g, x, y, xa, " ", base);
	x = tui_puts(g, x, y, x + LABEL_MAX_W < xa - 1 ? x + LABEL_MAX_W :
	    xa - 1, tree_id(t, i, name), base);
	if (label_of(t, i, name) != NULL)
		tui_puts(g, x + 1, y, xa - 1, name, TUI_STYLE(TUI_DIM, 0));
	if (i == vw->m->step[vw->k].node)
		tui_restyle(g, a, xa - 1, y, TUI_STYLE(TUI_REV | TUI_BOLD, 0));
	/* the value: a leaf not yet looked at in parentheses */
	value_text(vw, i, 1, val);
	if (t->node[i].nkids == 0 && !(f & KNOWN)) {
		tui_puts(g, xa, y, xv, "(", base);
		x = tui_puts(g, xa + 1, y, xv - 1, val, base);
		tui_puts(g, x, y, xv, ")", base);
	} else {
		tui_puts(g, xa, y, xv - 1, val, base);
	}
	if (t->node[i].nkids > 0 && (f & KNOWN)) {
		tui_puts(g, xv, y, oc->xw, "\xCE\xB1", TUI_STYLE(TUI_DIM, 0));
		tui_put_right(g, xv + 2 + numw, y, numw,
		    fmt_num_sym(vw->fold->node[i].state.alpha, num), TUI_STYLE(0, TUI_CYAN));
		tui_puts(g, xv + 4 + numw, y, oc->xw, "\xCE\xB2", TUI_STYLE(TUI_DIM, 0));
		tui_put_right(g, xv + 6 + 2 * numw, y, numw,
		    fmt_num_sym(vw->fold->node[i].state.beta, num), TUI_STYLE(0, TUI_MAGENTA));
	}
	mark[0] = '\0';
	if (f & FOLD_CROSSED) {
		char when[24];

		snprintf(when, sizeof(when), "%ld",
		    vw->cut_step[vw->fold->node[i].cut]);
		MSG_FORMAT(mark, sizeof(mark), M_STEP_CUT_AT,
		    tree_id(t, t->node[i].parent, name), when);
	} else if (f & FOLD_CUT)
		strcpy(mark, "\xE2\x9C\x82");
	else if (trace_beyond(vw->tr, t, i))
		snprintf(mark, sizeof(mark), "%s", msg(M_STEP_BEYOND));
	tui_puts(g, oc->xw + 1, y, g->w, mark, f & FOLD_CUT ? TUI_STYLE(TUI_BOLD,
	    TUI_RED) : TUI_STYLE(TUI_DIM, 0));
}

/*
 * The outline: one row per node in tree order (outline_edges, then
 * outline_node), rows rows of it from row y0, scrolled to keep the
 * current node in view.
 */
static void
draw_outline(struct view *vw, struct tui_grid *g, int y0, int rows)
{
	struct outline_cols oc;
	int r;

	outline_cols(vw, g->w, &oc);
	outline_scroll(vw, rows);
	for (r = 0; r < rows && vw->top + r < vw->t->n; r++) {
		int i = vw->order[vw->top + r], y = y0 + r;

		outline_node(vw, g, i, outline_edges(vw, g, i, y, &oc), y, &oc);
	}
}

/* The box character joining lines up, down, left and right of a point. */
static const char *
junction(int up, int down, int left, int right)
{
	static const char *const box[16] = {
		" ", "\xE2\x94\x80", "\xE2\x94\x80", "\xE2\x94\x80",	/* ─ */
		"\xE2\x94\x82", "\xE2\x94\x8C", "\xE2\x94\x90", "\xE2\x94\xAC",
		"\xE2\x94\x82", "\xE2\x94\x94", "\xE2\x94\x98", "\xE2\x94\xB4",
		"\xE2\x94\x82", "\xE2\x94\x9C", "\xE2\x94\xA4", "\xE2\x94\xBC",
	};

	/* index: up 8, down 4, left 2, right 1 */
	return box[(up ? 8 : 0) | (down ? 4 : 0) | (left ? 2 : 0) |
	    (right ? 1 : 0)];
}

/* A node's cell in the layered drawing: shape, name if it has one, value. */
static void
cell_text(const struct view *vw, int i, char *buf, size_t n)
{
	char name[TREE_ID_MAX], val[FMT_VALUE_MAX];
	const char *nm = short_name(vw->t, i, name);

	if (nm != NULL)
		tui_clip(name, LABEL_MAX_W);

	value_text(vw, i, 0, val);
	snprintf(buf, n, "%s%s%s%s", marks(vw, i) & FOLD_CUT ? "\xE2\x9C\x82" :
	    glyph(vw, i), nm != NULL ? nm : "", nm != NULL && val[0] ? " " : "",
	    val);
}

/*
 * Lay the tree out in layers: each leaf gets a cell wide enough for its
 * shape, name and value, each subtree the width of its children side by
 * side (gap columns apart), each parent the middle of its children.
 * Nodes are stored breadth-first, so children come after their parent:
 * widths are summed from the last node back, columns handed out from the
 * first node on.
 */
static void
layout_layers(struct view *vw, int gap)
{
	const struct tree *t = vw->t;
	char name[TREE_ID_MAX];
	int *span = vw->lc;	/* the subtree's width, until centres go in */
	int i, c, sum, x;

	for (i = t->n - 1; i >= 0; i--) {
		const struct tree_node *nd = &t->node[i];
		const char *nm = short_name(t, i, name);
		int nw = nm != NULL ? u8_strwidth(nm) : 0;
		char num[FMT_NUM_MAX];

		if (nw > LABEL_MAX_W)
			nw = LABEL_MAX_W;
		vw->lw[i] = 1 + nw + (nm != NULL ? 1 : 0) + (nd->nkids == 0 ?
		    u8_strwidth(fmt_num_sym(leaf_value(vw, i), num)) : vw->slot);
		for (sum = -gap, c = nd->first; c < nd->first + nd->nkids; c++)
			sum += span[c] + gap;
		span[i] = sum > vw->lw[i] ? sum : vw->lw[i];
	}
	vw->lwidth = span[0];
	vw->lgap = gap;
	vw->lrows = 2 * t->height + 1;
	vw->lx[0] = 0;
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		for (sum = -gap, c = nd->first; c < nd->first + nd->nkids; c++)
			sum += span[c] + gap;
		x = vw->lx[i] + (span[i] - sum) / 2;
		for (c = nd->first; c < nd->first + nd->nkids; c++) {
			vw->lx[c] = x;		/* the subtree's first column */
			x += span[c] + gap;
		}
	}
	/* centres, bottom up; then the cell's first column */
	for (i = t->n - 1; i >= 0; i--) {
		const struct tree_node *nd = &t->node[i];

		if (nd->nkids == 0)
			c = vw->lx[i] + vw->lw[i] / 2;
		else
			c = (vw->lc[nd->first] + vw->lc[nd->first + nd->nkids - 1]) / 2;
		x = c - vw->lw[i] / 2;
		if (x < vw->lx[i])
			x = vw->lx[i];
		if (x + vw->lw[i] > vw->lx[i] + span[i])
			x = vw->lx[i] + span[i] - vw->lw[i];
		vw->lc[i] = c;		/* span[i] is read no more */
		vw->lx[i] = x;
	}
}

/*
 * The layered drawing: a row of cells per depth, and between them the
 * edges: a bar down from each parent, a line across its children, a bar
 * down to each child.  The current node is reversed and pointed at with
 * "▶", the child it deals with with "▷"; pruned nodes show "✂" as their
 * shape.
 */
static void
draw_layers(struct view *vw, struct tui_grid *g, int y0, int x0)
{
	const struct tree *t = vw->t;
	const struct step *st = &vw->m->step[vw->k];
	char cell[TREE_ID_MAX + 64];
	int i, c, y, l, r, x, w, pl, pr;

	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];
		int f = marks(vw, i);
		unsigned char base = f & FOLD_CUT ? TUI_STYLE(TUI_DIM, TUI_RED) :
		    !(f & FOLD_SEEN) ? TUI_STYLE(TUI_DIM, 0) :
		    pv_shown(vw, i) ? PV_STYLE :
		    f & FOLD_STACK ? TUI_STYLE(TUI_BOLD, 0) : 0;

		/* the cell's text, centred in the room kept for it */
		y = y0 + 2 * nd->depth;
		cell_text(vw, i, cell, sizeof(cell));
		w = u8_strwidth(cell);
		x = x0 + vw->lx[i] + (w < vw->lw[i] ? (vw->lw[i] - w) / 2 : 0);
		tui_puts(g, x, y, x0 + vw->lx[i] + vw->lw[i], cell, i == st->node ?
		    TUI_STYLE(TUI_REV | TUI_BOLD, 0) : i == st->child ?
		    (unsigned char)(base | TUI_UL) : base);
		/* the marks go in the column before the cell, which is free
		   unless only one column parts it from the cell on its left */
		if (x >= 1 && (x < 2 || g->c[y * g->w + x - 2].ch[0] == ' ')) {
			if (i == st->node)
				tui_puts(g, x - 1, y, x, "\xE2\x96\xB6",
				    TUI_STYLE(TUI_BOLD, 0));
			else if (i == st->child)
				tui_puts(g, x - 1, y, x, "\xE2\x96\xB7", 0);
			else if (pv_shown(vw, i))
				tui_puts(g, x - 1, y, x, "*", PV_STYLE);
		}
		if (nd->nkids == 0)
			continue;
		/* the edges to the children, on the row below */
		y++;
		l = vw->lc[nd->first] < vw->lc[i] ? vw->lc[nd->first] : vw->lc[i];
		r = vw->lc[nd->first + nd->nkids - 1] > vw->lc[i] ?
		    vw->lc[nd->first + nd->nkids - 1] : vw->lc[i];
		/* the principal variation's edge: from the parent's bar to
		   its child's */
		pl = pr = -1;
		for (c = nd->first; c < nd->first + nd->nkids; c++)
			if (pv_shown(vw, i) && pv_shown(vw, c)) {
				pl = vw->lc[c] < vw->lc[i] ? vw->lc[c] : vw->lc[i];
				pr = vw->lc[c] > vw->lc[i] ? vw->lc[c] : vw->lc[i];
			}
		for (x = l; x <= r; x++) {
			int down = 0, cut = 0;

			for (c = nd->first; c < nd->first + nd->nkids; c++)
				if (vw->lc[c] == x) {
					down = 1;
					cut = marks(vw, c) & FOLD_CUT;
				}
			tui_puts(g, x0 + x, y, x0 + x + 1, junction(x == vw->lc[i],
			    down, x > l, x < r), cut ? TUI_STYLE(0, TUI_RED) :
			    x >= pl && x <= pr ? PV_STYLE : TUI_STYLE(TUI_DIM, 0));
		}
	}
}

/* ---------------------------------------------------------------------
 * The screen
 */

/* A rule across row y, with a title in it. */
static void
rule(struct tui_grid *g, int x0, int x1, int y, const char *title)
{
	tui_fill(g, x0, x1, y, "\xE2\x94\x80", TUI_STYLE(TUI_DIM, 0));
	if (title != NULL)
		tui_puts(g, x0 + 1, y, x1 - 1, title, TUI_STYLE(TUI_BOLD, 0));
}

/* The rows the longest sentence needs at width w: the log's area is as
   tall as that (up to a cap) at every step, so nothing jumps. */
static int
sentence_rows(struct view *vw, int w)
{
	long j;
	int r;

	if (vw->sent_w != w) {
		vw->sent_w = w;
		vw->sent_rows = 1;
		for (j = 0; j < vw->m->n; j++) {
			r = tui_wrap(NULL, 0, 0, w, 0, vw->m->log + vw->m->step[j].text,
			    vw->m->step[j].len, 0);
			if (r > vw->sent_rows)
				vw->sent_rows = r;
		}
	}
	return vw->sent_rows;
}

/*
 * The call stack's columns: marker, shape, id (idw columns, at least room
 * for the title), then alpha, beta and v right-aligned in slot + 1 each.
 */
static int
stack_idw(const struct view *vw)
{
	return vw->idw > 9 ? vw->idw : 9;
}

static int
stack_width(const struct view *vw)
{
	return 4 + stack_idw(vw) + 3 * (vw->slot + 1) + 1;
}

/*
 * The call stack, root first, the step's own node last (marked "▶"), its
 * title and column heads on row y0 and the frames below, rows of them at
 * most: when the stack is deeper, its top frames give way to "⋮ N more".
 */
static void
draw_stack(const struct view *vw, struct tui_grid *g, int x0, int y0, int rows)
{
	const struct step *st = &vw->m->step[vw->k];
	char name[TREE_ID_MAX], num[FMT_NUM_MAX];
	int nw = stack_idw(vw), cw = vw->slot + 1, xn = x0 + 4 + nw, d, y;

	snprintf(name, sizeof(name), " %s ", msg(M_STEP_STACK));
	tui_puts(g, x0, y0, g->w, name, TUI_STYLE(TUI_BOLD, 0));
	tui_put_right(g, xn + cw, y0, 2, " \xCE\xB1", TUI_STYLE(TUI_BOLD, 0));
	tui_put_right(g, xn + 2 * cw, y0, 2, " \xCE\xB2", TUI_STYLE(TUI_BOLD, 0));
	tui_put_right(g, xn + 3 * cw, y0, 2, " v", TUI_STYLE(TUI_BOLD, 0));
	d = st->depth + 1 > rows ? st->depth + 1 - rows + 1 : 0;
	y = y0 + 1;
	if (d > 0) {
		char more[16];

		snprintf(more, sizeof(more), "%d", d);
		MSG_FORMAT(name, sizeof(name), M_STEP_MORE, more);
		tui_puts(g, x0 + 2, y++, g->w, name, TUI_STYLE(TUI_DIM, 0));
	}
	for (; d <= st->depth; d++, y++) {
		const struct frame *f = &vw->m->frame[st->frame + (size_t)d];
		int top = d == st->depth;
		unsigned char at = TUI_STYLE(top ? TUI_BOLD : 0, 0);

		tui_puts(g, x0, y, x0 + 2, top ? "\xE2\x96\xB6" : "\xE2\x80\xBA",
		    at);
		tui_puts(g, x0 + 2, y, x0 + 3, glyph(vw, f->node), at);
		tui_puts(g, x0 + 4, y, xn, tree_id(vw->t, f->node, name), at);
		tui_put_right(g, xn + cw, y, cw - 1, fmt_num_sym(f->alpha, num),
		    TUI_STYLE(top ? TUI_BOLD : 0, TUI_CYAN));
		tui_put_right(g, xn + 2 * cw, y, cw - 1, fmt_num_sym(f->beta, num),
		    TUI_STYLE(top ? TUI_BOLD : 0, TUI_MAGENTA));
		tui_put_right(g, xn + 3 * cw, y, cw - 1, fmt_num_sym(f->v, num), at);
	}
}

/* The pseudocode, the step's lines marked "▶" and reversed. */
static void
draw_code(const struct view *vw, struct tui_grid *g, int x1, int y0, int rows)
{
	const struct code *c = vw->m->code;
	const struct step *st = &vw->m->step[vw->k];
	char line[CODE_LINE_MAX], no[16];
	int first = 1, i, j, on, strip = vw->strip;

	if (c->nlines > rows) {
		first = st->line[0] - rows / 2;
		if (first > c->nlines - rows + 1)
			first = c->nlines - rows + 1;
		if (first < 1)
			first = 1;
	}
	for (i = first; i < first + rows && i <= c->nlines; i++) {
		int y = y0 + i - first;

		for (on = 0, j = 0; j < 3 && st->line[j] != 0; j++)
			on |= st->line[j] == i;
		snprintf(no, sizeof(no), "%2d ", i);
		tui_puts(g, 0, y, 2, on ? "\xE2\x96\xB6" : " ", TUI_STYLE(TUI_BOLD, 0));
		tui_puts(g, 2, y, x1, no, TUI_STYLE(TUI_DIM, 0));
		code_line(c, i, vw->tr->cfg.cutoff, vw->m->same, line,
		    sizeof(line));
		tui_puts(g, 5, y, x1, strlen(line) > (size_t)strip ? line + strip :
		    "", 0);
		if (on)
			tui_restyle(g, 2, x1, y, TUI_STYLE(TUI_REV | TUI_BOLD, 0));
	}
}

/*
 * The indent every line of the pseudocode shares: left out, for width, at
 * every step alike, so that a line stays in its column as the listing
 * scrolls (the indent of the lines in view alone would move them).
 */
static int
code_strip(const struct view *vw)
{
	const struct code *c = vw->m->code;
	char line[CODE_LINE_MAX];
	int i, j, strip = CODE_LINE_MAX;

	for (i = 1; i <= c->nlines; i++) {
		code_line(c, i, vw->tr->cfg.cutoff, vw->m->same, line,
		    sizeof(line));
		for (j = 0; line[j] == ' '; j++)
			;
		if (line[j] != '\0' && j < strip)
			strip = j;
	}
	return strip < CODE_LINE_MAX ? strip : 0;
}

/*
 * The ending in place of the pseudocode, at the last step: its lines (the
 * value, the best move, the principal variation, the nodes visited and
 * saved), each wrapped to columns [0, x1) from row y0, rows rows in all.
 */
static void
draw_ending(const struct view *vw, struct tui_grid *g, int x1, int y0,
    int rows)
{
	const char *p = vw->m->log + vw->m->end, *end = p + vw->m->endlen, *nl;
	int y = y0;

	for (; p < end && y < y0 + rows; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		y += tui_wrap(g, 2, y, x1 - 2, y0 + rows - y, p,
		    (size_t)(nl - p), p == vw->m->log + vw->m->end ?
		    TUI_STYLE(TUI_BOLD, 0) : 0);
	}
}

/*
 * The title bar's right part into buf: " minimax · pass 1 of 2 · step 3
 * of 40 · cutoff 1 of 4 ", the pass when the tree is searched more than
 * once, the cutoff when the step is one.  Each piece is a message of its
 * own ("第 3/40 步"); the " · " between them is the same in every language.
 */
static void
status(const struct view *vw, const struct step *st, char *buf,
    size_t len)
{
	char a[24], b[24];
	size_t x;

	x = (size_t)snprintf(buf, len, " %s ", algo_name[vw->tr->cfg.algo]);
	if (vw->s->npass > 1 && x < len) {
		snprintf(a, sizeof(a), "%d", st->pass);
		snprintf(b, sizeof(b), "%d", vw->s->npass);
		x += (size_t)snprintf(buf + x, len - x, "\xC2\xB7 ");
		if (x < len)
			x += MSG_FORMAT(buf + x, len - x, M_STEP_PASS_OF, a, b);
		if (x < len)
			x += (size_t)snprintf(buf + x, len - x, " ");
	}
	snprintf(a, sizeof(a), "%ld", vw->k + 1);
	snprintf(b, sizeof(b), "%ld", vw->m->n);
	if (x < len)
		x += (size_t)snprintf(buf + x, len - x, "\xC2\xB7 ");
	if (x < len)
		x += MSG_FORMAT(buf + x, len - x, M_STEP_STEP_OF, a, b);
	if (x < len)
		x += (size_t)snprintf(buf + x, len - x, " ");
	if (st->cut >= 0 && x < len) {
		snprintf(a, sizeof(a), "%d", st->cut + 1);
		snprintf(b, sizeof(b), "%d", vw->s->ncut);
		x += (size_t)snprintf(buf + x, len - x, "\xC2\xB7 ");
		if (x < len)
			x += MSG_FORMAT(buf + x, len - x, M_STEP_CUTOFF_OF, a, b);
		if (x < len)
			snprintf(buf + x, len - x, " ");
	}
}

/* " rows 4-15 of 26 " into buf; returns its width in columns. */
static int
rows_text(char *buf, size_t len, int from, int to, int n)
{
	char a[16], b[16], c[16];

	snprintf(a, sizeof(a), "%d", from);
	snprintf(b, sizeof(b), "%d", to);
	snprintf(c, sizeof(c), "%d", n);
	buf[0] = ' ';
	MSG_FORMAT(buf + 1, len - 2, M_STEP_ROWS, a, b, c);
	strcat(buf, " ");
	return u8_strwidth(buf);
}

/* A screen smaller than MIN_W x MIN_H: only a note that says so. */
static void
draw_too_small(struct tui_grid *g)
{
	char buf[LOG_CONV_MAX + TREE_ID_MAX], n[4][16];

	snprintf(n[0], sizeof(n[0]), "%d", g->w);
	snprintf(n[1], sizeof(n[1]), "%d", g->h);
	snprintf(n[2], sizeof(n[2]), "%d", MIN_W);
	snprintf(n[3], sizeof(n[3]), "%d", MIN_H);
	MSG_FORMAT(buf, sizeof(buf), M_STEP_TOO_SMALL, n[0], n[1], n[2], n[3]);
	tui_wrap(g, 0, 0, g->w, g->h, buf, strlen(buf), 0);
}

/* The title bar: the tree, then where the step is: its pass when the tree
   is searched more than once, its cutoff if it is one. */
static void
draw_title(const struct view *vw, struct tui_grid *g)
{
	char buf[LOG_CONV_MAX + TREE_ID_MAX];
	int W = g->w, sw, x;

	tui_fill(g, 0, W, 0, " ", TUI_STYLE(TUI_REV, 0));
	status(vw, &vw->m->step[vw->k], buf, sizeof(buf));
	sw = u8_strwidth(buf);
	tui_puts(g, W - sw, 0, W, buf, TUI_STYLE(TUI_REV | TUI_BOLD, 0));
	x = tui_puts(g, 1, 0, W - sw - 1, "abviz step \xC2\xB7 ", TUI_STYLE(TUI_REV, 0));
	tui_puts(g, x, 0, W - sw - 1, vw->t->name, TUI_STYLE(TUI_REV, 0));
}

/* How the screen's rows are shared. */
struct share {
	int sr;			/* the sentence's rows */
	int th;			/* the tree's */
	int br;			/* the pseudocode's and the call stack's */
	int lay;		/* 1: the tree is drawn in layers, else an outline */
};

/*
 * Share the rows of a W x H screen: the sentence gets what the longest
 * one needs (capped), the tree what it needs, the code and stack the
 * rest, and never less than a few rows each.
 */
static void
share_rows(struct view *vw, int W, int H, struct share *sh)
{
	const struct tree *t = vw->t;
	int cap, avail, need_b, bmin, tree_need, x;

	cap = H >= 32 ? 6 : H >= 20 ? 4 : 3;
	sh->sr = sentence_rows(vw, W - 6);
	if (sh->sr > cap)
		sh->sr = cap;
	avail = H - 5 - sh->sr;
	need_b = vw->m->code->nlines > t->height + 1 ? vw->m->code->nlines :
	    t->height + 1;
	bmin = need_b < 4 ? need_b : 4;
	/* two columns between subtrees keep "▶" off the next cell; one
	   when two do not fit */
	if (vw->draw && vw->lgap != 2)
		layout_layers(vw, 2);
	if (vw->draw && vw->lwidth > W)
		layout_layers(vw, 1);
	sh->lay = vw->draw && vw->ui->layered && vw->lwidth <= W &&
	    vw->lrows <= avail - bmin;
	tree_need = !vw->draw ? 3 : sh->lay ? vw->lrows : t->n;
	sh->br = avail * 2 / 5;
	if (sh->br < bmin)
		sh->br = bmin;
	if (sh->br > need_b)
		sh->br = need_b;
	sh->th = avail - sh->br;
	if (sh->th > tree_need) {
		x = sh->th - tree_need < need_b - sh->br ? sh->th - tree_need :
		    need_b - sh->br;
		sh->br += x;
		sh->th -= x;
	}
	if (sh->lay && sh->th < vw->lrows) {
		sh->br = avail - vw->lrows;
		sh->th = vw->lrows;
	}
}

/* The tree under a rule on row y: layered, an outline, or a note that it
   is too big to draw. */
static void
draw_tree(struct view *vw, struct tui_grid *g, int y, const struct share *sh)
{
	const struct tree *t = vw->t;
	char buf[LOG_CONV_MAX + TREE_ID_MAX];
	int W = g->w, x;

	rule(g, 0, W, y, NULL);
	/* the legend, leaving room for the outline's "rows 4-15 of 26" */
	x = vw->draw && !sh->lay && t->n > sh->th ? rows_text(buf, sizeof(buf),
	    t->n, t->n, t->n) : 0;
	if (vw->draw) {
		/* the last step's mark first, where it is not cut off */
		snprintf(buf, sizeof(buf), at_end(vw) ? " %s  %s " : " %s ",
		    msg(at_end(vw) ? M_STEP_PV_KEY : M_STEP_LEGEND),
		    msg(M_STEP_LEGEND));
		tui_puts(g, 1, y, W - x - 2, buf, TUI_STYLE(TUI_BOLD, 0));
	}
	if (!vw->draw) {
		char n[2][24];

		snprintf(n[0], sizeof(n[0]), "%d", t->n);
		snprintf(n[1], sizeof(n[1]), "%ld", vw->draw_max);
		MSG_FORMAT(buf, sizeof(buf), M_STEP_TOO_BIG, n[0], n[1]);
		tui_wrap(g, 2, y + 1, W - 4, sh->th, buf, strlen(buf), 0);
	} else if (sh->lay) {
		/* centred, and a column left for the root's "▶" if there is
		   one to spare */
		draw_layers(vw, g, y + 1, (W - vw->lwidth + 1) / 2);
	} else {
		draw_outline(vw, g, y + 1, sh->th);
		if (t->n > sh->th) {
			rows_text(buf, sizeof(buf), vw->top + 1, vw->top + sh->th,
			    t->n);
			tui_puts(g, W - u8_strwidth(buf) - 1, y, W, buf, 0);
		}
	}
}

/* The conventions in a rule on row y, and the step's sentence below in
   sr rows. */
static void
draw_sentence(const struct view *vw, struct tui_grid *g, int y, int sr)
{
	const struct step *st = &vw->m->step[vw->k];
	char buf[LOG_CONV_MAX + TREE_ID_MAX], conv[LOG_CONV_MAX];
	int W = g->w;

	rule(g, 0, W, y, NULL);
	log_say_conventions(&vw->tr->cfg, vw->t, 1, conv, sizeof(conv));
	buf[0] = ' ';
	if (algo_negamax(vw->tr->cfg.algo))
		MSG_FORMAT(buf + 1, sizeof(buf) - 2, M_STEP_SIDE, conv);
	else
		snprintf(buf + 1, sizeof(buf) - 2, "%s", conv);
	strcat(buf, " ");
	tui_puts(g, 1, y, W - 1, buf, TUI_STYLE(TUI_DIM, 0));
	y++;
	snprintf(buf, sizeof(buf), "%ld", vw->k + 1);
	tui_put_right(g, 5, y, 5, buf, TUI_STYLE(TUI_BOLD, 0));
	tui_wrap(g, 6, y, W - 6, sr, vw->m->log + st->text, st->len,
	    TUI_STYLE(TUI_BOLD, 0));
}

/* The pseudocode and the call stack side by side, under a rule on row y,
   br rows of them; at the last step, the ending in their place. */
static void
draw_code_stack(const struct view *vw, struct tui_grid *g, int y, int br)
{
	char buf[LOG_CONV_MAX + TREE_ID_MAX];
	int W = g->w, sw = stack_width(vw), x;

	if (sw > W / 2)
		sw = W / 2;
	rule(g, 0, W, y, NULL);
	if (at_end(vw)) {
		/* the whole width: the stack is the root alone, as the
		   sentence above says */
		snprintf(buf, sizeof(buf), " %s ", msg(M_STEP_ENDING));
		tui_puts(g, 1, y, W - 1, buf, TUI_STYLE(TUI_BOLD, 0));
		draw_ending(vw, g, W, y + 1, br);
		return;
	}
	snprintf(buf, sizeof(buf), " %s ", msg(vw->m->code->title));
	tui_puts(g, 1, y, W - sw - 1, buf, TUI_STYLE(TUI_BOLD, 0));
	tui_puts(g, W - sw, y, W - sw + 1, "\xE2\x94\xAC", TUI_STYLE(TUI_DIM, 0));
	for (x = 1; x <= br; x++)
		tui_puts(g, W - sw, y + x, W - sw + 1, "\xE2\x94\x82",
		    TUI_STYLE(TUI_DIM, 0));
	draw_stack(vw, g, W - sw + 1, y, br);
	draw_code(vw, g, W - sw - 1, y + 1, br);
}

/* The last row: the keys, or what the last key could not do, or the step
   being typed. */
static void
draw_keys(const struct view *vw, struct tui_grid *g, int y)
{
	char buf[LOG_CONV_MAX + TREE_ID_MAX];

	if (vw->ui->count >= 0) {
		char n[24];

		snprintf(n, sizeof(n), "%ld", vw->ui->count);
		buf[0] = ' ';
		MSG_FORMAT(buf + 1, sizeof(buf) - 1, M_STEP_GOTO, n);
		tui_puts(g, 0, y, g->w, buf, TUI_STYLE(TUI_BOLD, 0));
	} else if (vw->ui->note != NULL) {
		tui_puts(g, 1, y, g->w, vw->ui->note, TUI_STYLE(TUI_BOLD, 0));
	} else {
		tui_puts(g, 1, y, g->w, msg(M_STEP_KEYS), TUI_STYLE(TUI_DIM, 0));
	}
}

/*
 * The whole screen for the step ui->k, from the top:
 *
 *	title bar: the tree, the formulation, "step k of n"
 *	the tree (layered, or an outline that scrolls)
 *	the conventions, then the step's sentence from the log
 *	the pseudocode | the call stack
 *	the keys, or a note
 */
void
view_draw(struct view *vw, const struct view_ui *ui, struct tui_grid *g)
{
	struct share sh;
	int y;

	vw->ui = ui;
	vw->k = ui->k;
	steps_fold(vw->m, vw->k + 1, vw->fold);
	tui_grid_clear(g);
	if (g->w < MIN_W || g->h < MIN_H) {
		draw_too_small(g);
		return;
	}
	draw_title(vw, g);
	share_rows(vw, g->w, g->h, &sh);
	y = 1;
	draw_tree(vw, g, y, &sh);
	y += 1 + sh.th;
	draw_sentence(vw, g, y, sh.sr);
	y += 1 + sh.sr;
	draw_code_stack(vw, g, y, sh.br);
	y += 1 + sh.br;
	draw_keys(vw, g, y);
}

/* ---------------------------------------------------------------------
 * Making a view
 */

/* What the drawings need, for a tree small enough to draw.  0, or -1. */
static int
prepare_drawing(struct view *vw)
{
	const struct tree *t = vw->t;
	int n;

	vw->order = malloc((size_t)t->n * sizeof(int));
	vw->row = malloc((size_t)t->n * sizeof(int));
	vw->lx = malloc((size_t)t->n * sizeof(int));
	vw->lc = malloc((size_t)t->n * sizeof(int));
	vw->lw = malloc((size_t)t->n * sizeof(int));
	if (vw->order == NULL || vw->row == NULL || vw->lx == NULL ||
	    vw->lc == NULL || vw->lw == NULL || tree_preorder(t, vw->order) != 0)
		return -1;
	for (n = 0; n < t->n; n++) {
		char name[TREE_ID_MAX];
		int i = vw->order[n], w;

		vw->row[i] = n;
		w = u8_strwidth(tree_id(t, i, name));
		if (w > LABEL_MAX_W)
			w = LABEL_MAX_W;
		if (label_of(t, i, name) != NULL)
			w += 1 + u8_strwidth(name);
		if (w > 2 * LABEL_MAX_W)
			w = 2 * LABEL_MAX_W;
		/* gutter, edges, shape, name, two spaces */
		w = 2 + 2 * t->node[i].depth + 2 + w + 2;
		if (w > vw->namew)
			vw->namew = w;
	}
	layout_layers(vw, 2);
	return 0;
}

/*
 * The columns a value takes on the screen: the widest number of the model
 * (every window, running value and returned value of every step) or leaf
 * (shown before it is searched), with a column for "≥" or "≤"; at least
 * enough for "-∞".  At most 8: longer decimals end in "…".
 */
static int
value_slot(const struct view *vw)
{
	char num[FMT_NUM_MAX];
	int i, w, slot = steps_width(vw->m, fmt_num_sym);

	if (slot < 2)
		slot = 2;
	for (i = 0; i < vw->t->n; i++) {
		if (vw->t->node[i].nkids > 0)
			continue;
		w = u8_strwidth(fmt_num_sym(leaf_value(vw, i), num));
		if (w > slot)
			slot = w;
	}
	return slot + 1 > 8 ? 8 : slot + 1;
}

void
view_free(struct view *vw)
{
	if (vw == NULL)
		return;
	steps_fold_free(vw->fold);
	free(vw->cut_step);
	free(vw->order);
	free(vw->row);
	free(vw->lx);
	free(vw->lc);
	free(vw->lw);
	free(vw->onpv);
	free(vw);
}

struct view *
view_new(const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct steps *m, long draw_max)
{
	struct view *vw;
	char name[TREE_ID_MAX];
	long k;
	int i, w;

	if ((vw = calloc(1, sizeof(*vw))) == NULL)
		return NULL;
	vw->t = t;
	vw->tr = tr;
	vw->s = s;
	vw->m = m;
	vw->draw_max = draw_max;
	vw->draw = !emit_too_big(draw_max, t);
	vw->slot = value_slot(vw);
	if ((vw->fold = steps_fold_new(m)) == NULL ||
	    (vw->cut_step = calloc((size_t)m->ncut + 1,
	    sizeof(*vw->cut_step))) == NULL ||
	    (vw->onpv = calloc((size_t)t->n, 1)) == NULL ||
	    (vw->draw && prepare_drawing(vw) != 0))
		goto fail;
	for (i = 0; i < m->npv; i++)
		vw->onpv[m->pv[i]] = 1;
	vw->strip = code_strip(vw);
	for (k = 0; k < m->n; k++)
		if (m->step[k].cut >= 0)
			vw->cut_step[m->step[k].cut] = k + 1;
	for (i = 0; i < t->n && vw->idw < LABEL_MAX_W; i++)
		if ((w = u8_strwidth(tree_id(t, i, name))) > vw->idw)
			vw->idw = w < LABEL_MAX_W ? w : LABEL_MAX_W;
	return vw;
fail:
	view_free(vw);
	return NULL;
}

/* ---------------------------------------------------------------------
 * The plain form, for pipes: every step, in order
 */

/*
 * s onto f, padded with spaces to w columns (a CJK character is two): on
 * the left when right is set, else on the right.
 */
static void
put_pad(FILE *f, const char *s, int w, int right)
{
	int pad = w - u8_strwidth(s);

	if (right)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
	fputs(s, f);
	if (!right)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
}

/* Message id with arguments arg[0..n) onto f, then a newline. */
static void
put_line(FILE *f, enum msg_id id, const char *const *arg, int n)
{
	msg_put(f, id, arg, n);
	fputc('\n', f);
}
#define PUT_LINE(f, id, ...) \
	put_line((f), (id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/* The ending's lines onto f, each indented by two spaces. */
static void
put_ending(FILE *f, const struct steps *m)
{
	const char *p = m->log + m->end, *end = p + m->endlen, *nl;

	for (; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		fprintf(f, "  %.*s\n", (int)(nl - p), p);
	}
}

/*
 * Each step: its number, its sentence, the call stack (root first: each
 * routine's node, who moves there, alpha, beta and v) and the pseudocode
 * lines it runs.  The numbers are right-aligned in columns of 8, or as
 * wide as the model's widest number and a space; every column is counted
 * in screen columns, so the Chinese headings line up as the English ones.
 * Plain ASCII in English but for the pseudocode's own symbols, and the
 * same bytes every run.
 */
int
view_plain(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct steps *m)
{
	char name[TREE_ID_MAX], conv[LOG_CONV_MAX];
	char a[FMT_NUM_MAX], b[FMT_NUM_MAX], v[FMT_NUM_MAX];
	char n[4][24], (*line)[CODE_LINE_MAX];
	const char *stack = msg(M_STEP_P_STACK), *leaf = msg(M_STEP_P_LEAF);
	long k;
	int d, j, nw, kw, cw = steps_width(m, fmt_num) + 1;

	/* the pseudocode's lines, each made once: a million steps run the
	   same thirty lines */
	if ((line = malloc((size_t)(m->code->nlines + 1) *
	    sizeof(*line))) == NULL)
		return -1;
	line[0][0] = '\0';
	for (j = 1; j <= m->code->nlines; j++)
		code_line(m->code, j, tr->cfg.cutoff, m->same, line[j],
		    sizeof(line[j]));

	if (cw < 8)
		cw = 8;
	/* the kind column: "MAX", "MIN" or the leaf's word, at least 4 */
	kw = u8_strwidth(leaf) > 4 ? u8_strwidth(leaf) : 4;
	PUT_LINE(f, M_STEP_P_TREE, t->name);
	PUT_LINE(f, M_STEP_P_SEARCH, log_say_title(&tr->cfg));
	PUT_LINE(f, M_STEP_P_CONV, log_say_conventions(&tr->cfg, t, 0,
	    conv, sizeof(conv)));
	PUT_LINE(f, M_STEP_P_CODE, msg(m->code->title));
	if (algo_negamax(tr->cfg.algo))
		PUT_LINE(f, M_STEP_P_SIDE, "");
	snprintf(n[0], sizeof(n[0]), "%ld", m->n);
	PUT_LINE(f, M_STEP_P_STEPS, n[0]);
	for (k = 0; k < m->n; k++) {
		const struct step *st = &m->step[k];

		snprintf(n[0], sizeof(n[0]), "%ld", k + 1);
		snprintf(n[1], sizeof(n[1]), "%ld", m->n);
		snprintf(n[2], sizeof(n[2]), "%d", st->pass);
		snprintf(n[3], sizeof(n[3]), "%d", s->npass);
		fputc('\n', f);
		if (s->npass > 1)
			PUT_LINE(f, M_STEP_P_STEP_PASS, n[0], n[1], n[2], n[3]);
		else
			PUT_LINE(f, M_STEP_P_STEP, n[0], n[1]);
		fprintf(f, "  %.*s\n", (int)st->len, m->log + st->text);
		for (nw = 3, d = 0; d <= st->depth; d++) {
			j = u8_strwidth(tree_id(t, m->frame[st->frame +
			    (size_t)d].node, name));
			if (j > nw)
				nw = j;
		}
		/* the heads over the rows "    ID  KIND  alpha beta v" */
		fputs("  ", f);
		put_pad(f, stack, nw + kw + 4, 0);
		put_pad(f, msg(M_STEP_P_ALPHA), cw, 1);
		put_pad(f, msg(M_STEP_P_BETA), cw, 1);
		put_pad(f, "v", cw, 1);
		fputc('\n', f);
		for (d = 0; d <= st->depth; d++) {
			const struct frame *fr = &m->frame[st->frame + (size_t)d];
			int i = fr->node;

			fputs("    ", f);
			put_pad(f, tree_id(t, i, name), nw + 2, 0);
			put_pad(f, t->node[i].nkids == 0 ? leaf :
			    tree_player(t, i) == PLAYER_MAX ? "MAX" : "MIN", kw, 0);
			fprintf(f, "%*s%*s%*s\n", cw, fmt_num(fr->alpha, a), cw,
			    fmt_num(fr->beta, b), cw, fmt_num(fr->v, v));
		}
		for (j = 0; j < 3 && st->line[j] != 0; j++) {
			snprintf(n[0], sizeof(n[0]), "%2d", st->line[j]);
			fputs("  ", f);
			PUT_LINE(f, M_STEP_P_LINE, n[0], st->line[j] <=
			    m->code->nlines ? line[st->line[j]] : "");
		}
	}
	/* the ending, as the last step on screen tells it */
	fputc('\n', f);
	PUT_LINE(f, M_STEP_ENDING, "");
	put_ending(f, m);
	free(line);
	return 0;
}

