/* test-odds.c — odds and hints from what the player can see
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-odds.h"
#include "test-util.h"

/* Random play: games per game and moves per game. No search is made. */
#define GAMES 12
#define MOVES_PER_GAME 200

static void
limits_small (PatOddsLimits *limits, guint samples, guint64 nodes)
{
  pat_odds_limits_init (limits);
  limits->samples = samples;
  limits->nodes = nodes;
}

/* Where nothing is hidden, the odds are the solver's verdict with the
 * budget of all the samples: all won, or all lost. */
static void
assert_odds_exact (const PatRules *rules, const PatState *state, PatSolverResult expected)
{
  PatOddsLimits limits;
  PatSolverLimits solver;
  PatOdds odds;
  PatSeen seen;

  pat_seen_init (&seen);
  limits_small (&limits, 5, 800);
  g_assert_false (pat_odds_hides (rules, state, &seen));
  g_assert_true (pat_odds_estimate (rules, state, &seen, &limits, NULL, &odds));
  pat_solver_limits_init_for_nodes (&solver, 5 * 800);
  g_assert_cmpint (pat_solver_solve (rules, state, &solver, NULL, NULL, NULL), ==,
                   expected);
  g_assert_true (odds.exact);
  g_assert_cmpuint (odds.samples, ==, 5);
  if (expected == PAT_SOLVER_WINNABLE)
    {
      g_assert_cmpuint (odds.won, ==, 5);
      g_assert_cmpfloat (odds.estimate, ==, 1.0);
      g_assert_cmpfloat (odds.low, ==, 1.0);
    }
  else
    {
      g_assert_cmpuint (odds.lost, ==, 5);
      g_assert_cmpfloat (odds.estimate, ==, 0.0);
      g_assert_cmpfloat (odds.high, ==, 0.0);
    }
}

