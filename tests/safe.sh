# Hostile files and careless use (issue 20): outputs that are not regular
# files, standard output as "-", write errors, the umask, signals, the
# gradebook's cells, text the loader must refuse, the input's size cap,
# long texts in the pictures.  Sourced by tests/run.sh, or run alone
# (tests/lib.sh defines abviz, tmp, pass, fail and expect).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

sf=$(mktemp -d "$tmp/safe.XXXXXX")
s0=trees/seed000.json
ans=tests/check/s0-ids.txt

# sf_fields FILE: the number of fields of each CSV record of FILE (RFC
# 4180: quoted fields may hold commas and doubled quotes), one a line.
sf_fields() {
	awk '{
		sub(/\r$/, ""); n = 1; q = 0
		for (i = 1; i <= length($0); i++) {
			c = substr($0, i, 1)
			if (c == "\"") q = !q
			else if (!q && c == ",") n++
		}
		print n
	}' "$1"
}

# sf_cells FILE: every field of every record, one a line, unquoted.
sf_cells() {
	awk '{
		sub(/\r$/, ""); cur = ""; q = 0
		for (i = 1; i <= length($0); i++) {
			c = substr($0, i, 1)
			if (q && c == "\"" && substr($0, i + 1, 1) == "\"") {
				cur = cur c; i++
			} else if (c == "\"") q = !q
			else if (!q && c == ",") { print cur; cur = "" }
			else cur = cur c
		}
		print cur
	}' "$1"
}

# sf_skip WHAT: a test whose tool is missing says it skipped (a failure
# under CI_NEVER_SKIP, which CI sets: it installs every tool).
sf_skip() {
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "$1 (CI_NEVER_SKIP is set)"
	else
		echo "skipped - $1"
	fi
}

# sf_mode FILE: its permission bits, e.g. 600.
sf_mode() {
	stat -c %a "$1"
}

# ---- the gradebook's cells ----

# File names that are formulas (the answers' names are the first cells):
# the guard goes inside the quotes, and every row keeps the header's width.
mkdir -p "$sf/class"
sf_evil='=1,=HYPERLINK("http:evil.example","x").txt'
cp "$ans" "$sf/class/$sf_evil"
cp "$ans" "$sf/class/+2.txt"
cp "$ans" "$sf/class/-3.txt"
cp "$ans" "$sf/class/@4.txt"
printf 'value: 3\n' >"$sf/class/	tab.txt"
printf 'value: Q\n' >"$sf/class/=bad.txt"
(cd "$sf/class" && "$OLDPWD/$abviz" check --csv ../evil.csv "$OLDPWD/$s0" -- \
    "$sf_evil" +2.txt -3.txt @4.txt '	tab.txt' =bad.txt >/dev/null 2>&1) || true
