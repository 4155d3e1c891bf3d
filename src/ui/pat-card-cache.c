/* pat-card-cache.c — rendered cards kept on disk between runs
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading cards rendered last time costs a few milliseconds where
 * rasterising them from the SVG costs tens, before the first frame. A file
 * holds one deck at one size: a header, then the images' pixels one after
 * another. Any file that does not match what is asked for, to the byte, is
 * ignored; the caller renders the cards again.
 *
 * Beside them, a small file per deck keeps what a layout needs of it (its
 * cards' shape and corner index), so that a start whose cards are all here
 * need not parse the deck either. It is guarded the same way: anything
 * that does not match is ignored, and the deck is parsed again.
 *
 * The folder may hold what is not ours. Only regular files are read, never
 * past the size their name gives them, without blocking; only files named
 * as this cache names them and beginning as it begins them are removed; a
 * folder that is a link or another user's is not used at all.
 */
#define G_LOG_DOMAIN "pat-card-cache"

#include "config.h"

#include <cairo.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <librsvg/rsvg.h>
#include <string.h>
#include <unistd.h>

#include "pat-card-cache.h"
#include "pat-store.h"

/* Changed whenever the cards come out differently for the same deck, so
 * that images drawn the old way are not taken for new ones, or when a
 * deck is checked in a new way, so that facts kept of a deck checked the
 * old way do not let it skip the new check. 2: nothing outside the
 * deck's file drawn; 3: elements counted; 4: with those of SVG images in
 * data: URLs. */
#define RENDER_REVISION 4

#define MAGIC "PATCARDS"
#define MAGIC_LEN 8
#define FILE_VERSION 1
#define KEY_LEN 64 /* a SHA-256, in hex */

/* A sum finds damage, not forgery (whoever can write the cache can write the
 * program's settings too): SHA-1 is the quickest GChecksum here. */
#define SUM_TYPE G_CHECKSUM_SHA1
#define SUM_LEN 20

#define MAX_IMAGES 64

/* The window's size and fullscreen's, for a deck or two. */
#define MAX_ENTRIES 4
#define MAX_TOTAL_BYTES (64 * 1024 * 1024)

/* The header: the magic, five little-endian 32-bit numbers (version, width,
 * height, stride, number of images), the deck key, a sum per image, and the
 * sum of everything before it. */
#define HEADER_FIXED (MAGIC_LEN + 5 * 4 + KEY_LEN)

/* A deck's facts: the magic, the version as a little-endian 32-bit number,
 * the deck key, the aspect as a little-endian IEEE double, the corner
 * index's width and height as little-endian IEEE floats, and the sum of
 * everything before it. */
#define FACTS_MAGIC "PATFACTS"
#define FACTS_VERSION 1
#define FACTS_FIXED (MAGIC_LEN + 4 + KEY_LEN)
#define FACTS_SIZE (FACTS_FIXED + 8 + 4 + 4 + SUM_LEN)

#define CARDS_SUFFIX ".cards"
#define FACTS_SUFFIX ".deck"

/* What g_file_set_contents_full() adds to a name while it writes. */
#define TEMP_SUFFIX_LEN 7

/* A temporary file older than this was left by a write that never ended:
 * a write takes well under a second. */
#define STALE_TEMP_USEC ((gint64)G_USEC_PER_SEC * 60 * 60)

typedef enum
{
  NAME_NONE,
  NAME_CARDS,
  NAME_FACTS,
} NameKind;

typedef struct
{
  char *key;
  int width;
  int height;
  int stride;
  guint n_images; /* 0 when only the facts are written */
  GBytes *pixels[MAX_IMAGES];
  gboolean has_facts;
  PatDeckFacts facts;
} SaveJob;

static gsize
header_size (guint n_images)
{
  return HEADER_FIXED + (gsize)n_images * SUM_LEN + SUM_LEN;
}

static void
put_u32 (guint8 *where, guint32 value)
{
  value = GUINT32_TO_LE (value);
  memcpy (where, &value, sizeof value);
}

static guint32
get_u32 (const guint8 *where)
{
  guint32 value;

  memcpy (&value, where, sizeof value);
  return GUINT32_FROM_LE (value);
}

