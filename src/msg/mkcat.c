/*
 * mkcat.c: the build's generator of the message tables.  It reads the
 * messages' ids (enum msg_id in src/msg/msg.h), their English (the
 * template, po/abviz.pot) and each language's translation (po/LL.po), the
 * last two in gettext's PO format, and writes the C tables that msg.c
 * includes, so that abviz switches language with no gettext and no locale
 * installed:
 *
 *   mkcat msg.h abviz.pot LL.po... > catalog.h
 *
 * An entry's msgctxt is its id ("M_LOG_NODES"), its msgid the English; a
 * message that depends on a count has a msgid_plural and one msgstr[k] per
 * form of its language's Plural-Forms (English: one, other).  The language
 * of po/LL.po is called LL (--lang LL).
 *
 * It stops the build (exit 1), naming the file, the line and the id, when
 * an id of msg.h has no entry in the template or an entry names no id,
 * when an entry has no msgctxt or comes twice, when a translation drops or
 * invents one of the English's arguments (%1 to %9), or when a file is not
 * one it can read.  An entry that is fuzzy, or that translates another
 * English than the template's (msgmerge not run yet), is left out with a
 * warning line, and abviz says that message in English; so it does where
 * a file has no translation, counted in one warning line per file.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXFORMS 6	/* the plural forms a language may have */
#define MAXLANGS 32	/* the files after the template */

/* One entry of a PO file. */
struct entry {
	char *ctxt;		/* msgctxt: the id, or NULL */
	char *id;		/* msgid: the English */
	char *id_plural;	/* msgid_plural, or NULL */
	char *str[MAXFORMS];	/* msgstr, or msgstr[0..nstr) */
	int nstr;		/* how many msgstr it has */
	int indexed;		/* 1: msgstr[k], 0: a plain msgstr */
	int fuzzy;		/* flagged fuzzy */
	int obsolete;		/* #~: kept by msgmerge, no message */
	int line;		/* its msgctxt's line (else its msgid's) */
};

/* A PO file, read whole. */
struct po {
	const char *path;
	char code[8];		/* the language: the file's name less .po */
	struct entry *e;	/* its entries, in the file's order */
	size_t n, cap;
	const struct entry *head;	/* the header (msgid ""), or NULL */
	int nplurals;		/* Plural-Forms' nplurals; 0: not given */
	char plural[256];	/* Plural-Forms' expression in n */
};

/* The messages' ids, in msg.h's order. */
static char **ids;
static size_t nids;
static const char *header;	/* where they are: src/msg/msg.h */

static int errors;

static void
say_at(const char *what, const char *path, int line, const char *fmt,
    va_list ap)
{
	if (line > 0)
		fprintf(stderr, "mkcat: %s:%d: %s", path, line, what);
	else
		fprintf(stderr, "mkcat: %s: %s", path, what);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

/* An error: the build stops once every file has been read. */
static void
error_at(const char *path, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say_at("", path, line, fmt, ap);
	va_end(ap);
	errors++;
}

/* A warning: the message is said in English. */
static void
warn_at(const char *path, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say_at("warning: ", path, line, fmt, ap);
	va_end(ap);
}

static void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n)) == NULL) {
		perror("mkcat");
		exit(1);
	}
	return p;
}

/* The whole of file path, NUL-terminated; NULL (said) when unreadable. */
static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t n = 0, cap = 0, got;

	if (f == NULL) {
		error_at(path, 0, "%s", strerror(errno));
		return NULL;
	}
	do {
		if (cap - n < 4096)
			s = xrealloc(s, cap = cap * 2 + 8192);
		got = fread(s + n, 1, cap - n - 1, f);
		n += got;
	} while (got > 0);
	if (ferror(f) || memchr(s, '\0', n) != NULL) {
		error_at(path, 0, ferror(f) ? "cannot read it" :
		    "a NUL byte: not a text file");
		fclose(f);
		free(s);
		return NULL;
	}
	fclose(f);
	s[n] = '\0';
	return s;
}

/* ------------------------------------------------------------ msg.h */

