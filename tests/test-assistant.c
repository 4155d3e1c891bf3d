/* test-assistant.c — PatAssistant on a real PatGame, without a window: the
 * verdict, auto-play, the demo and hints
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-assistant-private.h"
#include "pat-settings.h"
#include "test-util.h"

/* Every wait is for an event; the deadline only ends a test that would
 * otherwise hang. A verdict searches a node budget, which a busy machine
 * takes longer to search, up to its wall cap. */
#define DEADLINE_SECONDS 120

typedef gboolean (*Condition) (gpointer data);

static gboolean
deadline_cb (gpointer data)
{
  gboolean *passed = data;

  *passed = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @condition holds: each iteration sleeps until
 * a timer or a search's answer wakes it. */
static void
wait_for (Condition condition, gpointer data)
{
  gboolean passed = FALSE;
  guint deadline = g_timeout_add_seconds (DEADLINE_SECONDS, deadline_cb, &passed);

  while (!condition (data))
    {
      g_assert_false (passed);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (deadline);
}

/* What the assistant said, as its signals said it. */
typedef struct
{
  PatAssistant *assistant;
  guint verdicts; /* "verdict-changed" with a fresh verdict */
  GArray *kinds;  /* of each fresh verdict */
  guint hints;
  PatAssistantHint hint;
  PatMove hint_move;
  guint demo_stops;
  guint stuck;
} Heard;

static void
verdict_changed_cb (PatAssistant *assistant, Heard *heard)
{
  PatAssistantVerdict verdict = pat_assistant_get_verdict (assistant);

  if (pat_assistant_get_verdict_stale (assistant))
    return;
  heard->verdicts++;
  g_array_append_val (heard->kinds, verdict);
  g_assert_true ((verdict == PAT_ASSISTANT_VERDICT_NONE)
                 == (pat_assistant_get_verdict_text (assistant) == NULL));
}

static void
hint_cb (PatAssistant *assistant, PatAssistantHint hint, const PatMove *move,
         Heard *heard)
{
  heard->hints++;
  heard->hint = hint;
  g_assert_true ((hint == PAT_ASSISTANT_HINT_FOUND) == (move != NULL));
  if (move != NULL)
    heard->hint_move = *move;
}

static void
demo_cb (PatAssistant *assistant, GParamSpec *pspec, Heard *heard)
{
  if (!pat_assistant_get_demo (assistant))
    heard->demo_stops++;
}

static void
stuck_cb (PatAssistant *assistant, Heard *heard)
{
  heard->stuck++;
}

static void
listen (Heard *heard, PatAssistant *assistant)
{
  *heard = (Heard){ .assistant = assistant };
  heard->kinds = g_array_new (FALSE, FALSE, sizeof (PatAssistantVerdict));
  g_signal_connect (assistant, "verdict-changed", G_CALLBACK (verdict_changed_cb), heard);
  g_signal_connect (assistant, "hint", G_CALLBACK (hint_cb), heard);
  g_signal_connect (assistant, "notify::demo", G_CALLBACK (demo_cb), heard);
  g_signal_connect (assistant, "demo-stuck", G_CALLBACK (stuck_cb), heard);
}

static void
heard_clear (Heard *heard)
{
  g_clear_pointer (&heard->kinds, g_array_unref);
}

static PatGame *
game_new (const char *name, guint32 deal)
{
  return pat_game_new_for_session (pt_deal (name, deal, NULL, NULL));
}

static void
play (PatGame *game, const char *text)
{
  g_autoptr (GError) error = NULL;
  PatMove move;

  g_assert_true (pat_move_parse (pat_game_get_rules (game), text, &move, &error));
  g_assert_true (pat_game_try_move (game, &move, &error));
}

/* A move of a card from a pile other than @pile to a pile other than
 * @pile and the foundations. */
static void
play_other_move (PatGame *game, const char *pile)
{
  PatMove move
      = pt_other_move (pat_game_get_rules (game), pat_game_get_state (game), pile);

  g_assert_true (pat_game_try_move (game, &move, NULL));
}

typedef struct
{
  Heard *heard;
  guint verdicts;
} VerdictWait;

static gboolean
verdict_heard (gpointer data)
{
  VerdictWait *wait = data;

  return wait->heard->verdicts > wait->verdicts
         && pat_assistant_get_verdict (wait->heard->assistant)
                != PAT_ASSISTANT_VERDICT_THINKING;
}

/* Waits for the next verdict that is an answer, not "Thinking…". */
static PatAssistantVerdict
next_verdict (Heard *heard)
{
  VerdictWait wait = { heard, heard->verdicts };

  wait_for (verdict_heard, &wait);
  return pat_assistant_get_verdict (heard->assistant);
}

/* The verdict follows play: a deal that can be won, a move that throws it
 * away with the undo that takes it back, and what is known answers again
 * without a search. King Albert hides no card, so the verdict is exact. */
static void
test_verdict (void)
{
  g_autoptr (PatAssistant) assistant = pat_assistant_new (NULL);
  g_autoptr (PatGame) game = game_new ("king-albert", 3);
  Heard heard;

  listen (&heard, assistant);
  pat_assistant_set_game (assistant, game);
  g_assert_cmpint (pat_assistant_get_verdict (assistant), ==, PAT_ASSISTANT_VERDICT_NONE);
  g_assert_true (pat_assistant_get_verdict_stale (assistant));
  g_assert_cmpint (next_verdict (&heard), ==, PAT_ASSISTANT_VERDICT_WINNABLE);
  g_assert_cmpstr (pat_assistant_get_verdict_text (assistant), ==,
                   "This deal can be won");
  g_assert_cmpuint (pat_assistant_get_verdict_back (assistant), ==, 0);

  play (game, "reserve-1:tableau-0");
  /* The verdict shown is stale at once, its words kept. */
  g_assert_true (pat_assistant_get_verdict_stale (assistant));
  g_assert_cmpint (pat_assistant_get_verdict (assistant), ==,
                   PAT_ASSISTANT_VERDICT_WINNABLE);
  g_assert_cmpint (next_verdict (&heard), ==, PAT_ASSISTANT_VERDICT_NO_LONGER);
  g_assert_cmpuint (pat_assistant_get_verdict_back (assistant), ==, 1);

  play_other_move (game, "reserve-1");
  g_assert_cmpint (next_verdict (&heard), ==, PAT_ASSISTANT_VERDICT_NO_LONGER);
  g_assert_cmpuint (pat_assistant_get_verdict_back (assistant), ==, 2);

  pat_assistant_undo_back (assistant);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 0);
  g_assert_cmpint (next_verdict (&heard), ==, PAT_ASSISTANT_VERDICT_WINNABLE);
  heard_clear (&heard);
}

static gboolean
thinking (gpointer data)
{
  return pat_assistant_get_verdict (data) == PAT_ASSISTANT_VERDICT_THINKING;
}

/* A new game cancels the search of the last one, and gets its own verdict;
 * a game won gets none. No search has won Idle Aces deal 9 in a minute, so
 * its search would go on for the whole budget. */
static void
test_verdict_new_game (void)
{
  g_autoptr (PatAssistant) assistant = pat_assistant_new (NULL);
  g_autoptr (PatGame) slow = game_new ("idle-aces", 9);
  g_autoptr (PatGame) game = game_new ("king-albert", 3);
  g_autoptr (PatGame) won = pat_game_new_for_session (pt_one_card_left ("king-albert"));
  g_autoptr (GCancellable) search = NULL;
  Heard heard;
  PatMove move;
  int home;

  listen (&heard, assistant);
  pat_assistant_set_game (assistant, slow);
  /* "Thinking…" is said once the search has been under way a while. */
  wait_for (thinking, assistant);
  search = g_object_ref (_pat_assistant_verdict_search (assistant));
  g_assert_false (g_cancellable_is_cancelled (search));

  pat_assistant_set_game (assistant, game);
  g_assert_true (g_cancellable_is_cancelled (search));
  g_assert_cmpint (next_verdict (&heard), ==, PAT_ASSISTANT_VERDICT_WINNABLE);

  /* Won: nothing to say, and nothing searched. */
  home = pat_rules_find_pile (pat_game_get_rules (won), "tableau-4");
  move = pat_move_card ((guint)home, (guint)pat_game_find_home (won, (guint)home), 1);
  g_assert_true (pat_game_try_move (won, &move, NULL));
  g_assert_cmpint (pat_game_get_status (won), ==, PAT_STATUS_WON);
  pat_assistant_set_game (assistant, won);
  g_assert_cmpint (pat_assistant_get_verdict (assistant), ==, PAT_ASSISTANT_VERDICT_NONE);
  g_assert_null (_pat_assistant_verdict_search (assistant));
  heard_clear (&heard);
}

static gboolean
autoplay_done (gpointer data)
{
  return !_pat_assistant_autoplay_pending (data);
}

/* Auto-play sends the safe cards home after the player's move, one after
 * another; it leaves a card where the player's undo took it back, and
 * does nothing when it is off. King Albert's deal 4 has an Ace in
 * reserve-5. */
static void
test_auto_play (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatAssistant) assistant = NULL;
  g_autoptr (PatGame) game = game_new ("king-albert", 4);
  g_autoptr (PatGame) again = game_new ("king-albert", 4);
  const PatRules *rules = pat_game_get_rules (game);
  int reserve = pat_rules_find_pile (rules, "reserve-5");

  g_assert_nonnull (settings);
  g_settings_set_string (settings, "auto-play", "safe");
  assistant = pat_assistant_new (settings);
  pat_assistant_set_game (assistant, game);
  g_assert_cmpuint (pat_state_top (pat_game_get_state (game), reserve) & 0xf, ==,
                    PAT_ACE);

  play_other_move (game, "reserve-5");
  g_assert_true (_pat_assistant_autoplay_pending (assistant));
  wait_for (autoplay_done, assistant);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), reserve), ==, 0);
  g_assert_cmpuint (pat_game_get_moves (game), >=, 2);

  /* Taken back: not sent again after the next move. */
  while (pat_state_len (pat_game_get_state (game), reserve) == 0)
    g_assert_true (pat_game_undo (game));
  /* An undo plays nothing. */
  g_assert_false (_pat_assistant_autoplay_pending (assistant));
  play_other_move (game, "reserve-5");
  g_assert_true (_pat_assistant_autoplay_pending (assistant));
  wait_for (autoplay_done, assistant);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), reserve), ==, 1);

  /* Off: the Ace stays, and nothing waits to play. */
  g_settings_reset (settings, "auto-play");
  pat_assistant_set_game (assistant, again);
  play_other_move (again, "reserve-5");
  g_assert_false (_pat_assistant_autoplay_pending (assistant));
  g_assert_cmpuint (pat_state_len (pat_game_get_state (again), reserve), ==, 1);
  g_assert_cmpuint (pat_game_get_moves (again), ==, 1);
}

