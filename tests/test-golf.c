/* test-golf.c — Golf: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* Seven columns of five face-up cards, the stock's top card on the
 * foundation, 16 cards face down in the stock. */
static void
test_deal (void)
{
  for (guint32 n = 1; n <= 20; n++)
    {
      g_autoptr (PatSession) s = pt_deal ("golf", n, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      guint len;
      const PatCard *cards;

      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 7);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_FOUNDATION), ==, 1);
      g_assert_cmpint (rules->waste, ==, -1);
      for (guint i = 0; i < 7; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);

          cards = pt_pile_cards (s, id, &len);
          g_assert_cmpuint (len, ==, 5);
          for (guint c = 0; c < len; c++)
            g_assert_false (pat_card_is_face_down (cards[c]));
        }
      cards = pt_pile_cards (s, "foundation-0", &len);
      g_assert_cmpuint (len, ==, 1);
      g_assert_false (pat_card_is_face_down (cards[0]));
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 16);
      for (guint c = 0; c < len; c++)
        g_assert_true (pat_card_is_face_down (cards[c]));
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      pt_assert_status (s, "playing");
    }
}

/* One rank up or down, any suit; only from a column; never onto a column. */
static void
test_building (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'golf','rest':'stock','piles':{'foundation-0':['8S'],"
      "'tableau-0':['9H'],'tableau-1':['7C'],'tableau-2':['10D'],'tableau-3':['8D'],"
      "'tableau-4':['JC','6S']}}");

  pt_play (s, "tableau-0:foundation-0");
  pt_assert_pile (s, "foundation-0", "8S 9H");
  pt_refused (s, "tableau-1:foundation-0", "a 7 of clubs can only go on a 6 or 8");
  pt_play (s, "tableau-2:foundation-0");
  pt_refused (s, "tableau-3:foundation-0", "an 8 of diamonds can only go on a 7 or 9");
  pt_refused (s, "tableau-3:tableau-2", "nothing can be put on tableau pile 3");
  pt_refused (s, "tableau-3:tableau-4", "nothing can be put on tableau pile 5");
  /* Only the top card of a column. */
  pt_refused (s, "tableau-4:foundation-0:2", "cards leave a tableau pile one at a time");
  pt_refused (s, "tableau-4:foundation-0", "a 6 of spades can only go on a 5 or 7");
  /* Nothing leaves the foundation. */
  pt_refused (s, "foundation-0:tableau-2", "a card never leaves a foundation");
  pt_refused (s, "stock:foundation-0", "cards are not played from the stock; deal them");
}

/* Without wrap nothing goes on a King, though a King goes on a Queen; an
 * Ace takes only a 2. With wrap the ranks run round. */
static void
test_kings (void)
{
#define KINGS_JSON(wrap_)                                                                \
  "{'game':'golf','options':{'wrap':" wrap_ "},'rest':'stock','piles':{"                 \
  "'foundation-0':['QS'],'tableau-0':['KH'],'tableau-1':['QC'],'tableau-2':['AD'],"      \
  "'tableau-3':['AC','2D']}}"
  g_autoptr (PatSession) dead = pt_position (KINGS_JSON ("false"));
  g_autoptr (PatSession) wrap = pt_position (KINGS_JSON ("true"));
  g_autoptr (PatSession) ace = NULL;

  pt_play (dead, "tableau-0:foundation-0");
  pt_refused (dead, "tableau-1:foundation-0",
              "nothing goes on a King unless King and Ace are neighbours");
  pt_refused (dead, "tableau-2:foundation-0",
              "nothing goes on a King unless King and Ace are neighbours");
  pt_assert_status (dead, "playing");

  pt_play (wrap, "tableau-0:foundation-0");
  pt_play (wrap, "tableau-2:foundation-0");
  pt_assert_pile (wrap, "foundation-0", "QS KH AD");
  pt_play (wrap, "tableau-3:foundation-0");
  pt_refused (wrap, "tableau-1:foundation-0",
              "a queen of clubs can only go on a jack or king");

  /* Without wrap an Ace takes a 2 and nothing else. */
  ace = pt_position ("{'game':'golf','rest':'stock','piles':{'foundation-0':['AS'],"
                     "'tableau-0':['KH'],'tableau-1':['2C']}}");
  pt_refused (ace, "tableau-0:foundation-0", "a king of hearts can only go on a queen");
  pt_play (ace, "tableau-1:foundation-0");
}

