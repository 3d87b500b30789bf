# abviz gen: exam trees made to order.  Sourced by tests/run.sh, or run
# alone (tests/lib.sh defines abviz, tmp, pass, fail and expect).
#
# Golden tree and key (tests/golden/gen-3.tree.json, gen-3.key.txt), made by
#   abviz gen -f dot --seed 3 --depth 4 --branching 2 --values 0..9
#       --deep-cutoff --min-cutoffs 3
# and checked by hand against the notes' rules (alpha-beta, fail-soft, cut
# when alpha >= beta, children left to right), MAX at A:
#   H = min(7,6) = 6, so D's alpha is 6; I sees I1 = 5 <= 6 and cuts,
#   pruning I2 (shallow: D raised the 6 from H, I's sibling).  D = 6, B's
#   beta 6.  E (-inf,6): J = 3, E's alpha 3; K (3,6): K1 = 6, K2 = 3 <= 3
#   cuts after its last child, pruning nothing.  E = 3, B = 3, A's alpha 3.
#   C (3,+inf), F (3,+inf): L1 = 0 <= 3 cuts L, pruning L2; the 3 was
#   raised by A, three levels up, and passed down: deep.  M = 8, F = 8, C's
#   beta 8.  G (3,8): N1 = 1 <= 3 cuts N, pruning N2 (deep again, A's 3).
#   O (3,8): min(9,8) = 8, which reaches G's beta: O >= 8 (seed 000's case
#   2), G >= 8 cuts after its last child.  C = 8, A = 8, best move C,
#   pv A C F M M1.  Three cutoffs prune (I, L, N), two of them deep; 3 of
#   16 leaves pruned.  The first tree drawn from seed 3 meets the request.
#
# Every other tree gen writes is checked again here by an independent
# abviz run --json read with jq, never by gen's own figures.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

gdir=$tmp/gen
g3="--seed 3 --depth 4 --branching 2 --values 0..9 --deep-cutoff --min-cutoffs 3"

# gen_golden FILE GOT: GOT is the golden FILE (or rewrites it).
gen_golden() {
	if [ "${GOLDEN_REGEN:-}" = 1 ]; then
		cp "$2" "$1"
		pass "golden $1 rewritten"
	elif diff -u "$1" "$2"; then
		pass "gen: golden $1"
	else
		fail "gen: golden $1 differs"
	fi
}

rm -rf "$gdir"
# shellcheck disable=SC2086
if "$abviz" gen -f dot -o "$gdir" $g3 >"$tmp/gen.out" 2>"$tmp/gen.err"; then
	gen_golden tests/golden/gen-3.tree.json "$gdir/gen-3.json"
	gen_golden tests/golden/gen-3.key.txt "$gdir/gen-3.key.txt"
	# the summary line: 3 pruning cutoffs, 2 deep, 3 of 16 (18%): see above
	if grep -qx "$gdir/gen-3.json: value 8, 3 cutoffs (2 deep), 3 of 16 leaves pruned (18%), try 1 from seed 3" "$tmp/gen.out"; then
		pass "gen: says what each tree shows"
	else
		fail "gen: summary line: $(cat "$tmp/gen.out")"
	fi
	if [ "$(ls "$gdir" | tr '\n' ' ')" = "gen-3.json gen-3.key.txt gen-3.solution.dot gen-3.worksheet.dot " ]; then
		pass "gen: tree, key, worksheet and solution per tree"
	else
		fail "gen: files written: $(ls "$gdir")"
	fi
else
	fail "gen: golden request failed: $(cat "$tmp/gen.err")"
fi

# Golden chance tree and key (tests/golden/gen-chance-2.tree.json and
# .key.txt), made by
#   abviz gen -f dot --chance --seed 2 --depth 2 --branching 2..3
#       --values 0..9
# and checked by hand against Star1's rule (bounds [0, 9]), MAX at A:
#   B = 0.9 x 4 + 0.1 x 0 = 3.6, A's alpha 3.6.  C: C1 (p 0.8, R = 0.2
#   after it) gets A = (3.6 - 0 - 9 x 0.2) / 0.8 = 2.25; C1 = 2 <= 2.25,
#   so C is worth at most 0.8 x 2 + 9 x 0.2 = 3.4 <= 3.6: C fails low and
#   C2, C3 are pruned.  D the same (D1 = 2 with p 0.8): D <= 3.4, D2, D3
#   pruned.  A = 3.6 by B; both cuts at chance nodes prune, 4 of 8 leaves.
rm -rf "$gdir.ch"
if "$abviz" gen -f dot -o "$gdir.ch" --chance --seed 2 --depth 2 \
    --branching 2..3 --values 0..9 >"$tmp/gen.out" 2>"$tmp/gen.err"; then
	gen_golden tests/golden/gen-chance-2.tree.json "$gdir.ch/gen-2.json"
	gen_golden tests/golden/gen-chance-2.key.txt "$gdir.ch/gen-2.key.txt"
	if grep -qx "$gdir.ch/gen-2.json: value 3.6, 2 cutoffs (0 deep, 2 at chance nodes), 4 of 8 leaves pruned (50%), try 3 from seed 2" "$tmp/gen.out"; then
		pass "gen --chance: says what the tree shows, chance cuts counted"
	else
		fail "gen --chance: summary line: $(cat "$tmp/gen.out")"
	fi
