/*
 * cmd/check.c: abviz check: grade students' answers against the search of
 * a tree under the course's conventions, one answer or a class at once,
 * into a report (text or JSON), a gradebook (CSV) and a class summary.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli.h"
#include "cmd.h"
#include "json.h"
#include "load.h"
#include "out.h"

/* One answer file and the tree it answers. */
struct job {
	char *answer;
	char *tree;
};

/* A tree loaded once for every answer to it. */
struct loaded {
	char *path;
	struct tree *t;
	struct checker *c;	/* NULL: the tree is bad (reported once) */
	struct search_cfg cfg;
	char *error;		/* why it is bad */
};

/* What one answer came to, kept for the gradebook and the summary. */
struct row {
	const char *answer;	/* borrowed from the job */
	const char *tree;
	struct grade g;
	int ok;			/* graded (else the file was bad) */
	char *error;		/* why not */
};

struct check_opts {
	struct search_opts so;
	double weights[ANS_NKINDS];
	int json;
	int brief;		/* a line per answer, no items */
	const char *csv;
	const char *manifest;
};

static void
usage(FILE *f)
{
	fputs("usage: abviz check [options] TREE.json ANSWER...\n"
	    "       abviz check [options] --manifest FILE\n"
	    "Grade answers to a tree against its search: every item right or\n"
	    "wrong, each mistake with its reason from the trace (step, window,\n"
	    "inequality), and the misconception whose search gives the answer.\n"
	    "An ANSWER is text, one fact a line (value: 3, best: D, pruned: C2 G,\n"
	    "E: >=15, C: alpha 3 beta 2, leaves: A1 A2 C1 ...), or JSON with\n"
	    "the keys of abviz run --json.  See the README, \"Checking answers\".\n"
	    "\n", f);
	cli_search_usage(f, 1);
	cli_input_usage(f);
	fputs("      --weights LIST kind=weight,...: value, best, pv, pruned,\n"
	    "                     visited, leaves, cutoff, node (each 1 by default)\n"
	    "      --manifest FILE  lines \"ANSWER TREE\": a tree per answer (exam\n"
	    "                     variants); paths relative to FILE\n"
	    "      --csv FILE     write a gradebook: file, score, a column per item\n"
	    "                     (- prints it on standard output, instead of the\n"
	    "                     report)\n"
	    "      --brief        one line per answer, then the class summary\n"
	    "      --json         the whole report as JSON\n"
	    "  -h, --help         show this help\n"
	    "\n"
	    "Exit status: 0 every answer fully right, 1 some answer not, 2 usage,\n"
	    "3 a bad tree or answer file (the others are still graded), 4 cannot\n"
	    "write the gradebook.\n", f);
}

/* --weights value=2,pruned=4: 0, or -1 (printed). */
static int
set_weights(double *w, const char *arg)
{
	const char *p = arg;

	for (;;) {
		size_t len = strcspn(p, "=,");
		char *end;
		int k;

		for (k = 0; k < ANS_NKINDS; k++)
			if (strlen(ans_kind_name[k]) == len &&
			    strncmp(p, ans_kind_name[k], len) == 0)
				break;
		if (k == ANS_NKINDS || p[len] != '=')
			goto bad;
		errno = 0;
		w[k] = strtod(p + len + 1, &end);
		if (end == p + len + 1 || errno != 0 || !isfinite(w[k]) ||
		    w[k] < 0 || (*end != ',' && *end != '\0'))
			goto bad;
		if (*end == '\0')
			return 0;
		p = end + 1;
	}
bad:
	fprintf(stderr, "abviz: bad --weights \"%s\" (expected KIND=N,... with "
	    "KIND one of value, best, pv, pruned, visited, leaves, cutoff, "
	    "node and N >= 0, e.g. value=2,pruned=4)\n", arg);
	return -1;
}

/* dir/path, unless path is absolute or dir is "." */
static char *
relative_to(const char *dir, const char *path, size_t len)
{
	size_t dl = strlen(dir);
	char *s = malloc(dl + len + 2);

	if (s == NULL)
		return NULL;
	if (path[0] == '/' || strcmp(dir, ".") == 0)
		snprintf(s, len + 1, "%s", path);
	else
		snprintf(s, dl + len + 2, "%s/%.*s", dir, (int)len, path);
	return s;
}

/*
 * The manifest: "ANSWER TREE" a line, '#' comments, paths relative to
 * the manifest's folder.  Returns how many jobs, or -1 (printed).
 */
