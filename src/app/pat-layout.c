/* pat-layout.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-layout"

#include "config.h"

#include <math.h>
#include <string.h>

#include "pat-layout.h"

/* Sizes in card widths, as the variants give their layouts. */
#define MARGIN 0.25f
#define FAN_RIGHT_ROOM 0.6f /* room kept right of a sideways fan on its own */
#define RIGHT_GAP 0.12f     /* kept between a sideways fan and the next pile */
/* Fan steps, of a card height (down) or width (right). */
#define FACE_UP_STEP 0.27f
#define FACE_DOWN_STEP 0.12f
#define FACE_DOWN_MIN 0.07f /* a face-down card has no index to show */
#define INDEX_CLEAR 0.01f   /* beyond the index */
/* A card in a run in sequence may show less than its index: the cards on
 * it follow from it by the pile's rule. This share of the index shows. */
#define RUN_SHARE 0.45f
/* The room kept for a downward fan: its longest at the deal, face-down
 * cards closed up and face-up ones at their index, and this many face-up
 * cards more, but no more than RESERVE_MOST face-up steps (games that deal
 * fans of 30 cards and more would otherwise get tiny cards); longer fans
 * tighten. The deal's shape is taken from the first RESERVE_DEALS deals,
 * for games whose deal varies. */
#define RESERVE_UP 4
#define RESERVE_MOST 16
#define RESERVE_DEALS 8
/* Without a deck at hand (the sketches of Select Game): an index of about
 * the built-in deck's size. */
static const PatCardIndex default_index = { 0.2f, 0.24f };

static void
pile_place (const PatPileGroup *group, float dx, guint i, float *x, float *y)
{
  const PatLayout *l = &group->layout;
  guint col = l->per_row > 0 ? i % l->per_row : i;
  guint row = l->per_row > 0 ? i / l->per_row : 0;

  if (l->places != NULL)
    {
      *x = l->x + l->places[i].x;
      *y = l->y + l->places[i].y;
      return;
    }
  *x = l->x + col * dx + row * l->row_dx;
  *y = l->y + col * l->dy + row * l->row_dy;
}

static guint
group_per_row (const PatPileGroup *group)
{
  return group->layout.per_row > 0 ? MIN (group->layout.per_row, group->count)
                                   : group->count;
}

/* Whether a row of this group may spread apart to give its sideways fans
 * more room: a row of piles side by side, fanned to the right. */
static gboolean
group_spreads (const PatPileGroup *group)
{
  return group->layout.fan == PAT_FAN_RIGHT && group_per_row (group) > 1
         && group->layout.dy == 0 && group->layout.dx > 0;
}

/* The step after each card of a fan, by kind. */
typedef enum
{
  STEP_DOWN,
  STEP_UP,
  STEP_RUN,
} StepKind;

static guint
fan_first (const PatPileBox *box, guint len)
{
  return box->fan_shown > 0 && len > box->fan_shown ? len - box->fan_shown : 0;
}

/* From card @i of @pile to the next: a face-down card, a face-up one, or
 * one the next card is built on in sequence by the pile's rule (not where
 * any card goes on any). A sideways fan shows the same of every card. */
static StepKind
step_kind (const PatRules *rules, const PatPileBox *box, const PatCard *cards, guint len,
           guint pile, guint i)
{
  if (i < len && pat_card_is_face_down (cards[i]))
    return box->fan == PAT_FAN_DOWN ? STEP_DOWN : STEP_UP;
  if (i + 1 < len && !pat_card_is_face_down (cards[i + 1]) && rules != NULL
      && pat_rules_group (rules, pile)->rank != PAT_RANK_ANY
      && pat_move_can_build (rules, pile, cards[i + 1], cards[i]))
    return STEP_RUN;
  return STEP_UP;
}

static void
count_steps (const PatRules *rules, const PatPileBox *box, const PatState *state,
             guint pile, guint counts[3])
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);

  counts[STEP_DOWN] = counts[STEP_UP] = counts[STEP_RUN] = 0;
  for (guint i = fan_first (box, len); i + 1 < len; i++)
    counts[step_kind (rules, box, cards, len, pile, i)]++;
}

