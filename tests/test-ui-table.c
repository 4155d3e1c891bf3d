/* test-ui-table.c — the table at every size: every game fits the window,
 * larger text, the stock's count, cards sharp after a resize, the redeal
 * control
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "pat-settings.h"
#include "test-ui-util.h"
#include "test-util.h"

/* Checks that every card of every pile, and every empty pile, lies inside
 * the board and above its foot, where the counters are. */
static void
assert_fits (PatWindow *window)
{
  PatBoard *board = pat_window_get_board (window);
  const PatRules *rules = pat_game_get_rules (pat_window_get_game (window));
  const PatState *state = pat_game_get_state (pat_window_get_game (window));
  /* Cards may end right at the foot: allow for rounding. */
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (
      0, 0, gtk_widget_get_width (GTK_WIDGET (board)),
      gtk_widget_get_height (GTK_WIDGET (board)) - pat_board_get_foot (board) + 0.01f);

  assert_in_foot (window, find_named (GTK_WIDGET (window), "stats"));
  for (guint p = 0; p < rules->n_piles; p++)
    for (int i = -1; i < (int)pat_state_len (state, p); i++)
      {
        graphene_rect_t rect;

        g_assert_true (pat_board_get_pile_rect (board, p, i, &rect));
        g_assert_true (graphene_rect_contains_rect (&bounds, &rect));
        g_assert_cmpfloat (rect.size.width, >, 10);
      }
}

/* Every game fits the window at the smallest size and at larger ones. */
static void
test_fits_window (void)
{
  static const struct
  {
    int width, height;
  } sizes[] = { { 360, 300 }, { 480, 360 }, { 1280, 800 } };
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint v = 0; v < n; v++)
      {
        PatWindow *window
            = open_window (sizes[s].width, sizes[s].height, variants[v]->id, 7);
        GtkWidget *board = GTK_WIDGET (pat_window_get_board (window));
        g_autofree char *name = g_strdup_printf ("%s-%dx%d", variants[v]->id,
                                                 sizes[s].width, sizes[s].height);

        g_test_message ("%s: board %dx%d", name, gtk_widget_get_width (board),
                        gtk_widget_get_height (board));
        maybe_screenshot (window, name);
        g_assert_cmpint (gtk_widget_get_width (board), <=, sizes[s].width);
        assert_fits (window);
        close_window (window);
      }
}

static gboolean
foot_changed (gpointer data)
{
  PatWindow *window = data;

  return pat_board_get_foot (pat_window_get_board (window))
         != GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "foot"));
}

/* Larger text makes the counters and the messages taller, and the foot
 * with them. */
static void
test_text_size (void)
{
  PatWindow *window = open_window (480, 360, "king-albert", 7);
  GtkSettings *settings = gtk_settings_get_default ();
  int foot = pat_board_get_foot (pat_window_get_board (window));
  int dpi;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set_data (G_OBJECT (window), "foot", GINT_TO_POINTER (foot));
  /* Three times the text outgrows the buttons of the messages at the foot,
   * whose height the foot keeps room for. */
  g_object_set (settings, "gtk-xft-dpi", (dpi > 0 ? dpi : 96 * 1024) * 3, NULL);
  wait_for (foot_changed, window);
  g_assert_cmpint (pat_board_get_foot (pat_window_get_board (window)), >, foot);
  wait_frames (GTK_WIDGET (window), 1);
  assert_fits (window);
  maybe_screenshot (window, "text-size");
  gtk_settings_reset_property (settings, "gtk-xft-dpi");
  close_window (window);
}

/* The stock's count is never hidden: under the stock where there is room,
 * over its foot where a deck's tall cards put the next pile in the way. */
