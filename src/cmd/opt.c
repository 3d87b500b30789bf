/*
 * opt.c: the table of every option (see opt.h), and getopt_long's arrays
 * made from it for one command.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "answer.h"
#include "code.h"
#include "emit.h"
#include "frames.h"
#include "msg.h"
#include "opt.h"
#include "theme.h"
#include "trace.h"

#define RUN CMD_BIT(CMD_RUN)
#define COMPARE CMD_BIT(CMD_COMPARE)
#define STEP CMD_BIT(CMD_STEP)
#define CHECK CMD_BIT(CMD_CHECK)
#define GEN CMD_BIT(CMD_GEN)
#define GAME CMD_BIT(CMD_GAME)
#define IMPORT CMD_BIT(CMD_IMPORT)
#define SEARCHING (RUN | COMPARE | STEP | CHECK | GEN)
#define READING (RUN | COMPARE | STEP | CHECK | IMPORT)
#define ALL (SEARCHING | GAME | IMPORT)

const enum msg_id opt_group_title[OG_N] = {
	M_N, M_OPT_GROUP_TREE, M_OPT_GROUP_GUARANTEE, M_OPT_GROUP_OUTPUT,
	M_OPT_GROUP_SEARCH, M_N
};

/* words[0..n) into buf, a space between, each followed by suffix. */
static void
join(char *buf, size_t len, const char *const *words, int n,
    const char *suffix)
{
	size_t used = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n && used < len; i++)
		used += (size_t)snprintf(buf + used, len - used, "%s%s%s",
		    i > 0 ? " " : "", words[i], suffix);
}

/* The presets, and "list". */
static void
presets(char *buf, size_t len)
{
	const char *w[17];
	int i;

	for (i = 0; i < npreset && i < 16; i++)
		w[i] = preset[i].name;
	w[i++] = "list";
	join(buf, len, w, i, "");
}

/* --format: every output; --print: those that are one file. */
static void
emitter_names(char *buf, size_t len, int folders)
{
	const char *w[32];
	int i, n = 0;

	for (i = 0; i < nemitters && n < 32; i++)
		if (folders || emitters[i].folder == NULL)
			w[n++] = emitters[i].name;
	join(buf, len, w, n, "");
}

/*
 * The table.  Columns: long name, letter, argument, code, the commands
 * that take it, those that read it only to refuse it, group, how its
 * argument is completed, its words (NULL: the library's names, see
 * opt_words), its help (a message id: its English is in po/abviz.pot).
 * A command's --help lists its options in this order.
 */
