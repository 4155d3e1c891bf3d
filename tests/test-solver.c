/* test-solver.c — the solver's answers: true lines, known verdicts, budgets
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "pat-solver.h"
#include "test-util.h"

static const char *const jubilee_order[]
    = { "K", "A", "J", "2", "10", "3", "9", "4", "8", "5", "7", "6", "Q" };

/* Plays @line from @state through the engine: every move must be legal and
 * the game must end won. */
static void
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

static PatSolverResult
solve_nodes (const PatRules *rules, const PatState *state, guint64 nodes, GArray **line)
{
  PatSolverLimits limits;

  pat_solver_limits_init (&limits);
  limits.max_nodes = nodes;
  return pat_solver_solve (rules, state, &limits, NULL, line, NULL);
}

static void
test_one_move (void)
{
  g_autoptr (PatSession) s = pt_one_card_left ("king-albert");
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);
  g_autoptr (GArray) line = NULL;
  PatSolverStats stats;
  char text[PAT_MOVE_TEXT_SIZE];

  g_assert_cmpint (pat_solver_solve (rules, state, NULL, NULL, &line, &stats), ==,
                   PAT_SOLVER_WINNABLE);
  g_assert_cmpuint (line->len, ==, 1);
  g_assert_cmpstr (pat_move_to_string (rules, &g_array_index (line, PatMove, 0), text),
                   ==, "tableau-4:foundation-3");
  assert_line_wins (rules, state, line);
  g_assert_false (stats.cancelled);
}

static void
test_already_won (void)
{
  g_autoptr (PatSession) s = pt_position ("{'game':'king-albert','piles':{"
                                          "'foundation-0':['AC','2C','3C','4C','5C','6C',"
                                          "'7C','8C','9C','10C','JC','QC','KC'],"
                                          "'foundation-1':['AD','2D','3D','4D','5D','6D',"
                                          "'7D','8D','9D','10D','JD','QD','KD'],"
                                          "'foundation-2':['AH','2H','3H','4H','5H','6H',"
                                          "'7H','8H','9H','10H','JH','QH','KH'],"
                                          "'foundation-3':['AS','2S','3S','4S','5S','6S',"
                                          "'7S','8S','9S','10S','JS','QS','KS']}"
                                          "}");
  g_autoptr (GArray) line = NULL;
  PatMove move;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpuint (line->len, ==, 0);
  g_assert_false (pat_solver_hint (pat_session_get_rules (s), pat_session_get_state (s),
                                   NULL, NULL, &move, NULL));
}

/* A Jubilee position: every foundation complete but foundation-4, which holds
 * its King; its other twelve clubs as @rest says, and redeals as @redeals. */
static char *
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

/* Six clubs turned in the order the foundation wants them, each one needed
 * before the next, but only after the Ace turned later: each must lie on its
 * own tableau pile, and there are four. With no redeal left, nothing wins. */
static void
test_dead_position (void)
{
  g_autofree char *json = jubilee_position (
      "0", "'stock':['QC','6C','7C','5C','8C','AC','4C','9C','3C','10C','2C','JC']");
  g_autoptr (PatSession) s = pt_position (json);
  const PatRules *rules = pat_session_get_rules (s);
  g_autoptr (GArray) line = NULL;
  PatSolverStats stats;

  g_assert_cmpint (
      pat_solver_solve (rules, pat_session_get_state (s), NULL, NULL, &line, &stats), ==,
      PAT_SOLVER_UNWINNABLE);
  g_assert_null (line);
  /* Not dead at once: it took a search. */
  g_assert_cmpuint (stats.nodes, >, 10);
  pt_assert_status (s, "playing");
}

/* The clubs wait in one tableau pile in the reverse of the order the
 * foundation wants them: only the redeal turns them the right way. */
static void
test_needs_redeal (void)
{
  const char *pile = "'tableau-0':['AC','JC','2C','10C','3C','9C','4C','8C','5C',"
                     "'7C','6C','QC']";
  g_autofree char *one = jubilee_position ("1", pile);
  g_autofree char *none = jubilee_position ("0", pile);
  g_autoptr (PatSession) s = pt_position (one);
  g_autoptr (PatSession) t = pt_position (none);
  g_autoptr (GArray) line = NULL;
  g_autoptr (GArray) no_line = NULL;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpint (g_array_index (line, PatMove, 0).kind, ==, PAT_MOVE_REDEAL);
  assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (t), pat_session_get_state (t),
                                     NULL, NULL, &no_line, NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
}

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

/* An Intrigue position with every foundation done but two: the Seven of
 * Hearts alone on a Queen, the Seven of Spades on the Six of Hearts, and
 * one foundation waiting for a Seven. @stock is what the stock holds (the
 * Jack of Hearts, or nothing and the Jack lies on its pile). */
static PatSession *
two_sevens_out (const char *stock)
{
  static const char *const up[] = { "6", "7", "8", "9", "10", "J" };
  static const char *const down[] = { "5", "4", "3", "2", "A", "K" };
  static const char suits[] = "CDHS";
  g_autoptr (GString) json = g_string_new ("{'game':'intrigue','piles':{");

  for (guint f = 0; f < 16; f++)
    {
      g_string_append_printf (json, "'foundation-%u':[", f);
      for (guint i = 0; i < 6 && f != 6 && (f != 7 || i == 0); i++)
        g_string_append_printf (json, "%s'%s%c'", i > 0 ? "," : "",
                                f < 8 ? up[i] : down[i], suits[f % 4]);
      g_string_append (json, "],");
    }
  g_string_append_printf (json,
                          "'tableau-0':['QC','6H','7S'],'tableau-1':['QD','7H'],"
                          "'tableau-2':['QH',%s'10H','9H','8H'],"
                          "'tableau-3':['QS','JS','10S','9S','8S'],"
                          "'tableau-4':['QC'],'tableau-5':['QD'],'tableau-6':['QH'],"
                          "'tableau-7':['QS'],'stock':[%s]}}",
                          stock[0] != '\0' ? "" : "'JH',", stock);
  return pt_position (json->str);
}

/* A card alone on a Queen goes home safely once the stock is out, though
 * a card like it still out may want the same foundation: that one can take
 * the Queen's place. While cards are still to come, it is not safe. */
