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

      /* Every field: steps of 0 are the fan's usual shares of a card, and
       * the caller's boxes may hold another layout's columns. */
      *box = (PatPileBox){ 0 };
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

/* The layout that follows the position: every face-up card in a fan shows
 * its corner index. For a table and a position, the cards are as large as
 * they can be while (1) every pile's base fits the table and (2) every fan,
 * with room for one card more, overlaps by no less than the index. Free
 * width is used first: the piles of a fanned row spread apart (up to what
 * one more column needs, or what sideways fans need), and a downward fan
 * longer than its room goes on in a second column a little to the right,
 * covering the first column's cards all but their index. Only then are the
 * cards made smaller, down to a share of the size that fits the bases;
 * below that the fans squeeze as before. */
#define GAP 0.15f           /* between piles side by side, in card widths */
#define RIGHT_GAP 0.12f     /* kept between a sideways fan and the next pile */
#define FACE_DOWN_MIN 0.07f /* of a card height: a face-down card has no index */
#define INDEX_CLEAR 0.01f   /* of a card's size, beyond the index */
#define COLUMN_GAP 0.1f     /* beyond the index, from one column to the next */
#define MAX_COLUMNS 3
#define SMALLEST_SHARE                                                                   \
  0.35f /* of the size that fits the bases: smaller cards squeeze                        \
         */

typedef struct
{
  const PatRules *rules;
  const PatState *state;
  float aspect;
  PatCardIndex index;
  int width, height, bottom;
  gboolean any_down;
  /* Per group: where a row of piles may spread to, in card widths from the
   * table's left (G_MAXFLOAT: the table's edge). */
  float blocked[PAT_MAX_GROUPS];
} Table;

static guint
group_per_row (const PatPileGroup *group)
{
  return group->layout.per_row > 0 ? MIN (group->layout.per_row, group->count)
                                   : group->count;
}

/* Whether a row of this group may spread apart: a row of piles side by
 * side, fanned. */
static gboolean
group_spreads (const PatPileGroup *group)
{
  return group->layout.fan != PAT_FAN_NONE && group_per_row (group) > 1
         && group->layout.dy == 0 && group->layout.dx > 0;
}

static void
table_init (Table *table, const PatRules *rules, const PatState *state, double aspect,
            const PatCardIndex *index, int width, int height, int bottom)
{
  table->rules = rules;
  table->state = state;
  table->aspect = (float)aspect;
  table->index = *index;
  table->width = width;
  table->height = height;
  table->bottom = bottom;
  table->any_down = FALSE;

  for (guint g = 0; g < PAT_MAX_GROUPS; g++)
    table->blocked[g] = G_MAXFLOAT;
  /* A group's rows spread to the right as far as the first pile of another
   * group beside them: below a downward fan, all the way down. */
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      guint g = rules->piles[p].group;
      guint rows = (group->count + group_per_row (group) - 1) / group_per_row (group);
      float top = group->layout.y;
      float end = group->layout.fan == PAT_FAN_DOWN
                      ? G_MAXFLOAT
                      : top + (rows - 1) * group->layout.row_dy + table->aspect;

      table->any_down |= group->layout.fan == PAT_FAN_DOWN;
      if (rules->piles[p].in_group > 0 || !group_spreads (group))
        continue;
      for (guint q = 0; q < rules->n_piles; q++)
        {
          float x, y;

          if (rules->piles[q].group == g)
            continue;
          pile_place (pat_rules_group (rules, q), rules->piles[q].in_group, &x, &y);
          if (x > group->layout.x && y < end && y + table->aspect > top)
            table->blocked[g] = MIN (table->blocked[g], x - GAP);
        }
    }
}

/* How many steps a pile's fan takes, face down and face up. */
static void
count_steps (const PatPileBox *box, const PatState *state, guint pile, guint *down,
             guint *up)
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);
  guint first = box->fan_shown > 0 && len > box->fan_shown ? len - box->fan_shown : 0;

  *down = *up = 0;
  for (guint i = first; i + 1 < len; i++)
    {
      if (pat_card_is_face_down (cards[i]))
        (*down)++;
      else
        (*up)++;
    }
}

/* Steps and columns for one fan; FALSE when it cannot show every index
 * (the steps are then the least, and the fan squeezes). @right_room is how
 * far to the right a further column may reach. */
