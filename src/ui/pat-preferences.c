/* pat-preferences.c
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-preferences"

#include "config.h"

#include <glib/gi18n.h>

#include "pat-card-decks.h"
#include "pat-preferences.h"
#include "pat-settings.h"

struct _PatPreferences
{
  AdwPreferencesWindow parent_instance;

  AdwComboRow *game;          /* every game, the one played selected */
  AdwPreferencesGroup *rules; /* the chosen game's options, a row each */
  AdwComboRow *background;
  AdwPreferencesGroup *decks; /* the card decks, filled once they are found */
  GtkSwitch *click_to_move;
  GtkSwitch *animations;
  AdwComboRow *auto_play;
  GtkSwitch *show_solver_verdict;
  AdwComboRow *hints_use;
  AdwActionRow *winnable_row; /* for the game shown in the game row */
  GtkSwitch *winnable_only;

  GSettings *settings;
  const PatVariant *variant; /* the game shown in the game row */
  GPtrArray *rule_rows;      /* the rows of @rules */
  gboolean showing;          /* the game row is set to @variant, not chosen */
  GtkWidget *first_check;    /* the group the decks' check buttons join */
  GCancellable *cancellable;
};

G_DEFINE_FINAL_TYPE (PatPreferences, pat_preferences, ADW_TYPE_PREFERENCES_WINDOW)

enum
{
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A choice key shown in a combo row: the row's position is the key's value
 * (enum values follow the order of their nicks). */
static gboolean
get_enum_mapping (GValue *value, GVariant *variant, gpointer data)
{
  GSettingsSchemaKey *key = data;
  g_autoptr (GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr (GVariant) values = NULL;
  const char *nick = g_variant_get_string (variant, NULL);
  g_autofree const char **nicks = NULL;
  gsize n;

  g_variant_get (range, "(&sv)", NULL, &values);
  nicks = g_variant_get_strv (values, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (nicks[i], nick) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
set_enum_mapping (const GValue *value, const GVariantType *type, gpointer data)
{
  GSettingsSchemaKey *key = data;
  g_autoptr (GVariant) range = g_settings_schema_key_get_range (key);
  g_autoptr (GVariant) values = NULL;
  g_autofree const char **nicks = NULL;
  guint index = g_value_get_uint (value);
  gsize n;

  g_variant_get (range, "(&sv)", NULL, &values);
  nicks = g_variant_get_strv (values, &n);
  if (index >= n)
    return NULL;
  return g_variant_new_string (nicks[index]);
}

static void
bind_choice (GSettings *settings, const char *key_name, AdwComboRow *row)
{
  g_autoptr (GSettingsSchema) schema = NULL;
  GSettingsSchemaKey *key;

  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, key_name);
  g_settings_bind_with_mapping (
      settings, key_name, row, "selected", G_SETTINGS_BIND_DEFAULT, get_enum_mapping,
      set_enum_mapping, key, (GDestroyNotify)g_settings_schema_key_unref);
}

/* The value a combo row shows, and the items of its list: unlike the
 * default factory's, the value is never cut short (a German "Unbegrenzt"
 * came out as "U…" beside a long title); the row's title and subtitle wrap
 * instead. */
static void
choice_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
choice_selected_cb (AdwComboRow *row, GParamSpec *pspec, GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (
      check,
      adw_combo_row_get_selected (row) == gtk_list_item_get_position (item) ? 1 : 0);
}

/* The check mark is for the list that pops up, not for the row's value. */
static void
choice_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkStringObject *string = gtk_list_item_get_item (item);
  gboolean in_list = gtk_widget_get_ancestor (box, GTK_TYPE_POPOVER) != NULL;

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)),
                       gtk_string_object_get_string (string));
  gtk_widget_set_visible (gtk_widget_get_last_child (box), in_list);
  if (in_list)
    {
      g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected_cb), item);
      choice_selected_cb (row, NULL, item);
    }
}

static void
choice_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  g_signal_handlers_disconnect_by_data (row, item);
}

static void
show_whole_choices (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (choice_bind_cb), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (choice_unbind_cb), row);
  adw_combo_row_set_factory (row, factory);
}

