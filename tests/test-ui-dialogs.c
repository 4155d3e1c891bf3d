/* test-ui-dialogs.c — the dialogs: Preferences and its decks, the game
 * chooser, the rules, the shortcuts, and the text a player reads in them
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

/* Counts the rows of every preferences group in a widget tree. */
static guint
count_rows (GtkWidget *widget)
{
  guint n = ADW_IS_ACTION_ROW (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *)data == NULL;
}

/* Preferences closed before the list of decks has come: the list, when it
 * comes, is dropped with the dialog, and nothing is drawn into a dialog
 * that is gone (it was, with a fatal warning). */
static void
test_preferences_closed_early (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 4);
  GtkWindow *preferences;
  gpointer gone;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  gone = preferences;
  g_object_add_weak_pointer (G_OBJECT (preferences), &gone);
  gtk_window_destroy (preferences);
  close_window (window);
  wait_for (pointer_cleared, &gone);
}

static void
test_preferences (void)
{
  PatWindow *window = open_window (1000, 720, "intelligence", 4);
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  GtkWindow *preferences;
  AdwPreferencesPage *page;
  const PatRules *rules;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  maybe_screenshot (preferences, "preferences");

  /* The game page shows the game, then Intelligence's three options and
   * nothing else. */
  page = ADW_PREFERENCES_PAGE (
      adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (preferences)));
  g_assert_cmpuint (count_rows (GTK_WIDGET (page)), ==, 4);

  /* A rule option changed takes effect from the next deal. */
  g_settings_set_int (settings, "intelligence-piles", 19);
  rules = pat_game_get_rules (pat_window_get_game (window));
  g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 18);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  rules = pat_game_get_rules (pat_window_get_game (window));
  g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 19);
  g_settings_reset (settings, "intelligence-piles");

  /* Behaviour settings reach the board at once. */
  g_settings_set_boolean (settings, "click-to-move", FALSE);
  g_assert_false (pat_board_get_click_to_move (pat_window_get_board (window)));
  g_settings_reset (settings, "click-to-move");
  g_assert_true (pat_board_get_click_to_move (pat_window_get_board (window)));

  /* The Appearance page lists the card decks, the built-in one first. */
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences),
                                                "appearance");
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (find_named (GTK_WIDGET (preferences), "deck-builtin") == NULL)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, FALSE);
      }
  }
  maybe_screenshot (preferences, "preferences-appearance");

  /* The Behaviour page: moving cards, animations, auto-play, the verdict,
   * what hints and the verdict may use, and winnable deals only. */
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences),
                                                "behaviour");
  page = ADW_PREFERENCES_PAGE (
      adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (preferences)));
  g_assert_cmpuint (count_rows (GTK_WIDGET (page)), ==, 6);

  /* Winnable deals only is the game's own: the switch shows and sets the
   * entry of the game shown, and leaves the others alone. */
  {
    GtkSwitch *winnable
        = GTK_SWITCH (find_named (GTK_WIDGET (preferences), "winnable-only"));
    const PatVariant *klondike = pat_variant_lookup ("klondike");
    const PatVariant *intelligence = pat_variant_lookup ("intelligence");

    g_assert_false (gtk_switch_get_active (winnable));
    pat_settings_set_winnable (settings, klondike, TRUE);
    g_assert_false (gtk_switch_get_active (winnable));
    gtk_switch_set_active (winnable, TRUE);
    g_assert_true (pat_settings_get_winnable (settings, intelligence));
    g_assert_true (pat_settings_get_winnable (settings, klondike));
    pat_preferences_set_variant (PAT_PREFERENCES (preferences), klondike);
    g_assert_true (gtk_switch_get_active (winnable));
    gtk_switch_set_active (winnable, FALSE);
    g_assert_false (pat_settings_get_winnable (settings, klondike));
    g_assert_true (pat_settings_get_winnable (settings, intelligence));
    pat_preferences_set_variant (PAT_PREFERENCES (preferences), intelligence);
    g_assert_true (gtk_switch_get_active (winnable));
    g_settings_reset (settings, "winnable-deals");
    g_assert_false (gtk_switch_get_active (winnable));
  }
  maybe_screenshot (preferences, "preferences-behaviour");

  gtk_window_destroy (preferences);
  close_window (window);
}

/* A deck that cannot be loaded falls back to the built-in one, with a word
 * to the player, and the game goes on. */
static void
test_broken_deck (void)
{
  PatWindow *window = open_window (1000, 720, "indian", 4);
  g_autoptr (GSettings) settings = pat_settings_new (NULL);

  choose_broken_deck (window, settings);
  g_settings_reset (settings, "card-theme");
  close_window (window);
}

typedef struct
{
  PatBoard *board;
  PatCardTheme *before;
} Replaced;

