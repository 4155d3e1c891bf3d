/* pat-state.c — positions, deals, status, validation
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include <string.h>

#include "pat-variants-private.h"

/* Deals must be the same on every machine and every release, so the engine
 * has its own generator rather than one whose algorithm may change. */
typedef struct
{
  guint64 s;
} PatRng;

static guint64
rng_next (PatRng *rng)
{
  guint64 z = (rng->s += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* A uniform number in [0, n), without modulo bias. */
static guint
rng_below (PatRng *rng, guint n)
{
  guint64 limit = G_MAXUINT64 - G_MAXUINT64 % n;
  guint64 x;

  do
    x = rng_next (rng);
  while (x >= limit);
  return (guint)(x % n);
}

static void
rng_init (PatRng *rng, const char *variant_id, guint32 deal, guint redeal)
{
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (const char *p = variant_id; *p != '\0'; p++)
    hash = (hash ^ (guchar)*p) * G_GUINT64_CONSTANT (0x100000001b3);
  rng->s = hash;
  rng->s = rng_next (rng) ^ deal;
  rng->s = rng_next (rng) ^ redeal;
}

/**
 * pat_deal_random:
 * @rand: (nullable): where to draw from; %NULL for GLib's global generator
 *
 * Every deal number from %PAT_DEAL_MIN to %PAT_DEAL_MAX is as likely:
 * g_random_int_range() takes a gint32 end that is left out, so it could
 * never give %PAT_DEAL_MAX.
 *
 * Returns: a deal number drawn at random
 */
guint32
pat_deal_random (GRand *rand)
{
  guint32 deal;

  G_STATIC_ASSERT (PAT_DEAL_MIN == 1 && PAT_DEAL_MAX == G_MAXINT32);
  /* 31 random bits, drawn again for the one value that is no deal. */
  do
    deal = (rand != NULL ? g_rand_int (rand) : g_random_int ()) >> 1;
  while (deal < PAT_DEAL_MIN);
  return deal;
}

/**
 * pat_deck_shuffle:
 * @deck: cards
 * @n: how many
 * @variant_id: the game, so two games dealt with one number differ
 * @deal: the deal number
 * @redeal: 0 for the first deal, then the redeal's number
 *
 * Shuffles @deck reproducibly (Fisher–Yates).
 */
void
pat_deck_shuffle (PatCard *deck, guint n, const char *variant_id, guint32 deal,
                  guint redeal)
{
  PatRng rng;

  rng_init (&rng, variant_id, deal, redeal);
  for (guint i = n; i > 1; i--)
    {
      guint j = rng_below (&rng, i);
      PatCard card = deck[i - 1];

      deck[i - 1] = deck[j];
      deck[j] = card;
    }
}

void
pat_state_init_empty (PatState *state, const PatRules *rules, guint32 deal)
{
  memset (state, 0, sizeof *state);
  state->deal = deal;
  state->n_piles = (guint8)rules->n_piles;
  state->redeals_left = (guint8)rules->redeals;
}

void
pat_state_push (PatState *state, guint pile, PatCard card)
{
  guint total = state->end[state->n_piles - 1];
  guint at = state->end[pile];

  g_assert (pile < state->n_piles);
  g_assert (total < PAT_MAX_CARDS);

  memmove (state->cards + at + 1, state->cards + at, total - at);
  state->cards[at] = card;
  for (guint i = pile; i < state->n_piles; i++)
    state->end[i]++;
}

PatCard
pat_state_pop (PatState *state, guint pile)
{
  guint total = state->end[state->n_piles - 1];
  guint at;
  PatCard card;

  g_assert (pile < state->n_piles);
  g_assert (pat_state_len (state, pile) > 0);

  at = state->end[pile] - 1;
  card = state->cards[at];
  memmove (state->cards + at, state->cards + at + 1, total - at - 1);
  state->cards[total - 1] = PAT_CARD_NONE;
  for (guint i = pile; i < state->n_piles; i++)
    state->end[i]--;
  return card;
}

/* Moves the top card of @from onto @to, shifting only the cards between. */
void
pat_state_move_top (PatState *state, guint from, guint to)
{
  PatCard card;

  g_assert (from < state->n_piles && to < state->n_piles && from != to);
  g_assert (pat_state_len (state, from) > 0);

  card = state->cards[state->end[from] - 1];
  if (from < to)
    {
      guint src = state->end[from];

      memmove (state->cards + src - 1, state->cards + src, state->end[to] - src);
      state->cards[state->end[to] - 1] = card;
      for (guint i = from; i < to; i++)
        state->end[i]--;
    }
  else
    {
      guint dst = state->end[to];

      memmove (state->cards + dst + 1, state->cards + dst, state->end[from] - 1 - dst);
      state->cards[dst] = card;
      for (guint i = to; i < from; i++)
        state->end[i]++;
    }
}

/* Moves the top @count cards of @from onto @to, keeping their order. */
void
pat_state_move_cards (PatState *state, guint from, guint to, guint count)
{
  PatCard run[PAT_MAX_CARDS];

  g_assert (from < state->n_piles && to < state->n_piles && from != to);
  g_assert (count <= pat_state_len (state, from));

  for (guint i = count; i > 0; i--)
    run[i - 1] = pat_state_pop (state, from);
  for (guint i = 0; i < count; i++)
    pat_state_push (state, to, run[i]);
}

void
pat_state_set_top (PatState *state, guint pile, PatCard card)
{
  g_assert (pat_state_len (state, pile) > 0);

  state->cards[state->end[pile] - 1] = card;
}

void
pat_state_clear_pile (PatState *state, guint pile)
{
  while (pat_state_len (state, pile) > 0)
    pat_state_pop (state, pile);
}

gboolean
pat_state_equal (const PatState *a, const PatState *b)
{
  guint total = a->n_piles > 0 ? a->end[a->n_piles - 1] : 0;

  return a->deal == b->deal && a->redeals_left == b->redeals_left
         && a->n_piles == b->n_piles && memcmp (a->end, b->end, a->n_piles) == 0
         && memcmp (a->cards, b->cards, total) == 0;
}

static gboolean
can_fill_foundation (const PatRules *rules, const PatState *state, guint pile,
                     PatCard card)
{
  const PatPileGroup *group = pat_rules_group (rules, pile);

  if (rules->piles[pile].kind != PAT_PILE_FOUNDATION || group->fill != PAT_FILL_BASE
      || pat_state_len (state, pile) > 0)
    return FALSE;
  if (!pat_move_can_build (rules, pile, card, PAT_CARD_NONE))
    return FALSE;
  return rules->variant->can_start == NULL
         || rules->variant->can_start (rules, state, pile, card, NULL);
}

/**
 * pat_state_starter_for:
 * @state: a position
 * @rules: its rules
 * @card: a face-up card
 *
 * Returns: the first empty foundation that @card may start, or -1.
 */
int
pat_state_starter_for (const PatState *state, const PatRules *rules, PatCard card)
{
  for (guint i = 0; i < rules->n_piles; i++)
    if (can_fill_foundation (rules, state, i, card))
      return (int)i;
  return -1;
}

/**
 * pat_state_deal_card:
 * @state: a position
 * @rules: its rules
 * @pile: where the card is dealt
 * @card: the card
 *
 * Deals one card to @pile, unless the game sends cards that start a
 * foundation out while dealing, and @card does.
 */
void
pat_state_deal_card (PatState *state, const PatRules *rules, guint pile, PatCard card)
{
  int starter = -1;

  if (rules->variant->send_out && !pat_card_is_face_down (card))
    starter = pat_state_starter_for (state, rules, card);
  pat_state_push (state, starter >= 0 ? (guint)starter : pile, card);
}

/* Moves the Kings of @pile under its other cards, each part in its order;
 * a place that was face down stays face down. */
static void
kings_to_bottom (PatState *state, guint pile)
{
  PatCard *cards = state->cards + pat_state_start (state, pile);
  guint len = pat_state_len (state, pile), k = 0;
  PatCard order[PAT_MAX_CARDS];

  for (guint i = 0; i < len; i++)
    if (pat_card_rank (cards[i]) == PAT_KING)
      order[k++] = cards[i];
  for (guint i = 0; i < len; i++)
    if (pat_card_rank (cards[i]) != PAT_KING)
      order[k++] = cards[i];
  for (guint i = 0; i < len; i++)
    cards[i] = pat_card_is_face_down (cards[i]) ? pat_card_face_down (order[i])
                                                : pat_card_face_up (order[i]);
}

/**
 * pat_state_deal_fans:
 * @state: a position
 * @rules: its rules
 * @group: the group whose piles are dealt
 * @deck: cards to deal, the next one last
 * @n_deck: (inout): how many are left
 *
 * Deals each pile of @group up to its count, pile by pile, the bottom
 * `face_down` cards of each face down (or all but the top `face_up`),
 * where covered piles turn up, every card under others, and the Kings at
 * the bottom where the group has `kings_under`. Cards sent out do
 * not count.
 */
void
pat_state_deal_fans (PatState *state, const PatRules *rules, const PatPileGroup *group,
                     PatCard *deck, guint *n_deck_io)
{
  guint n_deck = *n_deck_io;

  for (guint p = 0; p < rules->n_piles; p++)
    {
      guint want, down;

      if (pat_rules_group (rules, p) != group)
        continue;
      want = group->deal_counts != NULL ? group->deal_counts[rules->piles[p].in_group]
                                        : group->deal;
      down = group->face_up == 0     ? group->face_down
             : want > group->face_up ? want - group->face_up
                                     : 0;
      /* A card dealt under others lies face down until they go. */
      if (group->covered_by != NULL && group->turn_up
          && group->covered_by[rules->piles[p].in_group][0] != PAT_NOT_COVERED)
        down = want;
      while (pat_state_len (state, p) < want && n_deck > 0)
        {
          PatCard card = pat_card_face_up (deck[--n_deck]);

          if (pat_state_len (state, p) < down)
            card = pat_card_face_down (card);
          pat_state_deal_card (state, rules, p, card);
        }
      if (group->kings_under)
        kings_to_bottom (state, p);
    }
  *n_deck_io = n_deck;
}

static void
remove_card (PatCard *deck, guint *n, PatCard card)
{
  for (guint i = 0; i < *n; i++)
    if (deck[i] == card)
      {
        memmove (deck + i, deck + i + 1, *n - i - 1);
        (*n)--;
        return;
      }
  g_assert_not_reached ();
}

/**
 * pat_state_deal:
 * @state: (out caller-allocates): the position to set up
 * @rules: the game and its options
 * @deal: the deal number, 1 … 2147483647
 *
 * Deals game number @deal: the same layout on every machine.
 */
void
pat_state_deal (PatState *state, const PatRules *rules, guint32 deal)
{
  PatCard deck[PAT_MAX_CARDS];
  guint n;

  g_return_if_fail (state != NULL && rules != NULL);

  pat_state_init_empty (state, rules, deal);
  n = pat_rules_deck (rules, deck);

  /* Cards that start in place (Idle Aces' 2s and Kings, Jubilee's Kings)
   * come out before the shuffle. */
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->base_rank != 0)
        {
          PatCard card
              = pat_card_new (group->base_rank, (PatSuit)(rules->piles[p].in_group % 4));

          remove_card (deck, &n, card);
          pat_state_push (state, p, card);
        }
    }

  pat_deck_shuffle (deck, n, rules->variant->id, deal, 0);

  if (rules->variant->first_deal != NULL)
    rules->variant->first_deal (rules, state, deck, n);
  else
    {
      for (guint g = 0; g < rules->variant->n_groups; g++)
        if (rules->groups[g].deal > 0 || rules->groups[g].deal_counts != NULL)
          pat_state_deal_fans (state, rules, &rules->groups[g], deck, &n);
      g_assert (n == 0 || rules->stock >= 0);
      for (guint i = 0; i < n; i++)
        pat_state_push (state, (guint)rules->stock, pat_card_face_down (deck[i]));
    }
}

