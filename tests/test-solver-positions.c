/* test-solver-positions.c — the solver on positions made by hand: moves
 * that must be found, games that cannot be won, locked, stranded and
 * out-of-order cards, the stock going round
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-solver-private.h"
#include "pat-solver.h"
#include "test-util.h"
#include "test-solver-util.h"

static void
test_one_move (void)
{
  g_autoptr (PatSession) s = pt_one_card_left ("king-albert");
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);
  g_autoptr (GArray) line = NULL;
  PatSolverStats stats;
  char text[PAT_MOVE_TEXT_SIZE];

  g_assert_cmpint (pat_solver_solve (rules, state, NULL, NULL, &line, &stats), ==,
                   PAT_SOLVER_WINNABLE);
  g_assert_cmpuint (line->len, ==, 1);
  g_assert_cmpstr (pat_move_to_string (rules, &g_array_index (line, PatMove, 0), text),
                   ==, "tableau-4:foundation-3");
  assert_line_wins (rules, state, line);
  g_assert_false (stats.cancelled);
}

static void
test_already_won (void)
{
  g_autoptr (PatSession) s = pt_position ("{'game':'king-albert','piles':{"
                                          "'foundation-0':['AC','2C','3C','4C','5C','6C',"
                                          "'7C','8C','9C','10C','JC','QC','KC'],"
                                          "'foundation-1':['AD','2D','3D','4D','5D','6D',"
                                          "'7D','8D','9D','10D','JD','QD','KD'],"
                                          "'foundation-2':['AH','2H','3H','4H','5H','6H',"
                                          "'7H','8H','9H','10H','JH','QH','KH'],"
                                          "'foundation-3':['AS','2S','3S','4S','5S','6S',"
                                          "'7S','8S','9S','10S','JS','QS','KS']}"
                                          "}");
  g_autoptr (GArray) line = NULL;
  PatMove move;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpuint (line->len, ==, 0);
  g_assert_false (pat_solver_hint (pat_session_get_rules (s), pat_session_get_state (s),
                                   NULL, NULL, &move, NULL));
}

/* Six clubs turned in the order the foundation wants them, each one needed
 * before the next, but only after the Ace turned later: each must lie on its
 * own tableau pile, and there are four. With no redeal left, nothing wins. */
static void
test_dead_position (void)
{
  g_autofree char *json = jubilee_position (
      "0", "'stock':['QC','6C','7C','5C','8C','AC','4C','9C','3C','10C','2C','JC']");
  g_autoptr (PatSession) s = pt_position (json);
  const PatRules *rules = pat_session_get_rules (s);
  g_autoptr (GArray) line = NULL;
  PatSolverStats stats;

  g_assert_cmpint (
      pat_solver_solve (rules, pat_session_get_state (s), NULL, NULL, &line, &stats), ==,
      PAT_SOLVER_UNWINNABLE);
  g_assert_null (line);
  /* Not dead at once: it took a search. */
  g_assert_cmpuint (stats.nodes, >, 10);
  pt_assert_status (s, "playing");
}

/* The clubs wait in one tableau pile in the reverse of the order the
 * foundation wants them: only the redeal turns them the right way. */
static void
test_needs_redeal (void)
{
  const char *pile = "'tableau-0':['AC','JC','2C','10C','3C','9C','4C','8C','5C',"
                     "'7C','6C','QC']";
  g_autofree char *one = jubilee_position ("1", pile);
  g_autofree char *none = jubilee_position ("0", pile);
  g_autoptr (PatSession) s = pt_position (one);
  g_autoptr (PatSession) t = pt_position (none);
  g_autoptr (GArray) line = NULL;
  g_autoptr (GArray) no_line = NULL;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpint (g_array_index (line, PatMove, 0).kind, ==, PAT_MOVE_REDEAL);
  assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (t), pat_session_get_state (t),
                                     NULL, NULL, &no_line, NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
}

/* An Intrigue position with every foundation done but two: the Seven of
 * Hearts alone on a Queen, the Seven of Spades on the Six of Hearts, and
 * one foundation waiting for a Seven. @stock is what the stock holds (the
 * Jack of Hearts, or nothing and the Jack lies on its pile). */
