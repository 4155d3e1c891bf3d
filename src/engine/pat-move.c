/* pat-move.c — moves: legality with reasons, runs, the legal moves
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include "pat-i18n.h"
#include "pat-variants-private.h"

static int
sequence_position (const PatPileGroup *group, guint rank)
{
  for (guint i = 0; i < group->n_sequence; i++)
    if (group->sequence[i] == rank)
      return (int)i;
  return -1;
}

static guint
rank_step (guint rank, int step, gboolean wrap)
{
  int next = (int)rank + step;

  if (next < PAT_ACE)
    return wrap ? PAT_KING : 0;
  if (next > PAT_KING)
    return wrap ? PAT_ACE : 0;
  return (guint)next;
}

static gboolean
ranks_fit (const PatPileGroup *group, guint rank, guint onto)
{
  if (group->dead_king && onto == PAT_KING)
    return FALSE;
  switch (group->rank)
    {
      case PAT_RANK_NONE:
        return FALSE;
      case PAT_RANK_ANY:
        return TRUE;
      case PAT_RANK_UP:
        return rank == rank_step (onto, 1, group->wrap);
      case PAT_RANK_DOWN:
        return rank == rank_step (onto, -1, group->wrap);
      case PAT_RANK_UP_OR_DOWN:
        return rank == rank_step (onto, 1, group->wrap)
               || rank == rank_step (onto, -1, group->wrap);
      case PAT_RANK_SEQUENCE:
        {
          int at = sequence_position (group, onto);

          return at >= 0 && at + 1 < (int)group->n_sequence
                 && group->sequence[at + 1] == rank;
        }
      default:
        g_assert_not_reached ();
    }
}

static gboolean
suits_fit (PatSuitRule rule, PatCard card, PatCard onto)
{
  switch (rule)
    {
      case PAT_SUIT_ANY:
        return TRUE;
      case PAT_SUIT_SAME:
        return pat_card_suit (card) == pat_card_suit (onto);
      case PAT_SUIT_OTHER:
        return pat_card_suit (card) != pat_card_suit (onto);
      case PAT_SUIT_ALTERNATE:
        return pat_card_is_red (card) != pat_card_is_red (onto);
      default:
        g_assert_not_reached ();
    }
}

static guint
base_rank (const PatPileGroup *group)
{
  return group->n_sequence > 0 ? group->sequence[0] : group->fill_rank;
}

/**
 * pat_move_can_build:
 * @rules: the game
 * @pile: the target pile
 * @card: a face-up card
 * @onto: the pile's top card, or %PAT_CARD_NONE for an empty pile
 *
 * The pile's own rule alone: whether @card may lie on @onto (or start the
 * empty pile), whatever pile it comes from.
 */
gboolean
pat_move_can_build (const PatRules *rules, guint pile, PatCard card, PatCard onto)
{
  const PatPileGroup *group = pat_rules_group (rules, pile);

  card = pat_card_face_up (card);
  if (group->pair_total > 0)
    {
      if (group->home)
        return pat_card_rank (card) == group->pair_total;
      return onto != PAT_CARD_NONE
             && pat_card_rank (card) + pat_card_rank (pat_card_face_up (onto))
                    == group->pair_total;
    }
  if (onto == PAT_CARD_NONE)
    {
      switch (group->fill)
        {
          case PAT_FILL_NONE:
            return FALSE;
          case PAT_FILL_ANY:
            return TRUE;
          case PAT_FILL_BASE:
            return pat_card_rank (card) == base_rank (group)
                   && (!group->fill_suit_by_index
                       || pat_card_suit (card) == rules->piles[pile].in_group % 4);
          default:
            g_assert_not_reached ();
        }
    }
  onto = pat_card_face_up (onto);
  return ranks_fit (group, pat_card_rank (card), pat_card_rank (onto))
         && suits_fit (group->suit, card, onto);
}

