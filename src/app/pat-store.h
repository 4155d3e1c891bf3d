/* pat-store.h — the player's files: written atomically, read defensively
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sys/stat.h>

G_BEGIN_DECLS

#define PAT_STORE_GAME "game.json"
#define PAT_STORE_STATS "statistics.json"
/* Held locked by the instance that writes the others; never removed. */
#define PAT_STORE_LOCK "lock"

/* Who writes the player's files, as pat_store_lock() found. */
typedef enum
{
  PAT_STORE_LOCK_NONE,      /* not asked: everything is written, as in tests */
  PAT_STORE_LOCK_OURS,      /* this process holds the lock, and writes */
  PAT_STORE_LOCK_ELSEWHERE, /* another instance does: this one writes nothing */
  PAT_STORE_LOCK_FAILED,    /* no lock could be had: written as without one */
} PatStoreLock;

char *pat_store_path (const char *name);
gboolean pat_store_write (const char *name, const char *contents, GError **error);
char *pat_store_read (const char *name, gsize max_bytes, GError **error);
int pat_store_open_regular (const char *path, gsize max_bytes, struct stat *info,
                            GError **error);
char *pat_store_read_file (const char *path, gsize max_bytes, gsize *length,
                           GError **error);
gboolean pat_store_own_dir (const char *path, GError **error);
PatStoreLock pat_store_lock (GError **error);
gboolean pat_store_locked_elsewhere (void);
guint pat_store_clean (void);
char *pat_store_set_aside (const char *name, GError **error);
gboolean pat_store_remove (const char *name);

G_END_DECLS
