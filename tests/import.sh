# abviz import cs188: CS188 GraphGameTreeTest files into tree files.
# Sourced by tests/run.sh (which defines abviz, tmp, pass and fail); the
# .test files are in tests/import/, the bad ones with their expected
# messages in tests/import/bad/.
#
# Every visited list below was worked out by hand from CS188's rules, not
# copied from abviz: Pacman (agent 0) maximises, ghosts 1..n-1 minimise in
# turn; depth d means every agent moves d times; a win or lose state, a
# state without successors or one at the depth limit is a leaf; children in
# the order of the successors lines; CS188's alpha-beta cuts at MAX when
# v > beta and at MIN when v < alpha (strictly), testing before it raises
# alpha or lowers beta (--preset cs188).  The autograder compares the
# sorted set of states generated (the visited nodes' state names).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

imp=tests/import

# imp_json TREE KEY: the one-line member KEY of abviz's JSON result for
# TREE searched as CS188 does, its value only.
imp_json() {
	"$abviz" run --json --preset cs188 "$1" |
	    sed -n "s/^  \"$2\": \\(.*\\),\$/\\1/p"
}

# imp_generated TREE: the states CS188's autograder would record as
# generated: the visited ids with their "'N" suffix dropped, sorted, once.
imp_generated() {
	imp_json "$1" visited | tr -d '[]" ' | tr ',' '\n' |
	    sed "s/'[0-9]*\$//" | sort -u | tr '\n' ' ' | sed 's/ $//'
}

# imp_case NAME VALUE BEST VISITED PRUNED GENERATED: import NAME.test,
# search it as CS188 does and compare with the hand-worked answer.
imp_case() {
	imp_name=$1
	if ! "$abviz" import cs188 "$imp/$1.test" >"$tmp/imp-$1.json" \
	    2>"$tmp/imp.err"; then
		fail "import $1: $(cat "$tmp/imp.err")"
		return
	fi
	pass "import $1: exit 0"
	got="$(imp_json "$tmp/imp-$1.json" value) $(imp_json "$tmp/imp-$1.json" best_move)"
	if [ "$got" = "$2 \"$3\"" ]; then
		pass "import $1: value $2, best move $3"
	else
		fail "import $1: value and best move $got, want $2 \"$3\""
	fi
	got=$(imp_json "$tmp/imp-$1.json" visited)
	if [ "$got" = "$4" ]; then
		pass "import $1: visited in CS188's order"
	else
		fail "import $1: visited $got, want $4"
	fi
	got=$(imp_json "$tmp/imp-$1.json" pruned)
	if [ "$got" = "$5" ]; then
		pass "import $1: pruned $5"
	else
		fail "import $1: pruned $got, want $5"
	fi
	got=$(imp_generated "$tmp/imp-$1.json")
	if [ "$got" = "$6" ]; then
		pass "import $1: the autograder's generated states"
	else
		fail "import $1: generated \"$got\", want \"$6\""
	fi
	# the search's own answer, graded under the same course: full marks
	"$abviz" run --json --preset cs188 "$tmp/imp-$1.json" >"$tmp/imp-ans.json"
	"$abviz" check --preset cs188 "$tmp/imp-$1.json" "$tmp/imp-ans.json" \
	    >"$tmp/imp-check" 2>&1 || true
	head=$(grep "^$tmp/imp-ans.json: " "$tmp/imp-check" || true)
	n=$(echo "$head" | sed 's/^[^:]*: \([0-9]*\)\/.*/\1/')
	if [ -n "$n" ] && [ "$head" = "$tmp/imp-ans.json: $n/$n (100.0%), all right" ]; then
		pass "import $1: run --json graded by check: full marks"
	else
		fail "import $1: check says: $head"
	fi
}

# classic.test, AIMA figure 5.2 with C1 = 3: A takes B = min(3, 12, 8) =
# 3, alpha 3.  C: C1 = 3 is not < 3, so C goes on (C2 4, C3 1: C = 1; a
# course cutting on >= would prune C2 and C3 here).  D: D1 = 2 < 3 cuts,
# pruning D2 and D3.  The root is 3, by B.
imp_case classic 3 B \
    '["A", "B", "B1", "B2", "B3", "C", "C1", "C2", "C3", "D", "D1"]' \
    '["D2", "D3"]' \
    "A B B1 B2 B3 C C1 C2 C3 D D1"

# ghosts.test, num_agents 3, depth 1: P (MAX), g1* (ghost 1), g2* (ghost
# 2), then leaves.  g2a = min(5, 8) = 5; g1a's beta is 5, but a MIN node
# cuts only below alpha (-inf), so g2b is searched whole: min(6, 5) = 5
# (L1 again, as L1'2); g1a = 5, alpha 5 at P.  g1b: g2c's L5 = 4 < 5 cuts
# (L6 pruned), g2c = 4 < 5 cuts g1b (g2d, L7, L8 pruned).  P = 5, by g1a.
imp_case ghosts 5 g1a \
    "[\"P\", \"g1a\", \"g2a\", \"L1\", \"L2\", \"g2b\", \"L3\", \"L1'2\", \"g1b\", \"g2c\", \"L5\"]" \
    '["L6", "g2d", "L7", "L8"]' \
    "L1 L2 L3 L5 P g1a g1b g2a g2b g2c"

