/* test-util.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test-util.h"

static char *
fill_rest (const char *json)
{
  g_autofree char *text = g_strdelimit (g_strdup (json), "'", '"');
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *root, *piles;
  const PatVariant *variant;
  PatRules rules;
  const char *rest;
  JsonArray *rest_array, *filled;
  guint counts[64] = { 0 };
  g_autoptr (GList) members = NULL;

  /* Text that is not a JSON object goes to the engine as it is. */
  if (!json_parser_load_from_data (parser, text, -1, &error)
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return g_steal_pointer (&text);
  root = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_has_member (root, "rest"))
    return g_steal_pointer (&text);

  variant = pat_variant_lookup (
      json_object_get_string_member_with_default (root, "game", ""));
  g_assert_nonnull (variant);
  pat_rules_init_default (&rules, variant);
  /* The options choose the deck (Spider's suits); bad ones are left for
   * the engine to refuse. */
  if (json_object_has_member (root, "options")
      && JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "options")))
    {
      JsonObject *options = json_object_get_object_member (root, "options");
      g_autoptr (GList) keys = json_object_get_members (options);

      for (GList *k = keys; k != NULL; k = k->next)
        {
          JsonNode *value = json_object_get_member (options, k->data);

          if (!JSON_NODE_HOLDS_VALUE (value))
            continue;
          if (json_node_get_value_type (value) == G_TYPE_STRING)
            pat_rules_set_option (&rules, k->data, json_node_get_string (value), NULL);
          else if (json_node_get_value_type (value) == G_TYPE_BOOLEAN)
            pat_rules_set_option_int (&rules, k->data, json_node_get_boolean (value),
                                      NULL);
          else if (json_node_get_value_type (value) == G_TYPE_INT64)
            pat_rules_set_option_int (&rules, k->data, (int)json_node_get_int (value),
                                      NULL);
        }
      pat_rules_resolve (&rules);
    }
  if (!json_object_has_member (root, "piles")
      || !JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "piles")))
    return g_steal_pointer (&text);
  piles = json_object_get_object_member (root, "piles");
  rest = json_object_get_string_member (root, "rest");

  members = json_object_get_members (piles);
  for (GList *m = members; m != NULL; m = m->next)
    {
      JsonNode *node = json_object_get_member (piles, m->data);
      JsonArray *cards;

      /* Malformed piles are left for the engine to refuse. */
      if (!JSON_NODE_HOLDS_ARRAY (node))
        continue;
      cards = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (cards); i++)
        {
          JsonNode *element = json_array_get_element (cards, i);
          PatCard card;

          if (JSON_NODE_HOLDS_VALUE (element)
              && json_node_get_value_type (element) == G_TYPE_STRING
              && pat_card_parse (json_node_get_string (element), &card))
            counts[pat_card_face_up (card)]++;
        }
    }

  filled = json_array_new ();
  for (guint suit = 0; suit < PAT_N_SUITS; suit++)
    for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
      {
        PatCard card = pat_card_new (rank, (PatSuit)suit);
        char buffer[PAT_CARD_TEXT_SIZE];

        for (guint n = counts[card]; n < pat_rules_copies (&rules, card); n++)
          json_array_add_string_element (filled, pat_card_to_string (card, buffer));
      }
  if (json_object_has_member (piles, rest))
    {
      rest_array = json_object_get_array_member (piles, rest);
      for (guint i = 0; i < json_array_get_length (rest_array); i++)
        json_array_add_element (filled,
                                json_node_copy (json_array_get_element (rest_array, i)));
    }
  json_object_set_array_member (piles, rest, filled);
  json_object_remove_member (root, "rest");

  json_generator_set_root (generator, json_parser_get_root (parser));
  return json_generator_to_data (generator, NULL);
}

PatSession *
pt_try_position (const char *json, GError **error)
{
  g_autofree char *text = fill_rest (json);

  return pat_json_load (text, -1, error);
}

