/* test-solver-deals.c — the solver on whole deals: every game at a small
 * budget, deals that once took too long, known winning lines, the plain
 * search on the ends of random games, the sample of verdicts
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-solver.h"
#include "test-util.h"
#include "test-solver-util.h"

/* Each game, a few deals, a small budget: every line found wins. */
static void
test_deals (void)
{
  guint n_variants;
  const PatVariant *const *variants = pat_variants_list (&n_variants);

  for (guint v = 0; v < n_variants; v++)
    for (guint32 deal = 1; deal <= 3; deal++)
      {
        g_autoptr (PatSession) s = pt_deal (variants[v]->id, deal, NULL, NULL);
        g_autoptr (GArray) line = NULL;
        PatSolverResult result = solve_nodes (pat_session_get_rules (s),
                                              pat_session_get_state (s), 60000, &line);

        g_test_message ("%s %u: %s", variants[v]->id, deal,
                        pat_solver_result_to_string (result));
        if (result == PAT_SOLVER_WINNABLE)
          assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
        else
          g_assert_null (line);
      }
}

/* Each deal of @game (with option @key set to @value, unless %NULL) in
 * @deals is won within @limits, by a line that replays to a win. */
static void
assert_deals_won_within (const char *game, const char *key, const char *value,
                         const guint32 *deals, guint n_deals,
                         const PatSolverLimits *limits)
{
  for (guint i = 0; i < n_deals; i++)
    {
      g_autoptr (PatSession) s = pt_deal (game, deals[i], key, value);
      g_autoptr (GArray) line = NULL;

      g_test_message ("%s %u", game, deals[i]);
      g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s),
                                         pat_session_get_state (s), limits, NULL, &line,
                                         NULL),
                       ==, PAT_SOLVER_WINNABLE);
      assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
    }
}

/* The same within @nodes positions. */
static void
assert_deals_won (const char *game, const char *key, const char *value,
                  const guint32 *deals, guint n_deals, guint64 nodes)
{
  PatSolverLimits limits;

  pat_solver_limits_init (&limits);
  limits.max_nodes = nodes;
  assert_deals_won_within (game, key, value, deals, n_deals, &limits);
}

/* Intelligence deals that the search could not win in three seconds while
 * it spent the redeals as soon as a shuffle looked better; keeping them for
 * the end wins each within 100 000 positions. */
static void
test_redeals_kept (void)
{
  static const guint32 deals[] = { 3, 7, 10, 12, 16, 18 };

  assert_deals_won ("intelligence", NULL, NULL, deals, G_N_ELEMENTS (deals), 100000);
}

/* Jubilee deals that were still unknown after 5 s each while the search
 * went by the evaluation of the position alone; ordered by the greedy
 * playout of the rest of the game, each is won within 150 000 positions.
 * So are these Idle Aces deals, where the beams rank positions by the
 * playout alone and draw lots between equal ones. */
static void
test_playout (void)
{
  static const guint32 jubilee[] = { 5, 16, 22, 26, 30, 35, 36, 39, 45, 49 };
  /* 2, 12, 17, 36 and 38 by the playout by rank, 6 and 23 by the second
   * beam's pile by pile. */
  static const guint32 idle_aces[] = { 2, 6, 12, 17, 23, 36, 38 };

  assert_deals_won ("jubilee", NULL, NULL, jubilee, G_N_ELEMENTS (jubilee), 150000);
  assert_deals_won ("idle-aces", NULL, NULL, idle_aces, G_N_ELEMENTS (idle_aces), 150000);
}

/* Under a deadline, Idle Aces beams draw lots, and every other second
 * beam plays out looking one card ahead. These deals are won within
 * 400 000 positions that way (the deadline is far enough not to count),
 * and none without the look-ahead beams. */
static void
test_playout_ahead (void)
{
  static const guint32 deals[] = { 8, 19, 28, 32, 35 };
  PatSolverLimits limits;

  pat_solver_limits_init (&limits);
  limits.max_nodes = 400000;
  limits.max_seconds = 600;
  assert_deals_won_within ("idle-aces", NULL, NULL, deals, G_N_ELEMENTS (deals), &limits);
}

/* With each Ace's cell taking only its own suit, suits matter, but not
 * those of the cards on the foundations: the search still takes the
 * arrangements there as one position, and wins these deals within 150 000
 * positions (none before). */