static PatSession *
two_sevens_out (const char *stock)
{
  static const char *const up[] = { "6", "7", "8", "9", "10", "J" };
  static const char *const down[] = { "5", "4", "3", "2", "A", "K" };
  static const char suits[] = "CDHS";
  g_autoptr (GString) json = g_string_new ("{'game':'intrigue','piles':{");

  for (guint f = 0; f < 16; f++)
    {
      g_string_append_printf (json, "'foundation-%u':[", f);
      for (guint i = 0; i < 6 && f != 6 && (f != 7 || i == 0); i++)
        g_string_append_printf (json, "%s'%s%c'", i > 0 ? "," : "",
                                f < 8 ? up[i] : down[i], suits[f % 4]);
      g_string_append (json, "],");
    }
  g_string_append_printf (json,
                          "'tableau-0':['QC','6H','7S'],'tableau-1':['QD','7H'],"
                          "'tableau-2':['QH',%s'10H','9H','8H'],"
                          "'tableau-3':['QS','JS','10S','9S','8S'],"
                          "'tableau-4':['QC'],'tableau-5':['QD'],'tableau-6':['QH'],"
                          "'tableau-7':['QS'],'stock':[%s]}}",
                          stock[0] != '\0' ? "" : "'JH',", stock);
  return pt_position (json->str);
}

/* A card alone on a Queen goes home safely once the stock is out, though
 * a card like it still out may want the same foundation: that one can take
 * the Queen's place. While cards are still to come, it is not safe. */
static void
test_cell_card_home (void)
{
  g_autoptr (PatSession) out = two_sevens_out ("");
  g_autoptr (PatSession) in = two_sevens_out ("'#JH'");
  const PatRules *rules = pat_session_get_rules (out);
  PatState state = *pat_session_get_state (out);
  g_autoptr (GArray) line = NULL;
  char text[PAT_MOVE_TEXT_SIZE];
  PatMove move;

  g_assert_true (pat_solver_safe_move (rules, &state, 0, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-1:foundation-7");
  g_assert_false (pat_solver_safe_move (pat_session_get_rules (in),
                                        pat_session_get_state (in), 0, &move));

  /* With the Seven of Hearts home, the Seven of Spades waits on its Queen. */
  pat_move_apply (rules, &state, &move);
  g_assert_cmpint (pat_solver_solve (rules, &state, NULL, NULL, &line, NULL), ==,
                   PAT_SOLVER_WINNABLE);
  assert_line_wins (rules, &state, line);
}

/* Klondike's stock going round: the spades from the Six to the Jack and the
 * King each fill a pile, so no King can come back from a foundation to hold
 * the Queen; the stock turns the Five, the Queen, the Four. The Four goes
 * home, but the Queen lies on the Five: only turning the waste over plays
 * them, and with one pass nothing wins. With the Five on the Four in a pile,
 * no number of passes does, which the search must see although the round
 * of stock and waste never ends. */
static void
test_stock_round (void)
{
  const char *piles = "'tableau-0':['6S'],'tableau-1':['7S'],'tableau-2':['8S'],"
                      "'tableau-3':['9S'],'tableau-4':['10S'],'tableau-5':['JS'],";
  g_autofree char *round = g_strconcat (piles,
                                        "'tableau-6':['KS'],"
                                        "'stock':['#4S','#QS','#5S']",
                                        NULL);
  g_autofree char *blocked = g_strconcat (piles,
                                          "'tableau-6':['4S','5S'],"
                                          "'stock':['#KS','#QS']",
                                          NULL);
  g_autoptr (PatSession) s = pt_spades_left ("klondike", NULL, 3, round);
  g_autoptr (PatSession) one = pt_spades_left ("klondike", "{'passes':'1'}", 3, round);
  g_autoptr (PatSession) dead = pt_spades_left ("klondike", NULL, 3, blocked);
  g_autoptr (GArray) line = NULL;
  gboolean redealt = FALSE;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  for (guint i = 0; i < line->len; i++)
    redealt |= g_array_index (line, PatMove, i).kind == PAT_MOVE_REDEAL;
  g_assert_true (redealt);
  assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (one),
                                     pat_session_get_state (one), NULL, NULL, NULL, NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (dead),
                                     pat_session_get_state (dead), NULL, NULL, NULL,
                                     NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
}

/* Three cards turned at a time: the Four, second of the three, comes up
 * only where it lies now, after the Five was played off the waste's last
 * three; from the start of a round it never does. */
static void
test_stock_round_places (void)
{
  const char *piles = "'tableau-0':['6S'],'tableau-1':['7S'],'tableau-2':['8S'],"
                      "'tableau-3':['9S'],'tableau-4':['10S'],'tableau-5':['JS'],"
                      "'tableau-6':['KS'],";
  g_autofree char *here
      = g_strconcat (piles, "'waste':['5S','4S'],'stock':['#QS']", NULL);
  g_autofree char *start = g_strconcat (piles, "'stock':['#QS','#4S','#5S']", NULL);
  g_autoptr (PatSession) s = pt_spades_left ("klondike", "{'draw':'3'}", 3, here);
  g_autoptr (PatSession) t = pt_spades_left ("klondike", "{'draw':'3'}", 3, start);
  g_autoptr (GArray) line = NULL;

  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, NULL, &line, NULL),
                   ==, PAT_SOLVER_WINNABLE);
  assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (t), pat_session_get_state (t),
                                     NULL, NULL, NULL, NULL),
                   ==, PAT_SOLVER_UNWINNABLE);
}

