/* pat-solver-pairs.c — cards that leave in pairs (Pyramid): what the rules
 * allow, the safe pairs and the proof that pairs cannot all be made
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include "pat-solver-private.h"

/* Pairs (docs/solver.md, sections 6.4 and 8.4): where every card that
 * leaves a pile in play goes home, alone when its rank makes the total
 * and else with a partner whose rank makes it up, and one card is dealt
 * at a time. The piles that must be cleared to win and that cover one
 * another are told which of them are never free together: a pile and
 * every pile that must go before it, or after it. */
void
solver_analyse_pairs (Analysis *an)
{
  const PatRules *rules = &an->rules;
  guint total = 0;

  if (rules->deal_count > 1 || rules->variant->check_move != NULL)
    return;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0)
        continue;
      if (group->pair_total > 0 && total == 0)
        total = group->pair_total;
      if (group->gives && !group->home && group->pair_total == 0)
        return;
      if (group->pair_total > 0 && group->pair_total != total)
        return;
    }
  if (total == 0)
    return;
  an->pair_total = total;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->clear_to_win && group->covered_by != NULL)
        an->pair_clear_piles |= PILE_BIT (p);
      /* No rule reads the cards of a home pile that only takes pairs and
       * never gives one back, and which cards it holds follows from the
       * other piles: the order they came in is no part of the position
       * (docs/solver.md, section 3). */
      if (group->home && !group->gives && group->pair_total > 0)
        an->pair_home_piles |= PILE_BIT (p);
    }
  /* The piles covering each pile, and over them: piles of a group come
   * in order, each covered only by later ones, so one pass from the last
   * gathers them. */
  for (guint p = rules->n_piles; p-- > 0;)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      guint first;

      if (!(an->pair_clear_piles & PILE_BIT (p)))
        continue;
      first = lowest_bit (an->group_piles[rules->piles[p].group]);
      for (guint k = 0; k < 2; k++)
        {
          gint8 by = group->covered_by[p - first][k];

          if (by == PAT_NOT_COVERED)
            continue;
          g_assert (first + (guint)by > p);
          an->pair_apart[p]
              |= PILE_BIT (first + (guint)by) | an->pair_apart[first + (guint)by];
        }
    }
  /* And the piles each pile covers, for the other direction. */
  for (guint p = 0; p < rules->n_piles; p++)
    for (guint64 w = an->pair_apart[p] & ~(PILE_BIT (p) - 1); w != 0; w &= w - 1)
      an->pair_apart[lowest_bit (w)] |= PILE_BIT (p);
}

/* At most the two decks' eight copies of both ranks of a pair. */
#define MAX_PAIR_CARDS 16

typedef struct
{
  guint8 pile;
  guint8 rank;
  gboolean must; /* in a pile that must be cleared */
} PairCard;

/* Whether the cards of @cards not in @used can give every card that must
 * be cleared a partner of its own: one whose rank makes up the total, in
 * another pile, and free at some time while it is. */
static gboolean
pairs_cover (const Analysis *an, const PairCard *cards, guint n, guint32 used)
{
  guint i = 0;

  while (i < n && ((used & (1u << i)) || !cards[i].must))
    i++;
  if (i == n)
    return TRUE;
  for (guint j = 0; j < n; j++)
    if (j != i && !(used & (1u << j)) && cards[i].rank + cards[j].rank == an->pair_total
        && cards[i].pile != cards[j].pile
        && !(an->pair_apart[cards[i].pile] & PILE_BIT (cards[j].pile))
        && pairs_cover (an, cards, n, used | (1u << i) | (1u << j)))
      return TRUE;
  return FALSE;
}

/* Whether some card that must be cleared can never pair off: every card
 * leaves in a pair making the total, so the cards of each two ranks that
 * make it must give each card that must go a partner of its own, and two
 * cards of piles that cover one another are never free together
 * (docs/solver.md, section 8.4). */
gboolean
solver_pairs_unmatched (const Analysis *an, const PatState *state)
{
  PairCard cards[7][MAX_PAIR_CARDS];
  guint n[7] = { 0 };
  gboolean must[7] = { FALSE };

  /* Ranks go up to 13, so a total above it pairs no two cards. */
  if (an->pair_clear_piles == 0 || an->pair_total > 13)
    return FALSE;
  for (guint p = 0; p < an->rules.n_piles; p++)
    {
      const PatCard *pile = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);
      gboolean in_must = (an->pair_clear_piles & PILE_BIT (p)) != 0;

      if (an->home_piles & PILE_BIT (p))
        continue;
      for (guint i = 0; i < len; i++)
        {
          guint rank = pat_card_rank (pile[i]);
          guint k = MIN (rank, an->pair_total - rank);

          if (rank >= an->pair_total || n[k] == MAX_PAIR_CARDS)
            continue;
          cards[k][n[k]++] = (PairCard){ (guint8)p, (guint8)rank, in_must };
          must[k] |= in_must;
        }
    }
  for (guint k = 1; k <= an->pair_total / 2; k++)
    if (must[k] && !pairs_cover (an, cards[k], n[k], 0))
      return TRUE;
  return FALSE;
}

/* A move home that cannot spoil a win where cards leave in pairs: a card
 * that makes the total alone, or a pair of the last two cards of their
 * two ranks (docs/solver.md, section 6.4). */
gboolean
solver_find_safe_pair (const Analysis *an, const PatState *state, PatMove *move)
{
  const PatRules *rules = &an->rules;
  guint left[14] = { 0 }; /* cards out, by rank */

  if (an->pair_total == 0)
    return FALSE;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *pile = pat_state_pile (state, p);

      if (an->home_piles & PILE_BIT (p))
        continue;
      for (guint i = 0; i < pat_state_len (state, p); i++)
        left[pat_card_rank (pile[i])]++;
    }
  for (guint from = 0; from < rules->n_piles; from++)
    {
      guint rank;

      if ((an->home_piles & PILE_BIT (from)) || pat_state_len (state, from) == 0
          || !pat_rules_group (rules, from)->gives)
        continue;
      rank = pat_card_rank (pat_state_top (state, from));
      if (rank == an->pair_total)
        {
          for (guint h = 0; h < an->n_home; h++)
            {
              *move = pat_move_card (from, an->home_list[h], 1);
              if (pat_move_check (rules, state, move, NULL))
                return TRUE;
            }
          continue;
        }
      if (rank > an->pair_total || 2 * rank == an->pair_total
          || left[rank] + left[an->pair_total - rank] != 2)
        continue;
      for (guint to = 0; to < rules->n_piles; to++)
        {
          if (to == from || (an->home_piles & PILE_BIT (to))
              || pat_state_len (state, to) == 0
              || pat_card_rank (pat_state_top (state, to)) + rank != an->pair_total)
            continue;
          *move = pat_move_card (from, to, 1);
          if (pat_move_check (rules, state, move, NULL))
            return TRUE;
        }
    }
  return FALSE;
}
