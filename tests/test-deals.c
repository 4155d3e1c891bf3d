/* test-deals.c — the same deal number gives the same deal, for ever
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

/* Digests of whole deals (every pile, every card). A change here means
 * players' deal numbers no longer give the games they gave: never update a
 * digest unless that is really meant. */
static const struct
{
  const char *game;
  guint32 deal;
  const char *digest;
} pinned[] = {
#include "pinned-deals.inc"
};

static char *
digest (const char *game, guint32 deal)
{
  PatRules rules;
  g_autoptr (PatSession) s = NULL;
  g_autoptr (GString) text = g_string_new (NULL);

  pat_rules_init_default (&rules, pat_variant_lookup (game));
  s = pat_session_new (&rules, deal);
  for (guint p = 0; p < rules.n_piles; p++)
    {
      g_autofree char *pile = pt_pile (s, rules.piles[p].id);

      g_string_append_printf (text, "%s:%s;", rules.piles[p].id, pile);
    }
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text->str, -1);
}

static void
test_pinned (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (pinned); i++)
    {
      g_autofree char *got = digest (pinned[i].game, pinned[i].deal);

      g_test_message ("%s %u", pinned[i].game, pinned[i].deal);
      g_assert_cmpstr (got, ==, pinned[i].digest);
    }
}

/* Different numbers give different deals; the same number, the same. */
static void
test_distinct (void)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint v = 0; v < n; v++)
    {
      g_autoptr (GHashTable) seen
          = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      for (guint32 deal = 1; deal <= 200; deal++)
        {
          char *d = digest (variants[v]->id, deal);
          g_autofree char *again = digest (variants[v]->id, deal);

          g_assert_cmpstr (d, ==, again);
          g_assert_false (g_hash_table_contains (seen, d));
          g_hash_table_add (seen, d);
        }
    }
}

/* The highest deal number works like any other. */
static void
test_range_ends (void)
{
  g_autofree char *last = digest ("intelligence", PAT_DEAL_MAX);
  g_autofree char *first = digest ("intelligence", PAT_DEAL_MIN);

  g_assert_cmpstr (last, !=, first);
}

/* A deal drawn at random is a deal number, any of them: drawn from a
 * seeded generator, the same ones again, from both halves of the range. */
static void
test_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (GRand) again = g_rand_new_with_seed (7);
  guint upper = 0;

  for (guint i = 0; i < 10000; i++)
    {
      guint32 deal = pat_deal_random (rand);

      g_assert_cmpuint (deal, >=, PAT_DEAL_MIN);
      g_assert_cmpuint (deal, <=, PAT_DEAL_MAX);
      g_assert_cmpuint (pat_deal_random (again), ==, deal);
      upper += deal > PAT_DEAL_MAX / 2;
      deal = pat_deal_random (NULL);
      g_assert_cmpuint (deal, >=, PAT_DEAL_MIN);
      g_assert_cmpuint (deal, <=, PAT_DEAL_MAX);
    }
  g_assert_cmpuint (upper, >, 4000);
  g_assert_cmpuint (upper, <, 6000);
}

int
main (int argc, char **argv)
{
  if (argc > 1 && g_strcmp0 (argv[1], "--print") == 0)
    {
      guint n;
      const PatVariant *const *variants = pat_variants_list (&n);

      for (guint v = 0; v < n; v++)
        for (guint32 deal = 1; deal <= 3; deal++)
          {
            g_autofree char *d = digest (variants[v]->id, deal);

            g_print ("  { \"%s\", %u, \"%s\" },\n", variants[v]->id, deal, d);
          }
      return 0;
    }

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deals/pinned", test_pinned);
  g_test_add_func ("/deals/distinct", test_distinct);
  g_test_add_func ("/deals/range-ends", test_range_ends);
  g_test_add_func ("/deals/random", test_random);

  return g_test_run ();
}