static gboolean
theme_replaced (gpointer data)
{
  Replaced *replaced = data;

  return pat_board_get_theme (replaced->board) != replaced->before;
}

/* A deck whose <use> nesting would draw a billion elements, chosen in
 * Preferences: refused by its count, the built-in deck and the message
 * shown at once, not its cards rendered for minutes. */
static void
test_deck_too_complex (void)
{
  g_autofree char *nested = install_nested_deck ("nested.svg");
  PatWindow *window = open_window (1000, 720, "indian", 4);
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatCardTheme) before = g_object_ref (pat_board_get_theme (board));
  Replaced replaced = { board, before };

  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING,
                         "The card deck cannot be used (“Nested” is too complex for a "
                         "card theme: *); using the built-in deck");
  g_settings_set_string (settings, "card-theme", "aisleriot:nested.svg");
  wait_for (theme_replaced, &replaced);
  g_test_assert_expected_messages ();
  g_assert_cmpstr (pat_card_theme_get_name (pat_board_get_theme (board)), ==, "Patience");
  wait_for (deck_refused_shown, window);

  g_settings_reset (settings, "card-theme");
  close_window (window);
  g_unlink (nested);
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *)data;
}

/* Decks chosen one after another, faster than they load: the last one
 * chosen is the one shown, whichever load ends last, and a broken deck
 * passed over warns nothing. Loads still running when the window closes
 * are dropped with it. */
static void
test_deck_changes (void)
{
  g_autofree char *first = install_deck ("first.svg");
  g_autofree char *second = install_deck ("second.svg");
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  gboolean finalized = FALSE;

  /* The solver stays idle: only the loads run on threads. */
  g_settings_set_boolean (settings, "show-solver-verdict", FALSE);
  window = open_window (1000, 720, "indian", 4);
  g_object_weak_ref (G_OBJECT (window), finalized_cb, &finalized);

  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  g_settings_set_string (settings, "card-theme", "aisleriot:first.svg");
  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  g_settings_set_string (settings, "card-theme", "aisleriot:second.svg");
  wait_for_deck (window, "Second");

  /* The broken deck chosen last: the built-in deck, and one warning. */
  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING,
                         "The card deck cannot be used (*); using the built-in deck");
  g_settings_set_string (settings, "card-theme", "aisleriot:first.svg");
  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  wait_for_deck (window, "Patience");
  g_test_assert_expected_messages ();

  /* Loads under way when the window closes end in silence. */
  g_settings_set_string (settings, "card-theme", "aisleriot:second.svg");
  wait_for_deck (window, "Second");
  g_settings_set_string (settings, "card-theme", "aisleriot:first.svg");
  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (flag_set, &finalized);

  g_settings_reset (settings, "card-theme");
  g_settings_reset (settings, "show-solver-verdict");
  g_unlink (first);
  g_unlink (second);
}

/* Whether every sketch of the games in @widget's tree is drawn. */
static gboolean
sketches_drawn (gpointer widget)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), "preview") == 0)
    return gtk_picture_get_paintable (GTK_PICTURE (widget)) != NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!sketches_drawn (child))
      return FALSE;
  return TRUE;
}

static guint
count_named (GtkWidget *widget, const char *name)
{
  guint n = g_strcmp0 (gtk_widget_get_name (widget), name) == 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_named (child, name);
  return n;
}

/* Select Game lists every game with a sketch of its table, drawn once the
 * window is on screen; choosing one deals it and remembers it. */
static void
test_select_game (void)
{
  PatWindow *window = open_window (1000, 720, "intelligence", 4);
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  GtkWindow *chooser;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-game", NULL);
  chooser = find_toplevel (PAT_TYPE_GAME_CHOOSER);
  g_assert_nonnull (chooser);
  {
    guint n;

    pat_variants_list (&n);
    g_assert_cmpuint (count_named (GTK_WIDGET (chooser), "preview"), ==, n);
  }
  wait_for (sketches_drawn, chooser);
  maybe_screenshot (chooser, "select-game");
  pat_game_chooser_choose (PAT_GAME_CHOOSER (chooser),
                           pat_variant_lookup ("king-albert"));
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "king-albert");
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "king-albert");
  g_settings_reset (settings, "game");
  close_window (window);
}

/* Activates the shortcut of @widget's that @keyval triggers, as a key
 * press would. */
static void
shortcut (GtkWidget *widget, guint keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) found
              = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (found);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            {
              g_assert_true (gtk_shortcut_action_activate (
                  gtk_shortcut_get_action (found), 0, widget, NULL));
              return;
            }
        }
    }
  g_assert_not_reached ();
}

static gboolean
is_gone (gpointer data)
{
  return *(gpointer *)data == NULL;
}

/* The rules shown follow the options in force, and the game: the window
 * stays open beside the table, not modal, and Escape closes it. */
