/*
 * dot.h: the annotated tree diagram, as Graphviz DOT.
 * MAX nodes are up-triangles, MIN nodes down-triangles, leaves boxes; each
 * visited node shows its value (>= / <= when only a bound), its final alpha
 * and beta and its visit order; pruned branches are dashed, grey and cut.
 */
#ifndef ABVIZ_DOT_H
#define ABVIZ_DOT_H

#include <stdio.h>

#include "trace.h"
#include "tree.h"

/*
 * Write the diagram of trace tr over t (summarized in s) to f.  Borrows all;
 * returns 0 (it allocates nothing; write errors show in ferror(f)).  The
 * same signature as log_emit and json_emit.
 */
int dot_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s);

#endif
