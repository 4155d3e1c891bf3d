/* pat-card-theme.c — card images rendered from an SVG deck
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-card-theme"

#include "config.h"

#include <glib/gi18n.h>
#include <librsvg/rsvg.h>
#include <math.h>

#include "pat-card-cache.h"
#include "pat-card-decks.h"
#include "pat-card-theme.h"
#include "pat-variant.h"
#include "patience-resources.h"

#define DEFAULT_DECK "/io/github/patience/Patience/cards/patience-cards.svg"

/* A deck is a few hundred kilobytes; anything this big is a mistake or an
 * attack, compressed or not. */
#define MAX_FILE_SIZE (20 * 1024 * 1024)
#define MAX_FILE_SIZE_TEXT "20 MB"

/* The shapes of playing cards: from square to twice as high as wide. */
#define MIN_ASPECT 1.0
#define MAX_ASPECT 2.0

/* Textures bigger than this take hundreds of megabytes for a whole deck. */
#define MAX_IMAGE_SIDE 4096

/* Seconds a size must stay before its images are written to the cache. */
#define SAVE_DELAY 1

/* Every image a deck holds, in the order of the cache arrays: the faces by suit
 * then rank, the back, and the empty slots in PatSlot order. */
enum
{
  N_FACES = PAT_N_SUITS * PAT_N_RANKS,
  IMAGE_BACK = N_FACES,
  IMAGE_FIRST_SLOT,
  N_IMAGES = IMAGE_FIRST_SLOT + PAT_SLOT_STOCK + 1
};

static const char *const slot_ids[] = { "slot", "slot-foundation", "slot-stock" };

/* The empty slots that foreign decks lack are drawn in the colours of the
 * built-in ones: Adwaita's grey, as an outline over a faint fill. */
#define SLOT_GREY 0x9a / 255., 0x99 / 255., 0x96 / 255.

/* Where a foreign deck has one card. */
typedef struct
{
  gboolean by_layer;    /* drawn in place with render_layer(), not render_element() */
  RsvgRectangle bounds; /* the card: in the document, or in the element if !by_layer */
  RsvgRectangle ink;    /* what render_element() puts on the viewport it is given */
} Area;

/* The parsed SVG, shared by the theme and its render jobs so that a worker
 * never needs the theme itself. RsvgHandle is not thread-safe: every use of it
 * holds the lock. */
typedef struct
{
  GMutex lock;
  RsvgHandle *handle;
  PatDeckFormat format;
  char *cache_key; /* its name in the cache on disk */

  /* Foreign decks are drawn by the rectangle each card takes, not by the
   * ink librsvg finds (wrong for elements made of <use>): AisleRiot's by the
   * grid of 13 columns and 5 rows that AisleRiot draws them by, KDE's by
   * each element's bounds, as KDE draws them. Measured when loaded. */
  double width; /* the document's size: the viewport of render_layer() */
  double height;
  Area areas[N_FACES + 1]; /* faces and back */
} Deck;

/* Pixels for every image at one size, made by a worker thread. */
typedef struct
{
  Deck *deck;
  int width;
  int height;
  guint64 wanted; /* the images to render, a bit each; the others stay NULL */
  GBytes *pixels[N_IMAGES];
  gboolean from_disk; /* the images wanted and not given were in the cache */
  gboolean failed;    /* an image is transparent: it is not kept on disk */

  /* Set by the worker when every image is there, so that a caller that
   * needs them now can wait rather than start again. */
  GMutex lock;
  GCond cond;
  gboolean finished;
} RenderJob;

/* Textures for every image at one size; a partial set lacks some. */
typedef struct
{
  int width;
  int height;
  gboolean partial;
  gboolean on_disk; /* in the cache, on its way there, or not to be kept */
  GBytes *pixels[N_IMAGES];
  GdkTexture *textures[N_IMAGES];
} ImageSet;

G_STATIC_ASSERT (N_IMAGES <= 64);
#define ALL_IMAGES (G_MAXUINT64 >> (64 - N_IMAGES))

struct _PatCardTheme
{
  GObject parent_instance;

  Deck *deck;
  char *name;
  double aspect;
  float index_width, index_height; /* the corner index; 0 until measured */

  /* The size asked for last, in device pixels. */
  int width;
  int height;

  ImageSet *current;      /* what get_card() returns: the size asked for, once ready */
  ImageSet *spare;        /* the size before, to switch back at once */
  GCancellable *pending;  /* the render of width × height, while it runs */
  RenderJob *pending_job; /* its job, owned by its task */
  guint save_id;          /* writes the current images to the cache, when idle */
};

G_DEFINE_FINAL_TYPE (PatCardTheme, pat_card_theme, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
deck_clear (gpointer data)
{
  Deck *deck = data;

  g_clear_object (&deck->handle);
  g_free (deck->cache_key);
  g_mutex_clear (&deck->lock);
}

static Deck *
deck_new (RsvgHandle *handle, PatDeckFormat format)
{
  Deck *deck = g_atomic_rc_box_new0 (Deck);

  g_mutex_init (&deck->lock);
  deck->handle = handle;
  deck->format = format;
  return deck;
}

static void
deck_release (Deck *deck)
{
  g_atomic_rc_box_release_full (deck, deck_clear);
}

static gboolean
deck_has_id (Deck *deck, const char *id)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&deck->lock);
  g_autofree char *fragment = g_strconcat ("#", id, NULL);

  return rsvg_handle_has_sub (deck->handle, fragment);
}

static int
image_stride (int width)
{
  return cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, width);
}

/* Pixels that cairo draws into and a texture then takes as they are:
 * premultiplied native-endian ARGB32 is GDK_MEMORY_DEFAULT. */
typedef struct
{
  guchar *data;
  gsize size;
  cairo_surface_t *surface;
  cairo_t *cr;
} Canvas;

static void
canvas_init (Canvas *canvas, int width, int height)
{
  canvas->size = (gsize)image_stride (width) * (gsize)height;
  canvas->data = g_malloc0 (canvas->size);
  canvas->surface = cairo_image_surface_create_for_data (
      canvas->data, CAIRO_FORMAT_ARGB32, width, height, image_stride (width));
  canvas->cr = cairo_create (canvas->surface);
}

