/* test-card-decks.c — AisleRiot and KDE decks, and finding them installed
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every deck here is made by the test (test-card-decks-make.c). The data
 * directories are a scratch tree set as $XDG_DATA_HOME and $XDG_DATA_DIRS
 * before GLib reads them.
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pat-card-decks.h"
#include "pat-variant.h"
#include "test-card-decks.h"
#include "test-util.h"

/* The ids the list offers, in its order, joined by spaces. */
static char *
list_ids (GListModel *list)
{
  g_autoptr (GString) ids = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (PatCardDeck) deck = g_list_model_get_item (list, i);

      g_string_append_printf (ids, "%s%s", i > 0 ? " " : "", pat_card_deck_get_id (deck));
    }
  return g_strdup (ids->str);
}

static PatCardDeck *
find_in_list (GListModel *list, const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (PatCardDeck) deck = g_list_model_get_item (list, i);

      if (g_str_equal (pat_card_deck_get_id (deck), id))
        return g_steal_pointer (&deck);
    }
  return NULL;
}

#define GOOD_DECKS                                                                       \
  "builtin aisleriot:fallback.svg aisleriot:good_deck-one.svg "                          \
  "aisleriot:loop.svg aisleriot:refers-drawing.svg aisleriot:refers-parsing.svg "        \
  "aisleriot:shadowed.svg "                                                              \
  "kde:svg-test-kde"

