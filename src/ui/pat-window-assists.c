/* pat-window-assists.c — what the solver does for the player: the verdict,
 * auto-play, the demo and hints
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-fair.h"
#include "pat-solver.h"
#include "pat-window-private.h"

/* The solver's verdict ------------------------------------------------------ */

static gboolean
verdict_enabled (PatWindow *self)
{
  return self->settings == NULL
         || g_settings_get_boolean (self->settings, "show-solver-verdict");
}

/* The verdict at the foot's start gets the width that the counters at its
 * end leave it, with a gap: where that is less than it wants, its words are
 * cut short rather than written over the counters. The overlay places the
 * other pills itself. */
#define PILLS_GAP 6
/* A hint slower than this says that it is being looked for. */
#define HINT_SLOW_MS 50
static gboolean
overlay_child_position_cb (GtkOverlay *overlay, GtkWidget *child,
                           GdkRectangle *allocation, gpointer data)
{
  PatWindow *self = data;
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));
  int stats, minimum, natural;

  if (child != self->verdict_box)
    return FALSE;
  /* Sizes measured include the margins, as allocations do. */
  gtk_widget_measure (GTK_WIDGET (self->stats_label), GTK_ORIENTATION_HORIZONTAL, -1,
                      NULL, &stats, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL,
                      NULL);
  allocation->width = CLAMP (width - stats - PILLS_GAP, minimum, natural);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, allocation->width, NULL,
                      &allocation->height, NULL, NULL);
  allocation->x = gtk_widget_get_direction (child) == GTK_TEXT_DIR_RTL
                      ? width - allocation->width
                      : 0;
  allocation->y = height - allocation->height;
  return TRUE;
}

static void
verdict_set_text (PatWindow *self, const char *text, guint back)
{
  gtk_label_set_text (self->verdict_label, text);
  gtk_widget_remove_css_class (self->verdict_box, "stale");
  self->verdict_back = back;
  if (back > 0)
    {
      g_autofree char *label = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "Undo %u Move", "Undo %u Moves", back), back);

      gtk_button_set_label (self->verdict_undo, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_undo), back > 0);
  gtk_widget_set_visible (self->verdict_think, FALSE);
  gtk_widget_set_visible (self->verdict_box, TRUE);
}

static void
verdict_show (PatWindow *self, PatSolverResult result)
{
  int position = (int)pat_game_get_moves (self->game);

  g_clear_handle_id (&self->thinking_id, g_source_remove);
  switch (result)
    {
      case PAT_SOLVER_WINNABLE:
        verdict_set_text (self, _ ("This deal can be won"), 0);
        break;
      case PAT_SOLVER_UNWINNABLE:
        if (self->memory.known.unwinnable_at == 0)
          verdict_set_text (self, _ ("This deal cannot be won"), 0);
        else
          verdict_set_text (self, _ ("This deal can no longer be won"),
                            self->memory.known.winnable_at >= 0
                                ? (guint)(position - self->memory.known.winnable_at)
                                : 0);
        break;
      case PAT_SOLVER_UNKNOWN:
      default:
        if (self->verdict_longer)
          verdict_set_text (self, _ ("Still unknown after thinking longer"), 0);
        else
          {
            verdict_set_text (self, _ ("Unknown whether this deal can be won"), 0);
            gtk_widget_set_visible (self->verdict_think, TRUE);
          }
        break;
    }
}

static gboolean
thinking_cb (gpointer data)
{
  PatWindow *self = data;

  self->thinking_id = 0;
  verdict_set_text (self, _ ("Thinking…"), 0);
  return G_SOURCE_REMOVE;
}

static void
verdict_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatWindow) self = _pat_window_weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  PatVerdict verdict;

  if (!pat_verdict_run_finish (result, &verdict, &error) || self == NULL)
    return; /* cancelled: the game moved on */
  g_clear_object (&self->verdict_cancellable);
  pat_verdict_memory_learn (&self->memory, pat_game_get_session (self->game), &verdict);
  verdict_show (self, verdict.result);
}

