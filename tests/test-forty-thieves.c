/* test-forty-thieves.c — every rule of Forty Thieves
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

/* Ten columns of four face-up cards, the other 64 face down in the stock,
 * every card of the two decks twice. */
static void
test_deal (void)
{
  g_autofree char *first = NULL;

  for (guint32 deal = 1; deal <= 30; deal++)
    {
      g_autoptr (PatSession) s = pt_deal ("forty-thieves", deal, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      guint counts[64] = { 0 };
      guint len;
      const PatCard *cards;

      g_assert_true (pat_state_validate (pat_session_get_state (s), rules, NULL));
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 10);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_FOUNDATION), ==, 8);
      for (guint c = 0; c < 10; c++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", c);

          cards = pt_pile_cards (s, id, &len);
          g_assert_cmpuint (len, ==, 4);
          for (guint i = 0; i < len; i++)
            {
              g_assert_false (pat_card_is_face_down (cards[i]));
              counts[cards[i]]++;
            }
        }
      for (guint f = 0; f < 8; f++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", f);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      pt_assert_pile (s, "waste", "");
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 64);
      for (guint i = 0; i < len; i++)
        {
          g_assert_true (pat_card_is_face_down (cards[i]));
          counts[pat_card_face_up (cards[i])]++;
        }
      for (guint suit = 0; suit < PAT_N_SUITS; suit++)
        for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
          g_assert_cmpuint (counts[pat_card_new (rank, (PatSuit)suit)], ==, 2);
      pt_assert_status (s, "playing");

      /* Deals differ from one number to the next. */
      if (deal == 1)
        first = pt_pile (s, "tableau-0");
      else if (deal == 2)
        {
          g_autofree char *second = pt_pile (s, "tableau-0");
          g_autofree char *stock = pt_pile (s, "stock");
          g_autoptr (PatSession) again = pt_deal ("forty-thieves", 1, NULL, NULL);
          g_autofree char *stock_again = pt_pile (again, "stock");

          g_assert_cmpstr (first, !=, second);
          g_assert_cmpstr (stock, !=, stock_again);
        }
    }
}

/* Columns build down in suit. */
static void
test_build (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'forty-thieves','rest':'stock','piles':{"
      "'tableau-0':['9H'],'tableau-1':['8H'],'tableau-2':['8S'],'tableau-3':['7H'],"
      "'tableau-4':['10H'],'tableau-5':['KC'],'tableau-6':['AC'],'tableau-7':['2D'],"
      "'tableau-8':['5D'],'tableau-9':['QC']}}");

  pt_refused (s, "tableau-2:tableau-0", "an 8 of spades can only go on a 9 of spades");
  pt_refused (s, "tableau-3:tableau-0", "a 7 of hearts can only go on an 8 of hearts");
  pt_refused (s, "tableau-5:tableau-6", "a king of clubs cannot go on any card");
  pt_refused (s, "tableau-9:tableau-7",
              "a queen of clubs can only go on a king of clubs");
  pt_play (s, "tableau-1:tableau-0");
  pt_assert_pile (s, "tableau-0", "9H 8H");
  pt_play (s, "tableau-9:tableau-5");
  pt_assert_pile (s, "tableau-5", "KC QC");
  pt_refused (s, "tableau-1:tableau-2", "tableau pile 2 is empty");
}

/* A run built in suit moves as a unit only as far as the empty columns
 * would carry it card by card: 2^(empty columns but the target). */
static void
test_runs (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'forty-thieves','rest':'stock','piles':{"
      "'tableau-0':['KC','8H','7H','6H','5H'],'tableau-1':['9H'],"
      "'tableau-2':['10H'],'tableau-3':['6C','5H'],'tableau-4':['9C'],"
      "'tableau-5':['KD'],'tableau-6':['KC'],'tableau-7':['QD'],'tableau-8':['2D'],"
      "'tableau-9':['3D']}}");
  const PatRules *rules = pat_session_get_rules (s);
  int to = pat_rules_find_pile (rules, "tableau-1");

  /* No empty column: one card at a time. */
  g_assert_cmpuint (pat_move_run_limit (rules, pat_session_get_state (s), (guint)to), ==,
                    1);
  pt_refused (s, "tableau-0:tableau-1:4",
              "a run of 4 cards is too long for the empty piles: at most 1 card can "
              "move to tableau pile 2 now");
  /* Cards not built in suit never move together. */
  pt_refused (s, "tableau-3:tableau-8:2", "the 5 of hearts cannot lie on the 6 of clubs");
  pt_play (s, "tableau-7:tableau-5");
  pt_play (s, "tableau-8:tableau-9");
  pt_assert_pile (s, "tableau-7", "");
  pt_assert_pile (s, "tableau-8", "");

  /* Two empty columns: two cards into one of them, with the other left. */
  pt_refused (s, "tableau-0:tableau-7:3",
              "a run of 3 cards is too long for the empty piles: at most 2 cards can "
              "move to tableau pile 8 now");
  pt_play (s, "tableau-0:tableau-7:2");
  pt_assert_pile (s, "tableau-7", "6H 5H");
  /* One empty column: two cards onto a column. */
  pt_play (s, "tableau-0:tableau-1:2");
  pt_play (s, "tableau-7:tableau-1:2");
  pt_assert_pile (s, "tableau-1", "9H 8H 7H 6H 5H");
  pt_assert_pile (s, "tableau-0", "KC");
  /* Two empty columns again: four cards onto a column, not five. */
  pt_refused (s, "tableau-1:tableau-2:5",
              "a run of 5 cards is too long for the empty piles: at most 4 cards can "
              "move to tableau pile 3 now");
  g_assert_cmpuint (pat_move_run_limit (rules, pat_session_get_state (s),
                                        (guint)pat_rules_find_pile (rules, "tableau-2")),
                    ==, 4);
  /* Runs go to columns only; foundations take one card at a time. */
  pt_refused (s, "tableau-1:foundation-0:2", "only one card at a time goes to");
}

