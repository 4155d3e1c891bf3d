/* replay.c — a harness without libFuzzer: every file given, or every file
 * of every directory given, read once
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * So that a build with any compiler checks the seed corpus and the crash
 * reproducers against the readers, as `meson test` does.
 */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "fuzz.h"

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *)a, *(char *const *)b);
}

static guint
replay_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);
  printf ("replaying %s (%" G_GSIZE_FORMAT " bytes)\n", path, length);
  fflush (stdout);
  LLVMFuzzerTestOneInput ((const uint8_t *)contents, length);
  return 1;
}

static guint
replay (const char *path)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = NULL;
  const char *name;
  guint n = 0;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return replay_file (path);

  dir = g_dir_open (path, 0, NULL);
  g_assert (dir != NULL);
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    n += replay (g_ptr_array_index (names, i));
  return n;
}

int
main (int argc, char **argv)
{
  guint n = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE-OR-DIRECTORY...\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    n += replay (argv[i]);
  printf ("%u inputs replayed\n", n);
  /* An empty corpus checks nothing. */
  return n > 0 ? 0 : 1;
}
