/* pat-card-decks.c — the card decks installed on the machine
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-card-decks"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pat-card-decks.h"
#include "pat-variant.h"

/* Ids are the format's prefix and the file or directory's name, so that a
 * deck keeps its id whichever data directory it is installed in. */

struct _PatCardDeck
{
  GObject parent_instance;

  char *id;
  char *name;
  PatDeckFormat format;
  char *path; /* the SVG file; NULL for the built-in deck */
};

G_DEFINE_FINAL_TYPE (PatCardDeck, pat_card_deck, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_PATH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What checking a deck's file found, trusted while the file keeps its size
 * and time: listing again does not parse every deck again. */
typedef struct
{
  goffset size;
  guint64 modified; /* microseconds */
  gboolean usable;
} Checked;

/* Tells the tasks of pat_card_decks_list_async() from others: ISO C has no
 * function pointer as a data pointer. */
static int list_tag;

static GMutex checked_lock;
static GHashTable *checked; /* "FORMAT:PATH" → Checked */

static PatCardDeck *
card_deck_new (const char *id, const char *name, PatDeckFormat format, const char *path)
{
  PatCardDeck *self = g_object_new (PAT_TYPE_CARD_DECK, NULL);

  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->format = format;
  self->path = g_strdup (path);
  return self;
}

/* The user's data directory, then the system's, in the order XDG gives
 * them precedence, each once. The strings belong to GLib. */
static GPtrArray *
data_dirs (void)
{
  GPtrArray *dirs = g_ptr_array_new ();
  const char *const *system = g_get_system_data_dirs ();

  g_ptr_array_add (dirs, (gpointer)g_get_user_data_dir ());
  for (guint i = 0; system[i] != NULL; i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < dirs->len && !seen; j++)
        seen = g_str_equal (dirs->pdata[j], system[i]);
      if (!seen)
        g_ptr_array_add (dirs, (gpointer)system[i]);
    }
  return dirs;
}

/* The deck @entry of @klass's folder in @data_dir, if it is one: not
 * checked yet. */
static PatCardDeck *
find_deck (const PatDeckFormatClass *klass, const char *data_dir, const char *entry)
{
  g_autofree char *folder = g_build_filename (data_dir, klass->folder, NULL);
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *svg = NULL;

  if (!klass->find (folder, entry, &name, &svg))
    return NULL;
  id = g_strconcat (klass->id_prefix, entry, NULL);
  return card_deck_new (id, name, klass->format, svg);
}

/* Whether the deck loads: every image there, valid SVG, small enough. */
static gboolean
card_deck_check (PatCardDeck *self)
{
  g_autoptr (GFile) file = g_file_new_for_path (self->path);
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (PatCardTheme) theme = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *key = g_strdup_printf ("%d:%s", self->format, self->path);
  Checked stamp = { 0, 0, FALSE };

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_SIZE
                            "," G_FILE_ATTRIBUTE_TIME_MODIFIED
                            "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL)
    {
      g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&checked_lock);
      Checked *known = checked != NULL ? g_hash_table_lookup (checked, key) : NULL;

      stamp.size = g_file_info_get_size (info);
      stamp.modified
          = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
                * G_USEC_PER_SEC
            + g_file_info_get_attribute_uint32 (info,
                                                G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      if (known != NULL && known->size == stamp.size && known->modified == stamp.modified)
        {
          if (!known->usable)
            g_debug ("Skipping the card deck %s: it was refused before", self->path);
          return known->usable;
        }
    }

  /* Parsed and checked, not rendered. */
  theme = pat_card_deck_load (self, &error);
  if (theme == NULL)
    g_debug ("Skipping the card deck %s: %s", self->path, error->message);
  stamp.usable = theme != NULL;

  if (info != NULL)
    {
      g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&checked_lock);

      if (checked == NULL)
        checked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_hash_table_replace (checked, g_steal_pointer (&key),
                            g_memdup2 (&stamp, sizeof stamp));
    }
  return stamp.usable;
}

