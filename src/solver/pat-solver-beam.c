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
  solver_play_forced (an, &state, FALSE, PAT_MAX_PILES, s->line, NULL);
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
        solver_play_forced (an, &state, FALSE, park_keep (node->park), s->line, NULL);
    }
  g_assert (is_won (an, &state));
}

/* A position's key for a beam: a beam that deals one deal at a time
 * (solver_analyse_dealing_beams()) tells apart where the waste stands in the
 * round of stock and waste. */
static guint64
beam_key (const Analysis *an, guint64 key, const PatState *state)
{
  if (!an->beam_deals)
    return key;
  key = mix64 (key ^ pat_state_len (state, (guint)an->rules.waste));
  return key != 0 ? key : 1;
}

/* What @step parks (see solver_park_after()). A beam parks cards as the
 * depth-first search does, but for the waste's where it deals one deal at
 * a time: the card that uses the one parked may still be deals away. */
static guint32
beam_park (const Analysis *an, const PatState *state, const Step *step)
{
  if (an->beam_deals && step->move.from == (guint)an->rules.waste)
    return 0;
  return solver_park_after (an, state, &step->move, &step->next);
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
  if (!an->beam_by_playout)
    return solver_step_score (an, sum, &step->next, step->dirty, NULL, NULL);
  *playout = solver_playout_waste (an, &step->next, parent);
  return PLAYOUT_WEIGHT * (gint32)*playout
         + (gint32)(mix64 (step->key ^ salt) % PLAYOUT_WEIGHT);
}

/* One beam search as it goes. */
typedef struct
{
  Solver *s;
  const Analysis *an;
  const PatState *root;
  guint width;
  guint64 until;
  guint max_nodes; /* nodes kept for the line at most: the table's cap */
  guint64 salt;
  GArray *nodes;  /* BeamNode: every position kept, by its parent */
  GArray *prefix; /* PatMove: the shuffles the nodes need first */
  GArray *kept;   /* PatMove: scratch for the prefixes of a new level */
  GArray *steps;  /* Step: scratch for solver_expand() */
  /* The next level as it fills: the best @width children offered, in a
   * pool of entries and a heap over it, the worst at its root. */
  BeamEntry *pool;
  HeapItem *heap;
  guint n_heap;
  /* The level being expanded, and the one before it, from which each of
   * its positions is summarized where it differs. */
  BeamLevel now, before;
  gboolean first_level;
  Table seen;
  guint best_home, stalled;
  guint64 expansions;
  /* Where the playout is all the score, the summary need only hash. */
  gboolean scored;
} Beam;

typedef enum
{
  BEAM_GO_ON,
  BEAM_WON,
  BEAM_STOP,
} BeamStepResult;

static void
beam_init (Beam *b, Solver *s, const Analysis *an, const PatState *root, guint width,
           guint64 until, guint64 salt)
{
  guint n_piles = an->rules.n_piles;

  memset (b, 0, sizeof *b);
  b->s = s;
  b->an = an;
  b->root = root;
  b->width = width;
  b->until = until;
  b->max_nodes = solver_table_cap (s);
  b->salt = salt;
  b->nodes = g_array_new (FALSE, FALSE, sizeof (BeamNode));
  b->prefix = g_array_new (FALSE, FALSE, sizeof (PatMove));
  b->kept = g_array_new (FALSE, FALSE, sizeof (PatMove));
  b->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  b->pool = g_new (BeamEntry, width);
  b->heap = g_new (HeapItem, width);
  beam_level_init (&b->now, width, n_piles);
  beam_level_init (&b->before, width, n_piles);
  b->first_level = TRUE;
  solver_table_init (&b->seen, MIN (solver_table_cap (s), width * 512));
  b->scored = !an->beam_by_playout;
}

static void
beam_clear (Beam *b)
{
  g_free (b->seen.slots);
  beam_level_clear (&b->now);
  beam_level_clear (&b->before);
  g_free (b->heap);
  g_free (b->pool);
  g_array_unref (b->steps);
  g_array_unref (b->kept);
  g_array_unref (b->prefix);
  g_array_unref (b->nodes);
}

