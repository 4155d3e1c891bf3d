/* pat-store.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-store"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "pat-store.h"

/**
 * pat_store_path:
 * @name: a file of the player's, such as %PAT_STORE_GAME
 *
 * Returns: (transfer full): where it lives: the user data dir's patience/.
 */
char *
pat_store_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "patience", name, NULL);
}

/**
 * pat_store_write:
 * @name: the file
 * @contents: everything it is to hold
 * @error: where to say why not
 *
 * Replaces the file as one step (a temporary file, synced, then renamed), so
 * that a crash or a power cut leaves either the old file or the new one.
 */
gboolean
pat_store_write (const char *name, const char *contents, GError **error)
{
  g_autofree char *path = pat_store_path (name);
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "Could not create %s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  return g_file_set_contents_full (
      path, contents, -1,
      G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_ONLY_EXISTING, 0600, error);
}

/**
 * pat_store_read:
 *
 * Returns: (transfer full) (nullable): the file's contents, or %NULL with
 *   @error set; %G_FILE_ERROR_NOENT when there is none.
 */
char *
pat_store_read (const char *name, GError **error)
{
  g_autofree char *path = pat_store_path (name);
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;
  return contents;
}

/**
 * pat_store_set_aside:
 * @name: a damaged file
 *
 * Renames it "NAME.damaged-DATE", where nothing will overwrite it.
 *
 * Returns: (transfer full) (nullable): its new path.
 */
char *
pat_store_set_aside (const char *name, GError **error)
{
  g_autofree char *path = pat_store_path (name);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  char *aside = g_strdup_printf ("%s.damaged-%s", path, stamp);

  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS); n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.damaged-%s-%u", path, stamp, n);
    }
  if (g_rename (path, aside) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "Could not move %s aside: %s", path, g_strerror (saved));
      g_free (aside);
      return NULL;
    }
  return aside;
}

gboolean
pat_store_remove (const char *name)
{
  g_autofree char *path = pat_store_path (name);

  return g_unlink (path) == 0 || errno == ENOENT;
}
