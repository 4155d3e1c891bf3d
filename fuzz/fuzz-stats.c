/* fuzz-stats.c — the statistics reader against any input
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever pat_stats_load() accepts must survive a round trip: saved again,
 * it loads again, to the same records. Anything it refuses must be refused
 * with an error, never a warning or a crash.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "pat-stats.h"

static void
assert_records_equal (const PatRecord *a, const PatRecord *b)
{
  g_assert (b != NULL);
  g_assert (g_str_equal (a->key, b->key));
  g_assert (a->played == b->played && a->won == b->won);
  g_assert (a->streak == b->streak && a->winning == b->winning);
  g_assert (a->best_win_streak == b->best_win_streak);
  g_assert (a->worst_loss_streak == b->worst_loss_streak);
  g_assert (a->best_time == b->best_time && a->fewest_moves == b->fewest_moves);
  /* The last deals won, all of them unless the file would be too large. */
  g_assert (b->won_deals->len <= a->won_deals->len);
  /* An empty array may have no data, and memcmp() takes no NULL. */
  g_assert (
      b->won_deals->len == 0
      || memcmp ((guint32 *)a->won_deals->data + a->won_deals->len - b->won_deals->len,
                 b->won_deals->data, b->won_deals->len * sizeof (guint32))
             == 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (PatStats) stats = NULL;
  g_autoptr (PatStats) again = NULL;
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GPtrArray) records_again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_again = NULL;

  fuzz_init ();

  if (size > G_MAXSSIZE)
    return 0;
  stats = pat_stats_load ((const char *)data, (gssize)size, &error);
  if (stats == NULL)
    {
      g_assert (error != NULL && error->message != NULL);
      return 0;
    }
  g_assert_no_error (error);

  json = pat_stats_save (stats, &error);
  if (json == NULL)
    {
      g_assert (error != NULL && error->message != NULL);
      return 0;
    }
  again = pat_stats_load (json, -1, &error);
  if (again == NULL)
    g_error ("loaded statistics do not load once saved: %s\n%s", error->message, json);

  records = pat_stats_list (stats);
  records_again = pat_stats_list (again);
  g_assert (records->len == records_again->len);
  for (guint i = 0; i < records->len; i++)
    {
      const PatRecord *record = g_ptr_array_index (records, i);

      assert_records_equal (record, pat_stats_lookup (again, record->key));
    }
  json_again = pat_stats_save (again, NULL);
  g_assert (g_str_equal (json, json_again));
  return 0;
}
