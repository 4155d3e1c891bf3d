/* test-ui-stock.c — the games played from a stock in the window: Golf's
 * columns to its foundation, TriPeaks' peaks that cover one another,
 * Canfield's reserve, base and runs, Forty Thieves' runs, waste and
 * stock, Pyramid's pairs that go home together, and the assists of each
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
  g_autoptr (PatSession) session
      = pt_position ("{'game':'golf','rest':'stock','piles':{'foundation-0':['5S'],"
                     "'tableau-0':['4H'],'tableau-1':['3D'],'tableau-2':['2C']}}");
  PatWindow *window = open_window (1000, 720, "golf", 7);
  PatGame *game;

  expect_odds_then_win (window);

  /* Deal 7's stock turns up the 4 of hearts: the 3 of hearts on tableau-4
   * and the 5 of spades on tableau-6 could follow it, but auto-play
   * sends neither. */
  game = auto_play_after (window, 7, "deal", NULL);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  close_window (window);

  demo_to_win (session, TRUE, 3);
}

/* TriPeaks: the card drawn on top is the one a press takes where cards
 * overlap; a covered card cannot be taken and says why, and is named with
 * the cards over it; free cards go home by a double-click, by
 * click-to-move, by a drag and by the keyboard; the card under them turns
 * up. */
static void
test_tripeaks_play (void)
{
  PatWindow *window = open_window (1000, 720, "tripeaks", 1);
  PatBoard *board = pat_window_get_board (window);
  GtkWidget *widget = GTK_WIDGET (board);
  g_autoptr (PatGame) game = pat_game_new_for_session (
      pt_position ("{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['6S'],"
                   "'tableau-9':['#9D'],'tableau-10':['#8C'],'tableau-18':['5H'],"
                   "'tableau-19':['4D'],'tableau-20':['3C'],'tableau-21':['2S']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  g_autofree char *message = NULL;
  graphene_rect_t rect;
  graphene_point_t a, b;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);
  g_assert_true (has_child_labelled (
      widget, "Face-down card, covered by 2 cards, on tableau pile 10"));

  /* The top half of tableau-9 shows above the two cards over it. */
  a = card_edge (board, "tableau-9", 0);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  g_assert_cmpstr (message, ==, "that card is covered by 2 cards");
  wait_for (board_idle, board);

  /* Tableau-18's top right corner lies over tableau-9: a double-click
   * there sends the 5 home. */
  g_assert_true (pat_board_get_pile_rect (
      board, (guint)pat_rules_find_pile (rules, "tableau-18"), 0, &rect));
  pat_board_press (board, rect.origin.x + rect.size.width - 3, rect.origin.y + 3, 2);
  assert_pile (board, "foundation-0", "6S 5H");
  g_assert_true (has_child_labelled (
      widget, "Face-down card, covered by 1 card, on tableau pile 10"));
  wait_for (board_idle, board);

  press (board, "tableau-19", 1);
  press (board, "foundation-0", 1);
  assert_pile (board, "foundation-0", "6S 5H 4D");
  /* Both cards over tableau-9 gone: it turned up. */
  assert_pile (board, "tableau-9", "9D");
  g_assert_true (
      has_child_labelled (widget, "9 of diamonds, on tableau pile 10, top card"));
  wait_for (board_idle, board);

  a = card_edge (board, "tableau-20", 0);
  b = centre_of (board, "foundation-0");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "foundation-0", "6S 5H 4D 3C");
  assert_pile (board, "tableau-10", "8C");
  wait_for (board_idle, board);

  gtk_widget_grab_focus (widget);
  tab_to (board, "tableau-21");
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  tab_to (board, "foundation-0");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "foundation-0", "6S 5H 4D 3C 2S");
  close_window (window);
}

/* TriPeaks: the odds from the cards seen, the verdict and a hint from
 * every card, no card played by safe auto-play (each changes the
 * foundation's top), and the fair demo to the win past a face-down
 * card. */
static void
test_tripeaks_assists (void)
{
  g_autoptr (PatSession) session
      = pt_position ("{'game':'tripeaks','rest':'stock','piles':{'foundation-0':['5S'],"
                     "'tableau-9':['#2C'],'tableau-18':['4H'],'tableau-19':['3D']}}");
  PatWindow *window = open_window (1000, 720, "tripeaks", 1);
  PatGame *game = pat_window_get_game (window);

  expect_odds_then_win (window);

  game = auto_play_after (window, 1, "tableau-21:foundation-0", NULL);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  close_window (window);

  demo_to_win (session, TRUE, 3);
}

/* Forty Thieves: a run in suit dragged whole only as far as the empty
 * column lets it, the refusal said; a click on the stock turns a card
 * onto the waste, which goes by click-to-move onto a column; a
 * double-click sends an Ace home; the keyboard moves a card into the
 * empty column; a card under another cannot be taken alone. */
