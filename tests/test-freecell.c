/* test-freecell.c — every rule of FreeCell (with Baker's Game), Eight Off and
 * Seahaven Towers, from constructed positions and Microsoft's deals
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

/* Microsoft's deals as make-microsoft-freecell-board (Freecell Solver)
 * prints them, one column a line from the first card dealt, T for ten. */
static const struct
{
  guint32 deal;
  const char *columns[8];
} ms_deals[] = {
  { 1,
    { "JD KD 2S 4C 3S 6D 6S", "2D KC KS 5C TD 8S 9C", "9H 9S 9D TS 4S 8D 2H",
      "JC 5S QD QH TH QS 6H", "5D AD JS 4H 8H 6C", "7H QC AS AC 2C 3D",
      "7C KH AH 4D JH 8C", "5H 3H 3C 7S 7D TC" } },
  { 617,
    { "7D TD TH KD 4C 4S JD", "AD 7S QC 5H QS TS KS", "5C QD 3H 9S 9C 2H KC",
      "3S AC 9D 3C 9H 5D 4H", "5S 6D 6S 8S 7C JC", "8C 8H 8D 7H 6H 6C",
      "2D AS 3D 4D 2C JH", "AH KH TC JS 2S QH" } },
  { 11982,
    { "AH 3D KD JC 6C JD KC", "AS 3H 6H 5D 2C 7D 8D", "4H QS 5S 5C TH 8H 2S",
      "AC QC 4D 8C QH 9C 3S", "2D 8S 9H 9D 6D 2H", "6S 7H JH TD TC QD",
      "TS AD 9S KH 4S 4C", "JS KS 3C 7C 7S 5H" } },
};

static void
test_microsoft_deals (void)
{
  for (guint d = 0; d < G_N_ELEMENTS (ms_deals); d++)
    {
      /* The options change neither the deal nor its numbering. */
      g_autoptr (PatSession) plain = pt_deal ("freecell", ms_deals[d].deal, NULL, NULL);
      g_autoptr (PatSession) two = pt_deal ("freecell", ms_deals[d].deal, "cells", "2");
      g_autoptr (PatSession) bakers
          = pt_deal ("freecell", ms_deals[d].deal, "build", "suit");

      for (guint c = 0; c < 8; c++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", c);
          g_autofree char *ours = pt_pile (plain, id);
          g_autofree char *with_two = pt_pile (two, id);
          g_autofree char *with_suit = pt_pile (bakers, id);
          g_auto (GStrv) words = g_strsplit (ms_deals[d].columns[c], " ", -1);
          g_autofree char *joined = NULL;

          for (guint w = 0; words[w] != NULL; w++)
            if (words[w][0] == 'T')
              {
                char *ten = g_strconcat ("10", words[w] + 1, NULL);

                g_free (words[w]);
                words[w] = ten;
              }
          joined = g_strjoinv (" ", words);
          g_assert_cmpstr (ours, ==, joined);
          g_assert_cmpstr (with_two, ==, joined);
          g_assert_cmpstr (with_suit, ==, joined);
        }
      pt_assert_status (plain, "playing");
    }
}

static void
test_deal_shape (void)
{
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("freecell"));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_CELL), ==, 4);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_FOUNDATION), ==, 4);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_TABLEAU), ==, 8);
  g_assert_cmpint (rules.stock, ==, -1);
  /* The highest deal number deals too, by the same generator. */
  for (guint32 n = 0; n <= 50; n++)
    {
      guint32 deal = n < 50 ? n + 1 : PAT_DEAL_MAX;
      g_autoptr (PatSession) s = pat_session_new (&rules, deal);
      const PatState *state = pat_session_get_state (s);

      g_assert_true (pat_state_validate (state, &rules, NULL));
      for (guint c = 0; c < 8; c++)
        {
          g_autofree char *id = g_strdup_printf ("tableau-%u", c);

          g_assert_cmpuint (pt_pile_len (s, id), ==, c < 4 ? 7 : 6);
        }
      for (guint c = 0; c < 4; c++)
        {
          g_autofree char *id = g_strdup_printf ("cell-%u", c);

          g_assert_cmpuint (pt_pile_len (s, id), ==, 0);
        }
      for (guint i = 0; i < state->end[state->n_piles - 1]; i++)
        g_assert_false (pat_card_is_face_down (state->cards[i]));
    }
}

