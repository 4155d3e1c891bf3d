/* test-klondike.c — Klondike: every rule of docs/rules.md, and run moves
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* tableau-N holds N + 1 cards, all face down but the top; 24 in the stock. */
static void
test_deal (void)
{
  for (guint32 n = 1; n <= 30; n++)
    {
      g_autoptr (PatSession) s = pt_deal ("klondike", n, NULL, NULL);
      const PatState *state = pat_session_get_state (s);
      guint len;
      const PatCard *stock = pt_pile_cards (s, "stock", &len);

      for (guint i = 0; i < 7; i++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", i);
          const PatCard *cards = pt_pile_cards (s, id, &len);

          g_assert_cmpuint (len, ==, i + 1);
          for (guint c = 0; c < len; c++)
            g_assert_cmpint (pat_card_is_face_down (cards[c]), ==, c + 1 < len);
        }
      pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 24);
      for (guint c = 0; c < len; c++)
        g_assert_true (pat_card_is_face_down (stock[c]));
      g_assert_cmpuint (pt_pile_len (s, "waste"), ==, 0);
      for (guint i = 0; i < 4; i++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", i);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      g_assert_cmpuint (state->redeals_left, ==, PAT_REDEALS_UNLIMITED);
      g_assert_true (pat_state_check_deck (state, pat_session_get_rules (s), NULL));
    }
}

/* An exposed face-down card turns up as part of the move; undo turns it
 * back. */
