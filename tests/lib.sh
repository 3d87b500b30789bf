# tests/lib.sh: what every shell test file uses.  tests/run.sh sources it
# once, with its own arguments, and then each test file; a test file run
# alone,
#
#	sh tests/NAME.sh [ABVIZ [BUILDDIR]]	(from the top; ./abviz, build)
#
# sources it itself ("[ -n "${lib_loaded:-}" ] || . tests/lib.sh" on its
# first line) and calls lib_end on its last, which prints "N passed, N
# failed" and fails when any check did.  It gives:
#   $abviz, $build  the program under test and the folder of the test
#                   programs
#   $tmp            a temporary folder, removed on exit
#   pass, fail      one check, printed and counted
#   expect          an abviz command's exit code and exact standard error
#   golden_args, golden_check   the golden files (tests/golden)
#   browser_run     a script of tests/browser in chromium, its checks counted
if [ -z "${lib_loaded:-}" ]; then
	lib_loaded=1
	lib_alone=1
	set -eu
	LC_ALL=C
	export LC_ALL
	abviz=${1:-./abviz}
	build=${2:-build}
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT INT TERM
	passed=0
	failed=0
fi

pass() { passed=$((passed + 1)); echo "ok - $1"; }
fail() { failed=$((failed + 1)); echo "FAIL - $1"; }

# lib_end: at the end of a test file run alone, its count and its status;
# nothing when tests/run.sh sourced the file.
lib_end() {
	[ -n "${lib_alone:-}" ] || return 0
	echo "$passed passed, $failed failed"
	[ "$failed" = 0 ]
}

# expect CODE STDERR-FILE-TEXT -- ARGS...: exit code and exact stderr.
expect() {
	want_code=$1
	want_err=$2
	shift 3
	code=0
	"$abviz" "$@" >"$tmp/out" 2>"$tmp/err" || code=$?
	printf '%s\n' "$want_err" >"$tmp/want"
	if [ "$code" != "$want_code" ]; then
		fail "abviz $*: exit $code, want $want_code"
	elif ! cmp -s "$tmp/want" "$tmp/err"; then
		fail "abviz $*: stderr differs"
		diff -u "$tmp/want" "$tmp/err" || true
	else
		pass "abviz $*: exit $want_code, $(head -n 1 "$tmp/want")"
	fi
}

# golden_args NAME: the arguments golden NAME is made with: NAME.cmd when
# there is one; else tests/golden/NAME.json, else trees/NAME.json.
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

# browser_run WHAT SCRIPT ARGS...: node tests/browser/SCRIPT ARGS, its
# "ok -" / "not ok -" lines counted here ($chromium, else $CHROMIUM, else
# Debian's /usr/bin/chromium).
browser_run() {
	what=$1
	script=$2
	shift 2
	code=0
	CHROMIUM=${chromium:-${CHROMIUM:-/usr/bin/chromium}} \
	    node "tests/browser/$script" "$@" >"$tmp/browser" 2>&1 || code=$?
	sed -n -e 's/^not ok - /FAIL - /p' -e '/^ok - /p' "$tmp/browser"
	n=$(grep -c '^ok - ' "$tmp/browser" || true)
	f=$(grep -c '^not ok - ' "$tmp/browser" || true)
	echo "$what: $n checks passed, $f failed"
	passed=$((passed + n))
	failed=$((failed + f))
	if [ "$code" != 0 ] && [ "$f" = 0 ]; then
		tail -n 20 "$tmp/browser"
		fail "$what: $script exited with $code"
	fi
}
