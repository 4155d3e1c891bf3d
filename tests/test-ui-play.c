/* test-ui-play.c — play through the board's input path: drags, clicks, the
 * stock, the keyboard, focus and the cursor, Klondike's runs
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "test-util.h"
#include "test-ui-util.h"

static void
test_drag_and_drop (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_window_get_game (window);
  g_autofree char *message = NULL;
  g_autofree char *t3 = NULL;
  PatState before;

  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);
  drag (board, "tableau-1", "tableau-3");
  t3 = pile_text (board, "tableau-3");
  g_assert_cmpstr (t3, ==, "2D QD 2C QH 6C 6S 5D");
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);

  /* An illegal drop changes nothing, says why, and the card is back. */
  before = *pat_game_get_state (game);
  drag (board, "tableau-0", "tableau-1");
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==, "a 10 of hearts can only go on a black jack");
  wait_for (board_idle, board);
  /* The reason names the pile as the board does, never by its id. */
  drag (board, "tableau-0", "reserve-3");
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==, "nothing can be put on reserve 4");
  wait_for (board_idle, board);

  /* Dropped near but not on: the card goes to the legal pile it overlaps. */
  {
    graphene_point_t a = centre_of (board, "tableau-4"),
                     b = centre_of (board, "tableau-7");
    graphene_rect_t rect;

    pat_board_get_pile_rect (board, 4, -1, &rect);
    pat_board_drag (board, a.x, a.y, b.x + rect.size.width * 0.4, b.y);
    g_autofree char *t7 = pile_text (board, "tableau-7");
    g_assert_cmpstr (t7, ==, "3D QC JD");
  }
  close_window (window);
}

static void
test_click_to_move (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autofree char *t3 = NULL;

  press (board, "tableau-1", 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, 4 + 1);
  press (board, "tableau-3", 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  t3 = pile_text (board, "tableau-3");
  g_assert_cmpstr (t3, ==, "2D QD 2C QH 6C 6S 5D");

  /* With click-to-move off, a click picks nothing up. */
  pat_board_set_click_to_move (board, FALSE);
  press (board, "tableau-4", 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  close_window (window);
}

static void
test_double_click_home (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (
      pt_position ("{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['KD'],"
                   "'tableau-1':['AH'],'foundation-0':['AC']}}"));
  g_autofree char *f = NULL;

  pat_board_set_game (board, game);
  press (board, "tableau-1", 2);
  f = pile_text (board, "foundation-1");
  g_assert_cmpstr (f, ==, "AH");
  close_window (window);
}

static void
test_stock_and_undo (void)
{
  PatWindow *window = open_window (1000, 720, "indian", 3);
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_window_get_game (window);
  const PatRules *rules = pat_game_get_rules (game);

  press (board, "stock", 1);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)rules->waste), ==,
                    1);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)rules->stock), ==,
                    73);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)rules->waste), ==,
                    0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)rules->waste), ==,
                    1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (pat_window_get_game (window) != game);
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "indian");
  close_window (window);
}

/* Fast clicks on the stock, which GTK counts as a double-click and more,
 * each deal, as a series of slow ones does. */
static void
test_stock_fast_clicks (void)
{
  PatWindow *window = open_window (1000, 720, "idle-aces", 5);
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_window_get_game (window);

  for (int n = 1; n <= 4; n++)
    press (board, "stock", n);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 4);
  maybe_screenshot (window, "stock-fast-clicks");
  close_window (window);
}

