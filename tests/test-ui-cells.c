/* test-ui-cells.c — the games of free cells and open rows in the window:
 * FreeCell, Beleaguered Castle and Baker's Dozen played, and their assists
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "pat-settings.h"
#include "test-util.h"
#include "test-ui-util.h"

/* FreeCell's New Game draws from the deals its players know by number, 1
 * to 1,000,000: twenty draws from the whole range would all land there
 * once in 10^53 runs. */
static void
test_freecell_new_game (void)
{
  PatWindow *window = open_window (1000, 720, "freecell", 1);
  PatGame *game;

  for (guint i = 0; i < 20; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
      game = pat_window_get_game (window);
      g_assert_cmpstr (pat_game_get_rules (game)->variant->id, ==, "freecell");
      g_assert_cmpuint (pat_game_get_deal_number (game), >=, 1);
      g_assert_cmpuint (pat_game_get_deal_number (game), <=, 1000000);
    }
  close_window (window);
}

/* FreeCell: a run dragged whole only as far as the free cells allow, the
 * reason said when not; click-to-move into a cell; a double-click sends a
 * card home, or else to a free cell; the keyboard moves a run. */
static void
test_freecell_play (void)
{
  PatWindow *window = open_window (1000, 720, "freecell", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'freecell','rest':'tableau-0','piles':{'tableau-0':['KD','AH'],"
      "'tableau-1':['10S','9H','8S','7H','6S','5H','4S'],'tableau-2':['JD'],"
      "'tableau-3':['10C'],'tableau-4':['9D'],'tableau-5':['8C'],'tableau-6':['7D'],"
      "'tableau-7':['6C'],'cell-3':['2H']}}"));
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* Three free cells, no empty column: four cards at most. */
  before = *pat_game_get_state (game);
  a = card_edge (board, "tableau-1", 0);
  b = centre_of (board, "tableau-2");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==,
                   "a run of 7 cards is too long for the free cells and empty piles: at "
                   "most 4 cards can move to tableau pile 3 now");
  wait_for (board_idle, board);

  a = card_edge (board, "tableau-1", 3);
  b = centre_of (board, "tableau-5");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-1", "10S 9H 8S");
  assert_pile (board, "tableau-5", "8C 7H 6S 5H 4S");
  wait_for (board_idle, board);

  /* Click-to-move: the top card into a cell. */
  a = card_edge (board, "tableau-1", 2);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  press (board, "cell-0", 1);
  assert_pile (board, "cell-0", "8S");
  wait_for (board_idle, board);

  /* A double-click: the Ace home, the 6 of clubs to the first free cell. */
  press (board, "tableau-0", 2);
  wait_for (board_idle, board);
  press (board, "tableau-7", 2);
  assert_pile (board, "foundation-0", "AH");
  assert_pile (board, "cell-1", "6C");
  wait_for (board_idle, board);

  /* The keyboard: two cards of the run onto the Jack; one free cell and an
   * empty column allow four. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  tab_to (board, "tableau-1");
  key (board, GDK_KEY_space, 0);
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 2);
  tab_to (board, "tableau-2");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-2", "JD 10S 9H");
  close_window (window);
}

/* FreeCell: the verdict on Microsoft's deal 1, a hint the engine takes,
 * auto-play sending an Ace home from a cell, and the demo to the win. */
static void
test_freecell_assists (void)
{
  g_autoptr (PatSession) session
      = pt_spades_left ("freecell", NULL, 9,
                        "'tableau-4':['KS'],'tableau-0':['QS'],'cell-2':['JS'],"
                        "'tableau-3':['10S']");
  PatWindow *window = open_window (1000, 720, "freecell", 1);
  PatGame *game;

  expect_verdict (window, "This deal can be won");
  take_hint (window);

  /* Deal 1's tableau-5 is 7H QC AS AC 2C 3D: with the 3 and the 2 in
   * cells, both Aces go home by themselves. */
  game = auto_play_after (window, 1, "tableau-5:cell-0", "tableau-5:cell-1", NULL);
  g_assert_cmpuint (game_pile_len (game, "tableau-5"), ==, 2);
  close_window (window);

  demo_to_win (session, FALSE, 4);
}

