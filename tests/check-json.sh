# abviz check --json: the report as JSON, read with jq.
# Run alone: sh tests/check-json.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

if ! command -v jq >/dev/null 2>&1 && [ -n "${CI_NEVER_SKIP:-}" ]; then
	fail "jq is missing: abviz check's JSON cannot be checked"
fi
[ "$ck_jq" = 1 ] || echo "(jq not installed: abviz check's JSON tests skipped)"

# ---- --json ----------------------------------------------------------------

if [ "$ck_jq" = 1 ]; then
	ck_run --json "$s0" $ck/s0-nodes-wrong.txt $ck/s0-ids.txt $ck/s0-mis-shallow.txt \
	    $ck/bad-syntax.json
	if [ "$ck_code" = 3 ] && jq -e \
	    --arg err "tests/check/bad-syntax.json:2:18: expected ',' or ']', found '\"'" \
	    --arg what "alpha and beta not passed down: each node compares only with its parent's bound, so only shallow cutoffs happen" '
	    (.answers | length) == 4 and
	    (.answers[0] | .file == "tests/check/s0-nodes-wrong.txt" and
	      .tree == "trees/seed000.json" and .score == 3.5 and .total == 11 and
	      .right == false and .misconceptions == [] and (.items | length) == 11) and
	    (.answers[0].items[] | select(.subject == "I") |
	      .kind == "node" and .line == 4 and .col == 1 and .right == false and
	      .credit == 0 and .weight == 1 and .mistake == "value, not bound" and
	      .given == "2" and .expected == "<=3" and .note == null and .reason ==
	      "a value, not a bound: I returns 3 at step 47, and 3 <= alpha = 3, so it is only an upper bound (I <= 3): it was cut itself at step 46") and
	    (.answers[0].items[] | select(.subject == "E") | .right and
	      .mistake == null and .reason == null and .note ==
	      "15 is the number E returns; this course writes it as the bound >=15") and
	    (.answers[0].items[] | select(.subject == "C") | .credit == 0.75 and
	      .mistake == "wrong window") and
	    ([.answers[0].items[] | select(.right | not) | .reason | type] | unique) == ["string"] and
	    ([.answers[0].items[] | select(.right) | .reason] | unique) == [null] and
	    (.answers[1] | .score == 17 and .total == 17 and .right and .misconceptions == null) and
	    (.answers[2].misconceptions == [{"name": "shallow", "what": $what,
	      "convention": false, "explains": 1,
	      "options": "--algo alphabeta --cutoff ge --update before --order ltr --root max --mistake shallow"}]) and
	    (.answers[3] == {"file": "tests/check/bad-syntax.json",
	      "tree": "trees/seed000.json", "error": $err}) and
	    (.summary | .graded == 3 and .bad == 1 and .right == 1 and .mean_percent == 73.1 and
	      (.misconceptions | map(.what)) == ["(none of the catalogue)", "shallow"] and
	      (.mistakes[] | select(.what == "pruned K2: missed pruning") | .count) == 1)' \
	    "$tmp/ck.out" >/dev/null; then
		pass "check: --json is valid JSON with each item's kind, place, credit, mistake and reason, the misconceptions and the summary"
	else
		fail "check: --json report (exit $ck_code)"
		jq -c '.summary' "$tmp/ck.out" || head -c 300 "$tmp/ck.out"
	fi
fi

lib_end
