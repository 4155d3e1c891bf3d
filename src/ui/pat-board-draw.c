/* pat-board-draw.c — the table drawn: cards, flights, the win, hints
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

/* Animation */

static gboolean tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data);

void
_pat_board_ensure_ticking (PatBoard *self)
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
graphene_point_t
_pat_board_run_offset (PatBoard *self, const PatState *state, guint pile, guint count,
                       guint k)
{
  guint bottom = pat_state_len (state, pile) - count;
  graphene_point_t base = _pat_board_card_origin (self, state, pile, bottom);
  graphene_point_t at = _pat_board_card_origin (self, state, pile, bottom + k);

  return GRAPHENE_POINT_INIT (at.x - base.x, at.y - base.y);
}

/* Where card @card, new on home pile @home, lay before: a full suit that
 * left the table (Spider) was the top of one pile and the cards just
 * moved onto it, all gone from where they lay. FALSE when it lay nowhere
 * in play (it was dealt). */
static gboolean
left_from (PatBoard *self, const PatState *old, const PatState *now, guint home,
           PatCard card, graphene_point_t *from)
{
  const PatRules *rules = _pat_board_rules_of (self);

  for (guint q = 0; q < rules->n_piles; q++)
    {
      const PatCard *cards = pat_state_pile (old, q);

      if (q == home || (int)q == rules->stock || pat_rules_group (rules, q)->home)
        continue;
      for (guint j = pat_state_len (now, q); j < pat_state_len (old, q); j++)
        if (pat_card_face_up (cards[j]) == pat_card_face_up (card))
          {
            *from = _pat_board_card_origin (self, old, q, j);
            return TRUE;
          }
    }
  return FALSE;
}

/* Cards that arrived in a pile fly there: the moved cards from where they
 * were, a full suit going home from where it lay, the others (deals,
 * refills, redeals) from the stock. A move the player dropped by hand is
 * already where it goes: nothing flies, and the next frame draws the
 * position. */
void
_pat_board_plan_flights (PatBoard *self, const PatState *old, const PatState *now,
                         const PatMove *move, gboolean backwards)
{
  const PatRules *rules = _pat_board_rules_of (self);
  guint source = G_MAXUINT, dest = G_MAXUINT, count = 1;
  gint64 delay = 0;

  g_array_set_size (self->flights, 0);
  if (self->by_hand || !_pat_board_animations_enabled (self) || self->card_w <= 0)
    return;

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

              flight.from
                  = _pat_board_card_origin (self, old, source, source_len - count + k);
            }
          else if (pat_rules_group (rules, p)->home && !backwards
                   && left_from (self, old, now, p, flight.card, &flight.from))
            ;
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
  if (self->flights->len > 0)
    _pat_board_ensure_ticking (self);
}

static void
launch_celebration (PatBoard *self)
{
  const PatState *state = pat_game_get_state (self->game);
  const PatRules *rules = _pat_board_rules_of (self);
  gint64 launch = 0;

  g_array_set_size (self->leaps, 0);
  if (!_pat_board_animations_enabled (self))
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
        leap.at = _pat_board_card_origin (self, state, p, (guint)depth);
        graphene_vec2_init (&leap.velocity, (float)g_random_double_range (-0.9, 0.9),
                            (float)g_random_double_range (-1.6, -0.6));
        leap.launch = launch;
        launch += 25 * 1000;
        g_array_append_val (self->leaps, leap);
      }
  self->celebration_start = 0;
  if (self->leaps->len > 0)
    _pat_board_ensure_ticking (self);
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

/* The hint: the cards to move outlined, and an arrow from them to where
 * they go, so the way is plain when either pile could take the other's card. */
