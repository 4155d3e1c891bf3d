/* bench-winnable.c — New Game with winnable deals only, and the window's
 * frames while the search for them runs
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the real window on Klondike with Winnable Deals Only on. First,
 * New Game again and again, each time once the cache holds a deal: the
 * time from the action to the deal on the table, and to the end of the
 * frame that draws it (target: p95 under 100 ms). Then a card dragged
 * around the table, frame after frame, in rounds that alternate between
 * the search at rest and the search busy (the cache emptied and a long
 * budget a deal): each frame's time from "before-paint" to "after-paint",
 * the time between frames, and the main thread's and the search's
 * processor time. BENCH_DEALS sets the New Games (40), BENCH_ROUNDS the
 * rounds (3). Prints figures; checks nothing.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdio.h>
#include <sys/resource.h>

#include "bench-util.h"
#include "pat-board-private.h"
#include "pat-settings.h"
#include "pat-window-private.h"

#define N_FRAMES 240
/* A frame later than this after the one before is late: 60 Hz with room
 * for the frame clock's own jitter. */
#define LATE_MS 25.0

typedef struct
{
  PatWindow *window;
  PatBoard *board;
  GMainLoop *loop;
  /* The frames being recorded. */
  gboolean recording;
  gint64 start, cpu_start, last_end;
  GArray *durations; /* ms, before-paint to after-paint */
  GArray *gaps;      /* ms, from one after-paint to the next */
  GArray *cpu;       /* ms of the main thread's processor time a frame */
  guint painted;     /* after-paints so far */
  /* The drag. */
  guint step;
  graphene_point_t from;
} Bench;

static double
process_cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec * 1000.0 + usage.ru_utime.tv_usec / 1000.0
         + usage.ru_stime.tv_sec * 1000.0 + usage.ru_stime.tv_usec / 1000.0;
}

static void
before_paint_cb (GdkFrameClock *clock, Bench *bench)
{
  bench->start = g_get_monotonic_time ();
  bench->cpu_start = (gint64)(bench_cpu_ms () * 1000);
}

static void
after_paint_cb (GdkFrameClock *clock, Bench *bench)
{
  gint64 now = g_get_monotonic_time ();
  double duration = (now - bench->start) / 1000.0;
  double cpu = bench_cpu_ms () - bench->cpu_start / 1000.0;
  double gap = (now - bench->last_end) / 1000.0;

  bench->painted++;
  if (bench->recording && bench->start != 0)
    {
      g_array_append_val (bench->durations, duration);
      g_array_append_val (bench->cpu, cpu);
      if (bench->last_end != 0)
        g_array_append_val (bench->gaps, gap);
    }
  bench->last_end = now;
}

static void
report (const char *what, GArray *values, const char *unit)
{
  double *v = (double *)values->data;

  bench_sort (v, values->len);
  printf ("%-34s %4u: median %6.1f %s, p95 %6.1f %s, max %6.1f %s\n", what, values->len,
          bench_percentile (v, values->len, 0.5), unit,
          bench_percentile (v, values->len, 0.95), unit, v[values->len - 1], unit);
}

static gboolean
drag_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Bench *bench = data;
  double t = bench->step / (double)N_FRAMES;

  if (bench->step == 0)
    pat_board_drag_begin (bench->board, bench->from.x, bench->from.y);
  pat_board_drag_update (bench->board, bench->from.x + 400 * sin (t * 2 * G_PI),
                         bench->from.y + 150 * sin (t * G_PI));
  if (++bench->step >= N_FRAMES)
    {
      pat_board_drag_end (bench->board);
      g_main_loop_quit (bench->loop);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* One round of the drag; the search's processor time in it (the
 * process's less the main thread's). */
static double
drag_round (Bench *bench, GArray *durations, GArray *gaps, GArray *cpu)
{
  double process = process_cpu_ms (), main_thread = bench_cpu_ms ();

  bench->durations = durations;
  bench->gaps = gaps;
  bench->cpu = cpu;
  bench->step = 0;
  bench->start = 0;
  bench->last_end = 0;
  bench->recording = TRUE;
  gtk_widget_add_tick_callback (GTK_WIDGET (bench->window), drag_tick, bench, NULL);
  g_main_loop_run (bench->loop);
  bench->recording = FALSE;
  return (process_cpu_ms () - process) - (bench_cpu_ms () - main_thread);
}

static void
iterate_until_painted (Bench *bench)
{
  guint painted = bench->painted;

  gtk_widget_queue_draw (GTK_WIDGET (bench->board));
  while (bench->painted == painted)
    g_main_context_iteration (NULL, TRUE);
}

static guint
env_uint (const char *name, guint fallback, guint max)
{
  const char *text = g_getenv (name);

  return text != NULL ? (guint)CLAMP (g_ascii_strtoll (text, NULL, 10), 1, max)
                      : fallback;
}

