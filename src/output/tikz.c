/*
 * tikz.c: the diagram in TikZ (see tikz.h).  The picture is plain TikZ,
 * nodes placed at coordinates abviz computes, so it needs no package
 * beyond tikz and compiles in well under a second; the same coordinates
 * serve every slide of the Beamer output.
 *
 * Characters: TeX's specials (\ { } $ & # ^ _ % ~) and the characters the
 * default OT1 font lacks (< > | ") are written as commands.  Outside ASCII,
 * the Latin-1 letters that pdflatex composes from accents (é, ü, ß...) are
 * written as they are (UTF-8, which LaTeX reads by default); every other
 * character goes into \abvizu{HEX}{CHAR}, which prints CHAR under XeLaTeX
 * and LuaLaTeX (with a font that has it, e.g. from xeCJK for Chinese) and
 * [U+HEX] under pdflatex, which has no font for it: a tree with Chinese
 * ids compiles everywhere and reads fully where the fonts are.
 */
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "narrate.h"
#include "tikz.h"
#include "u8.h"

#define LEVEL_CM 1.9	/* from one depth to the next */
#define CHAR_CM 0.17	/* a character of a \scriptsize note, roughly */
#define TRI_CM 1.6	/* a triangle's width */
#define TRI_LARGE_CM 2.3	/* in a theme of large type: "≥15" in \Large
				   bold fits the triangle's middle */
#define LEAF_CM 0.95	/* a leaf's box */
#define GAP_CM 0.3	/* between neighbours */

/* Whether pdflatex writes code point cp from its OT1 fonts: the Latin-1
   letters made of a letter and an accent, and ß, æ, ø, å. */
static int
latin_letter(unsigned long cp)
{
	return cp >= 0xC0 && cp <= 0xFF && cp != 0xD0 && cp != 0xD7 &&
	    cp != 0xDE && cp != 0xF0 && cp != 0xF7 && cp != 0xFE;
}

/*
 * Whether the document prints CJK characters itself: the current
 * language's preamble loads CJKutf8 (Chinese does), so they go out as
 * they are, not through \abvizu.
 */
static int
tex_cjk(void)
{
	return theme_script(msg_lang())->cjk;
}

/* Whether cp is a CJK character or punctuation, in the fonts of CJKutf8. */
static int
cjk(unsigned long cp)
{
	return (cp >= 0x3000 && cp <= 0x9FFF) || (cp >= 0xFF00 && cp <= 0xFFEF);
}

void
tikz_text(FILE *f, const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned cp;
	size_t n;

	while (len > 0) {
		n = u8_get((const char *)p, len, &cp);
		switch (cp) {
		case '\\': fputs("\\textbackslash{}", f); break;
		case '{': case '}': case '$': case '&': case '#': case '_':
		case '%':
			fprintf(f, "\\%c", (int)cp);
			break;
		case '~': fputs("\\textasciitilde{}", f); break;
		case '^': fputs("\\textasciicircum{}", f); break;
		case '<': fputs("\\ensuremath{<}", f); break;
		case '>': fputs("\\ensuremath{>}", f); break;
		case '|': fputs("\\ensuremath{|}", f); break;
		case '"': fputs("''", f); break;
		case '-': fputs("-{}", f); break;	/* no -- ligature */
		case '`': fputs("`{}", f); break;
		/* the symbols the conventions and notes use, in math */
		case 0x3B1: fputs("$\\alpha$", f); break;
		case 0x3B2: fputs("$\\beta$", f); break;
		case 0x2265: fputs("$\\geq$", f); break;
		case 0x2264: fputs("$\\leq$", f); break;
		case 0x221E: fputs("$\\infty$", f); break;
		case 0xD7: fputs("$\\times$", f); break;
		case 0x2192: fputs("$\\rightarrow$", f); break;
		case '\'': fputs("'{}", f); break;
		default:
			if (cp < 0x20 || cp == 0x7F)
				fputc(' ', f);	/* newlines, tabs */
			else if (cp < 0x80 || latin_letter(cp) ||
			    (cjk(cp) && tex_cjk()))
				fwrite(p, 1, n, f);
			else if (cp == 0xFFFD && n == 1)
				fputs("\\abvizu{FFFD}{?}", f);
			else {
				fprintf(f, "\\abvizu{%04X}{", cp);
				fwrite(p, 1, n, f);
				fputc('}', f);
			}
			break;
		}
		p += n;
		len -= n;
	}
}

