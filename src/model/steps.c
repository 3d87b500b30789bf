/*
 * steps.c: the per-step model (see steps.h), built by replaying the trace
 * one event at a time and reading the replay's state after each step.
 */
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "json.h"
#include "log.h"
#include "steps.h"

static int
is_static(enum ev_kind k)
{
	return k == EV_LEAF || k == EV_EVAL;
}

/* What the diagram shows of node i now. */
static struct node_state
state_of(const struct node_info *in, enum ev_kind k)
{
	struct node_state ns;

	ns.alpha = in->alpha_out;
	ns.beta = in->beta_out;
	ns.v = is_static(k) ? in->value : in->so_far;
	ns.value = in->value;
	ns.bound = in->bound;
	ns.exact = in->exact;
	ns.done = is_static(k) || k == EV_RETURN || k == EV_RECALL;
	return ns;
}

/*
 * The nodes cutoff k prunes, as steps_pruned says, into out, with stack
 * (room for t->n) to walk the subtrees: how many.
 */
static int
pruned_nodes(const struct tree *t, const struct trace *tr,
    const struct summary *s, int k, int *out, int *stack)
{
	const struct cutoff *cu = &s->cut[k];
	int depth = cu->pass >= 0 ? s->pass[cu->pass].depth : -1;
	int i, n = 0, top;

	for (i = 0; i < cu->npruned; i++) {
		top = 0;
		stack[top++] = tr->ev[cu->ev + 1 + (size_t)i].child;
		while (top > 0) {
			const struct tree_node *nd = &t->node[stack[--top]];
			int c;

			out[n++] = stack[top];
			/* below this pass's depth limit is out of reach, not cut */
			if (depth >= 0 && nd->depth >= depth)
				continue;
			/* children pushed last first, so they come out in order */
			for (c = nd->first + nd->nkids - 1; c >= nd->first; c--)
				stack[top++] = c;
		}
	}
	return n;
}

int
steps_pruned(const struct tree *t, const struct trace *tr,
    const struct summary *s, int k, int *out)
{
	int *stack = malloc((size_t)t->n * sizeof(*stack));
	int n;

	if (stack == NULL)
		return -1;
	n = pruned_nodes(t, tr, s, k, out, stack);
	free(stack);
	return n;
}

/* Every cutoff's pruned nodes into m->pruned: 0, or -1 when out of memory. */
static int
keep_pruned(struct steps *m, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	size_t room = 0, at = 0;
	int *stack, c;

	/* a cutoff's nodes (whole subtrees) bound what it prunes to the
	   depth limit */
	for (c = 0; c < s->ncut; c++)
		room += (size_t)s->cut[c].nodes;
	m->ncut = s->ncut;
	m->pruned = malloc((room + 1) * sizeof(*m->pruned));
	m->pruned_at = malloc(((size_t)s->ncut + 1) * sizeof(*m->pruned_at));
	stack = malloc((size_t)t->n * sizeof(*stack));
	if (m->pruned == NULL || m->pruned_at == NULL || stack == NULL) {
		free(stack);
		return -1;
	}
	for (c = 0; c < s->ncut; c++) {
		m->pruned_at[c] = at;
		at += (size_t)pruned_nodes(t, tr, s, c, m->pruned + at, stack);
	}
	m->pruned_at[s->ncut] = at;
	free(stack);
	return 0;
}

void
steps_free(struct steps *m)
{
	if (m == NULL)
		return;
	free(m->step);
	free(m->frame);
	free(m->log);
	free(m->pruned);
	free(m->pruned_at);
	free(m);
}

/* The columns x takes as fmt writes it: UTF-8 characters ("∞" is one). */
static int
num_width(double x, const char *(*fmt)(double, char *))
{
	char buf[FMT_NUM_MAX];
	const char *p;
	int w = 0;

	for (p = fmt(x, buf); *p != '\0'; p++)
		if (((unsigned char)*p & 0xC0) != 0x80)
			w++;
	return w;
}

static int
max_width(int w, double x, const char *(*fmt)(double, char *))
{
	int xw = num_width(x, fmt);

	return xw > w ? xw : w;
}

int
steps_width(const struct steps *m, const char *(*fmt)(double, char *))
{
	long k;
	int d, w = 0;

	for (k = 0; k < m->n; k++) {
		const struct step *st = &m->step[k];

		w = max_width(w, st->now.alpha, fmt);
		w = max_width(w, st->now.beta, fmt);
		w = max_width(w, st->now.v, fmt);
		if (st->now.done)
			w = max_width(w, st->now.value, fmt);
		for (d = 0; d <= st->depth; d++) {
			const struct frame *f = &m->frame[st->frame + (size_t)d];

			w = max_width(w, f->alpha, fmt);
			w = max_width(w, f->beta, fmt);
			w = max_width(w, f->v, fmt);
		}
	}
	return w;
}