void
_pat_window_verdict_cancel (PatWindow *self)
{
  g_clear_handle_id (&self->verdict_id, g_source_remove);
  g_clear_handle_id (&self->thinking_id, g_source_remove);
  if (self->verdict_cancellable != NULL)
    g_cancellable_cancel (self->verdict_cancellable);
  g_clear_object (&self->verdict_cancellable);
}

/* Starts the search of the current position on a worker thread. */
static void
verdict_run (PatWindow *self, double seconds)
{
  self->verdict_cancellable = g_cancellable_new ();
  pat_verdict_run_async (pat_game_get_session (self->game), &self->memory.known, seconds,
                         self->verdict_cancellable, verdict_done_cb,
                         _pat_window_weak_ref_new (self));
}

/* Whether the solver's answers would tell the player what they cannot
 * see, and they chose not to be told. */
static gboolean
fair_play (PatWindow *self)
{
  return pat_fair_enabled (self->settings)
         && pat_fair_hides (pat_game_get_session (self->game));
}

static void
odds_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatWindow) self = _pat_window_weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  PatOdds odds;

  if (!pat_fair_odds_finish (result, &odds, &error) || self == NULL)
    return; /* cancelled: the game moved on */
  g_clear_object (&self->verdict_cancellable);
  g_clear_handle_id (&self->thinking_id, g_source_remove);
  text = pat_fair_odds_text (&odds);
  verdict_set_text (self, text, 0);
}

/* What is known already answers for the current position, or a search
 * starts; where cards are hidden and the player wants only what they have
 * seen used, the odds of the deals that look like this one. */
static gboolean
verdict_start_cb (gpointer data)
{
  PatWindow *self = data;
  PatSolverResult result;

  self->verdict_id = 0;
  if (fair_play (self))
    {
      self->thinking_id = g_timeout_add (600, thinking_cb, self);
      self->verdict_cancellable = g_cancellable_new ();
      pat_fair_odds_async (pat_game_get_session (self->game), self->verdict_cancellable,
                           odds_done_cb, _pat_window_weak_ref_new (self));
      return G_SOURCE_REMOVE;
    }
  if (pat_verdict_memory_answer (&self->memory, pat_game_get_session (self->game),
                                 &result))
    {
      verdict_show (self, result);
      return G_SOURCE_REMOVE;
    }

  self->thinking_id = g_timeout_add (600, thinking_cb, self);
  verdict_run (self, PAT_VERDICT_SECONDS);
  return G_SOURCE_REMOVE;
}

/* The player asks the solver to go on where it could not tell: the same
 * search of the current position, for longer, until play goes on. */
static void
verdict_think_clicked_cb (PatWindow *self)
{
  _pat_window_verdict_cancel (self);
  self->verdict_longer = TRUE;
  verdict_set_text (self, _ ("Thinking…"), 0);
  verdict_run (self, PAT_VERDICT_LONG_SECONDS);
}

/* After every change: the verdict shown goes pale until the new one is
 * known; the search waits for play to pause. */
void
_pat_window_verdict_schedule (PatWindow *self)
{
  _pat_window_verdict_cancel (self);
  self->verdict_longer = FALSE;
  if (self->game == NULL || !verdict_enabled (self)
      || pat_game_get_status (self->game) == PAT_STATUS_WON)
    {
      gtk_widget_set_visible (self->verdict_box, FALSE);
      return;
    }
  gtk_widget_add_css_class (self->verdict_box, "stale");
  self->verdict_id = g_timeout_add (self->demo ? 1000 : 250, verdict_start_cb, self);
}

/* A narrow window cuts the verdict short, so that the buttons beside it
 * keep their labels; the pointer over it then shows it whole. */
static gboolean
verdict_query_tooltip_cb (GtkLabel *label, int x, int y, gboolean keyboard,
                          GtkTooltip *tooltip)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (label)))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (label));
  return TRUE;
}

