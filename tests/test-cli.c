/* test-cli.c — patience-cli from outside: its output, exit codes and errors
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "test-util.h"

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs patience-cli with @args, @input on its stdin, its stdout into the
 * file @out_path (captured when %NULL), and LANGUAGE set to @language unless
 * it is NULL. The input comes from a file, not a pipe: a run that fails
 * before it reads its input would otherwise leave the write to a closed
 * pipe, which kills the test with SIGPIPE. */
static Run
cli_argv_full (const char *language, const char *input, const char *out_path,
               const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (
      (out_path == NULL ? G_SUBPROCESS_FLAGS_STDOUT_PIPE : G_SUBPROCESS_FLAGS_NONE)
      | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *in_path = NULL;
  GBytes *out = NULL, *err = NULL;
  Run run = { 0 };
  int fd = g_file_open_tmp ("patience-cli-input-XXXXXX", &in_path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (in_path, input ? input : "", -1, &error);
  g_assert_no_error (error);
  g_subprocess_launcher_set_stdin_file_path (launcher, in_path);
  if (out_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, out_path);

  g_ptr_array_add (argv, (gpointer)g_getenv ("PATIENCE_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);

  if (language != NULL)
    g_subprocess_launcher_setenv (launcher, "LANGUAGE", language, TRUE);
  process
      = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  /* The child holds the input open. */
  g_unlink (in_path);
  g_subprocess_communicate (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run.status = g_subprocess_get_exit_status (process);
  run.out = out == NULL
                ? g_strdup ("")
                : g_strndup (g_bytes_get_size (out) ? g_bytes_get_data (out, NULL) : "",
                             g_bytes_get_size (out));
  run.err = g_strndup (g_bytes_get_size (err) ? g_bytes_get_data (err, NULL) : "",
                       g_bytes_get_size (err));
  g_clear_pointer (&out, g_bytes_unref);
  g_bytes_unref (err);
  return run;
}

static Run
cli_argv (const char *language, const char *input, const char *const *args)
{
  return cli_argv_full (language, input, NULL, args);
}

static Run
cli_valist (const char *language, const char *input, const char *out_path, va_list list)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  const char *arg;

  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer)arg);
  g_ptr_array_add (args, NULL);
  return cli_argv_full (language, input, out_path, (const char *const *)args->pdata);
}

/* The same, the arguments given one by one and ended by NULL. */
static Run
cli (const char *input, ...)
{
  va_list list;
  Run run;

  va_start (list, input);
  run = cli_valist (NULL, input, NULL, list);
  va_end (list);
  return run;
}

/* The same with stdout on a full disk. */
static Run
cli_to_full_disk (const char *input, ...)
{
  va_list list;
  Run run;

  va_start (list, input);
  run = cli_valist (NULL, input, "/dev/full", list);
  va_end (list);
  return run;
}

/* The same in @language (LANGUAGE=@language). */
static Run
cli_in (const char *language, const char *input, ...)
{
  va_list list;
  Run run;

  va_start (list, input);
  run = cli_valist (language, input, NULL, list);
  va_end (list);
  return run;
}

#define assert_failure(run, code, message)                                               \
  G_STMT_START                                                                           \
  {                                                                                      \
    g_assert_cmpint ((run).status, ==, (code));                                          \
    g_assert_cmpstr ((run).out, ==, "");                                                 \
    g_assert_nonnull (strstr ((run).err, (message)));                                    \
    g_assert_cmpint (strchr ((run).err, '\n') - (run).err + 1, ==,                       \
                     (int)strlen ((run).err));                                           \
  }                                                                                      \
  G_STMT_END

static void
test_list (void)
{
  g_auto (Run) run = cli (NULL, "list", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "intelligence\tIntelligence\n"
                   "indian\tIndian\n"
                   "idle-aces\tIdle Aces\n"
                   "jubilee\tJubilee\n"
                   "intrigue\tIntrigue\n"
                   "laggard-lady\tLaggard Lady\n"
                   "king-albert\tKing Albert\n"
                   "la-belle-lucie\tLa Belle Lucie\n"
                   "trefoil\tTrefoil\n"
                   "house-in-the-wood\tHouse in the Wood\n"
                   "klondike\tKlondike\n");
}

static void
test_deal (void)
{
  g_auto (Run) run = cli (NULL, "deal", "intelligence", "--deal", "5", "--option",
                          "piles=19", "--option", "redeals=1", NULL);
  g_autoptr (PatSession) s = NULL;

  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "{\"format\":1,\"game\":\"intelligence\","
                                            "\"options\":{\"redeals\":1,\"piles\":19,"
                                            "\"foundation-takeback\":true},\"deal\":5,"
                                            "\"redeals-left\":1,\"status\":\"playing\","
                                            "\"piles\":{\"stock\":[\"#"));
  g_assert_nonnull (strstr (run.out, "\"tableau-18\":["));
  s = pt_position (run.out);
  g_assert_cmpuint (pat_session_get_state (s)->deal, ==, 5);
}

static void
test_play_and_moves (void)
{
  g_auto (Run) moves = cli (NULL, "moves", "king-albert", "--deal", "1", NULL);
  g_auto (Run) play = cli (NULL, "play", "king-albert", "--deal", "1",
                           "tableau-1:tableau-3", "tableau-4:tableau-7", NULL);
  g_autoptr (PatSession) s = NULL;

  g_assert_cmpint (moves.status, ==, 0);
  g_assert_cmpstr (moves.out, ==,
                   "tableau-1:tableau-3\ntableau-4:tableau-7\ntableau-6:tableau-5\n"
                   "reserve-2:tableau-4\nreserve-4:tableau-2\n");
  g_assert_cmpint (play.status, ==, 0);
  s = pt_position (play.out);
  pt_assert_pile (s, "tableau-3", "2D QD 2C QH 6C 6S 5D");
  pt_assert_pile (s, "tableau-7", "3D QC JD");
  g_assert_cmpuint (pat_session_get_position (s), ==, 2);
}

