# The pictures in Chinese (--lang zh): the DOT legend, frames, the
# worksheet, TikZ and Beamer.  Sourced by tests/run.sh (uses pass, fail,
# $abviz, $tmp).  The words must be Chinese, the facts the English ones:
# the same nodes and edges, the same numbers in each line of the legend.
# pdflatex compiles the Chinese TeX (CJKutf8); Graphviz draws a PNG and a
# PDF whose font has the Chinese characters.  Without a tool that part
# says "skipped" (CI sets CI_NEVER_SKIP and installs them).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

pic=$tmp/pic
rm -rf "$pic"
mkdir -p "$pic"

# The English words of the legend that must not be left in a Chinese one
# (the formulation keeps its English terms in brackets: fail-soft, return).
pic_english='visited|nodes|pruned|leaf|visit order|principal variation|value [0-9]|best move|so far|step [0-9]|thick|grey|searched|window|only a bound|children|moves at the root|cut when|beyond|passes|re-search|Write|eval'

# pic_rows FILE: a DOT legend's rows after the tree's name, one a line.
pic_rows() {
	grep '^    <tr><td' "$1" | sed 1d
}

# pic_nums: each line of standard input as its numbers, sorted (a
# translation may put them in another order).
pic_nums() {
	while IFS= read -r line; do
		printf '%s\n' "$line" | sed 's/<[^>]*>//g; s/#n//g' |
		    grep -o '[0-9][0-9]*' | sort -n | tr '\n' ' '
		echo
	done
}

# pic_same_facts EN ZH: the same node and edge lines, and legend rows with
# the same numbers; prints what differs.
pic_same_facts() {
	grep '^  n[0-9]' "$1" | sed 's/ eval</ 估值</' >"$pic/facts-en"
	grep '^  n[0-9]' "$2" >"$pic/facts-zh"
	if ! cmp -s "$pic/facts-en" "$pic/facts-zh"; then
		diff "$pic/facts-en" "$pic/facts-zh" | head -n 4
		return 1
	fi
	pic_rows "$1" | pic_nums >"$pic/nums-en"
	pic_rows "$2" | pic_nums >"$pic/nums-zh"
	if ! cmp -s "$pic/nums-en" "$pic/nums-zh"; then
		diff "$pic/nums-en" "$pic/nums-zh" | head -n 4
		return 1
	fi
}

# the final diagram, over searches whose legends say the most: passes,
# re-searches, the depth limit, node types, negamax
for args in "trees/seed000.json" "--algo pvs trees/seed001.json" \
    "--algo mtdf trees/seed000.json" \
    "--iterative --depth 3 --node-types trees/horizon.json" \
    "--algo negamax-ab trees/seed004.json" \
    "--algo minimax --blank trees/aima.json"; do
	# shellcheck disable=SC2086
	if ! "$abviz" --lang en --dot $args >"$pic/en.dot" 2>"$tmp/err" ||
	    ! "$abviz" --lang zh --dot $args >"$pic/zh.dot" 2>>"$tmp/err"; then
		fail "pic: abviz --dot $args failed: $(cat "$tmp/err")"
		continue
	fi
	left=$(pic_rows "$pic/zh.dot" | sed 's/<[^>]*>//g' |
	    grep -o -E "$pic_english" | sort -u | tr '\n' ' ')
	if [ -n "$left" ]; then
		fail "pic: zh --dot $args: English left: $left"
	elif ! grep -q '节点' "$pic/zh.dot"; then
		fail "pic: zh --dot $args: no Chinese in the legend"
	elif ! why=$(pic_same_facts "$pic/en.dot" "$pic/zh.dot"); then
		fail "pic: zh --dot $args: facts differ from English: $why"
	else
		pass "pic: zh --dot $args: Chinese words, English facts"
	fi
done

# the worksheet's task and the counts, word for word
"$abviz" --lang zh --dot trees/seed000.json >"$pic/zh.dot"
"$abviz" --lang zh --dot --blank trees/seed000.json >"$pic/zh-blank.dot"
if grep -q '访问了 26 个节点中的 17 个，剪去 9 个' "$pic/zh.dot" &&
    grep -q '△ MAX 节点' "$pic/zh.dot" &&
    sed 's/<br[^>]*>//g' "$pic/zh-blank.dot" |
    grep -q '在每个节点的方框里写出它的分数（搜索只得到界时写 ≥v 或 ≤v）'; then
	pass "pic: zh legend and worksheet say the counts and the task"