/* An empty column takes any card, from a column or the waste. */
static void
test_empty_column (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'forty-thieves','rest':'stock','piles':{"
      "'tableau-0':['9H','4C'],'tableau-1':[],'tableau-2':[],'waste':['7D']}}");

  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "4C");
  pt_play (s, "waste:tableau-2");
  pt_assert_pile (s, "tableau-2", "7D");
  pt_assert_pile (s, "waste", "");
}

/* The stock turns one card at a time onto the waste, whose top card
 * plays; nothing goes onto the stock or the waste. */
static void
test_stock_and_waste (void)
{
  g_autoptr (PatSession) fresh = pt_deal ("forty-thieves", 5, NULL, NULL);
  g_autoptr (PatSession) s
      = pt_position ("{'game':'forty-thieves','rest':'tableau-0','piles':{"
                     "'tableau-1':['6S'],'tableau-2':['9D'],'stock':['5S','AH','KC']}}");
  guint len;
  const PatCard *stock = pt_pile_cards (fresh, "stock", &len);
  PatCard top = pat_card_face_up (stock[len - 1]);

  pt_play (fresh, "deal");
  g_assert_cmpuint (pt_pile_len (fresh, "stock"), ==, 63);
  g_assert_cmpuint (pt_pile_len (fresh, "waste"), ==, 1);
  g_assert_true (pt_pile_cards (fresh, "waste", &len)[0] == top);

  pt_refused (s, "stock:tableau-2", "cards are not played from the stock; deal them");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "KC");
  pt_refused (s, "waste:tableau-1", "a king of clubs cannot go on any card");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "KC AH");
  pt_play (s, "waste:foundation-3");
  pt_assert_pile (s, "foundation-3", "AH");
  pt_assert_pile (s, "waste", "KC");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-1");
  pt_assert_pile (s, "tableau-1", "6S 5S");
  pt_refused (s, "tableau-1:waste", "nothing can be put on the waste");
  pt_refused (s, "tableau-1:stock", "nothing can be put on the stock");
}

/* One pass: no redeal, and no deal once the stock is empty. */
static void
test_one_pass (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'forty-thieves','rest':'tableau-0','piles':{"
                     "'tableau-1':['5S'],'stock':['4S']}}");
  g_autoptr (PatSession) fresh = pt_deal ("forty-thieves", 5, NULL, NULL);

  pt_refused (fresh, "redeal", "this game has no redeal");
  pt_play (s, "deal");
  pt_assert_pile (s, "stock", "");
  pt_assert_pile (s, "waste", "4S");
  pt_refused (s, "deal", "the stock is empty");
  pt_refused (s, "redeal", "this game has no redeal");
  pt_play (s, "waste:tableau-1");
  pt_assert_pile (s, "waste", "");
}

/* Any Ace starts a foundation, each climbs in its suit to the King, and
 * its cards stay there; the double click sends a card to the foundation
 * that takes it. */
static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'forty-thieves','rest':'stock','piles':{"
      "'tableau-0':['AC'],'tableau-1':['2C'],'tableau-2':['2D'],'tableau-3':['AC'],"
      "'tableau-4':['3C'],'tableau-5':[]}}");
  const PatRules *rules = pat_session_get_rules (s);

  pt_refused (s, "tableau-1:foundation-0",
              "an empty foundation takes only an ace, not a 2 of clubs");
  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-0")),
                   ==, pat_rules_find_pile (rules, "foundation-0"));
  pt_play (s, "tableau-0:foundation-0");
  /* The second Ace of clubs starts a foundation of its own. */
  pt_play (s, "tableau-3:foundation-1");
  pt_refused (s, "tableau-2:foundation-0",
              "a 2 of diamonds can only go on an ace of "
              "diamonds");
  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-2")),
                   ==, -1);
  pt_play (s, "tableau-1:foundation-1");
  pt_refused (s, "tableau-4:foundation-0", "a 3 of clubs can only go on a 2 of clubs");
  pt_play (s, "tableau-4:foundation-1");
  pt_assert_pile (s, "foundation-1", "AC 2C 3C");
  pt_refused (s, "foundation-1:tableau-5", "a card never leaves a foundation");
  pt_refused (s, "foundation-0:foundation-2", "a card never leaves a foundation");
}

