/* pat-solver-playout.c — greedy playouts of the rest of the game, for the evaluation
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* The foundation that takes card @t now, or -1. */
static int
playout_home_for (const Analysis *an, const Playout *play, guint t)
{
  for (guint f = 0; f < play->n_home; f++)
    if (play->suit[f] == t >> 4 && play->height[f] == an->position[t])
      return (int)f;
  return -1;
}

/* How many cards a foundation of its suit takes before card @t. */
static int
playout_wait (const Analysis *an, const Playout *play, guint t)
{
  int at = an->position[t], wait = G_MAXINT;

  for (guint f = 0; f < play->n_home; f++)
    if (play->suit[f] == t >> 4 && play->height[f] <= at)
      wait = MIN (wait, at - play->height[f]);
  return wait;
}

/* Takes off a pile top that a foundation takes now, and gives that
 * foundation, or -1. */
static int
playout_take_top (const Analysis *an, Playout *play)
{
  for (guint k = 0; k < play->n_piles; k++)
    if (play->len[k] > 0)
      {
        int f = playout_home_for (an, play, play->cards[k][play->len[k] - 1]);

        if (f >= 0)
          {
            play->len[k]--;
            return f;
          }
      }
  return -1;
}

/* Foundation @f takes a card, then every pile top that follows. */
static void
playout_send (const Analysis *an, Playout *play, int f)
{
  for (; f >= 0; f = playout_take_top (an, play))
    {
      play->height[f]++;
      play->home++;
    }
}

/* Card @t comes up: it goes home with every pile top that follows it, or
 * waits on the pile whose top is wanted soonest after it, so that it
 * leaves first; failing that, on an empty pile; failing that, on the pile
 * whose top is wanted last. */
static void
playout_card (const Analysis *an, Playout *play, guint t)
{
  int f = playout_home_for (an, play, t);
  int wait, fit = -1, fit_wait = G_MAXINT, empty = -1, last = -1, last_wait = -1;

  if (f < 0)
    {
      wait = playout_wait (an, play, t);
      for (guint k = 0; k < play->n_piles; k++)
        {
          int top_wait;

          if (play->len[k] == 0)
            {
              empty = empty < 0 ? (int)k : empty;
              continue;
            }
          top_wait = playout_wait (an, play, play->cards[k][play->len[k] - 1]);
          if (top_wait >= wait && top_wait < fit_wait)
            {
              fit = (int)k;
              fit_wait = top_wait;
            }
          if (top_wait > last_wait)
            {
              last = (int)k;
              last_wait = top_wait;
            }
        }
      if (fit < 0)
        fit = empty >= 0 ? empty : last;
      play->cards[fit][play->len[fit]++] = (guint8)t;
      return;
    }
  playout_send (an, play, f);
}

/* The cards home at the end of the greedy playout of analyse_playout():
 * the waste card, the stock, and after each redeal the piles gathered as
 * the redeal gathers them, each card played by playout_card(). */
guint
solver_playout_home (const Analysis *an, const PatState *state)
{
  const PatRules *rules = &an->rules;
  Playout play;
  guint8 deck[PAT_MAX_CARDS];
  guint n = 0;

  play.n_home = play.n_piles = play.home = 0;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      if (an->home_piles & (PILE_BIT (p)))
        {
          play.height[play.n_home] = (guint8)len;
          play.suit[play.n_home++] = (guint8)pat_card_suit (cards[0]);
          play.home += len;
        }
      else if (an->playout_piles & (PILE_BIT (p)))
        {
          for (guint i = 0; i < len; i++)
            play.cards[play.n_piles][i] = (guint8)type_of (cards[i]);
          play.len[play.n_piles++] = (guint8)len;
        }
    }
  /* Pile tops that could go home now go first, then the waste card and
   * the stock from its top. */
  playout_send (an, &play, playout_take_top (an, &play));
  for (guint i = pat_state_len (state, (guint)rules->waste); i > 0; i--)
    deck[n++] = (guint8)type_of (pat_state_pile (state, (guint)rules->waste)[i - 1]);
  for (guint i = pat_state_len (state, (guint)rules->stock); i > 0; i--)
    deck[n++] = (guint8)type_of (pat_state_pile (state, (guint)rules->stock)[i - 1]);
  for (guint redeals = state->redeals_left;; redeals--)
    {
      for (guint i = 0; i < n; i++)
        playout_card (an, &play, deck[i]);
      if (redeals == 0)
        break;
      /* The last pile's cards come first, each pile from the bottom. */
      n = 0;
      for (guint k = play.n_piles; k > 0; k--)
        {
          memcpy (deck + n, play.cards[k - 1], play.len[k - 1]);
          n += play.len[k - 1];
          play.len[k - 1] = 0;
        }
    }
  return play.home;
}

