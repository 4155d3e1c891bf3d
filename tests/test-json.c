/* test-json.c — saved games: round trips, and every damaged file refused
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-util.h"

static void
test_round_trip (void)
{
  PatRules rules;
  g_autoptr (PatSession) s = NULL;
  g_autoptr (PatSession) back = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;

  pat_rules_init_default (&rules, pat_variant_lookup ("king-albert"));
  s = pat_session_new (&rules, 1);
  pt_play (s, "tableau-1:tableau-3");
  pt_play (s, "tableau-4:tableau-7");
  g_assert_true (pat_session_undo (s));

  json = pat_json_save (s);
  back = pt_position (json);
  again = pat_json_save (back);
  g_assert_cmpstr (json, ==, again);
  g_assert_cmpuint (pat_session_get_position (back), ==, 1);
  g_assert_cmpuint (pat_session_get_n_history (back), ==, 2);
  g_assert_true (pat_session_redo (back));
  pt_assert_pile (back, "tableau-7", "3D QC JD");
}

/* A game that started from a constructed position keeps that start. */
static void
test_round_trip_constructed_start (void)
{
  g_autoptr (PatSession) s = pt_position (
      "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-0':['KD'],"
      "'tableau-1':['9C'],'tableau-2':['8H']}}");
  g_autoptr (PatSession) back = NULL;
  g_autofree char *json = NULL;

  pt_play (s, "tableau-2:tableau-1");
  json = pat_json_save (s);
  g_assert_nonnull (strstr (json, "\"start\""));
  back = pt_position (json);
  g_assert_true (
      pat_state_equal (pat_session_get_state (s), pat_session_get_state (back)));
  g_assert_true (pat_session_undo (back));
  pt_assert_pile (back, "tableau-2", "8H");
}

static void
test_defaults_and_tolerance (void)
{
  /* No format, no deal, no options: defaults; the stock may omit '#';
   * status is worked out, not believed. */
  g_autoptr (PatSession) s = pt_position (
      "{'game':'indian','status':'won','rest':'stock','piles':{'stock':['KS','#QS'],"
      "'tableau-0':['#2C','3D','4H']}}");
  const PatRules *rules = pat_session_get_rules (s);
  g_autofree char *stock = pt_pile (s, "stock");

  g_assert_true (g_str_has_suffix (stock, " #KS #QS"));
  pt_assert_pile (s, "tableau-0", "#2C 3D 4H");
  g_assert_cmpuint (pat_session_get_state (s)->deal, ==, 1);
  g_assert_cmpint (pat_rules_get_option (rules, "face-down", 0), ==, 1);
  pt_assert_status (s, "playing");
}

typedef struct
{
  const char *json;
  const char *message;
} BadCase;