static void
test_forty_thieves_play (void)
{
  PatWindow *window = open_window (1000, 720, "forty-thieves", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'forty-thieves','rest':'stock','piles':{"
      "'tableau-0':['KC','8H','7H','6H'],'tableau-1':['9H'],'tableau-2':['QS'],"
      "'tableau-3':['AD'],'tableau-4':['JC'],'tableau-5':['10S'],'tableau-6':['KD'],"
      "'tableau-7':['4C'],'tableau-8':[],'tableau-9':['2S'],'stock':['9S','JS']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  g_autofree char *message = NULL;
  graphene_point_t a, b;
  PatState before;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* One empty column: two cards at most onto a column. */
  before = *pat_game_get_state (game);
  a = card_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  g_assert_cmpstr (message, ==,
                   "a run of 3 cards is too long for the empty piles: at most 2 cards "
                   "can move to tableau pile 2 now");
  wait_for (board_idle, board);

  a = card_edge (board, "tableau-0", 2);
  b = centre_of (board, "tableau-8");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  g_assert_true (pat_state_equal (&before, pat_game_get_state (game)));
  wait_for (board_idle, board);

  /* The stock turns its top card onto the waste; click-to-move plays it. */
  press (board, "stock", 1);
  assert_pile (board, "waste", "JS");
  press (board, "waste", 1);
  press (board, "tableau-2", 1);
  assert_pile (board, "tableau-2", "QS JS");
  assert_pile (board, "waste", "");
  wait_for (board_idle, board);

  press (board, "tableau-3", 2);
  assert_pile (board, "tableau-3", "");
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game),
                                   (guint)pat_rules_find_pile (rules, "foundation-0")),
                    ==, 1);
  wait_for (board_idle, board);

  /* Two empty columns now: the three hearts go onto the 9 whole. */
  a = card_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-0", "KC");
  assert_pile (board, "tableau-1", "9H 8H 7H 6H");
  wait_for (board_idle, board);

  /* The keyboard: the 10 of spades onto the Jack on the Queen. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  tab_to (board, "tableau-5");
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  tab_to (board, "tableau-2");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-2", "QS JS 10S");
  assert_pile (board, "tableau-5", "");
  close_window (window);
}

static const char *const ranks[]
    = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

/* Forty Thieves: the odds from the cards seen, the verdict and a hint from
 * every card, safe auto-play of an Ace the waste turns up, and the fair
 * demo to the win past the stock. */
static void
test_forty_thieves_assists (void)
{
  g_autoptr (GString) json = g_string_new (
      "{'game':'forty-thieves','piles':{'tableau-0':['QS','JS'],'stock':['KS','10S']");
  g_autoptr (PatSession) session = NULL;
  PatWindow *window = open_window (1000, 720, "forty-thieves", 1);
  PatGame *game;

  /* Every card home but four spades: two deals and four cards home. */
  for (guint f = 0; f < 8; f++)
    {
      g_string_append_printf (json, ",'foundation-%u':[", f);
      for (guint r = 0; r < (f == 7 ? 9u : 13u); r++)
        g_string_append_printf (json, "%s'%s%c'", r > 0 ? "," : "", ranks[r],
                                "CDHS"[f % 4]);
      g_string_append (json, "]");
    }
  g_string_append (json, "}}");
  session = pt_position (json->str);

  expect_odds_then_win (window);

  /* Deal 1: the stock's top card is the Ace of hearts, which goes home by
   * itself once turned. */
  game = auto_play_after (window, 1, "deal", NULL);
  g_assert_cmpuint (game_pile_len (game, "waste"), ==, 0);
  g_assert_cmpuint (pat_game_get_moves (game), >=, 2);
  close_window (window);

  demo_to_win (session, TRUE, 6);
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

/* Canfield: the reserve's top goes home by a double-click and onto a
 * column by click-to-move, the card under it turning up; a run dragged by
 * a card in the middle of its column; a column emptied and filled at once
 * from the reserve; a click on the stock turning three cards; a run moved
 * by the keyboard, its column filled with the reserve's last card. */
static void
test_canfield_play (void)
{
  PatWindow *window = open_window (1000, 720, "canfield", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'canfield','rest':'stock','piles':{'stock':['#2C','#3C','#4C'],"
      "'foundation-0':['5S'],'foundation-1':['5H','6H'],"
      "'reserve-0':['#KD','#6D','#4H','7H'],'tableau-0':['10D','9C','8H'],"
      "'tableau-1':['10H'],'tableau-2':['JS'],'tableau-3':['5C']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  guint stock;
  graphene_point_t a, b;

  pat_board_set_game (board, game);

  press (board, "reserve-0", 2);
  assert_pile (board, "foundation-1", "5H 6H 7H");
  assert_pile (board, "reserve-0", "#KD #6D 4H");
  wait_for (board_idle, board);

  press (board, "reserve-0", 1);
  press (board, "tableau-3", 1);
  assert_pile (board, "tableau-3", "5C 4H");
  assert_pile (board, "reserve-0", "#KD 6D");
  wait_for (board_idle, board);

  /* By the Nine: the Eight on it comes along, the Ten stays. */
  a = card_edge (board, "tableau-0", 1);
  b = centre_of (board, "tableau-1");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "tableau-0", "10D");
  assert_pile (board, "tableau-1", "10H 9C 8H");
  wait_for (board_idle, board);

  /* The Ten leaves its column empty: the reserve's Six fills it in the
   * same move, and the King under it turns up. */
  press (board, "tableau-0", 1);
  press (board, "tableau-2", 1);
  assert_pile (board, "tableau-2", "JS 10D");
  assert_pile (board, "tableau-0", "6D");
  assert_pile (board, "reserve-0", "KD");
  wait_for (board_idle, board);

  stock = pat_state_len (pat_game_get_state (game), (guint)rules->stock);
  press (board, "stock", 1);
  assert_pile (board, "waste", "4C 3C 2C");
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), (guint)rules->stock), ==,
                    stock - 3);
  wait_for (board_idle, board);

  /* The keyboard: Space twice takes the Five with the Four on it; the
   * emptied column takes the reserve's last card. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  tab_to (board, "tableau-3");
  key (board, GDK_KEY_space, 0);
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 2);
  tab_to (board, "tableau-0");
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "tableau-0", "6D 5C 4H");
  assert_pile (board, "tableau-3", "KD");
  assert_pile (board, "reserve-0", "");
  wait_for (board_idle, board);

  g_assert_true (pat_game_undo (game));
  assert_pile (board, "tableau-3", "5C 4H");
  assert_pile (board, "reserve-0", "KD");
  close_window (window);
}

/* A window that resumes @session, saved as the player's game. */
static PatWindow *
window_resumed (PatSession *session)
{
  g_autofree char *json = pat_json_save (session);
  PatWindow *window = pat_window_new (NULL);

  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  g_assert_true (pat_window_resume (window));
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  return window;
}

