/*
 * jscan.c: where things are in raw JSON text.  Nothing here allocates;
 * nesting is followed with a fixed stack, so no input can exhaust the C stack.
 */
#include <stdio.h>
#include <string.h>

#include "jscan.h"
#include "msg.h"

void
jscan_advance(const char *s, struct jscan_pos *p, size_t off)
{
	if (off < p->off || p->line == 0) {
		p->off = 0;
		p->line = p->col = 1;
	}
	for (; p->off < off; p->off++) {
		unsigned char c = (unsigned char)s[p->off];

		if (c == '\n') {
			p->line++;
			p->col = 1;
		} else if ((c & 0xC0) != 0x80) {
			/* count characters: UTF-8 continuation bytes are not columns */
			p->col++;
		}
	}
}

void
jscan_linecol(const char *s, size_t off, int *line, int *col)
{
	struct jscan_pos p = { 0, 0, 0 };

	jscan_advance(s, &p, off);
	*line = p.line;
	*col = p.col;
}

static size_t
skip_ws(const char *s, size_t len, size_t p)
{
	while (p < len && (s[p] == ' ' || s[p] == '\t' || s[p] == '\n' ||
	    s[p] == '\r'))
		p++;
	return p;
}

static int
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int
is_hex(char c)
{
	return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Describe the byte at s[p] for a message: 'x', or its code when unprintable. */
static const char *
describe(const char *s, size_t len, size_t p, char *buf, size_t buflen)
{
	unsigned char c;

	char hex[8];

	if (p >= len)
		return msg(M_JSON_END_OF_INPUT);
	c = (unsigned char)s[p];
	if (c >= 0x20 && c < 0x7f) {
		snprintf(buf, buflen, "'%c'", c);
	} else {
		snprintf(hex, sizeof(hex), "0x%02x", c);
		MSG_FORMAT(buf, buflen, M_JSON_BYTE, hex);
	}
	return buf;
}

/* The value of the four hex digits at s (checked already). */
static unsigned
hex4(const char *s)
{
	unsigned v = 0;
	int k;

	for (k = 0; k < 4; k++) {
		char c = s[k];

		v = v << 4 | (unsigned)(is_digit(c) ? c - '0' : c >= 'a' ?
		    c - 'a' + 10 : c - 'A' + 10);
	}
	return v;
}

/*
 * What a \u escape at s[i] (its four hex digits checked) may not be, said
 * in why: 0 when it is a character a text can hold, with *n the bytes of
 * the escape (12 for a surrogate pair), else -1.  JSON lets \u0000 stand
 * in a string, but a text in abviz ends at a NUL: "n\u0000ame" would be
 * read as "n", and two ids "x\u0000y" and "x\u0000z" as one.  A
 * surrogate (U+D800..U+DFFF) is half of a pair that writes a character
 * above U+FFFF: a high one (D800..DBFF) must come first, a low one
 * (DC00..DFFF) right after it.
 */
static int
check_escape(const char *s, size_t len, size_t i, size_t *n, char *why,
    size_t whylen)
{
	unsigned v = hex4(s + i + 2), w;
	char esc[8];
	size_t k;

	*n = 6;
	if (v == 0) {
		msg_format(why, whylen, M_JSON_U0000_STRING_TEXT_CANNOT, NULL,
		    0);
		return -1;
	}
	if (v >= 0xDC00 && v <= 0xDFFF) {
		snprintf(esc, sizeof(esc), "\\%.5s", s + i + 1);
		MSG_FORMAT(why, whylen, M_JSON_LONE_LOW, esc);
		return -1;
	}
	if (v < 0xD800 || v > 0xDBFF)
		return 0;
	for (k = 0; k < 4 && i + 8 + k < len && is_hex(s[i + 8 + k]); k++)
		;
	w = k == 4 && s[i + 6] == '\\' && s[i + 7] == 'u' ?
	    hex4(s + i + 8) : 0;
	if (w < 0xDC00 || w > 0xDFFF) {
		snprintf(esc, sizeof(esc), "\\%.5s", s + i + 1);
		MSG_FORMAT(why, whylen, M_JSON_LONE_HIGH, esc);
		return -1;
	}
	*n = 12;
	return 0;
}

/*
 * Scan a string starting at the opening quote s[*p].  On success *p is just
 * past the closing quote and 0 is returned; on error *p is at the fault.
 * When strict, a \u escape must also be a character a text can hold
 * (check_escape); valid JSON is skipped over without that.
 */
static int
scan_string(const char *s, size_t len, size_t *p, char *why, size_t whylen,
    int strict)
{
	size_t i = *p + 1, n;
	char esc[8];

	while (i < len && s[i] != '"') {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n') {
			msg_format(why, whylen,
			    M_JSON_UNTERMINATED_STRING_STRING_ENDS, NULL, 0);
			return -1;	/* *p stays at the opening quote */
		}
		if (c < 0x20) {
			*p = i;
			char hex[8];

			snprintf(hex, sizeof(hex), "0x%02x", c);
			MSG_FORMAT(why, whylen, M_JSON_CONTROL, hex);
			return -1;
		}
		if (c == '\\') {
			int k;

			if (i + 1 >= len)
				break;
			switch (s[i + 1]) {
			case '"': case '\\': case '/': case 'b': case 'f':
			case 'n': case 'r': case 't':
				i += 2;
				continue;
			case 'u':
				for (k = 0; k < 4; k++)
					if (i + 2 + (size_t)k >= len ||
					    !is_hex(s[i + 2 + (size_t)k])) {
						*p = i;
						msg_format(why, whylen,
						    M_JSON_U_MUST_BE_FOLLOWED,
						    NULL, 0);
						return -1;
					}
				if (strict && check_escape(s, len, i, &n, why,
				    whylen) != 0) {
					*p = i;
					return -1;
				}
				i += strict ? n : 6;
				continue;
			default:
				*p = i;
				snprintf(esc, sizeof(esc), "\\%c", s[i + 1]);
				MSG_FORMAT(why, whylen, M_JSON_BAD_ESCAPE,
				    esc);
				return -1;
			}
		}
		i++;
	}
	if (i >= len) {
		msg_format(why, whylen, M_JSON_UNTERMINATED_STRING, NULL, 0);
		return -1;	/* *p stays at the opening quote */
	}
	*p = i + 1;
	return 0;
}

