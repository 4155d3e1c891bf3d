/* pat-winnable-search.h — deals proven winnable, searched for ahead of need
 * on a background thread and kept in the user cache directory
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-engine.h"

G_BEGIN_DECLS

/* The deals kept ready per rule set, and the time the search of one deal
 * is meant to take, made a node budget per game by pat_verdict_nodes():
 * the verdict's, so that a deal dealt as winnable is one the verdict
 * would call winnable too. */
#define PAT_WINNABLE_READY 4
#define PAT_WINNABLE_SECONDS 5.0

#define PAT_TYPE_WINNABLE_SEARCH (pat_winnable_search_get_type ())
G_DECLARE_FINAL_TYPE (PatWinnableSearch, pat_winnable_search, PAT, WINNABLE_SEARCH,
                      GObject)

PatWinnableSearch *pat_winnable_search_new (const char *dir);
void pat_winnable_search_set_wanted (PatWinnableSearch *self, const PatRules *rules,
                                     guint n_rules);
void pat_winnable_search_set_seconds (PatWinnableSearch *self, double seconds);
gboolean pat_winnable_search_take (PatWinnableSearch *self, const PatRules *rules,
                                   guint32 *deal);
gboolean pat_winnable_search_take_deal (PatWinnableSearch *self, const PatRules *rules,
                                        guint32 deal);
guint pat_winnable_search_count (PatWinnableSearch *self, const PatRules *rules);
gboolean pat_winnable_search_is_busy (PatWinnableSearch *self);
void pat_winnable_search_stop (PatWinnableSearch *self);
char *pat_winnable_search_path (PatWinnableSearch *self, const PatRules *rules);

G_END_DECLS