static void
test_format_ids (void)
{
  const struct
  {
    PatDeckFormat format;
    PatCard card;
    const char *id;
  } cases[] = {
    { PAT_DECK_FORMAT_PATIENCE, pat_card_new (PAT_ACE, PAT_SUIT_CLUBS), "card-AC" },
    { PAT_DECK_FORMAT_PATIENCE, pat_card_new (10, PAT_SUIT_HEARTS), "card-10H" },
    { PAT_DECK_FORMAT_AISLERIOT, pat_card_new (PAT_ACE, PAT_SUIT_CLUBS), "club_1" },
    { PAT_DECK_FORMAT_AISLERIOT, pat_card_new (10, PAT_SUIT_HEARTS), "heart_10" },
    { PAT_DECK_FORMAT_AISLERIOT, pat_card_new (PAT_JACK, PAT_SUIT_DIAMONDS),
      "diamond_jack" },
    { PAT_DECK_FORMAT_AISLERIOT, pat_card_new (PAT_KING, PAT_SUIT_SPADES), "spade_king" },
    { PAT_DECK_FORMAT_AISLERIOT, pat_card_face_down (pat_card_new (2, PAT_SUIT_SPADES)),
      "back" },
    { PAT_DECK_FORMAT_KDE, pat_card_new (PAT_ACE, PAT_SUIT_CLUBS), "1_club" },
    { PAT_DECK_FORMAT_KDE, pat_card_new (PAT_QUEEN, PAT_SUIT_DIAMONDS), "queen_diamond" },
    { PAT_DECK_FORMAT_KDE, pat_card_new (PAT_KING, PAT_SUIT_HEARTS), "king_heart" },
    { PAT_DECK_FORMAT_KDE, pat_card_new (7, PAT_SUIT_SPADES), "7_spade" },
    { PAT_DECK_FORMAT_KDE, pat_card_face_down (pat_card_new (7, PAT_SUIT_SPADES)),
      "back" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char buffer[16];

      g_assert_cmpstr (pat_deck_format_card_id (cases[i].format, cases[i].card, buffer),
                       ==, cases[i].id);
    }
  g_assert_true (pat_deck_format_has_slots (PAT_DECK_FORMAT_PATIENCE));
  g_assert_false (pat_deck_format_has_slots (PAT_DECK_FORMAT_AISLERIOT));
  g_assert_false (pat_deck_format_has_slots (PAT_DECK_FORMAT_KDE));
}

/* The good decks, each once, with their names and where they are; no broken
 * one; and each loads, by itself and by its id. */
static void
test_list (void)
{
  g_autoptr (GListModel) list = pat_card_decks_list ();
  g_autofree char *ids = list_ids (list);
  const struct
  {
    const char *id;
    const char *name;
    PatDeckFormat format;
    const char *dir;
    const char *file;
  } expected[] = {
    { "builtin", "Patience", PAT_DECK_FORMAT_PATIENCE, NULL, NULL },
    { "aisleriot:fallback.svg", "Fallback", PAT_DECK_FORMAT_AISLERIOT, system_dir2,
      "aisleriot/cards/fallback.svg" },
    { "aisleriot:good_deck-one.svg", "Good Deck One", PAT_DECK_FORMAT_AISLERIOT,
      system_dir1, "aisleriot/cards/good_deck-one.svg" },
    { "aisleriot:loop.svg", "Loop", PAT_DECK_FORMAT_AISLERIOT, system_dir1,
      "aisleriot/cards/loop.svg" },
    { "aisleriot:refers-drawing.svg", "Refers Drawing", PAT_DECK_FORMAT_AISLERIOT,
      system_dir1, "aisleriot/cards/refers-drawing.svg" },
    { "aisleriot:refers-parsing.svg", "Refers Parsing", PAT_DECK_FORMAT_AISLERIOT,
      system_dir1, "aisleriot/cards/refers-parsing.svg" },
    { "aisleriot:shadowed.svg", "Shadowed", PAT_DECK_FORMAT_AISLERIOT, user_dir,
      "aisleriot/cards/shadowed.svg" },
    { "kde:svg-test-kde", "Test KDE Deck", PAT_DECK_FORMAT_KDE, system_dir2,
      "carddecks/svg-test-kde/test.svgz" },
  };

  g_assert_cmpstr (ids, ==, GOOD_DECKS);
  g_assert_true (g_list_model_get_item_type (list) == PAT_TYPE_CARD_DECK);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr (PatCardDeck) deck = g_list_model_get_item (list, i);
      g_autofree char *path = NULL;
      g_autofree char *name = NULL;
      g_autoptr (PatCardTheme) theme = NULL;
      g_autoptr (PatCardTheme) by_id = NULL;
      g_autoptr (GError) error = NULL;

      g_assert_cmpstr (pat_card_deck_get_id (deck), ==, expected[i].id);
      g_assert_cmpstr (pat_card_deck_get_name (deck), ==, expected[i].name);
      g_object_get (deck, "name", &name, NULL);
      g_assert_cmpstr (name, ==, expected[i].name);
      g_assert_cmpint (pat_card_deck_get_format (deck), ==, expected[i].format);
      if (expected[i].dir != NULL)
        path = g_build_filename (expected[i].dir, expected[i].file, NULL);
      g_assert_cmpstr (pat_card_deck_get_path (deck), ==, path);

      theme = pat_card_deck_load (deck, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (pat_card_theme_get_name (theme), ==, expected[i].name);
      g_assert_cmpint (pat_card_theme_get_format (theme), ==, expected[i].format);
      by_id = pat_card_theme_new_for_deck (expected[i].id, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (pat_card_theme_get_name (by_id), ==, expected[i].name);
    }
}

static void
list_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GListModel **list = data;
  g_autoptr (GError) error = NULL;

  *list = pat_card_decks_list_finish (result, &error);
  g_assert_no_error (error);
}

static void
test_list_async (void)
{
  g_autoptr (GListModel) list = NULL;
  g_autofree char *ids = NULL;

  pat_card_decks_list_async (NULL, list_done_cb, &list);
  while (list == NULL)
    g_main_context_iteration (NULL, TRUE);
  ids = list_ids (list);
  g_assert_cmpstr (ids, ==, GOOD_DECKS);
}

/* The pixel at (@x, @y), premultiplied; returns its alpha. */
static guint
pixel_at (GdkTexture *texture, int x, int y, Colour *colour)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize)width * (gsize)height);
  guint32 pixel;

  /* GDK_MEMORY_DEFAULT: premultiplied native-endian ARGB. */
  gdk_texture_download (texture, (guchar *)pixels, (gsize)width * 4);
  pixel = pixels[(gsize)y * (gsize)width + (gsize)x];
  colour->red = (pixel >> 16) & 0xff;
  colour->green = (pixel >> 8) & 0xff;
  colour->blue = pixel & 0xff;
  return pixel >> 24;
}

