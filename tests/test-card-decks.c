/* test-card-decks.c — AisleRiot and KDE decks, and finding them installed
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every deck here is made by the test: rectangles whose colour tells which
 * card was drawn, with a white centre that tells where the card lies. The
 * data directories are a scratch tree set as $XDG_DATA_HOME and
 * $XDG_DATA_DIRS before GLib reads them.
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pat-card-decks.h"
#include "pat-variant.h"
#include "test-util.h"

/* 52 faces by suit then rank, and the back. */
#define N_CARDS 53
#define BACK 52

/* AisleRiot: cells of its 13 × 5 grid. KDE: cards anywhere. */
#define AR_WIDTH 80
#define AR_HEIGHT 120
#define KDE_WIDTH 100
#define KDE_HEIGHT 140

/* The ids as AisleRiot and KDE name them, written out here rather than
 * taken from the code under test. */
static const char *const suits[] = { "club", "diamond", "heart", "spade" };
static const char *const ranks[]
    = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king" };

static char *scratch;     /* the whole tree */
static char *user_dir;    /* $XDG_DATA_HOME */
static char *system_dir1; /* $XDG_DATA_DIRS, first */
static char *system_dir2; /* $XDG_DATA_DIRS, second */

typedef struct
{
  guint8 red, green, blue;
} Colour;

/* Each face its own colour; the back green, as dark as @back_green. */
static Colour
card_colour (guint card, guint8 back_green)
{
  Colour colour = { 0, back_green, 0 };

  if (card < BACK)
    {
      colour.red = (guint8)(20 + 60 * (card / 13));
      colour.green = (guint8)(10 + 18 * (card % 13));
      colour.blue = 0x80;
    }
  return colour;
}

static char *
aisleriot_id (guint card)
{
  if (card == BACK)
    return g_strdup ("back");
  return g_strdup_printf ("%s_%s", suits[card / 13], ranks[card % 13]);
}

static char *
kde_id (guint card)
{
  if (card == BACK)
    return g_strdup ("back");
  return g_strdup_printf ("%s_%s", ranks[card % 13], suits[card / 13]);
}

/* One card: its colour with a white rectangle in the middle half, and
 * an outline @stroke units wide that the card's bounds cut in half. */
static void
append_card (GString *svg, const char *id, double x, double y, double width,
             double height, Colour colour, double stroke)
{
  g_string_append_printf (
      svg,
      "<g id='%s'><rect x='%g' y='%g' width='%g' height='%g' "
      "fill='#%02x%02x%02x' stroke='#202020' stroke-width='%g' "
      "stroke-opacity='%d'/>"
      "<rect x='%g' y='%g' width='%g' height='%g' fill='#ffffff'/></g>\n",
      id, x, y, width, height, colour.red, colour.green, colour.blue, stroke, stroke > 0,
      x + width / 4, y + height / 4, width / 2, height / 2);
}

/* An AisleRiot deck: faces in rows by suit from the ace, the back third in
 * the fifth row, as AisleRiot's grid has them. @cell_height less than
 * AR_WIDTH lays the cards on their side; @missing names a card left out. */
static GString *
aisleriot_svg (guint8 back_green, int cell_height, int missing)
{
  GString *svg = g_string_new (NULL);

  g_string_append_printf (svg,
                          "<?xml version='1.0'?>\n"
                          "<svg xmlns='http://www.w3.org/2000/svg' width='%d' "
                          "height='%d'>\n",
                          13 * AR_WIDTH, 5 * cell_height);
  for (guint card = 0; card < N_CARDS; card++)
    {
      g_autofree char *id = aisleriot_id (card);
      guint column = card == BACK ? 2 : card % 13, row = card == BACK ? 4 : card / 13;

      if ((int)card != missing)
        append_card (svg, id, column * AR_WIDTH, row * cell_height, AR_WIDTH, cell_height,
                     card_colour (card, back_green), 0);
    }
  g_string_append (svg, "</svg>\n");
  return svg;
}

/* A KDE deck: cards on no grid, in a group moved as Inkscape's layers are,
 * so that only the bounds of each card say where it is. */
