/* test-ui-window.c — the window as a whole: what assistive technology sees,
 * fullscreen, the clock, messages and toasts, a second start, abandoning a
 * game
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "pat-i18n.h"
#include "pat-preferences.h"
#include "pat-settings.h"
#include "pat-stats-dialog.h"
#include "pat-stats.h"
#include "pat-store.h"
#include "pat-application.h"
#include "test-util.h"
#include "test-ui-util.h"

/* Abandoning a started game is a loss; a restart or an untouched deal is not. */
static void
test_abandon_counts (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  guint64 before = played ("king-albert");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_cmpuint (played ("king-albert"), ==, before);
  pat_window_new_game (window, pat_game_get_rules (pat_window_get_game (window)), 1);
  press (pat_window_get_board (window), "tableau-1", 1);
  press (pat_window_get_board (window), "tableau-3", 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (played ("king-albert"), ==, before);
  press (pat_window_get_board (window), "tableau-1", 1);
  press (pat_window_get_board (window), "tableau-3", 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  answer ("abandon");
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);

  /* The Statistics window shows it, and Reset (once confirmed) empties the file. */
  {
    GtkWindow *dialog;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL);
    dialog = find_toplevel (PAT_TYPE_STATS_DIALOG);
    g_assert_nonnull (dialog);
    maybe_screenshot (dialog, "statistics");
    pat_stats_dialog_reset (PAT_STATS_DIALOG (dialog));
    g_assert_cmpuint (played ("king-albert"), ==, 0);
    gtk_window_destroy (dialog);
  }
  close_window (window);
}

/* Assistive technology sees every pile and card, labelled, and follows
 * moves. */
static void
test_accessible (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  GtkWidget *widget = GTK_WIDGET (board);

  g_assert_true (
      has_child_labelled (widget, "10 of hearts, on tableau pile 1, top card"));
  g_assert_true (has_child_labelled (widget, "4 of diamonds, on tableau pile 1, card 1"));
  g_assert_true (has_child_labelled (widget, "7 of hearts, on reserve 1, top card"));
  g_assert_true (has_child_labelled (widget, "Tableau pile 2, 8 cards"));
  g_assert_true (has_child_labelled (widget, "Foundation 1, empty"));
  g_assert_false (
      has_child_labelled (widget, "5 of diamonds, on tableau pile 4, top card"));

  press (board, "tableau-1", 1);
  press (board, "tableau-3", 1);
  g_assert_true (
      has_child_labelled (widget, "5 of diamonds, on tableau pile 4, top card"));
  g_assert_true (has_child_labelled (widget, "Tableau pile 2, 7 cards"));
  gtk_test_accessible_assert_property (
      board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      "5 of diamonds moved from tableau pile 2 to tableau "
      "pile 4");
  close_window (window);
}

/* Asserts that every button under @widget is named for assistive
 * technology as its tooltip names it for the eye. */
static guint
assert_buttons_labelled (GtkWidget *widget)
{
  guint count = 0;

  if (GTK_IS_WINDOW_CONTROLS (widget))
    return 0;
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    {
      const char *tooltip = gtk_widget_get_tooltip_text (widget);

      g_assert_nonnull (tooltip);
      g_assert_cmpstr (tooltip, !=, "");
      gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           tooltip);
      /* A menu button's own button is its inside, not a control. */
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count += assert_buttons_labelled (child);
  return count;
}

/* The application's icon is found where it is not installed, as when the
 * quick start runs it from the build tree: About and the window show it,
 * not a placeholder. */
static void
test_app_icon (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 1);
  GtkIconTheme *theme
      = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));

  g_assert_true (gtk_icon_theme_has_icon (theme, APP_ID));
  close_window (window);
}

/* The header bar's icon buttons and the window have names a screen
 * reader can say. */
static void
test_accessible_header (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  GtkWidget *header = find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);

  /* New Game, Undo, Redo, Hint, Leave Fullscreen (shown in fullscreen
   * only), Main Menu. */
  g_assert_cmpuint (assert_buttons_labelled (header), ==, 6);
  gtk_test_accessible_assert_property (window, GTK_ACCESSIBLE_PROPERTY_LABEL, "Patience");
  close_window (window);
}

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

/* Gives @window the keyboard focus: presenting a window already shown
 * focuses it, which the test's X server, without a window manager, does
 * not do at the first showing. */
