/* patience-cli.c — deal, play and check games without a window
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "patience-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "pat-engine.h"
#include "pat-i18n.h"

enum
{
  EXIT_OK = 0,
  EXIT_BAD_INPUT = 1,
  EXIT_ILLEGAL_MOVE = 2,
};

static const char usage[]
    = "Usage:\n"
      "  patience-cli list\n"
      "  patience-cli deal GAME [--deal N] [--option KEY=VALUE]...\n"
      "  patience-cli play (--state FILE | GAME [--deal N] [--option KEY=VALUE]...) "
      "[MOVE]...\n"
      "  patience-cli moves (--state FILE | GAME [--deal N] [--option KEY=VALUE]...)\n"
      "\n"
      "A MOVE is FROM:TO with pile ids (tableau-3:foundation-0), deal or redeal.\n"
      "--state - reads the saved game from standard input.\n";

typedef struct
{
  char *deal;
  char **options;
  char *state;
} Args;

static void
args_clear (Args *args)
{
  g_free (args->deal);
  g_strfreev (args->options);
  g_free (args->state);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Args, args_clear)

static int fail (int status, const char *format, ...) G_GNUC_PRINTF (2, 3);

static int
fail (int status, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "patience-cli: %s\n", message);
  return status;
}

static char *
read_all (const char *path, GError **error)
{
  char *contents = NULL;

  if (strcmp (path, "-") == 0)
    {
      GString *text = g_string_new (NULL);
      char buffer[4096];
      size_t n;

      while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
        g_string_append_len (text, buffer, (gssize)n);
      if (ferror (stdin))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO,
                       "could not read standard input");
          g_string_free (text, TRUE);
          return NULL;
        }
      return g_string_free (text, FALSE);
    }
  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;
  return contents;
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
      data = read_all (args->state, error);
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
  variant = pat_variant_lookup ((*argv)[0]);
  if (variant == NULL)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "unknown game “%s” (patience-cli list shows the games)", (*argv)[0]);
      return NULL;
    }
  (*argc)--;
  (*argv)++;

  pat_rules_init_default (&rules, variant);
  for (guint i = 0; args->options != NULL && args->options[i] != NULL; i++)
    {
      g_auto (GStrv) pair = g_strsplit (args->options[i], "=", 2);

      if (pair[0] == NULL || pair[1] == NULL)
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       "--option takes KEY=VALUE, not “%s”", args->options[i]);
          return NULL;
        }
      if (!pat_rules_set_option (&rules, pair[0], pair[1], error))
        return NULL;
    }
  pat_rules_resolve (&rules);

  if (args->deal == NULL)
    deal = (guint64)g_random_int_range (PAT_DEAL_MIN, PAT_DEAL_MAX);
  else if (!g_ascii_string_to_unsigned (args->deal, 10, PAT_DEAL_MIN, PAT_DEAL_MAX, &deal,
                                        NULL)
           || !g_ascii_isdigit (args->deal[0]))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "the deal number must be a whole number from %u to %u, not “%s”",
                   PAT_DEAL_MIN, PAT_DEAL_MAX, args->deal);
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
        return fail (EXIT_ILLEGAL_MOVE, "move %d (%s) is not allowed: %s", i + 1, argv[i],
                     error->message);
    }
  print_session (session);
  return EXIT_OK;
}

static int
command_moves (PatSession *session)
{
  const PatRules *rules = pat_session_get_rules (session);
  PatMove moves[PAT_MAX_PILES * PAT_MAX_PILES + 2];
  guint n = pat_moves_list (rules, pat_session_get_state (session), moves,
                            G_N_ELEMENTS (moves));

  for (guint i = 0; i < n; i++)
    {
      char text[PAT_MOVE_TEXT_SIZE];

      printf ("%s\n", pat_move_to_string (rules, &moves[i], text));
    }
  return EXIT_OK;
}

int
main (int argc, char **argv)
{
  g_auto (Args) args = { 0 };
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) session = NULL;
  const char *command;
  GOptionEntry entries[] = {
    { "deal", 0, 0, G_OPTION_ARG_STRING, &args.deal, "Deal number N", "N" },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args.options, "A rule option",
      "KEY=VALUE" },
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &args.state, "A saved game (- for stdin)",
      "FILE" },
    { NULL },
  };

  pat_i18n_init ();

  context = g_option_context_new ("COMMAND …");
  g_option_context_set_summary (context, usage);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail (EXIT_BAD_INPUT, "%s", error->message);
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
      if (argc > 0 || args.deal || args.options || args.state)
        return fail (EXIT_BAD_INPUT, "list takes no arguments");
      return command_list ();
    }
  if (strcmp (command, "deal") != 0 && strcmp (command, "play") != 0
      && strcmp (command, "moves") != 0)
    return fail (EXIT_BAD_INPUT,
                 "unknown command “%s”: use list, deal, play or moves (--help for more)",
                 command);

  session = open_session (&args, &argc, &argv, strcmp (command, "deal") != 0, &error);
  if (session == NULL)
    return fail (EXIT_BAD_INPUT, "%s", error->message);

  if (strcmp (command, "play") == 0)
    return command_play (session, argc, argv);
  if (argc > 0)
    return fail (EXIT_BAD_INPUT, "%s takes no moves: unexpected “%s”", command, argv[0]);
  if (strcmp (command, "deal") == 0)
    {
      print_session (session);
      return EXIT_OK;
    }
  return command_moves (session);
}
