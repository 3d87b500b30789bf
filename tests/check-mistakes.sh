# abviz check: each kind of mistake on seed 000 and seed 004, with its
# reason from the trace, word for word.
# Run alone: sh tests/check-mistakes.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

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

lib_end
