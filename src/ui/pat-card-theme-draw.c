/* pat-card-theme-draw.c — the parsed SVG deck drawn into pixels on any
 * thread: its images by id, foreign decks' cards by area, the empty slots
 * they lack
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-card-theme"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "pat-card-cache.h"
#include "pat-deck-format.h"
#include "pat-card-theme-private.h"
#include "pat-variant.h"

static const char *const slot_ids[] = { "slot", "slot-foundation", "slot-stock" };

/* The empty slots that foreign decks lack are drawn in the colours of the
 * built-in ones: Adwaita's grey, as an outline over a faint fill. */
#define SLOT_GREY 0x9a / 255., 0x99 / 255., 0x96 / 255.

static void
deck_clear (gpointer data)
{
  Deck *deck = data;

  g_clear_object (&deck->handle);
  g_clear_pointer (&deck->svg, g_bytes_unref);
  g_free (deck->name);
  g_free (deck->failure);
  g_free (deck->cache_key);
  g_mutex_clear (&deck->lock);
}

/* A deck not parsed yet: see _pat_card_theme_deck_parse(). */
Deck *
_pat_card_theme_deck_new (GBytes *svg, const char *name, PatDeckFormat format)
{
  Deck *deck = g_atomic_rc_box_new0 (Deck);

  g_mutex_init (&deck->lock);
  deck->svg = g_bytes_ref (svg);
  deck->name = g_strdup (name);
  deck->format = format;
  deck->cache_key = pat_card_cache_deck_key (svg, format);
  return deck;
}

void
_pat_card_theme_deck_release (Deck *deck)
{
  g_atomic_rc_box_release_full (deck, deck_clear);
}

/* Parses the deck if it was loaded by its facts alone; safe on any thread.
 * The bytes are those the facts were measured on, so this fails only if
 * the cache lied: the deck's cards then come out blank, as a card that
 * fails to render does, and the failure is logged once. */
gboolean
_pat_card_theme_deck_ensure_parsed (Deck *deck, GError **error)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&deck->lock);
  g_autoptr (GError) local_error = NULL;

  if (deck->handle != NULL)
    return TRUE;
  if (deck->failure == NULL)
    {
      if (_pat_card_theme_deck_parse (deck, &local_error))
        return TRUE;
      g_warning ("The card deck “%s” could not be parsed again: %s", deck->name,
                 local_error->message);
      deck->failure = g_strdup (local_error->message);
    }
  g_set_error_literal (error, PAT_ERROR, PAT_ERROR_INVALID, deck->failure);
  return FALSE;
}

gboolean
_pat_card_theme_deck_has_id (Deck *deck, const char *id)
{
  g_autoptr (GMutexLocker) locker = NULL;
  g_autofree char *fragment = g_strconcat ("#", id, NULL);

  if (!_pat_card_theme_deck_ensure_parsed (deck, NULL))
    return FALSE;
  locker = g_mutex_locker_new (&deck->lock);
  return rsvg_handle_has_sub (deck->handle, fragment);
}

int
_pat_card_theme_image_stride (int width)
{
  return cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, width);
}

void
_pat_card_theme_canvas_init (Canvas *canvas, int width, int height)
{
  canvas->size = (gsize)_pat_card_theme_image_stride (width) * (gsize)height;
  canvas->data = g_malloc0 (canvas->size);
  canvas->surface = cairo_image_surface_create_for_data (
      canvas->data, CAIRO_FORMAT_ARGB32, width, height,
      _pat_card_theme_image_stride (width));
  canvas->cr = cairo_create (canvas->surface);
}

/* Returns the pixels if @keep, and frees them otherwise. */
GBytes *
_pat_card_theme_canvas_finish (Canvas *canvas, gboolean keep)
{
  cairo_destroy (canvas->cr);
  cairo_surface_finish (canvas->surface);
  cairo_surface_destroy (canvas->surface);
  if (!keep)
    {
      g_free (canvas->data);
      return NULL;
    }
  return g_bytes_new_take (canvas->data, canvas->size);
}

const char *
_pat_card_theme_image_id (PatDeckFormat format, guint index, char buffer[16])
{
  g_assert (index < N_IMAGES);

  if (index < N_FACES)
    return pat_deck_format_card_id (
        format, pat_card_new (index % PAT_N_RANKS + 1, (PatSuit)(index / PAT_N_RANKS)),
        buffer);
  if (index == IMAGE_BACK)
    return pat_deck_format_card_id (
        format, pat_card_face_down (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS)), buffer);
  if (!pat_deck_format_has_slots (format))
    return NULL;
  return slot_ids[index - IMAGE_FIRST_SLOT];
}

/**
 * pat_card_outline_path:
 *
 * Adds to @cr's path the outline of a card or a pile's slot: a rectangle
 * with corners rounded by @radius. The empty slots drawn for foreign decks
 * and Select Game's sketches of the tables share it.
 */
