/* bench-odds.c — the odds and the fair hint at the window's budgets
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-odds [--positions N] [GAME...]: for every game (or those named),
 * N positions (default 20) reached by random play from random deals, up to
 * 200 moves in, with their history; each gets the odds the window shows
 * (pat_fair_limits() for PAT_FAIR_ODDS_SECONDS). Prints per game and over
 * all the median, 95th percentile and worst wall time, the 95th percentile
 * of processor time, the share of samples left unknown, and the share of
 * the samples asked that were done within the cap (fewer on a busy
 * machine). Target: 95th percentile within 2 s for every game.
 *
 * bench-odds --play [--deals A-B] [--exact-nodes N] [GAME[:KEY=VALUE,...]]:
 * plays each deal (default Klondike draw 3, deals 1-200) choosing every
 * move with the fair hint at the window's budget (PAT_FAIR_HINT_SECONDS),
 * up to 1000 moves or a position seen for the third time, and prints one
 * line a deal, then the win rate with its Wilson interval beside the
 * exact solver's winnable share of the same deals (within --exact-nodes
 * positions, default 200,000). The answers count positions, so they are
 * the same on any machine; times go to standard error.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-util.h"
#include "pat-engine.h"
#include "pat-fair.h"
#include "pat-odds.h"
#include "pat-solver.h"

#define MAX_MOVES 1000
#define REPEATS 3

static gboolean verbose;

/* "GAME" or "GAME:KEY=VALUE,...". */
static gboolean
rules_from_spec (const char *spec, PatRules *rules)
{
  g_auto (GStrv) parts = g_strsplit (spec, ":", 2);
  const PatVariant *variant = pat_variant_lookup (parts[0]);

  if (variant == NULL)
    return FALSE;
  pat_rules_init_default (rules, variant);
  if (parts[1] != NULL)
    {
      g_auto (GStrv) options = g_strsplit (parts[1], ",", -1);

      for (guint i = 0; options[i] != NULL; i++)
        {
          g_auto (GStrv) kv = g_strsplit (options[i], "=", 2);

          if (kv[1] == NULL || !pat_rules_set_option (rules, kv[0], kv[1], NULL))
            return FALSE;
        }
    }
  pat_rules_resolve (rules);
  return TRUE;
}

static void
odds_times (const PatRules *rules, const char *name, guint positions, GRand *rand,
            double *all, double *all_cpu, guint *n_all)
{
  g_autofree double *times = g_new (double, positions);
  g_autofree double *cpu = g_new (double, positions);
  guint samples = 0, unknown = 0, asked = 0;

  for (guint i = 0; i < positions; i++)
    {
      g_autoptr (PatSession) session
          = pat_session_new (rules, (guint32)g_rand_int_range (rand, 1, G_MAXINT));
      guint moves_in = (guint)g_rand_int_range (rand, 0, 201);
      PatOddsLimits limits;
      PatSeen seen;
      PatOdds odds;
      gint64 start;
      double cpu_start;

      for (guint m = 0; m < moves_in; m++)
        {
          PatMove moves[PAT_MAX_MOVES];
          guint n = pat_moves_list (rules, pat_session_get_state (session), moves,
                                    G_N_ELEMENTS (moves));

          if (n == 0)
            break;
          pat_session_play (session, &moves[g_rand_int_range (rand, 0, (int)n)], NULL);
        }

      start = g_get_monotonic_time ();
      cpu_start = bench_cpu_ms ();
      pat_seen_from_session (&seen, session);
      pat_fair_limits (rules, PAT_FAIR_ODDS_SECONDS, 1, &limits);
      pat_odds_estimate (rules, pat_session_get_state (session), &seen, &limits, NULL,
                         &odds);
      times[i] = (double)(g_get_monotonic_time () - start) / 1000.0;
      cpu[i] = bench_cpu_ms () - cpu_start;
      all[*n_all] = times[i];
      all_cpu[(*n_all)++] = cpu[i];
      samples += odds.samples;
      asked += limits.samples;
      unknown += odds.unknown;
    }
  bench_sort (times, positions);
  bench_sort (cpu, positions);
  printf ("%-18s %9u %8.0fms %8.0fms %8.0fms %8.0fms %7.1f%% %7.1f%%\n", name, positions,
          bench_percentile (times, positions, 0.5),
          bench_percentile (times, positions, 0.95), times[positions - 1],
          bench_percentile (cpu, positions, 0.95), 100.0 * unknown / MAX (samples, 1),
          100.0 * samples / MAX (asked, 1));
  fflush (stdout);
}

