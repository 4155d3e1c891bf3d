/* pat-json.c — saved games: written by the engine, read defensively
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "pat-i18n.h"
#include "pat-json.h"

static void
add_piles (JsonBuilder *builder, const PatRules *rules, const PatState *state)
{
  char text[PAT_CARD_TEXT_SIZE];

  json_builder_set_member_name (builder, "piles");
  json_builder_begin_object (builder);
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);

      json_builder_set_member_name (builder, rules->piles[p].id);
      json_builder_begin_array (builder);
      for (guint i = 0; i < pat_state_len (state, p); i++)
        json_builder_add_string_value (builder, pat_card_to_string (cards[i], text));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

/* Left out where redeals are unlimited: there is nothing to count. */
static void
add_redeals_left (JsonBuilder *builder, const PatRules *rules, const PatState *state)
{
  if (rules->redeals == PAT_REDEALS_UNLIMITED)
    return;
  json_builder_set_member_name (builder, "redeals-left");
  json_builder_add_int_value (builder, state->redeals_left);
}

/**
 * pat_json_save:
 * @session: a game
 *
 * Returns: (transfer full): the game as saved-game JSON: game, options, deal,
 *   the current piles, and the history with what can be redone.
 */
char *
pat_json_save (const PatSession *session)
{
  return pat_json_save_full (session, NULL);
}

/* Every move a session keeps, with the longest pile names, leaves room for
 * the positions and the application's members: the history is cut to fit
 * only for an @extra of more than a few KB. */
G_STATIC_ASSERT ((gsize)PAT_SESSION_MAX_HISTORY *(PAT_MOVE_TEXT_SIZE + 2) + 64 * 1024
                 <= PAT_SAVE_MAX_BYTES);

static char *
write_json (const PatSession *session, JsonObject *extra, gsize *length)
{
  const PatRules *rules = pat_session_get_rules (session);
  const PatState *state = pat_session_get_state (session);
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  char text[PAT_MOVE_TEXT_SIZE];

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, PAT_SAVE_FORMAT);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, rules->variant->id);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  for (guint i = 0; i < rules->variant->n_options; i++)
    {
      const PatOptionSpec *spec = &rules->variant->options[i];

      json_builder_set_member_name (builder, spec->key);
      switch (spec->type)
        {
          case PAT_OPTION_BOOL:
            json_builder_add_boolean_value (builder, rules->options[i] != 0);
            break;
          case PAT_OPTION_INT:
            json_builder_add_int_value (builder, rules->options[i]);
            break;
          case PAT_OPTION_CHOICE:
            json_builder_add_string_value (builder, spec->choices[rules->options[i]]);
            break;
          default:
            g_assert_not_reached ();
        }
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "deal");
  json_builder_add_int_value (builder, state->deal);
  add_redeals_left (builder, rules, state);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder,
                                 pat_status_to_string (pat_state_status (state, rules)));
  add_piles (builder, rules, state);

  json_builder_set_member_name (builder, "history");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "position");
  json_builder_add_int_value (builder, pat_session_get_position (session));
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < pat_session_get_n_history (session); i++)
    json_builder_add_string_value (
        builder, pat_move_to_string (rules, pat_session_get_move (session, i), text));
  json_builder_end_array (builder);
  if (pat_session_get_n_forgotten (session) > 0)
    {
      json_builder_set_member_name (builder, "forgotten");
      json_builder_add_int_value (builder, pat_session_get_n_forgotten (session));
    }
  if (!pat_session_start_is_deal (session))
    {
      const PatState *start = pat_session_get_start (session);

      json_builder_set_member_name (builder, "start");
      json_builder_begin_object (builder);
      add_redeals_left (builder, rules, start);
      add_piles (builder, rules, start);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  if (extra != NULL)
    {
      g_autoptr (GList) members = json_object_get_members (extra);

      for (GList *l = members; l != NULL; l = l->next)
        json_object_set_member (json_node_get_object (root), l->data,
                                json_object_dup_member (extra, l->data));
    }
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, length);
}

