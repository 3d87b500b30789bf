# Every command's options, as abviz help, the manual page and the bash
# completion list them: the same, since all three come from the option
# table (src/cmd/opt.c; the page and the completion through mkdoc, into
# BUILD/abviz.1 and BUILD/abviz.bash).  And every value the completion
# offers is one the command takes.  Sourced by tests/run.sh (which defines
# abviz, build, tmp, pass and fail).

op_man=$build/abviz.1
op_bash=$build/abviz.bash
if [ ! -f "$op_man" ] || [ ! -f "$op_bash" ]; then
	fail "options: $op_man or $op_bash is missing (make $op_man $op_bash)"
fi

# op_help CMD: the options CMD's help lists, one a line, sorted.
op_help() {
	"$abviz" help "$1" | sed -n 's/^  \(-[a-zA-Z]\), \(--[a-z-]*\).*/\1\n\2/p;
	    s/^      \(--[a-z-]*\).*/\1/p' | sort -u
}

# op_complete WORDS...: what the completion offers after them, sorted.
cat >"$tmp/op-complete.sh" <<'EOS'
. "$1"
shift
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMPREPLY=()
_abviz
printf '%s\n' "${COMPREPLY[@]}"
EOS
op_complete() {
	bash "$tmp/op-complete.sh" "$op_bash" "$@" | sed '/^$/d' | sort -u
}

# op_man CMD: the options the manual page gives CMD: its own section's,
# and those of GENERAL OPTIONS and SEARCH OPTIONS that it takes (an entry
# there that some commands do not take says "Not for ..." or "Only for
# ...", naming them in bold).
op_man() {
	awk -v cmd="$1" '
	function flush() {
		if (names == "")
			return
		take = sect == toupper(cmd)
		if (sect == "GENERAL")
			take = cmd != "help"
		if (sect == "SEARCH")
			take = cmd ~ /^(run|compare|step|check|gen)$/
		if (only != "")
			take = index(" " only " ", " " cmd " ") > 0
		if (not != "" && index(" " not " ", " " cmd " ") > 0)
			take = 0
		if (take)
			printf "%s", names
		names = ""; only = ""; not = ""
	}
	# the commands named in bold in s, up to ", which" or the end
	function bold(s,   out) {
		sub(/, which.*/, "", s)
		out = ""
		while (match(s, /\\fB[a-z]+\\fR/)) {
			out = out " " substr(s, RSTART + 3, RLENGTH - 6)
			s = substr(s, RSTART + RLENGTH)
		}
		return out
	}
	/^\.SH / { flush(); sect = $2; tag = 0; next }
	/^\.SS / { flush(); tag = 0; next }
	/^\.(TP|PP)$/ { flush(); tag = $1 == ".TP"; next }
	tag {
		tag = 0
		s = $0
		while (match(s, /\\-(\\-[a-z]|[a-zA-Z])[a-z\\-]*/)) {
			w = substr(s, RSTART, RLENGTH)
			gsub(/\\-/, "-", w)
			names = names w "\n"
			s = substr(s, RSTART + RLENGTH)
		}
		next
	}
	/^Not for / { not = bold($0) }
	/^Only for / { only = bold($0) }
	END { flush() }' "$op_man" | sort -u
}

op_ok=1
for c in run compare step check gen game import; do
	op_help "$c" >"$tmp/op-help"
	"$abviz" help "$c" >"$tmp/op-h2"
	"$abviz" "$c" --help | cmp -s - "$tmp/op-h2" ||
	    { fail "options: abviz $c --help is not abviz help $c"; op_ok=0; }
	op_man "$c" >"$tmp/op-man"
	op_complete abviz "$c" - >"$tmp/op-bash"
	if [ "$c" = run ]; then
		# the default command: "abviz -<TAB>" is "abviz run -<TAB>"
		op_complete abviz - | cmp -s - "$tmp/op-bash" ||
		    { fail "options: abviz -<TAB> is not abviz run -<TAB>"; op_ok=0; }
		"$abviz" --help | cmp -s - "$tmp/op-h2" ||
		    { fail "options: abviz --help is not abviz help run"; op_ok=0; }
	fi
	if [ ! -s "$tmp/op-help" ]; then
		fail "options: abviz help $c lists no option"
		op_ok=0
	elif ! cmp -s "$tmp/op-help" "$tmp/op-man"; then
		fail "options: abviz help $c and the manual page differ (< help, > abviz.1)"
		diff "$tmp/op-help" "$tmp/op-man" || true
		op_ok=0
	elif ! cmp -s "$tmp/op-help" "$tmp/op-bash"; then
		fail "options: abviz help $c and the completion differ (< help, > completion)"
		diff "$tmp/op-help" "$tmp/op-bash" || true
		op_ok=0
	fi
done
[ "$op_ok" = 1 ] &&
    pass "options: for every command, abviz help, the manual page and the completion list the same options"

# Every value the completion offers for an option is one the command
# takes: "abviz CMD --opt VALUE --help" exits 0 (a bad value is a usage
# error, exit 2, before --help is reached).  KIND= of --weights needs its
# number: 1 is added.
op_bad=
op_n=0
sed -n 's/^	\([a-z]*\):\(-[a-zA-Z]|[a-z]*:\)\{0,1\}\(--[a-z-]*\)) _abviz_words "\([^"]*\)".*/\1 \3 \4/p' \
    "$op_bash" >"$tmp/op-words"
while read -r c o words; do
	for w in $words; do
		case $w in *=) w=${w}1 ;; esac
		op_n=$((op_n + 1))
		"$abviz" "$c" "$o" "$w" --help >/dev/null 2>"$tmp/op-err" ||
		    op_bad="$op_bad $c:$o:$w($(head -n 1 "$tmp/op-err"))"
	done
done <"$tmp/op-words"
if [ -z "$op_bad" ] && [ "$op_n" -gt 100 ]; then
	pass "options: the $op_n values the completion offers are all taken"
else
	fail "options: values offered but refused ($op_n tried):$op_bad"
fi
