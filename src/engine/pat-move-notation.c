/* pat-move-notation.c — moves written and read: "tableau-3:foundation-0"
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include <string.h>

#include "pat-i18n.h"
#include "pat-variants-private.h"

/**
 * pat_move_parse:
 * @rules: the game
 * @text: "tableau-3:foundation-0", "tableau-2:tableau-5:3" (the top three
 *   cards), "deal" or "redeal"
 * @move: (out): the move
 * @error: where to say what is wrong
 *
 * Returns: whether @text names a move between piles the game has.
 */
gboolean
pat_move_parse (const PatRules *rules, const char *text, PatMove *move, GError **error)
{
  g_auto (GStrv) parts = NULL;
  guint64 count = 1;
  int from, to;

  g_return_val_if_fail (rules != NULL && text != NULL && move != NULL, FALSE);

  memset (move, 0, sizeof *move);
  if (strcmp (text, "deal") == 0)
    {
      move->kind = PAT_MOVE_DEAL;
      return TRUE;
    }
  if (strcmp (text, "redeal") == 0)
    {
      move->kind = PAT_MOVE_REDEAL;
      return TRUE;
    }

  parts = g_strsplit (text, ":", 4);
  if (g_strv_length (parts) < 2)
    {
      g_autofree char *excerpt = pat_excerpt (text);

      pat_refuse (error,
                  _ ("“%s” is not a move: write FROM:TO with pile ids, deal or redeal"),
                  excerpt);
      return FALSE;
    }
  if (g_strv_length (parts) > 3
      || (parts[2] != NULL
          && (!g_ascii_isdigit (parts[2][0])
              || !g_ascii_string_to_unsigned (parts[2], 10, 1, PAT_MAX_CARDS, &count,
                                              NULL))))
    {
      g_autofree char *excerpt = pat_excerpt (text);

      pat_refuse (error,
                  _ ("“%s” is not a move: FROM:TO:N moves the top N cards, N from 1 "
                     "to %u"),
                  excerpt, PAT_MAX_CARDS);
      return FALSE;
    }
  from = pat_rules_find_pile (rules, parts[0]);
  to = pat_rules_find_pile (rules, parts[1]);
  if (from < 0 || to < 0)
    {
      g_autofree char *excerpt = pat_excerpt (from < 0 ? parts[0] : parts[1]);

      pat_refuse (error, _ ("%s has no pile “%s”"), _ (rules->variant->name), excerpt);
      return FALSE;
    }
  *move = pat_move_card ((guint)from, (guint)to, (guint)count);
  return TRUE;
}

const char *
pat_move_to_string (const PatRules *rules, const PatMove *move,
                    char buffer[PAT_MOVE_TEXT_SIZE])
{
  switch (move->kind)
    {
      case PAT_MOVE_DEAL:
        return "deal";
      case PAT_MOVE_REDEAL:
        return "redeal";
      case PAT_MOVE_CARD:
        if (move->count > 1)
          g_snprintf (buffer, PAT_MOVE_TEXT_SIZE, "%s:%s:%u", rules->piles[move->from].id,
                      rules->piles[move->to].id, move->count);
        else
          g_snprintf (buffer, PAT_MOVE_TEXT_SIZE, "%s:%s", rules->piles[move->from].id,
                      rules->piles[move->to].id);
        return buffer;
      default:
        g_assert_not_reached ();
    }
}
