/* pat-json.h — saved games
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "pat-session.h"

G_BEGIN_DECLS

#define PAT_SAVE_FORMAT 1

/* A saved game holds at most PAT_SESSION_MAX_HISTORY moves, a few hundred
 * KB for most games, and its JSON nests four levels deep: larger or deeper
 * files are refused before they are parsed, and pat_json_save_full() never
 * writes a larger one. */
#define PAT_SAVE_MAX_BYTES (4 * 1024 * 1024)
#define PAT_JSON_MAX_DEPTH 32

gboolean pat_json_check (const char *data, gssize length, gsize max_bytes,
                         GError **error);

PatSession *pat_json_load (const char *data, gssize length, GError **error);
char *pat_json_save (const PatSession *session);

/* The same, with members of the application's own beside the game's (the
 * time played, say): @extra's members are written into the root object,
 * and the root object is handed back on loading. */
char *pat_json_save_full (const PatSession *session, JsonObject *extra);
PatSession *pat_json_load_full (const char *data, gssize length, JsonObject **root,
                                GError **error);

G_END_DECLS
