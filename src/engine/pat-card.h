/* pat-card.h — a playing card in one byte
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A card is (suit << 4) | rank with rank 1 (Ace) … 13 (King); bit 7 marks a
 * face-down card. 0 is no card. Two decks hold every card twice and identical
 * cards are interchangeable, so no deck index is kept. */
typedef guint8 PatCard;

typedef enum
{
  PAT_SUIT_CLUBS,
  PAT_SUIT_DIAMONDS,
  PAT_SUIT_HEARTS,
  PAT_SUIT_SPADES,
  PAT_N_SUITS
} PatSuit;

enum
{
  PAT_ACE = 1,
  PAT_JACK = 11,
  PAT_QUEEN = 12,
  PAT_KING = 13,
  PAT_N_RANKS = 13
};

#define PAT_CARD_NONE ((PatCard)0)
#define PAT_CARD_FACE_DOWN ((PatCard)0x80)
/* The longest card text: "#10H" and a terminator. */
#define PAT_CARD_TEXT_SIZE 5

static inline PatCard
pat_card_new (guint rank, PatSuit suit)
{
  return (PatCard)((suit << 4) | rank);
}

static inline guint
pat_card_rank (PatCard card)
{
  return card & 0x0f;
}

static inline PatSuit
pat_card_suit (PatCard card)
{
  return (PatSuit)((card >> 4) & 0x03);
}

static inline gboolean
pat_card_is_face_down (PatCard card)
{
  return (card & PAT_CARD_FACE_DOWN) != 0;
}

static inline PatCard
pat_card_face_up (PatCard card)
{
  return (PatCard)(card & ~PAT_CARD_FACE_DOWN);
}

static inline PatCard
pat_card_face_down (PatCard card)
{
  return (PatCard)(card | PAT_CARD_FACE_DOWN);
}

static inline gboolean
pat_card_is_red (PatCard card)
{
  PatSuit suit = pat_card_suit (card);

  return suit == PAT_SUIT_DIAMONDS || suit == PAT_SUIT_HEARTS;
}

gboolean pat_card_is_valid (PatCard card);
gboolean pat_card_parse (const char *text, PatCard *card);
const char *pat_card_to_string (PatCard card, char buffer[PAT_CARD_TEXT_SIZE]);
const char *pat_rank_name (guint rank);
const char *pat_suit_name (PatSuit suit);
char *pat_card_describe (PatCard card);
char *pat_rank_with_article (guint rank);

G_END_DECLS
