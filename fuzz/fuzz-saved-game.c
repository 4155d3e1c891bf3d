/* fuzz-saved-game.c — the saved-game reader against any input
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever pat_json_load() accepts must survive a round trip: saved again,
 * it loads again, and to the same game (rules, deal, position, history and
 * what can be redone). Anything it refuses must be refused with an error,
 * never a warning or a crash.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "pat-engine.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (PatSession) session = NULL;
  g_autoptr (PatSession) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_again = NULL;

  fuzz_init ();

  if (size > G_MAXSSIZE)
    return 0;
  session = pat_json_load ((const char *)data, (gssize)size, &error);
  if (session == NULL)
    {
      g_assert (error != NULL && error->message != NULL);
      return 0;
    }
  g_assert_no_error (error);

  json = pat_json_save (session);
  again = pat_json_load (json, -1, &error);
  if (again == NULL)
    g_error ("a loaded game does not load once saved: %s\n%s", error->message, json);

  g_assert (pat_session_get_rules (again)->variant
            == pat_session_get_rules (session)->variant);
  for (guint i = 0; i < pat_session_get_rules (session)->variant->n_options; i++)
    g_assert (pat_session_get_rules (again)->options[i]
              == pat_session_get_rules (session)->options[i]);
  g_assert (
      pat_state_equal (pat_session_get_state (again), pat_session_get_state (session)));
  g_assert (
      pat_state_equal (pat_session_get_start (again), pat_session_get_start (session)));
  g_assert (pat_session_get_position (again) == pat_session_get_position (session));
  g_assert (pat_session_get_n_history (again) == pat_session_get_n_history (session));
  g_assert (pat_session_get_n_forgotten (again) == pat_session_get_n_forgotten (session));
  for (guint i = 0; i < pat_session_get_n_history (session); i++)
    g_assert (memcmp (pat_session_get_move (again, i), pat_session_get_move (session, i),
                      sizeof (PatMove))
              == 0);
  json_again = pat_json_save (again);
  g_assert (g_str_equal (json, json_again));
  return 0;
}