static void
test_cell_card_home (void)
{
  g_autoptr (PatSession) out = two_sevens_out ("");
  g_autoptr (PatSession) in = two_sevens_out ("'#JH'");
  const PatRules *rules = pat_session_get_rules (out);
  PatState state = *pat_session_get_state (out);
  g_autoptr (GArray) line = NULL;
  char text[PAT_MOVE_TEXT_SIZE];
  PatMove move;

  g_assert_true (pat_solver_safe_move (rules, &state, 0, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-1:foundation-7");
  g_assert_false (pat_solver_safe_move (pat_session_get_rules (in),
                                        pat_session_get_state (in), 0, &move));

  /* With the Seven of Hearts home, the Seven of Spades waits on its Queen. */
  pat_move_apply (rules, &state, &move);
  g_assert_cmpint (pat_solver_solve (rules, &state, NULL, NULL, &line, NULL), ==,
                   PAT_SOLVER_WINNABLE);
  assert_line_wins (rules, &state, line);
}

/* Klondike's stock going round: the spades from the Six to the Jack and the
 * King each fill a pile, so no King can come back from a foundation to hold
 * the Queen; the stock turns the Five, the Queen, the Four. The Four goes
 * home, but the Queen lies on the Five: only turning the waste over plays
 * them, and with one pass nothing wins. With the Five on the Four in a pile,
 * no number of passes does, which the search must see although the round
 * of stock and waste never ends. */
static void
test_stock_round (void)
{
  const char *piles = "'tableau-0':['6S'],'tableau-1':['7S'],'tableau-2':['8S'],"
                      "'tableau-3':['9S'],'tableau-4':['10S'],'tableau-5':['JS'],";
  g_autofree char *round = g_strconcat (piles,
                                        "'tableau-6':['KS'],"
                                        "'stock':['#4S','#QS','#5S']",
                                        NULL);
  g_autofree char *blocked = g_strconcat (piles,
                                          "'tableau-6':['4S','5S'],"
                                          "'stock':['#KS','#QS']",
                                          NULL);
  g_autoptr (PatSession) s = pt_spades_left ("klondike", NULL, 3, round);
  g_autoptr (PatSession) one = pt_spades_left ("klondike", "{'passes':'1'}", 3, round);
  g_autoptr (PatSession) dead = pt_spades_left ("klondike", NULL, 3, blocked);
  g_autoptr (GArray) line = NULL;
  gboolean redealt = FALSE;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  for (guint i = 0; i < line->len; i++)
    redealt |= g_array_index (line, PatMove, i).kind == PAT_MOVE_REDEAL;
  g_assert_true (redealt);
  assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (one),
                                     pat_session_get_state (one), NULL, NULL, NULL, NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (dead),
                                     pat_session_get_state (dead), NULL, NULL, NULL,
                                     NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
}

/* Three cards turned at a time: the Four, second of the three, comes up
 * only where it lies now, after the Five was played off the waste's last
 * three; from the start of a round it never does. */
static void
test_stock_round_places (void)
{
  const char *piles = "'tableau-0':['6S'],'tableau-1':['7S'],'tableau-2':['8S'],"
                      "'tableau-3':['9S'],'tableau-4':['10S'],'tableau-5':['JS'],"
                      "'tableau-6':['KS'],";
  g_autofree char *here
      = g_strconcat (piles, "'waste':['5S','4S'],'stock':['#QS']", NULL);
  g_autofree char *start = g_strconcat (piles, "'stock':['#QS','#4S','#5S']", NULL);
  g_autoptr (PatSession) s = pt_spades_left ("klondike", "{'draw':'3'}", 3, here);
  g_autoptr (PatSession) t = pt_spades_left ("klondike", "{'draw':'3'}", 3, start);
  g_autoptr (GArray) line = NULL;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (t), pat_session_get_state (t),
                                     NULL, NULL, NULL, NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
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
  g_autofree char *path
      = g_build_filename (g_getenv ("TEST_DATA_DIR"), "winning-lines.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  guint checked = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = g_strsplit (lines[i], " ", -1);
      g_autoptr (PatSession) s = NULL;
      guint n_moves, first_move = 2;
      PatRules rules;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      pat_rules_init_default (&rules, pat_variant_lookup (words[0]));
      /* Options first, KEY=VALUE. */
      for (; words[first_move] != NULL && strchr (words[first_move], '=') != NULL;
           first_move++)
        {
          g_auto (GStrv) pair = g_strsplit (words[first_move], "=", 2);

          g_assert_true (pat_rules_set_option (&rules, pair[0], pair[1], NULL));
        }
      pat_rules_resolve (&rules);
      s = pat_session_new (&rules, (guint32)g_ascii_strtoull (words[1], NULL, 10));
      n_moves = g_strv_length (words) - first_move;
      for (guint m = 0; m <= n_moves; m++)
        {
          if (m % MAX (1, n_moves / 6) == 0 || m == n_moves)
            {
              g_autoptr (GArray) line = NULL;
              PatSolverResult result = solve_nodes (
                  pat_session_get_rules (s), pat_session_get_state (s), 40000, &line);

              g_assert_cmpint (result, !=, PAT_SOLVER_UNWINNABLE);
              if (result == PAT_SOLVER_WINNABLE)
                assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s),
                                  line);
              checked++;
            }
          if (m < n_moves)
            pt_play (s, words[first_move + m]);
        }
      pt_assert_status (s, "won");
    }
  g_assert_cmpuint (checked, >=, 20);
}

/* A plain search over every legal move, positions compared byte for byte:
 * slow but with nothing to get wrong. Returns FALSE when it gives up. */
static gboolean
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
      if (pat_state_home_cards (&state, rules) == rules->variant->win_cards)
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

static const char *const house_ranks[]
    = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

static void
shuffle (GRand *rand, GPtrArray *array)
{
  for (guint i = array->len; i > 1; i--)
    {
      guint j = (guint)g_rand_int_range (rand, 0, (int)i);
      gpointer tmp = array->pdata[i - 1];

      array->pdata[i - 1] = array->pdata[j];
      array->pdata[j] = tmp;
    }
}

/* The start of a House in the Wood position with no redeal left:
 * foundation-N holds the cards of suit "CDHS"[N % 4] from the Ace up to
 * @heights[N]; the piles in play follow, then "}}". */
