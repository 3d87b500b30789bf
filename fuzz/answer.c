/*
 * fuzz/answer.c: libFuzzer target for the answer loader (text and JSON
 * forms) and the grading every answer then goes through: the input is an
 * answer to two built-in trees, one with ids (seed 000's) and one without
 * (path ids, leaf numbers), each graded with its misconception catalogue,
 * and the practice page's data written (to /dev/null).  Built by make fuzz.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "answer.h"
#include "check.h"
#include "load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Seed 000's tree, and one without ids (path ids, leaf numbers). */
static const char *const tree_text[] = {
	"{\"player\": \"max\", \"root\": {\"id\": \"H\", \"children\": ["
	"{\"id\": \"D\", \"children\": [{\"id\": \"B\", \"children\": ["
	"{\"id\": \"A\", \"children\": [{\"id\": \"A1\", \"value\": 3},"
	"{\"id\": \"A2\", \"value\": 17}]}, {\"id\": \"C\", \"children\": ["
	"{\"id\": \"C1\", \"value\": 2}, {\"id\": \"C2\", \"value\": 12}]}]},"
	"{\"id\": \"E\", \"children\": [{\"id\": \"F\", \"children\": ["
	"{\"id\": \"F1\", \"value\": 15}]}, {\"id\": \"G\", \"children\": ["
	"{\"id\": \"G1\", \"value\": 25}, {\"id\": \"G2\", \"value\": 0}]}]}]},"
	"{\"id\": \"I\", \"children\": [{\"id\": \"J\", \"children\": ["
	"{\"id\": \"K\", \"children\": [{\"id\": \"K1\", \"value\": 2},"
	"{\"id\": \"K2\", \"value\": 5}]}, {\"id\": \"L\", \"children\": ["
	"{\"id\": \"L1\", \"value\": 3}]}]}, {\"id\": \"M\", \"children\": ["
	"{\"id\": \"N\", \"children\": [{\"id\": \"N1\", \"value\": 2},"
	"{\"id\": \"N2\", \"value\": 14}]}]}]}]}}",
	"[[3, [5, 5], 2.5], [[1, 9], 0], [4, [8, 8, 8]]]"
};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct tree *t[2];
	static struct checker *c[2];
	static FILE *sink;
	static const double weights[ANS_NKINDS] = { 1, 2, 1, 3, 1, 1, 1, 0.5 };
	char err[1024], *text;
	int k;

	if (sink == NULL) {
		struct search_cfg cfg;

		memset(&cfg, 0, sizeof(cfg));
		cfg.algo = ALGO_ALPHABETA;
		cfg.depth = -1;
		for (k = 0; k < 2; k++) {
			t[k] = load_tree_mem("tree", tree_text[k],
			    strlen(tree_text[k]), err, sizeof(err));
			if (t[k] == NULL ||
			    (c[k] = checker_new(t[k], &cfg, err, sizeof(err))) ==
			    NULL)
				abort();
			/* the second: PVS cutting only on alpha > beta, in
			   an aspiration window (two passes when it fails) */
			cfg.cutoff = CUT_GT;
			cfg.algo = ALGO_PVS;
			cfg.window = 1;
			cfg.lo = 2;
			cfg.hi = 4;
		}
		if ((sink = fopen("/dev/null", "w")) == NULL)
			abort();
	}
	if ((text = malloc(size + 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	for (k = 0; k < 2; k++) {
		struct answer *a = answer_parse("fuzz.txt", text, size,
		    checker_ids(c[k]), err, sizeof(err));
		struct grade g;

		if (a == NULL)
			continue;
		if (check_grade(c[k], a, weights, &g) == 0 &&
		    (g.score < 0 || g.score > g.total + 1e-9))
			abort();	/* a score is never out of its total */
		grade_free(&g);
		answer_free(a);
		check_practice(sink, c[k]);
	}
	free(text);
	return 0;
}
