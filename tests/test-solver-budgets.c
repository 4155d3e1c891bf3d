/* test-solver-budgets.c — a larger node budget never loses a verdict
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-solver.h"
#include "test-util.h"
#include "test-solver-util.h"

#define N_BUDGETS 4

/* The budgets most deals are searched within, smallest first. */
#define SMALL_BUDGETS                                                                    \
  {                                                                                      \
    3000, 12000, 48000, 192000                                                           \
  }

/* Deals of every game, chosen so that the budgets above decide some of
 * them only at the larger budgets. King Albert 164 was won within
 * 2,600,000 positions and lost again within 4,000,000 and 5,000,000 (issue
 * 44), when the schedule of the search was scaled to the budget. */
static const struct
{
  const char *game;
  const char *key; /* an option set, or NULL */
  const char *value;
  guint32 deal;
  guint64 budgets[N_BUDGETS];
} golden[] = {
  { "intelligence", NULL, NULL, 2, SMALL_BUDGETS },
  { "intelligence", NULL, NULL, 3, SMALL_BUDGETS },
  { "intelligence", NULL, NULL, 7, SMALL_BUDGETS },
  { "intelligence", NULL, NULL, 9, SMALL_BUDGETS },
  { "indian", NULL, NULL, 2, SMALL_BUDGETS },
  { "indian", NULL, NULL, 3, SMALL_BUDGETS },
  { "indian", NULL, NULL, 7, SMALL_BUDGETS },
  { "idle-aces", NULL, NULL, 1, SMALL_BUDGETS },
  { "idle-aces", NULL, NULL, 2, SMALL_BUDGETS },
  { "idle-aces", NULL, NULL, 6, SMALL_BUDGETS },
  { "idle-aces", NULL, NULL, 12, SMALL_BUDGETS },
  { "jubilee", NULL, NULL, 1, SMALL_BUDGETS },
  { "jubilee", NULL, NULL, 2, SMALL_BUDGETS },
  { "jubilee", NULL, NULL, 6, SMALL_BUDGETS },
  { "intrigue", NULL, NULL, 5, SMALL_BUDGETS },
  { "intrigue", NULL, NULL, 6, SMALL_BUDGETS },
  { "intrigue", NULL, NULL, 9, SMALL_BUDGETS },
  { "intrigue", NULL, NULL, 10, SMALL_BUDGETS },
  { "laggard-lady", NULL, NULL, 1, SMALL_BUDGETS },
  { "laggard-lady", NULL, NULL, 4, SMALL_BUDGETS },
  { "laggard-lady", NULL, NULL, 5, SMALL_BUDGETS },
  { "laggard-lady", NULL, NULL, 7, SMALL_BUDGETS },
  { "la-belle-lucie", NULL, NULL, 3, SMALL_BUDGETS },
  { "la-belle-lucie", NULL, NULL, 7, SMALL_BUDGETS },
  { "la-belle-lucie", NULL, NULL, 11, SMALL_BUDGETS },
  { "trefoil", NULL, NULL, 3, SMALL_BUDGETS },
  { "trefoil", NULL, NULL, 6, SMALL_BUDGETS },
  { "trefoil", NULL, NULL, 8, SMALL_BUDGETS },
  { "house-in-the-wood", NULL, NULL, 5, SMALL_BUDGETS },
  { "house-in-the-wood", NULL, NULL, 6, SMALL_BUDGETS },
  { "house-in-the-wood", NULL, NULL, 7, SMALL_BUDGETS },
  { "house-in-the-wood", NULL, NULL, 11, SMALL_BUDGETS },
  { "klondike", NULL, NULL, 1, SMALL_BUDGETS },
  { "klondike", NULL, NULL, 4, SMALL_BUDGETS },
  { "klondike", NULL, NULL, 6, SMALL_BUDGETS },
  { "klondike", NULL, NULL, 11, SMALL_BUDGETS },
  { "klondike", NULL, NULL, 12, SMALL_BUDGETS },
  { "klondike", "draw", "3", 1, SMALL_BUDGETS },
  { "klondike", "draw", "3", 5, SMALL_BUDGETS },
  { "klondike", "draw", "3", 7, SMALL_BUDGETS },
  { "klondike", "draw", "3", 8, SMALL_BUDGETS },
  { "king-albert", NULL, NULL, 1, SMALL_BUDGETS },
  { "king-albert", NULL, NULL, 3, SMALL_BUDGETS },
  { "king-albert", NULL, NULL, 6, SMALL_BUDGETS },
  { "king-albert", NULL, NULL, 7, SMALL_BUDGETS },
  { "king-albert", NULL, NULL, 10, SMALL_BUDGETS },
  { "king-albert", NULL, NULL, 164, { 1000000, 2600000, 4000000, 5000000 } },
  { "freecell", NULL, NULL, 8, SMALL_BUDGETS },
  { "freecell", NULL, NULL, 10, SMALL_BUDGETS },
  { "freecell", NULL, NULL, 11982, SMALL_BUDGETS }, /* lost */
  { "freecell", "build", "suit", 1, SMALL_BUDGETS },
  { "freecell", "build", "suit", 5, SMALL_BUDGETS },
  { "freecell", "build", "suit", 9, SMALL_BUDGETS },
  { "eight-off", NULL, NULL, 10, SMALL_BUDGETS },
  { "seahaven-towers", NULL, NULL, 3, SMALL_BUDGETS },
  { "seahaven-towers", NULL, NULL, 7, SMALL_BUDGETS },
  { "seahaven-towers", NULL, NULL, 12, SMALL_BUDGETS },
  { "spiderette", "suits", "1", 1, SMALL_BUDGETS },
  { "spiderette", "suits", "1", 2, SMALL_BUDGETS },
  { "spiderette", "suits", "1", 11, SMALL_BUDGETS },
  { "spider", "suits", "1", 1, SMALL_BUDGETS },
};

