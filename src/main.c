/* main.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "pat-application.h"
#include "pat-i18n.h"

int
main (int argc, char *argv[])
{
  g_autoptr (PatApplication) application = NULL;

  pat_i18n_init ();

  g_set_application_name (_ ("Patience"));
  application = pat_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
