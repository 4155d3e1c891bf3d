/* pat-window.c — the window: the game shown, its verdict strip and statistics
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-card-decks.h"
#include "pat-i18n.h"
#include "pat-settings.h"
#include "pat-window-private.h"

G_DEFINE_FINAL_TYPE (PatWindow, pat_window, ADW_TYPE_APPLICATION_WINDOW)

/* Work on worker threads (searches, deck loads) holds the window weakly: a
 * window closed meanwhile is disposed at once, which cancels the work,
 * rather than living on (following the settings) for as long as it takes. */
GWeakRef *
_pat_window_weak_ref_new (PatWindow *self)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

/* The window a worker's callback is for, or NULL once it is gone. */
PatWindow *
_pat_window_weak_ref_steal (gpointer data)
{
  GWeakRef *ref = data;
  PatWindow *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

static void
update_stats (PatWindow *self)
{
  guint elapsed;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  elapsed = pat_game_get_elapsed (self->game);
  text = g_strdup_printf (
      /* TRANSLATORS: the moves made and the time played, e.g. "12 moves · 3:05" */
      g_dngettext (GETTEXT_PACKAGE, "%u move · %u:%02u", "%u moves · %u:%02u",
                   pat_game_get_moves (self->game)),
      pat_game_get_moves (self->game), elapsed / 60, elapsed % 60);
  gtk_label_set_text (self->stats_label, text);
}

/* Whether a modal window of ours, a dialog, covers the table. */
static gboolean
dialog_open (PatWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (self) && gtk_window_get_modal (window)
          && gtk_window_get_transient_for (window) == GTK_WINDOW (self)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return TRUE;
    }
  return FALSE;
}

/**
 * _pat_window_clock_tick:
 *
 * One second of the clock: it counts for the game only while the player
 * has the table in front of them, the window active and no dialog open.
 *
 * Returns: whether the second was counted
 */
gboolean
_pat_window_clock_tick (PatWindow *self)
{
  if (self->game == NULL || !gtk_window_is_active (GTK_WINDOW (self))
      || dialog_open (self))
    return FALSE;
  return pat_game_tick (self->game);
}

static gboolean
clock_tick_cb (gpointer data)
{
  _pat_window_clock_tick (PAT_WINDOW (data));
  return G_SOURCE_CONTINUE;
}

static void
update_actions (PatWindow *self)
{
  gboolean playing = self->game != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 playing && pat_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 playing && pat_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.restart",
                                 playing && pat_game_get_moves (self->game) > 0);
  {
    PatMove redeal = { .kind = PAT_MOVE_REDEAL };

    gtk_widget_action_set_enabled (
        GTK_WIDGET (self), "win.redeal",
        playing && pat_game_check_move (self->game, &redeal, NULL));
  }
}

