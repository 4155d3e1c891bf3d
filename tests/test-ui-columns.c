/* test-ui-columns.c — the games of long columns in the window: Spider's
 * runs, Yukon's and Scorpion's groups, and their assists
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "pat-settings.h"
#include "test-util.h"
#include "test-ui-util.h"

/* Spider: a run of mixed suits is refused as a whole, a run of one suit
 * moves; a full suit leaves for home as part of the move that completes
 * it, flying there from the column it lay on, and undo brings it back;
 * the stock refuses to deal while a column is empty. */
static void
test_spider_runs (void)
{
  PatWindow *window = open_window (1000, 720, "spider", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'spider','rest':'stock','piles':{'tableau-0':['#5C','9S','8H','7H'],"
      "'tableau-1':['9D'],'tableau-2':['#4C','KH','QH','JH','10H','9H','8H','7H','6H',"
      "'5H','4H','3H','2H'],'tableau-3':['AH']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  int home = pat_rules_find_pile (rules, "foundation-0");
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;
  guint flown = 0;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  before = *pat_game_get_state (game);
  a = card_edge (board, "tableau-0", 1);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==,
                   "those cards do not move together: only a run of one suit does, and "
                   "the 8 of hearts lies on the 9 of spades");
  wait_for (board_idle, board);

  a = card_edge (board, "tableau-0", 2);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-0", "#5C 9S");
  assert_pile (board, "tableau-1", "9D 8H 7H");
  wait_for (board_idle, board);

  /* Click-to-move, so that cards fly: the Ace completes the hearts. */
  press (board, "tableau-3", 1);
  press (board, "tableau-2", 1);
  assert_pile (board, "tableau-2", "4C");
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)home), ==, 13);
  for (guint i = 0; i < board->flights->len; i++)
    {
      Flight *flight = &g_array_index (board->flights, Flight, i);

      if (flight->pile != (guint)home)
        continue;
      /* From the column, not from the stock. */
      g_assert_false (
          graphene_point_equal (&flight->from, &board->boxes[rules->stock].base.origin));
      flown++;
    }
  g_assert_cmpuint (flown, ==, 13);
  wait_for (board_idle, board);
  g_assert_true (pat_game_undo (game));
  assert_pile (board, "tableau-2", "#4C KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H");
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)home), ==, 0);
  wait_for (board_idle, board);

  press (board, "stock", 1);
  g_assert_cmpstr (message, ==,
                   "no deal while a pile is empty: fill tableau pile 5 first");
  close_window (window);
}

/* Yukon: a press on any face-up card takes it with every card on it, in
 * sequence or not, by a drag, a click or the keyboard; a face-down card
 * under them turns up; a double-click sends a top card home. */
static void
test_yukon_groups (void)
{
  PatWindow *window = open_window (1000, 720, "yukon", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'yukon','rest':'tableau-6','piles':{'tableau-0':['#2C','8D','4H','QC',"
      "'5C'],'tableau-1':['9C'],'tableau-3':['KD'],'tableau-4':['9S'],"
      "'foundation-0':['AC']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* A face-down card does not move. */
  before = *pat_game_get_state (game);
  a = card_edge (board, "tableau-0", 0);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==,
                   "those cards are not a run: only face-up cards move together");
  wait_for (board_idle, board);

  /* By the 8, from the middle of the column: the three cards on it come
   * along though none is in sequence, and the 2 under it turns up. */
  a = card_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-0", "2C");
  assert_pile (board, "tableau-1", "9C 8D 4H QC 5C");
  gtk_test_accessible_assert_property (
      board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      "8 of diamonds and the cards on it moved from tableau pile 1 to tableau pile 2");
  wait_for (board_idle, board);

  /* Click-to-move: the Queen picks up the 5 on it. */
  a = card_edge (board, "tableau-1", 3);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpint (pat_board_get_selected (board), ==,
                   pat_rules_find_pile (rules, "tableau-1"));
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 2);
  press (board, "tableau-3", 1);
  assert_pile (board, "tableau-1", "9C 8D 4H");
  assert_pile (board, "tableau-3", "KD QC 5C");
  wait_for (board_idle, board);

  /* The keyboard: Space takes one more face-up card each time and lets
   * go once all are held; two of them go onto the 9 of spades. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  tab_to (board, "tableau-1");
  for (guint count = 1; count <= 3; count++)
    {
      key (board, GDK_KEY_space, 0);
      g_assert_cmpuint (pat_board_get_selected_count (board), ==, count);
    }
  key (board, GDK_KEY_space, 0);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  key (board, GDK_KEY_space, 0);
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 2);
  tab_to (board, "tableau-4");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-1", "9C");
  assert_pile (board, "tableau-4", "9S 8D 4H");
  wait_for (board_idle, board);

  /* A double-click sends the turned-up 2 home. */
  press (board, "tableau-0", 2);
  assert_pile (board, "foundation-0", "AC 2C");
  close_window (window);
}

/* Yukon: the odds from the cards seen, the verdict and a hint from every
 * card, safe auto-play after a group move turns up an Ace, and the fair
 * demo to the win past a face-down card. */
static void
test_yukon_assists (void)
{
  g_autoptr (PatSession) session = pt_spades_left (
      "yukon", NULL, 9,
      "'tableau-0':['#KS','QS'],'tableau-1':['JS'],'tableau-2':['10S']");
  PatWindow *window = open_window (1000, 720, "yukon", 1);
  PatGame *game = pat_window_get_game (window);

  expect_odds_then_win (window);

  /* Deal 1: the Queen of hearts leaves the Ace of diamonds face down on
   * top of tableau-5, which turns up and goes home by itself. */
  game = auto_play_after (window, 1, "tableau-4:tableau-0:3", "tableau-5:tableau-4:5",
                          "tableau-5:tableau-2", NULL);
  g_assert_cmpuint (game_pile_len (game, "tableau-5"), ==, 3);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 4);
  close_window (window);

  demo_to_win (session, TRUE, 4);
}

