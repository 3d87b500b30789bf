#!/bin/sh
# make bench: abviz against the floor of any cJSON-based loader (a bare cJSON
# parse of the same file), on generated trees, all in one run so that the
# ratios compare like with like.  Each figure is the median of RUNS runs.
# Usage: sh bench/run.sh ABVIZ BENCHDIR (BENCHDIR holds gen, parse, measure).
set -eu
LC_ALL=C
export LC_ALL
abviz=$1
dir=$2
runs=${RUNS:-3}
# The script baseline runs under Debian's python3 (bench/ab.py).
py=
for p in /usr/bin/python3 python3; do
	if command -v "$p" >/dev/null 2>&1; then py=$(command -v "$p"); break; fi
done

# median wall seconds and peak RSS (KiB) of a command, stdout to $out
median() {
	i=0
	: >"$dir/times"
	while [ $i -lt "$runs" ]; do
		"$dir/measure" "$out" "$@" >>"$dir/times"
		i=$((i + 1))
	done
	sort -n "$dir/times" | awk -v n="$runs" 'NR == int((n + 1) / 2) { t = $1 }
	    { m[NR] = $2 } END { asort(m); print t, m[int((n + 1) / 2)] }' 2>/dev/null ||
	sort -n "$dir/times" | sed -n "$(((runs + 1) / 2))p"
}

row() {	# name nodes mb what secs kib base_secs base_kib
	awk -v name="$1" -v n="$2" -v mb="$3" -v what="$4" -v s="$5" -v k="$6" \
	    -v bs="$7" -v bk="$8" 'BEGIN {
		printf "%-10s %9d %7.1f  %-22s %7.3f %8.1f %11.0f %6.2fx %6.2fx\n",
		    name, n, mb, what, s, k / 1024, n / s, s / bs, k / bk }'
}

printf '%-10s %9s %7s  %-22s %7s %8s %11s %7s %7s\n' tree nodes "file MB" run \
    seconds "RSS MB" "nodes/s" time memory
for spec in "b10d5:uniform 10 5 1" "b10d6:uniform 10 6 1" "b2d20:uniform 2 20 2" \
    "irregular:irregular 1000000 3"; do
	name=${spec%%:*}
	# shellcheck disable=SC2086
	"$dir/gen" ${spec#*:} >"$dir/$name.json"
	nodes=$("$abviz" --json --algo minimax "$dir/$name.json" |
	    sed -n 's/.*"stats": {"nodes": \([0-9]*\),.*/\1/p')
	mb=$(awk -v b="$(wc -c <"$dir/$name.json")" 'BEGIN { print b / 1e6 }')
	out=/dev/null
	set -- $(median "$dir/parse" "$dir/$name.json")
	bs=$1 bk=$2
	row "$name" "$nodes" "$mb" "cJSON parse (floor)" "$bs" "$bk" "$bs" "$bk"
	set -- $(median "$abviz" --json --algo minimax "$dir/$name.json")
	row "$name" "$nodes" "$mb" "minimax, JSON" "$1" "$2" "$bs" "$bk"
	eval "t_mm_$name=$1"
	set -- $(median "$abviz" --json "$dir/$name.json")
	row "$name" "$nodes" "$mb" "alpha-beta, JSON" "$1" "$2" "$bs" "$bk"
	eval "t_ab_$name=$1"
	tj=$1
	set -- $(median "$abviz" --stats "$dir/$name.json")
	row "$name" "$nodes" "$mb" "alpha-beta, --stats" "$1" "$2" "$bs" "$bk"
	ts=$1
	if [ -n "$py" ]; then
		set -- $(median "$py" bench/ab.py "$dir/$name.json")
		row "$name" "$nodes" "$mb" "Python json+alpha-beta" "$1" "$2" "$bs" "$bk"
		awk -v p="$1" -v j="$tj" -v s="$ts" 'BEGIN {
		    printf "%-10s against the Python script: the JSON result %.1fx as fast, --stats %.1fx\n",
		    "", p / j, p / s }'
	else
		echo "           Python baseline: skipped (python3 is not installed)"
	fi
	# every formulation under every order, on the million-node trees
	if [ "$nodes" -ge 1000000 ]; then
		set -- $(median "$abviz" compare "$dir/$name.json")
		row "$name" "$nodes" "$mb" "abviz compare" "$1" "$2" "$bs" "$bk"
		awk -v c="$1" -v a="$tj" 'BEGIN {
		    printf "%-10s compare: %.1fx one alpha-beta JSON run\n", "", c / a }'
	fi
	out=$dir/$name.log
	set -- $(median "$abviz" --log "$dir/$name.json")
	row "$name" "$nodes" "$mb" "alpha-beta, full log" "$1" "$2" "$bs" "$bk"
	set -- $("$dir/emit" "$dir/$name.json")
	awk -v b="$(wc -c <"$out")" -v l="$1" -v j="$2" 'BEGIN {
	    printf "%-10s log: %.1f MB; the emitters alone write the log at %d MB/s, the JSON at %d MB/s\n",
	    "", b / 1e6, l, j }'
	rm -f "$out"
