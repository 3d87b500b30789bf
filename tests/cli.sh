# Command-line tests: exit codes, standard input, a full disk, unwritable
# folders, determinism, Graphviz and jq reading every golden output.
# Run alone: sh tests/cli.sh [ABVIZ]; tests/run.sh runs it too (tests/lib.sh
# defines abviz, tmp, pass, fail and expect).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

code=0
"$abviz" --help >"$tmp/out" 2>"$tmp/err" || code=$?
if [ "$code" = 0 ] && grep -q '^usage: abviz' "$tmp/out" && [ ! -s "$tmp/err" ]; then
	pass "--help prints usage on stdout, exit 0"
else
	fail "--help"
fi
if "$abviz" --version | grep -q '^abviz [0-9][0-9.]*$'; then
	pass "--version"
else
	fail "--version"
fi

expect 2 "abviz: unknown algorithm \"alphabet\" (expected minimax, negamax, alphabeta, alphabeta-hard, negamax-ab, pvs, mtdf, expectimax or star1)" \
	-- --algo alphabet trees/seed000.json
expect 2 "abviz: unknown --print \"dot,log\" (expected dot, svg, png, pdf, log, json, steps, html, practice, tikz or beamer)" \
	-- -o "$tmp/printlist" --print dot,log trees/aima.json
expect 2 "abviz: unknown --order \"best-first\" (expected ltr, rtl, best, worst, eval or prob)" \
	-- --order best-first trees/seed000.json
expect 2 "abviz: unknown --cutoff \"geq\" (expected ge or gt)" \
	-- --cutoff geq trees/seed000.json
expect 2 "abviz: --fail applies to alphabeta and negamax-ab, not pvs" \
	-- --algo pvs --fail hard trees/seed000.json
expect 2 "abviz: --window applies to alphabeta, alphabeta-hard, negamax-ab and pvs, not mtdf" \
	-- --algo mtdf --window 1,5 trees/seed000.json
expect 2 "abviz: bad --window \"5,1\" (expected LO,HI with LO < HI, e.g. --window 2,8)" \
	-- --window 5,1 trees/seed000.json
expect 2 "abviz: bad --window \"1,inf\" (expected LO,HI with LO < HI, e.g. --window 2,8)" \
	-- --window 1,inf trees/seed000.json
expect 2 "abviz: bad --depth \"0\" (expected 1 to 400)" \
	-- --depth 0 trees/seed000.json
expect 2 "abviz: compare takes one tree: give exactly one" \
	-- compare trees/seed000.json trees/seed001.json
expect 2 "abviz: compare prints a table, or JSON with --json" \
	-- compare --log trees/seed000.json
expect 3 "abviz: trees/seed000.json: node D at depth 1 has children but no \"eval\", which --depth 1 needs" \
	-- --depth 1 trees/seed000.json
expect 3 "abviz: trees/seed001.json: node r.1 at depth 1 has children but no \"eval\", which iterative deepening to depth 3 needs" \
	-- --iterative trees/seed001.json
expect 2 "abviz: --json, --log, --dot and --print go one at a time" \
	-- --json --log trees/seed000.json
expect 2 "abviz: --json, --log, --dot and --print print one tree: give exactly one" \
	-- --json trees/seed000.json trees/seed001.json
expect 3 "abviz: $tmp/nope.json: No such file or directory" \
	-- -o "$tmp/o1" "$tmp/nope.json"
expect 3 "abviz: trees: Is a directory" -- --json trees
# an unreadable file: reading /proc/self/mem from offset 0 fails, even as root
expect 3 "abviz: /proc/self/mem: Input/output error" -- --json /proc/self/mem
if [ "$(id -u)" != 0 ]; then
	printf '1' >"$tmp/noread.json"
	chmod 000 "$tmp/noread.json"
	expect 3 "abviz: $tmp/noread.json: Permission denied" -- --json "$tmp/noread.json"
fi
: >"$tmp/file"
expect 4 "abviz: cannot create $tmp/file/sub: $tmp/file is not a folder" \
	-- -o "$tmp/file/sub" trees/seed000.json
expect 4 "abviz: cannot create $tmp/file/sub/deeper: $tmp/file is not a folder" \
	-- -o "$tmp/file/sub/deeper" trees/seed000.json

