/* pat-odds.c — the odds of a position from what the player can see
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-odds"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pat-odds.h"

/* The solver answers for a position whose every card it knows. The odds
 * answer for what the player knows: the cards hidden from them are drawn
 * at random, consistently with all they have seen, many times over, and
 * each such deal is solved with a small budget. The share won is the share
 * of the deals that look like this one that can be won. A hint that does
 * not peek chooses the move that wins the most of the same deals.
 *
 * Every draw starts from the hidden cards sorted, never from their order in
 * the position, so the deals drawn, and the odds and the hint, depend only
 * on what the player sees and on the seed: the same position with its
 * hidden cards in another order gets the same answer. */

/* Moves a hint weighs over every sample: the ones that began the most
 * winning lines of the samples. */
#define HINT_CANDIDATES 3
/* The transposition table of a sample's search: room for its budget, and
 * small enough that a hundred searches do not spend their time clearing
 * memory. */
#define MIN_TABLE_ENTRIES (1u << 12)

/**
 * pat_seen_init:
 *
 * Nothing known of the face-down cards: for a position read without its
 * history.
 */
void
pat_seen_init (PatSeen *seen)
{
  g_return_if_fail (seen != NULL);

  memset (seen, 0, sizeof *seen);
}

static gboolean
tableau_all_face_up (const PatRules *rules, const PatState *state)
{
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].kind == PAT_PILE_TABLEAU)
      for (guint i = 0; i < pat_state_len (state, p); i++)
        if (pat_card_is_face_down (pat_state_pile (state, p)[i]))
          return FALSE;
  return TRUE;
}

/**
 * pat_seen_from_session:
 * @seen: (out): what the player knows of the current position of @session
 * @session: the game, with its history
 *
 * Follows the game from its start to the current position. Cards only turn
 * face down by a redeal: turning the waste over puts the cards the player
 * has just seen back into the stock in an order they know, and so does
 * gathering a tableau whose cards all lay face up; a shuffle hides the
 * order again. Deals and refills take cards off the stock's top, which
 * keeps what is known of the cards under them. Moves undone do not count.
 */
void
pat_seen_from_session (PatSeen *seen, const PatSession *session)
{
  const PatRules *rules;
  gboolean stock_known[PAT_MAX_CARDS] = { FALSE };
  guint position;
  const PatState *state;

  g_return_if_fail (seen != NULL && session != NULL);

  pat_seen_init (seen);
  rules = pat_session_get_rules (session);
  if (rules->stock < 0)
    return;
  position = pat_session_get_position (session);

  for (guint i = 1; i <= position; i++)
    {
      const PatState *before = pat_session_get_state_at (session, i - 1);
      const PatState *after = pat_session_get_state_at (session, i);
      const PatMove *move = pat_session_get_move (session, i - 1);
      guint stock_before = pat_state_len (before, (guint)rules->stock);
      guint stock_after = pat_state_len (after, (guint)rules->stock);

      if (move->kind == PAT_MOVE_REDEAL)
        {
          gboolean gathered_known = tableau_all_face_up (rules, before);

          for (guint j = 0; j < PAT_MAX_CARDS; j++)
            switch (rules->variant->redeal)
              {
                case PAT_REDEAL_WASTE_TO_STOCK:
                  /* What was left of the stock stays below the waste. */
                  if (j >= stock_before)
                    stock_known[j] = TRUE;
                  break;
                case PAT_REDEAL_GATHER_TABLEAU:
                  stock_known[j] = gathered_known;
                  break;
                case PAT_REDEAL_SHUFFLE_TABLEAU:
                case PAT_REDEAL_NONE:
                default:
                  stock_known[j] = FALSE;
                  break;
              }
        }
      else if (stock_after > stock_before)
        /* Nothing but a redeal fills the stock; should a game do it, the
         * new cards are hidden. */
        for (guint j = stock_before; j < stock_after; j++)
          stock_known[j] = FALSE;
    }

  state = pat_session_get_state (session);
  for (guint j = 0; j < pat_state_len (state, (guint)rules->stock); j++)
    {
      guint index = pat_state_start (state, (guint)rules->stock) + j;

      seen->known[index] = stock_known[j] && pat_card_is_face_down (state->cards[index]);
    }
}

static gboolean
future_shuffles (const PatRules *rules, const PatState *state)
{
  return rules->variant->redeal == PAT_REDEAL_SHUFFLE_TABLEAU && rules->redeals > 0
         && state->redeals_left > 0;
}

static gboolean
is_hidden (const PatState *state, const PatSeen *seen, guint index)
{
  return pat_card_is_face_down (state->cards[index])
         && (seen == NULL || !seen->known[index]);
}