/* The first level, the root after its forced moves; whether that wins. */
static gboolean
beam_start (Beam *b)
{
  const Analysis *an = b->an;
  BeamEntry *root = &b->now.entries[0];
  BeamNode root_node = { 0 };

  /* In the level, node.parent holds the entry's own node. */
  memset (root, 0, sizeof *root);
  root->state = *b->root;
  solver_play_forced (an, &root->state, FALSE, PAT_MAX_PILES, NULL, NULL);
  root->playout = PLAYOUT_UNKNOWN;
  g_array_append_val (b->nodes, root_node);
  solver_table_insert (&b->seen,
                       beam_key (an, solver_state_key (an, &root->state), &root->state));
  if (!is_won (an, &root->state))
    return FALSE;
  g_array_set_size (b->s->line, 0);
  solver_play_forced (an, &root->state, FALSE, PAT_MAX_PILES, b->s->line, NULL);
  return TRUE;
}

/* Puts @child in the next level if it is among the @width best so far. */
static void
beam_offer (Beam *b, const BeamEntry *child)
{
  if (b->n_heap < b->width)
    {
      b->pool[b->n_heap] = *child;
      b->heap[b->n_heap] = (HeapItem){ child->score, b->n_heap };
      heap_sift_up (b->heap, b->n_heap++);
    }
  else
    {
      b->pool[b->heap[0].slot] = *child;
      b->heap[0].score = child->score;
      heap_sift_down (b->heap, b->n_heap, 0);
    }
}

/* Offers the children in b->steps of entry @e, which is @state summarized
 * in @summary; whether one of them wins. */
static gboolean
beam_offer_steps (Beam *b, guint e, const PatState *state, const Summary *summary,
                  const PlayoutParent *playout)
{
  const Analysis *an = b->an;
  GArray *steps = b->steps;

  /* Keys first, fetching their slots of the table meanwhile. */
  for (guint i = 0; i < steps->len; i++)
    {
      Step *step = &g_array_index (steps, Step, i);

      step->park = beam_park (an, state, step);
      step->dirty = solver_step_changes (an, state, step);
      step->key = park_key (
          beam_key (an, solver_step_key (an, summary, &step->next, step->dirty),
                    &step->next),
          step->park);
      table_prefetch (&b->seen, step->key);
    }
  for (guint i = 0; i < steps->len; i++)
    {
      Step *step = &g_array_index (steps, Step, i);
      BeamEntry child; /* its state is filled in only when kept */
      PatMove unused;

      child.from = e;
      child.playout = PLAYOUT_UNKNOWN;
      child.node = (BeamNode){ .parent = b->now.entries[e].node.parent,
                               .move = step->move,
                               .prefix_start = step->prefix_start,
                               .prefix_len = step->prefix_len,
                               .park = step->park };

      if (is_won (an, &step->next))
        {
          beam_line (b->s, an, b->root, b->nodes, b->prefix, &child.node);
          return TRUE;
        }
      if (step->prefix_len == 0 && solver_is_idle (an, state, &step->move, &step->next))
        continue;
      if (table_contains (&b->seen, step->key))
        continue;
      solver_table_insert (&b->seen, step->key);
      if (solver_is_locked (an, &step->next)
          || (step->park != 0 && !solver_park_usable (an, &step->next, step->park)
              && !solver_find_safe_move (an, &step->next, 0, &unused)))
        continue;
      child.score = beam_score (an, summary, step, b->salt, playout, &child.playout);
      if (b->n_heap == b->width && child.score <= b->heap[0].score)
        continue;
      child.state = step->next;
      beam_offer (b, &child);
    }
  return FALSE;
}

/* Takes up entry @e of the level: plays its forced moves, keeps its
 * summary for its children and offers them. */
