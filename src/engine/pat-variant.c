/* pat-variant.c — the list of games, rule options, resolved rules
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-engine"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "pat-i18n.h"
#include "pat-variants-private.h"

G_DEFINE_QUARK (pat - error - quark, pat_error)

const guint8 pat_sequence_ace_to_king[13] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };

/* One game to a line: the list grows at any place, and clang-format would
 * reflow it into columns that change with its length. */
/* clang-format off */
static const PatVariant *const variants[] = {
  &pat_variant_intelligence,
  &pat_variant_indian,
  &pat_variant_idle_aces,
  &pat_variant_jubilee,
  &pat_variant_intrigue,
  &pat_variant_laggard_lady,
  &pat_variant_king_albert,
  &pat_variant_la_belle_lucie,
  &pat_variant_trefoil,
  &pat_variant_house_in_the_wood,
  &pat_variant_klondike,
  &pat_variant_freecell,
  &pat_variant_eight_off,
  &pat_variant_seahaven_towers,
  &pat_variant_spider,
  &pat_variant_spiderette,
  &pat_variant_yukon,
  &pat_variant_canfield,
  &pat_variant_forty_thieves,
  &pat_variant_golf,
  &pat_variant_pyramid,
  &pat_variant_tripeaks,
  &pat_variant_bakers_dozen,
  &pat_variant_beleaguered_castle,
  &pat_variant_scorpion,
};
/* clang-format on */

/**
 * pat_variants_list:
 * @n_variants: (out): the number of games
 *
 * Returns: every game, in the order a menu shows them.
 */
const PatVariant *const *
pat_variants_list (guint *n_variants)
{
  g_return_val_if_fail (n_variants != NULL, NULL);

  *n_variants = G_N_ELEMENTS (variants);
  return variants;
}

/**
 * pat_variant_lookup:
 * @id: a game id such as "king-albert"
 *
 * Returns: (nullable): the game, or %NULL when there is none of that id.
 */
const PatVariant *
pat_variant_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    if (strcmp (variants[i]->id, id) == 0)
      return variants[i];
  return NULL;
}

/**
 * pat_variant_deal_random:
 * @variant: the game
 * @rand: (nullable): where to draw from; %NULL for GLib's global generator
 *
 * A new game's deal number: from 1 to the game's `random_deals` where it
 * has one (FreeCell's players know deals 1 to 1,000,000 by number), else
 * as pat_deal_random() draws it.
 *
 * Returns: a deal number drawn at random
 */
guint32
pat_variant_deal_random (const PatVariant *variant, GRand *rand)
{
  g_return_val_if_fail (variant != NULL, PAT_DEAL_MIN);

  if (variant->random_deals == 0)
    return pat_deal_random (rand);
  return (guint32)(rand != NULL
                       ? g_rand_int_range (rand, 1, (gint32)variant->random_deals + 1)
                       : g_random_int_range (1, (gint32)variant->random_deals + 1));
}

const char *
pat_pile_kind_name (PatPileKind kind)
{
  static const char *const names[]
      = { "stock", "waste", "foundation", "tableau", "reserve", "cell" };

  g_return_val_if_fail (kind < PAT_N_PILE_KINDS, "?");

  return names[kind];
}

/**
 * pat_rules_pile_name:
 * @rules: the game
 * @pile: a pile of it
 *
 * The pile's name for people, as the board and the reasons for refused
 * moves give it, where pile ids are for files and the command line.
 *
 * Returns: (transfer full): "the stock", "the waste", "foundation 1",
 *   "tableau pile 3", "reserve 2", "cell 4".
 */
char *
pat_rules_pile_name (const PatRules *rules, guint pile)
{
  guint n;

  g_return_val_if_fail (rules != NULL && pile < rules->n_piles, g_strdup ("?"));

  n = rules->piles[pile].index + 1;
  switch (rules->piles[pile].kind)
    {
      case PAT_PILE_STOCK:
        return g_strdup (_ ("the stock"));
      case PAT_PILE_WASTE:
        return g_strdup (_ ("the waste"));
      case PAT_PILE_FOUNDATION:
        return g_strdup_printf (_ ("foundation %u"), n);
      case PAT_PILE_TABLEAU:
        return g_strdup_printf (_ ("tableau pile %u"), n);
      case PAT_PILE_RESERVE:
        return g_strdup_printf (_ ("reserve %u"), n);
      case PAT_PILE_CELL:
        return g_strdup_printf (_ ("cell %u"), n);
      default:
        g_return_val_if_reached (g_strdup ("?"));
    }
}