# uneven.test, num_agents 2, depth 2 (leaves at 4 moves unless the game
# ends): m1 takes Lo = -5 (a lose state, 2 moves deep), then x1 with
# (-inf, -5): n1 = min(4, 6) = 4 > -5 at x1 cuts (Wn pruned), m1 = -5,
# alpha -5.  m2: x2 = n2 = min(9, 2) = 2, Dead (no successors) = 0 not <
# -5, m2 = 0, alpha 0.  m3: Lo2 = -9 < 0 cuts (x3, n3, e, f pruned).  The
# root is 0, by m2; a's successor z lies beyond the depth limit.
imp_case uneven 0 m2 \
    '["root", "m1", "Lo", "x1", "n1", "a", "b", "m2", "x2", "n2", "c", "d", "Dead", "m3", "Lo2"]' \
    '["Wn", "x3", "n3", "e", "f"]' \
    "Dead Lo Lo2 a b c d m1 m2 m3 n1 n2 root x1 x2"

# Two ghosts: the second ghost's four nodes (g2a..g2d) move as their parent
# did, so they alone say "player" (the leaves after them are MAX again,
# which alternation gives); a state met twice keeps its name as the label.
if [ "$(grep -c '"player": "min"' "$tmp/imp-ghosts.json")" = 4 ] &&
    ! grep -q '"id".*"player": "max"' "$tmp/imp-ghosts.json"; then
	pass "import ghosts: \"player\": \"min\" on the four second-ghost nodes only"
else
	fail "import ghosts: \"player\" not on exactly g2a..g2d"
fi
if grep -q "{\"id\": \"L1'2\", \"label\": \"L1\", \"value\": 5}" \
    "$tmp/imp-ghosts.json"; then
	pass "import ghosts: L1 reached again is L1'2, labelled L1"
else
	fail "import ghosts: no node L1'2 labelled L1"
fi
if grep -q '"name": "ghosts",' "$tmp/imp-ghosts.json" &&
    grep -q '"source": "ghosts.test (a Berkeley CS188' "$tmp/imp-ghosts.json" &&
    grep -q '"description": "CS188 game tree for AlphaBetaAgent: Pacman (MAX) then ghosts 1 to 2 (MIN) move in turn; depth 1' \
    "$tmp/imp-ghosts.json"; then
	pass "import ghosts: name, source and description"
else
	fail "import ghosts: name, source or description wrong"
fi
# classic.test's values are written 3.0, 12.0: numbers, 3 and 12.
if grep -q '{"id": "B1", "value": 3}' "$tmp/imp-classic.json"; then
	pass "import classic: 3.0 is the number 3"
else
	fail "import classic: B1 is not the number 3"
fi

# expecti.test, an ExpectimaxAgent test: the ghosts' six nodes are chance
# nodes, each move equally likely, Pacman's node names MAX; by hand (the
# file's comment) expectimax gives 4.5 by West (g1a) and visits all 16
# nodes, the states CS188's expectimax generates; g1b is worth 4.25 and
# g2d, three moves a third each, 4.  Without bounds Star1 (alphabeta)
# prunes nothing and finds the same.
if "$abviz" import cs188 "$imp/expecti.test" >"$tmp/imp-ex.json" 2>"$tmp/imp.err" &&
    [ ! -s "$tmp/imp.err" ]; then
	pass "import expecti: exit 0, no remark"
else
	fail "import expecti: $(cat "$tmp/imp.err")"
fi
if [ "$(grep -c '"player": "chance"' "$tmp/imp-ex.json")" = 6 ] &&
    [ "$(grep -c '"player": "max"' "$tmp/imp-ex.json")" = 2 ] &&
    ! grep -q '"player": "min"' "$tmp/imp-ex.json" &&
    grep -q '"description": "CS188 game tree for ExpectimaxAgent: Pacman (MAX) then ghosts 1 to 2 (chance nodes, each move equally likely) move in turn' \
    "$tmp/imp-ex.json"; then
	pass "import expecti: the ghosts' six nodes are chance nodes"
else
	fail "import expecti: players or description wrong"
fi
"$abviz" run --json --algo expectimax "$tmp/imp-ex.json" >"$tmp/imp-ex.out"
got="$(sed -n 's/^  "value": \(.*\),$/\1/p; s/^  "best_move": \(.*\),$/\1/p' "$tmp/imp-ex.out" | tr '\n' ' ')"
if [ "$got" = '4.5 "g1a" ' ] &&
    grep -q '"g1b": {[^}]*"value": 4.25,' "$tmp/imp-ex.out" &&
    grep -q '"g2d": {[^}]*"value": 4,' "$tmp/imp-ex.out" &&
    grep -q '"visited": 16,' "$tmp/imp-ex.out"; then
	pass "import expecti: expectimax gives 4.5 by g1a, g1b 4.25, g2d 4, all 16 nodes visited"
else
	fail "import expecti: expectimax gives $got"
