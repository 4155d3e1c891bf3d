/* spider.c — Spider and Spiderette: columns built down regardless of suit,
 * runs of one suit moved as a unit, full suits from King to Ace leaving the
 * table, the stock dealt onto every column
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

enum
{
  SUITS_ONE,
  SUITS_TWO,
  SUITS_FOUR,
};

static const char *const suits_choices[] = { "1", "2", "4", NULL };
static const char *const suits_labels[]
    = { N_ ("One suit"), N_ ("Two suits"), N_ ("Four suits"), NULL };

static const PatOptionSpec options[] = {
  {
      .key = "suits",
      .label = N_ ("Suits"),
      .description = N_ ("One suit deals spades only, two spades and hearts"),
      .type = PAT_OPTION_CHOICE,
      .default_value = SUITS_FOUR,
      .choices = suits_choices,
      .choice_labels = suits_labels,
  },
};

#define FOUNDATIONS(count_, x_)                                                          \
  {                                                                                      \
    .kind = PAT_PILE_FOUNDATION, .count = (count_), .rank = PAT_RANK_DOWN,               \
    .suit = PAT_SUIT_SAME, .fill = PAT_FILL_BASE, .fill_rank = PAT_KING, .home = TRUE,   \
    .layout = { .x = (x_), .y = 0, .dx = 1.1f },                                         \
  }

/* The full suits reach the foundations by themselves alone: no card is
 * moved there, nor back. */
#define COLUMNS(count_, counts_)                                                         \
  {                                                                                      \
    .kind = PAT_PILE_TABLEAU, .count = (count_), .rank = PAT_RANK_DOWN,                  \
    .suit = PAT_SUIT_ANY, .fill = PAT_FILL_ANY, .accepts = PAT_FROM (PAT_PILE_TABLEAU),  \
    .gives = TRUE, .turn_up = TRUE, .moves_runs = TRUE, .runs_in_suit = TRUE,            \
    .full_suit_home = TRUE, .no_deal_when_empty = TRUE, .deal_counts = (counts_),        \
    .face_up = 1, .layout = { .x = 0, .y = 1.6f, .dx = 1.1f, .fan = PAT_FAN_DOWN },      \
  }

static const guint8 spider_counts[] = { 6, 6, 6, 6, 5, 5, 5, 5, 5, 5 };
static const guint8 spiderette_counts[] = { 1, 2, 3, 4, 5, 6, 7 };

static const PatPileGroup spider_groups[] = {
  PAT_GROUP_STOCK (0, 0),
  FOUNDATIONS (8, 2.2f),
  COLUMNS (10, spider_counts),
};

static const PatPileGroup spiderette_groups[] = {
  PAT_GROUP_STOCK (0, 0),
  FOUNDATIONS (4, 3.3f),
  COLUMNS (7, spiderette_counts),
};

/* The solver's speed by the suits: with fewer suits more cards go on
 * more, and its lines run deeper (bench-nodes, deals 1-20). */
static void
configure (PatRules *rules)
{
  gboolean spider = rules->variant->decks == 2;

  switch (pat_rules_get_option (rules, "suits", SUITS_FOUR))
    {
      case SUITS_ONE:
        rules->suits = 1u << PAT_SUIT_SPADES;
        rules->solver_speed = spider ? 16000 : 80000;
        break;
      case SUITS_TWO:
        rules->suits = 1u << PAT_SUIT_SPADES | 1u << PAT_SUIT_HEARTS;
        rules->solver_speed = spider ? 140000 : 110000;
        break;
      case SUITS_FOUR:
      default:
        break;
    }
}

static char *
describe (const PatRules *rules)
{
  GString *text = g_string_new (NULL);
  guint columns = pat_rules_count_piles (rules, PAT_PILE_TABLEAU);

  if (rules->variant->decks == 2)
    g_string_append (text, _ ("Two decks. Clear the table by building all eight suits "
                              "in sequence from King down to Ace.\n\n"
                              "Ten columns are dealt, the first four with six cards and "
                              "the others with five, all face down but the top one; a "
                              "face-down card turns up when it is uncovered."));
  else
    g_string_append (text, _ ("One deck. Clear the table by building all four suits in "
                              "sequence from King down to Ace.\n\n"
                              "Seven columns are dealt with one to seven cards, all face "
                              "down but the top one; a face-down card turns up when it "
                              "is uncovered."));
  switch (pat_rules_get_option (rules, "suits", SUITS_FOUR))
    {
      case SUITS_ONE:
        g_string_append (text, _ (" Every card is a spade."));
        break;
      case SUITS_TWO:
        g_string_append (text, _ (" Every card is a spade or a heart."));
        break;
      case SUITS_FOUR:
      default:
        break;
    }
  g_string_append (text,
                   _ ("\n\nA column builds down regardless of suit: any 6 on any 7. "
                      "Cards built down in one suit move together as a run: drag "
                      "it by any of its cards. An empty column takes any card or "
                      "run.\n\n"));
  g_string_append_printf (
      text,
      g_dngettext (GETTEXT_PACKAGE,
                   "Click the stock to deal a card face up onto each column, %u card "
                   "in all; there is no deal while a column is empty.",
                   "Click the stock to deal a card face up onto each column, %u cards "
                   "in all; there is no deal while a column is empty.",
                   columns),
      columns);
  g_string_append (text, _ (" A full suit from King down to Ace on top of a column "
                            "leaves the table by itself. There is no redeal."));
  return g_string_free (text, FALSE);
}

/* A foundation holds a whole suit or nothing. */
static gboolean
validate (const PatRules *rules, const PatState *state, GError **error)
{
  for (guint p = 0; p < rules->n_piles; p++)
    {
      guint len = pat_state_len (state, p);

      if (rules->piles[p].kind == PAT_PILE_FOUNDATION && len != 0 && len != PAT_N_RANKS)
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       _ ("%s holds %u cards: a foundation holds a full suit or none"),
                       rules->piles[p].id, len);
          return FALSE;
        }
    }
  return TRUE;
}

const PatVariant pat_variant_spider = {
  .id = "spider",
  .name = N_ ("Spider"),
  .description = N_ ("Two decks in ten columns built down regardless of suit; full "
                     "suits leave the table"),
  .decks = 2,
  .win_cards = 104,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = spider_groups,
  .n_groups = G_N_ELEMENTS (spider_groups),
  .deal = PAT_DEAL_TO_TABLEAU,
  .configure = configure,
  .describe = describe,
  .validate = validate,
  .solver_speed = 110000,
};

const PatVariant pat_variant_spiderette = {
  .id = "spiderette",
  .name = N_ ("Spiderette"),
  .description = N_ ("Spider with one deck in seven columns"),
  .decks = 1,
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = spiderette_groups,
  .n_groups = G_N_ELEMENTS (spiderette_groups),
  .deal = PAT_DEAL_TO_TABLEAU,
  .configure = configure,
  .describe = describe,
  .validate = validate,
  .solver_speed = 280000,
};