static void
update_title (PatWindow *self)
{
  const PatRules *rules = pat_game_get_rules (self->game);
  g_autofree char *subtitle = NULL;

  if (self->winnable_game)
    /* TRANSLATORS: the window's subtitle for a deal the solver has proven
       winnable: the game and its deal number */
    subtitle = g_strdup_printf (_ ("%s · Deal %u · winnable"), _ (rules->variant->name),
                                pat_game_get_deal_number (self->game));
  else
    /* TRANSLATORS: the window's subtitle: the game and its deal number */
    subtitle = g_strdup_printf (_ ("%s · Deal %u"), _ (rules->variant->name),
                                pat_game_get_deal_number (self->game));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
lost_response_cb (AdwMessageDialog *dialog, const char *response, PatWindow *self)
{
  if (g_strcmp0 (response, "undo") == 0)
    pat_game_undo (self->game);
  else if (g_strcmp0 (response, "restart") == 0)
    pat_game_restart (self->game);
  else if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static void
game_lost_cb (PatGame *game, PatWindow *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (
      adw_message_dialog_new (GTK_WINDOW (self), _ ("No Moves Left"),
                              _ ("There is no move, deal or redeal left in this game.")));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "undo", _ ("_Undo"),
                                    "restart", _ ("_Restart"), "new", _ ("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "new", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "new");
  adw_message_dialog_set_close_response (dialog, "undo");
  g_signal_connect_object (dialog, "response", G_CALLBACK (lost_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
game_won_cb (PatGame *game, PatWindow *self)
{
  g_autofree char *text = NULL;
  AdwToast *toast;

  if (!self->recorded && !self->read_only)
    {
      pat_stats_add_win_full (self->stats, pat_game_get_rules (game), self->winnable_game,
                              pat_game_get_deal_number (game),
                              pat_game_get_elapsed (game), pat_game_get_moves (game));
      pat_stats_set_last_win (self->stats, self->game_id);
      self->recorded = TRUE;
      _pat_window_save_stats (self);
      _pat_window_save_game (self);
    }

  pat_board_celebrate (self->board);
  /* The message on screen goes at once (or once it has settled), so that
   * the win does not wait behind it. */
  g_clear_handle_id (&self->message_id, g_source_remove);
  _pat_window_dismiss_toast (self, &self->message_toast);
  if (pat_assistant_get_demo_played (self->assistant))
    text = g_strdup_printf (_ ("The demo won deal %u"), pat_game_get_deal_number (game));
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You won deal %u in %u move!",
                                         "You won deal %u in %u moves!",
                                         pat_game_get_moves (game)),
                            pat_game_get_deal_number (game), pat_game_get_moves (game));
  toast = _pat_window_toast_new (self, text);
  adw_toast_set_button_label (toast, _ ("_New Game"));
  adw_toast_set_action_name (toast, "win.new-game");
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->won_toast, toast);
  _pat_window_add_toast (self, toast);
}

static void
board_message_cb (PatBoard *board, const char *text, PatWindow *self)
{
  _pat_window_show_toast (self, text);
}

static void
board_input_cb (PatBoard *board, PatWindow *self)
{
  pat_assistant_demo_stop (self->assistant);
}

static void
game_changed_cb (PatGame *game, guint64 piles, gconstpointer move, gboolean backwards,
                 PatWindow *self)
{
  _pat_window_save_game (self);
  /* A player who plays on no longer waits for a winnable deal to replace
   * the game. */
  _pat_window_winnable_cancel (self);
  /* Its New Game would throw away a game no longer won. */
  if (pat_game_get_status (game) != PAT_STATUS_WON)
    _pat_window_dismiss_toast (self, &self->won_toast);
  /* The assistant follows the game itself: the demo, auto-play and the
   * verdict. */
}

/* Leaving a started game that is neither won nor recorded counts as a
 * loss, as players expect. */
void
_pat_window_record_abandoned (PatWindow *self)
{
  if (self->read_only || self->game == NULL || self->recorded
      || pat_game_get_moves (self->game) == 0
      || pat_game_get_status (self->game) == PAT_STATUS_WON)
    return;
  pat_stats_add_loss_full (self->stats, pat_game_get_rules (self->game),
                           self->winnable_game);
  self->recorded = TRUE;
  _pat_window_save_stats (self);
}

/**
 * pat_window_new_game:
 * @rules: the game and its options
 * @deal: the deal number
 *
 * Deals a new game in the window: a winnable one when it is known to be
 * (see _pat_window_winnable_known()).
 */
void
pat_window_new_game (PatWindow *self, const PatRules *rules, guint32 deal)
{
  g_return_if_fail (PAT_IS_WINDOW (self));
  g_return_if_fail (rules != NULL);

  _pat_window_deal (self, rules, deal, _pat_window_winnable_known (self, rules, deal));
}

/* Deals deal @deal of @rules, proven winnable or not. */
void
_pat_window_deal (PatWindow *self, const PatRules *rules, guint32 deal, gboolean winnable)
{
  if (self->theme == NULL)
    pat_window_set_theme (self, NULL);
  _pat_window_record_abandoned (self);
  _pat_window_set_game (self, pat_game_new (rules, deal), FALSE, NULL, winnable);
}

/* Shows @game (taken over) in the window; @id is the saved game's, or
 * %NULL for a new game; @winnable: it was dealt from the deals proven
 * winnable. */
void
_pat_window_set_game (PatWindow *self, PatGame *game_in, gboolean recorded,
                      const char *id, gboolean winnable)
{
  g_autoptr (PatGame) game = game_in;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  pat_assistant_set_game (self->assistant, game);
  self->recorded = recorded;
  self->winnable_game = winnable;
  /* A game resumed without its oldest moves was told so when it lost them. */
  self->forgotten_told = pat_session_get_n_forgotten (pat_game_get_session (game)) > 0;
  g_free (self->game_id);
  self->game_id = id != NULL ? g_strdup (id) : g_uuid_string_random ();

  pat_board_set_game (self->board, game);
  _pat_window_dismiss_toast (self, &self->won_toast);
  update_title (self);
  update_stats (self);
  update_actions (self);
  _pat_window_rules_update (self);
  _pat_window_save_game (self);
  /* Another game on the table: New Game no longer waits, and the search
   * puts this game's deals first. */
  self->winnable_waiting = FALSE;
  _pat_window_dismiss_toast (self, &self->winnable_toast);
  _pat_window_winnable_follow (self);
}

/**
 * pat_window_set_theme:
 * @theme: (nullable): the cards to draw; %NULL for the built-in deck
 */
void
pat_window_set_theme (PatWindow *self, PatCardTheme *theme)
{
  g_autoptr (PatCardTheme) built_in = NULL;

  g_return_if_fail (PAT_IS_WINDOW (self));
  g_return_if_fail (theme == NULL || PAT_IS_CARD_THEME (theme));

  if (theme == NULL)
    theme = built_in = pat_card_theme_new_default ();
  g_set_object (&self->theme, theme);
  pat_board_set_theme (self->board, theme);
}

/**
 * pat_window_deck_refused:
 *
 * Tells the player that the card deck chosen cannot be used and that the
 * built-in deck is shown in its place: at start, or once a deck chosen
 * in Preferences was refused.
 */
void
pat_window_deck_refused (PatWindow *self)
{
  g_return_if_fail (PAT_IS_WINDOW (self));

  _pat_window_show_toast (
      self, _ ("That card deck cannot be used; the built-in deck is shown"));
}

PatGame *
pat_window_get_game (PatWindow *self)
{
  g_return_val_if_fail (PAT_IS_WINDOW (self), NULL);

  return self->game;
}

PatBoard *
pat_window_get_board (PatWindow *self)
{
  g_return_val_if_fail (PAT_IS_WINDOW (self), NULL);

  return self->board;
}

/* How much of the table's foot a message takes, with its margins: a
 * toast with a button, as the win's has, measured off screen. */
static int
toast_room (PatWindow *self)
{
  GtkWidget *probe = g_object_ref_sink (adw_toast_overlay_new ());
  AdwToast *toast = _pat_window_toast_new (self, "M");
  int height;

  adw_toast_set_button_label (toast, "M");
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (probe), toast);
  gtk_widget_measure (probe, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  g_object_unref (probe);
  return height;
}

/* The counters and the verdict lie on pills of one height at the table's
 * foot, and messages over them (style.css): the board keeps that clear of
 * cards, so that no message covers a card the player may need. */
static void
update_foot (PatWindow *self)
{
  int pills;

  gtk_widget_measure (GTK_WIDGET (self->stats_label), GTK_ORIENTATION_VERTICAL, -1, NULL,
                      &pills, NULL, NULL);
  pills += 2 * gtk_widget_get_margin_bottom (GTK_WIDGET (self->stats_label));
  pat_board_set_foot (self->board, MAX (pills, toast_room (self)));
}

/* A new text size or font makes the pills taller or shorter. */
static void
pat_window_system_setting_changed (GtkWidget *widget, GtkSystemSetting setting)
{
  GTK_WIDGET_CLASS (pat_window_parent_class)->system_setting_changed (widget, setting);

  if (setting == GTK_SYSTEM_SETTING_DPI || setting == GTK_SYSTEM_SETTING_FONT_NAME
      || setting == GTK_SYSTEM_SETTING_FONT_CONFIG)
    update_foot (PAT_WINDOW (widget));
}

/* Before the first frame: render the cards for the size the board will get
 * (the window's default size less its shadow and the header bar) on a
 * worker thread, while the window is being mapped. */
static void
pat_window_realize (GtkWidget *widget)
{
  PatWindow *self = PAT_WINDOW (widget);
  double shadow_x, shadow_y;
  int width, height, header;

  GTK_WIDGET_CLASS (pat_window_parent_class)->realize (widget);

  gtk_native_get_surface_transform (GTK_NATIVE (self), &shadow_x, &shadow_y);
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  width -= 2 * (int)shadow_x;
  height -= 2 * (int)shadow_y;
  gtk_widget_measure (GTK_WIDGET (self->header_bar), GTK_ORIENTATION_VERTICAL, width,
                      NULL, &header, NULL, NULL);
  update_foot (self);
  pat_board_prepare (self->board, width, height - header);
}

static void
focus_board (PatWindow *self)
{
  /* Dialogs closed with the window come after its board is gone. */
  if (self->board != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* The table has the keyboard from the start: GTK would give it to the
 * first header bar button, and Space would deal a new game. */
static void
pat_window_show (GtkWidget *widget)
{
  PatWindow *self = PAT_WINDOW (widget);

  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board));
  GTK_WIDGET_CLASS (pat_window_parent_class)->show (widget);
}

static void
deck_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  PatCardTheme *theme = pat_card_theme_new_for_deck (data, &error);

  if (theme != NULL)
    g_task_return_pointer (task, theme, g_object_unref);
  else
    g_task_return_error (task, error);
}

/* A load that another deck chose since, or the window's end, cancelled is
 * dropped: it shows nothing and says nothing, whenever it ends. */
static void
deck_loaded_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PatWindow) self = _pat_window_weak_ref_steal (data);
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) theme = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self == NULL)
    return;
  g_assert (g_task_get_cancellable (G_TASK (result)) == self->deck_cancellable);
  g_clear_object (&self->deck_cancellable);
  if (theme == NULL)
    {
      g_warning ("The card deck cannot be used (%s); using the built-in deck",
                 error->message);
      pat_window_deck_refused (self);
      pat_window_set_theme (self, NULL);
      return;
    }
  pat_window_set_theme (self, theme);
}