/* Returns the pixels if @keep, and frees them otherwise. */
static GBytes *
canvas_finish (Canvas *canvas, gboolean keep)
{
  cairo_destroy (canvas->cr);
  cairo_surface_finish (canvas->surface);
  cairo_surface_destroy (canvas->surface);
  if (!keep)
    {
      g_free (canvas->data);
      return NULL;
    }
  return g_bytes_new_take (canvas->data, canvas->size);
}

static const char *
image_id (PatDeckFormat format, guint index, char buffer[16])
{
  g_assert (index < N_IMAGES);

  if (index < N_FACES)
    return pat_deck_format_card_id (
        format, pat_card_new (index % PAT_N_RANKS + 1, (PatSuit)(index / PAT_N_RANKS)),
        buffer);
  if (index == IMAGE_BACK)
    return pat_deck_format_card_id (
        format, pat_card_face_down (pat_card_new (PAT_ACE, PAT_SUIT_CLUBS)), buffer);
  if (!pat_deck_format_has_slots (format))
    return NULL;
  return slot_ids[index - IMAGE_FIRST_SLOT];
}

static void
rounded_rectangle (cairo_t *cr, double x, double y, double width, double height,
                   double radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* An empty slot for a deck that has none, drawn as the built-in deck draws
 * it in its 250 units wide card, but at the card's own height: a rounded
 * outline, with an "A" on a foundation and a redeal arrow on the stock. */
static void
paint_slot (cairo_t *cr, PatSlot slot, const RsvgRectangle *where)
{
  double unit = where->width / 250;
  double x = where->x, y = where->y, width = where->width, height = where->height;
  double cx = x + width / 2, cy = y + height / 2;
  double border = MAX (5 * unit, 1), radius = 14 * unit;

  cairo_save (cr);
  cairo_set_source_rgba (cr, SLOT_GREY, 0.10);
  rounded_rectangle (cr, x + border, y + border, width - 2 * border, height - 2 * border,
                     MAX (radius - border, 0));
  cairo_fill (cr);

  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, SLOT_GREY, 0.85);
  rounded_rectangle (cr, x, y, width, height, radius);
  rounded_rectangle (cr, x + border, y + border, width - 2 * border, height - 2 * border,
                     MAX (radius - border, 0));
  cairo_fill (cr);

  if (slot == PAT_SLOT_FOUNDATION)
    {
      cairo_set_source_rgba (cr, SLOT_GREY, 0.5);
      cairo_set_line_width (cr, 8 * unit);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_move_to (cr, cx - 28 * unit, cy + 40 * unit);
      cairo_line_to (cr, cx, cy - 40 * unit);
      cairo_line_to (cr, cx + 28 * unit, cy + 40 * unit);
      cairo_move_to (cr, cx - 18 * unit, cy + 12 * unit);
      cairo_line_to (cr, cx + 18 * unit, cy + 12 * unit);
      cairo_stroke (cr);
    }
  else if (slot == PAT_SLOT_STOCK)
    {
      /* A ring turning clockwise from the upper right round to the upper
       * left, where an arrowhead points on along it. */
      double start = -50 * G_PI / 180, end = 245 * G_PI / 180, ring = 50 * unit;
      double ex = cx + ring * cos (end), ey = cy + ring * sin (end);
      double tx = -sin (end), ty = cos (end); /* the way the ring runs */

      cairo_set_source_rgba (cr, SLOT_GREY, 0.6);
      cairo_set_line_width (cr, 11 * unit);
      cairo_arc (cr, cx, cy, ring, start, end);
      cairo_stroke (cr);
      cairo_move_to (cr, ex - 17 * unit * ty, ey + 17 * unit * tx);
      cairo_line_to (cr, ex + 17 * unit * ty, ey - 17 * unit * tx);
      cairo_line_to (cr, ex + 30 * unit * tx, ey + 30 * unit * ty);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* Where AisleRiot's grid puts image @index: faces in rows by suit and
 * columns by rank from the ace, the back third in the fifth row, after the
 * jokers. */
static RsvgRectangle
grid_area (Deck *deck, guint index)
{
  double width = deck->width / 13, height = deck->height / 5;
  guint row = index == IMAGE_BACK ? 4 : index / PAT_N_RANKS;
  guint column = index == IMAGE_BACK ? 2 : index % PAT_N_RANKS;
  RsvgRectangle area = { column * width, row * height, width, height };

  return area;
}

static gboolean
has_size (const RsvgRectangle *rectangle)
{
  return rectangle->width > 0 && rectangle->height > 0 && isfinite (rectangle->width)
         && isfinite (rectangle->height);
}

/* Finds where a foreign deck has image @index, before any other thread
 * uses the deck. */
static gboolean
deck_measure (Deck *deck, guint index, GError **error)
{
  Area *area = &deck->areas[index];
  RsvgRectangle document = { 0, 0, deck->width, deck->height };
  RsvgRectangle ink;
  char buffer[16];
  g_autofree char *fragment = NULL;

  g_assert (deck->format != PAT_DECK_FORMAT_PATIENCE && index <= IMAGE_BACK);

  fragment = g_strconcat ("#", image_id (deck->format, index, buffer), NULL);
  if (deck->format == PAT_DECK_FORMAT_AISLERIOT)
    {
      area->by_layer = TRUE;
      area->bounds = grid_area (deck, index);
    }
  /* render_element() is many times faster than render_layer() where the
   * document has filters, but librsvg finds no ink in some elements, as
   * bitmaps: those are drawn in place. */
  else if (!rsvg_handle_get_geometry_for_element (deck->handle, fragment, &area->ink,
                                                  &area->bounds, error))
    return FALSE;
  else if (!has_size (&area->ink))
    {
      area->by_layer = TRUE;
      if (!rsvg_handle_get_geometry_for_layer (deck->handle, fragment, &document, &ink,
                                               &area->bounds, error))
        return FALSE;
    }
  if (!has_size (&area->bounds))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“%s” has no size"),
                   image_id (deck->format, index, buffer));
      return FALSE;
    }
  return TRUE;
}