/* Adds to @found every usable deck of @format in @data_dir whose id is not
 * in @seen: a deck in a directory of higher precedence hides its namesakes,
 * unless it is broken. */
static void
scan_dir (const PatDeckFormatClass *klass, const char *data_dir, GHashTable *seen,
          GPtrArray *found)
{
  g_autofree char *path = g_build_filename (data_dir, klass->folder, NULL);
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr (PatCardDeck) deck = find_deck (klass, data_dir, name);

      if (deck == NULL || g_hash_table_contains (seen, deck->id)
          || !card_deck_check (deck))
        continue;
      g_hash_table_add (seen, deck->id);
      g_ptr_array_add (found, g_steal_pointer (&deck));
    }
}

static int
compare_decks (gconstpointer a, gconstpointer b)
{
  PatCardDeck *deck_a = *(PatCardDeck *const *)a;
  PatCardDeck *deck_b = *(PatCardDeck *const *)b;
  int order = g_utf8_collate (deck_a->name, deck_b->name);

  return order != 0 ? order : strcmp (deck_a->id, deck_b->id);
}

static void
list_thread (GTask *task, gpointer source_object, gpointer task_data,
             GCancellable *cancellable)
{
  g_task_return_pointer (task, pat_card_decks_list (), g_object_unref);
}

