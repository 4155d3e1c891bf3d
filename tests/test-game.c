/* test-game.c — PatGame, the model: signals, properties, undo and redo
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-fair.h"
#include "pat-game.h"
#include "pat-verdict.h"
#include "test-util.h"

typedef struct
{
  guint changed;
  guint64 piles;
  gboolean backwards;
  PatMove move;
  gboolean had_move;
  guint won, lost;
  guint notify_moves, notify_undo, notify_redo, notify_status;
} Record;

static void
changed_cb (PatGame *game, guint64 piles, const PatMove *move, gboolean backwards,
            Record *record)
{
  record->changed++;
  record->piles = piles;
  record->backwards = backwards;
  record->had_move = move != NULL;
  if (move != NULL)
    record->move = *move;
}

static void
count_cb (GObject *object, GParamSpec *pspec, guint *counter)
{
  (*counter)++;
}

static void
won_cb (PatGame *game, Record *record)
{
  record->won++;
}

static void
lost_cb (PatGame *game, Record *record)
{
  record->lost++;
}

static void
watch (PatGame *game, Record *record)
{
  memset (record, 0, sizeof *record);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), record);
  g_signal_connect (game, "won", G_CALLBACK (won_cb), record);
  g_signal_connect (game, "lost", G_CALLBACK (lost_cb), record);
  g_signal_connect (game, "notify::moves", G_CALLBACK (count_cb), &record->notify_moves);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_cb),
                    &record->notify_undo);
  g_signal_connect (game, "notify::can-redo", G_CALLBACK (count_cb),
                    &record->notify_redo);
  g_signal_connect (game, "notify::status", G_CALLBACK (count_cb),
                    &record->notify_status);
}

static guint64
bit (const PatRules *rules, const char *pile)
{
  return G_GUINT64_CONSTANT (1) << pat_rules_find_pile (rules, pile);
}

static PatMove
parse (PatGame *game, const char *text)
{
  PatMove move;

  g_assert_true (pat_move_parse (pat_game_get_rules (game), text, &move, NULL));
  return move;
}

static void
test_properties (void)
{
  PatRules rules;
  g_autoptr (PatGame) game = NULL;
  g_autofree char *id = NULL;
  guint deal, moves;
  gboolean can_undo;
  PatStatus status;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  game = pat_game_new (&rules, 1);
  g_object_get (game, "game", &id, "deal-number", &deal, "moves", &moves, "can-undo",
                &can_undo, "status", &status, NULL);
  g_assert_cmpstr (id, ==, "king-albert");
  g_assert_cmpuint (deal, ==, 1);
  g_assert_cmpuint (moves, ==, 0);
  g_assert_false (can_undo);
  g_assert_cmpint (status, ==, PAT_STATUS_PLAYING);
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 0);
}

static void
test_move_signals (void)
{
  PatRules rules;
  g_autoptr (PatGame) game = NULL;
  g_autoptr (GError) error = NULL;
  Record r;
  PatMove move, bad;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  game = pat_game_new (&rules, 1);
  watch (game, &r);

  move = parse (game, "tableau-1:tableau-3");
  g_assert_true (pat_game_try_move (game, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (r.changed, ==, 1);
  g_assert_cmpuint (r.piles, ==, bit (&rules, "tableau-1") | bit (&rules, "tableau-3"));
  g_assert_true (r.had_move);
  g_assert_false (r.backwards);
  g_assert_cmpuint (r.move.from, ==, move.from);
  g_assert_cmpuint (r.notify_moves, ==, 1);
  g_assert_cmpuint (r.notify_undo, ==, 1);
  g_assert_cmpuint (r.notify_redo, ==, 0);
  g_assert_true (pat_game_get_can_undo (game));

  /* A refused move changes nothing and says nothing. */
  bad = parse (game, "tableau-0:tableau-1");
  g_assert_false (pat_game_try_move (game, &bad, &error));
  g_assert_error (error, PAT_ERROR, PAT_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (r.changed, ==, 1);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);

  /* A second move: can-undo does not change, so it is not notified. */
  move = parse (game, "tableau-4:tableau-7");
  g_assert_true (pat_game_try_move (game, &move, NULL));
  g_assert_cmpuint (r.changed, ==, 2);
  g_assert_cmpuint (r.notify_undo, ==, 1);
  g_assert_cmpuint (r.notify_moves, ==, 2);
}

