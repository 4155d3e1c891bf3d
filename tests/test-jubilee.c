/* test-jubilee.c — every rule of Jubilee, from deals and constructed positions
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

/* The foundation order, after the King. */
static const char *const jubilee_order[]
    = { "K", "A", "J", "2", "10", "3", "9", "4", "8", "5", "7", "6", "Q" };
static const char suit_letters[] = "CDHS";

/* "'foundation-0':['KC','AC'],…,'foundation-7':[…]": foundation-i holds the
 * first @counts[i] cards of the order in suit i % 4. */
static char *
foundations_with (const guint counts[8])
{
  GString *text = g_string_new (NULL);

  for (guint f = 0; f < 8; f++)
    {
      g_string_append_printf (text, "%s'foundation-%u':[", f > 0 ? "," : "", f);
      for (guint i = 0; i < counts[f]; i++)
        g_string_append_printf (text, "%s'%s%c'", i > 0 ? "," : "", jubilee_order[i],
                                suit_letters[f % 4]);
      g_string_append_c (text, ']');
    }
  return g_string_free (text, FALSE);
}

/* Every foundation holding the first @n cards of its suit's order. */
static char *
foundations (guint n)
{
  const guint counts[8] = { n, n, n, n, n, n, n, n };

  return foundations_with (counts);
}

/* The eight Kings alone. */
#define KINGS                                                                            \
  "'foundation-0':['KC'],'foundation-1':['KD'],'foundation-2':['KH'],"                   \
  "'foundation-3':['KS'],'foundation-4':['KC'],'foundation-5':['KD'],"                   \
  "'foundation-6':['KH'],'foundation-7':['KS']"

static void
test_deal (void)
{
  for (guint32 deal = 1; deal <= 40; deal++)
    {
      g_autoptr (PatSession) s = pt_deal ("jubilee", deal, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      const PatCard *stock;

      g_assert_true (pat_state_validate (state, rules, NULL));
      g_assert_true (pat_state_check_deck (state, rules, NULL));
      pt_assert_pile (s, "foundation-0", "KC");
      pt_assert_pile (s, "foundation-1", "KD");
      pt_assert_pile (s, "foundation-2", "KH");
      pt_assert_pile (s, "foundation-3", "KS");
      pt_assert_pile (s, "foundation-4", "KC");
      pt_assert_pile (s, "foundation-5", "KD");
      pt_assert_pile (s, "foundation-6", "KH");
      pt_assert_pile (s, "foundation-7", "KS");
      pt_assert_pile (s, "waste", "");
      for (guint t = 0; t < 4; t++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", t);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 96);
      stock = pat_state_pile (state, (guint)rules->stock);
      for (guint i = 0; i < 96; i++)
        {
          g_assert_true (pat_card_is_face_down (stock[i]));
          g_assert_cmpuint (pat_card_rank (stock[i]), !=, PAT_KING);
        }
      g_assert_cmpuint (state->redeals_left, ==, 1);
      pt_assert_status (s, "playing");
    }
}

static void
test_pinned_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("jubilee", 1, NULL, NULL);

  /* From `patience-cli deal jubilee --deal 1`. */
  pt_assert_pile (
      s, "stock",
      "#9H #8D #10H #4C #9D #3H #3D #2D #8C #6H #6S #2S #JD #QC #2H #4H #6C #7C #3C #5D "
      "#JC #AD #QD #6D #5S #QH #9S #3H #9S #8H #4C #6S #2C #9C #JC #AD #7H #5H #QS #8C "
      "#2C #2D #7S #5S #2H #10D #QH #JS #4D #5C #8S #3S #7D #8H #5C #5D #6H #AH #9C #9D "
      "#7S #3S #7D #JH #4S #JS #AS #6D #5H #7C #10S #AS #10C #QC #AC #10D #3D #4S #QD "
      "#2S #10C #10S #4H #9H #QS #8S #JD #AC #JH #AH #7H #3C #8D #6C #4D #10H");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "10H");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 95);
}

