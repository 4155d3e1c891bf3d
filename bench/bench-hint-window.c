/* bench-hint-window.c — how long a hint takes in the window, from the key
 * to the frame that draws it
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the real window under the display it is given and, for every game,
 * plays positions reached by random play (up to 150 moves in). In each it
 * activates win.hint, as the H key does, and times until the end of the
 * first frame that shows the hint (or, where there is no move to suggest,
 * the message saying so). Prints the median, the 95th percentile and the
 * worst time per game and over all; then the same for the first frame that
 * answers the key, with the hint or with "Looking for a move…". Target: that
 * answer within 100 ms. Prints figures; checks nothing.
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "pat-board-private.h"
#include "pat-settings.h"
#include "pat-window-private.h"

#define POSITIONS 20

typedef struct
{
  PatWindow *window;
  gint64 asked; /* when the hint was asked for; 0 once it is drawn */
  gint64 drawn;
  gint64 answered; /* the first frame with the hint or "Looking for a move…" */
  guint poll_id;
  GMainLoop *loop;
} Bench;

static void
after_paint_cb (GdkFrameClock *clock, Bench *bench)
{
  int from, to;

  if (bench->asked == 0)
    return;
  if (bench->answered == 0
      && pat_assistant_get_hint_state (bench->window->assistant)
             == PAT_ASSISTANT_HINT_SLOW)
    bench->answered = g_get_monotonic_time ();
  /* Drawn, or the search ended with nothing to draw. */
  if (pat_board_get_hint (bench->window->board, &from, &to)
      || pat_assistant_get_hint_state (bench->window->assistant)
             == PAT_ASSISTANT_HINT_IDLE)
    {
      bench->drawn = g_get_monotonic_time ();
      if (bench->answered == 0)
        bench->answered = bench->drawn;
      g_main_loop_quit (bench->loop);
    }
}

/* A hint that finds no move retitles the message on screen, which may not
 * change a pixel: then the frame that ends the wait is asked for here. */
static gboolean
poll_cb (gpointer data)
{
  Bench *bench = data;

  if (pat_assistant_get_hint_state (bench->window->assistant) == PAT_ASSISTANT_HINT_IDLE)
    {
      bench->poll_id = 0;
      gtk_widget_queue_draw (GTK_WIDGET (bench->window->board));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
print_row (const char *what, double *times, guint n)
{
  bench_sort (times, n);
  printf ("%-18s %9u %7.1fms %7.1fms %7.1fms\n", what, n,
          bench_percentile (times, n, 0.5), bench_percentile (times, n, 0.95),
          times[n - 1]);
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* Lets the window draw the new position and render its cards (a new game
 * may need a new card size) before the hint is asked for. */
static void
settle (Bench *bench)
{
  g_timeout_add (400, quit_cb, bench->loop);
  g_main_loop_run (bench->loop);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

int
main (int argc, char **argv)
{
  guint n_variants;
  const PatVariant *const *variants;
  g_autoptr (GRand) rand = g_rand_new_with_seed (4242);
  g_autoptr (GSettings) settings = NULL;
  g_autofree double *all = NULL;
  g_autofree double *all_answers = NULL;
  guint n_all = 0;
  Bench bench = { 0 };

  gtk_init ();
  adw_init ();
  variants = pat_variants_list (&n_variants);
  all = g_new (double, n_variants *POSITIONS);
  all_answers = g_new (double, n_variants *POSITIONS);
  settings = pat_settings_new (NULL);
  g_assert (settings != NULL);
  /* Random play moves cards without flights. The verdict stays on: it
   * works beside the hint, as it does for a player. */
  g_settings_set_boolean (settings, "animations", FALSE);
  bench.loop = g_main_loop_new (NULL, FALSE);
  bench.window = pat_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (bench.window), 1024, 720);
  gtk_window_present (GTK_WINDOW (bench.window));
  gtk_widget_realize (GTK_WIDGET (bench.window));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (bench.window)), "after-paint",
                    G_CALLBACK (after_paint_cb), &bench);

  printf ("renderer: %s\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default");
  printf ("%-18s %9s %9s %9s %9s\n", "game", "positions", "median", "p95", "worst");
  for (guint v = 0; v < n_variants; v++)
    {
      double times[POSITIONS], answers[POSITIONS];
      PatRules rules;

      pat_rules_init_default (&rules, variants[v]);
      for (guint i = 0; i < POSITIONS; i++)
        {
          PatGame *game;
          guint moves_in = (guint)g_rand_int_range (rand, 0, 151);

          pat_window_new_game (bench.window, &rules,
                               (guint32)g_rand_int_range (rand, 1, G_MAXINT));
          game = pat_window_get_game (bench.window);
          for (guint m = 0;
               m < moves_in && pat_game_get_status (game) == PAT_STATUS_PLAYING; m++)
            {
              PatMove moves[PAT_MAX_PILES * PAT_MAX_PILES + 2];
              guint n = pat_moves_list (&rules, pat_game_get_state (game), moves,
                                        G_N_ELEMENTS (moves));

              if (n == 0)
                break;
              pat_game_try_move (game, &moves[g_rand_int_range (rand, 0, (int)n)], NULL);
            }
          settle (&bench);
          bench.asked = g_get_monotonic_time ();
          gtk_widget_activate_action (GTK_WIDGET (bench.window), "win.hint", NULL);
          bench.poll_id = g_timeout_add (2, poll_cb, &bench);
          g_main_loop_run (bench.loop);
          g_clear_handle_id (&bench.poll_id, g_source_remove);
          times[i] = (double)(bench.drawn - bench.asked) / 1000.0;
          answers[i] = (double)(bench.answered - bench.asked) / 1000.0;
          bench.asked = bench.answered = 0;
          all[n_all] = times[i];
          all_answers[n_all++] = answers[i];
        }
      print_row (variants[v]->id, times, POSITIONS);
      print_row ("  answered", answers, POSITIONS);
    }
  print_row ("all", all, n_all);
  print_row ("  answered", all_answers, n_all);

  g_settings_reset (settings, "animations");
  gtk_window_destroy (GTK_WINDOW (bench.window));
  g_main_loop_unref (bench.loop);
  return 0;
}
