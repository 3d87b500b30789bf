/*
 * u8.c: UTF-8 decoding and display widths (see u8.h).
 */
#include <string.h>

#include "u8.h"

size_t
u8_get(const char *s, size_t n, unsigned *cp)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t len, i;
	unsigned c;

	if (u[0] < 0x80) {
		*cp = u[0];
		return 1;
	}
	if ((u[0] & 0xE0) == 0xC0) {
		len = 2;
		c = u[0] & 0x1Fu;
	} else if ((u[0] & 0xF0) == 0xE0) {
		len = 3;
		c = u[0] & 0x0Fu;
	} else if ((u[0] & 0xF8) == 0xF0) {
		len = 4;
		c = u[0] & 0x07u;
	} else {
		/* a continuation byte with no lead, or 0xF8..0xFF */
		*cp = 0xFFFD;
		return 1;
	}
	if (len > n) {
		*cp = 0xFFFD;
		return 1;
	}
	for (i = 1; i < len; i++) {
		if ((u[i] & 0xC0) != 0x80) {
			*cp = 0xFFFD;
			return 1;
		}
		c = c << 6 | (u[i] & 0x3Fu);
	}
	*cp = c;
	return len;
}

int
u8_bidi(unsigned c)
{
	return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/* The ranges from Unicode 15's general category Cf, Zl and Zp, with the
   Hangul fillers and the combining grapheme joiner, which draw nothing. */
int
u8_invisible(unsigned c)
{
	static const unsigned none[][2] = {
		{ 0x00AD, 0x00AD }, { 0x034F, 0x034F }, { 0x0600, 0x0605 },
		{ 0x061C, 0x061C }, { 0x06DD, 0x06DD }, { 0x070F, 0x070F },
		{ 0x0890, 0x0891 }, { 0x08E2, 0x08E2 }, { 0x115F, 0x1160 },
		{ 0x17B4, 0x17B5 }, { 0x180B, 0x180F }, { 0x200B, 0x200F },
		{ 0x2028, 0x202E }, { 0x2060, 0x206F }, { 0x3164, 0x3164 },
		{ 0xFEFF, 0xFEFF }, { 0xFFA0, 0xFFA0 },
		{ 0xFFF9, 0xFFFB }, { 0x110BD, 0x110BD }, { 0x110CD, 0x110CD },
		{ 0x13430, 0x1343F }, { 0x1BCA0, 0x1BCA3 },
		{ 0x1D173, 0x1D17A }, { 0xE0000, 0xE0FFF },
	};
	size_t i;

	if (c < none[0][0])
		return 0;	/* ASCII and Latin-1's letters: the common case */
	for (i = 0; i < sizeof(none) / sizeof(none[0]); i++)
		if (c >= none[i][0] && c <= none[i][1])
			return 1;
	return 0;
}

/*
 * The ranges, from Unicode's EastAsianWidth.txt (W and F) and its
 * combining marks (general category Mn, Me), kept to the blocks text in
 * abviz can hold: CJK ideographs and punctuation, kana, Hangul, the
 * fullwidth forms the Chinese messages use, and the emoji terminals draw
 * two wide.
 */
int
u8_cpwidth(unsigned c)
{
	static const unsigned zero[][2] = {
		{ 0x0300, 0x036F }, { 0x0483, 0x0489 }, { 0x0591, 0x05BD },
		{ 0x0610, 0x061A }, { 0x064B, 0x065F }, { 0x1AB0, 0x1AFF },
		{ 0x1DC0, 0x1DFF }, { 0x200B, 0x200F }, { 0x20D0, 0x20FF },
		{ 0x302A, 0x302D }, { 0x3099, 0x309A }, { 0xFE00, 0xFE0F },
		{ 0xFE20, 0xFE2F },
	};
	static const unsigned wide[][2] = {
		{ 0x1100, 0x115F }, { 0x2E80, 0x3029 }, { 0x302E, 0x303E },
		{ 0x3041, 0x3098 }, { 0x309B, 0x33FF }, { 0x3400, 0x4DBF },
		{ 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF }, { 0xAC00, 0xD7A3 },
		{ 0xF900, 0xFAFF }, { 0xFE10, 0xFE19 }, { 0xFE30, 0xFE4F },
		{ 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x1F300, 0x1F64F },
		{ 0x1F900, 0x1F9FF }, { 0x20000, 0x2FFFD }, { 0x30000, 0x3FFFD },
	};
	size_t i;

	for (i = 0; i < sizeof(zero) / sizeof(zero[0]); i++)
		if (c >= zero[i][0] && c <= zero[i][1])
			return 0;
	for (i = 0; i < sizeof(wide) / sizeof(wide[0]); i++)
		if (c >= wide[i][0] && c <= wide[i][1])
			return 2;
	return 1;
}

int
u8_width(const char *s, size_t n)
{
	size_t i, k;
	unsigned cp;
	int w = 0;

	for (i = 0; i < n; i += k) {
		k = u8_get(s + i, n - i, &cp);
		w += u8_cpwidth(cp);
	}
	return w;
}

int
u8_strwidth(const char *s)
{
	return u8_width(s, strlen(s));
}

size_t
u8_cut(const char *s, size_t len, size_t n)
{
	size_t i = 0;

	/* a character is its lead byte and the continuation bytes after it */
	for (; i < len; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80 && n-- == 0)
			break;
	return i;
}

size_t
u8_fit(const char *s, int w)
{
	size_t i = 0, n = strlen(s), k;
	unsigned cp;
	int col = 0, cw;

	while (i < n) {
		k = u8_get(s + i, n - i, &cp);
		cw = u8_cpwidth(cp);
		if (col + cw > w)
			break;
		col += cw;
		i += k;
	}
	return i;
}
