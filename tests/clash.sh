# Sourced by tests/run.sh (which defines abviz, build, tmp, pass and fail).
#
# The clash test: no word of a picture is crossed by a line or overlaps
# another word.  Each picture is made a PDF (Graphviz's dot -Tpdf for the
# DOT, pdflatex for TikZ and Beamer); pdftotext -bbox gives each word's
# box, Ghostscript draws the page without its text (-dFILTERTEXT), and
# build/clash names every word with ink under its letters or another
# word on them.  First, a page made to clash must fail, so the check is
# known to see.  The trees: every example tree, 20 random trees (clash
# tree SEED: up to 60 nodes, ties, halves, MIN at the root now and then,
# sides that do not alternate; searched by PVS, negamax, MTD(f),
# iterative deepening to a depth limit or plain alpha-beta) and 10 of
# abviz gen's exam trees; in the DOT, TikZ, the Beamer deck (its cutoffs,
# or its first three steps) and, for the example trees, the DOT and TikZ
# in the projector theme and in Chinese and the frames of their cutoffs.  make
# check draws only the example trees' DOT.
# Without dot, pdftotext, gs or pdflatex the parts that need them say
# "skipped" (CI sets CI_NEVER_SKIP and installs them).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

cl=$tmp/clash
rm -rf "$cl"
mkdir -p "$cl"
clash_dpi=100

# clash_pdf WHAT PDF: pass when no word of PDF clashes, else fail and show
# the clashes.
clash_pdf() {
	rm -f "$cl"/page-*.pgm
	if ! pdftotext -bbox "$2" "$cl/words.html" 2>"$cl/err" ||
	    ! gs -q -dNOPAUSE -dBATCH -dSAFER -dFILTERTEXT \
	    -dGraphicsAlphaBits=1 -sDEVICE=pgmraw -r$clash_dpi \
	    -o "$cl/page-%03d.pgm" "$2" 2>>"$cl/err"; then
		fail "clash: $1: pdftotext or gs failed: $(head -n 1 "$cl/err")"
		return
	fi
	code=0
	# shellcheck disable=SC2086
	"$build/clash" check $clash_dpi "$cl/words.html" "$cl"/page-*.pgm \
	    >"$cl/out" 2>&1 || code=$?
	if [ "$code" = 0 ]; then
		pass "clash: $1: $(tail -n 1 "$cl/out")"
	else
		fail "clash: $1: $(tail -n 1 "$cl/out")"
		head -n 8 "$cl/out"
	fi
}

# clash_tex NAME FILE.tex: pdflatex in its folder; 0 when a PDF came out.
clash_tex() {
	(cd "$(dirname "$2")" && pdflatex -interaction=nonstopmode \
	    -halt-on-error "$(basename "$2")" >/dev/null 2>&1) &&
	    [ -s "${2%.tex}.pdf" ]
}

