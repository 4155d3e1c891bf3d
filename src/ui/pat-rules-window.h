/* pat-rules-window.h — the rules of the game in play, beside the table
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pat-engine.h"

G_BEGIN_DECLS

#define PAT_TYPE_RULES_WINDOW (pat_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (PatRulesWindow, pat_rules_window, PAT, RULES_WINDOW, AdwWindow)

PatRulesWindow *pat_rules_window_new (GtkWindow *parent);
void pat_rules_window_set_rules (PatRulesWindow *self, const PatRules *rules);

G_END_DECLS