static void
fill_header (guint8 *header, const char *key, int width, int height, int stride,
             guint n_images)
{
  memcpy (header, MAGIC, MAGIC_LEN);
  put_u32 (header + MAGIC_LEN, FILE_VERSION);
  put_u32 (header + MAGIC_LEN + 4, (guint32)width);
  put_u32 (header + MAGIC_LEN + 8, (guint32)height);
  put_u32 (header + MAGIC_LEN + 12, (guint32)stride);
  put_u32 (header + MAGIC_LEN + 16, n_images);
  memcpy (header + MAGIC_LEN + 20, key, KEY_LEN);
}

static void
sum_bytes (const guint8 *data, gsize length, guint8 digest[SUM_LEN])
{
  g_autoptr (GChecksum) checksum = g_checksum_new (SUM_TYPE);
  gsize digest_len = SUM_LEN;

  g_checksum_update (checksum, data, (gssize)length);
  g_checksum_get_digest (checksum, digest, &digest_len);
}

static char *
cache_dir (void)
{
  return g_build_filename (g_get_user_cache_dir (), "patience", "cards", NULL);
}

/* Says once per folder why the cache does not use it. */
static void
warn_unusable (const char *dir, const GError *error)
{
  static GMutex lock;
  static GHashTable *warned;

  g_mutex_lock (&lock);
  if (warned == NULL)
    warned = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_hash_table_add (warned, g_strdup (dir)))
    g_warning ("Not keeping rendered cards in %s: %s", dir, error->message);
  g_mutex_unlock (&lock);
}

/* The cards folder, made if @create, if the cache may use it: a real folder
 * of the user's. Anything else (a link to another folder, a folder of
 * another user's) may hold files that are not ours, and pruning would
 * delete them. */
static char *
usable_dir (gboolean create, GError **error)
{
  g_autofree char *dir = cache_dir ();
  g_autoptr (GError) local_error = NULL;

  if (create && g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "Cannot create “%s”: %s", dir, g_strerror (saved_errno));
      return NULL;
    }
  if (!pat_store_own_dir (dir, &local_error))
    {
      /* Nothing there, or a file in the way: nothing of anyone's at risk. */
      if (!g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT)
          && !g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR))
        warn_unusable (dir, local_error);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, local_error->message);
      return NULL;
    }
  return g_steal_pointer (&dir);
}

static gboolean
is_key (const char *text)
{
  for (guint i = 0; i < KEY_LEN; i++)
    if (!g_ascii_isxdigit (text[i]) || g_ascii_isupper (text[i]))
      return FALSE;
  return TRUE;
}

/* Whether @name is one this cache writes, "KEY-WxH.cards" or "KEY.deck",
 * or one of those with the suffix of a write under way (@temp). */
static NameKind
name_kind (const char *name, gboolean *temp)
{
  g_autofree char *base = g_strdup (name);
  gsize length = strlen (base);
  const char *rest;

  *temp = FALSE;
  if (length > TEMP_SUFFIX_LEN && base[length - TEMP_SUFFIX_LEN] == '.')
    {
      *temp = TRUE;
      for (gsize i = length - TEMP_SUFFIX_LEN + 1; i < length; i++)
        *temp = *temp && g_ascii_isalnum (base[i]);
      if (*temp)
        base[length - TEMP_SUFFIX_LEN] = '\0';
    }
  if (strlen (base) <= KEY_LEN || !is_key (base))
    return NAME_NONE;
  rest = base + KEY_LEN;
  if (strcmp (rest, FACTS_SUFFIX) == 0)
    return NAME_FACTS;
  if (rest[0] == '-' && g_str_has_suffix (rest, CARDS_SUFFIX))
    {
      int width = 0, height = 0, end = 0;

      if (sscanf (rest, "-%dx%d" CARDS_SUFFIX "%n", &width, &height, &end) == 2
          && (gsize)end == strlen (rest) && width > 0 && height > 0)
        return NAME_CARDS;
    }
  return NAME_NONE;
}

/* Whether the file at @path begins as this cache begins a file of @kind:
 * only then may it be removed. */
static gboolean
header_is_ours (const char *path, NameKind kind)
{
  guint8 magic[MAGIC_LEN];
  gssize got;
  int fd;

  fd = pat_store_open_regular (path, G_MAXSIZE, NULL, NULL);
  if (fd < 0)
    return FALSE;
  do
    got = pread (fd, magic, MAGIC_LEN, 0);
  while (got < 0 && errno == EINTR);
  close (fd);
  return got == MAGIC_LEN
         && memcmp (magic, kind == NAME_CARDS ? MAGIC : FACTS_MAGIC, MAGIC_LEN) == 0;
}

