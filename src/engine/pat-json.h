/* pat-json.h — saved games
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-session.h"

G_BEGIN_DECLS

#define PAT_SAVE_FORMAT 1

PatSession *pat_json_load (const char *data, gssize length, GError **error);
char *pat_json_save (const PatSession *session);

G_END_DECLS
