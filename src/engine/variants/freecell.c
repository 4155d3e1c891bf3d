/* freecell.c — FreeCell (with Baker's Game), Eight Off and Seahaven Towers:
 * every card face up, free cells of one card each, runs moved as far as the
 * free cells allow
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
    = { N_ ("Alternating colours"), N_ ("In suit (Baker's Game)"), NULL };

static const PatOptionSpec freecell_options[] = {
  {
      .key = "cells",
      .label = N_ ("Free cells"),
      .description = N_ ("How many free cells hold a card each; fewer is harder"),
      .type = PAT_OPTION_INT,
      .default_value = 4,
      .min = 1,
      .max = 4,
  },
  {
      .key = "build",
      .label = N_ ("Build columns"),
      .description = N_ ("Down in alternating colours, or down in suit as in Baker's "
                         "Game"),
      .type = PAT_OPTION_CHOICE,
      .default_value = BUILD_ALTERNATE,
      .choices = build_choices,
      .choice_labels = build_labels,
  },
};

#define FOUNDATIONS(x_, y_, dx_, dy_)                                                    \
  {                                                                                      \
    .kind = PAT_PILE_FOUNDATION, .count = 4, .rank = PAT_RANK_SEQUENCE,                  \
    .suit = PAT_SUIT_SAME, .sequence = pat_sequence_ace_to_king, .n_sequence = 13,       \
    .fill = PAT_FILL_BASE,                                                               \
    .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_CELL), .home = TRUE,     \
    .layout = { .x = (x_), .y = (y_), .dx = (dx_), .dy = (dy_) },                        \
  }

/* Cells take a column's top card and give it to a foundation or a column;
 * a card in a cell never moves to another cell, which would change
 * nothing. */
#define CELLS(count_, deal_counts_, x_)                                                  \
  {                                                                                      \
    .kind = PAT_PILE_CELL, .count = (count_), .rank = PAT_RANK_NONE,                     \
    .fill = PAT_FILL_ANY, .accepts = PAT_FROM (PAT_PILE_TABLEAU), .gives = TRUE,         \
    .deal_counts = (deal_counts_), .layout = { .x = (x_), .y = 0, .dx = 1.15f },         \
  }

#define COLUMNS(count_, suit_, fill_, deal_counts_, deal_)                               \
  {                                                                                      \
    .kind = PAT_PILE_TABLEAU, .count = (count_), .rank = PAT_RANK_DOWN, .suit = (suit_), \
    .fill = (fill_), .fill_rank = (fill_) == PAT_FILL_BASE ? PAT_KING : 0,               \
    .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_CELL), .gives = TRUE,    \
    .moves_runs = TRUE, .runs_need_room = TRUE, .deal_counts = (deal_counts_),           \
    .deal = (deal_), .layout = { .x = 0, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },  \
  }

#define CELL_GROUP 1
#define COLUMN_GROUP 2

/* Microsoft's deal fills the columns itself (first_deal()); the counts only
 * say how long each column starts, for the layout. */
static const guint8 freecell_columns[] = { 7, 7, 7, 7, 6, 6, 6, 6 };

static const PatPileGroup freecell_groups[] = {
  FOUNDATIONS (4.6f, 0, 1.15f, 0),
  CELLS (4, NULL, 0),
  COLUMNS (8, PAT_SUIT_ALTERNATE, PAT_FILL_ANY, freecell_columns, 0),
};

static const guint8 eight_off_cells[] = { 1, 0, 1, 0, 1, 0, 1, 0 };

static const PatPileGroup eight_off_groups[] = {
  FOUNDATIONS (9.35f, 0, 0, 1.55f),
  CELLS (8, eight_off_cells, 0),
  COLUMNS (8, PAT_SUIT_SAME, PAT_FILL_BASE, NULL, 6),
};

static const guint8 seahaven_cells[] = { 0, 1, 1, 0 };

static const PatPileGroup seahaven_groups[] = {
  FOUNDATIONS (6.9f, 0, 1.15f, 0),
  CELLS (4, seahaven_cells, 0),
  COLUMNS (10, PAT_SUIT_SAME, PAT_FILL_BASE, NULL, 5),
};

static void
freecell_configure (PatRules *rules)
{
  rules->groups[CELL_GROUP].count = (guint)pat_rules_get_option (rules, "cells", 4);
  if (pat_rules_get_option (rules, "build", BUILD_ALTERNATE) == BUILD_SUIT)
    rules->groups[COLUMN_GROUP].suit = PAT_SUIT_SAME;
}

/* Microsoft's generator, as Windows FreeCell documents it: the C library's
 * rand() of its compiler, seeded with the deal number. */
static guint
ms_rand (guint32 *state)
{
  *state = *state * 214013u + 2531011u;
  return (*state >> 16) & 0x7fff;
}

/* Microsoft's deal N: a deck in order of rank then suit (Ace of clubs,
 * diamonds, hearts, spades, then the 2s …), each card drawn at random from
 * what is left, the drawn place filled with the last card, and laid row by
 * row across the eight columns. Deal numbers are FreeCell's own, so the
 * project's shuffle of @deck is not used. */