static void
test_state_file_and_stdin (void)
{
  g_auto (Run) dealt = cli (NULL, "deal", "jubilee", "--deal", "9", NULL);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int fd = g_file_open_tmp ("patience-XXXXXX.json", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, dealt.out, -1, NULL));

  {
    g_auto (Run) from_file = cli (NULL, "play", "--state", path, "deal", NULL);
    g_auto (Run) from_stdin = cli (dealt.out, "play", "--state", "-", "deal", NULL);
    g_auto (Run) listed = cli (dealt.out, "moves", "--state", "-", NULL);

    g_assert_cmpint (from_file.status, ==, 0);
    g_assert_cmpstr (from_file.out, ==, from_stdin.out);
    g_assert_cmpint (listed.status, ==, 0);
    g_assert_cmpstr (listed.out, ==, "deal\n");
  }

  {
    /* A moved-on game read back carries on from where it was. */
    g_auto (Run) one = cli (dealt.out, "play", "--state", "-", "deal", NULL);
    g_auto (Run) two
        = cli (one.out, "play", "--state", "-", "waste:tableau-2", "deal", NULL);
    g_auto (Run) direct = cli (NULL, "play", "jubilee", "--deal", "9", "deal",
                               "waste:tableau-2", "deal", NULL);

    g_assert_cmpint (two.status, ==, 0);
    g_assert_cmpstr (two.out, ==, direct.out);
  }
  g_unlink (path);
}

static void
test_illegal_move (void)
{
  g_auto (Run) run = cli (NULL, "play", "king-albert", "--deal", "1",
                          "tableau-1:tableau-3", "tableau-0:tableau-1", NULL);
  g_auto (Run) garbled = cli (NULL, "play", "king-albert", "--deal", "1", "hello", NULL);
  g_auto (Run) no_pile
      = cli (NULL, "play", "king-albert", "--deal", "1", "stock:tableau-1", NULL);
  g_auto (Run) no_deal = cli (NULL, "play", "king-albert", "--deal", "1", "deal", NULL);

  assert_failure (run, 2,
                  "move 2 (tableau-0:tableau-1) is not allowed: a 10 of hearts can only "
                  "go on a black jack\n");
  assert_failure (garbled, 2, "move 1 (hello) is not allowed: “hello” is not a move");
  assert_failure (no_pile, 2,
                  "move 1 (stock:tableau-1) is not allowed: King Albert has no "
                  "pile “stock”");
  assert_failure (no_deal, 2, "move 1 (deal) is not allowed: there is no stock");
}

static void
test_bad_input (void)
{
  g_auto (Run) none = cli (NULL, NULL);
  g_auto (Run) command = cli (NULL, "shuffle", NULL);
  g_auto (Run) game = cli (NULL, "deal", "spider", NULL);
  g_auto (Run) no_game = cli (NULL, "deal", NULL);
  g_auto (Run) deal0 = cli (NULL, "deal", "indian", "--deal", "0", NULL);
  g_auto (Run) deal_big = cli (NULL, "deal", "indian", "--deal", "2147483648", NULL);
  g_auto (Run) deal_text = cli (NULL, "deal", "indian", "--deal", "12a", NULL);
  g_auto (Run) deal_sign = cli (NULL, "deal", "indian", "--deal", "+12", NULL);
  g_auto (Run) option = cli (NULL, "deal", "indian", "--option", "redeals=1", NULL);
  g_auto (Run) value = cli (NULL, "deal", "indian", "--option", "face-down=3", NULL);
  g_auto (Run) pair = cli (NULL, "deal", "indian", "--option", "face-down", NULL);
  g_auto (Run) boolean
      = cli (NULL, "deal", "indian", "--option", "foundation-takeback=maybe", NULL);
  g_auto (Run) json = cli ("{\"game\":", "play", "--state", "-", NULL);
  g_auto (Run) missing = cli (NULL, "play", "--state", "/nonexistent/x.json", NULL);
  g_auto (Run) both = cli ("{}", "play", "--state", "-", "--deal", "3", NULL);
  g_auto (Run) position
      = cli ("{\"game\":\"king-albert\",\"piles\":{}}", "moves", "--state", "-", NULL);

  g_assert_cmpint (none.status, ==, 1);
  assert_failure (command, 1, "unknown command “shuffle”");
  assert_failure (game, 1, "unknown game “spider”");
  assert_failure (no_game, 1, "which game?");
  assert_failure (deal0, 1,
                  "the deal number must be a whole number from 1 to 2147483647");
  assert_failure (deal_big, 1, "not “2147483648”");
  assert_failure (deal_text, 1, "not “12a”");
  assert_failure (deal_sign, 1, "not “+12”");
  assert_failure (option, 1, "unknown option “redeals” for Indian");
  assert_failure (value, 1, "option face-down takes a whole number from 1 to 2, not “3”");
  assert_failure (pair, 1, "--option takes KEY=VALUE");
  assert_failure (boolean, 1, "option foundation-takeback takes true or false");
  assert_failure (json, 1, "not a saved game");
  assert_failure (missing, 1, "/nonexistent/x.json");
  assert_failure (both, 1, "--deal and --option do not go with --state");
  assert_failure (position, 1,
                  "the position holds 0 cards; King Albert is played with 52");
}

/* What is wrong with @run, which should have failed with @code and said so
 * in one line of printable text, short whatever it quotes, that holds
 * @message; %NULL when nothing is. */
