/*
 * rng.h: xorshift64*, small, fast and the same everywhere, so that the
 * property tests and the benchmark trees are identical on every machine.
 * Set rng to seed it (never 0).  Included by one program each.
 */
#ifndef ABVIZ_RNG_H
#define ABVIZ_RNG_H

#include <stdint.h>

static uint64_t rng = 0x9E3779B97F4A7C15u;

/* A number in [0, n). */
static unsigned
rnd(unsigned n)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return (unsigned)((rng * 2685821657736338717u) >> 33) % n;
}

#endif
