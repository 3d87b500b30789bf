/*
 * msg.c: the message tables (--lang).  Every language has every message,
 * with the same numbered arguments as the English one; arguments go in by
 * number, in the table's order; the environment picks the language as
 * POSIX orders the variables.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "code.h"
#include "load.h"
#include "log.h"
#include "msg.h"
#include "tap.h"

/* Chinese, the language every build has besides English. */
static enum lang
lang_zh(void)
{
	int l = msg_find_lang("zh");

	if (l < 0)
		abort();
	return (enum lang)l;
}
#define LANG_ZH lang_zh()

static void
test_tables(void)
{
	const struct lang_table *en = msg_table(LANG_EN);
	int l, id, k, whole, same;

	for (l = 0; l < lang_count; l++) {
		const struct lang_table *t = msg_table((enum lang)l);

		CHECK(strcmp(t->code, lang_names[l]) == 0,
		    "table %d is the one named %s", l, lang_names[l]);
		whole = same = 1;
		for (id = 0; id < M_N; id++) {
			const char *s = t->text[id];

			if (s == NULL || *s == '\0') {
				printf("# %s: message %d is missing\n",
				    t->code, id);
				whole = 0;
			} else if (msg_args_used(s) !=
			    msg_args_used(en->text[id]) &&
			    en->forms[id] == NULL) {
				printf("# %s: message %d uses other arguments "
				    "than the English: %s\n", t->code, id, s);
				same = 0;
			}
			for (k = 0; en->forms[id] != NULL &&
			    k < t->nplurals; k++)
				if (t->forms[id] == NULL || msg_args_used(
				    t->forms[id][k]) != msg_args_used(
				    en->forms[id][1])) {
					printf("# %s: message %d's form %d is "
					    "missing or uses other arguments\n",
					    t->code, id, k);
					same = 0;
				}
		}
		CHECK(whole, "%s has all %d messages", t->code, (int)M_N);
		CHECK(same, "%s's messages use the English ones' arguments",
		    t->code);
	}
}

static void
test_fill(void)
{
	const char *ab[] = { "A", "B" };
	char buf[64];
	size_t n;

	msg_fill(buf, sizeof(buf), "%2 before %1", ab, 2);
	CHECK(strcmp(buf, "B before A") == 0, "arguments go in by number: %s",
	    buf);
	msg_fill(buf, sizeof(buf), "%1%1 %%1 100%", ab, 2);
	CHECK(strcmp(buf, "AA %1 100%") == 0,
	    "an argument twice, %%%% and a lone %% at the end: %s", buf);
	msg_fill(buf, sizeof(buf), "[%3]", ab, 2);
	CHECK(strcmp(buf, "[]") == 0, "an argument not given writes nothing");
	n = msg_fill(buf, 5, "%1 and %2", ab, 2);
	CHECK(n == 7 && strcmp(buf, "A an") == 0,
	    "cut to the buffer, the whole length returned (%zu, %s)", n, buf);
	CHECK(msg_args_used("%3 %1 %% %%2") == 5u,
	    "the arguments used are %%1 and %%3 (%u)", msg_args_used("%3 %1 %% %%2"));
}

/* msg_walk's pieces, put together, with each argument marked. */
struct walked {
	char s[2048];
	size_t n;
};

static void
walked_piece(void *ctx, const char *s, size_t len, int k)
{
	struct walked *w = ctx;

	(void)k;
	if (w->n + len < sizeof(w->s)) {
		memcpy(w->s + w->n, s, len);
		w->n += len;
		w->s[w->n] = '\0';
	}
}

/*
 * The pictures escape a message piece by piece (msg_walk); the log fills
 * it byte by byte (msg_fill, for speed): both walks give the same text,
 * for every message of every language.
 */
static void
test_walk(void)
{
	const char *arg[] = { "a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8",
	    "i9" };
	char want[2048];
	int l, id, same = 1, args = 1;

	for (l = 0; l < lang_count; l++) {
		msg_set_lang((enum lang)l);
		for (id = 0; id < M_N; id++) {
			struct walked w = { "", 0 };

			msg_walk((enum msg_id)id, arg, 9, walked_piece, &w);
			msg_format(want, sizeof(want), (enum msg_id)id, arg, 9);
			if (strcmp(w.s, want) != 0) {
				printf("# %s %d: walk \"%s\", fill \"%s\"\n",
				    lang_names[l], id, w.s, want);
				same = 0;
			}
		}
	}
	msg_set_lang(LANG_EN);
	{
		struct walked w = { "", 0 };

		msg_walk(M_LOG_HEAD_TREE, (const char *const[]){ "26", NULL },
		    2, walked_piece, &w);
		args = strcmp(w.s, "tree: 26 nodes,  leaves, depth \n") == 0;
	}
	CHECK(same, "msg_walk and msg_fill give the same text for all %d "
	    "messages of every language", (int)M_N);
	CHECK(args, "msg_walk leaves out a NULL argument and one past n");
}

