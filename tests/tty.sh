# Sourced by tests/run.sh, or run alone (tests/lib.sh defines abviz, tmp,
# pass, fail, expect and golden_check).
#
# abviz step, the terminal stepper: its plain form (what it prints when
# standard output is not a terminal) against golden files, its command
# line, and its screen in tmux at a fixed size: the keys, a resize,
# NO_COLOR, and every way out giving the terminal back.  With
# GOLDEN_REGEN=1 the golden files are rewritten, to be read by eye.
[ -n "${lib_loaded:-}" ] || . tests/lib.sh

# abviz step must be in the command table (src/cmd/main.c); without it
# nothing below can run.
if "$abviz" help step >/dev/null 2>&1; then
	pass "abviz step is a command"
else
	fail "abviz step is not in the command table (src/cmd/main.c)"
	return 0
fi

# The plain form against its golden files (golden_check, tests/lib.sh).
golden_check tests/golden/step-seed000.txt step trees/seed000.json
golden_check tests/golden/step-aima.txt step --preset aima trees/aima.json

# The same bytes with --plain, and with the tree on standard input.
if "$abviz" step --plain trees/seed000.json >"$tmp/got" 2>&1 &&
    cmp -s "$tmp/got" tests/golden/step-seed000.txt; then
	pass "step --plain prints the golden form"
else
	fail "step --plain differs from tests/golden/step-seed000.txt"
fi
if "$abviz" step - <trees/seed000.json >"$tmp/got" 2>&1 &&
    cmp -s "$tmp/got" tests/golden/step-seed000.txt; then
	pass "step - reads the tree from standard input"
else
	fail "step - differs from tests/golden/step-seed000.txt"
fi

# The plain form has one block per step of the log, the last one the end.
nlog=$("$abviz" --log trees/lecture.json | grep -c '^ *[0-9][0-9]*  ')
nstep=$("$abviz" step trees/lecture.json | grep -c '^step [0-9]* of ')
if [ "$nlog" -gt 0 ] && [ "$nlog" = "$nstep" ]; then
	pass "step prints one block per log step ($nstep on lecture.json)"
else
	fail "step prints $nstep blocks, the log has $nlog steps"
fi

# step_numbers ARGS...: the plain form's stack rows keep every number
# whole and apart, however wide the model's numbers (the columns were 8
# wide, fixed): each row is 5 fields (id, who, alpha, beta, v), and they
# are the model's stacks (--print steps) in order.
step_numbers() {
	"$abviz" step "$@" 2>"$tmp/err" | awk '/^  stack /{s = 1; next}
	    s && /^    /{print; next} {s = 0}' >"$tmp/rows"
	if [ ! -s "$tmp/rows" ] || ! awk 'NF != 5 {bad = 1} END {exit bad}' \
	    "$tmp/rows"; then
		fail "step $*: a stack row is not 5 fields: $(awk 'NF != 5' \
		    "$tmp/rows" | head -1) $(cat "$tmp/err")"
	elif ! command -v jq >/dev/null 2>&1; then
		if [ -n "${CI_NEVER_SKIP:-}" ]; then
			fail "step $*: jq is missing (CI_NEVER_SKIP is set)"
		else
			pass "step $*: every stack row has 5 fields (jq not installed)"
		fi
	elif "$abviz" --print steps "$@" | jq -r '.steps[].stack[] |
	    "\(.node) \(.alpha) \(.beta) \(.v)"' >"$tmp/want" &&
	    awk '{print $1, $3, $4, $5}' "$tmp/rows" | cmp -s - "$tmp/want"; then
		pass "step $*: every stack row is the model's, numbers whole and apart"
	else
		fail "step $*: the stack rows differ from --print steps: $(awk \
		    '{print $1, $3, $4, $5}' "$tmp/rows" | diff - "$tmp/want" |
		    head -3)"
	fi
}

step_numbers --algo mtdf trees/irregular.json
step_numbers --window -1000,1000 trees/seed001.json
step_numbers --window -123456789,123456789 trees/seed001.json