/* A new game draws from the deals FreeCell programs number, 1 to
 * 1,000,000; other games from every deal number. */
static void
test_random_deals (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (43);
  guint above = 0;

  for (guint i = 0; i < 500; i++)
    {
      guint32 deal = pat_variant_deal_random (pat_variant_lookup ("freecell"), rand);

      g_assert_cmpuint (deal, >=, 1);
      g_assert_cmpuint (deal, <=, 1000000);
      above += pat_variant_deal_random (pat_variant_lookup ("eight-off"), rand) > 1000000;
    }
  g_assert_cmpuint (above, >, 400);
}

/* Every column has a card, so that no empty column adds to a run's length. */
#define FULL_COLUMNS                                                                     \
  "'tableau-3':['2H'],'tableau-4':['3H'],'tableau-5':['4H'],'tableau-6':['5C'],"         \
  "'tableau-7':['6C']"

static void
test_build_alternate (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'freecell','rest':'tableau-0','piles':{'tableau-0':['KD'],"
                     "'tableau-1':['9C','8H'],'tableau-2':['10D']," FULL_COLUMNS "}}");

  pt_refused (s, "tableau-3:tableau-1", "a 2 of hearts can only go on a black 3");
  pt_refused (s, "tableau-7:tableau-2", "a 6 of clubs can only go on a red 7");
  pt_play (s, "tableau-1:tableau-2:2");
  pt_assert_pile (s, "tableau-2", "10D 9C 8H");
  pt_assert_pile (s, "tableau-1", "");
}

static void
test_build_suit (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'freecell','options':{'build':'suit'},'rest':'tableau-0',"
      "'piles':{'tableau-0':['KD'],'tableau-1':['10C','9C'],'tableau-2':['10D'],"
      "'tableau-3':['9D'],'tableau-4':['8C'],'tableau-5':['9S','8H'],"
      "'tableau-6':['5C'],'tableau-7':['6C']}}");

  pt_refused (s, "tableau-1:tableau-2", "a 9 of clubs can only go on a 10 of clubs");
  pt_play (s, "tableau-3:tableau-2");
  pt_play (s, "tableau-4:tableau-1");
  pt_assert_pile (s, "tableau-1", "10C 9C 8C");
  /* A run of the old rule is no run in Baker's Game. */
  pt_refused (s, "tableau-5:tableau-2:2", "not a run");
  pt_option_refused ("freecell", "build", "colour", "build");
}

static void
test_empty_column_takes_any (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C','8H'],'tableau-2':[],'cell-0':['5S'],"
      "'tableau-3':['2H'],'tableau-4':['3H'],'tableau-5':['4H'],'tableau-6':['5C'],"
      "'tableau-7':[]}}");

  pt_play (s, "tableau-1:tableau-2");
  pt_assert_pile (s, "tableau-2", "8H");
  pt_play (s, "cell-0:tableau-7");
  pt_assert_pile (s, "tableau-7", "5S");
  pt_play (s, "tableau-2:tableau-1");
  pt_play (s, "tableau-1:tableau-2:2");
  pt_assert_pile (s, "tableau-2", "9C 8H");
}

