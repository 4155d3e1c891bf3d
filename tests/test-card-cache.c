/* test-card-cache.c — rendered cards kept on disk, and files that lie
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "pat-card-cache.h"
#include "pat-card-theme.h"
#include "patience-resources.h"
#include "test-util.h"

#define DECK_PATH "/io/github/patience/Patience/cards/patience-cards.svg"
#define N_IMAGES 56
#define WIDTH 40
#define HEIGHT 56
#define STRIDE (WIDTH * 4)
#define IMAGE_SIZE ((gsize)STRIDE * HEIGHT)

/* Long enough for any render on a slow, busy machine; only a hang trips it. */
#define TIMEOUT_SECONDS 120

#define IGNORED "*Ignoring the cached cards*"

/* Keys of no deck: facts written for them mislead no theme that another
 * test loads at the same time. */
#define NO_DECK_KEY "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
#define NO_DECK_KEY_2 "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210"

/* The built-in deck's key, as the theme computes it. */
static char *
default_key (void)
{
  g_autoptr (GBytes) svg = g_resource_lookup_data (patience_get_resource (), DECK_PATH,
                                                   G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  return pat_card_cache_deck_key (svg, PAT_DECK_FORMAT_PATIENCE);
}

static char *
cards_dir (void)
{
  return g_build_filename (g_get_user_cache_dir (), "patience", "cards", NULL);
}

/* Every test starts with no cache at all. */
static void
clear_cache (void)
{
  g_autofree char *dir_path = cards_dir ();
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      /* Gone already is as good: a save of the test before may have
       * replaced its temporary file meanwhile. */
      if (g_unlink (path) != 0)
        g_assert_cmpint (errno, ==, ENOENT);
    }
  g_remove (dir_path);
}

/* Opaque pixels that no deck draws: each image its own pattern. */
static void
make_pixels (GBytes **pixels, guint8 seed)
{
  for (guint i = 0; i < N_IMAGES; i++)
    {
      guint32 *data = g_malloc (IMAGE_SIZE);

      for (gsize p = 0; p < IMAGE_SIZE / 4; p++)
        data[p] = 0xff000000u | (guint32)((p * 2654435761u + i * 97u + seed) & 0xffffff);
      pixels[i] = g_bytes_new_take (data, IMAGE_SIZE);
    }
}

static void
free_pixels (GBytes **pixels)
{
  for (guint i = 0; i < N_IMAGES; i++)
    g_clear_pointer (&pixels[i], g_bytes_unref);
}

static GBytes *
download (GdkTexture *texture)
{
  guint8 *data;

  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, WIDTH);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, HEIGHT);
  data = g_malloc (IMAGE_SIZE);
  gdk_texture_download (texture, data, STRIDE);
  return g_bytes_new_take (data, IMAGE_SIZE);
}

static void
save_pixels (const char *key, GBytes **pixels)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (
      pat_card_cache_save (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, pixels, &error));
  g_assert_no_error (error);
}

static gboolean
timed_out_cb (gpointer data)
{
  g_error ("Timed out waiting for the card cache");
  return G_SOURCE_REMOVE;
}

static void
test_round_trip (void)
{
  g_autofree char *key = default_key ();
  GBytes *saved[N_IMAGES], *loaded[N_IMAGES] = { NULL };

  clear_cache ();
  make_pixels (saved, 1);
  save_pixels (key, saved);

  /* A few, then all: the same bytes. */
  g_assert_true (pat_card_cache_load (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, 0x5, loaded));
  g_assert_nonnull (loaded[0]);
  g_assert_null (loaded[1]);
  g_assert_nonnull (loaded[2]);
  g_assert_true (pat_card_cache_load (key, WIDTH, HEIGHT, STRIDE, N_IMAGES,
                                      (G_GUINT64_CONSTANT (1) << N_IMAGES) - 1, loaded));
  for (guint i = 0; i < N_IMAGES; i++)
    g_assert_true (g_bytes_equal (saved[i], loaded[i]));

  /* Another size, another deck: nothing. */
  free_pixels (loaded);
  g_assert_false (
      pat_card_cache_load (key, WIDTH + 1, HEIGHT, STRIDE + 4, N_IMAGES, 0x1, loaded));
  key[0] = key[0] == '0' ? '1' : '0';
  g_assert_false (
      pat_card_cache_load (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, 0x1, loaded));
  g_assert_null (loaded[0]);
  free_pixels (saved);
}