static gboolean
fit_fan (const Table *table, PatPileBox *box, guint pile, float card_w, float card_h,
         float right_room)
{
  gboolean downward = box->fan == PAT_FAN_DOWN;
  float along = downward ? card_h : card_w;
  float index = (downward ? table->index.height : table->index.width) * along;
  float min_up = index + INDEX_CLEAR * along;
  float min_down = FACE_DOWN_MIN * card_h;
  float pref_up = MAX (FACE_UP_STEP * along, min_up);
  float pref_down = MAX (FACE_DOWN_STEP * along, min_down);
  /* Room for one card more, except where only the top few show. */
  guint more = box->fan_shown > 0 ? 0 : 1;
  guint down, up, columns;
  float room = MAX (box->room, 0);

  box->step_up = pref_up;
  box->step_down = downward ? pref_down : pref_up;
  box->column = 0;
  box->column_dx = 0;
  if (table->state == NULL)
    return TRUE;
  count_steps (box, table->state, pile, &down, &up);
  if (!downward)
    {
      up += down;
      down = 0;
    }

  if (down * min_down + (up + more) * min_up <= room)
    {
      /* As far apart as the room allows: face-down cards close up first,
       * then the face-up ones. */
      if (down * pref_down + up * pref_up <= room)
        return TRUE;
      if (down * min_down + up * pref_up <= room)
        box->step_down = down > 0 ? (room - up * pref_up) / down : pref_down;
      else
        {
          box->step_down = min_down;
          box->step_up = up > 0 ? (room - down * min_down) / up : pref_up;
        }
      box->step_down = MIN (box->step_down, pref_down);
      return TRUE;
    }

  box->step_up = min_up;
  box->step_down = min_down;
  if (!downward)
    return FALSE;
  /* Further columns, the first card of each at the base's height. */
  box->column_dx = (table->index.width + COLUMN_GAP) * card_w;
  box->column = (guint)floorf (room / min_up) + 1;
  columns = (down + up + 1 + more + box->column - 1) / box->column;
  if (columns < 2 || columns > MAX_COLUMNS
      || (columns - 1) * box->column_dx + card_w > right_room + card_w + 0.01f)
    {
      box->column = 0;
      box->column_dx = 0;
      return FALSE;
    }
  return TRUE;
}

/* Where a downward fan hanging from @y (card widths) ends, from the top of
 * the table, and so its room: what place() works out, before the piles
 * are placed across. */
static float
fan_room (const Table *table, float card_w, float y)
{
  float fans_end = table->height - MAX (MARGIN * card_w / 2, table->bottom);

  return fans_end - (MARGIN + y + table->aspect) * card_w;
}

/* How many columns the downward fan of @pile needs to show every index,
 * at its least steps. */
static guint
columns_needed (const Table *table, guint pile, float card_w, float y)
{
  const PatLayout *l = &pat_rules_group (table->rules, pile)->layout;
  float card_h = card_w * table->aspect;
  float room = MAX (fan_room (table, card_w, y), 0);
  float min_up = (table->index.height + INDEX_CLEAR) * card_h;
  guint len, first, down, up, per;
  PatPileBox box = { .fan_shown = l->fan_shown };

  if (table->state == NULL)
    return 1;
  len = pat_state_len (table->state, pile);
  first = l->fan_shown > 0 && len > l->fan_shown ? len - l->fan_shown : 0;
  count_steps (&box, table->state, pile, &down, &up);
  if (down * FACE_DOWN_MIN * card_h + (up + 1) * min_up <= room)
    return 1;
  per = (guint)floorf (room / min_up) + 1;
  return (len - first + 1 + per - 1) / per;
}

/* Lays the table out with cards @card_w wide. Returns FALSE when the bases
 * do not fit; *readable says whether every index shows. */
