/* test-tripeaks.c — TriPeaks: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* Which piles cover which, as docs/rules.md lays the peaks out. */
static const int covers[28][2] = {
  { 3, 4 },   { 5, 6 },   { 7, 8 },   { 9, 10 },  { 10, 11 }, { 12, 13 },
  { 13, 14 }, { 15, 16 }, { 16, 17 }, { 18, 19 }, { 19, 20 }, { 20, 21 },
  { 21, 22 }, { 22, 23 }, { 23, 24 }, { 24, 25 }, { 25, 26 }, { 26, 27 },
};

/* 28 piles of one card, the 18 covered ones face down and the bottom row
 * of 10 face up; the stock's top card on the foundation; 23 cards face
 * down in the stock; King and Ace neighbours by default. */
static void
test_deal (void)
{
  for (guint32 n = 1; n <= 20; n++)
    {
      g_autoptr (PatSession) s = pt_deal ("tripeaks", n, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      guint len;
      const PatCard *cards;

      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 28);
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_FOUNDATION), ==, 1);
      g_assert_cmpint (rules->waste, ==, -1);
      g_assert_true (pat_rules_get_option (rules, "wrap", FALSE));
      for (guint i = 0; i < 28; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);
          int pile = pat_rules_find_pile (rules, id);

          cards = pt_pile_cards (s, id, &len);
          g_assert_cmpuint (len, ==, 1);
          g_assert_cmpint (pat_card_is_face_down (cards[0]), ==, i < 18);
          g_assert_cmpuint (pat_state_covering (state, rules, (guint)pile), ==,
                            i < 18 ? 2 : 0);
        }
      cards = pt_pile_cards (s, "foundation-0", &len);
      g_assert_cmpuint (len, ==, 1);
      g_assert_false (pat_card_is_face_down (cards[0]));
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 23);
      for (guint c = 0; c < len; c++)
        g_assert_true (pat_card_is_face_down (cards[c]));
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      pt_assert_status (s, "playing");
    }
}

/* Each card but the bottom row's is covered by the two the rules name:
 * emptying one leaves it covered by the other, emptying both frees it. */
static void
test_cover_table (void)
{
  for (guint i = 0; i < 18; i++)
    for (guint gone = 0; gone < 3; gone++)
      {
        g_autoptr (GString) json = g_string_new (
            "{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['KS']");
        g_autoptr (PatSession) s = NULL;
        g_autofree char *id = g_strdup_printf ("tableau-%u", i);
        int emptied[2] = { gone >= 1 ? covers[i][0] : -1, gone >= 2 ? covers[i][1] : -1 };
        const PatRules *rules;
        int pile;

        /* Every pile holds a card of its own but those emptied; a card
         * still covered lies face down. */
        for (guint p = 0; p < 28; p++)
          {
            guint over = 0;
            char text[PAT_CARD_TEXT_SIZE];

            if ((int)p == emptied[0] || (int)p == emptied[1])
              continue;
            for (guint q = 0; q < 2 && p < 18; q++)
              over += covers[p][q] != emptied[0] && covers[p][q] != emptied[1];
            g_string_append_printf (
                json, ",'tableau-%u':['%s%s']", p, over > 0 ? "#" : "",
                pat_card_to_string (pat_card_new (p % 13 + 1, (PatSuit)(p / 13)), text));
          }
        g_string_append (json, "}}");
        s = pt_position (json->str);
        rules = pat_session_get_rules (s);
        pile = pat_rules_find_pile (rules, id);
        g_assert_cmpuint (
            pat_state_covering (pat_session_get_state (s), rules, (guint)pile), ==,
            2 - gone);
        g_assert_cmpuint (
            pat_move_run_length (rules, pat_session_get_state (s), (guint)pile), ==,
            gone == 2 ? 1 : 0);
      }
}

/* A covered card gives nothing, with the number of cards over it; it turns
 * up once both have gone; undo covers it and turns it down again. */
static void
test_covered (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['3S'],"
                     "'tableau-9':['#5H'],'tableau-18':['4C'],'tableau-19':['5D']}}");
  PatState before = *pat_session_get_state (s);

  pt_refused (s, "tableau-9:foundation-0", "that card is covered by 2 cards");
  pt_play (s, "tableau-18:foundation-0");
  pt_assert_pile (s, "tableau-9", "#5H");
  pt_refused (s, "tableau-9:foundation-0", "that card is covered by 1 card");
  pt_play (s, "tableau-19:foundation-0");
  pt_assert_pile (s, "foundation-0", "3S 4C 5D");
  /* Turned up by itself as part of the move that freed it. */
  pt_assert_pile (s, "tableau-9", "5H");
  pt_refused (s, "tableau-9:foundation-0", "a 5 of hearts can only go on a 4 or 6");
  g_assert_true (pat_session_undo (s));
  pt_assert_pile (s, "tableau-9", "#5H");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (pat_session_get_state (s), &before));
}

/* A free card goes onto the foundation one rank up or down, any suit;
 * nothing goes onto the peaks, nothing leaves the foundation or the stock
 * but by a deal. */
static void
test_building (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['8S'],"
                     "'tableau-18':['9H'],'tableau-19':['7C'],'tableau-20':['10D'],"
                     "'tableau-21':['8D'],'tableau-22':['6S']}}");

  pt_play (s, "tableau-18:foundation-0");
  pt_assert_pile (s, "foundation-0", "8S 9H");
  pt_refused (s, "tableau-19:foundation-0", "a 7 of clubs can only go on a 6 or 8");
  pt_play (s, "tableau-20:foundation-0");
  pt_refused (s, "tableau-21:tableau-20", "nothing can be put on tableau pile 21");
  pt_refused (s, "tableau-21:tableau-22", "nothing can be put on tableau pile 23");
  pt_refused (s, "foundation-0:tableau-20", "a card never leaves a foundation");
  pt_refused (s, "stock:foundation-0", "cards are not played from the stock; deal them");
}

