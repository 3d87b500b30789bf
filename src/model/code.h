/*
 * code.h: the pseudocode each formulation is taught with, line for line as
 * the notes write it, and which line every event of a trace executes; and
 * for each course preset (cfg.h), the text of that course.
 */
#ifndef ABVIZ_CODE_H
#define ABVIZ_CODE_H

#include <stddef.h>

#include "cfg.h"
#include "msg.h"
#include "trace.h"
#include "tree.h"

/* The parts of a search routine an event can be at. */
enum code_role {
	ROLE_ENTER,	/* the node's search starts: v = -inf, generate moves */
	ROLE_TERMINAL,	/* a leaf or a node at the depth limit is scored */
	ROLE_CALL,	/* the child's value comes back: v = max(v, ...) */
	ROLE_BOUND,	/* alpha = max(alpha, v) / beta = min(beta, v) */
	ROLE_TEST,	/* the cutoff test */
	ROLE_CUT,	/* what a cut does: return v / break / return beta */
	ROLE_RETURN,	/* the return after the last child */
	ROLE_PROBE,	/* PVS: the null-window call */
	ROLE_RESEARCH,	/* PVS: the test and full-window call after a probe */
	ROLE_RECALL,	/* MTD(f): memory answers */
	ROLE_CHANCE,	/* Star1: a chance node derives a child's A and B */
	ROLE_N
};

/* One text: its lines and, per role, the line (1-based) at a MAX, a MIN
   and a chance node (the same in negamax texts); 0 where the text has no
   such line.  At a chance node, a cut when the child's value reaches B is
   the line after the one it reaches A at, and a cut before the child is
   searched the lines chance_pre[0] (A at U), chance_pre[1] (B at L). */
struct code {
	const char *name;	/* e.g. "aima" */
	enum msg_id title;	/* its name: msg(title) */
	const char *const *lines;	/* with @ge/@le/@gt/@lt for the cut rule */
	int nlines;
	unsigned char at[ROLE_N][3];	/* [role][0: MAX, 1: MIN, 2: chance] */
	int cut_returns;	/* a cut returns at once (AIMA, seed 004), rather
				   than breaking out of the loop to the return */
	unsigned char chance_pre[2];	/* Star1: see above */
};

/* The text preset p's course teaches (p: an entry of cfg.h's preset). */
const struct code *code_for_preset(const struct preset *p);

/* The text cfg's search follows: its preset's, else its formulation's. */
const struct code *code_for(const struct search_cfg *cfg);

/* The text cfg's search of t follows: on a tree with chance nodes,
   expectimax's or Star1's, else code_for's. */
const struct code *code_for_tree(const struct search_cfg *cfg,
    const struct tree *t);

/*
 * Whether a negamax search of t has a node where the same side moves again
 * (tree_turns is 0): its listing then says what its calls do there.
 */
int code_same_side(const struct tree *t, const struct search_cfg *cfg);

/*
 * Line i (1-based) of c written out for the cut rule, into buf (size n):
 * "v >= beta" or "v > beta"; same (code_same_side): with what the call
 * does where the same side moves again.  Returns buf.
 */
#define CODE_LINE_MAX 160
const char *code_line(const struct code *c, int i, enum cutoff_rule rule,
    int same, char *buf, size_t n);

/*
 * The lines event e of tr executes, into line[0..3): the first is the one
 * the step is about; 0 ends the list.  Returns how many.
 */
int code_lines(const struct code *c, const struct tree *t,
    const struct trace *tr, size_t e, int line[3]);

#endif