static int
run_odds (guint positions, int argc, char **argv)
{
  guint n_variants;
  const PatVariant *const *variants = pat_variants_list (&n_variants);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3535);
  guint n_games = argc > 0 ? (guint)argc : n_variants;
  g_autofree double *all = g_new (double, n_games *positions);
  g_autofree double *all_cpu = g_new (double, n_games *positions);
  guint n_all = 0;

  printf ("%-18s %9s %10s %10s %10s %10s %8s %8s\n", "game", "positions", "median", "p95",
          "worst", "cpu p95", "unknown", "done");
  for (guint g = 0; g < n_games; g++)
    {
      PatRules rules;
      const char *name = argc > 0 ? argv[g] : variants[g]->id;

      if (argc > 0 ? !rules_from_spec (name, &rules) : FALSE)
        {
          fprintf (stderr, "bench-odds: unknown game or option “%s”\n", name);
          return 1;
        }
      if (argc == 0)
        {
          pat_rules_init_default (&rules, variants[g]);
          pat_rules_resolve (&rules);
        }
      odds_times (&rules, name, positions, rand, all, all_cpu, &n_all);
    }
  bench_sort (all, n_all);
  bench_sort (all_cpu, n_all);
  printf ("%-18s %9u %8.0fms %8.0fms %8.0fms %8.0fms\n", "all", n_all,
          bench_percentile (all, n_all, 0.5), bench_percentile (all, n_all, 0.95),
          all[n_all - 1], bench_percentile (all_cpu, n_all, 0.95));
  return 0;
}

/* Plays @deal with the fair hint: whether it was won, and the moves. */
static gboolean
play_fair (const PatRules *rules, guint32 deal, guint *played)
{
  g_autoptr (PatSession) session = pat_session_new (rules, deal);
  g_autoptr (GHashTable) seen_positions = g_hash_table_new_full (
      g_bytes_hash, g_bytes_equal, (GDestroyNotify)g_bytes_unref, NULL);

  for (*played = 0; *played < MAX_MOVES; (*played)++)
    {
      const PatState *state = pat_session_get_state (session);
      g_autoptr (GBytes) key = g_bytes_new (state, sizeof *state);
      guint times = GPOINTER_TO_UINT (g_hash_table_lookup (seen_positions, key));
      PatOddsLimits limits;
      PatMove move;
      PatOdds odds;

      if (pat_session_get_status (session) != PAT_STATUS_PLAYING || times + 1 >= REPEATS)
        break;
      g_hash_table_replace (seen_positions, g_bytes_ref (key),
                            GUINT_TO_POINTER (times + 1));
      pat_fair_limits (rules, PAT_FAIR_HINT_SECONDS, 4, &limits);
      /* Positions only, no wall cap: the same games on a busy machine. */
      limits.max_seconds = 0;
      if (!pat_odds_hint_for_session (session, &limits, NULL, &move, &odds)
          || !pat_session_play (session, &move, NULL))
        break;
      if (verbose)
        {
          char text[PAT_MOVE_TEXT_SIZE];

          fprintf (stderr, "%u %s: won %u lost %u unknown %u%s\n", *played,
                   pat_move_to_string (rules, &move, text), odds.won, odds.lost,
                   odds.unknown, odds.exact ? " exact" : "");
        }
    }
  if (verbose)
    {
      g_autofree char *json = pat_json_save (session);

      fprintf (stderr, "%s after %u moves\n%s\n",
               pat_status_to_string (pat_session_get_status (session)), *played, json);
    }
  return pat_session_get_status (session) == PAT_STATUS_WON;
}

