/* pat-solver-analysis.c — what the rules say, worked out once per search
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* What the rules say ------------------------------------------------------- */

static gboolean
type_is_card (guint t)
{
  guint rank = t & 0x0f;

  return rank >= PAT_ACE && rank <= PAT_KING;
}

static int
first_pile_of_group (const PatRules *rules, guint group)
{
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == group)
      return (int)p;
  return -1;
}

static int
sequence_position (const PatPileGroup *group, guint rank)
{
  for (guint i = 0; i < group->n_sequence; i++)
    if (group->sequence[i] == rank)
      return (int)i;
  return -1;
}

/* Cards of @rank that a pile of @group may hold next to a card of @suit. */
guint64
solver_types_of_rank (const PatPileGroup *group, guint rank, PatSuit suit)
{
  guint64 mask = 0;

  for (guint s = 0; s < PAT_N_SUITS; s++)
    if (group->suit != PAT_SUIT_SAME || s == suit)
      mask |= TYPE_BIT (pat_card_new (rank, (PatSuit)s));
  return mask;
}

gboolean
solver_is_building_group (const PatPileGroup *group)
{
  return !group->home && group->accepts != 0 && group->rank != PAT_RANK_NONE;
}

/* Whether a card may ever go from a pile of kind @from to one of kind @to. */
static gboolean
kinds_connect (const PatRules *rules, const PatPileGroup *from, const PatPileGroup *to)
{
  return from->gives && (to->accepts & PAT_FROM (from->kind)) != 0
         && (rules->blocked[from->kind] & PAT_FROM (to->kind)) == 0;
}

/* Whether home group @group builds up in suit from the base the deal gives
 * it, turning the corner (Canfield), with one deck: a card then goes home
 * only onto the one card before it, or as the base onto an empty pile, so
 * that every card before it is home is part of the move being legal,
 * whatever the base (docs/solver.md, section 6.1). */
static gboolean
base_in_suit (const Analysis *an, const PatPileGroup *group)
{
  return group->base_from_deal && group->rank == PAT_RANK_UP
         && group->suit == PAT_SUIT_SAME && an->decks == 1;
}

/* Which cards home group @g takes, counted in @n_home_groups and noted in
 * an->home_group; clears an->safe_possible where it builds otherwise than
 * in one suit or any suit. */
static void
count_home_group (Analysis *an, guint g, guint *n_home_groups)
{
  const PatRules *rules = &an->rules;
  const PatPileGroup *group = &rules->groups[g];

  for (guint t = 0; t < N_TYPES; t++)
    {
      gboolean takes = FALSE;

      if (!type_is_card (t))
        continue;
      if (group->fill == PAT_FILL_BASE)
        for (guint p = 0; p < rules->n_piles; p++)
          if (rules->piles[p].group == g
              && pat_move_can_build (rules, p, (PatCard)t, PAT_CARD_NONE))
            takes = TRUE;
      if (group->rank == PAT_RANK_SEQUENCE)
        {
          int at = sequence_position (group, t & 0x0f);

          takes |= at > 0;
          if (at > 0 && group->suit != PAT_SUIT_SAME && group->suit != PAT_SUIT_ANY)
            an->safe_possible = FALSE;
        }
      else if (base_in_suit (an, group))
        takes = TRUE;
      else if (group->rank != PAT_RANK_NONE)
        takes = TRUE, an->safe_possible = FALSE;
      if (takes)
        {
          n_home_groups[t]++;
          an->home_group[t] = (guint8)g;
        }
    }
}

/* Everything that could ever lie on card @t, or on the cards below it in
 * its suit taken back from its foundation @group, where it stands at @at;
 * notes in an->self_buildable whether @t could lie on its own chain. */
static guint64
takeback_closure (Analysis *an, const PatPileGroup *group, guint t, int at,
                  const guint64 *builders)
{
  guint64 closure = TYPE_BIT (t);
  guint64 grown;

  for (int i = 0; i < at; i++)
    closure
        |= solver_types_of_rank (group, group->sequence[i], pat_card_suit ((PatCard)t));
  do
    {
      grown = closure;
      for (guint c = 0; c < N_TYPES; c++)
        if (closure & TYPE_BIT (c))
          grown |= builders[c];
      if (grown == closure)
        break;
      closure = grown;
    }
  while (TRUE);
  for (guint c = 0; c < N_TYPES; c++)
    if ((closure & TYPE_BIT (c)) && (builders[c] & TYPE_BIT (t)))
      an->self_buildable |= TYPE_BIT (t);
  return closure & ~TYPE_BIT (t);
}

