/* pat-variants-private.h — what the variant files share
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "pat-move.h"
#include "pat-state.h"
#include "pat-variant.h"

G_BEGIN_DECLS

/* Refuses a move with a reason. Legality is checked in hot loops with
 * @error %NULL, so the reason is not even translated then. */
#define pat_refuse(error, ...)                                                           \
  G_STMT_START                                                                           \
  {                                                                                      \
    if ((error) != NULL)                                                                 \
      g_set_error ((error), PAT_ERROR, PAT_ERROR_ILLEGAL_MOVE, __VA_ARGS__);             \
  }                                                                                      \
  G_STMT_END

/* Rank orders for foundations. */
extern const guint8 pat_sequence_ace_to_king[13];

/* Options that several games share, with the same meaning everywhere. */
#define PAT_OPTION_FOUNDATION_TAKEBACK                                                   \
  {                                                                                      \
    .key = "foundation-takeback", .label = N_ ("Take cards back from foundations"),      \
    .description = N_ ("The top card of a foundation may be moved back to a "            \
                       "tableau pile where it fits"),                                    \
    .type = PAT_OPTION_BOOL, .default_value = TRUE, .min = 0, .max = 1,                  \
  }

#define PAT_GATE_FOUNDATION_TAKEBACK                                                     \
  {                                                                                      \
    .option = "foundation-takeback", .from = PAT_PILE_FOUNDATION,                        \
    .to = PAT_PILE_TABLEAU,                                                              \
  }

#define PAT_OPTION_REDEALS(default_, max_)                                               \
  {                                                                                      \
    .key = "redeals", .label = N_ ("Redeals"),                                           \
    .description = N_ ("How many times the cards may be dealt again"),                   \
    .type = PAT_OPTION_INT, .default_value = (default_), .min = 0, .max = (max_),        \
  }

/* The stock: a squared pile that only deals. */
#define PAT_GROUP_STOCK(x_, y_)                                                          \
  {                                                                                      \
    .kind = PAT_PILE_STOCK, .count = 1, .rank = PAT_RANK_NONE, .fill = PAT_FILL_NONE,    \
    .layout = { .x = (x_), .y = (y_) },                                                  \
  }

/* The waste: the turned card, which may be played. */
#define PAT_GROUP_WASTE(x_, y_)                                                          \
  {                                                                                      \
    .kind = PAT_PILE_WASTE, .count = 1, .rank = PAT_RANK_NONE, .fill = PAT_FILL_NONE,    \
    .gives = TRUE, .layout = { .x = (x_), .y = (y_) },                                   \
  }

extern const PatVariant pat_variant_intelligence;
extern const PatVariant pat_variant_indian;
extern const PatVariant pat_variant_idle_aces;
extern const PatVariant pat_variant_jubilee;
extern const PatVariant pat_variant_intrigue;
extern const PatVariant pat_variant_laggard_lady;
extern const PatVariant pat_variant_king_albert;
extern const PatVariant pat_variant_la_belle_lucie;
extern const PatVariant pat_variant_trefoil;
extern const PatVariant pat_variant_house_in_the_wood;
extern const PatVariant pat_variant_klondike;
extern const PatVariant pat_variant_freecell;
extern const PatVariant pat_variant_eight_off;
extern const PatVariant pat_variant_seahaven_towers;
extern const PatVariant pat_variant_spider;
extern const PatVariant pat_variant_spiderette;
extern const PatVariant pat_variant_yukon;
extern const PatVariant pat_variant_canfield;
extern const PatVariant pat_variant_forty_thieves;
extern const PatVariant pat_variant_bakers_dozen;
extern const PatVariant pat_variant_beleaguered_castle;
extern const PatVariant pat_variant_scorpion;
extern const PatVariant pat_variant_golf;
extern const PatVariant pat_variant_pyramid;
extern const PatVariant pat_variant_tripeaks;

/* Intrigue's description and hooks, which Laggard Lady reuses. */
#define PAT_INTRIGUE_N_OPTIONS 1
#define PAT_INTRIGUE_N_GROUPS 5
extern const PatOptionSpec pat_intrigue_options[PAT_INTRIGUE_N_OPTIONS];
extern const PatPileGroup pat_intrigue_groups[PAT_INTRIGUE_N_GROUPS];
void pat_intrigue_configure (PatRules *rules);
char *pat_intrigue_describe (const PatRules *rules);
void pat_intrigue_first_deal (const PatRules *rules, PatState *state, PatCard *deck,
                              guint n_deck);
gboolean pat_intrigue_check_move (const PatRules *rules, const PatState *state,
                                  guint from, guint to, GError **error);
gboolean pat_intrigue_validate (const PatRules *rules, const PatState *state,
                                GError **error);

G_END_DECLS