static gboolean
place (const Table *table, float card_w, PatPileBox boxes[PAT_MAX_PILES],
       float *out_width, float *out_height, gboolean *readable)
{
  const PatRules *rules = table->rules;
  float card_h = card_w * table->aspect;
  float avail_w = table->width / card_w - 2 * MARGIN;
  float avail_h
      = (table->height - MAX (table->bottom, MARGIN * card_w)) / card_w - MARGIN;
  float dx[PAT_MAX_GROUPS];
  float units_w = 0, units_h = 0, ox, oy, fans_end;
  float xs[PAT_MAX_PILES], ys[PAT_MAX_PILES];

  *readable = TRUE;
  if (card_w <= 0 || avail_w <= 0 || avail_h <= 0)
    return FALSE;

  for (guint g = 0; g < PAT_MAX_GROUPS; g++)
    dx[g] = rules->groups[g].layout.dx;
  for (guint g = 0; g < PAT_MAX_GROUPS; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      const PatLayout *l = &group->layout;
      guint per_row = group->count > 0 ? group_per_row (group) : 0;
      float limit, want, widest;

      if (group->count == 0 || !group_spreads (group))
        continue;
      limit = MIN (table->blocked[g], avail_w);
      if (l->fan == PAT_FAN_DOWN)
        {
          /* As far apart as the columns of the longest fan need, if the
           * width is there: the table keeps its look until a fan is too
           * long for its room. */
          guint columns = 1;

          for (guint p = 0; p < rules->n_piles; p++)
            if (rules->piles[p].group == g)
              columns = MAX (columns, columns_needed (table, p, card_w, l->y));
          want = 1 + (MIN (columns, MAX_COLUMNS) - 1) * (table->index.width + COLUMN_GAP)
                 + GAP + 0.01f;
          if (columns == 1)
            want = l->dx;
          widest = (limit - l->x - 1) / (per_row - 1);
        }
      else
        {
          /* Sideways fans: the longest of the group with one card more. */
          guint longest = 0;

          for (guint p = 0; p < rules->n_piles && table->state != NULL; p++)
            if (rules->piles[p].group == g)
              longest = MAX (longest, pat_state_len (table->state, p));
          if (l->fan_shown > 0)
            longest = MIN (longest, l->fan_shown);
          want = 1 + RIGHT_GAP + longest * (table->index.width + INDEX_CLEAR) + 0.01f;
          widest = (limit - l->x + RIGHT_GAP) / per_row;
        }
      dx[g] = MAX (l->dx, MIN (want, widest));
    }

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      const PatLayout *l = &group->layout;
      guint i = rules->piles[p].in_group;
      guint per_row = group_per_row (group);
      guint col = i % per_row, row = i / per_row;
      float right = 1;

      xs[p] = l->x + col * dx[rules->piles[p].group] + row * l->row_dx;
      ys[p] = l->y + col * l->dy + row * l->row_dy;
      if (l->fan == PAT_FAN_RIGHT)
        right += group_spreads (group) ? dx[rules->piles[p].group] - 1 - RIGHT_GAP
                                       : FAN_RIGHT_ROOM;
      units_w = MAX (units_w, xs[p] + right);
      units_h = MAX (units_h, ys[p] + table->aspect);
    }
  if (units_w > avail_w + 0.001f || units_h > avail_h + 0.001f)
    return FALSE;

  /* Centred across; downward fans hang from the top, where the room below
   * them is. */
  ox = (table->width - units_w * card_w) / 2;
  oy = MARGIN * card_w;
  if (!table->any_down)
    oy += (avail_h - units_h) * card_w / 2;
  fans_end = table->height - MAX (MARGIN * card_w / 2, table->bottom);

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      PatPileBox *box = &boxes[p];
      float right_room;

      graphene_rect_init (&box->base, ox + xs[p] * card_w, oy + ys[p] * card_w, card_w,
                          card_h);
      box->fan = group->layout.fan;
      box->fan_shown = group->layout.fan_shown;
      box->column = 0;
      box->column_dx = 0;
      box->step_up = box->step_down = 0;
      if (box->fan == PAT_FAN_NONE)
        {
          box->room = 0;
          continue;
        }
      /* A further column may reach the next pile of the row, or the
       * table's edge from the last. */
      if (group_spreads (group)
          && ((guint)rules->piles[p].in_group + 1) % group_per_row (group) != 0
          && (guint)rules->piles[p].in_group + 1 < group->count)
        right_room = (dx[rules->piles[p].group] - 1 - GAP) * card_w;
      else
        right_room = MIN (table->blocked[rules->piles[p].group],
                          (table->width - ox) / card_w - MARGIN / 2)
                         * card_w
                     - (xs[p] + 1) * card_w;
      if (box->fan == PAT_FAN_DOWN)
        box->room = fans_end - box->base.origin.y - card_h;
      else if (group_spreads (group))
        box->room = (dx[rules->piles[p].group] - 1 - RIGHT_GAP) * card_w;
      else
        box->room = FAN_RIGHT_ROOM * card_w;
      if (!fit_fan (table, box, p, card_w, card_h, right_room))
        *readable = FALSE;
    }
  *out_width = card_w;
  *out_height = card_h;
  return TRUE;
}

