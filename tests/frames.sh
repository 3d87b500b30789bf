# Slide frames (--format frames).  Sourced by tests/run.sh, or run
# alone (tests/lib.sh defines abviz, tmp, pass, fail and expect).  Frame k must show
# the per-step model's step k: the nodes visited and cut so far, the
# current node, the values and windows known so far, and nothing of the
# result.  The frames are read through the classes and ids (n<index>)
# they give their SVG nodes.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

# frames_expect CODE STDERR -- ARGS...: expect (tests/lib.sh) with -o a
# fresh folder, which must stay empty.
frames_expect() {
	want_code=$1
	want_err=$2
	shift 3
	rm -rf "$tmp/fo"
	mkdir "$tmp/fo"
	expect "$want_code" "$want_err" -- -o "$tmp/fo" "$@"
	if [ -n "$(ls -A "$tmp/fo")" ]; then
		fail "frames: abviz $*: wrote $(ls -A "$tmp/fo")"
	fi
}

# Usage errors need no Graphviz: they are found before anything is drawn.
frames_expect 2 "abviz: bad --steps \"5..3\" (the range ends before it starts)" \
	-- -f frames --steps 5..3 trees/seed000.json
frames_expect 2 "abviz: bad --steps \"0..4\" (steps are numbered from 1)" \
	-- -f frames --steps 0..4 trees/seed000.json
frames_expect 2 "abviz: bad --steps \"..\" (expected a range of steps such as 3..5, or 3, 3.. or ..5)" \
	-- -f frames --steps .. trees/seed000.json
frames_expect 2 "abviz: bad --steps \"3-5\" (expected a range of steps such as 3..5, or 3, 3.. or ..5)" \
	-- -f frames --steps 3-5 trees/seed000.json
frames_expect 2 "abviz: bad --steps \"99999999999999999999\" (expected a range of steps such as 3..5, or 3, 3.. or ..5)" \
	-- -f frames --steps 99999999999999999999 trees/seed000.json
frames_expect 2 "abviz: trees/seed000.json: --steps 40..60 goes past the last step: the search has 49 steps" \
	-- -f frames --steps 40..60 trees/seed000.json
frames_expect 2 "abviz: trees/seed000.json: --steps 50.. goes past the last step: the search has 49 steps" \
	-- -f frames --steps 50.. trees/seed000.json
frames_expect 2 "abviz: trees/seed000.json: --cutoffs-only: no cutoff in steps 1..13 (the search cuts off at steps 14, 25, 35, 41, 46)" \
	-- -f frames --cutoffs-only --steps 1..13 trees/seed000.json
frames_expect 2 "abviz: trees/seed000.json: --cutoffs-only: the search makes no cutoff" \
	-- -f frames --cutoffs-only --algo minimax trees/seed000.json
frames_expect 2 "abviz: --steps and --cutoffs-only choose the steps of frames and beamer: add --format frames or beamer" \
	-- --steps 3..5 trees/seed000.json
frames_expect 2 "abviz: --frame-format chooses the frames' formats: add --format frames" \
	-- -f beamer --frame-format png trees/seed000.json
frames_expect 2 "abviz: unknown --frame-format \"gif\" (expected svg, png, pdf or dot; several with commas, e.g. svg,png)" \
	-- -f frames --frame-format svg,gif trees/seed000.json
frames_expect 2 "abviz: unknown --print \"frames\" (expected dot, svg, png, pdf, log, json, steps, html, practice, tikz or beamer)" \
	-- --print frames trees/seed000.json

if ! command -v dot >/dev/null 2>&1 || ! command -v jq >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "frames: Graphviz's dot or jq is missing"
	else
		echo "(dot or jq not installed: frame drawings skipped)"
	fi
else

# frames_of NAME "FRAME-OPTIONS" ARGS...: write the frames of ARGS, with
# the frame options (split at spaces), into $tmp/f-NAME, and the model of
# ARGS into $tmp/f-NAME.json.
frames_of() {
	fname=$1
	fopts=$2
	shift 2
	rm -rf "$tmp/f-$fname"
	mkdir "$tmp/f-$fname"
	# shellcheck disable=SC2086
	"$abviz" -o "$tmp/f-$fname" -f frames $fopts "$@" >"$tmp/out" \
	    2>"$tmp/err" &&
	    "$abviz" --print steps "$@" >"$tmp/f-$fname.json" 2>>"$tmp/err"
}