/* The cards that must all be home before card @t goes home safely, in
 * an->safe_needs (docs/solver.md, section 6.1); nothing where it has no
 * such rule. */
static void
note_safe_needs (Analysis *an, guint t, gboolean takeback, const guint64 *builders)
{
  const PatPileGroup *group = &an->rules.groups[an->home_group[t]];
  int at;
  guint64 needs = 0;

  if (group->rank != PAT_RANK_SEQUENCE && group->rank != PAT_RANK_NONE
      && !base_in_suit (an, group))
    return;
  at = group->rank == PAT_RANK_SEQUENCE ? sequence_position (group, t & 0x0f) : 0;
  if (at < 0)
    return;
  if (at > 0)
    needs |= solver_types_of_rank (group, group->sequence[at - 1],
                                   pat_card_suit ((PatCard)t));
  if (!takeback)
    needs |= builders[t];
  else
    needs |= takeback_closure (an, group, t, at, builders);
  an->safe_needs[t] = needs;
  an->safe_types |= TYPE_BIT (t);
}

/* Which cards can go home safely, and what each needs home first
 * (docs/solver.md, section 6.1). */
static void
analyse_safe_moves (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  guint n_home_groups[N_TYPES] = { 0 };
  guint64 builders[N_TYPES] = { 0 };
  gboolean takeback = FALSE;

  an->safe_possible = TRUE;
  an->shuffle_redeal
      = variant->redeal == PAT_REDEAL_SHUFFLE_TABLEAU && rules->redeals > 0;

  for (guint g = 0; g < variant->n_groups; g++)
    for (guint h = 0; h < variant->n_groups; h++)
      {
        const PatPileGroup *from = &rules->groups[g];
        const PatPileGroup *to = &rules->groups[h];

        if (from->count == 0 || to->count == 0 || !from->home
            || !kinds_connect (rules, from, to))
          continue;
        /* Cards moving between home piles undo what "home" means here. */
        if (to->home)
          an->safe_possible = FALSE;
        else if (solver_is_building_group (to))
          takeback = TRUE;
      }

  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      int pile = first_pile_of_group (rules, g);

      if (pile < 0)
        continue;
      if (group->home)
        count_home_group (an, g, n_home_groups);
      else if (solver_is_building_group (group) && group->rank != PAT_RANK_ANY)
        /* Piles that take any card whatever their top need no base. */
        for (guint c = 0; c < N_TYPES; c++)
          for (guint d = 0; d < N_TYPES; d++)
            if (type_is_card (c) && type_is_card (d)
                && pat_move_can_build (rules, (guint)pile, (PatCard)d, (PatCard)c))
              builders[c] |= TYPE_BIT (d);
    }

  for (guint t = 0; t < N_TYPES; t++)
    if (type_is_card (t) && n_home_groups[t] == 1)
      note_safe_needs (an, t, takeback, builders);
}

static void
analyse_order (Analysis *an)
{
  const PatRules *rules = &an->rules;

  memset (an->position, -1, sizeof an->position);
  for (guint t = 0; t < N_TYPES; t++)
    {
      const PatPileGroup *group;
      int at;

      if (!type_is_card (t) || (an->safe_types & TYPE_BIT (t)) == 0)
        continue;
      group = &rules->groups[an->home_group[t]];
      at = group->rank == PAT_RANK_SEQUENCE ? sequence_position (group, t & 0x0f) : 0;
      if (at < 0)
        continue;
      an->position[t] = (gint8)at;
      an->order_key[t] = (guint8)(an->home_group[t] * PAT_N_SUITS
                                  + (group->suit == PAT_SUIT_SAME ? t >> 4 : 0));
    }

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->home || group->kind == PAT_PILE_STOCK || !group->gives)
        continue;
      an->blocker_weight[p] = BLOCKER_WEIGHT;
      an->cross_weight[p] = CROSS_WEIGHT;
    }
}

static gboolean
is_run (const PatPileGroup *group, int step, guint first, guint last)
{
  if (group->n_sequence == 0 || group->sequence[0] != first
      || group->sequence[group->n_sequence - 1] != last)
    return FALSE;
  for (guint i = 0; i + 1 < group->n_sequence; i++)
    if ((int)group->sequence[i + 1] != (int)group->sequence[i] + step)
      return FALSE;
  return TRUE;
}