/* Draws the element @id scaled to fill @viewport. Safe on any thread. */
static gboolean
deck_paint_id (Deck *deck, cairo_t *cr, const char *id, const RsvgRectangle *viewport,
               GError **error)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&deck->lock);
  g_autofree char *fragment = g_strconcat ("#", id, NULL);

  return rsvg_handle_render_element (deck->handle, cr, fragment, viewport, error);
}

/* Draws image @index of a foreign deck: the card's bounds scaled to fill
 * @viewport, and nothing outside it. */
static gboolean
deck_paint_area (Deck *deck, cairo_t *cr, guint index, const RsvgRectangle *viewport,
                 GError **error)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&deck->lock);
  const Area *area = &deck->areas[index];
  char buffer[16];
  g_autofree char *fragment = NULL;
  gboolean done;

  fragment = g_strconcat ("#", image_id (deck->format, index, buffer), NULL);
  cairo_save (cr);
  cairo_rectangle (cr, viewport->x, viewport->y, viewport->width, viewport->height);
  cairo_clip (cr);
  cairo_translate (cr, viewport->x, viewport->y);
  cairo_scale (cr, viewport->width / area->bounds.width,
               viewport->height / area->bounds.height);
  if (area->by_layer)
    {
      RsvgRectangle document = { 0, 0, deck->width, deck->height };

      cairo_translate (cr, -area->bounds.x, -area->bounds.y);
      done = rsvg_handle_render_layer (deck->handle, cr, fragment, &document, error);
    }
  else
    {
      /* The viewport that puts the ink where the card's bounds fill ours. */
      RsvgRectangle element
          = { area->ink.x - area->bounds.x, area->ink.y - area->bounds.y, area->ink.width,
              area->ink.height };

      done = rsvg_handle_render_element (deck->handle, cr, fragment, &element, error);
    }
  cairo_restore (cr);
  return done;
}

/* Draws image @index of the deck, whatever its format names it, or the
 * slot it lacks. */
static gboolean
deck_paint_image (Deck *deck, cairo_t *cr, guint index, const RsvgRectangle *viewport,
                  GError **error)
{
  char buffer[16];
  const char *id = image_id (deck->format, index, buffer);

  if (id == NULL)
    {
      g_assert (index >= IMAGE_FIRST_SLOT);
      paint_slot (cr, (PatSlot)(index - IMAGE_FIRST_SLOT), viewport);
      return TRUE;
    }
  if (deck->format != PAT_DECK_FORMAT_PATIENCE)
    return deck_paint_area (deck, cr, index, viewport, error);
  return deck_paint_id (deck, cr, id, viewport, error);
}

/* Renders image @index to fill @width × @height pixels. */
static GBytes *
deck_render_image (Deck *deck, guint index, int width, int height, GError **error)
{
  RsvgRectangle viewport = { 0, 0, width, height };
  Canvas canvas;
  gboolean done;

  canvas_init (&canvas, width, height);
  done = deck_paint_image (deck, canvas.cr, index, &viewport, error);
  return canvas_finish (&canvas, done);
}

/* Renders the element @id to fill @width × @height pixels: a card or the
 * back of a foreign deck as the cache has it. */
static GBytes *
deck_render_id (Deck *deck, const char *id, int width, int height, GError **error)
{
  RsvgRectangle viewport = { 0, 0, width, height };
  Canvas canvas;
  gboolean done = FALSE, drawn = FALSE;

  canvas_init (&canvas, width, height);
  if (deck->format != PAT_DECK_FORMAT_PATIENCE)
    for (guint i = 0; i <= IMAGE_BACK && !drawn; i++)
      {
        char buffer[16];

        if (g_str_equal (id, image_id (deck->format, i, buffer)))
          {
            done = deck_paint_image (deck, canvas.cr, i, &viewport, error);
            drawn = TRUE;
          }
      }
  if (!drawn)
    done = deck_paint_id (deck, canvas.cr, id, &viewport, error);
  return canvas_finish (&canvas, done);
}

static guint
card_index (PatCard card)
{
  if (pat_card_is_face_down (card))
    return IMAGE_BACK;
  return pat_card_suit (card) * PAT_N_RANKS + pat_card_rank (card) - 1;
}

static RenderJob *
render_job_new (Deck *deck, int width, int height)
{
  RenderJob *job = g_new0 (RenderJob, 1);

  job->deck = g_atomic_rc_box_acquire (deck);
  job->width = width;
  job->height = height;
  job->wanted = ALL_IMAGES;
  g_mutex_init (&job->lock);
  g_cond_init (&job->cond);
  return job;
}

static void
render_job_free (gpointer data)
{
  RenderJob *job = data;

  for (guint i = 0; i < N_IMAGES; i++)
    g_clear_pointer (&job->pixels[i], g_bytes_unref);
  deck_release (job->deck);
  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RenderJob, render_job_free)

/* Renders every image; FALSE if cancelled first. The deck was checked when it
 * was loaded, so an element that still fails is drawn transparent rather than
 * leaving a hole in the cache. */
static gboolean
render_job_run (RenderJob *job, GCancellable *cancellable)
{
  guint64 missing = 0;

  for (guint i = 0; i < N_IMAGES; i++)
    if ((job->wanted & (G_GUINT64_CONSTANT (1) << i)) != 0 && job->pixels[i] == NULL)
      missing |= G_GUINT64_CONSTANT (1) << i;
  job->from_disk = missing == 0
                   || pat_card_cache_load (job->deck->cache_key, job->width, job->height,
                                           image_stride (job->width), N_IMAGES, missing,
                                           job->pixels);
  for (guint i = 0; i < N_IMAGES; i++)
    {
      g_autoptr (GError) error = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      if ((job->wanted & (G_GUINT64_CONSTANT (1) << i)) == 0 || job->pixels[i] != NULL)
        continue;
      job->pixels[i] = deck_render_image (job->deck, i, job->width, job->height, &error);
      if (job->pixels[i] == NULL)
        {
          char buffer[16];

          /* Only an element can fail: a drawn slot cannot. */
          g_warning ("Could not render “%s” at %d×%d: %s",
                     image_id (job->deck->format, i, buffer), job->width, job->height,
                     error->message);
          job->failed = TRUE;
          job->pixels[i] = g_bytes_new_take (
              g_malloc0 ((gsize)image_stride (job->width) * (gsize)job->height),
              (gsize)image_stride (job->width) * (gsize)job->height);
        }
    }
  return TRUE;
}