static void
pat_card_deck_get_property (GObject *object, guint prop_id, GValue *value,
                            GParamSpec *pspec)
{
  PatCardDeck *self = PAT_CARD_DECK (object);

  switch (prop_id)
    {
      case PROP_ID:
        g_value_set_string (value, self->id);
        break;
      case PROP_NAME:
        g_value_set_string (value, self->name);
        break;
      case PROP_PATH:
        g_value_set_string (value, self->path);
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pat_card_deck_finalize (GObject *object)
{
  PatCardDeck *self = PAT_CARD_DECK (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->path);

  G_OBJECT_CLASS (pat_card_deck_parent_class)->finalize (object);
}

static void
pat_card_deck_class_init (PatCardDeckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = pat_card_deck_get_property;
  object_class->finalize = pat_card_deck_finalize;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pat_card_deck_init (PatCardDeck *self)
{
}

/**
 * pat_card_deck_get_id:
 *
 * Returns: what names the deck in settings: "builtin",
 *   "aisleriot:FILE.svgz" or "kde:svg-DIR"
 */
const char *
pat_card_deck_get_id (PatCardDeck *self)
{
  g_return_val_if_fail (PAT_IS_CARD_DECK (self), NULL);

  return self->id;
}

/**
 * pat_card_deck_get_name:
 *
 * Returns: the name to show: "Patience" for the built-in deck, KDE's Name
 *   in the user's language, or AisleRiot's file name made readable
 */
const char *
pat_card_deck_get_name (PatCardDeck *self)
{
  g_return_val_if_fail (PAT_IS_CARD_DECK (self), NULL);

  return self->name;
}

/**
 * pat_card_deck_get_format:
 *
 * Returns: how the deck names its images
 */
PatDeckFormat
pat_card_deck_get_format (PatCardDeck *self)
{
  g_return_val_if_fail (PAT_IS_CARD_DECK (self), PAT_DECK_FORMAT_PATIENCE);

  return self->format;
}

/**
 * pat_card_deck_get_path:
 *
 * Returns: (nullable): the deck's SVG or SVGZ file, %NULL for the built-in
 *   deck
 */
const char *
pat_card_deck_get_path (PatCardDeck *self)
{
  g_return_val_if_fail (PAT_IS_CARD_DECK (self), NULL);

  return self->path;
}

/**
 * pat_card_deck_load:
 * @error: where to say why the deck cannot be used
 *
 * Parses the deck again: it may have changed since it was listed.
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL with @error set
 */
PatCardTheme *
pat_card_deck_load (PatCardDeck *self, GError **error)
{
  g_return_val_if_fail (PAT_IS_CARD_DECK (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->path == NULL)
    return pat_card_theme_new_default ();
  return pat_card_theme_new_from_file_with_format (self->path, self->format, self->name,
                                                   error);
}

/**
 * pat_card_decks_list:
 *
 * Finds the AisleRiot and KDE decks in the user's and the system's data
 * directories ($XDG_DATA_HOME, $XDG_DATA_DIRS) and checks each one as
 * loading it would, without rendering: a deck missing an image, over 20 MB
 * or not valid SVG is left out, with a debug message. Checks are
 * remembered while a file does not change, but the first listing parses
 * every deck: call it on a thread, or use pat_card_decks_list_async().
 *
 * Returns: (transfer full): a list of #PatCardDeck, the built-in deck first
 *   and the others by name
 */
GListModel *
pat_card_decks_list (void)
{
  GListStore *store = g_list_store_new (PAT_TYPE_CARD_DECK);
  g_autoptr (PatCardDeck) builtin = NULL;
  g_autoptr (GPtrArray) dirs = data_dirs ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_object_unref);

  for (PatDeckFormat f = 0; f < PAT_N_DECK_FORMATS; f++)
    for (guint i = 0; i < dirs->len && pat_deck_format_get (f)->find != NULL; i++)
      scan_dir (pat_deck_format_get (f), dirs->pdata[i], seen, found);
  g_ptr_array_sort (found, compare_decks);

  builtin = card_deck_new (PAT_CARD_DECK_BUILTIN, PAT_CARD_THEME_DEFAULT_NAME,
                           PAT_DECK_FORMAT_PATIENCE, NULL);
  g_list_store_append (store, builtin);
  g_list_store_splice (store, 1, 0, found->pdata, found->len);
  return G_LIST_MODEL (store);
}

/**
 * pat_card_decks_list_async:
 * @cancellable: (nullable): makes pat_card_decks_list_finish() fail with
 *   %G_IO_ERROR_CANCELLED; the listing itself runs to its end
 * @callback: called on the thread-default main context when done
 * @user_data: for @callback
 *
 * Runs pat_card_decks_list() on a worker thread.
 */
void
pat_card_decks_list_async (GCancellable *cancellable, GAsyncReadyCallback callback,
                           gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, &list_tag);
  g_task_set_name (task, "[patience] list card decks");
  g_task_run_in_thread (task, list_thread);
}

/**
 * pat_card_decks_list_finish:
 *
 * Returns: (transfer full) (nullable): as pat_card_decks_list(), or %NULL
 *   with @error set if cancelled
 */
GListModel *
pat_card_decks_list_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == &list_tag, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * pat_card_theme_new_for_deck:
 * @id: a deck's id, as pat_card_deck_get_id() gives it
 * @error: where to say why there is no such deck, or why it is refused
 *
 * Loads the deck with this id from the data directory of highest
 * precedence that has a usable one, as pat_card_decks_list() would offer
 * it. Safe on any thread.
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL with @error set
 */
PatCardTheme *
pat_card_theme_new_for_deck (const char *id, GError **error)
{
  g_autoptr (GPtrArray) dirs = NULL;
  g_autoptr (GError) first_error = NULL;
  const PatDeckFormatClass *klass;
  const char *name;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_str_equal (id, PAT_CARD_DECK_BUILTIN))
    return pat_card_theme_new_default ();
  klass = pat_deck_format_for_id (id, &name);
  if (klass == NULL)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("Unknown card deck “%s”"), id);
      return NULL;
    }

  dirs = data_dirs ();
  for (guint i = 0; i < dirs->len; i++)
    {
      g_autoptr (PatCardDeck) deck = find_deck (klass, dirs->pdata[i], name);
      PatCardTheme *theme;

      if (deck == NULL)
        continue;
      theme = pat_card_deck_load (deck, first_error == NULL ? &first_error : NULL);
      if (theme != NULL)
        return theme;
    }

  if (first_error != NULL)
    g_propagate_error (error, g_steal_pointer (&first_error));
  else
    g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                 _ ("The card deck “%s” is not installed"), id);
  return NULL;
}