/* "the stock", "a foundation", "a tableau pile": for reasons. */
static const char *
kind_phrase (PatPileKind kind, gboolean another)
{
  switch (kind)
    {
      case PAT_PILE_STOCK:
        return _ ("the stock");
      case PAT_PILE_WASTE:
        return _ ("the waste");
      case PAT_PILE_FOUNDATION:
        return another ? _ ("another foundation") : _ ("a foundation");
      case PAT_PILE_TABLEAU:
        return another ? _ ("another tableau pile") : _ ("a tableau pile");
      case PAT_PILE_RESERVE:
        return another ? _ ("another reserve") : _ ("a reserve");
      case PAT_PILE_CELL:
        return another ? _ ("another cell") : _ ("a cell");
      default:
        g_assert_not_reached ();
    }
}

/* A pile as the reasons name it, in @buffer: its name for people (see
 * pat_rules_pile_name()), not its id. Called inside pat_refuse() only, so
 * the checks the solver runs without reasons never build it. */
#define PILE_NAME_SIZE 128

static const char *
pile_name (const PatRules *rules, guint pile, char buffer[PILE_NAME_SIZE])
{
  g_autofree char *name = pat_rules_pile_name (rules, pile);

  g_strlcpy (buffer, name, PILE_NAME_SIZE);
  return buffer;
}

/* "a 6 or 8 of clubs", "a red 8", "an 8 of any suit but hearts": the cards
 * @card may be placed on in @pile. NULL when there are none. */
static char *
describe_targets (const PatRules *rules, guint pile, PatCard card)
{
  const PatPileGroup *group = pat_rules_group (rules, pile);
  GString *text = g_string_new (NULL);
  PatSuit suit = pat_card_suit (card);
  gboolean first = TRUE;

  for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
    {
      if (!ranks_fit (group, pat_card_rank (card), rank))
        continue;
      if (first)
        {
          g_autofree char *with_article = pat_rank_with_article (rank);

          if (group->suit == PAT_SUIT_ALTERNATE)
            /* TRANSLATORS: a colour and a rank, e.g. "a red 8" */
            g_string_append_printf (text, _ ("a %s %s"),
                                    pat_card_is_red (card) ? _ ("black") : _ ("red"),
                                    pat_rank_name (rank));
          else
            g_string_append (text, with_article);
          first = FALSE;
        }
      else
        g_string_append_printf (text, _ (" or %s"), pat_rank_name (rank));
    }
  if (first)
    {
      g_string_free (text, TRUE);
      return NULL;
    }

  switch (group->suit)
    {
      case PAT_SUIT_SAME:
        g_string_append_printf (text, _ (" of %s"), pat_suit_name (suit));
        break;
      case PAT_SUIT_OTHER:
        g_string_append_printf (text, _ (" of any suit but %s"), pat_suit_name (suit));
        break;
      case PAT_SUIT_ANY:
      case PAT_SUIT_ALTERNATE:
        break;
      default:
        g_assert_not_reached ();
    }
  return g_string_free (text, FALSE);
}

/* "a 7 of clubs" */
static char *
card_with_article (PatCard card)
{
  g_autofree char *rank = pat_rank_with_article (pat_card_rank (card));

  /* TRANSLATORS: a rank with its article and a suit, e.g. "a 7 of clubs" */
  return g_strdup_printf (_ ("%s of %s"), rank, pat_suit_name (pat_card_suit (card)));
}

