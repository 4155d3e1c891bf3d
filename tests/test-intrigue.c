/* test-intrigue.c — every rule of Intrigue, from deals and constructed positions
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>

#include "test-intrigue-deal.h"
#include "test-util.h"

/* A position in which every card is placed: the cards @json does not name go
 * onto @pile just above its base Queen (clubs to spades, ace to king), so the
 * stock may be empty. */
static PatSession *
position_above_base (const char *json, const char *pile)
{
  g_autofree char *text = g_strdelimit (g_strdup (json), "'", '"');
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GList) members = NULL;
  g_autofree char *full = NULL;
  JsonObject *piles;
  JsonArray *old, *filled;
  guint counts[64] = { 0 };

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  piles = json_object_get_object_member (
      json_node_get_object (json_parser_get_root (parser)), "piles");
  members = json_object_get_members (piles);
  for (GList *m = members; m != NULL; m = m->next)
    {
      JsonArray *cards = json_object_get_array_member (piles, m->data);

      for (guint i = 0; i < json_array_get_length (cards); i++)
        {
          PatCard card;

          g_assert_true (
              pat_card_parse (json_array_get_string_element (cards, i), &card));
          counts[pat_card_face_up (card)]++;
        }
    }

  old = json_object_get_array_member (piles, pile);
  g_assert_nonnull (old);
  g_assert_cmpuint (json_array_get_length (old), >, 0);
  filled = json_array_new ();
  json_array_add_element (filled, json_node_copy (json_array_get_element (old, 0)));
  for (guint suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      {
        PatCard card = pat_card_new (rank, (PatSuit)suit);
        char buffer[PAT_CARD_TEXT_SIZE];

        for (guint n = counts[card]; n < 2; n++)
          json_array_add_string_element (filled, pat_card_to_string (card, buffer));
      }
  for (guint i = 1; i < json_array_get_length (old); i++)
    json_array_add_element (filled, json_node_copy (json_array_get_element (old, i)));
  json_object_set_array_member (piles, pile, filled);

  json_generator_set_root (generator, json_parser_get_root (parser));
  full = json_generator_to_data (generator, NULL);
  return pt_position (full);
}

/* Every tableau pile's Queen, for positions that need nothing else there. */
#define QUEENS_3_TO_7                                                                    \
  "'tableau-3':['QS'],'tableau-4':['QC'],'tableau-5':['QD'],'tableau-6':['QH'],"         \
  "'tableau-7':['QS']"

static void
check_deal_against_rules (const char *mode)
{
  const guint32 deals[] = { 1, 2, 3, 7, 42, 1000, 65536, 123456789, 2147483647 };

  for (guint i = 0; i < 60 + G_N_ELEMENTS (deals); i++)
    {
      guint32 deal = i < 60 ? i + 1 : deals[i - 60];
      g_autoptr (PatSession) s = pt_deal ("intrigue", deal, "deal-mode", mode);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      Dealt expected;

      g_test_message ("deal %u (%s)", deal, mode);
      g_assert_true (pat_state_validate (state, rules, NULL));
      /* All 104 cards, each twice. */
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      simulate_deal ("intrigue", deal, FALSE, &expected);
      assert_dealt (s, &expected);
      /* The deal stops as the eighth Queen is laid. */
      g_assert_cmpuint (pt_pile_len (s, "tableau-7"), ==, 1);
      pt_assert_status (s, "playing");
    }
}

static void
test_deal_seed (void)
{
  check_deal_against_rules ("seed");
}

/* The deal itself is the same in both modes; only later deals differ. */
static void
test_deal_classic (void)
{
  check_deal_against_rules ("classic");
}

