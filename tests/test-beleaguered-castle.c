/* test-beleaguered-castle.c — every rule of Beleaguered Castle and of its
 * aces option, Streets and Alleys
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

/* The Aces start the foundations in suit order; the other 48 cards lie face
 * up in eight rows of six. */
static void
test_deal (void)
{
  for (guint32 deal = 1; deal <= 30; deal++)
    {
      g_autoptr (PatSession) s = pt_deal ("beleaguered-castle", deal, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);

      g_assert_true (pat_state_validate (state, rules, NULL));
      g_assert_cmpint (rules->stock, ==, -1);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 8);
      pt_assert_pile (s, "foundation-0", "AC");
      pt_assert_pile (s, "foundation-1", "AD");
      pt_assert_pile (s, "foundation-2", "AH");
      pt_assert_pile (s, "foundation-3", "AS");
      for (guint r = 0; r < 8; r++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", r);
          guint len;
          const PatCard *cards = pt_pile_cards (s, id, &len);

          g_assert_cmpuint (len, ==, 6);
          for (guint i = 0; i < len; i++)
            {
              g_assert_false (pat_card_is_face_down (cards[i]));
              g_assert_cmpuint (pat_card_rank (cards[i]), !=, PAT_ACE);
            }
        }
      pt_assert_status (s, "playing");
    }
}

/* Streets and Alleys: every card dealt, rows of 7, 7, 7, 7, 6, 6, 6, 6,
 * the foundations empty. */
static void
test_streets_deal (void)
{
  guint aces_in_rows = 0;

  for (guint32 deal = 1; deal <= 30; deal++)
    {
      g_autoptr (PatSession) s = pt_deal ("beleaguered-castle", deal, "aces", "true");
      const PatRules *rules = pat_session_get_rules (s);

      g_assert_true (pat_state_validate (pat_session_get_state (s), rules, NULL));
      for (guint f = 0; f < 4; f++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", f);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      for (guint r = 0; r < 8; r++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", r);
          guint len;
          const PatCard *cards = pt_pile_cards (s, id, &len);

          g_assert_cmpuint (len, ==, r < 4 ? 7 : 6);
          for (guint i = 0; i < len; i++)
            {
              g_assert_false (pat_card_is_face_down (cards[i]));
              aces_in_rows += pat_card_rank (cards[i]) == PAT_ACE;
            }
        }
    }
  g_assert_cmpuint (aces_in_rows, ==, 4 * 30);
  pt_option_refused ("beleaguered-castle", "aces", "maybe", "aces");
}

/* Rows build down regardless of suit, one card at a time. */
static void
test_build (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'beleaguered-castle','rest':'tableau-0','piles':{"
      "'foundation-0':['AC'],'foundation-1':['AD'],'foundation-2':['AH'],"
      "'foundation-3':['AS'],'tableau-1':['9C','8H'],'tableau-2':['9D'],"
      "'tableau-3':['7S'],'tableau-4':['7D'],'tableau-5':['10H'],'tableau-6':['QS'],"
      "'tableau-7':['JS']}}");

  pt_refused (s, "tableau-4:tableau-2", "a 7 of diamonds can only go on an 8");
  pt_refused (s, "tableau-6:tableau-7", "a queen of spades can only go on a king");
  pt_play (s, "tableau-3:tableau-1");
  pt_assert_pile (s, "tableau-1", "9C 8H 7S");
  /* A run built down does not move as one. */
  pt_refused (s, "tableau-1:tableau-5:3", "one at a time");
  pt_refused (s, "tableau-1:tableau-2:2", "one at a time");
  pt_play (s, "tableau-7:tableau-6");
  pt_assert_pile (s, "tableau-6", "QS JS");
  pt_assert_pile (s, "tableau-7", "");
}

/* An empty row takes any card, not only a King. */
static void
test_empty_row (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'beleaguered-castle','rest':'tableau-0','piles':{"
      "'foundation-0':['AC'],'foundation-1':['AD'],'foundation-2':['AH'],"
      "'foundation-3':['AS'],'tableau-1':['9C','4H'],'tableau-2':[],"
      "'tableau-3':['7S'],'tableau-4':['KD'],'tableau-5':['10H'],'tableau-6':['QS'],"
      "'tableau-7':[]}}");

  pt_play (s, "tableau-1:tableau-2");
  pt_assert_pile (s, "tableau-2", "4H");
  pt_play (s, "tableau-4:tableau-7");
  pt_assert_pile (s, "tableau-7", "KD");
  pt_assert_pile (s, "tableau-4", "");
}

