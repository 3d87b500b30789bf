/*
 * tree.c: questions about a loaded tree that do not depend on any search.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "tree.h"

/*
 * Alternation by depth, turned over by the flip bit.  A chance node's own
 * bit is its parent's, so at it the formula gives the player after its
 * parent: the one who moves below it (the loader turns its children's
 * bit over, so that they are that player too).
 */
enum player
tree_side(const struct tree *t, int i)
{
	int other = (t->node[i].depth & 1) ^ tree_flip(t, i);

	if (t->root_player == PLAYER_MAX)
		return other ? PLAYER_MIN : PLAYER_MAX;
	return other ? PLAYER_MAX : PLAYER_MIN;
}

enum player
tree_player(const struct tree *t, int i)
{
	return tree_is_chance(t, i) ? PLAYER_CHANCE : tree_side(t, i);
}

int
tree_turns(const struct tree *t, int i)
{
	int p = t->node[i].parent;

	return p != TREE_NONE && tree_flip(t, i) == tree_flip(t, p);
}

/*
 * A path id is built from the root down, so walk up first, remembering the
 * ranks, then print them in order.
 */
const char *
tree_id(const struct tree *t, int i, char *buf)
{
	const char *own = tree_own_id(t, i);
	int rank[TREE_MAX_DEPTH + 1];
	int depth = 0;
	char *p;

	if (own != NULL)
		return own;
	for (; t->node[i].parent != TREE_NONE; i = t->node[i].parent)
		rank[depth++] = tree_rank(t, i);
	p = buf;
	*p++ = 'r';
	while (depth > 0) {
		*p++ = '.';
		p = fmt_int(rank[--depth], p);
	}
	*p = '\0';
	return buf;
}

void
tree_paths_init(struct tree_paths *p)
{
	p->at[0] = 0;
	p->len[0] = 1;
	p->top = 0;
	p->path[0] = 'r';
}

const char *
tree_paths_id(struct tree_paths *p, const struct tree *t, int i)
{
	int chain[TREE_MAX_DEPTH + 1];
	const char *own = tree_own_id(t, i);
	int n = 0, d;

	if (own != NULL)
		return own;
	/* up to the deepest node whose id is already written */
	for (d = t->node[i].depth; d > p->top || p->at[d] != i;
	    d--, i = t->node[i].parent)
		chain[n++] = i;
	/* then down again, one step a level */
	while (n > 0) {
		char *s = p->path + p->len[d];

		i = chain[--n];
		*s++ = '.';
		d++;
		p->at[d] = i;
		p->len[d] = (int)(fmt_int(tree_rank(t, i), s) - p->path);
	}
	p->top = d;
	p->path[p->len[d]] = '\0';
	return p->path;
}

const char *
tree_label(const struct tree *t, int i, char *buf)
{
	const char *own = tree_own_label(t, i);

	return own != NULL ? own : tree_id(t, i, buf);
}

const char *
tree_move(const struct tree *t, int i, char *buf)
{
	const char *own = tree_own_id(t, i), *label = tree_own_label(t, i);
	size_t n;

	if (own != NULL || label == NULL)
		return tree_id(t, i, buf);
	n = strcspn(label, "\n");
	if (n == 0)
		return tree_id(t, i, buf);
	if (n > TREE_ID_MAX - 1) {
		/* cut on a character's first byte */
		n = TREE_ID_MAX - 1;
		while (n > 0 && ((unsigned char)label[n] & 0xC0) == 0x80)
			n--;
	}
	memcpy(buf, label, n);
	buf[n] = '\0';
	return buf;
}

/*
 * Depth-first with an explicit stack, so a deep chain cannot overflow the C
 * stack.  Children are pushed last-first so that they pop in order.
 */
int
tree_preorder(const struct tree *t, int *order)
{
	int *stack, top = 0, k = 0;

	if ((stack = malloc((size_t)t->n * sizeof(*stack))) == NULL)
		return -1;
	stack[top++] = 0;
	while (top > 0) {
		const struct tree_node *nd;
		int i = stack[--top], c;

		order[k++] = i;
		nd = &t->node[i];
		for (c = nd->nkids - 1; c >= 0; c--)
			stack[top++] = nd->first + c;
	}
	free(stack);
	return 0;
}

/*
 * Plain minimax, bottom up.  Nodes are stored breadth-first, so every child
 * has a larger index than its parent: one backwards pass sees all children
 * before their parent.
 */
void
tree_minimax(const struct tree *t, int depth, double *val)
{
	int i, c;

	for (i = t->n - 1; i >= 0; i--) {
		const struct tree_node *nd = &t->node[i];
		enum player who = tree_player(t, i);

		if (nd->nkids == 0) {
			val[i] = nd->v;		/* a leaf's value */
			continue;
		}
		if (nd->depth == depth) {
			val[i] = tree_eval(t, i);
			continue;
		}
		if (who == PLAYER_CHANCE) {
			/* the expected value: each outcome by its chance */
			val[i] = 0;
			for (c = 0; c < nd->nkids; c++)
				val[i] += tree_prob(t, nd->first + c) *
				    val[nd->first + c];
			val[i] = tree_round(val[i]);
			continue;
		}
		val[i] = val[nd->first];
		for (c = 1; c < nd->nkids; c++) {
			double v = val[nd->first + c];

			if (who == PLAYER_MAX ? v > val[i] : v < val[i])
				val[i] = v;
		}
	}
}

double
tree_round(double x)
{
	char buf[32];

	if (!isfinite(x))
		return x;
	snprintf(buf, sizeof(buf), "%.12g", x);
	x = strtod(buf, NULL);
	return x == 0 ? 0 : x;	/* never -0 */
}

void
tree_free(struct tree *t)
{
	if (t == NULL)
		return;
	free(t->name);
	free(t->source);
	free(t->description);
	free(t->node);
	free(t->pool);
	free(t->ids);
	free(t->labels);
	free(t->prob);
	free(t);
}