static void
set_choices (AdwComboRow *row, const char *const *labels)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (labels);

  show_whole_choices (row);
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
}

static GtkWidget *
combo_row (GSettings *settings, const char *key, const char *title, const char *subtitle,
           const char *const *labels)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  set_choices (ADW_COMBO_ROW (row), labels);
  bind_choice (settings, key, ADW_COMBO_ROW (row));
  return row;
}

static GtkWidget *
switch_row (GSettings *settings, const char *key, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_settings_bind (settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
  return row;
}

static GtkWidget *
spin_row (GSettings *settings, const char *key, const PatOptionSpec *option)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (option->min, option->max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ (option->label));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _ (option->description));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_settings_bind (settings, key, spin, "value", G_SETTINGS_BIND_DEFAULT);
  return row;
}

/* The rule options of the game chosen, and nothing else. */
static void
fill_rules (PatPreferences *self)
{
  g_autofree char *title = g_strdup_printf (_ ("%s Rules"), _ (self->variant->name));

  adw_preferences_group_set_title (self->rules, title);
  for (guint i = 0; i < self->rule_rows->len; i++)
    adw_preferences_group_remove (self->rules, g_ptr_array_index (self->rule_rows, i));
  g_ptr_array_set_size (self->rule_rows, 0);
  adw_preferences_group_set_description (
      self->rules, self->variant->n_options > 0
                       ? _ ("Changes take effect from the next deal.")
                       : _ ("This game has no rule options."));

  for (guint i = 0; i < self->variant->n_options; i++)
    {
      const PatOptionSpec *option = &self->variant->options[i];
      g_autofree char *key = pat_settings_option_key (self->variant, option);
      GtkWidget *row;

      switch (option->type)
        {
          case PAT_OPTION_BOOL:
            row = switch_row (self->settings, key, _ (option->label),
                              _ (option->description));
            break;
          case PAT_OPTION_INT:
            row = spin_row (self->settings, key, option);
            break;
          case PAT_OPTION_CHOICE:
            {
              g_autoptr (GPtrArray) labels = g_ptr_array_new ();

              for (guint c = 0; option->choices[c] != NULL; c++)
                g_ptr_array_add (labels, (gpointer)(option->choice_labels != NULL
                                                        ? _ (option->choice_labels[c])
                                                        : option->choices[c]));
              g_ptr_array_add (labels, NULL);
              row = combo_row (self->settings, key, _ (option->label),
                               _ (option->description),
                               (const char *const *)labels->pdata);
            }
            break;
          default:
            g_assert_not_reached ();
        }
      adw_preferences_group_add (self->rules, row);
      g_ptr_array_add (self->rule_rows, row);
    }
}

static guint
variant_position (const PatVariant *variant)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint i = 0; i < n; i++)
    if (variants[i] == variant)
      return i;
  g_return_val_if_reached (0);
}

/* A game chosen in the game row is not played yet: the window is asked to
 * deal it (asking first if that gives up a game under way), and the row
 * stays on the game played until the game played changes. */
static void
game_selected_cb (AdwComboRow *row, GParamSpec *pspec, PatPreferences *self)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);
  guint chosen = adw_combo_row_get_selected (row);

  if (self->showing || chosen >= n || variants[chosen] == self->variant)
    return;
  self->showing = TRUE;
  adw_combo_row_set_selected (row, variant_position (self->variant));
  self->showing = FALSE;
  g_signal_emit (self, signals[GAME_CHOSEN], 0, variants[chosen]);
}

static void
fill_games (PatPreferences *self)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);
  g_autofree const char **names = g_new0 (const char *, n + 1);

  for (guint i = 0; i < n; i++)
    names[i] = _ (variants[i]->name);
  set_choices (self->game, (const char *const *)names);
  g_signal_connect_object (self->game, "notify::selected", G_CALLBACK (game_selected_cb),
                           self, 0);
}

/* Another game is dealt, from here, Select Game or elsewhere: the game
 * row and the rules follow the setting. */