/* A foundation takes its suit in the order K A J 2 10 3 9 4 8 5 7 6 Q, one
 * card after the other, and nothing out of turn. */
static void
test_foundation_order (void)
{
  /* The stock deals the clubs in foundation order, the Ace first; the 6 of
   * clubs waits on tableau-0. */
  g_autoptr (PatSession) s = pt_position (
      "{'game':'jubilee','rest':'stock','piles':{" KINGS ",'tableau-0':['6C'],"
      "'stock':['QC','7C','5C','8C','4C','9C','3C','10C','2C','JC','AC']}}");
  char expected[64] = "KC";

  for (guint i = 1; i < 13; i++)
    {
      g_autofree char *card = g_strdup_printf ("%sC", jubilee_order[i]);

      if (i < 11)
        /* Out of turn: the 6 waits until the 7 is down. */
        pt_refused (s, "tableau-0:foundation-0",
                    "a 6 of clubs can only go on a 7 of clubs");
      if (i != 11)
        {
          pt_play (s, "deal");
          pt_assert_pile (s, "waste", card);
          pt_play (s, "waste:foundation-0");
        }
      else
        pt_play (s, "tableau-0:foundation-0");
      g_strlcat (expected, " ", sizeof expected);
      g_strlcat (expected, card, sizeof expected);
      pt_assert_pile (s, "foundation-0", expected);
    }
  pt_assert_pile (s, "foundation-0", "KC AC JC 2C 10C 3C 9C 4C 8C 5C 7C 6C QC");
  pt_assert_pile (s, "waste", "");
  pt_assert_pile (s, "tableau-0", "");
}

static void
test_foundation_out_of_order (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'jubilee','rest':'stock','piles':{" KINGS ",'tableau-0':['2C'],"
      "'tableau-1':['QC'],'tableau-2':['AC'],'tableau-3':['JC']}}");

  /* Only the Ace follows the King. */
  pt_refused (s, "tableau-0:foundation-0", "a 2 of clubs can only go on a jack of clubs");
  pt_refused (s, "tableau-1:foundation-0",
              "a queen of clubs can only go on a 6 of clubs");
  pt_refused (s, "tableau-3:foundation-0",
              "a jack of clubs can only go on an ace of clubs");
  pt_play (s, "tableau-2:foundation-0");
  /* Ascending order is not the order: the 2 comes after the Jack. */
  pt_refused (s, "tableau-0:foundation-0", "a 2 of clubs can only go on a jack of clubs");
  pt_play (s, "tableau-3:foundation-0");
  pt_play (s, "tableau-0:foundation-0");
  pt_assert_pile (s, "foundation-0", "KC AC JC 2C");
}

static void
test_foundation_in_suit (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'jubilee','rest':'stock','piles':{" KINGS ",'tableau-0':['AD'],"
      "'tableau-1':['AS'],'tableau-2':['AH']}}");

  pt_refused (s, "tableau-0:foundation-0",
              "an ace of diamonds can only go on a king of diamonds");
  pt_refused (s, "tableau-0:foundation-2",
              "an ace of diamonds can only go on a king of diamonds");
  pt_refused (s, "tableau-1:foundation-6",
              "an ace of spades can only go on a king of spades");
  pt_play (s, "tableau-0:foundation-5");
  pt_play (s, "tableau-1:foundation-3");
  pt_play (s, "tableau-2:foundation-6");
  pt_assert_pile (s, "foundation-5", "KD AD");
  pt_assert_pile (s, "foundation-3", "KS AS");
  pt_assert_pile (s, "foundation-6", "KH AH");
}

