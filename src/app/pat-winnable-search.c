/* pat-winnable-search.c — deals proven winnable, searched for ahead of need
 * on a background thread and kept in the user cache directory
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-winnable"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "pat-stats.h"
#include "pat-store.h"
#include "pat-verdict.h"
#include "pat-winnable-search.h"
#include "pat-winnable.h"

/* One rule set the search has been asked about. Sets are only added while
 * the object lives, so a pointer to one stays valid; everything in them is
 * guarded by the object's lock. */
typedef struct
{
  PatRules rules;
  char *key;               /* pat_stats_key() */
  PatWinnableCache *cache; /* NULL until read from its file */
  gboolean dirty;          /* changed since its file was written */
} Set;

struct _PatWinnableSearch
{
  GObject parent_instance;

  char *dir;
  GMainContext *context; /* where "found" is emitted */
  GMutex lock;
  GCond wake;
  /* Guarded by the lock: */
  GHashTable *sets;  /* key → Set */
  GPtrArray *wanted; /* Set, searched in this order */
  Set *searching;    /* the set of the search under way, if any */
  GCancellable *stop_search;
  double seconds;
  gboolean stopping;
  GThread *thread;
};

G_DEFINE_FINAL_TYPE (PatWinnableSearch, pat_winnable_search, G_TYPE_OBJECT)

enum
{
  FOUND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_free (gpointer data)
{
  Set *set = data;

  g_free (set->key);
  g_clear_pointer (&set->cache, pat_winnable_cache_free);
  g_free (set);
}

/* The file of a key: its characters as they are, but for those that would
 * make folders or hidden files. */
static char *
set_path (PatWinnableSearch *self, const char *key)
{
  g_autofree char *name = g_strdup_printf ("%s.json", key);

  g_strdelimit (name, "/\\", '_');
  if (name[0] == '.')
    name[0] = '_';
  return g_build_filename (self->dir, name, NULL);
}

static Set *
ensure_set (PatWinnableSearch *self, const PatRules *rules)
{
  g_autofree char *key = pat_stats_key (rules);
  Set *set = g_hash_table_lookup (self->sets, key);

  if (set == NULL)
    {
      set = g_new0 (Set, 1);
      set->rules = *rules;
      set->key = g_steal_pointer (&key);
      g_hash_table_insert (self->sets, set->key, set);
    }
  return set;
}

/* Reads the set's file on first use. A file that is damaged, or that a
 * person edited, proves nothing: it is said once and rebuilt. */
static void
load_set (PatWinnableSearch *self, Set *set)
{
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  if (set->cache != NULL)
    return;
  path = set_path (self, set->key);
  /* Only a regular file, opened without waiting on a pipe, and never read
   * past the most a cache of ours holds. */
  contents = pat_store_read_file (path, PAT_WINNABLE_MAX_BYTES, &length, &error);
  if (contents == NULL && g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      set->cache = pat_winnable_cache_new (&set->rules, set->key);
      return;
    }
  if (contents != NULL)
    set->cache = pat_winnable_cache_load (&set->rules, set->key, contents, (gssize)length,
                                          &error);
  if (set->cache == NULL)
    {
      g_warning ("Ignoring the winnable deals in %s, and finding them again: %s", path,
                 error->message);
      set->cache = pat_winnable_cache_new (&set->rules, set->key);
      set->dirty = TRUE;
    }
}

/* Writes one changed set's file, without the lock; whether there was one. */
static gboolean
save_one (PatWinnableSearch *self)
{
  GHashTableIter iter;
  gpointer value;
  g_autofree char *json = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  g_hash_table_iter_init (&iter, self->sets);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Set *set = value;

      if (!set->dirty || set->cache == NULL)
        continue;
      set->dirty = FALSE;
      json = pat_winnable_cache_save (set->cache);
      path = set_path (self, set->key);
      break;
    }
  if (json == NULL)
    return FALSE;
  g_mutex_unlock (&self->lock);
  /* A cache: a file that cannot be written costs a search again, no more. */
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    g_debug ("Could not create %s: %s", self->dir, g_strerror (errno));
  else if (!g_file_set_contents_full (path, json, -1, G_FILE_SET_CONTENTS_CONSISTENT,
                                      0600, &error))
    g_debug ("Could not save winnable deals: %s", error->message);
  g_mutex_lock (&self->lock);
  return TRUE;
}

