/* pat-card-theme-load.c — an SVG deck read, checked and made a
 * PatCardTheme: the built-in deck, or a file of any format
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-card-theme"

#include "config.h"

#include <gio/gunixinputstream.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "pat-card-cache.h"
#include "pat-card-theme-private.h"
#include "pat-store.h"
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

/* Drawing a deck instantiates each element once where it stands, and once
 * more wherever a reference draws it: <use>, and paint servers, clip
 * paths, masks, markers and filters named by url(#id); an SVG image in a
 * data: URL adds its own document wherever it is drawn. References nest,
 * so a file of a few kilobytes can ask for billions of elements, which
 * librsvg draws for seconds a card before its own limit stops it. The
 * count is worked out from the markup before librsvg parses it, and a
 * deck over this budget is refused. Of the decks AisleRiot and KDE ship,
 * XSkat German comes to most, 111 079; the built-in deck to 3 268. */
#define MAX_ELEMENTS 1000000

#define NO_NODE G_MAXUINT32

/* An SVG image in a data: URL is a document of its own, drawn wherever
 * the image is: counted as such, but only this many documents deep. */
#define MAX_DATA_DEPTH 3

/* One element of the markup: its children as a list, and the range of
 * Scan.refs it names. */
typedef struct
{
  guint32 first_child;
  guint32 next_sibling;
  guint32 first_ref;
  guint32 n_refs;
  guint32 image; /* the elements of the SVG document it shows, if any */
} ScanNode;

typedef struct
{
  GArray *nodes;     /* ScanNode, in document order */
  GArray *open;      /* guint32: the elements not closed yet */
  GPtrArray *refs;   /* the ids elements name, each element's together */
  GPtrArray *global; /* ids named by style sheets: any element may use them */
  GHashTable *ids;   /* id → its first element's index + 1 */
  gboolean in_style; /* inside <style> */
  guint depth;       /* 0 for the deck, 1 for an SVG image in it… */
} Scan;

static gboolean count_elements (GBytes *svg, guint depth, guint64 *elements,
                                GError **error);

/* The elements of the SVG document in the data: URL @url, or 0 if it
 * holds none. What cannot be read or goes too deep counts as past the
 * budget: librsvg may still draw it. */
static guint64
count_data_image (const char *url, guint depth)
{
  const char *comma = strchr (url, ',');
  g_autofree char *header = NULL;
  g_autoptr (GBytes) document = NULL;
  guint64 elements = 0;

  if (comma == NULL)
    return 0;
  header = g_ascii_strdown (url, comma - url);
  if (strstr (header, "svg") == NULL)
    return 0;
  if (depth >= MAX_DATA_DEPTH)
    return (guint64)MAX_ELEMENTS + 1;
  if (strstr (header, ";base64") != NULL)
    {
      gsize length;
      guchar *data = g_base64_decode (comma + 1, &length);

      document = g_bytes_new_take (data, length);
    }
  else
    {
      char *text = g_uri_unescape_string (comma + 1, NULL);

      if (text == NULL)
        return (guint64)MAX_ELEMENTS + 1;
      document = g_bytes_new_take (text, strlen (text));
    }
  if (!count_elements (document, depth + 1, &elements, NULL))
    return (guint64)MAX_ELEMENTS + 1;
  return elements;
}

/* Adds to @refs each id that a url(#id) in @text names. */
static void
scan_urls (GPtrArray *refs, const char *text)
{
  for (const char *p = strstr (text, "url("); p != NULL; p = strstr (p, "url("))
    {
      const char *end;

      p += 4;
      while (g_ascii_isspace (*p) || *p == '\'' || *p == '"')
        p++;
      if (*p != '#')
        continue;
      p++;
      end = p + strcspn (p, ")'\" \t\n\r");
      if (end > p)
        g_ptr_array_add (refs, g_strndup (p, (gsize)(end - p)));
    }
}