static void
test_pinned_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("intrigue", 7, "deal-mode", "seed");

  /* From `patience-cli deal intrigue --deal 7`. */
  pt_assert_pile (s, "stock",
                  "#4D #KD #JS #JH #AH #8H #10H #5H #6C #10C #7H #8D #10C #10D #KS #4C "
                  "#9D #JC #8D #6D #2S #9S #7H #2S #AS #8S #2C #5C #AC #6H #9H");
  pt_assert_pile (s, "waste", "");
  pt_assert_pile (s, "foundation-0", "6S");
  pt_assert_pile (s, "foundation-1", "6H");
  pt_assert_pile (s, "foundation-2", "6S");
  pt_assert_pile (s, "foundation-3", "6C");
  pt_assert_pile (s, "foundation-4", "6D");
  pt_assert_pile (s, "foundation-5", "");
  pt_assert_pile (s, "foundation-6", "");
  pt_assert_pile (s, "foundation-7", "");
  pt_assert_pile (s, "foundation-8", "5S");
  pt_assert_pile (s, "foundation-9", "5D");
  pt_assert_pile (s, "foundation-10", "5D");
  pt_assert_pile (s, "foundation-11", "5C");
  pt_assert_pile (s, "foundation-12", "5H");
  pt_assert_pile (s, "foundation-13", "5S");
  pt_assert_pile (s, "foundation-14", "");
  pt_assert_pile (s, "foundation-15", "");
  pt_assert_pile (s, "tableau-0",
                  "QD 2D 3S KC 8H KD JD 7S 7C AD 7D AS 3D KH 9S 9H 4S AD 4D 9D");
  pt_assert_pile (s, "tableau-1", "QS JD 8C 3S 7C");
  pt_assert_pile (s, "tableau-2", "QC 10S 8S 7D 2H 4C 10H 4H KH 4S 2D 8C");
  pt_assert_pile (s, "tableau-3", "QC 9C 3H 3D 3H 10S 9C 10D 4H 7S");
  pt_assert_pile (s, "tableau-4", "QS");
  pt_assert_pile (s, "tableau-5", "QD 3C 3C KC KS AC JH 2C JS JC AH");
  pt_assert_pile (s, "tableau-6", "QH 2H");
  pt_assert_pile (s, "tableau-7", "QH");
}

/* 6 up to Jack, any suit; only a 6 starts one; six cards complete it. */
static void
test_upper_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{'foundation-0':['6C'],"
      "'foundation-1':['6D','7S','8S','9H','10C'],'tableau-0':['QC','7H'],"
      "'tableau-1':['QD','8D'],'tableau-2':['QH','9S'],'tableau-3':['QS','10H'],"
      "'tableau-4':['QC','JD'],'tableau-5':['QD','6H'],'tableau-6':['QH','7C'],"
      "'tableau-7':['QS'],'waste':['JC']}}");

  pt_refused (s, "tableau-1:foundation-0", "an 8 of diamonds can only go on a 7");
  pt_play (s, "tableau-0:foundation-0");
  pt_play (s, "tableau-1:foundation-0");
  pt_play (s, "tableau-2:foundation-0");
  pt_play (s, "tableau-3:foundation-0");
  pt_refused (s, "waste:foundation-2", "an empty foundation takes only a 6, not a jack");
  pt_play (s, "tableau-4:foundation-0");
  pt_assert_pile (s, "foundation-0", "6C 7H 8D 9S 10H JD");
  pt_play (s, "waste:foundation-1");
  pt_assert_pile (s, "foundation-1", "6D 7S 8S 9H 10C JC");
  pt_refused (s, "tableau-6:foundation-0", "foundation 1 is complete");
  pt_refused (s, "tableau-6:foundation-2",
              "an empty foundation takes only a 6, not a 7 of clubs");
  pt_refused (s, "tableau-5:foundation-8",
              "an empty foundation takes only a 5, not a 6 of hearts");
  pt_play (s, "tableau-5:foundation-2");
  pt_play (s, "tableau-6:foundation-2");
  pt_assert_pile (s, "foundation-2", "6H 7C");
}

