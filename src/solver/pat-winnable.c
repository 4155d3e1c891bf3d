/* pat-winnable.c — deals proven winnable, with the winning line that proves
 * each, kept in a file that is checked by replaying it
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-winnable"

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "pat-json.h"
#include "pat-solver.h"
#include "pat-winnable.h"

#define CACHE_FORMAT 1

/* The proving searches run one after another in the background: a table
 * of 16 MB is room enough for the budgets they get, and keeps the memory
 * they hold small beside the window's own searches. */
#define PROVE_TABLE_ENTRIES (1u << 21)

typedef struct
{
  guint32 deal;
  GArray *line; /* PatMove */
} Entry;

struct _PatWinnableCache
{
  PatRules rules;
  char *key;
  GArray *entries; /* Entry, oldest first */
};

/**
 * pat_winnable_replay:
 * @rules: the game
 * @deal: the deal number
 * @line: (element-type PatMove): moves from the deal
 * @error: where to say why the line proves nothing
 *
 * Plays @line from deal @deal, every move checked by the rules.
 *
 * Returns: whether it is legal throughout and ends with the game won.
 */
gboolean
pat_winnable_replay (const PatRules *rules, guint32 deal, const GArray *line,
                     GError **error)
{
  PatState state;

  g_return_val_if_fail (rules != NULL && line != NULL, FALSE);

  if (deal < PAT_DEAL_MIN || deal > PAT_DEAL_MAX)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "%u is not a deal number", deal);
      return FALSE;
    }
  pat_state_deal (&state, rules, deal);
  for (guint i = 0; i < line->len; i++)
    {
      g_autoptr (GError) refused = NULL;

      if (!pat_move_try (rules, &state, &g_array_index (line, PatMove, i), &refused))
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       "deal %u, move %u of its line: %s", deal, i + 1, refused->message);
          return FALSE;
        }
    }
  if (pat_state_status (&state, rules) != PAT_STATUS_WON)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   "deal %u: its line does not win it", deal);
      return FALSE;
    }
  return TRUE;
}

/**
 * pat_winnable_prove:
 * @rules: the game
 * @deal: the deal number
 * @nodes: the budget, in positions
 * @cancellable: (nullable): cancels the search from another thread
 *
 * Looks for a winning line of deal @deal within @nodes positions. The
 * answer depends only on the rules, the deal and the budget.
 *
 * Returns: (transfer full) (nullable) (element-type PatMove): the winning
 *   line, replayed and checked; %NULL when the deal is lost, the budget ran
 *   out or the search was cancelled.
 */
GArray *
pat_winnable_prove (const PatRules *rules, guint32 deal, guint64 nodes,
                    GCancellable *cancellable)
{
  PatSolverLimits limits;
  PatState state;
  GArray *line = NULL;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (deal >= PAT_DEAL_MIN && deal <= PAT_DEAL_MAX, NULL);

  pat_solver_limits_init_for_nodes (&limits, nodes);
  limits.table_entries = MIN (limits.table_entries, PROVE_TABLE_ENTRIES);
  pat_state_deal (&state, rules, deal);
  if (pat_solver_solve (rules, &state, &limits, cancellable, &line, NULL)
          != PAT_SOLVER_WINNABLE
      || line == NULL)
    {
      g_clear_pointer (&line, g_array_unref);
      return NULL;
    }
  /* Only a line that replays is a proof; a solver bug must not show as a
   * deal called winnable that is not. */
  if (!pat_winnable_replay (rules, deal, line, &error))
    {
      g_warning ("The solver's line does not win: %s", error->message);
      g_clear_pointer (&line, g_array_unref);
    }
  return line;
}

static void
entry_clear (gpointer data)
{
  Entry *entry = data;

  g_clear_pointer (&entry->line, g_array_unref);
}

/**
 * pat_winnable_cache_new:
 * @rules: the rule set the deals are for
 * @key: what names the rule set in the file (the statistics key)
 *
 * Returns: (transfer full): an empty cache.
 */
PatWinnableCache *
pat_winnable_cache_new (const PatRules *rules, const char *key)
{
  PatWinnableCache *cache;

  g_return_val_if_fail (rules != NULL && key != NULL, NULL);

  cache = g_new0 (PatWinnableCache, 1);
  cache->rules = *rules;
  cache->key = g_strdup (key);
  cache->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_array_set_clear_func (cache->entries, entry_clear);
  return cache;
}

