/* test-laggard-lady.c — Laggard Lady: Intrigue, with no more foundations of a
 * kind started than there are Queens on the table
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-intrigue-deal.h"
#include "test-util.h"

static PatSession *
deal_session (const char *mode, guint32 deal)
{
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("laggard-lady"));
  g_assert_true (pat_rules_set_option (&rules, "deal-mode", mode, NULL));
  pat_rules_resolve (&rules);
  return pat_session_new (&rules, deal);
}

/* Same piles, same options, same dealing and no redeal. */
static void
test_same_as_intrigue (void)
{
  PatRules lady, intrigue;

  pat_rules_init_default (&lady, pat_variant_lookup ("laggard-lady"));
  pat_rules_init_default (&intrigue, pat_variant_lookup ("intrigue"));
  g_assert_cmpuint (lady.n_piles, ==, intrigue.n_piles);
  g_assert_cmpuint (lady.n_piles, ==, 26);
  for (guint p = 0; p < lady.n_piles; p++)
    {
      g_assert_cmpstr (lady.piles[p].id, ==, intrigue.piles[p].id);
      g_assert_cmpint (lady.piles[p].kind, ==, intrigue.piles[p].kind);
    }
  g_assert_cmpuint (lady.variant->decks, ==, 2);
  g_assert_cmpuint (lady.variant->win_cards, ==, intrigue.variant->win_cards);
  g_assert_cmpuint (lady.variant->n_options, ==, intrigue.variant->n_options);
  for (guint i = 0; i < lady.variant->n_options; i++)
    {
      const PatOptionSpec *a = &lady.variant->options[i];
      const PatOptionSpec *b = &intrigue.variant->options[i];

      g_assert_cmpstr (a->key, ==, b->key);
      g_assert_cmpint (a->type, ==, b->type);
      g_assert_cmpint (a->default_value, ==, b->default_value);
      for (guint c = 0; a->choices != NULL && a->choices[c] != NULL; c++)
        g_assert_cmpstr (a->choices[c], ==, b->choices[c]);
    }
  g_assert_cmpint (lady.deal, ==, intrigue.deal);
  g_assert_cmpuint (lady.redeals, ==, 0);

  g_assert_true (pat_rules_set_option (&lady, "deal-mode", "classic", NULL));
  g_assert_true (pat_rules_set_option (&intrigue, "deal-mode", "classic", NULL));
  pat_rules_resolve (&lady);
  pat_rules_resolve (&intrigue);
  g_assert_cmpint (lady.deal, ==, intrigue.deal);
  g_assert_cmpint (lady.deal_to, ==, intrigue.deal_to);
}

/* Intrigue's play, in Laggard Lady: foundations, bare Queens, the waste. */
static void
test_intrigue_play (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'laggard-lady','rest':'stock','piles':{'foundation-0':['6C'],"
      "'foundation-8':['5C','4D','3S','2H','AH'],'tableau-0':['QC','7H'],"
      "'tableau-1':['QD','KS'],'tableau-2':['QH'],'tableau-3':['QS','9D'],"
      "'tableau-4':['QC'],'tableau-5':['QD'],'tableau-6':['QH'],'tableau-7':['QS'],"
      "'stock':['8S']}}");

  pt_refused (s, "tableau-3:tableau-0",
              "a tableau card can only go to a foundation or onto a bare queen");
  pt_refused (s, "tableau-3:foundation-0", "a 9 of diamonds can only go on an 8");
  pt_refused (s, "tableau-2:tableau-4",
              "the queen of hearts at the base of tableau pile 3 never moves");
  pt_refused (s, "foundation-0:tableau-2",
              "a card never leaves a foundation in this game");
  pt_play (s, "tableau-0:foundation-0");
  pt_play (s, "tableau-1:foundation-8");
  pt_assert_pile (s, "foundation-8", "5C 4D 3S 2H AH KS");
  pt_play (s, "tableau-3:tableau-2");
  pt_play (s, "deal");
  pt_refused (s, "deal", "the waste card must be played before the next is turned");
  pt_play (s, "waste:foundation-0");
  pt_play (s, "tableau-2:foundation-0");
  pt_assert_pile (s, "foundation-0", "6C 7H 8S 9D");
  pt_refused (s, "redeal", "this game has no redeal");
}

