/* pat-move-apply.c — moves played: the move itself, then what the rules
 * make happen by themselves (full suits going home, cards turned up,
 * piles refilled), and the redeals
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include "pat-variants-private.h"

/* Whether the top 13 cards of @pile are one suit from King down to Ace. */
static gboolean
has_full_suit (const PatState *state, guint pile)
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);

  if (len < PAT_N_RANKS)
    return FALSE;
  cards += len - PAT_N_RANKS;
  for (guint i = 0; i < PAT_N_RANKS; i++)
    if (pat_card_is_face_down (cards[i]) || pat_card_rank (cards[i]) != PAT_KING - i
        || pat_card_suit (cards[i]) != pat_card_suit (cards[0]))
      return FALSE;
  return TRUE;
}

/* A full suit on top of @pile goes to the first empty home pile. */
static void
send_full_suit_home (const PatRules *rules, PatState *state, guint pile)
{
  if (!has_full_suit (state, pile))
    return;
  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_rules_group (rules, p)->home && pat_state_len (state, p) == 0)
      {
        pat_state_move_cards (state, pile, p, PAT_N_RANKS);
        return;
      }
}

/* An emptied pile takes the first reserve's top card, and the card under
 * it turns up there and then: the reserve may come before the pile in the
 * order the piles settle in. */
static void
refill_by_reserve (const PatRules *rules, PatState *state, guint pile)
{
  int reserve = pat_rules_first_pile (rules, PAT_PILE_RESERVE);
  PatCard top;

  if (reserve < 0 || pat_state_len (state, (guint)reserve) == 0)
    return;
  pat_state_push (state, pile, pat_card_face_up (pat_state_pop (state, (guint)reserve)));
  top = pat_state_top (state, (guint)reserve);
  if (pat_rules_group (rules, (guint)reserve)->turn_up && top != PAT_CARD_NONE)
    pat_state_set_top (state, (guint)reserve, pat_card_face_up (top));
}

/* What happens by itself after every move: full suits leave for home,
 * exposed face-down cards turn up (where cards of other piles cover them,
 * once those have gone), emptied piles that refill take cards
 * from the stock. */
static void
compulsory_actions (const PatRules *rules, PatState *state)
{
  for (guint p = 0; p < rules->n_piles && (rules->settled >> p) != 0; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      PatCard top;

      if ((rules->settled & (G_GUINT64_CONSTANT (1) << p)) == 0)
        continue;
      if (group->full_suit_home)
        send_full_suit_home (rules, state, p);
      top = pat_state_top (state, p);

      if (group->turn_up && top != PAT_CARD_NONE && pat_card_is_face_down (top)
          && pat_state_covering (state, rules, p) == 0)
        pat_state_set_top (state, p, pat_card_face_up (top));

      if (group->refill_by_reserve && top == PAT_CARD_NONE)
        refill_by_reserve (rules, state, p);

      if (group->refill > 0 && top == PAT_CARD_NONE && rules->stock >= 0)
        while (pat_state_len (state, p) < group->refill
               && pat_state_len (state, (guint)rules->stock) > 0)
          pat_state_deal_card (
              state, rules, p,
              pat_card_face_up (pat_state_pop (state, (guint)rules->stock)));
    }
}

/* A pair leaves together for the first home pile: the card played onto
 * lies under the card played. */
static void
send_pair_home (const PatRules *rules, PatState *state, guint from, guint to)
{
  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_rules_group (rules, p)->home)
      {
        pat_state_push (state, p, pat_card_face_up (pat_state_pop (state, to)));
        pat_state_push (state, p, pat_card_face_up (pat_state_pop (state, from)));
        return;
      }
}

static void
gather_and_shuffle (const PatRules *rules, PatState *state)
{
  PatCard deck[PAT_MAX_CARDS];
  guint n = 0;
  guint redeal = rules->redeals - state->redeals_left + 1;

  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].kind == PAT_PILE_TABLEAU
        || rules->piles[p].kind == PAT_PILE_STOCK)
      {
        const PatCard *cards = pat_state_pile (state, p);

        for (guint i = 0; i < pat_state_len (state, p); i++)
          deck[n++] = pat_card_face_up (cards[i]);
        pat_state_clear_pile (state, p);
      }

  pat_deck_shuffle (deck, n, rules->variant->id, state->deal, redeal);
  for (guint g = 0; g < rules->variant->n_groups; g++)
    if (rules->groups[g].kind == PAT_PILE_TABLEAU)
      pat_state_deal_fans (state, rules, &rules->groups[g], deck, &n);
  for (guint i = 0; i < n; i++)
    pat_state_push (state, (guint)rules->stock, pat_card_face_down (deck[i]));
}

