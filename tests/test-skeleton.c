/* test-skeleton.c — docs/variant-skeleton.c is a game the engine deals and plays
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* Built in from docs/variant-skeleton.c; not one of the program's games, so
 * not in pat-variants-private.h. */
extern const PatVariant pat_variant_skeleton;

#define N_DEALS 200
#define MAX_MOVES_PER_GAME 300

static void
test_piles (void)
{
  static const char *const ids[] = {
    "stock",        "waste",     "foundation-0", "foundation-1", "foundation-2",
    "foundation-3", "tableau-0", "tableau-1",    "tableau-2",    "tableau-3",
    "tableau-4",    "tableau-5", "tableau-6",
  };
  PatRules rules;
  g_autofree char *text = NULL;

  pat_rules_init_default (&rules, &pat_variant_skeleton);
  g_assert_cmpuint (rules.n_piles, ==, G_N_ELEMENTS (ids));
  for (guint p = 0; p < G_N_ELEMENTS (ids); p++)
    g_assert_cmpstr (rules.piles[p].id, ==, ids[p]);
  g_assert_cmpint (rules.stock, ==, 0);
  g_assert_cmpint (rules.waste, ==, 1);
  g_assert_cmpuint (rules.n_cards, ==, 52);
  g_assert_cmpuint (rules.redeals, ==, 1);
  /* Its id must not hide a real game's. */
  g_assert_null (pat_variant_lookup (pat_variant_skeleton.id));

  text = pat_rules_describe (&rules);
  g_assert_true (g_str_has_prefix (text, "One deck."));
}

/* The options reach the rules. */
static void
test_options (void)
{
  PatRules rules;
  g_autofree char *text = NULL;

  pat_rules_init_default (&rules, &pat_variant_skeleton);
  g_assert_true (pat_rules_set_option (&rules, "redeals", "0", NULL));
  g_assert_true (pat_rules_set_option (&rules, "foundation-takeback", "false", NULL));
  g_assert_false (pat_rules_set_option (&rules, "redeals", "3", NULL));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (rules.redeals, ==, 0);
  g_assert_cmpuint (rules.blocked[PAT_PILE_FOUNDATION], ==, PAT_FROM (PAT_PILE_TABLEAU));

  text = pat_rules_describe (&rules);
  g_assert_nonnull (strstr (text, "You go through the stock once."));
  g_assert_null (strstr (text, "moved back"));
}

/* Every deal holds the 52 cards once each, in the shape the groups say,
 * and the same number deals the same cards. */
static void
test_deals (void)
{
  PatRules rules;
  PatState first;

  pat_rules_init_default (&rules, &pat_variant_skeleton);
  pat_state_deal (&first, &rules, 1);
  for (guint32 deal = 1; deal <= N_DEALS; deal++)
    {
      PatState state, again;
      guint seen[PAT_N_SUITS][PAT_N_RANKS + 1] = { { 0 } };
      g_autoptr (GError) error = NULL;

      pat_state_deal (&state, &rules, deal);
      pat_state_deal (&again, &rules, deal);
      g_assert_true (pat_state_equal (&state, &again));
      g_assert_true (deal == 1 || !pat_state_equal (&state, &first));

      for (guint p = 0; p < rules.n_piles; p++)
        {
          const PatCard *cards = pat_state_pile (&state, p);

          for (guint i = 0; i < pat_state_len (&state, p); i++)
            {
              g_assert_true (pat_card_is_valid (pat_card_face_up (cards[i])));
              seen[pat_card_suit (cards[i])][pat_card_rank (cards[i])]++;
            }
        }
      for (guint suit = 0; suit < PAT_N_SUITS; suit++)
        for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
          g_assert_cmpuint (seen[suit][rank], ==, 1);

      g_assert_cmpuint (pat_state_len (&state, (guint)rules.stock), ==, 52 - 7 * 3);
      g_assert_cmpuint (pat_state_len (&state, (guint)rules.waste), ==, 0);
      for (guint p = 0; p < rules.n_piles; p++)
        if (rules.piles[p].kind == PAT_PILE_TABLEAU)
          {
            const PatCard *cards = pat_state_pile (&state, p);

            g_assert_cmpuint (pat_state_len (&state, p), ==, 3);
            g_assert_true (pat_card_is_face_down (cards[0]));
            g_assert_false (pat_card_is_face_down (cards[1]));
            g_assert_false (pat_card_is_face_down (cards[2]));
          }
      g_assert_true (pat_state_validate (&state, &rules, &error));
      g_assert_no_error (error);
    }
}

/* Random games keep the deck whole and every position valid, and undo
 * leads back to the deal. */
static void
test_play (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (52);
  PatRules rules;

  pat_rules_init_default (&rules, &pat_variant_skeleton);
  for (guint32 deal = 1; deal <= 50; deal++)
    {
      g_autoptr (PatSession) session = pat_session_new (&rules, deal);
      PatState dealt = *pat_session_get_state (session);

      for (guint played = 0; played < MAX_MOVES_PER_GAME; played++)
        {
          PatMove moves[PAT_MAX_MOVES];
          const PatState *state = pat_session_get_state (session);
          guint n = pat_moves_list (&rules, state, moves, G_N_ELEMENTS (moves));
          g_autoptr (GError) error = NULL;

          if (n == 0)
            {
              g_assert_cmpint (pat_session_get_status (session), !=, PAT_STATUS_PLAYING);
              break;
            }
          g_assert_true (pat_session_play (
              session, &moves[g_rand_int_range (rand, 0, (int)n)], &error));
          g_assert_no_error (error);
          state = pat_session_get_state (session);
          g_assert_true (pat_state_validate (state, &rules, &error));
          g_assert_no_error (error);
        }
      while (pat_session_undo (session))
        ;
      g_assert_true (pat_state_equal (&dealt, pat_session_get_state (session)));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/skeleton/piles", test_piles);
  g_test_add_func ("/skeleton/options", test_options);
  g_test_add_func ("/skeleton/deals", test_deals);
  g_test_add_func ("/skeleton/play", test_play);

  return g_test_run ();
}
