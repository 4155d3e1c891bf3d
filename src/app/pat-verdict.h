/* pat-verdict.h — the solver's answers for the window, worked out on threads
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-engine.h"
#include "pat-solver.h"

G_BEGIN_DECLS

/* What is known of the positions on a game's line of play, by position
 * (moves from the start): the latest known winnable one and the earliest
 * known unwinnable one, each -1 when none is known. */
typedef struct
{
  PatSolverResult result; /* of the current position */
  int winnable_at;
  int unwinnable_at;
} PatVerdict;

/* What is known of a game's line of play, kept from one verdict to the
 * next: the positions with copies of them, to tell whether they are still
 * on the line after undos and new moves. */
typedef struct
{
  PatVerdict known;
  PatState winnable_state;
  PatState unwinnable_state;
} PatVerdictMemory;

void pat_verdict_memory_init (PatVerdictMemory *memory);
void pat_verdict_memory_learn (PatVerdictMemory *memory, const PatSession *session,
                               const PatVerdict *verdict);
gboolean pat_verdict_memory_answer (PatVerdictMemory *memory, const PatSession *session,
                                    PatSolverResult *result);

/* The time a verdict is meant to take on the current position after a
 * move, and when the player asks for more thought, turned into a node
 * budget per game by pat_verdict_nodes(): the answer for a position is
 * then the same on every machine, and only a wall cap, a few times these,
 * can cut a search short on a slow or busy one. */
#define PAT_VERDICT_SECONDS 5.0
#define PAT_VERDICT_LONG_SECONDS 60.0

guint64 pat_verdict_nodes (const PatRules *rules, double seconds);

void pat_verdict_run_async (const PatSession *session, const PatVerdict *known,
                            double seconds, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer data);
gboolean pat_verdict_run_finish (GAsyncResult *result, PatVerdict *verdict,
                                 GError **error);

void pat_verdict_line_async (const PatRules *rules, const PatState *state,
                             GCancellable *cancellable, GAsyncReadyCallback callback,
                             gpointer data);
GArray *pat_verdict_line_finish (GAsyncResult *result, GError **error);

void pat_verdict_hint_async (const PatRules *rules, const PatState *state,
                             GCancellable *cancellable, GAsyncReadyCallback callback,
                             gpointer data);
gboolean pat_verdict_hint_finish (GAsyncResult *result, PatState *asked, PatMove *move,
                                  GError **error);

G_END_DECLS