/**
 * pat_state_covering:
 * @state: a position
 * @rules: its rules
 * @pile: a pile
 *
 * Returns: how many cards of other piles lie over @pile's card (the piles
 *   of its group's `covered_by` that still hold one): 0 where nothing
 *   covers it, and in every game without such piles.
 */
guint
pat_state_covering (const PatState *state, const PatRules *rules, guint pile)
{
  const PatPileGroup *group;
  guint first, n = 0;

  g_return_val_if_fail (state != NULL && rules != NULL && pile < rules->n_piles, 0);

  group = pat_rules_group (rules, pile);
  if (group->covered_by == NULL)
    return 0;
  /* A group's piles lie side by side in rules->piles. */
  first = pile - rules->piles[pile].in_group;
  for (guint i = 0; i < 2; i++)
    {
      int over = group->covered_by[rules->piles[pile].in_group][i];

      if (over != PAT_NOT_COVERED && pat_state_len (state, first + (guint)over) > 0)
        n++;
    }
  return n;
}

/**
 * pat_state_home_cards:
 *
 * Returns: how many cards lie on the piles that count towards the win.
 */
guint
pat_state_home_cards (const PatState *state, const PatRules *rules)
{
  guint n = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_rules_group (rules, p)->home)
      n += pat_state_len (state, p);
  return n;
}

