/* test-stats.c — statistics: counting, saving, and damaged files refused
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pat-stats.h"
#include "pat-store.h"
#include "test-util.h"

static void
rules_for (PatRules *rules, const char *game)
{
  pat_rules_init_default (rules, pat_variant_lookup (game));
}

static void
test_counting (void)
{
  g_autoptr (PatStats) stats = pat_stats_new ();
  PatRules rules;
  const PatRecord *r;

  rules_for (&rules, "king-albert");
  pat_stats_add_loss (stats, &rules);
  pat_stats_add_loss (stats, &rules);
  pat_stats_add_win (stats, &rules, 12, 300, 90);
  pat_stats_add_win (stats, &rules, 7, 200, 95);
  pat_stats_add_win (stats, &rules, 9, 250, 80);
  pat_stats_add_loss (stats, &rules);

  r = pat_stats_lookup (stats, "king-albert");
  g_assert_nonnull (r);
  g_assert_cmpuint (r->played, ==, 6);
  g_assert_cmpuint (r->won, ==, 3);
  g_assert_false (r->winning);
  g_assert_cmpuint (r->streak, ==, 1);
  g_assert_cmpuint (r->best_win_streak, ==, 3);
  g_assert_cmpuint (r->worst_loss_streak, ==, 2);
  g_assert_cmpuint (r->best_time, ==, 200);
  g_assert_cmpuint (r->fewest_moves, ==, 80);
  g_assert_cmpuint (r->won_deals->len, ==, 3);
  g_assert_cmpuint (g_array_index (r->won_deals, guint32, 1), ==, 7);
}

/* Each rule set counts apart; the key names only options off their default. */
static void
test_rule_sets (void)
{
  g_autoptr (PatStats) stats = pat_stats_new ();
  PatRules plain, plus;
  g_autofree char *key = NULL;

  rules_for (&plain, "intelligence");
  rules_for (&plus, "intelligence");
  g_assert_true (pat_rules_set_option (&plus, "piles", "19", NULL));
  pat_rules_resolve (&plus);
  key = pat_stats_key (&plus);
  g_assert_cmpstr (key, ==, "intelligence:piles=19");

  pat_stats_add_win (stats, &plain, 1, 10, 10);
  pat_stats_add_loss (stats, &plus);
  g_assert_cmpuint (pat_stats_lookup (stats, "intelligence")->won, ==, 1);
  g_assert_cmpuint (pat_stats_lookup (stats, "intelligence:piles=19")->won, ==, 0);
}

static void
test_round_trip (void)
{
  g_autoptr (PatStats) stats = pat_stats_new ();
  g_autoptr (PatStats) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  PatRules rules;

  rules_for (&rules, "jubilee");
  pat_stats_add_win (stats, &rules, 2147483647, 61, 200);
  pat_stats_add_loss (stats, &rules);
  rules_for (&rules, "intrigue");
  g_assert_true (pat_rules_set_option (&rules, "deal-mode", "classic", NULL));
  pat_rules_resolve (&rules);
  pat_stats_add_loss (stats, &rules);

  json = pat_stats_save (stats, NULL);
  back = pat_stats_load (json, -1, &error);
  g_assert_no_error (error);
  again = pat_stats_save (back, NULL);
  g_assert_cmpstr (json, ==, again);
  g_assert_cmpuint (pat_stats_lookup (back, "intrigue:deal-mode=classic")->played, ==, 1);
}

