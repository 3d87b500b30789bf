# abviz check: a class of 207 answers graded in one call: the gradebook
# (--csv) read back cell by cell, the class summary, --brief.
# Run alone: sh tests/check-class.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

# the whole run --json of seed 000, one of the right forms in the class
"$abviz" run --json "$s0" >"$tmp/s0-full.json"

# ---- a class: 207 answers graded in one call, with a gradebook -------------

# The class, in $tmp/ck-class: each right form three times (and once with
# a comma in its name), the hand-written misconception answers, one bad
# file, and 175 edits of one right answer (12 items):
#	value: 3 / best: D / pruned: C2 G K2 M /
#	E: >=15 alpha 15 beta 3 case 3 / C: <=2 alpha 3 beta 2 case 3 /
#	D: 3 case 1 / G: pruned / I: <=3 / leaves: A1 A2 C1 F1 K1 L1
# Each edit is made or not by a fixed pseudo-random sequence, and costs,
# by construction:
#   e1  value 2, 5, 14 or 17            -1 (wrong value)
#   e2  best I                          -1 (wrong best move)
#   e3  one of C2 G K2 M left out       -1 (missed pruning)
#   e4  one of A A1 A2 C1 F1 K1 L1 L    +1 item, worth 0 (extra pruning
#       added                           of A A1 A2, C or C1, E or F, K or
#                                       K1, L: a node all of whose
#                                       children are pruned is pruned);
#                                       and -1 when that extra subtree
#                                       holds one of the search's own cuts
#                                       (C2 in C, G in E, K2 in K): it is
#                                       pruned from higher up, not by it
#   e5  E: >=25 (not >=15)              -1/4 (wrong bound; 3 of 4)
#   e6  C: ... case 2                   -1/4 (wrong case; 3 of 4)
#   e7  D: >=3 case 1                   -1/2 (bound, not value; 1 of 2)
#   e8  G: 25                           -1 (value for a pruned node)
#   e9  I: 2                            -1 (value, not bound)
#   e10 leaves without L1               -1/6 (5 of 6 places right)
# The edits touch different items, so they add up; scores are kept in
# twelfths, exact.  $tmp/ck-class.want gets one line per answer:
# NAME|SCORE|TOTAL|PERCENT|COLUMN=CELL;...
ck_b=$tmp/ck-class
mkdir -p "$ck_b"
: >"$tmp/ck-class.want"
ck_list=
for ck_f in s0-ids.txt:17 s0-edges.txt:13 s0-leafnums.txt:5 s0-visited.txt:6 \
    s0-nodes.txt:26 s0-subset.json:16 s0-full.json:33; do
	for ck_i in 1 2 3; do
		ck_n=${ck_f%:*}
		ck_dst="$ck_b/right$ck_i-$ck_n"
		if [ "$ck_n" = s0-full.json ]; then
			cp "$tmp/s0-full.json" "$ck_dst"
		else
			cp "$ck/$ck_n" "$ck_dst"
		fi
		ck_list="$ck_list $ck_dst"
		echo "right$ck_i-$ck_n|${ck_f#*:}|${ck_f#*:}|100" >>"$tmp/ck-class.want"
	done
done
# (NAME:SCORE:TOTAL:PERCENT, the percent of the unrounded score)
for ck_f in no-equality-cut:5:8:62.5 shallow:7:8:87.5 root-window:3:6:50 \
    reversed-order:2.11:8:26.388889 max-min-swapped:0:6:0 minimax:3:8:37.5 \
    fail-hard:4.75:7:67.857143 update-after:4.67:6:77.777778; do
	ck_n=${ck_f%%:*}
	cp "$ck/s0-mis-$ck_n.txt" "$ck_b/mis-$ck_n.txt"
	ck_list="$ck_list $ck_b/mis-$ck_n.txt"
	echo "mis-$ck_n.txt|${ck_f#*:}" | tr : '|' >>"$tmp/ck-class.want"