static void
verdict_undo_clicked_cb (PatWindow *self)
{
  for (guint i = self->verdict_back; i > 0; i--)
    if (!pat_game_undo (self->game))
      break;
}

/* Auto-play ---------------------------------------------------------------- */

static gboolean
pile_is_home (const PatRules *rules, guint pile)
{
  return pat_rules_group (rules, pile)->home;
}

/* One safe card at a time, each after the last one's flight has begun. */
static gboolean
autoplay_cb (gpointer data)
{
  PatWindow *self = data;
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
void
_pat_window_autoplay_follow (PatWindow *self, const PatMove *move, gboolean backwards)
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
  self->autoplay_id = g_timeout_add (200, autoplay_cb, self);
}

/* The demo ------------------------------------------------------------------- */

void
_pat_window_demo_stop (PatWindow *self)
{
  if (!self->demo)
    return;
  self->demo = FALSE;
  g_clear_handle_id (&self->demo_id, g_source_remove);
  if (self->demo_cancellable != NULL)
    g_cancellable_cancel (self->demo_cancellable);
  g_clear_object (&self->demo_cancellable);
  g_clear_pointer (&self->demo_line, g_array_unref);
  _pat_window_dismiss_toast (self, &self->demo_toast);
  _pat_window_verdict_schedule (self);
}

/* Closed by the player: the demo stops. A toast the demo let go of itself
 * (it may go a moment later) leaves a demo started since alone. */
static void
demo_toast_dismissed_cb (PatWindow *self, AdwToast *toast)
{
  if (toast == self->demo_toast)
    _pat_window_demo_stop (self);
}

/* A fair hint for the demo's next move. */
static void
demo_hint_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatWindow) self = _pat_window_weak_ref_steal (data);
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
  PatWindow *self = data;
  const PatRules *rules = pat_game_get_rules (self->game);
  PatState before = *pat_game_get_state (self->game);
  const PatState *state = &before; /* the game's own copy moves with the history */
  PatMove move;
  gboolean ok;

  if (pat_board_is_animating (self->board))
    return G_SOURCE_CONTINUE;
  if (!pat_state_equal (state, &self->demo_expected)
      || pat_game_get_status (self->game) != PAT_STATUS_PLAYING)
    {
      self->demo_id = 0;
      _pat_window_demo_stop (self);
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
                                   _pat_window_weak_ref_new (self));
            }
          return G_SOURCE_CONTINUE;
        }
      self->demo_ready = FALSE;
      ok = self->demo_next < 1000 && self->demo_found;
      move = self->demo_move;
    }
  else if (self->demo_line != NULL)
    ok = self->demo_next < self->demo_line->len;
  else
    ok = self->demo_next < 1000 && pat_solver_best_move (rules, state, &move);
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
        _pat_window_show_toast (self, _ ("The demo found no way to win from here"));
      self->demo_id = 0;
      _pat_window_demo_stop (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static guint
demo_interval (PatWindow *self)
{
  return self->settings == NULL || g_settings_get_boolean (self->settings, "animations")
             ? 450
             : 150;
}

static void
demo_line_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatWindow) self = _pat_window_weak_ref_steal (data);
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

/* Demo: the program plays the deal to the end, one animated move at a time;
 * any input on the table, a change of game or the toast's Stop ends it. The
 * game is not counted in the statistics (a started one counts as given up). */
void
_pat_window_demo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);

  if (self->demo)
    {
      _pat_window_demo_stop (self);
      return;
    }
  if (pat_game_get_status (self->game) != PAT_STATUS_PLAYING)
    return;
  /* The player's game under way is given up to the demo, and counted as a
   * loss: asked first, as New Game asks. */
  _pat_window_ask_demo (self);
}

/**
 * _pat_window_demo_start:
 *
 * Starts the demo on the game on the table, which counts as given up.
 */
