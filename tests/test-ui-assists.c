/* test-ui-assists.c — the help the window gives: hints, the verdict, the
 * odds, auto-play and the demo
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "pat-settings.h"
#include "pat-store.h"
#include "test-util.h"
#include "test-ui-util.h"

static gboolean
verdict_thinking (gpointer data)
{
  GtkWidget *label = find_named (GTK_WIDGET (data), "verdict");

  return g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), "Thinking…") == 0;
}

/* A window closed while its solver searches is gone at once, and follows
 * the settings no more: a deck chosen after is loaded by the open window
 * alone. No search has won Idle Aces deal 9 in a minute, so this one
 * would go on for the five seconds the verdict gets. */
static void
test_closed_window (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *closed = open_window (1000, 720, "idle-aces", 9);
  PatWindow *window = open_window (1000, 720, "indian", 4);
  gboolean finalized = FALSE;

  g_object_weak_ref (G_OBJECT (closed), finalized_cb, &finalized);
  wait_for (verdict_thinking, closed);
  close_window (closed);
  g_assert_true (finalized);

  choose_broken_deck (window, settings);
  g_settings_reset (settings, "card-theme");
  close_window (window);
}

/* The Hint button lights up a legal move, found by the solver on a worker
 * thread. */
static void
test_hint (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  int from, to;
  PatMove move = pat_move_card (0, 0, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  wait_for (hint_shown, window);
  g_assert_true (pat_board_get_hint (board, &from, &to));
  g_assert_cmpint (to, >=, 0);
  move.from = (guint8)from;
  move.to = (guint8)to;
  g_assert_true (pat_game_check_move (pat_window_get_game (window), &move, NULL));
  /* A move hides it. */
  g_assert_true (pat_game_try_move (pat_window_get_game (window), &move, NULL));
  g_assert_false (pat_board_get_hint (board, &from, &to));
  close_window (window);
}

/* The verdict follows play: a deal that can be won, a move that throws it
 * away and the undo that takes it back, known again without a search. */
static void
test_verdict (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window = open_window (1000, 720, "king-albert", 3);
  GtkWidget *undo = find_named (GTK_WIDGET (window), "verdict-undo");
  GtkWidget *box = gtk_widget_get_parent (undo);

  expect_verdict (window, "This deal can be won");
  g_assert_false (gtk_widget_get_visible (undo));
  maybe_screenshot (window, "verdict-winnable");

  play_move (window, "reserve-1:tableau-0");
  /* The old verdict goes pale at once. */
  g_assert_true (gtk_widget_has_css_class (box, "stale"));
  expect_verdict (window, "This deal can no longer be won");
  g_assert_true (gtk_widget_get_visible (undo));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (undo)), ==, "Undo 1 Move");

  play_other_move (window, "reserve-1");
  expect_verdict (window, "This deal can no longer be won");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (undo)), ==, "Undo 2 Moves");
  /* The verdict with its button is no taller than the foot kept for it. */
  assert_in_foot (window, box);
  maybe_screenshot (window, "verdict-lost");

  g_signal_emit_by_name (undo, "clicked");
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 0);
  expect_verdict (window, "This deal can be won");

  g_settings_set_boolean (settings, "show-solver-verdict", FALSE);
  g_assert_false (gtk_widget_get_visible (box));
  g_settings_reset (settings, "show-solver-verdict");
  expect_verdict (window, "This deal can be won");
  close_window (window);
}

/* In a narrow window the verdict and its button keep clear of the counters,
 * its words cut short. */
