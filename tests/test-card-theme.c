/* test-card-theme.c — card images from the SVG deck
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "pat-card-cache.h"
#include "pat-card-theme-private.h"
#include "pat-variant.h"
#include "patience-resources.h"
#include "test-util.h"

#define DECK_PATH "/io/github/patience/Patience/cards/patience-cards.svg"
#define N_IMAGES 56

/* Long enough for any render on a slow, busy machine; only a hang trips it. */
#define TIMEOUT_SECONDS 120

static const char *const slot_ids[] = { "slot", "slot-foundation", "slot-stock" };

/* Every element id of a deck, in the order faces, back, slots. */
static GPtrArray *
all_ids (void)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (PatSuit suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      {
        char buffer[16];

        g_ptr_array_add (
            ids, g_strdup (pat_card_theme_card_id (pat_card_new (rank, suit), buffer)));
      }
  g_ptr_array_add (ids, g_strdup ("card-back"));
  for (guint i = 0; i < G_N_ELEMENTS (slot_ids); i++)
    g_ptr_array_add (ids, g_strdup (slot_ids[i]));
  g_assert_cmpuint (ids->len, ==, N_IMAGES);
  return ids;
}

static int
height_for (PatCardTheme *theme, int width)
{
  return (int)(width * pat_card_theme_get_aspect (theme) + 0.5);
}

/* What the texture shows, counted over its pixels. */
typedef struct
{
  guint visible; /* not fully transparent */
  guint red;     /* clearly red, as the red suits' pips */
} PixelCount;

static PixelCount
count_pixels (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize)width * 4;
  g_autofree guint32 *pixels = g_malloc (stride * (gsize)height);
  PixelCount count = { 0, 0 };

  /* Downloads as GDK_MEMORY_DEFAULT: premultiplied native-endian ARGB. */
  gdk_texture_download (texture, (guchar *)pixels, stride);
  for (gsize i = 0; i < (gsize)width * (gsize)height; i++)
    {
      guint a = pixels[i] >> 24, r = (pixels[i] >> 16) & 0xff,
            g = (pixels[i] >> 8) & 0xff, b = pixels[i] & 0xff;

      if (a > 0)
        count.visible++;
      if (a == 0xff && r > 0x90 && g < 0x50 && b < 0x50)
        count.red++;
    }
  return count;
}

static void
assert_texture (GdkTexture *texture, int width, int height)
{
  g_assert_nonnull (texture);
  g_assert_true (GDK_IS_MEMORY_TEXTURE (texture));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
}

static void
test_default (void)
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();

  g_assert_cmpstr (pat_card_theme_get_name (theme), ==, "Patience");
  g_assert_cmpfloat_with_epsilon (pat_card_theme_get_aspect (theme), 1.4, 1e-9);
  g_assert_false (pat_card_theme_is_ready (theme));
  g_assert_null (pat_card_theme_get_card (theme, pat_card_new (PAT_ACE, PAT_SUIT_CLUBS)));
  g_assert_null (pat_card_theme_get_slot (theme, PAT_SLOT_PLAIN));
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static void
test_card_ids (void)
{
  char buffer[16];

  g_assert_cmpstr (pat_card_theme_card_id (pat_card_new (10, PAT_SUIT_HEARTS), buffer),
                   ==, "card-10H");
  g_assert_cmpstr (
      pat_card_theme_card_id (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS), buffer), ==,
      "card-AC");
  g_assert_cmpstr (
      pat_card_theme_card_id (pat_card_new (PAT_QUEEN, PAT_SUIT_SPADES), buffer), ==,
      "card-QS");
  g_assert_cmpstr (
      pat_card_theme_card_id (
          pat_card_face_down (pat_card_new (PAT_KING, PAT_SUIT_DIAMONDS)), buffer),
      ==, "card-back");
}

/* Every element at three sizes: the right size, something drawn, and red
 * where the suit is red, which also catches bytes read in the wrong order. */
