/* pat-fair.h — the odds and the hint from what the player has seen, for the
 * window, worked out on threads
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-engine.h"
#include "pat-odds.h"

G_BEGIN_DECLS

/* The values of the "hints-use" key. */
typedef enum
{
  PAT_HINTS_USE_SEEN_CARDS,
  PAT_HINTS_USE_EVERY_CARD,
} PatHintsUse;

/* The time the odds and a fair hint are meant to take, turned into node
 * budgets per game by pat_verdict_nodes(); the odds are shown within
 * PAT_FAIR_ODDS_CAP_SECONDS (with room for the answer to reach the
 * window within 2 s), from the samples done by then. */
#define PAT_FAIR_ODDS_SECONDS 1.5
#define PAT_FAIR_ODDS_CAP_SECONDS 1.9
#define PAT_FAIR_HINT_SECONDS 1.0

gboolean pat_fair_enabled (GSettings *settings);
gboolean pat_fair_hides (const PatSession *session);
void pat_fair_limits (const PatRules *rules, double seconds, guint searches_per_sample,
                      PatOddsLimits *limits);
char *pat_fair_odds_text (const PatOdds *odds);

void pat_fair_odds_async (const PatSession *session, GCancellable *cancellable,
                          GAsyncReadyCallback callback, gpointer data);
gboolean pat_fair_odds_finish (GAsyncResult *result, PatOdds *odds, GError **error);

void pat_fair_hint_async (const PatSession *session, GCancellable *cancellable,
                          GAsyncReadyCallback callback, gpointer data);
gboolean pat_fair_hint_finish (GAsyncResult *result, PatState *asked, PatMove *move,
                               GError **error);

G_END_DECLS
