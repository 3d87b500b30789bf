/*
 * frames.c: slide frames (see frames.h).  The selected steps are walked in
 * order, folding the per-step model for what is searched and cut and what
 * is known of each node; after each the diagram is drawn and Graphviz
 * renders it in every format asked for.  A first walk
 * lays every frame out to size the nodes alike, a second writes them.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "dot.h"
#include "frames.h"
#include "msg.h"
#include "out.h"
#include "render.h"
#include "steps.h"

const char *const frames_format[FRAMES_NFORMAT] = {
	"svg", "png", "pdf", "dot"
};

/* A step number at *p (digits only, at least 1); advances *p.  -1 if none. */
static long
step_number(const char **p)
{
	long n = 0;

	if (**p < '0' || **p > '9')
		return -1;
	for (; **p >= '0' && **p <= '9'; (*p)++) {
		if (n > (LONG_MAX - 9) / 10)
			return -1;
		n = n * 10 + (**p - '0');
	}
	return n;
}

int
frames_range(const char *arg, long *first, long *last, char *err,
    size_t errlen)
{
	const char *p = arg;
	long a = 0, b = 0;
	int has_a = 0, has_b = 0;

	if (strncmp(p, "..", 2) != 0) {
		if ((a = step_number(&p)) < 0)
			goto bad;
		has_a = 1;
	}
	if (*p == '\0') {
		b = a;		/* one step */
		has_b = 1;
	} else if (strncmp(p, "..", 2) == 0) {
		p += 2;
		if (*p != '\0') {
			if ((b = step_number(&p)) < 0 || *p != '\0')
				goto bad;
			has_b = 1;
		}
	} else {
		goto bad;
	}
	if (!has_a && !has_b)
		goto bad;
	if ((has_a && a == 0) || (has_b && b == 0)) {
		MSG_FORMAT(err, errlen, M_ERR_BAD_STEPS_STEPS_ARE, arg);
		return -1;
	}
	if (has_a && has_b && a > b) {
		MSG_FORMAT(err, errlen, M_ERR_BAD_STEPS_RANGE_ENDS, arg);
		return -1;
	}
	*first = a;
	*last = b;
	return 0;
bad:
	MSG_FORMAT(err, errlen, M_ERR_BAD_STEPS_EXPECTED_RANGE, arg);
	return -1;
}

int
frames_selected(const struct emit_opts *o, long k, enum ev_kind kind)
{
	return (o->first == 0 || k >= o->first) &&
	    (o->last == 0 || k <= o->last) &&
	    (!o->cutoffs_only || kind == EV_CUTOFF);
}

/* "3..5", "3", "3.." or "..5": the range as given, for messages. */
static void
range_text(const struct emit_opts *o, char *buf, size_t len)
{
	if (o->first == o->last)
		snprintf(buf, len, "%ld", o->first);
	else if (o->last == 0)
		snprintf(buf, len, "%ld..", o->first);
	else if (o->first == 0)
		snprintf(buf, len, "..%ld", o->last);
	else
		snprintf(buf, len, "%ld..%ld", o->first, o->last);
}

int
frames_check(const struct emit_job *j, char *err, size_t errlen)
{
	const struct emit_opts *o = j->o;
	const struct trace *tr = j->tr;
	char range[64], at[96] = "";
	size_t e, used = 0;
	long k = 0, n = 0, cuts = 0;

	range_text(o, range, sizeof(range));
	if (o->first > j->s->steps || o->last > j->s->steps) {
		MSG_FILL(err, errlen, msg_n(M_ERR_STEPS_PAST_LAST,
		    (unsigned long)j->s->steps), range, MSG_INT(j->s->steps));
		return -1;
	}
	for (e = 0; e < tr->n; e++) {
		enum ev_kind kind = (enum ev_kind)tr->ev[e].kind;

		if (!ev_is_step(kind))
			continue;
		k++;
		n += frames_selected(o, k, kind);
		if (kind != EV_CUTOFF)
			continue;
		/* the first few cutoffs' steps, to say where they are */
		if (++cuts <= 8 && used + 24 < sizeof(at))
			used += (size_t)snprintf(at + used, sizeof(at) - used,
			    "%s%ld", cuts > 1 ? ", " : "", k);
		else if (cuts == 9)
			strcat(at, ", ...");
	}
	if (n > 0)
		return 0;
	if (cuts == 0)
		msg_format(err, errlen, M_ERR_CUTOFFS_ONLY_SEARCH_MAKES, NULL,
		    0);
	else
		MSG_FILL(err, errlen, msg_n(M_ERR_CUTOFFS_ONLY_NONE_IN,
		    (unsigned long)cuts), range, at);
	return -1;
}

