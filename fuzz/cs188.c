/*
 * fuzz/cs188.c: libFuzzer target for abviz import cs188: the input is a
 * .test file.  A file the importer takes must give a tree file the loader
 * takes too (anything else is a bug in the importer, and aborts); a file
 * it refuses must come with a message.  Built by make fuzz.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cs188.h"
#include "load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char err[1024], note[512], *text, *json;
	struct tree *t;

	if ((text = malloc(size + 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	err[0] = '\0';
	/* a small depth override half the time: the unrolling stays cheap */
	json = cs188_import("fuzz.test", text, size, size % 2 ? 3 : 0,
	    "fuzz", "fuzz.test", err, sizeof(err), note, sizeof(note));
	if (json == NULL) {
		if (err[0] == '\0')
			abort();	/* refused without saying why */
		free(text);
		return 0;
	}
	t = load_tree_mem("fuzz.json", json, strlen(json), err, sizeof(err));
	if (t == NULL) {
		fprintf(stderr, "the import is not a tree file: %s\n", err);
		abort();
	}
	tree_free(t);
	free(json);
	free(text);
	return 0;
}