static void
activate_window (GtkWindow *window)
{
  gtk_window_present (window);
  wait_for (window_active, window);
}

/* The clock counts only the seconds the table is in front of the player:
 * not while a dialog covers it, nor once Restart has started the game
 * again. The ticks are driven here, so no second of real time matters. */
static void
test_clock (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 3);
  PatGame *game = pat_window_get_game (window);
  GtkWindow *preferences;

  activate_window (GTK_WINDOW (window));
  /* Not before the first move. */
  g_assert_false (_pat_window_clock_tick (window));
  play_other_move (window, "reserve-1");
  g_assert_true (_pat_window_clock_tick (window));
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  for (guint i = 0; i < 3; i++)
    g_assert_false (_pat_window_clock_tick (window));
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 1);
  gtk_window_destroy (preferences);
  activate_window (GTK_WINDOW (window));
  g_assert_true (_pat_window_clock_tick (window));
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 0);
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 0);
  close_window (window);
}

/* A window on King Albert with three spades left to play: the Jack in
 * reserve-2, the Queen on tableau-0, the King on tableau-4. */
static PatWindow *
open_nearly_won (void)
{
  g_autoptr (PatSession) session
      = pt_spades_left ("king-albert", NULL, 10,
                        "'tableau-4':['KS'],'tableau-0':['QS'],'reserve-2':['JS']");
  g_autofree char *json = pat_json_save (session);
  PatWindow *window = pat_window_new (NULL);

  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  g_assert_true (pat_window_resume (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  return window;
}

static gboolean
no_toast (gpointer data)
{
  g_autoptr (GPtrArray) titles = toasts_shown (data);

  return titles->len == 0;
}

static gboolean
won_shown (gpointer data)
{
  g_autoptr (GPtrArray) titles = toasts_shown (data);

  return titles->len > 0
         && g_str_has_prefix (g_ptr_array_index (titles, titles->len - 1), "You won");
}

/* The revealer's slide has ended, however slow the machine. */
static gboolean
header_revealed (gpointer revealer)
{
  return gtk_revealer_get_child_revealed (revealer);
}

static gboolean
header_hidden (gpointer revealer)
{
  return !gtk_revealer_get_child_revealed (revealer);
}

/* The fullscreen chrome is laid out: the board fills the window. */
static gboolean
board_fills (gpointer data)
{
  PatWindow *window = data;
  GtkWidget *board = GTK_WIDGET (pat_window_get_board (window));
  graphene_point_t top;

  return gtk_widget_compute_point (board, GTK_WIDGET (window),
                                   &GRAPHENE_POINT_INIT (0, 0), &top)
         && top.y == 0
         && gtk_widget_get_height (board) == gtk_widget_get_height (GTK_WIDGET (window));
}

/* The window's chrome is laid out: the board lies below the header bar. */
static gboolean
board_below_header (gpointer data)
{
  PatWindow *window = data;
  GtkWidget *board = GTK_WIDGET (pat_window_get_board (window));
  graphene_point_t top;

  return gtk_widget_compute_point (board, GTK_WIDGET (window),
                                   &GRAPHENE_POINT_INIT (0, 0), &top)
         && top.y >= gtk_widget_get_height (GTK_WIDGET (window->header_bar)) - 1;
}

/* Fullscreen: the table fills the screen, the header bar slides over it at
 * the top edge and leaves again; back in a window, it is where it was. */
static void
test_fullscreen (void)
{
  PatWindow *window = open_window (1024, 720, "klondike", 3);
  GtkWidget *header = find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *board = GTK_WIDGET (pat_window_get_board (window));
  GtkRevealer *revealer;
  graphene_point_t top;

  g_assert_nonnull (header);
  /* What the window does when the window manager makes it fullscreen. */
  _pat_window_set_fullscreen_chrome (window, TRUE);
  wait_for (board_fills, window);
  revealer = GTK_REVEALER (gtk_widget_get_parent (header));
  g_assert_true (GTK_IS_REVEALER (revealer));
  g_assert_false (gtk_revealer_get_child_revealed (revealer));
  g_assert_true (gtk_widget_compute_point (board, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (0, 0), &top));
  g_assert_cmpfloat (top.y, ==, 0);
  g_assert_cmpint (gtk_widget_get_height (board), ==,
                   gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_false (adw_header_bar_get_show_end_title_buttons (ADW_HEADER_BAR (header)));
  g_assert_true (gtk_widget_get_visible (window->leave_fullscreen));
  maybe_screenshot (window, "fullscreen");

  /* The pointer at the top edge shows it, over the table; away, it goes. */
  _pat_window_fullscreen_pointer (window, 0);
  wait_for (header_revealed, revealer);
  g_assert_cmpint (gtk_widget_get_height (board), ==,
                   gtk_widget_get_height (GTK_WIDGET (window)));
  maybe_screenshot (window, "fullscreen-revealed");
  _pat_window_fullscreen_pointer (window, 300);
  wait_for (header_hidden, revealer);

  /* Back in a window. */
  _pat_window_set_fullscreen_chrome (window, FALSE);
  wait_for (board_below_header, window);
  g_assert_true (gtk_widget_get_first_child (GTK_WIDGET (window->main_box)) == header);
  g_assert_true (adw_header_bar_get_show_end_title_buttons (ADW_HEADER_BAR (header)));
  g_assert_true (gtk_widget_compute_point (board, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (0, 0), &top));
  g_assert_cmpfloat (top.y, >=, gtk_widget_get_height (header) - 1);
  g_assert_false (gtk_widget_get_visible (window->leave_fullscreen));
  close_window (window);
}

static void
test_messages_replace (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  const char *const refused[][2] = { { "tableau-0", "tableau-4" },
                                     { "reserve-2", "reserve-3" },
                                     { "reserve-2", "tableau-0" },
                                     { "tableau-4", "foundation-3" },
                                     { "tableau-0", "reserve-1" } };
  g_autofree char *message = NULL;
  PatWindow *window;
  PatBoard *board;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = open_nearly_won ();
  board = pat_window_get_board (window);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      drag (board, refused[i][0], refused[i][1]);
      g_assert_nonnull (message);
      wait_frames (GTK_WIDGET (window), 1);
    }
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 0);
  {
    g_autoptr (GPtrArray) titles = toasts_shown (window);

    maybe_screenshot (window, "messages-replace");
    g_autofree char *sentence = pat_sentence (message);

    g_assert_cmpuint (titles->len, ==, 1);
    g_assert_cmpstr (g_ptr_array_index (titles, 0), ==, sentence);
  }

  /* The win does not wait behind the message. */
  press (board, "reserve-2", 2);
  press (board, "tableau-0", 2);
  press (board, "tableau-4", 2);
  g_assert_cmpint (pat_game_get_status (pat_window_get_game (window)), ==,
                   PAT_STATUS_WON);
  /* Once the message has finished appearing: not after it, nor after the
   * reasons it replaced. */
  wait_for (won_shown, window);
  maybe_screenshot (window, "messages-won");

  /* Once the win's toast is gone, no stale message comes back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  wait_for (no_toast, window);
  /* Nothing left that could bring a message back. */
  g_assert_cmpuint (window->message_id, ==, 0);
  g_assert_null (window->message_toast);
  g_assert_cmpuint (window->dismissals->len, ==, 0);
  g_assert_true (no_toast (window));
  g_settings_reset (settings, "animations");
  close_window (window);
}

static gboolean
won_gone (gpointer data)
{
  return !won_shown (data);
}

/* The win's toast, whose New Game would throw the game away, goes as soon
 * as the game is no longer won: after an undo, a restart, a move. */
static void
test_won_toast_goes (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  PatBoard *board;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = open_nearly_won ();
  board = pat_window_get_board (window);
  press (board, "reserve-2", 2);
  press (board, "tableau-0", 2);
  press (board, "tableau-4", 2);
  wait_for (won_shown, window);
  maybe_screenshot (window, "won-toast");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpint (pat_game_get_status (pat_window_get_game (window)), ==,
                   PAT_STATUS_PLAYING);
  wait_for (won_gone, window);
  maybe_screenshot (window, "won-toast-undone");

  /* Won again, then restarted. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  wait_for (won_shown, window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  wait_for (won_gone, window);
  g_settings_reset (settings, "animations");
  close_window (window);
}

/* Hands @application a command line, as GApplication does with the
 * program's own and with that of every program started while it runs.
 * Returns the exit status it gives that program. */
static int
command_line (PatApplication *application, const char *game, const char *deal)
{
  const char *const argv[] = { "patience", NULL };
  g_autoptr (GApplicationCommandLine) line = NULL;
  GVariantDict options;
  int status = -1;

  g_variant_dict_init (&options, NULL);
  if (game != NULL)
    g_variant_dict_insert (&options, "game", "s", game);
  if (deal != NULL)
    g_variant_dict_insert (&options, "deal", "s", deal);
  line = g_object_new (G_TYPE_APPLICATION_COMMAND_LINE, "arguments",
                       g_variant_new_bytestring_array (argv, -1), "options",
                       g_variant_dict_end (&options), NULL);
  g_signal_emit_by_name (application, "command-line", line, &status);
  return status;
}

static void
assert_game (PatWindow *window, const char *game, guint32 deal)
{
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, game);
  g_assert_cmpuint (pat_game_get_deal_number (pat_window_get_game (window)), ==, deal);
}

/* `patience --game king-albert --deal 9` while Patience runs: the game
 * asked for comes to the window, at once over an untouched deal, after
 * asking over a game under way, which then counts as a loss. */
static void
test_second_start (void)
{
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *dialog;
  PatWindow *window;
  GtkWidget *start;
  guint64 before;

  /* An id of its own: the application /ui/shortcuts registered stays on
   * the bus under the program's. */
  g_application_set_application_id (G_APPLICATION (application), APP_ID ".SecondStart");
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_application_get_is_remote (G_APPLICATION (application)));

  /* The program's own command line. */
  g_assert_cmpint (command_line (application, "king-albert", "3"), ==, 0);
  window = PAT_WINDOW (find_toplevel (PAT_TYPE_WINDOW));
  g_assert_nonnull (window);
  assert_game (window, "king-albert", 3);
  wait_for (board_allocated, window);

  /* Nothing played yet: no question. */
  g_assert_cmpint (command_line (application, "indian", "12"), ==, 0);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "indian", 12);
  g_assert_true (find_toplevel (PAT_TYPE_WINDOW) == GTK_WINDOW (window));

  /* Bad options change nothing. */
  g_assert_cmpint (command_line (application, NULL, "0"), ==, 1);
  g_assert_cmpint (command_line (application, "no-such-game", NULL), ==, 1);
  assert_game (window, "indian", 12);

  /* A game under way: kept until the player agrees. */
  play_other_move (window, "stock");
  before = played ("indian");
  g_assert_cmpint (command_line (application, "king-albert", "9"), ==, 0);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Start King Albert deal 9?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The game in progress will be given up and counted as a loss.");
  maybe_screenshot (dialog, "second-start");
  assert_game (window, "indian", 12);
  /* Closed, as with Escape: the same as Keep Playing. */
  gtk_window_close (GTK_WINDOW (dialog));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "indian", 12);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 1);
  g_assert_cmpuint (played ("indian"), ==, before);

  g_assert_cmpint (command_line (application, "king-albert", "9"), ==, 0);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  start = find_button (GTK_WIDGET (dialog), "_Start");
  g_assert_nonnull (start);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "abandon"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_signal_emit_by_name (start, "clicked");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "king-albert", 9);
  g_assert_cmpuint (played ("indian"), ==, before + 1);

  /* The deal on the table, asked for again, stays as it is. */
  play_other_move (window, "stock");
  g_assert_cmpint (command_line (application, "king-albert", "9"), ==, 0);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 1);
  close_window (window);
}

