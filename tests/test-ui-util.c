/* test-ui-util.c — what the tests of the window share: opening and closing
 * it, waiting for it, finding its widgets, playing on its board
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "pat-settings.h"
#include "pat-stats.h"
#include "pat-store.h"
#include "test-ui-util.h"
#include "test-util.h"

void
wait_for_within (gboolean (*done) (gpointer), gpointer data, gint64 seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
    }
}

void
wait_for (gboolean (*done) (gpointer), gpointer data)
{
  wait_for_within (done, data, 10);
}

gboolean
board_allocated (gpointer data)
{
  PatBoard *board = pat_window_get_board (data);
  graphene_rect_t rect;

  return gtk_widget_get_width (GTK_WIDGET (board)) > 0
         && pat_board_get_pile_rect (board, 0, -1, &rect) && rect.size.width > 0;
}

PatWindow *
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

void
close_window (PatWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
painted_cb (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *)data;
}

void
wait_frames (GtkWidget *widget, guint n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_assert_nonnull (clock);
  for (guint i = 0; i < n; i++)
    {
      gboolean painted = FALSE;
      gulong id
          = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

      /* A frame comes only when something asks for one. */
      gtk_widget_queue_draw (widget);
      wait_for (flag_set, &painted);
      g_signal_handler_disconnect (clock, id);
    }
}

gboolean
widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

gboolean
widget_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

/* The last toast in @window's overlay, or NULL. */
static GtkWidget *
last_toast (PatWindow *window)
{
  GtkWidget *overlay = GTK_WIDGET (window->toast_overlay);
  GtkWidget *last = gtk_widget_get_last_child (overlay);

  return last == adw_toast_overlay_get_child (window->toast_overlay) ? NULL : last;
}

void
wait_toast_still (PatWindow *window)
{
  graphene_rect_t before = GRAPHENE_RECT_INIT (-1, -1, -1, -1), now;

  for (;;)
    {
      GtkWidget *toast;

      wait_frames (GTK_WIDGET (window), 1);
      toast = last_toast (window);
      g_assert_nonnull (toast);
      g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &now));
      if (graphene_rect_equal (&before, &now))
        return;
      before = now;
    }
}

gboolean
autoplay_done (gpointer data)
{
  PatWindow *window = data;

  return !_pat_assistant_autoplay_pending (window->assistant)
         && !pat_board_is_animating (window->board);
}

void
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
   * lights up the page just shown only then. The frames are asked for,
   * so this is also what lets a window just opened lay out and draw. */
  wait_frames (widget, 5);
  paintable = gtk_widget_paintable_new (widget);
  /* A widget not drawn yet gives no node: let a frame pass. */
  for (guint frame = 0; node == NULL && frame < 100; frame++)
    {
      g_autoptr (GtkSnapshot) attempt = gtk_snapshot_new ();

      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (attempt), width, height);
      node = gtk_snapshot_to_node (attempt);
      if (node == NULL)
        wait_frames (widget, 1);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_strdup_printf ("%s/%s.png", dir, name);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

graphene_point_t
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

void
drag (PatBoard *board, const char *from, const char *to)
{
  graphene_point_t a = centre_of (board, from), b = centre_of (board, to);

  pat_board_drag (board, a.x, a.y, b.x, b.y);
}

void
press (PatBoard *board, const char *pile, int n_press)
{
  graphene_point_t a = centre_of (board, pile);

  pat_board_press (board, a.x, a.y, n_press);
}

void
message_cb (PatBoard *board, const char *text, char **last)
{
  g_free (*last);
  *last = g_strdup (text);
}

void
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

GtkWindow *
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

void
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

void
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

/* With @nest, the back draws a rectangle 10^@nest times by nested <use>. */
static char *
write_deck (const char *file, guint nest)
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
  if (nest > 0)
    {
      g_string_append (svg, "<defs><rect id='nest-0' width='1' height='1'/>");
      for (guint level = 1; level <= nest; level++)
        {
          g_string_append_printf (svg, "<g id='nest-%u'>", level);
          for (guint i = 0; i < 10; i++)
            g_string_append_printf (svg, "<use href='#nest-%u'/>", level - 1);
          g_string_append (svg, "</g>");
        }
      g_string_append_printf (svg,
                              "</defs>\n<g id='back'><use href='#nest-%u' "
                              "opacity='0'/>",
                              nest);
    }
  g_string_append (svg, nest > 0 ? "<rect" : "<rect id='back'");
  g_string_append (svg, " x='160' y='480' width='80' height='120' fill='#206020'/>\n");
  g_string_append (svg, nest > 0 ? "</g>\n</svg>\n" : "</svg>\n");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, svg->str, (gssize)svg->len, NULL));
  return path;
}

char *
install_deck (const char *file)
{
  return write_deck (file, 0);
}

char *
install_nested_deck (const char *file)
{
  return write_deck (file, 9);
}

void
finalized_cb (gpointer data, GObject *where_the_object_was)
{
  *(gboolean *)data = TRUE;
}

GtkWidget *
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

gboolean
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

gboolean
label_shown (gpointer data)
{
  Label *label = data;

  return has_label (GTK_WIDGET (label->window), label->prefix);
}

