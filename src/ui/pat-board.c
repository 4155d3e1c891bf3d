/* pat-board.c — the table: the widget, its properties, the layout
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-board"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "pat-board-private.h"

G_DEFINE_FINAL_TYPE (PatBoard, pat_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_THEME,
  PROP_CLICK_TO_MOVE,
  PROP_ANIMATIONS,
  PROP_BACKGROUND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  MESSAGE,
  INPUT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const PatRules *
_pat_board_rules_of (PatBoard *self)
{
  return pat_game_get_rules (self->game);
}

gboolean
_pat_board_animations_enabled (PatBoard *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations",
                &enabled, NULL);
  return enabled && self->animations && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* What a room says to the player: why a move was refused, say. */
void
_pat_board_say (PatBoard *self, const char *message)
{
  g_signal_emit (self, signals[MESSAGE], 0, message);
}

/* The player clicked, dragged or pressed a key: what a demo stops for. */
void
_pat_board_emit_input (PatBoard *self)
{
  g_signal_emit (self, signals[INPUT], 0);
}

/* Layout */

static gboolean
resized_cb (gpointer data)
{
  PatBoard *self = data;

  self->resize_id = 0;
  pat_card_theme_set_size (self->theme, self->wanted_width, self->wanted_height);
  return G_SOURCE_REMOVE;
}

/* While the window is being resized the cards are drawn scaled from the
 * size before; new ones are rendered once the size has settled, so that a
 * worker thread does not render every passing size. Where frames take
 * longer than RESIZE_SETTLE_MS (a loaded machine), the sizes of one
 * resize come further apart than that: the size has settled only after
 * twice the last gap between sizes. */
static void
request_card_size (PatBoard *self, int width, int height)
{
  gint64 now = g_get_monotonic_time ();
  gint64 gap = now - self->size_requested;
  guint settle = RESIZE_SETTLE_MS;

  if (self->size_requested != 0 && gap < RESIZE_SETTLE_MAX_MS * 1000)
    settle = (guint)CLAMP (gap * 2 / 1000, RESIZE_SETTLE_MS, RESIZE_SETTLE_MAX_MS);
  self->size_requested = now;
  self->wanted_width = width;
  self->wanted_height = height;
  g_clear_handle_id (&self->resize_id, g_source_remove);
  if (pat_card_theme_get_slot (self->theme, PAT_SLOT_PLAIN) == NULL
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    pat_card_theme_set_size (self->theme, width, height);
  else
    self->resize_id = g_timeout_add (settle, resized_cb, self);
}

/* Works out the card size and where every pile lies, from the widget's
 * size, the game and the deck alone; then how the position's fans step,
 * each in its own pile's room. */
static void
compute_layout_for (PatBoard *self, int width, int height)
{
  const PatRules *rules;
  PatCardIndex index;
  int scale;

  if (self->game == NULL || self->theme == NULL || width <= 0 || height <= 0)
    return;

  rules = _pat_board_rules_of (self);
  pat_card_theme_get_index (self->theme, &index.width, &index.height);
  pat_layout_compute_position (
      rules, pat_game_get_state (self->game), pat_card_theme_get_aspect (self->theme),
      &index, width, height, self->foot, &self->card_w, &self->card_h, self->boxes);
  if (self->card_w <= 0)
    return;
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  request_card_size (self, (int)ceilf (self->card_w * scale),
                     (int)ceilf (self->card_h * scale));
}

static void
compute_layout (PatBoard *self)
{
  compute_layout_for (self, gtk_widget_get_width (GTK_WIDGET (self)),
                      gtk_widget_get_height (GTK_WIDGET (self)));
}

/**
 * pat_board_prepare:
 * @width: the size the board is expected to get
 * @height: the size the board is expected to get
 *
 * Starts rendering the cards for that size before the board is shown, so
 * the first frame finds them ready.
 */
void
pat_board_prepare (PatBoard *self, int width, int height)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  if (!gtk_widget_get_realized (GTK_WIDGET (self)))
    compute_layout_for (self, width, height);
}

graphene_point_t
_pat_board_card_origin (PatBoard *self, const PatState *state, guint pile, guint index)
{
  return pat_layout_card_origin (_pat_board_rules_of (self), &self->boxes[pile],
                                 self->card_w, self->card_h, state, pile, index);
}

