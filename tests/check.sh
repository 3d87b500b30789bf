# abviz check: grading answers against the search.  Sourced by
# tests/run.sh after tests/cli.sh (run.sh defines abviz, tmp, pass and
# fail; cli.sh defines expect).  The answers are in tests/check/.
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

if ! command -v jq >/dev/null 2>&1 && [ -n "${CI_NEVER_SKIP:-}" ]; then
	fail "jq is missing: abviz check's JSON cannot be checked"
fi
ck_jq=0
command -v jq >/dev/null 2>&1 && ck_jq=1
[ "$ck_jq" = 1 ] || echo "(jq not installed: abviz check's JSON tests skipped)"

# ---- every form of a fully right answer: full marks, exit 0 ----------------

# The items, counted by hand:
#   s0-ids       value best pv, pruned C2 G K2 M, nodes E C I G, cutoffs
#                C E K L I (L's prunes nothing but is right), leaves: 17
#   s0-edges     value best (H->D) pv, #4 E→G K->K2 I->M (two lines add
#                up), E C, cutoffs C E K I: 13
#   s0-leafnums  value, leaves 4 6 7 9 11 12 = C2 G1 G2 K2 N1 N2, which
#                close up to the subtrees C2 G K2 M: 5
#   s0-visited   value best, the visited set's complement C2 G K2 M: 6
#   s0-nodes     all 26 nodes (the 9 pruned ones as pruned, cut, - or x)
#   s0-subset    value best, pruned + pruned_leaves (one set: 4), leaves
#                by number and id, cutoffs C E K I (some parts left out),
#                nodes E C I H G: 16
#   run --json   value best pv, pruned 4, visited 4, 5 cutoffs, 17
#                searched nodes: 33
"$abviz" run --json "$s0" >"$tmp/s0-full.json"
ck_run "$s0" $ck/s0-ids.txt $ck/s0-edges.txt $ck/s0-leafnums.txt \
    $ck/s0-visited.txt $ck/s0-nodes.txt $ck/s0-subset.json "$tmp/s0-full.json"
ck_code_is "seed 000, every form right" 0
ck_heads "seed 000: ids, edges and #N, pruned leaves, visited, nodes, JSON subset and run --json all score full marks" \
    $ck/s0-ids.txt "17/17 (100.0%), all right" \
    $ck/s0-edges.txt "13/13 (100.0%), all right" \
    $ck/s0-leafnums.txt "5/5 (100.0%), all right" \
    $ck/s0-visited.txt "6/6 (100.0%), all right" \
    $ck/s0-nodes.txt "26/26 (100.0%), all right" \
    $ck/s0-subset.json "16/16 (100.0%), all right" \
    "$tmp/s0-full.json" "33/33 (100.0%), all right"
if ! grep -q misconception "$tmp/ck.out" && [ ! -s "$tmp/ck.err" ] &&
    ! grep -qE '^  (wrong|part ) ' "$tmp/ck.out"; then
	pass "check: a right answer gets no misconception and no wrong item"
else
	fail "check: a right answer was diagnosed or has a wrong item"
fi
# one block in full: the report of a right answer lists what it gave
ck_want "seed 000: a right answer's report, item by item" $ck/s0-edges.txt <<'EOF'
tests/check/s0-edges.txt: 13/13 (100.0%), all right
  right  value: 3
  right  best: D
  right  pv: H D B A A1
  right  pruned C2
  right  pruned G
  right  pruned K2
  right  pruned M
  right  E: >=15
  right  C: <=2
  right  cutoff C: cutoff at C
  right  cutoff E: cutoff at E
  right  cutoff K: cutoff at K
  right  cutoff I: cutoff at I
  score: 13/13
EOF

# The other worked examples, each under its course.
#   aima (AIMA fig. 5.5, --preset aima: test v <= alpha before lowering
#   beta): B = 3 (its window ends -inf, 3), C cut after r.2.1 = 2 with
#   beta still +inf, D lowers beta 14, 5 then cuts at r.3.3 = 2 with
#   beta 5; r.2.2 r.2.3 (#5 #6) pruned: value best pv, 2 pruned, leaves,
#   B C D, 2 cutoffs = 11.
#   seed 001: r.2 cuts after r.2.1 <= 1 (alpha 7), pruning r.2.2 (#7 #8):
#   value best pv, pruned, visited, leaves #1-#6, r.2.1 r.2 r.1.2 r.1
#   r.2.2, the cutoff = 12.
#   seed 004 (--algo negamax-ab, fail-hard, scores from the side to move):
#   a2 cut at val 4 >= beta 3 returns 3 (>= 3), b cut at val -3 >= beta
#   -3 returns -3; r.1.2.2 and b2 (#4, #7 #8) pruned: value best pv,
#   2 pruned, leaves, a a2 b b1, 2 cutoffs = 12.
#   ties: b and c cut at alpha = beta = 5, best a kept: value best,
#   2 pruned, 2 cutoffs, a b c = 9.
ck_run --preset aima trees/aima.json $ck/aima-aima.txt
ck_code_is "aima under --preset aima" 0
ck_heads "AIMA figure 5.5 under --preset aima: full marks" \
    $ck/aima-aima.txt "11/11 (100.0%), all right"
ck_run trees/seed001.json $ck/s1.txt
ck_heads "seed 001: full marks (edge, visited, #N leaves, arrows in the pv)" \
    $ck/s1.txt "12/12 (100.0%), all right"
ck_run --algo negamax-ab trees/seed004.json $ck/s4.txt
ck_heads "seed 004 under --algo negamax-ab: full marks (negamax values and windows)" \
    $ck/s4.txt "12/12 (100.0%), all right"
ck_run trees/ties.json $ck/ties.txt
ck_heads "ties: full marks (cut at alpha = beta, first best move kept)" \
    $ck/ties.txt "9/9 (100.0%), all right"

