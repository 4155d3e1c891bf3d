/* pat-solver.c — the solver's public API, and the search that runs the others
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver-private.h"

/* docs/solver.md explains the search, the proof behind each shortcut it
 * takes, and the measurements behind its choices. */

/* How portfolio() shares the positions between the depth-first search and
 * the beams (docs/solver.md, section 10). Nothing in it reads the node
 * budget, which only says where the search stops: so the search within a
 * budget is the start of the search within any larger one, and whatever a
 * budget decides, every larger one decides the same way. */
typedef struct
{
  guint64 slice;      /* positions the depth-first search gets at least */
  guint64 beam_nodes; /* positions the beams have had */
  guint64 stage_end;  /* the end of the stage the beams of this round fit in */
  /* Each evaluation's last width and the positions it expanded: the first
   * pass's, the second's and the second's looking ahead. */
  guint last_width[3];
  guint64 last_nodes[3];
  gboolean beams_done;
  double last_progress; /* solver_dfs_progress() at the last look */
} Schedule;

/* The end of the stage that a round of beams starting after @nodes
 * positions fits in: the first of STAGE_NODES, twice that, four times …
 * that leaves the beams at least as many positions as the search has had.
 * Stages grow with the positions searched, never with the budget. */
static guint64
stage_end (guint64 nodes)
{
  guint64 end = STAGE_NODES;

  while (end < 2 * nodes && end < G_MAXUINT64 / 2)
    end *= 2;
  return end;
}

/* Runs the depth-first search for its share before the next beams, or to
 * the end once the beams are done. */
static RunResult
dfs_turn (Solver *s, Schedule *sc)
{
  const Tuning *t = &s->tune;
  guint64 dfs_nodes = s->stats.nodes - sc->beam_nodes;
  guint64 share = sc->beam_nodes >> t->dfs_share_shift;
  RunResult run;

  if (!sc->beams_done)
    run = solver_dfs_run (s, s->stats.nodes + MAX (sc->slice, share)
                                 - MIN (dfs_nodes, share));
  else
    /* In turns that double, so that the plain search keeps its share. */
    run = solver_dfs_run (s, 2 * s->stats.nodes);
  /* A depth-first search that moves on towards its end goes on, for as
   * many positions again, before the next beams (see solver_dfs_progress()). */
  for (double progress = solver_dfs_progress (s);
       run == RUN_PAUSED && !sc->beams_done && t->dfs_near_end && progress >= DFS_NEAR_END
       && progress >= 2 * sc->last_progress;
       progress = solver_dfs_progress (s))
    {
      sc->last_progress = progress;
      run = solver_dfs_run (s, s->stats.nodes + (s->stats.nodes - sc->beam_nodes));
    }
  sc->last_progress = solver_dfs_progress (s);
  sc->slice *= t->dfs_slice_growth;
  return run;
}

/* The width of the beams of @round before it is narrowed: the tuning's,
 * then, under a node budget, four times wider each round up to
 * MAX_BEAM_WIDTH; drawing lots, the first width run twice, then doubled. */
static guint
round_width (const Solver *s, guint round)
{
  const Tuning *t = &s->tune;
  guint width;

  if (t->beam_lots)
    return t->beam_widths[0] << MIN (round / 2, 16);
  if (round < t->n_beam_widths)
    return t->beam_widths[round];
  width = t->beam_widths[t->n_beam_widths - 1];
  for (guint r = t->n_beam_widths - 1; r < round && width < MAX_BEAM_WIDTH; r++)
    width *= 4;
  return MIN (width, MAX_BEAM_WIDTH);
}

/* Runs the beam of @pass in @round, and sets @won; FALSE when there is
 * none to run. */