static const BadCase bad_cases[] = {
  { "not json", "not a saved game" },
  { "[1,2]", "not an object" },
  { "{'piles':{}}", "does not say which game" },
  { "{'game':7,'piles':{}}", "does not say which game" },
  /* Found by fuzz/fuzz-saved-game. */
  { "{'game':{},'piles':{}}", "does not say which game" },
  { "{'game':['king-albert'],'piles':{}}", "does not say which game" },
  { "{'game':'no-such-game','piles':{}}", "unknown game “no-such-game”" },
  { "{'format':2,'game':'king-albert','rest':'tableau-0','piles':{}}", "“format” is 2" },
  { "{'game':'king-albert','options':{'redeals':1},'rest':'tableau-0','piles':{}}",
    "unknown option “redeals” for King Albert" },
  { "{'game':'king-albert','options':[],'rest':'tableau-0','piles':{}}",
    "“options” must be an object" },
  { "{'game':'intelligence','options':{'redeals':'2'},'rest':'stock','piles':{}}",
    "option redeals must be a whole number" },
  { "{'game':'intelligence','options':{'redeals':3},'rest':'stock','piles':{}}",
    "option redeals takes a whole number from 0 to 2, not “3”" },
  { "{'game':'intelligence','options':{'piles':20},'rest':'stock','piles':{}}",
    "from 18 to 19" },
  { "{'game':'indian','options':{'foundation-takeback':1},'rest':'stock','piles':{}}",
    "option foundation-takeback must be true or false" },
  { "{'game':'intrigue','options':{'deal-mode':'fast'},'rest':'stock','piles':{}}",
    "option deal-mode takes one of seed, classic, not “fast”" },
  { "{'game':'king-albert','deal':0,'rest':'tableau-0','piles':{}}", "“deal” is 0" },
  { "{'game':'king-albert','deal':2147483648,'rest':'tableau-0','piles':{}}",
    "“deal” is 2147483648" },
  { "{'game':'king-albert','deal':'12','rest':'tableau-0','piles':{}}",
    "“deal” must be a whole number" },
  { "{'game':'king-albert','deal':1.5,'rest':'tableau-0','piles':{}}",
    "“deal” must be a whole number" },
  { "{'game':'king-albert','piles':[]}", "“piles” must be an object" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-9':[]}}",
    "King Albert has no pile “tableau-9”" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'stock':[]}}",
    "King Albert has no pile “stock”" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-1':'AC'}}",
    "pile tableau-1 must be an array of cards" },
  { "{'game':'king-albert','piles':{'tableau-0':['AC']}}",
    "the position holds 1 cards; King Albert is played with 52" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-1':['AC','1C']}}",
    "pile tableau-1: card 2 is not a card" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-1':['AC',7]}}",
    "pile tableau-1: card 2 is not a card" },
  /* 53 cards: one too many. */
  { "{'game':'king-albert','rest':'tableau-0','piles':{'tableau-1':['AC','AC']}}",
    "holds 53 cards" },
  { "{'game':'intelligence','rest':'stock','piles':{'stock':['AC'],'tableau-0':['AC'],"
    "'tableau-1':['AC']}}",
    "holds 105 cards" },
  /* The right count, but one card three times and another once. */
  { "{'game':'intelligence','piles':{'stock':["
    "'AC','AC','AC','2C','3C','3C','4C','4C','5C','5C','6C','6C','7C','7C','8C','8C',"
    "'9C','9C','10C','10C','JC','JC','QC','QC','KC','KC',"
    "'AD','AD','2D','2D','3D','3D','4D','4D','5D','5D','6D','6D','7D','7D','8D','8D',"
    "'9D','9D','10D','10D','JD','JD','QD','QD','KD','KD',"
    "'AH','AH','2H','2H','3H','3H','4H','4H','5H','5H','6H','6H','7H','7H','8H','8H',"
    "'9H','9H','10H','10H','JH','JH','QH','QH','KH','KH',"
    "'AS','AS','2S','2S','3S','3S','4S','4S','5S','5S','6S','6S','7S','7S','8S','8S',"
    "'9S','9S','10S','10S','JS','JS','QS','QS','KS','KS']}}",
    "the ace of clubs appears 3 times; a two-deck game has it twice" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'foundation-0':['2C']}}",
    "foundation-0 holds an illegal sequence: it cannot start with the 2 of clubs" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'foundation-0':['AC','3C']}}",
    "foundation-0 holds an illegal sequence: the 3 of clubs cannot lie on the ace of "
    "clubs" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'foundation-0':['AC','2D']}}",
    "the 2 of diamonds cannot lie on the ace of clubs" },
  { "{'game':'king-albert','rest':'tableau-0','piles':{'foundation-0':['#AC']}}",
    "foundation-0: #AC cannot lie face down there" },
  { "{'game':'indian','rest':'stock','piles':{'tableau-0':['2C','#3D']}}",
    "tableau-0: #3D cannot lie face down there" },
  { "{'game':'idle-aces','rest':'stock','piles':{'foundation-0':[]}}",
    "foundation-0 must start with 2" },
  { "{'game':'idle-aces','rest':'stock','piles':{'foundation-0':['2C'],'foundation-1':['"
    "2D'],'foundation-2':['2H'],'foundation-3':['2S'],"
    "'foundation-4':['KC'],'foundation-5':['KD'],'foundation-6':['KH'],'foundation-7':['"
    "KS'],'cell-0':['AC','AD']}}",
    "cell-0 holds an illegal sequence" },
  { "{'game':'idle-aces','options':{'ace-cells-by-suit':true},'rest':'stock',"
    "'piles':{'foundation-0':['2C'],'foundation-1':['2D'],'foundation-2':['2H'],'"
    "foundation-3':['2S'],"
    "'foundation-4':['KC'],'foundation-5':['KD'],'foundation-6':['KH'],'foundation-7':['"
    "KS'],'cell-1':['AC']}}",
    "cell-1 holds an illegal sequence" },
  { "{'game':'intelligence','redeals-left':3,'rest':'stock','piles':{}}",
    "“redeals-left” is 3, not between 0 and 2" },
  { "{'game':'intrigue','rest':'stock','piles':{'tableau-0':['5C','QS']}}",
    "tableau-0: a tableau pile has one queen, at its base" },
  { "{'game':'intrigue','rest':'stock','piles':{'tableau-1':['QS']}}",
    "tableau-1 holds cards, but a tableau pile before it is empty" },
  { "{'game':'laggard-lady','rest':'stock','piles':{'tableau-0':['QS'],"
    "'foundation-0':['6C'],'foundation-1':['6D']}}",
    "more foundations of a kind are started than queens are on the table" },
  { "{'game':'king-albert','deal':1,'rest':'tableau-0','piles':{},'history':[]}",
    "“history” must be an object" },
  { "{'game':'king-albert','deal':1,'rest':'tableau-0','piles':{},"
    "'history':{'moves':['tableau-1:tableau-3']}}",
    "the history does not lead to the saved position" },
  { "{'game':'king-albert','deal':1,'rest':'tableau-0','piles':{},"
    "'history':{'moves':['tableau-0:tableau-0']}}",
    "history move 1 (tableau-0:tableau-0) is not allowed" },
  { "{'game':'king-albert','deal':1,'rest':'tableau-0','piles':{},"
    "'history':{'moves':[],'position':1}}",
    "“position” is 1, not between 0 and 0" },
};

