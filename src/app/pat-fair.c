/* pat-fair.c — the odds and the hint from what the player has seen, for the
 * window, worked out on threads
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-fair"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "pat-fair.h"
#include "pat-verdict.h"

/* Deals drawn for the odds shown in the window and for a hint: the odds
 * want many, for a narrow interval; the hint plays up to four searches a
 * sample, and a dozen already tell a good move from a bad one. The
 * budgets are in positions, so the answers are the same on any machine.
 * The hint's wall cap, WALL_CAP times the time meant, only keeps a busy
 * machine from thinking for ever; the odds stop drawing samples at theirs
 * (PAT_FAIR_ODDS_CAP_SECONDS), so that a busy machine shows them in time,
 * from fewer samples of the same draw. */
#define ODDS_SAMPLES 40
#define HINT_SAMPLES 12
#define HINT_SEARCHES 4
#define MIN_SAMPLE_NODES 500
#define WALL_CAP 3

/**
 * pat_fair_enabled:
 * @settings: (nullable): the application's settings
 *
 * Returns: whether hints, the verdict and the demo use only the cards the
 *   player has seen (the default, also without settings).
 */
gboolean
pat_fair_enabled (GSettings *settings)
{
  return settings == NULL
         || g_settings_get_enum (settings, "hints-use") == PAT_HINTS_USE_SEEN_CARDS;
}

/**
 * pat_fair_hides:
 *
 * Returns: whether something that decides the game is hidden from the
 *   player at the current position of @session. When nothing is, the
 *   solver's exact answers peek at nothing.
 */
gboolean
pat_fair_hides (const PatSession *session)
{
  PatSeen seen;

  g_return_val_if_fail (session != NULL, FALSE);

  pat_seen_from_session (&seen, session);
  return pat_odds_hides (pat_session_get_rules (session), pat_session_get_state (session),
                         &seen);
}

/**
 * pat_fair_limits:
 * @seconds: the time all the searches are meant to take
 * @searches_per_sample: the most searches made in each sample
 * @limits: (out): the window's samples and their budget
 */
void
pat_fair_limits (const PatRules *rules, double seconds, guint searches_per_sample,
                 PatOddsLimits *limits)
{
  guint samples = searches_per_sample > 1 ? HINT_SAMPLES : ODDS_SAMPLES;
  guint64 total = pat_verdict_nodes (rules, seconds);

  g_return_if_fail (rules != NULL && limits != NULL && searches_per_sample > 0);

  pat_odds_limits_init (limits);
  limits->samples = samples;
  limits->nodes
      = MAX (total / ((guint64)samples * searches_per_sample), MIN_SAMPLE_NODES);
  limits->max_seconds = searches_per_sample > 1
                            ? WALL_CAP * seconds
                            : MAX (seconds, PAT_FAIR_ODDS_CAP_SECONDS);
}

/**
 * pat_fair_odds_text:
 *
 * Returns: (transfer full): the odds as the window says them.
 */
char *
pat_fair_odds_text (const PatOdds *odds)
{
  int percent;

  g_return_val_if_fail (odds != NULL, NULL);

  if (odds->won + odds->lost == 0)
    return g_strdup (_ ("Unknown whether deals that look like this can be won"));
  /* "About 0 %" and "about 100 %" claim more than a few dozen deals can
   * tell: every one decided lost, or won, says so in words instead. */
  if (odds->won == 0)
    return g_strdup (_ ("Hardly any deal that looks like this can be won"));
  if (odds->lost == 0)
    return g_strdup (_ ("Nearly every deal that looks like this can be won"));
  /* Some were won and some lost: never rounded to either end. */
  percent = CLAMP ((int)lround (100 * odds->estimate), 1, 99);
  /* TRANSLATORS: %d is a whole percentage; %% is the percent sign. */
  return g_strdup_printf (_ ("About %d %% of deals that look like this can be won"),
                          percent);
}

typedef struct
{
  PatSession *session;
  PatOdds odds;
  PatMove move;
} FairJob;

static void
fair_job_free (gpointer data)
{
  FairJob *job = data;

  pat_session_free (job->session);
  g_free (job);
}

static GTask *
fair_task_new (const PatSession *session, GCancellable *cancellable,
               GAsyncReadyCallback callback, gpointer data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, data);
  FairJob *job = g_new0 (FairJob, 1);

  job->session = pat_session_copy (session);
  g_task_set_task_data (task, job, fair_job_free);
  return task;
}

static void
odds_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  FairJob *job = data;
  const PatRules *rules = pat_session_get_rules (job->session);
  PatOddsLimits limits;
  PatSeen seen;

  pat_seen_from_session (&seen, job->session);
  pat_fair_limits (rules, PAT_FAIR_ODDS_SECONDS, 1, &limits);
  pat_odds_estimate (rules, pat_session_get_state (job->session), &seen, &limits,
                     cancellable, &job->odds);
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

/**
 * pat_fair_odds_async:
 * @session: the game, whose history says which cards the player has seen
 * @cancellable: (nullable): cancels the work
 *
 * Works out on a worker thread the odds of the current position of
 * @session from the cards the player has seen (see pat_odds_estimate()).
 */
void
pat_fair_odds_async (const PatSession *session, GCancellable *cancellable,
                     GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (session != NULL);

  task = fair_task_new (session, cancellable, callback, data);
  g_task_run_in_thread (task, odds_thread);
}

/**
 * pat_fair_odds_finish:
 * @odds: (out): the odds
 *
 * Returns: %FALSE with @error set when cancelled.
 */
gboolean
pat_fair_odds_finish (GAsyncResult *result, PatOdds *odds, GError **error)
{
  FairJob *job;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  *odds = job->odds;
  return TRUE;
}

static void
hint_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  FairJob *job = data;
  const PatRules *rules = pat_session_get_rules (job->session);
  PatOddsLimits limits;
  gboolean found;

  pat_fair_limits (rules, PAT_FAIR_HINT_SECONDS, HINT_SEARCHES, &limits);
  found
      = pat_odds_hint_for_session (job->session, &limits, cancellable, &job->move, NULL);
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, found);
}

/**
 * pat_fair_hint_async:
 * @session: the game, whose history says which cards the player has seen
 * @cancellable: (nullable): cancels the work
 *
 * Works out on a worker thread a hint that does not peek (see
 * pat_odds_hint_for_session()) for the current position of @session.
 */
void
pat_fair_hint_async (const PatSession *session, GCancellable *cancellable,
                     GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (session != NULL);

  task = fair_task_new (session, cancellable, callback, data);
  g_task_run_in_thread (task, hint_thread);
}

/**
 * pat_fair_hint_finish:
 * @asked: (out): the position the hint is for
 * @move: (out): the move
 *
 * Returns: whether there is a move to suggest; %FALSE with @error set when
 *   cancelled.
 */
gboolean
pat_fair_hint_finish (GAsyncResult *result, PatState *asked, PatMove *move,
                      GError **error)
{
  FairJob *job;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  job = g_task_get_task_data (G_TASK (result));
  *asked = *pat_session_get_state (job->session);
  *move = job->move;
  return g_task_propagate_boolean (G_TASK (result), error);
}
