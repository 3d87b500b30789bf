/*
 * html.c: the offline stepper (see html.h).  The page is a template,
 * src/page/page.html, with four slots that are filled here:
 *
 *   style   src/page/page.css
 *   svg     the tree, drawn by Graphviz from the skeleton DOT below
 *   model   the per-step model (steps_emit) as JSON, in a script element
 *   script  src/page/page.js, which renders any step k from the model
 *
 * Why a skeleton and not dot_emit's diagram: that one is labelled with the
 * final values, windows and visit order, and a page open at step 3 must not
 * carry, not even hidden, what the search only learns at step 40.  The
 * skeleton draws the shapes, and each leaf's value and name (part of the
 * problem, not of the search); the triangles of interior nodes are empty,
 * sized for the widest text the model ever puts in them, and the page
 * writes into them what each step knows.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fmt.h"
#include "html.h"
#include "render.h"
#include "steps.h"

#include "page.h"	/* page_html, page_css, page_js, practice_html,
			   practice_js: built by embed */

/* A text being written in memory (open_memstream); p is NUL-terminated. */
struct mem {
	FILE *f;
	char *p;
	size_t len;
};

static int
mem_open(struct mem *b)
{
	b->p = NULL;
	b->len = 0;
	b->f = open_memstream(&b->p, &b->len);
	return b->f != NULL ? 0 : -1;
}

/* Finish b's text: 0, or -1 when a write failed (out of memory). */
static int
mem_close(struct mem *b)
{
	int bad = ferror(b->f);

	if (fclose(b->f) != 0)
		bad = 1;
	b->f = NULL;
	return bad ? -1 : 0;
}

static void
mem_free(struct mem *b)
{
	if (b->f != NULL)
		fclose(b->f);
	free(b->p);
}

/*
 * Sizes, in points, of the texts the page writes into a node, and their
 * widths estimated from DejaVu Sans': a digit is about 0.64 em, "+", "≥"
 * and "∞" about 0.84 em, so a character of a value (bold) averages
 * 0.72 em and one of a window, mostly digits, 0.62 em; a CJK character
 * is a whole em.
 */
#define VALUE_PT 15	/* the value, bold */
#define WINDOW_PT 11	/* "α=3", "β=+∞" */
#define NAME_PT 10.5	/* the node's name */

/* How many characters x takes on the page: "-inf" is drawn "-∞". */
static int
num_len(double x)
{
	char buf[FMT_NUM_MAX];

	return isinf(x) ? 2 : (int)strlen(fmt_num(x, buf));
}

/* The width of a UTF-8 name in points, near enough to lay out by. */
static double
name_width(const char *s)
{
	double w = 0;

	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c < 0x80)
			w += 0.62;
		else if (c >= 0xE0)
			w += 1.0;	/* three or four bytes: CJK, symbols */
		else if (c >= 0xC0)
			w += 0.7;	/* two bytes: accented letters */
	}
	return w * NAME_PT;
}

/*
 * How many characters node i's changing texts need, over every step of m
 * that tells of it: value[i] for "≥15", "3" or the running value v so far,
 * window[i] for "α=3" and "β=+∞".  The arrays hold t->n entries each.
 */
static void
measure(const struct tree *t, const struct steps *m, int *value, int *window)
{
	long k;
	int i, n;

	for (i = 0; i < t->n; i++) {
		value[i] = 1;
		window[i] = 3;
	}
	for (k = 0; k < m->n; k++) {
		const struct node_state *ns = &m->step[k].now;

		i = m->step[k].node;
		/* a bound's sign, or the "?" of an empty window's answer */
		n = ns->done ? 1 + num_len(ns->value) : num_len(ns->v);
		if (n > value[i])
			value[i] = n;
		n = 2 + (num_len(ns->alpha) > num_len(ns->beta) ?
		    num_len(ns->alpha) : num_len(ns->beta));
		if (n > window[i])
			window[i] = n;
	}
}

/*
 * A leaf's name inside an HTML-like label, on one line: & < > " escaped,
 * line breaks and other control characters as spaces.
 */
static void
put_name(FILE *f, const char *s)
{
	for (; *s != '\0'; s++) {
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc((unsigned char)*s < ' ' ? ' ' : *s, f); break;
		}
	}
}