# abviz run --json is a full-marks answer under its own conventions: its
# items are value, best and pv, each pruned subtree twice (pruned and
# visited), each cutoff and each searched node.
for ck_conv in "--preset aima|aima" "--cutoff gt|seed000" \
    "--algo negamax-ab|seed004" "--order rtl|seed000" "--preset oiwiki|seed000" \
    "--root min|seed000" "--algo pvs|seed001" "--window 1,5|seed000" \
    "--preset aima|tests/golden/about.json" \
    "--algo negamax-ab|tests/golden/players.json" \
    "--algo alphabeta-hard --cutoff gt|tests/golden/players.json"; do
	ck_opts=${ck_conv%|*}
	ck_tree=${ck_conv#*|}
	case $ck_tree in
	*/*) ;;
	*) ck_tree=trees/$ck_tree.json ;;
	esac
	# shellcheck disable=SC2086
	"$abviz" run --json $ck_opts "$ck_tree" >"$tmp/ck-conv.json"
	# shellcheck disable=SC2086
	ck_run $ck_opts "$ck_tree" "$tmp/ck-conv.json"
	if [ "$ck_jq" = 1 ]; then
		ck_n=$(jq '3 + 2 * ([.cutoffs[].pruned[]] | length) +
		    (.cutoffs | length) + (.nodes | length)' "$tmp/ck-conv.json")
	else
		ck_n=$(ck_head "$tmp/ck-conv.json" | sed 's/.*: \([0-9]*\)\/.*/\1/')
	fi
	ck_heads "run --json $ck_opts $ck_tree, graded with $ck_opts: full marks" \
	    "$tmp/ck-conv.json" "$ck_n/$ck_n (100.0%), all right"
done

# ---- each kind of mistake, with its reason from the trace ------------------

# s0-nodes-wrong, line by line against seed000.log:
#   E: 15    E returns 15 at step 26 with beta_in 3: only >= 15, but 15
#            is the number E returns, right under the default notation
#            (either), with a note that this course writes >= 15
#   I: 2     I's minimax value, but I returns 3 at step 47 with alpha 3:
#            only <= 3 (the log: "real value 2"), as I was cut itself at
#            step 46
#   D: >=3   D returns 3 at step 28 inside (-inf, +inf): exact
#   C        entered at step 11 with (3, +inf), returns at step 15 with
#            beta lowered to 2: beta +inf is wrong, 3 of 4 parts right
#   K        case 3 (step 36: K was cut itself), not 2: 3 of 4 parts
#   G, N1    never searched: G by E's cutoff (step 25), N1 by I's (46)
#   L        searched: entered at step 38 with (3, +inf)
#   F: <=15  F returns 15 at step 23, 15 >= beta 3 (case 2), and F1 is
#            F's only child: 15 is F's exact value (or >= 15), not <= 15
#   J: 4     J returns 3 at step 44, 3 <= alpha 3: only <= 3, since K
#            below it was cut at step 35
# score: value 1 + E 1 + C 0.75 + K 0.75 = 3.5 of 11.  No search of the
# catalogue makes half of the eight wrong items right: no misconception.
# s0-lists-wrong:
#   value 2, best I: H returns 3 at step 49; the 3 comes from D (step 28)
#   pv H D E F F1: right as far as D, then B (returns at step 17): 2/5
#   pruned C2 G1 L K2 M: G only partly (G2 left out), L is searched
#   (step 38), C2 K2 M right
#   leaves: the 4th evaluated is F1 (step 21); C2 is cut at step 14: the
#   longest run in the search's order is 6 of the 7 leaves given
#   cutoff C beta 3 (it is 2): 3 of 4 parts; K right; D never cuts (it
#   returns at step 28 with alpha -inf, beta 3); "cutoff: I" right; E's
#   cutoff (step 25, pruning G) left out.  L's prunes nothing: not missed.
# score 0.4 + 3 + 6/7 + 0.75 + 2 = 7.01 of 14 (50.1%)
# s0-cutoffs-none: value 3 and no cutoffs is minimax's search; the four
# cutoffs that prune are missed: 1 of 5.
ck_run "$s0" $ck/s0-nodes-wrong.txt $ck/s0-lists-wrong.txt $ck/s0-missed.txt \
    $ck/s0-cutoffs-none.txt
ck_code_is "seed 000, wrong answers" 1
ck_want "seed 000: value, not bound; bound, not value; wrong window; wrong case; pruned node given a value; searched node answered as pruned; wrong bound; wrong value" \
    $ck/s0-nodes-wrong.txt <<'EOF2'
tests/check/s0-nodes-wrong.txt: 3.5/11 (31.8%)
  right  value: 3
  right  E: 15
         (15 is the number E returns; this course writes it as the bound >=15)
  wrong  I: 2 (value, not bound; expected <=3)
         a value, not a bound: I returns 3 at step 47, and 3 <= alpha = 3, so it is only an upper bound (I <= 3): it was cut itself at step 46
  wrong  D: >=3 (bound, not value; expected 3)
         a bound, not a value: D returns 3 at step 28, inside its window (alpha = -inf < 3 < beta = +inf), so it is exact
  part   C: <=2 alpha 3 beta +inf case 3 (wrong window; expected <=2 alpha 3 beta 2 case 3)
         C is entered at step 11 with alpha = 3, beta = +inf and returns at step 15 with alpha = 3, beta = 2
  part   K: <=2 alpha 3 beta 2 case 2 (wrong case; expected <=2 alpha 3 beta 2 case 3)
         K is case 3 for J (step 36): its value does not get past J's own bound, so it cannot change J's choice
  wrong  G: 25 (value for a pruned node; expected pruned)
         it is never searched: at step 25 E has alpha = 15 >= beta = 3, so its remaining children are cut
  wrong  N1: 2 (value for a pruned node; expected pruned)
         it is never searched: at step 46 I has beta = 3 <= alpha = 3, so its remaining children are cut
  wrong  L: pruned (searched node answered as pruned; expected searched)
         it is not pruned: the search reaches it at step 38 with alpha = 3 < beta = +inf, so no cutoff comes before it
  wrong  F: <=15 (bound, not value; expected 15 (or >=15))
         a bound, not a value: F returns 15 at step 23, and nothing below F was pruned, so 15 is its exact value
  wrong  J: 4 (wrong value; expected <=3)
         the search only bounds it: J returns 3 at step 44, and 3 <= alpha = 3, so it is only an upper bound (J <= 3): K below it was cut at step 35
  misconception: none of the catalogue reproduces this answer
  score: 3.5/11
EOF2
ck_want "seed 000: wrong value, best move, pv, partly missed and extra pruning, leaf order, wrong, extra and missed cutoffs" \
    $ck/s0-lists-wrong.txt <<'EOF2'
tests/check/s0-lists-wrong.txt: 7.01/14 (50.1%)
  wrong  value: 2 (wrong value; expected 3)
         the root H returns 3 at step 49
  wrong  best: I (wrong best move; expected D)
         the root's value 3 comes from D, which returns 3 at step 28
  part   pv: H D E F F1 (wrong principal variation; expected H D B A A1)
         from D the value 3 comes from B, which returns it at step 17
  right  pruned C2
  wrong  pruned G: partly pruned (missed pruning; expected pruned)
         all of its subtree should be pruned: at step 25 E has alpha = 15 >= beta = 3, so its remaining children are cut
  right  pruned K2
  wrong  pruned L: pruned (extra pruning; expected searched)
         it should not be pruned: the search reaches it at step 38 with alpha = 3 < beta = +inf, so no cutoff comes before it
  right  pruned M
  part   leaves: A1 A2 C1 C2 F1 K1 L1 (wrong leaf order; expected A1 A2 C1 F1 K1 L1)
         leaf 4 is F1 (step 21), not C2, which is pruned: at step 14 C has beta = 2 <= alpha = 3, so its remaining children are cut
  part   cutoff C: cutoff at C after C1 alpha 3 beta 3 (wrong cutoff; expected cutoff at C after C1 alpha 3 beta 2)
         at step 14 C has beta = 2 <= alpha = 3, after C1
  right  cutoff K: cutoff at K after K1 alpha 3 beta 2
  wrong  cutoff D: cutoff at D after B (extra cutoff; expected no cutoff)
         D never cuts: it returns at step 28 with alpha = -inf, beta = 3
  right  cutoff I: cutoff at I
  wrong  cutoff E: no cutoff (missed cutoff; expected cutoff at E after F alpha 15 beta 3)
         at step 25 E has alpha = 15 >= beta = 3, so 1 of its children is pruned
  misconception: none of the catalogue reproduces this answer
  score: 7.01/14
EOF2
ck_want "seed 000: the missed pruning of G, with the notes' reason (step 25)" \
    $ck/s0-missed.txt <<'EOF2'
tests/check/s0-missed.txt: 4/5 (80.0%)
  right  value: 3
  right  pruned C2
  wrong  pruned G: searched (missed pruning; expected pruned)
         it should be pruned: at step 25 E has alpha = 15 >= beta = 3, so its remaining children are cut
  right  pruned K2
  right  pruned M
  misconception: none of the catalogue reproduces this answer
  score: 4/5
EOF2
ck_want "seed 000: \"cutoffs: none\" misses every cutoff that prunes (steps 14, 25, 35, 46), and is minimax's answer" \
    $ck/s0-cutoffs-none.txt <<'EOF2'
tests/check/s0-cutoffs-none.txt: 1/5 (20.0%)
  right  value: 3
  wrong  cutoff C: no cutoff (missed cutoff; expected cutoff at C after C1 alpha 3 beta 2)
         at step 14 C has beta = 2 <= alpha = 3, so 1 of its children is pruned
  wrong  cutoff E: no cutoff (missed cutoff; expected cutoff at E after F alpha 15 beta 3)
         at step 25 E has alpha = 15 >= beta = 3, so 1 of its children is pruned
  wrong  cutoff K: no cutoff (missed cutoff; expected cutoff at K after K1 alpha 3 beta 2)
         at step 35 K has beta = 2 <= alpha = 3, so 1 of its children is pruned
  wrong  cutoff I: no cutoff (missed cutoff; expected cutoff at I after J alpha 3 beta 3)
         at step 46 I has beta = 3 <= alpha = 3, so 1 of its children is pruned
  misconception minimax: no pruning at all: every node searched, as minimax does (explains 4 wrong items)
    (see it: abviz run --log --algo minimax --order ltr --root max trees/seed000.json)
  score: 1/5
EOF2

# Negamax (seed 004, --algo negamax-ab): a2's real value 6 is only >= 3
# (it returns beta 3 at step 14, beta_in 3, after its cut at step 13); the
# course, fail-hard, writes the 3 it returns.  b2 is cut at step 26, where
# b has val -3 >= beta -3 (seed004.log).  Value and r.1.2.2: 2 of 4; the
# value-for-bound search makes a2's 6 right and nothing else wrong.
printf 'value: 3\npruned: r.1.2.2\na2: 6\n' >"$tmp/s4-wrong.txt"
ck_run --algo negamax-ab trees/seed004.json "$tmp/s4-wrong.txt"
ck_want "seed 004 (negamax): value, not bound and a missed pruning, with negamax's windows" \
    "$tmp/s4-wrong.txt" <<EOF2
$tmp/s4-wrong.txt: 2/4 (50.0%)
  right  value: 3
  right  pruned r.1.2.2
  wrong  pruned b2: searched (missed pruning; expected pruned)
         it should be pruned: at step 26 b has val = -3 >= beta = -3, so its remaining children are cut
  wrong  a2: 6 (value, not bound; expected 3)
         a value, not a bound: a2 returns 3 at step 14, and 3 >= beta = 3, so it is only a lower bound (a2 >= 3): it was cut itself at step 13
  misconception value-for-bound: a node's real value written where the search only bounds it (value for bound) (explains 1 wrong item)
    (see it: abviz run --log --algo negamax-ab --fail hard --cutoff ge --order ltr --root max --mistake value-for-bound trees/seed004.json)
  score: 2/4
EOF2

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

# ---- the misconception catalogue ------------------------------------------

# Hand-written answers, each what one misconception's search gives on seed
# 000 (worked out by hand; the file's comment says how), graded under the
# default course, where eight of the eleven apply (equality-cut, fail-soft
# and update-before are the course's own conventions).  Scores by hand:
#   no-equality-cut  C2 G K2 right, M missed (N2 is inside it), I <=2 a
#                    wrong bound, M given a value: 5 of 8
#   shallow          K2 missed; K: 2 and J: 3 are the numbers K and J
#                    return (<= 2, <= 3), right in either notation: 7 of 8
#   root-window      K2 and M missed, I: 2 only <= 3: 3 of 6
#   reversed-order   C2 missed, G partly, K extra (and K2 pruned from
#                    above it: not its own cut), M missed; of the 9
#                    leaves one at most in the search's order: 2 + 1/9
#                    of 8
#   max-min-swapped  value 14, best I, C2 G K2 M missed (G2 inside G): 0/6
#   minimax          C2 G K2 M missed, I: 2 is I's real value where the
#                    search only has <= 3 (I was cut itself); E: 15 is the
#                    number E returns: 3 of 8
#   fail-hard        E and F >= 3 (course >= 15), E cut at alpha 3 (15):
#                    1 + 0 + 0 + 1 + 0.75 + 1 + 1 = 4.75 of 7
#   update-after     C and the four cutoffs with the bound as it came in:
#                    1 + 2/3 + 4 * 3/4 = 4.67 of 6
#   random-wrong     value, best and A1 extra, 4 missed: 0 of 7; minimax
#                    explains the four missed prunings (more than half of
#                    the seven wrong items) and contradicts nothing right
#   aima-aima        AIMA's windows (C beta +inf, D beta 5) where the
#                    course lowers beta to 2 first: C D and both cutoffs
#                    3/4 each: 10 of 11
ck_mis_list="no-equality-cut shallow root-window reversed-order max-min-swapped minimax fail-hard update-after"
ck_files=
for ck_m in $ck_mis_list; do
	ck_files="$ck_files $ck/s0-mis-$ck_m.txt"
done
# shellcheck disable=SC2086
ck_run "$s0" $ck_files $ck/s0-random-wrong.txt $ck/s0-ids.txt
ck_code_is "seed 000, the catalogue" 1
ck_heads "seed 000: each misconception's answer, scored by hand" \
    $ck/s0-mis-no-equality-cut.txt "5/8 (62.5%)" \
    $ck/s0-mis-shallow.txt "7/8 (87.5%)" \
    $ck/s0-mis-root-window.txt "3/6 (50.0%)" \
    $ck/s0-mis-reversed-order.txt "2.11/8 (26.4%)" \
    $ck/s0-mis-max-min-swapped.txt "0/6 (0.0%)" \
    $ck/s0-mis-minimax.txt "3/8 (37.5%)" \
    $ck/s0-mis-fail-hard.txt "4.75/7 (67.9%)" \
    $ck/s0-mis-update-after.txt "4.67/6 (77.8%)" \
    $ck/s0-random-wrong.txt "0/7 (0.0%)" \
    $ck/s0-ids.txt "17/17 (100.0%), all right"
for ck_m in $ck_mis_list; do
	ck_mis_is "$ck/s0-mis-$ck_m.txt" "$ck_m"
done
ck_mis_is $ck/s0-random-wrong.txt minimax
ck_mis_is $ck/s0-ids.txt ""
cp "$tmp/ck.out" "$tmp/ck-mis.out"
# The options printed reproduce the answer: graded under them, each is
# fully right; and they are the ones the misconception changes.
ck_bad=
for ck_m in $ck_mis_list; do
	ck_opts=$(sed -n "/^tests\/check\/s0-mis-$ck_m.txt: /,/^$/s/^    (see it: abviz run --log \\(.*\\) trees\\/seed000.json)\$/\\1/p" \
	    "$tmp/ck-mis.out")
	# shellcheck disable=SC2086
	ck_run $ck_opts "$s0" $ck/s0-mis-$ck_m.txt
	[ -n "$ck_opts" ] && [ "$ck_code" = 0 ] ||
	    ck_bad="$ck_bad $ck_m (exit $ck_code with \"$ck_opts\")"
done
if [ -z "$ck_bad" ]; then
	pass "check: each misconception's printed 'abviz run' options make its answer fully right"
else
	fail "check: misconception options do not reproduce the answer:$ck_bad"
fi
ck_bad=
for ck_w in \
    "no-equality-cut|--algo alphabeta --cutoff gt --update before --order ltr --root max" \
    "shallow|--algo alphabeta --cutoff ge --update before --order ltr --root max --mistake shallow" \
    "root-window|--algo alphabeta --cutoff ge --update before --order ltr --root max --mistake root-window" \
    "reversed-order|--algo alphabeta --cutoff ge --update before --order rtl --root max" \
    "max-min-swapped|--algo alphabeta --cutoff ge --update before --order ltr --root min" \
    "minimax|--algo minimax --order ltr --root max" \
    "fail-hard|--algo alphabeta-hard --cutoff ge --order ltr --root max" \
    "update-after|--algo alphabeta --cutoff ge --update after --order ltr --root max"; do
	ck_m=${ck_w%%|*}
	grep -qxF "    (see it: abviz run --log ${ck_w#*|} trees/seed000.json)" "$tmp/ck-mis.out" ||
	    ck_bad="$ck_bad $ck_m"
done
if [ -z "$ck_bad" ]; then
	pass "check: each misconception names the one option it changes (see it: abviz run --log ...)"
else
	fail "check: wrong 'see it' options for:$ck_bad"
fi

# The same, with each answer made by abviz run --json with the options of
# the misconception (the whole result, windows and all): each is named,
# and only it.
ck_files=
for ck_m in "no-equality-cut|--cutoff gt" "shallow|--mistake shallow" \
    "root-window|--mistake root-window" "reversed-order|--order rtl" \
    "max-min-swapped|--root min" "minimax|--algo minimax" \
    "fail-hard|--algo alphabeta-hard" "update-after|--update after" \
    "update-after|--preset aima"; do
	# shellcheck disable=SC2086
	"$abviz" run --json ${ck_m#*|} "$s0" >"$tmp/ck-run-$(echo "${ck_m#*|}" | tr -d ' -').json"
	ck_files="$ck_files $tmp/ck-run-$(echo "${ck_m#*|}" | tr -d ' -').json"
done
# shellcheck disable=SC2086
ck_run "$s0" $ck_files
ck_bad=
for ck_m in "no-equality-cut|--cutoff gt" "shallow|--mistake shallow" \
    "root-window|--mistake root-window" "reversed-order|--order rtl" \
    "max-min-swapped|--root min" "minimax|--algo minimax" \
    "fail-hard|--algo alphabeta-hard" "update-after|--update after" \
    "update-after|--preset aima"; do
	ck_got=$(ck_mis "$tmp/ck-run-$(echo "${ck_m#*|}" | tr -d ' -').json")
	[ "$ck_got" = "${ck_m%%|*}" ] || ck_bad="$ck_bad [run ${ck_m#*|}: \"$ck_got\"]"
done
if [ -z "$ck_bad" ]; then
	pass "check: abviz run --json with a misconception's options is named that misconception, and only it"
else
	fail "check: run --json answers misnamed:$ck_bad"
fi

# The three that apply only under other courses:
#   --cutoff gt: seed 000 prunes C2 G K2 and N2 (I goes on at alpha = beta
#   = 3, N cuts N2); the ge answer's M is extra, and N2 inside it is not
#   N's own cut: 4 of 6, equality-cut (a convention), and early-bound as
#   well: I's value so far, 3, raises H's alpha to 3 before I finishes, so
#   I's later child M is searched with alpha = beta = 3... no: H's alpha
#   is 3 already; it is N's 2 that, leaked to I's beta, makes I cut at
#   M.
#   --algo alphabeta-hard: F returns beta 3, E returns 3; the fail-soft
#   answer's >= 15 twice: 0 of 2, fail-soft.
#   --update after: C's beta and E's alpha stay as they came in (+inf,
#   -inf); the answer raised them first: 2/3 each, update-before.
ck_run --cutoff gt "$s0" $ck/s0-mis-equality-cut.txt
ck_heads "--cutoff gt course: the ge answer scores 4/6" \
    $ck/s0-mis-equality-cut.txt "4/6 (66.7%)"
ck_mis_is $ck/s0-mis-equality-cut.txt "equality-cut early-bound"
ck_run --algo alphabeta-hard "$s0" $ck/s0-mis-fail-soft.txt
ck_heads "--algo alphabeta-hard course: the fail-soft answer scores 0/2" \
    $ck/s0-mis-fail-soft.txt "0/2 (0.0%)"
# the course's F and E hand up 3, and their real value is 15: writing
# 15 is also what the value-for-bound student does
ck_mis_is $ck/s0-mis-fail-soft.txt "value-for-bound fail-soft"
ck_run --update after "$s0" $ck/s0-mis-update-before.txt
ck_heads "--update after course: the update-before answer scores 1.33/2" \
    $ck/s0-mis-update-before.txt "1.33/2 (66.7%)"
ck_mis_is $ck/s0-mis-update-before.txt update-before

# AIMA's tree, both ways round.  Under --preset aima the seed-000-style
# answer (beta lowered to 2 first) is update-before; it is also what the
# fail-hard search (OI-wiki's code, which raises the bound first) gives
# here, since no node of figure 5.2 returns a different value fail-hard
# (C and D return their lowered beta 2, B its exact 3).
ck_run --preset aima trees/aima.json $ck/aima-default.txt
ck_heads "--preset aima: the answer with beta lowered first scores 10/11" \
    $ck/aima-default.txt "10/11 (90.9%)"
ck_mis_is $ck/aima-default.txt "fail-hard update-before"
ck_run trees/aima.json $ck/aima-aima.txt
ck_heads "default course: AIMA's answer scores 10/11" $ck/aima-aima.txt "10/11 (90.9%)"
ck_mis_is $ck/aima-aima.txt update-after

# Seed 001: the root window under r.2 cuts r.2.2.2 after r.2.2 = 8 >= 1,
# not r.2.2 after r.2.1 (r.2 is 1 exact then).  The course's r.2 returns
# 1 too (only <= 1), so "r.2: 1" is right in either notation: 3 of 5.
ck_run trees/seed001.json $ck/s1-root-window.txt
ck_heads "seed 001: the root-window answer scores 3/5" $ck/s1-root-window.txt "3/5 (60.0%)"
ck_mis_is $ck/s1-root-window.txt root-window

# Seed 004 under negamax-ab (fail-hard): --fail soft returns val 4 at a2,
# not beta 3 (1 of 2); --cutoff gt lets b go on at val = beta = -3 and b2
# cut r.2.2.2 after 9 (b2 only partly pruned: 2 of 3).  The root window
# gives that too: b searched with (-inf, +inf) has b1 = 3, so b2 gets
# (-inf, 3) and cuts after 9 as well, and so does lowered-bound: b's alpha
# set to b1's -3 lets b go on.
ck_run --algo negamax-ab trees/seed004.json $ck/s4-fail-soft.txt $ck/s4-no-equality-cut.txt
ck_heads "seed 004: negamax misconceptions scored by hand" \
    $ck/s4-fail-soft.txt "1/2 (50.0%)" $ck/s4-no-equality-cut.txt "2/3 (66.7%)"
ck_mis_is $ck/s4-fail-soft.txt fail-soft
ck_mis_is $ck/s4-no-equality-cut.txt "no-equality-cut root-window lowered-bound"
if grep -qxF "    (see it: abviz run --log --algo negamax-ab --fail soft --cutoff ge --order ltr --root max trees/seed004.json)" "$tmp/ck.out"; then
	pass "check: negamax's fail-soft names --algo negamax-ab --fail soft"
else
	fail "check: negamax's fail-soft options: $(grep 'see it' "$tmp/ck.out" | head -n 1)"
fi

# Ties, where several searches give the same answer and each is named:
#   gt: b goes on (5, 9: b <= 5, upper since 5 <= alpha 5), c too; nothing
#   pruned: 3 of 5, and only gt leaves b a bound.
#   minimax and the root window both search everything with b = c = 5
#   exact; the course's b and c return 5 too (<= 5), so b: 5 and c: 5 are
#   right in either notation: 4 of 6; the no-cut-on-equality convention
#   misses the same two prunings.
#   Under --cutoff gt the ge answer prunes r.2.2 r.3.3, both extra: 1 of 3.
ck_run trees/ties.json $ck/ties-no-equality-cut.txt $ck/ties-minimax.txt
ck_heads "ties: scored by hand" $ck/ties-no-equality-cut.txt "3/5 (60.0%)" \
    $ck/ties-minimax.txt "4/6 (66.7%)"
ck_mis_is $ck/ties-no-equality-cut.txt no-equality-cut
ck_mis_is $ck/ties-minimax.txt "no-equality-cut root-window minimax"
ck_run --cutoff gt trees/ties.json $ck/ties-equality-cut.txt
ck_heads "ties under --cutoff gt: the ge answer scores 1/3" $ck/ties-equality-cut.txt "1/3 (33.3%)"
ck_mis_is $ck/ties-equality-cut.txt equality-cut
# "pruned: none" alone on ties is exactly what five searches give: --cutoff
# gt (b and c go on), the root window, right to left (b and c cut after
# their last child), MIN at the root (b cuts after its last child, c never)
# and minimax.  But one item is no evidence: no misconception is named.
ck_run trees/ties.json $ck/ties-pruned-none.txt
ck_mis_is $ck/ties-pruned-none.txt ""

# ---- a class: 207 answers graded in one call, with a gradebook -------------

# The class, in $tmp/ck-class: each right form three times (and once with
# a comma in its name), the hand-written misconception answers, one bad
# file, and 175 edits of one right answer (12 items):
#	value: 3 / best: D / pruned: C2 G K2 M /
#	E: >=15 alpha 15 beta 3 case 3 / C: <=2 alpha 3 beta 2 case 3 /
#	D: 3 case 1 / G: pruned / I: <=3 / leaves: A1 A2 C1 F1 K1 L1
# Each edit is made or not by a fixed pseudo-random sequence, and costs,
# by construction:
#   e1  value 2, 5, 14 or 17            -1 (wrong value)
#   e2  best I                          -1 (wrong best move)
#   e3  one of C2 G K2 M left out       -1 (missed pruning)
#   e4  one of A A1 A2 C1 F1 K1 L1 L    +1 item, worth 0 (extra pruning
#       added                           of A A1 A2, C or C1, E or F, K or
#                                       K1, L: a node all of whose
#                                       children are pruned is pruned);
#                                       and -1 when that extra subtree
#                                       holds one of the search's own cuts
#                                       (C2 in C, G in E, K2 in K): it is
#                                       pruned from higher up, not by it
#   e5  E: >=25 (not >=15)              -1/4 (wrong bound; 3 of 4)
#   e6  C: ... case 2                   -1/4 (wrong case; 3 of 4)
#   e7  D: >=3 case 1                   -1/2 (bound, not value; 1 of 2)
#   e8  G: 25                           -1 (value for a pruned node)
#   e9  I: 2                            -1 (value, not bound)
#   e10 leaves without L1               -1/6 (5 of 6 places right)
# The edits touch different items, so they add up; scores are kept in
# twelfths, exact.  $tmp/ck-class.want gets one line per answer:
# NAME|SCORE|TOTAL|PERCENT|COLUMN=CELL;...
ck_b=$tmp/ck-class
mkdir -p "$ck_b"
: >"$tmp/ck-class.want"
ck_list=
for ck_f in s0-ids.txt:17 s0-edges.txt:13 s0-leafnums.txt:5 s0-visited.txt:6 \
    s0-nodes.txt:26 s0-subset.json:16 s0-full.json:33; do
	for ck_i in 1 2 3; do
		ck_n=${ck_f%:*}
		ck_dst="$ck_b/right$ck_i-$ck_n"
		if [ "$ck_n" = s0-full.json ]; then
			cp "$tmp/s0-full.json" "$ck_dst"
		else
			cp "$ck/$ck_n" "$ck_dst"
		fi
		ck_list="$ck_list $ck_dst"
		echo "right$ck_i-$ck_n|${ck_f#*:}|${ck_f#*:}|100" >>"$tmp/ck-class.want"
	done
done
# (NAME:SCORE:TOTAL:PERCENT, the percent of the unrounded score)
for ck_f in no-equality-cut:5:8:62.5 shallow:7:8:87.5 root-window:3:6:50 \
    reversed-order:2.11:8:26.388889 max-min-swapped:0:6:0 minimax:3:8:37.5 \
    fail-hard:4.75:7:67.857143 update-after:4.67:6:77.777778; do
	ck_n=${ck_f%%:*}
	cp "$ck/s0-mis-$ck_n.txt" "$ck_b/mis-$ck_n.txt"
	ck_list="$ck_list $ck_b/mis-$ck_n.txt"
	echo "mis-$ck_n.txt|${ck_f#*:}" | tr : '|' >>"$tmp/ck-class.want"
done
cp $ck/s0-random-wrong.txt "$ck_b/random.txt"
cp $ck/s0-ids.txt "$ck_b/right,comma.txt"
cp $ck/bad-unknown-node.txt "$ck_b/bad.txt"
ck_list="$ck_list $ck_b/random.txt $ck_b/right,comma.txt $ck_b/bad.txt"
printf 'random.txt|0|7|0|\nright,comma.txt|17|17|100|\nbad.txt||||\n' >>"$tmp/ck-class.want"
awk -v dir="$ck_b" -v n=175 '
function rnd() { x = (x * 16807) % 2147483647; return x / 2147483647 }
function pick(k) { return int(rnd() * k) + 1 }
function g2(v,   s) {
	s = sprintf("%.2f", v); sub(/0+$/, "", s); sub(/\.$/, "", s); return s
}
BEGIN {
	x = 20240617
	split("C2 G K2 M", P, " ")
	split("A A1 A2 C1 F1 K1 L1 L", X, " ")
	split("2 5 14 17", V, " ")
	for (i = 1; i <= n; i++) {
		do {
			k = 0
			for (e = 1; e <= 10; e++)
				k += (E[e] = rnd() < 0.5)
		} while (k == 0)
		f = sprintf("%s/edit%03d.txt", dir, i)
		cells = ""
		print "# edit " i > f
		print "value: " (E[1] ? V[pick(4)] : 3) > f
		cells = cells "value=" (E[1] ? 0 : 1)
		print "best: " (E[2] ? "I" : "D") > f
		cells = cells ";best=" (E[2] ? 0 : 1)
		drop = E[3] ? P[pick(4)] : ""
		inner = ""
		if (E[4]) {
			xx = X[pick(8)]
			subj = xx
			if (xx == "C1" && drop != "C2") subj = "C"
			if (xx == "F1") subj = drop != "G" ? "E" : "F"
			if (xx == "K1" && drop != "K2") subj = "K"
			if (xx == "L1") subj = "L"
			# the search'"'"'s own cut inside the extra one is lost
			inner = subj == "C" ? "C2" : subj == "E" ? "G" : \
			    subj == "K" ? "K2" : ""
		}
		line = "pruned:"
		for (p = 1; p <= 4; p++) {
			if (P[p] != drop)
				line = line " " P[p]
			cells = cells ";pruned " P[p] "=" \
			    (P[p] == drop || P[p] == inner ? 0 : 1)
		}
		if (E[4]) {
			line = line " " xx
			cells = cells ";pruned " subj "=0"
		}
		print line > f
		print "E: " (E[5] ? ">=25" : ">=15") " alpha 15 beta 3 case 3" > f
		cells = cells ";node E=" (E[5] ? 0.75 : 1)
		print "C: <=2 alpha 3 beta 2 case " (E[6] ? 2 : 3) > f
		cells = cells ";node C=" (E[6] ? 0.75 : 1)
		print "D: " (E[7] ? ">=3" : "3") " case 1" > f
		cells = cells ";node D=" (E[7] ? 0.5 : 1)
		print "G: " (E[8] ? "25" : "pruned") > f
		cells = cells ";node G=" (E[8] ? 0 : 1)
		print "I: " (E[9] ? "2" : "<=3") > f
		cells = cells ";node I=" (E[9] ? 0 : 1)
		print "leaves: A1 A2 C1 F1 K1" (E[10] ? "" : " L1") > f
		cells = cells ";leaves=" (E[10] ? 0.83 : 1)
		close(f)
		s12 = 144 - 12 * (E[1] + E[2] + E[3] + E[8] + E[9]) - \
		    3 * (E[5] + E[6]) - 6 * E[7] - 2 * E[10] - 12 * (inner != "")
		t = 12 + E[4]
		printf "edit%03d.txt|%s|%d|%.6f|%s\n", i, g2(s12 / 12), t,
		    100 * s12 / 12 / t, cells >> (dir ".want")
		for (e = 1; e <= 10; e++)
			cnt[e] += E[e]
		# value-for-bound explains I: 2 (e9) and nothing else, and
		# is named when that is at least half of the wrong items
		w = 0
		for (e = 1; e <= 10; e++)
			w += E[e]
		w += inner != ""
		vfb += E[9] && 2 >= w
	}
	# how many answers have each edit: e1 e2 e5 e6 e7 e8 e9 e10, and
	# how many are diagnosed value-for-bound
	printf "%d %d %d %d %d %d %d %d %d\n", cnt[1], cnt[2], cnt[5], cnt[6],
	    cnt[7], cnt[8], cnt[9], cnt[10], vfb > (dir ".counts")
}'
ck_i=1
while [ "$ck_i" -le 175 ]; do
	ck_list="$ck_list $ck_b/edit$(printf %03d "$ck_i").txt"
	ck_i=$((ck_i + 1))
done
# shellcheck disable=SC2086
ck_run --csv "$tmp/ck-class.csv" "$s0" $ck_list
cp "$tmp/ck.out" "$tmp/ck-class.out"
ck_code_is "a class of $(echo "$ck_list" | wc -w) answers, one bad" 3
if [ "$(tr -d '\r' <"$tmp/ck-class.csv" | wc -l)" = 208 ] &&
    [ "$(echo "$ck_list" | wc -w)" = 207 ]; then
	pass "check: the gradebook has a header and one row per answer (207)"
else
	fail "check: the gradebook has $(wc -l <"$tmp/ck-class.csv") lines for $(echo "$ck_list" | wc -w) answers"
fi
# Every row: score and total exact, percent to its one decimal, the error
# column empty, the cells named in the .want line (value, best, pruned X,
# node E, node C, node D, node G, node I, leaves) exact.
awk '
function csv(line, f,   n, i, c, q, cur) {
	n = 0; cur = ""; q = 0
	for (i = 1; i <= length(line); i++) {
		c = substr(line, i, 1)
		if (q && c == "\"" && substr(line, i + 1, 1) == "\"") {
			cur = cur c; i++
		} else if (c == "\"") {
			q = !q
		} else if (!q && c == ",") {
			f[++n] = cur; cur = ""
		} else {
			cur = cur c
		}
	}
	f[++n] = cur
	return n
}
FNR == NR { split($0, w, "|"); want[w[1]] = $0; names[++nw] = w[1]; next }
{ sub(/\r$/, ""); n = csv($0, f) }
FNR == 1 { for (i = 1; i <= n; i++) col[f[i]] = i; next }
{
	name = f[1]; sub(/.*\//, "", name)
	if (!(name in want)) { print "    unexpected row " name; bad++; next }
	seen[name]++
	split(want[name], w, "|")
	if (f[3] != w[2] || f[4] != w[3]) {
		print "    " name ": " f[3] "/" f[4] ", want " w[2] "/" w[3]; bad++
	}
	if (w[4] != "" && (f[5] - w[4] > 0.051 || w[4] - f[5] > 0.051)) {
		print "    " name ": percent " f[5] ", want " w[4]; bad++
	}
	if (name != "bad.txt" && f[6] != "") {
		print "    " name ": error " f[6]; bad++
	}
	m = split(w[5], cell, ";")
	for (i = 1; i <= m; i++) {
		split(cell[i], kv, "=")
		if (!(kv[1] in col) || f[col[kv[1]]] != kv[2]) {
			print "    " name ": " kv[1] " is \"" f[col[kv[1]]] "\", want " kv[2]
			bad++
		}
	}
}
END {
	for (i = 1; i <= nw; i++)
		if (seen[names[i]] != 1) {
			print "    " names[i] ": " seen[names[i]] + 0 " rows"; bad++
		}
	exit bad > 0
}' "$tmp/ck-class.want" "$tmp/ck-class.csv" >"$tmp/ck-diff" || true
if [ ! -s "$tmp/ck-diff" ]; then
	pass "check: every gradebook row's score, total, percent and cells as constructed (207 rows)"
else
	fail "check: gradebook rows differ:
$(head -n 12 "$tmp/ck-diff")"
fi
# The report says the same as the gradebook, answer by answer.
awk -v dir="$ck_b/" '
FNR == NR { split($0, w, "|"); want[w[1]] = w[2] "/" w[3]; next }
index($0, dir) == 1 && / not graded: / { n++; next }
index($0, dir) == 1 {
	s = substr($0, length(dir) + 1)
	name = s; sub(/: [0-9.]+\/[0-9.]+ \(.*$/, "", name)
	sc = s; sub(/^[^:]*: /, "", sc); sub(/ .*/, "", sc)
	if (want[name] != sc) print "    " name ": " sc ", want " want[name]
	n++
}
END { if (n != 207) print "    " n " answers reported" }' \
    "$tmp/ck-class.want" "$tmp/ck-class.out" >"$tmp/ck-diff"
if [ ! -s "$tmp/ck-diff" ]; then
	pass "check: the report's score for each of the 207 answers is the gradebook's"
else
	fail "check: report and gradebook differ:
$(head -n 12 "$tmp/ck-diff")"
fi
# The header: the six fixed columns, then one per item seen, by kind
# (value, best, pv, pruned, visited, leaves, cutoff, node) and then in the
# order first seen: the first answer (s0-ids) gives the first of each.
ck_h=$(head -n 1 "$tmp/ck-class.csv" | tr -d '\r')
case $ck_h in
"file,tree,score,total,percent,error,value,best,pv,pruned C2,pruned G,pruned K2,pruned M,"*)
	ck_order=$(echo "$ck_h" | tr ',' '\n' | sed -n '7,$p' | sed 's/ .*//' | uniq | tr '\n' ' ')
	if [ "$ck_order" = "value best pv pruned visited leaves cutoff node " ] &&
	    echo "$ck_h" | grep -q ',cutoff C,cutoff E,cutoff K,cutoff L,cutoff I,' &&
	    echo "$ck_h" | grep -q ',node E,node C,node I,node G,'; then
		pass "check: the gradebook header: fixed columns, then items by kind, first seen first"
	else
		fail "check: gradebook header order: $ck_order / $ck_h"
	fi ;;
*)
	fail "check: gradebook header: $ck_h" ;;
esac
# A name with a comma is quoted; a bad file's row has its error, quoted.
if grep -qF "\"$ck_b/right,comma.txt\",trees/seed000.json,17,17,100.0,," "$tmp/ck-class.csv" &&
    grep -qF "$ck_b/bad.txt,trees/seed000.json,,,,\"$ck_b/bad.txt:2:12: no node \"\"Q\"\" in the tree\"," "$tmp/ck-class.csv" &&
    [ "$(grep -c "$(printf '\r')\$" "$tmp/ck-class.csv")" = 208 ]; then
	pass "check: the gradebook quotes a file name with a comma and a bad file's error (CRLF lines)"
else
	fail "check: gradebook quoting: $(grep -F 'comma' "$tmp/ck-class.csv" | head -c 120)"
fi
# The class summary: 206 graded (the bad file is not), 22 right (the 21
# right forms and the comma copy), the mean of the percentages; the most
# common misconceptions: minimax twice (its own answer, and the random
# one, whose four missed prunings it explains), value-for-bound for each
# edit whose I: 2 is at least half of its wrong items, none for every
# other edit, then each misconception once, in the catalogue's order (ties
# go by first seen); and the mistakes each edit makes, with the
# misconception answers that make the same one:
#   value: wrong value        e1 + 2 (max-min-swapped 14, random 7)
#   best: wrong best move     e2 + 2 (max-min-swapped I, random I)
#   E: wrong bound            e5 + 1 (fail-hard's E: >=3; minimax's E: 15
#                             is the number E returns, right)
#   C: wrong case             e6
#   D: bound, not value       e7
#   G: value for a pruned node  e8
#   I: value, not bound       e9 + 2 (root-window's and minimax's I: 2)
#   leaves: wrong leaf order  e10 + 1 (reversed-order)
ck_mean=$(awk -F'|' '$3 != "" { s += $4; n++ } END { printf "%.1f", s / n }' \
    "$tmp/ck-class.want")
read -r ck_e1 ck_e2 ck_e5 ck_e6 ck_e7 ck_e8 ck_e9 ck_e10 ck_vfb <"$ck_b.counts"
ck_bad=
grep -qxF "class: 206 answers graded (1 not: bad files), 22 fully right, mean score $ck_mean%" \
    "$tmp/ck-class.out" || ck_bad="$ck_bad [$(grep '^class:' "$tmp/ck-class.out")]"
for ck_l in "$((ck_e1 + 2))  value: wrong value" "$((ck_e2 + 2))  best: wrong best move" \
    "$((ck_e5 + 1))  E: wrong bound" "$ck_e6  C: wrong case" \
    "$ck_e7  D: bound, not value" "$ck_e8  G: value for a pruned node" \
    "$((ck_e9 + 2))  I: value, not bound" "$((ck_e10 + 1))  leaves: wrong leaf order"; do
	sed -n '/^most common mistakes:$/,/^most common misconceptions:$/p' "$tmp/ck-class.out" |
	    grep -qxF "$(printf '  %4d  %s' "${ck_l%%  *}" "${ck_l#*  }")" ||
	    ck_bad="$ck_bad [$ck_l]"
done
sed -n '/^most common misconceptions:$/,$s/^ *\([0-9]*\)  \([^:]*\).*/\1 \2/p' \
    "$tmp/ck-class.out" >"$tmp/ck-got"
printf '%s\n' "$((175 - ck_vfb)) (none of the catalogue)" "2 minimax" \
    "$ck_vfb value-for-bound" "1 no-equality-cut" "1 shallow" "1 root-window" \
    "1 reversed-order" "1 max-min-swapped" "1 fail-hard" "1 update-after" \
    >"$tmp/ck-want"
cmp -s "$tmp/ck-want" "$tmp/ck-got" || ck_bad="$ck_bad [misconceptions: $(tr '\n' ',' <"$tmp/ck-got")]"
if [ -z "$ck_bad" ]; then
	pass "check: the class summary: 206 graded, 22 right, mean $ck_mean%, each mistake and misconception counted"
else
	fail "check: class summary:$ck_bad"
fi

# The same class again: byte for byte the same report and gradebook.
# shellcheck disable=SC2086
ck_run --csv "$tmp/ck-class2.csv" "$s0" $ck_list
if cmp -s "$tmp/ck.out" "$tmp/ck-class.out" && cmp -s "$tmp/ck-class.csv" "$tmp/ck-class2.csv"; then
	pass "check: grading the class twice gives the same report and gradebook, byte for byte"
else
	fail "check: two gradings of the class differ"
fi

# --brief: one line per answer, then the class (G missed once, and no
# search gives s0-missed's answer); the course is seed000.log's lines 2-3.
ck_run --brief "$s0" $ck/s0-ids.txt $ck/s0-missed.txt
cat >"$tmp/ck-want" <<'EOF2'
abviz check: trees/seed000.json
graded against: alpha-beta, fail-soft (MAX-VALUE / MIN-VALUE: return v); MAX moves at the root; children left to right; cut when alpha >= beta; bound raised before the cutoff test; notation: either (a bound such as >=15, or the number returned; the course writes bounds)

tests/check/s0-ids.txt: 17/17 (100.0%), all right

tests/check/s0-missed.txt: 4/5 (80.0%)

class: 2 answers graded, 1 fully right, mean score 90.0%
most common mistakes:
     1  pruned G: missed pruning
most common misconceptions:
     1  (none of the catalogue)
EOF2
if [ "$ck_code" = 1 ] && cmp -s "$tmp/ck-want" "$tmp/ck.out"; then
	pass "check: --brief: the course, a line per answer, then the class"
else
	fail "check: --brief (exit $ck_code)"
	diff -u "$tmp/ck-want" "$tmp/ck.out" || true
fi

# ---- weights ---------------------------------------------------------------

# --weights value=2,pruned=4,cutoff=0.5 (the rest 1), by hand:
#   s0-lists-wrong  value 0/2, best 0/1, pv 0.4/1, pruned C2 K2 M 4 each of
#                   5 * 4, leaves 6/7 of 1, cutoffs C 3/4, K 1, D 0, I 1,
#                   E 0 at 0.5 each: 0.4 + 12 + 6/7 + 1.375 = 14.63 of 27.5
#   s0-ids          2 + 1 + 1 + 4 * 4 + 4 nodes + 5 * 0.5 + 1 = 27.5
ck_run --weights value=2,pruned=4,cutoff=0.5 --csv "$tmp/ck-w.csv" "$s0" \
    $ck/s0-lists-wrong.txt $ck/s0-ids.txt
ck_heads "--weights value=2,pruned=4,cutoff=0.5: the totals and scores by hand" \
    $ck/s0-lists-wrong.txt "14.63/27.5 (53.2%)" \
    $ck/s0-ids.txt "27.5/27.5 (100.0%), all right"
if awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { sub(/\r$/, "") }
    $1 ~ /lists-wrong/ { a = $c["value"] "|" $c["pv"] "|" $c["pruned C2"] "|" \
	$c["pruned G"] "|" $c["pruned L"] "|" $c["leaves"] "|" $c["cutoff C"] "|" \
	$c["cutoff K"] "|" $c["cutoff D"] }
    $1 ~ /ids/ { b = $c["value"] "|" $c["pruned M"] "|" $c["cutoff L"] "|" $c["node E"] }
    END { exit !(a == "0|0.4|4|0|0|0.86|0.38|0.5|0" && b == "2|4|0.5|1") }' \
    "$tmp/ck-w.csv"; then
	pass "check: --weights: each gradebook cell is credit times weight (pv 0.4, leaves 0.86, cutoff C 0.38, pruned 4)"
else
	fail "check: --weights cells: $(tr -d '\r' <"$tmp/ck-w.csv")"
fi
for ck_w in "value=2,prunedd=4" "value=-1" "value=2,"; do
	expect 2 "abviz: bad --weights \"$ck_w\" (expected KIND=N,... with KIND one of value, best, pv, pruned, visited, leaves, cutoff, node and N >= 0, e.g. value=2,pruned=4)" \
	    -- check --weights "$ck_w" "$s0" $ck/s0-ids.txt
done

# ---- a manifest: exam variants, paths relative to the manifest -------------

# alice answers variant 1 (seed 000) rightly; bob answers variant 2 (AIMA's
# tree) with AIMA's windows, 10 of 11 under the default course; the same
# shared.txt ("value: 5") is right for ties and wrong for seed 000.
ck_e=$tmp/exam
mkdir -p "$ck_e/trees" "$ck_e/v1" "$ck_e/v2"
cp trees/seed000.json trees/aima.json trees/ties.json "$ck_e/trees/"
cp $ck/s0-ids.txt "$ck_e/v1/alice.txt"
cp $ck/aima-aima.txt "$ck_e/v2/bob.txt"
printf 'value: 5\n' >"$ck_e/shared.txt"
printf '%s\n' "# each answer with its tree, relative to this file" \
    "v1/alice.txt trees/seed000.json" "  v2/bob.txt	trees/aima.json" "" \
    "shared.txt trees/ties.json" "shared.txt trees/seed000.json" >"$ck_e/manifest"
ck_run --manifest "$ck_e/manifest" --csv "$tmp/ck-exam.csv"
ck_code_is "a manifest with one wrong answer" 1
if grep -qxF "abviz check: $ck_e/trees/aima.json" "$tmp/ck.out" &&
    [ "$(grep -c '^abviz check: ' "$tmp/ck.out")" = 4 ] &&
    [ "$(tr -d '\r' <"$tmp/ck-exam.csv" | cut -d, -f1-5 | tr '\n' ' ')" = \
      "file,tree,score,total,percent $ck_e/v1/alice.txt,$ck_e/trees/seed000.json,17,17,100.0 $ck_e/v2/bob.txt,$ck_e/trees/aima.json,10,11,90.9 $ck_e/shared.txt,$ck_e/trees/ties.json,1,1,100.0 $ck_e/shared.txt,$ck_e/trees/seed000.json,0,1,0.0 " ]; then
	pass "check: --manifest grades each answer against its own tree, paths relative to the manifest"
else
	fail "check: --manifest: $(tr -d '\r' <"$tmp/ck-exam.csv" | cut -d, -f1-5 | tr '\n' ' ')"
fi
ck_mis_is "$ck_e/v2/bob.txt" update-after
# a tree that cannot be read: its answers are not graded, the others are
printf 'v1/alice.txt trees/seed000.json\nv2/bob.txt trees/nope.json\n' >"$ck_e/m-nope"
ck_run --manifest "$ck_e/m-nope"
if [ "$ck_code" = 3 ] && [ "$(cat "$tmp/ck.err")" = "abviz: $ck_e/trees/nope.json: No such file or directory" ] &&
    [ "$(ck_head "$ck_e/v1/alice.txt")" = "$ck_e/v1/alice.txt: 17/17 (100.0%), all right" ] &&
    grep -qxF "$ck_e/v2/bob.txt: not graded: $ck_e/trees/nope.json: No such file or directory" "$tmp/ck.out" &&
    grep -qxF "cannot grade against it: $ck_e/trees/nope.json: No such file or directory" "$tmp/ck.out"; then
	pass "check: --manifest with a missing tree: exit 3, why in the report, the other answers still graded"
else
	fail "check: --manifest with a missing tree: exit $ck_code, $(cat "$tmp/ck.err")"
fi
printf '# two paths a line\nlonely.txt\n' >"$ck_e/m-one"
expect 3 "abviz: $ck_e/m-one:2:1: expected \"ANSWER TREE\" (two paths)" -- check --manifest "$ck_e/m-one"
printf 'a.txt t.json extra\n' >"$ck_e/m-three"
expect 3 "abviz: $ck_e/m-three:1:14: expected \"ANSWER TREE\" (two paths)" -- check --manifest "$ck_e/m-three"
printf '# nothing\n' >"$ck_e/m-empty"
expect 3 "abviz: $ck_e/m-empty: no answers listed" -- check --manifest "$ck_e/m-empty"
expect 2 "abviz: --manifest names the trees and the answers: give no other files" \
    -- check --manifest "$ck_e/manifest" "$s0"

# ---- --json ----------------------------------------------------------------

if [ "$ck_jq" = 1 ]; then
	ck_run --json "$s0" $ck/s0-nodes-wrong.txt $ck/s0-ids.txt $ck/s0-mis-shallow.txt \
	    $ck/bad-syntax.json
	if [ "$ck_code" = 3 ] && jq -e \
	    --arg err "tests/check/bad-syntax.json:2:18: expected ',' or ']', found '\"'" \
	    --arg what "alpha and beta not passed down: each node compares only with its parent's bound, so only shallow cutoffs happen" '
	    (.answers | length) == 4 and
	    (.answers[0] | .file == "tests/check/s0-nodes-wrong.txt" and
	      .tree == "trees/seed000.json" and .score == 3.5 and .total == 11 and
	      .right == false and .misconceptions == [] and (.items | length) == 11) and
	    (.answers[0].items[] | select(.subject == "I") |
	      .kind == "node" and .line == 4 and .col == 1 and .right == false and
	      .credit == 0 and .weight == 1 and .mistake == "value, not bound" and
	      .given == "2" and .expected == "<=3" and .note == null and .reason ==
	      "a value, not a bound: I returns 3 at step 47, and 3 <= alpha = 3, so it is only an upper bound (I <= 3): it was cut itself at step 46") and
	    (.answers[0].items[] | select(.subject == "E") | .right and
	      .mistake == null and .reason == null and .note ==
	      "15 is the number E returns; this course writes it as the bound >=15") and
	    (.answers[0].items[] | select(.subject == "C") | .credit == 0.75 and
	      .mistake == "wrong window") and
	    ([.answers[0].items[] | select(.right | not) | .reason | type] | unique) == ["string"] and
	    ([.answers[0].items[] | select(.right) | .reason] | unique) == [null] and
	    (.answers[1] | .score == 17 and .total == 17 and .right and .misconceptions == null) and
	    (.answers[2].misconceptions == [{"name": "shallow", "what": $what,
	      "convention": false, "explains": 1,
	      "options": "--algo alphabeta --cutoff ge --update before --order ltr --root max --mistake shallow"}]) and
	    (.answers[3] == {"file": "tests/check/bad-syntax.json",
	      "tree": "trees/seed000.json", "error": $err}) and
	    (.summary | .graded == 3 and .bad == 1 and .right == 1 and .mean_percent == 73.1 and
	      (.misconceptions | map(.what)) == ["(none of the catalogue)", "shallow"] and
	      (.mistakes[] | select(.what == "pruned K2: missed pruning") | .count) == 1)' \
	    "$tmp/ck.out" >/dev/null; then
		pass "check: --json is valid JSON with each item's kind, place, credit, mistake and reason, the misconceptions and the summary"
	else
		fail "check: --json report (exit $ck_code)"
		jq -c '.summary' "$tmp/ck.out" || head -c 300 "$tmp/ck.out"
	fi
fi

# ---- bad answer files: FILE:LINE:COL, exit 3, the others still graded ------

# Each position counted by hand (columns are characters, from 1):
#   unknown-node  "pruned: C2 Q G": Q at 2:12       number  "three" at 1:8
#   no-colon      "best D" at 2:1                   syntax  2:18, the "G"
#                 after "C2" with no comma
#   unknown-key   "prunned" at 2:3                  node-key  "bonud" at 2:22
#   leaf-range    "13" at 1:18 (12 leaves)          .json  13 at 1:23
#   leaf-hash     "#13" at 1:12                     not-edge  D->C at 2:12
#   twice         the second "value" at 3:1         case  "case 4" at 1:8
ck_run "$s0" $ck/s0-ids.txt $ck/bad-unknown-node.txt $ck/bad-number.txt \
    $ck/bad-no-colon.txt $ck/bad-syntax.json $ck/bad-unknown-key.json \
    $ck/bad-node-key.json $ck/bad-leaf-range.txt $ck/bad-leaf-range.json \
    $ck/bad-leaf-hash.txt $ck/bad-not-edge.txt $ck/bad-twice.txt $ck/bad-case.txt \
    $ck/bad-empty.txt "$tmp/nope.txt" $ck/s0-missed.txt
cat >"$tmp/ck-want" <<EOF2
abviz: tests/check/bad-unknown-node.txt:2:12: no node "Q" in the tree
abviz: tests/check/bad-number.txt:1:8: expected a number for the value, found "three"
abviz: tests/check/bad-no-colon.txt:2:1: expected "KEY: VALUE" (e.g. "value: 3", "pruned: C2 G" or "E: >=15")
abviz: tests/check/bad-syntax.json:2:18: expected ',' or ']', found '"'
abviz: tests/check/bad-unknown-key.json:2:3: unknown key "prunned" (value, best_move, pv, pruned, pruned_leaves, visited, leaves, cutoffs, nodes)
abviz: tests/check/bad-node-key.json:2:22: unknown key "bonud" for a node (value, bound, alpha_in, beta_in, alpha_out, beta_out, case, pruned)
abviz: tests/check/bad-leaf-range.txt:1:18: no leaf "13": the leaves are numbered 1 to 12, left to right
abviz: tests/check/bad-leaf-range.json:1:23: no leaf 13: the leaves are numbered 1 to 12, left to right
abviz: tests/check/bad-leaf-hash.txt:1:12: no leaf #13: the leaves are numbered #1 to #12, left to right
abviz: tests/check/bad-not-edge.txt:2:12: no edge D->C: C is not a child of D
abviz: tests/check/bad-twice.txt:3:1: value already given on line 1
abviz: tests/check/bad-case.txt:1:8: case is 1, 2 or 3 (seed 000's three cases)
abviz: tests/check/bad-empty.txt: no answer in the file (e.g. "value: 3" or "pruned: C2 G", one fact a line)
abviz: $tmp/nope.txt: No such file or directory
EOF2
if [ "$ck_code" = 3 ] && cmp -s "$tmp/ck-want" "$tmp/ck.err"; then
	pass "check: 14 bad answer files: each FILE:LINE:COL: message on stderr, exit 3"
else
	fail "check: bad answer files: exit $ck_code"
	diff -u "$tmp/ck-want" "$tmp/ck.err" || true
fi
ck_heads "bad files among good ones: the good ones are still graded" \
    $ck/s0-ids.txt "17/17 (100.0%), all right" $ck/s0-missed.txt "4/5 (80.0%)"
if [ "$(grep -c ': not graded: ' "$tmp/ck.out")" = 14 ] &&
    grep -qxF "tests/check/bad-not-edge.txt: not graded: tests/check/bad-not-edge.txt:2:12: no edge D->C: C is not a child of D" "$tmp/ck.out" &&
    grep -qxF "class: 2 answers graded (14 not: bad files), 1 fully right, mean score 90.0%" "$tmp/ck.out"; then
	pass "check: the report says which files were not graded and why, and counts them in the class"
else
	fail "check: bad files in the report: $(grep '^class' "$tmp/ck.out")"
fi
# a tree that is not a tree
printf '[1, "x"]\n' >"$tmp/ck-badtree.json"
expect 3 "abviz: $tmp/ck-badtree.json:1:5: expected a node (a number, an array of children or an object), found a string" \
    -- check "$tmp/ck-badtree.json" $ck/s0-ids.txt

# ---- usage errors: exit 2 --------------------------------------------------

expect 2 "abviz: no answer given
usage: abviz check [options] TREE.json ANSWER...
       abviz check [options] --manifest FILE
Try 'abviz check --help'." -- check "$s0"
expect 2 "abviz: no tree given
usage: abviz check [options] TREE.json ANSWER...
       abviz check [options] --manifest FILE
Try 'abviz check --help'." -- check
expect 2 "abviz: unknown --cutoff \"geq\" (expected ge or gt)" \
    -- check --cutoff geq "$s0" $ck/s0-ids.txt
ck_run --bogus "$s0" $ck/s0-ids.txt
if [ "$ck_code" = 2 ] && grep -q "^Try 'abviz check --help'.$" "$tmp/ck.err" && [ ! -s "$tmp/ck.out" ]; then
	pass "check: an unknown option is a usage error, exit 2"
else
	fail "check --bogus: exit $ck_code"
fi
ck_run --help
if [ "$ck_code" = 0 ] && grep -q '^usage: abviz check \[options\] TREE.json ANSWER...$' "$tmp/ck.out" &&
    grep -q -- '--weights LIST' "$tmp/ck.out" && [ ! -s "$tmp/ck.err" ]; then
	pass "check --help: usage on stdout, exit 0"
else
	fail "check --help: exit $ck_code"
fi

# ---- the gradebook cannot be written: exit 4, no file left -----------------

ck_run --csv "$tmp/nodir/g.csv" "$s0" $ck/s0-missed.txt
if [ "$ck_code" = 4 ] && [ ! -e "$tmp/nodir" ] &&
    [ "$(cat "$tmp/ck.err")" = "abviz: cannot write $tmp/nodir/g.csv: No such file or directory" ] &&
    [ "$(ck_head $ck/s0-missed.txt)" = "tests/check/s0-missed.txt: 4/5 (80.0%)" ]; then
	pass "check: --csv into a missing folder: exit 4 (not 1), the report still printed"
else
	fail "check: --csv into a missing folder: exit $ck_code, $(cat "$tmp/ck.err")"
fi
# a gradebook path that is a folder: the temporary file is made, then
# cannot take the name; nothing may be left behind
mkdir -p "$tmp/ck-csvdir/gradebook.csv"
ck_run --csv "$tmp/ck-csvdir/gradebook.csv" "$s0" $ck/s0-ids.txt
if [ "$ck_code" = 4 ] &&
    [ "$(cat "$tmp/ck.err")" = "abviz: cannot write $tmp/ck-csvdir/gradebook.csv: Is a directory" ] &&
    [ "$(ls -A "$tmp/ck-csvdir")" = gradebook.csv ] && [ -z "$(ls -A "$tmp/ck-csvdir/gradebook.csv")" ]; then
	pass "check: --csv onto a folder: exit 4, no partial or temporary file left"
else
	fail "check: --csv onto a folder: exit $ck_code, left: $(ls -A "$tmp/ck-csvdir")"
fi
if [ "$(id -u)" != 0 ]; then
	# an older gradebook in a folder that takes no new file stays as it was
	mkdir -p "$tmp/ck-ro"
	printf 'old\n' >"$tmp/ck-ro/g.csv"
	chmod 555 "$tmp/ck-ro"
	ck_run --csv "$tmp/ck-ro/g.csv" "$s0" $ck/s0-ids.txt
	if [ "$ck_code" = 4 ] && [ "$(cat "$tmp/ck-ro/g.csv")" = old ] &&
	    [ "$(ls -A "$tmp/ck-ro")" = g.csv ]; then
		pass "check: --csv in a read-only folder: exit 4, the older gradebook untouched"
	else
		fail "check: --csv in a read-only folder: exit $ck_code, $(ls -A "$tmp/ck-ro")"
	fi
	chmod 755 "$tmp/ck-ro"
fi

# ---- what the answer formats promise ---------------------------------------

# α and β may stand for alpha and beta (answer.c reads them in node and
# cutoff lines): C is <= 2 with window (3, 2), and the four cutoffs that
# prune, with their windows (seed000.log steps 14, 25, 35, 46): 5 of 5.
ck_run "$s0" $ck/s0-greek.txt
if [ "$ck_code" = 0 ] && [ "$(ck_head $ck/s0-greek.txt)" = "tests/check/s0-greek.txt: 5/5 (100.0%), all right" ]; then
	pass "check: α and β in node and cutoff lines read as alpha and beta"
else
	fail "check: α and β: exit $ck_code: $(cat "$tmp/ck.err")$(ck_head $ck/s0-greek.txt)"
fi
# In JSON a node with "value": null has no value (answer.c: "never
# searched: no value"), which is right for M, pruned by I at step 46; the
# item must say so, not print what was never written.
ck_run "$s0" $ck/s0-json-null.json $ck/s0-json-empty.json
if ck_block $ck/s0-json-null.json | grep -aqxF "  right  M: pruned"; then
	pass "check: JSON \"value\": null for a pruned node is graded as never searched"
else
	fail "check: JSON \"value\": null for M: $(ck_block $ck/s0-json-null.json | grep -a '  M:' | cat -v)"
fi
# A node object that says nothing ({}) answers nothing about E: a bad
# file, at E's key, and the other answer of the batch still graded.
if [ "$ck_code" = 3 ] && [ "$(cat "$tmp/ck.err")" = 'abviz: tests/check/s0-json-empty.json:1:24: nothing said about node E (give its value, bound, alpha_out, beta_out, case, or "pruned": true)' ] &&
    [ "$(ck_head $ck/s0-json-null.json)" = "tests/check/s0-json-null.json: 2/2 (100.0%), all right" ]; then
	pass "check: an empty JSON node object is a bad file, reported at its key (1:24)"
else
	fail "check: {} for E: exit $ck_code, $(cat "$tmp/ck.err")"
fi

# Grading rules a teaching assistant relies on (seed 000):
# - "visited: ... M" names M searched: the closure upward ("a node whose
#   children are all pruned is pruned") does not overrule it, so M's cut
#   (step 46) is missed, and N (left out) is pruned inside it;
# - cutting above the search's cuts is not making them: "pruned: C2 E K2
#   I" has C2 right, E and I extra (searched at steps 19 and 30), and G
#   (in E), K2 and M (in I) "pruned higher up": 1 of 6;
# - a best move that is no child of the root is a wrong item, not a bad file;
# - a wrong item weighed 0 costs nothing, but the answer is not all right.
printf 'visited: H D B A A1 A2 C C1 E F F1 I J K K1 L L1 M\n' >"$tmp/ck-vm.txt"
printf 'pruned: C2 E K2 I\n' >"$tmp/ck-hi.txt"
printf 'value: 3\nbest: B\n' >"$tmp/ck-bb.txt"
ck_run "$s0" "$tmp/ck-vm.txt" "$tmp/ck-hi.txt" "$tmp/ck-bb.txt"
if [ "$ck_code" = 1 ] &&
    [ "$(ck_head "$tmp/ck-vm.txt")" = "$tmp/ck-vm.txt: 3/4 (75.0%)" ] &&
    ck_block "$tmp/ck-vm.txt" | grep -qxF "  wrong  visited M: partly pruned (missed pruning; expected pruned)" &&
    [ "$(ck_head "$tmp/ck-hi.txt")" = "$tmp/ck-hi.txt: 1/6 (16.7%)" ] &&
    ck_block "$tmp/ck-hi.txt" | grep -qxF "  wrong  pruned G: pruned higher up (missed pruning; expected pruned)" &&
    ck_block "$tmp/ck-hi.txt" | grep -qxF "         the cut is on the edge into it, not higher up: at step 25 E has alpha = 15 >= beta = 3, so its remaining children are cut" &&
    ck_block "$tmp/ck-hi.txt" | grep -qxF "  wrong  pruned E: pruned (extra pruning; expected searched)" &&
    [ "$(ck_head "$tmp/ck-bb.txt")" = "$tmp/ck-bb.txt: 1/2 (50.0%)" ] &&
    ck_block "$tmp/ck-bb.txt" | grep -qxF "         B is no move of the root: the root's value 3 comes from D"; then
	pass "check: a named visited node stays searched; cuts above the search's are wrong; a best move off the root is a wrong item"
else
	fail "check: grading rules: exit $ck_code, $(cat "$tmp/ck.err")"
	cat "$tmp/ck.out"
fi
ck_run --weights best=0 "$s0" "$tmp/ck-bb.txt"
if [ "$ck_code" = 1 ] && [ "$(ck_head "$tmp/ck-bb.txt")" = "$tmp/ck-bb.txt: 1/1 (100.0%)" ]; then
	pass "check: a wrong item weighed 0 costs nothing, but the answer is not all right (exit 1)"
else
	fail "check: --weights best=0: exit $ck_code, $(ck_head "$tmp/ck-bb.txt")"
fi