/* Scan a number by JSON's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static int
scan_number(const char *s, size_t len, size_t *p, char *why, size_t whylen)
{
	size_t i = *p;

	if (i < len && s[i] == '-')
		i++;
	if (i >= len || !is_digit(s[i])) {
		*p = i;
		msg_format(why, whylen, M_JSON_EXPECTED_DIGIT_AFTER, NULL, 0);
		return -1;
	}
	if (s[i] == '0' && i + 1 < len && is_digit(s[i + 1])) {
		*p = i;
		msg_format(why, whylen, M_JSON_NUMBERS_CANNOT_HAVE_LEADING,
		    NULL, 0);
		return -1;
	}
	while (i < len && is_digit(s[i]))
		i++;
	if (i < len && s[i] == '.') {
		i++;
		if (i >= len || !is_digit(s[i])) {
			*p = i;
			msg_format(why, whylen, M_JSON_EXPECTED_DIGIT_AFTER_2,
			    NULL, 0);
			return -1;
		}
		while (i < len && is_digit(s[i]))
			i++;
	}
	if (i < len && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		if (i < len && (s[i] == '+' || s[i] == '-'))
			i++;
		if (i >= len || !is_digit(s[i])) {
			*p = i;
			msg_format(why, whylen, M_JSON_EXPECTED_DIGIT_EXPONENT,
			    NULL, 0);
			return -1;
		}
		while (i < len && is_digit(s[i]))
			i++;
	}
	*p = i;
	return 0;
}

static int
has_word(const char *s, size_t len, size_t p, const char *w)
{
	size_t n = strlen(w);

	return p + n <= len && memcmp(s + p, w, n) == 0;
}

/* Scan one scalar value (string, number, literal) at s[*p]. */
static int
scan_scalar(const char *s, size_t len, size_t *p, char *why, size_t whylen)
{
	static const char *const words[] = { "true", "false", "null" };
	char what[16];
	size_t k;

	if (*p >= len) {
		msg_format(why, whylen, M_JSON_UNEXPECTED_END_INPUT_EXPECTED,
		    NULL, 0);
		return -1;
	}
	if (s[*p] == '"')
		return scan_string(s, len, p, why, whylen, 1);
	if (has_word(s, len, *p, "NaN") || has_word(s, len, *p, "Infinity") ||
	    has_word(s, len, *p, "-Infinity")) {
		msg_format(why, whylen, M_JSON_NAN_INFINITY_ARE_NOT, NULL, 0);
		return -1;
	}
	if (s[*p] == '-' || is_digit(s[*p]))
		return scan_number(s, len, p, why, whylen);
	for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (has_word(s, len, *p, words[k])) {
			*p += strlen(words[k]);
			return 0;
		}
	if (s[*p] == '\'')
		msg_format(why, whylen, M_JSON_STRINGS_TAKE_DOUBLE_QUOTES,
		    NULL, 0);
	else if (s[*p] == ']' || s[*p] == '}')
		MSG_FORMAT(why, whylen, M_JSON_TRAILING_COMMA,
		    s[*p] == ']' ? "]" : "}");
	else
		MSG_FORMAT(why, whylen, M_JSON_EXPECTED_VALUE_FOUND,
		    describe(s, len, *p, what, sizeof(what)));
	return -1;
}