static GString *
house_json (const guint heights[8])
{
  GString *json = g_string_new ("{'game':'house-in-the-wood','redeals-left':0,'piles':{");

  for (guint f = 0; f < 8; f++)
    {
      g_string_append_printf (json, "%s'foundation-%u':[", f > 0 ? "," : "", f);
      for (guint i = 0; i < heights[f]; i++)
        g_string_append_printf (json, "%s'%s%c'", i > 0 ? "," : "", house_ranks[i],
                                "CDHS"[f % 4]);
      g_string_append (json, "]");
    }
  return json;
}

/* House in the Wood end games against the plain search: no redeal is
 * left, the suits not in @suits are home, and of those in @suits, the
 * cards above foundations of heights @lowest to 8 lie shuffled in the fans
 * @first_fan to @first_fan + @n_fans - 1. */
static void
house_endgames (guint32 seed, const char *suits, guint lowest, guint first_fan,
                guint n_fans)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint compared = 0, won = 0;

  for (guint round = 0; round < 60; round++)
    {
      g_autoptr (GString) json = NULL;
      guint heights[8];
      GPtrArray *fans[35] = { NULL };
      g_autoptr (GPtrArray) left = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (PatSession) s = NULL;
      g_autoptr (GArray) line = NULL;
      gboolean winnable;

      for (guint f = 0; f < 8; f++)
        {
          heights[f] = strchr (suits, "CDHS"[f % 4]) != NULL
                           ? (guint)g_rand_int_range (rand, (int)lowest, 9)
                           : 13;
          for (guint i = heights[f]; i < 13; i++)
            g_ptr_array_add (left,
                             g_strdup_printf ("%s%c", house_ranks[i], "CDHS"[f % 4]));
        }
      json = house_json (heights);
      shuffle (rand, left);
      for (guint i = 0; i < left->len; i++)
        {
          guint fan = first_fan + (guint)g_rand_int_range (rand, 0, (int)n_fans);

          if (fans[fan] == NULL)
            fans[fan] = g_ptr_array_new ();
          g_ptr_array_add (fans[fan], left->pdata[i]);
        }
      for (guint fan = 0; fan < 35; fan++)
        {
          g_string_append_printf (json, ",'tableau-%u':[", fan);
          for (guint i = 0; fans[fan] != NULL && i < fans[fan]->len; i++)
            g_string_append_printf (json, "%s'%s'", i > 0 ? "," : "",
                                    (char *)fans[fan]->pdata[i]);
          g_string_append (json, "]");
          if (fans[fan] != NULL)
            g_ptr_array_unref (fans[fan]);
        }
      g_string_append (json, "}}");

      s = pt_position (json->str);
      if (!reference_search (pat_session_get_rules (s), pat_session_get_state (s), 30000,
                             &winnable))
        continue;
      g_assert_cmpint (solve_nodes (pat_session_get_rules (s), pat_session_get_state (s),
                                    400000, &line),
                       ==, winnable ? PAT_SOLVER_WINNABLE : PAT_SOLVER_UNWINNABLE);
      if (winnable)
        {
          assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
          won++;
        }
      compared++;
    }
  g_test_message ("%u positions compared, %u winnable", compared, won);
  g_assert_cmpuint (compared, >=, 20);
  g_assert_cmpuint (won, >=, 5);
  g_assert_cmpuint (won, <=, compared - 5);
}

/* House in the Wood has 43 piles: end games played out in its last fans,
 * which lie past the 32nd pile. */
static void
test_high_piles (void)
{
  house_endgames (20261122, "H", 4, 29, 6);
}

/* A House in the Wood position with no redeal left, lost at once: the
 * clubs foundations stand at the heights @clubs, the clubs in play lie in
 * the fans @locked (from tableau-0 on), spades are home, and the hearts
 * and diamonds above their Twos lie shuffled in the fans after them. A
 * search without the rule that sees the lock wanders through hundreds of
 * thousands of positions. */
static void
assert_lost_at_once (const guint clubs[2], const char *locked, guint n_locked)
{
  const guint heights[8] = { clubs[0], 2, 2, 13, clubs[1], 2, 2, 13 };
  g_autoptr (GString) json = house_json (heights);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (GPtrArray) rest = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (PatSession) s = NULL;
  g_autoptr (GArray) line = NULL;

  for (guint i = 2; i < 13; i++)
    for (guint copy = 0; copy < 2; copy++)
      {
        g_ptr_array_add (rest, g_strdup_printf ("%sH", house_ranks[i]));
        g_ptr_array_add (rest, g_strdup_printf ("%sD", house_ranks[i]));
      }
  shuffle (rand, rest);
  g_string_append (json, locked);
  for (guint i = 0; i < rest->len; i++)
    {
      if (i % 3 == 0)
        g_string_append_printf (json, ",'tableau-%u':[", n_locked + i / 3);
      else
        g_string_append (json, ",");
      g_string_append_printf (json, "'%s'", (char *)rest->pdata[i]);
      if (i % 3 == 2 || i + 1 == rest->len)
        g_string_append (json, "]");
    }
  g_string_append (json, "}}");
  s = pt_position (json->str);
  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), 10, &line), ==,
      PAT_SOLVER_UNWINNABLE);
}

/* A House in the Wood position: the foundations of house_json(), and
 * @fans (",'tableau-0':[...],...") the cards in play. */
static PatSession *
house_position (const guint heights[8], const char *fans)
{
  g_autoptr (GString) json = house_json (heights);

  g_string_append_printf (json, "%s}}", fans);
  return pt_position (json->str);
}

/* Whether the solver and the plain search agree that @s is lost, or won. */
static void
assert_agrees_with_reference (PatSession *s, guint64 nodes, PatSolverResult expected)
{
  g_autoptr (GArray) line = NULL;
  gboolean winnable;

  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), nodes, &line),
      ==, expected);
  g_assert_true (reference_search (pat_session_get_rules (s), pat_session_get_state (s),
                                   1000000, &winnable));
  g_assert_cmpint (winnable, ==, expected == PAT_SOLVER_WINNABLE);
}

/* Cards locked in their piles (see analyse_locks() in the solver); and
 * against the plain search, end games in three fans, where cards lie on
 * those their foundation needs first more often. */
