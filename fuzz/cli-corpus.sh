#!/bin/sh
# fuzz/cli-corpus.sh DIR: the cli target's first corpus, from the README:
# every command it shows ("    abviz ..." and "    $ abviz ..."), one file
# each, its arguments on the first line and the tree it names after it
# (the target reads the tree from standard input, so the files named are
# left out; a tree that is not in trees/ becomes seed 000's).  The
# placeholders of the synopsis ([options], TREE.json...) are left out too.
set -eu
dir=$1
n=0
grep -E '^    (\$ )?abviz ' README.md |
    sed -E 's/^    (\$ )?abviz //; s/ +#.*$//; s/ *\|.*$//; s/ +\(see .*$//' |
while IFS= read -r line; do
	tree=trees/seed000.json
	args=
	for w in $line; do
		case $w in
		\[*|*\]|TREE.json*|ANSWER*|FILE*|DIR|GAME|COMMAND|FORMAT|-) ;;
		trees/*.json) [ -f "$w" ] && tree=$w ;;
		*.json|*.txt|*.test|*.csv|answers/*) ;;
		*) args="$args $w" ;;
		esac
	done
	n=$((n + 1))
	{ echo "${args# }"; cat "$tree"; } >"$dir/readme-$n"
done