static void
image_set_free (ImageSet *set)
{
  for (guint i = 0; i < N_IMAGES; i++)
    {
      g_clear_object (&set->textures[i]);
      g_clear_pointer (&set->pixels[i], g_bytes_unref);
    }
  g_free (set);
}

/* Textures are made here, on the main thread, from the worker's pixels. */
static ImageSet *
image_set_new_from_job (RenderJob *job)
{
  ImageSet *set = g_new0 (ImageSet, 1);

  set->width = job->width;
  set->height = job->height;
  set->partial = job->wanted != ALL_IMAGES;
  /* A card that failed is tried again at the next start, never kept. */
  set->on_disk = job->from_disk || job->failed;
  for (guint i = 0; i < N_IMAGES; i++)
    if (job->pixels[i] != NULL)
      {
        /* The texture shares the pixels, which the cache writes from. */
        set->pixels[i] = g_bytes_ref (job->pixels[i]);
        set->textures[i]
            = gdk_memory_texture_new (job->width, job->height, GDK_MEMORY_DEFAULT,
                                      job->pixels[i], image_stride (job->width));
      }
  return set;
}

static gboolean
image_set_has_size (ImageSet *set, int width, int height)
{
  return set != NULL && set->width == width && set->height == height;
}

static gboolean
image_set_is_whole (ImageSet *set, int width, int height)
{
  return image_set_has_size (set, width, height) && !set->partial;
}

static void
cancel_pending (PatCardTheme *self)
{
  if (self->pending != NULL)
    {
      g_cancellable_cancel (self->pending);
      g_clear_object (&self->pending);
    }
  self->pending_job = NULL;
}

static gboolean
save_cb (gpointer data)
{
  PatCardTheme *self = data;
  ImageSet *set = self->current;

  self->save_id = 0;
  if (set != NULL && !set->partial && !set->on_disk)
    {
      pat_card_cache_save_async (self->deck->cache_key, set->width, set->height,
                                 image_stride (set->width), N_IMAGES, set->pixels);
      set->on_disk = TRUE;
    }
  return G_SOURCE_REMOVE;
}

/* The cache keeps the cards of the last size the window settled on: not
 * every size a resize passes through. */
static void
schedule_save (PatCardTheme *self)
{
  g_clear_handle_id (&self->save_id, g_source_remove);
  if (self->current != NULL && !self->current->partial && !self->current->on_disk)
    self->save_id
        = g_timeout_add_seconds_full (G_PRIORITY_LOW, SAVE_DELAY, save_cb, self, NULL);
}

/* @set becomes what the board draws; the images it replaces stay as the spare
 * and the spare before them goes. */
static void
install_images (PatCardTheme *self, ImageSet *set)
{
  /* A partial set is never the spare: the whole of its size replaces it,
   * and another size is rendered whole when asked for again. */
  if (self->current != NULL && self->current->partial)
    g_clear_pointer (&self->current, image_set_free);
  else
    {
      g_clear_pointer (&self->spare, image_set_free);
      self->spare = g_steal_pointer (&self->current);
    }
  self->current = set;
  schedule_save (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
swap_images (PatCardTheme *self)
{
  ImageSet *set = self->current;

  self->current = self->spare;
  self->spare = set;
  if (self->spare != NULL && self->spare->partial)
    g_clear_pointer (&self->spare, image_set_free);
  schedule_save (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
render_thread (GTask *task, gpointer source_object, gpointer task_data,
               GCancellable *cancellable)
{
  RenderJob *job = task_data;

  if (render_job_run (job, cancellable))
    {
      g_mutex_lock (&job->lock);
      job->finished = TRUE;
      g_cond_signal (&job->cond);
      g_mutex_unlock (&job->lock);
      g_task_return_boolean (task, TRUE);
    }
  else
    g_task_return_error_if_cancelled (task);
}

static void
render_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr (PatCardTheme) self = g_weak_ref_get (weak);
  GTask *task = G_TASK (result);
  RenderJob *job = g_task_get_task_data (task);
  gboolean done;

  g_weak_ref_clear (weak);
  g_free (weak);

  /* The only error is cancellation: a newer size, or the theme went away. */
  done = g_task_propagate_boolean (task, NULL);
  if (self == NULL || !done)
    return;

  if (g_task_get_cancellable (task) != self->pending)
    return;
  g_clear_object (&self->pending);
  self->pending_job = NULL;
  install_images (self, image_set_new_from_job (job));
}

static void
start_render (PatCardTheme *self)
{
  g_autoptr (GTask) task = NULL;
  GWeakRef *weak = g_new0 (GWeakRef, 1);

  g_assert (self->pending == NULL);

  /* The task must not keep the theme alive: dropping the theme cancels it. */
  g_weak_ref_init (weak, self);
  self->pending = g_cancellable_new ();
  task = g_task_new (NULL, self->pending, render_done_cb, weak);
  g_task_set_name (task, "[patience] render card theme");
  self->pending_job = render_job_new (self->deck, self->width, self->height);
  /* Completing a partial set: what it has needs no second rendering. */
  if (image_set_has_size (self->current, self->width, self->height))
    for (guint i = 0; i < N_IMAGES; i++)
      if (self->current->pixels[i] != NULL)
        self->pending_job->pixels[i] = g_bytes_ref (self->current->pixels[i]);
  g_task_set_task_data (task, self->pending_job, render_job_free);
  g_task_run_in_thread (task, render_thread);
}

static void
pat_card_theme_dispose (GObject *object)
{
  PatCardTheme *self = PAT_CARD_THEME (object);

  cancel_pending (self);
  g_clear_handle_id (&self->save_id, g_source_remove);
  g_clear_pointer (&self->current, image_set_free);
  g_clear_pointer (&self->spare, image_set_free);

  G_OBJECT_CLASS (pat_card_theme_parent_class)->dispose (object);
}

static void
pat_card_theme_finalize (GObject *object)
{
  PatCardTheme *self = PAT_CARD_THEME (object);

  g_clear_pointer (&self->deck, deck_release);
  g_free (self->name);

  G_OBJECT_CLASS (pat_card_theme_parent_class)->finalize (object);
}

static void
pat_card_theme_class_init (PatCardThemeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pat_card_theme_dispose;
  object_class->finalize = pat_card_theme_finalize;

  /**
   * PatCardTheme::changed:
   *
   * The images pat_card_theme_get_card() returns are now others: a new size
   * is ready. Redraw.
   */
  signals[CHANGED]
      = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 0);
}

static void
pat_card_theme_init (PatCardTheme *self)
{
}

/* Reads at most @limit bytes; NULL with @too_big set if there are more. */
static GBytes *
read_capped (GInputStream *stream, gsize limit, gboolean *too_big, GError **error)
{
  g_autoptr (GByteArray) array = g_byte_array_new ();
  guint8 chunk[65536];

  *too_big = FALSE;
  for (;;)
    {
      gssize n = g_input_stream_read (stream, chunk, sizeof chunk, NULL, error);

      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      if (array->len + (gsize)n > limit)
        {
          *too_big = TRUE;
          return NULL;
        }
      g_byte_array_append (array, chunk, (guint)n);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&array));
}

/* The size of the whole document, in the pixels a viewport of its own size
 * has: its width and height, or else its viewBox's. */
static gboolean
document_size (RsvgHandle *handle, double *width, double *height)
{
  gboolean has_width, has_height, has_viewbox;
  RsvgLength length_x, length_y;
  RsvgRectangle viewbox;

  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, width, height))
    {
      rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &length_x, &has_height,
                                            &length_y, &has_viewbox, &viewbox);
      *width = has_viewbox ? viewbox.width : 0;
      *height = has_viewbox ? viewbox.height : 0;
    }
  return *width > 0 && *height > 0 && isfinite (*width) && isfinite (*height);
}

