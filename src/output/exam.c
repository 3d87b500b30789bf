/*
 * exam.c: abviz gen's files (see exam.h), every one pending until all are
 * complete, then each renamed into place.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "emit.h"
#include "exam.h"
#include "gen.h"
#include "msg.h"
#include "out.h"
#include "paper.h"
#include "pdfjoin.h"
#include "render.h"

/* The DOT text of v's diagram (or with blank its worksheet) into *dot:
   0, or -1 when out of memory. */
static int
picture_dot(const struct gen_variant *v, int blank, char **dot, size_t *len,
    char *err, size_t errlen)
{
	struct emit_opts eo;
	struct emit_job j;
	FILE *m;
	int rc;

	memset(&eo, 0, sizeof(eo));
	memset(&j, 0, sizeof(j));
	eo.blank = blank;
	j.t = v->t;
	j.tr = &v->tr;
	j.s = v->s;
	j.o = &eo;
	j.path = v->stem;
	j.stem = v->stem;
	*dot = NULL;
	if ((m = open_memstream(dot, len)) == NULL) {
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		return -1;
	}
	rc = emit_picture(m, &j, "dot", err, errlen);
	if ((fclose(m) != 0 || *dot == NULL) && rc == 0) {
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		rc = -1;
	}
	return rc;
}

/* A picture's pages, each drawn alone. */
struct pages {
	char **buf;		/* page k's bytes, with a NUL after them */
	size_t *len;
	int *across;		/* whether page k is landscape */
	int n;
};

static void
pages_free(struct pages *pg)
{
	int k;

	for (k = 0; k < pg->n; k++)
		free(pg->buf[k]);
	free(pg->buf);
	free(pg->len);
	free(pg->across);
	memset(pg, 0, sizeof(*pg));
}

/* Add the page the DOT text dot[0..len) draws, as format on paper p (the
   DOT text itself when format is "dot"): 0, or -1 with err set. */
static int
pages_add(struct pages *pg, const char *dot, size_t len, const char *format,
    enum paper p, char *err, size_t errlen)
{
	struct paper_fit fit = { .scale = 1 };
	char *page = NULL, *out = NULL;
	size_t plen = 0, olen = 0;
	FILE *m = NULL;
	int rc = -1, k = pg->n;

	if ((pg->buf = realloc(pg->buf, (size_t)(k + 1) * sizeof(char *))) ==
	    NULL || (pg->len = realloc(pg->len, (size_t)(k + 1) *
	    sizeof(size_t))) == NULL || (pg->across = realloc(pg->across,
	    (size_t)(k + 1) * sizeof(int))) == NULL)
		goto oom;
	if (strcmp(format, "dot") == 0) {
		if ((out = malloc(len + 1)) == NULL)
			goto oom;
		memcpy(out, dot, len);
		out[len] = '\0';
		olen = len;
	} else {
		if (paper_measure(dot, len, p, &fit, err, errlen) != 0)
			goto out;
		if ((m = open_memstream(&page, &plen)) == NULL)
			goto oom;
		paper_put_dot(m, dot, len, &fit);
		if (fclose(m) != 0 || page == NULL ||
		    (m = open_memstream(&out, &olen)) == NULL)
			goto oom;
		rc = render_dot(page, plen, format, m, err, errlen);
		if (fclose(m) != 0 || out == NULL) {
			m = NULL;
			goto oom;
		}
		if (rc != 0)
			goto out;
	}
	pg->buf[k] = out;
	pg->len[k] = olen;
	pg->across[k] = fit.landscape;
	pg->n++;
	out = NULL;
	rc = 0;
	goto out;
oom:
	msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
	rc = -1;
out:
	free(page);
	free(out);
	return rc;
}

/*
 * The pages of v's diagram (or with blank its worksheet) as format: the
 * DOT text as it is; else pictures on paper p (paper.h), drawn by
 * Graphviz, a worksheet too wide for one page at PAPER_SCALE_MIN split
 * over several (paper_split); one too tall is drawn smaller.  0, or -1 with the reason in err.
 */