# The steps a folder holds, one number a line, from the file names.
frame_steps() {
	ls "$1" | sed -n 's/^step-0*\([0-9][0-9]*\)\.svg$/\1/p' | sort -n
}

# What each frame shows, as lines "K visited|cut|current N N ...": the
# classes of its SVG nodes <g id="n<index>">.
svg_state() {
	for f in "$1"/step-*.svg; do
		k=$(basename "$f" .svg | sed 's/^step-0*//')
		grep -o '<g id="n[0-9]*" class="node[^"]*"' "$f" |
		    sed 's/<g id="n\([0-9]*\)" class="node\(.*\)"/\1\2/' >"$tmp/cls"
		for c in visited cut current; do
			printf '%s %s %s\n' "$k" "$c" "$(awk -v c="$c" \
			    '{ for (i = 2; i <= NF; i++) if ($i == c) print $1 }' \
			    "$tmp/cls" | sort -n | tr '\n' ' ')"
		done
	done | sed 's/ *$//'
}

# The same from the model: the fold of steps 1..K in order, as the README
# gives it (a visit marks its node searched and no longer cut, a cutoff its
# pruned nodes cut), for the steps in $2.
model_state() {
	jq -r --argjson want "$(tr '\n' ' ' <"$2" | sed 's/ *$//;s/ /,/g;s/^/[/;s/$/]/')" '
	    .steps as $s
	    | (.nodes | map({key: .id, value: .index}) | from_entries) as $ix
	    | $want[] as $k
	    | $s[:$k] as $p
	    | (reduce $p[] as $st ({};
		(if $st.visit then .[$ix[$st.node] | tostring] = "visited"
		 else . end)
		| (if $st.cutoff != null then reduce $st.cutoff.pruned[] as $q
		    (.; .[$ix[$q] | tostring] = "cut") else . end))) as $m
	    | def marked($c): [$m | to_entries[] | select(.value == $c)
		| .key | tonumber] | sort | map(tostring) | join(" ");
	      "\($k) visited \(marked("visited"))",
	      "\($k) cut \(marked("cut"))",
	      "\($k) current \($ix[$p[-1].node])"' "$1" | sed 's/ *$//'
}

# Every frame's label of the step's node says what the model's state says:
# its value (with its bound) once done, else its running value, and its
# window (not at the depth limit, where the node is scored by its eval).
# Lines "K n<index> TEXT" of what must appear in that node's line.
model_labels() {
	jq -r '
	    def num: if . == "-inf" then "-\u221e" elif . == "+inf" then
		"+\u221e" else tostring end;
	    .conventions.depth as $depth
	    | (.nodes | map({key: .id, value: .}) | from_entries) as $nd
	    | .steps[]
	    | $nd[.node] as $n
	    | "\(.step) n\($n.index) " + (if .state.value != null then
		"<b>" + (if .state.exact then "" else ({"exact": "", "lower":
		"\u2265", "upper": "\u2264", "none": ""}[.state.bound]) end) +
		(.state.value | num) + (if .state.bound == "none" and
		(.state.exact | not) then "?" else "" end) + "</b>"
		else "v=\(.state.v | num)" end),
	      (if $n.leaf == null and $n.depth != $depth then "\(.step) n\($n.index) \u03b1=\(.state.alpha
		| num)<br/>\u03b2=\(.state.beta | num)" else empty end)' "$1"
}