static void
test_merged_suits (void)
{
  static const guint32 deals[] = { 3, 6 };

  assert_deals_won ("idle-aces", "ace-cells-by-suit", "true", deals, G_N_ELEMENTS (deals),
                    150000);
}

/* Laggard Lady deals that the search took 57 000 and more positions to
 * prove lost while it tried each waste card in play before the moves it
 * could wait for; with the card put in play only just before the next deal,
 * each is proven lost within 20 000. */
static void
test_placing_last (void)
{
  static const guint32 deals[] = { 100, 128 };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autoptr (PatSession) s = pt_deal ("laggard-lady", deals[i], NULL, NULL);
      g_autoptr (GArray) line = NULL;

      g_test_message ("laggard-lady %u", deals[i]);
      g_assert_cmpint (solve_nodes (pat_session_get_rules (s), pat_session_get_state (s),
                                    20000, &line),
                       ==, PAT_SOLVER_UNWINNABLE);
      g_assert_null (line);
    }
}

/* Klondike deals, three cards turned at a time, that the search did not
 * decide in five seconds while it took each place of the waste in the round
 * of stock and waste as a position of its own. Taken as one position, the
 * round leaves far fewer to search: each is won within 100 000 positions. */
static void
test_stock_round_deals (void)
{
  static const guint32 deals[] = { 22, 34 };

  assert_deals_won ("klondike", "draw", "3", deals, G_N_ELEMENTS (deals), 100000);
}

/* Positions on a known winning line can be won: the solver must never call
 * them unwinnable, from the deal or from anywhere along the line. */
static void
test_known_wins (void)
{
  g_autoptr (GPtrArray) lines = pt_winning_lines ();
  guint checked = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const PtWinningLine *line = lines->pdata[i];
      g_autoptr (PatSession) s = pt_winning_line_deal (line);
      guint n_moves = g_strv_length (line->moves);

      for (guint m = 0; m <= n_moves; m++)
        {
          if (m % MAX (1, n_moves / 6) == 0 || m == n_moves)
            {
              g_autoptr (GArray) won_line = NULL;
              PatSolverResult result = solve_nodes (
                  pat_session_get_rules (s), pat_session_get_state (s), 40000, &won_line);

              g_assert_cmpint (result, !=, PAT_SOLVER_UNWINNABLE);
              if (result == PAT_SOLVER_WINNABLE)
                assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s),
                                  won_line);
              checked++;
            }
          if (m < n_moves)
            pt_play (s, line->moves[m]);
        }
      pt_assert_status (s, "won");
    }
  g_assert_cmpuint (checked, >=, 20);
}

/* Positions near the end of a winning line of @game's deal @deal, after a
 * random step or two aside, which may or may not throw the win away: the
 * solver must agree with the plain search. Returns whether the deal was
 * won. */
static gboolean
compare_near_win (GRand *rand, const char *game, guint32 deal, const char *key,
                  const char *value, guint *compared, guint *won)
{
  g_autoptr (PatSession) s = pt_deal (game, deal, key, value);
  const PatRules *rules = pat_session_get_rules (s);
  g_autoptr (GArray) winning = NULL;
  PatState state = *pat_session_get_state (s);

  if (solve_nodes (rules, &state, 100000, &winning) != PAT_SOLVER_WINNABLE)
    return FALSE;
  for (guint i = 0; i < winning->len; i++)
    {
      PatMove moves[PAT_MAX_PILES * PAT_MAX_PILES + 2];
      PatState aside = state;
      g_autoptr (GArray) line = NULL;
      gboolean winnable;

      pat_move_apply (rules, &state, &g_array_index (winning, PatMove, i));
      if (i + 40 < winning->len || i % 2 == 1)
        continue;
      for (guint step = 0; step < 2; step++)
        {
          guint n = pat_moves_list (rules, &aside, moves, G_N_ELEMENTS (moves));

          if (n > 0)
            pat_move_apply (rules, &aside, &moves[g_rand_int_range (rand, 0, (int)n)]);
        }
      if (!reference_search (rules, &aside, 30000, &winnable))
        continue;
      g_assert_cmpint (solve_nodes (rules, &aside, 400000, &line), ==,
                       winnable ? PAT_SOLVER_WINNABLE : PAT_SOLVER_UNWINNABLE);
      if (winnable)
        {
          assert_line_wins (rules, &aside, line);
          (*won)++;
        }
      (*compared)++;
    }
  return TRUE;
}

