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

/* Renders the cards for a size before the first frame. */
void pat_board_prepare (PatBoard *self, int width, int height);
void pat_board_show_hint (PatBoard *self, const PatMove *move);
char *pat_board_describe_move (PatBoard *self, const PatMove *move);

G_END_DECLS
