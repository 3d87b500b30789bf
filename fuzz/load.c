/*
 * fuzz/load.c: libFuzzer target for the tree loader, and everything a
 * loaded tree then goes through: every formulation searches it and every
 * emitter writes it (to /dev/null).  Built by make fuzz.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab.h"
#include "compare.h"
#include "dot.h"
#include "json.h"
#include "load.h"
#include "log.h"
#include "steps.h"
#include "trace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
search_and_emit(const struct tree *t, const struct search_cfg *cfg, FILE *sink)
{
	struct trace tr;
	struct summary *s = NULL;
	char err[512];

	memset(&tr, 0, sizeof(tr));
	if (ab_check(t, cfg, err, sizeof(err)) == 0 && ab_search(t, cfg, &tr) ==
	    0 && (s = trace_summarize(t, &tr)) != NULL) {
		dot_emit(sink, t, &tr, s);
		log_emit(sink, t, &tr, s);
		json_emit(sink, t, &tr, s);
		json_steps_emit(sink, t, &tr, s);
	}
	trace_summary_free(s);
	trace_release(&tr);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	struct search_cfg cfg;
	struct tree *t;
	char err[1024], *text;
	int a;

	if (sink == NULL && (sink = fopen("/dev/null", "w")) == NULL)
		return 0;
	if ((text = malloc(size + 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	t = load_tree_mem("fuzz.json", text, size, err, sizeof(err));
	free(text);
	if (t == NULL)
		return 0;
	memset(&cfg, 0, sizeof(cfg));
	cfg.depth = -1;
	cfg.node_types = 1;
	/* the input's own first byte picks the conventions */
	cfg.order = (enum order)(size > 0 ? data[0] % ORDER_N : 0);
	cfg.cutoff = size > 1 && (data[1] & 1) ? CUT_GT : CUT_GE;
	cfg.update_after = size > 1 && (data[1] & 2);
	for (a = 0; a < ALGO_N; a++) {
		cfg.algo = (enum algo)a;
		search_and_emit(t, &cfg, sink);
	}
	cfg.algo = ALGO_PVS;
	cfg.window = 1;
	cfg.lo = -1;
	cfg.hi = 1;
	search_and_emit(t, &cfg, sink);
	cfg.window = 0;
	cfg.depth = t->height > 1 ? 1 : -1;
	cfg.iterative = 1;
	search_and_emit(t, &cfg, sink);
	if (t->n < 2000)
		compare_emit(sink, t, &cfg, (size & 1) != 0);
	tree_free(t);
	return 0;
}