/* Positions near the end of random games, where a plain search can look at
 * everything: the solver, with all its shortcuts, must agree with it. */
static void
test_against_reference (void)
{
  guint n_variants;
  const PatVariant *const *variants = pat_variants_list (&n_variants);
  g_autoptr (GRand) rand = g_rand_new_with_seed (20260101);

  for (guint v = 0; v < n_variants; v++)
    {
      guint compared = 0, won = 0;

      for (guint game = 0; game < 40 && compared < 12; game++)
        {
          g_autoptr (PatSession) s = pt_deal (
              variants[v]->id, (guint32)g_rand_int_range (rand, 1, 100000), NULL, NULL);
          const PatRules *rules = pat_session_get_rules (s);
          g_autoptr (GArray) history = g_array_new (FALSE, FALSE, sizeof (PatState));

          /* Random play, preferring moves home and turning the stock, so that
           * games get far. */
          for (guint m = 0; m < 3000; m++)
            {
              PatMove moves[PAT_MAX_PILES * PAT_MAX_PILES + 2];
              const PatState *state = pat_session_get_state (s);
              guint n = pat_moves_list (rules, state, moves, G_N_ELEMENTS (moves));
              guint pick;

              g_array_append_val (history, *state);
              if (n == 0)
                break;
              pick = (guint)g_rand_int_range (rand, 0, (int)n);
              if (moves[n - 1].kind == PAT_MOVE_DEAL
                  && g_rand_int_range (rand, 0, 3) == 0)
                pick = n - 1;
              for (guint i = 0; i < n; i++)
                if (moves[i].kind == PAT_MOVE_CARD
                    && rules->piles[moves[i].to].kind == PAT_PILE_FOUNDATION
                    && rules->piles[moves[i].from].kind != PAT_PILE_FOUNDATION
                    && g_rand_int_range (rand, 0, 4) > 0)
                  pick = i;
              g_assert_true (pat_session_play (s, &moves[pick], NULL));
            }

          for (guint back = 1; back <= 40 && back <= history->len; back += 3)
            {
              const PatState *state
                  = &g_array_index (history, PatState, history->len - back);
              g_autoptr (GArray) line = NULL;
              gboolean winnable;
              PatSolverResult result;

              if (!reference_search (rules, state, 30000, &winnable))
                break;
              result = solve_nodes (rules, state, 400000, &line);
              g_assert_cmpint (result, ==,
                               winnable ? PAT_SOLVER_WINNABLE : PAT_SOLVER_UNWINNABLE);
              if (winnable)
                {
                  assert_line_wins (rules, state, line);
                  won++;
                }
              compared++;
            }
        }
      /* Near the end of a winning line, after a random step or two aside,
       * which may or may not throw the win away. */
      for (guint32 deal = 1; deal <= 6; deal++)
        if (compare_near_win (rand, variants[v]->id, deal, NULL, NULL, &compared, &won))
          break;

      g_test_message ("%s: %u positions compared, %u winnable", variants[v]->id, compared,
                      won);
      g_assert_cmpuint (compared, >=, 3);
    }
}

/* Klondike, where waste cards and cards taken back must be used at once
 * and cards that could come back are sent home (docs/solver.md, sections
 * 4.4 and 6.2): the end of the winning lines of many deals, draw one and
 * draw three, against the plain search. */
static void
test_klondike_reference (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261123);
  static const char *const draws[] = { "1", "3" };

  for (guint d = 0; d < G_N_ELEMENTS (draws); d++)
    {
      guint compared = 0, won = 0;

      for (guint32 deal = 1; deal <= 12; deal++)
        compare_near_win (rand, "klondike", deal, "draw", draws[d], &compared, &won);
      g_test_message ("draw %s: %u positions compared, %u winnable", draws[d], compared,
                      won);
      g_assert_cmpuint (compared, >=, 40);
    }
}

#define BROUGHT_OUT_NODES 2500000

/* Klondike deals lost from the start whose proofs went through millions of
 * positions with every waste card and every card taken back free to wait:
 * with them used at once, and cards that can come back sent home, each
 * proof fits in far fewer. */