void
_pat_board_card_rect (PatBoard *self, const PatState *state, guint pile, guint index,
                      graphene_rect_t *rect)
{
  graphene_point_t at = _pat_board_card_origin (self, state, pile, index);

  graphene_rect_init (rect, at.x, at.y, self->card_w, self->card_h);
}

/* Where the top @count cards of @pile are drawn, all together. */
void
_pat_board_cards_rect (PatBoard *self, const PatState *state, guint pile, guint count,
                       graphene_rect_t *rect)
{
  guint len = pat_state_len (state, pile);
  graphene_rect_t top;

  _pat_board_card_rect (self, state, pile, len > 0 ? len - 1 : 0, &top);
  if (count <= 1 || count > len)
    {
      *rect = top;
      return;
    }
  _pat_board_card_rect (self, state, pile, len - count, rect);
  graphene_rect_union (rect, &top, rect);
}

/**
 * pat_board_get_pile_rect:
 * @pile: a pile
 * @card: a card index, or -1 for the top card (the base when empty)
 * @rect: (out): where it is drawn, in widget coordinates
 *
 * Returns: %FALSE when nothing is laid out yet.
 */
gboolean
pat_board_get_pile_rect (PatBoard *self, guint pile, int card, graphene_rect_t *rect)
{
  const PatState *state;
  guint len;

  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  if (self->game == NULL || self->card_w <= 0
      || pile >= _pat_board_rules_of (self)->n_piles)
    return FALSE;
  state = pat_game_get_state (self->game);
  len = pat_state_len (state, pile);
  if (card < 0)
    card = len > 0 ? (int)len - 1 : 0;
  _pat_board_card_rect (self, state, pile, (guint)card, rect);
  return TRUE;
}

/* The pile and card under a point: the card is -1 on an empty pile's base. */
gboolean
_pat_board_hit_test (PatBoard *self, double x, double y, guint *pile, int *card)
{
  const PatRules *rules = _pat_board_rules_of (self);
  const PatState *state = pat_game_get_state (self->game);
  graphene_point_t point = GRAPHENE_POINT_INIT ((float)x, (float)y);

  /* A later pile is drawn over an earlier one where they overlap
   * (TriPeaks' peaks): the card seen on top is the one hit. */
  for (guint p = rules->n_piles; p-- > 0;)
    {
      guint len = pat_state_len (state, p);
      graphene_rect_t rect;

      for (int i = (int)len - 1; i >= 0; i--)
        {
          _pat_board_card_rect (self, state, p, (guint)i, &rect);
          if (graphene_rect_contains_point (&rect, &point))
            {
              *pile = p;
              *card = i;
              return TRUE;
            }
        }
    }
  /* An empty pile's place, where it shows one. */
  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_state_len (state, p) == 0 && pat_rules_group (rules, p)->layout.places == NULL
        && graphene_rect_contains_point (&self->boxes[p].base, &point))
      {
        *pile = p;
        *card = -1;
        return TRUE;
      }
  return FALSE;
}

/* The redeal control, where a game that may redeal at any time shows it
 * (pat_layout_redeal_rect()). */
gboolean
_pat_board_redeal_rect (PatBoard *self, graphene_rect_t *rect)
{
  if (self->game == NULL)
    return FALSE;
  return pat_layout_redeal_rect (_pat_board_rules_of (self), self->boxes, self->card_w,
                                 self->card_h, rect);
}

/* Whether the redeal control stands apart from the piles (not on the
 * stock): a place of its own for the keyboard's cursor, after the piles. */
gboolean
_pat_board_redeal_apart (PatBoard *self)
{
  graphene_rect_t rect;

  return _pat_board_redeal_rect (self, &rect) && _pat_board_rules_of (self)->stock < 0;
}

/* The places the keyboard's cursor visits: every pile, then the redeal
 * control where it stands apart. */
guint
_pat_board_cursor_places (PatBoard *self)
{
  return _pat_board_rules_of (self)->n_piles + (_pat_board_redeal_apart (self) ? 1 : 0);
}

/* Where the cursor's ring goes around @place: a pile's top card, or the
 * redeal control. */