/**
 * pat_state_is_won:
 *
 * Returns: whether every pile of the groups that are `clear_to_win` is
 *   empty, where the game has such groups (Golf), or else whether every
 *   card the game wants home is there.
 */
gboolean
pat_state_is_won (const PatState *state, const PatRules *rules)
{
  gboolean clearing = FALSE;

  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_rules_group (rules, p)->clear_to_win)
      {
        if (pat_state_len (state, p) > 0)
          return FALSE;
        clearing = TRUE;
      }
  return clearing || pat_state_home_cards (state, rules) == rules->variant->win_cards;
}

/**
 * pat_state_status:
 *
 * Returns: won when pat_state_is_won() says so; lost when no move, deal or
 *   redeal is left; playing otherwise.
 */
PatStatus
pat_state_status (const PatState *state, const PatRules *rules)
{
  PatMove move;

  if (pat_state_is_won (state, rules))
    return PAT_STATUS_WON;
  if (pat_moves_list (rules, state, &move, 1) == 0)
    return PAT_STATUS_LOST;
  return PAT_STATUS_PLAYING;
}

const char *
pat_status_to_string (PatStatus status)
{
  switch (status)
    {
      case PAT_STATUS_PLAYING:
        return "playing";
      case PAT_STATUS_WON:
        return "won";
      case PAT_STATUS_LOST:
        return "lost";
      default:
        g_assert_not_reached ();
    }
}

