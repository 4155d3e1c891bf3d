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

/* How the search works, and why each shortcut keeps its answers true.
 *
 * The search is depth-first over the engine's own legal moves: the engine
 * says what is legal and plays every move, compulsory actions and seeded
 * redeals included, so the solver cannot disagree with the game. It sees
 * every card, face down or in the stock.
 *
 * Positions already searched are remembered in a transposition table of
 * 64-bit hashes. Finding a win is a question of reachability, so a position
 * met a second time never needs searching again: if a win could be reached
 * from it, the search that met it first is still on its way there, or found
 * it. The same covers cycles (a card shuttled between two bare Queens, a
 * foundation card taken back and sent home again): the positions on the
 * current line are kept apart from the table, so a full table that forgets
 * entries costs time, never a wrong answer, and never an endless loop. Two
 * different positions share a 64-bit hash with a chance too small to count.
 *
 * Positions are hashed up to equivalence: face-down flags are left out (with
 * every card known, a face-down card only differs in that it cannot move, and
 * the engine turns it up as soon as it is exposed; where runs move, a card
 * turned up and covered again by the run it lay under could move with that
 * run, but moving it alone and then the run onto it ends in the same place);
 * piles of a group that no rule tells apart are hashed as a set rather than a
 * sequence; and in games where no rule looks at suits, cards are hashed by
 * rank alone. A pile group is told apart by its order when a pile takes only
 * one suit, when it is refilled from the stock, when the stock is dealt onto
 * one of its piles, or, while redeals remain, when a redeal gathers it.
 * Where the waste goes back to the stock as often as the player likes
 * (Klondike), the positions of one round of stock and waste that reach one
 * another are one position, and the search plays a waste card after the
 * deals that bring it up (see analyse_talon()).
 *
 * Moves that cannot lead anywhere new are not tried:
 *
 * - a card put back where it just came from gives back the position before
 *   (up to face-down flags), which is on the current line;
 * - a card (or run) moved twice running, A to B then B to C, when A to C was
 *   legal before: that gives exactly the position the direct move gives,
 *   which is searched as a sibling (not when a forced move came in between);
 * - of several empty piles that no rule tells apart, only the first is tried
 *   as a target, and a whole pile is not moved to another empty pile of its
 *   group: both give the same position up to the order of piles;
 * - a card brought out of a home pile, out of a reserve of one card that
 *   nothing goes to, or (where a deal turns one card and the round of stock
 *   and waste is one position, see analyse_talon()) out of the waste, and put
 *   on a pile in play, is followed only by a move that uses it: a move onto
 *   its pile X, or (out of a home pile) a move to or from the home pile it
 *   left, but for c going straight back, which undoes it. Take any line that
 *   brings such a card c out to X and does not use it at once, and bring c
 *   out only just before its first use instead. Every move in between stays
 *   legal: it neither goes onto X nor takes from it (so it leaves c and the
 *   cards under c alone), nor, out of a home pile, takes from or adds to the
 *   home pile c left; so where c lay makes no difference to it, and X at
 *   worst is empty for longer. Nothing else depends on where c is where this
 *   is done: no stock but such a round (which brings every other card up with
 *   c in it as well), no other redeal, no refill, no hook on new foundations,
 *   no shuffles between home piles. If the first use takes c off X instead,
 *   alone, c could have gone straight where it goes; with cards under it,
 *   they can go first, and c after them, on the same card as before, and that
 *   brings c out later than before. (Where a pile in play takes cards from X
 *   that c's old pile cannot give it, a move off X stays a use.) If the use
 *   is itself a card brought out onto c, the two go out together, one
 *   straight after the other. Each step brings a card out later, or leaves
 *   one card fewer waiting, so every winning line has a twin of the same
 *   length in which each card brought out is used at once, and the search
 *   only follows such lines. A position reached by bringing a card out has
 *   its own key (the pile and the card mixed into the hash), as fewer of its
 *   moves are tried; it is not searched at all when no move could use the
 *   card; and when the card brought out is sent home again by a safe move,
 *   the move home was a sibling;
 * - where the waste holds one card and the next is turned only once it is
 *   played, a waste card put in play is followed at once by the deal, the
 *   redeal or the move onto it that it waited for (see analyse_placing()).
 *
 * Safe moves to a foundation are played without trying anything else, where
 * a rule proves that the position after them is at least as good. The proof
 * is the same everywhere: a position P' that is P with some cards taken out
 * of play (sent home) can copy every line from P, leaving out the moves of
 * those cards, as long as no other card ever needs them. A card c is safe
 * when:
 *
 * - it goes to a foundation of the only group of home piles that ever takes
 *   cards like it, and cards never move from one home pile to another;
 * - every copy of the card before it in the foundation's sequence is home:
 *   then no other foundation still waits for a card like c below where c
 *   goes now. (Without this rule a second copy of c could be needed under a
 *   foundation that lags behind, and the copy sent early would be missed.
 *   When another foundation waits at the same height, the other copy goes
 *   there instead, since identical cards and foundations of one group are
 *   interchangeable.)
 * - no card still in play can ever be built on it: every card that can be
 *   built on c directly (or, where cards can be taken back from the
 *   foundations, on c or on anything below c in its suit, again and again)
 *   is home in every copy. Where a pile takes any card whatever its top, c
 *   is never a base that anything needs;
 * - no redeal shuffles it with other cards while redeals remain (the shuffle
 *   would change), its pile is not refilled from the stock when it leaves
 *   (refills would go elsewhere), and it does not leave a pile empty that
 *   then takes nothing.
 * - it is not a waste card where the stock is dealt several cards at a time:
 *   without it, later deals would turn up other cards together.
 *
 * Order-keeping redeals (the waste turned over, the tableau gathered) keep
 * the argument when the stock is dealt a card at a time: the cards taken out
 * are simply missing from the new stock.
 * A hook that limits new foundations (Laggard Lady) is checked once more
 * after the move, for the cards that may still start one.
 *
 * Where a card can always be taken back from its foundation and a round of
 * stock and waste feeds the piles (Klondike), the depth-first search also
 * sends home every card that could at once be taken back to where it lies,
 * the card under it staying as it is (see analyse_undo_home()).
 *
 * A position where two cards lock each other in a pile for good is lost,
 * and neither search goes on from it (see analyse_locks()). With one deck,
 * a position where some card can never leave its pile is lost too (see
 * analyse_strands()).
 *
 * Where cards move freely between home piles (Idle Aces), the search takes
 * all arrangements of the same cards over those piles as one position (see
 * analyse_merged() for the proof that each reaches the others), and plays a
 * card home whenever some arrangement takes it, with the shuffles to get
 * there found by a small breadth-first search; where no arrangement of the
 * ranks takes it (see ranks_fit()), none is looked for.
 *
 * Moves are tried best first, by a static evaluation of the position they
 * lead to: cards home, how deep the cards the foundations need next are
 * buried (once for all the empty foundations that want the same cards),
 * cards lying on a card their foundation needs first, face-down cards, empty
 * piles, cards already in sequence, and redeals kept for later where the
 * redeals may come at any moment. Where every card comes from the stock
 * and goes home, waiting at most on piles that only give cards home
 * (Jubilee, Idle Aces), the cards a greedy playout of the rest of the game
 * gets home come first (see analyse_playout()). A run moved between piles
 * that does nothing else (see is_idle()) comes last.
 *
 * A depth-first search commits to its first choices and can wander for
 * millions of moves in games where cards shuttle freely. So it is paused,
 * now and then, for a beam search of growing width (the best few thousand
 * positions of each depth), which finds most long wins quickly but proves
 * nothing when it fails; the depth-first search, resumed where it stopped,
 * alone decides "unwinnable", and goes on before the next beam where it
 * seems near its end. Under a node budget, a beam that would not get to
 * the end in its share of the positions left is narrowed to one that would
 * (fitting_width()). Where the waste feeds the home piles alone (Idle
 * Aces), a beam ranks positions by their playout alone and draws lots
 * between equal ones, and under a node budget beams go on, with new lots,
 * while the budget lasts (see beam_score()); every other second beam plays
 * out looking one card ahead (see analyse_ahead_playout()). A child that
 * stands where its parent's playout goes next is not played out again (see
 * playout_parent_init()), a playout that comes where another passed
 * stops there (see waste_playout_run()), and a beam that meets a position
 * whose playout wins goes on from it alone. Where cards can be taken back
 * from the foundations and a stock brings cards into play, beams also try the game
 * without taking back: a smaller game whose wins are wins of the real one. Where runs
 * built on one another move card by card through empty piles and there is no stock (King
 * Albert), beams also move a whole run as one step: half way, such a move looks poor to
 * the evaluation, and a beam would drop it before the run arrives. Each of its moves is
 * checked by the engine, so a beam's line is a line of legal moves all the same.
 *
 * Every choice of the search counts positions, never time: a position, its
 * rules and a node budget give the same answer and the same line on any
 * machine under any load. A time limit only stops the search, which then
 * answers "unknown", as when it is cancelled.
 *
 * Finally the winning line loses its detours: from each position on it, the
 * move that reaches the latest later position at once. */

