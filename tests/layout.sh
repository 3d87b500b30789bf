# The layout of src/ (issue 23), checked from the sources alone:
#   1. every file in src/cmd/ is at most 400 lines (a command is thin);
#   2. no C function in src/ is longer than 100 lines, counted from the
#      line of its name to its closing brace;
#   3. every #include "x.h" in src/ names a header of the including file's
#      layer or of a lower one, in the order base, msg, cfg (when a src/cfg
#      folder exists), input, search, model, analysis, output, cmd;
#   4. the include graph between files has no circle (a header that,
#      through the headers it includes, includes itself);
#   5. nor the graph between modules, x.c with x.h in one folder being one
#      node: x.c including y.h while y's files include x.h is a circle.
# Each rule is one check; what breaks it is printed under it (the files
# with their lines, the functions with theirs, the includes that go up,
# each circle found).  Run from the top: sh tests/layout.sh (tests/run.sh
# runs it too; sh tests/includes.sh prints the include graph by layer).
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

lay_src=${LAYOUT_SRC:-src}
lay_order="base msg"
[ -d "$lay_src/cfg" ] && lay_order="$lay_order cfg"
lay_order="$lay_order input search model analysis output cmd"

# 1. commands at most 400 lines
lay_bad=$(for f in "$lay_src"/cmd/*; do
	[ -f "$f" ] || continue
	n=$(wc -l <"$f")
	[ "$n" -le 400 ] || printf '    %s: %d lines\n' "$f" "$n"
done)
if [ -z "$lay_bad" ]; then
	pass "layout: every file in $lay_src/cmd/ is at most 400 lines"
else
	fail "layout: files in $lay_src/cmd/ over 400 lines:"
	printf '%s\n' "$lay_bad"
fi

# 2. functions at most 100 lines.  The code puts a function's name at the
# start of a line ("name(args)", its type on the line before, or "int
# main(void)") and its braces alone at the start of their lines; a line
# "{" opens the body of the last such name, the next "}" ends it.
lay_bad=$(find "$lay_src" -name '*.c' | sort | while read -r f; do
	awk -v file="$f" '
	/^[A-Za-z_][A-Za-z0-9_ \t*]*\(/ && !/;[ \t]*$/ {
		s = $0
		sub(/\(.*/, "", s)
		n = split(s, w, /[ \t*]+/)
		name = w[n]
		at = NR
	}
	/^\{/ && name != "" { open = 1; start = at; fn = name }
	/^\}/ && open {
		len = NR - start + 1
		if (len > 100)
			printf "    %s:%d: %s() is %d lines\n", file, start, fn, len
		open = 0
		name = ""
	}' "$f"
done)
if [ -z "$lay_bad" ]; then
	pass "layout: no C function in $lay_src/ is over 100 lines"
else
	fail "layout: C functions over 100 lines ($(printf '%s\n' "$lay_bad" | wc -l | tr -d ' ')):"
	printf '%s\n' "$lay_bad"
fi

# The includes: "FROM TO" a line, each a path under src/ (headers found in
# no layer folder, such as the generated page.h, left out), and the rank of
# each layer folder (unlisted folders, such as src/page, have none).
lay_rank() {
	r=0
	for l in $lay_order; do
		[ "$l" = "$1" ] && { echo "$r"; return; }
		r=$((r + 1))
	done
	echo -
}
find "$lay_src" -name '*.[ch]' | sort | while read -r f; do
	sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" |
	while read -r h; do
		to=
		for l in $lay_order; do
			if [ -f "$lay_src/$l/$h" ]; then
				to="$lay_src/$l/$h"
				break
			fi
		done
		if [ -n "$to" ]; then
			echo "$f $to"
		fi
	done
done >"$tmp/lay-inc"

# 3. includes go to the same layer or a lower one
lay_bad=$(while read -r from to; do
	lf=${from#"$lay_src"/}
	lf=${lf%%/*}
	lt=${to#"$lay_src"/}
	lt=${lt%%/*}
	rf=$(lay_rank "$lf")
	rt=$(lay_rank "$lt")
	[ "$rf" = - ] && continue
	[ "$rt" -le "$rf" ] || printf '    %s (%s) includes %s (%s)\n' "$from" "$lf" \
	    "${to##*/}" "$lt"
done <"$tmp/lay-inc")
if [ -z "$lay_bad" ]; then
	pass "layout: every #include in $lay_src/ goes to the same layer or a lower one ($lay_order)"
else
	fail "layout: includes that go up a layer ($(printf '%s\n' "$lay_bad" | wc -l | tr -d ' ')):"
	printf '%s\n' "$lay_bad"
fi

# Circles in a graph of "FROM TO" lines (file $1): a depth-first search
# from each node in sorted order; a circle is printed when an edge goes back
# to a node on the path, each circle once, whatever node it is found from.
lay_circles() {
	awk '$1 != $2' "$1" | sort -u | awk '
{ out[$1] = out[$1] " " $2; node[$1] = 1; node[$2] = 1 }
function visit(m,   k, n, e, i, c, j, key) {
	state[m] = 1
	path[++depth] = m
	n = split(out[m], e, " ")
	for (k = 1; k <= n; k++) {
		if (state[e[k]] == 1) {
			c = ""
			for (i = 1; i <= depth; i++)
				if (path[i] == e[k])
					break
			for (j = i; j <= depth; j++)
				c = c path[j] " -> "
			c = c e[k]
			key = canon(i, depth)
			if (!(key in seen)) {
				seen[key] = 1
				print "    " c
			}
		} else if (state[e[k]] == 0) {
			visit(e[k])
		}
	}
	depth--
	state[m] = 2
}
# the circle path[i..d] as a key that does not depend on where it starts
function canon(i, d,   j, least, at, k, s) {
	least = path[i]
	at = i
	for (j = i; j <= d; j++)
		if (path[j] < least) { least = path[j]; at = j }
	s = ""
	for (k = 0; k <= d - i; k++)
		s = s " " path[i + (at - i + k) % (d - i + 1)]
	return s
}
END {
	n = 0
	for (m in node)
		list[++n] = m
	for (i = 2; i <= n; i++)
		for (j = i; j > 1 && list[j - 1] > list[j]; j--) {
			t = list[j]; list[j] = list[j - 1]; list[j - 1] = t
		}
	for (i = 1; i <= n; i++)
		if (state[list[i]] == 0)
			visit(list[i])
}'
}

# 4. no circle between files: a header that, through the headers it
# includes, includes itself
lay_bad=$(lay_circles "$tmp/lay-inc")
if [ -z "$lay_bad" ]; then
	pass "layout: the include graph of $lay_src/'s files has no circle"
else
	fail "layout: circles in the include graph of files ($(printf '%s\n' "$lay_bad" | wc -l | tr -d ' ')):"
	printf '%s\n' "$lay_bad"
fi

# 5. no circle between modules: x.c and x.h (one folder) are one node, so
# x.c including y.h while y.h (or y.c) includes x.h is a circle: each of
# the two modules needs the other
sed 's/\.[ch] / /; s/\.[ch]$//' "$tmp/lay-inc" >"$tmp/lay-mod"
lay_bad=$(lay_circles "$tmp/lay-mod")
if [ -z "$lay_bad" ]; then
	pass "layout: the include graph of $lay_src/'s modules has no circle"
else
	fail "layout: circles in the include graph of modules ($(printf '%s\n' "$lay_bad" | wc -l | tr -d ' ')):"
	printf '%s\n' "$lay_bad"
fi

lib_end