static int
picture(struct pages *pg, const struct gen_variant *v, int blank,
    const char *format, enum paper paper, char *err, size_t errlen)
{
	struct paper_fit fit;
	unsigned char **parts = NULL;
	char *dot = NULL;
	size_t len = 0;
	int k, nparts = 0, rc = -1;
	FILE *m;

	memset(pg, 0, sizeof(*pg));
	if (picture_dot(v, blank, &dot, &len, err, errlen) != 0)
		goto out;
	if (!blank || strcmp(format, "dot") == 0 ||
	    paper_measure(dot, len, paper, &fit, err, errlen) != 0 ||
	    fit.scale >= PAPER_SCALE_MIN || fit.tall) {
		rc = pages_add(pg, dot, len, format, paper, err, errlen);
		goto out;
	}
	if (paper_split(v->t, &v->tr, NULL, paper, &parts, &nparts, err,
	    errlen) != 0)
		goto out;
	for (k = 0; k < nparts; k++) {
		free(dot);
		dot = NULL;
		if ((m = open_memstream(&dot, &len)) == NULL)
			break;
		dot_emit_blank_part(m, v->t, &v->tr, NULL, parts[k]);
		if (fclose(m) != 0 || dot == NULL || pages_add(pg, dot, len,
		    format, paper, err, errlen) != 0)
			break;
	}
	rc = k == nparts ? 0 : -1;
	if (rc != 0 && pg->n == k)
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
out:
	for (k = 0; k < nparts; k++)
		free(parts[k]);
	free(parts);
	free(dot);
	if (rc != 0)
		pages_free(pg);
	return rc;
}

/* The pages pg onto f as format: a PDF of them all; else the page k
   (0-based).  0, or -1 with err set. */
static int
put_pages(FILE *f, const struct pages *pg, const char *format, int k,
    char *err, size_t errlen)
{
	struct pdfjoin_doc *docs;
	int i, rc;

	if (strcmp(format, "pdf") != 0 || pg->n == 1) {
		fwrite(pg->buf[k], 1, pg->len[k], f);
		return 0;
	}
	if ((docs = calloc((size_t)pg->n, sizeof(*docs))) == NULL) {
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		return -1;
	}
	for (i = 0; i < pg->n; i++) {
		docs[i].pdf = pg->buf[i];
		docs[i].len = pg->len[i];
	}
	rc = pdfjoin_write(f, docs, pg->n, err, errlen);
	free(docs);
	return rc;
}

/* The files of a run, all pending until every one is complete. */
struct files {
	struct out *o;
	int n, cap;
};

/* Open the next pending file dir/name: its stream, or NULL (err set). */
static FILE *
next_file(struct files *fs, const char *dir, const char *name, char *err,
    size_t errlen)
{
	if (fs->n == fs->cap) {
		int cap = fs->cap ? 2 * fs->cap : 16;
		struct out *o = realloc(fs->o, (size_t)cap * sizeof(*o));

		if (o == NULL) {
			msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
			return NULL;
		}
		fs->o = o;
		fs->cap = cap;
	}
	if (out_open(&fs->o[fs->n], dir, name, err, errlen) != 0)
		return NULL;
	return fs->o[fs->n++].f;
}

/* The last file opened is complete: 0, or -1 with err set. */
static int
done_file(struct files *fs, char *err, size_t errlen)
{
	return out_finish(&fs->o[fs->n - 1], err, errlen);
}

/*
 * The page's style: on screen, each worksheet as wide as the window; in
 * print, each on a page of its own of paper p, upright or across as its
 * picture is (a named page), the picture the page.
 */
static void
put_page_style(FILE *f, enum paper p)
{
	const char *size = p == PAPER_LETTER ? "letter" : "A4";
	/* a page's height, a little less (rounding must not overflow it) */
	const char *tall = p == PAPER_LETTER ? "10.95in" : "296mm";
	const char *wide = p == PAPER_LETTER ? "8.45in" : "209mm";

	fprintf(f, "<style>\n"
	    "@page { size: %s portrait; margin: 0; }\n"
	    "@page across { size: %s landscape; margin: 0; }\n"
	    "html, body { margin: 0; padding: 0; }\n"
	    "body { font-family: sans-serif; }\n"
	    "section { break-after: page; page-break-after: always; "
	    "text-align: center; }\n"
	    "section.across { page: across; }\n"
	    "section:last-child { break-after: auto; page-break-after: auto; }\n"
	    "svg { max-width: 100%%; height: auto; }\n"
	    "@media print {\n"
	    "  section { height: %s; overflow: hidden; }\n"
	    "  section.across { height: %s; }\n"
	    "  svg { display: block; width: 100%%; height: 100%%; "
	    "max-width: none; }\n"
	    "}\n"
	    "</style>\n", size, size, tall, wide);
}