/* The depth-first search alone decides "unwinnable"; it is interrupted by
 * beam searches of growing width, which often find a long winning line long
 * before the depth-first search gets there. The depth-first search always
 * gets at least as many positions as the beams had, so that proofs are
 * delayed by half at most, and more where it nears its end (see
 * dfs_progress()); where beams draw lots (Idle Aces), a sixteenth.
 * Where cards can come back from the foundations, each width is tried
 * again in the game without that (any win there is a win), where there are
 * fewer positions to wander through. Under a node budget, each pass of
 * beams may take half the positions left, and each width is narrowed to
 * what fits in that share (Indian deals 1-200 at 5 s: 97 % won against
 * 95.5 % with the widths as they are, where the third beam was always cut
 * off), and a width no wider than the last of its evaluation is left out:
 * it would search the same positions again. The clock plays no part: a
 * time limit only stops the search, like a cancellation. */
static PatSolverResult
search (Solver *s, const PatState *root)
{
  static const guint widths[] = { 200, 1000, 5000, 20000 };
  guint64 slice = 20000;
  guint64 beam_nodes = 0;
  /* Each evaluation's last width and the positions it expanded: the first
   * pass's, the second's and the second's looking ahead. */
  guint last_width[3] = { 0, 0, 0 };
  guint64 last_nodes[3] = { 0, 0, 0 };
  gboolean budgeted = s->limits.max_nodes > 0;
  /* Beams that draw lots between equal positions (see beam_score()) go on
   * while the node budget left holds one, each with other lots: a few
   * narrow beams drawing different lots win more deals than one wide beam
   * in the same time. Each width is run twice, then doubled, and narrowed
   * to what fits. Idle Aces deals 1-100 at 5 s: 55 won, against 52 with the
   * widths below and 38 before beams drew lots. */
  gboolean by_lot = budgeted && s->an.playout == PLAYOUT_WASTE;
  gboolean beams_done = FALSE;
  double last_progress = 1; /* dfs_progress() at the last look */
  RunResult run = dfs_start (s, root);

  for (guint round = 0; run == RUN_PAUSED; round++)
    {
      guint64 dfs_nodes = s->stats.nodes - beam_nodes;
      /* Drawing lots, the depth-first search keeps to a sixteenth of the
       * positions the beams had: it has proven no Idle Aces deal lost, and
       * the time goes to beams. Idle Aces deals 1-200 at 5 s: 133 won
       * against 126 with as many positions as the beams, which it all
       * won too (131 with a sixty-fourth). */
      guint64 share = by_lot ? beam_nodes / 16 : beam_nodes;
      gboolean ran = FALSE;

      if (!beams_done)
        run = dfs_run (s, s->stats.nodes + MAX (slice, share) - MIN (dfs_nodes, share));
      else
        run = dfs_run (s, G_MAXUINT64);
      /* A depth-first search that moves on towards its end goes on, for
       * as many positions again, before the next beams (see
       * dfs_progress()). */
      for (double progress = dfs_progress (s);
           run == RUN_PAUSED && !beams_done && !by_lot && progress >= DFS_NEAR_END
           && progress >= 2 * last_progress;
           progress = dfs_progress (s))
        {
          last_progress = progress;
          run = dfs_run (s, s->stats.nodes + (s->stats.nodes - beam_nodes));
        }
      last_progress = dfs_progress (s);
      /* Drawing lots, the share alone paces the depth-first search. */
      if (!by_lot)
        slice *= 4;
      if (run != RUN_PAUSED || beams_done)
        break;
      for (guint pass = 0; pass < 2; pass++)
        {
          const Analysis *an = pass == 0 ? &s->an : s->second;
          /* A pass may take half the positions left: the first, which wins
           * most deals (Klondike draw one: 43 of the 45 beam wins of deals
           * 1-200), gets the larger share. Against a third each, it won
           * Klondike draw one deal 53 within 5 s, where the depth-first
           * search still proved deals 4 and 9 lost. */
          guint64 until = G_MAXUINT64;
          guint64 before = s->stats.nodes;
          guint width = by_lot ? widths[0] << MIN (round / 2, 16) : widths[round];
          gboolean won;
          guint slot = pass;

          /* Drawing lots, every other second beam plays out looking ahead
           * instead of pile by pile (see analyse_ahead_playout()), with its
           * own record of width and positions. Idle Aces deals 1-200 at 5 s: 116
           * won in each of two runs, against 113 and 114 (deals 1-40: 25
           * against 21). */
          if (by_lot && pass == 1 && round % 2 == 0 && s->ahead != NULL)
            {
              an = s->ahead;
              slot = 2;
            }
          if (an == NULL)
            continue;
          if (budgeted)
            {
              guint64 half
                  = s->limits.max_nodes > before ? (s->limits.max_nodes - before) / 2 : 0;

              until = before + half;
              width = fitting_width (width, last_width[slot], last_nodes[slot], half);
            }
          /* The same width again would search the same positions, unless
           * it draws other lots. */
          if (by_lot ? width < widths[0] : width <= last_width[slot])
            continue;
          won = beam_search (s, an, root, width, until, round);
          ran = TRUE;
          last_width[slot] = width;
          last_nodes[slot] = MAX (s->stats.nodes - before, 1);
          beam_nodes += s->stats.nodes - before;
          g_debug ("beam %u (%s) %s after %" G_GUINT64_FORMAT " nodes, %.2f s", width,
                   pass == 0 ? "first" : "second", won ? "won" : "failed", s->stats.nodes,
                   (g_get_monotonic_time () - s->start) / 1e6);
          if (won)
            return PAT_SOLVER_WINNABLE;
          if (s->out_of_budget)
            return PAT_SOLVER_UNKNOWN;
        }
      /* The depth-first search has the rest of the budget after the widest
       * beam, or, drawing lots, once no beam fits the budget left. */
      beams_done = by_lot ? !ran : round + 1 >= G_N_ELEMENTS (widths);
    }

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
      guint count = list_moves (an, &states[i], 0, moves);
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
 * them again and again: Klondike deal 68 was still unknown after 300 s with
 * the default cap, and is won within 60 s with this one.
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
PatSolverResult
pat_solver_solve (const PatRules *rules, const PatState *state,
                  const PatSolverLimits *limits, GCancellable *cancellable,
                  GArray **line_out, PatSolverStats *stats_out)
{
  Solver *s;
  PatSolverResult result;

  if (line_out != NULL)
    *line_out = NULL;
  g_return_val_if_fail (rules != NULL && state != NULL, PAT_SOLVER_UNKNOWN);
  g_return_val_if_fail (state->n_piles == rules->n_piles, PAT_SOLVER_UNKNOWN);

  s = g_new0 (Solver, 1);
  analyse (&s->an, rules);
  if (s->an.playout == PLAYOUT_WASTE)
    s->an.playout_memo = g_new0 (PlayoutMemo, 1);
  s->second = analyse_restricted (rules);
  if (s->second == NULL)
    s->second = analyse_pile_playout (&s->an);
  s->ahead = analyse_ahead_playout (&s->an);
  if (limits != NULL)
    s->limits = *limits;
  else
    pat_solver_limits_init (&s->limits);
  if (s->limits.table_entries == 0)
    s->limits.table_entries = PAT_SOLVER_DEFAULT_TABLE_ENTRIES;
  s->cancellable = cancellable;
  table_init (&s->table, s->limits.table_entries);
  s->path.mask = 1023;
  s->path.slots = g_new0 (guint64, s->path.mask + 1);
  s->frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  s->pile_hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->pile_scores = g_array_new (FALSE, FALSE, sizeof (gint32));
  s->children = g_array_new (FALSE, FALSE, sizeof (Child));
  s->prefix = g_array_new (FALSE, FALSE, sizeof (PatMove));
  s->scratch = g_array_new (FALSE, FALSE, sizeof (Step));
  s->members = g_array_new (FALSE, FALSE, sizeof (Member));
  keyset_init (&s->arrangements, 4 * MAX_ARRANGEMENTS);
  s->line = g_array_new (FALSE, FALSE, sizeof (PatMove));
  s->start = g_get_monotonic_time ();
  if (s->limits.max_seconds > 0)
    s->deadline
        = s->start
          + (gint64)(MIN (s->limits.max_seconds, MAX_DEADLINE_SECONDS) * G_USEC_PER_SEC);

  if (g_cancellable_is_cancelled (cancellable))
    {
      s->stats.cancelled = TRUE;
      result = PAT_SOLVER_UNKNOWN;
    }
  else
    result = search (s, state);

  s->stats.seconds = (double)(g_get_monotonic_time () - s->start) / G_USEC_PER_SEC;
  s->stats.table_capacity = s->table.capacity;
  s->stats.table_entries = s->table.count;
  s->stats.table_replaced = s->table.replaced;
  g_debug ("%s after %.2f s: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT
           " pruned, %" G_GUINT64_FORMAT
           " forced, %u deep; table %u of %u, %" G_GUINT64_FORMAT " replaced",
           pat_solver_result_to_string (result), s->stats.seconds, s->stats.nodes,
           s->stats.pruned, s->stats.forced, s->stats.max_depth, s->stats.table_entries,
           s->stats.table_capacity, s->stats.table_replaced);
  if (stats_out != NULL)
    *stats_out = s->stats;
  if (line_out != NULL && result == PAT_SOLVER_WINNABLE)
    {
      shorten_line (&s->an, state, s->line);
      *line_out = g_steal_pointer (&s->line);
    }

  if (s->line != NULL)
    g_array_unref (s->line);
  g_array_unref (s->children);
  g_array_unref (s->prefix);
  g_array_unref (s->scratch);
  g_array_unref (s->members);
  keyset_free (&s->arrangements);
  g_array_unref (s->frames);
  g_array_unref (s->pile_hashes);
  g_array_unref (s->pile_scores);
  g_free (s->path.slots);
  g_free (s->table.slots);
  g_free (s->second);
  g_free (s->ahead);
  g_free (s->an.playout_memo);
  g_free (s);
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

  analyse (an, rules);
  if (is_won (an, state))
    return 0;
  key = state_key (an, state);
  n = list_moves (an, state, 0, moves);
  for (guint i = 0; i < n; i++)
    {
      PatState next = *state;

      pat_move_apply (rules, &next, &moves[i]);
      ranked[i].move = moves[i];
      ranked[i].order = i;
      ranked[i].score = is_won (an, &next) ? G_MAXINT32 : evaluate (an, &next);
      /* A move that changes nothing that matters comes last (a deal where
       * the round of stock and waste is one position, not). */
      if (moves[i].kind == PAT_MOVE_CARD && state_key (an, &next) == key)
        ranked[i].score = G_MININT32 + 1;
    }
  qsort (ranked, n, sizeof *ranked, compare_children);
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
 * proof the search plays such moves by (see the top of this file) shows the
 * card is never needed in play again. For auto-play.
 *
 * Returns: whether there is such a move.
 */
gboolean
pat_solver_safe_move (const PatRules *rules, const PatState *state, guint64 exclude,
                      PatMove *move)
{
  g_autofree Analysis *an = g_new (Analysis, 1);

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  analyse (an, rules);
  return !is_won (an, state) && find_safe_move (an, state, exclude, move);
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