# --help and --preset list: exit 0, nothing on standard error.
for args in --help "--preset list"; do
	code=0
	# shellcheck disable=SC2086
	"$abviz" step $args >"$tmp/out" 2>"$tmp/err" </dev/null || code=$?
	if [ "$code" = 0 ] && [ -s "$tmp/out" ] && [ ! -s "$tmp/err" ]; then
		pass "step $args: exit 0, nothing on stderr"
	else
		fail "step $args: exit $code: $(cat "$tmp/err")"
	fi
done

# Usage errors: exit 2 and the exact message (expect, tests/lib.sh).
expect 2 "abviz: step: no tree given
usage: abviz step [options] TREE.json
Try 'abviz step --help'." -- step
expect 2 "abviz: unknown algorithm \"nope\" (expected minimax, negamax, alphabeta, alphabeta-hard, negamax-ab, pvs, mtdf, expectimax or star1)" \
	-- step --algo nope trees/seed000.json
expect 2 "abviz: bad --max-diagram \"lots\" (expected a node count, or 0 for no limit)" \
	-- step --max-diagram lots trees/seed000.json
expect 2 "abviz: step takes one tree
usage: abviz step [options] TREE.json
Try 'abviz step --help'." -- step trees/seed000.json trees/lecture.json
expect 2 "abviz: --preset aima sets --cutoff ge, not gt: drop one of the two" \
	-- step --preset aima --cutoff gt trees/aima.json
expect 3 "abviz: trees/no-such-tree.json: No such file or directory" \
	-- step trees/no-such-tree.json
# An unknown option: the first line is getopt's own (the C library's
# wording), the second abviz's.
code=0
"$abviz" step --bogus trees/seed000.json >"$tmp/out" 2>"$tmp/err" || code=$?
if [ "$code" = 2 ] && [ "$(tail -n 1 "$tmp/err")" = "Try 'abviz step --help'." ] &&
    [ "$(wc -l <"$tmp/err")" -eq 2 ] && [ ! -s "$tmp/out" ]; then
	pass "step --bogus: exit 2, Try 'abviz step --help'."
else
	fail "step --bogus: exit $code: $(cat "$tmp/err")"
fi

if "$abviz" step --help | grep -q '^usage: abviz step' &&
    "$abviz" help step | grep -q '^usage: abviz step'; then
	pass "step --help and abviz help step print the usage"
else
	fail "step --help does not print its usage"
fi

# A bad tree: the loader's own message, exit 3, nothing on stdout.
code=0
"$abviz" step tests/bad/duplicate-id.json >"$tmp/out" 2>"$tmp/err" || code=$?
if [ "$code" = 3 ] && cmp -s "$tmp/err" tests/bad/duplicate-id.err &&
    [ ! -s "$tmp/out" ]; then
	pass "step on a bad tree: exit 3 with the loader's message"
else
	fail "step on a bad tree: exit $code: $(cat "$tmp/err")"
fi

# A tree too big to draw (3000 leaves) still prints every step.
{
	printf '{"root": ['
	i=1
	while [ $i -lt 3000 ]; do
		printf '%d, ' $((i % 97))
		i=$((i + 1))
	done
	printf '5]}\n'
} >"$tmp/wide.json"
if "$abviz" step "$tmp/wide.json" >"$tmp/got" 2>"$tmp/err" &&
    grep -q '^step 6002 of 6002$' "$tmp/got" &&
    tail -n 1 "$tmp/got" | grep -q 'saved 0 (0%)$'; then
	pass "step prints a 3001-node tree's 6002 steps, then the ending"
else
	fail "step on a 3001-node tree: $(tail -n 5 "$tmp/got") $(cat "$tmp/err")"
fi

# The screen, in tmux.
if ! command -v tmux >/dev/null 2>&1; then
	if [ -n "${CI_NEVER_SKIP:-}" ]; then
		fail "tmux is missing (CI_NEVER_SKIP is set): terminal tests not run"
	else
		echo "skipped: the terminal tests need tmux (apt-get install tmux)"
	fi
	return 0
fi

