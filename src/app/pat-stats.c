/* pat-stats.c — statistics: counted, saved as JSON, read defensively
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-stats"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "pat-i18n.h"
#include "pat-stats.h"

#define STATS_FORMAT 1

struct _PatStats
{
  GHashTable *records; /* key → PatRecord */
  /* The id of the last game whose win was counted: a saved won game that
   * does not say it was counted is counted on resuming unless it is this
   * one (the program was killed after writing the statistics). */
  char *last_win;
};

static void
record_free (PatRecord *record)
{
  g_free (record->key);
  g_array_unref (record->won_deals);
  g_free (record);
}

static PatRecord *
record_new (const char *key)
{
  PatRecord *record = g_new0 (PatRecord, 1);

  record->key = g_strdup (key);
  record->won_deals = g_array_new (FALSE, FALSE, sizeof (guint32));
  return record;
}

PatStats *
pat_stats_new (void)
{
  PatStats *stats = g_new0 (PatStats, 1);

  stats->records = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                          (GDestroyNotify)record_free);
  return stats;
}

void
pat_stats_free (PatStats *stats)
{
  if (stats == NULL)
    return;
  g_hash_table_unref (stats->records);
  g_free (stats->last_win);
  g_free (stats);
}

/**
 * pat_stats_key:
 * @rules: a game with its options
 *
 * Returns: (transfer full): the record's key: the game's id, and the options
 *   that differ from their defaults, so that a rule set counts apart.
 */
char *
pat_stats_key (const PatRules *rules)
{
  return pat_stats_key_full (rules, FALSE);
}

/**
 * pat_stats_key_full:
 * @rules: a game with its options
 * @winnable: whether the game was dealt from the deals proven winnable
 *
 * Returns: (transfer full): the record's key, as pat_stats_key() makes it,
 *   with %PAT_STATS_WINNABLE_SUFFIX for @winnable games: a player who is
 *   only dealt winnable deals wins more, and that must not mix with the
 *   record of the deals as they come.
 */
char *
pat_stats_key_full (const PatRules *rules, gboolean winnable)
{
  GString *key = g_string_new (rules->variant->id);
  gboolean first = TRUE;

  for (guint i = 0; i < rules->variant->n_options; i++)
    {
      g_autofree char *value = NULL;

      if (rules->options[i] == rules->variant->options[i].default_value)
        continue;
      value = pat_rules_option_value_string (rules, i);
      g_string_append_printf (key, "%c%s=%s", first ? ':' : ',',
                              rules->variant->options[i].key, value);
      first = FALSE;
    }
  if (winnable)
    g_string_append (key, PAT_STATS_WINNABLE_SUFFIX);
  return g_string_free (key, FALSE);
}

/* One option of a record's title: a choice as the player reads it
 * ("Three cards"), anything else with its name ("Piles: 19"). */
static void
append_option_title (GString *title, const PatVariant *variant, const char *setting)
{
  g_auto (GStrv) pair = g_strsplit (setting, "=", 2);
  PatRules rules;
  g_autofree char *value = NULL;

  pat_rules_init_default (&rules, variant);
  if (title->len > 0)
    g_string_append (title, ", ");
  for (guint i = 0; i < variant->n_options; i++)
    {
      const PatOptionSpec *option = &variant->options[i];

      if (pair[1] == NULL || strcmp (option->key, pair[0]) != 0
          || !pat_rules_set_option (&rules, pair[0], pair[1], NULL))
        continue;
      if (option->type == PAT_OPTION_CHOICE && option->choice_labels != NULL)
        {
          g_string_append (title, _ (option->choice_labels[rules.options[i]]));
          return;
        }
      if (option->type == PAT_OPTION_BOOL)
        value = g_strdup (rules.options[i] ? _ ("on") : _ ("off"));
      else
        value = pat_rules_option_value_string (&rules, i);
      /* TRANSLATORS: a rule option and its value in the title of a
         statistics record, e.g. "Piles: 19" */
      g_string_append_printf (title, _ ("%s: %s"), _ (option->label), value);
      return;
    }
  /* An option this version does not know, from a newer one's file. */
  g_string_append (title, setting);
}