const struct opt opts[] = {
	/* run */
	{ "output", 'o', "DIR", OPT_OUTPUT, RUN, 0, OG_OWN, FILL_DIR, NULL,
	    M_OPT_RUN_OUTPUT },
	{ "quiet", 'q', NULL, OPT_QUIET, RUN, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_RUN_QUIET },
	{ "format", 'f', "LIST", OPT_FORMAT, RUN, 0, OG_OWN, FILL_WORDS, NULL,
	    M_OPT_RUN_FORMAT },
	{ "steps", 0, "A..B", OPT_STEPS, RUN, 0, OG_OWN, FILL_FREE, NULL,
	    M_OPT_RUN_STEPS },
	{ "cutoffs-only", 0, NULL, OPT_CUTOFFS_ONLY, RUN, 0, OG_OWN, FILL_NONE,
	    NULL, M_OPT_RUN_CUTOFFS_ONLY },
	{ "frame-format", 0, "LIST", OPT_FRAME_FORMAT, RUN, 0, OG_OWN,
	    FILL_WORDS, NULL, M_OPT_RUN_FRAME_FORMAT },
	{ "blank", 0, NULL, OPT_BLANK, RUN, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_RUN_BLANK },
	{ "theme", 0, "NAME", OPT_THEME, RUN, 0, OG_OWN, FILL_WORDS, NULL,
	    M_OPT_RUN_THEME },
	{ "max-diagram", 0, "N", OPT_MAX_DIAGRAM, RUN, 0, OG_OWN, FILL_FREE,
	    NULL, M_OPT_RUN_MAX_DIAGRAM },
	{ "json", 0, NULL, OPT_JSON, RUN, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_RUN_JSON },
	{ "log", 0, NULL, OPT_LOG, RUN, COMPARE, OG_OWN, FILL_NONE, NULL,
	    M_OPT_RUN_LOG },
	{ "dot", 0, NULL, OPT_DOT, RUN, COMPARE, OG_OWN, FILL_NONE, NULL,
	    M_OPT_RUN_DOT },
	{ "print", 0, "FORMAT", OPT_PRINT, RUN, 0, OG_OWN, FILL_WORDS, NULL,
	    M_OPT_RUN_PRINT },
	{ "stats", 0, NULL, OPT_STATS, RUN, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_RUN_STATS },
	/* compare */
	{ "json", 0, NULL, OPT_JSON, COMPARE, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_COMPARE_JSON },
	/* step */
	{ "plain", 0, NULL, OPT_PLAIN, STEP, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_STEP_PLAIN },
	{ "max-diagram", 0, "N", OPT_MAX_DIAGRAM, STEP, 0, OG_OWN, FILL_FREE,
	    NULL, M_OPT_STEP_MAX_DIAGRAM },
	/* check */
	{ "weights", 0, "LIST", OPT_WEIGHTS, CHECK, 0, OG_OWN, FILL_WORDS, NULL,
	    M_OPT_CHECK_WEIGHTS },
	{ "manifest", 0, "FILE", OPT_MANIFEST, CHECK, 0, OG_OWN, FILL_FILE,
	    NULL, M_OPT_CHECK_MANIFEST },
	{ "csv", 0, "FILE", OPT_CSV, CHECK, 0, OG_OWN, FILL_FILE, NULL,
	    M_OPT_CHECK_CSV },
	{ "brief", 0, NULL, OPT_BRIEF, CHECK, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_CHECK_BRIEF },
	{ "json", 0, NULL, OPT_JSON, CHECK, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_CHECK_JSON },
	/* gen */
	{ "depth", 0, "N", OPT_DEPTH, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    M_OPT_GEN_DEPTH },
	{ "branching", 0, "B", OPT_BRANCHING, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    M_OPT_GEN_BRANCHING },
	{ "values", 0, "LO..HI", OPT_VALUES, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    M_OPT_GEN_VALUES },
	{ "root", 0, "PLAYER", OPT_ROOT, GEN, 0, OG_TREE, FILL_WORDS, "max min",
	    M_OPT_GEN_ROOT },
	{ "ties", 0, NULL, OPT_TIES, GEN, 0, OG_TREE, FILL_NONE, NULL,
	    M_OPT_GEN_TIES },
	{ "distinct", 0, NULL, OPT_DISTINCT, GEN, 0, OG_TREE, FILL_NONE, NULL,
	    M_OPT_GEN_DISTINCT },
	{ "chance", 0, NULL, OPT_CHANCE, GEN, 0, OG_TREE, FILL_NONE, NULL,
	    M_OPT_GEN_CHANCE },
	{ "seed", 0, "S", OPT_SEED, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    M_OPT_GEN_SEED },
	{ "count", 0, "N", OPT_COUNT, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    M_OPT_GEN_COUNT },
	{ "min-cutoffs", 0, "K", OPT_MIN_CUTOFFS, GEN, 0, OG_GUARANTEE,
	    FILL_FREE, NULL, M_OPT_GEN_MIN_CUTOFFS },
	{ "deep-cutoff", 0, NULL, OPT_DEEP_CUTOFF, GEN, 0, OG_GUARANTEE,
	    FILL_NONE, NULL, M_OPT_GEN_DEEP_CUTOFF },
	{ "min-prune-share", 0, "P", OPT_MIN_SHARE, GEN, 0, OG_GUARANTEE,
	    FILL_FREE, NULL, M_OPT_GEN_MIN_PRUNE_SHARE },
	{ "max-prune-share", 0, "P", OPT_MAX_SHARE, GEN, 0, OG_GUARANTEE,
	    FILL_FREE, NULL, M_OPT_GEN_MAX_PRUNE_SHARE },
	{ "differ", 0, "A,B", OPT_DIFFER, GEN, 0, OG_GUARANTEE, FILL_WORDS,
	    "ge,gt ltr,rtl ltr,best rtl,best ltr,worst",
	    M_OPT_GEN_DIFFER },
	{ "tries", 0, "N", OPT_TRIES, GEN, 0, OG_GUARANTEE, FILL_FREE, NULL,
	    M_OPT_GEN_TRIES },
	{ "output", 'o', "DIR", OPT_OUTPUT, GEN, 0, OG_OUTPUT, FILL_DIR, NULL,
	    M_OPT_GEN_OUTPUT },
	{ "format", 'f', "FMT", OPT_FORMAT, GEN, 0, OG_OUTPUT, FILL_WORDS,
	    "pdf svg png dot", M_OPT_GEN_FORMAT },
	{ "paper", 0, "SIZE", OPT_PAPER, GEN, 0, OG_OUTPUT, FILL_WORDS,
	    "a4 letter", M_OPT_GEN_PAPER },
	/* game */
	{ "output", 'o', "FILE", OPT_OUTPUT, GAME, 0, OG_OWN, FILL_FILE, NULL,
	    M_OPT_GAME_OUTPUT },
	{ "position", 0, "CELLS", OPT_POSITION, GAME, 0, OG_OWN, FILL_FREE,
	    NULL, M_OPT_GAME_POSITION },
	{ "depth", 0, "N", OPT_PLIES, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    M_OPT_GAME_DEPTH },
	{ "size", 0, "N", OPT_SIZE, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    M_OPT_GAME_SIZE },
	{ "moves", 0, "near|all", OPT_MOVES, GAME, 0, OG_OWN, FILL_WORDS,
	    "near all", M_OPT_GAME_MOVES },
	{ "heaps", 0, "LIST", OPT_HEAPS, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    M_OPT_GAME_HEAPS },
	{ "boards", 0, NULL, OPT_BOARDS, GAME, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_GAME_BOARDS },
	{ "no-boards", 0, NULL, OPT_NO_BOARDS, GAME, 0, OG_OWN, FILL_NONE, NULL,
	    M_OPT_GAME_NO_BOARDS },
	{ "max-nodes", 0, "N", OPT_MAX_NODES, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    M_OPT_GAME_MAX_NODES },
	/* import */
	{ "output", 'o', "FILE", OPT_OUTPUT, IMPORT, 0, OG_OWN, FILL_FILE, NULL,
	    M_OPT_IMPORT_OUTPUT },
	{ "depth", 0, "N", OPT_PLIES, IMPORT, 0, OG_OWN, FILL_FREE, NULL,
	    M_OPT_IMPORT_DEPTH },
	/* the search, for every command that searches */
	{ "algo", 'a', "ALGO", OPT_ALGO, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    NULL, M_OPT_SEARCH_ALGO },
	{ "preset", 0, "NAME", OPT_PRESET, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    NULL, M_OPT_SEARCH_PRESET },
	{ "fail", 0, "MODE", OPT_FAIL, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    "soft hard", M_OPT_SEARCH_FAIL },
	{ "cutoff", 0, "RULE", OPT_CUTOFF, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    "ge gt", M_OPT_SEARCH_CUTOFF },
	{ "update", 0, "WHEN", OPT_UPDATE, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    "before after", M_OPT_SEARCH_UPDATE },
	{ "order", 0, "ORDER", OPT_ORDER, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    NULL, M_OPT_SEARCH_ORDER },
	{ "root", 0, "PLAYER", OPT_ROOT, SEARCHING & ~GEN, 0, OG_SEARCH,
	    FILL_WORDS, "max min", M_OPT_SEARCH_ROOT },
	{ "depth", 0, "N", OPT_DEPTH, SEARCHING & ~GEN, 0, OG_SEARCH, FILL_FREE,
	    NULL, M_OPT_SEARCH_DEPTH },
	{ "iterative", 0, NULL, OPT_ITER, SEARCHING & ~GEN, GEN, OG_SEARCH,
	    FILL_NONE, NULL, M_OPT_SEARCH_ITERATIVE },
	{ "window", 0, "LO,HI", OPT_WINDOW, SEARCHING, 0, OG_SEARCH, FILL_FREE,
	    NULL, M_OPT_SEARCH_WINDOW },
	{ "node-types", 0, NULL, OPT_TYPES, SEARCHING, 0, OG_SEARCH, FILL_NONE,
	    NULL, M_OPT_SEARCH_NODE_TYPES },
	{ "lang", 0, "LANG", OPT_LANG, SEARCHING, 0, OG_SEARCH, FILL_WORDS, NULL,
	    M_OPT_SEARCH_LANG },
	{ "notation", 0, "HOW", OPT_NOTATION, SEARCHING, 0, OG_SEARCH,
	    FILL_WORDS, NULL, M_OPT_SEARCH_NOTATION },
	{ "mistake", 0, "WHAT", OPT_MISTAKE, RUN | STEP | CHECK, COMPARE | GEN,
	    OG_SEARCH, FILL_WORDS, NULL, M_OPT_SEARCH_MISTAKE },
	/* every command */
	{ "max-input", 0, "SIZE", OPT_MAX_INPUT, READING, 0, OG_GENERAL,
	    FILL_FREE, NULL, M_OPT_ALL_MAX_INPUT },
	{ "help", 'h', NULL, OPT_HELP, ALL, 0, OG_GENERAL, FILL_NONE, NULL,
	    M_OPT_ALL_HELP },
	{ "version", 'V', NULL, OPT_VERSION, RUN, 0, OG_GENERAL, FILL_NONE, NULL,
	    M_OPT_ALL_VERSION },
};
const int nopts = (int)(sizeof(opts) / sizeof(opts[0]));

