/*
 * clash.c: the clash test's two helpers (tests/clash.sh).
 *
 *	clash tree SEED		a random tree, as abviz reads it, on stdout
 *	clash check DPI WORDS PAGE.pgm...
 *
 * check reads the words of a PDF (pdftotext -bbox: each word's box, in
 * points) and its pages rendered without their text (Ghostscript's
 * -dFILTERTEXT, grey PGM at DPI), and names every word that a line
 * crosses (ink under the word's letters) or that overlaps another word.
 * It prints one line per clash and "N words, N clashes"; exit 1 on a
 * clash, 2 on bad input.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

/* A word's box, in points from the page's top left. */
struct word {
	int page;
	double x0, y0, x1, y1;
	char text[64];
};

/* A page without its text: grey levels, 0 black, 255 white. */
struct pgm {
	int w, h;
	unsigned char *px;
};

/* What is ink: darker than this (a light fill, as of the step's node
   in every theme, is not; the lightest line colour, #b4b4b4, is). */
#define INK 190

/*
 * The part of a word's box its letters fill, as a fraction of the box's
 * height: pdftotext's box runs from the font's ascender to its
 * descender, higher than most letters; a line that only grazes that
 * margin does not cross a letter.
 */
#define INSET_TOP 0.18
#define INSET_BOTTOM 0.20
#define INSET_SIDE 0.04

/* ---- the random trees ---- */

static int nnodes;

/* The shape of a random tree's nodes: ids, evaluations, and a mover
   named now and then (sides that do not alternate). */
struct shape {
	int kids, range, named, evals;
};

/* A node of at most depth more levels: a leaf (a number) or its
   children, as an array or, when the tree has ids or evaluations, an
   object. */
static void
put_tree(int depth, const struct shape *sh)
{
	int k, c, leaf = depth == 0 || (nnodes > 1 && rnd(5) == 0) ||
	    nnodes > 60;

	nnodes++;
	if (leaf) {
		int v = (int)rnd((unsigned)sh->range) - sh->range / 2;

		if (rnd(6) == 0)
			printf("%d.5", v);
		else
			printf("%d", v);
		return;
	}
	k = rnd(8) == 0 ? 1 : 2 + (int)rnd((unsigned)sh->kids - 1);
	if (sh->named || sh->evals) {
		printf("{");
		if (sh->named)
			printf("\"id\": \"N%d\", ", nnodes);
		if (sh->evals)
			printf("\"eval\": %d, ", (int)rnd((unsigned)sh->range) -
			    sh->range / 2);
		if (rnd(8) == 0)
			printf("\"player\": \"%s\", ", rnd(2) ? "max" : "min");
		printf("\"children\": [");
	} else {
		printf("[");
	}
	for (c = 0; c < k; c++) {
		if (c > 0)
			printf(", ");
		put_tree(depth - 1, sh);
	}
	printf(sh->named || sh->evals ? "]}" : "]");
}

/* Random tree seed: depth 2 to 4, 2 to 4 children, at most about 60
   nodes; every fifth from seed 3 on with an evaluation at every
   interior node (for --depth). */
static int
tree(unsigned long seed)
{
	struct shape sh;
	int depth;

	rng ^= (uint64_t)seed * 0x9E3779B97F4A7C15u;
	if (rng == 0)
		rng = 1;
	depth = 2 + (int)rnd(3);
	sh.kids = 2 + (int)rnd(3);
	sh.range = 4 + (int)rnd(30);	/* small ranges make ties */
	sh.named = rnd(2) == 0;
	sh.evals = seed % 5 == 3;
	printf("{\"name\": \"random tree %lu\", \"player\": \"%s\",\n"
	    " \"root\": ", seed, rnd(3) == 0 ? "min" : "max");
	put_tree(depth, &sh);
	printf("}\n");
	return 0;
}

/* ---- the check ---- */

/* The number after name=" in s, or -1. */
static double
attr(const char *s, const char *name)
{
	char key[32];
	const char *p;

	snprintf(key, sizeof(key), " %s=\"", name);
	if ((p = strstr(s, key)) == NULL)
		return -1;
	return strtod(p + strlen(key), NULL);
}

/* The words of pdftotext -bbox's file, into *out; their count, or -1. */
static int
read_words(const char *path, struct word **out)
{
	FILE *f = fopen(path, "r");
	char line[4096];
	struct word *w = NULL;
	int n = 0, cap = 0, page = -1;

	if (f == NULL) {
		perror(path);
		return -1;
	}
	while (fgets(line, sizeof(line), f) != NULL) {
		const char *p;
		size_t len;

		if (strstr(line, "<page ") != NULL) {
			page++;
			continue;
		}
		if ((p = strstr(line, "<word ")) == NULL)
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 256;
			w = realloc(w, (size_t)cap * sizeof(*w));
			if (w == NULL) {
				fclose(f);
				return -1;
			}
		}
		w[n].page = page;
		w[n].x0 = attr(p, "xMin");
		w[n].y0 = attr(p, "yMin");
		w[n].x1 = attr(p, "xMax");
		w[n].y1 = attr(p, "yMax");
		p = strchr(p, '>') + 1;
		len = strcspn(p, "<");
		if (len >= sizeof(w[n].text))
			len = sizeof(w[n].text) - 1;
		memcpy(w[n].text, p, len);
		w[n].text[len] = '\0';
		n++;
	}
	fclose(f);
	*out = w;
	return n;
}

