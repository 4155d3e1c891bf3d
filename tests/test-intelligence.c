/* test-intelligence.c — every rule and option of Intelligence
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

#define CLUBS "'AC','2C','3C','4C','5C','6C','7C','8C','9C','10C','JC','QC','KC'"
#define DIAMONDS "'AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD'"
#define HEARTS_TO_QUEEN "'AH','2H','3H','4H','5H','6H','7H','8H','9H','10H','JH','QH'"
#define SPADES_TO_QUEEN "'AS','2S','3S','4S','5S','6S','7S','8S','9S','10S','JS','QS'"

/* Adds the cards of every pile of @kind to @counts, indexed by face-up card. */
static void
count_cards (PatSession *s, PatPileKind kind, guint counts[64])
{
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);

  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].kind == kind)
      for (guint i = 0; i < pat_state_len (state, p); i++)
        counts[pat_card_face_up (pat_state_pile (state, p)[i])]++;
}

/* Every tableau pile holds three face-up cards, none an Ace; every
 * foundation holds at most its Ace; the rest is the face-down stock. */
static void
assert_fresh_deal (PatSession *s, guint n_piles)
{
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);
  guint aces_out = 0;

  g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, n_piles);
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      switch (rules->piles[p].kind)
        {
          case PAT_PILE_TABLEAU:
            g_assert_cmpuint (len, ==, 3);
            for (guint i = 0; i < len; i++)
              {
                g_assert_false (pat_card_is_face_down (cards[i]));
                g_assert_cmpuint (pat_card_rank (cards[i]), !=, PAT_ACE);
              }
            break;
          case PAT_PILE_FOUNDATION:
            g_assert_cmpuint (len, <=, 1);
            if (len == 1)
              {
                g_assert_cmpuint (pat_card_rank (cards[0]), ==, PAT_ACE);
                aces_out++;
              }
            break;
          case PAT_PILE_STOCK:
            for (guint i = 0; i < len; i++)
              g_assert_true (pat_card_is_face_down (cards[i]));
            break;
          default:
            g_assert_not_reached ();
        }
    }
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 104 - 3 * n_piles - aces_out);
}

/* The sixteen piles tableau-2 … tableau-17 with one card each, so that no
 * pile is empty while the stock has cards, as in real play. Tests beside it
 * use no hearts or diamonds from 10 up. */
#define FILLER                                                                           \
  "'tableau-2':['KH'],'tableau-3':['KH'],'tableau-4':['QH'],'tableau-5':['QH'],"         \
  "'tableau-6':['JH'],'tableau-7':['JH'],'tableau-8':['10H'],'tableau-9':['10H'],"       \
  "'tableau-10':['KD'],'tableau-11':['KD'],'tableau-12':['QD'],'tableau-13':['QD'],"     \
  "'tableau-14':['JD'],'tableau-15':['JD'],'tableau-16':['10D'],'tableau-17':['10D']"

static void
test_pinned_deal (void)
{
  g_autoptr (PatSession) s = pt_deal ("intelligence", 5, NULL, NULL);

  pt_assert_pile (s, "tableau-0", "QC 7S JC");
  pt_assert_pile (s, "tableau-1", "10D 5C 7D");
  pt_assert_pile (s, "tableau-9", "3H 3D 7H");
  pt_assert_pile (s, "tableau-17", "7C 10H KC");
  pt_assert_pile (s, "foundation-0", "AS");
  pt_assert_pile (s, "foundation-1", "AH");
  pt_assert_pile (s, "foundation-4", "AC");
  pt_assert_pile (s, "foundation-5", "");
  pt_assert_pile (s, "foundation-7", "");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 45);
  {
    g_autofree char *stock = pt_pile (s, "stock");

    g_assert_true (g_str_has_prefix (stock, "#9H #6H #5C "));
    g_assert_true (g_str_has_suffix (stock, " #10H #8H #7H"));
  }
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 2);
  pt_assert_status (s, "playing");
}

static void
test_deal_shape (void)
{
  for (guint32 deal = 1; deal <= 100; deal++)
    {
      g_autoptr (PatSession) s = pt_deal ("intelligence", deal, NULL, NULL);

      g_assert_true (pat_state_validate (pat_session_get_state (s),
                                         pat_session_get_rules (s), NULL));
      assert_fresh_deal (s, 18);
    }
  {
    g_autoptr (PatSession) s = pt_deal ("intelligence", PAT_DEAL_MAX, NULL, NULL);

    assert_fresh_deal (s, 18);
  }
}

