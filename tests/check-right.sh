# abviz check: every form of a fully right answer scores full marks (ids,
# edges, leaf numbers, visited sets, node lines, JSON, abviz run --json
# under eleven conventions), and the report of one lists each item.
# Run alone: sh tests/check-right.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

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

lib_end
