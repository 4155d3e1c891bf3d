/* pat-move.h — moves: notation, legality, application
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-state.h"
#include "pat-variant.h"

G_BEGIN_DECLS

typedef enum
{
  PAT_MOVE_CARD, /* the top card of one pile to another */
  PAT_MOVE_DEAL, /* turn the stock */
  PAT_MOVE_REDEAL,
} PatMoveKind;

struct _PatMove
{
  guint8 kind;
  guint8 from;
  guint8 to;
};

#define PAT_MOVE_TEXT_SIZE (2 * PAT_PILE_ID_SIZE + 2)

gboolean pat_move_parse (const PatRules *rules, const char *text, PatMove *move,
                         GError **error);
const char *pat_move_to_string (const PatRules *rules, const PatMove *move,
                                char buffer[PAT_MOVE_TEXT_SIZE]);
gboolean pat_move_check (const PatRules *rules, const PatState *state,
                         const PatMove *move, GError **error);
void pat_move_apply (const PatRules *rules, PatState *state, const PatMove *move);
gboolean pat_move_try (const PatRules *rules, PatState *state, const PatMove *move,
                       GError **error);
guint pat_moves_list (const PatRules *rules, const PatState *state, PatMove *moves,
                      guint max_moves);
int pat_move_find_home (const PatRules *rules, const PatState *state, guint from);
gboolean pat_move_can_build (const PatRules *rules, guint pile, PatCard card,
                             PatCard onto);

G_END_DECLS