static char *
failure_problem (const Run *run, int code, const char *message)
{
  gsize length = strlen (run->err);
  g_autofree char *start = g_strndup (run->err, 200);
  g_autofree char *err = g_strescape (start, NULL);

  if (run->status != code)
    return g_strdup_printf ("exit status %d, not %d: %s", run->status, code, err);
  if (run->out[0] != '\0')
    return g_strdup_printf ("output on stdout: %.100s", run->out);
  if (strstr (run->err, message) == NULL)
    return g_strdup_printf ("“%s” is not in the message: %s", message, err);
  if (!g_utf8_validate (run->err, -1, NULL))
    return g_strdup_printf ("the message is not UTF-8: %s", err);
  if (length > 300)
    return g_strdup_printf ("a message of %" G_GSIZE_FORMAT " bytes: %s", length, err);
  if (run->err[length - 1] != '\n')
    return g_strdup_printf ("the message does not end its line: %s", err);
  for (gsize i = 0; i + 1 < length; i++)
    if ((guchar)run->err[i] < 0x20 || (guchar)run->err[i] == 0x7f)
      return g_strdup_printf ("a control character at %" G_GSIZE_FORMAT ": %s", i, err);
  return NULL;
}

#define assert_plain_failure(run, code, message)                                         \
  G_STMT_START                                                                           \
  {                                                                                      \
    g_autofree char *problem_ = failure_problem (&(run), (code), (message));             \
                                                                                         \
    if (problem_ != NULL)                                                                \
      g_error ("%s", problem_);                                                          \
  }                                                                                      \
  G_STMT_END

#define HOSTILE "\x1b[2J\nspider"
#define HOSTILE_QUOTED "“\\x1b[2J\\nspider”"

/* Text from outside comes back in messages as a short excerpt, escaped:
 * one line a message, nothing a terminal acts on. */
static void
test_untrusted_text (void)
{
  g_autofree char *huge = g_strnfill (100000, 'x');
  g_autofree char *forty = g_strnfill (40, 'x');
  g_autofree char *cut = g_strconcat ("“", forty, "…”", NULL);
  g_autofree char *huge_game = g_strdup_printf ("{\"game\":\"%s\"}", huge);
  g_autofree char *missing = g_strconcat ("/nonexistent/", HOSTILE, NULL);
  struct
  {
    const char *input;
    const char *args[8];
    int status;
    const char *message;
  } cases[] = {
    { NULL, { "deal", huge }, 1, cut },
    { NULL, { "deal", HOSTILE }, 1, "unknown game " HOSTILE_QUOTED },
    { NULL, { HOSTILE }, 1, "unknown command " HOSTILE_QUOTED },
    { NULL,
      { "deal", "indian", "--option", HOSTILE "=1" },
      1,
      "unknown option " HOSTILE_QUOTED " for Indian" },
    { NULL,
      { "deal", "indian", "--option", "face-down=" HOSTILE },
      1,
      "option face-down takes a whole number from 1 to 2, not " HOSTILE_QUOTED },
    { NULL,
      { "deal", "indian", "--option", HOSTILE },
      1,
      "--option takes KEY=VALUE, not " HOSTILE_QUOTED },
    { NULL, { "deal", "indian", "--deal", HOSTILE }, 1, "not " HOSTILE_QUOTED },
    { NULL,
      { "play", "king-albert", "--deal", "1", HOSTILE },
      2,
      "move 1 (\\x1b[2J\\nspider) is not allowed: " HOSTILE_QUOTED " is not a move" },
    { NULL,
      { "play", "king-albert", "--deal", "1", "tableau-1:" HOSTILE },
      2,
      "King Albert has no pile " HOSTILE_QUOTED },
    { NULL, { "play", "king-albert", "--deal", "1", huge }, 2, cut },
    { NULL,
      { "moves", "indian", "--deal", "1", HOSTILE },
      1,
      "moves takes no moves: unexpected " HOSTILE_QUOTED },
    { NULL,
      { "solve", "indian", "--deal", "1", "--timeout", HOSTILE },
      1,
      "not " HOSTILE_QUOTED },
    { NULL, { "batch", "indian", "--deals", HOSTILE }, 1, "not " HOSTILE_QUOTED },
    { NULL,
      { "batch", "indian", "--deals", "1-2", "--jobs", HOSTILE },
      1,
      "not " HOSTILE_QUOTED },
    { NULL,
      { "batch", "indian", HOSTILE, "--deals", "1-2" },
      1,
      "unexpected " HOSTILE_QUOTED },
    { NULL, { "batch", HOSTILE, "--deals", "1-2" }, 1, "unknown game " HOSTILE_QUOTED },
    { NULL, { "play", "--state", missing }, 1, "/nonexistent/\\x1b[2J\\nspider" },
    /* From GOption, which quotes it whole: the last guard escapes it. */
    { NULL, { "list", "--" HOSTILE }, 1, "--\\x1b[2J\\nspider" },
    /* From a saved game. */
    { "{\"game\":\"\\u001b[2J\\nspider\"}",
      { "moves", "--state", "-" },
      1,
      "unknown game " HOSTILE_QUOTED },
    { huge_game, { "moves", "--state", "-" }, 1, cut },
    { "{\"game\":\"indian\",\"options\":{\"\\u001b[2J\\nspider\":1}}",
      { "moves", "--state", "-" },
      1,
      "unknown option " HOSTILE_QUOTED },
    { "{\"game\":\"indian\",\"piles\":{\"\\u001b[2J\\nspider\":[]}}",
      { "moves", "--state", "-" },
      1,
      "Indian has no pile " HOSTILE_QUOTED },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = cli_argv (NULL, cases[i].input, cases[i].args);
      g_autofree char *problem
          = failure_problem (&run, cases[i].status, cases[i].message);

      if (problem != NULL)
        {
          g_test_message ("case %u: %s", i + 1, problem);
          g_test_fail ();
        }
    }
}

/* A history move from a saved game, quoted in the reason it is refused. */
static void
test_untrusted_history (void)
{
  g_auto (Run) dealt = cli (NULL, "deal", "king-albert", "--deal", "1", NULL);
  g_autoptr (GString) json = g_string_new (dealt.out);
  g_auto (Run) run = { 0 };

  g_assert_cmpint (dealt.status, ==, 0);
  g_assert_nonnull (strstr (json->str, "\"moves\":[]"));
  g_string_replace (json, "\"moves\":[]", "\"moves\":[\"\\u001b[2J\\nspider\"]", 1);
  run = cli (json->str, "moves", "--state", "-", NULL);
  assert_plain_failure (
      run, 1,
      "history move 1 (\\x1b[2J\\nspider) is not allowed: " HOSTILE_QUOTED
      " is not a move");
}

