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

/* The diagram (or with blank the worksheet) as format onto f, as every
   diagram is drawn (emit.h): 0, or -1 with the reason in err. */
static int
picture(FILE *f, const struct gen_variant *v, int blank, const char *format,
    char *err, size_t errlen)
{
	struct emit_opts eo;
	struct emit_job j;

	memset(&eo, 0, sizeof(eo));
	memset(&j, 0, sizeof(j));
	eo.blank = blank;
	j.t = v->t;
	j.tr = &v->tr;
	j.s = v->s;
	j.o = &eo;
	j.path = v->stem;
	j.stem = v->stem;
	return emit_picture(f, &j, format, err, errlen);
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
 * Every worksheet's SVG in one page, one printed page each (CSS page
 * breaks): 0, or -1 with the reason in err.
 */
static int
put_worksheets(FILE *f, const struct gen_variant *v, long n, char *err,
    size_t errlen)
{
	long k;

	/* the worksheets' language, which their legends speak */
	fprintf(f, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", lang_names[msg_lang()]);
	/* the title has no < or &: plain text */
	msg_put(f, M_PIC_WORKSHEETS, NULL, 0);
	fputs("</title>\n<style>\n"
	    "body { margin: 0; font-family: sans-serif; }\n"
	    "section { break-after: page; page-break-after: always; "
	    "text-align: center; }\n"
	    "section:last-child { break-after: auto; page-break-after: auto; }\n"
	    "svg { max-width: 100%; max-height: 95vh; height: auto; }\n"
	    "</style>\n</head>\n<body>\n", f);
	for (k = 0; k < n; k++) {
		char *svg = NULL, *start;
		size_t len = 0;
		FILE *m = open_memstream(&svg, &len);
		int rc;

		if (m == NULL) {
			msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
			return -1;
		}
		rc = picture(m, &v[k], 1, "svg", err, errlen);
		if ((fclose(m) != 0 || svg == NULL) && rc == 0) {
			msg_format(err, errlen, M_ERR_OUT_OF_MEMORY, NULL, 0);
			rc = -1;
		}
		/* the SVG element alone: no XML declaration or doctype */
		if (rc == 0 && (start = strstr(svg, "<svg")) == NULL) {
			msg_format(err, errlen, M_ERR_GRAPHVIZ_DOT_WROTE_NO,
			    NULL, 0);
			rc = -1;
		}
		if (rc == 0)
			fprintf(f, "<section id=\"%s\">\n%s</section>\n", v[k].stem,
			    start);
		free(svg);
		if (rc != 0)
			return -1;
	}
	fputs("</body>\n</html>\n", f);
	return 0;
}

/*
 * Variant v's files into the pending files fs, in dir: the tree, its key,
 * the worksheet and the solution.  0, or -1 with err set.
 */
static int
put_variant(struct files *fs, const char *dir, const struct gen_variant *v,
    const char *format, char *err, size_t errlen)
{
	static const char *const kinds[2] = { "solution", "worksheet" };
	char name[96], why[1024];
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
	for (b = 0; b < 2; b++) {
		snprintf(name, sizeof(name), "%s.%s.%s", v->stem, kinds[b],
		    format);
		if ((f = next_file(fs, dir, name, err, errlen)) == NULL)
			return -1;
		if (picture(f, v, b, format, why, sizeof(why)) != 0) {
			snprintf(err, errlen, "%s/%s: %s", dir, name, why);
			return -1;
		}
		if (done_file(fs, err, errlen) != 0)
			return -1;
	}
	return 0;
}

/*
 * The files of several variants v[0..n) into fs, in dir: keys.txt (every
 * key, headed by its tree) and every worksheet in one file.  0, or -1
 * with err set.
 */
static int
put_combined(struct files *fs, const char *dir, const struct gen_variant *v,
    long n, const char *format, char *err, size_t errlen)
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
	for (k = 0; dot && k < n; k++)
		picture(f, &v[k], 1, "dot", why, sizeof(why));
	if (!dot && put_worksheets(f, v, n, why, sizeof(why)) != 0) {
		MSG_FORMAT(err, errlen, M_ERR_WORKSHEETS_HTML, dir, why);
		return -1;
	}
	return done_file(fs, err, errlen);
}

int
exam_write(const char *dir, const struct gen_variant *v, long n,
    const char *format, char *err, size_t errlen)
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
		if (put_variant(&fs, dir, &v[k], format, err, errlen) != 0)
			goto out;
	if (n > 1 && put_combined(&fs, dir, v, n, format, err, errlen) != 0)
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
