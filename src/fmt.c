/*
 * fmt.c: number formatting shared by the emitters.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fmt.h"

/* v in decimal at p; returns the end.  Faster than printf for the integers
   that make up most trees (a million-node JSON result prints millions). */
char *
fmt_int(long long v, char *p)
{
	char tmp[24];
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v :
	    (unsigned long long)v;
	int n = 0;

	do {
		tmp[n++] = (char)('0' + u % 10);
		u /= 10;
	} while (u != 0);
	if (v < 0)
		*p++ = '-';
	while (n > 0)
		*p++ = tmp[--n];
	*p = '\0';
	return p;
}

const char *
fmt_num(double x, char *buf)
{
	int prec;

	if (isinf(x)) {
		strcpy(buf, x < 0 ? "-inf" : "+inf");
		return buf;
	}
	if (x == 0) {
		strcpy(buf, "0");	/* never "-0" */
		return buf;
	}
	if (x == floor(x) && fabs(x) <= 9007199254740992.0) {
		fmt_int((long long)x, buf);
		return buf;
	}
	/* The shortest %g precision that reads back as the same double. */
	for (prec = 1; prec < 17; prec++) {
		snprintf(buf, FMT_NUM_MAX, "%.*g", prec, x);
		if (strtod(buf, NULL) == x)
			return buf;
	}
	snprintf(buf, FMT_NUM_MAX, "%.17g", x);
	return buf;
}

const char *
fmt_num_sym(double x, char *buf)
{
	if (isinf(x)) {
		strcpy(buf, x < 0 ? "-\xE2\x88\x9E" : "+\xE2\x88\x9E");
		return buf;
	}
	return fmt_num(x, buf);
}

const char *
fmt_value(char *buf, double v, enum bound b, int flags)
{
	const char *pre = "", *post = "";
	char num[FMT_NUM_MAX];

	if (flags & FMT_SYM)
		fmt_num_sym(v, num);
	else
		fmt_num(v, num);
	if (flags & FMT_RUNNING)
		pre = "v=";
	else if (b == BOUND_LOWER)
		pre = "\xE2\x89\xA5";	/* ≥ */
	else if (b == BOUND_UPPER)
		pre = "\xE2\x89\xA4";	/* ≤ */
	else if (b == BOUND_NONE)
		post = "?";
	snprintf(buf, FMT_VALUE_MAX, "%s%s%s", pre, num, post);
	return buf;
}