static inline guint
ranks_step (const Analysis *an, guint r, guint n, guint scan)
{
  guint up = scan >> 4, down = scan & 0x0f, need;

  if (r < an->up_base)
    {
      /* The lower group alone. */
      if (n < down || n > an->down_count)
        return SCAN_FAILED;
      return n;
    }
  if (r == an->up_base)
    {
      /* Every pile of the upper group holds its base. */
      if (n < an->up_count + down || n - an->up_count > an->down_count)
        return SCAN_FAILED;
      return an->up_count << 4 | (n - an->up_count);
    }
  need = MAX (down, n > up ? n - up : 0);
  /* Every pile of the lower group holds its King. */
  if (r == PAT_KING)
    return need <= an->down_count && n >= an->down_count && n - an->down_count <= up
               ? 0
               : SCAN_FAILED;
  if (need > an->down_count || need > n)
    return SCAN_FAILED;
  return (n - need) << 4 | need;
}

gboolean
solver_ranks_fit (const Analysis *an, const guint8 ranks[PAT_KING + 1])
{
  guint scan = 0;

  for (guint r = PAT_ACE; r <= PAT_KING && scan != SCAN_FAILED; r++)
    scan = ranks_step (an, r, ranks[r], scan);
  return scan != SCAN_FAILED;
}

/* Adds the ranks of the cards of pile @p to @ranks. */
void
solver_count_ranks (const PatState *state, guint p, guint8 ranks[PAT_KING + 1])
{
  for (guint i = 0; i < pat_state_len (state, p); i++)
    ranks[pat_card_rank (pat_state_pile (state, p)[i])]++;
}

/* Whether the playout counts the @i-th home pile by its top, not by rank. */
static inline gboolean
waste_home_by_top (const Analysis *an, guint i)
{
  return !an->playout_by_rank || (an->merged_piles & (PILE_BIT (an->home_list[i]))) == 0;
}

/* The types that the @i-th home pile takes, from its top. */
static inline guint64
waste_top_takes (const Analysis *an, const WasteHome *home, guint i)
{
  guint p = an->home_list[i];

  return home->top[i] == 0 ? an->fill[p]
                           : an->build_on[an->rules.piles[p].group][home->top[i]];
}

/* Works out again what the piles counted by their tops take. */
static void
waste_home_update (const Analysis *an, WasteHome *home)
{
  home->takes = 0;
  for (guint i = 0; i < an->n_home; i++)
    if (waste_home_by_top (an, i))
      home->takes |= waste_top_takes (an, home, i);
}

/* Works out solver_ranks_fit()'s scan of the merged piles' ranks again from rank
 * @r up. */
static void
waste_home_rescan (const Analysis *an, WasteHome *home, guint r)
{
  for (guint k = r, scan = r > PAT_ACE ? home->scan[r - 1] : 0; k <= PAT_KING; k++)
    home->scan[k] = (guint8)(scan = ranks_step (an, k, home->ranks[k], scan));
}

/* The parts of waste_playout_key(): each adds up what lies where. The
 * odd factors keep the parts apart, as all draw on the same random keys. */
static inline guint64
home_top_hash (const Analysis *an, guint i, guint t)
{
  return t == 0 ? 0 : an->zobrist[i][t] * G_GUINT64_CONSTANT (0xD6E8FEB86659FD93);
}

