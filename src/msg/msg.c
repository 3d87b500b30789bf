/*
 * msg.c: picking the language and putting arguments into its sentences.
 * The tables are made at build time from po/ by mkcat (src/msg/mkcat.c):
 * catalog.h, in the build folder, which only this file includes.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "out.h"
#include "catalog.h"

const char *const lang_names[] = { CATALOG_CODES, NULL };
const int lang_count = CATALOG_N;

static enum lang current = LANG_EN;

/* The output files' errors (base/out.c, a layer below) in the messages'
   words. */
static void
out_words(char *err, size_t len, const char *path, int e)
{
	if (e != 0)
		MSG_FORMAT(err, len, M_ERR_CANNOT_WRITE, path, msg_strerror(e));
	else if (path != NULL)
		MSG_FORMAT(err, len, M_ERR_FILE_OUT_OF_MEMORY, path);
	else
		msg_format(err, len, M_ERR_OUTPUT_OUT_OF_MEMORY, NULL, 0);
}

void
msg_set_lang(enum lang l)
{
	current = l;
	out_say_with(out_words);
}

enum lang
msg_lang(void)
{
	return current;
}

/*
 * POSIX's order: LC_ALL overrides LC_MESSAGES, which overrides LANG; an
 * empty variable counts as unset.  "C" and "POSIX" are English; otherwise
 * the language is the letters before "_", "." or "@".
 */
enum lang
msg_env_lang(void)
{
	static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
	const char *v = NULL;
	size_t i, len;

	for (i = 0; i < sizeof(vars) / sizeof(vars[0]); i++)
		if ((v = getenv(vars[i])) != NULL && *v != '\0')
			break;
	if (v == NULL || *v == '\0')
		return LANG_EN;
	len = strcspn(v, "_.@");
	for (i = 0; i < CATALOG_N; i++)
		if (strlen(lang_names[i]) == len &&
		    strncmp(v, lang_names[i], len) == 0)
			return (enum lang)i;
	return LANG_EN;
}

int
msg_find_lang(const char *code)
{
	int i;

	for (i = 0; i < CATALOG_N; i++)
		if (strcmp(code, lang_names[i]) == 0)
			return i;
	return -1;
}

const struct lang_table *
msg_table(enum lang l)
{
	return &catalog[l];
}

const char *
msg_in(enum lang l, enum msg_id id)
{
	const char *s = catalog[l].text[id];

	return s != NULL ? s : catalog[LANG_EN].text[id];
}

/*
 * A language without the message's forms (untranslated, fuzzy) says it in
 * English, by English's rule; a form number past the language's count
 * (a Plural-Forms that counts wrong) is its last form.
 */
const char *
msg_n_in(enum lang l, enum msg_id id, unsigned long n)
{
	const struct lang_table *t = &catalog[l];
	unsigned long k;

	if (t->forms[id] == NULL)
		t = &catalog[LANG_EN];
	if (t->forms[id] == NULL)
		return msg_in(l, id);	/* no plural message */
	k = t->plural(n);
	if (k >= (unsigned long)t->nplurals)
		k = (unsigned long)t->nplurals - 1;
	return t->forms[id][k];
}

const char *
msg_n(enum msg_id id, unsigned long n)
{
	return msg_n_in(current, id, n);
}

const char *
msg(enum msg_id id)
{
	return msg_in(current, id);
}

/*
 * The one walk over a message: literal text is copied as it is, "%k" as
 * the k-th argument, "%%" (or a lone "%") as one percent sign.  At most
 * len - 1 bytes go into buf, then a NUL (when len > 0); returns the whole
 * text's length.  Byte by byte, as the pieces are a few bytes each and a
 * log writes millions of them.
 */
size_t
msg_fill(char *buf, size_t len, const char *text, const char *const *arg,
    int n)
{
	const char *s = text, *a;
	size_t at = 0;
	char c;

	while ((c = *s++) != '\0') {
		if (c == '%' && *s >= '1' && *s <= '9') {
			int k = *s++ - '1';

			if (k < n && arg[k] != NULL)
				for (a = arg[k]; *a != '\0'; a++, at++)
					if (at + 1 < len)
						buf[at] = *a;
			continue;
		}
		if (c == '%' && *s == '%')
			s++;
		if (at + 1 < len)
			buf[at] = c;
		at++;
	}
	if (len > 0)
		buf[at < len ? at : len - 1] = '\0';
	return at;
}

