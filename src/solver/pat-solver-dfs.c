/* pat-solver-dfs.c — the depth-first search
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* A move home of a card that could at once be taken back to where it lies
 * (see analyse_undo_home()), but not of the top card of @keep. */
static gboolean
find_undo_home_move (const Analysis *an, const PatState *state, guint keep, PatMove *move)
{
  const PatRules *rules = &an->rules;
  guint64 homing = 0;

  for (guint i = 0; i < an->n_home; i++)
    homing |= pile_takes (an, state, an->home_list[i]);
  for (guint64 w = an->building_piles & ~(PILE_BIT (keep)); w != 0; w &= w - 1)
    {
      guint from = lowest_bit (w);
      PatState after;
      PatMove back;
      int home;

      if (pat_state_len (state, from) == 0
          || pat_card_is_face_down (pat_state_top (state, from))
          || (homing & TYPE_BIT (type_of (pat_state_top (state, from)))) == 0)
        continue;
      home = pat_move_find_home (rules, state, from);
      if (home < 0 || (an->home_piles & (PILE_BIT (home))) == 0)
        continue;
      *move = pat_move_card (from, (guint)home, 1);
      after = *state;
      pat_move_apply (rules, &after, move);
      back = pat_move_card ((guint)home, from, 1);
      if (pat_move_check (rules, &after, &back, NULL))
        return TRUE;
    }
  return FALSE;
}

/* The next move solver_play_forced() plays from @state, if any. */
static gboolean
find_forced_move (const Analysis *an, const PatState *state, gboolean undo, guint keep,
                  PatMove *move)
{
  return solver_find_safe_move (an, state, 0, move)
         || solver_find_safe_pair (an, state, move)
         || (undo && an->undo_home && find_undo_home_move (an, state, keep, move));
}

/* Plays the safe moves from @state and, for the depth-first search with
 * @undo, the moves home that could be taken back, but not of the card
 * parked on @keep. */
void
solver_play_forced (const Analysis *an, PatState *state, gboolean undo, guint keep,
                    GArray *line, guint64 *count)
{
  PatMove forced;

  while (find_forced_move (an, state, undo, keep, &forced))
    {
      pat_move_apply (&an->rules, state, &forced);
      if (line != NULL)
        g_array_append_val (line, forced);
      if (count != NULL)
        (*count)++;
    }
}

gboolean
solver_out_of_budget (Solver *s)
{
  if (s->out_of_budget)
    return TRUE;
  if (s->limits.max_nodes > 0 && s->stats.nodes + s->other_nodes >= s->limits.max_nodes)
    s->out_of_budget = TRUE;
  else if (++s->steps % CHECK_EVERY == 0)
    {
      if (s->limits.progress != NULL)
        s->limits.progress (s->stats.nodes, s->limits.progress_data);
      if (s->deadline > 0 && g_get_monotonic_time () >= s->deadline)
        s->out_of_budget = TRUE;
      else if (g_cancellable_is_cancelled (s->cancellable))
        s->out_of_budget = s->stats.cancelled = TRUE;
    }
  return s->out_of_budget;
}

/* Whether @state, reached with @park and after its forced moves, leads
 * nowhere: proven lost, or a parked card that cannot be used. */
static gboolean
is_dead_end (const Solver *s, const PatState *state, guint32 park)
{
  const Analysis *an = &s->an;

  /* Strands are looked for at the start only: they come from the deal or
   * from the player's last move, and looking for them everywhere cost a
   * sixth of the search's speed in Klondike without finding one. */
  if (solver_is_locked (an, state) || solver_pairs_unmatched (an, state)
      || (s->frames->len == 0
          && (solver_is_stranded (an, state) || solver_is_out_of_order (an, state))))
    return TRUE;
  return solver_is_parked_dead_end (an, state, park);
}

