/* test-card-decks.h — what the card-decks tests share with the decks they
 * make (test-card-decks-make.c)
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* 52 faces by suit then rank, and the back. */
#define N_CARDS 53
#define BACK 52

/* AisleRiot: cells of its 13 × 5 grid. KDE: cards anywhere. */
#define AR_WIDTH 80
#define AR_HEIGHT 120
#define KDE_WIDTH 100
#define KDE_HEIGHT 140

typedef struct
{
  guint8 red, green, blue;
} Colour;

/* The scratch tree: the whole, $XDG_DATA_HOME, and $XDG_DATA_DIRS' two. */
extern char *scratch;
extern char *user_dir;
extern char *system_dir1;
extern char *system_dir2;

Colour card_colour (guint card, guint8 back_green);
/* The ids as AisleRiot and KDE name them. */
char *aisleriot_id (guint card);
char *kde_id (guint card);
/* An AisleRiot deck of cells @cell_height tall, card @missing left out
 * (-1: none). */
GString *aisleriot_svg (guint8 back_green, int cell_height, int missing);
void write_string (const char *dir, const char *name, GString *text);
void pt_decks_make (void);

G_END_DECLS
