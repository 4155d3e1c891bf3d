/* test-ui-text.c — what players read in the dialogs and the toasts, in
 * English and German: translated, nothing cut short; Statistics' Enter,
 * the shortcuts' keys, the subtitle of Hints and Verdict Use
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "pat-game-chooser.h"
#include "pat-i18n.h"
#include "pat-preferences.h"
#include "pat-settings.h"
#include "pat-stats-dialog.h"
#include "pat-stats.h"
#include "pat-application.h"
#include "test-ui-util.h"
/* Text a player must read: every string translated, nothing cut short,
 * sentences that start with a capital. */

/* Switches the translations, as LANGUAGE=@language at start would; "" is
 * English, as the other tests run. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  pat_i18n_init ();
}

/* The labels shown in @widget's tree that are cut short with "…". */
static void
collect_cut (GtkWidget *widget, GString *cut)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget)
      && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (cut, "“%s” ", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cut (child, cut);
}

static void
assert_nothing_cut (GtkWidget *widget)
{
  g_autoptr (GString) cut = g_string_new (NULL);

  collect_cut (widget, cut);
  if (cut->len > 0)
    g_error ("cut short: %s", cut->str);
}

/* Every label in @widget's tree shows its text inside @widget: its text
 * fits its allocation, and the allocation lies within @widget. */
static void
assert_labels_inside (GtkWidget *label, GtkWidget *widget)
{
  if (GTK_IS_LABEL (label) && gtk_widget_get_mapped (label))
    {
      graphene_rect_t bounds;
      int width, height;

      pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (label)), &width,
                                   &height);
      g_assert_true (gtk_widget_compute_bounds (label, widget, &bounds));
      g_assert_cmpint (width, <=, gtk_widget_get_width (label));
      g_assert_cmpint (height, <=, gtk_widget_get_height (label));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                         gtk_widget_get_width (widget));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (label); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_labels_inside (child, widget);
}

/* Resizes @window and lets it lay out and draw at that size. */
static void
resize (GtkWindow *window, int width, int height)
{
  gtk_window_set_default_size (window, width, height);
  /* A window held wider by its content never gets the size asked: a
   * budget of frames for the surface to follow. */
  for (guint frame = 0; frame < 10; frame++)
    {
      wait_frames (GTK_WIDGET (window), 1);
      if (gtk_widget_get_width (GTK_WIDGET (window)) == width
          && gtk_widget_get_height (GTK_WIDGET (window)) == height)
        break;
    }
  wait_frames (GTK_WIDGET (window), 1);
}

/* Preferences in German, at its own size and at the narrowest, beside a
 * window of 1024 px: every label on every page whole. */
static void
test_text_preferences (void)
{
  const char *const pages[] = { "game", "appearance", "behaviour" };
  const int widths[] = { 640, 360 };
  PatWindow *window;
  GtkWindow *preferences;

  use_language ("de");
  window = open_window (1024, 720, "klondike", 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  g_assert_true (has_label (GTK_WIDGET (preferences), "Regeln für Klondike"));
  g_assert_true (has_label (GTK_WIDGET (preferences), "Durchgänge durch den Talon"));
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
      {
        g_autofree char *name
            = g_strdup_printf ("text-preferences-%s-%d", pages[p], widths[w]);

        adw_preferences_window_set_visible_page_name (
            ADW_PREFERENCES_WINDOW (preferences), pages[p]);
        resize (preferences, widths[w], 600);
        maybe_screenshot (preferences, name);
        assert_nothing_cut (GTK_WIDGET (preferences));
      }
  gtk_window_destroy (preferences);
  close_window (window);
  use_language ("");
}

/* A record's title is made of the game's and its options' names as
 * translated, never of the keys in the file; the chart and the records
 * show it whole. */
static void
test_text_statistics (void)
{
  const char *const languages[] = { "", "de" };
  const char *const titles[]
      = { "Klondike (Three cards, One pass)", "Klondike (Drei Karten, Ein Durchgang)" };
  const int widths[] = { 480, 360 };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (PatStats) stats = pat_stats_new ();
      PatRules klondike, draw_three, piles;
      PatWindow *window;
      GtkWindow *dialog;

      use_language (languages[l]);
      pat_rules_init_default (&klondike, pat_variant_lookup ("klondike"));
      draw_three = klondike;
      g_assert_true (pat_rules_set_option (&draw_three, "draw", "3", NULL));
      g_assert_true (pat_rules_set_option (&draw_three, "passes", "1", NULL));
      pat_rules_init_default (&piles, pat_variant_lookup ("intelligence"));
      g_assert_true (pat_rules_set_option (&piles, "piles", "19", NULL));
      pat_stats_add_win (stats, &klondike, 1, 300, 120);
      pat_stats_add_loss (stats, &draw_three);
      pat_stats_add_win (stats, &draw_three, 2, 400, 130);
      pat_stats_add_loss (stats, &piles);

      window = open_window (1024, 720, "klondike", 3);
      dialog = GTK_WINDOW (pat_stats_dialog_new (GTK_WINDOW (window), stats));
      gtk_window_present (dialog);
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          g_autofree char *name
              = g_strdup_printf ("text-statistics-%s-%d", l ? "de" : "en", widths[w]);

          resize (dialog, widths[w], 900);
          maybe_screenshot (dialog, name);
          assert_nothing_cut (GTK_WIDGET (dialog));
        }
      g_assert_true (has_label (GTK_WIDGET (dialog), titles[l]));
      g_assert_false (has_label (GTK_WIDGET (dialog), "Klondike (draw"));
      gtk_window_destroy (dialog);
      close_window (window);
    }
  use_language ("");
}

