/* spider.c — Spider and Spiderette: columns built down regardless of suit,
 * runs of one suit moved as a unit, full suits from King to Ace leaving the
 * table, the stock dealt onto every column; and Scorpion, which moves cards
 * as Yukon does and sends full suits home as Spider does
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
/* Scorpion's columns build down in suit and move any face-up card with
 * what lies on it (Yukon's groups); only the first four are dealt cards
 * face down, hence two groups alike but for that. */
#define SCORPION_COLUMNS(count_, face_down_, x_)                                         \
  {                                                                                      \
    .kind = PAT_PILE_TABLEAU, .count = (count_), .rank = PAT_RANK_DOWN,                  \
    .suit = PAT_SUIT_SAME, .fill = PAT_FILL_BASE, .fill_rank = PAT_KING,                 \
    .accepts = PAT_FROM (PAT_PILE_TABLEAU), .gives = TRUE, .turn_up = TRUE,              \
    .moves_runs = TRUE, .moves_any_group = TRUE, .full_suit_home = TRUE, .deal = 7,      \
    .face_down = (face_down_),                                                           \
    .layout = { .x = (x_), .y = 1.6f, .dx = 1.1f, .fan = PAT_FAN_DOWN },                 \
  }

static const PatPileGroup scorpion_groups[] = {
  PAT_GROUP_STOCK (0, 0),
  FOUNDATIONS (4, 3.3f),
  SCORPION_COLUMNS (4, 3, 0),
  SCORPION_COLUMNS (3, 0, 4.4f),
};

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

static char *
describe_scorpion (const PatRules *rules)
{
  (void)rules;
  return g_strdup (
      _ ("One deck. Clear the table by building all four suits in sequence from King "
         "down to Ace.\n\n"
         "Seven columns are dealt with seven cards each; in the first four the bottom "
         "three lie face down, every other card face up. A face-down card turns up "
         "when it is uncovered.\n\n"
         "A column builds down in suit: the 6 of hearts on the 7 of hearts. Any "
         "face-up card moves with all the cards on it, in sequence or not, onto the "
         "card one higher of its suit: drag it by that card. An empty column takes "
         "only a King, with whatever lies on it.\n\n"
         "Click the stock once to deal its three cards face up onto the first three "
         "columns, empty or not. A full suit from King down to Ace on top of a "
         "column leaves the table by itself. There is no redeal."));
}

const PatVariant pat_variant_scorpion = {
  .id = "scorpion",
  .name = N_ ("Scorpion"),
  .description = N_ ("Seven columns built down in suit; any face-up card moves with "
                     "the cards on it"),
  .decks = 1,
  .win_cards = 52,
  .groups = scorpion_groups,
  .n_groups = G_N_ELEMENTS (scorpion_groups),
  .deal = PAT_DEAL_TO_TABLEAU,
  .describe = describe_scorpion,
  .validate = validate,
  /* Deals 9 and 13 at 2,000,000 positions: 1,949,708 in 6.45 s and
   * 1,239,159 in 4.54 s of CPU time. */
  .solver_speed = 290000,
};
