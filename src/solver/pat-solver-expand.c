/* pat-solver-solver_expand.c — parked cards, the round of stock and waste, a position's
 * children
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* Parked cards --------------------------------------------------------------- */

/* What @move from @state to @next parks, if anything: the pile it goes to
 * plus one, the pile it came from plus one (shifted by 8), the card
 * (shifted by 16); 0 for other moves. */
guint32
solver_park_after (const Analysis *an, const PatState *state, const PatMove *move,
                   const PatState *next)
{
  if (!an->parking || move->kind != PAT_MOVE_CARD
      || (an->building_piles & (PILE_BIT (move->to))) == 0)
    return 0;
  if ((an->home_piles & (PILE_BIT (move->from)))
      || (an->parking_waste && move->from == (guint)an->rules.waste)
      || ((an->parking_piles & (PILE_BIT (move->from)))
          && pat_state_len (state, move->from) == 1))
    return (guint32)(move->to + 1) | ((guint32)(move->from + 1) << 8)
           | ((guint32)pat_card_face_up (pat_state_top (next, move->to)) << 16);
  return 0;
}

/* Whether @move uses the card that @park parked (docs/solver.md,
 * section 4.4). */
static gboolean
uses_parked (const Analysis *an, guint32 park, const PatMove *move)
{
  guint to = PARK_TO (park), from = PARK_FROM (park);

  if (move->kind != PAT_MOVE_CARD)
    return FALSE;
  if (move->to == to)
    return TRUE;
  /* Off X: alone, it could have gone straight there (or it goes back where
   * it came from); with the cards under it, they can go first and it after
   * them. */
  if (move->from == to)
    return (move->count > 1
            || (move->to != from && (an->targets[from] & (PILE_BIT (move->to))) == 0))
           && ((an->building_piles & (PILE_BIT (move->to))) == 0
               || (an->leaving_piles & (PILE_BIT (to))));
  return (an->home_piles & (PILE_BIT (from))) && (move->from == from || move->to == from);
}

/* Whether @state, reached with @park and after its forced moves, leads
 * nowhere for want of a use of the parked card: a parked card sent home at
 * once (the move home was a sibling), or one that nothing can use. */
gboolean
solver_is_parked_dead_end (const Analysis *an, const PatState *state, guint32 park)
{
  return park != 0
         && (pat_state_len (state, PARK_TO (park)) == 0
             || pat_card_face_up (pat_state_top (state, PARK_TO (park)))
                    != PARK_CARD (park)
             || !solver_park_usable (an, state, park));
}

/* Whether any card of stock and waste is one of @types. */
static gboolean
round_holds (const Analysis *an, const PatState *state, guint64 types)
{
  for (guint64 w = an->talon_piles; w != 0; w &= w - 1)
    {
      const PatCard *cards = pat_state_pile (state, lowest_bit (w));

      for (guint i = 0; i < pat_state_len (state, lowest_bit (w)); i++)
        if (types & TYPE_BIT (type_of (cards[i])))
          return TRUE;
    }
  return FALSE;
}

/* Whether any move from @state could use the card that @park parked: a
 * quick check that leaves out positions where the search would only find
 * that out after listing every move. Any card of a round of stock and
 * waste counts as one that can come up. */
gboolean
solver_park_usable (const Analysis *an, const PatState *state, guint32 park)
{
  const PatRules *rules = &an->rules;
  guint x = PARK_TO (park), origin = PARK_FROM (park);
  guint64 onto = pile_takes (an, state, x);
  guint64 sources = PILE_BIT (x);

  /* Moves off X, and to or from the home pile the card left. */
  if (an->home_piles & (PILE_BIT (origin)))
    for (guint p = 0; p < rules->n_piles; p++)
      if (p == origin || (an->targets[p] & (PILE_BIT (origin))))
        sources |= PILE_BIT (p);
  for (; sources != 0; sources &= sources - 1)
    {
      guint p = lowest_bit (sources);

      for (guint64 w = an->targets[p] & ~(PILE_BIT (x)); w != 0; w &= w - 1)
        {
          PatMove move = pat_move_card (p, lowest_bit (w), 1);

          if (uses_parked (an, park, &move)
              && (pat_move_check (rules, state, &move, NULL)
                  || ((an->talon_piles & (PILE_BIT (p)))
                      && round_holds (an, state, pile_takes (an, state, move.to)))))
            return TRUE;
          /* Runs, which move only between groups that both move them. */
          move.count = 2;
          if (pat_rules_group (rules, p)->moves_runs
              && pat_rules_group (rules, move.to)->moves_runs
              && uses_parked (an, park, &move))
            return TRUE;
        }
    }
  /* A card, or a run from it, onto X. */
  if (an->talon_piles != 0 && (an->targets[rules->waste] & (PILE_BIT (x)))
      && round_holds (an, state, onto))
    return TRUE;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      if ((an->talon_piles & (PILE_BIT (p))) || (an->targets[p] & (PILE_BIT (x))) == 0)
        continue;
      for (guint i = 0; i < len; i++)
        if (onto & TYPE_BIT (type_of (cards[i])))
          {
            PatMove move = pat_move_card (p, x, len - i);

            if (pat_move_check (rules, state, &move, NULL))
              return TRUE;
          }
    }
  return FALSE;
}

