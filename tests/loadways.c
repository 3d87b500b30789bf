/*
 * loadways.c: the loader's ways (src/input/load.h, load_tree_way) agree.  Random
 * texts, good and broken, go through each way; every way that takes a text
 * must build the same tree, and a text one way refuses must get the same
 * message whichever way says why.  The scanning way must take every text
 * of arrays and small integers, and nothing the careful way refuses.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"
#include "rng.h"
#include "tap.h"

#define TEXT_MAX 65536
#define NTEXTS 3000

struct buf {
	char s[TEXT_MAX];
	size_t n;
};

static void
add(struct buf *b, const char *s)
{
	size_t k = strlen(s);

	if (b->n + k < TEXT_MAX) {
		memcpy(b->s + b->n, s, k);
		b->n += k;
	}
	b->s[b->n] = '\0';
}

/* Now and then some of JSON's whitespace. */
static void
space(struct buf *b)
{
	static const char *const ws[] = { " ", "\n", "\t", "\r\n", "  " };

	if (rnd(4) == 0)
		add(b, ws[rnd(5)]);
}

/* An integer the scanning way takes: up to 15 digits, -0 included. */
static void
small_int(struct buf *b)
{
	static const char *const odd[] = { "0", "-0", "999999999999999",
	    "-999999999999999", "100000000000000", "7" };
	char n[32];

	if (rnd(8) == 0) {
		add(b, odd[rnd(6)]);
		return;
	}
	snprintf(n, sizeof(n), "%d", (int)rnd(2001) - 1000);
	add(b, n);
}

/* A node of arrays and integers, at most depth levels more. */
static void
compact(struct buf *b, int depth)
{
	int k, n;

	space(b);
	if (depth == 0 || rnd(3) == 0) {
		small_int(b);
	} else {
		add(b, "[");
		n = 1 + (int)rnd(4);
		for (k = 0; k < n; k++) {
			if (k > 0)
				add(b, ",");
			compact(b, depth - 1);
		}
		space(b);
		add(b, "]");
	}
	space(b);
}

/* A good tree the scanning way leaves to the others. */
static void
other_good(struct buf *b)
{
	static const char *const leaf[] = { "1.5", "2e3", "-0.0", "1E+2",
	    "1234567890123456", "{\"value\": 4}", "{\"id\": \"x\", \"value\": 1}" };

	switch (rnd(3)) {
	case 0:
		add(b, "[");
		compact(b, 2);
		add(b, ",");
		add(b, leaf[rnd(7)]);
		add(b, "]");
		break;
	case 1:
		add(b, "{\"name\": \"t\", \"root\": ");
		compact(b, 3);
		add(b, "}");
		break;
	default:
		add(b, "\xEF\xBB\xBF");
		compact(b, 3);
		break;
	}
}

/* A good text, then one change: a byte dropped, added, swapped, or the end cut. */
static void
broken(struct buf *b)
{
	static const char junk[] = "[],-0123456789.eE \"{}:xtn\x01";
	size_t at;

	compact(b, 4);
	if (b->n == 0)
		return;
	at = rnd((unsigned)b->n);
	switch (rnd(4)) {
	case 0:
		memmove(b->s + at, b->s + at + 1, b->n - at);
		b->n--;
		break;
	case 1:
		if (b->n + 1 < TEXT_MAX) {
			memmove(b->s + at + 1, b->s + at, b->n - at + 1);
			b->s[at] = junk[rnd(sizeof(junk) - 1)];
			b->n++;
		}
		break;
	case 2:
		b->s[at] = junk[rnd(sizeof(junk) - 1)];
		break;
	default:
		b->n = at;
		b->s[at] = '\0';
		break;
	}
}

/* Texts at the edges: the scanning way must leave each to the others. */
static const char *const edges[] = {
	"", " ", "[]", "[ ]", "[[1],[]]", "01", "-", "--1", "1 2", "[1,]",
	"[,1]", "[1 2]", "[1],", "[1]]", "[[1]", "+1", "9007199254740992",
	"-9007199254740993", "1e400", "[1,2,3]x", "{}", "null", "true",
	"\"3\"", "[1,\"a\"]", "[1,\f2]", "[1,\v2]", "0x10", ".5", "5.",
	"[1,[2,[3,[]]]]", "[-]", "[-a]", "[1e]", "123456789012345678901234567",
	"[-99999999999999999999999999999,1]",
	/* text no way may take: a NUL escaped, a lone surrogate, a
	   bidirectional control, an invisible character in an id */
	"[{\"id\": \"x\\u0000y\", \"value\": 1}, {\"id\": \"x\\u0000z\", "
	"\"value\": 2}]",
	"{\"name\": \"n\\u0000ame\", \"root\": [1, 2]}",
	"{\"root\": [1], \"source\": \"\\\\\\u0000\"}",
	"[{\"id\": \"\\ud800\", \"value\": 1}]",
	"[{\"label\": \"\\udc00\", \"value\": 1}]",
	"[{\"id\": \"\\ud800\\u0041\", \"value\": 1}]",
	"[{\"id\": \"a\\u202eb\", \"value\": 1}]",
	"[{\"id\": \"a\xe2\x81\xa9\", \"value\": 1}]",
	"[{\"id\": \"a\\u200d\", \"value\": 1}]",
	"[{\"label\": \"a\\u2066\", \"value\": 1}]",
	/* and text every way must take alike */
	"{\"name\": \"a\\\\u0000\", \"root\": [1, 2]}",
	"[{\"id\": \"\\ud83d\\ude00\", \"value\": 1}, 2]",
	"[{\"label\": \"a\\u200bb\", \"value\": 1}, 2]"
};

