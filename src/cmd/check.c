/*
 * cmd/check.c: abviz check: grade students' answers against the search of
 * a tree under the course's conventions, one answer or a class at once.
 * The command reads the options and the manifest, loads each tree once,
 * grades every answer (check.h) and hands the rows to the report
 * (report.h: text or JSON, the class summary, the gradebook); the exit
 * code is the worst answer's.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli.h"
#include "cmd.h"
#include "load.h"
#include "msg.h"
#include "opt.h"
#include "report.h"

/* One answer file and the tree it answers. */
struct job {
	char *answer;
	char *tree;
};

struct check_opts {
	struct search_opts so;
	double weights[ANS_NKINDS];
	struct report_opts report;	/* --json, --brief */
	const char *csv;
	const char *manifest;
};

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
	MSG_ERROR(M_ERR_BAD_WEIGHTS_EXPECTED_KIND, arg);
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
			MSG_ERROR(M_ERR_EXPECTED_ANSWER_TREE_TWO, path,
			    MSG_INT(line), MSG_INT((int)((tlen == 0 ? a :
			    rest) - p) + 1));
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
		MSG_ERROR(M_ERR_NO_ANSWERS_LISTED, path);
		goto out;
	}
	rc = n;
	goto out;
oom:
	msg_error(M_ERR_OUT_OF_MEMORY, NULL, 0);
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

/* A bad tree's error err in English for the report (English whatever
   --lang says): the tree at path (not "-", read once) read again. */
static void
tree_error_en(const struct search_opts *so, const char *path, char *err,
    size_t len)
{
	enum lang l = msg_lang();
	struct search_cfg cfg;

	if (l == LANG_EN || strcmp(path, "-") == 0)
		return;
	msg_set_lang(LANG_EN);
	tree_free(cli_load_quiet(so, path, &cfg, err, len));
	msg_set_lang(l);
}

/* The tree at path, loaded (and searched) once; NULL when it is bad. */
static struct report_tree *
tree_for(struct report_tree **trees, int *ntrees, const struct search_opts *so,
    const char *path)
{
	struct report_tree *l;
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
		MSG_FORMAT(err, sizeof(err), M_ERR_FILE_OUT_OF_MEMORY, path);
	if (l->c == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		if (l->t == NULL)
			tree_error_en(so, path, err, sizeof(err));
		l->error = strdup(err);
	}
	return l;
}

/* Grade one job into r; returns an exit code. */
static int
grade_one(const struct check_opts *o, struct report_tree *l, const struct job *j,
    struct report_row *r)
{
	struct answer *a;
	char err[1024];

	r->answer = j->answer;
	r->tree = j->tree;
	if (l == NULL || l->c == NULL) {
		r->error = strdup(l == NULL || l->error == NULL ?
		    msg_in(LANG_EN, M_ERR_OUT_OF_MEMORY) : l->error);
		return EXIT_INPUT;
	}
	if ((a = answer_load(j->answer, checker_ids(l->c), err,
	    sizeof(err))) == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		r->error = report_answer_error(err, j->answer, l->c);
		return EXIT_INPUT;
	}
	if (check_grade(l->c, a, o->weights, &r->g) != 0) {
		answer_free(a);
		grade_free(&r->g);
		MSG_ERROR(M_ERR_FILE_OUT_OF_MEMORY, j->answer);
		r->error = strdup(msg_in(LANG_EN, M_ERR_OUT_OF_MEMORY));
		return EXIT_INPUT;
	}
	answer_free(a);
	r->ok = 1;
	return r->g.right ? EXIT_OK : EXIT_FAIL;
}

