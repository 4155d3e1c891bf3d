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

/* Runs patience-cli with @args, @input on its stdin, and LANGUAGE set to
 * @language unless it is NULL. */
static Run
cli_argv (const char *language, const char *input, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (
      G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
      | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  GBytes *out = NULL, *err = NULL;
  g_autoptr (GBytes) in
      = g_bytes_new_static (input ? input : "", input ? strlen (input) : 0);
  Run run = { 0 };

  g_ptr_array_add (argv, (gpointer)g_getenv ("PATIENCE_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);

  if (language != NULL)
    g_subprocess_launcher_setenv (launcher, "LANGUAGE", language, TRUE);
  process
      = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, in, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run.status = g_subprocess_get_exit_status (process);
  run.out = g_strndup (g_bytes_get_size (out) ? g_bytes_get_data (out, NULL) : "",
                       g_bytes_get_size (out));
  run.err = g_strndup (g_bytes_get_size (err) ? g_bytes_get_data (err, NULL) : "",
                       g_bytes_get_size (err));
  g_bytes_unref (out);
  g_bytes_unref (err);
  return run;
}

static Run
cli_valist (const char *language, const char *input, va_list list)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  const char *arg;

  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer)arg);
  g_ptr_array_add (args, NULL);
  return cli_argv (language, input, (const char *const *)args->pdata);
}

/* The same, the arguments given one by one and ended by NULL. */
static Run
cli (const char *input, ...)
{
  va_list list;
  Run run;

  va_start (list, input);
  run = cli_valist (NULL, input, list);
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
  run = cli_valist (language, input, list);
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
                   "house-in-the-wood\tHouse in the Wood\n");
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
  g_auto (Run) game = cli (NULL, "deal", "klondike", NULL);
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
  assert_failure (game, 1, "unknown game “klondike”");
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
      g_assert_cmpuint (g_strv_length (words), >, 2);
      g_strv_builder_add_many (builder, "play", words[0], "--deal", words[1], NULL);
      g_strv_builder_addv (builder, (const char **)words + 2);
      args = g_strv_builder_end (builder);

      run = cli_argv (NULL, NULL, (const char *const *)args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "\"status\":\"won\""));
      s = pt_position (run.out);
      pt_assert_status (s, "won");
      g_assert_cmpuint (pat_session_get_position (s), ==, g_strv_length (words) - 2);
      g_hash_table_add (games, g_strdup (words[0]));
    }
  g_assert_cmpuint (g_hash_table_size (games), >=, 4);
}

/* LANGUAGE=de picks the German translation from the build tree: the game
 * names, reasons pieced together from card and pile words, and both plural
 * forms. The CLI's own frame around a reason stays English. */
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
                   "house-in-the-wood\tHaus im Wald\n");
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
  g_test_add_func ("/cli/winning-lines", test_winning_lines);
  g_test_add_func ("/cli/german", test_german);

  return g_test_run ();
}