/* Idle Aces: home piles between which cards move freely are hashed as one
 * heap of cards, every arrangement of it reaching the others
 * (docs/solver.md, section 7). */
static void
analyse_merged (Analysis *an)
{
  const PatRules *rules = &an->rules;
  int up = -1, down = -1;

  for (guint g = 0; g < rules->variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (!group->home || !group->gives || group->count == 0)
        continue;
      if (group->kind != PAT_PILE_FOUNDATION || group->rank != PAT_RANK_SEQUENCE
          || group->suit != PAT_SUIT_ANY || group->fill_suit_by_index
          || group->base_rank == 0 || !group->base_fixed || group->fill != PAT_FILL_NONE)
        return;
      if (is_run (group, 1, group->base_rank, PAT_KING) && up < 0)
        up = (int)g;
      else if (is_run (group, -1, PAT_KING, PAT_ACE) && group->base_rank == PAT_KING
               && down < 0)
        down = (int)g;
      else
        return;
    }
  /* solver_ranks_fit() counts the piles of each group in four bits. */
  if (up < 0 || down < 0 || rules->groups[up].count >= 15
      || rules->groups[down].count >= 15
      || !kinds_connect (rules, &rules->groups[up], &rules->groups[down])
      || !kinds_connect (rules, &rules->groups[down], &rules->groups[up]))
    return;
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == (guint)up || rules->piles[p].group == (guint)down)
      an->merged_piles |= PILE_BIT (p);
  for (guint64 w = an->merged_piles; w != 0; w &= w - 1)
    if (an->targets[lowest_bit (w)] & ~an->merged_piles)
      {
        an->merged_piles = 0;
        return;
      }
  an->up_base = rules->groups[up].base_rank;
  an->up_count = rules->groups[up].count;
  an->down_count = rules->groups[down].count;
}

/* Whether cards brought out of home piles, reserves and the waste must be
 * used at once (docs/solver.md, section 4.4): no stock but the talon, no
 * other redeal, no refill, no hook on new foundations, no shuffles between
 * home piles. Needs analyse_talon(). */
static void
analyse_parking (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  guint64 origins;

  an->parking = FALSE;
  if (an->merged_piles != 0 || variant->can_start != NULL)
    return;
  if (an->talon_piles == 0
      && (rules->stock >= 0 || rules->deal_to >= 0 || rules->redeals > 0
          || variant->redeal != PAT_REDEAL_NONE))
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    if (rules->groups[g].count > 0
        && (rules->groups[g].refill > 0 || rules->groups[g].refill_by_reserve))
      return;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->kind == PAT_PILE_RESERVE && !group->home && group->accepts == 0)
        an->parking_piles |= PILE_BIT (p);
    }
  /* A round of stock and waste brings every card up, one at a time,
   * whichever cards have left it. */
  an->parking_waste = an->talon_piles != 0 && rules->deal_count == 1;
  an->parking = TRUE;

  /* Where a pile X takes a parked card, a move off X can only be left out
   * where the card could have gone straight to the same pile, and the
   * cards under it go there first and it after them, on the same card:
   * the pile is of X's group, and takes it from where it came. */
  origins = an->home_piles | an->parking_piles
            | (an->parking_waste ? PILE_BIT (rules->waste) : 0);
  for (guint64 o = origins; o != 0; o &= o - 1)
    for (guint64 x = an->targets[lowest_bit (o)] & an->building_piles; x != 0; x &= x - 1)
      {
        guint pile = lowest_bit (x);

        for (guint64 y = an->targets[pile] & an->building_piles; y != 0; y &= y - 1)
          if ((an->targets[lowest_bit (o)] & (PILE_BIT (lowest_bit (y)))) == 0
              || rules->piles[lowest_bit (y)].group != rules->piles[pile].group)
            an->leaving_piles |= PILE_BIT (pile);
      }
}

/* Undo-home: a card that could at once be taken back from its foundation
 * to where it lies is sent home without trying anything else
 * (docs/solver.md, section 6.2). Only where the talon feeds the piles: in
 * King Albert it slowed the search (section 12). */
static void
analyse_undo_home (Analysis *an)
{
  const PatRules *rules = &an->rules;

  an->undo_home = FALSE;
  if (!an->parking || an->talon_piles == 0 || an->decks != 1
      || rules->variant->check_move != NULL)
    return;
  for (guint64 w = an->home_piles; w != 0; w &= w - 1)
    {
      const PatPileGroup *group = pat_rules_group (rules, lowest_bit (w));

      if (group->suit != PAT_SUIT_SAME
          || (group->rank != PAT_RANK_UP && group->rank != PAT_RANK_DOWN
              && group->rank != PAT_RANK_SEQUENCE))
        return;
      if (an->targets[lowest_bit (w)] & an->building_piles)
        an->undo_home = TRUE;
    }
}

