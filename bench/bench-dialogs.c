/* bench-dialogs.c — from a dialog's action to the dialog's first frame
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the real window under the display it is given, then activates
 * Select Game and Preferences again and again, and times each from the
 * moment its action is activated to the end ("after-paint") of the first
 * frame of the window it opens. Prints figures; checks nothing.
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pat-board-private.h"
#include "pat-game-chooser.h"
#include "pat-preferences.h"
#include "pat-window.h"

#define N_RUNS 15
#define N_FIRST 5

typedef struct
{
  gint64 start;
  gint64 first_frame;
  gint64 cpu_start;
  gint64 cpu; /* the main thread's processor time until the first frame */
} Timing;

/* The main thread's processor time, in µs: what the dialog costs, whatever
 * else the machine is doing. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *)a, y = *(const gint64 *)b;

  return (x > y) - (x < y);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }
  return NULL;
}

static void
after_paint_cb (GdkFrameClock *clock, Timing *timing)
{
  if (timing->first_frame != 0)
    return;
  timing->first_frame = g_get_monotonic_time ();
  timing->cpu = thread_cpu_us () - timing->cpu_start;
}

/* Activates @action on @window, and waits for the first frame of the
 * window of @type it opens. */
static Timing
time_dialog (GtkWidget *window, const char *action, GType type)
{
  Timing timing = { 0 };
  GtkWindow *dialog;
  GdkFrameClock *clock;
  gulong handler;

  timing.start = g_get_monotonic_time ();
  timing.cpu_start = thread_cpu_us ();
  gtk_widget_activate_action (window, action, NULL);
  /* Presented, hence realized: its frame clock exists, and it has not
   * drawn yet, as the main loop has not run since. */
  dialog = find_toplevel (type);
  g_assert (dialog != NULL);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (dialog));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &timing);
  while (timing.first_frame == 0)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);

  gtk_window_destroy (dialog);
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  return timing;
}

static const struct
{
  const char *name, *action;
  GType (*get_type) (void);
} dialogs[] = {
  { "Select Game", "win.select-game", pat_game_chooser_get_type },
  { "Preferences", "win.preferences", pat_preferences_get_type },
};

static PatWindow *
open_window (void)
{
  PatRules rules;
  graphene_rect_t rect;
  PatWindow *window;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  window = pat_window_new (NULL);
  pat_window_new_game (window, &rules, 1);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  gtk_window_present (GTK_WINDOW (window));
  while (!pat_board_get_pile_rect (pat_window_get_board (window), 0, -1, &rect)
         || rect.size.width <= 0)
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  return window;
}

/* In a process of its own: opens dialog @d once, as a player's first
 * opening does, prints the wall and processor time, and leaves. */
static int
run_first (guint d)
{
  PatWindow *window = open_window ();
  Timing timing
      = time_dialog (GTK_WIDGET (window), dialogs[d].action, dialogs[d].get_type ());

  printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
          timing.first_frame - timing.start, timing.cpu);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

static void
print_medians (const char *what, gint64 *wall, gint64 *cpu, guint n)
{
  qsort (wall, n, sizeof *wall, compare);
  qsort (cpu, n, sizeof *cpu, compare);
  printf ("%-28s median %6.1f ms (max %6.1f), main thread busy %6.1f ms (%u runs)\n",
          what, wall[n / 2] / 1000.0, wall[n - 1] / 1000.0, cpu[n / 2] / 1000.0, n);
}

/* The first opening, each in a new process (types, templates and fonts met
 * for the first time): the slowest a player sees. */
static void
report_first (const char *argv0, guint d)
{
  gint64 wall[N_FIRST], cpu[N_FIRST];
  g_autofree char *index = g_strdup_printf ("%u", d);
  g_autofree char *what = g_strdup_printf ("%s, first opening", dialogs[d].name);
  char *argv[] = { (char *)argv0, (char *)"--first", index, NULL };

  for (guint i = 0; i < N_FIRST; i++)
    {
      g_autofree char *out = NULL;
      g_autoptr (GError) error = NULL;
      int status;

      if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                         NULL, &status, &error)
          || !g_spawn_check_wait_status (status, &error)
          || sscanf (out, "%" G_GINT64_FORMAT " %" G_GINT64_FORMAT, &wall[i], &cpu[i])
                 != 2)
        g_error ("bench-dialogs: %s", error != NULL ? error->message : "no figures");
    }
  print_medians (what, wall, cpu, N_FIRST);
}

/* Opened again and again in one process. */
static void
report_again (PatWindow *window, guint d)
{
  gint64 wall[N_RUNS], cpu[N_RUNS];
  g_autofree char *what = g_strdup_printf ("%s, opened again", dialogs[d].name);

  for (guint i = 0; i < N_RUNS; i++)
    {
      Timing timing
          = time_dialog (GTK_WIDGET (window), dialogs[d].action, dialogs[d].get_type ());

      wall[i] = timing.first_frame - timing.start;
      cpu[i] = timing.cpu;
    }
  print_medians (what, wall, cpu, N_RUNS);
}

int
main (int argc, char **argv)
{
  PatWindow *window;

  gtk_init ();
  adw_init ();
  if (argc > 2 && strcmp (argv[1], "--first") == 0)
    return run_first ((guint)g_ascii_strtoull (argv[2], NULL, 10)
                      % G_N_ELEMENTS (dialogs));

  printf ("renderer: %s; from the action to the end of the dialog's first frame\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default");
  for (guint d = 0; d < G_N_ELEMENTS (dialogs); d++)
    report_first (argv[0], d);
  window = open_window ();
  for (guint d = 0; d < G_N_ELEMENTS (dialogs); d++)
    report_again (window, d);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
