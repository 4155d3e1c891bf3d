/* pat-solver-safe.c — safe moves, and proofs that a position is lost
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* Safe moves ----------------------------------------------------------------- */

static gboolean
start_stays_open (const Analysis *an, const PatState *state, const PatMove *move,
                  PatCard card)
{
  const PatRules *rules = &an->rules;
  PatState after = *state;

  if (rules->variant->can_start == NULL)
    return TRUE;
  pat_move_apply (rules, &after, move);
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == rules->piles[move->to].group
        && pat_state_len (&after, p) == 0
        && !rules->variant->can_start (rules, &after, p, card, NULL))
      return FALSE;
  return TRUE;
}

/* Which cards are home: @some, those home in at least one copy; returns
 * those home in every copy. */
static guint64
count_home (const Analysis *an, const PatState *state, guint64 *some)
{
  guint64 once = 0, twice = 0;

  for (guint64 w = an->home_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);

      for (guint i = 0; i < pat_state_len (state, p); i++)
        {
          guint64 bit = TYPE_BIT (type_of (cards[i]));

          twice |= once & bit;
          once |= bit;
        }
    }
  *some = once;
  return an->decks == 1 ? once : twice;
}

/* Whether the card on top of @from, once home, can never be needed in play
 * (see the comment at the top). */
static gboolean
card_is_safe (const Analysis *an, const PatState *state, guint from, guint64 some_home,
              guint64 all_home)
{
  const PatRules *rules = &an->rules;
  const PatPileGroup *group = pat_rules_group (rules, from);
  guint len = pat_state_len (state, from);
  PatCard card = pat_state_top (state, from);
  guint t = type_of (card);

  if (len == 0 || pat_card_is_face_down (card) || (an->safe_types & TYPE_BIT (t)) == 0)
    return FALSE;
  if ((an->cell_piles & (PILE_BIT (from))) && len == 2 && state->redeals_left == 0
      && pat_state_len (state, (guint)rules->stock) == 0)
    return TRUE;
  if ((all_home & an->safe_needs[t]) != an->safe_needs[t])
    return FALSE;
  /* Only the last copy out (the others are all home: c is not). */
  if ((an->self_buildable & TYPE_BIT (t))
      && ((some_home & TYPE_BIT (t)) ? 2u : 1u) != an->decks)
    return FALSE;
  if (group->kind == PAT_PILE_WASTE && rules->deal_count > 1)
    return FALSE;
  if (len == 1
      && ((group->refill > 0 && rules->stock >= 0
           && pat_state_len (state, (guint)rules->stock) > 0)
          || (solver_is_building_group (group) && group->fill != PAT_FILL_ANY)
          || (group->kind == PAT_PILE_TABLEAU && rules->variant->can_start != NULL)))
    return FALSE;
  return TRUE;
}

/* Whether two cards in a pile lock each other (see analyse_locks()). */
gboolean
solver_is_locked (const Analysis *an, const PatState *state)
{
  guint64 some_home, all_home, home, last_out;
  /* For (c): the cards with a copy out above a card needed first. */
  guint64 pinned = 0;

  if (an->lock_piles == 0 || state->redeals_left != 0)
    return FALSE;
  all_home = count_home (an, state, &some_home);
  /* Home in every copy; out in one copy only. */
  home = an->decks == 1 ? some_home : all_home;
  last_out = an->decks == 1 ? ~some_home : some_home & ~all_home;
  for (guint64 w = an->lock_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);
      guint64 once = 0, twice = 0; /* the cards under cards[j] */

      for (guint j = 0; j < len; j++)
        {
          guint t = type_of (cards[j]);
          guint64 bit = TYPE_BIT (t);
          /* Every copy still out lies under it. */
          guint64 under = (last_out & once) | (an->decks == 2 ? twice : 0);
          /* A card its foundation needs first that is out as often as it
           * is, all under it. */
          guint64 blocking
              = an->lock_needs[t] & under & (bit & last_out ? last_out : ~some_home);

          if ((an->lock_types & bit) && blocking != 0
              && ((an->rests_on[t] & ~(home | under)) == 0
                  || ((bit & last_out)
                      && (an->rests_on[t] & ~an->lock_needs[t] & ~home) == 0)))
            return TRUE;
          if (an->decks == 2 && (an->lock_types & bit) && !(some_home & bit)
              && (an->lock_needs[t] & once) != 0
              && (an->rests_on[t] & ~an->lock_needs[t] & ~all_home) == 0)
            {
              if (pinned & bit)
                return TRUE;
              pinned |= bit;
            }
          twice |= once & bit;
          once |= bit;
        }
    }
  return FALSE;
}

