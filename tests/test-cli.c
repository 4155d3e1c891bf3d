/* test-cli.c — patience-cli from outside: its output, exit codes and errors;
 * what it refuses is in test-cli-bad-input.c
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
                   "klondike\tKlondike\n"
                   "freecell\tFreeCell\n"
                   "eight-off\tEight Off\n"
                   "seahaven-towers\tSeahaven Towers\n"
                   "spider\tSpider\n"
                   "spiderette\tSpiderette\n"
                   "yukon\tYukon\n"
                   "canfield\tCanfield\n"
                   "forty-thieves\tForty Thieves\n"
                   "golf\tGolf\n"
                   "pyramid\tPyramid\n"
                   "tripeaks\tTriPeaks\n"
                   "bakers-dozen\tBaker's Dozen\n"
                   "beleaguered-castle\tBeleaguered Castle\n"
                   "scorpion\tScorpion\n");
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

/* Whole games from the deal to the win, each line checked by the engine. */
static void
test_winning_lines (void)
{
  g_autoptr (GPtrArray) lines = pt_winning_lines ();
  g_autoptr (GHashTable) games = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < lines->len; i++)
    {
      const PtWinningLine *line = lines->pdata[i];
      g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
      g_autofree char *deal = g_strdup_printf ("%u", line->deal);
      g_auto (GStrv) args = NULL;
      g_auto (Run) run = { 0 };
      g_autoptr (PatSession) s = NULL;

      g_strv_builder_add_many (builder, "play", line->game, "--deal", deal, NULL);
      for (guint o = 0; line->options[o] != NULL; o++)
        g_strv_builder_add_many (builder, "--option", line->options[o], NULL);
      g_strv_builder_addv (builder, (const char **)line->moves);
      args = g_strv_builder_end (builder);

      run = cli_argv (NULL, NULL, (const char *const *)args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "\"status\":\"won\""));
      s = pt_position (run.out);
      pt_assert_status (s, "won");
      g_assert_cmpuint (pat_session_get_position (s), ==, g_strv_length (line->moves));
      g_hash_table_add (games, line->game);
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
                   "klondike\tKlondike\n"
                   "freecell\tFreeCell\n"
                   "eight-off\tEight Off\n"
                   "seahaven-towers\tSeahaven Towers\n"
                   "spider\tSpinne\n"
                   "spiderette\tKleine Spinne\n"
                   "yukon\tYukon\n"
                   "canfield\tCanfield\n"
                   "forty-thieves\tVierzig Räuber\n"
                   "golf\tGolf\n"
                   "pyramid\tPyramide\n"
                   "tripeaks\tTriPeaks\n"
                   "bakers-dozen\tBäckerdutzend\n"
                   "beleaguered-castle\tBelagerte Burg\n"
                   "scorpion\tSkorpion\n");
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

  /* No sample decided: unknown, not 50 % nor an interval of 0–100 %. */
  {
    g_auto (Run) hidden = cli (NULL, "odds", "klondike", "--deal", "1", "--samples", "4",
                               "--nodes", "1", NULL);
    g_auto (Run) shown = cli (NULL, "odds", "king-albert", "--deal", "1", "--samples",
                              "4", "--nodes", "1", NULL);
    const char *unknown = "won 0, lost 0, unknown 4 of 4\n"
                          "odds unknown (every search was cut short; more --nodes may "
                          "tell)\n"
                          "nodes ";

    g_assert_cmpint (hidden.status, ==, 0);
    g_assert_true (g_str_has_prefix (hidden.out, unknown));
    g_assert_cmpint (shown.status, ==, 0);
    g_assert_true (g_str_has_prefix (shown.out, unknown));
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

/* A folder for LOCPATH that holds de_DE.UTF-8, compiled with localedef
 * from the sources of Debian's locales package (build-aux/patience-dev
 * installs it): the machine need not have the locale generated. */
static char *
german_locale (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("patience-locale-XXXXXX", &error);
  g_autofree char *target = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_assert_no_error (error);
  target = g_build_filename (dir, "de_DE.UTF-8", NULL);
  {
    const char *const argv[]
        = { "localedef", "-i", "de_DE", "-f", "UTF-8", target, NULL };

    g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, &err,
                  &status, &error);
  }
  if (error != NULL || !g_spawn_check_wait_status (status, NULL))
    g_error ("localedef could not make de_DE.UTF-8 (is Debian's locales package "
             "installed?): %s",
             error != NULL ? error->message : err);
  return g_steal_pointer (&dir);
}