done
cp $ck/s0-random-wrong.txt "$ck_b/random.txt"
cp $ck/s0-ids.txt "$ck_b/right,comma.txt"
cp $ck/bad-unknown-node.txt "$ck_b/bad.txt"
ck_list="$ck_list $ck_b/random.txt $ck_b/right,comma.txt $ck_b/bad.txt"
printf 'random.txt|0|7|0|\nright,comma.txt|17|17|100|\nbad.txt||||\n' >>"$tmp/ck-class.want"
awk -v dir="$ck_b" -v n=175 '
function rnd() { x = (x * 16807) % 2147483647; return x / 2147483647 }
function pick(k) { return int(rnd() * k) + 1 }
function g2(v,   s) {
	s = sprintf("%.2f", v); sub(/0+$/, "", s); sub(/\.$/, "", s); return s
}
BEGIN {
	x = 20240617
	split("C2 G K2 M", P, " ")
	split("A A1 A2 C1 F1 K1 L1 L", X, " ")
	split("2 5 14 17", V, " ")
	for (i = 1; i <= n; i++) {
		do {
			k = 0
			for (e = 1; e <= 10; e++)
				k += (E[e] = rnd() < 0.5)
		} while (k == 0)
		f = sprintf("%s/edit%03d.txt", dir, i)
		cells = ""
		print "# edit " i > f
		print "value: " (E[1] ? V[pick(4)] : 3) > f
		cells = cells "value=" (E[1] ? 0 : 1)
		print "best: " (E[2] ? "I" : "D") > f
		cells = cells ";best=" (E[2] ? 0 : 1)
		drop = E[3] ? P[pick(4)] : ""
		inner = ""
		if (E[4]) {
			xx = X[pick(8)]
			subj = xx
			if (xx == "C1" && drop != "C2") subj = "C"
			if (xx == "F1") subj = drop != "G" ? "E" : "F"
			if (xx == "K1" && drop != "K2") subj = "K"
			if (xx == "L1") subj = "L"
			# the search'"'"'s own cut inside the extra one is lost
			inner = subj == "C" ? "C2" : subj == "E" ? "G" : \
			    subj == "K" ? "K2" : ""
		}
		line = "pruned:"
		for (p = 1; p <= 4; p++) {
			if (P[p] != drop)
				line = line " " P[p]
			cells = cells ";pruned " P[p] "=" \
			    (P[p] == drop || P[p] == inner ? 0 : 1)
		}
		if (E[4]) {
			line = line " " xx
			cells = cells ";pruned " subj "=0"
		}
		print line > f
		print "E: " (E[5] ? ">=25" : ">=15") " alpha 15 beta 3 case 3" > f
		cells = cells ";node E=" (E[5] ? 0.75 : 1)
		print "C: <=2 alpha 3 beta 2 case " (E[6] ? 2 : 3) > f
		cells = cells ";node C=" (E[6] ? 0.75 : 1)
		print "D: " (E[7] ? ">=3" : "3") " case 1" > f
		cells = cells ";node D=" (E[7] ? 0.5 : 1)
		print "G: " (E[8] ? "25" : "pruned") > f
		cells = cells ";node G=" (E[8] ? 0 : 1)
		print "I: " (E[9] ? "2" : "<=3") > f
		cells = cells ";node I=" (E[9] ? 0 : 1)
		print "leaves: A1 A2 C1 F1 K1" (E[10] ? "" : " L1") > f
		cells = cells ";leaves=" (E[10] ? 0.83 : 1)
		close(f)
		s12 = 144 - 12 * (E[1] + E[2] + E[3] + E[8] + E[9]) - \
		    3 * (E[5] + E[6]) - 6 * E[7] - 2 * E[10] - 12 * (inner != "")
		t = 12 + E[4]
		printf "edit%03d.txt|%s|%d|%.6f|%s\n", i, g2(s12 / 12), t,
		    100 * s12 / 12 / t, cells >> (dir ".want")
		for (e = 1; e <= 10; e++)
			cnt[e] += E[e]
		# value-for-bound explains I: 2 (e9) and nothing else, and
		# is named when that is at least half of the wrong items
		w = 0
		for (e = 1; e <= 10; e++)
			w += E[e]
		w += inner != ""
		vfb += E[9] && 2 >= w
	}
	# how many answers have each edit: e1 e2 e5 e6 e7 e8 e9 e10, and
	# how many are diagnosed value-for-bound
	printf "%d %d %d %d %d %d %d %d %d\n", cnt[1], cnt[2], cnt[5], cnt[6],
	    cnt[7], cnt[8], cnt[9], cnt[10], vfb > (dir ".counts")
}'
ck_i=1
while [ "$ck_i" -le 175 ]; do
	ck_list="$ck_list $ck_b/edit$(printf %03d "$ck_i").txt"
	ck_i=$((ck_i + 1))
