/* pat-store.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-store"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pat-store.h"

/* The lock on the data folder: the file held open, and locked, until the
 * process ends; and what pat_store_lock() found. */
static int lock_fd = -1;
static PatStoreLock lock_state = PAT_STORE_LOCK_NONE;

/* Refuses a change to the player's files while another instance writes
 * them. */
static gboolean
check_writer (const char *path, GError **error)
{
  if (lock_state != PAT_STORE_LOCK_ELSEWHERE)
    return TRUE;
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
               "%s is written by Patience in another session", path);
  return FALSE;
}

/**
 * pat_store_path:
 * @name: (nullable): a file of the player's, such as %PAT_STORE_GAME
 *
 * Returns: (transfer full): where it lives: the user data dir's patience/
 *   (the folder itself for %NULL).
 */
char *
pat_store_path (const char *name)
{
  if (name == NULL)
    return g_build_filename (g_get_user_data_dir (), "patience", NULL);
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

  if (!check_writer (path, error))
    return FALSE;
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
 * pat_store_open_regular:
 * @path: a file
 * @max_bytes: the most it may hold
 * @info: (out) (optional): what fstat() says of it
 * @error: where to say why not
 *
 * Opens a file for reading only if it is a regular file of at most
 * @max_bytes. It is opened without blocking, so a pipe, a device or a
 * folder in its place is refused at once and never waited on.
 *
 * Returns: a file descriptor to close(), or -1 with @error set;
 *   %G_FILE_ERROR_NOENT when there is no file.
 */
int
pat_store_open_regular (const char *path, gsize max_bytes, struct stat *info,
                        GError **error)
{
  struct stat own;
  int fd;

  g_return_val_if_fail (path != NULL, -1);

  if (info == NULL)
    info = &own;
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "Could not open %s: %s", path, g_strerror (saved));
      return -1;
    }
  if (fstat (fd, info) != 0 || !S_ISREG (info->st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s is not a regular file",
                   path);
      close (fd);
      return -1;
    }
  if ((guint64)info->st_size > max_bytes)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   "%s is larger than %" G_GSIZE_FORMAT " KB", path, max_bytes / 1024);
      close (fd);
      return -1;
    }
  return fd;
}

/**
 * pat_store_read_file:
 * @path: a file
 * @max_bytes: the most it may hold
 * @length: (out) (optional): how many bytes were read
 * @error: where to say why not
 *
 * Reads a file as pat_store_open_regular() opens it, and never more than
 * @max_bytes of it, even if it grows while it is read.
 *
 * Returns: (transfer full) (nullable): the file's contents with a nul
 *   after them, or %NULL with @error set
 */
char *
pat_store_read_file (const char *path, gsize max_bytes, gsize *length, GError **error)
{
  g_autoptr (GString) contents = NULL;
  struct stat info;
  char buffer[65536];
  gssize n;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  fd = pat_store_open_regular (path, max_bytes, &info, error);
  if (fd < 0)
    return NULL;
  contents = g_string_sized_new ((gsize)info.st_size + 1);
  /* Read to the end, whatever the size said: the file may have grown. */
  while ((n = read (fd, buffer, sizeof buffer)) != 0)
    {
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       "Could not read %s: %s", path, g_strerror (saved));
          close (fd);
          return NULL;
        }
      if (contents->len + (gsize)n > max_bytes)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                       "%s is larger than %" G_GSIZE_FORMAT " KB", path,
                       max_bytes / 1024);
          close (fd);
          return NULL;
        }
      g_string_append_len (contents, buffer, n);
    }
  close (fd);
  if (length != NULL)
    *length = contents->len;
  return g_string_free (g_steal_pointer (&contents), FALSE);
}

/**
 * pat_store_read:
 * @name: the file
 * @max_bytes: the most it may hold
 * @error: where to say why not
 *
 * Reads one of the player's files as pat_store_read_file() does: only a
 * regular file, and only up to @max_bytes.
 *
 * Returns: (transfer full) (nullable): the file's contents, or %NULL with
 *   @error set; %G_FILE_ERROR_NOENT when there is none.
 */
char *
pat_store_read (const char *name, gsize max_bytes, GError **error)
{
  g_autofree char *path = pat_store_path (name);

  return pat_store_read_file (path, max_bytes, NULL, error);
}

/**
 * pat_store_own_dir:
 * @path: a folder of the program's
 * @error: where to say why not
 *
 * Whether @path is a folder the program may prune: a real folder, not a
 * symbolic link to one, owned by the user who runs the program. Anything
 * else may hold files that are not the program's.
 *
 * Returns: %TRUE if so; %FALSE with @error set, %G_FILE_ERROR_NOENT when
 *   there is nothing at @path.
 */
