/* la-belle-lucie.c — La Belle Lucie, Trefoil and House in the Wood: fans of
 * three built in suit, with redeals that gather and shuffle the fans
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

static const PatOptionSpec options[] = { PAT_OPTION_REDEALS (2, 2) };

#define FOUNDATIONS(count_, base_, x_)                                                   \
  {                                                                                      \
    .kind = PAT_PILE_FOUNDATION, .count = (count_), .rank = PAT_RANK_SEQUENCE,           \
    .suit = PAT_SUIT_SAME, .sequence = pat_sequence_ace_to_king, .n_sequence = 13,       \
    .fill = PAT_FILL_BASE, .accepts = PAT_FROM (PAT_PILE_TABLEAU), .home = TRUE,         \
    .base_rank = (base_), .layout = { .x = (x_), .y = 0, .dx = 1.15f },                  \
  }

/* Fans of three, fanned to the right; an emptied fan stays empty. */
#define FANS(count_, rank_, per_row_)                                                    \
  {                                                                                      \
    .kind = PAT_PILE_TABLEAU, .count = (count_), .rank = (rank_), .suit = PAT_SUIT_SAME, \
    .fill = PAT_FILL_NONE, .accepts = PAT_FROM (PAT_PILE_TABLEAU), .gives = TRUE,        \
    .deal = 3,                                                                           \
    .layout = { .x = 0,                                                                  \
                .y = 1.7f,                                                               \
                .dx = 1.75f,                                                             \
                .per_row = (per_row_),                                                   \
                .row_dy = 1.6f,                                                          \
                .fan = PAT_FAN_RIGHT },                                                  \
  }

static const PatPileGroup lucie_groups[] = {
  FOUNDATIONS (4, 0, 3.0f),
  FANS (18, PAT_RANK_DOWN, 6),
};

static const PatPileGroup trefoil_groups[] = {
  FOUNDATIONS (4, PAT_ACE, 3.0f),
  FANS (16, PAT_RANK_DOWN, 6),
};

static const PatPileGroup house_groups[] = {
  FOUNDATIONS (8, 0, 1.5f),
  FANS (35, PAT_RANK_UP_OR_DOWN, 7),
};

static char *
describe_fans (const PatRules *rules, const char *opening)
{
  int redeals = pat_rules_get_option (rules, "redeals", 0);
  GString *text = g_string_new (opening);

  g_string_append (text, _ ("\n\nOnly the top card of a fan moves, one at a time, to a "
                            "foundation or onto another fan. An emptied fan is never "
                            "filled.\n\n"));
  if (rules->variant->redeal == PAT_REDEAL_NONE || redeals == 0)
    g_string_append (text, _ ("There is no redeal."));
  else
    g_string_append_printf (
        text,
        g_dngettext (GETTEXT_PACKAGE,
                     "You may redeal %d time, whenever you like: the fans are gathered, "
                     "shuffled and dealt again in threes. Choose Redeal in the "
                     "menu to redeal.",
                     "You may redeal %d times, whenever you like: the fans are gathered, "
                     "shuffled and dealt again in threes. Choose Redeal in the "
                     "menu to redeal.",
                     redeals),
        redeals);
  return g_string_free (text, FALSE);
}

static char *
describe_lucie (const PatRules *rules)
{
  return describe_fans (
      rules, _ ("One deck. Move all 52 cards to the four foundations, each built "
                "up in suit from Ace to King. The cards are dealt face up in "
                "seventeen fans of three and one of a single card; fans build "
                "down in suit."));
}

static char *
describe_trefoil (const PatRules *rules)
{
  return describe_fans (rules,
                        _ ("One deck. The four Aces start the foundations, each built up "
                           "in suit to King. The other 48 cards are dealt face up in "
                           "sixteen fans of three; fans build down in suit."));
}

static char *
describe_house (const PatRules *rules)
{
  return describe_fans (
      rules, _ ("Two decks. Move all 104 cards to the eight foundations, each "
                "built up in suit from Ace to King. The cards are dealt face up "
                "in thirty-four fans of three and one of two; fans build up or "
                "down in suit (no wrapping: a King goes only on a Queen)."));
}

const PatVariant pat_variant_la_belle_lucie = {
  .id = "la-belle-lucie",
  .name = N_ ("La Belle Lucie"),
  .description = N_ ("Eighteen fans built down in suit, with two redeals"),
  .decks = 1,
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = lucie_groups,
  .n_groups = G_N_ELEMENTS (lucie_groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_SHUFFLE_TABLEAU,
  .describe = describe_lucie,
  .solver_speed = 330000,
};

const PatVariant pat_variant_trefoil = {
  .id = "trefoil",
  .name = N_ ("Trefoil"),
  .description = N_ ("La Belle Lucie with the Aces already on the foundations"),
  .decks = 1,
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = trefoil_groups,
  .n_groups = G_N_ELEMENTS (trefoil_groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_SHUFFLE_TABLEAU,
  .describe = describe_trefoil,
  .solver_speed = 330000,
};

const PatVariant pat_variant_house_in_the_wood = {
  .id = "house-in-the-wood",
  .name = N_ ("House in the Wood"),
  .description
  = N_ ("Two-deck La Belle Lucie: thirty-five fans built up or down in suit"),
  .decks = 2,
  .win_cards = 104,
  .groups = house_groups,
  .n_groups = G_N_ELEMENTS (house_groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_NONE,
  .describe = describe_house,
  .solver_speed = 150000,
};