static int
is_word(int c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

/*
 * The ids of enum msg_id in header path, up to M_N (which counts them),
 * into ids; comments skipped.
 */
static void
read_ids(const char *path)
{
	char *text = slurp(path), *p, *end;
	size_t cap = 0;

	header = path;
	if (text == NULL)
		exit(1);
	if ((p = strstr(text, "enum msg_id {")) == NULL) {
		error_at(path, 0, "no \"enum msg_id {\"");
		exit(1);
	}
	for (p += strlen("enum msg_id {"); *p != '\0' && *p != '}';) {
		if (p[0] == '/' && p[1] == '*') {
			if ((end = strstr(p + 2, "*/")) == NULL)
				break;
			p = end + 2;
		} else if (is_word((unsigned char)*p)) {
			for (end = p; is_word((unsigned char)*end); end++)
				;
			if (end - p == 3 && strncmp(p, "M_N", 3) == 0)
				break;
			if (nids == cap)
				ids = xrealloc(ids, (cap = cap * 2 + 512) *
				    sizeof(*ids));
			ids[nids] = xrealloc(NULL, (size_t)(end - p) + 1);
			memcpy(ids[nids], p, (size_t)(end - p));
			ids[nids++][end - p] = '\0';
			p = end;
		} else {
			p++;
		}
	}
	if (strncmp(p, "M_N", 3) != 0) {
		error_at(path, 0, "enum msg_id does not end with M_N");
		exit(1);
	}
	free(text);
}

/* The index of id name in ids, or -1. */
static long
id_index(const char *name)
{
	size_t i;

	for (i = 0; i < nids; i++)
		if (strcmp(ids[i], name) == 0)
			return (long)i;
	return -1;
}

/* ------------------------------------------------------------ PO files */

/* Append c to the string at *s (NULL: empty), growing it. */
static void
put_char(char **s, char c)
{
	size_t n = *s != NULL ? strlen(*s) : 0;

	*s = xrealloc(*s, n + 2);
	(*s)[n] = c;
	(*s)[n + 1] = '\0';
}

/* The value of escape sequence *pp (after its backslash), moved past. */
static int
unescape(const char **pp)
{
	static const char from[] = "ntrabfv\\\"'?", to[] = "\n\t\r\a\b\f\v"
	    "\\\"'?";
	const char *p = *pp, *k;
	int v = 0, i;

	if (*p != '\0' && (k = strchr(from, *p)) != NULL) {
		*pp = p + 1;
		return to[k - from];
	}
	if (*p >= '0' && *p <= '7') {
		for (i = 0; i < 3 && *p >= '0' && *p <= '7'; i++)
			v = v * 8 + *p++ - '0';
	} else if (*p == 'x') {
		for (p++, i = 0; i < 2 && strchr("0123456789abcdefABCDEF", *p) &&
		    *p != '\0'; i++, p++)
			v = v * 16 + (*p <= '9' ? *p - '0' : (*p | 0x20) - 'a' +
			    10);
		if (i == 0)
			return -1;
	} else {
		return -1;
	}
	*pp = p;
	return v > 0 && v < 256 ? v : -1;
}

/*
 * The string that starts at p ("..." with C's escapes, then only blanks),
 * appended to *s.  0, or -1 (said) when it is not one.
 */
static int
read_string(const char *path, int line, const char *p, char **s)
{
	int c;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '"') {
		error_at(path, line, "a string (\"...\") was expected");
		return -1;
	}
	if (*s == NULL)
		put_char(s, '\0');	/* "" is a string too */
	for (; *p != '"'; p++) {
		if (*p == '\0') {
			error_at(path, line, "the string does not end");
			return -1;
		}
		if (*p != '\\') {
			put_char(s, *p);
			continue;
		}
		p++;
		if ((c = unescape(&p)) < 0) {
			error_at(path, line, "an escape sequence C does not have");
			return -1;
		}
		put_char(s, (char)c);
		p--;
	}
	for (p++; *p == ' ' || *p == '\t'; p++)
		;
	if (*p != '\0') {
		error_at(path, line, "something after the string");
		return -1;
	}
	return 0;
}

