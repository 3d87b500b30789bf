/*
 * emit.h: the outputs, as one table of emitters over the same (tree, trace,
 * summary), and the one way to write them: every output of a tree to a
 * temporary first, renamed into place only when all are complete, so a
 * failure never leaves a half-written file nor replaces an older good one.
 */
#ifndef ABVIZ_EMIT_H
#define ABVIZ_EMIT_H

#include <stdio.h>

#include "theme.h"
#include "trace.h"
#include "tree.h"

/*
 * The default limit of a drawing, for every command that draws: Graphviz
 * lays out 1000 nodes in about 0.3 s and 4000 in about 4 s, and a diagram
 * that big is unreadable anyway.  --max-diagram moves it.
 */
#define EMIT_DIAGRAM_MAX 2000

#define FRAMES_NFORMAT 4		/* svg, png, pdf, dot: see frames.h */

/*
 * The most characters of a tree's name or source, and of its description,
 * a picture shows (DOT and what Graphviz draws of it, frames, TikZ,
 * Beamer); the rest is cut, with an ellipsis.  Graphviz refuses a label
 * holding a run of text longer than 16384 bytes, and no slide holds a
 * page of prose; the log and the JSON result keep the whole text.
 */
#define EMIT_TITLE_SHOWN 200
#define EMIT_ABOUT_SHOWN 1000

/* How outputs are made, beyond the search itself. */
struct emit_opts {
	long max_diagram;	/* largest tree drawn; 0: no limit */
	long first, last;	/* steps a stepped output covers; 0: all */
	int cutoffs_only;	/* frames: only the steps that cut */
	int frame_fmt[FRAMES_NFORMAT];	/* frames: 1 for each format of
					   frames_format[] to write */
	int blank;		/* diagrams (dot, svg, png, pdf) as worksheets */
	const struct theme *theme;	/* how drawings look; NULL: default */
};

/* What one output is made from.  Emitters borrow all of it. */
struct emit_job {
	const struct tree *t;
	const struct trace *tr;
	const struct summary *s;
	const struct emit_opts *o;
	const char *path;	/* the tree's file, for messages */
	const char *stem;	/* the output's base name, e.g. "seed000" */
};

struct emitter {
	const char *name;	/* --format NAME */
	const char *ext;	/* "NAME.ext"; a folder for folder outputs */
	/* Exactly one of these three is set.  Each returns 0, or -1 with
	   the reason in err ("out of memory" for text). */
	int (*text)(FILE *f, const struct tree *t, const struct trace *tr,
	    const struct summary *s);	/* a pure function of the trace */
	int (*file)(FILE *f, const struct emit_job *j, char *err,
	    size_t errlen);	/* one file that needs more (Graphviz) */
	int (*folder)(const char *dir, const struct emit_job *j, char *err,
	    size_t errlen);	/* many files, written into dir */
	int diagram;		/* a drawing: refused above max_diagram */
};

/*
 * The job's diagram (o->blank: its worksheet) in format "dot", "svg", "png"
 * or "pdf" onto f, drawn by Graphviz: 0, or -1 with the reason in err.
 */
int emit_picture(FILE *f, const struct emit_job *j, const char *format,
    char *err, size_t errlen);

extern const struct emitter emitters[];
extern const int nemitters;

/* The emitter called name, or NULL. */
const struct emitter *emit_find(const char *name);

/* Whether t is more than a diagram can show, under a limit of max_diagram
   nodes (0: none). */
int emit_too_big(long max_diagram, const struct tree *t);

/*
 * Write every output in want for one tree into dir, all or none.  Returns
 * 0, or -1 with the reason printed ("abviz: cannot write ...").  Diagrams
 * of trees above max_diagram are skipped with a note (and an older one
 * removed, since it would not match); when every output asked for is such
 * a diagram, nothing is written and it returns 1 (bad input, as --dot).
 */
int emit_files(const char *dir, const int *want, const struct emit_job *j);

/*
 * One output on f (standard output): 0, or -1 with the reason printed.  The
 * caller checks emit_too_big for diagrams first.
 */
int emit_stream(FILE *f, const struct emitter *e, const struct emit_job *j);

#endif
