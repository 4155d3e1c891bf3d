/* test-solver-util.h — what the tests of the solver share: lines played to
 * a win, searches within a node budget, the plain search to compare with,
 * Jubilee positions
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pat-solver.h"

G_BEGIN_DECLS

/* Plays @line from @state through the engine: every move must be legal and
 * the game must end won. */
void assert_line_wins (const PatRules *rules, const PatState *state, GArray *line);

/* Solves @state within @nodes positions and no time limit; @line as
 * pat_solver_solve() fills it. */
PatSolverResult solve_nodes (const PatRules *rules, const PatState *state, guint64 nodes,
                             GArray **line);

/* A Jubilee position: every foundation complete but foundation-4, which holds
 * its King; its other twelve clubs as @rest says, and redeals as @redeals. */
char *jubilee_position (const char *redeals, const char *rest);

/* A plain search over every legal move, positions compared byte for byte:
 * slow but with nothing to get wrong. Returns FALSE when it gives up. */
gboolean reference_search (const PatRules *rules, const PatState *start,
                           guint max_positions, gboolean *winnable);

/* Each adds the tests of its file, test-solver-NAME.c; main() in
 * test-solver.c calls them. */
void test_solver_positions_register (void);
void test_solver_deals_register (void);
void test_solver_budgets_register (void);

G_END_DECLS
