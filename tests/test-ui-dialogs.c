/* test-ui-dialogs.c — the dialogs: Preferences and its decks, the game
 * chooser, the rules, the shortcuts
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
}
