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
  GtkWidget *chart;

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

/* "Intelligence" or "Intelligence (piles 19, redeals 1)". */
static char *
record_title (const PatRecord *record)
{
  g_auto (GStrv) parts = g_strsplit (record->key, ":", 2);
  const PatVariant *variant = pat_variant_lookup (parts[0]);
  const char *name = variant != NULL ? _ (variant->name) : parts[0];
  g_autofree char *options = NULL;

  if (parts[1] == NULL)
    return g_strdup (name);
  options = g_strdelimit (g_strdup (parts[1]), "=", ' ');
  return g_strdup_printf ("%s (%s)", name, options);
}

static char *
format_time (guint seconds)
{
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

/* Bars of wins and losses, one pair a record. */
static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PatStatsDialog *self = data;
  g_autoptr (GPtrArray) list = pat_stats_list (self->stats);
  GdkRGBA fg;
  guint most = 1;
  double slot;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  for (guint i = 0; i < list->len; i++)
    most = MAX (most, ((PatRecord *)g_ptr_array_index (list, i))->played);
  if (list->len == 0)
    return;
  slot = (double)width / list->len;

  for (guint i = 0; i < list->len; i++)
    {
      const PatRecord *r = g_ptr_array_index (list, i);
      double bar = MIN (slot * 0.35, 28);
      double x = i * slot + slot / 2;
      double won = (height - 28) * (double)r->won / most;
      double lost = (height - 28) * (double)(r->played - r->won) / most;

      cairo_set_source_rgb (cr, 0.20, 0.63, 0.33);
      cairo_rectangle (cr, x - bar - 1, height - 22 - won, bar, won);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.88, 0.24, 0.20);
      cairo_rectangle (cr, x + 1, height - 22 - lost, bar, lost);
      cairo_fill (cr);

      {
        g_autofree char *title = record_title (r);
        PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), title);
        int w, h;

        pango_layout_set_width (layout, (int)(slot * PANGO_SCALE));
        pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
        pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
        pango_layout_get_pixel_size (layout, &w, &h);
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
        cairo_move_to (cr, i * slot, height - h);
        pango_cairo_show_layout (cr, layout);
        g_object_unref (layout);
      }
    }
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.4);
  cairo_rectangle (cr, 0, height - 22, width, 1);
  cairo_fill (cr);
}

static GtkWidget *
record_group (const PatRecord *r)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = record_title (r);
  g_autofree char *percent
      = g_strdup_printf ("%u%%", r->played ? 100 * r->won / r->played : 0);
  g_autofree char *played = g_strdup_printf ("%u", r->played);
  g_autofree char *won = g_strdup_printf ("%u", r->won);
  g_autofree char *streak = g_strdup_printf (
      r->winning ? g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins", r->streak)
                 : g_dngettext (GETTEXT_PACKAGE, "%u loss", "%u losses", r->streak),
      r->streak);
  g_autofree char *streaks = g_strdup_printf (_ ("%u won · %u lost"), r->best_win_streak,
                                              r->worst_loss_streak);
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
  gtk_widget_queue_draw (self->chart);
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
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
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
