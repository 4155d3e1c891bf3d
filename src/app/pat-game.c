/* pat-game.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-game"

#include "config.h"

#include <string.h>

#include "pat-game.h"

struct _PatGame
{
  GObject parent_instance;

  PatSession *session;

  /* The clock runs from the first move until the game ends. The window
   * counts its seconds with pat_game_tick(), only while the table is in
   * front of the player. */
  guint elapsed;
  gboolean clock_running;

  /* Last notified values, to notify only real changes. */
  guint moves;
  gboolean can_undo;
  gboolean can_redo;
  PatStatus status;
};

G_DEFINE_FINAL_TYPE (PatGame, pat_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_DEAL_NUMBER,
  PROP_MOVES,
  PROP_ELAPSED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_STATUS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  WON,
  LOST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The piles whose cards differ between two positions, as a bit mask. */
static guint64
changed_piles (const PatState *a, const PatState *b)
{
  guint64 mask = 0;

  for (guint p = 0; p < a->n_piles; p++)
    {
      guint len = pat_state_len (a, p);

      if (len != pat_state_len (b, p)
          || memcmp (pat_state_pile (a, p), pat_state_pile (b, p), len) != 0)
        mask |= G_GUINT64_CONSTANT (1) << p;
    }
  return mask;
}

/* After any change: notify what changed, emit "changed", and "won" or
 * "lost" when the game has just ended. */
static void
update (PatGame *self, const PatState *before, const PatMove *move, gboolean backwards)
{
  GObject *object = G_OBJECT (self);
  guint moves = pat_session_get_n_forgotten (self->session)
                + pat_session_get_position (self->session);
  gboolean can_undo = pat_session_can_undo (self->session);
  gboolean can_redo = pat_session_can_redo (self->session);
  PatStatus status = pat_session_get_status (self->session);
  PatStatus old_status = self->status;

  g_object_freeze_notify (object);
  if (moves != self->moves)
    {
      self->moves = moves;
      g_object_notify_by_pspec (object, properties[PROP_MOVES]);
    }
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (object, properties[PROP_CAN_REDO]);
    }
  if (status != self->status)
    {
      self->status = status;
      g_object_notify_by_pspec (object, properties[PROP_STATUS]);
    }
  if (status == PAT_STATUS_PLAYING && moves > 0)
    self->clock_running = TRUE;
  else if (status != PAT_STATUS_PLAYING)
    self->clock_running = FALSE;
  g_object_thaw_notify (object);

  g_signal_emit (self, signals[CHANGED], 0,
                 changed_piles (before, pat_session_get_state (self->session)), move,
                 backwards);

  if (status != old_status && status == PAT_STATUS_WON)
    g_signal_emit (self, signals[WON], 0);
  else if (status != old_status && status == PAT_STATUS_LOST)
    g_signal_emit (self, signals[LOST], 0);
}

static void
pat_game_finalize (GObject *object)
{
  PatGame *self = PAT_GAME (object);

  pat_session_free (self->session);

  G_OBJECT_CLASS (pat_game_parent_class)->finalize (object);
}

static void
pat_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  PatGame *self = PAT_GAME (object);

  switch (prop_id)
    {
      case PROP_GAME:
        g_value_set_string (value, pat_game_get_game (self));
        break;
      case PROP_DEAL_NUMBER:
        g_value_set_uint (value, pat_game_get_deal_number (self));
        break;
      case PROP_MOVES:
        g_value_set_uint (value, pat_game_get_moves (self));
        break;
      case PROP_ELAPSED:
        g_value_set_uint (value, pat_game_get_elapsed (self));
        break;
      case PROP_CAN_UNDO:
        g_value_set_boolean (value, pat_game_get_can_undo (self));
        break;
      case PROP_CAN_REDO:
        g_value_set_boolean (value, pat_game_get_can_redo (self));
        break;
      case PROP_STATUS:
        g_value_set_enum (value, pat_game_get_status (self));
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pat_game_class_init (PatGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pat_game_finalize;
  object_class->get_property = pat_game_get_property;

  properties[PROP_GAME] = g_param_spec_string ("game", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEAL_NUMBER]
      = g_param_spec_uint ("deal-number", NULL, NULL, 0, G_MAXUINT32, 0,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MOVES] = g_param_spec_uint ("moves", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  /* Notified when the clock starts or stops; read it to show the time. */
  properties[PROP_ELAPSED] = g_param_spec_uint ("elapsed", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean (
      "can-undo", NULL, NULL, FALSE,
      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean (
      "can-redo", NULL, NULL, FALSE,
      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] = g_param_spec_enum (
      "status", NULL, NULL, PAT_TYPE_STATUS, PAT_STATUS_PLAYING,
      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PatGame::changed:
   * @piles: a bit mask of the piles whose cards changed (bit i: pile i)
   * @move: (nullable): the move played, undone or redone; %NULL for a restart
   * @backwards: %TRUE when @move was undone
   *
   * Emitted once after every change of the position.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                   G_TYPE_UINT64, G_TYPE_POINTER, G_TYPE_BOOLEAN);
  signals[WON] = g_signal_new ("won", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                               NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[LOST] = g_signal_new ("lost", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pat_game_init (PatGame *self)
{
}

/**
 * pat_game_new_for_session:
 * @session: (transfer full): a game, fresh or resumed
 *
 * Returns: (transfer full): the model around @session.
 */
PatGame *
pat_game_new_for_session (PatSession *session)
{
  PatGame *self;

  g_return_val_if_fail (session != NULL, NULL);

  self = g_object_new (PAT_TYPE_GAME, NULL);
  self->session = session;
  self->moves
      = pat_session_get_n_forgotten (session) + pat_session_get_position (session);
  self->can_undo = pat_session_can_undo (session);
  self->can_redo = pat_session_can_redo (session);
  self->status = pat_session_get_status (session);
  return self;
}

/**
 * pat_game_new:
 * @rules: the game and its options
 * @deal: the deal number
 *
 * Returns: (transfer full): deal number @deal, ready to play.
 */
PatGame *
pat_game_new (const PatRules *rules, guint32 deal)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (deal >= PAT_DEAL_MIN && deal <= PAT_DEAL_MAX, NULL);

  return pat_game_new_for_session (pat_session_new (rules, deal));
}

const PatRules *
pat_game_get_rules (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), NULL);

  return pat_session_get_rules (self->session);
}

const PatState *
pat_game_get_state (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), NULL);

  return pat_session_get_state (self->session);
}

const PatSession *
pat_game_get_session (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), NULL);

  return self->session;
}