static void
freecell_first_deal (const PatRules *rules, PatState *state, PatCard *deck, guint n_deck)
{
  guint8 order[52];
  guint left = G_N_ELEMENTS (order);
  guint32 seed = state->deal;
  int first = pat_rules_first_pile (rules, PAT_PILE_TABLEAU);

  g_assert (first >= 0 && n_deck == G_N_ELEMENTS (order));
  (void)deck;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    order[i] = (guint8)i;
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      guint j = ms_rand (&seed) % left;
      PatCard card = pat_card_new (order[j] / 4 + PAT_ACE, (PatSuit)(order[j] % 4));

      order[j] = order[--left];
      pat_state_push (state, (guint)first + i % 8, card);
    }
}

static void
append_runs (GString *text, const PatRules *rules)
{
  if (rules->groups[COLUMN_GROUP].fill == PAT_FILL_ANY)
    g_string_append (
        text, _ ("A run of cards built that way moves as a unit when the free cells and "
                 "empty columns could carry it card by card: (free cells + 1) × 2 for "
                 "each empty column, half that into an empty column. "));
  else
    g_string_append (text, _ ("A run of cards built that way moves as a unit when the "
                              "free cells could carry it card by card: at most free "
                              "cells + 1 cards. "));
}

static char *
freecell_describe (const PatRules *rules)
{
  int cells = pat_rules_get_option (rules, "cells", 4);
  GString *text = g_string_new (NULL);

  g_string_append (text, _ ("One deck. Move all 52 cards to the four foundations, each "
                            "built up in suit from Ace to King.\n\n"
                            "All the cards are dealt face up to eight columns. "));
  if (rules->groups[COLUMN_GROUP].suit == PAT_SUIT_SAME)
    g_string_append (text, _ ("Columns build down in suit, as in Baker's Game: the 6 of "
                              "hearts on the 7 of hearts. "));
  else
    g_string_append (text, _ ("Columns build down in alternating colours: a red 6 on a "
                              "black 7. "));
  g_string_append (text, _ ("An empty column takes any card.\n\n"));
  g_string_append_printf (
      text,
      g_dngettext (GETTEXT_PACKAGE,
                   "The free cell holds one card, taken from a column; it may go "
                   "to a foundation or a column later. ",
                   "Each of the %d free cells holds one card, taken from a column; "
                   "it may go to a foundation or a column later. ",
                   cells),
      cells);
  append_runs (text, rules);
  g_string_append (text, _ ("\n\nDeal numbers are those of Microsoft's FreeCell."));
  return g_string_free (text, FALSE);
}

static char *
kings_describe (const PatRules *rules, const char *opening)
{
  GString *text = g_string_new (opening);

  g_string_append (text, _ ("\n\nColumns build down in suit: the 6 of hearts on the 7 of "
                            "hearts. An empty column takes only a King. Each cell holds "
                            "one card, taken from a column; it may go to a foundation or "
                            "a column later. "));
  append_runs (text, rules);
  return g_string_free (text, FALSE);
}

static char *
eight_off_describe (const PatRules *rules)
{
  return kings_describe (
      rules, _ ("One deck. Move all 52 cards to the four foundations, each built up in "
                "suit from Ace to King.\n\n"
                "Eight columns of six cards are dealt face up, and the last four cards "
                "go to four of the eight cells."));
}

static char *
seahaven_describe (const PatRules *rules)
{
  return kings_describe (
      rules, _ ("One deck. Move all 52 cards to the four foundations, each built up in "
                "suit from Ace to King.\n\n"
                "Ten columns of five cards are dealt face up, and the last two cards go "
                "to the middle two of the four cells."));
}

const PatVariant pat_variant_freecell = {
  .id = "freecell",
  .name = N_ ("FreeCell"),
  .description = N_ ("Eight columns in alternating colours, four free cells, "
                     "Microsoft's deal numbers"),
  .decks = 1,
  .win_cards = 52,
  .options = freecell_options,
  .n_options = G_N_ELEMENTS (freecell_options),
  .groups = freecell_groups,
  .n_groups = G_N_ELEMENTS (freecell_groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_NONE,
  .configure = freecell_configure,
  .random_deals = 1000000,
  .first_deal = freecell_first_deal,
  .describe = freecell_describe,
  .solver_speed = 500000,
};

const PatVariant pat_variant_eight_off = {
  .id = "eight-off",
  .name = N_ ("Eight Off"),
  .description = N_ ("Eight columns built in suit, eight cells, Kings to empty columns"),
  .decks = 1,
  .win_cards = 52,
  .groups = eight_off_groups,
  .n_groups = G_N_ELEMENTS (eight_off_groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_NONE,
  .describe = eight_off_describe,
  .solver_speed = 300000,
};

const PatVariant pat_variant_seahaven_towers = {
  .id = "seahaven-towers",
  .name = N_ ("Seahaven Towers"),
  .description = N_ ("Ten columns built in suit, four cells, Kings to empty columns"),
  .decks = 1,
  .win_cards = 52,
  .groups = seahaven_groups,
  .n_groups = G_N_ELEMENTS (seahaven_groups),
  .deal = PAT_DEAL_NONE,
  .redeal = PAT_REDEAL_NONE,
  .describe = seahaven_describe,
  .solver_speed = 300000,
};
