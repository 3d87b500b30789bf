/*
 * frames.h: --format frames, slides of a search: NAME.frames/step-NNN.svg
 * (and .png, .pdf or .dot) for every step of the log, or the steps a range
 * or --cutoffs-only selects.  Each frame is the diagram (dot_emit_state) as
 * of its step, read from the per-step model, rendered by Graphviz.
 */
#ifndef ABVIZ_FRAMES_H
#define ABVIZ_FRAMES_H

#include <stddef.h>

#include "emit.h"

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

#endif
