/* test-ui.c — the window, played through the board's input path
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "pat-game-chooser.h"
#include "pat-i18n.h"
#include "pat-preferences.h"
#include "pat-settings.h"
#include "pat-stats-dialog.h"
#include "pat-stats.h"
#include "pat-store.h"
#include "pat-application.h"
#include "pat-board-private.h"
#include "pat-window-private.h"
#include "pat-winnable.h"
#include "test-util.h"

/* Where the application's resources are. */
#define RESOURCES "/io/github/patience/Patience"

static GtkWidget *find_named (GtkWidget *widget, const char *name);
static guint played (const char *key);

static void
wait_for_within (gboolean (*done) (gpointer), gpointer data, gint64 seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
    }
}

static void
wait_for (gboolean (*done) (gpointer), gpointer data)
{
  wait_for_within (done, data, 10);
}

static gboolean
board_allocated (gpointer data)
{
  PatBoard *board = pat_window_get_board (data);
  graphene_rect_t rect;

  return gtk_widget_get_width (GTK_WIDGET (board)) > 0
         && pat_board_get_pile_rect (board, 0, -1, &rect) && rect.size.width > 0;
}

static gboolean
board_idle (gpointer data)
{
  return !pat_board_is_animating (data);
}

static PatWindow *
open_window (int width, int height, const char *game, guint32 deal)
{
  PatWindow *window = pat_window_new (NULL);
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup (game));
  pat_window_new_game (window, &rules, deal);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  return window;
}

static void
close_window (PatWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Lets the main loop run for @ms milliseconds. */
static void
spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* With PATIENCE_SCREENSHOT_DIR set, the window as drawn goes to a PNG there,
 * so a person can look at every game at every size the tests use. */
static void
maybe_screenshot (gpointer window, const char *name)
{
  const char *dir = g_getenv ("PATIENCE_SCREENSHOT_DIR");
  GtkWidget *widget = GTK_WIDGET (window);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  /* Some widgets follow a change a few frames later: a view switcher
   * lights up the page just shown only then. */
  spin (300);
  paintable = gtk_widget_paintable_new (widget);
  /* A widget not drawn yet gives no node: let a frame pass. */
  for (guint frame = 0; node == NULL && frame < 100; frame++)
    {
      g_autoptr (GtkSnapshot) attempt = gtk_snapshot_new ();

      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (attempt), width, height);
      node = gtk_snapshot_to_node (attempt);
      if (node == NULL)
        spin (10);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_strdup_printf ("%s/%s.png", dir, name);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static graphene_point_t
centre_of (PatBoard *board, const char *pile)
{
  const PatRules *rules = pat_game_get_rules (pat_board_get_game (board));
  graphene_rect_t rect;
  graphene_point_t centre;

  g_assert_true (pat_board_get_pile_rect (board, (guint)pat_rules_find_pile (rules, pile),
                                          -1, &rect));
  graphene_rect_get_center (&rect, &centre);
  return centre;
}

static char *
pile_text (PatBoard *board, const char *pile)
{
  PatGame *game = pat_board_get_game (board);
  const PatRules *rules = pat_game_get_rules (game);
  const PatState *state = pat_game_get_state (game);
  int p = pat_rules_find_pile (rules, pile);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < pat_state_len (state, (guint)p); i++)
    {
      char buffer[PAT_CARD_TEXT_SIZE];

      g_string_append_printf (
          text, "%s%s", i ? " " : "",
          pat_card_to_string (pat_state_pile (state, (guint)p)[i], buffer));
    }
  return g_string_free (text, FALSE);
}

static void
drag (PatBoard *board, const char *from, const char *to)
{
  graphene_point_t a = centre_of (board, from), b = centre_of (board, to);

  pat_board_drag (board, a.x, a.y, b.x, b.y);
}

static void
press (PatBoard *board, const char *pile, int n_press)
{
  graphene_point_t a = centre_of (board, pile);

  pat_board_press (board, a.x, a.y, n_press);
}

static void
message_cb (PatBoard *board, const char *text, char **last)
{
  g_free (*last);
  *last = g_strdup (text);
}

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

  /* An illegal drop changes nothing, says why, and the card flies back. */
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

/* Checks that @widget, shown over the table's foot, lies within the foot
 * that the board keeps clear of cards. */
static void
assert_in_foot (PatWindow *window, GtkWidget *widget)
{
  GtkWidget *board = GTK_WIDGET (pat_window_get_board (window));
  int foot = pat_board_get_foot (PAT_BOARD (board));
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_visible (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, board, &bounds));
  g_assert_cmpint (foot, >, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, gtk_widget_get_height (board) - foot);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_widget_get_height (board));
}

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

/* Larger text makes the counters taller, and the foot with them. */
static void
test_text_size (void)
{
  PatWindow *window = open_window (480, 360, "king-albert", 7);
  GtkSettings *settings = gtk_settings_get_default ();
  int foot = pat_board_get_foot (pat_window_get_board (window));
  int dpi;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set_data (G_OBJECT (window), "foot", GINT_TO_POINTER (foot));
  g_object_set (settings, "gtk-xft-dpi", (dpi > 0 ? dpi : 96 * 1024) * 3 / 2, NULL);
  wait_for (foot_changed, window);
  g_assert_cmpint (pat_board_get_foot (pat_window_get_board (window)), >, foot);
  spin (100);
  assert_fits (window);
  maybe_screenshot (window, "text-size");
  gtk_settings_reset_property (settings, "gtk-xft-dpi");
  close_window (window);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }
  return NULL;
}

/* Counts the rows of every preferences group in a widget tree. */
static guint
count_rows (GtkWidget *widget)
{
  guint n = ADW_IS_ACTION_ROW (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

static void
test_preferences (void)
{
  PatWindow *window = open_window (1000, 720, "intelligence", 4);
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  GtkWindow *preferences;
  AdwPreferencesPage *page;
  const PatRules *rules;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  maybe_screenshot (preferences, "preferences");

  /* The game page shows the game, then Intelligence's three options and
   * nothing else. */
  page = ADW_PREFERENCES_PAGE (
      adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (preferences)));
  g_assert_cmpuint (count_rows (GTK_WIDGET (page)), ==, 4);

  /* A rule option changed takes effect from the next deal. */
  g_settings_set_int (settings, "intelligence-piles", 19);
  rules = pat_game_get_rules (pat_window_get_game (window));
  g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 18);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  rules = pat_game_get_rules (pat_window_get_game (window));
  g_assert_cmpuint (pat_rules_count_piles (rules, PAT_PILE_TABLEAU), ==, 19);
  g_settings_reset (settings, "intelligence-piles");

  /* Behaviour settings reach the board at once. */
  g_settings_set_boolean (settings, "click-to-move", FALSE);
  g_assert_false (pat_board_get_click_to_move (pat_window_get_board (window)));
  g_settings_reset (settings, "click-to-move");
  g_assert_true (pat_board_get_click_to_move (pat_window_get_board (window)));

  /* The Appearance page lists the card decks, the built-in one first. */
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences),
                                                "appearance");
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (find_named (GTK_WIDGET (preferences), "deck-builtin") == NULL)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, FALSE);
      }
    for (int i = 0; i < 50; i++)
      g_main_context_iteration (NULL, FALSE);
  }
  maybe_screenshot (preferences, "preferences-appearance");

  /* The Behaviour page: moving cards, animations, auto-play, the verdict,
   * what hints and the verdict may use, and winnable deals only. */
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences),
                                                "behaviour");
  page = ADW_PREFERENCES_PAGE (
      adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (preferences)));
  g_assert_cmpuint (count_rows (GTK_WIDGET (page)), ==, 6);

  /* Winnable deals only is the game's own: the switch shows and sets the
   * entry of the game shown, and leaves the others alone. */
  {
    GtkSwitch *winnable
        = GTK_SWITCH (find_named (GTK_WIDGET (preferences), "winnable-only"));
    const PatVariant *klondike = pat_variant_lookup ("klondike");
    const PatVariant *intelligence = pat_variant_lookup ("intelligence");

    g_assert_false (gtk_switch_get_active (winnable));
    pat_settings_set_winnable (settings, klondike, TRUE);
    g_assert_false (gtk_switch_get_active (winnable));
    gtk_switch_set_active (winnable, TRUE);
    g_assert_true (pat_settings_get_winnable (settings, intelligence));
    g_assert_true (pat_settings_get_winnable (settings, klondike));
    pat_preferences_set_variant (PAT_PREFERENCES (preferences), klondike);
    g_assert_true (gtk_switch_get_active (winnable));
    gtk_switch_set_active (winnable, FALSE);
    g_assert_false (pat_settings_get_winnable (settings, klondike));
    g_assert_true (pat_settings_get_winnable (settings, intelligence));
    pat_preferences_set_variant (PAT_PREFERENCES (preferences), intelligence);
    g_assert_true (gtk_switch_get_active (winnable));
    g_settings_reset (settings, "winnable-deals");
    g_assert_false (gtk_switch_get_active (winnable));
  }
  while (g_main_context_iteration (NULL, FALSE))
    ;
  maybe_screenshot (preferences, "preferences-behaviour");

  gtk_window_destroy (preferences);
  close_window (window);
}

typedef struct
{
  PatBoard *board;
  const char *name;
  PatCardTheme *before;
} Deck;

static gboolean
deck_shown (gpointer data)
{
  Deck *deck = data;

  return g_strcmp0 (pat_card_theme_get_name (pat_board_get_theme (deck->board)),
                    deck->name)
         == 0;
}

static void
wait_for_deck (PatWindow *window, const char *name)
{
  Deck deck = { pat_window_get_board (window), name, NULL };

  wait_for (deck_shown, &deck);
}

static gboolean
deck_replaced (gpointer data)
{
  Deck *deck = data;

  return pat_board_get_theme (deck->board) != deck->before;
}

/* Chooses a deck that is not installed: the window says so once, and
 * shows the built-in deck in its place. */
static void
choose_broken_deck (PatWindow *window, GSettings *settings)
{
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatCardTheme) before = g_object_ref (pat_board_get_theme (board));
  Deck deck = { board, NULL, before };

  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING,
                         "The card deck cannot be used (*); using the built-in deck");
  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  wait_for (deck_replaced, &deck);
  g_test_assert_expected_messages ();
  g_assert_cmpstr (pat_card_theme_get_name (pat_board_get_theme (board)), ==, "Patience");
}

/* A deck that cannot be loaded falls back to the built-in one, with a word
 * to the player, and the game goes on. */
static void
test_broken_deck (void)
{
  PatWindow *window = open_window (1000, 720, "indian", 4);
  g_autoptr (GSettings) settings = pat_settings_new (NULL);

  choose_broken_deck (window, settings);
  g_settings_reset (settings, "card-theme");
  close_window (window);
}

/* An AisleRiot deck in the player's data directory, made of plain
 * rectangles on AisleRiot's grid of 13 × 5 cards; its name comes from
 * @file ("first.svg" is "First"). Returns the file's path. */
static char *
install_deck (const char *file)
{
  static const char *const suits[] = { "club", "diamond", "heart", "spade" };
  static const char *const ranks[]
      = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king" };
  g_autofree char *dir
      = g_build_filename (g_get_user_data_dir (), "aisleriot", "cards", NULL);
  g_autoptr (GString) svg = g_string_new (NULL);
  char *path = g_build_filename (dir, file, NULL);

  g_string_append (svg, "<svg xmlns='http://www.w3.org/2000/svg' width='1040' "
                        "height='600'>\n");
  for (guint suit = 0; suit < G_N_ELEMENTS (suits); suit++)
    for (guint rank = 0; rank < G_N_ELEMENTS (ranks); rank++)
      g_string_append_printf (svg,
                              "<rect id='%s_%s' x='%u' y='%u' width='80' height='120' "
                              "fill='#c0c0f0' stroke='#202040'/>\n",
                              suits[suit], ranks[rank], rank * 80, suit * 120);
  g_string_append (svg, "<rect id='back' x='160' y='480' width='80' height='120' "
                        "fill='#206020'/>\n</svg>\n");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, svg->str, (gssize)svg->len, NULL));
  return path;
}