static const struct
{
  const char *json;
  const char *message;
} damaged[] = {
  { "", "not statistics" },
  { "[]", "not an object" },
  { "{\"format\":2,\"games\":{}}", "“format” is out of range" },
  { "{\"format\":1}", "“games” must be an object" },
  { "{\"format\":1,\"games\":{\"no-such-game\":{}}}", "unknown game “no-such-game”" },
  /* An empty key, or one that JSON cuts short with a NUL (found by
   * fuzz/fuzz-stats). */
  { "{\"format\":1,\"games\":{\"\":{}}}", "unknown game “”" },
  { "{\"format\":1,\"games\":{\"\\u0000jubilee\":{}}}", "unknown game “”" },
  { "{\"format\":1,\"games\":{\"intelligence:piles=20\":{}}}", "from 18 to 19" },
  /* An empty option in a key (found by fuzz/fuzz-stats). */
  { "{\"format\":1,\"games\":{\"jubilee:,x\":{}}}", "“” is not an option" },
  { "{\"format\":1,\"games\":{\"intelligence:piles=19,\":{}}}", "“” is not an option" },
  { "{\"format\":1,\"games\":{\"jubilee\":[]}}", "is not an object" },
  { "{\"format\":1,\"games\":{\"jubilee\":{\"played\":1,\"won\":2,\"streak\":1,"
    "\"best-win-streak\":1,\"worst-loss-streak\":0,\"best-time\":1,\"fewest-moves\":1,"
    "\"won-deals\":[1]}}}",
    "“won” is out of range" },
  { "{\"format\":1,\"games\":{\"jubilee\":{\"played\":\"1\"}}}",
    "“played” must be a whole number" },
  { "{\"format\":1,\"games\":{\"jubilee\":{\"played\":2,\"won\":1,\"streak\":1,"
    "\"best-win-streak\":1,\"worst-loss-streak\":1,\"best-time\":1,\"fewest-moves\":1,"
    "\"won-deals\":[1,2]}}}",
    "“won-deals” must list the deals won" },
  { "{\"format\":1,\"games\":{\"jubilee\":{\"played\":2,\"won\":1,\"streak\":1,"
    "\"best-win-streak\":1,\"worst-loss-streak\":1,\"best-time\":1,\"fewest-moves\":1,"
    "\"won-deals\":{}}}}",
    "“won-deals” must list the deals won" },
  { "{\"format\":1,\"games\":{\"jubilee\":{\"played\":2,\"won\":1,\"streak\":1,"
    "\"best-win-streak\":1,\"worst-loss-streak\":1,\"best-time\":1,\"fewest-moves\":1,"
    "\"won-deals\":[0]}}}",
    "won deal 1 is not a deal number" },
};

static void
test_damaged (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PatStats) stats = pat_stats_load (damaged[i].json, -1, &error);

      g_test_message ("case %u", i);
      g_assert_null (stats);
      g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
      if (strstr (error->message, damaged[i].message) == NULL)
        g_error ("case %u: “%s”, expected “%s”", i, error->message, damaged[i].message);
    }
}

/* A file cut short anywhere is refused, never half read. */
static void
test_truncated (void)
{
  g_autoptr (PatStats) stats = pat_stats_new ();
  g_autofree char *json = NULL;
  PatRules rules;

  rules_for (&rules, "indian");
  pat_stats_add_win (stats, &rules, 5, 100, 150);
  json = pat_stats_save (stats, NULL);
  for (gsize cut = 0; cut + 1 < strlen (json); cut++)
    {
      g_autoptr (PatStats) back = pat_stats_load (json, (gssize)cut, NULL);

      g_assert_null (back);
    }
}

/* A file nested deeper than any the program writes is refused before it
 * is parsed: parsing it overflowed the stack. */
static void
test_nested (void)
{
  GString *json = g_string_new ("{\"format\":1,\"games\":");
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (PatStats) stats = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (json, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (json, ']');
  g_string_append_c (json, '}');
  text = g_string_free (json, FALSE);
  stats = pat_stats_load (text, -1, &error);
  g_assert_null (stats);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "nests more than"));
}

/* Counts are 64-bit: a record at 4294967295 games, the most they held
 * before, counts on, and the file reloads. Only at the largest number a
 * JSON file holds does a count stay. */