/* The theme reads its first frame's cards from the cache: a file with
 * pixels no deck draws gives exactly those. */
static void
test_theme_loads (void)
{
  g_autofree char *key = default_key ();
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  const PatCard shown[] = { pat_card_new (PAT_ACE, PAT_SUIT_CLUBS) };
  GBytes *saved[N_IMAGES];
  g_autoptr (GBytes) ace = NULL;

  clear_cache ();
  make_pixels (saved, 2);
  save_pixels (key, saved);
  pat_card_theme_prerender_cards (theme, WIDTH, HEIGHT, shown, G_N_ELEMENTS (shown));
  ace = download (pat_card_theme_get_card (theme, shown[0]));
  g_assert_true (g_bytes_equal (ace, saved[0]));
  free_pixels (saved);
}

/* A theme writes what it rendered once the size stays, and reads it back. */
static void
test_theme_saves (void)
{
  g_autofree char *key = default_key ();
  g_autofree char *path = pat_card_cache_path (key, WIDTH, HEIGHT);
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  g_autoptr (PatCardTheme) again = pat_card_theme_new_default ();
  PatCard king = pat_card_new (PAT_KING, PAT_SUIT_HEARTS);
  g_autoptr (GBytes) rendered = NULL;
  g_autoptr (GBytes) loaded = NULL;
  guint timeout;

  clear_cache ();
  pat_card_theme_prerender (theme, WIDTH, HEIGHT);
  rendered = download (pat_card_theme_get_card (theme, king));
  timeout = g_timeout_add_seconds (TIMEOUT_SECONDS, timed_out_cb, NULL);
  while (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);

  pat_card_theme_prerender_cards (again, WIDTH, HEIGHT, &king, 1);
  loaded = download (pat_card_theme_get_card (again, king));
  g_assert_true (g_bytes_equal (rendered, loaded));
}

typedef enum
{
  DAMAGE_TRUNCATED,
  DAMAGE_MAGIC,
  DAMAGE_HEADER_BYTE,
  DAMAGE_IMAGE_BYTE,
  DAMAGE_LONGER,
  DAMAGE_OTHER_SIZE,
  DAMAGE_OTHER_KEY,
  N_DAMAGES
} Damage;

/* Writes a good file at @path, then damages it. */
static void
write_damaged (const char *key, const char *path, Damage damage)
{
  GBytes *pixels[N_IMAGES];
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;

  make_pixels (pixels, 3);
  if (damage == DAMAGE_OTHER_SIZE || damage == DAMAGE_OTHER_KEY)
    {
      /* A good file of other cards, under this one's name. */
      g_autofree char *other_key = g_strdup (key);
      g_autofree char *other = NULL;

      other_key[0] = other_key[0] == 'a' ? 'b' : 'a';
      if (damage == DAMAGE_OTHER_KEY)
        {
          save_pixels (other_key, pixels);
          other = pat_card_cache_path (other_key, WIDTH, HEIGHT);
        }
      else
        {
          /* One row less, for the same length of file as a check. */
          for (guint i = 0; i < N_IMAGES; i++)
            {
              g_bytes_unref (pixels[i]);
              pixels[i] = g_bytes_new_take (g_malloc0 (IMAGE_SIZE - STRIDE),
                                            IMAGE_SIZE - STRIDE);
            }
          g_assert_true (pat_card_cache_save (key, WIDTH, HEIGHT - 1, STRIDE, N_IMAGES,
                                              pixels, NULL));
          other = pat_card_cache_path (key, WIDTH, HEIGHT - 1);
        }
      g_assert_cmpint (g_rename (other, path), ==, 0);
      free_pixels (pixels);
      return;
    }

  save_pixels (key, pixels);
  free_pixels (pixels);
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  switch (damage)
    {
      case DAMAGE_TRUNCATED:
        length -= IMAGE_SIZE / 2;
        break;
      case DAMAGE_MAGIC:
        contents[0] = 'X';
        break;
      case DAMAGE_HEADER_BYTE:
        contents[10] ^= 0x40; /* the file's version */
        break;
      case DAMAGE_IMAGE_BYTE:
        contents[length - IMAGE_SIZE * N_IMAGES + 7] ^= 0x01; /* the first image */
        break;
      case DAMAGE_LONGER:
        contents = g_realloc (contents, length + 1);
        contents[length++] = 0;
        break;
      default:
        g_assert_not_reached ();
    }
  g_assert_true (g_file_set_contents (path, contents, (gssize)length, &error));
}