static gboolean
valid_request (const char *key, int width, int height, int stride, guint n_images)
{
  return key != NULL && strlen (key) == KEY_LEN && width > 0 && height > 0
         && stride >= width * 4 && n_images > 0 && n_images <= MAX_IMAGES;
}

static void
save_job_free (gpointer data)
{
  SaveJob *job = data;

  for (guint i = 0; i < job->n_images; i++)
    g_clear_pointer (&job->pixels[i], g_bytes_unref);
  g_free (job->key);
  g_free (job);
}

typedef struct
{
  char *name;
  gint64 modified;
  goffset size;
} Entry;

static void
clear_entry (gpointer data)
{
  g_free (((Entry *)data)->name);
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const Entry *x = a, *y = b;

  return (x->modified < y->modified) - (x->modified > y->modified);
}

/* Removes @name from the cards folder if it still is a regular file that
 * this cache wrote: checked again at the last moment, so that what
 * another program put there meanwhile stays. */
static void
remove_ours (const char *dir_path, const char *file, NameKind kind)
{
  g_autofree char *name = g_path_get_basename (file);
  g_autofree char *path = g_build_filename (dir_path, name, NULL);
  GStatBuf info;

  if (g_lstat (path, &info) == 0 && S_ISREG (info.st_mode) && header_is_ours (path, kind))
    g_unlink (path);
}

/* Keeps the newest files within bounds, @written among them, and the facts
 * of the decks whose cards are kept: facts are tiny and count for nothing.
 * Only files this cache wrote are looked at, and only they are removed. */
static void
prune (const char *dir_path, const char *written)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_autoptr (GPtrArray) facts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) kept_decks
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gint64 now = g_get_real_time ();
  goffset total = 0;
  guint kept = 0;
  const char *name;

  if (dir == NULL)
    return;
  g_array_set_clear_func (entries, clear_entry);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      gboolean temp;
      NameKind kind = name_kind (name, &temp);
      GStatBuf info;
      gint64 modified;

      if (kind == NAME_NONE || g_lstat (path, &info) != 0 || !S_ISREG (info.st_mode))
        continue;
      modified
          = (gint64)info.st_mtim.tv_sec * G_USEC_PER_SEC + info.st_mtim.tv_nsec / 1000;
      if (temp)
        {
          if (now - modified > STALE_TEMP_USEC)
            remove_ours (dir_path, name, kind);
        }
      else if (kind == NAME_FACTS)
        g_ptr_array_add (facts, g_strdup (name));
      else
        {
          Entry entry = { g_strdup (name), modified, info.st_size };

          if (g_strcmp0 (name, written) == 0)
            entry.modified = G_MAXINT64;
          g_array_append_val (entries, entry);
        }
    }

  g_array_sort (entries, newest_first);
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);

      total += entry->size;
      if (++kept > MAX_ENTRIES || total > MAX_TOTAL_BYTES)
        remove_ours (dir_path, entry->name, NAME_CARDS);
      else
        g_hash_table_add (kept_decks, g_strndup (entry->name, KEY_LEN));
    }
  for (guint i = 0; i < facts->len; i++)
    {
      g_autofree char *key = g_strndup (facts->pdata[i], KEY_LEN);

      if (!g_hash_table_contains (kept_decks, key))
        remove_ours (dir_path, facts->pdata[i], NAME_FACTS);
    }
}

