/*
 * paper.c: a drawing on paper (see paper.h).  Graphviz scales a graph whose
 * size attribute ends in "!" to fill that size, the pad around it scaled
 * with it: so the page's size as size, and as pad the room left around
 * the drawing at the chosen scale (unscaled), make a picture that is the
 * page, the drawing centred at that scale.
 */
#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "paper.h"
#include "render.h"

const char *const paper_names[PAPER_N] = { "a4", "letter" };

/* The pages upright, in points: A4 (210 x 297 mm) and US Letter. */
static const double page_size[PAPER_N][2] = {
	{ 595.28, 841.89 }, { 612.0, 792.0 }
};

#define SCALE_MAX 1.4	/* a small tree is enlarged no more */

/* The scale that fits w x h points into a page of pw x ph, within its
   margins. */
static double
fit_scale(double w, double h, double pw, double ph)
{
	double kw = (pw - 2 * PAPER_MARGIN) / w, kh = (ph - 2 * PAPER_MARGIN) / h;
	double k = kw < kh ? kw : kh;

	return k < SCALE_MAX ? k : SCALE_MAX;
}

int
paper_measure(const char *dot, size_t len, enum paper p,
    struct paper_fit *fit, char *err, size_t errlen)
{
	char *plain = NULL;
	size_t plen = 0;
	double up, across, scale;
	FILE *m;
	int rc = -1;

	if ((m = open_memstream(&plain, &plen)) == NULL) {
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		return -1;
	}
	rc = render_dot(dot, len, "plain", m, err, errlen);
	if (fclose(m) != 0 && rc == 0) {
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		rc = -1;
	}
	/* "graph SCALE WIDTH HEIGHT", in inches */
	if (rc == 0 && (plain == NULL || sscanf(plain, "graph %lf %lf %lf",
	    &scale, &fit->width, &fit->height) != 3 || fit->width <= 0 ||
	    fit->height <= 0)) {
		msg_format(err, errlen, M_ERR_GRAPHVIZ_DOT_GAVE_NO, NULL, 0);
		rc = -1;
	}
	free(plain);
	if (rc != 0)
		return -1;
	fit->width *= 72;
	fit->height *= 72;
	up = fit_scale(fit->width, fit->height, page_size[p][0],
	    page_size[p][1]);
	across = fit_scale(fit->width, fit->height, page_size[p][1],
	    page_size[p][0]);
	fit->landscape = across > up;
	fit->scale = fit->landscape ? across : up;
	fit->page_w = page_size[p][fit->landscape ? 1 : 0];
	fit->page_h = page_size[p][fit->landscape ? 0 : 1];
	fit->tall = fit->scale < SCALE_MAX && (fit->page_h - 2 * PAPER_MARGIN) /
	    fit->height <= (fit->page_w - 2 * PAPER_MARGIN) / fit->width;
	return 0;
}

void
paper_put_dot(FILE *f, const char *dot, size_t len,
    const struct paper_fit *fit)
{
	size_t end = len;

	/* before the graph's closing brace: the last word on its attributes */
	while (end > 0 && dot[end - 1] != '}')
		end--;
	if (end > 0)
		end--;
	fwrite(dot, 1, end, f);
	fprintf(f, "  graph [size=\"%.4f,%.4f!\", pad=\"%.4f,%.4f\", "
	    "margin=0];\n", fit->page_w / 72, fit->page_h / 72,
	    (fit->page_w / fit->scale - fit->width) / 2 / 72,
	    (fit->page_h / fit->scale - fit->height) / 2 / 72);
	fwrite(dot + end, 1, len - end, f);
}

/* The parts of a worksheet being split. */
struct split {
	const struct tree *t;
	const struct trace *tr;
	const struct theme *th;
	enum paper p;
	unsigned char **hide;	/* each part's nodes left out */
	int n, cap;
	char *err;
	size_t errlen;
};

/* Which nodes the part shows: the path from the root to a, and the
   subtrees of a's children lo..hi; into hide (1: left out). */