static void
env(const char *all, const char *messages, const char *lang)
{
	const char *const name[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
	const char *const val[] = { all, messages, lang };
	int i;

	for (i = 0; i < 3; i++)
		if (val[i] == NULL)
			unsetenv(name[i]);
		else
			setenv(name[i], val[i], 1);
}

static void
test_env(void)
{
	env(NULL, NULL, NULL);
	CHECK(msg_env_lang() == LANG_EN, "nothing set: English");
	env(NULL, NULL, "zh_CN.UTF-8");
	CHECK(msg_env_lang() == LANG_ZH, "LANG=zh_CN.UTF-8: Chinese");
	env(NULL, "zh_TW", "en_US.UTF-8");
	CHECK(msg_env_lang() == LANG_ZH, "LC_MESSAGES over LANG");
	env("C", "zh_TW", "zh_CN.UTF-8");
	CHECK(msg_env_lang() == LANG_EN, "LC_ALL=C over both");
	env("", "", "zh");
	CHECK(msg_env_lang() == LANG_ZH, "empty variables count as unset");
	env(NULL, NULL, "fr_FR.UTF-8");
	CHECK(msg_env_lang() == LANG_EN, "a language abviz lacks: English");
	env(NULL, NULL, "zhx_YY");
	CHECK(msg_env_lang() == LANG_EN, "zhx is not zh");
	env(NULL, NULL, "zh@latin");
	CHECK(msg_env_lang() == LANG_ZH, "zh@latin is zh");
}

/*
 * The log's header says the formulation and the conventions through its
 * own messages (so that they can be translated); in English they must be
 * cfg_title's and cfg_conventions' words exactly, for every combination
 * of the options that change them.  In Chinese none may be left in
 * English ("alpha", "cut", "children").
 */
static void
test_log_conventions(void)
{
	struct tree *t;
	struct search_cfg c;
	char err[256], want[CFG_TEXT_MAX], got[LOG_CONV_MAX];
	int a, cut, ord, upd, dep, win, mis, pre, n = 0, same = 1, zh = 1;

	if ((t = load_tree("trees/seed000.json", err, sizeof(err))) == NULL) {
		CHECK(0, "load trees/seed000.json: %s", err);
		return;
	}
	for (a = 0; a < ALGO_N; a++)
	for (cut = 0; cut < 2; cut++)
	for (ord = 0; ord < ORDER_N; ord++)
	for (upd = 0; upd < 2; upd++)
	for (dep = -1; dep < 2; dep++)
	for (win = 0; win < 2; win++)
	for (mis = 0; mis < MISTAKE_N; mis++)
	for (pre = 0; pre <= npreset; pre++) {
		memset(&c, 0, sizeof(c));
		c.algo = (enum algo)a;
		c.fail_soft = upd;
		c.cutoff = cut ? CUT_GT : CUT_GE;
		c.order = (enum order)ord;
		c.update_after = upd;
		c.depth = dep;
		c.iterative = dep == 1;
		c.window = win;
		c.lo = -2;
		c.hi = 5.5;
		c.mistake = (enum mistake)mis;
		c.preset = pre;
		msg_set_lang(LANG_EN);
		cfg_conventions(&c, t, 0, want);
		log_conventions(&c, t, got, sizeof(got));
		if (strcmp(want, got) != 0 && same) {
			printf("# %s\n# %s\n", want, got);
			same = 0;
		}
		msg_set_lang(LANG_ZH);
		log_conventions(&c, t, got, sizeof(got));
		if ((strstr(got, "alpha") != NULL || strstr(got, "cut") !=
		    NULL || strstr(got, "children") != NULL) && zh) {
			printf("# zh: %s\n", got);
			zh = 0;
		}
		n++;
	}
	msg_set_lang(LANG_EN);
	CHECK(same, "the log's conventions are cfg_conventions' in English "
	    "(%d combinations)", n);
	CHECK(zh, "the log's conventions have no English words in Chinese");
	tree_free(t);
}

/*
 * A plural message's form by its count, by each language's Plural-Forms:
 * English's one and other, Chinese's one form; a message with no plural
 * is msg's text whatever the count.
 */
static void
test_plural(void)
{
	CHECK(strcmp(msg_n_in(LANG_EN, M_LOG_NODES, 1), "%1 node") == 0 &&
	    strcmp(msg_n_in(LANG_EN, M_LOG_NODES, 0), "%1 nodes") == 0 &&
	    strcmp(msg_n_in(LANG_EN, M_LOG_NODES, 2), "%1 nodes") == 0,
	    "English: 1 node, 0 and 2 nodes");
	CHECK(strcmp(msg_n_in(LANG_ZH, M_LOG_CUTOFFS, 1), "%1 次剪枝") == 0 &&
	    strcmp(msg_n_in(LANG_ZH, M_LOG_CUTOFFS, 7), "%1 次剪枝") == 0 &&
	    msg_table(LANG_ZH)->nplurals == 1,
	    "Chinese: one form (nplurals=1), 1 and 7 次剪枝");
	msg_set_lang(LANG_EN);
	CHECK(strcmp(msg_n(M_CHECK_CUT_PRUNES, 1), msg_n_in(LANG_EN,
	    M_CHECK_CUT_PRUNES, 1)) == 0 && strstr(msg_n(M_CHECK_CUT_PRUNES,
	    1), " is pruned") != NULL && strstr(msg_n(M_CHECK_CUT_PRUNES, 3),
	    " are pruned") != NULL, "msg_n: the current language's form");
	CHECK(msg_n(M_LOG_ALPHA, 3) == msg(M_LOG_ALPHA),
	    "msg_n of a message with no plural is msg's");
	CHECK(msg_find_lang("en") == LANG_EN && msg_find_lang("zh") > 0 &&
	    msg_find_lang("xx") < 0 && strcmp(lang_names[0], "en") == 0 &&
	    lang_names[lang_count] == NULL, "the languages by code, en first");
}

/*
 * The errors' helpers: a number as an argument, the system's errors in
 * the language (the C library's own words in English), a loader's
 * message filled in with its arguments, and msg_error's line.
 */
static void
test_errors(void)
{
	char buf[256];
	FILE *f;
	size_t n;
	int keep;

	CHECK(strcmp(MSG_INT(-12), "-12") == 0 &&
	    strcmp(MSG_UINT(18446744073709551615ULL),
	    "18446744073709551615") == 0, "MSG_INT, MSG_UINT: the digits");
	msg_set_lang(LANG_EN);
	CHECK(strcmp(msg_strerror(ENOENT), strerror(ENOENT)) == 0 &&
	    strcmp(msg_strerror(EINVAL), strerror(EINVAL)) == 0,
	    "msg_strerror in English: strerror's words");
	msg_set_lang(LANG_ZH);
	CHECK(strcmp(msg_strerror(ENOENT), "没有这个文件或目录") == 0 &&
	    strcmp(msg_strerror(EINVAL), strerror(EINVAL)) == 0,
	    "msg_strerror in Chinese: its words where it has them");
	MSG_FORMAT(buf, sizeof(buf), M_ERR_BAD_DEPTH_EXPECTED_1_2, "0",
	    MSG_INT(64));
	CHECK(strcmp(buf, "--depth 的值 \"0\" 不对（应为 1 到 64）") == 0,
	    "an error in Chinese with its arguments: %s", buf);
	msg_set_lang(LANG_EN);
	MSG_FORMAT(buf, sizeof(buf), M_ERR_BAD_DEPTH_EXPECTED_1_2, "0",
	    MSG_INT(64));
	CHECK(strcmp(buf, "bad --depth \"0\" (expected 1 to 64)") == 0,
	    "the same in English: %s", buf);
	f = tmpfile();
	buf[0] = '\0';
	if (f != NULL && (keep = dup(2)) >= 0) {
		fflush(stderr);
		dup2(fileno(f), 2);
		MSG_ERROR(M_ERR_FILE_OUT_OF_MEMORY, "t.json");
		msg_error(M_ERR_NO_TREE_GIVEN, NULL, 0);
		fflush(stderr);
		dup2(keep, 2);
		close(keep);
		rewind(f);
		n = fread(buf, 1, sizeof(buf) - 1, f);
		buf[n] = '\0';
		fclose(f);
	}
	CHECK(f != NULL && strcmp(buf, "abviz: t.json: out of memory\n"
	    "abviz: no tree given\n") == 0, "msg_error: \"abviz: \", the "
	    "message, a newline");
	CHECK(strcmp(msg_n_in(LANG_EN, M_REPORT_CLASS, 1),
	    "\nclass: %1 answer graded") == 0 && strcmp(msg_n_in(LANG_EN,
	    M_REPORT_CLASS, 2), "\nclass: %1 answers graded") == 0,
	    "the report's plural in English");
}

int
main(void)
{
	test_log_conventions();
	test_tables();
	test_plural();
	test_errors();
	test_fill();
	test_walk();
	test_env();
	msg_set_lang(LANG_ZH);
	CHECK(strcmp(msg(M_LANG_NAME), "中文") == 0 && msg_lang() == LANG_ZH,
	    "msg says the chosen language's text");
	return check_failed ? 1 : 0;
}