/* What the game keeps room for, from its rules alone: per group, the
 * length of its fans beyond the base card, in card sizes along the fan. */
static void
fan_reserves (const PatRules *rules, const PatCardIndex *index,
              float reserve[PAT_MAX_GROUPS])
{
  float up_down = index->height + INDEX_CLEAR;
  float up_right = index->width + INDEX_CLEAR;

  /* A game deals the same shape every time unless it deals its own way. */
  guint32 deals = rules->variant->first_deal != NULL ? RESERVE_DEALS : 1;

  memset (reserve, 0, sizeof (float) * PAT_MAX_GROUPS);
  for (guint32 deal = 1; deal <= deals; deal++)
    {
      PatState state;

      pat_state_deal (&state, rules, deal);
      for (guint p = 0; p < rules->n_piles; p++)
        {
          const PatLayout *l = &pat_rules_group (rules, p)->layout;
          PatPileBox box = { .fan = l->fan, .fan_shown = l->fan_shown };
          guint counts[3];
          float length;

          if (l->fan == PAT_FAN_NONE)
            continue;
          /* The deal alone: no run counted, as play makes them. */
          count_steps (NULL, &box, &state, p, counts);
          if (l->fan == PAT_FAN_DOWN)
            length = MIN (counts[STEP_DOWN] * FACE_DOWN_MIN
                              + (counts[STEP_UP] + RESERVE_UP) * up_down,
                          RESERVE_MOST * up_down);
          else
            {
              /* A sideways fan: one card more than it holds. */
              guint steps = l->fan_shown > 0 ? l->fan_shown - 1 : counts[STEP_UP] + 1;

              length = steps * up_right;
            }
          reserve[rules->piles[p].group] = MAX (reserve[rules->piles[p].group], length);
        }
    }
}

/* Per group: where a row of piles may spread to, in card widths from the
 * table's left (G_MAXFLOAT: the table's edge): as far as the first pile of
 * another group beside the row. */
static void
spread_limits (const PatRules *rules, float aspect, float blocked[PAT_MAX_GROUPS])
{
  for (guint g = 0; g < PAT_MAX_GROUPS; g++)
    blocked[g] = G_MAXFLOAT;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      guint g = rules->piles[p].group;
      guint rows = (group->count + group_per_row (group) - 1) / group_per_row (group);
      float top = group->layout.y;
      float end = top + (rows - 1) * group->layout.row_dy + aspect;

      if (rules->piles[p].in_group > 0 || !group_spreads (group))
        continue;
      for (guint q = 0; q < rules->n_piles; q++)
        {
          const PatPileGroup *other = pat_rules_group (rules, q);
          float x, y;

          if (rules->piles[q].group == g)
            continue;
          pile_place (other, other->layout.dx, rules->piles[q].in_group, &x, &y);
          if (x > group->layout.x && y < end && y + aspect > top)
            blocked[g] = MIN (blocked[g], x - RIGHT_GAP);
        }
    }
}

/* The game's extent in card widths, margins included, with its piles of
 * each group @dx apart and room for the fans it keeps. */
static void
layout_units (const PatRules *rules, float aspect, const float dx[PAT_MAX_GROUPS],
              const float reserve[PAT_MAX_GROUPS], float *units_w, float *units_h)
{
  *units_w = *units_h = 0;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      guint g = rules->piles[p].group;
      float x, y, right = 1, down = aspect;

      pile_place (group, dx[g], rules->piles[p].in_group, &x, &y);
      if (group->layout.fan == PAT_FAN_RIGHT)
        right += group_spreads (group) ? dx[g] - 1 - RIGHT_GAP : FAN_RIGHT_ROOM;
      else if (group->layout.fan == PAT_FAN_DOWN)
        down += reserve[g] * aspect;
      *units_w = MAX (*units_w, x + right);
      *units_h = MAX (*units_h, y + down);
    }
  *units_w += 2 * MARGIN;
  *units_h += 2 * MARGIN;
}

