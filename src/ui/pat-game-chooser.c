/* pat-game-chooser.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-game-chooser"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-game-chooser.h"
#include "pat-layout.h"

#define PREVIEW_WIDTH 120
#define PREVIEW_HEIGHT 84

struct _PatGameChooser
{
  AdwWindow parent_instance;

  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (PatGameChooser, pat_game_chooser, ADW_TYPE_WINDOW)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
rounded_rect (cairo_t *cr, const graphene_rect_t *rect, double radius)
{
  double x = rect->origin.x, y = rect->origin.y;
  double w = rect->size.width, h = rect->size.height;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A sketch of the table as dealt: empty piles as outlines, face-down cards
 * blue, face-up cards white with a red or black mark. */
static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const PatVariant *variant = data;
  PatRules rules;
  PatState state;
  PatPileBox boxes[PAT_MAX_PILES];
  float card_w, card_h;

  pat_rules_init_default (&rules, variant);
  pat_state_deal (&state, &rules, 1);
  pat_layout_compute (&rules, 1.4, width, height, 0, &card_w, &card_h, boxes);

  rounded_rect (cr, &GRAPHENE_RECT_INIT (0, 0, width, height), 6);
  cairo_set_source_rgb (cr, 0.19, 0.45, 0.29);
  cairo_fill (cr);

  cairo_set_line_width (cr, 1);
  for (guint p = 0; p < rules.n_piles; p++)
    {
      guint len = pat_state_len (&state, p);
      graphene_rect_t rect = boxes[p].base;

      if (len == 0)
        {
          rounded_rect (cr, &rect, card_w * 0.1);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_stroke (cr);
          continue;
        }
      for (guint i = 0; i < len; i++)
        {
          PatCard card = pat_state_pile (&state, p)[i];
          graphene_point_t at
              = pat_layout_card_origin (&boxes[p], card_w, card_h, &state, p, i);

          rect.origin = at;
          rounded_rect (cr, &rect, card_w * 0.1);
          if (pat_card_is_face_down (card))
            cairo_set_source_rgb (cr, 0.17, 0.32, 0.62);
          else
            cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
          cairo_stroke (cr);
          if (!pat_card_is_face_down (card))
            {
              if (pat_card_is_red (card))
                cairo_set_source_rgb (cr, 0.78, 0.06, 0.18);
              else
                cairo_set_source_rgb (cr, 0.11, 0.11, 0.13);
              cairo_rectangle (cr, at.x + card_w * 0.12, at.y + card_h * 0.08,
                               card_w * 0.22, card_h * 0.16);
              cairo_fill (cr);
            }
        }
    }
}

/**
 * pat_layout_preview_new:
 * @variant: a game
 *
 * Returns: (transfer floating): a small sketch of the game's table as dealt.
 */
GtkWidget *
pat_layout_preview_new (const PatVariant *variant)
{
  GtkWidget *area = gtk_drawing_area_new ();

  g_return_val_if_fail (variant != NULL, NULL);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), PREVIEW_WIDTH);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), PREVIEW_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_preview,
                                  (gpointer)variant, NULL);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (area, 6);
  gtk_widget_set_margin_bottom (area, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Preview of the table"), -1);
  return area;
}

/**
 * pat_game_chooser_choose:
 * @variant: a game
 *
 * Chooses @variant, as activating its row does: emits "chosen" and closes.
 */
void
pat_game_chooser_choose (PatGameChooser *self, const PatVariant *variant)
{
  g_return_if_fail (PAT_IS_GAME_CHOOSER (self));
  g_return_if_fail (variant != NULL);

  g_signal_emit (self, signals[CHOSEN], 0, variant);
  gtk_window_close (GTK_WINDOW (self));
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, PatGameChooser *self)
{
  pat_game_chooser_choose (self, g_object_get_data (G_OBJECT (row), "variant"));
}

static void
pat_game_chooser_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PAT_TYPE_GAME_CHOOSER);

  G_OBJECT_CLASS (pat_game_chooser_parent_class)->dispose (object);
}

static void
pat_game_chooser_class_init (PatGameChooserClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pat_game_chooser_dispose;

  /**
   * PatGameChooser::chosen:
   * @variant: (type gpointer): the #PatVariant chosen
   */
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/patience/Patience/pat-game-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, PatGameChooser, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
pat_game_chooser_init (PatGameChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * pat_game_chooser_new:
 * @parent: the window it belongs to
 * @current: (nullable): the game being played, marked in the list
 *
 * Returns: (transfer floating): a modal window listing every game.
 */
GtkWidget *
pat_game_chooser_new (GtkWindow *parent, const PatVariant *current)
{
  PatGameChooser *self
      = g_object_new (PAT_TYPE_GAME_CHOOSER, "transient-for", parent, NULL);
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ (variants[i]->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _ (variants[i]->description));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 pat_layout_preview_new (variants[i]));
      if (variants[i] == current)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (
                                                             "object-select-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "variant", (gpointer)variants[i]);
      gtk_list_box_append (self->list, row);
    }
  return GTK_WIDGET (self);
}
