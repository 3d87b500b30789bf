/*
 * report.c: what abviz check tells of graded answers (see report.h): the
 * text report, the class summary, the JSON report and the gradebook.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "answer.h"
#include "check.h"
#include "jsonw.h"
#include "msg.h"
#include "out.h"
#include "report.h"

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

char *
report_answer_error(const char *err, const char *path,
    const struct checker *c)
{
	enum lang l = msg_lang();
	struct answer *a;
	char en[1024];
	int read;

	if (l == LANG_EN || strcmp(path, "-") == 0)
		return strdup(err);
	msg_set_lang(LANG_EN);
	a = answer_load(path, checker_ids(c), en, sizeof(en));
	msg_set_lang(l);
	read = a != NULL;	/* the file changed under us: as it was said */
	answer_free(a);
	return strdup(read ? err : en);
}

/*
 * The text report's words are messages too (M_REPORT_*), but always said
 * in English, whatever --lang says: TAs' scripts read the report.  SAY
 * writes message id, SAY_N the form of plural message id that count
 * takes; WORD is a message's text.
 */
#define SAY(f, id, ...) \
	msg_put_text((f), msg_in(LANG_EN, (id)), MSG_ARGS(__VA_ARGS__))
#define SAY_N(f, id, count, ...) \
	msg_put_text((f), msg_n_in(LANG_EN, (id), (unsigned long)(count)), \
	    MSG_ARGS(__VA_ARGS__))
#define WORD(id) msg_in(LANG_EN, (id))

/* Number x as %g writes it, into buf (32 bytes). */
static const char *
num_g(double x, char *buf)
{
	snprintf(buf, 32, "%g", x);
	return buf;
}