static void
test_bad_input (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PatSession) s = pt_try_position (bad_cases[i].json, &error);

      g_test_message ("case %u: %s", i, bad_cases[i].json);
      g_assert_null (s);
      g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
      if (strstr (error->message, bad_cases[i].message) == NULL)
        g_error ("case %u: got “%s”, expected “%s”", i, error->message,
                 bad_cases[i].message);
    }
}

/* A saved game cut short at every byte is refused cleanly, never loaded. */
static void
test_truncated (void)
{
  PatRules rules;
  g_autoptr (PatSession) s = NULL;
  g_autofree char *json = NULL;
  gsize len;

  pat_rules_init_default (&rules, pat_variant_lookup ("jubilee"));
  s = pat_session_new (&rules, 42);
  pt_play (s, "deal");
  json = pat_json_save (s);
  len = strlen (json);
  for (gsize cut = 0; cut < len; cut++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PatSession) back = pat_json_load (json, (gssize)cut, &error);

      g_assert_null (back);
      g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
    }
}

static char *
repeat (const char *text, guint times)
{
  GString *all = g_string_new (NULL);

  for (guint i = 0; i < times; i++)
    g_string_append (all, text);
  return g_string_free (all, FALSE);
}

/* Text that would overflow the parser's stack, or take its time and memory,
 * is refused before it is parsed. */
