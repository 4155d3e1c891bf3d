/* bench-startup.c — from process start to the first frame with cards
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starts the application as `patience` runs it, with each game, under the
 * display it is given, and times it from the moment it is started to the end
 * of its first frame with cards; then the same for a bare
 * AdwApplicationWindow: the toolkit's floor, timed to the end of its first
 * frame too. Both run in a process of this program's own (--patience GAME,
 * --bare), which reports the time of its first frame and leaves: the shipped
 * program has no such hook. The runs go in rounds, the bare window first and
 * then every game, so that a machine whose load changes weighs on all alike;
 * each game's ratio is to the bare window's median of the same rounds. Peak
 * resident memory and the CPU time the process used (which another
 * program's load changes less than the wall-clock time) come from the kernel
 * (wait4). Prints figures; checks nothing.
 *
 * Each game keeps its rendered cards in a cache of its own, filled by an
 * untimed start before the rounds, as a player's earlier game filled it;
 * BENCH_CACHE=cold leaves the caches empty (a timed run ends at its first
 * frame, before anything is written).
 *
 * BENCH_RESUME=1 starts each game as a player's start resumes it: from
 * its saved game (deal 1 as dealt), with no options.
 *
 * bench-startup [GAME...] times only those games; BENCH_RUNS sets the
 * number of rounds (5).
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "pat-application.h"
#include "test-util.h"
#include "pat-i18n.h"
#include "pat-json.h"
#include "pat-window.h"

#define N_RUNS 5

typedef struct
{
  double ms;
  double cpu_ms;
  long rss_kb;
} Run;

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return (x > y) - (x < y);
}

/* The median of one figure of @runs, picked by its offset in Run. */
static double
median (const Run *runs, guint n, gsize offset)
{
  g_autofree double *values = g_new (double, n);

  for (guint i = 0; i < n; i++)
    values[i] = offset == G_STRUCT_OFFSET (Run, rss_kb)
                    ? (double)runs[i].rss_kb
                    : G_STRUCT_MEMBER (double, &runs[i], offset);
  qsort (values, n, sizeof values[0], compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static Run
time_process (char **argv, const char *home)
{
  g_autofree char *cache_home = g_build_filename (home, "cache", NULL);
  g_autofree char *data_home = g_build_filename (home, "data", NULL);
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) env = g_get_environ ();
  g_autofree char *start = g_strdup_printf ("%" G_GINT64_FORMAT, g_get_monotonic_time ());
  struct rusage usage;
  GPid pid;
  int status, out;
  char buffer[256] = "";
  gssize n;
  Run run = { 0 };

  env = g_environ_setenv (env, "PATIENCE_BENCH_START", start, TRUE);
  env = g_environ_setenv (env, "XDG_CACHE_HOME", cache_home, TRUE);
  /* Only a resumed start needs its own saved game: the player's files
   * of the machine's user otherwise, as before. */
  if (g_getenv ("BENCH_RESUME") != NULL)
    env = g_environ_setenv (env, "XDG_DATA_HOME", data_home, TRUE);
  if (!g_spawn_async_with_pipes (NULL, argv, env,
                                 G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &pid, NULL, &out, NULL, &error))
    g_error ("bench-startup: %s", error->message);
  n = read (out, buffer, sizeof buffer - 1);
  close (out);
  if (wait4 (pid, &status, 0, &usage) != pid || !WIFEXITED (status)
      || WEXITSTATUS (status) != 0 || n <= 0
      || !g_str_has_prefix (buffer, "first-frame-us "))
    g_error ("bench-startup: %s did not report its first frame", argv[0]);
  run.ms = g_ascii_strtoll (buffer + strlen ("first-frame-us "), NULL, 10) / 1000.0;
  run.rss_kb = usage.ru_maxrss;
  run.cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
               + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
  return run;
}

static void
report (const char *what, const Run *runs, guint n, const Run *bare)
{
  double ms = median (runs, n, G_STRUCT_OFFSET (Run, ms));
  double cpu = median (runs, n, G_STRUCT_OFFSET (Run, cpu_ms));
  double mb = median (runs, n, G_STRUCT_OFFSET (Run, rss_kb)) / 1024.0;

  printf ("%-26s %7.1f ms", what, ms);
  if (bare != NULL)
    printf (" %5.2fx", ms / median (bare, n, G_STRUCT_OFFSET (Run, ms)));
  else
    printf ("       ");
  printf ("  %6.1f ms", cpu);
  if (bare != NULL)
    printf (" %5.2fx", cpu / median (bare, n, G_STRUCT_OFFSET (Run, cpu_ms)));
  else
    printf ("       ");
  printf ("  %6.1f MB", mb);
  if (bare != NULL)
    printf (" %+5.1f", mb - median (bare, n, G_STRUCT_OFFSET (Run, rss_kb)) / 1024.0);
  printf ("\n");
}

/* Polled in a start that fills the cache: it leaves once the cards are
 * written. */
static gboolean
cache_written_cb (gpointer data)
{
  g_autofree char *path
      = g_build_filename (g_get_user_cache_dir (), "patience", "cards", NULL);
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".cards"))
      {
        g_application_quit (g_application_get_default ());
        return G_SOURCE_REMOVE;
      }
  return G_SOURCE_CONTINUE;
}