/* Damaged files are refused, removed and never drawn: the deck renders. */
static void
test_damaged (void)
{
  g_autofree char *key = default_key ();
  g_autofree char *path = pat_card_cache_path (key, WIDTH, HEIGHT);
  PatCard ace = pat_card_new (PAT_ACE, PAT_SUIT_CLUBS);

  for (Damage damage = 0; damage < N_DAMAGES; damage++)
    {
      GBytes *loaded[N_IMAGES] = { NULL };
      GBytes *marked[N_IMAGES];
      g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
      g_autoptr (GBytes) drawn = NULL;

      clear_cache ();
      write_damaged (key, path, damage);
      g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING, IGNORED);
      g_assert_false (
          pat_card_cache_load (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, 0x1, loaded));
      g_test_assert_expected_messages ();
      g_assert_null (loaded[0]);
      /* Removed only when it begins as the cache's files begin. */
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS) == (damage == DAMAGE_MAGIC));
      g_unlink (path);

      /* The theme, given the damaged file, draws the real card. */
      write_damaged (key, path, damage);
      g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING, IGNORED);
      pat_card_theme_prerender (theme, WIDTH, HEIGHT);
      g_test_assert_expected_messages ();
      drawn = download (pat_card_theme_get_card (theme, ace));
      make_pixels (marked, 3);
      g_assert_false (g_bytes_equal (drawn, marked[0]));
      free_pixels (marked);
    }
}

/* A file where the cache's directory should be: nothing is kept and
 * nothing breaks. */
static void
test_unwritable (void)
{
  g_autofree char *key = default_key ();
  g_autofree char *dir = cards_dir ();
  g_autofree char *parent = g_path_get_dirname (dir);
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  g_autoptr (GError) error = NULL;
  GBytes *pixels[N_IMAGES] = { NULL };
  PatCard ace = pat_card_new (PAT_ACE, PAT_SUIT_CLUBS);

  clear_cache ();
  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (dir, "in the way", -1, NULL));
  make_pixels (pixels, 4);
  g_assert_false (
      pat_card_cache_save (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, pixels, &error));
  g_assert_nonnull (error);
  free_pixels (pixels);
  g_assert_false (
      pat_card_cache_load (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, 0x1, pixels));

  pat_card_theme_prerender_cards (theme, WIDTH, HEIGHT, &ace, 1);
  g_assert_nonnull (pat_card_theme_get_card (theme, ace));
  pat_card_theme_render_now (theme);
  g_assert_true (pat_card_theme_is_ready (theme));
  g_assert_cmpint (g_unlink (dir), ==, 0);
}

/* Writes blank cards of @key at @n heights, one after another. */
static void
save_sizes (const char *key, int n)
{
  GBytes *pixels[N_IMAGES];

  for (int extra = 0; extra < n; extra++)
    {
      for (guint i = 0; i < N_IMAGES; i++)
        pixels[i] = g_bytes_new_take (g_malloc0 (STRIDE * (HEIGHT + extra)),
                                      STRIDE * (HEIGHT + extra));
      g_assert_true (pat_card_cache_save (key, WIDTH, HEIGHT + extra, STRIDE, N_IMAGES,
                                          pixels, NULL));
      free_pixels (pixels);
    }
}