/* The stock turns its top card onto the foundation at any time, whatever
 * lies there; undo takes it back; no redeal. */
static void
test_deal_move (void)
{
  g_autoptr (PatSession) s = pt_deal ("golf", 4, NULL, NULL);
  const PatState *start = NULL;
  PatState before;
  guint len;
  const PatCard *stock = pt_pile_cards (s, "stock", &len);
  PatCard top = stock[len - 1];
  const PatCard *found;

  start = pat_session_get_state (s);
  before = *start;
  pt_play (s, "deal");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 15);
  found = pt_pile_cards (s, "foundation-0", &len);
  g_assert_cmpuint (len, ==, 2);
  g_assert_cmpint (found[1], ==, pat_card_face_up (top));
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (pat_session_get_state (s), &before));

  for (guint i = 0; i < 16; i++)
    pt_play (s, "deal");
  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 17);
  pt_refused (s, "deal", "the stock is empty");
  pt_refused (s, "redeal", "this game has no redeal");
}

/* A column card moved and undone gives back the exact position. */
static void
test_undo (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'golf','rest':'stock','piles':{'foundation-0':['5S'],"
                     "'tableau-0':['3C','4H'],'tableau-1':['6C']}}");
  PatState before = *pat_session_get_state (s);
  PatMove moves[64];
  guint n = pat_moves_list (pat_session_get_rules (s), pat_session_get_state (s), moves,
                            G_N_ELEMENTS (moves));

  /* Both tops fit, and the stock deals. */
  g_assert_cmpuint (n, ==, 3);
  pt_play (s, "tableau-0:foundation-0");
  pt_play (s, "tableau-0:foundation-0");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (pat_session_get_state (s), &before));
}

/* Double-click sends a column's top card to the foundation where it fits. */
static void
test_find_home (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'golf','rest':'stock','piles':{'foundation-0':['5S'],"
                     "'tableau-0':['KC','4H'],'tableau-1':['9C']}}");
  const PatRules *rules = pat_session_get_rules (s);

  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-0")),
                   ==, pat_rules_find_pile (rules, "foundation-0"));
  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-1")),
                   ==, -1);
}

/* Won once the columns are empty, with cards left in the stock; lost with
 * the stock empty and no column card that fits. */
static void
test_end (void)
{
  g_autoptr (PatSession) won = pt_position (
      "{'game':'golf','rest':'foundation-0','piles':{'stock':['#3C','#4C'],"
      "'foundation-0':['5S'],'tableau-0':['4H']}}");
  g_autoptr (PatSession) stuck
      = pt_position ("{'game':'golf','rest':'foundation-0','piles':{'stock':[],"
                     "'foundation-0':['5S'],'tableau-0':['9H'],'tableau-1':['KC']}}");
  g_autoptr (PatSession) king
      = pt_position ("{'game':'golf','rest':'foundation-0','piles':{'stock':[],"
                     "'foundation-0':['KS'],'tableau-0':['QH']}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-0:foundation-0");
  pt_assert_status (won, "won");
  g_assert_cmpuint (pt_pile_len (won, "stock"), ==, 2);
  g_assert_true (pat_session_undo (won));
  pt_assert_status (won, "playing");

  pt_assert_status (stuck, "lost");
  pt_assert_status (king, "lost");
}

/* Positions from outside: the foundation may hold any cards, since the
 * stock's cards cover it whatever its top; column cards lie face up. */
static void
test_validate (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) any = pt_try_position (
      "{'game':'golf','rest':'stock','piles':{'foundation-0':['KC','2D','9H']}}", &error);
  g_autoptr (PatSession) down = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (any);
  down = pt_try_position ("{'game':'golf','rest':'stock','piles':{'foundation-0':['KC'],"
                          "'tableau-0':['#2D','9H']}}",
                          &error);
  g_assert_null (down);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "cannot lie face down there"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/golf/deal", test_deal);
  g_test_add_func ("/golf/building", test_building);
  g_test_add_func ("/golf/kings", test_kings);
  g_test_add_func ("/golf/deal-move", test_deal_move);
  g_test_add_func ("/golf/undo", test_undo);
  g_test_add_func ("/golf/find-home", test_find_home);
  g_test_add_func ("/golf/end", test_end);
  g_test_add_func ("/golf/validate", test_validate);

  return g_test_run ();
}
