/* golf.c — Golf: columns cleared onto one foundation built up or down by one
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

enum
{
  GROUP_STOCK,
  GROUP_FOUNDATION,
  GROUP_COLUMNS,
};

static const PatOptionSpec golf_options[] = {
  {
      .key = "wrap",
      .label = N_ ("King and Ace are neighbours"),
      .description = N_ ("A King and an Ace go on each other; without it nothing "
                         "goes on a King"),
      .type = PAT_OPTION_BOOL,
      .default_value = FALSE,
      .min = 0,
      .max = 1,
  },
};

/* The foundation is dealt first, so it takes the card the stock would have
 * on top. The stock's deals cover it whatever its top. */
static const PatPileGroup golf_groups[] = {
  PAT_GROUP_STOCK (0, 0),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 1,
      .rank = PAT_RANK_UP_OR_DOWN,
      .suit = PAT_SUIT_ANY,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .home = TRUE,
      .deal = 1,
      .layout = { .x = 1.1f, .y = 0 },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 7,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_NONE,
      .gives = TRUE,
      .clear_to_win = TRUE,
      .deal = 5,
      .layout = { .x = 0, .y = 1.6f, .dx = 1.1f, .fan = PAT_FAN_DOWN },
  },
};

static void
golf_configure (PatRules *rules)
{
  gboolean wrap = pat_rules_get_option (rules, "wrap", FALSE);

  rules->groups[GROUP_FOUNDATION].wrap = wrap;
  rules->groups[GROUP_FOUNDATION].dead_king = !wrap;
}

static char *
golf_describe (const PatRules *rules)
{
  GString *text = g_string_new (
      _ ("One deck. Clear the seven columns onto the foundation.\n\n"
         "Seven columns of five cards are dealt face up, and the stock's top card "
         "starts the foundation. The top card of a column goes onto the foundation "
         "when it is one rank higher or lower, whatever its suit: a 7 or a 9 on an "
         "8. Columns never build."));

  g_string_append_c (text, ' ');
  if (pat_rules_get_option (rules, "wrap", FALSE))
    g_string_append (text, _ ("A King and an Ace go on each other."));
  else
    g_string_append (text, _ ("Nothing goes on a King."));
  g_string_append (text, _ ("\n\nClick the stock to turn its next card onto the "
                            "foundation at any time. There is no redeal; the game is "
                            "won when the columns are empty."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_golf = {
  .id = "golf",
  .name = N_ ("Golf"),
  .description = N_ ("Seven columns cleared onto one foundation, one rank up or "
                     "down"),
  .decks = 1,
  .win_cards = 0,
  .options = golf_options,
  .n_options = G_N_ELEMENTS (golf_options),
  .groups = golf_groups,
  .n_groups = G_N_ELEMENTS (golf_groups),
  .deal = PAT_DEAL_TO_FOUNDATION,
  .redeal = PAT_REDEAL_NONE,
  .configure = golf_configure,
  .describe = golf_describe,
  .solver_speed = 1000000,
};