/* Scorpion: a group out of sequence dragged by its bottom card onto the
 * card one higher of its suit, the card under it turning up; a whole
 * column picked up by a click; the stock dealt once onto the first three
 * columns, an empty one among them; a group with a King taken by the
 * keyboard to an empty column. */
static void
test_scorpion_play (void)
{
  PatWindow *window = open_window (1000, 720, "scorpion", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'scorpion','piles':{'stock':['#2S','#3S','#4S'],"
      "'foundation-0':['KC','QC','JC','10C','9C','8C','7C','6C','5C','4C','3C','2C','AC']"
      ","
      "'foundation-1':['KD','QD','JD','10D','9D','8D','7D','6D','5D','4D','3D','2D','AD']"
      ","
      "'foundation-2':['KH','QH','JH','10H','9H','8H','7H','6H','5H','4H','3H','2H','AH']"
      ","
      "'tableau-0':['#5S','8S','KS','7S'],'tableau-1':['9S'],'tableau-2':['10S'],"
      "'tableau-3':['QS','JS'],'tableau-4':['6S'],'tableau-5':['AS']}}"));
  graphene_point_t a, b;

  pat_board_set_game (board, game);

  a = card_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-0", "5S");
  assert_pile (board, "tableau-1", "9S 8S KS 7S");
  gtk_test_accessible_assert_property (
      board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      "8 of spades and the cards on it moved from tableau pile 1 to tableau pile 2");
  wait_for (board_idle, board);

  a = card_edge (board, "tableau-1", 0);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 4);
  press (board, "tableau-2", 1);
  assert_pile (board, "tableau-1", "");
  assert_pile (board, "tableau-2", "10S 9S 8S KS 7S");
  wait_for (board_idle, board);

  press (board, "stock", 1);
  assert_pile (board, "stock", "");
  assert_pile (board, "tableau-0", "5S 4S");
  assert_pile (board, "tableau-1", "3S");
  assert_pile (board, "tableau-2", "10S 9S 8S KS 7S 2S");
  wait_for (board_idle, board);

  gtk_widget_grab_focus (GTK_WIDGET (board));
  tab_to (board, "tableau-2");
  for (guint count = 1; count <= 3; count++)
    key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 3);
  tab_to (board, "tableau-6");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-2", "10S 9S 8S");
  assert_pile (board, "tableau-6", "KS 7S 2S");
  close_window (window);
}

/* Scorpion: the odds from the cards seen, the verdict and a hint from
 * every card, and the fair demo to the win past a face-down card, the
 * full suit going home by itself. */
static void
test_scorpion_assists (void)
{
  g_autoptr (PatSession) session = pt_position (
      "{'game':'scorpion','piles':{"
      "'foundation-0':['KC','QC','JC','10C','9C','8C','7C','6C','5C','4C','3C','2C','AC']"
      ","
      "'foundation-1':['KD','QD','JD','10D','9D','8D','7D','6D','5D','4D','3D','2D','AD']"
      ","
      "'foundation-2':['KH','QH','JH','10H','9H','8H','7H','6H','5H','4H','3H','2H','AH']"
      ","
      "'tableau-0':['#2S','KS','QS','JS','10S','9S','8S','7S','6S','5S','4S','3S'],"
      "'tableau-1':['AS']}}");
  PatWindow *window = open_window (1000, 720, "scorpion", 8);

  expect_odds_then_win (window);
  close_window (window);

  demo_to_win (session, TRUE, 3);
}

void
test_ui_columns_register (void)
{
  g_test_add_func ("/ui/spider-runs", test_spider_runs);
  g_test_add_func ("/ui/yukon-groups", test_yukon_groups);
  g_test_add_func ("/ui/yukon-assists", test_yukon_assists);
  g_test_add_func ("/ui/scorpion-play", test_scorpion_play);
  g_test_add_func ("/ui/scorpion-assists", test_scorpion_assists);
}
