/*
 * narrate.h: the sentences of the log, in the language of the notes (alpha,
 * beta, MAX/MIN, the three cases) and in the current language (msg.h).  A
 * narrator replays the trace as it tells it, one event at a time, and adds
 * what the log says of each event at the end of a text of the caller's:
 * the log (log.c) numbers and indents the sentences and writes them out,
 * the step model (steps.c) keeps each step's.  Nothing here writes a file.
 */
#ifndef ABVIZ_NARRATE_H
#define ABVIZ_NARRATE_H

#include <stddef.h>

#include "tbuf.h"
#include "trace.h"
#include "tree.h"

struct narrator;

/*
 * A narrator of trace tr over t, summarized in s, adding its sentences to
 * out.  Borrows all; NULL when out of memory.  Free it with narrate_free.
 */
struct narrator *narrate_new(const struct tree *t, const struct trace *tr,
    const struct summary *s, struct tbuf *out);

/*
 * Tell the next event of the trace (the first, then each in turn), after
 * which narrate_state is the search as of that event.  A numbered step
 * (ev_is_step) adds its sentence: one line, ended by a newline.  A pass
 * of a search of several adds its heading line (after an empty line from
 * the second on); a prune adds nothing (its cutoff named it).
 */
void narrate_next(struct narrator *n);

/* The log's header (the tree, the search, the conventions), ended by an
   empty line, and its closing summary (the result, the counts), from an
   empty line on. */
void narrate_header(struct narrator *n);
void narrate_summary(struct narrator *n);

/* The summary's lines without its heading, each indented by two spaces and
   ended by a newline: what the steppers' last step concludes (the value,
   the best move, the principal variation, the nodes visited and saved,
   then the passes and the rest, which a stepper short of rows may cut). */
void narrate_ending(struct narrator *n);

/* The search as of the events told so far (a lean summary: read its
   records through trace_info; no minimax values, no principal
   variation). */
const struct summary *narrate_state(const struct narrator *n);

/* Free n: 0, or -1 when memory ran out while it told (a sentence may then
   be short).  narrate_free(NULL) is a no-op.  Out of memory in out shows
   in out->oom. */
int narrate_free(struct narrator *n);

/*
 * Where the bound that caused cutoff cu came from, in place of the notes'
 * "elsewhere": "alpha = 3 at C was set at B by its child A at step 10".  A
 * new string the caller frees, or NULL when out of memory.
 */
char *narrate_origin(const struct tree *t, const struct trace *tr,
    const struct cutoff *cu);

/*
 * What the pictures, the pages and the steppers say of the search: the
 * formulation's name, and the conventions (into buf of len bytes,
 * NARRATE_CONV_MAX is enough; returned), in the current language: the
 * log's header's words.  With sym, English names alpha, beta and the
 * relations by their symbols ("cut when α ≥ β": cfg_conventions').
 */
#define NARRATE_CONV_MAX 1024
const char *narrate_title(const struct search_cfg *c);
const char *narrate_conventions(const struct search_cfg *c,
    const struct tree *t, int sym, char *buf, size_t len);

#endif
