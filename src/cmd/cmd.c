/*
 * cmd.c: the table of commands (see cmd.h), the usage lines and help made
 * from it and from the option table (opt.h), and abviz help.
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "msg.h"
#include "opt.h"
#include "u8.h"

/* The words of each command are messages: M_CMD_NAME_SUMMARY, _ABOUT
   and _NOTES, their English in po/abviz.pot. */
const struct cmd_entry cmd_table[] = {
	{ CMD_RUN, "run", "abviz [run] [options] TREE.json...\n",
	    M_CMD_RUN_SUMMARY, M_CMD_RUN_ABOUT, NULL, M_CMD_RUN_NOTES, NULL,
	    cmd_run },
	{ CMD_COMPARE, "compare", "abviz compare [options] [--json] TREE.json\n",
	    M_CMD_COMPARE_SUMMARY, M_CMD_COMPARE_ABOUT, NULL,
	    M_CMD_COMPARE_NOTES, NULL, cmd_compare },
	{ CMD_STEP, "step", "abviz step [options] TREE.json\n",
	    M_CMD_STEP_SUMMARY, M_CMD_STEP_ABOUT, NULL, M_CMD_STEP_NOTES, NULL,
	    cmd_step },
	{ CMD_CHECK, "check", "abviz check [options] TREE.json ANSWER...\n"
	    "abviz check [options] --manifest FILE\n",
	    M_CMD_CHECK_SUMMARY, M_CMD_CHECK_ABOUT, NULL, M_CMD_CHECK_NOTES,
	    NULL, cmd_check },
	{ CMD_GEN, "gen", "abviz gen [options] -o DIR\n",
	    M_CMD_GEN_SUMMARY, M_CMD_GEN_ABOUT, NULL, M_CMD_GEN_NOTES, NULL,
	    cmd_gen },
	{ CMD_GAME, "game", "abviz game GAME [options]\nabviz game list\n",
	    M_CMD_GAME_SUMMARY, M_CMD_GAME_ABOUT, cmd_game_topics,
	    M_CMD_GAME_NOTES, cmd_game_names, cmd_game },
	{ CMD_IMPORT, "import", "abviz import FORMAT [options] FILE\n",
	    M_CMD_IMPORT_SUMMARY, M_CMD_IMPORT_ABOUT, cmd_import_topics,
	    M_CMD_IMPORT_NOTES, cmd_import_formats, cmd_import },
	{ CMD_HELP, "help", "abviz help [COMMAND]\n", M_CMD_HELP_SUMMARY,
	    M_CMD_HELP_ABOUT, NULL, M_N, NULL, cmd_help },
};
const int ncmds = (int)(sizeof(cmd_table) / sizeof(cmd_table[0]));

const struct cmd_entry *
cmd_find(const char *name)
{
	int i;

	for (i = 0; i < ncmds; i++)
		if (strcmp(cmd_table[i].name, name) == 0)
			return &cmd_table[i];
	return NULL;
}

const struct cmd_entry *
cmd_get(enum cmd_id id)
{
	int i;

	for (i = 0; i < ncmds; i++)
		if (cmd_table[i].id == id)
			return &cmd_table[i];
	return NULL;
}

/*
 * Each of c's usage lines, the first after lead ("usage: ", as wide as
 * the language writes it) when first, the others under it.
 */
static void
put_usage(FILE *f, const struct cmd_entry *c, int first)
{
	const char *p = c->usage, *nl, *lead = msg(M_CMD_USAGE);
	int indent = u8_strwidth(lead);

	for (; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		if (first)
			fputs(lead, f);
		else
			fprintf(f, "%*s", indent, "");
		fprintf(f, "%.*s\n", (int)(nl - p), p);
		first = 0;
	}
}

void
cmd_usage(FILE *f, const struct cmd_entry *c)
{
	put_usage(f, c, 1);
}

void
cmd_usage_all(FILE *f)
{
	int i;

	for (i = 0; i < ncmds; i++)
		put_usage(f, &cmd_table[i], i == 0);
	msg_put(f, M_CMD_TRY_HELP, NULL, 0);
}

void
cmd_try(FILE *f, const struct cmd_entry *c)
{
	char name[32];

	snprintf(name, sizeof(name), "%s%s", c->id == CMD_RUN ? "" : c->name,
	    c->id == CMD_RUN ? "" : " ");
	MSG_PUT(f, M_CMD_TRY, name);
}

/* The length of the CJK punctuation in set at p (one of them), or 0. */
static size_t
punct_at(const char *p, const char *const *set)
{
	for (; *set != NULL; set++)
		if (strncmp(p, *set, strlen(*set)) == 0)
			return strlen(*set);
	return 0;
}