void
_pat_board_cursor_rect (PatBoard *self, guint place, graphene_rect_t *rect)
{
  const PatState *state = pat_game_get_state (self->game);
  guint len;

  if (place >= _pat_board_rules_of (self)->n_piles)
    {
      if (!_pat_board_redeal_rect (self, rect))
        graphene_rect_init (rect, 0, 0, 0, 0);
      return;
    }
  len = pat_state_len (state, place);
  _pat_board_card_rect (self, state, place, len > 0 ? len - 1 : 0, rect);
}

/**
 * pat_board_get_redeal_rect:
 * @rect: (out): where the redeal control is drawn
 *
 * Returns: whether the game shows one.
 */
gboolean
pat_board_get_redeal_rect (PatBoard *self, graphene_rect_t *rect)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  return _pat_board_redeal_rect (self, rect);
}

/* The model */

static void
game_changed_cb (PatGame *game, guint64 piles, const PatMove *move, gboolean backwards,
                 PatBoard *self)
{
  const PatState *now = pat_game_get_state (game);

  /* Flights start where the cards were, in the fans before the move; the
   * position then fits the fans again, never moving a pile. */
  _pat_board_plan_flights (self, &self->shown, now, move, backwards);
  self->shown = *now;
  compute_layout (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  _pat_board_set_selected (self, -1, 0);
  _pat_board_rebuild_items (self, piles);
  _pat_board_announce_move (self, move, backwards);
  pat_board_show_hint (self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
theme_changed_cb (PatCardTheme *theme, PatBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GtkWidget */

static void
pat_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  compute_layout (PAT_BOARD (widget));
  _pat_board_allocate_items (PAT_BOARD (widget));
}

static void
pat_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                   int *minimum, int *natural, int *minimum_baseline,
                   int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 150;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1000 : 700;
}

static void
pat_board_dispose (GObject *object)
{
  PatBoard *self = PAT_BOARD (object);

  g_clear_handle_id (&self->resize_id, g_source_remove);
  g_clear_handle_id (&self->hint_id, g_source_remove);
  for (guint p = 0; p < PAT_MAX_PILES; p++)
    _pat_board_clear_items (self, p);
  g_clear_pointer (&self->redeal_item, gtk_widget_unparent);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->theme_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->theme);
  g_clear_object (&self->felt);

  G_OBJECT_CLASS (pat_board_parent_class)->dispose (object);
}

static void
pat_board_finalize (GObject *object)
{
  PatBoard *self = PAT_BOARD (object);

  g_array_unref (self->flights);
  g_array_unref (self->leaps);

  G_OBJECT_CLASS (pat_board_parent_class)->finalize (object);
}

static void
pat_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  PatBoard *self = PAT_BOARD (object);

  switch (prop_id)
    {
      case PROP_GAME:
        g_value_set_object (value, self->game);
        break;
      case PROP_THEME:
        g_value_set_object (value, self->theme);
        break;
      case PROP_CLICK_TO_MOVE:
        g_value_set_boolean (value, self->click_to_move);
        break;
      case PROP_ANIMATIONS:
        g_value_set_boolean (value, self->animations);
        break;
      case PROP_BACKGROUND:
        g_value_set_int (value, self->background);
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pat_board_set_property (GObject *object, guint prop_id, const GValue *value,
                        GParamSpec *pspec)
{
  PatBoard *self = PAT_BOARD (object);

  switch (prop_id)
    {
      case PROP_GAME:
        pat_board_set_game (self, g_value_get_object (value));
        break;
      case PROP_THEME:
        pat_board_set_theme (self, g_value_get_object (value));
        break;
      case PROP_CLICK_TO_MOVE:
        pat_board_set_click_to_move (self, g_value_get_boolean (value));
        break;
      case PROP_ANIMATIONS:
        if (self->animations != g_value_get_boolean (value))
          {
            self->animations = g_value_get_boolean (value);
            if (!self->animations)
              pat_board_skip_animations (self);
            g_object_notify_by_pspec (object, pspec);
          }
        break;
      case PROP_BACKGROUND:
        if (self->background != g_value_get_int (value))
          {
            self->background = g_value_get_int (value);
            gtk_widget_queue_draw (GTK_WIDGET (self));
            g_object_notify_by_pspec (object, pspec);
          }
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pat_board_class_init (PatBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pat_board_dispose;
  object_class->finalize = pat_board_finalize;
  object_class->get_property = pat_board_get_property;
  object_class->set_property = pat_board_set_property;

  widget_class->snapshot = pat_board_snapshot;
  widget_class->size_allocate = pat_board_size_allocate;
  widget_class->measure = pat_board_measure;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, PAT_TYPE_GAME,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  properties[PROP_THEME] = g_param_spec_object (
      "theme", NULL, NULL, PAT_TYPE_CARD_THEME,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLICK_TO_MOVE] = g_param_spec_boolean (
      "click-to-move", NULL, NULL, TRUE,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Animations run only when this and the desktop's setting both allow. */
  properties[PROP_ANIMATIONS] = g_param_spec_boolean (
      "animations", NULL, NULL, TRUE,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The felt: 0 green, 1 blue, 2 red, 3 grey (the settings' enum). */
  properties[PROP_BACKGROUND] = g_param_spec_int (
      "background", NULL, NULL, 0, 3, 0,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PatBoard::message:
   * @text: why a move was refused, fit to show the player
   */
  signals[MESSAGE]
      = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * PatBoard::input:
   *
   * The player clicked, dragged or pressed a key on the board: what a demo
   * stops for.
   */
  signals[INPUT] = g_signal_new ("input", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pat_board_init (PatBoard *self)
{
  self->click_to_move = TRUE;
  self->animations = TRUE;
  self->hint_from = self->hint_to = -1;
  self->hint_count = 1;
  self->drag_pile = -1;
  self->selected = -1;
  self->selected_count = 0;
  self->flights = g_array_new (FALSE, TRUE, sizeof (Flight));
  self->leaps = g_array_new (FALSE, TRUE, sizeof (Leap));
  /* The game and the card theme are swapped whole: their signals follow. */
  self->game_signals = g_signal_group_new (PAT_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, 0);
  self->theme_signals = g_signal_group_new (PAT_TYPE_CARD_THEME);
  g_signal_group_connect_object (self->theme_signals, "changed",
                                 G_CALLBACK (theme_changed_cb), self, 0);

  _pat_board_init_input (self);
  _pat_board_init_keyboard (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Card table"), -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pat_board_new (void)
{
  return g_object_new (PAT_TYPE_BOARD, NULL);
}

PatGame *
pat_board_get_game (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), NULL);

  return self->game;
}

void
pat_board_set_game (PatBoard *self, PatGame *game)
{
  g_return_if_fail (PAT_IS_BOARD (self));
  g_return_if_fail (game == NULL || PAT_IS_GAME (game));

  if (self->game == game)
    return;
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  if (game != NULL)
    self->shown = *pat_game_get_state (game);
  self->selected = -1;
  self->selected_count = 0;
  self->cursor = 0;
  self->drag_pile = -1;
  self->dragging = FALSE;
  _pat_board_rebuild_items (self, G_MAXUINT64);
  g_array_set_size (self->flights, 0);
  g_array_set_size (self->leaps, 0);
  compute_layout (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

PatCardTheme *
pat_board_get_theme (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), NULL);

  return self->theme;
}

void
pat_board_set_theme (PatBoard *self, PatCardTheme *theme)
{
  g_return_if_fail (PAT_IS_BOARD (self));
  g_return_if_fail (theme == NULL || PAT_IS_CARD_THEME (theme));

  if (self->theme == theme)
    return;
  g_set_object (&self->theme, theme);
  g_signal_group_set_target (self->theme_signals, theme);
  compute_layout (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

/**
 * pat_board_set_foot:
 * @foot: pixels at the bottom of the table that no card is laid on
 *
 * Keeps the cards clear of what the window shows over the table's foot:
 * fans end above it, and where the margin below the cards is narrower, the
 * cards are made smaller to fit above it.
 */
void
pat_board_set_foot (PatBoard *self, int foot)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  foot = MAX (foot, 0);
  if (self->foot == foot)
    return;
  self->foot = foot;
  /* The next allocation lays the table out again. */
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
pat_board_get_foot (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), 0);

  return self->foot;
}

gboolean
pat_board_get_click_to_move (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  return self->click_to_move;
}

void
pat_board_set_click_to_move (PatBoard *self, gboolean click_to_move)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  click_to_move = !!click_to_move;
  if (self->click_to_move == click_to_move)
    return;
  self->click_to_move = click_to_move;
  _pat_board_set_selected (self, -1, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLICK_TO_MOVE]);
}