void
pat_winnable_cache_free (PatWinnableCache *cache)
{
  if (cache == NULL)
    return;
  g_free (cache->key);
  g_array_unref (cache->entries);
  g_free (cache);
}

const char *
pat_winnable_cache_get_key (const PatWinnableCache *cache)
{
  g_return_val_if_fail (cache != NULL, NULL);

  return cache->key;
}

const PatRules *
pat_winnable_cache_get_rules (const PatWinnableCache *cache)
{
  g_return_val_if_fail (cache != NULL, NULL);

  return &cache->rules;
}

guint
pat_winnable_cache_get_n_deals (const PatWinnableCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);

  return cache->entries->len;
}

guint32
pat_winnable_cache_get_deal (const PatWinnableCache *cache, guint index)
{
  g_return_val_if_fail (cache != NULL && index < cache->entries->len, 0);

  return g_array_index (cache->entries, Entry, index).deal;
}

/**
 * pat_winnable_cache_get_line:
 *
 * Returns: (transfer none) (element-type PatMove): the line that wins the
 *   deal at @index.
 */
const GArray *
pat_winnable_cache_get_line (const PatWinnableCache *cache, guint index)
{
  g_return_val_if_fail (cache != NULL && index < cache->entries->len, NULL);

  return g_array_index (cache->entries, Entry, index).line;
}

gboolean
pat_winnable_cache_contains (const PatWinnableCache *cache, guint32 deal)
{
  g_return_val_if_fail (cache != NULL, FALSE);

  for (guint i = 0; i < cache->entries->len; i++)
    if (g_array_index (cache->entries, Entry, i).deal == deal)
      return TRUE;
  return FALSE;
}

/**
 * pat_winnable_cache_add:
 * @deal: a deal proven winnable
 * @line: (transfer full) (element-type PatMove): the line that wins it
 *
 * Adds the deal at the end, unless it is there already or the cache is
 * full (%PAT_WINNABLE_MAX_DEALS).
 */
void
pat_winnable_cache_add (PatWinnableCache *cache, guint32 deal, GArray *line)
{
  Entry entry = { deal, line };

  g_return_if_fail (cache != NULL && line != NULL);

  if (pat_winnable_cache_contains (cache, deal)
      || cache->entries->len >= PAT_WINNABLE_MAX_DEALS)
    {
      g_array_unref (line);
      return;
    }
  g_array_append_val (cache->entries, entry);
}

/**
 * pat_winnable_cache_take:
 * @deal: (out): the oldest deal
 *
 * Takes the oldest deal out of the cache.
 *
 * Returns: whether there was one.
 */
gboolean
pat_winnable_cache_take (PatWinnableCache *cache, guint32 *deal)
{
  g_return_val_if_fail (cache != NULL && deal != NULL, FALSE);

  if (cache->entries->len == 0)
    return FALSE;
  *deal = g_array_index (cache->entries, Entry, 0).deal;
  g_array_remove_index (cache->entries, 0);
  return TRUE;
}

/**
 * pat_winnable_cache_remove:
 * @deal: a deal number
 *
 * Takes @deal out of the cache, the others keeping their order.
 *
 * Returns: whether it was there.
 */
gboolean
pat_winnable_cache_remove (PatWinnableCache *cache, guint32 deal)
{
  g_return_val_if_fail (cache != NULL, FALSE);

  for (guint i = 0; i < cache->entries->len; i++)
    if (g_array_index (cache->entries, Entry, i).deal == deal)
      {
        g_array_remove_index (cache->entries, i);
        return TRUE;
      }
  return FALSE;
}

/**
 * pat_winnable_cache_save:
 *
 * Returns: (transfer full): the cache as JSON: its key and, for each deal,
 *   its number and its winning line in move notation.
 */