static gboolean
beam_turn (Solver *s, Schedule *sc, const PatState *root, guint round, guint pass,
           gboolean *won)
{
  const Tuning *t = &s->tune;
  const Analysis *an = pass == 0 ? &s->an : s->second;
  /* A pass may take half the positions left in the stage, so the first
   * pass, which wins most deals, gets the larger share. */
  guint64 until = G_MAXUINT64;
  guint64 before = s->stats.nodes;
  guint width = round_width (s, round);
  guint slot = pass;

  /* Every other second beam may play out looking ahead instead of pile by
   * pile, with its own record of width and positions. */
  if (t->ahead_beams && pass == 1 && round % 2 == 0 && s->ahead != NULL)
    {
      an = s->ahead;
      slot = 2;
    }
  if (an == NULL)
    return FALSE;
  if (s->limits.max_nodes > 0)
    {
      guint64 half = sc->stage_end > before ? (sc->stage_end - before) / 2 : 0;

      until = before + half;
      width = solver_fitting_width (width, sc->last_width[slot], sc->last_nodes[slot],
                                    half);
    }
  /* The same width again would search the same positions, unless it draws
   * other lots. */
  if (t->beam_lots ? width < t->beam_widths[0] : width <= sc->last_width[slot])
    return FALSE;
  *won = solver_beam_search (s, an, root, width, until, round);
  sc->last_width[slot] = width;
  sc->last_nodes[slot] = MAX (s->stats.nodes - before, 1);
  sc->beam_nodes += s->stats.nodes - before;
  g_debug ("beam %u (%s) %s after %" G_GUINT64_FORMAT " nodes, %.2f s", width,
           pass == 0 ? "first" : "second", *won ? "won" : "failed", s->stats.nodes,
           (g_get_monotonic_time () - s->start) / 1e6);
  return TRUE;
}

/* The result of a depth-first search that has stopped. */
static PatSolverResult
run_result (const Solver *s, RunResult run)
{
  switch (run)
    {
      case RUN_WON:
        return PAT_SOLVER_WINNABLE;
      case RUN_EXHAUSTED:
        return s->cut ? PAT_SOLVER_UNKNOWN : PAT_SOLVER_UNWINNABLE;
      case RUN_PAUSED:
      case RUN_STOPPED:
      default:
        return PAT_SOLVER_UNKNOWN;
    }
}

/* Runs the plain depth-first search @p for its share beside @s: its first
 * PLAIN_FIRST positions, then a part of those @s has had. Returns TRUE,
 * with the verdict in @result, when it stops the portfolio: it decided,
 * or the budget, the time or the search ran out. */
static gboolean
plain_turn (Solver *s, Solver *p, RunResult *run, PatSolverResult *result)
{
  guint64 until = MAX (PLAIN_FIRST, s->stats.nodes >> PLAIN_SHARE_SHIFT);

  if (*run == RUN_PAUSED && p->stats.nodes < until)
    {
      p->other_nodes = s->stats.nodes;
      *run = solver_dfs_run (p, until);
      s->other_nodes = p->stats.nodes;
    }
  if (*run == RUN_WON || (*run == RUN_EXHAUSTED && !p->cut))
    {
      *result = run_result (p, *run);
      return TRUE;
    }
  if (*run == RUN_STOPPED)
    {
      *result = PAT_SOLVER_UNKNOWN;
      return TRUE;
    }
  return FALSE;
}

/* Runs the portfolio (docs/solver.md, section 10): the depth-first search
 * @s, paused for the plain depth-first search @p after its first slice and
 * before and between the passes of beams of growing width. Only the depth-first
 * searches can answer "unwinnable"; every share is counted in positions,
 * never in time, and none in the node budget. *@winner is the search
 * whose line wins. */
