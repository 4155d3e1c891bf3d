/* pat-solver-table.c — positions hashed, the transposition table and the current line
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* Hashing ---------------------------------------------------------------- */

guint64
solver_next_random (guint64 *seed)
{
  *seed += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  return mix64 (*seed);
}

/* A pile's term in the key: its cards in order, or, for the merged home
 * piles, just which cards (summed over them all before mixing). */
guint64
solver_pile_hash (const Analysis *an, const PatState *state, guint p)
{
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);
  guint64 h = len;

  if (an->merged_piles & (PILE_BIT (p)))
    {
      h = 0;
      for (guint i = 0; i < len; i++)
        h += an->zobrist[0][pat_card_rank (cards[i])];
      return h;
    }
  if (an->pair_home_piles & PILE_BIT (p))
    return mix64 (h ^ an->pile_salt[p]);
  /* Hashed together, in talon_hash(). */
  if (an->talon_piles & (PILE_BIT (p)))
    return 0;
  if ((an->top_piles & (PILE_BIT (p))) && len > 0)
    return mix64 ((h + an->zobrist[0][cards[len - 1] & an->card_mask])
                  ^ an->pile_salt[p]);
  for (guint i = 0; i < len; i++)
    h += an->zobrist[i][cards[i] & an->card_mask];
  if (pile_is_permuted (an, state, p))
    return mix64 (h ^ an->group_salt[an->rules.piles[p].group]);
  return mix64 (h ^ an->pile_salt[p]);
}

/* Whether the waste holds as many cards as it does when the stock has been
 * dealt from the start of a round: every such position of a round reaches
 * every other (see analyse_talon()). */
static gboolean
talon_at_round (const Analysis *an, const PatState *state)
{
  guint waste = pat_state_len (state, (guint)an->rules.waste);

  return waste % an->rules.deal_count == 0
         || pat_state_len (state, (guint)an->rules.stock) == 0;
}

/* Stock and waste as one round of cards in the order they are dealt: the
 * waste from the bottom, then the stock from the top. Where the waste stands
 * in the round counts only off the places a round reaches from its start
 * (where three cards are turned at a time, and a card played from the
 * waste has shifted the rest). */
static guint64
talon_hash (const Analysis *an, const PatState *state)
{
  guint stock = (guint)an->rules.stock, waste = (guint)an->rules.waste;
  const PatCard *cards = pat_state_pile (state, waste);
  guint w = pat_state_len (state, waste);
  guint n = w + pat_state_len (state, stock);
  guint64 h = n;

  for (guint i = 0; i < w; i++)
    h += an->zobrist[i][cards[i] & an->card_mask];
  cards = pat_state_pile (state, stock);
  for (guint i = w; i < n; i++)
    h += an->zobrist[i][cards[n - 1 - i] & an->card_mask];
  if (talon_at_round (an, state))
    return mix64 (h ^ an->pile_salt[waste]);
  /* Off the round's places, each place reaches its own few others. */
  return mix64 (h ^ an->pile_salt[stock] ^ ((guint64)w << 48));
}

guint64
solver_finish_key (const Analysis *an, guint64 sum, guint64 merged, const PatState *state)
{
  /* Only which cards are in the merged piles counts, not where (see the
   * comment at the top). */
  if (an->talon_piles != 0)
    sum += talon_hash (an, state);
  sum += mix64 (merged ^ G_GUINT64_CONSTANT (0x6d65726765642121));
  sum = mix64 (sum ^ ((guint64)state->redeals_left << 56));
  return sum != 0 ? sum : 1;
}

guint64
solver_state_key (const Analysis *an, const PatState *state)
{
  guint64 sum = 0;
  guint64 merged = 0;

  for (guint p = 0; p < an->rules.n_piles; p++)
    {
      if (an->merged_piles & (PILE_BIT (p)))
        merged += solver_pile_hash (an, state, p);
      else
        sum += solver_pile_hash (an, state, p);
    }
  return solver_finish_key (an, sum, merged, state);
}

/* The transposition table ------------------------------------------------- */

/* Starts small, so that a quick search stays cheap, and doubles up to the
 * largest power of two within @cap. */
void
solver_table_init (Table *table, guint cap)
{
  guint capacity = 1;

  while (capacity <= cap / 2)
    capacity *= 2;
  table->capacity = capacity;
  table->size = MIN (capacity, TABLE_START);
  table->mask = table->size - 1;
  table->window = MIN (WINDOW, table->size);
  table->slots = g_new0 (guint64, table->size);
  table->count = 0;
  table->replaced = 0;
}