/* Canfield: the odds from the cards seen, the verdict and a hint from
 * every card; safe auto-play sending home a card of a foundation that
 * started from an 8, its column then filled from the reserve; the fair
 * demo to the win past the reserve's face-down cards. */
static void
test_canfield_assists (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatSession) eight = pt_position (
      "{'game':'canfield','rest':'stock','piles':{'foundation-0':['8H','9H'],"
      "'foundation-1':['8C','9C','10C','JC','QC','KC'],'foundation-2':['8S','9S'],"
      "'reserve-0':['#2D','3C'],'tableau-0':['10H','9D'],'tableau-1':['10S'],"
      "'tableau-2':['5H'],'tableau-3':['4S']}}");
  g_autoptr (PatSession) session = pt_spades_left (
      "canfield", NULL, 9, "'reserve-0':['#KS','#QS','JS'],'tableau-0':['10S']");
  PatWindow *window = open_window (1000, 720, "canfield", 1);
  PatGame *game;

  expect_odds_then_win (window);
  close_window (window);

  /* The Nine of diamonds leaves the Ten of hearts free, and both black
   * Nines are home. */
  g_settings_set_string (settings, "auto-play", "safe");
  window = window_resumed (eight);
  game = pat_window_get_game (window);
  play_move (window, "tableau-0:tableau-1");
  wait_for (autoplay_done, window);
  assert_pile (pat_window_get_board (window), "foundation-0", "8H 9H 10H");
  assert_pile (pat_window_get_board (window), "tableau-0", "3C");
  assert_pile (pat_window_get_board (window), "reserve-0", "2D");
  g_assert_cmpuint (pat_game_get_moves (game), ==, 2);
  g_settings_reset (settings, "auto-play");
  close_window (window);

  demo_to_win (session, TRUE, 4);
}

/* Pyramid: a covered card cannot be taken and says why; two free cards
 * making 13 go home together by a drag, by click-to-move (one card, then
 * the other) and by the keyboard, and with the waste's top; a King goes
 * home alone by a double-click; undo puts both cards of a pair back. */
