/*
 * dot.c: the diagram.  Every user string goes into an HTML-like label,
 * escaped, so no id or label can change the structure of the graph.  One
 * drawing code serves the final diagram and the frames of single steps: a
 * frame only changes how each node looks (enum look) and the legend.
 */
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
	    is_max ? "triangle" : "invtriangle");
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
		if (nd->nkids == 0)
			fprintf(f, ", label=<<font point-size=\"%d\">%s</font>>",
			    th->key, fmt_num(tree_value(t, i) *
			    cfg_sign(&tr->cfg, t, i), v));
		else if (tree_has_name(t, i)) {
			fprintf(f, ", label=<<font point-size=\"%d\">",
			    th->key);
			put_html(f, tree_label(t, i, id));
			fputs("</font>>", f);
		} else {
			fputs(", label=\"\"", f);
		}
		fputs("];\n", f);
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

/* The description: lines as wide as the legend's, as many as hold
   EMIT_ABOUT_SHOWN characters of English. */
#define ABOUT_COLS 160
#define ABOUT_ROWS (EMIT_ABOUT_SHOWN / ABOUT_COLS + 1)

int
dot_step_rows(const char *text, size_t len)
{
	return put_wrapped(NULL, text, len);
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
	fprintf(f, "  graph [ordering=out, nodesep=0.12, ranksep=0.3, "
	    "fontname=\"%s\", fontsize=%d, labelloc=b, labeljust=l];\n",
	    theme_script(msg_lang())->font, th->font);
	fprintf(f, "  node [fontname=\"%s\", fontsize=%d, width=0.3, "
	    "height=0.3, margin=0.02", theme_script(msg_lang())->font,
	    th->font);
	if (th->pen != 1)
		fprintf(f, ", penwidth=%g", th->pen);
	fputs("];\n", f);
	fprintf(f, "  edge [arrowhead=none, color=\"%s\"", th->edge);
	if (th->pen != 1)
		fprintf(f, ", penwidth=%g", th->pen);
	fputs("];\n", f);
}

/* The legend's opening: the tree's name in bold, and where it is from. */
static void
put_title(FILE *f, const struct tree *t)
{
	fputs("  label=<<table border=\"0\" cellspacing=\"2\" cellpadding=\"1\">"
	    "\n    <tr><td align=\"left\"><b>", f);
	put_title_text(f, t->name);
	fputs("</b>", f);
	if (t->source != NULL) {
		fputs(" <i>(", f);
		put_title_text(f, t->source);
		fputs(")</i>", f);
	}
}

/* One item of the key, and the spaces that part it from the next. */
#define KEY(f, raw, id, ...) do { \
	PUT_MSG((f), (raw), (id), __VA_ARGS__); \
	fputs("   ", (f)); \
} while (0)

/*
 * The key to the marks: the shapes, the visit order, what a window and a
 * bound mean, and (a frame) the step's node, the calls in progress, what
 * is not reached yet, or (the final diagram) the principal variation; the
 * cuts.
 */
static void
put_key(FILE *f, const struct theme *th, const struct trace *tr,
    const struct summary *s, const struct dot_step *now)
{
	const struct search_cfg *c = &tr->cfg;
	char mark[64], cut[64];

	fprintf(f, "    <tr><td align=\"left\"><font point-size=\"%d\">",
	    th->key);
	KEY(f, 1, M_PIC_KEY_MAX, "\xE2\x96\xB3");
	KEY(f, 1, M_PIC_KEY_MIN, "\xE2\x96\xBD");
	KEY(f, 1, M_PIC_KEY_LEAF, "\xE2\x96\xA1");
	KEY(f, 1, M_PIC_KEY_ORDER, "#n");
	if (now != NULL ? may_repeat(c) : s->visits > s->nvisited)
		KEY(f, 1, M_PIC_KEY_VISITS, "\xC3\x97k");
	if (algo_negamax(c->algo))
		KEY(f, 0, M_PIC_KEY_SIDE, "");
	if (algo_prunes(c->algo)) {
		KEY(f, 1, now != NULL ? M_PIC_KEY_WINDOW_NOW :
		    M_PIC_KEY_WINDOW_DONE, "\xCE\xB1 \xCE\xB2");
		KEY(f, 3, M_PIC_KEY_BOUND, "\xE2\x89\xA5v", "\xE2\x89\xA4v");
	}
	if (c->node_types)
		KEY(f, 0, M_PIC_KEY_TYPES, "");
	if (cfg_fail_hard(c) && c->cutoff == CUT_GT)
		KEY(f, 0, M_PIC_KEY_EMPTY, "");
	snprintf(cut, sizeof(cut), "<font color=\"%s\">\xE2\x9C\x82</font>",
	    th->cut);
	if (now != NULL) {
		/* the marks of a frame, on a line of their own */
		PUT_MSG(f, 1, M_PIC_KEY_RUNNING, "v=x");
		fprintf(f, "</font></td></tr>\n    <tr><td align=\"left\">"
		    "<font point-size=\"%d\">", th->key);
		KEY(f, 1, th->now_fill != NULL ? M_PIC_KEY_NOW_SHADED :
		    M_PIC_KEY_NOW, "<b>\xE2\x96\xB6</b>");
		KEY(f, 1, M_PIC_KEY_PATH, "<b>\xE2\x94\x81\xE2\x94\x81</b>");
		snprintf(mark, sizeof(mark), "<font color=\"%s\">\xE2\x96\xA1"
		    "</font>", th->later);
		KEY(f, 1, M_PIC_KEY_LATER, mark);
		PUT_MSG(f, 1, M_PIC_KEY_CUT_NOW, cut);
	} else {
		fprintf(f, "<font color=\"%s\">", th->pv);
		PUT_MSG(f, 1, M_PIC_KEY_PV, "<b>\xE2\x94\x81\xE2\x94\x81</b>");
		fputs("</font>   ", f);
		PUT_MSG(f, 1, M_PIC_KEY_CUT_DONE, cut);
	}
	if (s->beyond > 0) {
		fputs("   ", f);
		put_html(f, msg(M_PIC_KEY_BEYOND));
	}
	fputs("</font></td></tr>\n", f);
}

