/* test-spider.c — Spider and Spiderette: every rule of docs/rules.md
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

static const char *const ranks[]
    = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

/* "'KS','QS',…": the cards of @suit from rank @high down to rank @low, as
 * JSON strings. */
static char *
suit_down (const char *suit, guint high, guint low)
{
  GString *text = g_string_new (NULL);

  for (guint r = high; r >= low; r--)
    g_string_append_printf (text, "%s'%s%s'", r < high ? "," : "", ranks[r - 1], suit);
  return g_string_free (text, FALSE);
}

/* Each column dealt its count, all face down but the top; the stock holds
 * the rest face down; the deck is the one the suits option makes. */
static void
assert_deal (const char *game, const char *suits, const guint *counts, guint n_columns,
             guint stock, guint foundations)
{
  for (guint32 n = 1; n <= 10; n++)
    {
      g_autoptr (PatSession) s = pt_deal (game, n, "suits", suits);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      guint total = state->end[state->n_piles - 1];
      guint len;
      const PatCard *cards;

      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, n_columns);
      for (guint i = 0; i < n_columns; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);

          cards = pt_pile_cards (s, id, &len);
          g_assert_cmpuint (len, ==, counts[i]);
          for (guint c = 0; c < len; c++)
            g_assert_cmpint (pat_card_is_face_down (cards[c]), ==, c + 1 < len);
        }
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, stock);
      for (guint c = 0; c < len; c++)
        g_assert_true (pat_card_is_face_down (cards[c]));
      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_FOUNDATION), ==,
                        foundations);
      for (guint i = 0; i < foundations; i++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", i);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      /* Only the suits asked for. */
      for (guint i = 0; i < total; i++)
        {
          PatSuit suit = pat_card_suit (state->cards[i]);

          if (strcmp (suits, "1") == 0)
            g_assert_cmpint (suit, ==, PAT_SUIT_SPADES);
          else if (strcmp (suits, "2") == 0)
            g_assert_true (suit == PAT_SUIT_SPADES || suit == PAT_SUIT_HEARTS);
        }
    }
}

static void
test_spider_deal (void)
{
  static const guint counts[] = { 6, 6, 6, 6, 5, 5, 5, 5, 5, 5 };
  PatRules rules;

  assert_deal ("spider", "4", counts, 10, 50, 8);
  assert_deal ("spider", "2", counts, 10, 50, 8);
  assert_deal ("spider", "1", counts, 10, 50, 8);

  /* Four suits by default; each card as often as the deck holds it. */
  pat_rules_init_default (&rules, pat_variant_lookup ("spider"));
  g_assert_cmpint (pat_rules_get_option (&rules, "suits", -1), ==, 2);
  g_assert_cmpuint (pat_rules_copies (&rules, pat_card_new (5, PAT_SUIT_CLUBS)), ==, 2);
  g_assert_true (pat_rules_set_option (&rules, "suits", "2", NULL));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (pat_rules_copies (&rules, pat_card_new (5, PAT_SUIT_HEARTS)), ==, 4);
  g_assert_cmpuint (pat_rules_copies (&rules, pat_card_new (5, PAT_SUIT_CLUBS)), ==, 0);
  g_assert_true (pat_rules_set_option (&rules, "suits", "1", NULL));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (pat_rules_copies (&rules, pat_card_new (5, PAT_SUIT_SPADES)), ==, 8);
  g_assert_cmpuint (rules.n_cards, ==, 104);

  pt_option_refused ("spider", "suits", "3", "suits");
}

static void
test_spiderette_deal (void)
{
  static const guint counts[] = { 1, 2, 3, 4, 5, 6, 7 };
  PatRules rules;

  assert_deal ("spiderette", "4", counts, 7, 24, 4);
  assert_deal ("spiderette", "2", counts, 7, 24, 4);
  assert_deal ("spiderette", "1", counts, 7, 24, 4);
  pat_rules_init_default (&rules, pat_variant_lookup ("spiderette"));
  g_assert_true (pat_rules_set_option (&rules, "suits", "1", NULL));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (pat_rules_copies (&rules, pat_card_new (5, PAT_SUIT_SPADES)), ==, 4);
}

