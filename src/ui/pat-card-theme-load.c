/* pat-card-theme-load.c — an SVG deck read, checked and made a
 * PatCardTheme: the built-in deck, or a file of any format
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-card-theme"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "pat-card-cache.h"
#include "pat-card-theme-private.h"
#include "pat-variant.h"
#include "patience-resources.h"

#define DEFAULT_DECK "/io/github/patience/Patience/cards/patience-cards.svg"

/* A deck is a few hundred kilobytes; anything this big is a mistake or an
 * attack, compressed or not. */
#define MAX_FILE_SIZE (20 * 1024 * 1024)
#define MAX_FILE_SIZE_TEXT "20 MB"

/* The shapes of playing cards: from square to twice as high as wide. */
#define MIN_ASPECT 1.0
#define MAX_ASPECT 2.0

/* Reads at most @limit bytes; NULL with @too_big set if there are more. */
static GBytes *
read_capped (GInputStream *stream, gsize limit, gboolean *too_big, GError **error)
{
  g_autoptr (GByteArray) array = g_byte_array_new ();
  guint8 chunk[65536];

  *too_big = FALSE;
  for (;;)
    {
      gssize n = g_input_stream_read (stream, chunk, sizeof chunk, NULL, error);

      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      if (array->len + (gsize)n > limit)
        {
          *too_big = TRUE;
          return NULL;
        }
      g_byte_array_append (array, chunk, (guint)n);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&array));
}

/* The size of the whole document, in the pixels a viewport of its own size
 * has: its width and height, or else its viewBox's. */
static gboolean
document_size (RsvgHandle *handle, double *width, double *height)
{
  gboolean has_width, has_height, has_viewbox;
  RsvgLength length_x, length_y;
  RsvgRectangle viewbox;

  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, width, height))
    {
      rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &length_x, &has_height,
                                            &length_y, &has_viewbox, &viewbox);
      *width = has_viewbox ? viewbox.width : 0;
      *height = has_viewbox ? viewbox.height : 0;
    }
  return *width > 0 && *height > 0 && isfinite (*width) && isfinite (*height);
}

/* Parses @svg and checks it holds every image a deck of @format has. */
static PatCardTheme *
theme_new_from_svg (GBytes *svg, GFile *base, const char *name, PatDeckFormat format,
                    GError **error)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (svg);
  g_autoptr (GError) local_error = NULL;
  RsvgHandle *handle;
  g_autoptr (PatCardTheme) self = NULL;
  RsvgRectangle ink, logical;
  char first_missing[16] = "";
  guint missing = 0;

  handle = rsvg_handle_new_from_stream_sync (stream, base, RSVG_HANDLE_FLAGS_NONE, NULL,
                                             &local_error);
  if (handle == NULL)
    {
      /* libxml2's messages end in a newline. */
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a valid SVG file: %s"), name,
                   g_strchomp (local_error->message));
      return NULL;
    }

  self = g_object_new (PAT_TYPE_CARD_THEME, NULL);
  self->deck = _pat_card_theme_deck_new (handle, format);
  self->deck->cache_key = pat_card_cache_deck_key (svg, format);
  self->name = g_strdup (name);

  for (guint i = 0; i < N_IMAGES; i++)
    {
      char buffer[16];
      const char *id = _pat_card_theme_image_id (format, i, buffer);

      if (id != NULL && !_pat_card_theme_deck_has_id (self->deck, id) && missing++ == 0)
        g_strlcpy (first_missing, id, sizeof first_missing);
    }
  if (missing == 1)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: the image “%s” is missing"), name,
                   first_missing);
      return NULL;
    }
  if (missing > 1)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   ngettext ("“%s” is not a card theme: %u images are missing, the first "
                             "is “%s”",
                             "“%s” is not a card theme: %u images are missing, the first "
                             "is “%s”",
                             missing),
                   name, missing, first_missing);
      return NULL;
    }

  if (format == PAT_DECK_FORMAT_PATIENCE)
    {
      /* render_element() scales the ink rectangle to the viewport; every
       * card has the size of the ace of clubs. */
      if (!rsvg_handle_get_geometry_for_element (handle, "#card-AC", &ink, &logical,
                                                 &local_error))
        goto unusable;
    }
  else if (document_size (handle, &self->deck->width, &self->deck->height))
    {
      for (guint i = 0; i <= IMAGE_BACK; i++)
        if (!_pat_card_theme_deck_measure (self->deck, i, &local_error))
          goto unusable;
      /* A face, not the back as in KDE: some decks draw their backs wider. */
      ink = self->deck->areas[0].bounds;
    }
  else
    ink.width = ink.height = 0;
  if (!_pat_card_theme_has_size (&ink))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: its cards have no size"), name);
      return NULL;
    }
  self->aspect = ink.height / ink.width;
  /* Cards lying on their side, or a page taken for a card. */
  if (!(self->aspect >= MIN_ASPECT && self->aspect <= MAX_ASPECT))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: its cards are %g times as high as "
                      "wide"),
                   name, self->aspect);
      return NULL;
    }
  return g_steal_pointer (&self);

