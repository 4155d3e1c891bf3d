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
} PatPileBox;

void pat_layout_compute (const PatRules *rules, double aspect, int width, int height,
                         int bottom, float *card_width, float *card_height,
                         PatPileBox boxes[PAT_MAX_PILES]);
void pat_layout_card_size (const PatRules *rules, double aspect, int width, int height,
                           int bottom, int scale, int *card_width, int *card_height);
graphene_point_t pat_layout_card_origin (const PatPileBox *box, float card_width,
                                         float card_height, const PatState *state,
                                         guint pile, guint index);

G_END_DECLS