static void
test_nothing_hidden (void)
{
  /* Verdicts at 4,000 positions, from tests/data/solver-verdicts.txt. */
  static const struct
  {
    const char *game;
    guint32 deal;
    PatSolverResult result;
  } deals[] = {
    { "king-albert", 1, PAT_SOLVER_WINNABLE },
    { "king-albert", 6, PAT_SOLVER_UNWINNABLE },
    { "king-albert", 8, PAT_SOLVER_UNWINNABLE },
    { "house-in-the-wood", 1, PAT_SOLVER_WINNABLE },
    { "house-in-the-wood", 7, PAT_SOLVER_UNWINNABLE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autoptr (PatSession) s = pt_deal (deals[i].game, deals[i].deal, NULL, NULL);

      assert_odds_exact (pat_session_get_rules (s), pat_session_get_state (s),
                         deals[i].result);
    }

  /* Klondike with every card face up and the stock and waste empty. */
  {
    g_autoptr (PatSession) won = pt_spades_left (
        "klondike", NULL, 5,
        "'tableau-0':['7S','6S'],'tableau-1':['KS','QS','JS','10S','9S','8S']");
    g_autoptr (PatSession) lost = pt_spades_left (
        "klondike", NULL, 5,
        "'tableau-0':['6S','7S'],'tableau-1':['KS','QS','JS','10S','9S','8S']");

    assert_odds_exact (pat_session_get_rules (won), pat_session_get_state (won),
                       PAT_SOLVER_WINNABLE);
    assert_odds_exact (pat_session_get_rules (lost), pat_session_get_state (lost),
                       PAT_SOLVER_UNWINNABLE);
  }
}

/* Whether @card lay face up on the line of play of @session so far. */
static gboolean
ever_face_up (const PatSession *session, PatCard card)
{
  for (guint i = 0; i <= pat_session_get_position (session); i++)
    {
      const PatState *state = pat_session_get_state_at (session, i);

      for (guint c = 0; c < state->end[state->n_piles - 1]; c++)
        if (state->cards[c] == pat_card_face_up (card))
          return TRUE;
    }
  return FALSE;
}

/* A sample keeps every card seen, or known, in its place, and deals the
 * hidden cards among the hidden places. */
static void
assert_sample_consistent (const PatSession *session, GRand *rand)
{
  const PatRules *rules = pat_session_get_rules (session);
  const PatState *state = pat_session_get_state (session);
  guint n = state->end[state->n_piles - 1];
  guint counts[256] = { 0 };
  PatSeen seen;
  PatState sample;
  /* In a game of one deck whose redeals never shuffle, a card seen once
   * is known where it lies from then on, whatever turned it down. */
  gboolean traceable = rules->variant->decks == 1
                       && rules->variant->redeal != PAT_REDEAL_SHUFFLE_TABLEAU;

  pat_seen_from_session (&seen, session);
  pat_odds_sample (rules, state, &seen, rand, &sample);

  g_assert_cmpuint (sample.n_piles, ==, state->n_piles);
  g_assert_cmpmem (sample.end, sizeof sample.end, state->end, sizeof state->end);
  g_assert_cmpuint (sample.redeals_left, ==, state->redeals_left);
  if (rules->variant->redeal != PAT_REDEAL_SHUFFLE_TABLEAU)
    g_assert_cmpuint (sample.deal, ==, state->deal);
  for (guint i = 0; i < n; i++)
    {
      gboolean down = pat_card_is_face_down (state->cards[i]);

      g_assert_cmpint (pat_card_is_face_down (sample.cards[i]), ==, down);
      if (!down || seen.known[i])
        g_assert_cmpuint (sample.cards[i], ==, state->cards[i]);
      else
        g_assert_false (traceable && ever_face_up (session, state->cards[i]));
      counts[state->cards[i]]++;
      counts[sample.cards[i]]--;
    }
  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    g_assert_cmpuint (counts[c], ==, 0);
  g_assert_true (pat_state_validate (&sample, rules, NULL));
}

static void
test_samples_consistent (void)
{
  guint n_variants;
  const PatVariant *const *variants = pat_variants_list (&n_variants);
  g_autoptr (GRand) rand = g_rand_new_with_seed (35);

  for (guint v = 0; v < n_variants; v++)
    for (guint game = 0; game < GAMES; game++)
      {
        PatRules rules;
        g_autoptr (PatSession) session = NULL;

        pat_rules_init_default (&rules, variants[v]);
        /* Half the games with the most redeals an option allows. */
        for (guint o = 0; game % 2 == 1 && o < variants[v]->n_options; o++)
          if (variants[v]->options[o].type == PAT_OPTION_INT)
            g_assert_true (pat_rules_set_option_int (&rules, variants[v]->options[o].key,
                                                     variants[v]->options[o].max, NULL));
        pat_rules_resolve (&rules);
        session = pat_session_new (&rules, g_rand_int_range (rand, 1, 1000000));

        for (guint played = 0; played < MOVES_PER_GAME; played++)
          {
            PatMove moves[PAT_MAX_MOVES];
            guint n = pat_moves_list (&rules, pat_session_get_state (session), moves,
                                      PAT_MAX_MOVES);

            assert_sample_consistent (session, rand);
            if (n == 0)
              break;
            /* Deals and redeals twice as often as their share, so the
             * stock is gone through more than once. */
            if (moves[n - 1].kind != PAT_MOVE_CARD && g_rand_boolean (rand))
              g_assert_true (pat_session_play (session, &moves[n - 1], NULL));
            else
              g_assert_true (pat_session_play (
                  session, &moves[g_rand_int_range (rand, 0, (gint32)n)], NULL));
            /* Now and then a move undone, which hides what it showed. */
            if (g_rand_int_range (rand, 0, 20) == 0)
              pat_session_undo (session);
          }
      }
}

/* The seen cards after a pass through the stock are known; before, none. */
static void
test_stock_pass (void)
{
  g_autoptr (PatSession) s = pt_deal ("klondike", 3, NULL, NULL);
  const PatRules *rules = pat_session_get_rules (s);
  guint stock = (guint)rules->stock;
  guint len = pat_state_len (pat_session_get_state (s), stock);
  PatSeen seen;

  pat_seen_from_session (&seen, s);
  g_assert_true (pat_odds_hides (rules, pat_session_get_state (s), &seen));
  for (guint i = 0; i < PAT_MAX_CARDS; i++)
    g_assert_false (seen.known[i]);

  for (guint i = 0; i < len; i++)
    pt_play (s, "deal");
  pt_play (s, "redeal");
  pat_seen_from_session (&seen, s);
  for (guint i = 0; i < len; i++)
    g_assert_true (seen.known[pat_state_start (pat_session_get_state (s), stock) + i]);

  /* Two cards dealt: the rest of the stock is still known. */
  pt_play (s, "deal");
  pt_play (s, "deal");
  pat_seen_from_session (&seen, s);
  for (guint i = 0; i < len - 2; i++)
    g_assert_true (seen.known[pat_state_start (pat_session_get_state (s), stock) + i]);
}

/* A shuffle hides the stock's order again, and the shuffles to come are
 * hidden while redeals remain. */
static void
test_shuffle_hides (void)
{
  g_autoptr (PatSession) s = pt_deal ("intelligence", 1, NULL, NULL);
  g_autoptr (PatSession) lucie = pt_deal ("la-belle-lucie", 1, NULL, NULL);
  g_autoptr (PatSession) last = pt_deal ("la-belle-lucie", 1, "redeals", "0");
  const PatRules *rules = pat_session_get_rules (s);
  PatSeen seen;
  PatState sample;
  g_autoptr (GRand) rand = g_rand_new_with_seed (1);

  pt_play (s, "redeal");
  pat_seen_from_session (&seen, s);
  for (guint i = 0; i < PAT_MAX_CARDS; i++)
    g_assert_false (seen.known[i]);
  g_assert_true (pat_odds_hides (rules, pat_session_get_state (s), &seen));

  /* Every card of La Belle Lucie lies face up: only the shuffles to come
   * are hidden, and a sample draws another deal number for them. */
  pat_seen_from_session (&seen, lucie);
  g_assert_true (pat_odds_hides (pat_session_get_rules (lucie),
                                 pat_session_get_state (lucie), &seen));
  pat_odds_sample (pat_session_get_rules (lucie), pat_session_get_state (lucie), &seen,
                   rand, &sample);
  g_assert_cmpuint (sample.deal, !=, pat_session_get_state (lucie)->deal);
  g_assert_cmpmem (sample.cards, sizeof sample.cards,
                   pat_session_get_state (lucie)->cards, sizeof sample.cards);
  pat_seen_from_session (&seen, last);
  g_assert_false (
      pat_odds_hides (pat_session_get_rules (last), pat_session_get_state (last), &seen));
}

/* The hidden cards of @state dealt again among their places, by @seed. */
static void
permute_hidden (const PatState *state, guint32 seed, PatState *out)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint places[PAT_MAX_CARDS];
  guint n = 0;

  *out = *state;
  for (guint i = 0; i < state->end[state->n_piles - 1]; i++)
    if (pat_card_is_face_down (state->cards[i]))
      places[n++] = i;
  for (guint i = n; i > 1; i--)
    {
      guint j = (guint)g_rand_int_range (rand, 0, (gint32)i);
      PatCard swap = out->cards[places[i - 1]];

      out->cards[places[i - 1]] = out->cards[places[j]];
      out->cards[places[j]] = swap;
    }
}

