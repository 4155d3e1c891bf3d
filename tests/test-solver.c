/* test-solver.c — the solver as the window calls it: hints and safe moves,
 * limits, budgets and the table, cancelling and threads; main() registers
 * the tests of every test-solver-*.c file
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "pat-solver.h"
#include "test-util.h"
#include "test-solver-util.h"

static void
test_cancelled_before (void)
{
  g_autoptr (PatSession) s = pt_deal ("king-albert", 1, NULL, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GArray) line = NULL;
  PatSolverStats stats;

  g_cancellable_cancel (cancellable);
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     NULL, cancellable, &line, &stats),
                   ==, PAT_SOLVER_UNKNOWN);
  g_assert_null (line);
  g_assert_true (stats.cancelled);
  g_assert_cmpuint (stats.nodes, ==, 0);
}

typedef struct
{
  PatSession *session;
  GCancellable *cancellable;
  guint64 max_nodes;
  gboolean cancel_during; /* cancelled from its own thread as it searches */
  PatSolverStats stats;
} Job;

/* Cancels the job's search from its own thread once it has expanded
 * CANCEL_AFTER positions: a cancel known to come during the search. */
#define CANCEL_AFTER 1000

static void
cancel_progress (guint64 nodes, gpointer data)
{
  Job *job = data;

  if (nodes >= CANCEL_AFTER)
    g_cancellable_cancel (job->cancellable);
}

static gpointer
solve_thread (gpointer data)
{
  Job *job = data;
  PatSolverLimits limits;

  pat_solver_limits_init (&limits);
  limits.max_nodes = job->max_nodes;
  if (job->cancel_during)
    {
      limits.progress = cancel_progress;
      limits.progress_data = job;
    }
  return GINT_TO_POINTER (pat_solver_solve (pat_session_get_rules (job->session),
                                            pat_session_get_state (job->session), &limits,
                                            job->cancellable, NULL, &job->stats));
}

/* Cancelled from another thread while it searches a deal it cannot finish
 * quickly. */
static void
test_cancelled_during (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 1, NULL, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  /* The budget only ends the search if the cancel never comes. */
  Job job = {
    .session = s, .cancellable = cancellable, .max_nodes = 1000000, .cancel_during = TRUE
  };
  GThread *thread = g_thread_new ("solver", solve_thread, &job);
  PatSolverResult result;

  result = GPOINTER_TO_INT (g_thread_join (thread));
  g_assert_cmpint (result, ==, PAT_SOLVER_UNKNOWN);
  g_test_message ("cancelled after %" G_GUINT64_FORMAT " positions", job.stats.nodes);
  g_assert_true (job.stats.cancelled);
  /* Cancelled during the search, which stops at its next look. */
  g_assert_cmpuint (job.stats.nodes, >=, CANCEL_AFTER);
  g_assert_cmpuint (job.stats.nodes, <, 2 * CANCEL_AFTER);
}

/* Searches in threads of their own, at once, answer as they do alone. */
static void
test_threads (void)
{
  const char *games[] = { "king-albert", "intrigue", "indian", "laggard-lady" };
  const guint32 deals[] = { 4, 2, 1, 1 };
  PatSolverResult alone[G_N_ELEMENTS (games)];
  GThread *threads[G_N_ELEMENTS (games)];
  Job jobs[G_N_ELEMENTS (games)];

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      jobs[i].session = pt_deal (games[i], deals[i], NULL, NULL);
      jobs[i].cancellable = NULL;
      jobs[i].max_nodes = 200000;
      alone[i] = GPOINTER_TO_INT (solve_thread (&jobs[i]));
    }
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    threads[i] = g_thread_new ("solver", solve_thread, &jobs[i]);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_assert_cmpint (GPOINTER_TO_INT (g_thread_join (threads[i])), ==, alone[i]);
      g_assert_cmpint (alone[i], !=, PAT_SOLVER_UNKNOWN);
      pat_session_free (jobs[i].session);
    }
}

/* A tiny table fills up and gives up old entries, but never grows past its
 * cap, and the search stays right. */