const char *
opt_words(const struct opt *o, char *buf, size_t len)
{
	buf[0] = '\0';
	if (o->fill != FILL_WORDS)
		return buf;
	if (o->words != NULL) {
		snprintf(buf, len, "%s", o->words);
		return buf;
	}
	switch (o->code) {
	case OPT_ALGO:
		join(buf, len, algo_name, ALGO_N, "");
		break;
	case OPT_PRESET:
		presets(buf, len);
		break;
	case OPT_ORDER:
		join(buf, len, order_name, ORDER_N, "");
		break;
	case OPT_MISTAKE:
		join(buf, len, mistake_name + 1, MISTAKE_N - 1, "");
		break;
	case OPT_NOTATION:
		join(buf, len, notation_name, NOTATION_N, "");
		break;
	case OPT_LANG:
		join(buf, len, lang_names, lang_count, "");
		break;
	case OPT_FORMAT:
	case OPT_PRINT:
		emitter_names(buf, len, o->code == OPT_FORMAT);
		break;
	case OPT_FRAME_FORMAT:
		join(buf, len, frames_format, FRAMES_NFORMAT, "");
		break;
	case OPT_THEME:
		join(buf, len, theme_names, THEME_N, "");
		break;
	case OPT_WEIGHTS:	/* KIND=N: each kind with its "=" */
		join(buf, len, ans_kind_name, ANS_NKINDS, "=");
		break;
	}
	return buf;
}