/* A PNG of a card, as a data: URI: its colour with a white middle half. */
static char *
png_card (int width, int height, Colour colour)
{
  g_autofree guint32 *pixels = g_new (guint32, (gsize)width * (gsize)height);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GBytes) png = NULL;
  g_autofree char *base64 = NULL;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        gboolean middle = x >= width / 4 && x < width * 3 / 4 && y >= height / 4
                          && y < height * 3 / 4;

        /* GDK_MEMORY_DEFAULT: native-endian ARGB. */
        pixels[y * width + x] = middle ? 0xffffffff
                                       : 0xff000000u | (guint32)colour.red << 16
                                             | (guint32)colour.green << 8 | colour.blue;
      }
  bytes = g_bytes_new_take (g_steal_pointer (&pixels),
                            (gsize)width * (gsize)height * sizeof (guint32));
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize)width * sizeof (guint32));
  png = gdk_texture_save_to_png_bytes (texture);
  base64 = g_base64_encode (g_bytes_get_data (png, NULL), g_bytes_get_size (png));
  return g_strconcat ("data:image/png;base64,", base64, NULL);
}

/* A KDE deck: cards on no grid, in a group moved as Inkscape's layers are,
 * so that only the bounds of each card say where it is; the back a bitmap,
 * in which librsvg finds no ink. */
static GString *
kde_svg (guint8 back_green)
{
  GString *svg = g_string_new (NULL);
  g_autofree char *back
      = png_card (KDE_WIDTH, KDE_HEIGHT, card_colour (BACK, back_green));

  g_string_append (svg, "<?xml version='1.0'?>\n"
                        "<svg xmlns='http://www.w3.org/2000/svg' "
                        "xmlns:xlink='http://www.w3.org/1999/xlink' width='2000' "
                        "height='1000'>\n<g transform='translate(30 -20)'>\n");
  for (guint card = 0; card < BACK; card++)
    {
      g_autofree char *id = kde_id (card);

      append_card (svg, id, 7 + (card % 15) * (KDE_WIDTH + 23),
                   40 + (card / 15) * (KDE_HEIGHT + 11), KDE_WIDTH, KDE_HEIGHT,
                   card_colour (card, back_green), 6);
    }
  g_string_append_printf (svg,
                          "<g id='back'><image x='1500' y='700' width='%d' height='%d' "
                          "xlink:href='%s'/></g>\n",
                          KDE_WIDTH, KDE_HEIGHT, back);
  g_string_append (svg, "</g>\n</svg>\n");
  return svg;
}

/* Writes @data to @dir/@name, making the directories. */
static char *
write_file (const char *dir, const char *name, const void *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_file_set_contents (path, data, (gssize)length, &error);
  g_assert_no_error (error);
  return path;
}

static void
write_string (const char *dir, const char *name, GString *text)
{
  g_free (write_file (dir, name, text->str, text->len));
}

static void
write_gzip (const char *dir, const char *name, GString *text)
{
  g_autoptr (GBytes) plain = g_bytes_new (text->str, text->len);
  g_autoptr (GBytes) compressed = pt_gzip (plain);

  g_free (write_file (dir, name, g_bytes_get_data (compressed, NULL),
                      g_bytes_get_size (compressed)));
}

static void
write_index (const char *dir, const char *deck, const char *text)
{
  g_autofree char *path = g_build_filename ("carddecks", deck, "index.desktop", NULL);

  g_free (write_file (dir, path, text, strlen (text)));
}

/* A file of more than 20 MB that takes no disk. */
static void
write_sparse (const char *dir, const char *name)
{
  g_autofree char *path = write_file (dir, name, "", 0);
  int fd = g_open (path, O_WRONLY, 0);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 20 * 1024 * 1024 + 1), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);
}

/* A pipe at @dir/@name, which no one writes to: opening it to read blocks
 * until someone does, and reading it then blocks for ever. */
static char *
make_fifo (const char *dir, const char *name)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  return path;
}

