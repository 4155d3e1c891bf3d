/* test-ui.c — the window, played through the board's input path: the
 * program that runs the tests of every test-ui-*.c file
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "test-ui-util.h"

int
main (int argc, char **argv)
{
  g_autoptr (GtkCssProvider) css = NULL;
  GdkDisplay *display;

  gtk_test_init (&argc, &argv, NULL);
  display = gdk_display_get_default ();
  css = gtk_css_provider_new ();
  adw_init ();
  /* As GNOME sets it: only a close button beside the header bar's own. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  /* Most windows of these tests have no application, whose resources bring
   * the icons (the hint's bulb) and the style sheet (the pills of the
   * verdict and the counters): they come from here instead. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    RESOURCES "/icons");
  gtk_css_provider_load_from_resource (css, RESOURCES "/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  test_ui_play_register ();
  test_ui_table_register ();
  test_ui_layout_register ();
  test_ui_dialogs_register ();
  test_ui_text_register ();
  test_ui_saving_register ();
  test_ui_assists_register ();
  test_ui_winnable_register ();
  test_ui_window_register ();
  test_ui_cells_register ();
  test_ui_columns_register ();
  test_ui_stock_register ();

  return g_test_run ();
}