/* The title of a key without the winnable suffix. */
static char *
rule_set_title (const char *key)
{
  g_auto (GStrv) parts = NULL;
  g_auto (GStrv) settings = NULL;
  const PatVariant *variant;
  g_autoptr (GString) options = g_string_new (NULL);

  parts = g_strsplit (key, ":", 2);
  variant = pat_variant_lookup (parts[0]);
  if (variant == NULL)
    return g_strdup (key);
  if (parts[1] == NULL || parts[1][0] == '\0')
    return g_strdup (_ (variant->name));
  settings = g_strsplit (parts[1], ",", -1);
  for (guint i = 0; settings[i] != NULL; i++)
    append_option_title (options, variant, settings[i]);
  /* TRANSLATORS: a game and the rule options it was played with, as the
     title of a statistics record, e.g. "Klondike (Three cards)" */
  return g_strdup_printf (_ ("%s (%s)"), _ (variant->name), options->str);
}

/**
 * pat_stats_key_title:
 * @key: a record's key (pat_stats_key())
 *
 * Returns: (transfer full): the record's title for people, translated:
 *   "Klondike" or "Klondike (Three cards, One pass)", and "Klondike ·
 *   winnable deals" for a key of %PAT_STATS_WINNABLE_SUFFIX.
 */
char *
pat_stats_key_title (const char *key)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (key != NULL, NULL);

  if (!g_str_has_suffix (key, PAT_STATS_WINNABLE_SUFFIX))
    return rule_set_title (key);
  {
    g_autofree char *plain
        = g_strndup (key, strlen (key) - strlen (PAT_STATS_WINNABLE_SUFFIX));

    title = rule_set_title (plain);
  }
  /* TRANSLATORS: the title of the statistics of the games dealt only from
     deals proven winnable, e.g. "Klondike (Three cards) · winnable deals" */
  return g_strdup_printf (_ ("%s · winnable deals"), title);
}

static PatRecord *
ensure_record (PatStats *stats, const PatRules *rules, gboolean winnable)
{
  g_autofree char *key = pat_stats_key_full (rules, winnable);
  PatRecord *record = g_hash_table_lookup (stats->records, key);

  if (record == NULL)
    {
      record = record_new (key);
      g_hash_table_insert (stats->records, record->key, record);
    }
  return record;
}

void
pat_stats_add_win (PatStats *stats, const PatRules *rules, guint32 deal, guint seconds,
                   guint moves)
{
  pat_stats_add_win_full (stats, rules, FALSE, deal, seconds, moves);
}

/**
 * pat_stats_add_win_full:
 * @winnable: the game was dealt from the deals proven winnable
 *
 * Counts a win under the key pat_stats_key_full() gives.
 */
void
pat_stats_add_win_full (PatStats *stats, const PatRules *rules, gboolean winnable,
                        guint32 deal, guint seconds, guint moves)
{
  PatRecord *record;

  g_return_if_fail (stats != NULL && rules != NULL);

  record = ensure_record (stats, rules, winnable);
  /* A record that has counted all a file can hold, 2^63 - 1 games, keeps
   * what it has: every other count is bounded by the games played. */
  if (record->played == PAT_STATS_MAX_COUNT)
    return;
  record->played++;
  record->won++;
  record->streak = record->winning ? record->streak + 1 : 1;
  record->winning = TRUE;
  record->best_win_streak = MAX (record->best_win_streak, record->streak);
  if (record->best_time == 0 || seconds < record->best_time)
    record->best_time = MAX (seconds, 1);
  if (record->fewest_moves == 0 || moves < record->fewest_moves)
    record->fewest_moves = moves;
  g_array_append_val (record->won_deals, deal);
}

/* A game's id is what the window makes of it: a UUID. */
static gboolean
game_id_is_valid (const char *id)
{
  return id != NULL && g_uuid_string_is_valid (id);
}

/**
 * pat_stats_set_last_win:
 * @id: (nullable): the id of the game whose win was just counted
 */
void
pat_stats_set_last_win (PatStats *stats, const char *id)
{
  g_return_if_fail (stats != NULL);
  g_return_if_fail (id == NULL || game_id_is_valid (id));

  g_free (stats->last_win);
  stats->last_win = g_strdup (id);
}

