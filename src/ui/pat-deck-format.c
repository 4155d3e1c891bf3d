/* pat-deck-format.c — what differs between the formats of card decks
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The built-in deck, AisleRiot's and KDE's differ in where they are
 * installed, how they are named, how their images are named and where
 * the cards lie in the SVG. Each format is one entry of formats[]: the
 * list of decks and the theme read them from here, and nothing else
 * tells the formats apart.
 */
#define G_LOG_DOMAIN "pat-deck-format"

#include "config.h"

#include <string.h>

#include "pat-deck-format.h"
#include "pat-store.h"

/* AisleRiot: $XDG_DATA_DIRS/aisleriot/cards/NAME.svgz, or .svg. */
#define AISLERIOT_FOLDER "aisleriot/cards"

/* KDE: $XDG_DATA_DIRS/carddecks/svg-NAME/index.desktop, a key file whose
 * group "KDE Backdeck" names the deck (Name, translated) and its SVG file in
 * the same directory (SVG). */
#define KDE_FOLDER "carddecks"
#define KDE_DIR_PREFIX "svg-"
#define KDE_INDEX "index.desktop"
#define KDE_GROUP "KDE Backdeck"
#define KDE_NAME_KEY "Name"
#define KDE_SVG_KEY "SVG"

/* An index.desktop is a few kilobytes, even with every translation. */
#define MAX_INDEX_SIZE (1024 * 1024)

/* AisleRiot's and KDE's names for the suits and ranks, in PatSuit order and
 * from the ace. */
static const char *const foreign_suits[] = { "club", "diamond", "heart", "spade" };
static const char *const foreign_ranks[]
    = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king" };
G_STATIC_ASSERT (G_N_ELEMENTS (foreign_suits) == PAT_N_SUITS);
G_STATIC_ASSERT (G_N_ELEMENTS (foreign_ranks) == PAT_N_RANKS);

/* A name that can be an id's last part: one UTF-8 path component. */
static gboolean
is_plain_name (const char *name)
{
  return name[0] != '\0' && name[0] != '.' && strchr (name, G_DIR_SEPARATOR) == NULL
         && strchr (name, '/') == NULL && g_utf8_validate (name, -1, NULL);
}

/* "guyenne-classic.svgz" → "Guyenne Classic", "l-&-h.svg" → "L & H". */
static char *
readable_name (const char *file_name)
{
  g_autofree char *base = g_strdup (file_name);
  GString *name = g_string_new (NULL);
  gboolean word_start = TRUE;

  if (g_str_has_suffix (base, ".svgz"))
    base[strlen (base) - 5] = '\0';
  else if (g_str_has_suffix (base, ".svg"))
    base[strlen (base) - 4] = '\0';

  for (const char *p = base; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '_' || c == '-' || g_unichar_isspace (c))
        {
          word_start = TRUE;
          continue;
        }
      if (word_start && name->len > 0)
        g_string_append_c (name, ' ');
      g_string_append_unichar (name, word_start ? g_unichar_totitle (c) : c);
      word_start = FALSE;
    }
  if (name->len == 0)
    g_string_append (name, file_name);
  return g_string_free (name, FALSE);
}

static void
patience_card_id (PatCard card, char buffer[16])
{
  char text[PAT_CARD_TEXT_SIZE];

  g_snprintf (buffer, 16, "card-%s", pat_card_to_string (card, text));
}

static void
aisleriot_card_id (PatCard card, char buffer[16])
{
  g_snprintf (buffer, 16, "%s_%s", foreign_suits[pat_card_suit (card)],
              foreign_ranks[pat_card_rank (card) - 1]);
}

static void
kde_card_id (PatCard card, char buffer[16])
{
  g_snprintf (buffer, 16, "%s_%s", foreign_ranks[pat_card_rank (card) - 1],
              foreign_suits[pat_card_suit (card)]);
}