char *
pat_winnable_cache_save (const PatWinnableCache *cache)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  g_return_val_if_fail (cache != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, CACHE_FORMAT);
  json_builder_set_member_name (builder, "key");
  json_builder_add_string_value (builder, cache->key);
  json_builder_set_member_name (builder, "deals");
  json_builder_begin_array (builder);
  for (guint i = 0; i < cache->entries->len; i++)
    {
      const Entry *entry = &g_array_index (cache->entries, Entry, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "deal");
      json_builder_add_int_value (builder, entry->deal);
      json_builder_set_member_name (builder, "line");
      json_builder_begin_array (builder);
      for (guint m = 0; m < entry->line->len; m++)
        {
          char text[PAT_MOVE_TEXT_SIZE];

          json_builder_add_string_value (
              builder,
              pat_move_to_string (&cache->rules, &g_array_index (entry->line, PatMove, m),
                                  text));
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

/* One deal of a cache file: a deal number and a line that wins it. */
static GArray *
read_entry (const PatRules *rules, JsonNode *node, guint index, guint32 *deal,
            GError **error)
{
  g_autoptr (GArray) line = g_array_new (FALSE, FALSE, sizeof (PatMove));
  JsonObject *object;
  JsonNode *number, *moves;
  JsonArray *array;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "deal %u is not an object",
                   index + 1);
      return NULL;
    }
  object = json_node_get_object (node);
  number = json_object_get_member (object, "deal");
  moves = json_object_get_member (object, "line");
  if (number == NULL || !JSON_NODE_HOLDS_VALUE (number)
      || json_node_get_value_type (number) != G_TYPE_INT64
      || (value = json_node_get_int (number)) < PAT_DEAL_MIN || value > PAT_DEAL_MAX)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "deal %u has no deal number",
                   index + 1);
      return NULL;
    }
  *deal = (guint32)value;
  if (moves == NULL || !JSON_NODE_HOLDS_ARRAY (moves)
      || json_array_get_length (json_node_get_array (moves)) > PAT_WINNABLE_MAX_LINE)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "deal %u has no line", *deal);
      return NULL;
    }
  array = json_node_get_array (moves);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      PatMove move;

      if (!JSON_NODE_HOLDS_VALUE (element)
          || json_node_get_value_type (element) != G_TYPE_STRING
          || !pat_move_parse (rules, json_node_get_string (element), &move, NULL))
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       "deal %u, move %u of its line is not a move", *deal, i + 1);
          return NULL;
        }
      g_array_append_val (line, move);
    }
  if (!pat_winnable_replay (rules, *deal, line, error))
    return NULL;
  return g_steal_pointer (&line);
}

/**
 * pat_winnable_cache_load:
 * @rules: the rule set the deals must be for
 * @key: the key the file must name
 * @data: the file's contents
 * @length: their length, or -1
 * @error: where to say what is wrong
 *
 * Reads a cache file, trusting nothing in it: every deal's line is
 * replayed under @rules and must win it.
 *
 * Returns: (transfer full) (nullable): the cache, or %NULL with @error set
 *   when anything in the file is damaged.
 */
PatWinnableCache *
pat_winnable_cache_load (const PatRules *rules, const char *key, const char *data,
                         gssize length, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (PatWinnableCache) cache = NULL;
  g_autoptr (GError) local = NULL;
  JsonObject *object;
  JsonNode *root, *format, *named, *deals;
  JsonArray *array;

  g_return_val_if_fail (rules != NULL && key != NULL && data != NULL, NULL);

  if (!pat_json_check (data, length, PAT_WINNABLE_MAX_BYTES, &local)
      || !json_parser_load_from_data (parser, data, length, &local))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "not JSON: %s", local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "not an object");
      return NULL;
    }
  object = json_node_get_object (root);
  format = json_object_get_member (object, "format");
  named = json_object_get_member (object, "key");
  deals = json_object_get_member (object, "deals");
  if (format == NULL || !JSON_NODE_HOLDS_VALUE (format)
      || json_node_get_value_type (format) != G_TYPE_INT64
      || json_node_get_int (format) != CACHE_FORMAT)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "not format %d", CACHE_FORMAT);
      return NULL;
    }
  if (named == NULL || !JSON_NODE_HOLDS_VALUE (named)
      || json_node_get_value_type (named) != G_TYPE_STRING
      || strcmp (json_node_get_string (named), key) != 0)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "not the deals of %s", key);
      return NULL;
    }
  if (deals == NULL || !JSON_NODE_HOLDS_ARRAY (deals)
      || json_array_get_length (json_node_get_array (deals)) > PAT_WINNABLE_MAX_DEALS)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, "“deals” must be a short list");
      return NULL;
    }
  cache = pat_winnable_cache_new (rules, key);
  array = json_node_get_array (deals);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      guint32 deal = 0;
      GArray *line
          = read_entry (rules, json_array_get_element (array, i), i, &deal, error);

      if (line == NULL)
        return NULL;
      pat_winnable_cache_add (cache, deal, line);
    }
  return g_steal_pointer (&cache);
}
