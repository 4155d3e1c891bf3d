/* test-cli-util.h — patience-cli run from the tests of test-cli*.c: its
 * exit status, output and errors captured
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include <glib.h>

G_BEGIN_DECLS

/* What a run of patience-cli gave: its exit status and what it wrote on
 * stdout and stderr. */
typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

void run_clear (Run *run);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs patience-cli with @args, @input on its stdin, its stdout into the
 * file @out_path (captured when %NULL), and LANGUAGE set to @language unless
 * it is NULL. The input comes from a file, not a pipe: a run that fails
 * before it reads its input would otherwise leave the write to a closed
 * pipe, which kills the test with SIGPIPE. */
Run cli_argv_full (const char *language, const char *input, const char *out_path,
                   const char *const *args);

/* The same, stdout captured. */
Run cli_argv (const char *language, const char *input, const char *const *args);

/* The same, the arguments given one by one and ended by NULL. */
Run cli (const char *input, ...);

/* The same with stdout on a full disk. */
Run cli_to_full_disk (const char *input, ...);

/* The same in @language (LANGUAGE=@language). */
Run cli_in (const char *language, const char *input, ...);

/* The same with no input, in the locale @locale (LC_ALL) that the folder
 * @locale_path holds (LOCPATH), the arguments ended by NULL. */
Run cli_in_locale (const char *locale_path, const char *locale,
                   ...) G_GNUC_NULL_TERMINATED;

/* Checks that @run failed with @code, wrote nothing on stdout, and said
 * @message in one line on stderr. */
#define assert_failure(run, code, message)                                               \
  G_STMT_START                                                                           \
  {                                                                                      \
    g_assert_cmpint ((run).status, ==, (code));                                          \
    g_assert_cmpstr ((run).out, ==, "");                                                 \
    g_assert_nonnull (strstr ((run).err, (message)));                                    \
    g_assert_cmpint (strchr ((run).err, '\n') - (run).err + 1, ==,                       \
                     (int)strlen ((run).err));                                           \
  }                                                                                      \
  G_STMT_END

/* Six clubs that each need a tableau pile of their own, four piles, and no
 * redeal left: lost, though moves remain. */
#define DEAD_JUBILEE                                                                     \
  "{\"game\":\"jubilee\",\"redeals-left\":0,\"piles\":{"                                 \
  "\"stock\":[\"QC\",\"6C\",\"7C\",\"5C\",\"8C\",\"AC\",\"4C\",\"9C\",\"3C\",\"10C\","   \
  "\"2C\",\"JC\"],"                                                                      \
  "\"foundation-0\":[\"KC\",\"AC\",\"JC\",\"2C\",\"10C\",\"3C\",\"9C\",\"4C\",\"8C\","   \
  "\"5C\",\"7C\",\"6C\",\"QC\"],"                                                        \
  "\"foundation-1\":[\"KD\",\"AD\",\"JD\",\"2D\",\"10D\",\"3D\",\"9D\",\"4D\",\"8D\","   \
  "\"5D\",\"7D\",\"6D\",\"QD\"],"                                                        \
  "\"foundation-2\":[\"KH\",\"AH\",\"JH\",\"2H\",\"10H\",\"3H\",\"9H\",\"4H\",\"8H\","   \
  "\"5H\",\"7H\",\"6H\",\"QH\"],"                                                        \
  "\"foundation-3\":[\"KS\",\"AS\",\"JS\",\"2S\",\"10S\",\"3S\",\"9S\",\"4S\",\"8S\","   \
  "\"5S\",\"7S\",\"6S\",\"QS\"],"                                                        \
  "\"foundation-4\":[\"KC\"],"                                                           \
  "\"foundation-5\":[\"KD\",\"AD\",\"JD\",\"2D\",\"10D\",\"3D\",\"9D\",\"4D\",\"8D\","   \
  "\"5D\",\"7D\",\"6D\",\"QD\"],"                                                        \
  "\"foundation-6\":[\"KH\",\"AH\",\"JH\",\"2H\",\"10H\",\"3H\",\"9H\",\"4H\",\"8H\","   \
  "\"5H\",\"7H\",\"6H\",\"QH\"],"                                                        \
  "\"foundation-7\":[\"KS\",\"AS\",\"JS\",\"2S\",\"10S\",\"3S\",\"9S\",\"4S\",\"8S\","   \
  "\"5S\",\"7S\",\"6S\",\"QS\"]}}"

/* Adds the tests of test-cli-bad-input.c; main() in test-cli.c calls it. */
void test_cli_bad_input_register (void);

G_END_DECLS