static PatSolverResult
portfolio (Solver *s, Solver *p, const PatState *root, Solver **winner)
{
  Schedule sc = { .slice = s->tune.dfs_slice, .last_progress = 1 };
  gboolean budgeted = s->limits.max_nodes > 0;
  RunResult plain_run = RUN_PAUSED;
  gboolean plain_started = FALSE;
  RunResult run;
  PatSolverResult result;

  *winner = s;
  run = solver_dfs_start (s, root);
  for (guint round = 0; run == RUN_PAUSED; round++)
    {
      gboolean ran = FALSE;

      run = dfs_turn (s, &sc);
      if (run != RUN_PAUSED)
        break;
      /* After the first slice, so that a small budget (a hint's) stays
       * the other search's alone. */
      if (!plain_started)
        {
          plain_run = solver_dfs_start (p, root);
          plain_started = TRUE;
        }
      if (plain_turn (s, p, &plain_run, &result))
        {
          *winner = p;
          return result;
        }
      if (sc.beams_done)
        continue;
      sc.stage_end = stage_end (s->stats.nodes);
      for (guint pass = 0; pass < 2; pass++)
        {
          gboolean won = FALSE;

          if (!beam_turn (s, &sc, root, round, pass, &won))
            continue;
          ran = TRUE;
          if (won)
            return PAT_SOLVER_WINNABLE;
          if (s->out_of_budget)
            return PAT_SOLVER_UNKNOWN;
          if (plain_turn (s, p, &plain_run, &result))
            {
              *winner = p;
              return result;
            }
        }
      /* Without a node budget the depth-first search has the rest after
       * the widest beam. Within one, beams go on while a wider one is
       * left, each round in a larger stage; drawing lots, they go on for
       * good, and a round whose beam does not fit leaves its positions to
       * the depth-first search. */
      if (!budgeted)
        sc.beams_done = round + 1 >= s->tune.n_beam_widths;
      else if (!s->tune.beam_lots)
        sc.beams_done = !ran && round_width (s, round) >= MAX_BEAM_WIDTH;
    }
  return run_result (s, run);
}

/* Winning lines ------------------------------------------------------------ */

