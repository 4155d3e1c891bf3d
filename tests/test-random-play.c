/* test-random-play.c — invariants over thousands of random games per game
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "test-util.h"

#define MAX_MOVES_PER_GAME 250

static guint n_games = 2000;

/* Random but valid options, so every option is played too. */
static void
random_rules (PatRules *rules, const PatVariant *variant, GRand *rand)
{
  pat_rules_init_default (rules, variant);
  for (guint i = 0; i < variant->n_options; i++)
    {
      const PatOptionSpec *spec = &variant->options[i];
      int max = spec->type == PAT_OPTION_CHOICE
                    ? (int)g_strv_length ((char **)spec->choices) - 1
                    : spec->max;
      int min = spec->type == PAT_OPTION_CHOICE ? 0 : spec->min;

      /* Half the games keep the defaults. */
      if (g_rand_boolean (rand))
        g_assert_true (pat_rules_set_option_int (
            rules, spec->key, g_rand_int_range (rand, min, max + 1), NULL));
    }
  pat_rules_resolve (rules);
}

/* The position alone (no history) through JSON and back. */
static void
assert_state_round_trip (const PatRules *rules, const PatState *state)
{
  g_autoptr (PatSession) alone = pat_session_new_from_state (rules, state);
  g_autofree char *json = pat_json_save (alone);
  g_autoptr (GError) error = NULL;
  g_autoptr (PatSession) back = pat_json_load (json, -1, &error);

  g_assert_no_error (error);
  g_assert_true (pat_state_equal (state, pat_session_get_state (back)));
  g_assert_true (memcmp (rules->options, pat_session_get_rules (back)->options,
                         sizeof rules->options)
                 == 0);
}

static void
play_one_game (const PatVariant *variant, guint32 deal, GRand *rand)
{
  PatRules rules;
  g_autoptr (PatSession) session = NULL;
  g_autoptr (PatSession) reloaded = NULL;
  g_autofree char *json = NULL;
  PatState dealt;
  guint played = 0;

  random_rules (&rules, variant, rand);
  session = pat_session_new (&rules, deal);
  dealt = *pat_session_get_state (session);
  g_assert_true (pat_state_validate (&dealt, &rules, NULL));

  while (played < MAX_MOVES_PER_GAME)
    {
      PatMove moves[PAT_MAX_PILES * PAT_MAX_PILES + 2];
      const PatState *state = pat_session_get_state (session);
      guint n = pat_moves_list (&rules, state, moves, G_N_ELEMENTS (moves));
      g_autoptr (GError) error = NULL;
      PatStatus status = pat_session_get_status (session);

      if (n == 0)
        {
          g_assert_true (status == PAT_STATUS_WON || status == PAT_STATUS_LOST);
          break;
        }
      /* A game won with cards left in play (Golf, TriPeaks and Pyramid
       * may leave the stock) ends at the win: what follows is no game. */
      if (status == PAT_STATUS_WON)
        {
          g_assert_true (pat_state_is_won (state, &rules));
          break;
        }
      g_assert_cmpint (status, ==, PAT_STATUS_PLAYING);
      g_assert_true (
          pat_session_play (session, &moves[g_rand_int_range (rand, 0, (int)n)], &error));
      g_assert_no_error (error);
      played++;

      state = pat_session_get_state (session);
      g_assert_true (pat_state_check_deck (state, &rules, NULL));
      g_assert_true (pat_state_validate (state, &rules, NULL));
      assert_state_round_trip (&rules, state);
    }

  /* The whole game, history included, through JSON. */
  json = pat_json_save (session);
  reloaded = pat_json_load (json, -1, NULL);
  g_assert_nonnull (reloaded);
  g_assert_true (pat_state_equal (pat_session_get_state (session),
                                  pat_session_get_state (reloaded)));
  g_assert_cmpuint (pat_session_get_position (reloaded), ==, played);

  /* Undoing everything gives back the deal; redoing it, the last position. */
  {
    PatState last = *pat_session_get_state (session);

    while (pat_session_undo (session))
      ;
    g_assert_true (pat_state_equal (&dealt, pat_session_get_state (session)));
    while (pat_session_redo (session))
      ;
    g_assert_true (pat_state_equal (&last, pat_session_get_state (session)));
  }
}

static void
test_random_play (gconstpointer data)
{
  const PatVariant *variant = data;
  g_autoptr (GRand) rand = g_rand_new_with_seed (g_str_hash (variant->id));

  for (guint i = 0; i < n_games; i++)
    play_one_game (variant, (guint32)g_rand_int_range (rand, 1, G_MAXINT), rand);
}

int
main (int argc, char **argv)
{
  const PatVariant *const *variants;
  guint n_variants;
  const char *games = g_getenv ("PATIENCE_RANDOM_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (games != NULL)
    n_games = (guint)atoi (games);

  variants = pat_variants_list (&n_variants);
  for (guint i = 0; i < n_variants; i++)
    {
      g_autofree char *path = g_strdup_printf ("/random-play/%s", variants[i]->id);

      g_test_add_data_func (path, variants[i], test_random_play);
    }
  return g_test_run ();
}