static void
set_fill_error (const PatRules *rules, guint pile, PatCard card, GError **error)
{
  const PatPileGroup *group = pat_rules_group (rules, pile);
  const PatPile *target = &rules->piles[pile];
  g_autofree char *name = NULL;
  char where[PILE_NAME_SIZE];

  switch (group->fill)
    {
      case PAT_FILL_NONE:
        if (group->refill > 0 && target->kind == PAT_PILE_TABLEAU)
          pat_refuse (error, _ ("an empty tableau pile is filled only from the stock"));
        else if (group->refill > 0)
          pat_refuse (error, _ ("an empty pile is filled only from the stock"));
        else
          pat_refuse (error, _ ("%s is empty and takes no card"),
                      pile_name (rules, pile, where));
        break;
      case PAT_FILL_BASE:
        if (group->fill_suit_by_index)
          {
            name = pat_card_describe (
                pat_card_new (base_rank (group), (PatSuit)(target->in_group % 4)));
            pat_refuse (error, _ ("%s takes only the %s"), pile_name (rules, pile, where),
                        name);
          }
        else
          {
            g_autofree char *rank = pat_rank_with_article (base_rank (group));
            g_autofree char *moved = card_with_article (card);

            /* Whole sentences for each kind of pile, so that a translation
             * can make the words agree with it. */
            switch (target->kind)
              {
                case PAT_PILE_FOUNDATION:
                  pat_refuse (error, _ ("an empty foundation takes only %s, not %s"),
                              rank, moved);
                  break;
                case PAT_PILE_TABLEAU:
                  pat_refuse (error, _ ("an empty tableau pile takes only %s, not %s"),
                              rank, moved);
                  break;
                case PAT_PILE_RESERVE:
                  pat_refuse (error, _ ("an empty reserve takes only %s, not %s"), rank,
                              moved);
                  break;
                case PAT_PILE_CELL:
                  pat_refuse (error, _ ("an empty cell takes only %s, not %s"), rank,
                              moved);
                  break;
                case PAT_PILE_STOCK:
                case PAT_PILE_WASTE:
                default:
                  pat_refuse (error, _ ("an empty pile takes only %s, not %s"), rank,
                              moved);
                  break;
              }
          }
        break;
      case PAT_FILL_ANY:
      default:
        g_assert_not_reached ();
    }
}

static void
set_build_error (const PatRules *rules, guint pile, PatCard card, PatCard onto,
                 GError **error)
{
  const PatPileGroup *group = pat_rules_group (rules, pile);
  g_autofree char *moved = card_with_article (card);
  g_autofree char *targets = NULL;
  char where[PILE_NAME_SIZE];

  if (group->rank == PAT_RANK_NONE)
    {
      pat_refuse (error, _ ("%s takes no more cards"), pile_name (rules, pile, where));
      return;
    }
  if (group->dead_king && onto != PAT_CARD_NONE && pat_card_rank (onto) == PAT_KING)
    {
      pat_refuse (error, _ ("nothing goes on a King unless King and Ace are neighbours"));
      return;
    }
  targets = describe_targets (rules, pile, card);
  if (targets == NULL)
    pat_refuse (error, _ ("%s cannot go on any card of %s"), moved,
                kind_phrase (rules->piles[pile].kind, FALSE));
  else
    pat_refuse (error, _ ("%s can only go on %s"), moved, targets);
}

static const char *
gate_option (const PatRules *rules, PatPileKind from, PatPileKind to)
{
  for (guint i = 0; i < rules->variant->n_gates; i++)
    if (rules->variant->gates[i].from == from && rules->variant->gates[i].to == to)
      return rules->variant->gates[i].option;
  g_assert_not_reached ();
}

/* Whether the top @count cards of @pile are face up and built on one another
 * by the pile's own rule; says why not in @error. */
static gboolean
check_run (const PatRules *rules, const PatState *state, guint pile, guint count,
           GError **error)
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);

  for (guint i = len - count; i < len; i++)
    if (pat_card_is_face_down (cards[i]))
      {
        pat_refuse (error, "%s",
                    _ ("those cards are not a run: only face-up cards move together"));
        return FALSE;
      }
  if (pat_rules_group (rules, pile)->moves_any_group)
    return TRUE;
  for (guint i = len - count; i + 1 < len; i++)
    if (!pat_move_can_build (rules, pile, cards[i + 1], cards[i]))
      {
        if (error != NULL)
          {
            g_autofree char *upper = pat_card_describe (cards[i + 1]);
            g_autofree char *lower = pat_card_describe (cards[i]);

            pat_refuse (error,
                        _ ("those cards are not a run: the %s cannot lie on the %s"),
                        upper, lower);
          }
        return FALSE;
      }
    else if (pat_rules_group (rules, pile)->runs_in_suit
             && pat_card_suit (cards[i + 1]) != pat_card_suit (cards[i]))
      {
        if (error != NULL)
          {
            g_autofree char *upper = pat_card_describe (cards[i + 1]);
            g_autofree char *lower = pat_card_describe (cards[i]);

            pat_refuse (error,
                        _ ("those cards do not move together: only a run of one "
                           "suit does, and the %s lies on the %s"),
                        upper, lower);
          }
        return FALSE;
      }
  return TRUE;
}

