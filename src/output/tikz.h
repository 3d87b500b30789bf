/*
 * tikz.h: the annotated tree as a TikZ picture for LaTeX (--format tikz),
 * and the pieces Beamer's slides (beamer.c) draw each step with.  The
 * layout is computed once, so a node stands at the same place on every
 * slide; what each node shows is dot_look's answer, as in the
 * diagram.  Every user string is escaped for TeX.  Where each node and
 * each of its words stands is layout.c's answer.
 */
#ifndef ABVIZ_TIKZ_H
#define ABVIZ_TIKZ_H

#include <stdio.h>

#include "dot.h"
#include "job.h"
#include "layout.h"

/* The packages a drawing needs, for a preamble (after \documentclass),
   with what the current language's characters need. */
void tikz_packages(FILE *f);

/* A standalone document's \begin{document} and \end{document}, with the
   environment the current language's characters need between them. */
void tikz_begin(FILE *f);
void tikz_end(FILE *f);

/* The colours and styles of theme th (NULL: default), with the shapes'
   sizes of layout l, and the \abvizu macro for characters outside ASCII:
   in the body, before the first picture. */
void tikz_styles(FILE *f, const struct theme *th, const struct layout *l);

/*
 * The tree as of s (the final summary, or a replay's state) and now (NULL:
 * the final drawing, else the step it shows), over layout l: the nodes and
 * edges, inside a tikzpicture the caller opens and closes.  With box, the
 * picture's bounding box is fixed by the layout alone, so that every
 * slide has the same size.
 */
void tikz_tree(FILE *f, const struct emit_job *j, const struct layout *l,
    const struct summary *s, const struct dot_step *now, int box);

/* s[0..len) escaped for TeX: specials as commands, characters outside
   ASCII as the \abvizu macro of tikz_styles writes them. */
void tikz_text(FILE *f, const char *s, size_t len);
void tikz_str(FILE *f, const char *s);

/* The same for s[0..len), a text of the tree's (its name, source,
   description) or a step's sentence, cut after its first max characters
   with \ldots (emit.h). */
void tikz_shown(FILE *f, const char *s, size_t len, size_t max);

/* The same for a message's own words (dot_msg): as tikz_text, but ASCII
   punctuation (- ' `) as it is, since a message has no "--" or "''". */
void tikz_words(FILE *f, const char *s, size_t len);

/* A message onto f (see dot_msg): raw's arguments as they are, the other
   arguments through tikz_text. */
#define TIKZ_MSG(f, raw, id, ...) \
	DOT_MSG((f), tikz_words, tikz_text, (raw), (id), __VA_ARGS__)
#define TIKZ_MSG_N(f, raw, id, count, ...) \
	DOT_MSG_N((f), tikz_words, tikz_text, (raw), (id), (count), __VA_ARGS__)

/* Number x in TeX's math, "$3$" or "$+\infty$", into buf (FMT_NUM_MAX +
   12 bytes, TIKZ_NUM_MAX).  Returns buf. */
#define TIKZ_NUM_MAX 48
const char *tikz_num(double x, char *buf);

/* The key to the marks, one paragraph (frames: the marks of a step too). */
void tikz_key(FILE *f, const struct emit_job *j, int frame);

/* --format tikz: NAME.tikz.tex, standalone, or \input after
   \def\abvizbody{}.  0, or -1 with the reason in err. */
int tikz_emit(FILE *f, const struct emit_job *j, char *err, size_t errlen);

#endif