void
tikz_shown(FILE *f, const char *s, size_t len, size_t max)
{
	size_t n = u8_cut(s, len, max);

	tikz_text(f, s, n);
	if (n < len)
		fputs("\\ldots{}", f);
}

void
tikz_str(FILE *f, const char *s)
{
	tikz_text(f, s, strlen(s));
}

/* Whether an ASCII character of a message's words goes out as it is. */
static int
plain(int c)
{
	return c >= 0x20 && c < 0x7F && strchr("\\{}$&#_%~^<>|\"", c) == NULL;
}

void
tikz_words(FILE *f, const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned cp;
	size_t n;

	while (len > 0) {
		for (n = 0; n < len && plain(p[n]); n++)
			;
		/* a special, or a character outside ASCII */
		if (n == 0) {
			n = u8_get((const char *)p, len, &cp);
			tikz_text(f, s, n);
		} else {
			fwrite(p, 1, n, f);
		}
		p += n;
		s += n;
		len -= n;
	}
}

const char *
tikz_num(double x, char *buf)
{
	char num[FMT_NUM_MAX];

	fmt_num(x, num);
	if (strcmp(num, "+inf") == 0)
		snprintf(buf, TIKZ_NUM_MAX, "$+\\infty$");
	else if (strcmp(num, "-inf") == 0)
		snprintf(buf, TIKZ_NUM_MAX, "$-\\infty$");
	else
		snprintf(buf, TIKZ_NUM_MAX, "$%s$", num);
	return buf;
}

/* A number in math mode: $3$, $-2.5$, $+\infty$. */
static void
put_num(FILE *f, double x)
{
	char buf[TIKZ_NUM_MAX];

	fputs(tikz_num(x, buf), f);
}

/* A returned value: 3, or >=15 / <=2 when only a bound, 2? when none. */
static void
put_value(FILE *f, double v, enum bound b)
{
	if (b == BOUND_LOWER)
		fputs("$\\geq$", f);
	else if (b == BOUND_UPPER)
		fputs("$\\leq$", f);
	put_num(f, v);
	if (b == BOUND_NONE)
		fputc('?', f);
}

/* The columns a number takes in a note (infinity as two). */
static size_t
num_cols(double x)
{
	char buf[FMT_NUM_MAX];

	fmt_num(x, buf);
	return strstr(buf, "inf") != NULL ? 2 : strlen(buf);
}

/* The columns the UTF-8 text s takes: a character each, CJK two. */
static size_t
text_cols(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t len = strlen(s), n, cols = 0;
	unsigned cp;

	while (len > 0) {
		n = u8_get((const char *)p, len, &cp);
		/* outside Latin-1 under pdflatex: "[U+4E2D]", 8 columns;
		   a CJK character the document prints itself, 2 */
		cols += cp < 0x80 || latin_letter(cp) ? 1 : cjk(cp) &&
		    tex_cjk() ? 2 : 8;
		p += n;
		len -= n;
	}
	return cols;
}

/* A triangle's width in theme th: larger with larger type, so that the
   value stays inside the shape. */
static double
tri_cm(const struct theme *th)
{
	return th->font >= 16 ? TRI_LARGE_CM : TRI_CM;
}

/* The theme job j draws in. */
static const struct theme *
job_theme(const struct emit_job *j)
{
	return j->o->theme != NULL ? j->o->theme : &themes[THEME_DEFAULT];
}

