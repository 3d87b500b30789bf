/*
 * load.h: read a game tree written in JSON into a struct tree.
 * The only module that knows JSON: it parses with cJSON, converts the
 * document into the compact tree, and deletes the document before returning.
 */
#ifndef ABVIZ_LOAD_H
#define ABVIZ_LOAD_H

#include <stddef.h>

#include "tree.h"

#define LOAD_ID_MAX 256		/* longest id, in bytes */
#define LOAD_LABEL_MAX 1024	/* longest label, in bytes */

/*
 * Load the tree in file path ("-" for standard input).  Returns a tree the
 * caller frees with tree_free, or NULL with a message in err such as
 * "trees/x.json:12:7: expected a number for \"value\"" (no program name).
 */
struct tree *load_tree(const char *path, char *err, size_t errlen);

/*
 * The same from memory; file names the text in messages.  text[len] must be
 * a NUL byte.
 */
struct tree *load_tree_mem(const char *file, const char *text, size_t len,
    char *err, size_t errlen);

/*
 * The whole of file path ("-": standard input), NUL-terminated, its length
 * in *len; the caller frees it.  NULL with "FILE: reason" in err.
 */
char *load_file(const char *path, size_t *len, char *err, size_t errlen);

/*
 * The name a file's outputs take: its base name without ".json" ("trees/x.json"
 * -> "x"; "-" -> "stdin").  The caller frees it; NULL when out of memory.
 */
char *load_stem(const char *path);

#endif
