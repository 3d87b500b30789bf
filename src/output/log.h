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

/*
 * The same, noting in mark[k] the offset in f (ftell) where the text of
 * step k + 1 starts, after its number and indent; mark has room for
 * s->steps entries.  The per-step model reads each step's sentence there.
 */
int log_emit_marked(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, long *mark);

/*
 * Where the bound that caused cutoff cu came from, in place of the notes'
 * "elsewhere": "alpha = 3 at C was set at B by its child A at step 10".
 */
void log_put_origin(FILE *f, const struct tree *t, const struct trace *tr,
    const struct cutoff *cu);

/*
 * The conventions in force, as the log's header says them, in the current
 * language (msg.h), into buf of len bytes (LOG_CONV_MAX is enough); in
 * English the same words as cfg_conventions(c, t, 0, ...).  Returns buf.
 */
#define LOG_CONV_MAX 1024
const char *log_conventions(const struct search_cfg *c, const struct tree *t,
    char *buf, size_t len);

/*
 * What the pictures, the page and the stepper say of the search: the
 * formulation's name, and the conventions (with the symbols for alpha,
 * beta and the relations when sym), in the current language; in English
 * cfg_title's and cfg_conventions' words, so English outputs are as they
 * were.  log_say_conventions returns buf.
 */
const char *log_say_title(const struct search_cfg *c);
const char *log_say_conventions(const struct search_cfg *c,
    const struct tree *t, int sym, char *buf, size_t len);

#endif