/* Worksheet v's SVG pages, fitted to paper p, as sections of the page
   onto f: 0, or -1 with the reason in err. */
static int
put_worksheet(FILE *f, const struct gen_variant *v, enum paper p, char *err,
    size_t errlen)
{
	struct pages pg;
	char *start;
	int k;

	if (picture(&pg, v, 1, "svg", p, err, errlen) != 0)
		return -1;
	for (k = 0; k < pg.n; k++) {
		/* the SVG element alone: no XML declaration or doctype */
		if ((start = strstr(pg.buf[k], "<svg")) == NULL) {
			msg_format(err, errlen, M_ERR_GRAPHVIZ_DOT_WROTE_NO, NULL, 0);
			pages_free(&pg);
			return -1;
		}
		fprintf(f, "<section id=\"%s", v->stem);
		if (k > 0)
			fprintf(f, "-%d", k + 1);
		fprintf(f, "\"%s>\n", pg.across[k] ? " class=\"across\"" : "");
		fwrite(start, 1, pg.len[k] - (size_t)(start - pg.buf[k]), f);
		fputs("</section>\n", f);
	}
	pages_free(&pg);
	return 0;
}

/*
 * Every worksheet's SVG in one page, one printed page each (CSS page
 * breaks, @page sizes): 0, or -1 with the reason in err.
 */
