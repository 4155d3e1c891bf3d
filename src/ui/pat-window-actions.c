/* pat-window-actions.c — the window's actions: the menu, the header bar and
 * their shortcuts
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-window"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-game-chooser.h"
#include "pat-preferences.h"
#include "pat-settings.h"
#include "pat-stats-dialog.h"
#include "pat-window-private.h"

/* The rules for a new deal of @variant: the options as the settings say
 * now, so that changes made in Preferences apply from the next deal. */
static void
rules_for (PatWindow *self, const PatVariant *variant, PatRules *rules)
{
  if (self->settings != NULL)
    pat_settings_get_rules (self->settings, variant, rules);
  else
    pat_rules_init_default (rules, variant);
}

/* Shows @dialog over the window; the table gets the keyboard back when it
 * closes. */
static void
present_dialog (PatWindow *self, GtkWindow *dialog)
{
  pat_window_watch_dialog (self, dialog);
  gtk_window_present (dialog);
}

/* What a question about giving up the game under way deals once answered. */
typedef struct
{
  PatRules rules;
  guint32 deal;
  gboolean remember_variant; /* the game chosen opens the next start too */
  gboolean winnable;         /* deal a deal proven winnable, not @deal */
  gboolean demo;             /* start the demo on the game, deal nothing */
  GtkWindow *asked_over;     /* the window the question shows over, or NULL
                                for the game's window */
} PendingDeal;

static void
deal_pending (PatWindow *self, const PendingDeal *pending)
{
  if (pending->demo)
    {
      _pat_window_demo_start (self);
      return;
    }
  if (pending->remember_variant && self->settings != NULL)
    pat_settings_set_variant (self->settings, pending->rules.variant);
  if (pending->winnable)
    _pat_window_winnable_deal (self, &pending->rules);
  else
    pat_window_new_game (self, &pending->rules, pending->deal);
}

static void
give_up_response_cb (AdwMessageDialog *dialog, const char *response, PatWindow *self)
{
  GtkCheckButton *check = GTK_CHECK_BUTTON (adw_message_dialog_get_extra_child (dialog));

  if (g_strcmp0 (response, "abandon") != 0)
    return;
  if (gtk_check_button_get_active (check))
    self->give_up_unasked = TRUE;
  deal_pending (self, g_object_get_data (G_OBJECT (dialog), "pending"));
}

/* Deals @pending in place of the game on the table, asking first when that
 * gives up a game under way, which then counts as a loss. A game not
 * started, or over (won, lost, or its result already counted), is not
 * asked about, nor anything once the player said not to ask again. */
static void
deal_after_asking (PatWindow *self, const PendingDeal *pending, const char *heading,
                   const char *keep, const char *give_up)
{
  AdwMessageDialog *dialog;
  GtkWidget *check;
  PendingDeal *copy;

  if (self->give_up_unasked || self->recorded || pat_game_get_moves (self->game) == 0
      || pat_game_get_status (self->game) != PAT_STATUS_PLAYING)
    {
      deal_pending (self, pending);
      return;
    }

  copy = g_memdup2 (pending, sizeof *pending);
  copy->asked_over = NULL; /* it may be gone before the answer */

  /* Asked already: one question on screen, answering the latest request. */
  if (self->give_up_question != NULL)
    {
      dialog = self->give_up_question;
      g_object_set_data_full (G_OBJECT (dialog), "pending", copy, g_free);
      adw_message_dialog_set_heading (dialog, heading);
      adw_message_dialog_set_response_label (dialog, "cancel", keep);
      adw_message_dialog_set_response_label (dialog, "abandon", give_up);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
      pending->asked_over != NULL ? pending->asked_over : GTK_WINDOW (self), heading,
      _ ("The game in progress will be given up and counted as a loss.")));
  check = gtk_check_button_new_with_mnemonic (_ ("_Don’t ask again"));
  gtk_widget_set_halign (check, GTK_ALIGN_CENTER);
  adw_message_dialog_set_extra_child (dialog, check);
  adw_message_dialog_add_responses (dialog, "cancel", keep, "abandon", give_up, NULL);
  adw_message_dialog_set_response_appearance (dialog, "abandon",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "pending", copy, g_free);
  g_set_weak_pointer (&self->give_up_question, dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (give_up_response_cb), self, 0);
  present_dialog (self, GTK_WINDOW (dialog));
  /* GTK gives the focus to the first control, the check box, where Enter
   * would tick it: it starts on the answer that keeps the game. */
  if (gtk_window_get_default_widget (GTK_WINDOW (dialog)) != NULL)
    gtk_widget_grab_focus (gtk_window_get_default_widget (GTK_WINDOW (dialog)));
}

/**
 * _pat_window_ask_demo:
 *
 * Starts the demo, asking first as a new game does when that gives up the
 * game under way.
 */
void
_pat_window_ask_demo (PatWindow *self)
{
  PendingDeal pending = { .demo = TRUE };

  deal_after_asking (self, &pending, _ ("Abandon this game?"), _ ("_Cancel"),
                     _ ("_Abandon"));
}