/* The next number of a PGM's header, after blanks and # comments. */
static int
number(FILE *f, int *x)
{
	int c;

	while ((c = fgetc(f)) != EOF && (isspace(c) || c == '#'))
		if (c == '#')
			while ((c = fgetc(f)) != EOF && c != '\n')
				;
	if (c == EOF || !isdigit(c))
		return -1;
	for (*x = 0; c != EOF && isdigit(c); c = fgetc(f))
		*x = *x * 10 + (c - '0');
	return isspace(c) ? 0 : -1;	/* one blank ends the header */
}

/* A PGM's header: "P5", its width, height and largest grey. */
static int
header(FILE *f, int *w, int *h, int *maxval)
{
	if (fgetc(f) != 'P' || fgetc(f) != '5')
		return -1;
	return number(f, w) || number(f, h) || number(f, maxval) ? -1 : 0;
}

/* A binary PGM (P5, maxval 255), or -1. */
static int
read_pgm(const char *path, struct pgm *g)
{
	FILE *f = fopen(path, "rb");
	int maxval;
	size_t n;

	if (f == NULL) {
		perror(path);
		return -1;
	}
	if (header(f, &g->w, &g->h, &maxval) != 0 || maxval != 255) {
		fprintf(stderr, "%s: not a grey PGM\n", path);
		fclose(f);
		return -1;
	}
	n = (size_t)g->w * (size_t)g->h;
	g->px = malloc(n);
	if (g->px == NULL || fread(g->px, 1, n, f) != n) {
		fprintf(stderr, "%s: short\n", path);
		fclose(f);
		return -1;
	}
	fclose(f);
	return 0;
}

/* The letters' part of w's box, in points. */
static void
inner(const struct word *w, double *x0, double *y0, double *x1, double *y1)
{
	double h = w->y1 - w->y0;

	*x0 = w->x0 + INSET_SIDE * h;
	*x1 = w->x1 - INSET_SIDE * h;
	*y0 = w->y0 + INSET_TOP * h;
	*y1 = w->y1 - INSET_BOTTOM * h;
}

/* The ink under w's letters on g at k pixels a point: 1 and where, or 0. */
static int
crossed(const struct word *w, const struct pgm *g, double k, int *px,
    int *py)
{
	double x0, y0, x1, y1;
	int x, y;

	inner(w, &x0, &y0, &x1, &y1);
	for (y = (int)(y0 * k + 0.5); y < (int)(y1 * k); y++)
		for (x = (int)(x0 * k + 0.5); x < (int)(x1 * k); x++) {
			if (x < 0 || y < 0 || x >= g->w || y >= g->h)
				continue;
			if (g->px[(size_t)y * (size_t)g->w + (size_t)x] < INK) {
				*px = x;
				*py = y;
				return 1;
			}
		}
	return 0;
}

/* Whether the letters of a and b overlap. */
static int
overlap(const struct word *a, const struct word *b)
{
	double ax0, ay0, ax1, ay1, bx0, by0, bx1, by1;

	if (a->page != b->page)
		return 0;
	inner(a, &ax0, &ay0, &ax1, &ay1);
	inner(b, &bx0, &by0, &bx1, &by1);
	return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1;
}

static int
check(int argc, char **argv)
{
	struct word *w = NULL;
	struct pgm *g;
	double k;
	int n, i, j, npages = argc - 4, bad = 0, x, y;

	if (argc < 5)
		return 2;
	k = atof(argv[2]) / 72;
	if ((n = read_words(argv[3], &w)) < 0)
		return 2;
	g = calloc((size_t)npages, sizeof(*g));
	for (i = 0; i < npages; i++)
		if (g == NULL || read_pgm(argv[4 + i], &g[i]) != 0)
			return 2;
	for (i = 0; i < n; i++) {
		if (w[i].page < 0 || w[i].page >= npages) {
			fprintf(stderr, "a word on page %d of %d\n", w[i].page + 1,
			    npages);
			return 2;
		}
		if (crossed(&w[i], &g[w[i].page], k, &x, &y)) {
			printf("page %d: a line crosses \"%s\" at (%.1f, %.1f) pt\n",
			    w[i].page + 1, w[i].text, x / k, y / k);
			bad++;
		}
		for (j = i + 1; j < n; j++)
			if (overlap(&w[i], &w[j])) {
				printf("page %d: \"%s\" overlaps \"%s\" at (%.1f, "
				    "%.1f) pt\n", w[i].page + 1, w[i].text,
				    w[j].text, w[i].x0, w[i].y0);
				bad++;
			}
	}
	printf("%d words, %d clashes\n", n, bad);
	for (i = 0; i < npages; i++)
		free(g[i].px);
	free(g);
	free(w);
	return bad > 0;
}

int
main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "tree") == 0)
		return tree(strtoul(argv[2], NULL, 10));
	if (argc >= 5 && strcmp(argv[1], "check") == 0)
		return check(argc, argv);
	fprintf(stderr, "usage: clash tree SEED | clash check DPI WORDS "
	    "PAGE.pgm...\n");
	return 2;
}
