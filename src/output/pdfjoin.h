/*
 * pdfjoin.h: several PDF documents as one, their pages in order: the pages
 * of a worksheet too wide for one sheet (paper.h), each drawn by Graphviz
 * (cairo) as a PDF of its own.  Reads the plain documents cairo writes: one
 * cross-reference table, no object streams, no incremental updates.
 */
#ifndef ABVIZ_PDFJOIN_H
#define ABVIZ_PDFJOIN_H

#include <stddef.h>
#include <stdio.h>

/* One document: its bytes, borrowed. */
struct pdfjoin_doc {
	const char *pdf;
	size_t len;
};

/* Write docs[0..n) as one document onto f: their objects renumbered, under
   one new page tree and catalog.  0, or -1 with the reason in err (a
   document not of the kind read here). */
int pdfjoin_write(FILE *f, const struct pdfjoin_doc *docs, int n, char *err,
    size_t errlen);

#endif
