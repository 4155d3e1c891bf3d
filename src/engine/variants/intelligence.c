/* intelligence.c — Intelligence: eighteen fans built up or down in suit
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

static const PatOptionSpec options[] = {
  PAT_OPTION_REDEALS (2, 2),
  {
      .key = "piles",
      .label = N_ ("Tableau piles"),
      .description = N_ ("18 fans, or 19 for Intelligence +"),
      .type = PAT_OPTION_INT,
      .default_value = 18,
      .min = 18,
      .max = 19,
  },
  PAT_OPTION_FOUNDATION_TAKEBACK,
};

static const PatMoveGate gates[] = { PAT_GATE_FOUNDATION_TAKEBACK };

static const PatPileGroup groups[] = {
  PAT_GROUP_STOCK (0, 0),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 8,
      .rank = PAT_RANK_SEQUENCE,
      .suit = PAT_SUIT_SAME,
      .sequence = pat_sequence_ace_to_king,
      .n_sequence = 13,
      .fill = PAT_FILL_BASE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .gives = TRUE,
      .home = TRUE,
      .layout = { .x = 1.5f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 18,
      .rank = PAT_RANK_UP_OR_DOWN,
      .suit = PAT_SUIT_SAME,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_FOUNDATION),
      .gives = TRUE,
      .refill = 3,
      .deal = 3,
      .layout = { .x = 0,
                  .y = 1.7f,
                  .dx = 1.75f,
                  .per_row = 6,
                  .row_dy = 1.6f,
                  .fan = PAT_FAN_RIGHT },
  },
};

static void
configure (PatRules *rules)
{
  rules->groups[2].count = (guint)pat_rules_get_option (rules, "piles", 18);
}

static char *
describe (const PatRules *rules)
{
  int redeals = pat_rules_get_option (rules, "redeals", 2);
  int piles = pat_rules_get_option (rules, "piles", 18);
  GString *text = g_string_new (NULL);

  g_string_append_printf (
      text,
      _ ("Two decks. Move all 104 cards to the eight foundations, each built up in suit "
         "from Ace to King.\n\n"
         "%d fans of three cards are dealt face up; any Ace that turns up goes to a "
         "foundation at once and the fan gets the next card instead. The rest is the "
         "stock, which is never played from.\n\n"
         "Only the top card of a fan moves. It may go to a foundation, or onto another "
         "fan's top card of the same suit and one rank higher or lower (no wrapping: a "
         "King goes only on a Queen). You can never put a card into an empty fan: an "
         "emptied fan is filled at once with three cards from the stock (Aces sent out "
         "and replaced), or stays empty when the stock is gone.\n\n"),
      piles);
  if (redeals > 0)
    g_string_append_printf (
        text,
        g_dngettext (
            GETTEXT_PACKAGE,
            "You may redeal %d time, whenever you like: the fans and the stock are "
            "gathered, shuffled and dealt again as at the start. Click the stock "
            "to redeal.",
            "You may redeal %d times, whenever you like: the fans and the stock "
            "are gathered, shuffled and dealt again as at the start. Click the "
            "stock to redeal.",
            redeals),
        redeals);
  else
    g_string_append (text, _ ("There is no redeal."));
  if (pat_rules_get_option (rules, "foundation-takeback", TRUE))
    g_string_append (text, _ ("\n\nThe top card of a foundation may be moved back onto a "
                              "fan where it fits."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_intelligence = {
  .id = "intelligence",
  .name = N_ ("Intelligence"),
  .description = N_ ("Eighteen fans built up or down in suit, refilled from the stock"),
  .decks = 2,
  .win_cards = 104,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .gates = gates,
  .n_gates = G_N_ELEMENTS (gates),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_SHUFFLE_TABLEAU,
  .send_out = TRUE,
  .configure = configure,
  .describe = describe,
  .solver_speed = 180000,
};
