/* pat-card-decks.h — the card decks installed on the machine
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pat-card-theme.h"

G_BEGIN_DECLS

/* The id of the deck built into the application. */
#define PAT_CARD_DECK_BUILTIN "builtin"

#define PAT_TYPE_CARD_DECK (pat_card_deck_get_type ())

G_DECLARE_FINAL_TYPE (PatCardDeck, pat_card_deck, PAT, CARD_DECK, GObject)

const char *pat_card_deck_get_id (PatCardDeck *self);
const char *pat_card_deck_get_name (PatCardDeck *self);
PatDeckFormat pat_card_deck_get_format (PatCardDeck *self);
const char *pat_card_deck_get_path (PatCardDeck *self);
PatCardTheme *pat_card_deck_load (PatCardDeck *self, GError **error);

GListModel *pat_card_decks_list (void);
void pat_card_decks_list_async (GCancellable *cancellable, GAsyncReadyCallback callback,
                                gpointer user_data);
GListModel *pat_card_decks_list_finish (GAsyncResult *result, GError **error);

PatCardTheme *pat_card_theme_new_for_deck (const char *id, GError **error);

G_END_DECLS
