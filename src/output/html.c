/*
 * html.c: the offline stepper (see html.h).  The page is a template,
 * src/page/page.html, with slots that are filled here:
 *
 *   style   src/page/page.css
 *   svg     the tree, drawn by Graphviz from the skeleton DOT below
 *   model   the per-step model (json_steps_put) as JSON, in a script element
 *   script  src/page/page.js, which renders any step k from the model
 *   lang    the language's code, for <html lang>
 *   ui      every text of the page in the language (M_PAGE_*), as one
 *           JSON object keyed by name, for the scripts
 *   t:KEY   the text KEY itself, where the template shows it; arguments
 *           follow, "t:KEY|<b>a</b>|..." (markup, put in for %1, %2...)
 *   theme, themestyle   the --theme's class on <body>, and its colours,
 *           pens and type sizes as CSS custom properties
 *
 * Why a skeleton and not dot_emit's diagram: that one is labelled with the
 * final values, windows and visit order, and a page open at step 3 must not
 * carry, not even hidden, what the search only learns at step 40.  The
 * skeleton draws the shapes, and each leaf's value and name (part of the
 * problem, not of the search); the triangles of interior nodes are empty,
 * sized for the widest text the model ever puts in them, and the page
 * writes into them what each step knows.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "html.h"
#include "json.h"
#include "msg.h"
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
 * Sizes, in points, of the texts the page writes into a node in the
 * default theme (another theme's are these times its type, page.css's
 * --type), and their widths estimated from DejaVu Sans': a digit is about
 * 0.64 em, "+", "≥" and "∞" about 0.84 em, so a character of a value
 * (bold) averages 0.72 em and one of a window, mostly digits, 0.62 em; a
 * CJK character is a whole em.
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
name_width(const char *s, double type)
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
	return w * NAME_PT * type;
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
 * the neighbours clear of them.  Every size is the default theme's times
 * type, the theme's type.
 */