/* The card width that fits the game's @units in the table, with @bottom
 * pixels at its foot kept clear of cards (where the window shows the
 * verdict, the counters and its messages): it stands in for the margin
 * below the cards where that is narrower. */
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
 * @index: (nullable): the deck's corner index; %NULL for a usual one
 * @width: the table's size, in pixels
 * @height: the table's size, in pixels
 * @bottom: the pixels at the table's foot that cards keep clear of
 * @card_width: (out): the card size
 * @card_height: (out): the card size
 * @boxes: (out): where each pile lies; its fan steps at their usual shares
 *
 * Lays the table out from the game alone, never from a position: the
 * cards are as large as fit the game's piles with the room each downward
 * fan keeps (its longest at the deal with a few cards more, at the
 * tightened steps); a row of sideways fans spreads apart where the table
 * is wider than the game. Downward fans hang from the top and reach down
 * to the table's foot. pat_layout_fit_fans() then fits a position's fans
 * in that room.
 */
void
pat_layout_compute (const PatRules *rules, double aspect, const PatCardIndex *index,
                    int width, int height, int bottom, float *card_width,
                    float *card_height, PatPileBox boxes[PAT_MAX_PILES])
{
  float reserve[PAT_MAX_GROUPS], dx[PAT_MAX_GROUPS], blocked[PAT_MAX_GROUPS];
  float units_w, units_h, scale, avail_w, ox, oy, fans_end;
  gboolean any_down = FALSE;

  if (index == NULL)
    index = &default_index;
  fan_reserves (rules, index, reserve);
  for (guint g = 0; g < PAT_MAX_GROUPS; g++)
    dx[g] = rules->groups[g].layout.dx;
  layout_units (rules, (float)aspect, dx, reserve, &units_w, &units_h);
  scale = layout_scale (units_w, units_h, width, height, bottom);

  /* Free width spreads rows of sideways fans apart, up to what their
   * fans keep room for. */
  spread_limits (rules, (float)aspect, blocked);
  avail_w = scale > 0 ? width / scale - 2 * MARGIN : 0;
  for (guint g = 0; g < PAT_MAX_GROUPS; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      float want, widest;

      any_down |= group->count > 0 && group->layout.fan == PAT_FAN_DOWN;
      if (group->count == 0 || !group_spreads (group))
        continue;
      want = 1 + RIGHT_GAP + reserve[g] + 0.01f;
      widest = (MIN (blocked[g], avail_w) - group->layout.x + RIGHT_GAP)
               / group_per_row (group);
      dx[g] = MAX (group->layout.dx, MIN (want, widest));
    }
  layout_units (rules, (float)aspect, dx, reserve, &units_w, &units_h);

  *card_width = scale;
  *card_height = scale * (float)aspect;
  fans_end = height - MAX (MARGIN * scale / 2, bottom);
  ox = (width - units_w * scale) / 2 + MARGIN * scale;
  /* Downward fans hang from the top, where the room below them is; a
   * table without them is centred. */
  if (any_down)
    oy = MARGIN * scale;
  else
    oy = (height - units_h * scale) / 2 + MARGIN * scale;
  oy = MIN (oy, height - bottom - (units_h - 2 * MARGIN) * scale);

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      guint g = rules->piles[p].group;
      PatPileBox *box = &boxes[p];
      float x, y;

      /* Every field: steps of 0 are the fan's usual shares of a card. */
      *box = (PatPileBox){ 0 };
      pile_place (group, dx[g], rules->piles[p].in_group, &x, &y);
      graphene_rect_init (&box->base, ox + x * scale, oy + y * scale, *card_width,
                          *card_height);
      box->fan = group->layout.fan;
      box->fan_shown = group->layout.fan_shown;
      if (box->fan == PAT_FAN_DOWN)
        box->room = MAX (fans_end - box->base.origin.y - *card_height, 0);
      else if (box->fan == PAT_FAN_RIGHT && group_spreads (group))
        box->room = (dx[g] - 1 - RIGHT_GAP) * scale;
      else if (box->fan == PAT_FAN_RIGHT)
        box->room = FAN_RIGHT_ROOM * scale; /* a pile on its own: what is kept */
      else
        box->room = 0;
    }
}

