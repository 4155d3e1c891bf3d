/* pat-card-theme.h — card images rendered from an SVG deck
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pat-card.h"
#include "pat-deck-format.h"

G_BEGIN_DECLS

/* The images a board draws besides faces. */
typedef enum
{
  PAT_SLOT_PLAIN,      /* an empty pile */
  PAT_SLOT_FOUNDATION, /* an empty foundation */
  PAT_SLOT_STOCK,      /* an empty stock */
} PatSlot;

/* The name of the deck built into the application. */
#define PAT_CARD_THEME_DEFAULT_NAME "Patience"

#define PAT_TYPE_CARD_THEME (pat_card_theme_get_type ())

G_DECLARE_FINAL_TYPE (PatCardTheme, pat_card_theme, PAT, CARD_THEME, GObject)

PatCardTheme *pat_card_theme_new_default (void);
PatCardTheme *pat_card_theme_new_from_file (const char *path, GError **error);
PatCardTheme *pat_card_theme_new_from_file_with_format (const char *path,
                                                        PatDeckFormat format,
                                                        const char *name, GError **error);
const char *pat_card_theme_get_name (PatCardTheme *self);
double pat_card_theme_get_aspect (PatCardTheme *self);
void pat_card_theme_get_index (PatCardTheme *self, float *width, float *height);
void pat_card_theme_set_size (PatCardTheme *self, int width, int height);
void pat_card_theme_prerender (PatCardTheme *self, int width, int height);
void pat_card_theme_prerender_cards (PatCardTheme *self, int width, int height,
                                     const PatCard *cards, guint n_cards);
void pat_card_theme_render_now (PatCardTheme *self);
gboolean pat_card_theme_is_ready (PatCardTheme *self);
GdkTexture *pat_card_theme_get_card (PatCardTheme *self, PatCard card);
GdkTexture *pat_card_theme_get_slot (PatCardTheme *self, PatSlot slot);
/* Returns a new reference, unlike get_card() and get_slot(). */
GdkTexture *pat_card_theme_render_id (PatCardTheme *self, const char *id, int width,
                                      int height, GError **error);
/* Returns a new reference: a few cards side by side, for a deck chooser. */
GdkTexture *pat_card_theme_render_preview (PatCardTheme *self, int card_width,
                                           GError **error);
PatDeckFormat pat_card_theme_get_format (PatCardTheme *self);
const char *pat_card_theme_card_id (PatCard card, char buffer[16]);

void pat_card_outline_path (cairo_t *cr, double x, double y, double width, double height,
                            double radius);

G_END_DECLS