/*
 * Each node's own width: a leaf's box or its name note, whichever is
 * wider; an interior node's triangle with its name note on the left and
 * its window on the right, each side as wide as the wider, so the triangle
 * stays centred over its children.  The name note holds the tree's name
 * for the node, when it gives one (put_name writes no path id such as
 * "r.2.1.3"), and the visit order: "#17", "#17 ×2".
 */
static double
own_width(const struct emit_job *j, int i, double window)
{
	const struct tree_node *nd = &j->t->node[i];
	char id[TREE_ID_MAX];
	const struct node_info *in = &j->s->info[i];
	size_t cols = tree_has_name(j->t, i) ?
	    text_cols(tree_label(j->t, i, id)) : 0, order;
	double name, side;

	/* "#17", " ×2" when searched more than once, " eval" (or its
	   translation) at the depth limit */
	order = (size_t)snprintf(NULL, 0, "#%d", j->t->n) +
	    (in->visits > 1 ? 3 : 0) + (trace_horizon(j->tr, j->t, i) ?
	    1 + text_cols(msg(M_PIC_EVAL)) : 0);
	/* a leaf's name and order share a line, a triangle's do not */
	if (nd->nkids == 0 && cols > 0)
		cols += 1 + order;
	name = (double)((cols > order ? cols : order) + 2) * CHAR_CM;

	if (nd->nkids == 0)
		return (name > LEAF_CM ? name : LEAF_CM) + GAP_CM;
	side = name > window ? name : window;
	return tri_cm(job_theme(j)) + 2 * side + GAP_CM;
}

/*
 * The layout: a subtree is as wide as its children side by side, or as its
 * root alone if that is wider; a node stands over the middle of its
 * subtree, its children's subtrees centred under it.  Nodes are in
 * breadth-first order, so children come after their parent: widths are
 * summed from the last node up, places given from the root down.
 */
struct tikz_layout *
tikz_layout_new(const struct emit_job *j)
{
	const struct tree *t = j->t;
	struct tikz_layout *l = calloc(1, sizeof(*l));
	double *w = NULL, *left = NULL, window = 0, sum, at;
	size_t cols, c2;
	int i, c;

	if (l == NULL)
		return NULL;
	l->x = malloc((size_t)t->n * sizeof(*l->x));
	l->y = malloc((size_t)t->n * sizeof(*l->y));
	w = calloc((size_t)t->n, sizeof(*w));
	left = malloc((size_t)t->n * sizeof(*left));
	if (l->x == NULL || l->y == NULL || w == NULL || left == NULL) {
		tikz_layout_free(l);
		l = NULL;
		goto out;
	}
	/* one width for every window note, the widest "α=..." of the final
	   result but at least "α=+∞, β=-12": a slide's running window may
	   differ, and no slide may push a neighbour */
	for (i = 0, cols = 5; i < t->n; i++) {
		c2 = num_cols(j->s->info[i].alpha_out);
		cols = c2 + 2 > cols ? c2 + 2 : cols;
		c2 = num_cols(j->s->info[i].beta_out);
		cols = c2 + 2 > cols ? c2 + 2 : cols;
	}
	window = (double)cols * CHAR_CM;
	for (i = t->n - 1; i >= 0; i--) {
		const struct tree_node *nd = &t->node[i];

		for (sum = 0, c = nd->first; c < nd->first + nd->nkids; c++)
			sum += w[c];
		w[i] = own_width(j, i, window);
		w[i] = sum > w[i] ? sum : w[i];
	}
	left[0] = 0;
	l->width = w[0];
	l->top = 0;
	l->bottom = 0;
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		l->x[i] = left[i] + w[i] / 2;
		l->y[i] = -LEVEL_CM * nd->depth;
		l->bottom = l->y[i] < l->bottom ? l->y[i] : l->bottom;
		for (sum = 0, c = nd->first; c < nd->first + nd->nkids; c++)
			sum += w[c];
		at = left[i] + (w[i] - sum) / 2;
		for (c = nd->first; c < nd->first + nd->nkids; c++) {
			left[c] = at;
			at += w[c];
		}
	}