static void
test_render_every_id (void)
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  g_autoptr (GPtrArray) ids = all_ids ();
  const int widths[] = { 60, 120, 200 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      int width = widths[w], height = height_for (theme, width);

      for (guint i = 0; i < ids->len; i++)
        {
          const char *id = ids->pdata[i];
          g_autoptr (GError) error = NULL;
          g_autoptr (GdkTexture) texture = NULL;
          PixelCount count;

          texture = pat_card_theme_render_id (theme, id, width, height, &error);
          g_assert_no_error (error);
          assert_texture (texture, width, height);
          count = count_pixels (texture);
          g_test_message ("%s at %dx%d: %u visible, %u red", id, width, height,
                          count.visible, count.red);
          g_assert_cmpuint (count.visible, >, 0);
          /* Number cards: red pips in the red suits, nothing red in the black
           * (the court figures have a little red in every suit). */
          if (i < PAT_N_SUITS * PAT_N_RANKS && i % PAT_N_RANKS < 10)
            {
              PatCard card = pat_card_new (i % PAT_N_RANKS + 1, i / PAT_N_RANKS);

              if (pat_card_is_red (card))
                g_assert_cmpuint (count.red, >, 0);
              else
                g_assert_cmpuint (count.red, ==, 0);
            }
        }
    }
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static void
test_render_unknown_id (void)
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  g_autoptr (GError) error = NULL;
  GdkTexture *texture;

  texture = pat_card_theme_render_id (theme, "card-ZZ", 50, 70, &error);
  g_assert_null (texture);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "card-ZZ"));
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static void
count_changed_cb (PatCardTheme *theme, guint *changed)
{
  (*changed)++;
}

/* The cache the board draws from: every card, the back and the slots. */
static void
test_render_now (void)
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  GdkTexture *back;
  guint changed = 0;

  g_signal_connect (theme, "changed", G_CALLBACK (count_changed_cb), &changed);

  pat_card_theme_set_size (theme, 90, 126);
  pat_card_theme_render_now (theme);
  g_assert_true (pat_card_theme_is_ready (theme));
  g_assert_cmpuint (changed, ==, 1);

  for (PatSuit suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      {
        GdkTexture *texture = pat_card_theme_get_card (theme, pat_card_new (rank, suit));

        assert_texture (texture, 90, 126);
        g_assert_false (g_hash_table_contains (seen, texture));
        g_hash_table_add (seen, texture);
      }
  back = pat_card_theme_get_card (
      theme, pat_card_face_down (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS)));
  assert_texture (back, 90, 126);
  g_assert_false (g_hash_table_contains (seen, back));
  g_assert_true (back
                 == pat_card_theme_get_card (theme, pat_card_face_down (pat_card_new (
                                                        PAT_KING, PAT_SUIT_HEARTS))));
  for (PatSlot slot = PAT_SLOT_PLAIN; slot <= PAT_SLOT_STOCK; slot++)
    {
      GdkTexture *texture = pat_card_theme_get_slot (theme, slot);

      assert_texture (texture, 90, 126);
      g_assert_cmpuint (count_pixels (texture).visible, >, 0);
      g_assert_false (g_hash_table_contains (seen, texture));
      g_hash_table_add (seen, texture);
    }

  /* Nothing to do a second time. */
  pat_card_theme_render_now (theme);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static gboolean
timed_out_cb (gpointer data)
{
  g_error ("Timed out waiting for the card theme to render");
  return G_SOURCE_REMOVE;
}

