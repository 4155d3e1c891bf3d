/* test-indian.c — every rule and option of Indian
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

#define SUIT(s)                                                                          \
  "'A" s "','2" s "','3" s "','4" s "','5" s "','6" s "','7" s "','8" s "','9" s         \
  "','10" s "','J" s "','Q" s "','K" s "'"
#define SUIT_TO_QUEEN(s)                                                                 \
  "'A" s "','2" s "','3" s "','4" s "','5" s "','6" s "','7" s "','8" s "','9" s         \
  "','10" s "','J" s "','Q" s "'"
#define CLUBS SUIT ("C")
#define DIAMONDS SUIT ("D")
#define HEARTS SUIT ("H")
#define SPADES SUIT ("S")
#define CLUBS_TO_QUEEN SUIT_TO_QUEEN ("C")
#define SPADES_TO_QUEEN SUIT_TO_QUEEN ("S")

static void
test_pinned_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("indian", 5, NULL, NULL);
  g_autoptr (PatSession) two = pt_deal ("indian", 5, "face-down", "2");

  pt_assert_pile (s, "tableau-0", "#6D 10D 5S");
  pt_assert_pile (s, "tableau-1", "#7D AD 7D");
  pt_assert_pile (s, "tableau-7", "#8C 9H AC");
  pt_assert_pile (s, "tableau-9", "#9C 8H 5C");
  pt_assert_pile (s, "waste", "");
  pt_assert_pile (s, "foundation-0", "");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 74);
  {
    g_autofree char *stock = pt_pile (s, "stock");

    g_assert_true (g_str_has_prefix (stock, "#5H #3C #4S "));
    g_assert_true (g_str_has_suffix (stock, " #2H #7S #KH"));
  }
  pt_assert_status (s, "playing");

  /* The same cards, with one more of each pile face down. */
  pt_assert_pile (two, "tableau-0", "#6D #10D 5S");
  pt_assert_pile (two, "tableau-9", "#9C #8H 5C");
}

static void
test_deal_shape (void)
{
  for (guint face_down = 1; face_down <= 2; face_down++)
    for (guint n = 0; n <= 50; n++)
      {
        /* Deals 1 to 50 and the highest deal number. */
        guint32 deal = n < 50 ? n + 1 : PAT_DEAL_MAX;
        g_autofree char *value = g_strdup_printf ("%u", face_down);
        g_autoptr (PatSession) s = pt_deal ("indian", deal, "face-down", value);
        const PatRules *rules = pat_session_get_rules (s);
        guint len;
        const PatCard *cards;

        g_assert_true (pat_state_validate (pat_session_get_state (s), rules, NULL));
        g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 10);
        for (guint i = 0; i < 10; i++)
          {
            g_autofree char *id = g_strdup_printf ("tableau-%u", i);

            cards = pt_pile_cards (s, id, &len);
            g_assert_cmpuint (len, ==, 3);
            for (guint j = 0; j < len; j++)
              g_assert_cmpint (pat_card_is_face_down (cards[j]), ==, j < face_down);
          }
        for (guint i = 0; i < 8; i++)
          {
            g_autofree char *id = g_strdup_printf ("foundation-%u", i);

            g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
          }
        cards = pt_pile_cards (s, "stock", &len);
        g_assert_cmpuint (len, ==, 74);
        for (guint j = 0; j < len; j++)
          g_assert_true (pat_card_is_face_down (cards[j]));
        g_assert_cmpuint (pt_pile_len (s, "waste"), ==, 0);
      }
}

static void
test_build_down_other_suit (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'indian','rest':'stock','piles':{'tableau-0':['9C'],"
      "'tableau-1':['8S'],'tableau-2':['9D'],'tableau-3':['8H'],'tableau-4':['8C'],"
      "'tableau-5':['10H'],'tableau-6':['KS'],'tableau-7':['AH'],"
      "'tableau-8':['2H','KH'],'tableau-9':['2C'],'waste':['7C','7D']}}");

  pt_refused (s, "tableau-4:tableau-0",
              "an 8 of clubs can only go on a 9 of any suit but clubs");
  pt_refused (s, "tableau-1:tableau-5",
              "an 8 of spades can only go on a 9 of any suit but spades");
  pt_refused (s, "tableau-5:tableau-0",
              "a 10 of hearts can only go on a jack of any suit but hearts");
  pt_play (s, "tableau-1:tableau-0");
  pt_assert_pile (s, "tableau-0", "9C 8S");
  pt_play (s, "tableau-3:tableau-2");
  pt_assert_pile (s, "tableau-2", "9D 8H");

  /* No wrap: nothing takes a King, and an Ace goes only on a 2. */
  pt_refused (s, "tableau-6:tableau-8",
              "a king of spades cannot go on any card of a tableau pile");
  pt_refused (s, "tableau-7:tableau-8",
              "an ace of hearts can only go on a 2 of any suit but hearts");
  pt_play (s, "tableau-7:tableau-9");
  pt_assert_pile (s, "tableau-9", "2C AH");

  /* The waste top builds the same way. */
  pt_play (s, "waste:tableau-0");
  pt_assert_pile (s, "tableau-0", "9C 8S 7D");
  pt_refused (s, "waste:tableau-4",
              "a 7 of clubs can only go on an 8 of any suit but clubs");
  pt_play (s, "waste:tableau-2");
  pt_assert_pile (s, "tableau-2", "9D 8H 7C");
  pt_assert_pile (s, "waste", "");
  pt_refused (s, "waste:tableau-4", "the waste is empty");

  /* Only the top card moves: the 7, not the 9 under it that fits the 10. */
  pt_refused (s, "tableau-0:tableau-5",
              "a 7 of diamonds can only go on an 8 of any suit but diamonds");
}