/* The summary of @frame's position, from its parent's where it has one. */
static void
summarize_frame (Solver *s, const Frame *frame, Summary *summary)
{
  const Analysis *an = &s->an;

  if (s->frames->len > 0)
    {
      guint at = (s->frames->len - 1) * an->rules.n_piles;

      solver_summarize (an, &frame->state,
                        &g_array_index (s->frames, Frame, s->frames->len - 1).state,
                        &g_array_index (s->pile_hashes, guint64, at),
                        &g_array_index (s->pile_scores, gint32, at), TRUE, summary);
    }
  else
    solver_summarize (an, &frame->state, NULL, NULL, NULL, TRUE, summary);
}

/* The plain search's order of moves, the one Blake and Gent's Solvitaire
 * tries them in: a card home first, then out of a cell, from pile to pile
 * in play, off the waste, out of a reserve, back from home, and last into a
 * cell or a deal. It needs no evaluation, and where the evaluation misleads
 * the beams and the other depth-first search for long (King Albert deal
 * 174, Klondike deal 53) it goes straight to a win. */
static gint32
plain_score (const Analysis *an, const PatMove *move)
{
  PatPileKind from, to;

  if (move->kind != PAT_MOVE_CARD)
    return 0;
  from = an->rules.piles[move->from].kind;
  to = an->rules.piles[move->to].kind;
  if (an->home_piles & PILE_BIT (move->to))
    return 8;
  if (from == PAT_PILE_CELL)
    return 7;
  /* One card before a run. */
  if (from == PAT_PILE_TABLEAU && to == PAT_PILE_TABLEAU)
    return move->count > 1 ? 5 : 6;
  if (from == PAT_PILE_WASTE || from == PAT_PILE_STOCK)
    return 4;
  if (from == PAT_PILE_RESERVE)
    return 3;
  if (an->home_piles & PILE_BIT (move->from))
    return 2;
  return 1;
}

/* Lists @frame's children into s->children, best first, leaving out those
 * searched before or leading nowhere; PUSH_WON, with the line, when one
 * wins. @parent, @via and @playout as for push_node(). */
static PushResult
list_children (Solver *s, Frame *frame, const Summary *summary, const PatState *parent,
               const PatMove *via, guint playout)
{
  const Analysis *an = &s->an;
  PlayoutParent playout_parent;

  solver_expand (s, an, &frame->state, parent, via, frame->park, FALSE, s->prefix,
                 s->scratch);
  solver_playout_parent_init (an, &frame->state, playout, &playout_parent);
  /* Keys first, fetching their slots of the table meanwhile. */
  for (guint i = 0; i < s->scratch->len; i++)
    {
      Step *step = &g_array_index (s->scratch, Step, i);

      step->park = solver_park_after (an, &frame->state, &step->move, &step->next);
      step->dirty = solver_step_changes (an, &frame->state, step);
      step->key = park_key (solver_step_key (an, summary, &step->next, step->dirty),
                            step->park);
      table_prefetch (&s->table, step->key);
    }
  for (guint i = 0; i < s->scratch->len; i++)
    {
      const Step *step = &g_array_index (s->scratch, Step, i);
      Child child = { .move = step->move,
                      .order = i,
                      .prefix_start = step->prefix_start,
                      .prefix_len = step->prefix_len,
                      .key = step->key,
                      .park = step->park,
                      .playout = PLAYOUT_UNKNOWN };
      PatMove unused;

      if (is_won (an, &step->next))
        {
          g_array_append_vals (s->line,
                               &g_array_index (s->prefix, PatMove, step->prefix_start),
                               step->prefix_len);
          g_array_append_val (s->line, step->move);
          return PUSH_WON;
        }
      if (table_contains (&s->table, child.key) || path_contains (&s->path, child.key)
          || (step->park != 0 && !solver_park_usable (an, &step->next, step->park)
              && !find_forced_move (an, &step->next, TRUE, PARK_TO (step->park),
                                    &unused)))
        {
          s->stats.pruned++;
          continue;
        }
      if (s->plain)
        child.score = plain_score (an, &step->move);
      else
        child.score = solver_step_score (an, summary, &step->next, step->dirty,
                                         &playout_parent, &child.playout);
      if (step->prefix_len == 0
          && solver_is_idle (an, &frame->state, &step->move, &step->next))
        child.score -= IDLE_PENALTY;
      g_array_append_val (s->children, child);
    }
  frame->n_children = s->children->len - frame->first_child;
  /* Not with none: the array has no data yet, and qsort() takes no NULL. */
  if (frame->n_children > 1)
    qsort (&g_array_index (s->children, Child, frame->first_child), frame->n_children,
           sizeof (Child), solver_compare_children);
  if (frame->n_children > 0)
    table_prefetch (&s->table,
                    g_array_index (s->children, Child, frame->first_child).key);
  return PUSH_PUSHED;
}

