/* test-card-decks-make.c — the decks the card-decks tests install: good
 * ones in AisleRiot's and KDE's formats, broken, hostile and nested ones
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every deck here is made by the test: rectangles whose colour tells which
 * card was drawn, with a white centre that tells where the card lies.
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pat-card-decks.h"
#include "test-card-decks.h"
#include "test-util.h"

/* The ids as AisleRiot and KDE name them, written out here rather than
 * taken from the code under test. */
static const char *const suits[] = { "club", "diamond", "heart", "spade" };
static const char *const ranks[]
    = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king" };

char *scratch;
char *user_dir;
char *system_dir1;
char *system_dir2;

/* Each face its own colour; the back green, as dark as @back_green. */
Colour
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

char *
aisleriot_id (guint card)
{
  if (card == BACK)
    return g_strdup ("back");
  return g_strdup_printf ("%s_%s", suits[card / 13], ranks[card % 13]);
}

char *
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
GString *
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

void
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

/* Installs every deck of the tests in the scratch tree. */
void
pt_decks_make (void)
{
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
}
