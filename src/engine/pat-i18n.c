/* pat-i18n.c — translations for the programs
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "pat-i18n.h"

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
