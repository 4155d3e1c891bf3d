/* pat-card-theme-private.h — what the rooms of PatCardTheme share: its
 * state, the parsed deck its workers draw from, and the functions one room
 * calls in another
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PatCardTheme is one class in four files: pat-card-theme.c (the object: its
 * image sets, the renders on worker threads, the cache and the size asked
 * for), pat-card-theme-load.c (an SVG file read and checked into a theme),
 * pat-card-theme-draw.c (the parsed deck, drawn into pixels on any thread)
 * and pat-card-theme-index.c (the corner index, measured on a card).
 */
#pragma once

#include <librsvg/rsvg.h>

#include "pat-card-theme.h"

G_BEGIN_DECLS

/* Every image a deck holds, in the order of the cache arrays: the faces by suit
 * then rank, the back, and the empty slots in PatSlot order. */
enum
{
  N_FACES = PAT_N_SUITS * PAT_N_RANKS,
  IMAGE_BACK = N_FACES,
  IMAGE_FIRST_SLOT,
  N_IMAGES = IMAGE_FIRST_SLOT + PAT_SLOT_STOCK + 1
};

/* Where a foreign deck has one card. */
typedef struct
{
  gboolean by_layer;    /* drawn in place with render_layer(), not render_element() */
  RsvgRectangle bounds; /* the card: in the document, or in the element if !by_layer */
  RsvgRectangle ink;    /* what render_element() puts on the viewport it is given */
} Area;

/* The SVG, shared by the theme and its render jobs so that a worker never
 * needs the theme itself. A deck whose facts are in the cache is parsed only
 * when something must be drawn from it, by whichever thread needs it first:
 * RsvgHandle is not thread-safe, so the parse and every use of the handle
 * hold the lock. */
typedef struct
{
  GMutex lock;
  RsvgHandle *handle; /* NULL until parsed */
  GBytes *svg;        /* the file's bytes, until parsed */
  char *name;         /* the theme's, for messages */
  char *failure;      /* why a late parse failed: its cards come out blank */
  PatDeckFormat format;
  char *cache_key; /* its name in the cache on disk */
  double aspect;   /* its cards' height by their width, once parsed */

  /* Foreign decks are drawn by the rectangle each card takes, not by the
   * ink librsvg finds (wrong for elements made of <use>): AisleRiot's by the
   * grid of 13 columns and 5 rows that AisleRiot draws them by, KDE's by
   * each element's bounds, as KDE draws them. Measured when loaded. */
  double width; /* the document's size: the viewport of render_layer() */
  double height;
  Area areas[N_FACES + 1]; /* faces and back */
} Deck;

/* Pixels that cairo draws into and a texture then takes as they are:
 * premultiplied native-endian ARGB32 is GDK_MEMORY_DEFAULT. */
typedef struct
{
  guchar *data;
  gsize size;
  cairo_surface_t *surface;
  cairo_t *cr;
} Canvas;

/* pat-card-theme.c: the object */
typedef struct _RenderJob RenderJob;
typedef struct _ImageSet ImageSet;

struct _PatCardTheme
{
  GObject parent_instance;

  Deck *deck;
  char *name;
  double aspect;
  float index_width, index_height; /* the corner index; 0 until measured */
  gboolean facts_on_disk;          /* the aspect and index are in the cache */

  /* The size asked for last, in device pixels. */
  int width;
  int height;

  ImageSet *current;      /* what get_card() returns: the size asked for, once ready */
  ImageSet *spare;        /* the size before, to switch back at once */
  GCancellable *pending;  /* the render of width × height, while it runs */
  RenderJob *pending_job; /* its job, owned by its task */
  guint save_id;          /* writes the current images to the cache, when idle */
};

/* pat-card-theme.c */
gboolean _pat_card_theme_is_parsed (PatCardTheme *self);

/* pat-card-theme-load.c */
gboolean _pat_card_theme_deck_parse (Deck *deck, GError **error);

/* pat-card-theme-index.c */
gboolean _pat_card_theme_index_is_sane (float width, float height);

/* pat-card-theme-draw.c: the deck */
Deck *_pat_card_theme_deck_new (GBytes *svg, const char *name, PatDeckFormat format);
void _pat_card_theme_deck_release (Deck *deck);
gboolean _pat_card_theme_deck_ensure_parsed (Deck *deck, GError **error);
gboolean _pat_card_theme_deck_has_id (Deck *deck, const char *id);
int _pat_card_theme_image_stride (int width);
void _pat_card_theme_canvas_init (Canvas *canvas, int width, int height);
GBytes *_pat_card_theme_canvas_finish (Canvas *canvas, gboolean keep);
const char *_pat_card_theme_image_id (PatDeckFormat format, guint index, char buffer[16]);
gboolean _pat_card_theme_has_size (const RsvgRectangle *rectangle);
gboolean _pat_card_theme_deck_measure (Deck *deck, guint index, GError **error);
gboolean _pat_card_theme_deck_paint_image (Deck *deck, cairo_t *cr, guint index,
                                           const RsvgRectangle *viewport, GError **error);
GBytes *_pat_card_theme_deck_render_image (Deck *deck, guint index, int width, int height,
                                           GError **error);
GBytes *_pat_card_theme_deck_render_id (Deck *deck, const char *id, int width, int height,
                                        GError **error);

G_END_DECLS
