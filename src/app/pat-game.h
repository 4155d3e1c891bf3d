/* pat-game.h — the model: one game being played, as a GObject
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "pat-engine.h"

G_BEGIN_DECLS

#define PAT_TYPE_GAME (pat_game_get_type ())

G_DECLARE_FINAL_TYPE (PatGame, pat_game, PAT, GAME, GObject)

PatGame *pat_game_new (const PatRules *rules, guint32 deal);
PatGame *pat_game_new_for_session (PatSession *session);
const PatRules *pat_game_get_rules (PatGame *self);
const PatState *pat_game_get_state (PatGame *self);
const PatSession *pat_game_get_session (PatGame *self);
const char *pat_game_get_game (PatGame *self);
guint32 pat_game_get_deal_number (PatGame *self);
guint pat_game_get_moves (PatGame *self);
guint pat_game_get_elapsed (PatGame *self);
void pat_game_set_elapsed (PatGame *self, guint seconds);
gboolean pat_game_tick (PatGame *self);
gboolean pat_game_get_can_undo (PatGame *self);
gboolean pat_game_get_can_redo (PatGame *self);
PatStatus pat_game_get_status (PatGame *self);
gboolean pat_game_check_move (PatGame *self, const PatMove *move, GError **error);
gboolean pat_game_try_move (PatGame *self, const PatMove *move, GError **error);
gboolean pat_game_undo (PatGame *self);
gboolean pat_game_redo (PatGame *self);
void pat_game_restart (PatGame *self);
int pat_game_find_home (PatGame *self, guint from);

G_END_DECLS