/**
 * pat_layout_compute_position:
 * @rules: a game
 * @state: (nullable): the position shown; %NULL lays out the game alone
 * @aspect: the cards' height / width
 * @index: the deck's corner index
 * @width: the table's size, in pixels
 * @height: the table's size, in pixels
 * @bottom: the pixels at the table's foot that cards keep clear of
 * @card_width: (out): the card size
 * @card_height: (out): the card size
 * @boxes: (out): where each pile lies, and how its fan steps
 *
 * Lays out the table so that every face-up card of @state shows its corner
 * index, with cards as large as that allows (see the comment above).
 */
void
pat_layout_compute_position (const PatRules *rules, const PatState *state, double aspect,
                             const PatCardIndex *index, int width, int height, int bottom,
                             float *card_width, float *card_height,
                             PatPileBox boxes[PAT_MAX_PILES])
{
  Table table;
  float units_w, units_h, largest, lo, hi;
  gboolean readable;

  table_init (&table, rules, state, aspect, index, width, height, bottom);
  /* No larger than with the room the game keeps for its fans. */
  layout_units (rules, (float)aspect, &units_w, &units_h);
  largest = layout_scale (units_w, units_h, width, height, bottom);
  *card_width = *card_height = 0;
  if (largest <= 0)
    {
      memset (boxes, 0, sizeof (PatPileBox) * rules->n_piles);
      return;
    }

  if (place (&table, largest, boxes, card_width, card_height, &readable) && readable)
    return;
  /* The largest readable size, between the smallest share and that; below
   * it the fans squeeze. */
  lo = largest * SMALLEST_SHARE;
  hi = largest;
  if (!place (&table, lo, boxes, card_width, card_height, &readable))
    {
      /* Even the bases cannot be placed (a table of a few pixels): as the
       * game alone lays out. */
      pat_layout_compute (rules, aspect, width, height, bottom, card_width, card_height,
                          boxes);
      return;
    }
  if (!readable)
    return;
  for (guint i = 0; i < 24 && hi - lo > 0.25f; i++)
    {
      float mid = (lo + hi) / 2;

      if (place (&table, mid, boxes, card_width, card_height, &readable) && readable)
        lo = mid;
      else
        hi = mid;
    }
  place (&table, lo, boxes, card_width, card_height, &readable);
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

/* From card @i of @cards to the next, along the fan: face-down cards need
 * show no index; a card not there yet lies as a face-up one would. */
static float
step_after (const PatPileBox *box, const PatCard *cards, guint len, guint i, float along)
{
  gboolean down = i < len && pat_card_is_face_down (cards[i]);

  if (down)
    return box->step_down > 0 ? box->step_down : FACE_DOWN_STEP * along;
  return box->step_up > 0 ? box->step_up : FACE_UP_STEP * along;
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
 *   under them lie squared at the base; a fan laid out in columns goes on
 *   in the next column once one is full.
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
  guint first, per, column, column_start, column_end;

  if (box->fan == PAT_FAN_NONE || len == 0)
    return at;

  first = box->fan_shown > 0 && len > box->fan_shown ? len - box->fan_shown : 0;
  if (index <= first)
    return at;
  per = box->column > 0 ? box->column : G_MAXUINT;
  column = (index - first) / per;
  column_start = first + column * per;
  column_end = MIN (column_start + (per == G_MAXUINT ? len : per), len);
  for (guint i = column_start; i + 1 < column_end; i++)
    total += step_after (box, cards, len, i, along);
  if (total > box->room && total > 0)
    squeeze = MAX (box->room, 0) / total;
  for (guint i = column_start; i < index; i++)
    offset += step_after (box, cards, len, i, along) * squeeze;

  at.x += column * box->column_dx;
  if (box->fan == PAT_FAN_DOWN)
    at.y += offset;
  else
    at.x += offset;
  return at;
}