const PatOptionSpec *
pat_variant_find_option (const PatVariant *variant, const char *key, guint *index)
{
  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  for (guint i = 0; i < variant->n_options; i++)
    if (strcmp (variant->options[i].key, key) == 0)
      {
        if (index != NULL)
          *index = i;
        return &variant->options[i];
      }
  return NULL;
}

/**
 * pat_rules_init_default:
 * @rules: (out caller-allocates): the rules to set up
 * @variant: a game
 *
 * Sets every option of @variant to its default and resolves the piles.
 */
void
pat_rules_init_default (PatRules *rules, const PatVariant *variant)
{
  g_return_if_fail (rules != NULL);
  g_return_if_fail (variant != NULL);
  g_return_if_fail (variant->n_options <= PAT_MAX_OPTIONS);

  memset (rules, 0, sizeof *rules);
  rules->variant = variant;
  for (guint i = 0; i < variant->n_options; i++)
    rules->options[i] = variant->options[i].default_value;
  pat_rules_resolve (rules);
}

static char *
option_keys (const PatVariant *variant)
{
  GString *keys = g_string_new (NULL);

  for (guint i = 0; i < variant->n_options; i++)
    g_string_append_printf (keys, "%s%s", i > 0 ? ", " : "", variant->options[i].key);
  return g_string_free (keys, FALSE);
}

static const PatOptionSpec *
find_option_or_error (const PatRules *rules, const char *key, guint *index,
                      GError **error)
{
  const PatOptionSpec *spec = pat_variant_find_option (rules->variant, key, index);

  if (spec == NULL)
    {
      g_autofree char *keys = option_keys (rules->variant);
      g_autofree char *excerpt = pat_excerpt (key);

      if (rules->variant->n_options == 0)
        g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                     _ ("unknown option “%s”: %s has no options"), excerpt,
                     _ (rules->variant->name));
      else
        g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                     _ ("unknown option “%s” for %s (its options: %s)"), excerpt,
                     _ (rules->variant->name), keys);
    }
  return spec;
}

static gboolean
range_error (const PatOptionSpec *spec, const char *value, GError **error)
{
  g_autofree char *choices = NULL;
  g_autofree char *excerpt = pat_excerpt (value);

  switch (spec->type)
    {
      case PAT_OPTION_BOOL:
        g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                     _ ("option %s takes true or false, not “%s”"), spec->key, excerpt);
        break;
      case PAT_OPTION_INT:
        g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                     _ ("option %s takes a whole number from %d to %d, not “%s”"),
                     spec->key, spec->min, spec->max, excerpt);
        break;
      case PAT_OPTION_CHOICE:
        choices = g_strjoinv (", ", (char **)spec->choices);
        g_set_error (error, PAT_ERROR, PAT_ERROR_INVALID,
                     _ ("option %s takes one of %s, not “%s”"), spec->key, choices,
                     excerpt);
        break;
      default:
        g_assert_not_reached ();
    }
  return FALSE;
}

/**
 * pat_rules_set_option:
 * @rules: the rules
 * @key: an option of the game
 * @value: its value as text: "true", "2", "classic"
 * @error: where to say what is wrong
 *
 * Sets one option from text, as given on a command line. Call
 * pat_rules_resolve() once all are set.
 *
 * Returns: %FALSE, with @error set and nothing changed, for an unknown option
 *   or a value it does not take.
 */
gboolean
pat_rules_set_option (PatRules *rules, const char *key, const char *value, GError **error)
{
  const PatOptionSpec *spec;
  guint index;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (key != NULL && value != NULL, FALSE);

  spec = find_option_or_error (rules, key, &index, error);
  if (spec == NULL)
    return FALSE;

  switch (spec->type)
    {
      case PAT_OPTION_BOOL:
        if (g_ascii_strcasecmp (value, "true") == 0 || strcmp (value, "1") == 0
            || g_ascii_strcasecmp (value, "on") == 0
            || g_ascii_strcasecmp (value, "yes") == 0)
          rules->options[index] = TRUE;
        else if (g_ascii_strcasecmp (value, "false") == 0 || strcmp (value, "0") == 0
                 || g_ascii_strcasecmp (value, "off") == 0
                 || g_ascii_strcasecmp (value, "no") == 0)
          rules->options[index] = FALSE;
        else
          return range_error (spec, value, error);
        return TRUE;

      case PAT_OPTION_INT:
        {
          gint64 number;

          if (!g_ascii_string_to_signed (value, 10, spec->min, spec->max, &number, NULL))
            return range_error (spec, value, error);
          rules->options[index] = (int)number;
          return TRUE;
        }

      case PAT_OPTION_CHOICE:
        for (int i = 0; spec->choices[i] != NULL; i++)
          if (strcmp (spec->choices[i], value) == 0)
            {
              rules->options[index] = i;
              return TRUE;
            }
        return range_error (spec, value, error);

      default:
        g_assert_not_reached ();
    }
}

