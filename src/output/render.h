/*
 * render.h: drawing DOT through Graphviz's dot program, from inside abviz,
 * for the outputs that need a finished picture (the HTML page's SVG, the
 * frames).  abviz never links Graphviz; it runs "dot" from PATH.
 */
#ifndef ABVIZ_RENDER_H
#define ABVIZ_RENDER_H

#include <stddef.h>
#include <stdio.h>

/*
 * Render the DOT text dot[0..len) as format ("svg", "png", "pdf") onto out.
 * Returns 0, or -1 with the reason in err: dot is not installed, or it
 * failed (its first line of complaint), or out could not be written.
 */
int render_dot(const char *dot, size_t len, const char *format, FILE *out,
    char *err, size_t errlen);

#endif
