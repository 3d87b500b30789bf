# Sourced by tests/run.sh (which defines abviz, tmp, pass and fail).
#
# --format beamer at length and on a wide tree: a deck of a generated tree
# of 81 leaves and 157 steps compiles with plain pdflatex (Debian's
# texlive, its default memory) into one page a step; no word on its slides
# (nor on a small tree's, drawn whole) is smaller than 8 pt text on a 4:3
# slide; every slide of the wide tree has the map of the whole tree in its
# corner; a deck past 600 slides gets a warning that says what to do.
# Without pdflatex, pdfinfo, pdftotext or pdftoppm the LaTeX part says
# "skipped" (CI sets CI_NEVER_SKIP and installs them).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

deck=$tmp/deck
rm -rf "$deck"
mkdir -p "$deck"

# the trees: 81 leaves (depth 4, 3 children each), 157 steps; and one of
# 849 steps for the warning
"$abviz" gen --depth 4 --branching 3 --seed 24 -f dot -o "$deck" >/dev/null
"$abviz" gen --depth 4 --branching 5 --seed 1 -f dot -o "$deck/long" >/dev/null
wide=$deck/gen-24.json
nsteps=$("$abviz" --print steps "$wide" | jq '.steps | length')
nleaves=$(jq '[.. | objects | select(has("value"))] | length' "$wide")
if [ "$nsteps" -ge 150 ] && [ "$nleaves" -ge 80 ]; then
	pass "deck: the generated tree has $nleaves leaves and $nsteps steps"
else
	fail "deck: the generated tree has $nleaves leaves and $nsteps steps (want 80+, 150+)"
fi

# the warning: on stderr, naming the count and what to do; none for a
# deck of 157 slides
"$abviz" --print beamer "$deck/long/gen-1.json" >"$deck/long.tex" 2>"$deck/long.err"
"$abviz" -q -o "$deck" -f beamer "$wide" 2>"$deck/wide.err"
if grep -q 'warning: .*the Beamer deck has 849 slides, about 85 s of pdflatex; --steps A..B makes a shorter deck' \
    "$deck/long.err" && [ ! -s "$deck/wide.err" ] &&
    [ "$(grep -c '^\\begin{frame}' "$deck/long.tex")" = 849 ]; then
	pass "deck: 849 slides get a warning that says what to do, 157 none"
else
	fail "deck: the long deck's warning: $(cat "$deck/long.err" "$deck/wide.err")"
fi

# tex_words PDF: each word of PDF as "height scale word", the scale that
# takes its page to a 4:3 slide's 128 mm width (362.835 pt)
tex_words() {
	w=$(pdfinfo "$1" | sed -n 's/^Page size: *\([0-9.]*\) x.*/\1/p')
	pdftotext -bbox "$1" - | awk -F'"' -v w="$w" '/<word / {
		t = $9; sub(/^>/, "", t); sub(/<.*/, "", t)
		printf "%.4f %s\n", ($8 - $4) * 362.835 / w, t }'
}