static void
test_turn_up (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'klondike','rest':'stock','piles':{'tableau-0':['#KD','QS'],"
      "'tableau-1':['KH']}}");

  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-0", "KD");
  pt_assert_pile (s, "tableau-1", "KH QS");
  g_assert_true (pat_session_undo (s));
  pt_assert_pile (s, "tableau-0", "#KD QS");
  /* A face-down card on top is no position of this game. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (PatSession) bad = pt_try_position (
        "{'game':'klondike','rest':'stock','piles':{'tableau-0':['QS','#KD']}}", &error);

    g_assert_null (bad);
    g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "cannot lie face down there"));
  }
}

static void
test_alternate_colours (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'klondike','rest':'stock','piles':{'tableau-1':['KH'],"
                     "'tableau-2':['QD'],'tableau-3':['JS'],'tableau-4':['QC']}}");

  pt_refused (s, "tableau-2:tableau-1",
              "a queen of diamonds can only go on a black king");
  pt_refused (s, "tableau-3:tableau-1", "a jack of spades can only go on a red queen");
  pt_play (s, "tableau-4:tableau-1");
  pt_play (s, "tableau-3:tableau-2");
  pt_assert_pile (s, "tableau-1", "KH QC");
  pt_assert_pile (s, "tableau-2", "QD JS");
}

/* A run moves as a unit from any of its cards; what is not a run, or too
 * long, or lands on the wrong card, is refused with the reason. */
static void
test_runs (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'klondike','rest':'stock','piles':{"
      "'tableau-0':['#2C','KS','QH','JC','10D'],'tableau-1':['QD'],"
      "'tableau-2':['8H','9S','8C'],'tableau-3':['KC'],'waste':['9C','8D']}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatMove moves[PAT_MAX_MOVES];
  char text[PAT_MOVE_TEXT_SIZE];
  guint n;
  gboolean listed = FALSE;

  g_assert_cmpuint (pat_move_run_length (rules, pat_session_get_state (s),
                                         (guint)pat_rules_find_pile (rules, "tableau-0")),
                    ==, 4);
  g_assert_cmpuint (pat_move_run_length (rules, pat_session_get_state (s),
                                         (guint)pat_rules_find_pile (rules, "tableau-2")),
                    ==, 1);
  g_assert_cmpuint (pat_move_run_length (rules, pat_session_get_state (s),
                                         (guint)pat_rules_find_pile (rules, "waste")),
                    ==, 1);
  pt_refused (s, "tableau-0:tableau-1:6", "tableau pile 1 holds only 5 cards");
  pt_refused (s, "tableau-0:tableau-1:5",
              "those cards are not a run: only face-up cards move together");
  pt_refused (s, "tableau-2:tableau-1:3",
              "those cards are not a run: the 9 of spades cannot lie on the 8 of hearts");
  pt_refused (s, "tableau-0:tableau-1:3",
              "a queen of hearts can only go on a black king");
  pt_refused (s, "tableau-0:foundation-0:2",
              "only one card at a time goes to a foundation");
  pt_refused (s, "waste:tableau-1:2", "cards leave the waste one at a time in this game");

  n = pat_moves_list (rules, pat_session_get_state (s), moves, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    if (strcmp (pat_move_to_string (rules, &moves[i], text), "tableau-0:tableau-1:2")
        == 0)
      listed = TRUE;
  g_assert_true (listed);

  pt_play (s, "tableau-0:tableau-1:2");
  pt_assert_pile (s, "tableau-1", "QD JC 10D");
  pt_assert_pile (s, "tableau-0", "#2C KS QH");
  pt_refused (s, "tableau-5:tableau-3:2", "tableau pile 6 is empty");
  /* The whole run, King first, to an empty pile: the 2 under it turns up. */
  pt_play (s, "tableau-0:tableau-4:2");
  pt_assert_pile (s, "tableau-0", "2C");
  pt_assert_pile (s, "tableau-4", "KS QH");
  /* Part of a run: the jack and ten onto the other red queen. */
  pt_play (s, "tableau-1:tableau-4:2");
  pt_assert_pile (s, "tableau-4", "KS QH JC 10D");
  pt_assert_pile (s, "tableau-1", "QD");
}

static void
test_kings_only (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'klondike','rest':'stock','piles':{'tableau-1':['QD','JS'],"
                     "'tableau-2':['KH','QC'],'waste':['KS']}}");

  pt_refused (s, "tableau-1:tableau-0",
              "an empty tableau pile takes only a king, not a jack of spades");
  pt_refused (s, "tableau-1:tableau-0:2",
              "an empty tableau pile takes only a king, not a queen of diamonds");
  pt_play (s, "waste:tableau-0");
  pt_play (s, "tableau-2:tableau-3:2");
  pt_assert_pile (s, "tableau-3", "KH QC");
}

/* A Klondike position with @stock as the stock (top last) and the rest of
 * the deck in the waste's bottom, under @waste. */
static PatSession *
stock_position (const char *options, const char *stock, const char *waste)
{
  g_autofree char *json = g_strdup_printf (
      "{'game':'klondike','options':{%s},'rest':'tableau-0','piles':{'stock':[%s],"
      "'waste':[%s]}}",
      options, stock, waste);

  return pt_position (json);
}

static void
test_draw_one (void)
{
  g_autoptr (PatSession) s = stock_position ("", "'#2C','#3C','#4C','#5C','#6C'", "");

  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "6C");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "6C 5C");
  pt_assert_pile (s, "stock", "#2C #3C #4C");
}

/* Three at a time, one by one: the third turned is the top; fewer when
 * fewer are left. Only the top plays; the cards under it follow. */
static void
test_draw_three (void)
{
  g_autoptr (PatSession) s
      = stock_position ("'draw':'3'", "'#9C','#8C','#7C','#AC','#3D','#2C'", "");

  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "2C 3D AC");
  pt_play (s, "waste:foundation-0");
  pt_refused (s, "waste:foundation-0", "a 3 of diamonds can only go on a 2 of diamonds");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "2C 3D 7C 8C 9C");
  pt_assert_pile (s, "stock", "");
  pt_refused (s, "deal", "the stock is empty");
  /* Turned over: the first card turned is dealt first again. */
  pt_play (s, "redeal");
  pt_assert_pile (s, "stock", "#9C #8C #7C #3D #2C");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "2C 3D 7C");
  g_assert_cmpuint (pat_session_get_rules (s)->deal_count, ==, 3);
}