/* A saved game is read up to PAT_SAVE_MAX_BYTES and refused past that,
 * from standard input or a file, endless ones included. */
static void
test_state_size (void)
{
  g_auto (Run) dealt = cli (NULL, "deal", "king-albert", "--deal", "1", NULL);
  g_autoptr (GString) json = g_string_new (dealt.out);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int fd;

  g_assert_cmpint (dealt.status, ==, 0);
  /* Spaces after the JSON, up to the limit exactly: still a saved game. */
  while (json->len < PAT_SAVE_MAX_BYTES)
    g_string_append_c (json, ' ');
  {
    g_auto (Run) full = cli (json->str, "moves", "--state", "-", NULL);

    g_assert_cmpint (full.status, ==, 0);
    g_assert_cmpstr (full.err, ==, "");
  }

  /* One byte more. */
  g_string_append_c (json, ' ');
  fd = g_file_open_tmp ("patience-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, json->str, (gssize)json->len, NULL));
  {
    g_auto (Run) piped = cli (json->str, "moves", "--state", "-", NULL);
    g_auto (Run) file = cli (NULL, "moves", "--state", path, NULL);
    g_auto (Run) endless = cli (NULL, "moves", "--state", "/dev/zero", NULL);

    assert_plain_failure (piped, 1, "standard input holds more than 4 MiB");
    assert_plain_failure (file, 1, "holds more than 4 MiB");
    assert_plain_failure (endless, 1, "“/dev/zero” holds more than 4 MiB");
  }
  g_unlink (path);
}

/* Whole games from the deal to the win, each line checked by the engine. */
static void
test_winning_lines (void)
{
  g_autofree char *path
      = g_build_filename (g_getenv ("TEST_DATA_DIR"), "winning-lines.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GHashTable) games
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = g_strsplit (lines[i], " ", -1);
      g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
      g_auto (GStrv) args = NULL;
      g_auto (Run) run = { 0 };
      g_autoptr (PatSession) s = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      guint first_move = 2;

      g_assert_cmpuint (g_strv_length (words), >, 2);
      g_strv_builder_add_many (builder, "play", words[0], "--deal", words[1], NULL);
      /* Options come first, KEY=VALUE, which no move looks like. */
      for (; words[first_move] != NULL && strchr (words[first_move], '=') != NULL;
           first_move++)
        g_strv_builder_add_many (builder, "--option", words[first_move], NULL);
      g_strv_builder_addv (builder, (const char **)words + first_move);
      args = g_strv_builder_end (builder);

      run = cli_argv (NULL, NULL, (const char *const *)args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "\"status\":\"won\""));
      s = pt_position (run.out);
      pt_assert_status (s, "won");
      g_assert_cmpuint (pat_session_get_position (s), ==,
                        g_strv_length (words) - first_move);
      g_hash_table_add (games, g_strdup (words[0]));
    }
  g_assert_cmpuint (g_hash_table_size (games), >=, 4);
}

/* LANGUAGE=de picks the German translation from the build tree: the game
 * names, reasons pieced together from card and pile words, a card's name,
 * and both plural forms. The CLI's own frame around a reason stays English. */
static void
test_german (void)
{
  g_autoptr (PatSession) one_queen
      = pt_position ("{'game':'laggard-lady','rest':'stock','piles':{"
                     "'foundation-0':['6C'],'tableau-0':['QC','6H']}}");
  g_autoptr (PatSession) four_queens = pt_position (
      "{'game':'laggard-lady','rest':'stock','piles':{'foundation-0':['6C'],"
      "'foundation-1':['6D'],'foundation-2':['6H'],'foundation-3':['6S','7C'],"
      "'tableau-0':['QC','6H'],'tableau-1':['QD','5S'],'tableau-2':['QH','7D'],"
      "'tableau-3':['QS']}}");
  g_autofree char *one = pat_json_save (one_queen);
  g_autofree char *four = pat_json_save (four_queens);
  g_auto (Run) list = cli_in ("de", NULL, "list", NULL);
  g_auto (Run) english = cli (NULL, "list", NULL);
  g_auto (Run) build = cli_in ("de", NULL, "play", "king-albert", "--deal", "1",
                               "tableau-1:tableau-3", "tableau-0:tableau-1", NULL);
  g_auto (Run) empty = cli_in ("de", NULL, "play", "king-albert", "--deal", "1",
                               "stock:tableau-1", NULL);
  g_auto (Run) singular
      = cli_in ("de", one, "play", "--state", "-", "tableau-0:foundation-1", NULL);
  g_auto (Run) plural
      = cli_in ("de", four, "play", "--state", "-", "tableau-0:foundation-4", NULL);
  g_auto (Run) never
      = cli_in ("de", one, "play", "--state", "-", "foundation-0:tableau-1", NULL);
  g_auto (Run) base = cli_in ("de", NULL, "play", "idle-aces", "--deal", "1",
                              "foundation-4:foundation-0", NULL);
  g_autoptr (PatSession) bare = pt_position (
      "{'game':'klondike','rest':'stock','piles':{'tableau-1':['QD','JS']}}");
  g_autofree char *bare_json = pat_json_save (bare);
  g_auto (Run) kings
      = cli_in ("de", bare_json, "play", "--state", "-", "tableau-1:tableau-0", NULL);
  g_auto (Run) reserve = cli_in ("de", NULL, "play", "king-albert", "--deal", "1",
                                 "tableau-1:reserve-2", NULL);

  g_assert_cmpint (list.status, ==, 0);
  g_assert_cmpstr (list.out, ==,
                   "intelligence\tIntelligenz\n"
                   "indian\tIndisch\n"
                   "idle-aces\tFaule Asse\n"
                   "jubilee\tJubiläum\n"
                   "intrigue\tIntrige\n"
                   "laggard-lady\tSäumige Dame\n"
                   "king-albert\tKönig Albert\n"
                   "la-belle-lucie\tLa Belle Lucie\n"
                   "trefoil\tKleeblatt\n"
                   "house-in-the-wood\tHaus im Wald\n"
                   "klondike\tKlondike\n");
  /* Without LANGUAGE, as the other tests run, it stays English. */
  g_assert_true (g_str_has_prefix (english.out, "intelligence\tIntelligence\n"));

  assert_failure (build, 2,
                  "move 2 (tableau-0:tableau-1) is not allowed: eine 10 der Farbe Herz "
                  "kann nur dort abgelegt werden, wo eine schwarze Karte mit dem Wert "
                  "Bube oben liegt\n");
  assert_failure (empty, 2, "is not allowed: König Albert hat keinen Stapel „stock“\n");
  assert_failure (singular, 2,
                  "is not allowed: eine 6 darf keinen Grundstapel eröffnen: 1 ist schon "
                  "eröffnet, und nur 1 Dame liegt auf dem Tisch\n");
  assert_failure (plural, 2,
                  "is not allowed: eine 6 darf keinen Grundstapel eröffnen: 4 sind schon "
                  "eröffnet, und nur 4 Damen liegen auf dem Tisch\n");
  assert_failure (
      never, 2, "is not allowed: ein Grundstapel gibt in diesem Spiel keine Karte ab\n");
  /* A sentence of its own for each kind of empty pile, and a pile by its
   * name, in the nominative. */
  assert_failure (kings, 2,
                  "is not allowed: auf einen leeren Spielstapel darf nur ein König "
                  "gelegt werden, nicht ein Bube der Farbe Pik\n");
  assert_failure (reserve, 2, "is not allowed: Reserve 3 nimmt keine Karten an\n");
  /* A card by name, suit first, as German names cards. */
  assert_failure (base, 2,
                  "is not allowed: Grundstapel 5: die unterste Karte (Kreuz-König) wird "
                  "nie bewegt\n");
}

