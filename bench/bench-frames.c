/* bench-frames.c — how long the main thread spends on each frame while the
 * window is resized and a card is dragged
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the real window under the display it is given, then, frame after
 * frame, resizes it or moves a dragged card, and times every frame from the
 * frame clock's "before-paint" to its "after-paint": the time that passed,
 * and the CPU time the main thread used (which other programs' load
 * changes less). A bare window is resized the same way, in rounds that
 * alternate with the game window's, so that a machine whose load changes
 * weighs on both alike; the ratios are to its frames. BENCH_ROUNDS sets the
 * rounds (3). Prints figures; checks nothing.
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "pat-board-private.h"
#include "pat-window.h"

#define N_FRAMES 120

/* The frames of one window, while recording. */
typedef struct
{
  GArray *durations; /* in µs */
  GArray *cpu;       /* the main thread's CPU time in each, in µs */
  gint64 start;
  gint64 cpu_start;
  gboolean recording;
} Frames;

typedef struct
{
  GtkWindow *window;
  PatBoard *board;
  Frames *frames; /* the window's */
  guint step;
  gboolean dragging;
  graphene_point_t from;
  GMainLoop *loop;
} Bench;

static gint64
thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * G_GINT64_CONSTANT (1000000) + now.tv_nsec / 1000;
}

static void
before_paint_cb (GdkFrameClock *clock, Frames *frames)
{
  frames->start = g_get_monotonic_time ();
  frames->cpu_start = thread_cpu_time ();
}

static void
after_paint_cb (GdkFrameClock *clock, Frames *frames)
{
  gint64 duration = g_get_monotonic_time () - frames->start;
  gint64 cpu = thread_cpu_time () - frames->cpu_start;

  if (frames->recording && frames->start != 0)
    {
      g_array_append_val (frames->durations, duration);
      g_array_append_val (frames->cpu, cpu);
    }
}

static void
frames_init (Frames *frames)
{
  frames->durations = g_array_new (FALSE, FALSE, sizeof (gint64));
  frames->cpu = g_array_new (FALSE, FALSE, sizeof (gint64));
}

static void
frames_clear (Frames *frames)
{
  g_array_unref (frames->durations);
  g_array_unref (frames->cpu);
}

static void
watch_frames (GtkWindow *window, Frames *frames)
{
  GdkFrameClock *clock;

  gtk_widget_realize (GTK_WIDGET (window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), frames);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), frames);
}

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *)a, y = *(const gint64 *)b;

  return (x > y) - (x < y);
}

/* The median and 95th percentile of @values, in ms; sorts them. */
static void
percentiles (GArray *values, double *median, double *p95)
{
  gint64 *d = (gint64 *)values->data;
  guint n = values->len;

  qsort (d, n, sizeof *d, compare);
  *median = n > 0 ? d[n / 2] / 1000.0 : 0;
  *p95 = n > 0 ? d[n * 95 / 100] / 1000.0 : 0;
}

/* With @bare, the ratios to its figures too. */
static void
report (const char *what, Frames *frames, Frames *bare)
{
  double median, p95, cpu_median, cpu_p95, b[4];
  guint n = frames->durations->len, over = 0;

  percentiles (frames->durations, &median, &p95);
  percentiles (frames->cpu, &cpu_median, &cpu_p95);
  for (guint i = 0; i < n; i++)
    over += g_array_index (frames->durations, gint64, i) > 16000;
  printf (
      "%-26s %3u frames: median %5.1f ms, p95 %5.1f ms, max %5.1f ms, %u over 16 ms\n",
      what, n, median, p95,
      n > 0 ? g_array_index (frames->durations, gint64, n - 1) / 1000.0 : 0, over);
  printf ("%-26s main thread's CPU: median %5.1f ms, p95 %5.1f ms\n", "", cpu_median,
          cpu_p95);
  if (bare == NULL)
    return;
  percentiles (bare->durations, &b[0], &b[1]);
  percentiles (bare->cpu, &b[2], &b[3]);
  printf ("%-26s to the bare window: median %.2fx, p95 %.2fx; CPU median %.2fx, p95 "
          "%.2fx\n",
          "", median / b[0], p95 / b[1], cpu_median / b[2], cpu_p95 / b[3]);
}

