# shellcheck shell=sh
# The HTML page and the terminal stepper in Chinese (--lang zh), and the
# page's themes (--theme).  Sourced by tests/run.sh (pass, fail, $abviz,
# $tmp, golden_check).  The expected Chinese texts are the ones written in
# po/zh.po, typed here again; the widths are counted by hand.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

vl=$tmp/view-lang
rm -rf "$vl"
mkdir -p "$vl/en" "$vl/zh" "$vl/mono" "$vl/proj" "$vl/print"

# The pages: English (the default), Chinese, and three themes.
if "$abviz" -o "$vl/en" -f html,practice trees/seed000.json 2>"$tmp/err" &&
    "$abviz" --lang zh -o "$vl/zh" -f html,practice trees/seed000.json \
    2>>"$tmp/err" &&
    "$abviz" --theme mono -o "$vl/mono" -f html trees/seed000.json \
    2>>"$tmp/err" &&
    "$abviz" --theme projector -o "$vl/proj" -f html trees/seed000.json \
    2>>"$tmp/err" &&
    "$abviz" --theme print -o "$vl/print" -f html trees/seed000.json \
    2>>"$tmp/err"; then
	pass "lang: page: abviz writes the en, zh, mono, projector and print pages"
else
	fail "lang: page: abviz failed: $(cat "$tmp/err")"
fi

if grep -q '^<html lang="zh">$' "$vl/zh/seed000.html" &&
    grep -q '^<html lang="en">$' "$vl/en/seed000.html"; then
	pass "lang: page zh is <html lang=\"zh\">, en <html lang=\"en\">"
else
	fail "lang: page: <html lang> is not zh / en"
fi

# The template's texts, filled in Chinese where the page shows them.
zh=$vl/zh/seed000.html
missing=
for want in '<h2>图例</h2>' '>播放</button>' 'title="第一步（Home）"' \
    '第 <output id="stepno">1</output> 步，共 <span id="nsteps">1</span> 步' \
    '<th scope="col">节点</th>' '&#x2265;3 / &#x2264;3：只是下界 / 上界；<i>3</i>：目前的 v' \
    '<option value="500">每秒 2 步</option>'; do
	grep -qF -- "$want" "$zh" || missing="$missing [$want]"
done
if [ -z "$missing" ]; then
	pass "lang: page zh shows the Chinese buttons, legend, counter and heads"
else
	fail "lang: page zh lacks$missing"
fi

# ... and none of the English ones (the step sentences are the log's).
if ! grep -q -e '>Legend<' -e '>Play<' -e 'Call stack' -e '>Zoom' \
    -e 'Your answer' -e 'Check my answer' -e 'show the steps ahead' \
    "$zh" "$vl/zh/seed000.practice.html"; then
	pass "lang: page zh has no English button, heading or legend left"
else
	fail "lang: page zh still says: $(grep -o -e '>Legend<' -e '>Play<' \
	    -e 'Call stack' -e '>Zoom' -e 'Your answer' -e 'Check my answer' \
	    -e 'show the steps ahead' "$zh" "$vl/zh/seed000.practice.html" |
	    sort -u | tr '\n' ' ')"
fi

# Every key the scripts ask for (T('key'...)) and every t:KEY slot of the
# templates is in the page's "ui" object, not empty, in both languages:
# the object is written from the C tables, so a key the tables lack shows
# here.  Every T( call names its key as a literal, so the list is whole.
{
	grep -o "T('[A-Za-z]*'" src/page/page.js src/page/practice.js |
	    sed "s/.*T('//; s/'\$//"
	grep -o 'abviz:t:[A-Za-z]*' src/page/page.html src/page/practice.html |
	    sed 's/.*abviz:t://'
} | sort -u >"$vl/keys"
uidata() {
	sed -n '/<script type="application\/json" id="ui">/,/<\/script>/p' "$1"
}
nkeys=$(wc -l <"$vl/keys")
absent=
for lang in en zh; do
	uidata "$vl/$lang/seed000.practice.html" >"$vl/ui.$lang"
	while read -r key; do
		grep -q "^\"$key\": \"[^\"]" "$vl/ui.$lang" || absent="$absent $lang:$key"
	done <"$vl/keys"
