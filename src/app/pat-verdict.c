/* pat-verdict.c — the solver's answers for the window, worked out on threads
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-verdict"

#include "config.h"

#include "pat-verdict.h"

/* The budgets, in positions searched so that a position gets the same
 * answer on any machine, each sized by pat_verdict_nodes() to take about
 * the time its name says: the current position gets PAT_VERDICT_SECONDS (a
 * search after every move must not keep a laptop busy for long), or more
 * when the player asks for it; going back along the line, each earlier
 * position gets less, and the walk back as a whole has a limit. The wall
 * cap, WALL_CAP times that time, only keeps a slow or busy machine from
 * thinking for ever; a search it stops is unknown. The table is kept small:
 * the window holds at most one verdict, one hint and one line search at a
 * time. Only a search the player asked to go on for longer gets the table
 * the solver sizes by its budget (see pat_solver_limits_init_for_nodes()): a
 * full table would have it search the same positions again and again. */
#define BACK_SECONDS 2.0
#define BACK_TOTAL_SECONDS 20.0
#define LINE_SECONDS 10.0
#define HINT_SECONDS 0.5
#define WALL_CAP 3
#define TABLE_ENTRIES (1u << 20)

/* The solver's speed of a game that does not give its own. */
#define DEFAULT_SPEED 250000

/**
 * pat_verdict_nodes:
 * @rules: the game
 * @seconds: the time the search is meant to take
 *
 * A node budget for @rules that takes about @seconds on the machine the
 * budgets were set on, the same on every machine.
 *
 * Returns: the budget, at least 1.
 */
guint64
pat_verdict_nodes (const PatRules *rules, double seconds)
{
  guint speed;

  g_return_val_if_fail (rules != NULL && seconds > 0, 1);

  speed = rules->solver_speed > 0 ? rules->solver_speed : DEFAULT_SPEED;
  return MAX ((guint64)(seconds * speed), 1);
}

typedef struct
{
  PatRules rules;
  PatState *states; /* positions 0 … n of the line */
  guint n;
  double seconds; /* for position n, see pat_verdict_nodes() */
  PatVerdict verdict;
} VerdictJob;

static void
verdict_job_free (gpointer data)
{
  VerdictJob *job = data;

  g_free (job->states);
  g_free (job);
}

/* A budget of @nodes, meant to take @seconds, with a wall cap of
 * WALL_CAP times that. */
static void
limits_init (PatSolverLimits *limits, guint64 nodes, double seconds, gboolean roomy)
{
  pat_solver_limits_init_for_nodes (limits, nodes);
  limits->max_seconds = WALL_CAP * seconds;
  if (!roomy)
    limits->table_entries = TABLE_ENTRIES;
}

/* Adds the positions searched to *@spent. */
static PatSolverResult
solve (const PatRules *rules, const PatState *state, guint64 nodes, double seconds,
       gboolean roomy, GCancellable *cancellable, GArray **line, guint64 *spent)
{
  PatSolverLimits limits;
  PatSolverStats stats;
  PatSolverResult result;

  limits_init (&limits, nodes, seconds, roomy);
  result = pat_solver_solve (rules, state, &limits, cancellable, line, &stats);
  if (spent != NULL)
    *spent += stats.nodes;
  return result;
}

/* An unwinnable position makes every later one on the line unwinnable, so
 * the latest winnable position is found walking back from the current one,
 * down to the latest one already known winnable. Positions the budget
 * leaves unknown are passed over: the answer may then lie a little further
 * back than need be, never on an unwinnable position. */
static void
verdict_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  VerdictJob *job = data;
  PatVerdict *v = &job->verdict;
  gint64 deadline;
  guint64 spent = 0;
  guint64 back_nodes = pat_verdict_nodes (&job->rules, BACK_SECONDS);
  guint64 back_total = pat_verdict_nodes (&job->rules, BACK_TOTAL_SECONDS);
  int lowest;

  if (v->unwinnable_at >= 0)
    v->result = PAT_SOLVER_UNWINNABLE;
  else
    {
      v->result = solve (&job->rules, &job->states[job->n],
                         pat_verdict_nodes (&job->rules, job->seconds), job->seconds,
                         job->seconds > PAT_VERDICT_SECONDS, cancellable, NULL, NULL);
      if (v->result == PAT_SOLVER_WINNABLE)
        v->winnable_at = (int)job->n;
      else if (v->result == PAT_SOLVER_UNWINNABLE)
        v->unwinnable_at = (int)job->n;
    }

  if (v->result == PAT_SOLVER_UNWINNABLE)
    {
      deadline = g_get_monotonic_time ()
                 + (gint64)(WALL_CAP * BACK_TOTAL_SECONDS * G_USEC_PER_SEC);
      lowest = v->winnable_at + 1;
      for (int i = v->unwinnable_at - 1; i >= lowest; i--)
        {
          PatSolverResult back;

          if (g_cancellable_is_cancelled (cancellable) || spent >= back_total
              || g_get_monotonic_time () > deadline)
            break;
          back = solve (&job->rules, &job->states[i], back_nodes, BACK_SECONDS, FALSE,
                        cancellable, NULL, &spent);
          if (back == PAT_SOLVER_WINNABLE)
            {
              v->winnable_at = i;
              break;
            }
          if (back == PAT_SOLVER_UNWINNABLE && i + 1 == v->unwinnable_at)
            v->unwinnable_at = i;
        }
    }

  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

