/* pat-solver-moves.c — the moves of a position, those between home piles and runs moved
 * whole
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* Whether pile @p is hashed as one of a set and an earlier pile of its
 * group holds the same cards as far as the key tells: a move onto either
 * gives the same position. */
static gboolean
is_twin (const Analysis *an, const PatState *state, guint p)
{
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);
  guint group = an->rules.piles[p].group;

  /* With one deck and suits told apart, no two piles hold the same cards. */
  if ((an->decks == 1 && an->card_mask != 0x0f) || !pile_is_permuted (an, state, p)
      || (an->merged_piles & (PILE_BIT (p))))
    return FALSE;
  for (guint64 w = an->group_piles[group] & an->any_target & (PILE_BIT (p) - 1); w != 0;
       w &= w - 1)
    {
      guint q = lowest_bit (w);
      const PatCard *other = pat_state_pile (state, q);
      guint i = 0;

      if (pat_state_len (state, q) != len)
        continue;
      while (i < len && ((cards[i] ^ other[i]) & an->card_mask) == 0)
        i++;
      if (i == len)
        return TRUE;
    }
  return FALSE;
}

/* The piles that take a tableau card only onto their base alone and have
 * cards on it: the tables say they take any card, the engine refuses a
 * tableau card. */
guint64
solver_covered_piles (const Analysis *an, const PatState *state)
{
  guint64 covered = 0;

  for (guint64 w = an->bare_piles; w != 0; w &= w - 1)
    if (pat_state_len (state, lowest_bit (w)) > 1)
      covered |= PILE_BIT (lowest_bit (w));
  return covered;
}

/* The legal moves: a quick superset from the tables, each confirmed by the
 * engine, then deal and redeal. Where runs move, each run on top whose
 * bottom card fits the target is tried. The piles that would take each card
 * are worked out once, from the cards on top. Moves to the piles @skip are
 * left out. */
guint
solver_list_moves (const Analysis *an, const PatState *state, guint64 skip,
                   PatMove *moves)
{
  const PatRules *rules = &an->rules;
  guint64 takers[N_TYPES] = { 0 };
  guint64 empty = 0, covered = solver_covered_piles (an, state);
  /* Piles that take many kinds of card (a bare Queen takes any) are kept
   * apart, with what they take, rather than entered under each kind:
   * Laggard Lady, a third less time listing moves. */
  guint64 wide_takes[PAT_MAX_PILES];
  guint8 wide[PAT_MAX_PILES];
  guint n_wide = 0;
  guint n = 0;
  PatMove move = { 0 };

  for (guint64 w = an->any_target & ~skip; w != 0; w &= w - 1)
    {
      guint to = lowest_bit (w);
      guint group = rules->piles[to].group;
      guint onto;
      guint64 takes;

      if (pat_state_len (state, to) == 0)
        {
          empty |= PILE_BIT (to);
          continue;
        }
      if (is_twin (an, state, to))
        continue;
      onto = type_of (pat_state_top (state, to));
      takes = an->build_on[group][onto];
      if (an->wide_on[group] & TYPE_BIT (onto))
        {
          wide_takes[n_wide] = takes;
          wide[n_wide++] = (guint8)to;
          continue;
        }
      for (; takes != 0; takes &= takes - 1)
        takers[lowest_bit (takes)] |= PILE_BIT (to);
    }

  for (guint from = 0; from < rules->n_piles; from++)
    {
      const PatPileGroup *group = pat_rules_group (rules, from);
      guint len = pat_state_len (state, from);
      const PatCard *cards;
      guint64 fits[PAT_MAX_CARDS + 1];
      guint64 any = 0;
      guint run;

      if (len == 0 || (an->targets[from] & ~skip) == 0)
        continue;
      cards = pat_state_pile (state, from);
      if (pat_card_is_face_down (cards[len - 1]) || (group->base_fixed && len == 1))
        continue;
      run = group->moves_runs ? pat_move_run_length (rules, state, from) : 1;
      /* The piles that take the run of each length. */
      for (guint count = 1; count <= run; count++)
        {
          guint t = type_of (cards[len - count]);

          fits[count] = takers[t];
          for (guint k = 0; k < n_wide; k++)
            if (wide_takes[k] & TYPE_BIT (t))
              fits[count] |= PILE_BIT (wide[k]);
          fits[count] &= an->targets[from];
          if (an->tableau_piles & (PILE_BIT (from)))
            fits[count] &= ~covered;
          for (guint64 w = an->targets[from] & empty; w != 0; w &= w - 1)
            if (an->fill[lowest_bit (w)] & TYPE_BIT (t))
              fits[count] |= PILE_BIT (lowest_bit (w));
          any |= fits[count];
        }
      for (; any != 0; any &= any - 1)
        for (guint count = 1; count <= run && n < MAX_MOVES - 2; count++)
          if (fits[count] & PILE_BIT (lowest_bit (any)))
            {
              move = pat_move_card (from, lowest_bit (any), count);
              if (pat_move_check (rules, state, &move, NULL))
                moves[n++] = move;
            }
    }
  move = (PatMove){ .kind = PAT_MOVE_DEAL };
  if (pat_move_check (rules, state, &move, NULL))
    moves[n++] = move;
  move.kind = PAT_MOVE_REDEAL;
  if (pat_move_check (rules, state, &move, NULL))
    moves[n++] = move;
  return n;
}