sf_w=$(sf_fields "$sf/evil.csv" | sort -u | tr '\n' ' ')
sf_h=$(sf_fields "$sf/evil.csv" | head -n 1)
if [ "$sf_w" = "$sf_h " ] && [ "$(wc -l <"$sf/evil.csv")" = 7 ] &&
    grep -qF "\"'=1,=HYPERLINK(\"\"http:evil.example\"\",\"\"x\"\").txt\"," "$sf/evil.csv" &&
    sf_cells "$sf/evil.csv" | grep -qxF "'$sf_evil" &&
    [ "$(sf_cells "$sf/evil.csv" | grep -c "^'[-=+@	]")" = 7 ] &&
    ! sf_cells "$sf/evil.csv" | grep -q '^[-=+@	]'; then
	pass "gradebook: cells that start with = + - @ or a tab (names, a bad file's error) get ' inside their quotes; every row has the header's $sf_h fields"
else
	fail "gradebook injection guard: widths $sf_w(header $sf_h): $(head -c 600 "$sf/evil.csv")"
fi

# ---- "-" and standard output ----

code=0
"$abviz" check --csv - "$s0" "$ans" >"$sf/stdout.csv" 2>"$sf/err" || code=$?
if [ "$code" = 0 ] && head -n 1 "$sf/stdout.csv" | grep -q '^file,tree,score' &&
    [ "$(wc -l <"$sf/stdout.csv")" = 2 ] && [ ! -e ./- ] && [ ! -e "$sf/-" ]; then
	pass "check --csv -: the gradebook alone on standard output, no file named -"
else
	fail "check --csv -: exit $code, $(head -c 200 "$sf/stdout.csv") $(cat "$sf/err")"
fi
expect 2 "abviz: --csv - prints the gradebook on standard output instead of the report: leave out --json and --brief" \
	-- check --csv - --json "$s0" "$ans"
code=0
"$abviz" import cs188 -o - tests/import/classic.test >"$sf/imp.json" 2>"$sf/err" || code=$?
if [ "$code" = 0 ] && "$abviz" import cs188 tests/import/classic.test | cmp -s - "$sf/imp.json" &&
    [ ! -e ./- ]; then
	pass "import -o -: the tree on standard output"
else
	fail "import -o -: exit $code $(cat "$sf/err")"
fi
# /dev/stdout is written through, after what was printed before it.
code=0
"$abviz" check --csv /dev/stdout "$s0" "$ans" >"$sf/devout" 2>"$sf/err" || code=$?
if [ "$code" = 0 ] && head -n 1 "$sf/devout" | grep -q '^abviz check: ' &&
    [ "$(tail -n 2 "$sf/devout" | head -n 1 | cut -c 1-16)" = "file,tree,score," ]; then
	pass "check --csv /dev/stdout: the report, then the gradebook, into the file standard output is"
else
	fail "check --csv /dev/stdout: exit $code: $(cat "$sf/err")"
fi
expect 2 "abviz: -o names a folder; to print one output use --print FORMAT (or --json, --log, --dot)" \
	-- -o - "$s0"

# ---- write errors: the reason, and exit 4 ----

if [ -w /dev/full ]; then
	for sf_c in "compare $s0" "compare --json $s0" "help" "help run" "--version" \
	    "--log $s0" "--dot $s0" "--print steps $s0" "step --plain $s0" \
	    "import cs188 tests/import/classic.test" "game nim --heaps 1,2" \
	    "game ttt --depth 4" "check $s0 $ans" "check $s0 tests/check/s0-ids.txt \
	    tests/check/s0-edges.txt tests/check/s0-greek.txt"; do
		code=0
		# shellcheck disable=SC2086
		"$abviz" $sf_c >/dev/full 2>"$sf/err" || code=$?
		if [ "$code" = 4 ] && [ "$(cat "$sf/err")" = "abviz: cannot write standard output: No space left on device" ]; then
			pass "abviz $sf_c >/dev/full: exit 4, the reason said once"
		else
			fail "abviz $sf_c >/dev/full: exit $code: $(cat "$sf/err")"
		fi
	done
	code=0
	"$abviz" --print svg "$s0" >/dev/full 2>"$sf/err" || code=$?
	if [ "$code" = 4 ] && [ "$(cat "$sf/err")" = "abviz: $s0: svg: cannot write the picture: No space left on device" ]; then
		pass "--print svg >/dev/full: exit 4, the picture could not be written (not \"dot failed\")"
	else
		fail "--print svg >/dev/full: exit $code: $(cat "$sf/err")"
	fi
else
	echo "(no /dev/full: write errors on standard output skipped)"
fi

# ---- the umask and the modes kept ----

rm -f "$sf/g1.csv" "$sf/g2.csv"
(umask 077 && "$abviz" check --csv "$sf/g1.csv" "$s0" "$ans" >/dev/null)
(umask 022 && "$abviz" import cs188 -o "$sf/i1.json" tests/import/classic.test)
(umask 027 && "$abviz" -o "$sf/u1" -f log,frames --frame-format dot "$s0")
(umask 077 && "$abviz" -o "$sf/u2" -f log,frames --frame-format dot "$s0")
if [ "$(sf_mode "$sf/g1.csv")" = 600 ] && [ "$(sf_mode "$sf/i1.json")" = 644 ] &&
    [ "$(sf_mode "$sf/u1/seed000.log")" = 640 ] &&
    [ "$(sf_mode "$sf/u1/seed000.frames")" = 750 ] &&
    [ "$(sf_mode "$sf/u1/seed000.frames/step-001.dot")" = 640 ] &&
    [ "$(sf_mode "$sf/u2/seed000.frames")" = 700 ]; then
	pass "new outputs get 0666 (folders 0777) less the umask: 077 -> 600, 022 -> 644, 027 -> 640 and 750"
else
	fail "umask: $(sf_mode "$sf/g1.csv") $(sf_mode "$sf/i1.json") $(sf_mode "$sf/u1/seed000.log") $(sf_mode "$sf/u1/seed000.frames") $(sf_mode "$sf/u2/seed000.frames")"
fi
: >"$sf/g2.csv"
chmod 600 "$sf/g2.csv"
chmod 751 "$sf/u2/seed000.frames"
chmod 604 "$sf/u2/seed000.log"
(umask 000 && "$abviz" check --csv "$sf/g2.csv" "$s0" "$ans" >/dev/null &&
    "$abviz" -o "$sf/u2" -f log,frames --frame-format dot "$s0")
if [ "$(sf_mode "$sf/g2.csv")" = 600 ] && [ -s "$sf/g2.csv" ] &&
    [ "$(sf_mode "$sf/u2/seed000.frames")" = 751 ] &&
    [ "$(sf_mode "$sf/u2/seed000.log")" = 604 ]; then
	pass "a replaced file or folder keeps its mode (a 0600 gradebook stays 0600)"
else
	fail "modes kept: $(sf_mode "$sf/g2.csv") $(sf_mode "$sf/u2/seed000.frames") $(sf_mode "$sf/u2/seed000.log")"
fi
# A symbolic link stays a link; the file it names is replaced.
printf 'old\n' >"$sf/target.csv"
ln -s target.csv "$sf/link.csv"
"$abviz" check --csv "$sf/link.csv" "$s0" "$ans" >/dev/null
if [ -L "$sf/link.csv" ] && head -n 1 "$sf/target.csv" | grep -q '^file,tree,'; then
	pass "--csv through a symbolic link: the link kept, the file it names written"
else
	fail "--csv through a link: $(ls -l "$sf/link.csv")"
fi

# ---- special files are written, never replaced (root: mknod) ----

if [ "$(id -u)" = 0 ] && command -v mknod >/dev/null 2>&1 &&
    command -v mkfifo >/dev/null 2>&1; then
	sfd=$(mktemp -d "$sf/dev.XXXXXX")
	mknod "$sfd/null" c 1 3
	mkfifo "$sfd/fifo"
	sf_ok=1
	for sf_c in "check --csv $sfd/null $s0 $ans" \
	    "import cs188 -o $sfd/null tests/import/classic.test" \
	    "game nim --heaps 1,2 -o $sfd/null" \
	    "-o $sfd -f log $s0"; do
		[ "$sf_c" = "-o $sfd -f log $s0" ] && { rm -f "$sfd/seed000.log"; mknod "$sfd/seed000.log" c 1 3; }
		# shellcheck disable=SC2086
		if ! "$abviz" $sf_c >/dev/null 2>"$sf/err"; then
			sf_ok=0
			echo "# abviz $sf_c: $(cat "$sf/err")"
		fi
	done
	[ -c "$sfd/null" ] && [ -c "$sfd/seed000.log" ] || sf_ok=0
	[ -z "$(ls "$sfd" | grep tmp)" ] || sf_ok=0
	if [ "$sf_ok" = 1 ]; then
		pass "a device node as --csv, import -o, game -o, or NAME.log in -o DIR: written, still a device"
	else
		fail "device node outputs: $(ls -l "$sfd")"
	fi
	cat "$sfd/fifo" >"$sf/fifo.out" &
	sf_cat=$!
	code=0
	"$abviz" check --csv "$sfd/fifo" "$s0" "$ans" >/dev/null 2>"$sf/err" || code=$?
	wait "$sf_cat" || true
	if [ "$code" = 0 ] && [ -p "$sfd/fifo" ] && head -n 1 "$sf/fifo.out" | grep -q '^file,tree,'; then
		pass "a FIFO as --csv: the gradebook goes through it, the FIFO stays"
	else
		fail "FIFO --csv: exit $code $(cat "$sf/err"); $(ls -l "$sfd")"
	fi
	cat "$sfd/fifo" >"$sf/fifo2.out" &
	sf_cat=$!
	code=0
	"$abviz" import cs188 -o "$sfd/fifo" tests/import/classic.test 2>"$sf/err" || code=$?
	wait "$sf_cat" || true
	if [ "$code" = 0 ] && [ -p "$sfd/fifo" ] && cmp -s "$sf/fifo2.out" "$sf/imp.json"; then
		pass "a FIFO as import -o: the tree goes through it, the FIFO stays"
	else
		fail "FIFO import -o: exit $code $(cat "$sf/err")"
	fi
	rm -rf "$sfd"
else
	echo "(not root: device nodes and FIFOs as outputs skipped)"
fi
code=0
"$abviz" check --csv "$sf" "$s0" "$ans" >/dev/null 2>"$sf/err" || code=$?
if [ "$code" = 4 ] && [ "$(cat "$sf/err")" = "abviz: cannot write $sf: Is a directory" ]; then
	pass "a folder as --csv: exit 4, Is a directory"
else
	fail "folder as --csv: exit $code: $(cat "$sf/err")"
fi

# ---- signals remove the temporaries ----

# A dot that never finishes: abviz waits for it with its temporaries
# open; the signal must remove them and kill abviz as it would.
mkdir -p "$sf/slowdot"
cat >"$sf/slowdot/dot" <<EOF
#!/bin/sh
echo \$\$ >"$sf/dot.pid"
exec sleep 60
EOF
chmod +x "$sf/slowdot/dot"
if env --default-signal=INT true 2>/dev/null; then
	for sf_sig in INT TERM HUP PIPE; do
		for sf_fmt in log,json,html frames; do
			rm -rf "$sf/sig" "$sf/dot.pid"
			mkdir "$sf/sig"
			PATH="$sf/slowdot:$PATH" env --default-signal=INT "$abviz" \
			    -o "$sf/sig" -f "$sf_fmt" "$s0" 2>/dev/null &
			sf_pid=$!
			n=0
			while [ ! -s "$sf/dot.pid" ] && [ "$n" -lt 500 ]; do
				sleep 0.01
				n=$((n + 1))
			done
			sf_had=$(ls -A "$sf/sig" | tr '\n' ' ')
			kill -s "$sf_sig" "$sf_pid"
			code=0
			wait "$sf_pid" || code=$?
			[ -s "$sf/dot.pid" ] && kill "$(cat "$sf/dot.pid")" 2>/dev/null
			case $sf_sig in
			INT) sf_want=130 ;; TERM) sf_want=143 ;;
			HUP) sf_want=129 ;; *) sf_want=141 ;;
			esac
			if [ "$code" = "$sf_want" ] && [ -n "$sf_had" ] &&
			    [ -z "$(ls -A "$sf/sig")" ]; then
				pass "SIG$sf_sig while -f $sf_fmt is written: abviz dies of it ($code), its temporaries ($sf_had) removed"
			else
				fail "SIG$sf_sig during -f $sf_fmt: exit $code (want $sf_want), had '$sf_had', left '$(ls -A "$sf/sig")'"
			fi
		done
	done
