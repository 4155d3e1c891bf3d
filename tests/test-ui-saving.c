/* test-ui-saving.c — the game kept on disk: resumed, damaged and hostile
 * files, a folder that cannot be written, Quit
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "pat-stats.h"
#include "pat-store.h"
#include "pat-application.h"
#include "test-util.h"
#include "test-ui-util.h"

/* The game in progress comes back exactly, history and time included. */
static void
test_resume (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatWindow *again;
  PatState left;
  PatGame *game;

  press (pat_window_get_board (window), "tableau-1", 1);
  press (pat_window_get_board (window), "tableau-3", 1);
  press (pat_window_get_board (window), "tableau-4", 1);
  press (pat_window_get_board (window), "tableau-7", 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  left = *pat_game_get_state (pat_window_get_game (window));
  close_window (window);

  again = pat_window_new (NULL);
  g_assert_true (pat_window_resume (again));
  game = pat_window_get_game (again);
  g_assert_true (pat_state_equal (&left, pat_game_get_state (game)));
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_true (pat_game_get_can_redo (game));
  gtk_window_destroy (GTK_WINDOW (again));
}

/* A win the program was killed before it counted (the saved game is
 * written before the statistics) is counted at the next start, once. */
static void
test_resume_won_uncounted (void)
{
  g_autoptr (PatSession) session = pt_one_card_left ("king-albert");
  g_autoptr (JsonObject) extra = json_object_new ();
  g_autofree char *json = NULL, *again = NULL;
  g_autoptr (PatSession) saved = NULL;
  g_autoptr (JsonObject) members = NULL;
  PatMove moves[64];
  guint n = pat_moves_list (pat_session_get_rules (session),
                            pat_session_get_state (session), moves, G_N_ELEMENTS (moves));
  guint64 before = played ("king-albert");
  PatWindow *window;

  for (guint i = 0; i < n && pat_session_get_status (session) != PAT_STATUS_WON; i++)
    {
      g_assert_true (pat_session_play (session, &moves[i], NULL));
      if (pat_session_get_status (session) != PAT_STATUS_WON)
        pat_session_undo (session);
    }
  g_assert_cmpint (pat_session_get_status (session), ==, PAT_STATUS_WON);
  json_object_set_int_member (extra, "elapsed", 42);
  json_object_set_boolean_member (extra, "recorded", FALSE);
  json = pat_json_save_full (session, extra);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));

  for (guint start = 0; start < 2; start++)
    {
      window = pat_window_new (NULL);
      g_assert_false (pat_window_resume (window));
      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_cmpuint (played ("king-albert"), ==, before + 1);
    }
  again = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, NULL);
  saved = pat_json_load_full (again, -1, &members, NULL);
  g_assert_nonnull (saved);
  g_assert_true (json_object_get_boolean_member (members, "recorded"));
  g_assert_cmpint (json_object_get_int_member (members, "elapsed"), ==, 42);
}

/* Killed after the statistics counted a win but before the saved game
 * said so: the statistics name that game as their last win, and it is not
 * counted again. A win of another game left the same way still is. */
static void
test_resume_won_counted (void)
{
  g_autoptr (PatSession) session = pt_one_card_left ("king-albert");
  g_autofree char *json = NULL;
  PatMove moves[64];
  guint n;
  guint64 before = played ("king-albert");
  PatWindow *window;
  PatGame *game;

  json = pat_json_save (session);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  window = pat_window_new (NULL);
  g_assert_true (pat_window_resume (window));
  game = pat_window_get_game (window);
  n = pat_moves_list (pat_game_get_rules (game), pat_game_get_state (game), moves,
                      G_N_ELEMENTS (moves));
  for (guint i = 0; i < n && pat_game_get_status (game) != PAT_STATUS_WON; i++)
    {
      g_assert_true (pat_game_try_move (game, &moves[i], NULL));
      if (pat_game_get_status (game) != PAT_STATUS_WON)
        pat_game_undo (game);
    }
  g_assert_cmpint (pat_game_get_status (game), ==, PAT_STATUS_WON);
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);
  gtk_window_destroy (GTK_WINDOW (window));

  for (guint round = 0; round < 2; round++)
    {
      g_autofree char *saved = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, NULL);
      g_autoptr (JsonObject) extra = NULL;
      g_autoptr (PatSession) won = pat_json_load_full (saved, -1, &extra, NULL);
      g_autofree char *doctored = NULL;

      g_assert_nonnull (won);
      g_assert_cmpint (pat_session_get_status (won), ==, PAT_STATUS_WON);
      g_assert_true (
          g_uuid_string_is_valid (json_object_get_string_member (extra, "game-id")));
      /* What the first of the two writes left. */
      json_object_set_boolean_member (extra, "recorded", FALSE);
      if (round == 1)
        {
          g_autofree char *other = g_uuid_string_random ();

          json_object_set_string_member (extra, "game-id", other);
        }
      doctored = pat_json_save_full (won, extra);
      g_assert_true (pat_store_write (PAT_STORE_GAME, doctored, NULL));

      window = pat_window_new (NULL);
      g_assert_false (pat_window_resume (window));
      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_cmpuint (played ("king-albert"), ==, before + 1 + round);
    }
}