/* The winning moves, replayed by play, end in a won game. */
static void
test_solve (void)
{
  g_auto (Run) run
      = cli (NULL, "solve", "king-albert", "--deal", "4", "--timeout", "30", NULL);
  g_auto (GStrv) lines = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) args = NULL;
  g_auto (Run) replay = { 0 };
  g_autoptr (PatSession) s = NULL;
  guint n;

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_str_has_suffix (run.out, "\n"));
  lines = g_strsplit (run.out, "\n", -1);
  n = g_strv_length (lines) - 1;
  g_assert_cmpstr (lines[0], ==, "winnable");
  g_assert_cmpuint (n, >, 1);

  g_strv_builder_add_many (builder, "play", "king-albert", "--deal", "4", NULL);
  for (guint i = 1; i < n; i++)
    g_strv_builder_add (builder, lines[i]);
  args = g_strv_builder_end (builder);
  replay = cli_argv (NULL, NULL, (const char *const *)args);
  g_assert_cmpint (replay.status, ==, 0);
  s = pt_position (replay.out);
  pt_assert_status (s, "won");
  g_assert_cmpuint (pat_session_get_position (s), ==, n - 1);
}

/* Six clubs that each need a tableau pile of their own, four piles, and no
 * redeal left: lost, though moves remain. */
#define DEAD_JUBILEE                                                                     \
  "{\"game\":\"jubilee\",\"redeals-left\":0,\"piles\":{"                                 \
  "\"stock\":[\"QC\",\"6C\",\"7C\",\"5C\",\"8C\",\"AC\",\"4C\",\"9C\",\"3C\",\"10C\","   \
  "\"2C\",\"JC\"],"                                                                      \
  "\"foundation-0\":[\"KC\",\"AC\",\"JC\",\"2C\",\"10C\",\"3C\",\"9C\",\"4C\",\"8C\","   \
  "\"5C\",\"7C\",\"6C\",\"QC\"],"                                                        \
  "\"foundation-1\":[\"KD\",\"AD\",\"JD\",\"2D\",\"10D\",\"3D\",\"9D\",\"4D\",\"8D\","   \
  "\"5D\",\"7D\",\"6D\",\"QD\"],"                                                        \
  "\"foundation-2\":[\"KH\",\"AH\",\"JH\",\"2H\",\"10H\",\"3H\",\"9H\",\"4H\",\"8H\","   \
  "\"5H\",\"7H\",\"6H\",\"QH\"],"                                                        \
  "\"foundation-3\":[\"KS\",\"AS\",\"JS\",\"2S\",\"10S\",\"3S\",\"9S\",\"4S\",\"8S\","   \
  "\"5S\",\"7S\",\"6S\",\"QS\"],"                                                        \
  "\"foundation-4\":[\"KC\"],"                                                           \
  "\"foundation-5\":[\"KD\",\"AD\",\"JD\",\"2D\",\"10D\",\"3D\",\"9D\",\"4D\",\"8D\","   \
  "\"5D\",\"7D\",\"6D\",\"QD\"],"                                                        \
  "\"foundation-6\":[\"KH\",\"AH\",\"JH\",\"2H\",\"10H\",\"3H\",\"9H\",\"4H\",\"8H\","   \
  "\"5H\",\"7H\",\"6H\",\"QH\"],"                                                        \
  "\"foundation-7\":[\"KS\",\"AS\",\"JS\",\"2S\",\"10S\",\"3S\",\"9S\",\"4S\",\"8S\","   \
  "\"5S\",\"7S\",\"6S\",\"QS\"]}}"

static void
test_solve_verdicts (void)
{
  g_auto (Run) dead = cli (DEAD_JUBILEE, "solve", "--state", "-", NULL);
  g_auto (Run) unknown
      = cli (NULL, "solve", "idle-aces", "--deal", "1", "--nodes", "1000", NULL);
  /* The time limit only stops the search: no search has won Idle Aces
   * deal 9 in a minute. */
  g_auto (Run) stopped
      = cli (NULL, "solve", "idle-aces", "--deal", "9", "--timeout", "0.2", NULL);

  g_assert_cmpint (dead.status, ==, 0);
  g_assert_cmpstr (dead.out, ==, "unwinnable\n");
  g_assert_cmpint (unknown.status, ==, 0);
  g_assert_cmpstr (unknown.out, ==, "unknown\n");
  g_assert_cmpint (stopped.status, ==, 0);
  g_assert_cmpstr (stopped.out, ==, "unknown\n");
}