static void
finalized_cb (gpointer data, GObject *where_the_object_was)
{
  *(gboolean *)data = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *)data;
}

/* Decks chosen one after another, faster than they load: the last one
 * chosen is the one shown, whichever load ends last, and a broken deck
 * passed over warns nothing. Loads still running when the window closes
 * are dropped with it. */
static void
test_deck_changes (void)
{
  g_autofree char *first = install_deck ("first.svg");
  g_autofree char *second = install_deck ("second.svg");
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  gboolean finalized = FALSE;

  /* The solver stays idle: only the loads run on threads. */
  g_settings_set_boolean (settings, "show-solver-verdict", FALSE);
  window = open_window (1000, 720, "indian", 4);
  g_object_weak_ref (G_OBJECT (window), finalized_cb, &finalized);

  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  g_settings_set_string (settings, "card-theme", "aisleriot:first.svg");
  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  g_settings_set_string (settings, "card-theme", "aisleriot:second.svg");
  wait_for_deck (window, "Second");

  /* The broken deck chosen last: the built-in deck, and one warning. */
  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING,
                         "The card deck cannot be used (*); using the built-in deck");
  g_settings_set_string (settings, "card-theme", "aisleriot:first.svg");
  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  wait_for_deck (window, "Patience");
  g_test_assert_expected_messages ();

  /* Loads under way when the window closes end in silence. */
  g_settings_set_string (settings, "card-theme", "aisleriot:second.svg");
  wait_for_deck (window, "Second");
  g_settings_set_string (settings, "card-theme", "aisleriot:first.svg");
  g_settings_set_string (settings, "card-theme", "kde:svg-missing");
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (flag_set, &finalized);

  g_settings_reset (settings, "card-theme");
  g_settings_reset (settings, "show-solver-verdict");
  g_unlink (first);
  g_unlink (second);
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
        spin (100);
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

/* Whether every sketch of the games in @widget's tree is drawn. */
static gboolean
sketches_drawn (gpointer widget)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), "preview") == 0)
    return gtk_picture_get_paintable (GTK_PICTURE (widget)) != NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!sketches_drawn (child))
      return FALSE;
  return TRUE;
}

static guint
count_named (GtkWidget *widget, const char *name)
{
  guint n = g_strcmp0 (gtk_widget_get_name (widget), name) == 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_named (child, name);
  return n;
}

/* Select Game lists every game with a sketch of its table, drawn once the
 * window is on screen; choosing one deals it and remembers it. */
static void
test_select_game (void)
{
  PatWindow *window = open_window (1000, 720, "intelligence", 4);
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  GtkWindow *chooser;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-game", NULL);
  chooser = find_toplevel (PAT_TYPE_GAME_CHOOSER);
  g_assert_nonnull (chooser);
  {
    guint n;

    pat_variants_list (&n);
    g_assert_cmpuint (count_named (GTK_WIDGET (chooser), "preview"), ==, n);
  }
  wait_for (sketches_drawn, chooser);
  maybe_screenshot (chooser, "select-game");
  pat_game_chooser_choose (PAT_GAME_CHOOSER (chooser),
                           pat_variant_lookup ("king-albert"));
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "king-albert");
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "king-albert");
  g_settings_reset (settings, "game");
  close_window (window);
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Activates the shortcut of @widget's that @keyval triggers, as a key
 * press would. */
static void
shortcut (GtkWidget *widget, guint keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) found
              = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (found);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            {
              g_assert_true (gtk_shortcut_action_activate (
                  gtk_shortcut_get_action (found), 0, widget, NULL));
              return;
            }
        }
    }
  g_assert_not_reached ();
}

static gboolean
is_gone (gpointer data)
{
  return *(gpointer *)data == NULL;
}

/* The rules shown follow the options in force, and the game: the window
 * stays open beside the table, not modal, and Escape closes it. */
static void
test_rules (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  GtkWindow *rules;
  GtkWidget *label;
  PatRules king_albert;
  g_autofree char *expected = NULL;

  g_settings_set_int (settings, "intelligence-redeals", 0);
  g_settings_set_int (settings, "intelligence-piles", 19);
  window = open_window (1000, 720, "intelligence", 4);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL);
  rules = find_toplevel (ADW_TYPE_WINDOW);
  g_assert_nonnull (rules);
  g_assert_false (gtk_window_get_modal (rules));
  g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  maybe_screenshot (rules, "rules");
  label = find_named (GTK_WIDGET (rules), "rules-text");
  g_assert_nonnull (label);
  g_assert_nonnull (
      strstr (gtk_label_get_text (GTK_LABEL (label)), "There is no redeal."));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "19 fans"));
  g_assert_cmpstr (gtk_window_get_title (rules), ==, "Intelligence Rules");
  g_settings_reset (settings, "intelligence-redeals");
  g_settings_reset (settings, "intelligence-piles");

  /* The table is still the player's: a new game of another kind, and the
   * rules shown are its own. Asking again shows the same window. */
  pat_rules_init_default (&king_albert, pat_variant_lookup ("king-albert"));
  pat_window_new_game (window, &king_albert, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL);
  g_assert_true (find_toplevel (ADW_TYPE_WINDOW) == rules);
  expected = pat_rules_describe (&king_albert);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
  g_assert_cmpstr (gtk_window_get_title (rules), ==, "King Albert Rules");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  maybe_screenshot (rules, "rules-followed");

  g_object_add_weak_pointer (G_OBJECT (rules), (gpointer *)&rules);
  shortcut (GTK_WIDGET (rules), GDK_KEY_Escape);
  wait_for (is_gone, &rules);
  close_window (window);
}

/* The game in progress comes back exactly, history and time included. */
static void
test_resume (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatWindow *again;
  PatState left;
  PatGame *game;

  press (pat_window_get_board (window), "tableau-1", 1);
  press (pat_window_get_board (window), "tableau-3", 1);
  press (pat_window_get_board (window), "tableau-4", 1);
  press (pat_window_get_board (window), "tableau-7", 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  left = *pat_game_get_state (pat_window_get_game (window));
  close_window (window);

  again = pat_window_new (NULL);
  g_assert_true (pat_window_resume (again));
  game = pat_window_get_game (again);
  g_assert_true (pat_state_equal (&left, pat_game_get_state (game)));
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_true (pat_game_get_can_redo (game));
  gtk_window_destroy (GTK_WINDOW (again));
}

/* A win the program was killed before it counted (the saved game is
 * written before the statistics) is counted at the next start, once. */
static void
test_resume_won_uncounted (void)
{
  g_autoptr (PatSession) session = pt_one_card_left ("king-albert");
  g_autoptr (JsonObject) extra = json_object_new ();
  g_autofree char *json = NULL, *again = NULL;
  g_autoptr (PatSession) saved = NULL;
  g_autoptr (JsonObject) members = NULL;
  PatMove moves[64];
  guint n = pat_moves_list (pat_session_get_rules (session),
                            pat_session_get_state (session), moves, G_N_ELEMENTS (moves));
  guint before = played ("king-albert");
  PatWindow *window;

  for (guint i = 0; i < n && pat_session_get_status (session) != PAT_STATUS_WON; i++)
    {
      g_assert_true (pat_session_play (session, &moves[i], NULL));
      if (pat_session_get_status (session) != PAT_STATUS_WON)
        pat_session_undo (session);
    }
  g_assert_cmpint (pat_session_get_status (session), ==, PAT_STATUS_WON);
  json_object_set_int_member (extra, "elapsed", 42);
  json_object_set_boolean_member (extra, "recorded", FALSE);
  json = pat_json_save_full (session, extra);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));

  for (guint start = 0; start < 2; start++)
    {
      window = pat_window_new (NULL);
      g_assert_false (pat_window_resume (window));
      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_cmpuint (played ("king-albert"), ==, before + 1);
    }
  again = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, NULL);
  saved = pat_json_load_full (again, -1, &members, NULL);
  g_assert_nonnull (saved);
  g_assert_true (json_object_get_boolean_member (members, "recorded"));
  g_assert_cmpint (json_object_get_int_member (members, "elapsed"), ==, 42);
}

/* Killed after the statistics counted a win but before the saved game
 * said so: the statistics name that game as their last win, and it is not
 * counted again. A win of another game left the same way still is. */
static void
test_resume_won_counted (void)
{
  g_autoptr (PatSession) session = pt_one_card_left ("king-albert");
  g_autofree char *json = NULL;
  PatMove moves[64];
  guint n;
  guint before = played ("king-albert");
  PatWindow *window;
  PatGame *game;

  json = pat_json_save (session);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  window = pat_window_new (NULL);
  g_assert_true (pat_window_resume (window));
  game = pat_window_get_game (window);
  n = pat_moves_list (pat_game_get_rules (game), pat_game_get_state (game), moves,
                      G_N_ELEMENTS (moves));
  for (guint i = 0; i < n && pat_game_get_status (game) != PAT_STATUS_WON; i++)
    {
      g_assert_true (pat_game_try_move (game, &moves[i], NULL));
      if (pat_game_get_status (game) != PAT_STATUS_WON)
        pat_game_undo (game);
    }
  g_assert_cmpint (pat_game_get_status (game), ==, PAT_STATUS_WON);
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);
  gtk_window_destroy (GTK_WINDOW (window));

  for (guint round = 0; round < 2; round++)
    {
      g_autofree char *saved = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, NULL);
      g_autoptr (JsonObject) extra = NULL;
      g_autoptr (PatSession) won = pat_json_load_full (saved, -1, &extra, NULL);
      g_autofree char *doctored = NULL;

      g_assert_nonnull (won);
      g_assert_cmpint (pat_session_get_status (won), ==, PAT_STATUS_WON);
      g_assert_true (
          g_uuid_string_is_valid (json_object_get_string_member (extra, "game-id")));
      /* What the first of the two writes left. */
      json_object_set_boolean_member (extra, "recorded", FALSE);
      if (round == 1)
        {
          g_autofree char *other = g_uuid_string_random ();

          json_object_set_string_member (extra, "game-id", other);
        }
      doctored = pat_json_save_full (won, extra);
      g_assert_true (pat_store_write (PAT_STORE_GAME, doctored, NULL));

      window = pat_window_new (NULL);
      g_assert_false (pat_window_resume (window));
      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_cmpuint (played ("king-albert"), ==, before + 1 + round);
    }
}

/* The program's own members of a saved game, hand-edited to something
 * odd, cost the time played at most, never the game. */
static void
test_resume_odd_members (void)
{
  static const char *const odd[] = { "{}", "[]", "\"12\"", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (odd); i++)
    {
      g_autoptr (PatSession) session = pt_deal ("king-albert", 4, NULL, NULL);
      g_autofree char *game = pat_json_save (session);
      g_autofree char *json
          = g_strdup_printf ("{\"elapsed\":%s,\"recorded\":%s,\"winnable\":%s,%s", odd[i],
                             odd[i], odd[i], game + 1);
      PatWindow *window = pat_window_new (NULL);

      g_test_message ("elapsed, recorded and winnable: %s", odd[i]);
      g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
      g_assert_true (pat_window_resume (window));
      g_assert_cmpuint (pat_game_get_deal_number (pat_window_get_game (window)), ==, 4);
      g_assert_cmpuint (pat_game_get_elapsed (pat_window_get_game (window)), ==, 0);
      g_assert_false (window->winnable_game);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* A damaged saved game is set aside, not loaded and not lost. */
static void
test_damaged_save (void)
{
  g_autofree char *path = pat_store_path (PAT_STORE_GAME);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GDir) listing = NULL;
  PatWindow *window;
  const char *name;
  gboolean aside = FALSE;

  g_assert_true (
      pat_store_write (PAT_STORE_GAME, "{\"format\":1,\"game\":\"king-al", NULL));
  window = pat_window_new (NULL);
  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING, "game.json is damaged*");
  g_assert_false (pat_window_resume (window));
  g_test_assert_expected_messages ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "game.json.damaged-"))
      {
        g_autofree char *full = g_build_filename (dir, name, NULL);
        g_autofree char *contents = NULL;

        g_assert_true (g_file_get_contents (full, &contents, NULL, NULL));
        g_assert_cmpstr (contents, ==, "{\"format\":1,\"game\":\"king-al");
        g_unlink (full);
        aside = TRUE;
      }
  g_assert_true (aside);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Text of JSON nested @depth levels deep, of the kind that overflowed the
 * parser's stack. */
