/*
 * paper.h: a drawing on a sheet of paper (abviz gen --paper): the DOT text
 * of a worksheet or a solution, measured by Graphviz, given the graph
 * attributes that draw it centred on an A4 or Letter page, upright or
 * across, at the larger scale of the two, so that its PDF is the page.
 */
#ifndef ABVIZ_PAPER_H
#define ABVIZ_PAPER_H

#include <stddef.h>
#include <stdio.h>

#include "dot.h"

enum paper { PAPER_A4, PAPER_LETTER, PAPER_N };

/* The sizes' names as --paper takes them: "a4", "letter". */
extern const char *const paper_names[PAPER_N];

/* The margin left on every side of a page, in points (10 mm). */
#define PAPER_MARGIN 28.35

/* The smallest scale a worksheet is printed at: its write-in boxes (34 x
   20 pt drawn) stay 8 x 6 mm or more, and its smallest text (9 pt, the
   names) 8 pt. */
#define PAPER_SCALE_MIN 0.89

/* How a drawing goes onto its page. */
struct paper_fit {
	double width, height;	/* the drawing as Graphviz lays it out, pt */
	double page_w, page_h;	/* the page, in points (across: wider) */
	int landscape;		/* 1: the page turned across */
	double scale;		/* of the drawing on the page */
	int tall;		/* 1: its height limits the scale, not its
				   width (a part of it would be no larger) */
};

/*
 * Measure the DOT text dot[0..len) (Graphviz's plain output) and fit it
 * onto paper p into *fit: the orientation that draws it larger, at most
 * 1.4 times its size.  0, or -1 with the reason in err (dot missing or
 * failing, out of memory).
 */
int paper_measure(const char *dot, size_t len, enum paper p,
    struct paper_fit *fit, char *err, size_t errlen);

/* The DOT text dot[0..len) onto f, with fit's page as its graph's size
   and margins: Graphviz then draws a picture of exactly the page. */
void paper_put_dot(FILE *f, const char *dot, size_t len,
    const struct paper_fit *fit);

/*
 * A worksheet of t (searched as tr says, in theme th) too wide for one page
 * of paper p at PAPER_SCALE_MIN, split into parts that each fit one: the
 * path from the root to a node and a run of its children's subtrees
 * (dot_emit_blank_part's hide arrays, 1 for a node left out).  *parts gets
 * *n arrays of t->n bytes, which the caller frees, each and the list.  0,
 * or -1 with the reason in err.
 */
int paper_split(const struct tree *t, const struct trace *tr,
    const struct theme *th, enum paper p, unsigned char ***parts, int *n,
    char *err, size_t errlen);

#endif
