/* test-canfield.c — Canfield: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* The base card on foundation-0, the reserve of 13 with its top face up,
 * four columns of one face-up card, the rest face down in the stock. */
static void
test_deal (void)
{
  for (guint32 n = 1; n <= 20; n++)
    {
      g_autoptr (PatSession) s = pt_deal ("canfield", n, n % 2 ? "draw" : NULL, "1");
      guint len;
      const PatCard *cards;

      cards = pt_pile_cards (s, "foundation-0", &len);
      g_assert_cmpuint (len, ==, 1);
      g_assert_false (pat_card_is_face_down (cards[0]));
      for (guint i = 1; i < 4; i++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", i);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      cards = pt_pile_cards (s, "reserve-0", &len);
      g_assert_cmpuint (len, ==, 13);
      for (guint c = 0; c < len; c++)
        g_assert_cmpint (pat_card_is_face_down (cards[c]), ==, c + 1 < len);
      for (guint i = 0; i < 4; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);

          cards = pt_pile_cards (s, id, &len);
          g_assert_cmpuint (len, ==, 1);
          g_assert_false (pat_card_is_face_down (cards[0]));
        }
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 34);
      for (guint c = 0; c < len; c++)
        g_assert_true (pat_card_is_face_down (cards[c]));
      g_assert_cmpuint (pt_pile_len (s, "waste"), ==, 0);
    }
}

/* Foundations start from the deal's base and build up in suit turning the
 * corner; nothing leaves them. */
static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'canfield','rest':'stock','piles':{'foundation-0':['8H','9H','10H',"
      "'JH','QH','KH'],'reserve-0':['#4C','8C'],'tableau-0':['AH'],'tableau-1':['5C'],"
      "'tableau-2':['2S'],'tableau-3':['9D']}}");

  pt_refused (s, "tableau-1:foundation-1",
              "an empty foundation takes only an 8 this deal, not a 5 of clubs");
  pt_play (s, "reserve-0:foundation-1");
  pt_assert_pile (s, "foundation-1", "8C");
  pt_assert_pile (s, "reserve-0", "4C");
  pt_play (s, "tableau-0:foundation-0");
  pt_assert_pile (s, "foundation-0", "8H 9H 10H JH QH KH AH");
  pt_refused (s, "foundation-0:tableau-2", "never leaves a foundation");
}

/* Columns build down in alternating colours, an Ace taking a King; runs
 * move from any of their cards; an emptied column takes the reserve's top,
 * and the card under it turns up, undone with the move. */
static void
test_columns (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'canfield','rest':'stock','piles':{'foundation-0':['2D'],"
      "'reserve-0':['#4C','#7D','JC'],'tableau-0':['AH'],'tableau-1':['KS','QD'],"
      "'tableau-2':['3S'],'tableau-3':['KC']}}");
  PatState before;

  pt_refused (s, "tableau-2:tableau-0", "a 3 of spades can only go on a red 4");
  pt_play (s, "tableau-1:tableau-0:2");
  pt_assert_pile (s, "tableau-0", "AH KS QD");
  /* The emptied column took the reserve's top; the next turned up. */
  pt_assert_pile (s, "tableau-1", "JC");
  pt_assert_pile (s, "reserve-0", "#4C 7D");
  pt_play (s, "tableau-1:tableau-0");
  pt_assert_pile (s, "tableau-1", "7D");
  pt_assert_pile (s, "reserve-0", "4C");
  before = *pat_session_get_state (s);
  /* A part of a run moves too. */
  pt_play (s, "tableau-0:tableau-3:2");
  pt_assert_pile (s, "tableau-3", "KC QD JC");
  g_assert_true (pat_session_undo (s));
  g_assert_true (memcmp (&before, pat_session_get_state (s), sizeof before) == 0);
}

/* Once the reserve is gone, an empty column takes any card. */
static void
test_empty_column (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'canfield','rest':'stock','piles':{'foundation-0':['5S'],"
      "'reserve-0':[],'waste':['9C'],'tableau-0':['5D'],'tableau-1':['KS'],"
      "'tableau-2':['3S'],'tableau-3':['KD']}}");

  pt_play (s, "tableau-0:foundation-1");
  pt_assert_pile (s, "tableau-0", "");
  pt_play (s, "waste:tableau-0");
  pt_assert_pile (s, "tableau-0", "9C");
}

/* The stock turns three at a time (one with draw=1); the waste turns over
 * as often as the player likes. */
static void
test_stock (void)
{
  g_autoptr (PatSession) three = pt_deal ("canfield", 5, NULL, NULL);
  g_autoptr (PatSession) one = pt_deal ("canfield", 5, "draw", "1");

  pt_play (three, "deal");
  g_assert_cmpuint (pt_pile_len (three, "waste"), ==, 3);
  pt_play (one, "deal");
  g_assert_cmpuint (pt_pile_len (one, "waste"), ==, 1);
  for (guint pass = 0; pass < 3; pass++)
    {
      pt_refused (three, "redeal", "only once the stock is empty");
      while (pt_pile_len (three, "stock") > 0)
        pt_play (three, "deal");
      g_assert_cmpuint (pt_pile_len (three, "waste"), ==, 34);
      pt_play (three, "redeal");
      g_assert_cmpuint (pt_pile_len (three, "stock"), ==, 34);
    }
}

/* Won with all 52 home. */
static void
test_won (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'canfield','piles':{'foundation-0':['AC','2C','3C','4C','5C','6C','7C',"
      "'8C','9C','10C','JC','QC','KC'],'foundation-1':['AD','2D','3D','4D','5D','6D',"
      "'7D','8D','9D','10D','JD','QD','KD'],'foundation-2':['AH','2H','3H','4H','5H',"
      "'6H','7H','8H','9H','10H','JH','QH','KH'],'foundation-3':['AS','2S','3S','4S',"
      "'5S','6S','7S','8S','9S','10S','JS','QS'],'tableau-0':['KS']}}");

  pt_assert_status (s, "playing");
  pt_play (s, "tableau-0:foundation-3");
  pt_assert_status (s, "won");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/canfield/deal", test_deal);
  g_test_add_func ("/canfield/foundations", test_foundations);
  g_test_add_func ("/canfield/columns", test_columns);
  g_test_add_func ("/canfield/empty-column", test_empty_column);
  g_test_add_func ("/canfield/stock", test_stock);
  g_test_add_func ("/canfield/won", test_won);
  return g_test_run ();
}
