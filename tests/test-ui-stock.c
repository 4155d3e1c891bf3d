/* test-ui-stock.c — the games played from a stock in the window: Golf's
 * columns to its foundation, and its assists
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

/* Golf: the odds from the cards seen, the verdict and a hint from every
 * card, auto-play that leaves Golf alone (no card going home is safe: it
 * changes what the foundation takes), and the fair demo to the win with
 * the stock unseen. */
static void
test_golf_assists (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatSession) session
      = pt_position ("{'game':'golf','rest':'stock','piles':{'foundation-0':['5S'],"
                     "'tableau-0':['4H'],'tableau-1':['3D'],'tableau-2':['2C']}}");
  PatWindow *window = open_window (1000, 720, "golf", 7);
  WindowText odds = { window, NULL };
  PatGame *game;

  wait_for_within (odds_shown, &odds, 60);
  g_settings_set_string (settings, "hints-use", "every-card");
  expect_verdict (window, "This deal can be won");
  assert_hint_listed (window);
  g_settings_reset (settings, "hints-use");

  /* Deal 7's stock turns up the 4 of hearts: the 3 of hearts on tableau-4
   * and the 5 of spades on tableau-6 could follow it, but auto-play
   * sends neither. */
  g_settings_set_string (settings, "auto-play", "safe");
  pat_window_new_game (window, pat_game_get_rules (pat_window_get_game (window)), 7);
  game = pat_window_get_game (window);
  play_move (window, "deal");
  wait_for (autoplay_done, window);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_settings_reset (settings, "auto-play");
  close_window (window);

  g_settings_set_boolean (settings, "animations", FALSE);
  window = demo_resumed (session);
  g_assert_true (_pat_assistant_demo_fair (window->assistant));
  wait_for_within (game_won, window, 60);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 3);
  g_settings_reset (settings, "animations");
  close_window (window);
}

void
test_ui_stock_register (void)
{
  g_test_add_func ("/ui/golf-play", test_golf_play);
  g_test_add_func ("/ui/golf-assists", test_golf_assists);
}
