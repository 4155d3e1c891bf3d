/* test-king-albert.c — every rule of King Albert, from constructed positions
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

static void
test_pinned_deal (void)
{
  g_autoptr (PatSession) s = NULL;
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  s = pat_session_new (&rules, 1);
  pt_assert_pile (s, "tableau-0", "4D 5C 5S AD 7S 5H JS KS 10H");
  pt_assert_pile (s, "tableau-1", "7D AC 8D 8S 10C JH 8C 5D");
  pt_assert_pile (s, "tableau-7", "3D QC");
  pt_assert_pile (s, "tableau-8", "6D");
  pt_assert_pile (s, "reserve-0", "7H");
  pt_assert_pile (s, "reserve-6", "KC");
  pt_assert_pile (s, "foundation-0", "");
  pt_assert_status (s, "playing");
}

static void
test_deal_shape (void)
{
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  for (guint32 deal = 1; deal <= 50; deal++)
    {
      g_autoptr (PatSession) s = pat_session_new (&rules, deal);
      const PatState *state = pat_session_get_state (s);

      g_assert_true (pat_state_validate (state, &rules, NULL));
      for (guint i = 0; i < 9; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);

          g_assert_cmpuint (
              pat_state_len (state, (guint)pat_rules_find_pile (&rules, id)), ==, 9 - i);
        }
      for (guint i = 0; i < 7; i++)
        {
          g_autofree char *id = g_strdup_printf ("reserve-%u", i);

          g_assert_cmpuint (
              pat_state_len (state, (guint)pat_rules_find_pile (&rules, id)), ==, 1);
        }
      for (guint i = 0; i < state->end[state->n_piles - 1]; i++)
        g_assert_false (pat_card_is_face_down (state->cards[i]));
    }
}

static void
test_build_down_alternate (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C'],'tableau-2':['8H'],'tableau-3':['8S'],'tableau-4':['10C'],"
      "'tableau-5':['QD'],'tableau-6':['4D'],'tableau-7':['4H'],'tableau-8':['4S']}}");

  pt_refused (s, "tableau-3:tableau-1", "an 8 of spades can only go on a red 9");
  pt_refused (s, "tableau-1:tableau-0", "a 9 of clubs can only go on a red 10");
  pt_refused (s, "tableau-2:tableau-4", "an 8 of hearts can only go on a black 9");
  pt_play (s, "tableau-2:tableau-1");
  pt_assert_pile (s, "tableau-1", "9C 8H");
  pt_assert_pile (s, "tableau-2", "");
  /* Only the top card moves: the 9 under the 8 stays. */
  pt_refused (s, "tableau-1:tableau-4", "an 8 of hearts can only go on a black 9");
}

static void
test_empty_tableau_takes_any (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C'],'tableau-2':[],'tableau-3':[],'reserve-3':['5H'],"
      "'foundation-0':['AC','2C']}}");

  pt_play (s, "tableau-1:tableau-2");
  pt_assert_pile (s, "tableau-2", "9C");
  pt_play (s, "reserve-3:tableau-1");
  pt_assert_pile (s, "tableau-1", "5H");
  pt_play (s, "foundation-0:tableau-3");
  pt_assert_pile (s, "tableau-3", "2C");
  pt_assert_pile (s, "foundation-0", "AC");
}

static void
test_reserve (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C'],'reserve-0':['8D'],'reserve-1':['AS'],'reserve-2':[]}}");

  pt_refused (s, "tableau-1:reserve-2", "nothing can be put on reserve 3");
  pt_refused (s, "reserve-0:reserve-2", "nothing can be put on reserve 3");
  pt_refused (s, "reserve-1:reserve-0", "nothing can be put on reserve 1");
  pt_refused (s, "reserve-2:tableau-1", "reserve 3 is empty");
  pt_play (s, "reserve-0:tableau-1");
  pt_play (s, "reserve-1:foundation-2");
  pt_assert_pile (s, "foundation-2", "AS");
  pt_assert_pile (s, "reserve-1", "");
}