done
# shellcheck disable=SC2086
ck_run --csv "$tmp/ck-class.csv" "$s0" $ck_list
cp "$tmp/ck.out" "$tmp/ck-class.out"
ck_code_is "a class of $(echo "$ck_list" | wc -w) answers, one bad" 3
if [ "$(tr -d '\r' <"$tmp/ck-class.csv" | wc -l)" = 208 ] &&
    [ "$(echo "$ck_list" | wc -w)" = 207 ]; then
	pass "check: the gradebook has a header and one row per answer (207)"
else
	fail "check: the gradebook has $(wc -l <"$tmp/ck-class.csv") lines for $(echo "$ck_list" | wc -w) answers"
fi
# Every row: score and total exact, percent to its one decimal, the error
# column empty, the cells named in the .want line (value, best, pruned X,
# node E, node C, node D, node G, node I, leaves) exact.
awk '
function csv(line, f,   n, i, c, q, cur) {
	n = 0; cur = ""; q = 0
	for (i = 1; i <= length(line); i++) {
		c = substr(line, i, 1)
		if (q && c == "\"" && substr(line, i + 1, 1) == "\"") {
			cur = cur c; i++
		} else if (c == "\"") {
			q = !q
		} else if (!q && c == ",") {
			f[++n] = cur; cur = ""
		} else {
			cur = cur c
		}
	}
	f[++n] = cur
	return n
}
FNR == NR { split($0, w, "|"); want[w[1]] = $0; names[++nw] = w[1]; next }
{ sub(/\r$/, ""); n = csv($0, f) }
FNR == 1 { for (i = 1; i <= n; i++) col[f[i]] = i; next }
{
	name = f[1]; sub(/.*\//, "", name)
	if (!(name in want)) { print "    unexpected row " name; bad++; next }
	seen[name]++
	split(want[name], w, "|")
	if (f[3] != w[2] || f[4] != w[3]) {
		print "    " name ": " f[3] "/" f[4] ", want " w[2] "/" w[3]; bad++
	}
	if (w[4] != "" && (f[5] - w[4] > 0.051 || w[4] - f[5] > 0.051)) {
		print "    " name ": percent " f[5] ", want " w[4]; bad++
	}
	if (name != "bad.txt" && f[6] != "") {
		print "    " name ": error " f[6]; bad++
	}
	m = split(w[5], cell, ";")
	for (i = 1; i <= m; i++) {
		split(cell[i], kv, "=")
		if (!(kv[1] in col) || f[col[kv[1]]] != kv[2]) {
			print "    " name ": " kv[1] " is \"" f[col[kv[1]]] "\", want " kv[2]
			bad++
		}
	}
}
END {
	for (i = 1; i <= nw; i++)
		if (seen[names[i]] != 1) {
			print "    " names[i] ": " seen[names[i]] + 0 " rows"; bad++
		}
	exit bad > 0
}' "$tmp/ck-class.want" "$tmp/ck-class.csv" >"$tmp/ck-diff" || true
if [ ! -s "$tmp/ck-diff" ]; then
	pass "check: every gradebook row's score, total, percent and cells as constructed (207 rows)"
else
	fail "check: gradebook rows differ:
$(head -n 12 "$tmp/ck-diff")"
fi
# The report says the same as the gradebook, answer by answer.
awk -v dir="$ck_b/" '
FNR == NR { split($0, w, "|"); want[w[1]] = w[2] "/" w[3]; next }
index($0, dir) == 1 && / not graded: / { n++; next }
index($0, dir) == 1 {
	s = substr($0, length(dir) + 1)
	name = s; sub(/: [0-9.]+\/[0-9.]+ \(.*$/, "", name)
	sc = s; sub(/^[^:]*: /, "", sc); sub(/ .*/, "", sc)
	if (want[name] != sc) print "    " name ": " sc ", want " want[name]
	n++
}
END { if (n != 207) print "    " n " answers reported" }' \
    "$tmp/ck-class.want" "$tmp/ck-class.out" >"$tmp/ck-diff"
if [ ! -s "$tmp/ck-diff" ]; then
	pass "check: the report's score for each of the 207 answers is the gradebook's"
else
	fail "check: report and gradebook differ:
$(head -n 12 "$tmp/ck-diff")"
fi
# The header: the six fixed columns, then one per item seen, by kind
# (value, best, pv, pruned, visited, leaves, cutoff, node) and then in the
# order first seen: the first answer (s0-ids) gives the first of each.
ck_h=$(head -n 1 "$tmp/ck-class.csv" | tr -d '\r')
case $ck_h in
"file,tree,score,total,percent,error,value,best,pv,pruned C2,pruned G,pruned K2,pruned M,"*)
	ck_order=$(echo "$ck_h" | tr ',' '\n' | sed -n '7,$p' | sed 's/ .*//' | uniq | tr '\n' ' ')
	if [ "$ck_order" = "value best pv pruned visited leaves cutoff node " ] &&
	    echo "$ck_h" | grep -q ',cutoff C,cutoff E,cutoff K,cutoff L,cutoff I,' &&
	    echo "$ck_h" | grep -q ',node E,node C,node I,node G,'; then
		pass "check: the gradebook header: fixed columns, then items by kind, first seen first"
	else
		fail "check: gradebook header order: $ck_order / $ck_h"
	fi ;;
*)
	fail "check: gradebook header: $ck_h" ;;