/* Whether s is well-formed UTF-8 (no overlong forms, no surrogates). */
static int
utf8_ok(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned long cp;
	int n, i;

	while (*p != '\0') {
		if (*p < 0x80) {
			p++;
			continue;
		}
		n = *p >= 0xf0 ? 3 : *p >= 0xe0 ? 2 : *p >= 0xc2 ? 1 : -1;
		if (n < 0 || *p > 0xf4)
			return 0;
		cp = *p++ & (0x3fu >> n);
		for (i = 0; i < n; i++, p++) {
			if ((*p & 0xc0) != 0x80)
				return 0;
			cp = cp << 6 | (*p & 0x3fu);
		}
		if ((n == 2 && cp < 0x800) || (n == 3 && cp < 0x10000) ||
		    cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
			return 0;
	}
	return 1;
}

static void
entry_free(struct entry *e)
{
	int k;

	free(e->ctxt);
	free(e->id);
	free(e->id_plural);
	for (k = 0; k < MAXFORMS; k++)
		free(e->str[k]);
	memset(e, 0, sizeof(*e));
}

/* The entry read so far, checked and kept (or dropped: #~); then none. */
static void
end_entry(struct po *po, struct entry *e, int started)
{
	int k, bad = 0;

	if (!started || e->obsolete) {
		entry_free(e);
		return;
	}
	if (e->id == NULL || e->nstr == 0) {
		error_at(po->path, e->line, "an entry with no %s",
		    e->id == NULL ? "msgid" : "msgstr");
		bad = 1;
	} else if ((e->id_plural != NULL) != e->indexed) {
		error_at(po->path, e->line, e->indexed ? "msgstr[k] without "
		    "a msgid_plural" : "msgid_plural with a plain msgstr");
		bad = 1;
	}
	bad |= e->ctxt != NULL && !utf8_ok(e->ctxt);
	bad |= e->id != NULL && !utf8_ok(e->id);
	bad |= e->id_plural != NULL && !utf8_ok(e->id_plural);
	for (k = 0; k < e->nstr; k++)
		bad |= !utf8_ok(e->str[k]);
	if (bad) {
		if (errors == 0)
			error_at(po->path, e->line, "a string that is not UTF-8");
		entry_free(e);
		return;
	}
	if (po->n == po->cap)
		po->e = xrealloc(po->e, (po->cap = po->cap * 2 + 256) *
		    sizeof(*po->e));
	po->e[po->n++] = *e;
	memset(e, 0, sizeof(*e));
}

/* The flags of a "#," line: fuzzy is the one that counts here. */
static void
read_flags(struct entry *e, const char *p)
{
	const char *w;

	for (w = p; (w = strstr(w, "fuzzy")) != NULL; w += 5)
		if ((w == p || w[-1] == ' ' || w[-1] == ',') &&
		    (w[5] == '\0' || w[5] == ' ' || w[5] == ','))
			e->fuzzy = 1;
}

/*
 * One keyword line of the entry at e ("msgid \"...\""): the field it
 * starts, which *last then names for the strings that continue it.
 */
static int
read_keyword(struct po *po, struct entry *e, int line, char *p,
    char ***last)
{
	size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyz_");
	char **field = NULL;
	int k;

	if (n == 7 && strncmp(p, "msgctxt", n) == 0 && e->id == NULL &&
	    e->ctxt == NULL) {
		field = &e->ctxt;
		e->line = line;
	} else if (n == 5 && strncmp(p, "msgid", n) == 0 && e->id == NULL) {
		field = &e->id;
		if (e->line == 0)
			e->line = line;
	} else if (n == 12 && strncmp(p, "msgid_plural", n) == 0 &&
	    e->id != NULL && e->id_plural == NULL && e->nstr == 0) {
		field = &e->id_plural;
	} else if (n == 6 && strncmp(p, "msgstr", n) == 0 && e->id != NULL) {
		if (p[n] == '[') {
			k = (int)strtol(p + n + 1, &p, 10);
			if (k != e->nstr || *p != ']' || k >= MAXFORMS ||
			    (k > 0 && !e->indexed)) {
				error_at(po->path, line, "msgstr[%d] out of "
				    "order (or more than %d forms)", k, MAXFORMS);
				return -1;
			}
			p -= n;
			e->indexed = 1;
		} else if (e->nstr > 0) {
			field = NULL;
			goto bad;
		}
		p++;
		field = &e->str[e->nstr++];
	}
	if (field == NULL)
		goto bad;
	*last = field;
	return read_string(po->path, line, p + n, field);
bad:
	error_at(po->path, line, "a line gettext's PO format does not have "
	    "here: %.20s", p);
	return -1;
}

/* PO file po->path read into po's entries; errors said and counted. */
static void
read_po(struct po *po)
{
	char *text = slurp(po->path), *p, *nl;
	struct entry e;
	char **last = NULL;
	int line = 0, started = 0;

	if (text == NULL)
		return;
	memset(&e, 0, sizeof(e));
	for (p = text; *p != '\0'; p = nl) {
		if ((nl = strchr(p, '\n')) != NULL)
			*nl++ = '\0';
		else
			nl = p + strlen(p);
		if (nl - p > 1 && nl[-2] == '\r')
			nl[-2] = '\0';
		line++;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0') {		/* a blank line ends an entry */
			end_entry(po, &e, started);
			started = 0;
			last = NULL;
			continue;
		}
		if (*p == '"') {
			if (last == NULL || e.obsolete) {
				error_at(po->path, line, "a string with no "
				    "keyword before it");
				continue;
			}
			read_string(po->path, line, p, last);
			continue;
		}
		/* a comment or msgctxt/msgid after a msgstr starts an entry */
		if ((*p == '#' && p[1] != '~') || strncmp(p, "msgctxt", 7) == 0 ||
		    (strncmp(p, "msgid", 5) == 0 && p[5] != '_')) {
			if (e.nstr > 0) {
				end_entry(po, &e, started);
				started = 0;
			}
		}
		started = 1;
		last = NULL;
		if (*p == '#') {
			if (p[1] == '~')
				e.obsolete = 1;
			else if (p[1] == ',')
				read_flags(&e, p + 2);
			continue;
		}
		if (read_keyword(po, &e, line, p, &last) != 0)
			last = NULL;
	}
	end_entry(po, &e, started);
	free(text);
}

