/*
 * ab.h: the traced searches: minimax, negamax, alpha-beta in the notes' three
 * shapes (MAX-VALUE / MIN-VALUE fail-soft, seed 000's fail-hard, seed 004's
 * negamax), PVS and MTD(f), under any move order, cutoff rule, depth limit,
 * aspiration window or iterative deepening.  The search does no I/O; it only
 * appends to a trace.
 */
#ifndef ABVIZ_AB_H
#define ABVIZ_AB_H

#include <stddef.h>

#include "trace.h"
#include "tree.h"

/*
 * Whether cfg can search t: every node the depth limit stops at must have an
 * "eval".  Returns 0, or -1 with the reason in err.
 */
int ab_check(const struct tree *t, const struct search_cfg *cfg, char *err,
    size_t errsz);

/*
 * Search t as cfg says (ab_check it first), recording every step in tr, which
 * must be zeroed; release it with trace_release.  Returns 0, or -1 when out
 * of memory (the trace is then incomplete).  The root's value is tr->result.
 */
int ab_search(const struct tree *t, const struct search_cfg *cfg,
    struct trace *tr);

/*
 * The child order cfg's order (and depth) gives t before any search, the
 * one ab_search starts from, into kids[0..n-1]: kids[first..first+nkids)
 * are a node's children in search order.  Searches that share an order
 * (abviz compare's rows) compute it once.  Returns 0, or -1 when out of
 * memory.
 */
int ab_order(const struct tree *t, const struct search_cfg *cfg, int *kids);

/* ab_search, starting from kids (ab_order's for cfg, which it borrows). */
int ab_search_from(const struct tree *t, const struct search_cfg *cfg,
    const int *kids, struct trace *tr);

#endif
