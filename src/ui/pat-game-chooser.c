/* pat-game-chooser.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-game-chooser"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-card-theme.h"
#include "pat-game-chooser.h"
#include "pat-layout.h"

#define PREVIEW_WIDTH 120
#define PREVIEW_HEIGHT 84

struct _PatGameChooser
{
  AdwWindow parent_instance;

  GtkListBox *list;
  GPtrArray *previews; /* the pictures still waiting for their sketch */
  guint preview_id;
  gulong first_frame_id;
};

G_DEFINE_FINAL_TYPE (PatGameChooser, pat_game_chooser, ADW_TYPE_WINDOW)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A sketch of the table as dealt: empty piles as outlines, face-down cards
 * blue, face-up cards white with a red or black mark. */
static void
draw_preview (cairo_t *cr, int width, int height, const PatVariant *variant)
{
  PatRules rules;
  PatState state;
  PatPileBox boxes[PAT_MAX_PILES];
  float card_w, card_h;

  pat_rules_init_default (&rules, variant);
  pat_state_deal (&state, &rules, 1);
  pat_layout_compute (&rules, 1.4, NULL, width, height, 0, &card_w, &card_h, boxes);

  pat_card_outline_path (cr, 0, 0, width, height, 6);
  cairo_set_source_rgb (cr, 0.19, 0.45, 0.29);
  cairo_fill (cr);

  cairo_set_line_width (cr, 1);
  for (guint p = 0; p < rules.n_piles; p++)
    {
      guint len = pat_state_len (&state, p);
      graphene_rect_t rect = boxes[p].base;

      if (len == 0)
        {
          pat_card_outline_path (cr, rect.origin.x, rect.origin.y, rect.size.width,
                                 rect.size.height, card_w * 0.1);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_stroke (cr);
          continue;
        }
      for (guint i = 0; i < len; i++)
        {
          PatCard card = pat_state_pile (&state, p)[i];
          graphene_point_t at
              = pat_layout_card_origin (&rules, &boxes[p], card_w, card_h, &state, p, i);

          rect.origin = at;
          pat_card_outline_path (cr, rect.origin.x, rect.origin.y, rect.size.width,
                                 rect.size.height, card_w * 0.1);
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

/* A sketch rendered at the screen's scale, shown at the size of one at a
 * scale of 1. */
#define PAT_TYPE_SKETCH (pat_sketch_get_type ())
G_DECLARE_FINAL_TYPE (PatSketch, pat_sketch, PAT, SKETCH, GObject)

struct _PatSketch
{
  GObject parent_instance;

  GdkTexture *texture;
};

static void
pat_sketch_snapshot (GdkPaintable *paintable, GdkSnapshot *snapshot, double width,
                     double height)
{
  gdk_paintable_snapshot (GDK_PAINTABLE (PAT_SKETCH (paintable)->texture), snapshot,
                          width, height);
}

static int
pat_sketch_get_intrinsic_width (GdkPaintable *paintable)
{
  return PREVIEW_WIDTH;
}

static int
pat_sketch_get_intrinsic_height (GdkPaintable *paintable)
{
  return PREVIEW_HEIGHT;
}

static GdkPaintableFlags
pat_sketch_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void
pat_sketch_paintable_init (GdkPaintableInterface *iface)
{
  iface->snapshot = pat_sketch_snapshot;
  iface->get_intrinsic_width = pat_sketch_get_intrinsic_width;
  iface->get_intrinsic_height = pat_sketch_get_intrinsic_height;
  iface->get_flags = pat_sketch_get_flags;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (PatSketch, pat_sketch, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE,
                                                      pat_sketch_paintable_init))

static void
pat_sketch_finalize (GObject *object)
{
  g_clear_object (&PAT_SKETCH (object)->texture);

  G_OBJECT_CLASS (pat_sketch_parent_class)->finalize (object);
}

static void
pat_sketch_class_init (PatSketchClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pat_sketch_finalize;
}

static void
pat_sketch_init (PatSketch *self)
{
}

/* The sketches, rendered once for the program's life, by game and scale. */
static GHashTable *preview_cache;

static gpointer
preview_key (const PatVariant *variant, int scale)
{
  return GSIZE_TO_POINTER ((gsize)variant ^ (gsize)MIN (scale, 7));
}

static PatSketch *
preview_sketch (const PatVariant *variant, int scale)
{
  PatSketch *sketch;
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr (GBytes) bytes = NULL;

  if (preview_cache == NULL)
    preview_cache = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  sketch = g_hash_table_lookup (preview_cache, preview_key (variant, scale));
  if (sketch != NULL)
    return sketch;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, PREVIEW_WIDTH * scale,
                                        PREVIEW_HEIGHT * scale);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  draw_preview (cr, PREVIEW_WIDTH, PREVIEW_HEIGHT, variant);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize)cairo_image_surface_get_stride (surface)
                                          * PREVIEW_HEIGHT * scale,
                                      (GDestroyNotify)cairo_surface_destroy, surface);
  sketch = g_object_new (PAT_TYPE_SKETCH, NULL);
  sketch->texture = gdk_memory_texture_new (PREVIEW_WIDTH * scale, PREVIEW_HEIGHT * scale,
                                            GDK_MEMORY_DEFAULT, bytes,
                                            cairo_image_surface_get_stride (surface));
  g_hash_table_insert (preview_cache, preview_key (variant, scale), sketch);
  return sketch;
}