/*
 * One node of the skeleton.  A leaf is a box with its value and name,
 * drawn by Graphviz.  An interior node is an empty triangle, up for MAX
 * and down for MIN, that the page writes into: its value and name inside,
 * in the wide part, and alpha and beta on either side of its narrow end,
 * where no edge runs.  Graphviz sizes nothing here, so the triangle's size
 * is given (fixedsize=shape) and an empty table as wide as the texts keeps
 * the neighbours clear of them.
 */
static void
put_node(FILE *f, const struct tree *t, const struct trace *tr, int i,
    int value, int window)
{
	const struct tree_node *nd = &t->node[i];
	char id[TREE_ID_MAX], v[FMT_NUM_MAX];
	const char *name = tree_label(t, i, id);
	double base, height, wide, sides;

	if (nd->nkids == 0) {
		fprintf(f, "  n%d [id=\"n%d\", shape=box, label=<<b>%s</b><br/>"
		    "<font point-size=\"%g\">", i, i, fmt_num(nd->value *
		    cfg_sign(&tr->cfg, t, i), v), NAME_PT);
		put_name(f, name);
		fputs("</font>>];\n", f);
		return;
	}
	/* the value sits where the triangle is 0.6 of its base wide */
	base = (0.72 * VALUE_PT * value + 6) / 0.6;
	if (base < (name_width(name) + 8) / 0.8)
		base = (name_width(name) + 8) / 0.8;
	if (base < 48)
		base = 48;
	/* tall enough for the value over the name */
	height = base * 0.9 < 46 ? 46 : base * 0.9 > 60 ? 60 : base * 0.9;
	/* alpha and beta beside the narrow end, where it is 0.2 as wide */
	sides = algo_prunes(tr->cfg.algo) ? 2 * (0.62 * WINDOW_PT * window +
	    0.2 * base + 4) : 0;
	wide = sides > base ? sides : base;
	/* Graphviz draws a triangle 3/4 as tall as the height it is given */
	fprintf(f, "  n%d [id=\"n%d\", shape=%s, fixedsize=shape, width=%.2f, "
	    "height=%.2f, label=<<table border=\"0\" cellborder=\"0\" "
	    "cellpadding=\"0\" cellspacing=\"0\" fixedsize=\"true\" "
	    "width=\"%.0f\" height=\"%.0f\"><tr><td></td></tr></table>>];\n",
	    i, i, tree_player(t, i) == PLAYER_MAX ? "triangle" : "invtriangle",
	    base / 72, height / 0.75 / 72, wide, height + 4);
}

/*
 * The skeleton DOT of t.  Node i is "n<i>", the edge into node c "e<c>":
 * the page restyles them by these ids.  No colours: the page's stylesheet
 * draws every state.  0, or -1 when out of memory.
 */
static int
put_skeleton(FILE *f, const struct tree *t, const struct trace *tr,
    const struct steps *m)
{
	int *value = malloc((size_t)t->n * 2 * sizeof(*value));
	int i, c;

	if (value == NULL)
		return -1;
	measure(t, m, value, value + t->n);
	fprintf(f, "digraph abviz {\n"
	    "  graph [ordering=out, nodesep=0.12, ranksep=0.3, "
	    "bgcolor=transparent];\n"
	    "  node [fontname=\"DejaVu Sans\", fontsize=%d, width=0.3, "
	    "height=0.3, margin=0.04];\n"
	    "  edge [arrowhead=none];\n", VALUE_PT);
	for (i = 0; i < t->n; i++)
		put_node(f, t, tr, i, value[i], value[t->n + i]);
	for (i = 0; i < t->n; i++)
		for (c = t->node[i].first; c < t->node[i].first +
		    t->node[i].nkids; c++)
			fprintf(f, "  n%d -> n%d [id=\"e%d\"];\n", i, c, c);
	fputs("}\n", f);
	free(value);
	return 0;
}

/*
 * The model inside <script type="application/json">: the element ends at
 * the first "</script" whatever the JSON means, so every "<" is written as
 * the JSON escape \u003c.  A "<" can only stand inside a string there,
 * where the escape reads back as the same character.
 */
static void
put_model(FILE *f, const char *json, size_t len)
{
	size_t i, from = 0;

	for (i = 0; i < len; i++) {
		if (json[i] != '<')
			continue;
		fwrite(json + from, 1, i - from, f);
		fputs("\\u003c", f);
		from = i + 1;
	}
	fwrite(json + from, 1, len - from, f);
}