/*
 * A validator as a loop over an explicit stack of open containers.  States:
 * expecting a value, expecting an object key, or after a value.
 */
/*
 * A key and its ':' at s[*p] (after white space), for jscan_diagnose: 0
 * with *p past the ':', or -1 with *p where it went wrong and the reason
 * in why.
 */
static int
scan_key(const char *s, size_t len, size_t *p, char *why, size_t whylen)
{
	char what[16];

	if (*p >= len || s[*p] != '"') {
		if (*p < len && s[*p] == '}')
			msg_format(why, whylen,
			    M_JSON_EXPECTED_KEY_BEFORE_TRAILING, NULL, 0);
		else if (*p < len && s[*p] == '\'')
			msg_format(why, whylen, M_JSON_KEYS_TAKE_DOUBLE_QUOTES,
			    NULL, 0);
		else
			MSG_FORMAT(why, whylen,
			    M_JSON_EXPECTED_KEY_DOUBLE_QUOTES, describe(s, len,
			    *p, what, sizeof(what)));
		return -1;
	}
	if (scan_string(s, len, p, why, whylen, 1) != 0)
		return -1;
	*p = skip_ws(s, len, *p);
	if (*p >= len || s[*p] != ':') {
		MSG_FORMAT(why, whylen, M_JSON_EXPECTED_AFTER_KEY_FOUND,
		    describe(s, len, *p, what, sizeof(what)));
		return -1;
	}
	(*p)++;
	return 0;
}