PatSession *
pt_position (const char *json)
{
  g_autoptr (GError) error = NULL;
  PatSession *session = pt_try_position (json, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

PatSession *
pt_spades_left (const char *game, const char *options, guint spades_home,
                const char *piles)
{
  static const char *const ranks[]
      = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  g_autoptr (GString) json = g_string_new (NULL);

  g_string_append_printf (json, "{'game':'%s',", game);
  if (options != NULL)
    g_string_append_printf (json, "'options':%s,", options);
  g_string_append_printf (json,
                          "'piles':{%s,"
                          "'foundation-0':['AC','2C','3C','4C','5C','6C','7C','8C','9C','"
                          "10C','JC','QC','KC'],"
                          "'foundation-1':['AD','2D','3D','4D','5D','6D','7D','8D','9D','"
                          "10D','JD','QD','KD'],"
                          "'foundation-2':['AH','2H','3H','4H','5H','6H','7H','8H','9H','"
                          "10H','JH','QH','KH'],"
                          "'foundation-3':[",
                          piles);
  for (guint r = 0; r < spades_home && r < G_N_ELEMENTS (ranks); r++)
    g_string_append_printf (json, "%s'%sS'", r > 0 ? "," : "", ranks[r]);
  g_string_append (json, "]}}");
  return pt_position (json->str);
}

PatSession *
pt_one_card_left (const char *game)
{
  return pt_spades_left (game, NULL, 12, "'tableau-4':['KS']");
}

PatSession *
pt_deal (const char *game, guint32 deal, const char *key, const char *value)
{
  const PatVariant *variant = pat_variant_lookup (game);
  PatRules rules;

  g_assert_nonnull (variant);
  pat_rules_init_default (&rules, variant);
  if (key != NULL)
    {
      g_autoptr (GError) error = NULL;

      pat_rules_set_option (&rules, key, value, &error);
      g_assert_no_error (error);
      pat_rules_resolve (&rules);
    }
  return pat_session_new (&rules, deal);
}

const PatCard *
pt_pile_cards (PatSession *session, const char *pile, guint *len)
{
  const PatState *state = pat_session_get_state (session);
  int p = pat_rules_find_pile (pat_session_get_rules (session), pile);

  if (p < 0)
    g_error ("no pile %s", pile);
  *len = pat_state_len (state, (guint)p);
  return pat_state_pile (state, (guint)p);
}

guint
pt_pile_len (PatSession *session, const char *pile)
{
  guint len;

  pt_pile_cards (session, pile, &len);
  return len;
}

char *
pt_pile (PatSession *session, const char *pile)
{
  const PatRules *rules = pat_session_get_rules (session);
  const PatState *state = pat_session_get_state (session);
  int p = pat_rules_find_pile (rules, pile);
  GString *text = g_string_new (NULL);

  g_assert_cmpint (p, >=, 0);
  for (guint i = 0; i < pat_state_len (state, (guint)p); i++)
    {
      char buffer[PAT_CARD_TEXT_SIZE];

      g_string_append_printf (
          text, "%s%s", i > 0 ? " " : "",
          pat_card_to_string (pat_state_pile (state, (guint)p)[i], buffer));
    }
  return g_string_free (text, FALSE);
}

static gboolean
parse_and_play (PatSession *session, const char *text, GError **error)
{
  PatMove move;

  return pat_move_parse (pat_session_get_rules (session), text, &move, error)
         && pat_session_play (session, &move, error);
}

void
pt_play (PatSession *session, const char *move)
{
  g_autoptr (GError) error = NULL;

  if (!parse_and_play (session, move, &error))
    g_error ("move %s refused: %s", move, error->message);
}

void
pt_assert_undo_redo (PatSession *session, guint steps)
{
  const PatRules *rules = pat_session_get_rules (session);

  for (guint step = 0; step < steps; step++)
    {
      PatMove moves[PAT_MAX_MOVES];
      guint n
          = pat_moves_list (rules, pat_session_get_state (session), moves, PAT_MAX_MOVES);
      PatState before = *pat_session_get_state (session), after;

      g_assert_cmpuint (n, >, 0);
      g_assert_true (pat_session_play (session, &moves[n - 1], NULL));
      after = *pat_session_get_state (session);
      g_assert_false (pat_state_equal (&before, &after));
      g_assert_true (pat_session_undo (session));
      g_assert_true (pat_state_equal (pat_session_get_state (session), &before));
      g_assert_true (pat_session_redo (session));
      g_assert_true (pat_state_equal (pat_session_get_state (session), &after));
    }
}

void
pt_refused (PatSession *session, const char *move, const char *reason)
{
  g_autoptr (GError) error = NULL;
  PatState before = *pat_session_get_state (session);
  guint position = pat_session_get_position (session);

  if (parse_and_play (session, move, &error))
    g_error ("move %s was allowed; expected it refused with “%s”", move, reason);
  g_assert_error (error, PAT_ERROR, PAT_ERROR_ILLEGAL_MOVE);
  if (strstr (error->message, reason) == NULL)
    g_error ("move %s refused with “%s”; expected “%s”", move, error->message, reason);
  g_assert_true (pat_state_equal (&before, pat_session_get_state (session)));
  g_assert_cmpuint (position, ==, pat_session_get_position (session));
}

gboolean
pt_is_legal (PatSession *session, const char *text)
{
  PatMove move;

  g_assert_true (pat_move_parse (pat_session_get_rules (session), text, &move, NULL));
  return pat_move_check (pat_session_get_rules (session), pat_session_get_state (session),
                         &move, NULL);
}

/**
 * pt_other_move:
 * @rules: the game
 * @state: the position
 * @pile: a pile id
 *
 * A legal move of a card from a pile other than @pile to a pile other than
 * @pile and the foundations; fails the test where there is none.
 *
 * Returns: that move
 */
PatMove
pt_other_move (const PatRules *rules, const PatState *state, const char *pile)
{
  int avoid = pat_rules_find_pile (rules, pile);
  PatMove moves[256];
  guint n = pat_moves_list (rules, state, moves, G_N_ELEMENTS (moves));

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PAT_MOVE_CARD && moves[i].from != avoid && moves[i].to != avoid
        && rules->piles[moves[i].to].kind != PAT_PILE_FOUNDATION)
      return moves[i];
  g_assert_not_reached ();
}

void
pt_option_refused (const char *game, const char *key, const char *value,
                   const char *reason)
{
  g_autoptr (GError) error = NULL;
  PatRules rules;
  PatRules before;

  pat_rules_init_default (&rules, pat_variant_lookup (game));
  before = rules;
  g_assert_false (pat_rules_set_option (&rules, key, value, &error));
  g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
  if (strstr (error->message, reason) == NULL)
    g_error ("option %s=%s refused with “%s”; expected “%s”", key, value, error->message,
             reason);
  g_assert_true (memcmp (before.options, rules.options, sizeof rules.options) == 0);
}

/* Removes @path and, for a directory (not a link to one), all it holds.
 * Returns whether everything went. */
/* Puts @hostile at @path, which must not exist. */
void
pt_make_hostile (const char *path, PtHostile hostile)
{
  int fd;

  switch (hostile)
    {
      case PT_HOSTILE_PIPE:
        g_assert_cmpint (mkfifo (path, 0600), ==, 0);
        break;
      case PT_HOSTILE_ZERO:
        g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
        break;
      case PT_HOSTILE_RANDOM:
        g_assert_cmpint (symlink ("/dev/urandom", path), ==, 0);
        break;
      case PT_HOSTILE_HUGE:
        /* No room on disk taken. */
        fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        g_assert_cmpint (fd, >=, 0);
        g_assert_cmpint (ftruncate (fd, (off_t)3 << 30), ==, 0);
        g_assert_cmpint (close (fd), ==, 0);
        break;
      case PT_N_HOSTILES:
      default:
        g_assert_not_reached ();
    }
}

/* @bytes compressed as an SVGZ file is. */
GBytes *
pt_gzip (GBytes *bytes)
{
  g_autoptr (GZlibCompressor) compressor
      = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, -1);
  g_autoptr (GInputStream) plain = g_memory_input_stream_new_from_bytes (bytes);
  g_autoptr (GInputStream) compressed
      = g_converter_input_stream_new (plain, G_CONVERTER (compressor));
  g_autoptr (GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr (GError) error = NULL;

  g_output_stream_splice (out, compressed,
                          G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE
                              | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                          NULL, &error);
  g_assert_no_error (error);
  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (out));
}