done
# A real game: the whole tic-tac-toe tree (abviz game ttt, 549,946 nodes,
# a label and an eval on every node), written, parsed, searched.
out=$dir/ttt.json
set -- $(median "$abviz" game ttt)
ws=$1 wk=$2
mb=$(awk -v b="$(wc -c <"$dir/ttt.json")" 'BEGIN { print b / 1e6 }')
out=/dev/null
set -- $(median "$dir/parse" "$dir/ttt.json")
bs=$1 bk=$2
row ttt 549946 "$mb" "cJSON parse (floor)" "$bs" "$bk" "$bs" "$bk"
row ttt 549946 "$mb" "abviz game ttt (write)" "$ws" "$wk" "$bs" "$bk"
set -- $(median "$abviz" --json --algo minimax "$dir/ttt.json")
row ttt 549946 "$mb" "minimax, JSON" "$1" "$2" "$bs" "$bk"
set -- $(median "$abviz" --json "$dir/ttt.json")
row ttt 549946 "$mb" "alpha-beta, JSON" "$1" "$2" "$bs" "$bk"
rm -f "$dir/ttt.json"

# The widest tree: one node with 10^6 leaves, each with an id and a value
# in [0, 99] (bench/gen.c wide), through every command that reads it:
# the JSON result, compare, the plain stepper, the HTML page and check of a
# wrong answer, each against the JSON result in the same run.  The page's
# own work is measured with a dot that draws nothing (Graphviz's layout of
# a node that wide would take days: see the README).
name=wide
"$dir/gen" wide 1000000 5 >"$dir/$name.json"
nodes=1000001
mb=$(awk -v b="$(wc -c <"$dir/$name.json")" 'BEGIN { print b / 1e6 }')
out=/dev/null
set -- $(median "$dir/parse" "$dir/$name.json")
bs=$1 bk=$2
row "$name" "$nodes" "$mb" "cJSON parse (floor)" "$bs" "$bk" "$bs" "$bk"
set -- $(median "$abviz" --json "$dir/$name.json")
row "$name" "$nodes" "$mb" "alpha-beta, JSON" "$1" "$2" "$bs" "$bk"
js=$1 jk=$2
set -- $(median "$abviz" compare "$dir/$name.json")
row "$name" "$nodes" "$mb" "abviz compare" "$1" "$2" "$bs" "$bk"
cs=$1 ck=$2
set -- $(median "$abviz" step --plain "$dir/$name.json")
row "$name" "$nodes" "$mb" "abviz step --plain" "$1" "$2" "$bs" "$bk"
ss=$1 sk=$2
mkdir -p "$dir/stubdot"
printf '#!/bin/sh
cat >/dev/null
echo "<svg></svg>"
' >"$dir/stubdot/dot"
chmod +x "$dir/stubdot/dot"
set -- $(PATH="$dir/stubdot:$PATH"; export PATH
    median "$abviz" --print html --max-diagram 0 "$dir/$name.json")
