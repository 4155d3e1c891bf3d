/* pat-card-cache.h — rendered cards kept on disk between runs
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* What a layout needs to know of a deck, kept beside its images so that a
 * start whose cards are all in the cache need not parse the deck at all. */
typedef struct
{
  double aspect;      /* a card's height divided by its width */
  float index_width;  /* the corner index, of a card's width */
  float index_height; /* and of its height */
} PatDeckFacts;

char *pat_card_cache_deck_key (GBytes *svg, guint format);
char *pat_card_cache_path (const char *deck_key, int width, int height);
gboolean pat_card_cache_load (const char *deck_key, int width, int height, int stride,
                              guint n_images, guint64 wanted, GBytes **pixels);
gboolean pat_card_cache_save (const char *deck_key, int width, int height, int stride,
                              guint n_images, GBytes *const *pixels, GError **error);
void pat_card_cache_save_async (const char *deck_key, int width, int height, int stride,
                                guint n_images, GBytes *const *pixels,
                                const PatDeckFacts *facts);
char *pat_card_cache_facts_path (const char *deck_key);
gboolean pat_card_cache_load_facts (const char *deck_key, PatDeckFacts *facts);
gboolean pat_card_cache_save_facts (const char *deck_key, const PatDeckFacts *facts,
                                    GError **error);
void pat_card_cache_save_facts_async (const char *deck_key, const PatDeckFacts *facts);
void pat_card_cache_forget_facts (const char *deck_key, const char *why);

G_END_DECLS
