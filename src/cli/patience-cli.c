/* patience-cli.c — deal, play and check games without a window
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "patience-cli"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "pat-engine.h"
#include "pat-i18n.h"
#include "pat-odds.h"
#include "pat-solver.h"

enum
{
  EXIT_OK = 0,
  EXIT_BAD_INPUT = 1,
  /* Standard output could not be written: a full disk, say. */
  EXIT_NO_OUTPUT = 1,
  EXIT_ILLEGAL_MOVE = 2,
};

static const char usage[]
    = "Usage:\n"
      "  patience-cli list\n"
      "  patience-cli deal GAME [--deal N] [--option KEY=VALUE]...\n"
      "  patience-cli play (--state FILE | GAME [--deal N] [--option KEY=VALUE]...) "
      "[MOVE]...\n"
      "  patience-cli moves (--state FILE | GAME [--deal N] [--option KEY=VALUE]...)\n"
      "  patience-cli solve (--state FILE | GAME [--deal N] [--option KEY=VALUE]...) "
      "[--nodes N] [--timeout SECONDS]\n"
      "  patience-cli hint (--state FILE | GAME [--deal N] [--option KEY=VALUE]...) "
      "[--nodes N]\n"
      "  patience-cli odds (--state FILE | GAME [--deal N] [--option KEY=VALUE]...) "
      "[--samples N] [--nodes N] [--seed N]\n"
      "  patience-cli batch GAME --deals A-B [--option KEY=VALUE]... [--nodes N] "
      "[--timeout SECONDS] [--jobs N]\n"
      "\n"
      "A MOVE is FROM:TO with pile ids (tableau-3:foundation-0), deal or redeal;\n"
      "FROM:TO:N moves the top N cards together where a game moves runs.\n"
      "--state - reads the saved game from standard input; 4 MiB at most.\n"
      "batch solves at most 1000000 deals at a time.\n"
      "solve and batch search at most --nodes positions a deal (default\n"
      "10000000, at most 1000000000000), hint 8000 before it checks the\n"
      "best-looking moves: the same budget gives the same answer on any\n"
      "machine. Larger budgets let each deal use more memory, up to 256 MB.\n"
      "--timeout caps the seconds a deal (at most 1000000): a search it stops\n"
      "answers unknown.\n"
      "odds deals the cards the player has not seen at random --samples times\n"
      "(default 100, at most 100000) and solves each within --nodes positions\n"
      "(default 20000): the same --seed (default 1) gives the same odds.\n";

/* The node budget of solve and batch: 20 to 80 s, by game, on a machine
 * of 2 cores. */
#define DEFAULT_NODES G_GUINT64_CONSTANT (10000000)
/* Days of search. */
#define MAX_NODES G_GUINT64_CONSTANT (1000000000000)
/* Eleven days and a half: more than any search has use for. */
#define MAX_TIMEOUT 1000000.0
#define MAX_JOBS 256
/* batch keeps a result for every deal of its range, 16 bytes each. */
#define MAX_BATCH_DEALS 1000000
/* odds keeps every sample's result in a counter only; this bounds the time. */
#define MAX_SAMPLES 100000

typedef struct
{
  char *deal;
  char **options;
  char *state;
  char *nodes;
  char *timeout;
  char *deals;
  char *jobs;
  char *samples;
  char *seed;
} Args;

static void
args_clear (Args *args)
{
  g_free (args->deal);
  g_strfreev (args->options);
  g_free (args->state);
  g_free (args->nodes);
  g_free (args->timeout);
  g_free (args->deals);
  g_free (args->jobs);
  g_free (args->samples);
  g_free (args->seed);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Args, args_clear)

