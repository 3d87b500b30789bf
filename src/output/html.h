/*
 * html.h: --format html, the offline stepper: one self-contained page with
 * the tree drawn by Graphviz, the per-step model as data, and the script
 * that renders any step of it (the page's sources are in src/page/).
 */
#ifndef ABVIZ_HTML_H
#define ABVIZ_HTML_H

#include <stddef.h>
#include <stdio.h>

#include "job.h"

/*
 * Write the page for job j onto f.  Borrows all of j.  Returns 0, or -1
 * with the reason in err: Graphviz's dot is missing or failed (render_dot's
 * message), or memory ran out.  Write errors show in ferror(f).
 */
int html_emit(FILE *f, const struct emit_job *j, char *err, size_t errlen);

/*
 * --format practice: the same page opening on an exercise: the student
 * fills in the tree and cuts edges, the page checks the answer with what
 * abviz check would say, then steps through the search.  What check says
 * is j->practice (check_practice's JSON), which the caller makes: an
 * emitter does not grade.  Without it, -1 with err set.
 */
int html_practice_emit(FILE *f, const struct emit_job *j, char *err,
    size_t errlen);

#endif