static void
test_verdict_narrow (void)
{
  PatWindow *window = open_window (360, 300, "king-albert", 3);
  GtkWidget *undo = find_named (GTK_WIDGET (window), "verdict-undo");
  GtkWidget *box = gtk_widget_get_parent (undo);
  GtkWidget *label = find_named (GTK_WIDGET (window), "verdict");
  GtkWidget *stats = find_named (GTK_WIDGET (window), "stats");
  graphene_rect_t verdict_bounds, stats_bounds, undo_bounds;
  int natural;

  expect_verdict (window, "This deal can be won");
  play_move (window, "reserve-1:tableau-0");
  play_other_move (window, "reserve-1");
  expect_verdict (window, "This deal can no longer be won");
  wait_frames (GTK_WIDGET (window), 1);
  maybe_screenshot (window, "verdict-narrow");
  g_assert_true (gtk_widget_compute_bounds (box, GTK_WIDGET (window), &verdict_bounds));
  g_assert_true (gtk_widget_compute_bounds (stats, GTK_WIDGET (window), &stats_bounds));
  g_assert_cmpfloat (verdict_bounds.origin.x + verdict_bounds.size.width, <,
                     stats_bounds.origin.x);
  g_assert_true (gtk_widget_get_visible (undo));
  /* The button keeps its whole label. */
  gtk_widget_measure (undo, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_true (gtk_widget_compute_bounds (undo, undo, &undo_bounds));
  g_assert_cmpfloat (undo_bounds.size.width, >=, natural);
  g_assert_true (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  assert_in_foot (window, box);
  close_window (window);
}

/* Where cards are hidden, the verdict gives the odds of the deals that look
 * like this one, again after every move, and the hint does not peek; with
 * every card in use, the exact verdict is back. The odds have a budget of
 * positions and a wall cap of three times the two seconds meant. */
static void
test_odds (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window = open_window (1000, 720, "klondike", 2);
  PatBoard *board = pat_window_get_board (window);
  GtkWidget *label = find_named (GTK_WIDGET (window), "verdict");
  GtkWidget *think = find_named (GTK_WIDGET (window), "verdict-think");
  WindowText odds = { window, NULL };
  int from, to;

  wait_for_within (odds_shown, &odds, 60);
  g_assert_false (gtk_widget_get_visible (think));
  maybe_screenshot (window, "verdict-odds");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  wait_for_within (hint_shown, window, 60);
  g_assert_true (pat_board_get_hint (board, &from, &to));
  g_assert_cmpint (from, >=, 0);
  play_move (window, "deal");
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (label), "stale"));
  wait_for_within (odds_shown, &odds, 60);

  g_settings_set_string (settings, "hints-use", "every-card");
  expect_verdict (window, "This deal can be won");
  g_settings_reset (settings, "hints-use");
  close_window (window);
}

/* Where the verdict cannot tell, the player may ask the solver to think
 * longer; a move ends that search and the next position gets the usual one.
 * No search has won Idle Aces deal 9 in a minute, nor can any prove an
 * Idle Aces deal lost. */
static void
test_verdict_think_longer (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window = NULL;

  /* The exact verdict: with only the cards seen, the odds. */
  g_settings_set_string (settings, "hints-use", "every-card");
  window = open_window (1000, 720, "idle-aces", 9);
  GtkWidget *think = find_named (GTK_WIDGET (window), "verdict-think");
  GtkWidget *undo = find_named (GTK_WIDGET (window), "verdict-undo");
  GtkWidget *label = find_named (GTK_WIDGET (window), "verdict");
  GtkWidget *box = gtk_widget_get_parent (think);

  g_assert_false (gtk_widget_get_visible (think));
  expect_verdict (window, "Unknown whether this deal can be won");
  g_assert_true (gtk_widget_get_visible (think));
  g_assert_false (gtk_widget_get_visible (undo));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (think)), ==, "Think Longer");
  maybe_screenshot (window, "verdict-unknown");

  g_signal_emit_by_name (think, "clicked");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "Thinking…");
  g_assert_false (gtk_widget_get_visible (think));
  g_assert_false (gtk_widget_has_css_class (box, "stale"));

  play_move (window, "deal");
  g_assert_true (gtk_widget_has_css_class (box, "stale"));
  expect_verdict (window, "Unknown whether this deal can be won");
  g_assert_true (gtk_widget_get_visible (think));
  g_settings_reset (settings, "hints-use");
  close_window (window);
}

/* Auto-play sends a safe card home after the player's move, leaves it where
 * the player's undo put it back, and does nothing when it is off. King
 * Albert's deal 4 has an Ace in reserve-5. */