/* What fills the page's slots; practice is NULL on the stepper's page. */
struct fill {
	const char *svg;
	const struct mem *model;
	const struct mem *practice;	/* check_practice's JSON */
};

/*
 * Write text onto f with its slots ("<!-- abviz:NAME -->") filled from
 * fl: 0, or -1 with err set for a slot it does not know.
 */
static int
put_slots(FILE *f, const char *p, const struct fill *fl, char *err,
    size_t errlen)
{
	static const char lead[] = "<!-- abviz:", tail[] = " -->";
	const char *slot, *end;

	while ((slot = strstr(p, lead)) != NULL) {
		size_t len;

		fwrite(p, 1, (size_t)(slot - p), f);
		slot += sizeof(lead) - 1;
		if ((end = strstr(slot, tail)) == NULL)
			goto bad;
		len = (size_t)(end - slot);
#define IS(name) (len == sizeof(name) - 1 && strncmp(slot, name, len) == 0)
		if (IS("style"))
			fputs(page_css, f);
		else if (IS("svg"))
			fputs(fl->svg, f);
		else if (IS("model"))
			put_model(f, fl->model->p, fl->model->len);
		else if (IS("script"))
			fputs(page_js, f);
		else if (IS("practice") && fl->practice != NULL) {
			if (put_slots(f, practice_html, fl, err, errlen) != 0)
				return -1;
		} else if (IS("practicedata") && fl->practice != NULL)
			put_model(f, fl->practice->p, fl->practice->len);
		else if (IS("practicejs") && fl->practice != NULL)
			fprintf(f, "<script>\n%s</script>", practice_js);
		else if (!IS("practice") && !IS("practicedata") &&
		    !IS("practicejs"))
			goto bad;
#undef IS
		p = end + sizeof(tail) - 1;
	}
	fputs(p, f);
	return 0;
bad:
	snprintf(err, errlen, "the page template has a bad slot at \"%.20s\"",
	    slot);
	return -1;
}

/*
 * The page for j onto f; with practice, the exercise form and its data
 * (check_practice) too.  0, or -1 with err set.
 */
static int
page(FILE *f, const struct emit_job *j, int practice, char *err,
    size_t errlen)
{
	struct mem dot = { NULL, NULL, 0 }, svg = { NULL, NULL, 0 },
	    model = { NULL, NULL, 0 }, facts = { NULL, NULL, 0 };
	struct steps *m = NULL;
	struct checker *c = NULL;
	struct fill fl;
	int rc = -1;

	if ((m = steps_new(j->t, j->tr, j->s)) == NULL ||
	    mem_open(&dot) != 0 || put_skeleton(dot.f, j->t, j->tr, m) != 0 ||
	    mem_close(&dot) != 0 || mem_open(&svg) != 0)
		goto oom;
	/* Graphviz draws; its message is the one the user reads. */
	if (render_dot(dot.p, dot.len, "svg", svg.f, err, errlen) != 0)
		goto out;
	if (mem_close(&svg) != 0 || mem_open(&model) != 0 ||
	    steps_put(model.f, j->t, j->tr, j->s, m) != 0 ||
	    mem_close(&model) != 0)
		goto oom;
	if (practice) {
		if ((c = checker_new(j->t, &j->tr->cfg, err, errlen)) == NULL)
			goto out;
		if (mem_open(&facts) != 0 || check_practice(facts.f, c) != 0 ||
		    mem_close(&facts) != 0)
			goto oom;
	}
	/* inline SVG starts at its element: no XML prolog, no doctype */
	if ((fl.svg = strstr(svg.p, "<svg")) == NULL) {
		snprintf(err, errlen, "Graphviz's dot wrote no SVG");
		goto out;
	}
	fl.model = &model;
	fl.practice = practice ? &facts : NULL;
	rc = put_slots(f, page_html, &fl, err, errlen);
	goto out;
oom:
	snprintf(err, errlen, "out of memory");
out:
	mem_free(&dot);
	mem_free(&svg);
	mem_free(&model);
	mem_free(&facts);
	checker_free(c);
	steps_free(m);
	return rc;
}

int
html_emit(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	return page(f, j, 0, err, errlen);
}

int
html_practice_emit(FILE *f, const struct emit_job *j, char *err,
    size_t errlen)
{
	return page(f, j, 1, err, errlen);
}
