/* pat-preferences.h — the game, its rule options, appearance, behaviour
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pat-engine.h"

G_BEGIN_DECLS

#define PAT_TYPE_PREFERENCES (pat_preferences_get_type ())

G_DECLARE_FINAL_TYPE (PatPreferences, pat_preferences, PAT, PREFERENCES,
                      AdwPreferencesWindow)

GtkWidget *pat_preferences_new (GtkWindow *parent, GSettings *settings,
                                const PatVariant *variant);
void pat_preferences_set_variant (PatPreferences *self, const PatVariant *variant);

G_END_DECLS
