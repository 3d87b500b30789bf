# Chance nodes on the command line (issue 22): what searches them, what
# refuses them, and what the outputs say of them.  tests/chance.c checks
# the search itself; the goldens (tests/golden/chance-*) the log and JSON.
# Sourced by tests/run.sh; alone: sh tests/chance.sh [ABVIZ [BUILDDIR]].
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

aima=trees/chance/aima-chance.json
coins=trees/chance/coins.json
nob=tests/golden/chance-aima-nobounds.json

# chance_refuses WHAT CODE MESSAGE ARGS...: abviz ARGS exits CODE with
# exactly MESSAGE on standard error, nothing on standard output.
chance_refuses() {
	what=$1
	want_code=$2
	want=$3
	shift 3
	code=0
	"$abviz" "$@" >"$tmp/out" 2>"$tmp/err" || code=$?
	if [ "$code" = "$want_code" ] && [ "$(cat "$tmp/err")" = "$want" ] &&
	    [ ! -s "$tmp/out" ]; then
		pass "chance: $what refused (exit $code)"
	else
		fail "chance: $what: exit $code, '$(cat "$tmp/err")', want $want_code '$want'"
	fi
}

# Who moves below a chance node: the opponent of its parent (the one who
# would have moved next), MAX below a chance root (or the file's player),
# unless a child says otherwise; --root turns it all over.
players() {
	"$abviz" --json "$@" | sed -n 's/^    "\([^"]*\)": {"player": "\([a-z]*\)".*/\1=\2/p' |
	    tr '\n' ' '
}
printf '%s\n' '{"root": {"id": "A", "children": [{"id": "B", "children": [
  {"id": "C", "player": "chance", "children": [{"id": "D", "children": [1, 2]},
  {"id": "E", "player": "min", "children": [{"id": "F", "value": 3}]}]}, 4]},
  5]}}' >"$tmp/who.json"
printf '%s\n' '{"root": {"id": "R", "player": "chance", "children": [
  {"id": "X", "children": [1, 2]}, {"id": "Y", "value": 3}]}}' >"$tmp/croot.json"
got="$(players --algo expectimax "$tmp/who.json")| $(players --algo expectimax \
    "$tmp/croot.json")| $(players --algo expectimax --root min "$tmp/croot.json")"
want="A=max B=min C=chance D=max r.1.1.1.1=min r.1.1.1.2=min E=min F=max r.1.2=max r.2=min | R=chance X=max r.1.1=min r.1.2=min Y=max | R=chance X=min r.1.1=max r.1.2=max Y=min "
if [ "$got" = "$want" ]; then
	pass "chance: below a chance node moves the opponent of its parent; MAX below a chance root; a child's own player; --root"
else
	fail "chance: players: got '$got', want '$want'"
fi

# Star1 without bounds is allowed, and the log says what that costs.
code=0
"$abviz" --log --algo star1 "$nob" >"$tmp/log" 2>"$tmp/err" || code=$?
if [ "$code" = 0 ] && grep -q 'gives no "bounds" on leaf values' "$tmp/log" &&
    grep -q 'could be worth anything (no bounds), so A = -inf, B = +inf' \
    "$tmp/log" && grep -q '^ *Star1 (Ballard 1983)\|^search: Star1 (Ballard 1983)' \
    "$tmp/log"; then
	pass "chance: --algo star1 without bounds runs, and the log says why nothing is cut before the last child"
else
	fail "chance: --algo star1 without bounds: exit $code, $(head -c 300 "$tmp/log")"
fi
# alphabeta on a chance tree says it is Star1.
if "$abviz" --log "$aima" | grep -q 'alpha-beta searches them as Star1 does'; then
	pass "chance: alphabeta on a chance tree says it runs Star1"
else
	fail "chance: alphabeta on a chance tree does not say it runs Star1"
fi

# The formulations that cannot search chance nodes, and the mistakes.
for a in negamax alphabeta-hard negamax-ab pvs mtdf; do
	chance_refuses "--algo $a" 3 "abviz: $aima: the tree has chance nodes, which --algo $a cannot search (expectimax and minimax average them; star1 and alphabeta prune below them with Star1)" \
	    --log --algo "$a" "$aima"
done
chance_refuses "--mistake early-bound" 3 "abviz: $aima: the tree has chance nodes: --mistake early-bound is a misconception about MAX and MIN nodes only" \
    --log --mistake early-bound "$aima"
# The outputs that do not show chance nodes yet: nothing written.
for f in html practice frames tikz beamer; do
	rm -rf "$tmp/o"
	mkdir "$tmp/o"
	chance_refuses "-f $f" 3 "abviz: $aima: the tree has chance nodes, which --format $f cannot show yet (dot, svg, png, pdf, log, json and steps can)" \
	    -o "$tmp/o" -f "log,$f" "$aima"
	[ -z "$(ls -A "$tmp/o")" ] || fail "chance: -f log,$f wrote $(ls -A "$tmp/o")"
done
chance_refuses "abviz step" 3 "abviz: $aima: the tree has chance nodes, which the terminal stepper cannot show yet (abviz --log can)" \
    step --plain "$aima"
# abviz check grades AIMA 5.16 (d) worked by hand: B = (min(2, 2) +
# min(1, 2)) / 2 = 1.5; F gets A = (1.5 - 0 - 2 x 0.5) / 0.5 = 1 and its
# first leaf 0 <= 1 cuts it (F <= 0), then C: at most 0 + 2 x 0.5 = 1 <=
# 1.5, so F's second leaf and G are pruned
printf 'value: 1.5\nbest: B\npruned: r.2.1.2 G\nB: 1.5\nC: <=1\nF: <=0\n' \
    >"$tmp/answer.txt"