/* In the process timed: how long since @start, the monotonic time it was
 * started at, the first frame took; then it leaves. */
static void
report_first_frame (const char *start)
{
  printf ("first-frame-us %" G_GINT64_FORMAT "\n",
          g_get_monotonic_time () - g_ascii_strtoll (start, NULL, 10));
  fflush (stdout);
  g_unsetenv ("PATIENCE_BENCH_START");
  if (g_getenv ("PATIENCE_BENCH_FILL_CACHE") != NULL)
    g_timeout_add (50, cache_written_cb, NULL);
  else
    g_idle_add_once ((GSourceOnceFunc)g_application_quit, g_application_get_default ());
}

/* Drawn like the board's felt. The draw function runs while the frame is
 * being put together, before it is rendered: the first frame ends at the
 * frame clock's after-paint, as the application's does. */
static void
draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  gboolean *drawn = data;

  cairo_set_source_rgb (cr, 0.2, 0.5, 0.3);
  cairo_paint (cr);
  *drawn = TRUE;
}

static void
bare_after_paint_cb (GdkFrameClock *clock, gboolean *drawn)
{
  const char *start = g_getenv ("PATIENCE_BENCH_START");

  if (start != NULL && *drawn)
    report_first_frame (start);
}

static void
bare_realize_cb (GtkWidget *window, gboolean *drawn)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (bare_after_paint_cb), drawn);
}

/* The application's first frame with cards: once the board has drawn a
 * frame with the deck rendered. The deck is rendered on a worker and
 * handed over on the main thread, never between a frame's drawing and
 * its end. */
static void
after_paint_cb (GdkFrameClock *clock, PatWindow *window)
{
  const char *start = g_getenv ("PATIENCE_BENCH_START");
  PatBoard *board = pat_window_get_board (window);
  PatCardTheme *theme = pat_board_get_theme (board);

  if (start == NULL || theme == NULL || gtk_widget_get_width (GTK_WIDGET (board)) == 0
      || pat_card_theme_get_slot (theme, PAT_SLOT_PLAIN) == NULL)
    return;
  report_first_frame (start);
}

static void
window_realize_cb (GtkWidget *window)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint",
                           G_CALLBACK (after_paint_cb), window, 0);
}

static void
window_added_cb (GtkApplication *application, GtkWindow *window)
{
  if (PAT_IS_WINDOW (window))
    g_signal_connect (window, "realize", G_CALLBACK (window_realize_cb), NULL);
}

/* The application, started as main.c starts it, on @game's deal 1. */
static int
run_patience (const char *argv0, const char *game)
{
  g_autoptr (PatApplication) application = NULL;
  char *args[] = { (char *)argv0, (char *)"--new",  (char *)"--game",
                   (char *)game,  (char *)"--deal", (char *)"1",
                   NULL };
  int argc = g_getenv ("BENCH_RESUME") != NULL ? 1 : G_N_ELEMENTS (args) - 1;

  pat_i18n_init ();
  application = pat_application_new ();
  g_signal_connect (application, "window-added", G_CALLBACK (window_added_cb), NULL);
  return g_application_run (G_APPLICATION (application), argc, args);
}

