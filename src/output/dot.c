/*
 * dot.c: the diagram.  Every user string goes into an HTML-like label,
 * escaped, so no id or label can change the structure of the graph.  One
 * drawing code serves the final diagram and the frames of single steps: a
 * frame only changes how each node looks (enum look) and the legend.
 */
#include <stdlib.h>
#include <string.h>

#include "dot.h"
#include "job.h"
#include "fmt.h"
#include "narrate.h"
#include "u8.h"


/* Whether node i is on the call stack at step now, not yet returned. */
static int
on_stack(const struct dot_step *now, int i)
{
	return (now->fold->node[i].flag & FOLD_STACK) &&
	    !(i == now->node && now->done);
}

/*
 * How node i looks.  In the final diagram (now NULL) a node never visited
 * was pruned or lies below the depth limit.  In a frame the step model's
 * fold says what is searched and cut so far (after several passes, a node
 * cut in the latest is cut even if an earlier one searched it), and a node
 * may be one the search has not reached yet.
 */
enum look
dot_look(const struct tree *t, const struct trace *tr, const struct summary *s,
    const struct dot_step *now, int i)
{
	if (now != NULL) {
		int flag = now->fold->node[i].flag;

		if (flag & FOLD_CUT)
			return LOOK_CUT;
		if (flag & FOLD_SEEN)
			return on_stack(now, i) ? LOOK_OPEN : LOOK_DONE;
		return trace_beyond(tr, t, i) ? LOOK_BEYOND : LOOK_LATER;
	}
	if (s->info[i].order > 0)
		return LOOK_DONE;
	return trace_beyond(tr, t, i) ? LOOK_BEYOND : LOOK_CUT;
}

int
dot_on_pv(const struct summary *s, const struct dot_step *now, int i)
{
	/* a frame before the last knows no result yet */
	return s->info[i].on_pv && (now == NULL || now->step == now->nsteps);
}

struct dot_shown
dot_shown(const struct summary *s, const struct dot_step *now, int i)
{
	struct dot_shown d;

	if (now != NULL) {
		const struct fold_node *fn = &now->fold->node[i];

		d.order = fn->order;
		d.visits = fn->visits;
		d.type = (enum km_type)fn->type;
		d.value = fn->state.value;
		d.bound = fn->state.bound;
		d.exact = fn->state.exact;
		d.v = fn->state.v;
		d.alpha = fn->state.alpha;
		d.beta = fn->state.beta;
		d.on_pv = dot_on_pv(s, now, i);
		d.cut = fn->flag & FOLD_CUT ? fn->cut : -1;
	} else {
		const struct node_info *in = &s->info[i];

		d.order = in->order;
		d.visits = in->visits;
		d.type = in->type;
		d.value = in->value;
		d.bound = in->bound;
		d.exact = in->exact;
		d.v = in->so_far;
		d.alpha = in->alpha_out;
		d.beta = in->beta_out;
		d.on_pv = in->on_pv;
		d.cut = in->cutoff;
	}
	return d;
}

/* A frame's SVG classes for node i, so tests and pages can read them. */
static void
put_class(FILE *f, const struct dot_step *now, enum look lk, int i, int pv)
{
	static const char *const name[] = {
		"visited done", "visited open", "cut", "beyond", "later"
	};

	fprintf(f, ", class=\"%s%s%s\"", name[lk], i == now->node ?
	    " current" : "", pv ? " pv" : "");
}

/* s[0..len) escaped for an HTML-like label: & < > " and newlines as <br/>. */
static void
put_html_n(FILE *f, const char *s, size_t len)
{
	for (; len > 0; s++, len--) {
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\n': fputs("<br/>", f); break;
		default: fputc(*s, f); break;
		}
	}
}

static void
put_html(FILE *f, const char *s)
{
	put_html_n(f, s, strlen(s));
}

/* Where dot_msg's pieces go. */
struct dot_sink {
	FILE *f;
	dot_put_fn *words, *text;
	unsigned raw;
};

static void
dot_piece(void *ctx, const char *s, size_t len, int k)
{
	const struct dot_sink *d = ctx;

	if (k < 0)
		d->words(d->f, s, len);
	else if (d->raw & 1u << k)
		fwrite(s, 1, len, d->f);
	else
		d->text(d->f, s, len);
}

void
dot_msg(FILE *f, dot_put_fn *words, dot_put_fn *text, unsigned raw,
    const char *msgtext, const char *const *arg, int n)
{
	struct dot_sink d = { f, words, text, raw };

	msg_walk_text(msgtext, arg, n, dot_piece, &d);
}

/* A message in a DOT label: everything escaped but the raw arguments;
   PUT_MSG_N the form of a plural message that count takes. */
#define PUT_MSG(f, raw, id, ...) \
	DOT_MSG((f), put_html_n, put_html_n, (raw), (id), __VA_ARGS__)
#define PUT_MSG_N(f, raw, id, count, ...) \
	DOT_MSG_N((f), put_html_n, put_html_n, (raw), (id), (count), \
	    __VA_ARGS__)

/* The value as a diagram shows it: "3", or "≥15" / "≤2" when a bound. */
static void
put_value(FILE *f, const struct dot_shown *in)
{
	char buf[FMT_VALUE_MAX];

	fputs(fmt_value(buf, in->value, in->exact ? BOUND_EXACT : in->bound,
	    0), f);
}

/*
 * A frame's node size, the same at every step whatever the label says, so
 * that no node moves from one slide to the next.
 */