/**
 * pat_state_check_deck:
 *
 * Returns: whether @state holds exactly the game's deck, each card as often
 *   as pat_rules_copies() says; %FALSE with @error set otherwise.
 */
gboolean
pat_state_check_deck (const PatState *state, const PatRules *rules, GError **error)
{
  guint counts[64] = { 0 };
  guint total = state->end[state->n_piles - 1];

  for (guint i = 0; i < total; i++)
    {
      PatCard card = pat_card_face_up (state->cards[i]);

      g_assert (pat_card_is_valid (card));
      counts[card]++;
    }

  for (guint suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      {
        PatCard card = pat_card_new (rank, (PatSuit)suit);
        guint copies = pat_rules_copies (rules, card);

        if (counts[card] != copies)
          {
            g_autofree char *name = pat_card_describe (card);

            if (copies == 0)
              g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                           _ ("the %s appears %u times; this game's deck has none"), name,
                           counts[card]);
            else if (rules->suits != (1u << PAT_N_SUITS) - 1)
              g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                           g_dngettext (GETTEXT_PACKAGE,
                                        "the %s appears %u times; this game's deck "
                                        "has it once",
                                        "the %s appears %u times; this game's deck "
                                        "has it %u times",
                                        copies),
                           name, counts[card], copies);
            else if (rules->variant->decks == 1)
              g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                           _ ("the %s appears %u times; a one-deck game has it once"),
                           name, counts[card]);
            else
              g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                           _ ("the %s appears %u times; a two-deck game has it twice"),
                           name, counts[card]);
            return FALSE;
          }
      }
  return TRUE;
}

