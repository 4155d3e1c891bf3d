/* test-stats.c — statistics: counting, saving, and damaged files refused
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-stats.h"
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

  json = pat_stats_save (stats);
  back = pat_stats_load (json, -1, &error);
  g_assert_no_error (error);
  again = pat_stats_save (back);
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
  { "{\"format\":1,\"games\":{\"spider\":{}}}", "unknown game “spider”" },
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
    "\"won-deals\":[]}}}",
    "“won-deals” must list each deal won" },
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
  json = pat_stats_save (stats);
  for (gsize cut = 0; cut + 1 < strlen (json); cut++)
    {
      g_autoptr (PatStats) back = pat_stats_load (json, (gssize)cut, NULL);

      g_assert_null (back);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stats/counting", test_counting);
  g_test_add_func ("/stats/rule-sets", test_rule_sets);
  g_test_add_func ("/stats/round-trip", test_round_trip);
  g_test_add_func ("/stats/damaged", test_damaged);
  g_test_add_func ("/stats/truncated", test_truncated);

  return g_test_run ();
}