/* A card played where cards pair (Pyramid): onto a free card whose rank
 * makes the total with its own, or alone to a home pile when its rank
 * makes it. */
static gboolean
check_pair (const PatRules *rules, const PatState *state, PatCard card, guint to,
            GError **error)
{
  const PatPileGroup *tg = pat_rules_group (rules, to);
  PatCard onto = pat_state_top (state, to);
  guint rank = pat_card_rank (card);
  char where[PILE_NAME_SIZE];

  if (tg->home)
    {
      if (rank == tg->pair_total)
        return TRUE;
      if (error != NULL)
        {
          g_autofree char *played = pat_rank_with_article (rank);

          /* TRANSLATORS: "a 5 goes to the foundation only in a pair making 13" */
          pat_refuse (error, _ ("%s goes to %s only in a pair making %u"), played,
                      pile_name (rules, to, where), tg->pair_total);
        }
      return FALSE;
    }
  if (onto == PAT_CARD_NONE)
    {
      pat_refuse (error, _ ("%s is empty: there is no card to pair with"),
                  pile_name (rules, to, where));
      return FALSE;
    }
  if (tg->covered_by != NULL)
    {
      guint covering = pat_state_covering (state, rules, to);

      if (covering > 0)
        {
          pat_refuse (
              error,
              g_dngettext (GETTEXT_PACKAGE, "the card to pair with is covered by %u card",
                           "the card to pair with is covered by %u cards", covering),
              covering);
          return FALSE;
        }
    }
  if (pat_card_is_face_down (onto))
    {
      pat_refuse (error, _ ("the top card of %s is face down"),
                  pile_name (rules, to, where));
      return FALSE;
    }
  if (rank + pat_card_rank (onto) != tg->pair_total)
    {
      if (error != NULL)
        {
          g_autofree char *played = pat_rank_with_article (rank);
          g_autofree char *under = pat_rank_with_article (pat_card_rank (onto));

          /* TRANSLATORS: "a 5 and a 9 make 14, not 13" */
          pat_refuse (error, _ ("%s and %s make %u, not %u"), played, under,
                      rank + pat_card_rank (onto), tg->pair_total);
        }
      return FALSE;
    }
  return TRUE;
}

/**
 * pat_move_base_rank:
 * @rules: the game
 * @state: the position
 * @pile: a pile
 *
 * The rank an empty @pile takes where its group's base comes from the deal
 * (`base_from_deal`, Canfield): the rank of the bottom card of the group's
 * first pile.
 *
 * Returns: that rank, or 0 where @pile's group has no such base or its
 *   first pile is empty.
 */
guint
pat_move_base_rank (const PatRules *rules, const PatState *state, guint pile)
{
  g_return_val_if_fail (rules != NULL && state != NULL && pile < rules->n_piles, 0);

  if (!pat_rules_group (rules, pile)->base_from_deal)
    return 0;
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == rules->piles[pile].group)
      return pat_state_len (state, p) > 0 ? pat_card_rank (pat_state_pile (state, p)[0])
                                          : 0;
  return 0;
}