/* The legal moves: a run in suit is listed as far as the room allows:
 * whole onto the 10 of hearts, two cards into an empty column. */
static void
test_moves_list (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'forty-thieves','rest':'stock','piles':{"
      "'tableau-0':['9H','8H','7H'],'tableau-1':['10H'],'tableau-2':[],"
      "'tableau-3':[],'tableau-4':['6C'],'tableau-5':['KC'],'tableau-6':['KD'],"
      "'tableau-7':['KH'],'tableau-8':['KS'],'tableau-9':['QC']}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatMove moves[PAT_MAX_MOVES];
  guint n = pat_moves_list (rules, pat_session_get_state (s), moves, PAT_MAX_MOVES);
  gboolean whole_run = FALSE, two_to_empty = FALSE, three_to_empty = FALSE;
  gboolean deal = FALSE;

  for (guint i = 0; i < n; i++)
    {
      char buffer[PAT_MOVE_TEXT_SIZE];
      const char *text = pat_move_to_string (rules, &moves[i], buffer);

      whole_run |= g_str_equal (text, "tableau-0:tableau-1:3");
      two_to_empty |= g_str_equal (text, "tableau-0:tableau-2:2");
      three_to_empty |= g_str_equal (text, "tableau-0:tableau-2:3");
      deal |= g_str_equal (text, "deal");
      g_assert_true (pat_move_check (rules, pat_session_get_state (s), &moves[i], NULL));
    }
  g_assert_true (whole_run);
  g_assert_true (two_to_empty);
  g_assert_false (three_to_empty);
  g_assert_true (deal);
}

/* Undo gives back the exact position before a run's move and a deal, and
 * redo the one after. */
static void
test_undo (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'forty-thieves','rest':'stock','piles':{"
      "'tableau-0':['9H','8H','7H'],'tableau-1':['10H'],'tableau-2':[],"
      "'tableau-3':[],'tableau-4':['6C'],'tableau-5':['KC'],'tableau-6':['KD'],"
      "'tableau-7':['KH'],'tableau-8':['KS'],'tableau-9':['QC']}}");
  PatState before = *pat_session_get_state (s), after;

  pt_play (s, "tableau-0:tableau-1:3");
  pt_play (s, "deal");
  after = *pat_session_get_state (s);
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (pat_session_get_state (s), &before));
  g_assert_true (pat_session_redo (s));
  g_assert_true (pat_session_redo (s));
  g_assert_true (pat_state_equal (pat_session_get_state (s), &after));
}

static void
test_won_and_lost (void)
{
  static const char *const ranks[]
      = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  static const char suits[] = "CDHS";
  g_autoptr (GString) json
      = g_string_new ("{'game':'forty-thieves','piles':{'tableau-4':['KS']");
  g_autoptr (PatSession) won = NULL;
  /* No empty column, nothing goes home or on another column, the stock
   * gone through. */
  g_autoptr (PatSession) lost = pt_position (
      "{'game':'forty-thieves','rest':'waste','piles':{"
      "'tableau-0':['3C'],'tableau-1':['3D'],'tableau-2':['3H'],'tableau-3':['3S'],"
      "'tableau-4':['KC'],'tableau-5':['KD'],'tableau-6':['KH'],'tableau-7':['KS'],"
      "'tableau-8':['5C'],'tableau-9':['5D'],'waste':['4H']}}");

  /* Every card home but one King of spades. */
  for (guint f = 0; f < 8; f++)
    {
      g_string_append_printf (json, ",'foundation-%u':[", f);
      for (guint r = 0; r < (f == 7 ? 12u : 13u); r++)
        g_string_append_printf (json, "%s'%s%c'", r > 0 ? "," : "", ranks[r],
                                suits[f % 4]);
      g_string_append (json, "]");
    }
  g_string_append (json, "}}");
  won = pt_position (json->str);
  pt_assert_status (won, "playing");
  pt_play (won, "tableau-4:foundation-7");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/forty-thieves/deal", test_deal);
  g_test_add_func ("/forty-thieves/build", test_build);
  g_test_add_func ("/forty-thieves/runs", test_runs);
  g_test_add_func ("/forty-thieves/empty-column", test_empty_column);
  g_test_add_func ("/forty-thieves/stock-and-waste", test_stock_and_waste);
  g_test_add_func ("/forty-thieves/one-pass", test_one_pass);
  g_test_add_func ("/forty-thieves/foundations", test_foundations);
  g_test_add_func ("/forty-thieves/moves-list", test_moves_list);
  g_test_add_func ("/forty-thieves/undo", test_undo);
  g_test_add_func ("/forty-thieves/won-and-lost", test_won_and_lost);

  return g_test_run ();
}
