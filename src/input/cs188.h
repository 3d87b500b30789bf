/*
 * cs188.h: Berkeley CS188's game-tree test files (the multiagent project's
 * GraphGameTreeTest, test_cases/q2..q4/NAME.test) unrolled into the text of
 * an abviz tree file (README, "Tree format"), so that the autograder's own
 * trees can be traced, drawn and checked.
 */
#ifndef ABVIZ_CS188_H
#define ABVIZ_CS188_H

#include <stddef.h>

#define CS188_NAME_MAX 200	/* longest state name, in bytes: an id with
				   its "'N" suffix must stay under the
				   loader's 256 */
#define CS188_MAX_NODES 100000	/* most nodes an unrolled tree may have */
#define CS188_DEPTH_MAX 100000	/* largest depth or num_agents accepted */

/*
 * Read the .test file's text (file names it in messages; text[len] is a
 * NUL byte) and unroll its game graph, from start_state, into a tree file.
 * depth > 0 replaces the file's "depth"; stem is the name the tree takes
 * ("2-1a-vary-depth") and base the file's base name for "source".
 *
 * Returns the JSON text, NUL-terminated, which the caller frees; or NULL
 * with "FILE:LINE:COL: ..." (or "FILE: ..." for a missing key) in err.
 * note gets a remark the user should read even on success ("" if none).
 */
char *cs188_import(const char *file, const char *text, size_t len,
    long depth, const char *stem, const char *base, char *err, size_t errlen,
    char *note, size_t notelen);

#endif
