/*
 * lang-zh.c: abviz's messages in Chinese, in the terms of the notes
 * (seed 000: 极大/极小节点, α/β, 剪枝, 情形 1/2/3, 下界/上界; seed 004 for
 * negamax).  MAX and MIN stay as they are, as the notes write them too.
 */
#include "msg.h"

static const char *const text[M_N] = {
	[M_LANG_NAME] = "中文",

	/* log.c */
	[M_LOG_HEAD_NAME] = "abviz 日志：%1\n",
	[M_LOG_HEAD_SOURCE] = "出处：%1\n",
	[M_LOG_HEAD_ABOUT] = "说明：%1\n",
	[M_LOG_HEAD_SEARCH] = "搜索：%1\n",
	[M_LOG_HEAD_CONVENTIONS] = "约定：%1\n",
	[M_LOG_HEAD_TREE] = "树：%1 个节点，%2 个叶子节点，深度 %3\n",
	[M_LOG_HEAD_WINDOW] = "α 是 MAX 已经能保证的分数（下界），β 是 MIN "
	    "已经能保证的分数（上界）；\n只有严格位于两者之间的分数，才可能改变"
	    "根节点处的选择。\n",
	[M_LOG_HEAD_NEGAMAX] = "负值最大算法总是从当前着子方的角度记录分数："
	    "MIN 节点的分数是 MAX 分数的相反数。\n子节点的分数在向上返回时取负"
	    "值（val = -score）。\n",
	[M_LOG_HEAD_NEGAMAX_AB] = "负值最大算法总是从当前着子方的角度记录分数："
	    "MIN 节点的分数是 MAX 分数的相反数。\n子节点的分数在向上返回时取负"
	    "值（val = -score），而窗口 (α, β)\n在向下传递时翻转：子节点用 "
	    "(-β, -α) 搜索。\n",
	[M_LOG_TITLE_MINIMAX] = "极小极大（minimax），不剪枝：搜索每一个节点，"
	    "每个分数都是准确分数",
	[M_LOG_TITLE_NEGAMAX] = "负值最大（negamax），不剪枝（分数从当前着子方"
	    "的角度计算）",
	[M_LOG_TITLE_ALPHABETA] = "Alpha-Beta 剪枝，软失败（fail-soft；"
	    "MAX-VALUE / MIN-VALUE：return v）",
	[M_LOG_TITLE_ALPHABETA_HARD] = "Alpha-Beta 剪枝，硬失败（fail-hard；"
	    "MAX 节点返回 alpha，MIN 节点返回 beta）",
	[M_LOG_TITLE_NEGAMAX_AB_SOFT] = "负值最大 Alpha-Beta 剪枝，软失败"
	    "（fail-soft；返回最好的分数）",
	[M_LOG_TITLE_NEGAMAX_AB_HARD] = "负值最大 Alpha-Beta 剪枝，硬失败"
	    "（fail-hard；剪枝时返回 beta，最后返回 alpha）",
	[M_LOG_TITLE_PVS] = "主要变例搜索（PVS：用空窗口试探，试探结果偏高时"
	    "重新搜索）",
	[M_LOG_TITLE_MTDF] = "MTD(f)（带记忆的多遍空窗口搜索）",
	[M_LOG_CONV_SEP] = "；",
	[M_LOG_CONV_PRESET] = "预设 %1",
	[M_LOG_CONV_ROOT] = "根节点由 %1 着子",
	[M_LOG_CONV_LTR] = "子节点从左到右搜索",
	[M_LOG_CONV_RTL] = "子节点从右到左搜索",
	[M_LOG_CONV_BEST] = "最好的子节点先搜索（按实际分数）",
	[M_LOG_CONV_WORST] = "最差的子节点先搜索（按实际分数）",
	[M_LOG_CONV_EVAL] = "子节点按 eval 提示的顺序搜索",
	[M_LOG_CONV_CUT_GE] = "α ≥ β 时剪枝",
	[M_LOG_CONV_CUT_GT] = "α > β 时剪枝",
	[M_LOG_CONV_TEST_FIRST] = "先检查剪枝条件，再更新边界",
	[M_LOG_CONV_RAISE_FIRST] = "先更新边界，再检查剪枝条件",
	[M_LOG_CONV_DEPTH] = "深度限制 %1",
	[M_LOG_CONV_DEPTH_ITER] = "深度限制 %1，迭代加深",
	[M_LOG_CONV_WINDOW] = "期望窗口 (%1, %2)",
	[M_LOG_CONV_SHALLOW] = "错误示范：α 和 β 没有向下传递（只有浅层剪枝）",
	[M_LOG_CONV_ROOT_WINDOW] = "错误示范：根节点的每个子节点都用根节点最初"
	    "的窗口搜索",
	[M_LOG_CONV_VALUE_FOR_BOUND] = "错误示范：每个节点都向上返回它的实际分数，"
	    "即使搜索只得到它的一个界",
	[M_LOG_CONV_GLOBAL] = "错误示范：α 和 β 当作两个全局变量，搜索完子节点后"
	    "不恢复",
	[M_LOG_CONV_EARLY] = "错误示范：节点还没搜索完，就用它目前的分数更新父"
	    "节点的界",
	[M_LOG_CONV_LOWERED] = "错误示范：α 直接设为每个子节点的分数，即使更小"
	    "（β 即使更大）",
	[M_LOG_CONV_CUT_CHILD] = "错误示范：引起剪枝的那个子节点也被划掉",
	[M_LOG_ALPHA] = "α",
	[M_LOG_BETA] = "β",
	[M_LOG_GE] = "≥",
	[M_LOG_GT] = ">",
	[M_LOG_LE] = "≤",
	[M_LOG_LT] = "<",
	[M_LOG_PLUS_INF] = "+∞",
	[M_LOG_MINUS_INF] = "-∞",
	[M_LOG_LIST_SEP] = "、",
	[M_LOG_NODES_ONE] = "%1 个节点",
	[M_LOG_NODES] = "%1 个节点",
	[M_LOG_CUTOFFS_ONE] = "%1 次剪枝",
	[M_LOG_CUTOFFS] = "%1 次剪枝",
	[M_LOG_NODE] = "节点 %1（%2）",
	[M_LOG_NODE_TO_MOVE] = "节点 %1（着子方 %2）",
	[M_LOG_PASS] = "-- 第 %1 遍，窗口 (%2, %3)",
	[M_LOG_PASS_ITER] = "-- 第 %1 遍，第 %4 次迭代：搜索到深度 %4，窗口 "
	    "(%2, %3)",
	[M_LOG_PASS_DEPTH] = "-- 第 %1 遍：搜索到深度 %4，窗口 (%2, %3)",
	[M_LOG_PASS_MTDF] = "：MTD(f) 询问分数是否 ≥ %1",
	[M_LOG_PASS_LOW] = "：第 %1 遍的结果偏低（%2 ≤ %3，fail low），所以令 "
	    "α = -∞ 重新搜索",
	[M_LOG_PASS_HIGH] = "：第 %1 遍的结果偏高（%2 ≥ %3，fail high），所以令 "
	    "β = +∞ 重新搜索",
	[M_LOG_PASS_REORDERED] = "：子节点按上一次迭代得到的分数重新排序",
	[M_LOG_ENTER] = "进入%1\n",
	[M_LOG_ENTER_WINDOW] = "进入%1，α = %2，β = %3\n",
	[M_LOG_ENTER_NEG] = "进入%1，窗口 (α, β) 取父节点 %2 的 (-β, -α) = "
	    "(-(%3), -(%4)) = (%5, %6)\n",
	[M_LOG_ENTER_SAME] = "进入%1，α = %2，β = %3，沿用父节点 %4 的窗口："
	    "同一方再次着子，所以窗口不翻转\n",
	[M_LOG_LEAF] = "叶子节点 %1 = %2\n",
	[M_LOG_LEAF_NEG] = "叶子节点 %1 = %2，当前着子方 %3：分数 %4\n",
	[M_LOG_EVAL] = "节点 %1 到达深度限制（%2）：估值 = %3\n",
	[M_LOG_EVAL_NEG] = "节点 %1 到达深度限制（%2）：估值 = %3，当前着子方 "
	    "%4：分数 %5\n",
	[M_LOG_GETS] = "%1从 %3 得到 %2：%4\n",
	[M_LOG_GETS_NEGATED] = "%1从 %4 得到 val = -(%2) = %3：%5\n",
	[M_LOG_GETS_EARLY] = "错误示范：节点 %2 还没搜索完，%1就用它目前的分数 %3："
	    "%4 = %5(%6, %3) = %7\n",
	[M_LOG_GETS_SAME] = "%1从 %3 得到 val = %2（同一方着子，所以不取负值）："
	    "%4\n",
	[M_LOG_RETURN_BETA] = "val = %1 %2 β = %3，所以返回 beta",
	[M_LOG_TAKE] = "%1 = %2(%3, %4) = %5",
	[M_LOG_TAKE_TEST_FIRST_MAX] = "%1 = %2(%3, %4) = %5，而剪枝检查在提高 "
	    "α 之前进行",
	[M_LOG_TAKE_TEST_FIRST_MIN] = "%1 = %2(%3, %4) = %5，而剪枝检查在降低 "
	    "β 之前进行",
	[M_LOG_TAKE_STAYS] = "%1 = %2(%3, %4) = %5，%6 维持 %7 不变",
	[M_LOG_TAKE_BOUND] = "%1 = %2(%3, %4) = %5，%6 = %2(%7, %4) = %8",
	[M_LOG_GT_GOES_ON] = "；α = β = %1，但 --cutoff gt 只在 α > β 时剪枝，"
	    "所以节点 %2 继续搜索",
	[M_LOG_CUT_NEG] = "在节点 %1（着子方 %2）剪枝：%3 = %4 %5 β = %6："
	    "%2 在这里至少能得到 %4，但对手已经能把它限制在 %6（%7），所以节点 "
	    "%1 已无关紧要；%8\n",
	[M_LOG_CUT_MAX] = "在节点 %1（MAX）剪枝：%2 = %3 %4 β = %5：节点 %1 "
	    "能让 MAX 至少得到 %3，但 MIN 已经能让 MAX 不超过 %5（%6），所以节点 "
	    "%1 不可能改善 MIN 的选择；%7\n",
	[M_LOG_CUT_MIN] = "在节点 %1（MIN）剪枝：%2 = %3 %4 α = %5：节点 %1 "
	    "最多让 MAX 得到 %3，但 MAX 已经能得到 %5（%6），所以节点 %1 不可能"
	    "改善 MAX 的选择；%7\n",
	[M_LOG_CUT_NOTHING] = "没有余下分支，所以此处并没有实际剪枝",
	[M_LOG_CUT_PRUNES] = "剪去 %1（共 %2）",
	[M_LOG_FROM_UPDATE] = "节点 %3 处的 %1 = %2，由节点 %4 的子节点 %5 在"
	    "第 %6 步设定",
	[M_LOG_FROM_UPDATE_NEG] = "节点 %3 处的 %1 = %2，是 %4 = %5 取负值，"
	    "后者由节点 %6 的子节点 %7 在第 %8 步设定",
	[M_LOG_FROM_PROBE] = "节点 %3 处的 %1 = %2，是节点 %4 在第 %5 步打开的"
	    "空窗口",
	[M_LOG_FROM_MEMORY] = "节点 %3 处的 %1 = %2，是第 %5 步进入节点 %4 时"
	    "由 MTD(f) 的记忆收窄的",
	[M_LOG_FROM_WINDOW] = "节点 %3 处的 %1 = %2，来自根节点的窗口 (%4, %5)",
	[M_LOG_FROM_ASPIRATION] = "节点 %3 处的 %1 = %2，来自根节点的期望窗口 "
	    "(%4, %5)",
	[M_LOG_FROM_MTDF] = "节点 %3 处的 %1 = %2，来自根节点处 MTD(f) 的空窗口 "
	    "(%4, %5)",
	[M_LOG_RETURN] = "节点 %1 返回 %2 给父节点 %3",
	[M_LOG_RETURN_ALL] = "节点 %1 返回 %2 给父节点 %3（准确分数：%4 搜索"
	    "每一个子节点）\n",
	[M_LOG_RETURN_ROOT] = "根节点 %1 返回 %2",
	[M_LOG_MAX_VIEW] = "（从 MAX 的角度：%1）",
	[M_LOG_ROOT_LOW] = "：%1 ≤ α = %2，结果偏低（fail low）：分数至多为 "
	    "%1\n",
	[M_LOG_ROOT_HIGH] = "：%1 ≥ β = %2，结果偏高（fail high）：分数至少为 "
	    "%1\n",
	[M_LOG_ROOT_GAME] = "：这就是最终结果，即根节点的分数\n",
	[M_LOG_REAL] = "（实际分数 %1）",
	[M_LOG_CASE1] = "：情形 1，%1 < %2 < %3：节点 %4 没有发生剪枝，所以 %2 "
	    "是它的准确分数",
	[M_LOG_CASE2_LOWER] = "：情形 2，%1 ≥ β = %2：达到了节点 %3 的 β 值，"
	    "%4；%1 只是一个下界",
	[M_LOG_CASE2_UPPER] = "：情形 2，%1 ≤ α = %2：达到了节点 %3 的 α 值，"
	    "%4；%1 只是一个上界",
	[M_LOG_CASE2_NEG_LOWER] = "：情形 2，%1 ≥ β = %2：从节点 %3 看，这是 "
	    "%4 ≤ α = %5，%6；%1 只是一个下界",
	[M_LOG_CASE2_NEG_UPPER] = "：情形 2，%1 ≤ α = %2：从节点 %3 看，这是 "
	    "%4 ≥ β = %5，%6；%1 只是一个上界",
	[M_LOG_WILL_CUT] = "所以节点 %1 将发生剪枝",
	[M_LOG_WILL_NOT_CUT] = "但 --cutoff gt 在相等时不会在节点 %1 剪枝",
	[M_LOG_CASE3_UPPER] = "：情形 3，%1 ≤ α = %2：节点 %3 自身发生了剪枝；"
	    "%1 只是一个上界",
	[M_LOG_CASE3_LOWER] = "：情形 3，%1 ≥ β = %2：节点 %3 自身发生了剪枝；"
	    "%1 只是一个下界",
	[M_LOG_OWN_EMPTY] = "：用空窗口（α = β = %1）搜索，--cutoff gt 不会因此"
	    "剪枝；它返回的正是 %2，这说明不了实际分数在它的哪一侧",
	[M_LOG_OWN_LOW] = "：%1 ≤ 它自己窗口的 α = %2：结果偏低（fail low）；"
	    "实际分数 ≤ %1",
	[M_LOG_OWN_HIGH] = "：%1 ≥ 它自己窗口的 β = %2：结果偏高（fail high）；"
	    "实际分数 ≥ %1",
	[M_LOG_OWN_EXACT] = "：%1 < %2 < %3：准确分数",
	[M_LOG_CASE2_LOWER_EXACT] = "：情形 2，%1 ≥ β = %2：达到了节点 %3 的 β "
	    "值，%4；对节点 %3 来说是一个下界；节点 %5 之下没有剪掉任何节点，所"
	    "以 %1 是节点 %5 的准确分数",
	[M_LOG_CASE2_UPPER_EXACT] = "：情形 2，%1 ≤ α = %2：达到了节点 %3 的 α "
	    "值，%4；对节点 %3 来说是一个上界；节点 %5 之下没有剪掉任何节点，所"
	    "以 %1 是节点 %5 的准确分数",
	[M_LOG_CASE2_NEG_LOWER_EXACT] = "：情形 2，%1 ≥ β = %2：从节点 %3 看，这"
	    "是 %4 ≤ α = %5，%6；对节点 %3 来说是一个界；节点 %7 之下没有剪掉任"
	    "何节点，所以 %1 是节点 %7 的准确分数",
	[M_LOG_CASE2_NEG_UPPER_EXACT] = "：情形 2，%1 ≤ α = %2：从节点 %3 看，这"
	    "是 %4 ≥ β = %5，%6；对节点 %3 来说是一个界；节点 %7 之下没有剪掉任"
	    "何节点，所以 %1 是节点 %7 的准确分数",
	[M_LOG_CASE3_UPPER_EXACT] = "：情形 3，%1 ≤ α = %2：它改变不了节点 %4 的"
	    "选择；节点 %3 之下没有剪掉任何节点，所以 %1 是节点 %3 的准确分数",
	[M_LOG_CASE3_LOWER_EXACT] = "：情形 3，%1 ≥ β = %2：它改变不了节点 %4 的"
	    "选择；节点 %3 之下没有剪掉任何节点，所以 %1 是节点 %3 的准确分数",
	[M_LOG_CASE3_UPPER_BELOW] = "：情形 3，%1 ≤ α = %2：节点 %3 自己的子节点"
	    "都搜索了，但它下面的节点 %4 在第 %5 步发生了剪枝；%1 只是一个上界",
	[M_LOG_CASE3_LOWER_BELOW] = "：情形 3，%1 ≥ β = %2：节点 %3 自己的子节点"
	    "都搜索了，但它下面的节点 %4 在第 %5 步发生了剪枝；%1 只是一个下界",
	[M_LOG_CASE3_UPPER_HARD] = "：情形 3，%1 ≤ α = %2：节点 %3 之下没有剪掉"
	    "任何节点，但 fail-hard 返回的是界而不是分数；%1 只是一个上界",
	[M_LOG_CASE3_LOWER_HARD] = "：情形 3，%1 ≥ β = %2：节点 %3 之下没有剪掉"
	    "任何节点，但 fail-hard 返回的是界而不是分数；%1 只是一个下界",
	[M_LOG_OWN_LOW_EXACT] = "：%1 ≤ 它自己窗口的 α = %2：结果偏低（fail "
	    "low），但节点 %3 之下没有剪掉任何节点，所以 %1 是它的准确分数",
	[M_LOG_OWN_EMPTY_EXACT] = "：用空窗口（α = β = %1）搜索，--cutoff gt 不会"
	    "因此剪枝；它返回的正是 %2，而 fail-soft 只有在 %2 就是节点 %3 的准确"
	    "分数时才会这样返回",
	[M_LOG_OWN_HIGH_EXACT] = "：%1 ≥ 它自己窗口的 β = %2：结果偏高（fail "
	    "high），但节点 %3 之下没有剪掉任何节点，所以 %1 是它的准确分数",
	[M_LOG_PROBE] = "节点 %1 用空窗口 (%3, %4) 试探子节点 %2：它比 α = %3 "
	    "更好吗？\n",
	[M_LOG_RESEARCH] = "节点 %1：对 %2 的试探得到 val = %3 > α = %4，所以用"
	    "完整窗口 (%4, %5) 重新搜索 %2\n",
	[M_LOG_RECALL] = "节点 %1：记忆中已知它的分数 %2 %3，在窗口之外：不再"
	    "搜索\n",
	[M_LOG_RESULT] = "\n结果\n",
	[M_LOG_ROOT_VALUE] = "  根节点的分数（着子方 %1）：%2\n",
	[M_LOG_BEST_MOVE] = "  最佳走法：%1\n",
	[M_LOG_PV] = "  主要变例：%1\n",
	[M_LOG_VISITED_DEPTH] = "  访问了 %2 个节点中的 %1 个（其中 %3 个作为"
	    "叶子节点或在深度限制处估值）\n",
	[M_LOG_VISITED] = "  访问了 %2 个节点中的 %1 个（%4 个叶子节点中的 %3 "
	    "个）\n",
	[M_LOG_SEARCHES] = "  搜索次数：%1（节点每被搜索一次计一次）\n",
	[M_LOG_PASSES] = "  遍数：%1\n",
	[M_LOG_PASS_ITEM] = "    %1. 窗口 (%2, %3)：%4 %5（搜索了 %6 个节点）\n",
	[M_LOG_PASS_ITEM_BEST] = "    %1. 窗口 (%2, %3)：%4 %5，最佳走法 %6"
	    "（搜索了 %7 个节点）\n",
	[M_LOG_PASS_ITEM_DEPTH] = "    %1. 窗口 (%2, %3)，深度 %4：%5 %6（搜索"
	    "了 %7 个节点）\n",
	[M_LOG_PASS_ITEM_DEPTH_BEST] = "    %1. 窗口 (%2, %3)，深度 %4：%5 %6，"
	    "最佳走法 %7（搜索了 %8 个节点）\n",
	[M_LOG_RESEARCHES] = "  试探结果偏高后的重新搜索：%1 次\n",
	[M_LOG_RECALLS] = "  由记忆直接回答：%1 次\n",
	[M_LOG_BEYOND] = "  深度限制以下：%1，从未搜索\n",
	[M_LOG_NO_PRUNING] = "  %1 访问每一个节点：用 --algo alphabeta 运行，"
	    "看看剪枝能省去多少\n",
	[M_LOG_PRUNED] = "  被剪去：%1（共 %2）\n",
	[M_LOG_SAVED] = "  极小极大会访问全部 %1 个节点：%2 省去了 %3 个"
	    "（%4%%）\n",
	[M_LOG_NAME_AB] = "Alpha-Beta",

	/* dot.c, tikz.c, beamer.c */
	/* DejaVu for the digits and symbols as in English, Noto for the
	   characters DejaVu lacks */
	[M_PIC_FONT] = "DejaVu Sans,Noto Sans CJK SC",
	[M_PIC_TEX_PACKAGES] = "\\usepackage{tikz}\n"
	    "\\usetikzlibrary{shapes.geometric}\n"
	    "\\usepackage{CJKutf8}\n",
	[M_PIC_TEX_BEGIN] = "\\begin{document}\n\\begin{CJK}{UTF8}{gbsn}\n",
	[M_PIC_TEX_END] = "\\end{CJK}\n\\end{document}\n",
	[M_PIC_RESULT] = "%1：分数 %2",
	[M_PIC_BEST_MOVE] = "，最佳走法 %1",
	[M_PIC_COUNTS] = "访问了 %2 个节点中的 %1 个，剪去 %3 个",
	[M_PIC_COUNTS_SO_FAR] = "目前：访问了 %2 个节点中的 %1 个，剪去 %3 个",
	[M_PIC_BEYOND] = "，%1 个在深度限制以下",
	[M_PIC_BEYOND_DOTTED] = "，%1 个在深度限制以下（点线）",
	[M_PIC_PASS] = "；第 %1 遍",
	[M_PIC_PASSES] = "；共 %1 遍",
	[M_PIC_RESEARCH_ONE] = "；重新搜索 %1 次",
	[M_PIC_RESEARCHES] = "；重新搜索 %1 次",
	[M_PIC_STEP_OF] = "第 %1 步，共 %2 步：",
	[M_PIC_STEP_OF_CAP] = "第 %1 步，共 %2 步：",
	[M_PIC_EVAL] = "估值",
	[M_PIC_KEY_MAX] = "%1 MAX 节点",
	[M_PIC_KEY_MIN] = "%1 MIN 节点",
	[M_PIC_KEY_LEAF] = "%1 叶子节点",
	[M_PIC_KEY_ORDER] = "%1 访问顺序",
	[M_PIC_KEY_VISITS] = "%1 被搜索了 k 次",
	[M_PIC_KEY_SIDE] = "分数都从当前着子方看",
	[M_PIC_KEY_WINDOW_DONE] = "%1 节点结束时的窗口",
	[M_PIC_KEY_WINDOW_NOW] = "%1 目前的窗口",
	[M_PIC_KEY_BOUND] = "%1 / %2 只是下界 / 上界",
	[M_PIC_KEY_TYPES] = "PV / CUT / ALL：Knuth-Moore 节点类型",
	[M_PIC_KEY_EMPTY] = "v? 空窗口（α = β）：不是界",
	[M_PIC_KEY_RUNNING] = "%1 仍在搜索的节点目前的分数",
	[M_PIC_KEY_NOW] = "%1 粗边框：这一步处理的节点",
	[M_PIC_KEY_NOW_SHADED] = "%1 粗边框、底色：这一步处理的节点",
	[M_PIC_KEY_PATH] = "%1 正在进行的调用",
	[M_PIC_KEY_LATER] = "%1 浅灰色：尚未搜索",
	[M_PIC_KEY_CUT_NOW] = "%1 剪枝：灰色虚线分支不会被搜索",
	[M_PIC_KEY_CUT_DONE] = "%1 剪枝：灰色虚线分支从未被搜索",
	[M_PIC_KEY_PV] = "%1 主要变例",
	[M_PIC_KEY_BEYOND] = "点线：在深度限制以下",
	[M_PIC_TIKZ_PATH] = "%1粗线%2：正在进行的调用",
	[M_PIC_TIKZ_LATER] = "%1浅灰色%2：尚未搜索",
	[M_PIC_TIKZ_CUT] = "%1 剪枝：灰色虚线分支不会被搜索",
	[M_PIC_BLANK_TASK] = "在每个节点的方框里写出它的分数（搜索只得到界时"
	    "写 %1），并划掉搜索剪去的每一条分支。",
	[M_PIC_BLANK_BOUNDS] = "≥v 或 ≤v",
	[M_PIC_BLANK_EXACT] = "只有准确分数：极小极大",
	[M_PIC_WORKSHEETS] = "练习纸（abviz gen）",

	/* code.c */
	[M_CODE_AIMA] = "ALPHA-BETA-SEARCH（AIMA 第 3/4 版 5.3 节）",
	[M_CODE_CS188] = "alpha-beta（伯克利 CS188）",
	[M_CODE_SEED001] = "带 α、β 的 minimax，bestVal（GeeksforGeeks）",
	[M_CODE_OIWIKI] = "alpha_beta（OI-wiki「Alpha-Beta 剪枝」）",
	[M_CODE_SEED004] =
	    "negamax AlphaBeta，fail-hard（同 Chess Programming Wiki）",
	[M_CODE_NEGASOFT] =
	    "negamax AlphaBeta，fail-soft（仿照 Chess Programming Wiki）",
	[M_CODE_MINIMAX] = "MINIMAX-SEARCH（AIMA 第 3/4 版 5.2 节）",
	[M_CODE_NEGAMAX] = "NegaMax（同 Chess Programming Wiki）",
	[M_CODE_PVS] = "主要变例搜索（PVS，NegaScout）",
	[M_CODE_MTDF] = "MTD(f) 与 AlphaBetaWithMemory（Plaat 等）",

	/* check.c */
	[M_CHECK_ALPHA] = "α",
	[M_CHECK_BETA] = "β",
	[M_CHECK_NO_MOVE] = "没有着法",
	[M_CHECK_LEAD_SHOULD_PRUNE] = "它应当被剪掉",
	[M_CHECK_LEAD_ALL_PRUNED] = "它的整棵子树都应当被剪掉",
	[M_CHECK_LEAD_CUT_HERE] = "剪枝发生在通向它的那条边上，而不是更高处",
	[M_CHECK_LEAD_NO_PRUNE] = "它不应当被剪掉",
	[M_CHECK_LEAD_NEVER] = "搜索从未到达它",
	[M_CHECK_LEAD_NOT_PRUNED] = "它没有被剪掉",
	[M_CHECK_LEAD_VALUE_NOT_BOUND] = "应是一个界，而不是准确值",
	[M_CHECK_LEAD_BOUND_NOT_VALUE] = "应是准确值，而不是一个界",
	[M_CHECK_LEAD_ONLY_BOUNDS] = "搜索只得到它的一个界",
	[M_CHECK_LEAD_WRONG_VALUE] = "值不对",
	[M_CHECK_LEAD_NO_CUT_THERE] = "那里没有发生剪枝",
	[M_CHECK_LEAD_LEAF_PRUNED] = "第 %1 个估值的叶子节点是 %2（第 %3 步），不是 %"
	    "4，%4 已被剪掉",
	[M_CHECK_BEYOND] = "%1 在深度限制 %2 之下：搜索从未到达它",
	[M_CHECK_SIGN] = "符号：negamax 从当前着子方的角度计分，而节点 %1 "
	    "由 MIN 着子，所以 MAX 的 %2 在那里是 %3",
	[M_CHECK_TEST_MAX] = "节点 %1 的 %2 = %3 %4 β = %5",
	[M_CHECK_TEST_MIN] = "节点 %1 的 %2 = %3 %4 α = %5",
	[M_CHECK_WHY_NEVER] = "%1：搜索从未到达它",
	[M_CHECK_WHY_CUT] = "%1：第 %2 步时%3，所以它余下的子节点被剪掉",
	[M_CHECK_WHY_ROOT] = "%1：搜索从根节点开始",
	[M_CHECK_WHY_EMPTY] = "%1：搜索在第 %2 步到达它，此时 α = β = %3，"
	    "而本课程只在 α > β 时剪枝",
	[M_CHECK_WHY_REACHED] = "%1：搜索在第 %2 步到达它，此时 α = %3 < β "
	    "= %4，所以在它之前没有剪枝",
	[M_CHECK_ROOT_RETURNS] = "根节点 %1 在第 %3 步返回 %2",
	[M_CHECK_NOT_A_MOVE] = "%1 不是根节点的着法：根节点的值 %2 来自 %3",
	[M_CHECK_ROOT_NO_MOVE] = "根节点没有着法",
	[M_CHECK_BEST_FROM] = "根节点的值 %1 来自 %2，它在第 %4 步返回 %3",
	[M_CHECK_PV_FROM] = "从 %1 起，值 %2 来自 %3，它在第 %4 步返回这个"
	    "值",
	[M_CHECK_PV_START] = "主要变例从根节点 %1 开始",
	[M_CHECK_PV_END] = "主要变例在 %1 结束，它不经搜索直接估值",
	[M_CHECK_LEAF_NOT] = "第 %1 个估值的叶子节点是 %2（第 %3 步），不是 %"
	    "4",
	[M_CHECK_LEAF_ALSO] = "搜索还会对 %1 估值（第 %2 步）",
	[M_CHECK_LEAF_ONLY] = "搜索只对 %1 个叶子节点估值；最后一个是 %2（第 %3 "
	    "步）",
	[M_CHECK_CUT_ONCE] = "搜索只在 %1 剪枝一次，前面一行已经列出了这次剪枝",
	[M_CHECK_CUT_TIMES] = "搜索在 %1 剪枝 %2 次，前面几行已经全部列出",
	[M_CHECK_STATIC] = "%1 不搜索子节点，直接估值",
	[M_CHECK_NEVER_CUTS] = "%1 没有发生剪枝：它在第 %2 步返回，此时 α = %3"
	    "，β = %4",
	[M_CHECK_CUT_AFTER] = "第 %1 步时%2，在 %3 之后",
	[M_CHECK_CUT_PRUNES_ONE] = "第 %1 步时%2，所以它有 %3 个子节点被剪掉",
	[M_CHECK_CUT_PRUNES] = "第 %1 步时%2，所以它有 %3 个子节点被剪掉",
	[M_CHECK_VAL_STATIC_NEG] = "%1：%2 在第 %4 步估值为 %3：negamax 从当"
	    "前着子方的角度计分，而那里由 MIN 着子，所以树中 MAX"
	    " 的 %5 在这里是 %3",
	[M_CHECK_VAL_STATIC] = "%1：%2 在第 %4 步估值为 %3",
	[M_CHECK_VAL_LOWER] = "%1：%2 在第 %4 步返回 %3，而 %3 ≥ β = "
	    "%5，所以它只是一个下界（%2 ≥ %3）：%6",
	[M_CHECK_VAL_UPPER] = "%1：%2 在第 %4 步返回 %3，而 %3 ≤ α = "
	    "%5，所以它只是一个上界（%2 ≤ %3）：%6",
	[M_CHECK_VAL_EMPTY] = "%1：%2 在第 %4 步以空窗口（α = β = %3）返"
	    "回 %3",
	[M_CHECK_VAL_EXACT] = "%1：%2 在第 %4 步返回 %3，落在它的窗口之内（α "
	    "= %5 < %3 < β = %6），所以是准确值",
	[M_CHECK_WINDOW] = "%1 在第 %2 步进入，此时 α = %3，β = %4；"
	    "在第 %5 步返回，此时 α = %6，β = %7",
	[M_CHECK_NO_CASE] = "%1 不属于任何情形：它是根节点，或者不是用父节点自己的窗口"
	    "搜索的",
	[M_CHECK_CASE] = "%1 对 %3 来说是情形 %2（第 %4 步）：%5",
	[M_CHECK_CASE1] = "它的值落在窗口之内，所以是准确值",
	[M_CHECK_CASE2] = "它的值达到了 %1 的另一个界，所以 %1 发生剪枝",
	[M_CHECK_CASE3] = "它的值没有越过 %1 自己的界，所以改变不了 %1 的选择",
	[M_CHECK_MIS_EQUALITY_CUT] = "在 α = β 时剪枝，而本课程不这样做（只在 α > β "
	    "时剪枝）",
	[M_CHECK_MIS_NO_EQUALITY_CUT] = "在 α = β 时不剪枝，而本课程会剪（α ≥ β 时就剪枝"
	    "）",
	[M_CHECK_MIS_SHALLOW] = "α 和 β 没有向下传递：每个节点只和父节点的界比较，所以只"
	    "发生浅层剪枝",
	[M_CHECK_MIS_ROOT_WINDOW] = "根节点的每个子节点都重新设置窗口：在一个子节点下得到的界从不"
	    "在另一个子节点下剪枝",
	[M_CHECK_MIS_REVERSED_ORDER] = "子节点按相反的顺序搜索（从右到左而不是从左到右，或者反过来）",
	[M_CHECK_MIS_MAX_MIN_SWAPPED] = "MAX 和 MIN 对调了：根节点由另一方着子",
	[M_CHECK_MIS_MINIMAX] = "完全不剪枝：像 minimax 那样搜索每一个节点",
	[M_CHECK_MIS_FAIL_HARD] = "用了 fail-hard 的值（节点返回 α 或 β），而本"
	    "课程返回 v（fail-soft）",
	[M_CHECK_MIS_FAIL_SOFT] = "用了 fail-soft 的值（节点返回 v），而本课程返回"
	    " α 或 β（fail-hard）",
	[M_CHECK_MIS_UPDATE_AFTER] = "先检查剪枝再更新界（AIMA、CS188 的写法），而本课程"
	    "先更新界",
	[M_CHECK_MIS_UPDATE_BEFORE] = "先更新界再检查剪枝，而本课程先检查 v ≥ β（AIMA、C"
	    "S188 的写法）",
	[M_CHECK_MK_RIGHT] = "正确",
	[M_CHECK_MK_WRONG_VALUE] = "值错误",
	[M_CHECK_MK_VALUE_NOT_BOUND] = "应为界而非准确值",
	[M_CHECK_MK_BOUND_NOT_VALUE] = "应为准确值而非界",
	[M_CHECK_MK_WRONG_BOUND] = "界错误",
	[M_CHECK_MK_MISSED_PRUNING] = "漏剪",
	[M_CHECK_MK_EXTRA_PRUNING] = "多剪",
	[M_CHECK_MK_PRUNED_VALUE] = "给被剪掉的节点填了值",
	[M_CHECK_MK_SEARCHED_PRUNED] = "把搜索过的节点当作被剪掉",
	[M_CHECK_MK_WRONG_WINDOW] = "窗口错误",
	[M_CHECK_MK_WRONG_CASE] = "情形错误",
	[M_CHECK_MK_MISSED_CUTOFF] = "漏掉剪枝",
	[M_CHECK_MK_EXTRA_CUTOFF] = "多出剪枝",
	[M_CHECK_MK_WRONG_CUTOFF] = "剪枝错误",
	[M_CHECK_MK_WRONG_MOVE] = "最佳着法错误",
	[M_CHECK_MK_WRONG_PV] = "主要变例错误",
	[M_CHECK_MK_WRONG_ORDER] = "叶子节点顺序错误",
	[M_CHECK_MK_BEYOND] = "在深度限制之下",
	[M_CHECK_MK_NOTATION] = "写法不同",
	[M_CHECK_MIS_VALUE_FOR_BOUND] = "搜索只得到一个界的节点，却写了它的实际"
	    "分数（把界当成准确值）",
	[M_CHECK_MIS_GLOBAL] = "把 α 和 β 当作全局变量：在一个子节点下得到的界"
	    "带到了它的兄弟节点",
	[M_CHECK_MIS_EARLY] = "子节点还没搜索完，就用它目前的分数更新了父节点"
	    "的界",
	[M_CHECK_MIS_LOWERED] = "α 直接设为每个子节点的分数，即使更小（β 即使"
	    "更大）",
	[M_CHECK_MIS_CUT_CHILD] = "引起剪枝的那个子节点也标成了被剪掉，其实它"
	    "已经搜索过了",
	[M_CHECK_WHY_BOUND_CUT] = "它自身在第 %1 步发生了剪枝",
	[M_CHECK_WHY_BOUND_BELOW] = "它下面的节点 %1 在第 %2 步发生了剪枝",
	[M_CHECK_WHY_BOUND_HARD] = "fail-hard 返回的是界而不是分数",
	[M_CHECK_WHY_BOUND_MEMORY] = "第 %1 步由 MTD(f) 的记忆直接给出",
	[M_CHECK_VAL_FULL] = "%1：%2 在第 %4 步返回 %3，而 %2 之下没有剪掉任"
	    "何节点，所以 %3 是它的准确值",
	[M_CHECK_VAL_HARD_FULL] = "%1：%2 在第 %4 步返回 %3，这是 fail-hard "
	    "返回的界（%2 %5 %3）；%2 之下没有剪掉任何节点，所以它的实际分数 %6 "
	    "也算对",
	[M_CHECK_CASE2_EQ] = "它的值只是等于 %1 的另一个界，而本课程在相等时"
	    "不剪枝",
	[M_CHECK_NOTE_BOUNDS] = "%1 是 %2 返回的数；本课程把它写成界 %3",
	[M_CHECK_NOTE_RETURNED] = "%1 对 %2 成立；本课程写搜索返回的数 %3",
	[M_CHECK_LEAD_NOTATION] = "写法不同",
	[M_CHECK_LEAD_WITH] = "%1：%2",
	[M_CHECK_NO_CASE_EMPTY] = "%1 没有情形：它用空窗口（α = β = %2）搜索，返回"
	    "的正是 %2，情形 2 和情形 3 都说得通",

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
	    "%1 / %2；不会被搜索时写 %3；也可以填写节点返回时的 α 和 β。"
	    "点击被剪断的边，或勾选“没有节点被剪去”。按 Enter 即检查。"
	    "只批改你填写的内容。",
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
	[M_PAGE_ITEM_WHY] = "（%1；正确答案：%2）%3",
	[M_PAGE_NONE] = "（无）",
	[M_PAGE_GIVEN_PRUNED] = "被剪去",
	[M_PAGE_GIVEN_SEARCHED] = "被搜索",
	[M_PAGE_GIVEN_PARTLY] = "部分被剪去",
	[M_PAGE_GIVEN_HIGHER] = "在更上层被剪去",
	[M_PAGE_GIVEN_NOTHING] = "没有剪去任何节点",
	[M_PAGE_MISCONCEPTION] = "误解：%1",
	[M_PAGE_MIS_NONE] = "误解：目录中没有一种能得出这个答案",
	[M_PAGE_NOTHING_YET] =
	    "还没有可以检查的内容：请填写一格、剪断一条边，或勾选"
	    "“没有节点被剪去”。",
	[M_PAGE_NOTHING_PRUNED] = "没有节点被剪去",
	[M_PAGE_COL_VALUE] = "值",
	[M_PAGE_ALPHA_LABEL] = "%1：返回时的 α",
	[M_PAGE_BETA_LABEL] = "%1：返回时的 β",
	[M_PAGE_BAD_WINDOW] =
	    "“%1”不是一个数：α 和 β 要写成数，如 3、-inf 或 +inf。",
	[M_PAGE_BAD_PRUNED] =
	    "%1 被答作剪去，却又填了 α 或 β：从未被搜索的节点没有窗口。",
	[M_PAGE_ITEM_NOTE] = "注：%1",
	[M_PAGE_PARTLY] = "部分对",
	[M_PAGE_CONVENTION] = "另一门课程的约定，不算错误：%1",
	[M_PAGE_GIVEN_BEYOND] = "在深度限制之下",
	[M_PAGE_EXPECTED_OR] = "%1（或 %2）",
	[M_PAGE_NOTATION_BOUNDS] =
	    "写法：搜索只得到一个界的节点，本课程写成界（>=15、<=2）；"
	    "写它返回的数也算对，并附说明。",
	[M_PAGE_NOTATION_RETURNED] =
	    "写法：本课程写搜索返回的数，只得到一个界的节点也一样；"
	    "写成界（>=15、<=2）也算对，并附说明。",
	[M_PAGE_NOTATION_BOUNDS_ONLY] =
	    "写法：搜索只得到一个界的节点，要写成界（>=15、<=2）；"
	    "在那里只写它返回的数不算对。",
	[M_PAGE_NOTATION_RETURNED_ONLY] =
	    "写法：写搜索返回的数，只得到一个界的节点也一样；"
	    "在那里写界不算对。",

	/* cmd/step.c */
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
	[M_STEP_ENDING] = "搜索结束",
	[M_STEP_PV_KEY] = "* 主要变例",
	[M_STEP_P_LINE] = "代码 %1：%2",
};

const struct lang_table lang_zh = { "zh", text };
