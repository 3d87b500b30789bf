/*
 * cmd/import.c: abviz import FORMAT FILE: a tree written in another
 * tool's format becomes an abviz tree file.  The formats are a table; a
 * new one is a row and a function from (file, text) to the tree's JSON.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd.h"
#include "cs188.h"
#include "load.h"
#include "msg.h"
#include "opt.h"
#include "out.h"

/* What an importer is told: the options, and the file's names. */
struct import_job {
	const char *file;	/* the path as given ("-": standard input) */
	const char *shown;	/* the name messages use */
	const char *stem;	/* the tree's name: the base name, no suffix */
	const char *base;	/* the base name, for "source" */
	long depth;		/* --depth N, or 0 */
};

/*
 * An importer: the text (NUL-terminated, len bytes) into the tree file's
 * text, which the caller frees; NULL with "FILE:LINE:COL: ..." in err.
 * note gets a remark to print even on success ("" if none).
 */
typedef char *(*import_fn)(const struct import_job *j, const char *text,
    size_t len, char *err, size_t errlen, char *note, size_t notelen);

static char *
import_cs188(const struct import_job *j, const char *text, size_t len,
    char *err, size_t errlen, char *note, size_t notelen)
{
	return cs188_import(j->shown, text, len, j->depth, j->stem, j->base,
	    err, errlen, note, notelen);
}

static const struct format {
	const char *name;
	const char *suffix;	/* the files' usual ending, left out of the
				   tree's name */
	enum msg_id what;	/* for --help */
	import_fn fn;
} formats[] = {
	{ "cs188", ".test", M_IMPORT_CS188, import_cs188 },
};
static const int nformats = (int)(sizeof(formats) / sizeof(formats[0]));

/* What --help lists of the formats. */
void
cmd_import_topics(FILE *f)
{
	int i;

	for (i = 0; i < nformats; i++)
		fprintf(f, "  %-18s %s\n", formats[i].name, msg(formats[i].what));
}

/* The formats: what the shell completes after "abviz import". */
void
cmd_import_formats(char *buf, size_t len)
{
	size_t used = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < nformats && used < len; i++)
		used += (size_t)snprintf(buf + used, len - used, "%s%s",
		    i > 0 ? " " : "", formats[i].name);
}

/* The base name of path, and the same without suffix: both malloc'd. */
static int
names(const char *path, const char *suffix, char **base, char **stem)
{
	const char *b = strrchr(path, '/');
	size_t n, k = strlen(suffix);

	b = strcmp(path, "-") == 0 ? "stdin" : b != NULL ? b + 1 : path;
	n = strlen(b);
	*base = strdup(b);
	if (n > k && strcmp(b + n - k, suffix) == 0)
		n -= k;
	*stem = strndup(b, n);
	return *base != NULL && *stem != NULL ? 0 : -1;
}

/*
 * Write text to path whole: into a temporary beside it, renamed into place
 * when complete.  0, or -1 with err set.
 */
static int
write_whole(const char *path, const char *text, char *err, size_t errlen)
{
	struct out o;

	if (out_open_file(&o, path, err, errlen) != 0)
		return -1;
	fputs(text, o.f);
	if (out_finish(&o, err, errlen) != 0 ||
	    out_commit(&o, err, errlen) != 0)
		return -1;
	return 0;
}

/* The options into *depth and *output: -1 at their end, else an exit
   code to stop with. */
static int
import_options(int argc, char **argv, long *depth, const char **output)
{
	int ch, rc = EXIT_OK;

	/* GNU getopt_long takes options anywhere: import cs188 --depth 3 F. */
	while ((ch = cli_getopt(argc, argv, cmd_get(CMD_IMPORT), NULL,
	    &rc)) != -1) {
		switch (ch) {
		case CLI_STOP:
			return rc;
		case OPT_OUTPUT:
			*output = optarg;
			break;
		case OPT_PLIES:
			if (arg_count("--depth", optarg, msg(M_ARG_PLIES),
			    depth) != 0)
				return EXIT_USAGE;
			if (*depth < 1 || *depth > CS188_DEPTH_MAX) {
				MSG_ERROR(M_ERR_BAD_DEPTH_EXPECTED_1, optarg,
				    MSG_INT(CS188_DEPTH_MAX));
				return EXIT_USAGE;
			}
			break;
		}
	}
	return -1;
}

/* The format named by the first operand and the one FILE after it; or
   NULL (printed). */
static const struct format *
import_format(int argc, char **argv)
{
	const struct format *fmt = NULL;
	int i;

	if (optind == argc) {
		msg_error(M_ERR_IMPORT_NEEDS_FORMAT_FILE, NULL, 0);
		cmd_put_help(stderr, cmd_get(CMD_IMPORT));
		return NULL;
	}
	for (i = 0; i < nformats; i++)
		if (strcmp(formats[i].name, argv[optind]) == 0)
			fmt = &formats[i];
	if (fmt == NULL) {
		char names[256] = "";

		for (i = 0; i < nformats; i++)
			snprintf(names + strlen(names), sizeof(names) -
			    strlen(names), "%s%s", i > 0 ? " " : "",
			    formats[i].name);
		MSG_ERROR(M_ERR_NO_IMPORT_FORMAT, argv[optind], names);
		return NULL;
	}
	if (argc - optind != 2) {
		msg_error(argc == optind + 1 ? M_ERR_IMPORT_NEEDS_FILE :
		    M_ERR_IMPORT_ONE_FILE, NULL, 0);
		return NULL;
	}
	return fmt;
}

int
cmd_import(int argc, char **argv)
{
	const struct format *fmt;
	struct import_job j;
	const char *output = NULL;
	char *text = NULL, *tree = NULL, *base = NULL, *stem = NULL;
	char err[1024], note[512];
	size_t len;
	long depth = 0;
	int rc;

	if ((rc = import_options(argc, argv, &depth, &output)) >= 0)
		return rc;
	if ((fmt = import_format(argc, argv)) == NULL)
		return EXIT_USAGE;
	rc = EXIT_INPUT;
	j.file = argv[optind + 1];
	j.shown = strcmp(j.file, "-") == 0 ? "<stdin>" : j.file;
	j.depth = depth;
	if (names(j.file, fmt->suffix, &base, &stem) != 0) {
		MSG_ERROR(M_ERR_FILE_OUT_OF_MEMORY, j.shown);
		goto out;
	}
	j.base = base;
	j.stem = stem;
	if ((text = load_file(j.file, &len, err, sizeof(err))) == NULL ||
	    (tree = fmt->fn(&j, text, len, err, sizeof(err), note,
	    sizeof(note))) == NULL) {
		fprintf(stderr, "abviz: %s\n", err);
		goto out;
	}
	if (note[0] != '\0')
		fprintf(stderr, "abviz: %s\n", note);
	rc = EXIT_OK;
	if (output == NULL) {
		fputs(tree, stdout);
		if (cli_flush_stdout() != 0)
			rc = EXIT_OUTPUT;
	} else if (write_whole(output, tree, err, sizeof(err)) != 0) {
		fprintf(stderr, "abviz: %s\n", err);
		rc = EXIT_OUTPUT;
	}
out:
	free(tree);
	free(text);
	free(base);
	free(stem);
	return rc;
}