void
pat_verdict_memory_init (PatVerdictMemory *memory)
{
  memset (memory, 0, sizeof *memory);
  memory->known.result = PAT_SOLVER_UNKNOWN;
  memory->known.winnable_at = -1;
  memory->known.unwinnable_at = -1;
}

/* Whether the position @at of @session is still the one remembered. */
static gboolean
still_on_line (const PatSession *session, int at, const PatState *copy)
{
  return at >= 0 && at <= (int)pat_session_get_n_history (session)
         && pat_state_equal (pat_session_get_state_at (session, (guint)at), copy);
}

/**
 * pat_verdict_memory_learn:
 * @verdict: (nullable): a new verdict for the current line of @session
 *
 * Remembers what @verdict found, and forgets positions no longer on the
 * line of play of @session (its redo part included).
 */
void
pat_verdict_memory_learn (PatVerdictMemory *memory, const PatSession *session,
                          const PatVerdict *verdict)
{
  PatVerdict *known = &memory->known;

  if (verdict != NULL && verdict->winnable_at >= 0)
    {
      known->winnable_at = verdict->winnable_at;
      memory->winnable_state = *pat_session_get_state_at (session, verdict->winnable_at);
    }
  if (verdict != NULL && verdict->unwinnable_at >= 0)
    {
      known->unwinnable_at = verdict->unwinnable_at;
      memory->unwinnable_state
          = *pat_session_get_state_at (session, verdict->unwinnable_at);
    }
  if (!still_on_line (session, known->winnable_at, &memory->winnable_state))
    known->winnable_at = -1;
  if (!still_on_line (session, known->unwinnable_at, &memory->unwinnable_state))
    known->unwinnable_at = -1;
}

/**
 * pat_verdict_memory_answer:
 * @result: (out): the verdict for the current position, when known
 *
 * Answers for the current position of @session from what is known, without
 * a search: a position from which a winnable one follows is winnable; one
 * at or after an unwinnable one is unwinnable, and when the latest winnable
 * position before it is known too, there is nothing left to look for.
 *
 * Returns: whether @result is known.
 */
gboolean
pat_verdict_memory_answer (PatVerdictMemory *memory, const PatSession *session,
                           PatSolverResult *result)
{
  PatVerdict *known = &memory->known;
  int position = (int)pat_session_get_position (session);

  pat_verdict_memory_learn (memory, session, NULL);
  if (known->winnable_at >= position)
    {
      known->winnable_at = position;
      memory->winnable_state = *pat_session_get_state (session);
      *result = PAT_SOLVER_WINNABLE;
      return TRUE;
    }
  if (known->unwinnable_at >= 0 && known->unwinnable_at <= position
      && (known->unwinnable_at == 0 || known->winnable_at == known->unwinnable_at - 1))
    {
      *result = PAT_SOLVER_UNWINNABLE;
      return TRUE;
    }
  return FALSE;
}

/**
 * pat_verdict_run_async:
 * @session: the game
 * @known: what is already known of its line of play, or %NULL
 * @seconds: the time the search of the current position is meant to take,
 *   turned into a node budget by pat_verdict_nodes()
 * @cancellable: (nullable): cancels the work
 * @callback: called with the verdict
 * @data: for @callback
 *
 * Finds out on a worker thread whether the current position of @session can
 * be won and, when it cannot, the latest earlier position that can.
 */