static void
put_node(FILE *f, const struct tree *t, const struct trace *tr, int i,
    int value, int window, double type)
{
	const struct tree_node *nd = &t->node[i];
	char id[TREE_ID_MAX], v[FMT_NUM_MAX];
	const char *name = tree_label(t, i, id);
	double base, height, wide, sides;

	if (nd->nkids == 0) {
		fprintf(f, "  n%d [id=\"n%d\", shape=box, label=<<b>%s</b><br/>"
		    "<font point-size=\"%g\">", i, i, fmt_num(tree_value(t, i) *
		    cfg_sign(&tr->cfg, t, i), v), NAME_PT * type);
		put_name(f, name);
		fputs("</font>>];\n", f);
		return;
	}
	/* the value sits where the triangle is 0.6 of its base wide */
	base = (0.72 * VALUE_PT * type * value + 6) / 0.6;
	if (base < (name_width(name, type) + 8) / 0.8)
		base = (name_width(name, type) + 8) / 0.8;
	if (base < 48 * type)
		base = 48 * type;
	/* tall enough for the value over the name: page.js sets them 0.29
	   of the height apart (a MAX triangle's), their half heights and a
	   gap */
	height = base * 0.9 < 52 * type ? 52 * type : base * 0.9 > 64 * type ?
	    64 * type : base * 0.9;
	/* alpha and beta beside the narrow end, where it is 0.2 as wide */
	sides = algo_prunes(tr->cfg.algo) ? 2 * (0.62 * WINDOW_PT * type *
	    window + 0.2 * base + 4) : 0;
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
 * The skeleton DOT of t, its type th's.  Node i is "n<i>", the edge into
 * node c "e<c>": the page restyles them by these ids.  No colours: the
 * page's stylesheet draws every state.  The ranks lie close: a tree of
 * four or five levels is drawn whole in a projector's 768 lines at the
 * size focus reads it (page.js).  0, or -1 when out of memory.
 */
static int
put_skeleton(FILE *f, const struct tree *t, const struct trace *tr,
    const struct steps *m, const struct theme *th)
{
	double type = (double)th->font / themes[THEME_DEFAULT].font;
	int *value = malloc((size_t)t->n * 2 * sizeof(*value));
	int i, c;

	if (value == NULL)
		return -1;
	measure(t, m, value, value + t->n);
	fprintf(f, "digraph abviz {\n"
	    "  graph [ordering=out, nodesep=0.12, ranksep=0.2, "
	    "bgcolor=transparent];\n"
	    "  node [fontname=\"DejaVu Sans\", fontsize=%g, width=0.3, "
	    "height=0.3, margin=0.04];\n"
	    "  edge [arrowhead=none];\n", VALUE_PT * type);
	for (i = 0; i < t->n; i++)
		put_node(f, t, tr, i, value[i], value[t->n + i], type);
	for (i = 0; i < t->n; i++)
		for (c = t->node[i].first; c < t->node[i].first +
		    t->node[i].nkids; c++)
			fprintf(f, "  n%d -> n%d [id=\"e%d\"];\n", i, c, c);
	fputs("}\n", f);
	free(value);
	return 0;
}

/*
 * JSON inside <script type="application/json">: the element ends at the
 * first "</script" whatever the JSON means, so every "<" is written as
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

/*
 * The same from the temporary file t (the step model, which grows with
 * the tree: it is never held in memory whole), from its start, a block at
 * a time.  0, or -1 when t could not be read back.
 */
static int
copy_model(FILE *f, FILE *t)
{
	char buf[65536];
	size_t n;

	rewind(t);
	while ((n = fread(buf, 1, sizeof(buf), t)) > 0)
		put_model(f, buf, n);
	return ferror(t) ? -1 : 0;
}

/*
 * Where Graphviz's SVG in the temporary file t starts: the offset of its
 * <svg element (inline SVG has no XML prolog and no doctype), or -1 when
 * t holds none.
 */
static long
find_svg(FILE *t)
{
	static const char start[] = "<svg";
	size_t k = 0;
	int c;

	/* a prefix of "<svg" matched so far is k bytes long; no byte of it
	   but the first is "<", so a mismatch starts again at 0 or 1 */
	rewind(t);
	while (k < sizeof(start) - 1 && (c = getc(t)) != EOF)
		k = c == start[k] ? k + 1 : c == '<' ? 1 : 0;
	return k < sizeof(start) - 1 ? -1 : ftell(t) - (long)k;
}

/* The SVG from offset at of t onto f: 0, or -1 when t cannot be read. */
static int
copy_svg(FILE *f, FILE *t, long at)
{
	char buf[65536];
	size_t n;

	if (fseek(t, at, SEEK_SET) != 0)
		return -1;
	while ((n = fread(buf, 1, sizeof(buf), t)) > 0)
		fwrite(buf, 1, n, f);
	return ferror(t) ? -1 : 0;
}

/*
 * The page's texts: each one's name, which the scripts read it by
 * (T('play')) and the templates' slots name it by (t:play), and its
 * message.
 */
static const struct ui_text {
	const char *key;
	enum msg_id id;
} ui_texts[] = {
	{ "pageTitle", M_PAGE_PAGE_TITLE },
	{ "docTitle", M_PAGE_DOC_TITLE },
	{ "subtitle", M_PAGE_SUBTITLE },
	{ "subtitleSide", M_PAGE_SUBTITLE_SIDE },
	{ "navLabel", M_PAGE_NAV_LABEL },
	{ "first", M_PAGE_FIRST },
	{ "firstTitle", M_PAGE_FIRST_TITLE },
	{ "prev", M_PAGE_PREV },
	{ "prevTitle", M_PAGE_PREV_TITLE },
	{ "play", M_PAGE_PLAY },
	{ "pause", M_PAGE_PAUSE },
	{ "playTitle", M_PAGE_PLAY_TITLE },
	{ "next", M_PAGE_NEXT },
	{ "nextTitle", M_PAGE_NEXT_TITLE },
	{ "last", M_PAGE_LAST },
	{ "lastTitle", M_PAGE_LAST_TITLE },
	{ "prevCut", M_PAGE_PREV_CUT },
	{ "prevCutTitle", M_PAGE_PREV_CUT_TITLE },
	{ "nextCut", M_PAGE_NEXT_CUT },
	{ "nextCutTitle", M_PAGE_NEXT_CUT_TITLE },
	{ "speed", M_PAGE_SPEED },
	{ "oneStepPerSec", M_PAGE_ONE_STEP_PER_SEC },
	{ "stepsPerSec", M_PAGE_STEPS_PER_SEC },
	{ "stepCounter", M_PAGE_STEP_COUNTER },
	{ "stepLabel", M_PAGE_STEP_LABEL },
	{ "whyTag", M_PAGE_WHY_TAG },
	{ "seeStep", M_PAGE_SEE_STEP },
	{ "treeLabel", M_PAGE_TREE_LABEL },
	{ "svgLabel", M_PAGE_SVG_LABEL },
	{ "stackTitle", M_PAGE_STACK_TITLE },
	{ "stackNote", M_PAGE_STACK_NOTE },
	{ "colNode", M_PAGE_COL_NODE },
	{ "legend", M_PAGE_LEGEND },
	{ "legendNow", M_PAGE_LEGEND_NOW },
	{ "legendPath", M_PAGE_LEGEND_PATH },
	{ "legendSearched", M_PAGE_LEGEND_SEARCHED },
	{ "legendUnseen", M_PAGE_LEGEND_UNSEEN },
	{ "legendCut", M_PAGE_LEGEND_CUT },
	{ "legendCrossed", M_PAGE_LEGEND_CROSSED },
	{ "legendSource", M_PAGE_LEGEND_SOURCE },
	{ "legendFlow", M_PAGE_LEGEND_FLOW },
	{ "legendKinds", M_PAGE_LEGEND_KINDS },
	{ "legendBounds", M_PAGE_LEGEND_BOUNDS },
	{ "zoom", M_PAGE_ZOOM },
	{ "zoomFit", M_PAGE_ZOOM_FIT },
	{ "viewLabel", M_PAGE_VIEW_LABEL },
	{ "zoomOutTitle", M_PAGE_ZOOM_OUT_TITLE },
	{ "zoomInTitle", M_PAGE_ZOOM_IN_TITLE },
	{ "focus", M_PAGE_FOCUS },
	{ "focusTitle", M_PAGE_FOCUS_TITLE },
	{ "code", M_PAGE_CODE },
	{ "log", M_PAGE_LOG },
	{ "logAhead", M_PAGE_LOG_AHEAD },
	{ "evPass", M_PAGE_EV_PASS },
	{ "evEnter", M_PAGE_EV_ENTER },
	{ "evLeaf", M_PAGE_EV_LEAF },
	{ "evEval", M_PAGE_EV_EVAL },
	{ "evProbe", M_PAGE_EV_PROBE },
	{ "evResearch", M_PAGE_EV_RESEARCH },
	{ "evRecall", M_PAGE_EV_RECALL },
	{ "evUpdate", M_PAGE_EV_UPDATE },
	{ "evCutoff", M_PAGE_EV_CUTOFF },
	{ "evPrune", M_PAGE_EV_PRUNE },
	{ "evReturn", M_PAGE_EV_RETURN },
	{ "practice", M_PAGE_PRACTICE },
	{ "yourAnswer", M_PAGE_YOUR_ANSWER },
	{ "howto", M_PAGE_HOWTO },
	{ "check", M_PAGE_CHECK },
	{ "clear", M_PAGE_CLEAR },
	{ "reveal", M_PAGE_REVEAL },
	{ "backToAnswer", M_PAGE_BACK_TO_ANSWER },
	{ "cutEdge", M_PAGE_CUT_EDGE },
	{ "badAnswer", M_PAGE_BAD_ANSWER },
	{ "score", M_PAGE_SCORE },
	{ "scoreAll", M_PAGE_SCORE_ALL },
	{ "right", M_PAGE_RIGHT },
	{ "wrong", M_PAGE_WRONG },
	{ "itemNode", M_PAGE_ITEM_NODE },
	{ "itemPruned", M_PAGE_ITEM_PRUNED },
	{ "itemWhy", M_PAGE_ITEM_WHY },
	{ "none", M_PAGE_NONE },
	{ "givenPruned", M_PAGE_GIVEN_PRUNED },
	{ "givenSearched", M_PAGE_GIVEN_SEARCHED },
	{ "givenPartly", M_PAGE_GIVEN_PARTLY },
	{ "givenHigher", M_PAGE_GIVEN_HIGHER },
	{ "givenNothing", M_PAGE_GIVEN_NOTHING },
	{ "misconception", M_PAGE_MISCONCEPTION },
	{ "misNone", M_PAGE_MIS_NONE },
	{ "nothingYet", M_PAGE_NOTHING_YET },
	{ "nothingPruned", M_PAGE_NOTHING_PRUNED },
	{ "colValue", M_PAGE_COL_VALUE },
	{ "alphaLabel", M_PAGE_ALPHA_LABEL },
	{ "betaLabel", M_PAGE_BETA_LABEL },
	{ "badWindow", M_PAGE_BAD_WINDOW },
	{ "badPruned", M_PAGE_BAD_PRUNED },
	{ "itemNote", M_PAGE_ITEM_NOTE },
	{ "partly", M_PAGE_PARTLY },
	{ "convention", M_PAGE_CONVENTION },
	{ "givenBeyond", M_PAGE_GIVEN_BEYOND },
	{ "expectedOr", M_PAGE_EXPECTED_OR },
};

/* The n bytes at s with & < > " written as HTML's entities. */
static void
put_html(FILE *f, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		switch (s[i]) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc(s[i], f); break;
		}
	}
}