static inline guint64
home_rank_hash (const Analysis *an, guint r)
{
  return an->zobrist[r][0] * G_GUINT64_CONSTANT (0xA0761D6478BD642F);
}

static inline guint64
stock_card_hash (const Analysis *an, guint i, guint t)
{
  return an->zobrist[i][t];
}

static inline guint64
waste_card_hash (const Analysis *an, guint i, guint t)
{
  return an->zobrist[i][t] * G_GUINT64_CONSTANT (0xE7037ED1A0B428DB);
}

/* Card @t goes to the first home pile that takes it: where arrangements
 * are merged and the evaluation counts by rank, to the merged piles if
 * some arrangement takes it. */
static gboolean
waste_home_takes (const Analysis *an, WasteHome *home, guint t)
{
  guint8 after[PAT_KING + 1];
  guint r, k, scan;

  if (home->takes & TYPE_BIT (t))
    for (guint i = 0; i < an->n_home; i++)
      if (waste_home_by_top (an, i) && (waste_top_takes (an, home, i) & TYPE_BIT (t)))
        {
          home->hash += home_top_hash (an, i, t) - home_top_hash (an, i, home->top[i]);
          home->top[i] = (guint8)t;
          waste_home_update (an, home);
          return TRUE;
        }
  if (!an->playout_by_rank)
    return FALSE;
  /* The scan with the card differs from the one without it from the
   * card's rank on, until the two meet again. */
  r = t & 0x0f;
  scan = r > PAT_ACE ? home->scan[r - 1] : 0;
  for (k = r; k <= PAT_KING; k++)
    {
      scan = ranks_step (an, k, home->ranks[k] + (k == r), scan);
      if (scan == SCAN_FAILED)
        return FALSE;
      if (scan == home->scan[k])
        break;
      after[k] = (guint8)scan;
    }
  home->ranks[r]++;
  home->hash += home_rank_hash (an, r);
  memcpy (home->scan + r, after + r, k - r);
  return TRUE;
}

/* Whether the waste's top, which @home takes to give @after, waits for
 * the @next card of the stock in the playout that looks ahead: @home takes
 * @next, but @after would not. Dealt, @next goes home first, and the card
 * it covered after it where that still fits. */
static gboolean
waste_home_waits (const Analysis *an, const WasteHome *home, const WasteHome *after,
                  guint next)
{
  WasteHome now = *home, then = *after;

  return waste_home_takes (an, &now, next) && !waste_home_takes (an, &then, next);
}

static void
waste_playout_init (const Analysis *an, const PatState *state, WastePlayout *play)
{
  const PatRules *rules = &an->rules;
  guint stock = (guint)rules->stock, waste = (guint)rules->waste;

  memset (&play->home, 0, sizeof play->home);
  play->n_home = 0;
  play->redeals = state->redeals_left;
  for (guint i = 0; i < an->n_home; i++)
    {
      guint p = an->home_list[i];
      const PatCard *pile = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      /* Merged piles count by rank alone, whatever their tops. */
      if (!waste_home_by_top (an, i))
        solver_count_ranks (state, p, play->home.ranks);
      else if (len > 0)
        {
          play->home.top[i] = (guint8)type_of (pile[len - 1]);
          play->home.hash += home_top_hash (an, i, play->home.top[i]);
        }
      play->n_home += len;
    }
  waste_home_update (an, &play->home);
  if (an->playout_by_rank)
    {
      waste_home_rescan (an, &play->home, PAT_ACE);
      for (guint r = PAT_ACE; r <= PAT_KING; r++)
        play->home.hash += play->home.ranks[r] * home_rank_hash (an, r);
    }
  play->hash = 0;
  for (guint i = 0; i < pat_state_len (state, stock); i++)
    {
      play->cards[i] = (guint8)type_of (pat_state_pile (state, stock)[i]);
      play->hash += stock_card_hash (an, i, play->cards[i]);
    }
  play->n_stock = pat_state_len (state, stock);
  for (guint i = 0; i < pat_state_len (state, waste); i++)
    {
      play->turned[i] = (guint8)type_of (pat_state_pile (state, waste)[i]);
      play->hash += waste_card_hash (an, i, play->turned[i]);
    }
  play->n_waste = pat_state_len (state, waste);
}