out:
	free(w);
	free(left);
	return l;
}

void
tikz_layout_free(struct tikz_layout *l)
{
	if (l == NULL)
		return;
	free(l->x);
	free(l->y);
	free(l);
}

void
tikz_packages(FILE *f)
{
	fputs(theme_script(msg_lang())->tex_packages, f);
}

void
tikz_begin(FILE *f)
{
	fputs(theme_script(msg_lang())->tex_begin, f);
}

void
tikz_end(FILE *f)
{
	fputs(theme_script(msg_lang())->tex_end, f);
}

/* A colour of the theme ("#1f5fbf") as xcolor's HTML model wants it. */
static void
put_color(FILE *f, const char *name, const char *hex)
{
	fprintf(f, "\\definecolor{%s}{HTML}{", name);
	for (hex++; *hex != '\0'; hex++)
		fputc(*hex >= 'a' && *hex <= 'f' ? *hex - 'a' + 'A' : *hex, f);
	fputs("}\n", f);
}

/*
 * The styles every picture uses, from the theme: line widths are the
 * theme's pens (Graphviz points) at 0.6 pt each, so the default's thin
 * line is about TikZ's own; the type is one size up in a theme of large
 * type.
 */
void
tikz_styles(FILE *f, const struct theme *th)
{
	const char *value = th->font >= 16 ? "\\Large" : "\\normalsize";
	const char *note = th->small >= 12 ? "\\small" : "\\scriptsize";

	fputs("% \\abvizu{HEX}{CHAR}: a character outside ASCII; pdflatex has "
	    "no font for it\n"
	    "\\providecommand\\abvizu[2]{\\ifdefined\\XeTeXversion#2\\else"
	    "\\ifdefined\\directlua#2\\else{\\ttfamily[U+#1]}\\fi\\fi}\n", f);
	put_color(f, "abvizink", th->ink);
	put_color(f, "abvizpv", th->pv);
	put_color(f, "abvizcut", th->cut);
	put_color(f, "abvizpruned", th->pruned);
	put_color(f, "abvizlater", th->later);
	put_color(f, "abvizedge", th->edge);
	put_color(f, "abvizorder", th->order);
	put_color(f, "abviznowfill", th->now_fill != NULL ? th->now_fill :
	    "#ffffff");
	fprintf(f, "\\tikzset{\n"
	    "  abviznode/.style={draw=abvizink, text=abvizink, line width=%.2fpt, "
	    "font=\\bfseries%s, inner sep=1pt},\n"
	    "  abvizmax/.style={abviznode, regular polygon, regular polygon "
	    "sides=3, minimum size=%.2fcm},\n"
	    "  abvizmin/.style={abvizmax, shape border rotate=180},\n"
	    "  abvizleaf/.style={abviznode, rectangle, minimum width=%.2fcm, "
	    "minimum height=0.6cm},\n"
	    "  abviznote/.style={font=\\normalfont%s, text=abvizink, "
	    "align=center, inner sep=1.5pt, label distance=0.12cm},\n"
	    "  abvizorder/.style={text=abvizorder},\n"
	    "  abvizvalue/.style={font=\\bfseries%s, text=abvizink, "
	    "inner sep=0pt},\n"
	    "  abvizrunning/.style={font=\\normalfont%s},\n"
	    "  abvizdone/.style={},\n"
	    "  abvizopen/.style={},\n"
	    "  abvizpv/.style={draw=abvizpv, line width=%.2fpt},\n"
	    "  abviznow/.style={line width=%.2fpt%s},\n"
	    "  abvizcut/.style={draw=abvizpruned, text=abvizpruned, dashed, "
	    "font=\\normalfont%s, minimum size=0.8cm},\n"
	    "  abvizbeyond/.style={abvizcut, dotted},\n"
	    "  abvizlater/.style={draw=abvizlater, text=abvizlater, "
	    "font=\\normalfont%s, minimum size=0.8cm},\n"
	    "  abvizedge/.style={draw=abvizedge, line width=%.2fpt},\n"
	    "  abvizpvedge/.style={draw=abvizpv, line width=%.2fpt},\n"
	    "  abvizpathedge/.style={draw=abvizink, line width=%.2fpt},\n"
	    "  abvizcutedge/.style={draw=abvizpruned, dashed, line width=%.2fpt},\n"
	    "  abviznowedge/.style={draw=abvizcut, dashed, line width=%.2fpt},\n"
	    "  abvizbeyondedge/.style={draw=abvizpruned, dotted, "
	    "line width=%.2fpt},\n"
	    "  abvizlateredge/.style={draw=abvizlater, line width=%.2fpt},\n"
	    "  abvizcutmark/.style={text=abvizcut, font=\\bfseries%s, "
	    "inner sep=0pt},\n"
	    "  abvizlegend/.style={font=\\normalfont%s, text=abvizink, "
	    "align=left, anchor=north west, inner sep=0pt},\n"
	    "}\n", th->pen * 0.6, value, tri_cm(th), LEAF_CM - 0.15, note,
	    value, th->font >= 16 ? "\\small" : "\\footnotesize",
	    th->pv_pen * 0.6, th->now_pen * 0.6,
	    th->now_fill != NULL ? ", fill=abviznowfill" : "", value, value,
	    th->pen * 0.6, th->pv_pen * 0.6, th->pv_pen * 0.6, th->pen * 0.6,
	    th->cut_pen * 0.6, th->pen * 0.6, th->pen * 0.6,
	    th->font >= 16 ? "\\huge" : "\\Large",
	    th->font >= 16 ? "\\large" : "\\small");
}

