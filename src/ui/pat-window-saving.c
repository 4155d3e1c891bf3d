/* pat-window-saving.c — PatWindow's files: the game saved after every
 * change and resumed, the statistics, and what is done when they cannot be
 * read or written
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "pat-store.h"
#include "pat-window-private.h"

/* Why a file cannot be written, in a few words: the error's own message
 * names paths, too long for a toast. */
static const char *
save_failure_reason (const GError *error)
{
  static const int errnos[] = { ENOTDIR, EISDIR, EEXIST, EIO,    ENAMETOOLONG,
                                ENOENT,  ELOOP,  EMFILE, ENFILE, ENOMEM };

  if (error->domain != G_FILE_ERROR)
    return error->message;
  switch (error->code)
    {
      case G_FILE_ERROR_NOSPC:
        return _ ("the disk is full");
      case G_FILE_ERROR_ROFS:
        return _ ("the disk is read-only");
      case G_FILE_ERROR_ACCES:
      case G_FILE_ERROR_PERM:
        return _ ("its folder may not be written to");
      default:
        for (guint i = 0; i < G_N_ELEMENTS (errnos); i++)
          if (g_file_error_from_errno (errnos[i]) == (GFileError)error->code)
            return g_strerror (errnos[i]);
        return error->message;
    }
}

static void
save_failed (PatWindow *self, const char *name, const GError *error)
{
  g_autofree char *text = NULL;
  AdwToast *toast;

  if (self->save_failing)
    {
      g_debug ("Still cannot save %s: %s", name, error->message);
      return;
    }
  self->save_failing = TRUE;
  g_warning ("Could not save %s: %s", name, error->message);
  text = g_strdup_printf (_ ("Your game cannot be saved: %s"),
                          save_failure_reason (error));
  /* Failing again while the toast says it works: it says so again. */
  g_clear_handle_id (&self->saved_again_id, g_source_remove);
  if (self->unsaved_toast != NULL)
    {
      _pat_window_toast_set_text (self, self->unsaved_toast, text);
      return;
    }
  toast = _pat_window_toast_new (self, text);
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->unsaved_toast, toast);
  _pat_window_add_toast (self, toast);
}

static gboolean
saved_again_cb (gpointer data)
{
  PatWindow *self = data;

  self->saved_again_id = 0;
  _pat_window_dismiss_toast (self, &self->unsaved_toast);
  return G_SOURCE_REMOVE;
}

/* The toast that said saving failed says that it works again, for as long
 * as other messages last: retitled, as a message is, rather than replaced. */
static void
save_succeeded (PatWindow *self)
{
  if (!self->save_failing || self->stats_unsaved)
    return;
  self->save_failing = FALSE;
  if (self->unsaved_toast == NULL)
    return;
  _pat_window_toast_set_text (self, self->unsaved_toast, _ ("Your game is saved again"));
  g_clear_handle_id (&self->saved_again_id, g_source_remove);
  self->saved_again_id
      = g_timeout_add_seconds (PAT_WINDOW_MESSAGE_SECONDS, saved_again_cb, self);
}

/* The statistics, whole: what cannot be written stays counted in memory,
 * is written again after the next change, and the player is told once. */
static gboolean
write_stats (PatWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = pat_stats_save (self->stats, &error);
  g_autoptr (PatStats) check = NULL;

  /* Never replace a good file with one that would not load. */
  if (json != NULL)
    check = pat_stats_load (json, -1, &error);
  self->stats_unsaved = check == NULL || !pat_store_write (PAT_STORE_STATS, json, &error);
  if (self->stats_unsaved)
    save_failed (self, PAT_STORE_STATS, error);
  return !self->stats_unsaved;
}

void
_pat_window_save_stats (PatWindow *self)
{
  if (self->read_only)
    return;
  if (write_stats (self))
    save_succeeded (self);
}

/* The game in progress, after every change, so that nothing is lost; and
 * the statistics, when they could not be written before. */