/* The talon: where the waste is turned over as often as the player likes
 * and nothing else changes stock or waste but a play of the waste's top
 * (Klondike), the positions of one round are one position
 * (docs/solver.md, section 5.1). */
static void
analyse_talon (Analysis *an)
{
  const PatRules *rules = &an->rules;

  if (rules->stock < 0 || rules->waste < 0 || rules->deal != PAT_DEAL_TO_WASTE
      || rules->deal_to != rules->waste
      || rules->variant->redeal != PAT_REDEAL_WASTE_TO_STOCK
      || rules->redeals != PAT_REDEALS_UNLIMITED
      || pat_rules_group (rules, (guint)rules->waste)->accepts != 0
      || pat_rules_group (rules, (guint)rules->stock)->accepts != 0)
    return;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    if (rules->groups[g].count > 0
        && (rules->groups[g].refill > 0 || rules->groups[g].refill_by_reserve))
      return;
  an->talon_piles = PILE_BIT (rules->stock) | PILE_BIT (rules->waste);
  /* Which card lies on which there changes as the round goes on. */
  an->blocker_weight[rules->waste] = an->cross_weight[rules->waste] = 0;
}

/* The waste held: where the stock is turned once, one card at a time, onto
 * a waste that takes no other card, and a card goes in play only onto one
 * kind of card, one rank up in its own suit (Forty Thieves), a card dealt
 * that cannot be played at once waits in the waste, under every card dealt
 * after it, for one of the two cards it goes on. A line that deals before
 * the columns have done what they can buries cards there that a line which
 * waits does not: the evaluation counts each card in the waste against the
 * position (docs/solver.md, section 9). Where a card goes on cards of
 * several suits (Indian), a waste card soon finds a place, and the same
 * weight loses deals. */
static void
analyse_held_waste (Analysis *an)
{
  const PatRules *rules = &an->rules;
  gboolean builds = FALSE;

  if (rules->stock < 0 || rules->waste < 0 || rules->deal != PAT_DEAL_TO_WASTE
      || rules->deal_to != rules->waste || rules->deal_count != 1 || rules->redeals != 0
      || pat_rules_group (rules, (guint)rules->waste)->accepts != 0)
    return;
  for (guint t = 0; t < N_TYPES; t++)
    {
      if (!type_is_card (t))
        continue;
      if (bit_count (an->rests_on[t]) > 1)
        return;
      builds |= an->rests_on[t] != 0;
    }
  if (builds)
    an->waste_weight = WASTE_WEIGHT;
}

/* Placing: where the waste holds one card and the next is turned only once
 * it is played (Intrigue, Laggard Lady, Jubilee), a waste card goes in play
 * only just before a deal, a redeal or a move onto its pile
 * (docs/solver.md, section 5.2). Not where runs move or piles are refilled,
 * nor where a card leaving its pile at once could not have gone there from
 * the waste. */
static void
analyse_placing (Analysis *an)
{
  const PatRules *rules = &an->rules;

  an->place_last = FALSE;
  if (rules->deal != PAT_DEAL_TO_EMPTY_WASTE || rules->stock < 0 || rules->waste < 0
      || rules->deal_to != rules->waste
      || pat_rules_group (rules, (guint)rules->waste)->accepts != 0
      || an->talon_piles != 0 || an->merged_piles != 0)
    return;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    if (rules->groups[g].count > 0
        && (rules->groups[g].refill > 0 || rules->groups[g].moves_runs))
      return;
  /* w leaving X at once could have gone there from the waste. */
  for (guint64 w = an->targets[rules->waste] & ~an->home_piles; w != 0; w &= w - 1)
    if (an->targets[lowest_bit (w)] & ~an->targets[rules->waste]
        & ~PILE_BIT (lowest_bit (w)))
      return;
  an->place_last = TRUE;
}

/* Cell piles: a card alone on a bare Queen (Intrigue, Laggard Lady) goes
 * home safely once the stock is out (docs/solver.md, section 6.3). Needs
 * foundations that never give cards back, and Queens that take every card
 * a foundation takes, from wherever it comes. */