/* ------------------------------------------------------------ checks */

/* Which of %1..%9 text uses: bit k for %(k+1) ("%%" is no argument). */
static unsigned
args_used(const char *text)
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

/* "%2, %3": the arguments in mask, into buf. */
static const char *
args_list(unsigned mask, char *buf)
{
	int k;

	buf[0] = '\0';
	for (k = 0; k < 9; k++)
		if (mask & 1u << k)
			sprintf(buf + strlen(buf), "%s%%%d", buf[0] ? ", " : "",
			    k + 1);
	return buf;
}

/*
 * Header field name's value ("Plural-Forms"), up to its line's end, into
 * buf (size len); NULL when the header has none.
 */
static const char *
header_field(const struct po *po, const char *name, char *buf, size_t len)
{
	const char *p, *end;
	size_t n = strlen(name);

	if (po->head == NULL)
		return NULL;
	for (p = po->head->str[0]; p != NULL && *p != '\0'; p = end) {
		end = strchr(p, '\n');
		end = end != NULL ? end + 1 : p + strlen(p);
		if (strncmp(p, name, n) == 0 && p[n] == ':') {
			for (p += n + 1; *p == ' '; p++)
				;
			n = strcspn(p, "\n");
			if (n >= len)
				n = len - 1;
			memcpy(buf, p, n);
			buf[n] = '\0';
			return buf;
		}
	}
	return NULL;
}

/* Where the expression of Plural-Forms' "plural=" starts in s, or NULL
   (not the "plural=" that ends "nplurals="). */
static char *
plural_expr(char *s)
{
	char *p;

	for (p = s; (p = strstr(p, "plural=")) != NULL; p += 7)
		if (p == s || p[-1] != 'n')
			return p + 7;
	return NULL;
}

/*
 * Plural-Forms' "nplurals=N; plural=EXPR;" into po (nplurals 0 when the
 * header has none).  EXPR is C in n: only n, digits, blanks and C's
 * operators may be in it, as gettext's grammar has.
 */