static gboolean
check_base (const PatRules *rules, const PatState *state, guint to, PatCard card,
            GError **error)
{
  guint base = pat_move_base_rank (rules, state, to);

  if (base != 0 && pat_card_rank (card) == base)
    return TRUE;
  if (error != NULL)
    {
      g_autofree char *rank = pat_rank_with_article (base);
      g_autofree char *moved = card_with_article (card);

      if (base == 0)
        pat_refuse (error, "%s", _ ("this deal has no base card"));
      else
        /* TRANSLATORS: "an empty foundation takes only an 8 this deal, not
         * a 5 of clubs" */
        pat_refuse (error, _ ("an empty foundation takes only %s this deal, not %s"),
                    rank, moved);
    }
  return FALSE;
}

static gboolean
check_card_move (const PatRules *rules, const PatState *state, guint from, guint to,
                 guint count, GError **error)
{
  const PatPile *source = &rules->piles[from];
  const PatPile *target = &rules->piles[to];
  const PatPileGroup *fg = pat_rules_group (rules, from);
  const PatPileGroup *tg = pat_rules_group (rules, to);
  guint len = pat_state_len (state, from);
  PatCard card;
  PatCard onto = pat_state_top (state, to);
  char where[PILE_NAME_SIZE];

  if (from == to)
    {
      pat_refuse (error, _ ("a card cannot move onto its own pile"));
      return FALSE;
    }
  if (len == 0)
    {
      pat_refuse (error, _ ("%s is empty"), pile_name (rules, from, where));
      return FALSE;
    }
  if (!fg->gives)
    {
      if (source->kind == PAT_PILE_STOCK)
        pat_refuse (error, "%s",
                    rules->deal != PAT_DEAL_NONE
                        ? _ ("cards are not played from the stock; deal them")
                        : _ ("cards are not played from the stock"));
      else
        pat_refuse (error, _ ("a card never leaves %s in this game"),
                    kind_phrase (source->kind, FALSE));
      return FALSE;
    }
  if (fg->covered_by != NULL)
    {
      guint covering = pat_state_covering (state, rules, from);

      if (covering > 0)
        {
          pat_refuse (error,
                      g_dngettext (GETTEXT_PACKAGE, "that card is covered by %u card",
                                   "that card is covered by %u cards", covering),
                      covering);
          return FALSE;
        }
    }
  if (count > 1 && !fg->moves_runs)
    {
      pat_refuse (error, _ ("cards leave %s one at a time in this game"),
                  kind_phrase (source->kind, FALSE));
      return FALSE;
    }
  if (count > len)
    {
      pat_refuse (error,
                  g_dngettext (GETTEXT_PACKAGE, "%s holds only %u card",
                               "%s holds only %u cards", len),
                  pile_name (rules, from, where), len);
      return FALSE;
    }
  card = state->cards[state->end[from] - count];
  if (count == 1 && pat_card_is_face_down (card))
    {
      pat_refuse (error, _ ("the top card of %s is face down"),
                  pile_name (rules, from, where));
      return FALSE;
    }
  if (count > 1 && !check_run (rules, state, from, count, error))
    return FALSE;
  if (fg->base_fixed && count == len)
    {
      if (error != NULL)
        {
          g_autofree char *name = pat_card_describe (card);

          pat_refuse (error, _ ("the %s at the base of %s never moves"), name,
                      pile_name (rules, from, where));
        }
      return FALSE;
    }
  if ((tg->accepts & PAT_FROM (source->kind)) == 0)
    {
      if (tg->accepts == 0)
        pat_refuse (error, _ ("nothing can be put on %s"), pile_name (rules, to, where));
      else
        pat_refuse (error, _ ("a card from %s cannot go to %s in this game"),
                    kind_phrase (source->kind, FALSE),
                    kind_phrase (target->kind, source->kind == target->kind));
      return FALSE;
    }
  if ((rules->blocked[source->kind] & PAT_FROM (target->kind)) != 0)
    {
      pat_refuse (error, _ ("moving a card from %s to %s is turned off (option %s)"),
                  kind_phrase (source->kind, FALSE),
                  kind_phrase (target->kind, source->kind == target->kind),
                  gate_option (rules, source->kind, target->kind));
      return FALSE;
    }
  if (count > 1 && !tg->moves_runs)
    {
      pat_refuse (error, _ ("only one card at a time goes to %s"),
                  kind_phrase (target->kind, source->kind == target->kind));
      return FALSE;
    }
  if (count > 1 && tg->runs_need_room)
    {
      guint limit = pat_move_run_limit (rules, state, to);

      if (count > limit)
        {
          if (error != NULL)
            {
              g_autofree char *most
                  = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "at most %u card",
                                                  "at most %u cards", limit),
                                     limit);

              /* TRANSLATORS: the second %s is "at most N cards" */
              if (pat_rules_count_piles (rules, PAT_PILE_CELL) > 0)
                pat_refuse (error,
                            _ ("a run of %u cards is too long for the free cells and "
                               "empty piles: %s can move to %s now"),
                            count, most, pile_name (rules, to, where));
              else
                /* TRANSLATORS: the second %s is "at most N cards" */
                pat_refuse (error,
                            _ ("a run of %u cards is too long for the empty piles: %s "
                               "can move to %s now"),
                            count, most, pile_name (rules, to, where));
            }
          return FALSE;
        }
    }
  if (tg->bare_only && source->kind == PAT_PILE_TABLEAU && pat_state_len (state, to) > 1)
    {
      if (error != NULL)
        pat_refuse (error,
                    _ ("a tableau card can only go to a foundation or onto a bare %s"),
                    pat_rank_name (pat_card_rank (pat_state_pile (state, to)[0])));
      return FALSE;
    }
  if (rules->variant->check_move != NULL
      && !rules->variant->check_move (rules, state, from, to, error))
    return FALSE;
  if (tg->pair_total > 0)
    return check_pair (rules, state, card, to, error);

  if (onto == PAT_CARD_NONE)
    {
      if (!pat_move_can_build (rules, to, card, PAT_CARD_NONE))
        {
          if (error != NULL)
            set_fill_error (rules, to, card, error);
          return FALSE;
        }
      if (tg->base_from_deal && !check_base (rules, state, to, card, error))
        return FALSE;
      if (target->kind == PAT_PILE_FOUNDATION && rules->variant->can_start != NULL
          && !rules->variant->can_start (rules, state, to, card, error))
        return FALSE;
      return TRUE;
    }

  if (tg->rank == PAT_RANK_SEQUENCE && pat_state_len (state, to) >= tg->n_sequence)
    {
      pat_refuse (error, _ ("%s is complete"), pile_name (rules, to, where));
      return FALSE;
    }
  if (!pat_move_can_build (rules, to, card, onto))
    {
      if (error != NULL)
        set_build_error (rules, to, card, onto, error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_deal (const PatRules *rules, const PatState *state, GError **error)
{
  if (rules->deal == PAT_DEAL_NONE || rules->stock < 0 || rules->deal_to < 0)
    {
      pat_refuse (error, "%s",
                  rules->stock < 0 ? _ ("there is no stock in this game")
                                   : _ ("the stock is not dealt in this game: it refills "
                                        "empty piles"));
      return FALSE;
    }
  if (pat_state_len (state, (guint)rules->stock) == 0)
    {
      pat_refuse (error, "%s", _ ("the stock is empty"));
      return FALSE;
    }
  if (rules->deal == PAT_DEAL_TO_EMPTY_WASTE
      && pat_state_len (state, (guint)rules->waste) > 0)
    {
      pat_refuse (error, "%s",
                  _ ("the waste card must be played before the next is turned"));
      return FALSE;
    }
  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_rules_group (rules, p)->no_deal_when_empty && pat_state_len (state, p) == 0)
      {
        if (error != NULL)
          {
            char where[PILE_NAME_SIZE];

            pat_refuse (error, _ ("no deal while a pile is empty: fill %s first"),
                        pile_name (rules, p, where));
          }
        return FALSE;
      }
  return TRUE;
}

static guint
count_cards (const PatRules *rules, const PatState *state, PatPileKind kind)
{
  guint n = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].kind == kind)
      n += pat_state_len (state, p);
  return n;
}

