/* intrigue.c — Intrigue: Queens head the piles, 6s build up and 5s down
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

#include <string.h>

static const guint8 six_to_jack[] = { 6, 7, 8, 9, 10, 11 };
static const guint8 five_to_king[] = { 5, 4, 3, 2, 1, 13 };

static const char *const deal_modes[] = { "seed", "classic", NULL };
static const char *const deal_mode_labels[]
    = { N_ ("Onto the waste"), N_ ("Onto the newest Queen"), NULL };

enum
{
  DEAL_MODE_SEED,
  DEAL_MODE_CLASSIC,
};

const PatOptionSpec pat_intrigue_options[PAT_INTRIGUE_N_OPTIONS] = {
  {
      .key = "deal-mode",
      .label = N_ ("Dealing"),
      .description = N_ ("seed: the stock is turned onto a waste and its card may go "
                         "anywhere; classic: every stock card goes onto the newest "
                         "Queen, and bare Queens take cards once the stock is empty"),
      .type = PAT_OPTION_CHOICE,
      .default_value = DEAL_MODE_SEED,
      .choices = deal_modes,
      .choice_labels = deal_mode_labels,
  },
};

#define FOUNDATION(sequence_, y_)                                                        \
  {                                                                                      \
    .kind = PAT_PILE_FOUNDATION, .count = 8, .rank = PAT_RANK_SEQUENCE,                  \
    .suit = PAT_SUIT_ANY, .sequence = (sequence_),                                       \
    .n_sequence = G_N_ELEMENTS (sequence_), .fill = PAT_FILL_BASE,                       \
    .accepts = PAT_FROM (PAT_PILE_WASTE) | PAT_FROM (PAT_PILE_TABLEAU), .home = TRUE,    \
    .layout = { .x = 0, .y = (y_), .dx = 1.15f },                                        \
  }

const PatPileGroup pat_intrigue_groups[PAT_INTRIGUE_N_GROUPS] = {
  PAT_GROUP_STOCK (9.4f, 0),
  PAT_GROUP_WASTE (9.4f, 1.6f),
  FOUNDATION (six_to_jack, 0),
  FOUNDATION (five_to_king, 1.6f),
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 8,
      .rank = PAT_RANK_ANY,
      .fill = PAT_FILL_NONE,
      .accepts = PAT_FROM (PAT_PILE_WASTE) | PAT_FROM (PAT_PILE_TABLEAU),
      .gives = TRUE,
      .base_fixed = TRUE,
      .bare_only = TRUE,
      .layout = { .x = 0, .y = 3.3f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

static gboolean
classic (const PatRules *rules)
{
  return pat_rules_get_option (rules, "deal-mode", DEAL_MODE_SEED) == DEAL_MODE_CLASSIC;
}

void
pat_intrigue_configure (PatRules *rules)
{
  if (classic (rules))
    rules->deal = PAT_DEAL_TO_LAST_TABLEAU;
}

/* The first Queen heads tableau-0; then each turned card goes out to a
 * foundation it starts, or heads the next pile if a Queen, or lies on the
 * newest Queen, until the eighth Queen is down. */
void
pat_intrigue_first_deal (const PatRules *rules, PatState *state, PatCard *deck,
                         guint n_deck)
{
  int tableau = pat_rules_first_pile (rules, PAT_PILE_TABLEAU);
  guint n_tableau = pat_rules_count_piles (rules, PAT_PILE_TABLEAU);
  guint queens = 0;

  for (guint i = n_deck; i > 0; i--)
    if (pat_card_rank (deck[i - 1]) == PAT_QUEEN)
      {
        PatCard queen = deck[i - 1];

        memmove (deck + i - 1, deck + i, n_deck - i);
        deck[n_deck - 1] = queen;
        break;
      }

  while (queens < n_tableau)
    {
      PatCard card = deck[--n_deck];

      if (pat_card_rank (card) == PAT_QUEEN)
        pat_state_push (state, (guint)tableau + queens++, card);
      else
        pat_state_deal_card (state, rules, (guint)tableau + queens - 1, card);
    }

  for (guint i = 0; i < n_deck; i++)
    pat_state_push (state, (guint)rules->stock, pat_card_face_down (deck[i]));
}

