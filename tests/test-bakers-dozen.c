/* test-bakers-dozen.c — Baker's Dozen: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

#define COLUMNS 13

/* Thirteen columns of four face-up cards, every card of the deck once,
 * each column the four cards the shuffle gave it with its Kings moved
 * under the others, each part keeping its order. */
static void
test_deal (void)
{
  guint kings_moved = 0, two_kings = 0;

  for (guint32 deal = 1; deal <= 40; deal++)
    {
      g_autoptr (PatSession) s = pt_deal ("bakers-dozen", deal, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      PatCard deck[PAT_MAX_CARDS];
      guint n = pat_rules_deck (rules, deck), seen[PAT_MAX_CARDS] = { 0 };

      g_assert_cmpuint (n, ==, 52);
      pat_deck_shuffle (deck, n, "bakers-dozen", deal, 0);
      g_assert_true (pat_state_validate (state, rules, NULL));
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      g_assert_cmpint (rules->stock, ==, -1);
      g_assert_cmpint (rules->waste, ==, -1);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, COLUMNS);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_FOUNDATION), ==, 4);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_CELL), ==, 0);
      for (guint f = 0; f < 4; f++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", f);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      for (guint c = 0; c < COLUMNS; c++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", c);
          PatCard dealt[4], expected[4];
          guint len, k = 0, kings = 0;
          const PatCard *cards = pt_pile_cards (s, id, &len);

          g_assert_cmpuint (len, ==, 4);
          /* The deck is dealt from its end, four cards to a column. */
          for (guint i = 0; i < 4; i++)
            dealt[i] = deck[n - 1 - 4 * c - i];
          for (guint i = 0; i < 4; i++)
            if (pat_card_rank (dealt[i]) == PAT_KING)
              expected[k++] = dealt[i];
          kings = k;
          for (guint i = 0; i < 4; i++)
            if (pat_card_rank (dealt[i]) != PAT_KING)
              expected[k++] = dealt[i];
          for (guint i = 0; i < 4; i++)
            {
              g_assert_false (pat_card_is_face_down (cards[i]));
              g_assert_cmpuint (pat_card_face_up (cards[i]), ==, expected[i]);
              /* No King lies on a card of its own column. */
              if (i > 0 && pat_card_rank (cards[i]) == PAT_KING)
                g_assert_cmpuint (pat_card_rank (cards[i - 1]), ==, PAT_KING);
              seen[pat_card_face_up (cards[i])]++;
              kings_moved
                  += dealt[i] != expected[i] && pat_card_rank (expected[i]) == PAT_KING;
            }
          two_kings += kings >= 2;
        }
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (seen[pat_card_face_up (deck[i])], ==, 1);
      pt_assert_status (s, "playing");
    }
  /* The deals checked did move Kings, and did deal two to one column. */
  g_assert_cmpuint (kings_moved, >, 0);
  g_assert_cmpuint (two_kings, >, 0);
}

/* Columns build down regardless of suit, one card at a time. */
static void
test_build (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'bakers-dozen','rest':'tableau-0','piles':{"
      "'tableau-1':['9C','8H'],'tableau-2':['9D'],'tableau-3':['7S'],"
      "'tableau-4':['7D'],'tableau-5':['10H'],'tableau-6':['QS'],'tableau-7':['JS'],"
      "'tableau-8':['KD'],'tableau-9':['6C'],'tableau-10':['5H'],'tableau-11':['4S'],"
      "'tableau-12':['3D']}}");

  pt_refused (s, "tableau-4:tableau-2", "a 7 of diamonds can only go on an 8");
  pt_refused (s, "tableau-6:tableau-7", "a queen of spades can only go on a king");
  pt_refused (s, "tableau-5:tableau-3", "a 10 of hearts can only go on a jack");
  /* Down regardless of suit: a black 7 on a red 8, a red 7 on a red 8 would
   * do as well. */
  g_assert_true (pt_is_legal (s, "tableau-4:tableau-1"));
  pt_play (s, "tableau-3:tableau-1");
  pt_assert_pile (s, "tableau-1", "9C 8H 7S");
  /* A run built down does not move as one. */
  pt_refused (s, "tableau-1:tableau-5:2", "one at a time");
  pt_refused (s, "tableau-1:tableau-2:3", "one at a time");
  pt_play (s, "tableau-6:tableau-8");
  pt_assert_pile (s, "tableau-8", "KD QS");
  pt_play (s, "tableau-7:tableau-8");
  pt_assert_pile (s, "tableau-8", "KD QS JS");
  pt_assert_pile (s, "tableau-7", "");
  pt_assert_pile (s, "tableau-6", "");
  pt_refused (s, "tableau-7:tableau-8", "is empty");
}

/* An emptied column takes nothing, not even a King; the legal moves list
 * none to it. */