static int
run_play (const char *spec, guint32 first, guint32 last, guint64 exact_nodes)
{
  PatRules rules;
  guint won = 0, winnable = 0, unknown = 0, n = last - first + 1;
  double low, high, exact_low, exact_high;
  gint64 start = g_get_monotonic_time ();

  if (!rules_from_spec (spec, &rules))
    {
      fprintf (stderr, "bench-odds: unknown game or option “%s”\n", spec);
      return 1;
    }
  printf ("%s, every move the fair hint, deals %u-%u\n", spec, first, last);
  printf ("%6s %6s %6s %s\n", "deal", "fair", "moves", "exact");
  for (guint32 deal = first; deal <= last; deal++)
    {
      PatSolverLimits limits;
      PatState state;
      PatSolverResult exact;
      guint played;
      gboolean fair = play_fair (&rules, deal, &played);

      pat_solver_limits_init_for_nodes (&limits, exact_nodes);
      pat_state_deal (&state, &rules, deal);
      exact = pat_solver_solve (&rules, &state, &limits, NULL, NULL, NULL);
      won += fair;
      winnable += exact == PAT_SOLVER_WINNABLE;
      unknown += exact == PAT_SOLVER_UNKNOWN;
      printf ("%6u %6s %6u %s\n", deal, fair ? "won" : "lost", played,
              pat_solver_result_to_string (exact));
      fflush (stdout);
      fprintf (stderr, "deal %u: %.1f s so far\n", deal,
               (double)(g_get_monotonic_time () - start) / G_USEC_PER_SEC);
    }
  pat_odds_wilson (won, n, &low, &high);
  pat_odds_wilson (winnable, n, &exact_low, &exact_high);
  printf ("fair hint: won %u of %u, %.1f%% (95%% interval %.1f–%.1f%%)\n", won, n,
          100.0 * won / n, 100 * low, 100 * high);
  printf ("exact solver, %" G_GUINT64_FORMAT
          " positions: %u winnable, %u unknown of %u, %.1f%% (95%% interval "
          "%.1f–%.1f%%)\n",
          exact_nodes, winnable, unknown, n, 100.0 * winnable / n, 100 * exact_low,
          100 * exact_high);
  return 0;
}

int
main (int argc, char **argv)
{
  gboolean play = FALSE;
  char *deals = NULL;
  int positions = 20;
  gint64 exact_nodes = 200000;
  guint first = 1, last = 200;
  g_autoptr (GOptionContext) context = g_option_context_new ("[GAME[:KEY=VALUE,...]...]");
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "positions", 0, 0, G_OPTION_ARG_INT, &positions, "Positions per game", "N" },
    { "play", 0, 0, G_OPTION_ARG_NONE, &play, "Play deals with the fair hint", NULL },
    { "verbose", 0, 0, G_OPTION_ARG_NONE, &verbose, "Print every move played", NULL },
    { "deals", 0, 0, G_OPTION_ARG_STRING, &deals, "The deals to play", "A-B" },
    { "exact-nodes", 0, 0, G_OPTION_ARG_INT64, &exact_nodes,
      "The exact solver's budget a deal", "N" },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "bench-odds: %s\n", error->message);
      return 1;
    }
  if (deals != NULL
      && (sscanf (deals, "%u-%u", &first, &last) != 2 || first < 1 || last < first))
    {
      fprintf (stderr, "bench-odds: --deals takes A-B\n");
      return 1;
    }
  g_free (deals);
  if (positions < 1 || exact_nodes < 1)
    {
      fprintf (stderr,
               "bench-odds: --positions and --exact-nodes take a number above 0\n");
      return 1;
    }
  if (play)
    return run_play (argc > 1 ? argv[1] : "klondike:draw=3", first, last,
                     (guint64)exact_nodes);
  return run_odds ((guint)positions, argc - 1, argv + 1);
}