/* Another deck chosen: it is loaded on a thread, then shown. Loads end in
 * any order, so the one under way, if any, is cancelled: only the deck
 * chosen last is shown. */
static void
deck_changed_cb (GSettings *settings, const char *key, PatWindow *self)
{
  g_autoptr (GTask) task = NULL;

  if (self->deck_cancellable != NULL)
    g_cancellable_cancel (self->deck_cancellable);
  g_clear_object (&self->deck_cancellable);
  self->deck_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->deck_cancellable, deck_loaded_cb,
                     _pat_window_weak_ref_new (self));
  g_task_set_task_data (task, g_settings_get_string (settings, "card-theme"), g_free);
  g_task_run_in_thread (task, deck_thread);
}

static void
background_changed_cb (GSettings *settings, const char *key, PatWindow *self)
{
  g_object_set (self->board, "background", g_settings_get_enum (settings, "background"),
                NULL);
}

/* Remembers the window's size for the next start. */
static gboolean
pat_window_close_request (GtkWindow *window)
{
  PatWindow *self = PAT_WINDOW (window);
  int width, height;

  if (self->game != NULL)
    _pat_window_save_game (self);
  if (self->settings != NULL)
    {
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_boolean (self->settings, "window-maximized",
                              gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window) && !gtk_window_is_fullscreen (window))
        {
          g_settings_set_int (self->settings, "window-width", MAX (width, 360));
          g_settings_set_int (self->settings, "window-height", MAX (height, 300));
        }
    }
  return GTK_WINDOW_CLASS (pat_window_parent_class)->close_request (window);
}

