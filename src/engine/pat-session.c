/* pat-session.c — one game being played: history with undo and redo
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include "pat-session.h"

/* Undo keeps whole positions: they are small, and a snapshot can never
 * disagree with the position it restores. states[i + 1] is states[i] after
 * moves[i]; the current position is states[position], and the positions
 * after it are what redo brings back. The history keeps the last
 * PAT_SESSION_MAX_HISTORY moves: @forgotten counts the moves played before
 * states[0], so that the moves of the game are still counted whole. */
struct _PatSession
{
  PatRules rules;
  GArray *states;
  GArray *moves;
  guint position;
  guint forgotten;
};

/* What a history at its cap forgets at once: the oldest positions are moved
 * out in blocks, not one a move. */
#define FORGET_BLOCK (PAT_SESSION_MAX_HISTORY / 10)

/**
 * pat_session_new_from_state:
 * @rules: the game and its options
 * @start: the position play starts from
 *
 * Returns: (transfer full): a session with no history.
 */
PatSession *
pat_session_new_from_state (const PatRules *rules, const PatState *start)
{
  PatSession *session;

  g_return_val_if_fail (rules != NULL && start != NULL, NULL);

  session = g_new0 (PatSession, 1);
  session->rules = *rules;
  session->states = g_array_new (FALSE, FALSE, sizeof (PatState));
  session->moves = g_array_new (FALSE, FALSE, sizeof (PatMove));
  g_array_append_val (session->states, *start);
  return session;
}

/**
 * pat_session_new:
 * @rules: the game and its options
 * @deal: the deal number
 *
 * Returns: (transfer full): deal number @deal, ready to play.
 */
PatSession *
pat_session_new (const PatRules *rules, guint32 deal)
{
  PatState start;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (deal >= PAT_DEAL_MIN && deal <= PAT_DEAL_MAX, NULL);

  pat_state_deal (&start, rules, deal);
  return pat_session_new_from_state (rules, &start);
}

PatSession *
pat_session_copy (const PatSession *session)
{
  PatSession *copy;

  g_return_val_if_fail (session != NULL, NULL);

  copy = g_new0 (PatSession, 1);
  copy->rules = session->rules;
  copy->states = g_array_copy (session->states);
  copy->moves = g_array_copy (session->moves);
  copy->position = session->position;
  copy->forgotten = session->forgotten;
  return copy;
}

void
pat_session_free (PatSession *session)
{
  if (session == NULL)
    return;
  g_array_unref (session->states);
  g_array_unref (session->moves);
  g_free (session);
}

const PatRules *
pat_session_get_rules (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return &session->rules;
}

const PatState *
pat_session_get_state (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return &g_array_index (session->states, PatState, session->position);
}

/**
 * pat_session_get_state_at:
 * @position: 0 for the start, up to the length of the history
 *
 * Returns: the position after that many moves of the history.
 */
const PatState *
pat_session_get_state_at (const PatSession *session, guint position)
{
  g_return_val_if_fail (session != NULL, NULL);
  g_return_val_if_fail (position < session->states->len, NULL);

  return &g_array_index (session->states, PatState, position);
}

const PatState *
pat_session_get_start (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  return &g_array_index (session->states, PatState, 0);
}

/**
 * pat_session_start_is_deal:
 *
 * Returns: whether play started from the deal itself, so that the deal
 *   number alone says where the history begins.
 */
gboolean
pat_session_start_is_deal (const PatSession *session)
{
  const PatState *start;
  PatState dealt;

  g_return_val_if_fail (session != NULL, FALSE);

  start = pat_session_get_start (session);
  pat_state_deal (&dealt, &session->rules, start->deal);
  return pat_state_equal (&dealt, start);
}

PatStatus
pat_session_get_status (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, PAT_STATUS_PLAYING);

  return pat_state_status (pat_session_get_state (session), &session->rules);
}

/**
 * pat_session_get_position:
 *
 * Returns: how many moves of the history are played (the rest can be redone).
 */
guint
pat_session_get_position (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->position;
}

guint
pat_session_get_n_history (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->moves->len;
}

const PatMove *
pat_session_get_move (const PatSession *session, guint index)
{
  g_return_val_if_fail (session != NULL, NULL);
  g_return_val_if_fail (index < session->moves->len, NULL);

  return &g_array_index (session->moves, PatMove, index);
}

/**
 * pat_session_play:
 * @session: a session
 * @move: a move
 * @error: where to give the reason it is refused
 *
 * Plays @move, dropping whatever could have been redone.
 *
 * Returns: %FALSE with @error set, and nothing changed, for an illegal move.
 */
gboolean
pat_session_play (PatSession *session, const PatMove *move, GError **error)
{
  PatState next;

  g_return_val_if_fail (session != NULL && move != NULL, FALSE);

  next = *pat_session_get_state (session);
  if (!pat_move_try (&session->rules, &next, move, error))
    return FALSE;

  g_array_set_size (session->states, session->position + 1);
  g_array_set_size (session->moves, session->position);
  g_array_append_val (session->states, next);
  g_array_append_val (session->moves, *move);
  session->position++;
  if (session->moves->len > PAT_SESSION_MAX_HISTORY)
    pat_session_forget (session, FORGET_BLOCK, session->moves->len);
  return TRUE;
}

/**
 * pat_session_forget:
 * @session: a session
 * @first: how many of the oldest moves to forget, at most the position
 * @end: where the history is cut: the moves from @end on can no longer be
 *   redone; at least the position, at most the length of the history
 *
 * Keeps the moves from @first to @end of the history: the position after
 * move @first becomes the start, and the moves forgotten still count in
 * pat_session_get_n_forgotten(). The current position does not change.
 */
void
pat_session_forget (PatSession *session, guint first, guint end)
{
  g_return_if_fail (session != NULL);
  g_return_if_fail (first <= session->position && session->position <= end);
  g_return_if_fail (end <= session->moves->len);

  g_array_set_size (session->states, end + 1);
  g_array_set_size (session->moves, end);
  g_array_remove_range (session->states, 0, first);
  g_array_remove_range (session->moves, 0, first);
  session->position -= first;
  session->forgotten += first;
}

/**
 * pat_session_get_n_forgotten:
 *
 * Returns: how many moves were played before the start the history keeps
 *   (pat_session_get_start()): 0 unless the game grew longer than
 *   %PAT_SESSION_MAX_HISTORY moves, or was saved so.
 */
guint
pat_session_get_n_forgotten (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, 0);

  return session->forgotten;
}

/**
 * pat_session_set_n_forgotten:
 * @forgotten: how many moves were played before the start
 *
 * For a game read back from a file that did not keep its whole history.
 */
void
pat_session_set_n_forgotten (PatSession *session, guint forgotten)
{
  g_return_if_fail (session != NULL);

  session->forgotten = forgotten;
}

gboolean
pat_session_can_undo (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return session->position > 0;
}

gboolean
pat_session_can_redo (const PatSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  return session->position < session->moves->len;
}

gboolean
pat_session_undo (PatSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (!pat_session_can_undo (session))
    return FALSE;
  session->position--;
  return TRUE;
}

gboolean
pat_session_redo (PatSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (!pat_session_can_redo (session))
    return FALSE;
  session->position++;
  return TRUE;
}

/**
 * pat_session_restart:
 *
 * Goes back to the start, or as far back as the history keeps; the moves
 * stay in the history and can be redone.
 */
void
pat_session_restart (PatSession *session)
{
  g_return_if_fail (session != NULL);

  session->position = 0;
}