static void
test_build_up_or_down_in_suit (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intelligence','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['7C'],'tableau-2':['9H','8C'],'tableau-3':['6C'],"
      "'tableau-4':['8D'],'tableau-5':['JS','KS'],'tableau-6':['QS'],"
      "'tableau-7':['JS','AH'],'tableau-8':['KH'],'tableau-9':['5C','2H'],"
      "'tableau-10':['7C'],'tableau-11':['QH']}}");

  pt_refused (s, "tableau-4:tableau-1",
              "an 8 of diamonds can only go on a 7 or 9 of diamonds");
  pt_refused (s, "tableau-3:tableau-2", "a 6 of clubs can only go on a 5 or 7 of clubs");
  pt_play (s, "tableau-2:tableau-1");
  pt_assert_pile (s, "tableau-1", "7C 8C");
  pt_assert_pile (s, "tableau-2", "9H");
  pt_play (s, "tableau-3:tableau-10");
  pt_assert_pile (s, "tableau-10", "7C 6C");
  pt_assert_pile (s, "tableau-3", "");

  /* No wrap: a King goes only on a Queen, and an Ace never on a King. */
  pt_refused (s, "tableau-8:tableau-7",
              "a king of hearts can only go on a queen of hearts");
  pt_refused (s, "tableau-7:tableau-8", "an ace of hearts can only go on a 2 of hearts");
  pt_play (s, "tableau-5:tableau-6");
  pt_assert_pile (s, "tableau-6", "QS KS");
  pt_play (s, "tableau-11:tableau-8");
  pt_assert_pile (s, "tableau-8", "KH QH");
  pt_play (s, "tableau-7:tableau-9");
  pt_assert_pile (s, "tableau-9", "5C 2H AH");
  pt_refused (s, "tableau-9:tableau-6", "an ace of hearts can only go on a 2 of hearts");

  /* The top card of a built pile moves on its own rank. */
  pt_refused (s, "tableau-1:tableau-10",
              "an 8 of clubs can only go on a 7 or 9 of clubs");
}

static void
test_stock_not_played (void)
{
  g_autoptr (PatSession) s = pt_deal ("intelligence", 5, NULL, NULL);

  pt_refused (s, "stock:tableau-0", "cards are not played from the stock");
  pt_refused (s, "stock:foundation-5", "cards are not played from the stock");
  pt_refused (s, "deal", "the stock is not dealt in this game");
  pt_refused (s, "tableau-0:stock", "nothing can be put on the stock");
}

static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intelligence','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['2C'],'tableau-2':['3D'],'tableau-3':['AC'],"
      "'foundation-1':['AD'],'foundation-2':['AD','2D']}}");

  pt_refused (s, "tableau-1:foundation-0",
              "an empty foundation takes only an ace, not a 2");
  pt_refused (s, "tableau-2:foundation-1",
              "a 3 of diamonds can only go on a 2 of diamonds");
  pt_refused (s, "tableau-1:foundation-1", "a 2 of clubs can only go on an ace of clubs");
  pt_play (s, "tableau-2:foundation-2");
  pt_assert_pile (s, "foundation-2", "AD 2D 3D");
  pt_play (s, "tableau-3:foundation-0");
  pt_play (s, "tableau-1:foundation-0");
  pt_assert_pile (s, "foundation-0", "AC 2C");
  pt_refused (s, "foundation-0:foundation-3", "cannot go to another foundation");
}

static void
test_empty_pile_not_filled_by_player (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intelligence','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C'],'tableau-2':[],'foundation-0':['AC','2C','3C']}}");

  pt_refused (s, "tableau-1:tableau-2",
              "an empty tableau pile is filled only from the stock");
  pt_refused (s, "tableau-0:tableau-2",
              "an empty tableau pile is filled only from the stock");
  pt_refused (s, "foundation-0:tableau-2",
              "an empty tableau pile is filled only from the stock");
}

