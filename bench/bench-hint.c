/* bench-hint.c — how long a hint takes, over positions from random play
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every game, positions reached by random play from random deals (up to
 * 200 moves in); each is given to pat_solver_hint(), the function behind
 * patience-cli hint and the window's hint. Prints the median, the 95th
 * percentile and the worst time per game and over all, and the 95th
 * percentile of the processor time, which a busy machine changes less.
 * Target: 95th percentile at most 100 ms.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench-util.h"
#include "pat-engine.h"
#include "pat-solver.h"

#define POSITIONS 60

/* The processor time of this thread, in milliseconds. */
int
main (int argc, char **argv)
{
  guint n_variants;
  const PatVariant *const *variants = pat_variants_list (&n_variants);
  g_autoptr (GRand) rand = g_rand_new_with_seed (4242);
  g_autofree double *all = g_new (double, n_variants *POSITIONS);
  g_autofree double *all_cpu = g_new (double, n_variants *POSITIONS);
  guint n_all = 0;

  printf ("%-18s %9s %9s %9s %9s %9s\n", "game", "positions", "median", "p95", "worst",
          "cpu p95");
  for (guint v = 0; v < n_variants; v++)
    {
      double times[POSITIONS], cpu[POSITIONS];
      PatRules rules;

      pat_rules_init_default (&rules, variants[v]);
      for (guint i = 0; i < POSITIONS; i++)
        {
          PatState state;
          guint moves_in = (guint)g_rand_int_range (rand, 0, 201);
          gint64 start;
          double cpu_start;
          PatMove move;

          pat_state_deal (&state, &rules, (guint32)g_rand_int_range (rand, 1, G_MAXINT));
          for (guint m = 0; m < moves_in; m++)
            {
              PatMove moves[PAT_MAX_PILES * PAT_MAX_PILES + 2];
              guint n = pat_moves_list (&rules, &state, moves, G_N_ELEMENTS (moves));

              if (n == 0)
                break;
              pat_move_apply (&rules, &state, &moves[g_rand_int_range (rand, 0, (int)n)]);
            }

          start = g_get_monotonic_time ();
          cpu_start = bench_cpu_ms ();
          if (pat_solver_hint (&rules, &state, NULL, NULL, &move, NULL)
              && !pat_move_check (&rules, &state, &move, NULL))
            g_error ("%s: the hint is not a legal move", variants[v]->id);
          times[i] = (double)(g_get_monotonic_time () - start) / 1000.0;
          cpu[i] = bench_cpu_ms () - cpu_start;
          all_cpu[n_all] = cpu[i];
          all[n_all++] = times[i];
        }
      bench_sort (times, POSITIONS);
      bench_sort (cpu, POSITIONS);
      printf ("%-18s %9u %7.1fms %7.1fms %7.1fms %7.1fms\n", variants[v]->id, POSITIONS,
              bench_percentile (times, POSITIONS, 0.5),
              bench_percentile (times, POSITIONS, 0.95), times[POSITIONS - 1],
              bench_percentile (cpu, POSITIONS, 0.95));
    }
  bench_sort (all, n_all);
  bench_sort (all_cpu, n_all);
  printf ("%-18s %9u %7.1fms %7.1fms %7.1fms %7.1fms\n", "all", n_all,
          bench_percentile (all, n_all, 0.5), bench_percentile (all, n_all, 0.95),
          all[n_all - 1], bench_percentile (all_cpu, n_all, 0.95));
  return 0;
}