/* The log, whole, with where each step's sentence starts. */
static int
read_log(struct steps *m, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	long *mark = malloc(((size_t)s->steps + 1) * sizeof(*mark));
	FILE *f = open_memstream(&m->log, &m->loglen);
	long k;
	int rc = -1;

	if (mark == NULL || f == NULL)
		goto out;
	if (log_emit_marked(f, t, tr, s, mark) != 0)
		goto out;
	if (fclose(f) != 0) {
		f = NULL;
		goto out;
	}
	f = NULL;
	for (k = 0; k < m->n; k++) {
		const char *nl = strchr(m->log + mark[k], '\n');

		m->step[k].text = (size_t)mark[k];
		m->step[k].len = nl != NULL ? (size_t)(nl - m->log) - m->step[k].text
		    : strlen(m->log + mark[k]);
	}
	rc = 0;
out:
	if (f != NULL)
		fclose(f);
	free(mark);
	return rc;
}

struct steps *
steps_new(const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	struct steps *m = calloc(1, sizeof(*m));
	struct replay *r = NULL;
	const struct summary *now;
	size_t e, fr = 0;
	long k = 0;
	int ncut = 0;

	if (m == NULL)
		return NULL;
	m->t = t;
	m->code = code_for(&tr->cfg);
	m->same = code_same_side(t, &tr->cfg);
	m->n = s->steps;
	for (e = 0; e < tr->n; e++)
		if (ev_is_step((enum ev_kind)tr->ev[e].kind))
			m->nframe += (size_t)t->node[tr->ev[e].node].depth + 1;
	m->step = calloc((size_t)m->n + 1, sizeof(*m->step));
	m->frame = malloc((m->nframe + 1) * sizeof(*m->frame));
	if (m->step == NULL || m->frame == NULL ||
	    keep_pruned(m, t, tr, s) != 0 ||
	    read_log(m, t, tr, s) != 0 || (r = replay_new(t, tr)) == NULL)
		goto fail;
	now = replay_state(r);
	for (e = 0; e < tr->n && k < m->n; e++) {
		const struct event *ev = &tr->ev[e];
		enum ev_kind kind = (enum ev_kind)ev->kind;
		struct step *st = &m->step[k];
		int i, a;

		replay_step(r);
		if (!ev_is_step(kind))
			continue;
		st->ev = e;
		st->kind = kind;
		st->node = ev->node;
		st->child = is_static(kind) || kind == EV_ENTER ||
		    kind == EV_RETURN || kind == EV_RECALL ? TREE_NONE : ev->child;
		code_lines(m->code, t, tr, e, st->line);
		st->visit = kind == EV_ENTER || is_static(kind);
		st->now = state_of(&now->info[ev->node], kind);
		st->type = now->info[ev->node].type;
		st->cut = kind == EV_CUTOFF ? ncut++ : -1;
		st->pass = now->npass;
		/* the call stack: the node and its ancestors, root first */
		st->depth = t->node[ev->node].depth;
		st->frame = fr;
		for (i = st->depth, a = ev->node; i >= 0; i--) {
			struct frame *f = &m->frame[fr + (size_t)i];
			const struct node_info *in = &now->info[a];

			f->node = a;
			f->alpha = in->alpha_out;
			f->beta = in->beta_out;
			f->v = a == ev->node ? st->now.v : in->so_far;
			a = t->node[a].parent;
		}
		fr += (size_t)st->depth + 1;
		k++;
	}
	replay_free(r);
	return m;
fail:
	replay_free(r);
	steps_free(m);
	return NULL;
}

/* The fold at step 0: nothing searched, nothing known. */
static void
fold_reset(const struct steps *m, struct fold *f)
{
	int i;

	memset(f->node, 0, (size_t)m->t->n * sizeof(*f->node));
	for (i = 0; i < m->t->n; i++)
		f->node[i].cut = -1;
	f->k = 0;
	f->visited = f->cutoffs = f->researches = f->pass = 0;
}

struct fold *
steps_fold_new(const struct steps *m)
{
	struct fold *f = calloc(1, sizeof(*f));

	if (f == NULL ||
	    (f->node = malloc(((size_t)m->t->n + 1) * sizeof(*f->node))) ==
	    NULL) {
		free(f);
		return NULL;
	}
	fold_reset(m, f);
	return f;
}

void
steps_fold_free(struct fold *f)
{
	if (f == NULL)
		return;
	free(f->node);
	free(f);
}