static gboolean
toast_says (gpointer data)
{
  Label *label = data;
  g_autoptr (GPtrArray) titles = toasts_shown (label->window);

  return titles->len > 0
         && g_str_has_prefix (g_ptr_array_index (titles, titles->len - 1), label->prefix);
}

/* A refused move's reason in a toast of a window 600 px wide, in English
 * and German: it starts with a capital, and is shown whole. */
static void
test_text_toast (void)
{
  const char *const languages[] = { "", "de" };
  const char *const starts[] = { "A 10 of hearts", "Eine 10 der Farbe Herz" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      PatWindow *window;
      PatBoard *board;
      GtkWidget *overlay, *toast;
      Label label;
      g_autofree char *name = g_strdup_printf ("text-toast-%s", l ? "de" : "en");

      use_language (languages[l]);
      window = open_window (600, 500, "king-albert", 1);
      board = pat_window_get_board (window);
      /* As patience-cli's /cli/german plays it: the second move is refused. */
      press (board, "tableau-1", 1);
      press (board, "tableau-3", 1);
      press (board, "tableau-0", 1);
      press (board, "tableau-1", 1);
      label = (Label){ window, starts[l] };
      wait_for (toast_says, &label);
      wait_toast_still (window);
      maybe_screenshot (window, name);
      overlay = find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
      toast = gtk_widget_get_last_child (overlay);
      g_assert_true (toast != adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)));
      g_assert_cmpint (gtk_widget_get_width (toast), <=, gtk_widget_get_width (overlay));
      assert_nothing_cut (toast);
      assert_labels_inside (toast, toast);
      close_window (window);
    }
  use_language ("");
}

/* Whether @widget or a widget under it has the style class @name. */
static gboolean
has_style (GtkWidget *widget, const char *name)
{
  if (gtk_widget_has_css_class (widget, name))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_style (child, name))
      return TRUE;
  return FALSE;
}

/* Statistics opens with nothing destructive focused: Enter neither resets
 * the records nor asks to. */
static void
test_statistics_enter (void)
{
  PatWindow *window = open_window (1024, 720, "klondike", 3);
  PatRules klondike;
  GtkWindow *dialog;
  GtkWidget *focus;
  g_autoptr (GPtrArray) records = NULL;
  guint n_records;

  pat_rules_init_default (&klondike, pat_variant_lookup ("klondike"));
  pat_stats_add_loss (window->stats, &klondike);
  records = pat_stats_list (window->stats);
  n_records = records->len;
  g_clear_pointer (&records, g_ptr_array_unref);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL);
  dialog = find_toplevel (PAT_TYPE_STATS_DIALOG);
  g_assert_nonnull (dialog);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  focus = gtk_window_get_focus (dialog);
  g_assert_true (focus == NULL || !has_style (focus, "destructive-action"));
  type_key (dialog, GDK_KEY_Return, 0);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  records = pat_stats_list (window->stats);
  g_assert_cmpuint (records->len, ==, n_records);
  gtk_window_destroy (dialog);
  close_window (window);
}

/* Every GtkShortcutsShortcut in the tree under @widget. */
static void
collect_shortcuts (GtkWidget *widget, GPtrArray *shortcuts)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (shortcuts, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, shortcuts);
}