else
	fail "pic: zh legend or worksheet: $(pic_rows "$pic/zh.dot" | sed -n 3p)"
fi

# a frame: the step and its sentence in Chinese, the facts as in English
if "$abviz" --lang en -o "$pic/fen" -f frames --frame-format dot --steps 14 \
    trees/seed000.json 2>"$tmp/err" &&
    "$abviz" --lang zh -o "$pic/fzh" -f frames --frame-format dot \
    --steps 14 trees/seed000.json 2>>"$tmp/err"; then
	f_en=$pic/fen/seed000.frames/step-014.dot
	f_zh=$pic/fzh/seed000.frames/step-014.dot
	grep '^  n[0-9]' "$f_en" >"$pic/ffacts-en"
	grep '^  n[0-9]' "$f_zh" >"$pic/ffacts-zh"
	left=$(pic_rows "$f_zh" | grep -v '第 14 步' | sed 's/<[^>]*>//g' |
	    grep -o -E "$pic_english" | sort -u | tr '\n' ' ')
	if grep -q '<b>第 14 步，共 49 步：</b> 在节点 C（MIN）剪枝' "$f_zh" &&
	    grep -q '目前：访问了 26 个节点中的 8 个，剪去 1 个' "$f_zh" &&
	    grep -q '粗边框、底色：这一步处理的节点' "$f_zh" &&
	    cmp -s "$pic/ffacts-en" "$pic/ffacts-zh" && [ -z "$left" ]; then
		pass "pic: zh frame: the step in Chinese, the nodes as in English"
	else
		fail "pic: zh frame: $left $(grep -m1 '步' "$f_zh")"
	fi
else
	fail "pic: frames failed: $(cat "$tmp/err")"
fi