static void
assert_colour (GdkTexture *texture, int x, int y, Colour expected)
{
  Colour colour;
  guint alpha = pixel_at (texture, x, y, &colour);

  g_test_message ("(%d, %d): %02x%02x%02x/%02x, expected %02x%02x%02x", x, y, colour.red,
                  colour.green, colour.blue, alpha, expected.red, expected.green,
                  expected.blue);
  g_assert_cmpuint (alpha, ==, 0xff);
  g_assert_cmpint (ABS (colour.red - expected.red), <=, 2);
  g_assert_cmpint (ABS (colour.green - expected.green), <=, 2);
  g_assert_cmpint (ABS (colour.blue - expected.blue), <=, 2);
}

/* The card's colour near its corners and white in its middle half, to
 * within 2% of its size: the right element, cut at its edges. */
static void
assert_card (GdkTexture *texture, guint card, guint8 back_green)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  const Colour white = { 0xff, 0xff, 0xff };
  Colour colour = card_colour (card, back_green);

  assert_colour (texture, width / 10, height / 10, colour);
  assert_colour (texture, width - 1 - width / 10, height - 1 - height / 10, colour);
  assert_colour (texture, width * 23 / 100, height / 2, colour);
  assert_colour (texture, width * 27 / 100, height / 2, white);
  assert_colour (texture, width * 73 / 100, height / 2, white);
  assert_colour (texture, width * 77 / 100, height / 2, colour);
  assert_colour (texture, width / 2, height * 23 / 100, colour);
  assert_colour (texture, width / 2, height * 27 / 100, white);
  assert_colour (texture, width / 2, height * 73 / 100, white);
  assert_colour (texture, width / 2, height * 77 / 100, colour);
}

static guint
count_visible (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize)width * (gsize)height);
  guint visible = 0;

  gdk_texture_download (texture, (guchar *)pixels, (gsize)width * 4);
  for (gsize i = 0; i < (gsize)width * (gsize)height; i++)
    visible += (pixels[i] >> 24) != 0;
  return visible;
}

/* Loads @id and checks every card in the cache, the back and the slots it
 * draws for itself, at a size of another shape than the deck's. */
static void
check_deck (const char *id, const char *name, double aspect, guint8 back_green,
            char *(*foreign_id) (guint card))
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_for_deck (id, &error);
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  const int width = 100, height = 145;

  g_assert_no_error (error);
  g_assert_cmpstr (pat_card_theme_get_name (theme), ==, name);
  g_assert_cmpfloat_with_epsilon (pat_card_theme_get_aspect (theme), aspect, 1e-9);

  pat_card_theme_set_size (theme, width, height);
  pat_card_theme_render_now (theme);
  g_assert_true (pat_card_theme_is_ready (theme));
  for (guint card = 0; card < N_CARDS; card++)
    {
      PatCard face = card == BACK
                         ? pat_card_face_down (pat_card_new (PAT_KING, PAT_SUIT_HEARTS))
                         : pat_card_new (card % 13 + 1, (PatSuit)(card / 13));
      GdkTexture *texture = pat_card_theme_get_card (theme, face);
      g_autofree char *element = foreign_id (card);
      g_autoptr (GdkTexture) alone = NULL;

      g_test_message ("%s", element);
      g_assert_nonnull (texture);
      g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
      g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
      assert_card (texture, card, back_green);
      g_hash_table_add (seen, texture);

      /* Outside the cache, by the deck's own id, the same. */
      alone = pat_card_theme_render_id (theme, element, width, height, &error);
      g_assert_no_error (error);
      assert_card (alone, card, back_green);
    }
  for (PatSlot slot = PAT_SLOT_PLAIN; slot <= PAT_SLOT_STOCK; slot++)
    {
      GdkTexture *texture = pat_card_theme_get_slot (theme, slot);

      g_assert_nonnull (texture);
      g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
      g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
      g_assert_cmpuint (count_visible (texture), >, 0);
      /* An outline: the middle shows the felt through. */
      g_assert_cmpuint (count_visible (texture), <, (guint)(width * height));
      g_hash_table_add (seen, texture);
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, N_CARDS + 3);
  g_assert_finalize_object (g_steal_pointer (&theme));
}