static void
winning_line_free (gpointer data)
{
  PtWinningLine *line = data;

  g_free (line->game);
  g_strfreev (line->options);
  g_strfreev (line->moves);
  g_free (line);
}

/* Every line of tests/data/winning-lines.txt (TEST_DATA_DIR): "GAME DEAL
 * [KEY=VALUE]... MOVE...", the options first, which no move looks like. */
GPtrArray *
pt_winning_lines (void)
{
  g_autofree char *path
      = g_build_filename (g_getenv ("TEST_DATA_DIR"), "winning-lines.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *parsed = g_ptr_array_new_with_free_func (winning_line_free);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = NULL;
      g_autoptr (GStrvBuilder) options = g_strv_builder_new ();
      PtWinningLine *line;
      guint first_move = 2;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      words = g_strsplit (lines[i], " ", -1);
      g_assert_cmpuint (g_strv_length (words), >, 2);
      for (; words[first_move] != NULL && strchr (words[first_move], '=') != NULL;
           first_move++)
        g_strv_builder_add (options, words[first_move]);
      line = g_new0 (PtWinningLine, 1);
      line->game = g_strdup (words[0]);
      line->deal = (guint32)g_ascii_strtoull (words[1], NULL, 10);
      line->options = g_strv_builder_end (options);
      line->moves = g_strdupv (words + first_move);
      g_ptr_array_add (parsed, line);
    }
  return parsed;
}