row "$name" "$nodes" "$mb" "HTML page, stub dot" "$1" "$2" "$bs" "$bk"
hs=$1 hk=$2
# two lines, so that the catalogue of misconceptions runs (one line is
# no evidence of one)
printf 'value: 98\npruned: none\n' >"$dir/wrong.txt"
set -- $(median sh -c "\"$abviz\" check \"$dir/$name.json\" \"$dir/wrong.txt\" \
    >/dev/null; [ \$? -le 1 ]")
row "$name" "$nodes" "$mb" "check, a wrong answer" "$1" "$2" "$bs" "$bk"
awk -v js="$js" -v jk="$jk" -v cs="$cs" -v ck="$ck" -v ss="$ss" -v sk="$sk" \
    -v hs="$hs" -v hk="$hk" -v ks="$1" -v kk="$2" 'BEGIN {
	printf "%-10s against the JSON result (time, memory): compare %.1fx %.1fx, step %.1fx %.1fx,\n", "", cs / js, ck / jk, ss / js, sk / jk
	printf "%-10s   the page %.1fx %.1fx, check %.1fx %.1fx (its target: 3x, 2x)\n", "", hs / js, hk / jk, ks / js, kk / jk }'
rm -f "$dir/$name.json" "$dir/wrong.txt"

# shellcheck disable=SC2154
awk -v a="$t_ab_b10d5" -v b="$t_ab_b10d6" 'BEGIN {
    printf "\ngrowth: b=10 d=5 -> d=6 (10x nodes): alpha-beta JSON time x%.1f\n", b / a }'

# Lecture-sized trees end to end: load, search, three files, dot to SVG.
worst=0
for tree in trees/*.json; do
	name=$(basename "$tree" .json)
	out=/dev/null
	set -- $(median sh -c "\"$abviz\" -o \"$dir/lec\" \"$tree\" &&
	    dot -Tsvg \"$dir/lec/$name.dot\" -o \"$dir/lec/$name.svg\"")
	worst=$(awk -v a="$worst" -v b="$1" 'BEGIN { print (b > a) ? b : a }')
done
echo "example trees end to end (abviz + dot -Tsvg), slowest: ${worst} s"
# Grading a class: 500 answers to one homework-sized tree (3 children a
# node, 5 levels: 364 nodes), half of them complete JSON keys (every node's
# value and window), half typed text; right answers and the answers of
# five misconceptions, so most are wrong and the catalogue runs for them.
rm -rf "$dir/class"
mkdir -p "$dir/class"
"$dir/gen" uniform 3 5 7 >"$dir/class.json"
i=0
for how in "" "--mistake shallow" "--cutoff gt" "--order rtl" "--root min" \
    "--algo minimax" "--mistake root-window" "--algo alphabeta-hard" \
    "--update after" "--cutoff gt --order rtl"; do
	# shellcheck disable=SC2086
	"$abviz" --json $how "$dir/class.json" >"$dir/class/key.json"
	sed -n -e 's/^  "value": \(.*\),$/value: \1/p' \
	    -e 's/^  "pruned": \[\(.*\)\],$/pruned: \1/p' "$dir/class/key.json" |
	    tr -d '",' | sed 's/^pruned: $/pruned: none/' >"$dir/class/key.txt"
	for k in $(seq 25); do
		i=$((i + 1))
		cp "$dir/class/key.json" "$dir/class/a$i.json"
		cp "$dir/class/key.txt" "$dir/class/a$i.txt"
	done
done
rm "$dir/class/key.json" "$dir/class/key.txt"
out=/dev/null
set -- $(median sh -c "\"$abviz\" check --brief --csv \"$dir/class.csv\" \
    \"$dir/class.json\" \"$dir\"/class/a* >/dev/null; [ \$? -le 1 ]")
awk -v s="$1" -v k="$2" -v n="$(ls "$dir/class" | wc -l)" 'BEGIN {
    printf "check: %d answers to one 364-node tree graded in %.3f s (%.0f answers/s, %.1f MB)\n",
    n, s, n / s, k / 1024 }'

# The HTML stepper: render(k) per step on a 2000-node tree, in chromium.
if command -v node >/dev/null 2>&1; then node bench/html.mjs "$abviz" "$dir"; else echo "html stepper: skipped (node is not installed)"; fi