# the sentence breaks beside Chinese characters, not only at spaces: no
# line longer than 84 bytes or ragged, none starting with closing punctuation, and
# the lines put together are the log's sentence
if [ -f "$pic/fzh/seed000.frames/step-014.dot" ]; then
	grep '第 14 步' "$pic/fzh/seed000.frames/step-014.dot" |
	    sed 's/.*<\/b> //; s/<\/font>.*//; s/<br\/>/\n/g' >"$pic/lines"
	"$abviz" --lang zh --log trees/seed000.json |
	    sed -n 's/^14  *//p' >"$pic/log14"
	# (and the lines between the first and the last are full: 80 bytes
	# at least, where breaking only at spaces leaves them ragged)
	long=$(awk -v n="$(wc -l <"$pic/lines")" 'length($0) > 84 ||
	    (NR > 1 && NR < n && length($0) < 80)' "$pic/lines")
	if [ "$(wc -l <"$pic/lines")" -ge 3 ] && [ -z "$long" ] &&
	    ! grep -q '^[，。、；：）]' "$pic/lines" &&
	    [ "$(tr -d '\n ' <"$pic/lines")" = "$(tr -d '\n ' <"$pic/log14")" ]; then
		pass "pic: zh frame: the sentence wrapped between characters"
	else
		fail "pic: zh frame: wrapped badly: $(cat "$pic/lines")"
	fi
fi

# --lang en is English whatever the environment says, byte for byte
for fmt in dot tikz beamer; do
	LC_ALL=C "$abviz" --print "$fmt" trees/seed000.json >"$pic/c.$fmt"
	LC_ALL=zh_CN.UTF-8 "$abviz" --lang en --print "$fmt" \
	    trees/seed000.json >"$pic/en.$fmt" 2>/dev/null
	if cmp -s "$pic/c.$fmt" "$pic/en.$fmt" &&
	    grep -q 'visited 17 of 26 nodes, pruned 9' "$pic/en.$fmt"; then
		pass "pic: --lang en --print $fmt is the English, byte for byte"
	else
		fail "pic: --lang en --print $fmt differs from the English"
	fi
done

# TikZ and Beamer in Chinese: CJKutf8, the words, the numbers
"$abviz" --lang zh --print tikz trees/seed000.json >"$pic/zh.tikz.tex"
"$abviz" --lang zh --print beamer --steps 14 trees/seed000.json \
    >"$pic/zh.beamer.tex"
# (the legend of the one, the step's text and the key of the other, not
# its picture's style names)
left=$({ sed -n '/^\\node\[abvizlegend/,$p' "$pic/zh.tikz.tex"
    sed -n -e '/^\\def\\abvizkey/p' -e '/^\\parbox/,/tikzpicture/p' \
    "$pic/zh.beamer.tex"; } |
    grep -o -E "$pic_english|MAX node|Step [0-9]" | sort -u | tr '\n' ' ')
if grep -q '^\\usepackage{CJKutf8}' "$pic/zh.tikz.tex" &&
    grep -q '^\\begin{CJK}{UTF8}{gbsn}' "$pic/zh.beamer.tex" &&
    grep -q '访问了 26 个节点中的 17 个，剪去 9 个' "$pic/zh.tikz.tex" &&
    grep -q 'MAX 节点' "$pic/zh.tikz.tex" &&
    grep -q '\\textbf{第 14 步，共 49 步：}' "$pic/zh.beamer.tex" &&
    grep -q '目前：访问了 26 个节点中的 8 个，剪去 1 个' "$pic/zh.beamer.tex" &&
    [ -z "$left" ]; then
	pass "pic: zh TikZ and Beamer: Chinese words, CJKutf8, the counts"
else
	fail "pic: zh TikZ or Beamer: English left: $left"
fi

# they compile, and every character has a glyph
if ! command -v pdflatex >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "pic: pdflatex or pdfinfo is missing"
	else
		echo "(pdflatex or pdfinfo not installed: Chinese TeX skipped)"
	fi
else
	mkdir -p "$pic/tex"
	if "$abviz" --lang zh -o "$pic/tex" -f tikz,beamer --steps 1..3 \
	    tests/golden/escapes.json 2>"$tmp/err"; then
		for f in escapes.tikz escapes.beamer; do
			if (cd "$pic/tex" && pdflatex -interaction=nonstopmode \
			    -halt-on-error "$f.tex" >/dev/null 2>&1) &&
			    [ -s "$pic/tex/$f.pdf" ] &&
			    ! grep -q 'Missing character' "$pic/tex/$f.log"; then
				pass "pic: zh $f.tex compiles, no character missing"
			else
				fail "pic: zh $f.tex: $(grep -m1 -e '^!' -e Missing "$pic/tex/$f.log")"
			fi
		done
	else
		fail "pic: zh tikz, beamer: $(cat "$tmp/err")"
	fi
fi

# abviz gen in Chinese: the worksheet's task and the page of worksheets
if ! command -v dot >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "pic: gen --lang zh: Graphviz's dot is missing"
	else
		echo "(Graphviz not installed: Chinese worksheets skipped)"
	fi
else
	"$abviz" gen --lang zh -f svg -o "$pic/gen" --count 2 >/dev/null 2>&1 ||
	    true
	if grep -q '^<html lang="zh">$' "$pic/gen/worksheets.html" 2>/dev/null &&
	    grep -q '^<title>练习纸（abviz gen）</title>$' "$pic/gen/worksheets.html" &&
	    grep -q '在每个节点的方框里写出它的分数' "$pic/gen/gen-1.worksheet.svg" &&
	    grep -q '访问了' "$pic/gen/gen-2.solution.svg"; then
		pass "pic: gen --lang zh: Chinese worksheets, solutions and page"
	else
		fail "pic: gen --lang zh: $(ls "$pic/gen" 2>&1 | tr '\n' ' ')"
	fi
fi

# Graphviz: a PNG, and a PDF whose fonts include one with CJK glyphs
if ! command -v dot >/dev/null 2>&1 || ! command -v pdffonts >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "pic: Graphviz's dot or pdffonts is missing"
	else
		echo "(Graphviz or pdffonts not installed: Chinese PNG/PDF skipped)"
	fi
elif "$abviz" --lang zh -o "$pic/g" -f png,pdf trees/seed000.json \
    2>"$tmp/err" && [ -s "$pic/g/seed000.png" ] &&
    pdffonts "$pic/g/seed000.pdf" | grep -q 'CJK'; then
	pass "pic: zh PNG and PDF, the PDF in a CJK font"
else
	fail "pic: zh PNG/PDF: $(cat "$tmp/err") $(pdffonts "$pic/g/seed000.pdf" 2>&1 | tail -n +3)"
fi

lib_end
