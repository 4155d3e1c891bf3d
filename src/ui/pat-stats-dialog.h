/* pat-stats-dialog.h — the player's record, per game and rule set
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pat-stats.h"

G_BEGIN_DECLS

#define PAT_TYPE_STATS_DIALOG (pat_stats_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PatStatsDialog, pat_stats_dialog, PAT, STATS_DIALOG, AdwWindow)

GtkWidget *pat_stats_dialog_new (GtkWindow *parent, PatStats *stats);
void pat_stats_dialog_reset (PatStatsDialog *self);

G_END_DECLS