static void
analyse_cells (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  guint home_from = 0;

  an->cell_piles = 0;
  if (!an->place_last)
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0 || !group->home)
        continue;
      if (group->gives || (group->suit == PAT_SUIT_ANY && an->card_mask != 0x0f)
          || (group->suit != PAT_SUIT_ANY && group->suit != PAT_SUIT_SAME))
        return;
      home_from |= group->accepts;
    }
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->kind == PAT_PILE_TABLEAU && group->bare_only && group->base_fixed
          && group->rank == PAT_RANK_ANY && (home_from & ~group->accepts) == 0
          && (group->accepts & ~(PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE)))
                 == 0)
        an->cell_piles |= PILE_BIT (p);
    }
}

/* The cards of @t's suit that a foundation of @home holds before it takes
 * @t, where it builds its sequence in suit; none otherwise. */
static guint64
needs_first (const PatPileGroup *home, guint t)
{
  int at;
  guint64 needs = 0;

  if (home->rank != PAT_RANK_SEQUENCE || home->suit != PAT_SUIT_SAME)
    return 0;
  at = sequence_position (home, t & 0x0f);
  for (int i = 0; i < at; i++)
    needs |= solver_types_of_rank (home, home->sequence[i], pat_card_suit ((PatCard)t));
  return needs;
}

/* Locks: two cards that keep each other in a pile for good, where cards
 * leave the piles in play one at a time, foundations build in suit and
 * never give back, and an emptied pile takes nothing (docs/solver.md,
 * section 8.1). */
static void
analyse_locks (Analysis *an)
{
  const PatRules *rules = &an->rules;

  if (rules->stock >= 0 || rules->waste >= 0 || rules->settled != 0 || an->decks > 2)
    return;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0)
        continue;
      if (group->home)
        {
          if (group->rank != PAT_RANK_SEQUENCE || group->suit != PAT_SUIT_SAME)
            return;
          for (guint h = 0; h < rules->variant->n_groups; h++)
            if (rules->groups[h].count > 0
                && kinds_connect (rules, group, &rules->groups[h]))
              return;
          continue;
        }
      if (group->kind != PAT_PILE_TABLEAU || !solver_is_building_group (group)
          || group->fill != PAT_FILL_NONE || group->moves_runs)
        return;
    }

  for (guint t = 0; t < N_TYPES; t++)
    {
      if (!(an->safe_types & TYPE_BIT (t)))
        continue;
      an->lock_needs[t] = needs_first (&rules->groups[an->home_group[t]], t);
      if (an->lock_needs[t] != 0)
        an->lock_types |= TYPE_BIT (t);
    }
  for (guint p = 0; p < rules->n_piles && an->lock_types != 0; p++)
    if (!(an->home_piles & (PILE_BIT (p))))
      an->lock_piles |= PILE_BIT (p);
}

/* Strands: with one deck, a card that can never leave its pile, for any
 * line of play (docs/solver.md, section 8.2). Only where cards move from
 * the top, alone or in runs, to home piles or building piles. */
static void
analyse_strands (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  const PatPileGroup *home = NULL;
  guint n_home_groups = 0;
  guint64 all_cards = 0;

  if (an->decks != 1 || variant->win_cards != rules->n_cards)
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0)
        continue;
      /* A card can leave carried by any face-up card under it, in
       * sequence or not (Yukon): the proof's walk down through runs built
       * on one another would miss that and call a winnable deal lost. */
      if (group->moves_any_group)
        return;
      if (group->home)
        {
          if (group->moves_runs)
            return;
          home = group;
          n_home_groups++;
        }
    }
  for (guint t = 0; t < N_TYPES; t++)
    {
      if (!type_is_card (t))
        continue;
      all_cards |= TYPE_BIT (t);
      /* Several home groups: no card needs another first. */
      if (n_home_groups == 1)
        an->strand_needs[t] = needs_first (home, t);
    }
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (!(an->building_piles & PILE_BIT (p)) || !group->gives
          || (an->targets[p] & ~(an->building_piles | an->home_piles)) != 0)
        continue;
      for (guint64 w = an->targets[p] & ~an->home_piles; w != 0; w &= w - 1)
        an->strand_fill[p] |= an->fill[lowest_bit (w)];
      /* Any card leaves for an empty pile (King Albert): nothing to find. */
      if ((all_cards & ~an->strand_fill[p]) == 0)
        {
          an->strand_piles = 0;
          return;
        }
      an->strand_piles |= PILE_BIT (p);
      if (group->moves_runs)
        an->strand_run_piles |= PILE_BIT (p);
    }
  /* Every redeal but the waste's moves cards in play. */
  an->strand_gathered = rules->redeals > 0 && variant->redeal != PAT_REDEAL_NONE
                        && variant->redeal != PAT_REDEAL_WASTE_TO_STOCK;
}