/* Only the newest few sizes stay. */
static void
test_prune (void)
{
  g_autofree char *key = default_key ();
  g_autofree char *dir_path = cards_dir ();
  g_autofree char *newest = NULL;
  g_autoptr (GDir) dir = NULL;
  guint files = 0;

  clear_cache ();
  save_sizes (key, 8);
  dir = g_dir_open (dir_path, 0, NULL);
  while (g_dir_read_name (dir) != NULL)
    files++;
  g_assert_cmpuint (files, ==, 4);
  newest = pat_card_cache_path (key, WIDTH, HEIGHT + 7);
  g_assert_true (g_file_test (newest, G_FILE_TEST_IS_REGULAR));
}

static void
write_file (const char *dir, const char *name, const char *contents, gsize length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, (gssize)length, NULL));
}

static guint
count_files (const char *dir_path)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  guint files = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    files++;
  return files;
}

/* Sets the time @path was last changed to @hours ago. */
static void
age (const char *path, int hours)
{
  struct utimbuf times;

  times.actime = times.modtime = time (NULL) - hours * 60 * 60;
  g_assert_cmpint (utime (path, &times), ==, 0);
}

/* Pruning removes only what the cache wrote: other names, files named as
 * the cache names them but not begun as it begins them, pipes and links
 * all stay; a temporary file of an unfinished write goes once it is old. */