void
pat_card_outline_path (cairo_t *cr, double x, double y, double width, double height,
                       double radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* An empty slot for a deck that has none, drawn as the built-in deck draws
 * it in its 250 units wide card, but at the card's own height: a rounded
 * outline, with an "A" on a foundation and a redeal arrow on the stock. */
static void
paint_slot (cairo_t *cr, PatSlot slot, const RsvgRectangle *where)
{
  double unit = where->width / 250;
  double x = where->x, y = where->y, width = where->width, height = where->height;
  double cx = x + width / 2, cy = y + height / 2;
  double border = MAX (5 * unit, 1), radius = 14 * unit;

  cairo_save (cr);
  cairo_set_source_rgba (cr, SLOT_GREY, 0.10);
  pat_card_outline_path (cr, x + border, y + border, width - 2 * border,
                         height - 2 * border, MAX (radius - border, 0));
  cairo_fill (cr);

  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, SLOT_GREY, 0.85);
  pat_card_outline_path (cr, x, y, width, height, radius);
  pat_card_outline_path (cr, x + border, y + border, width - 2 * border,
                         height - 2 * border, MAX (radius - border, 0));
  cairo_fill (cr);

  if (slot == PAT_SLOT_FOUNDATION)
    {
      cairo_set_source_rgba (cr, SLOT_GREY, 0.5);
      cairo_set_line_width (cr, 8 * unit);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_move_to (cr, cx - 28 * unit, cy + 40 * unit);
      cairo_line_to (cr, cx, cy - 40 * unit);
      cairo_line_to (cr, cx + 28 * unit, cy + 40 * unit);
      cairo_move_to (cr, cx - 18 * unit, cy + 12 * unit);
      cairo_line_to (cr, cx + 18 * unit, cy + 12 * unit);
      cairo_stroke (cr);
    }
  else if (slot == PAT_SLOT_STOCK)
    {
      /* A ring turning clockwise from the upper right round to the upper
       * left, where an arrowhead points on along it. */
      double start = -50 * G_PI / 180, end = 245 * G_PI / 180, ring = 50 * unit;
      double ex = cx + ring * cos (end), ey = cy + ring * sin (end);
      double tx = -sin (end), ty = cos (end); /* the way the ring runs */

      cairo_set_source_rgba (cr, SLOT_GREY, 0.6);
      cairo_set_line_width (cr, 11 * unit);
      cairo_arc (cr, cx, cy, ring, start, end);
      cairo_stroke (cr);
      cairo_move_to (cr, ex - 17 * unit * ty, ey + 17 * unit * tx);
      cairo_line_to (cr, ex + 17 * unit * ty, ey - 17 * unit * tx);
      cairo_line_to (cr, ex + 30 * unit * tx, ey + 30 * unit * ty);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* Where AisleRiot's grid puts image @index: faces in rows by suit and
 * columns by rank from the ace, the back third in the fifth row, after the
 * jokers. */
static RsvgRectangle
grid_area (Deck *deck, guint index)
{
  double width = deck->width / 13, height = deck->height / 5;
  guint row = index == IMAGE_BACK ? 4 : index / PAT_N_RANKS;
  guint column = index == IMAGE_BACK ? 2 : index % PAT_N_RANKS;
  RsvgRectangle area = { column * width, row * height, width, height };

  return area;
}

gboolean
_pat_card_theme_has_size (const RsvgRectangle *rectangle)
{
  return rectangle->width > 0 && rectangle->height > 0 && isfinite (rectangle->width)
         && isfinite (rectangle->height);
}

/* Finds where a foreign deck has image @index, before any other thread
 * uses the deck. */
gboolean
_pat_card_theme_deck_measure (Deck *deck, guint index, GError **error)
{
  Area *area = &deck->areas[index];
  RsvgRectangle document = { 0, 0, deck->width, deck->height };
  RsvgRectangle ink;
  char buffer[16];
  g_autofree char *fragment = NULL;

  g_assert (pat_deck_format_get (deck->format)->areas != PAT_DECK_AREAS_ELEMENTS
            && index <= IMAGE_BACK);

  fragment
      = g_strconcat ("#", _pat_card_theme_image_id (deck->format, index, buffer), NULL);
  if (pat_deck_format_get (deck->format)->areas == PAT_DECK_AREAS_GRID)
    {
      area->by_layer = TRUE;
      area->bounds = grid_area (deck, index);
    }
  /* render_element() is many times faster than render_layer() where the
   * document has filters, but librsvg finds no ink in some elements, as
   * bitmaps: those are drawn in place. */
  else if (!rsvg_handle_get_geometry_for_element (deck->handle, fragment, &area->ink,
                                                  &area->bounds, error))
    return FALSE;
  else if (!_pat_card_theme_has_size (&area->ink))
    {
      area->by_layer = TRUE;
      if (!rsvg_handle_get_geometry_for_layer (deck->handle, fragment, &document, &ink,
                                               &area->bounds, error))
        return FALSE;
    }
  if (!_pat_card_theme_has_size (&area->bounds))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“%s” has no size"),
                   _pat_card_theme_image_id (deck->format, index, buffer));
      return FALSE;
    }
  return TRUE;
}