static gboolean
resize_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Bench *bench = data;
  int width = 700 + (int)(400 * fabs (sin (bench->step * 0.08)));
  int height = 500 + (int)(250 * fabs (cos (bench->step * 0.05)));

  gtk_window_set_default_size (bench->window, width, height);
  if (++bench->step >= N_FRAMES)
    {
      g_main_loop_quit (bench->loop);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
drag_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Bench *bench = data;
  double t = bench->step / (double)N_FRAMES;

  if (!bench->dragging)
    {
      pat_board_drag_begin (bench->board, bench->from.x, bench->from.y);
      bench->dragging = TRUE;
    }
  pat_board_drag_update (bench->board, bench->from.x + 500 * sin (t * G_PI),
                         bench->from.y - 200 * t);
  if (++bench->step >= N_FRAMES)
    {
      pat_board_drag_end (bench->board);
      g_main_loop_quit (bench->loop);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Runs @tick on the window until it stops, recording its frames. */
static void
run (Bench *bench, GtkTickCallback tick)
{
  bench->step = 0;
  bench->frames->start = 0;
  bench->frames->recording = TRUE;
  gtk_widget_add_tick_callback (GTK_WIDGET (bench->window), tick, bench, NULL);
  g_main_loop_run (bench->loop);
  bench->frames->recording = FALSE;
}

/* The floor: a bare window with a header bar, resized as the game's. */
static void
resize_bare_window (Bench *bench, Frames *frames)
{
  Bench bare = *bench;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  bare.window = GTK_WINDOW (adw_window_new ());
  bare.frames = frames;
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_window_set_content (ADW_WINDOW (bare.window), box);
  gtk_window_set_default_size (bare.window, 1024, 720);
  watch_frames (bare.window, frames);
  gtk_window_present (bare.window);
  run (&bare, resize_tick);
  gtk_window_destroy (bare.window);
}

/* Lets the window take its size and draw what it renders for it. */
static void
settle (Bench *bench)
{
  gint64 end = g_get_monotonic_time () + (RESIZE_SETTLE_MS + 400) * 1000;

  gtk_window_set_default_size (bench->window, 1024, 720);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int argc, char **argv)
{
  Bench bench = { 0 };
  Frames bare, game, drag;
  PatRules rules;
  graphene_rect_t rect;
  PatWindow *window;
  guint rounds = 3;

  gtk_init ();
  adw_init ();
  if (g_getenv ("BENCH_ROUNDS") != NULL)
    rounds = (guint)CLAMP (g_ascii_strtoll (g_getenv ("BENCH_ROUNDS"), NULL, 10), 1, 20);
  bench.loop = g_main_loop_new (NULL, FALSE);
  frames_init (&bare);
  frames_init (&game);
  frames_init (&drag);
  printf ("renderer: %s; resizing in %u rounds\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default", rounds);

  pat_rules_init_default (&rules, pat_variant_lookup ("intelligence"));
  window = pat_window_new (NULL);
  bench.window = GTK_WINDOW (window);
  bench.board = pat_window_get_board (window);
  bench.frames = &game;
  pat_window_new_game (window, &rules, 1);
  gtk_window_set_default_size (bench.window, 1024, 720);
  watch_frames (bench.window, &game);
  gtk_window_present (bench.window);
  while (!pat_board_get_pile_rect (bench.board, 0, -1, &rect) || rect.size.width <= 0)
    g_main_context_iteration (NULL, TRUE);

  /* The bare window and the game window in turn; the game window settles
   * at its first size between its rounds. */
  for (guint r = 0; r < rounds; r++)
    {
      resize_bare_window (&bench, &bare);
      settle (&bench);
      run (&bench, resize_tick);
      settle (&bench);
    }
  report ("resizing a bare window", &bare, NULL);
  report ("resizing the game window", &game, &bare);

  /* The top card of tableau-0, dragged around the table. */
  pat_board_get_pile_rect (bench.board, 9, -1, &rect);
  graphene_rect_get_center (&rect, &bench.from);
  bench.frames = &drag;
  watch_frames (bench.window, &drag);
  run (&bench, drag_tick);
  report ("dragging a card", &drag, NULL);

  gtk_window_destroy (bench.window);
  frames_clear (&bare);
  frames_clear (&game);
  frames_clear (&drag);
  g_main_loop_unref (bench.loop);
  return 0;
}
