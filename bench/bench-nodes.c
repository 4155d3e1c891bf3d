/* bench-nodes.c — the solver's verdicts at a fixed node budget, per game
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Solves deals A-B of every game (and Klondike with three cards turned, and
 * Spider of one suit)
 * within --nodes positions each and prints, per game, the deals won, lost
 * and unknown and the positions searched in all; then the deals of a named
 * set, each with its verdict and the positions it needed, within
 * --set-nodes. A node budget makes every figure on standard output the
 * same on any machine under any load, so a change to the search shows its
 * effect exactly: compare the output before and after. Times, which do
 * vary, go to standard error.
 *
 * --verdicts prints every deal's verdict instead, in the form of
 * tests/data/solver-verdicts.txt.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pat-engine.h"
#include "pat-solver.h"

#define DEFAULT_NODES 200000
#define DEFAULT_SET_NODES 10000000

/* Deals an independent solver decides at once and this one took seconds
 * over (issue 33). */
static const struct
{
  const char *entry;
  guint32 deal;
} slow_set[] = {
  { "king-albert", 49 },     { "king-albert", 174 },    { "klondike:draw=3", 13 },
  { "klondike:draw=3", 38 }, { "klondike:draw=3", 64 }, { "klondike", 53 },
  { "klondike", 87 },
};

typedef struct
{
  PatRules rules;
  guint32 deal;
  guint64 budget;
  PatSolverResult result;
  guint64 nodes;
  double seconds;
  gboolean done;
} Job;

typedef struct
{
  GMutex mutex;
  GCond cond;
} Shared;

static Shared shared;

/* "GAME" or "GAME:KEY=VALUE,...": the rules, or FALSE. */
static gboolean
rules_from_entry (const char *entry, PatRules *rules)
{
  g_auto (GStrv) parts = g_strsplit (entry, ":", 2);
  const PatVariant *variant = pat_variant_lookup (parts[0]);
  g_auto (GStrv) options = NULL;

  if (variant == NULL)
    return FALSE;
  pat_rules_init_default (rules, variant);
  if (parts[1] != NULL)
    {
      options = g_strsplit (parts[1], ",", -1);
      for (guint i = 0; options[i] != NULL; i++)
        {
          g_auto (GStrv) pair = g_strsplit (options[i], "=", 2);

          if (pair[0] == NULL || pair[1] == NULL
              || !pat_rules_set_option (rules, pair[0], pair[1], NULL))
            return FALSE;
        }
    }
  pat_rules_resolve (rules);
  return TRUE;
}

static void
solve_cb (gpointer data, gpointer user_data)
{
  Job *job = data;
  PatSolverLimits limits;
  PatSolverStats stats;
  PatState state;
  PatSolverResult result;

  pat_solver_limits_init_for_nodes (&limits, job->budget);
  pat_state_deal (&state, &job->rules, job->deal);
  result = pat_solver_solve (&job->rules, &state, &limits, NULL, NULL, &stats);

  g_mutex_lock (&shared.mutex);
  job->result = result;
  job->nodes = stats.nodes;
  job->seconds = stats.seconds;
  job->done = TRUE;
  g_cond_broadcast (&shared.cond);
  g_mutex_unlock (&shared.mutex);
}

static void
wait_for (Job *job)
{
  g_mutex_lock (&shared.mutex);
  while (!job->done)
    g_cond_wait (&shared.cond, &shared.mutex);
  g_mutex_unlock (&shared.mutex);
}

static void
usage (void)
{
  fputs ("Usage: bench-nodes [--nodes N] [--set-nodes N] [--deals A-B] [--jobs N] "
         "[--verdicts] [GAME[:KEY=VALUE,...]...]\n",
         stderr);
  exit (1);
}