/* The deck the settings name, refused at start for its nested <use>:
 * refused by its count before anything is drawn, the first window shows
 * the built-in deck and tells the player. */
static void
test_deck_refused_at_start (void)
{
  g_autofree char *nested = install_nested_deck ("nested-at-start.svg");
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatApplication) application = NULL;
  g_autoptr (GError) error = NULL;
  PatWindow *window;

  g_settings_set_string (settings, "card-theme", "aisleriot:nested-at-start.svg");
  application = pat_application_new ();
  g_application_set_application_id (G_APPLICATION (application), APP_ID ".DeckRefused");
  g_test_expect_message ("patience", G_LOG_LEVEL_WARNING,
                         "The card deck “aisleriot:nested-at-start.svg” cannot be used "
                         "(“Nested At Start” is too complex for a card theme: *); "
                         "using the built-in deck");
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (command_line (application, "klondike", "5"), ==, 0);
  g_test_assert_expected_messages ();
  window = PAT_WINDOW (find_toplevel (PAT_TYPE_WINDOW));
  g_assert_nonnull (window);
  g_assert_cmpstr (
      pat_card_theme_get_name (pat_board_get_theme (pat_window_get_board (window))), ==,
      "Patience");
  wait_for (deck_refused_shown, window);

  g_settings_reset (settings, "card-theme");
  close_window (window);
  g_unlink (nested);
}

