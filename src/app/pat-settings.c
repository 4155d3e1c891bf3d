/* pat-settings.c — the game's settings, read defensively
 *
 * A value written behind the program's back (with dconf, say, or in
 * Flatpak's keyfile) that the schema does not allow, an unknown game or an
 * option out of range, is never seen: GSettings reads the key's default
 * in its place, and the next change the player makes replaces it.
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-settings"

#include "config.h"

#include <glib/gi18n.h>

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