static char *
nested (guint depth)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  return g_string_free (text, FALSE);
}

/* Removes the files "NAME.damaged-…" beside the player's files; returns
 * how many there were. */
static guint
remove_set_aside (const char *name)
{
  g_autofree char *dir = pat_store_path (NULL);
  g_autofree char *prefix = g_strconcat (name, ".damaged-", NULL);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((entry = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (entry, prefix))
      {
        g_autofree char *full = g_build_filename (dir, entry, NULL);

        g_assert_cmpint (g_remove (full), ==, 0);
        n++;
      }
  return n;
}

/* What no saved game or statistics file is: far too deep, far too large, or
 * not a file at all (a pipe used to block the start for ever). Each is set
 * aside with a message, and the window starts. */
static void
test_hostile_files (void)
{
  static const char *const names[] = { PAT_STORE_GAME, PAT_STORE_STATS };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    for (guint kind = 0; kind < 3; kind++)
      {
        g_autofree char *path = pat_store_path (names[i]);
        g_autofree char *pattern = g_strconcat (names[i], " is damaged*", NULL);
        PatWindow *window;

        g_test_message ("%s, %s", names[i],
                        (const char *[]){ "nested", "large", "pipe" }[kind]);
        if (kind == 0)
          {
            g_autofree char *deep = nested (100000);

            g_assert_true (pat_store_write (names[i], deep, NULL));
          }
        else if (kind == 1)
          {
            g_autofree char *large = g_strnfill (PAT_STATS_MAX_BYTES + 1, ' ');

            g_assert_true (pat_store_write (names[i], large, NULL));
          }
        else
          {
            g_remove (path);
            g_assert_cmpint (mkfifo (path, 0600), ==, 0);
          }
        g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING, pattern);
        window = pat_window_new (NULL);
        pat_window_resume (window);
        g_test_assert_expected_messages ();
        g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
        g_assert_cmpuint (remove_set_aside (names[i]), ==, 1);
        gtk_window_destroy (GTK_WINDOW (window));
      }
}

static gboolean
has_label (GtkWidget *widget, const char *prefix)
{
  if (GTK_IS_LABEL (widget)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, prefix))
      return TRUE;
  return FALSE;
}

typedef struct
{
  PatWindow *window;
  const char *prefix;
} Label;

static gboolean
label_shown (gpointer data)
{
  Label *label = data;

  return has_label (GTK_WIDGET (label->window), label->prefix);
}

static gboolean
label_gone (gpointer data)
{
  return !label_shown (data);
}

/* A folder that cannot be written to: the player is told once and plays on;
 * everything is written as soon as it can be, the statistics of a game
 * abandoned meanwhile too. */
static void
test_unsaved (void)
{
  g_autofree char *dir = pat_store_path (NULL);
  g_autofree char *away = g_strconcat (dir, ".away", NULL);
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  guint before = played ("king-albert");
  g_autofree char *json = NULL;
  g_autoptr (PatSession) saved = NULL;
  g_autoptr (GError) error = NULL;
  PatRules rules = *pat_game_get_rules (pat_window_get_game (window));

  /* A file where the folder was: nothing can be created in it. */
  g_assert_cmpint (g_rename (dir, away), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", 0, NULL));
  g_test_expect_message ("pat-window", G_LOG_LEVEL_WARNING, "Could not save game.json*");
  press (board, "tableau-1", 1);
  press (board, "tableau-3", 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 1);
  wait_for (label_shown, &(Label){ window, "Your game cannot be saved: " });
  maybe_screenshot (window, "unsaved");

  /* Abandoned: a loss, kept until it can be written. More failures say
   * nothing more. */
  pat_window_new_game (window, &rules, 1);
  press (board, "tableau-1", 1);
  press (board, "tableau-3", 1);

  g_assert_cmpint (g_remove (dir), ==, 0);
  g_assert_cmpint (g_rename (away, dir), ==, 0);
  g_assert_true (has_label (GTK_WIDGET (window), "Your game cannot be saved: "));
  pat_game_undo (pat_window_get_game (window));
  wait_for (label_shown, &(Label){ window, "Your game is saved again" });
  maybe_screenshot (window, "saved-again");
  g_assert_false (has_label (GTK_WIDGET (window), "Your game cannot be saved: "));
  wait_for (label_gone, &(Label){ window, "Your game is saved again" });
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);
  json = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, &error);
  g_assert_no_error (error);
  saved = pat_json_load (json, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (saved);
  g_assert_cmpuint (pat_session_get_state (saved)->deal, ==, 1);
  g_assert_cmpuint (pat_session_get_position (saved), ==, 0);
  g_assert_true (pat_session_can_redo (saved));
  close_window (window);
}

static guint
played (const char *key)
{
  g_autofree char *json = pat_store_read (PAT_STORE_STATS, PAT_STATS_MAX_BYTES, NULL);
  g_autoptr (PatStats) stats = json ? pat_stats_load (json, -1, NULL) : NULL;
  const PatRecord *record = stats ? pat_stats_lookup (stats, key) : NULL;

  return record ? record->played : 0;
}

/* Answers the message dialog on screen with @response, as its buttons do. */
static void
answer (const char *response)
{
  GtkWindow *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (dialog);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Abandoning a started game is a loss; a restart or an untouched deal is not. */
static void
test_abandon_counts (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  guint before = played ("king-albert");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_cmpuint (played ("king-albert"), ==, before);
  pat_window_new_game (window, pat_game_get_rules (pat_window_get_game (window)), 1);
  press (pat_window_get_board (window), "tableau-1", 1);
  press (pat_window_get_board (window), "tableau-3", 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (played ("king-albert"), ==, before);
  press (pat_window_get_board (window), "tableau-1", 1);
  press (pat_window_get_board (window), "tableau-3", 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  answer ("abandon");
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);

  /* The Statistics window shows it, and Reset (once confirmed) empties the file. */
  {
    GtkWindow *dialog;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL);
    dialog = find_toplevel (PAT_TYPE_STATS_DIALOG);
    g_assert_nonnull (dialog);
    while (g_main_context_iteration (NULL, FALSE))
      ;
    maybe_screenshot (dialog, "statistics");
    pat_stats_dialog_reset (PAT_STATS_DIALOG (dialog));
    g_assert_cmpuint (played ("king-albert"), ==, 0);
    gtk_window_destroy (dialog);
  }
  close_window (window);
}

/* A key press as the keyboard delivers it, through the board's key
 * controller. */
static void
key (PatBoard *board, guint keyval, GdkModifierType state)
{
  g_autoptr (GListModel) controllers
      = gtk_widget_observe_controllers (GTK_WIDGET (board));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
    }
  g_assert_true (handled);
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

static GtkWidget *
find_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
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

/* The point on a fanned card that shows: its top edge, under the cards
 * above it. */
static graphene_point_t
card_edge (PatBoard *board, const char *pile, int card)
{
  const PatRules *rules = pat_game_get_rules (pat_board_get_game (board));
  graphene_rect_t rect;

  g_assert_true (pat_board_get_pile_rect (board, (guint)pat_rules_find_pile (rules, pile),
                                          card, &rect));
  return GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width / 2, rect.origin.y + 3);
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
  {
    g_autofree char *t0 = pile_text (board, "tableau-0");
    g_autofree char *t1 = pile_text (board, "tableau-1");

    g_assert_cmpstr (t0, ==, "#2C KS QH");
    g_assert_cmpstr (t1, ==, "QD JC 10D");
  }
  gtk_test_accessible_assert_property (
      board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      "jack of clubs and the cards on it moved from tableau pile 1 to tableau pile 2");
  wait_for (board_idle, board);

  /* Refused as a whole: nothing moves, the reason is given, and the cards
   * fly back together. */
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
  {
    g_autofree char *t0 = pile_text (board, "tableau-0");
    g_autofree char *t3 = pile_text (board, "tableau-3");

    g_assert_cmpstr (t0, ==, "2C");
    g_assert_cmpstr (t3, ==, "KS QH");
  }

  /* The keyboard: Space again on the same pile takes one more card of the
   * run, and lets go once the whole run is held. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  while (pat_board_get_cursor (board) != (guint)pat_rules_find_pile (rules, "tableau-1"))
    key (board, GDK_KEY_Tab, 0);
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
  {
    g_autofree char *t1 = pile_text (board, "tableau-1");
    g_autofree char *t3 = pile_text (board, "tableau-3");

    g_assert_cmpstr (t1, ==, "QD");
    g_assert_cmpstr (t3, ==, "KS QH JC 10D");
  }

  /* A double-click still sends a top card home. */
  press (board, "tableau-0", 2);
  {
    g_autofree char *f0 = pile_text (board, "foundation-0");

    g_assert_cmpstr (f0, ==, "AC 2C");
  }
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
  while (g_main_context_iteration (NULL, FALSE))
    ;
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
          while (g_main_context_iteration (NULL, FALSE))
            ;
          maybe_screenshot (window, "klondike-drag");
          pat_board_drag_end (board);
          break;
        }
  }
  close_window (window);
}

static gboolean
has_child_labelled (GtkWidget *widget, const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *error = gtk_test_accessible_check_property (
          GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label);

      if (error == NULL)
        return TRUE;
    }
  return FALSE;
}

/* Assistive technology sees every pile and card, labelled, and follows
 * moves. */
static void
test_accessible (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  GtkWidget *widget = GTK_WIDGET (board);

  g_assert_true (
      has_child_labelled (widget, "10 of hearts, on tableau pile 1, top card"));
  g_assert_true (has_child_labelled (widget, "4 of diamonds, on tableau pile 1, card 1"));
  g_assert_true (has_child_labelled (widget, "7 of hearts, on reserve 1, top card"));
  g_assert_true (has_child_labelled (widget, "Tableau pile 2, 8 cards"));
  g_assert_true (has_child_labelled (widget, "Foundation 1, empty"));
  g_assert_false (
      has_child_labelled (widget, "5 of diamonds, on tableau pile 4, top card"));

  press (board, "tableau-1", 1);
  press (board, "tableau-3", 1);
  g_assert_true (
      has_child_labelled (widget, "5 of diamonds, on tableau pile 4, top card"));
  g_assert_true (has_child_labelled (widget, "Tableau pile 2, 7 cards"));
  gtk_test_accessible_assert_property (
      board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      "5 of diamonds moved from tableau pile 2 to tableau "
      "pile 4");
  close_window (window);
}

/* Asserts that every button under @widget is named for assistive
 * technology as its tooltip names it for the eye. */
static guint
assert_buttons_labelled (GtkWidget *widget)
{
  guint count = 0;

  if (GTK_IS_WINDOW_CONTROLS (widget))
    return 0;
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    {
      const char *tooltip = gtk_widget_get_tooltip_text (widget);

      g_assert_nonnull (tooltip);
      g_assert_cmpstr (tooltip, !=, "");
      gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           tooltip);
      /* A menu button's own button is its inside, not a control. */
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count += assert_buttons_labelled (child);
  return count;
}

/* The header bar's icon buttons and the window have names a screen
 * reader can say. */