else
	sf_skip "signals during a write: env --default-signal is missing (coreutils 8.31)"
fi

# ---- text: NUL, surrogates, bidirectional and invisible characters ----
# (tests/bad and tests/import/bad hold one file for each refusal, with its
# message; here what passes, and the answers and file names.)

printf '{"name": "a\\\\u0000 \\ud83d\\ude00", "root": [{"id": "x\\\\u0000y", "value": 1}, {"id": "x\\\\u0000z", "value": 2}]}\n' >"$sf/fine.json"
if "$abviz" --json "$sf/fine.json" >"$sf/fine.out" 2>"$sf/err" &&
    grep -qF '"tree": "a\\u0000 ' "$sf/fine.out" &&
    grep -qF '"x\\u0000y": {' "$sf/fine.out" && grep -qF '"x\\u0000z": {' "$sf/fine.out"; then
	pass "a backslash before u0000 (\\\\u0000) and a surrogate pair are text like any other"
else
	fail "\\\\u0000 and a surrogate pair: $(cat "$sf/err") $(head -c 300 "$sf/fine.out")"
fi
printf '{"value": 3, "pv": ["H\\u0000", "D"]}\n' >"$sf/nul-answer.json"
code=0
"$abviz" check "$s0" "$sf/nul-answer.json" >/dev/null 2>"$sf/err" || code=$?
if [ "$code" = 3 ] && [ "$(cat "$sf/err")" = "abviz: $sf/nul-answer.json:1:23: \\u0000 in a string: a text cannot hold the NUL character" ]; then
	pass "an answer with \\u0000 in a string: refused at its line and column"
