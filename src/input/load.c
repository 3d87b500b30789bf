/*
 * load.c: JSON text -> struct tree.
 *
 * The format (README, "Tree format"): a file holds a NODE, or an object
 * {"name": str?, "source": str?, "description": str?, "player": "max"|"min"?,
 * "bounds": [L, U]?, "root": NODE} ("MAX" and "MIN" too).  A NODE is a
 * number (a leaf), an array of NODEs (an interior node), or an object with
 * "id", "label", and exactly one of "value" / "children" (plus "eval" on
 * interior nodes, "player" on any node whose mover is not the one
 * alternation by depth gives or that is a chance node, "player": "chance",
 * and "p" on a chance node's child).
 *
 * Three ways through, one result.  The scanning way (above
 * load_tree_way) reads the commonest big file, arrays of integers and
 * nothing else, with no document at all.  The fast way: cJSON parses into
 * an arena (large blocks of our own, no per-value malloc), a first walk
 * counts the nodes on every level, and a depth-first walk then writes each
 * node straight to its breadth-first place (the k-th node met on a level,
 * left to right, is that level's k-th node), handing each block of the
 * arena back to the system as soon as the walk has gone past it.  So the
 * tree array is allocated once, exactly, and the document and the tree
 * are never both whole in memory.
 * These two only say "no"; for a file both refuse, the careful way runs:
 * cJSON parses with malloc, and the conversion walks the document
 * breadth-first, so that each node's children get consecutive indices and
 * the first error met is the shallowest.  cJSON does not record where a
 * value was, so when a node is wrong its path (member and element indices
 * from the top) is followed again in the raw text by jscan_locate to report
 * a line and column.
 */
#define _DEFAULT_SOURCE		/* MAP_ANONYMOUS */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include <cJSON.h>

#include "fmt.h"
#include "jscan.h"
#include "load.h"
#include "msg.h"
#include "u8.h"

/*
 * 2^53: every integer below it is exact in a double; from it on, a number in
 * the file may already have been rounded (2^53 + 1 reads as 2^53).
 */
#define MAX_SAFE 9007199254740992.0

struct loader {
	const char *file;	/* name of the input, for messages */
	const char *text;	/* the raw JSON text */
	size_t len;		/* its length */
	struct tree *t;		/* the tree being built */
	const cJSON **item;	/* item[i]: the JSON value of node i */
	int cap;		/* room in t->node and item */
	size_t poolcap;		/* room in t->pool */
	int root_member;	/* member index of "root" in the wrapper, or -1 */
	int player_given;	/* the wrapper said who moves at the root */
	char *err;		/* where the message goes */
	size_t errlen;
	/* the fast way only (fast = 1): no item[], no messages */
	int fast;
	int *next;		/* next[d]: the next free index on level d */
	int *end;		/* end[d]: one past the last index of level d */
	const cJSON *kids;	/* the array add_children last took */
};

/* Index of member m among the members (or elements) of container c. */
static int
member_index(const cJSON *c, const cJSON *m)
{
	const cJSON *x;
	int k = 0;

	for (x = c->child; x != NULL && x != m; x = x->next)
		k++;
	return k;
}

static const cJSON *
member_named(const cJSON *obj, const char *key)
{
	const cJSON *x;

	for (x = obj->child; x != NULL; x = x->next)
		if (x->string != NULL && strcmp(x->string, key) == 0)
			return x;
	return NULL;
}

/*
 * Byte offset of node i in the text (or of member m of node i, its key when
 * at_key): rebuild the path from the top of the document, then follow it.
 */
static size_t
offset_of(const struct loader *ld, int i, const cJSON *m, int at_key)
{
	int steps[2 * TREE_MAX_DEPTH + 4];
	int n = 0, a, b;

	if (m != NULL)
		steps[n++] = member_index(ld->item[i], m);
	for (; ld->t->node[i].parent != TREE_NONE; i = ld->t->node[i].parent) {
		int p = ld->t->node[i].parent;

		steps[n++] = tree_rank(ld->t, i) - 1;
		if (cJSON_IsObject(ld->item[p]))
			steps[n++] = member_index(ld->item[p],
			    member_named(ld->item[p], "children"));
	}
	if (ld->root_member >= 0)
		steps[n++] = ld->root_member;
	for (a = 0, b = n - 1; a < b; a++, b--) {
		int tmp = steps[a];

		steps[a] = steps[b];
		steps[b] = tmp;
	}
	return jscan_locate(ld->text, ld->len, steps, n, at_key);
}

/* "FILE:LINE:COL: " and message id with its arguments (MSG_ARGS) into
   ld->err; returns -1. */
static int
fail_at(struct loader *ld, size_t off, enum msg_id id, const char *const *arg,
    int n)
{
	int line, col;
	size_t k;

	jscan_linecol(ld->text, off, &line, &col);
	k = (size_t)snprintf(ld->err, ld->errlen, "%s:%d:%d: ", ld->file, line,
	    col);
	if (k < ld->errlen)
		msg_format(ld->err + k, ld->errlen - k, id, arg, n);
	return -1;
}

/* The fast way has no item[] to find a place with: it only says -1. */
#define FAIL_NODE(ld, i, m, at_key, ...) ((ld)->fast ? -1 : \
	fail_at((ld), offset_of((ld), (i), (m), (at_key)), __VA_ARGS__))

/*
 * Quote s for a message: printable ASCII as is, the rest as \xNN, cut at 60
 * bytes with "..." so a message stays one readable line.
 */
static const char *
quote(const char *s, char *buf, size_t buflen)
{
	size_t k = 0;

	for (; *s != '\0' && k + 8 < buflen; s++) {
		unsigned char c = (unsigned char)*s;

		if (k >= 60) {
			memcpy(buf + k, "...", 3);
			k += 3;
			break;
		}
		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
			buf[k++] = (char)c;
		else
			k += (size_t)snprintf(buf + k, buflen - k, "\\x%02x", c);
	}
	buf[k] = '\0';
	return buf;
}

static const char *
kind_of(const cJSON *v)
{
	if (cJSON_IsString(v))
		return "a string";
	if (cJSON_IsNumber(v))
		return "a number";
	if (cJSON_IsArray(v))
		return "an array";
	if (cJSON_IsObject(v))
		return "an object";
	if (cJSON_IsBool(v))
		return cJSON_IsTrue(v) ? "true" : "false";
	return "null";
}

/*
 * Length of the valid UTF-8 sequence at s, or 0 when it is not one
 * (overlong forms, surrogates and code points past U+10FFFF are invalid).
 */