static void
test_aisleriot (void)
{
  check_deck ("aisleriot:good_deck-one.svg", "Good Deck One",
              (double)AR_HEIGHT / AR_WIDTH, 100, aisleriot_id);
}

static void
test_kde (void)
{
  check_deck ("kde:svg-test-kde", "Test KDE Deck", (double)KDE_HEIGHT / KDE_WIDTH, 100,
              kde_id);
}

/* The slots of a foreign deck differ: plain, with an "A", with an arrow. */
static void
test_drawn_slots (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) theme
      = pat_card_theme_new_for_deck ("aisleriot:good_deck-one.svg", &error);
  guint plain, foundation, stock;
  Colour colour;

  g_assert_no_error (error);
  pat_card_theme_set_size (theme, 100, 150);
  pat_card_theme_render_now (theme);
  plain = count_visible (pat_card_theme_get_slot (theme, PAT_SLOT_PLAIN));
  foundation = count_visible (pat_card_theme_get_slot (theme, PAT_SLOT_FOUNDATION));
  stock = count_visible (pat_card_theme_get_slot (theme, PAT_SLOT_STOCK));
  g_assert_cmpuint (plain, >, 0);
  g_assert_cmpuint (foundation, ==, plain);
  g_assert_cmpuint (stock, ==, plain);

  /* The same faint fill inside; the "A" at its top and the ring at its
   * left show over it. */
  g_assert_cmpuint (
      pixel_at (pat_card_theme_get_slot (theme, PAT_SLOT_FOUNDATION), 50, 60, &colour), >,
      pixel_at (pat_card_theme_get_slot (theme, PAT_SLOT_PLAIN), 50, 60, &colour));
  g_assert_cmpuint (
      pixel_at (pat_card_theme_get_slot (theme, PAT_SLOT_STOCK), 30, 75, &colour), >,
      pixel_at (pat_card_theme_get_slot (theme, PAT_SLOT_PLAIN), 30, 75, &colour));
}

/* The user's copy hides the system's; a broken copy hides nothing. */
static void
test_precedence (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) shadowed = NULL;
  g_autoptr (PatCardTheme) fallback = NULL;
  PatCard back = pat_card_face_down (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS));

  shadowed = pat_card_theme_new_for_deck ("aisleriot:shadowed.svg", &error);
  g_assert_no_error (error);
  pat_card_theme_set_size (shadowed, 40, 60);
  pat_card_theme_render_now (shadowed);
  assert_card (pat_card_theme_get_card (shadowed, back), BACK, 50);

  fallback = pat_card_theme_new_for_deck ("aisleriot:fallback.svg", &error);
  g_assert_no_error (error);
  pat_card_theme_set_size (fallback, 40, 60);
  pat_card_theme_render_now (fallback);
  assert_card (pat_card_theme_get_card (fallback, back), BACK, 150);
}

/* Asking for a broken deck by its id says why it is refused. */
static void
assert_refused (const char *id, const char *reason)
{
  g_autoptr (GError) error = NULL;
  PatCardTheme *theme = pat_card_theme_new_for_deck (id, &error);

  g_assert_null (theme);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  g_test_message ("%s: %s", id, error->message);
  g_assert_nonnull (strstr (error->message, reason));
}