static void
read_plural_forms(struct po *po)
{
	char buf[512], *p;
	size_t i;

	if (header_field(po, "Plural-Forms", buf, sizeof(buf)) == NULL)
		return;
	p = strstr(buf, "nplurals=");
	po->nplurals = p != NULL ? atoi(p + 9) : 0;
	if (po->nplurals < 1 || po->nplurals > MAXFORMS ||
	    (p = plural_expr(buf)) == NULL) {
		error_at(po->path, po->head->line, "Plural-Forms is not "
		    "\"nplurals=N; plural=EXPRESSION;\" with N from 1 to %d",
		    MAXFORMS);
		po->nplurals = 0;
		return;
	}
	p[strcspn(p, ";")] = '\0';
	for (i = 0; p[i] != '\0'; i++)
		if (strchr("n0123456789 \t()?:!=<>%&|+-*/", p[i]) == NULL ||
		    (p[i] == 'n' && p[i + 1] == 'n')) {
			error_at(po->path, po->head->line, "Plural-Forms' "
			    "plural= is not an expression in n: %s", p);
			po->nplurals = 0;
			return;
		}
	snprintf(po->plural, sizeof(po->plural), "%s", p);
}

/*
 * The file's header (msgid "" with no msgctxt) found, its charset checked
 * (UTF-8) and its Plural-Forms read.
 */
static void
read_header(struct po *po, int is_template)
{
	char buf[256];
	size_t i;

	for (i = 0; i < po->n && po->head == NULL; i++)
		if (po->e[i].ctxt == NULL && po->e[i].id[0] == '\0')
			po->head = &po->e[i];
	if (po->head == NULL) {
		error_at(po->path, 0, "no header entry (msgid \"\")");
		return;
	}
	if (header_field(po, "Content-Type", buf, sizeof(buf)) == NULL ||
	    strstr(buf, "charset=UTF-8") == NULL)
		error_at(po->path, po->head->line, "the header's Content-Type "
		    "must say charset=UTF-8");
	if (!is_template)
		read_plural_forms(po);
}

/* Entry with msgctxt name in po, or NULL. */
static const struct entry *
find_entry(const struct po *po, const char *name)
{
	size_t i;

	for (i = 0; i < po->n; i++)
		if (po->e[i].ctxt != NULL && strcmp(po->e[i].ctxt, name) == 0)
			return &po->e[i];
	return NULL;
}

/*
 * Each entry but the header names an id, once; with ids_only, an id of
 * msg.h (the template), else one of the template's.
 */
static void
check_names(const struct po *po, const struct po *pot)
{
	size_t i, j;

	for (i = 0; i < po->n; i++) {
		const struct entry *e = &po->e[i];

		if (e == po->head)
			continue;
		if (e->ctxt == NULL) {
			error_at(po->path, e->line, "an entry with no msgctxt: "
			    "each message is named by its id in %s", header);
			continue;
		}
		for (j = 0; j < i; j++)
			if (po->e[j].ctxt != NULL &&
			    strcmp(po->e[j].ctxt, e->ctxt) == 0)
				error_at(po->path, e->line, "%s again (line %d)",
				    e->ctxt, po->e[j].line);
		if (pot == NULL && id_index(e->ctxt) < 0)
			error_at(po->path, e->line, "%s is no id of "
			    "%s's enum msg_id", e->ctxt, header);
		else if (pot == NULL && e->id[0] == '\0')
			error_at(po->path, e->line, "%s has no English", e->ctxt);
		else if (pot != NULL && find_entry(pot, e->ctxt) == NULL)
			error_at(po->path, e->line, "%s is in no entry of %s "
			    "(msgmerge it: README, Languages)", e->ctxt,
			    pot->path);
	}
	for (i = 0; pot == NULL && i < nids; i++)
		if (find_entry(po, ids[i]) == NULL)
			error_at(po->path, 0, "%s (an id of %s) has no entry",
			    ids[i], header);
}

/*
 * Whether translation e of the template's entry en is said (1): it is
 * not fuzzy, it translates the template's English (-1 with a warning
 * otherwise) and it has every form (0 when it has none: counted, not
 * warned of).  Its arguments are checked: each form uses only the
 * English's, and the forms together all of them.
 */
