/* pat-application.h
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PAT_TYPE_APPLICATION (pat_application_get_type ())

G_DECLARE_FINAL_TYPE (PatApplication, pat_application, PAT, APPLICATION, AdwApplication)

PatApplication *pat_application_new (void);

G_END_DECLS
