/* pat-card-theme-index.c — the corner index of a deck's cards, measured
 * on its 10 of clubs
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-card-theme"

#include "config.h"

#include <math.h>

#include "pat-deck-format.h"
#include "pat-card-theme-private.h"

/* The corner index measured on a card drawn @width pixels wide: rows of
 * ink in a strip along the left edge, clear of the border and of the
 * pips, give the rank's glyph and the suit's pip under it. */
#define INDEX_PROBE_WIDTH 120
#define INDEX_DEFAULT_HEIGHT 0.30f /* of a card's height, when nothing is found */

/* What a measured index can be, of a card's height and width. */
#define INDEX_MIN 0.12f
#define INDEX_MAX_HEIGHT 0.45f
#define INDEX_MAX_WIDTH 0.35f

static gboolean
is_ink (guint32 pixel)
{
  guint a = pixel >> 24, r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff,
        b = pixel & 0xff;

  /* Dark or strongly coloured on an opaque card: premultiplied, so an
   * opaque pixel's channels are its colour. */
  return a > 200
         && (r * 299 + g * 587 + b * 114 < 115 * 1000
             || MAX (r, MAX (g, b)) - MIN (r, MIN (g, b)) > 110);
}

static float
measure_index_height (PatCardTheme *self)
{
  char buffer[16];
  const char *id = pat_deck_format_card_id (self->deck->format,
                                            pat_card_new (10, PAT_SUIT_CLUBS), buffer);
  int width = INDEX_PROBE_WIDTH, height = (int)ceil (INDEX_PROBE_WIDTH * self->aspect);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) pixels
      = _pat_card_theme_deck_render_id (self->deck, id, width, height, &error);
  const guchar *data;
  int stride = _pat_card_theme_image_stride (width), blocks = 0, start = -1, end = -1;

  if (pixels == NULL)
    {
      g_debug ("No corner index measured on %s: %s", self->name, error->message);
      return INDEX_DEFAULT_HEIGHT;
    }
  data = g_bytes_get_data (pixels, NULL);
  /* Two blocks of rows with ink, the rank then the suit, in the top half. */
  for (int y = (int)(height * 0.035); y < height / 2 && blocks < 2; y++)
    {
      const guint32 *row = (const guint32 *)(data + (gsize)y * (gsize)stride);
      gboolean ink = FALSE;

      for (int x = (int)(width * 0.04); x < (int)(width * 0.14) && !ink; x++)
        ink = is_ink (row[x]);
      if (ink && start < 0)
        start = y;
      if (!ink && start >= 0)
        {
          blocks++;
          end = y;
          start = -1;
        }
    }
  if (blocks == 0)
    return INDEX_DEFAULT_HEIGHT;
  return CLAMP ((float)(end + 1) / (float)height, INDEX_MIN, INDEX_MAX_HEIGHT);
}

/* Whether an index could have been measured so: for one read back from the
 * cache. */
gboolean
_pat_card_theme_index_is_sane (float width, float height)
{
  return width >= INDEX_MIN && width <= INDEX_MAX_WIDTH && height >= INDEX_MIN
         && height <= INDEX_MAX_HEIGHT;
}

/**
 * pat_card_theme_get_index:
 * @width: (out): how far the corner index reaches across, of a card's width
 * @height: (out): how far it reaches down, rank and suit, of a card's height
 *
 * What of a card must show for a player to read it: fans overlap by no
 * less. Measured on the deck's 10 of clubs the first time it is asked,
 * unless the cache kept it from an earlier run.
 */
void
pat_card_theme_get_index (PatCardTheme *self, float *width, float *height)
{
  g_return_if_fail (PAT_IS_CARD_THEME (self));

  if (self->index_height <= 0)
    {
      self->index_height = measure_index_height (self);
      /* Ranks and suits are about half as wide as the two stacked are tall;
       * "10" a little more. */
      self->index_width = CLAMP (0.55f * self->index_height * (float)self->aspect,
                                 INDEX_MIN, INDEX_MAX_WIDTH);
      g_debug ("Corner index of %s: %.3f of the height, %.3f of the width", self->name,
               self->index_height, self->index_width);
    }
  *width = self->index_width;
  *height = self->index_height;
}