static void
save_thread (GTask *task, gpointer source_object, gpointer task_data,
             GCancellable *cancellable)
{
  SaveJob *job = task_data;
  GError *error = NULL;

  /* The facts first: a start that finds the cards finds them too. */
  if (job->has_facts && !pat_card_cache_save_facts (job->key, &job->facts, &error))
    g_task_return_error (task, error);
  else if (job->n_images > 0
           && !pat_card_cache_save (job->key, job->width, job->height, job->stride,
                                    job->n_images, job->pixels, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
save_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;

  /* A cache that cannot be written costs only the time it would save. */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_debug ("Rendered cards not kept: %s", error->message);
}

/* Why @header is not the one asked for, or NULL. */
static const char *
check_header (const guint8 *header, const guint8 *expected, guint n_images,
              goffset file_size, gsize image_size)
{
  guint8 digest[SUM_LEN];
  gsize size = header_size (n_images);

  if (memcmp (header, MAGIC, MAGIC_LEN) != 0)
    return "not a file of cards";
  if (memcmp (header, expected, HEADER_FIXED) != 0)
    return "another version, size or deck";
  sum_bytes (header, size - SUM_LEN, digest);
  if (memcmp (digest, header + size - SUM_LEN, SUM_LEN) != 0)
    return "damaged header";
  if (file_size != (goffset)(size + n_images * image_size))
    return "wrong length";
  return NULL;
}

/* Reads @length bytes at @offset; whether all of them came. */
static gboolean
read_at (int fd, guint8 *data, gsize length, goffset offset, GError **error)
{
  gsize done = 0;

  while (done < length)
    {
      gssize got = pread (fd, data + done, length - done, (off_t)(offset + done));

      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved_errno = errno;

          g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                               g_strerror (saved_errno));
          return FALSE;
        }
      if (got == 0)
        return FALSE;
      done += (gsize)got;
    }
  return TRUE;
}

/* Reads the images @wanted names into @loaded; why not, or NULL. */
static const char *
read_images (int fd, const guint8 *header, guint n_images, guint64 wanted,
             gsize image_size, GBytes **loaded, GError **error)
{
  for (guint i = 0; i < n_images; i++)
    {
      g_autofree guint8 *data = NULL;
      guint8 digest[SUM_LEN];

      if ((wanted & (G_GUINT64_CONSTANT (1) << i)) == 0)
        continue;
      data = g_malloc (image_size);
      if (!read_at (fd, data, image_size,
                    (goffset)(header_size (n_images) + i * image_size), error))
        return "truncated";
      sum_bytes (data, image_size, digest);
      if (memcmp (digest, header + HEADER_FIXED + i * SUM_LEN, SUM_LEN) != 0)
        return "damaged image";
      loaded[i] = g_bytes_new_take (g_steal_pointer (&data), image_size);
    }
  return NULL;
}

/**
 * pat_card_cache_deck_key:
 * @svg: the deck's file, as read
 * @format: its #PatDeckFormat
 *
 * Returns: (transfer full): what names the deck's images in the cache: a
 *   hash of its contents, its format and the libraries that draw it
 */
char *
pat_card_cache_deck_key (GBytes *svg, guint format)
{
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *salt = NULL;
  gsize length;
  const guint8 *data;

  g_return_val_if_fail (svg != NULL, NULL);

  salt = g_strdup_printf ("patience cards %d, format %u, librsvg %u.%u.%u, cairo %s",
                          RENDER_REVISION, format, rsvg_major_version, rsvg_minor_version,
                          rsvg_micro_version, cairo_version_string ());
  data = g_bytes_get_data (svg, &length);
  g_checksum_update (checksum, (const guchar *)salt, -1);
  if (length > 0)
    g_checksum_update (checksum, data, (gssize)length);
  return g_strdup (g_checksum_get_string (checksum));
}

/**
 * pat_card_cache_path:
 * @deck_key: from pat_card_cache_deck_key()
 * @width: a card's size in device pixels, which the scale factor is in
 * @height: likewise
 *
 * Returns: (transfer full): the file that holds those cards
 */
char *
pat_card_cache_path (const char *deck_key, int width, int height)
{
  g_autofree char *dir = cache_dir ();
  g_autofree char *name = NULL;

  g_return_val_if_fail (deck_key != NULL, NULL);

  name = g_strdup_printf ("%s-%dx%d" CARDS_SUFFIX, deck_key, width, height);
  return g_build_filename (dir, name, NULL);
}

/**
 * pat_card_cache_load:
 * @deck_key: from pat_card_cache_deck_key()
 * @width: the cards' size in device pixels
 * @height: likewise
 * @stride: the bytes a row of an image takes
 * @n_images: how many images the deck has
 * @wanted: the images to read, a bit each
 * @pixels: (array length=n_images): where the images read go
 *
 * Reads the images @wanted from the file that pat_card_cache_save() wrote,
 * all or none. A damaged file of ours is removed; anything else is ignored.
 *
 * Returns: whether every image @wanted is now in @pixels
 */