/* Spins the main loop until "changed" was emitted @target times in all. */
static void
wait_for_changed (guint *changed, guint target)
{
  guint timeout = g_timeout_add_seconds (TIMEOUT_SECONDS, timed_out_cb, NULL);

  while (*changed < target)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

static gboolean
quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static GdkTexture *
ace_of_spades (PatCardTheme *theme)
{
  return pat_card_theme_get_card (theme, pat_card_new (PAT_ACE, PAT_SUIT_SPADES));
}

/* The first frame's cards first, the rest of the deck after it, on a
 * worker; a size asked for meanwhile is rendered whole. */
static void
test_prerender_cards (void)
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  const PatCard shown[]
      = { pat_card_new (PAT_KING, PAT_SUIT_HEARTS), pat_card_new (10, PAT_SUIT_CLUBS) };
  PatCard queen = pat_card_new (PAT_QUEEN, PAT_SUIT_DIAMONDS);
  guint changed = 0;

  g_signal_connect (theme, "changed", G_CALLBACK (count_changed_cb), &changed);
  pat_card_theme_prerender_cards (theme, 80, 112, shown, G_N_ELEMENTS (shown));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_false (pat_card_theme_is_ready (theme));
  assert_texture (pat_card_theme_get_card (theme, shown[0]), 80, 112);
  assert_texture (pat_card_theme_get_card (theme, shown[1]), 80, 112);
  assert_texture (pat_card_theme_get_card (theme, pat_card_face_down (queen)), 80, 112);
  for (PatSlot slot = PAT_SLOT_PLAIN; slot <= PAT_SLOT_STOCK; slot++)
    assert_texture (pat_card_theme_get_slot (theme, slot), 80, 112);
  g_assert_null (pat_card_theme_get_card (theme, queen));

  /* The rest once the main loop is idle: the whole set replaces the part. */
  wait_for_changed (&changed, 2);
  g_assert_true (pat_card_theme_is_ready (theme));
  for (PatSuit suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      assert_texture (pat_card_theme_get_card (theme, pat_card_new (rank, suit)), 80,
                      112);

  /* Asked for another size before the rest came: that size, whole, and
   * the part is not kept to switch back to. */
  g_clear_object (&theme);
  theme = pat_card_theme_new_default ();
  changed = 0;
  g_signal_connect (theme, "changed", G_CALLBACK (count_changed_cb), &changed);
  pat_card_theme_prerender_cards (theme, 80, 112, shown, G_N_ELEMENTS (shown));
  pat_card_theme_set_size (theme, 100, 140);
  wait_for_changed (&changed, 2);
  g_assert_true (pat_card_theme_is_ready (theme));
  assert_texture (pat_card_theme_get_card (theme, queen), 100, 140);
  pat_card_theme_set_size (theme, 80, 112);
  g_assert_false (pat_card_theme_is_ready (theme));
  /* Meanwhile the cards of the size before, all of them. */
  assert_texture (pat_card_theme_get_card (theme, queen), 100, 140);
  wait_for_changed (&changed, 3);
  g_assert_true (pat_card_theme_is_ready (theme));
  assert_texture (pat_card_theme_get_card (theme, queen), 80, 112);
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static void
test_async (void)
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  guint changed = 0;

  g_signal_connect (theme, "changed", G_CALLBACK (count_changed_cb), &changed);

  /* Nothing rendered yet: nothing to show until the worker is done. */
  pat_card_theme_set_size (theme, 80, 112);
  g_assert_false (pat_card_theme_is_ready (theme));
  g_assert_null (ace_of_spades (theme));
  wait_for_changed (&changed, 1);
  g_assert_true (pat_card_theme_is_ready (theme));
  assert_texture (ace_of_spades (theme), 80, 112);

  /* A new size: the old images stay until the new ones are there. */
  pat_card_theme_set_size (theme, 120, 168);
  g_assert_false (pat_card_theme_is_ready (theme));
  assert_texture (ace_of_spades (theme), 80, 112);
  assert_texture (pat_card_theme_get_slot (theme, PAT_SLOT_STOCK), 80, 112);
  g_assert_cmpuint (changed, ==, 1);
  wait_for_changed (&changed, 2);
  g_assert_true (pat_card_theme_is_ready (theme));
  assert_texture (ace_of_spades (theme), 120, 168);
  assert_texture (pat_card_theme_get_slot (theme, PAT_SLOT_STOCK), 120, 168);

  /* Both sizes are cached now: switching between them is immediate. */
  pat_card_theme_set_size (theme, 80, 112);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_true (pat_card_theme_is_ready (theme));
  assert_texture (ace_of_spades (theme), 80, 112);
  pat_card_theme_set_size (theme, 120, 168);
  g_assert_cmpuint (changed, ==, 4);
  assert_texture (ace_of_spades (theme), 120, 168);

  /* The same size again changes nothing. */
  pat_card_theme_set_size (theme, 120, 168);
  g_assert_cmpuint (changed, ==, 4);

  /* A newer size cancels the render under way; only the last one lands. */
  pat_card_theme_set_size (theme, 150, 210);
  pat_card_theme_set_size (theme, 100, 140);
  assert_texture (ace_of_spades (theme), 120, 168);
  wait_for_changed (&changed, 5);
  assert_texture (ace_of_spades (theme), 100, 140);

  /* Only two sizes are kept: 100 and 120, not 80. */
  pat_card_theme_set_size (theme, 120, 168);
  g_assert_cmpuint (changed, ==, 6);
  pat_card_theme_set_size (theme, 80, 112);
  g_assert_cmpuint (changed, ==, 6);
  g_assert_false (pat_card_theme_is_ready (theme));

  /* Rendering now overtakes the worker. */
  pat_card_theme_render_now (theme);
  g_assert_cmpuint (changed, ==, 7);
  assert_texture (ace_of_spades (theme), 80, 112);

  /* Let any cancelled render finish: none of them may emit. */
  {
    g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);

    g_timeout_add (200, quit_cb, loop);
    g_main_loop_run (loop);
  }
  g_assert_cmpuint (changed, ==, 7);
  g_assert_finalize_object (g_steal_pointer (&theme));
}

