# Sourced by tests/run.sh (which defines abviz, tmp, pass and fail).
#
# --format tikz and beamer, and --theme.  The TikZ and Beamer files are
# compiled with pdflatex (Debian's texlive): every example tree in the
# default theme, every theme for two trees (seed000, and escapes with
# TeX's special characters and Chinese ids), since a compile takes about a
# second; Beamer for every tree over its first three steps and for all 49
# steps of seed000.  Without pdflatex those parts say "skipped" (CI sets
# CI_NEVER_SKIP and installs it).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

tex=$tmp/tex
rm -rf "$tex"
mkdir -p "$tex"

# The mono and print themes draw no colour: every colour in their SVG
# (fill, stroke, font colours) is black, white, grey (r = g = b) or none;
# print fills no shape either (only the page's white background).
if command -v dot >/dev/null 2>&1; then
	for theme in mono print; do
		if "$abviz" -o "$tex/$theme" -f svg --theme $theme \
		    trees/seed000.json 2>"$tmp/err" &&
		    "$abviz" -o "$tex/$theme/fr" -f frames --steps 14 \
		    --theme $theme trees/seed000.json 2>>"$tmp/err"; then
			svgs="$tex/$theme/seed000.svg"
			svgs="$svgs $tex/$theme/fr/seed000.frames/step-014.svg"
			# shellcheck disable=SC2086
			cat $svgs | grep -o '\(fill\|stroke\|color\)="[^"]*"' |
			    sed 's/.*="\(.*\)"/\1/' | sort -u >"$tex/colours"
			bad=$(grep -v -i -x -e none -e transparent -e white \
			    -e black -e grey -e gray \
			    -e '#\([0-9a-f][0-9a-f]\)\1\1' "$tex/colours" |
			    tr '\n' ' ')
			if [ -s "$tex/colours" ] && [ -z "$bad" ]; then
				pass "theme $theme: no colour but black, white and grey in the SVG"
			else
				fail "theme $theme: colours in the SVG: $bad"
			fi
		else
			fail "theme $theme: abviz failed: $(cat "$tmp/err")"
		fi
	done
	# shellcheck disable=SC2086
	filled=$(cat $svgs | grep -o '<\(polygon\|ellipse\|path\) fill="[^"]*"' |
	    grep -v -c -e 'fill="none"' -e 'fill="white"' || true)
	white=$(cat $svgs | grep -c '<polygon fill="white"' || true)
	if [ "$filled" = 0 ] && [ "$white" = 2 ]; then
		pass "theme print: no shape filled, only the two pages' white"
	else
		fail "theme print: $filled shapes filled, $white white polygons"
	fi
	# the default theme's colours are there (the golden files prove the
	# default unchanged); the others do change the drawing
	"$abviz" --dot trees/seed000.json >"$tex/default.dot"
	"$abviz" --dot --theme projector trees/seed000.json >"$tex/projector.dot"
	if grep -q 'fontsize=16' "$tex/projector.dot" &&
	    ! grep -q 'fontsize=16' "$tex/default.dot"; then
		pass "theme projector: larger type than the default"
	else
		fail "theme projector: type not larger"
	fi
else
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "themes: Graphviz's dot is missing"
	else
		echo "(Graphviz not installed: theme SVG tests skipped)"
	fi
fi
# projector: its larger values get larger triangles (the layout sizes
# them for the widest value, layout.c; tests/clash.sh checks that it
# fits); Beamer draws lecture's 27 leaves at 1:1 (its notes at 8 pt), a
# part at a time with a map, and aima's 9 whole
"$abviz" --print tikz --theme projector trees/seed000.json >"$tex/pj.tex"
"$abviz" --print tikz trees/seed000.json >"$tex/df.tex"
"$abviz" --print beamer --steps 1 trees/lecture.json >"$tex/lec.tex"
"$abviz" --print beamer --steps 1 trees/aima.json >"$tex/aima.tex"
scale=$(sed -n 's/.*\\scalebox{\([0-9.]*\)}.*/\1/p' "$tex/lec.tex" | head -n 1)
tri_pj=$(sed -n 's/.*regular polygon sides=3, minimum size=\([0-9.]*\)cm.*/\1/p' "$tex/pj.tex")
tri_df=$(sed -n 's/.*regular polygon sides=3, minimum size=\([0-9.]*\)cm.*/\1/p' "$tex/df.tex")
if awk -v p="$tri_pj" -v d="$tri_df" -v k="$scale" \
    'BEGIN { exit !(p > d && d >= 1.6 && k >= 1) }' &&
    grep -q 'usebox.abvizmap' "$tex/lec.tex" &&
    ! grep -q 'usebox.abvizmap' "$tex/aima.tex"; then
	pass "tikz: projector's triangles ($tri_pj cm) larger than the default's ($tri_df cm); lecture at scale $scale, with a map"