/* Foundations climb in suit; their cards never leave. */
static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'beleaguered-castle','rest':'tableau-0','piles':{"
      "'foundation-0':['AC'],'foundation-1':['AD'],'foundation-2':['AH'],"
      "'foundation-3':['AS'],'tableau-1':['2C'],'tableau-2':['3C'],"
      "'tableau-3':['2D'],'tableau-4':[],'tableau-5':['10H'],'tableau-6':['QS'],"
      "'tableau-7':['JS']}}");

  pt_refused (s, "tableau-2:foundation-0", "a 3 of clubs can only go on a 2 of clubs");
  pt_refused (s, "tableau-3:foundation-0", "a 2 of diamonds can only go on an ace");
  pt_play (s, "tableau-1:foundation-0");
  pt_play (s, "tableau-2:foundation-0");
  pt_play (s, "tableau-3:foundation-1");
  pt_assert_pile (s, "foundation-0", "AC 2C 3C");
  pt_refused (s, "foundation-0:tableau-4", "a card never leaves a foundation");
  pt_refused (s, "foundation-1:tableau-2", "a card never leaves a foundation");
  pt_refused (s, "tableau-5:foundation-4", "has no pile");
}

/* Streets and Alleys: any Ace starts an empty foundation, nothing else. */
static void
test_streets_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'beleaguered-castle','options':{'aces':true},'rest':'tableau-0',"
      "'piles':{'tableau-1':['AH'],'tableau-2':['2H'],'tableau-3':['AS']}}");

  pt_refused (s, "tableau-2:foundation-0", "an empty foundation takes only an ace");
  pt_play (s, "tableau-1:foundation-3");
  pt_play (s, "tableau-2:foundation-3");
  pt_play (s, "tableau-3:foundation-0");
  pt_assert_pile (s, "foundation-3", "AH 2H");
  pt_assert_pile (s, "foundation-0", "AS");
}

static void
test_no_stock (void)
{
  g_autoptr (PatSession) s = pt_deal ("beleaguered-castle", 3, NULL, NULL);

  pt_refused (s, "deal", "there is no stock in this game");
  pt_refused (s, "redeal", "this game has no redeal");
}

/* Undo gives back the exact position before the move, and redo the one
 * after. */
static void
test_undo (void)
{
  g_autoptr (PatSession) s = pt_deal ("beleaguered-castle", 7, NULL, NULL);

  pt_assert_undo_redo (s, 1);
}

static void
test_won_and_lost (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("beleaguered-castle");
  g_autoptr (PatSession) streets_won
      = pt_spades_left ("beleaguered-castle", "{'aces':true}", 12, "'tableau-4':['KS']");
  /* No row empty, no top card one below another's, none going home. */
  g_autoptr (PatSession) lost = pt_position (
      "{'game':'beleaguered-castle','rest':'tableau-0','piles':{"
      "'foundation-0':['AC'],'foundation-1':['AD'],'foundation-2':['AH'],"
      "'foundation-3':['AS'],'tableau-0':['3C'],'tableau-1':['3D'],"
      "'tableau-2':['3H'],'tableau-3':['3S'],'tableau-4':['KC'],'tableau-5':['KD'],"
      "'tableau-6':['KH'],'tableau-7':['KS']}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-4:foundation-3");
  pt_assert_status (won, "won");
  pt_play (streets_won, "tableau-4:foundation-3");
  pt_assert_status (streets_won, "won");
  pt_assert_status (lost, "lost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/beleaguered-castle/deal", test_deal);
  g_test_add_func ("/beleaguered-castle/streets-deal", test_streets_deal);
  g_test_add_func ("/beleaguered-castle/build", test_build);
  g_test_add_func ("/beleaguered-castle/empty-row", test_empty_row);
  g_test_add_func ("/beleaguered-castle/foundations", test_foundations);
  g_test_add_func ("/beleaguered-castle/streets-foundations", test_streets_foundations);
  g_test_add_func ("/beleaguered-castle/no-stock", test_no_stock);
  g_test_add_func ("/beleaguered-castle/undo", test_undo);
  g_test_add_func ("/beleaguered-castle/won-and-lost", test_won_and_lost);

  return g_test_run ();
}