/* The options, into o: -1 at their end, else an exit code to stop with. */
static int
check_options(int argc, char **argv, struct check_opts *o)
{
	const struct cmd_entry *c = cmd_get(CMD_CHECK);
	int ch, k, rc = EXIT_OK;

	memset(o, 0, sizeof(*o));
	searchopt_init(&o->so);
	for (k = 0; k < ANS_NKINDS; k++)
		o->weights[k] = 1;
	while ((ch = cli_getopt(argc, argv, c, &o->so, &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_WEIGHTS:
			if (set_weights(o->weights, optarg) != 0)
				return EXIT_USAGE;
			break;
		case OPT_MANIFEST:
			o->manifest = optarg;
			break;
		case OPT_CSV:
			o->csv = optarg;
			break;
		case OPT_BRIEF:
			o->report.brief = 1;
			break;
		case OPT_JSON:
			o->report.json = 1;
			break;
		}
	}
	return searchopt_done(&o->so) != 0 ? EXIT_USAGE : -1;
}

/* Whether --csv - prints the gradebook instead of the report. */
static int
csv_stdout(const struct check_opts *o)
{
	return o->csv != NULL && strcmp(o->csv, "-") == 0;
}

/* What the options ask, together, of nfiles files: -1 when it makes
   sense, else an exit code (printed). */
static int
check_settle(const struct check_opts *o, int nfiles)
{
	if (csv_stdout(o) && (o->report.json || o->report.brief)) {
		msg_error(M_ERR_CSV_PRINTS_GRADEBOOK_ON, NULL, 0);
		return EXIT_USAGE;
	}
	if (o->manifest != NULL && nfiles > 0) {
		msg_error(M_ERR_MANIFEST_NAMES_TREES_ANSWERS, NULL, 0);
		return EXIT_USAGE;
	}
	if (o->manifest == NULL && nfiles < 2) {
		msg_error(nfiles == 0 ? M_ERR_NO_TREE_GIVEN :
		    M_ERR_NO_ANSWER_GIVEN, NULL, 0);
		cmd_usage(stderr, cmd_get(CMD_CHECK));
		cmd_try(stderr, cmd_get(CMD_CHECK));
		return EXIT_USAGE;
	}
	return -1;
}

/* The jobs: the manifest's, or those of "TREE ANSWER..." in files[0..n).
   How many, or -1 (printed). */
static int
check_jobs(const struct check_opts *o, int n, char **files, struct job **jobs)
{
	int i;

	if (o->manifest != NULL)
		return read_manifest(o->manifest, jobs);
	if ((*jobs = calloc((size_t)n - 1, sizeof(**jobs))) == NULL) {
		msg_error(M_ERR_OUT_OF_MEMORY, NULL, 0);
		return -1;
	}
	for (i = 0; i < n - 1; i++) {
		(*jobs)[i].tree = files[0];
		(*jobs)[i].answer = files[1 + i];
	}
	return n - 1;
}

static void
check_free(const struct check_opts *o, struct job *jobs, int njobs,
    struct report_tree *trees, int ntrees, struct report_row *rows)
{
	int i;

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
	if (o->manifest != NULL)
		for (i = 0; i < njobs; i++) {
			free(jobs[i].answer);
			free(jobs[i].tree);
		}
	free(jobs);
}

int
cmd_check(int argc, char **argv)
{
	struct check_opts o;
	struct job *jobs = NULL;
	struct report_tree *trees = NULL;
	struct report_row *rows = NULL;
	char err[512];
	int i, njobs, ntrees = 0, rc, r;

	if ((rc = check_options(argc, argv, &o)) >= 0 ||
	    (rc = check_settle(&o, argc - optind)) >= 0)
		return rc;
	if ((njobs = check_jobs(&o, argc - optind, argv + optind, &jobs)) < 0)
		return EXIT_INPUT;
	rc = EXIT_OK;
	if ((rows = calloc((size_t)njobs, sizeof(*rows))) == NULL) {
		msg_error(M_ERR_OUT_OF_MEMORY, NULL, 0);
		rc = EXIT_INPUT;
		goto out;
	}
	/* Every answer is graded; the exit code is the worst seen. */
	for (i = 0; i < njobs; i++) {
		struct report_tree *l = tree_for(&trees, &ntrees, &o.so,
		    jobs[i].tree);

		if ((r = grade_one(&o, l, &jobs[i], &rows[i])) > rc)
			rc = r;
	}
	/* --csv -: the gradebook is what standard output holds */
	if (!csv_stdout(&o) &&
	    report_put(stdout, &o.report, trees, ntrees, rows, njobs) != 0) {
		msg_error(M_ERR_OUT_OF_MEMORY, NULL, 0);
		rc = EXIT_INPUT;
		goto out;
	}
	if (o.csv != NULL &&
	    report_csv(o.csv, rows, njobs, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		rc = EXIT_OUTPUT;
	}
	if (cli_flush_stdout() != 0)
		rc = EXIT_OUTPUT;
out:
	check_free(&o, jobs, njobs, trees, ntrees, rows);
	return rc;
}