/* Whether trees a and b are the same, field by field. */
static int
same_tree(const struct tree *a, const struct tree *b)
{
	int i;

	if (a->n != b->n || a->nleaves != b->nleaves || a->height != b->height ||
	    a->root_player != b->root_player || strcmp(a->name, b->name) != 0 ||
	    a->poollen != b->poollen || (a->poollen > 0 &&
	    memcmp(a->pool, b->pool, a->poollen) != 0))
		return 0;
	if ((a->source == NULL) != (b->source == NULL) ||
	    (a->description == NULL) != (b->description == NULL) ||
	    (a->ids == NULL) != (b->ids == NULL) ||
	    (a->labels == NULL) != (b->labels == NULL))
		return 0;
	for (i = 0; i < a->n; i++) {
		const struct tree_node *x = &a->node[i], *y = &b->node[i];

		if (x->parent != y->parent || x->first != y->first ||
		    x->nkids != y->nkids || x->depth != y->depth ||
		    x->flags != y->flags || x->v != y->v ||
		    (a->ids != NULL && a->ids[i] != b->ids[i]) ||
		    (a->labels != NULL && a->labels[i] != b->labels[i]) ||
		    tree_rank(a, i) != tree_rank(b, i))
			return 0;
	}
	return 1;
}

static struct stats {
	int texts, disagree, scan_wrong, scanned, compact, compact_refused;
} st;

/*
 * Load text every way: the careful way alone, any way, and the scanning
 * and cJSON ways each before the careful one; then the scanning way alone.
 */
static void
try(const char *text, size_t len, int is_compact)
{
	static const int ways[] = { LOAD_ANY, LOAD_SCAN | LOAD_CAREFUL,
	    LOAD_CJSON | LOAD_CAREFUL };
	char want_err[512], err[512];
	struct tree *want, *t;
	size_t k;
	int bad = 0;

	st.texts++;
	want_err[0] = '\0';
	want = load_tree_way("t.json", text, len, LOAD_CAREFUL, want_err,
	    sizeof(want_err));
	for (k = 0; k < sizeof(ways) / sizeof(ways[0]); k++) {
		err[0] = '\0';
		t = load_tree_way("t.json", text, len, ways[k], err, sizeof(err));
		if (want != NULL ? t == NULL || !same_tree(want, t) :
		    t != NULL || strcmp(err, want_err) != 0)
			bad = 1;
		tree_free(t);
	}
	if (bad && st.disagree++ == 0)
		printf("# the ways disagree on: %.200s\n", text);
	t = load_tree_way("t.json", text, len, LOAD_SCAN, err, sizeof(err));
	if (t != NULL) {
		st.scanned++;
		if (want == NULL || !same_tree(want, t)) {
			if (st.scan_wrong++ == 0)
				printf("# the scanning way took: %.200s\n", text);
		}
	}
	if (is_compact) {
		st.compact++;
		if (t == NULL && st.compact_refused++ == 0)
			printf("# the scanning way refused: %.200s\n", text);
	}
	tree_free(t);
	tree_free(want);
}

/* A chain of depth levels ("[[[...1...]]]"), one past the limit or not. */
static void
chain(int depth)
{
	char *s = malloc(2 * (size_t)depth + 2);
	int k;

	if (s == NULL)
		return;
	for (k = 0; k < depth; k++)
		s[k] = '[';
	s[depth] = '1';
	for (k = 0; k < depth; k++)
		s[depth + 1 + k] = ']';
	s[2 * depth + 1] = '\0';
	try(s, strlen(s), 0);
	free(s);
}

int
main(void)
{
	static struct buf b;
	size_t k;
	int i, taken = 0;

	for (i = 0; i < NTEXTS; i++) {
		b.n = 0;
		b.s[0] = '\0';
		switch (i % 3) {
		case 0:
			compact(&b, 1 + i % 6);
			try(b.s, b.n, 1);
			break;
		case 1:
			other_good(&b);
			try(b.s, b.n, 0);
			break;
		default:
			broken(&b);
			try(b.s, b.n, 0);
			break;
		}
	}
	for (k = 0; k < sizeof(edges) / sizeof(edges[0]); k++) {
		char err[512];
		struct tree *t;

		try(edges[k], strlen(edges[k]), 0);
		t = load_tree_way("t.json", edges[k], strlen(edges[k]),
		    LOAD_SCAN, err, sizeof(err));
		if (t != NULL) {
			printf("# the scanning way took the edge text %s\n",
			    edges[k]);
			taken++;
		}
		tree_free(t);
	}
	chain(TREE_MAX_DEPTH);
	chain(TREE_MAX_DEPTH + 1);
	chain(TREE_MAX_DEPTH + 2);
	CHECK(st.disagree == 0, "%d texts: every way gives the careful way's "
	    "tree or message (%d disagree)", st.texts, st.disagree);
	CHECK(st.scan_wrong == 0, "the scanning way took %d texts, each one "
	    "the careful way's tree (%d not)", st.scanned, st.scan_wrong);
	CHECK(st.compact > 0 && st.compact_refused == 0, "the scanning way "
	    "took all %d texts of arrays and small integers (%d refused)",
	    st.compact, st.compact_refused);
	CHECK(taken == 0, "it left all %d edge texts to the others (%d "
	    "taken)", (int)(sizeof(edges) / sizeof(edges[0])), taken);
	return check_failed != 0;
}