/* The first wanted set with fewer deals than it keeps ready. */
static Set *
next_wanted (PatWinnableSearch *self)
{
  for (guint i = 0; i < self->wanted->len; i++)
    {
      Set *set = g_ptr_array_index (self->wanted, i);

      load_set (self, set);
      if (pat_winnable_cache_get_n_deals (set->cache) < PAT_WINNABLE_READY)
        return set;
    }
  return NULL;
}

typedef struct
{
  GWeakRef self;
  char *key;
} Found;

static gboolean
found_cb (gpointer data)
{
  Found *found = data;
  g_autoptr (PatWinnableSearch) self = g_weak_ref_get (&found->self);

  if (self != NULL)
    g_signal_emit (self, signals[FOUND], 0, found->key);
  return G_SOURCE_REMOVE;
}

static void
found_free (gpointer data)
{
  Found *found = data;

  g_weak_ref_clear (&found->self);
  g_free (found->key);
  g_free (found);
}

/* On Linux a thread's nice value is its own: the search gives way to the
 * window's drawing and to every other program, and takes what is idle. */
static void
lower_priority (void)
{
#ifdef __linux__
  if (setpriority (PRIO_PROCESS, (id_t)syscall (SYS_gettid), 19) != 0)
    g_debug ("Could not lower the search's priority: %s", g_strerror (errno));
#endif
}

static gpointer
search_thread (gpointer data)
{
  PatWinnableSearch *self = data;
  g_autoptr (GRand) rand = g_rand_new ();

  lower_priority ();
  g_mutex_lock (&self->lock);
  while (!self->stopping)
    {
      PatRules rules;
      g_autoptr (GCancellable) cancellable = NULL;
      GArray *line;
      guint64 nodes;
      guint32 deal;
      Set *set;

      if (save_one (self))
        continue;
      set = next_wanted (self);
      if (set == NULL)
        {
          g_cond_wait (&self->wake, &self->lock);
          continue;
        }
      rules = set->rules;
      nodes = pat_verdict_nodes (&rules, self->seconds);
      do
        deal = pat_variant_deal_random (rules.variant, rand);
      while (pat_winnable_cache_contains (set->cache, deal));
      cancellable = g_cancellable_new ();
      self->searching = set;
      self->stop_search = cancellable;
      g_mutex_unlock (&self->lock);

      line = pat_winnable_prove (&rules, deal, nodes, cancellable);

      g_mutex_lock (&self->lock);
      self->searching = NULL;
      self->stop_search = NULL;
      if (line == NULL)
        continue;
      g_debug ("%s deal %u is winnable", set->key, deal);
      pat_winnable_cache_add (set->cache, deal, line);
      set->dirty = TRUE;
      {
        /* An idle source, not g_main_context_invoke(): that would run the
         * callback here, lock held, whenever no thread owns the context. */
        g_autoptr (GSource) source = g_idle_source_new ();
        Found *found = g_new0 (Found, 1);

        g_weak_ref_init (&found->self, self);
        found->key = g_strdup (set->key);
        g_source_set_priority (source, G_PRIORITY_DEFAULT);
        g_source_set_callback (source, found_cb, found, found_free);
        g_source_attach (source, self->context);
      }
    }
  while (save_one (self))
    ;
  g_mutex_unlock (&self->lock);
  return NULL;
}