static void
test_locks (void)
{
  static const char both_kings[]
      = ",'tableau-0':['8C','KC'],'tableau-1':['9C','KC'],'tableau-2':['QC'],"
        "'tableau-3':['QC'],'tableau-4':['JC','10C'],"
        "'tableau-5':['JC','10C','9C','8C']";

  /* The King of clubs on the Queen that the last clubs foundation needs,
   * the other Queen and King home. */
  assert_lost_at_once ((const guint[2]){ 13, 11 }, ",'tableau-0':['QC','KC']", 1);
  /* Both Kings out, one on the Eight the lower foundation needs, the other
   * on the only Queen out: whichever goes home first, the other is locked. */
  assert_lost_at_once ((const guint[2]){ 12, 7 },
                       ",'tableau-0':['8C','KC'],'tableau-1':['QC','KC'],"
                       "'tableau-2':['9C'],'tableau-3':['JC','10C']",
                       4);
  /* Both Kings out, each on a card a foundation needs first, both Queens
   * free: whichever King goes home first, the other can only ever lie on a
   * card its foundation still needs. */
  assert_lost_at_once ((const guint[2]){ 7, 7 }, both_kings, 6);
  /* The same clubs alone, against the plain search. */
  {
    g_autoptr (PatSession) s
        = house_position ((const guint[8]){ 7, 13, 13, 13, 7, 13, 13, 13 }, both_kings);

    assert_agrees_with_reference (s, 10, PAT_SOLVER_UNWINNABLE);
  }
  /* A deal lost from the start that way: both Kings of hearts lie on
   * hearts, one on the Jack, one on the Three. */
  {
    g_autoptr (PatSession) s = pt_deal ("house-in-the-wood", 9, NULL, NULL);
    g_autoptr (GArray) line = NULL;

    g_assert_cmpint (
        solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), 10, &line), ==,
        PAT_SOLVER_UNWINNABLE);
  }

  house_endgames (20261123, "H", 4, 32, 3);
}

/* No order of moves fits (see is_out_of_order() in the solver): the
 * King of hearts lies on the Ten of clubs, which must go home before the
 * King of clubs, which lies on the Two of hearts, which must go home before
 * the King of hearts. Each King is the last of its kind and can only go
 * onto a Queen its foundation needs first. Lost at once, where no two cards
 * of one pile lock each other; with the King of clubs under the Two
 * instead, won. A deal lost that way from the start; and end games of two
 * suits, where such chains run across the suits, against the plain search. */
static void
test_out_of_order (void)
{
  static const guint heights[8] = { 13, 13, 13, 13, 9, 13, 1, 13 };
  static const char rest[] = ",'tableau-2':['JC'],'tableau-3':['QC'],"
                             "'tableau-4':['3H','4H','5H'],'tableau-5':['6H','7H','8H'],"
                             "'tableau-6':['9H','10H','JH'],'tableau-7':['QH']";
  g_autofree char *crossed
      = g_strconcat (",'tableau-0':['10C','KH'],'tableau-1':['2H','KC']", rest, NULL);
  g_autofree char *open
      = g_strconcat (",'tableau-0':['10C','KH'],'tableau-1':['KC','2H']", rest, NULL);
  g_autoptr (PatSession) lost = house_position (heights, crossed);
  g_autoptr (PatSession) won = house_position (heights, open);
  g_autoptr (PatSession) deal = pt_deal ("house-in-the-wood", 7, NULL, NULL);
  g_autoptr (GArray) line = NULL;

  assert_agrees_with_reference (lost, 10, PAT_SOLVER_UNWINNABLE);
  assert_agrees_with_reference (won, 100000, PAT_SOLVER_WINNABLE);
  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (deal), pat_session_get_state (deal), 10, &line),
      ==, PAT_SOLVER_UNWINNABLE);
  house_endgames (20261124, "HC", 8, 30, 5);
}

/* A Klondike position with @pile as tableau-0 and the rest of the deck in
 * the stock, in order. */
static PatSession *
klondike_pile (const char *const *pile, guint n)
{
  static const char *const ranks[]
      = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  g_autoptr (GString) json = g_string_new ("{'game':'klondike','piles':{'tableau-0':[");
  gboolean first = TRUE;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (json, "%s'%s'", i > 0 ? "," : "", pile[i]);
  g_string_append (json, "],'stock':[");
  for (guint suit = 0; suit < 4; suit++)
    for (guint rank = 0; rank < 13; rank++)
      {
        g_autofree char *card = g_strdup_printf ("%s%c", ranks[rank], "CDHS"[suit]);

        if (g_strv_contains ((const char *const *)pile, card))
          continue;
        g_string_append_printf (json, "%s'%s'", first ? "" : ",", card);
        first = FALSE;
      }
  g_string_append (json, "]}}");
  return pt_position (json->str);
}

/* Cards that can never leave their piles (see analyse_strands() in the
 * solver), found before any search; a run that carries a card away is seen,
 * and no position on a winning line is ever taken for stranded. */
static void
test_strands (void)
{
  /* The Seven of hearts lies on both black Eights and on the Six its
   * foundation needs first. */
  const char *const stranded[] = { "6H", "8C", "8S", "4D", "7H", NULL };
  /* The same, but the Seven on the Eight of clubs, with which it moves. */
  const char *const carried[] = { "6H", "8S", "4D", "8C", "7H", NULL };
  g_autoptr (PatSession) s = klondike_pile (stranded, 5);
  g_autoptr (PatSession) t = klondike_pile (carried, 5);
  g_autoptr (GArray) line = NULL;
  const guint32 deals[] = { 126, 195 };
  const struct
  {
    const char *game, *key, *value;
  } lines[] = {
    { "klondike", NULL, NULL },
    { "klondike", "draw", "3" },
    { "la-belle-lucie", NULL, NULL },
    { "trefoil", NULL, NULL },
  };

  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), 1, NULL), ==,
      PAT_SOLVER_UNWINNABLE);
  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (t), pat_session_get_state (t), 200000, &line),
      ==, PAT_SOLVER_WINNABLE);
  assert_line_wins (pat_session_get_rules (t), pat_session_get_state (t), line);

  /* Klondike deals lost from the start: the search without the rule does
   * not decide them in 20 seconds. */
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autoptr (PatSession) d = pt_deal ("klondike", deals[i], NULL, NULL);

      g_test_message ("klondike %u", deals[i]);
      g_assert_cmpint (
          solve_nodes (pat_session_get_rules (d), pat_session_get_state (d), 1, NULL), ==,
          PAT_SOLVER_UNWINNABLE);
    }

  /* Every position of winning lines, in the games with one deck where the
   * rule applies once their redeals are spent or never matter. */
  for (guint g = 0; g < G_N_ELEMENTS (lines); g++)
    for (guint32 deal = 1; deal <= 6; deal++)
      {
        g_autoptr (PatSession) d
            = pt_deal (lines[g].game, deal, lines[g].key, lines[g].value);
        const PatRules *rules = pat_session_get_rules (d);
        PatState position = *pat_session_get_state (d);
        g_autoptr (GArray) won = NULL;

        if (solve_nodes (rules, &position, 200000, &won) != PAT_SOLVER_WINNABLE)
          continue;
        g_test_message ("%s %u: %u moves", lines[g].game, deal, won->len);
        for (guint i = 0; i < won->len; i++)
          {
            g_assert_cmpint (solve_nodes (rules, &position, 1, NULL), !=,
                             PAT_SOLVER_UNWINNABLE);
            g_assert_true (
                pat_move_try (rules, &position, &g_array_index (won, PatMove, i), NULL));
          }
      }
}

