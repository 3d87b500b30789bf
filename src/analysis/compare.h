/*
 * compare.h: abviz compare: every formulation under every move order on one
 * tree, side by side, next to the size of the minimal tree.
 */
#ifndef ABVIZ_COMPARE_H
#define ABVIZ_COMPARE_H

#include <stdio.h>

#include "trace.h"
#include "tree.h"

/*
 * Search t with every formulation and order (keeping base's cutoff rule and
 * depth limit) and write the table, or JSON, to f.  Returns 0, or -1 when
 * out of memory before anything was written.
 */
int compare_emit(FILE *f, const struct tree *t, const struct search_cfg *base,
    int json);

#endif