static int
usable(const struct po *po, const struct entry *e, const struct entry *en)
{
	unsigned want, got = 0, one;
	char b1[64], b2[64];
	int k, empty = 0;

	for (k = 0; k < e->nstr; k++)
		empty += e->str[k][0] == '\0';
	if (empty == e->nstr)
		return 0;
	if (e->fuzzy) {
		warn_at(po->path, e->line, "%s is fuzzy: English is said until "
		    "it is translated again", e->ctxt);
		return -1;
	}
	if (strcmp(e->id, en->id) != 0 || (e->id_plural == NULL) !=
	    (en->id_plural == NULL) || (e->id_plural != NULL &&
	    strcmp(e->id_plural, en->id_plural) != 0)) {
		warn_at(po->path, e->line, "%s translates another English than "
		    "the template's (msgmerge it): English is said", e->ctxt);
		return -1;
	}
	if (empty > 0 || (e->indexed && e->nstr != po->nplurals)) {
		error_at(po->path, e->line, "%s has %d of the %d forms "
		    "Plural-Forms asks for", e->ctxt, e->nstr - empty,
		    po->nplurals);
		return -1;
	}
	want = args_used(en->id) | (en->id_plural != NULL ?
	    args_used(en->id_plural) : 0);
	for (k = 0; k < e->nstr; k++) {
		got |= one = args_used(e->str[k]);
		if (one & ~want)
			error_at(po->path, e->line, "%s: the translation%s uses "
			    "%s, which the English does not", e->ctxt,
			    e->indexed ? "'s form" : "", args_list(one & ~want,
			    b1));
	}
	if (want & ~got)
		error_at(po->path, e->line, "%s: the translation drops %s "
		    "(the English: %s)", e->ctxt, args_list(want & ~got, b1),
		    args_list(want, b2));
	return 1;
}

/* ------------------------------------------------------------ output */

/* s as a C string, broken after each newline, at a line's indent. */
static void
put_c_string(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	putchar('"');
	for (; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\' || *p == '?')
			printf("\\%c", *p);
		else if (*p == '\n')
			fputs(p[1] != '\0' ? "\\n\"\n\t    \"" : "\\n", stdout);
		else if (*p >= ' ' && *p < 0x7f)
			putchar(*p);
		else
			printf("\\%03o", (unsigned)*p);
	}
	putchar('"');
}

/*
 * One language's tables: the texts (a plural message's first form), the
 * plural messages' forms, the rule that picks a form.  said[i] is the
 * entry translating id i, or NULL (English is said).
 */
static void
put_language(const char *code, const struct entry *const *said,
    const char *plural)
{
	size_t i;
	int k;

	printf("static const char *const text_%s[M_N] = {\n", code);
	for (i = 0; i < nids; i++)
		if (said[i] != NULL) {
			printf("\t[%s] = ", ids[i]);
			put_c_string(said[i]->str[0]);
			puts(",");
		}
	puts("};\n");
	for (i = 0; i < nids; i++)
		if (said[i] != NULL && said[i]->indexed) {
			printf("static const char *const forms_%s_%s[] = {\n",
			    code, ids[i]);
			for (k = 0; k < said[i]->nstr; k++) {
				putchar('\t');
				put_c_string(said[i]->str[k]);
				puts(",");
			}
			puts("};\n");
		}
	printf("static const char *const *const forms_%s[M_N] = {\n", code);
	for (i = 0, k = 0; i < nids; i++)
		if (said[i] != NULL && said[i]->indexed)
			printf("\t[%s] = forms_%s_%s,\n", ids[i], code,
			    ids[i]), k++;
	if (k == 0)
		puts("\t0");
	puts("};\n");
	printf("static unsigned long\nplural_%s(unsigned long n)\n{\n"
	    "\t(void)n;\n\treturn (unsigned long)(%s);\n}\n\n", code, plural);
}

/*
 * English from the template: its msgid, or for a plural entry msgid and
 * msgid_plural as its two forms (said[i] points at a copy so made).
 */
static void
put_english(const struct po *pot)
{
	const struct entry **said = xrealloc(NULL, nids * sizeof(*said));
	struct entry *en = xrealloc(NULL, nids * sizeof(*en));
	size_t i;

	for (i = 0; i < nids; i++) {
		const struct entry *e = find_entry(pot, ids[i]);

		memset(&en[i], 0, sizeof(en[i]));
		en[i].str[0] = e->id;
		en[i].str[1] = e->id_plural;
		en[i].nstr = e->id_plural != NULL ? 2 : 1;
		en[i].indexed = e->id_plural != NULL;
		said[i] = &en[i];
	}
	put_language("en", said, "n != 1");
	free(said);
	free(en);
}

/* The language of po: its file's name less ".po", two or three small
   letters, not en, not one before it. */