/* The text called key (len bytes), or NULL. */
static const struct ui_text *
ui_find(const char *key, size_t len)
{
	size_t i;

	for (i = 0; i < sizeof(ui_texts) / sizeof(ui_texts[0]); i++)
		if (strlen(ui_texts[i].key) == len &&
		    strncmp(ui_texts[i].key, key, len) == 0)
			return &ui_texts[i];
	return NULL;
}

/*
 * The slot "KEY|ARG|ARG..." (len bytes at p): the message escaped for
 * HTML, its %1, %2... replaced by the slot's arguments as they are (they
 * are the template's own markup).  0, or -1 for a key it does not know.
 */
static int
put_text_slot(FILE *f, const char *p, size_t len)
{
	const char *arg[9], *end = p + len, *s, *q;
	size_t alen[9], klen = 0;
	const struct ui_text *u;
	int n = 0;

	while (klen < len && p[klen] != '|')
		klen++;
	if ((u = ui_find(p, klen)) == NULL)
		return -1;
	for (q = p + klen; q < end && n < 9; n++) {
		arg[n] = ++q;
		while (q < end && *q != '|')
			q++;
		alen[n] = (size_t)(q - arg[n]);
	}
	for (s = msg(u->id); (q = strchr(s, '%')) != NULL; ) {
		put_html(f, s, (size_t)(q - s));
		if (q[1] >= '1' && q[1] <= '9') {
			if (q[1] - '1' < n)
				fwrite(arg[q[1] - '1'], 1, alen[q[1] - '1'], f);
			s = q + 2;
		} else {
			/* "%%", or a lone "%": one percent sign */
			fputc('%', f);
			s = q + (q[1] == '%' ? 2 : 1);
		}
	}
	put_html(f, s, strlen(s));
	return 0;
}

