# abviz game: real games as tree files, sourced by tests/run.sh or run
# alone (tests/lib.sh defines abviz, tmp, pass, fail and expect).  The node
# counts, pattern scores and Nim values are checked in tests/game.c; here
# the command: positions searched with abviz run, messages, exit codes.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

g=$tmp/game
rm -rf "$g"
mkdir -p "$g"

# value_of ARGS...: the root value abviz run --json prints.
value_of() {
	"$abviz" run --json "$@" | sed -n 's/^  "value": \(.*\),$/\1/p'
}

# the whole tree from the empty board: 549,946 nodes, value 0 (a draw)
if "$abviz" game ttt -o "$g/ttt.json" 2>"$g/err" && [ ! -s "$g/err" ]; then
	out=$("$abviz" run --json --algo minimax "$g/ttt.json")
	if echo "$out" | grep -q '^  "value": 0,$' &&
	    echo "$out" | grep -q '"stats": {"nodes": 549946,'; then
		pass "game ttt: 549946 nodes, value 0"
	else
		fail "game ttt: want 549946 nodes and value 0"
	fi
else
	fail "game ttt -o: $(cat "$g/err")"
fi

# ttt_case POSITION VALUE BEST WHY: abviz run finds VALUE, best move BEST
# (the path of the move: r.1 is the first empty cell in reading order).
ttt_case() {
	"$abviz" game ttt --position "$1" -o "$g/p.json"
	out=$("$abviz" run --json "$g/p.json")
	v=$(echo "$out" | sed -n 's/^  "value": \(.*\),$/\1/p')
	b=$(echo "$out" | sed -n 's/^  "best_move": "\(.*\)",$/\1/p')
	if [ "$v" = "$2" ] && [ "$b" = "$3" ]; then
		pass "game ttt $1: $4 (value $2, best move $3)"
	else
		fail "game ttt $1: $4: value $v best $b, want $2 $3"
	fi
}
# X a1 b1, O a2 b2, X to move: c1 (r.1) wins at once
ttt_case "XX./OO./..." 1 r.1 "X wins in one"
# X a1 b1, O b2, O to move: only c1 (r.1) holds; then a3, a2, c2 are
# forced blocks and the game is drawn (worked out in tests/game.c)
ttt_case "XX./.O./..." 0 r.1 "O must block at c1"
# O to move, X threatens c1; after the block X b2 threatens b3 and c3
ttt_case "XX./O../..." -1 r.1 "lost for O"

# the label: the move, then the board (rows top to bottom)
# (an empty cell is a middle dot, U+00B7, bytes 302 267)
dot=$(printf '\302\267')
"$abviz" game ttt --position "XX./OO./..." |
    grep -F "{\"label\": \"X c1\\nX X X\\nO O $dot\\n$dot $dot $dot\", \"value\": 1}" >/dev/null &&
	pass "game ttt: a child's label is its move and the board" ||
	fail "game ttt: the label of X c1"

# minimax and alpha-beta agree on depth-limited trees (evaluations at the
# horizon), and so does the tree searched again with --depth
for spec in "ttt --depth 3" "ttt --position X......../ --depth 4" \
    "gomoku --size 5 --position ...../..X../..O../...../..... --depth 3" \
    "gomoku --size 7 --depth 3" "gomoku --size 6 --moves all --depth 2" \
    "nim --heaps 2,3"; do
	# shellcheck disable=SC2086
	"$abviz" game $spec -o "$g/d.json"
	mm=$(value_of --algo minimax "$g/d.json")
	ab=$(value_of --algo alphabeta "$g/d.json")
	pv=$(value_of --algo pvs "$g/d.json")
	if [ -n "$mm" ] && [ "$mm" = "$ab" ] && [ "$mm" = "$pv" ]; then
		pass "game $spec: minimax, alpha-beta and PVS agree ($mm)"
	else
		fail "game $spec: minimax $mm, alpha-beta $ab, pvs $pv"
	fi
done
# the whole ttt tree searched to depth 2 by its evals equals the tree
# written 2 plies deep
"$abviz" game ttt --depth 2 -o "$g/d2.json"
a=$(value_of "$g/d2.json")
b=$(value_of --depth 2 "$g/ttt.json")
[ -n "$a" ] && [ "$a" = "$b" ] && pass "game ttt --depth 2 is the whole tree searched with --depth 2 ($a)" ||
	fail "game ttt --depth 2: $a, the whole tree at --depth 2: $b"

# X b2 at the centre after X's first move at depth 1: nine leaves, each
# the line count for X: the centre is on 4 lines open to X and leaves O
# 4 fewer, 0.4; a corner 3 lines, 0.3; an edge 2, 0.2.  Best: b2 (r.5).
"$abviz" game ttt --depth 1 -o "$g/d1.json"
v=$(value_of "$g/d1.json")
b=$("$abviz" run --json "$g/d1.json" | sed -n 's/^  "best_move": "\(.*\)",$/\1/p')
[ "$v" = 0.4 ] && [ "$b" = r.5 ] && pass "game ttt --depth 1: the centre's line count 0.4" ||
	fail "game ttt --depth 1: value $v best $b, want 0.4 r.5"

