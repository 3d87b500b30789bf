/*
 * exam.h: abviz gen's files.  For each exam tree found (gen_find), the
 * tree file, its answer key (in abviz check's text form), a worksheet and
 * the solution, drawn as every diagram is (emit.h); with several trees,
 * every key in one file and every worksheet in one page to print.
 */
#ifndef ABVIZ_EXAM_H
#define ABVIZ_EXAM_H

#include <stddef.h>

#include "gen.h"
#include "paper.h"

/*
 * Write v[0..n)'s files into dir (made if missing): STEM.json,
 * STEM.key.txt, STEM.worksheet.FMT and STEM.solution.FMT for each, and
 * with n > 1 keys.txt and worksheets.html (worksheets.dot when format is
 * "dot").  format: pdf, svg, png or dot; the pictures (not the DOT text)
 * each a page of paper p, upright or across (paper.h).  All or none: every file is
 * written to a temporary and renamed into place once all are complete; a
 * folder made here is removed again on failure.  Borrows v.  0, or -1
 * with the reason in err (Graphviz's, the file system's).
 */
int exam_write(const char *dir, const struct gen_variant *v, long n,
    const char *format, enum paper p, char *err, size_t errlen);

#endif
