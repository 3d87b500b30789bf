#!/bin/sh
# The abviz test suite: unit and property tests, golden files, bad inputs and
# the command line.  Usage: sh tests/run.sh ABVIZ BUILDDIR  (from the top).
# With GOLDEN_REGEN=1 it rewrites the golden files instead of comparing them:
# review that diff by eye before committing it.
set -eu
LC_ALL=C
export LC_ALL

abviz=$1
build=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
passed=0
failed=0

pass() { passed=$((passed + 1)); echo "ok - $1"; }
fail() { failed=$((failed + 1)); echo "FAIL - $1"; }

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

echo "== unit and property tests"
run_checks "$build/unit"
run_checks "$build/unit-trace"
run_checks "$build/unit-code"
run_checks "$build/unit-steps"
run_checks "$build/unit-compare"
run_checks "$build/msg"
run_checks "$build/prop"
run_checks "$build/forms"
run_checks "$build/grade"
run_checks "$build/truth"
run_checks "$build/sentences"
run_checks "$build/game"
run_checks "$build/gentree"
run_checks "$build/u8"
run_checks "$build/loadways"
run_checks "$build/fuzzcli"

echo "== golden files (tests/golden)"
# NAME.cmd holds the arguments when there are any; else the input is
# tests/golden/NAME.json, else trees/NAME.json.
if [ "${GOLDEN_REGEN:-}" = 1 ]; then
	for tree in trees/*.json; do
		name=$(basename "$tree" .json)
		[ -f "tests/golden/$name.log" ] || : >"tests/golden/$name.log"
	done
fi
# golden_args NAME: the arguments golden NAME is made with.
golden_args() {
	if [ -f "tests/golden/$1.cmd" ]; then
		cat "tests/golden/$1.cmd"
	elif [ -f "tests/golden/$1.json" ]; then
		echo "tests/golden/$1.json"
	else
		echo "trees/$1.json"
	fi
}
# golden_check FILE ARGS...: abviz ARGS prints exactly FILE (diff -u);
# with GOLDEN_REGEN=1 its output is written to FILE instead.
golden_check() {
	want=$1
	shift
	if ! "$abviz" "$@" >"$tmp/got" 2>"$tmp/err"; then
		fail "golden $want: abviz failed: $(cat "$tmp/err")"
	elif [ "${GOLDEN_REGEN:-}" = 1 ]; then
		cp "$tmp/got" "$want"
		pass "golden $want rewritten"
	elif diff -u "$want" "$tmp/got"; then
		pass "golden $want"
	else
		fail "golden $want differs"
	fi
}
for log in tests/golden/*.log; do
	name=$(basename "$log" .log)
	args=$(golden_args "$name")
	for kind in dot log json; do
		want="tests/golden/$name.$kind"
		[ "$kind" = json ] && want="tests/golden/$name.out.json"
		# shellcheck disable=SC2086
		golden_check "$want" "--$kind" $args
	done
done
for tree in trees/*.json; do
	name=$(basename "$tree" .json)
	if [ -f "tests/golden/$name.log" ]; then
		pass "trees/$name.json has golden files"
	else
		fail "trees/$name.json has no golden files (make golden)"
	fi
done

echo "== bad inputs (tests/bad)"
# Each NAME.json must fail with exit 3, print exactly NAME.err, write nothing.
for bad in tests/bad/*.json; do
	name=$(basename "$bad" .json)
	rm -rf "$tmp/o"
	mkdir "$tmp/o"
	code=0
	"$abviz" -o "$tmp/o" "$bad" >"$tmp/out" 2>"$tmp/err" || code=$?
	if [ "$code" != 3 ]; then
		fail "bad $name: exit $code, want 3"
	elif ! cmp -s "$tmp/err" "tests/bad/$name.err"; then
		fail "bad $name: message differs"
		diff -u "tests/bad/$name.err" "$tmp/err" || true
	elif [ -n "$(ls -A "$tmp/o")" ] || [ -s "$tmp/out" ]; then
		fail "bad $name: wrote output: $(ls -A "$tmp/o")"
	else
		pass "bad $name"
	fi
done

echo "== command line"
. tests/cli.sh
echo "== one line of figures (--stats)"
. tests/stats.sh

# The steppers, each in a file of its own (they define no globals but
# their own helpers; each says "skipped" when its tool is missing, and
# CI installs every tool, so there it never skips).
echo "== step model (--format steps)"
. tests/steps.sh
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

echo "== importing CS188 trees (abviz import cs188)"
. tests/import.sh

echo "== checking answers (abviz check)"
. tests/check.sh
echo "== exam trees (abviz gen)"
. tests/gen.sh
echo "== languages (--lang en|zh)"
. tests/lang.sh
echo "== the pictures in Chinese (--lang zh: DOT, frames, TikZ, Beamer)"
. tests/pic.sh
echo "== hostile files and careless use (special files, -, write errors, umask, signals, CSV cells, text, sizes)"
. tests/safe.sh
echo "== installing (make install, make uninstall)"
. tests/install.sh
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