/* Apply step k (1-based) to f, which is at step k - 1. */
static void
fold_step(const struct steps *m, struct fold *f, long k)
{
	const struct step *st = &m->step[k - 1];
	struct fold_node *fn = &f->node[st->node];
	size_t i;

	if (st->visit) {
		fn->flag = (unsigned char)((fn->flag | FOLD_SEEN) &
		    ~(FOLD_CUT | FOLD_CROSSED));
		if (fn->order == 0)
			fn->order = ++f->visited;
		fn->visits++;
		fn->type = (unsigned char)st->type;
	}
	if (st->cut >= 0) {
		for (i = m->pruned_at[st->cut]; i < m->pruned_at[st->cut + 1];
		    i++) {
			struct fold_node *p = &f->node[m->pruned[i]];

			p->flag |= FOLD_CUT;
			if (m->t->node[m->pruned[i]].parent == st->node)
				p->flag |= FOLD_CROSSED;
			p->cut = st->cut;
		}
		f->cutoffs++;
	}
	f->researches += st->kind == EV_RESEARCH;
	f->pass = st->pass;
	fn->state = st->now;
	fn->told = k;
	f->k = k;
}

/* Set (on) or clear the stack mark of step k's call stack (none at 0). */
static void
mark_stack(const struct steps *m, struct fold *f, long k, int on)
{
	const struct step *st;
	int d;

	if (k <= 0)
		return;
	st = &m->step[k - 1];
	for (d = 0; d <= st->depth; d++) {
		struct fold_node *fn = &f->node[m->frame[st->frame +
		    (size_t)d].node];

		fn->flag = (unsigned char)(on ? fn->flag | FOLD_STACK :
		    fn->flag & ~FOLD_STACK);
	}
}

void
steps_fold(const struct steps *m, long k, struct fold *f)
{
	if (k > m->n)
		k = m->n;
	if (k < 0)
		k = 0;
	mark_stack(m, f, f->k, 0);
	if (k < f->k)
		fold_reset(m, f);
	while (f->k < k)
		fold_step(m, f, f->k + 1);
	mark_stack(m, f, k, 1);
}

static const char *const kind_name[] = {
	"pass", "enter", "leaf", "eval", "probe", "research", "recall",
	"update", "cutoff", "prune", "return"
};

/* "alpha": a, "beta": b, "v": v */
static void
put_window(FILE *f, double a, double b, double v)
{
	fputs("\"alpha\": ", f);
	json_put_num(f, a);
	fputs(", \"beta\": ", f);
	json_put_num(f, b);
	fputs(", \"v\": ", f);
	json_put_num(f, v);
}

static void
put_state(FILE *f, const struct node_state *ns)
{
	fputc('{', f);
	put_window(f, ns->alpha, ns->beta, ns->v);
	if (ns->done) {
		fputs(", \"value\": ", f);
		json_put_num(f, ns->value);
		fprintf(f, ", \"bound\": \"%s\", \"exact\": %s}",
		    bound_name[ns->bound], ns->exact ? "true" : "false");
	} else {
		fputs(", \"value\": null, \"bound\": null}", f);
	}
}

/* A cutoff: what it tested, what it prunes, where its bound came from. */
static int
put_cutoff(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, int k, int *buf)
{
	const struct cutoff *cu = &s->cut[k];
	const struct event *o = &tr->ev[cu->from.ev];
	int maxlike = algo_negamax(tr->cfg.algo) ||
	    tree_player(t, cu->node) == PLAYER_MAX;
	char *why = NULL;
	size_t len = 0;
	FILE *mf;
	int n;

	if ((n = steps_pruned(t, tr, s, k, buf)) < 0)
		return -1;
	if ((mf = open_memstream(&why, &len)) == NULL)
		return -1;
	log_put_origin(mf, t, tr, cu);
	if (fclose(mf) != 0) {
		free(why);
		return -1;
	}
	fputc('{', f);
	json_put_cutoff(f, t, tr, cu, "children");
	fputs(", \"pruned\": ", f);
	json_put_ids(f, t, buf, n);
	fprintf(f, ",\n      \"bound\": \"%s\", \"from\": {\"kind\": \"%s\", "
	    "\"node\": ", maxlike ? "beta" : "alpha",
	    o->kind == EV_UPDATE ? "update" : o->kind == EV_PROBE ? "probe" :
	    o->kind == EV_ENTER ? "memory" : "window");
	json_put_id(f, t, o->kind == EV_PASS ? TREE_NONE : o->node);
	fputs(", \"child\": ", f);
	json_put_id(f, t, o->kind == EV_UPDATE ? o->child : TREE_NONE);
	fprintf(f, ", \"step\": %ld, \"text\": ", cu->from.step);
	json_put_str(f, why);
	fputs("}}", f);
	free(why);
	return 0;
}