/* Parses @svg and checks it holds every image a deck of @format has. */
static PatCardTheme *
theme_new_from_svg (GBytes *svg, GFile *base, const char *name, PatDeckFormat format,
                    GError **error)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (svg);
  g_autoptr (GError) local_error = NULL;
  RsvgHandle *handle;
  g_autoptr (PatCardTheme) self = NULL;
  RsvgRectangle ink, logical;
  char first_missing[16] = "";
  guint missing = 0;

  handle = rsvg_handle_new_from_stream_sync (stream, base, RSVG_HANDLE_FLAGS_NONE, NULL,
                                             &local_error);
  if (handle == NULL)
    {
      /* libxml2's messages end in a newline. */
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a valid SVG file: %s"), name,
                   g_strchomp (local_error->message));
      return NULL;
    }

  self = g_object_new (PAT_TYPE_CARD_THEME, NULL);
  self->deck = deck_new (handle, format);
  self->deck->cache_key = pat_card_cache_deck_key (svg, format);
  self->name = g_strdup (name);

  for (guint i = 0; i < N_IMAGES; i++)
    {
      char buffer[16];
      const char *id = image_id (format, i, buffer);

      if (id != NULL && !deck_has_id (self->deck, id) && missing++ == 0)
        g_strlcpy (first_missing, id, sizeof first_missing);
    }
  if (missing == 1)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: the image “%s” is missing"), name,
                   first_missing);
      return NULL;
    }
  if (missing > 1)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   ngettext ("“%s” is not a card theme: %u images are missing, the first "
                             "is “%s”",
                             "“%s” is not a card theme: %u images are missing, the first "
                             "is “%s”",
                             missing),
                   name, missing, first_missing);
      return NULL;
    }

  if (format == PAT_DECK_FORMAT_PATIENCE)
    {
      /* render_element() scales the ink rectangle to the viewport; every
       * card has the size of the ace of clubs. */
      if (!rsvg_handle_get_geometry_for_element (handle, "#card-AC", &ink, &logical,
                                                 &local_error))
        goto unusable;
    }
  else if (document_size (handle, &self->deck->width, &self->deck->height))
    {
      for (guint i = 0; i <= IMAGE_BACK; i++)
        if (!deck_measure (self->deck, i, &local_error))
          goto unusable;
      /* A face, not the back as in KDE: some decks draw their backs wider. */
      ink = self->deck->areas[0].bounds;
    }
  else
    ink.width = ink.height = 0;
  if (!has_size (&ink))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: its cards have no size"), name);
      return NULL;
    }
  self->aspect = ink.height / ink.width;
  /* Cards lying on their side, or a page taken for a card. */
  if (!(self->aspect >= MIN_ASPECT && self->aspect <= MAX_ASPECT))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("“%s” is not a card theme: its cards are %g times as high as "
                      "wide"),
                   name, self->aspect);
      return NULL;
    }
  return g_steal_pointer (&self);

unusable:
  g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID, _ ("“%s” is not a card theme: %s"),
               name, local_error->message);
  return NULL;
}

/**
 * pat_card_theme_new_default:
 *
 * Returns: (transfer full): the deck built into the application.
 */
PatCardTheme *
pat_card_theme_new_default (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) svg = NULL;
  PatCardTheme *self;

  svg = g_resource_lookup_data (patience_get_resource (), DEFAULT_DECK,
                                G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (svg != NULL)
    self = theme_new_from_svg (svg, NULL, PAT_CARD_THEME_DEFAULT_NAME,
                               PAT_DECK_FORMAT_PATIENCE, &error);
  else
    self = NULL;
  /* The deck is built in and tested: failing here is a broken build. */
  if (self == NULL)
    g_error ("The built-in card deck is broken: %s", error->message);
  return self;
}