static gboolean
check_redeal (const PatRules *rules, const PatState *state, GError **error)
{
  guint stock = rules->stock >= 0 ? pat_state_len (state, (guint)rules->stock) : 0;
  guint waste = rules->waste >= 0 ? pat_state_len (state, (guint)rules->waste) : 0;
  guint gathered = 0;

  if (rules->variant->redeal == PAT_REDEAL_NONE)
    {
      pat_refuse (error, "%s", _ ("this game has no redeal"));
      return FALSE;
    }
  if (rules->redeals == 0)
    {
      /* The option that turned them off, as the game names it. */
      pat_refuse (error, "%s",
                  pat_variant_find_option (rules->variant, "passes", NULL) != NULL
                      ? _ ("the stock is gone through only once (option passes)")
                      : _ ("redeals are turned off (option redeals)"));
      return FALSE;
    }
  if (state->redeals_left == 0)
    {
      pat_refuse (error, "%s", _ ("no redeal is left"));
      return FALSE;
    }

  switch (rules->variant->redeal)
    {
      case PAT_REDEAL_WASTE_TO_STOCK:
        if (stock > 0)
          {
            pat_refuse (error, "%s",
                        _ ("a redeal is allowed only once the stock is empty"));
            return FALSE;
          }
        gathered = waste;
        break;
      case PAT_REDEAL_GATHER_TABLEAU:
        if (stock > 0 || waste > 0)
          {
            pat_refuse (
                error, "%s",
                _ ("a redeal is allowed only once the stock and the waste are empty"));
            return FALSE;
          }
        gathered = count_cards (rules, state, PAT_PILE_TABLEAU);
        break;
      case PAT_REDEAL_SHUFFLE_TABLEAU:
        gathered = stock + count_cards (rules, state, PAT_PILE_TABLEAU);
        break;
      case PAT_REDEAL_NONE:
      default:
        g_assert_not_reached ();
    }
  if (gathered == 0)
    {
      pat_refuse (error, "%s", _ ("there are no cards to redeal"));
      return FALSE;
    }
  return TRUE;
}

