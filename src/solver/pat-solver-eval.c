/* pat-solver-eval.c — the static evaluation of positions and moves
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* Positions ---------------------------------------------------------------- */

/* The cards each home pile takes next: none where no move goes there, as
 * Spider's full suits go home by themselves. */
guint64
solver_wanted_next (const Analysis *an, const PatState *state, guint pile)
{
  const PatPileGroup *group = pat_rules_group (&an->rules, pile);
  guint len = pat_state_len (state, pile);

  if (an->sources[pile] == 0)
    return 0;
  if (len == 0)
    return an->fill[pile];
  if (group->rank != PAT_RANK_SEQUENCE || len >= group->n_sequence)
    return 0;
  return solver_types_of_rank (group, group->sequence[len],
                               pat_card_suit (pat_state_top (state, pile)));
}

/* The evaluation: higher is closer to a win. Used to order the moves, and
 * for the hint when no winning line is known. It is a sum of terms for each
 * pile, and one for how deep the cards the foundations want next are
 * buried. */

static gint32
pile_score (const Analysis *an, const PatState *state, guint p)
{
  const PatRules *rules = &an->rules;
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);
  gint32 score = 0;

  if (an->home_piles & (PILE_BIT (p)))
    return 100 * (gint32)len;
  if ((int)p == rules->waste)
    score -= an->waste_weight * (gint32)len;
  if (len == 0 && (an->fillable_piles & (PILE_BIT (p))))
    score += 12;
  if (an->blocker_weight[p] > 0)
    {
      gint8 lowest[PAT_MAX_GROUPS * PAT_N_SUITS];
      gint8 lowest_any[PAT_MAX_GROUPS];

      /* A card above one its foundation needs first; less, above a card
       * of another suit needed well before it. */
      memset (lowest, 127, sizeof lowest);
      memset (lowest_any, 127, sizeof lowest_any);
      for (guint i = 0; i < len; i++)
        {
          guint t = type_of (cards[i]);
          gint8 at = an->position[t];
          guint key = an->order_key[t];
          guint group = key / PAT_N_SUITS;

          if (at < 0)
            continue;
          if (lowest[key] < at)
            score -= an->blocker_weight[p];
          else if (lowest_any[group] + BLOCKER_GAP < at)
            score -= an->cross_weight[p];
          lowest[key] = MIN (lowest[key], at);
          lowest_any[group] = MIN (lowest_any[group], at);
        }
    }
  if (p != (guint)rules->stock)
    for (guint i = 0; i < len; i++)
      {
        if (pat_card_is_face_down (cards[i]))
          score -= 3;
        if (i > 0 && (an->building_piles & (PILE_BIT (p)))
            && (an->build_on[rules->piles[p].group][type_of (cards[i - 1])]
                & TYPE_BIT (type_of (cards[i]))))
          {
            score += 2;
            /* Where only runs of one suit move, and full suits go home,
             * a card on one of its own suit is worth more. */
            if (pat_rules_group (rules, p)->runs_in_suit
                && pat_card_suit (cards[i]) == pat_card_suit (cards[i - 1]))
              score += 4;
          }
      }
  return score;
}

/* How deep the card @d from the top of pile @p counts as buried: where the
 * round of stock and waste is one position, its every card one deal away. */
static inline guint
card_depth (const Analysis *an, guint p, guint d)
{
  return (an->talon_piles & (PILE_BIT (p))) ? 1 : d;
}

/* Lowers @depth to the depth of each card of @wanted in pile @p. */
static void
pile_depths (const Analysis *an, const PatState *state, guint p, guint64 wanted,
             guint8 depth[N_TYPES])
{
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);

  for (guint d = 0; d < len && d < FAR; d++)
    {
      guint t = type_of (cards[len - 1 - d]);

      if ((wanted & TYPE_BIT (t)) && depth[t] > card_depth (an, p, d))
        depth[t] = (guint8)card_depth (an, p, d);
    }
}

static gint32
burial (const Analysis *an, const guint64 wanted[PAT_MAX_PILES],
        const guint8 depth[N_TYPES])
{
  gint32 score = 0;

  for (guint i = 0; i < an->n_home; i++)
    {
      guint64 mask = wanted[an->home_list[i]];
      guint best = FAR;
      gboolean repeated = FALSE;

      /* Empty home piles that want the same cards count once: a card that
       * starts one of them must not look like a loss for the others, which
       * all had it near. */
      for (guint j = 0; j < i && !repeated && mask == an->fill[an->home_list[i]]; j++)
        repeated = wanted[an->home_list[j]] == mask;
      if (repeated)
        continue;
      for (guint64 w = mask; w != 0; w &= w - 1)
        best = MIN (best, depth[lowest_bit (w)]);
      if (best != FAR)
        score -= 4 * (gint32)MIN (best, 30u);
    }
  return score;
}