static void
put_size(FILE *f, const struct dot_step *now, int inner)
{
	double w = inner ? now->inner_w : now->leaf_w;
	double h = inner ? now->inner_h : now->leaf_h;

	if (w > 0 && h > 0)
		fprintf(f, ", fixedsize=true, width=%.3f, height=%.3f", w, h);
}

/* A node still being searched: its running value, v of the notes. */
static void
put_running(FILE *f, const struct dot_shown *in)
{
	char buf[FMT_VALUE_MAX];

	fputs(fmt_value(buf, in->v, BOUND_EXACT, FMT_SYM | FMT_RUNNING),
	    f);
}

/*
 * The small line naming a node: its label or id, and its visit order; in a
 * frame, the step's node is pointed at.
 */
static void
put_name(FILE *f, const struct theme *th, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now, int i)
{
	static const char *const km[] = { "", "PV", "CUT", "ALL" };
	char id[TREE_ID_MAX];
	const struct dot_shown d = dot_shown(s, now, i), *in = &d;

	if (now != NULL && i == now->node)
		fputs("<b>\xE2\x96\xB6</b> ", f);	/* ▶ this step's node */
	fprintf(f, "<font point-size=\"%d\">", th->small);
	/*
	 * A name only when the tree gives one: path ids ("r.2.1.3") would
	 * widen every triangle; the visit order already tells nodes apart.
	 */
	if (tree_has_name(t, i)) {
		put_html(f, tree_label(t, i, id));
		fputc(' ', f);
	}
	fprintf(f, "<font color=\"%s\">#%d", th->order, in->order);
	if (in->visits > 1)
		fprintf(f, " \xC3\x97%d", in->visits);	/* ×k: searched k times */
	fputs("</font>", f);
	if (trace_horizon(tr, t, i)) {	/* scored at the depth limit */
		fputc(' ', f);
		put_html(f, msg(M_PIC_EVAL));
	}
	if (tr->cfg.node_types && in->type != KM_NONE)
		fprintf(f, "<br/><b>%s</b>", km[in->type]);
	fputs("</font>", f);
}

/* The window a node finished with, for alpha-beta's interior nodes. */
static void
put_window(FILE *f, const struct theme *th, const struct dot_shown *in)
{
	char a[FMT_NUM_MAX], b[FMT_NUM_MAX];

	fprintf(f, "<font point-size=\"%d\">\xCE\xB1=%s<br/>\xCE\xB2=%s</font>",
	    th->small, fmt_num_sym(in->alpha, a), fmt_num_sym(in->beta, b));
}

/*
 * One node.  Everything is inside the shape, so nothing can be read as
 * belonging to a neighbour: an up-triangle (MAX) reads name, value, window
 * from its narrow top to its wide base; a down-triangle (MIN) the reverse.
 * In a frame (now not NULL) a node on the call stack shows its running
 * value and window so far, and the step's node is shaded and thick.
 */
static void
put_node(FILE *f, const struct theme *th, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now, int i)
{
	const struct tree_node *nd = &t->node[i];
	const struct dot_shown d = dot_shown(s, now, i), *in = &d;
	enum look lk = dot_look(t, tr, s, now, i);
	int is_max = tree_player(t, i) == PLAYER_MAX;
	int horizon = trace_horizon(tr, t, i);
	int window = nd->nkids > 0 && !horizon && algo_prunes(tr->cfg.algo);
	char id[TREE_ID_MAX], v[FMT_NUM_MAX];

	fprintf(f, "  n%d [id=\"n%d\", shape=%s", i, i, nd->nkids == 0 ? "box" :
	    tree_is_chance(t, i) ? "circle" : is_max ? "triangle" :
	    "invtriangle");
	if (now != NULL) {
		put_class(f, now, lk, i, in->on_pv);
		if (lk != LOOK_BEYOND)	/* those never change */
			put_size(f, now, nd->nkids > 0);
	}
	if (lk != LOOK_DONE && lk != LOOK_OPEN) {
		/*
		 * Never visited: grey, dashed when a cut pruned it, dotted
		 * below the depth limit, solid and lighter when the search
		 * has not come to it yet; a leaf keeps its value.
		 */
		if (lk == LOOK_LATER)
			fprintf(f, ", color=\"%s\", fontcolor=\"%s\"",
			    th->later, th->later);
		else
			fprintf(f, ", style=%s, color=\"%s\", fontcolor=\"%s\"",
			    lk == LOOK_BEYOND ? "dotted" : "dashed", th->pruned,
			    th->pruned);
		if (nd->nkids > 0 && (now == NULL || now->inner_w <= 0 ||
		    lk == LOOK_BEYOND))
			fputs(", width=0.55, height=0.45", f);
		fputs(", label=<", f);
		/* the first node a cutoff left: the cut's mark, inside it,
		   where no edge runs (on its edge, a mark would meet the
		   next edge) */
		if (lk == LOOK_CUT && i > 0 && (dot_look(t, tr, s, now,
		    nd->parent) == LOOK_DONE || dot_look(t, tr, s, now,
		    nd->parent) == LOOK_OPEN))
			fprintf(f, "<font color=\"%s\">\xE2\x9C\x82</font>%s",
			    th->cut, nd->nkids == 0 ? " " : "<br/>");
		/* a leaf's value in the type of the searched ones' */
		if (nd->nkids == 0)
			fputs(fmt_num(tree_value(t, i) * cfg_sign(&tr->cfg, t,
			    i), v), f);
		else if (tree_has_name(t, i))
			put_html(f, tree_label(t, i, id));
		fputs(">];\n", f);
		return;
	}
	if (in->on_pv)
		fprintf(f, ", penwidth=%g, color=\"%s\"", th->pv_pen, th->pv);
	if (now != NULL && i == now->node) {
		/* thick, shaded and marked: it reads in black and white; a
		   theme without fills leaves it thick and marked */
		fprintf(f, ", penwidth=%g", th->now_pen);
		if (th->now_fill != NULL)
			fprintf(f, ", style=filled, fillcolor=\"%s\"",
			    th->now_fill);
	}
	fputs(", label=<", f);
	if (window && !is_max) {
		put_window(f, th, in);
		fputs("<br/>", f);
	}
	if (nd->nkids > 0 && is_max) {
		put_name(f, th, t, tr, s, now, i);
		fputs("<br/>", f);
	}
	if (lk == LOOK_OPEN) {
		put_running(f, in);
	} else {
		fputs("<b>", f);
		put_value(f, in);
		fputs("</b>", f);
	}
	if (nd->nkids == 0 || !is_max) {
		fputs("<br/>", f);
		put_name(f, th, t, tr, s, now, i);
	}
	if (window && is_max) {
		fputs("<br/>", f);
		put_window(f, th, in);
	}
	fputs(">];\n", f);
}