else
	fail "tikz: projector's triangles $tri_pj cm, the default's $tri_df cm, lecture's scale $scale, or the map"
fi

# print: no fills, even on a frame's current node
"$abviz" -o "$tex/pf" -f frames --frame-format dot --steps 14 --theme print \
    trees/seed000.json 2>/dev/null || true
if [ -f "$tex/pf/seed000.frames/step-014.dot" ] &&
    ! grep -q 'filled' "$tex/pf/seed000.frames/step-014.dot"; then
	pass "theme print: no fill on the step's node"
else
	fail "theme print: a frame is filled (or not written)"
fi
# TeX's specials in names come out escaped: no raw { } $ & # _ % from a
# label survives into the file (escapes.json has most of them).
"$abviz" --print tikz tests/golden/escapes.json >"$tex/esc.tex"
if grep -q 'back\\textbackslash{}slash' "$tex/esc.tex" &&
    grep -q '\\abvizu{4E2D}' "$tex/esc.tex" &&
    grep -q '\\{braces\\}' "$tex/esc.tex"; then
	pass "tikz: backslash, braces and Chinese escaped"
else
	fail "tikz: escaping: $(grep -m1 braces "$tex/esc.tex")"
fi

# compile FILE: pdflatex in its folder, quietly; 0 when a PDF came out.
compile() {
	(cd "$(dirname "$1")" && pdflatex -interaction=nonstopmode \
	    -halt-on-error "$(basename "$1")" >/dev/null 2>&1) &&
	    [ -s "${1%.tex}.pdf" ]
}

if ! command -v pdflatex >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1 ||
    ! command -v jq >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "tikz, beamer: pdflatex, pdfinfo or jq is missing"
	else
		echo "(pdflatex, pdfinfo or jq not installed: LaTeX tests skipped)"
	fi
else
	for tree in trees/*.json; do
		name=$(basename "$tree" .json)
		mkdir -p "$tex/c-$name"
		if "$abviz" -o "$tex/c-$name" -f tikz,beamer --steps 1..3 \
		    "$tree" 2>"$tmp/err" &&
		    compile "$tex/c-$name/$name.tikz.tex" &&
		    compile "$tex/c-$name/$name.beamer.tex" &&
		    [ "$(pdfinfo "$tex/c-$name/$name.beamer.pdf" |
		    sed -n 's/^Pages: *//p')" = $((3 + $(grep -c \
		    '^% the key, on a slide of its own' \
		    "$tex/c-$name/$name.beamer.tex"))) ]; then
			pass "tikz, beamer (steps 1..3, and the key before them when the tree takes its room): $name compiles"
		else
			fail "tikz, beamer: $name does not compile: $(cat "$tmp/err")"
		fi
	done
	for theme in default projector print mono; do
		for tree in trees/seed000.json tests/golden/escapes.json; do
			name=$(basename "$tree" .json)
			d=$tex/t-$theme
			mkdir -p "$d"
			if "$abviz" -o "$d" -f tikz,beamer --cutoffs-only \
			    --theme "$theme" "$tree" 2>"$tmp/err" &&
			    compile "$d/$name.tikz.tex" &&
			    compile "$d/$name.beamer.tex"; then
				pass "tikz, beamer --theme $theme: $name compiles"
			else
				fail "tikz, beamer --theme $theme: $name does not compile"
			fi
		done
	done
	# \input into a document of one's own, after \def\abvizbody{}
	cat >"$tex/t-default/host.tex" <<'DOC'