static void
test_broken (void)
{
  g_autoptr (GListModel) list = pat_card_decks_list ();
  const char *const broken[] = {
    "aisleriot:missing-one.svgz",
    "aisleriot:sideways.svg",
    "aisleriot:not-svg.svg",
    "aisleriot:patience.svgz",
    "aisleriot:huge.svg",
    "aisleriot:bomb.svgz",
    "aisleriot:readme.txt",
    "kde:svg-not-svg",
    "kde:svg-no-index",
    "kde:svg-no-svg-key",
    "kde:svg-outside",
    "kde:svg-aisleriot-ids",
    "kde:svg-huge",
    "kde:not-svg-prefix",
  };

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr (PatCardDeck) deck = find_in_list (list, broken[i]);

      g_test_message ("%s", broken[i]);
      g_assert_null (deck);
    }

  assert_refused ("aisleriot:missing-one.svgz", "the image “spade_queen” is missing");
  assert_refused ("aisleriot:sideways.svg", "times as high as wide");
  assert_refused ("aisleriot:not-svg.svg", "not a valid SVG");
  assert_refused ("aisleriot:patience.svgz",
                  "52 images are missing, the first is “club_1”");
  assert_refused ("kde:svg-not-svg", "not a valid SVG");
  assert_refused ("kde:svg-aisleriot-ids", "the first is “1_club”");
  assert_refused ("kde:svg-no-index", "not installed");
  assert_refused ("kde:svg-no-svg-key", "not installed");
  assert_refused ("kde:svg-outside", "not installed");
  assert_refused ("aisleriot:readme.txt", "not installed");
}

/* Over 20 MB, on disk or once uncompressed: never offered, refused when
 * asked for. */
static void
test_too_large (void)
{
  g_autoptr (GListModel) list = pat_card_decks_list ();
  g_autoptr (PatCardDeck) huge = find_in_list (list, "aisleriot:huge.svg");
  g_autoptr (PatCardDeck) bomb = find_in_list (list, "aisleriot:bomb.svgz");
  g_autoptr (PatCardDeck) kde = find_in_list (list, "kde:svg-huge");

  g_assert_null (huge);
  g_assert_null (bomb);
  g_assert_null (kde);
  assert_refused ("aisleriot:huge.svg", "too large");
  assert_refused ("aisleriot:bomb.svgz", "too large");
  assert_refused ("kde:svg-huge", "too large");
}

/* An index that is a pipe, a device without end or larger than any
 * index: the deck is not offered, and asking for it says it is not
 * installed, at once. */
static void
test_hostile_index (void)
{
  g_autoptr (GListModel) list = pat_card_decks_list ();
  const char *const hostile[]
      = { "kde:svg-fifo-index", "kde:svg-zero-index", "kde:svg-huge-index" };

  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autoptr (PatCardDeck) deck = find_in_list (list, hostile[i]);

      g_test_message ("%s", hostile[i]);
      g_assert_null (deck);
      assert_refused (hostile[i], "not installed");
    }
}

/* A deck's SVG that is a pipe or /dev/zero: not offered, and refused at
 * once as no regular file, never waited on nor read. */
static void
test_hostile_svg (void)
{
  g_autoptr (GListModel) list = pat_card_decks_list ();
  const char *const hostile[] = { "kde:svg-fifo-svg", "kde:svg-zero-svg",
                                  "aisleriot:fifo.svg", "aisleriot:zero.svgz" };

  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autoptr (PatCardDeck) deck = find_in_list (list, hostile[i]);

      g_test_message ("%s", hostile[i]);
      g_assert_null (deck);
    }
  assert_refused ("kde:svg-fifo-svg", "is not a regular file");
  assert_refused ("kde:svg-zero-svg", "is not a regular file");
  /* AisleRiot's decks are files found by their name: these are none. */
  assert_refused ("aisleriot:fifo.svg", "not installed");
  assert_refused ("aisleriot:zero.svgz", "not installed");
}

