/*
 * gen.c: benchmark trees in the compact array form abviz reads.
 *   gen uniform B D SEED    every interior node has B children, leaves at D
 *   gen irregular N SEED    about N nodes, 0..6 children each, mixed depths
 *   gen wide N SEED         a root with N leaves, each an object with an id
 *                           (c1, c2...) and a value in [0, 99]
 * Leaf values are integers in [-999, 999] (wide: [0, 99], the range of a
 * class's exercise); output is one line of JSON.
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

/*
 * One node with n leaf children, each named: the widest tree there is,
 * in the form a teacher writes (ids), which the loader reads through
 * cJSON.  Its values repeat (100 of them): MTD(f) takes a pass for each
 * value it steps through (see the README's benchmark).
 */
static void
wide(long n)
{
	long k;

	fputs("{\"name\": \"wide\", \"root\": {\"id\": \"root\", "
	    "\"children\": [", stdout);
	for (k = 1; k <= n; k++)
		printf("%s{\"id\": \"c%ld\", \"value\": %u}", k > 1 ? ", " : "",
		    k, rnd(100));
	fputs("]}}", stdout);
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
	} else if (argc == 4 && argv[1][0] == 'w') {
		rng = strtoull(argv[3], NULL, 10) | 1;
		wide(atol(argv[2]));
	} else {
		fputs("usage: gen uniform B D SEED | gen irregular N SEED | "
		    "gen wide N SEED\n", stderr);
		return 2;
	}
	putchar('\n');
	return ferror(stdout) ? 1 : 0;
}
