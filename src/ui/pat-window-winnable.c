/* pat-window-winnable.c — PatWindow's new games dealt only from deals the
 * solver has proven winnable, for the games the player chose
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pat-settings.h"
#include "pat-window-private.h"

/**
 * _pat_window_winnable_wanted:
 *
 * Returns: whether new games of @variant are dealt only from deals proven
 *   winnable.
 */
gboolean
_pat_window_winnable_wanted (PatWindow *self, const PatVariant *variant)
{
  return pat_settings_get_winnable (self->settings, variant);
}

/**
 * _pat_window_winnable_follow:
 *
 * Tells the search which rule sets to keep deals ready for: the one New
 * Game waits for, the game on the table, then the other games the player
 * chose, each with its options as the settings say now. None: it rests.
 */
void
_pat_window_winnable_follow (PatWindow *self)
{
  g_autoptr (GArray) wanted = g_array_new (FALSE, FALSE, sizeof (PatRules));
  const PatVariant *const *variants;
  const PatVariant *current;
  PatRules rules;
  guint n;

  if (self->winnable == NULL || self->game == NULL)
    return;
  current = pat_game_get_rules (self->game)->variant;
  if (self->winnable_waiting)
    g_array_append_val (wanted, self->winnable_rules);
  if (_pat_window_winnable_wanted (self, current))
    {
      pat_settings_get_rules (self->settings, current, &rules);
      g_array_append_val (wanted, rules);
    }
  variants = pat_variants_list (&n);
  for (guint i = 0; i < n; i++)
    {
      const PatVariant *variant = variants[i];

      if (variant == current || !_pat_window_winnable_wanted (self, variant))
        continue;
      pat_settings_get_rules (self->settings, variant, &rules);
      g_array_append_val (wanted, rules);
    }
  pat_winnable_search_set_wanted (self->winnable, (const PatRules *)wanted->data,
                                  wanted->len);
}

/**
 * _pat_window_winnable_cancel:
 *
 * New Game no longer waits for a winnable deal: another game was dealt,
 * or the player plays on.
 */
void
_pat_window_winnable_cancel (PatWindow *self)
{
  if (!self->winnable_waiting)
    return;
  self->winnable_waiting = FALSE;
  _pat_window_dismiss_toast (self, &self->winnable_toast);
  _pat_window_winnable_follow (self);
}

/**
 * _pat_window_winnable_known:
 *
 * A deal chosen by its number is dealt as winnable only when it is known
 * to be: ready in the cache (it is taken out of it, not to be dealt twice),
 * or the deal on the table, dealt as winnable, dealt again.
 *
 * Returns: whether deal @deal of @rules is proven winnable.
 */
gboolean
_pat_window_winnable_known (PatWindow *self, const PatRules *rules, guint32 deal)
{
  if (self->winnable == NULL || !_pat_window_winnable_wanted (self, rules->variant))
    return FALSE;
  if (self->game != NULL && self->winnable_game
      && pat_game_get_deal_number (self->game) == deal
      && memcmp (pat_game_get_rules (self->game)->options, rules->options,
                 sizeof rules->options)
             == 0
      && pat_game_get_rules (self->game)->variant == rules->variant)
    return TRUE;
  return pat_winnable_search_take_deal (self->winnable, rules, deal);
}

/**
 * _pat_window_winnable_deal:
 * @rules: the game and its options
 *
 * Deals a deal proven winnable at once when one is ready; otherwise says
 * that one is being looked for, and deals the next one found. The game on
 * the table stays until then.
 */
void
_pat_window_winnable_deal (PatWindow *self, const PatRules *rules)
{
  guint32 deal;
  AdwToast *toast;

  if (pat_winnable_search_take (self->winnable, rules, &deal))
    {
      _pat_window_deal (self, rules, deal, TRUE);
      return;
    }
  self->winnable_waiting = TRUE;
  self->winnable_rules = *rules;
  _pat_window_winnable_follow (self);
  if (self->winnable_toast != NULL)
    return;
  toast = _pat_window_toast_new (self, _ ("Looking for a winnable deal…"));
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->winnable_toast, toast);
  _pat_window_add_toast (self, toast);
}

/**
 * pat_window_new_random_game:
 * @rules: the game and its options
 * @deal: a deal number drawn at random
 *
 * Deals a new game with no number asked for: deal @deal or, for a game
 * whose new games are dealt only from deals proven winnable, one of
 * those: at once when one is ready, else @deal until one is found.
 */
void
pat_window_new_random_game (PatWindow *self, const PatRules *rules, guint32 deal)
{
  guint32 proven;
  gboolean wanted;

  g_return_if_fail (PAT_IS_WINDOW (self));
  g_return_if_fail (rules != NULL);

  wanted = self->winnable != NULL && _pat_window_winnable_wanted (self, rules->variant);
  if (wanted && pat_winnable_search_take (self->winnable, rules, &proven))
    {
      _pat_window_deal (self, rules, proven, TRUE);
      return;
    }
  _pat_window_deal (self, rules, deal, FALSE);
  if (wanted)
    _pat_window_winnable_deal (self, rules);
}

static void
found_cb (PatWinnableSearch *search, const char *key, PatWindow *self)
{
  g_autofree char *waited = NULL;
  PatRules rules;
  guint32 deal;

  if (!self->winnable_waiting)
    return;
  waited = pat_stats_key (&self->winnable_rules);
  if (strcmp (key, waited) != 0)
    return;
  rules = self->winnable_rules;
  if (!pat_winnable_search_take (search, &rules, &deal))
    return;
  _pat_window_deal (self, &rules, deal, TRUE);
}

static void
settings_changed_cb (GSettings *settings, const char *key, PatWindow *self)
{
  /* Turned off for the game waited for: New Game no longer waits. */
  if (self->winnable_waiting
      && !_pat_window_winnable_wanted (self, self->winnable_rules.variant))
    _pat_window_winnable_cancel (self);
  _pat_window_winnable_follow (self);
}

void
_pat_window_winnable_init (PatWindow *self)
{
  if (self->settings == NULL)
    return;
  self->winnable = pat_winnable_search_new (NULL);
  g_signal_connect_object (self->winnable, "found", G_CALLBACK (found_cb), self, 0);
  /* The games chosen, and the options of each, which make its rule set. */
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb),
                           self, 0);
}

/* The search stops with the window: cancelled, its thread joined. */
void
_pat_window_winnable_dispose (PatWindow *self)
{
  self->winnable_waiting = FALSE;
  g_clear_weak_pointer (&self->winnable_toast);
  if (self->winnable != NULL)
    pat_winnable_search_stop (self->winnable);
  g_clear_object (&self->winnable);
}