static void
test_undo_redo_restart (void)
{
  PatRules rules;
  g_autoptr (PatGame) game = NULL;
  PatState dealt, after;
  Record r;
  PatMove move;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  game = pat_game_new (&rules, 1);
  dealt = *pat_game_get_state (game);
  move = parse (game, "tableau-1:tableau-3");
  g_assert_true (pat_game_try_move (game, &move, NULL));
  after = *pat_game_get_state (game);
  watch (game, &r);

  g_assert_true (pat_game_undo (game));
  g_assert_true (pat_state_equal (&dealt, pat_game_get_state (game)));
  g_assert_cmpuint (r.changed, ==, 1);
  g_assert_true (r.backwards);
  g_assert_cmpuint (r.piles, ==, bit (&rules, "tableau-1") | bit (&rules, "tableau-3"));
  g_assert_cmpuint (r.notify_undo, ==, 1);
  g_assert_cmpuint (r.notify_redo, ==, 1);
  g_assert_false (pat_game_get_can_undo (game));
  g_assert_true (pat_game_get_can_redo (game));
  g_assert_false (pat_game_undo (game));
  g_assert_cmpuint (r.changed, ==, 1);

  g_assert_true (pat_game_redo (game));
  g_assert_true (pat_state_equal (&after, pat_game_get_state (game)));
  g_assert_false (r.backwards);
  g_assert_cmpuint (r.notify_redo, ==, 2);
  g_assert_false (pat_game_redo (game));

  pat_game_restart (game);
  g_assert_true (pat_state_equal (&dealt, pat_game_get_state (game)));
  g_assert_false (r.had_move);
  g_assert_true (pat_game_get_can_redo (game));
}

static void
test_won_and_lost (void)
{
  g_autoptr (PatGame) won = pat_game_new_for_session (pt_one_card_left ("king-albert"));
  g_autoptr (PatGame) lost = pat_game_new_for_session (pt_position (
      "{'game':'indian','rest':'tableau-0','piles':{'stock':['5C'],'tableau-0':['KH'],"
      "'tableau-1':['KH'],'tableau-2':['KD'],'tableau-3':['KD'],'tableau-4':['KS'],"
      "'tableau-5':['KS'],'tableau-6':['KC'],'tableau-7':['KC'],'tableau-8':['JC'],"
      "'tableau-9':['JD']}}"));
  Record rw, rl;
  PatMove move;

  watch (won, &rw);
  watch (lost, &rl);
  move = parse (won, "tableau-4:foundation-3");
  g_assert_true (pat_game_try_move (won, &move, NULL));
  g_assert_cmpuint (rw.won, ==, 1);
  g_assert_cmpuint (rw.notify_status, ==, 1);
  g_assert_cmpint (pat_game_get_status (won), ==, PAT_STATUS_WON);

  move = parse (lost, "deal");
  g_assert_true (pat_game_try_move (lost, &move, NULL));
  g_assert_cmpuint (rl.lost, ==, 1);
  g_assert_cmpint (pat_game_get_status (lost), ==, PAT_STATUS_LOST);
  /* Undo brings the game back to life, without a second "lost". */
  g_assert_true (pat_game_undo (lost));
  g_assert_cmpint (pat_game_get_status (lost), ==, PAT_STATUS_PLAYING);
  g_assert_cmpuint (rl.lost, ==, 1);
  g_assert_cmpuint (rl.notify_status, ==, 2);
}

static void
test_find_home (void)
{
  g_autoptr (PatGame) game = pat_game_new_for_session (
      pt_position ("{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['KD'],"
                   "'tableau-1':['AH'],'foundation-0':['AC'],'foundation-1':['AS']}}"));

  g_assert_cmpint (pat_game_find_home (game, 2), ==, -1);
  g_assert_cmpint (pat_game_find_home (game, (guint)pat_rules_find_pile (
                                                 pat_game_get_rules (game), "tableau-1")),
                   ==, pat_rules_find_pile (pat_game_get_rules (game), "foundation-2"));
}

/* What the verdict remembers of the line of play answers without a search
 * where it can, and forgets positions the player has left. King Albert's
 * deal 3 is won from the start and lost after reserve-1:tableau-0. */
