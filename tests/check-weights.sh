# abviz check --weights: totals, scores and gradebook cells by hand.
# Run alone: sh tests/check-weights.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

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

lib_end