static void
test_brought_out_deals (void)
{
  static const guint32 deals[] = { 4, 9 };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autoptr (PatSession) s = pt_deal ("klondike", deals[i], NULL, NULL);

      g_test_message ("klondike %u", deals[i]);
      g_assert_cmpint (solve_nodes (pat_session_get_rules (s), pat_session_get_state (s),
                                    BROUGHT_OUT_NODES, NULL),
                       ==, PAT_SOLVER_UNWINNABLE);
    }
}

/* "GAME" or "GAME:KEY=VALUE,...", as bench-nodes names them. */
static void
rules_from_entry (const char *entry, PatRules *rules)
{
  g_auto (GStrv) parts = g_strsplit (entry, ":", 2);
  const PatVariant *variant = pat_variant_lookup (parts[0]);

  g_assert_nonnull (variant);
  pat_rules_init_default (rules, variant);
  if (parts[1] != NULL)
    {
      g_auto (GStrv) options = g_strsplit (parts[1], ",", -1);

      for (guint i = 0; options[i] != NULL; i++)
        {
          g_auto (GStrv) pair = g_strsplit (options[i], "=", 2);

          g_assert_nonnull (pair[1]);
          g_assert_true (pat_rules_set_option (rules, pair[0], pair[1], NULL));
        }
    }
  pat_rules_resolve (rules);
}

/* A sample of deals against the verdicts they had at a small node budget
 * (tests/data/solver-verdicts.txt, written by bench-nodes --verdicts). A
 * change to the search may decide more of them, or fewer, but never turn
 * one proven verdict into the other: that is a wrong answer, before or
 * after. */
static void
test_sample_verdicts (void)
{
  g_autofree char *path
      = g_build_filename (g_getenv ("TEST_DATA_DIR"), "solver-verdicts.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  guint64 nodes = 0;
  guint checked = 0, contradicted = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], " ", -1);
      PatSolverLimits limits;
      PatRules rules;
      PatState state;
      PatSolverResult result;
      const char *was;
      guint64 deal;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      if (strcmp (fields[0], "nodes") == 0)
        {
          g_assert_cmpuint (g_strv_length (fields), ==, 2);
          g_assert_true (
              g_ascii_string_to_unsigned (fields[1], 10, 1, G_MAXUINT64, &nodes, NULL));
          continue;
        }
      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      g_assert_cmpuint (nodes, >, 0);
      g_assert_true (g_ascii_string_to_unsigned (fields[1], 10, PAT_DEAL_MIN,
                                                 PAT_DEAL_MAX, &deal, NULL));
      rules_from_entry (fields[0], &rules);
      pat_state_deal (&state, &rules, (guint32)deal);
      pat_solver_limits_init_for_nodes (&limits, nodes);
      result = pat_solver_solve (&rules, &state, &limits, NULL, NULL, NULL);
      was = fields[2];
      checked++;
      if (strcmp (was, pat_solver_result_to_string (result)) == 0)
        continue;
      /* Decided now, or no longer: worth knowing, not wrong. */
      g_test_message ("%s %s: %s, was %s", fields[0], fields[1],
                      pat_solver_result_to_string (result), was);
      if (result != PAT_SOLVER_UNKNOWN && strcmp (was, "unknown") != 0)
        contradicted++;
    }
  g_assert_cmpuint (checked, >=, 100);
  g_assert_cmpuint (contradicted, ==, 0);
}

void
test_solver_deals_register (void)
{
  /* The longest, under paths of their own: tests/meson.build runs each
   * beside /solver. */
  g_test_add_func ("/solver-reference/random-games", test_against_reference);
  g_test_add_func ("/solver-reference/klondike", test_klondike_reference);

  g_test_add_func ("/solver/deals", test_deals);
  g_test_add_func ("/solver/redeals-kept", test_redeals_kept);
  g_test_add_func ("/solver/playout", test_playout);
  g_test_add_func ("/solver/playout-ahead", test_playout_ahead);
  g_test_add_func ("/solver/merged-suits", test_merged_suits);
  g_test_add_func ("/solver/placing-last", test_placing_last);
  g_test_add_func ("/solver/stock-round-deals", test_stock_round_deals);
  g_test_add_func ("/solver/known-wins", test_known_wins);
  g_test_add_func ("/solver-verdicts/sample", test_sample_verdicts);
  g_test_add_func ("/solver/brought-out-deals", test_brought_out_deals);
}
