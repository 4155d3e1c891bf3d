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
types_of_rank (const PatPileGroup *group, guint rank, PatSuit suit)
{
  guint64 mask = 0;

  for (guint s = 0; s < PAT_N_SUITS; s++)
    if (group->suit != PAT_SUIT_SAME || s == suit)
      mask |= TYPE_BIT (pat_card_new (rank, (PatSuit)s));
  return mask;
}

gboolean
is_building_group (const PatPileGroup *group)
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
        else if (is_building_group (to))
          takeback = TRUE;
      }

  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      int pile = first_pile_of_group (rules, g);

      if (pile < 0)
        continue;
      if (group->home)
        {
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
                  if (at > 0 && group->suit != PAT_SUIT_SAME
                      && group->suit != PAT_SUIT_ANY)
                    an->safe_possible = FALSE;
                }
              else if (group->rank != PAT_RANK_NONE)
                takes = TRUE, an->safe_possible = FALSE;
              if (takes)
                {
                  n_home_groups[t]++;
                  an->home_group[t] = (guint8)g;
                }
            }
        }
      else if (is_building_group (group) && group->rank != PAT_RANK_ANY)
        /* Piles that take any card whatever their top need no base. */
        for (guint c = 0; c < N_TYPES; c++)
          for (guint d = 0; d < N_TYPES; d++)
            if (type_is_card (c) && type_is_card (d)
                && pat_move_can_build (rules, (guint)pile, (PatCard)d, (PatCard)c))
              builders[c] |= TYPE_BIT (d);
    }

  for (guint t = 0; t < N_TYPES; t++)
    {
      const PatPileGroup *group;
      int at;
      guint64 needs = 0;

      if (!type_is_card (t) || n_home_groups[t] != 1)
        continue;
      group = &rules->groups[an->home_group[t]];
      if (group->rank != PAT_RANK_SEQUENCE && group->rank != PAT_RANK_NONE)
        continue;
      at = group->rank == PAT_RANK_SEQUENCE ? sequence_position (group, t & 0x0f) : 0;
      if (at < 0)
        continue;
      if (at > 0)
        needs
            |= types_of_rank (group, group->sequence[at - 1], pat_card_suit ((PatCard)t));

      if (!takeback)
        needs |= builders[t];
      else
        {
          /* Everything that could ever lie on c, or on the cards below c in
           * its suit taken back from the foundations. */
          guint64 closure = TYPE_BIT (t);
          guint64 grown;

          for (int i = 0; i < at; i++)
            closure
                |= types_of_rank (group, group->sequence[i], pat_card_suit ((PatCard)t));
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
          needs |= closure & ~TYPE_BIT (t);
        }
      an->safe_needs[t] = needs;
      an->safe_types |= TYPE_BIT (t);
    }
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

/* Idle Aces: cards move freely between home piles built up regardless of
 * suit from a fixed base to the King and home piles built down from a
 * fixed King to the Ace, and never leave them for other piles. Then which
 * cards are home is all that counts, not which pile holds them, nor, where
 * suits matter elsewhere (Aces in cells of their own suit), which suit:
 * no rule reads the suits of cards there, and the cards elsewhere say which
 * cards they are. Any two arrangements of the same ranks are reached from
 * each other by such moves. (Count, for each rank r, the up piles
 * reaching r, a(r), and the down piles reaching r, b(r) = n(r) - a(r) for the
 * n(r) cards of rank r home. An arrangement is a(r) not increasing with r
 * and b(r) not decreasing, within the pile counts; moving an r from an up
 * pile to a down pile, or back, is a(r) -= 1 or += 1 at one r, legal exactly
 * when both stay so. Between two arrangements, lowering a(r) at the highest
 * r where it is above the other's always keeps them so, and likewise
 * upwards, so one reaches the other.) The search then plays a card to these
 * piles whenever some arrangement takes it, with the shuffles to get there. */
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
  /* ranks_fit() counts the piles of each group in four bits. */
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
 * used at once (see the top of the file): no stock but a round of stock and
 * waste taken as one position, no other redeal, no refill, no hook on new
 * foundations, no shuffles between home piles. Needs analyse_talon(). */
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
    if (rules->groups[g].count > 0 && rules->groups[g].refill > 0)
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

