/* pyramid.c — Pyramid: pairs making 13 cleared from an overlapping pyramid
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

/* Half a card: each row shows the top half of the cards it covers. */
#define ROW_DY 0.7f
/* From one card of a row to the next. */
#define STEP 1.1f
/* A King, or any pair, makes this. */
#define TOTAL 13

static const PatOptionSpec pyramid_options[] = {
  {
      .key = "redeals",
      .label = N_ ("Redeals"),
      .description = N_ ("How many times the waste may be turned over as a new stock"),
      .type = PAT_OPTION_INT,
      .default_value = 2,
      .min = 0,
      .max = 2,
  },
};

/* Row by row from the top, each row one card longer: the card at place i
 * of row r is covered by places i and i + 1 of row r + 1. Kept one row to
 * a line. */
#define N PAT_NOT_COVERED
/* clang-format off */
static const gint8 pyramid_covered_by[28][2] = {
  { 1, 2 },
  { 3, 4 }, { 4, 5 },
  { 6, 7 }, { 7, 8 }, { 8, 9 },
  { 10, 11 }, { 11, 12 }, { 12, 13 }, { 13, 14 },
  { 15, 16 }, { 16, 17 }, { 17, 18 }, { 18, 19 }, { 19, 20 },
  { 21, 22 }, { 22, 23 }, { 23, 24 }, { 24, 25 }, { 25, 26 }, { 26, 27 },
  { N, N }, { N, N }, { N, N }, { N, N }, { N, N }, { N, N }, { N, N },
};
/* clang-format on */
#undef N

/* Columns in card steps from the bottom row's first card, rows from the
 * top. */
/* clang-format off */
#define AT(col, row) { (col) * STEP, (row) * ROW_DY }
static const PatPlace pyramid_places[28] = {
  AT (3, 0),
  AT (2.5f, 1), AT (3.5f, 1),
  AT (2, 2), AT (3, 2), AT (4, 2),
  AT (1.5f, 3), AT (2.5f, 3), AT (3.5f, 3), AT (4.5f, 3),
  AT (1, 4), AT (2, 4), AT (3, 4), AT (4, 4), AT (5, 4),
  AT (0.5f, 5), AT (1.5f, 5), AT (2.5f, 5), AT (3.5f, 5), AT (4.5f, 5), AT (5.5f, 5),
  AT (0, 6), AT (1, 6), AT (2, 6), AT (3, 6), AT (4, 6), AT (5, 6), AT (6, 6),
};
/* clang-format on */
#undef AT

/* Stock and waste in the top left corner, the foundation in the top
 * right: beside the pyramid's narrow top rows, clear of its cards. */
static const PatPileGroup pyramid_groups[] = {
  PAT_GROUP_STOCK (0, 0),
  {
      .kind = PAT_PILE_WASTE,
      .count = 1,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .gives = TRUE,
      .pair_total = TOTAL,
      .layout = { .x = STEP, .y = 0 },
  },
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 1,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE),
      .home = TRUE,
      .pair_total = TOTAL,
      .layout = { .x = 6 * STEP, .y = 0 },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 28,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE),
      .gives = TRUE,
      .pair_total = TOTAL,
      .covered_by = pyramid_covered_by,
      .clear_to_win = TRUE,
      .deal = 1,
      .layout = { .x = 0, .y = 0, .places = pyramid_places },
  },
};

static char *
pyramid_describe (const PatRules *rules)
{
  int redeals = pat_rules_get_option (rules, "redeals", 2);
  GString *text = g_string_new (
      _ ("One deck. Clear the pyramid by pairs that make 13.\n\n"
         "Twenty-eight cards are dealt face up in a pyramid of seven rows; each card "
         "but those of the bottom row is covered by the two cards below it, and is "
         "free once both have gone. Two free cards whose ranks add up to 13 go to the "
         "foundation together: drop one onto the other. An Ace counts 1, a Jack 11, "
         "a Queen 12; a King makes 13 alone and goes there by itself. The waste's top "
         "card pairs like a free card.\n\n"
         "Click the stock to turn its next card onto the waste. "));

  if (redeals == 0)
    g_string_append (text, _ ("There is no redeal."));
  else
    g_string_append_printf (text,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "Once the stock is empty the waste may be "
                                         "turned over as a new stock %d time.",
                                         "Once the stock is empty the waste may be "
                                         "turned over as a new stock %d times.",
                                         redeals),
                            redeals);
  g_string_append (text, _ (" The game is won when the pyramid is cleared, even with "
                            "cards left in the stock and the waste."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_pyramid = {
  .id = "pyramid",
  .name = N_ ("Pyramid"),
  .description = N_ ("An overlapping pyramid cleared by pairs of cards that make 13"),
  .decks = 1,
  .win_cards = 0,
  .options = pyramid_options,
  .n_options = G_N_ELEMENTS (pyramid_options),
  .groups = pyramid_groups,
  .n_groups = G_N_ELEMENTS (pyramid_groups),
  .deal = PAT_DEAL_TO_WASTE,
  .redeal = PAT_REDEAL_WASTE_TO_STOCK,
  .redeals = 2,
  .describe = pyramid_describe,
  .solver_speed = 360000,
};
