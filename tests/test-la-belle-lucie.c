/* test-la-belle-lucie.c — La Belle Lucie, Trefoil and House in the Wood
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

/* Seventeen fans of three and one of one, all face up; nothing elsewhere. */
static void
test_lucie_deal (void)
{
  for (guint32 n = 1; n <= 30; n++)
    {
      g_autoptr (PatSession) s = pt_deal ("la-belle-lucie", n, NULL, NULL);
      const PatState *state = pat_session_get_state (s);

      for (guint i = 0; i < 18; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);

          g_assert_cmpuint (pt_pile_len (s, id), ==, i < 17 ? 3 : 1);
        }
      for (guint i = 0; i < 4; i++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", i);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      for (guint i = 0; i < 52; i++)
        g_assert_false (pat_card_is_face_down (state->cards[i]));
      g_assert_cmpuint (state->redeals_left, ==, 2);
    }
}

/* Trefoil: the Aces on the foundations, sixteen fans of three. */
static void
test_trefoil_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("trefoil", 4, NULL, NULL);

  pt_assert_pile (s, "foundation-0", "AC");
  pt_assert_pile (s, "foundation-1", "AD");
  pt_assert_pile (s, "foundation-2", "AH");
  pt_assert_pile (s, "foundation-3", "AS");
  g_assert_cmpint (pat_rules_find_pile (pat_session_get_rules (s), "tableau-16"), ==, -1);
  for (guint i = 0; i < 16; i++)
    {
      g_autofree char *id = g_strdup_printf ("tableau-%u", i);

      g_assert_cmpuint (pt_pile_len (s, id), ==, 3);
    }
}

/* House in the Wood: 104 cards in thirty-four fans of three and one of two. */
static void
test_house_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("house-in-the-wood", 9, NULL, NULL);

  for (guint i = 0; i < 35; i++)
    {
      g_autofree char *id = g_strdup_printf ("tableau-%u", i);

      g_assert_cmpuint (pt_pile_len (s, id), ==, i < 34 ? 3 : 2);
    }
  g_assert_true (
      pat_state_check_deck (pat_session_get_state (s), pat_session_get_rules (s), NULL));
}

static void
test_lucie_build_down_in_suit (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'la-belle-lucie','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C'],'tableau-2':['8C'],'tableau-3':['10C'],'tableau-4':['8H']}}");

  pt_refused (s, "tableau-3:tableau-1", "a 10 of clubs can only go on a jack of clubs");
  pt_refused (s, "tableau-4:tableau-1", "an 8 of hearts can only go on a 9 of hearts");
  pt_refused (s, "tableau-1:tableau-2", "a 9 of clubs can only go on a 10 of clubs");
  pt_play (s, "tableau-2:tableau-1");
  pt_assert_pile (s, "tableau-1", "9C 8C");
  pt_assert_pile (s, "tableau-2", "");
  /* An emptied fan is never filled. */
  pt_refused (s, "tableau-4:tableau-2", "tableau pile 3 is empty and takes no card");
  pt_refused (s, "tableau-1:tableau-3", "an 8 of clubs can only go on a 9 of clubs");
}

static void
test_house_builds_both_ways (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'house-in-the-wood','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C'],'tableau-2':['8C'],'tableau-3':['9C'],'tableau-4':['QS'],"
      "'tableau-5':['AS']}}");

  /* Down, then up again: 9, 8, 9. */
  pt_play (s, "tableau-2:tableau-1");
  pt_play (s, "tableau-3:tableau-1");
  pt_assert_pile (s, "tableau-1", "9C 8C 9C");
  pt_refused (s, "tableau-0:tableau-4",
              "a king of diamonds can only go on a queen of diamonds");
  pt_refused (s, "tableau-5:tableau-0", "an ace of spades can only go on a 2 of spades");
}

static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'la-belle-lucie','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['2S'],'tableau-2':['AS'],'foundation-0':['AC']}}");

  pt_refused (s, "tableau-1:foundation-1", "an empty foundation takes only an ace");
  pt_play (s, "tableau-2:foundation-1");
  pt_play (s, "tableau-1:foundation-1");
  pt_assert_pile (s, "foundation-1", "AS 2S");
  pt_refused (s, "foundation-1:tableau-0",
              "a card never leaves a foundation in this game");
}

/* A redeal gathers the fans, shuffles them and deals them again in threes,
 * the same way every time. */
static void
test_redeal (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'la-belle-lucie','deal':17,'rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['2S'],'tableau-2':['AS'],"
      "'foundation-0':['AC','2C','3C'],'foundation-1':['AD']}}");
  PatState once;

  pt_refused (s, "deal", "there is no stock in this game");
  pt_play (s, "redeal");
  once = *pat_session_get_state (s);
  g_assert_cmpuint (once.redeals_left, ==, 1);
  /* 48 cards left off the foundations: sixteen fans of three. */
  for (guint i = 0; i < 18; i++)
    {
      g_autofree char *id = g_strdup_printf ("tableau-%u", i);

      g_assert_cmpuint (pt_pile_len (s, id), ==, i < 16 ? 3 : 0);
    }
  pt_assert_pile (s, "foundation-0", "AC 2C 3C");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_session_redo (s));
  g_assert_true (pat_state_equal (&once, pat_session_get_state (s)));
  pt_play (s, "redeal");
  pt_refused (s, "redeal", "no redeal is left");
}

static void
test_redeals_option (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'trefoil','options':{'redeals':0},'rest':'tableau-0',"
      "'piles':{'foundation-0':['AC'],'foundation-1':['AD'],'foundation-2':['AH'],"
      "'foundation-3':['AS']}}");
  g_autoptr (PatSession) house = pt_deal ("house-in-the-wood", 2, NULL, NULL);

  pt_refused (s, "redeal", "redeals are turned off (option redeals)");
  pt_refused (house, "redeal", "this game has no redeal");
}

static void
test_won_and_lost (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("la-belle-lucie");
  /* Every fan's top is a King or blocked by its own suit: no move, and no
   * redeal left. */
  g_autoptr (PatSession) lost = pt_position (
      "{'game':'la-belle-lucie','redeals-left':0,'rest':'tableau-0','piles':{"
      "'tableau-0':['KC'],'tableau-1':['KD'],'tableau-2':['KH'],'tableau-3':['KS']}}");

  pt_play (won, "tableau-4:foundation-3");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/la-belle-lucie/deal", test_lucie_deal);
  g_test_add_func ("/la-belle-lucie/trefoil-deal", test_trefoil_deal);
  g_test_add_func ("/la-belle-lucie/house-deal", test_house_deal);
  g_test_add_func ("/la-belle-lucie/build-down-in-suit", test_lucie_build_down_in_suit);
  g_test_add_func ("/la-belle-lucie/house-builds-both-ways", test_house_builds_both_ways);
  g_test_add_func ("/la-belle-lucie/foundations", test_foundations);
  g_test_add_func ("/la-belle-lucie/redeal", test_redeal);
  g_test_add_func ("/la-belle-lucie/redeals-option", test_redeals_option);
  g_test_add_func ("/la-belle-lucie/won-and-lost", test_won_and_lost);

  return g_test_run ();
}
