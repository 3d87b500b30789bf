/*
 * log.h: the step-by-step log of a search, one numbered line per event,
 * in the language of the notes (alpha, beta, MAX/MIN, the three cases):
 * narrate.h's sentences, numbered and indented by depth.
 */
#ifndef ABVIZ_LOG_H
#define ABVIZ_LOG_H

#include <stdio.h>

#include "narrate.h"
#include "trace.h"
#include "tree.h"

/*
 * Write the log of trace tr over tree t (summarized in s) to f.  Borrows
 * all; returns 0, or -1 when out of memory (write errors show in
 * ferror(f)).
 */
int log_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s);

/*
 * The conventions and the formulation as the log's header says them, for
 * the callers that know them by these names: log_conventions is
 * narrate_conventions without symbols (in English, cfg_conventions'
 * words), log_say_title narrate_title, log_say_conventions
 * narrate_conventions.  Each returns its text.
 */
#define LOG_CONV_MAX NARRATE_CONV_MAX
const char *log_conventions(const struct search_cfg *c, const struct tree *t,
    char *buf, size_t len);
const char *log_say_title(const struct search_cfg *c);
const char *log_say_conventions(const struct search_cfg *c,
    const struct tree *t, int sym, char *buf, size_t len);

#endif
