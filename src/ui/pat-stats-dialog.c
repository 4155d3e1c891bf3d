/* pat-stats-dialog.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-stats-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-stats-dialog.h"

struct _PatStatsDialog
{
  AdwWindow parent_instance;

  GtkStack *stack;
  GtkWidget *empty_page;
  AdwPreferencesPage *records_page;
  GtkWidget *chart; /* a grid of titles and bars */

  PatStats *stats;    /* the window's, which outlives the dialog */
  GPtrArray *records; /* the groups of records_page made from @stats */
};

G_DEFINE_FINAL_TYPE (PatStatsDialog, pat_stats_dialog, ADW_TYPE_WINDOW)

enum
{
  RESET,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
format_time (guint seconds)
{
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

typedef struct
{
  guint64 won, lost, most;
} Bars;

static char *
count_text (guint64 count)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, count);
}

/* A record's games as two bars end to end, won then lost, scaled to the
 * record played most. */
static void
draw_bars (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const Bars *bars = data;
  double won = (double)width * bars->won / bars->most;
  double lost = (double)width * bars->lost / bars->most;

  cairo_set_source_rgb (cr, 0.20, 0.63, 0.33);
  cairo_rectangle (cr, 0, 0, won, height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.88, 0.24, 0.20);
  cairo_rectangle (cr, won, 0, lost, height);
  cairo_fill (cr);
}

/* The chart: a line a record, its title in full (wrapped, never cut) beside
 * its bars. */
static void
fill_chart (PatStatsDialog *self, GPtrArray *list)
{
  GtkWidget *child;
  guint64 most = 1;

  while ((child = gtk_widget_get_first_child (self->chart)) != NULL)
    gtk_grid_remove (GTK_GRID (self->chart), child);
  for (guint i = 0; i < list->len; i++)
    most = MAX (most, ((PatRecord *)g_ptr_array_index (list, i))->played);

  for (guint i = 0; i < list->len; i++)
    {
      const PatRecord *r = g_ptr_array_index (list, i);
      g_autofree char *title = pat_stats_key_title (r->key);
      g_autofree char *won = count_text (r->won);
      g_autofree char *lost = count_text (r->played - r->won);
      /* TRANSLATORS: the games of a record, e.g. "12 won, 30 lost" */
      g_autofree char *counts = g_strdup_printf (_ ("%s won, %s lost"), won, lost);
      GtkWidget *label = gtk_label_new (title);
      GtkWidget *area = gtk_drawing_area_new ();
      Bars *bars = g_new (Bars, 1);

      *bars = (Bars){ r->won, r->played - r->won, most };
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_width_chars (GTK_LABEL (label), 10);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 16);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_bars, bars, g_free);
      gtk_widget_set_hexpand (area, TRUE);
      gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (area),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, counts, -1);
      gtk_widget_set_tooltip_text (area, counts);
      gtk_grid_attach (GTK_GRID (self->chart), label, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (self->chart), area, 1, i, 1, 1);
    }
}