else
	fail "gen --chance: golden request failed: $(cat "$tmp/gen.err")"
fi

# Same seed, same bytes: a second run into another folder.
rm -rf "$gdir.2"
# shellcheck disable=SC2086
"$abviz" gen -f dot -o "$gdir.2" $g3 >/dev/null 2>&1 || true
if diff -r "$gdir" "$gdir.2" >/dev/null 2>&1; then
	pass "gen: reproducible by seed"
else
	fail "gen: a second run with seed 3 differs"
fi

# The key scores full marks; one value changed does not (D is 6: above).
code=0
"$abviz" check "$gdir/gen-3.json" "$gdir/gen-3.key.txt" >"$tmp/gen.ck" 2>&1 || code=$?
# 27 items: value, best, pv, one per pruned subtree (I2 L2 N2), leaves,
# the 5 cutoffs (I L N and K G after their last child), 15 interior nodes.
if [ "$code" = 0 ] && grep -q "gen-3.key.txt: 27/27 (100.0%), all right" "$tmp/gen.ck"; then
	pass "gen: the key scores full marks with abviz check"
else
	fail "gen: the key does not score full marks: $(head -n 5 "$tmp/gen.ck")"
fi
# D's line has three parts (value, alpha, beta): one wrong leaves 2/3 of
# it, 26.67 of 27, 98.8%.
sed 's/^D: 6 /D: 7 /' "$gdir/gen-3.key.txt" >"$tmp/gen-bad.txt"
code=0
"$abviz" check "$gdir/gen-3.json" "$tmp/gen-bad.txt" >"$tmp/gen.ck" 2>&1 || code=$?
if [ "$code" = 1 ] && grep -q "gen-bad.txt: 26.67/27 (98.8%)$" "$tmp/gen.ck" &&
    grep -q "part   D: 7 alpha 6 beta +inf (wrong value; expected 6 alpha 6 beta +inf)" "$tmp/gen.ck"; then
	pass "gen: a key with one value changed loses that item"
else
	fail "gen: changed key: exit $code: $(head -n 8 "$tmp/gen.ck")"
fi

