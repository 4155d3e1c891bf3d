/* pat-assistant.c — what the solver does for the player, without a window:
 * the verdict, auto-play, the demo and hints
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PatAssistant follows one PatGame: it runs the searches on worker threads
 * (pat-verdict, pat-fair), plays auto-play's and the demo's moves on the
 * game at their pace, and says through its signals what the window shows.
 */
#define G_LOG_DOMAIN "pat-assistant"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-assistant-private.h"
#include "pat-fair.h"
#include "pat-solver.h"
#include "pat-verdict.h"

struct _PatAssistant
{
  GObject parent_instance;

  PatGame *game;
  gulong changed_id;
  GSettings *settings; /* NULL: the defaults */

  /* The verdict: what is known of the line of play, the search under way,
   * and what is shown. */
  PatVerdictMemory memory;
  GCancellable *verdict_cancellable;
  guint verdict_id;  /* the search starts once play pauses */
  guint thinking_id; /* "Thinking…" only when it takes a while */
  PatAssistantVerdict verdict;
  char *verdict_text;
  gboolean verdict_stale;
  guint verdict_back;      /* the moves the undo takes back */
  gboolean verdict_longer; /* the player asked for more thought here */

  /* The hint being looked for. */
  GCancellable *hint_cancellable;
  guint hint_slow_id;
  PatAssistantHintState hint_state;

  /* Auto-play, and the cards the player took back from the foundations,
   * which it leaves alone. */
  guint autoplay_id;
  guint64 taken_back;

  /* The demo: the line it plays (NULL: the best-looking moves), the
   * position it expects, and whether the change under way is its own. */
  gboolean demo;
  gboolean demo_moving;
  gboolean demo_played; /* this game's result is the demo's */
  GArray *demo_line;
  guint demo_next;
  guint demo_id;
  PatState demo_expected;
  GCancellable *demo_cancellable;
  /* A demo that sees only what the player sees plays one fair hint after
   * another: whether the next is worked out, and what it is. */
  gboolean demo_fair;
  gboolean demo_ready;
  gboolean demo_found;
  PatMove demo_move;
};

G_DEFINE_FINAL_TYPE (PatAssistant, pat_assistant, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DEMO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  VERDICT_CHANGED,
  HINT_SLOW,
  HINT,
  DEMO_BUSY,
  DEMO_STUCK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Searches on worker threads hold the assistant weakly: one whose window
 * closed meanwhile is gone at once, which cancels them. */
static GWeakRef *
weak_ref_new (PatAssistant *self)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

static PatAssistant *
weak_ref_steal (gpointer data)
{
  GWeakRef *ref = data;
  PatAssistant *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

static void
cancel (GCancellable **cancellable)
{
  if (*cancellable != NULL)
    g_cancellable_cancel (*cancellable);
  g_clear_object (cancellable);
}

/* Whether the solver's answers would tell the player what they cannot
 * see, and they chose not to be told. */
static gboolean
fair_play (PatAssistant *self)
{
  return pat_fair_enabled (self->settings)
         && pat_fair_hides (pat_game_get_session (self->game));
}

/* The verdict ----------------------------------------------------------------- */

static gboolean
verdict_enabled (PatAssistant *self)
{
  return self->settings == NULL
         || g_settings_get_boolean (self->settings, "show-solver-verdict");
}

static void
verdict_set (PatAssistant *self, PatAssistantVerdict verdict, const char *text,
             guint back)
{
  self->verdict = verdict;
  g_free (self->verdict_text);
  self->verdict_text = g_strdup (text);
  self->verdict_stale = FALSE;
  self->verdict_back = back;
  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
}

static void
verdict_show (PatAssistant *self, PatSolverResult result)
{
  int position = (int)pat_game_get_moves (self->game);

  g_clear_handle_id (&self->thinking_id, g_source_remove);
  switch (result)
    {
      case PAT_SOLVER_WINNABLE:
        verdict_set (self, PAT_ASSISTANT_VERDICT_WINNABLE, _ ("This deal can be won"), 0);
        break;
      case PAT_SOLVER_UNWINNABLE:
        if (self->memory.known.unwinnable_at == 0)
          verdict_set (self, PAT_ASSISTANT_VERDICT_UNWINNABLE,
                       _ ("This deal cannot be won"), 0);
        else
          verdict_set (self, PAT_ASSISTANT_VERDICT_NO_LONGER,
                       _ ("This deal can no longer be won"),
                       self->memory.known.winnable_at >= 0
                           ? (guint)(position - self->memory.known.winnable_at)
                           : 0);
        break;
      case PAT_SOLVER_UNKNOWN:
      default:
        if (self->verdict_longer)
          verdict_set (self, PAT_ASSISTANT_VERDICT_STILL_UNKNOWN,
                       _ ("Still unknown after thinking longer"), 0);
        else
          verdict_set (self, PAT_ASSISTANT_VERDICT_UNKNOWN,
                       _ ("Unknown whether this deal can be won"), 0);
        break;
    }
}

static gboolean
thinking_cb (gpointer data)
{
  PatAssistant *self = data;

  self->thinking_id = 0;
  verdict_set (self, PAT_ASSISTANT_VERDICT_THINKING, _ ("Thinking…"), 0);
  return G_SOURCE_REMOVE;
}

static void
verdict_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatAssistant) self = weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  PatVerdict verdict;

  if (!pat_verdict_run_finish (result, &verdict, &error) || self == NULL)
    return; /* cancelled: the game moved on */
  g_clear_object (&self->verdict_cancellable);
  pat_verdict_memory_learn (&self->memory, pat_game_get_session (self->game), &verdict);
  verdict_show (self, verdict.result);
}

