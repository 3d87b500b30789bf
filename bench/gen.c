/*
 * gen.c: benchmark trees in the compact array form abviz reads.
 *   gen uniform B D SEED    every interior node has B children, leaves at D
 *   gen irregular N SEED    about N nodes, 0..6 children each, mixed depths
 * Leaf values are integers in [-999, 999]; output is one line of JSON.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../tests/rng.h"

static void
uniform(int b, int d)
{
	int k;

	if (d == 0) {
		printf("%d", (int)rnd(1999) - 999);
		return;
	}
	putchar('[');
	for (k = 0; k < b; k++) {
		if (k > 0)
			putchar(',');
		uniform(b, d - 1);
	}
	putchar(']');
}

/* A node with a budget of about n nodes under it (itself included). */
static void
irregular(long n, int depth)
{
	long k, kids, share;

	if (n <= 1 || depth >= 60) {
		printf("%d", (int)rnd(1999) - 999);
		return;
	}
	kids = 1 + (long)rnd(6);
	if (kids > n - 1)
		kids = n - 1;
	putchar('[');
	for (k = 0; k < kids; k++) {
		/* uneven shares make leaves at many depths */
		share = k == kids - 1 ? n - 1 : 1 + (long)rnd((unsigned)((n - 1) /
		    (kids - k) * 2 > 0 ? (n - 1) / (kids - k) * 2 : 1));
		if (share > n - 1 - (kids - 1 - k))
			share = n - 1 - (kids - 1 - k);
		if (k > 0)
			putchar(',');
		irregular(share, depth + 1);
		n -= share;
	}
	putchar(']');
}

int
main(int argc, char **argv)
{
	if (argc == 5 && argv[1][0] == 'u') {
		rng = strtoull(argv[4], NULL, 10) | 1;
		uniform(atoi(argv[2]), atoi(argv[3]));
	} else if (argc == 4 && argv[1][0] == 'i') {
		rng = strtoull(argv[3], NULL, 10) | 1;
		irregular(atol(argv[2]), 0);
	} else {
		fputs("usage: gen uniform B D SEED | gen irregular N SEED\n", stderr);
		return 2;
	}
	putchar('\n');
	return ferror(stdout) ? 1 : 0;
}