static void
bind_settings (PatWindow *self)
{
  g_autoptr (GError) error = NULL;

  self->settings = pat_settings_new (&error);
  if (self->settings == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  g_settings_bind (self->settings, "click-to-move", self->board, "click-to-move",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animations", self->board, "animations",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::card-theme",
                           G_CALLBACK (deck_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::background",
                           G_CALLBACK (background_changed_cb), self, 0);
  background_changed_cb (self->settings, "background", self);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* GObject */

static void
pat_window_dispose (GObject *object)
{
  PatWindow *self = PAT_WINDOW (object);

  g_clear_handle_id (&self->clock_id, g_source_remove);
  _pat_window_winnable_dispose (self);
  g_clear_weak_pointer (&self->rules_window);
  g_clear_weak_pointer (&self->shortcuts_window);
  g_clear_weak_pointer (&self->give_up_question);
  if (self->assistant != NULL)
    pat_assistant_stop (self->assistant);
  g_clear_object (&self->assistant);
  g_clear_weak_pointer (&self->demo_toast);
  g_clear_weak_pointer (&self->won_toast);
  g_clear_weak_pointer (&self->message_toast);
  g_clear_handle_id (&self->message_id, g_source_remove);
  g_clear_handle_id (&self->dismiss_id, g_source_remove);
  g_clear_pointer (&self->dismissals, g_ptr_array_unref);
  g_clear_weak_pointer (&self->unsaved_toast);
  g_clear_handle_id (&self->saved_again_id, g_source_remove);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_object (&self->theme);
  if (self->deck_cancellable != NULL)
    g_cancellable_cancel (self->deck_cancellable);
  g_clear_object (&self->deck_cancellable);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->stats, pat_stats_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), PAT_TYPE_WINDOW);

  G_OBJECT_CLASS (pat_window_parent_class)->dispose (object);
}

static void
pat_window_class_init (PatWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pat_window_dispose;
  widget_class->realize = pat_window_realize;
  widget_class->show = pat_window_show;
  widget_class->system_setting_changed = pat_window_system_setting_changed;
  GTK_WINDOW_CLASS (klass)->close_request = pat_window_close_request;

  g_type_ensure (PAT_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/patience/Patience/pat-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PatWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, stats_label);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, board);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, verdict_undo);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, verdict_think);

  _pat_window_class_init_assists (widget_class);
  _pat_window_class_init_fullscreen (widget_class);
  _pat_window_class_init_actions (widget_class);
}