static void
test_hostile (void)
{
  g_autofree char *arrays = NULL, *objects = NULL, *quoted = NULL, *in_string = NULL;
  g_autofree char *large = g_strnfill (PAT_SAVE_MAX_BYTES + 1, ' ');
  g_autofree char *open_arrays = repeat ("[", 100000);
  g_autofree char *close_arrays = repeat ("]", 100000);
  g_autofree char *open_objects = repeat ("{\"a\":", 100000);
  g_autofree char *close_objects = repeat ("}", 100000);
  g_autofree char *brackets = repeat ("[", 40);
  g_autofree char *shallow_open = repeat ("[", PAT_JSON_MAX_DEPTH);
  g_autofree char *shallow_close = repeat ("]", PAT_JSON_MAX_DEPTH);
  g_autofree char *shallow = NULL;
  const struct
  {
    const char *json;
    gssize length;
    const char *message;
  } cases[] = {
    { arrays = g_strconcat (open_arrays, close_arrays, NULL), -1,
      "nests more than 32 levels deep" },
    { objects = g_strconcat (open_objects, "1", close_objects, NULL), -1,
      "nests more than 32 levels deep" },
    /* json-glib reads single-quoted strings: brackets in them are not
     * hidden from the depth. */
    { quoted = g_strconcat ("{'", open_arrays, "':1}", NULL), -1,
      "holds “'” outside a string" },
    { "{\"game\":1 /* a comment */}", -1, "holds “/” outside a string" },
    { "{\"game\":1}\0[[[[", 16, "holds a null byte" },
    { large, -1, "larger than 4096 KB" },
    /* Brackets in a string are text. */
    { in_string = g_strconcat ("{\"format\":1,\"game\":\"", brackets, "\"}", NULL), -1,
      "unknown game" },
    { shallow = g_strconcat (shallow_open, shallow_close, NULL), -1,
      "the JSON is not an object" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PatSession) s = pat_json_load (cases[i].json, cases[i].length, &error);

      g_test_message ("case %u", i);
      g_assert_null (s);
      g_assert_error (error, PAT_ERROR, PAT_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: got “%s”, expected “%s”", i, error->message, cases[i].message);
    }
}

/* Klondike's stock clicked @n times: the longest games are made of these. */
static void
click_stock (PatSession *session, guint n)
{
  for (guint i = 0; i < n; i++)
    pt_play (session, pt_pile_len (session, "stock") > 0 ? "deal" : "redeal");
}

/* Saved with @extra's "pad" member @pad bytes long. */
static char *
save_padded (PatSession *session, gsize pad, gsize *length)
{
  g_autoptr (JsonObject) extra = json_object_new ();
  g_autofree char *text = g_strnfill (pad, 'x');
  char *json;

  json_object_set_string_member (extra, "pad", text);
  json = pat_json_save_full (session, extra);
  *length = strlen (json);
  return json;
}

/* The whole game comes back from @json as @session left it, and as much of
 * its history as was kept: every position of it undoes to the same place. */
static void
assert_loads_as (const char *json, PatSession *session)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) back = pat_json_load (json, -1, &error);
  guint forgotten = pat_session_get_n_forgotten (session);
  guint skipped;

  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_true (
      pat_state_equal (pat_session_get_state (back), pat_session_get_state (session)));
  g_assert_cmpuint (pat_session_get_n_forgotten (back), >=, forgotten);
  skipped = pat_session_get_n_forgotten (back) - forgotten;
  g_assert_cmpuint (skipped + pat_session_get_position (back), ==,
                    pat_session_get_position (session));
  g_assert_cmpuint (skipped + pat_session_get_n_history (back), <=,
                    pat_session_get_n_history (session));
  for (guint i = 0; i <= pat_session_get_n_history (back); i++)
    g_assert_true (pat_state_equal (pat_session_get_state_at (back, i),
                                    pat_session_get_state_at (session, skipped + i)));
}

/* The writer keeps under the reader's cap: a file one byte short of it and
 * one at it are written whole; one that would be a byte over it loses its
 * oldest moves, or else the last ones that could be redone, and loads.
 * The file used to be written over the cap, and refused when read. */
static void
test_size_cap (void)
{
  static const guint positions[] = { 2000, 1990, 0 };
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    {
      g_autoptr (PatSession) s = pat_session_new (&rules, 1);
      g_autofree char *bare = NULL;
      gsize base;

      g_test_message ("position %u of 2000", positions[p]);
      click_stock (s, 2000);
      while (pat_session_get_position (s) > positions[p])
        pat_session_undo (s);
      bare = save_padded (s, 0, &base);
      for (gsize size = PAT_SAVE_MAX_BYTES - 1; size <= PAT_SAVE_MAX_BYTES + 1; size++)
        {
          gsize length;
          g_autofree char *json = save_padded (s, size - base, &length);
          g_autoptr (PatSession) back = pat_json_load (json, -1, NULL);

          g_assert_cmpuint (length, <=, PAT_SAVE_MAX_BYTES);
          assert_loads_as (json, s);
          if (size <= PAT_SAVE_MAX_BYTES)
            {
              g_assert_cmpuint (length, ==, size);
              g_assert_cmpuint (pat_session_get_n_history (back), ==, 2000);
            }
          else if (positions[p] > 0)
            {
              /* The oldest moves go, and nothing that can be redone. */
              g_assert_cmpuint (pat_session_get_n_forgotten (back), >, 0);
              g_assert_cmpuint (pat_session_get_n_forgotten (back)
                                    + pat_session_get_n_history (back),
                                ==, 2000);
            }
          else
            {
              g_assert_cmpuint (pat_session_get_n_forgotten (back), ==, 0);
              g_assert_cmpuint (pat_session_get_n_history (back), <, 2000);
            }
        }
    }
}

/* A session keeps the last PAT_SESSION_MAX_HISTORY moves: its oldest are
 * forgotten, but counted, and saved as such. */