void
_pat_window_save_game (PatWindow *self)
{
  g_autoptr (JsonObject) extra = NULL;
  g_autofree char *json = NULL;
  g_autoptr (GError) error = NULL;

  if (self->read_only)
    return;
  if (self->stats_unsaved)
    write_stats (self);
  if (!self->forgotten_told
      && pat_session_get_n_forgotten (pat_game_get_session (self->game)) > 0)
    {
      self->forgotten_told = TRUE;
      _pat_window_show_toast (
          self, _ ("This game is so long that its first moves can no longer be undone"));
    }
  if (self->keep_saved && pat_game_get_moves (self->game) == 0)
    {
      save_succeeded (self);
      return;
    }
  self->keep_saved = FALSE;
  extra = json_object_new ();

  json_object_set_int_member (extra, "elapsed", pat_game_get_elapsed (self->game));
  json_object_set_boolean_member (extra, "recorded", self->recorded);
  json_object_set_string_member (extra, "game-id", self->game_id);
  json_object_set_boolean_member (extra, "winnable", self->winnable_game);
  json = pat_json_save_full (pat_game_get_session (self->game), extra);
  if (pat_store_write (PAT_STORE_GAME, json, &error))
    save_succeeded (self);
  else
    save_failed (self, PAT_STORE_GAME, error);
}

/* A damaged file is moved aside, never overwritten, and the player is
 * told once: told too when it could not be moved (its folder cannot be
 * written, or the folder's parent is a file), which leaves it as it was. */
static void
set_aside (PatWindow *self, const char *name, const char *what, const GError *damage)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *aside = pat_store_set_aside (name, &error);
  g_autofree char *text = NULL;

  g_warning ("%s is damaged (%s); %s", name, damage->message,
             aside != NULL ? aside : error->message);
  if (aside != NULL)
    text = g_strdup_printf (_ ("%s could not be read and was set aside"), what);
  else
    text = g_strdup_printf (
        _ ("%s could not be read nor moved aside; nothing of it was changed"), what);
  _pat_window_show_toast (self, text);
}

static void
load_stats (PatWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = pat_store_read (PAT_STORE_STATS, PAT_STATS_MAX_BYTES, &error);

  self->stats = NULL;
  if (json != NULL)
    self->stats = pat_stats_load (json, -1, &error);
  if (self->stats == NULL)
    {
      /* The instance that writes the file deals with its damage. */
      if (self->read_only)
        g_debug ("Could not read %s: %s", PAT_STORE_STATS, error->message);
      else if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        set_aside (self, PAT_STORE_STATS, _ ("Your statistics file"), error);
      self->stats = pat_stats_new ();
    }
}

/* The statistics read, and whether the window may write the player's
 * files: not while Patience in another session writes them (see
 * pat_store_lock()). Taking them over when that one ends would write over
 * the game it left to be resumed and over what it counted meanwhile, so
 * this window stays as it started, and says so once, before anything is
 * played. */
void
_pat_window_saving_init (PatWindow *self)
{
  AdwToast *toast;

  self->read_only = pat_store_locked_elsewhere ();
  load_stats (self);
  if (!self->read_only)
    return;
  toast = _pat_window_toast_new (
      self, _ ("Patience is open in another session: games played here are "
               "neither saved nor counted"));
  adw_toast_set_timeout (toast, 0);
  _pat_window_add_toast (self, toast);
}

/* The saved game is written before the statistics when a game is won, and
 * again after them saying the win is counted. A program killed before the
 * statistics were written left a win it never counted: it is counted now.
 * Killed between the statistics and the second write, it left a win the
 * statistics name as their last one (@id), counted already. */
static void
record_won_saved_game (PatWindow *self, PatGame *game, gboolean recorded, const char *id,
                       gboolean winnable)
{
  g_autoptr (JsonObject) extra = NULL;
  g_autofree char *json = NULL;
  g_autoptr (GError) error = NULL;

  if (recorded
      || (id != NULL && g_strcmp0 (id, pat_stats_get_last_win (self->stats)) == 0))
    return;
  pat_stats_add_win_full (self->stats, pat_game_get_rules (game), winnable,
                          pat_game_get_deal_number (game), pat_game_get_elapsed (game),
                          pat_game_get_moves (game));
  if (id != NULL)
    pat_stats_set_last_win (self->stats, id);
  _pat_window_save_stats (self);
  extra = json_object_new ();
  json_object_set_int_member (extra, "elapsed", pat_game_get_elapsed (game));
  json_object_set_boolean_member (extra, "recorded", TRUE);
  if (id != NULL)
    json_object_set_string_member (extra, "game-id", id);
  json_object_set_boolean_member (extra, "winnable", winnable);
  json = pat_json_save_full (pat_game_get_session (game), extra);
  if (!pat_store_write (PAT_STORE_GAME, json, &error))
    save_failed (self, PAT_STORE_GAME, error);
}