/* The deal of @line under its options. */
PatSession *
pt_winning_line_deal (const PtWinningLine *line)
{
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup (line->game));
  for (guint i = 0; line->options[i] != NULL; i++)
    {
      g_auto (GStrv) pair = g_strsplit (line->options[i], "=", 2);

      g_assert_true (pat_rules_set_option (&rules, pair[0], pair[1], NULL));
    }
  pat_rules_resolve (&rules);
  return pat_session_new (&rules, line->deal);
}

gboolean
pt_remove_tree (const char *path)
{
  gboolean removed = TRUE;

  if (g_file_test (path, G_FILE_TEST_IS_DIR)
      && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          removed = pt_remove_tree (child) && removed;
        }
    }
  return g_remove (path) == 0 && removed;
}

char *
pt_stats_too_many_records (gsize max_bytes)
{
  GString *json = g_string_new ("{\"format\":1,\"games\":{");
  g_autoptr (GString) key = g_string_new ("intelligence:redeals=0");

  for (;;)
    {
      gsize before = json->len;

      g_string_append_printf (json,
                              "%s\"%s\":{\"played\":0,\"won\":0,\"streak\":0,"
                              "\"best-win-streak\":0,\"worst-loss-streak\":0,"
                              "\"best-time\":0,\"fewest-moves\":0,\"won-deals\":[]}",
                              before > strlen ("{\"format\":1,\"games\":{") ? "," : "",
                              key->str);
      if (json->len + 2 > max_bytes)
        {
          g_string_truncate (json, before);
          break;
        }
      g_string_append (key, ",redeals=0");
    }
  g_string_append (json, "}}");
  return g_string_free (json, FALSE);
}