int
main (int argc, char **argv)
{
  Bench bench = { 0 };
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (GArray) dealt = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) drawn = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *durations[2], *gaps[2], *cpu[2];
  double search_cpu[2] = { 0, 0 };
  guint deals = env_uint ("BENCH_DEALS", 40, 1000);
  guint rounds = env_uint ("BENCH_ROUNDS", 3, 20);
  guint not_ready = 0;
  graphene_rect_t rect;
  PatRules rules;

  gtk_init ();
  adw_init ();
  settings = pat_settings_new (NULL);
  bench.loop = g_main_loop_new (NULL, FALSE);
  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  printf ("renderer: %s; Klondike, %u New Games, %u rounds of %u frames each way\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default", deals,
          rounds, N_FRAMES);

  bench.window = pat_window_new (NULL);
  bench.board = pat_window_get_board (bench.window);
  pat_window_new_game (bench.window, &rules, 1);
  gtk_window_set_default_size (GTK_WINDOW (bench.window), 1024, 720);
  gtk_widget_realize (GTK_WIDGET (bench.window));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (bench.window)),
                    "before-paint", G_CALLBACK (before_paint_cb), &bench);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (bench.window)), "after-paint",
                    G_CALLBACK (after_paint_cb), &bench);
  gtk_window_present (GTK_WINDOW (bench.window));
  while (!pat_board_get_pile_rect (bench.board, 0, -1, &rect) || rect.size.width <= 0)
    g_main_context_iteration (NULL, TRUE);

  /* New Game from the cache. The search refills it between the New
   * Games at a short budget: what it costs does not depend on that. */
  pat_winnable_search_set_seconds (bench.window->winnable, 0.05);
  pat_settings_set_winnable (settings, rules.variant, TRUE);
  for (guint i = 0; i < deals; i++)
    {
      gint64 start, after_deal;
      guint32 before = pat_game_get_deal_number (bench.window->game);

      while (pat_winnable_search_count (bench.window->winnable, &rules) == 0)
        g_main_context_iteration (NULL, TRUE);
      iterate_until_painted (&bench);
      start = g_get_monotonic_time ();
      gtk_widget_activate_action (GTK_WIDGET (bench.window), "win.new-game", NULL);
      after_deal = g_get_monotonic_time ();
      if (!bench.window->winnable_game
          || pat_game_get_deal_number (bench.window->game) == before)
        {
          not_ready++;
          continue;
        }
      iterate_until_painted (&bench);
      g_array_append_val (dealt, (double){ (after_deal - start) / 1000.0 });
      g_array_append_val (drawn, (double){ (bench.last_end - start) / 1000.0 });
    }
  report ("New Game to the deal on the table", dealt, "ms");
  report ("New Game to its frame drawn", drawn, "ms");
  printf ("%-34s %u\n", "New Games that had to wait", not_ready);

  /* Frames, the search at rest and busy in turn. The verdict, which
   * searches on threads of its own after each deal, is off: the
   * processor time of the threads is then the search's. */
  g_settings_set_boolean (settings, "show-solver-verdict", FALSE);
  for (guint k = 0; k < 2; k++)
    {
      durations[k] = g_array_new (FALSE, FALSE, sizeof (double));
      gaps[k] = g_array_new (FALSE, FALSE, sizeof (double));
      cpu[k] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  pat_window_new_game (bench.window, &rules, 2);
  iterate_until_painted (&bench);
  pat_board_get_pile_rect (bench.board, pat_rules_find_pile (&rules, "tableau-6"), -1,
                           &rect);
  graphene_rect_get_center (&rect, &bench.from);
  for (guint r = 0; r < rounds; r++)
    {
      pat_settings_set_winnable (settings, rules.variant, FALSE);
      while (pat_winnable_search_is_busy (bench.window->winnable))
        g_main_context_iteration (NULL, FALSE);
      search_cpu[0] += drag_round (&bench, durations[0], gaps[0], cpu[0]);

      /* Busy: nothing ready and a long search a deal. */
      {
        guint32 deal;

        while (pat_winnable_search_take (bench.window->winnable, &rules, &deal))
          ;
      }
      pat_winnable_search_set_seconds (bench.window->winnable, 600);
      pat_settings_set_winnable (settings, rules.variant, TRUE);
      while (!pat_winnable_search_is_busy (bench.window->winnable))
        g_main_context_iteration (NULL, FALSE);
      search_cpu[1] += drag_round (&bench, durations[1], gaps[1], cpu[1]);
    }
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  g_settings_reset (settings, "show-solver-verdict");
  for (guint k = 0; k < 2; k++)
    {
      const char *what = k == 0 ? "search at rest" : "search busy";
      g_autofree char *label = NULL;
      guint late = 0;

      for (guint i = 0; i < gaps[k]->len; i++)
        late += g_array_index (gaps[k], double, i) > LATE_MS;
      printf ("%s: %u of %u frames later than %.0f ms after the one before; the "
              "search used %.0f ms of processor time\n",
              what, late, gaps[k]->len, LATE_MS, search_cpu[k]);
      label = g_strdup_printf ("  %s: frame", what);
      report (label, durations[k], "ms");
      g_free (label);
      label = g_strdup_printf ("  %s: between frames", what);
      report (label, gaps[k], "ms");
      g_free (label);
      label = g_strdup_printf ("  %s: main thread CPU", what);
      report (label, cpu[k], "ms");
      g_array_unref (durations[k]);
      g_array_unref (gaps[k]);
      g_array_unref (cpu[k]);
    }

  gtk_window_destroy (GTK_WINDOW (bench.window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_main_loop_unref (bench.loop);
  return 0;
}
