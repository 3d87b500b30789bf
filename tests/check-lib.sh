# The helpers of the tests of abviz check (tests/check-*.sh, each
# sourcing this file after tests/lib.sh, which defines abviz, tmp, pass,
# fail and expect).  The answers are in tests/check/.
#
# Every score, step, window and reason expected here was worked out by hand
# from the tree and its golden log (tests/golden/NAME.log), never copied
# from abviz check's output; the comments say how.  Seed 000 (the OI-wiki
# example, trees/seed000.json) under the default course (alpha-beta,
# fail-soft, cut when alpha >= beta, bound raised before the test):
#   searched  H D B A A1 A2 C C1 E F F1 I J K K1 L L1 (steps 1-49)
#   pruned    C2 (by C, step 14), G G1 G2 (by E, step 25), K2 (by K,
#             step 35), M N N1 N2 (by I, step 46); L cuts at step 41
#             after its last child, pruning nothing
#   leaves    #1 A1, #2 A2, #3 C1, #4 C2, #5 F1, #6 G1, #7 G2, #8 K1,
#             #9 K2, #10 L1, #11 N1, #12 N2; evaluated A1 A2 C1 F1 K1 L1
#   bounds    C <=2, E >=15, F >=15, I <=3 (minimax 2), J <=3, K <=2,
#             L <=3; H D B A exact 3
# An item is worth 1 unless --weights says otherwise; a node line's credit
# is the share of its parts (value, alpha, beta, alpha_in, beta_in, case)
# that are right, and each pruned subtree (the answer's or the search's)
# is one item.

ck=tests/check
s0=trees/seed000.json

# ck_run ARGS...: abviz check ARGS, stdout in $tmp/ck.out, stderr in
# $tmp/ck.err, the exit code in $ck_code.
ck_run() {
	ck_code=0
	"$abviz" check "$@" >"$tmp/ck.out" 2>"$tmp/ck.err" || ck_code=$?
}

# ck_block FILE: the report on answer FILE (from its "FILE: " line to the
# blank line after it) in the last ck_run's output.
ck_block() {
	awk -v f="$1: " 'p && /^$/ { exit } index($0, f) == 1 { p = 1 } p' \
	    "$tmp/ck.out"
}

# ck_head FILE: the first line of its block, "FILE: S/T (P%)[, all right]".
ck_head() {
	ck_block "$1" | head -n 1
}

# ck_heads WHAT FILE HEAD...: each FILE's block starts with FILE: HEAD.
ck_heads() {
	ck_what=$1
	shift
	ck_bad=
	while [ $# -ge 2 ]; do
		if [ "$(ck_head "$1")" != "$1: $2" ]; then
			ck_bad="$ck_bad
    $1: got \"$(ck_head "$1")\", want \"$1: $2\""
		fi
		shift 2
	done
	if [ -z "$ck_bad" ]; then
		pass "check: $ck_what"
	else
		fail "check: $ck_what:$ck_bad"
	fi
}

# ck_want WHAT FILE: FILE's block is exactly stdin.
ck_want() {
	cat >"$tmp/ck.want"
	ck_block "$2" >"$tmp/ck.got"
	if cmp -s "$tmp/ck.want" "$tmp/ck.got"; then
		pass "check: $1"
	else
		fail "check: $1"
		diff -u "$tmp/ck.want" "$tmp/ck.got" | head -n 30 || true
	fi
}

# ck_mis FILE: the misconceptions FILE's block names, space-separated
# ("" when none, "none" when the catalogue has none that fits).
ck_mis() {
	ck_block "$1" | sed -n -e 's/^  misconception \([a-z-]*\): .*/\1/p' \
	    -e 's/^  convention \([a-z-]*\): .*/\1/p' \
	    -e 's/^  misconception: none of the catalogue.*/none/p' |
	    tr '\n' ' ' | sed 's/ $//'
}

# ck_mis_is FILE NAMES: FILE's block names exactly NAMES.
ck_mis_is() {
	ck_got=$(ck_mis "$1")
	if [ "$ck_got" = "$2" ]; then
		pass "check: $1 names ${2:-no misconception}"
	else
		fail "check: $1 names \"$ck_got\", want \"$2\""
	fi
}

# ck_code_is WHAT CODE: the last ck_run exited with CODE.
ck_code_is() {
	if [ "$ck_code" = "$2" ]; then
		pass "check: $1: exit $2"
	else
		fail "check: $1: exit $ck_code, want $2: $(head -n 3 "$tmp/ck.err")"
	fi
}

# jq reads the JSON reports; without it those checks are skipped
ck_jq=0
command -v jq >/dev/null 2>&1 && ck_jq=1