static const char *const house_ranks[]
    = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

static void
shuffle (GRand *rand, GPtrArray *array)
{
  for (guint i = array->len; i > 1; i--)
    {
      guint j = (guint)g_rand_int_range (rand, 0, (int)i);
      gpointer tmp = array->pdata[i - 1];

      array->pdata[i - 1] = array->pdata[j];
      array->pdata[j] = tmp;
    }
}

/* The start of a House in the Wood position with no redeal left:
 * foundation-N holds the cards of suit "CDHS"[N % 4] from the Ace up to
 * @heights[N]; the piles in play follow, then "}}". */
static GString *
house_json (const guint heights[8])
{
  GString *json = g_string_new ("{'game':'house-in-the-wood','redeals-left':0,'piles':{");

  for (guint f = 0; f < 8; f++)
    {
      g_string_append_printf (json, "%s'foundation-%u':[", f > 0 ? "," : "", f);
      for (guint i = 0; i < heights[f]; i++)
        g_string_append_printf (json, "%s'%s%c'", i > 0 ? "," : "", house_ranks[i],
                                "CDHS"[f % 4]);
      g_string_append (json, "]");
    }
  return json;
}

/* House in the Wood end games against the plain search: no redeal is
 * left, the suits not in @suits are home, and of those in @suits, the
 * cards above foundations of heights @lowest to 8 lie shuffled in the fans
 * @first_fan to @first_fan + @n_fans - 1. */
static void
house_endgames (guint32 seed, const char *suits, guint lowest, guint first_fan,
                guint n_fans)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint compared = 0, won = 0;

  for (guint round = 0; round < 60; round++)
    {
      g_autoptr (GString) json = NULL;
      guint heights[8];
      GPtrArray *fans[35] = { NULL };
      g_autoptr (GPtrArray) left = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (PatSession) s = NULL;
      g_autoptr (GArray) line = NULL;
      gboolean winnable;

      for (guint f = 0; f < 8; f++)
        {
          heights[f] = strchr (suits, "CDHS"[f % 4]) != NULL
                           ? (guint)g_rand_int_range (rand, (int)lowest, 9)
                           : 13;
          for (guint i = heights[f]; i < 13; i++)
            g_ptr_array_add (left,
                             g_strdup_printf ("%s%c", house_ranks[i], "CDHS"[f % 4]));
        }
      json = house_json (heights);
      shuffle (rand, left);
      for (guint i = 0; i < left->len; i++)
        {
          guint fan = first_fan + (guint)g_rand_int_range (rand, 0, (int)n_fans);

          if (fans[fan] == NULL)
            fans[fan] = g_ptr_array_new ();
          g_ptr_array_add (fans[fan], left->pdata[i]);
        }
      for (guint fan = 0; fan < 35; fan++)
        {
          g_string_append_printf (json, ",'tableau-%u':[", fan);
          for (guint i = 0; fans[fan] != NULL && i < fans[fan]->len; i++)
            g_string_append_printf (json, "%s'%s'", i > 0 ? "," : "",
                                    (char *)fans[fan]->pdata[i]);
          g_string_append (json, "]");
          if (fans[fan] != NULL)
            g_ptr_array_unref (fans[fan]);
        }
      g_string_append (json, "}}");

      s = pt_position (json->str);
      if (!reference_search (pat_session_get_rules (s), pat_session_get_state (s), 30000,
                             &winnable))
        continue;
      g_assert_cmpint (solve_nodes (pat_session_get_rules (s), pat_session_get_state (s),
                                    400000, &line),
                       ==, winnable ? PAT_SOLVER_WINNABLE : PAT_SOLVER_UNWINNABLE);
      if (winnable)
        {
          assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
          won++;
        }
      compared++;
    }
  g_test_message ("%u positions compared, %u winnable", compared, won);
  g_assert_cmpuint (compared, >=, 20);
  g_assert_cmpuint (won, >=, 5);
  g_assert_cmpuint (won, <=, compared - 5);
}