int
main (int argc, char **argv)
{
  guint64 nodes = DEFAULT_NODES, set_nodes = DEFAULT_SET_NODES;
  guint64 first = 1, last = 200, jobs = 2;
  gboolean verdicts = FALSE;
  g_autoptr (GPtrArray) entries = g_ptr_array_new_with_free_func (g_free);
  g_autofree Job *all = NULL;
  guint n_deals, n_jobs;
  GThreadPool *pool;
  guint64 sum[3] = { 0 }, sum_nodes = 0;
  double sum_seconds = 0;

  for (int i = 1; i < argc; i++)
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (argv[i], "--verdicts") == 0)
        verdicts = TRUE;
      else if (strcmp (argv[i], "--nodes") == 0 && value != NULL)
        {
          if (!g_ascii_string_to_unsigned (value, 10, 1, G_MAXUINT64, &nodes, NULL))
            usage ();
          i++;
        }
      else if (strcmp (argv[i], "--set-nodes") == 0 && value != NULL)
        {
          if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &set_nodes, NULL))
            usage ();
          i++;
        }
      else if (strcmp (argv[i], "--jobs") == 0 && value != NULL)
        {
          if (!g_ascii_string_to_unsigned (value, 10, 1, 256, &jobs, NULL))
            usage ();
          i++;
        }
      else if (strcmp (argv[i], "--deals") == 0 && value != NULL)
        {
          g_auto (GStrv) ends = g_strsplit (value, "-", 2);

          if (ends[1] == NULL
              || !g_ascii_string_to_unsigned (ends[0], 10, PAT_DEAL_MIN, PAT_DEAL_MAX,
                                              &first, NULL)
              || !g_ascii_string_to_unsigned (ends[1], 10, first, PAT_DEAL_MAX, &last,
                                              NULL))
            usage ();
          i++;
        }
      else if (argv[i][0] == '-')
        usage ();
      else
        g_ptr_array_add (entries, g_strdup (argv[i]));
    }
  if (entries->len == 0)
    {
      guint n_variants;
      const PatVariant *const *variants = pat_variants_list (&n_variants);

      for (guint v = 0; v < n_variants; v++)
        g_ptr_array_add (entries, g_strdup (variants[v]->id));
      g_ptr_array_add (entries, g_strdup ("klondike:draw=3"));
      g_ptr_array_add (entries, g_strdup ("spider:suits=1"));
    }

  /* Every deal of every game is queued at once, so the jobs stay busy from
   * one game to the next; the results are printed in order. */
  n_deals = (guint)(last - first + 1);
  n_jobs = entries->len * n_deals + (verdicts ? 0 : G_N_ELEMENTS (slow_set));
  all = g_new0 (Job, n_jobs);
  g_mutex_init (&shared.mutex);
  g_cond_init (&shared.cond);
  for (guint e = 0; e < entries->len; e++)
    for (guint d = 0; d < n_deals; d++)
      {
        Job *job = &all[e * n_deals + d];

        if (!rules_from_entry (g_ptr_array_index (entries, e), &job->rules))
          {
            fprintf (stderr, "bench-nodes: not a game: %s\n",
                     (char *)g_ptr_array_index (entries, e));
            return 1;
          }
        job->deal = (guint32)(first + d);
        job->budget = nodes;
      }
  for (guint k = 0; k < n_jobs - entries->len * n_deals; k++)
    {
      Job *job = &all[entries->len * n_deals + k];

      rules_from_entry (slow_set[k].entry, &job->rules);
      job->deal = slow_set[k].deal;
      job->budget = set_nodes;
      /* --set-nodes 0 leaves the set out. */
      if (set_nodes == 0)
        job->done = TRUE;
    }
  pool = g_thread_pool_new (solve_cb, NULL, (int)jobs, TRUE, NULL);
  for (guint i = 0; i < n_jobs; i++)
    if (!all[i].done)
      g_thread_pool_push (pool, &all[i], NULL);

  if (verdicts)
    printf ("# The solver's verdicts at a fixed node budget: GAME[:KEY=VALUE,...] DEAL\n"
            "# VERDICT. /solver-verdicts/sample (tests/test-solver-deals.c) fails when\n"
            "# one proven verdict turns into the other. Written by\n"
            "# bench-nodes --verdicts --deals %" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT
            " --nodes %" G_GUINT64_FORMAT ".\n"
            "nodes %" G_GUINT64_FORMAT "\n",
            first, last, nodes, nodes);
  else
    {
      printf ("deals %" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
              " nodes each\n",
              first, last, nodes);
      printf ("%-18s %5s %5s %5s %14s\n", "game", "won", "lost", "unk", "nodes");
    }
  for (guint e = 0; e < entries->len; e++)
    {
      const char *entry = g_ptr_array_index (entries, e);
      guint count[3] = { 0 };
      guint64 total = 0;
      double seconds = 0;

      for (guint d = 0; d < n_deals; d++)
        {
          Job *job = &all[e * n_deals + d];

          wait_for (job);
          count[job->result]++;
          total += job->nodes;
          seconds += job->seconds;
          if (verdicts)
            printf ("%s %u %s\n", entry, job->deal,
                    pat_solver_result_to_string (job->result));
        }
      for (guint r = 0; r < 3; r++)
        sum[r] += count[r];
      sum_nodes += total;
      sum_seconds += seconds;
      if (!verdicts)
        printf ("%-18s %5u %5u %5u %14" G_GUINT64_FORMAT "\n", entry,
                count[PAT_SOLVER_WINNABLE], count[PAT_SOLVER_UNWINNABLE],
                count[PAT_SOLVER_UNKNOWN], total);
      fprintf (stderr, "%-18s %8.1f s searching, %.0f nodes/s\n", entry, seconds,
               seconds > 0 ? total / seconds : 0);
      fflush (stdout);
    }
  if (!verdicts)
    printf ("%-18s %5" G_GUINT64_FORMAT " %5" G_GUINT64_FORMAT " %5" G_GUINT64_FORMAT
            " %14" G_GUINT64_FORMAT "\n",
            "all", sum[PAT_SOLVER_WINNABLE], sum[PAT_SOLVER_UNWINNABLE],
            sum[PAT_SOLVER_UNKNOWN], sum_nodes);
  fflush (stdout);
  fprintf (stderr, "%-18s %8.1f s\n", "all", sum_seconds);

  if (!verdicts && set_nodes > 0)
    {
      printf ("\nslow set, %" G_GUINT64_FORMAT " nodes each\n", set_nodes);
      for (guint k = 0; k < G_N_ELEMENTS (slow_set); k++)
        {
          Job *job = &all[entries->len * n_deals + k];

          wait_for (job);
          printf ("%-18s %5u %-10s %14" G_GUINT64_FORMAT "\n", slow_set[k].entry,
                  job->deal, pat_solver_result_to_string (job->result), job->nodes);
          fprintf (stderr, "%-18s %5u %8.2f s\n", slow_set[k].entry, job->deal,
                   job->seconds);
          fflush (stdout);
        }
    }

  g_thread_pool_free (pool, FALSE, TRUE);
  g_mutex_clear (&shared.mutex);
  g_cond_clear (&shared.cond);
  return 0;
}