/**
 * pat_winnable_search_stop:
 *
 * Cancels the search under way and waits for the thread to end, once
 * what it found is written. Nothing is searched after that.
 */
void
pat_winnable_search_stop (PatWinnableSearch *self)
{
  GThread *thread;

  g_return_if_fail (PAT_IS_WINNABLE_SEARCH (self));

  g_mutex_lock (&self->lock);
  self->stopping = TRUE;
  if (self->stop_search != NULL)
    g_cancellable_cancel (self->stop_search);
  g_cond_broadcast (&self->wake);
  thread = g_steal_pointer (&self->thread);
  g_mutex_unlock (&self->lock);
  if (thread != NULL)
    g_thread_join (thread);
}

static void
pat_winnable_search_dispose (GObject *object)
{
  pat_winnable_search_stop (PAT_WINNABLE_SEARCH (object));

  G_OBJECT_CLASS (pat_winnable_search_parent_class)->dispose (object);
}

static void
pat_winnable_search_finalize (GObject *object)
{
  PatWinnableSearch *self = PAT_WINNABLE_SEARCH (object);

  g_ptr_array_unref (self->wanted);
  g_hash_table_unref (self->sets);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->wake);
  g_free (self->dir);

  G_OBJECT_CLASS (pat_winnable_search_parent_class)->finalize (object);
}

static void
pat_winnable_search_class_init (PatWinnableSearchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pat_winnable_search_dispose;
  object_class->finalize = pat_winnable_search_finalize;

  /**
   * PatWinnableSearch::found:
   * @key: the statistics key of the rule set (pat_stats_key())
   *
   * A deal of that rule set was proven winnable and is ready, emitted in
   * the main context of the thread that made the object.
   */
  signals[FOUND] = g_signal_new ("found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
pat_winnable_search_init (PatWinnableSearch *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->wake);
  self->sets = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, set_free);
  self->wanted = g_ptr_array_new ();
  self->seconds = PAT_WINNABLE_SECONDS;
  self->context = g_main_context_ref_thread_default ();
}

/**
 * pat_winnable_search_new:
 * @dir: (nullable): the folder of the cache files; %NULL for
 *   `g_get_user_cache_dir()/patience/winnable`
 *
 * Returns: (transfer full): a search that searches nothing until it is
 *   given rule sets to search for.
 */
PatWinnableSearch *
pat_winnable_search_new (const char *dir)
{
  PatWinnableSearch *self = g_object_new (PAT_TYPE_WINNABLE_SEARCH, NULL);

  self->dir = dir != NULL ? g_strdup (dir)
                          : g_build_filename (g_get_user_cache_dir (), "patience",
                                              "winnable", NULL);
  return self;
}

/**
 * pat_winnable_search_set_wanted:
 * @rules: (array length=n_rules): the rule sets to keep deals ready for,
 *   the most wanted first
 * @n_rules: how many; 0 stops searching
 *
 * A search under way for a rule set no longer wanted is cancelled.
 */
void
pat_winnable_search_set_wanted (PatWinnableSearch *self, const PatRules *rules,
                                guint n_rules)
{
  g_return_if_fail (PAT_IS_WINNABLE_SEARCH (self));
  g_return_if_fail (rules != NULL || n_rules == 0);

  g_mutex_lock (&self->lock);
  g_ptr_array_set_size (self->wanted, 0);
  for (guint i = 0; i < n_rules; i++)
    {
      Set *set = ensure_set (self, &rules[i]);

      if (!g_ptr_array_find (self->wanted, set, NULL))
        g_ptr_array_add (self->wanted, set);
    }
  if (self->searching != NULL && !g_ptr_array_find (self->wanted, self->searching, NULL))
    g_cancellable_cancel (self->stop_search);
  if (n_rules > 0 && self->thread == NULL && !self->stopping)
    self->thread = g_thread_new ("pat-winnable", search_thread, self);
  g_cond_broadcast (&self->wake);
  g_mutex_unlock (&self->lock);
}

