/* pat-settings.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-settings"

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include <glib/gi18n.h>
#include <string.h>

#include "pat-settings.h"

/**
 * pat_settings_new:
 * @error: where to say the schema is missing
 *
 * Returns: (transfer full) (nullable): the settings, or %NULL when the
 *   program's settings schema is not installed where GLib looks.
 */
GSettings *
pat_settings_new (GError **error)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE);
  if (schema == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _ ("The settings schema %s is not installed. Install Patience, or run "
                      "it from its build tree with “build-aux/patience-dev run”."),
                   SCHEMA_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

/* The player's file of the keyfile backend (the one Flatpak uses), read
 * as text, with the backend's root path and group; NULL for any other
 * backend, or when there is no file yet. */
typedef struct
{
  GKeyFile *file;
  char *root_path;
  char *root_group;
} Keyfile;

static void
keyfile_free (Keyfile *keyfile)
{
  g_key_file_free (keyfile->file);
  g_free (keyfile->root_path);
  g_free (keyfile->root_group);
  g_free (keyfile);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Keyfile, keyfile_free)

static Keyfile *
keyfile_open (GSettingsBackend *backend)
{
  g_autoptr (Keyfile) keyfile = NULL;
  g_autofree char *filename = NULL;

  if (g_strcmp0 (G_OBJECT_TYPE_NAME (backend), "GKeyfileSettingsBackend") != 0)
    return NULL;
  keyfile = g_new0 (Keyfile, 1);
  keyfile->file = g_key_file_new ();
  g_object_get (backend, "filename", &filename, "root-path", &keyfile->root_path,
                "root-group", &keyfile->root_group, NULL);
  if (filename == NULL || keyfile->root_path == NULL
      || !g_key_file_load_from_file (keyfile->file, filename, G_KEY_FILE_NONE, NULL))
    return NULL;
  return g_steal_pointer (&keyfile);
}

/* The text the keyfile holds for @key_path, where the backend looks for
 * it: the path under the root path, its last part the key and the rest
 * the group (the root group for a key right under the root path). */
static char *
keyfile_text (const Keyfile *keyfile, const char *key_path)
{
  const char *rest, *slash;
  g_autofree char *group = NULL;

  if (keyfile == NULL || !g_str_has_prefix (key_path, keyfile->root_path))
    return NULL;
  rest = key_path + strlen (keyfile->root_path);
  slash = strrchr (rest, '/');
  group = slash != NULL ? g_strndup (rest, (gsize)(slash - rest))
                        : g_strdup (keyfile->root_group);
  if (group == NULL)
    return NULL;
  return g_key_file_get_value (keyfile->file, group, slash != NULL ? slash + 1 : rest,
                               NULL);
}

/**
 * pat_settings_repair:
 * @settings: the settings
 *
 * Values written behind the program's back (with dconf, say, or in the
 * keyfile) that the schema does not allow — an unknown game, an option out
 * of range, text that is no value at all — are reset to their defaults,
 * each with a warning. GSettings already reads the default for them; this
 * says so, and cleans up.
 *
 * Returns: how many keys were reset.
 */
guint
pat_settings_repair (GSettings *settings)
{
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettingsBackend) backend = NULL;
  g_autoptr (Keyfile) keyfile = NULL;
  g_autofree char *path = NULL;
  g_auto (GStrv) keys = NULL;
  guint repaired = 0;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);

  /* GSettings hides a stored value of the wrong type or range (it reads
   * the default instead), so the store itself is asked what it holds.
   * dconf and the memory backend give what they hold whatever the type
   * asked for; the keyfile backend parses its text as that type and gives
   * nothing where it cannot, so there the text itself tells a damaged
   * value from none. */
  g_object_get (settings, "settings-schema", &schema, "backend", &backend, "path", &path,
                NULL);
  keyfile = keyfile_open (backend);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr (GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      const GVariantType *type = g_settings_schema_key_get_value_type (key);
      g_autofree char *key_path = g_strconcat (path, keys[i], NULL);
      g_autoptr (GVariant) value
          = G_SETTINGS_BACKEND_GET_CLASS (backend)->read (backend, key_path, type, FALSE);

      if (value == NULL)
        {
          g_autofree char *text = keyfile_text (keyfile, key_path);

          if (text == NULL)
            continue;
          /* A value of another type, or no value at all. */
          value = g_variant_parse (NULL, text, NULL, NULL, NULL);
          if (value == NULL)
            {
              g_warning ("Setting %s holds “%s”, which cannot be read; using the default",
                         keys[i], text);
              g_settings_reset (settings, keys[i]);
              repaired++;
              continue;
            }
        }
      if (!g_variant_is_of_type (value, type)
          || !g_settings_schema_key_range_check (key, value))
        {
          g_autofree char *text = g_variant_print (value, FALSE);

          g_warning (
              "Setting %s has the value %s, which is not allowed; using the default",
              keys[i], text);
          g_settings_reset (settings, keys[i]);
          repaired++;
        }
    }
  return repaired;
}