/**
 * pat_card_theme_new_from_file:
 * @path: an SVG file, or an SVG compressed with gzip (SVGZ)
 * @error: where to say why the file is refused
 *
 * Loads a deck with the same element ids as the built-in one (see
 * data/cards/README.md). Refuses files over 20 MB, compressed or not, files
 * that are not SVG, and decks missing any image.
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL with @error set
 */
PatCardTheme *
pat_card_theme_new_from_file (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return pat_card_theme_new_from_file_with_format (path, PAT_DECK_FORMAT_PATIENCE, NULL,
                                                   error);
}

/**
 * pat_card_theme_new_from_file_with_format:
 * @path: an SVG file, or an SVG compressed with gzip (SVGZ)
 * @format: how the deck names its images
 * @name: (nullable): the deck's name, for pat_card_theme_get_name() and
 *   messages; %NULL for the file's name
 * @error: where to say why the file is refused
 *
 * As pat_card_theme_new_from_file(), for a deck of any format. A format
 * without empty slots gets slots drawn in the style of the built-in deck.
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL with @error set
 */
PatCardTheme *
pat_card_theme_new_from_file_with_format (const char *path, PatDeckFormat format,
                                          const char *name, GError **error)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileInputStream) file_stream = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GBytes) contents = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *file_name = NULL;
  const guint8 *data;
  gsize length;
  gboolean too_big = FALSE;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (format <= PAT_DECK_FORMAT_KDE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = g_file_new_for_path (path);
  if (name == NULL)
    name = file_name = g_filename_display_basename (path);

  file_stream = g_file_read (file, NULL, &local_error);
  /* A file known to be too big is not read at all. */
  if (file_stream != NULL)
    info = g_file_input_stream_query_info (file_stream, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                           NULL, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE)
      && g_file_info_get_size (info) > MAX_FILE_SIZE)
    goto too_big;
  if (file_stream != NULL)
    contents = read_capped (G_INPUT_STREAM (file_stream), MAX_FILE_SIZE, &too_big,
                            &local_error);
  if (contents == NULL && local_error != NULL)
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("Could not read the card theme “%s”: %s"), name,
                   local_error->message);
      return NULL;
    }
  if (contents == NULL)
    goto too_big;

  data = g_bytes_get_data (contents, &length);
  if (length >= 2 && data[0] == 0x1f && data[1] == 0x8b)
    {
      g_autoptr (GZlibDecompressor) gunzip = NULL;
      g_autoptr (GInputStream) compressed = NULL;
      g_autoptr (GInputStream) svg = NULL;
      g_autoptr (GBytes) uncompressed = NULL;

      gunzip = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
      compressed = g_memory_input_stream_new_from_bytes (contents);
      svg = g_converter_input_stream_new (compressed, G_CONVERTER (gunzip));
      uncompressed = read_capped (svg, MAX_FILE_SIZE, &too_big, &local_error);
      if (uncompressed == NULL && local_error != NULL)
        {
          g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                       _ ("“%s” is not a valid SVGZ file: %s"), name,
                       local_error->message);
          return NULL;
        }
      if (uncompressed == NULL)
        goto too_big;
      g_bytes_unref (contents);
      contents = g_steal_pointer (&uncompressed);
    }

  return theme_new_from_svg (contents, file, name, format, error);

too_big:
  g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
               _ ("“%s” is too large for a card theme: the limit is %s"), name,
               MAX_FILE_SIZE_TEXT);
  return NULL;
}

/**
 * pat_card_theme_get_name:
 *
 * Returns: "Patience" for the built-in deck, the name it was loaded with
 *   otherwise, or else its file's name
 */
const char *
pat_card_theme_get_name (PatCardTheme *self)
{
  g_return_val_if_fail (PAT_IS_CARD_THEME (self), NULL);

  return self->name;
}

/**
 * pat_card_theme_get_aspect:
 *
 * Returns: a card's height divided by its width
 */
double
pat_card_theme_get_aspect (PatCardTheme *self)
{
  g_return_val_if_fail (PAT_IS_CARD_THEME (self), 1.4);

  return self->aspect;
}

/* The corner index measured on a card drawn @width pixels wide: rows of
 * ink in a strip along the left edge, clear of the border and of the
 * pips, give the rank's glyph and the suit's pip under it. */
#define INDEX_PROBE_WIDTH 120
#define INDEX_DEFAULT_HEIGHT 0.30f /* of a card's height, when nothing is found */

static gboolean
is_ink (guint32 pixel)
{
  guint a = pixel >> 24, r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff,
        b = pixel & 0xff;

  /* Dark or strongly coloured on an opaque card: premultiplied, so an
   * opaque pixel's channels are its colour. */
  return a > 200
         && (r * 299 + g * 587 + b * 114 < 115 * 1000
             || MAX (r, MAX (g, b)) - MIN (r, MIN (g, b)) > 110);
}

static float
measure_index_height (PatCardTheme *self)
{
  char buffer[16];
  const char *id = pat_deck_format_card_id (self->deck->format,
                                            pat_card_new (10, PAT_SUIT_CLUBS), buffer);
  int width = INDEX_PROBE_WIDTH, height = (int)ceil (INDEX_PROBE_WIDTH * self->aspect);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) pixels = deck_render_id (self->deck, id, width, height, &error);
  const guchar *data;
  int stride = image_stride (width), blocks = 0, start = -1, end = -1;

  if (pixels == NULL)
    {
      g_debug ("No corner index measured on %s: %s", self->name, error->message);
      return INDEX_DEFAULT_HEIGHT;
    }
  data = g_bytes_get_data (pixels, NULL);
  /* Two blocks of rows with ink, the rank then the suit, in the top half. */
  for (int y = (int)(height * 0.035); y < height / 2 && blocks < 2; y++)
    {
      const guint32 *row = (const guint32 *)(data + (gsize)y * (gsize)stride);
      gboolean ink = FALSE;

      for (int x = (int)(width * 0.04); x < (int)(width * 0.14) && !ink; x++)
        ink = is_ink (row[x]);
      if (ink && start < 0)
        start = y;
      if (!ink && start >= 0)
        {
          blocks++;
          end = y;
          start = -1;
        }
    }
  if (blocks == 0)
    return INDEX_DEFAULT_HEIGHT;
  return CLAMP ((float)(end + 1) / (float)height, 0.12f, 0.45f);
}