static void
verdict_cancel (PatAssistant *self)
{
  g_clear_handle_id (&self->verdict_id, g_source_remove);
  g_clear_handle_id (&self->thinking_id, g_source_remove);
  cancel (&self->verdict_cancellable);
}

/* Starts the search of the current position on a worker thread. */
static void
verdict_run (PatAssistant *self, double seconds)
{
  self->verdict_cancellable = g_cancellable_new ();
  pat_verdict_run_async (pat_game_get_session (self->game), &self->memory.known, seconds,
                         self->verdict_cancellable, verdict_done_cb, weak_ref_new (self));
}

static void
odds_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatAssistant) self = weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  PatOdds odds;

  if (!pat_fair_odds_finish (result, &odds, &error) || self == NULL)
    return; /* cancelled: the game moved on */
  g_clear_object (&self->verdict_cancellable);
  g_clear_handle_id (&self->thinking_id, g_source_remove);
  text = pat_fair_odds_text (&odds);
  verdict_set (self, PAT_ASSISTANT_VERDICT_ODDS, text, 0);
}

/* What is known already answers for the current position, or a search
 * starts; where cards are hidden and the player wants only what they have
 * seen used, the odds of the deals that look like this one. */
static gboolean
verdict_start_cb (gpointer data)
{
  PatAssistant *self = data;
  PatSolverResult result;

  self->verdict_id = 0;
  if (fair_play (self))
    {
      self->thinking_id = g_timeout_add (PAT_ASSISTANT_THINKING_MS, thinking_cb, self);
      self->verdict_cancellable = g_cancellable_new ();
      pat_fair_odds_async (pat_game_get_session (self->game), self->verdict_cancellable,
                           odds_done_cb, weak_ref_new (self));
      return G_SOURCE_REMOVE;
    }
  if (pat_verdict_memory_answer (&self->memory, pat_game_get_session (self->game),
                                 &result))
    {
      verdict_show (self, result);
      return G_SOURCE_REMOVE;
    }

  self->thinking_id = g_timeout_add (PAT_ASSISTANT_THINKING_MS, thinking_cb, self);
  verdict_run (self, PAT_VERDICT_SECONDS);
  return G_SOURCE_REMOVE;
}

/* After every change: the verdict shown goes stale until the new one is
 * known; the search waits for play to pause. */