/* The same walk as msg_fill's, handing out pieces instead of bytes. */
void
msg_walk_text(const char *text, const char *const *arg, int n,
    msg_piece_fn *put, void *ctx)
{
	const char *s = text, *p;

	while ((p = strchr(s, '%')) != NULL) {
		put(ctx, s, (size_t)(p - s), -1);
		if (p[1] >= '1' && p[1] <= '9') {
			int k = p[1] - '1';

			if (k < n && arg[k] != NULL)
				put(ctx, arg[k], strlen(arg[k]), k);
			s = p + 2;
		} else {
			/* "%%", or a lone "%": one percent sign */
			put(ctx, "%", 1, -1);
			s = p + (p[1] == '%' ? 2 : 1);
		}
	}
	put(ctx, s, strlen(s), -1);
}

void
msg_walk(enum msg_id id, const char *const *arg, int n, msg_piece_fn *put,
    void *ctx)
{
	msg_walk_text(msg(id), arg, n, put, ctx);
}

/* Text (a message's, in some language) with its arguments onto f. */
static void
put_text(FILE *f, const char *text, const char *const *arg, int n)
{
	char small[1024], *big;
	size_t len = msg_fill(small, sizeof(small), text, arg, n);

	if (len < sizeof(small)) {
		fwrite(small, 1, len, f);
	} else if ((big = malloc(len + 1)) != NULL) {
		msg_fill(big, len + 1, text, arg, n);
		fwrite(big, 1, len, f);
		free(big);
	} else {
		fwrite(small, 1, sizeof(small) - 1, f);	/* out of memory */
	}
}

void
msg_put(FILE *f, enum msg_id id, const char *const *arg, int n)
{
	put_text(f, msg(id), arg, n);
}

void
msg_put_text(FILE *f, const char *text, const char *const *arg, int n)
{
	put_text(f, text, arg, n);
}

size_t
msg_format(char *buf, size_t len, enum msg_id id, const char *const *arg,
    int n)
{
	return msg_fill(buf, len, msg(id), arg, n);
}

unsigned
msg_args_used(const char *text)
{
	unsigned used = 0;
	const char *p;

	for (p = text; (p = strchr(p, '%')) != NULL; p++) {
		if (p[1] >= '1' && p[1] <= '9')
			used |= 1u << (p[1] - '1');
		if (p[1] != '\0')
			p++;
	}
	return used;
}

const char *
msg_int(long long v, char *buf)
{
	snprintf(buf, 24, "%lld", v);
	return buf;
}

const char *
msg_uint(unsigned long long v, char *buf)
{
	snprintf(buf, 24, "%llu", v);
	return buf;
}

void
msg_error(enum msg_id id, const char *const *arg, int n)
{
	fputs("abviz: ", stderr);
	msg_put(stderr, id, arg, n);
	fputc('\n', stderr);
}

/* The errors a user meets (a file that is not there, a full disk), each
   with its message. */
static const struct {
	int e;
	enum msg_id id;
} errno_msg[] = {
	{ ENOENT, M_ERRNO_ENOENT }, { EACCES, M_ERRNO_EACCES },
	{ EISDIR, M_ERRNO_EISDIR }, { ENOTDIR, M_ERRNO_ENOTDIR },
	{ ENOSPC, M_ERRNO_ENOSPC }, { EEXIST, M_ERRNO_EEXIST },
	{ EROFS, M_ERRNO_EROFS }, { ENOMEM, M_ERRNO_ENOMEM },
	{ ENAMETOOLONG, M_ERRNO_ENAMETOOLONG }, { ELOOP, M_ERRNO_ELOOP },
	{ EPIPE, M_ERRNO_EPIPE }, { EIO, M_ERRNO_EIO },
	{ EFBIG, M_ERRNO_EFBIG }, { EPERM, M_ERRNO_EPERM },
	{ EDQUOT, M_ERRNO_EDQUOT },
};

const char *
msg_strerror(int e)
{
	size_t i;

	for (i = 0; current != LANG_EN &&
	    i < sizeof(errno_msg) / sizeof(errno_msg[0]); i++)
		if (errno_msg[i].e == e &&
		    catalog[current].text[errno_msg[i].id] != NULL)
			return catalog[current].text[errno_msg[i].id];
	return strerror(e);
}
