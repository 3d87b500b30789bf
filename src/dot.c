/*
 * dot.c: the diagram.  Every user string goes into an HTML-like label,
 * escaped, so no id or label can change the structure of the graph.
 */
#include <string.h>

#include "dot.h"
#include "fmt.h"

#define PV_COLOR "#1f5fbf"	/* principal variation */
#define CUT_COLOR "#c0392b"	/* cut marks */
#define PRUNED_COLOR "#a0a0a0"	/* never visited */

/* s escaped for an HTML-like label: & < > " and newlines as <br/>. */
static void
put_html(FILE *f, const char *s)
{
	for (; *s != '\0'; s++) {
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

/* The value as a diagram shows it: "3", or "≥15" / "≤2" when a bound. */
static void
put_value(FILE *f, const struct node_info *in)
{
	char buf[FMT_NUM_MAX];

	if (in->bound == BOUND_LOWER)
		fputs("\xE2\x89\xA5", f);	/* ≥ */
	else if (in->bound == BOUND_UPPER)
		fputs("\xE2\x89\xA4", f);	/* ≤ */
	fputs(fmt_num(in->value, buf), f);
	if (in->bound == BOUND_NONE)
		fputc('?', f);	/* empty window: no bound either way */
}

/* The small line naming a node: its label or id, and its visit order. */
static void
put_name(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, int i)
{
	static const char *const km[] = { "", "PV", "CUT", "ALL" };
	char id[TREE_ID_MAX];
	const struct tree_node *nd = &t->node[i];
	const struct node_info *in = &s->info[i];

	fputs("<font point-size=\"8\">", f);
	/*
	 * A name only when the tree gives one: path ids ("r.2.1.3") would
	 * widen every triangle; the visit order already tells nodes apart.
	 */
	if (nd->id != TREE_NONE || nd->label != TREE_NONE) {
		put_html(f, tree_label(t, i, id));
		fputc(' ', f);
	}
	fprintf(f, "<font color=\"#606060\">#%d", in->order);
	if (in->visits > 1)
		fprintf(f, " \xC3\x97%d", in->visits);	/* ×k: searched k times */
	fputs("</font>", f);
	if (trace_horizon(tr, t, i))
		fputs(" eval", f);	/* scored at the depth limit */
	if (tr->cfg.node_types && in->type != KM_NONE)
		fprintf(f, "<br/><b>%s</b>", km[in->type]);
	fputs("</font>", f);
}

/* The window a node finished with, for alpha-beta's interior nodes. */
static void
put_window(FILE *f, const struct node_info *in)
{
	char a[FMT_NUM_MAX], b[FMT_NUM_MAX];

	fprintf(f, "<font point-size=\"8\">\xCE\xB1=%s<br/>\xCE\xB2=%s</font>",
	    fmt_num_sym(in->alpha_out, a), fmt_num_sym(in->beta_out, b));
}

/*
 * One node.  Everything is inside the shape, so nothing can be read as
 * belonging to a neighbour: an up-triangle (MAX) reads name, value, window
 * from its narrow top to its wide base; a down-triangle (MIN) the reverse.
 */
static void
put_node(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, int i)
{
	const struct tree_node *nd = &t->node[i];
	const struct node_info *in = &s->info[i];
	int is_max = tree_player(t, i) == PLAYER_MAX;
	int horizon = trace_horizon(tr, t, i);
	int window = nd->nkids > 0 && !horizon && algo_prunes(tr->cfg.algo);
	char id[TREE_ID_MAX], v[FMT_NUM_MAX];

	fprintf(f, "  n%d [id=\"n%d\", shape=%s", i, i, nd->nkids == 0 ? "box" :
	    is_max ? "triangle" : "invtriangle");
	if (in->order == 0) {
		/*
		 * Never visited: grey, dashed when a cut pruned it, dotted
		 * below the depth limit; a leaf keeps its value.
		 */
		fprintf(f, ", style=%s", trace_beyond(tr, t, i) ? "dotted" :
		    "dashed");
		fputs(", color=\"" PRUNED_COLOR "\", fontcolor=\""
		    PRUNED_COLOR "\"", f);
		if (nd->nkids > 0)
			fputs(", width=0.55, height=0.45", f);
		if (nd->nkids == 0)
			fprintf(f, ", label=<<font point-size=\"9\">%s</font>>",
			    fmt_num(nd->value * cfg_sign(&tr->cfg, t, i), v));
		else if (nd->id != TREE_NONE || nd->label != TREE_NONE) {
			fputs(", label=<<font point-size=\"9\">", f);
			put_html(f, tree_label(t, i, id));
			fputs("</font>>", f);
		} else {
			fputs(", label=\"\"", f);
		}
		fputs("];\n", f);
		return;
	}
	if (in->on_pv)
		fputs(", penwidth=2.5, color=\"" PV_COLOR "\"", f);
	fputs(", label=<", f);
	if (window && !is_max) {
		put_window(f, in);
		fputs("<br/>", f);
	}
	if (nd->nkids > 0 && is_max) {
		put_name(f, t, tr, s, i);
		fputs("<br/>", f);
	}
	fputs("<b>", f);
	put_value(f, in);
	fputs("</b>", f);
	if (nd->nkids == 0 || !is_max) {
		fputs("<br/>", f);
		put_name(f, t, tr, s, i);
	}
	if (window && is_max) {
		fputs("<br/>", f);
		put_window(f, in);
	}
	fputs(">];\n", f);
}

static void
put_legend(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	char v[FMT_NUM_MAX], id[TREE_ID_MAX], conv[CFG_TEXT_MAX];
	const struct search_cfg *c = &tr->cfg;
	int pruned = t->n - s->nvisited - s->beyond;

	fputs("  label=<<table border=\"0\" cellspacing=\"2\" cellpadding=\"1\">"
	    "\n    <tr><td align=\"left\"><b>", f);
	put_html(f, t->name);
	fprintf(f, "</b></td></tr>\n    <tr><td align=\"left\">%s: value %s",
	    cfg_title(c), fmt_num(tr->result, v));
	if (s->npv > 1) {
		fputs(", best move ", f);
		put_html(f, tree_label(t, s->pv[1], id));
	}
	fputs("</td></tr>\n    <tr><td align=\"left\">", f);
	put_html(f, cfg_conventions(c, t, 1, conv));
	fputs("</td></tr>\n", f);
	fprintf(f, "    <tr><td align=\"left\">visited %d of %d nodes, pruned %d",
	    s->nvisited, t->n, pruned);
	if (s->beyond > 0)
		fprintf(f, ", %d beyond the depth limit", s->beyond);
	if (s->npass > 1)
		fprintf(f, "; %d passes", s->npass);
	if (s->researches > 0)
		fprintf(f, "; %d re-search%s", s->researches,
		    s->researches == 1 ? "" : "es");
	fputs("</td></tr>\n", f);
	fputs("    <tr><td align=\"left\"><font point-size=\"9\">"
	    "\xE2\x96\xB3 MAX node   \xE2\x96\xBD MIN node   \xE2\x96\xA1 leaf   "
	    "#n visit order   ", f);
	if (s->visits > s->nvisited)
		fputs("\xC3\x97k searched k times   ", f);
	if (algo_negamax(c->algo))
		fputs("values from the side to move   ", f);
	if (algo_prunes(c->algo))
		fputs("\xCE\xB1 \xCE\xB2 window when the node finished   "
		    "\xE2\x89\xA5v / \xE2\x89\xA4v only a bound   ", f);
	if (c->node_types)
		fputs("PV / CUT / ALL Knuth-Moore node types   ", f);
	if (cfg_fail_hard(c) && c->cutoff == CUT_GT)
		fputs("v? empty window (\xCE\xB1 = \xCE\xB2): no bound   ", f);
	fputs("<font color=\"" PV_COLOR "\"><b>\xE2\x94\x81\xE2\x94\x81</b> "
	    "principal variation</font>   <font color=\"" CUT_COLOR "\">"
	    "\xE2\x9C\x82</font> cut: grey dashed branches were never "
	    "searched", f);
	if (s->beyond > 0)
		fputs("   dotted: below the depth limit", f);
	fputs("</font></td></tr>\n  </table>>;\n", f);
}

int
dot_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	int i, c;

	fputs("digraph abviz {\n", f);
	fputs("  graph [ordering=out, nodesep=0.12, ranksep=0.3, "
	    "fontname=\"DejaVu Sans\", fontsize=12, labelloc=b, labeljust=l];\n",
	    f);
	fputs("  node [fontname=\"DejaVu Sans\", fontsize=12, width=0.3, "
	    "height=0.3, margin=0.02];\n", f);
	fputs("  edge [arrowhead=none, color=\"#404040\"];\n", f);
	put_legend(f, t, tr, s);
	for (i = 0; i < t->n; i++)
		put_node(f, t, tr, s, i);
	for (i = 0; i < t->n; i++) {
		const struct tree_node *nd = &t->node[i];

		for (c = nd->first; c < nd->first + nd->nkids; c++) {
			/* each node has one edge in: e<child> names it */
			fprintf(f, "  n%d -> n%d [id=\"e%d\"", i, c, c);
			if (s->info[c].order == 0 && trace_beyond(tr, t, c))
				fputs(", style=dotted, color=\"" PRUNED_COLOR "\"",
				    f);
			else if (s->info[c].order == 0 && s->info[i].order > 0)
				/* the edge the cutoff crossed out */
				fputs(", style=dashed, color=\"" PRUNED_COLOR
				    "\", label=<<font color=\"" CUT_COLOR "\">"
				    "\xE2\x9C\x82</font>>", f);
			else if (s->info[c].order == 0)
				fputs(", style=dashed, color=\"" PRUNED_COLOR "\"",
				    f);
			else if (s->info[c].on_pv)
				fputs(", penwidth=2.5, color=\"" PV_COLOR "\"", f);
			fputs("];\n", f);
		}
	}
	fputs("}\n", f);
	return 0;
}
