/*
 * steps.c: the per-step model (see steps.h), built by telling the trace one
 * event at a time (narrate.h) and reading the search's state after each
 * step; and its fold, what is known of every node after a step.
 */
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "narrate.h"
#include "steps.h"
#include "tbuf.h"

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
	/* a node scored, or answered from MTD(f)'s memory, is its value;
	   one being searched, the value so far */
	ns.v = is_static(k) || k == EV_RECALL ? in->value : in->so_far;
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

/*
 * The sentence the narrator has just added to text, from at on: kept up to
 * its line's end and NUL-terminated, as step st's text.
 */
static void
keep_text(struct tbuf *text, size_t at, struct step *st)
{
	const char *nl = text->oom || text->len == at ? NULL :
	    memchr(text->p + at, '\n', text->len - at);

	st->text = at;
	st->len = nl != NULL ? (size_t)(nl - (text->p + at)) : text->len - at;
	text->len = at + st->len;
	tbuf_c(text, '\0');
}

/*
 * The model: the narrator tells the events in order, and after each step
 * its state (the search as of that step) gives the step's node, its state
 * and its call stack; the sentence it told is the step's text.
 */
struct steps *
steps_new(const struct tree *t, const struct trace *tr,
    const struct summary *s)
{
	struct steps *m = calloc(1, sizeof(*m));
	struct tbuf text = { NULL, 0, 0, 0 };
	struct narrator *nr = NULL;
	const struct summary *now;
	size_t e, fr = 0;
	long k = 0;
	int ncut = 0;

	if (m == NULL)
		return NULL;
	m->t = t;
	m->code = code_for_tree(&tr->cfg, t);
	m->same = code_same_side(t, &tr->cfg);
	m->n = s->steps;
	for (e = 0; e < tr->n; e++)
		if (ev_is_step((enum ev_kind)tr->ev[e].kind))
			m->nframe += (size_t)t->node[tr->ev[e].node].depth + 1;
	m->step = calloc((size_t)m->n + 1, sizeof(*m->step));
	m->frame = malloc((m->nframe + 1) * sizeof(*m->frame));
	if (m->step == NULL || m->frame == NULL ||
	    keep_pruned(m, t, tr, s) != 0 ||
	    (nr = narrate_new(t, tr, s, &text)) == NULL)
		goto fail;
	now = narrate_state(nr);
	for (e = 0; e < tr->n && k < m->n; e++) {
		const struct event *ev = &tr->ev[e];
		enum ev_kind kind = (enum ev_kind)ev->kind;
		struct step *st = &m->step[k];
		const struct node_info *in;
		size_t at = text.len;
		int i, a;

		narrate_next(nr);
		if (!ev_is_step(kind)) {
			text.len = at;	/* a pass's heading: no step's */
			continue;
		}
		keep_text(&text, at, st);
		in = trace_info(now, ev->node);
		st->ev = e;
		st->kind = kind;
		st->node = ev->node;
		st->child = is_static(kind) || kind == EV_ENTER ||
		    kind == EV_RETURN || kind == EV_RECALL ? TREE_NONE : ev->child;
		code_lines(m->code, t, tr, e, st->line);
		st->visit = kind == EV_ENTER || is_static(kind);
		st->now = state_of(in, kind);
		st->type = in->type;
		st->cut = kind == EV_CUTOFF ? ncut++ : -1;
		st->pass = now->npass;
		/* the call stack: the node and its ancestors, root first */
		st->depth = t->node[ev->node].depth;
		st->frame = fr;
		for (i = st->depth, a = ev->node; i >= 0; i--) {
			struct frame *f = &m->frame[fr + (size_t)i];

			in = trace_info(now, a);
			f->node = a;
			f->alpha = in->alpha_out;
			f->beta = in->beta_out;
			f->v = a == ev->node ? st->now.v : in->so_far;
			a = t->node[a].parent;
		}
		fr += (size_t)st->depth + 1;
		k++;
	}
	if (narrate_free(nr) != 0 || text.oom) {
		nr = NULL;
		goto fail;
	}
	m->log = text.p;
	m->loglen = text.len;
	return m;
fail:
	narrate_free(nr);
	tbuf_free(&text);
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
		fn->cut = -1;	/* searched again: no longer cut */
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
