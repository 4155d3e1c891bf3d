/* pat-stats.h — statistics per game and rule set
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-engine.h"

G_BEGIN_DECLS

/* One game with one set of rule options. The counts of games are 64-bit,
 * as a JSON number holds them: no player reaches their end. */
typedef struct
{
  char *key; /* "intelligence", or with options off their defaults
                "intelligence:redeals=0,piles=19" */
  guint64 played;
  guint64 won;
  guint64 streak;   /* the current streak: of wins, or of losses */
  gboolean winning; /* which kind the current streak is */
  guint64 best_win_streak;
  guint64 worst_loss_streak;
  guint best_time; /* seconds; 0 before the first win */
  guint fewest_moves;
  /* guint32, in the order won: every deal won, or the last of them when
   * the file would grow past PAT_STATS_MAX_BYTES (a file read back holds
   * fewer than @won then) */
  GArray *won_deals;
} PatRecord;

/* The most games a record counts: the largest number a JSON file holds. */
#define PAT_STATS_MAX_COUNT ((guint64)G_MAXINT64)

typedef struct _PatStats PatStats;

PatStats *pat_stats_new (void);
void pat_stats_free (PatStats *stats);
/* A won deal takes about 20 bytes of the file, a record some 250: the
 * writer keeps the file under this by leaving out the oldest deals won of
 * the longest lists once there are some 400,000 of them. */
#define PAT_STATS_MAX_BYTES (8 * 1024 * 1024)

PatStats *pat_stats_load (const char *data, gssize length, GError **error);
char *pat_stats_save (const PatStats *stats, GError **error);
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
