/* pat-board-input.c — the table played with the pointer: clicks, drag and drop
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-board"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "pat-board-private.h"

/* Picks up the top @count cards of @pile (click-to-move, keyboard play), or
 * lets go with -1. */
void
_pat_board_set_selected (PatBoard *self, int pile, guint count)
{
  if (pile < 0)
    count = 0;
  if (self->selected != pile || self->selected_count != count)
    {
      self->selected = pile;
      self->selected_count = count;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

gboolean
_pat_board_try_move (PatBoard *self, const PatMove *move)
{
  g_autoptr (GError) error = NULL;

  if (pat_game_try_move (self->game, move, &error))
    return TRUE;
  _pat_board_say (self, error->message);
  return FALSE;
}

/* How many cards are picked up with @card of @pile: it and those on it when
 * they move together, else 0. */
guint
_pat_board_can_pick_up (PatBoard *self, guint pile, int card)
{
  const PatState *state = pat_game_get_state (self->game);
  guint len = pat_state_len (state, pile);
  guint run = pat_move_run_length (_pat_board_rules_of (self), state, pile);

  if (card < 0 || (guint)card >= len || (guint)card + run < len)
    return 0;
  return len - (guint)card;
}

/* A press on a card that cannot be picked up: why not, in the engine's
 * words for moving it with the cards on it (a buried card under cards not
 * in sequence, a face-down one, a pile whose cards never leave). */
static void
explain_pick_up (PatBoard *self, guint pile, guint card)
{
  const PatRules *rules = _pat_board_rules_of (self);
  guint len = pat_state_len (pat_game_get_state (self->game), pile);
  PatMove move = pat_move_card (pile, (pile + 1) % rules->n_piles, len - card);
  g_autoptr (GError) error = NULL;

  if (rules->n_piles > 1 && !pat_game_check_move (self->game, &move, &error))
    _pat_board_say (self, error->message);
  else
    _pat_board_say (self, _ ("This card cannot be picked up"));
}

/* The redeal control: a redeal, or why not. */
void
_pat_board_click_redeal (PatBoard *self)
{
  PatMove redeal = { .kind = PAT_MOVE_REDEAL };

  _pat_board_try_move (self, &redeal);
}

/* The stock deals when it can, and redeals when that is what is left. */
void
_pat_board_click_stock (PatBoard *self)
{
  PatMove deal = { .kind = PAT_MOVE_DEAL }, redeal = { .kind = PAT_MOVE_REDEAL };
  g_autoptr (GError) error = NULL;

  /* A stock that never deals only redeals: the reason is the redeal's. */
  if (_pat_board_rules_of (self)->deal == PAT_DEAL_NONE)
    {
      _pat_board_click_redeal (self);
      return;
    }
  if (pat_game_check_move (self->game, &deal, &error))
    _pat_board_try_move (self, &deal);
  else if (pat_game_check_move (self->game, &redeal, NULL))
    _pat_board_try_move (self, &redeal);
  else
    _pat_board_say (self, error->message);
}

/**
 * pat_board_press:
 * @x: where, in widget coordinates
 * @y: where
 * @n_press: 1 for a click, 2 for a double-click, more for a faster series
 *
 * What a click does: deal from the stock (at every click), redeal on the
 * redeal control, pick a card up
 * or put it down (click-to-move), send a card to a foundation
 * (double-click on a card that can go there).
 */
void
pat_board_press (PatBoard *self, double x, double y, int n_press)
{
  guint pile;
  int card;

  g_return_if_fail (PAT_IS_BOARD (self));

  /* The table takes the keyboard from whatever had it (a header button),
   * so that Space and Enter then play at the cursor. */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  _pat_board_hide_cursor (self);
  if (self->game == NULL)
    return;
  _pat_board_emit_input (self);
  if (pat_board_is_animating (self))
    pat_board_skip_animations (self);
  if (_pat_board_redeal_apart (self))
    {
      graphene_rect_t rect;
      graphene_point_t point = GRAPHENE_POINT_INIT ((float)x, (float)y);

      if (_pat_board_redeal_rect (self, &rect)
          && graphene_rect_contains_point (&rect, &point))
        {
          _pat_board_set_selected (self, -1, 0);
          _pat_board_click_redeal (self);
          return;
        }
    }
  if (!_pat_board_hit_test (self, x, y, &pile, &card))
    {
      _pat_board_set_selected (self, -1, 0);
      return;
    }

  /* Every click on the stock deals, however fast they come: GTK counts
   * quick ones as a double-click and more. */
  if ((int)pile == _pat_board_rules_of (self)->stock)
    {
      _pat_board_set_selected (self, -1, 0);
      _pat_board_click_stock (self);
      return;
    }

  /* A double-click sends home a card that can go there; anywhere else it
   * is one more click. */
  if (n_press >= 2)
    {
      int home = pat_game_find_home (self->game, pile);

      if (home >= 0 && _pat_board_can_pick_up (self, pile, card) == 1)
        {
          PatMove move = pat_move_card (pile, (guint)home, 1);

          _pat_board_set_selected (self, -1, 0);
          _pat_board_try_move (self, &move);
          return;
        }
    }

  /* A card that cannot be picked up says why, unless it is where picked
   * up cards are put down. */
  if (card >= 0 && (!self->click_to_move || self->selected < 0)
      && _pat_board_can_pick_up (self, pile, card) == 0)
    {
      explain_pick_up (self, pile, (guint)card);
      return;
    }

  if (!self->click_to_move)
    return;

  if (self->selected >= 0)
    {
      PatMove move = pat_move_card ((guint)self->selected, pile, self->selected_count);

      if ((int)pile != self->selected)
        _pat_board_try_move (self, &move);
      _pat_board_set_selected (self, -1, 0);
    }
  else if (_pat_board_can_pick_up (self, pile, card) > 0)
    _pat_board_set_selected (self, (int)pile, _pat_board_can_pick_up (self, pile, card));
}

void
pat_board_drag_begin (PatBoard *self, double x, double y)
{
  guint pile;
  int card;
  graphene_rect_t rect;

  g_return_if_fail (PAT_IS_BOARD (self));

  self->drag_pile = -1;
  self->dragging = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  _pat_board_hide_cursor (self);
  if (self->game == NULL || !_pat_board_hit_test (self, x, y, &pile, &card)
      || _pat_board_can_pick_up (self, pile, card) == 0)
    return;

  _pat_board_card_rect (self, pat_game_get_state (self->game), pile, (guint)card, &rect);
  self->drag_pile = (int)pile;
  self->drag_count = _pat_board_can_pick_up (self, pile, card);
  self->grab = GRAPHENE_POINT_INIT ((float)x - rect.origin.x, (float)y - rect.origin.y);
  self->drag_at = rect.origin;
}

void
pat_board_drag_update (PatBoard *self, double x, double y)
{
  if (self->drag_pile < 0)
    return;
  if (!self->dragging)
    {
      const PatRules *rules = _pat_board_rules_of (self);

      g_return_if_fail (PAT_IS_BOARD (self));

      self->dragging = TRUE;
      self->targets = 0;
      for (guint p = 0; p < rules->n_piles; p++)
        {
          PatMove move = pat_move_card ((guint)self->drag_pile, p, self->drag_count);

          if (pat_game_check_move (self->game, &move, NULL))
            self->targets |= G_GUINT64_CONSTANT (1) << p;
        }
      _pat_board_set_selected (self, -1, 0);
    }
  self->drag_at = GRAPHENE_POINT_INIT ((float)x - self->grab.x, (float)y - self->grab.y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The pile under the card's centre if it may go there, else the nearest
 * legal pile the card overlaps, else none. */
static int
drop_target (PatBoard *self)
{
  const PatState *state = pat_game_get_state (self->game);
  graphene_rect_t card
      = GRAPHENE_RECT_INIT (self->drag_at.x, self->drag_at.y, self->card_w, self->card_h);
  graphene_point_t centre;
  int best = -1;
  float best_distance = G_MAXFLOAT;

  graphene_rect_get_center (&card, &centre);
  for (guint p = 0; p < _pat_board_rules_of (self)->n_piles; p++)
    {
      guint len = pat_state_len (state, p);
      graphene_rect_t rect;
      graphene_point_t pile_centre;
      float distance;

      if ((int)p == self->drag_pile)
        continue;
      _pat_board_card_rect (self, state, p, len > 0 ? len - 1 : 0, &rect);
      if (graphene_rect_contains_point (&rect, &centre)
          && (self->targets & (G_GUINT64_CONSTANT (1) << p)) != 0)
        return (int)p;
      if ((self->targets & (G_GUINT64_CONSTANT (1) << p)) == 0
          || !graphene_rect_intersection (&rect, &card, NULL))
        continue;
      graphene_rect_get_center (&rect, &pile_centre);
      distance = graphene_point_distance (&centre, &pile_centre, NULL, NULL);
      if (distance < best_distance)
        {
          best_distance = distance;
          best = (int)p;
        }
    }
  return best;
}

/* Cards dropped on a pile they may not go to: say why. */
static void
explain_drop (PatBoard *self, int from, guint count)
{
  const PatState *state = pat_game_get_state (self->game);
  graphene_rect_t card
      = GRAPHENE_RECT_INIT (self->drag_at.x, self->drag_at.y, self->card_w, self->card_h);
  graphene_point_t centre;

  graphene_rect_get_center (&card, &centre);
  for (guint p = 0; p < _pat_board_rules_of (self)->n_piles; p++)
    {
      guint len = pat_state_len (state, p);
      graphene_rect_t rect;
      PatMove move = pat_move_card ((guint)from, p, count);
      g_autoptr (GError) error = NULL;

      _pat_board_card_rect (self, state, p, len > 0 ? len - 1 : 0, &rect);
      if ((int)p != from && graphene_rect_contains_point (&rect, &centre)
          && !pat_game_check_move (self->game, &move, &error))
        {
          _pat_board_say (self, error->message);
          return;
        }
    }
}

void
pat_board_drag_end (PatBoard *self)
{
  int from = self->drag_pile;
  guint count = self->drag_count;
  int to;

  g_return_if_fail (PAT_IS_BOARD (self));

  if (from < 0 || !self->dragging)
    {
      self->drag_pile = -1;
      self->dragging = FALSE;
      return;
    }

  to = drop_target (self);
  self->dragging = FALSE;
  self->drag_pile = -1;

  /* Dropped, the cards lie where they go (or, refused, back where they
   * were) in the next frame, as in AisleRiot: flights are for moves the
   * player did not make by hand. */
  if (to >= 0)
    {
      PatMove move = pat_move_card ((guint)from, (guint)to, count);

      self->by_hand = TRUE;
      _pat_board_try_move (self, &move);
      self->by_hand = FALSE;
    }
  else
    explain_drop (self, from, count);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * pat_board_drag:
 *
 * A whole drag and drop from one point to another, as the drag gesture
 * plays it: for tests and keyboard play.
 */
void
pat_board_drag (PatBoard *self, double start_x, double start_y, double end_x,
                double end_y)
{
  g_return_if_fail (PAT_IS_BOARD (self));

  pat_board_drag_begin (self, start_x, start_y);
  pat_board_drag_update (self, (start_x + end_x) / 2, (start_y + end_y) / 2);
  pat_board_drag_update (self, end_x, end_y);
  pat_board_drag_end (self);
}

int
pat_board_get_selected (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), -1);

  return self->selected;
}

/**
 * pat_board_get_selected_count:
 *
 * Returns: how many cards from the top of the selected pile are picked up;
 *   0 when none is.
 */
guint
pat_board_get_selected_count (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), 0);

  return self->selected_count;
}

static void
click_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y,
                  PatBoard *self)
{
  pat_board_press (self, x, y, n_press);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, PatBoard *self)
{
  pat_board_drag_begin (self, x, y);
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, PatBoard *self)
{
  double x, y;

  if (self->drag_pile < 0)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (!self->dragging
      && !gtk_drag_check_threshold (GTK_WIDGET (self), (int)x, (int)y, (int)(x + dx),
                                    (int)(y + dy)))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  pat_board_drag_update (self, x + dx, y + dy);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, PatBoard *self)
{
  pat_board_drag_end (self);
}

static void
drag_cancel_cb (GtkGesture *gesture, GdkEventSequence *sequence, PatBoard *self)
{
  self->dragging = FALSE;
  self->drag_pile = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_pat_board_init_input (PatBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}