static gboolean
demo_stopped (gpointer data)
{
  return !pat_assistant_get_demo (data);
}

static gboolean
demo_pending (gpointer data)
{
  return _pat_assistant_demo_pending (data);
}

static gboolean
three_moves (gpointer data)
{
  return pat_game_get_moves (data) >= 3;
}

/* The demo plays a deal it can win to the win and stops there; on another
 * deal it stops when asked, or at a move that is not its own. */
static void
test_demo (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatAssistant) assistant = NULL;
  g_autoptr (PatGame) game = pat_game_new_for_session (
      pt_spades_left ("king-albert", NULL, 10,
                      "'tableau-4':['KS'],'tableau-0':['QS'],'reserve-2':['JS']"));
  g_autoptr (PatGame) other = game_new ("king-albert", 1);
  Heard heard;
  guint moves;

  g_settings_set_boolean (settings, "animations", FALSE);
  assistant = pat_assistant_new (settings);
  listen (&heard, assistant);
  pat_assistant_set_game (assistant, game);
  g_assert_false (pat_assistant_get_demo_played (assistant));
  g_assert_true (pat_assistant_demo_start (assistant));
  g_assert_true (pat_assistant_get_demo (assistant));
  g_assert_true (pat_assistant_get_demo_played (assistant));
  /* Started once only. */
  g_assert_false (pat_assistant_demo_start (assistant));
  wait_for (demo_stopped, assistant);
  g_assert_cmpint (pat_game_get_status (game), ==, PAT_STATUS_WON);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 3);
  g_assert_cmpuint (heard.demo_stops, ==, 1);
  g_assert_cmpuint (heard.stuck, ==, 0);
  /* A game over plays no demo. */
  g_assert_false (pat_assistant_demo_start (assistant));

  /* Stopped when asked: no next move waits. */
  pat_assistant_set_game (assistant, other);
  g_assert_false (pat_assistant_get_demo_played (assistant));
  g_assert_true (pat_assistant_demo_start (assistant));
  wait_for (three_moves, other);
  pat_assistant_demo_stop (assistant);
  g_assert_false (pat_assistant_get_demo (assistant));
  g_assert_false (_pat_assistant_demo_pending (assistant));
  g_assert_cmpuint (heard.demo_stops, ==, 2);

  /* Stopped by the player's move. */
  g_assert_true (pat_assistant_demo_start (assistant));
  wait_for (demo_pending, assistant);
  moves = pat_game_get_moves (other);
  g_assert_true (pat_game_undo (other));
  g_assert_false (pat_assistant_get_demo (assistant));
  g_assert_false (_pat_assistant_demo_pending (assistant));
  g_assert_cmpuint (pat_game_get_moves (other), ==, moves - 1);
  g_assert_cmpuint (heard.demo_stops, ==, 3);
  g_settings_reset (settings, "animations");
  heard_clear (&heard);
}

