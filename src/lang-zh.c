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
	[M_STEP_CUT_AT] = "✂ 第 %2 步在 %1 处剪枝",
	[M_STEP_BEYOND] = "· 超出深度限制",
	[M_STEP_LEGEND] =
	    "▲MAX ▼MIN ■叶子节点，空心 △▽□ 尚未搜索  ✂ 被剪去  ▶ 当前节点 "
	    "▷ 其子节点",
	[M_STEP_STACK] = "调用栈",
	[M_STEP_MORE] = "⋮ 另有 %1 层",
	[M_STEP_TOO_SMALL] =
	    "终端太小（%1x%2）：abviz step 至少需要 %3x%4。按 q 退出。",
	[M_STEP_PASS_OF] = "第 %1/%2 遍",
	[M_STEP_STEP_OF] = "第 %1/%2 步",
	[M_STEP_CUTOFF_OF] = "第 %1/%2 次剪枝",
	[M_STEP_ROWS] = "第 %1-%2 行，共 %3 行",
	[M_STEP_TOO_BIG] =
	    "这棵树有 %1 个节点，终端画不清楚（上限 %2；用 --max-diagram N "
	    "改变上限，0 表示不限）。下面仍可逐步查看。",
	[M_STEP_SIDE] = "分数都从当前着子方看；%1",
	[M_STEP_GOTO] = "跳到第 %1_ 步（按 Enter 或 g 跳转，按 Esc 取消）",
	[M_STEP_KEYS] =
	    "n/空格 下一步  p 上一步  c/C 下/上一次剪枝  g/G "
	    "第一步/最后一步  14g 第 14 步  t 布局  q 退出",
	[M_STEP_FIRST] = "这是第一步。",
	[M_STEP_LAST] = "这是最后一步：搜索已结束。",
	[M_STEP_NO_CUT] = "这次搜索没有发生剪枝。",
	[M_STEP_NO_CUT_AFTER] = "这一步之后没有剪枝。",
	[M_STEP_NO_CUT_BEFORE] = "这一步之前没有剪枝。",
	[M_STEP_LAYERS] = "布局：放得下时按层画，否则画成大纲。",
	[M_STEP_OUTLINE] = "布局：大纲。",
	[M_STEP_KEYS_NOTE] =
	    "按键：n/空格 下一步，p 上一步，c/C 剪枝，g/G 第一步/最后一步，"
	    "14g 第 14 步，t 布局，q 退出。",
	[M_STEP_P_TREE] = "abviz step：%1",
	[M_STEP_P_SEARCH] = "搜索：%1",
	[M_STEP_P_CONV] = "约定：%1",
	[M_STEP_P_CODE] = "伪代码：%1",
	[M_STEP_P_SIDE] = "每个节点的分数都从当前着子方看",
	[M_STEP_P_STEPS] = "共 %1 步；调用栈从根节点排到这一步处理的节点",
	[M_STEP_P_STEP] = "第 %1 步（共 %2 步）",
	[M_STEP_P_STEP_PASS] = "第 %1 步（共 %2 步；第 %3 遍，共 %4 遍）",
	[M_STEP_P_STACK] = "调用栈",
	[M_STEP_P_ALPHA] = "α",
	[M_STEP_P_BETA] = "β",
	[M_STEP_P_LEAF] = "叶子节点",
	[M_STEP_P_LINE] = "代码 %1：%2",
};

const struct lang_table lang_zh = { "zh", text };
