/* test-ui-winnable.c — winnable deals in the window: new games from them,
 * the offer, the search said while it looks
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "pat-settings.h"
#include "pat-stats.h"
#include "pat-winnable.h"
#include "test-ui-util.h"

/* Winnable deals only. The cache of the window's search gets one Klondike
 * deal proven here, written where the search reads it; the lines it
 * holds are returned in *@line. */
static guint32
seed_winnable_cache (const PatRules *rules, GArray **line)
{
  g_autoptr (PatWinnableSearch) search = pat_winnable_search_new (NULL);
  g_autofree char *path = pat_winnable_search_path (search, rules);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *key = pat_stats_key (rules);
  g_autoptr (PatWinnableCache) cache = pat_winnable_cache_new (rules, key);
  g_autofree char *json = NULL;
  guint32 deal;

  for (deal = 2; *line == NULL; deal++)
    *line = pat_winnable_prove (rules, deal, 40000, NULL);
  deal--;
  pat_winnable_cache_add (cache, deal, g_array_ref (*line));
  json = pat_winnable_cache_save (cache);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, json, -1, NULL));
  return deal;
}

static void
assert_subtitle (PatWindow *window, const char *expected)
{
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, expected);
}

/* With the preference on, New Game deals the deal in the cache at once,
 * its subtitle says so, a resumed game remembers it, and its win counts
 * under the separate key. */
static void
test_winnable_new_game (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (GArray) line = NULL;
  g_autofree char *subtitle = NULL;
  PatWindow *window, *again;
  PatGame *game;
  PatRules rules;
  guint32 deal;
  guint64 plain = played ("klondike"), winnable = played ("klondike/winnable");

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  deal = seed_winnable_cache (&rules, &line);
  window = open_window (1000, 720, "klondike", 1);
  assert_subtitle (window, "Klondike · Deal 1");
  /* The search finds more once the deal is taken: at short budgets. */
  pat_winnable_search_set_seconds (window->winnable, 0.02);
  pat_settings_set_winnable (settings, rules.variant, TRUE);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  game = pat_window_get_game (window);
  g_assert_cmpuint (pat_game_get_deal_number (game), ==, deal);
  g_assert_false (window->winnable_waiting);
  subtitle = g_strdup_printf ("Klondike · Deal %u · winnable", deal);
  assert_subtitle (window, subtitle);
  g_assert_true (pat_game_try_move (game, &g_array_index (line, PatMove, 0), NULL));
  close_window (window);

  again = pat_window_new (NULL);
  g_assert_true (pat_window_resume (again));
  assert_subtitle (again, subtitle);
  /* Restart keeps it what it is. */
  gtk_widget_activate_action (GTK_WIDGET (again), "win.restart", NULL);
  assert_subtitle (again, subtitle);
  game = pat_window_get_game (again);
  for (guint i = 0; i < line->len; i++)
    g_assert_true (pat_game_try_move (game, &g_array_index (line, PatMove, i), NULL));
  g_assert_cmpint (pat_game_get_status (game), ==, PAT_STATUS_WON);
  g_assert_cmpuint (played ("klondike/winnable"), ==, winnable + 1);
  g_assert_cmpuint (played ("klondike"), ==, plain);

  /* A deal chosen by number is winnable only when it is known to be. */
  pat_window_new_game (again, &rules, deal);
  assert_subtitle (again, subtitle);
  pat_window_new_game (again, &rules, 1);
  assert_subtitle (again, "Klondike · Deal 1");
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (again);
}

/* A game dealt with no number asked for, as at a start without a saved
 * game: a winnable one from the cache, or the deal drawn until one is
 * found. */