/* The style name of a look, which tests read as the node's state. */
static const char *const look_style[] = {
	"abvizdone", "abvizopen", "abvizcut", "abvizbeyond", "abvizlater"
};

/* Node i's name note: its name (when the tree gives one), visit order,
   visits, "eval" at the depth limit, node type; in a frame, a pointer at
   the step's node. */
static void
put_name(FILE *f, const struct emit_job *j, const struct summary *s,
    const struct dot_step *now, int i)
{
	static const char *const km[] = { "", "PV", "CUT", "ALL" };
	const struct tree_node *nd = &j->t->node[i];
	const struct dot_shown d = dot_shown(s, now, i), *in = &d;
	char id[TREE_ID_MAX];

	if (now != NULL && i == now->node)
		fputs("$\\triangleright$\\,", f);
	if (tree_has_name(j->t, i)) {
		tikz_str(f, tree_label(j->t, i, id));
		fputs(nd->nkids == 0 ? " " : "\\\\", f);
	}
	fprintf(f, "\\textcolor{abvizorder}{\\#%d", in->order);
	if (in->visits > 1)
		fprintf(f, " $\\times$%d", in->visits);
	fputc('}', f);
	if (trace_horizon(j->tr, j->t, i)) {
		fputc(' ', f);
		tikz_str(f, msg(M_PIC_EVAL));
	}
	if (j->tr->cfg.node_types && in->type != KM_NONE)
		fprintf(f, "\\\\\\textbf{%s}", km[in->type]);
}

