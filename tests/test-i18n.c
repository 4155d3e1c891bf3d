/* test-i18n.c — text from outside, quoted in messages
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pat-i18n.h"
#include "test-util.h"

static void
assert_excerpt (const char *text, const char *expected)
{
  g_autofree char *excerpt = pat_excerpt (text);

  g_assert_cmpstr (excerpt, ==, expected);
  g_assert_true (g_utf8_validate (excerpt, -1, NULL));
}

/* What a terminal acts on comes out as escapes; printable text, German and
 * all, stays as it is. */
static void
test_excerpt_escapes (void)
{
  assert_excerpt ("", "");
  assert_excerpt ("klondike", "klondike");
  assert_excerpt ("Jubiläum „Dame“", "Jubiläum „Dame“");
  assert_excerpt ("a\nb\rc\td", "a\\nb\\rc\\td");
  assert_excerpt ("\x1b[2J\x1b]0;title\x07", "\\x1b[2J\\x1b]0;title\\x07");
  assert_excerpt ("\x01\x7f", "\\x01\\x7f");
  /* In octal: a C1 control (CSI), the line separator, a right-to-left
   * override. */
  assert_excerpt ("\302\23331m", "\\u009b31m");
  assert_excerpt ("a\342\200\250b", "a\\u2028b");
  assert_excerpt ("\342\200\256evil", "\\u202eevil");
  /* Bytes that are not UTF-8 (written in octal), a sequence cut short at the
   * end included. */
  assert_excerpt ("\377\376x", "\\xff\\xfex");
  assert_excerpt ("x\xc3", "x\\xc3");
  /* A backslash is doubled: "\n" written out is not a newline. */
  assert_excerpt ("a\\nb", "a\\\\nb");
}

/* At most PAT_EXCERPT_CHARS characters, escapes counted in full, then "…". */
static void
test_excerpt_cut (void)
{
  g_autofree char *forty = g_strnfill (PAT_EXCERPT_CHARS, 'x');
  g_autofree char *forty_one = g_strnfill (PAT_EXCERPT_CHARS + 1, 'x');
  g_autofree char *huge = g_strnfill (10 * 1000 * 1000, 'x');
  g_autofree char *cut = g_strconcat (forty, "…", NULL);
  g_autofree char *thirty_nine = g_strnfill (PAT_EXCERPT_CHARS - 1, 'x');
  g_autofree char *newline_last = g_strconcat (thirty_nine, "\n", NULL);
  g_autofree char *newline_cut = g_strconcat (thirty_nine, "…", NULL);
  g_autofree char *umlaut_last = g_strconcat (thirty_nine, "äy", NULL);
  g_autofree char *umlaut_kept = g_strconcat (thirty_nine, "ä…", NULL);

  assert_excerpt (forty, forty);
  assert_excerpt (forty_one, cut);
  assert_excerpt (huge, cut);
  /* "\n" would make 41: it goes whole or not at all. */
  assert_excerpt (newline_last, newline_cut);
  /* A character of two bytes counts once, and is never split. */
  assert_excerpt (umlaut_last, umlaut_kept);
}

/* The last guard: one line, its backslashes left alone, cut when huge. */
static void
test_message_line (void)
{
  g_autofree char *plain = pat_message_line ("unknown game “a\\nb”");
  g_autofree char *raw = pat_message_line ("Unknown option --\x1b[2J\nx\xff");
  g_autofree char *long_text = g_strnfill (10 * 1000 * 1000, 'x');
  g_autofree char *long_line = pat_message_line (long_text);

  g_assert_cmpstr (plain, ==, "unknown game “a\\nb”");
  g_assert_cmpstr (raw, ==, "Unknown option --\\x1b[2J\\nx\\xff");
  g_assert_cmpuint (g_utf8_strlen (long_line, -1), ==, PAT_MESSAGE_CHARS + 1);
  g_assert_true (g_str_has_suffix (long_line, "x…"));
}

/* A reason shown alone starts a sentence; what already does, or starts
 * with no letter, stays as it is. */
static void
test_sentence (void)
{
  const char *const cases[][2] = {
    { "a 10 of hearts can only go on a black Jack",
      "A 10 of hearts can only go on a black Jack" },
    { "eine 10 der Farbe Herz", "Eine 10 der Farbe Herz" },
    { "über den Talon", "Über den Talon" },
    { "King Albert has no pile", "King Albert has no pile" },
    { "10 of hearts", "10 of hearts" },
    { "„stock“", "„stock“" },
    { "", "" },
    { "\xff", "\xff" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *sentence = pat_sentence (cases[i][0]);

      g_assert_cmpstr (sentence, ==, cases[i][1]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/i18n/excerpt-escapes", test_excerpt_escapes);
  g_test_add_func ("/i18n/excerpt-cut", test_excerpt_cut);
  g_test_add_func ("/i18n/message-line", test_message_line);
  g_test_add_func ("/i18n/sentence", test_sentence);

  return g_test_run ();
}
