/* pat-board.c — the table
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

#include "pat-board.h"
#include "pat-layout.h"

#define MOVE_TIME_US (180 * 1000)
#define STAGGER_US (35 * 1000)
#define RESIZE_SETTLE_MS 120

/* A card on its way to its place: drawn in flight, hidden in its pile. */
typedef struct
{
  PatCard card;
  guint pile;
  guint index;
  graphene_point_t from;
  gint64 start; /* frame time; 0 until the first frame */
  gint64 delay;
} Flight;

/* A card leaping from a foundation when the game is won. */
typedef struct
{
  PatCard card;
  graphene_point_t at;
  graphene_vec2_t velocity;
  gint64 launch; /* after the celebration starts */
} Leap;

struct _PatBoard
{
  GtkWidget parent_instance;

  PatGame *game;
  PatCardTheme *theme;
  gboolean click_to_move;
  gboolean animations;
  int background;

  /* The position as drawn, to see what a change moved. */
  PatState shown;

  float card_w, card_h;
  int foot; /* pixels at the bottom kept clear of cards */
  PatPileBox boxes[PAT_MAX_PILES];
  int wanted_width, wanted_height; /* the card size to render once settled */
  guint resize_id;

  /* Dragging: a card, or a run with the cards on it, follows the pointer;
   * legal targets light up. */
  int drag_pile;
  guint drag_count; /* cards taken from the top of drag_pile */
  gboolean dragging;
  graphene_point_t drag_at; /* the bottom dragged card's top-left corner now */
  graphene_point_t grab;    /* the pointer within that card */
  guint64 targets;

  int selected;           /* click-to-move: the pile whose top cards are picked up */
  guint selected_count;   /* how many */
  guint cursor;           /* keyboard play: the pile with the focus ring */
  int hint_from, hint_to; /* a hint shown: the cards to move and where, or -1 */
  guint hint_count;
  guint hint_id;

  /* For assistive technology: an invisible child per pile and per card,
   * labelled, laid over what is drawn. */
  GPtrArray *items[PAT_MAX_PILES];

  GArray *flights;
  GArray *leaps;
  gint64 celebration_start;
  guint tick_id;
  gint64 frame_time;
  graphene_point_t drop_from; /* where a dropped card starts its flight */
  gboolean drop_from_set;
};

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

static const PatRules *
rules_of (PatBoard *self)
{
  return pat_game_get_rules (self->game);
}

static gboolean
animations_enabled (PatBoard *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations",
                &enabled, NULL);
  return enabled && self->animations && gtk_widget_get_mapped (GTK_WIDGET (self));
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
 * worker thread does not render every passing size. */