/*
 * The legend under the diagram: the tree, the formulation and its result
 * (a frame: the step's sentence instead), the conventions, the counts (a
 * frame: so far), and a key to the marks.
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
	int rows;

	put_title(f, t);
	/* what the tree shows, when the file says */
	if (t->description != NULL) {
		size_t n = strlen(t->description);

		/* a description of several lines: each starts on the left */
		fprintf(f, "</td></tr>\n    <tr><td align=\"left\"%s>",
		    n > ABOUT_COLS ? " balign=\"left\"" : "");
		put_lines(f, t->description, n, ABOUT_COLS, ABOUT_COLS,
		    ABOUT_ROWS);
	}
	fputs("</td></tr>\n    <tr><td align=\"left\">", f);
	if (now != NULL) {
		put_html(f, narrate_title(c));
	} else {
		PUT_MSG(f, 0, M_PIC_RESULT, narrate_title(c),
		    fmt_num(tr->result, v));
		if (s->npv > 1) {
			/* a label's first line: a game's move ("X c2"),
			   not the board drawn under it */
			const char *m = tree_label(t, s->pv[1], id);
			char move[TREE_ID_MAX];

			snprintf(move, sizeof(move), "%.*s",
			    (int)strcspn(m, "\n"), m);
			PUT_MSG(f, 0, M_PIC_BEST_MOVE, move);
		}
	}
	fputs("</td></tr>\n    <tr><td align=\"left\">", f);
	put_html(f, narrate_conventions(c, t, 1, conv, sizeof(conv)));
	fputs("</td></tr>\n    <tr><td align=\"left\">", f);
	PUT_MSG(f, 0, now != NULL ? M_PIC_COUNTS_SO_FAR : M_PIC_COUNTS,
	    fmt_count(visited, n1), fmt_count(t->n, n2), fmt_count(pruned, n3));
	if (s->beyond > 0)
		PUT_MSG(f, 0, M_PIC_BEYOND, fmt_count(s->beyond, n1));
	if (passes > 1)
		PUT_MSG(f, 0, now != NULL ? M_PIC_PASS : M_PIC_PASSES,
		    fmt_count(passes, n1));
	if (researches > 0)
		PUT_MSG_N(f, 0, M_PIC_RESEARCHES, (unsigned long)researches,
		    fmt_count(researches, n1));
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
	put_key(f, th, tr, s, now);
	fputs("  </table>>;\n", f);
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
	if (now != NULL && (crossed || lk == LOOK_OPEN))
		fprintf(f, ", class=\"%s\"", lk == LOOK_OPEN ? "path" : fresh ?
		    "cut now" : "cut");
	else if (now != NULL && dot_on_pv(s, now, c))
		fputs(", class=\"pv\"", f);
	if (lk == LOOK_BEYOND)
		fprintf(f, ", style=dotted, color=\"%s\"", th->pruned);
	else if (crossed) {
		/* the edge the cutoff crossed out */
		/* (a frame's as an xlabel, which leaves the layout alone) */
		fprintf(f, ", style=dashed, color=\"%s\"", fresh ? th->cut :
		    th->pruned);
		if (fresh)
			fprintf(f, ", penwidth=%g", th->cut_pen);
		fprintf(f, ", %s=<<font color=\"%s\">\xE2\x9C\x82</font>>",
		    now != NULL ? "xlabel" : "label", th->cut);
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
	char v[FMT_NUM_MAX], id[TREE_ID_MAX], conv[NARRATE_CONV_MAX];
	int i, c;

	if (th == NULL)
		th = &themes[THEME_DEFAULT];
	put_graph_head(f, th);
	put_title(f, t);
	fputs("</td></tr>\n    <tr><td align=\"left\">", f);
	put_html(f, narrate_title(&tr->cfg));
	put_html(f, msg(M_LOG_CONV_SEP));
	put_html(f, narrate_conventions(&tr->cfg, t, 1, conv,
	    sizeof(conv)));
	fputs("</td></tr>\n    <tr><td align=\"left\">", f);
	PUT_MSG(f, 0, M_PIC_BLANK_TASK, msg(algo_prunes(tr->cfg.algo) ?
	    M_PIC_BLANK_BOUNDS : M_PIC_BLANK_EXACT));
	fputs("</td></tr>\n    <tr><td align=\"left\"><font point-size=\"10\">",
	    f);
	KEY(f, 1, M_PIC_KEY_MAX, "\xE2\x96\xB3");
	KEY(f, 1, M_PIC_KEY_MIN, "\xE2\x96\xBD");
	PUT_MSG(f, 1, M_PIC_KEY_LEAF, "\xE2\x96\xA1");
	fputs("</font></td></tr>\n  </table>>;\n", f);
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];
		int is_max = tree_player(t, i) == PLAYER_MAX;
		int beyond = trace_beyond(tr, t, i);

		fprintf(f, "  n%d [id=\"n%d\", shape=%s", i, i, nd->nkids == 0 ?
		    "box" : is_max ? "triangle" : "invtriangle");
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

		for (c = nd->first; c < nd->first + nd->nkids; c++)
			fprintf(f, "  n%d -> n%d [id=\"e%d\"%s];\n", i, c, c,
			    trace_beyond(tr, t, c) ? ", style=dotted" : "");
	}
	fputs("}\n", f);
	return 0;
}