# gen_recheck OPTS...: every tree of a --count 3 request, searched again by
# abviz run --json under the same search options, meets every guarantee in
# OPTS.  The guarantees are read from OPTS, the facts from run's JSON.
gen_recheck() {
	what=$*
	rm -rf "$gdir.r"
	if ! "$abviz" gen -f dot -o "$gdir.r" --count 3 "$@" >/dev/null 2>"$tmp/gen.err"; then
		fail "gen $*: $(cat "$tmp/gen.err")"
		return
	fi
	# the search options among OPTS, for run
	search=
	mincut=0 deep=0 minshare= maxshare= differ= values=
	while [ $# -gt 0 ]; do
		case $1 in
		--algo|--preset|--cutoff|--order|--root|--fail|--update|--window)
			search="$search $1 $2"; shift ;;
		--min-cutoffs) mincut=$2; shift ;;
		--deep-cutoff) deep=1 ;;
		--min-prune-share) minshare=$2; shift ;;
		--max-prune-share) maxshare=$2; shift ;;
		--differ) differ=$2; shift ;;
		--ties|--distinct) values=$1 ;;
		--depth|--branching|--values|--seed) shift ;;
		esac
		shift
	done
	bad=
	for t in "$gdir.r"/gen-*.json; do
		# shellcheck disable=SC2086
		"$abviz" run --json $search "$t" >"$tmp/gen.json" || { bad="$bad $t:run"; continue; }
		# cutoffs that prune at least one child
		n=$(jq '[.cutoffs[] | select(.pruned | length > 0)] | length' "$tmp/gen.json")
		[ "$n" -ge "$mincut" ] || bad="$bad $t:cutoffs=$n"
		# leaves pruned: all leaves but those searched (no depth limit)
		p=$(jq '.stats.leaves - .stats.leaves_visited' "$tmp/gen.json")
		l=$(jq '.stats.leaves' "$tmp/gen.json")
		[ -z "$minshare" ] || [ $((100 * p)) -ge $((minshare * l)) ] || bad="$bad $t:share=$p/$l"
		[ -z "$maxshare" ] || [ $((100 * p)) -le $((maxshare * l)) ] || bad="$bad $t:share=$p/$l"
		if [ "$deep" = 1 ] && [ "$(gen_deep "$t" "$tmp/gen.json")" = 0 ]; then
			bad="$bad $t:no-deep"
		fi
		if [ -n "$differ" ]; then
			a=${differ%,*} b=${differ#*,}
			case $a in ge|gt) ka=--cutoff ;; *) ka=--order ;; esac
			# shellcheck disable=SC2086
			pa=$("$abviz" run --json $search $ka "$a" "$t" | jq -c '.pruned | sort')
			# shellcheck disable=SC2086
			pb=$("$abviz" run --json $search $ka "$b" "$t" | jq -c '.pruned | sort')
			[ "$pa" != "$pb" ] || bad="$bad $t:same-pruning"
		fi
		u=$(jq '[.. | .value? | numbers] | [length, (unique | length)] | .[0] - .[1]' "$t")
		[ "$values" != --ties ] || [ "$u" -gt 0 ] || bad="$bad $t:no-tie"
		[ "$values" != --distinct ] || [ "$u" = 0 ] || bad="$bad $t:a-tie"
	done
	if [ -z "$bad" ]; then
		pass "gen $what: every tree meets it, searched again"
	else
		fail "gen $what:$bad"
	fi
}

