/* pat-solver-tuning.c — the search's choices per game, as data
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include "pat-solver-private.h"

/* The search's presets (docs/solver.md, sections 10 and 12). */
static const Tuning tuning_default = {
  .beam_widths = { 200, 1000, 5000, 20000 },
  .n_beam_widths = 4,
  .dfs_share_shift = 0,
  .dfs_slice = 20000,
  .dfs_slice_growth = 4,
  .dfs_near_end = TRUE,
};

/* Where the waste feeds the home piles alone (Idle Aces) and a node budget
 * holds: a few narrow beams drawing different lots win more deals than one
 * wide beam, and the depth-first search, which has proven no such deal
 * lost, keeps to a sixteenth of the beams' positions. */
static const Tuning tuning_lots = {
  .beam_widths = { 200 },
  .n_beam_widths = 1,
  .beam_lots = TRUE,
  .ahead_beams = TRUE,
  .dfs_share_shift = 4,
  .dfs_slice = 20000,
  .dfs_slice_growth = 1,
  .dfs_near_end = FALSE,
};

/* The search's choices for the game of @an, under a node budget or not. */
void
solver_tune (Tuning *tuning, const Analysis *an, gboolean budgeted)
{
  *tuning = budgeted && an->beam_by_playout ? tuning_lots : tuning_default;
  /* Where the talon is one position, parked cards and undo-home already
   * keep cards from shuttling to and from home, and beams in the
   * restricted game won no more deals (docs/solver.md, section 12). */
  tuning->restricted_beams = an->talon_piles == 0;
  tuning->dealing_beams = an->talon_piles != 0;
}
