/*
 * mkdoc.c: the manual page and the bash completion, written around what
 * the tables of commands and options say (src/cmd/cmd.c, src/cmd/opt.c),
 * so that abviz help, the manual and the completion list the same options.
 *
 *   mkdoc man src/doc/abviz.1.in > abviz.1
 *   mkdoc bash src/doc/abviz.bash.in > abviz.bash
 *
 * The templates are the page and the script as written by hand; mkdoc
 * fills in their marked lines:
 *
 *   .\" @synopsis           every command's usage lines
 *   .\" @options WHICH      the options of a group (general, search) or of
 *                           a command (run, gen...): each its tag and its
 *                           help, then what the lines after it say of it:
 *   .\" @more NAME          roff lines the manual adds to --NAME's help,
 *   .\" @end                up to here
 *   # @tables               the completion's functions: each command's
 *                           options, their arguments, its operands
 *
 * and "@commands" on a line of the script, which becomes the commands'
 * names, "run|compare|...".  An option that WHICH has no row for, in an
 * @more, stops the build (exit 1), so the page says nothing of an option
 * that is gone.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "opt.h"

#define BUF_LINE 4096
#define MORE_MAX 64

/* An @more block: the option it is for, and its lines. */
struct more {
	char name[64];
	char *text;		/* malloc'd */
};

/* Text as roff: backslashes and hyphens escaped, option names bold. */
static void
roff_text(FILE *f, const char *s)
{
	for (; *s != '\0'; s++) {
		if (s[0] == '-' && s[1] == '-' && s[2] >= 'a' && s[2] <= 'z') {
			fputs("\\fB", f);
			for (; *s == '-' || (*s >= 'a' && *s <= 'z'); s++)
				if (*s == '-')
					fputs("\\-", f);
				else
					fputc(*s, f);
			fputs("\\fR", f);
			s--;
		} else if (*s == '-')
			fputs("\\-", f);
		else if (*s == '\\')
			fputs("\\e", f);
		else
			fputc(*s, f);
	}
}

/* "--name" as roff: \-\-name */
static void
roff_long(FILE *f, const char *name)
{
	fputs("\\-\\-", f);
	roff_text(f, name);
}

/* An option's tag: .BR \-o ", " \-\-output " \fIDIR\fR" and the like. */
static void
man_tag(FILE *f, const struct opt *o)
{
	if (o->letter != 0) {
		fprintf(f, ".BR \\-%c \", \" ", o->letter);
		roff_long(f, o->name);
		if (o->arg != NULL)
			fprintf(f, " \" \\fI%s\\fR\"", o->arg);
	} else {
		fputs(o->arg != NULL ? ".BI " : ".B ", f);
		roff_long(f, o->name);
		if (o->arg != NULL)
			fprintf(f, " \" %s\"", o->arg);
	}
	fputc('\n', f);
}

/* The commands of set as "\fBa\fR, \fBb\fR or \fBc\fR" (conj: "or"). */
static void
man_cmds(FILE *f, unsigned set, const char *conj)
{
	int i, n = 0, k = 0;

	for (i = 0; i < ncmds; i++)
		n += (set & CMD_BIT(cmd_table[i].id)) != 0;
	for (i = 0; i < ncmds; i++) {
		if (!(set & CMD_BIT(cmd_table[i].id)))
			continue;
		fprintf(f, "%s\\fB%s\\fR", k == 0 ? "" : k == n - 1 ? conj :
		    ", ", cmd_table[i].name);
		k++;
	}
}

/* The commands of a shared group: those an option there is for unless it
   says otherwise. */
static unsigned
group_cmds(enum opt_group g)
{
	unsigned set = 0;
	int i;

	for (i = 0; i < nopts; i++)
		if (opts[i].group == g)
			set |= opts[i].cmds;
	return set;
}

/* For an option of a shared group that some commands do not take: which,
   as "Not for gen." or "Only for run." */
static void
man_restrict(FILE *f, const struct opt *o, unsigned all)
{
	unsigned out = all & ~o->cmds, own = 0;
	int i, nin = 0, nout = 0;

	for (i = 0; i < ncmds; i++) {
		nin += (o->cmds & CMD_BIT(cmd_table[i].id)) != 0;
		nout += (out & CMD_BIT(cmd_table[i].id)) != 0;
	}
	if (out == 0)
		return;
	if (nout <= nin) {
		fputs("Not for ", f);
		man_cmds(f, out, " or ");
	} else {
		fputs("Only for ", f);
		man_cmds(f, o->cmds, " and ");
	}
	/* the commands left out that have an option of that name of their own
	   (gen's --depth is the tree's) */
	for (i = 0; i < nopts; i++)
		if (&opts[i] != o && strcmp(opts[i].name, o->name) == 0)
			own |= opts[i].cmds & out;
	if (own == out) {
		fprintf(f, ", which %s ", nout == 1 ? "has its own" :
		    "have their own");
		roff_long(f, o->name);
	}
	fputs(".\n", f);
}

