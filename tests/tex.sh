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
# fits); Beamer fits lecture's 27 leaves at 0.4 at least, the path ids
# (r.1.2.3) it never writes taking no room
"$abviz" --print tikz --theme projector trees/seed000.json >"$tex/pj.tex"
"$abviz" --print tikz trees/seed000.json >"$tex/df.tex"
"$abviz" --print beamer --steps 1 trees/lecture.json >"$tex/lec.tex"
scale=$(sed -n 's/^\\scalebox{\([0-9.]*\)}.*/\1/p' "$tex/lec.tex")
tri_pj=$(sed -n 's/.*regular polygon sides=3, minimum size=\([0-9.]*\)cm.*/\1/p' "$tex/pj.tex")
tri_df=$(sed -n 's/.*regular polygon sides=3, minimum size=\([0-9.]*\)cm.*/\1/p' "$tex/df.tex")
if awk -v p="$tri_pj" -v d="$tri_df" -v k="$scale" \
    'BEGIN { exit !(p > d && d >= 1.6 && k >= 0.4) }'; then
	pass "tikz: projector's triangles ($tri_pj cm) larger than the default's ($tri_df cm); lecture at scale $scale"
else
	fail "tikz: projector's triangles $tri_pj cm, the default's $tri_df cm, or lecture's scale $scale"
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
		    sed -n 's/^Pages: *//p')" = 3 ]; then
			pass "tikz, beamer (steps 1..3): $name compiles"
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
	# every step of seed000: one overlay (one page) per step of the log,
	# 49 numbered lines; and what overlay k shows is step k of the model
	d=$tex/all
	mkdir -p "$d"
	"$abviz" --print steps trees/seed000.json >"$d/steps.json"
	"$abviz" -o "$d" -f beamer trees/seed000.json
	nsteps=$(grep -c '^ *[0-9][0-9]*  ' tests/golden/seed000.log)
	if compile "$d/seed000.beamer.tex" &&
	    [ "$(pdfinfo "$d/seed000.beamer.pdf" | sed -n 's/^Pages: *//p')" = "$nsteps" ] &&
	    [ "$(grep -c '^\\only<' "$d/seed000.beamer.tex")" = "$nsteps" ]; then
		pass "beamer: seed000 has one overlay per step ($nsteps)"
	else
		fail "beamer: seed000's overlays are not one per step ($nsteps)"
	fi
	# overlay K's nodes: current (abviznow), searched (done or open)
	for k in 1 9 14 30 49; do
		awk -v k="$k" '/^% overlay /{on = ($3 == k ":")} on' \
		    "$d/seed000.beamer.tex" >"$d/o$k"
		got_now=$(grep 'abviznow' "$d/o$k" | grep '^\\node' |
		    sed 's/.*] (n\([0-9]*\)) at.*/\1/')
		got_seen=$(grep '^\\node\[[a-z]*, abviz\(done\|open\)' "$d/o$k" |
		    sed 's/.*] (n\([0-9]*\)) at.*/\1/' | sort -n | tr '\n' ' ')
		want_now=$(jq -r --argjson k "$k" '.steps[$k - 1].node as $n |
		    .nodes[] | select(.id == $n) | .index' "$d/steps.json")
		want_seen=$(jq -r --argjson k "$k" '[.steps[0:$k][] |
		    select(.visit) | .node] as $v | [.nodes[] |
		    select(.id as $i | $v | index($i)) | .index] | sort |
		    map(tostring) | join(" ")' "$d/steps.json")
		if [ "$got_now" = "$want_now" ] && [ "$got_seen" = "$want_seen " ]; then
			pass "beamer: overlay $k shows step $k of the model"
		else
			fail "beamer: overlay $k: node $got_now, searched $got_seen; model: node $want_now, searched $want_seen"
		fi
	done
fi

lib_end