/* A King Albert move with the keyboard alone. */
static void
test_keyboard_play (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autofree char *t3 = NULL;
  g_autofree char *t7 = NULL;

  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_cmpuint (pat_board_get_cursor (board), ==, 0);
  for (guint i = 0; i < 5; i++)
    key (board, GDK_KEY_Tab, 0);
  g_assert_cmpuint (pat_board_get_cursor (board), ==, 5); /* tableau-1 */
  key (board, GDK_KEY_space, 0);
  g_assert_cmpint (pat_board_get_selected (board), ==, 5);
  key (board, GDK_KEY_Right, 0);
  key (board, GDK_KEY_Right, 0);
  g_assert_cmpuint (pat_board_get_cursor (board), ==, 7); /* tableau-3 */
  key (board, GDK_KEY_Return, 0);
  t3 = pile_text (board, "tableau-3");
  g_assert_cmpstr (t3, ==, "2D QD 2C QH 6C 6S 5D");

  /* Escape lets go of a picked-up card; Shift+Tab goes back. */
  key (board, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK);
  g_assert_cmpuint (pat_board_get_cursor (board), ==, 6);
  key (board, GDK_KEY_Right, 0);
  key (board, GDK_KEY_Right, 0);
  g_assert_cmpuint (pat_board_get_cursor (board), ==, 8); /* tableau-4 */
  key (board, GDK_KEY_space, 0);
  key (board, GDK_KEY_Escape, 0);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  key (board, GDK_KEY_space, 0);
  for (guint i = 0; i < 3; i++)
    key (board, GDK_KEY_Right, 0);
  key (board, GDK_KEY_space, 0);
  t7 = pile_text (board, "tableau-7");
  g_assert_cmpstr (t7, ==, "3D QC JD");
  close_window (window);
}

/* The header bar's buttons, apart from the window's own controls. */
static void
collect_header_buttons (GtkWidget *widget, GPtrArray *buttons)
{
  if (GTK_IS_WINDOW_CONTROLS (widget))
    return;
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_header_buttons (child, buttons);
}

static GPtrArray *
header_buttons (PatWindow *window)
{
  GtkWidget *header = find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GPtrArray *buttons = g_ptr_array_new ();

  g_assert_nonnull (header);
  collect_header_buttons (header, buttons);
  /* New Game, Undo, Redo, Hint and the menu (with its inner button). */
  g_assert_cmpuint (buttons->len, >=, 5);
  return buttons;
}

/* A click on the table takes the keyboard focus from a header button, so
 * that Space then plays on the table instead of pressing New Game; the
 * header's buttons keep no focus when clicked. */
static void
test_click_takes_focus (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 3);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (GPtrArray) buttons = header_buttons (window);
  GtkWidget *new_game = g_ptr_array_index (buttons, 0);

  for (guint i = 0; i < buttons->len; i++)
    g_assert_false (gtk_widget_get_focus_on_click (g_ptr_array_index (buttons, i)));

  g_assert_true (gtk_widget_grab_focus (new_game));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == new_game);
  press (board, "stock", 1);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board));
  maybe_screenshot (window, "click-takes-focus");

  /* A drag too. */
  g_assert_true (gtk_widget_grab_focus (new_game));
  drag (board, "tableau-0", "tableau-1");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board));
  close_window (window);
}

/* The cursor's ring shows once a key moves it, after a click on the
 * table too, and stays while keys play; a click puts it away. */
static void
test_cursor_ring (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 3);
  PatBoard *board = pat_window_get_board (window);

  press (board, "tableau-0", 1);
  g_assert_false (pat_board_get_cursor_visible (board));
  key (board, GDK_KEY_Right, 0);
  g_assert_true (pat_board_get_cursor_visible (board));
  maybe_screenshot (window, "cursor-ring");
  key (board, GDK_KEY_space, 0);
  key (board, GDK_KEY_Down, 0);
  g_assert_true (pat_board_get_cursor_visible (board));
  key (board, GDK_KEY_Tab, 0);
  g_assert_true (pat_board_get_cursor_visible (board));

  press (board, "tableau-3", 1);
  g_assert_false (pat_board_get_cursor_visible (board));
  close_window (window);
}

/* Klondike's runs: dragged by any of their cards, picked up by a click or
 * the keyboard, moved as one, refused as one. */