# dark PGM: how many pixels of the greyscale PGM file are darker than
# mid-grey
dark() {
	set -- "$1" "$(sed -n 2p "$1")"
	w=${2% *}
	h=${2#* }
	tail -c $((w * h)) "$1" | od -An -v -tu1 |
	    awk '{ for (i = 1; i <= NF; i++) if ($i < 128) n++ } END { print n + 0 }'
}

if ! command -v pdflatex >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1 ||
    ! command -v pdftotext >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "deck: pdflatex, pdfinfo, pdftotext or pdftoppm is missing"
	else
		echo "(pdflatex or poppler-utils not installed: deck tests skipped)"
	fi
	lib_end
	return 0 2>/dev/null || exit 0
fi

# compile FILE: pdflatex in its folder, quietly; 0 when a PDF came out
deck_compile() {
	(cd "$(dirname "$1")" && pdflatex -interaction=nonstopmode \
	    -halt-on-error "$(basename "$1")" >/dev/null 2>&1) &&
	    [ -s "${1%.tex}.pdf" ]
}

# 8 pt text as pdftotext measures it, in Beamer's own fonts: the height
# of its box (Computer Modern's ascent and descent, about 7.08 pt)
cat >"$deck/eight.tex" <<'DOC'
\documentclass{beamer}
\begin{document}
\begin{frame}\fontsize{8}{10}\selectfont Eight points high\end{frame}
\end{document}
DOC
deck_compile "$deck/eight.tex" || fail "deck: 8 pt sample does not compile"
h8=$(tex_words "$deck/eight.pdf" | sort -n | head -n 1 | cut -d' ' -f1)

# the long deck: it compiles, one page a step (the time it takes is
# reported, not judged: machines differ)
start=$(date +%s)
if deck_compile "$deck/gen-24.beamer.tex"; then
	secs=$(($(date +%s) - start))
	pages=$(pdfinfo "$deck/gen-24.beamer.pdf" | sed -n 's/^Pages: *//p')
	if [ "$pages" = "$nsteps" ]; then
		pass "deck: $nsteps steps compile to $pages pages ($secs s with pdflatex)"
	else
		fail "deck: $nsteps steps compile to $pages pages"
	fi
else
	fail "deck: the $nsteps-step deck does not compile: $(grep -m1 '^!' "$deck/gen-24.beamer.log")"
fi

# a small tree drawn whole, also in the projector theme
"$abviz" -o "$deck" -f beamer trees/aima.json
"$abviz" -o "$deck/pj" -f beamer --theme projector trees/lecture.json
deck_compile "$deck/aima.beamer.tex" || fail "deck: aima does not compile"
deck_compile "$deck/pj/lecture.beamer.tex" || fail "deck: lecture (projector) does not compile"

# nothing runs off a slide: Beamer says "Overfull \vbox" of a frame
# taller than the page (seed000's cutoffs have long sentences)
"$abviz" -o "$deck" -f beamer trees/seed000.json
deck_compile "$deck/seed000.beamer.tex" || fail "deck: seed000 does not compile"
over=$(cat "$deck/gen-24.beamer.log" "$deck/aima.beamer.log" \
    "$deck/pj/lecture.beamer.log" "$deck/seed000.beamer.log" 2>/dev/null |
    grep -c 'Overfull \\vbox' || true)
if [ "$over" = 0 ] && [ -s "$deck/seed000.beamer.log" ]; then
	pass "deck: no slide of four decks runs off its page"
else
	fail "deck: $over slides run off their page"
fi

# every word of every slide at least as high as 8 pt text
for pdf in "$deck/gen-24.beamer.pdf" "$deck/aima.beamer.pdf" \
    "$deck/pj/lecture.beamer.pdf" "$deck/seed000.beamer.pdf"; do
	[ -s "$pdf" ] || continue
	tex_words "$pdf" | sort -n >"$deck/words"
	n=$(wc -l <"$deck/words")
	low=$(head -n 1 "$deck/words")
	if [ -n "$h8" ] && [ "$n" -gt 100 ] &&
	    awk -v h="${low%% *}" -v h8="$h8" 'BEGIN { exit !(h >= h8 - 0.001) }'; then
		pass "deck: $(basename "$pdf"): $n words, none under 8 pt (smallest box $low, 8 pt: $h8)"
	else
		fail "deck: $(basename "$pdf"): a word under 8 pt: $low (8 pt: $h8)"
	fi
done

# the wide tree: each slide draws the map (the box, in every frame) and
# the map is on the page: its corner, 3.4 x 1.3 cm at the top right of
# the text, has ink; the zoomed view draws a part (fewer nodes than the
# tree's 121) at full size
maps=$(grep -c '{\\usebox\\abvizmap}' "$deck/gen-24.beamer.tex" || true)
most=$(awk '/^% slide /{ if (n > m) m = n; n = 0 } /^\\node\[abviz/{ n++ }
    END { if (n > m) m = n; print m + 0 }' "$deck/gen-24.beamer.tex")
inked=0
for p in 1 40 80 120 157; do
	# 72 dpi: 1 cm is 28.35 px; the map from 8.3 to 12 cm across,
	# 0.55 to 2.1 cm down, right of the sentence's column
	pdftoppm -gray -r 72 -f $p -l $p -x 235 -y 16 -W 105 -H 44 \
	    "$deck/gen-24.beamer.pdf" "$deck/map"
	n=$(dark "$(ls "$deck"/map*.pgm | head -n 1)")
	rm -f "$deck"/map*.pgm
	[ "$n" -gt 40 ] && inked=$((inked + 1))
done
if [ "$maps" = "$nsteps" ] && [ "$inked" = 5 ] && [ "$most" -lt 40 ]; then
	pass "deck: every wide slide has its map ($maps), inked on the page; at most $most nodes drawn a slide"
else
	fail "deck: maps $maps of $nsteps, inked on $inked of 5 pages, $most nodes a slide"
fi

lib_end