static gboolean
validate_pile (const PatState *state, const PatRules *rules, guint p, GError **error)
{
  const PatPile *pile = &rules->piles[p];
  const PatPileGroup *group = pat_rules_group (rules, p);
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);
  char text[PAT_CARD_TEXT_SIZE];

  for (guint i = 0; i < len; i++)
    {
      gboolean down = pat_card_is_face_down (cards[i]);

      if (pile->kind == PAT_PILE_STOCK && !down)
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       _ ("%s: the stock's cards lie face down"), pile->id);
          return FALSE;
        }
      if (pile->kind != PAT_PILE_STOCK && down
          && (group->covered_by != NULL && group->turn_up
                  ? pat_state_covering (state, rules, p) == 0
                  : (group->face_down == 0 && group->face_up == 0)
                        || (group->turn_up && i == len - 1)))
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       _ ("%s: %s cannot lie face down there"), pile->id,
                       pat_card_to_string (cards[i], text));
          return FALSE;
        }
    }

  if (group->base_rank != 0 && (len == 0 || pat_card_rank (cards[0]) != group->base_rank))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("%s must start with %s"),
                   pile->id, pat_rank_name (group->base_rank));
      return FALSE;
    }

  /* Where the stock deals onto a home pile (Golf), its cards cover
   * whatever lies there, so it holds no sequence. */
  if (!group->home || (int)p == rules->deal_to)
    return TRUE;

  /* Where cards go home in pairs (Pyramid), it holds cards that make the
   * total alone and pairs that make it, each pair together. */
  if (group->pair_total > 0)
    {
      for (guint i = 0; i < len; i++)
        if (pat_card_rank (cards[i]) != group->pair_total
            && (i + 1 >= len
                || pat_card_rank (cards[i]) + pat_card_rank (cards[i + 1])
                       != group->pair_total))
          {
            g_autofree char *name = pat_card_describe (cards[i]);

            g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                         _ ("%s holds the %s without a card that makes %u with it"),
                         pile->id, name, group->pair_total);
            return FALSE;
          }
        else if (pat_card_rank (cards[i]) != group->pair_total)
          i++;
      return TRUE;
    }

  /* A foundation (or a cell) holds a legal sequence from its first card. */
  for (guint i = 0; i < len; i++)
    {
      gboolean ok = i == 0 ? (group->base_rank != 0
                              || pat_move_can_build (rules, p, cards[0], PAT_CARD_NONE))
                           : pat_move_can_build (rules, p, cards[i], cards[i - 1]);

      if (!ok)
        {
          g_autofree char *name = pat_card_describe (cards[i]);

          if (i == 0)
            g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                         _ ("%s holds an illegal sequence: it cannot start with the %s"),
                         pile->id, name);
          else
            {
              g_autofree char *under = pat_card_describe (cards[i - 1]);

              g_set_error (
                  error, PAT_ERROR, PAT_ERROR_INVALID,
                  _ ("%s holds an illegal sequence: the %s cannot lie on the %s"),
                  pile->id, name, under);
            }
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * pat_state_validate:
 * @state: a position read from outside
 * @rules: its rules
 * @error: where to say what is wrong
 *
 * Checks a position that did not come from the engine: the exact deck,
 * cards face down only where they can be, legal foundations, the redeal
 * count, and what the game itself requires.
 */
gboolean
pat_state_validate (const PatState *state, const PatRules *rules, GError **error)
{
  g_return_val_if_fail (state != NULL && rules != NULL, FALSE);

  if (state->n_piles != rules->n_piles)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("the position has %u piles; the game has %u"), state->n_piles,
                   rules->n_piles);
      return FALSE;
    }
  if (state->end[state->n_piles - 1] != rules->n_cards)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("the position holds %u cards; %s is played with %u"),
                   state->end[state->n_piles - 1], _ (rules->variant->name),
                   rules->n_cards);
      return FALSE;
    }
  if (!pat_state_check_deck (state, rules, error))
    return FALSE;
  for (guint p = 0; p < rules->n_piles; p++)
    if (!validate_pile (state, rules, p, error))
      return FALSE;
  if (rules->redeals == PAT_REDEALS_UNLIMITED
      && state->redeals_left != PAT_REDEALS_UNLIMITED)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "%s",
                   _ ("redeals are unlimited in this game, so none are counted"));
      return FALSE;
    }
  if (state->redeals_left > rules->redeals)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("%u redeals left, but the game allows only %u"),
                   state->redeals_left, rules->redeals);
      return FALSE;
    }
  if (state->deal < PAT_DEAL_MIN || state->deal > PAT_DEAL_MAX)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("deal number %u is out of range"), state->deal);
      return FALSE;
    }
  if (rules->variant->validate != NULL && !rules->variant->validate (rules, state, error))
    return FALSE;
  return TRUE;
}
