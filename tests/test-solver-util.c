/* test-solver-util.c — what the tests of the solver share: lines played to
 * a win, searches within a node budget, the plain search to compare with,
 * Jubilee positions
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-solver.h"
#include "test-solver-util.h"

static const char *const jubilee_order[]
    = { "K", "A", "J", "2", "10", "3", "9", "4", "8", "5", "7", "6", "Q" };

void
assert_line_wins (const PatRules *rules, const PatState *state, GArray *line)
{
  PatState position = *state;

  g_assert_nonnull (line);
  for (guint i = 0; i < line->len; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!pat_move_try (rules, &position, &g_array_index (line, PatMove, i), &error))
        g_error ("move %u of the winning line is refused: %s", i + 1, error->message);
    }
  g_assert_cmpint (pat_state_status (&position, rules), ==, PAT_STATUS_WON);
}

PatSolverResult
solve_nodes (const PatRules *rules, const PatState *state, guint64 nodes, GArray **line)
{
  PatSolverLimits limits;

  pat_solver_limits_init (&limits);
  limits.max_nodes = nodes;
  return pat_solver_solve (rules, state, &limits, NULL, line, NULL);
}

char *
jubilee_position (const char *redeals, const char *rest)
{
  GString *json = g_string_new ("{'game':'jubilee','redeals-left':");
  const char suits[] = "CDHS";

  g_string_append_printf (json, "%s,'piles':{%s", redeals, rest);
  for (guint f = 0; f < 8; f++)
    {
      g_string_append_printf (json, ",'foundation-%u':[", f);
      for (guint i = 0; i < (f == 4 ? 1 : 13); i++)
        g_string_append_printf (json, "%s'%s%c'", i > 0 ? "," : "", jubilee_order[i],
                                suits[f % 4]);
      g_string_append (json, "]");
    }
  g_string_append (json, "}}");
  return g_string_free (json, FALSE);
}

gboolean
reference_search (const PatRules *rules, const PatState *start, guint max_positions,
                  gboolean *winnable)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (
      g_bytes_hash, g_bytes_equal, (GDestroyNotify)g_bytes_unref, NULL);
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (PatState));

  g_array_append_val (stack, *start);
  g_hash_table_add (seen, g_bytes_new (start, sizeof *start));
  while (stack->len > 0)
    {
      PatState state = g_array_index (stack, PatState, stack->len - 1);
      PatMove moves[PAT_MAX_PILES * PAT_MAX_PILES + 2];
      guint n;

      g_array_set_size (stack, stack->len - 1);
      if (pat_state_is_won (&state, rules))
        {
          *winnable = TRUE;
          return TRUE;
        }
      n = pat_moves_list (rules, &state, moves, G_N_ELEMENTS (moves));
      for (guint i = 0; i < n; i++)
        {
          PatState next = state;
          GBytes *bytes;

          pat_move_apply (rules, &next, &moves[i]);
          bytes = g_bytes_new (&next, sizeof next);
          if (!g_hash_table_add (seen, bytes))
            continue;
          if (g_hash_table_size (seen) > max_positions)
            return FALSE;
          g_array_append_val (stack, next);
        }
    }
  *winnable = FALSE;
  return TRUE;
}