static guint
n_cards (const PatState *state)
{
  return state->n_piles > 0 ? state->end[state->n_piles - 1] : 0;
}

/**
 * pat_odds_hides:
 * @seen: (nullable): what is known of the face-down cards; %NULL: nothing
 *
 * Returns: whether the player cannot see all that decides the game: a
 *   face-down card not known, or a shuffle to come.
 */
gboolean
pat_odds_hides (const PatRules *rules, const PatState *state, const PatSeen *seen)
{
  g_return_val_if_fail (rules != NULL && state != NULL, FALSE);

  if (future_shuffles (rules, state))
    return TRUE;
  for (guint i = 0; i < n_cards (state); i++)
    if (is_hidden (state, seen, i))
      return TRUE;
  return FALSE;
}

static int
compare_cards (const void *a, const void *b)
{
  return (int)*(const PatCard *)a - (int)*(const PatCard *)b;
}

/**
 * pat_odds_sample:
 * @seen: (nullable): what is known of the face-down cards; %NULL: nothing
 * @rand: draws the hidden cards
 * @sample: (out): @state with its hidden cards dealt anew
 *
 * A deal that looks to the player like @state: every card they see, or
 * have seen where it lies, in its place; the hidden cards shuffled among
 * the places of hidden cards; and, where redeals shuffle, another deal
 * number, which draws other shuffles.
 */
void
pat_odds_sample (const PatRules *rules, const PatState *state, const PatSeen *seen,
                 GRand *rand, PatState *sample)
{
  PatCard hidden[PAT_MAX_CARDS];
  guint n = 0, k = 0;

  g_return_if_fail (rules != NULL && state != NULL && rand != NULL && sample != NULL);

  *sample = *state;
  for (guint i = 0; i < n_cards (state); i++)
    if (is_hidden (state, seen, i))
      hidden[n++] = pat_card_face_up (state->cards[i]);
  qsort (hidden, n, sizeof *hidden, compare_cards);
  for (guint i = n; i > 1; i--)
    {
      guint j = (guint)g_rand_int_range (rand, 0, (gint32)i);
      PatCard swap = hidden[i - 1];

      hidden[i - 1] = hidden[j];
      hidden[j] = swap;
    }
  for (guint i = 0; i < n_cards (state); i++)
    if (is_hidden (state, seen, i))
      sample->cards[i] = pat_card_face_down (hidden[k++]);
  if (future_shuffles (rules, state))
    sample->deal = pat_deal_random (rand);
}

/**
 * pat_odds_limits_init:
 *
 * The defaults: PAT_ODDS_DEFAULT_SAMPLES samples of PAT_ODDS_DEFAULT_NODES
 * positions, seed PAT_ODDS_DEFAULT_SEED, no time cap.
 */
void
pat_odds_limits_init (PatOddsLimits *limits)
{
  g_return_if_fail (limits != NULL);

  limits->samples = PAT_ODDS_DEFAULT_SAMPLES;
  limits->nodes = PAT_ODDS_DEFAULT_NODES;
  limits->seed = PAT_ODDS_DEFAULT_SEED;
  limits->max_seconds = 0;
}

/**
 * pat_odds_wilson:
 * @low: (out): the lower bound
 * @high: (out): the upper bound
 *
 * The Wilson score interval at 95 % for @k successes in @n trials.
 */
