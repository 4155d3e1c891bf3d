/* bakers-dozen.c — Baker's Dozen: one deck face up in thirteen columns, the
 * Kings dealt to their columns' bottoms
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

/* The foundations sit above the middle columns, so that the table is no
 * wider than its thirteen columns. */
static const PatPileGroup groups[] = {
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 4,
      .rank = PAT_RANK_SEQUENCE,
      .suit = PAT_SUIT_SAME,
      .sequence = pat_sequence_ace_to_king,
      .n_sequence = 13,
      .fill = PAT_FILL_BASE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .home = TRUE,
      .layout = { .x = 5.175f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 13,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_ANY,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .gives = TRUE,
      .kings_under = TRUE,
      .deal = 4,
      .layout = { .x = 0, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

static char *
describe (const PatRules *rules)
{
  (void)rules;
  return g_strdup (_ ("One deck. Move all 52 cards to the four foundations, each built "
                      "up in suit from Ace to King.\n\n"
                      "Thirteen columns of four cards are dealt face up, and each King "
                      "goes to the bottom of its column. Only the top card of a column "
                      "moves, one at a time, to a foundation or onto another column. "
                      "Columns build down regardless of suit: any 6 on any 7. An "
                      "emptied column is never filled.\n\n"
                      "Cards on the foundations stay there. There is no stock and no "
                      "redeal."));
}

const PatVariant pat_variant_bakers_dozen = {
  .id = "bakers-dozen",
  .name = N_ ("Baker's Dozen"),
  .description = N_ ("Thirteen columns built down regardless of suit, Kings at the "
                     "bottom, no refill"),
  .decks = 1,
  .win_cards = 52,
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_NONE,
  .describe = describe,
  .solver_speed = 250000,
};