static void
append_hint (PatBoard *self, GtkSnapshot *snapshot, const PatState *state)
{
  const PatRules *rules = _pat_board_rules_of (self);
  const GdkRGBA hint = { 0.35f, 0.95f, 0.45f, 0.95f };
  graphene_rect_t from_rect, to_rect, bounds;
  graphene_point_t a, b, c;
  guint len;
  float width = MAX (self->card_w * 0.05f, 3), head, dx, dy, dist, ux, uy, exit;
  cairo_t *cr;

  if (self->hint_redeal && _pat_board_redeal_rect (self, &from_rect))
    {
      append_outline (self, snapshot, &from_rect, &hint, width);
      return;
    }
  if (self->hint_from < 0 || (guint)self->hint_from >= rules->n_piles)
    return;
  len = pat_state_len (state, (guint)self->hint_from);
  if (len >= self->hint_count && len > 0)
    _pat_board_cards_rect (self, state, (guint)self->hint_from, self->hint_count,
                           &from_rect);
  else
    _pat_board_card_rect (self, state, (guint)self->hint_from, 0, &from_rect);
  append_outline (self, snapshot, &from_rect, &hint, width);
  if (self->hint_to < 0 || (guint)self->hint_to >= rules->n_piles)
    return;

  len = pat_state_len (state, (guint)self->hint_to);
  _pat_board_card_rect (self, state, (guint)self->hint_to, len > 0 ? len - 1 : 0,
                        &to_rect);
  /* From the edge of the cards to move to the middle of the target, bowed
   * a little so that it does not hide a straight row of cards. */
  graphene_rect_get_center (&from_rect, &a);
  graphene_rect_get_center (&to_rect, &b);
  dx = b.x - a.x;
  dy = b.y - a.y;
  dist = sqrtf (dx * dx + dy * dy);
  if (dist < 1)
    return;
  ux = dx / dist;
  uy = dy / dist;
  c.x = (a.x + b.x) / 2 + uy * dist * 0.15f;
  c.y = (a.y + b.y) / 2 - ux * dist * 0.15f;
  /* Where the line towards the bow leaves the cards. */
  dx = c.x - a.x;
  dy = c.y - a.y;
  exit = MIN (fabsf (dx) > 0.01f ? from_rect.size.width / 2 / fabsf (dx) : G_MAXFLOAT,
              fabsf (dy) > 0.01f ? from_rect.size.height / 2 / fabsf (dy) : G_MAXFLOAT);
  if (exit < 1)
    {
      a.x += dx * exit;
      a.y += dy * exit;
    }
  head = MAX (self->card_w * 0.22f, 10);

  graphene_rect_union (&from_rect, &to_rect, &bounds);
  graphene_rect_union (&bounds, &GRAPHENE_RECT_INIT (c.x, c.y, 1, 1), &bounds);
  graphene_rect_inset (&bounds, -2 * head, -2 * head);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      /* The head points along the curve's last stretch. */
      float hx = b.x - c.x, hy = b.y - c.y, hl = sqrtf (hx * hx + hy * hy);

      hx /= hl > 0 ? hl : 1;
      hy /= hl > 0 ? hl : 1;
      cairo_new_path (cr);
      cairo_move_to (cr, a.x, a.y);
      cairo_curve_to (cr, a.x + (c.x - a.x) * 2 / 3, a.y + (c.y - a.y) * 2 / 3,
                      b.x + (c.x - b.x) * 2 / 3, b.y + (c.y - b.y) * 2 / 3,
                      b.x - hx * head * 0.6, b.y - hy * head * 0.6);
      if (pass == 0)
        {
          /* A dark edge under it, for light cards and light felt alike. */
          cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
          cairo_set_line_width (cr, width * 2 + 3);
        }
      else
        {
          gdk_cairo_set_source_rgba (cr, &hint);
          cairo_set_line_width (cr, width * 2);
        }
      cairo_stroke (cr);
      cairo_move_to (cr, b.x, b.y);
      cairo_line_to (cr, b.x - hx * head - hy * head * 0.6,
                     b.y - hy * head + hx * head * 0.6);
      cairo_line_to (cr, b.x - hx * head + hy * head * 0.6,
                     b.y - hy * head - hx * head * 0.6);
      cairo_close_path (cr);
      if (pass == 0)
        {
          cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
          cairo_set_line_width (cr, 3);
          cairo_stroke_preserve (cr);
        }
      else
        gdk_cairo_set_source_rgba (cr, &hint);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

/* The felt is a radial gradient whose centre and radii are shares of the
 * table's width and height, so one image of it, stretched, is the felt of
 * a table of any size. Drawing a gradient costs more per pixel than
 * drawing an image (with the cairo renderer, pixman works out every
 * pixel's colour; it took most of each frame while the window was
 * resized): the image is made once per colour and drawn every frame. */
#define FELT_SIZE 128

static GdkTexture *
felt_texture_new (const GdkRGBA *centre, const GdkRGBA *edge)
{
  cairo_surface_t *surface
      = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, FELT_SIZE, FELT_SIZE);
  cairo_t *cr = cairo_create (surface);
  cairo_pattern_t *pattern = cairo_pattern_create_radial (0, 0, 0, 0, 0, 1);
  g_autoptr (GBytes) bytes = NULL;
  GdkTexture *texture;

  cairo_pattern_add_color_stop_rgb (pattern, 0, centre->red, centre->green, centre->blue);
  cairo_pattern_add_color_stop_rgb (pattern, 1, edge->red, edge->green, edge->blue);
  /* As append_radial_gradient() draws it: centred at half the width and
   * 0.4 of the height, 0.75 of the width and 0.9 of the height across. */
  cairo_translate (cr, FELT_SIZE / 2., FELT_SIZE * 0.4);
  cairo_scale (cr, FELT_SIZE * 0.75, FELT_SIZE * 0.9);
  cairo_set_source (cr, pattern);
  cairo_identity_matrix (cr);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize)cairo_image_surface_get_stride (surface) * FELT_SIZE);
  texture = gdk_memory_texture_new (FELT_SIZE, FELT_SIZE, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize)cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
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
  int key = (int)felt * 2 + (dark ? 1 : 0);

  if (self->felt == NULL || self->felt_key != key)
    {
      GdkRGBA centre, edge;

      gdk_rgba_parse (&centre, felts[felt][dark ? 2 : 0]);
      gdk_rgba_parse (&edge, felts[felt][dark ? 3 : 1]);
      g_clear_object (&self->felt);
      self->felt = felt_texture_new (&centre, &edge);
      self->felt_key = key;
    }
  gtk_snapshot_append_texture (snapshot, self->felt,
                               &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static void
append_text (PatBoard *self, GtkSnapshot *snapshot, const char *text, float size,
             float alpha, float x, float y)
{
  g_autoptr (PangoLayout) layout
      = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();
  GdkRGBA color = { 1, 1, 1, alpha };
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - w / 2.f, y));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
}