/* Deals @pending, asking first as a new game from the window does. */
static void
deal_new_game (PatWindow *self, const PendingDeal *pending)
{
  deal_after_asking (self, pending, _ ("Abandon this game?"), _ ("_Cancel"),
                     _ ("_Abandon"));
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  const PatVariant *variant = pat_game_get_rules (self->game)->variant;
  PendingDeal pending = { .deal = pat_variant_deal_random (variant, NULL) };

  rules_for (self, variant, &pending.rules);
  pending.winnable = _pat_window_winnable_wanted (self, pending.rules.variant);
  deal_new_game (self, &pending);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  pat_game_undo (PAT_WINDOW (widget)->game);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  pat_game_redo (PAT_WINDOW (widget)->game);
}

static void
restart_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);

  /* The clock times the game from its deal: a restart starts it again. */
  pat_game_restart (self->game);
  pat_game_set_elapsed (self->game, 0);
}

static void
redeal_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  PatMove redeal = { .kind = PAT_MOVE_REDEAL };
  g_autoptr (GError) error = NULL;

  if (!pat_game_try_move (self->game, &redeal, &error))
    _pat_window_show_toast (self, error->message);
}

static void
fullscreen_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_fullscreen (GTK_WINDOW (widget));
}

static void
game_chosen_cb (PatGameChooser *chooser, const PatVariant *variant, PatWindow *self)
{
  PendingDeal pending
      = { .deal = pat_variant_deal_random (variant, NULL), .remember_variant = TRUE };

  rules_for (self, variant, &pending.rules);
  pending.winnable = _pat_window_winnable_wanted (self, variant);
  deal_new_game (self, &pending);
}

static void
select_game_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  GtkWidget *chooser = pat_game_chooser_new (GTK_WINDOW (self),
                                             pat_game_get_rules (self->game)->variant);

  g_signal_connect_object (chooser, "chosen", G_CALLBACK (game_chosen_cb), self, 0);
  present_dialog (self, GTK_WINDOW (chooser));
}

/* A game chosen in Preferences is dealt as one chosen in Select Game is;
 * the question, if any, shows over Preferences, which stay open. */
static void
preferences_game_chosen_cb (PatPreferences *preferences, const PatVariant *variant,
                            PatWindow *self)
{
  PendingDeal pending = { .deal = pat_variant_deal_random (variant, NULL),
                          .remember_variant = TRUE,
                          .asked_over = GTK_WINDOW (preferences) };

  rules_for (self, variant, &pending.rules);
  pending.winnable = _pat_window_winnable_wanted (self, variant);
  deal_new_game (self, &pending);
}

static void
preferences_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  GtkWidget *preferences;

  if (self->settings == NULL)
    {
      _pat_window_show_toast (
          self, _ ("Preferences are not available: the settings schema is missing"));
      return;
    }
  preferences = pat_preferences_new (GTK_WINDOW (self), self->settings,
                                     pat_game_get_rules (self->game)->variant);
  g_signal_connect_object (preferences, "game-chosen",
                           G_CALLBACK (preferences_game_chosen_cb), self, 0);
  present_dialog (self, GTK_WINDOW (preferences));
}

/* The rules of the game being played, as its options make them. */
/**
 * _pat_window_rules_update:
 *
 * Shows the rules of the game in play, with its options, in the rules
 * window if it is open: it stays open beside the table from one game to
 * the next.
 */
void
_pat_window_rules_update (PatWindow *self)
{
  if (self->rules_window == NULL || self->game == NULL)
    return;
  pat_rules_window_set_rules (self->rules_window, pat_game_get_rules (self->game));
}

static void
rules_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  PatRulesWindow *window;

  if (self->rules_window != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->rules_window));
      return;
    }
  window = pat_rules_window_new (GTK_WINDOW (self));
  g_set_weak_pointer (&self->rules_window, window);
  _pat_window_rules_update (self);
  present_dialog (self, GTK_WINDOW (window));
}

/* The Keyboard Shortcuts window, built the first time it is asked for:
 * GtkApplication would build it for every window before its first frame,
 * a few hundred widgets most players never open. */
/* Shows on each row of the Keyboard Shortcuts window under @widget that
 * names an action the accelerators the application set for it: a window
 * built by hand, not as an application window's help overlay, is never
 * told them. */
static void
show_accels (GtkApplication *application, GtkWidget *widget)
{
  g_autofree char *action = NULL;

  if (!GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        show_accels (application, child);
      return;
    }
  g_object_get (widget, "action-name", &action, NULL);
  if (action != NULL)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (application, action);
      g_autofree char *text = g_strjoinv (" ", accels);

      g_object_set (widget, "accelerator", text, NULL);
    }
}

static void
shortcuts_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWindow *window;

  if (self->shortcuts_window == NULL)
    {
      builder = gtk_builder_new_from_resource (
          "/io/github/patience/Patience/help-overlay.ui");
      window = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      g_object_set (window, "transient-for", self, "destroy-with-parent", TRUE,
                    "hide-on-close", TRUE, NULL);
      g_set_weak_pointer (&self->shortcuts_window, window);
      pat_window_watch_dialog (self, window);
    }
  if (gtk_window_get_application (GTK_WINDOW (self)) != NULL)
    show_accels (gtk_window_get_application (GTK_WINDOW (self)),
                 GTK_WIDGET (self->shortcuts_window));
  gtk_window_present (self->shortcuts_window);
}