static void
test_refill_with_three (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'intelligence','rest':'stock','piles':{'tableau-0':['5S'],"
                     "'tableau-1':['2C'],'foundation-0':['AC'],"
                     "'stock':['7S','6S','4S','3S']," FILLER "}}");
  PatState before = *pat_session_get_state (s);
  guint stock = pt_pile_len (s, "stock");

  pt_play (s, "tableau-1:foundation-0");
  pt_assert_pile (s, "foundation-0", "AC 2C");
  /* The stock's top card is dealt first, to the bottom of the fan. */
  pt_assert_pile (s, "tableau-1", "3S 4S 6S");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, stock - 3);
  {
    g_autofree char *cards = pt_pile (s, "stock");

    g_assert_true (g_str_has_suffix (cards, " #7S"));
  }
  /* Undo takes the refill back with the move. */
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_state_equal (&before, pat_session_get_state (s)));
}

static void
test_refill_sends_aces_out (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'intelligence','rest':'stock','piles':{'tableau-0':['5S'],"
                     "'tableau-1':['2C'],'foundation-0':['AC'],"
                     "'stock':['6H','5H','AD','4H','AS','3H']," FILLER "}}");
  guint stock = pt_pile_len (s, "stock");

  pt_play (s, "tableau-1:foundation-0");
  pt_assert_pile (s, "tableau-1", "3H 4H 5H");
  pt_assert_pile (s, "foundation-1", "AS");
  pt_assert_pile (s, "foundation-2", "AD");
  pt_assert_pile (s, "foundation-3", "");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, stock - 5);
}

static void
test_partial_refill_then_empty (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intelligence','rest':'tableau-0','piles':{'tableau-0':['10S'],"
      "'tableau-1':['2C'],'foundation-0':['AC'],"
      "'stock':['9S','AS','8S']," FILLER "}}");

  /* Fewer than three left: the pile takes what there is, the Ace going out. */
  pt_play (s, "tableau-1:foundation-0");
  pt_assert_pile (s, "tableau-1", "8S 9S");
  pt_assert_pile (s, "foundation-1", "AS");
  pt_assert_pile (s, "stock", "");

  /* With the stock empty, an emptied pile stays empty. */
  pt_play (s, "tableau-1:tableau-0");
  pt_play (s, "tableau-1:tableau-0");
  pt_assert_pile (s, "tableau-1", "");
  /* Every card but the foundations' three and the filler is on tableau-0. */
  g_assert_cmpuint (pt_pile_len (s, "tableau-0"), ==, 104 - 3 - 16);
  pt_refused (s, "tableau-0:tableau-1",
              "an empty tableau pile is filled only from the stock");
}

static void
test_redeal_any_time (void)
{
  g_autoptr (PatSession) s = pt_deal ("intelligence", 5, NULL, NULL);
  guint before[64] = { 0 };
  guint after[64] = { 0 };
  guint foundations_before[64] = { 0 };
  guint foundations_after[64] = { 0 };

  g_assert_cmpuint (pt_pile_len (s, "stock"), >, 0);
  count_cards (s, PAT_PILE_TABLEAU, before);
  count_cards (s, PAT_PILE_STOCK, before);
  count_cards (s, PAT_PILE_FOUNDATION, foundations_before);

  pt_play (s, "redeal");
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 1);
  assert_fresh_deal (s, 18);

  /* Tableau and stock were gathered; the foundations only gained Aces. */
  count_cards (s, PAT_PILE_TABLEAU, after);
  count_cards (s, PAT_PILE_STOCK, after);
  count_cards (s, PAT_PILE_FOUNDATION, foundations_after);
  for (guint card = 0; card < 64; card++)
    {
      guint gained = foundations_after[card] - foundations_before[card];

      g_assert_cmpuint (foundations_after[card], >=, foundations_before[card]);
      if (gained > 0)
        g_assert_cmpuint (pat_card_rank ((PatCard)card), ==, PAT_ACE);
      g_assert_cmpuint (after[card] + gained, ==, before[card]);
    }

  /* The redeal is as fixed as the deal. */
  pt_assert_pile (s, "tableau-0", "6S QS 9C");
  pt_assert_pile (s, "tableau-17", "7D QC 4D");
  pt_assert_pile (s, "foundation-5", "AD");
  pt_assert_pile (s, "foundation-6", "AS");
  pt_assert_pile (s, "foundation-7", "");
  g_assert_cmpuint (pt_pile_len (s, "stock"), ==, 43);
}

/* Fourteen cards off the foundations: the second spade suit, an Ace among
 * them, and a King of hearts. */