/* The program's own members of a saved game, hand-edited to something
 * odd, cost the time played at most, never the game. */
static void
test_resume_odd_members (void)
{
  static const char *const odd[] = { "{}", "[]", "\"12\"", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (odd); i++)
    {
      g_autoptr (PatSession) session = pt_deal ("king-albert", 4, NULL, NULL);
      g_autofree char *game = pat_json_save (session);
      g_autofree char *json
          = g_strdup_printf ("{\"elapsed\":%s,\"recorded\":%s,\"winnable\":%s,%s", odd[i],
                             odd[i], odd[i], game + 1);
      PatWindow *window = pat_window_new (NULL);

      g_test_message ("elapsed, recorded and winnable: %s", odd[i]);
      g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
      g_assert_true (pat_window_resume (window));
      g_assert_cmpuint (pat_game_get_deal_number (pat_window_get_game (window)), ==, 4);
      g_assert_cmpuint (pat_game_get_elapsed (pat_window_get_game (window)), ==, 0);
      g_assert_false (window->winnable_game);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* A damaged saved game is set aside, not loaded and not lost. */
static void
test_damaged_save (void)
{
  g_autofree char *path = pat_store_path (PAT_STORE_GAME);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GDir) listing = NULL;
  PatWindow *window;
  const char *name;
  gboolean aside = FALSE;

  g_assert_true (
      pat_store_write (PAT_STORE_GAME, "{\"format\":1,\"game\":\"king-al", NULL));
  window = pat_window_new (NULL);
  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING, "game.json is damaged*");
  g_assert_false (pat_window_resume (window));
  g_test_assert_expected_messages ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "game.json.damaged-"))
      {
        g_autofree char *full = g_build_filename (dir, name, NULL);
        g_autofree char *contents = NULL;

        g_assert_true (g_file_get_contents (full, &contents, NULL, NULL));
        g_assert_cmpstr (contents, ==, "{\"format\":1,\"game\":\"king-al");
        g_unlink (full);
        aside = TRUE;
      }
  g_assert_true (aside);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Text of JSON nested @depth levels deep, of the kind that overflowed the
 * parser's stack. */
static char *
nested (guint depth)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  return g_string_free (text, FALSE);
}

/* Removes the files "NAME.damaged-…" beside the player's files; returns
 * how many there were. */
static guint
remove_set_aside (const char *name)
{
  g_autofree char *dir = pat_store_path (NULL);
  g_autofree char *prefix = g_strconcat (name, ".damaged-", NULL);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((entry = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (entry, prefix))
      {
        g_autofree char *full = g_build_filename (dir, entry, NULL);

        g_assert_cmpint (g_remove (full), ==, 0);
        n++;
      }
  return n;
}

/* What no saved game or statistics file is: far too deep, far too large, or
 * not a file at all (a pipe used to block the start for ever). Each is set
 * aside with a message, and the window starts. */
static void
test_hostile_files (void)
{
  static const char *const names[] = { PAT_STORE_GAME, PAT_STORE_STATS };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    for (guint kind = 0; kind < 3; kind++)
      {
        g_autofree char *path = pat_store_path (names[i]);
        g_autofree char *pattern = g_strconcat (names[i], " is damaged*", NULL);
        PatWindow *window;

        g_test_message ("%s, %s", names[i],
                        (const char *[]){ "nested", "large", "pipe" }[kind]);
        if (kind == 0)
          {
            g_autofree char *deep = nested (100000);

            g_assert_true (pat_store_write (names[i], deep, NULL));
          }
        else if (kind == 1)
          {
            g_autofree char *large = g_strnfill (PAT_STATS_MAX_BYTES + 1, ' ');

            g_assert_true (pat_store_write (names[i], large, NULL));
          }
        else
          {
            g_remove (path);
            g_assert_cmpint (mkfifo (path, 0600), ==, 0);
          }
        g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING, pattern);
        window = pat_window_new (NULL);
        pat_window_resume (window);
        g_test_assert_expected_messages ();
        g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
        g_assert_cmpuint (remove_set_aside (names[i]), ==, 1);
        gtk_window_destroy (GTK_WINDOW (window));
      }
}