static int fail (int status, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Says what went wrong in one line on stderr: text from outside comes into
 * messages through pat_excerpt(), and pat_message_line() catches what
 * comes another way, such as GOption's quote of an unknown option. */
static int
fail (int status, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;
  g_autofree char *line = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  line = pat_message_line (message);
  fprintf (stderr, "patience-cli: %s\n", line);
  return status;
}

/* A saved game from @path, "-" for stdin, read in pieces up to
 * PAT_SAVE_MAX_BYTES: an endless file (/dev/zero) or a huge one is refused
 * after that, not read into memory whole. */
static char *
read_saved_game (const char *path, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *name = NULL;
  FILE *stream;
  char buffer[4096];
  size_t n;
  int saved_errno = 0;

  if (strcmp (path, "-") == 0)
    {
      stream = stdin;
      name = g_strdup ("standard input");
    }
  else
    {
      g_autofree char *excerpt = pat_excerpt (path);

      name = g_strdup_printf ("“%s”", excerpt);
      stream = fopen (path, "rb");
      if (stream == NULL)
        {
          saved_errno = errno;
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "could not open %s: %s", name, g_strerror (saved_errno));
          return NULL;
        }
    }

  while (text->len <= PAT_SAVE_MAX_BYTES
         && (n = fread (buffer, 1, sizeof buffer, stream)) > 0)
    g_string_append_len (text, buffer, (gssize)n);
  if (ferror (stream))
    saved_errno = errno;
  if (stream != stdin)
    fclose (stream);

  if (saved_errno != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "could not read %s: %s", name, g_strerror (saved_errno));
      return NULL;
    }
  if (text->len > PAT_SAVE_MAX_BYTES)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "%s holds more than %d MiB, too much for a saved game", name,
                   PAT_SAVE_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Why standard output could not be written; 0 while it could. */
static int output_errno;

/* Writes out what stdout holds. Returns: whether all of it was written. */
static gboolean
flush_output (void)
{
  if (output_errno == 0)
    {
      errno = 0;
      if (fflush (stdout) != 0 || ferror (stdout))
        output_errno = errno != 0 ? errno : EIO;
    }
  return output_errno == 0;
}

/* @variant with the --option values set. */
static gboolean
rules_from_options (PatRules *rules, const PatVariant *variant, char **options,
                    GError **error)
{
  pat_rules_init_default (rules, variant);
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      g_auto (GStrv) pair = g_strsplit (options[i], "=", 2);

      if (pair[0] == NULL || pair[1] == NULL)
        {
          g_autofree char *excerpt = pat_excerpt (options[i]);

          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       "--option takes KEY=VALUE, not “%s”", excerpt);
          return FALSE;
        }
      if (!pat_rules_set_option (rules, pair[0], pair[1], error))
        return FALSE;
    }
  pat_rules_resolve (rules);
  return TRUE;
}

static const PatVariant *
lookup_variant (const char *id, GError **error)
{
  const PatVariant *variant = pat_variant_lookup (id);

  if (variant == NULL)
    {
      g_autofree char *excerpt = pat_excerpt (id);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "unknown game “%s” (patience-cli list shows the games)", excerpt);
    }
  return variant;
}

/* The game to work on: from --state, or dealt from GAME, --deal and
 * --option. Consumes GAME from @argv. */
static PatSession *
open_session (Args *args, int *argc, char ***argv, gboolean allow_state, GError **error)
{
  const PatVariant *variant;
  PatRules rules;
  guint64 deal;

  if (args->state != NULL)
    {
      g_autofree char *data = NULL;

      if (!allow_state)
        {
          g_set_error_literal (error, PAT_ERROR, PAT_ERROR_INVALID,
                               "deal takes a GAME, not --state");
          return NULL;
        }
      if (args->deal != NULL || args->options != NULL)
        {
          g_set_error_literal (error, PAT_ERROR, PAT_ERROR_INVALID,
                               "--deal and --option do not go with --state: the saved "
                               "game says them");
          return NULL;
        }
      data = read_saved_game (args->state, error);
      if (data == NULL)
        return NULL;
      return pat_json_load (data, -1, error);
    }

  if (*argc < 1)
    {
      g_set_error_literal (error, PAT_ERROR, PAT_ERROR_INVALID,
                           "which game? (patience-cli list shows the games)");
      return NULL;
    }
  variant = lookup_variant ((*argv)[0], error);
  if (variant == NULL)
    return NULL;
  (*argc)--;
  (*argv)++;

  if (!rules_from_options (&rules, variant, args->options, error))
    return NULL;

  if (args->deal == NULL)
    deal = pat_variant_deal_random (variant, NULL);
  else if (!g_ascii_string_to_unsigned (args->deal, 10, PAT_DEAL_MIN, PAT_DEAL_MAX, &deal,
                                        NULL)
           || !g_ascii_isdigit (args->deal[0]))
    {
      g_autofree char *excerpt = pat_excerpt (args->deal);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "the deal number must be a whole number from %u to %u, not “%s”",
                   PAT_DEAL_MIN, PAT_DEAL_MAX, excerpt);
      return NULL;
    }
  return pat_session_new (&rules, (guint32)deal);
}

