# abviz check: what the answer formats promise (α and β, JSON null and
# {}), and grading rules a teaching assistant relies on.
# Run alone: sh tests/check-formats.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

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

lib_end