static void
test_stock_count_shown (void)
{
  g_autofree char *tall = install_deck ("tall.svg");
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  const char *const decks[] = { "Patience", "Tall" };
  guint n_variants, inside = 0;
  const PatVariant *const *variants = pat_variants_list (&n_variants);

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    for (guint v = 0; v < n_variants; v++)
      {
        PatWindow *window;
        PatBoard *board;
        const PatRules *rules;

        g_autofree char *count = NULL;
        graphene_rect_t label, stock, pile;

        window = open_window (1024, 720, variants[v]->id, 3);
        board = pat_window_get_board (window);
        rules = pat_game_get_rules (pat_window_get_game (window));
        /* A window takes the deck from the setting as it changes. */
        g_settings_reset (settings, "card-theme");
        if (d == 1)
          g_settings_set_string (settings, "card-theme", "aisleriot:tall.svg");
        wait_for_deck (window, decks[d]);
        wait_frames (GTK_WIDGET (window), 1);
        if (rules->stock < 0)
          {
            close_window (window);
            continue;
          }
        count = g_strdup_printf (
            "%u", pat_state_len (pat_game_get_state (pat_window_get_game (window)),
                                 (guint)rules->stock));
        g_assert_true (pat_board_get_pile_rect (board, (guint)rules->stock, -1, &stock));
        if (!_pat_board_count_rect (board, count, &label))
          {
            /* Over the stock's foot. */
            g_test_message ("%s: count at %g,%g %gx%g, stock at %g,%g %gx%g",
                            variants[v]->id, label.origin.x, label.origin.y,
                            label.size.width, label.size.height, stock.origin.x,
                            stock.origin.y, stock.size.width, stock.size.height);
            g_assert_cmpfloat (label.origin.y, >=, stock.origin.y);
            g_assert_cmpfloat (label.origin.y + label.size.height, <=,
                               stock.origin.y + stock.size.height);
            inside++;
            if (inside == 1)
              maybe_screenshot (window, "stock-count-inside");
          }
        g_assert_cmpfloat (label.origin.y + label.size.height, <=,
                           gtk_widget_get_height (GTK_WIDGET (board)));
        for (guint p = 0; p < rules->n_piles; p++)
          if ((int)p != rules->stock)
            {
              g_assert_true (pat_board_get_pile_rect (board, p, -1, &pile));
              if (graphene_rect_intersection (&label, &pile, NULL))
                g_error ("%s, deck %s: the stock's count is under %s", variants[v]->id,
                         decks[d], rules->piles[p].id);
            }
        close_window (window);
      }
  g_test_message ("counts over the stock's foot: %u", inside);
  g_settings_reset (settings, "card-theme");
  g_unlink (tall);
}

static gboolean
board_narrower (gpointer data)
{
  PatBoard *board = pat_window_get_board (data);

  return gtk_widget_get_width (GTK_WIDGET (board)) < 800;
}

/* The width of the cards the board asks for, in device pixels. */
static int
wanted_card_width (PatBoard *board)
{
  graphene_rect_t rect;

  g_assert_true (pat_board_get_pile_rect (board, 0, -1, &rect));
  return (int)ceilf (rect.size.width * gtk_widget_get_scale_factor (GTK_WIDGET (board)));
}

/* The cards drawn are of the size the board asks for. */
static gboolean
cards_sharp (gpointer data)
{
  PatBoard *board = pat_window_get_board (data);
  GdkTexture *slot
      = pat_card_theme_get_slot (pat_board_get_theme (board), PAT_SLOT_PLAIN);

  return slot != NULL && gdk_texture_get_width (slot) == wanted_card_width (board);
}

/* While the window is resized the cards are drawn scaled from the size
 * before, rendered by no one on the main thread; once the size settles,
 * sharp ones of the new size, from the worker, replace them. */
static void
test_resize_sharp (void)
{
  PatWindow *window = open_window (1024, 720, "klondike", 1);
  PatBoard *board = pat_window_get_board (window);
  PatCardTheme *theme = pat_board_get_theme (board);
  GdkTexture *before;

  wait_for (cards_sharp, window);
  before = pat_card_theme_get_slot (theme, PAT_SLOT_PLAIN);
  g_assert_cmpint (gdk_texture_get_width (before), ==, wanted_card_width (board));
  maybe_screenshot (window, "resize-before");

  gtk_window_set_default_size (GTK_WINDOW (window), 700, 500);
  wait_for (board_narrower, window);
  g_assert_true (pat_card_theme_get_slot (theme, PAT_SLOT_PLAIN) == before);
  g_assert_cmpint (gdk_texture_get_width (before), >, wanted_card_width (board));
  maybe_screenshot (window, "resize-scaled");

  wait_for (cards_sharp, window);
  g_assert_true (pat_card_theme_is_ready (theme));
  maybe_screenshot (window, "resize-after");
  close_window (window);
}

/* Redeal on the table: in the games that may redeal at any time, a control
 * with the redeals left that a click or the keyboard plays. */

/* The position the redeal move makes from the board's. */
static PatState
after_redeal (PatBoard *board)
{
  PatGame *game = pat_board_get_game (board);
  PatState state = *pat_game_get_state (game);
  PatMove redeal = { .kind = PAT_MOVE_REDEAL };

  g_assert_true (pat_move_check (pat_game_get_rules (game), &state, &redeal, NULL));
  pat_move_apply (pat_game_get_rules (game), &state, &redeal);
  return state;
}

static void
press_redeal (PatBoard *board)
{
  graphene_rect_t rect;
  graphene_point_t centre;

  g_assert_true (pat_board_get_redeal_rect (board, &rect));
  graphene_rect_get_center (&rect, &centre);
  pat_board_press (board, centre.x, centre.y, 1);
}

/* Clicks redeal as the redeal move does, counting down; once none is left
 * the control says so and a click is refused with the reason. */
