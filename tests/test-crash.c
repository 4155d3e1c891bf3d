/* test-crash.c — the real program killed at a random moment loses nothing;
 * started again while it runs, it hands its options over
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each round launches the application as the program runs it, with a
 * player (tests/patience-player.c, PATIENCE_PLAYER in the environment), in a
 * fresh data dir, lets it play random moves through its board, kills it
 * with SIGKILL after a random time, and then checks what a player would
 * find: a saved game that loads, the same game when it is started again
 * (patience-player print), and every statistic that was there before. The
 * second start runs the built `patience` itself (PATIENCE). The delays come from the
 * GTest seed
 * (--seed reproduces them); the program's own moves are not reproducible.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "pat-stats.h"
#include "pat-store.h"
#include "test-util.h"

/* The player's data dir of the round in progress: the program gets it as
 * XDG_DATA_HOME; this process keeps its own, which GLib caches. */
static char *data_home;

static char *
data_path (const char *name)
{
  return g_build_filename (data_home, "patience", name, NULL);
}

/* A file of the player's, or NULL with @error set. */
static char *
read_data (const char *name, GError **error)
{
  g_autofree char *path = data_path (name);
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;
  return contents;
}

static void
write_data (const char *name, const char *contents)
{
  g_autofree char *path = data_path (name);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

typedef struct
{
  const char *game; /* --game, or NULL to resume the saved game */
  guint32 deal;
  guint play;    /* moves the program is to play */
  gboolean idle; /* killed once it has stopped playing, not at a random time */
} Round;

/* What the statistics held before the round. */
typedef struct
{
  PatStats *seeded;
} Fixture;

static void
add_win (PatStats *stats, const char *game, const char *key, const char *value,
         guint32 deal, guint seconds, guint moves)
{
  g_autoptr (PatSession) session = pt_deal (game, deal, key, value);

  pat_stats_add_win (stats, pat_session_get_rules (session), deal, seconds, moves);
}

static void
add_loss (PatStats *stats, const char *game)
{
  g_autoptr (PatSession) session = pt_deal (game, 1, NULL, NULL);

  pat_stats_add_loss (stats, pat_session_get_rules (session));
}

/* A fresh data dir for the round, holding statistics of earlier games. */
static void
fixture_setup (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;

  data_home = g_dir_make_tmp ("patience-crash-XXXXXX", &error);
  g_assert_no_error (error);

  fixture->seeded = pat_stats_new ();
  add_win (fixture->seeded, "intelligence", NULL, NULL, 5, 300, 210);
  add_win (fixture->seeded, "intelligence", NULL, NULL, 77, 280, 190);
  add_loss (fixture->seeded, "intelligence");
  add_loss (fixture->seeded, "indian");
  add_win (fixture->seeded, "laggard-lady", NULL, NULL, 3, 400, 500);
  add_loss (fixture->seeded, "laggard-lady");
  add_win (fixture->seeded, "king-albert", NULL, NULL, 1, 600, 822);
  json = pat_stats_save (fixture->seeded, NULL);
  write_data (PAT_STORE_STATS, json);
}

static void
fixture_teardown (Fixture *fixture, gconstpointer data)
{
  pt_remove_tree (data_home);
  g_clear_pointer (&data_home, g_free);
  pat_stats_free (fixture->seeded);
}

/* The saved game as the program would resume it, or NULL when there is
 * none; fails the test if it does not load. */
static PatSession *
load_saved (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = read_data (PAT_STORE_GAME, &error);
  PatSession *session;

  if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return NULL;
  g_assert_no_error (error);
  session = pat_json_load (json, -1, &error);
  if (session == NULL)
    g_error ("the saved game does not load: %s\n%s", error->message, json);
  return session;
}

/* Starts patience-player in @mode ("play" with @moves, or "print"), or the
 * program itself when @mode is NULL, on @game's deal @deal (NULL: the game
 * saved is resumed). */
/* A condition on the player's files, checked again at each change. */
typedef gboolean (*FilesCheck) (gpointer data);

static gboolean
flag_cb (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
files_changed_cb (GFileMonitor *monitor, GFile *file, GFile *other,
                  GFileMonitorEvent event, guint *changes)
{
  (*changes)++;
}

/* Waits until @check holds of the player's files, which the program writes
 * while @process runs: checked at once and again after every change the
 * folder's monitor reports. The deadline only ends a test that would
 * otherwise hang. */
static void
wait_for_files (GSubprocess *process, FilesCheck check, gpointer data)
{
  g_autofree char *dir = g_build_filename (data_home, "patience", NULL);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GFileMonitor) monitor = NULL;
  g_autoptr (GError) error = NULL;
  gboolean late = FALSE;
  guint changes = 0;
  guint deadline;

  /* The fixture made the folder: its monitor sees every file written in
   * it from now on, the atomic writes' renames included. */
  monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  g_assert_no_error (error);
  g_signal_connect (monitor, "changed", G_CALLBACK (files_changed_cb), &changes);
  deadline = g_timeout_add_seconds (20, flag_cb, &late);
  while (!check (data))
    {
      g_assert_false (late);
      /* It has not ended by itself. */
      g_assert_nonnull (g_subprocess_get_identifier (process));
      g_main_context_iteration (NULL, TRUE);
    }
  if (!late)
    g_source_remove (deadline);
  g_file_monitor_cancel (monitor);
  g_test_message ("the player's files changed %u times during the wait", changes);
}

static GSubprocess *
launch (const char *game, guint32 deal, const char *mode, const char *moves,
        GSubprocessFlags flags)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (flags);
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  GSubprocess *process;

  /* Without a mode, the program itself. */
  g_ptr_array_add (argv,
                   g_strdup (g_getenv (mode != NULL ? "PATIENCE_PLAYER" : "PATIENCE")));
  if (mode != NULL)
    g_ptr_array_add (argv, g_strdup (mode));
  if (moves != NULL)
    g_ptr_array_add (argv, g_strdup (moves));
  if (game != NULL)
    {
      g_ptr_array_add (argv, g_strdup_printf ("--game=%s", game));
      g_ptr_array_add (argv, g_strdup_printf ("--deal=%u", deal));
    }
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  process
      = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

static void
name_owner_changed_cb (GDBusConnection *bus, const char *sender, const char *path,
                       const char *interface, const char *signal, GVariant *parameters,
                       gpointer data)
{
  const char *owner = NULL;

  g_variant_get (parameters, "(&s&s&s)", NULL, NULL, &owner);
  if (*owner == '\0')
    *(gboolean *)data = TRUE;
}

/* The killed program's bus name is gone, so that the next one is not taken
 * for a second instance of it: asked once, then told by the bus when its
 * owner goes. The deadline only ends a test that would otherwise hang. */
static void
wait_for_bus_name_released (void)
{
  g_autoptr (GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  g_autoptr (GVariant) reply = NULL;
  gboolean released = FALSE, late = FALSE;
  guint subscription, deadline;

  g_assert_nonnull (bus);
  /* Subscribed before asking: a release between the two is not missed. */
  subscription = g_dbus_connection_signal_subscribe (
      bus, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameOwnerChanged",
      "/org/freedesktop/DBus", APP_ID, G_DBUS_SIGNAL_FLAGS_NONE, name_owner_changed_cb,
      &released, NULL);
  reply = g_dbus_connection_call_sync (
      bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
      "NameHasOwner", g_variant_new ("(s)", APP_ID), G_VARIANT_TYPE ("(b)"),
      G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
  g_assert_nonnull (reply);
  g_variant_get (reply, "(b)", &released);
  released = !released;
  deadline = g_timeout_add_seconds (10, flag_cb, &late);
  while (!released)
    {
      g_assert_false (late);
      g_main_context_iteration (NULL, TRUE);
    }
  if (!late)
    g_source_remove (deadline);
  g_dbus_connection_signal_unsubscribe (bus, subscription);
}

static guint
n_moves (PatSession *session)
{
  return session != NULL ? pat_session_get_n_history (session) : 0;
}

/* Reads the saved game at every change of the player's folder while the
 * program plays, for @ms milliseconds or, when @idle, until it has stopped
 * playing: every version of the file must load, and the game only grows.
 * Returns the number of moves last seen. */
static guint
watch_saved_game (GSubprocess *process, guint ms, gboolean idle, guint play)
{
  g_autofree char *dir = g_build_filename (data_home, "patience", NULL);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GFileMonitor) monitor = NULL;
  g_autoptr (GError) error = NULL;
  gboolean over = FALSE, late = FALSE;
  guint changes = 0, read_at = G_MAXUINT, seen = 0, reads = 0;
  guint deadline, end = 0;

  monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  g_assert_no_error (error);
  g_signal_connect (monitor, "changed", G_CALLBACK (files_changed_cb), &changes);
  deadline = g_timeout_add_seconds (20, flag_cb, &late);
  /* The kill comes at a time of its own, not at an event. */
  if (!idle)
    end = g_timeout_add (ms, flag_cb, &over);
  while (!over)
    {
      if (changes != read_at)
        {
          g_autoptr (PatSession) session = load_saved ();

          read_at = changes;
          reads++;
          g_assert_cmpuint (n_moves (session), >=, seen);
          /* Idle: every move made (or none left for a long while), and then
           * a little time for nothing at all to happen. */
          if (idle && (reads == 1 || n_moves (session) != seen))
            {
              g_clear_handle_id (&end, g_source_remove);
              end = g_timeout_add (n_moves (session) >= play ? 500 : 2000, flag_cb,
                                   &over);
            }
          seen = n_moves (session);
        }
      g_assert_false (late);
      /* It has not ended by itself. */
      g_assert_nonnull (g_subprocess_get_identifier (process));
      g_main_context_iteration (NULL, TRUE);
    }
  if (!late)
    g_source_remove (deadline);
  g_file_monitor_cancel (monitor);
  g_test_message ("read the saved game %u times while it was played", reads);
  return seen;
}

/* The saved game is there, and no longer @data, the one saved before. */
static gboolean
saved_anew (gpointer data)
{
  g_autofree char *now = read_data (PAT_STORE_GAME, NULL);

  return now != NULL && g_strcmp0 (now, data) != 0;
}

static void
kill_program (GSubprocess *process)
{
  g_autoptr (GError) error = NULL;

  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  /* It was killed, not ended by a crash or a failed check of its own. */
  g_assert_true (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
}

/* Starts the program again and returns the game it resumed, as JSON. */
static char *
resumed_game (void)
{
  g_autoptr (GSubprocess) process
      = launch (NULL, 0, "print", NULL, G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr (GError) error = NULL;
  char *out = NULL;

  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_strchomp (out);
  return out;
}

/* Every record of the seeded statistics is still there, at least as far
 * as it went: games can only have been added. */
static void
assert_stats_kept (const PatStats *seeded)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = read_data (PAT_STORE_STATS, &error);
  g_autoptr (PatStats) stats = NULL;
  g_autoptr (GPtrArray) records = pat_stats_list (seeded);

  g_assert_no_error (error);
  stats = pat_stats_load (json, -1, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < records->len; i++)
    {
      const PatRecord *before = g_ptr_array_index (records, i);
      const PatRecord *after = pat_stats_lookup (stats, before->key);

      g_assert_nonnull (after);
      g_assert_cmpuint (after->played, >=, before->played);
      g_assert_cmpuint (after->won, >=, before->won);
      g_assert_cmpuint (after->played - after->won, >=, before->played - before->won);
      g_assert_cmpuint (after->best_win_streak, >=, before->best_win_streak);
      g_assert_cmpuint (after->worst_loss_streak, >=, before->worst_loss_streak);
      if (before->best_time != 0)
        g_assert_cmpuint (after->best_time, <=, before->best_time);
      if (before->fewest_moves != 0)
        g_assert_cmpuint (after->fewest_moves, <=, before->fewest_moves);
      g_assert_cmpuint (after->won_deals->len, >=, before->won_deals->len);
      g_assert_cmpmem (after->won_deals->data, before->won_deals->len * sizeof (guint32),
                       before->won_deals->data,
                       before->won_deals->len * sizeof (guint32));
    }
}

/* The data dir holds the player's files and nothing else (the lock that
 * says which instance writes them is one): nothing was found damaged and
 * set aside, and what a write killed midway left beside them
 * ("NAME.XXXXXX") was removed when the program started again. */
static void
assert_only_player_files (void)
{
  g_autofree char *dir = g_build_filename (data_home, "patience", NULL);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (!g_str_equal (name, PAT_STORE_GAME) && !g_str_equal (name, PAT_STORE_STATS)
        && !g_str_equal (name, PAT_STORE_LOCK))
      g_error ("left in the data dir: %s", name);
}

/* Launch, play, kill, relaunch, compare. */
static void
test_round (Fixture *fixture, gconstpointer data)
{
  const Round *round = data;
  g_autofree char *play = g_strdup_printf ("%u", round->play);
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (PatSession) saved = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *resumed = NULL;
  /* GTest seeds its generator alike for every test: the test's name
   * makes each round's delay its own. */
  g_autoptr (GRand) rand
      = g_rand_new_with_seed (g_test_rand_int () ^ g_str_hash (g_test_get_path ()));
  guint ms = (guint)g_rand_int_range (rand, 100, 1501);
  g_autofree char *earlier = read_data (PAT_STORE_GAME, NULL);
  guint seen;

  process = launch (round->game, round->deal, "play", play,
                    G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  /* The clock starts at the program's first save, when its window is up:
   * what comes before is the toolkit starting. */
  wait_for_files (process, saved_anew, earlier);
  if (round->idle)
    g_test_message ("killing it once it has stopped playing");
  else
    g_test_message ("killing it after %u ms of play", ms);
  seen = watch_saved_game (process, ms, round->idle, round->play);
  kill_program (process);

  /* (a) The file on disk is a whole saved game, as far as it was played. */
  saved = load_saved ();
  g_assert_nonnull (saved);
  g_assert_cmpuint (n_moves (saved), >=, seen);
  g_test_message ("%s deal %u: killed after %u moves, status %s",
                  pat_session_get_rules (saved)->variant->id,
                  pat_session_get_state (saved)->deal, n_moves (saved),
                  pat_status_to_string (pat_session_get_status (saved)));
  if (round->game != NULL)
    {
      g_assert_cmpstr (pat_session_get_rules (saved)->variant->id, ==, round->game);
      g_assert_cmpuint (pat_session_get_state (saved)->deal, ==, round->deal);
    }
  if (round->idle)
    g_assert_cmpuint (n_moves (saved), ==, seen);

  /* (b) Started again, the program shows that game, history and all. */
  wait_for_bus_name_released ();
  expected = pat_json_save (saved);
  resumed = resumed_game ();
  if (pat_session_get_status (saved) == PAT_STATUS_WON)
    {
      /* A won game is not resumed: a new one is dealt. */
      g_autoptr (PatSession) fresh = pat_json_load (resumed, -1, NULL);

      g_assert_nonnull (fresh);
      g_assert_cmpuint (n_moves (fresh), ==, 0);
    }
  else
    g_assert_cmpstr (resumed, ==, expected);

  /* (c) The statistics: still loading, nothing of them lost, and the win
   * counted if the saved game says it was won (written with the game, or,
   * killed between the two writes, when the program started again). */
  assert_stats_kept (fixture->seeded);
  if (pat_session_get_status (saved) == PAT_STATUS_WON)
    {
      g_autofree char *json = read_data (PAT_STORE_STATS, NULL);
      g_autoptr (PatStats) stats = pat_stats_load (json, -1, NULL);
      g_autofree char *key = pat_stats_key (pat_session_get_rules (saved));
      const PatRecord *before = pat_stats_lookup (fixture->seeded, key);
      const PatRecord *after = pat_stats_lookup (stats, key);

      g_assert_nonnull (after);
      g_assert_cmpuint (after->won, ==, (before != NULL ? before->won : 0) + 1);
      g_assert_cmpuint (
          g_array_index (after->won_deals, guint32, after->won_deals->len - 1), ==,
          pat_session_get_state (saved)->deal);
    }
  assert_only_player_files ();
}

/* The same, starting from a saved game one move from the win, so that the
 * program writes its statistics while it may be killed. */
static void
test_win_round (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) lines = pt_winning_lines ();

  for (guint i = 0; i < lines->len; i++)
    {
      const PtWinningLine *line = lines->pdata[i];
      g_autoptr (PatSession) session = NULL;
      g_autofree char *json = NULL;
      guint n = g_strv_length (line->moves);

      if (!g_str_equal (line->game, "laggard-lady"))
        continue;
      session = pt_winning_line_deal (line);
      for (guint m = 0; m + 1 < n; m++)
        pt_play (session, line->moves[m]);
      pt_assert_status (session, "playing");
      json = pat_json_save (session);
      write_data (PAT_STORE_GAME, json);
      test_round (fixture, data);
      return;
    }
  g_assert_not_reached ();
}

static guint64
played (const char *game)
{
  g_autofree char *json = read_data (PAT_STORE_STATS, NULL);
  g_autoptr (PatStats) stats = pat_stats_load (json, -1, NULL);
  g_autoptr (PatSession) session = pt_deal (game, 1, NULL, NULL);
  g_autofree char *key = pat_stats_key (pat_session_get_rules (session));
  const PatRecord *record;

  g_assert_nonnull (stats);
  record = pat_stats_lookup (stats, key);
  return record != NULL ? record->played : 0;
}

/* `patience --game` over a started saved game gives that game up, as a new
 * game from the window does: a loss. An untouched one is not counted. */
static void
test_replaced (Fixture *fixture, gconstpointer data)
{
  for (guint moves = 0; moves < 2; moves++)
    {
      g_autoptr (PatSession) session = pt_deal ("indian", 12, NULL, NULL);
      g_autoptr (GSubprocess) process = NULL;
      g_autoptr (PatSession) resumed = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *json = NULL;
      g_autofree char *out = NULL;
      guint64 before = played ("indian");

      if (moves > 0)
        {
          PatMove move[PAT_MAX_MOVES];

          g_assert_cmpuint (pat_moves_list (pat_session_get_rules (session),
                                            pat_session_get_state (session), move,
                                            G_N_ELEMENTS (move)),
                            >, 0);
          g_assert_true (pat_session_play (session, &move[0], NULL));
        }
      json = pat_json_save (session);
      write_data (PAT_STORE_GAME, json);

      process = launch ("king-albert", 3, "print", NULL, G_SUBPROCESS_FLAGS_STDOUT_PIPE);
      g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
      resumed = pat_json_load (out, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (pat_session_get_rules (resumed)->variant->id, ==, "king-albert");
      g_assert_cmpuint (played ("indian"), ==, before + moves);
      wait_for_bus_name_released ();
    }
  assert_stats_kept (fixture->seeded);
}

/* Runs the program with @args to its end, which comes at once when another
 * instance runs or an option is bad. Returns its exit status; @err gets
 * what it wrote on standard error. */
static int
run_to_end (const char *const *args, char **err)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (
      G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;

  g_ptr_array_add (argv, (gpointer)g_getenv ("PATIENCE"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  process
      = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

/* Waits until the saved game is @game's deal @deal: the program saves the
 * game on its table at every change, a new deal included. */
typedef struct
{
  const char *game;
  guint32 deal;
  guint moves; /* at least */
} SavedWait;

static gboolean
saved_is (gpointer data)
{
  const SavedWait *wait = data;
  g_autoptr (PatSession) saved = load_saved ();

  return saved != NULL
         && g_str_equal (pat_session_get_rules (saved)->variant->id, wait->game)
         && pat_session_get_state (saved)->deal == wait->deal
         && n_moves (saved) >= wait->moves;
}

static void
wait_for_saved (GSubprocess *process, const char *game, guint32 deal)
{
  SavedWait wait = { game, deal, 0 };

  wait_for_files (process, saved_is, &wait);
}

/* `patience --game king-albert --deal 9` while Patience runs deals that
 * game in the running program's window (an untouched deal there gives way
 * without a question), and ends with status 0. A bad option ends it with
 * the error and status it gives when it runs alone, on its own standard
 * error. */
static void
test_second_start (Fixture *fixture, gconstpointer data)
{
  static const char *const bad_deal[] = { "--deal=0", NULL };
  static const char *const bad_game[] = { "--game=no-such-game", "--deal=9", NULL };
  static const char *const king_albert[] = { "--game=king-albert", "--deal=9", NULL };
  static const char *const deal_10[] = { "--deal=10", NULL };
  g_autofree char *alone_deal = NULL;
  g_autofree char *alone_game = NULL;
  g_autofree char *expected = NULL;
  g_autoptr (GSubprocess) first = NULL;

  g_assert_cmpint (run_to_end (bad_deal, &alone_deal), ==, 1);
  expected = g_strdup_printf (
      "patience: the deal number must be a whole number from %u to %u, not “0”\n",
      PAT_DEAL_MIN, PAT_DEAL_MAX);
  g_assert_cmpstr (alone_deal, ==, expected);
  g_assert_cmpint (run_to_end (bad_game, &alone_game), ==, 1);
  g_assert_true (g_str_has_prefix (alone_game, "patience: unknown game “no-such-game”"));

  first = launch ("indian", 12, NULL, NULL, G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  wait_for_saved (first, "indian", 12);

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *err = NULL;

      g_assert_cmpint (run_to_end (i == 0 ? bad_deal : bad_game, &err), ==, 1);
      g_assert_cmpstr (err, ==, i == 0 ? alone_deal : alone_game);
    }
  g_assert_cmpint (run_to_end (king_albert, NULL), ==, 0);
  wait_for_saved (first, "king-albert", 9);
  /* --deal alone: another deal of the game on the table. */
  g_assert_cmpint (run_to_end (deal_10, NULL), ==, 0);
  wait_for_saved (first, "king-albert", 10);
  kill_program (first);
  wait_for_bus_name_released ();
}

/* Runs patience-player in another session of the same player, on a
 * session bus of its own (dbus-run-session), so that it is a first
 * instance there whatever runs on this one: `look @moves` on @game's deal
 * @deal. Returns what it printed, the labels its window showed; it must
 * end by itself, with status 0. */
static char *
look_from_another_session (const char *game, guint32 deal, guint moves)
{
  g_autoptr (GSubprocessLauncher) launcher
      = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autofree char *dbus_run_session = g_find_program_in_path ("dbus-run-session");
  g_autofree char *n = g_strdup_printf ("%u", moves);
  g_autofree char *game_arg = g_strdup_printf ("--game=%s", game);
  g_autofree char *deal_arg = g_strdup_printf ("--deal=%u", deal);
  const char *argv[]
      = { dbus_run_session, "--", g_getenv ("PATIENCE_PLAYER"), "look", n, game_arg,
          deal_arg,         NULL };
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  char *out = NULL;

  g_assert_nonnull (dbus_run_session);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  return out;
}

#define ANOTHER_SESSION "Patience is open in another session"

/* Patience in two sessions on one home (two logins, or a desktop and an
 * ssh one) runs an instance in each, as it is unique on a session bus
 * only. The second plays, but writes nothing and says so: the first's
 * saved game and statistics stay as the first wrote them, and the game the
 * first has under way is not given up by the second. The lock goes with
 * the first when it is killed: then the next instance writes, and gives
 * that game up once. */
static void
test_two_sessions (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GSubprocess) first = NULL;
  g_autoptr (PatSession) kept = NULL;
  g_autoptr (PatSession) replaced = NULL;
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;
  guint indian, king_albert;

  first = launch ("indian", 12, "play", "5", G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  /* A game under way, which a new game would give up. */
  wait_for_files (first, saved_is, &(SavedWait){ "indian", 12, 1 });
  indian = played ("indian");
  king_albert = played ("king-albert");

  second = look_from_another_session ("king-albert", 3, 3);
  g_test_message ("the second instance showed:\n%s", second);
  g_assert_nonnull (strstr (second, ANOTHER_SESSION));
  kept = load_saved ();
  g_assert_cmpstr (pat_session_get_rules (kept)->variant->id, ==, "indian");
  g_assert_cmpuint (pat_session_get_state (kept)->deal, ==, 12);
  g_assert_cmpuint (n_moves (kept), >, 0);
  g_assert_cmpuint (played ("indian"), ==, indian);
  g_assert_cmpuint (played ("king-albert"), ==, king_albert);
  assert_stats_kept (fixture->seeded);
  assert_only_player_files ();

  kill_program (first);
  wait_for_bus_name_released ();
  third = look_from_another_session ("king-albert", 3, 1);
  g_assert_null (strstr (third, ANOTHER_SESSION));
  replaced = load_saved ();
  g_assert_cmpstr (pat_session_get_rules (replaced)->variant->id, ==, "king-albert");
  g_assert_cmpuint (pat_session_get_state (replaced)->deal, ==, 3);
  g_assert_cmpuint (played ("indian"), ==, indian + 1);
  assert_stats_kept (fixture->seeded);
  assert_only_player_files ();
}

/* The data folder's parent is a file: nothing can be read, moved aside or
 * written there. The window says that the file it could not read was left
 * as it was, not that it was set aside. */
static void
test_data_parent_a_file (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GSubprocessLauncher) launcher
      = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autofree char *file = g_build_filename (data_home, "a-file", NULL);
  const char *const argv[] = { g_getenv ("PATIENCE_PLAYER"), "look", "0", NULL };
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;

  g_assert_true (g_file_set_contents (file, "", 0, NULL));
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", file, TRUE);
  /* It warns of each file it cannot read or write, as it should. */
  g_subprocess_launcher_setenv (launcher, "G_DEBUG", "gc-friendly", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_test_message ("the window showed:\n%s", out);
  g_assert_nonnull (strstr (out, "Your saved game could not be read nor moved aside; "
                                 "nothing of it was changed\n"));
  g_assert_null (strstr (out, "set aside"));
  wait_for_bus_name_released ();
}

/* A hostile option is quoted short and escaped, on one line. */
static void
test_hostile_options (Fixture *fixture, gconstpointer data)
{
  g_autofree char *long_deal = g_strnfill (5000, '9');
  g_autofree char *game = g_strdup ("--game=x\033[31m\nbad");
  g_autofree char *deal = g_strconcat ("--deal=", long_deal, NULL);
  const char *const escape[] = { game, NULL };
  const char *const length[] = { deal, NULL };
  g_autofree char *err = NULL, *err_long = NULL;

  g_assert_cmpint (run_to_end (escape, &err), ==, 1);
  g_assert_true (g_str_has_prefix (err, "patience: unknown game “x\\x1b[31m\\nbad”"));
  g_assert_cmpint (run_to_end (length, &err_long), ==, 1);
  g_assert_cmpuint (strlen (err_long), <, 200);
  /* One line each: the newline that ends it is the only one. */
  g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
  g_assert_true (strchr (err_long, '\n') == err_long + strlen (err_long) - 1);
}

int
main (int argc, char **argv)
{
  static const Round rounds[] = {
    { "intelligence", 11, 200, FALSE }, { "indian", 12, 200, FALSE },
    { "idle-aces", 13, 200, FALSE },    { "jubilee", 14, 200, FALSE },
    { "intrigue", 15, 200, FALSE },     { "laggard-lady", 16, 200, FALSE },
    { "king-albert", 17, 200, FALSE },  { "intelligence", 18, 20, TRUE },
  };
  static const Round win = { NULL, 0, 200, FALSE };

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("PATIENCE"));

  for (guint i = 0; i < G_N_ELEMENTS (rounds); i++)
    {
      g_autofree char *name = g_strdup_printf (
          "/crash/%s/%s", rounds[i].idle ? "idle" : "playing", rounds[i].game);

      g_test_add (name, Fixture, &rounds[i], fixture_setup, test_round, fixture_teardown);
    }
  g_test_add ("/crash/winning/laggard-lady", Fixture, &win, fixture_setup, test_win_round,
              fixture_teardown);
  g_test_add ("/crash/replaced", Fixture, NULL, fixture_setup, test_replaced,
              fixture_teardown);
  g_test_add ("/program/hostile-options", Fixture, NULL, fixture_setup,
              test_hostile_options, fixture_teardown);
  g_test_add ("/program/second-start", Fixture, NULL, fixture_setup, test_second_start,
              fixture_teardown);
  g_test_add ("/program/data-parent-a-file", Fixture, NULL, fixture_setup,
              test_data_parent_a_file, fixture_teardown);
  g_test_add ("/program/two-sessions", Fixture, NULL, fixture_setup, test_two_sessions,
              fixture_teardown);

  return g_test_run ();
}