#define SHORT_POSITION(deal, redeals_left)                                               \
  "{'game':'intelligence','deal':" deal ",'redeals-left':" redeals_left ","              \
  "'piles':{'foundation-0':[" CLUBS "],'foundation-1':[" CLUBS "],"                      \
  "'foundation-2':[" DIAMONDS "],'foundation-3':[" DIAMONDS "],"                         \
  "'foundation-4':[" HEARTS_TO_QUEEN ",'KH'],'foundation-5':[" HEARTS_TO_QUEEN "],"      \
  "'foundation-6':[" SPADES_TO_QUEEN ",'KS'],'foundation-7':[],"                         \
  "'tableau-0':['2S','AS','3S'],'tableau-1':['4S','5S','6S'],"                           \
  "'tableau-2':['7S','8S','9S'],'tableau-3':['10S','JS','QS'],"                          \
  "'tableau-4':['KS','KH']}}"

static void
test_redeal_short (void)
{
  g_autoptr (PatSession) s = pt_position (SHORT_POSITION ("1", "2"));

  pt_play (s, "redeal");
  /* Thirteen cards and an Ace: four piles of 3, one of 1, the rest empty. */
  for (guint i = 0; i < 18; i++)
    {
      g_autofree char *id = g_strdup_printf ("tableau-%u", i);
      guint len;
      const PatCard *cards = pt_pile_cards (s, id, &len);

      g_assert_cmpuint (len, ==, i < 4 ? 3 : i == 4 ? 1 : 0);
      for (guint j = 0; j < len; j++)
        g_assert_cmpuint (pat_card_rank (cards[j]), !=, PAT_ACE);
    }
  pt_assert_pile (s, "foundation-7", "AS");
  pt_assert_pile (s, "stock", "");
  g_assert_cmpuint (pat_session_get_state (s)->redeals_left, ==, 1);
}

static void
test_redeal_seed (void)
{
  g_autoptr (PatSession) a = pt_position (SHORT_POSITION ("1", "2"));
  g_autoptr (PatSession) b = pt_position (SHORT_POSITION ("1", "2"));
  g_autoptr (PatSession) other_deal = pt_position (SHORT_POSITION ("2", "2"));
  g_autoptr (PatSession) other_redeal = pt_position (SHORT_POSITION ("1", "1"));
  PatState after_a;

  pt_play (a, "redeal");
  pt_play (b, "redeal");
  pt_play (other_deal, "redeal");
  pt_play (other_redeal, "redeal");
  after_a = *pat_session_get_state (a);
  /* The same position, deal and redeal number shuffle alike … */
  g_assert_true (pat_state_equal (&after_a, pat_session_get_state (b)));
  /* … and the shuffle depends on the deal number and on the redeal's. */
  after_a.deal = 2;
  g_assert_false (pat_state_equal (&after_a, pat_session_get_state (other_deal)));
  after_a.deal = 1;
  after_a.redeals_left = 0;
  g_assert_false (pat_state_equal (&after_a, pat_session_get_state (other_redeal)));
}

static void
test_redeal_reproducible (void)
{
  static const char *const moves[]
      = { "tableau-0:tableau-2", "redeal", "tableau-8:foundation-0", "redeal" };
  g_autoptr (PatSession) s = pt_deal ("intelligence", 5, NULL, NULL);
  g_autoptr (PatSession) replay = pt_deal ("intelligence", 5, NULL, NULL);
  PatState after_first, after_second;

  pt_play (s, moves[0]);
  pt_play (s, moves[1]);
  after_first = *pat_session_get_state (s);
  /* The next move must be legal after the first redeal of deal 5. */
  g_assert_true (pt_is_legal (s, moves[2]));
  pt_play (s, moves[2]);
  pt_play (s, moves[3]);
  after_second = *pat_session_get_state (s);
  g_assert_false (pat_state_equal (&after_first, &after_second));

  /* Undo then redo. */
  for (guint i = 0; i < 3; i++)
    g_assert_true (pat_session_undo (s));
  g_assert_true (pat_session_redo (s));
  g_assert_true (pat_state_equal (&after_first, pat_session_get_state (s)));
  g_assert_true (pat_session_redo (s));
  g_assert_true (pat_session_redo (s));
  g_assert_true (pat_state_equal (&after_second, pat_session_get_state (s)));

  /* Restart then redo. */
  pat_session_restart (s);
  while (pat_session_redo (s))
    ;
  g_assert_true (pat_state_equal (&after_second, pat_session_get_state (s)));

  /* The same moves from the deal. */
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    pt_play (replay, moves[i]);
  g_assert_true (pat_state_equal (&after_second, pat_session_get_state (replay)));

  /* A saved game, whose history is played again when it is loaded. */
  {
    g_autofree char *saved = pat_json_save (replay);
    g_autoptr (GError) error = NULL;
    g_autoptr (PatSession) loaded = pat_json_load (saved, -1, &error);

    g_assert_no_error (error);
    g_assert_true (pat_state_equal (&after_second, pat_session_get_state (loaded)));
  }
}