/* The bytes move @index takes in the file: its text, quotes and comma. */
static gsize
move_cost (const PatSession *session, guint index)
{
  char text[PAT_MOVE_TEXT_SIZE];

  return strlen (pat_move_to_string (pat_session_get_rules (session),
                                     pat_session_get_move (session, index), text))
         + 3;
}

/* A copy of @session without enough of its history to save @excess bytes
 * fewer and @reserve more: the oldest moves go first, then, when the moves
 * up to the position are not enough, the last ones that could be redone.
 * Returns NULL when there is no history left to drop. */
static PatSession *
shorten (const PatSession *session, gsize excess, gsize reserve)
{
  guint position = pat_session_get_position (session);
  guint first = 0, end = pat_session_get_n_history (session);
  gsize saved = 0;
  PatSession *copy;

  if (end == 0)
    return NULL;
  while (saved < excess + reserve && first < position)
    saved += move_cost (session, first++);
  while (saved < excess + reserve && end > position)
    saved += move_cost (session, --end);
  copy = pat_session_copy (session);
  pat_session_forget (copy, first, end);
  return copy;
}

/**
 * pat_json_save_full:
 * @session: a game
 * @extra: (nullable): members to write beside the game's
 *
 * The file is never larger than %PAT_SAVE_MAX_BYTES, which pat_json_load()
 * reads: a history that would not fit is written without its oldest moves
 * (and then, if need be, without the last moves that could be redone).
 * With the histories a session keeps and an @extra of a few KB, it always
 * fits whole.
 *
 * Returns: (transfer full): the game as saved-game JSON, with @extra's members.
 */
char *
pat_json_save_full (const PatSession *session, JsonObject *extra)
{
  g_autofree char *json = NULL;
  gsize length;

  g_return_val_if_fail (session != NULL, NULL);

  json = write_json (session, extra, &length);
  /* The start written in place of the moves dropped takes some room:
   * asked for again, with more, until the file fits. */
  for (gsize reserve = 4096; length > PAT_SAVE_MAX_BYTES; reserve *= 2)
    {
      g_autoptr (PatSession) shorter
          = shorten (session, length - PAT_SAVE_MAX_BYTES, reserve);
      gsize shorter_length;
      g_autofree char *fits = NULL;

      if (shorter == NULL)
        {
          g_critical ("A saved game’s members beside the game fill %" G_GSIZE_FORMAT
                      " bytes",
                      length);
          break;
        }
      fits = write_json (shorter, extra, &shorter_length);
      if (shorter_length <= PAT_SAVE_MAX_BYTES
          || pat_session_get_n_history (shorter) == 0)
        {
          g_free (json);
          json = g_steal_pointer (&fits);
          length = shorter_length;
        }
    }
  return g_steal_pointer (&json);
}

static gboolean invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error,
                     g_error_new_valist (PAT_ERROR, PAT_ERROR_INVALID, format, args));
  va_end (args);
  return FALSE;
}

/**
 * pat_json_check:
 * @data: JSON from a file or a pipe
 * @length: its length, or -1 when nul-terminated
 * @max_bytes: the most it may hold
 * @error: where to say what is wrong
 *
 * Refuses, before json-glib parses it, text that is larger than @max_bytes,
 * nests deeper than %PAT_JSON_MAX_DEPTH (json-glib's parser recurses once a
 * level, so a file of a few hundred KB of brackets would overflow the
 * stack), or holds anything outside plain JSON between its strings: the
 * depth is counted only where strings are known to start and end, so the
 * single quotes and comments json-glib also reads are refused here.
 *
 * Returns: whether @data may be parsed.
 */
