/* test-yukon.c — Yukon and Russian Solitaire: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* 1, 6, 7 … 11 cards, the top five of each face up; no stock; empty
 * foundations; the same for both build options. */
static void
test_deal (void)
{
  static const guint counts[] = { 1, 6, 7, 8, 9, 10, 11 };
  const char *const builds[] = { "alternate", "suit" };

  for (guint b = 0; b < G_N_ELEMENTS (builds); b++)
    for (guint32 n = 1; n <= 10; n++)
      {
        g_autoptr (PatSession) s = pt_deal ("yukon", n, "build", builds[b]);
        const PatRules *rules = pat_session_get_rules (s);
        guint len;
        const PatCard *cards;

        g_assert_cmpint (rules->stock, ==, -1);
        g_assert_cmpint (rules->waste, ==, -1);
        g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 7);
        for (guint i = 0; i < 7; i++)
          {
            g_autofree char *id = g_strdup_printf ("tableau-%u", i);

            cards = pt_pile_cards (s, id, &len);
            g_assert_cmpuint (len, ==, counts[i]);
            for (guint c = 0; c < len; c++)
              g_assert_cmpint (pat_card_is_face_down (cards[c]), ==, c + 5 < len);
          }
        for (guint i = 0; i < 4; i++)
          {
            g_autofree char *id = g_strdup_printf ("foundation-%u", i);

            g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
          }
        g_assert_true (pat_state_check_deck (pat_session_get_state (s), rules, NULL));
        pt_refused (s, "deal", "there is no stock in this game");
        pt_refused (s, "redeal", "this game has no redeal");
      }
  pt_option_refused ("yukon", "build", "colour", "build");
}

/* Any face-up card moves with everything on it, in sequence or not; only
 * the bottom card of the group must fit. */