/* 5 down to Ace and then King, any suit; only a 5 starts one. */
static void
test_lower_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{'foundation-8':['5C'],"
      "'foundation-9':['5D','4D','3S','2H','AH'],'tableau-0':['QC','4S'],"
      "'tableau-1':['QD','3H'],'tableau-2':['QH','2C'],'tableau-3':['QS','AD'],"
      "'tableau-4':['QC','KH'],'tableau-5':['QD','5S'],'tableau-6':['QH','KS'],"
      "'tableau-7':['QS','6D'],'waste':['4C']}}");

  pt_refused (s, "tableau-4:foundation-8", "a king of hearts can only go on an ace");
  pt_refused (s, "tableau-1:foundation-8", "a 3 of hearts can only go on a 4");
  pt_play (s, "tableau-0:foundation-8");
  pt_play (s, "tableau-1:foundation-8");
  pt_play (s, "tableau-2:foundation-8");
  pt_play (s, "tableau-3:foundation-8");
  pt_play (s, "tableau-4:foundation-8");
  pt_assert_pile (s, "foundation-8", "5C 4S 3H 2C AD KH");
  /* Continuous ranking: the King follows the Ace. */
  pt_play (s, "tableau-6:foundation-9");
  pt_assert_pile (s, "foundation-9", "5D 4D 3S 2H AH KS");
  pt_refused (s, "waste:foundation-8", "foundation 9 is complete");
  pt_refused (s, "waste:foundation-10", "an empty foundation takes only a 5, not a 4");
  pt_refused (s, "tableau-7:foundation-10",
              "an empty foundation takes only a 5, not a 6 of diamonds");
  pt_play (s, "tableau-5:foundation-10");
  pt_play (s, "waste:foundation-10");
  pt_assert_pile (s, "foundation-10", "5S 4C");
}

static void
test_queens_never_go_to_foundations (void)
{
  /* Seven Queens out, the eighth turned up on the waste. */
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{"
      "'foundation-0':['6C','7C','8C','9C','10C','JC'],"
      "'foundation-1':['6D','7D','8D','9D','10D'],"
      "'foundation-8':['5C','4C','3C','2C','AC'],"
      "'foundation-9':['5D','4D','3D','2D','AD','KD'],'tableau-0':['QC','2H'],"
      "'tableau-1':['QD'],'tableau-2':['QH','9S'],'tableau-3':['QS','8H'],"
      "'tableau-4':['QC','7H'],'tableau-5':['QD','4H'],'tableau-6':['QH','AS'],"
      "'waste':['QS']}}");
  PatMove moves[256];
  guint n;

  pt_refused (s, "waste:foundation-1",
              "a queen of spades cannot go on any card of a foundation");
  pt_refused (s, "waste:foundation-8",
              "a queen of spades cannot go on any card of a foundation");
  pt_refused (s, "waste:foundation-2", "an empty foundation takes only a 6, not a queen");
  pt_refused (s, "waste:foundation-10",
              "an empty foundation takes only a 5, not a queen");
  pt_refused (s, "waste:foundation-0", "foundation 1 is complete");
  pt_refused (s, "waste:foundation-9", "foundation 10 is complete");
  /* The Queen heading a pile never moves, to a foundation or anywhere. */
  pt_refused (s, "tableau-1:foundation-1",
              "the queen of diamonds at the base of tableau pile 2 never moves");
  pt_refused (s, "tableau-1:foundation-8",
              "the queen of diamonds at the base of tableau pile 2 never moves");

  /* No listed move takes a Queen to a foundation. */
  n = pat_moves_list (pat_session_get_rules (s), pat_session_get_state (s), moves,
                      G_N_ELEMENTS (moves));
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PAT_MOVE_CARD
        && pat_session_get_rules (s)->piles[moves[i].to].kind == PAT_PILE_FOUNDATION)
      g_assert_cmpuint (
          pat_card_rank (pat_state_top (pat_session_get_state (s), moves[i].from)), !=,
          PAT_QUEEN);
}