static void
near_insert (Summary *sum, guint t, guint depth, guint pile)
{
  guint k;

  for (k = NEAR; k > 0 && sum->near_depth[t][k - 1] > depth; k--)
    if (k < NEAR)
      {
        sum->near_depth[t][k] = sum->near_depth[t][k - 1];
        sum->near_pile[t][k] = sum->near_pile[t][k - 1];
      }
  if (k < NEAR)
    {
      sum->near_depth[t][k] = (guint8)depth;
      sum->near_pile[t][k] = (guint8)pile;
    }
}

/* Summarizes @state; where @prev is given, with @prev_hash and @prev_score
 * the terms of its piles, those of the piles the two share are taken from
 * there. Unless @scored, the hashes alone: the terms of the evaluation are
 * left at nothing (beams whose playout is all their score). */
void
solver_summarize (const Analysis *an, const PatState *state, const PatState *prev,
                  const guint64 *prev_hash, const gint32 *prev_score, gboolean scored,
                  Summary *sum)
{
  const PatRules *rules = &an->rules;

  if (prev != NULL && prev->redeals_left != state->redeals_left)
    prev = NULL;

  sum->sum = sum->merged = 0;
  sum->score_sum = 0;
  sum->wanted_all = 0;
  for (guint i = 0; i < an->n_home && scored; i++)
    {
      guint p = an->home_list[i];

      sum->wanted[p] = solver_wanted_next (an, state, p);
      sum->wanted_all |= sum->wanted[p];
    }
  for (guint64 w = sum->wanted_all; w != 0; w &= w - 1)
    memset (sum->near_depth[lowest_bit (w)], FAR, NEAR);
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);
      guint64 seen = 0;

      if (prev != NULL && pat_state_len (prev, p) == len
          && memcmp (pat_state_pile (prev, p), cards, len) == 0)
        {
          sum->hash[p] = prev_hash[p];
          sum->score[p] = prev_score[p];
        }
      else
        {
          sum->hash[p] = solver_pile_hash (an, state, p);
          sum->score[p] = scored ? pile_score (an, state, p) : 0;
        }
      if (an->merged_piles & (PILE_BIT (p)))
        sum->merged += sum->hash[p];
      else
        sum->sum += sum->hash[p];
      sum->score_sum += sum->score[p];
      if ((an->home_piles & (PILE_BIT (p))) || !scored)
        continue;

      /* The first of each wanted card from the top is its depth here. */
      for (guint d = 0; d < len && d < FAR; d++)
        {
          guint t = type_of (cards[len - 1 - d]);

          if ((sum->wanted_all & ~seen & TYPE_BIT (t)) == 0)
            continue;
          seen |= TYPE_BIT (t);
          near_insert (sum, t, card_depth (an, p, d), p);
        }
    }
}

static gint32
summary_score (const Analysis *an, const Summary *sum)
{
  guint8 depth[N_TYPES];

  for (guint t = 0; t < N_TYPES; t++)
    depth[t] = sum->near_depth[t][0];
  return sum->score_sum + burial (an, sum->wanted, depth);
}

static gint32
redeal_value (const Analysis *an, const PatState *state)
{
  if (!an->shuffle_redeal || state->redeals_left == PAT_REDEALS_UNLIMITED)
    return 0;
  return REDEAL_VALUE * (gint32)state->redeals_left;
}

/* The terms of the evaluation that look at the whole position, not pile by
 * pile. @state is a child of @parent (or %NULL); where the waste feeds the
 * home piles, the playout's cards home are left in @playout. */
static gint32
whole_value (const Analysis *an, const PatState *state, const PlayoutParent *parent,
             guint *playout)
{
  gint32 value = redeal_value (an, state);

  if (an->playout == PLAYOUT_PLACING)
    value += PLAYOUT_WEIGHT * (gint32)solver_playout_home (an, state);
  else if (an->playout == PLAYOUT_WASTE)
    {
      guint home = solver_playout_waste (an, state, parent);

      if (playout != NULL)
        *playout = home;
      value += PLAYOUT_WEIGHT * (gint32)home;
    }
  return value;
}

/* The evaluation of @state, whose terms for the whole position are @whole. */
static gint32
evaluate_whole (const Analysis *an, const PatState *state, gint32 whole)
{
  Summary sum;

  solver_summarize (an, state, NULL, NULL, NULL, TRUE, &sum);
  return summary_score (an, &sum) + whole;
}

gint32
solver_evaluate (const Analysis *an, const PatState *state)
{
  return evaluate_whole (an, state, whole_value (an, state, NULL, NULL));
}

