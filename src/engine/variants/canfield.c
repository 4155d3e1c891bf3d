/* canfield.c — Canfield: a reserve of thirteen filling four columns, the
 * foundations' base rank taken from the deal, the stock turned three at a
 * time
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

static const char *const draw_choices[] = { "1", "3", NULL };
static const char *const draw_labels[] = { N_ ("One card"), N_ ("Three cards"), NULL };

static const PatOptionSpec options[] = {
  {
      .key = "draw",
      .label = N_ ("Cards turned"),
      .description = N_ ("How many cards a click on the stock turns onto the waste"),
      .type = PAT_OPTION_CHOICE,
      .default_value = DRAW_THREE,
      .choices = draw_choices,
      .choice_labels = draw_labels,
  },
};

static const guint8 base_card[] = { 1, 0, 0, 0 };

#define WASTE_GROUP 1

static const PatPileGroup groups[] = {
  PAT_GROUP_STOCK (0, 0),
  /* Fanned in configure() when three cards are turned at a time. */
  PAT_GROUP_WASTE (1.15f, 0),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 4,
      .rank = PAT_RANK_UP,
      .suit = PAT_SUIT_SAME,
      .wrap = TRUE,
      .fill = PAT_FILL_ANY,
      .base_from_deal = TRUE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE)
                 | PAT_FROM (PAT_PILE_RESERVE),
      .home = TRUE,
      .deal_counts = base_card,
      .layout = { .x = 3.45f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_RESERVE,
      .count = 1,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_NONE,
      .gives = TRUE,
      .turn_up = TRUE,
      .deal = 13,
      .face_up = 1,
      .layout = { .x = 0, .y = 1.7f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 4,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_ALTERNATE,
      .wrap = TRUE,
      .fill = PAT_FILL_ANY,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE)
                 | PAT_FROM (PAT_PILE_RESERVE),
      .gives = TRUE,
      .moves_runs = TRUE,
      .refill_by_reserve = TRUE,
      .deal = 1,
      .layout = { .x = 2.3f, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

static void
configure (PatRules *rules)
{
  PatLayout *waste = &rules->groups[WASTE_GROUP].layout;

  if (pat_rules_get_option (rules, "draw", DRAW_THREE) == DRAW_THREE)
    {
      rules->deal_count = 3;
      waste->fan = PAT_FAN_RIGHT;
      waste->fan_shown = 3;
    }
}

static char *
describe (const PatRules *rules)
{
  GString *text = g_string_new (NULL);

  g_string_append (
      text,
      _ ("One deck. Move all 52 cards to the four foundations.\n\n"
         "One card is dealt face up to the first foundation: its rank is the base "
         "of every foundation this deal. Each foundation "
         "starts with a card of that rank and builds up in suit, turning the corner "
         "from King to Ace. Cards never leave a foundation.\n\n"
         "The reserve holds 13 cards, only the top one face up; it plays to a "
         "foundation or a column. Four columns are dealt one card each and build "
         "down in alternating colours, also turning the corner: a black King on a "
         "red Ace. A run of cards built that way moves as a unit: drag it by any of "
         "its cards. A column that empties is filled at once from the reserve; once "
         "the reserve is gone, an empty column takes any card or run.\n\n"));
  if (rules->deal_count > 1)
    g_string_append (text, _ ("Click the stock to turn three cards onto the waste, one "
                              "by one; only the top one may be played."));
  else
    g_string_append (text, _ ("Click the stock to turn a card onto the waste; it may "
                              "be played."));
  g_string_append (text, " ");
  g_string_append (text, _ ("When the stock is empty, click it to turn the waste "
                            "over as a new stock, without shuffling, as often as "
                            "you like."));
  return g_string_free (text, FALSE);
}

/* The base card lies at the bottom of the first foundation, and every
 * foundation starts with the same rank. */
static gboolean
validate (const PatRules *rules, const PatState *state, GError **error)
{
  int first = pat_rules_first_pile (rules, PAT_PILE_FOUNDATION);
  guint base = pat_move_base_rank (rules, state, (guint)first);

  if (base == 0)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("%s is empty: it holds the base card of the deal"),
                   rules->piles[first].id);
      return FALSE;
    }
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].kind == PAT_PILE_FOUNDATION && pat_state_len (state, p) > 0
        && pat_card_rank (pat_state_pile (state, p)[0]) != base)
      {
        g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                     _ ("%s does not start with the base rank of %s"), rules->piles[p].id,
                     rules->piles[first].id);
        return FALSE;
      }
  return TRUE;
}

const PatVariant pat_variant_canfield = {
  .id = "canfield",
  .name = N_ ("Canfield"),
  .description = N_ ("A reserve of thirteen feeds four columns; the foundations "
                     "start from the rank the deal gives"),
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
  .validate = validate,
  .solver_speed = 250000,
};