static void
test_hint (void)
{
  g_auto (Run) hint = cli (NULL, "hint", "king-albert", "--deal", "4", NULL);
  g_auto (Run) moves = cli (NULL, "moves", "king-albert", "--deal", "4", NULL);
  g_auto (Run) dead = cli (DEAD_JUBILEE, "hint", "--state", "-", NULL);
  g_autofree char *all = g_strconcat ("\n", moves.out, NULL);
  g_autofree char *one = g_strconcat ("\n", hint.out, NULL);

  /* One legal move, on one line. */
  g_assert_cmpint (hint.status, ==, 0);
  g_assert_cmpstr (hint.err, ==, "");
  g_assert_cmpint (strchr (hint.out, '\n') - hint.out + 1, ==, (int)strlen (hint.out));
  g_assert_nonnull (strstr (all, one));

  /* Any budget gives a legal move, the same each time. */
  {
    g_auto (Run) small
        = cli (NULL, "hint", "king-albert", "--deal", "4", "--nodes", "1", NULL);
    g_auto (Run) again
        = cli (NULL, "hint", "king-albert", "--deal", "4", "--nodes", "1", NULL);
    g_autofree char *small_line = g_strconcat ("\n", small.out, NULL);

    g_assert_cmpint (small.status, ==, 0);
    g_assert_nonnull (strstr (all, small_line));
    g_assert_cmpstr (small.out, ==, again.out);
  }

  /* Lost, but a move is left: the hint names it. */
  g_assert_cmpint (dead.status, ==, 0);
  g_assert_cmpstr (dead.out, ==, "deal\n");

  /* Won: nothing to hint. */
  {
    g_auto (Run) solved
        = cli (NULL, "solve", "king-albert", "--deal", "4", "--timeout", "30", NULL);
    g_auto (GStrv) lines = g_strsplit (solved.out, "\n", -1);
    g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
    g_auto (GStrv) args = NULL;
    g_auto (Run) end = { 0 };
    g_auto (Run) none = { 0 };

    g_strv_builder_add_many (builder, "play", "king-albert", "--deal", "4", NULL);
    for (guint i = 1; lines[i] != NULL && lines[i][0] != '\0'; i++)
      g_strv_builder_add (builder, lines[i]);
    args = g_strv_builder_end (builder);
    end = cli_argv (NULL, NULL, (const char *const *)args);
    none = cli (end.out, "hint", "--state", "-", NULL);
    g_assert_cmpint (none.status, ==, 0);
    g_assert_cmpstr (none.out, ==, "none\n");
  }
}

/* Where nothing is hidden the odds are the verdict; where cards are, they
 * are the same for the same seed. Budgets in positions, so the output is
 * the same on any machine. */
static void
test_odds (void)
{
  g_autoptr (GRegex) format = g_regex_new (
      "^won ([0-9]+), lost ([0-9]+), unknown ([0-9]+) of 12\n"
      "odds [0-9]+\\.[0-9]% \\(95% interval [0-9]+\\.[0-9]–[0-9]+\\.[0-9]%\\)\n"
      "nodes [0-9]+\n$",
      0, 0, NULL);

  {
    g_auto (Run) won = cli (NULL, "odds", "king-albert", "--deal", "1", "--samples", "4",
                            "--nodes", "1000", NULL);
    g_auto (Run) lost = cli (NULL, "odds", "house-in-the-wood", "--deal", "7",
                             "--samples", "4", "--nodes", "1000", NULL);

    g_assert_cmpint (won.status, ==, 0);
    g_assert_cmpstr (won.err, ==, "");
    g_assert_true (g_str_has_prefix (won.out, "won 4, lost 0, unknown 0 of 4\n"
                                              "odds 100.0% (exact: nothing is hidden)\n"
                                              "nodes "));
    g_assert_cmpint (lost.status, ==, 0);
    g_assert_true (g_str_has_prefix (lost.out, "won 0, lost 4, unknown 0 of 4\n"
                                               "odds 0.0% (exact: nothing is hidden)\n"));
  }

  {
    g_auto (Run) first = cli (NULL, "odds", "klondike", "--deal", "2", "--option",
                              "draw=3", "--samples", "12", "--nodes", "1500", NULL);
    g_auto (Run) again = cli (NULL, "odds", "klondike", "--deal", "2", "--option",
                              "draw=3", "--samples", "12", "--nodes", "1500", NULL);
    g_auto (Run) deal
        = cli (NULL, "deal", "klondike", "--deal", "2", "--option", "draw=3", NULL);
    /* The deal number is not seen: from the saved game, the same odds. */
    g_auto (Run) state = cli (deal.out, "odds", "--state", "-", "--samples", "12",
                              "--nodes", "1500", NULL);

    g_assert_cmpint (first.status, ==, 0);
    g_assert_cmpstr (first.err, ==, "");
    g_assert_true (g_regex_match (format, first.out, 0, NULL));
    g_assert_cmpstr (first.out, ==, again.out);
    g_assert_cmpstr (first.out, ==, state.out);
  }

  {
    g_auto (Run) samples
        = cli (NULL, "odds", "klondike", "--deal", "1", "--samples", "0", NULL);
    g_auto (Run) seed
        = cli (NULL, "odds", "klondike", "--deal", "1", "--seed", "x", NULL);
    g_auto (Run) solve
        = cli (NULL, "solve", "klondike", "--deal", "1", "--samples", "5", NULL);
    g_auto (Run) batch
        = cli (NULL, "batch", "klondike", "--deals", "1-2", "--seed", "5", NULL);

    assert_failure (samples, 1,
                    "--samples takes a whole number from 1 to 100000, not “0”");
    assert_failure (seed, 1, "--seed takes a whole number from 0 to 4294967295, not “x”");
    assert_failure (solve, 1, "--samples and --seed go only with odds");
    assert_failure (batch, 1, "--samples and --seed go only with odds");
  }
}