/* The piles that differ between @state and @next, which @move led to (or
 * %NULL: several moves); all of them when a redeal changed which groups are
 * hashed as sets. A card moved where no pile turns cards up or refills by
 * itself changes its two piles alone. */
guint64
solver_changed_piles (const Analysis *an, const PatState *state, const PatState *next,
                      const PatMove *move)
{
  guint64 dirty = 0;

  if (next->redeals_left != state->redeals_left)
    return ALL_PILES;
  /* A pair (Pyramid) also changes the home pile it goes to. */
  if (move != NULL && move->kind == PAT_MOVE_CARD
      && pat_rules_group (&an->rules, move->to)->pair_total > 0)
    return PILE_BIT (move->from) | PILE_BIT (move->to) | an->home_piles;
  if (move != NULL && move->kind == PAT_MOVE_CARD && an->rules.settled == 0)
    return PILE_BIT (move->from) | PILE_BIT (move->to);
  /* Where piles only turn their top card up, a card move changes its two
   * piles and any other whose top was face down. */
  if (move != NULL && move->kind == PAT_MOVE_CARD && an->turn_up_only)
    {
      dirty = PILE_BIT (move->from) | PILE_BIT (move->to);
      for (guint64 w = an->rules.settled & ~dirty; w != 0; w &= w - 1)
        if (pat_state_len (state, lowest_bit (w)) > 0
            && pat_card_is_face_down (pat_state_top (state, lowest_bit (w))))
          dirty |= PILE_BIT (lowest_bit (w));
      return dirty;
    }
  for (guint p = 0; p < an->rules.n_piles; p++)
    if (pat_state_len (state, p) != pat_state_len (next, p)
        || memcmp (pat_state_pile (state, p), pat_state_pile (next, p),
                   pat_state_len (state, p))
               != 0)
      dirty |= PILE_BIT (p);
  return dirty;
}

/* The key of @next, whose piles @dirty differ from those @sum describes. */
guint64
solver_step_key (const Analysis *an, const Summary *sum, const PatState *next,
                 guint64 dirty)
{
  guint64 total = sum->sum, merged = sum->merged;

  if (dirty == ALL_PILES)
    return solver_state_key (an, next);
  for (guint p = 0; p < an->rules.n_piles; p++)
    if (dirty & (PILE_BIT (p)))
      {
        guint64 h = solver_pile_hash (an, next, p);

        if (an->merged_piles & (PILE_BIT (p)))
          merged += h - sum->hash[p];
        else
          total += h - sum->hash[p];
      }
  return solver_finish_key (an, total, merged, next);
}

/* The evaluation of @next, likewise; @parent and @playout as for
 * whole_value(). */
gint32
solver_step_score (const Analysis *an, const Summary *sum, const PatState *next,
                   guint64 dirty, const PlayoutParent *parent, guint *playout)
{
  guint8 depth[N_TYPES];
  gint32 whole = whole_value (an, next, parent, playout);
  gint32 value = sum->score_sum + whole;

  if (dirty == ALL_PILES)
    return evaluate_whole (an, next, whole);
  /* Cards home or back: other cards are wanted next, found afresh. */
  if (dirty & an->home_piles)
    {
      guint64 wanted[PAT_MAX_PILES];
      guint64 wanted_all = 0;

      for (guint i = 0; i < an->n_home; i++)
        {
          guint p = an->home_list[i];

          wanted[p] = solver_wanted_next (an, next, p);
          wanted_all |= wanted[p];
        }
      for (guint64 w = wanted_all; w != 0; w &= w - 1)
        depth[lowest_bit (w)] = FAR;
      for (guint p = 0; p < an->rules.n_piles; p++)
        {
          if (dirty & (PILE_BIT (p)))
            value += pile_score (an, next, p) - sum->score[p];
          if (!(an->home_piles & (PILE_BIT (p))))
            pile_depths (an, next, p, wanted_all, depth);
        }
      return value + burial (an, wanted, depth);
    }
  for (guint64 w = sum->wanted_all; w != 0; w &= w - 1)
    {
      guint t = lowest_bit (w);
      guint k = 0;

      while (k < NEAR && sum->near_depth[t][k] != FAR
             && (dirty & (PILE_BIT (sum->near_pile[t][k]))))
        k++;
      /* The nearest places were all changed: another may be next. */
      if (k == NEAR)
        return evaluate_whole (an, next, whole);
      depth[t] = sum->near_depth[t][k];
    }
  for (guint p = 0; p < an->rules.n_piles; p++)
    if (dirty & (PILE_BIT (p)))
      {
        value += pile_score (an, next, p) - sum->score[p];
        pile_depths (an, next, p, sum->wanted_all, depth);
      }
  return value + burial (an, sum->wanted, depth);
}
