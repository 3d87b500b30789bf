/*
 * beamer.h: --format beamer, one Beamer frame that steps through the search
 * with overlays: slide k shows the tree as of the k-th selected step of the
 * log (all, a --steps range, or --cutoffs-only), read from the per-step
 * model through the same walk as the frames, drawn by tikz.c.
 */
#ifndef ABVIZ_BEAMER_H
#define ABVIZ_BEAMER_H

#include <stdio.h>

#include "job.h"

/* Write NAME.beamer.tex for j onto f: a document of one frame, or only the
   frame when \abvizbody is defined before \input.  0, or -1 with the
   reason in err (out of memory).  Borrows j. */
int beamer_emit(FILE *f, const struct emit_job *j, char *err, size_t errlen);

#endif