/* Takes the waste's top off, keeping the hash. */
static inline void
waste_playout_pop (const Analysis *an, WastePlayout *play)
{
  play->n_waste--;
  play->hash -= waste_card_hash (an, play->n_waste, play->turned[play->n_waste]);
}

/* Deals the next card of the playout's stock, keeping the hash. */
static inline void
waste_playout_deal (const Analysis *an, WastePlayout *play)
{
  guint t = play->cards[--play->n_stock];

  play->hash
      += waste_card_hash (an, play->n_waste, t) - stock_card_hash (an, play->n_stock, t);
  play->turned[play->n_waste++] = (guint8)t;
}

/* waste_playout_init() for @state, a child of the position whose playout
 * starts as @from, and what it gives, with less work: the stock and the
 * waste are @from's, but for one card dealt or sent home, and so are the
 * ranks of the merged home piles, but for that card. A card enters the
 * merged piles only from the waste (analyse_waste_playout()), so their
 * number of cards tells whether it did. */
static void
waste_playout_init_from (const Analysis *an, const PatState *state,
                         const WastePlayout *from, WastePlayout *play)
{
  guint n_stock = pat_state_len (state, (guint)an->rules.stock);
  guint n_waste = pat_state_len (state, (guint)an->rules.waste);
  gboolean sent = n_stock == from->n_stock && n_waste + 1 == from->n_waste;
  guint merged = 0, merged_before = 0;

  if (!an->playout_derived || state->redeals_left != from->redeals
      || !(sent || (n_stock + 1 == from->n_stock && n_waste == from->n_waste + 1)
           || (n_stock == from->n_stock && n_waste == from->n_waste)))
    {
      waste_playout_init (an, state, play);
      return;
    }
  *play = *from;
  if (n_stock < from->n_stock)
    waste_playout_deal (an, play);
  else if (sent)
    waste_playout_pop (an, play);
  play->n_home = 0;
  for (guint i = 0; i < an->n_home; i++)
    {
      guint p = an->home_list[i];
      guint len = pat_state_len (state, p);
      guint top = len > 0 ? type_of (pat_state_top (state, p)) : 0;

      play->n_home += len;
      if (!waste_home_by_top (an, i))
        merged += len;
      else if (top != play->home.top[i])
        {
          play->home.hash
              += home_top_hash (an, i, top) - home_top_hash (an, i, play->home.top[i]);
          play->home.top[i] = (guint8)top;
        }
    }
  waste_home_update (an, &play->home);
  if (!an->playout_by_rank)
    return;
  for (guint r = PAT_ACE; r <= PAT_KING; r++)
    merged_before += play->home.ranks[r];
  if (merged != merged_before)
    {
      guint r;

      if (!sent || merged != merged_before + 1)
        {
          waste_playout_init (an, state, play);
          return;
        }
      r = from->turned[from->n_waste - 1] & 0x0f;
      play->home.ranks[r]++;
      play->home.hash += home_rank_hash (an, r);
      waste_home_rescan (an, &play->home, r);
    }
}

/* One step of the playout: the waste's top goes home if a home pile takes
 * it (see waste_home_takes()); if not, the next card is dealt, or the
 * waste turned over while redeals remain. %FALSE at the end. */
static gboolean
waste_playout_step (const Analysis *an, WastePlayout *play)
{
  if (play->n_waste > 0)
    {
      WasteHome after = play->home;

      if (waste_home_takes (an, &after, play->turned[play->n_waste - 1])
          && !(an->playout_ahead && play->n_stock > 0
               && waste_home_waits (an, &play->home, &after,
                                    play->cards[play->n_stock - 1])))
        {
          play->home = after;
          play->n_home++;
          waste_playout_pop (an, play);
          return TRUE;
        }
    }
  if (play->n_stock > 0)
    waste_playout_deal (an, play);
  else if (play->redeals > 0 && play->n_waste > 0)
    {
      play->redeals--;
      while (play->n_waste > 0)
        {
          guint t = play->turned[--play->n_waste];

          play->hash += stock_card_hash (an, play->n_stock, t)
                        - waste_card_hash (an, play->n_waste, t);
          play->cards[play->n_stock++] = (guint8)t;
        }
    }
  else
    return FALSE;
  return TRUE;
}