/**
 * pat_card_theme_get_index:
 * @width: (out): how far the corner index reaches across, of a card's width
 * @height: (out): how far it reaches down, rank and suit, of a card's height
 *
 * What of a card must show for a player to read it: fans overlap by no
 * less. Measured on the deck's 10 of clubs the first time it is asked.
 */
void
pat_card_theme_get_index (PatCardTheme *self, float *width, float *height)
{
  g_return_if_fail (PAT_IS_CARD_THEME (self));

  if (self->index_height <= 0)
    {
      self->index_height = measure_index_height (self);
      /* Ranks and suits are about half as wide as the two stacked are tall;
       * "10" a little more. */
      self->index_width
          = CLAMP (0.55f * self->index_height * (float)self->aspect, 0.12f, 0.35f);
      g_debug ("Corner index of %s: %.3f of the height, %.3f of the width", self->name,
               self->index_height, self->index_width);
    }
  *width = self->index_width;
  *height = self->index_height;
}

/**
 * pat_card_theme_set_size:
 * @width: a card's width in device pixels (logical size × scale factor)
 * @height: its height in device pixels
 *
 * Asks for cards of this size. A size rendered before switches at once;
 * another renders on a worker thread while the previous images stay in use.
 * Either way #PatCardTheme::changed says when the new images are there.
 */
void
pat_card_theme_set_size (PatCardTheme *self, int width, int height)
{
  g_return_if_fail (PAT_IS_CARD_THEME (self));
  g_return_if_fail (width > 0 && width <= MAX_IMAGE_SIDE);
  g_return_if_fail (height > 0 && height <= MAX_IMAGE_SIDE);

  if (width == self->width && height == self->height)
    return;

  self->width = width;
  self->height = height;
  cancel_pending (self);

  if (image_set_is_whole (self->current, width, height))
    return;
  if (image_set_has_size (self->current, width, height))
    {
      start_render (self);
      return;
    }
  if (image_set_is_whole (self->spare, width, height))
    swap_images (self);
  else
    start_render (self);
}

/**
 * pat_card_theme_prerender:
 * @width: a card size, in device pixels
 * @height: a card size, in device pixels
 *
 * Asks for that size and renders it at once, on the calling thread: for a
 * theme no other thread uses yet, loaded and rendered while the toolkit
 * starts.
 */
void
pat_card_theme_prerender (PatCardTheme *self, int width, int height)
{
  g_return_if_fail (PAT_IS_CARD_THEME (self));
  g_return_if_fail (width > 0 && height > 0 && width <= MAX_IMAGE_SIDE
                    && height <= MAX_IMAGE_SIDE);
  g_return_if_fail (self->pending == NULL);

  self->width = width;
  self->height = height;
  pat_card_theme_render_now (self);
}

/* The rest of a partial set, once the main loop has nothing more urgent
 * to do, such as the first frame. */