/* House in the Wood has 43 piles: end games played out in its last fans,
 * which lie past the 32nd pile. */
static void
test_high_piles (void)
{
  house_endgames (20261122, "H", 4, 29, 6);
}

/* A House in the Wood position with no redeal left, lost at once: the
 * clubs foundations stand at the heights @clubs, the clubs in play lie in
 * the fans @locked (from tableau-0 on), spades are home, and the hearts
 * and diamonds above their Twos lie shuffled in the fans after them. A
 * search without the rule that sees the lock wanders through hundreds of
 * thousands of positions. */
static void
assert_lost_at_once (const guint clubs[2], const char *locked, guint n_locked)
{
  const guint heights[8] = { clubs[0], 2, 2, 13, clubs[1], 2, 2, 13 };
  g_autoptr (GString) json = house_json (heights);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (GPtrArray) rest = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (PatSession) s = NULL;
  g_autoptr (GArray) line = NULL;

  for (guint i = 2; i < 13; i++)
    for (guint copy = 0; copy < 2; copy++)
      {
        g_ptr_array_add (rest, g_strdup_printf ("%sH", house_ranks[i]));
        g_ptr_array_add (rest, g_strdup_printf ("%sD", house_ranks[i]));
      }
  shuffle (rand, rest);
  g_string_append (json, locked);
  for (guint i = 0; i < rest->len; i++)
    {
      if (i % 3 == 0)
        g_string_append_printf (json, ",'tableau-%u':[", n_locked + i / 3);
      else
        g_string_append (json, ",");
      g_string_append_printf (json, "'%s'", (char *)rest->pdata[i]);
      if (i % 3 == 2 || i + 1 == rest->len)
        g_string_append (json, "]");
    }
  g_string_append (json, "}}");
  s = pt_position (json->str);
  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), 10, &line), ==,
      PAT_SOLVER_UNWINNABLE);
}

/* A House in the Wood position: the foundations of house_json(), and
 * @fans (",'tableau-0':[...],...") the cards in play. */
static PatSession *
house_position (const guint heights[8], const char *fans)
{
  g_autoptr (GString) json = house_json (heights);

  g_string_append_printf (json, "%s}}", fans);
  return pt_position (json->str);
}

/* Whether the solver and the plain search agree that @s is lost, or won. */
static void
assert_agrees_with_reference (PatSession *s, guint64 nodes, PatSolverResult expected)
{
  g_autoptr (GArray) line = NULL;
  gboolean winnable;

  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), nodes, &line),
      ==, expected);
  g_assert_true (reference_search (pat_session_get_rules (s), pat_session_get_state (s),
                                   1000000, &winnable));
  g_assert_cmpint (winnable, ==, expected == PAT_SOLVER_WINNABLE);
}

/* Cards locked in their piles (see analyse_locks() in the solver); and
 * against the plain search, end games in three fans, where cards lie on
 * those their foundation needs first more often. */
