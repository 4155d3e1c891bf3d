/* king-albert.c — King Albert (Idiot's Delight): one deck, nine columns
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

static const guint8 column_sizes[] = { 9, 8, 7, 6, 5, 4, 3, 2, 1 };

static const PatOptionSpec options[] = { PAT_OPTION_FOUNDATION_TAKEBACK };

static const PatMoveGate gates[] = { PAT_GATE_FOUNDATION_TAKEBACK };

static const PatPileGroup groups[] = {
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 4,
      .rank = PAT_RANK_SEQUENCE,
      .suit = PAT_SUIT_SAME,
      .sequence = pat_sequence_ace_to_king,
      .n_sequence = 13,
      .fill = PAT_FILL_BASE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_RESERVE),
      .gives = TRUE,
      .home = TRUE,
      .layout = { .x = 10.55f, .y = 0, .dy = 1.55f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 9,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_ALTERNATE,
      .fill = PAT_FILL_ANY,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_RESERVE)
                 | PAT_FROM (PAT_PILE_FOUNDATION),
      .gives = TRUE,
      .deal_counts = column_sizes,
      .layout = { .x = 0, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
  {
      .kind = PAT_PILE_RESERVE,
      .count = 7,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_NONE,
      .gives = TRUE,
      .deal = 1,
      .layout = { .x = 1.15f, .y = 0, .dx = 1.15f },
  },
};

static char *
describe (const PatRules *rules)
{
  GString *text = g_string_new (_ (
      "One deck. Move all 52 cards to the four foundations, each built up in suit from "
      "Ace to King.\n\n"
      "Nine columns of 9, 8, 7 … 1 cards and a reserve of seven cards are dealt face "
      "up. Columns build down in alternate colours, one card at a time; an empty "
      "column takes any card. A reserve card may be played to a column or a foundation "
      "at any time, but nothing goes to the reserve. There is no stock and no "
      "redeal."));

  if (pat_rules_get_option (rules, "foundation-takeback", TRUE))
    g_string_append (text, _ ("\n\nThe top card of a foundation may be moved back onto a "
                              "column where it fits."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_king_albert = {
  .id = "king-albert",
  .name = N_ ("King Albert"),
  .description = N_ ("Nine columns built down in alternate colours, seven reserve cards"),
  .decks = 1,
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .gates = gates,
  .n_gates = G_N_ELEMENTS (gates),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_NONE,
  .describe = describe,
  .solver_speed = 520000,
};
