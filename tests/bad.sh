# Bad inputs (tests/bad): each NAME.json must fail with exit 3, print
# exactly NAME.err on standard error, and write nothing.
# Run alone: sh tests/bad.sh [ABVIZ]; tests/run.sh runs it too.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

for bad in tests/bad/*.json; do
	name=$(basename "$bad" .json)
	rm -rf "$tmp/o"
	mkdir "$tmp/o"
	code=0
	"$abviz" -o "$tmp/o" "$bad" >"$tmp/out" 2>"$tmp/err" || code=$?
	if [ "$code" != 3 ]; then
		fail "bad $name: exit $code, want 3"
	elif ! cmp -s "$tmp/err" "tests/bad/$name.err"; then
		fail "bad $name: message differs"
		diff -u "tests/bad/$name.err" "$tmp/err" || true
	elif [ -n "$(ls -A "$tmp/o")" ] || [ -s "$tmp/out" ]; then
		fail "bad $name: wrote output: $(ls -A "$tmp/o")"
	else
		pass "bad $name"
	fi
done

lib_end