static void
test_redeals_option (void)
{
  g_autoptr (PatSession) two = pt_deal ("intelligence", 5, NULL, NULL);
  g_autoptr (PatSession) one = pt_deal ("intelligence", 5, "redeals", "1");
  g_autoptr (PatSession) none = pt_deal ("intelligence", 5, "redeals", "0");

  pt_play (two, "redeal");
  pt_play (two, "redeal");
  g_assert_cmpuint (pt_pile_len (two, "stock"), >, 0);
  pt_refused (two, "redeal", "no redeal is left");

  g_assert_cmpuint (pat_session_get_state (one)->redeals_left, ==, 1);
  pt_play (one, "redeal");
  pt_refused (one, "redeal", "no redeal is left");

  g_assert_cmpuint (pat_session_get_state (none)->redeals_left, ==, 0);
  pt_refused (none, "redeal", "redeals are turned off (option redeals)");
}

static void
test_piles_option (void)
{
  g_autoptr (PatSession) plus = pt_deal ("intelligence", 5, "piles", "19");
  g_autoptr (PatSession) plain = pt_deal ("intelligence", 5, NULL, NULL);

  for (guint32 deal = 1; deal <= 50; deal++)
    {
      g_autoptr (PatSession) s = pt_deal ("intelligence", deal, "piles", "19");

      g_assert_true (pat_state_validate (pat_session_get_state (s),
                                         pat_session_get_rules (s), NULL));
      assert_fresh_deal (s, 19);
    }
  g_assert_cmpuint (pt_pile_len (plus, "tableau-18"), ==, 3);
  pt_refused (plus, "tableau-19:tableau-0", "has no pile “tableau-19”");
  pt_refused (plain, "tableau-18:tableau-0", "has no pile “tableau-18”");

  /* The redeal deals all nineteen piles. */
  pt_play (plus, "redeal");
  assert_fresh_deal (plus, 19);
}

static void
test_foundation_takeback_option (void)
{
#define TAKEBACK_POSITION(value)                                                         \
  "{'game':'intelligence','options':{'foundation-takeback':" value "},"                  \
  "'rest':'tableau-0','piles':{'tableau-0':['KD'],'tableau-1':['4C'],"                   \
  "'tableau-2':['3C'],'tableau-3':['9H'],'foundation-0':['AC','2C','3C']}}"
  g_autoptr (PatSession) s = pt_position (TAKEBACK_POSITION ("true"));
  g_autoptr (PatSession) t = pt_position (TAKEBACK_POSITION ("false"));

  pt_refused (s, "foundation-0:tableau-3",
              "a 3 of clubs can only go on a 2 or 4 of clubs");
  pt_play (s, "foundation-0:tableau-1");
  pt_assert_pile (s, "tableau-1", "4C 3C");
  pt_play (s, "foundation-0:tableau-2");
  pt_assert_pile (s, "tableau-2", "3C 2C");
  pt_assert_pile (s, "foundation-0", "AC");
  /* Even the Ace comes back, onto a 2 of its suit. */
  pt_refused (s, "foundation-0:tableau-1", "an ace of clubs can only go on a 2 of clubs");
  pt_play (s, "foundation-0:tableau-2");
  pt_assert_pile (s, "tableau-2", "3C 2C AC");
  pt_assert_pile (s, "foundation-0", "");

  pt_refused (t, "foundation-0:tableau-1", "turned off (option foundation-takeback)");
  pt_refused (t, "foundation-0:tableau-2", "turned off (option foundation-takeback)");
  pt_play (t, "tableau-2:tableau-1");
  pt_assert_pile (t, "tableau-1", "4C 3C");
#undef TAKEBACK_POSITION
}

