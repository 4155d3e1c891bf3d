/* test-idle-aces.c — every rule and option of Idle Aces
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

/* Foundations of one suit, bottom first. */
#define UP_TO_JACK(s)                                                                    \
  "'2" s "','3" s "','4" s "','5" s "','6" s "','7" s "','8" s "','9" s "','10" s        \
  "','J" s "'"
#define UP(s) UP_TO_JACK (s) ",'Q" s "','K" s "'"
#define DOWN_TO_3(s)                                                                     \
  "'K" s "','Q" s "','J" s "','10" s "','9" s "','8" s "','7" s "','6" s "','5" s        \
  "','4" s "','3" s "'"
#define DOWN(s) DOWN_TO_3 (s) ",'2" s "','A" s "'"
#define UP_TO_JACK_C UP_TO_JACK ("C")
#define UP_C UP ("C")
#define UP_D UP ("D")
#define UP_H UP ("H")
#define UP_S UP ("S")
#define DOWN_TO_3_D DOWN_TO_3 ("D")
#define DOWN_TO_3_H DOWN_TO_3 ("H")
#define DOWN_C DOWN ("C")
#define DOWN_D DOWN ("D")
#define DOWN_H DOWN ("H")
#define DOWN_S DOWN ("S")

/* The base of every foundation that a position does not build on. */
#define BASES                                                                            \
  "'foundation-1':['2D'],'foundation-2':['2H'],'foundation-3':['2S'],"                   \
  "'foundation-5':['KD'],'foundation-6':['KH'],'foundation-7':['KS']"

/* Everything home but five cards, which lie on the waste: the Queen and King
 * of clubs for foundation-0, the 2 and Ace of diamonds for foundation-5 and
 * an Ace for cell-3. @head adds members such as options. */
#define FIVE_LEFT(head, waste)                                                           \
  "{'game':'idle-aces'," head "'piles':{"                                                \
  "'foundation-0':[" UP_TO_JACK_C "],'foundation-1':[" UP_D "],"                         \
  "'foundation-2':[" UP_H "],'foundation-3':[" UP_S "],"                                 \
  "'foundation-4':[" DOWN_C "],'foundation-5':[" DOWN_TO_3_D "],"                        \
  "'foundation-6':[" DOWN_H "],'foundation-7':[" DOWN_S "],"                             \
  "'cell-0':['AC'],'cell-1':['AD'],'cell-2':['AH'],'waste':[" waste "]}}"

static void
test_pinned_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 5, NULL, NULL);
  g_autofree char *stock = pt_pile (s, "stock");

  g_assert_true (g_str_has_prefix (stock, "#5H #8S #5D #9H "));
  g_assert_true (g_str_has_suffix (stock, " #QD #4D #6D"));
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "6D");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 95);
}

static void
test_deal_shape (void)
{
  static const char *const bases[] = { "2C", "2D", "2H", "2S", "KC", "KD", "KH", "KS" };

  for (guint n = 0; n <= 50; n++)
    {
      /* Deals 1 to 50 and the highest deal number. */
      guint32 deal = n < 50 ? n + 1 : PAT_DEAL_MAX;
      g_autoptr (PatSession) s = pt_deal ("idle-aces", deal, NULL, NULL);
      guint len;
      const PatCard *cards;

      g_assert_true (pat_state_validate (pat_session_get_state (s),
                                         pat_session_get_rules (s), NULL));
      for (guint i = 0; i < 8; i++)
        {
          g_autofree char *id = g_strdup_printf ("foundation-%u", i);

          pt_assert_pile (s, id, bases[i]);
        }
      for (guint i = 0; i < 4; i++)
        {
          g_autofree char *id = g_strdup_printf ("cell-%u", i);

          pt_assert_pile (s, id, "");
        }
      pt_assert_pile (s, "waste", "");
      cards = pt_pile_cards (s, "stock", &len);
      g_assert_cmpuint (len, ==, 96);
      for (guint i = 0; i < len; i++)
        g_assert_true (pat_card_is_face_down (cards[i]));
      pt_assert_status (s, "playing");
    }
}

