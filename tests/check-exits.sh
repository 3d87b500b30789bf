# abviz check: usage errors (exit 2, --help) and a gradebook that cannot
# be written (exit 4, nothing left behind).
# Run alone: sh tests/check-exits.sh [ABVIZ]; tests/run.sh runs it too.
# The helpers (ck_run...) and the facts of seed 000 the scores come from
# are in tests/check-lib.sh; the answers in tests/check/.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh
. tests/check-lib.sh

# ---- usage errors: exit 2 --------------------------------------------------

expect 2 "abviz: no answer given
usage: abviz check [options] TREE.json ANSWER...
       abviz check [options] --manifest FILE
Try 'abviz check --help'." -- check "$s0"
expect 2 "abviz: no tree given
usage: abviz check [options] TREE.json ANSWER...
       abviz check [options] --manifest FILE
Try 'abviz check --help'." -- check
expect 2 "abviz: unknown --cutoff \"geq\" (expected ge or gt)" \
    -- check --cutoff geq "$s0" $ck/s0-ids.txt
ck_run --bogus "$s0" $ck/s0-ids.txt
if [ "$ck_code" = 2 ] && grep -q "^Try 'abviz check --help'.$" "$tmp/ck.err" && [ ! -s "$tmp/ck.out" ]; then
	pass "check: an unknown option is a usage error, exit 2"
else
	fail "check --bogus: exit $ck_code"
fi
ck_run --help
if [ "$ck_code" = 0 ] && grep -q '^usage: abviz check \[options\] TREE.json ANSWER...$' "$tmp/ck.out" &&
    grep -q -- '--weights LIST' "$tmp/ck.out" && [ ! -s "$tmp/ck.err" ]; then
	pass "check --help: usage on stdout, exit 0"
else
	fail "check --help: exit $ck_code"
fi

# ---- the gradebook cannot be written: exit 4, no file left -----------------

ck_run --csv "$tmp/nodir/g.csv" "$s0" $ck/s0-missed.txt
if [ "$ck_code" = 4 ] && [ ! -e "$tmp/nodir" ] &&
    [ "$(cat "$tmp/ck.err")" = "abviz: cannot write $tmp/nodir/g.csv: No such file or directory" ] &&
    [ "$(ck_head $ck/s0-missed.txt)" = "tests/check/s0-missed.txt: 4/5 (80.0%)" ]; then
	pass "check: --csv into a missing folder: exit 4 (not 1), the report still printed"
else
	fail "check: --csv into a missing folder: exit $ck_code, $(cat "$tmp/ck.err")"
fi
# a gradebook path that is a folder: the temporary file is made, then
# cannot take the name; nothing may be left behind
mkdir -p "$tmp/ck-csvdir/gradebook.csv"
ck_run --csv "$tmp/ck-csvdir/gradebook.csv" "$s0" $ck/s0-ids.txt
if [ "$ck_code" = 4 ] &&
    [ "$(cat "$tmp/ck.err")" = "abviz: cannot write $tmp/ck-csvdir/gradebook.csv: Is a directory" ] &&
    [ "$(ls -A "$tmp/ck-csvdir")" = gradebook.csv ] && [ -z "$(ls -A "$tmp/ck-csvdir/gradebook.csv")" ]; then
	pass "check: --csv onto a folder: exit 4, no partial or temporary file left"
else
	fail "check: --csv onto a folder: exit $ck_code, left: $(ls -A "$tmp/ck-csvdir")"
fi
if [ "$(id -u)" != 0 ]; then
	# an older gradebook in a folder that takes no new file stays as it was
	mkdir -p "$tmp/ck-ro"
	printf 'old\n' >"$tmp/ck-ro/g.csv"
	chmod 555 "$tmp/ck-ro"
	ck_run --csv "$tmp/ck-ro/g.csv" "$s0" $ck/s0-ids.txt
	if [ "$ck_code" = 4 ] && [ "$(cat "$tmp/ck-ro/g.csv")" = old ] &&
	    [ "$(ls -A "$tmp/ck-ro")" = g.csv ]; then
		pass "check: --csv in a read-only folder: exit 4, the older gradebook untouched"
	else
		fail "check: --csv in a read-only folder: exit $ck_code, $(ls -A "$tmp/ck-ro")"
	fi
	chmod 755 "$tmp/ck-ro"
fi

lib_end