static void
test_foundation_cards_never_move (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{'foundation-0':['6C','7C'],"
      "'foundation-8':['5C','4C'],'tableau-0':['QC','8H'],'tableau-1':['QD'],"
      "'tableau-2':['QH','3S']," QUEENS_3_TO_7 "}}");

  pt_refused (s, "foundation-0:tableau-1",
              "a card never leaves a foundation in this game");
  pt_refused (s, "foundation-0:tableau-0",
              "a card never leaves a foundation in this game");
  pt_refused (s, "foundation-8:foundation-1",
              "a card never leaves a foundation in this game");
  pt_refused (s, "foundation-8:waste", "a card never leaves a foundation in this game");
  pt_play (s, "tableau-0:foundation-0");
  pt_play (s, "tableau-2:foundation-8");
  pt_assert_pile (s, "foundation-0", "6C 7C 8H");
  pt_assert_pile (s, "foundation-8", "5C 4C 3S");
}

/* A tableau top goes to a foundation or onto a bare Queen, nowhere else. */
static void
test_tableau_to_bare_queen (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{'tableau-0':['QC','9H','8S'],"
      "'tableau-1':['QD','KS'],'tableau-2':['QH'],'tableau-3':['QS'],"
      "'tableau-4':['QC','2D'],'tableau-5':['QD','3D'],'tableau-6':['QH','4D'],"
      "'tableau-7':['QS','JD']}}");

  pt_refused (s, "tableau-0:tableau-1",
              "a tableau card can only go to a foundation or onto a bare queen");
  pt_refused (s, "tableau-0:waste", "nothing can be put on the waste");
  pt_refused (s, "tableau-0:stock", "nothing can be put on the stock");
  pt_play (s, "tableau-0:tableau-2");
  pt_assert_pile (s, "tableau-2", "QH 8S");
  /* No longer bare. */
  pt_refused (s, "tableau-0:tableau-2",
              "a tableau card can only go to a foundation or onto a bare queen");
  pt_play (s, "tableau-1:tableau-3");
  pt_assert_pile (s, "tableau-3", "QS KS");
  /* tableau-1 is bare now, and takes a card. */
  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "QD 9H");
  pt_assert_pile (s, "tableau-0", "QC");
  /* A bare Queen itself never moves. */
  pt_refused (s, "tableau-0:tableau-1",
              "the queen of clubs at the base of tableau pile 1 never moves");
  pt_refused (s, "tableau-0:foundation-0",
              "the queen of clubs at the base of tableau pile 1 never moves");
  pt_play (s, "tableau-7:tableau-0");
  pt_assert_pile (s, "tableau-0", "QC JD");
}

/* An empty tableau pile (the last Queens not out, in a position set up by
 * hand) takes no card from the tableau: it has no base to be bare. */
static void
test_empty_pile_takes_nothing (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{'tableau-0':['QC','9H','8S'],"
      "'tableau-1':['QD'],'tableau-2':[]}}");

  pt_refused (s, "tableau-0:tableau-2", "tableau pile 3 is empty and takes no card");
  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "QD 8S");
}

static void
test_deal_needs_empty_waste (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{'tableau-0':['QC','9H'],"
      "'tableau-1':['QD'],'tableau-2':['QH'],'stock':['JH','4S']," QUEENS_3_TO_7 "}}");

  pt_refused (s, "stock:tableau-1", "cards are not played from the stock; deal them");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "4S");
  pt_refused (s, "deal", "the waste card must be played before the next is turned");
  pt_play (s, "waste:tableau-1");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "JH");
  pt_assert_pile (s, "tableau-1", "QD 4S");
}

/* The waste card goes to a foundation or onto any tableau pile: bare or not,
 * whatever lies there. */
