/*
 * frames.h: --format frames, slides of a search: NAME.frames/step-NNN.svg
 * (and .png, .pdf or .dot) for every step of the log, or the steps a range
 * or --cutoffs-only selects.  Each frame is the diagram (dot_emit_state) as
 * of its step, read from the per-step model's fold, rendered by Graphviz.
 */
#ifndef ABVIZ_FRAMES_H
#define ABVIZ_FRAMES_H

#include <stddef.h>

#include "dot.h"
#include "job.h"
#include "steps.h"

/* The formats a frame can be written in (--frame-format), in the order a
   frame's files are written: svg, png, pdf, dot. */
extern const char *const frames_format[FRAMES_NFORMAT];

/*
 * --steps RANGE: A..B, A (one step), A.. (to the end) or ..B, 1-based, into
 * first and last (0: that end open).  Returns 0, or -1 with the reason in
 * err.  Whether the range fits a search is frames_check's question.
 */
int frames_range(const char *arg, long *first, long *last, char *err,
    size_t errlen);

/*
 * Whether the range and --cutoffs-only of j->o select at least one step of
 * j's search, and no step past its last.  0, or -1 with the reason in err
 * (a usage error: it says how many steps there are, or where the cutoffs).
 */
int frames_check(const struct emit_job *j, char *err, size_t errlen);

/*
 * The folder emitter: write the frames of j into dir, which exists and is
 * empty.  Returns 0, or -1 with the reason in err (out of memory, Graphviz
 * missing or failing, a file that cannot be written).  Borrows j.
 */
int frames_write(const char *dir, const struct emit_job *j, char *err,
    size_t errlen);

/*
 * One pass over the selected steps, shared by every stepped drawing (the
 * frames, the Beamer overlays): the step model folded to each selected
 * step (steps_fold) says what is searched and cut so far, and the values
 * and windows each step shows (w->now.fold).
 */
struct frames_walk {
	const struct emit_job *j;
	const struct steps *m;
	struct fold *fold;	/* the fold, at step k */
	long k;			/* the next step to look at, 0-based */
	struct dot_step now;	/* the step found, for dot_emit_state */
	char *last;		/* the last step's text: its sentence and the
				   ending (steps_last_text) */
};

/* Start a walk over m's selected steps (j->o's range, --cutoffs-only),
   frames of rows sentence lines, with the node sizes of sizes (NULL: each
   sized by its label): 0, or -1 when out of memory.  Borrows j and m;
   frames_walk_end frees what it made, whatever it returned. */
int frames_walk_begin(struct frames_walk *w, const struct emit_job *j,
    const struct steps *m, int rows, const struct dot_step *sizes);

/* Go to the next selected step: 1, 0 when there is none left, -1 when out
   of memory. */
int frames_walk_next(struct frames_walk *w);
void frames_walk_end(struct frames_walk *w);

/* Whether step k (1-based) of kind is one j->o's range asks for. */
int frames_selected(const struct emit_opts *o, long k, enum ev_kind kind);

#endif
