/*
 * layout.h: where every node of a drawing stands and where each of its
 * words goes, computed once for the pictures abviz places itself (TikZ,
 * and Beamer's slides through it), so that no label meets an edge or
 * another label on any slide.  Graphviz lays out the DOT itself (dot.c
 * gives it the same rules through its attributes).
 *
 * The rules: every subtree has a column of its own, as wide as its
 * children's side by side or as its root with its notes, whichever is
 * wider; a node stands over the middle of its column.  The nodes of one
 * depth share a band: every triangle is as high as the band, edges leave
 * a node at the middle of its bottom and enter the next at the middle of
 * its top, so no edge runs inside a band.  A triangle's notes stand beside
 * it inside the band and its column (the name on the left, the window on
 * the right), a leaf's under it, where its column holds nothing else;
 * every value stands inside its shape with a margin all round, in the
 * wide half of a triangle.  All triangles have one size and all leaves
 * another, large enough for the widest value any slide shows.
 */
#ifndef ABVIZ_LAYOUT_H
#define ABVIZ_LAYOUT_H

#include "job.h"

/* A box, in centimetres, x to the right and y up. */
struct layout_box {
	double x0, y0, x1, y1;
};

/* A drawing's layout. */
struct layout {
	double *x, *y;		/* node i's centre as TikZ places its shape
				   (a triangle's: its circumcentre) */
	struct layout_box *shape;	/* node i's shape */
	struct layout_box *value;	/* its value, inside the shape */
	struct layout_box *name;	/* its name note: left of a triangle,
					   under a leaf */
	struct layout_box *window;	/* its window note, right of a
					   triangle (empty at a leaf) */
	double tri;		/* every triangle's circumscribed circle's
				   diameter */
	double leaf_w, leaf_h;	/* every leaf's box */
	double value_pt, run_pt, note_pt;	/* the type sizes assumed: a
						   value, a running value, a
						   note (points) */
	double width;		/* everything is in x in [0, width] */
	double bottom, top;	/* and y in [bottom, top] */
	const unsigned char *hide;	/* NULL, or nonzero for the nodes a
					   drawing leaves out with their edges
					   (those outside a layout_part) */
};

/* The layout of j's tree as j's theme draws it, or NULL when out of
   memory; free it with layout_free (NULL is a no-op). */
struct layout *layout_new(const struct emit_job *j);
void layout_free(struct layout *l);

/* The same for a part of the tree: the subtree of node root, levels deep,
   laid out alone (its root at the top, y = 0), with the sizes of the whole
   tree's layout; where the other nodes stand is not defined (hide them). */
struct layout *layout_part(const struct emit_job *j, int root, int levels);

/* The width of UTF-8 text s[0..len) in ems of TeX's Computer Modern, as
   tikz.c writes it (bold: the bold face's wider letters). */
double layout_em(const char *s, size_t len, int bold);

#endif