static int
read_manifest(const char *path, struct job **jobs)
{
	char err[512], *text, *dir, *slash, *p, *nl;
	size_t len;
	int n = 0, cap = 0, line = 0, rc = -1;

	*jobs = NULL;
	if ((text = load_file(path, &len, err, sizeof(err))) == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		return -1;
	}
	if ((dir = strdup(path)) == NULL)
		goto oom;
	if ((slash = strrchr(dir, '/')) != NULL)
		*slash = '\0';
	else
		strcpy(dir, ".");
	for (p = text; *p != '\0'; p = nl + (*nl != '\0')) {
		char *a, *t, *rest;
		size_t alen, tlen;

		line++;
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		a = p + strspn(p, " \t\r");
		if (a >= nl || *a == '#')
			continue;
		alen = strcspn(a, " \t\r\n");
		t = a + alen + strspn(a + alen, " \t\r");
		tlen = t < nl ? strcspn(t, " \t\r\n") : 0;
		rest = t + tlen + strspn(t + tlen, " \t\r");
		if (tlen == 0 || rest < nl) {
			fprintf(stderr, "abviz: %s:%d:%d: expected \"ANSWER TREE\" "
			    "(two paths)\n", path, line, (int)((tlen == 0 ? a :
			    rest) - p) + 1);
			goto out;
		}
		if (n == cap) {
			struct job *j;

			cap = cap ? 2 * cap : 16;
			if ((j = realloc(*jobs, (size_t)cap * sizeof(*j))) == NULL)
				goto oom;
			*jobs = j;
		}
		(*jobs)[n].answer = relative_to(dir, a, alen);
		(*jobs)[n].tree = relative_to(dir, t, tlen);
		if ((*jobs)[n].answer == NULL || (*jobs)[n++].tree == NULL)
			goto oom;
	}
	if (n == 0) {
		fprintf(stderr, "abviz: %s: no answers listed\n", path);
		goto out;
	}
	rc = n;
	goto out;
oom:
	fprintf(stderr, "abviz: out of memory\n");
out:
	if (rc < 0) {
		while (n-- > 0) {
			free((*jobs)[n].answer);
			free((*jobs)[n].tree);
		}
		free(*jobs);
		*jobs = NULL;
	}
	free(dir);
	free(text);
	return rc;
}

/* The tree at path, loaded (and searched) once; NULL when it is bad. */
static struct loaded *
tree_for(struct loaded **trees, int *ntrees, const struct search_opts *so,
    const char *path)
{
	struct loaded *l;
	char err[512];
	int i;

	for (i = 0; i < *ntrees; i++)
		if (strcmp((*trees)[i].path, path) == 0)
			return &(*trees)[i];
	if ((l = realloc(*trees, (size_t)(*ntrees + 1) * sizeof(*l))) == NULL)
		return NULL;
	*trees = l;
	l = &l[(*ntrees)++];
	memset(l, 0, sizeof(*l));
	if ((l->path = strdup(path)) == NULL)
		return l;
	/* cli_load_quiet has checked that the search can run: a checker
	   fails only for want of memory */
	if ((l->t = cli_load_quiet(so, path, &l->cfg, err, sizeof(err))) != NULL &&
	    (l->c = checker_new(l->t, &l->cfg, err, sizeof(err))) == NULL)
		snprintf(err, sizeof(err), "%s: out of memory", path);
	if (l->c == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		l->error = strdup(err);
	}
	return l;
}

/*
 * An answer's percentage, into *pct: 0, or -1 when its items weigh
 * nothing at all (--weights KIND=0 for every kind it gives), so it has none.
 */
static int
percent(const struct grade *g, double *pct)
{
	if (g->total <= 0)
		return -1;
	*pct = 100 * g->score / g->total;
	return 0;
}

/* Scores print to two decimals: 22.57, not 22.566666666666666. */
static double
round2(double x)
{
	return round(x * 100) / 100;
}

/* ---- the text report ---- */

static void
put_tree_head(FILE *f, const struct loaded *l)
{
	char conv[CFG_TEXT_MAX];

	fprintf(f, "abviz check: %s\ngraded against: %s; %s; %s\n", l->path,
	    cfg_title(&l->cfg), cfg_conventions(&l->cfg, l->t, 0, conv),
	    notation_text(&l->cfg));
}

static const char *
kind_label(enum ans_kind k)
{
	return k == ANS_NODE ? "" : ans_kind_name[k];
}

/* Whether items of kind k are one to an answer (no subject to name). */
static int
kind_single(enum ans_kind k)
{
	return k == ANS_VALUE || k == ANS_BEST || k == ANS_PV || k == ANS_LEAVES;
}