static void
test_empty_column (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'bakers-dozen','rest':'tableau-0','piles':{"
      "'tableau-1':['9C','4H'],'tableau-2':[],'tableau-3':['7S'],"
      "'tableau-4':['KD'],'tableau-5':['10H'],'tableau-6':['QS'],'tableau-7':['JS'],"
      "'tableau-8':['KC','QD'],'tableau-9':['6C'],'tableau-10':['5H'],"
      "'tableau-11':['4S'],'tableau-12':['3D']}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatMove moves[PAT_MAX_MOVES];
  guint n = pat_moves_list (rules, pat_session_get_state (s), moves, PAT_MAX_MOVES);
  int empty = pat_rules_find_pile (rules, "tableau-2");

  pt_refused (s, "tableau-1:tableau-2", "tableau pile 3 is empty and takes no card");
  pt_refused (s, "tableau-4:tableau-2", "tableau pile 3 is empty and takes no card");
  pt_refused (s, "tableau-8:tableau-2", "tableau pile 3 is empty and takes no card");
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (moves[i].to, !=, empty);
      g_assert_cmpuint (moves[i].count, <=, 1);
    }
}

/* Foundations climb in suit from any Ace; their cards never leave. */
static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'bakers-dozen','rest':'tableau-0','piles':{"
      "'tableau-1':['2C'],'tableau-2':['3C'],'tableau-3':['AC'],"
      "'tableau-4':['AH'],'tableau-5':['2D'],'tableau-6':['QS'],'tableau-7':['JS'],"
      "'tableau-8':['KD'],'tableau-9':['6C'],'tableau-10':['5H'],"
      "'tableau-11':['4S'],'tableau-12':['3D']}}");

  pt_refused (s, "tableau-1:foundation-0", "an empty foundation takes only an ace");
  /* Any Ace starts any foundation. */
  pt_play (s, "tableau-4:foundation-0");
  pt_play (s, "tableau-3:foundation-2");
  pt_refused (s, "tableau-2:foundation-2", "a 3 of clubs can only go on a 2 of clubs");
  pt_refused (s, "tableau-1:foundation-0", "a 2 of clubs can only go on an ace of clubs");
  pt_refused (s, "tableau-5:foundation-2",
              "a 2 of diamonds can only go on an ace of diamonds");
  pt_play (s, "tableau-1:foundation-2");
  pt_play (s, "tableau-2:foundation-2");
  pt_assert_pile (s, "foundation-2", "AC 2C 3C");
  pt_assert_pile (s, "foundation-0", "AH");
  pt_refused (s, "foundation-2:tableau-3", "a card never leaves a foundation");
  pt_refused (s, "foundation-0:tableau-4", "a card never leaves a foundation");
  pt_refused (s, "tableau-5:foundation-4", "has no pile");
}

static void
test_no_stock (void)
{
  g_autoptr (PatSession) s = pt_deal ("bakers-dozen", 3, NULL, NULL);

  pt_refused (s, "deal", "there is no stock in this game");
  pt_refused (s, "redeal", "this game has no redeal");
}

/* Undo gives back the exact position before each move, and redo the one
 * after. */
static void
test_undo (void)
{
  g_autoptr (PatSession) s = pt_deal ("bakers-dozen", 7, NULL, NULL);

  pt_assert_undo_redo (s, 6);
}

static void
test_won_and_lost (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("bakers-dozen");
  /* No top card one below another's, none going home; the empty column
   * gives no move either. */
  g_autoptr (PatSession) lost = pt_position (
      "{'game':'bakers-dozen','rest':'tableau-0','piles':{"
      "'tableau-0':['QC'],'tableau-1':['3C'],'tableau-2':['3D'],'tableau-3':['3H'],"
      "'tableau-4':['3S'],'tableau-5':['6C'],'tableau-6':['6D'],'tableau-7':['6H'],"
      "'tableau-8':['6S'],'tableau-9':['9C'],'tableau-10':['9D'],'tableau-11':['9H'],"
      "'tableau-12':[]}}");
  /* The same with one top card one below another's: still playing. */
  g_autoptr (PatSession) playing = pt_position (
      "{'game':'bakers-dozen','rest':'tableau-0','piles':{"
      "'tableau-0':['QC'],'tableau-1':['3C'],'tableau-2':['3D'],'tableau-3':['3H'],"
      "'tableau-4':['3S'],'tableau-5':['6C'],'tableau-6':['6D'],'tableau-7':['6H'],"
      "'tableau-8':['6S'],'tableau-9':['9C'],'tableau-10':['9D'],'tableau-11':['10H'],"
      "'tableau-12':[]}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-4:foundation-3");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
  pt_assert_status (playing, "playing");
  pt_play (playing, "tableau-10:tableau-11");
  pt_assert_status (playing, "lost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bakers-dozen/deal", test_deal);
  g_test_add_func ("/bakers-dozen/build", test_build);
  g_test_add_func ("/bakers-dozen/empty-column", test_empty_column);
  g_test_add_func ("/bakers-dozen/foundations", test_foundations);
  g_test_add_func ("/bakers-dozen/no-stock", test_no_stock);
  g_test_add_func ("/bakers-dozen/undo", test_undo);
  g_test_add_func ("/bakers-dozen/won-and-lost", test_won_and_lost);

  return g_test_run ();
}