static void
test_accessible_header (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  GtkWidget *header = find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);

  /* New Game, Undo, Redo, Hint, Leave Fullscreen (shown in fullscreen
   * only), Main Menu. */
  g_assert_cmpuint (assert_buttons_labelled (header), ==, 6);
  gtk_test_accessible_assert_property (window, GTK_ACCESSIBLE_PROPERTY_LABEL, "Patience");
  close_window (window);
}

static gboolean
window_has_action (const char *name)
{
  GtkWidgetClass *klass = g_type_class_ref (PAT_TYPE_WINDOW);
  const char *action, *property;
  const GVariantType *parameter;
  GType owner;
  gboolean found = FALSE;

  for (guint i = 0;
       gtk_widget_class_query_action (klass, i, &owner, &action, &parameter, &property);
       i++)
    found |= g_strcmp0 (action, name) == 0;
  g_type_class_unref (klass);
  return found;
}

/* The Keyboard Shortcuts window names only actions that exist, and every
 * action with an accelerator is in it. */
static void
test_shortcuts (void)
{
  g_autoptr (GtkBuilder) builder
      = gtk_builder_new_from_resource (RESOURCES "/help-overlay.ui");
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GHashTable) listed
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GError) error = NULL;
  GSList *objects = gtk_builder_get_objects (builder);
  g_auto (GStrv) accelerated = NULL;

  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "action-name", &action, NULL);
      if (action == NULL)
        continue;
      g_test_message ("shortcut for %s", action);
      if (g_str_has_prefix (action, "win."))
        g_assert_true (window_has_action (action));
      else
        g_assert_true (
            g_action_group_has_action (G_ACTION_GROUP (application), action + 4));
      g_hash_table_add (listed, g_steal_pointer (&action));
    }
  g_slist_free (objects);
  /* A toplevel lives on after its builder: gone before other tests look. */
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));

  accelerated = gtk_application_list_action_descriptions (GTK_APPLICATION (application));
  for (guint i = 0; accelerated[i] != NULL; i++)
    {
      g_test_message ("accelerator for %s", accelerated[i]);
      g_assert_true (g_hash_table_contains (listed, accelerated[i]));
    }
  g_assert_cmpuint (g_strv_length (accelerated), >=, 8);
}

/* The Keyboard Shortcuts window, built when first asked for, comes back
 * the same when closed and asked for again. */
static void
test_shortcuts_window (void)
{
  PatWindow *window = open_window (800, 600, "klondike", 1);
  GtkWindow *shortcuts;

  g_assert_null (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.shortcuts", NULL);
  shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  gtk_window_close (shortcuts);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.shortcuts", NULL);
  g_assert_true (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) == shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  close_window (window);
  g_assert_null (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
}

static gboolean
hint_shown (gpointer data)
{
  int from, to;

  return pat_board_get_hint (pat_window_get_board (data), &from, &to);
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

static void
play_move (PatWindow *window, const char *text)
{
  PatGame *game = pat_window_get_game (window);
  PatMove move;
  g_autoptr (GError) error = NULL;

  g_assert_true (pat_move_parse (pat_game_get_rules (game), text, &move, &error));
  g_assert_true (pat_game_try_move (game, &move, &error));
}

/* A legal move of the player's that neither touches @pile nor goes to a
 * foundation. */
static void
play_other_move (PatWindow *window, const char *pile)
{
  PatGame *game = pat_window_get_game (window);
  const PatRules *rules = pat_game_get_rules (game);
  int avoid = pat_rules_find_pile (rules, pile);
  PatMove moves[256];
  guint n
      = pat_moves_list (rules, pat_game_get_state (game), moves, G_N_ELEMENTS (moves));

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PAT_MOVE_CARD && moves[i].from != avoid && moves[i].to != avoid
        && rules->piles[moves[i].to].kind != PAT_PILE_FOUNDATION)
      {
        g_assert_true (pat_game_try_move (game, &moves[i], NULL));
        return;
      }
  g_assert_not_reached ();
}

/* A text waited for in a window: the verdict's, or a toast's. */
typedef struct
{
  PatWindow *window;
  const char *text;
} WindowText;

static gboolean
verdict_says (gpointer data)
{
  WindowText *v = data;
  GtkWidget *label = find_named (GTK_WIDGET (v->window), "verdict");
  GtkWidget *box = gtk_widget_get_parent (label);

  return gtk_widget_get_visible (box) && !gtk_widget_has_css_class (box, "stale")
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), v->text) == 0;
}

/* A verdict searches a node budget, about PAT_VERDICT_SECONDS on an idle
 * machine; on a busy one it takes longer, up to its wall cap of three
 * times that. */
static void
expect_verdict (PatWindow *window, const char *text)
{
  WindowText v = { window, text };

  wait_for_within (verdict_says, &v, 60);
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
  spin (100);
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

/* The odds are shown: one of the sentences of pat_fair_odds_text(), never
 * "Thinking…" nor the exact verdict. */
static gboolean
odds_shown (gpointer data)
{
  WindowText *v = data;
  GtkWidget *label = find_named (GTK_WIDGET (v->window), "verdict");
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  return gtk_widget_get_visible (gtk_widget_get_parent (label))
         && !gtk_widget_has_css_class (gtk_widget_get_parent (label), "stale")
         && (g_str_has_suffix (text, "deals that look like this can be won")
             || g_str_has_suffix (text, "deal that looks like this can be won"));
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

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

/* Gives @window the keyboard focus: presenting a window already shown
 * focuses it, which the test's X server, without a window manager, does
 * not do at the first showing. */
static void
activate_window (GtkWindow *window)
{
  gtk_window_present (window);
  wait_for (window_active, window);
}

/* The clock counts only the seconds the table is in front of the player:
 * not while a dialog covers it, nor once Restart has started the game
 * again. The ticks are driven here, so no second of real time matters. */
static void
test_clock (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 3);
  PatGame *game = pat_window_get_game (window);
  GtkWindow *preferences;

  activate_window (GTK_WINDOW (window));
  /* Not before the first move. */
  g_assert_false (_pat_window_clock_tick (window));
  play_other_move (window, "reserve-1");
  g_assert_true (_pat_window_clock_tick (window));
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  for (guint i = 0; i < 3; i++)
    g_assert_false (_pat_window_clock_tick (window));
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 1);
  gtk_window_destroy (preferences);
  activate_window (GTK_WINDOW (window));
  g_assert_true (_pat_window_clock_tick (window));
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 0);
  g_assert_cmpuint (pat_game_get_elapsed (game), ==, 0);
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
  while (pat_state_len (pat_game_get_state (game), reserve) > 0)
    spin (10);
  spin (600); /* whatever else is safe follows */
  g_assert_cmpuint (pat_game_get_moves (game), >=, 2);

  /* Taken back: not sent again after the next move. */
  while (pat_state_len (pat_game_get_state (game), reserve) == 0)
    g_assert_true (pat_game_undo (game));
  play_other_move (window, "reserve-5");
  spin (600);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), reserve), ==, 1);

  /* Off: the Ace stays. */
  g_settings_reset (settings, "auto-play");
  pat_window_new_game (window, pat_game_get_rules (game), 4);
  game = pat_window_get_game (window);
  play_other_move (window, "reserve-5");
  spin (600);
  g_assert_cmpuint (pat_state_len (pat_game_get_state (game), reserve), ==, 1);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  close_window (window);
}

static gboolean
game_won (gpointer data)
{
  return pat_game_get_status (pat_window_get_game (data)) == PAT_STATUS_WON;
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
  g_autofree char *json = pat_json_save (session);
  PatWindow *window = pat_window_new (NULL);

  g_settings_set_boolean (settings, "animations", FALSE);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  g_assert_true (pat_window_resume (window));
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  g_assert_true (window->demo_fair);
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
  g_autofree char *json = pat_json_save (session);
  PatWindow *window = pat_window_new (NULL);
  guint before = played ("king-albert");
  guint moves;

  g_settings_set_boolean (settings, "animations", FALSE);
  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  g_assert_true (pat_window_resume (window));
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
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
  spin (800);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, moves);

  /* Started again, and stopped from the menu. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  wait_for (six_moves, window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  moves = pat_game_get_moves (pat_window_get_game (window));
  spin (800);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, moves);
  g_settings_reset (settings, "animations");
  close_window (window);
}

/* A window on King Albert with three spades left to play: the Jack in
 * reserve-2, the Queen on tableau-0, the King on tableau-4. */
static PatWindow *
open_nearly_won (void)
{
  g_autoptr (PatSession) session
      = pt_spades_left ("king-albert", NULL, 10,
                        "'tableau-4':['KS'],'tableau-0':['QS'],'reserve-2':['JS']");
  g_autofree char *json = pat_json_save (session);
  PatWindow *window = pat_window_new (NULL);

  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  g_assert_true (pat_window_resume (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  return window;
}

/* The titles of the toasts on screen, the one shown last at the end: those
 * waiting in the overlay's queue have no widget yet. */
static GPtrArray *
toasts_shown (PatWindow *window)
{
  GtkWidget *overlay = find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *content = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));
  GPtrArray *titles = g_ptr_array_new_with_free_func (g_free);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = find_type (child, GTK_TYPE_LABEL);

      if (child != content && label != NULL)
        g_ptr_array_add (titles, g_strdup (gtk_label_get_text (GTK_LABEL (label))));
    }
  return titles;
}

static gboolean
no_toast (gpointer data)
{
  g_autoptr (GPtrArray) titles = toasts_shown (data);

  return titles->len == 0;
}

static gboolean
won_shown (gpointer data)
{
  g_autoptr (GPtrArray) titles = toasts_shown (data);

  return titles->len > 0
         && g_str_has_prefix (g_ptr_array_index (titles, titles->len - 1), "You won");
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
        spin (10);
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

  return window->hint_slow_shown || hint_shown (window);
}

/* "Looking for a move…" stays until the hint replaces it: it does not
 * expire while the search goes on, and the hint's sentence does. */
