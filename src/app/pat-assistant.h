/* pat-assistant.h — what the solver does for the player, without a window:
 * the verdict, auto-play, the demo and hints
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-engine.h"
#include "pat-game.h"

G_BEGIN_DECLS

/* What the verdict says of the current position. */
typedef enum
{
  PAT_ASSISTANT_VERDICT_NONE,     /* nothing shown: off, no game, or won */
  PAT_ASSISTANT_VERDICT_THINKING, /* the search takes a while */
  PAT_ASSISTANT_VERDICT_WINNABLE,
  PAT_ASSISTANT_VERDICT_UNWINNABLE,    /* from the deal */
  PAT_ASSISTANT_VERDICT_NO_LONGER,     /* lost by a move on the line of play */
  PAT_ASSISTANT_VERDICT_UNKNOWN,       /* the player may ask for more thought */
  PAT_ASSISTANT_VERDICT_STILL_UNKNOWN, /* after more thought */
  PAT_ASSISTANT_VERDICT_ODDS,          /* of the deals that look like this one */
} PatAssistantVerdict;

/* Where the hint asked for is. */
typedef enum
{
  PAT_ASSISTANT_HINT_IDLE,      /* none is looked for */
  PAT_ASSISTANT_HINT_SEARCHING, /* looked for, for less than a glance */
  PAT_ASSISTANT_HINT_SLOW,      /* looked for longer: the player is told */
} PatAssistantHintState;

/* The answer to a hint, as the "hint" signal gives it. */
typedef enum
{
  PAT_ASSISTANT_HINT_FOUND,
  PAT_ASSISTANT_HINT_NONE,    /* no move to suggest */
  PAT_ASSISTANT_HINT_DROPPED, /* found for a position the game has left */
} PatAssistantHint;

/* The time the verdict waits for play to pause, and for the demo, whose
 * moves it would otherwise search one after another. */
#define PAT_ASSISTANT_VERDICT_DELAY_MS 250
#define PAT_ASSISTANT_VERDICT_DEMO_DELAY_MS 1000
/* "Thinking…" only for a search that takes a while. */
#define PAT_ASSISTANT_THINKING_MS 600
/* A hint slower than this says that it is being looked for. */
#define PAT_ASSISTANT_HINT_SLOW_MS 50
/* Auto-play's pace: each card after the flight of the one before began. */
#define PAT_ASSISTANT_AUTOPLAY_MS 200
/* The demo's pace, with animations and without. */
#define PAT_ASSISTANT_DEMO_MS 450
#define PAT_ASSISTANT_DEMO_FAST_MS 150
/* The demo gives up after this many moves of its own choosing. */
#define PAT_ASSISTANT_DEMO_MAX_MOVES 1000

#define PAT_TYPE_ASSISTANT (pat_assistant_get_type ())

G_DECLARE_FINAL_TYPE (PatAssistant, pat_assistant, PAT, ASSISTANT, GObject)

PatAssistant *pat_assistant_new (GSettings *settings);
void pat_assistant_set_game (PatAssistant *self, PatGame *game);
PatGame *pat_assistant_get_game (PatAssistant *self);
void pat_assistant_stop (PatAssistant *self);

PatAssistantVerdict pat_assistant_get_verdict (PatAssistant *self);
const char *pat_assistant_get_verdict_text (PatAssistant *self);
gboolean pat_assistant_get_verdict_stale (PatAssistant *self);
guint pat_assistant_get_verdict_back (PatAssistant *self);
void pat_assistant_think_longer (PatAssistant *self);
void pat_assistant_undo_back (PatAssistant *self);

void pat_assistant_hint (PatAssistant *self);
PatAssistantHintState pat_assistant_get_hint_state (PatAssistant *self);

gboolean pat_assistant_demo_start (PatAssistant *self);
void pat_assistant_demo_stop (PatAssistant *self);
gboolean pat_assistant_get_demo (PatAssistant *self);
gboolean pat_assistant_get_demo_played (PatAssistant *self);

G_END_DECLS
