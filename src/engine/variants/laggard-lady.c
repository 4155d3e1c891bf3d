/* laggard-lady.c — Laggard Lady: Intrigue, with foundations held back
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pat-variants-private.h"

/* Laggard Lady: Intrigue, but no more foundations of a kind may be started
 * than there are Queens on the table. */

static guint
count_nonempty (const PatRules *rules, const PatState *state, guint group)
{
  guint n = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == group && pat_state_len (state, p) > 0)
      n++;
  return n;
}

static guint
tableau_group (const PatRules *rules)
{
  return rules->piles[pat_rules_first_pile (rules, PAT_PILE_TABLEAU)].group;
}

static gboolean
laggard_can_start (const PatRules *rules, const PatState *state, guint foundation,
                   PatCard card, GError **error)
{
  guint started = count_nonempty (rules, state, rules->piles[foundation].group);
  guint queens = count_nonempty (rules, state, tableau_group (rules));

  if (started < queens)
    return TRUE;

  if (error != NULL)
    {
      g_autofree char *rank = pat_rank_with_article (pat_card_rank (card));

      pat_refuse (error,
                  g_dngettext (GETTEXT_PACKAGE,
                               "%s may not start a foundation: %u is started and "
                               "only %u queen is on the table",
                               "%s may not start a foundation: %u are started and "
                               "only %u queens are on the table",
                               queens),
                  rank, started, queens);
    }
  return FALSE;
}

static gboolean
laggard_validate (const PatRules *rules, const PatState *state, GError **error)
{
  guint queens = count_nonempty (rules, state, tableau_group (rules));

  if (!pat_intrigue_validate (rules, state, error))
    return FALSE;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    if (rules->groups[g].kind == PAT_PILE_FOUNDATION
        && count_nonempty (rules, state, g) > queens)
      {
        g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                     _ ("more foundations of a kind are started than queens are on "
                        "the table"));
        return FALSE;
      }
  return TRUE;
}

const PatVariant pat_variant_laggard_lady = {
  .id = "laggard-lady",
  .name = N_ ("Laggard Lady"),
  .description = N_ ("Intrigue, but no foundation may start before its Queen is out"),
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
  .can_start = laggard_can_start,
  .describe = pat_intrigue_describe,
  .validate = laggard_validate,
  .solver_speed = 200000,
};
