/*
 * emit.c: the table of outputs and writing them whole (see emit.h).
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "beamer.h"
#include "dot.h"
#include "emit.h"
#include "frames.h"
#include "html.h"
#include "json.h"
#include "log.h"
#include "out.h"
#include "render.h"
#include "tikz.h"

/* The DOT text of the job's diagram, or with --blank its worksheet. */
static int
dot_text(FILE *f, const struct emit_job *j)
{
	return j->o->blank ? dot_emit_blank(f, j->t, j->tr, j->o->theme) :
	    dot_emit_state(f, j->t, j->tr, j->s, NULL, j->o->theme);
}

/*
 * The diagram as a picture, drawn by Graphviz from inside abviz, so that
 * no second command is needed ("dot": the DOT text itself).
 */
int
emit_picture(FILE *f, const struct emit_job *j, const char *format,
    char *err, size_t errlen)
{
	char *dot = NULL;
	size_t len = 0;
	FILE *m;
	int rc = -1;

	if (strcmp(format, "dot") == 0)
		return dot_text(f, j);
	if ((m = open_memstream(&dot, &len)) == NULL || dot_text(m, j) != 0 ||
	    ferror(m)) {
		if (m != NULL)
			fclose(m);
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	if (fclose(m) != 0) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	rc = render_dot(dot, len, format, f, err, errlen);
out:
	free(dot);
	return rc;
}

static int
diagram(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	return emit_picture(f, j, "dot", err, errlen);
}

static int
picture_svg(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	return emit_picture(f, j, "svg", err, errlen);
}

static int
picture_png(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	return emit_picture(f, j, "png", err, errlen);
}

static int
picture_pdf(FILE *f, const struct emit_job *j, char *err, size_t errlen)
{
	return emit_picture(f, j, "pdf", err, errlen);
}

const struct emitter emitters[] = {
	{ "dot", ".dot", NULL, diagram, NULL, 1 },
	{ "svg", ".svg", NULL, picture_svg, NULL, 1 },
	{ "png", ".png", NULL, picture_png, NULL, 1 },
	{ "pdf", ".pdf", NULL, picture_pdf, NULL, 1 },
	{ "log", ".log", log_emit, NULL, NULL, 0 },
	{ "json", ".json", json_emit, NULL, NULL, 0 },
	{ "steps", ".steps.json", json_steps_emit, NULL, NULL, 0 },
	{ "html", ".html", NULL, html_emit, NULL, 1 },
	{ "practice", ".practice.html", NULL, html_practice_emit, NULL, 1 },
	{ "frames", ".frames", NULL, NULL, frames_write, 1 },
	{ "tikz", ".tikz.tex", NULL, tikz_emit, NULL, 1 },
	{ "beamer", ".beamer.tex", NULL, beamer_emit, NULL, 1 },
};
const int nemitters = (int)(sizeof(emitters) / sizeof(emitters[0]));

int
emit_chance_refused(const char *path, const struct tree *t,
    const struct emitter *print, const int *want)
{
	/* the outputs that show chance nodes: the diagram, the log, JSON
	   and the step model */
	static const char *const ok[] = { "dot", "svg", "png", "pdf", "log",
	    "json", "steps" };
	int k, i;

	for (k = 0; k < nemitters; k++) {
		const struct emitter *e = &emitters[k];

		if (print != NULL ? e != print : !want[k])
			continue;
		for (i = 0; i < (int)(sizeof(ok) / sizeof(ok[0])); i++)
			if (strcmp(e->name, ok[i]) == 0)
				break;
		if (i == (int)(sizeof(ok) / sizeof(ok[0])) && t->nchance > 0) {
			fprintf(stderr, "abviz: %s: the tree has chance nodes, "
			    "which --format %s cannot show yet (dot, svg, png, "
			    "pdf, log, json and steps can)\n", path, e->name);
			return 1;
		}
	}
	return 0;
}

const struct emitter *
emit_find(const char *name)
{
	int i;

	for (i = 0; i < nemitters; i++)
		if (strcmp(emitters[i].name, name) == 0)
			return &emitters[i];
	return NULL;
}

int
emit_too_big(long max_diagram, const struct tree *t)
{
	return max_diagram > 0 && t->n > max_diagram;
}

/* Remove a folder of plain files (a frames folder); errors are ignored. */
static void
remove_folder(const char *dir)
{
	char path[4096];
	struct dirent *d;
	DIR *dp;

	if ((dp = opendir(dir)) == NULL)
		return;
	while ((d = readdir(dp)) != NULL) {
		if (strcmp(d->d_name, ".") == 0 || strcmp(d->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, d->d_name);
		unlink(path);
	}
	closedir(dp);
	rmdir(dir);
}

/* One output in the making: a temporary file or folder. */
struct pending {
	struct out file;	/* file outputs */
	char *tmpdir;		/* folder outputs: the temporary folder */
	char *path;		/* folder outputs: the final folder */
};

static int
make_folder(struct pending *p, const char *dir, const char *name,
    const struct emitter *e, const struct emit_job *j, char *err,
    size_t errlen)
{
	size_t n = strlen(dir) + strlen(name) + 16;
	int made;

	p->path = malloc(n);
	p->tmpdir = malloc(n);
	if (p->path == NULL || p->tmpdir == NULL) {
		snprintf(err, errlen, "%s/%s: out of memory", dir, name);
		return -1;
	}
	snprintf(p->path, n, "%s/%s", dir, name);
	snprintf(p->tmpdir, n, "%s/%s.tmpXXXXXX", dir, name);
	/* made and noted with the signals held: none finds it unnoted */
	out_signals_hold();
	if ((made = mkdtemp(p->tmpdir) != NULL) &&
	    out_temp_add(p->tmpdir, OUT_TEMP_FOLDER) != 0) {
		rmdir(p->tmpdir);
		made = 0;
		errno = ENOMEM;
	}
	out_signals_release();
	if (!made) {
		snprintf(err, errlen, "cannot write %s: %s", p->path,
		    strerror(errno));
		free(p->tmpdir);
		p->tmpdir = NULL;
		return -1;
	}
	return e->folder(p->tmpdir, j, err, errlen);
}

/*
 * Put a finished folder in place of any older one.  It takes the older
 * one's mode, or a new folder's (mkdtemp made it 0700).  The signals are
 * held off meanwhile: one that came between moving the older folder aside
 * and the new one in would leave neither in place.
 */
static int
commit_folder(struct pending *p, char *err, size_t errlen)
{
	size_t n = strlen(p->path) + 16;
	char *old = malloc(n);
	struct stat st;
	int had = 0, rc = -1;

	if (old == NULL) {
		snprintf(err, errlen, "%s: out of memory", p->path);
		return -1;
	}
	(void)chmod(p->tmpdir, stat(p->path, &st) == 0 ?
	    st.st_mode & 07777 : (mode_t)out_new_mode(1));
	snprintf(old, n, "%s.oldXXXXXX", p->path);
	out_signals_hold();
	/* an existing folder moves aside onto an empty one, atomically */
	if (access(p->path, F_OK) == 0 && mkdtemp(old) != NULL)
		had = rename(p->path, old) == 0;
	if (rename(p->tmpdir, p->path) != 0) {
		snprintf(err, errlen, "cannot write %s: %s", p->path,
		    strerror(errno));
		if (had)
			rename(old, p->path);
		goto out;
	}
	out_temp_drop(p->tmpdir);
	remove_folder(old);
	free(p->tmpdir);
	p->tmpdir = NULL;
	rc = 0;
out:
	out_signals_release();
	free(old);
	return rc;
}

static void
abort_pending(struct pending *p)
{
	out_abort(&p->file);
	if (p->tmpdir != NULL) {
		remove_folder(p->tmpdir);
		out_temp_drop(p->tmpdir);
	}
	free(p->tmpdir);
	free(p->path);
	memset(p, 0, sizeof(*p));
}

/* No diagram for a huge tree; an older one would not match, so it goes. */
static void
skip_diagram(const struct emit_opts *o, const struct tree *t, const char *dir,
    const char *name, int folder)
{
	char path[4096];
	int gone;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	if (folder) {
		gone = access(path, F_OK) == 0;
		remove_folder(path);
	} else {
		gone = unlink(path) == 0;
	}
	fprintf(stderr, "abviz: %s not written: %d nodes are more than a diagram "
	    "can show (limit %ld; --max-diagram N changes it, 0 for no limit)%s\n",
	    path, t->n, o->max_diagram, gone ? "; the older one was removed" : "");
}

int
emit_files(const char *dir, const int *want, const struct emit_job *j)
{
	struct pending *p = calloc((size_t)nemitters, sizeof(*p));
	char err[2400], why[1200], name[1100];
	int k, rc = -1, made = 0;

	if (p == NULL) {
		fprintf(stderr, "abviz: out of memory\n");
		return -1;
	}
	for (k = 0; k < nemitters; k++) {
		const struct emitter *e = &emitters[k];

		if (!want[k])
			continue;
		snprintf(name, sizeof(name), "%s%s", j->stem, e->ext);
		if (e->diagram && emit_too_big(j->o->max_diagram, j->t)) {
			skip_diagram(j->o, j->t, dir, name, e->folder != NULL);
			continue;
		}
		made++;
		if (e->folder != NULL) {
			if (make_folder(&p[k], dir, name, e, j, err,
			    sizeof(err)) != 0)
				goto out;
			continue;
		}
		if (out_open(&p[k].file, dir, name, err, sizeof(err)) != 0)
			goto out;
		if (e->text != NULL ? e->text(p[k].file.f, j->t, j->tr, j->s) :
		    e->file(p[k].file.f, j, why, sizeof(why))) {
			snprintf(err, sizeof(err), "%s: %s: %s", j->path,
			    e->name, e->text != NULL ? "out of memory" : why);
			goto out;
		}
		if (out_finish(&p[k].file, err, sizeof(err)) != 0)
			goto out;
	}
	for (k = 0; k < nemitters; k++) {
		if (p[k].file.path != NULL &&
		    out_commit(&p[k].file, err, sizeof(err)) != 0)
			goto out;
		if (p[k].tmpdir != NULL && commit_folder(&p[k], err,
		    sizeof(err)) != 0)
			goto out;
	}
	/* only diagrams were asked for, and none could be drawn */
	rc = made > 0 ? 0 : 1;
out:
	if (rc < 0)
		fprintf(stderr, "abviz: %s\n", err);
	for (k = 0; k < nemitters; k++)
		abort_pending(&p[k]);
	free(p);
	return rc;
}

int
emit_stream(FILE *f, const struct emitter *e, const struct emit_job *j)
{
	char err[1200];

	if (e->folder != NULL) {
		fprintf(stderr, "abviz: --format %s writes a folder of files, not "
		    "standard output\n", e->name);
		return -1;
	}
	errno = 0;
	if (e->text != NULL ? e->text(f, j->t, j->tr, j->s) != 0 :
	    e->file(f, j, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s: %s: %s\n", j->path, e->name,
		    e->text != NULL ? "out of memory" : err);
		/* a picture that could not be written said so: once */
		if (ferror(f)) {
			fflush(f);
			clearerr(f);
		}
		return -1;
	}
	/*
	 * An emitter writing through a buffer of its own leaves nothing in
	 * the stream's for a later flush to try again: the reason a write
	 * failed is the errno it left, so it is told now.
	 */
	if (ferror(f)) {
		int why = errno;

		/* what is still in the stream's buffer is tried once more
		   (and dropped): its reason is the fresher */
		if (fflush(f) != 0 && errno != 0)
			why = errno;
		fprintf(stderr, "abviz: cannot write standard output: %s\n",
		    strerror(why ? why : EIO));
		clearerr(f);
		return -1;
	}
	return 0;
}