static void
test_auto_play (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  PatGame *game;
  int reserve;

  g_settings_set_string (settings, "auto-play", "safe");
  window = open_window (1000, 720, "king-albert", 4);
  game = pat_window_get_game (window);
  reserve = pat_rules_find_pile (pat_game_get_rules (game), "reserve-5");
  g_assert_cmpuint (pat_state_top (pat_game_get_state (game), reserve) & 0xf, ==,
                    PAT_ACE);

  play_other_move (window, "reserve-5");
  g_assert_true (_pat_assistant_autoplay_pending (window->assistant));
  /* Whatever else is safe follows, each after the one before. */
  wait_for (autoplay_done, window);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), reserve), ==, 0);
  g_assert_cmpuint (pat_game_get_moves (game), >=, 2);

  /* Taken back: not sent again after the next move. */
  while (pat_state_len (pat_game_get_state (game), reserve) == 0)
    g_assert_true (pat_game_undo (game));
  play_other_move (window, "reserve-5");
  /* Auto-play looks after the move, and leaves the Ace. */
  g_assert_true (_pat_assistant_autoplay_pending (window->assistant));
  wait_for (autoplay_done, window);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), reserve), ==, 1);

  /* Off: the Ace stays. */
  g_settings_reset (settings, "auto-play");
  pat_window_new_game (window, pat_game_get_rules (game), 4);
  game = pat_window_get_game (window);
  play_other_move (window, "reserve-5");
  /* Nothing waits to play after the move. */
  g_assert_false (_pat_assistant_autoplay_pending (window->assistant));
  wait_for (autoplay_done, window);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), reserve), ==, 1);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  close_window (window);
}

static gboolean
six_moves (gpointer data)
{
  return pat_game_get_moves (pat_window_get_game (data)) >= 6;
}

static gboolean
three_moves (gpointer data)
{
  return pat_game_get_moves (pat_window_get_game (data)) >= 3;
}

/* With a card face down, the demo that uses only the cards seen plays one
 * fair hint after another, to the win. */
static void
test_demo_fair (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatSession) session = pt_spades_left (
      "klondike", NULL, 10, "'tableau-0':['#KS','QS'],'tableau-1':['JS']");
  PatWindow *window;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = demo_resumed (session);
  g_assert_true (_pat_assistant_demo_fair (window->assistant));
  wait_for_within (game_won, window, 60);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 3);
  g_settings_reset (settings, "animations");
  close_window (window);
}

/* The demo plays to the win (which the statistics leave out), and stops
 * at the player's first touch. */
static void
test_demo (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatSession) session
      = pt_spades_left ("king-albert", NULL, 10,
                        "'tableau-4':['KS'],'tableau-0':['QS'],'reserve-2':['JS']");
  PatWindow *window;
  guint64 before = played ("king-albert");
  guint moves;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = demo_resumed (session);
  wait_for (game_won, window);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 3);
  g_assert_cmpuint (played ("king-albert"), ==, before);
  close_window (window);

  window = open_window (1000, 720, "king-albert", 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  wait_for (three_moves, window);
  maybe_screenshot (window, "demo");
  g_signal_emit_by_name (pat_window_get_board (window), "input");
  moves = pat_game_get_moves (pat_window_get_game (window));
  /* Stopped: no next move waits to be played. */
  g_assert_false (pat_assistant_get_demo (window->assistant));
  g_assert_false (_pat_assistant_demo_pending (window->assistant));
  wait_for (autoplay_done, window);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, moves);

  /* Started again, and stopped from the menu. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  wait_for (six_moves, window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  moves = pat_game_get_moves (pat_window_get_game (window));
  g_assert_false (pat_assistant_get_demo (window->assistant));
  g_assert_false (_pat_assistant_demo_pending (window->assistant));
  wait_for (autoplay_done, window);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, moves);
  g_settings_reset (settings, "animations");
  close_window (window);
}

/* Refused moves in a row leave one message on screen, the latest reason,
 * and nothing stale after it; a win is told at once. */
/* Hint green drawn on the board's pixels, inside @rect shrunk by @inset. */
static guint
hint_pixels (GdkTexture *texture, const graphene_rect_t *rect, float inset)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guchar *pixels = g_malloc ((gsize)width * height * 4);
  guint count = 0;

  gdk_texture_download (texture, pixels, (gsize)width * 4);
  for (int y = (int)(rect->origin.y + inset);
       y < (int)(rect->origin.y + rect->size.height - inset); y++)
    for (int x = (int)(rect->origin.x + inset);
         x < (int)(rect->origin.x + rect->size.width - inset); x++)
      {
        const guchar *p = pixels + ((gsize)y * width + x) * 4; /* B, G, R, A */

        if (x >= 0 && y >= 0 && x < width && y < height && p[1] > 200 && p[2] < 150
            && p[0] < 170)
          count++;
      }
  return count;
}