static void
append_label (PatBoard *self, GtkSnapshot *snapshot, const char *text, float x, float y)
{
  append_text (self, snapshot, text, MAX (self->card_w * 0.16f, 9), 0.85f, x, y);
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

/* The redeal control of a game that may redeal at any time: the stock's
 * redeal mark on its own place, or a disc over the stock, with the
 * redeals left inside it, where no card of a deck of any shape covers
 * them; faded once none is left. */
static void
append_redeal (PatBoard *self, GtkSnapshot *snapshot, const PatState *state)
{
  const PatRules *rules = _pat_board_rules_of (self);
  gboolean spent = state->redeals_left == 0;
  float size = MAX (self->card_w * 0.16f, 9);
  graphene_rect_t rect;
  g_autofree char *count = NULL;

  if (!_pat_board_redeal_rect (self, &rect))
    return;
  count = g_strdup_printf ("↻%u", state->redeals_left);
  gtk_snapshot_push_opacity (snapshot, spent ? 0.4 : 1.0);
  if (rules->stock < 0)
    {
      GdkTexture *slot = pat_card_theme_get_slot (self->theme, PAT_SLOT_STOCK);

      if (slot != NULL)
        gtk_snapshot_append_texture (snapshot, slot, &rect);
      append_text (self, snapshot, count, size, 0.9f, rect.origin.x + rect.size.width / 2,
                   rect.origin.y + rect.size.height - size * 1.6f);
    }
  else
    {
      /* Over the stock's back: the mark says a click redeals. */
      GskRoundedRect disc;
      GdkRGBA shade = { 0, 0, 0, 0.55f };
      float d = rect.size.width * 0.62f;
      graphene_rect_t circle
          = GRAPHENE_RECT_INIT (rect.origin.x + (rect.size.width - d) / 2,
                                rect.origin.y + (rect.size.height - d) / 2, d, d);

      gsk_rounded_rect_init_from_rect (&disc, &circle, d / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &disc);
      gtk_snapshot_append_color (snapshot, &shade, &circle);
      gtk_snapshot_pop (snapshot);
      append_text (self, snapshot, count, size * 1.2f, 0.95f,
                   rect.origin.x + rect.size.width / 2,
                   circle.origin.y + d / 2 - size * 0.8f);
    }
  gtk_snapshot_pop (snapshot);
}

static PangoLayout *
count_layout (PatBoard *self, const char *text, float size)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* The rank drawn in an empty pile that takes only the rank the deal gave
 * its group (Canfield's foundations), as the cards' corners show it. */
static const char *
base_mark (guint rank)
{
  static const char *const numbers[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10" };

  switch (rank)
    {
      case PAT_ACE:
        /* TRANSLATORS: an ace as drawn in an empty foundation that takes
         * only aces this deal; keep the letter the built-in deck's
         * corners show */
        return C_ ("rank mark", "A");
      case PAT_JACK:
        /* TRANSLATORS: a jack, likewise */
        return C_ ("rank mark", "J");
      case PAT_QUEEN:
        /* TRANSLATORS: a queen, likewise */
        return C_ ("rank mark", "Q");
      case PAT_KING:
        /* TRANSLATORS: a king, likewise */
        return C_ ("rank mark", "K");
      default:
        return rank >= 2 && rank <= 10 ? numbers[rank - 2] : NULL;
    }
}

/* The base's rank, large, in the middle of an empty pile whose group takes
 * only that rank: the slot alone would say it takes any card. */
static void
append_base_mark (PatBoard *self, GtkSnapshot *snapshot, const PatState *state,
                  guint pile)
{
  const char *mark
      = base_mark (pat_move_base_rank (_pat_board_rules_of (self), state, pile));
  const graphene_rect_t *box = &self->boxes[pile].base;
  g_autoptr (PangoLayout) layout = NULL;
  GdkRGBA color = { 1, 1, 1, 0.6f };
  int w, h;

  if (mark == NULL)
    return;
  layout = count_layout (self, mark, MAX (box->size.width * 0.4f, 9));
  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (
      snapshot, &GRAPHENE_POINT_INIT (box->origin.x + (box->size.width - w) / 2.f,
                                      box->origin.y + (box->size.height - h) / 2.f));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
}

/* Where the stock's count of @text goes: under the stock, or where a
 * deck's tall cards leave no room there before the next pile, on a shade
 * over the stock's foot (then %FALSE). */
gboolean
_pat_board_count_rect (PatBoard *self, const char *text, graphene_rect_t *rect)
{
  const PatRules *rules = _pat_board_rules_of (self);
  const graphene_rect_t *base = &self->boxes[rules->stock].base;
  float size = MAX (self->card_w * 0.16f, 9), pad = size * 0.35f;
  g_autoptr (PangoLayout) layout = count_layout (self, text, size);
  float x = base->origin.x + base->size.width / 2;
  gboolean room = TRUE;
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  *rect = GRAPHENE_RECT_INIT (
      x - w / 2.f, base->origin.y + base->size.height + self->card_w * 0.04f, w, h);
  for (guint p = 0; p < rules->n_piles && room; p++)
    room = (int)p == rules->stock
           || !graphene_rect_intersection (rect, &self->boxes[p].base, NULL);
  if (room && rect->origin.y + h <= gtk_widget_get_height (GTK_WIDGET (self)))
    return TRUE;
  *rect = GRAPHENE_RECT_INIT (x - w / 2.f - pad,
                              base->origin.y + base->size.height - h - pad * 2.5f,
                              w + 2 * pad, h + pad);
  return FALSE;
}

static void
append_count (PatBoard *self, GtkSnapshot *snapshot, const char *text)
{
  float size = MAX (self->card_w * 0.16f, 9);
  graphene_rect_t rect;
  GskRoundedRect pill;
  GdkRGBA shade = { 0, 0, 0, 0.6f };

  if (_pat_board_count_rect (self, text, &rect))
    {
      append_label (self, snapshot, text, rect.origin.x + rect.size.width / 2,
                    rect.origin.y);
      return;
    }
  gsk_rounded_rect_init_from_rect (&pill, &rect, rect.size.height / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &shade, &rect);
  gtk_snapshot_pop (snapshot);
  append_text (self, snapshot, text, size, 0.95f, rect.origin.x + rect.size.width / 2,
               rect.origin.y + size * 0.35f / 2);
}

/* Counters where they matter: cards left in the stock, redeals left. */
static void
append_counters (PatBoard *self, GtkSnapshot *snapshot, const PatState *state)
{
  const PatRules *rules = _pat_board_rules_of (self);
  g_autoptr (GString) text = g_string_new (NULL);

  append_redeal (self, snapshot, state);
  if (rules->stock < 0)
    return;
  g_string_append_printf (text, "%u", pat_state_len (state, (guint)rules->stock));
  /* Unlimited redeals have nothing to count; a redeal control counts its
   * own. */
  if (rules->redeals > 0 && rules->redeals != PAT_REDEALS_UNLIMITED
      && !pat_layout_has_redeal (rules))
    /* TRANSLATORS: redeals left, after the stock's card count */
    g_string_append_printf (text, _ (" · ↻%u"), state->redeals_left);
  append_count (self, snapshot, text->str);
}

void
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
  rules = _pat_board_rules_of (self);
  gdk_rgba_parse (&target_color, "rgba(255,214,10,0.9)");
  gdk_rgba_parse (&selected_color, "rgba(120,190,255,0.95)");

  for (guint p = 0; p < rules->n_piles; p++)
    {
      guint len = pat_state_len (state, p);
      GdkTexture *slot = pat_card_theme_get_slot (self->theme, slot_for (rules, p));

      /* Piles laid over one another (TriPeaks' peaks) leave no place
       * behind: an empty one's slot would hide the card it covered. */
      if (slot != NULL && pat_rules_group (rules, p)->layout.places == NULL)
        gtk_snapshot_append_texture (snapshot, slot, &self->boxes[p].base);
      if (len == 0)
        append_base_mark (self, snapshot, state, p);

      for (guint i = 0; i < len; i++)
        {
          graphene_point_t at;

          if (self->dragging && (int)p == self->drag_pile && i + self->drag_count >= len)
            continue;
          if (flight_hides (self, p, i))
            continue;
          at = _pat_board_card_origin (self, state, p, i);
          append_card (self, snapshot, pat_state_pile (state, p)[i], &at);
        }

      if (self->dragging && (self->targets & (G_GUINT64_CONSTANT (1) << p)) != 0)
        {
          graphene_rect_t rect;

          _pat_board_card_rect (self, state, p, len > 0 ? len - 1 : 0, &rect);
          append_outline (self, snapshot, &rect, &target_color,
                          MAX (self->card_w * 0.04f, 2));
        }
      if ((int)p == self->selected && len >= self->selected_count)
        {
          graphene_rect_t rect;

          _pat_board_cards_rect (self, state, p, self->selected_count, &rect);
          append_outline (self, snapshot, &rect, &selected_color,
                          MAX (self->card_w * 0.04f, 2));
        }
    }

  append_counters (self, snapshot, state);

  append_hint (self, snapshot, state);

  if (pat_board_get_cursor_visible (self)
      && self->cursor < _pat_board_cursor_places (self))
    {
      /* Two rings, light and dark, so the focus shows on any felt and in
       * high contrast. */
      graphene_rect_t rect;
      GdkRGBA dark = { 0, 0, 0, 0.9f }, light = { 1, 1, 1, 1 };
      float ring = MAX (self->card_w * 0.035f, 2);

      _pat_board_cursor_rect (self, self->cursor, &rect);
      graphene_rect_inset (&rect, -ring * 1.5f, -ring * 1.5f);
      append_outline (self, snapshot, &rect, &dark, ring * 2);
      append_outline (self, snapshot, &rect, &light, ring);
    }

  for (guint i = 0; i < self->flights->len; i++)
    {
      const Flight *f = &g_array_index (self->flights, Flight, i);
      graphene_point_t to = _pat_board_card_origin (self, state, f->pile, f->index), at;
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
          graphene_point_t off
              = _pat_board_run_offset (self, state, pile, self->drag_count, k);
          graphene_point_t at
              = GRAPHENE_POINT_INIT (self->drag_at.x + off.x, self->drag_at.y + off.y);

          append_card (self, snapshot,
                       pat_state_pile (state, pile)[len - self->drag_count + k], &at);
        }
    }

  /* The win's cards fall behind the table's foot, under the counters and
   * the messages over it, as if it were solid: they never show through
   * those. */
  if (self->leaps->len > 0)
    gtk_snapshot_push_clip (
        snapshot, &GRAPHENE_RECT_INIT (0, 0, width, MAX (height - self->foot, 0)));
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
  if (self->leaps->len > 0)
    gtk_snapshot_pop (snapshot);
}

/* Hints */

static gboolean
hint_expired_cb (gpointer data)
{
  PatBoard *self = data;

  self->hint_id = 0;
  self->hint_from = self->hint_to = -1;
  self->hint_redeal = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/**
 * pat_board_show_hint:
 * @move: (nullable): the move to suggest; %NULL hides the hint
 *
 * Lights up the card to move, with an arrow to where it goes (the stock, for
 * a deal or a redeal), for a few seconds, and says it to screen readers.
 */
void
pat_board_show_hint (PatBoard *self, const PatMove *move)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  g_clear_handle_id (&self->hint_id, g_source_remove);
  self->hint_from = self->hint_to = -1;
  self->hint_count = 1;
  self->hint_redeal = move != NULL && move->kind == PAT_MOVE_REDEAL;
  if (move != NULL && self->game != NULL)
    {
      if (move->kind == PAT_MOVE_CARD)
        {
          self->hint_from = move->from;
          self->hint_to = move->to;
          self->hint_count = move->count;
        }
      else
        self->hint_from = _pat_board_rules_of (self)->stock;
      self->hint_id = g_timeout_add_seconds (3, hint_expired_cb, self);
      _pat_board_announce_hint (self, move);
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
  return self->hint_from >= 0 || self->hint_redeal;
}
