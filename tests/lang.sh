# --lang en|zh: the outputs in the notes' language.  Sourced by tests/run.sh
# (uses pass, fail, $abviz, $tmp).  The Chinese goldens themselves are
# compared by the golden loop (tests/golden/*-zh.cmd); these checks tie the
# Chinese to the English fact by fact, and the language to the environment.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

# The steps of a log: the numbered lines, as "STEP<tab>TEXT".
lang_steps() {
	sed -n 's/^ *\([0-9][0-9]*\)  */\1	/p' "$1"
}

# lang_same_facts EN ZH: both logs have the same steps, every step's numbers
# are the same (as a multiset: the Chinese may order a sentence otherwise;
# "-inf" and "-∞" are both the number -inf), and every step that says
# "case N" in English says "情形 N" in Chinese.  Prints what differs.
lang_same_facts() {
	lang_steps "$1" >"$tmp/lang-en"
	lang_steps "$2" >"$tmp/lang-zh"
	if [ "$(wc -l <"$tmp/lang-en")" != "$(wc -l <"$tmp/lang-zh")" ]; then
		echo "$(wc -l <"$tmp/lang-en") steps in English, $(wc -l <"$tmp/lang-zh") in Chinese"
		return 1
	fi
	paste "$tmp/lang-en" "$tmp/lang-zh" | awk -F '	' '
	function nums(s,    out, n, i, a) {
		gsub(/inf|∞/, "I", s)
		n = 0
		while (match(s, /[-+]?([0-9]+|I)/)) {
			a[++n] = substr(s, RSTART, RLENGTH)
			sub(/^\+/, "", a[n])
			s = substr(s, RSTART + RLENGTH)
		}
		# insertion sort: the same numbers in any order
		for (i = 2; i <= n; i++) {
			v = a[i]
			for (j = i - 1; j >= 1 && a[j] > v; j--)
				a[j + 1] = a[j]
			a[j + 1] = v
		}
		out = ""
		for (i = 1; i <= n; i++)
			out = out " " a[i]
		return out
	}
	{
		if ($1 != $3) { print "step " $1 " against " $3; bad = 1 }
		if (nums($2) != nums($4)) {
			print "step " $1 ": numbers" nums($2) " against" nums($4)
			bad = 1
		}
		if (match($2, /case [123]/)) {
			k = substr($2, RSTART + 5, 1)
			if (index($4, "情形 " k) == 0) {
				print "step " $1 ": case " k " but no 情形 " k
				bad = 1
			}
		} else if ($4 ~ /情形/) {
			print "step " $1 ": 情形 without a case"
			bad = 1
		}
	}
	END { exit bad }'
}

