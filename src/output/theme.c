/*
 * theme.c: the table of themes (see theme.h).  The default theme is the
 * diagram as it always was; the others change only what the table says.
 */
#include <string.h>

#include "theme.h"

const struct theme themes[THEME_N] = {
	/* on a screen: colour for the principal variation and the cuts,
	   light greys for what the search never reached */
	{ "default", "#000000", "#1f5fbf", "#c0392b", "#a0a0a0", "#b4b4b4",
	    "#404040", "#606060", "#ffe680", 1.0, 2.5, 3.5, 2.0,
	    12, 8, 9, 13, 0 },
	/* from the back of a hall: larger type, thick lines, darker and
	   more saturated colours, greys that still read on a washed-out
	   projector */
	{ "projector", "#000000", "#0033cc", "#d00000", "#707070", "#8c8c8c",
	    "#000000", "#303030", "#ffd400", 2.0, 4.5, 5.5, 3.5,
	    16, 12, 12, 16, 0 },
	/* a handout: black ink on white paper, no fills, no colour; the
	   principal variation is told by its weight, a cut by its dash and
	   its mark, and only what was never searched (and, in frames, not
	   reached yet) is grey */
	{ "print", "#000000", "#000000", "#000000", "#505050", "#a0a0a0",
	    "#000000", "#000000", NULL, 1.0, 3.0, 3.5, 2.0,
	    12, 8, 9, 13, 1 },
	/* no colour at all: the principal variation is told by its weight,
	   a cut by its dash and its mark, what was never searched by grey */
	{ "mono", "#000000", "#000000", "#000000", "#808080", "#a8a8a8",
	    "#000000", "#404040", "#e0e0e0", 1.0, 4.0, 3.5, 2.5,
	    12, 8, 9, 13, 1 },
};

const char *const theme_names[THEME_N] = {
	"default", "projector", "print", "mono"
};

/* The first row is every language's that has none of its own. */
static const struct theme_script scripts[] = {
	{ "en", "DejaVu Sans",
	    "\\usepackage{tikz}\n\\usetikzlibrary{shapes.geometric}\n",
	    "\\begin{document}\n", "\\end{document}\n", 0 },
	/* Chinese: Noto Sans CJK for Graphviz, CJKutf8's gbsn (the arphic
	   fonts) for TeX */
	{ "zh", "DejaVu Sans,Noto Sans CJK SC",
	    "\\usepackage{tikz}\n\\usetikzlibrary{shapes.geometric}\n"
	    "\\usepackage{CJKutf8}\n",
	    "\\begin{document}\n\\begin{CJK}{UTF8}{gbsn}\n",
	    "\\end{CJK}\n\\end{document}\n", 1 },
};

const struct theme_script *
theme_script(enum lang l)
{
	size_t i;

	for (i = 0; i < sizeof(scripts) / sizeof(scripts[0]); i++)
		if (strcmp(scripts[i].lang, lang_names[l]) == 0)
			return &scripts[i];
	return &scripts[0];
}

const struct theme *
theme_find(const char *name)
{
	int i;

	for (i = 0; i < THEME_N; i++)
		if (strcmp(themes[i].name, name) == 0)
			return &themes[i];
	return NULL;
}