static void
verdict_schedule (PatAssistant *self)
{
  verdict_cancel (self);
  self->verdict_longer = FALSE;
  if (self->game == NULL || !verdict_enabled (self)
      || pat_game_get_status (self->game) == PAT_STATUS_WON)
    {
      verdict_set (self, PAT_ASSISTANT_VERDICT_NONE, NULL, 0);
      return;
    }
  self->verdict_stale = TRUE;
  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
  self->verdict_id = g_timeout_add (self->demo ? PAT_ASSISTANT_VERDICT_DEMO_DELAY_MS
                                               : PAT_ASSISTANT_VERDICT_DELAY_MS,
                                    verdict_start_cb, self);
}

/* Auto-play ------------------------------------------------------------------ */

static gboolean
pile_is_home (const PatRules *rules, guint pile)
{
  return pat_rules_group (rules, pile)->home;
}

/* One safe card at a time, each after the last one's flight has begun. */
static gboolean
autoplay_cb (gpointer data)
{
  PatAssistant *self = data;
  const PatRules *rules = pat_game_get_rules (self->game);
  PatMove move;

  self->autoplay_id = 0;
  if (pat_game_get_status (self->game) == PAT_STATUS_PLAYING
      && !pat_game_get_can_redo (self->game)
      && pat_solver_safe_move (rules, pat_game_get_state (self->game), self->taken_back,
                               &move))
    pat_game_try_move (self->game, &move, NULL);
  return G_SOURCE_REMOVE;
}

/* Follows the player's moves: a card taken off a foundation, by a move or
 * an undo, is the player's to place; after a move of the player's own (not
 * a redo that would cut the history short) safe cards go home. */
static void
autoplay_follow (PatAssistant *self, const PatMove *move, gboolean backwards)
{
  const PatRules *rules = pat_game_get_rules (self->game);
  const PatState *state = pat_game_get_state (self->game);

  g_clear_handle_id (&self->autoplay_id, g_source_remove);
  if (move != NULL && move->kind == PAT_MOVE_CARD)
    {
      if (backwards && pile_is_home (rules, move->to)
          && !pile_is_home (rules, move->from))
        self->taken_back |= PAT_SOLVER_CARD_BIT (pat_state_top (state, move->from));
      else if (!backwards && pile_is_home (rules, move->from)
               && !pile_is_home (rules, move->to))
        self->taken_back |= PAT_SOLVER_CARD_BIT (pat_state_top (state, move->to));
    }
  if (backwards || self->demo || self->settings == NULL
      || g_settings_get_enum (self->settings, "auto-play") == 0)
    return;
  self->autoplay_id = g_timeout_add (PAT_ASSISTANT_AUTOPLAY_MS, autoplay_cb, self);
}

/* The demo ------------------------------------------------------------------- */

/* A fair hint for the demo's next move. */
static void
demo_hint_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatAssistant) self = weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  PatState asked;
  PatMove move;
  gboolean found = pat_fair_hint_finish (result, &asked, &move, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self == NULL)
    return;
  g_clear_object (&self->demo_cancellable);
  self->demo_found = found;
  self->demo_move = move;
  self->demo_ready = TRUE;
}

/* The demo's next move: from its line, or else the move that looks best,
 * for as long as that makes progress; or, where it may use only the cards
 * the player has seen, a fair hint each time. */
