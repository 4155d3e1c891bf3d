/* patience-player.c — the application as `patience` runs it, with a player
 * that drives its board as a person would, for the crash test
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   patience-player play N [OPTION...]  plays N random legal moves through
 *                                       the board's input path, one every
 *                                       15 ms, and runs on
 *   patience-player print [OPTION...]   prints the game as resumed, and quits
 *   patience-player look N [OPTION...]  plays N moves as play does, then
 *                                       prints the text of every label the
 *                                       window shows (its toasts among
 *                                       them), one a line, and quits as
 *                                       Quit does
 *
 * The OPTIONs are the program's own (--game, --deal, --new). The player is
 * here, in a program of the tests, so that the shipped one reads no test
 * hooks.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pat-application.h"
#include "pat-board-private.h"
#include "pat-i18n.h"
#include "pat-window.h"

typedef struct
{
  gboolean print;
  gboolean look;
  guint left; /* moves still to play */
  GRand *rand;
} Player;

static Player player;

static void
print_labels (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_print ("%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_labels (child);
}

/* The moves played, the window is looked at and closed. */
static void
look (PatWindow *window)
{
  print_labels (GTK_WIDGET (window));
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "quit",
                                  NULL);
}

static gboolean
play_step (gpointer data)
{
  PatWindow *window = data;
  PatGame *game = pat_window_get_game (window);
  PatBoard *board = pat_window_get_board (window);
  const PatRules *rules = pat_game_get_rules (game);
  PatMove moves[PAT_MAX_MOVES];
  guint n
      = pat_moves_list (rules, pat_game_get_state (game), moves, G_N_ELEMENTS (moves));
  graphene_rect_t from, to;
  PatMove *move;

  if (n == 0 || player.left-- == 0)
    {
      if (player.look)
        look (window);
      return G_SOURCE_REMOVE;
    }
  move = &moves[g_rand_int_range (player.rand, 0, (int)n)];
  if (move->kind != PAT_MOVE_CARD)
    {
      pat_board_get_pile_rect (board, (guint)rules->stock, -1, &from);
      pat_board_press (board, from.origin.x + 2, from.origin.y + 2, 1);
    }
  else if (pat_board_get_pile_rect (
               board, move->from,
               (int)pat_state_len (pat_game_get_state (game), move->from) - move->count,
               &from)
           && pat_board_get_pile_rect (board, move->to, -1, &to))
    /* By the card's top edge: the cards of a run above it cover the rest. */
    pat_board_drag (board, from.origin.x + from.size.width / 2, from.origin.y + 2,
                    to.origin.x + to.size.width / 2, to.origin.y + to.size.height / 2);
  return G_SOURCE_CONTINUE;
}

/* Once the application has shown the window's game. */
static void
start (gpointer data)
{
  g_autoptr (PatWindow) window = data;

  if (player.print)
    {
      g_autofree char *json
          = pat_json_save (pat_game_get_session (pat_window_get_game (window)));

      g_print ("%s\n", json);
      g_application_quit (g_application_get_default ());
      return;
    }
  g_timeout_add_full (G_PRIORITY_DEFAULT, 15, play_step, g_object_ref (window),
                      g_object_unref);
}

/* The window is added to the application as it is made, before its game is
 * resumed or dealt. */
static void
window_added_cb (GtkApplication *application, GtkWindow *window)
{
  if (PAT_IS_WINDOW (window))
    g_idle_add_once (start, g_object_ref (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr (PatApplication) application = NULL;
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  int first;
  int status;

  if (argc >= 2 && strcmp (argv[1], "print") == 0)
    {
      player.print = TRUE;
      first = 2;
    }
  else if (argc >= 3 && (strcmp (argv[1], "play") == 0 || strcmp (argv[1], "look") == 0))
    {
      player.look = strcmp (argv[1], "look") == 0;
      player.left = (guint)g_ascii_strtoull (argv[2], NULL, 10);
      first = 3;
    }
  else
    {
      g_printerr ("usage: %s play N|look N|print [OPTION...]\n", argv[0]);
      return 2;
    }
  g_ptr_array_add (args, argv[0]);
  for (int i = first; i < argc; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);

  pat_i18n_init ();
  g_set_application_name (_ ("Patience"));
  player.rand = g_rand_new ();
  application = pat_application_new ();
  g_signal_connect (application, "window-added", G_CALLBACK (window_added_cb), NULL);
  status = g_application_run (G_APPLICATION (application), (int)args->len - 1,
                              (char **)args->pdata);
  g_rand_free (player.rand);
  return status;
}
