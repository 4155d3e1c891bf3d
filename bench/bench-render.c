/* bench-render.c — how long a whole deck takes to render, and its size
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with `meson test -C build --benchmark`. Not a test: it checks nothing,
 * it prints figures to compare before and after a change to the art or the
 * renderer.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "pat-card-theme.h"

#define N_RUNS 5

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return (x > y) - (x < y);
}

/* Milliseconds to render every image at @width, the way the board fills its
 * cache: a fresh theme each run, so nothing is cached. */
static double
time_deck (int width)
{
  double runs[N_RUNS];

  for (guint i = 0; i < N_RUNS; i++)
    {
      g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
      int height = (int)(width * pat_card_theme_get_aspect (theme) + 0.5);
      gint64 start;

      pat_card_theme_set_size (theme, width, height);
      start = g_get_monotonic_time ();
      pat_card_theme_render_now (theme);
      runs[i] = (double)(g_get_monotonic_time () - start) / 1000.0;
      g_assert (pat_card_theme_is_ready (theme));
    }
  qsort (runs, N_RUNS, sizeof runs[0], compare_doubles);
  return runs[N_RUNS / 2];
}

/* Bytes of pixels the cache holds for one size: 52 faces, the back and 3
 * slots, each width × height × 4. */
static gsize
deck_bytes (int width)
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  int height = (int)(width * pat_card_theme_get_aspect (theme) + 0.5);
  g_autoptr (GHashTable) textures = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer texture;
  gsize total = 0;

  pat_card_theme_set_size (theme, width, height);
  pat_card_theme_render_now (theme);
  for (PatSuit suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      g_hash_table_add (textures,
                        pat_card_theme_get_card (theme, pat_card_new (rank, suit)));
  g_hash_table_add (
      textures, pat_card_theme_get_card (
                    theme, pat_card_face_down (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS))));
  for (PatSlot slot = PAT_SLOT_PLAIN; slot <= PAT_SLOT_STOCK; slot++)
    g_hash_table_add (textures, pat_card_theme_get_slot (theme, slot));

  g_hash_table_iter_init (&iter, textures);
  while (g_hash_table_iter_next (&iter, &texture, NULL))
    total += (gsize)gdk_texture_get_width (texture)
             * (gsize)gdk_texture_get_height (texture) * 4;
  printf ("cached textures at %d x %d px: %u images, %" G_GSIZE_FORMAT " bytes\n", width,
          height, g_hash_table_size (textures), total);
  return total;
}

int
main (void)
{
  const int widths[] = { 80, 200 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    printf ("render 56 images at %d px wide: %.1f ms (median of %d)\n", widths[i],
            time_deck (widths[i]), N_RUNS);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    deck_bytes (widths[i]);
  return 0;
}
