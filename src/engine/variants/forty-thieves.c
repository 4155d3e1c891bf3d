/* forty-thieves.c — Forty Thieves: two decks, ten columns of four face up
 * built down in suit, the stock turned once onto the waste
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

/* Columns move one card at a time; a run in suit moves whole only as far
 * as the empty columns could carry it card by card (runs_need_room with
 * no cells: 2^empty columns), so a run move is a shortcut of single-card
 * moves and wins no deal they could not. Foundation cards stay home. */
static const PatPileGroup groups[] = {
  PAT_GROUP_STOCK (0, 0),
  PAT_GROUP_WASTE (1.15f, 0),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 8,
      .rank = PAT_RANK_SEQUENCE,
      .suit = PAT_SUIT_SAME,
      .sequence = pat_sequence_ace_to_king,
      .n_sequence = 13,
      .fill = PAT_FILL_BASE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE),
      .home = TRUE,
      .layout = { .x = 2.3f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 10,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_SAME,
      .fill = PAT_FILL_ANY,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE),
      .gives = TRUE,
      .moves_runs = TRUE,
      .runs_need_room = TRUE,
      .deal = 4,
      .layout = { .x = 0, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

static char *
describe (const PatRules *rules)
{
  return g_strdup (
      _ ("Two decks. Move all 104 cards to the eight foundations, each built up in "
         "suit from Ace to King.\n\n"
         "Ten columns of four cards are dealt face up. Columns build down in suit: "
         "the 8 of hearts on the 9 of hearts. Cards move one at a time; a run built "
         "in suit moves as a unit only as far as the empty columns could carry it "
         "card by card: two cards with one empty column, four with two. An empty "
         "column takes any card.\n\n"
         "Click the stock to turn its top card onto the waste; the waste's top card "
         "may be played. You go through the stock once.\n\n"
         "Cards on the foundations stay there."));
}

const PatVariant pat_variant_forty_thieves = {
  .id = "forty-thieves",
  .name = N_ ("Forty Thieves"),
  .description = N_ ("Ten columns built down in suit, two decks, one pass"),
  .decks = 2,
  .win_cards = 104,
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .deal = PAT_DEAL_TO_WASTE,
  .redeal = PAT_REDEAL_NONE,
  .describe = describe,
  .solver_speed = 350000,
};