static void
read_code(struct po *po, const struct po *before, int nbefore)
{
	const char *base = strrchr(po->path, '/');
	size_t n;
	int i;

	base = base != NULL ? base + 1 : po->path;
	n = strspn(base, "abcdefghijklmnopqrstuvwxyz");
	if (n < 2 || n > 3 || strcmp(base + n, ".po") != 0 ||
	    strncmp(base, "en.", 3) == 0) {
		error_at(po->path, 0, "a translation is named LL.po, LL its "
		    "language's code in two or three small letters (zh.po), "
		    "not en (the template's)");
		return;
	}
	memcpy(po->code, base, n);
	po->code[n] = '\0';
	for (i = 0; i < nbefore; i++)
		if (strcmp(before[i].code, po->code) == 0)
			error_at(po->path, 0, "language %s comes twice (%s)",
			    po->code, before[i].path);
}

/*
 * Translation po read, checked against the template pot and written as
 * its language's tables; English is said where it has no usable entry.
 */
static void
put_translation(struct po *po, const struct po *pot)
{
	const struct entry **said = xrealloc(NULL, nids * sizeof(*said));
	size_t i, missing = 0;
	char some[160] = "";
	int plurals = 0;

	read_po(po);
	read_header(po, 0);
	check_names(po, pot);
	for (i = 0; i < nids; i++)
		plurals |= find_entry(pot, ids[i])->id_plural != NULL;
	if (errors == 0 && plurals && po->nplurals == 0) {
		error_at(po->path, po->head->line, "the header has no "
		    "Plural-Forms (\"nplurals=1; plural=0;\" for a language "
		    "with one form)");
	}
	for (i = 0; errors == 0 && i < nids; i++) {
		const struct entry *e = find_entry(po, ids[i]);
		int u = e != NULL ? usable(po, e, find_entry(pot, ids[i])) : 0;

		said[i] = u > 0 ? e : NULL;
		if (u == 0 && missing++ < 3)
			snprintf(some + strlen(some), sizeof(some) - strlen(some),
			    "%s%s", missing > 1 ? ", " : "", ids[i]);
	}
	if (errors == 0 && missing > 0)
		warn_at(po->path, 0, "%zu of %zu messages not translated (%s%s): "
		    "English is said for them", missing, nids, some,
		    missing > 3 ? "..." : "");
	if (errors == 0)
		put_language(po->code, said, po->plural);
	free(said);
}

int
main(int argc, char **argv)
{
	static struct po pot, po[MAXLANGS];
	int i, n = argc - 3;

	if (argc < 3 || n > MAXLANGS) {
		fprintf(stderr, "usage: mkcat msg.h abviz.pot [LL.po...] "
		    ">catalog.h (at most %d)\n", MAXLANGS);
		return 2;
	}
	read_ids(argv[1]);
	pot.path = argv[2];
	read_po(&pot);
	read_header(&pot, 1);
	check_names(&pot, NULL);
	for (i = 0; i < n; i++) {
		po[i].path = argv[3 + i];
		read_code(&po[i], po, i);
	}
	if (errors > 0)
		return 1;
	printf("/* Generated by mkcat (src/msg/mkcat.c) from %s", pot.path);
	for (i = 0; i < n; i++)
		printf(", %s", po[i].path);
	puts(": do not edit. */\n");
	puts("#pragma GCC diagnostic push");
	puts("#pragma GCC diagnostic ignored \"-Wparentheses\"\n");
	put_english(&pot);
	for (i = 0; i < n; i++)
		put_translation(&po[i], &pot);
	puts("#pragma GCC diagnostic pop\n");
	printf("#define CATALOG_N %d\n#define CATALOG_CODES \"en\"", n + 1);
	for (i = 0; i < n; i++)
		printf(", \"%s\"", po[i].code);
	puts("\n");
	puts("static const struct lang_table catalog[CATALOG_N] = {");
	puts("\t{ \"en\", text_en, forms_en, 2, plural_en },");
	for (i = 0; i < n; i++)
		printf("\t{ \"%s\", text_%s, forms_%s, %d, plural_%s },\n",
		    po[i].code, po[i].code, po[i].code, po[i].nplurals,
		    po[i].code);
	puts("};");
	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("mkcat");
		return 1;
	}
	return errors > 0 ? 1 : 0;
}
