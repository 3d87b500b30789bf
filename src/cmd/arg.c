/*
 * arg.c: an option's argument read (see arg.h), each refused with a
 * message that names the option and what it takes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arg.h"

/*
 * Index of the word p[0..len) in names[0..n), or -1 with a message naming
 * the option and the choices; tail ends the message (after "or NAME").
 */
static int
pick(const char *opt, const char *p, size_t len, const char *const *names,
    int n, const char *tail)
{
	int i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == len && strncmp(p, names[i], len) == 0)
			return i;
	fprintf(stderr, "abviz: unknown %s \"%.*s\" (expected ", opt, (int)len,
	    p);
	for (i = 0; i < n; i++)
		fprintf(stderr, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
		    names[i]);
	fprintf(stderr, "%s)\n", tail);
	return -1;
}

int
arg_pick(const char *opt, const char *arg, const char *const *names, int n)
{
	return pick(opt, arg, strlen(arg), names, n, "");
}

int
arg_pick_list(const char *opt, const char *list, const char *const *names,
    int n, int *want)
{
	char tail[128];
	const char *p = list;
	int i;

	snprintf(tail, sizeof(tail), "; several with commas, e.g. %s,%s",
	    names[0], names[n > 1]);
	memset(want, 0, (size_t)n * sizeof(*want));
	for (;;) {
		size_t len = strcspn(p, ",");

		if ((i = pick(opt, p, len, names, n, tail)) < 0)
			return -1;
		want[i] = 1;
		if (p[len] == '\0')
			return 0;
		p += len + 1;
	}
}

int
arg_count(const char *opt, const char *arg, const char *what, long *n)
{
	char *end;

	errno = 0;
	*n = strtol(arg, &end, 10);
	if (end == arg || *end != '\0' || errno != 0 || *n < 0) {
		fprintf(stderr, "abviz: bad %s \"%s\" (expected %s)\n", opt, arg,
		    what);
		return -1;
	}
	return 0;
}
