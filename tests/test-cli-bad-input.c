/* test-cli-bad-input.c — what patience-cli refuses: illegal moves, bad and
 * hostile input, states too large, numbers out of range, output to a full
 * disk
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "test-util.h"
#include "test-cli-util.h"

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
  g_auto (Run) game = cli (NULL, "deal", "no-such-game", NULL);
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
  assert_failure (game, 1, "unknown game “no-such-game”");
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

#define HOSTILE "\x1b[2J\nno-such-game"
#define HOSTILE_QUOTED "“\\x1b[2J\\nno-such-game”"

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
      "move 1 (\\x1b[2J\\nno-such-game) is not allowed: " HOSTILE_QUOTED
      " is not a move" },
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
    { NULL, { "play", "--state", missing }, 1, "/nonexistent/\\x1b[2J\\nno-such-game" },
    /* From GOption, which quotes it whole: the last guard escapes it. */
    { NULL, { "list", "--" HOSTILE }, 1, "--\\x1b[2J\\nno-such-game" },
    /* From a saved game. */
    { "{\"game\":\"\\u001b[2J\\nno-such-game\"}",
      { "moves", "--state", "-" },
      1,
      "unknown game " HOSTILE_QUOTED },
    { huge_game, { "moves", "--state", "-" }, 1, cut },
    { "{\"game\":\"indian\",\"options\":{\"\\u001b[2J\\nno-such-game\":1}}",
      { "moves", "--state", "-" },
      1,
      "unknown option " HOSTILE_QUOTED },
    { "{\"game\":\"indian\",\"piles\":{\"\\u001b[2J\\nno-such-game\":[]}}",
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
  g_string_replace (json, "\"moves\":[]", "\"moves\":[\"\\u001b[2J\\nno-such-game\"]", 1);
  run = cli (json->str, "moves", "--state", "-", NULL);
  assert_plain_failure (
      run, 1,
      "history move 1 (\\x1b[2J\\nno-such-game) is not allowed: " HOSTILE_QUOTED
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
    /* GOption's own help ended the program with status 0 whatever became
     * of what it wrote. */
    { NULL, { "--help" } },
    { NULL, { "--help-all" } },
    { NULL, { "-h" } },
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

  /* Written, the help ends the run as a command does. */
  for (guint i = 0; i < 2; i++)
    {
      g_auto (Run) help = cli (NULL, i == 0 ? "--help" : "--help-all", NULL);

      g_assert_cmpint (help.status, ==, 0);
      g_assert_cmpstr (help.err, ==, "");
      g_assert_true (g_str_has_prefix (help.out, "Usage:\n  patience-cli [OPTION…]"));
      g_assert_nonnull (strstr (help.out, "  patience-cli batch GAME --deals A-B"));
      g_assert_nonnull (strstr (help.out, "  --timeout=SECONDS"));
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

void
test_cli_bad_input_register (void)
{
  g_test_add_func ("/cli/illegal-move", test_illegal_move);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/untrusted-text", test_untrusted_text);
  g_test_add_func ("/cli/untrusted-history", test_untrusted_history);
  g_test_add_func ("/cli/state-size", test_state_size);
  g_test_add_func ("/cli/solver-bad-input", test_solver_bad_input);
  g_test_add_func ("/cli/output-full", test_output_full);
  g_test_add_func ("/cli/batch-range", test_batch_range);
  g_test_add_func ("/cli/timeout-range", test_timeout_range);
}