static void
test_cells (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C','8H'],'tableau-2':['9S'],'cell-0':['AC'],'cell-1':['7C'],"
      "'cell-2':[]," FULL_COLUMNS "}}");

  pt_refused (s, "tableau-2:cell-0", "cell 1 takes no more cards");
  pt_refused (s, "cell-1:cell-2", "a card from a cell cannot go to another cell");
  pt_refused (s, "tableau-1:cell-2:2", "only one card at a time goes to a cell");
  pt_refused (s, "cell-2:tableau-2", "cell 3 is empty");
  pt_play (s, "tableau-2:cell-2");
  pt_assert_pile (s, "cell-2", "9S");
  pt_play (s, "cell-0:foundation-0");
  pt_play (s, "cell-1:tableau-1");
  pt_assert_pile (s, "tableau-1", "9C 8H 7C");
  pt_assert_pile (s, "cell-0", "");
  pt_assert_pile (s, "cell-1", "");
}

static void
test_cells_option (void)
{
  for (guint n = 1; n <= 4; n++)
    {
      char value[2] = { (char)('0' + n), '\0' };
      g_autoptr (PatSession) s = pt_deal ("freecell", 5, "cells", value);
      const PatRules *rules = pat_session_get_rules (s);

      g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_CELL), ==, n);
    }
  pt_option_refused ("freecell", "cells", "0", "cells");
  pt_option_refused ("freecell", "cells", "5", "cells");
}

/* A run of seven built down in alternating colours on tableau-1, a red Jack
 * for all of it on tableau-2, and a place for each shorter run. */
#define RUN_OF_SEVEN                                                                     \
  "'tableau-0':['KD'],'tableau-1':['10S','9H','8S','7H','6S','5H','4S'],"                \
  "'tableau-2':['JD']"

static void
test_run_limit_no_empty_column (void)
{
  /* Four free cells and no empty column: (4 + 1) × 1 = 5 cards. */
  g_autoptr (PatSession) s = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{" RUN_OF_SEVEN ","
      "'tableau-3':['10C'],'tableau-4':['9D'],'tableau-5':['8C'],'tableau-6':['7D'],"
      "'tableau-7':['6C']}}");
  /* One cell taken: 4. */
  g_autoptr (PatSession) t = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{" RUN_OF_SEVEN ","
      "'tableau-3':['10C'],'tableau-4':['9D'],'tableau-5':['8C'],'tableau-6':['7D'],"
      "'tableau-7':['6C'],'cell-3':['2H']}}");

  pt_refused (s, "tableau-1:tableau-2:7", "at most 5 cards can move");
  pt_refused (s, "tableau-1:tableau-3:6", "at most 5 cards can move");
  pt_play (s, "tableau-1:tableau-4:5");
  pt_assert_pile (s, "tableau-4", "9D 8S 7H 6S 5H 4S");

  pt_refused (t, "tableau-1:tableau-4:5", "at most 4 cards can move");
  pt_play (t, "tableau-1:tableau-5:4");
  pt_assert_pile (t, "tableau-5", "8C 7H 6S 5H 4S");
}

static void
test_run_limit_empty_columns (void)
{
  /* Two free cells and one empty column: 6 onto a card, 3 into the empty
   * column, which does not count for a run going there. */
  g_autoptr (PatSession) s = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{" RUN_OF_SEVEN ","
      "'tableau-3':['10C'],'tableau-4':['9D'],'tableau-5':['8C'],'tableau-6':['7D'],"
      "'tableau-7':[],'cell-0':['2H'],'cell-1':['3C']}}");
  /* No free cell and two empty columns: 4 onto a card, 2 into an empty
   * column. */
  g_autoptr (PatSession) t = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{" RUN_OF_SEVEN ","
      "'tableau-3':['10C'],'tableau-4':['9D'],'tableau-5':[],'tableau-6':['7D'],"
      "'tableau-7':[],'cell-0':['2H'],'cell-1':['3C'],'cell-2':['4H'],"
      "'cell-3':['6C']}}");
  /* One cell by the option, taken: one card at a time. */
  g_autoptr (PatSession) u = pt_position (
      "{'game':'freecell','options':{'cells':1},'rest':'tableau-0',"
      "'piles':{" RUN_OF_SEVEN ",'tableau-3':['10C'],'tableau-4':['9D'],"
      "'tableau-5':['8C'],'tableau-6':['7D'],'tableau-7':['6C'],'cell-0':['2H']}}");

  pt_refused (s, "tableau-1:tableau-2:7", "at most 6 cards can move");
  pt_refused (s, "tableau-1:tableau-7:4", "at most 3 cards can move");
  g_assert_true (pt_is_legal (s, "tableau-1:tableau-7:3"));
  pt_play (s, "tableau-1:tableau-3:6");
  pt_assert_pile (s, "tableau-3", "10C 9H 8S 7H 6S 5H 4S");
  pt_assert_pile (s, "tableau-1", "10S");

  pt_refused (t, "tableau-1:tableau-4:5", "at most 4 cards can move");
  pt_refused (t, "tableau-1:tableau-7:3", "at most 2 cards can move");
  pt_play (t, "tableau-1:tableau-7:2");
  pt_assert_pile (t, "tableau-7", "5H 4S");
  /* One empty column left: 2 onto a card. */
  pt_refused (t, "tableau-1:tableau-4:3", "at most 2 cards can move");
  pt_play (t, "tableau-1:tableau-6");
  pt_assert_pile (t, "tableau-6", "7D 6S");

  pt_refused (u, "tableau-1:tableau-7:2", "at most 1 card can move");
  pt_refused (u, "tableau-1:cell-1", "has no pile");
}