fi
"$abviz" run --json "$tmp/imp-ex.json" >"$tmp/imp-ex.star1"
if grep -q '^  "value": 4.5,' "$tmp/imp-ex.star1" &&
    grep -q '"pruned": 0,' "$tmp/imp-ex.star1"; then
	pass "import expecti: Star1 without bounds: 4.5, nothing pruned"
else
	fail "import expecti: Star1: $(grep '"value"\|"pruned"' "$tmp/imp-ex.star1" | head -3)"
fi
printf 'value: 4.5\nbest: g1a\ng1b: 4.25\ng2d: 4\npruned: none\n' >"$tmp/imp-ex.txt"
if "$abviz" check --algo expectimax "$tmp/imp-ex.json" "$tmp/imp-ex.txt" |
    grep -q "5/5 (100.0%), all right"; then
	pass "import expecti: abviz check grades the hand-worked answer all right"
else
	fail "import expecti: check: $("$abviz" check --algo expectimax "$tmp/imp-ex.json" "$tmp/imp-ex.txt" | sed -n 4,9p)"
fi

# The same file gives the same bytes; -o writes the same, and - reads
# standard input (the tree then named stdin).
"$abviz" import cs188 "$imp/ghosts.test" >"$tmp/imp-again.json"
rm -f "$tmp/imp-o.json"
if "$abviz" import cs188 -o "$tmp/imp-o.json" "$imp/ghosts.test" &&
    cmp -s "$tmp/imp-ghosts.json" "$tmp/imp-again.json" &&
    cmp -s "$tmp/imp-ghosts.json" "$tmp/imp-o.json"; then
	pass "import: deterministic, and -o FILE writes the same bytes"
else
	fail "import: two imports or -o differ"
fi
if "$abviz" import cs188 - <"$imp/ghosts.test" >"$tmp/imp-stdin.json" &&
    grep -q '"name": "stdin",' "$tmp/imp-stdin.json"; then
	pass "import: - reads standard input"
else
	fail "import: - does not read standard input"
fi

# --depth replaces the file's depth: uneven.test at depth 1 (two moves)
# makes x1, 2 moves deep, a leaf, and it has no evaluation: line 18,
# "m1 Right x1", x1 at column 10.
expect 3 "abviz: $imp/uneven.test:18:10: state \"x1\" is a leaf here (at the depth limit, 2 moves from the start) but has no evaluation line" \
    -- import cs188 --depth 1 "$imp/uneven.test"
# ghosts.test at depth 2: every leaf has no successors, so the tree is the
# same; the description says where the depth came from.
if "$abviz" import cs188 --depth 2 "$imp/ghosts.test" >"$tmp/imp-d2.json" &&
    grep -q 'depth 2 (--depth; the file says 1), so every agent moves 2 times, 6 moves in all' \
    "$tmp/imp-d2.json"; then
	pass "import --depth 2: the description says so"
else
	fail "import --depth 2: description wrong"
fi

# Usage errors: exit 2.
expect 2 "abviz: no import format \"csv\" (formats: cs188)" \
    -- import csv "$imp/ghosts.test"
expect 2 "abviz: import needs a FILE" -- import cs188
expect 2 "abviz: bad --depth \"0\" (expected 1 to 100000 plies)" \
    -- import cs188 --depth 0 "$imp/ghosts.test"
# A folder that is not there: exit 4, nothing written.
code=0
"$abviz" import cs188 -o "$tmp/no/such/dir/x.json" "$imp/ghosts.test" \
    2>"$tmp/imp.err" || code=$?
if [ "$code" = 4 ] && grep -q "^abviz: cannot write $tmp/no/such/dir/x.json: " \
    "$tmp/imp.err"; then
	pass "import -o into a missing folder: exit 4"
else
	fail "import -o into a missing folder: exit $code, $(cat "$tmp/imp.err")"
fi

# Bad files: exit 3, exactly NAME.err, nothing written (with -o, not even
# a temporary), nothing on standard output.  Each NAME.err was written by
# hand: line and column counted in the file (the column of the word at
# fault, 1-based).  cycle-big: the 100001st node of a full binary tree 200
# moves deep, in preorder, is a left child (the "A x A" line, 6:5).
for bad in "$imp"/bad/*.test; do
	name=$(basename "$bad" .test)
	rm -rf "$tmp/imp-o"
	mkdir "$tmp/imp-o"
	code=0
	"$abviz" import cs188 -o "$tmp/imp-o/x.json" "$bad" >"$tmp/out" \
	    2>"$tmp/err" || code=$?
	if [ "$code" != 3 ]; then
		fail "import bad $name: exit $code, want 3"
	elif ! cmp -s "$tmp/err" "$imp/bad/$name.err"; then
		fail "import bad $name: message differs"
		diff -u "$imp/bad/$name.err" "$tmp/err" || true
	elif [ -n "$(ls -A "$tmp/imp-o")" ] || [ -s "$tmp/out" ]; then
		fail "import bad $name: wrote output"
	else
		pass "import bad $name: $(sed 's/^[^ ]* [^ ]* //' "$imp/bad/$name.err")"
	fi
done

lib_end