# the same command gives the same bytes
"$abviz" game gomoku --size 6 --depth 2 -o "$g/a.json"
"$abviz" game gomoku --size 6 --depth 2 >"$g/b.json"
cmp -s "$g/a.json" "$g/b.json" && pass "game: -o and standard output, the same bytes" ||
	fail "game: -o and standard output differ"

# Nim's values: Bouton's rule, xor of the heaps nonzero = the side to
# move wins: 1^2^3 = 0 loses, 1^2 = 3 wins, 2^2 = 0 loses
for h in "1,2,3 -1" "1,2 1" "2,2 -1"; do
	"$abviz" game nim --heaps "${h% *}" -o "$g/n.json"
	v=$(value_of "$g/n.json")
	[ "$v" = "${h#* }" ] && pass "game nim --heaps ${h% *}: value ${h#* }" ||
		fail "game nim --heaps ${h% *}: value $v, want ${h#* }"
done

# Dice Nim: chance nodes; by hand, a heap of 2 is worth (-1 + 1 + 1) / 3
# for the roller (a 1 leaves one for the opponent), a heap of 3 is worth
# (-1/3 - 1/3 + 1) / 3 = 1/9; Star1 (alphabeta) finds what expectimax
# does, and abviz check grades a key of them
for h in "2 0.333333333333" "3 0.111111111111"; do
	"$abviz" game dicenim --heaps "${h% *}" -o "$g/dn.json"
	v=$(value_of --algo expectimax "$g/dn.json")
	s=$(value_of "$g/dn.json")
	[ "$v" = "${h#* }" ] && [ "$s" = "$v" ] &&
		pass "game dicenim --heaps ${h% *}: value ${h#* } (expectimax and Star1)" ||
		fail "game dicenim --heaps ${h% *}: value $v (Star1 $s), want ${h#* }"
done
printf 'value: 0.111111111111\n' >"$g/dn.txt"
"$abviz" check "$g/dn.json" "$g/dn.txt" | grep -q "all right" &&
	pass "game dicenim: abviz check grades its tree" ||
	fail "game dicenim: abviz check on its tree"

# bad positions (exit 3) and bad options (exit 2), nothing written
expect 3 "abviz: --position: 10 cells, want 9 (3 rows of 3, X, O or .)" \
	-- game ttt --position XO.XO.XO.. -o "$g/bad.json"
expect 3 "abviz: --position: 3 X and 1 O: X moves first, so X has as many stones as O or one more" \
	-- game ttt --position XXX/O../... -o "$g/bad.json"
expect 3 "abviz: --position: X has already won (a1 b1 c1): there is nothing to search" \
	-- game ttt --position XXX/OO./... -o "$g/bad.json"
expect 3 "abviz: --position: the board is full: there is nothing to search" \
	-- game ttt --position XOX/XOO/OXX -o "$g/bad.json"
expect 3 "abviz: --position: 'Z' at character 2 is not X, O or . (an empty cell)" \
	-- game ttt --position XZ./.../... -o "$g/bad.json"
expect 3 "abviz: --position: X already has five in a row: there is nothing to search" \
	-- game gomoku --size 5 --position XXXXX/OOOO./...../...../..... -o "$g/bad.json"
expect 3 "abviz: the tree has more than 1000 nodes: lower --depth or raise --max-nodes" \
	-- game ttt --max-nodes 1000 -o "$g/bad.json"
expect 3 "abviz: --heaps: \"1,x\" is not a list of heap sizes such as 1,2,3" \
	-- game nim --heaps 1,x -o "$g/bad.json"
expect 3 "abviz: --heaps: \"1,2\" is not one heap of 1 to 9 objects (Dice Nim has one heap)" \
	-- game dicenim --heaps 1,2 -o "$g/bad.json"
expect 2 "abviz: no game \"chess\" (abviz game list)" -- game chess
expect 2 "abviz: nim takes no --depth (see abviz game list)" -- game nim --depth 2
expect 2 "abviz: bad --size \"4\" (expected 5 to 9)" -- game gomoku --size 4
expect 2 "abviz: unknown --moves \"some\" (expected near or all)" -- game gomoku --moves some
expect 2 "abviz: game: name a game (abviz game list)" -- game
[ ! -e "$g/bad.json" ] && pass "game: a refused position writes no file" ||
	fail "game: a refused position left $g/bad.json"
expect 4 "abviz: cannot write $g/none/t.json: No such file or directory" \
	-- game nim -o "$g/none/t.json"
code=0
"$abviz" game --help >"$g/help" || code=$?
[ $code = 0 ] && grep -q '^usage: abviz game GAME' "$g/help" &&
	"$abviz" game list | grep -q '^gomoku ' && pass "game --help and game list" ||
	fail "game --help / game list"

lib_end
