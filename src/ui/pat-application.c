/* pat-application.c — the application: command line, actions, windows
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "patience"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "pat-application.h"
#include "pat-i18n.h"
#include "pat-json.h"
#include "pat-card-decks.h"
#include "pat-layout.h"
#include "pat-settings.h"
#include "pat-store.h"
#include "pat-window.h"

struct _PatApplication
{
  AdwApplication parent_instance;

  /* The game the program's own command line asked for, if any, and its
   * deal: asked for, or drawn at random for a new game. */
  const PatVariant *variant;
  guint32 first_deal;
  gboolean first_deal_drawn; /* at random, not asked for with --deal */

  /* The card deck, parsed on a thread while the toolkit starts. */
  GThread *theme_loader;
  int expected_width, expected_height;
  PatRules first_rules;  /* the first window's game, as the settings say */
  char *deck_id;         /* the card deck the settings name */
  gboolean deck_refused; /* by the loader: the built-in deck in its place */
  /* The saved game as the loader read it, once, for the first window to
   * resume: the game and the window's own members, or why there is none. */
  gboolean saved_read;
  PatSession *saved;
  JsonObject *saved_extra;
  GError *saved_error;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (PatApplication, pat_application, ADW_TYPE_APPLICATION)

/* What a command line asks for. */
typedef struct
{
  const PatVariant *variant; /* --game, or NULL */
  guint32 deal;              /* --deal, or 0 */
  gboolean fresh;            /* --new: do not resume the saved game */
} Request;

/* Reads the options of a command line into @request.
 *
 * Returns: (nullable): what is wrong with them, as the program prints it
 *   (a line of its own), or NULL when nothing is. */
static char *
parse_options (GVariantDict *options, Request *request)
{
  const char *game = NULL;
  const char *deal = NULL;

  *request = (Request){ NULL, 0, g_variant_dict_contains (options, "new") };
  if (g_variant_dict_lookup (options, "game", "&s", &game))
    {
      request->variant = pat_variant_lookup (game);
      if (request->variant == NULL)
        {
          g_autoptr (GString) ids = g_string_new (NULL);
          g_autofree char *quoted = pat_excerpt (game);
          guint n;
          const PatVariant *const *variants = pat_variants_list (&n);

          for (guint i = 0; i < n; i++)
            g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", variants[i]->id);
          return g_strdup_printf (_ ("patience: unknown game “%s” (the games: %s)\n"),
                                  quoted, ids->str);
        }
    }
  if (g_variant_dict_lookup (options, "deal", "&s", &deal))
    {
      guint64 value;
      g_autofree char *quoted = pat_excerpt (deal);

      if (!g_ascii_isdigit (deal[0])
          || !g_ascii_string_to_unsigned (deal, 10, PAT_DEAL_MIN, PAT_DEAL_MAX, &value,
                                          NULL))
        return g_strdup_printf (
            _ ("patience: the deal number must be a whole number from %u to %u, "
               "not “%s”\n"),
            PAT_DEAL_MIN, PAT_DEAL_MAX, quoted);
      request->deal = (guint32)value;
    }
  return NULL;
}

/* In every process started, the first instance or another: a bad option
 * is told there, on its own standard error, and ends it with status 1
 * before it reaches the first instance. */
static int
pat_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  PatApplication *self = PAT_APPLICATION (application);
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *message = NULL;
  Request request;

  settings = pat_settings_new (&error);
  if (settings == NULL)
    {
      fprintf (stderr, "patience: %s\n", error->message);
      return 1;
    }
  message = parse_options (options, &request);
  if (message != NULL)
    {
      fputs (message, stderr);
      return 1;
    }
  self->variant = request.variant;
  self->first_deal = request.deal;
  /* A new game's deal is drawn now, so that the cards can be rendered for
   * its first position while the toolkit starts: with --new, or a game
   * asked for by name, which is always dealt anew. */
  if ((request.fresh || request.variant != NULL) && request.deal == 0)
    {
      self->first_deal = pat_deal_random (NULL);
      self->first_deal_drawn = TRUE;
    }
  return -1;
}

/* What a window's shadow and header bar take from its size, as Adwaita
 * draws them, and the foot the board keeps for the counters and the
 * messages over them (see update_foot() in pat-window.c), to guess the
 * board a new window gets. A wrong
 * guess costs nothing but the head start: the window renders again for
 * the size it really gets. */
