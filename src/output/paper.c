/*
 * paper.c: a drawing on paper (see paper.h).  Graphviz scales a graph whose
 * size attribute ends in "!" to fill that size, the pad around it scaled
 * with it: so the page's size as size, and as pad the room left around
 * the drawing at the chosen scale (unscaled), make a picture that is the
 * page, the drawing centred at that scale.
 */
#include <stdlib.h>
#include <string.h>

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
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	rc = render_dot(dot, len, "plain", m, err, errlen);
	if (fclose(m) != 0 && rc == 0) {
		snprintf(err, errlen, "out of memory");
		rc = -1;
	}
	/* "graph SCALE WIDTH HEIGHT", in inches */
	if (rc == 0 && (plain == NULL || sscanf(plain, "graph %lf %lf %lf",
	    &scale, &fit->width, &fit->height) != 3 || fit->width <= 0 ||
	    fit->height <= 0)) {
		snprintf(err, errlen, "Graphviz's dot gave no size");
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