/**
 * pat_layout_preview_new:
 * @variant: a game
 *
 * A small sketch of the game's table as dealt, drawn once
 * pat_layout_preview_draw() is called, and kept for later ones.
 *
 * Returns: (transfer floating): the sketch's picture.
 */
GtkWidget *
pat_layout_preview_new (const PatVariant *variant)
{
  GtkWidget *picture = gtk_picture_new ();

  g_return_val_if_fail (variant != NULL, NULL);

  /* The room of the sketch to come, so that nothing moves when it comes. */
  gtk_widget_set_size_request (picture, PREVIEW_WIDTH, PREVIEW_HEIGHT);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (picture, 6);
  gtk_widget_set_margin_bottom (picture, 6);
  gtk_widget_set_name (picture, "preview");
  g_object_set_data (G_OBJECT (picture), "variant", (gpointer)variant);
  gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Preview of the table"), -1);
  return picture;
}

/**
 * pat_layout_preview_draw:
 * @preview: a sketch from pat_layout_preview_new()
 *
 * Draws the sketch, or shows the one drawn before at the same scale.
 */
void
pat_layout_preview_draw (GtkWidget *preview)
{
  const PatVariant *variant;

  g_return_if_fail (GTK_IS_PICTURE (preview));

  variant = g_object_get_data (G_OBJECT (preview), "variant");
  g_return_if_fail (variant != NULL);
  gtk_picture_set_paintable (
      GTK_PICTURE (preview),
      GDK_PAINTABLE (preview_sketch (variant, gtk_widget_get_scale_factor (preview))));
}

/* One sketch at a time, between frames. */
static gboolean
draw_next_preview_cb (gpointer data)
{
  PatGameChooser *self = data;

  if (self->previews->len == 0)
    {
      self->preview_id = 0;
      return G_SOURCE_REMOVE;
    }
  pat_layout_preview_draw (g_ptr_array_steal_index (self->previews, 0));
  return G_SOURCE_CONTINUE;
}

/* Select Game opens with the sketches' room kept, and draws them once it
 * is on screen: drawn before, eleven tables of cards made its first frame
 * wait. */
static void
first_frame_cb (GdkFrameClock *clock, PatGameChooser *self)
{
  g_clear_signal_handler (&self->first_frame_id, clock);
  if (self->preview_id == 0)
    self->preview_id = g_idle_add (draw_next_preview_cb, self);
}

static void
pat_game_chooser_realize (GtkWidget *widget)
{
  PatGameChooser *self = PAT_GAME_CHOOSER (widget);

  GTK_WIDGET_CLASS (pat_game_chooser_parent_class)->realize (widget);
  self->first_frame_id
      = g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                          G_CALLBACK (first_frame_cb), self);
}

static void
pat_game_chooser_unrealize (GtkWidget *widget)
{
  PatGameChooser *self = PAT_GAME_CHOOSER (widget);

  g_clear_signal_handler (&self->first_frame_id, gtk_widget_get_frame_clock (widget));
  GTK_WIDGET_CLASS (pat_game_chooser_parent_class)->unrealize (widget);
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
  PatGameChooser *self = PAT_GAME_CHOOSER (object);

  g_clear_handle_id (&self->preview_id, g_source_remove);
  g_clear_pointer (&self->previews, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), PAT_TYPE_GAME_CHOOSER);

  G_OBJECT_CLASS (pat_game_chooser_parent_class)->dispose (object);
}

static void
pat_game_chooser_class_init (PatGameChooserClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pat_game_chooser_dispose;
  widget_class->realize = pat_game_chooser_realize;
  widget_class->unrealize = pat_game_chooser_unrealize;

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

  self->previews = g_ptr_array_new ();
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
      GtkWidget *preview = pat_layout_preview_new (variants[i]);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ (variants[i]->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _ (variants[i]->description));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), preview);
      g_ptr_array_add (self->previews, preview);
      if (variants[i] == current)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (
                                                             "object-select-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "variant", (gpointer)variants[i]);
      gtk_list_box_append (self->list, row);
    }
  return GTK_WIDGET (self);
}