/* Down regardless of suit, one rank at a time; any card to an empty
 * column. */
static void
test_building (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'spider','rest':'stock','piles':{'tableau-0':['7S'],'tableau-1':['6H'],"
      "'tableau-2':['5D'],'tableau-3':['KC'],'tableau-4':['AH'],'tableau-5':['2C']}}");

  pt_play (s, "tableau-1:tableau-0");
  pt_assert_pile (s, "tableau-0", "7S 6H");
  pt_refused (s, "tableau-2:tableau-3", "a 5 of diamonds can only go on a 6");
  pt_refused (s, "tableau-3:tableau-5", "a king of clubs cannot go on any card");
  pt_play (s, "tableau-2:tableau-0");
  pt_assert_pile (s, "tableau-0", "7S 6H 5D");
  /* No wrapping: an Ace takes nothing, a King goes on nothing. */
  pt_refused (s, "tableau-3:tableau-4", "a king of clubs cannot go on any card");
  pt_play (s, "tableau-4:tableau-5");
  /* Any card to an empty column. */
  pt_play (s, "tableau-3:tableau-4");
  pt_assert_pile (s, "tableau-4", "KC");
  pt_play (s, "tableau-0:tableau-3");
  pt_assert_pile (s, "tableau-3", "5D");
}

/* Only a run of one suit moves together; into an empty column too. */
static void
test_runs (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'spider','rest':'stock','piles':{'tableau-0':['#3C','9S','8H','7H','6H'],"
      "'tableau-1':['9D'],'tableau-2':[],'tableau-3':['QC']}}");

  const PatRules *rules = pat_session_get_rules (s);

  g_assert_cmpuint (pat_move_run_length (rules, pat_session_get_state (s),
                                         (guint)pat_rules_find_pile (rules, "tableau-0")),
                    ==, 3);
  pt_refused (s, "tableau-0:tableau-3:4",
              "those cards do not move together: only a run of one suit does, and the "
              "8 of hearts lies on the 9 of spades");
  pt_refused (s, "tableau-0:tableau-3:2", "a 7 of hearts can only go on an 8");
  pt_play (s, "tableau-0:tableau-1:3");
  pt_assert_pile (s, "tableau-1", "9D 8H 7H 6H");
  pt_assert_pile (s, "tableau-0", "#3C 9S");
  pt_refused (s, "tableau-1:tableau-0:4", "do not move together");
  /* A run of one suit goes to an empty column whole. */
  pt_refused (s, "tableau-1:tableau-2:4", "do not move together");
  pt_play (s, "tableau-1:tableau-2:3");
  pt_assert_pile (s, "tableau-2", "8H 7H 6H");
  pt_assert_pile (s, "tableau-1", "9D");
}

/* A deal puts one card face up on each column, in order; none while a
 * column is empty. */