static void
part_nodes(const struct tree *t, int a, int lo, int hi, unsigned char *hide)
{
	const struct tree_node *nd = &t->node[a];
	int i, c;

	memset(hide, 1, (size_t)t->n);
	for (i = a; i >= 0; i = t->node[i].parent)
		hide[i] = 0;
	for (c = nd->first + lo; c <= nd->first + hi; c++)
		hide[c] = 0;
	/* breadth-first: a node's parent comes before it */
	for (i = nd->first + nd->nkids; i < t->n; i++)
		if (t->node[i].parent > a && !hide[t->node[i].parent])
			hide[i] = 0;
}

/* Whether the part fits a page at PAPER_SCALE_MIN: 1; 0 when too wide;
   2 when too tall (no narrower part would fit better); -1 (err). */
static int
part_fits(struct split *sp, const unsigned char *hide)
{
	struct paper_fit fit;
	char *dot = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&dot, &len);
	int rc = -1;

	if (m == NULL) {
		msg_format(sp->err, sp->errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		return -1;
	}
	dot_emit_blank_part(m, sp->t, sp->tr, sp->th, hide);
	if (fclose(m) != 0 || dot == NULL)
		msg_format(sp->err, sp->errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
	else if (paper_measure(dot, len, sp->p, &fit, sp->err, sp->errlen) == 0)
		rc = fit.scale >= PAPER_SCALE_MIN ? 1 : fit.tall ? 2 : 0;
	free(dot);
	return rc;
}

/* Keep the part of a's children lo..hi: 0, or -1 (err). */
static int
part_add(struct split *sp, int a, int lo, int hi)
{
	unsigned char **h;

	if (sp->n == sp->cap) {
		sp->cap = sp->cap ? 2 * sp->cap : 4;
		if ((h = realloc(sp->hide, (size_t)sp->cap * sizeof(*h))) == NULL)
			goto oom;
		sp->hide = h;
	}
	if ((sp->hide[sp->n] = malloc((size_t)sp->t->n)) == NULL)
		goto oom;
	part_nodes(sp->t, a, lo, hi, sp->hide[sp->n++]);
	return 0;
oom:
	msg_format(sp->err, sp->errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
	return -1;
}

/*
 * Split the subtree of a into parts that each fit a page: runs of a's
 * children as long as fit, each under the path from the root to a; a
 * child whose subtree alone is too wide is split the same way, one level
 * down (one too tall, or a leaf, gets a page all the same).  0, or -1.
 */
static int
split_node(struct split *sp, int a, unsigned char *hide)
{
	const struct tree_node *nd = &sp->t->node[a];
	int lo, hi, r;

	for (lo = 0; lo < nd->nkids; lo = hi + 1) {
		part_nodes(sp->t, a, lo, lo, hide);
		if ((r = part_fits(sp, hide)) < 0)
			return -1;
		hi = lo;
		/* too wide alone: its own children in parts */
		if (r == 0 && sp->t->node[nd->first + lo].nkids > 0) {
			if (split_node(sp, nd->first + lo, hide) != 0)
				return -1;
			continue;
		}
		while (r == 1 && hi + 1 < nd->nkids) {
			part_nodes(sp->t, a, lo, hi + 1, hide);
			if ((r = part_fits(sp, hide)) < 0)
				return -1;
			hi += r == 1;
		}
		if (part_add(sp, a, lo, hi) != 0)
			return -1;
	}
	return 0;
}

int
paper_split(const struct tree *t, const struct trace *tr,
    const struct theme *th, enum paper p, unsigned char ***parts, int *n,
    char *err, size_t errlen)
{
	struct split sp = { t, tr, th, p, NULL, 0, 0, err, errlen };
	unsigned char *hide = malloc((size_t)t->n);
	int rc = -1, k;

	if (hide == NULL)
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
	else
		rc = split_node(&sp, 0, hide);
	free(hide);
	if (rc != 0) {
		for (k = 0; k < sp.n; k++)
			free(sp.hide[k]);
		free(sp.hide);
		return -1;
	}
	*parts = sp.hide;
	*n = sp.n;
	return 0;
}