/* Cards moved between home piles (Idle Aces) -------------------------------- */

void
solver_keyset_init (KeySet *set, guint size)
{
  set->slots = g_new0 (guint64, size);
  set->mask = size - 1;
  set->used = g_array_new (FALSE, FALSE, sizeof (guint64));
}

static void
keyset_clear (KeySet *set)
{
  for (guint i = 0; i < set->used->len; i++)
    set->slots[g_array_index (set->used, guint64, i)] = 0;
  g_array_set_size (set->used, 0);
}

void
solver_keyset_free (KeySet *set)
{
  g_free (set->slots);
  g_array_unref (set->used);
}

/* Adds @key; FALSE when it was there already. */
static gboolean
keyset_add (KeySet *set, guint64 key)
{
  guint64 i;

  for (i = key & set->mask; set->slots[i] != 0; i = (i + 1) & set->mask)
    if (set->slots[i] == key)
      return FALSE;
  set->slots[i] = key;
  g_array_append_val (set->used, i);
  return TRUE;
}

/* The merged home piles hashed pile by pile: tells apart the arrangements
 * that solver_state_key() takes as one. */
static guint64
arrangement_key (const Analysis *an, const PatState *state)
{
  guint64 sum = 0;

  for (guint p = 0; p < an->rules.n_piles; p++)
    if (an->merged_piles & (PILE_BIT (p)))
      {
        const PatCard *cards = pat_state_pile (state, p);
        guint64 h = pat_state_len (state, p);

        for (guint i = 0; i < pat_state_len (state, p); i++)
          h += an->zobrist[i][pat_card_rank (cards[i])];
        sum += mix64 (h ^ an->group_salt[an->rules.piles[p].group]);
      }
  return sum != 0 ? sum : 1;
}

/* Looks for an arrangement of the merged home piles, reached by moving
 * cards between them, where the top card of @from may go onto one of them:
 * breadth first, so the shuffles are few. Appends the shuffles to @prefix;
 * sets @member to the arrangement and @to to the pile. */
gboolean
solver_find_arrangement (Solver *s, const Analysis *an, const PatState *state, guint from,
                         GArray *prefix, PatState *member, guint *to)
{
  const PatRules *rules = &an->rules;
  GArray *members = s->members;
  Member first = { .state = *state, .parent = G_MAXUINT };
  guint8 ranks[PAT_KING + 1] = { 0 };

  /* Where no arrangement of the ranks takes the card (see solver_ranks_fit()),
   * there is none to look for. Idle Aces deal 1: a fifth of the time went
   * into looking through every arrangement in vain. */
  for (guint64 w = an->merged_piles; w != 0; w &= w - 1)
    solver_count_ranks (state, lowest_bit (w), ranks);
  ranks[pat_card_rank (pat_state_top (state, from))]++;
  if (!solver_ranks_fit (an, ranks))
    return FALSE;

  g_array_set_size (members, 0);
  g_array_append_val (members, first);

  for (guint i = 0; i < members->len; i++)
    {
      PatMove moves[MAX_MOVES];
      PatMove move = pat_move_card (from, 0, 1);
      guint n;

      for (guint p = 0; p < rules->n_piles; p++)
        {
          if ((an->merged_piles & (PILE_BIT (p))) == 0)
            continue;
          move.to = (guint8)p;
          if (pat_move_check (rules, &g_array_index (members, Member, i).state, &move,
                              NULL))
            {
              guint at = prefix->len;

              *member = g_array_index (members, Member, i).state;
              *to = p;
              for (guint m = i; g_array_index (members, Member, m).parent != G_MAXUINT;
                   m = g_array_index (members, Member, m).parent)
                g_array_insert_val (prefix, at, g_array_index (members, Member, m).move);
              return TRUE;
            }
        }
      if (members->len >= MAX_ARRANGEMENTS)
        {
          /* Too many to look through: the search can no longer say that
           * nothing wins. */
          s->cut = TRUE;
          return FALSE;
        }
      /* Most cards go onto an arrangement as it is (Idle Aces deal 7: nine
       * in ten), with no arrangements to tell apart. */
      if (i == 0)
        {
          keyset_clear (&s->arrangements);
          keyset_add (&s->arrangements, arrangement_key (an, state));
        }
      n = solver_list_moves (an, &g_array_index (members, Member, i).state, 0, moves);
      for (guint k = 0; k < n; k++)
        {
          Member next;

          if (moves[k].kind != PAT_MOVE_CARD
              || (an->merged_piles & (PILE_BIT (moves[k].from))) == 0
              || (an->merged_piles & (PILE_BIT (moves[k].to))) == 0)
            continue;
          next.state = g_array_index (members, Member, i).state;
          pat_move_apply (rules, &next.state, &moves[k]);
          if (!keyset_add (&s->arrangements, arrangement_key (an, &next.state)))
            continue;
          next.parent = i;
          next.move = moves[k];
          g_array_append_val (members, next);
        }
    }
  return FALSE;
}

