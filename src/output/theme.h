/*
 * theme.h: how every drawing looks, defined in one place.  A theme is the
 * colours, pen widths, type sizes and fills that the diagram (DOT and its
 * renderings), the TikZ picture, the Beamer slides and the HTML page take;
 * none of them names a colour of its own.
 */
#ifndef ABVIZ_THEME_H
#define ABVIZ_THEME_H

#include "msg.h"

struct theme {
	const char *name;	/* --theme NAME */
	const char *ink;	/* text and outlines of searched nodes */
	const char *pv;		/* the principal variation */
	const char *cut;	/* the cut marks */
	const char *pruned;	/* nodes never searched (cut, beyond) */
	const char *later;	/* frames: nodes not reached yet */
	const char *edge;	/* plain edges */
	const char *order;	/* the visit order "#n", a quieter note */
	const char *now_fill;	/* frames: the step's node, or NULL: no fill */
	double pen;		/* outlines and plain edges */
	double pv_pen;		/* the principal variation's lines */
	double now_pen;		/* frames: the step's node */
	double cut_pen;		/* the edge a frame's step cuts */
	int font;		/* points: the value, and the default */
	int small;		/* points: names, windows, visit order */
	int key;		/* points: the legend's key line */
	int step;		/* points: a frame's sentence */
	int mono;		/* 1: no colour at all, the marks differ by
				   shape, dash and weight only */
};

enum { THEME_DEFAULT, THEME_PROJECTOR, THEME_PRINT, THEME_MONO, THEME_N };

extern const struct theme themes[THEME_N];

/* The names of the themes, in table order (for the command line). */
extern const char *const theme_names[THEME_N];

/* The theme called name, or NULL. */
const struct theme *theme_find(const char *name);

/*
 * What a language's characters need in every theme's drawings: the fonts
 * Graphviz sets the words in, and TeX's packages and the text's opening
 * and closing.  A language with no row of its own takes the first one's,
 * which write Latin letters (a language added with only its .po).
 */
struct theme_script {
	const char *lang;	/* the language's code: "zh" */
	const char *font;	/* Graphviz's fontname: DejaVu first, then
				   one that has the language's characters */
	const char *tex_packages;	/* the preamble's \usepackage lines */
	const char *tex_begin;	/* \begin{document} and what opens the text */
	const char *tex_end;	/* what closes it and \end{document} */
	int cjk;		/* 1: TeX sets CJK characters itself
				   (CJKutf8), not through \abvizu */
};

/* Language l's row. */
const struct theme_script *theme_script(enum lang l);

#endif
