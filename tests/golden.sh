# Golden files (tests/golden): the DOT, the log and the JSON result of every
# golden NAME (NAME.log), each compared with diff -u, and every example tree
# has its golden files.  With GOLDEN_REGEN=1 abviz's outputs are written
# over them instead: review that diff by eye before committing it.
# Run alone: sh tests/golden.sh [ABVIZ]; tests/run.sh runs it too.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

# NAME.cmd holds the arguments when there are any; else the input is
# tests/golden/NAME.json, else trees/NAME.json (golden_args, tests/lib.sh).
if [ "${GOLDEN_REGEN:-}" = 1 ]; then
	for tree in trees/*.json; do
		name=$(basename "$tree" .json)
		[ -f "tests/golden/$name.log" ] || : >"tests/golden/$name.log"
	done
fi
for log in tests/golden/*.log; do
	name=$(basename "$log" .log)
	args=$(golden_args "$name")
	for kind in dot log json; do
		want="tests/golden/$name.$kind"
		[ "$kind" = json ] && want="tests/golden/$name.out.json"
		# shellcheck disable=SC2086
		golden_check "$want" "--$kind" $args
	done
done
for tree in trees/*.json; do
	name=$(basename "$tree" .json)
	if [ -f "tests/golden/$name.log" ]; then
		pass "trees/$name.json has golden files"
	else
		fail "trees/$name.json has no golden files (make golden)"
	fi
done

lib_end