/* The tableau gathered from the rightmost pile, each laid on the one before,
 * and turned over: the new stock deals the rightmost pile first, bottom card
 * first, and the leftmost pile's top card last. */
static void
gather_tableau_in_order (const PatRules *rules, PatState *state)
{
  PatCard order[PAT_MAX_CARDS];
  guint n = 0;

  for (int p = (int)rules->n_piles - 1; p >= 0; p--)
    if (rules->piles[p].kind == PAT_PILE_TABLEAU)
      {
        const PatCard *cards = pat_state_pile (state, (guint)p);

        for (guint i = 0; i < pat_state_len (state, (guint)p); i++)
          order[n++] = pat_card_face_up (cards[i]);
        pat_state_clear_pile (state, (guint)p);
      }
  /* The stock's top is its last card, so the first card to deal goes last. */
  while (n > 0)
    pat_state_push (state, (guint)rules->stock, pat_card_face_down (order[--n]));
}

static void
apply_redeal (const PatRules *rules, PatState *state)
{
  switch (rules->variant->redeal)
    {
      case PAT_REDEAL_WASTE_TO_STOCK:
        while (pat_state_len (state, (guint)rules->waste) > 0)
          pat_state_push (
              state, (guint)rules->stock,
              pat_card_face_down (pat_state_pop (state, (guint)rules->waste)));
        break;
      case PAT_REDEAL_GATHER_TABLEAU:
        gather_tableau_in_order (rules, state);
        break;
      case PAT_REDEAL_SHUFFLE_TABLEAU:
        gather_and_shuffle (rules, state);
        break;
      case PAT_REDEAL_NONE:
      default:
        g_assert_not_reached ();
    }
  if (rules->redeals != PAT_REDEALS_UNLIMITED)
    state->redeals_left--;
}

/**
 * pat_move_apply:
 * @rules: the game
 * @state: the position, changed in place
 * @move: a legal move (see pat_move_check())
 *
 * Plays @move and the compulsory actions that follow it.
 */
void
pat_move_apply (const PatRules *rules, PatState *state, const PatMove *move)
{
  g_return_if_fail (rules != NULL && state != NULL && move != NULL);

  switch (move->kind)
    {
      case PAT_MOVE_CARD:
        if (pat_rules_group (rules, move->to)->pair_total > 0
            && !pat_rules_group (rules, move->to)->home)
          {
            send_pair_home (rules, state, move->from, move->to);
            break;
          }
        if (move->count > 1)
          pat_state_move_cards (state, move->from, move->to, move->count);
        else
          pat_state_move_top (state, move->from, move->to);
        break;
      case PAT_MOVE_DEAL:
        if (rules->deal == PAT_DEAL_TO_TABLEAU)
          {
            for (guint p = 0;
                 p < rules->n_piles && pat_state_len (state, (guint)rules->stock) > 0;
                 p++)
              if (rules->piles[p].kind == PAT_PILE_TABLEAU)
                pat_state_push (
                    state, p,
                    pat_card_face_up (pat_state_pop (state, (guint)rules->stock)));
            break;
          }
        /* One by one: the last card turned is the top. */
        for (guint i = 0;
             i < rules->deal_count && pat_state_len (state, (guint)rules->stock) > 0; i++)
          pat_state_push (state, (guint)rules->deal_to,
                          pat_card_face_up (pat_state_pop (state, (guint)rules->stock)));
        break;
      case PAT_MOVE_REDEAL:
        apply_redeal (rules, state);
        break;
      default:
        g_return_if_reached ();
    }
  compulsory_actions (rules, state);
}

/**
 * pat_move_try:
 *
 * Checks @move and plays it when legal. Returns: %FALSE with the reason in
 *   @error, and @state unchanged, when it is not.
 */
gboolean
pat_move_try (const PatRules *rules, PatState *state, const PatMove *move, GError **error)
{
  if (!pat_move_check (rules, state, move, error))
    return FALSE;
  pat_move_apply (rules, state, move);
  return TRUE;
}