static BeamStepResult
beam_take_up (Beam *b, guint e)
{
  Solver *s = b->s;
  const Analysis *an = b->an;
  BeamEntry *entry = &b->now.entries[e];
  guint n_piles = an->rules.n_piles;
  guint64 forced = 0;
  PatState state;
  Summary summary;
  PlayoutParent playout;

  s->stats.nodes++;
  if (solver_out_of_budget (s) || b->nodes->len >= b->max_nodes
      || ++b->expansions > (guint64)b->width * BEAM_EXPANSIONS
      || s->stats.nodes > b->until)
    return BEAM_STOP;
  /* Forced moves are played when a position is taken up, once, not for
   * each position offered. */
  state = entry->state;
  solver_play_forced (an, &state, FALSE, park_keep (entry->node.park), NULL, &forced);
  if (is_won (an, &state))
    {
      beam_line (s, an, b->root, b->nodes, b->prefix,
                 &g_array_index (b->nodes, BeamNode, entry->node.parent));
      return BEAM_WON;
    }
  if (solver_is_parked_dead_end (an, &state, entry->node.park))
    return BEAM_GO_ON;
  if (b->first_level)
    solver_summarize (an, &state, NULL, NULL, NULL, b->scored, &summary);
  else
    solver_summarize (an, &state, &b->before.entries[entry->from].state,
                      b->before.hash + (gsize)entry->from * n_piles,
                      b->before.score + (gsize)entry->from * n_piles, b->scored,
                      &summary);
  entry->state = state;
  memcpy (b->now.hash + (gsize)e * n_piles, summary.hash, n_piles * sizeof (guint64));
  memcpy (b->now.score + (gsize)e * n_piles, summary.score, n_piles * sizeof (gint32));
  solver_playout_parent_init (an, &state, forced == 0 ? entry->playout : PLAYOUT_UNKNOWN,
                              &playout);
  solver_expand (s, an, &state, NULL, NULL, entry->node.park, TRUE, b->prefix, b->steps);
  return beam_offer_steps (b, e, &state, &summary, &playout) ? BEAM_WON : BEAM_GO_ON;
}

/* Whether the beam still gets cards home: one that stops is only
 * shuffling them. */
static gboolean
beam_progresses (Beam *b)
{
  b->stalled++;
  for (guint i = 0; i < b->n_heap; i++)
    if (home_cards (b->an, &b->pool[i].state) > b->best_home)
      {
        b->best_home = home_cards (b->an, &b->pool[i].state);
        b->stalled = 0;
      }
  return b->stalled <= BEAM_STALL;
}

/* Makes the children kept the level to solver_expand next, with only their own
 * shuffles from @mark on in b->prefix; returns its size. */
static guint
beam_next_level (Beam *b, guint mark)
{
  BeamLevel expanded = b->now;

  /* A position whose playout wins needs no other beside it: the beam goes
   * on from it alone, along its playout. */
  for (guint i = 0; i < b->n_heap; i++)
    if (b->pool[b->heap[i].slot].playout == b->an->rules.variant->win_cards)
      {
        b->heap[0] = b->heap[i];
        b->n_heap = 1;
        break;
      }
  g_array_set_size (b->kept, 0);
  for (guint i = 0; i < b->n_heap; i++)
    {
      BeamNode *node = &b->pool[b->heap[i].slot].node;

      if (node->prefix_len > 0)
        {
          g_array_append_vals (b->kept,
                               &g_array_index (b->prefix, PatMove, node->prefix_start),
                               node->prefix_len);
          node->prefix_start = mark + b->kept->len - node->prefix_len;
        }
    }
  g_array_set_size (b->prefix, mark);
  g_array_append_vals (b->prefix, b->kept->data, b->kept->len);
  /* The level expanded becomes the one before. */
  b->now = b->before;
  b->before = expanded;
  b->first_level = FALSE;
  for (guint i = 0; i < b->n_heap; i++)
    {
      b->now.entries[i] = b->pool[b->heap[i].slot];
      b->now.entries[i].node.parent = b->nodes->len;
      g_array_append_val (b->nodes, b->pool[b->heap[i].slot].node);
    }
  return b->n_heap;
}

/* Keeps the @width best new positions of each depth. Finds long winning
 * lines fast where a depth-first search can wander, but proves nothing
 * when it finds none. Stops once the search has expanded @until positions
 * in all. */
gboolean
solver_beam_search (Solver *s, const Analysis *an, const PatState *root, guint width,
                    guint64 until, guint64 salt)
{
  Beam b;
  gboolean won;
  guint n_level = 1;

  beam_init (&b, s, an, root, width, until, salt);
  won = beam_start (&b);
  while (n_level > 0 && !won)
    {
      guint mark = b.prefix->len;
      BeamStepResult step = BEAM_GO_ON;

      b.n_heap = 0;
      for (guint e = 0; e < n_level && step == BEAM_GO_ON; e++)
        step = beam_take_up (&b, e);
      if (step == BEAM_WON)
        won = TRUE;
      else if (step == BEAM_STOP || !beam_progresses (&b))
        break;
      else
        n_level = beam_next_level (&b, mark);
    }
  beam_clear (&b);
  return won;
}
