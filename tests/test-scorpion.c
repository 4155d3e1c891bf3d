/* test-scorpion.c — Scorpion: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* Seven columns of seven, the bottom three of the first four face down,
 * everything else face up; three cards in the stock; empty foundations. */
static void
test_deal (void)
{
  for (guint32 n = 1; n <= 10; n++)
    {
      g_autoptr (PatSession) s = pt_deal ("scorpion", n, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      guint len;
      const PatCard *cards;

      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 7);
      g_assert_cmpint (rules->waste, ==, -1);
      for (guint i = 0; i < 7; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);

          cards = pt_pile_cards (s, id, &len);
          g_assert_cmpuint (len, ==, 7);
          for (guint c = 0; c < len; c++)
            g_assert_cmpint (pat_card_is_face_down (cards[c]), ==, i < 4 && c < 3);
        }
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 3);
      for (guint c = 0; c < len; c++)
        g_assert_true (pat_card_is_face_down (cards[c]));
      for (guint i = 0; i < 4; i++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", i);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      g_assert_true (pat_state_check_deck (pat_session_get_state (s), rules, NULL));
      pt_refused (s, "redeal", "this game has no redeal");
    }
}

/* Down in suit; any face-up card moves with everything on it, in
 * sequence or not, and only its bottom card must fit; the card under it
 * turns up. */
static void
test_groups (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'scorpion','rest':'tableau-6','piles':{'tableau-0':['#2C','#3C','8S','4H',"
      "'KD','5C'],'tableau-1':['9S'],'tableau-2':['9H'],'tableau-3':['6H'],"
      "'tableau-4':['7H'],'tableau-5':['10C']}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatMove moves[PAT_MAX_MOVES];
  char text[PAT_MOVE_TEXT_SIZE];
  guint n;
  gboolean listed = FALSE;

  g_assert_cmpuint (pat_move_run_length (rules, pat_session_get_state (s),
                                         (guint)pat_rules_find_pile (rules, "tableau-0")),
                    ==, 4);
  pt_refused (s, "tableau-0:tableau-2:4", "an 8 of spades can only go on a 9 of spades");
  pt_refused (s, "tableau-0:tableau-1:5",
              "those cards are not a run: only face-up cards move together");
  pt_refused (s, "tableau-3:tableau-1", "a 6 of hearts can only go on a 7 of hearts");

  n = pat_moves_list (rules, pat_session_get_state (s), moves, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    if (strcmp (pat_move_to_string (rules, &moves[i], text), "tableau-0:tableau-1:4")
        == 0)
      listed = TRUE;
  g_assert_true (listed);

  pt_play (s, "tableau-0:tableau-1:4");
  pt_assert_pile (s, "tableau-1", "9S 8S 4H KD 5C");
  pt_assert_pile (s, "tableau-0", "#2C 3C");
  pt_play (s, "tableau-3:tableau-4");
  pt_assert_pile (s, "tableau-4", "7H 6H");
  pt_assert_pile (s, "tableau-3", "");
}

/* An empty column takes only a King, with whatever lies on it; the
 * player never moves a card to or from a foundation. */
static void
test_empty_and_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'scorpion','rest':'tableau-6','piles':{'tableau-0':['QD','KS','2H'],"
      "'tableau-1':[],'tableau-2':['AH'],'tableau-3':['3H']}}");

  pt_refused (s, "tableau-0:tableau-1:3",
              "an empty tableau pile takes only a king, not a queen of diamonds");
  pt_refused (s, "tableau-3:tableau-1",
              "an empty tableau pile takes only a king, not a 3 of hearts");
  pt_refused (s, "tableau-2:foundation-0", "nothing can be put on foundation 1");
  pt_play (s, "tableau-0:tableau-1:2");
  pt_assert_pile (s, "tableau-1", "KS 2H");
  pt_assert_pile (s, "tableau-0", "QD");
  g_assert_cmpint (
      pat_move_find_home (
          pat_session_get_rules (s), pat_session_get_state (s),
          (guint)pat_rules_find_pile (pat_session_get_rules (s), "tableau-2")),
      ==, -1);
}

/* The stock's three cards go face up onto the first three columns in one
 * deal, an empty one among them too; there is no second deal; undo
 * gives back the exact position. */
static void
test_stock (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'scorpion','rest':'tableau-6','piles':{'stock':['#2C','#3C','#4C'],"
      "'tableau-0':['KD'],'tableau-1':[],'tableau-2':['JD'],'tableau-3':['10D']}}");
  PatState before = *pat_session_get_state (s);

  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-0", "KD 4C");
  pt_assert_pile (s, "tableau-1", "3C");
  pt_assert_pile (s, "tableau-2", "JD 2C");
  pt_assert_pile (s, "tableau-3", "10D");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 0);
  pt_refused (s, "deal", "the stock is empty");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (&before, pat_session_get_state (s)));
}