gboolean
pat_json_check (const char *data, gssize length, gsize max_bytes, GError **error)
{
  gsize size = length < 0 ? strlen (data) : (gsize)length;
  guint depth = 0;
  gboolean in_string = FALSE;

  g_return_val_if_fail (data != NULL, FALSE);

  if (size > max_bytes)
    return invalid (error, _ ("the file is larger than %u KB"),
                    (guint)(max_bytes / 1024));
  for (gsize i = 0; i < size; i++)
    {
      char c = data[i];

      if (c == '\0')
        return invalid (error, _ ("the file holds a null byte"));
      if (in_string)
        {
          if (c == '\\' && i + 1 < size)
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        {
          if (++depth > PAT_JSON_MAX_DEPTH)
            return invalid (error, _ ("the file nests more than %u levels deep"),
                            PAT_JSON_MAX_DEPTH);
        }
      else if (c == '}' || c == ']')
        depth = depth > 0 ? depth - 1 : 0;
      else if (!strchr (" \t\r\n,:-+.0123456789eEtruefalsn", c))
        return invalid (error,
                        _ ("the file holds “%c” outside a string, which is not JSON"),
                        g_ascii_isprint (c) ? c : '?');
    }
  return TRUE;
}

/* An integer member, or @fallback when absent. */
static gboolean
read_int (JsonObject *object, const char *name, gint64 min, gint64 max, gint64 fallback,
          gint64 *value, GError **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    {
      *value = fallback;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return invalid (error, _ ("“%s” must be a whole number"), name);
  *value = json_node_get_int (node);
  if (*value < min || *value > max)
    return invalid (error,
                    _ ("“%s” is %" G_GINT64_FORMAT ", not between %" G_GINT64_FORMAT
                       " and %" G_GINT64_FORMAT),
                    name, *value, min, max);
  return TRUE;
}

static gboolean
read_options (PatRules *rules, JsonObject *root, GError **error)
{
  JsonNode *node = json_object_get_member (root, "options");
  JsonObject *options;
  g_autoptr (GList) members = NULL;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, _ ("“options” must be an object"));

  options = json_node_get_object (node);
  members = json_object_get_members (options);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      JsonNode *value = json_object_get_member (options, key);
      const PatOptionSpec *spec = pat_variant_find_option (rules->variant, key, NULL);
      GType type = JSON_NODE_HOLDS_VALUE (value) ? json_node_get_value_type (value)
                                                 : G_TYPE_INVALID;

      if (spec == NULL)
        return pat_rules_set_option (rules, key, "", error);

      switch (spec->type)
        {
          case PAT_OPTION_BOOL:
            if (type != G_TYPE_BOOLEAN)
              return invalid (error, _ ("option %s must be true or false"), key);
            if (!pat_rules_set_option_int (rules, key, json_node_get_boolean (value),
                                           error))
              return FALSE;
            break;
          case PAT_OPTION_INT:
            if (type != G_TYPE_INT64)
              return invalid (error, _ ("option %s must be a whole number"), key);
            if (json_node_get_int (value) < G_MININT
                || json_node_get_int (value) > G_MAXINT
                || !pat_rules_set_option_int (rules, key, (int)json_node_get_int (value),
                                              error))
              {
                g_autofree char *text
                    = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (value));

                g_clear_error (error);
                return pat_rules_set_option (rules, key, text, error);
              }
            break;
          case PAT_OPTION_CHOICE:
            if (type != G_TYPE_STRING)
              return invalid (error, _ ("option %s must be a string"), key);
            if (!pat_rules_set_option (rules, key, json_node_get_string (value), error))
              return FALSE;
            break;
          default:
            g_assert_not_reached ();
        }
    }
  pat_rules_resolve (rules);
  return TRUE;
}

static gboolean
read_card (const PatRules *rules, guint pile, JsonArray *array, guint i, PatCard *card,
           GError **error)
{
  JsonNode *element = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_VALUE (element)
      || json_node_get_value_type (element) != G_TYPE_STRING
      || !pat_card_parse (json_node_get_string (element), card))
    return invalid (error,
                    _ ("pile %s: card %u is not a card (write e.g. 10H, QS or #AC)"),
                    rules->piles[pile].id, i + 1);
  /* The stock lies face down whether or not the file says so. */
  if (rules->piles[pile].kind == PAT_PILE_STOCK)
    *card = pat_card_face_down (*card);
  return TRUE;
}

