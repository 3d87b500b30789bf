/*
 * view.h: what one step of a search looks like in a terminal, drawn on a
 * tui grid (tui.h) from the per-step model (steps.h): the tree as text
 * showing what is known at that step (in layers when they fit, else an
 * outline that scrolls), the step's sentence from the log, the windows on
 * the call stack and the pseudocode line being run.  Also the plain form
 * of every step, for pipes.  The command's loop (abviz step) reads the
 * keys and says which step to show.
 */
#ifndef ABVIZ_VIEW_H
#define ABVIZ_VIEW_H

#include <stdio.h>

#include "steps.h"
#include "trace.h"
#include "tree.h"
#include "tui.h"

/* What the keys have chosen, which the screen shows. */
struct view_ui {
	long k;			/* the step shown, 0-based */
	int layered;		/* 1: the tree in layers when they fit, else
				   an outline */
	long count;		/* the step number being typed, or -1 */
	const char *note;	/* a line for the bottom row instead of the
				   keys (what the last key could not do), or
				   NULL */
};

/* A view of one model: what its drawings need, made once. */
struct view;

/*
 * A view of model m of trace tr over t (summarized in s).  A tree of more
 * than draw_max nodes (emit_too_big) is stepped without the drawing.
 * Borrows all four for its life; the caller frees it with view_free.
 * NULL when out of memory.
 */
struct view *view_new(const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct steps *m, long draw_max);
void view_free(struct view *vw);

/*
 * Draw the screen for step ui->k into g, as large as g is: the title bar,
 * the tree, the conventions and the step's sentence, the pseudocode beside
 * the call stack, and the keys (or ui's note).  Each step is folded from
 * the first, so going back is as exact as going forward.
 */
void view_draw(struct view *vw, const struct view_ui *ui, struct tui_grid *g);

/*
 * The plain form onto f, for pipes: the header (tree, search, conventions,
 * pseudocode), then every step: its number, its sentence, the call stack
 * and the pseudocode lines it runs; then the ending (the value, the best
 * move, the principal variation, the nodes visited and saved), which the
 * screen shows at the last step, marking the principal variation in the
 * tree.  0, or -1 when out of memory.
 */
int view_plain(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct steps *m);

#endif
