/* pat-card.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pat-card.h"

static const char rank_letters[][3]
    = { "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
static const char suit_letters[] = "CDHS";

gboolean
pat_card_is_valid (PatCard card)
{
  guint rank = pat_card_rank (card);

  return rank >= PAT_ACE && rank <= PAT_KING && (card & 0x40) == 0;
}

/**
 * pat_card_parse:
 * @text: a card such as "10H", "QS" or "#AC" (face down)
 * @card: (out): where to store the card
 *
 * Returns: whether @text is exactly one card in the project's notation.
 */
gboolean
pat_card_parse (const char *text, PatCard *card)
{
  PatCard face_down = 0;
  const char *suit;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  if (*text == '#')
    {
      face_down = PAT_CARD_FACE_DOWN;
      text++;
    }

  for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
    {
      gsize len = strlen (rank_letters[rank]);

      if (strncmp (text, rank_letters[rank], len) != 0)
        continue;
      if (text[len] == '\0' || text[len + 1] != '\0')
        continue;
      suit = strchr (suit_letters, text[len]);
      if (suit == NULL)
        return FALSE;
      *card = (PatCard)(pat_card_new (rank, (PatSuit)(suit - suit_letters)) | face_down);
      return TRUE;
    }

  return FALSE;
}

/**
 * pat_card_to_string:
 * @card: a valid card
 * @buffer: room for the text
 *
 * Returns: @buffer holding the card's notation, "#" first when face down.
 */
const char *
pat_card_to_string (PatCard card, char buffer[PAT_CARD_TEXT_SIZE])
{
  g_return_val_if_fail (pat_card_is_valid (card), "?");

  g_snprintf (buffer, PAT_CARD_TEXT_SIZE, "%s%s%c",
              pat_card_is_face_down (card) ? "#" : "", rank_letters[pat_card_rank (card)],
              suit_letters[pat_card_suit (card)]);
  return buffer;
}

/**
 * pat_rank_name:
 * @rank: 1 … 13
 *
 * Returns: the rank as a player says it ("ace", "7", "queen").
 */
const char *
pat_rank_name (guint rank)
{
  static const char *const names[] = {
    NULL,     N_ ("ace"), N_ ("2"), N_ ("3"),  N_ ("4"),    N_ ("5"),     N_ ("6"),
    N_ ("7"), N_ ("8"),   N_ ("9"), N_ ("10"), N_ ("jack"), N_ ("queen"), N_ ("king"),
  };

  g_return_val_if_fail (rank >= PAT_ACE && rank <= PAT_KING, "?");

  return _ (names[rank]);
}

const char *
pat_suit_name (PatSuit suit)
{
  static const char *const names[]
      = { N_ ("clubs"), N_ ("diamonds"), N_ ("hearts"), N_ ("spades") };

  g_return_val_if_fail (suit < PAT_N_SUITS, "?");

  return _ (names[suit]);
}

/**
 * pat_card_describe:
 * @card: a valid card
 *
 * Returns: (transfer full): "7 of clubs", "queen of hearts".
 */
char *
pat_card_describe (PatCard card)
{
  g_return_val_if_fail (pat_card_is_valid (card), g_strdup ("?"));

  /* TRANSLATORS: a card by name: rank "of" suit, e.g. "7 of clubs". It
   * stands alone (the board's card labels) or as "the 7 of clubs" in the
   * engine's reasons; "%2$s %1$s" puts the suit first. */
  return g_strdup_printf (C_ ("card", "%s of %s"), pat_rank_name (pat_card_rank (card)),
                          pat_suit_name (pat_card_suit (card)));
}

/**
 * pat_rank_with_article:
 * @rank: 1 … 13
 *
 * Returns: (transfer full): the rank with its indefinite article: "a 7",
 *   "an 8", "an ace".
 */
char *
pat_rank_with_article (guint rank)
{
  static const char *const names[] = {
    NULL,        N_ ("an ace"), N_ ("a 2"),     N_ ("a 3"),    N_ ("a 4"),
    N_ ("a 5"),  N_ ("a 6"),    N_ ("a 7"),     N_ ("an 8"),   N_ ("a 9"),
    N_ ("a 10"), N_ ("a jack"), N_ ("a queen"), N_ ("a king"),
  };

  g_return_val_if_fail (rank >= PAT_ACE && rank <= PAT_KING, g_strdup ("?"));

  return g_strdup (_ (names[rank]));
}
