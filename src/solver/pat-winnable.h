/* pat-winnable.h — deals proven winnable, with the winning line that proves
 * each, kept in a file that is checked by replaying it
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-engine.h"

G_BEGIN_DECLS

/* A cache file holds a few deals, each with a line of at most
 * PAT_WINNABLE_MAX_LINE moves: what is larger was not written by us. */
#define PAT_WINNABLE_MAX_DEALS 32
#define PAT_WINNABLE_MAX_LINE 20000
#define PAT_WINNABLE_MAX_BYTES (4 * 1024 * 1024)

GArray *pat_winnable_prove (const PatRules *rules, guint32 deal, guint64 nodes,
                            GCancellable *cancellable);
gboolean pat_winnable_replay (const PatRules *rules, guint32 deal, const GArray *line,
                              GError **error);

/* The proven deals of one rule set, oldest first. */
typedef struct _PatWinnableCache PatWinnableCache;

PatWinnableCache *pat_winnable_cache_new (const PatRules *rules, const char *key);
void pat_winnable_cache_free (PatWinnableCache *cache);
PatWinnableCache *pat_winnable_cache_load (const PatRules *rules, const char *key,
                                           const char *data, gssize length,
                                           GError **error);
char *pat_winnable_cache_save (const PatWinnableCache *cache);
const char *pat_winnable_cache_get_key (const PatWinnableCache *cache);
const PatRules *pat_winnable_cache_get_rules (const PatWinnableCache *cache);
guint pat_winnable_cache_get_n_deals (const PatWinnableCache *cache);
guint32 pat_winnable_cache_get_deal (const PatWinnableCache *cache, guint index);
const GArray *pat_winnable_cache_get_line (const PatWinnableCache *cache, guint index);
gboolean pat_winnable_cache_contains (const PatWinnableCache *cache, guint32 deal);
void pat_winnable_cache_add (PatWinnableCache *cache, guint32 deal, GArray *line);
gboolean pat_winnable_cache_take (PatWinnableCache *cache, guint32 *deal);
gboolean pat_winnable_cache_remove (PatWinnableCache *cache, guint32 deal);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PatWinnableCache, pat_winnable_cache_free)

G_END_DECLS