gboolean
pat_card_cache_load (const char *deck_key, int width, int height, int stride,
                     guint n_images, guint64 wanted, GBytes **pixels)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree guint8 *header = NULL;
  guint8 expected[HEADER_FIXED];
  GBytes *loaded[MAX_IMAGES] = { NULL };
  gsize size, image_size;
  const char *damage = NULL;
  struct stat info;
  int fd;

  g_return_val_if_fail (valid_request (deck_key, width, height, stride, n_images), FALSE);
  g_return_val_if_fail (pixels != NULL, FALSE);

  dir = usable_dir (FALSE, &error);
  if (dir == NULL)
    {
      g_debug ("No cards in the cache: %s", error->message);
      return FALSE;
    }
  size = header_size (n_images);
  image_size = (gsize)stride * (gsize)height;
  path = pat_card_cache_path (deck_key, width, height);
  /* Never more than the file these cards make, and never a pipe or a
   * device, which could block the first frame or never end. */
  fd = pat_store_open_regular (path, size + n_images * image_size, &info, &error);
  if (fd < 0)
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_debug ("No cards in the cache at %d×%d: %s", width, height, error->message);
      else
        g_warning ("Ignoring the cached cards “%s” (%s); rendering them again", path,
                   error->message);
      /* A file of ours too long is removed; the next save replaces
       * anything else. */
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_FAILED))
        remove_ours (dir, path, NAME_CARDS);
      return FALSE;
    }

  header = g_malloc (size);
  fill_header (expected, deck_key, width, height, stride, n_images);
  if (!read_at (fd, header, size, 0, &error))
    damage = "truncated";
  else
    damage = check_header (header, expected, n_images, info.st_size, image_size);
  if (damage == NULL)
    damage = read_images (fd, header, n_images, wanted, image_size, loaded, &error);
  close (fd);

  if (damage != NULL)
    {
      g_warning ("Ignoring the cached cards “%s” (%s%s%s); rendering them again", path,
                 damage, error != NULL ? ": " : "", error != NULL ? error->message : "");
      for (guint i = 0; i < n_images; i++)
        g_clear_pointer (&loaded[i], g_bytes_unref);
      remove_ours (dir, path, NAME_CARDS);
      return FALSE;
    }
  for (guint i = 0; i < n_images; i++)
    if (loaded[i] != NULL)
      {
        g_clear_pointer (&pixels[i], g_bytes_unref);
        pixels[i] = loaded[i];
      }
  return TRUE;
}

/**
 * pat_card_cache_save:
 * @pixels: (array length=n_images): every image of the deck at this size
 *
 * Writes the images for pat_card_cache_load() (the other arguments are
 * its), atomically, and removes the oldest files past the cache's bounds.
 * Blocks: see pat_card_cache_save_async().
 *
 * Returns: whether they were written
 */
