/*
 * jscan.h: a small scanner over raw JSON text, for the loader's messages.
 * cJSON builds the document; jscan only says where things are: the line and
 * column of a byte, the first syntax error and why, the text of a member.
 */
#ifndef ABVIZ_JSCAN_H
#define ABVIZ_JSCAN_H

#include <stddef.h>

#define JSCAN_MAX_NESTING 1000	/* cJSON's own limit (CJSON_NESTING_LIMIT) */

/* 1-based line and column (in characters, not bytes) of byte off of s. */
void jscan_linecol(const char *s, size_t off, int *line, int *col);

/*
 * The same, carried on: p (zeroed at first) moves to byte off from where it
 * was, so the places of things met in order cost the text's length once.
 * (Back from where it is, it starts again from the top.)
 */
struct jscan_pos {
	size_t off;
	int line, col;		/* 0: not placed yet */
};
void jscan_advance(const char *s, struct jscan_pos *p, size_t off);

/*
 * Find the first syntax error in s[0..len): returns -1 and sets *off and a
 * message in msg, or returns 0 when the text is valid JSON.  Stricter than
 * JSON on two things no text in abviz may hold, each named: \u0000 (a NUL,
 * where C's strings end) and a lone surrogate (\ud800 alone).
 */
int jscan_diagnose(const char *s, size_t len, size_t *off, char *msg,
    size_t msglen);

/*
 * Follow a path into valid JSON text: steps[k] is the index of an element
 * (in an array) or of a member (in an object).  Returns the offset of the
 * value reached, or of its key when want_key is set and the last step is an
 * object member.  The text must be valid: the loader calls this only after
 * cJSON accepted it.
 */
size_t jscan_locate(const char *s, size_t len, const int *steps, int nsteps,
    int want_key);

/*
 * The offset of the element after the one at offset at (its key, in an
 * object): walking a container's elements in order costs the length of the
 * container once, where jscan_locate for each would cost it each time.
 */
size_t jscan_next(const char *s, size_t len, size_t at, int in_object);

/* Length of the scalar token (number, literal, string) at s[off]. */
size_t jscan_token_len(const char *s, size_t len, size_t off);

#endif