case $abviz in
/*) tty_abviz=$abviz ;;
*) tty_abviz=$PWD/$abviz ;;
esac
tty_n=0
tty_sock=$tmp/tmux.0
unset TMUX

# What each pane runs: abviz (its pid in $tmp/pid, so a test can signal
# it), then how it ended and whether the terminal's modes came back.
cat >"$tmp/pane.sh" <<'EOF'
#!/bin/sh
pidfile=$1
shift
sh -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@"
echo "exited $?"
echo "modes:$(stty -a | tr ' ;' '\n\n' | grep -x -e '-*icanon' -e '-*echo' |
    tr '\n' ' ')"
exec sleep 60
EOF

tty_tmux() {
	tmux -S "$tty_sock" -f /dev/null "$@"
}

# tty_new: a tmux server of its own for the next session (a server being
# killed may still hold its socket for a moment).
tty_new() {
	tty_tmux kill-server >/dev/null 2>&1 || true
	tty_n=$((tty_n + 1))
	tty_sock=$tmp/tmux.$tty_n
}

# tty_start W H ENV... -- ARGS...: a new session running env ENV abviz
# step ARGS in a W x H pane.
tty_start() {
	w=$1
	h=$2
	shift 2
	tty_new
	rm -f "$tmp/pid"
	envs=
	while [ "$1" != -- ]; do
		envs="$envs $1"
		shift
	done
	shift
	# shellcheck disable=SC2086
	tty_tmux new-session -d -s t -x "$w" -y "$h" -c "$PWD" \
	    sh "$tmp/pane.sh" "$tmp/pid" env $envs "$tty_abviz" step "$@" ||
	    fail "tty: tmux cannot start a session"
}

# tty_wait PATTERN: wait (up to 15 s: sanitizer builds are slow) until the
# screen has a line matching the grep pattern; the screen is left in
# $tmp/screen.  0, or 1 when it never came.
tty_wait() {
	n=0
	while [ $n -lt 150 ]; do
		tty_tmux capture-pane -p -t t >"$tmp/screen" 2>/dev/null || true
		if grep -q -e "$1" "$tmp/screen"; then
			return 0
		fi
		sleep 0.1
		n=$((n + 1))
	done
	return 1
}

# tty_check NAME PATTERN: one pass or fail on what the screen comes to show.
tty_check() {
	if tty_wait "$2"; then
		pass "tty: $1"
	else
		fail "tty: $1: never showed /$2/; the screen was:"
		sed 's/^/    | /' "$tmp/screen"
	fi
}

tty_keys() {
	tty_tmux send-keys -t t "$@"
}

tty_start 100 40 -u NO_COLOR -- trees/seed000.json
tty_check "opens at step 1" 'step 1 of 49 *$'
tty_check "draws the tree in layers at 100x40" '▲H'
tty_keys n
tty_check "n goes forward" 'step 2 of 49 *$'
tty_keys Space
tty_check "space goes forward" 'step 3 of 49 *$'
tty_keys Enter
tty_check "Enter goes forward" 'step 4 of 49 *$'
tty_keys p
tty_check "p goes back" 'step 3 of 49 *$'
tty_keys b
tty_check "b goes back" 'step 2 of 49 *$'
tty_keys c
tty_check "c goes to the first cutoff" 'step 14 of 49 · cutoff 1 of 5'
tty_check "the cutoff's sentence shows" '14 cutoff at C (MIN): beta = 2 <= alpha = 3'
tty_check "the pruned leaf is marked" '✂C2 12'
tty_check "the call stack shows C's window" '▶ ▼ C  *3  *2  *2 *$'
tty_check "the pseudocode line is marked" '▶ 19 *if beta <= alpha:'
tty_keys c
tty_check "c goes to the next cutoff" 'step 25 of 49 · cutoff 2 of 5'
tty_check "only the cuts so far are marked" '✂G1 25.*□K2 5'
tty_keys C
tty_check "C goes back to the previous cutoff" 'step 14 of 49 · cutoff 1 of 5'
tty_keys G
tty_check "G goes to the last step" 'step 49 of 49 *$'
tty_check "the last step is the game's value" 'return H = 3: the value of the game'
# The ending, in the pseudocode's place: truth.h holds these words to the
# search (tests/sentences.c); here, that the screen shows them, and marks
# the principal variation ("*" before each of its nodes but the root, "▶").
tty_check "the last step has the ending's title" '─ the end of the search ─'
tty_check "... the best move" '^  best move: D *$'
tty_check "... the principal variation" \
    '^  principal variation: H -> D -> B -> A -> A1 *$'
tty_check "... the nodes visited" '^  visited: 17 of 26 nodes'
tty_check "... what pruning saved" \
    '^  minimax would visit all 26 nodes: alpha-beta saved 9 (35%)'
tty_check "... and marks the principal variation in the tree" \
    '\*▼D 3 .*▼I ≤3'
# (the tree's rows: 3 to 11 at 100x40)
pv_marked=$(sed -n '3,11p' "$tmp/screen" | grep -o '\*[^ ]*' | tr '\n' ' ')
if [ "$pv_marked" = "*▼D *▲B *▼A *■A1 " ]; then
	pass "tty: the principal variation's nodes, and only they, are marked"
else
	fail "tty: marked as the principal variation: $pv_marked"
fi
tty_keys n
tty_check "past the last step it says so" 'This is the last step'
tty_keys g
tty_check "g goes to the first step" 'step 1 of 49 *$'
tty_keys 4 1 g
tty_check "41g goes to step 41" 'step 41 of 49 · cutoff 4 of 5'
tty_keys Left
tty_check "the left arrow goes back" 'step 40 of 49 *$'
tty_keys t
tty_check "t switches to the outline" '├─▲ J  *v=2  *α  3  β +∞'

# Resize: the screen is laid out again for the new size.
tty_tmux resize-window -t t -x 60 -y 20
if tty_wait 'step 40 of 49 *$' && [ "$(wc -l <"$tmp/screen")" = 20 ] &&
    sed -n 20p "$tmp/screen" | grep -q 'Layout: outline' &&
    grep -q '^─.* rows [0-9]*-[0-9]* of 26 ─$' "$tmp/screen"; then
	pass "tty: redrawn at 60x20: the outline scrolls, the status on row 20"
else
	fail "tty: not redrawn for 60x20:"
	sed 's/^/    | /' "$tmp/screen"
fi
tty_tmux resize-window -t t -x 30 -y 8
tty_check "a screen too small says so" '^Too small (30x8)'
tty_tmux resize-window -t t -x 100 -y 40
if tty_wait 'step 40 of 49 *$' && sed -n 40p "$tmp/screen" | grep -q 'Layout'; then
	pass "tty: redrawn at 100x40 again"
else
	fail "tty: not redrawn for 100x40:"
	sed 's/^/    | /' "$tmp/screen"
fi

# Colour: on a terminal without NO_COLOR the cut is red; with NO_COLOR
# set there is no colour at all, but the marks and attributes stay.
# (tmux writes 39 and 49, "default colour", after every reset: those
# are not colours.)
tty_colours() {
	tty_tmux capture-pane -p -e -t t |
	    grep -o "$(printf '\033')\\[[0-9;]*m" | tr -d '\033[m' | tr ';' '\n' |
	    grep -x -e '3[0-8]' -e '4[0-8]' -e '9[0-7]' -e '10[0-7]' | sort -u |
	    tr '\n' ' '
}
tty_keys c
tty_wait 'step 41 of 49 · cutoff 4 of 5' || true
if [ -n "$(tty_colours)" ]; then
	pass "tty: colours on a terminal ($(tty_colours))"
else
	fail "tty: no colour on a terminal without NO_COLOR"
fi

tty_keys q
tty_check "q quits with exit 0" 'exited 0$'
tty_check "q gives the terminal its modes back" '^modes:icanon echo *$'
if ! grep -q 'step 41 of 49' "$tmp/screen"; then
	pass "tty: q leaves the alternate screen"
else
	fail "tty: the stepper's screen stays after q"
fi

tty_start 100 40 NO_COLOR=1 -- trees/seed000.json
tty_wait 'step 1 of 49' || true
tty_keys 2 5 g
tty_wait 'step 25 of 49 · cutoff 2 of 5' || true
colours=$(tty_colours)
if [ -z "$colours" ] && grep -q '✂G1 25' "$tmp/screen" &&
    tty_tmux capture-pane -p -e -t t | grep -q "$(printf '\033')\\[[0-9;]*7m"; then
	pass "tty: NO_COLOR: no colour, the marks and reverse video stay"
else
	fail "tty: NO_COLOR: colours sent: $colours"
fi

# The other ways out: ^C, SIGTERM and SIGHUP also give the terminal back.
tty_keys C-c
tty_check "^C quits with exit 130" 'exited 130$'
tty_check "^C gives the terminal its modes back" '^modes:icanon echo *$'

tty_start 100 40 -- trees/seed000.json
tty_wait 'step 1 of 49' || true
kill -TERM "$(cat "$tmp/pid")" 2>/dev/null || true
tty_check "SIGTERM ends it with exit 143" 'exited 143$'
tty_check "SIGTERM gives the terminal its modes back" '^modes:icanon echo *$'

tty_start 100 40 -- trees/seed000.json
tty_wait 'step 1 of 49' || true
kill -HUP "$(cat "$tmp/pid")" 2>/dev/null || true
tty_check "SIGHUP ends it with exit 129" 'exited 129$'
tty_check "SIGHUP gives the terminal its modes back" '^modes:icanon echo *$'

# The tree from standard input, the keys from the terminal.
tty_new
tty_tmux new-session -d -s t -x 80 -y 24 -c "$PWD" \
    sh -c "\"$tty_abviz\" step - <trees/lecture.json; echo exited \$?; sleep 60" ||
    fail "tty: tmux cannot start a session"
tty_check "step - opens a tree from standard input" 'step 1 of 59 *$'
tty_keys c
tty_check "... and reads keys from the terminal" 'step 19 of 59 · cutoff 1 of 3'
tty_check "lecture.json is drawn in layers at 80x24" '■4 ■8 ■1 ■6 ■3 ■9'
tty_keys q
tty_check "... and quits" 'exited 0$'

# The pseudocode keeps its indentation: as the listing scrolls with the
# steps (80x24 shows 6 of its 21 lines), a line stays in its column; its
# indent was once what the lines in view shared, so lines jumped sideways.
tty_start 80 24 -- trees/seed000.json
tty_wait 'step 1 of 49' || true
cols=
k=1
while [ $k -le 48 ]; do
	tty_wait "step $k of 49" || break
	# the column of each line in view, left of the call stack ("▶",
	# three bytes, made one column)
	cols="$cols $(sed 's/▶/>/g' "$tmp/screen" | awk '{
	    i = index($0, "bestVal = max"); if (i > 0 && i < 60) print "max:" i
	    i = index($0, "bestVal = min"); if (i > 0 && i < 60) print "min:" i
	    i = index($0, "if beta <= alpha"); if (i > 0 && i < 60) print "if:" i
	    }' | sort -u | tr '\n' ' ')"
	tty_keys n
	k=$((k + 1))
done
# each of the three seen at some step, each always at one column
seen=$(printf '%s\n' $cols | sort -u | cut -d: -f1 | sort -u | tr '\n' ' ')
moved=$(printf '%s\n' $cols | sort -u | cut -d: -f1 | uniq -d)
if [ $k = 49 ] && [ "$seen" = "if max min " ] && [ -z "$moved" ]; then
	pass "tty: the pseudocode's lines keep their columns at every step ($(
	    printf '%s\n' $cols | sort -u | tr '\n' ' '))"
else
	fail "tty: pseudocode lines moved sideways (at step $k): $(printf \
	    '%s\n' $cols | sort -u | tr '\n' ' ')"
fi
tty_keys q

# Too big to draw: a note in place of the tree, and the steps go on.
tty_start 100 40 -- "$tmp/wide.json"
tty_check "a 3001-node tree is not drawn" 'more than a terminal can show'
tty_keys G
tty_check "... but steps to its end" 'step 6002 of 6002 *$'
tty_keys q
tty_check "... and quits" 'exited 0$'

tty_tmux kill-server >/dev/null 2>&1 || true

lib_end
