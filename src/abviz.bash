# bash completion for abviz: commands, options, and the values options
# take.  make install puts it in $(PREFIX)/share/bash-completion/completions.

# _abviz_words WORDS: complete the current word from WORDS; after a comma
# (--format dot,lo<TAB>) only the part after the last comma.
_abviz_words()
{
	local cur=${COMP_WORDS[COMP_CWORD]} head=
	if [[ $cur == *,* ]]; then
		head=${cur%,*},
		cur=${cur##*,}
	fi
	COMPREPLY=($(compgen -P "$head" -W "$1" -- "$cur"))
}

_abviz()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local cmd=run i
	local search="--algo --preset --fail --cutoff --update --order --root
	    --depth --iterative --window --node-types --mistake --notation --lang
	    --help"

	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		run|compare|step|check|gen|game|import|help) cmd=${COMP_WORDS[i]}; break ;;
		-*) ;;
		*) break ;;
		esac
	done
	case $prev in
	-a|--algo)
		_abviz_words "alphabeta alphabeta-hard negamax-ab minimax negamax pvs mtdf"
		return ;;
	--preset) _abviz_words "aima cs188 seed001 oiwiki negamax list"; return ;;
	--fail) _abviz_words "soft hard"; return ;;
	--cutoff) _abviz_words "ge gt"; return ;;
	--update) _abviz_words "before after"; return ;;
	--order) _abviz_words "ltr rtl best worst eval"; return ;;
	--root) _abviz_words "max min"; return ;;
	--mistake) _abviz_words "shallow root-window value-for-bound global-bounds
	    early-bound lowered-bound cut-child"; return ;;
	--notation) _abviz_words "either bounds returned"; return ;;
	--moves) _abviz_words "near all"; return ;;
	-f|--format)
		[[ $cmd == gen ]] && { _abviz_words "pdf svg png dot"; return; }
		_abviz_words "dot svg png pdf log json steps html practice frames tikz beamer"
		return ;;
	--print) _abviz_words "dot svg png pdf log json steps html practice tikz beamer"; return ;;
	--theme) _abviz_words "default projector print mono"; return ;;
	--lang) _abviz_words "en zh"; return ;;
	--frame-format) _abviz_words "svg png pdf dot"; return ;;
	--weights)
		_abviz_words "value= best= pv= pruned= visited= leaves= cutoff= node="
		compopt -o nospace 2>/dev/null
		return ;;
	-o|--output)
		# game and import write one file; the others write into a folder
		if [[ $cmd == game || $cmd == import ]]; then
			COMPREPLY=($(compgen -f -- "$cur"))
		else
			COMPREPLY=($(compgen -d -- "$cur"))
		fi
		return ;;
	import) _abviz_words "cs188"; return ;;
	--csv|--manifest) COMPREPLY=($(compgen -f -- "$cur")); return ;;
	--differ) _abviz_words "ge,gt ltr,rtl ltr,best rtl,best ltr,worst"; return ;;
	--depth|--window|--steps|--max-diagram|--branching|--values|--seed|\
	--count|--tries|--min-cutoffs|--min-prune-share|--max-prune-share|\
	--position|--size|--heaps|--max-nodes|--max-input) return ;;
	esac
	if [[ $cur == -* ]]; then
		case $cmd in
		run) _abviz_words "$search -o --output -f --format --json --log --dot
		    --stats --print --steps --cutoffs-only --frame-format --max-diagram
		    --blank --theme --max-input --version" ;;
		compare) _abviz_words "${search/--mistake/} --json --max-input" ;;
		step) _abviz_words "$search --plain --max-diagram --max-input" ;;
		check) _abviz_words "$search --weights --manifest --csv --brief --json
		    --max-input" ;;
		gen) _abviz_words "${search/--mistake/} -o --output -f --format
		    --branching --values --ties --distinct --seed --count
		    --min-cutoffs --deep-cutoff --min-prune-share --max-prune-share
		    --differ --tries" ;;
		game) _abviz_words "-o --output --position --depth --size --moves
		    --heaps --boards --no-boards --max-nodes --help" ;;
		import) _abviz_words "-o --output --depth --max-input --help" ;;
		esac
		return
	fi
	if [[ $cmd == help ]]; then
		_abviz_words "run compare step check gen game import"
		return
	fi
	if [[ $cmd == game ]]; then
		_abviz_words "ttt gomoku nim list"
		return
	fi
	# import FORMAT FILE: CS188's test files, and folders
	if [[ $cmd == import ]]; then
		COMPREPLY=($(compgen -f -X '!*.test' -- "$cur") $(compgen -d -- "$cur"))
		return
	fi
	if [[ $cmd == gen ]]; then
		return	# gen reads no files
	fi
	# a tree (or, for check, an answer): JSON files and folders first
	COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
	[[ $cmd == check ]] && COMPREPLY+=($(compgen -f -- "$cur"))
	if ((COMP_CWORD == 1)); then
		COMPREPLY+=($(compgen -W "run compare step check gen game import help" -- "$cur"))
	fi
}
complete -F _abviz abviz