void
pat_odds_wilson (guint k, guint n, double *low, double *high)
{
  const double z = 1.959963984540054;
  double p, denominator, centre, half;

  g_return_if_fail (low != NULL && high != NULL);

  if (n == 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  p = (double)k / n;
  denominator = 1 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denominator;
  half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;
  *low = MAX (0, centre - half);
  *high = MIN (1, centre + half);
}

static void
odds_finish (PatOdds *odds)
{
  guint decided = odds->won + odds->lost;
  double unused;

  odds->estimate = decided > 0 ? (double)odds->won / decided : 0.5;
  if (odds->exact)
    {
      odds->low = odds->unknown > 0 ? 0 : odds->estimate;
      odds->high = odds->unknown > 0 ? 1 : odds->estimate;
      return;
    }
  pat_odds_wilson (odds->won, odds->samples, &odds->low, &unused);
  pat_odds_wilson (odds->won + odds->unknown, odds->samples, &unused, &odds->high);
}

static void
count (PatOdds *odds, PatSolverResult result, guint times)
{
  if (result == PAT_SOLVER_WINNABLE)
    odds->won += times;
  else if (result == PAT_SOLVER_UNWINNABLE)
    odds->lost += times;
  else
    odds->unknown += times;
}

/* A search of @nodes positions; past @deadline (0: none) it is unknown. */
static PatSolverResult
solve (const PatRules *rules, const PatState *state, guint64 nodes, gint64 deadline,
       GCancellable *cancellable, GArray **line, guint64 *spent)
{
  PatSolverLimits limits;
  PatSolverStats stats;
  PatSolverResult result;
  guint entries = MIN_TABLE_ENTRIES;

  if (line != NULL)
    *line = NULL;
  if (deadline > 0)
    {
      gint64 left = deadline - g_get_monotonic_time ();

      if (left <= 0)
        return PAT_SOLVER_UNKNOWN;
    }
  pat_solver_limits_init_for_nodes (&limits, nodes);
  while (entries < 4 * nodes && entries < limits.table_entries)
    entries *= 2;
  limits.table_entries = entries;
  if (deadline > 0)
    limits.max_seconds = (double)(deadline - g_get_monotonic_time ()) / G_USEC_PER_SEC;
  result = pat_solver_solve (rules, state, &limits, cancellable, line, &stats);
  *spent += stats.nodes;
  return result;
}

static gint64
deadline_for (const PatOddsLimits *limits)
{
  if (limits->max_seconds <= 0)
    return 0;
  return g_get_monotonic_time () + (gint64)(limits->max_seconds * G_USEC_PER_SEC);
}

/* Odds without a search where the game is over or nothing is hidden. */
static gboolean
odds_known (const PatRules *rules, const PatState *state, const PatSeen *seen,
            const PatOddsLimits *limits, gint64 deadline, GCancellable *cancellable,
            PatOdds *odds)
{
  PatStatus status = pat_state_status (state, rules);
  PatSolverResult result;

  memset (odds, 0, sizeof *odds);
  odds->samples = limits->samples;
  odds->exact = TRUE;
  if (status == PAT_STATUS_WON)
    result = PAT_SOLVER_WINNABLE;
  else if (status == PAT_STATUS_LOST)
    result = PAT_SOLVER_UNWINNABLE;
  else if (!pat_odds_hides (rules, state, seen))
    result = solve (rules, state, limits->samples * limits->nodes, deadline, cancellable,
                    NULL, &odds->nodes);
  else
    {
      odds->exact = FALSE;
      return FALSE;
    }
  count (odds, result, limits->samples);
  odds_finish (odds);
  return TRUE;
}

/**
 * pat_odds_estimate:
 * @rules: the game
 * @state: the position
 * @seen: (nullable): what the player knows of its face-down cards (see
 *   pat_seen_from_session()); %NULL: nothing
 * @limits: (nullable): the samples, their budget and the seed; %NULL: the
 *   defaults
 * @cancellable: (nullable): cancels the work from another thread
 * @odds: (out): won, lost and unknown of the samples, and the odds
 *
 * Draws @limits->samples deals that look like @state to the player (see
 * pat_odds_sample()) and solves each within @limits->nodes positions.
 * Where nothing is hidden, every sample is @state: it is solved once, with
 * the budget of all the samples, and the odds are its verdict. The answer
 * is the same on every machine for the same seed, unless the time cap cuts
 * it short: then it counts the samples done, the first of the same draw
 * (@odds->samples says how many).
 *
 * Returns: %FALSE when cancelled.
 */
gboolean
pat_odds_estimate (const PatRules *rules, const PatState *state, const PatSeen *seen,
                   const PatOddsLimits *limits, GCancellable *cancellable, PatOdds *odds)
{
  PatOddsLimits defaults;
  g_autoptr (GRand) rand = NULL;
  gint64 deadline;

  g_return_val_if_fail (rules != NULL && state != NULL && odds != NULL, FALSE);
  g_return_val_if_fail (state->n_piles == rules->n_piles, FALSE);

  if (limits == NULL)
    {
      pat_odds_limits_init (&defaults);
      limits = &defaults;
    }
  g_return_val_if_fail (limits->samples > 0 && limits->nodes > 0, FALSE);

  deadline = deadline_for (limits);
  if (!odds_known (rules, state, seen, limits, deadline, cancellable, odds))
    {
      rand = g_rand_new_with_seed (limits->seed);
      odds->samples = 0;
      for (guint i = 0; i < limits->samples && !g_cancellable_is_cancelled (cancellable);
           i++)
        {
          PatState sample;
          PatSolverResult result;

          pat_odds_sample (rules, state, seen, rand, &sample);
          result = solve (rules, &sample, limits->nodes, deadline, cancellable, NULL,
                          &odds->nodes);
          /* Past the cap the odds are those of the samples done: the same
           * first ones as without it, so a busy machine answers with fewer
           * samples and a wider interval, never a different draw. */
          if (result == PAT_SOLVER_UNKNOWN && deadline > 0
              && g_get_monotonic_time () >= deadline)
            break;
          count (odds, result, 1);
          odds->samples++;
        }
      odds_finish (odds);
    }
  return !g_cancellable_is_cancelled (cancellable);
}

typedef struct
{
  PatMove move;
  guint votes;
  guint order;
} Candidate;

static gboolean
same_move (const PatMove *a, const PatMove *b)
{
  return a->kind == b->kind && a->from == b->from && a->to == b->to
         && (a->kind != PAT_MOVE_CARD || a->count == b->count);
}

static int
compare_candidates (const void *a, const void *b)
{
  const Candidate *x = a, *y = b;

  if (x->votes != y->votes)
    return x->votes > y->votes ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

/* A position the game may come back to once: the stock gone through
 * again to play a card seen on the pass before. */
#define MAX_VISITS 2

/* Whether @move takes @state back to a position the game has been through
 * MAX_VISITS times already (of the @n_visited before it): a hint that does
 * is a loop, dealing round and round the stock without a play. Every card
 * of those positions was seen. */
static gboolean
revisits (const PatRules *rules, const PatState *state, const PatMove *move,
          const PatState *visited, guint n_visited)
{
  PatState next = *state;
  guint visits = 0;

  if (n_visited == 0)
    return FALSE;
  pat_move_apply (rules, &next, move);
  for (guint i = 0; i < n_visited; i++)
    if (pat_state_equal (&next, &visited[i]))
      visits++;
  return visits >= MAX_VISITS;
}

static gboolean
hint (const PatRules *rules, const PatState *state, const PatSeen *seen,
      const PatState *visited, guint n_visited, const PatOddsLimits *limits,
      GCancellable *cancellable, PatMove *move, PatOdds *odds_out)
{
  PatOddsLimits defaults;
  g_autoptr (GRand) rand = NULL;
  g_autofree PatState *samples = NULL;
  g_autofree Candidate *candidates = NULL;
  g_autofree guint *wins = NULL;
  PatMove moves[PAT_MAX_MOVES];
  PatOdds odds;
  guint n_moves, n_candidates = 0, best = 0;
  gint64 deadline;

  if (limits == NULL)
    {
      pat_odds_limits_init (&defaults);
      limits = &defaults;
    }
  g_return_val_if_fail (limits->samples > 0 && limits->nodes > 0, FALSE);

  if (pat_state_status (state, rules) != PAT_STATUS_PLAYING)
    return FALSE;
  deadline = deadline_for (limits);

  if (!pat_odds_hides (rules, state, seen))
    {
      PatSolverLimits exact;
      PatSolverResult result;

      pat_solver_limits_init_for_nodes (&exact, limits->samples * limits->nodes);
      exact.max_seconds = limits->max_seconds;
      if (!pat_solver_hint (rules, state, &exact, cancellable, move, &result))
        return FALSE;
      if (odds_out != NULL)
        {
          memset (odds_out, 0, sizeof *odds_out);
          odds_out->samples = limits->samples;
          odds_out->exact = TRUE;
          count (odds_out, result, limits->samples);
          odds_finish (odds_out);
        }
      return !g_cancellable_is_cancelled (cancellable);
    }

  rand = g_rand_new_with_seed (limits->seed);
  samples = g_new (PatState, limits->samples);
  for (guint i = 0; i < limits->samples; i++)
    pat_odds_sample (rules, state, seen, rand, &samples[i]);

  /* The moves are those of a sample: they do not depend on hidden cards,
   * and this way no answer can. */
  n_moves = pat_moves_list (rules, &samples[0], moves, PAT_MAX_MOVES);
  if (n_moves == 0)
    return FALSE;
  candidates = g_new0 (Candidate, n_moves);

  memset (&odds, 0, sizeof odds);
  odds.samples = limits->samples;
  for (guint i = 0; i < limits->samples; i++)
    {
      g_autoptr (GArray) line = NULL;
      PatSolverResult result = solve (rules, &samples[i], limits->nodes, deadline,
                                      cancellable, &line, &odds.nodes);
      guint c;

      count (&odds, result, 1);
      if (line == NULL || line->len == 0)
        continue;
      for (c = 0; c < n_candidates; c++)
        if (same_move (&candidates[c].move, &g_array_index (line, PatMove, 0)))
          break;
      if (c == n_candidates)
        {
          if (!pat_move_check (rules, &samples[0], &g_array_index (line, PatMove, 0),
                               NULL)
              || revisits (rules, state, &g_array_index (line, PatMove, 0), visited,
                           n_visited))
            continue;
          candidates[c].move = g_array_index (line, PatMove, 0);
          candidates[c].order = c;
          n_candidates++;
        }
      candidates[c].votes++;
    }
  odds_finish (&odds);
  if (odds_out != NULL)
    *odds_out = odds;
  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;

  if (n_candidates == 0)
    {
      PatSolverLimits one;

      pat_solver_limits_init_for_nodes (&one, limits->nodes);
      if (!pat_solver_hint (rules, &samples[0], &one, cancellable, move, NULL)
          || g_cancellable_is_cancelled (cancellable))
        return FALSE;
      if (!revisits (rules, state, move, visited, n_visited))
        return TRUE;
      for (guint i = 0; i < n_moves; i++)
        if (!revisits (rules, state, &moves[i], visited, n_visited))
          {
            *move = moves[i];
            return TRUE;
          }
      return FALSE;
    }

  qsort (candidates, n_candidates, sizeof *candidates, compare_candidates);
  n_candidates = MIN (n_candidates, HINT_CANDIDATES);
  wins = g_new0 (guint, n_candidates);
  for (guint c = 0;
       n_candidates > 1 && c < n_candidates && !g_cancellable_is_cancelled (cancellable);
       c++)
    {
      for (guint i = 0; i < limits->samples; i++)
        {
          PatState next = samples[i];

          pat_move_apply (rules, &next, &candidates[c].move);
          if (pat_state_status (&next, rules) == PAT_STATUS_WON
              || solve (rules, &next, limits->nodes, deadline, cancellable, NULL,
                        &odds.nodes)
                     == PAT_SOLVER_WINNABLE)
            wins[c]++;
        }
      if (wins[c] > wins[best])
        best = c;
    }
  if (odds_out != NULL)
    odds_out->nodes = odds.nodes;
  *move = candidates[best].move;
  return !g_cancellable_is_cancelled (cancellable);
}

/**
 * pat_odds_hint:
 * @seen: (nullable): what the player knows of the face-down cards
 * @limits: (nullable): the samples, their budget and the seed
 * @move: (out): the move
 * @odds_out: (out) (optional): the odds of @state, from the same samples
 *
 * A hint that does not peek: the move with the best odds over deals that
 * look like @state. Each sample is solved; the moves that begin the most
 * of the winning lines found (at most HINT_CANDIDATES) are each played in
 * every sample and solved again, and the one that wins the most samples is
 * the hint. When no sample is won, the solver's hint for the first sample.
 * Where nothing is hidden it is pat_solver_hint() with the budget of all
 * the samples.
 *
 * Returns: whether there is a move to suggest; %FALSE too when cancelled.
 */
gboolean
pat_odds_hint (const PatRules *rules, const PatState *state, const PatSeen *seen,
               const PatOddsLimits *limits, GCancellable *cancellable, PatMove *move,
               PatOdds *odds_out)
{
  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);
  g_return_val_if_fail (state->n_piles == rules->n_piles, FALSE);

  return hint (rules, state, seen, NULL, 0, limits, cancellable, move, odds_out);
}

/**
 * pat_odds_hint_for_session:
 * @session: the game: its current position, and its history, which says
 *   what the player has seen
 * @limits: (nullable): the samples, their budget and the seed
 * @move: (out): the move
 * @odds_out: (out) (optional): the odds of the current position
 *
 * pat_odds_hint() for the current position of @session, with what the
 * player has seen of it (pat_seen_from_session()), never suggesting a move
 * back to a position the game has been through twice: the samples' winning
 * lines often begin with a deal, and a hint that dealt round and round the
 * stock would never play. Once is allowed, for a pass through the stock to
 * reach a card seen on the pass before.
 *
 * Returns: whether there is a move to suggest; %FALSE too when cancelled.
 */
gboolean
pat_odds_hint_for_session (const PatSession *session, const PatOddsLimits *limits,
                           GCancellable *cancellable, PatMove *move, PatOdds *odds_out)
{
  guint position;
  g_autofree PatState *visited = NULL;
  PatSeen seen;

  g_return_val_if_fail (session != NULL && move != NULL, FALSE);

  position = pat_session_get_position (session);
  visited = g_new (PatState, MAX (position, 1));
  for (guint i = 0; i < position; i++)
    visited[i] = *pat_session_get_state_at (session, i);
  pat_seen_from_session (&seen, session);
  return hint (pat_session_get_rules (session), pat_session_get_state (session), &seen,
               visited, position, limits, cancellable, move, odds_out);
}
