/*
 * load.h: read a game tree written in JSON into a struct tree.
 * The only module that knows JSON: it scans arrays of integers itself, and
 * parses anything else with cJSON, converts the document into the compact
 * tree, and deletes the document before returning.
 */
#ifndef ABVIZ_LOAD_H
#define ABVIZ_LOAD_H

#include <stddef.h>

#include "tree.h"

#define LOAD_ID_MAX 256		/* longest id, in bytes */
#define LOAD_LABEL_MAX 1024	/* longest label, in bytes */

/*
 * The most load_file reads of one input, by default: 1 GiB, 45 times the
 * largest real game tree abviz writes (tic-tac-toe's whole tree, 22 MB),
 * and far below what a machine that loads it needs in memory.
 */
#define LOAD_INPUT_MAX ((size_t)1 << 30)

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
 * The same, by the ways in the mask ways only (the tests compare them), in
 * this order: LOAD_SCAN reads arrays of integers without a document,
 * LOAD_CJSON any good tree through cJSON in an arena, LOAD_CAREFUL any
 * text, with the message for a bad one.  Those two say no to a bad tree
 * and leave it to the next; without LOAD_CAREFUL, a text they all refuse
 * gets the message "FILE: not taken by the ways asked for".
 */
enum { LOAD_SCAN = 1, LOAD_CJSON = 2, LOAD_CAREFUL = 4, LOAD_ANY = 7 };
struct tree *load_tree_way(const char *file, const char *text, size_t len,
    int ways, char *err, size_t errlen);

/*
 * The whole of file path ("-": standard input), NUL-terminated, its length
 * in *len; the caller frees it.  NULL with "FILE: reason" in err, also for
 * an input larger than the cap (load_set_max_input), which is refused as
 * soon as it is known: a regular file by its size, before any is read, a
 * pipe or a device once that much has come.  Reading stops early at the
 * first block that holds a NUL byte: no text abviz reads may hold one, so
 * the text read up to there is refused at it, whatever follows (and
 * /dev/zero never ends).
 */
char *load_file(const char *path, size_t *len, char *err, size_t errlen);

/* The cap on one input, in bytes (--max-input); 0: none. */
void load_set_max_input(size_t max);

/*
 * The name a file's outputs take: its base name without ".json" ("trees/x.json"
 * -> "x"; "-" -> "stdin").  The caller frees it; NULL when out of memory.
 */
char *load_stem(const char *path);

#endif