static void
test_prune_only_ours (void)
{
  g_autofree char *key = default_key ();
  g_autofree char *dir = cards_dir ();
  g_autofree char *scratch = g_dir_make_tmp ("patience-outside-XXXXXX", NULL);
  g_autofree char *outside = NULL;
  g_autofree char *link = g_build_filename (dir, NO_DECK_KEY_2 "-41x56.cards", NULL);
  g_autofree char *fifo = g_build_filename (dir, NO_DECK_KEY_2 "-40x56.cards", NULL);
  g_autofree char *real = NULL;
  g_autofree char *stale
      = g_build_filename (dir, NO_DECK_KEY "-40x56.cards.Zz9Zz9", NULL);
  g_autofree char *fresh
      = g_build_filename (dir, NO_DECK_KEY "-40x57.cards.Aa1Aa1", NULL);
  g_autofree char *stale_other
      = g_build_filename (dir, NO_DECK_KEY "-40x58.cards.Bb2Bb2", NULL);
  g_autofree char *contents = NULL;
  const char *const strangers[] = {
    "notes.txt",
    "photo.cards",
    "a.deck",
    NO_DECK_KEY "-40x56.cards",
    NO_DECK_KEY ".deck",
    NO_DECK_KEY "-40x56.cards.Bb2Bb2",
    "-1x1.cards",
  };
  GBytes *pixels[N_IMAGES];
  gsize length;

  clear_cache ();
  g_assert_nonnull (scratch);
  make_pixels (pixels, 5);
  save_pixels (NO_DECK_KEY, pixels);
  free_pixels (pixels);
  real = pat_card_cache_path (NO_DECK_KEY, WIDTH, HEIGHT);
  g_assert_true (g_file_get_contents (real, &contents, &length, NULL));
  g_assert_cmpint (g_unlink (real), ==, 0);

  /* Another program's files, some named as ours. */
  for (guint i = 0; i < G_N_ELEMENTS (strangers); i++)
    write_file (dir, strangers[i], "not cards", 9);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  write_file (scratch, "precious", contents, length);
  outside = g_build_filename (scratch, "precious", NULL);
  g_assert_cmpint (symlink (outside, link), ==, 0);
  age (outside, 2);
  /* Unfinished writes of the cache's own, old and new, and one not ours. */
  g_assert_true (g_file_set_contents (stale, contents, 200, NULL));
  age (stale, 2);
  g_assert_true (g_file_set_contents (fresh, contents, 200, NULL));
  g_assert_true (g_file_set_contents (stale_other, "not cards", 9, NULL));
  age (stale_other, 2);

  save_sizes (key, 8);

  /* Four of the cache's own sizes, every stranger, the pipe, the link, the
   * new unfinished write and the old one not begun as the cache's. */
  g_assert_cmpuint (count_files (dir), ==, 4 + G_N_ELEMENTS (strangers) + 4);
  for (guint i = 0; i < G_N_ELEMENTS (strangers); i++)
    {
      g_autofree char *path = g_build_filename (dir, strangers[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
  g_assert_true (g_file_test (fifo, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (outside, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (stale_other, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (count_files (scratch), ==, 1);

  clear_cache ();
  g_assert_true (pt_remove_tree (scratch));
}

/* A cards folder that is a link to another folder, or another user's, is
 * not used: nothing in it is read, written or removed, and that is said
 * once. */
static void
test_dir_not_ours (void)
{
  g_autofree char *key = default_key ();
  g_autofree char *dir = cards_dir ();
  g_autofree char *scratch = g_dir_make_tmp ("patience-linked-XXXXXX", NULL);
  GBytes *pixels[N_IMAGES];
  GBytes *loaded[N_IMAGES] = { NULL };
  const PatDeckFacts facts = { 1.4, 0.2f, 0.3f };
  PatDeckFacts read = { 0 };

  clear_cache ();
  g_assert_nonnull (scratch);
  /* The folder linked to holds cards of this very deck and size, and
   * twenty other files. */
  make_pixels (pixels, 6);
  save_pixels (key, pixels);
  {
    g_autofree char *from = pat_card_cache_path (key, WIDTH, HEIGHT);
    g_autofree char *name = g_path_get_basename (from);
    g_autofree char *to = g_build_filename (scratch, name, NULL);

    g_assert_cmpint (g_rename (from, to), ==, 0);
  }
  g_assert_true (pat_card_cache_save_facts (key, &facts, NULL));
  {
    g_autofree char *from = pat_card_cache_facts_path (key);
    g_autofree char *name = g_path_get_basename (from);
    g_autofree char *to = g_build_filename (scratch, name, NULL);

    g_assert_cmpint (g_rename (from, to), ==, 0);
  }
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *name = g_strdup_printf ("file-%u", i);

      write_file (scratch, name, "theirs", 6);
    }
  clear_cache ();
  {
    g_autofree char *parent = g_path_get_dirname (dir);

    g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  }
  g_assert_cmpint (symlink (scratch, dir), ==, 0);

  g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING,
                         "*Not keeping rendered cards*symbolic link*");
  g_assert_false (
      pat_card_cache_load (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, 0x1, loaded));
  g_test_assert_expected_messages ();
  g_assert_null (loaded[0]);
  g_assert_false (pat_card_cache_load_facts (key, &read));
  for (int extra = 0; extra < 8; extra++)
    g_assert_false (
        pat_card_cache_save (key, WIDTH, HEIGHT + extra, STRIDE, N_IMAGES, pixels, NULL));
  g_assert_false (pat_card_cache_save_facts (key, &facts, NULL));
  g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING,
                         "*Ignoring the cached facts*");
  pat_card_cache_forget_facts (key, "a test");
  g_test_assert_expected_messages ();
  g_assert_cmpuint (count_files (scratch), ==, 22);
  g_assert_cmpint (g_unlink (dir), ==, 0);

  if (getuid () == 0)
    {
      /* Root, with a folder of another user's in the cache's place. */
      g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
      write_file (dir, NO_DECK_KEY "-40x56.cards", "theirs", 6);
      g_assert_cmpint (chown (dir, 1, 1), ==, 0);
      for (int extra = 0; extra < 8; extra++)
        g_assert_false (pat_card_cache_save (key, WIDTH, HEIGHT + extra, STRIDE, N_IMAGES,
                                             pixels, NULL));
      g_assert_cmpuint (count_files (dir), ==, 1);
      g_assert_cmpint (chown (dir, 0, 0), ==, 0);
    }
  free_pixels (pixels);
  clear_cache ();
  g_assert_true (pt_remove_tree (scratch));
}

/* A pipe, an endless device or a huge file in the place of the cards or a
 * deck's facts is ignored without waiting on it or reading it whole, and
 * the theme renders its cards. (On a pipe, the old code waited for ever.) */
static void
test_hostile_files (void)
{
  g_autofree char *key = default_key ();
  g_autofree char *path = pat_card_cache_path (key, WIDTH, HEIGHT);
  g_autofree char *facts_path = pat_card_cache_facts_path (key);
  PatCard ace = pat_card_new (PAT_ACE, PAT_SUIT_CLUBS);

  for (PtHostile hostile = 0; hostile < PT_N_HOSTILES; hostile++)
    {
      GBytes *loaded[N_IMAGES] = { NULL };
      PatDeckFacts facts = { 0 };
      g_autoptr (PatCardTheme) theme = NULL;
      g_autofree char *dir = cards_dir ();

      clear_cache ();
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      pt_make_hostile (path, hostile);
      pt_make_hostile (facts_path, hostile);

      g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING, IGNORED);
      g_assert_false (
          pat_card_cache_load (key, WIDTH, HEIGHT, STRIDE, N_IMAGES, 0x1, loaded));
      g_test_assert_expected_messages ();
      g_assert_null (loaded[0]);
      g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING,
                             "*Ignoring the cached facts*");
      g_assert_false (pat_card_cache_load_facts (key, &facts));
      g_test_assert_expected_messages ();
      /* Nothing that is not the cache's own was removed. */
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_test (facts_path, G_FILE_TEST_EXISTS));

      g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING,
                             "*Ignoring the cached facts*");
      theme = pat_card_theme_new_default ();
      g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING, IGNORED);
      pat_card_theme_prerender_cards (theme, WIDTH, HEIGHT, &ace, 1);
      g_test_assert_expected_messages ();
      g_assert_nonnull (pat_card_theme_get_card (theme, ace));
      g_clear_object (&theme);
      /* A save writes its own file over what was there. */
      clear_cache ();
    }
}