void
pat_verdict_run_async (const PatSession *session, const PatVerdict *known, double seconds,
                       GCancellable *cancellable, GAsyncReadyCallback callback,
                       gpointer data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, data);
  VerdictJob *job = g_new0 (VerdictJob, 1);

  g_return_if_fail (session != NULL);

  job->rules = *pat_session_get_rules (session);
  job->n = pat_session_get_position (session);
  job->seconds = seconds;
  job->states = g_new (PatState, job->n + 1);
  for (guint i = 0; i <= job->n; i++)
    job->states[i] = *pat_session_get_state_at (session, i);
  job->verdict.winnable_at = -1;
  job->verdict.unwinnable_at = -1;
  if (known != NULL && known->winnable_at <= (int)job->n)
    job->verdict.winnable_at = known->winnable_at;
  if (known != NULL && known->unwinnable_at <= (int)job->n
      && known->unwinnable_at > job->verdict.winnable_at)
    job->verdict.unwinnable_at = known->unwinnable_at;

  g_task_set_task_data (task, job, verdict_job_free);
  g_task_run_in_thread (task, verdict_thread);
}

/**
 * pat_verdict_run_finish:
 * @verdict: (out): the answer
 *
 * Returns: %FALSE with @error set when the work was cancelled.
 */
gboolean
pat_verdict_run_finish (GAsyncResult *result, PatVerdict *verdict, GError **error)
{
  VerdictJob *job;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  *verdict = job->verdict;
  return TRUE;
}

/* A search from one position: for the demo's line, or a hint. */
typedef struct
{
  PatRules rules;
  PatState state;
  PatMove move;
} SearchJob;

static GTask *
search_task_new (const PatRules *rules, const PatState *state, GCancellable *cancellable,
                 GAsyncReadyCallback callback, gpointer data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, data);
  SearchJob *job = g_new (SearchJob, 1);

  job->rules = *rules;
  job->state = *state;
  g_task_set_task_data (task, job, g_free);
  return task;
}

static void
line_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SearchJob *job = data;
  GArray *line = NULL;

  solve (&job->rules, &job->state, pat_verdict_nodes (&job->rules, LINE_SECONDS),
         LINE_SECONDS, FALSE, cancellable, &line, NULL);
  if (g_task_return_error_if_cancelled (task))
    g_clear_pointer (&line, g_array_unref);
  else
    g_task_return_pointer (task, line, (GDestroyNotify)g_array_unref);
}

/**
 * pat_verdict_line_async:
 * @rules: the game
 * @state: the position
 * @cancellable: (nullable): cancels the search
 * @callback: called with the line
 * @data: for @callback
 *
 * Looks for a winning line from @state on a worker thread.
 */
void
pat_verdict_line_async (const PatRules *rules, const PatState *state,
                        GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer data)
{
  g_autoptr (GTask) task = search_task_new (rules, state, cancellable, callback, data);

  g_task_run_in_thread (task, line_thread);
}

/**
 * pat_verdict_line_finish:
 *
 * Returns: (transfer full) (nullable): the winning line as an array of
 *   #PatMove, or %NULL when none was found (@error is set when cancelled).
 */
GArray *
pat_verdict_line_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
hint_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SearchJob *job = data;
  PatSolverLimits limits;
  gboolean found;

  limits_init (&limits, pat_verdict_nodes (&job->rules, HINT_SECONDS), HINT_SECONDS,
               FALSE);
  found = pat_solver_hint (&job->rules, &job->state, &limits, cancellable, &job->move,
                           NULL);
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, found);
}

/**
 * pat_verdict_hint_async:
 * @rules: the game
 * @state: the position
 * @cancellable: (nullable): cancels the search
 * @callback: called with the move
 * @data: for @callback
 *
 * Works out a hint on a worker thread: the first move of a winning line when
 * one is found within its budget (half a second on a laptop of 2020), or
 * else the best-looking move that
 * short searches do not prove to lose (see pat_solver_hint()).
 */
void
pat_verdict_hint_async (const PatRules *rules, const PatState *state,
                        GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer data)
{
  g_autoptr (GTask) task = search_task_new (rules, state, cancellable, callback, data);

  g_task_run_in_thread (task, hint_thread);
}

/**
 * pat_verdict_hint_finish:
 * @asked: (out): the position the hint is for
 * @move: (out): the move
 *
 * Returns: whether there is a move to suggest; %FALSE with @error set when
 *   cancelled.
 */
gboolean
pat_verdict_hint_finish (GAsyncResult *result, PatState *asked, PatMove *move,
                         GError **error)
{
  SearchJob *job;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  job = g_task_get_task_data (G_TASK (result));
  *asked = job->state;
  *move = job->move;
  return g_task_propagate_boolean (G_TASK (result), error);
}