/**
 * pat_move_check:
 * @rules: the game
 * @state: the position
 * @move: a move
 * @error: where to give the reason a player can read
 *
 * Returns: whether @move is legal in @state. With @error %NULL no text is
 *   built, so the check is cheap.
 */
gboolean
pat_move_check (const PatRules *rules, const PatState *state, const PatMove *move,
                GError **error)
{
  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  switch (move->kind)
    {
      case PAT_MOVE_CARD:
        g_return_val_if_fail (move->from < rules->n_piles && move->to < rules->n_piles
                                  && move->count >= 1,
                              FALSE);
        return check_card_move (rules, state, move->from, move->to, move->count, error);
      case PAT_MOVE_DEAL:
        return check_deal (rules, state, error);
      case PAT_MOVE_REDEAL:
        return check_redeal (rules, state, error);
      default:
        g_return_val_if_reached (FALSE);
    }
}

/**
 * pat_move_run_length:
 * @rules: the game
 * @state: the position
 * @pile: a pile
 *
 * How many cards from the top of @pile may be taken together: 0 when none
 * (an empty pile, a face-down top, a pile that never gives, a card covered
 * by cards of other piles), 1 where cards
 * move one at a time, else the length of the run on top, its face-up cards
 * built on one another by the pile's rule (and of one suit where its runs
 * must be, as in Spider), or all its face-up cards where any group moves
 * (Yukon).
 */
guint
pat_move_run_length (const PatRules *rules, const PatState *state, guint pile)
{
  const PatPileGroup *group;
  const PatCard *cards;
  guint len, n;

  g_return_val_if_fail (rules != NULL && state != NULL && pile < rules->n_piles, 0);

  group = pat_rules_group (rules, pile);
  cards = pat_state_pile (state, pile);
  len = pat_state_len (state, pile);
  if (len == 0 || !group->gives || pat_card_is_face_down (cards[len - 1])
      || pat_state_covering (state, rules, pile) > 0)
    return 0;
  if (!group->moves_runs)
    return 1;
  for (n = 1; n < len; n++)
    if (pat_card_is_face_down (cards[len - n - 1]))
      break;
    else if (group->moves_any_group)
      continue;
    else if (!pat_move_can_build (rules, pile, cards[len - n], cards[len - n - 1])
             || (group->runs_in_suit
                 && pat_card_suit (cards[len - n]) != pat_card_suit (cards[len - n - 1])))
      break;
  return n;
}

