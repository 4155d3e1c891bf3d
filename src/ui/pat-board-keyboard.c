/* pat-board-keyboard.c — the table played with the keyboard
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

static void
set_cursor (PatBoard *self, guint pile)
{
  self->cursor = pile;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Where the cursor's place lies for moving between places: a pile's base,
 * or the redeal control. */
static void
place_base (PatBoard *self, guint place, graphene_rect_t *rect)
{
  if (place < _pat_board_rules_of (self)->n_piles)
    *rect = self->boxes[place].base;
  else
    _pat_board_cursor_rect (self, place, rect);
}

/* The nearest place from the cursor's in a direction (dx, dy), preferring
 * places straight that way. */
static void
move_cursor (PatBoard *self, int dx, int dy)
{
  graphene_rect_t here, there;
  graphene_point_t from, to;
  float best = G_MAXFLOAT;
  int best_pile = -1;

  place_base (self, self->cursor, &here);
  graphene_rect_get_center (&here, &from);
  for (guint p = 0; p < _pat_board_cursor_places (self); p++)
    {
      float along, across, score;

      if (p == self->cursor)
        continue;
      place_base (self, p, &there);
      graphene_rect_get_center (&there, &to);
      along = (to.x - from.x) * dx + (to.y - from.y) * dy;
      across = fabsf ((to.x - from.x) * dy) + fabsf ((to.y - from.y) * dx);
      if (along <= 1)
        continue;
      score = along + 2 * across;
      if (score < best)
        {
          best = score;
          best_pile = (int)p;
        }
    }
  if (best_pile >= 0)
    set_cursor (self, (guint)best_pile);
}

/* Space or Enter: pick the cursor's top card up, or put the held cards down
 * there; on the stock, deal; on the redeal control, redeal. Again on the pile it came
 * from, it takes the next card of the run as well, and lets go once the whole run is
 * held. */
static void
activate_cursor (PatBoard *self)
{
  const PatState *state = pat_game_get_state (self->game);
  guint len;

  if (self->cursor >= _pat_board_rules_of (self)->n_piles)
    {
      _pat_board_set_selected (self, -1, 0);
      _pat_board_click_redeal (self);
      return;
    }
  len = pat_state_len (state, self->cursor);
  if ((int)self->cursor == _pat_board_rules_of (self)->stock)
    {
      _pat_board_set_selected (self, -1, 0);
      _pat_board_click_stock (self);
    }
  else if (self->selected >= 0 && (int)self->cursor == self->selected)
    {
      guint count = self->selected_count + 1;

      if (count <= len
          && _pat_board_can_pick_up (self, self->cursor, (int)(len - count)) == count)
        _pat_board_set_selected (self, self->selected, count);
      else
        _pat_board_set_selected (self, -1, 0);
    }
  else if (self->selected >= 0)
    {
      PatMove move
          = pat_move_card ((guint)self->selected, self->cursor, self->selected_count);

      _pat_board_try_move (self, &move);
      _pat_board_set_selected (self, -1, 0);
    }
  else if (len > 0 && _pat_board_can_pick_up (self, self->cursor, (int)len - 1) > 0)
    _pat_board_set_selected (self, (int)self->cursor, 1);
  else if (len > 0)
    _pat_board_say (self, _ ("This card cannot be picked up"));
}

static void
send_home (PatBoard *self, guint pile)
{
  const PatState *state = pat_game_get_state (self->game);
  int home = pat_game_find_home (self->game, pile);
  guint len = pat_state_len (state, pile);

  _pat_board_set_selected (self, -1, 0);
  if (home >= 0 && len > 0 && _pat_board_can_pick_up (self, pile, (int)len - 1) > 0)
    {
      PatMove move = pat_move_card (pile, (guint)home, 1);

      _pat_board_try_move (self, &move);
    }
  else
    _pat_board_say (self, _ ("This card cannot go to a foundation now"));
}

static void
show_cursor (PatBoard *self, gboolean shown)
{
  if (self->cursor_shown != shown)
    {
      self->cursor_shown = shown;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* A click: the pointer plays, and the ring would only be in the way. */
void
_pat_board_hide_cursor (PatBoard *self)
{
  show_cursor (self, FALSE);
}

/* Arrows, Tab, Space, Enter and Escape on the table; FALSE for others. */
static gboolean
handle_key (PatBoard *self, guint keyval, GdkModifierType state)
{
  guint n = _pat_board_cursor_places (self);

  if (self->cursor >= n)
    self->cursor = 0;
  state &= gtk_accelerator_get_default_mod_mask ();

  switch (keyval)
    {
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left:
        move_cursor (self, -1, 0);
        return TRUE;
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right:
        move_cursor (self, 1, 0);
        return TRUE;
      case GDK_KEY_Up:
      case GDK_KEY_KP_Up:
        move_cursor (self, 0, -1);
        return TRUE;
      case GDK_KEY_Down:
      case GDK_KEY_KP_Down:
        move_cursor (self, 0, 1);
        return TRUE;
      case GDK_KEY_Tab:
        if (state != 0)
          return FALSE;
        set_cursor (self, (self->cursor + 1) % n);
        return TRUE;
      case GDK_KEY_ISO_Left_Tab:
        set_cursor (self, (self->cursor + n - 1) % n);
        return TRUE;
      case GDK_KEY_space:
      case GDK_KEY_KP_Space:
      case GDK_KEY_Return:
      case GDK_KEY_KP_Enter:
        if ((state & GDK_CONTROL_MASK) != 0
            && self->cursor < _pat_board_rules_of (self)->n_piles)
          send_home (self, self->cursor);
        else
          activate_cursor (self);
        return TRUE;
      case GDK_KEY_Escape:
        if (self->selected < 0)
          return FALSE;
        _pat_board_set_selected (self, -1, 0);
        return TRUE;
      default:
        return FALSE;
    }
}

/**
 * pat_board_key:
 * @keyval: a key
 * @state: the modifiers held
 *
 * Keyboard play, as the key controller plays it: arrows or Tab move the
 * focus ring between piles, Space or Enter pick a card up and put it down,
 * Escape lets go, Ctrl+Enter sends a card to a foundation.
 *
 * Returns: whether the key was used.
 */
gboolean
pat_board_key (PatBoard *self, guint keyval, GdkModifierType state)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  if (self->game == NULL || !handle_key (self, keyval, state))
    return FALSE;
  /* Keys play: the ring shows, whatever the window's focus-visible state
   * says, until the next click. */
  show_cursor (self, TRUE);
  return TRUE;
}

guint
pat_board_get_cursor (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), 0);

  return self->cursor;
}

/**
 * pat_board_get_cursor_visible:
 *
 * Returns: whether the cursor's focus ring is drawn.
 */
gboolean
pat_board_get_cursor_visible (PatBoard *self)
{
  g_return_val_if_fail (PAT_IS_BOARD (self), FALSE);

  return gtk_widget_has_focus (GTK_WIDGET (self)) && self->cursor_shown;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, PatBoard *self)
{
  _pat_board_emit_input (self);
  return pat_board_key (self, keyval, state);
}

/* Focus brought to the table by the keyboard (Tab from the header bar)
 * shows the ring at once; a click hides it again. */
static void
focus_enter_cb (GtkEventControllerFocus *controller, PatBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)))
    show_cursor (self, TRUE);
}

void
_pat_board_init_keyboard (PatBoard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (focus, "enter", G_CALLBACK (focus_enter_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}
