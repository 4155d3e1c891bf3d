/* test-settings.c — the settings schema agrees with the engine; bad values
 * written behind the program's back fall back to the defaults
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

#include "pat-settings.h"
#include "test-util.h"

static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchema *schema = g_settings_schema_source_lookup (
      g_settings_schema_source_get_default (), SCHEMA_ID, TRUE);

  g_assert_nonnull (schema);
  return schema;
}

/* The nicks of an enum key, in order. */
static GStrv
enum_nicks (GSettingsSchemaKey *key)
{
  g_autoptr (GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr (GVariant) values = NULL;
  const char *kind;

  g_variant_get (range, "(&sv)", &kind, &values);
  g_assert_cmpstr (kind, ==, "enum");
  return g_variant_dup_strv (values, NULL);
}

static void
test_games_agree (void)
{
  g_autoptr (GSettingsSchema) schema = lookup_schema ();
  g_autoptr (GSettingsSchemaKey) key = g_settings_schema_get_key (schema, "game");
  g_auto (GStrv) nicks = enum_nicks (key);
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  g_assert_cmpuint (g_strv_length (nicks), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (nicks[i], ==, variants[i]->id);
}

static void
test_options_agree (void)
{
  g_autoptr (GSettingsSchema) schema = lookup_schema ();
  guint n, checked = 0;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint v = 0; v < n; v++)
    for (guint i = 0; i < variants[v]->n_options; i++)
      {
        const PatOptionSpec *option = &variants[v]->options[i];
        g_autofree char *name = pat_settings_option_key (variants[v], option);
        g_autoptr (GSettingsSchemaKey) key = NULL;
        g_autoptr (GVariant) def = NULL;

        g_test_message ("%s", name);
        g_assert_true (g_settings_schema_has_key (schema, name));
        key = g_settings_schema_get_key (schema, name);
        def = g_settings_schema_key_get_default_value (key);
        switch (option->type)
          {
            case PAT_OPTION_BOOL:
              g_assert_true (g_variant_is_of_type (def, G_VARIANT_TYPE_BOOLEAN));
              g_assert_cmpint (g_variant_get_boolean (def), ==, option->default_value);
              break;
            case PAT_OPTION_INT:
              {
                g_autoptr (GVariant) range = g_settings_schema_key_get_range (key);
                g_autoptr (GVariant) limits = NULL;
                const char *kind;
                int min, max;

                g_assert_true (g_variant_is_of_type (def, G_VARIANT_TYPE_INT32));
                g_assert_cmpint (g_variant_get_int32 (def), ==, option->default_value);
                g_variant_get (range, "(&sv)", &kind, &limits);
                g_assert_cmpstr (kind, ==, "range");
                g_variant_get (limits, "(ii)", &min, &max);
                g_assert_cmpint (min, ==, option->min);
                g_assert_cmpint (max, ==, option->max);
              }
              break;
            case PAT_OPTION_CHOICE:
              {
                g_auto (GStrv) nicks = enum_nicks (key);

                g_assert_true (
                    g_strv_equal ((const char *const *)nicks, option->choices));
                g_assert_cmpstr (g_variant_get_string (def, NULL), ==,
                                 option->choices[option->default_value]);
              }
              break;
            default:
              g_assert_not_reached ();
          }
        checked++;
      }
  g_assert_cmpuint (checked, ==, 25);
}

/* Rules read from the settings are the engine's, with the options set. */
static void
test_rules_from_settings (void)
{
  g_autoptr (GSettings) settings = pat_settings_new (NULL);
  PatRules rules;

  g_assert_nonnull (settings);
  g_settings_set_int (settings, "intelligence-piles", 19);
  g_settings_set_boolean (settings, "intelligence-foundation-takeback", FALSE);
  g_settings_set_enum (settings, "intrigue-deal-mode", 1);
  pat_settings_get_rules (settings, pat_variant_lookup ("intelligence"), &rules);
  g_assert_cmpuint (pat_rules_count_piles (&rules, PAT_PILE_TABLEAU), ==, 19);
  g_assert_cmpint (pat_rules_get_option (&rules, "foundation-takeback", -1), ==, 0);
  pat_settings_get_rules (settings, pat_variant_lookup ("intrigue"), &rules);
  g_assert_cmpint (rules.deal, ==, PAT_DEAL_TO_LAST_TABLEAU);
  g_settings_reset (settings, "intelligence-piles");
  g_settings_reset (settings, "intelligence-foundation-takeback");
  g_settings_reset (settings, "intrigue-deal-mode");
}

/* Settings kept in @contents, as the keyfile backend (Flatpak's) reads
 * them from its file at @path. */
static GSettings *
keyfile_settings (const char *path, const char *contents)
{
  g_autoptr (GSettingsBackend) backend = NULL;
  g_autoptr (GSettingsSchema) schema = lookup_schema ();

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  backend = g_keyfile_settings_backend_new (path, "/", NULL);
  return g_settings_new_full (schema, backend, NULL);
}

/* Values written straight into the settings store, as dconf or an editor
 * could: an unknown game and options out of range read as the defaults,
 * the good values as they are, and the program goes on. */
static void
test_bad_values (void)
{
  g_autofree char *dir = g_dir_make_tmp ("patience-settings-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);
  g_autoptr (GSettings) settings = NULL;
  PatRules rules;

  settings = keyfile_settings (path, "[io/github/patience/Patience]\n"
                                     "game='no-such-game'\n"
                                     "intelligence-redeals=7\n"
                                     "indian-face-down='two'\n"
                                     "click-to-move=false\n");

  g_assert_cmpstr (pat_settings_get_variant (settings)->id, ==, "intelligence");
  pat_settings_get_rules (settings, pat_variant_lookup ("intelligence"), &rules);
  g_assert_cmpint (pat_rules_get_option (&rules, "redeals", -1), ==, 2);
  pat_settings_get_rules (settings, pat_variant_lookup ("indian"), &rules);
  g_assert_cmpint (pat_rules_get_option (&rules, "face-down", -1), ==, 1);
  g_assert_null (g_settings_get_user_value (settings, "game"));
  g_assert_false (g_settings_get_boolean (settings, "click-to-move"));

  /* The player's next choice replaces a bad value. */
  g_settings_set_int (settings, "intelligence-redeals", 1);
  pat_settings_get_rules (settings, pat_variant_lookup ("intelligence"), &rules);
  g_assert_cmpint (pat_rules_get_option (&rules, "redeals", -1), ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

/* A keyfile value that is no GVariant text at all, as a hand edit can
 * leave it, or a value of another type: read as the default, without a
 * warning or a critical (both fatal here). */
static void
test_unparsable_value (void)
{
  g_autofree char *dir = g_dir_make_tmp ("patience-settings-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);
  g_autoptr (GSettings) settings = NULL;

  settings = keyfile_settings (path, "[io/github/patience/Patience]\n"
                                     "click-to-move=[[[\n"
                                     "intelligence-redeals=7\n"
                                     "animations=3\n"
                                     "intelligence-piles=19\n");
  g_assert_true (g_settings_get_boolean (settings, "click-to-move"));
  g_assert_true (g_settings_get_boolean (settings, "animations"));
  g_assert_cmpint (g_settings_get_int (settings, "intelligence-redeals"), ==, 2);
  g_assert_cmpint (g_settings_get_int (settings, "intelligence-piles"), ==, 19);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/settings/games-agree", test_games_agree);
  g_test_add_func ("/settings/options-agree", test_options_agree);
  g_test_add_func ("/settings/rules-from-settings", test_rules_from_settings);
  g_test_add_func ("/settings/bad-values", test_bad_values);
  g_test_add_func ("/settings/unparsable-value", test_unparsable_value);

  return g_test_run ();
}