/* Klondike positions where a card must be brought out and used at once
 * (docs/solver.md, section 4.4). */
#define BROUGHT_OUT(piles)                                                               \
  "{'game':'klondike','piles':{" piles ",'tableau-2':['KS'],'tableau-3':['KH'],"         \
  "'tableau-4':['KC'],'tableau-5':['QS'],'tableau-6':['QH']}}"

static void
assert_position_won (const char *json, guint64 nodes)
{
  g_autoptr (PatSession) s = pt_position (json);
  const PatRules *rules = pat_session_get_rules (s);
  g_autoptr (GArray) line = NULL;

  g_assert_cmpint (solve_nodes (rules, pat_session_get_state (s), nodes, &line), ==,
                   PAT_SOLVER_WINNABLE);
  assert_line_wins (rules, pat_session_get_state (s), line);
}

/* The Six of clubs lies on the Five it needs first, and the red Sevens are
 * in the stock: one must come onto the Eight of spades, though the Seven of
 * hearts could go home, and the Six onto it. */
static void
test_waste_card_used (void)
{
  assert_position_won (
      BROUGHT_OUT (
          "'foundation-0':['AC','2C','3C','4C'],"
          "'foundation-2':['AH','2H','3H','4H','5H','6H'],"
          "'foundation-3':['AS','2S','3S','4S','5S','6S','7S'],"
          "'tableau-0':['#5C','6C'],'tableau-1':['8S'],"
          "'stock':['#9S','#8H','#7C','#7H','#10S','#8C','#JS','#9H','#10H','#9C','#JH',"
          "'#10C','#JC','#QC','#KD','#QD','#JD','#10D','#9D','#8D','#7D','#6D','#5D',"
          "'#4D','#3D','#2D','#AD']"),
      100000);
}

/* The Five of hearts could go home and be taken back onto the Six of
 * spades at any time, so the search sends it home first; but the Four of
 * clubs must go onto it to free the Two, so it must come back. */
static void
test_card_taken_back (void)
{
  assert_position_won (
      BROUGHT_OUT (
          "'foundation-0':['AC'],'foundation-2':['AH','2H','3H','4H'],"
          "'foundation-1':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD',"
          "'KD'],"
          "'foundation-3':['AS','2S','3S','4S','5S'],"
          "'tableau-0':['#2C','4C'],'tableau-1':['6S','5H'],"
          "'stock':['#3C','#9S','#8H','#7C','#7H','#10S','#8C','#JS','#9H','#10H','#9C',"
          "'#JH','#10C','#JC','#QC','#5C','#6C','#6H','#7S','#8S']"),
      100000);
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

static void
test_cancelled_before (void)
{
  g_autoptr (PatSession) s = pt_deal ("king-albert", 1, NULL, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GArray) line = NULL;
  PatSolverStats stats;

  g_cancellable_cancel (cancellable);
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, cancellable, &line, &stats),
                   ==, PAT_SOLVER_UNKNOWN);
  g_assert_null (line);
  g_assert_true (stats.cancelled);
  g_assert_cmpuint (stats.nodes, ==, 0);
}

typedef struct
{
  PatSession *session;
  GCancellable *cancellable;
  guint64 max_nodes;
  PatSolverStats stats;
} Job;

static gpointer
solve_thread (gpointer data)
{
  Job *job = data;
  PatSolverLimits limits;

  pat_solver_limits_init (&limits);
  limits.max_nodes = job->max_nodes;
  return GINT_TO_POINTER (pat_solver_solve (pat_session_get_rules (job->session),
                                            pat_session_get_state (job->session), &limits,
                                            job->cancellable, NULL, &job->stats));
}

/* Cancelled from another thread while it searches a deal it cannot finish
 * quickly. */
static void
test_cancelled_during (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 1, NULL, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Job job = { .session = s, .cancellable = cancellable };
  GThread *thread = g_thread_new ("solver", solve_thread, &job);
  PatSolverResult result;

  g_usleep (G_USEC_PER_SEC / 5);
  g_cancellable_cancel (cancellable);
  result = GPOINTER_TO_INT (g_thread_join (thread));
  g_assert_cmpint (result, ==, PAT_SOLVER_UNKNOWN);
  g_assert_true (job.stats.cancelled);
  g_assert_cmpuint (job.stats.nodes, >, 0);
}

/* Searches in threads of their own, at once, answer as they do alone. */
static void
test_threads (void)
{
  const char *games[] = { "king-albert", "intrigue", "indian", "laggard-lady" };
  const guint32 deals[] = { 4, 2, 1, 1 };
  PatSolverResult alone[G_N_ELEMENTS (games)];
  GThread *threads[G_N_ELEMENTS (games)];
  Job jobs[G_N_ELEMENTS (games)];

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      jobs[i].session = pt_deal (games[i], deals[i], NULL, NULL);
      jobs[i].cancellable = NULL;
      jobs[i].max_nodes = 200000;
      alone[i] = GPOINTER_TO_INT (solve_thread (&jobs[i]));
    }
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    threads[i] = g_thread_new ("solver", solve_thread, &jobs[i]);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_assert_cmpint (GPOINTER_TO_INT (g_thread_join (threads[i])), ==, alone[i]);
      g_assert_cmpint (alone[i], !=, PAT_SOLVER_UNKNOWN);
      pat_session_free (jobs[i].session);
    }
}

/* A tiny table fills up and gives up old entries, but never grows past its
 * cap, and the search stays right. */
