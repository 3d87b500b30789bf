# abviz --stats: one line of figures, no files.  Sourced by tests/run.sh
# (which defines abviz, tmp, pass and fail).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

# AIMA's figure 5.5 as arrays: MAX over three MIN nodes.
printf '[[3,12,8],[2,4,6],[14,5,2]]\n' >"$tmp/aima.json"

# stats_is WANT ARGS...: abviz --stats ARGS prints exactly WANT, exit 0.
stats_is() {
	want=$1
	shift
	code=0
	got=$("$abviz" --stats "$@" 2>"$tmp/err") || code=$?
	if [ "$code" = 0 ] && [ "$got" = "$want" ] && [ ! -s "$tmp/err" ]; then
		pass "--stats $*: $want"
	else
		fail "--stats $*: exit $code, got '$got', want '$want'"
	fi
}

# By hand, left to right, fail-soft, cut when alpha >= beta: r.1 = min(3,
# 12, 8) = 3 (alpha 3 at the root); r.2's first leaf 2 <= 3 cuts, leaving
# 4 and 6 unsearched; r.3 sees 14, 5, then 2 <= 3: a cutoff after its last
# child, pruning nothing.  Value 3 from r.1; searched: the root, 3 MIN
# nodes, 3 + 1 + 3 leaves = 11; pruned 2; cutoffs 2.
stats_is "$tmp/aima.json: value 3, best move r.1, 11 nodes visited, 2 pruned, 2 cutoffs" \
    "$tmp/aima.json"
# Minimax searches all 13 nodes and never cuts.
stats_is "$tmp/aima.json: value 3, best move r.1, 13 nodes visited, 0 pruned, 0 cutoffs" \
    --algo minimax "$tmp/aima.json"
# Right to left: r.3 = 2 (alpha 2), r.2 sees 6, 4, then 2 <= 2 (a cut after
# its last child), r.1 = 3: every node searched, one cutoff, best r.1.
stats_is "$tmp/aima.json: value 3, best move r.1, 13 nodes visited, 0 pruned, 1 cutoffs" \
    --order rtl "$tmp/aima.json"
# MIN at the root, MAX below: r.1 = max(3, 12, 8) = 12 (beta 12); r.2 =
# 6 (2, 4, 6: no cut, 6 < 12; beta 6); r.3's first leaf 14 >= 6 cuts (5
# and 2 pruned), the only cutoff.  Value 6 from r.2; searched: the root, 3
# MAX nodes, 3 + 3 + 1 leaves = 11.
stats_is "$tmp/aima.json: value 6, best move r.2, 11 nodes visited, 2 pruned, 1 cutoffs" \
    --root min "$tmp/aima.json"
# A single leaf: its own value, no move.
printf '7\n' >"$tmp/leaf.json"
stats_is "$tmp/leaf.json: value 7, best move none, 1 nodes visited, 0 pruned, 0 cutoffs" \
    "$tmp/leaf.json"
# Standard input is named as the other messages name it.
code=0
got=$("$abviz" --stats - <"$tmp/aima.json") || code=$?
case $got in
"<stdin>: value 3, "*) pass "--stats -: reads standard input" ;;
*) fail "--stats -: exit $code, got '$got'" ;;
esac
# No files: nothing appears under -o.
"$abviz" --stats -o "$tmp/stats-out" "$tmp/aima.json" >/dev/null
if [ ! -e "$tmp/stats-out" ]; then
	pass "--stats writes no files"
else
	fail "--stats wrote $tmp/stats-out"
fi
# One line per tree, in order.
n=$("$abviz" --stats "$tmp/aima.json" "$tmp/leaf.json" | wc -l)
if [ "$n" = 2 ]; then
	pass "--stats: one line per tree"
else
	fail "--stats: $n lines for two trees"
fi
# The same figures as the JSON result's, on every example tree and for
# every formulation (the tally and the replay count independently).
mism=0
for f in trees/*.json; do
	for a in alphabeta alphabeta-hard negamax-ab pvs mtdf minimax; do
		s=$("$abviz" --stats --algo $a "$f" | sed 's/.*: value //')
		j=$("$abviz" --json --algo $a "$f" | tr -d '\n' | sed \
		    -e 's/.*"value": \([^,]*\),.*"best_move": \([^,]*\),.*"visited": \([0-9]*\), "leaves_visited": [0-9]*, "pruned": \([0-9]*\),.*"cutoffs": \([0-9]*\), "searches".*/\1, best move \2, \3 nodes visited, \4 pruned, \5 cutoffs/' \
		    -e 's/best move null/best move none/' | tr -d '"')
		[ "$s" = "$j" ] || { mism=$((mism + 1)); echo "  $f --algo $a: '$s' vs '$j'"; }
	done
done
if [ "$mism" = 0 ]; then
	pass "--stats agrees with --json on every example tree and formulation"
else
	fail "--stats disagrees with --json $mism times"
fi
expect 2 "abviz: --stats prints one line of figures and writes no files: leave out --format and --print (--json, --log, --dot)" -- \
    --stats --json "$tmp/aima.json"

lib_end