/* One line a deal, in order, and the summary with its interval. */
static void
test_batch (void)
{
  g_auto (Run) run = cli (NULL, "batch", "intrigue", "--deals", "3-7", "--nodes",
                          "2000000", "--timeout", "600", "--jobs", "2", NULL);
  g_auto (GStrv) lines = NULL;
  g_autoptr (GRegex) deal_line = g_regex_new (
      "^([0-9]+) (winnable|unwinnable|unknown) [0-9]+\\.[0-9]{3} ([0-9]+)$", 0, 0, NULL);
  g_autoptr (GRegex) summary = g_regex_new (
      "^intrigue: ([0-9]+) winnable, ([0-9]+) unwinnable, ([0-9]+) unknown of 5 "
      "\\(([0-9.]+)% winnable, 95% CI ([0-9.]+)–([0-9.]+)\\), ([0-9]+) nodes, "
      "[0-9.]+ s$",
      0, 0, NULL);
  guint counts[3] = { 0 };
  guint64 nodes = 0;
  double percent, low, high;

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[6], ==, "");
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr (GMatchInfo) match = NULL;
      g_autofree char *deal = NULL;
      g_autofree char *result = NULL;
      g_autofree char *searched = NULL;

      g_assert_true (g_regex_match (deal_line, lines[i], 0, &match));
      deal = g_match_info_fetch (match, 1);
      result = g_match_info_fetch (match, 2);
      searched = g_match_info_fetch (match, 3);
      g_assert_cmpuint (g_ascii_strtoull (searched, NULL, 10), <=, 2000000);
      nodes += g_ascii_strtoull (searched, NULL, 10);
      g_assert_cmpuint (g_ascii_strtoull (deal, NULL, 10), ==, 3 + i);
      counts[result[0] == 'w' ? 0 : result[2] == 'w' ? 1 : 2]++;
    }

  {
    g_autoptr (GMatchInfo) match = NULL;

    if (!g_regex_match (summary, lines[5], 0, &match))
      g_error ("not a summary: %s", lines[5]);
    for (guint i = 0; i < 3; i++)
      {
        g_autofree char *count = g_match_info_fetch (match, (int)i + 1);

        g_assert_cmpuint (g_ascii_strtoull (count, NULL, 10), ==, counts[i]);
      }
    double *values[] = { &percent, &low, &high };

    for (guint i = 0; i < G_N_ELEMENTS (values); i++)
      {
        g_autofree char *value = g_match_info_fetch (match, (int)i + 4);

        *values[i] = g_ascii_strtod (value, NULL);
      }
    {
      g_autofree char *total = g_match_info_fetch (match, 7);

      g_assert_cmpuint (g_ascii_strtoull (total, NULL, 10), ==, nodes);
    }
  }
  g_assert_cmpfloat_with_epsilon (percent, 100.0 * counts[0] / 5, 0.051);
  g_assert_cmpfloat (low, <=, percent);
  g_assert_cmpfloat (high, >=, percent);
  g_assert_cmpfloat (low, >=, 0);
  g_assert_cmpfloat (high, <=, 100);
}

/* --timeout stops at 1000000 seconds: a day-long search is the most
 * anyone has use for, and the search's clock counts in microseconds. */
static void
test_timeout_range (void)
{
  const char *refused[] = { "1000001", "1e300", "inf", "nan", "-1", "1e-400" };
  g_auto (Run) most
      = cli (NULL, "solve", "king-albert", "--deal", "4", "--timeout", "1000000", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto (Run) run = cli (NULL, "solve", "king-albert", "--deal", "4", "--timeout",
                              refused[i], NULL);
      g_autofree char *message
          = g_strdup_printf ("at most 1000000, not “%s”", refused[i]);

      assert_plain_failure (run, 1, message);
    }
  g_assert_cmpint (most.status, ==, 0);
  g_assert_true (g_str_has_prefix (most.out, "winnable\n"));
}

/* A batch keeps a result for each deal: past 1000000 deals it is refused
 * before anything is set aside for them. */
static void
test_batch_range (void)
{
  g_auto (Run) all = cli (NULL, "batch", "king-albert", "--deals", "1-2147483647", NULL);
  g_auto (Run) over = cli (NULL, "batch", "king-albert", "--deals", "1-1000001", NULL);
  /* The most it takes starts; here it stops at its first line, which a full
   * disk does not take. */
  g_auto (Run) most
      = cli_to_full_disk (NULL, "batch", "king-albert", "--deals", "4-1000003",
                          "--timeout", "1", "--jobs", "1", NULL);

  assert_plain_failure (
      all, 1, "--deals covers at most 1000000 deals, not 2147483647 (“1-2147483647”)");
  assert_plain_failure (over, 1, "at most 1000000 deals, not 1000001 (“1-1000001”)");
  assert_plain_failure (most, 1, "could not write to standard output");
}