/*
 * The option of command id called name (len bytes of it, which may be an
 * abbreviation, as getopt_long takes them): its row, or NULL; *many is
 * set when several options start so.
 */
static const struct opt *
find_long(enum cmd_id id, const char *name, size_t len, int *many)
{
	const struct opt *found = NULL;
	int i;

	*many = 0;
	for (i = 0; i < nopts; i++) {
		const struct opt *o = &opts[i];

		if (!((o->cmds | o->refused) & CMD_BIT(id)) ||
		    strncmp(o->name, name, len) != 0)
			continue;
		if (strlen(o->name) == len)
			return o;	/* the whole name wins */
		if (found != NULL && strcmp(found->name, o->name) != 0)
			*many = 1;
		found = o;
	}
	return found;
}

/*
 * What getopt_long (opterr 0) found wrong with the option it has just
 * read, said as getopt says it, in the messages' words: missing says its
 * argument is missing (':').
 */
static void
complain(enum cmd_id id, int argc, char *const *argv, int missing)
{
	const char *a = optind > 0 && optind <= argc ? argv[optind - 1] : "";
	const char *lo = NULL;	/* a long option's name, after "--" */
	const struct opt *o = NULL;
	char list[1024] = "", name[64];
	size_t len = 0;
	int many = 0, i;

	if (strncmp(a, "--", 2) == 0 && a[2] != '\0') {
		lo = a + 2;
		len = strcspn(lo, "=");
		o = find_long(id, lo, len, &many);
	}
	/* a long option's trouble leaves optopt 0 (unknown) or its code */
	if (optopt != 0 && o == NULL) {
		snprintf(name, sizeof(name), "%c", optopt);
		msg_error(missing ? M_OPT_ERR_SHORT_ARG : M_OPT_ERR_SHORT,
		    MSG_ARGS(name));
		return;
	}
	if (optopt == 0 && o != NULL && many) {
		for (i = 0; i < nopts; i++)
			if ((opts[i].cmds | opts[i].refused) & CMD_BIT(id) &&
			    strncmp(opts[i].name, lo, len) == 0)
				snprintf(list + strlen(list), sizeof(list) -
				    strlen(list), " '--%s'", opts[i].name);
		snprintf(name, sizeof(name), "--%.*s", (int)len, lo);
		MSG_ERROR(M_OPT_ERR_AMBIGUOUS, name, list);
		return;
	}
	if (optopt == 0 || o == NULL) {
		MSG_ERROR(M_OPT_ERR_UNKNOWN, a);
		return;
	}
	snprintf(name, sizeof(name), "--%s", o->name);
	MSG_ERROR(o->arg != NULL ? M_OPT_ERR_LONG_ARG : M_OPT_ERR_LONG_NO_ARG,
	    name);
}