/* One node: shape, style of its look, place, and what it says. */
static void
put_node(FILE *f, const struct emit_job *j, const struct tikz_layout *l,
    const struct summary *s, const struct dot_step *now, int i)
{
	const struct tree_node *nd = &j->t->node[i];
	const struct dot_shown d = dot_shown(s, now, i), *in = &d;
	enum look lk = dot_look(j->t, j->tr, s, now, i);
	int is_max = tree_player(j->t, i) == PLAYER_MAX;
	int window = nd->nkids > 0 && !trace_horizon(j->tr, j->t, i) &&
	    algo_prunes(j->tr->cfg.algo);
	char id[TREE_ID_MAX];

	fprintf(f, "\\node[%s, %s", nd->nkids == 0 ? "abvizleaf" : is_max ?
	    "abvizmax" : "abvizmin", look_style[lk]);
	if ((lk == LOOK_DONE || lk == LOOK_OPEN) && in->on_pv)
		fputs(", abvizpv", f);
	if (now != NULL && i == now->node)
		fputs(", abviznow", f);
	if (lk != LOOK_DONE && lk != LOOK_OPEN) {
		/* never searched (yet): a leaf keeps its value, an interior
		   node its name when it has one */
		if (nd->nkids > 0 && tree_has_name(j->t, i)) {
			fputs(", label={[abviznote, text=abvizpruned]left:{", f);
			tikz_str(f, tree_label(j->t, i, id));
			fputs("}}", f);
		}
		fprintf(f, "] (n%d) at (%.3f,%.3f) {", i, l->x[i], l->y[i]);
		if (nd->nkids == 0)
			put_num(f, tree_value(j->t, i) *
			    cfg_sign(&j->tr->cfg, j->t, i));
		fputs("};\n", f);
		return;
	}
	/* the name beside an interior node, under a leaf; the window on the
	   other side */
	fprintf(f, ", label={[abviznote]%s:{", nd->nkids == 0 ? "below" :
	    "left");
	put_name(f, j, s, now, i);
	fputs("}}", f);
	if (window) {
		fputs(", label={[abviznote]right:{$\\alpha$=", f);
		put_num(f, in->alpha);
		fputs("\\\\$\\beta$=", f);
		put_num(f, in->beta);
		fputs("}}", f);
	}
	/*
	 * A triangle keeps its size whatever it says (no slide may change
	 * it): the value is a label at its centre, moved into its wide half.
	 * A leaf's box holds its value, the same on every slide.
	 */
	if (nd->nkids > 0)
		fprintf(f, ", label={[abvizvalue%s, yshift=%.2fcm]center:{",
		    lk == LOOK_OPEN ? ", abvizrunning" : "", is_max ? -0.12 :
		    0.12);
	else
		fprintf(f, "] (n%d) at (%.3f,%.3f) {", i, l->x[i], l->y[i]);
	if (lk == LOOK_OPEN) {
		fputs("$v$=", f);	/* its running value, v of the notes */
		put_num(f, in->v);
	} else {
		put_value(f, in->value, in->exact ? BOUND_EXACT : in->bound);
	}
	if (nd->nkids > 0)
		fprintf(f, "}}] (n%d) at (%.3f,%.3f) {", i, l->x[i], l->y[i]);
	fputs("};\n", f);
}

/* The edge from p to its child c, in the diagram's manner: dashed and
   crossed out (×) where a cutoff pruned it, thick along the principal
   variation (a frame: along the calls in progress). */
static void
put_edge(FILE *f, const struct emit_job *j, const struct summary *s,
    const struct dot_step *now, int p, int c)
{
	enum look lk = dot_look(j->t, j->tr, s, now, c);
	enum look lp = dot_look(j->t, j->tr, s, now, p);
	int crossed = lk == LOOK_CUT && (lp == LOOK_DONE || lp == LOOK_OPEN);
	int fresh = now != NULL && crossed && dot_shown(s, now, c).cut ==
	    now->cut;
	const char *style = "abvizedge";

	if (lk == LOOK_BEYOND)
		style = "abvizbeyondedge";
	else if (fresh)
		style = "abviznowedge";
	else if (lk == LOOK_CUT)
		style = "abvizcutedge";
	else if (lk == LOOK_LATER)
		style = "abvizlateredge";
	else if (lk == LOOK_OPEN)
		style = "abvizpathedge";
	else if (dot_on_pv(s, now, c))
		style = "abvizpvedge";
	fprintf(f, "\\draw[%s] (n%d) -- %s(n%d);\n", style, p, crossed ?
	    "node[abvizcutmark] {$\\times$} " : "", c);
}