#define WINDOW_SHADOW 5
#define HEADER_BAR 47
#define TABLE_FOOT 58

/* Reads the saved game once, for the first window to resume (the window
 * reads it no more) and for the loader to render its cards. Another
 * session's instance writes it: then it is not this one's to resume. */
static void
read_saved_game (PatApplication *self)
{
  g_autofree char *json = NULL;

  self->saved_read = TRUE;
  if (pat_store_locked_elsewhere ())
    return;
  json = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, &self->saved_error);
  if (json != NULL)
    self->saved = pat_json_load_full (json, -1, &self->saved_extra, &self->saved_error);
}

/* The game the first window will resume, when the command line asks for
 * no other: NULL when there is none. A won game is counted and replaced by
 * a new deal, not shown. */
static const PatSession *
saved_session (PatApplication *self)
{
  if (self->first_deal != 0 || self->variant != NULL || self->saved == NULL
      || pat_session_get_status (self->saved) == PAT_STATUS_WON)
    return NULL;
  return self->saved;
}

/* Loads the deck and renders it for the first window, on a thread, while
 * the toolkit starts on the main one. A deck whose facts and cards the
 * cache kept from the last run is not even parsed. */
static gpointer
load_theme_thread (gpointer data)
{
  PatApplication *self = data;
  g_autoptr (GError) error = NULL;
  PatCardTheme *theme = pat_card_theme_new_for_deck (self->deck_id, &error);
  g_autoptr (PatSession) dealt = NULL;
  const PatSession *session;
  const PatRules *rules = &self->first_rules;
  const PatState *state;
  PatCard shown[PAT_MAX_CARDS];
  guint n = 0;
  PatPileBox boxes[PAT_MAX_PILES];
  PatCardIndex index;
  float width, height;

  /* A deck that went missing or broke since it was chosen: the built-in one
   * takes its place, and the game goes on. */
  if (theme == NULL)
    {
      g_warning ("The card deck “%s” cannot be used (%s); using the built-in deck",
                 self->deck_id, error->message);
      theme = pat_card_theme_new_default ();
      self->deck_refused = TRUE;
    }

  /* The board's card size follows the table's size, the game and the deck
   * alone: the same here, for the game the window will show (a saved game
   * resumed, or the deal drawn at start), so that the cards rendered are
   * the ones the first frame draws, at its size; the position says which
   * faces it draws. The corner index is measured here, once, and not on
   * the main thread, unless the cache kept it. */
  read_saved_game (self);
  session = saved_session (self);
  if (session == NULL && self->first_deal != 0)
    session = dealt = pat_session_new (&self->first_rules, self->first_deal);
  if (session != NULL)
    rules = pat_session_get_rules (session);
  state = session != NULL ? pat_session_get_state (session) : NULL;
  pat_card_theme_get_index (theme, &index.width, &index.height);
  pat_layout_compute (rules, pat_card_theme_get_aspect (theme), &index,
                      self->expected_width, self->expected_height, TABLE_FOOT, &width,
                      &height, boxes);
  if (width <= 0)
    return theme;
  if (state == NULL)
    {
      pat_card_theme_prerender (theme, (int)ceilf (width), (int)ceilf (height));
      return theme;
    }

  /* Only the faces the first frame shows are rendered before it: the rest
   * follow on a worker after it. */
  for (guint p = 0; p < rules->n_piles; p++)
    for (guint i = 0; i < pat_state_len (state, p); i++)
      if (!pat_card_is_face_down (pat_state_pile (state, p)[i]) && n < PAT_MAX_CARDS)
        shown[n++] = pat_state_pile (state, p)[i];
  pat_card_theme_prerender_cards (theme, (int)ceilf (width), (int)ceilf (height), shown,
                                  n);
  return theme;
}

/* The game's window, if it is open: other windows (Preferences, dialogs)
 * may be the active one. */