else
	fail "answer with \\u0000: exit $code: $(cat "$sf/err")"
fi
printf '{"value": 3, "best_move": "\\udc00"}\n' >"$sf/sur-answer.json"
code=0
"$abviz" check "$s0" "$sf/sur-answer.json" >/dev/null 2>"$sf/err" || code=$?
if [ "$code" = 3 ] && [ "$(cat "$sf/err")" = "abviz: $sf/sur-answer.json:1:28: lone surrogate \\udc00 in a string: a low surrogate (\\uDC00 to \\uDFFF) only follows a high one" ]; then
	pass "an answer with a lone surrogate: named as such, at its line and column"
else
	fail "answer with a lone surrogate: exit $code: $(cat "$sf/err")"
fi
# A file's name becomes the tree's name when it gives none: shown, so
# what a text may not hold there becomes U+FFFD; import's name and source
# the same, so the tree it writes loads.
sf_odd=$(printf 'a\342\200\256b\001c')
printf '[1, [2, 3]]\n' >"$sf/$sf_odd.json"
cp tests/import/classic.test "$sf/$sf_odd.test"
if "$abviz" --log "$sf/$sf_odd.json" 2>"$sf/err" | head -n 1 |
    grep -qx "abviz log: a$(printf '\357\277\275')b$(printf '\357\277\275')c" &&
    "$abviz" import cs188 "$sf/$sf_odd.test" >"$sf/odd.json" 2>>"$sf/err" &&
    "$abviz" --stats "$sf/odd.json" >/dev/null 2>>"$sf/err"; then
	pass "a file name with U+202E and a control character: the tree's name shows U+FFFD for each; import's tree loads"