void
tikz_tree(FILE *f, const struct emit_job *j, const struct tikz_layout *l,
    const struct summary *s, const struct dot_step *now, int box)
{
	int i, c;

	if (box)	/* the labels reach past the nodes' centres */
		fprintf(f, "\\useasboundingbox (-0.2,0.9) rectangle "
		    "(%.3f,%.3f);\n", l->width + 0.2, l->bottom - 1.1);
	for (i = 0; i < j->t->n; i++)
		put_node(f, j, l, s, now, i);
	for (i = 0; i < j->t->n; i++) {
		const struct tree_node *nd = &j->t->node[i];

		for (c = nd->first; c < nd->first + nd->nkids; c++)
			put_edge(f, j, s, now, i, c);
	}
}

/* One item of the key, and the space that parts it from the next. */
#define KEY(f, raw, id, ...) do { \
	TIKZ_MSG((f), (raw), (id), __VA_ARGS__); \
	fputs("\\quad ", (f)); \
} while (0)

void
tikz_key(FILE *f, const struct emit_job *j, int frame)
{
	const struct search_cfg *c = &j->tr->cfg;

	KEY(f, 1, M_PIC_KEY_MAX, "$\\triangle$");
	KEY(f, 1, M_PIC_KEY_MIN, "$\\bigtriangledown$");
	KEY(f, 1, M_PIC_KEY_LEAF, "\\fbox{\\rule{0pt}{0.8ex}\\hspace{0.8ex}}");
	KEY(f, 1, M_PIC_KEY_ORDER, "\\#$n$");
	if (algo_negamax(c->algo))
		KEY(f, 0, M_PIC_KEY_SIDE, "");
	if (algo_prunes(c->algo)) {
		KEY(f, 1, frame ? M_PIC_KEY_WINDOW_NOW : M_PIC_KEY_WINDOW_DONE,
		    "$\\alpha$ $\\beta$");
		KEY(f, 3, M_PIC_KEY_BOUND, "$\\geq v$", "$\\leq v$");
	}
	if (c->node_types)
		KEY(f, 0, M_PIC_KEY_TYPES, "");
	if (frame) {
		KEY(f, 1, M_PIC_KEY_RUNNING, "$v$=$x$");
		KEY(f, 1, M_PIC_KEY_NOW, "$\\triangleright$");
		KEY(f, 3, M_PIC_TIKZ_PATH, "\\textbf{", "}");
		KEY(f, 3, M_PIC_TIKZ_LATER, "\\textcolor{abvizlater}{", "}");
	} else {
		fputs("\\textcolor{abvizpv}{", f);
		TIKZ_MSG(f, 1, M_PIC_KEY_PV, "\\rule[0.5ex]{1.5em}{2pt}");
		fputs("}\\quad ", f);
	}
	TIKZ_MSG(f, 1, M_PIC_TIKZ_CUT,
	    "\\textcolor{abvizcut}{\\textbf{$\\times$}}");
}

/* The legend under the final drawing: the tree, where it is from and what
   it shows (the caption), the search and its result, the conventions, the
   counts and the key. */