gboolean
pat_card_cache_save (const char *deck_key, int width, int height, int stride,
                     guint n_images, GBytes *const *pixels, GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree guint8 *contents = NULL;
  gsize size, image_size, total;

  g_return_val_if_fail (valid_request (deck_key, width, height, stride, n_images), FALSE);
  g_return_val_if_fail (pixels != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  size = header_size (n_images);
  image_size = (gsize)stride * (gsize)height;
  total = size + n_images * image_size;
  if (total > MAX_TOTAL_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   "%d×%d cards take more than the cache holds", width, height);
      return FALSE;
    }
  dir = usable_dir (TRUE, error);
  if (dir == NULL)
    return FALSE;

  contents = g_malloc (total);
  fill_header (contents, deck_key, width, height, stride, n_images);
  for (guint i = 0; i < n_images; i++)
    {
      guint8 *image = contents + size + i * image_size;

      g_return_val_if_fail (
          pixels[i] != NULL && g_bytes_get_size (pixels[i]) == image_size, FALSE);
      memcpy (image, g_bytes_get_data (pixels[i], NULL), image_size);
      sum_bytes (image, image_size, contents + HEADER_FIXED + i * SUM_LEN);
    }
  sum_bytes (contents, size - SUM_LEN, contents + size - SUM_LEN);

  path = pat_card_cache_path (deck_key, width, height);
  /* Another run may read the file at any time: never half written. */
  if (!g_file_set_contents_full (path, (const char *)contents, (gssize)total,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;
  name = g_path_get_basename (path);
  prune (dir, name);
  return TRUE;
}

static SaveJob *
save_job_new (const char *deck_key, const PatDeckFacts *facts)
{
  SaveJob *job = g_new0 (SaveJob, 1);

  job->key = g_strdup (deck_key);
  job->has_facts = facts != NULL;
  if (facts != NULL)
    job->facts = *facts;
  return job;
}

static void
save_job_run (SaveJob *job)
{
  g_autoptr (GTask) task = g_task_new (NULL, NULL, save_done_cb, NULL);

  g_task_set_name (task, "[patience] keep rendered cards");
  g_task_set_task_data (task, job, save_job_free);
  g_task_run_in_thread (task, save_thread);
}

/**
 * pat_card_cache_save_async:
 * @facts: (nullable): the deck's facts, to write first, as
 *   pat_card_cache_save_facts() does
 *
 * As pat_card_cache_save(), on a worker thread, which takes references
 * to @pixels. A failure is logged for debugging and otherwise ignored.
 */
void
pat_card_cache_save_async (const char *deck_key, int width, int height, int stride,
                           guint n_images, GBytes *const *pixels,
                           const PatDeckFacts *facts)
{
  SaveJob *job;

  g_return_if_fail (valid_request (deck_key, width, height, stride, n_images));
  g_return_if_fail (pixels != NULL);

  job = save_job_new (deck_key, facts);
  job->width = width;
  job->height = height;
  job->stride = stride;
  job->n_images = n_images;
  for (guint i = 0; i < n_images; i++)
    job->pixels[i] = g_bytes_ref (pixels[i]);
  save_job_run (job);
}

/**
 * pat_card_cache_facts_path:
 * @deck_key: from pat_card_cache_deck_key()
 *
 * Returns: (transfer full): the file that holds the deck's facts
 */
char *
pat_card_cache_facts_path (const char *deck_key)
{
  g_autofree char *dir = cache_dir ();
  g_autofree char *name = NULL;

  g_return_val_if_fail (deck_key != NULL, NULL);

  name = g_strconcat (deck_key, FACTS_SUFFIX, NULL);
  return g_build_filename (dir, name, NULL);
}

static void
fill_facts (guint8 *contents, const char *key, const PatDeckFacts *facts)
{
  guint64 aspect;
  guint32 index_width, index_height;

  G_STATIC_ASSERT (sizeof aspect == sizeof facts->aspect);
  G_STATIC_ASSERT (sizeof index_width == sizeof facts->index_width);
  memcpy (&aspect, &facts->aspect, sizeof aspect);
  memcpy (&index_width, &facts->index_width, sizeof index_width);
  memcpy (&index_height, &facts->index_height, sizeof index_height);
  aspect = GUINT64_TO_LE (aspect);

  memcpy (contents, FACTS_MAGIC, MAGIC_LEN);
  put_u32 (contents + MAGIC_LEN, FACTS_VERSION);
  memcpy (contents + MAGIC_LEN + 4, key, KEY_LEN);
  memcpy (contents + FACTS_FIXED, &aspect, sizeof aspect);
  put_u32 (contents + FACTS_FIXED + 8, index_width);
  put_u32 (contents + FACTS_FIXED + 12, index_height);
  sum_bytes (contents, FACTS_SIZE - SUM_LEN, contents + FACTS_SIZE - SUM_LEN);
}

/* Why @contents are not the facts of @key, or NULL. */
static const char *
check_facts (const guint8 *contents, gsize length, const char *key, PatDeckFacts *facts)
{
  guint8 expected[FACTS_FIXED];
  guint8 digest[SUM_LEN];
  guint64 aspect;
  guint32 index_width, index_height;

  if (length < MAGIC_LEN || memcmp (contents, FACTS_MAGIC, MAGIC_LEN) != 0)
    return "not a file of deck facts";
  if (length != FACTS_SIZE)
    return "wrong length";
  memcpy (expected, FACTS_MAGIC, MAGIC_LEN);
  put_u32 (expected + MAGIC_LEN, FACTS_VERSION);
  memcpy (expected + MAGIC_LEN + 4, key, KEY_LEN);
  if (memcmp (contents, expected, FACTS_FIXED) != 0)
    return "another version or deck";
  sum_bytes (contents, FACTS_SIZE - SUM_LEN, digest);
  if (memcmp (digest, contents + FACTS_SIZE - SUM_LEN, SUM_LEN) != 0)
    return "damaged";

  memcpy (&aspect, contents + FACTS_FIXED, sizeof aspect);
  aspect = GUINT64_FROM_LE (aspect);
  index_width = get_u32 (contents + FACTS_FIXED + 8);
  index_height = get_u32 (contents + FACTS_FIXED + 12);
  memcpy (&facts->aspect, &aspect, sizeof aspect);
  memcpy (&facts->index_width, &index_width, sizeof index_width);
  memcpy (&facts->index_height, &index_height, sizeof index_height);
  return NULL;
}

/**
 * pat_card_cache_load_facts:
 * @deck_key: from pat_card_cache_deck_key()
 * @facts: (out caller-allocates): where they go
 *
 * Reads what pat_card_cache_save_facts() wrote. A damaged file of ours is
 * removed; anything else is ignored. The caller checks the values, which the sum only
 * says are as written, and forgets them with pat_card_cache_forget_facts()
 * if they are not a deck's.
 *
 * Returns: whether @facts were read
 */
gboolean
pat_card_cache_load_facts (const char *deck_key, PatDeckFacts *facts)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  const char *damage;
  gsize length;

  g_return_val_if_fail (deck_key != NULL && strlen (deck_key) == KEY_LEN, FALSE);
  g_return_val_if_fail (facts != NULL, FALSE);

  dir = usable_dir (FALSE, &error);
  if (dir == NULL)
    {
      g_debug ("No facts of the deck in the cache: %s", error->message);
      return FALSE;
    }
  path = pat_card_cache_facts_path (deck_key);
  /* Read on the way to the first frame: never a pipe or a device, which
   * could block it or never end, and never more than the facts take. */
  contents = pat_store_read_file (path, FACTS_SIZE, &length, &error);
  if (contents == NULL)
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_debug ("No facts of the deck in the cache: %s", error->message);
      else if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_FAILED))
        pat_card_cache_forget_facts (deck_key, error->message);
      else
        g_warning (
            "Ignoring the cached facts of a deck “%s” (%s); parsing the deck again", path,
            error->message);
      return FALSE;
    }
  damage = check_facts ((const guint8 *)contents, length, deck_key, facts);
  if (damage != NULL)
    {
      pat_card_cache_forget_facts (deck_key, damage);
      return FALSE;
    }
  return TRUE;
}

