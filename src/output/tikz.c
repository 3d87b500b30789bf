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
tikz_styles(FILE *f, const struct theme *th, const struct layout *l)
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
	    "minimum height=%.2fcm},\n"
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
	    "font=\\normalfont%s},\n"
	    "  abvizbeyond/.style={abvizcut, dotted},\n"
	    "  abvizlater/.style={draw=abvizlater, text=abvizlater, "
	    "font=\\normalfont%s},\n"
	    "  abvizedge/.style={draw=abvizedge, line width=%.2fpt},\n"
	    "  abvizpvedge/.style={draw=abvizpv, line width=%.2fpt},\n"
	    "  abvizpathedge/.style={draw=abvizink, line width=%.2fpt},\n"
	    "  abvizcutedge/.style={draw=abvizpruned, dashed, line width=%.2fpt},\n"
	    "  abviznowedge/.style={draw=abvizcut, dashed, line width=%.2fpt},\n"
	    "  abvizbeyondedge/.style={draw=abvizpruned, dotted, "
	    "line width=%.2fpt},\n"
	    "  abvizlateredge/.style={draw=abvizlater, line width=%.2fpt},\n"
	    "  abvizcutmark/.style={draw=abvizcut, line width=%.2fpt},\n"
	    "  abvizlegend/.style={font=\\normalfont%s, text=abvizink, "
	    "align=left, anchor=north west, inner sep=0pt},\n"
	    "}\n", th->pen * 0.6, value, l->tri, l->leaf_w, l->leaf_h, note,
	    value, th->font >= 16 ? "\\small" : "\\footnotesize",
	    th->pv_pen * 0.6, th->now_pen * 0.6,
	    th->now_fill != NULL ? ", fill=abviznowfill" : "", value, value,
	    th->pen * 0.6, th->pv_pen * 0.6, th->pv_pen * 0.6, th->pen * 0.6,
	    th->cut_pen * 0.6, th->pen * 0.6, th->pen * 0.6,
	    th->cut_pen * 0.6 + 0.4, th->font >= 16 ? "\\large" : "\\small");
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

/* A note of a node's at layout box b, by its anchor: west (beside a
   triangle, on its right) or north (under a leaf); style adds to
   abviznote's. */
static void
note_at(FILE *f, const struct layout_box *b, const char *anchor,
    const char *style)
{
	double x = strcmp(anchor, "east") == 0 ? b->x1 :
	    strcmp(anchor, "west") == 0 ? b->x0 : (b->x0 + b->x1) / 2;
	double y = strcmp(anchor, "north") == 0 ? b->y1 : (b->y0 + b->y1) / 2;

	fprintf(f, "\\node[abviznote%s, anchor=%s] at (%.3f,%.3f) {", style,
	    anchor, x, y);
}

/*
 * One node: its shape in the style of its look, at its place; what it
 * says in the boxes the layout gives (layout.h): the value inside the
 * shape (a leaf's is the node's text), the notes beside it or under it.
 */
static void
put_node(FILE *f, const struct emit_job *j, const struct layout *l,
    const struct summary *s, const struct dot_step *now, int i)
{
	const struct tree_node *nd = &j->t->node[i];
	const struct dot_shown d = dot_shown(s, now, i), *in = &d;
	enum look lk = dot_look(j->t, j->tr, s, now, i);
	int is_max = tree_player(j->t, i) == PLAYER_MAX;
	int seen = lk == LOOK_DONE || lk == LOOK_OPEN;
	char id[TREE_ID_MAX];

	fprintf(f, "\\node[%s, %s", nd->nkids == 0 ? "abvizleaf" : is_max ?
	    "abvizmax" : "abvizmin", look_style[lk]);
	if (seen && dot_on_pv(s, now, i))
		fputs(", abvizpv", f);
	if (now != NULL && i == now->node)
		fputs(", abviznow", f);
	fprintf(f, "] (n%d) at (%.3f,%.3f) {", i, l->x[i], l->y[i]);
	if (nd->nkids == 0 && !seen) {
		/* never searched (yet): a leaf keeps its value */
		put_num(f, tree_value(j->t, i) * cfg_sign(&j->tr->cfg, j->t, i));
	} else if (nd->nkids == 0 && lk == LOOK_OPEN) {
		fputs("$v$=", f);	/* its running value, v of the notes */
		put_num(f, in->v);
	} else if (nd->nkids == 0) {
		put_value(f, in->value, in->exact ? BOUND_EXACT : in->bound);
	}
	fputs("};\n", f);
	if (!seen) {
		/* an interior node keeps its name when it has one */
		if (nd->nkids > 0 && tree_has_name(j->t, i)) {
			note_at(f, &l->name[i], "west", ", align=left, "
			    "text=abvizpruned");
			tikz_str(f, tree_label(j->t, i, id));
			fputs("};\n", f);
		}
		return;
	}
	note_at(f, &l->name[i], nd->nkids == 0 ? "north" : "west",
	    nd->nkids == 0 ? "" : ", align=left");
	put_name(f, j, s, now, i);
	fputs("};\n", f);
	if (nd->nkids == 0)
		return;
	if (l->window[i].x1 > l->window[i].x0) {
		note_at(f, &l->window[i], "west", ", align=left");
		fputs("$\\alpha$=", f);
		put_num(f, in->alpha);
		fputs("\\\\$\\beta$=", f);
		put_num(f, in->beta);
		fputs("};\n", f);
	}
	/* the value in the triangle's wide half, the same box on every
	   slide */
	fprintf(f, "\\node[abvizvalue%s] at (%.3f,%.3f) {", lk == LOOK_OPEN ?
	    ", abvizrunning" : "", l->x[i], (l->value[i].y0 +
	    l->value[i].y1) / 2);
	if (lk == LOOK_OPEN) {
		fputs("$v$=", f);
		put_num(f, in->v);
	} else {
		put_value(f, in->value, in->exact ? BOUND_EXACT : in->bound);
	}
	fputs("};\n", f);
}