void
_pat_window_demo_start (PatWindow *self)
{
  AdwToast *toast;

  if (self->demo || pat_game_get_status (self->game) != PAT_STATUS_PLAYING)
    return;
  _pat_window_record_abandoned (self);
  self->recorded = TRUE;
  self->demo_played = TRUE;
  self->demo = TRUE;
  self->demo_expected = *pat_game_get_state (self->game);
  g_clear_handle_id (&self->autoplay_id, g_source_remove);
  pat_board_show_hint (self->board, NULL);

  toast = adw_toast_new (_ ("The demo is playing"));
  adw_toast_set_button_label (toast, _ ("_Stop"));
  adw_toast_set_action_name (toast, "win.demo");
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->demo_toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (demo_toast_dismissed_cb), self,
                           G_CONNECT_SWAPPED);
  _pat_window_add_toast (self, toast);

  /* The demo that may use only what the player sees looks for each move
   * in turn; the other searches its whole line at once. */
  self->demo_fair = fair_play (self);
  self->demo_ready = FALSE;
  if (self->demo_fair)
    {
      self->demo_next = 0;
      self->demo_id = g_timeout_add (demo_interval (self), demo_step_cb, self);
      return;
    }
  self->demo_cancellable = g_cancellable_new ();
  pat_verdict_line_async (pat_game_get_rules (self->game),
                          pat_game_get_state (self->game), self->demo_cancellable,
                          demo_line_cb, _pat_window_weak_ref_new (self));
}

/* The hint found for @asked, drawn and said, unless the player moved
 * meanwhile. */
static void
hint_show (PatWindow *self, gboolean found, const PatState *asked, const PatMove *move)
{
  gboolean slow_shown = self->hint_slow_shown;

  g_clear_object (&self->hint_cancellable);
  g_clear_handle_id (&self->hint_slow_id, g_source_remove);
  self->hint_slow_shown = FALSE;
  if (!pat_state_equal (asked, pat_game_get_state (self->game)))
    {
      /* The hint is for another position. */
      if (slow_shown)
        _pat_window_dismiss_toast (self, &self->message_toast);
      return;
    }
  if (found)
    {
      g_autofree char *text = pat_board_describe_move (self->board, move);

      pat_board_show_hint (self->board, move);
      _pat_window_show_toast (self, text);
    }
  else
    _pat_window_show_toast (self, _ ("There is no move to suggest"));
}

typedef gboolean (*HintFinish) (GAsyncResult *result, PatState *asked, PatMove *move,
                                GError **error);

static void
hint_done (gpointer data, GAsyncResult *result, HintFinish finish)
{
  g_autoptr (PatWindow) self = _pat_window_weak_ref_steal (data);
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

/* A hint that takes longer than a glance says at once that it is coming. */
static gboolean
hint_slow_cb (gpointer data)
{
  PatWindow *self = data;

  self->hint_slow_id = 0;
  self->hint_slow_shown = TRUE;
  _pat_window_show_toast (self, _ ("Looking for a move…"));
  /* It stays until the hint replaces it, however long the search takes. */
  g_clear_handle_id (&self->message_id, g_source_remove);
  return G_SOURCE_REMOVE;
}

/* Hint: a worker looks for the move; the board draws it, the message says it. */
void
_pat_window_hint_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);

  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  if (self->hint_slow_id == 0 && !self->hint_slow_shown)
    self->hint_slow_id = g_timeout_add (HINT_SLOW_MS, hint_slow_cb, self);
  if (fair_play (self))
    {
      pat_fair_hint_async (pat_game_get_session (self->game), self->hint_cancellable,
                           fair_hint_done_cb, _pat_window_weak_ref_new (self));
      return;
    }
  pat_verdict_hint_async (pat_game_get_rules (self->game),
                          pat_game_get_state (self->game), self->hint_cancellable,
                          hint_done_cb, _pat_window_weak_ref_new (self));
}

void
_pat_window_class_init_assists (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, verdict_undo_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, verdict_think_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, verdict_query_tooltip_cb);
  gtk_widget_class_bind_template_callback (widget_class, overlay_child_position_cb);
}