static void
test_memory_cap (void)
{
  g_autoptr (PatSession) s = pt_deal ("king-albert", 1, NULL, NULL);
  g_autoptr (GArray) line = NULL;
  PatSolverLimits limits;
  PatSolverStats stats;
  PatSolverResult result;

  pat_solver_limits_init (&limits);
  limits.table_entries = 1000;
  limits.max_nodes = 300000;
  result = pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                             &limits, NULL, &line, &stats);
  g_assert_cmpuint (stats.table_capacity, <=, 1000);
  g_assert_cmpuint (stats.table_capacity, >=, 500);
  g_assert_cmpuint (stats.table_entries, <=, stats.table_capacity);
  g_assert_cmpuint (stats.table_replaced, >, 0);
  g_assert_cmpint (result, !=, PAT_SOLVER_UNWINNABLE);
  if (result == PAT_SOLVER_WINNABLE)
    assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), line);
}

/* Larger budgets get a larger table cap, up to a limit; pat_solver_solve()
 * keeps to it. */
static void
test_table_for_nodes (void)
{
  g_autoptr (PatSession) s = pt_deal ("klondike", 68, NULL, NULL);
  PatSolverLimits limits;
  PatSolverStats stats;

  pat_solver_limits_init_for_nodes (&limits, 1000);
  g_assert_cmpuint (limits.max_nodes, ==, 1000);
  g_assert_cmpfloat (limits.max_seconds, ==, 0);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, PAT_SOLVER_TABLE_NODES);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, 2 * PAT_SOLVER_TABLE_NODES - 1);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, 2 * PAT_SOLVER_TABLE_NODES);
  g_assert_cmpuint (limits.table_entries, ==, 2 * PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, 6 * PAT_SOLVER_TABLE_NODES);
  g_assert_cmpuint (limits.table_entries, ==, 4 * PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  pat_solver_limits_init_for_nodes (&limits, G_MAXUINT64);
  g_assert_cmpuint (limits.table_entries, ==, PAT_SOLVER_MAX_TABLE_ENTRIES);
  g_assert_cmpuint (PAT_SOLVER_MAX_TABLE_ENTRIES, ==,
                    8 * PAT_SOLVER_DEFAULT_TABLE_ENTRIES);

  /* The search grows its table to the larger cap only as it searches the
   * positions that need it, whatever its budget: so a search within a
   * small budget is the start of one within a large budget. */
  pat_solver_limits_init_for_nodes (&limits, 6 * PAT_SOLVER_TABLE_NODES);
  limits.max_nodes = 20000;
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     &limits, NULL, NULL, &stats),
                   ==, PAT_SOLVER_UNKNOWN);
  g_assert_cmpuint (stats.table_capacity, ==, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
  g_assert_cmpuint (stats.table_entries, <, PAT_SOLVER_DEFAULT_TABLE_ENTRIES);
}

/* Golf's foundation is one position whatever order its cards came in:
 * only its top counts, so deal 3, which no line wins, is proven lost
 * well within a budget that the orders would exhaust many times over. */
static void
test_golf_foundation_top (void)
{
  g_autoptr (PatSession) s = pt_deal ("golf", 3, NULL, NULL);
  PatSolverLimits limits;
  PatSolverStats stats;

  pat_solver_limits_init (&limits);
  limits.max_nodes = 400000;
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     &limits, NULL, NULL, &stats),
                   ==, PAT_SOLVER_UNWINNABLE);
  g_assert_cmpuint (stats.nodes, <, 400000);
}

/* The solver's verdict on @s within @nodes positions; a winning line, in
 * @line where given, is checked to win. */
static PatSolverResult
solve_within (PatSession *s, guint64 nodes, GArray **line)
{
  PatSolverLimits limits;
  PatSolverResult result;

  pat_solver_limits_init (&limits);
  limits.max_nodes = nodes;
  result = pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                             &limits, NULL, line, NULL);
  if (result == PAT_SOLVER_WINNABLE && line != NULL)
    assert_line_wins (pat_session_get_rules (s), pat_session_get_state (s), *line);
  return result;
}

/* TriPeaks: a card covered by cards of other piles is no move, even where
 * it fits (taking it first would win here, and the search must not), and
 * a card turned up once uncovered is one: the win waits for it. */
