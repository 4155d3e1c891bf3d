/* pat-window.h — the main window
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pat-board.h"
#include "pat-game.h"

G_BEGIN_DECLS

#define PAT_TYPE_WINDOW (pat_window_get_type ())

G_DECLARE_FINAL_TYPE (PatWindow, pat_window, PAT, WINDOW, AdwApplicationWindow)

PatWindow *pat_window_new (GtkApplication *application);
void pat_window_new_game (PatWindow *self, const PatRules *rules, guint32 deal);
void pat_window_new_random_game (PatWindow *self, const PatRules *rules, guint32 deal);
void pat_window_offer_game (PatWindow *self, const PatVariant *variant, guint32 deal);
gboolean pat_window_resume (PatWindow *self);
gboolean pat_window_resume_loaded (PatWindow *self, PatSession *session,
                                   JsonObject *extra, const GError *error);
void pat_window_keep_saved_game (PatWindow *self);
void pat_window_set_theme (PatWindow *self, PatCardTheme *theme);
void pat_window_deck_refused (PatWindow *self);
PatGame *pat_window_get_game (PatWindow *self);
PatBoard *pat_window_get_board (PatWindow *self);
void pat_window_watch_dialog (PatWindow *self, GtkWindow *dialog);

G_END_DECLS