int
opt_getopt(int argc, char *const *argv, enum cmd_id id)
{
	static struct option longopts[sizeof(opts) / sizeof(opts[0]) + 1];
	static char shortopts[3 * sizeof(opts) / sizeof(opts[0]) + 1];
	static int made = -1;	/* the command they are for */
	size_t n = 0, k = 1;
	int i, ch;

	if (made != (int)id) {
		shortopts[0] = ':';	/* a missing argument is ':' */
		for (i = 0; i < nopts; i++) {
			const struct opt *o = &opts[i];

			if (!((o->cmds | o->refused) & CMD_BIT(id)))
				continue;
			longopts[n].name = o->name;
			longopts[n].has_arg = o->arg != NULL ? required_argument :
			    no_argument;
			longopts[n].flag = NULL;
			longopts[n++].val = o->code;
			if (o->letter != 0) {
				shortopts[k++] = (char)o->letter;
				if (o->arg != NULL)
					shortopts[k++] = ':';
			}
		}
		memset(&longopts[n], 0, sizeof(longopts[n]));
		shortopts[k] = '\0';
		made = (int)id;
	}
	opterr = 0;		/* complain() says what is wrong */
	ch = getopt_long(argc, argv, shortopts, longopts, NULL);
	if (ch == '?' || ch == ':') {
		complain(id, argc, argv, ch == ':');
		return '?';
	}
	return ch;
}