static void
scan_start_element (GMarkupParseContext *context, const char *element_name,
                    const char **attribute_names, const char **attribute_values,
                    gpointer user_data, GError **error)
{
  Scan *scan = user_data;
  ScanNode node = { NO_NODE, NO_NODE, scan->refs->len, 0, 0 };
  guint32 index = scan->nodes->len;

  /* Counting stops where the budget ends. */
  if (index >= MAX_ELEMENTS)
    {
      g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           "too many elements");
      return;
    }
  for (guint i = 0; attribute_names[i] != NULL; i++)
    {
      const char *name = attribute_names[i], *value = attribute_values[i];

      if (g_str_equal (name, "id") && !g_hash_table_contains (scan->ids, value))
        g_hash_table_insert (scan->ids, g_strdup (value), GUINT_TO_POINTER (index + 1));
      else if ((g_str_equal (name, "href") || g_str_has_suffix (name, ":href"))
               && value[strspn (value, " \t\n\r")] == '#')
        g_ptr_array_add (scan->refs, g_strdup (value + strspn (value, " \t\n\r") + 1));
      else if ((g_str_equal (name, "href") || g_str_has_suffix (name, ":href"))
               && g_ascii_strncasecmp (value + strspn (value, " \t\n\r"), "data:", 5)
                      == 0)
        node.image = (guint32)MIN (
            count_data_image (value + strspn (value, " \t\n\r"), scan->depth),
            (guint64)MAX_ELEMENTS + 1);
      else
        scan_urls (scan->refs, value);
    }
  node.n_refs = scan->refs->len - node.first_ref;
  if (scan->open->len > 0)
    {
      ScanNode *parent
          = &g_array_index (scan->nodes, ScanNode,
                            g_array_index (scan->open, guint32, scan->open->len - 1));

      /* Children in any order: only their sum matters. */
      node.next_sibling = parent->first_child;
      parent->first_child = index;
    }
  g_array_append_val (scan->nodes, node);
  g_array_append_val (scan->open, index);
  scan->in_style = g_str_equal (element_name, "style");
}

static void
scan_end_element (GMarkupParseContext *context, const char *element_name,
                  gpointer user_data, GError **error)
{
  Scan *scan = user_data;

  g_array_set_size (scan->open, scan->open->len - 1);
  scan->in_style = FALSE;
}

static void
scan_text (GMarkupParseContext *context, const char *text, gsize text_len,
           gpointer user_data, GError **error)
{
  Scan *scan = user_data;

  if (scan->in_style)
    {
      g_autofree char *sheet = g_strndup (text, text_len);

      scan_urls (scan->global, sheet);
    }
}

/* The element an id names, or NO_NODE. */
static guint32
scan_lookup (Scan *scan, const char *id)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (scan->ids, id)) - 1;
}

/* How many elements drawing the whole document instantiates: each element
 * counts one, with its children and what it references, worked out once
 * per element and saturated past the budget. The references an element
 * makes to itself or to what contains it are drawn by librsvg as nothing:
 * they count one. Iterative, since the markup may nest deeper than the
 * stack goes. */
static guint64
scan_count (Scan *scan)
{
  guint n = scan->nodes->len;
  g_autofree guint64 *count = g_new0 (guint64, n);
  g_autofree guint8 *state = g_new0 (guint8, n); /* 0 new, 1 open, 2 counted */
  g_autoptr (GArray) global = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint32 root = 0;

  if (n == 0)
    return 0;
  for (guint i = 0; i < scan->global->len; i++)
    {
      guint32 target = scan_lookup (scan, scan->global->pdata[i]);

      if (target != NO_NODE)
        g_array_append_val (global, target);
    }

  g_array_append_val (stack, root);
  while (stack->len > 0)
    {
      guint32 top = g_array_index (stack, guint32, stack->len - 1);
      const ScanNode *node = &g_array_index (scan->nodes, ScanNode, top);
      guint64 total = 1 + node->image;

      if (state[top] == 2)
        {
          g_array_set_size (stack, stack->len - 1);
          continue;
        }
      if (state[top] == 0)
        {
          /* First its children and everything it references. */
          state[top] = 1;
          for (guint32 c = node->first_child; c != NO_NODE;
               c = g_array_index (scan->nodes, ScanNode, c).next_sibling)
            if (state[c] == 0)
              g_array_append_val (stack, c);
          for (guint r = 0; r < node->n_refs + global->len; r++)
            {
              guint32 target
                  = r < node->n_refs
                        ? scan_lookup (scan, scan->refs->pdata[node->first_ref + r])
                        : g_array_index (global, guint32, r - node->n_refs);

              if (target != NO_NODE && state[target] == 0)
                g_array_append_val (stack, target);
            }
          continue;
        }

      for (guint32 c = node->first_child; c != NO_NODE;
           c = g_array_index (scan->nodes, ScanNode, c).next_sibling)
        total += state[c] == 2 ? count[c] : 1;
      for (guint r = 0; r < node->n_refs + global->len; r++)
        {
          guint32 target
              = r < node->n_refs
                    ? scan_lookup (scan, scan->refs->pdata[node->first_ref + r])
                    : g_array_index (global, guint32, r - node->n_refs);

          if (target != NO_NODE)
            total += state[target] == 2 ? count[target] : 1;
        }
      count[top] = MIN (total, (guint64)MAX_ELEMENTS + 1);
      state[top] = 2;
      g_array_set_size (stack, stack->len - 1);
    }
  return count[root];
}

/* Counts the elements drawing @svg would instantiate, up to a little past
 * MAX_ELEMENTS; FALSE with @error set if the markup cannot be read. */
