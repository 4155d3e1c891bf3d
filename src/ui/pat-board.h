/* pat-board.h — the table: every pile drawn, played with the mouse
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pat-card-theme.h"
#include "pat-game.h"

G_BEGIN_DECLS

#define PAT_TYPE_BOARD (pat_board_get_type ())

G_DECLARE_FINAL_TYPE (PatBoard, pat_board, PAT, BOARD, GtkWidget)

GtkWidget *pat_board_new (void);
PatGame *pat_board_get_game (PatBoard *self);
void pat_board_set_game (PatBoard *self, PatGame *game);
PatCardTheme *pat_board_get_theme (PatBoard *self);
void pat_board_set_theme (PatBoard *self, PatCardTheme *theme);
void pat_board_set_foot (PatBoard *self, int foot);
int pat_board_get_foot (PatBoard *self);
gboolean pat_board_get_click_to_move (PatBoard *self);
void pat_board_set_click_to_move (PatBoard *self, gboolean click_to_move);
gboolean pat_board_get_pile_rect (PatBoard *self, guint pile, int card,
                                  graphene_rect_t *rect);
gboolean pat_board_is_animating (PatBoard *self);
void pat_board_skip_animations (PatBoard *self);
void pat_board_celebrate (PatBoard *self);

/* The input path the gestures use, for tests and keyboard play. */
void pat_board_press (PatBoard *self, double x, double y, int n_press);
void pat_board_prepare (PatBoard *self, int width, int height);
void pat_board_drag_begin (PatBoard *self, double x, double y);
void pat_board_drag_update (PatBoard *self, double x, double y);
void pat_board_drag_end (PatBoard *self);
void pat_board_drag (PatBoard *self, double start_x, double start_y, double end_x,
                     double end_y);
gboolean pat_board_get_hint (PatBoard *self, int *from, int *to);
void pat_board_show_hint (PatBoard *self, const PatMove *move);
gboolean pat_board_key (PatBoard *self, guint keyval, GdkModifierType state);
guint pat_board_get_cursor (PatBoard *self);
int pat_board_get_selected (PatBoard *self);
guint pat_board_get_selected_count (PatBoard *self);

G_END_DECLS