/* A folder that cannot be written to: the player is told once and plays on;
 * everything is written as soon as it can be, the statistics of a game
 * abandoned meanwhile too. */
static void
test_unsaved (void)
{
  g_autofree char *dir = pat_store_path (NULL);
  g_autofree char *away = g_strconcat (dir, ".away", NULL);
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  guint64 before = played ("king-albert");
  g_autofree char *json = NULL;
  g_autoptr (PatSession) saved = NULL;
  g_autoptr (GError) error = NULL;
  PatRules rules = *pat_game_get_rules (pat_window_get_game (window));

  /* A file where the folder was: nothing can be created in it. */
  g_assert_cmpint (g_rename (dir, away), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", 0, NULL));
  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING, "Could not save game.json*");
  press (board, "tableau-1", 1);
  press (board, "tableau-3", 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 1);
  wait_for (label_shown, &(Label){ window, "Your game cannot be saved: " });
  maybe_screenshot (window, "unsaved");

  /* Abandoned: a loss, kept until it can be written. More failures say
   * nothing more. */
  pat_window_new_game (window, &rules, 1);
  press (board, "tableau-1", 1);
  press (board, "tableau-3", 1);

  g_assert_cmpint (g_remove (dir), ==, 0);
  g_assert_cmpint (g_rename (away, dir), ==, 0);
  g_assert_true (has_label (GTK_WIDGET (window), "Your game cannot be saved: "));
  pat_game_undo (pat_window_get_game (window));
  wait_for (label_shown, &(Label){ window, "Your game is saved again" });
  maybe_screenshot (window, "saved-again");
  g_assert_false (has_label (GTK_WIDGET (window), "Your game cannot be saved: "));
  wait_for (label_gone, &(Label){ window, "Your game is saved again" });
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);
  json = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, &error);
  g_assert_no_error (error);
  saved = pat_json_load (json, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (saved);
  g_assert_cmpuint (pat_session_get_state (saved)->deal, ==, 1);
  g_assert_cmpuint (pat_session_get_position (saved), ==, 0);
  g_assert_true (pat_session_can_redo (saved));
  close_window (window);
}

static gboolean
realized (gpointer widget)
{
  return gtk_widget_get_realized (widget);
}

static gboolean
count_close (guint *closed)
{
  (*closed)++;
  return FALSE;
}

/* Quit (Ctrl+Q) closes each window as its close button does, so that each
 * saves the game, what it could not write before and its size: the
 * application used to end without asking them. */
static void
test_quit_closes (void)
{
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GError) error = NULL;
  PatWindow *window;
  guint closed = 0;

  /* Apart from the one /ui/shortcuts registered on the bus. */
  g_application_set_application_id (G_APPLICATION (application),
                                    "io.github.patience.Patience.QuitTest");
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                               | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  window = pat_window_new (GTK_APPLICATION (application));
  g_signal_connect_swapped (window, "close-request", G_CALLBACK (count_close), &closed);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (realized, window);
  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  g_assert_cmpuint (closed, ==, 1);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (application)));
}

#define LONG_GAME_TEXT "This game is so long that its first moves can no longer be undone"

/* Klondike's stock clicked in @game. */
static void
click_stock (PatGame *game)
{
  PatMove move;

  g_assert_true (pat_move_parse (
      pat_game_get_rules (game),
      pat_state_len (pat_game_get_state (game), 0) > 0 ? "deal" : "redeal", &move, NULL));
  g_assert_true (pat_game_try_move (game, &move, NULL));
}

/* A game that grows longer than a session keeps forgets its first moves,
 * still counted; the player is told once, and not again when it is
 * resumed. */