static void
print_session (const PatSession *session)
{
  g_autofree char *json = pat_json_save (session);

  printf ("%s\n", json);
}

static int
command_list (void)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint i = 0; i < n; i++)
    printf ("%s\t%s\n", variants[i]->id, _ (variants[i]->name));
  return EXIT_OK;
}

static int
command_play (PatSession *session, int argc, char **argv)
{
  for (int i = 0; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      PatMove move;

      if (!pat_move_parse (pat_session_get_rules (session), argv[i], &move, &error)
          || !pat_session_play (session, &move, &error))
        {
          g_autofree char *excerpt = pat_excerpt (argv[i]);

          return fail (EXIT_ILLEGAL_MOVE, "move %d (%s) is not allowed: %s", i + 1,
                       excerpt, error->message);
        }
    }
  print_session (session);
  return EXIT_OK;
}

static int
command_moves (PatSession *session)
{
  const PatRules *rules = pat_session_get_rules (session);
  PatMove moves[PAT_MAX_MOVES];
  guint n = pat_moves_list (rules, pat_session_get_state (session), moves,
                            G_N_ELEMENTS (moves));

  for (guint i = 0; i < n; i++)
    {
      char text[PAT_MOVE_TEXT_SIZE];

      printf ("%s\n", pat_move_to_string (rules, &moves[i], text));
    }
  return EXIT_OK;
}

/* A number of seconds above 0 and at most MAX_TIMEOUT, or 0 (no limit)
 * when @text is NULL. */
static gboolean
parse_timeout (const char *text, double *seconds, GError **error)
{
  char *end = NULL;

  if (text == NULL)
    {
      *seconds = 0;
      return TRUE;
    }
  *seconds = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !(*seconds > 0 && *seconds <= MAX_TIMEOUT))
    {
      g_autofree char *excerpt = pat_excerpt (text);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "--timeout takes a number of seconds above 0, at most %.0f, not “%s”",
                   MAX_TIMEOUT, excerpt);
      return FALSE;
    }
  return TRUE;
}

/* A node budget from 1 to MAX_NODES, or @fallback when @text is NULL. */
static gboolean
parse_nodes (const char *text, guint64 fallback, guint64 *nodes, GError **error)
{
  if (text == NULL)
    {
      *nodes = fallback;
      return TRUE;
    }
  if (!g_ascii_isdigit (text[0])
      || !g_ascii_string_to_unsigned (text, 10, 1, MAX_NODES, nodes, NULL))
    {
      g_autofree char *excerpt = pat_excerpt (text);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "--nodes takes a whole number from 1 to %" G_GUINT64_FORMAT
                   ", not “%s”",
                   MAX_NODES, excerpt);
      return FALSE;
    }
  return TRUE;
}

static void
print_move (const PatRules *rules, const PatMove *move)
{
  char text[PAT_MOVE_TEXT_SIZE];

  printf ("%s\n", pat_move_to_string (rules, move, text));
}

static int
command_solve (PatSession *session, guint64 nodes, double timeout)
{
  const PatRules *rules = pat_session_get_rules (session);
  g_autoptr (GArray) line = NULL;
  PatSolverLimits limits;
  PatSolverResult result;

  pat_solver_limits_init_for_nodes (&limits, nodes);
  limits.max_seconds = timeout;
  result = pat_solver_solve (rules, pat_session_get_state (session), &limits, NULL, &line,
                             NULL);
  printf ("%s\n", pat_solver_result_to_string (result));
  for (guint i = 0; line != NULL && i < line->len; i++)
    print_move (rules, &g_array_index (line, PatMove, i));
  return EXIT_OK;
}