const char *
pat_stats_get_last_win (const PatStats *stats)
{
  g_return_val_if_fail (stats != NULL, NULL);

  return stats->last_win;
}

void
pat_stats_add_loss (PatStats *stats, const PatRules *rules)
{
  pat_stats_add_loss_full (stats, rules, FALSE);
}

/**
 * pat_stats_add_loss_full:
 * @winnable: the game was dealt from the deals proven winnable
 *
 * Counts a loss under the key pat_stats_key_full() gives.
 */
void
pat_stats_add_loss_full (PatStats *stats, const PatRules *rules, gboolean winnable)
{
  PatRecord *record;

  g_return_if_fail (stats != NULL && rules != NULL);

  record = ensure_record (stats, rules, winnable);
  if (record->played == PAT_STATS_MAX_COUNT)
    return;
  record->played++;
  record->streak = record->winning || record->played == 1 ? 1 : record->streak + 1;
  record->winning = FALSE;
  record->worst_loss_streak = MAX (record->worst_loss_streak, record->streak);
}

void
pat_stats_reset (PatStats *stats)
{
  g_return_if_fail (stats != NULL);

  /* The last win's id stays: that game was counted, reset or not. */
  g_hash_table_remove_all (stats->records);
}

const PatRecord *
pat_stats_lookup (const PatStats *stats, const char *key)
{
  g_return_val_if_fail (stats != NULL && key != NULL, NULL);

  return g_hash_table_lookup (stats->records, key);
}

static int
compare_records (gconstpointer a, gconstpointer b)
{
  const PatRecord *x = *(PatRecord *const *)a, *y = *(PatRecord *const *)b;

  return strcmp (x->key, y->key);
}

/**
 * pat_stats_list:
 *
 * Returns: (transfer container) (element-type PatRecord): every record, by key.
 */
GPtrArray *
pat_stats_list (const PatStats *stats)
{
  GPtrArray *list = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (stats != NULL, NULL);

  g_hash_table_iter_init (&iter, stats->records);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (list, value);
  g_ptr_array_sort (list, compare_records);
  return list;
}

/* The statistics as JSON, with at most the last @kept deals won of each
 * record. */
static char *
write_json (const PatStats *stats, GPtrArray *list, guint kept, gsize *length)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, STATS_FORMAT);
  if (stats->last_win != NULL)
    {
      json_builder_set_member_name (builder, "last-win");
      json_builder_add_string_value (builder, stats->last_win);
    }
  json_builder_set_member_name (builder, "games");
  json_builder_begin_object (builder);
  for (guint i = 0; i < list->len; i++)
    {
      const PatRecord *r = g_ptr_array_index (list, i);
      guint n = r->won_deals->len;

      json_builder_set_member_name (builder, r->key);
      json_builder_begin_object (builder);
#define INT_MEMBER(name, value)                                                          \
  json_builder_set_member_name (builder, name);                                          \
  json_builder_add_int_value (builder, (gint64)(value))
      INT_MEMBER ("played", r->played);
      INT_MEMBER ("won", r->won);
      INT_MEMBER ("streak", r->winning ? (gint64)r->streak : -(gint64)r->streak);
      INT_MEMBER ("best-win-streak", r->best_win_streak);
      INT_MEMBER ("worst-loss-streak", r->worst_loss_streak);
      INT_MEMBER ("best-time", r->best_time);
      INT_MEMBER ("fewest-moves", r->fewest_moves);
#undef INT_MEMBER
      json_builder_set_member_name (builder, "won-deals");
      json_builder_begin_array (builder);
      for (guint d = n > kept ? n - kept : 0; d < n; d++)
        json_builder_add_int_value (builder, g_array_index (r->won_deals, guint32, d));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, length);
}

/* The fewest bytes a deal won takes in the file: its digits and a comma. */
static gsize
deal_cost (guint32 deal)
{
  gsize digits = 1;

  for (; deal >= 10; deal /= 10)
    digits++;
  return digits + 1;
}

/* What leaving out all but the last @kept deals of each record saves, at
 * least. */