static void
test_foundations (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['2C'],'tableau-2':['AC'],'tableau-3':['3D'],'tableau-4':['3H'],"
      "'tableau-5':['4H'],'tableau-6':['5C'],'tableau-7':['6C'],"
      "'foundation-1':['AD','2D']}}");

  pt_refused (s, "tableau-1:foundation-0", "an empty foundation takes only an ace");
  pt_play (s, "tableau-2:foundation-0");
  pt_play (s, "tableau-1:foundation-0");
  pt_play (s, "tableau-3:foundation-1");
  /* Cards home stay home. */
  pt_refused (s, "foundation-1:tableau-6", "a card never leaves a foundation");
  pt_refused (s, "foundation-0:cell-0", "a card never leaves a foundation");
  pt_assert_pile (s, "foundation-0", "AC 2C");
}

static void
test_no_stock (void)
{
  g_autoptr (PatSession) s = pt_deal ("freecell", 3, NULL, NULL);

  pt_refused (s, "deal", "there is no stock in this game");
  pt_refused (s, "redeal", "this game has no redeal");
}

static void
test_won_and_lost (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("freecell");
  /* Every column blocked and every cell full. */
  g_autoptr (PatSession) lost = pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{'tableau-0':['2D'],"
      "'tableau-1':['3D'],'tableau-2':['4D'],'tableau-3':['5D'],'tableau-4':['6D'],"
      "'tableau-5':['7D'],'tableau-6':['8D'],'tableau-7':['9D'],"
      "'cell-0':['2H'],'cell-1':['3H'],'cell-2':['4H'],'cell-3':['5H']}}");

  pt_assert_status (won, "playing");
  pt_play (won, "tableau-4:foundation-3");
  pt_assert_status (won, "won");
  pt_assert_status (lost, "lost");
}

static void
test_eight_off_deal (void)
{
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("eight-off"));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_CELL), ==, 8);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_TABLEAU), ==, 8);
  for (guint32 deal = 1; deal <= 30; deal++)
    {
      g_autoptr (PatSession) s = pat_session_new (&rules, deal);

      g_assert_true (pat_state_validate (pat_session_get_state (s), &rules, NULL));
      for (guint c = 0; c < 8; c++)
        {
          g_autofree char *column = g_strdup_printf ("tableau-%u", c);
          g_autofree char *cell = g_strdup_printf ("cell-%u", c);

          g_assert_cmpuint (pt_pile_len (s, column), ==, 6);
          g_assert_cmpuint (pt_pile_len (s, cell), ==, c % 2 == 0 ? 1 : 0);
        }
    }
}