# The pairs were read line by line by hand before being committed; this
# keeps them saying the same facts when either side changes.
for pair in seed000:seed000-zh seed004:seed004-zh \
    players-negamax:players-negamax-zh; do
	en=tests/golden/${pair%%:*}.log
	zh=tests/golden/${pair#*:}.log
	if lang_same_facts "$en" "$zh" >"$tmp/lang-why"; then
		pass "lang: log $zh has $en's steps, numbers and cases"
	else
		fail "lang: log $zh against $en: $(head -n 3 "$tmp/lang-why")"
	fi
done

# The notes' terms where the English has its words: seed 000 has 3 case 1,
# 2 case 2 and 5 case 3 returns (steps 9 17 28; 23 44; 15 26 36 42 47),
# 5 cutoffs (14 25 35 41 46), and its negamax (seed 004) turns the window
# over at every child (-β, -α) and says "返回 beta" at its 2 fail-hard cuts.
z=tests/golden/seed000-zh.log
if [ "$(grep -c '情形 1' "$z")" = 3 ] && [ "$(grep -c '情形 2' "$z")" = 2 ] &&
    [ "$(grep -c '情形 3' "$z")" = 5 ] &&
    [ "$(grep -c '^ *[0-9]*  *在节点 [A-Z]（M[AI][XN]）剪枝' "$z")" = 5 ] &&
    ! grep -q 'case\|alpha\|beta\|inf' "$z"; then
	pass "lang: log seed000 in Chinese: 情形 1/2/3 3, 2 and 5 times, 5 剪枝, no English words"
else
	fail "lang: log seed000 in Chinese lacks the notes' terms"
fi
z=tests/golden/seed004-zh.log
if [ "$(grep -c '所以返回 beta$' "$z")" = 2 ] &&
    [ "$(grep -c '取父节点 [a-z0-9]* 的 (-β, -α)' "$z")" = 5 ] &&
    grep -q '取负值' "$z"; then
	pass "lang: log seed004 in Chinese: 返回 beta twice, (-β, -α) at each of 5 turns"
else
	fail "lang: log seed004 in Chinese lacks seed 004's terms"
fi

# The default follows the environment: LANG when LC_ALL and LC_MESSAGES are
# unset; LC_ALL=C wins over it; --lang en wins over both.
lang_env() {	# lang_env WANT ENV... -- ARGS...: env ENV abviz --log ARGS is WANT
	want=$1
	shift
	set -- env -u LC_ALL -u LC_MESSAGES -u LANG "$@"
	"$@" >"$tmp/lang-got" 2>&1 && cmp -s "$want" "$tmp/lang-got"
}
if lang_env tests/golden/seed000-zh.log LANG=zh_CN.UTF-8 "$abviz" --log \
    trees/seed000.json; then
	pass "lang: log follows LANG=zh_CN.UTF-8 when LC_ALL is unset"
else
	fail "lang: log with LANG=zh_CN.UTF-8 is not the Chinese golden"
fi
if lang_env tests/golden/seed000.log LANG=zh_CN.UTF-8 LC_ALL=C "$abviz" \
    --log trees/seed000.json; then
	pass "lang: log is English with LC_ALL=C over LANG=zh_CN.UTF-8"
else
	fail "lang: log with LC_ALL=C is not the English golden"
fi
if lang_env tests/golden/seed000.log LANG=zh_CN.UTF-8 "$abviz" --lang en \
    --log trees/seed000.json; then
	pass "lang: log --lang en overrides LANG=zh_CN.UTF-8"
else
	fail "lang: log --lang en under LANG=zh_CN.UTF-8 is not English"
fi
code=0
"$abviz" --lang xx --log trees/seed000.json >"$tmp/out" 2>"$tmp/err" ||
    code=$?
if [ "$code" = 2 ] && grep -q 'en' "$tmp/err" && grep -q 'zh' "$tmp/err" &&
    [ ! -s "$tmp/out" ]; then
	pass "lang: log --lang xx is a usage error naming en and zh"
else
	fail "lang: log --lang xx: exit $code, $(cat "$tmp/err")"
fi

# The steppers say each step in the log's words: the page and the terminal
# stepper carry the Chinese sentences (49 steps, as the golden).
rm -rf "$tmp/lang-o"
if "$abviz" --lang zh -f html -o "$tmp/lang-o" trees/seed000.json &&
    [ "$(grep -o '情形 [123]' "$tmp/lang-o/seed000.html" | wc -l)" = 10 ] &&
    grep -q '在节点 C（MIN）剪枝' "$tmp/lang-o/seed000.html"; then
	pass "lang: log sentences in the --lang zh HTML page (10 情形, the cut at C)"
else
	fail "lang: log sentences missing from the --lang zh HTML page"
fi
if "$abviz" step --lang zh --plain trees/seed000.json >"$tmp/lang-step" &&
    grep -q '^  进入节点 H（MAX），α = -∞，β = +∞$' "$tmp/lang-step" &&
    [ "$(grep -c '^  节点 [A-Z] 返回 .*情形 [123]' "$tmp/lang-step")" = 10 ]; then
	pass "lang: log sentences in abviz step --lang zh --plain"
else
	fail "lang: log sentences missing from abviz step --lang zh --plain"
fi

# The practice page gives check's reasons in the page's language: its
# sentences, the leads before them, the misconceptions' descriptions and
# the mistakes' names in Chinese (in the notes' terms, α β and ∞), the
# mistakes keyed by the same English names the English page uses; abviz
# check's report stays English.
rm -rf "$tmp/lang-p"
mkdir -p "$tmp/lang-p/zh" "$tmp/lang-p/en"
if "$abviz" --lang zh -f practice -o "$tmp/lang-p/zh" trees/seed000.json &&
    "$abviz" -f practice -o "$tmp/lang-p/en" trees/seed000.json; then
	zp=$tmp/lang-p/zh/seed000.practice.html
	ep=$tmp/lang-p/en/seed000.practice.html
	# the same keys: the mistakes' English names, and as many leads
	grep '^"mk": ' "$ep" >"$tmp/lang-pk.en"
	grep '^"mk": ' "$zp" >"$tmp/lang-pk.zh"
	nlead_en=$(grep '^"leads": ' "$ep" | grep -o '", "' | wc -l)
	nlead_zh=$(grep '^"leads": ' "$zp" | grep -o '", "' | wc -l)
	english=$({ grep -o '"s": \[.*\]}' "$zp"; grep '^"leads": ' "$zp"; } |
	    grep -o -e 'at step' -e 'alpha' -e 'beta' -e 'pruned\b' -e 'searched' \
	    -e ' inf' | sort -u | tr '\n' ' ')
	if [ -s "$tmp/lang-pk.en" ] && cmp -s "$tmp/lang-pk.en" "$tmp/lang-pk.zh" &&
	    [ "$nlead_en" -gt 5 ] && [ "$nlead_en" = "$nlead_zh" ] &&
	    [ -z "$english" ] &&
	    grep -q '"第 14 步时节点 C 的 β = 2 ≤ α = 3，所以它余下的子节点被剪掉"' "$zp" &&
	    grep '^"leads": ' "$zp" | grep -q '"它应当被剪掉："' &&
	    grep -q '"D 在第 28 步返回 3，落在它的窗口之内（α = -∞ \\u003c 3 \\u003c β = +∞），所以是准确值"' "$zp" &&
	    grep '^"leads": ' "$zp" | grep -q '"值不对："' &&
	    grep '^"mkText": ' "$zp" | grep -q '"漏剪"' &&
	    grep '^"mkText": ' "$ep" | grep -q '"missed pruning"' &&
	    grep -q '"what": "α 和 β 没有向下传递' "$zp"; then
		pass "lang: practice page zh: check's reasons, misconceptions and mistakes in Chinese, under the English keys"
	else
		fail "lang: practice page zh: English left ($english) or reasons missing"
	fi
else
	fail "lang: practice page: abviz failed"
fi
if "$abviz" check --lang zh trees/seed000.json tests/check/s0-mis-shallow.txt \
    >"$tmp/lang-ck.zh" 2>&1; [ -s "$tmp/lang-ck.zh" ] &&
    "$abviz" check trees/seed000.json tests/check/s0-mis-shallow.txt \
    >"$tmp/lang-ck.en" 2>&1; cmp -s "$tmp/lang-ck.en" "$tmp/lang-ck.zh" &&
    grep -q 'misconception shallow: alpha and beta not passed down' "$tmp/lang-ck.en"; then
	pass "lang: abviz check --lang zh: the report stays English (a TA's scripts read it)"
else
	fail "lang: abviz check --lang zh: the report changed: $(diff "$tmp/lang-ck.en" "$tmp/lang-ck.zh" | head -3)"
fi

# The page's subtitle and the stepper's head name the search and its
# conventions in the log header's words (in English, as they always were).
zs=$(sed -n 's/^搜索：//p' tests/golden/seed000-zh.log)
zc=$(sed -n 's/^约定：//p' tests/golden/seed000-zh.log)
if [ -n "$zs" ] && [ -n "$zc" ] &&
    grep -qF "\"title\": \"$zs\"" "$tmp/lang-o/seed000.html" &&
    grep -qF "\"conventions_text\": \"$zc\"" "$tmp/lang-o/seed000.html" &&
    grep -qxF "搜索：$zs" "$tmp/lang-step" && grep -qxF "约定：$zc" "$tmp/lang-step"; then
	pass "lang: the zh page's subtitle and stepper's head say the search as the zh log does"
else
	fail "lang: the zh page or stepper names the search otherwise than the zh log"
fi

# Help in the language: a --lang before the command is the whole command
# line's (or LANG's), abviz help and each --help come from the catalogue,
# and Chinese, which has no spaces, wraps between its characters but never
# puts "，" "。" "）" at a line's start or "（" at its end.  English stays
# as it was (tests/opts.sh reads it against the manual page).
if "$abviz" --lang zh help run >"$tmp/help-zh" 2>&1 &&
    head -n 1 "$tmp/help-zh" | grep -q '^用法：abviz \[run\] \[options\] TREE.json\.\.\.$' &&
    grep -q '^  -o, --output DIR   把文件写入 DIR（默认：out）；DIR 及其上级文件夹不存在时一$' "$tmp/help-zh" &&
    grep -q '^搜索及其约定：$' "$tmp/help-zh" &&
    grep -q '^退出状态：0 成功，2 用法错误，3 输入有误，4 无法写出输出。$' "$tmp/help-zh" &&
    ! grep -q -e '^ *，' -e '^ *。' -e '^ *、' -e '^ *；' -e '^ *：' -e '^ *）' \
    "$tmp/help-zh" && ! grep -q '（$' "$tmp/help-zh" &&
    [ "$(grep -c . "$tmp/help-zh")" -gt 40 ] &&
    env -u LC_ALL -u LC_MESSAGES LANG=zh_CN.UTF-8 "$abviz" help run | cmp -s - "$tmp/help-zh" &&
    "$abviz" help run >"$tmp/help-en" && head -n 1 "$tmp/help-en" | grep -q '^usage: ' &&
    env -u LC_ALL -u LC_MESSAGES LANG=zh_CN.UTF-8 "$abviz" --lang en help run | cmp -s - "$tmp/help-en"; then
	pass "lang: abviz --lang zh help run (and LANG=zh_CN.UTF-8): usage, options, groups and notes in Chinese, wrapped between characters; --lang en wins"
else
	fail "lang: abviz --lang zh help run: $(head -n 3 "$tmp/help-zh")"
fi
if "$abviz" --lang zh help >"$tmp/help-zh" &&
    grep -q '^  run      追踪一次搜索；写出它的图、日志和结果$' "$tmp/help-zh" &&
    grep -q "^试试 'abviz help COMMAND' 或 'abviz COMMAND --help'。$" "$tmp/help-zh" &&
    "$abviz" --lang=zh check --help | grep -q '^  -h, --help         显示本帮助$'; then
	pass "lang: abviz --lang zh help lists the commands in Chinese; --lang=zh check --help too"
else
	fail "lang: abviz --lang zh help: $(head -n 3 "$tmp/help-zh")"
fi
code=0
"$abviz" --lang qq help >"$tmp/out" 2>"$tmp/err" || code=$?
if [ "$code" = 2 ] && [ ! -s "$tmp/out" ] &&
    grep -qx 'abviz: unknown --lang "qq" (expected en or zh)' "$tmp/err"; then
	pass "lang: abviz --lang qq help: a usage error naming the languages"
else
	fail "lang: abviz --lang qq help: exit $code, $(cat "$tmp/err")"
fi

# Errors in the language: every bad tree of tests/bad is refused in Chinese
# with the same exit code and the same "abviz: FILE:LINE:COL: " as in
# English (tests/bad.sh holds the English word for word), and the words
# after it differ; a file that is not there, a bad option word, a command
# line without a tree, each in Chinese.
same=0 nbad=0 bad_which=
for f in tests/bad/*.json; do
	nbad=$((nbad + 1))
	ce=0 cz=0
	"$abviz" --log "$f" >/dev/null 2>"$tmp/err-en" || ce=$?
	"$abviz" --lang zh --log "$f" >/dev/null 2>"$tmp/err-zh" || cz=$?
	pe=$(sed -n '1s/^\(abviz: [^ ]*:[0-9]*:[0-9]*: \).*/\1/p' "$tmp/err-en")
	if [ "$ce" = "$cz" ] && [ "$ce" != 0 ] && [ -n "$pe" ] &&
	    [ "$(head -c ${#pe} "$tmp/err-zh")" = "$pe" ] &&
	    ! cmp -s "$tmp/err-en" "$tmp/err-zh"; then
		same=$((same + 1))
	else
		bad_which="$bad_which $f"
	fi
done
if [ "$same" = "$nbad" ] && [ "$nbad" -gt 40 ]; then
	pass "lang: the $nbad bad trees of tests/bad are refused in Chinese, at the English file:line:col and exit code"
else
	fail "lang: bad trees in Chinese: $((nbad - same)) of $nbad not:$bad_which"
fi
same=0 nbad=0 bad_which=
for f in tests/import/bad/*.test; do
	nbad=$((nbad + 1))
	ce=0 cz=0
	"$abviz" import cs188 "$f" >/dev/null 2>"$tmp/err-en" || ce=$?
	"$abviz" --lang zh import cs188 "$f" >/dev/null 2>"$tmp/err-zh" || cz=$?
	pe=$(sed -n '1s/^\(abviz: [^ ]*\.test[:0-9]*: \).*/\1/p' "$tmp/err-en")
	if [ "$ce" = "$cz" ] && [ "$ce" != 0 ] && [ -n "$pe" ] &&
	    [ "$(head -c ${#pe} "$tmp/err-zh")" = "$pe" ] &&
	    ! cmp -s "$tmp/err-en" "$tmp/err-zh"; then
		same=$((same + 1))
	else
		bad_which="$bad_which $f"
	fi
done
if [ "$same" = "$nbad" ] && [ "$nbad" -gt 10 ]; then
	pass "lang: the $nbad bad CS188 files of tests/import/bad are refused in Chinese, at the English place and exit code"
else
	fail "lang: bad CS188 files in Chinese: $((nbad - same)) of $nbad not:$bad_which"
fi
lang_err() {	# lang_err CODE STDERR ARGS...: abviz --lang zh ARGS
	want_code=$1 want_err=$2
	shift 2
	code=0
	"$abviz" --lang zh "$@" >/dev/null 2>"$tmp/err" || code=$?
	if [ "$code" = "$want_code" ] && [ "$(cat "$tmp/err")" = "$want_err" ]; then
		pass "lang: abviz --lang zh $*: exit $code, $want_err"
	else
		fail "lang: abviz --lang zh $*: exit $code, $(cat "$tmp/err")"
	fi
}
lang_err 3 "abviz: nosuchfile.json: 没有这个文件或目录" nosuchfile.json
lang_err 2 'abviz: --order 的值 "up" 不认识（应为 ltr、rtl、best、worst、eval 或 prob）' \
    --order up trees/seed000.json
# a search a chance tree cannot take, and the load's own words for chance
lang_err 3 "abviz: trees/chance/coins.json: 这棵树有机会节点，--algo negamax 不能搜索它（expectimax 和 minimax 对机会节点取期望值；star1 和 alphabeta 用 Star1 在机会节点下剪枝）" \
    --algo negamax trees/chance/coins.json
lang_err 3 "abviz: tests/bad/chance-sum.json:2:3: 机会节点 C 的各个概率之和是 0.9，不是 1" \
    tests/bad/chance-sum.json
lang_err 2 "abviz: 不认识的选项 '--nope'
试试 'abviz compare --help'。" compare --nope trees/seed000.json
lang_err 2 "abviz: 选项 '--order' 需要一个参数
试试 'abviz --help'。" --order
lang_err 2 "abviz: 无效的选项 -- 'z'
试试 'abviz --help'。" -z trees/seed000.json
# getopt's complaints are abviz's messages now, in getopt's English words
# but always after "abviz: " (getopt put its argv[0]: "compare:", "./abviz:")
expect 2 "abviz: option '--no' is ambiguous; possibilities: '--node-types' '--notation'
Try 'abviz --help'." -- --no trees/seed000.json
expect 2 "abviz: option '--json' doesn't allow an argument
Try 'abviz compare --help'." -- compare --json=1 trees/seed000.json
lang_err 2 "abviz: 没有给出树
用法：abviz [run] [options] TREE.json...
      abviz compare [options] [--json] TREE.json
      abviz step [options] TREE.json
      abviz check [options] TREE.json ANSWER...
      abviz check [options] --manifest FILE
      abviz gen [options] -o DIR
      abviz game GAME [options]
      abviz game list
      abviz import FORMAT [options] FILE
      abviz help [COMMAND]
试试 'abviz help COMMAND' 或 'abviz COMMAND --help'。" --log
lang_err 4 "abviz: 无法写入 $tmp/none/x.json：没有这个文件或目录" \
    game nim --heaps 1,1 -o "$tmp/none/x.json"
lang_err 3 "abviz: --position：第 2 个字符 'Q' 不是 X、O 或 .（空格）" \
    game ttt --position XQ
lang_err 3 "abviz: tests/check/bad-twice.txt:3:1: value 已在第 1 行给出" \
    check trees/seed000.json tests/check/bad-twice.txt
# ... and the report, English whatever --lang says, says it in English
if "$abviz" --lang zh check trees/seed000.json tests/check/bad-twice.txt \
    2>/dev/null | grep -qx 'tests/check/bad-twice.txt: not graded: tests/check/bad-twice.txt:3:1: value already given on line 1'; then
	pass "lang: abviz --lang zh check: the report says an answer file's error in English"
else
	fail "lang: abviz --lang zh check: the report's error is not English"
fi
if "$abviz" --lang zh check tests/bad/both.json tests/check/s0-ids.txt 2>"$tmp/err" |
    grep -qx 'cannot grade against it: tests/bad/both.json:1:1: a node has "value" (a leaf) or "children", not both' &&
    grep -q '不能两者都有$' "$tmp/err"; then
	pass "lang: abviz --lang zh check: a bad tree, in Chinese on stderr and in English in the report"
else
	fail "lang: abviz --lang zh check: the report's error is not English"
fi

# gen --lang zh: the key's comments in Chinese (the log header's words),
# its facts in abviz check's keywords, so that it still grades full marks.
rm -rf "$tmp/lang-gen"
if "$abviz" gen --lang zh -f dot --seed 3 -o "$tmp/lang-gen" >/dev/null &&
    k=$tmp/lang-gen/gen-3.key.txt &&
    head -n 1 "$k" | grep -qx '# 答案：Exercise (seed 3)' &&
    grep -qx '# 搜索：Alpha-Beta 剪枝，软失败（fail-soft；MAX-VALUE / MIN-VALUE：return v）；' "$k" &&
    grep -qx 'value: 18' "$k" &&
    "$abviz" check "$tmp/lang-gen/gen-3.json" "$k" | grep -q 'gen-3.key.txt: [0-9]*/[0-9]* (100.0%), all right$'; then
	pass "lang: gen --lang zh: the key's comments in Chinese, its facts graded full marks"
else
	fail "lang: gen --lang zh: the key is not as it should be: $(head -n 3 "$tmp/lang-gen/gen-3.key.txt")"
fi

# compare's table in Chinese, its columns lined up by their width on a
# terminal (a Chinese character is two columns): the heads end where the
# numbers do.
if "$abviz" --lang zh compare trees/seed000.json >"$tmp/cmp-zh" &&
    grep -q '^写法             顺序         值  节点数  叶子数  剪枝数   比例  最佳着法$' "$tmp/cmp-zh" &&
    grep -q '^minimax          任意          3      26      12       0   100%  D$' "$tmp/cmp-zh" &&
    grep -q '^极小化极大搜索整棵树：26 个节点，12 个叶子节点。$' "$tmp/cmp-zh"; then
	pass "lang: abviz --lang zh compare: the table in Chinese, lined up"
else
	fail "lang: abviz --lang zh compare: $(sed -n 4,5p "$tmp/cmp-zh")"
fi

# The catalogues (po/, README "Languages").  gettext's own checker reads
# every .po as translators' tools do (not the template, whose header is
# msginit's to fill in); CI installs it, so there it never
# skips.
if command -v msgfmt >/dev/null 2>&1; then
	for po in po/*.po tests/po/xx.po; do
		if msgfmt --check -o /dev/null "$po" 2>"$tmp/msgfmt"; then
			pass "lang: msgfmt --check $po"
		else
			fail "lang: msgfmt --check $po: $(head -n 3 "$tmp/msgfmt")"
		fi
	done
	# po/zh.po is up to date with the template: msgmerge finds nothing
	# new and nothing changed.  When the English of a message changes,
	# msgmerge marks its translation fuzzy, and mkcat leaves it out with a
	# warning, so that abviz says that message in English.
	mkdir -p "$tmp/merge"
	if msgmerge -q po/zh.po po/abviz.pot -o "$tmp/merge/zh.po" 2>"$tmp/msgfmt" &&
	    ! grep -q '^#, fuzzy' "$tmp/merge/zh.po" &&
	    [ "$(msgattrib --untranslated --no-obsolete "$tmp/merge/zh.po" | grep -c '^msgctxt')" = 0 ]; then
		pass "lang: msgmerge po/zh.po po/abviz.pot: nothing fuzzy, nothing untranslated"
	else
		fail "lang: po/zh.po is behind po/abviz.pot: $(head -n 3 "$tmp/msgfmt")"
	fi
	sed 's/^msgid "  pruned: %1, by %2\\n"$/msgid "  pruned: %1, all by %2\\n"/' \
	    po/abviz.pot >"$tmp/merge/abviz.pot"
	if msgmerge -q po/zh.po "$tmp/merge/abviz.pot" -o "$tmp/merge/zh.po" &&
	    grep -B1 '^msgctxt "M_LOG_PRUNED"$' "$tmp/merge/zh.po" | grep -q '^#, fuzzy' &&
	    "$build/mkcat" src/msg/msg.h "$tmp/merge/abviz.pot" "$tmp/merge/zh.po" \
	    >"$tmp/merge/catalog.h" 2>"$tmp/merge/err" &&
	    grep -q 'warning: M_LOG_PRUNED is fuzzy: English is said' "$tmp/merge/err" &&
	    [ "$(grep -c '^	\[M_LOG_PRUNED\] = ' "$tmp/merge/catalog.h")" = 1 ] &&
	    [ "$(grep -c '^	\[M_LOG_SAVED\] = ' "$tmp/merge/catalog.h")" = 2 ]; then
		pass "lang: an English changed: msgmerge marks its Chinese fuzzy, mkcat says English for it (the rest Chinese)"
	else
		fail "lang: msgmerge and a changed English: $(cat "$tmp/merge/err")"
	fi
elif [ -n "${CI_NEVER_SKIP:-}" ]; then
	fail "lang: msgfmt is not installed (CI_NEVER_SKIP is set)"
else
	echo "skipped - lang: msgfmt --check: gettext is not installed"
fi

# A language added with one .po file: $build/extra/abviz is abviz built
# with tests/po/xx.po too (the Makefile's EXTRA_PO).  xx has three plural
# forms (1; even; odd), where English has two: seed 000 prunes 9 nodes
# (odd) by 5 cutoffs (odd), and its cut at I prunes 4 nodes (even).  Its
# root value entry is fuzzy, so that line is English; what it leaves
# untranslated is English; the Chinese is still there.
x=$build/extra/abviz
if [ -x "$x" ] && "$x" --lang xx --log trees/seed000.json >"$tmp/xx.log" &&
    "$x" --lang zh --log trees/seed000.json >"$tmp/xx-zh.log"; then
	if grep -qx '  xpruned: 5 xcuts-odd made 9 xnodes-odd' "$tmp/xx.log" &&
	    grep -q 'prunes M (4 xnodes-even)$' "$tmp/xx.log" &&
	    grep -qx '  value at the root (MAX to move): 3' "$tmp/xx.log" &&
	    ! grep -q 'xvalue' "$tmp/xx.log" &&
	    [ "$(grep -v 'xpruned\|xnodes' "$tmp/xx.log" | cmp - tests/golden/seed000.log 2>&1 | wc -l)" = 1 ] &&
	    cmp -s "$tmp/xx-zh.log" tests/golden/seed000-zh.log; then
		pass "lang: a language from tests/po/xx.po: its words, its plural forms, English for its fuzzy entry"
	else
		fail "lang: build/extra/abviz --lang xx: $(grep 'prune' "$tmp/xx.log" | head -n 3)"
	fi
	code=0
	"$x" --lang yy --log trees/seed000.json >/dev/null 2>"$tmp/err" || code=$?
	if [ "$code" = 2 ] && grep -q 'en, zh or xx' "$tmp/err"; then
		pass "lang: build/extra/abviz offers en, zh and xx"
	else
		fail "lang: build/extra/abviz --lang yy: exit $code, $(cat "$tmp/err")"
	fi
else
	fail "lang: $x (make $x) does not run"
fi

# mkcat stops the build on a catalogue that is not whole or not right,
# naming the file, the line and the id: tests/po/bad holds a message list
# of three ids (msg.h), their English (abviz.pot) and a good translation
# (zz.po), then one fault each.
mkcat_expect() {	# mkcat_expect CODE STDERR POT PO
	code=0
	"$build/mkcat" tests/po/bad/msg.h "tests/po/bad/$3" "tests/po/bad/$4" \
	    >"$tmp/cat.h" 2>"$tmp/err" || code=$?
	if [ -n "$2" ]; then printf '%s\n' "$2"; fi >"$tmp/want"
	if [ "$code" = "$1" ] && cmp -s "$tmp/want" "$tmp/err"; then
		pass "lang: mkcat $3 $4: exit $1 $(head -n 1 "$tmp/want")"
	else
		fail "lang: mkcat $3 $4: exit $code, $(cat "$tmp/err")"
	fi
}
mkcat_expect 0 "" abviz.pot zz.po
if grep -q '"zz %1 zz"' "$tmp/cat.h" && grep -q '"%1 zztree"' "$tmp/cat.h"; then
	pass "lang: mkcat writes a good translation's texts and forms"
else
	fail "lang: mkcat's tables lack zz.po's texts"
fi
mkcat_expect 1 "mkcat: tests/po/bad/missing.pot: M_BYE (an id of tests/po/bad/msg.h) has no entry" \
    missing.pot zz.po
mkcat_expect 1 "mkcat: tests/po/bad/twice/zz.po:15: M_BYE again (line 7)" \
    abviz.pot twice/zz.po
mkcat_expect 1 "mkcat: tests/po/bad/drops/zz.po:7: M_HELLO: the translation drops %1 (the English: %1)" \
    abviz.pot drops/zz.po

lib_end
