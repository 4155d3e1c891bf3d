/* klondike.c — Klondike: seven piles built down in alternating colours, runs
 * moved as a unit, the stock dealt one or three at a time
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

enum
{
  DRAW_ONE,
  DRAW_THREE,
};

enum
{
  PASSES_UNLIMITED,
  PASSES_THREE,
  PASSES_ONE,
};

static const char *const draw_choices[] = { "1", "3", NULL };
static const char *const draw_labels[] = { N_ ("One card"), N_ ("Three cards"), NULL };
static const char *const passes_choices[] = { "unlimited", "3", "1", NULL };
static const char *const passes_labels[]
    = { N_ ("Unlimited"), N_ ("Three passes"), N_ ("One pass"), NULL };

static const PatOptionSpec options[] = {
  {
      .key = "draw",
      .label = N_ ("Cards turned"),
      .description = N_ ("How many cards a click on the stock turns onto the waste"),
      .type = PAT_OPTION_CHOICE,
      .default_value = DRAW_ONE,
      .choices = draw_choices,
      .choice_labels = draw_labels,
  },
  {
      .key = "passes",
      .label = N_ ("Passes through the stock"),
      .description = N_ ("How many times the waste may be turned over to go through "
                         "the stock again"),
      .type = PAT_OPTION_CHOICE,
      .default_value = PASSES_UNLIMITED,
      .choices = passes_choices,
      .choice_labels = passes_labels,
  },
};

static const guint8 one_to_seven[] = { 1, 2, 3, 4, 5, 6, 7 };

#define WASTE_GROUP 1

static const PatPileGroup groups[] = {
  PAT_GROUP_STOCK (0, 0),
  /* Fanned in configure() when three cards are turned at a time. */
  PAT_GROUP_WASTE (1.15f, 0),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 4,
      .rank = PAT_RANK_SEQUENCE,
      .suit = PAT_SUIT_SAME,
      .sequence = pat_sequence_ace_to_king,
      .n_sequence = 13,
      .fill = PAT_FILL_BASE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE),
      .gives = TRUE,
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
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE)
                 | PAT_FROM (PAT_PILE_FOUNDATION),
      .gives = TRUE,
      .turn_up = TRUE,
      .moves_runs = TRUE,
      .deal_counts = one_to_seven,
      .face_up = 1,
      .layout = { .x = 0, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

static void
configure (PatRules *rules)
{
  PatLayout *waste = &rules->groups[WASTE_GROUP].layout;

  if (pat_rules_get_option (rules, "draw", DRAW_ONE) == DRAW_THREE)
    {
      rules->deal_count = 3;
      waste->fan = PAT_FAN_RIGHT;
      waste->fan_shown = 3;
    }
  switch (pat_rules_get_option (rules, "passes", PASSES_UNLIMITED))
    {
      case PASSES_THREE:
        rules->redeals = 2;
        break;
      case PASSES_ONE:
        rules->redeals = 0;
        break;
      case PASSES_UNLIMITED:
      default:
        rules->redeals = PAT_REDEALS_UNLIMITED;
        break;
    }
}

static char *
describe (const PatRules *rules)
{
  GString *text = g_string_new (NULL);

  g_string_append (
      text,
      _ ("One deck. Move all 52 cards to the four foundations, each built up in suit "
         "from Ace to King.\n\n"
         "Seven piles are dealt with one to seven cards, all face down but the top "
         "one; a face-down card turns up when it is uncovered. Piles build down in "
         "alternating colours: a red 6 on a black 7. A run of face-up cards built "
         "that way moves as a unit: drag it by any of its cards. An empty pile takes "
         "only a King, or a run that starts with a King.\n\n"));
  if (rules->deal_count > 1)
    g_string_append (text, _ ("Click the stock to turn three cards onto the waste, one "
                              "by one; only the top one may be played."));
  else
    g_string_append (text, _ ("Click the stock to turn a card onto the waste; it may "
                              "be played."));
  g_string_append (text, " ");
  switch (pat_rules_get_option (rules, "passes", PASSES_UNLIMITED))
    {
      case PASSES_THREE:
        g_string_append (text, _ ("When the stock is empty, click it to turn the waste "
                                  "over as a new stock, without shuffling: you may go "
                                  "through the stock three times in all."));
        break;
      case PASSES_ONE:
        g_string_append (text, _ ("You go through the stock once."));
        break;
      case PASSES_UNLIMITED:
      default:
        g_string_append (text, _ ("When the stock is empty, click it to turn the waste "
                                  "over as a new stock, without shuffling, as often as "
                                  "you like."));
        break;
    }
  g_string_append (text, _ ("\n\nThe top card of a foundation may be moved back onto a "
                            "pile where it fits."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_klondike = {
  .id = "klondike",
  .name = N_ ("Klondike"),
  .description
  = N_ ("Seven piles built down in alternating colours; face-up runs move as one"),
  .decks = 1,
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .deal = PAT_DEAL_TO_WASTE,
  .redeal = PAT_REDEAL_WASTE_TO_STOCK,
  .redeals = PAT_REDEALS_UNLIMITED,
  .configure = configure,
  .describe = describe,
  .solver_speed = 350000,
};