static GdkTexture *
render_widget (GtkWidget *widget)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GskRenderNode) node = NULL;

  for (guint frame = 0; node == NULL && frame < 100; frame++)
    {
      g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();

      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_to_node (snapshot);
      if (node == NULL)
        wait_frames (widget, 1);
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (
      gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* Only @text is on screen: a message dismissed before it may still be
 * sliding away. */
static gboolean
only_toast (gpointer data)
{
  const WindowText *wait = data;
  g_autoptr (GPtrArray) titles = toasts_shown (wait->window);

  return titles->len == 1 && g_strcmp0 (g_ptr_array_index (titles, 0), wait->text) == 0;
}

static gboolean
looking_or_hint_shown (gpointer data)
{
  PatWindow *window = data;

  return pat_assistant_get_hint_state (window->assistant) == PAT_ASSISTANT_HINT_SLOW
         || hint_shown (window);
}

/* "Looking for a move…" stays until the hint replaces it: it does not
 * expire while the search goes on, and the hint's sentence does. */
static void
test_hint_looking_stays (void)
{
  PatWindow *window = open_window (1024, 720, "intelligence", 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  wait_for (looking_or_hint_shown, window);
  if (pat_assistant_get_hint_state (window->assistant) == PAT_ASSISTANT_HINT_SLOW)
    {
      g_autoptr (GPtrArray) titles = toasts_shown (window);

      g_assert_cmpuint (titles->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (titles, 0), ==, "Looking for a move…");
      g_assert_cmpuint (window->message_id, ==, 0);
    }
  else
    g_test_message ("the hint came before the message that it is coming");
  wait_for (hint_shown, window);
  g_assert_cmpuint (window->message_id, !=, 0);
  close_window (window);
}

/* A hint says which way: an arrow from the cards to move to their target,
 * its head on the target, and a sentence on screen and for screen readers. */
static void
test_hint_direction (void)
{
  /* Intelligence builds up or down: either card could go on the other. */
  PatWindow *window = open_window (1024, 720, "intelligence", 2);
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_window_get_game (window);
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GPtrArray) titles = NULL;
  g_autofree char *said = NULL;
  g_autofree char *announced = NULL;
  graphene_rect_t from_rect, to_rect;
  guint from_green, to_green;
  int from, to;
  PatMove move;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  wait_for (hint_shown, window);
  g_assert_true (pat_board_get_hint (board, &from, &to));
  g_assert_cmpint (to, >=, 0);
  move = pat_move_card ((guint)from, (guint)to, 1);
  g_assert_true (pat_game_check_move (game, &move, NULL));

  /* Said in words: on screen, and in the board's description. */
  said = pat_board_describe_move (board, &move);
  g_assert_true (g_str_has_prefix (said, "Move the "));
  wait_for (only_toast, &(WindowText){ window, said });
  titles = toasts_shown (window);
  g_assert_cmpuint (titles->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (titles, 0), ==, said);
  announced = g_strdup_printf ("Hint: %s", said);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       announced);

  /* Drawn with a direction: the arrow's head fills the target's middle,
   * its tail only starts in the card that moves. */
  maybe_screenshot (window, "hint-direction");
  g_assert_true (pat_board_get_pile_rect (board, (guint)from, -1, &from_rect));
  g_assert_true (pat_board_get_pile_rect (board, (guint)to, -1, &to_rect));
  texture = render_widget (GTK_WIDGET (board));
  from_green = hint_pixels (texture, &from_rect, from_rect.size.width * 0.12f);
  to_green = hint_pixels (texture, &to_rect, to_rect.size.width * 0.12f);
  g_test_message ("hint green inside the card moved: %u, inside its target: %u",
                  from_green, to_green);
  g_assert_cmpuint (to_green, >, 4 * from_green);
  g_assert_cmpuint (to_green, >,
                    (guint)(to_rect.size.width * to_rect.size.width * 0.02f));
  close_window (window);

  /* A redeal in La Belle Lucie lights up the redeal control. */
  {
    PatMove redeal = { PAT_MOVE_REDEAL, 0, 0, 0 };
    g_autoptr (GdkTexture) before = NULL;
    g_autoptr (GdkTexture) after = NULL;
    graphene_rect_t control;

    window = open_window (1024, 720, "la-belle-lucie", 2);
    board = pat_window_get_board (window);
    g_assert_true (pat_board_get_redeal_rect (board, &control));
    graphene_rect_inset (&control, -10, -10);
    before = render_widget (GTK_WIDGET (board));
    pat_board_show_hint (board, &redeal);
    g_assert_true (pat_board_get_hint (board, &from, &to));
    gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "Hint: Redeal the cards");
    after = render_widget (GTK_WIDGET (board));
    g_test_message ("hint green around the redeal control: %u before, %u after",
                    hint_pixels (before, &control, 0), hint_pixels (after, &control, 0));
    g_assert_cmpuint (hint_pixels (before, &control, 0), ==, 0);
    g_assert_cmpuint (hint_pixels (after, &control, 0), >, 100);
    close_window (window);
  }
}

