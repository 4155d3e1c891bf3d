/* pat-assistant-private.h — what tests read of PatAssistant
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pat-assistant.h"

G_BEGIN_DECLS

/* Whether auto-play waits to play its next card. */
gboolean _pat_assistant_autoplay_pending (PatAssistant *self);
/* The verdict's search under way, or NULL. */
GCancellable *_pat_assistant_verdict_search (PatAssistant *self);
/* Whether the demo's next move waits to be played. */
gboolean _pat_assistant_demo_pending (PatAssistant *self);
/* Whether the demo plays fair hints, seeing only what the player sees. */
gboolean _pat_assistant_demo_fair (PatAssistant *self);

G_END_DECLS
