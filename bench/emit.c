/*
 * emit.c: how fast the emitters write, apart from loading and searching:
 * load TREE, search it with alpha-beta once, then time the log and the JSON
 * result written to a stream that only counts bytes (median of 3).  Prints
 * "log-MB/s json-MB/s".
 */
#define _GNU_SOURCE		/* fopencookie */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ab.h"
#include "json.h"
#include "load.h"
#include "log.h"
#include "trace.h"

static long written;

static ssize_t
count(void *cookie, const char *buf, size_t n)
{
	(void)cookie;
	(void)buf;
	written += (long)n;
	return (ssize_t)n;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Median MB/s of emit over 3 runs. */
static double
rate(int (*emit)(FILE *, const struct tree *, const struct trace *,
    const struct summary *), const struct tree *t, const struct trace *tr,
    const struct summary *s, FILE *sink)
{
	double r[3];
	int k;

	for (k = 0; k < 3; k++) {
		long before = written;
		double t0 = now();

		emit(sink, t, tr, s);
		fflush(sink);
		r[k] = (double)(written - before) / 1e6 / (now() - t0);
	}
	qsort(r, 3, sizeof(r[0]), cmp);
	return r[1];
}

int
main(int argc, char **argv)
{
	struct search_cfg cfg;
	struct trace tr;
	struct summary *s;
	struct tree *t;
	char err[1024];
	cookie_io_functions_t io = { NULL, count, NULL, NULL };
	FILE *sink;

	if (argc != 2 || (t = load_tree(argv[1], err, sizeof(err))) == NULL ||
	    (sink = fopencookie(NULL, "w", io)) == NULL)
		return 2;
	memset(&cfg, 0, sizeof(cfg));
	memset(&tr, 0, sizeof(tr));
	cfg.depth = -1;
	if (ab_search(t, &cfg, &tr) != 0 || (s = trace_summarize(t, &tr)) == NULL)
		return 2;
	printf("%.0f %.0f\n", rate(log_emit, t, &tr, s, sink),
	    rate(json_emit, t, &tr, s, sink));
	fclose(sink);
	trace_summary_free(s);
	trace_release(&tr);
	tree_free(t);
	return 0;
}
