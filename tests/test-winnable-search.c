/* test-winnable-search.c — the background search for deals proven
 * winnable, and its cache files, without a window
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pat-stats.h"
#include "pat-winnable-search.h"
#include "pat-winnable.h"
#include "test-util.h"

/* A short budget a deal: Klondike wins most deals within it. The waits
 * are long, as the search runs at the lowest priority on a busy machine. */
#define SECONDS 0.02
#define WAIT_SECONDS 120

typedef struct
{
  PatWinnableSearch *search;
  PatRules rules;
  guint at_least;
} Wait;

static void
wait_until (gboolean (*done) (Wait *), Wait *wait)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (!done (wait))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      /* Wakes at the search's "found", or after a while to look again. */
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
}

/* The file holds @at_least deals, every one of whose lines wins it. */
static gboolean
file_holds (Wait *wait)
{
  g_autofree char *path = pat_winnable_search_path (wait->search, &wait->rules);
  g_autofree char *key = pat_stats_key (&wait->rules);
  g_autofree char *json = NULL;
  g_autoptr (PatWinnableCache) cache = NULL;

  if (!g_file_get_contents (path, &json, NULL, NULL))
    return FALSE;
  cache = pat_winnable_cache_load (&wait->rules, key, json, -1, NULL);
  return cache != NULL && pat_winnable_cache_get_n_deals (cache) >= wait->at_least;
}

/* As file_holds(), once the file is a regular one of its own: what was
 * in its place is never opened. */
static gboolean
file_replaced (Wait *wait)
{
  g_autofree char *path = pat_winnable_search_path (wait->search, &wait->rules);
  GStatBuf info;

  return g_lstat (path, &info) == 0 && S_ISREG (info.st_mode) && info.st_size < 1 << 20
         && file_holds (wait);
}

static gboolean
ready (Wait *wait)
{
  return pat_winnable_search_count (wait->search, &wait->rules) >= wait->at_least;
}

static gboolean
resting (Wait *wait)
{
  return !pat_winnable_search_is_busy (wait->search);
}

static char *
scratch_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("patience-winnable-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The cache file in @wait's search is said to be ignored, no deal of it
 * counts, and the search writes a file of its own until @done. */
static void
assert_rebuilt (Wait *wait, gboolean (*done) (Wait *))
{
  g_test_expect_message ("pat-winnable", G_LOG_LEVEL_WARNING,
                         "Ignoring the winnable deals*");
  g_assert_cmpuint (pat_winnable_search_count (wait->search, &wait->rules), ==, 0);
  g_test_assert_expected_messages ();

  pat_winnable_search_set_seconds (wait->search, SECONDS);
  pat_winnable_search_set_wanted (wait->search, &wait->rules, 1);
  wait_until (done, wait);
  g_clear_object (&wait->search);
}

/* A damaged cache file is said once, never trusted, and rebuilt with
 * deals whose lines win them. */
static void
test_damaged_cache (void)
{
  g_autofree char *dir = scratch_dir ();
  const char *damaged[] = {
    "{\"format\":1,\"key\":\"klondike\",\"deals\":[{\"deal\":5,\"line\":[\"deal\"]}]}",
    "{\"format\":1,\"key\":\"klondike\",\"deals\":[",
    "\x89PNG",
  };

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      Wait wait = { .at_least = 2 };
      g_autofree char *path = NULL;

      wait.search = pat_winnable_search_new (dir);
      pat_rules_init_default (&wait.rules, pat_variant_lookup ("klondike"));
      path = pat_winnable_search_path (wait.search, &wait.rules);
      g_assert_true (g_file_set_contents (path, damaged[i], -1, NULL));

      assert_rebuilt (&wait, file_holds);
    }
  remove_dir (dir);
}

/* A pipe, an endless device or a huge file in the place of a cache file is
 * neither waited on nor read: it is said, and a file of deals written in
 * its place. (On a pipe, the old code waited for ever.) */
