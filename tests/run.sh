#!/bin/sh
# The abviz test suite.  Usage, from the top of the repository:
#
#	sh tests/run.sh ABVIZ BUILDDIR [all|check]
#
# all (the default; make test): everything below.  check (make check): the
# fast part: the test programs (their random trees as many as PROP_TREES
# and TRUTH_TREES say), the golden files, the bad inputs, the command line,
# --stats, the step model, abviz check, import, abviz gen, the
# languages and the clash test of the example trees' DOT; not the browser,
# tmux, LaTeX, the frames and pictures, the games' command, the hostile
# files nor make install.
#
# Each tests/NAME.sh is one module's or one command's tests and also runs
# alone: sh tests/NAME.sh [ABVIZ [BUILDDIR]] (tests/lib.sh).  With
# GOLDEN_REGEN=1 the golden files are rewritten instead of compared: review
# that diff by eye before committing it.
set -eu
. tests/lib.sh
lib_alone=
suite=${3:-all}
case $suite in
all | check) ;;
*)
	echo "usage: sh tests/run.sh ABVIZ BUILDDIR [all|check]" >&2
	exit 2
	;;
esac

# Run a C test program and count its "ok -" / "not ok -" lines.
run_checks() {
	code=0
	"$1" >"$tmp/checks" 2>&1 || code=$?
	sed -n 's/^not ok - /FAIL - /p' "$tmp/checks"
	n=$(grep -c '^ok - ' "$tmp/checks" || true)
	f=$(grep -c '^not ok - ' "$tmp/checks" || true)
	echo "$1: $n checks passed, $f failed"
	passed=$((passed + n))
	failed=$((failed + f))
	# a crash (or a sanitizer report) shows as an exit code with no failed check
	if [ "$code" != 0 ] && [ "$f" = 0 ]; then
		tail -n 20 "$tmp/checks"
		fail "$1 exited with $code"
	fi
}

# The test programs: the Makefile's TEST_NAMES.  unit-* test one module
# each (tests/unit-trace.c: src/search/trace.c, and so on).
echo "== unit and property tests"
for prog in unit unit-trace unit-code unit-steps unit-compare msg prop forms chance \
    grade truth sentences game gentree u8 loadways palette fuzzcli chance-check; do
	run_checks "$build/$prog"
done

echo "== golden files (tests/golden)"
. tests/golden.sh
echo "== bad inputs (tests/bad)"
. tests/bad.sh
echo "== command line"
. tests/cli.sh
echo "== one line of figures (--stats)"
. tests/stats.sh
echo "== chance nodes on the command line (Star1, expectimax, what refuses them)"
. tests/chance.sh
echo "== every command's options in its help, the manual page and the completion"
. tests/opts.sh
echo "== the layout of src/: thin commands, short functions, includes one way"
. tests/layout.sh

# The steppers, each in a file of its own (they define no globals but
# their own helpers; each says "skipped" when its tool is missing, and
# CI installs every tool, so there it never skips).
echo "== step model (--format steps)"
. tests/steps.sh
if [ "$suite" = all ]; then
	echo "== HTML stepper in a browser (--format html)"
	. tests/html.sh
	echo "== terminal stepper in tmux (abviz step)"
	. tests/tty.sh
	echo "== the page and the stepper in Chinese, the page's themes (--lang, --theme)"
	. tests/view-lang.sh
	echo "== slide frames (--format frames)"
	. tests/frames.sh
	echo "== real games (abviz game)"
	. tests/game.sh
	echo "== LaTeX and themes (--format tikz, beamer; --theme)"
	. tests/tex.sh
	echo "== long decks and wide trees in Beamer (--format beamer)"
	. tests/deck.sh
	echo "== worksheets on paper (abviz gen --paper)"
	. tests/paper.sh
fi

echo "== importing CS188 trees (abviz import cs188)"
. tests/import.sh

# abviz check, a file for each part (tests/check-lib.sh: their helpers)
echo "== checking answers (abviz check)"
. tests/check-right.sh
. tests/check-mistakes.sh
. tests/check-notation.sh
. tests/check-misconceptions.sh
. tests/check-class.sh
. tests/check-weights.sh
. tests/check-manifest.sh
. tests/check-json.sh
. tests/check-bad.sh
. tests/check-exits.sh
. tests/check-formats.sh
echo "== exam trees (abviz gen)"
. tests/gen.sh
echo "== languages (--lang en|zh)"
. tests/lang.sh
echo "== no word of a picture crossed or covered (DOT, TikZ, Beamer, frames)"
. tests/clash.sh
if [ "$suite" = all ]; then
	echo "== the pictures in Chinese (--lang zh: DOT, frames, TikZ, Beamer)"
	. tests/pic.sh
	echo "== hostile files and careless use (special files, -, write errors, umask, signals, CSV cells, text, sizes)"
	. tests/safe.sh
	echo "== installing (make install, make uninstall)"
	. tests/install.sh
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
