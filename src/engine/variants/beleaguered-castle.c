/* beleaguered-castle.c — Beleaguered Castle (with Streets and Alleys): one
 * deck face up in eight rows built down regardless of suit
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

static const PatOptionSpec options[] = {
  {
      .key = "aces",
      .label = N_ ("Streets and Alleys"),
      .description = N_ ("The Aces are dealt into the rows too, and the foundations "
                         "start empty"),
      .type = PAT_OPTION_BOOL,
      .default_value = FALSE,
      .min = 0,
      .max = 1,
  },
};

#define FOUNDATION_GROUP 0
#define ROW_GROUP 1

/* Streets and Alleys deals all 52 cards, the first four rows one more. */
static const guint8 streets_rows[] = { 7, 7, 7, 7, 6, 6, 6, 6 };

/* Rows fan to the right, two to a line beside the foundations' column, so
 * that a line of the window holds two long rows and the table stays about
 * as high as it is wide. */
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
      .base_rank = PAT_ACE,
      .layout = { .x = 0, .y = 0, .dy = 1.55f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 8,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_ANY,
      .fill = PAT_FILL_ANY,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .gives = TRUE,
      .deal = 6,
      .layout = { .x = 1.4f,
                  .y = 0,
                  .dx = 3.2f,
                  .per_row = 2,
                  .row_dy = 1.55f,
                  .fan = PAT_FAN_RIGHT },
  },
};

static void
configure (PatRules *rules)
{
  if (pat_rules_get_option (rules, "aces", FALSE))
    {
      rules->groups[FOUNDATION_GROUP].base_rank = 0;
      rules->groups[ROW_GROUP].deal = 0;
      rules->groups[ROW_GROUP].deal_counts = streets_rows;
    }
}

static char *
describe (const PatRules *rules)
{
  GString *text = g_string_new (_ ("One deck. Move all 52 cards to the four foundations, "
                                   "each built up in suit from Ace to King.\n\n"));

  if (pat_rules_get_option (rules, "aces", FALSE))
    g_string_append (text, _ ("Streets and Alleys: all 52 cards are dealt face up to "
                              "eight rows, four of seven cards and four of six. Any "
                              "Ace starts a foundation. "));
  else
    g_string_append (text, _ ("The four Aces start the foundations, and the other 48 "
                              "cards are dealt face up to eight rows of six. "));
  g_string_append (text, _ ("Only the top card of a row moves, one at a time, to a "
                            "foundation or onto another row. Rows build down regardless "
                            "of suit: any 6 on any 7. An empty row takes any card.\n\n"
                            "Cards on the foundations stay there. There is no stock and "
                            "no redeal."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_beleaguered_castle = {
  .id = "beleaguered-castle",
  .name = N_ ("Beleaguered Castle"),
  .description = N_ ("Eight rows built down regardless of suit, the Aces already home"),
  .decks = 1,
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_NONE,
  .configure = configure,
  .describe = describe,
  .solver_speed = 500000,
};
