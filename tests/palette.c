/*
 * palette.c: the themes' colours (src/output/theme.c) told apart by
 * readers with colour blindness.  Every theme with colour gives the
 * principal variation, the cut marks, the current node's fill and the
 * plain lines (ink, edges) colours that differ by CIE76 Delta E 25 at least
 * under normal vision and under simulated deuteranopia and protanopia
 * (Machado, Oliveira and Fernandes 2009, severity 1, in linear RGB); and
 * every theme, with colour or without, tells the principal variation and
 * the current node by their weight as well.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tap.h"
#include "theme.h"

#define LEAST 25.0	/* Delta E: two colours one tells apart at a glance */

static const double vision[3][3][3] = {
	{ { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } },
	{ { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
	  { -0.003882, -0.048116, 1.051998 } },
	{ { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
	  { -0.011820, 0.042940, 0.968881 } },
};
static const char *const vision_name[3] = {
	"normal vision", "protanopia", "deuteranopia"
};

static double
linear(unsigned c)
{
	double x = c / 255.0;

	return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4);
}

static double
lab_f(double t)
{
	return t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116;
}

/* "#rrggbb" as seen under vision v, in CIE L*a*b* (D65). */
static void
to_lab(const char *hex, int v, double lab[3])
{
	unsigned rgb[3];
	double lin[3], r[3], x, y, z;
	int i;

	if (sscanf(hex, "#%2x%2x%2x", &rgb[0], &rgb[1], &rgb[2]) != 3)
		rgb[0] = rgb[1] = rgb[2] = 0;
	for (i = 0; i < 3; i++)
		lin[i] = linear(rgb[i]);
	for (i = 0; i < 3; i++) {
		r[i] = vision[v][i][0] * lin[0] + vision[v][i][1] * lin[1] +
		    vision[v][i][2] * lin[2];
		r[i] = r[i] < 0 ? 0 : r[i] > 1 ? 1 : r[i];
	}
	x = lab_f((0.4124 * r[0] + 0.3576 * r[1] + 0.1805 * r[2]) / 0.95047);
	y = lab_f(0.2126 * r[0] + 0.7152 * r[1] + 0.0722 * r[2]);
	z = lab_f((0.0193 * r[0] + 0.1192 * r[1] + 0.9505 * r[2]) / 1.08883);
	lab[0] = 116 * y - 16;
	lab[1] = 500 * (x - y);
	lab[2] = 200 * (y - z);
}

static double
delta_e(const char *a, const char *b, int v)
{
	double p[3], q[3];

	to_lab(a, v, p);
	to_lab(b, v, q);
	return sqrt((p[0] - q[0]) * (p[0] - q[0]) +
	    (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
}

/*
 * The least Delta E between two of the n colours role[] (NULL: a role the
 * theme does not colour) under any vision; worst names that pair.
 */
static double
least_apart(const char *const role[], const char *const name[], int n,
    char *worst, size_t len)
{
	double least = 1e9, e;
	int i, j, v;

	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			for (v = 0; v < 3; v++) {
				if (role[i] == NULL || role[j] == NULL)
					continue;
				e = delta_e(role[i], role[j], v);
				if (e < least) {
					least = e;
					snprintf(worst, len, "%s and %s "
					    "under %s", name[i], name[j],
					    vision_name[v]);
				}
			}
	return least;
}

/* The roles a theme colours differ, pair by pair, under every vision. */
static void
check_theme(const struct theme *th)
{
	const char *const name[4] = { "principal variation", "cut",
	    "current node's fill", "edges" };
	const char *role[4];
	char worst[160] = "";
	double least;

	role[0] = th->pv;
	role[1] = th->cut;
	role[2] = th->now_fill;	/* NULL: the theme fills nothing */
	role[3] = th->edge;
	least = least_apart(role, name, 4, worst, sizeof(worst));
	CHECK(least >= LEAST, "theme %s: principal variation, cut, current "
	    "node and edges differ by Delta E %.0f at least (%s), under normal "
	    "vision, protanopia and deuteranopia", th->name, least, worst);
}

int
main(void)
{
	int i;

	for (i = 0; i < THEME_N; i++) {
		const struct theme *th = &themes[i];

		/* a theme without colour tells its marks by shape alone */
		if (!th->mono)
			check_theme(th);
		CHECK(th->pv_pen >= 2 * th->pen &&
		    th->now_pen >= 2 * th->pen, "theme %s: the principal "
		    "variation (pen %g) and the current node (pen %g) are "
		    "twice as thick as a plain line (pen %g)",
		    th->name, th->pv_pen, th->now_pen, th->pen);
	}
	CHECK(strcmp(themes[THEME_DEFAULT].name, "default") == 0,
	    "the default theme comes first");
	return check_failed != 0;
}