# gen_deep TREE RESULT: how many pruning cutoffs in RESULT (abviz run
# --json of TREE) are deep, found from the windows alone: a cutoff at a
# MIN node compares with alpha, at a MAX node with beta; it is shallow when
# an earlier-searched sibling returned exactly that number and it did raise
# the parent's bound (strictly past the parent's bound on entry), else the
# number came down from higher up.
gen_deep() {
	jq -n --slurpfile t "$1" --slurpfile r "$2" '
	    def walk_ids(p): . as $n | {id: $n.id, parent: p,
	        kids: [($n.children // [])[].id]},
	        (($n.children // [])[] | walk_ids($n.id));
	    def num: if type == "string" then (if . == "-inf" then -1e308 * 10
	        else 1e308 * 10 end) else . end;
	    ([$t[0].root | walk_ids(null)] | map({(.id): .}) | add) as $tree
	    | $r[0].nodes as $nodes
	    | [$r[0].cutoffs[] | select(.pruned | length > 0)
	      | . as $c | $tree[$c.node].parent as $p
	      | (if $nodes[$c.node].player == "min" then ($c.alpha | num)
	         else ($c.beta | num) end) as $bound
	      | [$tree[$p].kids[] | select($nodes[.] != null and
	          $nodes[.].order > 0 and $nodes[.].order < $nodes[$c.node].order
	          and ($nodes[.].value | num) == $bound
	          and (if $nodes[$c.node].player == "min"
	               then $bound > ($nodes[$p].alpha_in | num)
	               else $bound < ($nodes[$p].beta_in | num) end))]
	      | select(length == 0)] | length'
}

if command -v jq >/dev/null 2>&1; then
	# The independent reading of "deep" on seed 000 (tests/check.sh's
	# header): C, E and I cut on a sibling's value; K's alpha 3 was raised
	# at H, three levels up: exactly one deep cutoff.
	"$abviz" run --json trees/seed000.json >"$tmp/gen.s0"
	if [ "$(gen_deep trees/seed000.json "$tmp/gen.s0")" = 1 ]; then
		pass "gen: seed 000 has one deep cutoff (K), read from its windows"
	else
		fail "gen: seed 000's deep cutoffs: $(gen_deep trees/seed000.json "$tmp/gen.s0")"
	fi
	gen_recheck --depth 4 --branching 2..3 --min-cutoffs 3 --deep-cutoff --seed 11
	gen_recheck --depth 3 --branching 3 --min-prune-share 40 --seed 5
	gen_recheck --depth 3 --branching 2..3 --max-prune-share 10 --min-cutoffs 1 --seed 5
	gen_recheck --depth 3 --branching 2 --values 0..5 --ties --differ ge,gt --seed 2
	gen_recheck --depth 3 --branching 2..3 --differ ltr,rtl --distinct --seed 9
	gen_recheck --depth 4 --branching 2 --preset aima --deep-cutoff --root min --seed 4
	gen_recheck --depth 3 --branching 2..4 --values -9..9 --order rtl --cutoff gt --min-cutoffs 2 --seed 8
	# --chance: on 40 seeds, abviz check grades each key all right, and
	# abviz run --json (not gen's figures) shows a cutoff at a chance node
	# (a "player": "chance" node of the file) that prunes a child, and the
	# --min-cutoffs asked, chance cuts counted
	for gc in "--depth 3 --branching 2..3 --min-cutoffs 2" \
	    "--depth 4 --branching 2 --values -5..5 --cutoff gt --root min" \
	    "--depth 2 --branching 3 --algo star1 --order rtl"; do
		rm -rf "$gdir.c"
		# shellcheck disable=SC2086
		if ! "$abviz" gen -f dot -o "$gdir.c" --chance --count 40 $gc \
		    >/dev/null 2>"$tmp/gen.err"; then
			fail "gen --chance $gc: $(cat "$tmp/gen.err")"
			continue
		fi
		mincut=0
		case $gc in *--min-cutoffs*) mincut=2 ;; esac
		# the search options, for check and run
		so=$(echo "$gc" | sed 's/--depth [0-9]*//; s/--branching [0-9.]*//;
		    s/--values [-0-9.]*//; s/--min-cutoffs [0-9]*//; s/--root [a-z]*//')
		bad=
		for t in "$gdir.c"/gen-*.json; do
			# shellcheck disable=SC2086
			"$abviz" check $so "$t" "${t%.json}.key.txt" >"$tmp/gen.ck" &&
			    grep -q "all right" "$tmp/gen.ck" || bad="$bad $t:key"
			# shellcheck disable=SC2086
			"$abviz" run --json $so "$t" >"$tmp/gen.json" ||
			    { bad="$bad $t:run"; continue; }
			c=$(jq --slurpfile t "$t" '[$t[0] | .. | objects |
			    select(.player? == "chance") | .id] as $ch |
			    [.cutoffs[] | select((.pruned | length) > 0) |
			    select(.node as $n | $ch | index($n))] | length' \
			    "$tmp/gen.json")
			[ "$c" -ge 1 ] || bad="$bad $t:no-chance-cut"
			n=$(jq '[.cutoffs[] | select(.pruned | length > 0)] | length' "$tmp/gen.json")
			[ "$n" -ge "$mincut" ] || bad="$bad $t:cutoffs=$n"
			# every leaf within the file's bounds
			o=$(jq '.bounds as [$l, $u] | [.. | objects | select(has("value")) |
			    select(.value < $l or .value > $u)] | length' "$t")
			[ "$o" = 0 ] || bad="$bad $t:outside"
		done
		if [ -z "$bad" ]; then
			pass "gen --chance $gc: 40 keys graded all right by check, Star1 cuts at a chance node in each, searched again"
		else
			fail "gen --chance $gc:$bad"
		fi
	done
elif [ -n "${CI_NEVER_SKIP:-}" ]; then
	fail "gen: jq is not installed (CI_NEVER_SKIP is set)"
else
	echo "skipped - gen guarantees: jq is not installed"
fi

# Impossible within the tries: a depth-2 binary tree cuts at most once (the
# root's first child is searched with the whole window), so every try
# fails --min-cutoffs 2; nothing is written, not even the folder.
rm -rf "$gdir.none"
expect 3 "abviz: no tree from seed 1 meets the request in 50 tries: --min-cutoffs failed most often (50 of 50 tries)" \
	-- gen -f dot -o "$gdir.none" --depth 2 --branching 2 --min-cutoffs 2 --tries 50
if [ ! -e "$gdir.none" ]; then
	pass "gen: an impossible request writes nothing"
else
	fail "gen: an impossible request wrote $gdir.none"
fi

# Refused before any tree is drawn.
expect 2 "abviz: bad --depth \"0\" (expected 1 to 400)" -- gen --depth 0
expect 2 "abviz: bad --branching \"0\" (expected N or LO..HI, whole numbers from 1 to 100)" -- gen --branching 0
expect 2 "abviz: empty --values \"5..1\" (LO is above HI)" -- gen --values 5..1
expect 2 "abviz: --min-prune-share 60 is above --max-prune-share 40" -- gen --min-prune-share 60 --max-prune-share 40
expect 2 "abviz: --chance draws chance nodes, which Star1 prunes: it needs --algo star1 (or alphabeta, which is Star1 on them), not minimax" -- gen --chance --algo minimax
expect 2 "abviz: --chance needs --depth 2 at least (a chance layer above the leaves) and --branching within 2..10 (each outcome at least a tenth likely, and two to a chance node)" -- gen --chance --branching 2..11
expect 2 "abviz: bad --min-prune-share \"101\" (expected a percentage, 0 to 100)" -- gen --min-prune-share 101
# depth 3, two children each: 8 leaves, 5 values
expect 2 "abviz: --distinct needs a value for each of 8 leaves at least, and --values 1..5 has 5" -- gen --depth 3 --branching 2 --values 1..5 --distinct
expect 2 "abviz: --ties and --distinct contradict each other: give one" -- gen --ties --distinct
expect 2 "abviz: bad --differ \"ge,ltr\" (expected ge,gt, or two different orders of ltr, rtl, best, worst, e.g. ltr,rtl)" -- gen --differ ge,ltr
expect 2 "abviz: minimax never prunes: the pruning guarantees need alpha-beta" -- gen --algo minimax --min-cutoffs 1
expect 2 "abviz: --deep-cutoff needs --depth 4 at least: the bound must come from three levels above the cutting node, which needs children of its own" -- gen --depth 3 --deep-cutoff
expect 2 "abviz: --depth 6 with up to 5 children a node makes trees of more than 2000 nodes, too many to draw" -- gen --depth 6 --branching 5
expect 2 "abviz: gen writes the key of the course's search; --mistake is for run, step and check" -- gen --mistake shallow
expect 2 "abviz: gen reads no files (\"trees/seed000.json\"): it writes trees into -o DIR" -- gen trees/seed000.json
expect 2 "abviz: bad --count \"0\" (expected 1 to 1000)" -- gen --count 0

# --count: one key file headed by each tree, every worksheet in one file.
rm -rf "$gdir.c"
"$abviz" gen -f dot -o "$gdir.c" --count 3 --seed 20 >/dev/null 2>&1 || true
if [ "$(grep -c '^==== gen-2[012].json: Exercise (seed 2[012]) ====$' "$gdir.c/keys.txt" 2>/dev/null)" = 3 ] &&
    [ "$(grep -c '^digraph' "$gdir.c/worksheets.dot" 2>/dev/null)" = 3 ]; then
	pass "gen --count 3: keys.txt and worksheets.dot hold the three"
else
	fail "gen --count 3: $(ls "$gdir.c" 2>&1)"
fi

# Whole or nothing: without Graphviz the first picture fails, after the
# tree and key are written to temporaries; none of them takes its name,
# and an older file in the folder is left as it was.
mkdir -p "$gdir.w"
echo old >"$gdir.w/gen-1.json"
code=0
PATH=/nonexistent "$abviz" gen -f svg -o "$gdir.w" >/dev/null 2>"$tmp/gen.err" || code=$?
if [ "$code" = 4 ] && [ "$(ls -A "$gdir.w")" = gen-1.json ] &&
    [ "$(cat "$gdir.w/gen-1.json")" = old ]; then
	pass "gen: a failed picture leaves the folder as it was (exit 4)"
else
	fail "gen: failed picture: exit $code, left $(ls -A "$gdir.w" | tr '\n' ' ')"
fi

# The pictures themselves, and the combined worksheet page.
if command -v dot >/dev/null 2>&1; then
	rm -rf "$gdir.s"
	"$abviz" gen -f svg -o "$gdir.s" --count 2 >/dev/null 2>&1 || true
	if [ "$(grep -c '<svg' "$gdir.s/worksheets.html" 2>/dev/null)" = 2 ] &&
	    grep -q '<svg' "$gdir.s/gen-1.worksheet.svg" &&
	    grep -q '<svg' "$gdir.s/gen-2.solution.svg"; then
		pass "gen -f svg: pictures, and worksheets.html with both"
	else
		fail "gen -f svg: $(ls "$gdir.s" 2>&1)"
	fi
elif [ -n "${CI_NEVER_SKIP:-}" ]; then
	fail "gen pictures: Graphviz's dot is not installed (CI_NEVER_SKIP is set)"
else
	echo "skipped - gen pictures: Graphviz's dot is not installed"
fi

lib_end