/* The second kind of analyse_playout(): every pile but the stock and the
 * waste is a home pile, and the waste turns over at most. */
static gboolean
analyse_waste_playout (Analysis *an)
{
  const PatRules *rules = &an->rules;

  if (rules->deal != PAT_DEAL_TO_WASTE
      || (rules->variant->redeal != PAT_REDEAL_WASTE_TO_STOCK && rules->redeals > 0))
    return FALSE;
  for (guint p = 0; p < rules->n_piles; p++)
    if (!(an->home_piles & (PILE_BIT (p))) && p != (guint)rules->stock
        && p != (guint)rules->waste)
      return FALSE;
  an->playout = PLAYOUT_WASTE;
  an->beam_by_playout = TRUE;
  an->playout_by_rank = an->merged_piles != 0;
  /* Whether cards come to the merged home piles only from the waste or
   * from one another, and go from them only to one another. */
  an->playout_derived = TRUE;
  for (guint p = 0; p < rules->n_piles; p++)
    if ((an->targets[p] & an->merged_piles) != 0 && !(an->merged_piles & PILE_BIT (p))
        && p != (guint)rules->waste)
      an->playout_derived = FALSE;
    else if ((an->merged_piles & PILE_BIT (p))
             && (an->targets[p] & ~an->merged_piles) != 0)
      an->playout_derived = FALSE;
  return TRUE;
}

/* For the beams' second evaluation where the first plays the waste out by
 * rank over merged home piles: the same playout over the piles as they
 * lie, or %NULL. The two win different deals (docs/solver.md, section 9). */
Analysis *
solver_analyse_pile_playout (const Analysis *an)
{
  Analysis *second;

  if (an->playout != PLAYOUT_WASTE || !an->playout_by_rank)
    return NULL;
  second = g_memdup2 (an, sizeof *an);
  second->playout_by_rank = FALSE;
  return second;
}

/* For the second beam of each width where the round of stock and waste is
 * one position (Klondike): the same game, but beams deal one deal at a
 * time, as a player does, or %NULL. A beam ranks positions by depth, and
 * the two keep other lines and win other deals (docs/solver.md,
 * section 10). */
Analysis *
solver_analyse_dealing_beams (const Analysis *an)
{
  Analysis *second;

  if (an->talon_piles == 0)
    return NULL;
  second = g_memdup2 (an, sizeof *an);
  second->beam_deals = TRUE;
  return second;
}

/* For the second beam of each width where the evaluation counts the cards
 * in the waste (analyse_held_waste()): the evaluation without them, or
 * %NULL. The two rank other lines first and win other deals
 * (docs/solver.md, section 12). */
Analysis *
solver_analyse_waste_unweighted (const Analysis *an)
{
  Analysis *second;

  if (an->waste_weight == 0)
    return NULL;
  second = g_memdup2 (an, sizeof *an);
  second->waste_weight = 0;
  return second;
}

/* For the beams that draw lots (see search()): the same playout, but
 * looking one card ahead (see waste_home_waits()), or %NULL. Like the
 * playout pile by pile, it ranks positions otherwise than the greedy one,
 * and its beams keep other lines and win other deals. */
Analysis *
solver_analyse_ahead_playout (const Analysis *an)
{
  Analysis *ahead;

  if (an->playout != PLAYOUT_WASTE)
    return NULL;
  ahead = g_memdup2 (an, sizeof *an);
  ahead->playout_ahead = TRUE;
  return ahead;
}