/* @dir/@name as a symbolic link to @target. */
static void
make_link (const char *dir, const char *name, const char *target)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_cmpint (symlink (target, path), ==, 0);
}

/* Decks whose files are pipes, devices or too large: a pipe blocked the
 * listing for ever before deck files were opened without blocking, and
 * /dev/zero as a deck's SVG was read for 20 MB before it was refused. */
static void
make_hostile_decks (void)
{
  g_autoptr (GString) kde = kde_svg (100);
  g_autoptr (GString) huge_index = g_string_new ("[KDE Backdeck]\nName=Huge Index\n"
                                                 "SVG=deck.svg\nComment=");

  write_string (system_dir1, "carddecks/svg-fifo-index/deck.svg", kde);
  g_free (make_fifo (system_dir1, "carddecks/svg-fifo-index/index.desktop"));
  write_string (system_dir1, "carddecks/svg-zero-index/deck.svg", kde);
  make_link (system_dir1, "carddecks/svg-zero-index/index.desktop", "/dev/zero");
  write_string (system_dir1, "carddecks/svg-huge-index/deck.svg", kde);
  while (huge_index->len <= 1024 * 1024)
    g_string_append (huge_index, "A comment as long as no index has. ");
  g_string_append_c (huge_index, '\n');
  write_string (system_dir1, "carddecks/svg-huge-index/index.desktop", huge_index);

  g_free (make_fifo (system_dir1, "carddecks/svg-fifo-svg/deck.svg"));
  write_index (system_dir1, "svg-fifo-svg", "[KDE Backdeck]\nName=FIFO\nSVG=deck.svg\n");
  make_link (system_dir1, "carddecks/svg-zero-svg/deck.svg", "/dev/zero");
  write_index (system_dir1, "svg-zero-svg", "[KDE Backdeck]\nName=Zero\nSVG=deck.svg\n");
  g_free (make_fifo (system_dir1, "aisleriot/cards/fifo.svg"));
  make_link (system_dir1, "aisleriot/cards/zero.svgz", "/dev/zero");
}

/* @svg with @text added at the start of the ace of clubs and of the back. */
static void
insert_in_cards (GString *svg, const char *text)
{
  const char *const ids[] = { "<g id='club_1'>", "<g id='back'>" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const char *at = strstr (svg->str, ids[i]);

      g_assert_nonnull (at);
      g_string_insert (svg, at - svg->str + (gssize)strlen (ids[i]), text);
    }
}

/* AisleRiot decks that name pipes beside them: librsvg, given the deck's
 * file as its base, opened them and blocked for ever, a style sheet or
 * XInclude while parsing, an image, a <use> of another file or a paint
 * server while drawing. */
static void
make_referring_decks (void)
{
  g_autoptr (GString) parsing = aisleriot_svg (100, AR_HEIGHT, -1);
  g_autoptr (GString) drawing = aisleriot_svg (100, AR_HEIGHT, -1);
  const char *const pipes[] = { "pipe.css", "pipe.txt", "pipe.png" };

  for (guint i = 0; i < G_N_ELEMENTS (pipes); i++)
    {
      g_autofree char *name = g_build_filename ("aisleriot/cards", pipes[i], NULL);

      g_free (make_fifo (system_dir1, name));
    }
  g_string_insert (parsing, strlen ("<?xml version='1.0'?>\n"),
                   "<?xml-stylesheet type='text/css' href='pipe.css'?>\n");
  insert_in_cards (parsing, "<text x='0' y='0'><xi:include "
                            "xmlns:xi='http://www.w3.org/2001/XInclude' "
                            "href='pipe.txt' parse='text'/></text>");
  write_string (system_dir1, "aisleriot/cards/refers-parsing.svg", parsing);
  insert_in_cards (drawing, "<image x='0' y='0' width='80' height='120' "
                            "href='pipe.png'/><use href='fifo.svg#x'/>"
                            "<g filter='url(fifo.svg#f)'><rect width='1' height='1' "
                            "fill='url(fifo.svg#p)'/></g>");
  write_string (system_dir1, "aisleriot/cards/refers-drawing.svg", drawing);
}