static gboolean
demo_step_cb (gpointer data)
{
  PatAssistant *self = data;
  const PatRules *rules = pat_game_get_rules (self->game);
  PatState before = *pat_game_get_state (self->game);
  const PatState *state = &before; /* the game's own copy moves with the history */
  gboolean busy = FALSE;
  PatMove move;
  gboolean ok;

  g_signal_emit (self, signals[DEMO_BUSY], 0, &busy);
  if (busy)
    return G_SOURCE_CONTINUE;
  if (!pat_state_equal (state, &self->demo_expected)
      || pat_game_get_status (self->game) != PAT_STATUS_PLAYING)
    {
      self->demo_id = 0;
      pat_assistant_demo_stop (self);
      return G_SOURCE_REMOVE;
    }
  if (self->demo_fair)
    {
      if (!self->demo_ready)
        {
          if (self->demo_cancellable == NULL)
            {
              self->demo_cancellable = g_cancellable_new ();
              pat_fair_hint_async (pat_game_get_session (self->game),
                                   self->demo_cancellable, demo_hint_cb,
                                   weak_ref_new (self));
            }
          return G_SOURCE_CONTINUE;
        }
      self->demo_ready = FALSE;
      ok = self->demo_next < PAT_ASSISTANT_DEMO_MAX_MOVES && self->demo_found;
      move = self->demo_move;
    }
  else if (self->demo_line != NULL)
    ok = self->demo_next < self->demo_line->len;
  else
    ok = self->demo_next < PAT_ASSISTANT_DEMO_MAX_MOVES
         && pat_solver_best_move (rules, state, &move);
  if (ok && self->demo_line != NULL)
    move = g_array_index (self->demo_line, PatMove, self->demo_next);
  self->demo_next++;

  self->demo_moving = TRUE;
  ok = ok && pat_game_try_move (self->game, &move, NULL);
  self->demo_moving = FALSE;
  self->demo_expected = *pat_game_get_state (self->game);
  if (!ok || pat_state_equal (&self->demo_expected, state))
    {
      if (self->demo_line == NULL
          && pat_game_get_status (self->game) == PAT_STATUS_PLAYING)
        g_signal_emit (self, signals[DEMO_STUCK], 0);
      self->demo_id = 0;
      pat_assistant_demo_stop (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static guint
demo_interval (PatAssistant *self)
{
  return self->settings == NULL || g_settings_get_boolean (self->settings, "animations")
             ? PAT_ASSISTANT_DEMO_MS
             : PAT_ASSISTANT_DEMO_FAST_MS;
}

static void
demo_line_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatAssistant) self = weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  GArray *line = pat_verdict_line_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self == NULL)
    {
      g_clear_pointer (&line, g_array_unref);
      return;
    }
  g_clear_object (&self->demo_cancellable);
  self->demo_line = line;
  self->demo_next = 0;
  self->demo_id = g_timeout_add (demo_interval (self), demo_step_cb, self);
}

/* Hints ---------------------------------------------------------------------- */

/* The hint found for @asked, unless the player moved meanwhile; the state
 * still says whether the player was told it is slow while it is given. */
static void
hint_show (PatAssistant *self, gboolean found, const PatState *asked, const PatMove *move)
{
  PatAssistantHint hint;

  g_clear_object (&self->hint_cancellable);
  g_clear_handle_id (&self->hint_slow_id, g_source_remove);
  if (!pat_state_equal (asked, pat_game_get_state (self->game)))
    hint = PAT_ASSISTANT_HINT_DROPPED;
  else if (found)
    hint = PAT_ASSISTANT_HINT_FOUND;
  else
    hint = PAT_ASSISTANT_HINT_NONE;
  g_signal_emit (self, signals[HINT], 0, hint,
                 hint == PAT_ASSISTANT_HINT_FOUND ? move : NULL);
  self->hint_state = PAT_ASSISTANT_HINT_IDLE;
}

typedef gboolean (*HintFinish) (GAsyncResult *result, PatState *asked, PatMove *move,
                                GError **error);

static void
hint_done (gpointer data, GAsyncResult *result, HintFinish finish)
{
  g_autoptr (PatAssistant) self = weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  PatState asked;
  PatMove move;
  gboolean found = finish (result, &asked, &move, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self == NULL)
    return;
  hint_show (self, found, &asked, &move);
}

static void
fair_hint_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  hint_done (data, result, pat_fair_hint_finish);
}

static void
hint_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  hint_done (data, result, pat_verdict_hint_finish);
}