static void
analyse_playout (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  gboolean home = FALSE;
  guint n_piles = 0;

  if (rules->stock < 0 || rules->waste < 0 || rules->deal_to != rules->waste
      || rules->deal_count > 1 || variant->check_move != NULL
      || variant->can_start != NULL || rules->redeals == PAT_REDEALS_UNLIMITED)
    return;
  if (analyse_waste_playout (an))
    return;
  if (!an->place_last
      || (variant->redeal != PAT_REDEAL_GATHER_TABLEAU && rules->redeals > 0))
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0 || group->kind == PAT_PILE_STOCK
          || group->kind == PAT_PILE_WASTE)
        continue;
      if (group->home)
        {
          /* One group of foundations in suit, each started by its base. */
          if (home || group->rank != PAT_RANK_SEQUENCE || group->suit != PAT_SUIT_SAME
              || group->fill != PAT_FILL_NONE || group->gives)
            return;
          home = TRUE;
        }
      else if (group->kind != PAT_PILE_TABLEAU || group->rank != PAT_RANK_ANY
               || group->fill != PAT_FILL_ANY
               || group->accepts != PAT_FROM (PAT_PILE_WASTE))
        return;
    }
  if (!home)
    return;
  for (guint p = 0; p < rules->n_piles; p++)
    if (!(an->home_piles & PILE_BIT (p)) && p != (guint)rules->stock
        && p != (guint)rules->waste)
      {
        if ((an->targets[p] & ~an->home_piles) != 0 || ++n_piles > PLAYOUT_PILES)
          return;
        an->playout_piles |= PILE_BIT (p);
      }
  an->playout = PLAYOUT_PLACING;
}

/* How positions are hashed (docs/solver.md, section 3): which groups are
 * hashed as sets of piles, whether suits count, and the random numbers. */
static void
analyse_hashing (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  gboolean suit_blind = TRUE;
  guint64 seed = G_GUINT64_CONSTANT (0x5eed5eed5eed5eed);

  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      gboolean gathered = group->kind == PAT_PILE_TABLEAU
                          && (variant->redeal == PAT_REDEAL_SHUFFLE_TABLEAU
                              || variant->redeal == PAT_REDEAL_GATHER_TABLEAU);

      /* Spider builds regardless of suit, but its runs and full suits are
       * of one suit. */
      if (group->suit != PAT_SUIT_ANY || group->fill_suit_by_index || group->runs_in_suit
          || group->full_suit_home)
        suit_blind = FALSE;
      /* Piles that cover one another (TriPeaks) are told apart by which
       * they cover. */
      if (group->fill_suit_by_index || group->refill > 0 || group->covered_by != NULL
          || (rules->deal_to >= 0 && rules->piles[rules->deal_to].group == g))
        an->perm[g] = PERM_NEVER;
      else if (gathered && rules->redeals > 0)
        an->perm[g] = PERM_WITHOUT_REDEALS;
      else
        an->perm[g] = PERM_ALWAYS;
      an->group_salt[g] = solver_next_random (&seed);
    }
  an->card_mask = suit_blind ? 0x0f : 0x3f;
  for (guint p = 0; p < PAT_MAX_PILES; p++)
    an->pile_salt[p] = solver_next_random (&seed);
  for (guint i = 0; i < PAT_MAX_CARDS; i++)
    for (guint t = 0; t < N_TYPES; t++)
      an->zobrist[i][t] = solver_next_random (&seed);
}

/* The masks of pile @p: its kind, its group, which piles it gives to, and
 * what it takes when empty. */
static void
analyse_pile (Analysis *an, guint p)
{
  const PatRules *rules = &an->rules;
  const PatPileGroup *group = pat_rules_group (rules, p);

  an->group_piles[rules->piles[p].group] |= PILE_BIT (p);
  if (group->clear_to_win)
    an->clear_piles |= PILE_BIT (p);
  /* A home pile the stock deals onto, that never gives a card back (Golf's
   * foundation): no rule reads below its top, and which cards lie there
   * follows from the other piles, so the order they came in is no part of
   * the position (docs/solver.md, section 3). */
  if (group->home && !group->gives && (int)p == rules->deal_to
      && rules->variant->redeal == PAT_REDEAL_NONE && rules->variant->can_start == NULL)
    an->top_piles |= PILE_BIT (p);
  if (group->home)
    {
      an->home_piles |= PILE_BIT (p);
      an->home_list[an->n_home++] = (guint8)p;
    }
  if (rules->piles[p].kind == PAT_PILE_TABLEAU)
    an->tableau_piles |= PILE_BIT (p);
  if (group->bare_only)
    an->bare_piles |= PILE_BIT (p);
  if (solver_is_building_group (group))
    {
      an->building_piles |= PILE_BIT (p);
      if (group->moves_runs)
        an->unit_run_piles |= PILE_BIT (p);
      if (group->fill == PAT_FILL_ANY)
        an->fillable_piles |= PILE_BIT (p);
      /* Not where a stock feeds the empty piles (Indian): there, beams
       * that fill them with runs win fewer deals. */
      if (group->fill == PAT_FILL_ANY && group->rank != PAT_RANK_ANY && rules->stock < 0
          && (group->accepts & PAT_FROM (group->kind)) && group->gives
          && (rules->blocked[group->kind] & PAT_FROM (group->kind)) == 0)
        an->run_piles |= PILE_BIT (p);
    }
  for (guint q = 0; q < rules->n_piles; q++)
    if (q != p && kinds_connect (rules, group, pat_rules_group (rules, q)))
      {
        an->targets[p] |= PILE_BIT (q);
        an->sources[q] |= PILE_BIT (p);
        an->any_target |= PILE_BIT (q);
      }
  for (guint t = 0; t < N_TYPES; t++)
    if (type_is_card (t) && pat_move_can_build (rules, p, (PatCard)t, PAT_CARD_NONE))
      an->fill[p] |= TYPE_BIT (t);
}

