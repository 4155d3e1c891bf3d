/* pat-window-fullscreen.c — PatWindow in fullscreen: the header bar over
 * the table, shown at the top edge
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include "pat-window-private.h"

/* Fullscreen: the table fills the screen. The header bar moves over it, in
 * a revealer that shows it while the pointer is at the top edge; F11 or
 * Escape leaves. */
#define REVEAL_EDGE 4

void
_pat_window_set_fullscreen_chrome (PatWindow *self, gboolean fullscreen)
{
  GtkWidget *header = GTK_WIDGET (self->header_bar);
  gboolean over = gtk_widget_get_parent (header) == GTK_WIDGET (self->header_revealer);

  if (fullscreen == over)
    return;
  g_object_ref (header);
  if (fullscreen)
    {
      gtk_box_remove (self->main_box, header);
      gtk_revealer_set_reveal_child (self->header_revealer, FALSE);
      gtk_revealer_set_child (self->header_revealer, header);
    }
  else
    {
      gtk_revealer_set_child (self->header_revealer, NULL);
      gtk_box_prepend (self->main_box, header);
    }
  g_object_unref (header);
  gtk_widget_set_visible (GTK_WIDGET (self->header_revealer), fullscreen);
  adw_header_bar_set_show_start_title_buttons (self->header_bar, !fullscreen);
  adw_header_bar_set_show_end_title_buttons (self->header_bar, !fullscreen);
  gtk_widget_set_visible (self->leave_fullscreen, fullscreen);
}

/* The pointer at @y, from the top of the screen: at the edge the header
 * shows; below it, it goes unless its menu is open. */
void
_pat_window_fullscreen_pointer (PatWindow *self, double y)
{
  GtkPopover *menu = gtk_menu_button_get_popover (self->menu_button);

  if (gtk_revealer_get_child (self->header_revealer) == NULL)
    return;
  if (y <= REVEAL_EDGE)
    gtk_revealer_set_reveal_child (self->header_revealer, TRUE);
  else if (y > gtk_widget_get_height (GTK_WIDGET (self->header_bar)) + 2 * REVEAL_EDGE
           && (menu == NULL || !gtk_widget_get_visible (GTK_WIDGET (menu))))
    gtk_revealer_set_reveal_child (self->header_revealer, FALSE);
}

static void
fullscreen_motion_cb (PatWindow *self, double x, double y)
{
  _pat_window_fullscreen_pointer (self, y);
}

void
_pat_window_fullscreened_cb (PatWindow *self)
{
  _pat_window_set_fullscreen_chrome (self, gtk_window_is_fullscreen (GTK_WINDOW (self)));
}

/* Escape leaves fullscreen, once the table has let go of what it holds. */
static gboolean
escape_cb (GtkWidget *widget, GVariant *args, gpointer data)
{
  if (!gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    return FALSE;
  gtk_window_unfullscreen (GTK_WINDOW (widget));
  return TRUE;
}

void
_pat_window_class_init_fullscreen (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, PatWindow, main_box);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, header_revealer);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, leave_fullscreen);
  gtk_widget_class_bind_template_child (widget_class, PatWindow, menu_button);
  gtk_widget_class_bind_template_callback (widget_class, fullscreen_motion_cb);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_cb, NULL);
}