else
	fail "odd file name: $(cat "$sf/err")"
fi

# ---- the cap on inputs (--max-input) ----

expect 3 "abviz: /dev/zero:1:1: NUL byte in the file: is it a JSON text file?" \
	-- --log /dev/zero
code=0
yes '[1,' | "$abviz" --max-input 1M --json - >/dev/null 2>"$sf/err" || code=$?
if [ "$code" = 3 ] && [ "$(cat "$sf/err")" = "abviz: <stdin>: larger than --max-input allows (1048576 bytes; --max-input N reads more)" ]; then
	pass "a pipe that never ends: refused once --max-input 1M has come"
else
	fail "endless pipe: exit $code: $(cat "$sf/err")"
fi
if command -v mkfifo >/dev/null 2>&1; then
	mkfifo "$sf/endless"
	yes 1 >"$sf/endless" 2>/dev/null &
	sf_yes=$!
	code=0
	"$abviz" check --max-input 64k "$s0" "$sf/endless" >/dev/null 2>"$sf/err" || code=$?
	kill "$sf_yes" 2>/dev/null || true
	wait "$sf_yes" 2>/dev/null || true
	if [ "$code" = 3 ] && grep -qx "abviz: $sf/endless: larger than --max-input allows (65536 bytes; --max-input N reads more)" "$sf/err"; then
		pass "a FIFO that never ends as an answer: refused at --max-input 64k"
	else
		fail "endless FIFO: exit $code: $(cat "$sf/err")"
	fi