static void
test_groups (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'yukon','rest':'tableau-6','piles':{'tableau-0':['#2C','#3C','8S','4H',"
      "'KD','5C'],'tableau-1':['9H'],'tableau-2':['#4C','9D'],'tableau-3':[],"
      "'tableau-4':['10C']}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatMove moves[PAT_MAX_MOVES];
  char text[PAT_MOVE_TEXT_SIZE];
  guint n;
  gboolean listed = FALSE;

  /* The four face-up cards, though none lies in sequence on another. */
  g_assert_cmpuint (pat_move_run_length (rules, pat_session_get_state (s),
                                         (guint)pat_rules_find_pile (rules, "tableau-0")),
                    ==, 4);
  g_assert_cmpuint (pat_move_run_length (rules, pat_session_get_state (s),
                                         (guint)pat_rules_find_pile (rules, "tableau-2")),
                    ==, 1);
  pt_refused (s, "tableau-0:tableau-1:5",
              "those cards are not a run: only face-up cards move together");
  pt_refused (s, "tableau-0:tableau-1:7", "tableau pile 1 holds only 6 cards");
  pt_refused (s, "tableau-0:tableau-4:3", "a 4 of hearts can only go on a black 5");
  pt_refused (s, "tableau-0:foundation-0:2",
              "only one card at a time goes to a foundation");
  pt_refused (s, "tableau-2:tableau-4:2",
              "those cards are not a run: only face-up cards move together");

  n = pat_moves_list (rules, pat_session_get_state (s), moves, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    if (strcmp (pat_move_to_string (rules, &moves[i], text), "tableau-0:tableau-1:4")
        == 0)
      listed = TRUE;
  g_assert_true (listed);

  /* The 8 of spades with the 4, the King and the 5 on it onto the red 9. */
  pt_play (s, "tableau-0:tableau-1:4");
  pt_assert_pile (s, "tableau-1", "9H 8S 4H KD 5C");
  /* The face-down 3 under them turns up. */
  pt_assert_pile (s, "tableau-0", "#2C 3C");
  /* From the middle of the column: the King with the 5 on it. */
  pt_play (s, "tableau-1:tableau-3:2");
  pt_assert_pile (s, "tableau-3", "KD 5C");
  pt_assert_pile (s, "tableau-1", "9H 8S 4H");
}

/* Down in alternating colours by default; in suit with build=suit. */
static void
test_building (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'yukon','rest':'tableau-6','piles':{'tableau-0':['7S'],'tableau-1':['6H'],"
      "'tableau-2':['6S'],'tableau-3':['5H']}}");
  g_autoptr (PatSession) russian = pt_position (
      "{'game':'yukon','options':{'build':'suit'},'rest':'tableau-6','piles':{"
      "'tableau-0':['7S'],'tableau-1':['6H'],'tableau-2':['6S'],'tableau-3':['5H']}}");

  pt_refused (s, "tableau-2:tableau-0", "a 6 of spades can only go on a red 7");
  pt_play (s, "tableau-1:tableau-0");
  pt_assert_pile (s, "tableau-0", "7S 6H");

  pt_refused (russian, "tableau-1:tableau-0",
              "a 6 of hearts can only go on a 7 of hearts");
  pt_refused (russian, "tableau-3:tableau-2",
              "a 5 of hearts can only go on a 6 of hearts");
  pt_play (russian, "tableau-2:tableau-0");
  pt_play (russian, "tableau-3:tableau-1");
  pt_assert_pile (russian, "tableau-0", "7S 6S");
  /* A group's bottom card must fit by the same rule. */
  pt_refused (russian, "tableau-1:tableau-0:2",
              "a 6 of hearts can only go on a 7 of hearts");
}

/* An empty column takes only a King, with whatever lies on it; a
 * foundation takes Aces up in suit, one card at a time, and gives none
 * back. */
static void
test_empty_and_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'yukon','rest':'tableau-6','piles':{'tableau-0':['QD','KS','2H'],"
      "'tableau-1':[],'tableau-2':['AH'],'tableau-3':['3H']}}");

  pt_refused (s, "tableau-0:tableau-1:3",
              "an empty tableau pile takes only a king, not a queen of diamonds");
  pt_refused (s, "tableau-3:tableau-1",
              "an empty tableau pile takes only a king, not a 3 of hearts");
  pt_play (s, "tableau-0:tableau-1:2");
  pt_assert_pile (s, "tableau-1", "KS 2H");
  pt_assert_pile (s, "tableau-0", "QD");
  pt_refused (s, "tableau-3:foundation-0", "");
  pt_play (s, "tableau-2:foundation-0");
  pt_play (s, "tableau-1:foundation-0");
  pt_play (s, "tableau-3:foundation-0");
  pt_assert_pile (s, "foundation-0", "AH 2H 3H");
  pt_refused (s, "foundation-0:tableau-0", "");
}

/* Undo of a group move that turned a card up gives back the exact
 * position; the double-click target of a top card is its foundation, or
 * none. */
static void
test_undo_and_home (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'yukon','rest':'tableau-6','piles':{'tableau-0':['#AC','#3C','8S','4H',"
      "'AD'],'tableau-1':['9H'],'foundation-0':['AH']}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatState before = *pat_session_get_state (s);

  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-0")),
                   ==, pat_rules_find_pile (rules, "foundation-1"));
  g_assert_cmpint (pat_move_find_home (rules, pat_session_get_state (s),
                                       (guint)pat_rules_find_pile (rules, "tableau-1")),
                   ==, -1);

  pt_play (s, "tableau-0:tableau-1:3");
  pt_assert_pile (s, "tableau-0", "#AC 3C");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (&before, pat_session_get_state (s)));
  pt_assert_pile (s, "tableau-0", "#AC #3C 8S 4H AD");
}

static const char *const ranks[]
    = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

/* Won with all 52 home; lost with no move left: only black cards face up,
 * none on the others' colour, no Ace among them, every other card face
 * down under them. */
static void
test_won_and_lost (void)
{
  static const char *const tops[] = { "KS", "KC", "QS", "QC", "JS", "JC", "10S" };
  g_autoptr (PatSession) won = pt_one_card_left ("yukon");
  g_autoptr (PatSession) lost = NULL;
  GString *columns[7];
  g_autoptr (GString) json = g_string_new ("{'game':'yukon','piles':{");
  guint next = 0;

  for (guint i = 0; i < 7; i++)
    columns[i] = g_string_new (NULL);
  for (guint suit = 0; suit < 4; suit++)
    for (guint r = 0; r < 13; r++)
      {
        g_autofree char *card = g_strdup_printf ("%s%c", ranks[r], "CDHS"[suit]);
        gboolean top = FALSE;

        for (guint i = 0; i < G_N_ELEMENTS (tops); i++)
          top = top || strcmp (card, tops[i]) == 0;
        if (!top)
          {
            g_string_append_printf (columns[next % 7], "'#%s',", card);
            next++;
          }
      }
  for (guint i = 0; i < 7; i++)
    {
      g_string_append_printf (json, "%s'tableau-%u':[%s'%s']", i > 0 ? "," : "", i,
                              columns[i]->str, tops[i]);
      g_string_free (columns[i], TRUE);
    }
  g_string_append (json, "}}");
  lost = pt_position (json->str);

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-4:foundation-3");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/yukon/deal", test_deal);
  g_test_add_func ("/yukon/groups", test_groups);
  g_test_add_func ("/yukon/building", test_building);
  g_test_add_func ("/yukon/empty-and-foundations", test_empty_and_foundations);
  g_test_add_func ("/yukon/undo-and-home", test_undo_and_home);
  g_test_add_func ("/yukon/won-and-lost", test_won_and_lost);
  return g_test_run ();
}