/**
 * pat_move_run_limit:
 * @rules: the game
 * @state: the position
 * @to: the pile a run would go to
 *
 * The longest run that may move to @to where its group has
 * `runs_need_room`: as many cards as could go one at a time through the
 * empty cells and the empty piles of @to's group that take any card,
 * (free cells + 1) × 2^(empty piles), @to itself left out (so half as
 * many go into an empty pile).
 *
 * Returns: that length, or %G_MAXUINT where @to's group sets no limit.
 */
guint
pat_move_run_limit (const PatRules *rules, const PatState *state, guint to)
{
  const PatPileGroup *group;
  guint cells = 0, empty = 0;

  g_return_val_if_fail (rules != NULL && state != NULL && to < rules->n_piles, 0);

  group = pat_rules_group (rules, to);
  if (!group->runs_need_room)
    return G_MAXUINT;
  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_state_len (state, p) == 0)
      {
        if (rules->piles[p].kind == PAT_PILE_CELL)
          cells++;
        else if (p != to && rules->piles[p].group == rules->piles[to].group
                 && group->fill == PAT_FILL_ANY)
          empty++;
      }
  /* More empty piles than a shift can take never matter: no run is that
   * long. */
  return (cells + 1) << MIN (empty, 16u);
}

/**
 * pat_moves_list:
 * @rules: the game
 * @state: the position
 * @moves: (out) (array length=max_moves): room for the moves
 * @max_moves: how many fit
 *
 * Lists the legal moves: card moves in pile order (from each pile to each,
 * the top card first, then longer runs), then deal, then redeal.
 *
 * Returns: how many were stored.
 */
guint
pat_moves_list (const PatRules *rules, const PatState *state, PatMove *moves,
                guint max_moves)
{
  guint n = 0;
  PatMove move = { 0 };

  g_return_val_if_fail (rules != NULL && state != NULL, 0);

  for (guint from = 0; from < rules->n_piles && n < max_moves; from++)
    {
      guint run = pat_move_run_length (rules, state, from);

      if (pat_state_len (state, from) == 0 || !pat_rules_group (rules, from)->gives)
        continue;
      for (guint to = 0; to < rules->n_piles && n < max_moves; to++)
        for (guint count = 1; count <= MAX (run, 1) && n < max_moves; count++)
          if (check_card_move (rules, state, from, to, count, NULL))
            moves[n++] = pat_move_card (from, to, count);
    }
  move.kind = PAT_MOVE_DEAL;
  if (n < max_moves && check_deal (rules, state, NULL))
    moves[n++] = move;
  move.kind = PAT_MOVE_REDEAL;
  if (n < max_moves && check_redeal (rules, state, NULL))
    moves[n++] = move;
  return n;
}

/**
 * pat_move_find_home:
 * @rules: the game
 * @state: the position
 * @from: a pile
 *
 * Where a double-click sends a card: the first foundation, or else cell,
 * that the top card of @from may legally go to.
 *
 * Returns: the pile, or -1 when there is none.
 */
int
pat_move_find_home (const PatRules *rules, const PatState *state, guint from)
{
  g_return_val_if_fail (rules != NULL && state != NULL && from < rules->n_piles, -1);

  for (guint pass = 0; pass < 2; pass++)
    for (guint to = 0; to < rules->n_piles; to++)
      if (rules->piles[to].kind == (pass == 0 ? PAT_PILE_FOUNDATION : PAT_PILE_CELL)
          && check_card_move (rules, state, from, to, 1, NULL))
        return (int)to;
  return -1;
}