/* Decks that name pipes beside them are drawn whole, every card, without
 * what they name: nothing outside the deck's file is opened. */
static void
test_references (void)
{
  g_autoptr (GListModel) list = pat_card_decks_list ();
  g_autoptr (PatCardDeck) parsing = find_in_list (list, "aisleriot:refers-parsing.svg");
  g_autoptr (PatCardDeck) drawing = find_in_list (list, "aisleriot:refers-drawing.svg");

  g_assert_nonnull (parsing);
  g_assert_nonnull (drawing);
  check_deck ("aisleriot:refers-parsing.svg", "Refers Parsing",
              (double)AR_HEIGHT / AR_WIDTH, 100, aisleriot_id);
  check_deck ("aisleriot:refers-drawing.svg", "Refers Drawing",
              (double)AR_HEIGHT / AR_WIDTH, 100, aisleriot_id);
}

/* A billion rectangles by nested <use>, patterns or an SVG image in a
 * data: URL: refused by their count before librsvg parses the deck, not
 * drawn for minutes. */
static void
test_nested_use (void)
{
  g_autoptr (GListModel) list = pat_card_decks_list ();
  g_autoptr (PatCardDeck) nested = find_in_list (list, "aisleriot:nested-use.svg");

  g_assert_null (nested);
  assert_refused ("aisleriot:nested-use.svg",
                  "“Nested Use” is too complex for a card theme: drawing it takes more "
                  "than 1000000 elements");
  assert_refused ("aisleriot:nested-pattern.svg", "is too complex for a card theme");
  assert_refused ("aisleriot:nested-image.svg", "is too complex for a card theme");
  /* References in a loop are counted once, and the deck is drawn. */
  check_deck ("aisleriot:loop.svg", "Loop", (double)AR_HEIGHT / AR_WIDTH, 100,
              aisleriot_id);
}

static void
test_unknown (void)
{
  assert_refused ("nonsense", "Unknown card deck");
  assert_refused ("aisleriot:", "not installed");
  assert_refused ("aisleriot:none.svgz", "not installed");
  assert_refused ("aisleriot:../cards/good_deck-one.svg", "not installed");
  assert_refused ("aisleriot:.hidden.svg", "not installed");
  assert_refused ("kde:svg-none", "not installed");
  assert_refused ("kde:../carddecks/svg-test-kde", "not installed");
}

static void
test_builtin (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_for_deck ("builtin", &error);

  g_assert_no_error (error);
  g_assert_cmpstr (pat_card_theme_get_name (theme), ==, "Patience");
  g_assert_cmpint (pat_card_theme_get_format (theme), ==, PAT_DECK_FORMAT_PATIENCE);
}

/* A deck installed, broken and removed while the program runs: each
 * listing sees it as it is then, though checks are remembered. */
static void
test_changes (void)
{
  g_autoptr (GString) good = aisleriot_svg (100, AR_HEIGHT, -1);
  g_autoptr (GString) broken = aisleriot_svg (100, AR_HEIGHT, 0);
  g_autofree char *path = g_build_filename (user_dir, "aisleriot/cards/late.svg", NULL);
  g_autoptr (GListModel) first = NULL;
  g_autoptr (GListModel) second = NULL;
  g_autoptr (GListModel) third = NULL;
  g_autoptr (GListModel) fourth = NULL;
  g_autoptr (PatCardDeck) late = NULL;
  g_autoptr (PatCardDeck) late_again = NULL;
  g_autoptr (PatCardDeck) late_broken = NULL;
  g_autoptr (PatCardDeck) late_gone = NULL;

  write_string (user_dir, "aisleriot/cards/late.svg", good);
  first = pat_card_decks_list ();
  late = find_in_list (first, "aisleriot:late.svg");
  g_assert_nonnull (late);
  second = pat_card_decks_list ();
  late_again = find_in_list (second, "aisleriot:late.svg");
  g_assert_nonnull (late_again);

  write_string (user_dir, "aisleriot/cards/late.svg", broken);
  third = pat_card_decks_list ();
  late_broken = find_in_list (third, "aisleriot:late.svg");
  g_assert_null (late_broken);

  g_assert_cmpint (g_unlink (path), ==, 0);
  fourth = pat_card_decks_list ();
  late_gone = find_in_list (fourth, "aisleriot:late.svg");
  g_assert_null (late_gone);
}

