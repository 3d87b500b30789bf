# abviz check --manifest: exam variants, each answer against its own tree.
# Run alone: sh tests/check-manifest.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

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

lib_end