static void
request_card_size (PatBoard *self, int width, int height)
{
  self->wanted_width = width;
  self->wanted_height = height;
  g_clear_handle_id (&self->resize_id, g_source_remove);
  if (pat_card_theme_get_slot (self->theme, PAT_SLOT_PLAIN) == NULL
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    pat_card_theme_set_size (self->theme, width, height);
  else
    self->resize_id = g_timeout_add (RESIZE_SETTLE_MS, resized_cb, self);
}

/* Works out the card size that fits the whole game in the widget, and
 * where every pile lies. */
static void
compute_layout_for (PatBoard *self, int width, int height)
{
  const PatRules *rules;
  double aspect;
  int card_width, card_height;

  if (self->game == NULL || self->theme == NULL || width <= 0 || height <= 0)
    return;

  rules = rules_of (self);
  aspect = pat_card_theme_get_aspect (self->theme);
  pat_layout_compute (rules, aspect, width, height, self->foot, &self->card_w,
                      &self->card_h, self->boxes);
  pat_layout_card_size (rules, aspect, width, height, self->foot,
                        gtk_widget_get_scale_factor (GTK_WIDGET (self)), &card_width,
                        &card_height);
  request_card_size (self, card_width, card_height);
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

static graphene_point_t
card_origin (PatBoard *self, const PatState *state, guint pile, guint index)
{
  return pat_layout_card_origin (&self->boxes[pile], self->card_w, self->card_h, state,
                                 pile, index);
}

static void
card_rect (PatBoard *self, const PatState *state, guint pile, guint index,
           graphene_rect_t *rect)
{
  graphene_point_t at = card_origin (self, state, pile, index);

  graphene_rect_init (rect, at.x, at.y, self->card_w, self->card_h);
}

/* Where the top @count cards of @pile are drawn, all together. */
static void
cards_rect (PatBoard *self, const PatState *state, guint pile, guint count,
            graphene_rect_t *rect)
{
  guint len = pat_state_len (state, pile);
  graphene_rect_t top;

  card_rect (self, state, pile, len > 0 ? len - 1 : 0, &top);
  if (count <= 1 || count > len)
    {
      *rect = top;
      return;
    }
  card_rect (self, state, pile, len - count, rect);
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

  if (self->game == NULL || self->card_w <= 0 || pile >= rules_of (self)->n_piles)
    return FALSE;
  state = pat_game_get_state (self->game);
  len = pat_state_len (state, pile);
  if (card < 0)
    card = len > 0 ? (int)len - 1 : 0;
  card_rect (self, state, pile, (guint)card, rect);
  return TRUE;
}

/* The pile and card under a point: the card is -1 on an empty pile's base. */
static gboolean
hit_test (PatBoard *self, double x, double y, guint *pile, int *card)
{
  const PatState *state = pat_game_get_state (self->game);
  graphene_point_t point = GRAPHENE_POINT_INIT ((float)x, (float)y);

  for (guint p = 0; p < rules_of (self)->n_piles; p++)
    {
      guint len = pat_state_len (state, p);
      graphene_rect_t rect;

      for (int i = (int)len - 1; i >= 0; i--)
        {
          card_rect (self, state, p, (guint)i, &rect);
          if (graphene_rect_contains_point (&rect, &point))
            {
              *pile = p;
              *card = i;
              return TRUE;
            }
        }
      if (len == 0 && graphene_rect_contains_point (&self->boxes[p].base, &point))
        {
          *pile = p;
          *card = -1;
          return TRUE;
        }
    }
  return FALSE;
}

/* Animation */

static gboolean tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data);

static void
ensure_ticking (PatBoard *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static double
ease_out (double t)
{
  return 1 - pow (1 - t, 3);
}

static gboolean
flight_hides (PatBoard *self, guint pile, guint index)
{
  for (guint i = 0; i < self->flights->len; i++)
    {
      const Flight *f = &g_array_index (self->flights, Flight, i);

      if (f->pile == pile && f->index == index)
        return TRUE;
    }
  return FALSE;
}

/* Where the cards of a run lie relative to its bottom card: the @k-th card
 * up of the top @count cards of @pile. */
static graphene_point_t
run_offset (PatBoard *self, const PatState *state, guint pile, guint count, guint k)
{
  guint bottom = pat_state_len (state, pile) - count;
  graphene_point_t base = card_origin (self, state, pile, bottom);
  graphene_point_t at = card_origin (self, state, pile, bottom + k);

  return GRAPHENE_POINT_INIT (at.x - base.x, at.y - base.y);
}

/* Cards that arrived in a pile fly there: the moved cards from where they
 * were, the others (deals, refills, redeals) from the stock. */
static void
plan_flights (PatBoard *self, const PatState *old, const PatState *now,
              const PatMove *move, gboolean backwards)
{
  const PatRules *rules = rules_of (self);
  guint source = G_MAXUINT, dest = G_MAXUINT, count = 1;
  gint64 delay = 0;

  g_array_set_size (self->flights, 0);
  if (!animations_enabled (self) || self->card_w <= 0)
    {
      self->drop_from_set = FALSE;
      return;
    }

  if (move != NULL && move->kind == PAT_MOVE_CARD)
    {
      source = backwards ? move->to : move->from;
      dest = backwards ? move->from : move->to;
      count = MAX (move->count, 1);
    }
  else if (move != NULL && move->kind == PAT_MOVE_DEAL && rules->stock >= 0 && !backwards)
    {
      source = (guint)rules->stock;
      dest = (guint)rules->deal_to;
    }

  for (guint p = 0; p < rules->n_piles; p++)
    {
      guint old_len = pat_state_len (old, p);
      guint len = pat_state_len (now, p);

      for (guint i = 0; i < len; i++)
        {
          Flight flight = { 0 };

          if (i < old_len
              && pat_card_face_up (pat_state_pile (old, p)[i])
                     == pat_card_face_up (pat_state_pile (now, p)[i]))
            continue;

          flight.card = pat_state_pile (now, p)[i];
          flight.pile = p;
          flight.index = i;
          if (p == dest && i + count >= len && pat_state_len (old, source) >= count)
            {
              guint k = i + count - len; /* from the run's bottom up */
              guint source_len = pat_state_len (old, source);

              if (self->drop_from_set)
                {
                  graphene_point_t off = run_offset (self, old, source, count, k);

                  flight.from = GRAPHENE_POINT_INIT (self->drop_from.x + off.x,
                                                     self->drop_from.y + off.y);
                }
              else
                flight.from = card_origin (self, old, source, source_len - count + k);
            }
          else if (rules->stock >= 0 && p != (guint)rules->stock)
            {
              flight.from = self->boxes[rules->stock].base.origin;
              flight.delay = delay;
              delay += STAGGER_US;
            }
          else
            continue;
          g_array_append_val (self->flights, flight);
        }
    }
  self->drop_from_set = FALSE;
  if (self->flights->len > 0)
    ensure_ticking (self);
}

static void
launch_celebration (PatBoard *self)
{
  const PatState *state = pat_game_get_state (self->game);
  const PatRules *rules = rules_of (self);
  gint64 launch = 0;

  g_array_set_size (self->leaps, 0);
  if (!animations_enabled (self))
    return;

  /* Top cards first, pile after pile, like a fountain. */
  for (int depth = PAT_MAX_CARDS; depth >= 0; depth--)
    for (guint p = 0; p < rules->n_piles; p++)
      {
        Leap leap = { 0 };
        guint len = pat_state_len (state, p);

        if (!pat_rules_group (rules, p)->home || (guint)depth >= len)
          continue;
        leap.card = pat_state_pile (state, p)[depth];
        leap.at = card_origin (self, state, p, (guint)depth);
        graphene_vec2_init (&leap.velocity, (float)g_random_double_range (-0.9, 0.9),
                            (float)g_random_double_range (-1.6, -0.6));
        leap.launch = launch;
        launch += 25 * 1000;
        g_array_append_val (self->leaps, leap);
      }
  self->celebration_start = 0;
  if (self->leaps->len > 0)
    ensure_ticking (self);
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  PatBoard *self = PAT_BOARD (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  gboolean busy = FALSE;

  self->frame_time = now;
  for (guint i = 0; i < self->flights->len;)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);

      if (f->start == 0)
        f->start = now;
      if (now - f->start >= f->delay + MOVE_TIME_US)
        g_array_remove_index (self->flights, i);
      else
        i++;
    }
  busy = self->flights->len > 0;

  if (self->leaps->len > 0)
    {
      if (self->celebration_start == 0)
        self->celebration_start = now;
      if (now - self->celebration_start > 6 * G_USEC_PER_SEC)
        g_array_set_size (self->leaps, 0);
      else
        busy = TRUE;
    }

  gtk_widget_queue_draw (widget);
  if (!busy)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

gboolean
pat_board_is_animating (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  return self->flights->len > 0 || self->leaps->len > 0;
}

/**
 * pat_board_skip_animations:
 *
 * Puts every flying card in its place at once.
 */
void
pat_board_skip_animations (PatBoard *self)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  g_array_set_size (self->flights, 0);
  g_array_set_size (self->leaps, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * pat_board_celebrate:
 *
 * The win: the foundation cards leap off the table.
 */
void
pat_board_celebrate (PatBoard *self)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  if (self->game != NULL)
    launch_celebration (self);
}

/* Drawing */

static void
append_card (PatBoard *self, GtkSnapshot *snapshot, PatCard card,
             const graphene_point_t *at)
{
  GdkTexture *texture = pat_card_theme_get_card (self->theme, card);
  graphene_rect_t rect = GRAPHENE_RECT_INIT (at->x, at->y, self->card_w, self->card_h);

  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, &rect);
}

static void
append_outline (PatBoard *self, GtkSnapshot *snapshot, const graphene_rect_t *rect,
                const GdkRGBA *color, float width)
{
  GskRoundedRect outline;
  float radius = self->card_w * 0.06f;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };
  graphene_rect_t grown;

  graphene_rect_inset_r (rect, -width / 2, -width / 2, &grown);
  gsk_rounded_rect_init_from_rect (&outline, &grown, radius + width / 2);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
append_background (PatBoard *self, GtkSnapshot *snapshot, int width, int height)
{
  /* Felt colours, light and dark, for each background: centre, then edge. */
  static const char *const felts[][4] = {
    { "#3b8f5e", "#1f5e3b", "#234a35", "#0f2419" }, /* green */
    { "#3a6fa8", "#1d426e", "#223e5e", "#0e1c2e" }, /* blue */
    { "#a3413f", "#6a2524", "#5a2726", "#2a1010" }, /* red */
    { "#6f7479", "#44484c", "#3d4043", "#1c1d1f" }, /* grey */
  };
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  guint felt = (guint)CLAMP (self->background, 0, (int)G_N_ELEMENTS (felts) - 1);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  graphene_point_t centre = GRAPHENE_POINT_INIT (width / 2.f, height * 0.4f);
  GskColorStop stops[2];

  gdk_rgba_parse (&stops[0].color, felts[felt][dark ? 2 : 0]);
  gdk_rgba_parse (&stops[1].color, felts[felt][dark ? 3 : 1]);
  stops[0].offset = 0;
  stops[1].offset = 1;
  gtk_snapshot_append_radial_gradient (snapshot, &bounds, &centre, width * 0.75f,
                                       height * 0.9f, 0, 1, stops, 2);
}

static void
append_label (PatBoard *self, GtkSnapshot *snapshot, const char *text, float x, float y)
{
  g_autoptr (PangoLayout) layout
      = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();
  GdkRGBA color = { 1, 1, 1, 0.85f };
  int w, h;

  pango_font_description_set_absolute_size (font,
                                            MAX (self->card_w * 0.16f, 9) * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - w / 2.f, y));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
}

