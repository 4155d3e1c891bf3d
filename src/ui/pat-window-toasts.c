/* pat-window-toasts.c — the window's messages: toasts that wrap, one
 * message at a time, and dismissals that wait for the screen to settle
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two parts of this file work around libadwaita 1.2, the version Debian 12
 * ships and the oldest the project builds with:
 * - _pat_window_dismiss_toast() waits before it dismisses a toast, since
 *   1.2 crashes when a toast is dismissed while the animation that shows
 *   it still runs;
 * - _pat_window_toast_new() gives a toast a wrapping label of its own, as
 *   1.2's title is one line cut short.
 * Remove each once the oldest libadwaita the project supports no longer
 * needs it (meson.build's libadwaita version): try a toast dismissed at
 * once, and a long German reason in a 360 px window, before removing.
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include "pat-i18n.h"
#include "pat-window-private.h"

#define TOAST_SETTLE_US (600 * 1000)

/* libadwaita 1.2 frees a toast's state once the toast has hidden, even
 * while the animation that shows it still runs (longer when it replaces
 * another toast), and crashes when that animation ends: a toast dismissed
 * just after it appeared takes the program down a moment later. Toasts
 * added and dismissed here are dismissed only once whatever changed on
 * screen last has settled. */
static gboolean
dismiss_later_cb (gpointer data)
{
  PatWindow *self = data;
  g_autoptr (AdwToast) toast = g_ptr_array_steal_index (self->dismissals, 0);

  self->dismiss_id = 0;
  self->toasts_changed = g_get_monotonic_time ();
  adw_toast_dismiss (toast);
  /* One at a time: the next one may be the toast just brought on. */
  if (self->dismissals->len > 0)
    self->dismiss_id = g_timeout_add (TOAST_SETTLE_US / 1000, dismiss_later_cb, self);
  return G_SOURCE_REMOVE;
}

/* Dismisses the toast @weak points to, and lets go of it. */
void
_pat_window_dismiss_toast (PatWindow *self, AdwToast **weak)
{
  AdwToast *toast = *weak;
  gint64 wait = self->toasts_changed + TOAST_SETTLE_US - g_get_monotonic_time ();

  if (toast == NULL)
    return;
  g_clear_weak_pointer (weak);
  if (wait <= 0 && self->dismiss_id == 0)
    {
      self->toasts_changed = g_get_monotonic_time ();
      adw_toast_dismiss (toast);
      return;
    }
  g_ptr_array_add (self->dismissals, g_object_ref (toast));
  if (self->dismiss_id == 0)
    self->dismiss_id = g_timeout_add ((guint)(wait / 1000) + 1, dismiss_later_cb, self);
}

void
_pat_window_add_toast (PatWindow *self, AdwToast *toast)
{
  self->toasts_changed = g_get_monotonic_time ();
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A toast that shows its text whole, however long: libadwaita 1.2's own
 * title is one line cut short with "…", which cut German reasons mid-word
 * in a narrow window; this one wraps. The overlay gives a toast its
 * natural width, at most its own, and the height of that width: the
 * label's natural width is held to what the window has room for, so that
 * the lines it wraps into are given their height. The engine's reasons
 * start in lower case, as patience-cli prints them after its own words:
 * shown alone, they start a sentence. */
void
_pat_window_toast_set_text (PatWindow *self, AdwToast *toast, const char *text)
{
  g_autofree char *sentence = pat_sentence (text);
  GtkWidget *label = adw_toast_get_custom_title (toast);
  PangoFontMetrics *metrics
      = pango_context_get_metrics (gtk_widget_get_pango_context (label), NULL, NULL);
  int room = gtk_widget_get_width (GTK_WIDGET (self->toast_overlay));
  int char_width
      = MAX (1, pango_font_metrics_get_approximate_char_width (metrics) / PANGO_SCALE);

  pango_font_metrics_unref (metrics);
  /* A toast of the window's start, before it has a size: the one it opens
   * at. */
  if (room == 0)
    {
      int height;

      gtk_window_get_default_size (GTK_WINDOW (self), &room, &height);
    }
  /* The toast's margins, padding, close button and a button's room. */
  room = MAX (room - 200, 120);
  gtk_label_set_max_width_chars (GTK_LABEL (label), MIN (room / char_width, 60));
  /* Not as the toast's title too: a title set drops the custom one. */
  gtk_label_set_text (GTK_LABEL (label), sentence);
}

AdwToast *
_pat_window_toast_new (PatWindow *self, const char *text)
{
  AdwToast *toast = adw_toast_new ("");
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (toast, label);
  _pat_window_toast_set_text (self, toast, text);
  return toast;
}

static gboolean
message_expired_cb (gpointer data)
{
  PatWindow *self = data;

  self->message_id = 0;
  _pat_window_dismiss_toast (self, &self->message_toast);
  return G_SOURCE_REMOVE;
}

static void
message_dismissed_cb (PatWindow *self, AdwToast *toast)
{
  if (self->message_toast != toast)
    return;
  g_clear_weak_pointer (&self->message_toast);
  g_clear_handle_id (&self->message_id, g_source_remove);
}

/* One message at a time: a new one retitles the toast on screen, as a
 * queue of stale reasons would only mislead. Its timeout is ours, as a
 * shown toast's own cannot be restarted. */
void
_pat_window_show_toast (PatWindow *self, const char *text)
{
  if (self->message_toast != NULL)
    _pat_window_toast_set_text (self, self->message_toast, text);
  else
    {
      AdwToast *toast = _pat_window_toast_new (self, text);

      adw_toast_set_timeout (toast, 0);
      g_set_weak_pointer (&self->message_toast, toast);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (message_dismissed_cb),
                               self, G_CONNECT_SWAPPED);
      _pat_window_add_toast (self, toast);
    }
  g_clear_handle_id (&self->message_id, g_source_remove);
  self->message_id
      = g_timeout_add_seconds (PAT_WINDOW_MESSAGE_SECONDS, message_expired_cb, self);
}