/* Where cards can be taken back from the foundations, a card c that goes
 * home from the top of a pile X in play, and could at once be taken back
 * there (onto the same card, or into X emptied), is sent home without
 * trying anything else. The position P' with c home is at least as good
 * as P with c on X: P' copies any line from P, move for move, until a
 * move touches X or c's foundation f. Until then, X and f stay as they
 * are, so c can still be taken back to X; P' does that first, and the
 * two positions are the same from there (but for the card under c, now
 * face up, which only adds moves). If P's line plays c home, P' has it
 * there already. Nothing else tells the two positions apart where no
 * hook looks at the position, nothing is dealt onto X or refills it, and
 * with one deck in suit no other card can go onto f before c.
 * The card must not be one just brought out and waiting for its use (see
 * the top of the file), and a card taken back must be parked, or it would
 * go straight home again. Only the depth-first search does this: beams
 * take cards back without parking.
 *
 * Only where a round of stock and waste feeds the piles (Klondike): there
 * deals 4 and 9 are proven lost in 4.3 and 4.0 s, against 5.8 and 7.2 s
 * without it. Where nothing comes from a stock (King Albert), cards taken
 * back to hold others win most deals, and sending them home first only
 * slowed the search: over deals 1-1000 at 10 s, two deals it won in 4-5 s
 * were left unknown. */
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

/* Where the waste is turned over to make a new stock as often as the
 * player likes, and nothing but a deal changes stock or waste except a play
 * of the waste's top (Klondike), dealing never changes which cards lie in
 * which order round stock and waste, only where the waste stands in that
 * round. From any position a player can deal to the end of the round, turn
 * the waste over and deal again: so all the positions of the round that a
 * round reaches from its start (all of them, where a deal turns one card)
 * reach one another, and the search takes them as one position. Deals and
 * redeals then never come alone: each play from the waste is searched for
 * every card the round can bring to its top, after the deals that bring it
 * (expand_talon()). Nothing is lost: moves elsewhere never touch stock or
 * waste, so any line can deal just before the waste's card is played. */
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
    if (rules->groups[g].count > 0 && rules->groups[g].refill > 0)
      return;
  an->talon_piles = PILE_BIT (rules->stock) | PILE_BIT (rules->waste);
  /* Which card lies on which there changes as the round goes on. */
  an->blocker_weight[rules->waste] = an->cross_weight[rules->waste] = 0;
}

/* Where the waste holds one card and the next is turned only once it is
 * played (Intrigue, Laggard Lady, Jubilee), a waste card w put on a pile X
 * in play is only searched just before a deal or a redeal, or a move onto
 * X. Take a line that puts w on X and then makes other moves first: none of
 * them touches X (w leaving X at once is the sibling that plays w there
 * straight from the waste), and none depends on the waste, which takes
 * nothing and is read by deals and redeals alone. So they are all legal
 * with w still in the waste, and w can go on X after them, where X is as it
 * was: every winning line has a twin of the same length that places waste
 * cards only so. Once the stock is out and no redeal is left, that leaves no
 * reason to put w in play at all: it waits in the waste until it goes home.
 * Runs must not move (a run onto X would have to be followed card by card),
 * nor a pile be refilled from the stock, and where a hook limits new
 * foundations by the piles in play (Laggard Lady), X must not be empty
 * before w: w would make one more pile in play. */
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

/* Where a pile takes a tableau card only onto its bare base (the Queens of
 * Intrigue and Laggard Lady), a card c alone on such a base Y is a card in
 * a cell. Once the stock is out and no redeal is left, c goes home safely
 * whenever a foundation takes it. Take a winning line from the position
 * that leaves c on Y for now. Nothing is put on c meanwhile: Y is not bare,
 * and the waste card waits in the waste (see analyse_placing()). So the
 * line plays as well with c home at once and Y bare, until it plays home a
 * card c' like c that no foundation now takes, c having taken its place:
 * there c' goes onto the bare Y instead (or onto the bare Queen the line
 * has moved c to, the same by symmetry), and the two positions are the
 * same, c' standing for c, up to the card's suit where foundations take
 * any suit and suits are not told apart (or exactly, where they build in
 * suit and c' is c's twin). From then on the line is played as it is.
 * Needed: foundations never give cards back; every pile that gives cards
 * to a foundation can give them to Y; Y takes any card. */
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
    needs |= types_of_rank (home, home->sequence[i], pat_card_suit ((PatCard)t));
  return needs;
}