esac
# A name with a comma is quoted; a bad file's row has its error, quoted.
if grep -qF "\"$ck_b/right,comma.txt\",trees/seed000.json,17,17,100.0,," "$tmp/ck-class.csv" &&
    grep -qF "$ck_b/bad.txt,trees/seed000.json,,,,\"$ck_b/bad.txt:2:12: no node \"\"Q\"\" in the tree\"," "$tmp/ck-class.csv" &&
    [ "$(grep -c "$(printf '\r')\$" "$tmp/ck-class.csv")" = 208 ]; then
	pass "check: the gradebook quotes a file name with a comma and a bad file's error (CRLF lines)"
else
	fail "check: gradebook quoting: $(grep -F 'comma' "$tmp/ck-class.csv" | head -c 120)"
fi
# The class summary: 206 graded (the bad file is not), 22 right (the 21
# right forms and the comma copy), the mean of the percentages; the most
# common misconceptions: minimax twice (its own answer, and the random
# one, whose four missed prunings it explains), value-for-bound for each
# edit whose I: 2 is at least half of its wrong items, none for every
# other edit, then each misconception once, in the catalogue's order (ties
# go by first seen); and the mistakes each edit makes, with the
# misconception answers that make the same one:
#   value: wrong value        e1 + 2 (max-min-swapped 14, random 7)
#   best: wrong best move     e2 + 2 (max-min-swapped I, random I)
#   E: wrong bound            e5 + 1 (fail-hard's E: >=3; minimax's E: 15
#                             is the number E returns, right)
#   C: wrong case             e6
#   D: bound, not value       e7
#   G: value for a pruned node  e8
#   I: value, not bound       e9 + 2 (root-window's and minimax's I: 2)
#   leaves: wrong leaf order  e10 + 1 (reversed-order)
ck_mean=$(awk -F'|' '$3 != "" { s += $4; n++ } END { printf "%.1f", s / n }' \
    "$tmp/ck-class.want")
