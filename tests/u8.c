/*
 * u8.c: the columns text takes on a terminal (src/base/u8.h), counted by hand:
 * ASCII one column a byte; a CJK character or fullwidth punctuation mark
 * three bytes and two columns; a combining mark none; a stray or cut-off
 * byte one column (as U+FFFD).
 */
#include <string.h>

#include "u8.h"
#include "tap.h"

int
main(void)
{
	unsigned cp;
	size_t k;

	CHECK(u8_strwidth("") == 0, "the empty string is 0 columns");
	CHECK(u8_strwidth("alpha 3") == 7, "ASCII: one column a byte (%d)",
	    u8_strwidth("alpha 3"));
	/* 节点 (2 + 2), " A " (3), 的 (2), " β " (3), 值 (2) */
	CHECK(u8_strwidth("节点 A 的 β 值") == 14,
	    "CJK two columns, Greek one: 节点 A 的 β 值 is 14 (%d)",
	    u8_strwidth("节点 A 的 β 值"));
	/* 剪枝。（情形 (6 x 2), " 1" (2), ） (2) */
	CHECK(u8_strwidth("剪枝。（情形 1）") == 16,
	    "fullwidth 。（） are two columns each: 16 (%d)",
	    u8_strwidth("剪枝。（情形 1）"));
	CHECK(u8_strwidth("e\xCC\x81") == 1,
	    "e and a combining acute accent: one column (%d)",
	    u8_strwidth("e\xCC\x81"));
	CHECK(u8_strwidth("\xE2\x88\x9E\xE2\x89\xA5") == 2,
	    "∞ and ≥ are narrow: 2 columns (%d)",
	    u8_strwidth("\xE2\x88\x9E\xE2\x89\xA5"));
	/* the first two bytes of 节 (E8 8A 82), then "x" */
	CHECK(u8_width("\xE8\x8A" "x", 3) == 3,
	    "a character cut short: each byte a column of its own (%d)",
	    u8_width("\xE8\x8A" "x", 3));
	k = u8_get("\x8A" "x", 2, &cp);
	CHECK(k == 1 && cp == 0xFFFD,
	    "a stray continuation byte reads as U+FFFD, one byte (%zu, %X)",
	    k, cp);
	k = u8_get("\xE8\x8A\x82", 3, &cp);
	CHECK(k == 3 && cp == 0x8282 && u8_cpwidth(cp) == 2,
	    "节 is U+8282, 3 bytes, 2 columns (%zu, %X)", k, cp);
	/* 3 columns fit "节" and not half of "点"; 4 fit both (6 bytes) */
	CHECK(u8_fit("节点", 3) == 3 && u8_fit("节点", 4) == 6 &&
	    u8_fit("ab", 5) == 2, "u8_fit never cuts a character (%zu, %zu)",
	    u8_fit("节点", 3), u8_fit("节点", 4));
	CHECK(u8_fit("e\xCC\x81x", 1) == 3,
	    "u8_fit keeps a combining mark with its letter (%zu)",
	    u8_fit("e\xCC\x81x", 1));
	/* the bidirectional controls: embeddings, overrides, isolates */
	CHECK(u8_bidi(0x202A) && u8_bidi(0x202E) && u8_bidi(0x2066) &&
	    u8_bidi(0x2069) && !u8_bidi(0x2029) && !u8_bidi(0x206A) &&
	    !u8_bidi(0x200F) && !u8_bidi('A'),
	    "U+202A..U+202E and U+2066..U+2069 are bidirectional controls, "
	    "U+2029, U+206A, U+200F and A are not");
	CHECK(u8_invisible(0x00AD) && u8_invisible(0x200B) &&
	    u8_invisible(0x200D) && u8_invisible(0x2060) &&
	    u8_invisible(0xFEFF) && u8_invisible(0x2028) &&
	    u8_invisible(0xE0041) && u8_invisible(0x3164) &&
	    !u8_invisible(' ') && !u8_invisible(0x00A0) &&
	    !u8_invisible(0x8282) && !u8_invisible(0x2212),
	    "soft hyphen, zero-width space and joiner, word joiner, BOM, line "
	    "separator, a tag, the Hangul filler show nothing; space, NBSP, "
	    "节 and the minus sign do");
	return check_failed != 0;
}