/* The demo's next move waits while the window says it is busy. */
static gboolean
busy_cb (PatAssistant *assistant, guint *asked)
{
  (*asked)++;
  return *asked <= 3;
}

static void
test_demo_busy (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatAssistant) assistant = NULL;
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_one_card_left ("king-albert"));
  guint asked = 0;

  g_settings_set_boolean (settings, "animations", FALSE);
  assistant = pat_assistant_new (settings);
  g_signal_connect (assistant, "demo-busy", G_CALLBACK (busy_cb), &asked);
  pat_assistant_set_game (assistant, game);
  g_assert_true (pat_assistant_demo_start (assistant));
  wait_for (demo_stopped, assistant);
  g_assert_cmpint (pat_game_get_status (game), ==, PAT_STATUS_WON);
  /* Held three times, then the move, then the step that sees the win. */
  g_assert_cmpuint (asked, ==, 5);
  g_settings_reset (settings, "animations");
}

static gboolean
hint_heard (gpointer data)
{
  Heard *heard = data;

  return heard->hints > 0;
}

/* A hint arrives with a legal move; one asked for a position the player
 * has left meanwhile is dropped. */
static void
test_hint (void)
{
  g_autoptr (PatAssistant) assistant = pat_assistant_new (NULL);
  g_autoptr (PatGame) game = game_new ("king-albert", 1);
  Heard heard;

  listen (&heard, assistant);
  pat_assistant_set_game (assistant, game);
  g_assert_cmpint (pat_assistant_get_hint_state (assistant), ==, PAT_ASSISTANT_HINT_IDLE);
  pat_assistant_hint (assistant);
  g_assert_cmpint (pat_assistant_get_hint_state (assistant), !=, PAT_ASSISTANT_HINT_IDLE);
  wait_for (hint_heard, &heard);
  g_assert_cmpint (pat_assistant_get_hint_state (assistant), ==, PAT_ASSISTANT_HINT_IDLE);
  g_assert_cmpint (heard.hint, ==, PAT_ASSISTANT_HINT_FOUND);
  g_assert_true (pat_game_check_move (game, &heard.hint_move, NULL));

  /* Asked, then a move before the answer comes back: the answer is for a
   * position left behind. */
  heard.hints = 0;
  pat_assistant_hint (assistant);
  g_assert_true (pat_game_try_move (game, &heard.hint_move, NULL));
  wait_for (hint_heard, &heard);
  g_assert_cmpuint (heard.hints, ==, 1);
  g_assert_cmpint (heard.hint, ==, PAT_ASSISTANT_HINT_DROPPED);
  heard_clear (&heard);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/assistant/verdict", test_verdict);
  g_test_add_func ("/assistant/verdict-new-game", test_verdict_new_game);
  g_test_add_func ("/assistant/auto-play", test_auto_play);
  g_test_add_func ("/assistant/demo", test_demo);
  g_test_add_func ("/assistant/demo-busy", test_demo_busy);
  g_test_add_func ("/assistant/hint", test_hint);

  return g_test_run ();
}