/* Dropping the theme while a render runs frees it at once. */
static void
test_dispose_while_rendering (void)
{
  PatCardTheme *theme = pat_card_theme_new_default ();

  pat_card_theme_set_size (theme, 200, 280);
  g_assert_finalize_object (theme);
}

/* A scratch directory, removed with everything in it. */
typedef struct
{
  char *dir;
} Scratch;

static void
scratch_set_up (Scratch *scratch, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  scratch->dir = g_dir_make_tmp ("patience-theme-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
scratch_tear_down (Scratch *scratch, gconstpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (scratch->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scratch->dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (scratch->dir), ==, 0);
  g_free (scratch->dir);
}

static char *
scratch_write (Scratch *scratch, const char *name, const void *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (scratch->dir, name, NULL);

  g_file_set_contents (path, data, (gssize)length, &error);
  g_assert_no_error (error);
  return path;
}

static GBytes *
built_in_deck (void)
{
  g_autoptr (GError) error = NULL;
  GBytes *deck = g_resource_lookup_data (patience_get_resource (), DECK_PATH,
                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  g_assert_no_error (error);
  return deck;
}

/* Loading @path must fail with a message naming the file and saying
 * @reason. */
static void
assert_refused (const char *path, const char *reason)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_path_get_basename (path);
  PatCardTheme *theme = pat_card_theme_new_from_file (path, &error);

  g_assert_null (theme);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_test_message ("%s: %s", name, error->message);
  g_assert_nonnull (strstr (error->message, name));
  g_assert_nonnull (strstr (error->message, reason));
}

static void
test_file_svgz (Scratch *scratch, gconstpointer data)
{
  g_autoptr (GBytes) deck = built_in_deck ();
  g_autoptr (GBytes) compressed = pt_gzip (deck);
  g_autofree char *path
      = scratch_write (scratch, "deck.svgz", g_bytes_get_data (compressed, NULL),
                       g_bytes_get_size (compressed));
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_from_file (path, &error);
  g_autoptr (GdkTexture) texture = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (compressed), <, g_bytes_get_size (deck));
  g_assert_cmpstr (pat_card_theme_get_name (theme), ==, "deck.svgz");
  g_assert_cmpfloat_with_epsilon (pat_card_theme_get_aspect (theme), 1.4, 1e-9);
  texture = pat_card_theme_render_id (theme, "card-7D", 70, 98, &error);
  g_assert_no_error (error);
  assert_texture (texture, 70, 98);
  g_assert_cmpuint (count_pixels (texture).red, >, 0);
  pat_card_theme_set_size (theme, 70, 98);
  pat_card_theme_render_now (theme);
  g_assert_true (pat_card_theme_is_ready (theme));
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static void
test_file_svg (Scratch *scratch, gconstpointer data)
{
  g_autoptr (GBytes) deck = built_in_deck ();
  g_autofree char *path = scratch_write (
      scratch, "my deck.svg", g_bytes_get_data (deck, NULL), g_bytes_get_size (deck));
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (pat_card_theme_get_name (theme), ==, "my deck.svg");
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static void
test_file_missing (Scratch *scratch, gconstpointer data)
{
  g_autofree char *path = g_build_filename (scratch->dir, "none.svg", NULL);

  assert_refused (path, "Could not read");
}

static void
test_file_not_svg (Scratch *scratch, gconstpointer data)
{
  const char text[] = "These are not the cards you are looking for.\n";
  g_autofree char *path = scratch_write (scratch, "notes.svg", text, sizeof text - 1);
  g_autofree char *empty = scratch_write (scratch, "empty.svg", "", 0);
  g_autofree char *bad_gzip = scratch_write (scratch, "bad.svgz", "\x1f\x8b\x08junk", 7);

  assert_refused (path, "not a valid SVG");
  assert_refused (empty, "not a valid SVG");
  assert_refused (bad_gzip, "not a valid SVGZ");
}

static void
test_file_truncated (Scratch *scratch, gconstpointer data)
{
  g_autoptr (GBytes) deck = built_in_deck ();
  g_autoptr (GBytes) compressed = pt_gzip (deck);
  g_autofree char *path = scratch_write (
      scratch, "half.svg", g_bytes_get_data (deck, NULL), g_bytes_get_size (deck) / 2);
  g_autofree char *path_z
      = scratch_write (scratch, "half.svgz", g_bytes_get_data (compressed, NULL),
                       g_bytes_get_size (compressed) / 2);

  assert_refused (path, "not a valid SVG");
  assert_refused (path_z, "not a valid SVGZ");
}

/* A well-formed SVG that lacks some of the 56 images. */
static void
test_file_missing_ids (Scratch *scratch, gconstpointer data)
{
  g_autoptr (GBytes) deck = built_in_deck ();
  g_autoptr (GString) text
      = g_string_new_len (g_bytes_get_data (deck, NULL), (gssize)g_bytes_get_size (deck));
  g_autofree char *one = NULL;
  g_autofree char *three = NULL;
  const char circle[] = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                        "<circle id='card-AC' cx='5' cy='5' r='5'/></svg>";
  g_autofree char *other
      = scratch_write (scratch, "circle.svg", circle, sizeof circle - 1);

  g_assert_cmpuint (g_string_replace (text, "id=\"card-QS\"", "id=\"card-XX\"", 1), ==,
                    1);
  one = scratch_write (scratch, "one.svg", text->str, text->len);
  g_assert_cmpuint (g_string_replace (text, "id=\"slot\"", "id=\"x-slot\"", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (text, "id=\"card-back\"", "id=\"back\"", 1), ==, 1);
  three = scratch_write (scratch, "three.svg", text->str, text->len);

  assert_refused (one, "card-QS");
  assert_refused (three, "3 images are missing, the first is “card-QS”");
  assert_refused (other, "55 images are missing");
}

/* Over 20 MB, on disk or once uncompressed, is refused before it is parsed. */
static void
test_file_too_large (Scratch *scratch, gconstpointer data)
{
  g_autofree char *path = g_build_filename (scratch->dir, "huge.svg", NULL);
  g_autofree char *path_z = NULL;
  g_autoptr (GBytes) spaces = NULL;
  g_autoptr (GBytes) compressed = NULL;
  gsize size = 20 * 1024 * 1024 + 1;
  int fd;

  /* Sparse: costs no disk. */
  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t)size), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);
  assert_refused (path, "too large");

  /* A small file that unpacks to more than the limit. */
  spaces = g_bytes_new_take (memset (g_malloc (size), ' ', size), size);
  compressed = pt_gzip (spaces);
  g_assert_cmpuint (g_bytes_get_size (compressed), <, 1024 * 1024);
  path_z = scratch_write (scratch, "bomb.svgz", g_bytes_get_data (compressed, NULL),
                          g_bytes_get_size (compressed));
  assert_refused (path_z, "too large");
}

/* The built-in deck with a comment of its own: bytes, and so a cache key,
 * that no other test and no earlier run has. */
static char *
write_own_deck (Scratch *scratch, char **key)
{
  g_autoptr (GBytes) deck = built_in_deck ();
  g_autoptr (GString) text
      = g_string_new_len (g_bytes_get_data (deck, NULL), (gssize)g_bytes_get_size (deck));
  g_autoptr (GBytes) bytes = NULL;

  g_string_append_printf (text, "<!-- %s in %s -->\n", g_test_get_path (), scratch->dir);
  bytes = g_bytes_new (text->str, text->len);
  *key = pat_card_cache_deck_key (bytes, PAT_DECK_FORMAT_PATIENCE);
  return scratch_write (scratch, "own.svg", text->str, text->len);
}

static void
wait_for_file (const char *path)
{
  guint timeout = g_timeout_add_seconds (TIMEOUT_SECONDS, timed_out_cb, NULL);

  while (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

static GBytes *
texture_bytes (GdkTexture *texture)
{
  gsize stride = (gsize)gdk_texture_get_width (texture) * 4;
  gsize size = stride * (gsize)gdk_texture_get_height (texture);
  guchar *data = g_malloc (size);

  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, size);
}

static void
assert_same_texture (GdkTexture *a, GdkTexture *b)
{
  g_autoptr (GBytes) a_bytes = NULL;
  g_autoptr (GBytes) b_bytes = NULL;

  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpint (gdk_texture_get_width (a), ==, gdk_texture_get_width (b));
  g_assert_cmpint (gdk_texture_get_height (a), ==, gdk_texture_get_height (b));
  a_bytes = texture_bytes (a);
  b_bytes = texture_bytes (b);
  g_assert_true (g_bytes_equal (a_bytes, b_bytes));
}

/* Every image of two themes' current size is the same. */
static void
assert_same_cards (PatCardTheme *a, PatCardTheme *b)
{
  for (PatSuit suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      assert_same_texture (pat_card_theme_get_card (a, pat_card_new (rank, suit)),
                           pat_card_theme_get_card (b, pat_card_new (rank, suit)));
  assert_same_texture (
      pat_card_theme_get_card (a, pat_card_face_down (pat_card_new (PAT_ACE, 0))),
      pat_card_theme_get_card (b, pat_card_face_down (pat_card_new (PAT_ACE, 0))));
  for (PatSlot slot = PAT_SLOT_PLAIN; slot <= PAT_SLOT_STOCK; slot++)
    assert_same_texture (pat_card_theme_get_slot (a, slot),
                         pat_card_theme_get_slot (b, slot));
}

/* A theme used once leaves its deck's facts beside its cards; the next
 * load of the same bytes takes its shape and corner index from them and
 * parses the deck only for a size the cache lacks, drawing the same cards. */
static void
test_facts_skip_parse (Scratch *scratch, gconstpointer data)
{
  g_autofree char *key = NULL;
  g_autofree char *path = write_own_deck (scratch, &key);
  g_autofree char *facts = pat_card_cache_facts_path (key);
  g_autofree char *cards = pat_card_cache_path (key, 70, 98);
  g_autoptr (PatCardTheme) parsed = NULL;
  g_autoptr (PatCardTheme) lazy = NULL;
  g_autoptr (GError) error = NULL;
  const PatCard shown[] = { pat_card_new (PAT_ACE, PAT_SUIT_SPADES),
                            pat_card_new (PAT_KING, PAT_SUIT_HEARTS) };
  float width, height, lazy_width, lazy_height;

  parsed = pat_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (_pat_card_theme_is_parsed (parsed));
  g_assert_false (g_file_test (facts, G_FILE_TEST_EXISTS));
  pat_card_theme_prerender (parsed, 70, 98);
  wait_for_file (cards);
  g_assert_true (g_file_test (facts, G_FILE_TEST_IS_REGULAR));

  lazy = pat_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_false (_pat_card_theme_is_parsed (lazy));
  g_assert_cmpfloat (pat_card_theme_get_aspect (lazy), ==,
                     pat_card_theme_get_aspect (parsed));
  pat_card_theme_get_index (parsed, &width, &height);
  pat_card_theme_get_index (lazy, &lazy_width, &lazy_height);
  g_assert_cmpfloat (lazy_width, ==, width);
  g_assert_cmpfloat (lazy_height, ==, height);

  /* The first frame's cards, all in the cache. */
  pat_card_theme_prerender_cards (lazy, 70, 98, shown, G_N_ELEMENTS (shown));
  g_assert_false (_pat_card_theme_is_parsed (lazy));
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    assert_same_texture (pat_card_theme_get_card (lazy, shown[i]),
                         pat_card_theme_get_card (parsed, shown[i]));
  pat_card_theme_render_now (lazy);
  g_assert_false (_pat_card_theme_is_parsed (lazy));
  assert_same_cards (lazy, parsed);

  /* A size the cache lacks. */
  pat_card_theme_set_size (lazy, 60, 84);
  pat_card_theme_render_now (lazy);
  g_assert_true (_pat_card_theme_is_parsed (lazy));
  pat_card_theme_set_size (parsed, 60, 84);
  pat_card_theme_render_now (parsed);
  assert_same_cards (lazy, parsed);

  g_assert_finalize_object (g_steal_pointer (&lazy));
  g_assert_finalize_object (g_steal_pointer (&parsed));
  g_unlink (facts);
  g_unlink (cards);
}

/* Cards cached by a run that kept no facts (or whose facts were removed):
 * the facts follow once the deck was parsed, though no card is written. */
static void
test_facts_beside_old_cards (Scratch *scratch, gconstpointer data)
{
  g_autofree char *key = NULL;
  g_autofree char *path = write_own_deck (scratch, &key);
  g_autofree char *facts = pat_card_cache_facts_path (key);
  g_autofree char *cards = pat_card_cache_path (key, 70, 98);
  g_autoptr (PatCardTheme) first = pat_card_theme_new_from_file (path, NULL);
  g_autoptr (PatCardTheme) second = NULL;
  g_autoptr (PatCardTheme) third = NULL;
  GStatBuf before, after;

  pat_card_theme_prerender (first, 70, 98);
  wait_for_file (cards);
  g_assert_cmpint (g_unlink (facts), ==, 0);
  g_assert_cmpint (g_stat (cards, &before), ==, 0);

  second = pat_card_theme_new_from_file (path, NULL);
  g_assert_true (_pat_card_theme_is_parsed (second));
  pat_card_theme_prerender (second, 70, 98);
  wait_for_file (facts);
  g_assert_cmpint (g_stat (cards, &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
  g_assert_cmpint (after.st_ino, ==, before.st_ino);

  third = pat_card_theme_new_from_file (path, NULL);
  g_assert_false (_pat_card_theme_is_parsed (third));
  g_unlink (facts);
  g_unlink (cards);
}

typedef enum
{
  FACTS_TRUNCATED,
  FACTS_WRONG_SUM,
  FACTS_OTHER_KEY,
  FACTS_ABSURD_ASPECT,
  FACTS_ABSURD_INDEX,
  N_FACTS_DAMAGES
} FactsDamage;

/* Facts that are damaged, of another deck, or not a deck's at all are
 * removed, and the deck is parsed as if there had been none. */
static void
test_facts_damaged (Scratch *scratch, gconstpointer data)
{
  g_autofree char *key = NULL;
  g_autofree char *path = write_own_deck (scratch, &key);
  g_autofree char *facts_path = pat_card_cache_facts_path (key);
  const char *other_key
      = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
  g_autofree char *other_path = pat_card_cache_facts_path (other_key);
  const PatDeckFacts good = { 1.4, 0.2f, 0.3f };

  for (FactsDamage damage = 0; damage < N_FACTS_DAMAGES; damage++)
    {
      g_autoptr (PatCardTheme) theme = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *contents = NULL;
      PatDeckFacts facts = good;
      gsize length;

      if (damage == FACTS_ABSURD_ASPECT)
        facts.aspect = 5.0;
      if (damage == FACTS_ABSURD_INDEX)
        facts.index_height = 0.9f;
      g_assert_true (pat_card_cache_save_facts (key, &facts, NULL));
      g_assert_true (g_file_get_contents (facts_path, &contents, &length, NULL));
      if (damage == FACTS_TRUNCATED)
        length--;
      if (damage == FACTS_WRONG_SUM)
        contents[length - 30] ^= 0x01;
      if (damage == FACTS_OTHER_KEY)
        {
          g_clear_pointer (&contents, g_free);
          g_assert_true (pat_card_cache_save_facts (other_key, &good, NULL));
          g_assert_true (g_file_get_contents (other_path, &contents, &length, NULL));
          g_assert_cmpint (g_unlink (other_path), ==, 0);
        }
      g_assert_true (g_file_set_contents (facts_path, contents, (gssize)length, NULL));

      g_test_expect_message ("pat-card-cache", G_LOG_LEVEL_WARNING,
                             "*Ignoring the cached facts*");
      theme = pat_card_theme_new_from_file (path, &error);
      g_test_assert_expected_messages ();
      g_assert_no_error (error);
      g_assert_true (_pat_card_theme_is_parsed (theme));
      g_assert_cmpfloat_with_epsilon (pat_card_theme_get_aspect (theme), 1.4, 1e-9);
      g_assert_false (g_file_test (facts_path, G_FILE_TEST_EXISTS));
    }
}

/* Facts on disk for bytes that are no deck, as only a cache written by
 * hand could have: the theme is made, and its cards come out blank, with a
 * warning, when the deck must be parsed. */
static void
test_facts_of_no_deck (Scratch *scratch, gconstpointer data)
{
  g_autofree char *text = g_strdup_printf ("No deck, in %s\n", scratch->dir);
  g_autofree char *path = scratch_write (scratch, "lie.svg", text, strlen (text));
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autofree char *key = pat_card_cache_deck_key (bytes, PAT_DECK_FORMAT_PATIENCE);
  g_autofree char *facts_path = pat_card_cache_facts_path (key);
  const PatDeckFacts facts = { 1.4, 0.2f, 0.3f };
  g_autoptr (PatCardTheme) theme = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) preview = NULL;
  GdkTexture *ace;

  g_assert_true (pat_card_cache_save_facts (key, &facts, NULL));
  theme = pat_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_false (_pat_card_theme_is_parsed (theme));

  g_test_expect_message ("pat-card-theme", G_LOG_LEVEL_WARNING,
                         "*could not be parsed again*not a valid SVG*");
  pat_card_theme_set_size (theme, 50, 70);
  pat_card_theme_render_now (theme);
  g_test_assert_expected_messages ();
  g_assert_true (pat_card_theme_is_ready (theme));
  ace = pat_card_theme_get_card (theme, pat_card_new (PAT_ACE, PAT_SUIT_CLUBS));
  assert_texture (ace, 50, 70);
  g_assert_cmpuint (count_pixels (ace).visible, ==, 0);
  g_assert_false (_pat_card_theme_is_parsed (theme));

  /* Said once: a preview fails with the reason. */
  preview = pat_card_theme_render_preview (theme, 40, &error);
  g_assert_null (preview);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_assert_finalize_object (g_steal_pointer (&theme));
  g_unlink (facts_path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-theme/default", test_default);
  g_test_add_func ("/card-theme/card-ids", test_card_ids);
  g_test_add_func ("/card-theme/render-every-id", test_render_every_id);
  g_test_add_func ("/card-theme/render-unknown-id", test_render_unknown_id);
  g_test_add_func ("/card-theme/render-now", test_render_now);
  g_test_add_func ("/card-theme/prerender-cards", test_prerender_cards);
  g_test_add_func ("/card-theme/async", test_async);
  g_test_add_func ("/card-theme/dispose-while-rendering", test_dispose_while_rendering);
  g_test_add ("/card-theme/file/svg", Scratch, NULL, scratch_set_up, test_file_svg,
              scratch_tear_down);
  g_test_add ("/card-theme/file/svgz", Scratch, NULL, scratch_set_up, test_file_svgz,
              scratch_tear_down);
  g_test_add ("/card-theme/file/missing", Scratch, NULL, scratch_set_up,
              test_file_missing, scratch_tear_down);
  g_test_add ("/card-theme/file/not-svg", Scratch, NULL, scratch_set_up,
              test_file_not_svg, scratch_tear_down);
  g_test_add ("/card-theme/file/truncated", Scratch, NULL, scratch_set_up,
              test_file_truncated, scratch_tear_down);
  g_test_add ("/card-theme/file/missing-ids", Scratch, NULL, scratch_set_up,
              test_file_missing_ids, scratch_tear_down);
  g_test_add ("/card-theme/file/too-large", Scratch, NULL, scratch_set_up,
              test_file_too_large, scratch_tear_down);
  g_test_add ("/card-theme/facts/skip-parse", Scratch, NULL, scratch_set_up,
              test_facts_skip_parse, scratch_tear_down);
  g_test_add ("/card-theme/facts/beside-old-cards", Scratch, NULL, scratch_set_up,
              test_facts_beside_old_cards, scratch_tear_down);
  g_test_add ("/card-theme/facts/damaged", Scratch, NULL, scratch_set_up,
              test_facts_damaged, scratch_tear_down);
  g_test_add ("/card-theme/facts/of-no-deck", Scratch, NULL, scratch_set_up,
              test_facts_of_no_deck, scratch_tear_down);

  return g_test_run ();
}