gboolean
pat_intrigue_check_move (const PatRules *rules, const PatState *state, guint from,
                         guint to, GError **error)
{
  if (rules->piles[from].kind != PAT_PILE_TABLEAU
      || rules->piles[to].kind != PAT_PILE_TABLEAU)
    return TRUE;

  /* That @to is a bare Queen the engine checks (bare_only). */
  if (classic (rules) && pat_state_len (state, (guint)rules->stock) > 0)
    {
      pat_refuse (error, "%s", _ ("bare queens take cards only once the stock is empty"));
      return FALSE;
    }
  return TRUE;
}

gboolean
pat_intrigue_validate (const PatRules *rules, const PatState *state, GError **error)
{
  gboolean gap = FALSE;

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      if (rules->piles[p].kind != PAT_PILE_TABLEAU)
        continue;
      if (len == 0)
        {
          gap = TRUE;
          continue;
        }
      if (gap)
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       _ ("%s holds cards, but a tableau pile before it is empty"),
                       rules->piles[p].id);
          return FALSE;
        }
      for (guint i = 0; i < len; i++)
        if ((pat_card_rank (cards[i]) == PAT_QUEEN) != (i == 0))
          {
            g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                         _ ("%s: a tableau pile has one queen, at its base"),
                         rules->piles[p].id);
            return FALSE;
          }
    }
  return TRUE;
}

/* Intrigue's rules in words; Laggard Lady adds its own at the end. */
char *
pat_intrigue_describe (const PatRules *rules)
{
  GString *text = g_string_new (_ (
      "Two decks. Eight foundations build up from 6 to Jack and eight build down 5, 4, "
      "3, 2, Ace, King, regardless of suit; any 6 or 5 starts one. Queens never go to "
      "a foundation. Complete all sixteen.\n\n"
      "The first Queen starts the first tableau pile. Cards are then turned from the "
      "stock: a 6 or a 5 goes to a foundation, a Queen starts the next pile, and any "
      "other card goes on the newest Queen's pile, until the eighth Queen is down.\n\n"
      "A pile's top card may go to a foundation or onto a bare Queen (a pile holding "
      "only its Queen); piles are not otherwise built, and the Queens never move. "));

  if (classic (rules))
    g_string_append (text,
                     _ ("Click the stock to deal its top card onto the newest Queen's "
                        "pile. Bare Queens take cards only once the stock is empty. "
                        "There is no redeal."));
  else
    g_string_append (text,
                     _ ("Click the stock to turn its top card onto the waste, once "
                        "the waste is empty; the waste card goes to a foundation or "
                        "onto any pile. There is no redeal."));
  if (rules->variant->can_start != NULL)
    g_string_append (text, _ ("\n\nLaggard Lady: no more foundations of a kind may be "
                              "started than there are Queens on the table. A 5 or 6 that "
                              "may not start one is dealt or played like any other "
                              "card."));
  return g_string_free (text, FALSE);
}

const PatVariant pat_variant_intrigue = {
  .id = "intrigue",
  .name = N_ ("Intrigue"),
  .description = N_ ("Queens head the piles; build 6s up to Jacks and 5s down to Kings"),
  .decks = 2,
  .win_cards = 96,
  .options = pat_intrigue_options,
  .n_options = PAT_INTRIGUE_N_OPTIONS,
  .groups = pat_intrigue_groups,
  .n_groups = PAT_INTRIGUE_N_GROUPS,
  .deal = PAT_DEAL_TO_EMPTY_WASTE,
  .redeal = PAT_REDEAL_NONE,
  .send_out = TRUE,
  .configure = pat_intrigue_configure,
  .first_deal = pat_intrigue_first_deal,
  .check_move = pat_intrigue_check_move,
  .describe = pat_intrigue_describe,
  .validate = pat_intrigue_validate,
  .solver_speed = 250000,
};