static void
test_winnable_start (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (GArray) line = NULL;
  g_autofree char *path = NULL;
  PatWindow *window;
  PatRules rules;
  guint32 deal;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  deal = seed_winnable_cache (&rules, &line);
  pat_settings_set_winnable (settings, rules.variant, TRUE);
  window = pat_window_new (NULL);
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  pat_window_new_random_game (window, &rules, 9);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, deal);
  g_assert_true (window->winnable_game);
  close_window (window);

  window = pat_window_new (NULL);
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  path = pat_winnable_search_path (window->winnable, &rules);
  g_remove (path);
  pat_window_new_random_game (window, &rules, 9);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, 9);
  g_assert_false (window->winnable_game);
  g_assert_true (window->winnable_waiting);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (window);

  /* Without the preference: the deal drawn. */
  window = pat_window_new (NULL);
  pat_window_new_random_game (window, &rules, 9);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, 9);
  g_assert_false (window->winnable_waiting);
  close_window (window);
}

/* A window and the deal it should come to show. */
typedef struct
{
  PatWindow *window;
  guint32 deal;
} Dealt;

static gboolean
dealt (gpointer data)
{
  Dealt *d = data;

  return pat_game_get_deal_number (d->window->game) == d->deal;
}

/* Another start of the program asking for a game by name, with no deal:
 * a winnable deal when the player chose so, after asking over a game
 * under way. */
static void
test_winnable_offer (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (GArray) line = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *start;
  PatWindow *window;
  PatRules rules;
  guint32 deal;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  deal = seed_winnable_cache (&rules, &line);
  window = open_window (1000, 720, "klondike", 1);
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  pat_settings_set_winnable (settings, rules.variant, TRUE);
  play_other_move (window, "stock");

  pat_window_offer_game (window, rules.variant, 0);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Start a winnable deal of Klondike?");
  start = find_button (GTK_WIDGET (dialog), "_Start");
  g_assert_nonnull (start);
  g_signal_emit_by_name (start, "clicked");
  wait_for (dealt, &(Dealt){ window, deal });
  g_assert_true (window->winnable_game);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (window);
}

static gboolean
dealt_winnable (gpointer data)
{
  PatWindow *window = data;

  return window->winnable_game && pat_game_get_deal_number (window->game) != 1;
}

/* With nothing in the cache, New Game says it is looking, keeps the game
 * on the table, and deals the deal the search finds; another deal meanwhile
 * ends the wait. */
static void
test_winnable_looking (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autofree char *path = NULL;
  g_autofree char *subtitle = NULL;
  Label looking = { .prefix = "Looking for a winnable deal" };
  PatWindow *window;
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  window = open_window (1000, 720, "klondike", 1);
  looking.window = window;
  path = pat_winnable_search_path (window->winnable, &rules);
  g_remove (path);
  /* A budget of a position proves nothing: the cache stays empty. */
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  pat_settings_set_winnable (settings, rules.variant, TRUE);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, 1);
  wait_for (label_shown, &looking);
  /* Another deal chosen: the wait ends. */
  pat_window_new_game (window, &rules, 1);
  g_assert_false (window->winnable_waiting);
  wait_for (label_gone, &looking);
  /* So does the preference turned off, and a move on the table. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  g_assert_false (window->winnable_waiting);
  pat_settings_set_winnable (settings, rules.variant, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  {
    PatMove deal = { .kind = PAT_MOVE_DEAL };

    g_assert_true (pat_game_try_move (window->game, &deal, NULL));
  }
  g_assert_false (window->winnable_waiting);
  wait_for (label_gone, &looking);
  pat_window_new_game (window, &rules, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  wait_for (label_shown, &looking);
  assert_subtitle (window, "Klondike · Deal 1");
  pat_winnable_search_set_seconds (window->winnable, 0.02);
  wait_for_within (dealt_winnable, window, 120);
  g_assert_false (window->winnable_waiting);
  subtitle = g_strdup_printf ("Klondike · Deal %u · winnable",
                              pat_game_get_deal_number (window->game));
  assert_subtitle (window, subtitle);
  wait_for (label_gone, &looking);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (window);
}

void
test_ui_winnable_register (void)
{
  g_test_add_func ("/ui/winnable-new-game", test_winnable_new_game);
  g_test_add_func ("/ui/winnable-offer", test_winnable_offer);
  g_test_add_func ("/ui/winnable-looking", test_winnable_looking);
  g_test_add_func ("/ui/winnable-start", test_winnable_start);
}