/* The saved game a resumed start finds: @variant's deal 1, as dealt. */
static void
write_saved_game (const char *home, const PatVariant *variant)
{
  g_autofree char *dir = g_build_filename (home, "data", "patience", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr (PatSession) session = NULL;
  g_autofree char *json = NULL;
  PatRules rules;

  pat_rules_init_default (&rules, variant);
  session = pat_session_new (&rules, 1);
  json = pat_json_save (session);
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !g_file_set_contents (path, json, -1, NULL))
    g_error ("bench-startup: cannot write %s", path);
}

/* The floor: an empty AdwApplicationWindow, gone after its first frame. */
static void
bare_activate (GtkApplication *application)
{
  static gboolean drawn;
  GtkWidget *window = adw_application_window_new (application);
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_cb, &drawn, NULL);
  g_signal_connect (window, "realize", G_CALLBACK (bare_realize_cb), &drawn);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), area);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  gtk_window_present (GTK_WINDOW (window));
}

static int
run_bare_window (void)
{
  g_autoptr (AdwApplication) application
      = adw_application_new ("io.github.patience.BareWindow", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (application, "activate", G_CALLBACK (bare_activate), NULL);
  return g_application_run (G_APPLICATION (application), 0, NULL);
}

int
main (int argc, char **argv)
{
  guint n, n_games = 0, rounds = N_RUNS;
  const PatVariant *const *variants = pat_variants_list (&n);
  g_autofree const PatVariant **games = g_new0 (const PatVariant *, n);
  char *self_argv[] = { argv[0], (char *)"--bare", NULL };
  g_autofree Run *bare = NULL;
  g_autofree Run *runs = NULL;
  g_autofree char *caches = NULL;
  g_autoptr (GPtrArray) cache_homes = g_ptr_array_new_with_free_func (g_free);
  gboolean cold = g_strcmp0 (g_getenv ("BENCH_CACHE"), "cold") == 0;

  if (argc > 1 && strcmp (argv[1], "--bare") == 0)
    return run_bare_window ();
  if (argc > 2 && strcmp (argv[1], "--patience") == 0)
    return run_patience (argv[0], argv[2]);

  for (guint v = 0; v < n; v++)
    {
      gboolean wanted = argc < 2;

      for (int a = 1; a < argc && !wanted; a++)
        wanted = strcmp (argv[a], variants[v]->id) == 0;
      if (wanted)
        games[n_games++] = variants[v];
    }
  if (g_getenv ("BENCH_RUNS") != NULL)
    rounds = (guint)CLAMP (g_ascii_strtoll (g_getenv ("BENCH_RUNS"), NULL, 10), 1, 100);

  caches = g_dir_make_tmp ("bench-startup-XXXXXX", NULL);
  g_assert (caches != NULL);
  for (guint g = 0; g < n_games; g++)
    {
      char *args[] = { argv[0], (char *)"--patience", (char *)games[g]->id, NULL };

      g_ptr_array_add (cache_homes, g_build_filename (caches, games[g]->id, NULL));
      if (g_getenv ("BENCH_RESUME") != NULL)
        write_saved_game (cache_homes->pdata[g], games[g]);
      if (cold)
        continue;
      g_setenv ("PATIENCE_BENCH_FILL_CACHE", "1", TRUE);
      time_process (args, cache_homes->pdata[g]);
      g_unsetenv ("PATIENCE_BENCH_FILL_CACHE");
    }

  bare = g_new0 (Run, rounds);
  runs = g_new0 (Run, (gsize)rounds * MAX (n_games, 1));
  for (guint r = 0; r < rounds; r++)
    {
      bare[r] = time_process (self_argv, caches);
      for (guint g = 0; g < n_games; g++)
        {
          char *args[] = { argv[0], (char *)"--patience", (char *)games[g]->id, NULL };

          runs[g * rounds + r] = time_process (args, cache_homes->pdata[g]);
        }
    }
  /* The caches made for the rounds. */
  pt_remove_tree (caches);

  printf ("renderer: %s; %s; card cache: %s; medians of %u rounds; the ratios and\n"
          "the memory's difference are to the bare window's of the same rounds\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default",
          g_getenv ("BENCH_RESUME") != NULL ? "saved games resumed" : "new deals",
          cold ? "cold" : "warm", rounds);
  printf ("%-26s %-16s %-16s %s\n", "", "to first frame", "CPU time", "peak resident");
  report ("bare AdwApplicationWindow", bare, rounds, NULL);
  for (guint g = 0; g < n_games; g++)
    report (games[g]->id, &runs[g * rounds], rounds, bare);
  return 0;
}
