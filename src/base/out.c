/*
 * out.c: whole-or-nothing output files (see out.h).
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE		/* realpath */
#endif
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "out.h"

/*
 * How the errors are worded: English here, the language's when the
 * messages' layer, above this one, has given its own (out_say_with).
 */
static out_say_fn *say_with;

void
out_say_with(out_say_fn *fn)
{
	say_with = fn;
}

/* "cannot write PATH: WHY" (e an errno), or PATH's "out of memory" (e 0;
   path NULL: an output file's), into err. */
static void
say_error(char *err, size_t errlen, const char *path, int e)
{
	if (say_with != NULL)
		say_with(err, errlen, path, e);
	else if (e != 0)
		snprintf(err, errlen, "cannot write %s: %s", path, strerror(e));
	else if (path != NULL)
		snprintf(err, errlen, "%s: out of memory", path);
	else
		snprintf(err, errlen, "an output file: out of memory");
}

/* ---- the temporaries a signal removes ---- */

/*
 * The list is changed only with the four signals held off (hold), so the
 * handler, which can interrupt the program anywhere else, always finds it
 * whole.  It holds its own copies of the paths: a caller may free its.
 */
struct temp {
	char *path;
	int kind;		/* OUT_TEMP_FILE or OUT_TEMP_FOLDER */
};
static struct temp *temps;
static volatile sig_atomic_t ntemps;
static int captemps;

static const int caught[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };
#define NCAUGHT ((int)(sizeof(caught) / sizeof(caught[0])))

static void
hold(sigset_t *old)
{
	sigset_t set;
	int i;

	sigemptyset(&set);
	for (i = 0; i < NCAUGHT; i++)
		sigaddset(&set, caught[i]);
	sigprocmask(SIG_BLOCK, &set, old);
}

static void
release(const sigset_t *old)
{
	sigprocmask(SIG_SETMASK, old, NULL);
}

static sigset_t held;

void
out_signals_hold(void)
{
	hold(&held);
}

void
out_signals_release(void)
{
	release(&held);
}

int
out_temp_add(const char *path, int kind)
{
	sigset_t old;
	char *copy = strdup(path);
	int rc = -1;

	if (copy == NULL)
		return -1;
	hold(&old);
	if (ntemps == captemps) {
		int cap = captemps ? 2 * captemps : 16;
		struct temp *p = realloc(temps, (size_t)cap * sizeof(*p));

		if (p == NULL)
			goto out;
		temps = p;
		captemps = cap;
	}
	temps[ntemps].path = copy;
	temps[ntemps].kind = kind;
	ntemps++;
	copy = NULL;
	rc = 0;
out:
	release(&old);
	free(copy);
	return rc;
}

/* Whether p is path or lies inside it (path/...). */
static int
under(const char *p, const char *path, size_t n)
{
	return strncmp(p, path, n) == 0 && (p[n] == '\0' || p[n] == '/');
}

void
out_temp_drop(const char *path)
{
	sigset_t old;
	size_t n = strlen(path);
	int i, k = 0;

	hold(&old);
	for (i = 0; i < ntemps; i++) {
		if (under(temps[i].path, path, n))
			free(temps[i].path);
		else
			temps[k++] = temps[i];
	}
	ntemps = k;
	release(&old);
}

/*
 * The handler: remove every temporary (files first, then the folders
 * that held them, innermost first), then die of the signal as the
 * default action would.  Only async-signal-safe calls (unlink, rmdir,
 * sigaction, raise); the list is whole whenever this can run.
 */
static void
on_signal(int sig)
{
	struct sigaction dfl;
	int i, n = ntemps;

	for (i = 0; i < n; i++)
		if (temps[i].kind == OUT_TEMP_FILE)
			(void)unlink(temps[i].path);
	for (i = n - 1; i >= 0; i--)
		if (temps[i].kind == OUT_TEMP_FOLDER)
			(void)rmdir(temps[i].path);
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, NULL);
	/* delivered when the handler returns: the signal stays blocked
	   until then */
	raise(sig);
}