fi
# A regular file is refused by its size, before it is read (a sparse
# file of 2 GiB costs no disk).
if truncate -s 2G "$sf/huge.json" 2>/dev/null; then
	expect 3 "abviz: $sf/huge.json: larger than --max-input allows (1073741824 bytes; --max-input N reads more)" \
		-- --json "$sf/huge.json"
	rm -f "$sf/huge.json"
fi
expect 3 "abviz: trees/uniform.json: larger than --max-input allows (100 bytes; --max-input N reads more)" \
	-- compare --max-input 100 trees/uniform.json
expect 3 "abviz: tests/import/classic.test: larger than --max-input allows (512 bytes; --max-input N reads more)" \
	-- import cs188 --max-input 512 tests/import/classic.test
expect 2 "abviz: bad --max-input \"2X\" (expected a size in bytes, with k, M or G for 2^10, 2^20 or 2^30, e.g. 2G; 0 for no limit)" \
	-- --max-input 2X "$s0"
if "$abviz" --max-input 0 --json "$s0" | cmp -s - tests/golden/seed000.out.json &&
    "$abviz" step --plain --max-input 1M "$s0" >/dev/null &&
    "$abviz" --max-input "$(wc -c <"$s0")" --json "$s0" >/dev/null; then
	pass "--max-input 0 reads any size; a file of exactly the cap is read"
else
	fail "--max-input 0 or exactly the cap"
fi

# ---- long texts in the pictures ----

# 4000 "&" in the description were a DOT line Graphviz refused; now every
# picture shows the first characters, wrapped, then "…".
awk 'BEGIN { s = ""; for (i = 0; i < 4000; i++) s = s "&"; n = ""
    for (i = 0; i < 5000; i++) n = n "n"
    printf "{\"name\": \"%s\", \"source\": \"%s\", \"description\": \"%s\", \"root\": [[3, 17], [2, 12]]}\n", n, n, s }' >"$sf/long.json"
rm -rf "$sf/long"
code=0
"$abviz" -o "$sf/long" -f dot,svg,tikz,html "$s0" "$sf/long.json" 2>"$sf/err" || code=$?
sf_amp=$(awk 'BEGIN { for (i = 0; i < 20; i++) printf "&amp;" }')
if [ "$code" = 0 ] && [ -s "$sf/long/long.svg" ] &&
    grep -q "$(printf '&amp;<br/>&amp;')" "$sf/long/long.dot" &&
    grep -q "$sf_amp$(printf '\342\200\246')" "$sf/long/long.dot" &&
    [ "$(grep -o 'n*…' "$sf/long/long.dot" | head -n 1 | tr -dc n | wc -c)" = 200 ] &&
    [ "$(grep -o "$(printf '\342\200\246')" "$sf/long/long.dot" | wc -l)" = 3 ] &&
    grep -q 'nnn\\ldots{}' "$sf/long/long.tikz.tex" &&
    [ "$(awk '{ if (length($0) > m) m = length($0) } END { print m }' "$sf/long/long.tikz.tex")" -lt 10000 ] &&
    grep -q "cutText(model.description, 1000)" "$sf/long/long.html"; then
	pass "a 4000-character description and 5000-character name and source: wrapped and cut with … in the DOT, Graphviz draws it; TikZ and the page cut too"