static void
test_empty_pile_takes_any (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'indian','rest':'stock','piles':{'tableau-0':['9C'],'tableau-1':[],"
      "'tableau-2':[],'tableau-3':[],'waste':['5H'],'foundation-0':['AD','2D']}}");

  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "9C");
  pt_assert_pile (s, "tableau-0", "");
  pt_play (s, "waste:tableau-2");
  pt_assert_pile (s, "tableau-2", "5H");
  pt_play (s, "foundation-0:tableau-3");
  pt_assert_pile (s, "tableau-3", "2D");
  pt_refused (s, "stock:tableau-0", "cards are not played from the stock; deal them");
  pt_refused (s, "tableau-1:waste", "nothing can be put on the waste");
  pt_refused (s, "tableau-1:stock", "nothing can be put on the stock");
}

static void
test_face_down_turns_up (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'indian','rest':'stock','piles':{'tableau-0':['#5H','9C'],"
                     "'tableau-1':[],'tableau-2':['6S']}}");
  PatState before = *pat_session_get_state (s);
  PatState after;

  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-0", "5H");
  pt_assert_pile (s, "tableau-1", "9C");
  after = *pat_session_get_state (s);

  /* Undo turns it back down with the move; redo turns it up again. */
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (&before, pat_session_get_state (s)));
  pt_assert_pile (s, "tableau-0", "#5H 9C");
  g_assert_true (pat_session_redo (s));
  g_assert_true (pat_state_equal (&after, pat_session_get_state (s)));

  /* The turned card plays like any other. */
  pt_play (s, "tableau-0:tableau-2");
  pt_assert_pile (s, "tableau-2", "6S 5H");
  pt_assert_pile (s, "tableau-0", "");
}

static void
test_face_down_option (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'indian','options':{'face-down':2},'rest':'stock',"
      "'piles':{'tableau-0':['#6D','#5H','9C'],'tableau-1':[],'tableau-2':[]}}");

  pt_play (s, "tableau-0:tableau-1");
  pt_assert_pile (s, "tableau-0", "#6D 5H");
  pt_play (s, "tableau-0:tableau-2");
  pt_assert_pile (s, "tableau-0", "6D");
  g_assert_true (pat_session_undo (s));
  pt_assert_pile (s, "tableau-0", "#6D 5H");
}

static void
test_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("indian", 5, NULL, NULL);
  g_autoptr (PatSession) t
      = pt_position ("{'game':'indian','rest':'stock','piles':{'tableau-0':['5S'],"
                     "'stock':['9D','4D','KC']}}");

  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "KH");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 73);

  /* Each deal lays the stock's top on the waste, face up; the waste top is
   * the one that plays. */
  pt_play (t, "deal");
  pt_assert_pile (t, "waste", "KC");
  pt_refused (t, "waste:tableau-0", "a king of clubs cannot go on any card");
  pt_play (t, "deal");
  pt_assert_pile (t, "waste", "KC 4D");
  pt_play (t, "waste:tableau-0");
  pt_assert_pile (t, "tableau-0", "5S 4D");
  pt_assert_pile (t, "waste", "KC");
  pt_refused (t, "waste:tableau-0", "a king of clubs cannot go on any card");
}

static void
test_one_pass (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'indian','rest':'tableau-0','piles':{'tableau-0':['5S'],"
                     "'stock':['4D']}}");
  g_autoptr (PatSession) fresh = pt_deal ("indian", 5, NULL, NULL);

  pt_refused (fresh, "redeal", "this game has no redeal");
  pt_play (s, "deal");
  pt_assert_pile (s, "stock", "");
  pt_assert_pile (s, "waste", "4D");
  pt_refused (s, "deal", "the stock is empty");
  pt_refused (s, "redeal", "this game has no redeal");
  pt_play (s, "waste:tableau-0");
}

static void
test_foundations (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'indian','rest':'stock','piles':{'tableau-0':['AC'],"
                     "'tableau-1':['2D'],'tableau-2':['KC'],'waste':['2C'],"
                     "'foundation-1':[" CLUBS_TO_QUEEN "]}}");

  pt_refused (s, "waste:foundation-0",
              "an empty foundation takes only an ace, not a 2 of clubs");
  pt_play (s, "tableau-0:foundation-0");
  pt_refused (s, "tableau-1:foundation-0",
              "a 2 of diamonds can only go on an ace of diamonds");
  pt_play (s, "waste:foundation-0");
  pt_assert_pile (s, "foundation-0", "AC 2C");
  pt_refused (s, "foundation-0:foundation-2", "cannot go to another foundation");
  pt_play (s, "tableau-2:foundation-1");
  pt_refused (s, "tableau-1:foundation-1", "foundation 2 is complete");
}