static void
test_locks (void)
{
  static const char both_kings[]
      = ",'tableau-0':['8C','KC'],'tableau-1':['9C','KC'],'tableau-2':['QC'],"
        "'tableau-3':['QC'],'tableau-4':['JC','10C'],"
        "'tableau-5':['JC','10C','9C','8C']";

  /* The King of clubs on the Queen that the last clubs foundation needs,
   * the other Queen and King home. */
  assert_lost_at_once ((const guint[2]){ 13, 11 }, ",'tableau-0':['QC','KC']", 1);
  /* Both Kings out, one on the Eight the lower foundation needs, the other
   * on the only Queen out: whichever goes home first, the other is locked. */
  assert_lost_at_once ((const guint[2]){ 12, 7 },
                       ",'tableau-0':['8C','KC'],'tableau-1':['QC','KC'],"
                       "'tableau-2':['9C'],'tableau-3':['JC','10C']",
                       4);
  /* Both Kings out, each on a card a foundation needs first, both Queens
   * free: whichever King goes home first, the other can only ever lie on a
   * card its foundation still needs. */
  assert_lost_at_once ((const guint[2]){ 7, 7 }, both_kings, 6);
  /* The same clubs alone, against the plain search. */
  {
    g_autoptr (PatSession) s
        = house_position ((const guint[8]){ 7, 13, 13, 13, 7, 13, 13, 13 }, both_kings);

    assert_agrees_with_reference (s, 10, PAT_SOLVER_UNWINNABLE);
  }
  /* A deal lost from the start that way: both Kings of hearts lie on
   * hearts, one on the Jack, one on the Three. */
  {
    g_autoptr (PatSession) s = pt_deal ("house-in-the-wood", 9, NULL, NULL);
    g_autoptr (GArray) line = NULL;

    g_assert_cmpint (
        solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), 10, &line), ==,
        PAT_SOLVER_UNWINNABLE);
  }

  house_endgames (20261123, "H", 4, 32, 3);
}

/* No order of moves fits (see is_out_of_order() in the solver): the
 * King of hearts lies on the Ten of clubs, which must go home before the
 * King of clubs, which lies on the Two of hearts, which must go home before
 * the King of hearts. Each King is the last of its kind and can only go
 * onto a Queen its foundation needs first. Lost at once, where no two cards
 * of one pile lock each other; with the King of clubs under the Two
 * instead, won. A deal lost that way from the start; and end games of two
 * suits, where such chains run across the suits, against the plain search. */
static void
test_out_of_order (void)
{
  static const guint heights[8] = { 13, 13, 13, 13, 9, 13, 1, 13 };
  static const char rest[] = ",'tableau-2':['JC'],'tableau-3':['QC'],"
                             "'tableau-4':['3H','4H','5H'],'tableau-5':['6H','7H','8H'],"
                             "'tableau-6':['9H','10H','JH'],'tableau-7':['QH']";
  g_autofree char *crossed
      = g_strconcat (",'tableau-0':['10C','KH'],'tableau-1':['2H','KC']", rest, NULL);
  g_autofree char *open
      = g_strconcat (",'tableau-0':['10C','KH'],'tableau-1':['KC','2H']", rest, NULL);
  g_autoptr (PatSession) lost = house_position (heights, crossed);
  g_autoptr (PatSession) won = house_position (heights, open);
  g_autoptr (PatSession) deal = pt_deal ("house-in-the-wood", 7, NULL, NULL);
  g_autoptr (GArray) line = NULL;

  assert_agrees_with_reference (lost, 10, PAT_SOLVER_UNWINNABLE);
  assert_agrees_with_reference (won, 100000, PAT_SOLVER_WINNABLE);
  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (deal), pat_session_get_state (deal), 10, &line),
      ==, PAT_SOLVER_UNWINNABLE);
  house_endgames (20261124, "HC", 8, 30, 5);
}

/* A Klondike position with @pile as tableau-0 and the rest of the deck in
 * the stock, in order. */
static PatSession *
klondike_pile (const char *const *pile, guint n)
{
  static const char *const ranks[]
      = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  g_autoptr (GString) json = g_string_new ("{'game':'klondike','piles':{'tableau-0':[");
  gboolean first = TRUE;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (json, "%s'%s'", i > 0 ? "," : "", pile[i]);
  g_string_append (json, "],'stock':[");
  for (guint suit = 0; suit < 4; suit++)
    for (guint rank = 0; rank < 13; rank++)
      {
        g_autofree char *card = g_strdup_printf ("%s%c", ranks[rank], "CDHS"[suit]);

        if (g_strv_contains ((const char *const *)pile, card))
          continue;
        g_string_append_printf (json, "%s'%s'", first ? "" : ",", card);
        first = FALSE;
      }
  g_string_append (json, "]}}");
  return pt_position (json->str);
}