/* Each row of the Keyboard Shortcuts window that names an action shows
 * the accelerators in force for it, and the window fits beside a screen
 * 1,024 px wide in every language the program ships. */
static void
test_shortcuts_accels (void)
{
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *linguas_path
      = g_build_filename (g_getenv ("TEST_DATA_DIR"), "..", "..", "po", "LINGUAS", NULL);
  g_autofree char *linguas = NULL;
  g_autoptr (GPtrArray) languages = g_ptr_array_new ();
  g_auto (GStrv) lines = NULL;

  g_application_set_application_id (G_APPLICATION (application), APP_ID ".Shortcuts");
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (linguas_path, &linguas, NULL, &error));
  g_assert_no_error (error);
  g_ptr_array_add (languages, "");
  lines = g_strsplit (linguas, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0' && lines[i][0] != '#')
        g_ptr_array_add (languages, lines[i]);
    }

  for (guint l = 0; l < languages->len; l++)
    {
      const char *language = g_ptr_array_index (languages, l);
      g_autoptr (GPtrArray) shortcuts = g_ptr_array_new ();
      g_autofree char *name = g_strdup_printf ("shortcuts-%s", l ? language : "en");
      PatWindow *window;
      GtkWindow *overlay;
      guint with_action = 0;
      int width;

      use_language (language);
      window = open_window (1024, 720, "klondike", 1);
      gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (application));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.shortcuts", NULL);
      overlay = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
      g_assert_nonnull (overlay);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      maybe_screenshot (overlay, name);

      collect_shortcuts (GTK_WIDGET (overlay), shortcuts);
      for (guint i = 0; i < shortcuts->len; i++)
        {
          g_autofree char *action = NULL;
          g_autofree char *shown = NULL;
          g_auto (GStrv) accels = NULL;
          g_autofree char *wanted = NULL;

          GtkWidget *label;

          g_object_get (g_ptr_array_index (shortcuts, i), "action-name", &action, NULL);
          if (action == NULL)
            continue;
          /* What the row shows is its label's: the row's "accelerator" is
           * not readable. */
          label = find_type (g_ptr_array_index (shortcuts, i), GTK_TYPE_SHORTCUT_LABEL);
          g_assert_nonnull (label);
          shown = g_strdup (
              gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (label)));
          accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application),
                                                          action);
          wanted = g_strjoinv (" ", accels);
          g_test_message ("%s: %s", action, shown);
          g_assert_cmpstr (wanted, !=, "");
          g_assert_cmpstr (shown, ==, wanted);
          with_action++;
        }
      g_assert_cmpuint (with_action, >=, 12);

      gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                          &width, NULL, NULL);
      g_test_message ("shortcuts window in “%s”: %d px wide", language, width);
      g_assert_cmpint (width, <=, 1024);
      gtk_window_set_application (GTK_WINDOW (window), NULL);
      close_window (window);
    }
  use_language ("");
}

static gboolean
decks_listed (gpointer data)
{
  return find_named (data, "deck-builtin") != NULL;
}

/* Preferences › Hints and Verdict Use: the subtitle says what the value
 * shown means, and follows it when it changes. */
static void
test_hints_use_subtitle (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window = open_window (1000, 720, "klondike", 3);
  GtkWindow *preferences;
  AdwActionRow *row;
  g_autofree char *seen = NULL;

  g_settings_set_string (settings, "hints-use", "seen-cards");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  row = ADW_ACTION_ROW (find_named (GTK_WIDGET (preferences), "hints-use"));
  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  seen = g_strdup (adw_action_row_get_subtitle (row));
  g_assert_cmpstr (seen, ==, "Face-down cards stay unknown: the verdict gives the odds");

  g_settings_set_string (settings, "hints-use", "every-card");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==,
                   "Face-down cards and the stock's order too");
  g_settings_reset (settings, "hints-use");
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, seen);
  /* The decks are listed on a thread that holds Preferences: it finishes
   * before the window goes. */
  wait_for (decks_listed, preferences);
  gtk_window_destroy (preferences);
  close_window (window);
}

void
test_ui_text_register (void)
{
  g_test_add_func ("/ui/text-preferences", test_text_preferences);
  g_test_add_func ("/ui/text-statistics", test_text_statistics);
  g_test_add_func ("/ui/text-toast", test_text_toast);
  g_test_add_func ("/ui/statistics-enter", test_statistics_enter);
  g_test_add_func ("/ui/shortcuts-accels", test_shortcuts_accels);
  g_test_add_func ("/ui/hints-use-subtitle", test_hints_use_subtitle);
}
