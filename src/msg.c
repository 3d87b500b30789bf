/*
 * msg.c: picking the language and putting arguments into its sentences.
 */
#include <stdlib.h>
#include <string.h>

#include "msg.h"

const char *const lang_names[LANG_N] = { "en", "zh" };

static const struct lang_table *const tables[LANG_N] = { &lang_en, &lang_zh };

static enum lang current = LANG_EN;

void
msg_set_lang(enum lang l)
{
	current = l;
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
	for (i = 0; i < LANG_N; i++)
		if (strlen(lang_names[i]) == len &&
		    strncmp(v, lang_names[i], len) == 0)
			return (enum lang)i;
	return LANG_EN;
}

const struct lang_table *
msg_table(enum lang l)
{
	return tables[l];
}

const char *
msg_in(enum lang l, enum msg_id id)
{
	const char *s = tables[l]->text[id];

	return s != NULL ? s : lang_en.text[id];
}

const char *
msg(enum msg_id id)
{
	return msg_in(current, id);
}

/*
 * The one walk over a message: literal runs go to put as they are, "%k"
 * to the k-th argument.  put(ctx, s, n) writes n bytes of s.
 */
static void
expand(const char *s, const char *const *arg, int n,
    void (*put)(void *, const char *, size_t), void *ctx)
{
	const char *p;

	/* one pass to the next "%" or the end: a log writes millions */
	for (;;) {
		for (p = s; *p != '%' && *p != '\0'; p++)
			continue;
		put(ctx, s, (size_t)(p - s));
		if (*p == '\0')
			return;
		if (p[1] >= '1' && p[1] <= '9') {
			int k = p[1] - '1';

			if (k < n && arg[k] != NULL)
				put(ctx, arg[k], strlen(arg[k]));
			s = p + 2;
		} else {
			/* "%%", or a lone "%": one percent sign */
			put(ctx, "%", 1);
			s = p + (p[1] == '%' ? 2 : 1);
		}
	}
}

static void
put_file(void *ctx, const char *s, size_t n)
{
	if (n > 0)
		fwrite(s, 1, n, ctx);
}

void
msg_put(FILE *f, enum msg_id id, const char *const *arg, int n)
{
	expand(msg(id), arg, n, put_file, f);
}

struct sink {
	char *buf;
	size_t len;		/* room in buf */
	size_t at;		/* the whole text's length so far */
};

static void
put_buf(void *ctx, const char *s, size_t n)
{
	struct sink *k = ctx;

	if (k->at < k->len) {
		size_t room = k->len - 1 - k->at;

		memcpy(k->buf + k->at, s, n < room ? n : room);
	}
	k->at += n;
}

size_t
msg_fill(char *buf, size_t len, const char *text, const char *const *arg,
    int n)
{
	struct sink k = { buf, len, 0 };

	expand(text, arg, n, put_buf, &k);
	if (len > 0)
		buf[k.at < len ? k.at : len - 1] = '\0';
	return k.at;
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
