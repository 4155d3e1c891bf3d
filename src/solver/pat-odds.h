/* pat-odds.h — the odds of a position from what the player can see
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-move.h"
#include "pat-session.h"
#include "pat-solver.h"
#include "pat-state.h"
#include "pat-variant.h"

G_BEGIN_DECLS

/* What the player knows of the face-down cards of one position, by index
 * into PatState.cards: a card seen face up earlier (on a pass through the
 * stock) and turned down where its place is known. Every other face-down
 * card, the stock's order after a shuffle, and the shuffles of redeals not
 * yet made are hidden. */
typedef struct
{
  gboolean known[PAT_MAX_CARDS];
} PatSeen;

void pat_seen_init (PatSeen *seen);
void pat_seen_from_session (PatSeen *seen, const PatSession *session);

gboolean pat_odds_hides (const PatRules *rules, const PatState *state,
                         const PatSeen *seen);
void pat_odds_sample (const PatRules *rules, const PatState *state, const PatSeen *seen,
                      GRand *rand, PatState *sample);

/* The defaults of patience-cli odds: 100 deals that look like the
 * position, 20,000 positions searched in each. */
#define PAT_ODDS_DEFAULT_SAMPLES 100
#define PAT_ODDS_DEFAULT_NODES 20000
#define PAT_ODDS_DEFAULT_SEED 1

typedef struct
{
  guint samples; /* deals drawn */
  guint64 nodes; /* positions searched in each */
  guint32 seed;  /* the same seed draws the same deals */
  /* A cap on the time, 0: none; past it no more samples are drawn, and
   * the one cut short is not counted. Where nothing is hidden, the one
   * search cut short is unknown. */
  double max_seconds;
} PatOddsLimits;

typedef struct
{
  guint samples, won, lost, unknown;
  /* Nothing is hidden: every sample is the position itself, and the odds
   * are the exact verdict. */
  gboolean exact;
  /* The share won of the samples decided (0.5 when none is), and a 95 %
   * interval: from Wilson's lower bound for the samples won to its upper
   * bound for those won or unknown, so that it covers what the unknown
   * ones could turn out to be. */
  double estimate, low, high;
  guint64 nodes; /* positions searched in all */
} PatOdds;

void pat_odds_limits_init (PatOddsLimits *limits);

gboolean pat_odds_estimate (const PatRules *rules, const PatState *state,
                            const PatSeen *seen, const PatOddsLimits *limits,
                            GCancellable *cancellable, PatOdds *odds);

gboolean pat_odds_hint (const PatRules *rules, const PatState *state, const PatSeen *seen,
                        const PatOddsLimits *limits, GCancellable *cancellable,
                        PatMove *move, PatOdds *odds_out);

gboolean pat_odds_hint_for_session (const PatSession *session,
                                    const PatOddsLimits *limits,
                                    GCancellable *cancellable, PatMove *move,
                                    PatOdds *odds_out);

void pat_odds_wilson (guint k, guint n, double *low, double *high);

G_END_DECLS