static void
test_long_game (void)
{
  PatRules rules;
  g_autoptr (PatSession) session = NULL;
  g_autofree char *json = NULL;
  PatWindow *window;
  PatGame *game;
  PatMove move;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  g_assert_cmpint (pat_rules_find_pile (&rules, "stock"), ==, 0);
  session = pat_session_new (&rules, 1);
  for (guint i = 0; i < PAT_SESSION_MAX_HISTORY; i++)
    {
      g_assert_true (pat_move_parse (
          &rules,
          pat_state_len (pat_session_get_state (session), 0) > 0 ? "deal" : "redeal",
          &move, NULL));
      g_assert_true (pat_session_play (session, &move, NULL));
    }
  json = pat_json_save (session);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));

  window = pat_window_new (NULL);
  g_assert_true (pat_window_resume (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  game = pat_window_get_game (window);
  g_assert_cmpuint (pat_game_get_moves (game), ==, PAT_SESSION_MAX_HISTORY);
  g_assert_false (has_label (GTK_WIDGET (window), LONG_GAME_TEXT));

  click_stock (game);
  g_assert_cmpuint (pat_game_get_moves (game), ==, PAT_SESSION_MAX_HISTORY + 1);
  g_assert_true (pat_game_get_can_undo (game));
  wait_for (label_shown, &(Label){ window, LONG_GAME_TEXT });
  maybe_screenshot (window, "long-game");
  _pat_window_dismiss_toast (window, &window->message_toast);
  wait_for (label_gone, &(Label){ window, LONG_GAME_TEXT });
  click_stock (game);
  /* The window tells it as it saves after the move, or never. */
  g_assert_null (window->message_toast);
  g_assert_false (has_label (GTK_WIDGET (window), LONG_GAME_TEXT));
  close_window (window);

  window = pat_window_new (NULL);
  g_assert_true (pat_window_resume (window));
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==,
                    PAT_SESSION_MAX_HISTORY + 2);
  g_assert_true (window->forgotten_told);
  close_window (window);
}

/* Statistics of @wins wins of King Albert deal @deal. */
static PatStats *
many_wins (guint wins, guint32 deal)
{
  PatStats *stats = pat_stats_new ();
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  for (guint i = 0; i < wins; i++)
    pat_stats_add_win (stats, &rules, deal, 60, 100);
  return stats;
}

/* Saved: statistics of King Albert won so often that one more win of deal
 * @deal would take the file past PAT_STATS_MAX_BYTES. */
static void
write_stats_at_cap (guint32 deal)
{
  g_autoptr (PatStats) small = many_wins (1000, deal);
  g_autoptr (PatStats) larger = many_wins (2000, deal);
  g_autofree char *small_json = pat_stats_save (small, NULL);
  g_autofree char *larger_json = pat_stats_save (larger, NULL);
  gsize per_win = (strlen (larger_json) - strlen (small_json)) / 1000;
  gsize base = strlen (small_json) - 1000 * per_win;
  /* The counts take a few more digits than with 1000 wins. */
  guint wins = (guint)((PAT_STATS_MAX_BYTES - base - 64) / per_win);
  g_autoptr (PatStats) stats = many_wins (wins, deal);
  g_autofree char *json = pat_stats_save (stats, NULL);
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  while (strlen (json) + per_win <= PAT_STATS_MAX_BYTES)
    {
      pat_stats_add_win (stats, &rules, deal, 60, 100);
      g_clear_pointer (&json, g_free);
      json = pat_stats_save (stats, NULL);
    }
  g_assert_cmpuint (strlen (json), <=, PAT_STATS_MAX_BYTES);
  g_assert_cmpuint (strlen (json), >, PAT_STATS_MAX_BYTES - 2 * per_win);
  g_assert_true (pat_store_write (PAT_STORE_STATS, json, NULL));
}

/* A won game found saved at the start is counted although the statistics
 * are at their size cap: the file written keeps every count and reloads,
 * and nothing is said. Their writing used to be given up with a critical,
 * and the win went uncounted. */