/* The hint and the odds do not change when the hidden cards do. */
static void
test_hint_blind (void)
{
  static const struct
  {
    const char *game;
    guint32 deal;
    const char *key, *value;
  } deals[] = {
    { "klondike", 2, NULL, NULL },
    { "klondike", 5, "draw", "3" },
    { "indian", 1, NULL, NULL },
    { "la-belle-lucie", 4, NULL, NULL },
  };
  PatOddsLimits limits;

  limits_small (&limits, 6, 600);
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autoptr (PatSession) s
          = pt_deal (deals[i].game, deals[i].deal, deals[i].key, deals[i].value);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      PatMove first, other;
      PatOdds first_odds, other_odds;
      PatState permuted;
      char a[PAT_MOVE_TEXT_SIZE], b[PAT_MOVE_TEXT_SIZE];

      g_assert_true (pat_odds_hides (rules, state, NULL));
      g_assert_true (
          pat_odds_hint (rules, state, NULL, &limits, NULL, &first, &first_odds));
      g_assert_true (pat_move_check (rules, state, &first, NULL));
      for (guint32 seed = 1; seed <= 2; seed++)
        {
          permute_hidden (state, seed, &permuted);
          g_assert_true (
              pat_odds_hint (rules, &permuted, NULL, &limits, NULL, &other, &other_odds));
          g_assert_cmpstr (pat_move_to_string (rules, &first, a), ==,
                           pat_move_to_string (rules, &other, b));
          g_assert_cmpuint (first_odds.won, ==, other_odds.won);
          g_assert_cmpuint (first_odds.lost, ==, other_odds.lost);
        }
    }
}