static void
test_hint_looking_stays (void)
{
  PatWindow *window = open_window (1024, 720, "intelligence", 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  wait_for (looking_or_hint_shown, window);
  if (window->hint_slow_shown)
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

/* The revealer's slide has ended, however slow the machine. */
static gboolean
header_revealed (gpointer revealer)
{
  return gtk_revealer_get_child_revealed (revealer);
}

static gboolean
header_hidden (gpointer revealer)
{
  return !gtk_revealer_get_child_revealed (revealer);
}

/* Fullscreen: the table fills the screen, the header bar slides over it at
 * the top edge and leaves again; back in a window, it is where it was. */
static void
test_fullscreen (void)
{
  PatWindow *window = open_window (1024, 720, "klondike", 3);
  GtkWidget *header = find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *board = GTK_WIDGET (pat_window_get_board (window));
  GtkRevealer *revealer;
  graphene_point_t top;

  g_assert_nonnull (header);
  /* What the window does when the window manager makes it fullscreen. */
  _pat_window_set_fullscreen_chrome (window, TRUE);
  spin (300);
  revealer = GTK_REVEALER (gtk_widget_get_parent (header));
  g_assert_true (GTK_IS_REVEALER (revealer));
  g_assert_false (gtk_revealer_get_child_revealed (revealer));
  g_assert_true (gtk_widget_compute_point (board, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (0, 0), &top));
  g_assert_cmpfloat (top.y, ==, 0);
  g_assert_cmpint (gtk_widget_get_height (board), ==,
                   gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_false (adw_header_bar_get_show_end_title_buttons (ADW_HEADER_BAR (header)));
  g_assert_true (gtk_widget_get_visible (window->leave_fullscreen));
  maybe_screenshot (window, "fullscreen");

  /* The pointer at the top edge shows it, over the table; away, it goes. */
  _pat_window_fullscreen_pointer (window, 0);
  wait_for (header_revealed, revealer);
  g_assert_cmpint (gtk_widget_get_height (board), ==,
                   gtk_widget_get_height (GTK_WIDGET (window)));
  maybe_screenshot (window, "fullscreen-revealed");
  _pat_window_fullscreen_pointer (window, 300);
  wait_for (header_hidden, revealer);

  /* Back in a window. */
  _pat_window_set_fullscreen_chrome (window, FALSE);
  spin (300);
  g_assert_true (gtk_widget_get_first_child (GTK_WIDGET (window->main_box)) == header);
  g_assert_true (adw_header_bar_get_show_end_title_buttons (ADW_HEADER_BAR (header)));
  g_assert_true (gtk_widget_compute_point (board, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (0, 0), &top));
  g_assert_cmpfloat (top.y, >=, gtk_widget_get_height (header) - 1);
  g_assert_false (gtk_widget_get_visible (window->leave_fullscreen));
  close_window (window);
}

static void
test_messages_replace (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  const char *const refused[][2] = { { "tableau-0", "tableau-4" },
                                     { "reserve-2", "reserve-3" },
                                     { "reserve-2", "tableau-0" },
                                     { "tableau-4", "foundation-3" },
                                     { "tableau-0", "reserve-1" } };
  g_autofree char *message = NULL;
  PatWindow *window;
  PatBoard *board;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = open_nearly_won ();
  board = pat_window_get_board (window);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      drag (board, refused[i][0], refused[i][1]);
      g_assert_nonnull (message);
      spin (50);
    }
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 0);
  {
    g_autoptr (GPtrArray) titles = toasts_shown (window);

    maybe_screenshot (window, "messages-replace");
    g_autofree char *sentence = pat_sentence (message);

    g_assert_cmpuint (titles->len, ==, 1);
    g_assert_cmpstr (g_ptr_array_index (titles, 0), ==, sentence);
  }

  /* The win does not wait behind the message. */
  press (board, "reserve-2", 2);
  press (board, "tableau-0", 2);
  press (board, "tableau-4", 2);
  g_assert_cmpint (pat_game_get_status (pat_window_get_game (window)), ==,
                   PAT_STATUS_WON);
  /* Once the message has finished appearing: not after it, nor after the
   * reasons it replaced. */
  wait_for (won_shown, window);
  maybe_screenshot (window, "messages-won");

  /* Once the win's toast is gone, no stale message comes back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  wait_for (no_toast, window);
  spin (500);
  g_assert_true (no_toast (window));
  g_settings_reset (settings, "animations");
  close_window (window);
}

static gboolean
won_gone (gpointer data)
{
  return !won_shown (data);
}

/* The win's toast, whose New Game would throw the game away, goes as soon
 * as the game is no longer won: after an undo, a restart, a move. */
static void
test_won_toast_goes (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;
  PatBoard *board;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = open_nearly_won ();
  board = pat_window_get_board (window);
  press (board, "reserve-2", 2);
  press (board, "tableau-0", 2);
  press (board, "tableau-4", 2);
  wait_for (won_shown, window);
  maybe_screenshot (window, "won-toast");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpint (pat_game_get_status (pat_window_get_game (window)), ==,
                   PAT_STATUS_PLAYING);
  wait_for (won_gone, window);
  maybe_screenshot (window, "won-toast-undone");

  /* Won again, then restarted. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  wait_for (won_shown, window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  wait_for (won_gone, window);
  g_settings_reset (settings, "animations");
  close_window (window);
}

static gboolean
realized (gpointer widget)
{
  return gtk_widget_get_realized (widget);
}

static gboolean
count_close (guint *closed)
{
  (*closed)++;
  return FALSE;
}

/* Quit (Ctrl+Q) closes each window as its close button does, so that each
 * saves the game, what it could not write before and its size: the
 * application used to end without asking them. */
static void
test_quit_closes (void)
{
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GError) error = NULL;
  PatWindow *window;
  guint closed = 0;

  /* Apart from the one /ui/shortcuts registered on the bus. */
  g_application_set_application_id (G_APPLICATION (application),
                                    "io.github.patience.Patience.QuitTest");
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                               | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  window = pat_window_new (GTK_APPLICATION (application));
  g_signal_connect_swapped (window, "close-request", G_CALLBACK (count_close), &closed);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (realized, window);
  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  g_assert_cmpuint (closed, ==, 1);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (application)));
}

/* Hands @application a command line, as GApplication does with the
 * program's own and with that of every program started while it runs.
 * Returns the exit status it gives that program. */
static int
command_line (PatApplication *application, const char *game, const char *deal)
{
  const char *const argv[] = { "patience", NULL };
  g_autoptr (GApplicationCommandLine) line = NULL;
  GVariantDict options;
  int status = -1;

  g_variant_dict_init (&options, NULL);
  if (game != NULL)
    g_variant_dict_insert (&options, "game", "s", game);
  if (deal != NULL)
    g_variant_dict_insert (&options, "deal", "s", deal);
  line = g_object_new (G_TYPE_APPLICATION_COMMAND_LINE, "arguments",
                       g_variant_new_bytestring_array (argv, -1), "options",
                       g_variant_dict_end (&options), NULL);
  g_signal_emit_by_name (application, "command-line", line, &status);
  return status;
}

/* The button labelled @label in a widget tree. */
static GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
assert_game (PatWindow *window, const char *game, guint32 deal)
{
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, game);
  g_assert_cmpuint (pat_game_get_deal_number (pat_window_get_game (window)), ==, deal);
}

/* `patience --game king-albert --deal 9` while Patience runs: the game
 * asked for comes to the window, at once over an untouched deal, after
 * asking over a game under way, which then counts as a loss. */
static void
test_second_start (void)
{
  g_autoptr (PatApplication) application = pat_application_new ();
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *dialog;
  PatWindow *window;
  GtkWidget *start;
  guint before;

  /* An id of its own: the application /ui/shortcuts registered stays on
   * the bus under the program's. */
  g_application_set_application_id (G_APPLICATION (application), APP_ID ".SecondStart");
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_application_get_is_remote (G_APPLICATION (application)));

  /* The program's own command line. */
  g_assert_cmpint (command_line (application, "king-albert", "3"), ==, 0);
  window = PAT_WINDOW (find_toplevel (PAT_TYPE_WINDOW));
  g_assert_nonnull (window);
  assert_game (window, "king-albert", 3);
  wait_for (board_allocated, window);

  /* Nothing played yet: no question. */
  g_assert_cmpint (command_line (application, "indian", "12"), ==, 0);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "indian", 12);
  g_assert_true (find_toplevel (PAT_TYPE_WINDOW) == GTK_WINDOW (window));

  /* Bad options change nothing. */
  g_assert_cmpint (command_line (application, NULL, "0"), ==, 1);
  g_assert_cmpint (command_line (application, "spider", NULL), ==, 1);
  assert_game (window, "indian", 12);

  /* A game under way: kept until the player agrees. */
  play_other_move (window, "stock");
  before = played ("indian");
  g_assert_cmpint (command_line (application, "king-albert", "9"), ==, 0);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Start King Albert deal 9?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The game in progress will be given up and counted as a loss.");
  maybe_screenshot (dialog, "second-start");
  assert_game (window, "indian", 12);
  /* Closed, as with Escape: the same as Keep Playing. */
  gtk_window_close (GTK_WINDOW (dialog));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "indian", 12);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 1);
  g_assert_cmpuint (played ("indian"), ==, before);

  g_assert_cmpint (command_line (application, "king-albert", "9"), ==, 0);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  start = find_button (GTK_WIDGET (dialog), "_Start");
  g_assert_nonnull (start);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "abandon"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_signal_emit_by_name (start, "clicked");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  assert_game (window, "king-albert", 9);
  g_assert_cmpuint (played ("indian"), ==, before + 1);

  /* The deal on the table, asked for again, stays as it is. */
  play_other_move (window, "stock");
  g_assert_cmpint (command_line (application, "king-albert", "9"), ==, 0);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 1);
  close_window (window);
}

/* Deals deal 1 of @rules and plays one move in it. */
static PatGame *
start_deal_one (PatWindow *window, const PatRules *rules)
{
  PatGame *game;

  pat_window_new_game (window, rules, 1);
  game = pat_window_get_game (window);
  press (pat_window_get_board (window), "tableau-1", 1);
  press (pat_window_get_board (window), "tableau-3", 1);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  return game;
}

/* Ctrl+N over a game under way asks first: nothing changes until the
 * player answers, Cancel keeps the game, Abandon deals and counts a loss,
 * and "Don't ask again" holds for the window's life. An untouched deal is
 * not asked about. Choose Deal asks the same. */
static void
test_abandon_asks (void)
{
  PatWindow *window = open_window (1000, 720, "king-albert", 1);
  PatRules rules = *pat_game_get_rules (pat_window_get_game (window));
  guint before = played ("king-albert");
  AdwMessageDialog *dialog;
  GtkCheckButton *check;
  PatGame *game;

  /* Nothing played: no question. */
  game = pat_window_get_game (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (pat_window_get_game (window) != game);

  game = start_deal_one (window, &rules);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The game in progress will be given up and counted as a loss.");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "abandon"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Cancel"));
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Abandon"));
  maybe_screenshot (dialog, "abandon");
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (played ("king-albert"), ==, before);

  /* Cancel: the same game, nothing counted. */
  answer ("cancel");
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_cmpuint (played ("king-albert"), ==, before);

  /* Choose Deal asks too. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-deal", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Choose Deal");
  answer ("deal");
  g_assert_true (pat_window_get_game (window) == game);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  answer ("cancel");
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (played ("king-albert"), ==, before);

  /* Abandon, not to be asked again: a new deal, one loss. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  check = GTK_CHECK_BUTTON (adw_message_dialog_get_extra_child (dialog));
  g_assert_nonnull (check);
  g_assert_false (gtk_check_button_get_active (check));
  gtk_check_button_set_active (check, TRUE);
  answer ("abandon");
  g_assert_true (pat_window_get_game (window) != game);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, 0);
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);

  /* Not asked again: the next game under way goes at once, and counts. */
  game = start_deal_one (window, &rules);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (pat_window_get_game (window) != game);
  g_assert_cmpuint (played ("king-albert"), ==, before + 2);
  close_window (window);
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
      spin (100);
    }
  /* Started once more, it goes on after the last stopped one's toast went. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  spin (1500);
  g_assert_true (has_label (GTK_WIDGET (window), "The demo is playing"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  spin (1500);
  g_settings_reset (settings, "animations");
  close_window (window);
}

static guint
game_position (const char *id)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (variants[i]->id, id))
      return i;
  g_assert_not_reached ();
}

/* The check marks shown in a combo row's list. */
static guint
count_checked (GtkWidget *widget)
{
  guint n = GTK_IS_IMAGE (widget) && gtk_widget_get_mapped (widget)
            && gtk_widget_get_opacity (widget) > 0.5;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_checked (child);
  return n;
}

/* The game row of Preferences shows @id, the game played, with the
 * rows of its options below it. */
static void
assert_preferences_game (GtkWindow *preferences, const char *id)
{
  AdwComboRow *row = ADW_COMBO_ROW (find_named (GTK_WIDGET (preferences), "game-row"));
  const PatVariant *variant = pat_variant_lookup (id);
  g_autofree char *title = g_strdup_printf ("%s Rules", variant->name);
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (
      adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (preferences)));

  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, game_position (id));
  g_assert_true (has_label (GTK_WIDGET (page), title));
  g_assert_cmpuint (count_rows (GTK_WIDGET (page)), ==, 1 + variant->n_options);
}