static void
order_edge (OrderGraph *g, guint from, guint to)
{
  if (from != to)
    g->succ[from][to / 64] |= G_GUINT64_CONSTANT (1) << (to % 64);
}

/* Whether the "before" relation of @g has a cycle: Kahn's topological sort
 * leaves nodes behind. */
static gboolean
order_has_cycle (const OrderGraph *g)
{
  guint into[ORDER_NODES] = { 0 };
  guint queue[ORDER_NODES], head = 0, tail = 0;

  for (guint u = 0; u < g->n; u++)
    for (guint w = 0; w < ORDER_WORDS; w++)
      for (guint64 bits = g->succ[u][w]; bits != 0; bits &= bits - 1)
        into[w * 64 + lowest_bit (bits)]++;
  for (guint v = 0; v < g->n; v++)
    if (into[v] == 0)
      queue[tail++] = v;
  while (head < tail)
    {
      guint u = queue[head++];

      for (guint w = 0; w < ORDER_WORDS; w++)
        for (guint64 bits = g->succ[u][w]; bits != 0; bits &= bits - 1)
          {
            guint v = w * 64 + lowest_bit (bits);

            if (--into[v] == 0)
              queue[tail++] = v;
          }
    }
  return tail < g->n;
}

gboolean
solver_is_out_of_order (const Analysis *an, const PatState *state)
{
  /* Card i's leaving is node 2i, its going home node 2i + 1. */
  guint8 type[PAT_MAX_CARDS];
  int below[PAT_MAX_CARDS];
  int copies[N_TYPES][2];
  guint leaves[PAT_MAX_CARDS];
  guint n_out[N_TYPES] = { 0 };
  guint branched[ORDER_BRANCHES], n_branched = 0, n = 0;
  guint64 some_home, all_home, pinned = 0;
  g_autofree OrderGraph *g = NULL;

  if (an->lock_piles == 0 || state->redeals_left != 0)
    return FALSE;
  all_home = count_home (an, state, &some_home);
  for (guint64 w = an->lock_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);

      for (guint j = 0; j < pat_state_len (state, p); j++, n++)
        {
          guint t = type_of (cards[j]);

          /* More copies than decks: no position of a real game. */
          if (n_out[t] == G_N_ELEMENTS (copies[t]))
            return FALSE;
          type[n] = (guint8)t;
          below[n] = j > 0 ? (int)n - 1 : -1;
          copies[t][n_out[t]++] = (int)n;
          if ((an->rests_on[t] & ~an->lock_needs[t] & ~all_home) == 0)
            pinned |= TYPE_BIT (t);
        }
    }
  for (guint64 w = pinned; w != 0; w &= w - 1)
    if (n_out[lowest_bit (w)] == 2 && n_branched < ORDER_BRANCHES)
      branched[n_branched++] = lowest_bit (w);

  g = g_new (OrderGraph, 1);
  g->n = 2 * n;
  for (guint way = 0; way < 1u << n_branched; way++)
    {
      int last[N_TYPES];

      for (guint t = 0; t < N_TYPES; t++)
        last[t] = n_out[t] == 1 ? copies[t][0] : -1;
      for (guint k = 0; k < n_branched; k++)
        last[branched[k]] = copies[branched[k]][(way >> k) & 1];

      /* A last copy that moves only home leaves as it goes home. */
      for (guint i = 0; i < n; i++)
        leaves[i] = (pinned & TYPE_BIT (type[i])) && last[type[i]] == (int)i ? 2 * i + 1
                                                                             : 2 * i;
      memset (g->succ, 0, sizeof g->succ[0] * g->n);
      for (guint i = 0; i < n; i++)
        {
          guint t = type[i];

          order_edge (g, leaves[i], 2 * i + 1);
          if (below[i] >= 0)
            order_edge (g, leaves[i], leaves[below[i]]);
          if (last[t] != (int)i)
            continue;
          for (guint y = 0; y < n; y++)
            if ((an->lock_needs[t] & TYPE_BIT (type[y])) || (type[y] == t && y != i))
              order_edge (g, 2 * y + 1, 2 * i + 1);
        }
      if (!order_has_cycle (g))
        return FALSE;
    }
  return TRUE;
}

