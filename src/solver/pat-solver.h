/* pat-solver.h — can this position still be won? A search over the engine's moves
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-move.h"
#include "pat-state.h"
#include "pat-variant.h"

G_BEGIN_DECLS

typedef enum
{
  PAT_SOLVER_WINNABLE,   /* a winning line was found */
  PAT_SOLVER_UNWINNABLE, /* every line was searched: none wins */
  PAT_SOLVER_UNKNOWN,    /* a budget ran out, or the search was cancelled */
} PatSolverResult;

/* The transposition table's default cap, in entries of 8 bytes: room for
 * the positions of a search of PAT_SOLVER_TABLE_NODES. */
#define PAT_SOLVER_DEFAULT_TABLE_ENTRIES (1u << 22)
#define PAT_SOLVER_TABLE_NODES 4000000
/* The cap pat_solver_limits_init_for_nodes() gives searches of eight times
 * PAT_SOLVER_TABLE_NODES and more: 256 MB. */
#define PAT_SOLVER_MAX_TABLE_ENTRIES (1u << 25)
/* Lines deeper than this are cut off: that bounds the memory of the line
 * searched, and no game is won in so many moves. */
#define PAT_SOLVER_DEFAULT_MAX_DEPTH 100000

/* The positions the hint looks at for a winning line before it falls back
 * to the heuristic move. */
#define PAT_SOLVER_HINT_NODES 8000

typedef struct
{
  /* Positions expanded before giving up; 0: no limit. The search's every
   * choice follows from this budget, so its answer does not depend on the
   * machine or its load. */
  guint64 max_nodes;
  /* A cap on the time, 0: none. When it runs out the answer is unknown, as
   * when the search is cancelled; it never changes what is searched. */
  double max_seconds;
  guint table_entries; /* the cap on the transposition table; 0: the default */
  guint max_depth;     /* moves deep before a line is cut off; 0: no limit */
  /* Called on the searching thread whenever the search looks at its clock
   * and its cancellable, with the positions expanded so far, just before
   * it does; NULL: never. Tests cancel from here a search they know is
   * under way. */
  void (*progress) (guint64 nodes, gpointer data);
  gpointer progress_data;
} PatSolverLimits;

typedef struct
{
  guint64 nodes;          /* positions expanded */
  guint64 pruned;         /* positions dropped as seen before */
  guint64 forced;         /* safe moves played without trying others */
  guint table_capacity;   /* entries the table can hold */
  guint table_entries;    /* entries it held at the end */
  guint64 table_replaced; /* entries overwritten when their slots were full */
  guint max_depth;        /* the deepest line tried */
  double seconds;
  gboolean cancelled;
} PatSolverStats;

void pat_solver_limits_init (PatSolverLimits *limits);
void pat_solver_limits_init_for_nodes (PatSolverLimits *limits, guint64 nodes);

PatSolverResult pat_solver_solve (const PatRules *rules, const PatState *state,
                                  const PatSolverLimits *limits,
                                  GCancellable *cancellable, GArray **line_out,
                                  PatSolverStats *stats_out);

gboolean pat_solver_best_move (const PatRules *rules, const PatState *state,
                               PatMove *move);

/* A card in a mask of cards for pat_solver_safe_move(): both copies of a card
 * in two decks share a bit. */
#define PAT_SOLVER_CARD_BIT(card)                                                        \
  (G_GUINT64_CONSTANT (1) << (pat_card_face_up (card) & 0x3f))

gboolean pat_solver_safe_move (const PatRules *rules, const PatState *state,
                               guint64 exclude, PatMove *move);

gboolean pat_solver_hint (const PatRules *rules, const PatState *state,
                          const PatSolverLimits *limits, GCancellable *cancellable,
                          PatMove *move, PatSolverResult *result_out);

const char *pat_solver_result_to_string (PatSolverResult result);

G_END_DECLS