/* The rows WHICH names: a shared group, or a command's own. */
static int
in_which(const struct opt *o, const char *which, enum opt_group *shared)
{
	const struct cmd_entry *c;

	*shared = OG_N;
	if (strcmp(which, "search") == 0 || strcmp(which, "general") == 0) {
		*shared = which[0] == 's' ? OG_SEARCH : OG_GENERAL;
		return o->group == *shared;
	}
	if ((c = cmd_find(which)) == NULL)
		return -1;
	return o->group != OG_SEARCH && o->group != OG_GENERAL &&
	    (o->cmds & CMD_BIT(c->id));
}

/* The entries of the @options WHICH, with the @more blocks m[0..n). */
static int
man_options(FILE *f, const char *which, struct more *m, int n)
{
	enum opt_group shared, last = OG_OWN;
	int i, k, r, used = 0;

	for (i = 0; i < nopts; i++) {
		const struct opt *o = &opts[i];
		const char *h = msg_in(LANG_EN, o->help);

		if ((r = in_which(o, which, &shared)) < 0) {
			fprintf(stderr, "mkdoc: @options %s: no such group or "
			    "command\n", which);
			return -1;
		}
		if (r == 0)
			continue;
		if (shared == OG_N && o->group != last &&
		    opt_group_title[o->group] != M_N) {
			const char *t = msg_in(LANG_EN, opt_group_title[o->group]);

			fprintf(f, ".SS %.*s\n", (int)strlen(t) - 1, t);
		}
		last = o->group;
		fputs(".TP\n", f);
		man_tag(f, o);
		roff_text(f, h);
		fputs(".\n", f);
		for (k = 0; k < n; k++)
			if (strcmp(m[k].name, o->name) == 0) {
				fputs(m[k].text, f);
				used++;
			}
		if (shared != OG_N)
			man_restrict(f, o, group_cmds(shared));
	}
	if (used != n) {
		fprintf(stderr, "mkdoc: @options %s: an @more names an option "
		    "it does not have\n", which);
		return -1;
	}
	return 0;
}

/* Every usage line: literal words bold, the words to replace italic. */
static void
man_synopsis(FILE *f)
{
	char word[256];
	const char *p, *e;
	int i;

	for (i = 0; i < ncmds; i++)
		for (p = cmd_table[i].usage; *p != '\0'; p++) {
			for (; *p != '\n'; p = e + (*e == ' ')) {
				size_t n;
				int open, close, dots, lit;

				e = p + strcspn(p, " \n");
				n = (size_t)(e - p);
				open = *p == '[';
				dots = n > 3 && strncmp(e - 3, "...", 3) == 0;
				close = e[-1 - 3 * dots] == ']';
				snprintf(word, sizeof(word), "%.*s", (int)(n - (size_t)open
				    - (size_t)close - 3 * (size_t)dots), p + open);
				lit = word[0] == '-' || (word[0] >= 'a' &&
				    word[0] <= 'z' && strcmp(word, "options") != 0);
				fputs(open ? "[\\f" : "\\f", f);
				fputc(lit ? 'B' : 'I', f);
				roff_text(f, word);
				fprintf(f, "\\fR%s%s%s", close ? "]" : "", dots ?
				    "..." : "", *e == ' ' ? " " : "\n");
			}
			fputs(".br\n", f);
		}
}

/* Read the @more blocks after an @options line, up to @end.  How many,
   or -1. */
static int
read_more(FILE *in, struct more *m)
{
	char line[BUF_LINE];
	int n = 0;

	while (fgets(line, sizeof(line), in) != NULL) {
		if (strncmp(line, ".\\\" @end", 8) == 0)
			return n;
		if (strncmp(line, ".\\\" @more ", 10) == 0) {
			if (n == MORE_MAX)
				return -1;
			sscanf(line + 10, "%63s", m[n].name);
			m[n++].text = calloc(1, 1);
			continue;
		}
		if (n == 0 || (m[n - 1].text = realloc(m[n - 1].text,
		    strlen(m[n - 1].text) + strlen(line) + 1)) == NULL)
			return -1;
		strcat(m[n - 1].text, line);
	}
	return -1;
}

static int
man(FILE *in, FILE *out)
{
	char line[BUF_LINE], which[64];
	struct more m[MORE_MAX];
	int n, rc;

	while (fgets(line, sizeof(line), in) != NULL) {
		if (strcmp(line, ".\\\" @synopsis\n") == 0) {
			man_synopsis(out);
		} else if (sscanf(line, ".\\\" @options %63s", which) == 1) {
			if ((n = read_more(in, m)) < 0) {
				fprintf(stderr, "mkdoc: @options %s: an @more "
				    "without @end\n", which);
				return -1;
			}
			rc = man_options(out, which, m, n);
			while (n-- > 0)
				free(m[n].text);
			if (rc != 0)
				return -1;
		} else {
			fputs(line, out);
		}
	}
	return 0;
}