static void
test_rules (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  GtkWindow *rules;
  GtkWidget *label;
  PatRules king_albert;
  g_autofree char *expected = NULL;

  g_settings_set_int (settings, "intelligence-redeals", 0);
  g_settings_set_int (settings, "intelligence-piles", 19);
  window = open_window (1000, 720, "intelligence", 4);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL);
  rules = find_toplevel (ADW_TYPE_WINDOW);
  g_assert_nonnull (rules);
  g_assert_false (gtk_window_get_modal (rules));
  g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (window));
  maybe_screenshot (rules, "rules");
  label = find_named (GTK_WIDGET (rules), "rules-text");
  g_assert_nonnull (label);
  g_assert_nonnull (
      strstr (gtk_label_get_text (GTK_LABEL (label)), "There is no redeal."));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "19 fans"));
  g_assert_cmpstr (gtk_window_get_title (rules), ==, "Intelligence Rules");
  g_settings_reset (settings, "intelligence-redeals");
  g_settings_reset (settings, "intelligence-piles");

  /* The table is still the player's: a new game of another kind, and the
   * rules shown are its own. Asking again shows the same window. */
  pat_rules_init_default (&king_albert, pat_variant_lookup ("king-albert"));
  pat_window_new_game (window, &king_albert, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL);
  g_assert_true (find_toplevel (ADW_TYPE_WINDOW) == rules);
  expected = pat_rules_describe (&king_albert);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
  g_assert_cmpstr (gtk_window_get_title (rules), ==, "King Albert Rules");
  maybe_screenshot (rules, "rules-followed");

  g_object_add_weak_pointer (G_OBJECT (rules), (gpointer *)&rules);
  shortcut (GTK_WIDGET (rules), GDK_KEY_Escape);
  wait_for (is_gone, &rules);
  close_window (window);
}

static gboolean
window_has_action (const char *name)
{
  GtkWidgetClass *klass = g_type_class_ref (PAT_TYPE_WINDOW);
  const char *action, *property;
  const GVariantType *parameter;
  GType owner;
  gboolean found = FALSE;

  for (guint i = 0;
       gtk_widget_class_query_action (klass, i, &owner, &action, &parameter, &property);
       i++)
    found |= g_strcmp0 (action, name) == 0;
  g_type_class_unref (klass);
  return found;
}

/* The Keyboard Shortcuts window names only actions that exist, and every
 * action with an accelerator is in it. */
static void
test_shortcuts (void)
{
  g_autoptr (GtkBuilder) builder
      = gtk_builder_new_from_resource (RESOURCES "/help-overlay.ui");
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GHashTable) listed
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GError) error = NULL;
  GSList *objects = gtk_builder_get_objects (builder);
  g_auto (GStrv) accelerated = NULL;

  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "action-name", &action, NULL);
      if (action == NULL)
        continue;
      g_test_message ("shortcut for %s", action);
      if (g_str_has_prefix (action, "win."))
        g_assert_true (window_has_action (action));
      else
        g_assert_true (
            g_action_group_has_action (G_ACTION_GROUP (application), action + 4));
      g_hash_table_add (listed, g_steal_pointer (&action));
    }
  g_slist_free (objects);
  /* A toplevel lives on after its builder: gone before other tests look. */
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));

  accelerated = gtk_application_list_action_descriptions (GTK_APPLICATION (application));
  for (guint i = 0; accelerated[i] != NULL; i++)
    {
      g_test_message ("accelerator for %s", accelerated[i]);
      g_assert_true (g_hash_table_contains (listed, accelerated[i]));
    }
  g_assert_cmpuint (g_strv_length (accelerated), >=, 8);
}

/* The Keyboard Shortcuts window, built when first asked for, comes back
 * the same when closed and asked for again. */
static void
test_shortcuts_window (void)
{
  PatWindow *window = open_window (800, 600, "klondike", 1);
  GtkWindow *shortcuts;

  g_assert_null (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.shortcuts", NULL);
  shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  gtk_window_close (shortcuts);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.shortcuts", NULL);
  g_assert_true (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) == shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  close_window (window);
  g_assert_null (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
}

static guint
game_position (const char *id)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (variants[i]->id, id))
      return i;
  g_assert_not_reached ();
}

/* The check marks shown in a combo row's list. */
static guint
count_checked (GtkWidget *widget)
{
  guint n = GTK_IS_IMAGE (widget) && gtk_widget_get_mapped (widget)
            && gtk_widget_get_opacity (widget) > 0.5;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_checked (child);
  return n;
}

/* The game row of Preferences shows @id, the game played, with the
 * rows of its options below it. */