/* King and Ace are neighbours by default; off, nothing goes on a King. */
static void
test_wrap (void)
{
#define WRAP_JSON(wrap_)                                                                 \
  "{'game':'tripeaks','options':{'wrap':" wrap_ "},'rest':'stock','piles':{"             \
  "'foundation-0':['QS'],'tableau-18':['KH'],'tableau-19':['QC'],"                       \
  "'tableau-20':['AD'],'tableau-21':['2D']}}"
  g_autoptr (PatSession) wrap = pt_position (WRAP_JSON ("true"));
  g_autoptr (PatSession) dead = pt_position (WRAP_JSON ("false"));

  pt_play (wrap, "tableau-18:foundation-0");
  pt_play (wrap, "tableau-20:foundation-0");
  pt_assert_pile (wrap, "foundation-0", "QS KH AD");
  pt_play (wrap, "tableau-21:foundation-0");

  pt_play (dead, "tableau-18:foundation-0");
  pt_refused (dead, "tableau-19:foundation-0",
              "nothing goes on a King unless King and Ace are neighbours");
  pt_refused (dead, "tableau-20:foundation-0",
              "nothing goes on a King unless King and Ace are neighbours");
}

/* The stock turns its top card onto the foundation at any time; undo
 * takes it back; one pass. */
static void
test_deal_move (void)
{
  g_autoptr (PatSession) s = pt_deal ("tripeaks", 4, NULL, NULL);
  PatState before = *pat_session_get_state (s);
  guint len;
  const PatCard *stock = pt_pile_cards (s, "stock", &len);
  PatCard top = stock[len - 1];
  const PatCard *found;

  pt_play (s, "deal");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 22);
  found = pt_pile_cards (s, "foundation-0", &len);
  g_assert_cmpuint (len, ==, 2);
  g_assert_cmpint (found[1], ==, pat_card_face_up (top));
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (pat_session_get_state (s), &before));

  for (guint i = 0; i < 23; i++)
    pt_play (s, "deal");
  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 24);
  pt_refused (s, "deal", "the stock is empty");
  pt_refused (s, "redeal", "this game has no redeal");
}

/* The legal moves are the free cards that fit and the deal; a
 * double-click sends a free card home, never a covered one. */
static void
test_moves (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['5S'],"
                     "'tableau-9':['#4D'],'tableau-18':['4H'],'tableau-19':['9C'],"
                     "'tableau-20':['6C']}}");
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);
  PatMove moves[64];
  char text[PAT_MOVE_TEXT_SIZE];
  guint n = pat_moves_list (rules, state, moves, G_N_ELEMENTS (moves));

  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (pat_move_to_string (rules, &moves[0], text), ==,
                   "tableau-18:foundation-0");
  g_assert_cmpstr (pat_move_to_string (rules, &moves[1], text), ==,
                   "tableau-20:foundation-0");
  g_assert_cmpstr (pat_move_to_string (rules, &moves[2], text), ==, "deal");
  g_assert_cmpint (
      pat_move_find_home (rules, state, (guint)pat_rules_find_pile (rules, "tableau-18")),
      ==, pat_rules_find_pile (rules, "foundation-0"));
  g_assert_cmpint (
      pat_move_find_home (rules, state, (guint)pat_rules_find_pile (rules, "tableau-9")),
      ==, -1);
  g_assert_cmpint (
      pat_move_find_home (rules, state, (guint)pat_rules_find_pile (rules, "tableau-19")),
      ==, -1);
}

/* Won once the peaks are cleared, with cards left in the stock; lost with
 * the stock empty and no free card that fits, a covered one that would fit
 * notwithstanding. */
static void
test_end (void)
{
  g_autoptr (PatSession) won = pt_position (
      "{'game':'tripeaks','rest':'foundation-0','piles':{'stock':['#3C','#4C'],"
      "'foundation-0':['5S'],'tableau-18':['4H']}}");
  g_autoptr (PatSession) stuck
      = pt_position ("{'game':'tripeaks','rest':'foundation-0','piles':{'stock':[],"
                     "'foundation-0':['5S'],'tableau-9':['#4H'],'tableau-18':['9H'],"
                     "'tableau-19':['JC']}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-18:foundation-0");
  pt_assert_status (won, "won");
  g_assert_cmpuint (pt_pile_len (won, "stock"), ==, 2);
  g_assert_true (pat_session_undo (won));
  pt_assert_status (won, "playing");

  pt_assert_status (stuck, "lost");
}

/* Positions from outside: a covered card may lie face down, a free one
 * may not (it would have turned up). */
static void
test_validate (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) covered = pt_try_position (
      "{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['KC'],"
      "'tableau-0':['#2D'],'tableau-3':['9H']}}",
      &error);
  g_autoptr (PatSession) free_down = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (covered);
  free_down = pt_try_position (
      "{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['KC'],"
      "'tableau-0':['#2D']}}",
      &error);
  g_assert_null (free_down);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "cannot lie face down there"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tripeaks/deal", test_deal);
  g_test_add_func ("/tripeaks/cover-table", test_cover_table);
  g_test_add_func ("/tripeaks/covered", test_covered);
  g_test_add_func ("/tripeaks/building", test_building);
  g_test_add_func ("/tripeaks/wrap", test_wrap);
  g_test_add_func ("/tripeaks/deal-move", test_deal_move);
  g_test_add_func ("/tripeaks/moves", test_moves);
  g_test_add_func ("/tripeaks/end", test_end);
  g_test_add_func ("/tripeaks/validate", test_validate);

  return g_test_run ();
}