/* Cards that can never leave their piles (see analyse_strands() in the
 * solver), found before any search; a run that carries a card away is seen,
 * and no position on a winning line is ever taken for stranded. */
static void
test_strands (void)
{
  /* The Seven of hearts lies on both black Eights and on the Six its
   * foundation needs first. */
  const char *const stranded[] = { "6H", "8C", "8S", "4D", "7H", NULL };
  /* The same, but the Seven on the Eight of clubs, with which it moves. */
  const char *const carried[] = { "6H", "8S", "4D", "8C", "7H", NULL };
  g_autoptr (PatSession) s = klondike_pile (stranded, 5);
  g_autoptr (PatSession) t = klondike_pile (carried, 5);
  g_autoptr (GArray) line = NULL;
  const guint32 deals[] = { 126, 195 };
  const struct
  {
    const char *game, *key, *value;
  } lines[] = {
    { "klondike", NULL, NULL },
    { "klondike", "draw", "3" },
    { "la-belle-lucie", NULL, NULL },
    { "trefoil", NULL, NULL },
  };

  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (s), pat_session_get_state (s), 1, NULL), ==,
      PAT_SOLVER_UNWINNABLE);
  g_assert_cmpint (
      solve_nodes (pat_session_get_rules (t), pat_session_get_state (t), 200000, &line),
      ==, PAT_SOLVER_WINNABLE);
  assert_line_wins (pat_session_get_rules (t), pat_session_get_state (t), line);

  /* Klondike deals lost from the start: the search without the rule does
   * not decide them in 20 seconds. */
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autoptr (PatSession) d = pt_deal ("klondike", deals[i], NULL, NULL);

      g_test_message ("klondike %u", deals[i]);
      g_assert_cmpint (
          solve_nodes (pat_session_get_rules (d), pat_session_get_state (d), 1, NULL), ==,
          PAT_SOLVER_UNWINNABLE);
    }

  /* Every position of winning lines, in the games with one deck where the
   * rule applies once their redeals are spent or never matter. */
  for (guint g = 0; g < G_N_ELEMENTS (lines); g++)
    for (guint32 deal = 1; deal <= 6; deal++)
      {
        g_autoptr (PatSession) d
            = pt_deal (lines[g].game, deal, lines[g].key, lines[g].value);
        const PatRules *rules = pat_session_get_rules (d);
        PatState position = *pat_session_get_state (d);
        g_autoptr (GArray) won = NULL;

        if (solve_nodes (rules, &position, 200000, &won) != PAT_SOLVER_WINNABLE)
          continue;
        g_test_message ("%s %u: %u moves", lines[g].game, deal, won->len);
        for (guint i = 0; i < won->len; i++)
          {
            g_assert_cmpint (solve_nodes (rules, &position, 1, NULL), !=,
                             PAT_SOLVER_UNWINNABLE);
            g_assert_true (
                pat_move_try (rules, &position, &g_array_index (won, PatMove, i), NULL));
          }
      }
}

/* Klondike positions where a card must be brought out and used at once
 * (docs/solver.md, section 4.4). */
#define BROUGHT_OUT(piles)                                                               \
  "{'game':'klondike','piles':{" piles ",'tableau-2':['KS'],'tableau-3':['KH'],"         \
  "'tableau-4':['KC'],'tableau-5':['QS'],'tableau-6':['QH']}}"

static void
assert_position_won (const char *json, guint64 nodes)
{
  g_autoptr (PatSession) s = pt_position (json);
  const PatRules *rules = pat_session_get_rules (s);
  g_autoptr (GArray) line = NULL;

  g_assert_cmpint (solve_nodes (rules, pat_session_get_state (s), nodes, &line), ==,
                   PAT_SOLVER_WINNABLE);
  assert_line_wins (rules, pat_session_get_state (s), line);
}

/* The Six of clubs lies on the Five it needs first, and the red Sevens are
 * in the stock: one must come onto the Eight of spades, though the Seven of
 * hearts could go home, and the Six onto it. */
