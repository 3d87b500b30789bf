/*
 * u8.h: UTF-8 text and the columns it takes on a terminal.  East Asian
 * wide and fullwidth characters (CJK, kana, Hangul, fullwidth punctuation
 * such as "，" and "（") take two columns, combining marks none, the rest
 * one.  Our own table rather than wcwidth(3): the width must not depend on
 * a locale being installed (the tests run under LC_ALL=C).  Nothing here
 * allocates.
 */
#ifndef ABVIZ_U8_H
#define ABVIZ_U8_H

#include <stddef.h>

/*
 * Decode the code point at s (n > 0 bytes left) into *cp; returns its
 * length in bytes.  A malformed or cut-off sequence, or a stray
 * continuation byte, reads as U+FFFD, one byte long.
 */
size_t u8_get(const char *s, size_t n, unsigned *cp);

/*
 * Whether c is a bidirectional control that reorders the text after it:
 * the embeddings and overrides U+202A..U+202E and the isolates
 * U+2066..U+2069.  A name holding U+202E (right-to-left override) makes
 * the rest of the line it is printed on read backwards.
 */
int u8_bidi(unsigned c);

/*
 * Whether c shows nothing: a format character (Unicode's category Cf: the
 * soft hyphen, zero-width spaces and joiners, the direction marks, the
 * byte-order mark, the tags...), the line and paragraph separators, or a
 * Hangul filler.  An id that holds one looks like another id.
 */
int u8_invisible(unsigned c);

/* Columns code point c takes: 0, 1 or 2. */
int u8_cpwidth(unsigned c);

/* Columns the n bytes at s take (a malformed byte counts one). */
int u8_width(const char *s, size_t n);

/* The same for a NUL-terminated string. */
int u8_strwidth(const char *s);

/*
 * Bytes of the first n characters of s[0..len): len when it has no more
 * than n.  A long text shown cut ends there, then "…".
 */
size_t u8_cut(const char *s, size_t len, size_t n);

/*
 * Bytes of s (NUL-terminated) that fit in w columns without cutting a
 * character: its first characters up to w columns, a combining mark
 * staying with the character before it.
 */
size_t u8_fit(const char *s, int w);

#endif