/*
 * Whether a line may break before byte at of p[0..len) (0 < at < len): at
 * a space, which the break then eats, or between two characters one of
 * which is wide (Chinese puts no spaces between words), unless the line
 * would then start with closing punctuation ("，" "）") or end with
 * opening ("（").
 */
static int
may_break(const char *p, size_t len, size_t at)
{
	static const unsigned closing[] = {
		0xFF0C, 0x3002, 0x3001, 0xFF1B, 0xFF1A, 0xFF01, 0xFF1F,
		0xFF09, 0x300B, 0x300D, 0x201D, 0x2019
	};
	static const unsigned opening[] = { 0xFF08, 0x300A, 0x300C, 0x201C };
	unsigned next, prev;
	size_t b, k;

	if (p[at] == ' ')
		return 1;
	if (((unsigned char)p[at] & 0xC0) == 0x80)
		return 0;	/* inside a character */
	for (b = at - 1; b > 0 && ((unsigned char)p[b] & 0xC0) == 0x80; b--)
		;
	u8_get(p + at, len - at, &next);
	u8_get(p + b, at - b, &prev);
	if (u8_cpwidth(next) != 2 && u8_cpwidth(prev) != 2)
		return 0;
	for (k = 0; k < sizeof(closing) / sizeof(closing[0]); k++)
		if (next == closing[k])
			return 0;
	for (k = 0; k < sizeof(opening) / sizeof(opening[0]); k++)
		if (prev == opening[k])
			return 0;
	return 1;
}

/*
 * Text p[0..len) broken into lines of at most cols bytes (the first line
 * first bytes) at spaces or beside a Chinese character (a word longer
 * than a line is broken between characters), onto f when f is not NULL.
 * At most max_rows lines: when the text goes on after them, the last is
 * cut short and ends with an ellipsis.  Returns the number of lines.
 */
static int
put_lines(FILE *f, const char *p, size_t len, size_t first, size_t cols,
    int max_rows)
{
	size_t width = first, cut;
	int rows = 1;

	while (len > width) {
		if (rows == max_rows) {
			/* the last line: what fits beside "…" (3 bytes) */
			for (cut = width > 3 ? width - 3 : 0; cut > 0 &&
			    ((unsigned char)p[cut] & 0xC0) == 0x80; cut--)
				;
			if (f != NULL) {
				put_html_n(f, p, cut);
				fputs("\xE2\x80\xA6", f);
			}
			return rows;
		}
		for (cut = width; cut > 0 && !may_break(p, len, cut); cut--)
			;
		if (cut == 0)	/* no space: break before a UTF-8 lead byte */
			for (cut = width; cut < len &&
			    ((unsigned char)p[cut] & 0xC0) == 0x80; cut++)
				;
		if (f != NULL) {
			put_html_n(f, p, cut);
			fputs("<br/>", f);
		}
		p += cut;
		len -= cut;
		if (len > 0 && *p == ' ') {
			p++;
			len--;
		}
		width = cols;
		rows++;
	}
	if (f != NULL)
		put_html_n(f, p, len);
	return rows;
}

/*
 * A step's sentence, broken into lines of at most STEP_COLS bytes (the
 * first line leaves room for the message "step k of n: "), at most
 * STEP_ROWS of them: a cutoff that prunes a thousand children names each,
 * and a frame is no place for all of them.  At 13 points such a line is
 * narrower than the conventions' line at 12 (a Chinese character, 3
 * bytes, is narrower than 3 letters), so the sentence never widens a
 * frame: every frame of a tree has the same width.
 */
#define STEP_COLS 84
#define STEP_ROWS 12
static int
put_wrapped(FILE *f, const char *p, size_t len)
{
	size_t lead = strlen(msg(M_PIC_STEP_OF));

	return put_lines(f, p, len, lead < STEP_COLS / 2 ? STEP_COLS - lead :
	    STEP_COLS / 2, STEP_COLS, STEP_ROWS);
}

/*
 * A tree's name or source as a picture shows it: its first
 * EMIT_TITLE_SHOWN characters, then "…" when there is more.
 */
static void
put_title_text(FILE *f, const char *s)
{
	size_t n = u8_cut(s, strlen(s), EMIT_TITLE_SHOWN);

	put_html_n(f, s, n);
	if (s[n] != '\0')
		fputs("\xE2\x80\xA6", f);
}

int
dot_step_rows(const char *text, size_t len)
{
	return put_wrapped(NULL, text, len);
}