done
if [ "$nkeys" -gt 60 ] && [ -z "$absent" ] &&
    ! grep -q "T([^']" src/page/page.js src/page/practice.js; then
	pass "lang: page: all $nkeys keys the scripts and templates use are in the en and zh texts"
else
	fail "lang: page: $nkeys keys; missing:$absent; or a T( without a literal key"
fi

# The Chinese page in the browser shows at every step what the model says,
# as the English one does (tests/html.sh's check.mjs; browser_run,
# tests/lib.sh).
if command -v node >/dev/null 2>&1 && [ -x "${CHROMIUM:-/usr/bin/chromium}" ] &&
    [ -d tests/browser/node_modules/playwright-core ] &&
    command -v browser_run >/dev/null 2>&1 &&
    "$abviz" --lang zh -o "$vl/zh" -f steps trees/seed000.json 2>"$tmp/err"; then
	chromium=${CHROMIUM:-/usr/bin/chromium}
	browser_run "lang: page zh in the browser" check.mjs "$vl/zh/seed000"
elif [ -n "${CI_NEVER_SKIP:-}" ]; then
	fail "lang: page zh in the browser: node, chromium or playwright-core is missing"
else
	echo "skipped - lang: page zh in the browser (node, chromium or tests/browser/node_modules missing)"
fi

# The default page is today's look: its stylesheet is page.css as it is,
# no theme block after it, and the class theme-default.
# (the slots' lines: page.css, then an empty theme block)
sed -n '/^<style>$/,/^<\/style>$/p' "$vl/en/seed000.html" | sed '1d;$d' |
    sed '$d' | sed '$d' >"$vl/style.en"
if cmp -s "$vl/style.en" src/page/page.css &&
    grep -q '^<body class="theme-default">$' "$vl/en/seed000.html"; then
	pass "lang: page: the default theme's style is page.css alone (today's look)"
else
	fail "lang: page: the default page's style is not page.css alone"
fi

# Mono: no colour at all.  page.css's own :root block (the default
# palette) is overridden, variable by variable, by the theme's block, whose
# colours are greys (#rrggbb with rr = gg = bb); every colour written
# anywhere else in the style is a grey too.
sed -n '/^<style>$/,/^<\/style>$/p' "$vl/mono/seed000.html" >"$vl/style.mono"
sed -n '/^\/\* --theme mono \*\/$/,/^}$/p' "$vl/style.mono" >"$vl/theme.mono"
awk '/^:root {$/ && !done { on = 1 } on { print } on && /^}$/ { on = 0; done = 1 }' \
    src/page/page.css >"$vl/root.css"
grep -o -E -e '--[a-z-]+: *#[0-9a-fA-F]+' "$vl/root.css" | cut -d: -f1 |
    sort -u >"$vl/colourvars"
notover=
while read -r v; do
	grep -q -e "^	$v: #" "$vl/theme.mono" || notover="$notover $v"
done <"$vl/colourvars"
# the colours outside page.css's :root block: the rest of page.css, and
# the theme block
{
	awk '/^:root {$/ && !done { on = 1 } !on { print } on && /^}$/ { on = 0; done = 1 }' \
	    src/page/page.css
	cat "$vl/theme.mono"
} | grep -o -E '#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)' | sort -u >"$vl/colours"
notgrey=$(grep -v -i -E '^#(([0-9a-f])\2\2|([0-9a-f]{2})\3\3)$' "$vl/colours" || true)
if [ -s "$vl/theme.mono" ] && [ -s "$vl/colourvars" ] && [ -z "$notover" ] &&
    [ -z "$notgrey" ] && grep -q '^<body class="theme-mono">$' "$vl/mono/seed000.html"; then
	pass "lang: page mono: every colour is black, white or grey ($(wc -l <"$vl/colours") colours)"