static gboolean
hint_slow_cb (gpointer data)
{
  PatAssistant *self = data;

  self->hint_slow_id = 0;
  self->hint_state = PAT_ASSISTANT_HINT_SLOW;
  g_signal_emit (self, signals[HINT_SLOW], 0);
  return G_SOURCE_REMOVE;
}

/* The game ------------------------------------------------------------------- */

static void
game_changed_cb (PatGame *game, guint64 piles, gconstpointer move, gboolean backwards,
                 PatAssistant *self)
{
  if (self->demo && !self->demo_moving)
    pat_assistant_demo_stop (self);
  autoplay_follow (self, move, backwards);
  verdict_schedule (self);
}

/* Everything under way ends without a word: the assistant is going. */
static void
stop_quietly (PatAssistant *self)
{
  self->demo = FALSE;
  g_clear_handle_id (&self->demo_id, g_source_remove);
  cancel (&self->demo_cancellable);
  g_clear_pointer (&self->demo_line, g_array_unref);
  verdict_cancel (self);
  g_clear_handle_id (&self->autoplay_id, g_source_remove);
  cancel (&self->hint_cancellable);
  g_clear_handle_id (&self->hint_slow_id, g_source_remove);
  self->hint_state = PAT_ASSISTANT_HINT_IDLE;
}

/* GObject -------------------------------------------------------------------- */

static void
pat_assistant_get_property (GObject *object, guint prop_id, GValue *value,
                            GParamSpec *pspec)
{
  PatAssistant *self = PAT_ASSISTANT (object);

  switch (prop_id)
    {
      case PROP_DEMO:
        g_value_set_boolean (value, self->demo);
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pat_assistant_dispose (GObject *object)
{
  PatAssistant *self = PAT_ASSISTANT (object);

  stop_quietly (self);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (pat_assistant_parent_class)->dispose (object);
}

static void
pat_assistant_finalize (GObject *object)
{
  PatAssistant *self = PAT_ASSISTANT (object);

  g_free (self->verdict_text);

  G_OBJECT_CLASS (pat_assistant_parent_class)->finalize (object);
}

static void
pat_assistant_class_init (PatAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = pat_assistant_get_property;
  object_class->dispose = pat_assistant_dispose;
  object_class->finalize = pat_assistant_finalize;

  properties[PROP_DEMO] = g_param_spec_boolean ("demo", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PatAssistant::verdict-changed:
   *
   * The verdict, its text, whether it is stale or the moves its undo
   * takes back changed: read them with the getters.
   */
  signals[VERDICT_CHANGED]
      = g_signal_new ("verdict-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                      NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * PatAssistant::hint-slow:
   *
   * The hint asked for takes longer than a glance: the player may be told
   * that it is coming.
   */
  signals[HINT_SLOW]
      = g_signal_new ("hint-slow", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 0);
  /**
   * PatAssistant::hint:
   * @hint: a #PatAssistantHint
   * @move: (nullable): the #PatMove suggested, with %PAT_ASSISTANT_HINT_FOUND
   *
   * The hint asked for is known. The hint state still says whether the
   * player was told it was slow.
   */
  signals[HINT]
      = g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_POINTER);
  /**
   * PatAssistant::demo-busy:
   *
   * Asked before each of the demo's moves: a handler that returns %TRUE
   * (the last move is still being shown) holds the move until the next
   * step.
   */
  signals[DEMO_BUSY]
      = g_signal_new ("demo-busy", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                      g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 0);
  /**
   * PatAssistant::demo-stuck:
   *
   * The demo, playing the moves that look best, found no way on and stops.
   */
  signals[DEMO_STUCK]
      = g_signal_new ("demo-stuck", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 0);
}

static void
pat_assistant_init (PatAssistant *self)
{
  pat_verdict_memory_init (&self->memory);
}

/* Public API ------------------------------------------------------------------ */

/**
 * pat_assistant_new:
 * @settings: (nullable): the application's settings; %NULL for the defaults
 *
 * Returns: (transfer full): an assistant following no game yet
 */
PatAssistant *
pat_assistant_new (GSettings *settings)
{
  PatAssistant *self;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (PAT_TYPE_ASSISTANT, NULL);
  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      g_signal_connect_object (settings, "changed::show-solver-verdict",
                               G_CALLBACK (verdict_schedule), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (settings, "changed::hints-use",
                               G_CALLBACK (verdict_schedule), self, G_CONNECT_SWAPPED);
    }
  return self;
}

/**
 * pat_assistant_set_game:
 * @game: (nullable): the game to follow
 *
 * Follows @game from its current position: the demo stops, what was known
 * of the last game's line is forgotten, and the verdict is looked for.
 */
void
pat_assistant_set_game (PatAssistant *self, PatGame *game)
{
  g_return_if_fail (PAT_IS_ASSISTANT (self));
  g_return_if_fail (game == NULL || PAT_IS_GAME (game));

  pat_assistant_demo_stop (self);
  g_clear_handle_id (&self->autoplay_id, g_source_remove);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id
        = g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
  pat_verdict_memory_init (&self->memory);
  self->taken_back = 0;
  self->demo_played = FALSE;
  verdict_schedule (self);
}

/**
 * pat_assistant_get_game:
 *
 * Returns: (transfer none) (nullable): the game followed
 */
PatGame *
pat_assistant_get_game (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), NULL);

  return self->game;
}

/**
 * pat_assistant_stop:
 *
 * Ends the demo, the searches and auto-play under way, as a window does
 * when it closes.
 */
void
pat_assistant_stop (PatAssistant *self)
{
  g_return_if_fail (PAT_IS_ASSISTANT (self));

  pat_assistant_demo_stop (self);
  stop_quietly (self);
}

/**
 * pat_assistant_get_verdict:
 *
 * Returns: what the verdict says of the current position
 */
PatAssistantVerdict
pat_assistant_get_verdict (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), PAT_ASSISTANT_VERDICT_NONE);

  return self->verdict;
}

