/* pat-i18n.c — translations for the programs, and text fit to quote in their
 * messages
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "pat-i18n.h"

/* Characters a terminal would act on or show as nothing: C0 and C1 controls
 * (ESC starts the terminal's escape codes), DEL, format characters such as
 * the bidirectional overrides, and the Unicode line and paragraph
 * separators. */
static gboolean
needs_escape (gunichar c)
{
  switch (g_unichar_type (c))
    {
      case G_UNICODE_CONTROL:
      case G_UNICODE_FORMAT:
      case G_UNICODE_LINE_SEPARATOR:
      case G_UNICODE_PARAGRAPH_SEPARATOR:
        return TRUE;
      default:
        return FALSE;
    }
}

/* Appends @text to @out so that it shows as one line of plain text: the
 * characters of needs_escape() as \n, \r, \t, \xNN (ASCII) or \uNNNN, each
 * byte that is not UTF-8 as \xNN (80 to ff, which no ASCII character is),
 * and a backslash as \\ when @backslashes. Past @max characters, escapes
 * counted in full, it stops at a whole character and ends with "…". */
static void
append_escaped (GString *out, const char *text, gsize max, gboolean backslashes)
{
  const char *end = text + strlen (text);
  gsize shown = 0;

  for (const char *p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      char escape[16];
      const char *piece = escape;
      gsize length;

      if (c == (gunichar)-1 || c == (gunichar)-2)
        {
          g_snprintf (escape, sizeof escape, "\\x%02x", (guchar)*p);
          length = 1;
        }
      else
        {
          length = (gsize)(g_utf8_next_char (p) - p);
          if (c == '\n')
            strcpy (escape, "\\n");
          else if (c == '\r')
            strcpy (escape, "\\r");
          else if (c == '\t')
            strcpy (escape, "\\t");
          else if (c == '\\' && backslashes)
            strcpy (escape, "\\\\");
          else if (needs_escape (c) && c < 0x80)
            g_snprintf (escape, sizeof escape, "\\x%02x", c);
          else if (needs_escape (c))
            g_snprintf (escape, sizeof escape, "\\u%04x", c);
          else
            piece = NULL;
        }

      if (shown + (piece != NULL ? strlen (piece) : 1) > max)
        {
          g_string_append (out, "…");
          return;
        }
      if (piece != NULL)
        {
          g_string_append (out, piece);
          shown += strlen (piece);
        }
      else
        {
          g_string_append_len (out, p, (gssize)length);
          shown++;
        }
      p += length;
    }
}

/**
 * pat_i18n_init:
 *
 * Sets the locale and finds the translations: where they are installed,
 * or in PATIENCE_LOCALEDIR when the program runs from its build tree.
 */
void
pat_i18n_init (void)
{
  const char *dir = g_getenv ("PATIENCE_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && *dir != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/**
 * pat_excerpt:
 * @text: text from outside the program: an argument, a name read from a file
 *
 * What a message quotes of @text: at most %PAT_EXCERPT_CHARS characters of
 * it, then "…" when it goes on, on one line and with nothing a terminal would
 * act on. Newlines, tabs and carriage returns come out as \n, \t and \r,
 * other control and format characters as \xNN or \uNNNN, bytes that are not
 * UTF-8 as \xNN, and a backslash as \\.
 *
 * Returns: (transfer full): the excerpt, valid UTF-8
 */
char *
pat_excerpt (const char *text)
{
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_new (NULL);
  append_escaped (out, text, PAT_EXCERPT_CHARS, TRUE);
  return g_string_free (out, FALSE);
}

/**
 * pat_message_line:
 * @message: a message about to be shown on one line
 *
 * @message with the characters pat_excerpt() escapes escaped, but not its
 * backslashes (the excerpts in it have theirs already), and cut to
 * %PAT_MESSAGE_CHARS characters: a last guard for text that reached a
 * message without going through pat_excerpt(), such as a library's.
 *
 * Returns: (transfer full): the line, valid UTF-8
 */
char *
pat_message_line (const char *message)
{
  GString *out;

  g_return_val_if_fail (message != NULL, NULL);

  out = g_string_new (NULL);
  append_escaped (out, message, PAT_MESSAGE_CHARS, FALSE);
  return g_string_free (out, FALSE);
}

/**
 * pat_sentence:
 * @text: a message, such as a reason a move is refused
 *
 * The engine's reasons start in lower case, as patience-cli prints them
 * after its own words ("move 2 (…) is not allowed: a 10 of hearts can…");
 * shown on their own, they start a sentence.
 *
 * Returns: (transfer full): @text with its first letter in upper (title)
 *   case
 */
char *
pat_sentence (const char *text)
{
  gunichar first;
  char buffer[8];
  int length;

  g_return_val_if_fail (text != NULL, NULL);

  first = g_utf8_get_char_validated (text, -1);
  if (first == (gunichar)-1 || first == (gunichar)-2 || first == 0
      || !g_unichar_islower (first))
    return g_strdup (text);
  length = g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  buffer[length] = '\0';
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}