/* Ctrl+N over a game under way asks first: nothing changes until the
 * player answers, Cancel keeps the game, Abandon deals and counts a loss,
 * and "Don't ask again" holds for the window's life. An untouched deal is
 * not asked about. Choose Deal asks the same. */
static void
test_abandon_asks (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatRules rules = *pat_game_get_rules (pat_window_get_game (window));
  guint64 before = played ("king-albert");
  AdwMessageDialog *dialog;
  GtkCheckButton *check;
  PatGame *game;

  /* Nothing played: no question. */
  game = pat_window_get_game (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (pat_window_get_game (window) != game);

  game = start_deal_one (window, &rules);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The game in progress will be given up and counted as a loss.");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "abandon"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Cancel"));
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Abandon"));
  maybe_screenshot (dialog, "abandon");
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (played ("king-albert"), ==, before);

  /* Cancel: the same game, nothing counted. */
  answer ("cancel");
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_cmpuint (played ("king-albert"), ==, before);

  /* Choose Deal asks too. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-deal", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Choose Deal");
  answer ("deal");
  g_assert_true (pat_window_get_game (window) == game);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  answer ("cancel");
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (played ("king-albert"), ==, before);

  /* Abandon, not to be asked again: a new deal, one loss. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  check = GTK_CHECK_BUTTON (adw_message_dialog_get_extra_child (dialog));
  g_assert_nonnull (check);
  g_assert_false (gtk_check_button_get_active (check));
  gtk_check_button_set_active (check, TRUE);
  answer ("abandon");
  g_assert_true (pat_window_get_game (window) != game);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 0);
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);

  /* Not asked again: the next game under way goes at once, and counts. */
  game = start_deal_one (window, &rules);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (pat_window_get_game (window) != game);
  g_assert_cmpuint (played ("king-albert"), ==, before + 2);
  close_window (window);
}

