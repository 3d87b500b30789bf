/*
 * log.h: the step-by-step log of a search, one numbered line per event,
 * in the language of the notes (alpha, beta, MAX/MIN, the three cases).
 */
#ifndef ABVIZ_LOG_H
#define ABVIZ_LOG_H

#include <stdio.h>

#include "trace.h"
#include "tree.h"

/*
 * Write the log of trace tr over tree t (summarized in s) to f.  Borrows
 * all; returns 0, or -1 when out of memory (write errors show in ferror(f)).
 */
int log_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s);

#endif