static gboolean
count_elements (GBytes *svg, guint depth, guint64 *elements, GError **error)
{
  static const GMarkupParser parser
      = { scan_start_element, scan_end_element, scan_text, NULL, NULL };
  g_autoptr (GMarkupParseContext) context = NULL;
  gsize length;
  const char *data = g_bytes_get_data (svg, &length);
  Scan scan = {
    g_array_new (FALSE, FALSE, sizeof (ScanNode)),
    g_array_new (FALSE, FALSE, sizeof (guint32)),
    g_ptr_array_new_with_free_func (g_free),
    g_ptr_array_new_with_free_func (g_free),
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    FALSE,
    depth,
  };
  g_autoptr (GError) local_error = NULL;
  gboolean counted;

  /* GMarkup takes no byte order mark; libxml2 does. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }
  context
      = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &scan, NULL);
  /* An empty file's bytes have no address. */
  counted = g_markup_parse_context_parse (context, data != NULL ? data : "",
                                          (gssize)length, &local_error)
            && g_markup_parse_context_end_parse (context, &local_error);
  if (counted)
    *elements = scan_count (&scan);
  else if (scan.nodes->len >= MAX_ELEMENTS)
    {
      /* Stopped by the budget, not by the markup. */
      *elements = (guint64)MAX_ELEMENTS + 1;
      counted = TRUE;
    }
  else
    g_propagate_error (error, g_steal_pointer (&local_error));

  g_array_unref (scan.nodes);
  g_array_unref (scan.open);
  g_ptr_array_unref (scan.refs);
  g_ptr_array_unref (scan.global);
  g_hash_table_unref (scan.ids);
  return counted;
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

/* Parses the deck's bytes and checks it holds every image a deck of its
 * format has, of a playing card's shape; measures foreign decks' cards.
 * Called before any other thread has the deck, or with its lock held. */
gboolean
_pat_card_theme_deck_parse (Deck *deck, GError **error)
{
  g_autoptr (GInputStream) stream = NULL;
  g_autoptr (GError) local_error = NULL;
  RsvgRectangle ink, logical;
  char first_missing[16] = "";
  guint missing = 0;
  guint64 elements = 0;

  g_assert (deck->handle == NULL && deck->svg != NULL);
  g_debug ("Parsing the card deck %s", deck->name);

  if (!count_elements (deck->svg, 0, &elements, &local_error))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a valid SVG file: %s"), deck->name,
                   local_error->message);
      return FALSE;
    }
  if (elements > MAX_ELEMENTS)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is too complex for a card theme: drawing it takes more "
                      "than %u elements"),
                   deck->name, (guint)MAX_ELEMENTS);
      return FALSE;
    }
  g_debug ("The card deck %s draws %" G_GUINT64_FORMAT " elements", deck->name, elements);

  /* No base file: librsvg then loads nothing the deck names outside
   * itself (images, <use> of another file, style sheets, XInclude), only
   * data: URLs. It would open such a file on the thread that draws, and a
   * pipe in its place would block it for ever. No deck AisleRiot or KDE
   * ships needs one. */
  stream = g_memory_input_stream_new_from_bytes (deck->svg);
  deck->handle = rsvg_handle_new_from_stream_sync (stream, NULL, RSVG_HANDLE_FLAGS_NONE,
                                                   NULL, &local_error);
  if (deck->handle == NULL)
    {
      /* libxml2's messages end in a newline. */
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a valid SVG file: %s"), deck->name,
                   g_strchomp (local_error->message));
      return FALSE;
    }

  for (guint i = 0; i < N_IMAGES; i++)
    {
      char buffer[16];
      const char *id = _pat_card_theme_image_id (deck->format, i, buffer);
      g_autofree char *fragment = id != NULL ? g_strconcat ("#", id, NULL) : NULL;

      if (id != NULL && !rsvg_handle_has_sub (deck->handle, fragment) && missing++ == 0)
        g_strlcpy (first_missing, id, sizeof first_missing);
    }
  if (missing > 0)
    g_clear_object (&deck->handle);
  if (missing == 1)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: the image “%s” is missing"), deck->name,
                   first_missing);
      return FALSE;
    }
  if (missing > 1)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   ngettext ("“%s” is not a card theme: %u images are missing, the first "
                             "is “%s”",
                             "“%s” is not a card theme: %u images are missing, the first "
                             "is “%s”",
                             missing),
                   deck->name, missing, first_missing);
      return FALSE;
    }

  if (pat_deck_format_get (deck->format)->areas == PAT_DECK_AREAS_ELEMENTS)
    {
      /* render_element() scales the ink rectangle to the viewport; every
       * card has the size of the ace of clubs. */
      if (!rsvg_handle_get_geometry_for_element (deck->handle, "#card-AC", &ink, &logical,
                                                 &local_error))
        goto unusable;
    }
  else if (document_size (deck->handle, &deck->width, &deck->height))
    {
      for (guint i = 0; i <= IMAGE_BACK; i++)
        if (!_pat_card_theme_deck_measure (deck, i, &local_error))
          goto unusable;
      /* A face, not the back as in KDE: some decks draw their backs wider. */
      ink = deck->areas[0].bounds;
    }
  else
    ink.width = ink.height = 0;
  if (!_pat_card_theme_has_size (&ink))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: its cards have no size"), deck->name);
      g_clear_object (&deck->handle);
      return FALSE;
    }
  deck->aspect = ink.height / ink.width;
  /* Cards lying on their side, or a page taken for a card. */
  if (!(deck->aspect >= MIN_ASPECT && deck->aspect <= MAX_ASPECT))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: its cards are %g times as high as "
                      "wide"),
                   deck->name, deck->aspect);
      g_clear_object (&deck->handle);
      return FALSE;
    }
  /* Parsed once: the bytes are not needed again. */
  g_clear_pointer (&deck->svg, g_bytes_unref);
  return TRUE;