static int
command_hint (PatSession *session, guint64 nodes)
{
  const PatRules *rules = pat_session_get_rules (session);
  PatSolverLimits limits;
  PatMove move;

  pat_solver_limits_init_for_nodes (&limits, nodes);
  if (pat_solver_hint (rules, pat_session_get_state (session), &limits, NULL, &move,
                       NULL))
    print_move (rules, &move);
  else
    printf ("none\n");
  return EXIT_OK;
}

/* A whole number from @min to @max for --@name, or @fallback when @text
 * is NULL. */
static gboolean
parse_count (const char *name, const char *text, guint64 min, guint64 max,
             guint64 fallback, guint64 *value, GError **error)
{
  if (text == NULL)
    {
      *value = fallback;
      return TRUE;
    }
  if (!g_ascii_isdigit (text[0])
      || !g_ascii_string_to_unsigned (text, 10, min, max, value, NULL))
    {
      g_autofree char *excerpt = pat_excerpt (text);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "--%s takes a whole number from %" G_GUINT64_FORMAT
                   " to %" G_GUINT64_FORMAT ", not “%s”",
                   name, min, max, excerpt);
      return FALSE;
    }
  return TRUE;
}

static int
command_odds (PatSession *session, const Args *args)
{
  g_autoptr (GError) error = NULL;
  const PatRules *rules = pat_session_get_rules (session);
  PatOddsLimits limits;
  PatSeen seen;
  PatOdds odds;
  guint64 samples, seed;

  pat_odds_limits_init (&limits);
  if (!parse_count ("samples", args->samples, 1, MAX_SAMPLES, limits.samples, &samples,
                    &error)
      || !parse_nodes (args->nodes, limits.nodes, &limits.nodes, &error)
      || !parse_count ("seed", args->seed, 0, G_MAXUINT32, limits.seed, &seed, &error))
    return fail (EXIT_BAD_INPUT, "%s", error->message);
  limits.samples = (guint)samples;
  limits.seed = (guint32)seed;

  pat_seen_from_session (&seen, session);
  pat_odds_estimate (rules, pat_session_get_state (session), &seen, &limits, NULL, &odds);
  printf ("won %u, lost %u, unknown %u of %u\n", odds.won, odds.lost, odds.unknown,
          odds.samples);
  /* No sample decided: the estimate would be a made-up 50 %. */
  if (odds.won + odds.lost == 0)
    printf ("odds unknown (every search was cut short; more --nodes may tell)\n");
  else if (odds.exact)
    printf ("odds %.1f%% (exact: nothing is hidden)\n", 100 * odds.estimate);
  else
    printf ("odds %.1f%% (95%% interval %.1f–%.1f%%)\n", 100 * odds.estimate,
            100 * odds.low, 100 * odds.high);
  printf ("nodes %" G_GUINT64_FORMAT "\n", odds.nodes);
  return EXIT_OK;
}

/* batch: deals solved on a thread pool, printed in order as they finish. */
typedef struct
{
  PatRules rules;
  guint32 first;
  guint64 nodes;
  double timeout;
  PatSolverResult *results;
  double *seconds;
  guint64 *node_counts;
  gboolean *done;
  GMutex mutex;
  GCond cond;
} Batch;