static void
test_pyramid_play (void)
{
  PatWindow *window = open_window (1000, 720, "pyramid", 1);
  PatBoard *board = pat_window_get_board (window);
  GtkWidget *widget = GTK_WIDGET (board);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_position (
      "{'game':'pyramid','rest':'stock','piles':{'waste':['5D'],'tableau-15':['8H'],"
      "'tableau-21':['9D'],'tableau-22':['6H'],'tableau-23':['KH'],'tableau-24':['2S'],"
      "'tableau-25':['JC'],'tableau-26':['7S'],'tableau-27':['4C']}}"));
  const PatRules *rules = pat_game_get_rules (game);
  g_autofree char *message = NULL;
  graphene_point_t a, b;

  pat_board_set_game (board, game);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* The top half of tableau-15 shows above the two cards over it. */
  a = card_edge (board, "tableau-15", 0);
  pat_board_press (board, a.x, a.y, 1);
  g_assert_cmpint (pat_board_get_selected (board), ==, -1);
  g_assert_cmpstr (message, ==, "that card is covered by 2 cards");
  wait_for (board_idle, board);

  a = card_edge (board, "tableau-21", 0);
  b = centre_of (board, "tableau-27");
  pat_board_drag (board, a.x, a.y, b.x, b.y);
  assert_pile (board, "foundation-0", "4C 9D");
  assert_pile (board, "tableau-21", "");
  assert_pile (board, "tableau-27", "");
  wait_for (board_idle, board);

  press (board, "tableau-22", 1);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  press (board, "tableau-26", 1);
  assert_pile (board, "foundation-0", "4C 9D 7S 6H");
  assert_pile (board, "tableau-22", "");
  assert_pile (board, "tableau-26", "");
  wait_for (board_idle, board);

  press (board, "tableau-23", 2);
  assert_pile (board, "foundation-0", "4C 9D 7S 6H KH");
  assert_pile (board, "tableau-23", "");
  wait_for (board_idle, board);

  /* Both cards over the 8 gone: it pairs with the waste's 5. */
  drag (board, "waste", "tableau-15");
  assert_pile (board, "foundation-0", "4C 9D 7S 6H KH 8H 5D");
  assert_pile (board, "waste", "");
  assert_pile (board, "tableau-15", "");
  wait_for (board_idle, board);

  gtk_widget_grab_focus (widget);
  while (pat_board_get_cursor (board) != (guint)pat_rules_find_pile (rules, "tableau-24"))
    key (board, GDK_KEY_Tab, 0);
  key (board, GDK_KEY_space, 0);
  g_assert_cmpuint (pat_board_get_selected_count (board), ==, 1);
  while (pat_board_get_cursor (board) != (guint)pat_rules_find_pile (rules, "tableau-25"))
    key (board, GDK_KEY_Tab, 0);
  key (board, GDK_KEY_Return, 0);
  assert_pile (board, "foundation-0", "4C 9D 7S 6H KH 8H 5D JC 2S");
  wait_for (board_idle, board);

  g_assert_true (pat_game_undo (game));
  assert_pile (board, "foundation-0", "4C 9D 7S 6H KH 8H 5D");
  assert_pile (board, "tableau-24", "2S");
  assert_pile (board, "tableau-25", "JC");
  close_window (window);
}

/* Pyramid: the odds first (the stock is face down), the exact verdict and
 * a hint from every card (the window's budget wins deal 1), no card played
 * by safe auto-play (as in TriPeaks, no move is proved safe), and the fair
 * demo to the win on a small position, a King and two pairs. */
static void
test_pyramid_assists (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (PatSession) session = pt_position (
      "{'game':'pyramid','rest':'stock','piles':{'tableau-15':['8H'],'tableau-21':['9D'],"
      "'tableau-22':['4C'],'tableau-23':['5S'],'tableau-24':['KH']}}");
  PatWindow *window = open_window (1000, 720, "pyramid", 1);
  WindowText odds = { window, NULL };
  PatGame *game = pat_window_get_game (window);

  wait_for_within (odds_shown, &odds, 60);
  g_settings_set_string (settings, "hints-use", "every-card");
  expect_verdict (window, "This deal can be won");
  assert_hint_listed (window);
  g_settings_reset (settings, "hints-use");

  /* Deal 2's King of hearts lies free at the foot of the pyramid:
   * auto-play leaves it there. */
  game = auto_play_after (window, 2, "deal", NULL);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  assert_pile (pat_window_get_board (window), "tableau-21", "KH");
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
  g_test_add_func ("/ui/canfield-base", test_canfield_base);
  g_test_add_func ("/ui/canfield-play", test_canfield_play);
  g_test_add_func ("/ui/canfield-assists", test_canfield_assists);
  g_test_add_func ("/ui/forty-thieves-play", test_forty_thieves_play);
  g_test_add_func ("/ui/forty-thieves-assists", test_forty_thieves_assists);
  g_test_add_func ("/ui/tripeaks-play", test_tripeaks_play);
  g_test_add_func ("/ui/tripeaks-assists", test_tripeaks_assists);
  g_test_add_func ("/ui/golf-assists", test_golf_assists);
  g_test_add_func ("/ui/pyramid-play", test_pyramid_play);
  g_test_add_func ("/ui/pyramid-assists", test_pyramid_assists);
}