unusable:
  g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“%s” is not a card theme: %s"),
               deck->name, local_error->message);
  g_clear_object (&deck->handle);
  return FALSE;
}

/* Facts from the cache are trusted only as far as a parsed deck could have
 * given them. */
static gboolean
facts_are_sane (const PatDeckFacts *facts)
{
  return facts->aspect >= MIN_ASPECT && facts->aspect <= MAX_ASPECT
         && _pat_card_theme_index_is_sane (facts->index_width, facts->index_height);
}

/* Makes a theme of @svg: by the facts the cache keeps of these very bytes
 * if it has them, without parsing them until something must be drawn that
 * the cache lacks; otherwise parsed and checked now. */
static PatCardTheme *
theme_new_from_svg (GBytes *svg, const char *name, PatDeckFormat format, GError **error)
{
  g_autoptr (PatCardTheme) self = g_object_new (PAT_TYPE_CARD_THEME, NULL);
  PatDeckFacts facts;

  self->deck = _pat_card_theme_deck_new (svg, name, format);
  self->name = g_strdup (name);
  if (pat_card_cache_load_facts (self->deck->cache_key, &facts))
    {
      if (facts_are_sane (&facts))
        {
          self->aspect = facts.aspect;
          self->index_width = facts.index_width;
          self->index_height = facts.index_height;
          self->facts_on_disk = TRUE;
          return g_steal_pointer (&self);
        }
      pat_card_cache_forget_facts (self->deck->cache_key, "not a deck's");
    }

  if (!_pat_card_theme_deck_parse (self->deck, error))
    return NULL;
  self->aspect = self->deck->aspect;
  return g_steal_pointer (&self);
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
    self = theme_new_from_svg (svg, PAT_CARD_THEME_DEFAULT_NAME, PAT_DECK_FORMAT_PATIENCE,
                               &error);
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
 * data/cards/README.md). Refuses anything but a regular file (never
 * waiting on a pipe), files over 20 MB, compressed or not, files that are
 * not SVG, decks missing any image, and decks that would draw more than a
 * million elements once their references are followed. Nothing the deck
 * names outside itself is read. A deck the card cache
 * kept facts of (it was checked when they were written, and they are
 * kept by the hash of its bytes) is not parsed until it is drawn from.
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
  g_autoptr (GInputStream) file_stream = NULL;
  g_autoptr (GBytes) contents = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *file_name = NULL;
  const guint8 *data;
  gsize length;
  gboolean too_big = FALSE;
  struct stat info;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (format < PAT_N_DECK_FORMATS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (name == NULL)
    name = file_name = g_filename_display_basename (path);

  /* A regular file only, opened without blocking: a pipe in the deck's
   * place would block the open for ever, and a device has no end. The cap
   * is checked here, not by the open, to say the deck is too large. */
  fd = pat_store_open_regular (path, G_MAXSIZE, &info, &local_error);
  if (fd < 0)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("Could not read the card theme “%s”: %s"), name,
                   local_error->message);
      return NULL;
    }
  file_stream = g_unix_input_stream_new (fd, TRUE);
  /* A file known to be too big is not read at all. */
  if ((guint64)info.st_size > MAX_FILE_SIZE)
    goto too_big;
  contents = read_capped (file_stream, MAX_FILE_SIZE, &too_big, &local_error);
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

  return theme_new_from_svg (contents, name, format, error);

too_big:
  g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
               _ ("“%s” is too large for a card theme: the limit is %s"), name,
               MAX_FILE_SIZE_TEXT);
  return NULL;
}