/* Output that cannot be written fails the run, whatever the command. */
static void
test_output_full (void)
{
  struct
  {
    const char *input;
    const char *args[10];
  } cases[] = {
    { NULL, { "list" } },
    { NULL, { "deal", "klondike", "--deal", "1" } },
    { NULL, { "play", "king-albert", "--deal", "1", "tableau-1:tableau-3" } },
    { NULL, { "moves", "king-albert", "--deal", "1" } },
    { DEAD_JUBILEE, { "solve", "--state", "-" } },
    { NULL, { "hint", "king-albert", "--deal", "4" } },
    { NULL,
      { "batch", "king-albert", "--deals", "4-6", "--timeout", "1", "--jobs", "1" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = cli_argv_full (NULL, cases[i].input, "/dev/full", cases[i].args);
      g_autofree char *problem = failure_problem (
          &run, 1, "could not write to standard output: No space left on device");

      if (problem != NULL)
        {
          g_test_message ("%s: %s", cases[i].args[0], problem);
          g_test_fail ();
        }
    }

  /* A refused move writes nothing, and says so as before. */
  {
    g_auto (Run) illegal
        = cli_to_full_disk (NULL, "play", "king-albert", "--deal", "1", "hello", NULL);

    assert_plain_failure (illegal, 2, "move 1 (hello) is not allowed");
  }
}

static void
test_solver_bad_input (void)
{
  g_auto (Run) no_deals = cli (NULL, "batch", "king-albert", NULL);
  g_auto (Run) reversed = cli (NULL, "batch", "king-albert", "--deals", "5-1", NULL);
  g_auto (Run) garbled = cli (NULL, "batch", "king-albert", "--deals", "1-x", NULL);
  g_auto (Run) zero = cli (NULL, "batch", "king-albert", "--deals", "0-3", NULL);
  g_auto (Run) jobs
      = cli (NULL, "batch", "king-albert", "--deals", "1-3", "--jobs", "0", NULL);
  g_auto (Run) timeout
      = cli (NULL, "batch", "king-albert", "--deals", "1-3", "--timeout", "0", NULL);
  g_auto (Run) state = cli ("{}", "batch", "--state", "-", "--deals", "1-3", NULL);
  g_auto (Run) no_game = cli (NULL, "batch", "--deals", "1-3", NULL);
  g_auto (Run) two_games
      = cli (NULL, "batch", "king-albert", "indian", "--deals", "1-3", NULL);
  g_auto (Run) option
      = cli (NULL, "batch", "indian", "--deals", "1-3", "--option", "redeals=1", NULL);
  g_auto (Run) solve_deals = cli (NULL, "solve", "indian", "--deals", "1-3", NULL);
  g_auto (Run) solve_timeout
      = cli (NULL, "solve", "indian", "--deal", "1", "--timeout", "soon", NULL);
  g_auto (Run) nodes_zero
      = cli (NULL, "batch", "king-albert", "--deals", "1-3", "--nodes", "0", NULL);
  g_auto (Run) nodes_over
      = cli (NULL, "solve", "indian", "--deal", "1", "--nodes", "1000000000001", NULL);
  g_auto (Run) nodes_sign
      = cli (NULL, "hint", "indian", "--deal", "1", "--nodes", "+5", NULL);
  g_auto (Run) nodes_words
      = cli (NULL, "solve", "indian", "--deal", "1", "--nodes", "many", NULL);
  g_auto (Run) moves_nodes
      = cli (NULL, "moves", "indian", "--deal", "1", "--nodes", "5", NULL);
  g_auto (Run) list_nodes = cli (NULL, "list", "--nodes", "5", NULL);
  g_auto (Run) hint_timeout
      = cli (NULL, "hint", "indian", "--deal", "1", "--timeout", "1", NULL);
  g_auto (Run) hint_move = cli (NULL, "hint", "indian", "--deal", "1", "deal", NULL);
  g_auto (Run) solve_state = cli ("{\"game\":", "solve", "--state", "-", NULL);

  assert_failure (no_deals, 1, "batch needs --deals A-B");
  assert_failure (reversed, 1, "--deals takes A-B");
  assert_failure (garbled, 1, "not “1-x”");
  assert_failure (zero, 1, "not “0-3”");
  assert_failure (jobs, 1, "--jobs takes a whole number from 1 to 256, not “0”");
  assert_failure (timeout, 1,
                  "--timeout takes a number of seconds above 0, at most 1000000, not "
                  "“0”");
  assert_failure (state, 1, "batch takes a GAME and --deals, not --state or --deal");
  assert_failure (no_game, 1, "which game?");
  assert_failure (two_games, 1, "batch takes one GAME: unexpected “indian”");
  assert_failure (option, 1, "unknown option “redeals” for Indian");
  assert_failure (solve_deals, 1, "--deals and --jobs go only with batch");
  assert_failure (solve_timeout, 1, "not “soon”");
  assert_failure (nodes_zero, 1,
                  "--nodes takes a whole number from 1 to 1000000000000, not “0”");
  assert_failure (nodes_over, 1, "not “1000000000001”");
  assert_failure (nodes_sign, 1, "not “+5”");
  assert_failure (nodes_words, 1, "not “many”");
  assert_failure (moves_nodes, 1, "--nodes goes only with solve, hint, odds and batch");
  assert_failure (list_nodes, 1, "list takes no arguments");
  assert_failure (hint_timeout, 1, "--timeout goes only with solve and batch");
  assert_failure (hint_move, 1, "hint takes no moves: unexpected “deal”");
  assert_failure (solve_state, 1, "not a saved game");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/list", test_list);
  g_test_add_func ("/cli/deal", test_deal);
  g_test_add_func ("/cli/play-and-moves", test_play_and_moves);
  g_test_add_func ("/cli/state-file-and-stdin", test_state_file_and_stdin);
  g_test_add_func ("/cli/illegal-move", test_illegal_move);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/untrusted-text", test_untrusted_text);
  g_test_add_func ("/cli/untrusted-history", test_untrusted_history);
  g_test_add_func ("/cli/state-size", test_state_size);
  g_test_add_func ("/cli/winning-lines", test_winning_lines);
  g_test_add_func ("/cli/german", test_german);
  g_test_add_func ("/cli/solve", test_solve);
  g_test_add_func ("/cli/solve-verdicts", test_solve_verdicts);
  g_test_add_func ("/cli/hint", test_hint);
  g_test_add_func ("/cli/odds", test_odds);
  g_test_add_func ("/cli/batch", test_batch);
  g_test_add_func ("/cli/solver-bad-input", test_solver_bad_input);
  g_test_add_func ("/cli/output-full", test_output_full);
  g_test_add_func ("/cli/batch-range", test_batch_range);
  g_test_add_func ("/cli/timeout-range", test_timeout_range);

  return g_test_run ();
}