static GtkWidget *
record_group (const PatRecord *r)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = pat_stats_key_title (r->key);
  /* Rounded down, as integers: a record of all but one game won is not
   * shown as 100 %. */
  g_autofree char *percent = g_strdup_printf (
      "%u%%",
      r->played ? (guint)(r->won / r->played * 100 + r->won % r->played * 100 / r->played)
                : 0);
  g_autofree char *played = count_text (r->played);
  g_autofree char *won = count_text (r->won);
  g_autofree char *streak_count = count_text (r->streak);
  gulong plural = (gulong)MIN (r->streak, G_MAXULONG);
  g_autofree char *streak = g_strdup_printf (
      r->winning ? g_dngettext (GETTEXT_PACKAGE, "%s win", "%s wins", plural)
                 : g_dngettext (GETTEXT_PACKAGE, "%s loss", "%s losses", plural),
      streak_count);
  g_autofree char *best = count_text (r->best_win_streak);
  g_autofree char *worst = count_text (r->worst_loss_streak);
  g_autofree char *streaks = g_strdup_printf (_ ("%s won · %s lost"), best, worst);
  g_autofree char *time = r->best_time ? format_time (r->best_time) : g_strdup ("—");
  g_autofree char *moves
      = r->fewest_moves ? g_strdup_printf ("%u", r->fewest_moves) : g_strdup ("—");
  const struct
  {
    const char *label, *value;
  } rows[] = {
    { _ ("Played"), played },
    { _ ("Won"), won },
    { _ ("Won %"), percent },
    { _ ("Current streak"), r->played ? streak : "—" },
    { _ ("Longest streaks"), streaks },
    { _ ("Best time"), time },
    { _ ("Fewest moves"), moves },
  };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *value = gtk_label_new (rows[i].value);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), rows[i].label);
      gtk_widget_add_css_class (value, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

/* Shows the records, a group each below the chart, or the empty page if
 * there are none. */
static void
fill (PatStatsDialog *self)
{
  g_autoptr (GPtrArray) list = pat_stats_list (self->stats);

  for (guint i = 0; i < self->records->len; i++)
    adw_preferences_page_remove (self->records_page,
                                 g_ptr_array_index (self->records, i));
  g_ptr_array_set_size (self->records, 0);
  if (list->len == 0)
    {
      gtk_stack_set_visible_child (self->stack, self->empty_page);
      return;
    }

  for (guint i = 0; i < list->len; i++)
    {
      GtkWidget *group = record_group (g_ptr_array_index (list, i));

      adw_preferences_page_add (self->records_page, ADW_PREFERENCES_GROUP (group));
      g_ptr_array_add (self->records, group);
    }
  fill_chart (self, list);
  gtk_stack_set_visible_child (self->stack, GTK_WIDGET (self->records_page));
}

/**
 * pat_stats_dialog_reset:
 *
 * Forgets every record, as the Reset button does once confirmed.
 */
void
pat_stats_dialog_reset (PatStatsDialog *self)
{
  g_return_if_fail (PAT_IS_STATS_DIALOG (self));

  pat_stats_reset (self->stats);
  g_signal_emit (self, signals[RESET], 0);
  fill (self);
}

static void
confirm_response_cb (AdwMessageDialog *dialog, const char *response, PatStatsDialog *self)
{
  if (g_strcmp0 (response, "reset") == 0)
    pat_stats_dialog_reset (self);
}

static void
reset_clicked_cb (GtkButton *button, PatStatsDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
      GTK_WINDOW (self), _ ("Reset Statistics?"),
      _ ("Every game's record will be forgotten. This cannot be undone.")));

  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Cancel"), "reset",
                                    _ ("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* GTK gives the focus to the first control, Reset, where Enter would ask to
 * forget every record: nothing has it at first, and Escape closes. */
static void
pat_stats_dialog_show (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (pat_stats_dialog_parent_class)->show (widget);
  gtk_window_set_focus (GTK_WINDOW (widget), NULL);
}

static void
pat_stats_dialog_dispose (GObject *object)
{
  PatStatsDialog *self = PAT_STATS_DIALOG (object);

  g_clear_pointer (&self->records, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), PAT_TYPE_STATS_DIALOG);

  G_OBJECT_CLASS (pat_stats_dialog_parent_class)->dispose (object);
}

static void
pat_stats_dialog_class_init (PatStatsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pat_stats_dialog_dispose;
  widget_class->show = pat_stats_dialog_show;

  /**
   * PatStatsDialog::reset:
   *
   * The player confirmed resetting the statistics, which are now empty.
   */
  signals[RESET] = g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/patience/Patience/pat-stats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PatStatsDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, PatStatsDialog, empty_page);
  gtk_widget_class_bind_template_child (widget_class, PatStatsDialog, records_page);
  gtk_widget_class_bind_template_child (widget_class, PatStatsDialog, chart);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
pat_stats_dialog_init (PatStatsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->records = g_ptr_array_new ();
}

/**
 * pat_stats_dialog_new:
 * @parent: the game's window
 * @stats: the statistics shown, which must outlive the dialog
 *
 * Returns: (transfer floating): the Statistics window.
 */
GtkWidget *
pat_stats_dialog_new (GtkWindow *parent, PatStats *stats)
{
  PatStatsDialog *self
      = g_object_new (PAT_TYPE_STATS_DIALOG, "transient-for", parent, NULL);

  self->stats = stats;
  fill (self);
  return GTK_WIDGET (self);
}