/* Draws the element @id scaled to fill @viewport. Safe on any thread. */
static gboolean
deck_paint_id (Deck *deck, cairo_t *cr, const char *id, const RsvgRectangle *viewport,
               GError **error)
{
  g_autoptr (GMutexLocker) locker = NULL;
  g_autofree char *fragment = g_strconcat ("#", id, NULL);

  if (!_pat_card_theme_deck_ensure_parsed (deck, error))
    return FALSE;
  locker = g_mutex_locker_new (&deck->lock);
  return rsvg_handle_render_element (deck->handle, cr, fragment, viewport, error);
}

/* Draws image @index of a foreign deck: the card's bounds scaled to fill
 * @viewport, and nothing outside it. */
static gboolean
deck_paint_area (Deck *deck, cairo_t *cr, guint index, const RsvgRectangle *viewport,
                 GError **error)
{
  g_autoptr (GMutexLocker) locker = NULL;
  const Area *area = &deck->areas[index];
  char buffer[16];
  g_autofree char *fragment = NULL;
  gboolean done;

  if (!_pat_card_theme_deck_ensure_parsed (deck, error))
    return FALSE;
  locker = g_mutex_locker_new (&deck->lock);
  fragment
      = g_strconcat ("#", _pat_card_theme_image_id (deck->format, index, buffer), NULL);
  cairo_save (cr);
  cairo_rectangle (cr, viewport->x, viewport->y, viewport->width, viewport->height);
  cairo_clip (cr);
  cairo_translate (cr, viewport->x, viewport->y);
  cairo_scale (cr, viewport->width / area->bounds.width,
               viewport->height / area->bounds.height);
  if (area->by_layer)
    {
      RsvgRectangle document = { 0, 0, deck->width, deck->height };

      cairo_translate (cr, -area->bounds.x, -area->bounds.y);
      done = rsvg_handle_render_layer (deck->handle, cr, fragment, &document, error);
    }
  else
    {
      /* The viewport that puts the ink where the card's bounds fill ours. */
      RsvgRectangle element
          = { area->ink.x - area->bounds.x, area->ink.y - area->bounds.y, area->ink.width,
              area->ink.height };

      done = rsvg_handle_render_element (deck->handle, cr, fragment, &element, error);
    }
  cairo_restore (cr);
  return done;
}

/* Draws image @index of the deck, whatever its format names it, or the
 * slot it lacks. */
gboolean
_pat_card_theme_deck_paint_image (Deck *deck, cairo_t *cr, guint index,
                                  const RsvgRectangle *viewport, GError **error)
{
  char buffer[16];
  const char *id = _pat_card_theme_image_id (deck->format, index, buffer);

  if (id == NULL)
    {
      g_assert (index >= IMAGE_FIRST_SLOT);
      paint_slot (cr, (PatSlot)(index - IMAGE_FIRST_SLOT), viewport);
      return TRUE;
    }
  if (pat_deck_format_get (deck->format)->areas != PAT_DECK_AREAS_ELEMENTS)
    return deck_paint_area (deck, cr, index, viewport, error);
  return deck_paint_id (deck, cr, id, viewport, error);
}

/* Renders image @index to fill @width × @height pixels. */
GBytes *
_pat_card_theme_deck_render_image (Deck *deck, guint index, int width, int height,
                                   GError **error)
{
  RsvgRectangle viewport = { 0, 0, width, height };
  Canvas canvas;
  gboolean done;

  _pat_card_theme_canvas_init (&canvas, width, height);
  done = _pat_card_theme_deck_paint_image (deck, canvas.cr, index, &viewport, error);
  return _pat_card_theme_canvas_finish (&canvas, done);
}

/* Renders the element @id to fill @width × @height pixels: a card or the
 * back of a foreign deck as the cache has it. */
GBytes *
_pat_card_theme_deck_render_id (Deck *deck, const char *id, int width, int height,
                                GError **error)
{
  RsvgRectangle viewport = { 0, 0, width, height };
  Canvas canvas;
  gboolean done = FALSE, drawn = FALSE;

  _pat_card_theme_canvas_init (&canvas, width, height);
  if (pat_deck_format_get (deck->format)->areas != PAT_DECK_AREAS_ELEMENTS)
    for (guint i = 0; i <= IMAGE_BACK && !drawn; i++)
      {
        char buffer[16];

        if (g_str_equal (id, _pat_card_theme_image_id (deck->format, i, buffer)))
          {
            done
                = _pat_card_theme_deck_paint_image (deck, canvas.cr, i, &viewport, error);
            drawn = TRUE;
          }
      }
  if (!drawn)
    done = deck_paint_id (deck, canvas.cr, id, &viewport, error);
  return _pat_card_theme_canvas_finish (&canvas, done);
}