static void
test_waste_card_used (void)
{
  assert_position_won (
      BROUGHT_OUT (
          "'foundation-0':['AC','2C','3C','4C'],"
          "'foundation-2':['AH','2H','3H','4H','5H','6H'],"
          "'foundation-3':['AS','2S','3S','4S','5S','6S','7S'],"
          "'tableau-0':['#5C','6C'],'tableau-1':['8S'],"
          "'stock':['#9S','#8H','#7C','#7H','#10S','#8C','#JS','#9H','#10H','#9C','#JH',"
          "'#10C','#JC','#QC','#KD','#QD','#JD','#10D','#9D','#8D','#7D','#6D','#5D',"
          "'#4D','#3D','#2D','#AD']"),
      100000);
}

/* The Five of hearts could go home and be taken back onto the Six of
 * spades at any time, so the search sends it home first; but the Four of
 * clubs must go onto it to free the Two, so it must come back. */
static void
test_card_taken_back (void)
{
  assert_position_won (
      BROUGHT_OUT (
          "'foundation-0':['AC'],'foundation-2':['AH','2H','3H','4H'],"
          "'foundation-1':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD',"
          "'KD'],"
          "'foundation-3':['AS','2S','3S','4S','5S'],"
          "'tableau-0':['#2C','4C'],'tableau-1':['6S','5H'],"
          "'stock':['#3C','#9S','#8H','#7C','#7H','#10S','#8C','#JS','#9H','#10H','#9C',"
          "'#JH','#10C','#JC','#QC','#5C','#6C','#6H','#7S','#8S']"),
      100000);
}

/* A full suit leaving for home (Spider) changes a pile the move never
 * named, and the cards on top afterwards are others: the position's key
 * must follow the foundation, and a card then moved back where the
 * completing card came from is a move of its own, not that card moved
 * straight back. */
static void
test_full_suit_leaves (void)
{
  g_autoptr (PatSession) s
      = pt_position ("{'game':'spider','rest':'stock','piles':{'tableau-0':['10C','AH'],"
                     "'tableau-1':['#9D','KH','QH','JH','10H','9H','8H','7H','6H','5H',"
                     "'4H','3H','2H']}}");
  const PatRules *rules = pat_session_get_rules (s);
  g_autofree Analysis *an = g_new (Analysis, 1);
  PatState parent = *pat_session_get_state (s);
  PatState state = parent;
  int from = pat_rules_find_pile (rules, "tableau-0");
  int to = pat_rules_find_pile (rules, "tableau-1");
  int home = pat_rules_find_pile (rules, "foundation-0");
  PatMove via = pat_move_card ((guint)from, (guint)to, 1);
  PatMove back = pat_move_card ((guint)to, (guint)from, 1);

  solver_analyse (an, rules);
  pat_move_apply (rules, &state, &via);
  g_assert_cmpuint (pat_state_len (&state, (guint)home), ==, 13);
  g_assert_cmpuint (solver_changed_piles (an, &parent, &state, &via) & PILE_BIT (home),
                    !=, 0);
  g_assert_cmpuint (solver_state_key (an, &state), !=, solver_state_key (an, &parent));
  /* The Nine of diamonds, turned up, onto the Ten of clubs. */
  g_assert_true (pat_move_check (rules, &state, &back, NULL));
  g_assert_false (solver_is_redundant (an, &state, &back, &parent, &via));
}

/* In @position the run of two moved from @work_from to @work_to frees a card
 * it was not built on, so it is not idle; the one moved from @idle_from to
 * @idle_to leaves the card it was built on, and is. */
static void
assert_idle_rule (const char *position, const char *work_from, const char *work_to,
                  const char *idle_from, const char *idle_to)
{
  g_autoptr (PatSession) s = pt_position (position);
  const PatRules *rules = pat_session_get_rules (s);
  g_autofree Analysis *an = g_new (Analysis, 1);
  const PatState *state = pat_session_get_state (s);
  PatState worked = *state, idled = *state;
  PatMove work = pat_move_card ((guint)pat_rules_find_pile (rules, work_from),
                                (guint)pat_rules_find_pile (rules, work_to), 2);
  PatMove idle = pat_move_card ((guint)pat_rules_find_pile (rules, idle_from),
                                (guint)pat_rules_find_pile (rules, idle_to), 2);

  solver_analyse (an, rules);
  g_assert_true (pat_move_check (rules, state, &work, NULL));
  g_assert_true (pat_move_check (rules, state, &idle, NULL));
  pat_move_apply (rules, &worked, &work);
  pat_move_apply (rules, &idled, &idle);
  g_assert_false (solver_is_idle (an, state, &work, &worked));
  g_assert_true (solver_is_idle (an, state, &idle, &idled));
}

