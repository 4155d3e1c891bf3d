/* pat-window-assists.c — what the assistant says, shown: the verdict, the
 * demo and hints; the player's requests passed on to it
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-window-private.h"

/* The verdict --------------------------------------------------------------- */

/* The verdict at the foot's start gets the width that the counters at its
 * end leave it, with a gap: where that is less than it wants, its words are
 * cut short rather than written over the counters. The overlay places the
 * other pills itself. */
#define PILLS_GAP 6
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

/* The verdict's strip shows what the assistant says; a stale verdict keeps
 * its words and its undo, pale, until the new one is known. */
static void
verdict_changed_cb (PatAssistant *assistant, PatWindow *self)
{
  PatAssistantVerdict verdict = pat_assistant_get_verdict (assistant);
  guint back = pat_assistant_get_verdict_back (assistant);

  if (verdict == PAT_ASSISTANT_VERDICT_NONE)
    {
      gtk_widget_set_visible (self->verdict_box, FALSE);
      return;
    }
  if (pat_assistant_get_verdict_stale (assistant))
    {
      gtk_widget_add_css_class (self->verdict_box, "stale");
      return;
    }
  gtk_label_set_text (self->verdict_label, pat_assistant_get_verdict_text (assistant));
  gtk_widget_remove_css_class (self->verdict_box, "stale");
  if (back > 0)
    {
      g_autofree char *label = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "Undo %u Move", "Undo %u Moves", back), back);

      gtk_button_set_label (self->verdict_undo, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_undo), back > 0);
  gtk_widget_set_visible (self->verdict_think, verdict == PAT_ASSISTANT_VERDICT_UNKNOWN);
  gtk_widget_set_visible (self->verdict_box, TRUE);
}

static void
verdict_think_clicked_cb (PatWindow *self)
{
  pat_assistant_think_longer (self->assistant);
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
  pat_assistant_undo_back (self->assistant);
}

/* The demo ------------------------------------------------------------------- */

static void
demo_notify_cb (PatAssistant *assistant, GParamSpec *pspec, PatWindow *self)
{
  if (!pat_assistant_get_demo (assistant))
    _pat_window_dismiss_toast (self, &self->demo_toast);
}

/* Closed by the player: the demo stops. A toast the demo let go of itself
 * (it may go a moment later) leaves a demo started since alone. */
static void
demo_toast_dismissed_cb (PatWindow *self, AdwToast *toast)
{
  if (toast == self->demo_toast)
    pat_assistant_demo_stop (self->assistant);
}

/* The demo's next move waits for the last one's flight to land. */
static gboolean
demo_busy_cb (PatAssistant *assistant, PatWindow *self)
{
  return pat_board_is_animating (self->board);
}

static void
demo_stuck_cb (PatAssistant *assistant, PatWindow *self)
{
  _pat_window_show_toast (self, _ ("The demo found no way to win from here"));
}

/* Demo: the program plays the deal to the end, one animated move at a time;
 * any input on the table, a change of game or the toast's Stop ends it. The
 * game is not counted in the statistics (a started one counts as given up). */
void
_pat_window_demo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);

  if (pat_assistant_get_demo (self->assistant))
    {
      pat_assistant_demo_stop (self->assistant);
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

  if (pat_assistant_get_demo (self->assistant)
      || pat_game_get_status (self->game) != PAT_STATUS_PLAYING)
    return;
  _pat_window_record_abandoned (self);
  self->recorded = TRUE;
  pat_assistant_demo_start (self->assistant);
  pat_board_show_hint (self->board, NULL);

  toast = adw_toast_new (_ ("The demo is playing"));
  adw_toast_set_button_label (toast, _ ("_Stop"));
  adw_toast_set_action_name (toast, "win.demo");
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->demo_toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (demo_toast_dismissed_cb), self,
                           G_CONNECT_SWAPPED);
  _pat_window_add_toast (self, toast);
}

/* Hints ---------------------------------------------------------------------- */

/* A hint that takes longer than a glance says at once that it is coming. */
static void
hint_slow_cb (PatAssistant *assistant, PatWindow *self)
{
  _pat_window_show_toast (self, _ ("Looking for a move…"));
  /* It stays until the hint replaces it, however long the search takes. */
  g_clear_handle_id (&self->message_id, g_source_remove);
}

/* The hint found drawn and said; one for a position the player has left
 * takes away the message that it was coming. */
static void
hint_cb (PatAssistant *assistant, PatAssistantHint hint, const PatMove *move,
         PatWindow *self)
{
  switch (hint)
    {
      case PAT_ASSISTANT_HINT_FOUND:
        {
          g_autofree char *text = pat_board_describe_move (self->board, move);

          pat_board_show_hint (self->board, move);
          _pat_window_show_toast (self, text);
        }
        break;
      case PAT_ASSISTANT_HINT_NONE:
        _pat_window_show_toast (self, _ ("There is no move to suggest"));
        break;
      case PAT_ASSISTANT_HINT_DROPPED:
      default:
        if (pat_assistant_get_hint_state (assistant) == PAT_ASSISTANT_HINT_SLOW)
          _pat_window_dismiss_toast (self, &self->message_toast);
        break;
    }
}

/* Hint: the assistant looks for the move; the board draws it, the message
 * says it. */
void
_pat_window_hint_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);

  pat_assistant_hint (self->assistant);
}

/**
 * _pat_window_assists_init:
 *
 * Makes the window's assistant, which follows the window's settings, and
 * shows what it says.
 */
void
_pat_window_assists_init (PatWindow *self)
{
  self->assistant = pat_assistant_new (self->settings);
  g_signal_connect_object (self->assistant, "verdict-changed",
                           G_CALLBACK (verdict_changed_cb), self, 0);
  g_signal_connect_object (self->assistant, "notify::demo", G_CALLBACK (demo_notify_cb),
                           self, 0);
  g_signal_connect_object (self->assistant, "demo-busy", G_CALLBACK (demo_busy_cb), self,
                           0);
  g_signal_connect_object (self->assistant, "demo-stuck", G_CALLBACK (demo_stuck_cb),
                           self, 0);
  g_signal_connect_object (self->assistant, "hint-slow", G_CALLBACK (hint_slow_cb), self,
                           0);
  g_signal_connect_object (self->assistant, "hint", G_CALLBACK (hint_cb), self, 0);
}

void
_pat_window_class_init_assists (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, verdict_undo_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, verdict_think_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, verdict_query_tooltip_cb);
  gtk_widget_class_bind_template_callback (widget_class, overlay_child_position_cb);
}