else
	fail "lang: page mono: not overridden:$notover; not grey: $(echo $notgrey)"
fi

# Projector: type 16/12 = 1.33 and thin lines 2.0/1.0 = 2 times the
# default theme's (theme.c); print: no fills (the current node and the
# call stack white).
if grep -q '^	--type: 1.33;$' "$vl/proj/seed000.html" &&
    grep -q '^	--pen: 2;$' "$vl/proj/seed000.html" &&
    grep -q '^<body class="theme-projector">$' "$vl/proj/seed000.html" &&
    grep -q '^	--now: #ffffff;$' "$vl/print/seed000.html" &&
    grep -q '^	--stack-fill: #ffffff;$' "$vl/print/seed000.html"; then
	pass "lang: page projector has 1.33 times the type and twice the pen; print no fills"
else
	fail "lang: page projector / print: the theme's block is not as theme.c says"
fi

# The stepper's plain form in Chinese, against its golden file (its
# headings checked line by line against step-seed000.txt: the same numbers,
# nodes and MAX/MIN on every line).
golden_check tests/golden/step-seed000.zh.txt step --lang zh trees/seed000.json

# The language follows the environment: LANG=zh_CN.UTF-8 with LC_ALL unset
# is Chinese; LC_ALL=C over it is English; --lang en over LANG is English.
if env -u LC_ALL -u LC_MESSAGES LANG=zh_CN.UTF-8 "$abviz" step \
    trees/seed000.json >"$vl/env.zh" 2>&1 &&
    cmp -s "$vl/env.zh" tests/golden/step-seed000.zh.txt; then
	pass "lang: step: LANG=zh_CN.UTF-8 (LC_ALL unset) prints Chinese"
else
	fail "lang: step: LANG=zh_CN.UTF-8 does not print the Chinese golden form"
fi
if env LC_ALL=C LANG=zh_CN.UTF-8 "$abviz" step trees/seed000.json \
    >"$vl/env.c" 2>&1 && cmp -s "$vl/env.c" tests/golden/step-seed000.txt &&
    env -u LC_ALL -u LC_MESSAGES LANG=zh_CN.UTF-8 "$abviz" step --lang en \
    trees/seed000.json >"$vl/env.en" 2>&1 &&
    cmp -s "$vl/env.en" tests/golden/step-seed000.txt; then
	pass "lang: step: LC_ALL=C, or --lang en, over LANG=zh_CN.UTF-8 is English"
else
	fail "lang: step: LC_ALL=C or --lang en over LANG=zh does not print English"
fi
if env -u LC_ALL -u LC_MESSAGES LANG=zh_CN.UTF-8 "$abviz" --print html \
    trees/seed000.json 2>/dev/null | grep -q '^<html lang="zh">$'; then
	pass "lang: page: LANG=zh_CN.UTF-8 (LC_ALL unset) writes the Chinese page"
else
	fail "lang: page: LANG=zh_CN.UTF-8 does not write <html lang=\"zh\">"
fi

# The Chinese plain form's columns: "调用栈" is 6 columns, so the heads
# line up with the rows as in English: at the step of leaf 甲二 the stack
# row ends where the head's v does.  Widths: the names are at most 4
# columns (甲二), the kind 8 (叶子节点); the head is "  " + 调用栈 padded to
# 4 + 8 + 4 = 16, then α, β and v right-aligned in 8 columns each: 2 + 16 +
# 24 = 42; the row "    " + 甲二 padded to 6 + 叶子节点 + 3 x 8 = 42.
cat >"$vl/cjk.json" <<'EOF'
{"name": "中文节点", "root": {"id": "根", "children": [
  {"id": "甲", "children": [{"id": "甲一", "value": 3}, {"id": "甲二", "value": 12}]},
  {"id": "乙", "children": [{"id": "乙一", "value": 2}, {"id": "乙二", "value": 4}]}]}}