/* Patterns of ten rectangles filled with the pattern before, each card
 * filled with the last: 10^@levels rectangles by url(#id). */
static GString *
nested_pattern_svg (guint levels)
{
  GString *svg = aisleriot_svg (100, AR_HEIGHT, -1);
  GString *defs = g_string_new ("<defs><pattern id='nest-0' width='1' height='1'>"
                                "<rect width='1' height='1'/></pattern>");
  g_autofree char *fill = NULL;

  for (guint level = 1; level <= levels; level++)
    {
      g_string_append_printf (defs, "<pattern id='nest-%u' width='10' height='1'>",
                              level);
      for (guint i = 0; i < 10; i++)
        g_string_append_printf (defs,
                                "<rect x='%u' width='1' height='1' "
                                "style='fill: url(#nest-%u)'/>",
                                i, level - 1);
      g_string_append (defs, "</pattern>");
    }
  g_string_append (defs, "</defs>\n");
  fill = g_strdup_printf ("<rect width='1' height='1' fill='url(\"#nest-%u\")' "
                          "opacity='0'/>",
                          levels);
  insert_in_cards (svg, fill);
  g_string_insert (svg, strstr (svg->str, "<g id=") - svg->str, defs->str);
  g_string_free (defs, TRUE);
  return svg;
}

/* @levels groups of ten <use> of the group before, each card drawing the
 * last: 10^@levels copies of a rectangle, in a file of a few kilobytes. */
static GString *
nested_use_svg (guint levels)
{
  GString *svg = aisleriot_svg (100, AR_HEIGHT, -1);
  GString *defs = g_string_new ("<defs><rect id='nest-0' width='1' height='1'/>");
  g_autofree char *use = NULL;

  for (guint level = 1; level <= levels; level++)
    {
      g_string_append_printf (defs, "<g id='nest-%u'>", level);
      for (guint i = 0; i < 10; i++)
        g_string_append_printf (defs, "<use href='#nest-%u'/>", level - 1);
      g_string_append (defs, "</g>");
    }
  g_string_append (defs, "</defs>\n");
  use = g_strdup_printf ("<use href='#nest-%u' opacity='0'/>", levels);
  insert_in_cards (svg, use);
  g_string_insert (svg, strstr (svg->str, "<g id=") - svg->str, defs->str);
  g_string_free (defs, TRUE);
  return svg;
}

/* A deck whose cards show, as an SVG image in a data: URL, a document
 * of a billion rectangles by nested <use>. */
static void
write_nested_image (void)
{
  g_autoptr (GString) svg = aisleriot_svg (100, AR_HEIGHT, -1);
  g_autoptr (GString) nested = nested_use_svg (9);
  g_autofree char *base64 = g_base64_encode ((const guchar *)nested->str, nested->len);
  g_autofree char *image = g_strdup_printf ("<image width='1' height='1' opacity='0' "
                                            "href='data:image/svg+xml;base64,%s'/>",
                                            base64);

  insert_in_cards (svg, image);
  write_string (system_dir1, "aisleriot/cards/nested-image.svg", svg);
}

