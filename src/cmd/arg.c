/*
 * arg.c: an option's argument read (see arg.h), each refused with a
 * message that names the option and what it takes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arg.h"
#include "msg.h"

/*
 * Index of the word p[0..len) in names[0..n), or -1 with a message naming
 * the option and the choices ("a, b or c", in the language's words); with
 * several, the message says a list is two of them with a comma.
 */
static int
pick(const char *opt, const char *p, size_t len, const char *const *names,
    int n, int several)
{
	char word[128], list[1024];
	size_t used = 0;
	int i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == len && strncmp(p, names[i], len) == 0)
			return i;
	snprintf(word, sizeof(word), "%.*s", (int)len, p);
	list[0] = '\0';
	for (i = 0; i < n && used < sizeof(list); i++)
		used += (size_t)snprintf(list + used, sizeof(list) - used, "%s%s",
		    i == 0 ? "" : msg(i == n - 1 ? M_ERR_LIST_OR : M_ERR_LIST_SEP),
		    names[i]);
	if (several)
		MSG_ERROR(M_ERR_UNKNOWN_IN_LIST, opt, word, list, names[0],
		    names[n > 1]);
	else
		MSG_ERROR(M_ERR_UNKNOWN_WORD, opt, word, list);
	return -1;
}

int
arg_pick(const char *opt, const char *arg, const char *const *names, int n)
{
	return pick(opt, arg, strlen(arg), names, n, 0);
}

int
arg_pick_list(const char *opt, const char *list, const char *const *names,
    int n, int *want)
{
	const char *p = list;
	int i;

	memset(want, 0, (size_t)n * sizeof(*want));
	for (;;) {
		size_t len = strcspn(p, ",");

		if ((i = pick(opt, p, len, names, n, 1)) < 0)
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
		MSG_ERROR(M_ERR_BAD_ARG, opt, arg, what);
		return -1;
	}
	return 0;
}