gboolean
pat_store_own_dir (const char *path, GError **error)
{
  GStatBuf info;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_lstat (path, &info) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "Could not look at %s: %s", path, g_strerror (saved));
      return FALSE;
    }
  if (S_ISLNK (info.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "%s is a symbolic link, not a folder of its own", path);
      return FALSE;
    }
  if (!S_ISDIR (info.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR, "%s is not a folder", path);
      return FALSE;
    }
  if (info.st_uid != getuid ())
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_PERM, "%s belongs to another user",
                   path);
      return FALSE;
    }
  return TRUE;
}

/**
 * pat_store_lock:
 * @error: where to say why no lock could be had
 *
 * Makes this process the one that writes the player's files, for as long
 * as it runs. The application is unique on its session bus only: two
 * sessions on one home (two logins, a desktop and an ssh one) each run an
 * instance, and each would write over what the other wrote and give up
 * the game the other has under way. The lock is flock() on a file of ours
 * in the data folder: the kernel lets go of it when the process ends,
 * however it ends, and NFS carries it between machines. While another
 * instance holds it, nothing here changes a file: pat_store_write(),
 * pat_store_set_aside(), pat_store_remove() and pat_store_clean() refuse.
 *
 * Returns: %PAT_STORE_LOCK_OURS or %PAT_STORE_LOCK_ELSEWHERE; or
 *   %PAT_STORE_LOCK_FAILED with @error set when there could be no lock
 *   (the folder cannot be written, the file system has no locks): the
 *   files are then written as without one, and a write that fails says so.
 */
PatStoreLock
pat_store_lock (GError **error)
{
  g_autofree char *dir = pat_store_path (NULL);
  g_autofree char *path = pat_store_path (PAT_STORE_LOCK);
  struct stat info;
  int fd;

  if (lock_state == PAT_STORE_LOCK_OURS || lock_state == PAT_STORE_LOCK_ELSEWHERE)
    return lock_state;
  lock_state = PAT_STORE_LOCK_FAILED;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "Could not create %s: %s", dir, g_strerror (saved));
      return lock_state;
    }
  /* Reading is all flock() needs; a pipe or a link in the file's place is
   * not ours, and is neither waited on nor followed. */
  fd = g_open (path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC,
               0600);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "Could not open %s: %s", path, g_strerror (saved));
      return lock_state;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s is not a regular file",
                   path);
      close (fd);
      return lock_state;
    }
  while (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      if (saved == EINTR)
        continue;
      close (fd);
      if (saved == EWOULDBLOCK)
        lock_state = PAT_STORE_LOCK_ELSEWHERE;
      else
        g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                     "Could not lock %s: %s", path, g_strerror (saved));
      return lock_state;
    }
  lock_fd = fd;
  lock_state = PAT_STORE_LOCK_OURS;
  return lock_state;
}

/**
 * pat_store_locked_elsewhere:
 *
 * Returns: whether pat_store_lock() found another instance writing the
 *   player's files: this one then only reads them.
 */
gboolean
pat_store_locked_elsewhere (void)
{
  return lock_state == PAT_STORE_LOCK_ELSEWHERE;
}

/**
 * pat_store_clean:
 *
 * Removes what an interrupted write of the program's own files left: the
 * temporary "NAME.XXXXXX" that g_file_set_contents_full() writes before it
 * renames it over NAME. Called once pat_store_lock() made this instance
 * the one that writes these files, so that at its start no write of
 * theirs is under way.
 *
 * Returns: how many were removed.
 */
guint
pat_store_clean (void)
{
  static const char *const names[] = { PAT_STORE_GAME, PAT_STORE_STATS };
  g_autofree char *dir_path = pat_store_path (NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *entry;
  guint removed = 0;

  /* Only a folder of our own: its names are then ours too. */
  if (lock_state == PAT_STORE_LOCK_ELSEWHERE || dir == NULL
      || !pat_store_own_dir (dir_path, NULL))
    return 0;
  while ((entry = g_dir_read_name (dir)) != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        gsize prefix = strlen (names[i]);
        g_autofree char *path = NULL;
        GStatBuf info;
        gboolean ours = strlen (entry) == prefix + 7 && g_str_has_prefix (entry, names[i])
                        && entry[prefix] == '.';

        for (gsize c = prefix + 1; ours && entry[c] != '\0'; c++)
          ours = g_ascii_isalnum (entry[c]);
        if (!ours)
          continue;
        path = g_build_filename (dir_path, entry, NULL);
        if (g_lstat (path, &info) == 0 && S_ISREG (info.st_mode) && g_unlink (path) == 0)
          removed++;
      }
  return removed;
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
  char *aside;

  if (!check_writer (path, error))
    return NULL;
  aside = g_strdup_printf ("%s.damaged-%s", path, stamp);
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

  if (!check_writer (path, NULL))
    return FALSE;
  return g_unlink (path) == 0 || errno == ENOENT;
}