gboolean
label_gone (gpointer data)
{
  return !label_shown (data);
}

guint64
played (const char *key)
{
  g_autofree char *json = pat_store_read (PAT_STORE_STATS, PAT_STATS_MAX_BYTES, NULL);
  g_autoptr (PatStats) stats = json ? pat_stats_load (json, -1, NULL) : NULL;
  const PatRecord *record = stats ? pat_stats_lookup (stats, key) : NULL;

  return record ? record->played : 0;
}

void
answer (const char *response)
{
  GtkWindow *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (dialog);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

GtkWidget *
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

gboolean
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

void
play_other_move (PatWindow *window, const char *pile)
{
  PatGame *game = pat_window_get_game (window);
  PatMove move
      = pt_other_move (pat_game_get_rules (game), pat_game_get_state (game), pile);

  g_assert_true (pat_game_try_move (game, &move, NULL));
}

GPtrArray *
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

/* Whether the window says the deck chosen was refused: a wait_for() test
 * on a window. */
gboolean
deck_refused_shown (gpointer data)
{
  g_autoptr (GPtrArray) titles = toasts_shown (data);

  for (guint i = 0; i < titles->len; i++)
    if (g_str_equal (titles->pdata[i],
                     "That card deck cannot be used; the built-in deck is shown"))
      return TRUE;
  return FALSE;
}

GtkWidget *
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

PatGame *
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

static gboolean
trigger_matches (GtkShortcutTrigger *trigger, guint keyval, GdkModifierType state)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_matches (
               gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)),
               keyval, state)
           || trigger_matches (
               gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)),
               keyval, state);
  return GTK_IS_KEYVAL_TRIGGER (trigger)
         && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
         && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == state;
}

/* Offers the key to @widget's controllers of @phase, as GTK does in that
 * phase: key controllers say whether they used it, shortcut controllers
 * run the action of a shortcut whose trigger is this key. */
static gboolean
offer_key (GtkWidget *widget, GtkPropagationPhase phase, guint keyval,
           GdkModifierType state)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (gtk_event_controller_get_propagation_phase (controller) != phase)
        continue;
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
      else if (GTK_IS_SHORTCUT_CONTROLLER (controller))
        for (guint s = 0;
             !handled && s < g_list_model_get_n_items (G_LIST_MODEL (controller)); s++)
          {
            g_autoptr (GtkShortcut) shortcut
                = g_list_model_get_item (G_LIST_MODEL (controller), s);

            if (trigger_matches (gtk_shortcut_get_trigger (shortcut), keyval, state))
              handled = gtk_shortcut_action_activate (
                  gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                  widget, gtk_shortcut_get_arguments (shortcut));
          }
      if (handled)
        return TRUE;
    }
  return FALSE;
}

static void
release_key (GtkWidget *widget, guint keyval, GdkModifierType state)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-released", keyval, 0, state);
    }
}

gboolean
type_key (GtkWindow *window, guint keyval, GdkModifierType state)
{
  GtkWidget *target = gtk_window_get_focus (window);
  /* Held: a key that closes a dialog destroys the widgets it went through. */
  g_autoptr (GPtrArray) chain = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean handled = FALSE;

  if (target == NULL)
    target = GTK_WIDGET (window);
  for (GtkWidget *w = target; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_add (chain, g_object_ref (w));
  /* Capture from the window down, then the target, then bubble up. */
  for (guint i = chain->len; !handled && i > 0; i--)
    handled
        = offer_key (g_ptr_array_index (chain, i - 1), GTK_PHASE_CAPTURE, keyval, state);
  if (!handled)
    handled = offer_key (target, GTK_PHASE_TARGET, keyval, state);
  for (guint i = 0; !handled && i < chain->len; i++)
    handled = offer_key (g_ptr_array_index (chain, i), GTK_PHASE_BUBBLE, keyval, state);
  /* The key let go: a button pressed by a key is clicked then. */
  for (guint i = 0; i < chain->len; i++)
    release_key (g_ptr_array_index (chain, i), keyval, state);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return handled;
}

gboolean
board_idle (gpointer data)
{
  return !pat_board_is_animating (data);
}

char *
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

/* A key press as the keyboard delivers it, through the board's key
 * controller. */
void
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

/* The point on a fanned card that shows: its top edge, under the cards
 * above it. */
graphene_point_t
card_edge (PatBoard *board, const char *pile, int card)
{
  const PatRules *rules = pat_game_get_rules (pat_board_get_game (board));
  graphene_rect_t rect;

  g_assert_true (pat_board_get_pile_rect (board, (guint)pat_rules_find_pile (rules, pile),
                                          card, &rect));
  return GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width / 2, rect.origin.y + 3);
}

/* The point of a card in a sideways fan that shows: its left edge, under
 * the cards to its right. */
graphene_point_t
card_left_edge (PatBoard *board, const char *pile, int card)
{
  const PatRules *rules = pat_game_get_rules (pat_board_get_game (board));
  graphene_rect_t rect;

  g_assert_true (pat_board_get_pile_rect (board, (guint)pat_rules_find_pile (rules, pile),
                                          card, &rect));
  return GRAPHENE_POINT_INIT (rect.origin.x + 3, rect.origin.y + rect.size.height / 2);
}