/* Write frame step (1-based) in format fmt into dir from the DOT text. */
static int
write_frame(const char *dir, const struct emit_job *j, long step,
    int digits, int fmt, const char *dot, size_t len, char *err,
    size_t errlen)
{
	char name[64], why[1024], *path;
	size_t n;
	FILE *f;
	int rc = -1;

	snprintf(name, sizeof(name), "step-%0*ld.%s", digits, step,
	    frames_format[fmt]);
	n = strlen(dir) + strlen(name) + 2;
	if ((path = malloc(n)) == NULL) {
		MSG_FORMAT(err, errlen, M_ERR_FILE_OUT_OF_MEMORY, j->path);
		return -1;
	}
	snprintf(path, n, "%s/%s", dir, name);
	/* a temporary until the folder is in place (out.h): a signal
	   removes it */
	if (out_temp_add(path, OUT_TEMP_FILE) != 0) {
		snprintf(why, sizeof(why), "out of memory");
		goto out;
	}
	if ((f = fopen(path, "w")) == NULL) {
		snprintf(why, sizeof(why), "%s", strerror(errno));
		goto out;
	}
	if (strcmp(frames_format[fmt], "dot") == 0) {
		if (fwrite(dot, 1, len, f) != len)
			snprintf(why, sizeof(why), "%s", strerror(errno));
		else
			rc = 0;
	} else {
		rc = render_dot(dot, len, frames_format[fmt], f, why, sizeof(why));
	}
	if (fclose(f) != 0 && rc == 0) {
		snprintf(why, sizeof(why), "%s", strerror(errno));
		rc = -1;
	}
out:
	if (rc != 0)
		MSG_FORMAT(err, errlen, M_ERR_FRAME, j->path, name, why);
	free(path);
	return rc;
}

/* The digits of n, but at least 3: step-007 sorts before step-012. */
static int
name_digits(long n)
{
	int d = 1;

	for (; n >= 10; n /= 10)
		d++;
	return d < 3 ? 3 : d;
}

int
frames_walk_begin(struct frames_walk *w, const struct emit_job *j,
    const struct steps *m, int rows, const struct dot_step *sizes)
{
	memset(w, 0, sizeof(*w));
	if (sizes != NULL)
		w->now = *sizes;
	w->j = j;
	w->m = m;
	w->now.rows = rows;
	w->fold = steps_fold_new(m);
	w->now.fold = w->fold;
	w->last = steps_last_text(m);
	return w->fold != NULL && w->last != NULL ? 0 : -1;
}

void
frames_walk_end(struct frames_walk *w)
{
	steps_fold_free(w->fold);
	w->fold = NULL;
	free(w->last);
	w->last = NULL;
}

/* The next selected step: fold the model up to it, and describe it in
   w->now. */
int
frames_walk_next(struct frames_walk *w)
{
	const struct step *st;

	while (w->k < w->m->n && !frames_selected(w->j->o, w->k + 1,
	    w->m->step[w->k].kind))
		w->k++;
	if (w->k == w->m->n)
		return 0;
	st = &w->m->step[w->k];
	steps_fold(w->m, ++w->k, w->fold);
	w->now.step = w->k;
	w->now.nsteps = w->m->n;
	w->now.node = st->node;
	w->now.done = st->now.done;
	w->now.cut = st->cut;
	w->now.text = w->m->log + st->text;
	w->now.len = st->len;
	if (w->k == w->m->n) {
		/* the last step says how the search ended */
		w->now.text = w->last;
		w->now.len = strlen(w->last);
	}
	return 1;
}

/* The frame of w's step, in DOT, into a new *dot of *len bytes: 0 or -1. */
static int
frame_dot(const struct frames_walk *w, char **dot, size_t *len)
{
	FILE *mf;
	int failed;

	if ((mf = open_memstream(dot, len)) == NULL)
		return -1;
	dot_emit_state(mf, w->j->t, w->j->tr, w->j->s, &w->now,
	    w->j->o->theme);
	failed = ferror(mf);
	if (fclose(mf) != 0 || failed) {
		free(*dot);
		*dot = NULL;
		return -1;
	}
	return 0;
}

/*
 * Graphviz's layout of some frames (its plain output): take the widest and
 * tallest interior node and leaf into now's sizes.  Lines are copied out
 * before sscanf, which would measure the whole rest of the text each time.
 */
static void
take_sizes(const char *plain, const struct tree *t, struct dot_step *now)
{
	char line[128];
	double x, y, w, h;
	size_t n;
	int i;

	for (; *plain != '\0'; plain += n + (plain[n] == '\n')) {
		n = strcspn(plain, "\n");
		if (n < 7 || strncmp(plain, "node n", 6) != 0)
			continue;
		snprintf(line, sizeof(line), "%.*s", (int)(n < 127 ? n : 127),
		    plain);
		if (sscanf(line, "node n%d %lf %lf %lf %lf", &i, &x, &y, &w,
		    &h) != 5 || i < 0 || i >= t->n)
			continue;
		if (t->node[i].nkids > 0) {
			now->inner_w = w > now->inner_w ? w : now->inner_w;
			now->inner_h = h > now->inner_h ? h : now->inner_h;
		} else {
			now->leaf_w = w > now->leaf_w ? w : now->leaf_w;
			now->leaf_h = h > now->leaf_h ? h : now->leaf_h;
		}
	}
}