/**
 * pat_card_cache_forget_facts:
 * @deck_key: from pat_card_cache_deck_key()
 * @why: what is wrong with them, for the log
 *
 * Removes the deck's facts, with a warning: they are not to be trusted.
 */
void
pat_card_cache_forget_facts (const char *deck_key, const char *why)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  g_return_if_fail (deck_key != NULL && why != NULL);

  path = pat_card_cache_facts_path (deck_key);
  g_warning ("Ignoring the cached facts of a deck “%s” (%s); parsing the deck again",
             path, why);
  dir = usable_dir (FALSE, NULL);
  if (dir != NULL)
    remove_ours (dir, path, NAME_FACTS);
}

/**
 * pat_card_cache_save_facts:
 * @deck_key: from pat_card_cache_deck_key()
 * @facts: what was measured on the parsed and checked deck
 *
 * Writes the deck's facts for pat_card_cache_load_facts(), atomically.
 * Blocks, but on a small file.
 *
 * Returns: whether they were written
 */
gboolean
pat_card_cache_save_facts (const char *deck_key, const PatDeckFacts *facts,
                           GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  guint8 contents[FACTS_SIZE];

  g_return_val_if_fail (deck_key != NULL && strlen (deck_key) == KEY_LEN, FALSE);
  g_return_val_if_fail (facts != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = usable_dir (TRUE, error);
  if (dir == NULL)
    return FALSE;
  fill_facts (contents, deck_key, facts);
  path = pat_card_cache_facts_path (deck_key);
  return g_file_set_contents_full (path, (const char *)contents, FACTS_SIZE,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/**
 * pat_card_cache_save_facts_async:
 *
 * As pat_card_cache_save_facts(), on a worker thread: for a deck whose
 * cards are in the cache already.
 */
void
pat_card_cache_save_facts_async (const char *deck_key, const PatDeckFacts *facts)
{
  g_return_if_fail (deck_key != NULL && strlen (deck_key) == KEY_LEN);
  g_return_if_fail (facts != NULL);

  save_job_run (save_job_new (deck_key, facts));
}