gboolean
hint_shown (gpointer data)
{
  int from, to;

  return pat_board_get_hint (pat_window_get_board (data), &from, &to);
}

void
play_move (PatWindow *window, const char *text)
{
  PatGame *game = pat_window_get_game (window);
  PatMove move;
  g_autoptr (GError) error = NULL;

  g_assert_true (pat_move_parse (pat_game_get_rules (game), text, &move, &error));
  g_assert_true (pat_game_try_move (game, &move, &error));
}

PatGame *
auto_play_after (PatWindow *window, guint32 deal, ...)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  va_list moves;

  g_settings_set_string (settings, "auto-play", "safe");
  pat_window_new_game (window, pat_game_get_rules (pat_window_get_game (window)), deal);
  va_start (moves, deal);
  for (const char *text = va_arg (moves, const char *); text != NULL;
       text = va_arg (moves, const char *))
    play_move (window, text);
  va_end (moves);
  wait_for (autoplay_done, window);
  g_settings_reset (settings, "auto-play");
  return pat_window_get_game (window);
}

guint
game_pile_len (PatGame *game, const char *pile)
{
  int p = pat_rules_find_pile (pat_game_get_rules (game), pile);

  if (p < 0)
    g_error ("%s is no pile of this game", pile);
  return pat_state_len (pat_game_get_state (game), (guint)p);
}

gboolean
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
void
expect_verdict (PatWindow *window, const char *text)
{
  WindowText v = { window, text };

  wait_for_within (verdict_says, &v, 60);
}

/* The odds are shown: one of the sentences of pat_fair_odds_text(), never
 * "Thinking…" nor the exact verdict. */
gboolean
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

gboolean
game_won (gpointer data)
{
  return pat_game_get_status (pat_window_get_game (data)) == PAT_STATUS_WON;
}

/* A window that resumes @session, saved as the player's game, with the
 * demo started on it. */
PatWindow *
demo_resumed (const PatSession *session)
{
  g_autofree char *json = pat_json_save (session);
  PatWindow *window = pat_window_new (NULL);

  g_assert_true (pat_store_write (PAT_STORE_GAME, json, NULL));
  g_assert_true (pat_window_resume (window));
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_allocated, window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.demo", NULL);
  return window;
}

/* Asks @window for a hint, waits for it and checks that it lights a move
 * the engine lists in the game's position. */
void
assert_hint_listed (PatWindow *window)
{
  PatGame *game = pat_window_get_game (window);
  PatMove moves[PAT_MAX_MOVES];
  gboolean listed = FALSE;
  int from, to;
  guint n;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  wait_for_within (hint_shown, window, 60);
  g_assert_true (pat_board_get_hint (pat_window_get_board (window), &from, &to));
  n = pat_moves_list (pat_game_get_rules (game), pat_game_get_state (game), moves,
                      G_N_ELEMENTS (moves));
  for (guint i = 0; i < n; i++)
    listed = listed || (moves[i].from == from && moves[i].to == to);
  g_assert_true (listed);
}

/* Waits in @window, on a deal the solver wins, for the odds of the deals
 * that look like it, then, with hints from every card, for the exact
 * verdict, and checks a hint. */
void
expect_odds_then_win (PatWindow *window)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  WindowText odds = { window, NULL };

  wait_for_within (odds_shown, &odds, 60);
  g_settings_set_string (settings, "hints-use", "every-card");
  expect_verdict (window, "This deal can be won");
  assert_hint_listed (window);
  g_settings_reset (settings, "hints-use");
}

/* Resumes @session with the demo on, without animations, and checks that
 * it wins in @moves moves, playing only fair hints where @fair. */
void
demo_to_win (const PatSession *session, gboolean fair, guint moves)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatWindow *window;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = demo_resumed (session);
  if (fair)
    g_assert_true (_pat_assistant_demo_fair (window->assistant));
  wait_for_within (game_won, window, 60);
  g_assert_cmpuint (pat_game_get_moves (pat_window_get_game (window)), ==, moves);
  g_settings_reset (settings, "animations");
  close_window (window);
}

/* Moves the board's keyboard cursor with Tab until it is on @pile. */
void
tab_to (PatBoard *board, const char *pile)
{
  const PatRules *rules = pat_game_get_rules (pat_board_get_game (board));

  while (pat_board_get_cursor (board) != (guint)pat_rules_find_pile (rules, pile))
    key (board, GDK_KEY_Tab, 0);
}

/* Asks @window for a hint, waits for it and plays it: the engine takes
 * the move the hint lights. */
void
take_hint (PatWindow *window)
{
  PatMove move = pat_move_card (0, 0, 1);
  int from, to;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  wait_for (hint_shown, window);
  g_assert_true (pat_board_get_hint (pat_window_get_board (window), &from, &to));
  move.from = (guint8)from;
  move.to = (guint8)to;
  g_assert_true (pat_game_try_move (pat_window_get_game (window), &move, NULL));
}
