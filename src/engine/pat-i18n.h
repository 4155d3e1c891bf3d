/* pat-i18n.h
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The characters pat_excerpt() keeps of a text, escapes counted in full. */
#define PAT_EXCERPT_CHARS 40
/* The characters pat_message_line() keeps of a message. */
#define PAT_MESSAGE_CHARS 1000

void pat_i18n_init (void);

char *pat_excerpt (const char *text);
char *pat_message_line (const char *message);
char *pat_sentence (const char *text);

G_END_DECLS
