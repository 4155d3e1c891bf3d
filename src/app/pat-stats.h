/* pat-stats.h — statistics per game and rule set
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-engine.h"

G_BEGIN_DECLS

/* One game with one set of rule options. */
typedef struct
{
  char *key; /* "intelligence", or with options off their defaults
                "intelligence:redeals=0,piles=19" */
  guint played;
  guint won;
  guint streak;     /* the current streak: of wins, or of losses */
  gboolean winning; /* which kind the current streak is */
  guint best_win_streak;
  guint worst_loss_streak;
  guint best_time; /* seconds; 0 before the first win */
  guint fewest_moves;
  GArray *won_deals; /* guint32, in the order won */
} PatRecord;

typedef struct _PatStats PatStats;

PatStats *pat_stats_new (void);
void pat_stats_free (PatStats *stats);
/* A won deal takes about 20 bytes of the file: 8 MB hold some 400,000 wins. */
#define PAT_STATS_MAX_BYTES (8 * 1024 * 1024)

PatStats *pat_stats_load (const char *data, gssize length, GError **error);
char *pat_stats_save (const PatStats *stats);
/* Ends the key of the games dealt only from deals proven winnable
 * ("klondike:draw=3/winnable"), which count apart from the others. */
#define PAT_STATS_WINNABLE_SUFFIX "/winnable"
char *pat_stats_key (const PatRules *rules);
char *pat_stats_key_full (const PatRules *rules, gboolean winnable);
char *pat_stats_key_title (const char *key);
const PatRecord *pat_stats_lookup (const PatStats *stats, const char *key);
GPtrArray *pat_stats_list (const PatStats *stats);
void pat_stats_add_win (PatStats *stats, const PatRules *rules, guint32 deal,
                        guint seconds, guint moves);
void pat_stats_add_loss (PatStats *stats, const PatRules *rules);
void pat_stats_add_win_full (PatStats *stats, const PatRules *rules, gboolean winnable,
                             guint32 deal, guint seconds, guint moves);
void pat_stats_add_loss_full (PatStats *stats, const PatRules *rules, gboolean winnable);
void pat_stats_set_last_win (PatStats *stats, const char *id);
const char *pat_stats_get_last_win (const PatStats *stats);
void pat_stats_reset (PatStats *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PatStats, pat_stats_free)

G_END_DECLS