/* Plays the forced moves from @state, lists and orders its moves, and puts
 * it on the line. @key is its hash; @parent and @via as for solver_is_redundant();
 * @playout as for solver_playout_parent_init(). */
static PushResult
push_node (Solver *s, const PatState *state, guint64 key, guint32 park,
           const PatState *parent, const PatMove *via, guint playout)
{
  const Analysis *an = &s->an;
  Frame frame = { 0 };
  guint64 forced = 0;
  Summary summary;

  frame.state = *state;
  frame.keys[frame.n_keys++] = key;
  solver_table_raise_cap (&s->table, solver_table_cap (s));
  solver_table_insert (&s->table, key);

  solver_play_forced (an, &frame.state, TRUE, park_keep (park), s->line, &forced);
  s->stats.forced += forced;
  if (is_won (an, &frame.state))
    return PUSH_WON;
  if (is_dead_end (s, &frame.state, park))
    {
      s->stats.pruned++;
      return PUSH_PRUNED;
    }
  frame.park = park;
  if (forced > 0)
    {
      guint64 after = park_key (solver_state_key (an, &frame.state), park);

      if (table_contains (&s->table, after) || path_contains (&s->path, after))
        {
          s->stats.pruned++;
          return PUSH_PRUNED;
        }
      solver_table_insert (&s->table, after);
      frame.keys[frame.n_keys++] = after;
      parent = NULL;
      playout = PLAYOUT_UNKNOWN;
    }

  if (s->limits.max_depth > 0 && s->frames->len >= s->limits.max_depth)
    {
      s->cut = TRUE;
      return PUSH_PRUNED;
    }

  for (guint i = 0; i < frame.n_keys; i++)
    solver_path_add (&s->path, frame.keys[i]);
  frame.first_child = s->children->len;
  frame.prefix_base = s->prefix->len;
  summarize_frame (s, &frame, &summary);
  if (list_children (s, &frame, &summary, parent, via, playout) == PUSH_WON)
    return PUSH_WON;

  frame.line_len = s->line->len;
  g_array_append_val (s->frames, frame);
  g_array_append_vals (s->pile_hashes, summary.hash, an->rules.n_piles);
  g_array_append_vals (s->pile_scores, summary.score, an->rules.n_piles);
  s->stats.nodes++;
  s->stats.max_depth = MAX (s->stats.max_depth, s->frames->len);
  return PUSH_PUSHED;
}

static void
pop_node (Solver *s)
{
  Frame *frame = &g_array_index (s->frames, Frame, s->frames->len - 1);

  for (guint i = 0; i < frame->n_keys; i++)
    solver_path_remove (&s->path, frame->keys[i]);
  g_array_set_size (s->children, frame->first_child);
  g_array_set_size (s->prefix, frame->prefix_base);
  g_array_set_size (s->frames, s->frames->len - 1);
  g_array_set_size (s->pile_hashes, s->frames->len * s->an.rules.n_piles);
  g_array_set_size (s->pile_scores, s->frames->len * s->an.rules.n_piles);
  if (s->frames->len > 0)
    g_array_set_size (s->line,
                      g_array_index (s->frames, Frame, s->frames->len - 1).line_len);
}

