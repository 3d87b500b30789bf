# abviz check: exact values, bounds and --notation (either, bounds,
# returned): the values of nodes searched in full, empty windows.
# Run alone: sh tests/check-notation.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

# ---- exact values, bounds and the notation ---------------------------------

# The smallest trees where a case-2/3 value is exact all the same (golden
# trees tests/golden/exact-*.json, their logs read by hand):
#   exact-full: B's only leaf is 1; B returns 1 <= alpha = 3 (case 3), cut
#   after its last child, nothing pruned: 1 is B's exact value.
printf 'value: 3\nA: 3\nB: 1\npruned: none\n' >"$tmp/ex-full.txt"
ck_run tests/golden/exact-full.json "$tmp/ex-full.txt"
ck_code_is "exact-full: B's exact value 1" 0
ck_heads "exact-full: the true values of nodes searched in full are right" \
    "$tmp/ex-full.txt" "4/4 (100.0%), all right"
#   exact-parent under cs188: r.2.1 hands up 3 = alpha (case 2) but r.2
#   is not cut on equality (the log's step 10); r.2.1 is exact (3 or <=
#   3), r.2 too (nothing below it pruned).  The case is wrong: 1 of 2
#   parts.
printf 'r.2.1: <=3 case 1\nr.2: 3\n' >"$tmp/ex-parent.txt"
ck_run --preset cs188 tests/golden/exact-parent.json "$tmp/ex-parent.txt"
ck_want "exact-parent: case 2 says the parent is not cut on equality" \
    "$tmp/ex-parent.txt" <<EOF2
$tmp/ex-parent.txt: 1.5/2 (75.0%)
  part   r.2.1: <=3 case 1 (wrong case; expected 3 (or <=3) case 2)
         r.2.1 is case 2 for r.2 (step 10): its value only equals r.2's other bound, and this course does not cut on equality
  right  r.2: 3
  misconception: none of the catalogue reproduces this answer
  score: 1.5/2
EOF2
#   exact-none under cs188: r.2.2 is searched with alpha = beta = 5 and
#   hands back 5 (bound "none"), searched in full: its own run --json
#   is a full-marks answer, and so is its exact value in every notation.
for ck_n in either bounds returned; do
	"$abviz" run --json --preset cs188 tests/golden/exact-none.json >"$tmp/ex-none.json"
	printf 'r.2: 5\nr.2.2: 5\n' >"$tmp/ex-none.txt"
	ck_run --preset cs188 --notation $ck_n tests/golden/exact-none.json \
	    "$tmp/ex-none.json" "$tmp/ex-none.txt"
	ck_heads "exact-none, --notation $ck_n: abviz's own key (bound none) and the exact values score full marks" \
	    "$tmp/ex-none.json" "12/12 (100.0%), all right" \
	    "$tmp/ex-none.txt" "2/2 (100.0%), all right"
done

# The notation, on seed 000's E (returns 15 at step 26, only >= 15) and F
# (returns 15, its only leaf: exact): under either, E: 15 and E: >=15 are
# right, the first with a note; under bounds E: 15 is wrong for its
# notation alone (and names no misconception); under returned E: >=15 is;
# F: 15 and F: >=15 (the case's bound) are right in every notation.
printf 'E: 15\nF: 15\n' >"$tmp/nt-ret.txt"
printf 'E: >=15\nF: >=15\n' >"$tmp/nt-bnd.txt"
ck_run "$s0" "$tmp/nt-ret.txt" "$tmp/nt-bnd.txt"
ck_heads "--notation either: both forms right" "$tmp/nt-ret.txt" \
    "2/2 (100.0%), all right" "$tmp/nt-bnd.txt" "2/2 (100.0%), all right"
if grep -qxF "         (15 is the number E returns; this course writes it as the bound >=15)" "$tmp/ck.out"; then
	pass "check: either: a right value in the other form notes the course's form"
else
	fail "check: either: no note on E: 15"
fi
ck_run --notation bounds "$s0" "$tmp/nt-ret.txt" "$tmp/nt-bnd.txt"
ck_heads "--notation bounds: the number returned is wrong for E, right for F" \
    "$tmp/nt-ret.txt" "1/2 (50.0%)" "$tmp/nt-bnd.txt" "2/2 (100.0%), all right"
ck_mis_is "$tmp/nt-ret.txt" ""
if grep -qxF "  wrong  E: 15 (notation; expected >=15)" "$tmp/ck.out" &&
    grep -q "graded against: .*; notation: bounds only" "$tmp/ck.out"; then
	pass "check: bounds: E: 15 is a notation mistake, and the report says the notation"
else
	fail "check: bounds notation: $(grep 'E: 15' "$tmp/ck.out")"
fi
ck_run --notation returned "$s0" "$tmp/nt-ret.txt" "$tmp/nt-bnd.txt"
ck_heads "--notation returned: the bound is wrong for E, right for F" \
    "$tmp/nt-ret.txt" "2/2 (100.0%), all right" "$tmp/nt-bnd.txt" "1/2 (50.0%)"

lib_end