static size_t
utf8_len(const unsigned char *s)
{
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xC2 && s[0] <= 0xDF)
		return (s[1] & 0xC0) == 0x80 ? 2 : 0;
	if (s[0] >= 0xE0 && s[0] <= 0xEF) {
		if ((s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80)
			return 0;
		if (s[0] == 0xE0 && s[1] < 0xA0)
			return 0;	/* overlong */
		if (s[0] == 0xED && s[1] >= 0xA0)
			return 0;	/* surrogate */
		return 3;
	}
	if (s[0] >= 0xF0 && s[0] <= 0xF4) {
		if ((s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80 ||
		    (s[3] & 0xC0) != 0x80)
			return 0;
		if (s[0] == 0xF0 && s[1] < 0x90)
			return 0;	/* overlong */
		if (s[0] == 0xF4 && s[1] >= 0x90)
			return 0;	/* past U+10FFFF */
		return 4;
	}
	return 0;
}

/*
 * Check a string meant for display: valid UTF-8, no control characters
 * (a newline only where allow_nl), C1 controls (U+0080..U+009F, which some
 * terminals obey as escape sequences) included, and no bidirectional
 * control, which would make the rest of a log line read backwards.  An id
 * (is_id) may hold no invisible character either: an id with a
 * zero-width space in it looks like another.  Returns 0, or -1 with what
 * is wrong with member key in why.
 */
static int
bad_text(const char *key, const char *s, int allow_nl, int is_id, char *why,
    size_t len)
{
	char u4[8];

	const unsigned char *u = (const unsigned char *)s;
	unsigned cp;

	while (*u != '\0') {
		size_t n = utf8_len(u);

		if (n == 0) {
			MSG_FORMAT(why, len, M_ERR_TEXT_NOT_UTF8, key);
			return -1;
		}
		if (*u < 0x20 || *u == 0x7f || (u[0] == 0xc2 && u[1] < 0xa0)) {
			if (!(allow_nl && *u == '\n')) {
				MSG_FORMAT(why, len,
				    allow_nl ? M_ERR_TEXT_CONTROL_NL :
				    M_ERR_TEXT_CONTROL, key);
				return -1;
			}
		}
		/* no ASCII character is a bidirectional control or unseen */
		if (n == 1) {
			u++;
			continue;
		}
		u8_get((const char *)u, n, &cp);
		if (u8_bidi(cp)) {
			snprintf(u4, sizeof(u4), "%04X", cp);
			MSG_FORMAT(why, len, M_ERR_TEXT_BIDI, key, u4);
			return -1;
		}
		if (is_id && u8_invisible(cp)) {
			snprintf(u4, sizeof(u4), "%04X", cp);
			MSG_FORMAT(why, len, M_ERR_TEXT_INVISIBLE, key, u4);
			return -1;
		}
		u += n;
	}
	return 0;
}

/*
 * Room for node i's id and label in side arrays of the tree (TREE_NONE
 * for nodes without one; room for as many nodes as t->node has), made
 * when the first text comes: a tree with none has no side arrays.  0, or
 * -1 when out of memory.
 */
static int
texts_init(struct loader *ld)
{
	struct tree *t = ld->t;
	size_t n = ld->fast ? (size_t)t->n : (size_t)ld->cap, k;

	if ((t->ids = malloc(n * sizeof(*t->ids))) == NULL ||
	    (t->labels = malloc(n * sizeof(*t->labels))) == NULL)
		return -1;
	for (k = 0; k < n; k++)
		t->ids[k] = t->labels[k] = TREE_NONE;
	return 0;
}

/* A side array no node uses goes: no tree has one it does not need. */
static void
texts_trim(struct tree *t)
{
	int i, ids = 0, labels = 0;

	if (t->ids == NULL)
		return;
	for (i = 0; i < t->n; i++) {
		ids |= t->ids[i] != TREE_NONE;
		labels |= t->labels[i] != TREE_NONE;
	}
	if (!ids) {
		free(t->ids);
		t->ids = NULL;
	}
	if (!labels) {
		free(t->labels);
		t->labels = NULL;
	}
}

/* Copy s into the string pool; returns its offset, or -1 when out of
   memory.  The first text makes the side arrays it goes into. */
static int
pool_add(struct loader *ld, const char *s)
{
	struct tree *t = ld->t;
	size_t n = strlen(s) + 1;

	if (t->poollen + n > (size_t)INT32_MAX)
		return -1;
	if (t->ids == NULL && texts_init(ld) != 0)
		return -1;
	if (t->poollen + n > ld->poolcap) {
		size_t cap = ld->poolcap ? ld->poolcap : 256;
		char *p;

		while (cap < t->poollen + n)
			cap *= 2;
		if ((p = realloc(t->pool, cap)) == NULL)
			return -1;
		t->pool = p;
		ld->poolcap = cap;
	}
	memcpy(t->pool + t->poollen, s, n);
	t->poollen += n;
	return (int)(t->poollen - n);
}

/* The side arrays of ids and labels from room for n nodes to cap. */
static int
grow_texts(struct tree *t, int n, int cap)
{
	int *ids, *labels;

	if ((ids = realloc(t->ids, (size_t)cap * sizeof(*ids))) == NULL)
		return -1;
	t->ids = ids;
	if ((labels = realloc(t->labels, (size_t)cap * sizeof(*labels))) ==
	    NULL)
		return -1;
	t->labels = labels;
	for (; n < cap; n++)
		ids[n] = labels[n] = TREE_NONE;
	return 0;
}

/* Make room for k more nodes. */
static int
grow(struct loader *ld, int k)
{
	struct tree *t = ld->t;
	struct tree_node *nn;
	const cJSON **ni;
	int cap = ld->cap ? ld->cap : 64;

	if (t->n > INT32_MAX / 2 - k)
		return -1;
	if (t->n + k <= ld->cap)
		return 0;
	while (cap < t->n + k)
		cap *= 2;
	if ((nn = realloc(t->node, (size_t)cap * sizeof(*nn))) == NULL)
		return -1;
	t->node = nn;
	if ((ni = realloc(ld->item, (size_t)cap * sizeof(*ni))) == NULL)
		return -1;
	ld->item = ni;
	if (t->ids != NULL && grow_texts(t, ld->cap, cap) != 0)
		return -1;
	if (t->prob != NULL) {
		double *pr = realloc(t->prob, (size_t)cap * sizeof(*pr));

		if (pr == NULL)
			return -1;
		t->prob = pr;
		memset(pr + ld->cap, 0, (size_t)(cap - ld->cap) * sizeof(*pr));
	}
	ld->cap = cap;
	return 0;
}

/*
 * Read a number for node i (from member m, or the node itself when m is
 * NULL): finite, and strictly within +-2^53 so that it is exact.  -0
 * becomes 0.
 */
static int
get_number(struct loader *ld, int i, const cJSON *v, const cJSON *m,
    const char *what, double *out)
{
	double x = (m != NULL ? m : v)->valuedouble;

	if (!isfinite(x) || fabs(x) >= MAX_SAFE) {
		char num[48];
		size_t off, n;

		if (ld->fast)
			return -1;
		off = offset_of(ld, i, m, 0);
		n = jscan_token_len(ld->text, ld->len, off);

		snprintf(num, sizeof(num), "%.*s", n > 40 ? 40 : (int)n,
		    ld->text + off);
		return fail_at(ld, off, M_ERR_OUT_OF_RANGE, MSG_ARGS(what,
		    num));
	}
	*out = x == 0 ? 0 : x;
	return 0;
}

/*
 * The probabilities of chance node i's children, from their "p" (its
 * children are already placed, in array a): each positive and at most 1;
 * the children without one share what is left equally; all of them add
 * up to 1 (within LOAD_PROB_EPS).  The side array of probabilities is made
 * at the first chance node, for as many nodes as t->node has room for.
 */
#define LOAD_PROB_EPS 1e-9

static int
chance_probs(struct loader *ld, int i, const cJSON *a)
{
	struct tree *t = ld->t;
	const cJSON *c, *m;
	double sum = 0, rest;
	int k, first = t->node[i].first, missing = 0;
	char id[TREE_ID_MAX], total[32];

	if (t->prob == NULL && (t->prob = calloc(ld->fast ? (size_t)t->n :
	    (size_t)ld->cap, sizeof(*t->prob))) == NULL)
		return FAIL_NODE(ld, i, NULL, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
	for (c = a->child, k = 0; c != NULL; c = c->next, k++) {
		double x;

		t->prob[first + k] = 0;
		if (!cJSON_IsObject(c) || (m = member_named(c, "p")) == NULL) {
			missing++;
			continue;
		}
		if (!cJSON_IsNumber(m))
			return FAIL_NODE(ld, first + k, m, 0,
			    M_ERR_P_MUST_BE_NUMBER, MSG_ARGS(kind_of(m)));
		x = m->valuedouble;
		if (!(x > 0 && x <= 1)) {
			char num[48];
			size_t off, n;

			if (ld->fast)
				return -1;
			off = offset_of(ld, first + k, m, 0);
			n = jscan_token_len(ld->text, ld->len, off);
			snprintf(num, sizeof(num), "%.*s", n > 40 ? 40 : (int)n,
			    ld->text + off);
			return fail_at(ld, off, M_ERR_P_RANGE, MSG_ARGS(num));
		}
		t->prob[first + k] = x;
		sum += x;
	}
	rest = 1 - sum;
	snprintf(total, sizeof(total), "%.12g", sum);
	if (missing == 0 && fabs(rest) > LOAD_PROB_EPS)
		return FAIL_NODE(ld, i, NULL, 0, M_ERR_CHANCE_SUM,
		    MSG_ARGS(tree_id(t, i, id), total));
	if (missing > 0 && rest <= LOAD_PROB_EPS) {
		char why[256];

		MSG_FILL(why, sizeof(why), msg_n(M_ERR_CHANCE_REST,
		    (unsigned long)missing), tree_id(t, i, id), total,
		    MSG_INT(missing));
		return FAIL_NODE(ld, i, NULL, 0, M_ERR_AS_IS, MSG_ARGS(why));
	}
	for (k = 0; k < t->node[i].nkids && missing > 0; k++)
		if (t->prob[first + k] == 0)
			t->prob[first + k] = rest / missing;
	t->nchance++;
	return 0;
}

/*
 * A leaf's value (or an eval), read from the node itself (m NULL) or
 * member m, must lie within the file's "bounds", when it gives them.
 */
static int
in_bounds(struct loader *ld, int i, const cJSON *m, const char *what,
    double x)
{
	char v[FMT_NUM_MAX], lo[FMT_NUM_MAX], hi[FMT_NUM_MAX];

	if (!ld->t->bounded || (x >= ld->t->lo && x <= ld->t->hi))
		return 0;
	return FAIL_NODE(ld, i, m, 0, M_ERR_OUTSIDE_BOUNDS, MSG_ARGS(what,
	    fmt_num(x, v), fmt_num(ld->t->lo, lo), fmt_num(ld->t->hi, hi)));
}

/* A node as the loader starts it: nothing known but where it hangs. */
static void
node_init(struct tree_node *nd, int parent, int depth)
{
	memset(nd, 0, sizeof(*nd));
	nd->parent = parent;
	nd->first = TREE_NONE;
	nd->depth = (unsigned short)depth;
}

/*
 * Give node i the children in array a (already checked non-empty): the
 * careful way appends them to the breadth-first queue; the fast way takes
 * the next k places of the level below, which the count made room for.
 */
static int
add_children(struct loader *ld, int i, const cJSON *a)
{
	struct tree *t = ld->t;
	const cJSON *c;
	int k = cJSON_GetArraySize(a), d = t->node[i].depth + 1, at;

	if (d > TREE_MAX_DEPTH)
		return FAIL_NODE(ld, i, NULL, 0, M_ERR_TREE_DEEPER_THAN_LEVELS,
		    MSG_ARGS(MSG_INT(TREE_MAX_DEPTH)));
	if (ld->fast) {
		if (k > ld->end[d] - ld->next[d])
			return -1;	/* the count disagrees: not a tree */
		at = ld->next[d];
		ld->next[d] += k;
		ld->kids = a;
	} else {
		if (grow(ld, k) != 0)
			return FAIL_NODE(ld, i, NULL, 0, M_ERR_OUT_OF_MEMORY,
			    NULL, 0);
		at = t->n;
		t->n += k;
	}
	t->node[i].first = at;
	t->node[i].nkids = k;
	for (c = a->child; c != NULL; c = c->next) {
		struct tree_node *nd = &t->node[at];

		node_init(nd, i, d);
		/* alternate from the parent; below a chance node, from the
		   player its own bit gives, the one who moves next */
		nd->flags = (t->node[i].flags & TREE_FLIP) ^
		    (tree_is_chance(t, i) ? TREE_FLIP : 0);
		if (!ld->fast)
			ld->item[at] = c;
		at++;
	}
	return tree_is_chance(t, i) ? chance_probs(ld, i, a) : 0;
}

/* A string member of node i ("id" or "label"): checked, then pooled. */
static int
get_text(struct loader *ld, int i, const cJSON *m, int *out)
{
	int is_id = strcmp(m->string, "id") == 0;
	size_t max = is_id ? LOAD_ID_MAX : LOAD_LABEL_MAX;
	char why[128];

	if (!cJSON_IsString(m))
		return FAIL_NODE(ld, i, m, 0, M_ERR_MUST_BE_STRING_FOUND,
		    MSG_ARGS(m->string, kind_of(m)));
	if (is_id && m->valuestring[0] == '\0')
		return FAIL_NODE(ld, i, m, 0, M_ERR_ID_EMPTY, NULL, 0);
	if (strlen(m->valuestring) > max)
		return FAIL_NODE(ld, i, m, 0, M_ERR_LONGER_THAN_BYTES,
		    MSG_ARGS(m->string, MSG_UINT(max)));
	if (bad_text(m->string, m->valuestring, !is_id, is_id, why,
	    sizeof(why)) != 0)
		return FAIL_NODE(ld, i, m, 0, M_ERR_AS_IS, MSG_ARGS(why));
	if ((*out = pool_add(ld, m->valuestring)) < 0)
		return FAIL_NODE(ld, i, m, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
	return 0;
}

/* "max"/"MAX", "min"/"MIN" or "chance"/"CHANCE" into *p: 0, or -1 when m
   is none of them. */
static int
player_of(const cJSON *m, enum player *p)
{
	if (!cJSON_IsString(m))
		return -1;
	if (strcmp(m->valuestring, "max") == 0 ||
	    strcmp(m->valuestring, "MAX") == 0)
		*p = PLAYER_MAX;
	else if (strcmp(m->valuestring, "min") == 0 ||
	    strcmp(m->valuestring, "MIN") == 0)
		*p = PLAYER_MIN;
	else if (strcmp(m->valuestring, "chance") == 0 ||
	    strcmp(m->valuestring, "CHANCE") == 0)
		*p = PLAYER_CHANCE;
	else
		return -1;
	return 0;
}

/*
 * Node i's own "player": who moves there, whatever alternation says (a side
 * that moves twice, several MIN agents in a ply).  Its children alternate
 * from it.  At the root it is the file's "player".
 */
static int
node_player(struct loader *ld, int i, const cJSON *m)
{
	struct tree *t = ld->t;
	struct tree_node *nd = &t->node[i];
	enum player p;

	if (player_of(m, &p) != 0)
		return FAIL_NODE(ld, i, m, 0, M_ERR_NODE_PLAYER_WORDS, NULL, 0);
	if (p == PLAYER_CHANCE) {
		/* nobody moves: its own bit stays its parent's, so the player
		   alternation gives it is the one who moves below it */
		nd->flags |= TREE_CHANCE;
		return 0;
	}
	if (i == 0) {
		if (ld->player_given && p != t->root_player)
			return FAIL_NODE(ld, i, m, 0,
			    M_ERR_ROOT_PLAYER_NOT_FILE, NULL, 0);
		t->root_player = p;
		return 0;
	}
	/* alternation gives the root's player at even depths */
	nd->flags = (unsigned short)((nd->flags & ~TREE_FLIP) |
	    ((p != t->root_player) != (nd->depth & 1) ? TREE_FLIP : 0));
	return 0;
}

/* Node i is the object obj: read its members. */
static int
node_object(struct loader *ld, int i, const cJSON *obj)
{
	static const char *const keys[] = { "id", "label", "value", "children",
	    "eval", "player", "p" };
	enum { NKEYS = sizeof(keys) / sizeof(keys[0]) };
	const cJSON *seen[NKEYS] = { NULL, NULL, NULL, NULL, NULL, NULL, NULL };
	const cJSON *m;
	struct tree_node *nd = &ld->t->node[i];
	int id = TREE_NONE, label = TREE_NONE;
	char q[80];
	size_t k;

	for (m = obj->child; m != NULL; m = m->next) {
		for (k = 0; k < NKEYS; k++)
			if (strcmp(m->string, keys[k]) == 0)
				break;
		if (k == NKEYS)
			return FAIL_NODE(ld, i, m, 1,
			    M_ERR_UNKNOWN_KEY_NODE_NODE,
			    MSG_ARGS(quote(m->string, q, sizeof(q))));
		if (seen[k] != NULL)
			return FAIL_NODE(ld, i, m, 1, M_ERR_DUPLICATE_KEY,
			    MSG_ARGS(keys[k]));
		seen[k] = m;
	}
	if (seen[0] != NULL && get_text(ld, i, seen[0], &id) != 0)
		return -1;
	if (seen[1] != NULL && get_text(ld, i, seen[1], &label) != 0)
		return -1;
	if (ld->t->ids != NULL) {	/* made by the first text pooled */
		ld->t->ids[i] = id;
		ld->t->labels[i] = label;
	}
	if (seen[5] != NULL && node_player(ld, i, seen[5]) != 0)
		return -1;
	/* a chance node's children had theirs read with it (chance_probs) */
	if (seen[6] != NULL && (nd->parent == TREE_NONE ||
	    !tree_is_chance(ld->t, nd->parent)))
		return FAIL_NODE(ld, i, seen[6], 1, M_ERR_P_NOT_CHANCE, NULL, 0);
	if (tree_is_chance(ld->t, i) && seen[2] != NULL)
		return FAIL_NODE(ld, i, seen[5], 0, M_ERR_CHANCE_VALUE, NULL, 0);
	if (seen[2] != NULL && seen[3] != NULL)
		return FAIL_NODE(ld, i, NULL, 0, M_ERR_NODE_HAS_VALUE_LEAF,
		    NULL, 0);
	if (seen[2] == NULL && seen[3] == NULL)
		return FAIL_NODE(ld, i, NULL, 0, M_ERR_NODE_NEEDS_VALUE_LEAF,
		    NULL, 0);
	if (seen[2] != NULL) {
		if (!cJSON_IsNumber(seen[2]))
			return FAIL_NODE(ld, i, seen[2], 0,
			    M_ERR_VALUE_MUST_BE_NUMBER,
			    MSG_ARGS(kind_of(seen[2])));
		if (seen[4] != NULL)
			return FAIL_NODE(ld, i, seen[4], 1,
			    M_ERR_EVAL_ONLY_INTERIOR_NODES, NULL, 0);
		ld->t->nleaves++;
		if (get_number(ld, i, obj, seen[2], "\"value\"", &nd->v) != 0)
			return -1;
		return in_bounds(ld, i, seen[2], "value", nd->v);
	}
	if (seen[4] != NULL) {
		if (!cJSON_IsNumber(seen[4]))
			return FAIL_NODE(ld, i, seen[4], 0,
			    M_ERR_EVAL_MUST_BE_NUMBER,
			    MSG_ARGS(kind_of(seen[4])));
		if (get_number(ld, i, obj, seen[4], "\"eval\"", &nd->v) !=
		    0 || in_bounds(ld, i, seen[4], "eval", nd->v) != 0)
			return -1;
		nd->flags |= TREE_EVAL;
	}
	if (!cJSON_IsArray(seen[3]))
		return FAIL_NODE(ld, i, seen[3], 0,
		    M_ERR_CHILDREN_MUST_BE_ARRAY, MSG_ARGS(kind_of(seen[3])));
	if (seen[3]->child == NULL)
		return FAIL_NODE(ld, i, seen[3], 0,
		    M_ERR_CHILDREN_EMPTY_INTERIOR_NODE, NULL, 0);
	return add_children(ld, i, seen[3]);
}

/* Convert node i from its JSON value v. */
static int
node_from_json(struct loader *ld, int i, const cJSON *v)
{
	if (cJSON_IsNumber(v)) {
		ld->t->nleaves++;
		if (get_number(ld, i, v, NULL, "value", &ld->t->node[i].v) != 0)
			return -1;
		return in_bounds(ld, i, NULL, "value", ld->t->node[i].v);
	}
	if (cJSON_IsArray(v)) {
		if (v->child == NULL)
			return FAIL_NODE(ld, i, NULL, 0,
			    M_ERR_EMPTY_ARRAY_INTERIOR_NODE, NULL, 0);
		return add_children(ld, i, v);
	}
	if (cJSON_IsObject(v))
		return node_object(ld, i, v);
	return FAIL_NODE(ld, i, NULL, 0, M_ERR_EXPECTED_NODE_NUMBER_ARRAY,
	    MSG_ARGS(kind_of(v)));
}

static uint32_t
hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/*
 * If id has the form of a path ("r", "r.2.1"), the node at that path, else
 * TREE_NONE.
 */
static int
node_at_path(const struct tree *t, const char *id)
{
	int j = 0;

	if (*id++ != 'r')
		return TREE_NONE;
	while (*id == '.') {
		long k = 0;

		id++;
		if (*id < '1' || *id > '9')
			return TREE_NONE;
		while (*id >= '0' && *id <= '9' && k <= INT32_MAX)
			k = k * 10 + (*id++ - '0');
		if (k > t->node[j].nkids)
			return TREE_NONE;
		j = t->node[j].first + (int)k - 1;
	}
	return *id == '\0' ? j : TREE_NONE;
}

/*
 * Ids must be unique, counting the path ids of the nodes that have none.
 * An open-addressing table of node indices, keyed by id.
 */
static int
check_ids(struct loader *ld)
{
	struct tree *t = ld->t;
	int *slot, i, nids = 0, rc = 0;
	size_t size = 16, mask, h;
	char q[80];

	for (i = 0; i < t->n; i++)
		nids += tree_own_id(t, i) != NULL;
	while (size < 2 * (size_t)nids)
		size *= 2;
	mask = size - 1;
	if ((slot = malloc(size * sizeof(*slot))) == NULL)
		return fail_at(ld, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
	for (h = 0; h < size; h++)
		slot[h] = TREE_NONE;
	for (i = 0; i < t->n && rc == 0; i++) {
		const char *id;
		int j;

		if ((id = tree_own_id(t, i)) == NULL)
			continue;
		for (h = hash(id) & mask; slot[h] != TREE_NONE; h = (h + 1) & mask)
			if (strcmp(tree_own_id(t, slot[h]), id) == 0)
				break;
		if (slot[h] != TREE_NONE && ld->fast) {
			rc = -1;
			break;
		}
		if (slot[h] != TREE_NONE) {
			int line, col;

			jscan_linecol(ld->text, offset_of(ld, slot[h],
			    member_named(ld->item[slot[h]], "id"), 0), &line, &col);
			rc = FAIL_NODE(ld, i, member_named(ld->item[i], "id"),
			    0, M_ERR_DUPLICATE_ID_FIRST_USED,
			    MSG_ARGS(quote(id, q, sizeof(q)), MSG_INT(line),
			    MSG_INT(col)));
			break;
		}
		slot[h] = i;
		j = node_at_path(t, id);
		if (j != TREE_NONE && j != i && tree_own_id(t, j) == NULL)
			rc = FAIL_NODE(ld, i, member_named(ld->item[i], "id"),
			    0, M_ERR_DUPLICATE_ID_IT_PATH, MSG_ARGS(id));
	}
	free(slot);
	return rc;
}

/* Offset of member m of the top-level object top (its key when at_key). */
static size_t
top_member_offset(const struct loader *ld, const cJSON *top, const cJSON *m,
    int at_key)
{
	int step = member_index(top, m);

	return jscan_locate(ld->text, ld->len, &step, 1, at_key);
}

/* Member m of the top object is wrong: as FAIL_NODE, for the wrapper. */
#define FAIL_TOP(ld, top, m, at_key, ...) ((ld)->fast ? -1 : \
	fail_at((ld), top_member_offset((ld), (top), (m), (at_key)), \
	__VA_ARGS__))

/*
 * The top's "bounds" [L, U], m: two numbers, L < U, the least and the
 * most a leaf may be worth (what Star1 needs to prune at chance nodes).
 */
static int
bounds(struct loader *ld, const cJSON *top, const cJSON *m)
{
	const cJSON *l = cJSON_IsArray(m) ? m->child : NULL;
	const cJSON *u = l != NULL ? l->next : NULL;
	char a[FMT_NUM_MAX], b[FMT_NUM_MAX];
	int k;

	if (l == NULL || u == NULL || u->next != NULL || !cJSON_IsNumber(l) ||
	    !cJSON_IsNumber(u))
		return FAIL_TOP(ld, top, m, 0, M_ERR_BOUNDS_FORM, NULL, 0);
	for (k = 0; k < 2; k++) {
		double x = (k == 0 ? l : u)->valuedouble;

		if (!isfinite(x) || fabs(x) >= MAX_SAFE)
			return FAIL_TOP(ld, top, m, 0, M_ERR_BOUNDS_RANGE,
			    NULL, 0);
	}
	if (!(l->valuedouble < u->valuedouble))
		return FAIL_TOP(ld, top, m, 0, M_ERR_BOUNDS_ORDER,
		    MSG_ARGS(fmt_num(l->valuedouble, a),
		    fmt_num(u->valuedouble, b)));
	ld->t->bounded = 1;
	ld->t->lo = l->valuedouble == 0 ? 0 : l->valuedouble;
	ld->t->hi = u->valuedouble == 0 ? 0 : u->valuedouble;
	return 0;
}

/* The wrapper object {"name", "player", "root"}: read it, set up node 0. */
static int
wrapper(struct loader *ld, const cJSON *top, const cJSON **root)
{
	/* the texts first, in the order of text[] below */
	static const char *const keys[] = {
		"name", "source", "description", "player", "bounds", "root"
	};
	enum { NAME, SOURCE, DESCRIPTION, PLAYER, BOUNDS, ROOT, NKEYS };
	char **text[3];
	const cJSON *seen[NKEYS] = { NULL, NULL, NULL, NULL, NULL, NULL };
	const cJSON *m;
	char q[80], why[128];
	size_t k;

	text[NAME] = &ld->t->name;
	text[SOURCE] = &ld->t->source;
	text[DESCRIPTION] = &ld->t->description;
	for (m = top->child; m != NULL; m = m->next) {
		for (k = 0; k < NKEYS; k++)
			if (strcmp(m->string, keys[k]) == 0)
				break;
		if (k == NKEYS)
			return FAIL_TOP(ld, top, m, 1,
			    M_ERR_UNKNOWN_KEY_AT_TOP, MSG_ARGS(quote(m->string,
			    q, sizeof(q))));
		if (seen[k] != NULL)
			return FAIL_TOP(ld, top, m, 1, M_ERR_DUPLICATE_KEY,
			    MSG_ARGS(keys[k]));
		seen[k] = m;
	}
	if (seen[ROOT] == NULL)
		return ld->fast ? -1 : fail_at(ld, jscan_locate(ld->text,
		    ld->len, NULL, 0,
		    0), M_ERR_MISSING_ROOT_TREE_GOES, NULL, 0);
	for (k = NAME; k <= DESCRIPTION; k++) {
		if ((m = seen[k]) == NULL)
			continue;
		if (!cJSON_IsString(m))
			return FAIL_TOP(ld, top, m, 0,
			    M_ERR_MUST_BE_STRING_FOUND, MSG_ARGS(keys[k],
			    kind_of(m)));
		if (bad_text(keys[k], m->valuestring, 0, 0, why,
		    sizeof(why)) != 0)
			return FAIL_TOP(ld, top, m, 0, M_ERR_AS_IS,
			    MSG_ARGS(why));
		free(*text[k]);
		if ((*text[k] = strdup(m->valuestring)) == NULL)
			return FAIL_TOP(ld, top, m, 0, M_ERR_OUT_OF_MEMORY,
			    NULL, 0);
	}
	if ((m = seen[PLAYER]) != NULL) {
		if (player_of(m, &ld->t->root_player) != 0)
			return FAIL_TOP(ld, top, m, 0,
			    M_ERR_PLAYER_MUST_BE_MAX, NULL, 0);
		if (ld->t->root_player == PLAYER_CHANCE)
			return FAIL_TOP(ld, top, m, 0, M_ERR_TOP_PLAYER_CHANCE,
			    NULL, 0);
		ld->player_given = 1;
	}
	if (seen[BOUNDS] != NULL && bounds(ld, top, seen[BOUNDS]) != 0)
		return -1;
	ld->root_member = member_index(top, seen[ROOT]);
	*root = seen[ROOT];
	return 0;
}

/*
 * Whether the top object is the wrapper, not the root node itself.  Only
 * "player" is a key of both: with "children" or "value" beside it, the
 * object is a node.
 */
static int
is_wrapper(const cJSON *top)
{
	if (!cJSON_IsObject(top))
		return 0;
	if (member_named(top, "root") != NULL || member_named(top, "name") !=
	    NULL || member_named(top, "source") != NULL ||
	    member_named(top, "description") != NULL ||
	    member_named(top, "bounds") != NULL)
		return 1;
	return member_named(top, "player") != NULL && member_named(top,
	    "children") == NULL && member_named(top, "value") == NULL;
}

char *
load_stem(const char *path)
{
	const char *b = strrchr(path, '/');
	size_t n;
	char *s;

	if (strcmp(path, "-") == 0 || strcmp(path, "<stdin>") == 0)
		return strdup("stdin");
	b = b != NULL ? b + 1 : path;
	n = strlen(b);
	if (n > 5 && strcmp(b + n - 5, ".json") == 0)
		n -= 5;
	if ((s = malloc(n + 1)) != NULL) {
		memcpy(s, b, n);
		s[n] = '\0';
	}
	return s;
}

/*
 * A tree's name when its file gives none: the file's stem, as load_stem,
 * but shown, not used as a path, so what a text may not hold (bytes that
 * are not UTF-8, control characters, bidirectional controls: see
 * bad_text) becomes U+FFFD.  NULL when out of memory.
 */
static char *
default_name(const char *file)
{
	char *stem = load_stem(file), *s = NULL;
	const unsigned char *u;
	size_t n, k = 0;
	unsigned cp;

	if (stem == NULL || (s = malloc(3 * strlen(stem) + 1)) == NULL)
		goto out;
	for (u = (const unsigned char *)stem; *u != '\0'; u += n) {
		if ((n = utf8_len(u)) != 0)
			u8_get((const char *)u, n, &cp);
		if (n == 0 || cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ||
		    u8_bidi(cp)) {
			memcpy(s + k, "\xEF\xBF\xBD", 3);
			k += 3;
			n = n ? n : 1;
		} else {
			memcpy(s + k, u, n);
			k += n;
		}
	}
	s[k] = '\0';
out:
	free(stem);
	return s;
}

/*
 * Whether valid JSON text s holds the escape \u0000 in a string, which
 * cJSON turns into a NUL that ends the string early ("n\u0000ame" would
 * read "n").  In valid JSON a backslash is only ever inside a string, and
 * in a run of them each pair is one escaped backslash: the run escapes
 * what follows it exactly when it is odd ("\\u0000" is a backslash and
 * the text u0000).
 */
static int
has_nul_escape(const char *s, size_t len)
{
	const char *p = s, *q, *end = s + len;

	while ((p = memchr(p, '\\', (size_t)(end - p))) != NULL) {
		for (q = p; q < end && *q == '\\'; q++)
			;
		if ((q - p) % 2 == 1 && end - q >= 5 && memcmp(q, "u0000", 5) == 0)
			return 1;
		p = q;
	}
	return 0;
}

/*
 * The careful way: cJSON's own document (malloc'd), converted breadth-first
 * with every message in place.  ld is set up but for ld->t.
 */
static struct tree *
careful_load(struct loader *ld)
{
	cJSON *doc = NULL;
	const cJSON *root;
	const char *end = NULL;
	struct tree *t;
	int i;

	if ((t = ld->t = calloc(1, sizeof(*t))) == NULL) {
		MSG_FORMAT(ld->err, ld->errlen, M_ERR_FILE_OUT_OF_MEMORY,
		    ld->file);
		return NULL;
	}
	t->name = default_name(ld->file);
	/* len + 1: cJSON wants to see the terminating NUL to accept the end. */
	doc = cJSON_ParseWithLengthOpts(ld->text, ld->len + 1, &end, 1);
	/* cJSON takes \u0000 as a NUL: the scanner says where it is */
	if (doc == NULL || has_nul_escape(ld->text, ld->len)) {
		size_t off = end != NULL ? (size_t)(end - ld->text) : 0;
		char msg[160];

		if (jscan_diagnose(ld->text, ld->len, &off, msg, sizeof(msg)) ==
		    0)
			msg_format(msg, sizeof(msg),
			    M_ERR_INVALID_JSON_OUT_MEMORY, NULL, 0);
		fail_at(ld, off, M_ERR_AS_IS, MSG_ARGS(msg));
		goto fail;
	}
	if (t->name == NULL || grow(ld, 1) != 0) {
		fail_at(ld, 0, M_ERR_OUT_OF_MEMORY, NULL, 0);
		goto fail;
	}
	root = doc;
	if (is_wrapper(doc) && wrapper(ld, doc, &root) != 0)
		goto fail;
	node_init(&t->node[0], TREE_NONE, 0);
	ld->item[0] = root;
	t->n = 1;
	/* Breadth-first: node i's children are appended as i is read. */
	for (i = 0; i < t->n; i++) {
		if (node_from_json(ld, i, ld->item[i]) != 0)
			goto fail;
		if (t->node[i].depth > t->height)
			t->height = t->node[i].depth;
	}
	texts_trim(t);
	if (check_ids(ld) != 0)
		goto fail;
	free(ld->item);
	cJSON_Delete(doc);
	return t;
fail:
	free(ld->item);
	cJSON_Delete(doc);
	tree_free(t);
	return NULL;
}

/*
 * Room for n nodes, for tree_free to free.  A big tree's array is aligned
 * to 2 MiB and offered to the kernel for huge pages (where it has them):
 * one fault for 2 MiB, not one for each 4 KiB page, when the loader first
 * writes it.
 */
static struct tree_node *
node_array(int n)
{
	size_t size = (size_t)n * sizeof(struct tree_node);
	void *p = NULL;

#if defined(MADV_HUGEPAGE)
	size_t huge = (size_t)1 << 21;

	if (size >= 4 * huge) {
		if (posix_memalign(&p, huge, size) != 0)
			return NULL;
		madvise(p, size & ~(huge - 1), MADV_HUGEPAGE);
		return p;
	}
#endif
	p = malloc(size);
	return p;
}

/*
 * The arena cJSON parses into on the fast way: blocks mapped from the
 * system, handed out front to back and never freed one value at a time.
 * cJSON parses depth-first and allocates each value as it meets it, so the
 * blocks hold the document in the order the fast conversion reads it: a
 * block the conversion has gone past can go back to the system whole.
 * cJSON's hooks take no context, so the arena is a static (abviz loads one
 * file at a time, in one thread).
 */
#define ARENA_BLOCK ((size_t)1 << 20)
#ifdef MAP_POPULATE
#define ARENA_MAP (MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE)	/* a block's
				   pages at once, not one fault each (Linux) */
#else
#define ARENA_MAP (MAP_PRIVATE | MAP_ANONYMOUS)
#endif
#define ARENA_HEAD ((size_t)32)	/* the block's header, rounded up */

struct block {
	struct block *next;	/* the block mapped after this one */
	size_t size;		/* bytes mapped, the header included */
	size_t used;		/* bytes handed out, the header included */
};

static struct {
	struct block *first;	/* the oldest block still mapped */
	struct block *last;	/* the block being filled */
} arena;

static void *
arena_alloc(size_t n)
{
	struct block *b = arena.last;
	void *p;

	n = (n + 15) & ~(size_t)15;	/* room for any type cJSON stores */
	if (n > ARENA_BLOCK)
		return NULL;	/* no value of a tree is this long */
	if (b == NULL || b->size - b->used < n) {
		p = mmap(NULL, ARENA_BLOCK + ARENA_HEAD, PROT_READ | PROT_WRITE,
		    ARENA_MAP, -1, 0);
		if (p == MAP_FAILED)
			return NULL;
		b = p;
		b->next = NULL;
		b->size = ARENA_BLOCK + ARENA_HEAD;
		b->used = ARENA_HEAD;
		if (arena.last != NULL)
			arena.last->next = b;
		else
			arena.first = b;
		arena.last = b;
	}
	p = (char *)b + b->used;
	b->used += n;
	return p;
}

/* cJSON frees what it gives up on; the arena takes it back all at once. */
static void
arena_free(void *p)
{
	(void)p;
}

/* Unmap the blocks allocated before the one holding p (all: p NULL). */
static void
arena_release(const void *p)
{
	struct block *b;

	while ((b = arena.first) != NULL && (p == NULL ||
	    (const char *)p < (const char *)b ||
	    (const char *)p >= (const char *)b + b->used)) {
		arena.first = b->next;
		if (arena.first == NULL)
			arena.last = NULL;
		munmap(b, b->size);
	}
}

/* The children of JSON node v as the tree will have them, or NULL. */
static const cJSON *
kids_of(const cJSON *v)
{
	const cJSON *a = v;

	if (cJSON_IsObject(v))
		a = member_named(v, "children");
	return cJSON_IsArray(a) ? a : NULL;
}

/* Count the nodes of the subtree v on each level, from d down: 0, or -1
   when it is deeper than a tree may be. */
static int
count_levels(const cJSON *v, int d, int *count)
{
	const cJSON *a = kids_of(v), *c;

	if (d > TREE_MAX_DEPTH)
		return -1;
	count[d]++;
	if (a != NULL)
		for (c = a->child; c != NULL; c = c->next)
			if (count_levels(c, d + 1, count) != 0)
				return -1;
	return 0;
}

/*
 * Convert node i from v, then its subtree, depth-first: each child takes
 * the next free place on its level (add_children).  The next sibling is
 * read before a child's subtree is converted: that subtree hands its blocks
 * back as it goes, the block holding the child included.
 */
static int
fast_node(struct loader *ld, int i, const cJSON *v)
{
	const cJSON *a, *c, *next;
	int k;

	arena_release(v);
	ld->kids = NULL;
	if (node_from_json(ld, i, v) != 0)
		return -1;
	if ((a = ld->kids) == NULL)
		return 0;
	for (c = a->child, k = 0; c != NULL; c = next, k++) {
		next = c->next;
		if (fast_node(ld, ld->t->node[i].first + k, c) != 0)
			return -1;
	}
	return 0;
}

/*
 * The fast way (see the top of the file): the tree, or NULL for any file
 * that is not a good tree (then nothing is written to ld->err).  ld is set
 * up but for ld->t.
 */
static struct tree *
fast_load(struct loader *ld)
{
	static cJSON_Hooks hooks = { arena_alloc, arena_free };
	int count[TREE_MAX_DEPTH + 2], next[TREE_MAX_DEPTH + 2];
	int end[TREE_MAX_DEPTH + 2];
	const cJSON *root;
	cJSON *doc;
	struct tree *t;
	int d, n = 0, ok = 0;

	cJSON_InitHooks(&hooks);
	doc = cJSON_ParseWithLengthOpts(ld->text, ld->len + 1, NULL, 1);
	cJSON_InitHooks(NULL);
	/* a string cut short at a \u0000 is the careful way's to tell */
	if (doc == NULL || has_nul_escape(ld->text, ld->len) ||
	    (t = ld->t = calloc(1, sizeof(*t))) == NULL) {
		arena_release(NULL);
		return NULL;
	}
	ld->fast = 1;
	ld->next = next;
	ld->end = end;
	memset(count, 0, sizeof(count));
	root = doc;
	if ((t->name = default_name(ld->file)) == NULL ||
	    (is_wrapper(doc) && wrapper(ld, doc, &root) != 0) ||
	    count_levels(root, 0, count) != 0)
		goto out;
	/* Level d takes the places [next[d], end[d]); the root is place 0. */
	for (d = 0; d <= TREE_MAX_DEPTH + 1; d++) {
		if (count[d] > INT32_MAX / 2 - n)
			goto out;
		next[d] = n;
		n += count[d];
		end[d] = n;
		if (count[d] > 0)
			t->height = d;
	}
	if ((t->node = node_array(n)) == NULL)
		goto out;
	node_init(&t->node[0], TREE_NONE, 0);
	t->n = n;
	next[0] = 1;
	if (fast_node(ld, 0, root) != 0)
		goto out;
	for (d = 0; d <= t->height; d++)
		if (next[d] != end[d])
			goto out;	/* the count and the tree disagree */
	texts_trim(t);
	ok = check_ids(ld) == 0;
out:
	arena_release(NULL);
	if (!ok) {
		tree_free(t);
		ld->t = NULL;
		return NULL;
	}
	return t;
}

/*
 * The scanning way, for the form most big trees come in: nothing but
 * arrays and integers ([[3, 17], [2, 12]]).  No document at all: one pass
 * over the text counts the nodes on every level and checks the form, a
 * second writes each node straight to its breadth-first place, as the fast
 * way does.  It takes only what it is sure of: JSON's whitespace, integers
 * of at most 15 digits (exact in a double, within 2^53, read the same by
 * cJSON), non-empty arrays, at most TREE_MAX_DEPTH levels.  Anything else,
 * an error included, it leaves to the other ways.
 */
#define SCAN_DIGITS 15

static const char *
scan_space(const char *p)
{
	while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
		p++;
	return p;
}

/* The integer at p into *x (if x is set); the end of it, or NULL. */
static const char *
scan_int(const char *p, double *x)
{
	const char *digits;
	uint64_t v = 0;		/* wraps past 19 digits: refused below */
	int neg = *p == '-';

	p += neg;
	digits = p;
	if (*p == '0')
		p++;	/* JSON: no other digit may follow a leading 0 */
	else
		while (*p >= '0' && *p <= '9')
			v = v * 10 + (uint64_t)(*p++ - '0');
	if (p == digits || p - digits > SCAN_DIGITS || (*p >= '0' &&
	    *p <= '9') || *p == '.' || *p == 'e' || *p == 'E')
		return NULL;
	if (x != NULL)
		*x = neg && v != 0 ? -(double)v : (double)v;	/* -0 is 0 */
	return p;
}

/*
 * The first pass: count[d] the nodes on level d.  0, or -1 for a text
 * the scanning way does not take.
 */
static int
scan_count(const char *p, const char *end, int *count)
{
	int d = 0;

	for (;;) {
		/* a node on level d */
		p = scan_space(p);
		if (d > TREE_MAX_DEPTH || ++count[d] > INT32_MAX / 2)
			return -1;
		if (*p == '[') {
			p = scan_space(p + 1);
			if (*p == ']')
				return -1;	/* an empty array */
			d++;
			continue;
		}
		if ((p = scan_int(p, NULL)) == NULL)
			return -1;
		/* then "," and its next sibling, or "]" closing its parent */
		for (;;) {
			p = scan_space(p);
			if (d == 0)
				return p == end ? 0 : -1;
			if (*p == ',') {
				p++;
				break;
			}
			if (*p != ']')
				return -1;
			p++;
			d--;
		}
	}
}

/*
 * The second pass, over a text the first took: node i's children take
 * the next places of the level below, in order (nothing but deeper levels
 * is filled between them).  open[d] is the array open on level d, kids[d]
 * its children so far.
 */
static void
scan_fill(const char *p, struct tree *t, int *next)
{
	int open[TREE_MAX_DEPTH + 1], kids[TREE_MAX_DEPTH + 1];
	int d = 0, i;

	for (;;) {
		struct tree_node *nd;

		p = scan_space(p);
		i = d == 0 ? 0 : next[d]++;
		nd = &t->node[i];
		node_init(nd, d == 0 ? TREE_NONE : open[d - 1], d);
		if (d > 0 && ++kids[d - 1] == 1)
			t->node[open[d - 1]].first = i;
		if (*p == '[') {
			open[d] = i;
			kids[d++] = 0;
			p++;
			continue;
		}
		p = scan_int(p, &nd->v);
		t->nleaves++;
		for (;;) {
			p = scan_space(p);
			if (d == 0)
				return;
			if (*p++ == ',')
				break;
			d--;	/* "]" */
			t->node[open[d]].nkids = kids[d];
		}
	}
}

/* The scanning way: the tree, or NULL for any text it does not take. */
static struct tree *
scan_load(const struct loader *ld)
{
	int count[TREE_MAX_DEPTH + 1], next[TREE_MAX_DEPTH + 1];
	struct tree *t;
	int d, n = 0;

	memset(count, 0, sizeof(count));
	if (scan_count(ld->text, ld->text + ld->len, count) != 0 ||
	    (t = calloc(1, sizeof(*t))) == NULL)
		return NULL;
	for (d = 0; d <= TREE_MAX_DEPTH && count[d] > 0; d++) {
		if (count[d] > INT32_MAX / 2 - n)
			goto fail;
		next[d] = n;
		n += count[d];
		t->height = d;
	}
	next[0] = 1;
	if ((t->name = default_name(ld->file)) == NULL ||
	    (t->node = node_array(n)) == NULL)
		goto fail;
	t->n = n;
	scan_fill(ld->text, t, next);
	return t;
fail:
	tree_free(t);
	return NULL;
}

struct tree *
load_tree_way(const char *file, const char *text, size_t len, int ways,
    char *err, size_t errlen)
{
	struct loader ld;
	const char *nul;
	struct tree *t;

	memset(&ld, 0, sizeof(ld));
	ld.file = file;
	ld.err = err;
	ld.errlen = errlen;
	ld.root_member = -1;
	/* A UTF-8 byte-order mark is allowed and skipped, as RFC 8259 permits. */
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
		text += 3;
		len -= 3;
	}
	ld.text = text;
	ld.len = len;
	if ((nul = memchr(text, '\0', len)) != NULL) {
		fail_at(&ld, (size_t)(nul - text), M_ERR_NUL_BYTE_FILE_IT,
		    NULL, 0);
		return NULL;
	}
	if ((ways & LOAD_SCAN) && (t = scan_load(&ld)) != NULL)
		return t;
	if ((ways & LOAD_CJSON) && (t = fast_load(&ld)) != NULL)
		return t;
	if (!(ways & LOAD_CAREFUL)) {
		MSG_FORMAT(err, errlen, M_ERR_NOT_TAKEN_BY_WAYS, file);
		return NULL;
	}
	/* The quicker ways said no: again, carefully, to say why. */
	memset(&ld, 0, sizeof(ld));
	ld.file = file;
	ld.err = err;
	ld.errlen = errlen;
	ld.root_member = -1;
	ld.text = text;
	ld.len = len;
	return careful_load(&ld);
}

struct tree *
load_tree_mem(const char *file, const char *text, size_t len, char *err,
    size_t errlen)
{
	return load_tree_way(file, text, len, LOAD_ANY, err, errlen);
}

static size_t max_input = LOAD_INPUT_MAX;

void
load_set_max_input(size_t max)
{
	max_input = max;
}

/*
 * Read all of f into a NUL-terminated buffer, starting with room for
 * size + 1 bytes (a regular file's size; else a block), at most max bytes
 * (0: any), and no further than the block that holds the first NUL byte.
 * NULL with errno set when it cannot, errno 0 when the input is larger
 * than max.
 */
static char *
slurp(FILE *f, size_t size, size_t max, size_t *len)
{
	size_t cap = size + 1 > 1 << 16 ? size + 1 : 1 << 16, n = 0, got;
	char *buf = malloc(cap), *p;

	if (buf == NULL)
		return NULL;
	while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
		if (memchr(buf + n, '\0', got) != NULL) {
			n += got;	/* refused at that NUL: no need for more */
			break;
		}
		n += got;
		if (max > 0 && n > max) {
			free(buf);
			errno = 0;
			return NULL;
		}
		if (cap - n - 1 == 0) {
			if (cap > SIZE_MAX / 2 || (p = realloc(buf, cap * 2)) ==
			    NULL) {
				free(buf);
				errno = ENOMEM;
				return NULL;
			}
			buf = p;
			cap *= 2;
		}
	}
	if (ferror(f)) {
		free(buf);
		errno = errno ? errno : EIO;
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

char *
load_file(const char *path, size_t *len, char *err, size_t errlen)
{
	int is_stdin = strcmp(path, "-") == 0;
	const char *file = is_stdin ? "<stdin>" : path;
	struct stat st;
	size_t size = 0;
	FILE *f;
	char *text = NULL;

	if ((f = is_stdin ? stdin : fopen(path, "rb")) == NULL) {
		snprintf(err, errlen, "%s: %s", file, msg_strerror(errno));
		return NULL;
	}
	/* a regular file says its size: too big is refused unread */
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size > 0) {
		if (max_input > 0 && (uintmax_t)st.st_size > max_input)
			goto big;
		if ((uintmax_t)st.st_size < SIZE_MAX / 2)
			size = (size_t)st.st_size;
	}
	errno = 0;
	*len = 0;
	if ((text = slurp(f, size, max_input, len)) == NULL) {
		if (errno == 0)
			goto big;
		snprintf(err, errlen, "%s: %s", file, msg_strerror(errno));
	}
	goto out;
big:
	MSG_FORMAT(err, errlen, M_ERR_LARGER_THAN_MAX_INPUT, file,
	    MSG_UINT(max_input));
out:
	if (!is_stdin)
		fclose(f);
	return text;
}

struct tree *
load_tree(const char *path, char *err, size_t errlen)
{
	struct tree *t;
	char *text;
	size_t len;

	if ((text = load_file(path, &len, err, errlen)) == NULL)
		return NULL;
	t = load_tree_mem(strcmp(path, "-") == 0 ? "<stdin>" : path, text,
	    len, err, errlen);
	free(text);
#ifdef __GLIBC__
	/*
	 * The parse tree was millions of small blocks; glibc keeps freed
	 * small blocks in the heap, where the search's large arrays (mapped
	 * separately) cannot reuse them.  Hand them back to the system.
	 */
	malloc_trim(0);
#endif
	return t;
}