static void
game_setting_changed_cb (GSettings *settings, const char *key, PatPreferences *self)
{
  pat_preferences_set_variant (self, pat_settings_get_variant (settings));
}

static void
preview_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  g_autoptr (PatCardTheme) theme = pat_card_deck_load (data, &error);
  GdkTexture *preview
      = theme != NULL ? pat_card_theme_render_preview (theme, 40, &error) : NULL;

  if (preview != NULL)
    g_task_return_pointer (task, preview, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
preview_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GtkPicture) picture = data;
  g_autoptr (GdkTexture) preview = g_task_propagate_pointer (G_TASK (result), NULL);

  if (preview != NULL)
    gtk_picture_set_paintable (picture, GDK_PAINTABLE (preview));
}

static void
deck_toggled_cb (GtkCheckButton *check, PatPreferences *self)
{
  if (gtk_check_button_get_active (check))
    g_settings_set_string (self->settings, "card-theme",
                           g_object_get_data (G_OBJECT (check), "deck-id"));
}

/* A row per deck installed: its name, a preview rendered on a thread, and a
 * check button bound to the card-theme setting. */
static void
decks_listed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GListModel) decks = pat_card_decks_list_finish (result, NULL);
  g_autoptr (PatPreferences) self = g_weak_ref_get (data);
  g_autofree char *current = NULL;

  g_weak_ref_clear (data);
  g_free (data);
  if (self == NULL || decks == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;
  current = g_settings_get_string (self->settings, "card-theme");
  for (guint i = 0; i < g_list_model_get_n_items (decks); i++)
    {
      g_autoptr (PatCardDeck) deck = g_list_model_get_item (decks, i);
      g_autoptr (GTask) task = NULL;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      GtkWidget *picture = gtk_picture_new ();

      g_autofree char *name = g_strdup_printf ("deck-%s", pat_card_deck_get_id (deck));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     pat_card_deck_get_name (deck));
      gtk_widget_set_name (row, name);
      gtk_widget_set_size_request (picture, 96, 60);
      gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), picture);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_object_set_data_full (G_OBJECT (check), "deck-id",
                              g_strdup (pat_card_deck_get_id (deck)), g_free);
      if (self->first_check != NULL)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check),
                                    GTK_CHECK_BUTTON (self->first_check));
      else
        self->first_check = check;
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   g_strcmp0 (current, pat_card_deck_get_id (deck)) == 0);
      g_signal_connect_object (check, "toggled", G_CALLBACK (deck_toggled_cb), self, 0);
      adw_preferences_group_add (self->decks, row);

      task
          = g_task_new (NULL, self->cancellable, preview_done_cb, g_object_ref (picture));
      g_task_set_task_data (task, g_object_ref (deck), g_object_unref);
      g_task_run_in_thread (task, preview_thread);
    }
}

/* The subtitle says what the value shown means, in the order of the
 * key's values (and of the row's items). */
static void
hints_use_update (PatPreferences *self)
{
  const char *meaning[] = {
    N_ ("Face-down cards stay unknown: the verdict gives the odds"),
    N_ ("Face-down cards and the stock's order too"),
  };
  guint selected = adw_combo_row_get_selected (self->hints_use);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->hints_use),
                               selected < G_N_ELEMENTS (meaning) ? _ (meaning[selected])
                                                                 : NULL);
}

/* The template's rows, each on the key it changes. */
static void
bind_settings (PatPreferences *self)
{
  show_whole_choices (self->background);
  show_whole_choices (self->auto_play);
  show_whole_choices (self->hints_use);
  bind_choice (self->settings, "background", self->background);
  g_settings_bind (self->settings, "click-to-move", self->click_to_move, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animations", self->animations, "active",
                   G_SETTINGS_BIND_DEFAULT);
  bind_choice (self->settings, "auto-play", self->auto_play);
  g_settings_bind (self->settings, "show-solver-verdict", self->show_solver_verdict,
                   "active", G_SETTINGS_BIND_DEFAULT);
  bind_choice (self->settings, "hints-use", self->hints_use);
  g_signal_connect_object (self->hints_use, "notify::selected",
                           G_CALLBACK (hints_use_update), self, G_CONNECT_SWAPPED);
  hints_use_update (self);
}