static void
test_wide_counts (void)
{
  static const char json[]
      = "{\"format\":1,\"games\":{\"jubilee\":{\"played\":4294967295,\"won\":1,"
        "\"streak\":-3,\"best-win-streak\":1,\"worst-loss-streak\":3,"
        "\"best-time\":60,\"fewest-moves\":100,\"won-deals\":[4]},"
        "\"indian\":{\"played\":9223372036854775807,\"won\":0,"
        "\"streak\":-9223372036854775807,\"best-win-streak\":0,"
        "\"worst-loss-streak\":9223372036854775807,"
        "\"best-time\":0,\"fewest-moves\":0,\"won-deals\":[]}}}";
  g_autoptr (GError) error = NULL;
  g_autoptr (PatStats) stats = pat_stats_load (json, -1, &error);
  g_autoptr (PatStats) back = NULL;
  g_autofree char *saved = NULL;
  const PatRecord *r;
  PatRules rules;

  g_assert_no_error (error);
  rules_for (&rules, "jubilee");
  pat_stats_add_loss (stats, &rules);
  pat_stats_add_win (stats, &rules, 9, 30, 90);
  rules_for (&rules, "indian");
  pat_stats_add_win (stats, &rules, 9, 30, 90);
  saved = pat_stats_save (stats, &error);
  g_assert_no_error (error);
  back = pat_stats_load (saved, -1, &error);
  g_assert_no_error (error);
  r = pat_stats_lookup (back, "jubilee");
  g_assert_cmpuint (r->played, ==, G_GUINT64_CONSTANT (4294967297));
  g_assert_cmpuint (r->won, ==, 2);
  g_assert_true (r->winning);
  g_assert_cmpuint (r->streak, ==, 1);
  g_assert_cmpuint (r->worst_loss_streak, ==, 4);
  g_assert_cmpuint (r->won_deals->len, ==, 2);
  g_assert_cmpuint (g_array_index (r->won_deals, guint32, 1), ==, 9);
  r = pat_stats_lookup (back, "indian");
  g_assert_cmpuint (r->played, ==, PAT_STATS_MAX_COUNT);
  g_assert_cmpuint (r->won, ==, 0);
}

/* Statistics of @wins wins of King Albert, deals 1000000 onwards. */
static PatStats *
many_wins (guint wins)
{
  PatStats *stats = pat_stats_new ();
  PatRules rules;

  rules_for (&rules, "king-albert");
  for (guint i = 0; i < wins; i++)
    pat_stats_add_win (stats, &rules, 1000000 + i, 60, 100);
  return stats;
}

/* Statistics whose file would pass the cap keep every count exact and
 * leave out the oldest deals won: the file stays under the cap and
 * reloads. A file at the cap is written whole. It used to be written over
 * the cap, and the window refused to write it. */
