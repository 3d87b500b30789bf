/*
 * check.h: grading an answer against the search it answers.  A checker holds
 * one tree searched under the course's conventions (the key) and, made when
 * first needed, the searches of a catalogue of misconceptions; each answer
 * is graded item by item, every wrong item with its reason from the trace,
 * and the misconceptions whose search reproduces the whole answer named.
 */
#ifndef ABVIZ_CHECK_H
#define ABVIZ_CHECK_H

#include <stddef.h>
#include <stdio.h>

#include "answer.h"
#include "msg.h"
#include "trace.h"
#include "tree.h"

/*
 * One wrong search of the catalogue, or a course's convention (cutting on
 * equality or not): a student who follows another course's convention has
 * no misconception, and the report says so.
 */
struct misconception {
	const char *name;	/* e.g. "shallow" */
	enum msg_id what;	/* what the student does, in words */
	int convention;		/* 1: a convention, not a mistake */
	/* The wrong search's settings from the course's: 0, or -1 when it
	   is the course's own or means nothing under it. */
	int (*apply)(struct search_cfg *c, enum player *root);
	int chance;		/* 1: about chance nodes, so shown only on
				   trees with them (tests/chance-check.c) */
};

extern const struct misconception misconceptions[];
extern const int nmisconceptions;

/* The kinds of mistake an item can show; the reports count them. */
enum mistake_kind {
	MK_NONE, MK_WRONG_VALUE, MK_VALUE_NOT_BOUND, MK_BOUND_NOT_VALUE,
	MK_WRONG_BOUND, MK_MISSED_PRUNING, MK_EXTRA_PRUNING, MK_PRUNED_VALUE,
	MK_SEARCHED_PRUNED, MK_WRONG_WINDOW, MK_WRONG_CASE, MK_MISSED_CUTOFF,
	MK_EXTRA_CUTOFF, MK_WRONG_CUTOFF, MK_WRONG_MOVE, MK_WRONG_PV,
	MK_WRONG_ORDER, MK_BEYOND,
	MK_NOTATION,	/* true of the search, but not in the course's
			   notation (--notation bounds or returned) */
	MK_N
};

/* Mistake m's name in language l (in English, the reports' key). */
const char *mistake_kind_text(enum lang l, enum mistake_kind m);

/* One graded item of an answer. */
struct item {
	enum ans_kind kind;
	char subject[64];	/* what it is about: "G", "value"; with kind,
				   its column in a gradebook */
	int line, col;		/* where the answer says it */
	double credit;		/* 0 to 1 (partial credit per node) */
	double weight;		/* of its kind (--weights) */
	enum mistake_kind mistake;	/* MK_NONE when right */
	char *given;		/* what the answer says, in words */
	char *expected;		/* what the search says */
	char *reason;		/* why, from the trace: step, window and the
				   inequality; NULL when right */
	char *note;		/* a right item in a form other than the
				   course's: what the course writes; or NULL */
};

struct grade {
	struct item *item;
	int n;
	double score, total;	/* weighted: sum of credit * weight, of weight */
	/* misconceptions[] the answer shows evidence of, most first: each
	   makes right at least half of the items the course's search marks
	   wrong (explains[k] of them) and no right item wrong */
	int *match;
	int *explains;
	int nmatch;
	int diagnosed;		/* 1 when the catalogue was run (a wrong answer) */
	int right;		/* every item fully right (whatever it weighs) */
};

struct checker;

/*
 * A checker for tree t (which must outlive it) searched under cfg: NULL
 * with the reason in err ("out of memory", or why cfg cannot search t).
 */
struct checker *checker_new(const struct tree *t, const struct search_cfg *cfg,
    char *err, size_t errlen);
void checker_free(struct checker *c);	/* checker_free(NULL) is a no-op */

/*
 * How cfg's grading reads a bounded node's value, for the report's "graded
 * against" line: e.g. "notation: either (a bound such as >=15, or the
 * number returned; the course writes bounds)".
 */
const char *notation_text(const struct search_cfg *cfg);

/* The node names of the checker's tree, for answer_load. */
const struct ids *checker_ids(const struct checker *c);

/*
 * Grade answer a into g (zeroed by the call; free it with grade_free):
 * weights[k] is the weight of an item of enum ans_kind k.  Returns 0, or -1
 * when out of memory.
 */
int check_grade(struct checker *c, const struct answer *a,
    const double *weights, struct grade *g);
void grade_free(struct grade *g);

/*
 * The options of abviz run that show misconception m's search of this
 * tree, e.g. "--algo alphabeta --cutoff gt --order ltr --root max", into
 * buf (CHECK_FLAGS_MAX bytes).  Returns buf.
 */
#define CHECK_FLAGS_MAX 256
const char *check_flags(const struct checker *c, int m, char *buf);

/*
 * What the practice page grades with, as JSON onto f, so that it grades
 * as check_grade does without rules of its own: for every interior node
 * the verdict (mistake, reason, note) of every answer worth one of its
 * own, and of any other number or bound, and its window; for every node
 * why its subtree is or is not pruned; for every misconception the
 * answers its search makes right, where they differ from the course's.
 * Its sentences are in the page's language (msg_lang), the mistakes keyed
 * by their English names as abviz check reports them.  tests/browser/
 * agree.mjs holds the page to check_grade on random answers.  Returns 0,
 * or -1 when out of memory.
 */
int check_practice(FILE *f, struct checker *c);

#endif