/* A deck's facts come back as they were written, for that deck only. */
static void
test_facts_round_trip (void)
{
  const PatDeckFacts saved = { 1.3968, 0.1523f, 0.2871f };
  PatDeckFacts loaded = { 0 };
  g_autofree char *path = pat_card_cache_facts_path (NO_DECK_KEY);
  g_autofree char *dir = cards_dir ();
  g_autofree char *path_dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  clear_cache ();
  g_assert_false (pat_card_cache_load_facts (NO_DECK_KEY, &loaded));
  g_assert_true (pat_card_cache_save_facts (NO_DECK_KEY, &saved, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (path_dir, ==, dir);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  g_assert_true (pat_card_cache_load_facts (NO_DECK_KEY, &loaded));
  g_assert_cmpfloat (loaded.aspect, ==, saved.aspect);
  g_assert_cmpfloat (loaded.index_width, ==, saved.index_width);
  g_assert_cmpfloat (loaded.index_height, ==, saved.index_height);
  g_assert_false (pat_card_cache_load_facts (NO_DECK_KEY_2, &loaded));
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* A deck's facts stay while any of its cards do, and go with the last. */
static void
test_prune_facts (void)
{
  const PatDeckFacts facts = { 1.4, 0.2f, 0.3f };
  g_autofree char *kept = pat_card_cache_facts_path (NO_DECK_KEY);
  g_autofree char *gone = pat_card_cache_facts_path (NO_DECK_KEY_2);
  GBytes *pixels[N_IMAGES];

  clear_cache ();
  g_assert_true (pat_card_cache_save_facts (NO_DECK_KEY, &facts, NULL));
  g_assert_true (pat_card_cache_save_facts (NO_DECK_KEY_2, &facts, NULL));
  make_pixels (pixels, 3);
  save_pixels (NO_DECK_KEY, pixels);
  free_pixels (pixels);
  g_assert_true (g_file_test (kept, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (gone, G_FILE_TEST_EXISTS));
  clear_cache ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-cache/round-trip", test_round_trip);
  g_test_add_func ("/card-cache/theme-loads", test_theme_loads);
  g_test_add_func ("/card-cache/theme-saves", test_theme_saves);
  g_test_add_func ("/card-cache/damaged", test_damaged);
  g_test_add_func ("/card-cache/unwritable", test_unwritable);
  g_test_add_func ("/card-cache/prune", test_prune);
  g_test_add_func ("/card-cache/facts-round-trip", test_facts_round_trip);
  g_test_add_func ("/card-cache/prune-facts", test_prune_facts);
  g_test_add_func ("/card-cache/prune-only-ours", test_prune_only_ours);
  g_test_add_func ("/card-cache/dir-not-ours", test_dir_not_ours);
  g_test_add_func ("/card-cache/hostile-files", test_hostile_files);
  return g_test_run ();
}