/*
 * The legend is as wide as the tree: its lines are broken to the width
 * Graphviz will give the tree's widest rank, measured from the labels
 * (a character of DejaVu Sans about 0.55 of its size, a triangle about
 * twice as wide as its longest line).  A narrow tree's legend keeps
 * LEGEND_MIN_COLS characters a line.  A frame's lines are not broken
 * (but its key's and its description's): its width must not change from
 * one step to the next, and the step's sentence is broken to less than
 * the conventions' line.
 */
#define LEGEND_MIN_COLS 44
#define FRAME_COLS 4096		/* a frame's lines: not broken */
#define ABOUT_COLS 160		/* the description's, at most */
#define CHAR_EM 0.55
#define RANKS_MAX 64
static double
tree_points(const struct tree *t, const struct theme *th,
    const struct dot_step *now)
{
	double rank[RANKS_MAX] = { 0 }, w, widest = 0;
	char id[TREE_ID_MAX], v[FMT_NUM_MAX];
	int i, d, name;

	for (i = 0; i < t->n; i++) {
		d = t->node[i].depth < RANKS_MAX ? t->node[i].depth :
		    RANKS_MAX - 1;
		name = tree_has_name(t, i) ? u8_width(tree_label(t, i, id),
		    strlen(tree_label(t, i, id))) : 0;
		if (t->node[i].nkids == 0)
			w = CHAR_EM * (name + 4 > 3 ? (name + 4) * th->small :
			    (double)strlen(fmt_num(tree_value(t, i), v)) *
			    th->font) + 12;
		else
			w = 2 * CHAR_EM * (name + 4 > 6 ? name + 4 : 6) *
			    th->small;
		rank[d] += w + (rank[d] > 0 ? 8.6 : 0);	/* nodesep */
		widest = rank[d] > widest ? rank[d] : widest;
	}
	if (now != NULL && widest < CHAR_EM * STEP_COLS * th->step)
		widest = CHAR_EM * STEP_COLS * th->step;
	return widest;
}

/* The characters of type size pt a legend's line holds. */
static size_t
legend_cols(double points, int pt)
{
	size_t cols = (size_t)(points / (CHAR_EM * pt));

	return cols > LEGEND_MIN_COLS ? cols : LEGEND_MIN_COLS;
}

/* A line of the legend, gathered before it is broken: plain text (html
   0), or HTML with its visible width counted apart. */
#define ROW_MAX 8192
struct row {
	char text[ROW_MAX];
	size_t len;
	int html;
};

/* Append s[0..len) to r, escaped for HTML when esc; cut at a character
   when full. */
static void
row_add(struct row *r, const char *s, size_t len, int esc)
{
	char one[8];
	size_t k, n;

	for (k = 0; k < len; k++) {
		n = 1;
		one[0] = s[k];
		if (esc && strchr("&<>\"", s[k]) != NULL)
			n = (size_t)snprintf(one, sizeof(one), "%s",
			    s[k] == '&' ? "&amp;" : s[k] == '<' ? "&lt;" :
			    s[k] == '>' ? "&gt;" : "&quot;");
		if (r->len + n + 4 >= ROW_MAX)
			return;
		memcpy(r->text + r->len, one, n);
		r->len += n;
	}
}

/* Where row_msg's pieces go: the row and which arguments are markup. */
struct row_sink {
	struct row *r;
	unsigned raw;
};

static void
row_piece(void *ctx, const char *s, size_t len, int k)
{
	const struct row_sink *d = ctx;

	row_add(d->r, s, len, d->r->html && (k < 0 || !(d->raw & 1u << k)));
}

/* A message's text (msg's, msg_n's) onto r, its arguments as raw says. */
static void
row_msg(struct row *r, unsigned raw, const char *text, const char *const *arg,
    int n)
{
	struct row_sink d = { r, raw };

	msg_walk_text(text, arg, n, row_piece, &d);
}
#define ROW_MSG(r, raw, id, ...) \
	row_msg((r), (raw), msg(id), (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))
#define ROW_MSG_N(r, raw, id, count, ...) \
	row_msg((r), (raw), msg_n((id), (count)), \
	    (const char *const[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const char *const[]){ __VA_ARGS__ }) / \
	    sizeof(const char *)))

/* Write r's plain text broken into lines of cols (each on the left),
   and empty r. */
static void
row_put(FILE *f, struct row *r, size_t cols)
{
	put_lines(f, r->text, r->len, cols, cols, 1000);
	r->len = 0;
}

/* The characters r's HTML shows: tags count nothing, an entity one. */
static size_t
row_shown(const struct row *r)
{
	size_t k, n = 0;

	for (k = 0; k < r->len; k++) {
		if (r->text[k] == '<') {
			while (k < r->len && r->text[k] != '>')
				k++;
		} else if (r->text[k] == '&') {
			while (k < r->len && r->text[k] != ';')
				k++;
			n++;
		} else if (((unsigned char)r->text[k] & 0xC0) != 0x80) {
			n++;
		}
	}
	return n;
}

/*
 * Whether a search under c may search a node more than once: PVS's
 * re-searches, and the passes of MTD(f), iterative deepening and an
 * aspiration window.  A frame's key says so from the start, not from the
 * first repeat on, so that every frame has the same key.
 */
static int
may_repeat(const struct search_cfg *c)
{
	return c->algo == ALGO_PVS || c->algo == ALGO_MTDF || c->iterative ||
	    c->window;
}

/* The nodes cut so far that a frame draws dashed. */
static int
count_cut(const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now)
{
	int i, n = 0;

	for (i = 0; i < t->n; i++)
		n += dot_look(t, tr, s, now, i) == LOOK_CUT;
	return n;
}