/* Every play of a card that the round of stock and waste can bring to the
 * waste's top onto the piles of @targets, after the deals (and the one
 * redeal) that bring it there, the fewest: they all lead to the same
 * position (see analyse_talon()). */
static void
expand_talon (const Analysis *an, const PatState *state, guint64 targets, GArray *prefix,
              GArray *steps)
{
  const PatRules *rules = &an->rules;
  guint stock = (guint)rules->stock, waste = (guint)rules->waste;
  guint start = prefix->len;
  gboolean seen[PAT_MAX_CARDS + 1] = { FALSE };
  gboolean redealt = FALSE;
  guint64 wanted = 0;
  guint left = 0;
  PatState at = *state;

  /* Dealing changes no other pile: the cards the targets take stay the
   * same, and once each of them in the round has come up, the rest of the
   * round brings up nothing new. */
  for (guint64 m = targets; m != 0; m &= m - 1)
    wanted |= pile_takes (an, state, lowest_bit (m));
  for (guint64 w = an->talon_piles; w != 0; w &= w - 1)
    {
      const PatCard *cards = pat_state_pile (state, lowest_bit (w));

      for (guint i = 0; i < pat_state_len (state, lowest_bit (w)); i++)
        left += (wanted & TYPE_BIT (type_of (cards[i]))) != 0;
    }

  while (left > 0)
    {
      guint w = pat_state_len (&at, waste);
      PatMove deal = { .kind = PAT_MOVE_DEAL };

      if (seen[w] && redealt)
        break;
      if (w > 0 && !seen[w])
        {
          PatCard card = pat_state_top (&at, waste);

          if (wanted & TYPE_BIT (type_of (card)))
            left--;

          for (guint64 m = targets; m != 0; m &= m - 1)
            {
              guint to = lowest_bit (m);
              Step step;

              step_init (&step, pat_move_card (waste, to, 1), start);
              if ((pile_takes (an, &at, to) & TYPE_BIT (type_of (card))) == 0
                  || !pat_move_check (rules, &at, &step.move, NULL)
                  || solver_is_redundant (an, &at, &step.move, NULL, NULL))
                continue;
              step.prefix_len = prefix->len - start;
              step.next = at;
              pat_move_apply (rules, &step.next, &step.move);
              g_array_append_val (steps, step);
            }
        }
      seen[w] = TRUE;
      if (pat_state_len (&at, stock) == 0)
        {
          if (redealt)
            break;
          deal.kind = PAT_MOVE_REDEAL;
          redealt = TRUE;
        }
      if (!pat_move_check (rules, &at, &deal, NULL))
        break;
      pat_move_apply (rules, &at, &deal);
      g_array_append_val (prefix, deal);
    }
}

/* Whether @move puts the waste's card in play where analyse_placing() has it
 * wait for a deal, a redeal or a move onto it. */
static gboolean
places_waste (const Analysis *an, const PatState *state, const PatMove *move)
{
  return an->place_last && move->kind == PAT_MOVE_CARD
         && move->from == (guint)an->rules.waste
         && (an->home_piles & (PILE_BIT (move->to))) == 0
         && (an->rules.variant->can_start == NULL || pat_state_len (state, move->to) > 0);
}

/* The steps that put the waste's card in play with @place and then deal,
 * redeal or move a card onto it (see analyse_placing()). */
