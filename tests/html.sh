# Sourced by tests/run.sh (which defines abviz, tmp, pass and fail).
#
# The HTML stepper (--format html).  First the file itself: one page that
# needs nothing else, the model escaped so no label can end its script, no
# search result drawn into the skeleton, whole or nothing when Graphviz is
# missing or fails.  Then the page in Debian's chromium, driven by
# playwright-core (tests/browser/check.mjs; its view, keyboard and
# accessibility, with axe-core, in tests/browser/view.mjs): their "ok -" /
# "not ok -" lines count here.  Without node or chromium the browser part says it was
# skipped; with CI_NEVER_SKIP set that is a failure.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

html=$tmp/html
rm -rf "$html"
mkdir -p "$html/pvs" "$tmp/nodot" "$tmp/baddot"
cp tests/golden/escapes.json "$html/escapes.json"
# labels written as markup, one of them ending the model's script element
cat >"$html/hostile.json" <<'EOF'
{"name": "<img src=x onerror=alert(1)>", "root": {"id": "<script>alert(2)</script>",
  "label": "<img src=x onerror=alert(3)>", "children": [
    {"id": "</script><img src=x onerror=alert(4)>", "children": [1,
      {"label": "<svg onload=alert(5)>", "value": 2}]},
    {"id": "<!-- x", "value": 3}]}}
EOF
if "$abviz" -o "$html" -f html,steps trees/seed000.json 2>"$tmp/err" &&
    "$abviz" -o "$html/pvs" --algo pvs -f html,steps trees/seed001.json \
    2>>"$tmp/err" &&
    "$abviz" -o "$html" -f html "$html/escapes.json" "$html/hostile.json" \
    2>>"$tmp/err"; then
	pass "--format html writes NAME.html"
else
	fail "--format html: abviz failed: $(cat "$tmp/err")"
fi

# Offline: no address but the SVG namespaces, nothing fetched by markup.
page=$html/seed000.html
urls=$(grep -o 'https\{0,1\}://[^"'"'"' )>]*' "$page" | sort -u | tr '\n' ' ')
if [ "$urls" = "http://www.w3.org/1999/xlink http://www.w3.org/2000/svg " ] &&
    ! grep -qi -e '<link' -e '<script src' -e ' src="' -e '@import' "$page" &&
    [ "$(grep -o 'url([^#]' "$page" | wc -l)" = 0 ]; then
	pass "html: one self-contained page (no address but the SVG namespaces)"
else
	fail "html: the page refers outside itself: $urls"
fi