/* Whether two playouts stand at the same place, and so end alike. */
static gboolean
waste_playout_equal (const WastePlayout *a, const WastePlayout *b)
{
  /* What the tops take follows from the tops. */
  return a->hash == b->hash && a->home.hash == b->home.hash && a->n_stock == b->n_stock
         && a->n_waste == b->n_waste && a->redeals == b->redeals && a->n_home == b->n_home
         && memcmp (a->home.top, b->home.top, sizeof a->home.top) == 0
         && memcmp (a->home.ranks, b->home.ranks, sizeof a->home.ranks) == 0
         && memcmp (a->cards, b->cards, a->n_stock) == 0
         && memcmp (a->turned, b->turned, a->n_waste) == 0;
}

static guint64
waste_playout_key (const Analysis *an, const WastePlayout *play)
{
  guint64 kind = (guint64)an->playout_by_rank | (guint64)an->playout_ahead << 1;

  return mix64 (play->hash + play->home.hash + (kind << 8 | play->redeals))
         & ~(guint64)PLAYOUT_MEMO_VALUE;
}

/* The cards home at the end of the playout; @play is left where it
 * stopped. The places kept are the start and those where the stock, just
 * dealt from or turned over, holds a multiple of %PLAYOUT_MEMO_EVERY cards:
 * two playouts that meet pass the same ones from there. */
static guint
waste_playout_run (const Analysis *an, WastePlayout *play)
{
  PlayoutMemo *memo = an->playout_memo;
  guint64 places[PLAYOUT_MEMO_PLACES];
  guint n_places = 0;
  guint last_stock = G_MAXUINT;

  if (memo == NULL)
    {
      while (waste_playout_step (an, play))
        ;
      return play->n_home;
    }
  do
    {
      if (n_places < PLAYOUT_MEMO_PLACES
          && (n_places == 0
              || (play->n_stock != last_stock
                  && play->n_stock % PLAYOUT_MEMO_EVERY == 0)))
        {
          guint64 key = waste_playout_key (an, play);
          guint64 slot = memo->slots[key >> (64 - PLAYOUT_MEMO_BITS)];

          if ((slot & ~(guint64)PLAYOUT_MEMO_VALUE) == key)
            {
              play->n_home = (guint)(slot & PLAYOUT_MEMO_VALUE);
              break;
            }
          places[n_places++] = key;
        }
      last_stock = play->n_stock;
    }
  while (waste_playout_step (an, play));
  for (guint i = 0; i < n_places; i++)
    memo->slots[places[i] >> (64 - PLAYOUT_MEMO_BITS)] = places[i] | play->n_home;
  return play->n_home;
}

/* @value is the cards home at the end of @state's playout, or
 * %PLAYOUT_UNKNOWN. */
void
solver_playout_parent_init (const Analysis *an, const PatState *state, guint value,
                            PlayoutParent *parent)
{
  parent->valid = FALSE;
  parent->value = 0;
  if (an->playout != PLAYOUT_WASTE)
    return;
  waste_playout_init (an, state, &parent->start);
  parent->next = parent->start;
  if (value == PLAYOUT_UNKNOWN)
    {
      WastePlayout whole = parent->start;

      value = waste_playout_run (an, &whole);
    }
  parent->value = value;
  parent->valid = waste_playout_step (an, &parent->next);
}

/* The cards home at the end of the playout from @state, a child of
 * @parent (or %NULL). */
guint
solver_playout_waste (const Analysis *an, const PatState *state,
                      const PlayoutParent *parent)
{
  WastePlayout play;

  if (parent == NULL)
    waste_playout_init (an, state, &play);
  else
    waste_playout_init_from (an, state, &parent->start, &play);
  if (parent != NULL && parent->valid && waste_playout_equal (&play, &parent->next))
    return parent->value;
  return waste_playout_run (an, &play);
}