static void
batch_solve_cb (gpointer data, gpointer user_data)
{
  Batch *batch = user_data;
  guint index = GPOINTER_TO_UINT (data) - 1;
  gint64 start = g_get_monotonic_time ();
  PatSolverLimits limits;
  PatSolverStats stats;
  PatSolverResult result;
  PatState state;

  pat_solver_limits_init_for_nodes (&limits, batch->nodes);
  limits.max_seconds = batch->timeout;
  pat_state_deal (&state, &batch->rules, batch->first + index);
  result = pat_solver_solve (&batch->rules, &state, &limits, NULL, NULL, &stats);

  g_mutex_lock (&batch->mutex);
  batch->results[index] = result;
  batch->node_counts[index] = stats.nodes;
  batch->seconds[index] = (double)(g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  batch->done[index] = TRUE;
  g_cond_broadcast (&batch->cond);
  g_mutex_unlock (&batch->mutex);
}

static gboolean
parse_deals (const char *text, guint32 *first, guint32 *last, GError **error)
{
  g_auto (GStrv) ends = NULL;
  guint64 a, b;

  if (text == NULL)
    {
      g_set_error_literal (error, PAT_ERROR, PAT_ERROR_INVALID,
                           "batch needs --deals A-B, the range of deals to solve");
      return FALSE;
    }
  ends = g_strsplit (text, "-", 2);
  if (ends[0] == NULL || ends[1] == NULL || !g_ascii_isdigit (ends[0][0])
      || !g_ascii_isdigit (ends[1][0])
      || !g_ascii_string_to_unsigned (ends[0], 10, PAT_DEAL_MIN, PAT_DEAL_MAX, &a, NULL)
      || !g_ascii_string_to_unsigned (ends[1], 10, PAT_DEAL_MIN, PAT_DEAL_MAX, &b, NULL)
      || a > b)
    {
      g_autofree char *excerpt = pat_excerpt (text);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "--deals takes A-B, two deal numbers from %u to %u with A ≤ B, "
                   "not “%s”",
                   PAT_DEAL_MIN, PAT_DEAL_MAX, excerpt);
      return FALSE;
    }
  if (b - a + 1 > MAX_BATCH_DEALS)
    {
      g_autofree char *excerpt = pat_excerpt (text);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "--deals covers at most %u deals, not %" G_GUINT64_FORMAT " (“%s”)",
                   MAX_BATCH_DEALS, b - a + 1, excerpt);
      return FALSE;
    }
  *first = (guint32)a;
  *last = (guint32)b;
  return TRUE;
}

static gboolean
parse_jobs (const char *text, guint *jobs, GError **error)
{
  guint64 n;

  if (text == NULL)
    {
      *jobs = MIN ((guint)g_get_num_processors (), MAX_JOBS);
      return TRUE;
    }
  if (!g_ascii_isdigit (text[0])
      || !g_ascii_string_to_unsigned (text, 10, 1, MAX_JOBS, &n, NULL))
    {
      g_autofree char *excerpt = pat_excerpt (text);

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "--jobs takes a whole number from 1 to %u, not “%s”", MAX_JOBS,
                   excerpt);
      return FALSE;
    }
  *jobs = (guint)n;
  return TRUE;
}

/* The Wilson score interval for @k successes in @n trials, at 95 %. */
static void
wilson_interval (guint k, guint n, double *low, double *high)
{
  const double z = 1.959963984540054;
  double p = (double)k / n;
  double denominator = 1 + z * z / n;
  double centre = (p + z * z / (2.0 * n)) / denominator;
  double half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;

  *low = MAX (0, centre - half);
  *high = MIN (1, centre + half);
}