/* Each deal within each of its budgets, smallest first: once a budget
 * decides it, every larger one gives the same verdict after the same
 * positions, since the search within a budget is the start of the search
 * within any larger one. */
static void
test_monotone (void)
{
  guint late = 0;

  g_assert_cmpuint (G_N_ELEMENTS (golden), >=, 40);
  for (guint i = 0; i < G_N_ELEMENTS (golden); i++)
    {
      g_autoptr (PatSession) s
          = pt_deal (golden[i].game, golden[i].deal, golden[i].key, golden[i].value);
      PatSolverResult decided = PAT_SOLVER_UNKNOWN;
      guint64 decided_nodes = 0;

      for (guint b = 0; b < N_BUDGETS; b++)
        {
          PatSolverLimits limits;
          PatSolverStats stats;
          PatSolverResult result;

          if (b > 0)
            g_assert_cmpuint (golden[i].budgets[b], >, golden[i].budgets[b - 1]);
          pat_solver_limits_init_for_nodes (&limits, golden[i].budgets[b]);
          result = pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     &limits, NULL, NULL, &stats);
          g_test_message ("%s %s %u within %" G_GUINT64_FORMAT
                          ": %s after %" G_GUINT64_FORMAT,
                          golden[i].game, golden[i].value != NULL ? golden[i].value : "",
                          golden[i].deal, golden[i].budgets[b],
                          pat_solver_result_to_string (result), stats.nodes);
          if (decided != PAT_SOLVER_UNKNOWN)
            {
              g_assert_cmpint (result, ==, decided);
              g_assert_cmpuint (stats.nodes, ==, decided_nodes);
            }
          else if (result != PAT_SOLVER_UNKNOWN)
            {
              decided = result;
              decided_nodes = stats.nodes;
              if (b > 0)
                late++;
            }
        }
    }
  /* Worth knowing: a search that decides every deal at once no longer
   * tests much here. */
  g_test_message ("%u deals decided only at a larger budget", late);
}

void
test_solver_budgets_register (void)
{
  g_test_add_func ("/solver-budgets/monotone", test_monotone);
}
