# make install and make uninstall, into a temporary DESTDIR.  Sourced by
# tests/run.sh (which defines abviz, tmp, pass and fail).  The installed
# binary runs on an example; man renders the page without a warning; the
# bash completion offers the commands and option values; uninstall leaves
# no file behind.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

root=$tmp/destdir
rm -rf "$root"
if make -s --no-print-directory install DESTDIR="$root" PREFIX=/usr/local \
    >"$tmp/inst.out" 2>&1 &&
    [ -x "$root/usr/local/bin/abviz" ] &&
    [ -f "$root/usr/local/share/man/man1/abviz.1" ] &&
    [ -f "$root/usr/local/share/bash-completion/completions/abviz" ]; then
	pass "make install puts abviz, abviz.1 and its completion under DESTDIR/PREFIX"
else
	fail "make install: $(tail -n 5 "$tmp/inst.out"); $(find "$root" -type f)"
fi

if "$root/usr/local/bin/abviz" --json trees/seed000.json 2>"$tmp/err" |
    grep -q '^  "value": 3,$' &&
    [ "$("$root/usr/local/bin/abviz" --version)" = "abviz $(sed -n \
    's/^#define ABVIZ_VERSION "\(.*\)"$/\1/p' src/cmd/cli.h)" ]; then
	pass "the installed abviz runs: seed 000's value is 3, --version matches"
else
	fail "the installed abviz: $(cat "$tmp/err")"
fi

if ! command -v man >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "man is missing: the manual page cannot be checked"
	else
		echo "skipped - man is not installed (apt-get install man-db)"
	fi
else
	page=$root/usr/local/share/man/man1/abviz.1
	if LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" \
	    >"$tmp/man.txt" 2>"$tmp/man.err" && [ ! -s "$tmp/man.err" ] &&
	    grep -q '^SYNOPSIS' "$tmp/man.txt"; then
		missing=
		# every command, every option of every command's --help, every
		# format and the exit codes are in the page
		for w in run compare step check help; do
			grep -q "^ *abviz $w\|^ *abviz \[$w\]\|^       $w " "$tmp/man.txt" ||
			    missing="$missing $w"
		done
		for c in run compare step check; do
			for o in $("$abviz" help $c | grep -o -- '--[a-z-]*' | sort -u); do
				grep -q -- "$o" "$tmp/man.txt" || missing="$missing $c:$o"
			done
		done
		for w in dot log json steps html practice frames 'EXIT STATUS' \
		    'TREE FORMAT' 'ANSWER FORMAT'; do
			grep -q "$w" "$tmp/man.txt" || missing="$missing '$w'"
		done
		if [ -z "$missing" ]; then
			pass "man -l renders abviz.1 without a warning, and it covers every command, option and format"
		else
			fail "abviz.1 leaves out:$missing"
		fi
	else
		fail "man -l abviz.1: $(cat "$tmp/man.err")"
	fi
fi

if command -v bash >/dev/null 2>&1; then
	# complete WORDS...: what TAB offers after them
	cat >"$tmp/complete.sh" <<'EOS'
. "$1"
shift
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMPREPLY=()
_abviz
printf '%s\n' "${COMPREPLY[@]}"
EOS
	comp=$root/usr/local/share/bash-completion/completions/abviz
	c() { bash "$tmp/complete.sh" "$comp" "$@" | sort | tr '\n' ' '; }
	got1=$(c abviz '' | tr ' ' '\n' | grep -x 'run\|compare\|step\|check\|import\|help' | tr '\n' ' ')
	got2=$(c abviz --algo '')
	got3=$(c abviz -f dot,p)
	got4=$(c abviz check --w)
	got5=$(c abviz compare --mis)
	got6=$(c abviz import '')
	got7=$(c abviz import cs188 --de)
	if [ "$got1" = "check compare help import run step " ] &&
	    [ "$got6" = "cs188 " ] && [ "$got7" = "--depth " ] &&
	    [ "$got2" = "alphabeta alphabeta-hard expectimax minimax mtdf negamax negamax-ab pvs star1 " ] &&
	    [ "$got3" = "dot,pdf dot,png dot,practice " ] && [ "$got4" = "--weights --window " ] &&
	    [ "$got5" = " " ]; then
		pass "bash completion: the commands, --algo's values, a --format list after a comma, check's options, import's formats and options"
	else
		fail "bash completion: [$got1] [$got2] [$got3] [$got4] [$got5] [$got6] [$got7]"
	fi
fi

if make -s --no-print-directory uninstall DESTDIR="$root" PREFIX=/usr/local \
    >"$tmp/inst.out" 2>&1 && [ -z "$(find "$root" -type f)" ]; then
	pass "make uninstall leaves no file under DESTDIR"
else
	fail "make uninstall left: $(find "$root" -type f)"
fi

lib_end