static int
command_batch (const Args *args, int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  const PatVariant *variant;
  Batch batch = { 0 };
  guint32 first, last;
  guint jobs, n;
  guint counts[3] = { 0 };
  guint64 total_nodes = 0;
  GThreadPool *pool;
  gint64 start = g_get_monotonic_time ();
  double low, high;
  guint printed;

  if (args->state != NULL || args->deal != NULL)
    return fail (EXIT_BAD_INPUT, "batch takes a GAME and --deals, not --state or --deal");
  if (args->samples != NULL || args->seed != NULL)
    return fail (EXIT_BAD_INPUT, "--samples and --seed go only with odds");
  if (argc < 1)
    return fail (EXIT_BAD_INPUT, "which game? (patience-cli list shows the games)");
  if (argc > 1)
    {
      g_autofree char *excerpt = pat_excerpt (argv[1]);

      return fail (EXIT_BAD_INPUT, "batch takes one GAME: unexpected “%s”", excerpt);
    }
  variant = lookup_variant (argv[0], &error);
  if (variant == NULL
      || !rules_from_options (&batch.rules, variant, args->options, &error)
      || !parse_deals (args->deals, &first, &last, &error)
      || !parse_nodes (args->nodes, DEFAULT_NODES, &batch.nodes, &error)
      || !parse_timeout (args->timeout, &batch.timeout, &error)
      || !parse_jobs (args->jobs, &jobs, &error))
    return fail (EXIT_BAD_INPUT, "%s", error->message);

  n = last - first + 1;
  batch.first = first;
  batch.results = g_new0 (PatSolverResult, n);
  batch.seconds = g_new0 (double, n);
  batch.node_counts = g_new0 (guint64, n);
  batch.done = g_new0 (gboolean, n);
  g_mutex_init (&batch.mutex);
  g_cond_init (&batch.cond);

  pool = g_thread_pool_new (batch_solve_cb, &batch, (int)jobs, FALSE, NULL);
  for (guint i = 0; i < n; i++)
    g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);

  for (printed = 0; printed < n; printed++)
    {
      guint i = printed;

      g_mutex_lock (&batch.mutex);
      while (!batch.done[i])
        g_cond_wait (&batch.cond, &batch.mutex);
      g_mutex_unlock (&batch.mutex);
      counts[batch.results[i]]++;
      total_nodes += batch.node_counts[i];
      printf ("%u %s %.3f %" G_GUINT64_FORMAT "\n", first + i,
              pat_solver_result_to_string (batch.results[i]), batch.seconds[i],
              batch.node_counts[i]);
      if (!flush_output ())
        break;
    }
  /* Results that cannot be written are not worth the search: the deals not
   * begun are dropped, and main() says why. */
  g_thread_pool_free (pool, printed < n, TRUE);

  if (printed == n)
    {
      wilson_interval (counts[PAT_SOLVER_WINNABLE], n, &low, &high);
      printf ("%s: %u winnable, %u unwinnable, %u unknown of %u (%.1f%% winnable, 95%% "
              "CI %.1f–%.1f), %" G_GUINT64_FORMAT " nodes, %.1f s\n",
              variant->id, counts[PAT_SOLVER_WINNABLE], counts[PAT_SOLVER_UNWINNABLE],
              counts[PAT_SOLVER_UNKNOWN], n, 100.0 * counts[PAT_SOLVER_WINNABLE] / n,
              100 * low, 100 * high, total_nodes,
              (double)(g_get_monotonic_time () - start) / G_USEC_PER_SEC);
    }

  g_mutex_clear (&batch.mutex);
  g_cond_clear (&batch.cond);
  g_free (batch.results);
  g_free (batch.seconds);
  g_free (batch.node_counts);
  g_free (batch.done);
  return EXIT_OK;
}