static gsize
saving (GPtrArray *list, guint kept)
{
  gsize saved = 0;

  for (guint i = 0; i < list->len; i++)
    {
      const PatRecord *r = g_ptr_array_index (list, i);

      for (guint d = 0; d + kept < r->won_deals->len; d++)
        saved += deal_cost (g_array_index (r->won_deals, guint32, d));
    }
  return saved;
}

/**
 * pat_stats_save:
 * @stats: the statistics
 * @error: where to say why they cannot be written
 *
 * Every count is written exactly. The file stays under
 * %PAT_STATS_MAX_BYTES, which pat_stats_load() reads: when every deal won
 * would not fit, the oldest deals of the longest lists are left out, with
 * room for many more wins before it happens again.
 *
 * Returns: (transfer full) (nullable): the statistics as JSON, or %NULL with
 *   @error set when even the records without their deals would not fit.
 */
char *
pat_stats_save (const PatStats *stats, GError **error)
{
  g_autoptr (GPtrArray) list = NULL;
  g_autofree char *json = NULL;
  gsize length, excess;
  guint low = 0, high = 0;

  g_return_val_if_fail (stats != NULL, NULL);

  list = pat_stats_list (stats);
  json = write_json (stats, list, G_MAXUINT, &length);
  if (length <= PAT_STATS_MAX_BYTES)
    return g_steal_pointer (&json);

  /* The most deals a record may keep for the file to shrink by what it
   * is over, and by an eighth of the cap besides, so that the lists are
   * not cut again at every win. */
  excess = length - PAT_STATS_MAX_BYTES + PAT_STATS_MAX_BYTES / 8;
  for (guint i = 0; i < list->len; i++)
    high = MAX (high, ((PatRecord *)g_ptr_array_index (list, i))->won_deals->len);
  while (low < high)
    {
      guint kept = low + (high - low + 1) / 2;

      if (saving (list, kept) >= excess)
        low = kept;
      else
        high = kept - 1;
    }
  g_clear_pointer (&json, g_free);
  json = write_json (stats, list, low, &length);
  if (length > PAT_STATS_MAX_BYTES)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("there are too many statistics to write"));
      return NULL;
    }
  g_debug ("Statistics written with the last %u deals won of each record", low);
  return g_steal_pointer (&json);
}

static gboolean
read_count (JsonObject *object, const char *name, gint64 min, gint64 max, gint64 *value,
            GError **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“%s” must be a whole number"),
                   name);
      return FALSE;
    }
  *value = json_node_get_int (node);
  if (*value < min || *value > max)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“%s” is out of range"), name);
      return FALSE;
    }
  return TRUE;
}

static PatRecord *
read_record (const char *key, JsonNode *node, GError **error)
{
  g_autoptr (GError) local = NULL;
  JsonObject *object;
  PatRecord *record;
  JsonNode *deals;
  gint64 played, won, streak, best, worst, time, moves;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("record “%s” is not an object"), key);
      return NULL;
    }
  object = json_node_get_object (node);
  if (!read_count (object, "played", 0, G_MAXINT64, &played, &local)
      || !read_count (object, "won", 0, played, &won, &local)
      || !read_count (object, "streak", -played, played, &streak, &local)
      || !read_count (object, "best-win-streak", 0, won, &best, &local)
      || !read_count (object, "worst-loss-streak", 0, played - won, &worst, &local)
      || !read_count (object, "best-time", 0, G_MAXUINT32, &time, &local)
      || !read_count (object, "fewest-moves", 0, G_MAXUINT32, &moves, &local))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("record “%s”: %s"), key,
                   local->message);
      return NULL;
    }
  /* The last deals won, or all of them: pat_stats_save() leaves the
   * oldest out of a file that would grow too large. */
  deals = json_object_get_member (object, "won-deals");
  if (deals == NULL || !JSON_NODE_HOLDS_ARRAY (deals)
      || json_array_get_length (json_node_get_array (deals)) > (guint64)won)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("record “%s”: “won-deals” must list the deals won"), key);
      return NULL;
    }

  record = record_new (key);
  record->played = (guint64)played;
  record->won = (guint64)won;
  record->winning = streak > 0;
  record->streak = (guint64)ABS (streak);
  record->best_win_streak = (guint64)best;
  record->worst_loss_streak = (guint64)worst;
  record->best_time = (guint)time;
  record->fewest_moves = (guint)moves;
  for (guint i = 0; i < json_array_get_length (json_node_get_array (deals)); i++)
    {
      JsonNode *element = json_array_get_element (json_node_get_array (deals), i);
      gint64 deal;

      if (!JSON_NODE_HOLDS_VALUE (element)
          || json_node_get_value_type (element) != G_TYPE_INT64
          || (deal = json_node_get_int (element)) < PAT_DEAL_MIN || deal > PAT_DEAL_MAX)
        {
          record_free (record);
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       _ ("record “%s”: won deal %u is not a deal number"), key, i + 1);
          return NULL;
        }
      {
        guint32 number = (guint32)deal;

        g_array_append_val (record->won_deals, number);
      }
    }
  return record;
}