static void
test_waste_to_foundation_or_any_tableau (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','rest':'stock','piles':{'foundation-0':['6C'],"
      "'tableau-0':['QC','9H'],'tableau-1':['QD'],'tableau-2':['QH','2C','KD'],"
      "'stock':['7S','5H','JH','4S']," QUEENS_3_TO_7 "}}");

  pt_play (s, "deal");
  pt_play (s, "waste:tableau-0");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-2");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-1");
  pt_assert_pile (s, "tableau-0", "QC 9H 4S");
  pt_assert_pile (s, "tableau-1", "QD 5H");
  pt_assert_pile (s, "tableau-2", "QH 2C KD JH");
  pt_play (s, "deal");
  pt_refused (s, "waste:foundation-8", "an empty foundation takes only a 5, not a 7");
  pt_refused (s, "waste:waste", "a card cannot move onto its own pile");
  pt_refused (s, "waste:stock", "nothing can be put on the stock");
  pt_play (s, "waste:foundation-0");
  pt_assert_pile (s, "foundation-0", "6C 7S");
  pt_assert_pile (s, "waste", "");
}

static void
test_no_redeal (void)
{
  g_autoptr (PatSession) dealt = pt_deal ("intrigue", 5, "deal-mode", "seed");
  g_autoptr (PatSession) s = position_above_base (
      "{'game':'intrigue','piles':{'tableau-0':['QC','9H'],'tableau-1':['QD'],"
      "'tableau-2':['QH']," QUEENS_3_TO_7 "}}",
      "tableau-0");

  pt_refused (dealt, "redeal", "this game has no redeal");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 0);
  pt_refused (s, "redeal", "this game has no redeal");
  pt_refused (s, "deal", "the stock is empty");
  /* Play goes on while a move is left. */
  pt_assert_status (s, "playing");
  pt_play (s, "tableau-0:tableau-1");
}

static void
test_lost (void)
{
#define LOST_FOUNDATIONS                                                                 \
  "'foundation-0':['6C'],'foundation-1':['6D'],'foundation-2':['6H'],"                   \
  "'foundation-3':['6S'],'foundation-4':['6C'],'foundation-5':['6D'],"                   \
  "'foundation-6':['6H'],'foundation-7':['6S'],'foundation-8':['5C'],"                   \
  "'foundation-9':['5D'],'foundation-10':['5H'],'foundation-11':['5S'],"                 \
  "'foundation-12':['5C'],'foundation-13':['5D'],'foundation-14':['5H'],"                \
  "'foundation-15':['5S']"
  g_autoptr (PatSession) s = position_above_base (
      "{'game':'intrigue','piles':{" LOST_FOUNDATIONS ",'tableau-0':['QC','JD'],"
      "'tableau-1':['QD','9C','7H'],'tableau-2':['QH','10C'],'tableau-3':['QS','JC'],"
      "'tableau-4':['QC','KC'],'tableau-5':['QD','AC'],'tableau-6':['QH','2C'],"
      "'tableau-7':['QS','3C']}}",
      "tableau-0");
  g_autoptr (PatSession) waste = position_above_base (
      "{'game':'intrigue','piles':{" LOST_FOUNDATIONS ",'tableau-0':['QC','JD'],"
      "'tableau-1':['QD','9C'],'tableau-2':['QH','10C'],'tableau-3':['QS','JC'],"
      "'tableau-4':['QC','KC'],'tableau-5':['QD','AC'],'tableau-6':['QH','2C'],"
      "'tableau-7':['QS','3C'],'waste':['KH']}}",
      "tableau-0");

  /* The stock is empty and one move is left. */
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 0);
  pt_assert_status (s, "playing");
  pt_refused (s, "tableau-0:foundation-0", "a jack of diamonds can only go on a 10");
  pt_play (s, "tableau-1:foundation-0");
  pt_assert_status (s, "lost");
  g_assert_true (pat_session_undo (s));
  pt_assert_status (s, "playing");

  /* A waste card can always go onto a tableau pile; then nothing is left. */
  pt_assert_status (waste, "playing");
  pt_play (waste, "waste:tableau-3");
  pt_assert_status (waste, "lost");
}