/* Positions where two cards lock each other. Where cards leave the piles
 * in play only one at a time from the top, to a foundation of their suit or
 * onto a card they build on, foundations never give cards back, an emptied
 * pile takes nothing and no redeal is left (House in the Wood, which has
 * none; La Belle Lucie and Trefoil once theirs are spent), a
 * card Y lying above a card X that Y's foundation needs first never moves
 * again when:
 *
 * (a) no more copies of X are home than of Y, and every copy of X still in
 *     play lies under Y. A foundation holding Y holds X, so the foundations
 *     holding X are those holding Y; each foundation still to take Y must
 *     first take a copy of X, and all of those lie under Y. So Y cannot go
 *     home before it leaves the pile; and
 * (b) Y cannot leave the pile: every copy of each card Y can be built on is
 *     home or under Y. Or, where Y is the last copy out, every card Y can be
 *     built on that its foundation does not need first is home in every
 *     copy. Then the one foundation still to take Y needs every card out
 *     that comes before Y (the others hold a copy each), and wherever Y
 *     goes it lies on such a card, which must go home before Y: so Y never
 *     goes home.
 *
 * So X stays in play for good, and the position is lost. Also lost, with
 * two decks: (c) both copies of Y are out, each above a card its
 * foundation needs first, and every card Y can be built on that its
 * foundation does not need first is home in every copy (a King lies only on
 * a Queen). Take the moment the first copy goes home, to a foundation that
 * then holds a copy of each card before Y and takes no more of them: the
 * other foundation must take every other copy. The other copy of Y is
 * still in play: where it lay at first, above the copy of a card needed
 * first that it covers, or moved, and then lying on a card it can be built
 * on, which is needed first too (the others are home). Either way it lies
 * above a card its foundation must take before it, and only ever moves onto
 * another such card: it never goes home. House in the Wood deals 1-200 at
 * 5 s: 32 proven lost, against none while both copies had also to be stuck
 * in their piles; 29 of them from the start (both Kings of a suit dealt
 * above cards of their suit). */