static void
choose_in_preferences (GtkWindow *preferences, const char *id)
{
  AdwComboRow *row = ADW_COMBO_ROW (find_named (GTK_WIDGET (preferences), "game-row"));

  /* As the row's list does when an item is clicked. */
  adw_combo_row_set_selected (row, game_position (id));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Preferences › Game starts with the game: a game chosen there is dealt
 * (asking first over a game under way, Cancel keeping both game and row)
 * and its options shown; Select Game and the setting move the row too. */
static void
test_preferences_game (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window = open_window (1000, 720, "klondike", 3);
  guint before = played ("king-albert");
  GtkWindow *preferences, *chooser;
  AdwMessageDialog *dialog;
  PatRules rules;
  PatGame *game;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  assert_preferences_game (preferences, "klondike");
  maybe_screenshot (preferences, "preferences-game");

  /* Its list, every game, the one played checked. */
  {
    GtkWidget *row = find_named (GTK_WIDGET (preferences), "game-row");
    GtkWidget *popover;
    guint n;

    pat_variants_list (&n);
    adw_action_row_activate (ADW_ACTION_ROW (row));
    popover = find_type (row, GTK_TYPE_POPOVER);
    g_assert_nonnull (popover);
    spin (300);
    g_assert_true (gtk_widget_get_mapped (popover));
    g_assert_cmpuint (count_checked (popover), ==, 1);
    g_assert_true (has_label (popover, "Klondike"));
    g_assert_true (has_label (popover, "House in the Wood"));
    maybe_screenshot (popover, "preferences-game-list");
    gtk_popover_popdown (GTK_POPOVER (popover));
    spin (300);
  }

  /* Nothing played yet: dealt at once. */
  choose_in_preferences (preferences, "king-albert");
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "king-albert");
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "king-albert");
  assert_preferences_game (preferences, "king-albert");

  /* A game under way: asked first; Cancel keeps the game and the row. */
  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  game = start_deal_one (window, &rules);
  choose_in_preferences (preferences, "klondike");
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Abandon this game?");
  /* Over Preferences, which stay open. */
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == preferences);
  g_assert_true (pat_window_get_game (window) == game);
  assert_preferences_game (preferences, "king-albert");
  maybe_screenshot (dialog, "preferences-game-abandon");
  answer ("cancel");
  g_assert_true (pat_window_get_game (window) == game);
  g_assert_cmpuint (pat_game_get_moves (game), ==, 1);
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "king-albert");
  g_assert_cmpuint (played ("king-albert"), ==, before);
  assert_preferences_game (preferences, "king-albert");

  /* Abandon: the game chosen is dealt, and the loss counted. */
  choose_in_preferences (preferences, "klondike");
  answer ("abandon");
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "klondike");
  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "klondike");
  g_assert_cmpuint (played ("king-albert"), ==, before + 1);
  assert_preferences_game (preferences, "klondike");

  /* Select Game and the setting move the row. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-game", NULL);
  chooser = find_toplevel (PAT_TYPE_GAME_CHOOSER);
  g_assert_nonnull (chooser);
  pat_game_chooser_choose (PAT_GAME_CHOOSER (chooser), pat_variant_lookup ("indian"));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpstr (pat_game_get_game (pat_window_get_game (window)), ==, "indian");
  assert_preferences_game (preferences, "indian");
  g_settings_set_string (settings, "game", "jubilee");
  assert_preferences_game (preferences, "jubilee");

  g_settings_reset (settings, "game");
  gtk_window_destroy (preferences);
  close_window (window);
}

/* Text a player must read: every string translated, nothing cut short,
 * sentences that start with a capital. */

/* Switches the translations, as LANGUAGE=@language at start would; "" is
 * English, as the other tests run. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  pat_i18n_init ();
}

/* The labels shown in @widget's tree that are cut short with "…". */
static void
collect_cut (GtkWidget *widget, GString *cut)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget)
      && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (cut, "“%s” ", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cut (child, cut);
}

static void
assert_nothing_cut (GtkWidget *widget)
{
  g_autoptr (GString) cut = g_string_new (NULL);

  collect_cut (widget, cut);
  if (cut->len > 0)
    g_error ("cut short: %s", cut->str);
}

/* Every label in @widget's tree shows its text inside @widget: its text
 * fits its allocation, and the allocation lies within @widget. */
static void
assert_labels_inside (GtkWidget *label, GtkWidget *widget)
{
  if (GTK_IS_LABEL (label) && gtk_widget_get_mapped (label))
    {
      graphene_rect_t bounds;
      int width, height;

      pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (label)), &width,
                                   &height);
      g_assert_true (gtk_widget_compute_bounds (label, widget, &bounds));
      g_assert_cmpint (width, <=, gtk_widget_get_width (label));
      g_assert_cmpint (height, <=, gtk_widget_get_height (label));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                         gtk_widget_get_width (widget));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (label); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_labels_inside (child, widget);
}

/* Resizes @window and lets it lay out and draw at that size. */
static void
resize (GtkWindow *window, int width, int height)
{
  gtk_window_set_default_size (window, width, height);
  spin (200);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Preferences in German, at its own size and at the narrowest, beside a
 * window of 1024 px: every label on every page whole. */
static void
test_text_preferences (void)
{
  const char *const pages[] = { "game", "appearance", "behaviour" };
  const int widths[] = { 640, 360 };
  PatWindow *window;
  GtkWindow *preferences;

  use_language ("de");
  window = open_window (1024, 720, "klondike", 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = find_toplevel (PAT_TYPE_PREFERENCES);
  g_assert_nonnull (preferences);
  g_assert_true (has_label (GTK_WIDGET (preferences), "Regeln für Klondike"));
  g_assert_true (has_label (GTK_WIDGET (preferences), "Durchgänge durch den Talon"));
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
      {
        g_autofree char *name
            = g_strdup_printf ("text-preferences-%s-%d", pages[p], widths[w]);

        adw_preferences_window_set_visible_page_name (
            ADW_PREFERENCES_WINDOW (preferences), pages[p]);
        resize (preferences, widths[w], 600);
        maybe_screenshot (preferences, name);
        assert_nothing_cut (GTK_WIDGET (preferences));
      }
  gtk_window_destroy (preferences);
  close_window (window);
  use_language ("");
}

/* A record's title is made of the game's and its options' names as
 * translated, never of the keys in the file; the chart and the records
 * show it whole. */
static void
test_text_statistics (void)
{
  const char *const languages[] = { "", "de" };
  const char *const titles[]
      = { "Klondike (Three cards, One pass)", "Klondike (Drei Karten, Ein Durchgang)" };
  const int widths[] = { 480, 360 };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (PatStats) stats = pat_stats_new ();
      PatRules klondike, draw_three, piles;
      PatWindow *window;
      GtkWindow *dialog;

      use_language (languages[l]);
      pat_rules_init_default (&klondike, pat_variant_lookup ("klondike"));
      draw_three = klondike;
      g_assert_true (pat_rules_set_option (&draw_three, "draw", "3", NULL));
      g_assert_true (pat_rules_set_option (&draw_three, "passes", "1", NULL));
      pat_rules_init_default (&piles, pat_variant_lookup ("intelligence"));
      g_assert_true (pat_rules_set_option (&piles, "piles", "19", NULL));
      pat_stats_add_win (stats, &klondike, 1, 300, 120);
      pat_stats_add_loss (stats, &draw_three);
      pat_stats_add_win (stats, &draw_three, 2, 400, 130);
      pat_stats_add_loss (stats, &piles);

      window = open_window (1024, 720, "klondike", 3);
      dialog = GTK_WINDOW (pat_stats_dialog_new (GTK_WINDOW (window), stats));
      gtk_window_present (dialog);
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          g_autofree char *name
              = g_strdup_printf ("text-statistics-%s-%d", l ? "de" : "en", widths[w]);

          resize (dialog, widths[w], 900);
          maybe_screenshot (dialog, name);
          assert_nothing_cut (GTK_WIDGET (dialog));
        }
      g_assert_true (has_label (GTK_WIDGET (dialog), titles[l]));
      g_assert_false (has_label (GTK_WIDGET (dialog), "Klondike (draw"));
      gtk_window_destroy (dialog);
      close_window (window);
    }
  use_language ("");
}

static gboolean
toast_says (gpointer data)
{
  Label *label = data;
  g_autoptr (GPtrArray) titles = toasts_shown (label->window);

  return titles->len > 0
         && g_str_has_prefix (g_ptr_array_index (titles, titles->len - 1), label->prefix);
}

/* A refused move's reason in a toast of a window 600 px wide, in English
 * and German: it starts with a capital, and is shown whole. */
static void
test_text_toast (void)
{
  const char *const languages[] = { "", "de" };
  const char *const starts[] = { "A 10 of hearts", "Eine 10 der Farbe Herz" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      PatWindow *window;
      PatBoard *board;
      GtkWidget *overlay, *toast;
      Label label;
      g_autofree char *name = g_strdup_printf ("text-toast-%s", l ? "de" : "en");

      use_language (languages[l]);
      window = open_window (600, 500, "king-albert", 1);
      board = pat_window_get_board (window);
      /* As patience-cli's /cli/german plays it: the second move is refused. */
      press (board, "tableau-1", 1);
      press (board, "tableau-3", 1);
      press (board, "tableau-0", 1);
      press (board, "tableau-1", 1);
      label = (Label){ window, starts[l] };
      wait_for (toast_says, &label);
      spin (500);
      maybe_screenshot (window, name);
      overlay = find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
      toast = gtk_widget_get_last_child (overlay);
      g_assert_true (toast != adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)));
      g_assert_cmpint (gtk_widget_get_width (toast), <=, gtk_widget_get_width (overlay));
      assert_nothing_cut (toast);
      assert_labels_inside (toast, toast);
      close_window (window);
    }
  use_language ("");
}

/* Layout: every face-up card in a fan shows its corner index, and every
 * card lies within the table above its foot. */

/* The foot the window keeps under the table, and the room it leaves. */
#define LAYOUT_FOOT 36
#define LAYOUT_RANDOM_DEALS 12
#define LAYOUT_RANDOM_MOVES 300

typedef void (*CardRectFunc) (gpointer data, guint pile, guint index,
                              graphene_rect_t *rect);

typedef struct
{
  const PatState *state;
  PatPileBox boxes[PAT_MAX_PILES];
  float card_w, card_h;
} PureLayout;

static void
pure_card_rect (gpointer data, guint pile, guint index, graphene_rect_t *rect)
{
  PureLayout *layout = data;
  graphene_point_t at = pat_layout_card_origin (
      &layout->boxes[pile], layout->card_w, layout->card_h, layout->state, pile, index);

  graphene_rect_init (rect, at.x, at.y, layout->card_w, layout->card_h);
}

static void
board_card_rect (gpointer data, guint pile, guint index, graphene_rect_t *rect)
{
  g_assert_true (pat_board_get_pile_rect (data, pile, (int)index, rect));
}

/* Counts the face-up fanned cards whose index, the corner @index of the
 * card, some card above them covers; checks that every card lies within
 * @width × @height. */
static guint
count_hidden_indices (const PatRules *rules, const PatState *state,
                      const PatCardIndex *index, CardRectFunc card_rect, gpointer data,
                      float width, float height)
{
  graphene_rect_t table
      = GRAPHENE_RECT_INIT (-0.01f, -0.01f, width + 0.02f, height + 0.02f);
  guint hidden = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatLayout *layout = &pat_rules_group (rules, p)->layout;
      guint len = pat_state_len (state, p);
      guint first = layout->fan_shown > 0 && len > layout->fan_shown
                        ? len - layout->fan_shown
                        : 0;

      for (guint i = 0; i < len; i++)
        {
          graphene_rect_t rect, corner;

          card_rect (data, p, i, &rect);
          g_assert_true (graphene_rect_contains_rect (&table, &rect));
          if (layout->fan == PAT_FAN_NONE || i < first
              || pat_card_is_face_down (pat_state_pile (state, p)[i]))
            continue;
          /* Half a pixel of leeway for rounding. */
          graphene_rect_init (&corner, rect.origin.x + 0.5f, rect.origin.y + 0.5f,
                              index->width * rect.size.width - 1,
                              index->height * rect.size.height - 1);
          for (guint j = i + 1; j < len; j++)
            {
              graphene_rect_t above;

              card_rect (data, p, j, &above);
              if (graphene_rect_intersection (&corner, &above, NULL))
                {
                  hidden++;
                  break;
                }
            }
        }
    }
  return hidden;
}