static void
test_deal_move (void)
{
  g_autoptr (PatSession) s = pt_deal ("spider", 3, NULL, NULL);
  g_autofree char *before = pt_pile (s, "stock");
  guint len;
  const PatCard *stock = pt_pile_cards (s, "stock", &len);
  PatCard top = stock[len - 1];
  PatCard second = stock[len - 2];
  const PatCard *cards;

  pt_play (s, "deal");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 40);
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("tableau-%u", i);

      cards = pt_pile_cards (s, id, &len);
      g_assert_cmpuint (len, ==, i < 4 ? 7 : 6);
      g_assert_false (pat_card_is_face_down (cards[len - 1]));
      g_assert_false (pat_card_is_face_down (cards[len - 2]));
      g_assert_true (pat_card_is_face_down (cards[len - 3]));
    }
  cards = pt_pile_cards (s, "tableau-0", &len);
  g_assert_cmpint (cards[len - 1], ==, pat_card_face_up (top));
  cards = pt_pile_cards (s, "tableau-1", &len);
  g_assert_cmpint (cards[len - 1], ==, pat_card_face_up (second));
  g_assert_true (pat_session_undo (s));
  pt_assert_pile (s, "stock", before);

  {
    g_autoptr (PatSession) gap = pt_position (
        "{'game':'spider','rest':'stock','piles':{'tableau-0':['#9D','7S'],'tableau-1':['"
        "6H'],"
        "'tableau-2':['5D'],'tableau-3':[],'tableau-4':['KC'],'tableau-5':['2C'],"
        "'tableau-6':['2C'],'tableau-7':['3C'],'tableau-8':['3C'],'tableau-9':['4C']}}");

    pt_refused (gap, "deal", "no deal while a pile is empty: fill tableau pile 4 first");
    pt_play (gap, "tableau-0:tableau-3");
    pt_play (gap, "deal");
  }
}

/* Spiderette: seven at a time, then the last three onto the first three
 * columns. */
static void
test_spiderette_last_deal (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'spiderette','rest':'tableau-6','piles':{'stock':['#2C','#3C','#4C'],"
      "'tableau-0':['KD'],'tableau-1':['QD'],'tableau-2':['JD'],'tableau-3':['10D'],"
      "'tableau-4':['KH'],'tableau-5':['QH']}}");

  pt_refused (s, "tableau-0:foundation-0", "nothing can be put on foundation 1");
  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-0", "KD 4C");
  pt_assert_pile (s, "tableau-1", "QD 3C");
  pt_assert_pile (s, "tableau-2", "JD 2C");
  pt_assert_pile (s, "tableau-3", "10D");
  pt_refused (s, "deal", "the stock is empty");
}

/* A full suit from King to Ace on top of a column leaves for the first
 * empty foundation as part of the move, the card it uncovers turns up, and
 * undo takes both back. */
static void
test_full_suit (void)
{
  g_autofree char *k_to_2 = suit_down ("H", 13, 2);
  g_autofree char *json = g_strdup_printf (
      "{'game':'spider','rest':'stock','piles':{'tableau-0':['#5C','JD',%s],"
      "'tableau-1':['AS'],'tableau-2':['AH']}}",
      k_to_2);
  g_autoptr (PatSession) s = pt_position (json);
  g_autofree char *before = NULL;

  /* King to Ace in mixed suits stays on the table. */
  pt_play (s, "tableau-1:tableau-0");
  g_assert_cmpuint (pt_pile_len (s, "tableau-0"), ==, 15);
  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 0);
  g_assert_true (pat_session_undo (s));
  before = pt_pile (s, "tableau-0");

  pt_play (s, "tableau-2:tableau-0");
  pt_assert_pile (s, "tableau-0", "#5C JD");
  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 13);
  pt_assert_pile (s, "foundation-0", "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH");
  pt_assert_status (s, "playing");
  g_assert_true (pat_session_undo (s));
  pt_assert_pile (s, "tableau-0", before);
  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 0);
  pt_assert_pile (s, "tableau-2", "AH");

  /* Cards never go to a foundation by hand, nor leave it. */
  pt_refused (s, "tableau-2:foundation-0", "nothing can be put on foundation 1");
  pt_play (s, "tableau-2:tableau-0");
  pt_refused (s, "foundation-0:tableau-2", "a card never leaves a foundation");
}

/* The card that completes a suit may come with a deal; the turned-up card
 * under the suit counts too. */