/* Fits one fan of @state in its room, tightening in turn: face-down cards
 * close up, then face-up ones down to their corner index, then the cards
 * of runs in sequence further. Beyond that pat_layout_card_origin()
 * squeezes the whole fan; the top card always lies whole at its end. */
static void
fit_fan (const PatRules *rules, const PatState *state, const PatCardIndex *index,
         guint pile, float card_w, float card_h, PatPileBox *box)
{
  gboolean downward = box->fan == PAT_FAN_DOWN;
  float along = downward ? card_h : card_w;
  float min_up = ((downward ? index->height : index->width) + INDEX_CLEAR) * along;
  float pref_up = MAX (FACE_UP_STEP * along, min_up);
  float min_down = FACE_DOWN_MIN * card_h;
  float pref_down = MAX (FACE_DOWN_STEP * along, min_down);
  float min_run = RUN_SHARE * min_up;
  float room = MAX (box->room, 0), rest;
  guint counts[3], down, up, run;

  box->step_down = pref_down;
  box->step_up = box->step_run = pref_up;
  count_steps (rules, box, state, pile, counts);
  down = counts[STEP_DOWN];
  up = counts[STEP_UP];
  run = counts[STEP_RUN];
  if (down * pref_down + (up + run) * pref_up <= room)
    return;
  if (down * min_down + (up + run) * pref_up <= room)
    {
      box->step_down = (room - (up + run) * pref_up) / down;
      return;
    }
  box->step_down = min_down;
  rest = room - down * min_down;
  if ((up + run) * min_up <= rest)
    {
      box->step_up = box->step_run = rest / (up + run);
      return;
    }
  box->step_up = min_up;
  rest -= up * min_up;
  box->step_run = run > 0 ? MAX (rest / run, min_run) : min_up;
  box->step_run = MIN (box->step_run, min_up);
}

/**
 * pat_layout_fit_fans:
 * @rules: a game
 * @state: the position shown
 * @index: (nullable): the deck's corner index; %NULL for a usual one
 * @card_width: the card size of pat_layout_compute()
 * @card_height: the card size
 * @boxes: (inout): the boxes of pat_layout_compute(), whose fan steps are
 *   set for @state
 *
 * Fits every fan of @state in the room its pile has, without moving any
 * pile: each tightens on its own as it grows.
 */
void
pat_layout_fit_fans (const PatRules *rules, const PatState *state,
                     const PatCardIndex *index, float card_width, float card_height,
                     PatPileBox boxes[PAT_MAX_PILES])
{
  if (index == NULL)
    index = &default_index;
  for (guint p = 0; p < rules->n_piles; p++)
    if (boxes[p].fan != PAT_FAN_NONE)
      fit_fan (rules, state, index, p, card_width, card_height, &boxes[p]);
}

/**
 * pat_layout_compute_position:
 * @rules: a game
 * @state: (nullable): the position shown; %NULL lays out the game alone
 * @aspect: the cards' height / width
 * @index: (nullable): the deck's corner index
 * @width: the table's size, in pixels
 * @height: the table's size, in pixels
 * @bottom: the pixels at the table's foot that cards keep clear of
 * @card_width: (out): the card size
 * @card_height: (out): the card size
 * @boxes: (out): where each pile lies, and how its fan steps
 *
 * pat_layout_compute(), then pat_layout_fit_fans() for @state: the card
 * size and every pile's place never follow the position.
 */
void
pat_layout_compute_position (const PatRules *rules, const PatState *state, double aspect,
                             const PatCardIndex *index, int width, int height, int bottom,
                             float *card_width, float *card_height,
                             PatPileBox boxes[PAT_MAX_PILES])
{
  pat_layout_compute (rules, aspect, index, width, height, bottom, card_width,
                      card_height, boxes);
  if (state != NULL && *card_width > 0)
    pat_layout_fit_fans (rules, state, index, *card_width, *card_height, boxes);
}

