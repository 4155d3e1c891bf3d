/* test-pyramid.c — Pyramid: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* 28 piles of one card, all face up, each but the bottom row's 7 covered
 * by two; 24 cards face down in the stock; the waste and the foundation
 * empty; two redeals by default. */
static void
test_deal (void)
{
  for (guint32 n = 1; n <= 20; n++)
    {
      g_autoptr (PatSession) s = pt_deal ("pyramid", n, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      guint len;
      const PatCard *cards;

      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 28);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_FOUNDATION), ==, 1);
      g_assert_cmpint (pat_rules_get_option (rules, "redeals", 0), ==, 2);
      g_assert_cmpuint (state->redeals_left, ==, 2);
      for (guint i = 0; i < 28; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);
          int pile = pat_rules_find_pile (rules, id);

          cards = pt_pile_cards (s, id, &len);
          g_assert_cmpuint (len, ==, 1);
          g_assert_false (pat_card_is_face_down (cards[0]));
          g_assert_cmpuint (pat_state_covering (state, rules, (guint)pile), ==,
                            i < 21 ? 2 : 0);
        }
      g_assert_cmpuint (pt_pile_len (s, "waste"), ==, 0);
      g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 0);
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 24);
      for (guint c = 0; c < len; c++)
        g_assert_true (pat_card_is_face_down (cards[c]));
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      pt_assert_status (s, "playing");
    }
}

/* Two free cards making 13 go home together, the card played onto
 * underneath; other sums are refused with the sum; a card covered, or
 * covered only by the card played, does not pair; undo puts both back. */
static void
test_pairs (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'pyramid','rest':'stock','piles':{'tableau-15':['8H'],"
                     "'tableau-21':['9D'],'tableau-22':['5C'],'tableau-26':['3S'],'"
                     "tableau-27':['4C']}}");
  PatState before = *pat_session_get_state (s);

  pt_refused (s, "tableau-21:tableau-26", "a 9 and a 3 make 12, not 13");
  pt_refused (s, "tableau-15:tableau-22", "that card is covered by 2 cards");
  pt_refused (s, "tableau-22:tableau-15", "the card to pair with is covered by 2 cards");
  pt_play (s, "tableau-21:tableau-27");
  pt_assert_pile (s, "foundation-0", "4C 9D");
  pt_assert_pile (s, "tableau-21", "");
  pt_assert_pile (s, "tableau-27", "");
  /* 8 and 5 make 13, but the 5 still covers the 8. */
  pt_refused (s, "tableau-22:tableau-15", "the card to pair with is covered by 1 card");
  pt_refused (s, "tableau-15:tableau-22", "that card is covered by 1 card");
  pt_refused (s, "tableau-26:tableau-21",
              "tableau pile 22 is empty: there is no card to pair with");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (pat_session_get_state (s), &before));
}

/* A King goes home alone, by a double-click too; no other card does; the
 * foundation gives nothing back. */
static void
test_kings (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'pyramid','rest':'stock','piles':{'tableau-21':['KH'],"
                     "'tableau-22':['5C'],'tableau-23':['8D']}}");
  const PatRules *rules = pat_session_get_rules (s);
  int foundation = pat_rules_find_pile (rules, "foundation-0");

  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-21")),
                   ==, foundation);
  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-22")),
                   ==, -1);
  pt_refused (s, "tableau-22:foundation-0",
              "a 5 goes to foundation 1 only in a pair making 13");
  pt_play (s, "tableau-21:foundation-0");
  pt_assert_pile (s, "foundation-0", "KH");
  pt_play (s, "tableau-22:tableau-23");
  pt_assert_pile (s, "foundation-0", "KH 8D 5C");
  pt_refused (s, "foundation-0:tableau-21", "a card never leaves a foundation");
}

/* The waste's top card pairs with a free card either way; the stock turns
 * one card at a time; the waste is turned over as a new stock while
 * redeals last. */
static void
test_waste (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'pyramid','rest':'waste','piles':{"
      "'stock':['#2S','#QD','#10C'],'tableau-21':['3H'],'tableau-22':['JH'],"
      "'tableau-23':['AC']}}");
  guint waste;

  pt_refused (s, "stock:tableau-21", "cards are not played from the stock; deal them");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-21");
  pt_assert_pile (s, "foundation-0", "3H 10C");
  pt_play (s, "deal");
  pt_play (s, "tableau-23:waste");
  pt_assert_pile (s, "foundation-0", "3H 10C QD AC");
  pt_play (s, "deal");
  pt_refused (s, "deal", "the stock is empty");
  g_assert_true (pt_is_legal (s, "waste:tableau-22"));
  waste = pt_pile_len (s, "waste");
  pt_play (s, "redeal");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, waste);
  g_assert_cmpuint (pt_pile_len (s, "waste"), ==, 0);
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 1);
  pt_refused (s, "redeal", "a redeal is allowed only once the stock is empty");
}

/* Won once the pyramid is cleared, cards left in the stock and the waste;
 * lost with no pair, no King, no deal and no redeal. */
static void
test_end (void)
{
  g_autoptr (PatSession) won
      = pt_position ("{'game':'pyramid','rest':'waste','piles':{'stock':['#3C','#4C'],"
                     "'waste':['5D'],'tableau-21':['8H']}}");
  g_autoptr (PatSession) stuck = pt_position (
      "{'game':'pyramid','options':{'redeals':0},'rest':'waste','piles':{"
      "'stock':[],'waste':['5D'],'tableau-21':['9H'],'tableau-22':['JC']}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-21:waste");
  pt_assert_status (won, "won");
  g_assert_cmpuint (pt_pile_len (won, "stock"), ==, 2);
  g_assert_true (pat_session_undo (won));
  pt_assert_status (won, "playing");

  pt_assert_status (stuck, "lost");
  pt_refused (stuck, "redeal", "redeals are turned off (option redeals)");
}

/* A saved foundation holds Kings and pairs making 13, each pair
 * together. */
static void
test_validate (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) good = pt_try_position (
      "{'game':'pyramid','rest':'stock','piles':{'foundation-0':['4C','9D','KH']}}",
      &error);
  g_autoptr (PatSession) bad = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (good);
  bad = pt_try_position (
      "{'game':'pyramid','rest':'stock','piles':{'foundation-0':['4C','KH','9D']}}",
      &error);
  g_assert_null (bad);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "without a card that makes 13"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pyramid/deal", test_deal);
  g_test_add_func ("/pyramid/pairs", test_pairs);
  g_test_add_func ("/pyramid/kings", test_kings);
  g_test_add_func ("/pyramid/waste", test_waste);
  g_test_add_func ("/pyramid/end", test_end);
  g_test_add_func ("/pyramid/validate", test_validate);

  return g_test_run ();
}