/* The longest fanned pile of a position. */
static guint
longest_fan (const PatRules *rules, const PatState *state)
{
  guint longest = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_rules_group (rules, p)->layout.fan != PAT_FAN_NONE)
      longest = MAX (longest, pat_state_len (state, p));
  return longest;
}

/* Positions with piles as long as play makes them: the deal, then random
 * moves that favour the longest fanned pile, keeping each position that
 * makes a pile longer than any before. */
static void
long_pile_positions (const PatRules *rules, guint32 deal, GRand *rand, GArray *positions)
{
  PatState state;
  guint record;

  pat_state_deal (&state, rules, deal);
  g_array_append_val (positions, state);
  record = longest_fan (rules, &state);
  for (guint m = 0; m < LAYOUT_RANDOM_MOVES; m++)
    {
      PatMove moves[PAT_MAX_MOVES];
      guint n = pat_moves_list (rules, &state, moves, G_N_ELEMENTS (moves));
      guint chosen, target = 0, longest = 0;
      gboolean found = FALSE;

      if (n == 0)
        break;
      for (guint p = 0; p < rules->n_piles; p++)
        if (pat_rules_group (rules, p)->layout.fan != PAT_FAN_NONE
            && pat_state_len (&state, p) >= longest)
          {
            longest = pat_state_len (&state, p);
            target = p;
          }
      chosen = (guint)g_rand_int_range (rand, 0, (gint32)n);
      for (guint k = 0; k < n && !found && g_rand_int_range (rand, 0, 4) > 0; k++)
        if (moves[k].kind == PAT_MOVE_CARD && moves[k].to == target)
          {
            chosen = k;
            found = TRUE;
          }
      pat_move_apply (rules, &state, &moves[chosen]);
      if (longest_fan (rules, &state) > record)
        {
          record = longest_fan (rules, &state);
          g_array_append_val (positions, state);
        }
    }
  g_array_append_val (positions, state);
}

/* Every game, and the options that change its table. */
static GPtrArray *
layout_games (void)
{
  static const char *const with_options[][3] = {
    { "klondike", "draw", "3" },
    { "intelligence", "piles", "19" },
    { "indian", "face-down", "2" },
  };
  GPtrArray *games = g_ptr_array_new_with_free_func (g_free);
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint v = 0; v < n; v++)
    {
      PatRules *rules = g_new0 (PatRules, 1);

      pat_rules_init_default (rules, variants[v]);
      g_ptr_array_add (games, rules);
    }
  for (guint i = 0; i < G_N_ELEMENTS (with_options); i++)
    {
      PatRules *rules = g_new0 (PatRules, 1);

      pat_rules_init_default (rules, pat_variant_lookup (with_options[i][0]));
      g_assert_true (
          pat_rules_set_option (rules, with_options[i][1], with_options[i][2], NULL));
      pat_rules_resolve (rules);
      g_ptr_array_add (games, rules);
    }
  return games;
}

/* The built-in deck's index as measured, and AisleRiot's Bonded as the
 * theme measures it (not installed here): a smaller index on taller cards. */
static void
layout_decks (PatCardIndex indices[2], double aspects[2])
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();

  pat_card_theme_get_index (theme, &indices[0].width, &indices[0].height);
  aspects[0] = pat_card_theme_get_aspect (theme);
  indices[1] = (PatCardIndex){ 0.206f, 0.241f };
  aspects[1] = 1.557;
}

static guint
pure_hidden (const PatRules *rules, const PatState *state, const PatCardIndex *index,
             double aspect, int width, int height, float *card_w)
{
  PureLayout layout = { .state = state };

  pat_layout_compute_position (rules, state, aspect, index, width, height, LAYOUT_FOOT,
                               &layout.card_w, &layout.card_h, layout.boxes);
  g_assert_cmpfloat (layout.card_w, >, 0);
  if (card_w != NULL)
    *card_w = layout.card_w;
  return count_hidden_indices (rules, state, index, pure_card_rect, &layout, width,
                               height - LAYOUT_FOOT);
}

/* Every game at two common sizes, with each deck, from the deal to the
 * longest piles random play makes: no index is ever covered. At the
 * smallest window the whole table still fits. */
static void
test_layout_readable (void)
{
  static const int sizes[][2] = { { 1024, 720 }, { 1920, 1080 } };
  g_autoptr (GPtrArray) games = layout_games ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (32);
  PatCardIndex indices[2];
  double aspects[2];

  layout_decks (indices, aspects);
  g_assert_cmpfloat (indices[0].height, >, 0.2f);
  g_assert_cmpfloat (indices[0].height, <, 0.35f);
  for (guint g = 0; g < games->len; g++)
    {
      const PatRules *rules = g_ptr_array_index (games, g);
      g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (PatState));
      guint longest = 0;

      for (guint32 deal = 1; deal <= LAYOUT_RANDOM_DEALS; deal++)
        long_pile_positions (rules, deal, rand, positions);
      for (guint i = 0; i < positions->len; i++)
        {
          const PatState *state = &g_array_index (positions, PatState, i);

          longest = MAX (longest, longest_fan (rules, state));
          for (guint d = 0; d < G_N_ELEMENTS (indices); d++)
            {
              for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
                g_assert_cmpuint (pure_hidden (rules, state, &indices[d], aspects[d],
                                               sizes[s][0], sizes[s][1], NULL),
                                  ==, 0);
              /* Fits, however little shows. */
              pure_hidden (rules, state, &indices[d], aspects[d], 360, 300, NULL);
            }
        }
      g_test_message ("%s: %u positions, longest fan %u cards", rules->variant->id,
                      positions->len, longest);
    }
}

/* Laggard Lady deal 116 at 1024 × 720: long piles on the left, their
 * buried cards readable, as laid out alone and in the window. */
static void
test_layout_laggard_lady (void)
{
  PatRules rules;
  PatState state;
  PatCardIndex indices[2];
  double aspects[2];
  float card_w;
  PatWindow *window;
  PatBoard *board;
  graphene_rect_t rect;

  layout_decks (indices, aspects);
  pat_rules_init_default (&rules, pat_variant_lookup ("laggard-lady"));
  pat_state_deal (&state, &rules, 116);
  g_assert_cmpuint (longest_fan (&rules, &state), >=, 15);
  g_assert_cmpuint (
      pure_hidden (&rules, &state, &indices[0], aspects[0], 1024, 720, &card_w), ==, 0);
  /* Free width is used before the cards shrink far. */
  g_assert_cmpfloat (card_w, >=, 60);

  window = open_window (1024, 720, "laggard-lady", 116);
  board = pat_window_get_board (window);
  g_assert_true (pat_board_get_pile_rect (board, 0, -1, &rect));
  g_test_message ("laggard-lady 116 at 1024x720: cards %.1f px wide alone, %.1f px in "
                  "the window",
                  card_w, rect.size.width);
  maybe_screenshot (window, "layout-laggard-lady-116");
  g_assert_cmpuint (count_hidden_indices (&rules, &state, &indices[0], board_card_rect,
                                          board,
                                          gtk_widget_get_width (GTK_WIDGET (board)),
                                          gtk_widget_get_height (GTK_WIDGET (board))
                                              - pat_board_get_foot (board)),
                    ==, 0);
  close_window (window);
}

/* A standalone board showing @state, @width × @height. */
static GtkWidget *
board_window (const PatRules *rules, const PatState *state, int width, int height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = pat_board_new ();
  g_autoptr (PatGame) game
      = pat_game_new_for_session (pat_session_new_from_state (rules, state));
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();

  pat_board_set_theme (PAT_BOARD (board), theme);
  pat_board_set_game (PAT_BOARD (board), game);
  pat_board_set_foot (PAT_BOARD (board), LAYOUT_FOOT);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static gboolean
standalone_allocated (gpointer data)
{
  GtkWidget *board = gtk_window_get_child (data);
  graphene_rect_t rect;

  return gtk_widget_get_width (board) > 0
         && pat_board_get_pile_rect (PAT_BOARD (board), 0, -1, &rect)
         && rect.size.width > 0;
}

/* The real board, every game at 1024 × 720, with the longest piles random
 * play made from deal 1, then the same position after a move. */
static void
test_layout_window (void)
{
  g_autoptr (GPtrArray) games = layout_games ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  PatCardIndex index;

  pat_card_theme_get_index (theme, &index.width, &index.height);
  for (guint g = 0; g < games->len; g++)
    {
      const PatRules *rules = g_ptr_array_index (games, g);
      g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (PatState));
      const PatState *longest;
      GtkWidget *window;
      GtkWidget *board;
      PatGame *game;
      PatMove moves[PAT_MAX_MOVES];
      g_autofree char *name = g_strdup_printf ("layout-%s-%u", rules->variant->id, g);

      long_pile_positions (rules, 1, rand, positions);
      longest = &g_array_index (positions, PatState, positions->len - 2);
      window = board_window (rules, longest, 1024, 720);
      wait_for (standalone_allocated, window);
      board = gtk_window_get_child (GTK_WINDOW (window));
      game = pat_board_get_game (PAT_BOARD (board));
      maybe_screenshot (window, name);
      g_assert_cmpuint (
          count_hidden_indices (rules, pat_game_get_state (game), &index, board_card_rect,
                                board, gtk_widget_get_width (board),
                                gtk_widget_get_height (board) - LAYOUT_FOOT),
          ==, 0);
      /* A move lays the table out again at once. */
      if (pat_moves_list (rules, pat_game_get_state (game), moves, G_N_ELEMENTS (moves))
          > 0)
        g_assert_true (pat_game_try_move (game, &moves[0], NULL));
      g_assert_cmpuint (
          count_hidden_indices (rules, pat_game_get_state (game), &index, board_card_rect,
                                board, gtk_widget_get_width (board),
                                gtk_widget_get_height (board) - LAYOUT_FOOT),
          ==, 0);
      gtk_window_destroy (GTK_WINDOW (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
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

/* King Albert at 1400 × 900 uses the width: larger cards than the 109
 * pixels the stacked layout gave, little felt left and right, and every
 * index shows. */
static void
test_layout_king_albert (void)
{
  PatWindow *window = open_window (1400, 900, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  const PatRules *rules = pat_game_get_rules (pat_window_get_game (window));
  const PatState *state = pat_game_get_state (pat_window_get_game (window));
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  float left = G_MAXFLOAT, right = 0;
  PatCardIndex index;
  graphene_rect_t rect;

  pat_card_theme_get_index (pat_board_get_theme (board), &index.width, &index.height);
  for (guint p = 0; p < rules->n_piles; p++)
    {
      g_assert_true (pat_board_get_pile_rect (board, p, -1, &rect));
      left = MIN (left, rect.origin.x);
      right = MAX (right, rect.origin.x + rect.size.width);
    }
  g_test_message ("king-albert at 1400x900: board %d wide, cards %.1f px, felt %.0f "
                  "and %.0f px",
                  width, rect.size.width, left, width - right);
  maybe_screenshot (window, "layout-king-albert-1400x900");
  g_assert_cmpfloat (rect.size.width, >=, 110);
  g_assert_cmpfloat (left, <=, 60);
  g_assert_cmpfloat (width - right, <=, 60);
  g_assert_cmpuint (count_hidden_indices (rules, state, &index, board_card_rect, board,
                                          width,
                                          gtk_widget_get_height (GTK_WIDGET (board))
                                              - pat_board_get_foot (board)),
                    ==, 0);
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

/* Winnable deals only. The cache of the window's search gets one Klondike
 * deal proven here, written where the search reads it; the lines it
 * holds are returned in *@line. */
static guint32
seed_winnable_cache (const PatRules *rules, GArray **line)
{
  g_autoptr (PatWinnableSearch) search = pat_winnable_search_new (NULL);
  g_autofree char *path = pat_winnable_search_path (search, rules);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *key = pat_stats_key (rules);
  g_autoptr (PatWinnableCache) cache = pat_winnable_cache_new (rules, key);
  g_autofree char *json = NULL;
  guint32 deal;

  for (deal = 2; *line == NULL; deal++)
    *line = pat_winnable_prove (rules, deal, 40000, NULL);
  deal--;
  pat_winnable_cache_add (cache, deal, g_array_ref (*line));
  json = pat_winnable_cache_save (cache);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, json, -1, NULL));
  return deal;
}

static void
assert_subtitle (PatWindow *window, const char *expected)
{
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, expected);
}

/* With the preference on, New Game deals the deal in the cache at once,
 * its subtitle says so, a resumed game remembers it, and its win counts
 * under the separate key. */
static void
test_winnable_new_game (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (GArray) line = NULL;
  g_autofree char *subtitle = NULL;
  PatWindow *window, *again;
  PatGame *game;
  PatRules rules;
  guint32 deal;
  guint plain = played ("klondike"), winnable = played ("klondike/winnable");

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  deal = seed_winnable_cache (&rules, &line);
  window = open_window (1000, 720, "klondike", 1);
  assert_subtitle (window, "Klondike · Deal 1");
  /* The search finds more once the deal is taken: at short budgets. */
  pat_winnable_search_set_seconds (window->winnable, 0.02);
  pat_settings_set_winnable (settings, rules.variant, TRUE);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  game = pat_window_get_game (window);
  g_assert_cmpuint (pat_game_get_deal_number (game), ==, deal);
  g_assert_false (window->winnable_waiting);
  subtitle = g_strdup_printf ("Klondike · Deal %u · winnable", deal);
  assert_subtitle (window, subtitle);
  g_assert_true (pat_game_try_move (game, &g_array_index (line, PatMove, 0), NULL));
  close_window (window);

  again = pat_window_new (NULL);
  g_assert_true (pat_window_resume (again));
  assert_subtitle (again, subtitle);
  /* Restart keeps it what it is. */
  gtk_widget_activate_action (GTK_WIDGET (again), "win.restart", NULL);
  assert_subtitle (again, subtitle);
  game = pat_window_get_game (again);
  for (guint i = 0; i < line->len; i++)
    g_assert_true (pat_game_try_move (game, &g_array_index (line, PatMove, i), NULL));
  g_assert_cmpint (pat_game_get_status (game), ==, PAT_STATUS_WON);
  g_assert_cmpuint (played ("klondike/winnable"), ==, winnable + 1);
  g_assert_cmpuint (played ("klondike"), ==, plain);

  /* A deal chosen by number is winnable only when it is known to be. */
  pat_window_new_game (again, &rules, deal);
  assert_subtitle (again, subtitle);
  pat_window_new_game (again, &rules, 1);
  assert_subtitle (again, "Klondike · Deal 1");
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (again);
}

/* A game dealt with no number asked for, as at a start without a saved
 * game: a winnable one from the cache, or the deal drawn until one is
 * found. */
static void
test_winnable_start (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (GArray) line = NULL;
  g_autofree char *path = NULL;
  PatWindow *window;
  PatRules rules;
  guint32 deal;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  deal = seed_winnable_cache (&rules, &line);
  pat_settings_set_winnable (settings, rules.variant, TRUE);
  window = pat_window_new (NULL);
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  pat_window_new_random_game (window, &rules, 9);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, deal);
  g_assert_true (window->winnable_game);
  close_window (window);

  window = pat_window_new (NULL);
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  path = pat_winnable_search_path (window->winnable, &rules);
  g_remove (path);
  pat_window_new_random_game (window, &rules, 9);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, 9);
  g_assert_false (window->winnable_game);
  g_assert_true (window->winnable_waiting);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (window);

  /* Without the preference: the deal drawn. */
  window = pat_window_new (NULL);
  pat_window_new_random_game (window, &rules, 9);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, 9);
  g_assert_false (window->winnable_waiting);
  close_window (window);
}

