/* bench-frames.c — how long the main thread spends on each frame while the
 * window is resized and a card is dragged
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the real window under the display it is given, then, frame after
 * frame, resizes it or moves a dragged card, and times every frame from the
 * frame clock's "before-paint" to its "after-paint". Prints figures; checks
 * nothing.
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#include "pat-board-private.h"
#include "pat-window.h"

#define N_FRAMES 120

typedef struct
{
  GtkWindow *window;
  PatBoard *board;
  GArray *durations; /* of the frames so far, in µs */
  gint64 frame_start;
  guint step;
  gboolean dragging;
  graphene_point_t from;
  GMainLoop *loop;
} Bench;

static void
before_paint_cb (GdkFrameClock *clock, Bench *bench)
{
  bench->frame_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock, Bench *bench)
{
  gint64 duration = g_get_monotonic_time () - bench->frame_start;

  if (bench->frame_start != 0)
    g_array_append_val (bench->durations, duration);
}

static void
watch_frames (Bench *bench)
{
  GdkFrameClock *clock;

  gtk_widget_realize (GTK_WIDGET (bench->window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (bench->window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), bench);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), bench);
}

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *)a, y = *(const gint64 *)b;

  return (x > y) - (x < y);
}

static void
report (const char *what, GArray *durations)
{
  gint64 *d = (gint64 *)durations->data;
  guint n = durations->len, over = 0;

  qsort (d, n, sizeof *d, compare);
  for (guint i = 0; i < n; i++)
    over += d[i] > 16000;
  printf (
      "%-28s %3u frames: median %5.1f ms, p95 %5.1f ms, max %5.1f ms, %u over 16 ms\n",
      what, n, d[n / 2] / 1000.0, d[n * 95 / 100] / 1000.0, d[n - 1] / 1000.0, over);
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

static void
run (Bench *bench, const char *what, GtkTickCallback tick)
{
  g_array_set_size (bench->durations, 0);
  bench->step = 0;
  bench->frame_start = 0;
  gtk_widget_add_tick_callback (GTK_WIDGET (bench->window), tick, bench, NULL);
  g_main_loop_run (bench->loop);
  report (what, bench->durations);
}

int
main (int argc, char **argv)
{
  Bench bench = { 0 };
  PatRules rules;
  graphene_rect_t rect;
  PatWindow *window;
  GtkWidget *box;

  gtk_init ();
  adw_init ();
  bench.loop = g_main_loop_new (NULL, FALSE);
  bench.durations = g_array_new (FALSE, FALSE, sizeof (gint64));
  printf ("renderer: %s\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default");

  /* The floor: a bare window with a header bar, resized the same way. */
  bench.window = GTK_WINDOW (adw_window_new ());
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_window_set_content (ADW_WINDOW (bench.window), box);
  gtk_window_set_default_size (bench.window, 1024, 720);
  watch_frames (&bench);
  gtk_window_present (bench.window);
  run (&bench, "resizing a bare window", resize_tick);
  gtk_window_destroy (bench.window);

  pat_rules_init_default (&rules, pat_variant_lookup ("intelligence"));
  window = pat_window_new (NULL);
  bench.window = GTK_WINDOW (window);
  bench.board = pat_window_get_board (window);
  pat_window_new_game (window, &rules, 1);
  gtk_window_set_default_size (bench.window, 1024, 720);
  watch_frames (&bench);
  gtk_window_present (bench.window);
  while (!pat_board_get_pile_rect (bench.board, 0, -1, &rect) || rect.size.width <= 0)
    g_main_context_iteration (NULL, TRUE);
  run (&bench, "resizing the game window", resize_tick);

  gtk_window_set_default_size (bench.window, 1024, 720);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  /* The top card of tableau-0, dragged around the table. */
  pat_board_get_pile_rect (bench.board, 9, -1, &rect);
  graphene_rect_get_center (&rect, &bench.from);
  run (&bench, "dragging a card", drag_tick);

  gtk_window_destroy (bench.window);
  g_array_unref (bench.durations);
  g_main_loop_unref (bench.loop);
  return 0;
}