/* Reads a "piles" object into @state; piles it does not name are empty. */
static gboolean
read_piles (const PatRules *rules, JsonObject *object, PatState *state, GError **error)
{
  JsonNode *node = json_object_get_member (object, "piles");
  JsonObject *piles;
  g_autoptr (GList) members = NULL;
  guint total = 0;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, _ ("“piles” must be an object of pile ids"));
  piles = json_node_get_object (node);

  members = json_object_get_members (piles);
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *cards = json_object_get_member (piles, l->data);
      int pile = pat_rules_find_pile (rules, l->data);
      PatCard card;

      if (pile < 0)
        {
          g_autofree char *excerpt = pat_excerpt (l->data);

          return invalid (error, _ ("%s has no pile “%s”"), _ (rules->variant->name),
                          excerpt);
        }
      if (!JSON_NODE_HOLDS_ARRAY (cards))
        return invalid (error, _ ("pile %s must be an array of cards"),
                        (const char *)l->data);
      for (guint i = 0; i < json_array_get_length (json_node_get_array (cards)); i++)
        if (!read_card (rules, (guint)pile, json_node_get_array (cards), i, &card, error))
          return FALSE;
      total += json_array_get_length (json_node_get_array (cards));
    }
  if (total != rules->n_cards)
    return invalid (error, _ ("the position holds %u cards; %s is played with %u"), total,
                    _ (rules->variant->name), rules->n_cards);

  for (guint p = 0; p < rules->n_piles; p++)
    {
      JsonNode *cards = json_object_get_member (piles, rules->piles[p].id);
      JsonArray *array = cards != NULL ? json_node_get_array (cards) : NULL;

      for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
        {
          PatCard card;

          if (!read_card (rules, p, array, i, &card, error))
            g_assert_not_reached ();
          pat_state_push (state, p, card);
        }
    }
  return TRUE;
}

static gboolean
read_position (const PatRules *rules, JsonObject *object, guint32 deal, PatState *state,
               GError **error)
{
  gint64 redeals_left;

  pat_state_init_empty (state, rules, deal);
  if (!read_int (object, "redeals-left", 0, rules->redeals, rules->redeals, &redeals_left,
                 error))
    return FALSE;
  state->redeals_left = (guint8)redeals_left;
  if (!read_piles (rules, object, state, error))
    return FALSE;
  return pat_state_validate (state, rules, error);
}

static gboolean
read_history (PatSession *session, JsonObject *history, const PatState *saved,
              GError **error)
{
  const PatRules *rules = pat_session_get_rules (session);
  JsonNode *node = json_object_get_member (history, "moves");
  JsonArray *moves;
  gint64 position, forgotten;
  guint n, dropped;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return invalid (error, _ ("the history's “moves” must be an array"));
  moves = json_node_get_array (node);
  if (!read_int (history, "position", 0, json_array_get_length (moves),
                 json_array_get_length (moves), &position, error)
      || !read_int (history, "forgotten", 0, G_MAXINT32, 0, &forgotten, error))
    return FALSE;
  pat_session_set_n_forgotten (session, (guint)forgotten);

  /* A longer history than a session keeps (written before it kept fewer)
   * forgets its oldest moves as it is played; of the moves that could be
   * redone, only as many are played as can still be undone to the
   * position. */
  n = json_array_get_length (moves);
  if (n > PAT_SESSION_MAX_HISTORY)
    n = (guint)MIN ((gint64)n, position + PAT_SESSION_MAX_HISTORY / 2);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (moves, i);
      g_autoptr (GError) local = NULL;
      PatMove move;

      if (!JSON_NODE_HOLDS_VALUE (element)
          || json_node_get_value_type (element) != G_TYPE_STRING)
        return invalid (error, _ ("history move %u is not a string"), i + 1);
      if (!pat_move_parse (rules, json_node_get_string (element), &move, &local)
          || !pat_session_play (session, &move, &local))
        {
          g_autofree char *excerpt = pat_excerpt (json_node_get_string (element));

          return invalid (error, _ ("history move %u (%s) is not allowed: %s"), i + 1,
                          excerpt, local->message);
        }
    }
  /* The position counts the moves of the file, from its start. */
  dropped = pat_session_get_n_forgotten (session) - (guint)forgotten;
  while (dropped + pat_session_get_position (session) > (guint)position
         && pat_session_undo (session))
    ;

  if (!pat_state_equal (pat_session_get_state (session), saved))
    return invalid (error, _ ("the history does not lead to the saved position"));
  return TRUE;
}