static void
test_stats_at_cap (void)
{
  g_autoptr (PatSession) session = pt_one_card_left ("king-albert");
  g_autoptr (JsonObject) extra = json_object_new ();
  g_autofree char *json = NULL, *written = NULL;
  g_autoptr (PatStats) stats = NULL;
  g_autoptr (GError) error = NULL;
  PatMove moves[64];
  guint n = pat_moves_list (pat_session_get_rules (session),
                            pat_session_get_state (session), moves, G_N_ELEMENTS (moves));
  guint64 before;
  PatWindow *window;

  for (guint i = 0; i < n && pat_session_get_status (session) != PAT_STATUS_WON; i++)
    {
      g_assert_true (pat_session_play (session, &moves[i], NULL));
      if (pat_session_get_status (session) != PAT_STATUS_WON)
        pat_session_undo (session);
    }
  g_assert_cmpint (pat_session_get_status (session), ==, PAT_STATUS_WON);
  json_object_set_boolean_member (extra, "recorded", FALSE);
  json = pat_json_save_full (session, extra);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  write_stats_at_cap (pat_session_get_state (session)->deal);
  before = played ("king-albert");

  window = pat_window_new (NULL);
  g_assert_false (pat_window_resume (window));
  g_assert_false (window->stats_unsaved);
  g_assert_false (window->save_failing);
  gtk_window_destroy (GTK_WINDOW (window));

  written = pat_store_read (PAT_STORE_STATS, PAT_STATS_MAX_BYTES, &error);
  g_assert_no_error (error);
  stats = pat_stats_load (written, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pat_stats_lookup (stats, "king-albert")->played, ==, before + 1);
  g_assert_cmpuint (pat_stats_lookup (stats, "king-albert")->won, ==, before + 1);
  g_assert_cmpuint (pat_stats_lookup (stats, "king-albert")->won_deals->len, <, before);

  /* The other tests count games played from what they find, in little
   * time: none. */
  g_assert_true (pat_store_remove (PAT_STORE_STATS));
}

/* Statistics that cannot be written at all (records too many for the
 * cap): the win is counted and kept in memory to be written later, and the
 * player is told once, as when the disk is full. */
static void
test_stats_unwritable (void)
{
  g_autoptr (PatSession) session = pt_one_card_left ("king-albert");
  g_autoptr (JsonObject) extra = json_object_new ();
  g_autofree char *json = NULL, *too_many = NULL, *written = NULL;
  PatMove moves[64];
  guint n = pat_moves_list (pat_session_get_rules (session),
                            pat_session_get_state (session), moves, G_N_ELEMENTS (moves));
  PatWindow *window;
  const PatRecord *record;
  GtkWidget *title;

  for (guint i = 0; i < n && pat_session_get_status (session) != PAT_STATUS_WON; i++)
    {
      g_assert_true (pat_session_play (session, &moves[i], NULL));
      if (pat_session_get_status (session) != PAT_STATUS_WON)
        pat_session_undo (session);
    }
  g_assert_cmpint (pat_session_get_status (session), ==, PAT_STATUS_WON);
  json_object_set_boolean_member (extra, "recorded", FALSE);
  json = pat_json_save_full (session, extra);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  too_many = pt_stats_too_many_records (PAT_STATS_MAX_BYTES);
  g_assert_true (pat_store_write (PAT_STORE_STATS, too_many, NULL));

  window = pat_window_new (NULL);
  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING,
                         "Could not save statistics.json: there are too many*");
  g_assert_false (pat_window_resume (window));
  g_test_assert_expected_messages ();
  g_assert_true (window->stats_unsaved);
  record = pat_stats_lookup (window->stats, "king-albert");
  g_assert_nonnull (record);
  g_assert_cmpuint (record->won, ==, 1);
  g_assert_nonnull (window->unsaved_toast);
  title = adw_toast_get_custom_title (window->unsaved_toast);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==,
                   "Your game cannot be saved: there are too many statistics to write");
  /* Tried again, and not said again. */
  _pat_window_save_stats (window);
  g_assert_true (window->stats_unsaved);
  written = pat_store_read (PAT_STORE_STATS, PAT_STATS_MAX_BYTES, NULL);
  g_assert_cmpstr (written, ==, too_many);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The other tests count games played from what they find, in little
   * time: none. */
  g_assert_true (pat_store_remove (PAT_STORE_STATS));
}

void
test_ui_saving_register (void)
{
  g_test_add_func ("/ui/resume", test_resume);
  g_test_add_func ("/ui/resume-odd-members", test_resume_odd_members);
  g_test_add_func ("/ui/resume-won-uncounted", test_resume_won_uncounted);
  g_test_add_func ("/ui/resume-won-counted", test_resume_won_counted);
  g_test_add_func ("/ui/damaged-save", test_damaged_save);
  g_test_add_func ("/ui/hostile-files", test_hostile_files);
  g_test_add_func ("/ui/unsaved", test_unsaved);
  g_test_add_func ("/ui/quit-closes", test_quit_closes);
  g_test_add_func ("/ui/long-game", test_long_game);
  g_test_add_func ("/ui/stats-at-cap", test_stats_at_cap);
  g_test_add_func ("/ui/stats-unwritable", test_stats_unwritable);
}
