/* indian.c — Indian: ten piles built down in any other suit
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

static const PatOptionSpec options[] = {
  {
      .key = "face-down",
      .label = N_ ("Face-down cards"),
      .description = N_ ("How many of each pile's three cards are dealt face down"),
      .type = PAT_OPTION_INT,
      .default_value = 1,
      .min = 1,
      .max = 2,
  },
  PAT_OPTION_FOUNDATION_TAKEBACK,
};

static const PatMoveGate gates[] = { PAT_GATE_FOUNDATION_TAKEBACK };

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
      .gives = TRUE,
      .home = TRUE,
      .layout = { .x = 2.6f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 10,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_OTHER,
      .fill = PAT_FILL_ANY,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE)
                 | PAT_FROM (PAT_PILE_FOUNDATION),
      .gives = TRUE,
      .turn_up = TRUE,
      .deal = 3,
      .face_down = 1,
      .layout = { .x = 0.5f, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

static void
configure (PatRules *rules)
{
  rules->groups[3].face_down = (guint)pat_rules_get_option (rules, "face-down", 1);
}

static char *
describe (const PatRules *rules)
{
  int face_down = pat_rules_get_option (rules, "face-down", 1);
  GString *text = g_string_new (NULL);

  g_string_append_printf (
      text,
      g_dngettext (
          GETTEXT_PACKAGE,
          "Two decks. Move all 104 cards to the eight foundations, each built up in "
          "suit from Ace to King.\n\n"
          "Ten piles of three cards are dealt, the bottom %d face down; a face-down "
          "card turns up when it is uncovered.\n\n",
          "Two decks. Move all 104 cards to the eight foundations, each built up in "
          "suit from Ace to King.\n\n"
          "Ten piles of three cards are dealt, the bottom %d face down; a face-down "
          "card turns up when it is uncovered.\n\n",
          face_down),
      face_down);
  g_string_append (
      text,
      _ ("Piles build down by one rank in any suit but the card's own: an 8 of spades "
         "goes on a 9 of clubs, not an 8 of clubs on a 9 of clubs. One card moves at a "
         "time. An empty pile takes any card.\n\n"
         "Click the stock to turn its top card onto the waste; the waste's top card may "
         "be played. You go through the stock once."));
  if (pat_rules_get_option (rules, "foundation-takeback", TRUE))
    g_string_append (text, _ ("\n\nThe top card of a foundation may be moved back onto a "
                              "pile where it fits."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_indian = {
  .id = "indian",
  .name = N_ ("Indian"),
  .description = N_ ("Ten piles built down in any suit but the card's own, one pass"),
  .decks = 2,
  .win_cards = 104,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .gates = gates,
  .n_gates = G_N_ELEMENTS (gates),
  .deal = PAT_DEAL_TO_WASTE,
  .redeal = PAT_REDEAL_NONE,
  .configure = configure,
  .describe = describe,
  .solver_speed = 240000,
};