/* The graph's opening lines: the layout, the fonts, plain edges. */
static void
put_graph_head(FILE *f, const struct theme *th)
{
	fputs("digraph abviz {\n", f);
	fprintf(f, "  graph [ordering=out, splines=line, nodesep=0.12, ranksep=0.45, "
	    "fontname=\"%s\", fontsize=%d, labelloc=b, labeljust=l];\n",
	    theme_script(msg_lang())->font, th->font);
	fprintf(f, "  node [fontname=\"%s\", fontsize=%d, width=0.3, "
	    "height=0.3, margin=\"0.05,0.05\"",
	    theme_script(msg_lang())->font, th->font);
	if (th->pen != 1)
		fprintf(f, ", penwidth=%g", th->pen);
	fputs("];\n", f);
	/* an edge leaves a node at the middle of its bottom and enters
	   the next at the middle of its top: never through a side, where
	   the node's words are */
	fprintf(f, "  edge [arrowhead=none, tailport=s, headport=n, "
	    "color=\"%s\"", th->edge);
	if (th->pen != 1)
		fprintf(f, ", penwidth=%g", th->pen);
	fputs("];\n", f);
}

/* The legend's opening: the tree's name in bold, and where it is from,
   in lines of at most cols characters. */
static void
put_title(FILE *f, const struct tree *t, size_t cols)
{
	size_t n = u8_cut(t->name, strlen(t->name), EMIT_TITLE_SHOWN);
	size_t shown = (size_t)u8_width(t->name, n), src;

	fputs("  label=<<table border=\"0\" cellspacing=\"2\" cellpadding=\"1\">"
	    "\n    <tr><td align=\"left\" balign=\"left\"><b>", f);
	/* broken at its spaces; a name of one word, as it is */
	if (memchr(t->name, ' ', n) != NULL)
		put_lines(f, t->name, n, cols, cols, 1000);
	else
		put_html_n(f, t->name, n);
	if (t->name[n] != '\0')
		fputs("\xE2\x80\xA6", f);
	fputs("</b>", f);
	if (t->source != NULL) {
		src = (size_t)u8_width(t->source, strlen(t->source));
		/* on the name's line when both fit, else on its own */
		fputs(shown + src + 3 <= cols ? " " : "<br/>", f);
		fputs("<i>(", f);
		put_title_text(f, t->source);
		fputs(")</i>", f);
	}
}

/* One item of the key, and the spaces that part it from the next. */
#define KEY(f, raw, id, ...) do { \
	PUT_MSG((f), (raw), (id), __VA_ARGS__); \
	fputs("   ", (f)); \
} while (0)

/* The key's items, each gathered apart and put on the line after the
   ones before it, or on a new line when it would pass cols characters. */
struct key_line {
	FILE *f;
	size_t used, cols;
	struct row item;
};

static void
key_put(struct key_line *k)
{
	size_t w = row_shown(&k->item);

	if (k->used > 0 && k->used + 3 + w > k->cols) {
		fputs("<br/>", k->f);
		k->used = 0;
	} else if (k->used > 0) {
		fputs("   ", k->f);
		k->used += 3;
	}
	fwrite(k->item.text, 1, k->item.len, k->f);
	k->used += w;
	k->item.len = 0;
}
#define KEY_ITEM(k, raw, id, ...) do { \
	ROW_MSG(&(k)->item, (raw), (id), __VA_ARGS__); \
	key_put(k); \
} while (0)

/* Markup in a key's item, as it is. */
static void
key_mark(struct key_line *k, const char *html)
{
	row_add(&k->item, html, strlen(html), 0);
}

/*
 * The key to the marks: the shapes, the visit order, what a window and a
 * bound mean, and (a frame) the step's node, the calls in progress, what
 * is not reached yet, or (the final diagram) the principal variation; the
 * cuts.  In lines of at most cols characters.
 */
