# abviz: an alpha-beta visualizer and tracer.
# make (build ./abviz), make demo, make test, make sanitize, make install.

CC ?= cc
PREFIX ?= /usr/local
DESTDIR ?=
BUILD ?= build
PKG_CONFIG ?= pkg-config

CJSON_CFLAGS := $(shell $(PKG_CONFIG) --cflags libcjson 2>/dev/null)
CJSON_LIBS := $(shell $(PKG_CONFIG) --libs libcjson 2>/dev/null || echo -lcjson)

WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	-Wwrite-strings -Wconversion
CFLAGS ?= -O2 -g
ALL_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L $(WARN) $(CFLAGS) \
	$(CJSON_CFLAGS) $(INC) -MMD -MP
LDLIBS = $(CJSON_LIBS) -lm

# src/ is in layers, each a folder that uses only the ones before it:
# base (formatting, UTF-8, output files), msg (the messages), input (the
# tree, its loaders, answers, imports, games), search (the searches and
# their trace), model (the step model and the pseudocode), analysis
# (grading, comparing, exam trees), output (the emitters) and cmd (the
# command line: main.c, the tables of commands and options, one file per
# command).  The library is shared with the test programs; cmd only builds
# abviz (and mkdoc, below).
LAYERS = base msg input search model analysis output
LIB_SRC = $(filter-out src/msg/mkcat.c, \
	$(foreach d,$(LAYERS),$(sort $(wildcard src/$(d)/*.c))))
CLI_SRC = $(sort $(wildcard src/cmd/*.c))
INC = $(foreach d,$(LAYERS) cmd,-Isrc/$(d))
LIB_OBJ = $(LIB_SRC:src/%.c=$(BUILD)/obj/%.o)
CLI_OBJ = $(CLI_SRC:src/%.c=$(BUILD)/obj/%.o)
TEST_NAMES = unit unit-trace unit-code unit-steps unit-compare msg prop forms grade truth sentences game gentree u8 loadways palette \
	chance chance-check \
	fuzzcli clash
BENCH_BIN = $(BUILD)/bench/gen $(BUILD)/bench/parse $(BUILD)/bench/measure \
	$(BUILD)/bench/emit
TEST_BIN = $(TEST_NAMES:%=$(BUILD)/%)

# What the Debian packages provide; make deps installs the missing ones.
DEB_PKGS = gcc make pkg-config libcjson-dev graphviz fonts-noto-cjk

TREES = $(wildcard trees/*.json)
DEMO = $(TREES:trees/%.json=out/%.svg) $(TREES:trees/%.json=out/%.html) \
	$(TREES:trees/%.json=out/%.practice.html)

.PHONY: all demo deps test check sanitize valgrind bench fuzz golden install \
	uninstall clean
.SUFFIXES:
# Keep the generated diagrams: they are results, not intermediates.
.SECONDARY:

all: abviz

# Renamed into place: a copy over the old file would pull the code from
# under any abviz still running it (a test, valgrind).
abviz: $(BUILD)/abviz
	cp $< $@.tmp && mv $@.tmp $@

$(BUILD)/abviz: $(CLI_OBJ) $(LIB_OBJ)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/%: $(BUILD)/tests/%.o $(LIB_OBJ)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/obj/%.o: src/%.c | $(BUILD)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/%.c | $(BUILD)
	@mkdir -p $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD):
	mkdir -p $@

# The HTML stepper's page (src/page/: HTML, CSS, JavaScript) goes into the
# binary as C strings: embed writes them into $(BUILD)/page.h, which only
# html.c includes.
PAGE_SRC = src/page/page.html src/page/page.css src/page/page.js \
	src/page/practice.html src/page/practice.js
$(BUILD)/page.h: $(PAGE_SRC) $(BUILD)/embed
	$(BUILD)/embed $(PAGE_SRC) >$@.tmp && mv $@.tmp $@

$(BUILD)/embed: src/page/embed.c | $(BUILD)
	$(CC) $(ALL_CFLAGS) -o $@ $<

$(BUILD)/obj/output/html.o: $(BUILD)/page.h
$(BUILD)/obj/output/html.o: ALL_CFLAGS += -I$(BUILD)
fuzz: $(BUILD)/page.h $(BUILD)/catalog.h

# The messages are gettext catalogues: po/abviz.pot has every message's
# English under its id (src/msg/msg.h), po/LL.po language LL's (README,
# Languages).  mkcat (src/msg/mkcat.c) turns them into C tables,
# $(BUILD)/catalog.h, which only msg.c includes: abviz switches language
# with no locale installed, and building needs no gettext tools.  A new
# language is its po/LL.po and a word on the PO line.
POT = po/abviz.pot
PO = po/zh.po
$(BUILD)/catalog.h: src/msg/msg.h $(POT) $(PO) $(BUILD)/mkcat
	$(BUILD)/mkcat src/msg/msg.h $(POT) $(PO) >$@.tmp && mv $@.tmp $@

$(BUILD)/mkcat: src/msg/mkcat.c | $(BUILD)
	$(CC) $(ALL_CFLAGS) -o $@ $<

$(BUILD)/obj/msg/msg.o: $(BUILD)/catalog.h
$(BUILD)/obj/msg/msg.o: ALL_CFLAGS += -I$(BUILD)

# abviz with one more language, EXTRA_PO (tests/lang.sh: a made-up one,
# tests/po/xx.po): only msg.o differs, made from a catalogue of its own.
EXTRA_PO ?= tests/po/xx.po
$(BUILD)/extra/catalog.h: src/msg/msg.h $(POT) $(PO) $(EXTRA_PO) $(BUILD)/mkcat
	@mkdir -p $(@D)
	$(BUILD)/mkcat src/msg/msg.h $(POT) $(PO) $(EXTRA_PO) >$@.tmp \
		2>$(@D)/mkcat.err || { cat $(@D)/mkcat.err; exit 1; }
	mv $@.tmp $@

$(BUILD)/extra/msg.o: src/msg/msg.c $(BUILD)/extra/catalog.h
	$(CC) $(ALL_CFLAGS) -I$(BUILD)/extra -c -o $@ $<

$(BUILD)/extra/abviz: $(CLI_OBJ) $(filter-out %/msg/msg.o,$(LIB_OBJ)) \
    $(BUILD)/extra/msg.o
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# The manual page and the bash completion: mkdoc writes the options of
# every command into them from the option table (src/cmd/opt.c), so that
# they list what abviz help does.  It links the commands without main.c.
DOC = $(BUILD)/abviz.1 $(BUILD)/abviz.bash
$(BUILD)/mkdoc: $(BUILD)/obj/doc/mkdoc.o \
    $(filter-out %/main.o,$(CLI_OBJ)) $(LIB_OBJ)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/abviz.1: src/doc/abviz.1.in $(BUILD)/mkdoc
	$(BUILD)/mkdoc man $< >$@.tmp && mv $@.tmp $@

$(BUILD)/abviz.bash: src/doc/abviz.bash.in $(BUILD)/mkdoc
	$(BUILD)/mkdoc bash $< >$@.tmp && mv $@.tmp $@

# The example trees, traced and rendered: one run of abviz writes the
# .dot/.log/.json of a tree and its picture (abviz runs Graphviz itself);
# another writes the stepper page.
out/%.dot out/%.log out/%.json out/%.svg: trees/%.json abviz
	./abviz -o out -f dot,log,json,svg $<

# The stepper page: abviz runs dot itself and writes the page whole.
out/%.html: trees/%.json abviz
	./abviz -o out -f html $<

# The same page as an exercise, checked in the browser.
out/%.practice.html: trees/%.json abviz
	./abviz -o out -f practice $<

demo: deps
	@$(MAKE) --no-print-directory all
	@$(MAKE) --no-print-directory $(DEMO)
	@echo
	@echo "Rendered $(words $(TREES)) example trees into out/: a diagram"
	@echo "(NAME.svg), a page to step through (NAME.html) and the same page"
	@echo "as an exercise that checks a student's answer (NAME.practice.html):"
	@ls out/*.svg out/*.html
	@echo
	./abviz --log trees/seed000.json

# Check for the tools and libraries abviz needs; install what is missing
# when we can (root, or sudo without a password), else say how and stop.
deps:
	@missing=""; \
	command -v cc >/dev/null 2>&1 || missing="$$missing gcc"; \
	command -v make >/dev/null 2>&1 || missing="$$missing make"; \
	command -v $(PKG_CONFIG) >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	$(PKG_CONFIG) --exists libcjson 2>/dev/null || missing="$$missing libcjson-dev"; \
	command -v dot >/dev/null 2>&1 || missing="$$missing graphviz"; \
	fc-list :lang=zh family 2>/dev/null | grep -q . || \
	    missing="$$missing fonts-noto-cjk"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then sudo=""; \
	elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; \
	else \
		echo "abviz needs these Debian packages:$$missing"; \
		echo "install them with: sudo apt-get install$$missing"; \
		exit 2; \
	fi; \
	echo "installing missing Debian packages:$$missing"; \
	$$sudo apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing

# The whole suite (tests/run.sh); it ends with "N passed, N failed".
test: abviz $(TEST_BIN) $(DOC) $(BUILD)/extra/abviz
	@sh tests/run.sh ./abviz $(BUILD)

# Its fast part, in well under two minutes: the test programs with fewer
# random trees, the golden files, the bad inputs, the command line, the step
# model, abviz check, import, gen and the languages; no browser, tmux, LaTeX
# or install (tests/run.sh says which files).
check: abviz $(TEST_BIN) $(DOC) $(BUILD)/extra/abviz
	@PROP_TREES=$${PROP_TREES:-300} TRUTH_TREES=$${TRUTH_TREES:-100} \
		sh tests/run.sh ./abviz $(BUILD) check

# The whole suite again under AddressSanitizer and UBSan, in its own build.
sanitize:
	@$(MAKE) --no-print-directory BUILD=build/sanitize \
		CFLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
		LDFLAGS="-fsanitize=address,undefined" \
		build/sanitize/abviz $(TEST_NAMES:%=build/sanitize/%) \
		build/sanitize/abviz.1 build/sanitize/abviz.bash \
		build/sanitize/extra/abviz
	@ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
		TRUTH_TREES=300 sh tests/run.sh build/sanitize/abviz build/sanitize

# The whole suite again under valgrind (memcheck, leaks), through wrappers
# in build/valgrind that name valgrind by its full path (tests that hide
# Graphviz empty PATH); the property tests check fewer trees (PROP_TREES,
# TRUTH_TREES).
VALGRIND_OPTS = -q --error-exitcode=99 --leak-check=full \
	--errors-for-leak-kinds=definite,indirect
valgrind: abviz $(TEST_BIN) $(DOC) $(BUILD)/extra/abviz
	@mkdir -p build/valgrind/extra
	@cp $(DOC) build/valgrind/
	@vg=$$(command -v valgrind) || { echo "valgrind is not installed"; exit 2; }; \
	for p in abviz $(TEST_NAMES) extra/abviz mkcat; do \
		src=$(BUILD)/$$p; [ $$p = abviz ] && src=abviz; \
		printf '#!/bin/sh\nexec %s $(VALGRIND_OPTS) "%s" "$$@"\n' "$$vg" "$$(pwd)/$$src" \
			>build/valgrind/$$p; \
		chmod +x build/valgrind/$$p; \
	done
	@PROP_TREES=200 TRUTH_TREES=100 sh tests/run.sh build/valgrind/abviz \
		build/valgrind

# Speed and memory against a bare cJSON parse, in one run (bench/run.sh).
bench: abviz $(BENCH_BIN)
	@sh bench/run.sh ./abviz $(BUILD)/bench

$(BUILD)/bench/emit: bench/emit.c $(LIB_OBJ)
	@mkdir -p $(BUILD)/bench
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/bench/%: bench/%.c | $(BUILD)
	@mkdir -p $(BUILD)/bench
	$(CC) $(ALL_CFLAGS) -D_DEFAULT_SOURCE -o $@ $< $(LDLIBS)

# libFuzzer targets (fuzz/*.c), each FUZZ_SECONDS long, with a corpus seeded
# from the example trees, the tests and fuzz/regress/TARGET (every input
# that ever crashed); cli's also from every command the README shows
# (fuzz/cli-corpus.sh).  Each runs in a folder of its own, build/fuzz/cwd-
# TARGET, where anything a command writes lands.  A new target is a
# fuzz/NAME.c and a word here.
FUZZ_TARGETS = load cli answer cs188
FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
FUZZ_FLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
	-DABVIZ_NO_MAIN -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all $(INC) -I$(BUILD) $(CJSON_CFLAGS)
fuzz:
	@mkdir -p build/fuzz
	@for t in $(FUZZ_TARGETS); do \
		extra=; [ $$t = cli ] && extra="$(CLI_SRC)"; \
		$(FUZZ_CC) $(FUZZ_FLAGS) -o build/fuzz/$$t fuzz/$$t.c $(LIB_SRC) \
			$$extra $(LDLIBS) || exit 1; \
		mkdir -p build/fuzz/corpus-$$t fuzz/regress/$$t; \
		seeds="trees/*.json tests/bad/*.json tests/golden/*.json"; \
		[ $$t = answer ] && seeds="$$seeds tests/check/*"; \
		[ $$t = cs188 ] && seeds="tests/import/*.test tests/import/bad/*"; \
		for f in $$seeds; do \
			if [ $$t = cli ]; then \
				{ echo "--algo pvs --order best --depth 2"; cat $$f; } \
					>build/fuzz/corpus-$$t/$$(basename $$f); \
			else cp $$f build/fuzz/corpus-$$t/; fi; \
		done; \
		[ $$t = cli ] && sh fuzz/cli-corpus.sh build/fuzz/corpus-cli; \
		echo "fuzzing $$t for $(FUZZ_SECONDS) s"; \
		rm -rf build/fuzz/cwd-$$t && mkdir build/fuzz/cwd-$$t && \
		(cd build/fuzz/cwd-$$t && ../$$t -max_total_time=$(FUZZ_SECONDS) \
			-close_fd_mask=3 -timeout=20 -rss_limit_mb=2048 \
			-print_final_stats=1 -artifact_prefix=../$$t- \
			../corpus-$$t ../../../fuzz/regress/$$t) 2>build/fuzz/$$t.log; \
		rc=$$?; grep -E '^stat::(number_of_executed_units|peak_rss_mb)|^(Done|INFO: Running with)' \
			build/fuzz/$$t.log || true; \
		if [ $$rc != 0 ]; then tail -n 40 build/fuzz/$$t.log; \
			echo "fuzz $$t failed: see build/fuzz/$$t.log and build/fuzz/$$t-*"; exit 1; fi; \
	done

# Regenerate the golden files on purpose; review the diff before committing.
golden: abviz $(TEST_BIN)
	@GOLDEN_REGEN=1 sh tests/run.sh ./abviz $(BUILD) | grep rewritten
	@git status --short tests/golden

# The binary, its manual page and its bash completion, under PREFIX (staged
# under DESTDIR when packaging); uninstall removes exactly these.
BINDIR = $(PREFIX)/bin
MAN1DIR = $(PREFIX)/share/man/man1
COMPDIR = $(PREFIX)/share/bash-completion/completions
install: abviz $(DOC)
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MAN1DIR) $(DESTDIR)$(COMPDIR)
	cp abviz $(DESTDIR)$(BINDIR)/abviz.tmp && mv $(DESTDIR)$(BINDIR)/abviz.tmp $(DESTDIR)$(BINDIR)/abviz
	chmod 755 $(DESTDIR)$(BINDIR)/abviz
	cp $(BUILD)/abviz.1 $(DESTDIR)$(MAN1DIR)/abviz.1
	chmod 644 $(DESTDIR)$(MAN1DIR)/abviz.1
	cp $(BUILD)/abviz.bash $(DESTDIR)$(COMPDIR)/abviz
	chmod 644 $(DESTDIR)$(COMPDIR)/abviz

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/abviz $(DESTDIR)$(MAN1DIR)/abviz.1 \
		$(DESTDIR)$(COMPDIR)/abviz

clean:
	rm -rf $(BUILD) abviz out/*.dot out/*.log out/*.json out/*.svg out/*.html

-include $(wildcard $(BUILD)/obj/*/*.d $(BUILD)/tests/*.d $(BUILD)/bench/*.d \
	$(BUILD)/extra/*.d)