/* The piles that @step from @state changes. */
guint64
solver_step_changes (const Analysis *an, const PatState *state, const Step *step)
{
  /* Deals through the round of stock and waste change those two piles
   * alone; after shuffles, any pile may differ. */
  if (step->prefix_len > 0 && (an->talon_piles & (PILE_BIT (step->move.from)))
      && step->next.redeals_left == state->redeals_left)
    return solver_changed_piles (an, state, &step->next, &step->move) | an->talon_piles;
  return solver_changed_piles (an, state, &step->next,
                               step->prefix_len > 0 ? NULL : &step->move);
}

/* Runs moved whole --------------------------------------------------------- */

/* How many cards at the top of @pile lie each on the one below as the pile's
 * building rule allows. */
static guint
run_length (const Analysis *an, const PatState *state, guint pile)
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);
  guint group = an->rules.piles[pile].group;
  guint n = len > 0 ? 1 : 0;

  while (n < len && !pat_card_is_face_down (cards[len - n - 1])
         && (an->build_on[group][type_of (cards[len - n - 1])]
             & TYPE_BIT (type_of (cards[len - n]))))
    n++;
  return n;
}

/* Plays the moves that take the top @count cards of @from onto @to, a run,
 * through the empty piles @empties: half the run to an empty pile, the rest
 * to @to, the half back on top. Each move is checked by the engine. */
static gboolean
move_run (const Analysis *an, PatState *state, guint from, guint count, guint to,
          guint64 empties, GArray *moves)
{
  PatMove move = pat_move_card (from, to, 1);
  guint spare, half;

  if (count == 1)
    {
      if (!pat_move_check (&an->rules, state, &move, NULL))
        return FALSE;
      pat_move_apply (&an->rules, state, &move);
      g_array_append_val (moves, move);
      return TRUE;
    }
  if (empties == 0)
    return FALSE;
  spare = lowest_bit (empties);
  empties &= ~PILE_BIT (spare);
  half = count / 2;
  return move_run (an, state, from, half, spare, empties, moves)
         && move_run (an, state, from, count - half, to, empties, moves)
         && move_run (an, state, spare, half, to, empties, moves);
}

/* Whole runs moved as one step, for the beams: where runs go through empty
 * piles card by card, the positions on the way look poor to the evaluation,
 * and a beam drops them before the run arrives. */
void
solver_expand_runs (const Analysis *an, const PatState *state, GArray *prefix,
                    GArray *steps)
{
  const PatRules *rules = &an->rules;
  guint64 empty = 0;

  for (guint64 m = an->run_piles; m != 0; m &= m - 1)
    if (pat_state_len (state, lowest_bit (m)) == 0)
      empty |= PILE_BIT (lowest_bit (m));
  /* Without an empty pile a run moves only card by card. */
  if (empty == 0)
    return;

  for (guint64 m = an->run_piles; m != 0; m &= m - 1)
    {
      guint from = lowest_bit (m);
      guint group = rules->piles[from].group;
      guint len = pat_state_len (state, from);
      guint length = run_length (an, state, from);
      guint64 empties = 0;

      if (length < 2)
        continue;
      for (guint64 e = empty; e != 0; e &= e - 1)
        if (rules->piles[lowest_bit (e)].group == group)
          empties |= PILE_BIT (lowest_bit (e));
      if (empties == 0)
        continue;

      for (guint count = 2; count <= length; count++)
        {
          PatCard bottom = pat_state_pile (state, from)[len - count];
          gboolean tried_empty = FALSE;

          for (guint to = 0; to < rules->n_piles; to++)
            {
              PatCard onto = pat_state_top (state, to);
              guint64 spare = empties & ~PILE_BIT (to);
              Step step;
              guint start = prefix->len;

              if (to == from || rules->piles[to].group != group)
                continue;
              if (onto == PAT_CARD_NONE)
                {
                  /* One empty pile stands for all; the whole pile to an
                   * empty one gives the same position. */
                  if (tried_empty || (count == len && pile_is_permuted (an, state, from)))
                    continue;
                  tried_empty = TRUE;
                }
              else if ((an->build_on[group][type_of (onto)] & TYPE_BIT (type_of (bottom)))
                       == 0)
                continue;
              if (count > (1u << MIN (bit_count (spare), 16u)))
                continue;
              step_init (&step, pat_move_card (from, to, 1), 0);
              step.next = *state;
              if (!move_run (an, &step.next, from, count, to, spare, prefix))
                {
                  g_array_set_size (prefix, start);
                  continue;
                }
              step.move = g_array_index (prefix, PatMove, prefix->len - 1);
              g_array_set_size (prefix, prefix->len - 1);
              step.prefix_start = start;
              step.prefix_len = prefix->len - start;
              g_array_append_val (steps, step);
            }
        }
    }
}