/* The completion's functions, from the tables. */
static void
bash_tables(FILE *f)
{
	char words[2048];
	int i, k;

	fputs("# _abviz_options COMMAND: the options COMMAND takes\n"
	    "_abviz_options()\n{\n\tcase $1 in\n", f);
	for (i = 0; i < ncmds; i++) {
		fprintf(f, "\t%s) echo \"", cmd_table[i].name);
		for (k = 0; k < nopts; k++)
			if (opts[k].cmds & CMD_BIT(cmd_table[i].id)) {
				if (opts[k].letter != 0)
					fprintf(f, "-%c ", opts[k].letter);
				fprintf(f, "--%s ", opts[k].name);
			}
		fputs("\" ;;\n", f);
	}
	fputs("\tesac\n}\n\n"
	    "# _abviz_argument COMMAND OPTION: complete OPTION's argument;\n"
	    "# false when OPTION takes none\n"
	    "_abviz_argument()\n{\n\tcase $1:$2 in\n", f);
	for (i = 0; i < ncmds; i++)
		for (k = 0; k < nopts; k++) {
			const struct opt *o = &opts[k];

			if (!(o->cmds & CMD_BIT(cmd_table[i].id)) || o->arg == NULL)
				continue;
			fputc('\t', f);
			if (o->letter != 0)
				fprintf(f, "%s:-%c|", cmd_table[i].name, o->letter);
			fprintf(f, "%s:--%s) ", cmd_table[i].name, o->name);
			opt_words(o, words, sizeof(words));
			/* KIND= goes on with its number: no space after it */
			if (o->fill == FILL_WORDS)
				fprintf(f, "_abviz_words \"%s\"%s ;;\n", words,
				    words[0] != '\0' && words[strlen(words) - 1] ==
				    '=' ? "; compopt -o nospace 2>/dev/null" : "");
			else if (o->fill == FILL_FILE || o->fill == FILL_DIR)
				fprintf(f, "COMPREPLY=($(compgen -%c -- \"$cur\")) "
				    ";;\n", o->fill == FILL_FILE ? 'f' : 'd');
			else
				fputs(";;\n", f);
		}
	fputs("\t*) return 1 ;;\n\tesac\n\treturn 0\n}\n\n"
	    "# _abviz_takes COMMAND OPTION: whether OPTION takes an argument\n"
	    "_abviz_takes()\n{\n\tcase $1:$2 in\n", f);
	for (i = 0; i < ncmds; i++) {
		int n = 0;

		for (k = 0; k < nopts; k++) {
			const struct opt *o = &opts[k];

			if (!(o->cmds & CMD_BIT(cmd_table[i].id)) || o->arg == NULL)
				continue;
			fputs(n++ == 0 ? "\t" : "|", f);
			if (o->letter != 0)
				fprintf(f, "%s:-%c|", cmd_table[i].name, o->letter);
			fprintf(f, "%s:--%s", cmd_table[i].name, o->name);
		}
		if (n > 0)
			fputs(") return 0 ;;\n", f);
	}
	fputs("\tesac\n\treturn 1\n}\n\n"
	    "# _abviz_operands COMMAND: the words its first operand may be\n"
	    "_abviz_operands()\n{\n\tcase $1 in\n", f);
	for (i = 0; i < ncmds; i++) {
		words[0] = '\0';
		if (cmd_table[i].id == CMD_HELP)
			for (k = 0; k < ncmds; k++)
				if (cmd_table[k].id != CMD_HELP)
					snprintf(words + strlen(words), sizeof(words) -
					    strlen(words), "%s%s", k > 0 ? " " : "",
					    cmd_table[k].name);
		if (cmd_table[i].operands != NULL)
			cmd_table[i].operands(words, sizeof(words));
		if (words[0] != '\0')
			fprintf(f, "\t%s) echo \"%s\" ;;\n", cmd_table[i].name,
			    words);
	}
	fputs("\tesac\n}\n", f);
}

static int
bash(FILE *in, FILE *out)
{
	char line[BUF_LINE];
	const char *at;
	int i;

	while (fgets(line, sizeof(line), in) != NULL) {
		if (strcmp(line, "# @tables\n") == 0) {
			bash_tables(out);
			continue;
		}
		if ((at = strstr(line, "@commands")) == NULL) {
			fputs(line, out);
			continue;
		}
		fwrite(line, 1, (size_t)(at - line), out);
		for (i = 0; i < ncmds; i++)
			fprintf(out, "%s%s", i > 0 ? "|" : "", cmd_table[i].name);
		fputs(at + strlen("@commands"), out);
	}
	return 0;
}

int
main(int argc, char **argv)
{
	FILE *in;
	int rc;

	if (argc != 3 || (strcmp(argv[1], "man") != 0 &&
	    strcmp(argv[1], "bash") != 0)) {
		fputs("usage: mkdoc man|bash TEMPLATE\n", stderr);
		return 2;
	}
	if ((in = fopen(argv[2], "r")) == NULL) {
		perror(argv[2]);
		return 1;
	}
	rc = argv[1][0] == 'm' ? man(in, stdout) : bash(in, stdout);
	fclose(in);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("mkdoc: standard output");
		return 1;
	}
	return rc != 0;
}