static PatSlot
slot_for (const PatRules *rules, guint pile)
{
  switch (rules->piles[pile].kind)
    {
      case PAT_PILE_STOCK:
        return PAT_SLOT_STOCK;
      case PAT_PILE_FOUNDATION:
      case PAT_PILE_CELL:
        {
          const PatPileGroup *group = pat_rules_group (rules, pile);
          guint base = group->n_sequence > 0 ? group->sequence[0] : group->fill_rank;

          /* The slot's mark is an ace: only where an ace starts the pile. */
          return base == PAT_ACE ? PAT_SLOT_FOUNDATION : PAT_SLOT_PLAIN;
        }
      case PAT_PILE_WASTE:
      case PAT_PILE_TABLEAU:
      case PAT_PILE_RESERVE:
      default:
        return PAT_SLOT_PLAIN;
    }
}

/* Counters where they matter: cards left in the stock, redeals left. */
static void
append_counters (PatBoard *self, GtkSnapshot *snapshot, const PatState *state)
{
  const PatRules *rules = rules_of (self);
  g_autoptr (GString) text = g_string_new (NULL);
  const graphene_rect_t *base;

  if (rules->stock < 0)
    return;
  base = &self->boxes[rules->stock].base;
  g_string_append_printf (text, "%u", pat_state_len (state, (guint)rules->stock));
  /* Unlimited redeals have nothing to count. */
  if (rules->redeals > 0 && rules->redeals != PAT_REDEALS_UNLIMITED)
    /* TRANSLATORS: redeals left, after the stock's card count */
    g_string_append_printf (text, _ (" · ↻%u"), state->redeals_left);
  append_label (self, snapshot, text->str, base->origin.x + base->size.width / 2,
                base->origin.y + base->size.height + self->card_w * 0.04f);
}

/* For the start-up benchmark, which sets PATIENCE_BENCH_START to the
 * monotonic time it started the program at: say how long the first frame
 * with cards took, and leave. */
static void
report_first_frame (PatBoard *self)
{
  const char *start = g_getenv ("PATIENCE_BENCH_START");

  if (start == NULL || pat_card_theme_get_slot (self->theme, PAT_SLOT_PLAIN) == NULL)
    return;
  g_print ("first-frame-us %" G_GINT64_FORMAT "\n",
           g_get_monotonic_time () - g_ascii_strtoll (start, NULL, 10));
  g_unsetenv ("PATIENCE_BENCH_START");
  g_idle_add_once ((GSourceOnceFunc)g_application_quit, g_application_get_default ());
}