/* Children: their order, and moves not worth trying ------------------------- */

int
solver_compare_children (gconstpointer a, gconstpointer b)
{
  const Child *x = a;
  const Child *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static gboolean
first_empty_of_group (const Analysis *an, const PatState *state, guint pile)
{
  for (guint p = 0; p < pile; p++)
    if (an->rules.piles[p].group == an->rules.piles[pile].group
        && pat_state_len (state, p) == 0)
      return FALSE;
  return TRUE;
}

/* Whether @move, from @state, can only give a position that another move
 * gives too (see the comment at the top). @parent is the position before
 * @via, the move that led to @state, or %NULL. */
gboolean
solver_is_redundant (const Analysis *an, const PatState *state, const PatMove *move,
                     const PatState *parent, const PatMove *via)
{
  const PatRules *rules = &an->rules;

  if (move->kind != PAT_MOVE_CARD)
    return FALSE;

  /* Shuffles between merged home piles are searched as part of the moves
   * that need them. */
  if (an->merged_piles & (PILE_BIT (move->to)))
    return TRUE;

  if (pat_state_len (state, move->to) == 0 && pile_is_permuted (an, state, move->to))
    {
      if (!first_empty_of_group (an, state, move->to))
        return TRUE;
      if (pat_state_len (state, move->from) == move->count
          && rules->piles[move->from].group == rules->piles[move->to].group)
        return TRUE;
    }

  /* The same cards moved on again (a run as a whole, not part of it): not
   * where they completed a full suit that left the table (Spider), and the
   * cards on top are others. */
  if (parent != NULL && via->kind == PAT_MOVE_CARD && move->from == via->to
      && move->count == via->count
      && pat_state_len (state, via->to) == pat_state_len (parent, via->to) + via->count)
    {
      PatMove direct = pat_move_card (via->from, move->to, via->count);

      /* Straight back: only if nothing but face-down flags changed, so no
       * pile was refilled when the cards left. */
      if (move->to == via->from)
        return pat_state_len (state, via->from) + via->count
               == pat_state_len (parent, via->from);
      return pat_move_check (rules, parent, &direct, NULL);
    }
  return FALSE;
}

/* Whether @move, from @state to @next, takes cards from one pile where runs
 * move to another and does nothing else: it turns no card up, empties no
 * pile, takes the run off a card it was built on, and the card it uncovers
 * cannot go home. Such a move may be needed (the uncovered card could take
 * another), but seldom, while runs moved to and fro make endless lines:
 * the depth-first search tries it last, and beams, which prove nothing,
 * not at all. */
gboolean
solver_is_idle (const Analysis *an, const PatState *state, const PatMove *move,
                const PatState *next)
{
  guint len;
  guint64 bit;
  PatCard under, bottom;

  if (move->kind != PAT_MOVE_CARD || (an->unit_run_piles & (PILE_BIT (move->from))) == 0
      || (an->unit_run_piles & (PILE_BIT (move->to))) == 0)
    return FALSE;
  len = pat_state_len (next, move->from);
  if (len == 0 || pat_card_is_face_down (pat_state_pile (state, move->from)[len - 1]))
    return FALSE;
  /* A run taken off a card it did not build on (in suit, where runs must
   * be of one suit) leaves a card free that was not: in FreeCell the way
   * down to a buried card, in Spider the way a suit is joined up. */
  under = pat_state_top (next, move->from);
  bottom = pat_state_pile (state, move->from)[len];
  if (!pat_move_can_build (&an->rules, move->from, bottom, under)
      || (pat_rules_group (&an->rules, move->from)->runs_in_suit
          && pat_card_suit (bottom) != pat_card_suit (under)))
    return FALSE;
  bit = TYPE_BIT (type_of (pat_state_top (next, move->from)));
  for (guint i = 0; i < an->n_home; i++)
    if (solver_wanted_next (an, next, an->home_list[i]) & bit)
      return FALSE;
  return TRUE;
}
