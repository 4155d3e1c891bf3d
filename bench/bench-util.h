/* bench-util.h — what the benchmarks share: sorting times, percentiles,
 * the thread's processor time
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stdlib.h>
#include <time.h>

static inline int
bench_compare_doubles (const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return (x > y) - (x < y);
}

static inline void
bench_sort (double *values, guint n)
{
  qsort (values, n, sizeof (double), bench_compare_doubles);
}

/* The @p-th quantile (0.5: the median) of @n values sorted. */
static inline double
bench_percentile (const double *sorted, guint n, double p)
{
  guint at = (guint)(p * n + 0.999999);

  return sorted[MIN (MAX (at, 1u), n) - 1];
}

/* The calling thread's processor time, in ms. */
static inline double
bench_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}