check_frames() {	# NAME: every frame of $tmp/f-NAME against the model
	name=$1
	dir=$(ls -d "$tmp/f-$name"/*.frames)
	jq -r '.steps[].step' "$tmp/f-$name.json" >"$tmp/want-steps"
	frame_steps "$dir" >"$tmp/got-steps"
	if cmp -s "$tmp/want-steps" "$tmp/got-steps"; then
		pass "frames $name: one frame per step ($(wc -l <"$tmp/got-steps"))"
	else
		fail "frames $name: the frames are not the steps"
	fi
	svg_state "$dir" >"$tmp/got"
	model_state "$tmp/f-$name.json" "$tmp/got-steps" >"$tmp/want"
	if diff -u "$tmp/want" "$tmp/got" >"$tmp/diff"; then
		pass "frames $name: frame k marks visited, cut and current as the model's steps 1..k"
	else
		fail "frames $name: frame states differ from the model"
		head -20 "$tmp/diff"
	fi
	bad=0
	model_labels "$tmp/f-$name.json" >"$tmp/labels"
	while read -r k node text; do
		f=$(printf '%s/step-%03d.dot' "$dir" "$k")
		if ! grep "^  $node \[" "$f" | grep -qF -- "$text"; then
			[ "$bad" = 0 ] && echo "step $k: $node lacks $text"
			bad=$((bad + 1))
		fi
	done <"$tmp/labels"
	if [ "$bad" = 0 ]; then
		pass "frames $name: the step's node shows the model's value and window"
	else
		fail "frames $name: $bad labels differ from the model"
	fi
	# Nothing of the result before the last step: no principal
	# variation, best move or value (the legend's "TITLE: value 3"; a
	# step's own sentence may say more).
	last=$(jq -r '.steps | length' "$tmp/f-$name.json")
	lastdot=$(printf '%s/step-%03d.dot' "$dir" "$last")
	if ls "$dir"/*.dot | grep -vxF "$lastdot" | xargs cat |
	    grep -v '<b>step [0-9]* of [0-9]*:</b>' |
	    grep '#1f5fbf\|best move\|: value [-0-9]' >"$tmp/leak"; then
		fail "frames $name: the result leaks: $(head -1 "$tmp/leak")"
	else
		pass "frames $name: no frame before the last shows the result"
	fi
	# The last step's frame (when it is one) ends the story: the ending's
	# lines (the model's, which tests/sentences.c holds to truth.h) after
	# its sentence, and the principal variation drawn: class "pv" on its
	# nodes and the edges into them, and on nothing else.
	if [ -f "$lastdot" ]; then
		lastsvg=${lastdot%.dot}.svg
		jq -r '.ending.text[]' "$tmp/f-$name.json" |
		    sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g' >"$tmp/endl"
		# (lines are broken at a space, which <br/> takes the place of)
		tr -d '\n' <"$lastdot" | sed 's/<br\/>/ /g; s/  */ /g' >"$tmp/flat"
		miss=$(while read -r l; do grep -qF -- "$l" "$tmp/flat" ||
		    echo "$l"; done <"$tmp/endl")
		want=$(jq -r '(.nodes | map({key: .id, value: .index}) |
		    from_entries) as $ix | .ending.pv as $pv |
		    ([$pv[] | "n\($ix[.])"] + [$pv[1:][] | "e\($ix[.])"]) |
		    sort | join(" ")' "$tmp/f-$name.json")
		got=$(grep -o '<g id="[ne][0-9]*" class="[^"]*"' "$lastsvg" |
		    grep '[" ]pv"' | sed 's/<g id="\([ne][0-9]*\)".*/\1/' |
		    sort | tr '\n' ' ' | sed 's/ $//')
		if [ -s "$tmp/endl" ] && [ -z "$miss" ] && [ "$got" = "$want" ]; then
			pass "frames $name: the last frame states the ending and draws the principal variation ($got)"
		else
			fail "frames $name: the last frame: lacks \"$miss\"; pv drawn: $got, the model's: $want"
		fi
	fi
	# One size and one layout for all: the slides do not jump.  Every
	# frame has the same size, every node's shape and every edge the same
	# points; a node's texts change as the search goes on (its name alone,
	# then its window and value), but a node that shows the same texts in
	# two frames shows them at the same places (x= y=).
	for f in "$dir"/step-*.svg; do
		sed -n 's/^<svg width="\([^"]*\)" height="\([^"]*\)".*/\1 \2/p' "$f"
		sed -n '/<g id="[ne][0-9]*" class="\(node\|edge\)/,/<\/g>/p' "$f" |
		    grep -o 'points="[^"]*"\| d="[^"]*"' | cksum
	done | paste - - | sort -u >"$tmp/sizes"
	for f in "$dir"/step-*.svg; do
		sed -n '/<g id="n[0-9]*" class="node/,/<\/g>/p' "$f"
	done | awk '
	    /<g id="n/ { id = $0; sub(/^<g id="/, "", id); sub(/".*/, "", id)
		texts = ""; at = "" }
	    /<text/ { t = $0; match(t, / x="[^"]*" y="[^"]*"/)
		at = at substr(t, RSTART, RLENGTH); sub(/ x="[^"]*" y="[^"]*"/, "", t)
		texts = texts t }
	    /<\/g>/ { print id "\t" texts "\t" at }' | sort -u | cut -f 1,2 |
	    uniq -d >"$tmp/moved"
	if [ "$(wc -l <"$tmp/sizes")" = 1 ] && [ ! -s "$tmp/moved" ]; then
		pass "frames $name: every frame has the same size, node and edge positions, and a node's same texts at the same places"
	else
		fail "frames $name: frames differ in size or layout: $(tr '\n' ';' <"$tmp/sizes") texts moved in: $(cut -f 1 "$tmp/moved" | sort -u | tr '\n' ' ')"
	fi
	# Graphviz takes every frame without a word.
	cat "$dir"/step-*.dot | dot -Tsvg >/dev/null 2>"$tmp/dot-err" || true
	if [ -s "$tmp/dot-err" ]; then
		fail "frames $name: dot complains: $(head -3 "$tmp/dot-err")"
	else
		pass "frames $name: every frame renders with dot without warnings"
	fi
}