/* Which cards each group builds on which, for move generation. */
static void
analyse_building (Analysis *an)
{
  const PatRules *rules = &an->rules;

  for (guint g = 0; g < rules->variant->n_groups; g++)
    {
      int pile = first_pile_of_group (rules, g);

      if (pile < 0)
        continue;
      for (guint onto = 0; onto < N_TYPES; onto++)
        for (guint t = 0; t < N_TYPES; t++)
          if (type_is_card (onto) && type_is_card (t)
              && pat_move_can_build (rules, (guint)pile, (PatCard)t, (PatCard)onto))
            an->build_on[g][onto] |= TYPE_BIT (t);
      for (guint onto = 0; onto < N_TYPES; onto++)
        if (bit_count (an->build_on[g][onto]) > WIDE_TAKES)
          an->wide_on[g] |= TYPE_BIT (onto);
      if (solver_is_building_group (&rules->groups[g]))
        for (guint onto = 0; onto < N_TYPES; onto++)
          for (guint64 w = an->build_on[g][onto]; w != 0; w &= w - 1)
            an->rests_on[lowest_bit (w)] |= TYPE_BIT (onto);
    }
}

void
solver_analyse (Analysis *an, const PatRules *rules)
{
  memset (an, 0, sizeof *an);
  an->rules = *rules;
  rules = &an->rules;

  analyse_hashing (an);
  for (guint p = 0; p < rules->n_piles; p++)
    analyse_pile (an, p);
  analyse_building (an);

  /* A deck of fewer suits holds each card more often (Spider's one suit:
   * eight times). */
  an->decks = rules->n_cards / (13 * (guint)__builtin_popcount (rules->suits));
  g_assert (an->decks >= 1);
  /* A full suit leaving for home changes a home pile the move never
   * named; so does a refill, the stock or the reserve it comes from. */
  an->turn_up_only = TRUE;
  for (guint64 w = rules->settled; w != 0; w &= w - 1)
    if (pat_rules_group (rules, lowest_bit (w))->refill > 0
        || pat_rules_group (rules, lowest_bit (w))->refill_by_reserve
        || pat_rules_group (rules, lowest_bit (w))->full_suit_home)
      an->turn_up_only = FALSE;

  analyse_safe_moves (an);
  /* The proofs of safe moves and locks count one or two copies. */
  if (an->decks > 2)
    an->safe_possible = FALSE;
  analyse_order (an);
  analyse_merged (an);
  analyse_talon (an);
  analyse_held_waste (an);
  analyse_parking (an);
  analyse_undo_home (an);
  analyse_placing (an);
  analyse_cells (an);
  analyse_locks (an);
  analyse_strands (an);
  solver_analyse_pairs (an);
  analyse_playout (an);
}

/* The restricted game: the same game with no move from a home pile to a
 * pile in play, or %NULL when it has none; its wins are wins of the real
 * one. Only where a stock brings cards into play: without one (King
 * Albert) a card taken back to hold another is a common way to win
 * (docs/solver.md, section 10). */
Analysis *
solver_analyse_restricted (const PatRules *rules)
{
  PatRules restricted = *rules;
  gboolean changed = FALSE;
  Analysis *an;

  if (rules->stock < 0)
    return NULL;

  for (guint g = 0; g < rules->variant->n_groups; g++)
    for (guint h = 0; h < rules->variant->n_groups; h++)
      {
        const PatPileGroup *from = &rules->groups[g];
        const PatPileGroup *to = &rules->groups[h];

        if (from->home && !to->home && kinds_connect (rules, from, to))
          {
            restricted.blocked[from->kind] |= PAT_FROM (to->kind);
            changed = TRUE;
          }
      }
  if (!changed)
    return NULL;
  an = g_new (Analysis, 1);
  solver_analyse (an, &restricted);
  return an;
}