static void
test_foundation_complete (void)
{
  const guint counts[8] = { 13, 12, 12, 12, 12, 12, 12, 12 };
  g_autofree char *f = foundations_with (counts);
  g_autofree char *json = g_strdup_printf (
      "{'game':'jubilee','piles':{%s,'tableau-0':['QD','QH','QS','QD','QH','QS'],"
      "'tableau-1':['QC']}}",
      f);
  g_autoptr (PatSession) s = pt_position (json);

  g_assert_cmpuint (pt_pile_len (s, "foundation-0"), ==, 13);
  /* A complete foundation takes nothing, not even the Queen of its suit. */
  pt_refused (s, "tableau-1:foundation-0", "foundation 1 is complete");
  pt_play (s, "tableau-1:foundation-4");
  pt_assert_pile (s, "foundation-4", "KC AC JC 2C 10C 3C 9C 4C 8C 5C 7C 6C QC");
  pt_refused (s, "tableau-0:foundation-0", "foundation 1 is complete");
}

static void
test_deal_needs_empty_waste (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'jubilee','rest':'stock','piles':{" KINGS ",'stock':['9D','5H']}}");

  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "5H");
  pt_refused (s, "deal", "the waste card must be played before the next is turned");
  pt_play (s, "waste:tableau-2");
  pt_play (s, "deal");
  pt_assert_pile (s, "waste", "9D");
  pt_assert_pile (s, "tableau-2", "5H");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 94);
}

static void
test_deal_empty_stock (void)
{
  g_autofree char *f = foundations (11);
  g_autofree char *json = g_strdup_printf (
      "{'game':'jubilee','piles':{%s,'tableau-0':['6C','6D','6H','6S','6C','6D','6H',"
      "'6S','QC','QD','QH','QS','QC','QD','QH'],'waste':['QS']}}",
      f);
  g_autoptr (PatSession) s = pt_position (json);

  pt_refused (s, "deal", "the stock is empty");
  pt_play (s, "waste:tableau-1");
  pt_refused (s, "deal", "the stock is empty");
}

/* The waste card goes onto any tableau pile, empty or not, whatever lies there. */
static void
test_waste_to_any_tableau (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'jubilee','rest':'stock','piles':{" KINGS ",'tableau-1':['9C'],"
      "'stock':['AC','10D','2S','5H','3S','5H','QD']}}");

  pt_play (s, "deal");
  pt_play (s, "waste:tableau-0");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-1");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-1");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-3");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-3");
  pt_play (s, "deal");
  pt_play (s, "waste:tableau-0");
  pt_assert_pile (s, "tableau-0", "QD 10D");
  pt_assert_pile (s, "tableau-1", "9C 5H 3S");
  pt_assert_pile (s, "tableau-2", "");
  pt_assert_pile (s, "tableau-3", "5H 2S");
  /* Or to a foundation where it fits. */
  pt_play (s, "deal");
  pt_refused (s, "waste:foundation-1", "an ace of clubs can only go on a king of clubs");
  pt_play (s, "waste:foundation-4");
  pt_assert_pile (s, "foundation-4", "KC AC");
  pt_assert_pile (s, "waste", "");
}

static void
test_tableau_plays_only_to_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'jubilee','rest':'stock','piles':{" KINGS ",'tableau-0':['5S','AH'],"
      "'tableau-1':['2H'],'tableau-2':[]}}");

  pt_refused (
      s, "tableau-0:tableau-1",
      "a card from a tableau pile cannot go to another tableau pile in this game");
  pt_refused (
      s, "tableau-0:tableau-2",
      "a card from a tableau pile cannot go to another tableau pile in this game");
  pt_refused (s, "tableau-0:waste", "nothing can be put on the waste");
  pt_refused (s, "tableau-0:stock", "nothing can be put on the stock");
  pt_refused (s, "stock:tableau-2", "cards are not played from the stock; deal them");
  pt_play (s, "tableau-0:foundation-2");
  pt_assert_pile (s, "foundation-2", "KH AH");
  /* Only the top card is available: the 5 under it now is. */
  pt_assert_pile (s, "tableau-0", "5S");
  pt_refused (s, "tableau-1:foundation-2",
              "a 2 of hearts can only go on a jack of hearts");
}