/* Numbers are written and read as in the C locale whatever the player's
 * locale says, in German too, whose decimal comma would otherwise make
 * patience-cli print "odds 100,0%" that its own --timeout refuses. Its
 * messages are German there. */
static void
test_numbers_in_german (void)
{
  g_autofree char *dir = german_locale ();
  g_auto (Run) list = cli_in_locale (dir, "de_DE.UTF-8", "list", NULL);
  g_auto (Run) odds = cli_in_locale (dir, "de_DE.UTF-8", "odds", "klondike", "--deal",
                                     "1", "--samples", "3", "--nodes", "100", NULL);
  g_auto (Run) batch
      = cli_in_locale (dir, "de_DE.UTF-8", "batch", "king-albert", "--deals", "1-2",
                       "--nodes", "100", "--jobs", "1", "--timeout", "2.5", NULL);
  g_auto (Run) point
      = cli_in_locale (dir, "de_DE.UTF-8", "solve", "king-albert", "--deal", "4",
                       "--nodes", "100", "--timeout", "1.5", NULL);
  g_auto (Run) comma
      = cli_in_locale (dir, "de_DE.UTF-8", "solve", "king-albert", "--deal", "4",
                       "--nodes", "100", "--timeout", "1,5", NULL);
  g_autoptr (GRegex) odds_line = g_regex_new (
      "^odds [0-9]+\\.[0-9]% \\(95% interval [0-9]+\\.[0-9]–[0-9]+\\.[0-9]%\\)$",
      G_REGEX_MULTILINE, 0, NULL);
  g_autoptr (GRegex) deal_line = g_regex_new (
      "^[12] (winnable|unwinnable|unknown) [0-9]+\\.[0-9]{3} [0-9]+$", 0, 0, NULL);
  g_autoptr (GRegex) summary = g_regex_new (
      "^king-albert: 0 winnable, 0 unwinnable, 2 unknown of 2 \\(0\\.0% winnable, "
      "95% CI 0\\.0–[0-9]+\\.[0-9]\\), 200 nodes, [0-9]+\\.[0-9] s$",
      0, 0, NULL);
  g_auto (GStrv) lines = NULL;

  g_assert_cmpint (list.status, ==, 0);
  g_assert_true (g_str_has_prefix (list.out, "intelligence\tIntelligenz\n"));

  g_assert_cmpint (odds.status, ==, 0);
  if (!g_regex_match (odds_line, odds.out, 0, NULL))
    g_error ("odds not written as in the C locale:\n%s", odds.out);

  g_assert_cmpint (batch.status, ==, 0);
  g_assert_cmpstr (batch.err, ==, "");
  lines = g_strsplit (batch.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  for (guint i = 0; i < 2; i++)
    if (!g_regex_match (deal_line, lines[i], 0, NULL))
      g_error ("a deal's line not written as in the C locale: %s", lines[i]);
  if (!g_regex_match (summary, lines[2], 0, NULL))
    g_error ("the summary not written as in the C locale: %s", lines[2]);

  g_assert_cmpint (point.status, ==, 0);
  g_assert_cmpstr (point.out, ==, "unknown\n");
  assert_failure (comma, 1,
                  "--timeout takes a number of seconds above 0, at most 1000000, not "
                  "“1,5”\n");
  g_assert_true (pt_remove_tree (dir));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  test_cli_bad_input_register ();

  g_test_add_func ("/cli/list", test_list);
  g_test_add_func ("/cli/deal", test_deal);
  g_test_add_func ("/cli/play-and-moves", test_play_and_moves);
  g_test_add_func ("/cli/state-file-and-stdin", test_state_file_and_stdin);
  g_test_add_func ("/cli/winning-lines", test_winning_lines);
  g_test_add_func ("/cli/german", test_german);
  g_test_add_func ("/cli/solve", test_solve);
  g_test_add_func ("/cli/solve-verdicts", test_solve_verdicts);
  g_test_add_func ("/cli/hint", test_hint);
  g_test_add_func ("/cli/odds", test_odds);
  g_test_add_func ("/cli/batch", test_batch);
  g_test_add_func ("/cli/numbers-in-german", test_numbers_in_german);

  return g_test_run ();
}