static void
analyse_locks (Analysis *an)
{
  const PatRules *rules = &an->rules;

  if (rules->stock >= 0 || rules->waste >= 0 || rules->settled != 0)
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
      if (group->kind != PAT_PILE_TABLEAU || !is_building_group (group)
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

/* Positions with one deck where some card can never leave its pile, for
 * any line of play (Klondike). Each card in a pile in play must leave it on
 * the way home. Take the first time it does: every card that lay above it
 * has left before, or leaves with it in a run of which it is not the base.
 * The base b of what moves (the card itself, or a card under it with the
 * cards between built on one another) goes
 *
 * - home, alone: each card its foundation needs first has left its pile
 *   before, or was never in one;
 * - onto a card R it can be built on: R is exposed, so each card that lay
 *   above R has left before (R out of the piles counts as exposed);
 * - or to an empty pile, if one takes b.
 *
 * Cards move only that way: from the top, alone or in runs, to home piles
 * or to building piles in play, and no redeal moves them while redeals
 * remain. Cards elsewhere (stock, waste, home) are taken as free. Saying
 * that a card can leave when these conditions could be met by cards shown
 * to leave, again and again until nothing changes, finds every card that
 * leaves in some line; a card never found can never leave, and the
 * position is lost. Hook rules that refuse moves only make fewer lines. */
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
 * lie, or %NULL. The two win different deals: Idle Aces deals 1-40 at 5 s,
 * 15 won by rank alone, 12 pile by pile, 19 by the two together. */
Analysis *
analyse_pile_playout (const Analysis *an)
{
  Analysis *second;

  if (an->playout != PLAYOUT_WASTE || !an->playout_by_rank)
    return NULL;
  second = g_new (Analysis, 1);
  *second = *an;
  second->playout_by_rank = FALSE;
  return second;
}

/* For the beams that draw lots (see search()): the same playout, but
 * looking one card ahead (see waste_home_waits()), or %NULL. Like the
 * playout pile by pile, it ranks positions otherwise than the greedy one,
 * and its beams keep other lines and win other deals. */
Analysis *
analyse_ahead_playout (const Analysis *an)
{
  Analysis *ahead;

  if (an->playout != PLAYOUT_WASTE)
    return NULL;
  ahead = g_new (Analysis, 1);
  *ahead = *an;
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

void
analyse (Analysis *an, const PatRules *rules)
{
  const PatVariant *variant = rules->variant;
  gboolean suit_blind = TRUE;
  guint64 seed = G_GUINT64_CONSTANT (0x5eed5eed5eed5eed);

  memset (an, 0, sizeof *an);
  an->rules = *rules;
  rules = &an->rules;

  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      gboolean gathered = group->kind == PAT_PILE_TABLEAU
                          && (variant->redeal == PAT_REDEAL_SHUFFLE_TABLEAU
                              || variant->redeal == PAT_REDEAL_GATHER_TABLEAU);

      if (group->suit != PAT_SUIT_ANY || group->fill_suit_by_index)
        suit_blind = FALSE;
      if (group->fill_suit_by_index || group->refill > 0
          || (rules->deal_to >= 0 && rules->piles[rules->deal_to].group == g))
        an->perm[g] = PERM_NEVER;
      else if (gathered && rules->redeals > 0)
        an->perm[g] = PERM_WITHOUT_REDEALS;
      else
        an->perm[g] = PERM_ALWAYS;
      an->group_salt[g] = next_random (&seed);
    }
  an->card_mask = suit_blind ? 0x0f : 0x3f;
  for (guint p = 0; p < PAT_MAX_PILES; p++)
    an->pile_salt[p] = next_random (&seed);
  for (guint i = 0; i < PAT_MAX_CARDS; i++)
    for (guint t = 0; t < N_TYPES; t++)
      an->zobrist[i][t] = next_random (&seed);

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      an->group_piles[rules->piles[p].group] |= PILE_BIT (p);
      if (group->home)
        {
          an->home_piles |= PILE_BIT (p);
          an->home_list[an->n_home++] = (guint8)p;
        }
      if (rules->piles[p].kind == PAT_PILE_TABLEAU)
        an->tableau_piles |= PILE_BIT (p);
      if (group->bare_only)
        an->bare_piles |= PILE_BIT (p);
      if (is_building_group (group))
        {
          an->building_piles |= PILE_BIT (p);
          if (group->moves_runs)
            an->unit_run_piles |= PILE_BIT (p);
          if (group->fill == PAT_FILL_ANY)
            an->fillable_piles |= PILE_BIT (p);
          /* Not where a stock feeds the empty piles (Indian): there,
           * beams that fill them with runs win fewer deals. */
          if (group->fill == PAT_FILL_ANY && group->rank != PAT_RANK_ANY
              && rules->stock < 0 && (group->accepts & PAT_FROM (group->kind))
              && group->gives
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

  for (guint g = 0; g < variant->n_groups; g++)
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
      if (is_building_group (&rules->groups[g]))
        for (guint onto = 0; onto < N_TYPES; onto++)
          for (guint64 w = an->build_on[g][onto]; w != 0; w &= w - 1)
            an->rests_on[lowest_bit (w)] |= TYPE_BIT (onto);
    }

  an->decks = variant->decks;
  g_assert (an->decks == 1 || an->decks == 2);
  an->turn_up_only = TRUE;
  for (guint64 w = rules->settled; w != 0; w &= w - 1)
    if (pat_rules_group (rules, lowest_bit (w))->refill > 0)
      an->turn_up_only = FALSE;

  analyse_safe_moves (an);
  analyse_order (an);
  analyse_merged (an);
  analyse_talon (an);
  analyse_parking (an);
  analyse_undo_home (an);
  analyse_placing (an);
  analyse_cells (an);
  analyse_locks (an);
  analyse_strands (an);
  analyse_playout (an);
}

/* The same game with no move from a home pile to a pile in play, or %NULL
 * when it has none: a smaller game whose wins are wins of the real one.
 * Only where a stock brings cards into play: there a card taken back mostly
 * shuttles (beams in the smaller game win Intelligence deals 1-200 at 5 s
 * 72.5 % against 67.5 %, Indian 96 % against 93 %), while without one (King
 * Albert) a card taken back to hold another is a common way to win, and the
 * smaller game's beams won nothing more over deals 1-1000, in 15 % more
 * time. */
Analysis *
analyse_restricted (const PatRules *rules)
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
  analyse (an, &restricted);
  return an;
}