EOF
"$abviz" step --lang zh "$vl/cjk.json" >"$vl/cjk.txt" 2>&1 || true
head_line=$(grep -B 3 -m 1 '^    甲二  叶子节点 ' "$vl/cjk.txt" | head -n 1)
row_line=$(grep -m 1 '^    甲二  叶子节点 ' "$vl/cjk.txt")
# columns, counted on bytes (LC_ALL=C): every byte that starts a character
# (not a continuation byte, 0x80-0xBF) is one, and one more for each that
# starts a CJK ideograph (U+4E00-U+9FFF: lead bytes 0xE4-0xE9)
cols() {
	all=$(printf '%s' "$1" | wc -c)
	cont=$(printf '%s' "$1" | tr -cd '\200-\277' | wc -c)
	wide=$(printf '%s' "$1" | tr -cd '\344-\351' | wc -c)
	echo $((all - cont + wide))
}
if [ "$(cols "$head_line")" = 42 ] && [ "$(cols "$row_line")" = 42 ] &&
    [ "${head_line%v}" != "$head_line" ]; then
	pass "lang: step --plain zh: the heads and rows count CJK as two columns"
else
	fail "lang: step --plain zh: head [$head_line] $(cols "$head_line"), row [$row_line] $(cols "$row_line")"
fi

# The screen in Chinese, in tmux at 80x24: the status line ends at the
# last column (counted in columns, so the "第 14/49 步" part is not pushed
# off by its wide characters), and the key line fits whole (79 columns).
if command -v tmux >/dev/null 2>&1; then
	case $abviz in
	/*) vl_abviz=$abviz ;;
	*) vl_abviz=$PWD/$abviz ;;
	esac
	vl_sock=$tmp/tmux.vl
	vl_tmux() {
		tmux -S "$vl_sock" -f /dev/null "$@"
	}
	vl_tmux new-session -d -s t -x 80 -y 24 -c "$PWD" \
	    "env NO_COLOR=1 '$vl_abviz' step --lang zh trees/seed000.json; sleep 60" ||
	    fail "lang: step: tmux cannot start a session"
	vl_screen() {
		n=0
		while [ $n -lt 150 ]; do
			vl_tmux capture-pane -p -t t >"$vl/screen" 2>/dev/null || true
			grep -q -e "$1" "$vl/screen" && return 0
			sleep 0.1
			n=$((n + 1))
		done
		return 1
	}
	vl_screen '第 1/49 步 *$' || true
	vl_tmux send-keys -t t c
	# the status line ends with a space in column 80, which tmux drops:
	# its text ends in column 79
	if vl_screen 'alphabeta · 第 14/49 步 · 第 1/5 次剪枝$' &&
	    [ "$(cols "$(head -n 1 "$vl/screen")")" = 79 ] &&
	    grep -q '^ n/空格 前进  p 后退  c/C 下/上次剪枝  g/G 首/末步  14g 第 14 步  t 布局  q 退出$' \
	    "$vl/screen" && grep -q '调用栈' "$vl/screen" &&
	    grep -q '▲MAX ▼MIN ■叶子节点' "$vl/screen"; then
		pass "lang: step zh at 80x24: the status line, legend, stack and keys fit"
	else
		fail "lang: step zh at 80x24: the screen was:"
		sed 's/^/    | /' "$vl/screen"
	fi
	vl_tmux send-keys -t t c c c c c
	if vl_screen '这一步之后没有剪枝。'; then
		pass "lang: step zh: past the last cutoff the note is Chinese"
	else
		fail "lang: step zh: no Chinese note past the last cutoff"
	fi
	vl_tmux kill-server >/dev/null 2>&1 || true
elif [ -n "${CI_NEVER_SKIP:-}" ]; then
	fail "lang: step: tmux is missing (CI_NEVER_SKIP is set)"
else
	echo "skipped - lang: step in tmux: tmux is not installed"
fi

lib_end