/* The button under @widget that activates @action. */
static GtkWidget *
find_action_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action)
             == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Closes @dialog as its close button does, and lets the window settle. */
static void
close_dialog (GtkWindow *dialog)
{
  g_assert_nonnull (dialog);
  gtk_window_close (dialog);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The table has the keyboard when the window opens: Space and Enter play
 * on it instead of pressing New Game, arrows move its cursor instead of
 * walking the header bar; F10 still opens the menu. Every dialog of ours
 * gives the keyboard back to the table when it closes, wherever the focus
 * was before. */
static void
test_board_has_keyboard (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 3);
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_window_get_game (window);
  GtkWidget *new_game = find_action_button (GTK_WIDGET (window), "win.new-game");
  const char *dialogs[]
      = { "win.choose-deal", "win.select-game", "win.preferences", "win.statistics",
          "win.rules",       "win.shortcuts",   "win.new-game" };
  guint cursor;

  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board));
  g_assert_true (type_key (GTK_WINDOW (window), GDK_KEY_space, 0));
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  /* Space on the stock, where the cursor starts, deals from it. */
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_true (type_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (pat_game_get_moves (game), ==, 2);
  cursor = pat_board_get_cursor (board);
  g_assert_true (type_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  g_assert_cmpuint (pat_board_get_cursor (board), !=, cursor);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board));
  g_assert_true (type_key (GTK_WINDOW (window), GDK_KEY_F10, 0));
  g_assert_true (gtk_widget_get_visible (
      GTK_WIDGET (gtk_menu_button_get_popover (window->menu_button))));
  gtk_menu_button_popdown (window->menu_button);
  while (g_main_context_iteration (NULL, FALSE))
    ;

  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      GtkWindow *dialog;

      g_test_message ("%s", dialogs[i]);
      /* As if Tab had taken the focus to the header bar. */
      g_assert_nonnull (new_game);
      gtk_widget_grab_focus (new_game);
      gtk_widget_activate_action (GTK_WIDGET (window), dialogs[i], NULL);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      dialog = NULL;
      for (guint n = 0; n < g_list_model_get_n_items (gtk_window_get_toplevels ()); n++)
        {
          g_autoptr (GtkWindow) toplevel
              = g_list_model_get_item (gtk_window_get_toplevels (), n);

          if (toplevel != GTK_WINDOW (window)
              && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
            dialog = toplevel;
        }
      close_dialog (dialog);
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board));
    }
  g_assert_true (pat_window_get_game (window) == game);
  close_window (window);
}

