/*
 * job.h: what one output is made from, the tree, its search and the
 * options of the outputs; every emitter borrows one (emit.h is their
 * table).  Also the limits every picture keeps to.
 */
#ifndef ABVIZ_JOB_H
#define ABVIZ_JOB_H

#include <stddef.h>
#include <stdio.h>

#include "theme.h"
#include "trace.h"
#include "tree.h"

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
	/*
	 * The practice page's data (--format practice): write what abviz
	 * check says of every answer to t searched under cfg
	 * (check_practice's JSON) onto f; 0, or -1 with err set.  Set by
	 * the command, which knows the grader: an emitter does not grade.
	 * NULL where no practice page is made.
	 */
	int (*practice)(FILE *f, const struct tree *t,
	    const struct search_cfg *cfg, char *err, size_t errlen);
};

#endif