/*
 * What an item is called: "value", "pruned G", "cutoff C", and a node's
 * item by its id alone ("E") in the report, "node E" as a gradebook column.
 */
static void
item_name(const struct item *it, int column, char *buf, size_t len)
{
	const char *kind = column ? ans_kind_name[it->kind] :
	    kind_label(it->kind);

	if (kind_single(it->kind))
		snprintf(buf, len, "%s", kind);
	else
		snprintf(buf, len, "%s%s%s", kind, *kind != '\0' ? " " : "",
		    it->subject);
}

static void
put_item(FILE *f, const struct item *it)
{
	int set = it->kind == ANS_PRUNED || it->kind == ANS_VISITED;
	char name[160];

	item_name(it, 0, name, sizeof(name));
	fprintf(f, "  %-5s  %s", it->mistake == MK_NONE ? "right" :
	    it->credit > 0 ? "part" : "wrong", name);
	if (it->mistake == MK_NONE) {
		/* "pruned G" says it all; the rest say what was given */
		if (set)
			fputc('\n', f);
		else
			fprintf(f, ": %s\n", it->given);
		if (it->note != NULL)
			fprintf(f, "         (%s)\n", it->note);
		return;
	}
	fprintf(f, ": %s", it->given);
	fprintf(f, " (%s; expected %s)\n         %s\n",
	    mistake_kind_text(LANG_EN, it->mistake), it->expected, it->reason != NULL ?
	    it->reason : "");
}

/* A path as a shell word: as it is, or in '...' when it needs quoting. */
static void
put_shell_word(FILE *f, const char *s)
{
	if (*s != '\0' && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop"
	    "qrstuvwxyz0123456789_./+,:=@%-") == strlen(s)) {
		fputs(s, f);
		return;
	}
	fputc('\'', f);
	for (; *s != '\0'; s++)
		if (*s == '\'')
			fputs("'\\''", f);
		else
			fputc(*s, f);
	fputc('\'', f);
}

static void
put_row(FILE *f, const struct check_opts *o, const struct loaded *l,
    const struct row *r)
{
	char flags[CHECK_FLAGS_MAX];
	double pct;
	int i;

	if (!r->ok) {
		fprintf(f, "%s: not graded: %s\n", r->answer, r->error);
		return;
	}
	if (percent(&r->g, &pct) == 0)
		fprintf(f, "%s: %g/%g (%.1f%%)%s\n", r->answer,
		    round2(r->g.score), round2(r->g.total), pct,
		    r->g.right ? ", all right" : "");
	else
		fprintf(f, "%s: 0/0 (its items weigh nothing)%s\n", r->answer,
		    r->g.right ? ", all right" : "");
	if (o->brief)
		return;
	for (i = 0; i < r->g.n; i++)
		put_item(f, &r->g.item[i]);
	for (i = 0; i < r->g.nmatch; i++) {
		int m = r->g.match[i], k = r->g.explains[i];

		fprintf(f, "  %s %s: %s (explains %d wrong item%s)\n    (see it: "
		    "abviz run --log %s ", misconceptions[m].convention ?
		    "convention" : "misconception", misconceptions[m].name,
		    msg_in(LANG_EN, misconceptions[m].what), k, k == 1 ? "" : "s",
		    check_flags(l->c, m, flags));
		put_shell_word(f, l->path);
		fputs(")\n", f);
	}
	if (r->g.diagnosed && r->g.nmatch == 0)
		fputs("  misconception: none of the catalogue reproduces this "
		    "answer\n", f);
	fprintf(f, "  score: %g/%g\n", round2(r->g.score), round2(r->g.total));
}

/* ---- the class summary ---- */

struct tally {
	char *what;
	int n;
	int first;		/* order first seen, to break ties */
};

static int
cmp_tally(const void *pa, const void *pb)
{
	const struct tally *a = pa, *b = pb;

	if (a->n != b->n)
		return b->n - a->n;
	return a->first - b->first;
}

static int
count(struct tally **t, int *n, const char *what)
{
	struct tally *x;
	int i;

	for (i = 0; i < *n; i++)
		if (strcmp((*t)[i].what, what) == 0) {
			(*t)[i].n++;
			return 0;
		}
	if ((x = realloc(*t, (size_t)(*n + 1) * sizeof(*x))) == NULL)
		return -1;
	*t = x;
	if ((x[*n].what = strdup(what)) == NULL)
		return -1;
	x[*n].n = 1;
	x[*n].first = *n;
	(*n)++;
	return 0;
}