unusable:
  g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“%s” is not a card theme: %s"),
               name, local_error->message);
  return NULL;
}

/**
 * pat_card_theme_new_default:
 *
 * Returns: (transfer full): the deck built into the application.
 */
PatCardTheme *
pat_card_theme_new_default (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) svg = NULL;
  PatCardTheme *self;

  svg = g_resource_lookup_data (patience_get_resource (), DEFAULT_DECK,
                                G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (svg != NULL)
    self = theme_new_from_svg (svg, NULL, PAT_CARD_THEME_DEFAULT_NAME,
                               PAT_DECK_FORMAT_PATIENCE, &error);
  else
    self = NULL;
  /* The deck is built in and tested: failing here is a broken build. */
  if (self == NULL)
    g_error ("The built-in card deck is broken: %s", error->message);
  return self;
}

/**
 * pat_card_theme_new_from_file:
 * @path: an SVG file, or an SVG compressed with gzip (SVGZ)
 * @error: where to say why the file is refused
 *
 * Loads a deck with the same element ids as the built-in one (see
 * data/cards/README.md). Refuses files over 20 MB, compressed or not, files
 * that are not SVG, and decks missing any image.
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL with @error set
 */
PatCardTheme *
pat_card_theme_new_from_file (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return pat_card_theme_new_from_file_with_format (path, PAT_DECK_FORMAT_PATIENCE, NULL,
                                                   error);
}

/**
 * pat_card_theme_new_from_file_with_format:
 * @path: an SVG file, or an SVG compressed with gzip (SVGZ)
 * @format: how the deck names its images
 * @name: (nullable): the deck's name, for pat_card_theme_get_name() and
 *   messages; %NULL for the file's name
 * @error: where to say why the file is refused
 *
 * As pat_card_theme_new_from_file(), for a deck of any format. A format
 * without empty slots gets slots drawn in the style of the built-in deck.
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL with @error set
 */
PatCardTheme *
pat_card_theme_new_from_file_with_format (const char *path, PatDeckFormat format,
                                          const char *name, GError **error)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileInputStream) file_stream = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GBytes) contents = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *file_name = NULL;
  const guint8 *data;
  gsize length;
  gboolean too_big = FALSE;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (format <= PAT_DECK_FORMAT_KDE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = g_file_new_for_path (path);
  if (name == NULL)
    name = file_name = g_filename_display_basename (path);

  file_stream = g_file_read (file, NULL, &local_error);
  /* A file known to be too big is not read at all. */
  if (file_stream != NULL)
    info = g_file_input_stream_query_info (file_stream, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                           NULL, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE)
      && g_file_info_get_size (info) > MAX_FILE_SIZE)
    goto too_big;
  if (file_stream != NULL)
    contents = read_capped (G_INPUT_STREAM (file_stream), MAX_FILE_SIZE, &too_big,
                            &local_error);
  if (contents == NULL && local_error != NULL)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("Could not read the card theme “%s”: %s"), name,
                   local_error->message);
      return NULL;
    }
  if (contents == NULL)
    goto too_big;

  data = g_bytes_get_data (contents, &length);
  if (length >= 2 && data[0] == 0x1f && data[1] == 0x8b)
    {
      g_autoptr (GZlibDecompressor) gunzip = NULL;
      g_autoptr (GInputStream) compressed = NULL;
      g_autoptr (GInputStream) svg = NULL;
      g_autoptr (GBytes) uncompressed = NULL;

      gunzip = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
      compressed = g_memory_input_stream_new_from_bytes (contents);
      svg = g_converter_input_stream_new (compressed, G_CONVERTER (gunzip));
      uncompressed = read_capped (svg, MAX_FILE_SIZE, &too_big, &local_error);
      if (uncompressed == NULL && local_error != NULL)
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       _ ("“%s” is not a valid SVGZ file: %s"), name,
                       local_error->message);
          return NULL;
        }
      if (uncompressed == NULL)
        goto too_big;
      g_bytes_unref (contents);
      contents = g_steal_pointer (&uncompressed);
    }

  return theme_new_from_svg (contents, file, name, format, error);

too_big:
  g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
               _ ("“%s” is too large for a card theme: the limit is %s"), name,
               MAX_FILE_SIZE_TEXT);
  return NULL;
}