/* Deal 5 turns up a third 6 while two Queens are out: it stays on tableau-1. */
static void
test_pinned_held_back_deal (void)
{
  g_autoptr (PatSession) s = deal_session ("seed", 5);
  Dealt free;

  /* From `patience-cli deal laggard-lady --deal 5`. */
  pt_assert_pile (s, "stock",
                  "#2H #AS #8H #5H #2C #3C #3H #10H #5S #KS #3H #7C #AC #JH #KD #3S #6D "
                  "#4D #6S #3S #10C #5C #4H #5S");
  pt_assert_pile (s, "foundation-0", "6C");
  pt_assert_pile (s, "foundation-1", "6H");
  pt_assert_pile (s, "foundation-2", "6H");
  pt_assert_pile (s, "foundation-3", "6C");
  pt_assert_pile (s, "foundation-4", "6D");
  pt_assert_pile (s, "foundation-5", "");
  pt_assert_pile (s, "foundation-8", "5D");
  pt_assert_pile (s, "foundation-9", "5C");
  pt_assert_pile (s, "foundation-10", "5H");
  pt_assert_pile (s, "foundation-11", "5D");
  pt_assert_pile (s, "foundation-12", "");
  pt_assert_pile (s, "tableau-0", "QH 3D 4C 7S 2C 7H 7D JD 7H 10S");
  pt_assert_pile (s, "tableau-1", "QC JS JC 9S 6S");
  pt_assert_pile (s, "tableau-2", "QD");
  pt_assert_pile (s, "tableau-3", "QC 4D 9S 8D 10D 9D 3D 9H 2H 7D 9H 4S");
  pt_assert_pile (s, "tableau-4",
                  "QS AH AD AS 8D 2S AC 2D AD 8H 4S 10H 10D KH 9C 9C KH JS 2D 8C 7S "
                  "8S JD KS JC 3C KD 8C KC 10C");
  pt_assert_pile (s, "tableau-5", "QS AH 8S 2S 4C 4H 10S KC");
  pt_assert_pile (s, "tableau-6", "QH JH 7C 9D");
  pt_assert_pile (s, "tableau-7", "QD");

  /* Dealt by Intrigue's rules, the same cards would have sent the 6 of
   * spades to a third upper foundation. */
  simulate_deal ("laggard-lady", 5, FALSE, &free);
  g_assert_cmpuint (free.n_upper, ==, 6);
  g_assert_cmpuint (pat_card_rank (free.upper[2]), ==, 6);
  g_assert_cmpuint (pat_card_suit (free.upper[2]), ==, PAT_SUIT_SPADES);
  g_assert_cmpuint (free.n_tableau[1], ==, 4);
  g_assert_cmpuint (free.held_back, ==, 0);
}

/* RULES.md's example: with 4 Queens out and 4 sixes up, a 6 is refused while
 * a 5 is accepted as long as fewer than 4 fives are up. */
static void
test_limit_example (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'laggard-lady','rest':'stock','piles':{'foundation-0':['6C'],"
      "'foundation-1':['6D'],'foundation-2':['6H'],'foundation-3':['6S','7C'],"
      "'foundation-8':['5C'],'foundation-9':['5D'],'foundation-10':['5H'],"
      "'tableau-0':['QC','6H'],'tableau-1':['QD','5S'],'tableau-2':['QH','7D'],"
      "'tableau-3':['QS'],'waste':['5C']}}");

  pt_refused (s, "tableau-0:foundation-4",
              "a 6 may not start a foundation: 4 are started and only 4 queens are on "
              "the table");
  pt_refused (s, "tableau-0:foundation-7",
              "a 6 may not start a foundation: 4 are started and only 4 queens are on "
              "the table");
  /* Building on a started foundation is not limited. */
  pt_play (s, "tableau-2:foundation-0");
  pt_assert_pile (s, "foundation-0", "6C 7D");
  /* Three 5s are up: a fourth may start a foundation, a fifth may not. */
  pt_play (s, "tableau-1:foundation-11");
  pt_assert_pile (s, "foundation-11", "5S");
  pt_refused (s, "waste:foundation-12",
              "a 5 may not start a foundation: 4 are started and only 4 queens are on "
              "the table");
  pt_refused (s, "waste:foundation-15",
              "a 5 may not start a foundation: 4 are started and only 4 queens are on "
              "the table");
}

/* A 5 or 6 that may not start a foundation is played as any other card. */
static void
test_held_back_played_as_any_card (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'laggard-lady','rest':'stock','piles':{'foundation-0':['6C'],"
      "'foundation-1':['6D'],'foundation-8':['5C'],'foundation-9':['5D'],"
      "'tableau-0':['QC','6H'],'tableau-1':['QD'],'waste':['5S']}}");

  pt_refused (s, "waste:foundation-10",
              "a 5 may not start a foundation: 2 are started and only 2 queens are on "
              "the table");
  pt_play (s, "waste:tableau-0");
  pt_assert_pile (s, "tableau-0", "QC 6H 5S");
  pt_refused (s, "tableau-0:foundation-10", "a 5 may not start a foundation");
  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "QD 5S");
  pt_refused (s, "tableau-0:foundation-2", "a 6 may not start a foundation");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "KS");
}