/* The edge from p to its child c, in the diagram's manner: dashed and
   crossed out (×) where a cutoff pruned it, thick along the principal
   variation (a frame: along the calls in progress).  It leaves p at the
   middle of its bottom and enters c at the middle of its top. */
static void
put_edge(FILE *f, const struct emit_job *j, const struct layout *l,
    const struct summary *s, const struct dot_step *now, int p, int c)
{
	enum look lk = dot_look(j->t, j->tr, s, now, c);
	enum look lp = dot_look(j->t, j->tr, s, now, p);
	int crossed = lk == LOOK_CUT && (lp == LOOK_DONE || lp == LOOK_OPEN);
	int fresh = now != NULL && crossed && dot_shown(s, now, c).cut ==
	    now->cut;
	const char *style = "abvizedge";
	double x0 = l->x[p], y0 = l->shape[p].y0, x1 = l->x[c],
	    y1 = l->shape[c].y1, mx, my;

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
	fprintf(f, "\\draw[%s] (%.3f,%.3f) -- (%.3f,%.3f);\n", style, x0, y0,
	    x1, y1);
	if (crossed) {	/* the cut: a cross of two strokes on its middle */
		mx = (x0 + x1) / 2;
		my = (y0 + y1) / 2;
		fprintf(f, "\\draw[abvizcutmark] (%.3f,%.3f) -- (%.3f,%.3f) "
		    "(%.3f,%.3f) -- (%.3f,%.3f);\n", mx - 0.12, my - 0.12,
		    mx + 0.12, my + 0.12, mx - 0.12, my + 0.12, mx + 0.12,
		    my - 0.12);
	}
}

void
tikz_tree(FILE *f, const struct emit_job *j, const struct layout *l,
    const struct summary *s, const struct dot_step *now, int box)
{
	int i, c;

	if (box)	/* every slide the same size */
		fprintf(f, "\\useasboundingbox (-0.1,%.3f) rectangle "
		    "(%.3f,%.3f);\n", l->top + 0.1, l->width + 0.1,
		    l->bottom - 0.1);
	for (i = 0; i < j->t->n; i++)
		if (l->hide == NULL || !l->hide[i])
			put_node(f, j, l, s, now, i);
	for (i = 0; i < j->t->n; i++) {
		const struct tree_node *nd = &j->t->node[i];

		for (c = nd->first; c < nd->first + nd->nkids; c++)
			if (l->hide == NULL || (!l->hide[i] && !l->hide[c]))
				put_edge(f, j, l, s, now, i, c);
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
put_legend(FILE *f, const struct emit_job *j, const struct layout *l)
{
	const struct tree *t = j->t;
	const struct summary *s = j->s;
	char id[TREE_ID_MAX], conv[NARRATE_CONV_MAX], v[TIKZ_NUM_MAX];
	char n1[FMT_INT_MAX], n2[FMT_INT_MAX], n3[FMT_INT_MAX];
	double w = l->width > 10 ? l->width : 10;

	fprintf(f, "\\node[abvizlegend, text width=%.3fcm] at (0,%.3f) {"
	    "\\textbf{", w, l->bottom - 0.4);
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
	struct layout *l;

	if ((l = layout_new(j)) == NULL) {
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
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
	tikz_styles(f, th, l);
	fputs("\\begin{tikzpicture}\n", f);
	tikz_tree(f, j, l, j->s, NULL, 0);
	put_legend(f, j, l);
	fputs("\\end{tikzpicture}\n", f);
	layout_free(l);
	fputs("\\ifdefined\\abvizbody\\expandafter\\endinput\\fi\n", f);
	tikz_end(f);
	return 0;
}