void
out_catch_signals(void)
{
	struct sigaction sa, old;
	int i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NCAUGHT; i++)
		sigaddset(&sa.sa_mask, caught[i]);
	for (i = 0; i < NCAUGHT; i++) {
		/* "nohup abviz" and "abviz &" mean to ignore some: keep that */
		if (sigaction(caught[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN)
			continue;
		sigaction(caught[i], &sa, NULL);
	}
}

/* ---- opening ---- */

/* Whether path is a folder (or a link to one). */
static int
is_folder(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/*
 * Each prefix of dir that ends before a "/" in turn, then dir itself: made
 * when missing.  A prefix that exists but is no folder stops it.
 */
int
out_mkdirs(const char *dir, char *at, size_t atlen)
{
	size_t n = strlen(dir), i;
	int e = 0;

	if (n >= atlen)
		return ENAMETOOLONG;
	memcpy(at, dir, n + 1);
	for (i = 1; i <= n && e == 0; i++) {
		if ((at[i] != '/' && at[i] != '\0') || at[i - 1] == '/')
			continue;	/* inside a name, or "a//b", or "/" */
		at[i] = '\0';
		if (mkdir(at, 0777) != 0 && !(errno == EEXIST && is_folder(at)))
			e = errno == EEXIST ? ENOTDIR : errno;
		else
			at[i] = dir[i];
	}
	return e;
}

unsigned
out_new_mode(int folder)
{
	static int known;
	static mode_t mask;

	/* umask can only be read by setting it: once, then put back */
	if (!known) {
		mask = umask(077);
		umask(mask);
		known = 1;
	}
	return (unsigned)((folder ? 0777 : 0666) & ~mask);
}

static char *
join(const char *a, const char *b, const char *c)
{
	size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
	char *s = malloc(n);

	if (s != NULL)
		snprintf(s, n, "%s%s%s", a, b, c);
	return s;
}

/*
 * The descriptor a path names, as a shell's redirections read them:
 * "/dev/stdout" 1, "/dev/stderr" 2, "/dev/stdin" 0, "/dev/fd/N" and
 * "/proc/self/fd/N" N; -1 for any other path.  Opening those anew would
 * start writing at the start of whatever file the descriptor has open,
 * over what was written through it; renaming over them would replace a
 * link of the system's.  So they are written through the descriptor.
 */
static int
named_fd(const char *path)
{
	static const char *const prefix[] = { "/dev/fd/", "/proc/self/fd/" };
	size_t i, n;
	long fd;
	char *end;

	if (strcmp(path, "/dev/stdin") == 0)
		return 0;
	if (strcmp(path, "/dev/stdout") == 0)
		return 1;
	if (strcmp(path, "/dev/stderr") == 0)
		return 2;
	for (i = 0; i < sizeof(prefix) / sizeof(prefix[0]); i++) {
		n = strlen(prefix[i]);
		if (strncmp(path, prefix[i], n) != 0 || path[n] < '0' ||
		    path[n] > '9')
			continue;
		errno = 0;
		fd = strtol(path + n, &end, 10);
		if (*end == '\0' && errno == 0 && fd <= 65535)
			return (int)fd;
	}
	return -1;
}

/* Write o->path where it is: f, or the file descriptor fd opened for it. */
static int
open_direct(struct out *o, FILE *f, int fd, char *err, size_t errlen)
{
	o->direct = 1;
	if (f == NULL && fd >= 0 && (f = fdopen(fd, "w")) == NULL)
		close(fd);
	if (f == NULL) {
		say_error(err, errlen, o->path, errno ? errno : EIO);
		return -1;
	}
	o->f = f;
	return 0;
}

/*
 * Open o->path (already set; to_stdout: it was "-").  Standard output, a
 * descriptor's name and a file that is not a regular file are written
 * where they are.  A regular file, or none yet, is written through a
 * temporary beside it (beside the file a symbolic link names, so that the
 * link stays a link), which takes the mode the file has, or a new file's,
 * and, where the system lets it, the same owner.
 */
static int
open_path(struct out *o, int to_stdout, char *err, size_t errlen)
{
	struct stat st, lst;
	unsigned mode;
	int fd, have, nfd;

	if (o->path == NULL) {
		say_error(err, errlen, NULL, 0);
		goto fail;
	}
	nfd = to_stdout ? 1 : named_fd(o->path);
	if (nfd == 1) {
		/* after whatever was written there before */
		if (open_direct(o, stdout, -1, err, errlen) != 0)
			goto fail;
		return 0;
	}
	if (nfd >= 0) {
		/* what went to standard output before comes before */
		fflush(stdout);
		if (open_direct(o, NULL, dup(nfd), err, errlen) != 0)
			goto fail;
		return 0;
	}
	have = stat(o->path, &st) == 0;
	if (have && S_ISDIR(st.st_mode)) {
		say_error(err, errlen, o->path, EISDIR);
		goto fail;
	}
	if (have && !S_ISREG(st.st_mode)) {
		/* a device, a FIFO, a socket: it cannot be replaced */
		fd = open(o->path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
		if (open_direct(o, NULL, fd, err, errlen) != 0)
			goto fail;
		return 0;
	}
	if (have && lstat(o->path, &lst) == 0 && S_ISLNK(lst.st_mode))
		o->dest = realpath(o->path, NULL);
	else
		o->dest = strdup(o->path);
	if ((o->tmp = o->dest != NULL ? join(o->dest, ".tmp", "XXXXXX") :
	    NULL) == NULL) {
		say_error(err, errlen, o->path, 0);
		goto fail;
	}
	/* made and noted with the signals held: none finds it unnoted */
	out_signals_hold();
	if ((fd = mkstemp(o->tmp)) >= 0 &&
	    out_temp_add(o->tmp, OUT_TEMP_FILE) != 0) {
		unlink(o->tmp);
		close(fd);
		fd = -1;
		errno = ENOMEM;
	}
	out_signals_release();
	if (fd < 0) {
		say_error(err, errlen, o->path, errno ? errno : EIO);
		free(o->tmp);
		o->tmp = NULL;
		goto fail;
	}
	/* mkstemp makes the file 0600: give it the mode the file would have */
	mode = out_new_mode(0);
	if (have) {
		mode = (unsigned)(st.st_mode & 0777);
		if ((st.st_uid != geteuid() || st.st_gid != getegid()) &&
		    fchown(fd, st.st_uid, st.st_gid) != 0) {
			/* not ours to give away: keep at least the group */
			if (fchown(fd, (uid_t)-1, st.st_gid) != 0) {
				/* the temporary stays ours */
			}
		}
	}
	(void)fchmod(fd, (mode_t)mode);
	if ((o->f = fdopen(fd, "w")) == NULL) {
		say_error(err, errlen, o->path, errno ? errno : EIO);
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
	return open_path(o, 0, err, errlen);
}

int
out_open_file(struct out *o, const char *path, char *err, size_t errlen)
{
	memset(o, 0, sizeof(*o));
	o->path = strdup(strcmp(path, "-") == 0 ? "standard output" : path);
	return open_path(o, strcmp(path, "-") == 0, err, errlen);
}

int
out_finish(struct out *o, char *err, size_t errlen)
{
	int failed;

	errno = 0;
	failed = fflush(o->f) != 0 || ferror(o->f);
	if (o->f == stdout) {
		/* standard output stays open; its error is told once */
		if (failed)
			clearerr(stdout);
	} else if (fclose(o->f) != 0) {
		failed = 1;
	}
	o->f = NULL;
	if (failed) {
		say_error(err, errlen, o->path, errno ? errno : EIO);
		out_abort(o);
		return -1;
	}
	return 0;
}

int
out_commit(struct out *o, char *err, size_t errlen)
{
	if (!o->direct && rename(o->tmp, o->dest) != 0) {
		say_error(err, errlen, o->path, errno ? errno : EIO);
		out_abort(o);
		return -1;
	}
	if (o->tmp != NULL)
		out_temp_drop(o->tmp);
	free(o->tmp);
	free(o->path);
	free(o->dest);
	memset(o, 0, sizeof(*o));
	return 0;
}

void
out_abort(struct out *o)
{
	if (o->f != NULL && o->f != stdout)
		fclose(o->f);
	if (o->tmp != NULL) {
		unlink(o->tmp);
		out_temp_drop(o->tmp);
	}
	free(o->tmp);
	free(o->path);
	free(o->dest);
	memset(o, 0, sizeof(*o));
}