static void
test_won (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','piles':{"
      "'foundation-0':['6C','7C','8C','9C','10C','JC'],"
      "'foundation-1':['6D','7D','8D','9D','10D','JD'],"
      "'foundation-2':['6H','7H','8H','9H','10H','JH'],"
      "'foundation-3':['6S','7S','8S','9S','10S','JS'],"
      "'foundation-4':['6C','7C','8C','9C','10C','JC'],"
      "'foundation-5':['6D','7D','8D','9D','10D','JD'],"
      "'foundation-6':['6H','7H','8H','9H','10H','JH'],"
      "'foundation-7':['6S','7S','8S','9S','10S'],"
      "'foundation-8':['5C','4C','3C','2C','AC','KC'],"
      "'foundation-9':['5D','4D','3D','2D','AD','KD'],"
      "'foundation-10':['5H','4H','3H','2H','AH','KH'],"
      "'foundation-11':['5S','4S','3S','2S','AS','KS'],"
      "'foundation-12':['5C','4C','3C','2C','AC','KC'],"
      "'foundation-13':['5D','4D','3D','2D','AD','KD'],"
      "'foundation-14':['5H','4H','3H','2H','AH','KH'],"
      "'foundation-15':['5S','4S','3S','2S','AS','KS'],"
      "'tableau-0':['QC'],'tableau-1':['QD'],'tableau-2':['QH'],"
      "'tableau-3':['QS'],'tableau-4':['QC'],'tableau-5':['QD'],'tableau-6':['QH'],"
      "'tableau-7':['QS'],'waste':['JS']}}");

  pt_assert_status (s, "playing");
  pt_play (s, "waste:foundation-7");
  /* All 16 foundations hold 6 cards; the Queens stay on the table. */
  pt_assert_status (s, "won");
  pt_assert_pile (s, "tableau-7", "QS");
}

static void
test_deal_mode_option (void)
{
  PatRules rules;
  g_autoptr (GError) error = NULL;
  g_autofree char *value = NULL;

  pat_rules_init_default (&rules, pat_variant_lookup ("intrigue"));
  g_assert_cmpint (pat_rules_get_option (&rules, "deal-mode", -1), ==, 0);
  value = pat_rules_option_value_string (&rules, 0);
  g_assert_cmpstr (value, ==, "seed");
  g_assert_cmpint (rules.deal, ==, PAT_DEAL_TO_EMPTY_WASTE);
  g_assert_false (pat_rules_set_option (&rules, "deal-mode", "salic", &error));
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_true (pat_rules_set_option (&rules, "deal-mode", "classic", NULL));
  pat_rules_resolve (&rules);
  g_assert_cmpint (rules.deal, ==, PAT_DEAL_TO_LAST_TABLEAU);
  g_assert_cmpstr (rules.piles[rules.deal_to].id, ==, "tableau-7");
}

/* deal-mode=classic: each deal puts the stock's top onto the newest Queen's
 * pile (tableau-7); the waste is never used. */
static void
test_classic_deal (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intrigue','options':{'deal-mode':'classic'},'rest':'stock',"
      "'piles':{'foundation-0':['6C'],'tableau-0':['QC','9H'],'tableau-1':['QD'],"
      "'tableau-2':['QH'],'tableau-3':['QS'],'tableau-4':['QC'],'tableau-5':['QD'],"
      "'tableau-6':['QH'],'tableau-7':['QS','2D'],'stock':['JH','7S','4S']}}");
  g_autoptr (PatSession) dealt = pt_deal ("intrigue", 7, "deal-mode", "classic");

  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-7", "QS 2D 4S");
  pt_assert_pile (s, "waste", "");
  /* No waste card waits: the next deal follows at once. */
  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-7", "QS 2D 4S 7S");
  pt_assert_pile (s, "waste", "");
  pt_play (s, "tableau-7:foundation-0");
  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-7", "QS 2D 4S JH");

  /* The pinned deal's tableau-7 is bare; dealing covers it. */
  pt_assert_pile (dealt, "tableau-7", "QH");
  pt_play (dealt, "deal");
  pt_assert_pile (dealt, "tableau-7", "QH 9H");
  pt_assert_pile (dealt, "waste", "");
  pt_refused (dealt, "waste:tableau-0", "the waste is empty");
}