static void
pat_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  PatBoard *self = PAT_BOARD (widget);
  const PatState *state;
  const PatRules *rules;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA target_color, selected_color;

  append_background (self, snapshot, width, height);
  if (self->game == NULL || self->theme == NULL || self->card_w <= 0)
    return;

  if (!pat_card_theme_is_ready (self->theme)
      && pat_card_theme_get_slot (self->theme, PAT_SLOT_PLAIN) == NULL)
    pat_card_theme_render_now (self->theme);

  state = pat_game_get_state (self->game);
  rules = rules_of (self);
  gdk_rgba_parse (&target_color, "rgba(255,214,10,0.9)");
  gdk_rgba_parse (&selected_color, "rgba(120,190,255,0.95)");

  for (guint p = 0; p < rules->n_piles; p++)
    {
      guint len = pat_state_len (state, p);
      GdkTexture *slot = pat_card_theme_get_slot (self->theme, slot_for (rules, p));

      if (slot != NULL)
        gtk_snapshot_append_texture (snapshot, slot, &self->boxes[p].base);

      for (guint i = 0; i < len; i++)
        {
          graphene_point_t at;

          if (self->dragging && (int)p == self->drag_pile && i + self->drag_count >= len)
            continue;
          if (flight_hides (self, p, i))
            continue;
          at = card_origin (self, state, p, i);
          append_card (self, snapshot, pat_state_pile (state, p)[i], &at);
        }

      if (self->dragging && (self->targets & (G_GUINT64_CONSTANT (1) << p)) != 0)
        {
          graphene_rect_t rect;

          card_rect (self, state, p, len > 0 ? len - 1 : 0, &rect);
          append_outline (self, snapshot, &rect, &target_color,
                          MAX (self->card_w * 0.04f, 2));
        }
      if ((int)p == self->selected && len >= self->selected_count)
        {
          graphene_rect_t rect;

          cards_rect (self, state, p, self->selected_count, &rect);
          append_outline (self, snapshot, &rect, &selected_color,
                          MAX (self->card_w * 0.04f, 2));
        }
    }

  append_counters (self, snapshot, state);

  for (guint i = 0; i < 2; i++)
    {
      int pile = i == 0 ? self->hint_from : self->hint_to;
      GdkRGBA hint = { 0.35f, 0.95f, 0.45f, 0.95f };
      graphene_rect_t rect;
      guint len;

      if (pile < 0 || (guint)pile >= rules->n_piles)
        continue;
      len = pat_state_len (state, (guint)pile);
      if (i == 0 && len >= self->hint_count)
        cards_rect (self, state, (guint)pile, self->hint_count, &rect);
      else
        card_rect (self, state, (guint)pile, len > 0 ? len - 1 : 0, &rect);
      append_outline (self, snapshot, &rect, &hint, MAX (self->card_w * 0.05f, 3));
    }

  if (gtk_widget_has_visible_focus (GTK_WIDGET (self)) && self->cursor < rules->n_piles)
    {
      /* Two rings, light and dark, so the focus shows on any felt and in
       * high contrast. */
      graphene_rect_t rect;
      guint len = pat_state_len (state, self->cursor);
      GdkRGBA dark = { 0, 0, 0, 0.9f }, light = { 1, 1, 1, 1 };
      float ring = MAX (self->card_w * 0.035f, 2);

      card_rect (self, state, self->cursor, len > 0 ? len - 1 : 0, &rect);
      graphene_rect_inset (&rect, -ring * 1.5f, -ring * 1.5f);
      append_outline (self, snapshot, &rect, &dark, ring * 2);
      append_outline (self, snapshot, &rect, &light, ring);
    }

  for (guint i = 0; i < self->flights->len; i++)
    {
      const Flight *f = &g_array_index (self->flights, Flight, i);
      graphene_point_t to = card_origin (self, state, f->pile, f->index), at;
      double t = 0;

      if (f->start != 0 && self->frame_time > f->start + f->delay)
        t = MIN (1.0, (double)(self->frame_time - f->start - f->delay) / MOVE_TIME_US);
      t = ease_out (t);
      at.x = (float)(f->from.x + (to.x - f->from.x) * t);
      at.y = (float)(f->from.y + (to.y - f->from.y) * t);
      append_card (self, snapshot, f->card, &at);
    }

  if (self->dragging && self->drag_pile >= 0)
    {
      guint pile = (guint)self->drag_pile;
      guint len = pat_state_len (state, pile);

      for (guint k = 0; k < self->drag_count && self->drag_count <= len; k++)
        {
          graphene_point_t off = run_offset (self, state, pile, self->drag_count, k);
          graphene_point_t at
              = GRAPHENE_POINT_INIT (self->drag_at.x + off.x, self->drag_at.y + off.y);

          append_card (self, snapshot,
                       pat_state_pile (state, pile)[len - self->drag_count + k], &at);
        }
    }

  for (guint i = 0; i < self->leaps->len; i++)
    {
      const Leap *leap = &g_array_index (self->leaps, Leap, i);
      double t = self->celebration_start == 0
                     ? 0
                     : (double)(self->frame_time - self->celebration_start - leap->launch)
                           / G_USEC_PER_SEC;
      graphene_point_t at;

      if (t <= 0)
        continue;
      /* A throw under gravity, in card heights per second. */
      at.x = leap->at.x
             + graphene_vec2_get_x (&leap->velocity) * self->card_h * 2 * (float)t;
      at.y = leap->at.y
             + (graphene_vec2_get_y (&leap->velocity) * 2 * (float)t
                + 2.2f * (float)(t * t))
                   * self->card_h;
      if (at.y > height)
        continue;
      append_card (self, snapshot, leap->card, &at);
    }

  report_first_frame (self);
}

/* Accessibility */

#define PAT_TYPE_BOARD_ITEM (pat_board_item_get_type ())
G_DECLARE_FINAL_TYPE (PatBoardItem, pat_board_item, PAT, BOARD_ITEM, GtkWidget)

/* A pile or a card as assistive technology sees it: draws nothing, takes no
 * input; the board lays it over the pile or card it stands for. */
struct _PatBoardItem
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (PatBoardItem, pat_board_item, GTK_TYPE_WIDGET)

static void
pat_board_item_class_init (PatBoardItemClass *klass)
{
}