/* Another start of the program asking for a game by name, with no deal:
 * a winnable deal when the player chose so, after asking over a game
 * under way. */
static void
test_winnable_offer (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autoptr (GArray) line = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *start;
  PatWindow *window;
  PatRules rules;
  guint32 deal;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  deal = seed_winnable_cache (&rules, &line);
  window = open_window (1000, 720, "klondike", 1);
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  pat_settings_set_winnable (settings, rules.variant, TRUE);
  play_other_move (window, "stock");

  pat_window_offer_game (window, rules.variant, 0);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                   "Start a winnable deal of Klondike?");
  start = find_button (GTK_WIDGET (dialog), "_Start");
  g_assert_nonnull (start);
  g_signal_emit_by_name (start, "clicked");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, deal);
  g_assert_true (window->winnable_game);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (window);
}

static gboolean
dealt_winnable (gpointer data)
{
  PatWindow *window = data;

  return window->winnable_game && pat_game_get_deal_number (window->game) != 1;
}

/* With nothing in the cache, New Game says it is looking, keeps the game
 * on the table, and deals the deal the search finds; another deal meanwhile
 * ends the wait. */
static void
test_winnable_looking (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  g_autofree char *path = NULL;
  g_autofree char *subtitle = NULL;
  Label looking = { .prefix = "Looking for a winnable deal" };
  PatWindow *window;
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  window = open_window (1000, 720, "klondike", 1);
  looking.window = window;
  path = pat_winnable_search_path (window->winnable, &rules);
  g_remove (path);
  /* A budget of a position proves nothing: the cache stays empty. */
  pat_winnable_search_set_seconds (window->winnable, 1e-9);
  pat_settings_set_winnable (settings, rules.variant, TRUE);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  g_assert_cmpuint (pat_game_get_deal_number (window->game), ==, 1);
  wait_for (label_shown, &looking);
  /* Another deal chosen: the wait ends. */
  pat_window_new_game (window, &rules, 1);
  g_assert_false (window->winnable_waiting);
  wait_for (label_gone, &looking);
  /* So does the preference turned off, and a move on the table. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  g_assert_false (window->winnable_waiting);
  pat_settings_set_winnable (settings, rules.variant, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  {
    PatMove deal = { .kind = PAT_MOVE_DEAL };

    g_assert_true (pat_game_try_move (window->game, &deal, NULL));
  }
  g_assert_false (window->winnable_waiting);
  wait_for (label_gone, &looking);
  pat_window_new_game (window, &rules, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (window->winnable_waiting);
  wait_for (label_shown, &looking);
  assert_subtitle (window, "Klondike · Deal 1");
  pat_winnable_search_set_seconds (window->winnable, 0.02);
  wait_for_within (dealt_winnable, window, 120);
  g_assert_false (window->winnable_waiting);
  subtitle = g_strdup_printf ("Klondike · Deal %u · winnable",
                              pat_game_get_deal_number (window->game));
  assert_subtitle (window, subtitle);
  wait_for (label_gone, &looking);
  pat_settings_set_winnable (settings, rules.variant, FALSE);
  close_window (window);
}

int
main (int argc, char **argv)
{
  g_autoptr (GtkCssProvider) css = NULL;
  GdkDisplay *display;

  gtk_test_init (&argc, &argv, NULL);
  display = gdk_display_get_default ();
  css = gtk_css_provider_new ();
  adw_init ();
  /* As GNOME sets it: only a close button beside the header bar's own. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  /* Most windows of these tests have no application, whose resources bring
   * the icons (the hint's bulb) and the style sheet (the pills of the
   * verdict and the counters): they come from here instead. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    RESOURCES "/icons");
  gtk_css_provider_load_from_resource (css, RESOURCES "/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/ui/drag-and-drop", test_drag_and_drop);
  g_test_add_func ("/ui/click-to-move", test_click_to_move);
  g_test_add_func ("/ui/double-click-home", test_double_click_home);
  g_test_add_func ("/ui/stock-and-undo", test_stock_and_undo);
  g_test_add_func ("/ui/stock-fast-clicks", test_stock_fast_clicks);
  g_test_add_func ("/ui/fits-window", test_fits_window);
  g_test_add_func ("/ui/resize-sharp", test_resize_sharp);
  g_test_add_func ("/ui/text-size", test_text_size);
  g_test_add_func ("/ui/preferences", test_preferences);
  g_test_add_func ("/ui/broken-deck", test_broken_deck);
  g_test_add_func ("/ui/deck-changes", test_deck_changes);
  g_test_add_func ("/ui/closed-window", test_closed_window);
  g_test_add_func ("/ui/select-game", test_select_game);
  g_test_add_func ("/ui/rules", test_rules);
  g_test_add_func ("/ui/clock", test_clock);
  g_test_add_func ("/ui/resume", test_resume);
  g_test_add_func ("/ui/keyboard-play", test_keyboard_play);
  g_test_add_func ("/ui/click-takes-focus", test_click_takes_focus);
  g_test_add_func ("/ui/cursor-ring", test_cursor_ring);
  g_test_add_func ("/ui/klondike-runs", test_klondike_runs);
  g_test_add_func ("/ui/klondike-draw-three", test_klondike_draw_three);
  g_test_add_func ("/ui/accessible", test_accessible);
  g_test_add_func ("/ui/accessible-header", test_accessible_header);
  g_test_add_func ("/ui/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/hint", test_hint);
  g_test_add_func ("/ui/hint-direction", test_hint_direction);
  g_test_add_func ("/ui/hint-looking-stays", test_hint_looking_stays);
  g_test_add_func ("/ui/fullscreen", test_fullscreen);
  g_test_add_func ("/ui/stock-count-shown", test_stock_count_shown);
  g_test_add_func ("/ui/resume-odd-members", test_resume_odd_members);
  g_test_add_func ("/ui/resume-won-uncounted", test_resume_won_uncounted);
  g_test_add_func ("/ui/resume-won-counted", test_resume_won_counted);
  g_test_add_func ("/ui/damaged-save", test_damaged_save);
  g_test_add_func ("/ui/hostile-files", test_hostile_files);
  g_test_add_func ("/ui/unsaved", test_unsaved);
  g_test_add_func ("/ui/quit-closes", test_quit_closes);
  g_test_add_func ("/ui/abandon-counts", test_abandon_counts);
  g_test_add_func ("/ui/verdict", test_verdict);
  g_test_add_func ("/ui/verdict-think-longer", test_verdict_think_longer);
  g_test_add_func ("/ui/verdict-narrow", test_verdict_narrow);
  g_test_add_func ("/ui/odds", test_odds);
  g_test_add_func ("/ui/auto-play", test_auto_play);
  g_test_add_func ("/ui/demo", test_demo);
  g_test_add_func ("/ui/demo-fair", test_demo_fair);
  g_test_add_func ("/ui/demo-stop-at-once", test_demo_stop_at_once);
  g_test_add_func ("/ui/messages-replace", test_messages_replace);
  g_test_add_func ("/ui/won-toast-goes", test_won_toast_goes);
  g_test_add_func ("/ui/second-start", test_second_start);
  g_test_add_func ("/ui/abandon-asks", test_abandon_asks);
  g_test_add_func ("/ui/preferences-game", test_preferences_game);
  g_test_add_func ("/ui/text-preferences", test_text_preferences);
  g_test_add_func ("/ui/text-statistics", test_text_statistics);
  g_test_add_func ("/ui/text-toast", test_text_toast);

  g_test_add_func ("/ui/layout-readable", test_layout_readable);
  g_test_add_func ("/ui/layout-laggard-lady", test_layout_laggard_lady);
  g_test_add_func ("/ui/layout-window", test_layout_window);
  g_test_add_func ("/ui/layout-king-albert", test_layout_king_albert);
  g_test_add_func ("/ui/layout-redeal-control", test_layout_redeal_control);
  g_test_add_func ("/ui/layout-redeal-keyboard", test_layout_redeal_keyboard);
  g_test_add_func ("/ui/winnable-new-game", test_winnable_new_game);
  g_test_add_func ("/ui/winnable-offer", test_winnable_offer);
  g_test_add_func ("/ui/winnable-looking", test_winnable_looking);
  g_test_add_func ("/ui/winnable-start", test_winnable_start);

  return g_test_run ();
}