if frames_of seed000 "--frame-format svg,dot" trees/seed000.json; then
	check_frames seed000
else
	fail "frames seed000: abviz failed: $(cat "$tmp/err")"
fi
if frames_of pvs "--frame-format svg,dot" --algo pvs trees/seed001.json; then
	check_frames pvs
else
	fail "frames pvs: abviz failed: $(cat "$tmp/err")"
fi
# several passes: a node searched in one and cut in the next shows as cut
for args in "mtdf --algo mtdf trees/seed000.json" \
    "window --window 4,8 trees/seed000.json" \
    "iterative --depth 2 --iterative trees/horizon.json"; do
	name=${args%% *}
	# shellcheck disable=SC2086
	if frames_of "$name" "--frame-format svg,dot" ${args#* }; then
		check_frames "$name"
	else
		fail "frames $args: abviz failed: $(cat "$tmp/err")"
	fi
done

# --cutoffs-only: one frame per cutoff step, and the cutoff's own pruning
# is in its frame, drawn in the cut's colour.
if frames_of cuts --cutoffs-only trees/seed000.json; then
	jq -r '.steps[] | select(.cutoff != null) | .step' "$tmp/f-cuts.json" \
	    >"$tmp/want"
	frame_steps "$tmp/f-cuts/seed000.frames" >"$tmp/got"
	if cmp -s "$tmp/want" "$tmp/got" && [ -s "$tmp/got" ]; then
		pass "frames --cutoffs-only: one frame per cutoff ($(wc -l <"$tmp/got"))"
	else
		fail "frames --cutoffs-only: frames $(tr '\n' ' ' <"$tmp/got"), cutoffs $(tr '\n' ' ' <"$tmp/want")"
	fi
	# steps 14, 25, 35 and 46 prune; 41 cuts where no child is left
	now=$(grep -l 'class="edge cut now"' "$tmp"/f-cuts/seed000.frames/*.svg |
	    sed 's/.*step-0*//;s/\.svg//' | tr '\n' ' ')
	if [ "$now" = "14 25 35 46 " ]; then
		pass "frames --cutoffs-only: each cutoff's frame marks the branches it cuts"
	else
		fail "frames --cutoffs-only: frames marking their own cut: $now"
	fi
else
	fail "frames --cutoffs-only: abviz failed: $(cat "$tmp/err")"
fi

# --steps: exactly the range; names padded to the steps' digits.
for range in 3..5:3,4,5 7:7 47..:47,48,49 ..2:1,2; do
	arg=${range%%:*}
	want=$(echo "${range#*:}" | tr ',' ' ')
	if frames_of range "--steps $arg" trees/seed000.json; then
		got=$(frame_steps "$tmp/f-range/seed000.frames" | tr '\n' ' ' |
		    sed 's/ $//')
		if [ "$got" = "$want" ] && [ -f "$tmp/f-range/seed000.frames/$(printf 'step-%03d.svg' "${want%% *}")" ]; then
			pass "frames --steps $arg: steps $want"
		else
			fail "frames --steps $arg: steps $got, want $want"
		fi
	else
		fail "frames --steps $arg: abviz failed: $(cat "$tmp/err")"
	fi
done
# a root with 600 leaves: minimax takes 1202 steps, so 4 digits
{
	printf '{"name": "wide", "root": {"children": ['
	i=1
	while [ $i -le 600 ]; do
		[ $i -gt 1 ] && printf ', '
		printf '{"value": %d}' $((i % 7))
		i=$((i + 1))
	done
	printf ']}}\n'
} >"$tmp/wide.json"
if frames_of wide "--steps 999..1000" --algo minimax "$tmp/wide.json" &&
    [ "$(ls "$tmp/f-wide/wide.frames" | tr '\n' ' ')" = "step-0999.svg step-1000.svg " ]; then
	pass "frames: names padded to 4 digits for 1202 steps"
else
	fail "frames: names for 1202 steps: $(ls "$tmp/f-wide/wide.frames" 2>&1 | tr '\n' ' ')$(cat "$tmp/err")"
fi

# --frame-format: each format asked for, and a real picture in each.
if frames_of fmt "--steps 1..2 --frame-format svg,png,pdf,dot" \
    trees/seed000.json; then
	d="$tmp/f-fmt/seed000.frames"
	if [ "$(ls "$d" | tr '\n' ' ')" = "step-001.dot step-001.pdf step-001.png step-001.svg step-002.dot step-002.pdf step-002.png step-002.svg " ] &&
	    head -c 8 "$d/step-002.png" | grep -q PNG &&
	    head -c 5 "$d/step-002.pdf" | grep -q '%PDF' &&
	    grep -q '^digraph abviz' "$d/step-002.dot"; then
		pass "frames --frame-format svg,png,pdf,dot: each file, each a picture"
	else
		fail "frames --frame-format svg,png,pdf,dot: $(ls "$d" | tr '\n' ' ')"
	fi
else
	fail "frames --frame-format: abviz failed: $(cat "$tmp/err")"
fi

# Graphviz failing half-way: exit 4, its message, the older folder kept as
# it was and nothing else left behind.
rm -rf "$tmp/fo" "$tmp/fbad"
mkdir "$tmp/fo" "$tmp/fbad"
printf '#!/bin/sh\necho "Error: <stdin>: syntax error in line 1" >&2\nexit 1\n' \
    >"$tmp/fbad/dot"
chmod +x "$tmp/fbad/dot"
code=0
if frames_of keep "--steps 1..2" trees/seed000.json &&
    mv "$tmp/f-keep/seed000.frames" "$tmp/fo/" &&
    { PATH=$tmp/fbad "$abviz" -o "$tmp/fo" -f frames trees/seed000.json \
    >"$tmp/out" 2>"$tmp/err" || code=$?; } &&
    [ "$code" = 4 ] &&
    [ "$(cat "$tmp/err")" = "abviz: trees/seed000.json: frames: Graphviz's dot failed: Error: <stdin>: syntax error in line 1" ] &&
    [ "$(ls -A "$tmp/fo")" = seed000.frames ] &&
    [ "$(ls "$tmp/fo/seed000.frames" | tr '\n' ' ')" = "step-001.svg step-002.svg " ]
then
	pass "frames: dot failing: exit 4, its message, the older folder kept whole"
else
	fail "frames: dot failing: exit $code, $(cat "$tmp/err"), left: $(ls -AR "$tmp/fo" | tr '\n' ' ')"
fi

# Hostile labels stay text in every frame; more formulations draw cleanly.
for args in "tests/golden/escapes.json" "--algo mtdf trees/seed000.json" \
    "--depth 2 --iterative trees/horizon.json" "trees/seed004.json" \
    "--node-types --cutoff gt --algo negamax-ab trees/seed004.json"; do
	# shellcheck disable=SC2086
	if ! frames_of more "--frame-format dot" $args; then
		fail "frames $args: abviz failed: $(cat "$tmp/err")"
		continue
	fi
	cat "$tmp"/f-more/*.frames/step-*.dot | dot -Tsvg >/dev/null 2>"$tmp/dot-err" || true
	if [ -s "$tmp/dot-err" ]; then
		fail "frames $args: dot complains: $(head -3 "$tmp/dot-err")"
	else
		pass "frames $args: every frame renders with dot without warnings"
	fi
done

fi

lib_end