static void
assert_preferences_game (GtkWindow *preferences, const char *id)
{
  AdwComboRow *row = ADW_COMBO_ROW (find_named (GTK_WIDGET (preferences), "game-row"));
  const PatVariant *variant = pat_variant_lookup (id);
  g_autofree char *title = g_strdup_printf ("%s Rules", variant->name);
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (
      adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (preferences)));

  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, game_position (id));
  g_assert_true (has_label (GTK_WIDGET (page), title));
  g_assert_cmpuint (count_rows (GTK_WIDGET (page)), ==, 1 + variant->n_options);
}

static void
choose_in_preferences (GtkWindow *preferences, const char *id)
{
  AdwComboRow *row = ADW_COMBO_ROW (find_named (GTK_WIDGET (preferences), "game-row"));

  /* As the row's list does when an item is clicked. */
  adw_combo_row_set_selected (row, game_position (id));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Preferences › Game starts with the game: a game chosen there is dealt
 * (asking first over a game under way, Cancel keeping both game and row)
 * and its options shown; Select Game and the setting move the row too. */
static void
test_preferences_game (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window = open_window (1000, 720, "klondike", 3);
  guint64 before = played ("king-albert");
  GtkWindow *preferences, *chooser;
  AdwMessageDialog *dialog;
  PatRules rules;
  PatGame *game;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  assert_preferences_game (preferences, "klondike");
  maybe_screenshot (preferences, "preferences-game");

  /* Its list, every game, the one played checked. */
  {
    GtkWidget *row = find_named (GTK_WIDGET (preferences), "game-row");
    GtkWidget *popover;
    guint n;

    pat_variants_list (&n);
    adw_action_row_activate (ADW_ACTION_ROW (row));
    popover = find_type (row, GTK_TYPE_POPOVER);
    g_assert_nonnull (popover);
    wait_for (widget_mapped, popover);
    g_assert_cmpuint (count_checked (popover), ==, 1);
    g_assert_true (has_label (popover, "Klondike"));
    g_assert_true (has_label (popover, "House in the Wood"));
    maybe_screenshot (popover, "preferences-game-list");
    gtk_popover_popdown (GTK_POPOVER (popover));
    wait_for (widget_unmapped, popover);
  }

  /* Nothing played yet: dealt at once. */
  choose_in_preferences (preferences, "king-albert");
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "king-albert");
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "king-albert");
  assert_preferences_game (preferences, "king-albert");

  /* A game under way: asked first; Cancel keeps the game and the row. */
  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  game = start_deal_one (window, &rules);
  choose_in_preferences (preferences, "klondike");
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  /* Over Preferences, which stay open. */
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == preferences);
  g_assert_true (pat_window_get_game (window) == game);
  assert_preferences_game (preferences, "king-albert");
  maybe_screenshot (dialog, "preferences-game-abandon");
  answer ("cancel");
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "king-albert");
  g_assert_cmpuint (played ("king-albert"), ==, before);
  assert_preferences_game (preferences, "king-albert");

  /* Abandon: the game chosen is dealt, and the loss counted. */
  choose_in_preferences (preferences, "klondike");
  answer ("abandon");
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "klondike");
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "klondike");
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);
  assert_preferences_game (preferences, "klondike");

  /* Select Game and the setting move the row. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-game", NULL);
  chooser = find_toplevel (PAT_TYPE_GAME_CHOOSER);
  g_assert_nonnull (chooser);
  pat_game_chooser_choose (PAT_GAME_CHOOSER (chooser), pat_variant_lookup ("indian"));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "indian");
  assert_preferences_game (preferences, "indian");
  g_settings_set_string (settings, "game", "jubilee");
  assert_preferences_game (preferences, "jubilee");

  g_settings_reset (settings, "game");
  gtk_window_destroy (preferences);
  close_window (window);
}

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
test_ui_dialogs_register (void)
{
  g_test_add_func ("/ui/preferences", test_preferences);
  g_test_add_func ("/ui/preferences-closed-early", test_preferences_closed_early);
  g_test_add_func ("/ui/broken-deck", test_broken_deck);
  g_test_add_func ("/ui/deck-changes", test_deck_changes);
  g_test_add_func ("/ui/deck-too-complex", test_deck_too_complex);
  g_test_add_func ("/ui/select-game", test_select_game);
  g_test_add_func ("/ui/rules", test_rules);
  g_test_add_func ("/ui/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/preferences-game", test_preferences_game);
  g_test_add_func ("/ui/text-preferences", test_text_preferences);
  g_test_add_func ("/ui/text-statistics", test_text_statistics);
  g_test_add_func ("/ui/text-toast", test_text_toast);
  g_test_add_func ("/ui/statistics-enter", test_statistics_enter);
  g_test_add_func ("/ui/shortcuts-accels", test_shortcuts_accels);
  g_test_add_func ("/ui/hints-use-subtitle", test_hints_use_subtitle);
}
