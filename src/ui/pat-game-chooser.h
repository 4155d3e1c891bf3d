/* pat-game-chooser.h — "Select Game": every game with a preview of its table
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pat-engine.h"

G_BEGIN_DECLS

#define PAT_TYPE_GAME_CHOOSER (pat_game_chooser_get_type ())

G_DECLARE_FINAL_TYPE (PatGameChooser, pat_game_chooser, PAT, GAME_CHOOSER, AdwWindow)

GtkWidget *pat_game_chooser_new (GtkWindow *parent, const PatVariant *current);
GtkWidget *pat_layout_preview_new (const PatVariant *variant);
void pat_layout_preview_draw (GtkWidget *preview);
void pat_game_chooser_choose (PatGameChooser *self, const PatVariant *variant);

G_END_DECLS