/* Every byte of a position: for finding a position again in a line. */
static guint64
exact_key (const PatState *state)
{
  guint total = state->n_piles > 0 ? state->end[state->n_piles - 1] : 0;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325) ^ state->redeals_left;

  for (guint i = 0; i < state->n_piles; i++)
    h = (h ^ state->end[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  for (guint i = 0; i < total; i++)
    h = (h ^ state->cards[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  h = mix64 (h);
  return h != 0 ? h : 1;
}

/* Cuts the detours out of a winning line: from each position on it, plays
 * the move that reaches the latest position of the line at once. A search
 * that wanders before it wins leaves long detours. */
static void
shorten_line (const Analysis *an, const PatState *root, GArray *line)
{
  guint n = line->len;
  guint size = 2;
  g_autofree PatState *states = g_new (PatState, n + 1);
  g_autofree guint64 *keys = NULL;
  g_autofree guint *at = NULL;
  g_autoptr (GArray) shorter = g_array_new (FALSE, FALSE, sizeof (PatMove));

  while (size < 2 * (n + 1))
    size *= 2;
  keys = g_new0 (guint64, size);
  at = g_new (guint, size);
  states[0] = *root;
  for (guint i = 0; i <= n; i++)
    {
      guint64 key = exact_key (&states[i]);
      guint slot = (guint)(key & (size - 1));

      while (keys[slot] != 0 && keys[slot] != key)
        slot = (slot + 1) & (size - 1);
      keys[slot] = key;
      at[slot] = i;
      if (i < n)
        {
          states[i + 1] = states[i];
          pat_move_apply (&an->rules, &states[i + 1], &g_array_index (line, PatMove, i));
        }
    }

  for (guint i = 0; i < n;)
    {
      PatMove moves[MAX_MOVES];
      guint count = solver_list_moves (an, &states[i], 0, moves);
      guint best = i + 1;
      PatMove best_move = g_array_index (line, PatMove, i);

      for (guint k = 0; k < count && best < n; k++)
        {
          PatState next = states[i];
          guint64 key;
          guint slot;

          pat_move_apply (&an->rules, &next, &moves[k]);
          if (is_won (an, &next))
            {
              best = n;
              best_move = moves[k];
              break;
            }
          key = exact_key (&next);
          for (slot = (guint)(key & (size - 1)); keys[slot] != 0 && keys[slot] != key;
               slot = (slot + 1) & (size - 1))
            ;
          if (keys[slot] == key && at[slot] > best
              && pat_state_equal (&next, &states[at[slot]]))
            {
              best = at[slot];
              best_move = moves[k];
            }
        }
      g_array_append_val (shorter, best_move);
      i = best;
    }
  g_array_set_size (line, 0);
  g_array_append_vals (line, shorter->data, shorter->len);
}

/* Public API ------------------------------------------------------------------- */

/**
 * pat_solver_limits_init:
 * @limits: (out caller-allocates): limits to set
 *
 * No node, time or depth limit, and the default table cap.
 */
void
pat_solver_limits_init (PatSolverLimits *limits)
{
  g_return_if_fail (limits != NULL);

  memset (limits, 0, sizeof *limits);
  limits->table_entries = PAT_SOLVER_DEFAULT_TABLE_ENTRIES;
  limits->max_depth = PAT_SOLVER_DEFAULT_MAX_DEPTH;
}

/**
 * pat_solver_limits_init_for_nodes:
 * @limits: (out caller-allocates): limits to set
 * @nodes: the node budget, above 0
 *
 * A budget of @nodes positions, no time limit, and a table cap that grows
 * with the budget: the default cap for a budget of less than twice
 * %PAT_SOLVER_TABLE_NODES, doubled each time the budget doubles, up to
 * %PAT_SOLVER_MAX_TABLE_ENTRIES. The table only takes the memory the search
 * fills. A full table forgets positions, and a long search then goes over
 * them again and again.
 */
void
pat_solver_limits_init_for_nodes (PatSolverLimits *limits, guint64 nodes)
{
  g_return_if_fail (nodes > 0);

  pat_solver_limits_init (limits);
  limits->max_nodes = nodes;
  for (guint64 span = 2 * (guint64)PAT_SOLVER_TABLE_NODES;
       nodes >= span && limits->table_entries < PAT_SOLVER_MAX_TABLE_ENTRIES; span *= 2)
    limits->table_entries *= 2;
}

/**
 * pat_solver_solve:
 * @rules: the game
 * @state: the position to start from
 * @limits: (nullable): budgets; %NULL for none and the default table cap
 * @cancellable: (nullable): cancels the search from another thread
 * @line_out: (out) (optional) (transfer full): the winning line, an array of
 *   #PatMove from @state, when the answer is winnable; %NULL otherwise
 * @stats_out: (out) (optional): what the search did
 *
 * Searches for a winning line. Uses no global state: run as many searches at
 * once as there are threads.
 *
 * Returns: winnable (with the line), unwinnable (every line was searched), or
 *   unknown (a budget ran out, or @cancellable was cancelled).
 */
/* A search of @state's game within @limits; @plain for the plain
 * depth-first search of the portfolio, which needs no beams. */
static Solver *
solver_new (const PatRules *rules, const PatSolverLimits *limits,
            GCancellable *cancellable, gboolean plain)
{
  Solver *s = g_new0 (Solver, 1);

  solver_analyse (&s->an, rules);
  if (s->an.playout == PLAYOUT_WASTE && !plain)
    s->an.playout_memo = g_new0 (PlayoutMemo, 1);
  if (limits != NULL)
    s->limits = *limits;
  else
    pat_solver_limits_init (&s->limits);
  s->plain = plain;
  solver_tune (&s->tune, &s->an, s->limits.max_nodes > 0);
  if (!plain)
    {
      if (s->tune.restricted_beams)
        s->second = solver_analyse_restricted (rules);
      if (s->tune.dealing_beams)
        s->second = solver_analyse_dealing_beams (&s->an);
      if (s->second == NULL)
        s->second = solver_analyse_pile_playout (&s->an);
      if (s->second == NULL)
        s->second = solver_analyse_waste_unweighted (&s->an);
      if (s->tune.ahead_beams)
        s->ahead = solver_analyse_ahead_playout (&s->an);
    }
  if (s->limits.table_entries == 0)
    s->limits.table_entries = PAT_SOLVER_DEFAULT_TABLE_ENTRIES;
  s->cancellable = cancellable;
  solver_table_init (&s->table, solver_table_cap (s));
  s->path.mask = 1023;
  s->path.slots = g_new0 (guint64, s->path.mask + 1);
  s->frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  s->pile_hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->pile_scores = g_array_new (FALSE, FALSE, sizeof (gint32));
  s->children = g_array_new (FALSE, FALSE, sizeof (Child));
  s->prefix = g_array_new (FALSE, FALSE, sizeof (PatMove));
  s->scratch = g_array_new (FALSE, FALSE, sizeof (Step));
  s->members = g_array_new (FALSE, FALSE, sizeof (Member));
  solver_keyset_init (&s->arrangements, 4 * MAX_ARRANGEMENTS);
  s->line = g_array_new (FALSE, FALSE, sizeof (PatMove));
  s->start = g_get_monotonic_time ();
  if (s->limits.max_seconds > 0)
    s->deadline
        = s->start
          + (gint64)(MIN (s->limits.max_seconds, MAX_DEADLINE_SECONDS) * G_USEC_PER_SEC);
  return s;
}

static void
solver_free (Solver *s)
{
  if (s->line != NULL)
    g_array_unref (s->line);
  g_array_unref (s->children);
  g_array_unref (s->prefix);
  g_array_unref (s->scratch);
  g_array_unref (s->members);
  solver_keyset_free (&s->arrangements);
  g_array_unref (s->frames);
  g_array_unref (s->pile_hashes);
  g_array_unref (s->pile_scores);
  g_free (s->path.slots);
  g_free (s->table.slots);
  g_free (s->second);
  g_free (s->ahead);
  g_free (s->an.playout_memo);
  g_free (s);
}

/**
 * pat_solver_solve:
 * @rules: the game
 * @state: the position to start from
 * @limits: (nullable): budgets; %NULL for none and the default table cap
 * @cancellable: (nullable): cancels the search from another thread
 * @line_out: (out) (optional) (transfer full): the winning line, an array of
 *   #PatMove from @state, when the answer is winnable; %NULL otherwise
 * @stats_out: (out) (optional): what the search did
 *
 * Searches for a winning line. Uses no global state: run as many searches at
 * once as there are threads.
 *
 * Returns: winnable (with the line), unwinnable (every line was searched), or
 *   unknown (a budget ran out, or @cancellable was cancelled).
 */
PatSolverResult
pat_solver_solve (const PatRules *rules, const PatState *state,
                  const PatSolverLimits *limits, GCancellable *cancellable,
                  GArray **line_out, PatSolverStats *stats_out)
{
  Solver *s, *plain;
  Solver *winner;
  PatSolverResult result;

  if (line_out != NULL)
    *line_out = NULL;
  g_return_val_if_fail (rules != NULL && state != NULL, PAT_SOLVER_UNKNOWN);
  g_return_val_if_fail (state->n_piles == rules->n_piles, PAT_SOLVER_UNKNOWN);

  s = solver_new (rules, limits, cancellable, FALSE);
  plain = solver_new (rules, limits, cancellable, TRUE);
  winner = s;
  if (g_cancellable_is_cancelled (cancellable))
    {
      s->stats.cancelled = TRUE;
      result = PAT_SOLVER_UNKNOWN;
    }
  else
    result = portfolio (s, plain, state, &winner);

  s->stats.seconds = (double)(g_get_monotonic_time () - s->start) / G_USEC_PER_SEC;
  s->stats.nodes += plain->stats.nodes;
  s->stats.pruned += plain->stats.pruned;
  s->stats.forced += plain->stats.forced;
  s->stats.max_depth = MAX (s->stats.max_depth, plain->stats.max_depth);
  s->stats.cancelled |= plain->stats.cancelled;
  s->stats.table_capacity = s->table.capacity;
  s->stats.table_entries = s->table.count;
  s->stats.table_replaced = s->table.replaced;
  g_debug ("%s after %.2f s: %" G_GUINT64_FORMAT " nodes (%" G_GUINT64_FORMAT
           " plain), %" G_GUINT64_FORMAT " pruned, %" G_GUINT64_FORMAT
           " forced, %u deep; table %u of %u, %" G_GUINT64_FORMAT " replaced",
           pat_solver_result_to_string (result), s->stats.seconds, s->stats.nodes,
           plain->stats.nodes, s->stats.pruned, s->stats.forced, s->stats.max_depth,
           s->stats.table_entries, s->stats.table_capacity, s->stats.table_replaced);
  if (stats_out != NULL)
    *stats_out = s->stats;
  if (line_out != NULL && result == PAT_SOLVER_WINNABLE)
    {
      shorten_line (&winner->an, state, winner->line);
      *line_out = g_steal_pointer (&winner->line);
    }

  solver_free (plain);
  solver_free (s);
  return result;
}

/**
 * pat_solver_best_move:
 * @rules: the game
 * @state: the position
 * @move: (out): the move
 *
 * The move a static evaluation likes best, for when no winning line is
 * known: it favours cards home, uncovering the cards the foundations need
 * next, and empty piles.
 *
 * Returns: %FALSE when there is no legal move, or the game is won.
 */
/* The legal moves of @state in @ranked (their move, score and order only),
 * best-looking first; returns how many. */
static guint
rank_moves (const PatRules *rules, const PatState *state, Child *ranked)
{
  g_autofree Analysis *an = g_new (Analysis, 1);
  PatMove moves[MAX_MOVES];
  guint n;
  guint64 key;

  solver_analyse (an, rules);
  if (is_won (an, state))
    return 0;
  key = solver_state_key (an, state);
  n = solver_list_moves (an, state, 0, moves);
  for (guint i = 0; i < n; i++)
    {
      PatState next = *state;

      pat_move_apply (rules, &next, &moves[i]);
      ranked[i].move = moves[i];
      ranked[i].order = i;
      ranked[i].score = is_won (an, &next) ? G_MAXINT32 : solver_evaluate (an, &next);
      /* A move that changes nothing that matters comes last (a deal where
       * the round of stock and waste is one position, not). */
      if (moves[i].kind == PAT_MOVE_CARD && solver_state_key (an, &next) == key)
        ranked[i].score = G_MININT32 + 1;
    }
  qsort (ranked, n, sizeof *ranked, solver_compare_children);
  return n;
}

gboolean
pat_solver_best_move (const PatRules *rules, const PatState *state, PatMove *move)
{
  g_autofree Child *ranked = g_new0 (Child, MAX_MOVES);

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  if (rank_moves (rules, state, ranked) == 0)
    return FALSE;
  *move = ranked[0].move;
  return TRUE;
}

/**
 * pat_solver_safe_move:
 * @rules: the game
 * @state: the position
 * @exclude: cards not to send, as a mask of PAT_SOLVER_CARD_BIT()
 * @move: (out): the move
 *
 * A move of a card to a foundation that can never cost the game: the same
 * proof the search plays such moves by (docs/solver.md, section 6) shows
 * the card is never needed in play again. For auto-play.
 *
 * Returns: whether there is such a move.
 */
gboolean
pat_solver_safe_move (const PatRules *rules, const PatState *state, guint64 exclude,
                      PatMove *move)
{
  g_autofree Analysis *an = g_new (Analysis, 1);

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  solver_analyse (an, rules);
  return !is_won (an, state) && solver_find_safe_move (an, state, exclude, move);
}

/* For a hint when the search could not tell: the best-looking move that a
 * short search does not prove to lose, or, first, one it proves to win.
 * The searches share half of @nodes (0: HINT_CHECK_NODES each); past
 * @deadline (0: none), no more moves are checked. */
static gboolean
unrefuted_move (const PatRules *rules, const PatState *state, guint64 nodes,
                gint64 deadline, GCancellable *cancellable, PatMove *move)
{
  g_autofree Child *ranked = g_new0 (Child, MAX_MOVES);
  guint n = rank_moves (rules, state, ranked);
  guint checks = MIN (n, HINT_CHECKS);
  PatSolverLimits check;
  gint choice = -1;

  if (n == 0)
    return FALSE;
  pat_solver_limits_init (&check);
  check.max_nodes = HINT_CHECK_NODES;
  if (nodes > 0)
    check.max_nodes
        = CLAMP (nodes / (2 * HINT_CHECKS), HINT_CHECK_MIN_NODES, HINT_CHECK_NODES);
  check.table_entries = 1u << 16;
  for (guint i = 0; i < checks; i++)
    {
      PatState next = *state;
      PatSolverResult result;

      if (deadline > 0)
        {
          gint64 left = deadline - g_get_monotonic_time ();

          if (left <= 0)
            break;
          check.max_seconds = (double)left / G_USEC_PER_SEC;
        }
      pat_move_apply (rules, &next, &ranked[i].move);
      result = pat_solver_solve (rules, &next, &check, cancellable, NULL, NULL);
      if (result == PAT_SOLVER_WINNABLE)
        {
          choice = (gint)i;
          break;
        }
      if (result == PAT_SOLVER_UNKNOWN && choice < 0)
        choice = (gint)i;
    }
  /* Every move checked loses: one not checked may not. */
  if (choice < 0)
    choice = checks < n ? (gint)checks : 0;
  *move = ranked[choice].move;
  return TRUE;
}

/**
 * pat_solver_hint:
 * @rules: the game
 * @state: the position
 * @limits: (nullable): budgets for the search; %NULL for
 *   %PAT_SOLVER_HINT_NODES and no time limit
 * @cancellable: (nullable): cancels the search
 * @move: (out): the move to play
 * @result_out: (out) (optional): what the search found
 *
 * The first move of a winning line when the search finds one within
 * @limits. When the search cannot tell, the best-looking move that short
 * searches of a fixed number of positions each do not prove to throw the
 * game away (the position is winnable, for all the hint knows); when the
 * position is lost anyway, pat_solver_best_move(). The time limit of
 * @limits, if any, caps all of it; only when it runs out can the move
 * depend on the machine's speed.
 *
 * Returns: %FALSE when there is no legal move, or the game is won.
 */
gboolean
pat_solver_hint (const PatRules *rules, const PatState *state,
                 const PatSolverLimits *limits, GCancellable *cancellable, PatMove *move,
                 PatSolverResult *result_out)
{
  PatSolverLimits hint_limits;
  g_autoptr (GArray) line = NULL;
  PatSolverResult result;
  gint64 deadline = 0;

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  if (limits == NULL)
    {
      pat_solver_limits_init (&hint_limits);
      hint_limits.max_nodes = PAT_SOLVER_HINT_NODES;
      limits = &hint_limits;
    }
  if (limits->max_seconds > 0)
    deadline
        = g_get_monotonic_time ()
          + (gint64)(MIN (limits->max_seconds, MAX_DEADLINE_SECONDS) * G_USEC_PER_SEC);
  result = pat_solver_solve (rules, state, limits, cancellable, &line, NULL);
  if (result_out != NULL)
    *result_out = result;
  if (result == PAT_SOLVER_WINNABLE)
    {
      if (line->len == 0)
        return FALSE;
      *move = g_array_index (line, PatMove, 0);
      return TRUE;
    }
  if (result == PAT_SOLVER_UNWINNABLE)
    return pat_solver_best_move (rules, state, move);
  return unrefuted_move (rules, state, limits->max_nodes, deadline, cancellable, move);
}

const char *
pat_solver_result_to_string (PatSolverResult result)
{
  switch (result)
    {
      case PAT_SOLVER_WINNABLE:
        return "winnable";
      case PAT_SOLVER_UNWINNABLE:
        return "unwinnable";
      case PAT_SOLVER_UNKNOWN:
        return "unknown";
      default:
        g_return_val_if_reached ("unknown");
    }
}