/* A full suit from King to Ace on top of a column leaves for the first
 * empty foundation as part of the move that completes it, with the cards
 * the group carried; the card it uncovers turns up; undo takes it all
 * back. */
static void
test_full_suit (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'scorpion','rest':'tableau-6','piles':{'tableau-0':['#5C','JD','KH','QH',"
      "'JH','10H','9H','8H','7H','6H','5H','4H','3H','2H'],'tableau-1':['AH'],"
      "'tableau-2':['#4C','AS','KS']}}");
  PatState before = *pat_session_get_state (s);

  pt_play (s, "tableau-1:tableau-0");
  pt_assert_pile (s, "tableau-0", "#5C JD");
  pt_assert_pile (s, "foundation-0", "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH");
  pt_assert_status (s, "playing");
  pt_refused (s, "foundation-0:tableau-1", "a card never leaves a foundation");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (&before, pat_session_get_state (s)));
}

/* Won with all four suits home; lost with no move and no deal left. */
static void
test_won_and_lost (void)
{
  g_autoptr (PatSession) won = pt_position (
      "{'game':'scorpion','piles':{"
      "'foundation-0':['KC','QC','JC','10C','9C','8C','7C','6C','5C','4C','3C','2C','AC']"
      ","
      "'foundation-1':['KD','QD','JD','10D','9D','8D','7D','6D','5D','4D','3D','2D','AD']"
      ","
      "'foundation-2':['KH','QH','JH','10H','9H','8H','7H','6H','5H','4H','3H','2H','AH']"
      ","
      "'tableau-0':['KS','QS','JS','10S','9S','8S','7S','6S','5S','4S','3S','2S'],"
      "'tableau-1':['AS']}}");
  /* Aces on top of the first four columns take nothing; the 3s on the
   * others want the 2s, which lie face down under the Aces; no column is
   * empty, and the stock is out. */
  g_autoptr (PatSession) lost = pt_position (
      "{'game':'scorpion','piles':{'tableau-0':['#2C','AC'],'tableau-1':['#2D','AD'],"
      "'tableau-2':['#2H','AH'],"
      "'tableau-3':['2S','KS','QS','JS','10S','9S','8S','7S','6S','5S','4S','3S','AS'],"
      "'tableau-4':['KC','QC','JC','10C','9C','8C','7C','6C','5C','4C','3C'],"
      "'tableau-5':['KD','QD','JD','10D','9D','8D','7D','6D','5D','4D','3D'],"
      "'tableau-6':['KH','QH','JH','10H','9H','8H','7H','6H','5H','4H','3H']}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-1:tableau-0");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scorpion/deal", test_deal);
  g_test_add_func ("/scorpion/groups", test_groups);
  g_test_add_func ("/scorpion/empty-and-foundations", test_empty_and_foundations);
  g_test_add_func ("/scorpion/stock", test_stock);
  g_test_add_func ("/scorpion/full-suit", test_full_suit);
  g_test_add_func ("/scorpion/won-and-lost", test_won_and_lost);
  return g_test_run ();
}
