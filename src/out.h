/*
 * out.h: output files that appear whole or not at all.  Each is written to a
 * temporary file beside its final name and renamed into place on success,
 * so a failure never leaves a partial file nor spoils an older good one.
 */
#ifndef ABVIZ_OUT_H
#define ABVIZ_OUT_H

#include <stdio.h>

struct out {
	FILE *f;		/* write here between out_open and out_commit */
	char *tmp;		/* the temporary file's path */
	char *path;		/* the final path */
};

/* Open dir/name for writing (via a temporary).  0, or -1 with err set. */
int out_open(struct out *o, const char *dir, const char *name, char *err,
    size_t errlen);

/* The same for a path as given on the command line (-o FILE, --csv). */
int out_open_file(struct out *o, const char *path, char *err,
    size_t errlen);

/*
 * Flush, check and close the temporary: 0, or -1 with err set (and the
 * temporary removed).  Then out_commit renames it into place.  Finishing
 * every file of a set before committing any keeps the set whole.
 */
int out_finish(struct out *o, char *err, size_t errlen);
int out_commit(struct out *o, char *err, size_t errlen);

/* Close and remove the temporary; safe after a failed open or a commit. */
void out_abort(struct out *o);

#endif
