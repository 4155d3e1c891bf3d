/* pat-settings.h — the game's settings, read defensively
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-engine.h"

G_BEGIN_DECLS

GSettings *pat_settings_new (GError **error);
const PatVariant *pat_settings_get_variant (GSettings *settings);
void pat_settings_set_variant (GSettings *settings, const PatVariant *variant);
void pat_settings_get_rules (GSettings *settings, const PatVariant *variant,
                             PatRules *rules);
gboolean pat_settings_get_winnable (GSettings *settings, const PatVariant *variant);
void pat_settings_set_winnable (GSettings *settings, const PatVariant *variant,
                                gboolean winnable);
char *pat_settings_option_key (const PatVariant *variant, const PatOptionSpec *option);

G_END_DECLS