const PatVariant *
pat_settings_get_variant (GSettings *settings)
{
  g_autofree char *id = NULL;
  const PatVariant *variant;
  guint n;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  id = g_settings_get_string (settings, "game");
  variant = pat_variant_lookup (id);
  return variant != NULL ? variant : pat_variants_list (&n)[0];
}

void
pat_settings_set_variant (GSettings *settings, const PatVariant *variant)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (variant != NULL);

  g_settings_set_string (settings, "game", variant->id);
}

/**
 * pat_settings_get_winnable:
 * @settings: (nullable): the application's settings
 *
 * Returns: whether new games of @variant are dealt only from deals proven
 *   winnable (`winnable-deals`); never without settings.
 */
gboolean
pat_settings_get_winnable (GSettings *settings, const PatVariant *variant)
{
  g_auto (GStrv) games = NULL;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (variant != NULL, FALSE);

  if (settings == NULL)
    return FALSE;
  games = g_settings_get_strv (settings, "winnable-deals");
  return g_strv_contains ((const char *const *)games, variant->id);
}

/**
 * pat_settings_set_winnable:
 *
 * Adds @variant to `winnable-deals` or takes it out, leaving the other
 * games as they are.
 */
void
pat_settings_set_winnable (GSettings *settings, const PatVariant *variant,
                           gboolean winnable)
{
  g_auto (GStrv) games = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) changed = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (variant != NULL);

  if (pat_settings_get_winnable (settings, variant) == winnable)
    return;
  games = g_settings_get_strv (settings, "winnable-deals");
  for (guint i = 0; games[i] != NULL; i++)
    if (g_strcmp0 (games[i], variant->id) != 0)
      g_strv_builder_add (builder, games[i]);
  if (winnable)
    g_strv_builder_add (builder, variant->id);
  changed = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "winnable-deals", (const char *const *)changed);
}

/**
 * pat_settings_option_key:
 *
 * Returns: (transfer full): the settings key of a game's rule option,
 *   "GAME-OPTION" ("intelligence-redeals").
 */
char *
pat_settings_option_key (const PatVariant *variant, const PatOptionSpec *option)
{
  return g_strdup_printf ("%s-%s", variant->id, option->key);
}

/**
 * pat_settings_get_rules:
 * @settings: the settings
 * @variant: a game
 * @rules: (out caller-allocates): its rules with the options the player chose
 *
 * An option the settings cannot give (a schema older than the program) keeps
 * its default.
 */
void
pat_settings_get_rules (GSettings *settings, const PatVariant *variant, PatRules *rules)
{
  g_autoptr (GSettingsSchema) schema = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (variant != NULL && rules != NULL);

  pat_rules_init_default (rules, variant);
  g_object_get (settings, "settings-schema", &schema, NULL);
  for (guint i = 0; i < variant->n_options; i++)
    {
      const PatOptionSpec *option = &variant->options[i];
      g_autofree char *key = pat_settings_option_key (variant, option);
      g_autoptr (GError) error = NULL;
      int value;

      if (!g_settings_schema_has_key (schema, key))
        {
          g_warning ("No setting %s: the game uses its default", key);
          continue;
        }
      switch (option->type)
        {
          case PAT_OPTION_BOOL:
            value = g_settings_get_boolean (settings, key);
            break;
          case PAT_OPTION_INT:
            value = g_settings_get_int (settings, key);
            break;
          case PAT_OPTION_CHOICE:
            {
              /* An enum key or a string key with choices: the nick names the
               * choice either way. */
              g_autofree char *nick = g_settings_get_string (settings, key);

              value = (int)g_strv_length ((char **)option->choices);
              for (int c = 0; option->choices[c] != NULL; c++)
                if (g_strcmp0 (option->choices[c], nick) == 0)
                  value = c;
            }
            break;
          default:
            g_assert_not_reached ();
        }
      if (!pat_rules_set_option_int (rules, option->key, value, &error))
        g_warning ("Setting %s: %s", key, error->message);
    }
  pat_rules_resolve (rules);
}