/* The table's cap once @s has searched its positions so far: the cap of
 * its limits, but no more than the default for the first
 * 2 × PAT_SOLVER_TABLE_NODES positions, doubled each time they double, as
 * pat_solver_limits_init_for_nodes() sizes it for a budget. Grown with the
 * positions searched, not sized from the budget, the table forgets the
 * same positions at the same moment within any budget. */
guint
solver_table_cap (const Solver *s)
{
  guint cap = PAT_SOLVER_DEFAULT_TABLE_ENTRIES;

  for (guint64 span = 2 * (guint64)PAT_SOLVER_TABLE_NODES;
       s->stats.nodes >= span && cap < PAT_SOLVER_MAX_TABLE_ENTRIES; span *= 2)
    cap *= 2;
  return MIN (cap, s->limits.table_entries);
}

/* Lets the table grow up to @cap, once @cap is larger than its own. */
void
solver_table_raise_cap (Table *table, guint cap)
{
  while (table->capacity <= cap / 2)
    table->capacity *= 2;
}

/* Doubles the table where it lies, so that a large table never needs room
 * for its old copy beside it (for the largest, realloc() moves no bytes):
 * each entry leaves its slot and is inserted again. Taking entries out
 * leaves holes that a later one's window may run across, so a second round
 * takes out and inserts again every entry a lookup no longer finds. An
 * entry lost in a full window costs a second search, never a wrong
 * answer. */
static void
table_grow (Table *table)
{
  guint old_size = table->size;

  table->size *= 2;
  table->mask = table->size - 1;
  table->window = MIN (WINDOW, table->size);
  table->slots = g_renew (guint64, table->slots, table->size);
  memset (table->slots + old_size, 0, old_size * sizeof *table->slots);
  table->count = 0;
  for (guint i = 0; i < old_size; i++)
    {
      guint64 key = table->slots[i];

      if (key == 0)
        continue;
      table->slots[i] = 0;
      solver_table_insert (table, key);
    }
  for (guint i = 0; i < table->size; i++)
    {
      guint64 key = table->slots[i];

      if (key == 0 || table_contains (table, key))
        continue;
      table->slots[i] = 0;
      table->count--;
      solver_table_insert (table, key);
    }
}

/* A full window gives up one of its entries: forgetting a position costs a
 * second search of it, never a wrong answer. */
void
solver_table_insert (Table *table, guint64 key)
{
  guint64 at = key >> 8;

  if (table->size < table->capacity && table->count >= table->size / 2)
    table_grow (table);
  for (guint i = 0; i < table->window; i++)
    {
      guint64 *slot = &table->slots[(at + i) & table->mask];

      if (*slot == key)
        return;
      if (*slot == 0)
        {
          *slot = key;
          table->count++;
          return;
        }
    }
  table->slots[(at + (key & (table->window - 1))) & table->mask] = key;
  table->replaced++;
}

/* The current line --------------------------------------------------------- */

static void
path_grow (PathSet *path)
{
  guint64 *old = path->slots;
  guint64 old_size = path->mask + 1;

  path->mask = old_size * 2 - 1;
  path->slots = g_new0 (guint64, path->mask + 1);
  path->count = 0;
  for (guint64 i = 0; i < old_size; i++)
    if (old[i] != 0)
      solver_path_add (path, old[i]);
  g_free (old);
}

void
solver_path_add (PathSet *path, guint64 key)
{
  guint64 i;

  if ((path->count + 1) * 2 > path->mask + 1)
    path_grow (path);
  for (i = key & path->mask; path->slots[i] != 0; i = (i + 1) & path->mask)
    if (path->slots[i] == key)
      return;
  path->slots[i] = key;
  path->count++;
}

void
solver_path_remove (PathSet *path, guint64 key)
{
  guint64 i = key & path->mask;
  guint64 j;

  while (path->slots[i] != key)
    {
      if (path->slots[i] == 0)
        return;
      i = (i + 1) & path->mask;
    }
  path->slots[i] = 0;
  path->count--;
  /* Shift back the entries that probed past the hole. */
  for (j = (i + 1) & path->mask; path->slots[j] != 0; j = (j + 1) & path->mask)
    {
      guint64 home = path->slots[j] & path->mask;

      if (((j - home) & path->mask) >= ((j - i) & path->mask))
        {
          path->slots[i] = path->slots[j];
          path->slots[j] = 0;
          i = j;
        }
    }
}