read -r ck_e1 ck_e2 ck_e5 ck_e6 ck_e7 ck_e8 ck_e9 ck_e10 ck_vfb <"$ck_b.counts"
ck_bad=
grep -qxF "class: 206 answers graded (1 not: bad files), 22 fully right, mean score $ck_mean%" \
    "$tmp/ck-class.out" || ck_bad="$ck_bad [$(grep '^class:' "$tmp/ck-class.out")]"
for ck_l in "$((ck_e1 + 2))  value: wrong value" "$((ck_e2 + 2))  best: wrong best move" \
    "$((ck_e5 + 1))  E: wrong bound" "$ck_e6  C: wrong case" \
    "$ck_e7  D: bound, not value" "$ck_e8  G: value for a pruned node" \
    "$((ck_e9 + 2))  I: value, not bound" "$((ck_e10 + 1))  leaves: wrong leaf order"; do
	sed -n '/^most common mistakes:$/,/^most common misconceptions:$/p' "$tmp/ck-class.out" |
	    grep -qxF "$(printf '  %4d  %s' "${ck_l%%  *}" "${ck_l#*  }")" ||
	    ck_bad="$ck_bad [$ck_l]"
done
sed -n '/^most common misconceptions:$/,$s/^ *\([0-9]*\)  \([^:]*\).*/\1 \2/p' \
    "$tmp/ck-class.out" >"$tmp/ck-got"
printf '%s\n' "$((175 - ck_vfb)) (none of the catalogue)" "2 minimax" \
    "$ck_vfb value-for-bound" "1 no-equality-cut" "1 shallow" "1 root-window" \
    "1 reversed-order" "1 max-min-swapped" "1 fail-hard" "1 update-after" \
    >"$tmp/ck-want"
cmp -s "$tmp/ck-want" "$tmp/ck-got" || ck_bad="$ck_bad [misconceptions: $(tr '\n' ',' <"$tmp/ck-got")]"
if [ -z "$ck_bad" ]; then
	pass "check: the class summary: 206 graded, 22 right, mean $ck_mean%, each mistake and misconception counted"
else
	fail "check: class summary:$ck_bad"
fi

# The same class again: byte for byte the same report and gradebook.
# shellcheck disable=SC2086
ck_run --csv "$tmp/ck-class2.csv" "$s0" $ck_list
if cmp -s "$tmp/ck.out" "$tmp/ck-class.out" && cmp -s "$tmp/ck-class.csv" "$tmp/ck-class2.csv"; then
	pass "check: grading the class twice gives the same report and gradebook, byte for byte"
else
	fail "check: two gradings of the class differ"
fi

# --brief: one line per answer, then the class (G missed once, and no
# search gives s0-missed's answer); the course is seed000.log's lines 2-3.
ck_run --brief "$s0" $ck/s0-ids.txt $ck/s0-missed.txt
cat >"$tmp/ck-want" <<'EOF2'
abviz check: trees/seed000.json
graded against: alpha-beta, fail-soft (MAX-VALUE / MIN-VALUE: return v); MAX moves at the root; children left to right; cut when alpha >= beta; bound raised before the cutoff test; notation: either (a bound such as >=15, or the number returned; the course writes bounds)

tests/check/s0-ids.txt: 17/17 (100.0%), all right

tests/check/s0-missed.txt: 4/5 (80.0%)

class: 2 answers graded, 1 fully right, mean score 90.0%
most common mistakes:
     1  pruned G: missed pruning
most common misconceptions:
     1  (none of the catalogue)
EOF2
if [ "$ck_code" = 1 ] && cmp -s "$tmp/ck-want" "$tmp/ck.out"; then
	pass "check: --brief: the course, a line per answer, then the class"
else
	fail "check: --brief (exit $ck_code)"
	diff -u "$tmp/ck-want" "$tmp/ck.out" || true
fi

lib_end