/**
 * pat_assistant_get_verdict_text:
 *
 * Returns: (nullable): the verdict in words, translated; %NULL with
 *   %PAT_ASSISTANT_VERDICT_NONE
 */
const char *
pat_assistant_get_verdict_text (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), NULL);

  return self->verdict_text;
}

/**
 * pat_assistant_get_verdict_stale:
 *
 * Returns: whether the verdict is for an earlier position, the one for the
 *   current position not known yet
 */
gboolean
pat_assistant_get_verdict_stale (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), FALSE);

  return self->verdict_stale;
}

/**
 * pat_assistant_get_verdict_back:
 *
 * Returns: the moves pat_assistant_undo_back() takes back to the latest
 *   position known winnable, or 0
 */
guint
pat_assistant_get_verdict_back (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), 0);

  return self->verdict_back;
}

/**
 * pat_assistant_think_longer:
 *
 * The player asks the solver to go on where it could not tell: the same
 * search of the current position, for longer, until play goes on.
 */
void
pat_assistant_think_longer (PatAssistant *self)
{
  g_return_if_fail (PAT_IS_ASSISTANT (self));
  g_return_if_fail (self->game != NULL);

  verdict_cancel (self);
  self->verdict_longer = TRUE;
  verdict_set (self, PAT_ASSISTANT_VERDICT_THINKING, _ ("Thinking…"), 0);
  verdict_run (self, PAT_VERDICT_LONG_SECONDS);
}

/**
 * pat_assistant_undo_back:
 *
 * Undoes the moves the verdict suggests taking back.
 */
void
pat_assistant_undo_back (PatAssistant *self)
{
  g_return_if_fail (PAT_IS_ASSISTANT (self));

  for (guint i = self->verdict_back; i > 0 && self->game != NULL; i--)
    if (!pat_game_undo (self->game))
      break;
}

/**
 * pat_assistant_hint:
 *
 * Looks for a move to suggest on a worker thread: "hint-slow" when that
 * takes longer than a glance, then "hint". A hint asked for again replaces
 * the one under way.
 */
