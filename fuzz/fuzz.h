/* fuzz.h — the entry point every harness gives libFuzzer or the replayer
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Reads one input; returns 0. A finding aborts. */
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static GLogWriterOutput
fuzz_log_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields,
                 gpointer data)
{
  g_log_writer_default (level, fields, n_fields, data);
  /* abort(), not GLib's fatal-log trap: libFuzzer catches SIGABRT and keeps
   * the input, where a SIGTRAP would end it without a word. */
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return G_LOG_WRITER_HANDLED;
}

/* A warning or a critical on the way is a finding too. */
static inline void
fuzz_init (void)
{
  static gboolean ready;

  if (!ready)
    g_log_set_writer_func (fuzz_log_writer, NULL, NULL);
  ready = TRUE;
}