/* The back and three faces, fanned from the left. */
static void
test_preview (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatCardTheme) theme
      = pat_card_theme_new_for_deck ("kde:svg-test-kde", &error);
  g_autoptr (GdkTexture) preview = NULL;
  g_autoptr (PatCardTheme) builtin = pat_card_theme_new_default ();
  g_autoptr (GdkTexture) builtin_preview = NULL;
  int width, height;

  g_assert_no_error (error);
  preview = pat_card_theme_render_preview (theme, 100, &error);
  g_assert_no_error (error);
  width = gdk_texture_get_width (preview);
  height = gdk_texture_get_height (preview);
  g_assert_cmpint (height, ==, 140);
  g_assert_cmpint (width, ==, 100 + 3 * 40);
  assert_colour (preview, 5, 70, card_colour (BACK, 100));
  /* The ten of diamonds on top, whole at the right. */
  assert_colour (preview, width - 5, 70, card_colour (13 + 9, 100));
  assert_colour (preview, width - 50, 70, (Colour){ 0xff, 0xff, 0xff });

  builtin_preview = pat_card_theme_render_preview (builtin, 50, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_height (builtin_preview), ==, 70);
  g_assert_cmpuint (count_visible (builtin_preview), >, 0);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *system_dirs = NULL;
  int status;

  /* Before anything asks GLib for them: it reads them once. */
  scratch = g_dir_make_tmp ("patience-decks-XXXXXX", &error);
  g_assert_no_error (error);
  user_dir = g_build_filename (scratch, "home", NULL);
  system_dir1 = g_build_filename (scratch, "system1", NULL);
  system_dir2 = g_build_filename (scratch, "system2", NULL);
  system_dirs = g_strjoin (G_SEARCHPATH_SEPARATOR_S, system_dir1, system_dir2, NULL);
  g_setenv ("XDG_DATA_HOME", user_dir, TRUE);
  g_setenv ("XDG_DATA_DIRS", system_dirs, TRUE);

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpstr (g_get_user_data_dir (), ==, user_dir);
  g_assert_cmpstr (g_get_system_data_dirs ()[0], ==, system_dir1);
  pt_decks_make ();

  g_test_add_func ("/card-decks/format-ids", test_format_ids);
  g_test_add_func ("/card-decks/list", test_list);
  g_test_add_func ("/card-decks/list-async", test_list_async);
  g_test_add_func ("/card-decks/aisleriot", test_aisleriot);
  g_test_add_func ("/card-decks/kde", test_kde);
  g_test_add_func ("/card-decks/drawn-slots", test_drawn_slots);
  g_test_add_func ("/card-decks/precedence", test_precedence);
  g_test_add_func ("/card-decks/broken", test_broken);
  g_test_add_func ("/card-decks/too-large", test_too_large);
  g_test_add_func ("/card-decks/hostile-index", test_hostile_index);
  g_test_add_func ("/card-decks/hostile-svg", test_hostile_svg);
  g_test_add_func ("/card-decks/references", test_references);
  g_test_add_func ("/card-decks/nested-use", test_nested_use);
  g_test_add_func ("/card-decks/unknown", test_unknown);
  g_test_add_func ("/card-decks/builtin", test_builtin);
  g_test_add_func ("/card-decks/changes", test_changes);
  g_test_add_func ("/card-decks/preview", test_preview);

  status = g_test_run ();
  g_assert_true (pt_remove_tree (scratch));
  g_free (scratch);
  g_free (user_dir);
  g_free (system_dir1);
  g_free (system_dir2);
  return status;
}
