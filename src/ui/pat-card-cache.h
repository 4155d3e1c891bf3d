/* pat-card-cache.h — rendered cards kept on disk between runs
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

char *pat_card_cache_deck_key (GBytes *svg, guint format);
char *pat_card_cache_path (const char *deck_key, int width, int height);
gboolean pat_card_cache_load (const char *deck_key, int width, int height, int stride,
                              guint n_images, guint64 wanted, GBytes **pixels);
gboolean pat_card_cache_save (const char *deck_key, int width, int height, int stride,
                              guint n_images, GBytes *const *pixels, GError **error);
void pat_card_cache_save_async (const char *deck_key, int width, int height, int stride,
                                guint n_images, GBytes *const *pixels);

G_END_DECLS
