/*
 * json.h: the machine-readable outputs of a search, the contracts other
 * tools, the pages and the tests read (their fields are listed in the
 * README): the result (json.c) and the per-step model (json-steps.c).
 */
#ifndef ABVIZ_JSON_H
#define ABVIZ_JSON_H

#include <stdio.h>

#include "jsonw.h"	/* json_put_str, json_put_num */
#include "steps.h"
#include "trace.h"
#include "tree.h"

/*
 * Write the result of trace tr over t (summarized in s) to f.  Borrows all;
 * returns 0, or -1 when out of memory before anything was written.
 */
int json_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s);

/*
 * --format steps: the step model of trace tr over t (summarized in s) as
 * JSON: the tree, the pseudocode, and one object per step with the
 * fold's changes at it.  0, or -1 when out of memory.
 */
int json_steps_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s);

/* The same for a model m of tr already made (the page has one). */
int json_steps_put(FILE *f, const struct trace *tr, const struct summary *s,
    const struct steps *m);

/* ",\n  \"source\": ..., \"description\": ..." for the ones t has. */
void json_put_about(FILE *f, const struct tree *t);

/* Node i's id as a JSON string; null for TREE_NONE.  n ids as an array. */
void json_put_id(FILE *f, const struct tree *t, int i);
void json_put_ids(FILE *f, const struct tree *t, const int *ids, int n);

/*
 * A cutoff's fields, without braces: "node", "after", the children it
 * pruned in search order under the key children, "alpha", "beta" (the
 * window at the cut) and "tested" (the number the cut rule compared).
 */
void json_put_cutoff(FILE *f, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu, const char *children);

/* The conventions cfg searched t under, as one JSON object. */
void json_put_conventions(FILE *f, const struct tree *t,
    const struct search_cfg *c);

#endif