static void
put_key(FILE *f, const struct theme *th, const struct tree *t,
    const struct trace *tr, const struct summary *s,
    const struct dot_step *now, size_t cols)
{
	const struct search_cfg *c = &tr->cfg;
	char mark[64], cut[64];
	struct key_line k;

	k.f = f;
	k.used = 0;
	k.cols = cols;
	k.item.len = 0;
	k.item.html = 1;
	fprintf(f, "    <tr><td align=\"left\" balign=\"left\"><font "
	    "point-size=\"%d\">", th->key);
	KEY_ITEM(&k, 1, M_PIC_KEY_MAX, "\xE2\x96\xB3");
	KEY_ITEM(&k, 1, M_PIC_KEY_MIN, "\xE2\x96\xBD");
	if (t->nchance > 0)
		KEY_ITEM(&k, 1, M_PIC_KEY_CHANCE, "\xE2\x97\x8B");
	KEY_ITEM(&k, 1, M_PIC_KEY_LEAF, "\xE2\x96\xA1");
	KEY_ITEM(&k, 1, M_PIC_KEY_ORDER, "#n");
	if (now != NULL ? may_repeat(c) : s->visits > s->nvisited)
		KEY_ITEM(&k, 1, M_PIC_KEY_VISITS, "\xC3\x97k");
	if (algo_negamax(c->algo))
		KEY_ITEM(&k, 0, M_PIC_KEY_SIDE, "");
	if (algo_prunes(c->algo)) {
		KEY_ITEM(&k, 1, now != NULL ? M_PIC_KEY_WINDOW_NOW :
		    M_PIC_KEY_WINDOW_DONE, "\xCE\xB1 \xCE\xB2");
		KEY_ITEM(&k, 3, M_PIC_KEY_BOUND, "\xE2\x89\xA5v",
		    "\xE2\x89\xA4v");
	}
	if (c->node_types)
		KEY_ITEM(&k, 0, M_PIC_KEY_TYPES, "");
	if (cfg_fail_hard(c) && c->cutoff == CUT_GT)
		KEY_ITEM(&k, 0, M_PIC_KEY_EMPTY, "");
	snprintf(cut, sizeof(cut), "<font color=\"%s\">\xE2\x9C\x82</font>",
	    th->cut);
	if (now != NULL) {
		/* the marks of a frame, on a line of their own */
		KEY_ITEM(&k, 1, M_PIC_KEY_RUNNING, "v=x");
		fprintf(f, "</font></td></tr>\n    <tr><td align=\"left\" "
		    "balign=\"left\"><font point-size=\"%d\">", th->key);
		k.used = 0;
		KEY_ITEM(&k, 1, th->now_fill != NULL ? M_PIC_KEY_NOW_SHADED :
		    M_PIC_KEY_NOW, "<b>\xE2\x96\xB6</b>");
		KEY_ITEM(&k, 1, M_PIC_KEY_PATH,
		    "<b>\xE2\x94\x81\xE2\x94\x81</b>");
		snprintf(mark, sizeof(mark), "<font color=\"%s\">\xE2\x96\xA1"
		    "</font>", th->later);
		KEY_ITEM(&k, 1, M_PIC_KEY_LATER, mark);
		KEY_ITEM(&k, 1, M_PIC_KEY_CUT_NOW, cut);
	} else {
		snprintf(mark, sizeof(mark), "<font color=\"%s\">", th->pv);
		key_mark(&k, mark);
		ROW_MSG(&k.item, 1, M_PIC_KEY_PV,
		    "<b>\xE2\x94\x81\xE2\x94\x81</b>");
		key_mark(&k, "</font>");
		key_put(&k);
		KEY_ITEM(&k, 1, M_PIC_KEY_CUT_DONE, cut);
	}
	if (s->beyond > 0) {
		row_add(&k.item, msg(M_PIC_KEY_BEYOND),
		    strlen(msg(M_PIC_KEY_BEYOND)), 1);
		key_put(&k);
	}
	fputs("</font></td></tr>\n", f);
}

/*
 * The legend under the diagram: the tree, the formulation and its result
 * (a frame: the step's sentence instead), the conventions, the counts (a
 * frame: so far), and a key to the marks; each line broken to the tree's
 * width.
 */
static void
put_legend(FILE *f, const struct theme *th, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now)
{
	char v[FMT_NUM_MAX], id[TREE_ID_MAX], conv[NARRATE_CONV_MAX];
	char n1[FMT_INT_MAX], n2[FMT_INT_MAX], n3[FMT_INT_MAX];
	const struct search_cfg *c = &tr->cfg;
	int pruned = now == NULL ? t->n - s->nvisited - s->beyond :
	    count_cut(t, tr, s, now);
	/* a frame's counts: so far */
	int visited = now != NULL ? now->fold->visited : s->nvisited;
	int passes = now != NULL ? now->fold->pass : s->npass;
	int researches = now != NULL ? now->fold->researches : s->researches;
	double points = tree_points(t, th, now);
	/* a frame's lines as they are (the conventions' line, wider than
	   any line of the step's sentence, keeps every frame one size) */
	size_t cols = now != NULL ? FRAME_COLS : legend_cols(points, th->font);
	size_t about = cols < ABOUT_COLS ? cols : ABOUT_COLS;
	struct row r;
	int rows;

	r.len = 0;
	r.html = 0;
	put_title(f, t, cols);
	/* what the tree shows, when the file says: each line on the left */
	if (t->description != NULL) {
		fputs("</td></tr>\n    <tr><td align=\"left\" balign=\"left\">",
		    f);
		put_lines(f, t->description, strlen(t->description), about,
		    about, (int)(EMIT_ABOUT_SHOWN / about + 2));
	}
	fputs("</td></tr>\n    <tr><td align=\"left\" balign=\"left\">", f);
	if (now != NULL) {
		row_add(&r, narrate_title(c), strlen(narrate_title(c)), 0);
	} else {
		ROW_MSG(&r, 0, M_PIC_RESULT, narrate_title(c),
		    fmt_num(tr->result, v));
		if (s->npv > 1) {
			/* a label's first line: a game's move ("X c2"),
			   not the board drawn under it */
			const char *m = tree_label(t, s->pv[1], id);
			char move[TREE_ID_MAX];

			snprintf(move, sizeof(move), "%.*s",
			    (int)strcspn(m, "\n"), m);
			ROW_MSG(&r, 0, M_PIC_BEST_MOVE, move);
		}
	}
	row_put(f, &r, cols);
	fputs("</td></tr>\n    <tr><td align=\"left\" balign=\"left\">", f);
	narrate_conventions(c, t, 1, conv, sizeof(conv));
	row_add(&r, conv, strlen(conv), 0);
	row_put(f, &r, cols);
	fputs("</td></tr>\n    <tr><td align=\"left\" balign=\"left\">", f);
	ROW_MSG(&r, 0, now != NULL ? M_PIC_COUNTS_SO_FAR : M_PIC_COUNTS,
	    fmt_count(visited, n1), fmt_count(t->n, n2), fmt_count(pruned, n3));
	if (s->beyond > 0)
		ROW_MSG(&r, 0, M_PIC_BEYOND, fmt_count(s->beyond, n1));
	if (passes > 1)
		ROW_MSG(&r, 0, now != NULL ? M_PIC_PASS : M_PIC_PASSES,
		    fmt_count(passes, n1));
	if (researches > 0)
		ROW_MSG_N(&r, 0, M_PIC_RESEARCHES, (unsigned long)researches,
		    fmt_count(researches, n1));
	row_put(f, &r, cols);
	fputs("</td></tr>\n", f);
	if (now != NULL) {
		fprintf(f, "    <tr><td align=\"left\" balign=\"left\"><font "
		    "point-size=\"%d\"><b>", th->step);
		PUT_MSG(f, 0, M_PIC_STEP_OF, fmt_count(now->step, n1),
		    fmt_count(now->nsteps, n2));
		fputs("</b> ", f);
		/* every frame gives the sentence as many lines: same size */
		for (rows = put_wrapped(f, now->text, now->len);
		    rows < now->rows; rows++)
			fputs("<br/> ", f);
		fputs("</font></td></tr>\n", f);
	}
	put_key(f, th, t, tr, s, now, legend_cols(points, th->key));
	fputs("  </table>>;\n", f);
}

