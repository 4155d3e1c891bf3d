/* pat-card-theme.c — card images rendered from an SVG deck: the object, its
 * image sets, the renders on worker threads, the cache and the size asked for
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-card-theme"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-card-cache.h"
#include "pat-deck-format.h"
#include "pat-card-theme-private.h"
#include "pat-variant.h"

/* Textures bigger than this take hundreds of megabytes for a whole deck. */
#define MAX_IMAGE_SIDE 4096

/* Seconds a size must stay before its images are written to the cache. */
#define SAVE_DELAY 1

/* Pixels for every image at one size, made by a worker thread. */
struct _RenderJob
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
};

/* Textures for every image at one size; a partial set lacks some. */
struct _ImageSet
{
  int width;
  int height;
  gboolean partial;
  gboolean on_disk; /* in the cache, on its way there, or not to be kept */
  GBytes *pixels[N_IMAGES];
  GdkTexture *textures[N_IMAGES];
};

G_STATIC_ASSERT (N_IMAGES <= 64);
#define ALL_IMAGES (G_MAXUINT64 >> (64 - N_IMAGES))

G_DEFINE_FINAL_TYPE (PatCardTheme, pat_card_theme, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
  _pat_card_theme_deck_release (job->deck);
  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RenderJob, render_job_free)

/* Renders every image; FALSE if cancelled first. The deck was checked when it
 * was loaded, so an element that still fails is drawn transparent rather than
 * leaving a hole in the cache. The deck is parsed here if the cache lacks an
 * image, on whatever thread runs the job. */
static gboolean
render_job_run (RenderJob *job, GCancellable *cancellable)
{
  guint64 missing = 0;
  gboolean usable;

  for (guint i = 0; i < N_IMAGES; i++)
    if ((job->wanted & (G_GUINT64_CONSTANT (1) << i)) != 0 && job->pixels[i] == NULL)
      missing |= G_GUINT64_CONSTANT (1) << i;
  job->from_disk = missing == 0
                   || pat_card_cache_load (job->deck->cache_key, job->width, job->height,
                                           _pat_card_theme_image_stride (job->width),
                                           N_IMAGES, missing, job->pixels);
  /* A deck that cannot be parsed says so once, not once per card. */
  usable = job->from_disk || _pat_card_theme_deck_ensure_parsed (job->deck, NULL);
  for (guint i = 0; i < N_IMAGES; i++)
    {
      g_autoptr (GError) error = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      if ((job->wanted & (G_GUINT64_CONSTANT (1) << i)) == 0 || job->pixels[i] != NULL)
        continue;
      job->pixels[i] = _pat_card_theme_deck_render_image (job->deck, i, job->width,
                                                          job->height, &error);
      if (job->pixels[i] == NULL)
        {
          char buffer[16];

          /* Only an element can fail: a drawn slot cannot. */
          if (usable)
            g_warning ("Could not render “%s” at %d×%d: %s",
                       _pat_card_theme_image_id (job->deck->format, i, buffer),
                       job->width, job->height, error->message);
          job->failed = TRUE;
          job->pixels[i] = g_bytes_new_take (
              g_malloc0 ((gsize)_pat_card_theme_image_stride (job->width)
                         * (gsize)job->height),
              (gsize)_pat_card_theme_image_stride (job->width) * (gsize)job->height);
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
        set->textures[i] = gdk_memory_texture_new (
            job->width, job->height, GDK_MEMORY_DEFAULT, job->pixels[i],
            _pat_card_theme_image_stride (job->width));
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
needs_save (PatCardTheme *self)
{
  ImageSet *set = self->current;

  return set != NULL && ((!set->partial && !set->on_disk) || !self->facts_on_disk);
}

/* The deck's facts go to the cache with its first images: a deck that was
 * only looked at in a chooser leaves nothing behind. A theme without facts
 * on disk was parsed and checked when it was loaded. */
static gboolean
save_cb (gpointer data)
{
  PatCardTheme *self = data;
  ImageSet *set = self->current;
  PatDeckFacts facts, *new_facts = NULL;

  self->save_id = 0;
  if (!needs_save (self))
    return G_SOURCE_REMOVE;
  if (!self->facts_on_disk)
    {
      facts.aspect = self->aspect;
      pat_card_theme_get_index (self, &facts.index_width, &facts.index_height);
      new_facts = &facts;
      self->facts_on_disk = TRUE;
    }
  if (!set->partial && !set->on_disk)
    {
      pat_card_cache_save_async (self->deck->cache_key, set->width, set->height,
                                 _pat_card_theme_image_stride (set->width), N_IMAGES,
                                 set->pixels, new_facts);
      set->on_disk = TRUE;
    }
  else if (new_facts != NULL)
    pat_card_cache_save_facts_async (self->deck->cache_key, new_facts);
  return G_SOURCE_REMOVE;
}

/* The cache keeps the cards of the last size the window settled on: not
 * every size a resize passes through. */
static void
schedule_save (PatCardTheme *self)
{
  g_clear_handle_id (&self->save_id, g_source_remove);
  if (needs_save (self))
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

  g_clear_pointer (&self->deck, _pat_card_theme_deck_release);
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

/* Whether the theme's deck has been parsed: for tests. */
gboolean
_pat_card_theme_is_parsed (PatCardTheme *self)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&self->deck->lock);

  return self->deck->handle != NULL;
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

  if (!_pat_card_theme_deck_has_id (self->deck, id))
    {
      g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                   _ ("The card theme “%s” has no element “%s”"), self->name, id);
      return NULL;
    }
  pixels = _pat_card_theme_deck_render_id (self->deck, id, width, height, error);
  if (pixels == NULL)
    return NULL;
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, pixels,
                                 _pat_card_theme_image_stride (width));
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

  _pat_card_theme_canvas_init (&canvas, width, card_height);
  for (guint i = 0; i < G_N_ELEMENTS (shown) && done; i++)
    {
      RsvgRectangle viewport = { step * (int)i, 0, card_width, card_height };

      done = _pat_card_theme_deck_paint_image (self->deck, canvas.cr, shown[i], &viewport,
                                               error);
    }
  pixels = _pat_card_theme_canvas_finish (&canvas, done);
  if (pixels == NULL)
    return NULL;
  return gdk_memory_texture_new (width, card_height, GDK_MEMORY_DEFAULT, pixels,
                                 _pat_card_theme_image_stride (width));
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