static void
test_klondike_runs (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'klondike','rest':'stock','piles':{'tableau-0':['#2C','KS','QH','JC',"
      "'10D'],'tableau-1':['QD'],'tableau-2':['KC'],'foundation-0':['AC']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* By the jack, from the middle of the run: the ten comes along. */
  a = card_edge (board, "tableau-0", 3);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-0", "#2C KS QH");
  assert_pile (board, "tableau-1", "QD JC 10D");
  gtk_test_accessible_assert_property (
      board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      "jack of clubs and the cards on it moved from tableau pile 1 to tableau pile 2");
  wait_for (board_idle, board);

  /* Refused as a whole: nothing moves, the reason is given, and the cards
   * are back together. */
  before = *pat_game_get_state (game);
  a = card_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==,
                   "a king of spades cannot go on any card of a tableau pile");
  wait_for (board_idle, board);

  /* Click-to-move: the king picks up the queen on it. */
  a = card_edge (board, "tableau-0", 1);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpint (pat_board_get_selected (board), ==,
                   pat_rules_find_pile (rules, "tableau-0"));
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 2);
  press (board, "tableau-3", 1);
  assert_pile (board, "tableau-0", "2C");
  assert_pile (board, "tableau-3", "KS QH");

  /* The keyboard: Space again on the same pile takes one more card of the
   * run, and lets go once the whole run is held. */
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
  key (board, GDK_KEY_Tab, 0);
  key (board, GDK_KEY_Tab, 0);
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-1", "QD");
  assert_pile (board, "tableau-3", "KS QH JC 10D");

  /* A double-click still sends a top card home. */
  press (board, "tableau-0", 2);
  assert_pile (board, "foundation-0", "AC 2C");
  close_window (window);
}

/* A press on a card that cannot be picked up says why, in the engine's
 * words, with click-to-move on and off; nothing is picked up. */
static void
test_press_buried (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'klondike','rest':'stock','piles':{'tableau-0':['#2C','KS','QH','10D',"
      "'9C']}}"));
  g_autofree char *message = NULL;
  graphene_point_t at;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);
  for (guint round = 0; round < 2; round++)
    {
      pat_board_set_click_to_move (board, round == 0);
      g_clear_pointer (&message, g_free);
      at = card_edge (board, "tableau-0", 1);
      pat_board_press (board, at.x, at.y, 1);
      g_assert_cmpint (pat_board_get_selected (board), ==, -1);
      g_assert_cmpstr (message, ==,
                       "those cards are not a run: the 10 of diamonds cannot lie on "
                       "the queen of hearts");
      g_clear_pointer (&message, g_free);
      at = card_edge (board, "tableau-0", 0);
      pat_board_press (board, at.x, at.y, 1);
      g_assert_cmpint (pat_board_get_selected (board), ==, -1);
      g_assert_cmpstr (message, ==,
                       "those cards are not a run: only face-up cards move together");
    }
  /* The run on top still picks up. */
  pat_board_set_click_to_move (board, TRUE);
  press (board, "tableau-0", 1);
  g_assert_cmpint (pat_board_get_selected (board), ==,
                   pat_rules_find_pile (pat_game_get_rules (game), "tableau-0"));
  close_window (window);
}

/* The GtkSettings' animations, on or off, for the test's length. */
static void
set_desktop_animations (gboolean on)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", on, NULL);
}

/* A drop lands in the next frame: no card flies after a drag and drop;
 * cards moved otherwise (click-to-move) fly, unless the desktop turns
 * animations off. */
static void
test_drop_lands (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_window_get_game (window);

  set_desktop_animations (TRUE);
  drag (board, "tableau-1", "tableau-3");
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_false (pat_board_is_animating (board));
  /* Refused, the card is back in its pile at once too. */
  drag (board, "tableau-0", "tableau-1");
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_false (pat_board_is_animating (board));

  /* Click-to-move: a flight. */
  press (board, "tableau-4", 1);
  press (board, "tableau-7", 1);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 2);
  g_assert_true (pat_board_is_animating (board));
  pat_board_skip_animations (board);

  /* Undo is not by hand either; with the desktop's animations off,
   * nothing flies. */
  set_desktop_animations (FALSE);
  g_assert_true (pat_game_undo (game));
  g_assert_false (pat_board_is_animating (board));
  press (board, "tableau-4", 1);
  press (board, "tableau-7", 1);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 2);
  g_assert_false (pat_board_is_animating (board));
  gtk_settings_reset_property (gtk_settings_get_default (), "gtk-enable-animations");
  close_window (window);
}