static void
test_pass_limit (void)
{
  g_autoptr (PatSession) one = stock_position ("'passes':'1'", "", "'5C','6C'");
  g_autoptr (PatSession) three = stock_position ("'passes':'3'", "'#7C'", "'5C','6C'");

  pt_refused (one, "redeal", "the stock is gone through only once (option passes)");
  g_assert_cmpuint (pat_session_get_state (one)->redeals_left, ==, 0);

  g_assert_cmpuint (pat_session_get_state (three)->redeals_left, ==, 2);
  pt_refused (three, "redeal", "a redeal is allowed only once the stock is empty");
  pt_play (three, "deal");
  for (guint pass = 2; pass <= 3; pass++)
    {
      pt_play (three, "redeal");
      g_assert_cmpuint (pat_session_get_state (three)->redeals_left, ==, 3 - pass);
      pt_assert_pile (three, "stock", "#7C #6C #5C");
      for (guint i = 0; i < 3; i++)
        pt_play (three, "deal");
    }
  pt_refused (three, "redeal", "no redeal is left");
  pt_assert_status (three, "playing");
}

static void
test_unlimited_passes (void)
{
  g_autoptr (PatSession) s = stock_position ("", "", "'5C','6C'");
  g_autofree char *json = NULL;

  for (guint i = 0; i < 10; i++)
    {
      pt_play (s, "redeal");
      pt_play (s, "deal");
      pt_play (s, "deal");
    }
  pt_assert_pile (s, "waste", "5C 6C");
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, PAT_REDEALS_UNLIMITED);
  /* Nothing to count, so saves leave the count out. */
  json = pat_json_save (s);
  g_assert_null (strstr (json, "redeals-left"));
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (PatSession) counted = pt_try_position (
        "{'game':'klondike','redeals-left':3,'rest':'stock','piles':{}}", &error);

    g_assert_null (counted);
    g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "redeals are unlimited in this game"));
  }
}

static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'klondike','rest':'stock','piles':{"
      "'foundation-0':['AH','2H','3H','4H','5H'],'tableau-1':['6S'],'tableau-2':['2D'],"
      "'waste':['AD']}}");

  pt_refused (s, "tableau-2:foundation-1", "an empty foundation takes only an ace");
  pt_refused (s, "tableau-2:foundation-0", "a 2 of diamonds can only go on");
  pt_play (s, "waste:foundation-1");
  pt_play (s, "tableau-2:foundation-1");
  /* Back from a foundation to the tableau, where it fits. */
  pt_play (s, "foundation-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "6S 5H");
  pt_assert_pile (s, "foundation-0", "AH 2H 3H 4H");
  pt_refused (s, "foundation-1:tableau-1", "a 2 of diamonds can only go on a black 3");
}

static void
test_won_and_lost (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("klondike");
  /* Every card in the waste, a 2 on top: with one pass nothing is left;
   * with unlimited passes the waste turns over. */
  g_autoptr (PatSession) lost = pt_position ("{'game':'klondike','options':{'passes':'1'}"
                                             ",'rest':'waste','piles':{'waste':['2C']}}");
  g_autoptr (PatSession) playing
      = pt_position ("{'game':'klondike','rest':'waste','piles':{'waste':['2C']}}");

  pt_play (won, "tableau-4:foundation-3");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
  pt_assert_status (playing, "playing");
}

/* Run moves in saved games: written FROM:TO:N and read back; one-card moves
 * stay FROM:TO, as every save before runs wrote them. */