static int
run (int argc, char **argv)
{
  g_auto (Args) args = { 0 };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) session = NULL;
  const char *command;
  guint64 nodes;
  double timeout;
  gboolean help = FALSE;
  GOptionEntry entries[] = {
    /* GOption's own --help writes with g_print() and ends the program
     * there: a full disk would go unnoticed. These end where every
     * command does, in finish_output(). */
    { "help", 'h', 0, G_OPTION_ARG_NONE, &help, "Show this help", NULL },
    { "help-all", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &help, NULL, NULL },
    { "usage", '?', G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &help, NULL, NULL },
    { "deal", 0, 0, G_OPTION_ARG_STRING, &args.deal, "Deal number N", "N" },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args.options, "A rule option",
      "KEY=VALUE" },
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &args.state, "A saved game (- for stdin)",
      "FILE" },
    { "nodes", 0, 0, G_OPTION_ARG_STRING, &args.nodes,
      "Positions to search a deal (solve, batch, hint, odds)", "N" },
    { "timeout", 0, 0, G_OPTION_ARG_STRING, &args.timeout,
      "Most seconds to search a deal (solve, batch)", "SECONDS" },
    { "deals", 0, 0, G_OPTION_ARG_STRING, &args.deals, "The deals to solve (batch)",
      "A-B" },
    { "jobs", 0, 0, G_OPTION_ARG_STRING, &args.jobs, "Deals solved at once (batch)",
      "N" },
    { "samples", 0, 0, G_OPTION_ARG_STRING, &args.samples,
      "Deals drawn for what is hidden (odds)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args.seed, "Draws those deals (odds)", "N" },
    { NULL },
  };

  pat_i18n_init ();
  /* Numbers are read and written in the C locale's way, whatever the
   * player's is (odds 12.5%, not 12,5%): the output is read by programs,
   * and --timeout takes what it prints. Messages stay in the player's
   * language. */
  setlocale (LC_NUMERIC, "C");

  context = g_option_context_new ("COMMAND …");
  g_option_context_set_summary (context, usage);
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail (EXIT_BAD_INPUT, "%s", error->message);
  if (help)
    {
      g_autofree char *text = g_option_context_get_help (context, TRUE, NULL);

      fputs (text, stdout);
      return EXIT_OK;
    }
  if (argc < 2)
    {
      fputs (usage, stderr);
      return EXIT_BAD_INPUT;
    }

  command = argv[1];
  argc -= 2;
  argv += 2;

  if (strcmp (command, "list") == 0)
    {
      if (argc > 0 || args.deal || args.options || args.state || args.nodes
          || args.timeout || args.deals || args.jobs || args.samples || args.seed)
        return fail (EXIT_BAD_INPUT, "list takes no arguments");
      return command_list ();
    }
  if (strcmp (command, "batch") == 0)
    return command_batch (&args, argc, argv);
  if (strcmp (command, "deal") != 0 && strcmp (command, "play") != 0
      && strcmp (command, "moves") != 0 && strcmp (command, "solve") != 0
      && strcmp (command, "hint") != 0 && strcmp (command, "odds") != 0)
    {
      g_autofree char *excerpt = pat_excerpt (command);

      return fail (EXIT_BAD_INPUT,
                   "unknown command “%s”: use list, deal, play, moves, solve, hint, "
                   "odds or batch (--help for more)",
                   excerpt);
    }
  if (args.deals != NULL || args.jobs != NULL)
    return fail (EXIT_BAD_INPUT, "--deals and --jobs go only with batch");
  if (args.timeout != NULL && strcmp (command, "solve") != 0)
    return fail (EXIT_BAD_INPUT, "--timeout goes only with solve and batch");
  if ((args.samples != NULL || args.seed != NULL) && strcmp (command, "odds") != 0)
    return fail (EXIT_BAD_INPUT, "--samples and --seed go only with odds");
  if (args.nodes != NULL && strcmp (command, "solve") != 0
      && strcmp (command, "hint") != 0 && strcmp (command, "odds") != 0)
    return fail (EXIT_BAD_INPUT, "--nodes goes only with solve, hint, odds and batch");
  if (!parse_nodes (args.nodes,
                    strcmp (command, "hint") == 0 ? PAT_SOLVER_HINT_NODES : DEFAULT_NODES,
                    &nodes, &error)
      || !parse_timeout (args.timeout, &timeout, &error))
    return fail (EXIT_BAD_INPUT, "%s", error->message);

  session = open_session (&args, &argc, &argv, strcmp (command, "deal") != 0, &error);
  if (session == NULL)
    return fail (EXIT_BAD_INPUT, "%s", error->message);

  if (strcmp (command, "play") == 0)
    return command_play (session, argc, argv);
  if (argc > 0)
    {
      g_autofree char *excerpt = pat_excerpt (argv[0]);

      return fail (EXIT_BAD_INPUT, "%s takes no moves: unexpected “%s”", command,
                   excerpt);
    }
  if (strcmp (command, "deal") == 0)
    {
      print_session (session);
      return EXIT_OK;
    }
  if (strcmp (command, "solve") == 0)
    return command_solve (session, nodes, timeout);
  if (strcmp (command, "hint") == 0)
    return command_hint (session, nodes);
  if (strcmp (command, "odds") == 0)
    return command_odds (session, &args);
  return command_moves (session);
}

/* stdout is buffered: a full disk or a closed file shows when the buffer is
 * written, here at the latest, and makes the run fail as bad input does. */
static int
finish_output (int status)
{
  if (flush_output ())
    {
      errno = 0;
      if (fclose (stdout) == 0)
        return status;
      output_errno = errno != 0 ? errno : EIO;
    }
  fail (status, "could not write to standard output: %s", g_strerror (output_errno));
  return status != EXIT_OK ? status : EXIT_NO_OUTPUT;
}

int
main (int argc, char **argv)
{
  return finish_output (run (argc, argv));
}