static void
test_tripeaks_covered (void)
{
  g_autoptr (PatSession) lost
      = pt_position ("{'game':'tripeaks','rest':'foundation-0','piles':{'stock':['#6C'],"
                     "'foundation-0':['5S'],'tableau-9':['#4C'],'tableau-18':['3H'],"
                     "'tableau-19':['2D']}}");
  g_autoptr (PatSession) won
      = pt_position ("{'game':'tripeaks','rest':'foundation-0','piles':{'stock':['#KC'],"
                     "'foundation-0':['5S'],'tableau-9':['#2C'],'tableau-18':['4H'],"
                     "'tableau-19':['3D']}}");
  g_autoptr (GArray) line = NULL;

  g_assert_cmpint (solve_within (lost, 10000, NULL), ==, PAT_SOLVER_UNWINNABLE);
  g_assert_cmpint (solve_within (won, 10000, &line), ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpuint (line->len, ==, 3);
}

/* Pyramid: a pair takes two cards from two piles to the foundation. Here
 * the pair that uncovers the 8 wins and the other pair loses: the search
 * must tell them apart, and prove lost the same table where the 8 then
 * has no 5 to pair with. */
static void
test_pyramid_pairs (void)
{
#define PYRAMID_JSON(waste_)                                                             \
  "{'game':'pyramid','options':{'redeals':0},'rest':'waste','piles':{'stock':[],"        \
  "'waste':['" waste_ "'],'tableau-15':['8H'],'tableau-21':['5C'],'tableau-22':['8D']}}"
  g_autoptr (PatSession) won = pt_position (PYRAMID_JSON ("5S"));
  g_autoptr (PatSession) lost = pt_position (PYRAMID_JSON ("4S"));
  g_autoptr (GArray) line = NULL;

  g_assert_cmpint (solve_within (won, 10000, &line), ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpuint (line->len, ==, 2);
  g_assert_cmpint (solve_within (lost, 10000, NULL), ==, PAT_SOLVER_UNWINNABLE);
#undef PYRAMID_JSON
}

/* Pyramid's deal @deal with @redeals is proven lost within @nodes
 * positions. */
static void
assert_pyramid_lost (guint32 deal, const char *redeals, guint64 nodes)
{
  g_autoptr (PatSession) s = pt_deal ("pyramid", deal, "redeals", redeals);

  g_assert_cmpint (solve_within (s, nodes, NULL), ==, PAT_SOLVER_UNWINNABLE);
}

/* Pyramid's foundation is hashed by its length alone: the order pairs
 * went there in is no part of the position. Deal 8 without a redeal
 * takes 4,395 positions so, and is unknown after 2,000,000 without. */
static void
test_pyramid_foundation_unordered (void)
{
  assert_pyramid_lost (8, "0", 100000);
}

/* Deal 2 of Pyramid is lost from the deal: all four 2s are in the
 * pyramid, and three of them lie over both of its Jacks or under them,
 * so they would need the stock's two Jacks. Unknown after 2,000,000
 * positions without the proof. */
static void
test_pyramid_unmatched (void)
{
  assert_pyramid_lost (2, "2", 1000);
}

/* A King, and the last two cards of two ranks that pair, go home as
 * safe moves: deal 4 is proven lost in 275,540 positions, and is unknown
 * after 2,000,000 without them. The line of a won deal still wins. */
static void
test_pyramid_safe_pairs (void)
{
  g_autoptr (PatSession) won = pt_deal ("pyramid", 1, NULL, NULL);
  g_autoptr (GArray) line = NULL;

  assert_pyramid_lost (4, "2", 600000);
  g_assert_cmpint (solve_within (won, 10000, &line), ==, PAT_SOLVER_WINNABLE);
}

/* Forty Thieves: a line that deals while the columns can still move
 * buries cards in the waste, where each waits for one of the two cards it
 * goes on; the evaluation counts them (docs/solver.md, section 9). Deal
 * 121 is won within 200,000 positions, and stays unknown within 1,750,000
 * without them counted. */
static void
test_forty_thieves_held_waste (void)
{
  g_autoptr (PatSession) s = pt_deal ("forty-thieves", 121, NULL, NULL);
  g_autoptr (GArray) line = NULL;

  g_assert_cmpint (solve_within (s, 200000, &line), ==, PAT_SOLVER_WINNABLE);
}

static void
test_node_budget (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 1, NULL, NULL);
  PatSolverLimits limits;
  PatSolverStats stats;

  pat_solver_limits_init (&limits);
  limits.max_nodes = 5000;
  g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s), pat_session_get_state (s),
                                     &limits, NULL, NULL, &stats),
                   ==, PAT_SOLVER_UNKNOWN);
  g_assert_cmpuint (stats.nodes, <=, 5001);
  g_assert_false (stats.cancelled);
}