static void
test_seahaven_deal (void)
{
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("seahaven-towers"));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_CELL), ==, 4);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_TABLEAU), ==, 10);
  for (guint32 deal = 1; deal <= 30; deal++)
    {
      g_autoptr (PatSession) s = pat_session_new (&rules, deal);

      g_assert_true (pat_state_validate (pat_session_get_state (s), &rules, NULL));
      for (guint c = 0; c < 10; c++)
        {
          g_autofree char *column = g_strdup_printf ("tableau-%u", c);

          g_assert_cmpuint (pt_pile_len (s, column), ==, 5);
        }
      for (guint c = 0; c < 4; c++)
        {
          g_autofree char *cell = g_strdup_printf ("cell-%u", c);

          g_assert_cmpuint (pt_pile_len (s, cell), ==, c == 1 || c == 2 ? 1 : 0);
        }
    }
}

/* Eight Off and Seahaven Towers: in suit, Kings alone to empty columns,
 * runs as long as the free cells allow, empty columns adding nothing. */
static void
test_kings_games (gconstpointer data)
{
  const char *game = data;
  gboolean eight = g_str_equal (game, "eight-off");
  /* One free cell in both games. */
  g_autofree char *json = g_strdup_printf (
      "{'game':'%s','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['2C','QH','JH','10H','9H'],'tableau-2':['KS','QS'],'tableau-3':[],"
      "'tableau-4':['KH'],'tableau-5':['JC'],'tableau-6':['10C'],'tableau-7':['8D'],"
      "'cell-0':['2H'],'cell-1':['3H'],'cell-2':[],'cell-3':['4H']%s}}",
      game,
      eight ? ",'cell-4':['5H'],'cell-5':['6H'],'cell-6':['7H'],'cell-7':['8H']" : "");
  g_autoptr (PatSession) s = pt_position (json);

  pt_refused (s, "tableau-6:tableau-1", "a 10 of clubs can only go on a jack of clubs");
  pt_refused (s, "tableau-7:tableau-3", "an empty tableau pile takes only a king");
  pt_refused (s, "cell-0:tableau-3", "an empty tableau pile takes only a king");
  /* FreeCell's rule would allow 4 with the empty column. */
  pt_refused (s, "tableau-1:tableau-4:4", "at most 2 cards can move");
  pt_play (s, "tableau-2:tableau-3:2");
  pt_assert_pile (s, "tableau-3", "KS QS");
  pt_play (s, "tableau-6:tableau-5");
  pt_play (s, "tableau-7:cell-2");
  pt_refused (s, "tableau-1:tableau-4:2", "at most 1 card can move");
  pt_play (s, "tableau-4:tableau-2");
  pt_assert_pile (s, "tableau-2", "KH");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/freecell/microsoft-deals", test_microsoft_deals);
  g_test_add_func ("/freecell/deal-shape", test_deal_shape);
  g_test_add_func ("/freecell/random-deals", test_random_deals);
  g_test_add_func ("/freecell/build-alternate", test_build_alternate);
  g_test_add_func ("/freecell/build-suit", test_build_suit);
  g_test_add_func ("/freecell/empty-column-takes-any", test_empty_column_takes_any);
  g_test_add_func ("/freecell/cells", test_cells);
  g_test_add_func ("/freecell/cells-option", test_cells_option);
  g_test_add_func ("/freecell/run-limit", test_run_limit_no_empty_column);
  g_test_add_func ("/freecell/run-limit-empty-columns", test_run_limit_empty_columns);
  g_test_add_func ("/freecell/foundations", test_foundations);
  g_test_add_func ("/freecell/no-stock", test_no_stock);
  g_test_add_func ("/freecell/won-and-lost", test_won_and_lost);
  g_test_add_func ("/eight-off/deal", test_eight_off_deal);
  g_test_add_data_func ("/eight-off/rules", "eight-off", test_kings_games);
  g_test_add_func ("/seahaven-towers/deal", test_seahaven_deal);
  g_test_add_data_func ("/seahaven-towers/rules", "seahaven-towers", test_kings_games);

  return g_test_run ();
}