/**
 * pat_window_keep_saved_game:
 *
 * The next new game leaves the saved game on disk until it has a move of
 * its own: for `patience --new`.
 */
void
pat_window_keep_saved_game (PatWindow *self)
{
  g_return_if_fail (PAT_IS_WINDOW (self));

  self->keep_saved = TRUE;
}

/**
 * pat_window_resume:
 *
 * Brings back the game the player left, unless it was won (a win not yet
 * counted is counted then); a damaged saved game is set aside. The game
 * that Patience in another session has under way stays there.
 *
 * Returns: whether a game was resumed.
 */
gboolean
pat_window_resume (PatWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  JsonObject *extra = NULL;
  PatSession *session = NULL;

  g_return_val_if_fail (PAT_IS_WINDOW (self), FALSE);

  if (self->read_only)
    return FALSE;
  json = pat_store_read (PAT_STORE_GAME, PAT_SAVE_MAX_BYTES, &error);
  if (json != NULL)
    session = pat_json_load_full (json, -1, &extra, &error);
  return pat_window_resume_loaded (self, session, extra, error);
}

/**
 * pat_window_resume_loaded:
 * @session: (transfer full) (nullable): the saved game, as
 *   pat_json_load_full() read it
 * @extra: (transfer full) (nullable): its other members
 * @error: (nullable): why there is no @session
 *
 * As pat_window_resume(), with the saved game read already: the
 * application reads it once at start, before the window is made.
 *
 * Returns: whether a game was resumed.
 */
gboolean
pat_window_resume_loaded (PatWindow *self, PatSession *session, JsonObject *extra,
                          const GError *error)
{
  g_autoptr (JsonObject) members = extra;
  PatGame *game;
  JsonNode *elapsed, *recorded, *id, *winnable;
  gboolean was_recorded, was_winnable;
  const char *game_id = NULL;

  g_return_val_if_fail (PAT_IS_WINDOW (self), FALSE);

  if (self->read_only)
    {
      g_clear_pointer (&session, pat_session_free);
      return FALSE;
    }
  if (session == NULL)
    {
      if (error != NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        set_aside (self, PAT_STORE_GAME, _ ("Your saved game"), error);
      return FALSE;
    }
  game = pat_game_new_for_session (session);
  /* The program's own members, read only when they are what it writes: a
   * hand-edited one costs the time played at most, never the game. */
  elapsed = json_object_get_member (members, "elapsed");
  recorded = json_object_get_member (members, "recorded");
  pat_game_set_elapsed (game,
                        elapsed != NULL && JSON_NODE_HOLDS_VALUE (elapsed)
                                && json_node_get_value_type (elapsed) == G_TYPE_INT64
                            ? (guint)CLAMP (json_node_get_int (elapsed), 0, G_MAXUINT32)
                            : 0);
  was_recorded = recorded != NULL && JSON_NODE_HOLDS_VALUE (recorded)
                 && json_node_get_value_type (recorded) == G_TYPE_BOOLEAN
                 && json_node_get_boolean (recorded);
  id = json_object_get_member (members, "game-id");
  if (id != NULL && JSON_NODE_HOLDS_VALUE (id)
      && json_node_get_value_type (id) == G_TYPE_STRING
      && g_uuid_string_is_valid (json_node_get_string (id)))
    game_id = json_node_get_string (id);
  /* A game dealt as winnable stays so, and counts apart; a hand-edited
   * flag claims nothing but where the game counts. */
  winnable = json_object_get_member (members, "winnable");
  was_winnable = winnable != NULL && JSON_NODE_HOLDS_VALUE (winnable)
                 && json_node_get_value_type (winnable) == G_TYPE_BOOLEAN
                 && json_node_get_boolean (winnable);
  if (pat_session_get_status (pat_game_get_session (game)) == PAT_STATUS_WON)
    {
      record_won_saved_game (self, game, was_recorded, game_id, was_winnable);
      g_object_unref (game);
      return FALSE;
    }
  if (self->theme == NULL)
    pat_window_set_theme (self, NULL);
  _pat_window_set_game (self, game, was_recorded, game_id, was_winnable);
  return TRUE;
}