/* Beleaguered Castle's rows fan to the right, two to a line: a covered
 * card cannot be taken, the top card goes by drag, click, double-click and
 * the keyboard, and an empty row takes any card. */
static void
test_beleaguered_castle_play (void)
{
  PatWindow *window = open_window (1000, 720, "beleaguered-castle", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'beleaguered-castle','rest':'tableau-7','piles':{"
      "'foundation-0':['AC'],'foundation-1':['AD'],'foundation-2':['AH'],"
      "'foundation-3':['AS'],'tableau-0':['KD','9C','5H'],'tableau-1':['6S'],"
      "'tableau-2':['2C'],'tableau-3':[],'tableau-4':['QH','JC'],"
      "'tableau-5':['QS'],'tableau-6':['10D']}}"));
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* A covered card neither picks up nor drags. */
  before = *pat_game_get_state (game);
  for (guint round = 0; round < 2; round++)
    {
      pat_board_set_click_to_move (board, round == 0);
      g_clear_pointer (&message, g_free);
      a = card_left_edge (board, "tableau-0", 1);
      pat_board_press (board, a.x, a.y, 1);
      g_assert_cmpint (pat_board_get_selected (board), ==, -1);
      g_assert_cmpstr (message, ==,
                       "cards leave a tableau pile one at a time in this game");
    }
  a = card_left_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-3");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  wait_for (board_idle, board);

  /* The top card, dragged by the part that shows. */
  a = card_left_edge (board, "tableau-0", 2);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-1", "6S 5H");
  assert_pile (board, "tableau-0", "KD 9C");
  wait_for (board_idle, board);

  /* Click-to-move into the empty row. */
  pat_board_set_click_to_move (board, TRUE);
  press (board, "tableau-0", 1);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  press (board, "tableau-3", 1);
  assert_pile (board, "tableau-3", "9C");
  wait_for (board_idle, board);

  /* A double-click sends the 2 of clubs home. */
  press (board, "tableau-2", 2);
  assert_pile (board, "foundation-0", "AC 2C");
  assert_pile (board, "tableau-2", "");
  wait_for (board_idle, board);

  /* The keyboard: the Jack of clubs onto the Queen of spades. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  tab_to (board, "tableau-4");
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  tab_to (board, "tableau-5");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-5", "QS JC");
  assert_pile (board, "tableau-4", "QH");
  close_window (window);
}

/* Beleaguered Castle: the verdict and the hint on a deal, a 2 sent home by
 * auto-play once the card over it moves, and the demo to the win. */
static void
test_beleaguered_castle_assists (void)
{
  g_autoptr (PatSession) session
      = pt_spades_left ("beleaguered-castle", NULL, 9,
                        "'tableau-4':['KS'],'tableau-0':['QS'],'tableau-1':['JS'],"
                        "'tableau-3':['10S']");
  PatWindow *window = open_window (1000, 720, "beleaguered-castle", 1);
  PatGame *game;

  expect_verdict (window, "This deal can be won");
  take_hint (window);

  /* Deal 3's tableau-2 ends 2D 5C, and tableau-5 with the 6 of diamonds:
   * once the 5 moves there, the 2 goes home by itself. */
  game = auto_play_after (window, 3, "tableau-2:tableau-5", NULL);
  g_assert_cmpuint (game_pile_len (game, "tableau-2"), ==, 4);
  close_window (window);

  demo_to_win (session, FALSE, 4);
}

/* Baker's Dozen's thirteen columns fan down: a covered card cannot be
 * taken, the top card goes by drag, click, double-click and the keyboard,
 * and an emptied column takes no card. */
static void
test_bakers_dozen_play (void)
{
  PatWindow *window = open_window (1000, 720, "bakers-dozen", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'bakers-dozen','rest':'tableau-12','piles':{'foundation-0':['AC'],"
      "'tableau-0':['KD','9C','5H'],'tableau-1':['6S'],'tableau-2':['2C'],"
      "'tableau-3':[],'tableau-4':['QH','JC'],'tableau-5':['QS'],"
      "'tableau-6':['10D']}}"));
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* A covered card neither picks up nor drags. */
  before = *pat_game_get_state (game);
  for (guint round = 0; round < 2; round++)
    {
      pat_board_set_click_to_move (board, round == 0);
      g_clear_pointer (&message, g_free);
      a = card_edge (board, "tableau-0", 1);
      pat_board_press (board, a.x, a.y, 1);
      g_assert_cmpint (pat_board_get_selected (board), ==, -1);
      g_assert_cmpstr (message, ==,
                       "cards leave a tableau pile one at a time in this game");
    }
  a = card_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-6");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  wait_for (board_idle, board);

  /* The emptied column takes nothing, and says why. */
  g_clear_pointer (&message, g_free);
  a = card_edge (board, "tableau-0", 2);
  b = centre_of (board, "tableau-3");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==, "tableau pile 4 is empty and takes no card");
  wait_for (board_idle, board);

  /* The top card, dragged by the part that shows. */
  a = card_edge (board, "tableau-0", 2);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-1", "6S 5H");
  assert_pile (board, "tableau-0", "KD 9C");
  wait_for (board_idle, board);

  /* Click-to-move: the 9 onto the 10, then not into the empty column. */
  pat_board_set_click_to_move (board, TRUE);
  press (board, "tableau-0", 1);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  press (board, "tableau-6", 1);
  assert_pile (board, "tableau-6", "10D 9C");
  assert_pile (board, "tableau-0", "KD");
  wait_for (board_idle, board);
  g_clear_pointer (&message, g_free);
  press (board, "tableau-0", 1);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  press (board, "tableau-3", 1);
  assert_pile (board, "tableau-3", "");
  assert_pile (board, "tableau-0", "KD");
  g_assert_cmpstr (message, ==, "tableau pile 4 is empty and takes no card");
  wait_for (board_idle, board);

  /* A double-click sends the 2 of clubs home. */
  press (board, "tableau-2", 2);
  assert_pile (board, "foundation-0", "AC 2C");
  assert_pile (board, "tableau-2", "");
  wait_for (board_idle, board);

  /* The keyboard: the Jack of clubs onto the Queen of spades. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  tab_to (board, "tableau-4");
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  tab_to (board, "tableau-5");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-5", "QS JC");
  assert_pile (board, "tableau-4", "QH");
  close_window (window);
}

/* Baker's Dozen: the verdict and the hint on a deal, an Ace sent home by
 * auto-play once the card over it moves, and the demo to the win. */
static void
test_bakers_dozen_assists (void)
{
  g_autoptr (PatSession) session
      = pt_spades_left ("bakers-dozen", NULL, 9,
                        "'tableau-4':['KS'],'tableau-0':['QS'],'tableau-1':['JS'],"
                        "'tableau-3':['10S']");
  PatWindow *window = open_window (1000, 720, "bakers-dozen", 1);
  PatGame *game;

  expect_verdict (window, "This deal can be won");
  take_hint (window);

  /* Deal 41 has no Ace on top; its tableau-1 ends AD 10H, and tableau-2
   * with the Jack of spades: once the 10 moves there, the Ace goes home by
   * itself. */
  game = auto_play_after (window, 41, "tableau-1:tableau-2", NULL);
  g_assert_cmpuint (game_pile_len (game, "tableau-1"), ==, 2);
  close_window (window);

  demo_to_win (session, FALSE, 4);
}

void
test_ui_cells_register (void)
{
  g_test_add_func ("/ui/freecell-play", test_freecell_play);
  g_test_add_func ("/ui/freecell-new-game", test_freecell_new_game);
  g_test_add_func ("/ui/freecell-assists", test_freecell_assists);
  g_test_add_func ("/ui/beleaguered-castle-play", test_beleaguered_castle_play);
  g_test_add_func ("/ui/beleaguered-castle-assists", test_beleaguered_castle_assists);
  g_test_add_func ("/ui/bakers-dozen-play", test_bakers_dozen_play);
  g_test_add_func ("/ui/bakers-dozen-assists", test_bakers_dozen_assists);
}