static int
put_worksheets(FILE *f, const struct gen_variant *v, long n, enum paper p,
    char *err, size_t errlen)
{
	long k;

	/* the worksheets' language, which their legends speak */
	fprintf(f, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", lang_names[msg_lang()]);
	/* the title has no < or &: plain text */
	msg_put(f, M_PIC_WORKSHEETS, NULL, 0);
	fputs("</title>\n", f);
	put_page_style(f, p);
	fputs("</head>\n<body>\n", f);
	for (k = 0; k < n; k++)
		if (put_worksheet(f, &v[k], p, err, errlen) != 0)
			return -1;
	fputs("</body>\n</html>\n", f);
	return 0;
}

/*
 * Variant v's solution (blank 0) or worksheet into fs, in dir, as
 * STEM.KIND.FORMAT: every page in one PDF; else the first page, and the
 * others (of a worksheet split over pages) as STEM.KIND-2.FORMAT and on.
 * 0, or -1 with err set.
 */
static int
put_picture(struct files *fs, const char *dir, const struct gen_variant *v,
    const char *kind, int blank, const char *format, enum paper p, char *err,
    size_t errlen)
{
	char name[96], why[1024];
	struct pages pg;
	int k, n;
	FILE *f;

	snprintf(name, sizeof(name), "%s.%s.%s", v->stem, kind, format);
	if (picture(&pg, v, blank, format, p, why, sizeof(why)) != 0) {
		snprintf(err, errlen, "%s/%s: %s", dir, name, why);
		return -1;
	}
	n = strcmp(format, "pdf") == 0 ? 1 : pg.n;
	for (k = 0; k < n; k++) {
		if (k > 0)
			snprintf(name, sizeof(name), "%s.%s-%d.%s", v->stem, kind,
			    k + 1, format);
		if ((f = next_file(fs, dir, name, err, errlen)) == NULL)
			goto fail;
		if (put_pages(f, &pg, format, k, why, sizeof(why)) != 0) {
			snprintf(err, errlen, "%s/%s: %s", dir, name, why);
			goto fail;
		}
		if (done_file(fs, err, errlen) != 0)
			goto fail;
	}
	pages_free(&pg);
	return 0;
fail:
	pages_free(&pg);
	return -1;
}

/*
 * Variant v's files into the pending files fs, in dir: the tree, its key,
 * the worksheet and the solution.  0, or -1 with err set.
 */
static int
put_variant(struct files *fs, const char *dir, const struct gen_variant *v,
    const char *format, enum paper p, char *err, size_t errlen)
{
	static const char *const kinds[2] = { "solution", "worksheet" };
	char name[96];
	int b;
	FILE *f;

	snprintf(name, sizeof(name), "%s.json", v->stem);
	if ((f = next_file(fs, dir, name, err, errlen)) == NULL)
		return -1;
	fwrite(v->json, 1, v->len, f);
	if (done_file(fs, err, errlen) != 0)
		return -1;
	snprintf(name, sizeof(name), "%s.key.txt", v->stem);
	if ((f = next_file(fs, dir, name, err, errlen)) == NULL)
		return -1;
	gen_key(f, v->t, &v->tr, v->s);
	if (done_file(fs, err, errlen) != 0)
		return -1;
	for (b = 0; b < 2; b++)
		if (put_picture(fs, dir, v, kinds[b], b, format, p, err,
		    errlen) != 0)
			return -1;
	return 0;
}

/*
 * The files of several variants v[0..n) into fs, in dir: keys.txt (every
 * key, headed by its tree) and every worksheet in one file.  0, or -1
 * with err set.
 */
static int
put_combined(struct files *fs, const char *dir, const struct gen_variant *v,
    long n, const char *format, enum paper p, char *err, size_t errlen)
{
	char why[1024];
	long k;
	int dot;
	FILE *f;

	if ((f = next_file(fs, dir, "keys.txt", err, errlen)) == NULL)
		return -1;
	for (k = 0; k < n; k++) {
		fprintf(f, "%s==== %s.json: %s ====\n", k > 0 ? "\n" : "",
		    v[k].stem, v[k].t->name);
		gen_key(f, v[k].t, &v[k].tr, v[k].s);
	}
	if (done_file(fs, err, errlen) != 0)
		return -1;
	/* DOT holds several graphs in one file; pictures go into a page,
	   since Graphviz writes one picture per file */
	dot = strcmp(format, "dot") == 0;
	if ((f = next_file(fs, dir, dot ? "worksheets.dot" : "worksheets.html",
	    err, errlen)) == NULL)
		return -1;
	for (k = 0; dot && k < n; k++) {
		struct pages pg;

		if (picture(&pg, &v[k], 1, "dot", p, why, sizeof(why)) == 0)
			put_pages(f, &pg, "dot", 0, why, sizeof(why));
		pages_free(&pg);
	}
	if (!dot && put_worksheets(f, v, n, p, why, sizeof(why)) != 0) {
		MSG_FORMAT(err, errlen, M_ERR_WORKSHEETS_HTML, dir, why);
		return -1;
	}
	return done_file(fs, err, errlen);
}

int
exam_write(const char *dir, const struct gen_variant *v, long n,
    const char *format, enum paper p, char *err, size_t errlen)
{
	struct files fs = { NULL, 0, 0 };
	long k;
	int i, made, rc = -1;

	made = mkdir(dir, 0777) == 0;
	if (!made && errno != EEXIST) {
		MSG_FORMAT(err, errlen, M_ERR_CANNOT_CREATE, dir,
		    msg_strerror(errno));
		return -1;
	}
	/* ours until every file is in it: a signal removes it, emptied */
	if (made && out_temp_add(dir, OUT_TEMP_FOLDER) != 0) {
		rmdir(dir);
		msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
		return -1;
	}
	for (k = 0; k < n; k++)
		if (put_variant(&fs, dir, &v[k], format, p, err, errlen) != 0)
			goto out;
	if (n > 1 && put_combined(&fs, dir, v, n, format, p, err, errlen) != 0)
		goto out;
	/* every file is complete: only now does any take its name */
	for (i = 0; i < fs.n; i++)
		if (out_commit(&fs.o[i], err, errlen) != 0)
			goto out;
	rc = 0;
out:
	for (i = 0; i < fs.n; i++)
		out_abort(&fs.o[i]);
	free(fs.o);
	if (rc != 0 && made)
		rmdir(dir);	/* ours, and empty again */
	if (made)
		out_temp_drop(dir);
	return rc;
}
