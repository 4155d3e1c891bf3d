/* test-ui-util.h — what the tests of the window share: opening and closing
 * it, waiting for it, finding its widgets, playing on its board
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pat-assistant-private.h"
#include "pat-board-private.h"
#include "pat-window-private.h"

G_BEGIN_DECLS

/* Where the application's resources are. */
#define RESOURCES "/io/github/patience/Patience"

/* Runs the main loop until @done (@data) is true; the test fails after
 * @seconds. */
void wait_for_within (gboolean (*done) (gpointer), gpointer data, gint64 seconds);

/* The same, within ten seconds. */
void wait_for (gboolean (*done) (gpointer), gpointer data);

/* Whether the board of the window @data has its size and its piles. */
gboolean board_allocated (gpointer data);

/* A window without an application, @width × @height, dealing @deal of
 * @game with its default options; returns once the board has its size. */
PatWindow *open_window (int width, int height, const char *game, guint32 deal);

/* Destroys @window and runs what that leaves for the main loop. */
void close_window (PatWindow *window);

/* Runs the main loop until @widget's frame clock has painted @n more
 * frames, each asked for: what was laid out has been drawn. */
void wait_frames (GtkWidget *widget, guint n);

/* Whether @widget is mapped, and whether it is not. */
gboolean widget_mapped (gpointer widget);
gboolean widget_unmapped (gpointer widget);

/* Waits until the last toast of @window has stopped moving from one frame
 * to the next: it has finished appearing. */
void wait_toast_still (PatWindow *window);

/* Whether the window @data has no auto-play move waiting and no card in
 * flight: whatever auto-play would do after the last move is done. */
gboolean autoplay_done (gpointer data);

/* With PATIENCE_SCREENSHOT_DIR set, the window as drawn goes to a PNG there,
 * so a person can look at every game at every size the tests use. */
void maybe_screenshot (gpointer window, const char *name);

/* The centre of the pile whose id is @pile, in the board's coordinates. */
graphene_point_t centre_of (PatBoard *board, const char *pile);

/* Drags from the centre of @from to the centre of @to, as the pointer
 * does. */
void drag (PatBoard *board, const char *from, const char *to);

/* Presses at the centre of @pile, as the @n_press-th click of a series
 * (2: a double-click). */
void press (PatBoard *board, const char *pile, int n_press);

/* A handler of the board's "message" signal that keeps the last text said
 * in *@last. */
void message_cb (PatBoard *board, const char *text, char **last);

/* Checks that @widget, shown over the table's foot, lies within the foot
 * that the board keeps clear of cards. */
void assert_in_foot (PatWindow *window, GtkWidget *widget);

/* The first open window of @type, or NULL. */
GtkWindow *find_toplevel (GType type);

/* Waits until @window's board shows the deck called @name. */
void wait_for_deck (PatWindow *window, const char *name);

/* Chooses a deck that is not installed: the window says so once, and
 * shows the built-in deck in its place. */
void choose_broken_deck (PatWindow *window, GSettings *settings);

/* An AisleRiot deck in the player's data directory, made of plain
 * rectangles on AisleRiot's grid of 13 × 5 cards; its name comes from
 * @file ("first.svg" is "First"). Returns the file's path. */
char *install_deck (const char *file);

/* The same, whose back draws a rectangle a billion times by nested <use>:
 * a deck refused for it. */
char *install_nested_deck (const char *file);

/* A weak reference's notify: sets the gboolean at @data. */
void finalized_cb (gpointer data, GObject *where_the_object_was);

/* The widget called @name in the tree under @widget, or NULL. */
GtkWidget *find_named (GtkWidget *widget, const char *name);

/* Whether a label under @widget has a text that starts with @prefix. */
gboolean has_label (GtkWidget *widget, const char *prefix);

/* A label waited for in a window, by the start of its text. */
typedef struct
{
  PatWindow *window;
  const char *prefix;
} Label;

/* Whether the Label at @data is in its window, and whether it is not. */
gboolean label_shown (gpointer data);
gboolean label_gone (gpointer data);

/* The games of @key counted as played in the statistics on disk. */
guint64 played (const char *key);

/* Answers the message dialog on screen with @response, as its buttons do. */
void answer (const char *response);

/* The first widget of @type in the tree under @widget, or NULL. */
GtkWidget *find_type (GtkWidget *widget, GType type);

/* Whether a child of @widget has the accessible label @label. */
gboolean has_child_labelled (GtkWidget *widget, const char *label);

/* A legal move of the player's that neither touches @pile nor goes to a
 * foundation. */
void play_other_move (PatWindow *window, const char *pile);

/* The titles of the toasts on screen, the one shown last at the end: those
 * waiting in the overlay's queue have no widget yet. */
