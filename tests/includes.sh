#!/bin/sh
# tests/includes.sh: every #include "..." in src/, by file and layer, and
# whether any goes up a layer or closes a circle.
#
#   sh tests/includes.sh [-v]
#
# The layers are the Makefile's LAYERS, in order, then cmd, then doc
# (mkdoc, which reads the command line's tables).  A quoted
# include is looked up as the compiler does: the including file's folder
# first, then each layer's folder in that order.  A module is a file name
# without .c/.h in its folder (src/search/trace.c and trace.h are the
# module search/trace).  It prints:
#   - with -v, every include: FILE (LAYER) -> HEADER (LAYER);
#   - the layer graph: which layers each layer includes from, and how often;
#   - every include that goes up a layer ("up:"), every circle of modules
#     ("circle:"), every circle of layers;
# and exits 1 when there is any of those, else 0.
set -eu
LC_ALL=C
export LC_ALL
cd "$(dirname "$0")/.."

verbose=0
[ "${1:-}" = -v ] && verbose=1
layers="$(sed -n 's/^LAYERS *= *//p' Makefile) cmd doc"

for f in src/*/*.c src/*/*.h; do
	grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" |
	    sed "s|^\([0-9]*\):.*\"\(.*\)\".*|$f \1 \2|"
done | awk -v layers="$layers" -v verbose="$verbose" '
function layer_of(path,    a) {
	split(path, a, "/")
	return a[2]
}
function module_of(path) {
	sub(/\.[ch]$/, "", path)
	sub(/^src\//, "", path)
	return path
}
function exists(path,    line, r) {
	if (path in known)
		return known[path]
	r = (getline line < path) >= 0
	close(path)
	known[path] = r
	return r
}
BEGIN {
	nl = split(layers, L, " ")
	for (i = 1; i <= nl; i++)
		rank[L[i]] = i
}
{
	file = $1; line = $2; inc = $3
	dir = file
	sub(/\/[^\/]*$/, "", dir)
	target = ""
	if (exists(dir "/" inc))
		target = dir "/" inc
	for (i = 1; target == "" && i <= nl; i++)
		if (exists("src/" L[i] "/" inc))
			target = "src/" L[i] "/" inc
	while (target ~ /\/[^\/.]+\/\.\.\//)
		sub(/\/[^\/.]+\/\.\.\//, "/", target)
	fl = layer_of(file)
	if (target == "") {
		# built into the build folder (page.h, by embed) or a system
		# header written with quotes
		if (verbose)
			printf "%s:%s (%s) -> %s (not in src/: built)\n", file,
			    line, fl, inc
		next
	}
	tl = layer_of(target)
	if (verbose)
		printf "%s:%s (%s) -> %s (%s)\n", file, line, fl, target, tl
	lcount[fl SUBSEP tl]++
	if (rank[tl] > rank[fl]) {
		up[++nup] = sprintf("up: %s:%s (%s) includes %s (%s)", file,
		    line, fl, target, tl)
	}
	a = module_of(file); b = module_of(target)
	if (a != b) {
		mods[a] = 1; mods[b] = 1
		edge[a, b] = 1
		why[a, b] = file ":" line " includes " target
	}
}
END {
	print "layers, each with the layers it includes from (includes):"
	for (i = 1; i <= nl; i++) {
		s = ""
		for (j = 1; j <= nl; j++)
			if ((L[i], L[j]) in lcount)
				s = s sprintf(" %s(%d)", L[j], lcount[L[i], L[j]])
		printf "  %-9s <-%s\n", L[i], s
	}
	bad = 0
	for (i = 1; i <= nup; i++) {
		print up[i]
		bad = 1
	}
	# reachability between modules (Floyd-Warshall on a small graph)
	n = 0
	for (m in mods)
		M[++n] = m
	for (i = 1; i <= n; i++)
		for (j = 1; j <= n; j++)
			reach[i, j] = ((M[i], M[j]) in edge)
	for (k = 1; k <= n; k++)
		for (i = 1; i <= n; i++)
			if (reach[i, k])
				for (j = 1; j <= n; j++)
					if (reach[k, j])
						reach[i, j] = 1
	for (i = 1; i <= n; i++)
		for (j = 1; j <= n; j++)
			if (i != j && reach[i, j] && reach[j, i] &&
			    ((M[i], M[j]) in edge)) {
				printf "circle: %s uses %s (%s), which leads back\n",
				    M[i], M[j], why[M[i], M[j]]
				bad = 1
			}
	# a circle of layers: one layer includes from another that does from it
	for (i = 1; i <= nl; i++)
		for (j = i + 1; j <= nl; j++)
			if ((L[i], L[j]) in lcount && (L[j], L[i]) in lcount) {
				printf "circle: layers %s and %s include from each other\n",
				    L[i], L[j]
				bad = 1
			}
	verdict = "no include goes up a layer, no circle"
	if (bad)
		verdict = "upward includes or circles above"
	printf "%d modules; %s\n", n, verdict
	exit bad
}'
