/* test-intrigue-deal.h — Intrigue's and Laggard Lady's deal, worked out again
 * from RULES.md, for the tests of both games
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "test-util.h"

typedef struct
{
  PatCard stock[104];
  guint n_stock;
  PatCard upper[8]; /* the 6s, in the order they came */
  guint n_upper;
  PatCard lower[8]; /* the 5s */
  guint n_lower;
  PatCard tableau[8][104];
  guint n_tableau[8];
  guint held_back; /* 5s and 6s dealt onto a Queen (Laggard Lady) */
} Dealt;

/* The shuffled deck is the engine's (the deal number's meaning); everything
 * after the shuffle follows RULES.md: the first Queen heads tableau-0, then
 * each card turned from the top is a 6 (upper foundations), a 5 (lower), a
 * Queen (the next pile) or anything else (the newest Queen's pile), until the
 * eighth Queen is down. With @laggard, a 6 or 5 that would start more
 * foundations of its kind than there are Queens out is dealt like any other
 * card. The deck's top is its last card. */
static inline void
simulate_deal (const char *game, guint32 deal, gboolean laggard, Dealt *out)
{
  PatCard deck[104];
  guint n = 0, queens = 1;
  int first = -1;

  memset (out, 0, sizeof *out);
  for (guint d = 0; d < 2; d++)
    for (guint suit = 0; suit < PAT_N_SUITS; suit++)
      for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
        deck[n++] = pat_card_new (rank, (PatSuit)suit);
  pat_deck_shuffle (deck, n, game, deal, 0);

  for (int i = (int)n - 1; i >= 0 && first < 0; i--)
    if (pat_card_rank (deck[i]) == PAT_QUEEN)
      first = i;
  g_assert_cmpint (first, >=, 0);
  out->tableau[0][out->n_tableau[0]++] = deck[first];
  memmove (deck + first, deck + first + 1, n - (guint)first - 1);
  n--;

  while (queens < 8)
    {
      PatCard card = deck[--n];
      guint rank = pat_card_rank (card);

      if (rank == PAT_QUEEN)
        {
          out->tableau[queens][out->n_tableau[queens]++] = card;
          queens++;
        }
      else if (rank == 6 && (!laggard || out->n_upper < queens))
        out->upper[out->n_upper++] = card;
      else if (rank == 5 && (!laggard || out->n_lower < queens))
        out->lower[out->n_lower++] = card;
      else
        {
          out->tableau[queens - 1][out->n_tableau[queens - 1]++] = card;
          if (rank == 5 || rank == 6)
            out->held_back++;
        }
    }
  for (guint i = 0; i < n; i++)
    out->stock[out->n_stock++] = pat_card_face_down (deck[i]);
}

static inline char *
cards_text (const PatCard *cards, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      char buffer[PAT_CARD_TEXT_SIZE];

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                              pat_card_to_string (cards[i], buffer));
    }
  return g_string_free (text, FALSE);
}

/* Every pile of @s is as @d says; the 6s and 5s start the foundations from
 * the left in the order they came. */
static inline void
assert_dealt (PatSession *s, const Dealt *d)
{
  g_autofree char *stock = cards_text (d->stock, d->n_stock);

  pt_assert_pile (s, "stock", stock);
  pt_assert_pile (s, "waste", "");
  for (guint f = 0; f < 8; f++)
    {
      g_autofree char *upper_id = g_strdup_printf ("foundation-%u", f);
      g_autofree char *lower_id = g_strdup_printf ("foundation-%u", f + 8);
      g_autofree char *upper = cards_text (d->upper + f, f < d->n_upper ? 1 : 0);
      g_autofree char *lower = cards_text (d->lower + f, f < d->n_lower ? 1 : 0);

      pt_assert_pile (s, upper_id, upper);
      pt_assert_pile (s, lower_id, lower);
    }
  for (guint t = 0; t < 8; t++)
    {
      g_autofree char *id = g_strdup_printf ("tableau-%u", t);
      g_autofree char *pile = cards_text (d->tableau[t], d->n_tableau[t]);

      pt_assert_pile (s, id, pile);
    }
}
