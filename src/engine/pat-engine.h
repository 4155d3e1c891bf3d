/* pat-engine.h — the rules engine: no GTK, GLib and json-glib only
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pat-card.h"
#include "pat-engine-enums.h"
#include "pat-json.h"
#include "pat-move.h"
#include "pat-session.h"
#include "pat-state.h"
#include "pat-variant.h"