/**
 * pat_rules_set_option_int:
 * @rules: the rules
 * @key: an option of the game
 * @value: a boolean (0/1), a number, or a choice index
 * @error: where to say what is wrong
 *
 * Returns: %FALSE, with @error set and nothing changed, when @key is unknown
 *   or @value out of range.
 */
gboolean
pat_rules_set_option_int (PatRules *rules, const char *key, int value, GError **error)
{
  const PatOptionSpec *spec;
  guint index;
  int max;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  spec = find_option_or_error (rules, key, &index, error);
  if (spec == NULL)
    return FALSE;

  if (spec->type == PAT_OPTION_CHOICE)
    max = (int)g_strv_length ((char **)spec->choices) - 1;
  else
    max = spec->max;
  if (value < (spec->type == PAT_OPTION_CHOICE ? 0 : spec->min) || value > max)
    {
      g_autofree char *text = g_strdup_printf ("%d", value);

      return range_error (spec, text, error);
    }
  rules->options[index] = value;
  return TRUE;
}

/**
 * pat_rules_option_value_string:
 * @rules: the rules
 * @index: an option index of the game
 *
 * Returns: (transfer full): the option's value as text ("true", "2", "seed").
 */
char *
pat_rules_option_value_string (const PatRules *rules, guint index)
{
  const PatOptionSpec *spec;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (index < rules->variant->n_options, NULL);

  spec = &rules->variant->options[index];
  switch (spec->type)
    {
      case PAT_OPTION_BOOL:
        return g_strdup (rules->options[index] ? "true" : "false");
      case PAT_OPTION_INT:
        return g_strdup_printf ("%d", rules->options[index]);
      case PAT_OPTION_CHOICE:
        return g_strdup (spec->choices[rules->options[index]]);
      default:
        g_assert_not_reached ();
    }
}

int
pat_rules_get_option (const PatRules *rules, const char *key, int fallback)
{
  guint index;

  g_return_val_if_fail (rules != NULL, fallback);

  if (pat_variant_find_option (rules->variant, key, &index) == NULL)
    return fallback;
  return rules->options[index];
}

/**
 * pat_rules_resolve:
 * @rules: rules whose variant and options are set
 *
 * Works out the piles, their ids and the counts that follow from the options.
 */
void
pat_rules_resolve (PatRules *rules)
{
  const PatVariant *variant;
  guint per_kind[PAT_N_PILE_KINDS] = { 0 };

  g_return_if_fail (rules != NULL && rules->variant != NULL);

  variant = rules->variant;
  g_assert (variant->n_groups <= PAT_MAX_GROUPS);

  memcpy (rules->groups, variant->groups, variant->n_groups * sizeof (PatPileGroup));
  rules->redeals = (guint)pat_rules_get_option (rules, "redeals", (int)variant->redeals);
  rules->n_cards = variant->decks * 52;
  rules->suits = (1u << PAT_N_SUITS) - 1;
  rules->deal = variant->deal;
  rules->deal_count = MAX (variant->deal_count, 1);
  rules->solver_speed = variant->solver_speed;
  if (variant->configure != NULL)
    variant->configure (rules);

  rules->n_piles = 0;
  rules->settled = 0;
  rules->stock = -1;
  rules->waste = -1;
  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      for (guint i = 0; i < group->count; i++)
        {
          PatPile *pile = &rules->piles[rules->n_piles];

          g_assert (rules->n_piles < PAT_MAX_PILES);
          pile->group = (guint8)g;
          pile->kind = group->kind;
          pile->index = (guint8)per_kind[group->kind]++;
          pile->in_group = (guint8)i;
          if (group->kind == PAT_PILE_STOCK || group->kind == PAT_PILE_WASTE)
            g_strlcpy (pile->id, pat_pile_kind_name (group->kind), sizeof pile->id);
          else
            g_snprintf (pile->id, sizeof pile->id, "%s-%u",
                        pat_pile_kind_name (group->kind), pile->index);
          if (group->turn_up || group->refill > 0 || group->refill_by_reserve
              || group->full_suit_home)
            rules->settled |= G_GUINT64_CONSTANT (1) << rules->n_piles;
          if (group->kind == PAT_PILE_STOCK)
            rules->stock = (int)rules->n_piles;
          else if (group->kind == PAT_PILE_WASTE)
            rules->waste = (int)rules->n_piles;
          rules->n_piles++;
        }
    }

  g_assert (rules->suits != 0 && (rules->suits >> PAT_N_SUITS) == 0
            && rules->n_cards % (13u * (guint)__builtin_popcount (rules->suits)) == 0);
  if (rules->deal == PAT_DEAL_TO_LAST_TABLEAU)
    rules->deal_to = (int)rules->n_piles - 1;
  else if (rules->deal == PAT_DEAL_TO_TABLEAU)
    rules->deal_to = pat_rules_first_pile (rules, PAT_PILE_TABLEAU);
  else if (rules->deal == PAT_DEAL_TO_FOUNDATION)
    rules->deal_to = pat_rules_first_pile (rules, PAT_PILE_FOUNDATION);
  else
    rules->deal_to = rules->deal == PAT_DEAL_NONE ? -1 : rules->waste;
  g_assert (rules->deal != PAT_DEAL_TO_LAST_TABLEAU
            || rules->piles[rules->n_piles - 1].kind == PAT_PILE_TABLEAU);

  memset (rules->blocked, 0, sizeof rules->blocked);
  for (guint i = 0; i < variant->n_gates; i++)
    if (!pat_rules_get_option (rules, variant->gates[i].option, TRUE))
      rules->blocked[variant->gates[i].from] |= PAT_FROM (variant->gates[i].to);
}