/* Enter in the question over a game under way gives the safe answer: the
 * focus starts on Cancel, not on "Don't ask again" nor on Abandon. */
static void
test_abandon_enter_keeps (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatRules rules = *pat_game_get_rules (pat_window_get_game (window));
  guint before = played ("king-albert");
  PatGame *game = start_deal_one (window, &rules);
  AdwMessageDialog *dialog;
  GtkWidget *focus;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_nonnull (focus);
  g_assert_true (focus == find_button (GTK_WIDGET (dialog), "_Cancel"));
  g_assert_true (type_key (GTK_WINDOW (dialog), GDK_KEY_Return, 0));
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_false (window->give_up_unasked);
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (played ("king-albert"), ==, before);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window))
                 == GTK_WIDGET (pat_window_get_board (window)));
  close_window (window);
}

/* Twenty programs started over a game under way, each asking for another
 * deal: one question on screen, and it answers for the latest. */
static void
test_second_start_one_question (void)
{
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *dialog;
  PatWindow *window;
  guint before, questions = 0;

  g_application_set_application_id (G_APPLICATION (application), APP_ID ".OneQuestion");
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (command_line (application, "king-albert", "3"), ==, 0);
  window = PAT_WINDOW (find_toplevel (PAT_TYPE_WINDOW));
  g_assert_nonnull (window);
  wait_for (board_allocated, window);
  play_other_move (window, "stock");
  before = played ("king-albert");

  for (guint deal = 1; deal <= 20; deal++)
    {
      g_autofree char *text = g_strdup_printf ("%u", deal + 100);

      g_assert_cmpint (command_line (application, "king-albert", text), ==, 0);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
  for (guint n = 0; n < g_list_model_get_n_items (gtk_window_get_toplevels ()); n++)
    {
      g_autoptr (GtkWindow) toplevel
          = g_list_model_get_item (gtk_window_get_toplevels (), n);

      questions += ADW_IS_MESSAGE_DIALOG (toplevel);
    }
  g_assert_cmpuint (questions, ==, 1);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Start King Albert deal 120?");
  assert_game (window, "king-albert", 3);
  answer ("abandon");
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "king-albert", 120);
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);

  /* The demo asked for over a question from a start takes it over too,
   * its words with it. */
  play_other_move (window, "stock");
  g_assert_cmpint (command_line (application, "king-albert", "7"), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Abandon"));
  answer ("cancel");
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "king-albert", 120);
  close_window (window);
}

/* New Game shows a "+" from the icon theme, not a circular arrow, which
 * reads as Restart or Reload. */
static void
test_new_game_icon (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 1);
  GtkIconTheme *theme
      = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));
  GtkWidget *button = find_action_button (GTK_WIDGET (window), "win.new-game");
  const char *icon;

  g_assert_nonnull (button);
  icon = gtk_button_get_icon_name (GTK_BUTTON (button));
  g_assert_cmpstr (icon, ==, "list-add-symbolic");
  g_assert_true (gtk_icon_theme_has_icon (theme, icon));
  close_window (window);
}

void
test_ui_window_register (void)
{
  g_test_add_func ("/ui/clock", test_clock);
  g_test_add_func ("/ui/accessible", test_accessible);
  g_test_add_func ("/ui/accessible-header", test_accessible_header);
  g_test_add_func ("/ui/app-icon", test_app_icon);
  g_test_add_func ("/ui/fullscreen", test_fullscreen);
  g_test_add_func ("/ui/abandon-counts", test_abandon_counts);
  g_test_add_func ("/ui/messages-replace", test_messages_replace);
  g_test_add_func ("/ui/won-toast-goes", test_won_toast_goes);
  g_test_add_func ("/ui/second-start", test_second_start);
  g_test_add_func ("/ui/deck-refused-at-start", test_deck_refused_at_start);
  g_test_add_func ("/ui/abandon-asks", test_abandon_asks);
  g_test_add_func ("/ui/board-has-keyboard", test_board_has_keyboard);
  g_test_add_func ("/ui/new-game-icon", test_new_game_icon);
  g_test_add_func ("/ui/abandon-enter-keeps", test_abandon_enter_keeps);
  g_test_add_func ("/ui/second-start-one-question", test_second_start_one_question);
}
