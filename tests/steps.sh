# The per-step model (--format steps) and the presets.  Sourced by
# tests/run.sh (which defines abviz, tmp, pass and fail).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

if ! command -v jq >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "jq is missing: the step model cannot be checked"
	else
		echo "(jq not installed: step model tests skipped)"
	fi
else

# steps_of ARGS...: the model's JSON into $tmp/steps.json.
steps_of() {
	"$abviz" --print steps "$@" >"$tmp/steps.json" 2>"$tmp/err"
}

# For every golden run: one step per numbered line of the log, each with
# that line's sentence; and the fold of every step's changes ends where the
# JSON result does (visited, pruned, each node's value, bound and window).
for log in tests/golden/*.log; do
	name=$(basename "$log" .log)
	args=$(golden_args "$name")
	# shellcheck disable=SC2086
	if ! steps_of $args; then
		fail "steps $name: abviz failed: $(cat "$tmp/err")"
		continue
	fi
	# the log's numbered lines, without number and indent
	sed -n 's/^ *[0-9][0-9]*  *//p' "$log" >"$tmp/want"
	jq -r '.steps[].text' "$tmp/steps.json" >"$tmp/got"
	if cmp -s "$tmp/want" "$tmp/got"; then
		pass "steps $name: one step per log line, with its sentence"
	else
		fail "steps $name: step texts differ from the log"
		diff -u "$tmp/want" "$tmp/got" | head -8
	fi
	jq -S -c '
	  def fold: reduce .steps[] as $s ({visited: [], cut: {}, state: {}};
	    (if $s.visit then .visited += [$s.node] | .cut |= del(.[$s.node]) else . end)
	    | (if $s.cutoff then reduce $s.cutoff.pruned[] as $p (.; .cut[$p] = true) else . end)
	    | .state[$s.node] = $s.state);
	  fold | {visited: (.visited | unique), cut: (.cut | keys),
	    state: (.state | map_values({value, bound, alpha, beta}))}' \
	    "$tmp/steps.json" >"$tmp/fold" 2>"$tmp/err"
	jq -S -c '{visited: (.visited | unique), cut: (.pruned | sort),
	    state: (.nodes | map_values({value, bound, alpha: .alpha_out,
	    beta: .beta_out}))}' "tests/golden/$name.out.json" >"$tmp/final"
	# after several passes (MTD(f), windows, iterations) a node cut in the
	# last pass may have been searched in an earlier one: the fold says
	# "cut now", the result "searched once"; compare what was searched
	if [ "$(jq '.passes | length' "tests/golden/$name.out.json")" != 1 ]; then
		jq -c '.visited' "$tmp/fold" >"$tmp/fold.v"
		jq -c '.visited' "$tmp/final" >"$tmp/final.v"
		mv "$tmp/fold.v" "$tmp/fold"
		mv "$tmp/final.v" "$tmp/final"
	fi
	if [ -s "$tmp/fold" ] && cmp -s "$tmp/fold" "$tmp/final"; then
		pass "steps $name: folding every step gives the final result"
	else
		fail "steps $name: the fold of the steps differs from the result"
		tr ',' '\n' <"$tmp/final" >"$tmp/final.l"
		tr ',' '\n' <"$tmp/fold" >"$tmp/fold.l"
		diff "$tmp/final.l" "$tmp/fold.l" | head -6
	fi
	# each step's marks and previous are the fold's changes at it, by the
	# rules the README states (a visit marks searched and clears the cut
	# marks; a cutoff marks its pruned nodes cut and its children crossed)
	bad=$(jq -c '
	  def b($f; $id): (if $f.seen[$id] then 1 else 0 end) +
	    (if $f.cut[$id] then 2 else 0 end) +
	    (if $f.crossed[$id] then 4 else 0 end);
	  reduce .steps[] as $s ({seen: {}, cut: {}, crossed: {}, told: {},
	      bad: []};
	    . as $old
	    | (if $s.visit then .seen[$s.node] = true | .cut |= del(.[$s.node])
	        | .crossed |= del(.[$s.node]) else . end)
	    | (if $s.cutoff then
	        reduce $s.cutoff.pruned[] as $p (.; .cut[$p] = true)
	        | reduce $s.cutoff.children[] as $c (.; .crossed[$c] = true)
	      else . end)
	    | . as $new
	    | ([$s.node, ($s.cutoff.pruned[]?)] | unique
	        | map(select(b($old; .) != b($new; .)) |
	          [., b($old; .), b($new; .)])) as $want
	    | (if ($s.marks | sort) != ($want | sort) or
	        $s.previous != ($old.told[$s.node] // 0)
	      then .bad += [$s.step] else . end)
	    | .told[$s.node] = $s.step)
	  | .bad[0:5]' "$tmp/steps.json" 2>&1)
	if [ "$bad" = "[]" ]; then
		pass "steps $name: each step's marks and previous are the fold's changes"
	else
		fail "steps $name: marks or previous differ from the fold at steps $bad"
	fi
done

# Nothing from the future: change every leaf the search reaches only after
# step 29 of seed 000 (the whole of I's subtree: K1, K2, L1 and the pruned
# N1, N2) to 20, which makes I worth 20 and the best move: the root's value,
# best move and every later step change, and steps 1 to 29 stay exactly
# the same, stacks and sentences included.
sed -e 's/"id": "K1", "value": 2/"id": "K1", "value": 20/' \
    -e 's/"id": "K2", "value": 5/"id": "K2", "value": 20/' \
    -e 's/"id": "L1", "value": 3/"id": "L1", "value": 20/' \
    -e 's/"id": "N1", "value": 2/"id": "N1", "value": 20/' \
    -e 's/"id": "N2", "value": 14/"id": "N2", "value": 20/' \
    trees/seed000.json >"$tmp/seed000b.json"
steps_of trees/seed000.json && jq -c '.steps[0:29][]' "$tmp/steps.json" >"$tmp/sa"
steps_of "$tmp/seed000b.json" && jq -c '.steps[0:29][]' "$tmp/steps.json" >"$tmp/sb"
steps_of "$tmp/seed000b.json" && jq -c '.steps[29:][]' "$tmp/steps.json" >"$tmp/sc"
steps_of trees/seed000.json && jq -c '.steps[29:][]' "$tmp/steps.json" >"$tmp/sd"
if [ "$(grep -o '"value": 20' "$tmp/seed000b.json" | wc -l)" -eq 5 ] &&
    "$abviz" --json trees/seed000.json | jq -e '.value == 3 and .best_move == "D"' >/dev/null &&
    "$abviz" --json "$tmp/seed000b.json" | jq -e '.value == 20 and .best_move == "I"' >/dev/null &&
    [ -s "$tmp/sa" ] && cmp -s "$tmp/sa" "$tmp/sb" && ! cmp -s "$tmp/sc" "$tmp/sd"; then
	pass "steps: what the search meets after step 29 (root 20 by I, not 3 by D) does not change steps 1-29"
else
	fail "steps: a later leaf changed an earlier step (or the changed tree is not worth 20 by I)"
	diff "$tmp/sa" "$tmp/sb" | head -4
fi

# Seed 000's worked example, step by step: the stack at C's cutoff, and
# where each cutoff's bound was set (the text says "elsewhere").
steps_of trees/seed000.json
if jq -e '.steps[13] | .event == "cutoff" and .node == "C" and
    ([.stack[] | [.node, .alpha, .beta, .v]] ==
     [["H", "-inf", "+inf", "-inf"], ["D", "-inf", "+inf", "+inf"],
      ["B", 3, "+inf", 3], ["C", 3, 2, 2]]) and
    .cutoff.pruned == ["C2"] and
    .cutoff.from == {kind: "update", node: "B", child: "A", step: 10,
      text: "alpha = 3 at C was set at B by its child A at step 10"}' \
    "$tmp/steps.json" >/dev/null; then
	pass "steps: seed 000's cutoff at C, its stack, and alpha = 3 set at B by A at step 10"
else
	fail "steps: seed 000's cutoff at C"
fi
if [ "$(jq -c '[.steps[] | select(.cutoff) | [.node, .cutoff.from.node, .cutoff.from.child, .cutoff.from.step, .cutoff.bound]]' "$tmp/steps.json")" = \
    '[["C","B","A",10,"alpha"],["E","D","B",18,"beta"],["K","H","D",29,"alpha"],["L","H","D",29,"alpha"],["I","H","D",29,"alpha"]]' ]; then
	pass "steps: every cutoff of seed 000 names the node, child and step that set its bound"
else
	fail "steps: seed 000's cutoff origins: $(jq -c '[.steps[] | select(.cutoff) | .cutoff.from]' "$tmp/steps.json")"
fi
# E's subtree G is pruned whole: the cut marks G and its leaves.
if jq -e '[.steps[] | select(.node == "E" and .event == "cutoff")][0].cutoff.pruned == ["G", "G1", "G2"]' \
    "$tmp/steps.json" >/dev/null; then
	pass "steps: a cutoff marks the whole pruned subtree (G, G1, G2)"
else
	fail "steps: E's cutoff"
fi
# Negamax (seed 004): the bound came from an odd number of levels up.
steps_of --algo negamax-ab trees/seed004.json
if jq -e '[.steps[] | select(.cutoff)][0].cutoff.from.text ==
    "beta = 3 at a2 is minus alpha = -3, set at a by its child a1 at step 9"' \
    "$tmp/steps.json" >/dev/null; then
	pass "steps: negamax names the bound turned over from the level above"
else
	fail "steps: negamax origin: $(jq -c '[.steps[] | select(.cutoff)][0].cutoff.from' "$tmp/steps.json")"
fi
# MTD(f) on seed 000: two passes, each step says which.
steps_of --algo mtdf trees/seed000.json
if jq -e '([.steps[].pass] | unique) == [1, 2] and .steps[0].pass == 1 and
    .steps[-1].pass == 2 and ([.steps[].pass] == ([.steps[].pass] | sort))' \
    "$tmp/steps.json" >/dev/null; then
	pass "steps: MTD(f)'s two passes on seed 000, each step in its pass"
else
	fail "steps: MTD(f) passes"
fi
# PVS: the probes are steps of their own, at the probe line of the code.
steps_of --algo pvs trees/seed001.json
if jq -e '([.steps[] | select(.event == "probe")] | length) > 0 and
    ([.steps[] | select(.event == "probe") | .code] | unique) == [[9]] and
    (.code.lines[8] | test("null window"))' "$tmp/steps.json" >/dev/null; then
	pass "steps: PVS probes run the null-window line of its pseudocode"
else
	fail "steps: PVS probe lines"
fi

# The pseudocode each preset follows, and the line each step runs.
# AIMA: "if v <= alpha then return v" cuts and returns on one line.
steps_of --preset aima trees/seed000.json
if jq -e '.code.name == "aima" and
    (.code.lines[18] == "        if v ≤ α then return v") and
    ([.steps[] | select(.node == "C") | [.event, .code]] ==
     [["enter", [16]], ["update", [18]], ["cutoff", [19]], ["return", [19]]])' \
    "$tmp/steps.json" >/dev/null; then
	pass "steps: --preset aima runs AIMA's lines; C's cut returns at 'if v <= alpha then return v'"
else
	fail "steps: aima lines: $(jq -c '[.steps[] | select(.node == "C") | [.event, .code]]' "$tmp/steps.json")"
fi
# Seed 001: raise beta, test, break, then the return after the loop.
steps_of --preset seed001 trees/seed000.json
if jq -e '[.steps[] | select(.node == "C") | [.event, .code]] ==
     [["enter", [14]], ["update", [17, 18]], ["cutoff", [19, 20]], ["return", [21]]]' \
    "$tmp/steps.json" >/dev/null; then
	pass "steps: --preset seed001 breaks out of the loop and returns bestVal"
else
	fail "steps: seed001 lines: $(jq -c '[.steps[] | select(.node == "C") | [.event, .code]]' "$tmp/steps.json")"
fi
# CS188's strict cut is written into its text, and it cuts on > only: on
# seed 000, I's window closes at alpha = beta = 3 after J, which AIMA's
# v <= alpha cuts (M pruned, 17 nodes) and CS188's v < alpha does not
# (M searched, 20 nodes).
steps_of --preset cs188 trees/seed000.json
"$abviz" --json --preset cs188 trees/seed000.json >"$tmp/cs188.json"
"$abviz" --json --preset aima trees/seed000.json >"$tmp/aima.json"
if jq -e '.code.lines[9] == "        if v > β: return v"' "$tmp/steps.json" >/dev/null &&
    jq -e '(.pruned | index("M")) == null and (.visited | index("M")) != null and
    .stats.visited == 20 and .value == 3' "$tmp/cs188.json" >/dev/null &&
    jq -e '(.pruned | index("M")) != null and .stats.visited == 17 and .value == 3' \
    "$tmp/aima.json" >/dev/null; then
	pass "steps: --preset cs188 shows 'if v > β: return v' and searches M (20 nodes), which aima prunes (17)"
else
	fail "steps: cs188 text or search: cs188 $(jq -c '[.stats.visited, .pruned]' "$tmp/cs188.json"), aima $(jq -c '[.stats.visited, .pruned]' "$tmp/aima.json")"
fi

# Presets reproduce their sources' recorded windows.
# OI-wiki (seed 000's code, fail-hard): each node returns the alpha or beta
# the text records, next to its real score and its case.
if "$abviz" --json --preset oiwiki trees/seed000.json >"$tmp/oi.json" &&
    [ "$(jq -c '[.nodes | (.A, .C, .B, .F, .E, .D, .K, .L, .J, .I) | [.value, .minimax, .case]]' "$tmp/oi.json")" = \
      '[[3,3,1],[2,2,3],[3,3,1],[3,15,2],[3,15,3],[3,3,1],[2,2,3],[3,3,3],[3,3,2],[3,2,3]]' ] &&
    jq -e '.conventions.preset == "oiwiki" and .conventions.fail == "hard" and .pruned == ["C2", "G", "G1", "G2", "K2", "M", "N", "N1", "N2"]' "$tmp/oi.json" >/dev/null; then
	pass "--preset oiwiki: seed 000's recorded alpha/beta, real scores and cases, node for node"
else
	fail "--preset oiwiki on seed 000: $(jq -c '[.nodes | (.A, .C, .B, .F, .E, .D, .K, .L, .J, .I) | [.value, .minimax, .case]]' "$tmp/oi.json")"
fi
# AIMA figure 5.5 on the tree of figure 5.2: B = 3; C is cut after its
# first leaf at <= 2 with beta never lowered (the test comes first); D's
# bound falls 14, 5, 2; the root is 3 by B.
steps_of --preset aima trees/aima.json
if jq -e '([.steps[] | select(.node == "D" and .event == "update") | .state.v] == [14, 5, 2]) and
    ([.steps[] | select(.node == "C" and .event == "return")][0].state ==
     {alpha: 3, beta: "+inf", v: 2, value: 2, bound: "upper", exact: false}) and
    ([.steps[] | select(.node == "B" and .event == "return")][0].state.value == 3) and
    ([.steps[] | select(.cutoff and .node == "C")][0].cutoff.pruned == ["r.2.2", "r.2.3"]) and
    .value == 3' "$tmp/steps.json" >/dev/null; then
	pass "--preset aima: figure 5.5's search of figure 5.2 (C cut at <= 2, beta not lowered; D 14, 5, 2)"
else
	fail "--preset aima on AIMA figure 5.2"
fi
# The same search with seed 001's order lowers C's beta before the test.
steps_of --preset seed001 trees/aima.json
if jq -e '[.steps[] | select(.node == "C" and .event == "return")][0].state.beta == 2' \
    "$tmp/steps.json" >/dev/null; then
	pass "--preset seed001: C's beta is lowered to 2 before the test"
else
	fail "--preset seed001 on AIMA figure 5.2"
fi
# Both orders search the same nodes and cut at the same places: only the
# recorded windows differ.  On seed 000, --update before closes each cut
# node's window (C's beta falls to 2, E's alpha rises to 15) before the
# test; --update after tests v first and leaves the cut node's own bound
# as it came in (C's beta +inf, E's alpha -inf).
for tree in trees/lecture.json trees/seed000.json; do
	a=$("$abviz" --json --update after "$tree" |
	    jq -c '[.visited, .pruned, .value, [.cutoffs[] | [.node, .after, .tested]]]')
	b=$("$abviz" --json --update before "$tree" |
	    jq -c '[.visited, .pruned, .value, [.cutoffs[] | [.node, .after, .tested]]]')
	if [ -n "$a" ] && [ "$a" = "$b" ]; then
		pass "--update after and before search the same nodes of $tree, cut at the same places"
	else
		fail "--update after and before differ in what they search in $tree"
	fi
done
a=$("$abviz" --json --update after trees/seed000.json | jq -c '[.cutoffs[] | [.node, .alpha, .beta]]')
b=$("$abviz" --json --update before trees/seed000.json | jq -c '[.cutoffs[] | [.node, .alpha, .beta]]')
if [ "$a" = '[["C",3,"+inf"],["E","-inf",3],["K",3,"+inf"],["L",3,"+inf"],["I",3,"+inf"]]' ] &&
    [ "$b" = '[["C",3,2],["E",15,3],["K",3,2],["L",3,3],["I",3,3]]' ]; then
	pass "--update after leaves a cut node's bound as it came in, --update before raises it first (seed 000's cut windows)"
else
	fail "--update cut windows on seed 000: after $a, before $b"
fi
# seed 004's preset is negamax-ab, fail-hard: the same search as the golden.
if "$abviz" --log --preset negamax trees/seed004.json | sed 1,3d >"$tmp/p.log" &&
    sed 1,3d tests/golden/seed004.log | cmp -s - "$tmp/p.log"; then
	pass "--preset negamax is seed 004's negamax-ab, fail-hard"
else
	fail "--preset negamax differs from seed 004's golden log"
fi
fi

# The presets as a list, and clashes with explicit options.
if [ "$("$abviz" --preset list | grep -c '^[a-z0-9]* *--algo')" = 5 ] &&
    "$abviz" --preset list | grep -q '^cs188 *--algo alphabeta --cutoff gt --update after$'; then
	pass "--preset list: five presets and what each sets"
else
	fail "--preset list"
fi
expect 2 "abviz: --preset aima sets --cutoff ge, not gt: drop one of the two" \
	-- --preset aima --cutoff gt trees/seed000.json
expect 2 "abviz: --preset oiwiki sets --algo alphabeta-hard, not pvs: drop one of the two" \
	-- --preset oiwiki --algo pvs trees/seed000.json
# --cutoff gt at alpha = beta names the node that goes on (I, in seed 000)
if "$abviz" --log --cutoff gt trees/seed000.json 2>"$tmp/err" |
    grep -q "alpha = beta = 3, but --cutoff gt cuts only when alpha > beta, so I goes on$"
then
	pass "--cutoff gt: the log says which node goes on when alpha = beta"
else
	fail "--cutoff gt: the log does not name the node that goes on $(cat "$tmp/err")"
fi
expect 2 "abviz: --preset aima sets --fail soft, not hard: drop one of the two" \
	-- --algo alphabeta --fail hard --preset aima trees/seed000.json
expect 2 "abviz: unknown --preset \"berkeley\" (expected aima, cs188, geeksforgeeks, oiwiki, cpw or list)" \
	-- --preset berkeley trees/seed000.json
# The notes' seeds and the old names still work, as the presets that
# follow them: the same search, the log naming the preset by its name.
for pair in seed000:oiwiki seed001:geeksforgeeks seed002:aima seed003:aima \
    seed004:cpw negamax:cpw; do
	old=${pair%%:*}
	new=${pair#*:}
	if "$abviz" --log --preset "$old" trees/seed000.json >"$tmp/old.log" \
	    2>&1 && "$abviz" --log --preset "$new" trees/seed000.json \
	    >"$tmp/new.log" 2>&1 && cmp -s "$tmp/old.log" "$tmp/new.log" &&
	    grep -q "^conventions: preset $new;" "$tmp/new.log"; then
		pass "--preset $old is --preset $new"
	else
		fail "--preset $old differs from --preset $new"
	fi
done
expect 2 "abviz: --update applies to alphabeta (fail-soft MAX-VALUE / MIN-VALUE), not alphabeta-hard: OI-wiki's code raises alpha first" \
	-- --algo alphabeta-hard --update after trees/seed000.json
expect 2 "abviz: unknown --format \"svgz\" (expected dot, svg, png, pdf, log, json, steps, html, practice, frames, tikz or beamer; several with commas, e.g. dot,svg)" \
	-- --format svgz trees/seed000.json
if "$abviz" -o "$tmp/st" --format steps,log trees/seed000.json &&
    [ "$(ls "$tmp/st" | tr '\n' ' ')" = "seed000.log seed000.steps.json " ]; then
	pass "--format steps,log writes NAME.steps.json and NAME.log only"
else
	fail "--format steps,log wrote: $(ls "$tmp/st")"
fi

# Where the same side moves twice (players.json), a negamax listing's call
# says what it does there (no minus, no turned window), and the step that
# takes such a child's score points at that line; on an alternating tree
# the listing is seed 004's own.
if "$abviz" step --plain --algo negamax-ab tests/golden/players.json \
    >"$tmp/same" 2>"$tmp/err" &&
    "$abviz" step --plain --algo negamax-ab trees/seed004.json >"$tmp/alt" &&
    grep -A5 'B (MIN to move) gets val = -3 from B1 (the same side moved, so it is not negated)' "$tmp/same" |
    grep -q '^  code  7: .*-AlphaBeta(depth - 1, -beta, -alpha);  /\* same side again: val = AlphaBeta(depth - 1, alpha, beta) \*/$' &&
    grep -q '^  code  7: .*int val = -AlphaBeta(depth - 1, -beta, -alpha);$' "$tmp/alt" &&
    ! grep -q 'same side again' "$tmp/alt" &&
    [ "$("$abviz" --print steps --algo pvs tests/golden/players.json |
    grep -c 'same side again')" = 3 ]; then
	pass "negamax listings: the calls say what they do where the same side moves again, and only on such a tree"
else
	fail "negamax listings: same-side calls not said $(cat "$tmp/err")"
fi

lib_end