static void
test_full_suit_by_deal (void)
{
  g_autofree char *k_to_2 = suit_down ("S", 13, 2);
  g_autofree char *json = g_strdup_printf (
      "{'game':'spider','options':{'suits':'1'},'rest':'stock','piles':{"
      "'stock':['#AS'],'tableau-0':['#5S',%s],'tableau-1':['9S'],'tableau-2':['9S'],"
      "'tableau-3':['9S'],'tableau-4':['9S'],'tableau-5':['8S'],'tableau-6':['8S'],"
      "'tableau-7':['8S'],'tableau-8':['8S'],'tableau-9':['8S']}}",
      k_to_2);
  g_autoptr (PatSession) s = pt_position (json);
  guint stock = pt_pile_len (s, "stock");

  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-0", "5S");
  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 13);
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, stock - 10);
  g_assert_true (pat_session_undo (s));
  g_assert_cmpuint (pt_pile_len (s, "tableau-0"), ==, 13);
  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 0);
}

/* Won with every suit home; lost with no move and no deal left. */
static void
test_end (void)
{
  g_autofree char *c = suit_down ("C", 13, 1);
  g_autofree char *d = suit_down ("D", 13, 1);
  g_autofree char *h = suit_down ("H", 13, 1);
  g_autofree char *k_to_2 = suit_down ("S", 13, 2);
  g_autofree char *won_json = g_strdup_printf (
      "{'game':'spiderette','piles':{'stock':[],'foundation-0':[%s],"
      "'foundation-1':[%s],'foundation-2':[%s],'tableau-0':[%s],'tableau-1':['AS']}}",
      c, d, h, k_to_2);
  g_autofree char *lost_json = g_strdup_printf (
      "{'game':'spiderette','piles':{'stock':[],'foundation-0':[%s],"
      "'foundation-1':[%s],'foundation-2':[%s],'tableau-0':['QS','KS'],"
      "'tableau-1':['10S','JS'],'tableau-2':['8S','9S'],'tableau-3':['6S','7S'],"
      "'tableau-4':['4S','5S'],'tableau-5':['2S','3S'],'tableau-6':['AS']}}",
      c, d, h);
  g_autoptr (PatSession) won = pt_position (won_json);
  g_autoptr (PatSession) lost = pt_position (lost_json);

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-1:tableau-0");
  pt_assert_status (won, "won");
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("foundation-%u", i);

      g_assert_cmpuint (pt_pile_len (won, id), ==, 13);
    }
  pt_assert_status (lost, "lost");
}

/* Positions from outside: a foundation holds a full suit or nothing, and
 * the deck is the one the suits option makes. */
static void
test_validate (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) partial = pt_try_position (
      "{'game':'spiderette','rest':'stock','piles':{'foundation-0':['KC','QC']}}",
      &error);
  g_autoptr (PatSession) hearts = NULL;

  g_assert_null (partial);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "a foundation holds a full suit or none"));
  g_clear_error (&error);

  /* A deal of four suits read as a game of one. */
  {
    g_autoptr (PatSession) four = pt_deal ("spider", 1, NULL, NULL);
    g_autofree char *json = pat_json_save (four);
    g_autoptr (GString) one = g_string_new (json);

    g_assert_cmpuint (g_string_replace (one, "\"suits\":\"4\"", "\"suits\":\"1\"", 1), ==,
                      1);
    hearts = pat_json_load (one->str, -1, &error);
  }
  g_assert_null (hearts);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (
      strstr (error->message, "appears 2 times; this game's deck has none"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/spider/deal", test_spider_deal);
  g_test_add_func ("/spiderette/deal", test_spiderette_deal);
  g_test_add_func ("/spider/building", test_building);
  g_test_add_func ("/spider/runs", test_runs);
  g_test_add_func ("/spider/deal-move", test_deal_move);
  g_test_add_func ("/spiderette/last-deal", test_spiderette_last_deal);
  g_test_add_func ("/spider/full-suit", test_full_suit);
  g_test_add_func ("/spider/full-suit-by-deal", test_full_suit_by_deal);
  g_test_add_func ("/spider/end", test_end);
  g_test_add_func ("/spider/validate", test_validate);

  return g_test_run ();
}