static void
test_verdict_memory (void)
{
  g_autoptr (PatSession) s = pt_deal ("king-albert", 3, NULL, NULL);
  PatVerdictMemory memory;
  PatVerdict found = { PAT_SOLVER_UNWINNABLE, 0, 1 };
  PatSolverResult result;

  pat_verdict_memory_init (&memory);
  g_assert_false (pat_verdict_memory_answer (&memory, s, &result));

  pt_play (s, "reserve-1:tableau-0");
  pt_play (s, "tableau-4:tableau-8");
  /* Only the current position was asked about: more may be learnt. */
  g_assert_false (pat_verdict_memory_answer (&memory, s, &result));
  pat_verdict_memory_learn (&memory, s, &found);
  g_assert_true (pat_verdict_memory_answer (&memory, s, &result));
  g_assert_cmpint (result, ==, PAT_SOLVER_UNWINNABLE);

  /* Back before the bad move: winnable, from memory. */
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_session_undo (s));
  g_assert_true (pat_verdict_memory_answer (&memory, s, &result));
  g_assert_cmpint (result, ==, PAT_SOLVER_WINNABLE);

  /* Another first move: the unwinnable position is no longer on the line,
   * and nothing is known of the new one. */
  pt_play (s, "tableau-4:tableau-8");
  g_assert_cmpint (memory.known.winnable_at, ==, 0);
  g_assert_false (pat_verdict_memory_answer (&memory, s, &result));
  g_assert_cmpint (memory.known.unwinnable_at, ==, -1);
}

/* The odds in words: a percentage only where some deals were won and some
 * lost, never "about 0 %" or "about 100 %" from a few dozen deals. */
static void
test_odds_text (void)
{
  struct
  {
    guint won, lost, unknown;
    double estimate;
    const char *text;
  } cases[] = {
    { 0, 0, 12, 0.5, "Unknown whether deals that look like this can be won" },
    { 0, 9, 3, 0.0, "Hardly any deal that looks like this can be won" },
    { 12, 0, 0, 1.0, "Nearly every deal that looks like this can be won" },
    { 7, 5, 0, 7.0 / 12, "About 58 % of deals that look like this can be won" },
    { 199, 1, 0, 0.995, "About 99 % of deals that look like this can be won" },
    { 1, 299, 0, 1.0 / 300, "About 1 % of deals that look like this can be won" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PatOdds odds = { .won = cases[i].won,
                       .lost = cases[i].lost,
                       .unknown = cases[i].unknown,
                       .estimate = cases[i].estimate };
      g_autofree char *text = NULL;

      odds.samples = odds.won + odds.lost + odds.unknown;
      text = pat_fair_odds_text (&odds);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* Every game gives the solver's speed measured on it, and the window's
 * budgets follow it: a second of Klondike is 350,000 positions. */
static void
test_verdict_budgets (void)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);
  PatRules rules;

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (variants[i]->solver_speed, >, 0);
      pat_rules_init_default (&rules, variants[i]);
      g_assert_cmpuint (pat_verdict_nodes (&rules, 2.0), ==,
                        2 * (guint64)variants[i]->solver_speed);
    }
  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  g_assert_cmpuint (pat_verdict_nodes (&rules, 1.0), ==, 350000);
  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  g_assert_cmpuint (pat_verdict_nodes (&rules, 5.0), ==, 2600000);
  /* Options that slow the search down lower the budget: Spider of one
   * suit searches deeper lines. */
  pat_rules_init_default (&rules, pat_variant_lookup ("spider"));
  g_assert_true (pat_rules_set_option (&rules, "suits", "1", NULL));
  pat_rules_resolve (&rules);
  g_assert_cmpuint (pat_verdict_nodes (&rules, 1.0), ==, 16000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/properties", test_properties);
  g_test_add_func ("/game/move-signals", test_move_signals);
  g_test_add_func ("/game/undo-redo-restart", test_undo_redo_restart);
  g_test_add_func ("/game/won-and-lost", test_won_and_lost);
  g_test_add_func ("/game/find-home", test_find_home);
  g_test_add_func ("/game/verdict-memory", test_verdict_memory);
  g_test_add_func ("/game/odds-text", test_odds_text);
  g_test_add_func ("/game/verdict-budgets", test_verdict_budgets);

  return g_test_run ();
}
