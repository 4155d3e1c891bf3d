/* pat-solver-beam.c — the beam search
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* Beam search -------------------------------------------------------------- */

static void
beam_level_init (BeamLevel *level, guint width, guint n_piles)
{
  level->entries = g_new (BeamEntry, width);
  level->hash = g_new (guint64, (gsize)width * n_piles);
  level->score = g_new (gint32, (gsize)width * n_piles);
}

static void
beam_level_clear (BeamLevel *level)
{
  g_free (level->entries);
  g_free (level->hash);
  g_free (level->score);
}

static void
heap_sift_down (HeapItem *heap, guint n, guint i)
{
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;
      HeapItem tmp;

      if (l < n && heap[l].score < heap[m].score)
        m = l;
      if (r < n && heap[r].score < heap[m].score)
        m = r;
      if (m == i)
        return;
      tmp = heap[i];
      heap[i] = heap[m];
      heap[m] = tmp;
      i = m;
    }
}

static void
heap_sift_up (HeapItem *heap, guint i)
{
  while (i > 0)
    {
      guint parent = (i - 1) / 2;
      HeapItem tmp;

      if (heap[i].score >= heap[parent].score)
        return;
      tmp = heap[i];
      heap[i] = heap[parent];
      heap[parent] = tmp;
      i = parent;
    }
}

/* The whole line to @last, whose parent is node @at: shuffles and forced
 * moves included. */
static void
beam_line (Solver *s, const Analysis *an, const PatState *root, GArray *nodes,
           GArray *prefix, const BeamNode *last)
{
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (BeamNode));
  PatState state = *root;

  g_array_append_val (path, *last);
  for (guint at = last->parent; at != 0; at = g_array_index (nodes, BeamNode, at).parent)
    g_array_prepend_val (path, g_array_index (nodes, BeamNode, at));
  g_array_set_size (s->line, 0);
  play_forced (an, &state, FALSE, PAT_MAX_PILES, s->line, NULL);
  for (guint i = 0; i < path->len && !is_won (an, &state); i++)
    {
      const BeamNode *node = &g_array_index (path, BeamNode, i);

      for (guint k = 0; k < node->prefix_len; k++)
        {
          const PatMove *move = &g_array_index (prefix, PatMove, node->prefix_start + k);

          pat_move_apply (&an->rules, &state, move);
          g_array_append_val (s->line, *move);
        }
      pat_move_apply (&an->rules, &state, &node->move);
      g_array_append_val (s->line, node->move);
      if (!is_won (an, &state))
        play_forced (an, &state, FALSE, PAT_MAX_PILES, s->line, NULL);
    }
  g_assert (is_won (an, &state));
}

/* A position's key for a beam: where the round of stock and waste is one
 * position (analyse_talon()), a beam, which deals one deal at a time, tells
 * apart where the waste stands in it. */
static guint64
beam_key (const Analysis *an, guint64 key, const PatState *state)
{
  if (an->talon_piles == 0)
    return key;
  key = mix64 (key ^ pat_state_len (state, (guint)an->rules.waste));
  return key != 0 ? key : 1;
}

/* How a beam ranks a position. Where the waste feeds the home piles alone
 * (Idle Aces), by the cards a playout of the rest gets home, and between
 * positions that get as many home, by lot (docs/solver.md, section 10):
 * the static terms would keep a beam of lines alike. The lot comes from
 * the position's key and @salt, so a beam run again with the same salt is
 * the same. @parent and @playout as for whole_value(). */
static gint32
beam_score (const Analysis *an, const Summary *sum, const Step *step, guint64 salt,
            const PlayoutParent *parent, guint *playout)
{
  if (an->playout != PLAYOUT_WASTE)
    return step_score (an, sum, &step->next, step->dirty, NULL, NULL);
  *playout = playout_waste (an, &step->next, parent);
  return PLAYOUT_WEIGHT * (gint32)*playout
         + (gint32)(mix64 (step->key ^ salt) % PLAYOUT_WEIGHT);
}

/* Keeps the @width best new positions of each depth. Finds long winning
 * lines fast where a depth-first search can wander, but proves nothing
 * when it finds none. Stops once the search has expanded @until positions
 * in all. */
