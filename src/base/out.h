/*
 * out.h: output files that appear whole or not at all.  Each is written to a
 * temporary file beside its final name and renamed into place on success,
 * so a failure never leaves a partial file nor spoils an older good one.
 * A path that is not a regular file (standard output "-", a terminal, a
 * device, a FIFO, /dev/stdout) is written where it is instead: it cannot be
 * replaced, only written to.  New files get the mode 0666 less the umask,
 * as any program's files do; a replaced file keeps its mode.
 *
 * Every temporary lives in a list that a signal handler empties: SIGINT,
 * SIGTERM, SIGHUP and SIGPIPE remove what is half-written before abviz
 * dies of them (out_catch_signals).
 */
#ifndef ABVIZ_OUT_H
#define ABVIZ_OUT_H

#include <stddef.h>
#include <stdio.h>

struct out {
	FILE *f;		/* write here between out_open and out_commit */
	char *tmp;		/* the temporary file's path; NULL when written
				   in place (direct) */
	char *path;		/* the final path, as given (for messages) */
	char *dest;		/* what the temporary is renamed to: path, or
				   the file a symbolic link at path names */
	int direct;		/* 1: f writes path itself (standard output, a
				   device, a FIFO): nothing to rename */
};

/*
 * The errors' words: fn(err, len, path, e) writes "cannot write PATH: WHY"
 * for errno e, or "PATH: out of memory" when e is 0 (path NULL: "an output
 * file"), in the language of the messages' layer, which sets it (msg.c);
 * without it, English.
 */
typedef void out_say_fn(char *err, size_t len, const char *path, int e);
void out_say_with(out_say_fn *fn);

/* Open dir/name for writing (via a temporary).  0, or -1 with err set. */
int out_open(struct out *o, const char *dir, const char *name, char *err,
    size_t errlen);

/* The same for a path as given on the command line (-o FILE, --csv); "-"
   is standard output. */
int out_open_file(struct out *o, const char *path, char *err,
    size_t errlen);

/*
 * Flush, check and close the temporary: 0, or -1 with err set (and the
 * temporary removed).  Then out_commit renames it into place.  Finishing
 * every file of a set before committing any keeps the set whole.  On
 * standard output both only flush: it stays open.
 */
int out_finish(struct out *o, char *err, size_t errlen);
int out_commit(struct out *o, char *err, size_t errlen);

/* Close and remove the temporary; safe after a failed open or a commit. */
void out_abort(struct out *o);

/*
 * Make folder dir and every missing folder above it, as mkdir -p does
 * (each with the mode 0777 less the umask); a dir that is already a
 * folder is fine.  0, or the errno of the folder that could not be made,
 * its path (dir or one above it) into at (atlen bytes): ENOTDIR when
 * something there is not a folder.  The caller says it (msg.h).
 */
int out_mkdirs(const char *dir, char *at, size_t atlen);

/*
 * The mode a new output file or folder gets: 0666 (0777 for a folder)
 * less the process's umask.
 */
unsigned out_new_mode(int folder);

/*
 * The list of temporaries the signal handler removes.  out_temp_add
 * copies path and notes it as a file, or as a folder (removed after the
 * files in it, when empty): 0, or -1 when out of memory.  out_temp_drop
 * forgets path and everything noted inside it (path/...).
 */
enum { OUT_TEMP_FILE, OUT_TEMP_FOLDER };
int out_temp_add(const char *path, int kind);
void out_temp_drop(const char *path);

/*
 * Hold the signals above off while files change places (a folder moved
 * aside and the new one moved in), so that none arrives halfway; release
 * delivers any that came meanwhile.  Not nested.
 */
void out_signals_hold(void);
void out_signals_release(void);

/*
 * Install the handler of SIGINT, SIGTERM, SIGHUP and SIGPIPE (a signal
 * the process was started ignoring stays ignored): it removes every noted
 * temporary, and then dies of the signal as it would have.  main calls it once.
 */
void out_catch_signals(void);

#endif
