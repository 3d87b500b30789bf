/*
 * lang-en.c: abviz's messages in English (msg.h says how they are written).
 */
#include "msg.h"

static const char *const text[M_N] = {
	[M_LANG_NAME] = "English",

	/* log.c */

	/* dot.c, tikz.c, beamer.c */

	/* html.c, page.js */

	/* cmd-step.c */
};

const struct lang_table lang_en = { "en", text };