/**
 * pat_winnable_search_set_seconds:
 * @seconds: the time the search of one deal is meant to take, made a node
 *   budget per game by pat_verdict_nodes()
 *
 * From the next deal searched on.
 */
void
pat_winnable_search_set_seconds (PatWinnableSearch *self, double seconds)
{
  g_return_if_fail (PAT_IS_WINNABLE_SEARCH (self));
  g_return_if_fail (seconds > 0);

  g_mutex_lock (&self->lock);
  self->seconds = seconds;
  g_mutex_unlock (&self->lock);
}

/**
 * pat_winnable_search_take:
 * @rules: the rule set
 * @deal: (out): a deal proven winnable
 *
 * Takes the oldest deal ready for @rules out of the cache; the search
 * finds another. Its file is written on the search's thread.
 *
 * Returns: whether a deal was ready.
 */
gboolean
pat_winnable_search_take (PatWinnableSearch *self, const PatRules *rules, guint32 *deal)
{
  Set *set;
  gboolean taken;

  g_return_val_if_fail (PAT_IS_WINNABLE_SEARCH (self), FALSE);
  g_return_val_if_fail (rules != NULL && deal != NULL, FALSE);

  g_mutex_lock (&self->lock);
  set = ensure_set (self, rules);
  load_set (self, set);
  taken = pat_winnable_cache_take (set->cache, deal);
  if (taken)
    {
      set->dirty = TRUE;
      g_cond_broadcast (&self->wake);
    }
  g_mutex_unlock (&self->lock);
  return taken;
}

/**
 * pat_winnable_search_take_deal:
 * @rules: the rule set
 * @deal: a deal number
 *
 * Takes @deal out of the cache of @rules when it is there: it is being
 * dealt, chosen by number.
 *
 * Returns: whether @deal was there, proven winnable.
 */
gboolean
pat_winnable_search_take_deal (PatWinnableSearch *self, const PatRules *rules,
                               guint32 deal)
{
  Set *set;
  gboolean known;

  g_return_val_if_fail (PAT_IS_WINNABLE_SEARCH (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  g_mutex_lock (&self->lock);
  set = ensure_set (self, rules);
  load_set (self, set);
  known = pat_winnable_cache_remove (set->cache, deal);
  if (known)
    {
      set->dirty = TRUE;
      g_cond_broadcast (&self->wake);
    }
  g_mutex_unlock (&self->lock);
  return known;
}

/**
 * pat_winnable_search_count:
 *
 * Returns: the deals ready for @rules.
 */
guint
pat_winnable_search_count (PatWinnableSearch *self, const PatRules *rules)
{
  Set *set;
  guint n;

  g_return_val_if_fail (PAT_IS_WINNABLE_SEARCH (self), 0);
  g_return_val_if_fail (rules != NULL, 0);

  g_mutex_lock (&self->lock);
  set = ensure_set (self, rules);
  load_set (self, set);
  n = pat_winnable_cache_get_n_deals (set->cache);
  g_mutex_unlock (&self->lock);
  return n;
}

/**
 * pat_winnable_search_is_busy:
 *
 * Returns: whether a deal is being searched at this moment.
 */
gboolean
pat_winnable_search_is_busy (PatWinnableSearch *self)
{
  gboolean busy;

  g_return_val_if_fail (PAT_IS_WINNABLE_SEARCH (self), FALSE);

  g_mutex_lock (&self->lock);
  busy = self->searching != NULL;
  g_mutex_unlock (&self->lock);
  return busy;
}

/**
 * pat_winnable_search_path:
 *
 * Returns: (transfer full): the file that keeps the deals of @rules.
 */
char *
pat_winnable_search_path (PatWinnableSearch *self, const PatRules *rules)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (PAT_IS_WINNABLE_SEARCH (self), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  key = pat_stats_key (rules);
  return set_path (self, key);
}
