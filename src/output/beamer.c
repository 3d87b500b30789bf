/*
 * beamer.c: the search as Beamer overlays (see beamer.h).  The frame holds
 * one \only<k>{...} per selected step: the picture as of that step, on the
 * same layout every time (so nothing moves when the lecturer presses
 * "next"), the step's sentence and the counts so far.  What each overlay
 * shows comes from the step model, folded by frames_walk; nothing here
 * looks at the search itself.
 */
#include <stdlib.h>
#include <string.h>

#include "beamer.h"
#include "fmt.h"
#include "frames.h"
#include "tikz.h"

/* The text area of a 16:9 Beamer slide, less the title and the sentence
   under the picture, in centimetres: the picture is scaled to fit it. */
#define SLIDE_W 14.6
#define SLIDE_H 5.4

/* The scale that fits layout l onto a slide (never enlarged). */
static double
fit(const struct layout *l)
{
	double w = l->width + 0.4, h = 2.0 - l->bottom, k = 1;

	if (SLIDE_W / w < k)
		k = SLIDE_W / w;
	if (SLIDE_H / h < k)
		k = SLIDE_H / h;
	return k;
}

/* One overlay: the picture of walk w's step, its sentence, the counts. */
static void
put_overlay(FILE *f, const struct emit_job *j, const struct layout *l,
    const struct frames_walk *w, long k, double scale)
{
	const struct summary *s = j->s;
	const struct fold *fold = w->fold;
	char n1[FMT_INT_MAX], n2[FMT_INT_MAX], n3[FMT_INT_MAX];
	int i, cut = 0;

	for (i = 0; i < j->t->n; i++)
		cut += dot_look(j->t, j->tr, s, &w->now, i) == LOOK_CUT;
	fprintf(f, "%% overlay %ld: step %ld\n\\only<%ld>{%%\n"
	    "\\scalebox{%.3f}{\\begin{tikzpicture}\n", k, w->now.step, k, scale);
	tikz_tree(f, j, l, s, &w->now, 1);
	fputs("\\end{tikzpicture}}\\\\[0.6ex]\n"
	    "\\parbox{\\textwidth}{\\raggedright\\small\\textbf{", f);
	TIKZ_MSG(f, 3, M_PIC_STEP_OF_CAP, fmt_count(w->now.step, n1),
	    fmt_count(w->now.nsteps, n2));
	fputs("} ", f);
	tikz_shown(f, w->now.text, w->now.len, EMIT_ABOUT_SHOWN);
	fputs("\\\\\n{\\footnotesize ", f);
	TIKZ_MSG(f, 7, M_PIC_COUNTS_SO_FAR, fmt_count(fold->visited, n1),
	    fmt_count(j->t->n, n2), fmt_count(cut, n3));
	if (fold->pass > 1)
		TIKZ_MSG(f, 1, M_PIC_PASS, fmt_count(fold->pass, n1));
	fputs("}}}\n", f);
}

int
beamer_emit(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	const struct theme *th = j->o->theme != NULL ? j->o->theme :
	    &themes[THEME_DEFAULT];
	struct layout *l = NULL;
	struct steps *m = NULL;
	struct frames_walk w;
	long k = 0;
	int more, rc = -1;

	memset(&w, 0, sizeof(w));
	if ((l = layout_new(j)) == NULL ||
	    (m = steps_new(j->t, j->tr, j->s)) == NULL ||
	    frames_walk_begin(&w, j, m, 1, NULL) != 0)
		goto oom;
	fputs("% The alpha-beta search of ", f);
	tikz_shown(f, j->t->name, strlen(j->t->name), EMIT_TITLE_SHOWN);
	fprintf(f, " as one Beamer frame, one overlay a step, made by abviz\n"
	    "%% (theme %s).  Compile it alone (pdflatex), or \\input it into a\n"
	    "%% presentation whose preamble has \\usepackage{tikz} and\n"
	    "%% \\usetikzlibrary{shapes.geometric}, after \\def\\abvizbody{}.\n"
	    "\\ifdefined\\abvizbody\\else\n"
	    "\\documentclass[aspectratio=169]{beamer}\n"
	    "\\setbeamertemplate{navigation symbols}{}\n", th->name);
	tikz_packages(f);
	tikz_begin(f);
	fputs("\\fi\n", f);
	tikz_styles(f, th, l);
	fputs("\\begin{frame}[t]{", f);
	tikz_shown(f, j->t->name, strlen(j->t->name), EMIT_TITLE_SHOWN);
	fputs("}\n\\centering\n", f);
	while ((more = frames_walk_next(&w)) > 0)
		put_overlay(f, j, l, &w, ++k, fit(l));
	if (more < 0)
		goto oom;
	fputs("\\par\\vfill\n{\\tiny\\raggedright ", f);
	tikz_key(f, j, 1);
	fputs("\\par}\n\\end{frame}\n"
	    "\\ifdefined\\abvizbody\\expandafter\\endinput\\fi\n", f);
	tikz_end(f);
	rc = 0;
	goto out;
oom:
	msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
out:
	frames_walk_end(&w);
	steps_free(m);
	layout_free(l);
	return rc;
}