static void
test_size_cap (void)
{
  g_autoptr (PatStats) small = many_wins (1000);
  g_autoptr (PatStats) larger = many_wins (2000);
  g_autofree char *small_json = pat_stats_save (small, NULL);
  g_autofree char *larger_json = pat_stats_save (larger, NULL);
  g_autoptr (PatStats) stats = NULL;
  g_autoptr (PatStats) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL, *again = NULL;
  const PatRecord *r;
  PatRules rules;
  /* Every deal of seven digits takes the same room. */
  gsize per_win = (strlen (larger_json) - strlen (small_json)) / 1000;
  gsize base = strlen (small_json) - 1000 * per_win;
  /* The counts take a few more digits than with 1000 wins. */
  guint wins = (guint)((PAT_STATS_MAX_BYTES - base - 64) / per_win);

  rules_for (&rules, "king-albert");
  stats = many_wins (wins);
  json = pat_stats_save (stats, &error);
  g_assert_no_error (error);
  while (strlen (json) + per_win <= PAT_STATS_MAX_BYTES)
    {
      gsize before = strlen (json);

      pat_stats_add_win (stats, &rules, 1000000 + wins++, 60, 100);
      g_clear_pointer (&json, g_free);
      json = pat_stats_save (stats, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (strlen (json), >, before);
    }
  g_assert_cmpuint (strlen (json), <=, PAT_STATS_MAX_BYTES);
  back = pat_stats_load (json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pat_stats_lookup (back, "king-albert")->won_deals->len, ==, wins);
  g_clear_pointer (&back, pat_stats_free);

  pat_stats_add_win (stats, &rules, 7654321, 60, 100);
  g_clear_pointer (&json, g_free);
  json = pat_stats_save (stats, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (json), <=, PAT_STATS_MAX_BYTES);
  back = pat_stats_load (json, -1, &error);
  g_assert_no_error (error);
  r = pat_stats_lookup (back, "king-albert");
  g_assert_cmpuint (r->played, ==, wins + 1);
  g_assert_cmpuint (r->won, ==, wins + 1);
  g_assert_cmpuint (r->streak, ==, wins + 1);
  g_assert_cmpuint (r->won_deals->len, <, wins);
  g_assert_cmpuint (r->won_deals->len, >, wins / 2);
  g_assert_cmpuint (g_array_index (r->won_deals, guint32, r->won_deals->len - 1), ==,
                    7654321);
  g_assert_cmpuint (g_array_index (r->won_deals, guint32, r->won_deals->len - 2), ==,
                    1000000 + wins - 1);
  /* Read back and saved again, the file is the same: it is not cut again. */
  again = pat_stats_save (back, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again, ==, json);
}

/* Records so many that even without deals won they would not fit are
 * refused by the writer with a reason, not written over the cap. */
static void
test_too_many_records (void)
{
  g_autofree char *json = pt_stats_too_many_records (PAT_STATS_MAX_BYTES);
  g_autoptr (GError) error = NULL;
  g_autoptr (PatStats) stats = pat_stats_load (json, -1, &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  again = pat_stats_save (stats, &error);
  g_assert_null (again);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "there are too many statistics to write");
}

/* The player's files are read only when they are regular files of a
 * sensible size; what an interrupted write left is cleaned away. */
static void
test_store (void)
{
  g_autofree char *dir = pat_store_path (NULL);
  g_autofree char *path = pat_store_path (PAT_STORE_GAME);
  g_autofree char *large = g_strnfill (1025, 'x');
  static const char *const litter[] = { "game.json.AbC123", "statistics.json.x1Y2z3" };
  static const char *const kept[]
      = { "game.json.damaged-20260101-120000", "game.json.abc", "game.json.ab-123",
          "notes.json.AbC123" };
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (pat_store_write (PAT_STORE_GAME, "{}", NULL));
  contents = pat_store_read (PAT_STORE_GAME, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, "{}");
  g_assert_true (pat_store_write (PAT_STORE_GAME, large, NULL));
  g_assert_null (pat_store_read (PAT_STORE_GAME, 1024, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_clear_error (&error);

  g_assert_true (pat_store_remove (PAT_STORE_GAME));
  g_assert_null (pat_store_read (PAT_STORE_GAME, 1024, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_assert_null (pat_store_read (PAT_STORE_GAME, 1024, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_true (pat_store_remove (PAT_STORE_GAME));

  for (guint i = 0; i < G_N_ELEMENTS (litter); i++)
    {
      g_autofree char *file = g_build_filename (dir, litter[i], NULL);

      g_assert_true (g_file_set_contents (file, "{", -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *file = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_set_contents (file, "{", -1, NULL));
    }
  g_assert_cmpuint (pat_store_clean (), ==, G_N_ELEMENTS (litter));
  for (guint i = 0; i < G_N_ELEMENTS (litter); i++)
    {
      g_autofree char *file = g_build_filename (dir, litter[i], NULL);

      g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *file = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_test (file, G_FILE_TEST_EXISTS));
      g_assert_cmpint (g_remove (file), ==, 0);
    }
}

/* Any file is read only when it is regular, and never past its cap: a
 * device that never ends is refused before a byte is read. Only a real
 * folder of the user's counts as one of ours. */
static void
test_store_files (void)
{
  g_autofree char *scratch = g_dir_make_tmp ("patience-store-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (scratch, "file", NULL);
  g_autofree char *zero = g_build_filename (scratch, "zero", NULL);
  g_autofree char *folder = g_build_filename (scratch, "folder", NULL);
  g_autofree char *link = g_build_filename (scratch, "link", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  g_assert_nonnull (scratch);
  g_assert_true (g_file_set_contents (file, "abc", 3, NULL));
  contents = pat_store_read_file (file, 3, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, "abc");
  g_assert_cmpuint (length, ==, 3);
  g_assert_null (pat_store_read_file (file, 2, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_clear_error (&error);

  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_cmpint (pat_store_open_regular (zero, 1024, NULL, &error), ==, -1);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_null (pat_store_read_file (zero, 1024, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);

  g_assert_true (pat_store_own_dir (scratch, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_cmpint (symlink (folder, link), ==, 0);
  g_assert_false (pat_store_own_dir (link, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_false (pat_store_own_dir (file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_clear_error (&error);
  g_assert_false (pat_store_own_dir (zero, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  if (getuid () == 0)
    {
      /* A folder that is not root's, seen by root. */
      g_assert_cmpint (chown (folder, 1, 1), ==, 0);
      g_assert_false (pat_store_own_dir (folder, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_PERM);
      g_clear_error (&error);
    }
  g_assert_true (pt_remove_tree (scratch));
}

/* A record's title names the game and its options as players read them,
 * never the keys of the file; what this version does not know stays as
 * the file has it. */
static void
test_key_title (void)
{
  const char *const cases[][2] = {
    { "klondike", "Klondike" },
    { "klondike:draw=3", "Klondike (Three cards)" },
    { "klondike:draw=3,passes=1", "Klondike (Three cards, One pass)" },
    { "intelligence:piles=19", "Intelligence (Tableau piles: 19)" },
    { "idle-aces:ace-cells-by-suit=true,foundation-moves=false",
      "Idle Aces (Ace cells by suit: on, Moves between foundations: off)" },
    { "klondike:colour=red", "Klondike (colour=red)" },
    { "klondike:draw=7", "Klondike (draw=7)" },
    { "no-such-game:suits=2", "no-such-game:suits=2" },
    { "klondike/winnable", "Klondike · winnable deals" },
    { "klondike:draw=3/winnable", "Klondike (Three cards) · winnable deals" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *title = pat_stats_key_title (cases[i][0]);

      g_assert_cmpstr (title, ==, cases[i][1]);
    }
}

/* Games dealt from deals proven winnable count apart, under a key of
 * their own that a file keeps and loads again; a file written before
 * that key existed loads as it did. */
static void
test_winnable (void)
{
  g_autoptr (PatStats) stats = pat_stats_new ();
  g_autoptr (PatStats) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *key = NULL;
  const PatRecord *record;
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  g_assert_true (pat_rules_set_option (&rules, "draw", "3", NULL));
  pat_rules_resolve (&rules);
  key = pat_stats_key_full (&rules, TRUE);
  g_assert_cmpstr (key, ==, "klondike:draw=3/winnable");
  pat_stats_add_win_full (stats, &rules, TRUE, 77, 100, 120);
  pat_stats_add_loss_full (stats, &rules, TRUE);
  pat_stats_add_loss (stats, &rules);

  json = pat_stats_save (stats, NULL);
  again = pat_stats_load (json, -1, &error);
  g_assert_no_error (error);
  record = pat_stats_lookup (again, "klondike:draw=3/winnable");
  g_assert_nonnull (record);
  g_assert_cmpuint (record->played, ==, 2);
  g_assert_cmpuint (record->won, ==, 1);
  g_assert_cmpuint (g_array_index (record->won_deals, guint32, 0), ==, 77);
  record = pat_stats_lookup (again, "klondike:draw=3");
  g_assert_nonnull (record);
  g_assert_cmpuint (record->played, ==, 1);
  g_assert_cmpuint (record->won, ==, 0);

  /* The suffix names no game, and only ends a key once. */
  {
    const char *const bad[]
        = { "/winnable", "klondike/winnable/winnable",
            "klondike:draw=3/winnable,passes=1", "no-such-game/winnable" };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *file = g_strdup_printf (
            "{\"format\": 1, \"games\": {\"%s\": {\"played\": 0, \"won\": 0, "
            "\"streak\": 0, \"best-win-streak\": 0, \"worst-loss-streak\": 0, "
            "\"best-time\": 0, \"fewest-moves\": 0, \"won-deals\": []}}}",
            bad[i]);
        g_autoptr (GError) refused = NULL;
        g_autoptr (PatStats) none = pat_stats_load (file, -1, &refused);

        g_assert_null (none);
        g_assert_error (refused, PAT_ERROR, PAT_ERROR_INVALID);
      }
  }
}

int
main (int argc, char **argv)
{
  /* A data dir of its own: the window's tests use the shared one at the
   * same time. GLib reads the variable once, at its first use. */
  g_autofree char *home = g_dir_make_tmp ("patience-stats-XXXXXX", NULL);
  g_autofree char *data = NULL;
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  data = pat_store_path (NULL);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stats/counting", test_counting);
  g_test_add_func ("/stats/rule-sets", test_rule_sets);
  g_test_add_func ("/stats/round-trip", test_round_trip);
  g_test_add_func ("/stats/damaged", test_damaged);
  g_test_add_func ("/stats/truncated", test_truncated);
  g_test_add_func ("/stats/nested", test_nested);
  g_test_add_func ("/stats/wide-counts", test_wide_counts);
  g_test_add_func ("/stats/size-cap", test_size_cap);
  g_test_add_func ("/stats/too-many-records", test_too_many_records);
  g_test_add_func ("/stats/key-title", test_key_title);
  g_test_add_func ("/stats/winnable", test_winnable);
  g_test_add_func ("/store/read-and-clean", test_store);
  g_test_add_func ("/store/files", test_store_files);

  status = g_test_run ();
  g_rmdir (data);
  g_rmdir (home);
  return status;
}