/*
 * A chance node's child: its probability beside the middle of its edge,
 * on white, so that where Graphviz puts it on a line the line stops under
 * it (an external label leaves the layout alone; labels by the tails
 * would pile up, since every edge leaves its node at one port).
 */
static void
put_prob(FILE *f, const struct theme *th, const struct tree *t, int c)
{
	char v[32];

	if (tree_prob(t, c) <= 0)
		return;
	/* three digits: a third reads 0.333 */
	snprintf(v, sizeof(v), "%.3g", tree_prob(t, c));
	fprintf(f, ", xlabel=<<table border=\"0\" cellborder=\"0\" "
	    "cellpadding=\"1\" cellspacing=\"0\" bgcolor=\"white\">"
	    "<tr><td>p=%s</td></tr></table>>, fontname=\"%s\", fontsize=%d",
	    v, theme_script(msg_lang())->font, th->small);
}

/*
 * The edge from node p to its child c: e<c> names it, since each node has
 * one edge in.  A frame draws the calls in progress thick and the branches
 * the step itself cuts off in the colour of the cut.
 */
static void
put_edge(FILE *f, const struct theme *th, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now, int p, int c)
{
	enum look lk = dot_look(t, tr, s, now, c), lp = dot_look(t, tr, s, now, p);
	int crossed = lk == LOOK_CUT && (lp == LOOK_DONE || lp == LOOK_OPEN);
	int fresh = now != NULL && crossed && dot_shown(s, now, c).cut ==
	    now->cut;

	fprintf(f, "  n%d -> n%d [id=\"e%d\"", p, c, c);
	put_prob(f, th, t, c);
	if (now != NULL && (crossed || lk == LOOK_OPEN))
		fprintf(f, ", class=\"%s\"", lk == LOOK_OPEN ? "path" : fresh ?
		    "cut now" : "cut");
	else if (now != NULL && dot_on_pv(s, now, c))
		fputs(", class=\"pv\"", f);
	if (lk == LOOK_BEYOND)
		fprintf(f, ", style=dotted, color=\"%s\"", th->pruned);
	else if (crossed) {
		/* the edge the cutoff crossed out (the node it leads to
		   carries the mark, put_node) */
		fprintf(f, ", style=dashed, color=\"%s\"", fresh ? th->cut :
		    th->pruned);
		if (fresh)
			fprintf(f, ", penwidth=%g", th->cut_pen);

	}
	else if (lk == LOOK_CUT)
		fprintf(f, ", style=dashed, color=\"%s\"", th->pruned);
	else if (lk == LOOK_LATER)
		fprintf(f, ", color=\"%s\"", th->later);
	else if (lk == LOOK_OPEN)
		fprintf(f, ", penwidth=%g, color=\"%s\"", th->pv_pen, th->ink);
	else if (dot_on_pv(s, now, c))
		fprintf(f, ", penwidth=%g, color=\"%s\"", th->pv_pen, th->pv);
	fputs("];\n", f);
}

int
dot_emit_state(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, const struct dot_step *now,
    const struct theme *th)
{
	int i, c;

	if (th == NULL)
		th = &themes[THEME_DEFAULT];
	put_graph_head(f, th);
	put_legend(f, th, t, tr, s, now);
	for (i = 0; i < t->n; i++)
		put_node(f, th, t, tr, s, now, i);
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		for (c = nd->first; c < nd->first + nd->nkids; c++)
			put_edge(f, th, t, tr, s, now, i, c);
	}
	fputs("}\n", f);
	return 0;
}

int
dot_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	return dot_emit_state(f, t, tr, s, NULL, NULL);
}

/*
 * The search and its conventions (the worksheet's), on lines of whole
 * clauses (parted by M_LOG_CONV_SEP) of about CLAUSE_COLS bytes, so that
 * they do not make the drawing wider than its tree and a page of paper.
 */
#define CLAUSE_COLS 80
static void
put_clauses(FILE *f, const char *title, const char *conv)
{
	const char *sep = msg(M_LOG_CONV_SEP), *p = conv, *end;
	size_t col = strlen(title), n, seplen = strlen(sep);

	put_html(f, title);
	while (*p != '\0') {
		end = strstr(p, sep);
		n = end != NULL ? (size_t)(end - p) : strlen(p);
		/* the separator stays at the end of the line it closes */
		put_html(f, sep);
		if (col + seplen + n > CLAUSE_COLS) {
			fputs("<br align=\"left\"/>", f);
			col = 0;
		}
		put_html_n(f, p, n);
		col += seplen + n;
		p += n;
		if (end != NULL)
			p += seplen;
	}
}

