/*
 * out.c: whole-or-nothing output files (see out.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "out.h"

static char *
join(const char *a, const char *b, const char *c)
{
	size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
	char *s = malloc(n);

	if (s != NULL)
		snprintf(s, n, "%s%s%s", a, b, c);
	return s;
}

/* Open o->path (already set) through a temporary beside it. */
static int
open_path(struct out *o, char *err, size_t errlen)
{
	int fd;

	o->tmp = o->path != NULL ? join(o->path, ".tmp", "XXXXXX") : NULL;
	if (o->path == NULL || o->tmp == NULL) {
		snprintf(err, errlen, "%s: out of memory", o->path != NULL ?
		    o->path : "an output file");
		goto fail;
	}
	if ((fd = mkstemp(o->tmp)) < 0) {
		snprintf(err, errlen, "cannot write %s: %s", o->path,
		    strerror(errno));
		free(o->tmp);
		o->tmp = NULL;
		goto fail;
	}
	/* mkstemp makes the file 0600; outputs are ordinary files. */
	(void)fchmod(fd, 0644);
	if ((o->f = fdopen(fd, "w")) == NULL) {
		snprintf(err, errlen, "cannot write %s: %s", o->path,
		    strerror(errno));
		close(fd);
		goto fail;
	}
	return 0;
fail:
	out_abort(o);
	return -1;
}

int
out_open(struct out *o, const char *dir, const char *name, char *err,
    size_t errlen)
{
	memset(o, 0, sizeof(*o));
	o->path = join(dir, "/", name);
	return open_path(o, err, errlen);
}

int
out_open_file(struct out *o, const char *path, char *err, size_t errlen)
{
	memset(o, 0, sizeof(*o));
	o->path = strdup(path);
	return open_path(o, err, errlen);
}

int
out_finish(struct out *o, char *err, size_t errlen)
{
	int failed;

	errno = 0;
	failed = fflush(o->f) != 0 || ferror(o->f);
	if (fclose(o->f) != 0)
		failed = 1;
	o->f = NULL;
	if (failed) {
		snprintf(err, errlen, "cannot write %s: %s", o->path,
		    strerror(errno ? errno : EIO));
		out_abort(o);
		return -1;
	}
	return 0;
}

int
out_commit(struct out *o, char *err, size_t errlen)
{
	if (rename(o->tmp, o->path) != 0) {
		snprintf(err, errlen, "cannot write %s: %s", o->path,
		    strerror(errno));
		out_abort(o);
		return -1;
	}
	free(o->tmp);
	o->tmp = NULL;
	free(o->path);
	o->path = NULL;
	return 0;
}

void
out_abort(struct out *o)
{
	if (o->f != NULL)
		fclose(o->f);
	if (o->tmp != NULL)
		unlink(o->tmp);
	free(o->tmp);
	free(o->path);
	memset(o, 0, sizeof(*o));
}