static PatWindow *
main_window (PatApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL;
       l = l->next)
    if (PAT_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* Resumes the saved game in @window: the one the loader read, the first
 * time, or else the file as it is now. */
static gboolean
resume (PatApplication *self, PatWindow *window)
{
  g_autoptr (GError) error = g_steal_pointer (&self->saved_error);
  g_autoptr (JsonObject) extra = g_steal_pointer (&self->saved_extra);

  if (!self->saved_read)
    return pat_window_resume (window);
  self->saved_read = FALSE;
  return pat_window_resume_loaded (window, g_steal_pointer (&self->saved),
                                   g_steal_pointer (&extra), error);
}

static void
open_main_window (PatApplication *self, const Request *request)
{
  g_autoptr (PatCardTheme) theme = NULL;
  PatRules rules = self->first_rules;
  PatWindow *window;
  guint32 deal = request->deal;

  if (request->variant != NULL && request->variant != rules.variant)
    pat_settings_get_rules (self->settings, request->variant, &rules);
  if (self->theme_loader != NULL)
    theme = g_thread_join (g_steal_pointer (&self->theme_loader));
  /* The deal drawn at start for a new game, whose cards the loader
   * rendered; only the first window has it. */
  if (deal == 0 && (request->fresh || request->variant != NULL))
    deal = self->first_deal;
  if (deal == 0)
    deal = pat_variant_deal_random (rules.variant, NULL);
  self->first_deal = 0;

  window = pat_window_new (GTK_APPLICATION (self));
#if DEVELOPMENT_PROFILE
  gtk_widget_add_css_class (GTK_WIDGET (window), "devel");
#endif
  pat_window_set_theme (window, theme);
  /* Said once, in the first window: the loader's thread is joined. */
  if (self->deck_refused)
    pat_window_deck_refused (window);
  self->deck_refused = FALSE;
  /* The game left last time comes back, unless another was asked for:
   * then, once started, it is given up (a loss) as from the window.
   * --new leaves it on disk until the new game has a move. */
  if (request->fresh)
    pat_window_keep_saved_game (window);
  if ((request->fresh || !resume (self, window) || request->variant != NULL)
      && request->deal == 0)
    pat_window_new_random_game (window, &rules, deal);
  else if (request->deal != 0)
    pat_window_new_game (window, &rules, deal);
  gtk_window_present (GTK_WINDOW (window));
}

/* Started from the desktop over D-Bus: no options. */
static void
pat_application_activate (GApplication *application)
{
  PatApplication *self = PAT_APPLICATION (application);
  PatWindow *window = main_window (self);
  const Request none = { NULL, 0, FALSE };

  if (window == NULL)
    open_main_window (self, &none);
  else
    gtk_window_present (GTK_WINDOW (window));
}

/* The command line of the first instance, and of every program started
 * while it runs, which hands its options over and ends: the game asked
 * for comes to the window there is (see pat_window_offer_game()). */
static int
pat_application_command_line (GApplication *application,
                              GApplicationCommandLine *command_line)
{
  PatApplication *self = PAT_APPLICATION (application);
  PatWindow *window = main_window (self);
  g_autofree char *message = NULL;
  Request request;

  /* handle_local_options() checked them already, but a program of
   * another version may have sent them. */
  message = parse_options (g_application_command_line_get_options_dict (command_line),
                           &request);
  if (message != NULL)
    {
      g_application_command_line_printerr (command_line, "%s", message);
      return 1;
    }
  if (window == NULL)
    open_main_window (self, &request);
  else
    {
      gtk_window_present (GTK_WINDOW (window));
      if (request.variant != NULL || request.deal != 0 || request.fresh)
        pat_window_offer_game (window, request.variant, request.deal);
    }
  return 0;
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GtkApplication *application = GTK_APPLICATION (data);
  PatWindow *window = main_window (PAT_APPLICATION (application));
  /* The code, the card deck and the icon are all the project's own. */
  const char *developers[] = { "The Patience authors", NULL };
  const char *artists[] = { "The Patience authors", NULL };
  GtkWidget *about = g_object_new (
      ADW_TYPE_ABOUT_WINDOW, "transient-for",
      gtk_application_get_active_window (application), "modal", TRUE,
      "destroy-with-parent", TRUE, "application-name", _ ("Patience"), "application-icon",
      APP_ID, "version", PACKAGE_VERSION, "developer-name", _ ("The Patience authors"),
      "developers", developers, "artists", artists,
      /* Translators: do not translate this; put your names here, one a line,
         as “Name <email>”. The About window lists them. */
      "translator-credits", _ ("translator-credits"), "comments",
      _ ("The two-deck thinking patience games, played right"), "website",
      PACKAGE_WEBSITE, "issue-url", PACKAGE_BUGREPORT, "license-type",
      GTK_LICENSE_GPL_3_0, "copyright", "© 2026 The Patience authors", NULL);

  if (window != NULL)
    pat_window_watch_dialog (window, GTK_WINDOW (about));
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  g_autoptr (GList) windows
      = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (data)));

  /* Closed as the window's own button closes them, so that each saves the
   * game, anything not yet written and its size; the last one gone, the
   * application ends. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static const GActionEntry app_actions[] = {
  { .name = "about", .activate = about_action },
  { .name = "quit", .activate = quit_action },
};

static void
pat_application_startup (GApplication *application)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "win.new-game", { "<Control>n", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.restart", { "<Control>r", NULL } },
    { "win.hint", { "h", NULL } },
    { "win.redeal", { "<Control>d", NULL } },
    { "win.fullscreen", { "F11", NULL } },
    { "win.preferences", { "<Control>comma", NULL } },
    { "win.rules", { "F1", NULL } },
    { "win.select-game", { "<Control>g", NULL } },
    { "win.shortcuts", { "<Control>question", NULL } },
    { "app.quit", { "<Control>q", NULL } },
  };

  PatApplication *self = PAT_APPLICATION (application);
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) lock_error = NULL;
  PatStoreLock lock;

  /* Only the primary instance starts up, one a session bus: the lock says
   * whether Patience in another session writes the player's files, before
   * the saved game is read for the first window (the window says so). */
  lock = pat_store_lock (&lock_error);
  if (lock == PAT_STORE_LOCK_FAILED)
    g_debug ("No lock on the player's files: %s", lock_error->message);
  else if (lock == PAT_STORE_LOCK_ELSEWHERE)
    g_debug ("Patience in another session writes the player's files");
  /* What an interrupted write left is removed by the instance that
   * writes, before it writes. */
  pat_store_clean ();

  /* handle_local_options() made sure the schema is there. */
  self->settings = pat_settings_new (&error);
  g_assert (self->settings != NULL);
  pat_settings_get_rules (
      self->settings,
      self->variant != NULL ? self->variant : pat_settings_get_variant (self->settings),
      &self->first_rules);
  /* Drawn again from the game's own range (FreeCell's), now it is known. */
  if (self->first_deal_drawn)
    self->first_deal = pat_variant_deal_random (self->first_rules.variant, NULL);
  self->expected_width
      = g_settings_get_int (self->settings, "window-width") - 2 * WINDOW_SHADOW;
  self->expected_height = g_settings_get_int (self->settings, "window-height")
                          - 2 * WINDOW_SHADOW - HEADER_BAR;
  self->deck_id = g_settings_get_string (self->settings, "card-theme");
  self->theme_loader = g_thread_new ("card theme", load_theme_thread, self);

  G_APPLICATION_CLASS (pat_application_parent_class)->startup (application);

  /* The window icon where the desktop does not take it from the app id. */
  gtk_window_set_default_icon_name (APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application),
                                           accels[i].action, accels[i].accels);
}

