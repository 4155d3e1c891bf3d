/* pat-session.h — one game being played: its start, history, undo and redo
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-move.h"
#include "pat-state.h"
#include "pat-variant.h"

G_BEGIN_DECLS

typedef struct _PatSession PatSession;

/* The moves a session keeps to undo and redo: 100,000 positions take 16 MB,
 * and their moves written as a saved game stay under PAT_SAVE_MAX_BYTES
 * whatever the game's pile names (pat-json.c checks that). Longer games
 * forget their oldest moves. */
#define PAT_SESSION_MAX_HISTORY 100000

PatSession *pat_session_new (const PatRules *rules, guint32 deal);
PatSession *pat_session_new_from_state (const PatRules *rules, const PatState *start);
PatSession *pat_session_copy (const PatSession *session);
void pat_session_free (PatSession *session);
const PatRules *pat_session_get_rules (const PatSession *session);
const PatState *pat_session_get_state (const PatSession *session);
const PatState *pat_session_get_state_at (const PatSession *session, guint position);
const PatState *pat_session_get_start (const PatSession *session);
gboolean pat_session_start_is_deal (const PatSession *session);
PatStatus pat_session_get_status (const PatSession *session);
guint pat_session_get_position (const PatSession *session);
guint pat_session_get_n_history (const PatSession *session);
const PatMove *pat_session_get_move (const PatSession *session, guint index);
gboolean pat_session_play (PatSession *session, const PatMove *move, GError **error);
gboolean pat_session_can_undo (const PatSession *session);
gboolean pat_session_can_redo (const PatSession *session);
gboolean pat_session_undo (PatSession *session);
gboolean pat_session_redo (PatSession *session);
void pat_session_restart (PatSession *session);
void pat_session_forget (PatSession *session, guint first, guint end);
guint pat_session_get_n_forgotten (const PatSession *session);
void pat_session_set_n_forgotten (PatSession *session, guint forgotten);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PatSession, pat_session_free)

G_END_DECLS