static void
check_redeal_clicks (PatWindow *window, const char *name)
{
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_board_get_game (board);
  g_autofree char *message = NULL;
  guint left = pat_game_get_state (game)->redeals_left;
  g_autofree char *shot = NULL;
  PatState before;
  gulong handler = g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  g_assert_cmpuint (left, ==, 2);
  g_assert_true (has_child_labelled (GTK_WIDGET (board), "Redeal, 2 left"));
  shot = g_strdup_printf ("redeal-%s-2", name);
  maybe_screenshot (window, shot);
  for (; left > 0; left--)
    {
      PatState expected = after_redeal (board);
      g_autofree char *label = left - 1 > 0
                                   ? g_strdup_printf ("Redeal, %u left", left - 1)
                                   : g_strdup ("Redeal, none left");

      press_redeal (board);
      g_assert_true (pat_state_equal (pat_game_get_state (game), &expected));
      g_assert_cmpuint (pat_game_get_state (game)->redeals_left, ==, left - 1);
      g_assert_true (has_child_labelled (GTK_WIDGET (board), label));
      g_assert_null (message);
    }
  g_clear_pointer (&shot, g_free);
  shot = g_strdup_printf ("redeal-%s-spent", name);
  pat_board_skip_animations (board);
  maybe_screenshot (window, shot);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child))
        == GTK_ACCESSIBLE_ROLE_BUTTON)
      gtk_test_accessible_assert_state (child, GTK_ACCESSIBLE_STATE_DISABLED, TRUE);

  before = *pat_game_get_state (game);
  press_redeal (board);
  g_assert_true (pat_state_equal (pat_game_get_state (game), &before));
  /* The engine's reason, however the window words its start. */
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "o redeal is left"));
  g_signal_handler_disconnect (board, handler);
}

/* La Belle Lucie and Trefoil: the control at the table's top left, clear
 * of the piles; Intelligence: on the stock, whose click only redeals. */
static void
test_layout_redeal_control (void)
{
  static const char *const games[] = { "la-belle-lucie", "trefoil", "intelligence" };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      PatWindow *window = open_window (1024, 720, games[g], 3);
      PatBoard *board = pat_window_get_board (window);
      const PatRules *rules = pat_game_get_rules (pat_board_get_game (board));
      graphene_rect_t rect, pile;

      g_assert_true (pat_board_get_redeal_rect (board, &rect));
      for (guint p = 0; p < rules->n_piles; p++)
        {
          g_assert_true (pat_board_get_pile_rect (board, p, -1, &pile));
          if ((int)p == rules->stock)
            g_assert_true (graphene_rect_equal (&rect, &pile));
          else
            g_assert_false (graphene_rect_intersection (&rect, &pile, NULL));
        }
      check_redeal_clicks (window, games[g]);
      close_window (window);
    }

  /* Games that redeal otherwise, or not at all, show none. */
  {
    PatWindow *window = open_window (1024, 720, "house-in-the-wood", 1);
    graphene_rect_t rect;

    g_assert_false (pat_board_get_redeal_rect (pat_window_get_board (window), &rect));
    close_window (window);
  }
}

/* The keyboard reaches the control: Tab goes past the last pile to it,
 * Space redeals. */
static void
test_layout_redeal_keyboard (void)
{
  PatWindow *window = open_window (1024, 720, "trefoil", 5);
  PatBoard *board = pat_window_get_board (window);
  PatGame *game = pat_board_get_game (board);
  guint n_piles = pat_game_get_rules (game)->n_piles;
  PatState expected;

  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (pat_board_key (board, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  g_assert_cmpuint (pat_board_get_cursor (board), ==, n_piles);
  g_assert_true (pat_board_key (board, GDK_KEY_Tab, 0));
  g_assert_cmpuint (pat_board_get_cursor (board), ==, 0);
  g_assert_true (pat_board_key (board, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  maybe_screenshot (window, "redeal-keyboard");
  expected = after_redeal (board);
  g_assert_true (pat_board_key (board, GDK_KEY_space, 0));
  g_assert_true (pat_state_equal (pat_game_get_state (game), &expected));
  g_assert_true (has_child_labelled (GTK_WIDGET (board), "Redeal, 1 left"));
  close_window (window);
}

void
test_ui_table_register (void)
{
  g_test_add_func ("/ui/fits-window", test_fits_window);
  g_test_add_func ("/ui/resize-sharp", test_resize_sharp);
  g_test_add_func ("/ui/text-size", test_text_size);
  g_test_add_func ("/ui/stock-count-shown", test_stock_count_shown);
  g_test_add_func ("/ui/layout-redeal-control", test_layout_redeal_control);
  g_test_add_func ("/ui/layout-redeal-keyboard", test_layout_redeal_keyboard);
}
