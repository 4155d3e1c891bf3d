/* idle-aces.c — Idle Aces: 2s built up, Kings built down, Aces idle in cells
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

static const guint8 two_to_king[] = { 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
static const guint8 king_to_ace[] = { 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1 };

static const PatOptionSpec options[] = {
  {
      .key = "ace-cells-by-suit",
      .label = N_ ("Ace cells by suit"),
      .description = N_ ("Each ace cell takes only the ace of its own suit"),
      .type = PAT_OPTION_BOOL,
      .default_value = FALSE,
      .min = 0,
      .max = 1,
  },
  {
      .key = "foundation-moves",
      .label = N_ ("Moves between foundations"),
      .description
      = N_ ("The top card of a foundation may move to another where it fits"),
      .type = PAT_OPTION_BOOL,
      .default_value = TRUE,
      .min = 0,
      .max = 1,
  },
  PAT_OPTION_REDEALS (1, 2),
};

static const PatMoveGate gates[] = {
  { .option = "foundation-moves",
    .from = PAT_PILE_FOUNDATION,
    .to = PAT_PILE_FOUNDATION },
};

#define FOUNDATION(sequence_, base_, y_)                                                 \
  {                                                                                      \
    .kind = PAT_PILE_FOUNDATION, .count = 4, .rank = PAT_RANK_SEQUENCE,                  \
    .suit = PAT_SUIT_ANY, .sequence = (sequence_),                                       \
    .n_sequence = G_N_ELEMENTS (sequence_), .fill = PAT_FILL_NONE,                       \
    .accepts = PAT_FROM (PAT_PILE_WASTE) | PAT_FROM (PAT_PILE_FOUNDATION),               \
    .gives = TRUE, .base_fixed = TRUE, .home = TRUE, .base_rank = (base_),               \
    .layout = { .x = 2.6f, .y = (y_), .dx = 1.15f },                                     \
  }

static const PatPileGroup groups[] = {
  PAT_GROUP_STOCK (0, 0),
  PAT_GROUP_WASTE (0, 1.7f),
  FOUNDATION (two_to_king, 2, 0),
  FOUNDATION (king_to_ace, PAT_KING, 1.7f),
  {
      .kind = PAT_PILE_CELL,
      .count = 4,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_BASE,
      .fill_rank = PAT_ACE,
      .accepts = PAT_FROM (PAT_PILE_WASTE),
      .home = TRUE,
      .layout = { .x = 2.6f, .y = 3.4f, .dx = 1.15f },
  },
};

static void
configure (PatRules *rules)
{
  rules->groups[4].fill_suit_by_index
      = pat_rules_get_option (rules, "ace-cells-by-suit", FALSE);
}

static char *
describe (const PatRules *rules)
{
  int redeals = pat_rules_get_option (rules, "redeals", 1);
  GString *text = g_string_new (NULL);

  g_string_append (
      text,
      _ ("Two decks. One 2 and one King of each suit start eight foundations: the 2s "
         "build up to King and the Kings build down to Ace, one rank at a time, "
         "regardless of suit. Four cells each take one Ace and keep it. Move every card "
         "to the foundations and the cells.\n\n"
         "Click the stock to turn its top card onto the waste; the waste's top card goes "
         "to a foundation or a cell.\n\n"));
  if (pat_rules_get_option (rules, "ace-cells-by-suit", FALSE))
    g_string_append (text, _ ("Each cell takes only the Ace of its own suit: clubs, "
                              "diamonds, hearts, spades. "));
  if (pat_rules_get_option (rules, "foundation-moves", TRUE))
    g_string_append (text, _ ("The top card of a foundation may move onto another "
                              "foundation where it fits; the 2s and Kings they start "
                              "with never move. "));
  if (redeals > 0)
    g_string_append_printf (
        text,
        g_dngettext (GETTEXT_PACKAGE,
                     "When the stock is empty you may turn the waste over to make a new "
                     "stock, without shuffling, %d time.",
                     "When the stock is empty you may turn the waste over to make a new "
                     "stock, without shuffling, %d times.",
                     redeals),
        redeals);
  else
    g_string_append (text, _ ("You go through the stock once."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_idle_aces = {
  .id = "idle-aces",
  .name = N_ ("Idle Aces"),
  .description = N_ ("Build 2s up and Kings down regardless of suit; aces rest in cells"),
  .decks = 2,
  .win_cards = 104,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .gates = gates,
  .n_gates = G_N_ELEMENTS (gates),
  .deal = PAT_DEAL_TO_WASTE,
  .redeal = PAT_REDEAL_WASTE_TO_STOCK,
  .redeals = 1,
  .configure = configure,
  .describe = describe,
  .solver_speed = 400000,
};