static void
pat_board_item_init (PatBoardItem *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

static char *
capitalized (const char *text)
{
  gunichar first = g_unichar_totitle (g_utf8_get_char (text));
  char buffer[8] = { 0 };

  g_unichar_to_utf8 (first, buffer);
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}

/* "Seven of clubs, on tableau pile 3, top card" */
static char *
card_label (const PatRules *rules, const PatState *state, guint pile, guint index)
{
  PatCard card = pat_state_pile (state, pile)[index];
  g_autofree char *where = pat_rules_pile_name (rules, pile);
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;
  gboolean top = index + 1 == pat_state_len (state, pile);

  if (pat_card_is_face_down (card))
    what = g_strdup (_ ("Face-down card"));
  else
    {
      name = pat_card_describe (card);
      what = capitalized (name);
    }
  if (top)
    /* TRANSLATORS: a card, where it lies: "7 of clubs, on tableau pile 3, top card" */
    return g_strdup_printf (_ ("%s, on %s, top card"), what, where);
  /* TRANSLATORS: a card, where it lies: "7 of clubs, on tableau pile 3, card 2" */
  return g_strdup_printf (_ ("%s, on %s, card %u"), what, where, index + 1);
}

static char *
pile_label (const PatRules *rules, const PatState *state, guint pile)
{
  g_autofree char *name = pat_rules_pile_name (rules, pile);
  g_autofree char *title = capitalized (name);
  guint len = pat_state_len (state, pile);

  if (len == 0)
    return g_strdup_printf (_ ("%s, empty"), title);
  return g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%s, %u card", "%s, %u cards", len), title, len);
}

static GtkWidget *
item_new (GtkAccessibleRole role, const char *label)
{
  GtkWidget *item = g_object_new (PAT_TYPE_BOARD_ITEM, "accessible-role", role, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  return item;
}

static void
clear_items (PatBoard *self, guint pile)
{
  if (self->items[pile] == NULL)
    return;
  for (guint i = 0; i < self->items[pile]->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->items[pile], i));
  g_clear_pointer (&self->items[pile], g_ptr_array_unref);
}

/* The pile's item first, then one per card, bottom first. */
static void
build_items (PatBoard *self, guint pile)
{
  const PatRules *rules = rules_of (self);
  const PatState *state = pat_game_get_state (self->game);
  g_autofree char *label = pile_label (rules, state, pile);

  clear_items (self, pile);
  self->items[pile] = g_ptr_array_new ();
  g_ptr_array_add (self->items[pile], item_new (GTK_ACCESSIBLE_ROLE_LIST, label));
  for (guint i = 0; i < pat_state_len (state, pile); i++)
    {
      g_autofree char *text = card_label (rules, state, pile, i);

      g_ptr_array_add (self->items[pile], item_new (GTK_ACCESSIBLE_ROLE_LIST_ITEM, text));
    }
  for (guint i = 0; i < self->items[pile]->len; i++)
    gtk_widget_set_parent (g_ptr_array_index (self->items[pile], i), GTK_WIDGET (self));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
rebuild_items (PatBoard *self, guint64 piles)
{
  for (guint p = 0; p < PAT_MAX_PILES; p++)
    if (self->game == NULL || p >= rules_of (self)->n_piles)
      clear_items (self, p);
    else if ((piles & (G_GUINT64_CONSTANT (1) << p)) != 0 || self->items[p] == NULL)
      build_items (self, p);
}

static void
allocate_items (PatBoard *self)
{
  const PatState *state;

  if (self->game == NULL || self->card_w <= 0)
    return;
  state = pat_game_get_state (self->game);
  for (guint p = 0; p < rules_of (self)->n_piles; p++)
    {
      GPtrArray *items = self->items[p];
      graphene_rect_t rect;

      if (items == NULL)
        continue;
      for (guint i = 0; i < items->len; i++)
        {
          GtkAllocation allocation;

          if (i == 0)
            rect = self->boxes[p].base;
          else
            card_rect (self, state, p, i - 1, &rect);
          allocation.x = (int)rect.origin.x;
          allocation.y = (int)rect.origin.y;
          allocation.width = (int)rect.size.width;
          allocation.height = (int)rect.size.height;
          gtk_widget_size_allocate (g_ptr_array_index (items, i), &allocation, -1);
        }
    }
}

/* Moves are announced in the board's description, which screen readers
 * read when it changes. */
static void
announce_move (PatBoard *self, const PatMove *move, gboolean backwards)
{
  const PatRules *rules = rules_of (self);
  const PatState *state = pat_game_get_state (self->game);
  g_autofree char *text = NULL;

  if (move == NULL)
    text = g_strdup (_ ("The deal is restarted"));
  else if (move->kind == PAT_MOVE_DEAL)
    text = g_strdup (backwards ? _ ("Deal undone") : _ ("Dealt from the stock"));
  else if (move->kind == PAT_MOVE_REDEAL)
    text = g_strdup (backwards ? _ ("Redeal undone") : _ ("Redealt"));
  else
    {
      guint from = backwards ? move->to : move->from;
      guint to = backwards ? move->from : move->to;
      guint len = pat_state_len (state, to);
      PatCard card = len >= move->count ? pat_state_pile (state, to)[len - move->count]
                                        : PAT_CARD_NONE;
      g_autofree char *name
          = card != PAT_CARD_NONE ? pat_card_describe (card) : g_strdup ("?");
      g_autofree char *source = pat_rules_pile_name (rules, from);
      g_autofree char *target = pat_rules_pile_name (rules, to);

      if (move->count > 1)
        /* TRANSLATORS: "7 of clubs and the cards on it moved from tableau pile 2
         * to tableau pile 5" */
        text = g_strdup_printf (_ ("%s and the cards on it moved from %s to %s"), name,
                                source, target);
      else
        /* TRANSLATORS: "7 of clubs moved from tableau pile 2 to foundation 1" */
        text = g_strdup_printf (_ ("%s moved from %s to %s"), name, source, target);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* Input */

static void
say (PatBoard *self, const char *message)
{
  g_signal_emit (self, signals[MESSAGE], 0, message);
}

/* Picks up the top @count cards of @pile (click-to-move, keyboard play), or
 * lets go with -1. */
static void
set_selected (PatBoard *self, int pile, guint count)
{
  if (pile < 0)
    count = 0;
  if (self->selected != pile || self->selected_count != count)
    {
      self->selected = pile;
      self->selected_count = count;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
try_move (PatBoard *self, const PatMove *move)
{
  g_autoptr (GError) error = NULL;

  if (pat_game_try_move (self->game, move, &error))
    return TRUE;
  say (self, error->message);
  return FALSE;
}

/* How many cards are picked up with @card of @pile: it and those on it when
 * they move together, else 0. */
static guint
can_pick_up (PatBoard *self, guint pile, int card)
{
  const PatState *state = pat_game_get_state (self->game);
  guint len = pat_state_len (state, pile);
  guint run = pat_move_run_length (rules_of (self), state, pile);

  if (card < 0 || (guint)card >= len || (guint)card + run < len)
    return 0;
  return len - (guint)card;
}

/* The stock deals when it can, and redeals when that is what is left. */
static void
click_stock (PatBoard *self)
{
  PatMove deal = { .kind = PAT_MOVE_DEAL }, redeal = { .kind = PAT_MOVE_REDEAL };
  g_autoptr (GError) error = NULL;

  if (pat_game_check_move (self->game, &deal, &error))
    try_move (self, &deal);
  else if (pat_game_check_move (self->game, &redeal, NULL))
    try_move (self, &redeal);
  else
    say (self, error->message);
}

/**
 * pat_board_press:
 * @x: where, in widget coordinates
 * @y: where
 * @n_press: 1 for a click, 2 for a double-click
 *
 * What a click does: deal from the stock, pick a card up or put it down
 * (click-to-move), send a card to a foundation (double-click).
 */
void
pat_board_press (PatBoard *self, double x, double y, int n_press)
{
  guint pile;
  int card;

  g_return_if_fail (PAT_IS_BOARD (self));

  if (self->game == NULL)
    return;
  g_signal_emit (self, signals[INPUT], 0);
  if (pat_board_is_animating (self))
    pat_board_skip_animations (self);
  if (!hit_test (self, x, y, &pile, &card))
    {
      set_selected (self, -1, 0);
      return;
    }

  if (n_press >= 2)
    {
      int home = pat_game_find_home (self->game, pile);

      set_selected (self, -1, 0);
      if (home >= 0 && can_pick_up (self, pile, card) == 1)
        {
          PatMove move = pat_move_card (pile, (guint)home, 1);

          try_move (self, &move);
        }
      return;
    }

  if ((int)pile == rules_of (self)->stock)
    {
      set_selected (self, -1, 0);
      click_stock (self);
      return;
    }

  if (!self->click_to_move)
    return;

  if (self->selected >= 0)
    {
      PatMove move = pat_move_card ((guint)self->selected, pile, self->selected_count);

      if ((int)pile != self->selected)
        try_move (self, &move);
      set_selected (self, -1, 0);
    }
  else if (can_pick_up (self, pile, card) > 0)
    set_selected (self, (int)pile, can_pick_up (self, pile, card));
}

void
pat_board_drag_begin (PatBoard *self, double x, double y)
{
  guint pile;
  int card;
  graphene_rect_t rect;

  g_return_if_fail (PAT_IS_BOARD (self));

  self->drag_pile = -1;
  self->dragging = FALSE;
  if (self->game == NULL || !hit_test (self, x, y, &pile, &card)
      || can_pick_up (self, pile, card) == 0)
    return;

  card_rect (self, pat_game_get_state (self->game), pile, (guint)card, &rect);
  self->drag_pile = (int)pile;
  self->drag_count = can_pick_up (self, pile, card);
  self->grab = GRAPHENE_POINT_INIT ((float)x - rect.origin.x, (float)y - rect.origin.y);
  self->drag_at = rect.origin;
}

void
pat_board_drag_update (PatBoard *self, double x, double y)
{
  if (self->drag_pile < 0)
    return;
  if (!self->dragging)
    {
      const PatRules *rules = rules_of (self);

      g_return_if_fail (PAT_IS_BOARD (self));

      self->dragging = TRUE;
      self->targets = 0;
      for (guint p = 0; p < rules->n_piles; p++)
        {
          PatMove move = pat_move_card ((guint)self->drag_pile, p, self->drag_count);

          if (pat_game_check_move (self->game, &move, NULL))
            self->targets |= G_GUINT64_CONSTANT (1) << p;
        }
      set_selected (self, -1, 0);
    }
  self->drag_at = GRAPHENE_POINT_INIT ((float)x - self->grab.x, (float)y - self->grab.y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The pile under the card's centre if it may go there, else the nearest
 * legal pile the card overlaps, else none. */
static int
drop_target (PatBoard *self)
{
  const PatState *state = pat_game_get_state (self->game);
  graphene_rect_t card
      = GRAPHENE_RECT_INIT (self->drag_at.x, self->drag_at.y, self->card_w, self->card_h);
  graphene_point_t centre;
  int best = -1;
  float best_distance = G_MAXFLOAT;

  graphene_rect_get_center (&card, &centre);
  for (guint p = 0; p < rules_of (self)->n_piles; p++)
    {
      guint len = pat_state_len (state, p);
      graphene_rect_t rect;
      graphene_point_t pile_centre;
      float distance;

      if ((int)p == self->drag_pile)
        continue;
      card_rect (self, state, p, len > 0 ? len - 1 : 0, &rect);
      if (graphene_rect_contains_point (&rect, &centre)
          && (self->targets & (G_GUINT64_CONSTANT (1) << p)) != 0)
        return (int)p;
      if ((self->targets & (G_GUINT64_CONSTANT (1) << p)) == 0
          || !graphene_rect_intersection (&rect, &card, NULL))
        continue;
      graphene_rect_get_center (&rect, &pile_centre);
      distance = graphene_point_distance (&centre, &pile_centre, NULL, NULL);
      if (distance < best_distance)
        {
          best_distance = distance;
          best = (int)p;
        }
    }
  return best;
}

/* Cards dropped on a pile they may not go to: say why. */
static void
explain_drop (PatBoard *self, int from, guint count)
{
  const PatState *state = pat_game_get_state (self->game);
  graphene_rect_t card
      = GRAPHENE_RECT_INIT (self->drag_at.x, self->drag_at.y, self->card_w, self->card_h);
  graphene_point_t centre;

  graphene_rect_get_center (&card, &centre);
  for (guint p = 0; p < rules_of (self)->n_piles; p++)
    {
      guint len = pat_state_len (state, p);
      graphene_rect_t rect;
      PatMove move = pat_move_card ((guint)from, p, count);
      g_autoptr (GError) error = NULL;

      card_rect (self, state, p, len > 0 ? len - 1 : 0, &rect);
      if ((int)p != from && graphene_rect_contains_point (&rect, &centre)
          && !pat_game_check_move (self->game, &move, &error))
        {
          say (self, error->message);
          return;
        }
    }
}

void
pat_board_drag_end (PatBoard *self)
{
  int from = self->drag_pile;
  guint count = self->drag_count;
  int to;

  g_return_if_fail (PAT_IS_BOARD (self));

  if (from < 0 || !self->dragging)
    {
      self->drag_pile = -1;
      self->dragging = FALSE;
      return;
    }

  to = drop_target (self);
  self->dragging = FALSE;
  self->drag_pile = -1;
  self->drop_from = self->drag_at;
  self->drop_from_set = TRUE;

  if (to >= 0)
    {
      PatMove move = pat_move_card ((guint)from, (guint)to, count);

      try_move (self, &move);
    }
  else
    explain_drop (self, from, count);

  if (to < 0 && animations_enabled (self))
    {
      /* Not a legal place: the cards go back where they came from, together. */
      const PatState *state = pat_game_get_state (self->game);
      guint len = pat_state_len (state, (guint)from);

      g_array_set_size (self->flights, 0);
      for (guint k = 0; k < count && count <= len; k++)
        {
          graphene_point_t off = run_offset (self, state, (guint)from, count, k);
          Flight flight = { .card = pat_state_pile (state, (guint)from)[len - count + k],
                            .pile = (guint)from,
                            .index = len - count + k,
                            .from = GRAPHENE_POINT_INIT (self->drag_at.x + off.x,
                                                         self->drag_at.y + off.y) };

          g_array_append_val (self->flights, flight);
        }
      ensure_ticking (self);
    }
  self->drop_from_set = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * pat_board_drag:
 *
 * A whole drag and drop from one point to another, as the drag gesture
 * plays it: for tests and keyboard play.
 */
void
pat_board_drag (PatBoard *self, double start_x, double start_y, double end_x,
                double end_y)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  pat_board_drag_begin (self, start_x, start_y);
  pat_board_drag_update (self, (start_x + end_x) / 2, (start_y + end_y) / 2);
  pat_board_drag_update (self, end_x, end_y);
  pat_board_drag_end (self);
}

int
pat_board_get_selected (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), -1);

  return self->selected;
}

/**
 * pat_board_get_selected_count:
 *
 * Returns: how many cards from the top of the selected pile are picked up;
 *   0 when none is.
 */
guint
pat_board_get_selected_count (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), 0);

  return self->selected_count;
}

/* Hints */

static gboolean
hint_expired_cb (gpointer data)
{
  PatBoard *self = data;

  self->hint_id = 0;
  self->hint_from = self->hint_to = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/**
 * pat_board_show_hint:
 * @move: (nullable): the move to suggest; %NULL hides the hint
 *
 * Lights up the card to move and where it goes (the stock, for a deal or a
 * redeal) for a few seconds.
 */
void
pat_board_show_hint (PatBoard *self, const PatMove *move)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  g_clear_handle_id (&self->hint_id, g_source_remove);
  self->hint_from = self->hint_to = -1;
  self->hint_count = 1;
  if (move != NULL && self->game != NULL)
    {
      if (move->kind == PAT_MOVE_CARD)
        {
          self->hint_from = move->from;
          self->hint_to = move->to;
          self->hint_count = move->count;
        }
      else
        self->hint_from = rules_of (self)->stock;
      self->hint_id = g_timeout_add_seconds (3, hint_expired_cb, self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * pat_board_get_hint:
 * @from: (out): the pile of the card to move, or -1
 * @to: (out): where it goes, or -1 (a deal or redeal lights up the stock)
 *
 * Returns: whether a hint is shown.
 */
gboolean
pat_board_get_hint (PatBoard *self, int *from, int *to)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  *from = self->hint_from;
  *to = self->hint_to;
  return self->hint_from >= 0;
}

/* Keyboard play */

static void
set_cursor (PatBoard *self, guint pile)
{
  self->cursor = pile;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The nearest pile from the cursor's in a direction (dx, dy), preferring
 * piles straight that way. */
static void
move_cursor (PatBoard *self, int dx, int dy)
{
  const graphene_rect_t *here = &self->boxes[self->cursor].base;
  graphene_point_t from, to;
  float best = G_MAXFLOAT;
  int best_pile = -1;

  graphene_rect_get_center (here, &from);
  for (guint p = 0; p < rules_of (self)->n_piles; p++)
    {
      float along, across, score;

      if (p == self->cursor)
        continue;
      graphene_rect_get_center (&self->boxes[p].base, &to);
      along = (to.x - from.x) * dx + (to.y - from.y) * dy;
      across = fabsf ((to.x - from.x) * dy) + fabsf ((to.y - from.y) * dx);
      if (along <= 1)
        continue;
      score = along + 2 * across;
      if (score < best)
        {
          best = score;
          best_pile = (int)p;
        }
    }
  if (best_pile >= 0)
    set_cursor (self, (guint)best_pile);
}

/* Space or Enter: pick the cursor's top card up, or put the held cards down
 * there; on the stock, deal. Again on the pile it came from, it takes the
 * next card of the run as well, and lets go once the whole run is held. */
static void
activate_cursor (PatBoard *self)
{
  const PatState *state = pat_game_get_state (self->game);
  guint len = pat_state_len (state, self->cursor);

  if ((int)self->cursor == rules_of (self)->stock)
    {
      set_selected (self, -1, 0);
      click_stock (self);
    }
  else if (self->selected >= 0 && (int)self->cursor == self->selected)
    {
      guint count = self->selected_count + 1;

      if (count <= len && can_pick_up (self, self->cursor, (int)(len - count)) == count)
        set_selected (self, self->selected, count);
      else
        set_selected (self, -1, 0);
    }
  else if (self->selected >= 0)
    {
      PatMove move
          = pat_move_card ((guint)self->selected, self->cursor, self->selected_count);

      try_move (self, &move);
      set_selected (self, -1, 0);
    }
  else if (len > 0 && can_pick_up (self, self->cursor, (int)len - 1) > 0)
    set_selected (self, (int)self->cursor, 1);
  else if (len > 0)
    say (self, _ ("This card cannot be picked up"));
}

static void
send_home (PatBoard *self, guint pile)
{
  const PatState *state = pat_game_get_state (self->game);
  int home = pat_game_find_home (self->game, pile);
  guint len = pat_state_len (state, pile);

  set_selected (self, -1, 0);
  if (home >= 0 && len > 0 && can_pick_up (self, pile, (int)len - 1) > 0)
    {
      PatMove move = pat_move_card (pile, (guint)home, 1);

      try_move (self, &move);
    }
  else
    say (self, _ ("This card cannot go to a foundation now"));
}

/**
 * pat_board_key:
 * @keyval: a key
 * @state: the modifiers held
 *
 * Keyboard play, as the key controller plays it: arrows or Tab move the
 * focus ring between piles, Space or Enter pick a card up and put it down,
 * Escape lets go, Ctrl+Enter sends a card to a foundation.
 *
 * Returns: whether the key was used.
 */
gboolean
pat_board_key (PatBoard *self, guint keyval, GdkModifierType state)
{
  guint n;

  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  n = rules_of (self)->n_piles;
  if (self->cursor >= n)
    self->cursor = 0;
  state &= gtk_accelerator_get_default_mod_mask ();

  switch (keyval)
    {
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left:
        move_cursor (self, -1, 0);
        return TRUE;
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right:
        move_cursor (self, 1, 0);
        return TRUE;
      case GDK_KEY_Up:
      case GDK_KEY_KP_Up:
        move_cursor (self, 0, -1);
        return TRUE;
      case GDK_KEY_Down:
      case GDK_KEY_KP_Down:
        move_cursor (self, 0, 1);
        return TRUE;
      case GDK_KEY_Tab:
        if (state != 0)
          return FALSE;
        set_cursor (self, (self->cursor + 1) % n);
        return TRUE;
      case GDK_KEY_ISO_Left_Tab:
        set_cursor (self, (self->cursor + n - 1) % n);
        return TRUE;
      case GDK_KEY_space:
      case GDK_KEY_KP_Space:
      case GDK_KEY_Return:
      case GDK_KEY_KP_Enter:
        if ((state & GDK_CONTROL_MASK) != 0)
          send_home (self, self->cursor);
        else
          activate_cursor (self);
        return TRUE;
      case GDK_KEY_Escape:
        if (self->selected < 0)
          return FALSE;
        set_selected (self, -1, 0);
        return TRUE;
      default:
        return FALSE;
    }
}

guint
pat_board_get_cursor (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), 0);

  return self->cursor;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, PatBoard *self)
{
  g_signal_emit (self, signals[INPUT], 0);
  return pat_board_key (self, keyval, state);
}

static void
click_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y,
                  PatBoard *self)
{
  pat_board_press (self, x, y, n_press);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, PatBoard *self)
{
  pat_board_drag_begin (self, x, y);
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, PatBoard *self)
{
  double x, y;

  if (self->drag_pile < 0)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (!self->dragging
      && !gtk_drag_check_threshold (GTK_WIDGET (self), (int)x, (int)y, (int)(x + dx),
                                    (int)(y + dy)))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  pat_board_drag_update (self, x + dx, y + dy);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, PatBoard *self)
{
  pat_board_drag_end (self);
}

static void
drag_cancel_cb (GtkGesture *gesture, GdkEventSequence *sequence, PatBoard *self)
{
  self->dragging = FALSE;
  self->drag_pile = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The model */

static void
game_changed_cb (PatGame *game, guint64 piles, const PatMove *move, gboolean backwards,
                 PatBoard *self)
{
  const PatState *now = pat_game_get_state (game);

  plan_flights (self, &self->shown, now, move, backwards);
  self->shown = *now;
  set_selected (self, -1, 0);
  rebuild_items (self, piles);
  announce_move (self, move, backwards);
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
  allocate_items (PAT_BOARD (widget));
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
    clear_items (self, p);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->theme != NULL)
    g_signal_handlers_disconnect_by_data (self->theme, self);
  g_clear_object (&self->game);
  g_clear_object (&self->theme);

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
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->click_to_move = TRUE;
  self->animations = TRUE;
  self->hint_from = self->hint_to = -1;
  self->hint_count = 1;
  self->drag_pile = -1;
  self->selected = -1;
  self->selected_count = 0;
  self->flights = g_array_new (FALSE, TRUE, sizeof (Flight));
  self->leaps = g_array_new (FALSE, TRUE, sizeof (Leap));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
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
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
      self->shown = *pat_game_get_state (game);
    }
  self->selected = -1;
  self->selected_count = 0;
  self->cursor = 0;
  self->drag_pile = -1;
  self->dragging = FALSE;
  rebuild_items (self, G_MAXUINT64);
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
  if (self->theme != NULL)
    g_signal_handlers_disconnect_by_data (self->theme, self);
  g_set_object (&self->theme, theme);
  if (theme != NULL)
    g_signal_connect (theme, "changed", G_CALLBACK (theme_changed_cb), self);
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
  set_selected (self, -1, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLICK_TO_MOVE]);
}