static void
test_won (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'intelligence','piles':{'foundation-0':[" CLUBS "],"
      "'foundation-1':[" CLUBS "],'foundation-2':[" DIAMONDS "],"
      "'foundation-3':[" DIAMONDS "],'foundation-4':[" HEARTS_TO_QUEEN ",'KH'],"
      "'foundation-5':[" HEARTS_TO_QUEEN ",'KH'],'foundation-6':[" SPADES_TO_QUEEN
      ",'KS'],"
      "'foundation-7':[" SPADES_TO_QUEEN "],'tableau-5':['KS']}}");

  pt_assert_status (s, "playing");
  pt_play (s, "tableau-5:foundation-7");
  pt_assert_status (s, "won");
  g_assert_true (pat_session_undo (s));
  pt_assert_status (s, "playing");
}

static void
test_lost (void)
{
#define LOST_POSITION(takeback, redeals_left)                                            \
  "{'game':'intelligence','options':{'foundation-takeback':" takeback "},"               \
  "'redeals-left':" redeals_left ",'rest':'tableau-0','piles':{'tableau-0':['KD'],"      \
  "'tableau-1':['4C'],'foundation-0':['AC','2C','3C','4C','5C']}}"
  g_autoptr (PatSession) lost = pt_position (LOST_POSITION ("false", "0"));
  g_autoptr (PatSession) redeal_left = pt_position (LOST_POSITION ("false", "1"));
  g_autoptr (PatSession) takeback = pt_position (LOST_POSITION ("true", "0"));

  pt_assert_status (lost, "lost");
  pt_refused (lost, "redeal", "no redeal is left");
  pt_refused (lost, "tableau-1:foundation-0", "a 4 of clubs can only go on a 3 of clubs");

  /* A redeal left, or a card to take back, is a move. */
  pt_assert_status (redeal_left, "playing");
  pt_assert_status (takeback, "playing");
  pt_play (takeback, "foundation-0:tableau-1");
  pt_assert_pile (takeback, "tableau-1", "4C 5C");
#undef LOST_POSITION
}

static void
test_option_range (void)
{
  static const struct
  {
    const char *key, *value, *reason;
  } bad[] = {
    { "piles", "20", "option piles takes a whole number from 18 to 19, not “20”" },
    { "piles", "17", "from 18 to 19" },
    { "redeals", "3", "option redeals takes a whole number from 0 to 2, not “3”" },
    { "foundation-takeback", "maybe", "option foundation-takeback takes true or false" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    pt_option_refused ("intelligence", bad[i].key, bad[i].value, bad[i].reason);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/intelligence/pinned-deal", test_pinned_deal);
  g_test_add_func ("/intelligence/deal-shape", test_deal_shape);
  g_test_add_func ("/intelligence/build-up-or-down-in-suit",
                   test_build_up_or_down_in_suit);
  g_test_add_func ("/intelligence/stock-not-played", test_stock_not_played);
  g_test_add_func ("/intelligence/foundations", test_foundations);
  g_test_add_func ("/intelligence/empty-pile-not-filled-by-player",
                   test_empty_pile_not_filled_by_player);
  g_test_add_func ("/intelligence/refill-with-three", test_refill_with_three);
  g_test_add_func ("/intelligence/refill-sends-aces-out", test_refill_sends_aces_out);
  g_test_add_func ("/intelligence/partial-refill-then-empty",
                   test_partial_refill_then_empty);
  g_test_add_func ("/intelligence/redeal-any-time", test_redeal_any_time);
  g_test_add_func ("/intelligence/redeal-short", test_redeal_short);
  g_test_add_func ("/intelligence/redeal-seed", test_redeal_seed);
  g_test_add_func ("/intelligence/redeal-reproducible", test_redeal_reproducible);
  g_test_add_func ("/intelligence/redeals-option", test_redeals_option);
  g_test_add_func ("/intelligence/piles-option", test_piles_option);
  g_test_add_func ("/intelligence/foundation-takeback", test_foundation_takeback_option);
  g_test_add_func ("/intelligence/won", test_won);
  g_test_add_func ("/intelligence/lost", test_lost);
  g_test_add_func ("/intelligence/option-range", test_option_range);

  return g_test_run ();
}