const char *
pat_game_get_game (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), NULL);

  return pat_game_get_rules (self)->variant->id;
}

guint32
pat_game_get_deal_number (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), 0);

  return pat_game_get_state (self)->deal;
}

guint
pat_game_get_moves (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), 0);

  return self->moves;
}

/**
 * pat_game_get_elapsed:
 *
 * Returns: the seconds played so far.
 */
guint
pat_game_get_elapsed (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), 0);

  return self->elapsed;
}

/**
 * pat_game_set_elapsed:
 * @seconds: time already played, as a resumed game says
 */
void
pat_game_set_elapsed (PatGame *self, guint seconds)
{
  g_return_if_fail (PAT_IS_GAME (self));

  if (self->elapsed == seconds)
    return;
  self->elapsed = seconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED]);
}

/**
 * pat_game_tick:
 *
 * Counts one more second played, if the clock runs: from the first move
 * until the game ends.
 *
 * Returns: whether the second was counted
 */
gboolean
pat_game_tick (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), FALSE);

  if (!self->clock_running || self->elapsed == G_MAXUINT)
    return FALSE;
  self->elapsed++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED]);
  return TRUE;
}

gboolean
pat_game_get_can_undo (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), FALSE);

  return self->can_undo;
}

gboolean
pat_game_get_can_redo (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), FALSE);

  return self->can_redo;
}

PatStatus
pat_game_get_status (PatGame *self)
{
  g_return_val_if_fail (PAT_IS_GAME (self), PAT_STATUS_PLAYING);

  return self->status;
}

/**
 * pat_game_check_move:
 *
 * Returns: whether @move is legal now; the reason in @error when not.
 */
gboolean
pat_game_check_move (PatGame *self, const PatMove *move, GError **error)
{
  g_return_val_if_fail (PAT_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  return pat_move_check (pat_game_get_rules (self), pat_game_get_state (self), move,
                         error);
}

/**
 * pat_game_try_move:
 * @self: the game
 * @move: a move
 * @error: where to give the reason it is refused
 *
 * Plays @move when it is legal.
 *
 * Returns: %FALSE with @error set, and nothing changed, when it is not.
 */
gboolean
pat_game_try_move (PatGame *self, const PatMove *move, GError **error)
{
  PatState before;

  g_return_val_if_fail (PAT_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  before = *pat_game_get_state (self);
  if (!pat_session_play (self->session, move, error))
    return FALSE;
  update (self, &before, move, FALSE);
  return TRUE;
}

gboolean
pat_game_undo (PatGame *self)
{
  PatState before;
  PatMove move;

  g_return_val_if_fail (PAT_IS_GAME (self), FALSE);

  if (!pat_session_can_undo (self->session))
    return FALSE;
  before = *pat_game_get_state (self);
  move = *pat_session_get_move (self->session,
                                pat_session_get_position (self->session) - 1);
  pat_session_undo (self->session);
  update (self, &before, &move, TRUE);
  return TRUE;
}

gboolean
pat_game_redo (PatGame *self)
{
  PatState before;
  PatMove move;

  g_return_val_if_fail (PAT_IS_GAME (self), FALSE);

  if (!pat_session_can_redo (self->session))
    return FALSE;
  before = *pat_game_get_state (self);
  move = *pat_session_get_move (self->session, pat_session_get_position (self->session));
  pat_session_redo (self->session);
  update (self, &before, &move, FALSE);
  return TRUE;
}

/**
 * pat_game_restart:
 *
 * Back to the deal; the moves can be redone. The clock keeps its time:
 * the window sets it back to 0 when the player restarts.
 */
void
pat_game_restart (PatGame *self)
{
  PatState before;

  g_return_if_fail (PAT_IS_GAME (self));

  if (pat_session_get_position (self->session) == 0)
    return;
  before = *pat_game_get_state (self);
  pat_session_restart (self->session);
  update (self, &before, NULL, TRUE);
}

/**
 * pat_game_find_home:
 * @from: a pile
 *
 * Returns: the foundation (or cell) the top card of @from may go to now,
 *   or -1.
 */
int
pat_game_find_home (PatGame *self, guint from)
{
  g_return_val_if_fail (PAT_IS_GAME (self), -1);

  return pat_move_find_home (pat_game_get_rules (self), pat_game_get_state (self), from);
}
