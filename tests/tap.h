/*
 * tap.h: a tiny assert for the test programs.  Each CHECK prints one line,
 * "ok - what" or "not ok - what (file:line)"; tests/run.sh counts them.
 */
#ifndef ABVIZ_TAP_H
#define ABVIZ_TAP_H

#include <stdio.h>

static int check_failed;

#define CHECK(cond, ...) do { \
	if (cond) { \
		printf("ok - "); \
		printf(__VA_ARGS__); \
		printf("\n"); \
	} else { \
		check_failed++; \
		printf("not ok - "); \
		printf(__VA_ARGS__); \
		printf(" (%s:%d)\n", __FILE__, __LINE__); \
	} \
} while (0)

#endif