static void
make_decks (void)
{
  g_autoptr (GString) good = aisleriot_svg (100, AR_HEIGHT, -1);
  g_autoptr (GString) kde = kde_svg (100);
  g_autoptr (GString) user_copy = aisleriot_svg (50, AR_HEIGHT, -1);
  g_autoptr (GString) system_copy = aisleriot_svg (150, AR_HEIGHT, -1);
  g_autoptr (GString) missing = aisleriot_svg (100, AR_HEIGHT, 11 + 3 * 13);
  g_autoptr (GString) sideways = aisleriot_svg (100, AR_WIDTH * 3 / 4, -1);
  g_autoptr (GString) not_svg
      = g_string_new ("These are not the cards you are looking for.");
  g_autoptr (GString) spaces = g_string_new (NULL);

  /* Good: plain AisleRiot, compressed KDE. */
  write_string (system_dir1, "aisleriot/cards/good_deck-one.svg", good);
  write_gzip (system_dir2, "carddecks/svg-test-kde/test.svgz", kde);
  write_index (system_dir2, "svg-test-kde",
               "[KDE Backdeck]\nName=Test KDE Deck\nName[de]=Testblatt\n"
               "Comment=Made by the test\nSVG=test.svgz\nBack=Test\n");

  /* The same deck in two places: the user's wins; a broken one does not. */
  write_string (user_dir, "aisleriot/cards/shadowed.svg", user_copy);
  write_string (system_dir1, "aisleriot/cards/shadowed.svg", system_copy);
  write_string (user_dir, "aisleriot/cards/fallback.svg", missing);
  write_string (system_dir2, "aisleriot/cards/fallback.svg", system_copy);

  /* Broken, every one. */
  write_gzip (system_dir1, "aisleriot/cards/missing-one.svgz", missing);
  write_string (system_dir1, "aisleriot/cards/sideways.svg", sideways);
  write_string (system_dir1, "aisleriot/cards/not-svg.svg", not_svg);
  write_gzip (system_dir1, "aisleriot/cards/patience.svgz", kde);
  write_sparse (system_dir1, "aisleriot/cards/huge.svg");
  g_string_set_size (spaces, 20 * 1024 * 1024 + 1);
  memset (spaces->str, ' ', spaces->len);
  write_gzip (system_dir1, "aisleriot/cards/bomb.svgz", spaces);
  write_string (system_dir1, "aisleriot/cards/readme.txt", good);
  write_string (system_dir1, "carddecks/svg-not-svg/deck.svg", not_svg);
  write_index (system_dir1, "svg-not-svg",
               "[KDE Backdeck]\nName=Not SVG\nSVG=deck.svg\n");
  write_string (system_dir1, "carddecks/svg-no-index/deck.svg", kde);
  write_string (system_dir1, "carddecks/svg-no-svg-key/deck.svg", kde);
  write_index (system_dir1, "svg-no-svg-key", "[KDE Backdeck]\nName=No SVG key\n");
  write_string (system_dir1, "carddecks/svg-outside/deck.svg", kde);
  write_index (system_dir1, "svg-outside",
               "[KDE Backdeck]\nName=Outside\nSVG=../svg-test-kde/test.svgz\n");
  write_string (system_dir1, "carddecks/svg-aisleriot-ids/deck.svg", good);
  write_index (system_dir1, "svg-aisleriot-ids",
               "[KDE Backdeck]\nName=AisleRiot ids\nSVG=deck.svg\n");
  write_sparse (system_dir1, "carddecks/svg-huge/deck.svg");
  write_index (system_dir1, "svg-huge", "[KDE Backdeck]\nName=Huge\nSVG=deck.svg\n");
  write_string (system_dir1, "carddecks/not-svg-prefix/deck.svg", kde);
  write_index (system_dir1, "not-svg-prefix",
               "[KDE Backdeck]\nName=Not svg-\nSVG=deck.svg\n");
}

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
  make_decks ();
  make_hostile_decks ();
  make_referring_decks ();
  {
    g_autoptr (GString) nested = nested_use_svg (9);

    g_autoptr (GString) patterns = nested_pattern_svg (9);
    g_autoptr (GString) loop = aisleriot_svg (100, AR_HEIGHT, -1);

    write_string (system_dir1, "aisleriot/cards/nested-use.svg", nested);
    write_string (system_dir1, "aisleriot/cards/nested-pattern.svg", patterns);
    write_nested_image ();
    /* A group that uses itself, and one that uses the card around it:
     * librsvg draws such a loop as nothing. */
    insert_in_cards (loop, "<g id='loop'><use href='#loop'/></g>"
                           "<use href='#back' opacity='0'/>"
                           "<image width='1' height='1' opacity='0' "
                           "href='data:image/svg+xml,%3Csvg "
                           "xmlns=%22http://www.w3.org/2000/svg%22/%3E'/>");
    write_string (system_dir1, "aisleriot/cards/loop.svg", loop);
  }

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