/* In Spider a run taken off a card it did not build on in suit, onto its
 * own suit, is how suits are joined: the search must try it. */
static void
test_run_joins_suit (void)
{
  assert_idle_rule (
      "{'game':'spider','rest':'stock','piles':{'tableau-0':['KC','5H','4H'],"
      "'tableau-1':['6H'],'tableau-2':['KD','6H','5H','4H'],'tableau-3':['6S']}}",
      "tableau-0", "tableau-1", "tableau-2", "tableau-3");
}

/* In FreeCell a run taken off a card it was not built on digs towards the
 * cards below: the search must try it. */
static void
test_run_uncovers (void)
{
  assert_idle_rule (
      "{'game':'freecell','rest':'tableau-7','piles':{'tableau-0':['JC','5H','4S'],"
      "'tableau-1':['6C'],'tableau-2':['7D','6S','5D','4C']}}",
      "tableau-0", "tableau-1", "tableau-2", "tableau-1");
}

/* Canfield's foundations start from the base the deal gives (an 8 here)
 * and turn the corner: a card is sent home safely once the cards that
 * could be built on it in a column are home, counted from that base, not
 * from an Ace. The Ten of hearts goes (both black Nines are home), though
 * it empties its column, which the reserve then fills; the Ace of clubs,
 * past the corner, waits for the red Kings; the Ten of spades for the Nine
 * of diamonds; the base Eight of diamonds for the black Sevens, which come
 * last. With the red Kings home the Ace goes too. */
static void
test_canfield_safe (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'canfield','rest':'stock','piles':{'foundation-0':['8H','9H'],"
      "'foundation-1':['8C','9C','10C','JC','QC','KC'],'foundation-2':['8S','9S'],"
      "'reserve-0':['#2D','3C'],'tableau-0':['10H'],'tableau-1':['AC'],"
      "'tableau-2':['10S'],'tableau-3':['8D']}}");
  g_autoptr (PatSession) corner = pt_position (
      "{'game':'canfield','rest':'stock','piles':{"
      "'foundation-0':['8H','9H','10H','JH','QH','KH'],"
      "'foundation-1':['8C','9C','10C','JC','QC','KC'],'foundation-2':['8S'],"
      "'foundation-3':['8D','9D','10D','JD','QD','KD'],'tableau-0':['AC']}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatState state = *pat_session_get_state (s);
  guint64 ten = PAT_SOLVER_CARD_BIT (pat_card_new (10, PAT_SUIT_HEARTS));
  char text[PAT_MOVE_TEXT_SIZE];
  PatMove move;

  g_assert_true (pat_solver_safe_move (rules, &state, 0, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-0:foundation-0");
  g_assert_false (pat_solver_safe_move (rules, &state, ten, &move));

  g_assert_true (pat_solver_safe_move (pat_session_get_rules (corner),
                                       pat_session_get_state (corner), 0, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-0:foundation-1");
}

void
test_solver_positions_register (void)
{
  g_test_add_func ("/solver/one-move", test_one_move);
  g_test_add_func ("/solver/already-won", test_already_won);
  g_test_add_func ("/solver/dead-position", test_dead_position);
  g_test_add_func ("/solver/needs-redeal", test_needs_redeal);
  g_test_add_func ("/solver/cell-card-home", test_cell_card_home);
  g_test_add_func ("/solver/stock-round", test_stock_round);
  g_test_add_func ("/solver/stock-round-places", test_stock_round_places);
  g_test_add_func ("/solver/high-piles", test_high_piles);
  g_test_add_func ("/solver/locks", test_locks);
  g_test_add_func ("/solver/out-of-order", test_out_of_order);
  g_test_add_func ("/solver/strands", test_strands);
  g_test_add_func ("/solver/waste-card-used", test_waste_card_used);
  g_test_add_func ("/solver/card-taken-back", test_card_taken_back);
  g_test_add_func ("/solver/full-suit-leaves", test_full_suit_leaves);
  g_test_add_func ("/solver/run-joins-suit", test_run_joins_suit);
  g_test_add_func ("/solver/run-uncovers", test_run_uncovers);
  g_test_add_func ("/solver/canfield-safe", test_canfield_safe);
}
