/* test-winnable.c — deals proven winnable, and the file that keeps them
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-solver.h"
#include "pat-winnable.h"
#include "test-util.h"

/* Small budgets: a few games win most of their deals within them. */
#define NODES 40000
#define DEALS_TRIED 60
#define DEALS_WANTED 2

static void
rules_for (PatRules *rules, const char *game, const char *key, const char *value)
{
  pat_rules_init_default (rules, pat_variant_lookup (game));
  if (key != NULL)
    g_assert_true (pat_rules_set_option (rules, key, value, NULL));
  pat_rules_resolve (rules);
}

/* Plays @line from @deal with the rules' own checks, to the end. */
static void
assert_line_wins (const PatRules *rules, guint32 deal, const GArray *line)
{
  PatState state;

  pat_state_deal (&state, rules, deal);
  for (guint i = 0; i < line->len; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (
          pat_move_try (rules, &state, &g_array_index (line, PatMove, i), &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (pat_state_status (&state, rules), ==, PAT_STATUS_WON);
}

/* Finds winnable deals, keeps them, writes the cache and reads it back:
 * every deal read replays to a win with the solver's line. */
static void
test_prove_and_replay (void)
{
  static const struct
  {
    const char *game, *key, *value;
  } games[] = {
    { "klondike", NULL, NULL },    { "klondike", "draw", "3" },
    { "king-albert", NULL, NULL }, { "la-belle-lucie", NULL, NULL },
    { "indian", NULL, NULL },      { "intelligence", NULL, NULL },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      PatRules rules;
      g_autoptr (PatWinnableCache) cache = NULL;
      g_autoptr (PatWinnableCache) again = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *json = NULL;
      guint32 taken;

      rules_for (&rules, games[g].game, games[g].key, games[g].value);
      cache = pat_winnable_cache_new (&rules, games[g].game);
      for (guint32 deal = 1;
           deal <= DEALS_TRIED && pat_winnable_cache_get_n_deals (cache) < DEALS_WANTED;
           deal++)
        {
          GArray *line = pat_winnable_prove (&rules, deal, NODES, NULL);

          if (line != NULL)
            pat_winnable_cache_add (cache, deal, line);
        }
      g_test_message ("%s %s: deals %u and %u", games[g].game,
                      games[g].key != NULL ? games[g].key : "",
                      pat_winnable_cache_get_deal (cache, 0),
                      pat_winnable_cache_get_deal (cache, 1));
      g_assert_cmpuint (pat_winnable_cache_get_n_deals (cache), ==, DEALS_WANTED);

      json = pat_winnable_cache_save (cache);
      again = pat_winnable_cache_load (&rules, games[g].game, json, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (pat_winnable_cache_get_n_deals (again), ==, DEALS_WANTED);
      for (guint i = 0; i < DEALS_WANTED; i++)
        {
          g_assert_cmpuint (pat_winnable_cache_get_deal (again, i), ==,
                            pat_winnable_cache_get_deal (cache, i));
          assert_line_wins (&rules, pat_winnable_cache_get_deal (again, i),
                            pat_winnable_cache_get_line (again, i));
        }

      /* Oldest first, each once. */
      g_assert_false (pat_winnable_cache_remove (again, 0));
      g_assert_true (
          pat_winnable_cache_remove (again, pat_winnable_cache_get_deal (cache, 1)));
      pat_winnable_cache_add (
          again, pat_winnable_cache_get_deal (cache, 1),
          g_array_ref ((GArray *)pat_winnable_cache_get_line (cache, 1)));
      g_assert_true (pat_winnable_cache_take (again, &taken));
      g_assert_cmpuint (taken, ==, pat_winnable_cache_get_deal (cache, 0));
      g_assert_false (pat_winnable_cache_contains (again, taken));
      g_assert_true (pat_winnable_cache_take (again, &taken));
      g_assert_false (pat_winnable_cache_take (again, &taken));
    }
}

/* A deal the solver proves lost, or cannot decide within the budget, is
 * not taken for a winnable one. */
static void
test_unproven (void)
{
  PatRules rules;
  guint lost = 0;

  rules_for (&rules, "la-belle-lucie", "redeals", "0");
  for (guint32 deal = 1; deal <= 20; deal++)
    {
      PatSolverLimits limits;
      PatState state;
      PatSolverResult result;
      g_autoptr (GArray) line = pat_winnable_prove (&rules, deal, 2000, NULL);

      pat_solver_limits_init_for_nodes (&limits, 2000);
      pat_state_deal (&state, &rules, deal);
      result = pat_solver_solve (&rules, &state, &limits, NULL, NULL, NULL);
      g_assert_cmpint (line != NULL, ==, result == PAT_SOLVER_WINNABLE);
      lost += result != PAT_SOLVER_WINNABLE;
    }
  g_assert_cmpuint (lost, >, 0);

  {
    g_autoptr (GCancellable) cancellable = g_cancellable_new ();

    rules_for (&rules, "klondike", NULL, NULL);
    g_cancellable_cancel (cancellable);
    g_assert_null (pat_winnable_prove (&rules, 1, 1000000, cancellable));
  }
}

/* A cache with one Klondike deal proven, as JSON. */
static char *
klondike_cache (PatRules *rules, guint32 *deal)
{
  g_autoptr (PatWinnableCache) cache = NULL;

  rules_for (rules, "klondike", NULL, NULL);
  cache = pat_winnable_cache_new (rules, "klondike");
  for (*deal = 1; *deal < DEALS_TRIED; (*deal)++)
    {
      GArray *line = pat_winnable_prove (rules, *deal, NODES, NULL);

      if (line != NULL)
        {
          pat_winnable_cache_add (cache, *deal, line);
          break;
        }
    }
  g_assert_cmpuint (pat_winnable_cache_get_n_deals (cache), ==, 1);
  return pat_winnable_cache_save (cache);
}

static void
assert_refused (const PatRules *rules, const char *key, const char *json)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatWinnableCache) cache
      = pat_winnable_cache_load (rules, key, json, -1, &error);

  g_assert_null (cache);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_test_message ("refused: %s", error->message);
}

/* Replaces the first @old in @json by @new. */
static char *
replace_once (const char *json, const char *old, const char *new)
{
  const char *at = strstr (json, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int)(at - json), json, new, at + strlen (old));
}

/* A damaged or hand-edited file is never trusted: its every line must
 * replay to a win of its own deal under the rules asked for. */
static void
test_damaged (void)
{
  PatRules rules, draw3;
  guint32 deal;
  g_autofree char *json = klondike_cache (&rules, &deal);
  g_autofree char *deal_text = g_strdup_printf ("\"deal\":%u", deal);
  g_autofree char *other_deal = g_strdup_printf ("\"deal\":%u", deal + 1);
  g_autofree char *zero = NULL, *other = NULL, *shorter = NULL, *not_move = NULL;
  g_autofree char *wrong_format = NULL, *last_move = NULL, *too_many = NULL;
  g_autoptr (GString) many
      = g_string_new ("{\"format\":1,\"key\":\"klondike\",\"deals\":[");
  const char *end;

  /* The file as written loads. */
  {
    g_autoptr (PatWinnableCache) cache
        = pat_winnable_cache_load (&rules, "klondike", json, -1, NULL);

    g_assert_nonnull (cache);
  }

  assert_refused (&rules, "klondike", "");
  assert_refused (&rules, "klondike", "[]");
  assert_refused (&rules, "klondike", "{\"format\":1");
  assert_refused (&rules, "klondike", "{\"format\":1,\"key\":\"klondike\"}");
  /* Cut short anywhere. */
  for (gsize cut = 1; cut < strlen (json); cut += strlen (json) / 7 + 1)
    {
      g_autofree char *part = g_strndup (json, cut);

      assert_refused (&rules, "klondike", part);
    }
  /* Another rule set's file, or another file's name. */
  assert_refused (&rules, "klondike:draw=3", json);
  rules_for (&draw3, "klondike", "draw", "3");
  assert_refused (&draw3, "klondike", json);
  /* The line of another deal. */
  other = replace_once (json, deal_text, other_deal);
  assert_refused (&rules, "klondike", other);
  zero = replace_once (json, deal_text, "\"deal\":0");
  assert_refused (&rules, "klondike", zero);
  /* A line without its last move wins nothing. */
  end = strstr (json, "]");
  last_move = g_strndup (json, end - json);
  shorter = g_strdup_printf ("%.*s%s", (int)(strrchr (last_move, ',') - last_move),
                             last_move, end);
  assert_refused (&rules, "klondike", shorter);
  not_move = replace_once (json, "\"line\":[", "\"line\":[\"stock:tableau-99\",");
  assert_refused (&rules, "klondike", not_move);
  wrong_format = replace_once (json, "\"format\":1", "\"format\":2");
  assert_refused (&rules, "klondike", wrong_format);
  /* More deals than the program ever keeps. */
  for (guint i = 0; i <= PAT_WINNABLE_MAX_DEALS; i++)
    g_string_append_printf (many, "%s{\"deal\":%u,\"line\":[]}", i > 0 ? "," : "", i + 1);
  g_string_append (many, "]}");
  too_many = g_string_free (g_steal_pointer (&many), FALSE);
  assert_refused (&rules, "klondike", too_many);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/winnable/prove-and-replay", test_prove_and_replay);
  g_test_add_func ("/winnable/unproven", test_unproven);
  g_test_add_func ("/winnable/damaged", test_damaged);

  return g_test_run ();
}