/* Text as it is, for a message composed before it is escaped. */
static void
put_raw(FILE *f, const char *s, size_t len)
{
	fwrite(s, 1, len, f);
}

/* The worksheet's task (M_PIC_BLANK_TASK, what to write as a value), and
   the bounds of t's leaves when it gives them (Star1 prunes by them), on
   lines of at most CLAUSE_COLS bytes; on one line when out of memory. */
static void
put_task(FILE *f, const struct tree *t, const char *what)
{
	char *text = NULL, lo[FMT_NUM_MAX], hi[FMT_NUM_MAX];
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);

	if (m != NULL) {
		DOT_MSG(m, put_raw, put_raw, 0, M_PIC_BLANK_TASK, what);
		if (t->bounded)
			DOT_MSG(m, put_raw, put_raw, 0, M_PIC_BLANK_LEAF_BOUNDS,
			    fmt_num(t->lo, lo), fmt_num(t->hi, hi));
		if (fclose(m) == 0 && text != NULL) {
			put_lines(f, text, len, CLAUSE_COLS, CLAUSE_COLS, 20);
			free(text);
			return;
		}
		free(text);
	}
	PUT_MSG(f, 0, M_PIC_BLANK_TASK, what);
}

/*
 * The worksheet: the tree as the exercise gives it.  Leaves with their
 * values and names, every interior node its name and an empty box for the
 * student's value, no edge crossed out, and a legend that states the
 * conventions to search under and what to write.  Not the tree's
 * description: it may well tell the answer.
 */
int
dot_emit_blank(FILE *f, const struct tree *t, const struct trace *tr,
    const struct theme *th)
{
	return dot_emit_blank_part(f, t, tr, th, NULL);
}

int
dot_emit_blank_part(FILE *f, const struct tree *t, const struct trace *tr,
    const struct theme *th, const unsigned char *hide)
{
	char v[FMT_NUM_MAX], id[TREE_ID_MAX], conv[NARRATE_CONV_MAX];
	int i, c;

	if (th == NULL)
		th = &themes[THEME_DEFAULT];
	put_graph_head(f, th);
	/* no thick outline to clear on a worksheet: its shapes hug their
	   write-in boxes, and its ranks sit closer, so that a tree fills
	   the paper with boxes large enough to write in */
	fputs("  graph [ranksep=0.3];\n  node [margin=0.02];\n", f);
	put_title(f, t, 1000);
	fputs("</td></tr>\n    <tr><td align=\"left\" balign=\"left\">", f);
	put_clauses(f, narrate_title(&tr->cfg), narrate_conventions(&tr->cfg,
	    t, 1, conv, sizeof(conv)));
	fputs("</td></tr>\n    <tr><td align=\"left\" balign=\"left\">", f);
	put_task(f, t, msg(algo_prunes(tr->cfg.algo) ? M_PIC_BLANK_BOUNDS :
	    M_PIC_BLANK_EXACT));
	fputs("</td></tr>\n    <tr><td align=\"left\"><font point-size=\"10\">",
	    f);
	KEY(f, 1, M_PIC_KEY_MAX, "\xE2\x96\xB3");
	KEY(f, 1, M_PIC_KEY_MIN, "\xE2\x96\xBD");
	if (t->nchance > 0)
		KEY(f, 1, M_PIC_KEY_CHANCE, "\xE2\x97\x8B");
	PUT_MSG(f, 1, M_PIC_KEY_LEAF, "\xE2\x96\xA1");
	fputs("</font></td></tr>\n  </table>>;\n", f);
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];
		int is_max = tree_player(t, i) == PLAYER_MAX;
		int beyond = trace_beyond(tr, t, i);

		if (hide != NULL && hide[i])
			continue;
		fprintf(f, "  n%d [id=\"n%d\", shape=%s", i, i, nd->nkids == 0 ?
		    "box" : tree_is_chance(t, i) ? "circle" : is_max ?
		    "triangle" : "invtriangle");
		if (beyond)
			fprintf(f, ", style=dotted, color=\"%s\"", th->pruned);
		if (nd->nkids == 0) {
			fprintf(f, ", label=<<b>%s</b>",
			    fmt_num(tree_value(t, i) * cfg_sign(&tr->cfg, t, i),
			    v));
			if (tree_has_name(t, i)) {
				fputs("<br/><font point-size=\"9\">", f);
				put_html(f, tree_label(t, i, id));
				fputs("</font>", f);
			}
			fputs(">];\n", f);
			continue;
		}
		/* the name, and the box to write in (none below the depth
		   limit): in the wide part of the triangle, under the name at
		   MAX, above it at MIN */
		fputs(", label=<<table border=\"0\" cellspacing=\"1\" "
		    "cellpadding=\"0\">", f);
		if (!is_max && !beyond)
			fputs("<tr><td border=\"1\" width=\"34\" height=\"20\"> "
			    "</td></tr>", f);
		fputs("<tr><td><font point-size=\"9\">", f);
		put_html(f, tree_label(t, i, id));
		fputs("</font></td></tr>", f);
		if (is_max && !beyond)
			fputs("<tr><td border=\"1\" width=\"34\" height=\"20\"> "
			    "</td></tr>", f);
		fputs("</table>>];\n", f);
	}
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		for (c = nd->first; c < nd->first + nd->nkids; c++) {
			if (hide != NULL && (hide[i] || hide[c]))
				continue;
			fprintf(f, "  n%d -> n%d [id=\"e%d\"", i, c, c);
			put_prob(f, th, t, c);
			fprintf(f, "%s];\n", trace_beyond(tr, t, c) ?
			    ", style=dotted" : "");
		}
	}
	fputs("}\n", f);
	return 0;
}
