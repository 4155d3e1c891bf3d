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
  PAT_MOVE_CARD, /* the top card (or run of cards) of one pile to another */
  PAT_MOVE_DEAL, /* turn the stock */
  PAT_MOVE_REDEAL,
} PatMoveKind;

/* A card move takes the top @count cards (at least one) of @from, in their
 * order, onto @to: more than one only where the pile's group moves runs.
 * Written "FROM:TO" for one card and "FROM:TO:N" for N. */
struct _PatMove
{
  guint8 kind;
  guint8 from;
  guint8 to;
  guint8 count; /* PAT_MOVE_CARD only */
};

/* "tableau-10:tableau-11:104" and a terminator. */
#define PAT_MOVE_TEXT_SIZE (2 * PAT_PILE_ID_SIZE + 6)

/* Room for the legal moves of a position: one card or one run from each pile
 * to each, then deal and redeal. (Piles that take any card when empty could
 * take runs of several lengths; pat_moves_list() stops at its max_moves.) */
#define PAT_MAX_MOVES (PAT_MAX_PILES * PAT_MAX_PILES + 2)

static inline PatMove
pat_move_card (guint from, guint to, guint count)
{
  PatMove move = { PAT_MOVE_CARD, (guint8)from, (guint8)to, (guint8)count };

  return move;
}

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
guint pat_move_run_length (const PatRules *rules, const PatState *state, guint pile);
guint pat_move_run_limit (const PatRules *rules, const PatState *state, guint to);
guint pat_move_base_rank (const PatRules *rules, const PatState *state, guint pile);
gboolean pat_move_can_build (const PatRules *rules, guint pile, PatCard card,
                             PatCard onto);

G_END_DECLS