/* No toast waits to be dismissed. */
static gboolean
toasts_settled (gpointer data)
{
  PatWindow *window = data;

  return window->dismiss_id == 0 && window->dismissals->len == 0;
}

static gboolean
demo_moved (gpointer data)
{
  return pat_game_get_moves (pat_window_get_game (data)) > 0;
}

static gboolean
no_toast_shown (gpointer data)
{
  g_autoptr (GPtrArray) titles = toasts_shown (data);

  return titles->len == 0;
}

/* A demo stopped as soon as it started, over and over: its toast goes as
 * it came (libadwaita 1.2 crashed on a toast dismissed as it appeared), and
 * a demo started again is not stopped by the toast of the one before. */
static void
test_demo_stop_at_once (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = open_window (1000, 720, "king-albert", 1);
  for (guint i = 0; i < 5; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
      wait_frames (GTK_WIDGET (window), 1);
    }
  /* Started once more, it goes on after the last stopped one's toast went. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  wait_for (toasts_settled, window);
  wait_for (demo_moved, window);
  g_assert_true (pat_assistant_get_demo (window->assistant));
  g_assert_true (has_label (GTK_WIDGET (window), "The demo is playing"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  wait_for (toasts_settled, window);
  wait_for (no_toast_shown, window);
  g_settings_reset (settings, "animations");
  close_window (window);
}

/* The demo over a game under way asks first, as New Game does: Cancel
 * leaves the game as it was and counts nothing; Abandon counts the loss
 * and starts the demo. */
static void
test_demo_asks (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  AdwMessageDialog *dialog;
  PatGame *game;
  guint before = played ("la-belle-lucie");

  g_settings_set_boolean (settings, "animations", FALSE);
  window = open_window (1000, 720, "la-belle-lucie", 5);
  game = pat_window_get_game (window);
  play_other_move (window, "foundation-0");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  g_assert_false (pat_assistant_get_demo (window->assistant));
  answer ("cancel");
  g_assert_false (pat_assistant_get_demo (window->assistant));
  g_assert_false (window->recorded);
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_cmpuint (played ("la-belle-lucie"), ==, before);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  answer ("abandon");
  g_assert_true (pat_assistant_get_demo (window->assistant));
  g_assert_cmpuint (played ("la-belle-lucie"), ==, before + 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  g_assert_false (pat_assistant_get_demo (window->assistant));
  g_settings_reset (settings, "animations");
  close_window (window);
}

void
test_ui_assists_register (void)
{
  g_test_add_func ("/ui/closed-window", test_closed_window);
  g_test_add_func ("/ui/hint", test_hint);
  g_test_add_func ("/ui/hint-direction", test_hint_direction);
  g_test_add_func ("/ui/hint-looking-stays", test_hint_looking_stays);
  g_test_add_func ("/ui/verdict", test_verdict);
  g_test_add_func ("/ui/verdict-think-longer", test_verdict_think_longer);
  g_test_add_func ("/ui/verdict-narrow", test_verdict_narrow);
  g_test_add_func ("/ui/odds", test_odds);
  g_test_add_func ("/ui/auto-play", test_auto_play);
  g_test_add_func ("/ui/demo", test_demo);
  g_test_add_func ("/ui/demo-fair", test_demo_fair);
  g_test_add_func ("/ui/demo-stop-at-once", test_demo_stop_at_once);
  g_test_add_func ("/ui/demo-asks", test_demo_asks);
}