static void
put_tree_head(FILE *f, const struct report_tree *l)
{
	char conv[CFG_TEXT_MAX];

	SAY(f, M_REPORT_HEAD, l->path, cfg_title(&l->cfg),
	    cfg_conventions(&l->cfg, l->t, 0, conv), notation_text(&l->cfg));
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
	fprintf(f, "  %-5s  %s", WORD(it->mistake == MK_NONE ? M_REPORT_RIGHT :
	    it->credit > 0 ? M_REPORT_PART : M_REPORT_WRONG), name);
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
	SAY(f, M_REPORT_EXPECTED, mistake_kind_text(LANG_EN, it->mistake),
	    it->expected, it->reason != NULL ? it->reason : "");
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
put_row(FILE *f, const struct report_opts *o, const struct report_tree *l,
    const struct report_row *r)
{
	char flags[CHECK_FLAGS_MAX], n1[32], n2[32], n3[32];
	double pct;
	int i;

	if (!r->ok) {
		SAY(f, M_REPORT_NOT_GRADED, r->answer, r->error);
		return;
	}
	if (percent(&r->g, &pct) == 0) {
		snprintf(n3, sizeof(n3), "%.1f", pct);
		SAY(f, r->g.right ? M_REPORT_SCORE_RIGHT : M_REPORT_SCORE,
		    r->answer, num_g(round2(r->g.score), n1),
		    num_g(round2(r->g.total), n2), n3);
	} else {
		SAY(f, r->g.right ? M_REPORT_WEIGHTLESS_RIGHT :
		    M_REPORT_WEIGHTLESS, r->answer);
	}
	if (o->brief)
		return;
	for (i = 0; i < r->g.n; i++)
		put_item(f, &r->g.item[i]);
	for (i = 0; i < r->g.nmatch; i++) {
		int m = r->g.match[i], k = r->g.explains[i];

		SAY_N(f, misconceptions[m].convention ? M_REPORT_CONVENTION :
		    M_REPORT_MISCONCEPTION, k, misconceptions[m].name,
		    msg_in(LANG_EN, misconceptions[m].what), MSG_INT(k),
		    check_flags(l->c, m, flags));
		put_shell_word(f, l->path);
		fputs(")\n", f);
	}
	if (r->g.diagnosed && r->g.nmatch == 0)
		fputs(WORD(M_REPORT_NO_MISCONCEPTION), f);
	SAY(f, M_REPORT_TOTAL, num_g(round2(r->g.score), n1),
	    num_g(round2(r->g.total), n2));
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
refs_of(const struct report_row *rows, int n, int wrong_only, long *nref)
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
summarize(const struct report_row *rows, int n, struct summary_counts *sc)
{
	struct ref *r;
	char buf[160];
	double pct;
	long nref, a, b;
	int i, k;

	memset(sc, 0, sizeof(*sc));
	for (i = 0; i < n; i++) {
		const struct report_row *rw = &rows[i];

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
	char mean[32];
	int i;

	SAY_N(f, M_REPORT_CLASS, sc->graded, MSG_INT(sc->graded));
	if (sc->bad > 0)
		SAY(f, M_REPORT_CLASS_BAD, MSG_INT(sc->bad));
	if (sc->graded > 0)
		SAY(f, M_REPORT_CLASS_RIGHT, MSG_INT(sc->right));
	if (sc->weighed > 0) {
		snprintf(mean, sizeof(mean), "%.1f", sc->percent / sc->weighed);
		SAY(f, M_REPORT_CLASS_MEAN, mean);
	}
	fputc('\n', f);
	if (sc->nmistakes > 0)
		fputs(WORD(M_REPORT_COMMON_MISTAKES), f);
	for (i = 0; i < sc->nmistakes && i < SUMMARY_TOP; i++)
		fprintf(f, "  %4d  %s\n", sc->mistakes[i].n, sc->mistakes[i].what);
	if (sc->nmis > 0)
		fputs(WORD(M_REPORT_COMMON_MISCONCEPTIONS), f);
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
put_json_row(FILE *f, const struct report_tree *l, const struct report_row *r)
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

/* The gradebook's columns and cells. */
struct gradebook {
	struct column *col;	/* the columns, in order */
	long ncols;
	double *cell;		/* cell[row * ncols + column]: the item's score,
				   NAN where the answer did not give it */
};

/*
 * One column per item seen in any answer (by kind, then as first seen);
 * a cell is the item's score (credit times weight).  Items are grouped
 * into columns by sorting them, never compared with each column.  0, or
 * -1 when out of memory; free gb->col and gb->cell either way.
 */
static int
gradebook_make(const struct report_row *rows, int n, struct gradebook *gb)
{
	struct ref *r;
	long *place = NULL, nref = 0, a, b, c;
	int rc = -1;

	gb->ncols = 0;
	gb->col = NULL;
	gb->cell = NULL;
	if ((r = refs_of(rows, n, 0, &nref)) == NULL ||
	    (gb->col = malloc((size_t)(nref + 1) * sizeof(*gb->col))) == NULL ||
	    (place = malloc((size_t)(nref + 1) * sizeof(*place))) == NULL)
		goto out;
	/* the columns: the items grouped by kind and subject */
	qsort(r, (size_t)nref, sizeof(*r), cmp_column);
	for (a = 0; a < nref; a = b) {
		for (b = a + 1; b < nref && same_column(&r[a], &r[b]); b++)
			;
		gb->col[gb->ncols].it = r[a].it;
		gb->col[gb->ncols].first = r[a].seq;	/* the least: sorted by seq */
		gb->col[gb->ncols].group = gb->ncols;
		gb->ncols++;
	}
	qsort(gb->col, (size_t)gb->ncols, sizeof(*gb->col), cmp_first);
	for (c = 0; c < gb->ncols; c++)
		place[gb->col[c].group] = c;
	if ((gb->cell = malloc((size_t)(n * gb->ncols + 1) *
	    sizeof(*gb->cell))) == NULL)
		goto out;
	for (c = 0; c < n * gb->ncols; c++)
		gb->cell[c] = NAN;
	for (a = 0, c = -1; a < nref; a++) {
		if (a == 0 || !same_column(&r[a - 1], &r[a]))
			c++;	/* the next group */
		gb->cell[r[a].row * gb->ncols + place[c]] = r[a].it->credit *
		    r[a].it->weight;
	}
	rc = 0;
out:
	free(place);
	free(r);
	return rc;
}

/* file, tree, score, total, percent, error, then the items' columns;
   CRLF ends each row (RFC 4180). */
static void
gradebook_put(FILE *f, const struct gradebook *gb,
    const struct report_row *rows, int n)
{
	char buf[160];
	double pct;
	long c;
	int i;

	fputs("file,tree,score,total,percent,error", f);
	for (c = 0; c < gb->ncols; c++) {
		item_name(gb->col[c].it, 1, buf, sizeof(buf));
		fputc(',', f);
		csv_field(f, buf);
	}
	fputs("\r\n", f);
	for (i = 0; i < n; i++) {
		const struct report_row *rw = &rows[i];

		csv_field(f, rw->answer);
		fputc(',', f);
		csv_field(f, rw->tree);
		if (!rw->ok) {
			fputs(",,,,", f);
			csv_field(f, rw->error);
		} else {
			fprintf(f, ",%g,%g,", round2(rw->g.score),
			    round2(rw->g.total));
			if (percent(&rw->g, &pct) == 0)
				fprintf(f, "%.1f", pct);
			fputc(',', f);
		}
		for (c = 0; c < gb->ncols; c++) {
			double x = gb->cell[i * gb->ncols + c];

			fputc(',', f);
			if (!isnan(x))
				fprintf(f, "%g", round2(x));
		}
		fputs("\r\n", f);
	}
}

int
report_csv(const char *path, const struct report_row *rows, int n,
    char *err, size_t errlen)
{
	struct gradebook gb;
	struct out o;
	int rc = -1;

	if (gradebook_make(rows, n, &gb) != 0) {
		MSG_FORMAT(err, errlen, M_ERR_FILE_OUT_OF_MEMORY, path);
		goto out;
	}
	if (out_open_file(&o, path, err, errlen) != 0)
		goto out;
	gradebook_put(o.f, &gb, rows, n);
	if (out_finish(&o, err, errlen) == 0 &&
	    out_commit(&o, err, errlen) == 0)
		rc = 0;
	out_abort(&o);
out:
	free(gb.cell);
	free(gb.col);
	return rc;
}

/* ---- the report ---- */

/* The tree rows were graded against, by its path; NULL if none. */
static const struct report_tree *
tree_named(const struct report_tree *trees, int ntrees, const char *path)
{
	const struct report_tree *l = NULL;
	int k;

	for (k = 0; k < ntrees; k++)
		if (strcmp(trees[k].path, path) == 0)
			l = &trees[k];
	return l;
}

/* The text report: each tree's head before its answers, each answer's
   items; the class summary when there are several answers. */
static void
report_text(FILE *f, const struct report_opts *o,
    const struct report_tree *trees, int ntrees, const struct report_row *rows,
    int n, const struct summary_counts *sc)
{
	const char *last = NULL;
	int i;

	for (i = 0; i < n; i++) {
		const struct report_tree *l = tree_named(trees, ntrees,
		    rows[i].tree);

		if (last == NULL || strcmp(last, rows[i].tree) != 0) {
			if (last != NULL)
				fputc('\n', f);
			if (l != NULL && l->c != NULL)
				put_tree_head(f, l);
			else
				SAY(f, M_REPORT_CANNOT_GRADE, rows[i].tree,
				    l != NULL && l->error != NULL ? l->error :
				    WORD(M_ERR_OUT_OF_MEMORY));
			last = rows[i].tree;
		}
		fputc('\n', f);
		put_row(f, o, l, &rows[i]);
	}
	if (n > 1)
		put_summary(f, sc);
}

/* The report as JSON: every answer, then the summary. */
static void
report_json(FILE *f, const struct report_tree *trees, int ntrees,
    const struct report_row *rows, int n, const struct summary_counts *sc)
{
	int i;

	fputs("{\n  \"answers\": [\n", f);
	for (i = 0; i < n; i++) {
		put_json_row(f, tree_named(trees, ntrees, rows[i].tree), &rows[i]);
		fputs(i + 1 < n ? ",\n" : "\n", f);
	}
	fprintf(f, "  ],\n  \"summary\": {\"graded\": %d, \"bad\": %d, "
	    "\"right\": %d, \"mean_percent\": ", sc->graded, sc->bad,
	    sc->right);
	if (sc->weighed > 0)
		fprintf(f, "%.1f, ", sc->percent / sc->weighed);
	else
		fputs("null, ", f);
	put_json_tally(f, "mistakes", sc->mistakes, sc->nmistakes);
	fputs(", ", f);
	put_json_tally(f, "misconceptions", sc->mis, sc->nmis);
	fputs("}\n}\n", f);
}

int
report_put(FILE *f, const struct report_opts *o,
    const struct report_tree *trees, int ntrees, const struct report_row *rows,
    int n)
{
	struct summary_counts sc;
	int rc = -1;

	if (summarize(rows, n, &sc) == 0) {
		if (o->json)
			report_json(f, trees, ntrees, rows, n, &sc);
		else
			report_text(f, o, trees, ntrees, rows, n, &sc);
		rc = 0;
	}
	summary_free(&sc);
	return rc;
}