/* Puts the root on the line. */
RunResult
solver_dfs_start (Solver *s, const PatState *root)
{
  if (is_won (&s->an, root))
    return RUN_WON;
  switch (push_node (s, root, solver_state_key (&s->an, root), 0, NULL, NULL,
                     PLAYOUT_UNKNOWN))
    {
      case PUSH_WON:
        return RUN_WON;
      case PUSH_PRUNED:
        return RUN_EXHAUSTED;
      case PUSH_PUSHED:
      default:
        return RUN_PAUSED;
    }
}

/* Goes on with the depth-first search until @until positions in all were
 * expanded. */
RunResult
solver_dfs_run (Solver *s, guint64 until)
{
  const PatRules *rules = &s->an.rules;

  while (s->frames->len > 0)
    {
      Frame *frame = &g_array_index (s->frames, Frame, s->frames->len - 1);
      Child child;
      PatState next;

      if (solver_out_of_budget (s))
        return RUN_STOPPED;
      if (s->stats.nodes >= until)
        return RUN_PAUSED;
      if (frame->next_child == frame->n_children)
        {
          pop_node (s);
          continue;
        }
      child = g_array_index (s->children, Child, frame->first_child + frame->next_child);
      frame->next_child++;
      if (table_contains (&s->table, child.key) || path_contains (&s->path, child.key))
        {
          s->stats.pruned++;
          continue;
        }
      next = frame->state;
      for (guint k = 0; k < child.prefix_len; k++)
        {
          const PatMove *move
              = &g_array_index (s->prefix, PatMove, child.prefix_start + k);

          pat_move_apply (rules, &next, move);
          g_array_append_val (s->line, *move);
        }
      pat_move_apply (rules, &next, &child.move);
      g_array_append_val (s->line, child.move);
      switch (push_node (s, &next, child.key, child.park,
                         child.prefix_len == 0 ? &frame->state : NULL, &child.move,
                         child.playout))
        {
          case PUSH_WON:
            return RUN_WON;
          case PUSH_PRUNED:
            g_array_set_size (
                s->line, g_array_index (s->frames, Frame, s->frames->len - 1).line_len);
            break;
          case PUSH_PUSHED:
          default:
            break;
        }
    }
  return RUN_EXHAUSTED;
}

double
solver_dfs_progress (const Solver *s)
{
  double done = 0, share = 1;

  for (guint i = 0; i < s->frames->len; i++)
    {
      const Frame *frame = &g_array_index (s->frames, Frame, i);

      if (frame->n_children == 0)
        break;
      /* The child being searched is not behind yet. */
      done += share * (frame->next_child > 0 ? frame->next_child - 1 : 0)
              / frame->n_children;
      share /= frame->n_children;
    }
  return done;
}

/* A beam's width narrowed, where the search has a node budget, to one that
 * would finish within @share positions, judged by the @last_width of the
 * same evaluation and the @last_nodes it expanded: its positions grow with
 * its width, and a beam cut off before its end finds nothing. Only node
 * counts go in, so the widths, like the answer, do not depend on the
 * machine or its load. */
guint
solver_fitting_width (guint width, guint last_width, guint64 last_nodes, guint64 share)
{
  guint64 budget = share / 5 * 4;

  if (last_width == 0 || last_nodes == 0)
    return width;
  /* Where the product would overflow (a budget of trillions), in floating
   * point. */
  if (budget > G_MAXUINT64 / last_width)
    return (double)last_width * budget / last_nodes >= width
               ? width
               : (guint)((double)last_width * budget / last_nodes);
  return (guint)MIN ((guint64)last_width * budget / last_nodes, (guint64)width);
}