static gboolean
complete_cb (gpointer data)
{
  g_autoptr (PatCardTheme) self = g_weak_ref_get (data);

  if (self != NULL && self->pending == NULL && self->current != NULL
      && self->current->partial
      && image_set_has_size (self->current, self->width, self->height))
    start_render (self);
  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/**
 * pat_card_theme_prerender_cards:
 * @width: a card size, in device pixels
 * @height: a card size, in device pixels
 * @cards: (array length=n_cards): the cards a first frame shows
 * @n_cards: how many
 *
 * As pat_card_theme_prerender(), but renders only @cards, the back and
 * the slots now; the rest of the deck is rendered on a worker thread once
 * the main loop is idle, after the first frame. Until then
 * pat_card_theme_is_ready() is %FALSE, and a card not rendered yet has
 * no image.
 */
void
pat_card_theme_prerender_cards (PatCardTheme *self, int width, int height,
                                const PatCard *cards, guint n_cards)
{
  g_autoptr (RenderJob) job = NULL;
  GWeakRef *weak;

  g_return_if_fail (PAT_IS_CARD_THEME (self));
  g_return_if_fail (width > 0 && height > 0 && width <= MAX_IMAGE_SIDE
                    && height <= MAX_IMAGE_SIDE);
  g_return_if_fail (self->pending == NULL);
  g_return_if_fail (cards != NULL || n_cards == 0);

  self->width = width;
  self->height = height;
  job = render_job_new (self->deck, width, height);
  job->wanted = 0;
  for (guint i = IMAGE_BACK; i < N_IMAGES; i++)
    job->wanted |= G_GUINT64_CONSTANT (1) << i;
  for (guint i = 0; i < n_cards; i++)
    if (pat_card_is_valid (cards[i]))
      job->wanted |= G_GUINT64_CONSTANT (1) << card_index (cards[i]);
  render_job_run (job, NULL);
  install_images (self, image_set_new_from_job (job));
  if (!self->current->partial)
    return;

  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  /* Added from any thread to the main context, where the theme is used. */
  g_idle_add_full (G_PRIORITY_LOW, complete_cb, weak, weak_ref_free);
}

/**
 * pat_card_theme_render_now:
 *
 * Renders the size asked for with pat_card_theme_set_size() before returning,
 * for the first frame. Emits #PatCardTheme::changed if the images change.
 */
void
pat_card_theme_render_now (PatCardTheme *self)
{
  g_autoptr (RenderJob) job = NULL;

  g_return_if_fail (PAT_IS_CARD_THEME (self));
  g_return_if_fail (self->width > 0 && self->height > 0);

  if (pat_card_theme_is_ready (self))
    return;

  /* A render of this very size under way: wait for it rather than start
   * over, so the first frame gains from a render begun early. */
  if (self->pending_job != NULL && self->pending_job->width == self->width
      && self->pending_job->height == self->height)
    {
      RenderJob *running = self->pending_job;

      g_mutex_lock (&running->lock);
      while (!running->finished)
        g_cond_wait (&running->cond, &running->lock);
      g_mutex_unlock (&running->lock);
      g_clear_object (&self->pending);
      self->pending_job = NULL;
      install_images (self, image_set_new_from_job (running));
      return;
    }

  cancel_pending (self);
  if (image_set_is_whole (self->spare, self->width, self->height))
    {
      swap_images (self);
      return;
    }
  job = render_job_new (self->deck, self->width, self->height);
  render_job_run (job, NULL);
  install_images (self, image_set_new_from_job (job));
}

/**
 * pat_card_theme_is_ready:
 *
 * Returns: whether the images of the size asked for are there
 */
gboolean
pat_card_theme_is_ready (PatCardTheme *self)
{
  g_return_val_if_fail (PAT_IS_CARD_THEME (self), FALSE);

  return image_set_is_whole (self->current, self->width, self->height);
}

/**
 * pat_card_theme_get_card:
 * @card: a card; a face-down card gives the back
 *
 * The image is of the size asked for once pat_card_theme_is_ready(), of the
 * size before until then.
 *
 * Returns: (transfer none) (nullable): the image, or %NULL if nothing was
 *   rendered yet
 */
GdkTexture *
pat_card_theme_get_card (PatCardTheme *self, PatCard card)
{
  g_return_val_if_fail (PAT_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (pat_card_is_valid (card), NULL);

  if (self->current == NULL)
    return NULL;
  /* A card the first frame did not show, before the rest are rendered: the
   * one of the size before, if there is one. */
  if (self->current->textures[card_index (card)] == NULL && self->spare != NULL)
    return self->spare->textures[card_index (card)];
  return self->current->textures[card_index (card)];
}

/**
 * pat_card_theme_get_slot:
 *
 * As pat_card_theme_get_card(), for an empty pile.
 *
 * Returns: (transfer none) (nullable): the image
 */
GdkTexture *
pat_card_theme_get_slot (PatCardTheme *self, PatSlot slot)
{
  g_return_val_if_fail (PAT_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (slot <= PAT_SLOT_STOCK, NULL);

  if (self->current == NULL)
    return NULL;
  return self->current->textures[IMAGE_FIRST_SLOT + slot];
}

/**
 * pat_card_theme_render_id:
 * @id: an element id without "#", such as "card-QS" or "slot"
 * @width: the image's width in pixels
 * @height: its height
 *
 * Renders one element now, outside the cache: for previews and tests.
 *
 * Returns: (transfer full) (nullable): the image, or %NULL with @error set
 */
GdkTexture *
pat_card_theme_render_id (PatCardTheme *self, const char *id, int width, int height,
                          GError **error)
{
  g_autoptr (GBytes) pixels = NULL;

  g_return_val_if_fail (PAT_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (width > 0 && width <= MAX_IMAGE_SIDE, NULL);
  g_return_val_if_fail (height > 0 && height <= MAX_IMAGE_SIDE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!deck_has_id (self->deck, id))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("The card theme “%s” has no element “%s”"), self->name, id);
      return NULL;
    }
  pixels = deck_render_id (self->deck, id, width, height, error);
  if (pixels == NULL)
    return NULL;
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, pixels,
                                 image_stride (width));
}

/**
 * pat_card_theme_render_preview:
 * @card_width: the width of one card in pixels
 * @error: where to say why the deck could not be drawn
 *
 * Draws the back and three faces fanned out to the right, overlapping, at
 * once and outside the cache: a sample of the deck for a chooser. The image
 * is @card_width × the aspect high and about twice as wide.
 *
 * Returns: (transfer full) (nullable): the image, or %NULL with @error set
 */
GdkTexture *
pat_card_theme_render_preview (PatCardTheme *self, int card_width, GError **error)
{
  const guint shown[] = {
    IMAGE_BACK,
    card_index (pat_card_new (PAT_ACE, PAT_SUIT_SPADES)),
    card_index (pat_card_new (PAT_KING, PAT_SUIT_HEARTS)),
    card_index (pat_card_new (10, PAT_SUIT_DIAMONDS)),
  };
  int card_height, step, width;
  g_autoptr (GBytes) pixels = NULL;
  gboolean done = TRUE;
  Canvas canvas;

  g_return_val_if_fail (PAT_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (card_width > 0 && card_width <= MAX_IMAGE_SIDE / 4, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  card_height = MAX ((int)(card_width * self->aspect + 0.5), 1);
  step = MAX (card_width * 2 / 5, 1);
  width = card_width + step * (int)(G_N_ELEMENTS (shown) - 1);

  canvas_init (&canvas, width, card_height);
  for (guint i = 0; i < G_N_ELEMENTS (shown) && done; i++)
    {
      RsvgRectangle viewport = { step * (int)i, 0, card_width, card_height };

      done = deck_paint_image (self->deck, canvas.cr, shown[i], &viewport, error);
    }
  pixels = canvas_finish (&canvas, done);
  if (pixels == NULL)
    return NULL;
  return gdk_memory_texture_new (width, card_height, GDK_MEMORY_DEFAULT, pixels,
                                 image_stride (width));
}

/**
 * pat_card_theme_get_format:
 *
 * Returns: how the theme's deck names its images
 */
PatDeckFormat
pat_card_theme_get_format (PatCardTheme *self)
{
  g_return_val_if_fail (PAT_IS_CARD_THEME (self), PAT_DECK_FORMAT_PATIENCE);

  return self->deck->format;
}

/**
 * pat_card_theme_card_id:
 * @card: a card
 * @buffer: where to write the id
 *
 * Returns: the element id of @card's image in the built-in deck, such as
 *   "card-10H", or "card-back" for a face-down card; @buffer
 */
const char *
pat_card_theme_card_id (PatCard card, char buffer[16])
{
  return pat_deck_format_card_id (PAT_DECK_FORMAT_PATIENCE, card, buffer);
}
