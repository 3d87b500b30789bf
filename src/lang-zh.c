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
	[M_PAGE_PAGE_TITLE] = "abviz 逐步演示",
	[M_PAGE_DOC_TITLE] = "%1 — abviz 逐步演示",
	[M_PAGE_SUBTITLE] = "%1。%2。",
	[M_PAGE_SUBTITLE_SIDE] = "%1。%2；分数都从当前着子方看。",
	[M_PAGE_NAV_LABEL] = "逐步演示",
	[M_PAGE_FIRST] = "⇤ 第一步",
	[M_PAGE_FIRST_TITLE] = "第一步（Home）",
	[M_PAGE_PREV] = "◀ 上一步",
	[M_PAGE_PREV_TITLE] = "后退一步（左方向键）",
	[M_PAGE_PLAY] = "播放",
	[M_PAGE_PAUSE] = "暂停",
	[M_PAGE_PLAY_TITLE] = "播放或暂停（空格）",
	[M_PAGE_NEXT] = "下一步 ▶",
	[M_PAGE_NEXT_TITLE] = "前进一步（右方向键）",
	[M_PAGE_LAST] = "最后一步 ⇥",
	[M_PAGE_LAST_TITLE] = "最后一步（End）",
	[M_PAGE_PREV_CUT] = "◀ 上一次剪枝",
	[M_PAGE_PREV_CUT_TITLE] = "上一次剪枝（Shift+C）",
	[M_PAGE_NEXT_CUT] = "下一次剪枝 ▶",
	[M_PAGE_NEXT_CUT_TITLE] = "下一次剪枝（C）",
	[M_PAGE_SPEED] = "速度",
	[M_PAGE_ONE_STEP_PER_SEC] = "每秒 1 步",
	[M_PAGE_STEPS_PER_SEC] = "每秒 %1 步",
	[M_PAGE_STEP_COUNTER] = "第 %1 步，共 %2 步",
	[M_PAGE_STEP_LABEL] = "步",
	[M_PAGE_WHY_TAG] = "为什么剪枝：",
	[M_PAGE_SEE_STEP] = "看第 %1 步",
	[M_PAGE_TREE_LABEL] = "博弈树",
	[M_PAGE_SVG_LABEL] = "博弈树",
	[M_PAGE_STACK_TITLE] = "调用栈",
	[M_PAGE_STACK_NOTE] = "（根节点在前）",
	[M_PAGE_COL_NODE] = "节点",
	[M_PAGE_LEGEND] = "图例",
	[M_PAGE_LEGEND_NOW] = "当前节点",
	[M_PAGE_LEGEND_PATH] = "在调用栈上",
	[M_PAGE_LEGEND_SEARCHED] = "已搜索",
	[M_PAGE_LEGEND_UNSEEN] = "尚未搜索",
	[M_PAGE_LEGEND_CUT] = "被剪去：不会被搜索",
	[M_PAGE_LEGEND_CROSSED] = "剪枝剪断的边",
	[M_PAGE_LEGEND_SOURCE] = "剪枝所用的界从哪里来",
	[M_PAGE_LEGEND_FLOW] = "这一步经过的边",
	/* no-break spaces (C2 A0): each shape stays with its name */
	[M_PAGE_LEGEND_KINDS] = "△\xC2\xA0" "MAX\xC2\xA0节点 ▽\xC2\xA0" "MIN\xC2\xA0节点 "
	    "□\xC2\xA0叶子节点",
	[M_PAGE_LEGEND_BOUNDS] = "%1 / %2：只是下界 / 上界；%3：目前的 v",
	[M_PAGE_ZOOM] = "缩放",
	[M_PAGE_ZOOM_FIT] = "适合窗格",
	[M_PAGE_CODE] = "伪代码",
	[M_PAGE_LOG] = "日志",
	[M_PAGE_LOG_AHEAD] = "显示后面的步骤",
	[M_PAGE_EV_PASS] = "一遍",
	[M_PAGE_EV_ENTER] = "进入",
	[M_PAGE_EV_LEAF] = "叶子节点",
	[M_PAGE_EV_EVAL] = "估值",
	[M_PAGE_EV_PROBE] = "试探",
	[M_PAGE_EV_RESEARCH] = "重新搜索",
	[M_PAGE_EV_RECALL] = "查表",
	[M_PAGE_EV_UPDATE] = "更新",
	[M_PAGE_EV_CUTOFF] = "剪枝",
	[M_PAGE_EV_PRUNE] = "剪去",
	[M_PAGE_EV_RETURN] = "返回",
	[M_PAGE_PRACTICE] = "练习",
	[M_PAGE_YOUR_ANSWER] = "你的答案",
	[M_PAGE_HOWTO] =
	    "填写搜索在每个节点得到的结果：它的分数；只得到下界或上界时写 "
	    "%1 / %2；节点被剪去、不会被搜索时写 %3。"
	    "点击一条边把它剪断（再点一次恢复）。然后检查。",
	[M_PAGE_CHECK] = "检查我的答案",
	[M_PAGE_CLEAR] = "清空",
	[M_PAGE_REVEAL] = "逐步查看搜索",
	[M_PAGE_BACK_TO_ANSWER] = "回到我的答案",
	[M_PAGE_CUT_EDGE] = "剪断通往 %1 的边",
	[M_PAGE_BAD_ANSWER] =
	    "“%1”不是答案：请写一个数（如 3）、一个界（如 >=15 或 <=2），"
	    "或 pruned。",
	[M_PAGE_SCORE] = "得分：%1/%2",
	[M_PAGE_SCORE_ALL] = "得分：%1/%2 — 全对",
	[M_PAGE_RIGHT] = "对",
	[M_PAGE_WRONG] = "错",
	[M_PAGE_ITEM_NODE] = "%1：%2",
	[M_PAGE_ITEM_PRUNED] = "剪去 %1：%2",
	[M_PAGE_ITEM_WHY] = "（%1；应为 %2）%3",
	[M_PAGE_NONE] = "（无）",
	[M_PAGE_GIVEN_PRUNED] = "被剪去",
	[M_PAGE_GIVEN_SEARCHED] = "被搜索",
	[M_PAGE_GIVEN_PARTLY] = "部分被剪去",
	[M_PAGE_GIVEN_HIGHER] = "在更上层被剪去",
	[M_PAGE_GIVEN_NOTHING] = "没有剪去任何节点",
	[M_PAGE_MISCONCEPTION] = "误解：%1",
	[M_PAGE_MIS_NONE] = "误解：目录中没有一种能得出这个答案",

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
	/* 79 columns: the whole line fits an 80-column terminal */
	[M_STEP_KEYS] =
	    "n/空格 前进  p 后退  c/C 下/上次剪枝  g/G 首/末步  14g 第 14 步  "
	    "t 布局  q 退出",
	[M_STEP_FIRST] = "这是第一步。",
	[M_STEP_LAST] = "这是最后一步：搜索已结束。",
	[M_STEP_NO_CUT] = "这次搜索没有发生剪枝。",
	[M_STEP_NO_CUT_AFTER] = "这一步之后没有剪枝。",
	[M_STEP_NO_CUT_BEFORE] = "这一步之前没有剪枝。",
	[M_STEP_LAYERS] = "布局：放得下时按层画，否则画成大纲。",
	[M_STEP_OUTLINE] = "布局：大纲。",
	[M_STEP_KEYS_NOTE] =
	    "按键：n/空格 前进，p 后退，c/C 剪枝，g/G 首/末步，14g 第 14 步，"
	    "t 布局，q 退出",
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