/* The tree's shape, for pages that draw it: one entry per node, tree order. */
static void
put_nodes(FILE *f, const struct tree *t, const struct trace *tr,
    const int *order)
{
	char buf[TREE_ID_MAX];
	int k;

	for (k = 0; k < t->n; k++) {
		const struct tree_node *nd = &t->node[order[k]];
		int i = order[k];

		fputs(k > 0 ? ",\n    {\"id\": " : "\n    {\"id\": ", f);
		json_put_id(f, t, i);
		fprintf(f, ", \"index\": %d", i);
		fputs(", \"label\": ", f);
		if (nd->label != TREE_NONE || nd->id != TREE_NONE)
			json_put_str(f, tree_label(t, i, buf));
		else
			fputs("null", f);
		fprintf(f, ", \"player\": \"%s\", \"depth\": %d, \"parent\": ",
		    tree_player(t, i) == PLAYER_MAX ? "max" : "min", nd->depth);
		json_put_id(f, t, nd->parent);
		if (nd->nkids == 0) {
			fputs(", \"leaf\": ", f);
			json_put_num(f, nd->value * cfg_sign(&tr->cfg, t, i));
		} else {
			fputs(", \"leaf\": null", f);
		}
		fputc('}', f);
	}
}

int
steps_put(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s, struct steps *m)
{
	int *buf = malloc((size_t)t->n * sizeof(*buf));
	char line[CODE_LINE_MAX], conv[LOG_CONV_MAX];
	long k;
	int i, rc = -1;

	if (buf == NULL || tree_preorder(t, buf) != 0)
		goto out;
	fputs("{\n  \"format\": \"abviz-steps\",\n  \"version\": 1,\n"
	    "  \"tree\": ", f);
	json_put_str(f, t->name);
	json_put_about(f, t);
	fprintf(f, ",\n  \"algorithm\": \"%s\",\n  \"title\": ",
	    algo_name[tr->cfg.algo]);
	json_put_str(f, log_say_title(&tr->cfg));
	fputs(",\n  \"conventions\": ", f);
	json_put_conventions(f, t, &tr->cfg);
	fputs(",\n  \"conventions_text\": ", f);
	json_put_str(f, log_say_conventions(&tr->cfg, t, 0, conv,
	    sizeof(conv)));
	fputs(",\n  \"value\": ", f);
	json_put_num(f, tr->result);
	fputs(",\n  \"code\": {\"name\": ", f);
	json_put_str(f, m->code->name);
	fputs(", \"title\": ", f);
	json_put_str(f, msg(m->code->title));
	fputs(", \"lines\": [", f);
	for (i = 1; i <= m->code->nlines; i++) {
		fputs(i > 1 ? ",\n    " : "\n    ", f);
		json_put_str(f, code_line(m->code, i, tr->cfg.cutoff, m->same,
		    line, sizeof(line)));
	}
	fputs("]},\n  \"nodes\": [", f);
	put_nodes(f, t, tr, buf);
	fprintf(f, "\n  ],\n  \"steps\": [");
	for (k = 0; k < m->n; k++) {
		const struct step *st = &m->step[k];

		fprintf(f, "%s\n    {\"step\": %ld, \"pass\": %d, \"event\": \"%s\", "
		    "\"node\": ", k > 0 ? "," : "", k + 1, st->pass,
		    kind_name[st->kind]);
		json_put_id(f, t, st->node);
		fputs(", \"child\": ", f);
		json_put_id(f, t, st->child);
		fputs(", \"code\": [", f);
		for (i = 0; i < 3 && st->line[i] != 0; i++)
			fprintf(f, "%s%d", i > 0 ? ", " : "", st->line[i]);
		fputs("],\n      \"text\": ", f);
		m->log[st->text + st->len] = '\0';
		json_put_str(f, m->log + st->text);
		m->log[st->text + st->len] = '\n';
		fprintf(f, ",\n      \"visit\": %s, \"state\": ", st->visit ?
		    "true" : "false");
		put_state(f, &st->now);
		fputs(",\n      \"stack\": [", f);
		for (i = 0; i <= st->depth; i++) {
			const struct frame *fr = &m->frame[st->frame + (size_t)i];

			fputs(i > 0 ? ", {\"node\": " : "{\"node\": ", f);
			json_put_id(f, t, fr->node);
			fputs(", ", f);
			put_window(f, fr->alpha, fr->beta, fr->v);
			fputc('}', f);
		}
		fputs("],\n      \"cutoff\": ", f);
		if (st->cut < 0)
			fputs("null", f);
		else if (put_cutoff(f, t, tr, s, st->cut, buf) != 0)
			goto out;
		fputc('}', f);
	}
	fputs("\n  ]\n}\n", f);
	rc = 0;
out:
	free(buf);
	return rc;
}

int
steps_emit(FILE *f, const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	struct steps *m = steps_new(t, tr, s);
	int rc = m != NULL ? steps_put(f, t, tr, s, m) : -1;

	steps_free(m);
	return rc;
}
