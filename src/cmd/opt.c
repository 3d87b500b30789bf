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

const char *const opt_group_title[OG_N] = {
	NULL, "The tree:", "Guarantees, checked on the search of every tree "
	"written:", "Output:", "The search and its conventions:", NULL
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
 * opt_words), its help.  A command's --help lists its options in this
 * order.
 */
const struct opt opts[] = {
	/* run */
	{ "output", 'o', "DIR", OPT_OUTPUT, RUN, 0, OG_OWN, FILL_DIR, NULL,
	    "write the files into DIR (default: out)" },
	{ "format", 'f', "LIST", OPT_FORMAT, RUN, 0, OG_OWN, FILL_WORDS, NULL,
	    "what to write, comma-separated: dot, log, json (the default), svg, "
	    "png, pdf (the diagram drawn by Graphviz), steps (the per-step "
	    "model), html (NAME.html: a page to step through offline), practice "
	    "(NAME.practice.html: the page as an exercise), frames "
	    "(NAME.frames/step-NNN.svg: the diagram at each step, for slides), "
	    "tikz (NAME.tikz.tex: the diagram for LaTeX), beamer "
	    "(NAME.beamer.tex: a Beamer frame, one overlay per step)" },
	{ "steps", 0, "A..B", OPT_STEPS, RUN, 0, OG_OWN, FILL_FREE, NULL,
	    "frames, beamer: only steps A to B (also A, A.., ..B)" },
	{ "cutoffs-only", 0, NULL, OPT_CUTOFFS_ONLY, RUN, 0, OG_OWN, FILL_NONE,
	    NULL, "frames, beamer: only the steps that cut off" },
	{ "frame-format", 0, "LIST", OPT_FRAME_FORMAT, RUN, 0, OG_OWN,
	    FILL_WORDS, NULL,
	    "frames: svg (the default), png, pdf, dot, comma-separated" },
	{ "blank", 0, NULL, OPT_BLANK, RUN, 0, OG_OWN, FILL_NONE, NULL,
	    "dot, svg, png, pdf: the worksheet form, leaf values only and an "
	    "empty box at every node" },
	{ "theme", 0, "NAME", OPT_THEME, RUN, 0, OG_OWN, FILL_WORDS, NULL,
	    "how drawings look: default, projector (large type, thick lines), "
	    "print (black on white, no fills) or mono (no colour at all)" },
	{ "max-diagram", 0, "N", OPT_MAX_DIAGRAM, RUN, 0, OG_OWN, FILL_FREE,
	    NULL, "draw trees of up to N nodes (default 2000; 0: any)" },
	{ "json", 0, NULL, OPT_JSON, RUN, 0, OG_OWN, FILL_NONE, NULL,
	    "print the JSON result on standard output instead" },
	{ "log", 0, NULL, OPT_LOG, RUN, COMPARE, OG_OWN, FILL_NONE, NULL,
	    "print the log on standard output instead" },
	{ "dot", 0, NULL, OPT_DOT, RUN, COMPARE, OG_OWN, FILL_NONE, NULL,
	    "print the DOT diagram on standard output instead" },
	{ "print", 0, "FORMAT", OPT_PRINT, RUN, 0, OG_OWN, FILL_WORDS, NULL,
	    "print that one format on standard output" },
	{ "stats", 0, NULL, OPT_STATS, RUN, 0, OG_OWN, FILL_NONE, NULL,
	    "print one line instead: the value, the best move, nodes visited, "
	    "pruned and cutoffs" },
	/* compare */
	{ "json", 0, NULL, OPT_JSON, COMPARE, 0, OG_OWN, FILL_NONE, NULL,
	    "print JSON instead of the table" },
	/* step */
	{ "plain", 0, NULL, OPT_PLAIN, STEP, 0, OG_OWN, FILL_NONE, NULL,
	    "print every step, as when piped" },
	{ "max-diagram", 0, "N", OPT_MAX_DIAGRAM, STEP, 0, OG_OWN, FILL_FREE,
	    NULL, "draw trees of up to N nodes (default 2000; 0: any); bigger "
	    "ones step without the drawing" },
	/* check */
	{ "weights", 0, "LIST", OPT_WEIGHTS, CHECK, 0, OG_OWN, FILL_WORDS, NULL,
	    "kind=weight,...: value, best, pv, pruned, visited, leaves, cutoff, "
	    "node (each 1 by default)" },
	{ "manifest", 0, "FILE", OPT_MANIFEST, CHECK, 0, OG_OWN, FILL_FILE,
	    NULL, "lines \"ANSWER TREE\": a tree per answer (exam variants); "
	    "paths relative to FILE" },
	{ "csv", 0, "FILE", OPT_CSV, CHECK, 0, OG_OWN, FILL_FILE, NULL,
	    "write a gradebook: file, score, a column per item (- prints it on "
	    "standard output, instead of the report)" },
	{ "brief", 0, NULL, OPT_BRIEF, CHECK, 0, OG_OWN, FILL_NONE, NULL,
	    "one line per answer, then the class summary" },
	{ "json", 0, NULL, OPT_JSON, CHECK, 0, OG_OWN, FILL_NONE, NULL,
	    "the whole report as JSON" },
	/* gen */
	{ "depth", 0, "N", OPT_DEPTH, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    "leaves N levels below the root (default 3)" },
	{ "branching", 0, "B", OPT_BRANCHING, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    "children of each interior node: N, or LO..HI for a random number "
	    "in that range (default 2..3)" },
	{ "values", 0, "LO..HI", OPT_VALUES, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    "leaf values, integers (default 0..20)" },
	{ "root", 0, "PLAYER", OPT_ROOT, GEN, 0, OG_TREE, FILL_WORDS, "max min",
	    "max (default) or min moves at the root" },
	{ "ties", 0, NULL, OPT_TIES, GEN, 0, OG_TREE, FILL_NONE, NULL,
	    "some leaf value appears twice at least" },
	{ "distinct", 0, NULL, OPT_DISTINCT, GEN, 0, OG_TREE, FILL_NONE, NULL,
	    "no leaf value appears twice" },
	{ "chance", 0, NULL, OPT_CHANCE, GEN, 0, OG_TREE, FILL_NONE, NULL,
	    "chance nodes at every other level (MAX, chance, MIN, chance...; "
	    "probabilities in tenths), the leaves' bounds the --values range, "
	    "and Star1 guaranteed to cut at a chance node (--min-cutoffs "
	    "counts those cuts too)" },
	{ "seed", 0, "S", OPT_SEED, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    "the first variant's seed, 0 to 2^64-1 (default 1); variant K has "
	    "seed S+K-1" },
	{ "count", 0, "N", OPT_COUNT, GEN, 0, OG_TREE, FILL_FREE, NULL,
	    "N variants (default 1, at most 1000)" },
	{ "min-cutoffs", 0, "K", OPT_MIN_CUTOFFS, GEN, 0, OG_GUARANTEE,
	    FILL_FREE, NULL, "K cutoffs at least that prune a child" },
	{ "deep-cutoff", 0, NULL, OPT_DEEP_CUTOFF, GEN, 0, OG_GUARANTEE,
	    FILL_NONE, NULL, "a cutoff whose bound was raised two levels or "
	    "more above the cutting node (passed down, not a sibling)" },
	{ "min-prune-share", 0, "P", OPT_MIN_SHARE, GEN, 0, OG_GUARANTEE,
	    FILL_FREE, NULL, "P percent of the leaves pruned, at least" },
	{ "max-prune-share", 0, "P", OPT_MAX_SHARE, GEN, 0, OG_GUARANTEE,
	    FILL_FREE, NULL, "P percent of the leaves pruned, at most" },
	{ "differ", 0, "A,B", OPT_DIFFER, GEN, 0, OG_GUARANTEE, FILL_WORDS,
	    "ge,gt ltr,rtl ltr,best rtl,best ltr,worst", "the search prunes "
	    "other nodes under A than under B: ge,gt (the cut rules) or two "
	    "orders (ltr,rtl)" },
	{ "tries", 0, "N", OPT_TRIES, GEN, 0, OG_GUARANTEE, FILL_FREE, NULL,
	    "trees drawn per variant before giving up (default 10000)" },
	{ "output", 'o', "DIR", OPT_OUTPUT, GEN, 0, OG_OUTPUT, FILL_DIR, NULL,
	    "where the files go (default: out)" },
	{ "format", 'f', "FMT", OPT_FORMAT, GEN, 0, OG_OUTPUT, FILL_WORDS,
	    "pdf svg png dot", "the diagrams: pdf (default), svg, png, or dot "
	    "(the DOT text; then worksheets.dot holds every worksheet)" },
	/* game */
	{ "output", 'o', "FILE", OPT_OUTPUT, GAME, 0, OG_OWN, FILL_FILE, NULL,
	    "write the tree to FILE (whole or not at all; default standard "
	    "output)" },
	{ "position", 0, "CELLS", OPT_POSITION, GAME, 0, OG_OWN, FILL_FREE,
	    NULL, "the position (ttt, gomoku; default empty)" },
	{ "depth", 0, "N", OPT_PLIES, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    "expand N plies; deeper positions are scored by the evaluation "
	    "(ttt: to the end; gomoku: 2)" },
	{ "size", 0, "N", OPT_SIZE, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    "gomoku's board, 5 to 9 (default 7)" },
	{ "moves", 0, "near|all", OPT_MOVES, GAME, 0, OG_OWN, FILL_WORDS,
	    "near all", "gomoku: the empty cells next to a stone (default) or "
	    "every empty cell (seed 003)" },
	{ "heaps", 0, "LIST", OPT_HEAPS, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    "Nim's heaps, e.g. 1,2,3 (the default)" },
	{ "boards", 0, NULL, OPT_BOARDS, GAME, 0, OG_OWN, FILL_NONE, NULL,
	    "the board in every label (default: on trees of up to 2000 nodes)" },
	{ "no-boards", 0, NULL, OPT_NO_BOARDS, GAME, 0, OG_OWN, FILL_NONE, NULL,
	    "no board in any label" },
	{ "max-nodes", 0, "N", OPT_MAX_NODES, GAME, 0, OG_OWN, FILL_FREE, NULL,
	    "refuse trees larger than N (default 1000000)" },
	/* import */
	{ "output", 'o', "FILE", OPT_OUTPUT, IMPORT, 0, OG_OWN, FILL_FILE, NULL,
	    "write the tree to FILE instead of standard output" },
	{ "depth", 0, "N", OPT_PLIES, IMPORT, 0, OG_OWN, FILL_FREE, NULL,
	    "cs188: search N plies (every agent moving once is a ply) instead of "
	    "the file's depth" },
	/* the search, for every command that searches */
	{ "algo", 'a', "ALGO", OPT_ALGO, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    NULL, "alphabeta (default), alphabeta-hard, negamax-ab, minimax, "
	    "negamax, pvs or mtdf" },
	{ "preset", 0, "NAME", OPT_PRESET, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    NULL, "a course's pseudocode and every convention it implies: aima, "
	    "cs188, seed001, oiwiki, negamax (--preset list says what each "
	    "sets)" },
	{ "fail", 0, "MODE", OPT_FAIL, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    "soft hard", "soft or hard: how alpha-beta returns (negamax-ab is "
	    "hard unless --fail soft)" },
	{ "cutoff", 0, "RULE", OPT_CUTOFF, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    "ge gt", "ge: prune when alpha >= beta (default); gt: only when "
	    "alpha > beta" },
	{ "update", 0, "WHEN", OPT_UPDATE, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    "before after", "before (default; seeds 000, 001): raise alpha, then "
	    "test; after (AIMA, CS188): test v >= beta first, raise alpha only "
	    "when there is no cut" },
	{ "order", 0, "ORDER", OPT_ORDER, SEARCHING, 0, OG_SEARCH, FILL_WORDS,
	    NULL, "ltr (default), rtl, best, worst or eval: the order children "
	    "are searched in" },
	{ "root", 0, "PLAYER", OPT_ROOT, SEARCHING & ~GEN, 0, OG_SEARCH,
	    FILL_WORDS, "max min",
	    "max or min moves at the root (default: the file's)" },
	{ "depth", 0, "N", OPT_DEPTH, SEARCHING & ~GEN, 0, OG_SEARCH, FILL_FREE,
	    NULL, "stop N levels down and use each node's \"eval\"" },
	{ "iterative", 0, NULL, OPT_ITER, SEARCHING & ~GEN, GEN, OG_SEARCH,
	    FILL_NONE, NULL, "iterative deepening to --depth (default: the "
	    "whole tree), reordering by the last iteration" },
	{ "window", 0, "LO,HI", OPT_WINDOW, SEARCHING, 0, OG_SEARCH, FILL_FREE,
	    NULL, "aspiration window at the root, searched again if the value "
	    "falls outside it" },
	{ "node-types", 0, NULL, OPT_TYPES, SEARCHING, 0, OG_SEARCH, FILL_NONE,
	    NULL, "mark Knuth-Moore PV / CUT / ALL nodes in the diagram" },
	{ "lang", 0, "LANG", OPT_LANG, SEARCHING, 0, OG_SEARCH, FILL_WORDS, NULL,
	    "en or zh: the language of the log, the diagram's legend and the "
	    "pages (default: from LC_ALL, LC_MESSAGES or LANG, else en)" },
	{ "notation", 0, "HOW", OPT_NOTATION, SEARCHING, 0, OG_SEARCH,
	    FILL_WORDS, NULL, "either (default), bounds or returned: how abviz "
	    "check reads a cut node's value (>=15, or the number the search "
	    "returns); either takes both" },
	{ "mistake", 0, "WHAT", OPT_MISTAKE, RUN | STEP | CHECK, COMPARE | GEN,
	    OG_SEARCH, FILL_WORDS, NULL, "search as a student with a "
	    "misconception does: shallow (alpha and beta not passed down), "
	    "root-window (each root child from the root's first window), "
	    "value-for-bound, global-bounds, early-bound, lowered-bound or "
	    "cut-child; see abviz check" },
	/* every command */
	{ "max-input", 0, "SIZE", OPT_MAX_INPUT, READING, 0, OG_GENERAL,
	    FILL_FREE, NULL, "read no input larger than SIZE bytes (k, M, G: "
	    "2^10, 2^20, 2^30; default 1G; 0: any)" },
	{ "help", 'h', NULL, OPT_HELP, ALL, 0, OG_GENERAL, FILL_NONE, NULL,
	    "show this help" },
	{ "version", 'V', NULL, OPT_VERSION, RUN, 0, OG_GENERAL, FILL_NONE, NULL,
	    "show the version" },
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

int
opt_getopt(int argc, char *const *argv, enum cmd_id id)
{
	static struct option longopts[sizeof(opts) / sizeof(opts[0]) + 1];
	static char shortopts[3 * sizeof(opts) / sizeof(opts[0]) + 1];
	static int made = -1;	/* the command they are for */
	size_t n = 0, k = 0;
	int i;

	if (made != (int)id) {
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
	return getopt_long(argc, argv, shortopts, longopts, NULL);
}