# clash_tree TREE NAME [OPTIONS]: every picture of TREE searched under
# OPTIONS (words apart by spaces), checked.
clash_tree() {
	d=$cl/$2
	opts=${3:-}
	mkdir -p "$d"
	# shellcheck disable=SC2086
	if "$abviz" --dot $opts "$1" >"$d/t.dot" 2>"$cl/err" &&
	    dot -Tpdf "$d/t.dot" -o "$d/dot.pdf" 2>>"$cl/err"; then
		clash_pdf "$2 (dot)" "$d/dot.pdf"
	else
		fail "clash: $2 (dot): $(head -n 1 "$cl/err")"
	fi
	[ "$clash_suite" = all ] || return 0
	if [ -z "$clash_tex" ]; then
		return 0
	fi
	steps="--cutoffs-only"
	# shellcheck disable=SC2086
	"$abviz" --stats $opts "$1" | grep -q ' 0 cutoffs' && steps="--steps 1..3"
	# shellcheck disable=SC2086
	if "$abviz" -o "$d" -f tikz,beamer $steps $opts "$1" 2>"$cl/err"; then
		for f in "$d"/*.tikz.tex "$d"/*.beamer.tex; do
			what=$2\ \($(basename "$f" .tex | sed 's/.*\.//')\)
			if clash_tex "$2" "$f"; then
				clash_pdf "$what" "${f%.tex}.pdf"
			else
				fail "clash: $what does not compile"
			fi
		done
	else
		fail "clash: $2 (tikz, beamer): $(head -n 1 "$cl/err")"
	fi
}

clash_suite=${suite:-${CLASH_SUITE:-all}}
if ! command -v dot >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1 ||
    ! command -v gs >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "clash: dot, pdftotext (poppler-utils) or gs (ghostscript) is missing"
	else
		echo "(dot, pdftotext or gs not installed: clash test skipped)"
	fi
else
	clash_tex=1
	if ! command -v pdflatex >/dev/null 2>&1; then
		clash_tex=
		if [ -n "${CI_NEVER_SKIP:-}" ]; then
			fail "clash: pdflatex is missing"
		elif [ "$clash_suite" = all ]; then
			echo "(pdflatex not installed: TikZ and Beamer not checked)"
		fi
	fi
	# the check itself: a page made to clash (a word under a line, two
	# words on each other, one word clear) must be failed, on both
	cat >"$cl/bad.ps" <<'PS'
%!PS
/Helvetica findfont 12 scalefont setfont
72 700 moveto (crossed) show
70 690 moveto 130 715 lineto stroke
72 650 moveto (alpha) show
72 645 moveto (beta) show
200 650 moveto (clear) show
showpage
PS
	code=0
	gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -o "$cl/bad.pdf" \
	    "$cl/bad.ps" >/dev/null 2>&1 &&
	    pdftotext -bbox "$cl/bad.pdf" "$cl/words.html" &&
	    gs -q -dNOPAUSE -dBATCH -dSAFER -dFILTERTEXT -dGraphicsAlphaBits=1 \
	    -sDEVICE=pgmraw -r$clash_dpi -o "$cl/bad-%03d.pgm" "$cl/bad.pdf" &&
	    { "$build/clash" check $clash_dpi "$cl/words.html" \
	    "$cl"/bad-001.pgm >"$cl/out" || code=$?; }
	if [ "$code" = 1 ] && grep -q 'a line crosses "crossed"' "$cl/out" &&
	    grep -q '"alpha" overlaps "beta"' "$cl/out" &&
	    grep -q '^4 words, 2 clashes$' "$cl/out"; then
		pass "clash: a page made to clash is failed (a crossed word, two words overlapping)"
	else
		fail "clash: the page made to clash: exit $code, $(tail -n 1 "$cl/out" 2>/dev/null)"
	fi
	for tree in trees/*.json; do
		name=$(basename "$tree" .json)
		clash_tree "$tree" "$name"
		[ "$clash_suite" = all ] || continue
		# the projector's larger type, and Chinese, in the DOT
		for how in "--theme projector" "--lang zh"; do
			# shellcheck disable=SC2086
			if "$abviz" --dot $how "$tree" >"$cl/$name/how.dot" \
			    2>"$cl/err" && dot -Tpdf "$cl/$name/how.dot" \
			    -o "$cl/$name/how.pdf" 2>>"$cl/err"; then
				clash_pdf "$name (dot $how)" "$cl/$name/how.pdf"
			else
				fail "clash: $name (dot $how): $(head -n 1 "$cl/err")"
			fi
		done
		# and in TikZ
		for how in "--theme projector" "--lang zh"; do
			h=$cl/$name/tikz-${how##* }
			mkdir -p "$h"
			# shellcheck disable=SC2086
			if [ -n "$clash_tex" ] &&
			    "$abviz" -o "$h" -f tikz $how "$tree" 2>"$cl/err"; then
				if clash_tex "$name" "$h/$name.tikz.tex"; then
					clash_pdf "$name (tikz $how)" "$h/$name.tikz.pdf"
				else
					fail "clash: $name (tikz $how) does not compile"
				fi
			elif [ -n "$clash_tex" ]; then
				fail "clash: $name (tikz $how): $(head -n 1 "$cl/err")"
			fi
		done
		# the frames of the cutoffs, as Graphviz draws each step
		if "$abviz" -o "$cl/fr-$name" -f frames --frame-format pdf \
		    --cutoffs-only "$tree" 2>/dev/null ||
		    "$abviz" -o "$cl/fr-$name" -f frames --frame-format pdf \
		    --steps 1..3 "$tree" 2>"$cl/err"; then
			for f in "$cl/fr-$name"/*.frames/step-*.pdf; do
				clash_pdf "$name (frame $(basename "$f" .pdf))" "$f"
			done
		else
			fail "clash: $name (frames): $(head -n 1 "$cl/err")"
		fi
	done
	if [ "$clash_suite" = all ]; then
		# each searched its own way: the visits and re-searches of PVS
		# and MTD(f) (×k), negamax's signs, the depth limit's "eval"
		# (the trees of seeds 3, 8, 13, 18 have evaluations), the
		# Knuth-Moore types on a line of their own
		for seed in $(seq 1 20); do
			case $((seed % 5)) in
			0) opts="--algo pvs --node-types" ;;
			1) opts="--algo negamax-ab" ;;
			2) opts="--algo mtdf" ;;
			3) opts="--depth 2 --iterative" ;;
			*) opts="" ;;
			esac
			"$build/clash" tree "$seed" >"$cl/random-$seed.json"
			clash_tree "$cl/random-$seed.json" "random-$seed" "$opts"
		done
		if "$abviz" gen -o "$cl/gen" -f dot --count 10 --seed 7 \
		    --depth 3 --branching 2..4 --ties >/dev/null 2>"$cl/err"; then
			for tree in "$cl"/gen/gen-*.json; do
				[ -f "$tree" ] || continue
				clash_tree "$tree" "$(basename "$tree" .json)"
			done
		else
			fail "clash: abviz gen: $(head -n 1 "$cl/err")"
		fi
	fi
fi

lib_end