static void
test_notation_and_saves (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'klondike','rest':'stock','piles':{'tableau-0':['#2C','KS','QH','JC',"
      "'10D'],'tableau-1':['QD']}}");
  const PatRules *rules = pat_session_get_rules (s);
  g_autoptr (PatSession) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  char text[PAT_MOVE_TEXT_SIZE];
  PatMove move;

  g_assert_true (pat_move_parse (rules, "tableau-2:foundation-0", &move, NULL));
  g_assert_cmpuint (move.count, ==, 1);
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-2:foundation-0");
  g_assert_true (pat_move_parse (rules, "tableau-0:tableau-1:1", &move, NULL));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-0:tableau-1");
  g_assert_true (pat_move_parse (rules, "tableau-0:tableau-1:12", &move, NULL));
  g_assert_cmpuint (move.count, ==, 12);
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-0:tableau-1:12");
  pt_refused (s, "tableau-0:tableau-1:0", "FROM:TO:N moves the top N cards");
  pt_refused (s, "tableau-0:tableau-1:two", "FROM:TO:N moves the top N cards");
  pt_refused (s, "tableau-0:tableau-1:+2", "FROM:TO:N moves the top N cards");
  pt_refused (s, "tableau-0:tableau-1:2:3", "FROM:TO:N moves the top N cards");
  pt_refused (s, "tableau-0:tableau-9:2", "Klondike has no pile “tableau-9”");

  pt_play (s, "tableau-0:tableau-1:2");
  pt_play (s, "tableau-0:tableau-2:2");
  g_assert_true (pat_session_undo (s));
  json = pat_json_save (s);
  g_assert_nonnull (
      strstr (json, "\"moves\":[\"tableau-0:tableau-1:2\",\"tableau-0:tableau-2:2\"]"));
  loaded = pat_json_load (json, -1, &error);
  g_assert_no_error (error);
  g_assert_true (
      pat_state_equal (pat_session_get_state (s), pat_session_get_state (loaded)));
  g_assert_cmpuint (pat_session_get_position (loaded), ==, 1);
  g_assert_cmpuint (pat_session_get_move (loaded, 1)->count, ==, 2);
  g_assert_true (pat_session_redo (loaded));
  pt_assert_pile (loaded, "tableau-2", "KS QH");

  /* A save of one-card moves only, as older programs wrote. */
  {
    g_autoptr (PatSession) old = pt_position (
        "{'format':1,'game':'klondike','options':{'draw':'1','passes':'unlimited'},"
        "'deal':5,'history':{'position':2,'moves':['tableau-5:tableau-3','deal']},"
        "'piles':{'stock':['#9C','#10H','#9H','#7H','#JS','#4C','#7C','#KS','#2S','#3S',"
        "'#AS','#10C','#6H','#2D','#8D','#9S','#5H','#JC','#3D','#KC','#5S','#KD','#KH'],"
        "'waste':['2H'],'tableau-0':['8C'],'tableau-1':['#7S','8H'],"
        "'tableau-2':['#4H','#5C','AC'],'tableau-3':['#6S','#6C','#JD','5D','4S'],"
        "'tableau-4':['#3H','#6D','#QS','#2C','QC'],"
        "'tableau-5':['#4D','#AD','#9D','#QH','3C'],"
        "'tableau-6':['#10S','#QD','#7D','#JH','#AH','#8S','10D']}}");

    g_assert_cmpuint (pat_session_get_position (old), ==, 2);
    g_assert_cmpuint (pat_session_get_move (old, 0)->count, ==, 1);
  }
}

/* The options: how many cards a deal turns, how many passes. */
static void
test_options (void)
{
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  g_assert_cmpuint (rules.deal_count, ==, 1);
  g_assert_cmpuint (rules.redeals, ==, PAT_REDEALS_UNLIMITED);
  g_assert_true (pat_rules_set_option (&rules, "draw", "3", NULL));
  g_assert_true (pat_rules_set_option (&rules, "passes", "3", NULL));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (rules.deal_count, ==, 3);
  g_assert_cmpuint (rules.redeals, ==, 2);
  pt_option_refused ("klondike", "draw", "2", "option draw takes one of 1, 3, not “2”");
  pt_option_refused ("klondike", "passes", "2",
                     "option passes takes one of unlimited, 3, 1, not “2”");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/klondike/deal", test_deal);
  g_test_add_func ("/klondike/turn-up", test_turn_up);
  g_test_add_func ("/klondike/alternate-colours", test_alternate_colours);
  g_test_add_func ("/klondike/runs", test_runs);
  g_test_add_func ("/klondike/kings-only", test_kings_only);
  g_test_add_func ("/klondike/draw-one", test_draw_one);
  g_test_add_func ("/klondike/draw-three", test_draw_three);
  g_test_add_func ("/klondike/pass-limit", test_pass_limit);
  g_test_add_func ("/klondike/unlimited-passes", test_unlimited_passes);
  g_test_add_func ("/klondike/foundations", test_foundations);
  g_test_add_func ("/klondike/won-and-lost", test_won_and_lost);
  g_test_add_func ("/klondike/notation-and-saves", test_notation_and_saves);
  g_test_add_func ("/klondike/options", test_options);

  return g_test_run ();
}
