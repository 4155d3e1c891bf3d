/* bench-startup.c — from process start to the first frame with cards
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starts the real program (PATIENCE, a path) with each game, under the
 * display it is given, and times it until it has drawn its first frame with
 * cards and left (PATIENCE_QUIT_AFTER_FIRST_FRAME). Prints figures; checks
 * nothing.
 */
#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>

#include "pat-engine.h"

#define N_RUNS 5

static int
compare (const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  const char *program = g_getenv ("PATIENCE");
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  if (program == NULL)
    {
      fprintf (stderr, "bench-startup: set PATIENCE to the program to start\n");
      return 1;
    }
  g_setenv ("PATIENCE_QUIT_AFTER_FIRST_FRAME", "1", TRUE);

  for (guint v = 0; v < n; v++)
    {
      double ms[N_RUNS];

      for (guint run = 0; run < N_RUNS; run++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (GSubprocess) process = NULL;
          gint64 start = g_get_monotonic_time ();

          process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error, program,
                                      "--game", variants[v]->id, "--deal", "1", NULL);
          if (process == NULL || !g_subprocess_wait_check (process, NULL, &error))
            {
              fprintf (stderr, "bench-startup: %s\n", error->message);
              return 1;
            }
          ms[run] = (g_get_monotonic_time () - start) / 1000.0;
        }
      qsort (ms, N_RUNS, sizeof ms[0], compare);
      printf ("first frame with cards, %-13s %6.1f ms (median of %d, best %.1f)\n",
              variants[v]->id, ms[N_RUNS / 2], N_RUNS, ms[0]);
    }
  return 0;
}
