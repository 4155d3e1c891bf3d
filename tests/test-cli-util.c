/* test-cli-util.c — patience-cli run from the tests of test-cli*.c: its
 * exit status, output and errors captured
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "test-cli-util.h"

void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

/* Runs patience-cli as cli_argv_full() says, with the variables of @env
 * (NAME, VALUE, ..., NULL) set. */
static Run
run_cli (const char *const *env, const char *input, const char *out_path,
         const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (
      (out_path == NULL ? G_SUBPROCESS_FLAGS_STDOUT_PIPE : G_SUBPROCESS_FLAGS_NONE)
      | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *in_path = NULL;
  GBytes *out = NULL, *err = NULL;
  Run run = { 0 };
  int fd = g_file_open_tmp ("patience-cli-input-XXXXXX", &in_path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (in_path, input ? input : "", -1, &error);
  g_assert_no_error (error);
  g_subprocess_launcher_set_stdin_file_path (launcher, in_path);
  if (out_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, out_path);

  g_ptr_array_add (argv, (gpointer)g_getenv ("PATIENCE_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);

  for (guint i = 0; env != NULL && env[i] != NULL; i += 2)
    g_subprocess_launcher_setenv (launcher, env[i], env[i + 1], TRUE);
  process
      = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  /* The child holds the input open. */
  g_unlink (in_path);
  g_subprocess_communicate (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run.status = g_subprocess_get_exit_status (process);
  run.out = out == NULL
                ? g_strdup ("")
                : g_strndup (g_bytes_get_size (out) ? g_bytes_get_data (out, NULL) : "",
                             g_bytes_get_size (out));
  run.err = g_strndup (g_bytes_get_size (err) ? g_bytes_get_data (err, NULL) : "",
                       g_bytes_get_size (err));
  g_clear_pointer (&out, g_bytes_unref);
  g_bytes_unref (err);
  return run;
}

Run
cli_argv_full (const char *language, const char *input, const char *out_path,
               const char *const *args)
{
  const char *const env[] = { language != NULL ? "LANGUAGE" : NULL, language, NULL };

  return run_cli (env, input, out_path, args);
}

Run
cli_argv (const char *language, const char *input, const char *const *args)
{
  return cli_argv_full (language, input, NULL, args);
}

static Run
cli_valist (const char *language, const char *input, const char *out_path, va_list list)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  const char *arg;

  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer)arg);
  g_ptr_array_add (args, NULL);
  return cli_argv_full (language, input, out_path, (const char *const *)args->pdata);
}

Run
cli (const char *input, ...)
{
  va_list list;
  Run run;

  va_start (list, input);
  run = cli_valist (NULL, input, NULL, list);
  va_end (list);
  return run;
}

Run
cli_to_full_disk (const char *input, ...)
{
  va_list list;
  Run run;

  va_start (list, input);
  run = cli_valist (NULL, input, "/dev/full", list);
  va_end (list);
  return run;
}

Run
cli_in (const char *language, const char *input, ...)
{
  va_list list;
  Run run;

  va_start (list, input);
  run = cli_valist (language, input, NULL, list);
  va_end (list);
  return run;
}

Run
cli_in_locale (const char *locale_path, const char *locale, ...)
{
  const char *const env[] = { "LOCPATH", locale_path, "LC_ALL", locale, NULL };
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  va_list list;
  const char *arg;

  va_start (list, locale);
  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer)arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  return run_cli (env, NULL, NULL, (const char *const *)args->pdata);
}