/* What a mistake is called in the summary: "pruned G: missed pruning". */
static void
mistake_label(const struct item *it, char *buf, size_t len)
{
	char name[128];

	item_name(it, 0, name, sizeof(name));
	snprintf(buf, len, "%s: %s", name, mistake_kind_text(LANG_EN, it->mistake));
}

struct summary_counts {
	struct tally *mistakes, *mis;
	int nmistakes, nmis;
	int graded, right, bad;
	int weighed;		/* answers with a percentage (items of weight) */
	double percent;		/* sum of their percentages */
};

/*
 * Every graded item of every answer, to group by sorting: a class of 500
 * answers of 600 items each is 300,000 of them, too many to compare each
 * with every group found so far.
 */
struct ref {
	const struct item *it;
	int row;
	long seq;		/* order seen, to keep groups in that order */
};

/* Where an item goes: its kind, then its subject. */
static int
cmp_place(const struct ref *a, const struct ref *b)
{
	if (a->it->kind != b->it->kind)
		return (int)a->it->kind - (int)b->it->kind;
	return strcmp(a->it->subject, b->it->subject);
}

static int
cmp_seq(const struct ref *a, const struct ref *b)
{
	return (a->seq > b->seq) - (a->seq < b->seq);
}

/* Items by column, each column's in the order seen. */
static int
cmp_column(const void *pa, const void *pb)
{
	int c = cmp_place(pa, pb);

	return c != 0 ? c : cmp_seq(pa, pb);
}

/* Mistakes: by column, then the kind of mistake, then order seen. */
static int
cmp_mistake(const void *pa, const void *pb)
{
	const struct ref *a = pa, *b = pb;
	int c = cmp_place(a, b);

	if (c == 0 && a->it->mistake != b->it->mistake)
		c = (int)a->it->mistake - (int)b->it->mistake;
	return c != 0 ? c : cmp_seq(a, b);
}

static int
same_column(const struct ref *a, const struct ref *b)
{
	return cmp_place(a, b) == 0;
}

/* The items of rows (only the wrong ones with wrong_only), in order. */
static struct ref *
refs_of(const struct row *rows, int n, int wrong_only, long *nref)
{
	struct ref *r;
	long m = 0;
	int i, k;

	for (i = 0; i < n; i++)
		for (k = 0; rows[i].ok && k < rows[i].g.n; k++)
			m += !wrong_only || rows[i].g.item[k].mistake != MK_NONE;
	if ((r = malloc((size_t)(m + 1) * sizeof(*r))) == NULL)
		return NULL;
	*nref = 0;
	for (i = 0; i < n; i++)
		for (k = 0; rows[i].ok && k < rows[i].g.n; k++) {
			if (wrong_only && rows[i].g.item[k].mistake == MK_NONE)
				continue;
			r[*nref].it = &rows[i].g.item[k];
			r[*nref].row = i;
			r[*nref].seq = *nref;
			++*nref;
		}
	return r;
}

static int
summarize(const struct row *rows, int n, struct summary_counts *sc)
{
	struct ref *r;
	char buf[160];
	double pct;
	long nref, a, b;
	int i, k;

	memset(sc, 0, sizeof(*sc));
	for (i = 0; i < n; i++) {
		const struct row *rw = &rows[i];

		if (!rw->ok) {
			sc->bad++;
			continue;
		}
		sc->graded++;
		sc->right += rw->g.right;
		if (percent(&rw->g, &pct) == 0) {
			sc->percent += pct;
			sc->weighed++;
		}
		for (k = 0; k < rw->g.nmatch; k++)
			if (count(&sc->mis, &sc->nmis,
			    misconceptions[rw->g.match[k]].name) != 0)
				return -1;
		if (rw->g.diagnosed && rw->g.nmatch == 0 &&
		    count(&sc->mis, &sc->nmis, "(none of the catalogue)") != 0)
			return -1;
	}
	if ((r = refs_of(rows, n, 1, &nref)) == NULL)
		return -1;
	qsort(r, (size_t)nref, sizeof(*r), cmp_mistake);
	for (a = 0; a < nref; a = b) {
		struct tally *t;
		long first = r[a].seq;

		for (b = a + 1; b < nref && same_column(&r[a], &r[b]) &&
		    r[b].it->mistake == r[a].it->mistake; b++)
			if (r[b].seq < first)
				first = r[b].seq;
		mistake_label(r[a].it, buf, sizeof(buf));
		if ((t = realloc(sc->mistakes, (size_t)(sc->nmistakes + 1) *
		    sizeof(*t))) == NULL || (t[sc->nmistakes].what =
		    strdup(buf)) == NULL) {
			if (t != NULL)
				sc->mistakes = t;
			free(r);
			return -1;
		}
		sc->mistakes = t;
		t[sc->nmistakes].n = (int)(b - a);
		t[sc->nmistakes].first = (int)first;
		sc->nmistakes++;
	}
	free(r);
	if (sc->nmistakes > 0)
		qsort(sc->mistakes, (size_t)sc->nmistakes, sizeof(*sc->mistakes),
		    cmp_tally);
	if (sc->nmis > 0)
		qsort(sc->mis, (size_t)sc->nmis, sizeof(*sc->mis), cmp_tally);
	return 0;
}