static gboolean
parse_deal (const char *text, guint32 *deal)
{
  guint64 value;

  if (!g_ascii_isdigit (text[0])
      || !g_ascii_string_to_unsigned (text, 10, PAT_DEAL_MIN, PAT_DEAL_MAX, &value, NULL))
    return FALSE;
  *deal = (guint32)value;
  return TRUE;
}

static void
deal_entry_changed_cb (GtkEditable *entry, AdwMessageDialog *dialog)
{
  guint32 deal;
  gboolean valid = parse_deal (gtk_editable_get_text (entry), &deal);

  adw_message_dialog_set_response_enabled (dialog, "deal", valid);
  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
}

static void
choose_deal_response_cb (AdwMessageDialog *dialog, const char *response, PatWindow *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  PendingDeal pending = { .rules = *pat_game_get_rules (self->game) };

  if (g_strcmp0 (response, "deal") == 0
      && parse_deal (gtk_editable_get_text (entry), &pending.deal))
    deal_new_game (self, &pending);
}

static void
choose_deal_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  g_autofree char *body
      = g_strdup_printf (_ ("A number from %u to %u. The same number always "
                            "gives the same deal."),
                         PAT_DEAL_MIN, PAT_DEAL_MAX);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (
      adw_message_dialog_new (GTK_WINDOW (self), _ ("Choose Deal"), body));
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *current
      = g_strdup_printf ("%u", pat_game_get_deal_number (self->game));

  gtk_editable_set_text (GTK_EDITABLE (entry), current);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Cancel"), "deal", _ ("_Deal"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "deal", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "deal");
  g_signal_connect_object (entry, "changed", G_CALLBACK (deal_entry_changed_cb), dialog,
                           0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (choose_deal_response_cb), self,
                           0);
  present_dialog (self, GTK_WINDOW (dialog));
}

/**
 * pat_window_offer_game:
 * @variant: (nullable): the game asked for; %NULL for the one on the table
 * @deal: its deal number; 0 for a random one
 *
 * Deals what another start of the program (`patience --game … --deal …`)
 * asked for. A game under way is not given up without asking, as with a
 * new game from the window, since leaving it counts as a loss. The deal
 * already on the table stays as it is. With no number, a game whose new
 * games are dealt only from deals proven winnable gets one of those.
 */
void
pat_window_offer_game (PatWindow *self, const PatVariant *variant, guint32 deal)
{
  const PatRules *current;
  g_autofree char *heading = NULL;
  PendingDeal pending = { .deal = deal };

  g_return_if_fail (PAT_IS_WINDOW (self));
  g_return_if_fail (deal == 0 || (deal >= PAT_DEAL_MIN && deal <= PAT_DEAL_MAX));

  current = pat_game_get_rules (self->game);
  if (variant == NULL)
    variant = current->variant;
  if (deal == 0)
    {
      pending.deal = pat_variant_deal_random (variant, NULL);
      pending.winnable = _pat_window_winnable_wanted (self, variant);
    }
  else if (variant == current->variant && deal == pat_game_get_deal_number (self->game))
    return;
  rules_for (self, variant, &pending.rules);

  if (pending.winnable)
    /* TRANSLATORS: asked before another start of the program replaces the
       game under way with a deal proven winnable, e.g. "Start a winnable
       deal of King Albert?" */
    heading = g_strdup_printf (_ ("Start a winnable deal of %s?"), _ (variant->name));
  else
    /* TRANSLATORS: asked before another start of the program replaces the
       game under way, e.g. "Start King Albert deal 9?" */
    heading = g_strdup_printf (_ ("Start %s deal %u?"), _ (variant->name), pending.deal);
  deal_after_asking (self, &pending, heading, _ ("_Keep Playing"), _ ("_Start"));
}

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  GtkWidget *dialog = pat_stats_dialog_new (GTK_WINDOW (self), self->stats);

  g_signal_connect_object (dialog, "reset", G_CALLBACK (_pat_window_save_stats), self,
                           G_CONNECT_SWAPPED);
  present_dialog (self, GTK_WINDOW (dialog));
}

void
_pat_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL,
                                   _pat_window_hint_action);
  gtk_widget_class_install_action (widget_class, "win.redeal", NULL, redeal_action);
  gtk_widget_class_install_action (widget_class, "win.demo", NULL,
                                   _pat_window_demo_action);
  gtk_widget_class_install_action (widget_class, "win.select-game", NULL,
                                   select_game_action);
  gtk_widget_class_install_action (widget_class, "win.choose-deal", NULL,
                                   choose_deal_action);
  gtk_widget_class_install_action (widget_class, "win.fullscreen", NULL,
                                   fullscreen_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL,
                                   preferences_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.shortcuts", NULL, shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL,
                                   statistics_action);
}
