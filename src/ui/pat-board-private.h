/* pat-board-private.h — what the rooms of PatBoard share: its state, the
 * functions one room calls in another, and the entry points tests drive
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PatBoard is one class in five files: pat-board.c (the widget, its
 * properties and the layout), pat-board-draw.c (drawing, flights, hints),
 * pat-board-input.c (clicks, drag and drop), pat-board-keyboard.c
 * (keyboard play) and pat-board-a11y.c (assistive technology).
 */
#pragma once

#include "pat-board.h"
#include "pat-layout.h"

G_BEGIN_DECLS

#define MOVE_TIME_US (150 * 1000)
#define STAGGER_US (35 * 1000)
#define RESIZE_SETTLE_MS 120
#define RESIZE_SETTLE_MAX_MS 600

/* A card on its way to its place: drawn in flight, hidden in its pile. */
typedef struct
{
  PatCard card;
  guint pile;
  guint index;
  graphene_point_t from;
  gint64 start; /* frame time; 0 until the first frame */
  gint64 delay;
} Flight;

/* A card leaping from a foundation when the game is won. */
typedef struct
{
  PatCard card;
  graphene_point_t at;
  graphene_vec2_t velocity;
  gint64 launch; /* after the celebration starts */
} Leap;

struct _PatBoard
{
  GtkWidget parent_instance;

  PatGame *game;
  PatCardTheme *theme;
  GSignalGroup *game_signals;
  GSignalGroup *theme_signals;
  gboolean click_to_move;
  gboolean animations;
  int background;
  GdkTexture *felt; /* the felt of the background and style below, stretched */
  int felt_key;

  /* The position as drawn, to see what a change moved. */
  PatState shown;

  float card_w, card_h;
  int foot; /* pixels at the bottom kept clear of cards */
  PatPileBox boxes[PAT_MAX_PILES];
  int wanted_width, wanted_height; /* the card size to render once settled */
  guint resize_id;
  gint64 size_requested; /* when a card size was last asked for */

  /* Dragging: a card, or a run with the cards on it, follows the pointer;
   * legal targets light up. */
  int drag_pile;
  guint drag_count; /* cards taken from the top of drag_pile */
  gboolean dragging;
  graphene_point_t drag_at; /* the bottom dragged card's top-left corner now */
  graphene_point_t grab;    /* the pointer within that card */
  guint64 targets;

  int selected;           /* click-to-move: the pile whose top cards are picked up */
  guint selected_count;   /* how many */
  guint cursor;           /* keyboard play: the pile with the focus ring */
  gboolean cursor_shown;  /* keys play, so the ring shows; a click hides it */
  int hint_from, hint_to; /* a hint shown: the cards to move and where, or -1 */
  gboolean hint_redeal;   /* a redeal hinted: the redeal control lights up */
  guint hint_count;
  guint hint_id;

  /* For assistive technology: an invisible child per pile and per card,
   * labelled, laid over what is drawn; and one for the redeal control. */
  GPtrArray *items[PAT_MAX_PILES];
  GtkWidget *redeal_item;

  GArray *flights;
  GArray *leaps;
  gint64 celebration_start;
  guint tick_id;
  gint64 frame_time;
  gboolean by_hand; /* the move being made was dropped there: it lands at once */
};

/* pat-board.c: the widget and the layout */
const PatRules *_pat_board_rules_of (PatBoard *self);
gboolean _pat_board_animations_enabled (PatBoard *self);
void _pat_board_say (PatBoard *self, const char *message);
void _pat_board_emit_input (PatBoard *self);
graphene_point_t _pat_board_card_origin (PatBoard *self, const PatState *state,
                                         guint pile, guint index);
void _pat_board_card_rect (PatBoard *self, const PatState *state, guint pile, guint index,
                           graphene_rect_t *rect);
void _pat_board_cards_rect (PatBoard *self, const PatState *state, guint pile,
                            guint count, graphene_rect_t *rect);
gboolean _pat_board_hit_test (PatBoard *self, double x, double y, guint *pile, int *card);
gboolean _pat_board_redeal_rect (PatBoard *self, graphene_rect_t *rect);
gboolean _pat_board_redeal_apart (PatBoard *self);
guint _pat_board_cursor_places (PatBoard *self);
void _pat_board_cursor_rect (PatBoard *self, guint place, graphene_rect_t *rect);

/* pat-board-draw.c */
void pat_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
void _pat_board_plan_flights (PatBoard *self, const PatState *old, const PatState *now,
                              const PatMove *move, gboolean backwards);
graphene_point_t _pat_board_run_offset (PatBoard *self, const PatState *state, guint pile,
                                        guint count, guint k);
void _pat_board_ensure_ticking (PatBoard *self);
gboolean _pat_board_count_rect (PatBoard *self, const char *text, graphene_rect_t *rect);

/* pat-board-input.c */
void _pat_board_init_input (PatBoard *self);
void _pat_board_set_selected (PatBoard *self, int pile, guint count);
gboolean _pat_board_try_move (PatBoard *self, const PatMove *move);
guint _pat_board_can_pick_up (PatBoard *self, guint pile, int card);
void _pat_board_click_stock (PatBoard *self);
void _pat_board_click_redeal (PatBoard *self);

/* pat-board-keyboard.c */
void _pat_board_init_keyboard (PatBoard *self);
void _pat_board_hide_cursor (PatBoard *self);

/* pat-board-a11y.c */
void _pat_board_rebuild_items (PatBoard *self, guint64 piles);
void _pat_board_allocate_items (PatBoard *self);
void _pat_board_clear_items (PatBoard *self, guint pile);
void _pat_board_announce_move (PatBoard *self, const PatMove *move, gboolean backwards);
void _pat_board_announce_hint (PatBoard *self, const PatMove *move);

/* The input path the gestures and keys take, for the tests and benchmarks
 * to play as a player would. */
void pat_board_press (PatBoard *self, double x, double y, int n_press);
void pat_board_drag_begin (PatBoard *self, double x, double y);
void pat_board_drag_update (PatBoard *self, double x, double y);
void pat_board_drag_end (PatBoard *self);
void pat_board_drag (PatBoard *self, double start_x, double start_y, double end_x,
                     double end_y);
gboolean pat_board_key (PatBoard *self, guint keyval, GdkModifierType state);
gboolean pat_board_get_hint (PatBoard *self, int *from, int *to);
gboolean pat_board_get_redeal_rect (PatBoard *self, graphene_rect_t *rect);
guint pat_board_get_cursor (PatBoard *self);
gboolean pat_board_get_cursor_visible (PatBoard *self);
int pat_board_get_selected (PatBoard *self);
guint pat_board_get_selected_count (PatBoard *self);

G_END_DECLS