/**
 * pat_layout_has_redeal:
 *
 * Returns: whether the game shows a redeal control on the table: it may
 *   redeal whenever the player likes, and redeals are on.
 */
gboolean
pat_layout_has_redeal (const PatRules *rules)
{
  return rules->variant->redeal == PAT_REDEAL_SHUFFLE_TABLEAU && rules->redeals > 0;
}

/**
 * pat_layout_redeal_rect:
 * @boxes: the piles as laid out
 * @rect: (out): where the redeal control lies
 *
 * A game that may redeal whenever the player likes shows it on the table,
 * with the redeals left: on its stock, where clicking the stock can only
 * redeal (Intelligence), else at the table's top left, which such games
 * leave free (La Belle Lucie, Trefoil).
 *
 * Returns: whether the game has such a control.
 */
gboolean
pat_layout_redeal_rect (const PatRules *rules, const PatPileBox boxes[PAT_MAX_PILES],
                        float card_width, float card_height, graphene_rect_t *rect)
{
  if (!pat_layout_has_redeal (rules) || card_width <= 0)
    return FALSE;
  if (rules->stock >= 0)
    {
      *rect = boxes[rules->stock].base;
      return TRUE;
    }
  /* The first pile of a group lies where its group says: from it, where
   * the table's top left is. */
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].in_group == 0)
      {
        const PatLayout *l = &pat_rules_group (rules, p)->layout;

        graphene_rect_init (rect, boxes[p].base.origin.x - l->x * card_width,
                            boxes[p].base.origin.y - l->y * card_width, card_width,
                            card_height);
        return TRUE;
      }
  return FALSE;
}

/* From card @i of @pile to the next, along the fan; a card not there yet
 * lies as a face-up one would. */
static float
step_after (const PatRules *rules, const PatPileBox *box, const PatCard *cards, guint len,
            guint pile, guint i, float along)
{
  switch (step_kind (rules, box, cards, len, pile, i))
    {
      case STEP_DOWN:
        return box->step_down > 0 ? box->step_down : FACE_DOWN_STEP * along;
      case STEP_RUN:
        return box->step_run > 0 ? box->step_run : FACE_UP_STEP * along;
      case STEP_UP:
      default:
        return box->step_up > 0 ? box->step_up : FACE_UP_STEP * along;
    }
}

/**
 * pat_layout_card_origin:
 * @rules: (nullable): the game, to tell runs in sequence; %NULL: none are
 * @box: the pile's place
 * @state: the position
 * @pile: the pile
 * @index: a card of it; its length gives where a card put on it would lie
 *
 * Returns: the card's top-left corner. A fan is one straight line from its
 *   base, its top card at its end; where its steps do not fit its room it
 *   squeezes so that the whole pile stays within the room. Where only the
 *   top few cards fan out, the ones under them lie squared at the base.
 */
graphene_point_t
pat_layout_card_origin (const PatRules *rules, const PatPileBox *box, float card_width,
                        float card_height, const PatState *state, guint pile, guint index)
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);
  float along = box->fan == PAT_FAN_DOWN ? card_height : card_width;
  float total = 0, offset = 0, squeeze = 1;
  graphene_point_t at = box->base.origin;
  guint first;

  if (box->fan == PAT_FAN_NONE || len == 0)
    return at;

  first = fan_first (box, len);
  if (index <= first)
    return at;
  for (guint i = first; i + 1 < len; i++)
    total += step_after (rules, box, cards, len, pile, i, along);
  if (total > box->room && total > 0)
    squeeze = MAX (box->room, 0) / total;
  for (guint i = first; i < index; i++)
    offset += step_after (rules, box, cards, len, pile, i, along) * squeeze;

  if (box->fan == PAT_FAN_DOWN)
    at.y += offset;
  else
    at.x += offset;
  return at;
}