static void
summary_free(struct summary_counts *sc)
{
	int i;

	for (i = 0; i < sc->nmistakes; i++)
		free(sc->mistakes[i].what);
	for (i = 0; i < sc->nmis; i++)
		free(sc->mis[i].what);
	free(sc->mistakes);
	free(sc->mis);
}

#define SUMMARY_TOP 10

static void
put_summary(FILE *f, const struct summary_counts *sc)
{
	int i;

	fprintf(f, "\nclass: %d answer%s graded", sc->graded,
	    sc->graded == 1 ? "" : "s");
	if (sc->bad > 0)
		fprintf(f, " (%d not: bad files)", sc->bad);
	if (sc->graded > 0)
		fprintf(f, ", %d fully right", sc->right);
	if (sc->weighed > 0)
		fprintf(f, ", mean score %.1f%%", sc->percent / sc->weighed);
	fputc('\n', f);
	if (sc->nmistakes > 0)
		fputs("most common mistakes:\n", f);
	for (i = 0; i < sc->nmistakes && i < SUMMARY_TOP; i++)
		fprintf(f, "  %4d  %s\n", sc->mistakes[i].n, sc->mistakes[i].what);
	if (sc->nmis > 0)
		fputs("most common misconceptions:\n", f);
	for (i = 0; i < sc->nmis && i < SUMMARY_TOP; i++) {
		int m;

		for (m = 0; m < nmisconceptions; m++)
			if (strcmp(misconceptions[m].name, sc->mis[i].what) == 0)
				break;
		fprintf(f, "  %4d  %s%s%s\n", sc->mis[i].n, sc->mis[i].what,
		    m < nmisconceptions ? ": " : "", m < nmisconceptions ?
		    msg_in(LANG_EN, misconceptions[m].what) : "");
	}
}

/* ---- JSON ---- */

static void
put_json_str_or_null(FILE *f, const char *s)
{
	if (s == NULL)
		fputs("null", f);
	else
		json_put_str(f, s);
}

static void
put_json_row(FILE *f, const struct loaded *l, const struct row *r)
{
	char flags[CHECK_FLAGS_MAX];
	int i;

	fputs("    {\"file\": ", f);
	json_put_str(f, r->answer);
	fputs(", \"tree\": ", f);
	json_put_str(f, r->tree);
	if (!r->ok) {
		fputs(", \"error\": ", f);
		json_put_str(f, r->error);
		fputs("}", f);
		return;
	}
	fprintf(f, ", \"score\": %g, \"total\": %g, \"right\": %s, \"items\": [",
	    round2(r->g.score), round2(r->g.total), r->g.right ? "true" : "false");
	for (i = 0; i < r->g.n; i++) {
		const struct item *it = &r->g.item[i];

		fputs(i > 0 ? ",\n      {\"kind\": " : "\n      {\"kind\": ", f);
		json_put_str(f, ans_kind_name[it->kind]);
		fputs(", \"subject\": ", f);
		json_put_str(f, it->subject);
		fprintf(f, ", \"line\": %d, \"col\": %d, \"right\": %s, "
		    "\"credit\": %.4g, \"weight\": %g, \"mistake\": ", it->line,
		    it->col, it->mistake == MK_NONE ? "true" : "false", it->credit,
		    it->weight);
		put_json_str_or_null(f, it->mistake == MK_NONE ? NULL :
		    mistake_kind_text(LANG_EN, it->mistake));
		fputs(", \"given\": ", f);
		put_json_str_or_null(f, it->given);
		fputs(", \"expected\": ", f);
		put_json_str_or_null(f, it->expected);
		fputs(", \"reason\": ", f);
		put_json_str_or_null(f, it->reason);
		fputs(", \"note\": ", f);
		put_json_str_or_null(f, it->note);
		fputs("}", f);
	}
	fputs(r->g.n > 0 ? "\n    ], \"misconceptions\": " :
	    "], \"misconceptions\": ", f);
	if (!r->g.diagnosed) {
		fputs("null}", f);
		return;
	}
	fputc('[', f);
	for (i = 0; i < r->g.nmatch; i++) {
		int m = r->g.match[i];

		fputs(i > 0 ? ", {\"name\": " : "{\"name\": ", f);
		json_put_str(f, misconceptions[m].name);
		fputs(", \"what\": ", f);
		json_put_str(f, msg_in(LANG_EN, misconceptions[m].what));
		fprintf(f, ", \"convention\": %s, \"explains\": %d",
		    misconceptions[m].convention ? "true" : "false",
		    r->g.explains[i]);
		fputs(", \"options\": ", f);
		json_put_str(f, check_flags(l->c, m, flags));
		fputs("}", f);
	}
	fputs("]}", f);
}