/**
 * pat_rules_find_pile:
 * @rules: the rules
 * @id: a pile id such as "tableau-3"
 *
 * Returns: the pile's index, or -1 when the game has no such pile.
 */
int
pat_rules_find_pile (const PatRules *rules, const char *id)
{
  g_return_val_if_fail (rules != NULL, -1);
  g_return_val_if_fail (id != NULL, -1);

  for (guint i = 0; i < rules->n_piles; i++)
    if (strcmp (rules->piles[i].id, id) == 0)
      return (int)i;
  return -1;
}

int
pat_rules_first_pile (const PatRules *rules, PatPileKind kind)
{
  for (guint i = 0; i < rules->n_piles; i++)
    if (rules->piles[i].kind == kind)
      return (int)i;
  return -1;
}

guint
pat_rules_count_piles (const PatRules *rules, PatPileKind kind)
{
  guint n = 0;

  for (guint i = 0; i < rules->n_piles; i++)
    n += rules->piles[i].kind == kind;
  return n;
}

/**
 * pat_rules_copies:
 * @rules: a game with its options
 * @card: a face-up card
 *
 * Returns: how many times the game's deck holds @card: the decks, where
 *   the deck has all four suits; more where it is made of fewer (Spider's
 *   one suit: eight of each spade); 0 for a suit it lacks.
 */
guint
pat_rules_copies (const PatRules *rules, PatCard card)
{
  g_return_val_if_fail (rules != NULL, 0);

  if ((rules->suits & (1u << pat_card_suit (card))) == 0)
    return 0;
  return rules->n_cards / (13u * (guint)__builtin_popcount (rules->suits));
}

/**
 * pat_rules_deck:
 * @rules: a game with its options
 * @deck: (out caller-allocates): room for its cards
 *
 * The game's deck, in order: each deck's suits in turn, Ace to King, its
 * four suits taken from those the deck is made of in turn (spades and
 * hearts: spades, hearts, spades, hearts).
 *
 * Returns: how many cards, %PAT_MAX_CARDS at most.
 */
guint
pat_rules_deck (const PatRules *rules, PatCard deck[PAT_MAX_CARDS])
{
  PatSuit chosen[PAT_N_SUITS];
  guint n_chosen = 0, n = 0;

  g_return_val_if_fail (rules != NULL && deck != NULL, 0);

  for (guint suit = 0; suit < PAT_N_SUITS; suit++)
    if (rules->suits & (1u << suit))
      chosen[n_chosen++] = (PatSuit)suit;
  for (guint d = 0; d < rules->variant->decks; d++)
    for (guint suit = 0; suit < PAT_N_SUITS; suit++)
      for (guint rank = PAT_ACE; rank <= PAT_KING; rank++)
        deck[n++] = pat_card_new (rank, chosen[suit % n_chosen]);
  return n;
}

/**
 * pat_rules_describe:
 * @rules: a game with its options
 *
 * Returns: (transfer full): its rules in plain words, as the options in
 *   force make them: paragraphs separated by blank lines.
 */
char *
pat_rules_describe (const PatRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if (rules->variant->describe == NULL)
    return g_strdup (_ (rules->variant->description));
  return rules->variant->describe (rules);
}