static void
expand_placing (const Analysis *an, const PatState *state, const PatMove *place,
                GArray *prefix, GArray *steps)
{
  const PatRules *rules = &an->rules;
  PatState placed = *state;
  PatMove then[PAT_MAX_PILES + 2];
  guint n = 0;
  guint64 covered;

  pat_move_apply (rules, &placed, place);
  covered = solver_covered_piles (an, &placed);
  then[n++] = (PatMove){ .kind = PAT_MOVE_DEAL };
  then[n++] = (PatMove){ .kind = PAT_MOVE_REDEAL };
  for (guint64 w = an->sources[place->to]; w != 0; w &= w - 1)
    {
      guint from = lowest_bit (w);

      if (pat_state_len (&placed, from) > 0
          && !((an->tableau_piles & (PILE_BIT (from)))
               && (covered & (PILE_BIT (place->to)))))
        then[n++] = pat_move_card (from, place->to, 1);
    }
  for (guint i = 0; i < n; i++)
    {
      Step step;

      if (!pat_move_check (rules, &placed, &then[i], NULL))
        continue;
      step_init (&step, then[i], prefix->len);
      step.prefix_len = 1;
      step.next = placed;
      pat_move_apply (rules, &step.next, &then[i]);
      g_array_append_val (prefix, *place);
      g_array_append_val (steps, step);
    }
}

/* The steps on from @state, for the depth-first search or, with @beam, for a
 * beam, which moves whole runs and, where it deals one deal at a time
 * (solver_analyse_dealing_beams()), plays only the waste's top: then one that has
 * played a card from the waste is not the same as one that has only
 * dealt. Where @park parked a card, only the moves that use it. */
void
solver_expand (Solver *s, const Analysis *an, const PatState *state,
               const PatState *parent, const PatMove *via, guint32 park, gboolean beam,
               GArray *prefix, GArray *steps)
{
  const PatRules *rules = &an->rules;
  PatMove moves[MAX_MOVES];
  /* Moves between merged home piles are made as part of those that need
   * them (see solver_is_redundant()). */
  guint n = solver_list_moves (an, state, an->merged_piles, moves);
  gboolean talon = an->talon_piles != 0 && !(beam && an->beam_deals);

  g_array_set_size (steps, 0);
  for (guint i = 0; i < n; i++)
    {
      Step step;

      if ((park != 0 && !uses_parked (an, park, &moves[i]))
          || solver_is_redundant (an, state, &moves[i], parent, via)
          || (talon
              && (moves[i].kind != PAT_MOVE_CARD
                  || moves[i].from == (guint)rules->waste)))
        continue;
      if (!beam && places_waste (an, state, &moves[i]))
        {
          expand_placing (an, state, &moves[i], prefix, steps);
          continue;
        }
      step_init (&step, moves[i], prefix->len);
      step.next = *state;
      pat_move_apply (rules, &step.next, &moves[i]);
      if (solver_is_futile_takeback (an, &step.next, &moves[i]))
        continue;
      g_array_append_val (steps, step);
    }

  if (talon)
    {
      guint64 targets = 0;

      for (guint64 m = an->targets[rules->waste]; m != 0; m &= m - 1)
        {
          PatMove move = pat_move_card ((guint)rules->waste, lowest_bit (m), 1);

          if (park == 0 || uses_parked (an, park, &move))
            targets |= PILE_BIT (lowest_bit (m));
        }
      if (targets != 0)
        expand_talon (an, state, targets, prefix, steps);
    }
  if (beam && an->run_piles != 0)
    solver_expand_runs (an, state, prefix, steps);
  if (an->merged_piles == 0)
    return;
  for (guint from = 0; from < rules->n_piles; from++)
    {
      Step step;
      guint to;

      step_init (&step, pat_move_card (from, 0, 1), prefix->len);
      if ((an->targets[from] & an->merged_piles) == 0
          || (an->home_piles & (PILE_BIT (from))) || pat_state_len (state, from) == 0
          || !solver_find_arrangement (s, an, state, from, prefix, &step.next, &to))
        continue;
      step.move.to = (guint8)to;
      step.prefix_len = prefix->len - step.prefix_start;
      pat_move_apply (rules, &step.next, &step.move);
      g_array_append_val (steps, step);
    }
}