static void
put_json_tally(FILE *f, const char *key, const struct tally *t, int n)
{
	int i;

	fprintf(f, "\"%s\": [", key);
	for (i = 0; i < n; i++) {
		fputs(i > 0 ? ", {\"what\": " : "{\"what\": ", f);
		json_put_str(f, t[i].what);
		fprintf(f, ", \"count\": %d}", t[i].n);
	}
	fputc(']', f);
}

/* ---- the gradebook ---- */

/*
 * A CSV text field (RFC 4180): quoted, with each quote doubled, when it
 * holds a comma, a quote or a line break.  A field a spreadsheet would
 * take for a formula, one that starts with = + - @ or a tab or carriage
 * return (OWASP's list), gets a ' in front, inside the quotes, so that it
 * is shown as the text it is ("=1,=HYPERLINK(...).txt" is a file name,
 * never a link) and the row keeps its number of fields.  Such a field is
 * always quoted, so that no reader splits it or trims the ' off alone.
 */
static void
csv_field(FILE *f, const char *s)
{
	int formula = *s != '\0' && strchr("=+-@\t\r", *s) != NULL;

	if (!formula && strpbrk(s, ",\"\r\n") == NULL) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	if (formula)
		fputc('\'', f);
	for (; *s != '\0'; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

/* A column: its first item, when it was first seen, its place. */
struct column {
	const struct item *it;
	long first;
	long group;		/* its index among the groups, before sorting */
};

static int
cmp_first(const void *pa, const void *pb)
{
	const struct column *a = pa, *b = pb;

	if (a->it->kind != b->it->kind)
		return (int)a->it->kind - (int)b->it->kind;
	return (a->first > b->first) - (a->first < b->first);
}

/*
 * file, tree, score, total, percent, error, then one column per item seen
 * in any answer (by kind, then as first seen); a cell is the item's score
 * (credit times weight), empty when the answer did not give it.  Items are
 * grouped into columns by sorting them, never compared with each column.
 */
static int
write_csv(const char *path, const struct row *rows, int n)
{
	struct ref *r = NULL;
	struct column *col = NULL;
	long *place = NULL, nref = 0, a, b, ncols = 0, c;
	double *cell = NULL;
	struct out o;
	char err[512], buf[160];
	double pct;
	int i, rc = -1;

	if ((r = refs_of(rows, n, 0, &nref)) == NULL || (col = malloc((size_t)(nref + 1) * sizeof(*col))) == NULL ||
	    (place = malloc((size_t)(nref + 1) * sizeof(*place))) == NULL)
		goto oom;
	/* the columns: the items grouped by kind and subject */
	qsort(r, (size_t)nref, sizeof(*r), cmp_column);
	for (a = 0; a < nref; a = b) {
		for (b = a + 1; b < nref && same_column(&r[a], &r[b]); b++)
			;
		col[ncols].it = r[a].it;
		col[ncols].first = r[a].seq;	/* the least: sorted by seq */
		col[ncols].group = ncols;
		ncols++;
	}
	qsort(col, (size_t)ncols, sizeof(*col), cmp_first);
	for (c = 0; c < ncols; c++)
		place[col[c].group] = c;
	if ((cell = malloc((size_t)(n * ncols + 1) * sizeof(*cell))) == NULL)
		goto oom;
	for (c = 0; c < n * ncols; c++)
		cell[c] = NAN;
	for (a = 0, c = -1; a < nref; a++) {
		if (a == 0 || !same_column(&r[a - 1], &r[a]))
			c++;	/* the next group */
		cell[r[a].row * ncols + place[c]] = r[a].it->credit *
		    r[a].it->weight;
	}
	if (out_open_file(&o, path, err, sizeof(err)) != 0)
		goto fail;
	fputs("file,tree,score,total,percent,error", o.f);
	for (c = 0; c < ncols; c++) {
		item_name(col[c].it, 1, buf, sizeof(buf));
		fputc(',', o.f);
		csv_field(o.f, buf);
	}
	fputs("\r\n", o.f);
	for (i = 0; i < n; i++) {
		const struct row *rw = &rows[i];

		csv_field(o.f, rw->answer);
		fputc(',', o.f);
		csv_field(o.f, rw->tree);
		if (!rw->ok) {
			fputs(",,,,", o.f);
			csv_field(o.f, rw->error);
		} else {
			fprintf(o.f, ",%g,%g,", round2(rw->g.score),
			    round2(rw->g.total));
			if (percent(&rw->g, &pct) == 0)
				fprintf(o.f, "%.1f", pct);
			fputc(',', o.f);
		}
		for (c = 0; c < ncols; c++) {
			double x = cell[i * ncols + c];

			fputc(',', o.f);
			if (!isnan(x))
				fprintf(o.f, "%g", round2(x));
		}
		fputs("\r\n", o.f);
	}
	if (out_finish(&o, err, sizeof(err)) != 0 ||
	    out_commit(&o, err, sizeof(err)) != 0) {
		out_abort(&o);
		goto fail;
	}
	out_abort(&o);
	rc = 0;
	goto out;
oom:
	snprintf(err, sizeof(err), "%s: out of memory", path);
fail:
	fprintf(stderr, "abviz: %s\n", err);
out:
	free(cell);
	free(place);
	free(col);
	free(r);
	return rc;
}

/* ---- the command ---- */

/* Grade one job into r; returns an exit code. */
static int
grade_one(const struct check_opts *o, struct loaded *l, const struct job *j,
    struct row *r)
{
	struct answer *a;
	char err[1024];

	r->answer = j->answer;
	r->tree = j->tree;
	if (l == NULL || l->c == NULL) {
		r->error = strdup(l == NULL || l->error == NULL ?
		    "out of memory" : l->error);
		return EXIT_INPUT;
	}
	if ((a = answer_load(j->answer, checker_ids(l->c), err,
	    sizeof(err))) == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		r->error = strdup(err);
		return EXIT_INPUT;
	}
	if (check_grade(l->c, a, o->weights, &r->g) != 0) {
		answer_free(a);
		grade_free(&r->g);
		fprintf(stderr, "abviz: %s: out of memory\n", j->answer);
		r->error = strdup("out of memory");
		return EXIT_INPUT;
	}
	answer_free(a);
	r->ok = 1;
	return r->g.right ? EXIT_OK : EXIT_FAIL;
}

static int
report(const struct check_opts *o, struct loaded *trees, int ntrees,
    const struct row *rows, int n)
{
	struct summary_counts sc;
	const char *last = NULL;
	int i, k;

	if (summarize(rows, n, &sc) != 0) {
		summary_free(&sc);
		fputs("abviz: out of memory\n", stderr);
		return -1;
	}
	if (o->json)
		fputs("{\n  \"answers\": [\n", stdout);
	for (i = 0; i < n; i++) {
		const struct loaded *l = NULL;

		for (k = 0; k < ntrees; k++)
			if (strcmp(trees[k].path, rows[i].tree) == 0)
				l = &trees[k];
		if (o->json) {
			put_json_row(stdout, l, &rows[i]);
			fputs(i + 1 < n ? ",\n" : "\n", stdout);
			continue;
		}
		if (last == NULL || strcmp(last, rows[i].tree) != 0) {
			if (last != NULL)
				putchar('\n');
			if (l != NULL && l->c != NULL)
				put_tree_head(stdout, l);
			else
				printf("abviz check: %s\ncannot grade against it: "
				    "%s\n", rows[i].tree, l != NULL && l->error !=
				    NULL ? l->error : "out of memory");
			last = rows[i].tree;
		}
		putchar('\n');
		put_row(stdout, o, l, &rows[i]);
	}
	if (o->json) {
		fprintf(stdout, "  ],\n  \"summary\": {\"graded\": %d, \"bad\": %d, "
		    "\"right\": %d, \"mean_percent\": ", sc.graded, sc.bad,
		    sc.right);
		if (sc.weighed > 0)
			printf("%.1f, ", sc.percent / sc.weighed);
		else
			fputs("null, ", stdout);
		put_json_tally(stdout, "mistakes", sc.mistakes, sc.nmistakes);
		fputs(", ", stdout);
		put_json_tally(stdout, "misconceptions", sc.mis, sc.nmis);
		fputs("}\n}\n", stdout);
	} else if (n > 1) {
		put_summary(stdout, &sc);
	}
	summary_free(&sc);
	return 0;
}

int
cmd_check(int argc, char **argv)
{
	enum { OPT_WEIGHTS = CLI_OWN, OPT_MANIFEST, OPT_CSV, OPT_BRIEF, OPT_JSON };
	static const struct option longopts[] = {
		CLI_SEARCH_LONGOPTS,
		CLI_INPUT_LONGOPTS,
		{ "weights", required_argument, NULL, OPT_WEIGHTS },
		{ "manifest", required_argument, NULL, OPT_MANIFEST },
		{ "csv", required_argument, NULL, OPT_CSV },
		{ "brief", no_argument, NULL, OPT_BRIEF },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct check_opts o;
	struct job *jobs = NULL;
	struct loaded *trees = NULL;
	struct row *rows = NULL;
	int ch, i, k, njobs = 0, ntrees = 0, rc = EXIT_OK, r, csv_stdout;

	memset(&o, 0, sizeof(o));
	cli_search_init(&o.so);
	for (k = 0; k < ANS_NKINDS; k++)
		o.weights[k] = 1;
	while ((ch = cli_getopt(argc, argv, "a:h", longopts, &o.so, &rc)) !=
	    -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_WEIGHTS:
			if (set_weights(o.weights, optarg) != 0)
				return EXIT_USAGE;
			break;
		case OPT_MANIFEST:
			o.manifest = optarg;
			break;
		case OPT_CSV:
			o.csv = optarg;
			break;
		case OPT_BRIEF:
			o.brief = 1;
			break;
		case OPT_JSON:
			o.json = 1;
			break;
		case 'h':
			usage(stdout);
			return EXIT_OK;
		default:
			fputs("Try 'abviz check --help'.\n", stderr);
			return EXIT_USAGE;
		}
	}
	if (cli_search_done(&o.so) != 0)
		return EXIT_USAGE;
	csv_stdout = o.csv != NULL && strcmp(o.csv, "-") == 0;
	if (csv_stdout && (o.json || o.brief)) {
		fputs("abviz: --csv - prints the gradebook on standard output "
		    "instead of the report: leave out --json and --brief\n",
		    stderr);
		return EXIT_USAGE;
	}
	if (o.manifest != NULL && optind < argc) {
		fputs("abviz: --manifest names the trees and the answers: give no "
		    "other files\n", stderr);
		return EXIT_USAGE;
	}
	if (o.manifest == NULL && argc - optind < 2) {
		fputs(optind == argc ? "abviz: no tree given\n" :
		    "abviz: no answer given\n", stderr);
		fputs("usage: abviz check [options] TREE.json ANSWER...\n"
		    "Try 'abviz check --help'.\n", stderr);
		return EXIT_USAGE;
	}
	if (o.manifest != NULL) {
		if ((njobs = read_manifest(o.manifest, &jobs)) < 0)
			return EXIT_INPUT;
	} else {
		njobs = argc - optind - 1;
		if ((jobs = calloc((size_t)njobs, sizeof(*jobs))) == NULL)
			goto oom;
		for (i = 0; i < njobs; i++) {
			jobs[i].tree = argv[optind];
			jobs[i].answer = argv[optind + 1 + i];
		}
	}
	if ((rows = calloc((size_t)njobs, sizeof(*rows))) == NULL)
		goto oom;
	/* Every answer is graded; the exit code is the worst seen. */
	for (i = 0; i < njobs; i++) {
		struct loaded *l = tree_for(&trees, &ntrees, &o.so, jobs[i].tree);

		if ((r = grade_one(&o, l, &jobs[i], &rows[i])) > rc)
			rc = r;
	}
	/* --csv -: the gradebook is what standard output holds */
	if (!csv_stdout && report(&o, trees, ntrees, rows, njobs) != 0) {
		rc = EXIT_INPUT;
		goto out;
	}
	if (o.csv != NULL && write_csv(o.csv, rows, njobs) != 0)
		rc = EXIT_OUTPUT;
	if (cli_flush_stdout() != 0)
		rc = EXIT_OUTPUT;
	goto out;
oom:
	fputs("abviz: out of memory\n", stderr);
	rc = EXIT_INPUT;
out:
	for (i = 0; rows != NULL && i < njobs; i++) {
		grade_free(&rows[i].g);
		free(rows[i].error);
	}
	free(rows);
	for (i = 0; i < ntrees; i++) {
		checker_free(trees[i].c);
		tree_free(trees[i].t);
		free(trees[i].path);
		free(trees[i].error);
	}
	free(trees);
	if (o.manifest != NULL)
		for (i = 0; i < njobs; i++) {
			free(jobs[i].answer);
			free(jobs[i].tree);
		}
	free(jobs);
	return rc;
}