else
	fail "long texts: exit $code: $(head -c 300 "$sf/err")"
fi
# A cutoff that names 1000 long-named children: the frame's sentence is
# cut after 12 lines, every frame the same height, and Graphviz draws it.
awk 'BEGIN { printf "[[5], {\"children\": ["
    for (i = 0; i < 1000; i++) printf "%s{\"id\": \"c%04d%s\", \"value\": %d}", i ? ", " : "", i, "-a-long-name-for-a-child", i % 3
    print "]}]" }' >"$sf/cutmany.json"
rm -rf "$sf/cm"
code=0
"$abviz" -o "$sf/cm" -f frames --frame-format dot --cutoffs-only "$sf/cutmany.json" 2>"$sf/err" || code=$?
sf_f=$(ls "$sf/cm/cutmany.frames" 2>/dev/null | head -n 1)
if [ "$code" = 0 ] && [ -n "$sf_f" ] &&
    [ "$(grep 'step .* of' "$sf/cm/cutmany.frames/$sf_f" | grep -o '<br/>' | wc -l)" = 11 ] &&
    grep -q "$(printf '\342\200\246')</font>" "$sf/cm/cutmany.frames/$sf_f" &&
    dot -Tsvg "$sf/cm/cutmany.frames/$sf_f" >/dev/null 2>"$sf/err"; then
	pass "a cutoff naming 1000 pruned children: the frame's sentence cut after 12 lines with …, drawn by Graphviz"
else
	fail "long frame sentence: exit $code: $(head -c 300 "$sf/err")"
fi

# ---- a page past the diagram's limit ----

awk 'BEGIN { printf "["; for (i = 0; i < 2000; i++) printf "%s%d", i ? "," : "", i % 17; print "]" }' >"$sf/big.json"
rm -rf "$sf/ob"
code=0
"$abviz" -o "$sf/ob" -f html "$sf/big.json" 2>"$sf/err" || code=$?
if [ "$code" = 3 ] && [ -z "$(ls -A "$sf/ob")" ] &&
    grep -q "big.html not written: 2001 nodes are more than a diagram can show" "$sf/err"; then
	pass "-f html alone on 2001 nodes: nothing written, exit 3, as --dot"
else
	fail "-f html past the limit: exit $code: $(cat "$sf/err")"
fi
code=0
"$abviz" -o "$sf/ob" -f html,log "$sf/big.json" 2>"$sf/err" || code=$?
if [ "$code" = 0 ] && [ "$(ls "$sf/ob")" = big.log ]; then
	pass "-f html,log on 2001 nodes: the log written, exit 0"
else
	fail "-f html,log past the limit: exit $code: $(ls "$sf/ob")"
fi

# ---- the practice page reads what check reads ----

# The page's own parser of a node's box against abviz check's, on
# thousands of random entries (tests/practice-parse.mjs): the page took
# "7 007" as 7007, and Inf, 1e400 and 1e-400, which check refuses.
if command -v node >/dev/null 2>&1; then
	mkdir -p "$sf/entries"
	code=0
	node tests/practice-parse.mjs "$abviz" "$PWD/$s0" "$sf/entries" 4000 \
	    >"$sf/pp.out" 2>&1 || code=$?
	if [ "$code" = 0 ] && grep -q '^ok - ' "$sf/pp.out"; then
		pass "$(sed -n 's/^ok - //p' "$sf/pp.out")"
	else
		fail "practice page's parser: $(head -c 800 "$sf/pp.out")"
	fi
else
	sf_skip "the practice page's parser against check's: node is missing"
fi

lib_end
