/* pat-deck-format.h — what differs between the formats of card decks
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-card.h"

G_BEGIN_DECLS

/* How a deck names its images; see pat_deck_format_card_id(). */
typedef enum
{
  PAT_DECK_FORMAT_PATIENCE,  /* the built-in ids: "card-AC", "card-back", "slot"… */
  PAT_DECK_FORMAT_AISLERIOT, /* AisleRiot's: "club_1", "spade_king", "back" */
  PAT_DECK_FORMAT_KDE,       /* KDE's: "1_club", "king_spade", "back" */
} PatDeckFormat;

#define PAT_N_DECK_FORMATS (PAT_DECK_FORMAT_KDE + 1)

/* Where a format's card images lie in its SVG. */
typedef enum
{
  PAT_DECK_AREAS_ELEMENTS, /* each image an element of the card's size (built-in) */
  PAT_DECK_AREAS_GRID,     /* the cards on a grid of the document, drawn by layer */
  PAT_DECK_AREAS_BOUNDS,   /* each card an element, measured by its bounds */
} PatDeckAreas;

/* One format of card decks: everything the rest of the program needs to
 * know of it, so that a format is added here alone. */
typedef struct
{
  PatDeckFormat format;
  /* The start of an installed deck's id, before its file or folder name
   * ("aisleriot:"); NULL for the built-in deck, which is not installed. */
  const char *id_prefix;
  /* Where decks of the format are installed, under each data directory. */
  const char *folder;
  PatDeckAreas areas;
  gboolean has_slots; /* decks hold images of empty slots */
  /* The element id of a face-up card's image. */
  void (*card_id) (PatCard card, char buffer[16]);
  const char *back_id;
  /* Whether @entry of the format's folder @folder is a deck: then its
   * name for people and its SVG file, not checked yet. */
  gboolean (*find) (const char *folder, const char *entry, char **name, char **svg);
} PatDeckFormatClass;

const PatDeckFormatClass *pat_deck_format_get (PatDeckFormat format);
const PatDeckFormatClass *pat_deck_format_for_id (const char *deck_id,
                                                  const char **entry);
const char *pat_deck_format_card_id (PatDeckFormat format, PatCard card, char buffer[16]);
gboolean pat_deck_format_has_slots (PatDeckFormat format);

G_END_DECLS