code=0
"$abviz" check "$aima" "$tmp/answer.txt" >"$tmp/out" 2>"$tmp/err" || code=$?
if [ "$code" = 0 ] && grep -q '7/7 (100.0%), all right' "$tmp/out"; then
	pass "chance: abviz check grades AIMA 5.16 (d) worked by hand all right"
else
	fail "chance: abviz check on a chance tree: exit $code, $(cat "$tmp/err" "$tmp/out")"
fi

# --stats: the same figures as the JSON result, for every formulation that
# searches chance nodes, both cut rules, both move orders.
mism=0
for f in "$aima" "$coins" "$nob"; do
	for a in expectimax minimax star1 alphabeta; do
		for o in "--order ltr" "--order prob --cutoff gt"; do
			# shellcheck disable=SC2086
			s=$("$abviz" --stats --algo $a $o "$f" | sed 's/.*: value //')
			# shellcheck disable=SC2086
			j=$("$abviz" --json --algo $a $o "$f" | tr -d '\n' | sed \
			    -e 's/.*"value": \([^,]*\),.*"best_move": \([^,]*\),.*"visited": \([0-9]*\), "leaves_visited": [0-9]*, "pruned": \([0-9]*\),.*"cutoffs": \([0-9]*\), "searches".*/\1, best move \2, \3 nodes visited, \4 pruned, \5 cutoffs/' \
			    -e 's/best move null/best move none/' | tr -d '"')
			[ "$s" = "$j" ] || { mism=$((mism + 1)); echo "  $f --algo $a $o: '$s' vs '$j'"; }
		done
	done
done
if [ "$mism" = 0 ]; then
	pass "chance: --stats agrees with --json on the chance trees, every formulation that takes them"
else
	fail "chance: --stats and --json disagree $mism times"
fi
# By hand (trees/chance/coins.json): left to right Star1 searches root,
# keep, toss, HH and its two leaves, HT and its first leaf (8 nodes);
# most probable first, root, keep, toss, HT and its first leaf (5).
got=$("$abviz" --stats "$coins"; "$abviz" --stats --order prob "$coins")
want="$coins: value 6, best move keep, 8 nodes visited, 4 pruned, 2 cutoffs
$coins: value 6, best move keep, 5 nodes visited, 7 pruned, 2 cutoffs"
if [ "$got" = "$want" ]; then
	pass "chance: --order prob saves 3 of 8 nodes on two coins (by hand)"
else
	fail "chance: --stats on two coins: $got"
fi

# compare: expectimax and Star1 rows only, and what --order prob saves.
"$abviz" compare "$coins" >"$tmp/cmp" 2>&1 || true
if grep -q '^expectimax  *any  *6  *12 ' "$tmp/cmp" &&
    grep -q '^star1  *prob  *6  *5 ' "$tmp/cmp" &&
    ! grep -q '^alphabeta\|^negamax\|^pvs\|^mtdf' "$tmp/cmp" &&
    grep -q '8 nodes left to right, 5 with the most probable outcomes first' "$tmp/cmp"; then
	pass "chance: compare has expectimax and star1 rows and says what --order prob saves"
else
	fail "chance: compare: $(cat "$tmp/cmp")"
fi

# The diagram: chance nodes as circles, p by the edges (an external label
# on white: every edge leaves its node at one port), the key names the
# circle; the worksheet too.
"$abviz" --dot "$aima" >"$tmp/d.dot"
"$abviz" --dot --blank "$aima" >"$tmp/b.dot"
for f in d b; do
	if [ "$(grep -c 'shape=circle' "$tmp/$f.dot")" = 2 ] &&
	    [ "$(grep -c 'xlabel=<.*<td>p=0.5</td>' "$tmp/$f.dot")" = 4 ] &&
	    [ "$(grep -c '○ chance node, p= its outcome' "$tmp/$f.dot")" = 1 ]; then
		pass "chance: the $f.dot draws chance nodes as circles, p by the edges, ○ in the key"
	else
		fail "chance: the $f.dot has $(grep -c 'shape=circle' "$tmp/$f.dot") circles, $(grep -c 'p=0.5</td>' "$tmp/$f.dot") p labels, $(grep -c '○ chance node' "$tmp/$f.dot") keys"
	fi
done
# the worksheet gives the leaves' bounds (Star1 prunes by them); a third
# reads 0.333 by its edge
if grep -q 'Every leaf lies in \[-2, 2\]:' "$tmp/b.dot" &&
    ! "$abviz" --dot --blank trees/seed000.json | grep -q 'Every leaf lies'; then
	pass "chance: the worksheet of a tree with bounds gives them, one without none"
else
	fail "chance: the worksheet's bounds: $(grep -o 'Every leaf[^<]*' "$tmp/b.dot")"
fi
"$abviz" game dicenim --heaps 2 -o "$tmp/dice.json" &&
    "$abviz" --dot "$tmp/dice.json" >"$tmp/dice.dot"
if [ "$(grep -c '<td>p=0.333</td>' "$tmp/dice.dot")" -gt 0 ] &&
    ! grep -q 'p=0.3333' "$tmp/dice.dot"; then
	pass "chance: a probability of a third is drawn p=0.333"
else
	fail "chance: Dice Nim's p labels: $(grep -o 'p=[0-9.]*' "$tmp/dice.dot" | sort -u | tr '\n' ' ')"
fi
"$abviz" --dot trees/seed000.json | grep -q 'chance node' &&
    fail "chance: a tree without chance nodes has them in its key" ||
    pass "chance: a tree without chance nodes has no ○ in its key"

lib_end
