/* pat-state.h — the position of one game
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-card.h"
#include "pat-variant.h"

G_BEGIN_DECLS

#define PAT_DEAL_MIN 1u
#define PAT_DEAL_MAX 2147483647u

typedef enum
{
  PAT_STATUS_PLAYING,
  PAT_STATUS_WON,
  PAT_STATUS_LOST,
} PatStatus;

/* Every card of the game in one array, pile after pile, bottom first: pile i
 * holds cards[start(i) … end[i]). Small and flat, so undo keeps whole copies
 * and the solver hashes it cheaply. */
struct _PatState
{
  guint32 deal;
  guint8 redeals_left;
  guint8 n_piles;
  guint8 end[PAT_MAX_PILES];
  PatCard cards[PAT_MAX_CARDS];
};

static inline guint
pat_state_start (const PatState *state, guint pile)
{
  return pile == 0 ? 0 : state->end[pile - 1];
}

static inline guint
pat_state_len (const PatState *state, guint pile)
{
  return state->end[pile] - pat_state_start (state, pile);
}

static inline const PatCard *
pat_state_pile (const PatState *state, guint pile)
{
  return state->cards + pat_state_start (state, pile);
}

/* The top card, or PAT_CARD_NONE. */
static inline PatCard
pat_state_top (const PatState *state, guint pile)
{
  return pat_state_len (state, pile) > 0 ? state->cards[state->end[pile] - 1]
                                         : PAT_CARD_NONE;
}

void pat_state_init_empty (PatState *state, const PatRules *rules, guint32 deal);
void pat_state_deal (PatState *state, const PatRules *rules, guint32 deal);
void pat_state_push (PatState *state, guint pile, PatCard card);
PatCard pat_state_pop (PatState *state, guint pile);
void pat_state_move_top (PatState *state, guint from, guint to);
void pat_state_move_cards (PatState *state, guint from, guint to, guint count);
void pat_state_set_top (PatState *state, guint pile, PatCard card);
void pat_state_clear_pile (PatState *state, guint pile);
gboolean pat_state_equal (const PatState *a, const PatState *b);
guint pat_state_home_cards (const PatState *state, const PatRules *rules);
gboolean pat_state_is_won (const PatState *state, const PatRules *rules);
PatStatus pat_state_status (const PatState *state, const PatRules *rules);
gboolean pat_state_check_deck (const PatState *state, const PatRules *rules,
                               GError **error);
gboolean pat_state_validate (const PatState *state, const PatRules *rules,
                             GError **error);
const char *pat_status_to_string (PatStatus status);

/* Dealing helpers shared by the variants. */
guint32 pat_deal_random (GRand *rand);
void pat_deck_shuffle (PatCard *deck, guint n, const char *variant_id, guint32 deal,
                       guint redeal);
void pat_state_deal_card (PatState *state, const PatRules *rules, guint pile,
                          PatCard card);
void pat_state_deal_fans (PatState *state, const PatRules *rules,
                          const PatPileGroup *group, PatCard *deck, guint *n_deck);
int pat_state_starter_for (const PatState *state, const PatRules *rules, PatCard card);

G_END_DECLS