# -o makes the folders it needs, as mkdir -p (mode 0777 less the umask),
# and the run says, on standard error, what it wrote where: one line a
# tree; -q says nothing.
rm -rf "$tmp/mk"
if (umask 027 && "$abviz" -o "$tmp/mk/a//b/" trees/aima.json \
    trees/seed001.json >"$tmp/out" 2>"$tmp/err") &&
    [ -f "$tmp/mk/a/b/aima.log" ] && [ ! -s "$tmp/out" ] &&
    [ "$(stat -c %a "$tmp/mk" "$tmp/mk/a" "$tmp/mk/a/b" | tr '\n' ' ')" = \
    "750 750 750 " ] &&
    [ "$(cat "$tmp/err")" = "abviz: wrote $tmp/mk/a//b/aima.dot, \
$tmp/mk/a//b/aima.log, $tmp/mk/a//b/aima.json
abviz: wrote $tmp/mk/a//b/seed001.dot, $tmp/mk/a//b/seed001.log, \
$tmp/mk/a//b/seed001.json" ]; then
	pass "-o a/b makes the missing folders (mode 0777 less the umask) and says what it wrote, a line a tree"
else
	fail "-o a/b: $(cat "$tmp/err"); $(stat -c '%a %n' "$tmp/mk" \
	    "$tmp/mk/a" "$tmp/mk/a/b" 2>&1 | tr '\n' ' ')"
fi
if "$abviz" -o "$tmp/mk/f" -f svg,frames trees/aima.json 2>"$tmp/err" &&
    [ "$(cat "$tmp/err")" = \
    "abviz: wrote $tmp/mk/f/aima.svg, $tmp/mk/f/aima.frames/" ]; then
	pass "the line names a folder output as a folder (NAME.frames/)"
elif ! command -v dot >/dev/null 2>&1 && [ -z "${CI_NEVER_SKIP:-}" ]; then
	echo "skipped - the line of a folder output: no Graphviz"
else
	fail "-f svg,frames says: $(cat "$tmp/err")"
fi
# gen -o too: the folders above its own, which it makes itself
if "$abviz" gen -o "$tmp/mk/g/h/i" --count 1 --depth 3 >"$tmp/out" \
    2>"$tmp/err" && [ -f "$tmp/mk/g/h/i/gen-1.json" ] &&
    grep -q "^$tmp/mk/g/h/i/gen-1.json: value" "$tmp/out"; then
	pass "gen -o a/b/c makes the missing folders"
else
	fail "gen -o a/b/c: $(cat "$tmp/err")"
fi
expect 4 "abviz: cannot create $tmp/file/g/h: $tmp/file is not a folder" \
	-- gen -o "$tmp/file/g/h" --count 1 --depth 3
for q in -q --quiet; do
	rm -rf "$tmp/mk/q"
	if "$abviz" $q -o "$tmp/mk/q" trees/aima.json >"$tmp/out" \
	    2>"$tmp/err" && [ ! -s "$tmp/err" ] && [ ! -s "$tmp/out" ] &&
	    [ -f "$tmp/mk/q/aima.json" ]; then
		pass "$q writes the files and says nothing"
	else
		fail "$q: $(cat "$tmp/err")"
	fi
done

code=0
"$abviz" --bogus >"$tmp/out" 2>"$tmp/err" || code=$?
if [ "$code" = 2 ] && grep -q "Try 'abviz --help'" "$tmp/err"; then
	pass "an unknown option is a usage error, exit 2"
else
	fail "unknown option: exit $code"
fi
code=0
"$abviz" >"$tmp/out" 2>"$tmp/err" || code=$?
if [ "$code" = 2 ] && grep -q "^abviz: no tree given" "$tmp/err"; then
	pass "no tree is a usage error, exit 2"
else
	fail "no tree: exit $code"
fi

# A full disk: the result cannot be written, exit 4.
if [ -w /dev/full ]; then
	code=0
	"$abviz" --json trees/seed000.json >/dev/full 2>"$tmp/err" || code=$?
	if [ "$code" = 4 ] && grep -q "No space left on device" "$tmp/err"; then
		pass "--json onto a full disk: exit 4"
	else
		fail "--json onto a full disk: exit $code"
	fi
fi

# An output folder where no file can be created: exit 4, nothing left.
mkdir -p "$tmp/ro"
if [ "$(id -u)" != 0 ]; then
	chmod 555 "$tmp/ro"
	code=0
	"$abviz" -o "$tmp/ro" trees/seed000.json 2>"$tmp/err" || code=$?
	if [ "$code" = 4 ] && [ -z "$(ls -A "$tmp/ro")" ]; then
		pass "unwritable output folder: exit 4, nothing written"
	else
		fail "unwritable output folder: exit $code"
	fi
	chmod 755 "$tmp/ro"
fi
code=0
"$abviz" -o /proc/self trees/seed000.json 2>"$tmp/err" || code=$?
if [ "$code" = 4 ] && grep -q "^abviz: cannot write /proc/self/seed000.dot: " "$tmp/err"; then
	pass "output folder that takes no files (/proc/self): exit 4"
else
	fail "output folder /proc/self: exit $code: $(cat "$tmp/err")"
fi

# Three files per tree, named after the input, and nothing else.
"$abviz" -o "$tmp/a" trees/seed000.json trees/ties.json
if [ "$(ls "$tmp/a" | tr '\n' ' ')" = "seed000.dot seed000.json seed000.log ties.dot ties.json ties.log " ]; then
	pass "-o DIR gets NAME.dot, NAME.log, NAME.json and no temporaries"
else
	fail "-o DIR holds: $(ls "$tmp/a")"
fi

# Deterministic: the same tree and options give byte-identical files.
"$abviz" run -o "$tmp/b" trees/seed000.json trees/ties.json
same=1
for f in seed000.dot seed000.json seed000.log ties.dot ties.json ties.log; do
	cmp -s "$tmp/a/$f" "$tmp/b/$f" || same=0
done
if [ "$same" = 1 ]; then
	pass "two runs give byte-identical files (and 'run' is the default)"
else
	fail "two runs differ"
fi

# The files are the same as what --dot/--log/--json print.
"$abviz" --log trees/seed000.json >"$tmp/log"
if cmp -s "$tmp/log" "$tmp/a/seed000.log"; then
	pass "--log prints what NAME.log holds"
else
	fail "--log differs from NAME.log"
fi

# Standard input.
"$abviz" --json - <trees/seed001.json >"$tmp/stdin.json"
"$abviz" --json trees/seed001.json >"$tmp/file.json"
if cmp -s "$tmp/stdin.json" "$tmp/file.json"; then
	pass "- reads the tree from standard input"
else
	fail "- (standard input) gives a different result"
fi
printf '[1, 2' | "$abviz" --json - >"$tmp/out" 2>"$tmp/err" || true
if [ "$(cat "$tmp/err")" = "abviz: <stdin>:1:6: expected ',' or ']', found end of input" ]; then
	pass "errors on standard input are named <stdin>"
else
	fail "stdin error: $(cat "$tmp/err")"
fi

# One bad tree among good ones: the good ones are written, exit 3.
printf '[1, "x"]\n' >"$tmp/bad.json"
code=0
"$abviz" -o "$tmp/c" trees/seed001.json "$tmp/bad.json" trees/ties.json \
	2>"$tmp/err" || code=$?
if [ "$code" = 3 ] && [ -s "$tmp/c/seed001.json" ] && [ -s "$tmp/c/ties.json" ] &&
    [ ! -e "$tmp/c/bad.json" ]; then
	pass "a bad tree among good ones: exit 3, the good ones written"
else
	fail "bad among good: exit $code, $(ls "$tmp/c")"
fi

# A failed run never replaces a good older output.
cp "$tmp/c/seed001.json" "$tmp/keep.json"
printf '[1, 2' >"$tmp/seed001.json"
"$abviz" -o "$tmp/c" "$tmp/seed001.json" 2>/dev/null || true
if cmp -s "$tmp/keep.json" "$tmp/c/seed001.json"; then
	pass "a failed run leaves the older output as it was"
else
	fail "a failed run changed the older output"
fi

# minimax: no pruning at all.
"$abviz" --json --algo minimax trees/seed000.json >"$tmp/mm.json"
if grep -q '"algorithm": "minimax"' "$tmp/mm.json" &&
    grep -q '"pruned": \[\],' "$tmp/mm.json" &&
    grep -q '"visited": 26, "leaves_visited": 12, "pruned": 0, "beyond_depth": 0, "cutoffs": 0,' "$tmp/mm.json"; then
	pass "--algo minimax visits all 26 nodes of seed 000"
else
	fail "--algo minimax"
fi

# Every golden diagram renders with Graphviz, without a warning, one SVG
# node per tree node; every golden JSON result parses (with jq, when present).
if command -v dot >/dev/null 2>&1; then
	for g in tests/golden/*.dot; do
		name=$(basename "$g" .dot)
		n=$(grep -o '"nodes": [0-9]*' "tests/golden/$name.out.json" | tr -dc 0-9)
		if dot -Tsvg "$g" >"$tmp/g.svg" 2>"$tmp/err" && [ ! -s "$tmp/err" ] &&
		    [ "$(grep -c 'class="node"' "$tmp/g.svg")" = "$n" ]; then
			pass "dot renders $name.dot: $n nodes, no warnings"
		else
			fail "dot on $name.dot: $(cat "$tmp/err")"
		fi
	done
else
	echo "(dot not installed: diagrams not rendered)"
fi
if command -v jq >/dev/null 2>&1; then
	for g in tests/golden/*.out.json; do
		if jq -e '(.nodes | length) == (.visited | length) and .stats.nodes == (.visited | length) + (.pruned | length) + .stats.beyond_depth and ([.pruned[] as $p | .nodes | has($p)] | any | not)' \
		    "$g" >/dev/null 2>"$tmp/err"; then
			pass "jq reads $g; it records every visited node; visited + pruned + beyond = all"
		else
			fail "jq on $g: $(cat "$tmp/err")"
		fi
	done
else
	echo "(jq not installed: JSON results not parsed)"
fi

# abviz compare: best-first alpha-beta meets Knuth and Moore on a uniform tree.
if "$abviz" compare trees/uniform.json >"$tmp/cmp.txt" &&
    grep -q '^alphabeta        best         23      20      11       4    50%  r.2$' "$tmp/cmp.txt" &&
    grep -q 'b^ceil(d/2) + b^floor(d/2) - 1 = 11 leaves' "$tmp/cmp.txt" &&
    [ "$(sed -n '/^formulation/,/^$/p' "$tmp/cmp.txt" | grep -c '%')" = 26 ]; then
	pass "compare: 26 rows; best-first alpha-beta evaluates the Knuth-Moore 11 leaves"
else
	fail "compare trees/uniform.json"
	cat "$tmp/cmp.txt"
fi
if command -v jq >/dev/null 2>&1; then
	if "$abviz" compare --json trees/seed004.json >"$tmp/cmp.json" &&
	    jq -e '([.rows[] | select(.algorithm == "negamax-ab" and .fail == "hard" and .order == "ltr")][0].nodes == 11)
	        and .full.nodes == 15 and .knuth_moore.leaves == 5' "$tmp/cmp.json" >/dev/null &&
	    "$abviz" compare --json --cutoff gt trees/seed004.json |
	    jq -e '[.rows[] | select(.algorithm == "negamax-ab" and .fail == "hard" and .order == "ltr")][0].nodes == 13' >/dev/null; then
		pass "compare --json: seed 004's negamax-ab searches 11 nodes with ge, 13 with gt"
	else
		fail "compare --json trees/seed004.json"
	fi
fi

# Very deep and very wide trees work; nothing overflows the stack.
awk 'BEGIN { s = "7"; for (i = 0; i < 400; i++) s = "[" s "]"; print s }' >"$tmp/deep.json"
for algo in alphabeta negamax-ab pvs mtdf; do
	if "$abviz" --json --algo "$algo" "$tmp/deep.json" >"$tmp/deep.out" 2>"$tmp/err" &&
	    grep -q '"value": 7,' "$tmp/deep.out" &&
	    grep -q '"stats": {"nodes": 401, "leaves": 1, "visited": 401,' "$tmp/deep.out"; then
		pass "a chain 400 deep (the loader's limit) under $algo"
	else
		fail "deep chain under $algo: $(head -c 300 "$tmp/err")"
	fi
done
awk 'BEGIN { printf "["; for (i = 0; i < 1000000; i++) printf "%s%d", i ? "," : "", (i * 7919) % 1000003; print "]" }' >"$tmp/wide.json"
if "$abviz" --json --order best "$tmp/wide.json" >"$tmp/wide.out" 2>"$tmp/err" &&
    grep -q '"value": 1000002,' "$tmp/wide.out" &&
    grep -q '"stats": {"nodes": 1000001, "leaves": 1000000, "visited": 1000001,' "$tmp/wide.out"; then
	pass "one node with 10^6 children"
else
	fail "wide node: $(head -c 300 "$tmp/err")"
fi

# Inputs the fuzzers ever crashed on (fuzz/regress): handled, never a crash.
for f in fuzz/regress/load/* fuzz/regress/cli/* fuzz/regress/answer/* \
    fuzz/regress/cs188/*; do
	[ -f "$f" ] || continue
	code=0
	case $f in
	fuzz/regress/cli/*)
		# as fuzz/cli.c runs it: no -o/--output (nor its argument),
		# -f/--format printed instead, standard input the tree
		# shellcheck disable=SC2046
		tail -n +2 "$f" | "$abviz" $(head -n 1 "$f" | awk '{
		    for (i = 1; i <= NF; i++) {
			if ($i == "--") continue
			if ($i ~ /^-o/ || $i ~ /^--ou?t?p?u?t?(=|$)/) {
				if ($i == "-o" || $i !~ /=|^-o./) i++
				continue
			}
			if ($i ~ /^-f/ || $i ~ /^--form?a?t?(=|$)/) {
				sub(/^-f|^--form?a?t?=?/, "", $i)
				printf "--print %s ", $i
				continue
			}
			printf "%s ", $i
		    } }') --json - >/dev/null 2>"$tmp/err" || code=$? ;;
	fuzz/regress/answer/*)
		"$abviz" check trees/seed000.json "$f" >/dev/null 2>"$tmp/err" ||
		    code=$? ;;
	fuzz/regress/cs188/*)
		"$abviz" import cs188 -o "$tmp/imported.json" "$f" >/dev/null \
		    2>"$tmp/err" || code=$? ;;
	*)
		"$abviz" --json "$f" >/dev/null 2>"$tmp/err" || code=$? ;;
	esac
	if [ "$code" -le 4 ] && ! grep -q 'Sanitizer\|runtime error' "$tmp/err"; then
		pass "fuzz regression $f: exit $code"
	else
		fail "fuzz regression $f: exit $code: $(head -c 300 "$tmp/err")"
	fi
done

# Diagrams of huge trees are refused, with the way to ask anyway.
awk 'BEGIN { printf "["; for (i = 0; i < 2000; i++) printf "%s%d", i ? "," : "", i % 17; print "]" }' >"$tmp/big.json"
rm -rf "$tmp/ob"
mkdir "$tmp/ob"
: >"$tmp/ob/big.dot"
code=0
"$abviz" -o "$tmp/ob" "$tmp/big.json" 2>"$tmp/err" || code=$?
if [ "$code" = 0 ] && [ "$(ls "$tmp/ob")" = "big.json
big.log" ] && grep -q "big.dot not written: 2001 nodes are more than a diagram can show (limit 2000; --max-diagram N changes it, 0 for no limit); the older one was removed" "$tmp/err"; then
	pass "a 2001-node tree: JSON and log written, the diagram refused (and the stale one removed)"
else
	fail "huge diagram in file mode: exit $code: $(cat "$tmp/err"); $(ls "$tmp/ob")"
fi
expect 3 "abviz: $tmp/big.json: 2001 nodes are more than a diagram can show (limit 2000; --max-diagram N changes it, 0 for no limit)" \
	-- --dot "$tmp/big.json"
if "$abviz" --dot --max-diagram 0 "$tmp/big.json" | grep -c 'shape=' | grep -qx 2001; then
	pass "--max-diagram 0 draws any size"
else
	fail "--max-diagram 0"
fi
expect 2 "abviz: bad --max-diagram \"lots\" (expected a node count, or 0 for no limit)" \
	-- --max-diagram lots trees/seed000.json
# Under --iterative the rows add up every iteration, but the minimal tree and
# b^d stay those of one search.
if "$abviz" compare --iterative trees/horizon.json >"$tmp/cmpi.txt" &&
    grep -q 'minimal tree (alpha-beta with the best move always first): 18 nodes, 7 leaves' "$tmp/cmpi.txt" &&
    grep -q '(against b^d = 16 for minimax)' "$tmp/cmpi.txt"; then
	pass "compare --iterative: minimal tree and b^d of one search"
else
	fail "compare --iterative trees/horizon.json"
	cat "$tmp/cmpi.txt"
fi

# The command table: abviz help, abviz help COMMAND, COMMAND --help.
if "$abviz" help >"$tmp/out" && grep -q '^  compare  ' "$tmp/out" &&
    "$abviz" help compare | grep -q '^usage: abviz compare' &&
    "$abviz" compare --help | grep -q -- '--preset NAME' &&
    "$abviz" help run | grep -q -- '--format LIST'; then
	pass "abviz help lists the commands; help COMMAND and COMMAND --help give its options"
else
	fail "abviz help"
fi
expect 2 "abviz: no command \"nope\"
usage: abviz [run] [options] TREE.json...
       abviz compare [options] [--json] TREE.json
       abviz step [options] TREE.json
       abviz check [options] TREE.json ANSWER...
       abviz check [options] --manifest FILE
       abviz gen [options] -o DIR
       abviz game GAME [options]
       abviz game list
       abviz import FORMAT [options] FILE
       abviz help [COMMAND]
Try 'abviz help COMMAND' or 'abviz COMMAND --help'." -- help nope
expect 2 "abviz: --format writes files; --print (--json, --log, --dot) prints one output instead: give one of the two" \
	-- --format log --json trees/seed000.json
expect 2 "abviz: unknown --update \"first\" (expected before or after)" \
	-- --update first trees/seed000.json
# --print takes any format; --json is short for it.
if "$abviz" --print json trees/seed001.json | cmp -s - tests/golden/seed001.out.json; then
	pass "--print json is --json"
else
	fail "--print json"
fi

# Pictures drawn by abviz itself (--format svg, png, pdf): what dot makes of
# the diagram, the same bytes every time (a PDF's date is the epoch's), on
# standard output with --print, and nothing written when dot is missing.
rm -rf "$tmp/pic" "$tmp/pic2"
if "$abviz" -o "$tmp/pic" -f dot,svg,png,pdf trees/seed000.json 2>"$tmp/err" &&
    "$abviz" -o "$tmp/pic2" -f svg,png,pdf trees/seed000.json 2>>"$tmp/err" &&
    dot -Tsvg "$tmp/pic/seed000.dot" | cmp -s - "$tmp/pic/seed000.svg" &&
    [ "$(head -c 8 "$tmp/pic/seed000.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] &&
    [ "$(head -c 5 "$tmp/pic/seed000.pdf")" = "%PDF-" ] &&
    grep -aq '/CreationDate (D:19700101000000' "$tmp/pic/seed000.pdf" &&
    cmp -s "$tmp/pic/seed000.png" "$tmp/pic2/seed000.png" &&
    cmp -s "$tmp/pic/seed000.pdf" "$tmp/pic2/seed000.pdf" &&
    "$abviz" --print svg trees/seed000.json | cmp -s - "$tmp/pic/seed000.svg"; then
	pass "--format svg,png,pdf: Graphviz's pictures of the diagram, the same bytes each run"
else
	fail "--format svg,png,pdf: $(cat "$tmp/err")"
fi
rm -rf "$tmp/pic3"
mkdir -p "$tmp/pic3" "$tmp/nodot2"
code=0
PATH=$tmp/nodot2 "$abviz" -o "$tmp/pic3" -f log,png trees/seed000.json \
    2>"$tmp/err" || code=$?
if [ "$code" = 4 ] && [ -z "$(ls -A "$tmp/pic3")" ] &&
    grep -q "png: cannot run Graphviz's dot" "$tmp/err"; then
	pass "--format png without dot: exit 4, nothing written (not even the log)"
else
	fail "--format png without dot: exit $code, $(cat "$tmp/err"), wrote $(ls -A "$tmp/pic3")"
fi

# --blank: the worksheet.  Seed 000's 14 interior nodes each get an empty
# box, its 12 leaves their values; nothing the search finds is drawn (no
# window, no cut, no visit order); the conventions are stated; Graphviz
# draws it without a warning; the log is unchanged by it.
rm -rf "$tmp/ws"
"$abviz" -o "$tmp/ws" --blank -f dot,log trees/seed000.json 2>"$tmp/err" || true
ws_ok=1
[ "$(grep -o 'td border="1"' "$tmp/ws/seed000.dot" 2>/dev/null | wc -l)" = 14 ] || ws_ok=0
grep -q 'shape=box, label=<<b>17</b><br/><font point-size="9">A2</font>>' "$tmp/ws/seed000.dot" 2>/dev/null || ws_ok=0
! grep -q 'α=\|✂\| #[0-9]\|dashed\|1f5fbf' "$tmp/ws/seed000.dot" 2>/dev/null || ws_ok=0
grep -q 'cut when α ≥ β' "$tmp/ws/seed000.dot" 2>/dev/null || ws_ok=0
dot -Tsvg "$tmp/ws/seed000.dot" -o /dev/null 2>"$tmp/dot.err" && [ ! -s "$tmp/dot.err" ] || ws_ok=0
cmp -s "$tmp/ws/seed000.log" tests/golden/seed000.log || ws_ok=0
if [ "$ws_ok" = 1 ]; then
	pass "--blank: an empty box at each of seed 000's 14 interior nodes, leaf values, the conventions, nothing the search finds; the log unchanged"
else
	fail "--blank: $(cat "$tmp/err" "$tmp/dot.err")"
fi

lib_end
