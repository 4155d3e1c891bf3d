/* pat-layout.h — where piles and cards lie on a table of a given size
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <graphene.h>

#include "pat-engine.h"

G_BEGIN_DECLS

/* One pile's place on the table. */
typedef struct
{
  graphene_rect_t base; /* where the bottom card lies */
  PatFan fan;
  guint fan_shown; /* only the top this many cards fan out; 0: all */
  float room;      /* how far the fan may reach beyond the base, in pixels */
  /* From a face-down card, a face-up one, and a face-up one that the next
   * card is built on by the pile's rule (a run in sequence) to the next, in
   * pixels; 0: a share of the card's size that does not follow the
   * position. */
  float step_down, step_up, step_run;
} PatPileBox;

/* The corner index of a deck's cards, what must show of a card in a fan:
 * how far it reaches across (of a card's width) and down (of its height). */
typedef struct
{
  float width, height;
} PatCardIndex;

void pat_layout_compute (const PatRules *rules, double aspect, const PatCardIndex *index,
                         int width, int height, int bottom, float *card_width,
                         float *card_height, PatPileBox boxes[PAT_MAX_PILES]);
void pat_layout_fit_fans (const PatRules *rules, const PatState *state,
                          const PatCardIndex *index, float card_width, float card_height,
                          PatPileBox boxes[PAT_MAX_PILES]);
void pat_layout_compute_position (const PatRules *rules, const PatState *state,
                                  double aspect, const PatCardIndex *index, int width,
                                  int height, int bottom, float *card_width,
                                  float *card_height, PatPileBox boxes[PAT_MAX_PILES]);
gboolean pat_layout_has_redeal (const PatRules *rules);
gboolean pat_layout_redeal_rect (const PatRules *rules,
                                 const PatPileBox boxes[PAT_MAX_PILES], float card_width,
                                 float card_height, graphene_rect_t *rect);
graphene_point_t pat_layout_card_origin (const PatRules *rules, const PatPileBox *box,
                                         float card_width, float card_height,
                                         const PatState *state, guint pile, guint index);

G_END_DECLS