static void
pat_window_init (PatWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->dismissals = g_ptr_array_new_with_free_func (g_object_unref);

  /* The game is swapped whole at each deal: its signals follow. */
  self->game_signals = g_signal_group_new (PAT_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::moves",
                                 G_CALLBACK (update_stats), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::elapsed",
                                 G_CALLBACK (update_stats), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::moves",
                                 G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::can-undo",
                                 G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::can-redo",
                                 G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "won", G_CALLBACK (game_won_cb),
                                 self, 0);
  g_signal_group_connect_object (self->game_signals, "lost", G_CALLBACK (game_lost_cb),
                                 self, 0);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, 0);

  g_signal_connect_object (self->board, "message", G_CALLBACK (board_message_cb), self,
                           0);
  g_signal_connect_object (self->board, "input", G_CALLBACK (board_input_cb), self, 0);
  g_signal_connect (self, "notify::fullscreened",
                    G_CALLBACK (_pat_window_fullscreened_cb), NULL);
  bind_settings (self);
  _pat_window_assists_init (self);
  _pat_window_winnable_init (self);
  _pat_window_saving_init (self);
  self->clock_id = g_timeout_add_seconds (1, clock_tick_cb, self);
}

/**
 * pat_window_watch_dialog:
 * @dialog: a dialog or window of ours shown over the game's window
 *
 * Gives the keyboard back to the table when @dialog closes, whatever had
 * the focus before: Space and Enter then play on the table, never a
 * header bar button that the player cannot see has the focus.
 */
void
pat_window_watch_dialog (PatWindow *self, GtkWindow *dialog)
{
  g_return_if_fail (PAT_IS_WINDOW (self));
  g_return_if_fail (GTK_IS_WINDOW (dialog));

  g_signal_connect_object (dialog, "unmap", G_CALLBACK (focus_board), self,
                           G_CONNECT_SWAPPED);
}

PatWindow *
pat_window_new (GtkApplication *application)
{
  return g_object_new (PAT_TYPE_WINDOW, "application", application, NULL);
}