static void
pat_application_shutdown (GApplication *application)
{
  PatApplication *self = PAT_APPLICATION (application);

  if (self->theme_loader != NULL)
    g_object_unref (g_thread_join (g_steal_pointer (&self->theme_loader)));
  g_clear_object (&self->settings);
  g_clear_pointer (&self->deck_id, g_free);
  g_clear_pointer (&self->saved, pat_session_free);
  g_clear_pointer (&self->saved_extra, json_object_unref);
  g_clear_error (&self->saved_error);

  G_APPLICATION_CLASS (pat_application_parent_class)->shutdown (application);
}

static void
pat_application_class_init (PatApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->shutdown = pat_application_shutdown;
  app_class->handle_local_options = pat_application_handle_local_options;
  app_class->activate = pat_application_activate;
  app_class->command_line = pat_application_command_line;
  app_class->startup = pat_application_startup;
}

static void
pat_application_init (PatApplication *self)
{
  static const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, NULL, N_ ("The game to play"), N_ ("GAME") },
    { "deal", 'd', 0, G_OPTION_ARG_STRING, NULL, N_ ("The deal number"), N_ ("N") },
    { "new", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_ ("Start a new game; the saved one is kept"), NULL },
    { NULL },
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

PatApplication *
pat_application_new (void)
{
  return g_object_new (PAT_TYPE_APPLICATION, "application-id", APP_ID, "flags",
                       G_APPLICATION_HANDLES_COMMAND_LINE, "resource-base-path",
                       "/io/github/patience/Patience", NULL);
}