static void
test_memory_cap (void)
{
  g_autoptr (PatSession) s = pt_deal ("king-albert", 1, NULL, NULL);
  g_autoptr (GArray) line = NULL;
  PatSolverLimits limits;
  PatSolverStats stats;
  PatSolverResult result;

  pat_solver_limits_init (&limits);
  limits.table_entries = 1000;
  limits.max_nodes = 300000;
  result = pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                             &limits, NULL, &line, &stats);
  g_assert_cmpuint (stats.table_capacity, <=, 1000);
  g_assert_cmpuint (stats.table_capacity, >=, 500);
  g_assert_cmpuint (stats.table_entries, <=, stats.table_capacity);
  g_assert_cmpuint (stats.table_replaced, >, 0);
  g_assert_cmpint (result, !=, PAT_SOLVER_UNWINNABLE);
  if (result == PAT_SOLVER_WINNABLE)
    assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
}

/* Larger budgets get a larger table, up to a cap; pat_solver_solve() keeps to it. */
static void
test_table_for_nodes (void)
{
  g_autoptr (PatSession) s = pt_deal ("klondike", 68, NULL, NULL);
  PatSolverLimits limits;
  PatSolverStats stats;

  pat_solver_limits_init_for_nodes (&limits, 1000);
  g_assert_cmpuint (limits.max_nodes, ==, 1000);
  g_assert_cmpfloat (limits.max_seconds, ==, 0);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, PAT_SOLVER_TABLE_NODES);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, 2 * PAT_SOLVER_TABLE_NODES - 1);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, 2 * PAT_SOLVER_TABLE_NODES);
  g_assert_cmpuint (limits.table_entries, ==, 2 * PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, 6 * PAT_SOLVER_TABLE_NODES);
  g_assert_cmpuint (limits.table_entries, ==, 4 * PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, G_MAXUINT64);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_MAX_TABLE_ENTRIES);
  g_assert_cmpuint (PAT_SOLVER_MAX_TABLE_ENTRIES, ==,
                    8 * PAT_SOLVER_DEFAULT_TABLE_ENTRIES);

  /* The search takes the larger cap, while the node budget ends it long
   * before the table fills. */
  pat_solver_limits_init_for_nodes (&limits, 6 * PAT_SOLVER_TABLE_NODES);
  limits.max_nodes = 20000;
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     &limits, NULL, NULL, &stats),
                   ==, PAT_SOLVER_UNKNOWN);
  g_assert_cmpuint (stats.table_capacity, ==, 4 * PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  g_assert_cmpuint (stats.table_entries, <, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
}

static void
test_node_budget (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 1, NULL, NULL);
  PatSolverLimits limits;
  PatSolverStats stats;

  pat_solver_limits_init (&limits);
  limits.max_nodes = 5000;
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     &limits, NULL, NULL, &stats),
                   ==, PAT_SOLVER_UNKNOWN);
  g_assert_cmpuint (stats.nodes, <=, 5001);
  g_assert_false (stats.cancelled);
}

/* Busy loops on every processor, to slow a search down. */
typedef struct
{
  gint stop;
  GPtrArray *threads;
} Hog;

static gpointer
hog_thread (gpointer data)
{
  Hog *hog = data;
  volatile guint64 spin = 0;

  while (!g_atomic_int_get (&hog->stop))
    spin++;
  return NULL;
}

static void
hog_start (Hog *hog)
{
  hog->stop = 0;
  hog->threads = g_ptr_array_new ();
  for (guint i = 0; i < g_get_num_processors (); i++)
    g_ptr_array_add (hog->threads, g_thread_new ("hog", hog_thread, hog));
}

static void
hog_stop (Hog *hog)
{
  g_atomic_int_set (&hog->stop, 1);
  for (guint i = 0; i < hog->threads->len; i++)
    g_thread_join (g_ptr_array_index (hog->threads, i));
  g_ptr_array_unref (hog->threads);
}

/* A node budget gives the same search whatever the load and whatever the
 * time limit beside it, as long as the limit does not stop it: the same
 * verdict, the same count of positions, the same line. These searches go
 * through beams narrowed to fit the budget, beams that draw lots (Idle
 * Aces), and a beam that wins. */