/* Klondike with three cards turned at a time: the top three of the waste
 * fan out, the rest lie squared under them. */
static void
test_klondike_draw_three (void)
{
  PatWindow *window = open_window (1000, 720, "klondike", 5);
  PatBoard *board = pat_window_get_board (window);
  PatRules rules;
  graphene_rect_t base, rect;
  float last_x;
  guint waste;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  g_assert_true (pat_rules_set_option (&rules, "draw", "3", NULL));
  pat_rules_resolve (&rules);
  pat_window_new_game (window, &rules, 5);
  waste = (guint)rules.waste;
  for (guint i = 0; i < 3; i++)
    press (board, "stock", 1);
  wait_for (board_idle, board);
  g_assert_cmpuint (
      pat_state_len (pat_game_get_state (pat_window_get_game (window)), waste), ==, 9);
  g_assert_true (pat_board_get_pile_rect (board, waste, 0, &base));
  /* The third card from the top lies where the rest do; the two above it
   * step to the right. */
  for (int i = 1; i < 7; i++)
    {
      g_assert_true (pat_board_get_pile_rect (board, waste, i, &rect));
      g_assert_cmpfloat (rect.origin.x, ==, base.origin.x);
    }
  last_x = base.origin.x;
  for (int i = 7; i < 9; i++)
    {
      g_assert_true (pat_board_get_pile_rect (board, waste, i, &rect));
      g_assert_cmpfloat (rect.origin.x, >, last_x);
      last_x = rect.origin.x;
    }
  maybe_screenshot (window, "klondike-draw-three");

  /* A run (the 4 of spades on the 5 of diamonds) held in the middle of a
   * drag, drawn together. */
  {
    PatGame *game = pat_window_get_game (window);
    const PatRules *r = pat_game_get_rules (game);
    const PatState *state;
    PatMove move;

    g_assert_true (pat_move_parse (r, "tableau-5:tableau-3", &move, NULL));
    g_assert_true (pat_game_try_move (game, &move, NULL));
    wait_for (board_idle, board);
    state = pat_game_get_state (game);
    for (guint p = 0; p < r->n_piles; p++)
      if (pat_move_run_length (r, state, p) >= 2)
        {
          graphene_rect_t card;

          g_assert_true (pat_board_get_pile_rect (
              board, p, (int)(pat_state_len (state, p) - 2), &card));
          pat_board_drag_begin (board, card.origin.x + 5, card.origin.y + 3);
          pat_board_drag_update (board, card.origin.x + 40, card.origin.y + 60);
          pat_board_drag_update (board, card.origin.x + 80, card.origin.y + 120);
          maybe_screenshot (window, "klondike-drag");
          pat_board_drag_end (board);
          break;
        }
  }
  close_window (window);
}

void
test_ui_play_register (void)
{
  g_test_add_func ("/ui/drag-and-drop", test_drag_and_drop);
  g_test_add_func ("/ui/click-to-move", test_click_to_move);
  g_test_add_func ("/ui/double-click-home", test_double_click_home);
  g_test_add_func ("/ui/stock-and-undo", test_stock_and_undo);
  g_test_add_func ("/ui/stock-fast-clicks", test_stock_fast_clicks);
  g_test_add_func ("/ui/keyboard-play", test_keyboard_play);
  g_test_add_func ("/ui/click-takes-focus", test_click_takes_focus);
  g_test_add_func ("/ui/cursor-ring", test_cursor_ring);
  g_test_add_func ("/ui/klondike-runs", test_klondike_runs);
  g_test_add_func ("/ui/press-buried", test_press_buried);
  g_test_add_func ("/ui/drop-lands", test_drop_lands);
  g_test_add_func ("/ui/klondike-draw-three", test_klondike_draw_three);
}