/* One Queen out: one foundation of each kind. */
static void
test_limit_one_queen (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'laggard-lady','rest':'stock','piles':{'foundation-0':['6S'],"
      "'tableau-0':['QC','6H'],'waste':['5D'],'stock':['5H']}}");

  pt_refused (s, "tableau-0:foundation-1",
              "a 6 may not start a foundation: 1 is started and only 1 queen is on the "
              "table");
  pt_play (s, "waste:foundation-8");
  pt_assert_pile (s, "foundation-8", "5D");
  pt_play (s, "deal");
  pt_refused (s, "waste:foundation-9",
              "a 5 may not start a foundation: 1 is started and only 1 queen is on the "
              "table");
  pt_play (s, "waste:tableau-0");
  pt_assert_pile (s, "tableau-0", "QC 6H 5H");
}

/* A position that breaks the limit is refused. */
static void
test_position_over_limit (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) over = pt_try_position (
      "{'game':'laggard-lady','rest':'stock','piles':{'foundation-8':['5S'],"
      "'foundation-9':['5D'],'foundation-10':['5H'],'tableau-0':['QC'],"
      "'tableau-1':['QD']}}",
      &error);
  g_autoptr (PatSession) at = pt_position (
      "{'game':'laggard-lady','rest':'stock','piles':{'foundation-8':['5S'],"
      "'foundation-9':['5D'],'tableau-0':['QC'],'tableau-1':['QD']}}");

  g_assert_null (over);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "more foundations of a kind are started "
                                            "than queens are on the table"));
  /* As many started as Queens out is fine. */
  pt_assert_status (at, "playing");
}

/* deal-mode=classic, as in Intrigue: the stock's top goes onto tableau-7 and
 * bare Queens wait for the stock to run out. */
static void
test_classic_deal (void)
{
  g_autoptr (PatSession) s = deal_session ("classic", 5);

  pt_assert_pile (s, "tableau-1", "QC JS JC 9S 6S");
  pt_refused (s, "tableau-0:tableau-2",
              "bare queens take cards only once the stock is empty");
  pt_play (s, "deal");
  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-7", "QD 5S 4H");
  pt_assert_pile (s, "waste", "");
  pt_play (s, "tableau-7:foundation-8");
  pt_assert_pile (s, "foundation-8", "5D 4H");
  /* Eight Queens are out: the fifth 5 starts a foundation. */
  pt_play (s, "tableau-7:foundation-12");
  pt_assert_pile (s, "foundation-12", "5S");
  pt_assert_pile (s, "tableau-7", "QD");
  pt_refused (s, "tableau-0:tableau-7",
              "bare queens take cards only once the stock is empty");
}

static void
check_deal_against_rules (const char *mode)
{
  guint held_back = 0, deals_held_back = 0;

  for (guint32 deal = 1; deal <= 200; deal++)
    {
      g_autoptr (PatSession) s = deal_session (mode, deal);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      Dealt expected;

      g_test_message ("deal %u (%s)", deal, mode);
      g_assert_true (pat_state_validate (state, rules, NULL));
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      simulate_deal ("laggard-lady", deal, TRUE, &expected);
      assert_dealt (s, &expected);
      held_back += expected.held_back;
      deals_held_back += expected.held_back > 0;
    }
  /* The limit mattered in some of these deals. */
  g_assert_cmpuint (deals_held_back, >, 0);
  g_assert_cmpuint (held_back, >=, deals_held_back);
}

static void
test_deal_seed (void)
{
  check_deal_against_rules ("seed");
}

static void
test_deal_classic (void)
{
  check_deal_against_rules ("classic");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/laggard-lady/same-as-intrigue", test_same_as_intrigue);
  g_test_add_func ("/laggard-lady/intrigue-play", test_intrigue_play);
  g_test_add_func ("/laggard-lady/pinned-held-back-deal", test_pinned_held_back_deal);
  g_test_add_func ("/laggard-lady/limit-example", test_limit_example);
  g_test_add_func ("/laggard-lady/held-back-played-as-any-card",
                   test_held_back_played_as_any_card);
  g_test_add_func ("/laggard-lady/limit-one-queen", test_limit_one_queen);
  g_test_add_func ("/laggard-lady/position-over-limit", test_position_over_limit);
  g_test_add_func ("/laggard-lady/classic-deal", test_classic_deal);
  g_test_add_func ("/laggard-lady/deal-seed", test_deal_seed);
  g_test_add_func ("/laggard-lady/deal-classic", test_deal_classic);

  return g_test_run ();
}
