/*
 * cli.c: what the commands share (see cli.h): reading their options from
 * the table, loading a tree under the search options, and standard
 * output's errors.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "cli.h"
#include "load.h"
#include "msg.h"
#include "opt.h"
#include "out.h"

int
cli_flush_stdout(void)
{
	int before = errno;

	errno = 0;
	/* bytes still in the buffer are tried again: their failure says why;
	   a write that failed with nothing left over left its reason in
	   errno (every write to a broken stream sets it again) */
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	MSG_ERROR(M_ERR_CANNOT_WRITE_STANDARD_OUTPUT,
	    msg_strerror(errno ? errno : before ? before : EIO));
	clearerr(stdout);
	return -1;
}

int
cli_getopt(int argc, char *const *argv, const struct cmd_entry *c,
    struct search_opts *so, int *rc)
{
	int ch, r;

	while ((ch = opt_getopt(argc, argv, c->id)) != -1) {
		switch (ch) {
		case OPT_HELP:
			cmd_put_help(stdout, c);
			*rc = EXIT_OK;
			return CLI_STOP;
		case OPT_VERSION:
			puts("abviz " ABVIZ_VERSION);
			*rc = EXIT_OK;
			return CLI_STOP;
		case '?':
			cmd_try(stderr, c);
			*rc = EXIT_USAGE;
			return CLI_STOP;
		}
		r = ch == OPT_MAX_INPUT ? (cli_max_input(optarg) != 0 ?
		    SEARCHOPT_ERROR : SEARCHOPT_TAKEN) : so != NULL ?
		    searchopt_take(ch, optarg, so) : SEARCHOPT_NOT_MINE;
		if (r == SEARCHOPT_NOT_MINE)
			return ch;
		if (r == SEARCHOPT_TAKEN)
			continue;
		*rc = r == SEARCHOPT_DONE ? EXIT_OK : EXIT_USAGE;
		return CLI_STOP;
	}
	return -1;
}

int
cli_max_input(const char *arg)
{
	unsigned long long n;
	char *end;
	int shift = 0;

	errno = 0;
	n = strtoull(arg, &end, 10);
	if (end != arg && arg[0] >= '0' && arg[0] <= '9' && errno == 0) {
		/* k, M, G: kibibytes, mebibytes, gibibytes */
		if (*end == 'k' || *end == 'K')
			shift = 10, end++;
		else if (*end == 'M')
			shift = 20, end++;
		else if (*end == 'G')
			shift = 30, end++;
		if (*end == '\0' && n <= (SIZE_MAX >> shift)) {
			load_set_max_input((size_t)n << shift);
			return 0;
		}
	}
	MSG_ERROR(M_ERR_BAD_MAX_INPUT_EXPECTED, arg);
	return -1;
}

struct tree *
cli_load_quiet(const struct search_opts *so, const char *path,
    struct search_cfg *cfg, char *err, size_t errlen)
{
	struct tree *t;
	size_t n;

	if ((t = load_tree(path, err, errlen)) == NULL)
		return NULL;
	if (so->root >= 0)
		t->root_player = (enum player)so->root;
	*cfg = so->cfg;
	if (cfg->iterative && cfg->depth < 0)
		cfg->depth = t->height;
	n = (size_t)snprintf(err, errlen, "%s: ", path);
	if (n < errlen && ab_check(t, cfg, err + n, errlen - n) != 0) {
		tree_free(t);
		return NULL;
	}
	return t;
}

struct tree *
cli_load(const struct search_opts *so, const char *path,
    struct search_cfg *cfg)
{
	struct tree *t;
	char err[1024];

	if ((t = cli_load_quiet(so, path, cfg, err, sizeof(err))) == NULL)
		fprintf(stderr, "abviz: %s\n", err);
	return t;
}

int
cli_mkdirs(const char *dir, int above)
{
	char path[4096], at[4096];
	size_t n = strlen(dir);
	int e;

	if (above) {
		/* dir less its last name ("a/b/c" -> "a/b"); none: nothing */
		while (n > 0 && dir[n - 1] == '/')
			n--;
		while (n > 0 && dir[n - 1] != '/')
			n--;
		while (n > 1 && dir[n - 1] == '/')
			n--;
		if (n == 0 || (n == 1 && dir[0] == '/'))
			return 0;
	}
	at[0] = '\0';
	if (n >= sizeof(path)) {
		e = ENAMETOOLONG;
	} else {
		memcpy(path, dir, n);
		path[n] = '\0';
		e = out_mkdirs(path, at, sizeof(at));
	}
	if (e == 0)
		return 0;
	/* the folder, or the one above it that could not be made */
	if (e == ENOTDIR)
		MSG_ERROR(M_ERR_CANNOT_CREATE_NOT_FOLDER, dir, at);
	else if (strcmp(at, dir) != 0)
		MSG_ERROR(M_ERR_CANNOT_CREATE_AT, dir, at, msg_strerror(e));
	else
		MSG_ERROR(M_ERR_CANNOT_CREATE, dir, msg_strerror(e));
	return -1;
}