/* An AisleRiot deck is one SVG or SVGZ file. */
static gboolean
aisleriot_find (const char *folder, const char *entry, char **name, char **svg)
{
  g_autofree char *path = NULL;

  if (!is_plain_name (entry)
      || !(g_str_has_suffix (entry, ".svgz") || g_str_has_suffix (entry, ".svg")))
    return FALSE;
  path = g_build_filename (folder, entry, NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  *name = readable_name (entry);
  *svg = g_steal_pointer (&path);
  return TRUE;
}

/* A KDE deck is a folder whose index.desktop names it and its SVG. */
static gboolean
kde_find (const char *folder, const char *entry, char **name, char **svg)
{
  g_autofree char *dir = NULL;
  g_autofree char *index = NULL;
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;
  g_autofree char *file = NULL;
  g_autoptr (GKeyFile) key_file = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;

  if (!is_plain_name (entry) || !g_str_has_prefix (entry, KDE_DIR_PREFIX))
    return FALSE;
  dir = g_build_filename (folder, entry, NULL);
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return FALSE;

  /* Read as a regular file only, and never past the cap: a pipe would
   * block the open, and a device such as /dev/zero never ends. */
  index = g_build_filename (dir, KDE_INDEX, NULL);
  text = pat_store_read_file (index, MAX_INDEX_SIZE, &length, &error);
  if (text == NULL)
    {
      g_debug ("Skipping the card deck %s: %s", dir, error->message);
      return FALSE;
    }
  key_file = g_key_file_new ();
  if (!g_key_file_load_from_data (key_file, text, length, G_KEY_FILE_NONE, &error))
    {
      g_debug ("Skipping the card deck %s: %s", dir, error->message);
      return FALSE;
    }
  title = g_key_file_get_locale_string (key_file, KDE_GROUP, KDE_NAME_KEY, NULL, NULL);
  file = g_key_file_get_string (key_file, KDE_GROUP, KDE_SVG_KEY, NULL);
  if (title == NULL || title[0] == '\0' || file == NULL || !is_plain_name (file))
    {
      g_debug ("Skipping the card deck %s: its %s has no [%s] with %s= and a file %s=",
               dir, KDE_INDEX, KDE_GROUP, KDE_NAME_KEY, KDE_SVG_KEY);
      return FALSE;
    }
  *name = g_steal_pointer (&title);
  *svg = g_build_filename (dir, file, NULL);
  return TRUE;
}

static const PatDeckFormatClass formats[] = {
  {
      .format = PAT_DECK_FORMAT_PATIENCE,
      .areas = PAT_DECK_AREAS_ELEMENTS,
      .has_slots = TRUE,
      .card_id = patience_card_id,
      .back_id = "card-back",
  },
  {
      .format = PAT_DECK_FORMAT_AISLERIOT,
      .id_prefix = "aisleriot:",
      .folder = AISLERIOT_FOLDER,
      .areas = PAT_DECK_AREAS_GRID,
      .card_id = aisleriot_card_id,
      .back_id = "back",
      .find = aisleriot_find,
  },
  {
      .format = PAT_DECK_FORMAT_KDE,
      .id_prefix = "kde:",
      .folder = KDE_FOLDER,
      .areas = PAT_DECK_AREAS_BOUNDS,
      .card_id = kde_card_id,
      .back_id = "back",
      .find = kde_find,
  },
};
G_STATIC_ASSERT (G_N_ELEMENTS (formats) == PAT_N_DECK_FORMATS);

/**
 * pat_deck_format_get:
 * @format: a deck format
 *
 * Returns: (transfer none): what the format is
 */
const PatDeckFormatClass *
pat_deck_format_get (PatDeckFormat format)
{
  g_return_val_if_fail (format < PAT_N_DECK_FORMATS, &formats[0]);

  g_assert (formats[format].format == format);
  return &formats[format];
}

/**
 * pat_deck_format_for_id:
 * @deck_id: an installed deck's id, such as "kde:svg-oxygen"
 * @entry: (out): where the file or folder name in it starts
 *
 * Returns: (transfer none) (nullable): the format of a deck with that id,
 *   or %NULL if no installed deck could have it
 */
const PatDeckFormatClass *
pat_deck_format_for_id (const char *deck_id, const char **entry)
{
  g_return_val_if_fail (deck_id != NULL && entry != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i].id_prefix != NULL && g_str_has_prefix (deck_id, formats[i].id_prefix))
      {
        *entry = deck_id + strlen (formats[i].id_prefix);
        return &formats[i];
      }
  return NULL;
}

/**
 * pat_deck_format_card_id:
 * @format: a deck format
 * @card: a card
 * @buffer: where to write the id
 *
 * The built-in deck's ids are "card-10H", "card-QS"; AisleRiot's are
 * "heart_10", "spade_queen" with the ace as "club_1"; KDE's are "10_heart",
 * "queen_spade", "1_club". A face-down card is "card-back" or "back".
 *
 * Returns: the element id of @card's image in a deck of @format; @buffer
 */
const char *
pat_deck_format_card_id (PatDeckFormat format, PatCard card, char buffer[16])
{
  const PatDeckFormatClass *klass;

  g_return_val_if_fail (format < PAT_N_DECK_FORMATS, NULL);
  g_return_val_if_fail (pat_card_is_valid (card), NULL);
  g_return_val_if_fail (buffer != NULL, NULL);

  klass = pat_deck_format_get (format);
  if (pat_card_is_face_down (card))
    g_strlcpy (buffer, klass->back_id, 16);
  else
    klass->card_id (card, buffer);
  return buffer;
}

/**
 * pat_deck_format_has_slots:
 * @format: a deck format
 *
 * Returns: whether decks of @format hold images of empty slots; those that
 *   don't get slots drawn for them
 */
gboolean
pat_deck_format_has_slots (PatDeckFormat format)
{
  return pat_deck_format_get (format)->has_slots;
}