static void
test_foundations_any_suit (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'idle-aces','rest':'stock','piles':{'foundation-0':['2C'],"
      "'foundation-1':['2D'],'foundation-2':['2H','3H','4H','5H','6H','7H','8H','9H',"
      "'10H','JH','QH'],'foundation-3':['2S'],'foundation-4':['KC'],"
      "'foundation-5':['KD'],'foundation-6':[" DOWN_TO_3_H ",'2H'],"
      "'foundation-7':['KS'],'waste':['KS','AH','KD','JC','QS','4S','3D']}}");

  /* Up from 2 to King, whatever the suit. */
  pt_play (s, "waste:foundation-0");
  pt_assert_pile (s, "foundation-0", "2C 3D");
  pt_refused (s, "waste:foundation-1", "a 4 of spades can only go on a 3");
  pt_play (s, "waste:foundation-0");
  pt_assert_pile (s, "foundation-0", "2C 3D 4S");

  /* Down from King to Ace, whatever the suit. */
  pt_refused (s, "waste:foundation-3", "a queen of spades can only go on a jack");
  pt_play (s, "waste:foundation-4");
  pt_refused (s, "waste:foundation-5", "a jack of clubs can only go on a queen");
  pt_play (s, "waste:foundation-4");
  pt_assert_pile (s, "foundation-4", "KC QS JC");

  /* A King ends an up foundation, an Ace a down one. */
  pt_play (s, "waste:foundation-2");
  g_assert_cmpuint (pt_pile_len (s, "foundation-2"), ==, 12);
  pt_refused (s, "waste:foundation-4", "an ace of hearts can only go on a 2");
  pt_play (s, "waste:foundation-6");
  g_assert_cmpuint (pt_pile_len (s, "foundation-6"), ==, 13);
  pt_refused (s, "waste:foundation-2", "foundation 3 is complete");
  pt_refused (s, "waste:foundation-6", "foundation 7 is complete");
  pt_refused (s, "waste:foundation-3", "a king of spades can only go on a queen");
  pt_refused (s, "waste:foundation-7",
              "a king of spades cannot go on any card of a foundation");
}

static void
test_cells (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'idle-aces','rest':'stock','piles':{'foundation-0':['2C'],"
                     "'foundation-1':['2D'],'foundation-2':['2H'],'foundation-3':['2S'],"
                     "'foundation-4':['KC'],'foundation-5':['KD'],'foundation-6':['KH'],"
                     "'foundation-7':[" DOWN_S "],'waste':['5C','AD','AH','AS']}}");

  /* Any Ace in any cell. */
  pt_play (s, "waste:cell-2");
  pt_assert_pile (s, "cell-2", "AS");
  pt_refused (s, "waste:cell-2", "cell 3 takes no more cards");
  pt_play (s, "waste:cell-0");
  pt_play (s, "waste:cell-1");
  pt_assert_pile (s, "cell-0", "AH");
  pt_assert_pile (s, "cell-1", "AD");
  pt_refused (s, "waste:cell-3", "an empty cell takes only an ace, not a 5 of clubs");

  /* A cell never gives its Ace up, and takes nothing but from the waste. */
  pt_refused (s, "cell-2:cell-3", "a card never leaves a cell in this game");
  pt_refused (s, "cell-0:foundation-4", "a card never leaves a cell in this game");
  pt_refused (s, "foundation-7:cell-3", "a card from a foundation cannot go to a cell");
  pt_refused (s, "stock:cell-3", "cards are not played from the stock; deal them");
  pt_refused (s, "cell-1:waste", "a card never leaves a cell in this game");
}

static void
test_ace_cells_by_suit_option (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'idle-aces','options':{'ace-cells-by-suit':true},'rest':'stock',"
      "'piles':{'foundation-0':['2C']," BASES ",'foundation-4':['KC'],"
      "'waste':['AH','AD']}}");

  pt_refused (s, "waste:cell-0", "cell 1 takes only the ace of clubs");
  pt_refused (s, "waste:cell-2", "cell 3 takes only the ace of hearts");
  pt_play (s, "waste:cell-1");
  pt_assert_pile (s, "cell-1", "AD");
  pt_refused (s, "waste:cell-3", "cell 4 takes only the ace of spades");
  pt_play (s, "waste:cell-2");
  pt_assert_pile (s, "cell-2", "AH");
}