# The model's "<" are escaped: exactly three script elements end (the
# page's texts, the model, the script), however hostile the labels.
for f in escapes:'u003cb>&amp;' hostile:'u003cimg src=x onerror'; do
	want=${f#*:}
	f=$html/${f%%:*}.html
	n=$(grep -o '</script' "$f" | wc -l)
	model=$(sed -n '/<script type="application\/json" id="model">/,/<\/script>/p' \
	    "$f" | sed '1d;$d')
	if [ "$n" = 3 ] && ! printf '%s' "$model" | grep -q '<' &&
	    printf '%s' "$model" | grep -qF "$want"; then
		pass "html: $(basename "$f"): the model's < are written \\u003c"
	else
		fail "html: $(basename "$f"): $n </script, or a raw < in the model"
	fi
done

# The skeleton draws no search result: its only texts are the 12 leaves'
# values and names (the page writes the rest, step by step).
n=$(sed -n '/<svg width=/,/<\/svg>/p' "$page" | grep -c '<text' || true)
if [ "$n" = 24 ]; then
	pass "html: the drawn tree holds no search result (24 texts: the leaves')"
else
	fail "html: the drawn tree has $n texts, want 24 (the leaves' only)"
fi

if "$abviz" --print html trees/seed000.json >"$tmp/p.html" 2>"$tmp/err" &&
    cmp -s "$tmp/p.html" "$page" &&
    "$abviz" -o "$tmp/again" -f html trees/seed000.json 2>>"$tmp/err" &&
    cmp -s "$tmp/again/seed000.html" "$page"; then
	pass "html: --print html gives the same page, and a second run the same bytes"
else
	fail "html: --print html or a second run differs: $(cat "$tmp/err")"
fi

# Graphviz missing, or failing: exit 4, its message, the older page kept.
printf '#!/bin/sh\necho "Error: <stdin>: syntax error in line 1" >&2\nexit 1\n' \
    >"$tmp/baddot/dot"
chmod +x "$tmp/baddot/dot"
for how in nodot baddot; do
	rm -rf "$tmp/o"
	mkdir "$tmp/o"
	echo old >"$tmp/o/seed000.html"
	code=0
	PATH=$tmp/$how "$abviz" -o "$tmp/o" -f html trees/seed000.json \
	    >"$tmp/out" 2>"$tmp/err" || code=$?
	if [ $how = nodot ]; then
		want="abviz: trees/seed000.json: html: cannot run Graphviz's dot (is graphviz installed? apt-get install graphviz)"
	else
		want="abviz: trees/seed000.json: html: Graphviz's dot failed: Error: <stdin>: syntax error in line 1"
	fi
	if [ "$code" = 4 ] && [ "$(cat "$tmp/err")" = "$want" ] &&
	    [ "$(cat "$tmp/o/seed000.html")" = old ] &&
	    [ "$(ls -A "$tmp/o")" = seed000.html ] && [ ! -s "$tmp/out" ]; then
		pass "html: $how: exit 4, \"$want\", the older page kept"
	else
		fail "html: $how: exit $code, $(cat "$tmp/err"), left: $(ls -A "$tmp/o")"
	fi
done

# Above the diagram limit there is no page, as there is no diagram.
awk 'BEGIN { printf "["; for (i = 0; i < 2000; i++) printf "%s%d", i ? "," : "", i % 7; print "]" }' \
    >"$tmp/wide.json"
rm -rf "$tmp/o"
if "$abviz" -o "$tmp/o" -f html,log "$tmp/wide.json" 2>"$tmp/err" &&
    [ "$(ls -A "$tmp/o")" = wide.log ] && grep -q 'wide.html not written' "$tmp/err"
then
	pass "html: a 2001-node tree: no page, and a note why"
else
	fail "html: a 2001-node tree: $(cat "$tmp/err"), wrote $(ls -A "$tmp/o")"
fi

# The practice page (--format practice): in a browser, each answer typed
# and clicked in must be marked as abviz check marks the same answer as
# text, reasons, notes and misconceptions included, and shown as the
# student should see it (tests/browser/practice.mjs).  The answers: the
# search's own (from its JSON result: every interior node's value or
# bound, the pruned subtrees; with "window", each node's alpha and beta
# too), a misconception's, and mistakes written by hand.  Then a thousand
# random answers, graded by the page and by abviz check
# (tests/browser/agree.mjs).
practice=$tmp/practice
# answer_of OPTIONS... TREE: the answer a search under OPTIONS gives
answer_of() {
	"$abviz" --json "$@" | jq -r '(.nodes | to_entries[] |
	    select(.value.leaf == false) | "\(.key): \(if .value.bound == "lower"
	    then ">=" elif .value.bound == "upper" then "<=" else "" end)\(.value.value)"),
	    "pruned: " + ([.cutoffs[].pruned[]] | if length == 0 then "none"
	    else join(" ") end)'
}
# window_of OPTIONS... TREE: the same with each node's alpha and beta when
# it returns
window_of() {
	"$abviz" --json "$@" | jq -r '(.nodes | to_entries[] |
	    select(.value.leaf == false) | "\(.key): \(.value.value) alpha \(
	    .value.alpha_out) beta \(.value.beta_out)"),
	    "pruned: " + ([.cutoffs[].pruned[]] | if length == 0 then "none"
	    else join(" ") end)'
}
practice_browser() {
	if ! command -v jq >/dev/null 2>&1; then
		browser_skip "jq is not installed (apt-get install jq)"
		return
	fi
	rm -rf "$practice"
	mkdir -p "$practice"
	# numbers the page must read as abviz does: 0.00001 is 1e-05
	printf '{"root": {"id": "R", "children": [{"id": "A", "children": [0.00001, 0.00002]}, {"id": "B", "children": [0.000001, 5]}]}}\n' \
	    >"$practice/tiny.json"
	set --
	n=0
	# tree, the course's options, then the answers: "right", "window", a
	# misconception's options (added to the course's), or mistakes by hand;
	# a tree written "zh:TREE" is the Chinese page
	for c in "trees/seed000.json||right|window|--mistake shallow|--mistake root-window|mixed|higher|notes|none|rootcut" \
	    "trees/aima.json|--preset aima|right|=--algo minimax|=--update before" \
	    "trees/seed004.json|--algo negamax-ab|right|window|--fail soft|--cutoff gt|sign" \
	    "trees/irregular.json||right|--mistake shallow|--order rtl" \
	    "$practice/tiny.json||tiny" \
	    "trees/ties.json|--cutoff gt|right|--cutoff ge|--order rtl" \
	    "trees/lecture.json|--preset oiwiki --notation bounds|window|returned" \
	    "zh:trees/seed000.json||mixed|notes"; do
		tree=${c%%|*}
		rest=${c#*|}
		opts=${rest%%|*}
		rest=${rest#*|}
		n=$((n + 1))
		zh=
		case $tree in
		zh:*) tree=${tree#zh:}
			zh=--zh ;;
		esac
		# shellcheck disable=SC2086
		if ! "$abviz" -o "$practice/$n" -f practice ${zh:+--lang zh} $opts \
		    "$tree" 2>"$tmp/err"; then
			fail "practice: $tree $opts: abviz failed: $(cat "$tmp/err")"
			continue
		fi
		pagefile=$practice/$n/$(basename "$tree" .json).practice.html
		k=0
		while [ -n "$rest" ]; do
			a=${rest%%|*}
			[ "$rest" = "$a" ] && rest= || rest=${rest#*|}
			k=$((k + 1))
			ans=$practice/$n/$k.txt
			case $a in
			right) answer_of $opts "$tree" >"$ans" ;;
			window) window_of $opts "$tree" >"$ans" ;;
			mixed) printf 'E: 15\nC: <=2\nH: 4\nK: pruned\nB: >=3\npruned: C2 G N\n' >"$ans" ;;
			# cut above the search's cuts: E (so G inside it) and I
			higher) printf 'D: 3\npruned: E K2 I\n' >"$ans" ;;
			# right in the other notation (notes), a window partly
			# right, alpha or beta alone, a bound for a value
			notes) printf 'E: 15 alpha 15 beta 4\nC: 2 alpha 3\nJ: 3\nK: beta 2\nB: >=3\nF: 15\npruned: C2 G K2 M\n' >"$ans" ;;
			# nothing pruned, said so
			none) printf 'D: 3\nB: 3 alpha 3\npruned: none\n' >"$ans" ;;
			# every child of the root cut: the root, where the
			# search starts, is not pruned with them
			rootcut) printf 'H: 3\npruned: D I\n' >"$ans" ;;
			# a MIN node's value from MAX's side, under negamax
			sign) printf 'a: 3\nb: >=3\npruned: none\n' >"$ans" ;;
			tiny) printf 'A: 0.00001\nB: <=1e-6\npruned: r.2.2\n' >"$ans" ;;
			# the number returned where --notation bounds wants bounds
			returned) answer_of --preset oiwiki "$tree" |
			    sed 's/: [<>]=/: /' >"$ans" ;;
			# "=OPTIONS": those alone (a preset's options clash)
			=*) answer_of ${a#=} "$tree" >"$ans" ;;
			*) answer_of $opts $a "$tree" >"$ans" ;;
			esac
			# shellcheck disable=SC2086
			code=0
			"$abviz" check --json $opts "$tree" "$ans" >"$ans.json" \
			    2>"$tmp/err" || code=$?
			case $code in
			0|1) set -- "$@" $zh "$pagefile" "$ans" "$ans.json" ;;
			*) fail "practice: abviz check $opts $tree ($a): $(cat "$tmp/err")" ;;
			esac
		done
	done
	browser_run "practice in the browser" practice.mjs "$@"
	# every example tree under four courses, and depth limits (nodes
	# below the horizon, iterative deepening) and MTD(f)
	set --
	for tree in trees/*.json; do
		for opts in "" "--preset cs188" "--preset negamax" \
		    "--algo pvs --notation bounds"; do
			set -- "$@" "$tree" "$opts"
		done
	done
	set -- "$@" trees/horizon.json "--depth 2" \
	    trees/horizon.json "--depth 3 --iterative" \
	    trees/horizon.json "--preset oiwiki --depth 2 --notation returned" \
	    trees/uniform.json "--algo mtdf"
	browser_run "practice and abviz check on random answers" agree.mjs \
	    "$abviz" "$practice/agree" 20 "$@"
}

# The page in a browser.
browser_skip() {
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "browser tests: $1 (CI_NEVER_SKIP is set)"
	else
		echo "skipped - browser tests: $1"
	fi
}
chromium=${CHROMIUM:-/usr/bin/chromium}
if ! command -v node >/dev/null 2>&1; then
	browser_skip "node is not installed (apt-get install nodejs npm)"
elif [ ! -x "$chromium" ]; then
	browser_skip "$chromium is not installed (apt-get install chromium)"
elif { [ ! -d tests/browser/node_modules/playwright-core ] ||
    [ ! -d tests/browser/node_modules/axe-core ]; } &&
    ! npm ci --prefix tests/browser --no-audit --no-fund >"$tmp/npm" 2>&1; then
	browser_skip "npm ci --prefix tests/browser failed: $(tail -n 3 "$tmp/npm")"
else
	browser_run browser check.mjs "$html/seed000" "$html/pvs/seed001" -- \
	    "$html/escapes.html" "$html/hostile.html"
	# The view as a lecturer projects it (tests/browser/view.mjs): a
	# 48-node tree of depth 4 with ties (abviz gen --seed 23 --depth 4
	# --ties), in the default and the projector theme, at 1024x768 and
	# 1366x768: readable in focus, zoom steps, keyboard alone, axe-core.
	if "$abviz" -o "$html/view" -f html,steps,practice \
	    tests/browser/tree48.json 2>"$tmp/err" &&
	    "$abviz" --theme projector -o "$html/view/proj" -f html \
	    tests/browser/tree48.json 2>>"$tmp/err"; then
		browser_run "view in the browser" view.mjs "$html/view/tree48" \
		    "$html/view/proj/tree48.html" \
		    "$html/view/tree48.practice.html"
	else
		fail "html: tree48.json: abviz failed: $(cat "$tmp/err")"
	fi
	practice_browser
fi

lib_end