/* deal-mode=classic: bare Queens take tableau cards only once the stock is
 * empty. */
static void
test_classic_bare_queens (void)
{
  g_autoptr (PatSession) s = position_above_base (
      "{'game':'intrigue','options':{'deal-mode':'classic'},'piles':{"
      "'foundation-8':['5C'],'tableau-0':['QC','9H'],'tableau-1':['QD','4C'],"
      "'tableau-2':['QH']," QUEENS_3_TO_7 ",'stock':['8S']}}",
      "tableau-0");
  g_autoptr (PatSession) seed = position_above_base (
      "{'game':'intrigue','piles':{'tableau-0':['QC','9H'],"
      "'tableau-1':['QD','4C'],'tableau-2':['QH']," QUEENS_3_TO_7 ",'stock':['8S']}}",
      "tableau-0");

  pt_refused (s, "tableau-0:tableau-2",
              "bare queens take cards only once the stock is empty");
  pt_refused (s, "tableau-1:tableau-5",
              "bare queens take cards only once the stock is empty");
  /* Foundations take cards all the while. */
  pt_play (s, "tableau-1:foundation-8");
  pt_play (s, "deal");
  pt_assert_pile (s, "tableau-7", "QS 8S");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 0);
  pt_refused (s, "deal", "the stock is empty");
  pt_play (s, "tableau-0:tableau-2");
  pt_play (s, "tableau-7:tableau-1");
  pt_assert_pile (s, "tableau-2", "QH 9H");
  pt_assert_pile (s, "tableau-1", "QD 8S");

  /* In the seed's mode they take cards at any time. */
  g_assert_cmpuint (pt_pile_len (seed, "stock"), ==, 1);
  pt_play (seed, "tableau-0:tableau-2");
  pt_assert_pile (seed, "tableau-2", "QH 9H");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/intrigue/deal-seed", test_deal_seed);
  g_test_add_func ("/intrigue/deal-classic", test_deal_classic);
  g_test_add_func ("/intrigue/pinned-deal", test_pinned_deal);
  g_test_add_func ("/intrigue/upper-foundations", test_upper_foundations);
  g_test_add_func ("/intrigue/lower-foundations", test_lower_foundations);
  g_test_add_func ("/intrigue/queens-never-go-to-foundations",
                   test_queens_never_go_to_foundations);
  g_test_add_func ("/intrigue/foundation-cards-never-move",
                   test_foundation_cards_never_move);
  g_test_add_func ("/intrigue/tableau-to-bare-queen", test_tableau_to_bare_queen);
  g_test_add_func ("/intrigue/empty-pile-takes-nothing", test_empty_pile_takes_nothing);
  g_test_add_func ("/intrigue/deal-needs-empty-waste", test_deal_needs_empty_waste);
  g_test_add_func ("/intrigue/waste-to-foundation-or-any-tableau",
                   test_waste_to_foundation_or_any_tableau);
  g_test_add_func ("/intrigue/no-redeal", test_no_redeal);
  g_test_add_func ("/intrigue/lost", test_lost);
  g_test_add_func ("/intrigue/won", test_won);
  g_test_add_func ("/intrigue/deal-mode-option", test_deal_mode_option);
  g_test_add_func ("/intrigue/classic-deal", test_classic_deal);
  g_test_add_func ("/intrigue/classic-bare-queens", test_classic_bare_queens);

  return g_test_run ();
}
