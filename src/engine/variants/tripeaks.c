/* tripeaks.c — TriPeaks: three overlapping peaks cleared onto one foundation
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
  GROUP_PEAKS,
};

/* A row of cards lies this far (in card widths) below the one above it:
 * half a card, so each card shows its top half over the two it covers. */
#define ROW_DY 0.7f
/* From one card of the bottom row to the next. */
#define STEP 1.1f

static const PatOptionSpec tripeaks_options[] = {
  {
      .key = "wrap",
      .label = N_ ("King and Ace are neighbours"),
      .description = N_ ("A King and an Ace go on each other; without it nothing "
                         "goes on a King"),
      .type = PAT_OPTION_BOOL,
      .default_value = TRUE,
      .min = 0,
      .max = 1,
  },
};

/* The peaks row by row from the top, so that each card is drawn over the
 * two it covers: 3 tops, 6, 9 and the bottom row of 10. Kept one row to a
 * line. */
#define N PAT_NOT_COVERED
/* clang-format off */
static const gint8 peaks_covered_by[28][2] = {
  { 3, 4 }, { 5, 6 }, { 7, 8 },
  { 9, 10 }, { 10, 11 }, { 12, 13 }, { 13, 14 }, { 15, 16 }, { 16, 17 },
  { 18, 19 }, { 19, 20 }, { 20, 21 }, { 21, 22 }, { 22, 23 }, { 23, 24 }, { 24, 25 }, { 25, 26 }, { 26, 27 },
  { N, N }, { N, N }, { N, N }, { N, N }, { N, N }, { N, N }, { N, N }, { N, N }, { N, N }, { N, N },
};
/* clang-format on */
#undef N

/* Columns of the bottom row's cards, rows from the top. */
/* clang-format off */
#define AT(col, row) { (col) * STEP, (row) * ROW_DY }
static const PatPlace peaks_places[28] = {
  AT (1.5f, 0), AT (4.5f, 0), AT (7.5f, 0),
  AT (1, 1), AT (2, 1), AT (4, 1), AT (5, 1), AT (7, 1), AT (8, 1),
  AT (0.5f, 2), AT (1.5f, 2), AT (2.5f, 2), AT (3.5f, 2), AT (4.5f, 2), AT (5.5f, 2), AT (6.5f, 2), AT (7.5f, 2), AT (8.5f, 2),
  AT (0, 3), AT (1, 3), AT (2, 3), AT (3, 3), AT (4, 3), AT (5, 3), AT (6, 3), AT (7, 3), AT (8, 3), AT (9, 3),
};
/* clang-format on */
#undef AT

/* The foundation is dealt first, so it takes the card the stock would have
 * on top; the stock's deals cover it whatever its top. Stock and
 * foundation lie side by side under the middle peak. */
static const PatPileGroup tripeaks_groups[] = {
  PAT_GROUP_STOCK (3.9f * STEP, 3 * ROW_DY + 1.7f),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 1,
      .rank = PAT_RANK_UP_OR_DOWN,
      .suit = PAT_SUIT_ANY,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU),
      .home = TRUE,
      .deal = 1,
      .layout = { .x = 5.1f * STEP, .y = 3 * ROW_DY + 1.7f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 28,
      .rank = PAT_RANK_NONE,
      .fill = PAT_FILL_NONE,
      .gives = TRUE,
      .turn_up = TRUE,
      .covered_by = peaks_covered_by,
      .clear_to_win = TRUE,
      .deal = 1,
      .layout = { .x = 0, .y = 0, .places = peaks_places },
  },
};

static void
tripeaks_configure (PatRules *rules)
{
  gboolean wrap = pat_rules_get_option (rules, "wrap", TRUE);

  rules->groups[GROUP_FOUNDATION].wrap = wrap;
  rules->groups[GROUP_FOUNDATION].dead_king = !wrap;
}

static char *
tripeaks_describe (const PatRules *rules)
{
  GString *text = g_string_new (
      _ ("One deck. Clear the three peaks onto the foundation.\n\n"
         "Twenty-eight cards are dealt in three overlapping peaks of four rows; "
         "each card but those of the bottom row is covered by the two cards below "
         "it. The bottom row lies face up, and a face-down card turns up as soon as "
         "both cards covering it have gone. The stock's top card starts the "
         "foundation. A card that nothing covers goes onto the foundation when it "
         "is one rank higher or lower, whatever its suit: a 7 or a 9 on an 8."));

  g_string_append_c (text, ' ');
  if (pat_rules_get_option (rules, "wrap", TRUE))
    g_string_append (text, _ ("A King and an Ace go on each other."));
  else
    g_string_append (text, _ ("Nothing goes on a King."));
  g_string_append (text, _ ("\n\nClick the stock to turn its next card onto the "
                            "foundation at any time. There is no redeal; the game is "
                            "won when the peaks are cleared."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_tripeaks = {
  .id = "tripeaks",
  .name = N_ ("TriPeaks"),
  .description = N_ ("Three overlapping peaks cleared onto one foundation, one rank "
                     "up or down"),
  .decks = 1,
  .win_cards = 0,
  .options = tripeaks_options,
  .n_options = G_N_ELEMENTS (tripeaks_options),
  .groups = tripeaks_groups,
  .n_groups = G_N_ELEMENTS (tripeaks_groups),
  .deal = PAT_DEAL_TO_FOUNDATION,
  .redeal = PAT_REDEAL_NONE,
  .configure = tripeaks_configure,
  .describe = tripeaks_describe,
  .solver_speed = 480000,
};
