/*
 * emit.h: the outputs, as one table of emitters over the same (tree, trace,
 * summary), and the one way to write them: every output of a tree to a
 * temporary first, renamed into place only when all are complete, so a
 * failure never leaves a half-written file nor replaces an older good one.
 */
#ifndef ABVIZ_EMIT_H
#define ABVIZ_EMIT_H

#include <stdio.h>

#include "job.h"	/* struct emit_job, struct emit_opts */
#include "theme.h"
#include "trace.h"
#include "tree.h"

/*
 * The default limit of a drawing, for every command that draws: Graphviz
 * lays out 1000 nodes in about 0.3 s and 4000 in about 4 s, and a diagram
 * that big is unreadable anyway.  --max-diagram moves it.
 */
#define EMIT_DIAGRAM_MAX 2000

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

/*
 * 1 when t has chance nodes and an output asked for (print, else every
 * want[k]) cannot show them yet: then it says so on standard error, for
 * the input path.  0 otherwise.
 */
int emit_chance_refused(const char *path, const struct tree *t,
    const struct emitter *print, const int *want);

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
 * With wrote, *wrote is then what was written, for the command to say:
 * "out/fig52.dot, out/fig52.log, out/fig52.frames/" (a folder ends in
 * "/"), a new string the caller frees; NULL when nothing was written or
 * out of memory.
 */
int emit_files(const char *dir, const int *want, const struct emit_job *j,
    char **wrote);

/*
 * One output on f (standard output): 0, or -1 with the reason printed.  The
 * caller checks emit_too_big for diagrams first.
 */
int emit_stream(FILE *f, const struct emitter *e, const struct emit_job *j);

#endif
