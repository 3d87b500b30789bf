/*
 * report.h: what abviz check tells of graded answers (check.h grades
 * them): the report, as text (each tree's head, each answer's items right
 * or wrong with their reasons, the misconceptions that explain them, and
 * a class summary of the most common mistakes) or as JSON; and the
 * gradebook, a CSV file with a column per item.
 */
#ifndef ABVIZ_REPORT_H
#define ABVIZ_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "check.h"

/* A tree answers are graded against, loaded once for all of them. */
struct report_tree {
	char *path;		/* the tree file, as named */
	struct tree *t;
	struct checker *c;	/* NULL: the tree is bad (reported once) */
	struct search_cfg cfg;	/* the search it was graded under */
	char *error;		/* why it is bad */
};

/* What one answer came to. */
struct report_row {
	const char *answer;	/* the answer file, as named */
	const char *tree;	/* the tree it answers: a report_tree's path */
	struct grade g;
	int ok;			/* graded (else the file was bad) */
	char *error;		/* why not */
};

struct report_opts {
	int json;		/* the whole report as JSON */
	int brief;		/* text: a line per answer, no items */
};

/*
 * The report on rows[0..n) (graded against trees[0..ntrees)) onto f: as
 * text, each tree's head before its answers and, with several answers,
 * the class summary; or as JSON.  Borrows all.  0, or -1 when out of
 * memory (nothing written then).
 */
int report_put(FILE *f, const struct report_opts *o,
    const struct report_tree *trees, int ntrees, const struct report_row *rows,
    int n);

/*
 * The gradebook of rows[0..n) written whole to path (out.h; "-" is
 * standard output): file, tree, score, total, percent, error, then a
 * column per item seen in any answer.  A cell a spreadsheet would take for
 * a formula is guarded inside its quotes.  0, or -1 with the reason in err.
 */
int report_csv(const char *path, const struct report_row *rows, int n,
    char *err, size_t errlen);

/*
 * Answer file path's error err (said in the current language) as a row's
 * error, which the report says in English whatever --lang says (TAs'
 * scripts read it): the file read again with the messages in English,
 * unless it is standard input ("-"), which is read once.  A new string
 * (free it), or NULL when out of memory.
 */
char *report_answer_error(const char *err, const char *path,
    const struct checker *c);

#endif