/* Busy loops on every processor, to slow a search down. */
typedef struct
{
  gint stop;
  GPtrArray *threads;
} Hog;

static gpointer
hog_thread (gpointer data)
{
  Hog *hog = data;
  volatile guint64 spin = 0;

  while (!g_atomic_int_get (&hog->stop))
    spin++;
  return NULL;
}

static void
hog_start (Hog *hog)
{
  hog->stop = 0;
  hog->threads = g_ptr_array_new ();
  for (guint i = 0; i < g_get_num_processors (); i++)
    g_ptr_array_add (hog->threads, g_thread_new ("hog", hog_thread, hog));
}

static void
hog_stop (Hog *hog)
{
  g_atomic_int_set (&hog->stop, 1);
  for (guint i = 0; i < hog->threads->len; i++)
    g_thread_join (g_ptr_array_index (hog->threads, i));
  g_ptr_array_unref (hog->threads);
}

/* A node budget gives the same search whatever the load and whatever the
 * time limit beside it, as long as the limit does not stop it: the same
 * verdict, the same count of positions, the same line. These searches go
 * through beams narrowed to fit the budget, beams that draw lots (Idle
 * Aces), and a beam that wins. */
static void
test_same_under_load (void)
{
  static const struct
  {
    const char *game;
    guint32 deal;
    guint64 nodes;
  } searches[] = {
    { "idle-aces", 1, 100000 },
    { "idle-aces", 2, 100000 },
    { "klondike", 53, 100000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
    {
      g_autoptr (PatSession) s = pt_deal (searches[i].game, searches[i].deal, NULL, NULL);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      g_autoptr (GArray) quiet_line = NULL;
      g_autoptr (GArray) busy_line = NULL;
      PatSolverLimits limits;
      PatSolverStats quiet, busy;
      PatSolverResult quiet_result, busy_result;
      Hog hog;

      g_test_message ("%s %u", searches[i].game, searches[i].deal);
      pat_solver_limits_init_for_nodes (&limits, searches[i].nodes);
      quiet_result = pat_solver_solve (rules, state, &limits, NULL, &quiet_line, &quiet);
      limits.max_seconds = 3600;
      hog_start (&hog);
      busy_result = pat_solver_solve (rules, state, &limits, NULL, &busy_line, &busy);
      hog_stop (&hog);

      g_assert_cmpint (busy_result, ==, quiet_result);
      g_assert_cmpuint (busy.nodes, ==, quiet.nodes);
      g_assert_cmpuint (busy.pruned, ==, quiet.pruned);
      g_assert_cmpuint (busy.forced, ==, quiet.forced);
      g_assert_cmpuint (busy.max_depth, ==, quiet.max_depth);
      g_assert_cmpint (quiet_line == NULL, ==, busy_line == NULL);
      if (quiet_line != NULL)
        {
          g_assert_cmpuint (busy_line->len, ==, quiet_line->len);
          for (guint k = 0; k < quiet_line->len; k++)
            {
              char a[PAT_MOVE_TEXT_SIZE], b[PAT_MOVE_TEXT_SIZE];

              g_assert_cmpstr (
                  pat_move_to_string (rules, &g_array_index (busy_line, PatMove, k), a),
                  ==,
                  pat_move_to_string (rules, &g_array_index (quiet_line, PatMove, k), b));
            }
          assert_line_wins (rules, state, quiet_line);
        }
    }
}

/* Time limits past what the clock counts in a gint64 of microseconds,
 * from the edge of it up to infinity, and NaN: the search keeps to its node
 * budget as with any other limit. */
static void
test_huge_time_limit (void)
{
  g_autoptr (PatSession) s = pt_deal ("idle-aces", 1, NULL, NULL);
  const double limits_s[] = { 9223372036854.0, 1e300, G_MAXDOUBLE, INFINITY, NAN };

  for (guint i = 0; i < G_N_ELEMENTS (limits_s); i++)
    {
      PatSolverLimits limits;
      PatSolverStats stats;

      pat_solver_limits_init (&limits);
      limits.max_nodes = 5000;
      limits.max_seconds = limits_s[i];
      g_assert_cmpint (pat_solver_solve (pat_session_get_rules (s),
                                         pat_session_get_state (s), &limits, NULL, NULL,
                                         &stats),
                       ==, PAT_SOLVER_UNKNOWN);
      g_assert_cmpuint (stats.nodes, <=, 5001);
      g_assert_false (stats.cancelled);
    }
}

/* The hint: the winning move when there is one to find, a legal move
 * otherwise, none when nothing is left. */
static void
test_hint (void)
{
  g_autoptr (PatSession) won = pt_one_card_left ("king-albert");
  g_autofree char *json = jubilee_position (
      "0", "'stock':['QC','6C','7C','5C','8C','AC','4C','9C','3C','10C','2C','JC']");
  g_autoptr (PatSession) dead = pt_position (json);
  guint n_variants;
  const PatVariant *const *variants = pat_variants_list (&n_variants);
  PatSolverResult result;
  PatMove move;
  char text[PAT_MOVE_TEXT_SIZE];

  g_assert_true (pat_solver_hint (pat_session_get_rules (won),
                                  pat_session_get_state (won), NULL, NULL, &move,
                                  &result));
  g_assert_cmpint (result, ==, PAT_SOLVER_WINNABLE);
  g_assert_cmpstr (pat_move_to_string (pat_session_get_rules (won), &move, text), ==,
                   "tableau-4:foundation-3");

  /* Lost for sure, but not over: the hint still names a move. */
  g_assert_true (pat_solver_hint (pat_session_get_rules (dead),
                                  pat_session_get_state (dead), NULL, NULL, &move,
                                  &result));
  g_assert_cmpint (result, !=, PAT_SOLVER_WINNABLE);
  g_assert_true (pat_move_check (pat_session_get_rules (dead),
                                 pat_session_get_state (dead), &move, NULL));

  for (guint v = 0; v < n_variants; v++)
    {
      g_autoptr (PatSession) s = pt_deal (variants[v]->id, 7, NULL, NULL);

      g_assert_true (pat_solver_hint (
          pat_session_get_rules (s), pat_session_get_state (s), NULL, NULL, &move, NULL));
      g_assert_true (pat_move_check (pat_session_get_rules (s), pat_session_get_state (s),
                                     &move, NULL));
      g_assert_true (pat_solver_best_move (pat_session_get_rules (s),
                                           pat_session_get_state (s), &move));
      g_assert_true (pat_move_check (pat_session_get_rules (s), pat_session_get_state (s),
                                     &move, NULL));
    }
}

/* Auto-play's safe moves: a card goes home when nothing could ever be built
 * on it, never one the caller excludes, and none in a won game. */
/* Intelligence, near the end of a won game: the move that looks best (8S
 * home) buries the hearts for good. A hint that cannot search far enough to
 * find the win must still not give that move. */
#define BLUNDER_POSITION                                                                 \
  "{'game':'intelligence','redeals-left':0,'piles':{"                                    \
  "'foundation-0':['AC','2C','3C','4C','5C','6C','7C','8C','9C','10C','JC','QC','KC'],"  \
  "'foundation-1':['AH','2H','3H','4H','5H','6H','7H','8H','9H'],"                       \
  "'foundation-2':['AS','2S','3S','4S','5S','6S','7S','8S','9S'],"                       \
  "'foundation-3':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD'],"  \
  "'foundation-4':['AC','2C','3C','4C','5C','6C','7C','8C','9C','10C','JC','QC','KC'],"  \
  "'foundation-5':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD'],"  \
  "'foundation-6':['AS','2S','3S','4S','5S','6S','7S'],"                                 \
  "'foundation-7':['AH','2H','3H','4H','5H'],"                                           \
  "'tableau-4':['6H','JS','QS','KS','QS','JS','10S','9S'],"                              \
  "'tableau-5':['KS','QH','KH','QH','JH','10H','JH','10H','9H','8H','7H'],"              \
  "'tableau-6':['8S'],'tableau-13':['10S','KH']}}"

static void
test_hint_no_blunder (void)
{
  g_autoptr (PatSession) s = pt_position (BLUNDER_POSITION);
  const PatRules *rules = pat_session_get_rules (s);
  const PatState *state = pat_session_get_state (s);
  PatSolverLimits limits;
  PatSolverResult result;
  PatMove move;
  PatState next;
  char text[PAT_MOVE_TEXT_SIZE];

  /* What the evaluation alone would give, and why it is wrong. */
  g_assert_true (pat_solver_best_move (rules, state, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-6:foundation-6");
  next = *state;
  pat_move_apply (rules, &next, &move);
  g_assert_cmpint (pat_solver_solve (rules, &next, NULL, NULL, NULL, NULL), ==,
                   PAT_SOLVER_UNWINNABLE);
  g_assert_cmpint (pat_solver_solve (rules, state, NULL, NULL, NULL, NULL), ==,
                   PAT_SOLVER_WINNABLE);

  /* A search too short to tell. */
  pat_solver_limits_init (&limits);
  limits.max_nodes = 1;
  g_assert_true (pat_solver_hint (rules, state, &limits, NULL, &move, &result));
  g_assert_cmpint (result, ==, PAT_SOLVER_UNKNOWN);
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), !=, "tableau-6:foundation-6");
  next = *state;
  g_assert_true (pat_move_try (rules, &next, &move, NULL));
  g_assert_cmpint (pat_solver_solve (rules, &next, NULL, NULL, NULL, NULL), ==,
                   PAT_SOLVER_WINNABLE);
}

static void
test_safe_move (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','piles':{'tableau-0':['KC','AC'],'tableau-1':['2C'],"
      "'tableau-2':['3C','4C','5C','6C'],'tableau-3':['7C','8C','9C','10C','JC','QC'],"
      "'foundation-1':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD']"
      ","
      "'foundation-2':['AH','2H','3H','4H','5H','6H','7H','8H','9H','10H','JH','QH','KH']"
      ","
      "'foundation-3':['AS','2S','3S','4S','5S','6S','7S','8S','9S','10S','JS','QS','KS']"
      "}}");
  const PatRules *rules = pat_session_get_rules (s);
  PatState state = *pat_session_get_state (s);
  PatMove move;
  char text[PAT_MOVE_TEXT_SIZE];
  guint64 ace = PAT_SOLVER_CARD_BIT (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS));

  g_assert_true (pat_solver_safe_move (rules, &state, 0, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-0:foundation-0");
  /* The Ace excluded: nothing else can go home yet. */
  g_assert_false (pat_solver_safe_move (rules, &state, ace, &move));

  pat_move_apply (rules, &state, &move);
  g_assert_true (pat_solver_safe_move (rules, &state, ace, &move));
  g_assert_cmpstr (pat_move_to_string (rules, &move, text), ==, "tableau-1:foundation-0");
}

/* With red cards still in play, a black Ace's Two is not sent home: a red
 * Ace could want to go on it. */
static void
test_safe_move_needed (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','piles':{'tableau-0':['AD','2C'],"
      "'tableau-1':['3C','4C','5C','6C','7C','8C','9C','10C','JC','QC','KC'],"
      "'tableau-2':['2D','3D','4D','5D','6D','7D','8D','9D','10D','JD','QD','KD'],"
      "'foundation-0':['AC'],"
      "'foundation-2':['AH','2H','3H','4H','5H','6H','7H','8H','9H','10H','JH','QH','KH']"
      ","
      "'foundation-3':['AS','2S','3S','4S','5S','6S','7S','8S','9S','10S','JS','QS','KS']"
      "}}");
  PatMove move;

  g_assert_false (pat_solver_safe_move (pat_session_get_rules (s),
                                        pat_session_get_state (s), 0, &move));
}

/* Cards taken back from the foundations or played from the reserve are
 * followed only by a move that uses them: here the Jack of diamonds may come
 * back onto a black Queen to take a black Ten, and the reserve's King may go
 * to an empty column to take a black Queen. The search must still find a
 * win, with the take-back and without it, and the line must replay. */
#define PARKED_POSITION(options)                                                         \
  "{'game':'king-albert'," options "'piles':{'tableau-0':['9S','10C'],"                  \
  "'tableau-1':['QS'],'tableau-2':['9C','JS'],'tableau-3':['JC'],"                       \
  "'tableau-4':['QD','KC'],'tableau-5':['10S'],'tableau-6':['QC'],'tableau-7':['KS'],"   \
  "'reserve-0':['KD'],"                                                                  \
  "'foundation-0':['AC','2C','3C','4C','5C','6C','7C','8C'],"                            \
  "'foundation-1':['AD','2D','3D','4D','5D','6D','7D','8D','9D','10D','JD'],"            \
  "'foundation-2':['AH','2H','3H','4H','5H','6H','7H','8H','9H','10H','JH','QH','KH'],"  \
  "'foundation-3':['AS','2S','3S','4S','5S','6S','7S','8S']}}"

static void
test_parked_cards (void)
{
  static const char *const positions[]
      = { PARKED_POSITION (""),
          PARKED_POSITION ("'options':{'foundation-takeback':false},") };

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autoptr (PatSession) s = pt_position (positions[i]);
      const PatRules *rules = pat_session_get_rules (s);
      const PatState *state = pat_session_get_state (s);
      g_autoptr (GArray) line = NULL;

      g_assert_cmpint (pat_solver_solve (rules, state, NULL, NULL, &line, NULL), ==,
                       PAT_SOLVER_WINNABLE);
      assert_line_wins (rules, state, line);
    }
}

