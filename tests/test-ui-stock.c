/* test-ui-stock.c — the games played from a stock in the window: Golf's
 * columns to its foundation
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "pat-settings.h"
#include "test-util.h"
#include "test-ui-util.h"

/* Golf: a column's top card goes to the foundation by a double-click, by
 * click-to-move and by a drag; a card under it cannot be taken; a click on
 * the stock turns its top card onto the foundation, and undo takes it
 * back. */
static void
test_golf_play (void)
{
  PatWindow *window = open_window (1000, 720, "golf", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'golf','rest':'stock','piles':{'foundation-0':['5S'],"
      "'tableau-0':['9C','4H'],'tableau-1':['3D'],'tableau-2':['KD','2C']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  guint home = (guint)pat_rules_find_pile (rules, "foundation-0");
  guint stock;
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  press (board, "tableau-0", 2);
  assert_pile (board, "foundation-0", "5S 4H");
  wait_for (board_idle, board);

  press (board, "tableau-1", 1);
  press (board, "foundation-0", 1);
  assert_pile (board, "foundation-0", "5S 4H 3D");
  wait_for (board_idle, board);

  /* The King lies under the 2: it cannot be picked up. */
  before = *pat_game_get_state (game);
  a = card_edge (board, "tableau-2", 0);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_nonnull (message);
  wait_for (board_idle, board);

  a = card_edge (board, "tableau-2", 1);
  b = centre_of (board, "foundation-0");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-2", "KD");
  assert_pile (board, "foundation-0", "5S 4H 3D 2C");
  wait_for (board_idle, board);

  stock = pat_state_len (pat_game_get_state (game), (guint)rules->stock);
  press (board, "stock", 1);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), home), ==, 5);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)rules->stock), ==,
                    stock - 1);
  g_assert_false (
      pat_card_is_face_down (pat_state_top (pat_game_get_state (game), home)));
  wait_for (board_idle, board);
  g_assert_true (pat_game_undo (game));
  assert_pile (board, "foundation-0", "5S 4H 3D 2C");
  close_window (window);
}

/* Canfield: an empty foundation says which rank it takes this deal, the
 * base dealt to the first one, to the eye and to assistive technology. */
static void
test_canfield_base (void)
{
  PatWindow *window = open_window (1000, 720, "canfield", 7);
  GtkWidget *board = GTK_WIDGET (pat_window_get_board (window));

  assert_pile (pat_window_get_board (window), "foundation-0", "JH");
  g_assert_true (has_child_labelled (board, "Foundation 1, 1 card"));
  g_assert_true (has_child_labelled (board, "Foundation 2, empty, takes a jack"));
  g_assert_true (has_child_labelled (board, "Foundation 4, empty, takes a jack"));
  /* Piles whose group has no base from the deal say only that they are
   * empty. */
  g_assert_true (has_child_labelled (board, "The waste, empty"));
  maybe_screenshot (window, "canfield-base");
  close_window (window);
}

void
test_ui_stock_register (void)
{
  g_test_add_func ("/ui/golf-play", test_golf_play);
  g_test_add_func ("/ui/canfield-base", test_canfield_base);
}