/* Lay out the DOT text in batch[0..len) (many graphs): sizes into now. */
static int
lay_out(const char *batch, size_t len, const struct tree *t,
    struct dot_step *now, char *why, size_t whylen)
{
	char *plain = NULL;
	size_t plainlen;
	FILE *f;
	int rc;

	if ((f = open_memstream(&plain, &plainlen)) == NULL) {
		snprintf(why, whylen, "out of memory");
		return -1;
	}
	rc = render_dot(batch, len, "plain", f, why, whylen);
	if ((fclose(f) != 0 || plain == NULL) && rc == 0) {
		snprintf(why, whylen, "out of memory");
		rc = -1;
	}
	if (rc == 0)
		take_sizes(plain, t, now);
	free(plain);
	return rc;
}

/*
 * The node sizes every frame is drawn with, into sizes: Graphviz lays out
 * every selected frame as its labels would have it (one run of dot for
 * many frames), and the largest interior node and the largest leaf give
 * every node its size.  Then no node moves from one slide to the next.
 * Returns 0, or -1 with the reason in why.
 */
#define BATCH_MAX (4 << 20)	/* bytes of DOT handed to one run of dot */
static int
fix_sizes(const struct emit_job *j, const struct steps *m, int rows,
    struct dot_step *sizes, char *why, size_t whylen)
{
	struct frames_walk w;
	char *dot = NULL, *batch = NULL;
	size_t len, blen = 0;
	FILE *bf = NULL;
	int more, rc = -1;

	memset(sizes, 0, sizeof(*sizes));
	if (frames_walk_begin(&w, j, m, rows, NULL) != 0)
		goto oom;
	while ((more = frames_walk_next(&w)) > 0) {
		if (bf == NULL && (bf = open_memstream(&batch, &blen)) == NULL)
			goto oom;
		if (frame_dot(&w, &dot, &len) != 0 ||
		    fwrite(dot, 1, len, bf) != len)
			goto oom;
		free(dot);
		dot = NULL;
		if (fflush(bf) != 0)
			goto oom;
		if (blen < BATCH_MAX)
			continue;
		fclose(bf);	/* the memory stream's last size stands */
		bf = NULL;
		if (lay_out(batch, blen, j->t, sizes, why, whylen) != 0)
			goto out;
		free(batch);
		batch = NULL;
	}
	if (more < 0)
		goto oom;
	if (bf != NULL) {
		fclose(bf);
		bf = NULL;
		if (lay_out(batch, blen, j->t, sizes, why, whylen) != 0)
			goto out;
	}
	rc = 0;
	goto out;
oom:
	snprintf(why, whylen, "out of memory");
out:
	if (bf != NULL)
		fclose(bf);
	free(batch);
	free(dot);
	frames_walk_end(&w);
	return rc;
}

/* The lines the last step's text (its sentence and the ending) takes. */
static int
last_rows(const struct steps *m)
{
	char *s = steps_last_text(m);
	int rows = s != NULL ? dot_step_rows(s, strlen(s)) : 1;

	free(s);
	return rows;
}

int
frames_write(const char *dir, const struct emit_job *j, char *err,
    size_t errlen)
{
	struct steps *m = NULL;
	struct frames_walk w;
	struct dot_step sizes;
	char *dot = NULL, why[1024];
	size_t len;
	int digits, rows = 1, more, i, rc = -1;
	long k;

	memset(&w, 0, sizeof(w));
	if ((m = steps_new(j->t, j->tr, j->s)) == NULL)
		goto oom;
	digits = name_digits(m->n);
	/* the longest sentence sets the legend's height of every frame */
	for (k = 0; k < m->n; k++)
		if (frames_selected(j->o, k + 1, m->step[k].kind) &&
		    (i = k == m->n - 1 ? last_rows(m) :
		    dot_step_rows(m->log + m->step[k].text,
		    m->step[k].len)) > rows)
			rows = i;
	if (fix_sizes(j, m, rows, &sizes, why, sizeof(why)) != 0) {
		MSG_FORMAT(err, errlen, M_ERR_FRAMES, j->path, why);
		goto out;
	}
	if (frames_walk_begin(&w, j, m, rows, &sizes) != 0)
		goto oom;
	while ((more = frames_walk_next(&w)) > 0) {
		if (frame_dot(&w, &dot, &len) != 0)
			goto oom;
		for (i = 0; i < FRAMES_NFORMAT; i++)
			if (j->o->frame_fmt[i] && write_frame(dir, j,
			    w.now.step, digits, i, dot, len, err, errlen) != 0)
				goto out;
		free(dot);
		dot = NULL;
	}
	if (more < 0)
		goto oom;
	rc = 0;
	goto out;
oom:
	MSG_FORMAT(err, errlen, M_ERR_FILE_OUT_OF_MEMORY, j->path);
out:
	free(dot);
	frames_walk_end(&w);
	steps_free(m);
	return rc;
}