static void
test_foundation_takeback_option (void)
{
#define TAKEBACK_POSITION(value)                                                         \
  "{'game':'indian','options':{'foundation-takeback':" value "},'rest':'stock',"         \
  "'piles':{'tableau-0':['KS'],'tableau-1':['4D'],'tableau-2':['4C'],'tableau-3':[],"    \
  "'foundation-0':['AC','2C','3C']}}"
  g_autoptr (PatSession) s = pt_position (TAKEBACK_POSITION ("true"));
  g_autoptr (PatSession) t = pt_position (TAKEBACK_POSITION ("false"));

  pt_refused (s, "foundation-0:tableau-2",
              "a 3 of clubs can only go on a 4 of any suit but clubs");
  pt_play (s, "foundation-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "4D 3C");
  pt_assert_pile (s, "foundation-0", "AC 2C");

  pt_refused (t, "foundation-0:tableau-1", "turned off (option foundation-takeback)");
  pt_refused (t, "foundation-0:tableau-3", "turned off (option foundation-takeback)");
#undef TAKEBACK_POSITION
}

static void
test_won (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'indian','piles':{'foundation-0':[" CLUBS "],"
                     "'foundation-1':[" CLUBS "],'foundation-2':[" DIAMONDS "],"
                     "'foundation-3':[" DIAMONDS "],'foundation-4':[" HEARTS "],"
                     "'foundation-5':[" HEARTS "],'foundation-6':[" SPADES "],"
                     "'foundation-7':[" SPADES_TO_QUEEN "],'waste':['KS']}}");

  pt_assert_status (s, "playing");
  pt_play (s, "waste:foundation-7");
  pt_assert_status (s, "won");
}

static void
test_lost (void)
{
#define LOST_POSITION(waste)                                                             \
  "{'game':'indian','rest':'tableau-0','piles':{'tableau-0':['KC'],"                     \
  "'tableau-1':['KC'],'tableau-2':['KD'],'tableau-3':['KD'],'tableau-4':['KH'],"         \
  "'tableau-5':['KH'],'tableau-6':['KS'],'tableau-7':['KS'],'tableau-8':['5C'],"         \
  "'tableau-9':['5D'],'waste':[" waste "]}}"
  g_autoptr (PatSession) lost = pt_position (LOST_POSITION (""));
  g_autoptr (PatSession) waste_plays = pt_position (LOST_POSITION ("'AS'"));
  g_autoptr (PatSession) stock_left = pt_position (
      "{'game':'indian','rest':'tableau-0','piles':{'tableau-0':['KC'],"
      "'tableau-1':['KC'],'tableau-2':['KD'],'tableau-3':['KD'],'tableau-4':['KH'],"
      "'tableau-5':['KH'],'tableau-6':['KS'],'tableau-7':['KS'],'tableau-8':['5C'],"
      "'tableau-9':['5D'],'stock':['4S']}}");

  pt_assert_status (lost, "lost");
  pt_refused (lost, "tableau-8:tableau-9", "a 5 of clubs can only go on a 6");
  pt_refused (lost, "deal", "the stock is empty");
  pt_assert_status (waste_plays, "playing");
  pt_play (waste_plays, "waste:foundation-0");
  pt_assert_status (waste_plays, "lost");
  pt_assert_status (stock_left, "playing");
  pt_play (stock_left, "deal");
  pt_assert_status (stock_left, "playing");
#undef LOST_POSITION
}

static void
test_option_range (void)
{
  static const struct
  {
    const char *key, *value, *reason;
  } bad[] = {
    { "face-down", "0", "option face-down takes a whole number from 1 to 2, not “0”" },
    { "face-down", "3", "from 1 to 2" },
    { "foundation-takeback", "maybe", "option foundation-takeback takes true or false" },
    { "redeals", "1", "unknown option “redeals”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    pt_option_refused ("indian", bad[i].key, bad[i].value, bad[i].reason);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/indian/pinned-deal", test_pinned_deal);
  g_test_add_func ("/indian/deal-shape", test_deal_shape);
  g_test_add_func ("/indian/build-down-other-suit", test_build_down_other_suit);
  g_test_add_func ("/indian/empty-pile-takes-any", test_empty_pile_takes_any);
  g_test_add_func ("/indian/face-down-turns-up", test_face_down_turns_up);
  g_test_add_func ("/indian/face-down-option", test_face_down_option);
  g_test_add_func ("/indian/deal", test_deal);
  g_test_add_func ("/indian/one-pass", test_one_pass);
  g_test_add_func ("/indian/foundations", test_foundations);
  g_test_add_func ("/indian/foundation-takeback", test_foundation_takeback_option);
  g_test_add_func ("/indian/won", test_won);
  g_test_add_func ("/indian/lost", test_lost);
  g_test_add_func ("/indian/option-range", test_option_range);

  return g_test_run ();
}