/* A key names a known game, and options of it with allowed values. */
static gboolean
check_key (const char *key, GError **error)
{
  /* The games dealt from winnable deals count under the same rule set's
   * key with a suffix. */
  g_autofree char *plain
      = g_str_has_suffix (key, PAT_STATS_WINNABLE_SUFFIX)
            ? g_strndup (key, strlen (key) - strlen (PAT_STATS_WINNABLE_SUFFIX))
            : g_strdup (key);
  g_auto (GStrv) parts = g_strsplit (plain, ":", 2);
  /* An empty key splits into no strings at all. */
  const PatVariant *variant = parts[0] != NULL ? pat_variant_lookup (parts[0]) : NULL;
  PatRules rules;

  if (variant == NULL)
    {
      g_autofree char *quoted = pat_excerpt (parts[0] != NULL ? parts[0] : "");

      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("unknown game “%s”"), quoted);
      return FALSE;
    }
  pat_rules_init_default (&rules, variant);
  if (parts[1] != NULL)
    {
      g_auto (GStrv) options = g_strsplit (parts[1], ",", -1);

      for (guint i = 0; options[i] != NULL; i++)
        {
          g_auto (GStrv) pair = g_strsplit (options[i], "=", 2);

          /* An empty option splits into no strings at all. */
          if (pair[0] == NULL || pair[1] == NULL
              || !pat_rules_set_option (&rules, pair[0], pair[1], error))
            {
              if (error != NULL && *error == NULL)
                g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                             _ ("“%s” is not an option"), options[i]);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/**
 * pat_stats_load:
 * @data: statistics JSON
 * @length: its length, or -1
 * @error: where to say what is wrong
 *
 * Returns: (transfer full) (nullable): the statistics, or %NULL with @error
 *   set when anything in them is damaged.
 */
PatStats *
pat_stats_load (const char *data, gssize length, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  g_autoptr (PatStats) stats = pat_stats_new ();
  JsonNode *root, *last_win;
  JsonObject *object, *games;
  gint64 format;
  g_autoptr (GList) members = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  if (!pat_json_check (data, length, PAT_STATS_MAX_BYTES, &local)
      || !json_parser_load_from_data (parser, data, length, &local))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("not statistics: %s"),
                   local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("not statistics: not an object"));
      return NULL;
    }
  object = json_node_get_object (root);
  if (!read_count (object, "format", STATS_FORMAT, STATS_FORMAT, &format, error))
    return NULL;
  if (!json_object_has_member (object, "games")
      || !JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "games")))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“games” must be an object"));
      return NULL;
    }
  /* Bookkeeping only: a damaged one costs at most one win counted twice,
   * never the file. */
  last_win = json_object_get_member (object, "last-win");
  if (last_win != NULL && JSON_NODE_HOLDS_VALUE (last_win)
      && json_node_get_value_type (last_win) == G_TYPE_STRING
      && game_id_is_valid (json_node_get_string (last_win)))
    stats->last_win = json_node_dup_string (last_win);
  games = json_object_get_object_member (object, "games");
  members = json_object_get_members (games);
  for (GList *l = members; l != NULL; l = l->next)
    {
      PatRecord *record;

      if (!check_key (l->data, error))
        return NULL;
      record = read_record (l->data, json_object_get_member (games, l->data), error);
      if (record == NULL)
        return NULL;
      g_hash_table_replace (stats->records, record->key, record);
    }
  return g_steal_pointer (&stats);
}