static void
put_legend(FILE *f, const struct emit_job *j, const struct tikz_layout *l)
{
	const struct tree *t = j->t;
	const struct summary *s = j->s;
	char id[TREE_ID_MAX], conv[NARRATE_CONV_MAX], v[TIKZ_NUM_MAX];
	char n1[FMT_INT_MAX], n2[FMT_INT_MAX], n3[FMT_INT_MAX];
	double w = l->width > 10 ? l->width : 10;

	fprintf(f, "\\node[abvizlegend, text width=%.3fcm] at (0,%.3f) {"
	    "\\textbf{", w, l->bottom - 1.2);
	tikz_shown(f, t->name, strlen(t->name), EMIT_TITLE_SHOWN);
	fputs("}", f);
	if (t->source != NULL) {
		fputs(" \\textit{(", f);
		tikz_shown(f, t->source, strlen(t->source), EMIT_TITLE_SHOWN);
		fputs(")}", f);
	}
	if (t->description != NULL) {
		fputs("\\\\\n", f);
		tikz_shown(f, t->description, strlen(t->description),
		    EMIT_ABOUT_SHOWN);
	}
	fputs("\\\\\n", f);
	TIKZ_MSG(f, 2, M_PIC_RESULT, narrate_title(&j->tr->cfg),
	    tikz_num(j->tr->result, v));
	if (s->npv > 1) {
		/* as the diagram's legend names it: the label's first line,
		   a game's move ("X c2") and not the board under it */
		const char *m = tree_label(t, s->pv[1], id);
		char move[TREE_ID_MAX];

		snprintf(move, sizeof(move), "%.*s", (int)strcspn(m, "\n"), m);
		TIKZ_MSG(f, 0, M_PIC_BEST_MOVE, move);
	}
	fputs("\\\\\n", f);
	tikz_str(f, narrate_conventions(&j->tr->cfg, t, 1, conv,
	    sizeof(conv)));
	fputs("\\\\\n", f);
	TIKZ_MSG(f, 7, M_PIC_COUNTS, fmt_count(s->nvisited, n1), fmt_count(t->n, n2),
	    fmt_count(t->n - s->nvisited - s->beyond, n3));
	if (s->beyond > 0)
		TIKZ_MSG(f, 1, M_PIC_BEYOND_DOTTED, fmt_count(s->beyond, n1));
	if (s->npass > 1)
		TIKZ_MSG(f, 1, M_PIC_PASSES, fmt_count(s->npass, n1));
	if (s->researches > 0)
		TIKZ_MSG_N(f, 1, M_PIC_RESEARCHES, (unsigned long)s->researches,
		    fmt_count(s->researches, n1));
	fputs("\\\\[0.5ex]\n{\\footnotesize ", f);
	tikz_key(f, j, 0);
	fputs("}};\n", f);
}

/*
 * The file: a standalone document, or, when \abvizbody is defined before
 * \input, only the picture (the preamble then needs \usepackage{tikz} and
 * \usetikzlibrary{shapes.geometric}).
 */
int
tikz_emit(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	const struct theme *th = j->o->theme != NULL ? j->o->theme :
	    &themes[THEME_DEFAULT];
	struct tikz_layout *l;

	if ((l = tikz_layout_new(j)) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	fputs("% The alpha-beta diagram of ", f);
	tikz_shown(f, j->t->name, strlen(j->t->name), EMIT_TITLE_SHOWN);
	fprintf(f, ", drawn by abviz (theme %s).\n"
	    "%% Compile it alone (pdflatex), or \\input it into a document\n"
	    "%% whose preamble has \\usepackage{tikz} and\n"
	    "%% \\usetikzlibrary{shapes.geometric}, after \\def\\abvizbody{}.\n"
	    "\\ifdefined\\abvizbody\\else\n"
	    "\\documentclass[border=6pt]{standalone}\n", th->name);
	tikz_packages(f);
	tikz_begin(f);
	fputs("\\fi\n", f);
	tikz_styles(f, th);
	fputs("\\begin{tikzpicture}\n", f);
	tikz_tree(f, j, l, j->s, NULL, 0);
	put_legend(f, j, l);
	fputs("\\end{tikzpicture}\n", f);
	tikz_layout_free(l);
	fputs("\\ifdefined\\abvizbody\\expandafter\\endinput\\fi\n", f);
	tikz_end(f);
	return 0;
}
