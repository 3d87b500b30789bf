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
	static const char pairs[] =
	    "00010203040506070809101112131415161718192021222324252627282930"
	    "31323334353637383940414243444546474849505152535455565758596061"
	    "6263646566676869707172737475767778798081828384858687888990919293"
	    "949596979899";
	char tmp[24], *q = tmp + sizeof(tmp);
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v :
	    (unsigned long long)v;
	size_t n;

	/* two digits a division, from the right */
	while (u >= 100) {
		q -= 2;
		memcpy(q, pairs + 2 * (u % 100), 2);
		u /= 100;
	}
	if (u >= 10) {
		q -= 2;
		memcpy(q, pairs + 2 * u, 2);
	} else {
		*--q = (char)('0' + u);
	}
	if (v < 0)
		*p++ = '-';
	n = (size_t)(tmp + sizeof(tmp) - q);
	memcpy(p, q, n);
	p += n;
	*p = '\0';
	return p;
}

const char *
fmt_count(long long v, char *buf)
{
	fmt_int(v, buf);
	return buf;
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