/* Whether some card can never leave its pile (see analyse_strands()). */
gboolean
solver_is_stranded (const Analysis *an, const PatState *state)
{
  guint64 in_play = 0, left = 0, exposed;
  guint low[PAT_MAX_PILES]; /* the lowest card of each pile shown to leave */
  gboolean changed = TRUE;

  if (an->strand_piles == 0 || (an->strand_gathered && state->redeals_left != 0))
    return FALSE;
  for (guint64 w = an->strand_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);

      low[p] = pat_state_len (state, p);
      for (guint j = 0; j < low[p]; j++)
        in_play |= TYPE_BIT (type_of (cards[j]));
    }
  exposed = ~in_play;
  for (guint64 w = an->strand_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);

      if (low[p] > 0)
        exposed |= TYPE_BIT (type_of (pat_state_pile (state, p)[low[p] - 1]));
    }
  while (changed)
    {
      changed = FALSE;
      for (guint64 w = an->strand_piles; w != 0; w &= w - 1)
        {
          guint p = lowest_bit (w);
          const PatCard *cards = pat_state_pile (state, p);
          const guint64 *build_on = an->build_on[an->rules.piles[p].group];

          while (low[p] > 0)
            {
              guint j = low[p] - 1, t = type_of (cards[j]);
              gboolean leaves = (an->strand_needs[t] & in_play & ~left) == 0;

              for (guint k = j; !leaves; k--)
                {
                  guint base = type_of (cards[k]);

                  if ((an->strand_fill[p] & TYPE_BIT (base))
                      || (an->rests_on[base] & exposed))
                    leaves = TRUE;
                  else if (k == 0 || !(an->strand_run_piles & PILE_BIT (p))
                           || !(build_on[type_of (cards[k - 1])] & TYPE_BIT (base)))
                    break;
                }
              if (!leaves)
                break;
              left |= TYPE_BIT (t);
              low[p] = j;
              if (j > 0)
                exposed |= TYPE_BIT (type_of (cards[j - 1]));
              changed = TRUE;
            }
        }
    }
  return (in_play & ~left) != 0;
}

static gboolean
safe_moves_possible (const Analysis *an, const PatState *state)
{
  return an->safe_possible && an->safe_types != 0
         && !(an->shuffle_redeal && state->redeals_left > 0);
}

/* A move to a foundation that the rules above prove safe, of a card whose
 * type is not in @exclude. */
gboolean
solver_find_safe_move (const Analysis *an, const PatState *state, guint64 exclude,
                       PatMove *move)
{
  const PatRules *rules = &an->rules;
  guint64 some_home, all_home;

  if (!safe_moves_possible (an, state))
    return FALSE;
  all_home = count_home (an, state, &some_home);

  for (guint from = 0; from < rules->n_piles; from++)
    {
      guint t;

      if ((an->home_piles & (PILE_BIT (from))) || !pat_rules_group (rules, from)->gives
          || !card_is_safe (an, state, from, some_home, all_home))
        continue;
      t = type_of (pat_state_top (state, from));
      if (exclude & TYPE_BIT (t))
        continue;
      for (guint to = 0; to < rules->n_piles; to++)
        {
          if (rules->piles[to].group != an->home_group[t])
            continue;
          *move = pat_move_card (from, to, 1);
          if (pat_move_check (rules, state, move, NULL)
              && (pat_state_len (state, to) > 0
                  || start_stays_open (an, state, move, pat_state_top (state, from))))
            return TRUE;
        }
    }
  return FALSE;
}

/* Whether @move takes a card back from a home pile that the safe-move rule
 * would send straight home again: nothing else becomes safe when a card
 * leaves home, so that gives back the position before. @next is the
 * position after @move. */
gboolean
solver_is_futile_takeback (const Analysis *an, const PatState *next, const PatMove *move)
{
  guint64 some_home, all_home;

  if (move->kind != PAT_MOVE_CARD || !(an->home_piles & (PILE_BIT (move->from)))
      || (an->home_piles & (PILE_BIT (move->to))) || !safe_moves_possible (an, next))
    return FALSE;
  all_home = count_home (an, next, &some_home);
  return card_is_safe (an, next, move->to, some_home, all_home);
}
