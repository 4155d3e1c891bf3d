/* yukon.c — Yukon (with Russian Solitaire): Klondike's columns with every
 * card dealt, any face-up card moving with all the cards on it
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

enum
{
  BUILD_ALTERNATE,
  BUILD_SUIT,
};

static const char *const build_choices[] = { "alternate", "suit", NULL };
static const char *const build_labels[]
    = { N_ ("Alternating colours"), N_ ("In suit (Russian Solitaire)"), NULL };

static const PatOptionSpec options[] = {
  {
      .key = "build",
      .label = N_ ("Build columns"),
      .description = N_ ("Down in alternating colours, or down in suit as in Russian "
                         "Solitaire"),
      .type = PAT_OPTION_CHOICE,
      .default_value = BUILD_ALTERNATE,
      .choices = build_choices,
      .choice_labels = build_labels,
  },
};

#define COLUMN_GROUP 1

/* Klondike's 1 to 7, then four more face up on all but the first: the top
 * five of each column lie face up. */
static const guint8 yukon_counts[] = { 1, 6, 7, 8, 9, 10, 11 };

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
      .layout = { .x = 3.45f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 7,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_ALTERNATE,
      .fill = PAT_FILL_BASE,
      .fill_rank = PAT_KING,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .gives = TRUE,
      .turn_up = TRUE,
      .moves_runs = TRUE,
      .moves_any_group = TRUE,
      .deal_counts = yukon_counts,
      .face_up = 5,
      .layout = { .x = 0, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

static void
configure (PatRules *rules)
{
  if (pat_rules_get_option (rules, "build", BUILD_ALTERNATE) == BUILD_SUIT)
    rules->groups[COLUMN_GROUP].suit = PAT_SUIT_SAME;
}

static char *
describe (const PatRules *rules)
{
  GString *text = g_string_new (NULL);
  gboolean suit = pat_rules_get_option (rules, "build", BUILD_ALTERNATE) == BUILD_SUIT;

  g_string_append (
      text,
      _ ("One deck. Move all 52 cards to the four foundations, each built up in suit "
         "from Ace to King.\n\n"
         "Seven columns are dealt as in Klondike, all face down but the top card, and "
         "then four more cards face up on each column but the first; a face-down "
         "card turns up when it is uncovered. There is no stock.\n\n"));
  g_string_append (text, suit ? _ ("Columns build down in suit: the 6 of hearts on the "
                                   "7 of hearts. ")
                              : _ ("Columns build down in alternating colours: a red 6 "
                                   "on a black 7. "));
  g_string_append (text, _ ("Any face-up card moves with all the cards on it, in "
                            "sequence or not, onto a column where it fits: drag it "
                            "by that card. An empty column takes only a King, with "
                            "whatever lies on it."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_yukon = {
  .id = "yukon",
  .name = N_ ("Yukon"),
  .description = N_ ("Klondike with every card dealt; any face-up card moves with "
                     "the cards on it"),
  .decks = 1,
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .configure = configure,
  .describe = describe,
  /* Deals 13 and 29 at 500,000 positions: 1.9 and 1.6 s of CPU time. */
  .solver_speed = 260000,
};
