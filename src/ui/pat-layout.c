/* pat-layout.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-layout"

#include "config.h"

#include <math.h>

#include "pat-layout.h"

/* Sizes in card widths, as the variants give their layouts. */
#define MARGIN 0.25f
#define FAN_DOWN_ROOM 1.8f  /* room kept below a downward fan, in card heights */
#define FAN_RIGHT_ROOM 0.6f /* room kept right of a sideways fan */
#define FACE_UP_STEP 0.27f  /* of a card height (down) or width (right) */
#define FACE_DOWN_STEP 0.12f

static void
pile_place (const PatPileGroup *group, guint i, float *x, float *y)
{
  const PatLayout *l = &group->layout;
  guint col = l->per_row > 0 ? i % l->per_row : i;
  guint row = l->per_row > 0 ? i / l->per_row : 0;

  *x = l->x + col * l->dx + row * l->row_dx;
  *y = l->y + col * l->dy + row * l->row_dy;
}

/* The whole game's extent in card widths, margins included. */
static void
layout_units (const PatRules *rules, float aspect, float *units_w, float *units_h)
{
  *units_w = *units_h = 0;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      float x, y;

      pile_place (group, rules->piles[p].in_group, &x, &y);
      *units_w = MAX (*units_w,
                      x + 1 + (group->layout.fan == PAT_FAN_RIGHT ? FAN_RIGHT_ROOM : 0));
      *units_h = MAX (
          *units_h,
          y + aspect + (group->layout.fan == PAT_FAN_DOWN ? FAN_DOWN_ROOM * aspect : 0));
    }
  *units_w += 2 * MARGIN;
  *units_h += 2 * MARGIN;
}

/* The card width that fits the game's @units in the table, with @bottom
 * pixels at its foot kept clear of cards (where the window shows the
 * verdict and the counters): it stands in for the margin below the cards
 * where that is narrower. */
static float
layout_scale (float units_w, float units_h, int width, int height, int bottom)
{
  float scale = MIN (width / units_w, height / units_h);

  return MAX (MIN (scale, (height - bottom) / (units_h - MARGIN)), 0);
}

/**
 * pat_layout_compute:
 * @rules: a game
 * @aspect: the cards' height / width
 * @width: the table's size, in pixels
 * @height: the table's size, in pixels
 * @bottom: the pixels at the table's foot that cards keep clear of
 * @card_width: (out): the card size that fits the whole game
 * @card_height: (out): the card size that fits the whole game
 * @boxes: (out): where each pile lies, centred on the table
 */
void
pat_layout_compute (const PatRules *rules, double aspect, int width, int height,
                    int bottom, float *card_width, float *card_height,
                    PatPileBox boxes[PAT_MAX_PILES])
{
  float units_w, units_h, scale, ox, oy, fans_end;

  layout_units (rules, (float)aspect, &units_w, &units_h);
  scale = layout_scale (units_w, units_h, width, height, bottom);
  *card_width = scale;
  *card_height = scale * (float)aspect;
  /* Where the fans end, and the game's cards with them. */
  fans_end = height - MAX (MARGIN * scale / 2, bottom);
  ox = (width - units_w * scale) / 2 + MARGIN * scale;
  oy = (height - units_h * scale) / 2 + MARGIN * scale;
  oy = MIN (oy, height - bottom - (units_h - 2 * MARGIN) * scale);

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      PatPileBox *box = &boxes[p];
      float x, y;

      pile_place (group, rules->piles[p].in_group, &x, &y);
      graphene_rect_init (&box->base, ox + x * scale, oy + y * scale, *card_width,
                          *card_height);
      box->fan = group->layout.fan;
      box->fan_shown = group->layout.fan_shown;
      if (box->fan == PAT_FAN_DOWN)
        box->room = fans_end - box->base.origin.y - *card_height;
      else if (box->fan == PAT_FAN_RIGHT && group->layout.dx > 0)
        box->room = (group->layout.dx - 1 - 0.12f) * scale;
      else if (box->fan == PAT_FAN_RIGHT)
        box->room = FAN_RIGHT_ROOM * scale; /* a pile on its own: what is kept */
      else
        box->room = 0;
    }
}

/**
 * pat_layout_card_size:
 * @bottom: the pixels at the table's foot that cards keep clear of
 * @scale: the display's scale factor
 * @card_width: (out): the card size a table of that size draws, in device pixels
 * @card_height: (out): the card size a table of that size draws, in device pixels
 *
 * What a board asks its theme to render: also used to render cards before
 * the board exists.
 */
void
pat_layout_card_size (const PatRules *rules, double aspect, int width, int height,
                      int bottom, int scale, int *card_width, int *card_height)
{
  float units_w, units_h, size;

  layout_units (rules, (float)aspect, &units_w, &units_h);
  size = layout_scale (units_w, units_h, width, height, bottom);
  *card_width = (int)ceilf (size * scale);
  *card_height = (int)ceilf (size * (float)aspect * scale);
}

/**
 * pat_layout_card_origin:
 * @box: the pile's place
 * @state: the position
 * @pile: the pile
 * @index: a card of it; its length gives where a card put on it would lie
 *
 * Returns: the card's top-left corner. Fans squeeze so that the whole pile
 *   stays within its room; where only the top few cards fan out, the ones
 *   under them lie squared at the base.
 */
graphene_point_t
pat_layout_card_origin (const PatPileBox *box, float card_width, float card_height,
                        const PatState *state, guint pile, guint index)
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);
  float along = box->fan == PAT_FAN_DOWN ? card_height : card_width;
  float total = 0, offset = 0, squeeze = 1;
  graphene_point_t at = box->base.origin;
  guint first;

  if (box->fan == PAT_FAN_NONE || len == 0)
    return at;

  first = box->fan_shown > 0 && len > box->fan_shown ? len - box->fan_shown : 0;
  for (guint i = first; i + 1 < len; i++)
    total += (pat_card_is_face_down (cards[i]) ? FACE_DOWN_STEP : FACE_UP_STEP) * along;
  if (total > box->room && total > 0)
    squeeze = MAX (box->room, 0) / total;
  for (guint i = first; i < index && i + 1 < len; i++)
    offset += (pat_card_is_face_down (cards[i]) ? FACE_DOWN_STEP : FACE_UP_STEP) * along
              * squeeze;
  if (index >= len && len > 0)
    offset += FACE_UP_STEP * along * squeeze;

  if (box->fan == PAT_FAN_DOWN)
    at.y += offset;
  else
    at.x += offset;
  return at;
}