static void
test_foundations_keep_their_cards (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'jubilee','rest':'stock','piles':{'foundation-0':['KC','AC','JC'],"
      "'foundation-1':['KD'],'foundation-2':['KH'],'foundation-3':['KS'],"
      "'foundation-4':['KC'],'foundation-5':['KD'],'foundation-6':['KH'],"
      "'foundation-7':['KS'],'tableau-0':['4D']}}");

  pt_refused (s, "foundation-0:tableau-0",
              "a card never leaves a foundation in this game");
  pt_refused (s, "foundation-0:tableau-1",
              "a card never leaves a foundation in this game");
  pt_refused (s, "foundation-0:foundation-4",
              "a card never leaves a foundation in this game");
  pt_refused (s, "foundation-1:waste", "a card never leaves a foundation in this game");
}

static void
test_redeal_when_stock_and_waste_empty (void)
{
  g_autofree char *f = foundations (11);
  g_autofree char *json = g_strdup_printf (
      "{'game':'jubilee','piles':{%s,'tableau-0':['6C','6D','6H','6S','6C','6D','6H',"
      "'6S'],'tableau-1':['QC','QD','QH','QS','QC','QD'],'waste':['QH'],"
      "'stock':['QS']}}",
      f);
  g_autoptr (PatSession) s = pt_position (json);

  /* Stock and waste both hold a card. */
  pt_refused (s, "redeal",
              "a redeal is allowed only once the stock and the waste are empty");
  pt_play (s, "waste:tableau-2");
  /* The stock still holds one. */
  pt_refused (s, "redeal",
              "a redeal is allowed only once the stock and the waste are empty");
  pt_play (s, "deal");
  /* The waste holds one. */
  pt_refused (s, "redeal",
              "a redeal is allowed only once the stock and the waste are empty");
  pt_play (s, "waste:tableau-3");
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 1);
  pt_play (s, "redeal");
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 0);
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 16);

  /* Deal the whole new stock out again: there is no second redeal. */
  for (guint i = 0; i < 16; i++)
    {
      pt_play (s, "deal");
      pt_play (s, "waste:tableau-0");
    }
  pt_refused (s, "redeal", "no redeal is left");
  pt_refused (s, "deal", "the stock is empty");
}

/* The redeal gathers the tableau from the right, without a shuffle: the new
 * stock deals tableau-3 bottom first, then tableau-2, … tableau-0's top last. */
static void
test_redeal_order (void)
{
  g_autofree char *f = foundations (11);
  g_autofree char *json = g_strdup_printf (
      "{'game':'jubilee','piles':{%s,'tableau-0':['6C','QD','6H','QS'],"
      "'tableau-1':['QC','6D'],'tableau-2':['6S','QH','6C','QD','6D'],"
      "'tableau-3':['QS','6H','QC','6S','QH']}}",
      f);
  g_autoptr (PatSession) s = pt_position (json);
  const char *dealt[] = { "QS", "6H", "QC", "6S", "QH", /* tableau-3 */
                          "6S", "QH", "6C", "QD", "6D", /* tableau-2 */
                          "QC", "6D",                   /* tableau-1 */
                          "6C", "QD", "6H", "QS" };     /* tableau-0 */

  pt_play (s, "redeal");
  for (guint t = 0; t < 4; t++)
    {
      g_autofree char *id = g_strdup_printf ("tableau-%u", t);

      g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
    }
  /* The stock lists its cards bottom first: its top is the last card. */
  pt_assert_pile (s, "stock",
                  "#QS #6H #QD #6C #6D #QC #6D #QD #6C #QH #6S #QH #6S #QC #6H #QS");
  for (guint i = 0; i < G_N_ELEMENTS (dealt); i++)
    {
      pt_play (s, "deal");
      pt_assert_pile (s, "waste", dealt[i]);
      pt_play (s, "waste:tableau-1");
    }
}