static void
test_foundation_moves_option (void)
{
#define MOVES_POSITION(value)                                                            \
  "{'game':'idle-aces','options':{'foundation-moves':" value "},'rest':'stock',"         \
  "'piles':{'foundation-0':['2C','3D','4H','5S']," BASES ","                             \
  "'foundation-4':['KC','QD','JH','10S','9C','8D','7H','6S'],'waste':['6C']}}"
  g_autoptr (PatSession) s = pt_position (MOVES_POSITION ("true"));
  g_autoptr (PatSession) t = pt_position (MOVES_POSITION ("false"));

  pt_play (s, "foundation-0:foundation-4");
  pt_assert_pile (s, "foundation-0", "2C 3D 4H");
  pt_assert_pile (s, "foundation-4", "KC QD JH 10S 9C 8D 7H 6S 5S");
  pt_play (s, "foundation-4:foundation-0");
  pt_assert_pile (s, "foundation-0", "2C 3D 4H 5S");
  pt_refused (s, "foundation-0:foundation-1", "a 5 of spades can only go on a 4");
  pt_refused (s, "foundation-0:waste", "nothing can be put on the waste");
  pt_refused (s, "foundation-0:stock", "nothing can be put on the stock");

  /* The base 2s and Kings never move. */
  pt_refused (s, "foundation-1:foundation-6",
              "the 2 of diamonds at the base of foundation 2 never moves");
  pt_refused (s, "foundation-5:foundation-2",
              "the king of diamonds at the base of foundation 6 never moves");

  /* Between two up foundations and from an up to a down one as well. */
  pt_play (s, "foundation-0:foundation-4");
  pt_play (s, "foundation-0:foundation-4");
  pt_assert_pile (s, "foundation-4", "KC QD JH 10S 9C 8D 7H 6S 5S 4H");
  pt_play (s, "foundation-0:foundation-1");
  pt_assert_pile (s, "foundation-1", "2D 3D");
  pt_assert_pile (s, "foundation-0", "2C");
  pt_refused (s, "foundation-0:foundation-4",
              "the 2 of clubs at the base of foundation 1 never moves");

  pt_refused (t, "foundation-0:foundation-4",
              "moving a card from a foundation to another foundation is turned off "
              "(option foundation-moves)");
  pt_play (t, "waste:foundation-0");
  pt_assert_pile (t, "foundation-0", "2C 3D 4H 5S 6C");
#undef MOVES_POSITION
}

static void
test_deal (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'idle-aces','rest':'waste','piles':{'foundation-0':['2C']," BASES ","
      "'foundation-4':['KC'],'stock':['AS','3H']}}");
  g_autofree char *waste = pt_pile (s, "waste");

  pt_play (s, "deal");
  {
    g_autofree char *expected = g_strconcat (waste, " 3H", NULL);

    pt_assert_pile (s, "waste", expected);
  }
  pt_play (s, "waste:foundation-0");
  pt_play (s, "deal");
  pt_assert_pile (s, "stock", "");
  pt_play (s, "waste:cell-3");
  pt_refused (s, "deal", "the stock is empty");
  pt_refused (s, "waste:stock", "nothing can be put on the stock");
}

static void
test_redeal_only_when_stock_empty (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 5, NULL, NULL);

  pt_refused (s, "redeal", "a redeal is allowed only once the stock is empty");
  pt_play (s, "deal");
  pt_refused (s, "redeal", "a redeal is allowed only once the stock is empty");
}

static void
test_redeal_turns_waste_over (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 5, NULL, NULL);
  g_autoptr (PatSession) t = pt_position (FIVE_LEFT ("", "'KC','2D','AS','QC','AD'"));
  g_autofree char *stock = pt_pile (s, "stock");

  /* One pass without playing, then the waste turned over: the stock is
   * back in its first order, unshuffled. */
  for (guint i = 0; i < 96; i++)
    pt_play (s, "deal");
  pt_assert_pile (s, "stock", "");
  g_assert_cmpuint (pt_pile_len (s, "waste"), ==, 96);
  pt_play (s, "redeal");
  pt_assert_pile (s, "waste", "");
  pt_assert_pile (s, "stock", stock);
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 0);

  /* The first card turned is the first to come again. */
  pt_refused (t, "deal", "the stock is empty");
  pt_play (t, "redeal");
  pt_assert_pile (t, "waste", "");
  pt_assert_pile (t, "stock", "#AD #QC #AS #2D #KC");
  pt_play (t, "deal");
  pt_assert_pile (t, "waste", "KC");
}