static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['2C'],'tableau-2':['AC'],'tableau-3':['3D'],"
      "'foundation-1':['AD']}}");

  pt_refused (s, "tableau-1:foundation-0", "an empty foundation takes only an ace");
  pt_refused (s, "tableau-3:foundation-1",
              "a 3 of diamonds can only go on a 2 of diamonds");
  pt_play (s, "tableau-2:foundation-0");
  pt_refused (s, "tableau-1:foundation-1", "a 2 of clubs can only go on an ace of clubs");
  pt_play (s, "tableau-1:foundation-0");
  pt_assert_pile (s, "foundation-0", "AC 2C");
}

static void
test_foundation_takeback_option (void)
{
#define TAKEBACK_POSITION(value)                                                         \
  "{'game':'king-albert','options':{'foundation-takeback':" value "},"                   \
  "'rest':'tableau-0','piles':{'tableau-0':['KD'],'tableau-1':['3D'],"                   \
  "'tableau-2':['4D'],'foundation-0':['AC','2C']}}"
  const char *on = TAKEBACK_POSITION ("true");
  const char *off = TAKEBACK_POSITION ("false");
  g_autoptr (PatSession) s = pt_position (on);
  g_autoptr (PatSession) t = pt_position (off);

  pt_refused (s, "foundation-0:tableau-2", "a 2 of clubs can only go on a red 3");
  pt_play (s, "foundation-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "3D 2C");
  pt_refused (t, "foundation-0:tableau-1", "turned off (option foundation-takeback)");
}

static void
test_no_stock (void)
{
  g_autoptr (PatSession) s = NULL;
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  s = pat_session_new (&rules, 3);
  pt_refused (s, "deal", "there is no stock in this game");
  pt_refused (s, "redeal", "this game has no redeal");
  pt_refused (s, "stock:tableau-0", "has no pile “stock”");
}

static void
test_won_and_lost (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("king-albert");
  g_autoptr (PatSession) lost = pt_position (
      "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['2D'],"
      "'tableau-1':['3D'],'tableau-2':['4D'],'tableau-3':['5D'],'tableau-4':['6D'],"
      "'tableau-5':['7D'],'tableau-6':['8D'],'tableau-7':['9D'],'tableau-8':['10D'],"
      "'reserve-0':['2H'],'reserve-1':['3H'],'reserve-2':['4H'],'reserve-3':['5H'],"
      "'reserve-4':['6H'],'reserve-5':['7H'],'reserve-6':['8H']}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-4:foundation-3");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
}

static void
test_undo_redo (void)
{
  g_autoptr (PatSession) s = NULL;
  PatRules rules;
  PatState before;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  s = pat_session_new (&rules, 1);
  before = *pat_session_get_state (s);
  pt_play (s, "tableau-1:tableau-3");
  g_assert_false (pat_state_equal (&before, pat_session_get_state (s)));
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (&before, pat_session_get_state (s)));
  g_assert_false (pat_session_can_undo (s));
  g_assert_true (pat_session_redo (s));
  pt_assert_pile (s, "tableau-3", "2D QD 2C QH 6C 6S 5D");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/king-albert/pinned-deal", test_pinned_deal);
  g_test_add_func ("/king-albert/deal-shape", test_deal_shape);
  g_test_add_func ("/king-albert/build-down-alternate", test_build_down_alternate);
  g_test_add_func ("/king-albert/empty-tableau-takes-any", test_empty_tableau_takes_any);
  g_test_add_func ("/king-albert/reserve", test_reserve);
  g_test_add_func ("/king-albert/foundations", test_foundations);
  g_test_add_func ("/king-albert/foundation-takeback", test_foundation_takeback_option);
  g_test_add_func ("/king-albert/no-stock", test_no_stock);
  g_test_add_func ("/king-albert/won-and-lost", test_won_and_lost);
  g_test_add_func ("/king-albert/undo-redo", test_undo_redo);

  return g_test_run ();
}
