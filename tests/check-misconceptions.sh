# abviz check: the misconception catalogue: each misconception's answer
# named, scored, and reproduced by the options it prints.
# Run alone: sh tests/check-misconceptions.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

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

# Chance nodes (Star1, issue 22): tests/check/chance.json and
# chance-early.json, each answer worked out by hand in its comment.
#   chance-right           everything Star1 says: 12 of 12
#   chance-minmax          C <= 2 and D <= 3 where Star1 has C <= 6 and
#                          D <= 4.4: 8 of 10
#   equal-chances          B = 7 (root 7) and D <= 6.5 where Star1 has 7.5
#                          and 4.4: 3 of 6
#   early-range            X stops at 1 <= A = 4 and C fails at 5.5: all
#                          six items wrong, all six explained
ck_run $ck/chance.json $ck/chance-right.txt $ck/chance-mis-chance-minmax.txt \
    $ck/chance-mis-equal-chances.txt
ck_code_is "chance nodes" 1
ck_heads "chance nodes: Star1's answer and two misconceptions, scored by hand" \
    $ck/chance-right.txt "12/12 (100.0%), all right" \
    $ck/chance-mis-chance-minmax.txt "8/10 (80.0%)" \
    $ck/chance-mis-equal-chances.txt "3/6 (50.0%)"
ck_mis_is $ck/chance-right.txt ""
ck_mis_is $ck/chance-mis-chance-minmax.txt chance-minmax
ck_mis_is $ck/chance-mis-equal-chances.txt equal-chances
if grep -qF "C: <=2 (wrong bound; expected <=6)" "$tmp/ck.out" &&
    grep -qF "it was cut at step 24 (Star1)" "$tmp/ck.out"; then
	pass "check: a chance node's bound, with the step Star1 cut it"
else
	fail "check: a chance node's bound: $(grep -F "C: <=2" "$tmp/ck.out")"
fi
ck_run $ck/chance-early.json $ck/chance-early-mis-early-range.txt
ck_heads "chance nodes: early-range, scored by hand" \
    $ck/chance-early-mis-early-range.txt "0/6 (0.0%)"
ck_mis_is $ck/chance-early-mis-early-range.txt early-range
# a chance root has no best move: the dice choose (Dice Nim, a heap of 2)
"$abviz" game dicenim --heaps 2 -o "$tmp/dn.json"
printf 'value: 0.33\nbest: r.1\n' >"$tmp/dn.txt"
ck_run "$tmp/dn.json" "$tmp/dn.txt"
if grep -qF "right  value: 0.33" "$tmp/ck.out" &&
    grep -qF "the root r is a chance node: no one chooses a move there, the dice do" "$tmp/ck.out"; then
	pass "check: a third written 0.33 is right; a chance root has no best move"
else
	fail "check: chance root: $(sed -n 4,8p "$tmp/ck.out")"
fi
# the chance misconceptions are searches of their own, refused elsewhere
ck_code=0
"$abviz" --log --mistake early-range trees/aima.json >/dev/null \
    2>"$tmp/ck.err" || ck_code=$?
ck_code_is "--mistake early-range on a tree without chance nodes" 3
"$abviz" --log --mistake early-range $ck/chance-early.json >"$tmp/ck.out"
if grep -qF "MISTAKE: cutoff at X: its value so far, 1, is taken as its value before X has returned: 1 <= alpha = 4 of the window chance node C gave it" \
    "$tmp/ck.out"; then
	pass "check: --mistake early-range's log says where X stops"
else
	fail "check: --mistake early-range's log"
fi

lib_end