\documentclass{article}
\usepackage{tikz}
\usetikzlibrary{shapes.geometric}
\begin{document}
Before.
\def\abvizbody{}
\resizebox{\linewidth}{!}{\input{seed000.tikz.tex}}
After.
\end{document}
DOC
	if compile "$tex/t-default/host.tex" &&
	    [ "$(pdfinfo "$tex/t-default/host.pdf" | sed -n 's/^Pages: *//p')" = 1 ]; then
		pass "tikz: the file \\input into an article"
	else
		fail "tikz: \\input into an article does not compile"
	fi
	# every step of seed000 and of aima: one frame (one page) per step of
	# the log; and what slide k shows is step k of the model: its node is
	# the current one, the searched nodes drawn are those the model has
	# searched (aima is drawn whole; seed000 a part at a time, its
	# searched nodes those of the part)
	for name in seed000 aima; do
		d=$tex/all-$name
		mkdir -p "$d"
		"$abviz" --print steps "trees/$name.json" >"$d/steps.json"
		"$abviz" -o "$d" -f beamer "trees/$name.json"
		nsteps=$(jq '.steps | length' "$d/steps.json")
		if compile "$d/$name.beamer.tex" &&
		    key=$(grep -c '^% the key, on a slide of its own' "$d/$name.beamer.tex" || true) &&
		    [ "$(pdfinfo "$d/$name.beamer.pdf" | sed -n 's/^Pages: *//p')" = $((nsteps + key)) ] &&
		    [ "$(grep -c '^\\begin{frame}' "$d/$name.beamer.tex")" = $((nsteps + key)) ]; then
			pass "beamer: $name has one frame per step ($nsteps)"
		else
			fail "beamer: $name's frames are not one per step ($nsteps)"
		fi
		# slide K's nodes: current (abviznow), searched (done or open)
		for k in 1 9 14 27; do
			awk -v k="$k" '/^% slide /{on = ($3 == k ":")} on' \
			    "$d/$name.beamer.tex" >"$d/o$k"
			got_now=$(grep 'abviznow' "$d/o$k" | grep '^\\node' |
			    sed 's/.*] (n\([0-9]*\)) at.*/\1/')
			got_seen=$(grep '^\\node\[[a-z]*, abviz\(done\|open\)' "$d/o$k" |
			    sed 's/.*] (n\([0-9]*\)) at.*/\1/' | sort -n | tr '\n' ' ')
			drawn=$(grep '^\\node\[abviz[^]]*\] (n[0-9]*) at' "$d/o$k" |
			    sed 's/.*] (n\([0-9]*\)) at.*/\1/' | tr '\n' ',')
			want_now=$(jq -r --argjson k "$k" '.steps[$k - 1].node as $n |
			    .nodes[] | select(.id == $n) | .index' "$d/steps.json")
			want_seen=$(jq -r --argjson k "$k" --arg drawn "$drawn" '
			    [.steps[0:$k][] | select(.visit) | .node] as $v |
			    ($drawn | split(",") | map(select(. != "") |
			    tonumber)) as $dr | [.nodes[] |
			    select(.id as $i | $v | index($i)) | .index |
			    select(. as $x | $dr | index($x))] | sort |
			    map(tostring) | join(" ")' "$d/steps.json")
			if [ -n "$got_now" ] && [ "$got_now" = "$want_now" ] &&
			    [ "$got_seen" = "$want_seen " ]; then
				pass "beamer: $name's slide $k shows step $k of the model"
			else
				fail "beamer: $name's slide $k: node $got_now, searched $got_seen; model: node $want_now, searched $want_seen"
			fi
		done
	done
	# aima is drawn whole: every node on every slide
	if [ "$(grep -c '^\\node\[abviz[^]]*\] (n[0-9]*) at' "$tex/all-aima/o9")" = 13 ]; then
		pass "beamer: aima's slides draw all 13 nodes"
	else
		fail "beamer: aima's slide 9 draws $(grep -c '^\\node\[abviz[^]]*\] (n[0-9]*) at' "$tex/all-aima/o9") nodes, not 13"
	fi
fi

lib_end