/*
 * Every text of the page as one JSON object, {"play": "Play", ...}, for
 * the scripts: backslash and quote escaped, "<" as \u003c (it sits in a
 * script element, see put_model), no control characters (the tables hold
 * none; a guard).
 */
static void
put_ui(FILE *f)
{
	size_t i;
	const char *s;

	fputc('{', f);
	for (i = 0; i < sizeof(ui_texts) / sizeof(ui_texts[0]); i++) {
		fprintf(f, "%s\n\"%s\": \"", i > 0 ? "," : "", ui_texts[i].key);
		for (s = msg(ui_texts[i].id); *s != '\0'; s++) {
			if (*s == '"' || *s == '\\')
				fprintf(f, "\\%c", *s);
			else if (*s == '<')
				fputs("\\u003c", f);
			else if ((unsigned char)*s >= ' ')
				fputc(*s, f);
		}
		fputc('"', f);
	}
	fputs("\n}", f);
}

/*
 * Colour c ("#rrggbb") moved a fraction t of the way to "#ffffff" (t > 0)
 * or to "#000000" (t < 0), into buf (8 bytes).  A grey stays a grey.
 */
static const char *
tint(const char *c, double t, char *buf)
{
	unsigned rgb[3];
	int i;

	if (sscanf(c, "#%2x%2x%2x", &rgb[0], &rgb[1], &rgb[2]) != 3)
		return c;
	for (i = 0; i < 3; i++) {
		double x = rgb[i];

		x = t > 0 ? x + (255 - x) * t : x * (1 + t);
		rgb[i] = (unsigned)(x + 0.5);
	}
	snprintf(buf, 8, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
	return buf;
}

/*
 * The theme's look as CSS custom properties, written after page.css, whose
 * own :root block is the default theme's page (Okabe and Ito's colours,
 * safe for colour blindness): for the default theme nothing, for another
 * its colours, pens and type from theme.c's table.  The page has roles the
 * table does not name; they are made from the ones it does: the call stack
 * takes the principal variation's colour (the line the search follows;
 * the variation itself keeps a long dash of its own), its fill a tint of
 * it, or white when the theme has no fills or no colour (then the current
 * node is the only one filled); the link to where a cut's bound was set
 * takes the quieter note colour; a mono theme
 * draws the edge a step uses in the grey of unsearched nodes and a right
 * answer in ink.  Pens and type are multiples of the default theme's.
 */
static void
put_theme(FILE *f, const struct theme *th)
{
	const struct theme *d = &themes[THEME_DEFAULT];
	char a[8], b[8], c[8];
	const char *flow;

	if (th == d)
		return;
	if (th->mono)
		flow = th->pruned;
	else if (th->now_fill != NULL)
		flow = tint(th->now_fill, -0.2, a);
	else
		flow = tint(th->pv, 0.5, a);
	fprintf(f, "/* --theme %s */\n:root {\n"
	    "\t--ink: %s;\n\t--soft: %s;\n\t--rule: %s;\n\t--now: %s;\n"
	    "\t--stack: %s;\n\t--stack-fill: %s;\n\t--cut: %s;\n"
	    "\t--source: %s;\n\t--flow: %s;\n\t--hl: %s;\n\t--hl-edge: %s;\n"
	    "\t--pv: %s;\n",
	    th->name, th->ink, th->order, th->later,
	    th->now_fill != NULL ? th->now_fill : "#ffffff", th->pv,
	    th->now_fill != NULL && !th->mono ? tint(th->pv, 0.85, b) :
	    "#ffffff", th->cut,
	    th->order, flow,
	    th->now_fill != NULL ? tint(th->now_fill, 0.6, c) : "#ffffff",
	    th->ink, th->pv);
	if (th->mono)
		fprintf(f, "\t--right: %s;\n", th->ink);
	fprintf(f, "\t--pen: %.3g;\n\t--pv-pen: %.3g;\n\t--type: %.3g;\n}\n",
	    th->pen / d->pen, th->pv_pen / d->pv_pen, (double)th->font /
	    d->font);
}

/* What fills the page's slots; practice is NULL on the stepper's page. */
struct fill {
	FILE *svg;		/* Graphviz's SVG, in a temporary file */
	long svg_at;		/* where its <svg element starts */
	FILE *model;		/* the step model's JSON, in a temporary file */
	const struct mem *practice;	/* the practice page's data (emit_job) */
	const struct theme *theme;	/* --theme */
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
		else if (IS("lang"))
			fputs(lang_names[msg_lang()], f);
		else if (IS("ui"))
			put_ui(f);
		else if (len > 2 && strncmp(slot, "t:", 2) == 0) {
			if (put_text_slot(f, slot + 2, len - 2) != 0)
				goto bad;
		} else if (IS("theme"))
			fprintf(f, "theme-%s", fl->theme->name);
		else if (IS("themestyle"))
			put_theme(f, fl->theme);
		else if (IS("svg")) {
			if (copy_svg(f, fl->svg, fl->svg_at) != 0)
				goto unread;
		} else if (IS("model")) {
			if (copy_model(f, fl->model) != 0)
				goto unread;
		}
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
unread:
	MSG_FORMAT(err, errlen, M_ERR_CANNOT_READ_TEMPORARY_FILE,
	    msg_strerror(errno ? errno : EIO));
	return -1;
}

/*
 * The page for j onto f; with practice, the exercise form and its data
 * (j->practice writes it) too.  0, or -1 with err set.
 */
static int
page(FILE *f, const struct emit_job *j, int practice, char *err,
    size_t errlen)
{
	struct mem dot = { NULL, NULL, 0 }, facts = { NULL, NULL, 0 };
	struct steps *m = NULL;
	struct fill fl;
	FILE *svg = NULL, *model = NULL;
	int rc = -1;

	if (practice && j->practice == NULL) {
		msg_format(err, errlen, M_ERR_NO_PRACTICE_DATA_COMMAND, NULL,
		    0);
		return -1;
	}
	fl.theme = j->o != NULL && j->o->theme != NULL ? j->o->theme :
	    &themes[THEME_DEFAULT];
	/* the SVG and the model grow with the tree: temporary files (gone
	   when closed), not memory */
	if ((m = steps_new(j->t, j->tr, j->s)) == NULL ||
	    mem_open(&dot) != 0 ||
	    put_skeleton(dot.f, j->t, j->tr, m, fl.theme) != 0 ||
	    mem_close(&dot) != 0)
		goto oom;
	if ((svg = tmpfile()) == NULL || (model = tmpfile()) == NULL) {
		MSG_FORMAT(err, errlen, M_ERR_CANNOT_MAKE_TEMPORARY_FILE,
		    msg_strerror(errno));
		goto out;
	}
	/* Graphviz draws; its message is the one the user reads. */
	if (render_dot(dot.p, dot.len, "svg", svg, err, errlen) != 0)
		goto out;
	mem_free(&dot);
	dot.p = NULL;
	dot.f = NULL;
	errno = 0;
	if (json_steps_put(model, j->tr, j->s, m) != 0)
		goto oom;
	if (fflush(model) != 0 || ferror(model) || fflush(svg) != 0 ||
	    ferror(svg)) {
		MSG_FORMAT(err, errlen, M_ERR_CANNOT_WRITE_TEMPORARY_FILE,
		    msg_strerror(errno ? errno : EIO));
		goto out;
	}
	steps_free(m);
	m = NULL;
	if (practice) {
		if (mem_open(&facts) != 0)
			goto oom;
		if (j->practice(facts.f, j->t, &j->tr->cfg, err, errlen) != 0) {
			mem_close(&facts);
			goto out;
		}
		if (mem_close(&facts) != 0)
			goto oom;
	}
	if ((fl.svg_at = find_svg(svg)) < 0) {
		msg_format(err, errlen, M_ERR_GRAPHVIZ_DOT_WROTE_NO, NULL, 0);
		goto out;
	}
	fl.svg = svg;
	fl.model = model;
	fl.practice = practice ? &facts : NULL;
	rc = put_slots(f, page_html, &fl, err, errlen);
	goto out;
oom:
	msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
out:
	if (svg != NULL)
		fclose(svg);
	if (model != NULL)
		fclose(model);
	mem_free(&dot);
	mem_free(&facts);
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