/* Played hint after hint, a game comes back to a position once at most:
 * the samples' winning lines often begin with a deal, and a hint that
 * dealt round and round the stock would never play. */
static void
test_hint_no_loop (void)
{
  g_autoptr (PatSession) s = pt_deal ("klondike", 2, "draw", "3");
  PatOddsLimits limits;

  limits_small (&limits, 4, 300);
  for (guint played = 0; played < 60; played++)
    {
      PatMove move;
      guint visits = 0;

      if (!pat_odds_hint_for_session (s, &limits, NULL, &move, NULL))
        break;
      g_assert_true (pat_session_play (s, &move, NULL));
      for (guint i = 0; i < pat_session_get_position (s); i++)
        visits += pat_state_equal (pat_session_get_state_at (s, i),
                                   pat_session_get_state (s));
      g_assert_cmpuint (visits, <=, 1);
    }
  g_assert_cmpuint (pat_session_get_position (s), >, 10);
}

/* A cancelled estimate says so. */
static void
test_cancelled (void)
{
  g_autoptr (PatSession) s = pt_deal ("klondike", 2, NULL, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  PatOdds odds;

  g_cancellable_cancel (cancellable);
  g_assert_false (pat_odds_estimate (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, cancellable, &odds));
}

/* A time cap stops drawing samples: what was done counts, the one cut
 * short does not, and the draw is the same as without a cap. */
static void
test_time_cap (void)
{
  g_autoptr (PatSession) s = pt_deal ("klondike", 2, NULL, NULL);
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);
  PatOddsLimits limits;
  PatOdds free_odds, capped;
  PatSeen seen;

  pat_seen_from_session (&seen, s);
  limits_small (&limits, 6, 2000);
  g_assert_true (pat_odds_estimate (rules, state, &seen, &limits, NULL, &free_odds));
  g_assert_false (free_odds.exact);
  g_assert_cmpuint (free_odds.samples, ==, 6);
  g_assert_cmpuint (free_odds.won + free_odds.lost + free_odds.unknown, ==, 6);

  /* A cap never reached changes nothing. */
  limits.max_seconds = 3600;
  g_assert_true (pat_odds_estimate (rules, state, &seen, &limits, NULL, &capped));
  g_assert_cmpuint (capped.samples, ==, 6);
  g_assert_cmpuint (capped.won, ==, free_odds.won);
  g_assert_cmpuint (capped.lost, ==, free_odds.lost);
  g_assert_cmpuint (capped.nodes, ==, free_odds.nodes);

  /* A cap passed before the first sample ends: no sample, no odds. */
  limits.max_seconds = 1e-9;
  g_assert_true (pat_odds_estimate (rules, state, &seen, &limits, NULL, &capped));
  g_assert_cmpuint (capped.samples, ==, 0);
  g_assert_cmpuint (capped.won + capped.lost + capped.unknown, ==, 0);
  g_assert_cmpfloat (capped.low, ==, 0.0);
  g_assert_cmpfloat (capped.high, ==, 1.0);
}

static void
test_wilson (void)
{
  double low, high;

  pat_odds_wilson (7, 10, &low, &high);
  g_assert_cmpfloat_with_epsilon (low, 0.3968, 0.0001);
  g_assert_cmpfloat_with_epsilon (high, 0.8922, 0.0001);
  pat_odds_wilson (0, 0, &low, &high);
  g_assert_cmpfloat (low, ==, 0);
  g_assert_cmpfloat (high, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/odds/nothing-hidden", test_nothing_hidden);
  g_test_add_func ("/odds/samples-consistent", test_samples_consistent);
  g_test_add_func ("/odds/stock-pass", test_stock_pass);
  g_test_add_func ("/odds/shuffle-hides", test_shuffle_hides);
  g_test_add_func ("/odds/hint-blind", test_hint_blind);
  g_test_add_func ("/odds/hint-no-loop", test_hint_no_loop);
  g_test_add_func ("/odds/cancelled", test_cancelled);
  g_test_add_func ("/odds/time-cap", test_time_cap);
  g_test_add_func ("/odds/wilson", test_wilson);

  return g_test_run ();
}
