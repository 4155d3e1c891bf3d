/* jubilee.c — Jubilee: Kings built in suit in a fixed zigzag order
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

/* K, A, J, 2, 10, 3, 9, 4, 8, 5, 7, 6, Q */
static const guint8 jubilee_order[] = { 13, 1, 11, 2, 10, 3, 9, 4, 8, 5, 7, 6, 12 };

static const PatPileGroup groups[] = {
  PAT_GROUP_STOCK (0, 0),
  PAT_GROUP_WASTE (1.15f, 0),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 8,
      .rank = PAT_RANK_SEQUENCE,
      .suit = PAT_SUIT_SAME,
      .sequence = jubilee_order,
      .n_sequence = G_N_ELEMENTS (jubilee_order),
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_WASTE) | PAT_FROM (PAT_PILE_TABLEAU),
      .home = TRUE,
      .base_rank = PAT_KING,
      .layout = { .x = 2.6f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 4,
      .rank = PAT_RANK_ANY,
      .fill = PAT_FILL_ANY,
      .accepts = PAT_FROM (PAT_PILE_WASTE),
      .gives = TRUE,
      .layout = { .x = 2.6f, .y = 1.7f, .dx = 2.3f, .fan = PAT_FAN_DOWN },
  },
};

static char *
describe (const PatRules *rules)
{
  return g_strdup (_ (
      "Two decks. The eight Kings start the foundations; each builds in suit in the "
      "order King, Ace, Jack, 2, 10, 3, 9, 4, 8, 5, 7, 6, Queen.\n\n"
      "Click the stock to turn its top card onto the waste. Each card must be placed "
      "before the next is turned: on a foundation, or on any of the four tableau piles, "
      "whatever lies there. Tableau cards play only to the foundations.\n\n"
      "Once the stock and the waste are empty you may redeal once: the tableau piles "
      "are gathered from the right, each laid on the one before, and turned over "
      "without shuffling, so the rightmost pile's cards come first."));
}

const PatVariant pat_variant_jubilee = {
  .id = "jubilee",
  .name = N_ ("Jubilee"),
  .description = N_ ("Build on eight Kings in suit: K A J 2 10 3 9 4 8 5 7 6 Q"),
  .decks = 2,
  .win_cards = 104,
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .deal = PAT_DEAL_TO_EMPTY_WASTE,
  .redeal = PAT_REDEAL_GATHER_TABLEAU,
  .redeals = 1,
  .describe = describe,
  .solver_speed = 120000,
};