/**
 * pat_json_load:
 * @data: saved-game JSON
 * @length: its length, or -1 when nul-terminated
 * @error: where to say what is wrong
 *
 * Reads a saved game and checks everything: the game, its options, the deal
 * number, every pile and card, the exact deck, legal foundations, and that
 * the history leads to the saved position. Piles not named are empty;
 * "status" is worked out again.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set.
 */
PatSession *
pat_json_load (const char *data, gssize length, GError **error)
{
  return pat_json_load_full (data, length, NULL, error);
}

/**
 * pat_json_load_full:
 * @data: saved-game JSON
 * @length: its length, or -1 when nul-terminated
 * @root: (out) (optional) (transfer full): the whole object read, for the
 *   members the application wrote beside the game's
 * @error: where to say what is wrong
 *
 * Returns: (transfer full) (nullable): as pat_json_load().
 */
PatSession *
pat_json_load_full (const char *data, gssize length, JsonObject **root_out,
                    GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  g_autoptr (PatSession) session = NULL;
  JsonNode *root_node;
  JsonObject *root;
  const char *game;
  const PatVariant *variant;
  PatRules rules;
  PatState saved, start;
  gint64 format, deal;
  JsonNode *history_node;
  JsonObject *history = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  if (!pat_json_check (data, length, PAT_SAVE_MAX_BYTES, &local)
      || !json_parser_load_from_data (parser, data, length, &local))
    {
      invalid (error, _ ("not a saved game: %s"), local->message);
      return NULL;
    }
  root_node = json_parser_get_root (parser);
  if (root_node == NULL || !JSON_NODE_HOLDS_OBJECT (root_node))
    {
      invalid (error, _ ("not a saved game: the JSON is not an object"));
      return NULL;
    }
  root = json_node_get_object (root_node);

  if (!read_int (root, "format", PAT_SAVE_FORMAT, PAT_SAVE_FORMAT, PAT_SAVE_FORMAT,
                 &format, error))
    return NULL;

  /* Checked before it is read: json-glib complains of an object or array. */
  if (!json_object_has_member (root, "game")
      || json_node_get_value_type (json_object_get_member (root, "game"))
             != G_TYPE_STRING)
    {
      invalid (error, _ ("the saved game does not say which game it is (“game”)"));
      return NULL;
    }
  game = json_object_get_string_member (root, "game");
  variant = pat_variant_lookup (game);
  if (variant == NULL)
    {
      g_autofree char *excerpt = pat_excerpt (game);

      invalid (error, _ ("unknown game “%s”"), excerpt);
      return NULL;
    }

  pat_rules_init_default (&rules, variant);
  if (!read_options (&rules, root, error))
    return NULL;
  if (!read_int (root, "deal", PAT_DEAL_MIN, PAT_DEAL_MAX, PAT_DEAL_MIN, &deal, error))
    return NULL;
  if (!read_position (&rules, root, (guint32)deal, &saved, error))
    return NULL;

  history_node = json_object_get_member (root, "history");
  if (history_node != NULL)
    {
      if (!JSON_NODE_HOLDS_OBJECT (history_node))
        {
          invalid (error, _ ("“history” must be an object"));
          return NULL;
        }
      history = json_node_get_object (history_node);
    }

  if (history == NULL)
    {
      if (root_out != NULL)
        *root_out = json_object_ref (root);
      return pat_session_new_from_state (&rules, &saved);
    }

  if (json_object_has_member (history, "start"))
    {
      JsonNode *start_node = json_object_get_member (history, "start");

      if (!JSON_NODE_HOLDS_OBJECT (start_node))
        {
          invalid (error, _ ("the history's “start” must be an object"));
          return NULL;
        }
      if (!read_position (&rules, json_node_get_object (start_node), (guint32)deal,
                          &start, error))
        return NULL;
    }
  else
    pat_state_deal (&start, &rules, (guint32)deal);

  session = pat_session_new_from_state (&rules, &start);
  if (!read_history (session, history, &saved, error))
    return NULL;
  if (root_out != NULL)
    *root_out = json_object_ref (root);
  return g_steal_pointer (&session);
}