static void
test_hostile_cache (void)
{
  g_autofree char *dir = scratch_dir ();
  for (PtHostile hostile = 0; hostile < PT_N_HOSTILES; hostile++)
    {
      Wait wait = { .at_least = 1 };
      g_autofree char *path = NULL;

      wait.search = pat_winnable_search_new (dir);
      pat_rules_init_default (&wait.rules, pat_variant_lookup ("klondike"));
      path = pat_winnable_search_path (wait.search, &wait.rules);
      g_unlink (path);
      pt_make_hostile (path, hostile);
      assert_rebuilt (&wait, file_replaced);
    }
  remove_dir (dir);
}

/* The search keeps a few deals ready for each rule set wanted, the first
 * first, rests when they are, and finds another for each one taken; what
 * it found is there for the next search of the same folder. */
static void
test_keeps_ready (void)
{
  g_autofree char *dir = scratch_dir ();
  Wait wait = { .at_least = PAT_WINNABLE_READY };
  Wait other = { .at_least = PAT_WINNABLE_READY };
  PatRules both[2];
  guint32 deal, again;

  wait.search = pat_winnable_search_new (dir);
  other.search = wait.search;
  pat_rules_init_default (&both[0], pat_variant_lookup ("klondike"));
  pat_rules_init_default (&both[1], pat_variant_lookup ("king-albert"));
  wait.rules = both[0];
  other.rules = both[1];
  pat_winnable_search_set_seconds (wait.search, SECONDS);
  pat_winnable_search_set_wanted (wait.search, both, 2);
  wait_until (ready, &wait);
  wait_until (ready, &other);
  wait_until (resting, &wait);
  g_assert_cmpuint (pat_winnable_search_count (wait.search, &both[0]), ==,
                    PAT_WINNABLE_READY);

  g_assert_true (pat_winnable_search_take (wait.search, &both[0], &deal));
  g_assert_false (pat_winnable_search_take_deal (wait.search, &both[0], deal));
  g_assert_cmpuint (pat_winnable_search_count (wait.search, &both[0]), <,
                    PAT_WINNABLE_READY);
  wait_until (ready, &wait);
  wait_until (file_holds, &wait);
  g_clear_object (&wait.search);

  /* Read back from the files by another search, which searches nothing
   * until asked. */
  wait.search = pat_winnable_search_new (dir);
  g_assert_cmpuint (pat_winnable_search_count (wait.search, &both[1]), ==,
                    PAT_WINNABLE_READY);
  g_assert_true (pat_winnable_search_take (wait.search, &both[0], &again));
  g_assert_cmpuint (again, !=, deal);
  g_assert_false (pat_winnable_search_is_busy (wait.search));
  g_clear_object (&wait.search);
  remove_dir (dir);
}

/* Stopping cancels a long search at once: the window waits for it when
 * it closes. */
static void
test_stop (void)
{
  g_autofree char *dir = scratch_dir ();
  Wait wait = { 0 };

  wait.search = pat_winnable_search_new (dir);
  pat_rules_init_default (&wait.rules, pat_variant_lookup ("jubilee"));
  pat_winnable_search_set_seconds (wait.search, 600);
  pat_winnable_search_set_wanted (wait.search, &wait.rules, 1);
  while (!pat_winnable_search_is_busy (wait.search))
    g_usleep (1000);
  pat_winnable_search_stop (wait.search);
  g_assert_false (pat_winnable_search_is_busy (wait.search));
  /* Nothing more once stopped. */
  pat_winnable_search_set_wanted (wait.search, &wait.rules, 1);
  g_assert_false (pat_winnable_search_is_busy (wait.search));
  g_clear_object (&wait.search);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/winnable-search/damaged-cache", test_damaged_cache);
  g_test_add_func ("/winnable-search/hostile-cache", test_hostile_cache);
  g_test_add_func ("/winnable-search/keeps-ready", test_keeps_ready);
  g_test_add_func ("/winnable-search/stop", test_stop);

  return g_test_run ();
}
