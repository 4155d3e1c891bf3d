/* fuzz.h — the entry point every harness gives libFuzzer or the replayer
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* Reads one input; returns 0. A finding aborts. */
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
