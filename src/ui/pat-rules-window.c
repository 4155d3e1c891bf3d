/* pat-rules-window.c — the rules of the game in play, beside the table
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-rules-window"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-rules-window.h"

struct _PatRulesWindow
{
  AdwWindow parent_instance;

  AdwWindowTitle *title;
  GtkLabel *text;
};

G_DEFINE_FINAL_TYPE (PatRulesWindow, pat_rules_window, ADW_TYPE_WINDOW)

static void
pat_rules_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PAT_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (pat_rules_window_parent_class)->dispose (object);
}

static void
pat_rules_window_class_init (PatRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pat_rules_window_dispose;

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/patience/Patience/pat-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PatRulesWindow, title);
  gtk_widget_class_bind_template_child (widget_class, PatRulesWindow, text);
  /* Escape closes it, as it closes a dialog. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
pat_rules_window_init (PatRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * pat_rules_window_new:
 * @parent: the window whose game it explains
 *
 * Returns: (transfer floating): the rules window, with no rules yet
 */
PatRulesWindow *
pat_rules_window_new (GtkWindow *parent)
{
  return g_object_new (PAT_TYPE_RULES_WINDOW, "transient-for", parent, NULL);
}

/**
 * pat_rules_window_set_rules:
 * @self: the rules window
 * @rules: the game and its options
 *
 * Shows the rules of @rules in plain words, with its options in force.
 */
void
pat_rules_window_set_rules (PatRulesWindow *self, const PatRules *rules)
{
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;

  g_return_if_fail (PAT_IS_RULES_WINDOW (self));
  g_return_if_fail (rules != NULL);

  text = pat_rules_describe (rules);
  title = g_strdup_printf (_ ("%s Rules"), _ (rules->variant->name));
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->title, title);
  gtk_label_set_text (self->text, text);
}