static void
test_history_cap (void)
{
  PatRules rules;
  g_autoptr (PatSession) s = NULL;
  g_autoptr (PatSession) back = NULL;
  g_autofree char *json = NULL;
  guint played = PAT_SESSION_MAX_HISTORY + 1;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  s = pat_session_new (&rules, 1);
  click_stock (s, played);
  g_assert_cmpuint (pat_session_get_n_history (s), <=, PAT_SESSION_MAX_HISTORY);
  g_assert_cmpuint (pat_session_get_n_forgotten (s), >, 0);
  g_assert_cmpuint (pat_session_get_n_forgotten (s) + pat_session_get_position (s), ==,
                    played);
  for (guint i = 0; i < 10; i++)
    pat_session_undo (s);
  json = pat_json_save (s);
  g_assert_nonnull (strstr (json, "\"forgotten\""));
  back = pt_position (json);
  assert_loads_as (json, s);
  g_assert_cmpuint (pat_session_get_n_forgotten (back), ==,
                    pat_session_get_n_forgotten (s));
  g_assert_cmpuint (pat_session_get_n_history (back), ==, pat_session_get_n_history (s));
  pat_session_restart (back);
  g_assert_true (
      pat_state_equal (pat_session_get_state (back), pat_session_get_start (s)));
}

/* A file of a longer history than a session keeps, as earlier versions
 * wrote them, loads at its position: its oldest moves are forgotten, and
 * of a long tail of moves to redo, as many as can be undone are kept. */
static void
test_long_history_file (void)
{
  static const guint positions[] = { PAT_SESSION_MAX_HISTORY + 5000, 3000 };
  guint n = PAT_SESSION_MAX_HISTORY + 5000;
  PatRules rules;

  pat_rules_init_default (&rules, pat_variant_lookup ("klondike"));
  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    {
      g_autoptr (PatSession) s = pat_session_new (&rules, 1);
      g_autoptr (PatSession) back = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (JsonGenerator) generator = json_generator_new ();
      g_autofree char *at = NULL, *json = NULL;
      JsonObject *root, *history;
      JsonArray *moves = json_array_new ();
      PatState state;

      g_test_message ("position %u of %u", positions[p], n);
      /* The history written by hand: a session would not keep it. */
      for (guint i = 0; i < n; i++)
        {
          const char *move = pt_pile_len (s, "stock") > 0 ? "deal" : "redeal";

          json_array_add_string_element (moves, move);
          pt_play (s, move);
          if (i + 1 == positions[p])
            {
              state = *pat_session_get_state (s);
              at = pat_json_save (s);
            }
        }
      g_assert_true (json_parser_load_from_data (parser, at, -1, NULL));
      root = json_node_get_object (json_parser_get_root (parser));
      history = json_object_new ();
      json_object_set_int_member (history, "position", positions[p]);
      json_object_set_array_member (history, "moves", moves);
      json_object_set_object_member (root, "history", history);
      json_generator_set_root (generator, json_parser_get_root (parser));
      json = json_generator_to_data (generator, NULL);
      g_assert_cmpuint (strlen (json), <=, PAT_SAVE_MAX_BYTES);

      back = pt_position (json);
      g_assert_true (pat_state_equal (pat_session_get_state (back), &state));
      g_assert_cmpuint (pat_session_get_n_history (back), <=, PAT_SESSION_MAX_HISTORY);
      g_assert_cmpuint (pat_session_get_n_forgotten (back)
                            + pat_session_get_position (back),
                        ==, positions[p]);
      if (positions[p] == n)
        g_assert_false (pat_session_can_redo (back));
      else
        g_assert_cmpuint (pat_session_get_n_history (back)
                              - pat_session_get_position (back),
                          ==, PAT_SESSION_MAX_HISTORY / 2);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json/round-trip", test_round_trip);
  g_test_add_func ("/json/round-trip-constructed-start",
                   test_round_trip_constructed_start);
  g_test_add_func ("/json/defaults-and-tolerance", test_defaults_and_tolerance);
  g_test_add_func ("/json/bad-input", test_bad_input);
  g_test_add_func ("/json/truncated", test_truncated);
  g_test_add_func ("/json/hostile", test_hostile);
  g_test_add_func ("/json/size-cap", test_size_cap);
  g_test_add_func ("/json/history-cap", test_history_cap);
  g_test_add_func ("/json/long-history-file", test_long_history_file);

  return g_test_run ();
}
