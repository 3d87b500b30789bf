/*
 * lang-zh.c: abviz's messages in Chinese, in the terms of the notes
 * (seed 000: 极大/极小节点, α/β, 剪枝, 情形 1/2/3, 下界/上界; seed 004 for
 * negamax).  MAX and MIN stay as they are, as the notes write them too.
 */
#include "msg.h"

static const char *const text[M_N] = {
	[M_LANG_NAME] = "中文",

	/* log.c */

	/* dot.c, tikz.c, beamer.c */

	/* html.c, page.js */

	/* cmd-step.c */
};

const struct lang_table lang_zh = { "zh", text };