/* The switch shows and sets the game's own entry of `winnable-deals`. */
static void
winnable_update (PatPreferences *self)
{
  g_autofree char *subtitle = NULL;

  if (self->variant == NULL)
    return;
  /* TRANSLATORS: the subtitle of "Winnable Deals Only"; %s is a game */
  subtitle = g_strdup_printf (_ ("New games of %s are deals the solver has won"),
                              _ (self->variant->name));
  adw_action_row_set_subtitle (self->winnable_row, subtitle);
  gtk_switch_set_active (self->winnable_only,
                         pat_settings_get_winnable (self->settings, self->variant));
}

static void
winnable_toggled_cb (PatPreferences *self)
{
  if (self->variant != NULL)
    pat_settings_set_winnable (self->settings, self->variant,
                               gtk_switch_get_active (self->winnable_only));
}

static void
pat_preferences_dispose (GObject *object)
{
  PatPreferences *self = PAT_PREFERENCES (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  /* The window's settings outlive these rows. */
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->rule_rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), PAT_TYPE_PREFERENCES);

  G_OBJECT_CLASS (pat_preferences_parent_class)->dispose (object);
}

static void
pat_preferences_class_init (PatPreferencesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pat_preferences_dispose;

  /**
   * PatPreferences::game-chosen:
   * @variant: (type gpointer): the #PatVariant chosen in the game row
   *
   * The player chose another game to play. The game row goes on showing
   * the game played until pat_preferences_set_variant() or the `game`
   * setting says another is dealt.
   */
  signals[GAME_CHOSEN]
      = g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/patience/Patience/pat-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, game);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, rules);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, background);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, decks);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, click_to_move);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, animations);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, auto_play);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences,
                                        show_solver_verdict);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, hints_use);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, winnable_row);
  gtk_widget_class_bind_template_child (widget_class, PatPreferences, winnable_only);
}

static void
pat_preferences_init (PatPreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->rule_rows = g_ptr_array_new ();
}

/**
 * pat_preferences_set_variant:
 * @variant: the game now played
 *
 * Shows @variant in the game row, and its rule options.
 */
void
pat_preferences_set_variant (PatPreferences *self, const PatVariant *variant)
{
  g_return_if_fail (PAT_IS_PREFERENCES (self));
  g_return_if_fail (variant != NULL);

  self->showing = TRUE;
  adw_combo_row_set_selected (self->game, variant_position (variant));
  self->showing = FALSE;
  if (variant == self->variant)
    return;
  self->variant = variant;
  fill_rules (self);
  winnable_update (self);
}

/**
 * pat_preferences_new:
 * @parent: the game's window
 * @settings: the settings the rows change
 * @variant: the game being played: shown in the game row, with its rule
 *   options
 *
 * Returns: (transfer floating): the preferences window.
 */
GtkWidget *
pat_preferences_new (GtkWindow *parent, GSettings *settings, const PatVariant *variant)
{
  PatPreferences *self;
  GWeakRef *weak;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (variant != NULL, NULL);

  self = g_object_new (PAT_TYPE_PREFERENCES, "transient-for", parent, NULL);
  self->settings = g_object_ref (settings);
  bind_settings (self);
  fill_games (self);
  pat_preferences_set_variant (self, variant);
  g_signal_connect_object (settings, "changed::game",
                           G_CALLBACK (game_setting_changed_cb), self, 0);
  g_signal_connect_object (settings, "changed::winnable-deals",
                           G_CALLBACK (winnable_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->winnable_only, "notify::active",
                           G_CALLBACK (winnable_toggled_cb), self, G_CONNECT_SWAPPED);
  /* Held weakly: a dialog closed meanwhile goes at once, while its parent
   * is there, rather than when the list comes (when GTK, finalizing it,
   * would reach for a parent that may be gone). */
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  pat_card_decks_list_async (self->cancellable, decks_listed_cb, weak);
  return GTK_WIDGET (self);
}