static void
test_result_names (void)
{
  g_assert_cmpstr (pat_solver_result_to_string (PAT_SOLVER_WINNABLE), ==, "winnable");
  g_assert_cmpstr (pat_solver_result_to_string (PAT_SOLVER_UNWINNABLE), ==, "unwinnable");
  g_assert_cmpstr (pat_solver_result_to_string (PAT_SOLVER_UNKNOWN), ==, "unknown");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  test_solver_positions_register ();
  test_solver_deals_register ();
  test_solver_budgets_register ();

  g_test_add_func ("/solver/cancelled-before", test_cancelled_before);
  g_test_add_func ("/solver/cancelled-during", test_cancelled_during);
  g_test_add_func ("/solver/threads", test_threads);
  g_test_add_func ("/solver/memory-cap", test_memory_cap);
  g_test_add_func ("/solver/table-for-nodes", test_table_for_nodes);
  g_test_add_func ("/solver/huge-time-limit", test_huge_time_limit);
  g_test_add_func ("/solver/node-budget", test_node_budget);
  g_test_add_func ("/solver/golf-foundation-top", test_golf_foundation_top);
  g_test_add_func ("/solver/tripeaks-covered", test_tripeaks_covered);
  g_test_add_func ("/solver/pyramid-pairs", test_pyramid_pairs);
  g_test_add_func ("/solver/pyramid-foundation-unordered",
                   test_pyramid_foundation_unordered);
  g_test_add_func ("/solver/pyramid-unmatched", test_pyramid_unmatched);
  g_test_add_func ("/solver/pyramid-safe-pairs", test_pyramid_safe_pairs);
  g_test_add_func ("/solver/forty-thieves-held-waste", test_forty_thieves_held_waste);
  g_test_add_func ("/solver/same-under-load", test_same_under_load);
  g_test_add_func ("/solver/hint", test_hint);
  g_test_add_func ("/solver/hint-no-blunder", test_hint_no_blunder);
  g_test_add_func ("/solver/safe-move", test_safe_move);
  g_test_add_func ("/solver/safe-move-needed", test_safe_move_needed);
  g_test_add_func ("/solver/parked-cards", test_parked_cards);
  g_test_add_func ("/solver/result-names", test_result_names);

  return g_test_run ();
}
