/* test-card.c — card notation
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-util.h"

static void
test_parse_and_print (void)
{
  const char *good[] = { "AC", "2D", "10H", "JS", "QC", "KD", "#QS", "#10C" };
  const char *bad[] = { "",    "1C",  "11H", "AX", "A",   "10", "##AC",
                        "AC ", " AC", "ac",  "0S", "KSS", "#" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      PatCard card;
      char text[PAT_CARD_TEXT_SIZE];

      g_assert_true (pat_card_parse (good[i], &card));
      g_assert_true (pat_card_is_valid (pat_card_face_up (card)));
      g_assert_cmpstr (pat_card_to_string (card, text), ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      PatCard card;

      g_assert_false (pat_card_parse (bad[i], &card));
    }
}

static void
test_fields (void)
{
  PatCard card;
  g_autofree char *name = NULL;
  g_autofree char *eight = pat_rank_with_article (8);
  g_autofree char *ace = pat_rank_with_article (PAT_ACE);

  g_assert_true (pat_card_parse ("#QH", &card));
  g_assert_true (pat_card_is_face_down (card));
  g_assert_cmpuint (pat_card_rank (card), ==, PAT_QUEEN);
  g_assert_cmpint (pat_card_suit (card), ==, PAT_SUIT_HEARTS);
  g_assert_true (pat_card_is_red (card));
  name = pat_card_describe (pat_card_face_up (card));
  g_assert_cmpstr (name, ==, "queen of hearts");
  g_assert_cmpstr (eight, ==, "an 8");
  g_assert_cmpstr (ace, ==, "an ace");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card/parse-and-print", test_parse_and_print);
  g_test_add_func ("/card/fields", test_fields);

  return g_test_run ();
}