static void
test_redeal_undo (void)
{
  g_autofree char *f = foundations (11);
  g_autofree char *json = g_strdup_printf (
      "{'game':'jubilee','piles':{%s,'tableau-0':['6C','QD','6H','QS','QC','6D','6S',"
      "'QH'],'tableau-3':['6C','QD','6D','QS','6H','QC','6S','QH']}}",
      f);
  g_autoptr (PatSession) s = pt_position (json);
  PatState before = *pat_session_get_state (s);

  pt_play (s, "redeal");
  pt_assert_pile (s, "tableau-0", "");
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (&before, pat_session_get_state (s)));
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 1);
  g_assert_true (pat_session_redo (s));
  pt_assert_pile (s, "stock",
                  "#QH #6S #6D #QC #QS #6H #QD #6C #QH #6S #QC #6H #QS #6D #QD #6C");
}

static void
test_won (void)
{
  const guint counts[8] = { 13, 13, 13, 13, 13, 13, 13, 12 };
  g_autofree char *f = foundations_with (counts);
  g_autofree char *json
      = g_strdup_printf ("{'game':'jubilee','piles':{%s,'tableau-2':['QS']}}", f);
  g_autoptr (PatSession) s = pt_position (json);

  pt_assert_status (s, "playing");
  pt_play (s, "tableau-2:foundation-7");
  pt_assert_status (s, "won");
}

static void
test_lost (void)
{
#define LOST_POSITION(redeals)                                                           \
  "{'game':'jubilee','redeals-left':" redeals ",'rest':'tableau-0','piles':{" KINGS      \
  ",'tableau-0':['JH'],'tableau-1':['5C'],'tableau-2':['QS'],'tableau-3':['AD']}}"
  g_autoptr (PatSession) lost = pt_position (LOST_POSITION ("0"));
  g_autoptr (PatSession) redeal = pt_position (LOST_POSITION ("1"));

  /* One Ace can still go out; then nothing is left. */
  pt_assert_status (lost, "playing");
  pt_play (lost, "tableau-3:foundation-1");
  pt_assert_status (lost, "lost");
  pt_refused (lost, "redeal", "no redeal is left");

  /* With the redeal left, the game goes on. */
  pt_play (redeal, "tableau-3:foundation-1");
  pt_assert_status (redeal, "playing");
  pt_play (redeal, "redeal");
  pt_assert_status (redeal, "playing");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/jubilee/deal", test_deal);
  g_test_add_func ("/jubilee/pinned-deal", test_pinned_deal);
  g_test_add_func ("/jubilee/foundation-order", test_foundation_order);
  g_test_add_func ("/jubilee/foundation-out-of-order", test_foundation_out_of_order);
  g_test_add_func ("/jubilee/foundation-in-suit", test_foundation_in_suit);
  g_test_add_func ("/jubilee/foundation-complete", test_foundation_complete);
  g_test_add_func ("/jubilee/deal-needs-empty-waste", test_deal_needs_empty_waste);
  g_test_add_func ("/jubilee/deal-empty-stock", test_deal_empty_stock);
  g_test_add_func ("/jubilee/waste-to-any-tableau", test_waste_to_any_tableau);
  g_test_add_func ("/jubilee/tableau-plays-only-to-foundations",
                   test_tableau_plays_only_to_foundations);
  g_test_add_func ("/jubilee/foundations-keep-their-cards",
                   test_foundations_keep_their_cards);
  g_test_add_func ("/jubilee/redeal-when-stock-and-waste-empty",
                   test_redeal_when_stock_and_waste_empty);
  g_test_add_func ("/jubilee/redeal-order", test_redeal_order);
  g_test_add_func ("/jubilee/redeal-undo", test_redeal_undo);
  g_test_add_func ("/jubilee/won", test_won);
  g_test_add_func ("/jubilee/lost", test_lost);

  return g_test_run ();
}