static void
test_redeals_option (void)
{
  g_autoptr (PatSession) one = pt_position (FIVE_LEFT ("", "'KC','2D','AS','QC','AD'"));
  g_autoptr (PatSession) two
      = pt_position (FIVE_LEFT ("'options':{'redeals':2},", "'KC','2D','AS','QC','AD'"));
  g_autoptr (PatSession) none
      = pt_position (FIVE_LEFT ("'options':{'redeals':0},", "'KC','2D','AS','QC','AD'"));
  g_autoptr (PatSession) fresh = pt_deal ("idle-aces", 5, NULL, NULL);

  g_assert_cmpuint (pat_session_get_state (fresh)->redeals_left, ==, 1);

  pt_play (one, "redeal");
  for (guint i = 0; i < 5; i++)
    pt_play (one, "deal");
  pt_refused (one, "redeal", "no redeal is left");

  for (guint pass = 0; pass < 2; pass++)
    {
      pt_play (two, "redeal");
      for (guint i = 0; i < 5; i++)
        pt_play (two, "deal");
    }
  pt_assert_pile (two, "waste", "KC 2D AS QC AD");
  pt_refused (two, "redeal", "no redeal is left");

  pt_refused (none, "redeal", "redeals are turned off (option redeals)");
}

static void
test_won (void)
{
  g_autoptr (PatSession) s = pt_position (FIVE_LEFT ("", "'KC','2D','AS','QC','AD'"));
  g_autoptr (PatSession) home
      = pt_position ("{'game':'idle-aces','piles':{'foundation-0':[" UP_C "],"
                     "'foundation-1':[" UP_D "],'foundation-2':[" UP_H "],"
                     "'foundation-3':[" UP_S "],'foundation-4':[" DOWN_C "],"
                     "'foundation-5':[" DOWN_D "],'foundation-6':[" DOWN_H "],"
                     "'foundation-7':[" DOWN_S "],'cell-0':['AC'],'cell-1':['AD'],"
                     "'cell-2':['AH'],'cell-3':['AS']}}");

  pt_play (s, "redeal");
  pt_play (s, "deal");
  pt_play (s, "deal");
  pt_play (s, "waste:foundation-5");
  pt_play (s, "deal");
  pt_play (s, "waste:cell-3");
  pt_play (s, "deal");
  pt_play (s, "waste:foundation-0");
  pt_play (s, "waste:foundation-0");
  pt_assert_status (s, "playing");
  pt_play (s, "deal");
  pt_play (s, "waste:foundation-5");
  pt_assert_status (s, "won");

  /* Every card home, the four Aces in the cells: won, nothing to redeal. */
  pt_assert_status (home, "won");
  pt_refused (home, "redeal", "there are no cards to redeal");
}

static void
test_lost (void)
{
  g_autoptr (PatSession) lost
      = pt_position (FIVE_LEFT ("'redeals-left':0,", "'2D','AS','QC','AD','KC'"));
  g_autoptr (PatSession) redeal_left
      = pt_position (FIVE_LEFT ("", "'2D','AS','QC','AD','KC'"));

  pt_assert_status (lost, "lost");
  pt_refused (lost, "waste:foundation-0", "a king of clubs can only go on a queen");
  pt_refused (lost, "redeal", "no redeal is left");
  pt_assert_status (redeal_left, "playing");
}

static void
test_option_range (void)
{
  static const struct
  {
    const char *key, *value, *reason;
  } bad[] = {
    { "redeals", "3", "option redeals takes a whole number from 0 to 2, not “3”" },
    { "ace-cells-by-suit", "2", "option ace-cells-by-suit takes true or false" },
    { "foundation-moves", "maybe", "option foundation-moves takes true or false" },
    { "foundation-takeback", "true", "unknown option “foundation-takeback”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    pt_option_refused ("idle-aces", bad[i].key, bad[i].value, bad[i].reason);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/idle-aces/pinned-deal", test_pinned_deal);
  g_test_add_func ("/idle-aces/deal-shape", test_deal_shape);
  g_test_add_func ("/idle-aces/foundations-any-suit", test_foundations_any_suit);
  g_test_add_func ("/idle-aces/cells", test_cells);
  g_test_add_func ("/idle-aces/ace-cells-by-suit", test_ace_cells_by_suit_option);
  g_test_add_func ("/idle-aces/foundation-moves", test_foundation_moves_option);
  g_test_add_func ("/idle-aces/deal", test_deal);
  g_test_add_func ("/idle-aces/redeal-only-when-stock-empty",
                   test_redeal_only_when_stock_empty);
  g_test_add_func ("/idle-aces/redeal-turns-waste-over", test_redeal_turns_waste_over);
  g_test_add_func ("/idle-aces/redeals-option", test_redeals_option);
  g_test_add_func ("/idle-aces/won", test_won);
  g_test_add_func ("/idle-aces/lost", test_lost);
  g_test_add_func ("/idle-aces/option-range", test_option_range);

  return g_test_run ();
}
