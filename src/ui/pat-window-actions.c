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

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  PatRules rules;

  rules_for (self, pat_game_get_rules (self->game)->variant, &rules);
  pat_window_new_game (self, &rules, _pat_window_random_deal ());
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
  PatRules rules;

  if (self->settings != NULL)
    pat_settings_set_variant (self->settings, variant);
  rules_for (self, variant, &rules);
  pat_window_new_game (self, &rules, _pat_window_random_deal ());
}

static void
select_game_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  GtkWidget *chooser = pat_game_chooser_new (GTK_WINDOW (self),
                                             pat_game_get_rules (self->game)->variant);

  g_signal_connect_object (chooser, "chosen", G_CALLBACK (game_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (chooser));
}

static void
preferences_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);

  if (self->settings == NULL)
    {
      _pat_window_show_toast (
          self, _ ("Preferences are not available: the settings schema is missing"));
      return;
    }
  gtk_window_present (GTK_WINDOW (pat_preferences_new (
      GTK_WINDOW (self), self->settings, pat_game_get_rules (self->game)->variant)));
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
  const PatRules *rules;
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;

  if (self->rules_window == NULL || self->game == NULL)
    return;
  rules = pat_game_get_rules (self->game);
  text = pat_rules_describe (rules);
  title = g_strdup_printf (_ ("%s Rules"), _ (rules->variant->name));
  gtk_window_set_title (self->rules_window, title);
  adw_window_title_set_title (self->rules_title, title);
  gtk_label_set_text (self->rules_label, text);
}

static void
rules_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  GtkWidget *window, *box, *scrolled, *clamp, *label, *header, *title;
  GtkEventController *shortcuts;

  if (self->rules_window != NULL)
    {
      gtk_window_present (self->rules_window);
      return;
    }
  window = adw_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  scrolled = gtk_scrolled_window_new ();
  clamp = adw_clamp_new ();
  label = gtk_label_new (NULL);
  header = adw_header_bar_new ();
  title = adw_window_title_new ("", NULL);

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_set_name (label, "rules-text");
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 18);
  gtk_widget_set_margin_start (label, 18);
  gtk_widget_set_margin_end (label, 18);
  adw_clamp_set_child (ADW_CLAMP (clamp), label);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);

  /* Escape closes it, as it closes a dialog. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                        gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, shortcuts);

  /* Not modal: the player reads the rules beside the game and plays on. */
  g_object_set (window, "transient-for", self, "modal", FALSE, "destroy-with-parent",
                TRUE, "default-width", 560, "default-height", 520, NULL);
  g_set_weak_pointer (&self->rules_window, GTK_WINDOW (window));
  g_set_weak_pointer (&self->rules_title, ADW_WINDOW_TITLE (title));
  g_set_weak_pointer (&self->rules_label, GTK_LABEL (label));
  _pat_window_rules_update (self);
  gtk_window_present (GTK_WINDOW (window));
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
  PatRules rules = *pat_game_get_rules (self->game);
  guint32 deal;

  if (g_strcmp0 (response, "deal") == 0
      && parse_deal (gtk_editable_get_text (entry), &deal))
    pat_window_new_game (self, &rules, deal);
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
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
offer_response_cb (AdwMessageDialog *dialog, const char *response, PatWindow *self)
{
  const PatVariant *variant = g_object_get_data (G_OBJECT (dialog), "variant");
  guint32 deal = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "deal"));
  PatRules rules;

  if (g_strcmp0 (response, "start") != 0)
    return;
  rules_for (self, variant, &rules);
  pat_window_new_game (self, &rules, deal);
}

/**
 * pat_window_offer_game:
 * @variant: (nullable): the game asked for; %NULL for the one on the table
 * @deal: its deal number; 0 for a random one
 *
 * Deals what another start of the program (`patience --game … --deal …`)
 * asked for. A game under way (it has moves and is not won) is not given
 * up without asking: the player is asked first, since leaving it counts as
 * a loss, as a new game from the window does. The deal already on the
 * table stays as it is.
 */
void
pat_window_offer_game (PatWindow *self, const PatVariant *variant, guint32 deal)
{
  const PatRules *current;
  AdwMessageDialog *dialog;
  g_autofree char *heading = NULL;
  PatRules rules;

  g_return_if_fail (PAT_IS_WINDOW (self));
  g_return_if_fail (deal == 0 || (deal >= PAT_DEAL_MIN && deal <= PAT_DEAL_MAX));

  current = pat_game_get_rules (self->game);
  if (variant == NULL)
    variant = current->variant;
  if (deal == 0)
    deal = _pat_window_random_deal ();
  else if (variant == current->variant && deal == pat_game_get_deal_number (self->game))
    return;

  if (pat_game_get_moves (self->game) == 0
      || pat_game_get_status (self->game) == PAT_STATUS_WON)
    {
      rules_for (self, variant, &rules);
      pat_window_new_game (self, &rules, deal);
      return;
    }

  /* TRANSLATORS: asked before another start of the program replaces the
     game under way, e.g. "Start King Albert deal 9?" */
  heading = g_strdup_printf (_ ("Start %s deal %u?"), _ (variant->name), deal);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
      GTK_WINDOW (self), heading,
      self->recorded ? _ ("The game in progress will be given up.")
                     : _ ("The game in progress will be given up and counted as a "
                          "loss.")));
  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Keep Playing"), "start",
                                    _ ("_Start"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "start", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "variant", (gpointer)variant);
  g_object_set_data (G_OBJECT (dialog), "deal", GUINT_TO_POINTER (deal));
  g_signal_connect_object (dialog, "response", G_CALLBACK (offer_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  PatWindow *self = PAT_WINDOW (widget);
  GtkWidget *dialog = pat_stats_dialog_new (GTK_WINDOW (self), self->stats);

  g_signal_connect_object (dialog, "reset", G_CALLBACK (_pat_window_save_stats), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
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
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL,
                                   statistics_action);
}