int
jscan_diagnose(const char *s, size_t len, size_t *off, char *why,
    size_t whylen)
{
	char stack[JSCAN_MAX_NESTING + 1];
	int depth = 0;
	size_t p;
	char what[16];
	enum { VALUE, KEY, AFTER } state = VALUE;

	p = skip_ws(s, len, 0);
	if (p >= len) {
		*off = p;
		msg_format(why, whylen, M_JSON_EMPTY_FILE_EXPECTED_TREE, NULL,
		    0);
		return -1;
	}
	for (;;) {
		p = skip_ws(s, len, p);
		switch (state) {
		case VALUE:
			if (p < len && (s[p] == '{' || s[p] == '[')) {
				if (depth == JSCAN_MAX_NESTING) {
					*off = p;
					MSG_FORMAT(why, whylen,
					    M_JSON_NESTING_DEEPER_THAN_LEVELS,
					    MSG_INT(JSCAN_MAX_NESTING));
					return -1;
				}
				stack[depth++] = s[p];
				p = skip_ws(s, len, p + 1);
				if (p < len && s[p] == (stack[depth - 1] == '{' ?
				    '}' : ']')) {
					depth--;
					p++;
					state = AFTER;
				} else {
					state = stack[depth - 1] == '{' ? KEY : VALUE;
				}
				continue;
			}
			if (scan_scalar(s, len, &p, why, whylen) != 0) {
				*off = p;
				return -1;
			}
			state = AFTER;
			continue;
		case KEY:
			if (scan_key(s, len, &p, why, whylen) != 0) {
				*off = p;
				return -1;
			}
			state = VALUE;
			continue;
		case AFTER:
			if (depth == 0) {
				if (p < len) {
					*off = p;
					MSG_FORMAT(why, whylen,
					    M_JSON_UNEXPECTED_AFTER_TREE,
					    describe(s, len, p, what,
					    sizeof(what)));
					return -1;
				}
				return 0;
			}
			if (p < len && s[p] == ',') {
				p++;
				state = stack[depth - 1] == '{' ? KEY : VALUE;
				continue;
			}
			if (p < len && s[p] == (stack[depth - 1] == '{' ? '}' : ']')) {
				depth--;
				p++;
				continue;
			}
			*off = p;
			MSG_FORMAT(why, whylen, M_JSON_EXPECTED_COMMA_OR,
			    stack[depth - 1] == '{' ? "}" : "]",
			    describe(s, len, p, what, sizeof(what)));
			return -1;
		}
	}
}

/*
 * Skip one value of valid JSON starting at s[p] (after white space); return
 * the offset just past it.  Containers are skipped by counting brackets
 * outside strings.
 */
static size_t
skip_value(const char *s, size_t len, size_t p)
{
	int depth = 0;
	char why[8];

	p = skip_ws(s, len, p);
	do {
		if (p >= len)
			return len;
		if (s[p] == '"') {
			if (scan_string(s, len, &p, why, sizeof(why), 0) != 0)
				return len;
			continue;
		}
		if (s[p] == '{' || s[p] == '[')
			depth++;
		else if (s[p] == '}' || s[p] == ']')
			depth--;
		else if (depth == 0) {
			/* a scalar at top level: run to its end */
			while (p < len && !strchr(" \t\r\n,]}", s[p]))
				p++;
			return p;
		}
		p++;
	} while (depth > 0);
	return p;
}

size_t
jscan_locate(const char *s, size_t len, const int *steps, int nsteps,
    int want_key)
{
	size_t p = skip_ws(s, len, 0);
	int k, i;

	for (k = 0; k < nsteps && p < len; k++) {
		int is_obj = s[p] == '{';

		p++;	/* into the container */
		for (i = 0; ; i++) {
			size_t key = skip_ws(s, len, p);

			p = key;
			if (is_obj) {
				p = skip_value(s, len, p);	/* the key */
				p = skip_ws(s, len, p) + 1;	/* the ':' */
			}
			if (i == steps[k]) {
				if (is_obj && want_key && k == nsteps - 1)
					return key;
				p = skip_ws(s, len, p);
				break;
			}
			p = skip_value(s, len, p);
			p = skip_ws(s, len, p) + 1;	/* the ',' */
		}
	}
	return p < len ? p : len;
}

size_t
jscan_next(const char *s, size_t len, size_t at, int in_object)
{
	size_t p = at;

	if (in_object) {
		p = skip_value(s, len, p);	/* the key */
		p = skip_ws(s, len, p) + 1;	/* the ':' */
		p = skip_ws(s, len, p);
	}
	p = skip_value(s, len, p);
	p = skip_ws(s, len, p) + 1;	/* the ',' */
	p = skip_ws(s, len, p);
	return p < len ? p : len;
}

size_t
jscan_token_len(const char *s, size_t len, size_t off)
{
	return skip_value(s, len, off) - off;
}