GPtrArray *toasts_shown (PatWindow *window);
gboolean deck_refused_shown (gpointer data);

/* The button labelled @label in a widget tree. */
GtkWidget *find_button (GtkWidget *widget, const char *label);

/* Deals deal 1 of @rules and plays one move in it. */
PatGame *start_deal_one (PatWindow *window, const PatRules *rules);

/* A key pressed in @window as GTK delivers it: to the window's focus
 * widget (the window itself when there is none) through the controllers
 * of it and its parents, capture phase from the window down, then bubble
 * phase up; key controllers and shortcut controllers (the accelerators,
 * widgets' own key bindings such as a button's Space and the window's
 * Enter for its default widget). Returns whether a controller used it. */
gboolean type_key (GtkWindow *window, guint keyval, GdkModifierType state);

/* Each adds the tests of its file, test-ui-NAME.c, under /ui; main() in
 * test-ui.c calls them all. */
void test_ui_play_register (void);
void test_ui_table_register (void);
void test_ui_layout_register (void);
void test_ui_dialogs_register (void);
void test_ui_text_register (void);
void test_ui_saving_register (void);
void test_ui_assists_register (void);
void test_ui_winnable_register (void);
void test_ui_window_register (void);
void test_ui_cells_register (void);
void test_ui_columns_register (void);
void test_ui_stock_register (void);

/* @pile holds @expected: its cards, bottom first, in notation. */
#define assert_pile(board, pile, expected)                                               \
  G_STMT_START                                                                           \
  {                                                                                      \
    g_autofree char *text_ = pile_text ((board), (pile));                                \
    g_assert_cmpstr (text_, ==, (expected));                                             \
  }                                                                                      \
  G_STMT_END

/* A text waited for in a window: the verdict's, or a toast's. */
typedef struct
{
  PatWindow *window;
  const char *text;
} WindowText;

/* Whether the board @data has no card in flight. */
gboolean board_idle (gpointer data);

/* The cards of @pile, bottom first, in notation, space-separated. */
char *pile_text (PatBoard *board, const char *pile);

/* A key press as the keyboard delivers it, through the board's key
 * controller. */
void key (PatBoard *board, guint keyval, GdkModifierType state);

/* The point on a fanned card that shows: its top edge, under the cards
 * above it. */
graphene_point_t card_edge (PatBoard *board, const char *pile, int card);

/* The point of a card in a sideways fan that shows: its left edge, under
 * the cards to its right. */
graphene_point_t card_left_edge (PatBoard *board, const char *pile, int card);

/* Whether the board of the window @data lights a hint. */
gboolean hint_shown (gpointer data);

/* Plays the move written @text (notation) in @window's game; it must be
 * legal. */
void play_move (PatWindow *window, const char *text);

/* Starts deal @deal of @window's game with safe auto-play on, plays the
 * moves that follow (in the notation, up to a %NULL), waits for whatever
 * auto-play does after them and turns it off again. Returns the game. */
PatGame *auto_play_after (PatWindow *window, guint32 deal, ...) G_GNUC_NULL_TERMINATED;

/* How many cards the pile whose id is @pile holds in @game. */
guint game_pile_len (PatGame *game, const char *pile);

/* Whether the WindowText at @data is the verdict shown, and not stale. */
gboolean verdict_says (gpointer data);

/* A verdict searches a node budget, about PAT_VERDICT_SECONDS on an idle
 * machine; on a busy one it takes longer, up to its wall cap of three
 * times that. */
void expect_verdict (PatWindow *window, const char *text);

/* The odds are shown: one of the sentences of pat_fair_odds_text(), never
 * "Thinking…" nor the exact verdict. */
gboolean odds_shown (gpointer data);

/* Whether the game of the window @data is won. */
gboolean game_won (gpointer data);

/* A window that resumes @session, saved as the player's game, with the
 * demo started on it. */
PatWindow *demo_resumed (const PatSession *session);

/* Asks @window for a hint, waits for it and checks that it lights a move
 * the engine lists in the game's position. */
void assert_hint_listed (PatWindow *window);

/* Waits in @window, on a deal the solver wins, for the odds of the deals
 * that look like it, then, with hints from every card, for the exact
 * verdict, and checks a hint. */
void expect_odds_then_win (PatWindow *window);

/* Resumes @session with the demo on, without animations, and checks that
 * it wins in @moves moves, playing only fair hints where @fair. */
void demo_to_win (const PatSession *session, gboolean fair, guint moves);

/* Moves the board's keyboard cursor with Tab until it is on @pile. */
void tab_to (PatBoard *board, const char *pile);

/* Asks @window for a hint, waits for it and plays it: the engine takes
 * the move the hint lights. */
void take_hint (PatWindow *window);

G_END_DECLS
