/* pat-window-private.h — what the rooms of PatWindow share
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PatWindow is one class in six files: pat-window.c (the game shown, its
 * messages and statistics, the settings it follows), pat-window-saving.c
 * (saving and resuming), pat-window-actions.c (the actions),
 * pat-window-assists.c (what the assistant, PatAssistant, says about the
 * game: the verdict, the demo, hints), pat-window-fullscreen.c (the header bar
 * over the table in fullscreen) and pat-window-winnable.c (new games
 * dealt only from deals proven winnable).
 */
#pragma once

#include <adwaita.h>

#include "pat-assistant.h"
#include "pat-rules-window.h"
#include "pat-stats.h"
#include "pat-window.h"
#include "pat-winnable-search.h"

G_BEGIN_DECLS

struct _PatWindow
{
  AdwApplicationWindow parent_instance;

  AdwHeaderBar *header_bar;
  GtkBox *main_box;
  GtkRevealer *header_revealer; /* holds the header bar in fullscreen */
  GtkWidget *leave_fullscreen;
  GtkMenuButton *menu_button;
  AdwWindowTitle *window_title;
  GtkLabel *stats_label;
  AdwToastOverlay *toast_overlay;
  PatBoard *board;

  PatGame *game;
  GSignalGroup *game_signals;
  PatCardTheme *theme;
  GCancellable *deck_cancellable; /* the deck being loaded, if any */
  GSettings *settings;            /* NULL only when the schema is missing */
  PatStats *stats;
  gboolean recorded; /* the game's result is in the statistics */
  char *game_id;     /* a UUID, kept in the saved game */
  /* The player said not to be asked before a game under way is given up:
   * for as long as the window lives. */
  gboolean give_up_unasked;
  /* The question asked before a game under way is given up, if it is on
   * screen: a newer request takes its place in it. */
  AdwMessageDialog *give_up_question; /* weak */
  gboolean keep_saved;
  /* Patience in another session writes the player's files: this window
   * writes nothing, counts nothing, and says so once. */
  gboolean read_only;
  /* The player was told the game is so long that its oldest moves can no
   * longer be undone: once a game. */
  gboolean forgotten_told;
  /* A file that could not be written is written again after the next move,
   * and the player is told once, until saving works again. */
  gboolean stats_unsaved;
  gboolean save_failing;
  AdwToast *unsaved_toast; /* weak */
  guint saved_again_id;
  AdwToast *won_toast; /* weak: gone once dismissed */
  /* One toast for every message: the latest reason replaces the one shown,
   * and the timeout is ours, as a shown toast's own cannot be restarted. */
  AdwToast *message_toast; /* weak */
  guint message_id;
  /* Toasts dismissed once the toasts on screen have settled. */
  GPtrArray *dismissals;
  guint dismiss_id;
  gint64 toasts_changed;
  guint clock_id;

  /* The rules window, open beside the table, and the shortcuts. */
  PatRulesWindow *rules_window; /* weak */
  GtkWindow *shortcuts_window;  /* weak */

  /* What the solver does for the player (the verdict, auto-play, the
   * demo, hints), and where the window shows it. */
  PatAssistant *assistant;
  GtkWidget *verdict_box;
  GtkLabel *verdict_label;
  GtkButton *verdict_undo;
  GtkWidget *verdict_think;
  AdwToast *demo_toast; /* weak */

  /* Winnable deals only: the search that keeps proven deals ready, whether
   * the game on the table is one, and the deal New Game waits for when
   * none was ready. */
  PatWinnableSearch *winnable;
  gboolean winnable_game;
  gboolean winnable_waiting;
  PatRules winnable_rules;
  AdwToast *winnable_toast; /* weak */
};

/* pat-window-toasts.c */
/* A message stays this long, unless another replaces it. */
#define PAT_WINDOW_MESSAGE_SECONDS 3
void _pat_window_show_toast (PatWindow *self, const char *text);
AdwToast *_pat_window_toast_new (PatWindow *self, const char *text);
void _pat_window_toast_set_text (PatWindow *self, AdwToast *toast, const char *text);
/* Toasts added and dismissed through these two keep clear of libadwaita
 * 1.2's crash on a toast dismissed as it appears. */
void _pat_window_add_toast (PatWindow *self, AdwToast *toast);
void _pat_window_dismiss_toast (PatWindow *self, AdwToast **weak);

/* pat-window.c */
void _pat_window_record_abandoned (PatWindow *self);
void _pat_window_set_game (PatWindow *self, PatGame *game, gboolean recorded,
                           const char *id, gboolean winnable);
void _pat_window_deal (PatWindow *self, const PatRules *rules, guint32 deal,
                       gboolean winnable);
/* The searches on worker threads hold the window weakly. */
GWeakRef *_pat_window_weak_ref_new (PatWindow *self);
PatWindow *_pat_window_weak_ref_steal (gpointer data);
gboolean _pat_window_clock_tick (PatWindow *self);

/* pat-window-saving.c */
void _pat_window_save_game (PatWindow *self);
void _pat_window_save_stats (PatWindow *self);
void _pat_window_saving_init (PatWindow *self);

/* pat-window-fullscreen.c */
void _pat_window_set_fullscreen_chrome (PatWindow *self, gboolean fullscreen);
void _pat_window_fullscreen_pointer (PatWindow *self, double y);
void _pat_window_fullscreened_cb (PatWindow *self);
void _pat_window_class_init_fullscreen (GtkWidgetClass *widget_class);

/* pat-window-winnable.c */
void _pat_window_winnable_init (PatWindow *self);
void _pat_window_winnable_dispose (PatWindow *self);
gboolean _pat_window_winnable_wanted (PatWindow *self, const PatVariant *variant);
gboolean _pat_window_winnable_known (PatWindow *self, const PatRules *rules,
                                     guint32 deal);
void _pat_window_winnable_deal (PatWindow *self, const PatRules *rules);
void _pat_window_winnable_follow (PatWindow *self);
void _pat_window_winnable_cancel (PatWindow *self);

/* pat-window-actions.c */
void _pat_window_class_init_actions (GtkWidgetClass *widget_class);
void _pat_window_rules_update (PatWindow *self);
void _pat_window_ask_demo (PatWindow *self);

/* pat-window-assists.c */
void _pat_window_class_init_assists (GtkWidgetClass *widget_class);
void _pat_window_assists_init (PatWindow *self);
void _pat_window_demo_start (PatWindow *self);
void _pat_window_demo_action (GtkWidget *widget, const char *name, GVariant *parameter);
void _pat_window_hint_action (GtkWidget *widget, const char *name, GVariant *parameter);

G_END_DECLS