/*
 * The length of the piece of text at p that wraps whole: a run of
 * characters up to a space or a wide (CJK) character, or one wide
 * character; Chinese has no spaces, so it breaks between its characters.
 * The punctuation that may not end a line ("（") goes with the piece after
 * it, the punctuation that may not begin one ("，", "。", "）") with the
 * piece before.
 */
static size_t
wrap_piece(const char *p)
{
	static const char *const opening[] = { "（", "“", "‘", "《", NULL };
	static const char *const closing[] = { "，", "。", "、", "；", "：",
	    "）", "！", "？", "”", "’", "》", NULL };
	size_t n, k;
	unsigned cp;

	if ((n = punct_at(p, opening)) > 0)
		return n + wrap_piece(p + n);
	for (n = 0; p[n] != '\0' && p[n] != ' '; n += k) {
		k = u8_get(p + n, strlen(p + n), &cp);
		if (u8_cpwidth(cp) == 2 && n > 0)
			break;
		if (u8_cpwidth(cp) == 2) {
			n = k;
			break;
		}
	}
	while ((k = punct_at(p + n, closing)) > 0)
		n += k;
	return n;
}

void
cmd_wrap(FILE *f, const char *text, int col, int indent, int width)
{
	const char *p = text;
	int space = 0;

	while (*p != '\0') {
		size_t n = wrap_piece(p);
		int w = u8_width(p, n);

		if (col > indent && col + space + w > width) {
			fprintf(f, "\n%*s", indent, "");
			col = indent;
		} else if (space) {
			fputc(' ', f);
			col++;
		}
		fwrite(p, 1, n, f);
		col += w;
		p += n;
		/* two spaces after a sentence stay two, within a line */
		if (p[0] == ' ' && p[1] == ' ' && p[2] != '\0' &&
		    col + 2 + u8_width(p + 2, wrap_piece(p + 2)) <= width) {
			fputc(' ', f);
			col++;
		}
		space = *p == ' ';
		p += strspn(p, " ");
	}
	fputc('\n', f);
}

/* Option o's tag in --help: "  -o, --output DIR" or "      --blank";
   returns its width. */
static int
put_tag(FILE *f, const struct opt *o)
{
	char tag[64];

	if (o->letter != 0)
		snprintf(tag, sizeof(tag), "  -%c, --%s%s%s", o->letter, o->name,
		    o->arg != NULL ? " " : "", o->arg != NULL ? o->arg : "");
	else
		snprintf(tag, sizeof(tag), "      --%s%s%s", o->name,
		    o->arg != NULL ? " " : "", o->arg != NULL ? o->arg : "");
	fputs(tag, f);
	return u8_strwidth(tag);
}

#define HELP_COL 21		/* where an option's help starts */
#define HELP_WIDTH 78

/* c's options in --help, group after group (under its title, if it has
   one), each its tag and its help wrapped beside it. */
static void
put_options(FILE *f, const struct cmd_entry *c)
{
	int g, i, w, shown = 0;

	for (g = 0; g < OG_N; g++) {
		int first = 1;

		for (i = 0; i < nopts; i++) {
			const struct opt *o = &opts[i];

			if (o->group != (enum opt_group)g ||
			    !(o->cmds & CMD_BIT(c->id)))
				continue;
			if (first && shown > 0)
				fputc('\n', f);
			if (first && opt_group_title[g] != M_N)
				fprintf(f, "%s\n", msg(opt_group_title[g]));
			first = 0;
			shown++;
			w = put_tag(f, o);
			if (w + 2 > HELP_COL) {
				fputs("  ", f);
				w += 2;
			}
			for (; w < HELP_COL; w++)
				fputc(' ', f);
			cmd_wrap(f, msg(o->help), w, HELP_COL, HELP_WIDTH);
		}
	}
}

void
cmd_put_help(FILE *f, const struct cmd_entry *c)
{
	cmd_usage(f, c);
	cmd_wrap(f, msg(c->about), 0, 0, 72);
	if (c->topics != NULL)
		c->topics(f);
	if (c->id == CMD_HELP)
		return;
	fputc('\n', f);
	put_options(f, c);
	if (c->notes != M_N)
		fprintf(f, "\n%s", msg(c->notes));
}

/* abviz help [COMMAND]: the commands, or one command's --help. */
int
cmd_help(int argc, char **argv)
{
	const struct cmd_entry *c;
	int i;

	if (argc < 2) {
		cmd_usage_all(stdout);
		putchar('\n');
		for (i = 0; i < ncmds; i++)
			printf("  %-8s %s\n", cmd_table[i].name,
			    msg(cmd_table[i].summary));
		return EXIT_OK;
	}
	if ((c = cmd_find(argv[1])) == NULL || c->id == CMD_HELP) {
		MSG_ERROR(M_ERR_NO_COMMAND, argv[1]);
		cmd_usage_all(stderr);
		return EXIT_USAGE;
	}
	cmd_put_help(stdout, c);
	return EXIT_OK;
}