void
pat_assistant_hint (PatAssistant *self)
{
  g_return_if_fail (PAT_IS_ASSISTANT (self));
  g_return_if_fail (self->game != NULL);

  cancel (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  if (self->hint_state == PAT_ASSISTANT_HINT_IDLE)
    {
      self->hint_state = PAT_ASSISTANT_HINT_SEARCHING;
      self->hint_slow_id = g_timeout_add (PAT_ASSISTANT_HINT_SLOW_MS, hint_slow_cb, self);
    }
  if (fair_play (self))
    {
      pat_fair_hint_async (pat_game_get_session (self->game), self->hint_cancellable,
                           fair_hint_done_cb, weak_ref_new (self));
      return;
    }
  pat_verdict_hint_async (pat_game_get_rules (self->game),
                          pat_game_get_state (self->game), self->hint_cancellable,
                          hint_done_cb, weak_ref_new (self));
}

/**
 * pat_assistant_get_hint_state:
 *
 * Returns: whether a hint is being looked for, and for how long
 */
PatAssistantHintState
pat_assistant_get_hint_state (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), PAT_ASSISTANT_HINT_IDLE);

  return self->hint_state;
}

/**
 * pat_assistant_demo_start:
 *
 * The program plays the game to the end, one move at a time; a move that
 * is not the demo's, a new game or pat_assistant_demo_stop() ends it.
 *
 * Returns: whether the demo started: not when it plays already, nor on a
 *   game that is over
 */
gboolean
pat_assistant_demo_start (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), FALSE);

  if (self->demo || self->game == NULL
      || pat_game_get_status (self->game) != PAT_STATUS_PLAYING)
    return FALSE;
  self->demo_played = TRUE;
  self->demo = TRUE;
  self->demo_expected = *pat_game_get_state (self->game);
  g_clear_handle_id (&self->autoplay_id, g_source_remove);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEMO]);

  /* The demo that may use only what the player sees looks for each move
   * in turn; the other searches its whole line at once. */
  self->demo_fair = fair_play (self);
  self->demo_ready = FALSE;
  if (self->demo_fair)
    {
      self->demo_next = 0;
      self->demo_id = g_timeout_add (demo_interval (self), demo_step_cb, self);
      return TRUE;
    }
  self->demo_cancellable = g_cancellable_new ();
  pat_verdict_line_async (pat_game_get_rules (self->game),
                          pat_game_get_state (self->game), self->demo_cancellable,
                          demo_line_cb, weak_ref_new (self));
  return TRUE;
}

/**
 * pat_assistant_demo_stop:
 *
 * Stops the demo, if it plays.
 */
void
pat_assistant_demo_stop (PatAssistant *self)
{
  g_return_if_fail (PAT_IS_ASSISTANT (self));

  if (!self->demo)
    return;
  self->demo = FALSE;
  g_clear_handle_id (&self->demo_id, g_source_remove);
  cancel (&self->demo_cancellable);
  g_clear_pointer (&self->demo_line, g_array_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEMO]);
  verdict_schedule (self);
}

/**
 * pat_assistant_get_demo:
 *
 * Returns: whether the demo plays
 */
gboolean
pat_assistant_get_demo (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), FALSE);

  return self->demo;
}

/**
 * pat_assistant_get_demo_played:
 *
 * Returns: whether the demo played in this game, whose result is then
 *   the demo's
 */
gboolean
pat_assistant_get_demo_played (PatAssistant *self)
{
  g_return_val_if_fail (PAT_IS_ASSISTANT (self), FALSE);

  return self->demo_played;
}

/* For tests ------------------------------------------------------------------- */

gboolean
_pat_assistant_autoplay_pending (PatAssistant *self)
{
  return self->autoplay_id != 0;
}

GCancellable *
_pat_assistant_verdict_search (PatAssistant *self)
{
  return self->verdict_cancellable;
}

gboolean
_pat_assistant_demo_pending (PatAssistant *self)
{
  return self->demo_id != 0;
}

gboolean
_pat_assistant_demo_fair (PatAssistant *self)
{
  return self->demo_fair;
}
