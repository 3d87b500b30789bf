/*
 * dot.h: the annotated tree diagram, as Graphviz DOT.
 * MAX nodes are up-triangles, MIN nodes down-triangles, leaves boxes; each
 * visited node shows its value (>= / <= when only a bound), its final alpha
 * and beta and its visit order; pruned branches are dashed, grey and cut.
 * The same drawing shows one step of the search (a slide frame) when given
 * the state of the search at that step.
 */
#ifndef ABVIZ_DOT_H
#define ABVIZ_DOT_H

#include <stddef.h>
#include <stdio.h>

#include "msg.h"
#include "steps.h"
#include "theme.h"
#include "trace.h"
#include "tree.h"

/* The step a drawing shows, beyond what the summary as of it says. */
struct dot_step {
	long step;		/* its number in the log, 1-based */
	long nsteps;		/* how many steps the log has */
	int node;		/* the node worked on: the call stack's top */
	int done;		/* 1: that node has returned (or was scored) */
	int cut;		/* the cutoff this step makes, or -1 */
	const char *text;	/* the step's sentence, text[0..len) */
	size_t len;
	int rows;		/* lines to give the sentence (at least its
				   own), so every frame has the same size */
	double inner_w, inner_h;	/* every interior node's size, inches,
					   so every frame has the same layout;
					   0: sized by its label */
	double leaf_w, leaf_h;	/* every leaf's, the same way */
	const struct fold *fold;	/* every node after the step (steps.h):
					   searched, cut, on the stack, what
					   is known of it, the counts so far */
};

/* How a node is drawn, in the diagram and in every other drawing. */
enum look {
	LOOK_DONE,	/* searched, and returned (or scored) */
	LOOK_OPEN,	/* frames: on the call stack, its value still to come */
	LOOK_CUT,	/* left unsearched by a cutoff */
	LOOK_BEYOND,	/* below the depth limit */
	LOOK_LATER	/* frames: not reached yet */
};

/*
 * How node i looks: in the final drawing (now NULL) from the summary s; in
 * a frame from now's fold of the step model.  TikZ and Beamer ask this
 * too, so every drawing tells the same facts.
 */
enum look dot_look(const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now, int i);

/* What a drawing writes at a node it shows searched. */
struct dot_shown {
	int order;		/* 1-based first-visit order */
	int visits;		/* times searched */
	enum km_type type;	/* Knuth and Moore's, as of its last visit */
	double value;		/* what it returned (done) */
	enum bound bound;	/* what its window says of value */
	int exact;		/* value is exact all the same */
	double v;		/* its running value while searched */
	double alpha, beta;	/* its window */
	int on_pv;		/* on the principal variation (dot_on_pv) */
	int cut;		/* the cutoff that left it unsearched, or -1 */
};

/* Node i as the final drawing (now NULL: from the summary s) or a frame
   (from now's fold) shows it. */
struct dot_shown dot_shown(const struct summary *s,
    const struct dot_step *now, int i);

/* Whether node i (and the edge into it) is drawn as on the principal
   variation: in the final drawing (now NULL), and in the frame of the last
   step, where the search is over (its ending); in no frame before. */
int dot_on_pv(const struct summary *s, const struct dot_step *now, int i);

/*
 * Write the diagram of trace tr over t (summarized in s) to f.  Borrows all;
 * returns 0 (it allocates nothing; write errors show in ferror(f)).  The
 * same signature as log_emit and json_emit.
 */
/*
 * The worksheet form (--blank): the leaves' values and names, an empty box
 * at every interior node, no edge cut, the conventions in the legend.
 * Only the trace's conventions are read, never its events.  In theme th
 * (NULL: the default).  Returns 0.
 */
int dot_emit_blank(FILE *f, const struct tree *t, const struct trace *tr,
    const struct theme *th);

/* The same for a part of the tree (a page of a worksheet too wide for
   one): the nodes i with hide[i] are left out, with their edges (hide
   NULL: none). */
int dot_emit_blank_part(FILE *f, const struct tree *t, const struct trace *tr,
    const struct theme *th, const unsigned char *hide);

int dot_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s);

/*
 * The same drawing as of one step: s is the search's summary; now the
 * step, with its fold of the step model (what is searched and cut, the
 * values and windows so far).  Nodes not reached yet are grey and solid,
 * the nodes on the call stack show their running value, the step's node is
 * marked, and the legend tells the step instead of the result.  Nodes and
 * edges carry SVG classes: visited, open, current, cut, later, beyond; path
 * (an edge of the call stack), now (cut by this step).  With now NULL it is
 * dot_emit.  Drawn in theme th (NULL: the default theme, as dot_emit).
 * Borrows all; returns 0.
 */
int dot_emit_state(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now,
    const struct theme *th);

/*
 * The words of every picture (DOT, TikZ, Beamer) come from the message
 * tables (msg.h, M_PIC_*), in the current language.  A format writes them
 * through its own escaping: put(f, s, len) writes s[0..len) escaped.
 */
typedef void dot_put_fn(FILE *f, const char *s, size_t len);

/*
 * Write a message's text (msg's, msg_n's) onto f: its own words through
 * words; argument k (of n) as it is when bit k of raw is set (a mark the
 * caller drew: a symbol, TeX's bold), else through text.  DOT_MSG writes
 * message id and counts the arguments; DOT_MSG_N writes the form of
 * plural message id that count takes.
 */
void dot_msg(FILE *f, dot_put_fn *words, dot_put_fn *text, unsigned raw,
    const char *msgtext, const char *const *arg, int n);
#define DOT_MSG(f, words, text, raw, id, ...) \
	dot_msg((f), (words), (text), (raw), msg(id), \
	    (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))
#define DOT_MSG_N(f, words, text, raw, id, count, ...) \
	dot_msg((f), (words), (text), (raw), msg_n((id), (count)), \
	    (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/* The lines dot_emit_state breaks a step's sentence text[0..len) into. */
int dot_step_rows(const char *text, size_t len);

#endif
