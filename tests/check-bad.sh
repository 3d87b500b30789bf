# abviz check: bad answer files (FILE:LINE:COL, exit 3) among good ones,
# and a tree that is not a tree.
# Run alone: sh tests/check-bad.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

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

lib_end
