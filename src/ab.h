/*
 * ab.h: the traced searches: alpha-beta (MAX-VALUE / MIN-VALUE, fail-soft)
 * and plain minimax.  The search does no I/O; it only appends to a trace.
 */
#ifndef ABVIZ_AB_H
#define ABVIZ_AB_H

#include "trace.h"
#include "tree.h"

/*
 * Search t with algorithm algo, recording every step in tr (which must be
 * zeroed; release it with trace_release).  Returns the root's value; check
 * tr->oom afterwards, since a trace that ran out of memory is incomplete.
 */
double ab_search(const struct tree *t, enum algo algo, struct trace *tr);

#endif