gboolean
beam_search (Solver *s, const Analysis *an, const PatState *root, guint width,
             guint64 until, guint64 salt)
{
  g_autoptr (GArray) nodes = g_array_new (FALSE, FALSE, sizeof (BeamNode));
  g_autoptr (GArray) prefix = g_array_new (FALSE, FALSE, sizeof (PatMove));
  g_autoptr (GArray) kept = g_array_new (FALSE, FALSE, sizeof (PatMove));
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  g_autofree BeamEntry *pool = g_new (BeamEntry, width);
  /* The level being expanded, and the one before it, from which each of
   * its positions is summarized where it differs. */
  guint n_piles = an->rules.n_piles;
  BeamLevel now, before;
  BeamEntry *level;
  gboolean first_level = TRUE;
  g_autofree HeapItem *heap = g_new (HeapItem, width);
  guint n_level = 1, n_heap;
  Table seen;
  BeamNode root_node = { 0 };
  gboolean won = FALSE;
  guint best_home = 0, stalled = 0;
  guint64 expansions = 0;
  PatState state;
  Summary summary;
  PlayoutParent playout;
  /* Where the playout is all the score, the summary need only hash. */
  gboolean scored = an->playout != PLAYOUT_WASTE;

  beam_level_init (&now, width, n_piles);
  beam_level_init (&before, width, n_piles);
  level = now.entries;
  table_init (&seen, MIN (s->limits.table_entries, width * 512));
  /* In the level, node.parent holds the entry's own node. */
  memset (&level[0], 0, sizeof level[0]);
  level[0].state = *root;
  play_forced (an, &level[0].state, FALSE, PAT_MAX_PILES, NULL, NULL);
  level[0].playout = PLAYOUT_UNKNOWN;
  g_array_append_val (nodes, root_node);
  table_insert (&seen, beam_key (an, state_key (an, &level[0].state), &level[0].state));
  if (is_won (an, &level[0].state))
    {
      g_array_set_size (s->line, 0);
      play_forced (an, &level[0].state, FALSE, PAT_MAX_PILES, s->line, NULL);
      n_level = 0;
      won = TRUE;
    }

  while (n_level > 0 && !won)
    {
      guint mark = prefix->len;

      n_heap = 0;
      for (guint e = 0; e < n_level && !won; e++)
        {
          guint64 forced = 0;

          s->stats.nodes++;
          if (out_of_budget (s) || nodes->len >= s->limits.table_entries
              || ++expansions > (guint64)width * BEAM_EXPANSIONS
              || s->stats.nodes > until)
            {
              n_level = 0;
              break;
            }
          /* Forced moves are played when a position is taken up, once, not
           * for each position offered. */
          state = level[e].state;
          play_forced (an, &state, FALSE, PAT_MAX_PILES, NULL, &forced);
          if (is_won (an, &state))
            {
              beam_line (s, an, root, nodes, prefix,
                         &g_array_index (nodes, BeamNode, level[e].node.parent));
              won = TRUE;
              break;
            }
          if (first_level)
            summarize (an, &state, NULL, NULL, NULL, scored, &summary);
          else
            summarize (an, &state, &before.entries[level[e].from].state,
                       before.hash + (gsize)level[e].from * n_piles,
                       before.score + (gsize)level[e].from * n_piles, scored, &summary);
          level[e].state = state;
          memcpy (now.hash + (gsize)e * n_piles, summary.hash,
                  n_piles * sizeof (guint64));
          memcpy (now.score + (gsize)e * n_piles, summary.score,
                  n_piles * sizeof (gint32));
          playout_parent_init (
              an, &state, forced == 0 ? level[e].playout : PLAYOUT_UNKNOWN, &playout);
          expand (s, an, &state, NULL, NULL, 0, TRUE, prefix, steps);
          /* Keys first, fetching their slots of the table meanwhile. */
          for (guint i = 0; i < steps->len; i++)
            {
              Step *step = &g_array_index (steps, Step, i);

              step->dirty = step_changes (an, &state, step);
              step->key = beam_key (an, step_key (an, &summary, &step->next, step->dirty),
                                    &step->next);
              table_prefetch (&seen, step->key);
            }
          for (guint i = 0; i < steps->len; i++)
            {
              Step *step = &g_array_index (steps, Step, i);
              BeamEntry child; /* its state is filled in only when kept */

              child.from = e;
              child.playout = PLAYOUT_UNKNOWN;
              child.node = (BeamNode){ .parent = level[e].node.parent,
                                       .move = step->move,
                                       .prefix_start = step->prefix_start,
                                       .prefix_len = step->prefix_len };

              if (is_won (an, &step->next))
                {
                  beam_line (s, an, root, nodes, prefix, &child.node);
                  won = TRUE;
                  break;
                }
              if (step->prefix_len == 0 && is_idle (an, &state, &step->move, &step->next))
                continue;
              if (table_contains (&seen, step->key))
                continue;
              table_insert (&seen, step->key);
              if (is_locked (an, &step->next))
                continue;
              child.score
                  = beam_score (an, &summary, step, salt, &playout, &child.playout);
              if (n_heap == width && child.score <= heap[0].score)
                continue;
              child.state = step->next;
              if (n_heap < width)
                {
                  pool[n_heap] = child;
                  heap[n_heap] = (HeapItem){ child.score, n_heap };
                  heap_sift_up (heap, n_heap++);
                }
              else
                {
                  pool[heap[0].slot] = child;
                  heap[0].score = child.score;
                  heap_sift_down (heap, n_heap, 0);
                }
            }
        }
      if (n_level == 0)
        break;
      /* A beam that stops getting cards home is only shuffling them. */
      stalled++;
      for (guint i = 0; i < n_heap; i++)
        if (home_cards (an, &pool[i].state) > best_home)
          {
            best_home = home_cards (an, &pool[i].state);
            stalled = 0;
          }
      if (stalled > BEAM_STALL)
        break;
      /* A position whose playout wins needs no other beside it: the beam
       * goes on from it alone, along its playout. */
      for (guint i = 0; i < n_heap; i++)
        if (pool[heap[i].slot].playout == an->rules.variant->win_cards)
          {
            heap[0] = heap[i];
            n_heap = 1;
            break;
          }
      /* Only the moves of the positions kept are kept. */
      g_array_set_size (kept, 0);
      for (guint i = 0; i < n_heap; i++)
        {
          BeamNode *node = &pool[heap[i].slot].node;

          if (node->prefix_len > 0)
            {
              g_array_append_vals (kept,
                                   &g_array_index (prefix, PatMove, node->prefix_start),
                                   node->prefix_len);
              node->prefix_start = mark + kept->len - node->prefix_len;
            }
        }
      g_array_set_size (prefix, mark);
      g_array_append_vals (prefix, kept->data, kept->len);
      /* The level expanded becomes the one before. */
      {
        BeamLevel expanded = now;

        now = before;
        before = expanded;
        level = now.entries;
        first_level = FALSE;
      }
      for (guint i = 0; i < n_heap; i++)
        {
          level[i] = pool[heap[i].slot];
          level[i].node.parent = nodes->len;
          g_array_append_val (nodes, pool[heap[i].slot].node);
        }
      n_level = n_heap;
    }
  g_free (seen.slots);
  beam_level_clear (&now);
  beam_level_clear (&before);
  return won;
}