static void
test_same_under_load (void)
{
  static const struct
  {
    const char *game;
    guint32 deal;
    guint64 nodes;
  } searches[] = {
    { "idle-aces", 1, 100000 },
    { "idle-aces", 2, 100000 },
    { "klondike", 53, 100000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
    {
      g_autoptr (PatSession) s = pt_deal (searches[i].game, searches[i].deal, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      g_autoptr (GArray) quiet_line = NULL;
      g_autoptr (GArray) busy_line = NULL;
      PatSolverLimits limits;
      PatSolverStats quiet, busy;
      PatSolverResult quiet_result, busy_result;
      Hog hog;

      g_test_message ("%s %u", searches[i].game, searches[i].deal);
      pat_solver_limits_init_for_nodes (&limits, searches[i].nodes);
      quiet_result = pat_solver_solve (rules, state, &limits, NULL, &quiet_line, &quiet);
      limits.max_seconds = 3600;
      hog_start (&hog);
      busy_result = pat_solver_solve (rules, state, &limits, NULL, &busy_line, &busy);
      hog_stop (&hog);

      g_assert_cmpint (busy_result, ==, quiet_result);
      g_assert_cmpuint (busy.nodes, ==, quiet.nodes);
      g_assert_cmpuint (busy.pruned, ==, quiet.pruned);
      g_assert_cmpuint (busy.forced, ==, quiet.forced);
      g_assert_cmpuint (busy.max_depth, ==, quiet.max_depth);
      g_assert_cmpint (quiet_line == NULL, ==, busy_line == NULL);
      if (quiet_line != NULL)
        {
          g_assert_cmpuint (busy_line->len, ==, quiet_line->len);
          for (guint k = 0; k < quiet_line->len; k++)
            {
              char a[PAT_MOVE_TEXT_SIZE], b[PAT_MOVE_TEXT_SIZE];

              g_assert_cmpstr (
                  pat_move_to_string (rules, &g_array_index (busy_line, PatMove, k), a),
                  ==,
                  pat_move_to_string (rules, &g_array_index (quiet_line, PatMove, k), b));
            }
          assert_line_wins (rules, state, quiet_line);
        }
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

/* Time limits past what the clock counts in a gint64 of microseconds,
 * from the edge of it up to infinity, and NaN: the search keeps to its node
 * budget as with any other limit. */
static void
test_huge_time_limit (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 1, NULL, NULL);
  const double limits_s[] = { 9223372036854.0, 1e300, G_MAXDOUBLE, INFINITY, NAN };

  for (guint i = 0; i < G_N_ELEMENTS (limits_s); i++)
    {
      PatSolverLimits limits;
      PatSolverStats stats;

      pat_solver_limits_init (&limits);
      limits.max_nodes = 5000;
      limits.max_seconds = limits_s[i];
      g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s),
                                         pat_session_get_state (s), &limits, NULL, NULL,
                                         &stats),
                       ==, PAT_SOLVER_UNKNOWN);
      g_assert_cmpuint (stats.nodes, <=, 5001);
      g_assert_false (stats.cancelled);
    }
}

/* The hint: the winning move when there is one to find, a legal move
 * otherwise, none when nothing is left. */
static void
test_hint (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("king-albert");
  g_autofree char *json = jubilee_position (
      "0", "'stock':['QC','6C','7C','5C','8C','AC','4C','9C','3C','10C','2C','JC']");
  g_autoptr (PatSession) dead = pt_position (json);
  guint n_variants;
  const PatVariant *const *variants = pat_variants_list (&n_variants);
  PatSolverResult result;
  PatMove move;
  char text[PAT_MOVE_TEXT_SIZE];

  g_assert_true (pat_solver_hint (pat_session_get_rules (won),
                                  pat_session_get_state (won), NULL, NULL, &move,
                                  &result));
  g_assert_cmpint (result, ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpstr (pat_move_to_string (pat_session_get_rules (won), &move, text), ==,
                   "tableau-4:foundation-3");

  /* Lost for sure, but not over: the hint still names a move. */
  g_assert_true (pat_solver_hint (pat_session_get_rules (dead),
                                  pat_session_get_state (dead), NULL, NULL, &move,
                                  &result));
  g_assert_cmpint (result, !=, PAT_SOLVER_WINNABLE);
  g_assert_true (pat_move_check (pat_session_get_rules (dead),
                                 pat_session_get_state (dead), &move, NULL));

  for (guint v = 0; v < n_variants; v++)
    {
      g_autoptr (PatSession) s = pt_deal (variants[v]->id, 7, NULL, NULL);

      g_assert_true (pat_solver_hint (
          pat_session_get_rules (s), pat_session_get_state (s), NULL, NULL, &move, NULL));
      g_assert_true (pat_move_check (pat_session_get_rules (s), pat_session_get_state (s),
                                     &move, NULL));
      g_assert_true (pat_solver_best_move (pat_session_get_rules (s),
                                           pat_session_get_state (s), &move));
      g_assert_true (pat_move_check (pat_session_get_rules (s), pat_session_get_state (s),
                                     &move, NULL));
    }
}

/* Auto-play's safe moves: a card goes home when nothing could ever be built
 * on it, never one the caller excludes, and none in a won game. */
/* Intelligence, near the end of a won game: the move that looks best (8S
 * home) buries the hearts for good. A hint that cannot search far enough to
 * find the win must still not give that move. */
#define BLUNDER_POSITION                                                                 \
  "{'game':'intelligence','redeals-left':0,'piles':{"                                    \
  "'foundation-0':['AC','2C','3C','4C','5C','6C','7C','8C','9C','10C','JC','QC','KC'],"  \
  "'foundation-1':['AH','2H','3H','4H','5H','6H','7H','8H','9H'],"                       \
  "'foundation-2':['AS','2S','3S','4S','5S','6S','7S','8S','9S'],"                       \
  "'foundation-3':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD'],"  \
  "'foundation-4':['AC','2C','3C','4C','5C','6C','7C','8C','9C','10C','JC','QC','KC'],"  \
  "'foundation-5':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD'],"  \
  "'foundation-6':['AS','2S','3S','4S','5S','6S','7S'],"                                 \
  "'foundation-7':['AH','2H','3H','4H','5H'],"                                           \
  "'tableau-4':['6H','JS','QS','KS','QS','JS','10S','9S'],"                              \
  "'tableau-5':['KS','QH','KH','QH','JH','10H','JH','10H','9H','8H','7H'],"              \
  "'tableau-6':['8S'],'tableau-13':['10S','KH']}}"

static void
test_hint_no_blunder (void)
{
  g_autoptr (PatSession) s = pt_position (BLUNDER_POSITION);
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);
  PatSolverLimits limits;
  PatSolverResult result;
  PatMove move;
  PatState next;
  char text[PAT_MOVE_TEXT_SIZE];

  /* What the evaluation alone would give, and why it is wrong. */
  g_assert_true (pat_solver_best_move (rules, state, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-6:foundation-6");
  next = *state;
  pat_move_apply (rules, &next, &move);
  g_assert_cmpint (pat_solver_solve (rules, &next, NULL, NULL, NULL, NULL), ==,
                   PAT_SOLVER_UNWINNABLE);
  g_assert_cmpint (pat_solver_solve (rules, state, NULL, NULL, NULL, NULL), ==,
                   PAT_SOLVER_WINNABLE);

  /* A search too short to tell. */
  pat_solver_limits_init (&limits);
  limits.max_nodes = 1;
  g_assert_true (pat_solver_hint (rules, state, &limits, NULL, &move, &result));
  g_assert_cmpint (result, ==, PAT_SOLVER_UNKNOWN);
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), !=, "tableau-6:foundation-6");
  next = *state;
  g_assert_true (pat_move_try (rules, &next, &move, NULL));
  g_assert_cmpint (pat_solver_solve (rules, &next, NULL, NULL, NULL, NULL), ==,
                   PAT_SOLVER_WINNABLE);
}

static void
test_safe_move (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','piles':{'tableau-0':['KC','AC'],'tableau-1':['2C'],"
      "'tableau-2':['3C','4C','5C','6C'],'tableau-3':['7C','8C','9C','10C','JC','QC'],"
      "'foundation-1':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD']"
      ","
      "'foundation-2':['AH','2H','3H','4H','5H','6H','7H','8H','9H','10H','JH','QH','KH']"
      ","
      "'foundation-3':['AS','2S','3S','4S','5S','6S','7S','8S','9S','10S','JS','QS','KS']"
      "}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatState state = *pat_session_get_state (s);
  PatMove move;
  char text[PAT_MOVE_TEXT_SIZE];
  guint64 ace = PAT_SOLVER_CARD_BIT (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS));

  g_assert_true (pat_solver_safe_move (rules, &state, 0, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-0:foundation-0");
  /* The Ace excluded: nothing else can go home yet. */
  g_assert_false (pat_solver_safe_move (rules, &state, ace, &move));

  pat_move_apply (rules, &state, &move);
  g_assert_true (pat_solver_safe_move (rules, &state, ace, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-1:foundation-0");
}

/* With red cards still in play, a black Ace's Two is not sent home: a red
 * Ace could want to go on it. */
static void
test_safe_move_needed (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','piles':{'tableau-0':['AD','2C'],"
      "'tableau-1':['3C','4C','5C','6C','7C','8C','9C','10C','JC','QC','KC'],"
      "'tableau-2':['2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD'],"
      "'foundation-0':['AC'],"
      "'foundation-2':['AH','2H','3H','4H','5H','6H','7H','8H','9H','10H','JH','QH','KH']"
      ","
      "'foundation-3':['AS','2S','3S','4S','5S','6S','7S','8S','9S','10S','JS','QS','KS']"
      "}}");
  PatMove move;

  g_assert_false (pat_solver_safe_move (pat_session_get_rules (s),
                                        pat_session_get_state (s), 0, &move));
}

/* Cards taken back from the foundations or played from the reserve are
 * followed only by a move that uses them: here the Jack of diamonds may come
 * back onto a black Queen to take a black Ten, and the reserve's King may go
 * to an empty column to take a black Queen. The search must still find a
 * win, with the take-back and without it, and the line must replay. */
#define PARKED_POSITION(options)                                                         \
  "{'game':'king-albert'," options "'piles':{'tableau-0':['9S','10C'],"                  \
  "'tableau-1':['QS'],'tableau-2':['9C','JS'],'tableau-3':['JC'],"                       \
  "'tableau-4':['QD','KC'],'tableau-5':['10S'],'tableau-6':['QC'],'tableau-7':['KS'],"   \
  "'reserve-0':['KD'],"                                                                  \
  "'foundation-0':['AC','2C','3C','4C','5C','6C','7C','8C'],"                            \
  "'foundation-1':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD'],"            \
  "'foundation-2':['AH','2H','3H','4H','5H','6H','7H','8H','9H','10H','JH','QH','KH'],"  \
  "'foundation-3':['AS','2S','3S','4S','5S','6S','7S','8S']}}"

static void
test_parked_cards (void)
{
  static const char *const positions[]
      = { PARKED_POSITION (""),
          PARKED_POSITION ("'options':{'foundation-takeback':false},") };

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autoptr (PatSession) s = pt_position (positions[i]);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      g_autoptr (GArray) line = NULL;

      g_assert_cmpint (pat_solver_solve (rules, state, NULL, NULL, &line, NULL), ==,
                       PAT_SOLVER_WINNABLE);
      assert_line_wins (rules, state, line);
    }
}

static void
test_result_names (void)
{
  g_assert_cmpstr (pat_solver_result_to_string (PAT_SOLVER_WINNABLE), ==, "winnable");
  g_assert_cmpstr (pat_solver_result_to_string (PAT_SOLVER_UNWINNABLE), ==, "unwinnable");
  g_assert_cmpstr (pat_solver_result_to_string (PAT_SOLVER_UNKNOWN), ==, "unknown");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* The longest, under paths of their own: tests/meson.build runs each
   * beside /solver. */
  g_test_add_func ("/solver-reference/random-games", test_against_reference);
  g_test_add_func ("/solver-reference/klondike", test_klondike_reference);

  g_test_add_func ("/solver/one-move", test_one_move);
  g_test_add_func ("/solver/already-won", test_already_won);
  g_test_add_func ("/solver/dead-position", test_dead_position);
  g_test_add_func ("/solver/needs-redeal", test_needs_redeal);
  g_test_add_func ("/solver/deals", test_deals);
  g_test_add_func ("/solver/redeals-kept", test_redeals_kept);
  g_test_add_func ("/solver/playout", test_playout);
  g_test_add_func ("/solver/playout-ahead", test_playout_ahead);
  g_test_add_func ("/solver/merged-suits", test_merged_suits);
  g_test_add_func ("/solver/placing-last", test_placing_last);
  g_test_add_func ("/solver/cell-card-home", test_cell_card_home);
  g_test_add_func ("/solver/stock-round", test_stock_round);
  g_test_add_func ("/solver/stock-round-places", test_stock_round_places);
  g_test_add_func ("/solver/stock-round-deals", test_stock_round_deals);
  g_test_add_func ("/solver/known-wins", test_known_wins);
  g_test_add_func ("/solver/high-piles", test_high_piles);
  g_test_add_func ("/solver/locks", test_locks);
  g_test_add_func ("/solver/out-of-order", test_out_of_order);
  g_test_add_func ("/solver/strands", test_strands);
  g_test_add_func ("/solver/cancelled-before", test_cancelled_before);
  g_test_add_func ("/solver/cancelled-during", test_cancelled_during);
  g_test_add_func ("/solver/threads", test_threads);
  g_test_add_func ("/solver/memory-cap", test_memory_cap);
  g_test_add_func ("/solver/table-for-nodes", test_table_for_nodes);
  g_test_add_func ("/solver/huge-time-limit", test_huge_time_limit);
  g_test_add_func ("/solver/node-budget", test_node_budget);
  g_test_add_func ("/solver/same-under-load", test_same_under_load);
  g_test_add_func ("/solver-verdicts/sample", test_sample_verdicts);
  g_test_add_func ("/solver/hint", test_hint);
  g_test_add_func ("/solver/hint-no-blunder", test_hint_no_blunder);
  g_test_add_func ("/solver/safe-move", test_safe_move);
  g_test_add_func ("/solver/safe-move-needed", test_safe_move_needed);
  g_test_add_func ("/solver/parked-cards", test_parked_cards);
  g_test_add_func ("/solver/waste-card-used", test_waste_card_used);
  g_test_add_func ("/solver/card-taken-back", test_card_taken_back);
  g_test_add_func ("/solver/brought-out-deals", test_brought_out_deals);
  g_test_add_func ("/solver/result-names", test_result_names);

  return g_test_run ();
}
