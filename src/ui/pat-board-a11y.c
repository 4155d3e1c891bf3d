/* pat-board-a11y.c — the table for assistive technology
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-board"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "pat-board-private.h"

#define PAT_TYPE_BOARD_ITEM (pat_board_item_get_type ())
G_DECLARE_FINAL_TYPE (PatBoardItem, pat_board_item, PAT, BOARD_ITEM, GtkWidget)

/* A pile or a card as assistive technology sees it: draws nothing, takes no
 * input; the board lays it over the pile or card it stands for. */
struct _PatBoardItem
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (PatBoardItem, pat_board_item, GTK_TYPE_WIDGET)

static void
pat_board_item_class_init (PatBoardItemClass *klass)
{
}

static void
pat_board_item_init (PatBoardItem *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

static char *
capitalized (const char *text)
{
  gunichar first = g_unichar_totitle (g_utf8_get_char (text));
  char buffer[8] = { 0 };

  g_unichar_to_utf8 (first, buffer);
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}

/* "Seven of clubs, on tableau pile 3, top card" */
static char *
card_label (const PatRules *rules, const PatState *state, guint pile, guint index)
{
  PatCard card = pat_state_pile (state, pile)[index];
  g_autofree char *where = pat_rules_pile_name (rules, pile);
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;
  gboolean top = index + 1 == pat_state_len (state, pile);
  guint covering = pat_state_covering (state, rules, pile);

  if (pat_card_is_face_down (card))
    what = g_strdup (_ ("Face-down card"));
  else
    {
      name = pat_card_describe (card);
      what = capitalized (name);
    }
  if (covering > 0)
    /* TRANSLATORS: a card under cards of other piles, and where it lies:
     * "7 of hearts, covered by 2 cards, on tableau pile 3" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, covered by %u card, on %s",
                                         "%s, covered by %u cards, on %s", covering),
                            what, covering, where);
  if (top)
    /* TRANSLATORS: a card, where it lies: "7 of clubs, on tableau pile 3, top card" */
    return g_strdup_printf (_ ("%s, on %s, top card"), what, where);
  /* TRANSLATORS: a card, where it lies: "7 of clubs, on tableau pile 3, card 2" */
  return g_strdup_printf (_ ("%s, on %s, card %u"), what, where, index + 1);
}

static char *
pile_label (const PatRules *rules, const PatState *state, guint pile)
{
  g_autofree char *name = pat_rules_pile_name (rules, pile);
  g_autofree char *title = capitalized (name);
  guint len = pat_state_len (state, pile);
  guint base = pat_move_base_rank (rules, state, pile);

  if (len == 0 && base != 0)
    {
      g_autofree char *rank = pat_rank_with_article (base);

      /* TRANSLATORS: an empty pile that takes only one rank this deal:
       * "Foundation 2, empty, takes an 8" */
      return g_strdup_printf (_ ("%s, empty, takes %s"), title, rank);
    }
  if (len == 0)
    return g_strdup_printf (_ ("%s, empty"), title);
  return g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%s, %u card", "%s, %u cards", len), title, len);
}

static GtkWidget *
item_new (GtkAccessibleRole role, const char *label)
{
  GtkWidget *item = g_object_new (PAT_TYPE_BOARD_ITEM, "accessible-role", role, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  return item;
}

void
_pat_board_clear_items (PatBoard *self, guint pile)
{
  if (self->items[pile] == NULL)
    return;
  for (guint i = 0; i < self->items[pile]->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->items[pile], i));
  g_clear_pointer (&self->items[pile], g_ptr_array_unref);
}

/* The pile's item first, then one per card, bottom first. */
static void
build_items (PatBoard *self, guint pile)
{
  const PatRules *rules = _pat_board_rules_of (self);
  const PatState *state = pat_game_get_state (self->game);
  g_autofree char *label = pile_label (rules, state, pile);

  _pat_board_clear_items (self, pile);
  self->items[pile] = g_ptr_array_new ();
  g_ptr_array_add (self->items[pile], item_new (GTK_ACCESSIBLE_ROLE_LIST, label));
  for (guint i = 0; i < pat_state_len (state, pile); i++)
    {
      g_autofree char *text = card_label (rules, state, pile, i);

      g_ptr_array_add (self->items[pile], item_new (GTK_ACCESSIBLE_ROLE_LIST_ITEM, text));
    }
  for (guint i = 0; i < self->items[pile]->len; i++)
    gtk_widget_set_parent (g_ptr_array_index (self->items[pile], i), GTK_WIDGET (self));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The redeal control, a button: "Redeal, 2 left", disabled once none is. */
static void
update_redeal_item (PatBoard *self)
{
  guint left;
  g_autofree char *label = NULL;

  if (self->game == NULL || !pat_layout_has_redeal (_pat_board_rules_of (self)))
    {
      g_clear_pointer (&self->redeal_item, gtk_widget_unparent);
      return;
    }
  left = pat_game_get_state (self->game)->redeals_left;
  if (left == 0)
    label = g_strdup (_ ("Redeal, none left"));
  else
    /* TRANSLATORS: the redeal control on the table, with the redeals left */
    label = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "Redeal, %u left", "Redeal, %u left", left), left);
  if (self->redeal_item == NULL)
    {
      self->redeal_item = item_new (GTK_ACCESSIBLE_ROLE_BUTTON, label);
      gtk_widget_set_parent (self->redeal_item, GTK_WIDGET (self));
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->redeal_item),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->redeal_item),
                               GTK_ACCESSIBLE_STATE_DISABLED, left == 0, -1);
}

/* The piles whose cards the cards of @piles cover: their labels count
 * the cards over them. */
static guint64
covered_piles (const PatRules *rules, guint64 piles)
{
  guint64 covered = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);
      guint first = p - rules->piles[p].in_group;

      if (group->covered_by == NULL)
        continue;
      for (guint i = 0; i < 2; i++)
        {
          int over = group->covered_by[rules->piles[p].in_group][i];

          if (over != PAT_NOT_COVERED
              && (piles & (G_GUINT64_CONSTANT (1) << (first + (guint)over))))
            covered |= G_GUINT64_CONSTANT (1) << p;
        }
    }
  return covered;
}

void
_pat_board_rebuild_items (PatBoard *self, guint64 piles)
{
  update_redeal_item (self);
  if (self->game != NULL)
    piles |= covered_piles (_pat_board_rules_of (self), piles);
  for (guint p = 0; p < PAT_MAX_PILES; p++)
    if (self->game == NULL || p >= _pat_board_rules_of (self)->n_piles)
      _pat_board_clear_items (self, p);
    else if ((piles & (G_GUINT64_CONSTANT (1) << p)) != 0 || self->items[p] == NULL)
      build_items (self, p);
}

void
_pat_board_allocate_items (PatBoard *self)
{
  const PatState *state;

  if (self->game == NULL || self->card_w <= 0)
    return;
  if (self->redeal_item != NULL)
    {
      graphene_rect_t rect;
      GtkAllocation allocation = { 0 };

      if (_pat_board_redeal_rect (self, &rect))
        allocation = (GtkAllocation){ (int)rect.origin.x, (int)rect.origin.y,
                                      (int)rect.size.width, (int)rect.size.height };
      gtk_widget_size_allocate (self->redeal_item, &allocation, -1);
    }
  state = pat_game_get_state (self->game);
  for (guint p = 0; p < _pat_board_rules_of (self)->n_piles; p++)
    {
      GPtrArray *items = self->items[p];
      graphene_rect_t rect;

      if (items == NULL)
        continue;
      for (guint i = 0; i < items->len; i++)
        {
          GtkAllocation allocation;

          if (i == 0)
            rect = self->boxes[p].base;
          else
            _pat_board_card_rect (self, state, p, i - 1, &rect);
          allocation.x = (int)rect.origin.x;
          allocation.y = (int)rect.origin.y;
          allocation.width = (int)rect.size.width;
          allocation.height = (int)rect.size.height;
          gtk_widget_size_allocate (g_ptr_array_index (items, i), &allocation, -1);
        }
    }
}

/* Moves are announced in the board's description, which screen readers
 * read when it changes. */
void
_pat_board_announce_move (PatBoard *self, const PatMove *move, gboolean backwards)
{
  const PatRules *rules = _pat_board_rules_of (self);
  const PatState *state = pat_game_get_state (self->game);
  g_autofree char *text = NULL;

  if (move == NULL)
    text = g_strdup (_ ("The deal is restarted"));
  else if (move->kind == PAT_MOVE_DEAL)
    text = g_strdup (backwards ? _ ("Deal undone") : _ ("Dealt from the stock"));
  else if (move->kind == PAT_MOVE_REDEAL)
    text = g_strdup (backwards ? _ ("Redeal undone") : _ ("Redealt"));
  else
    {
      guint from = backwards ? move->to : move->from;
      guint to = backwards ? move->from : move->to;
      guint len = pat_state_len (state, to);
      PatCard card = len >= move->count ? pat_state_pile (state, to)[len - move->count]
                                        : PAT_CARD_NONE;
      g_autofree char *name
          = card != PAT_CARD_NONE ? pat_card_describe (card) : g_strdup ("?");
      g_autofree char *source = pat_rules_pile_name (rules, from);
      g_autofree char *target = pat_rules_pile_name (rules, to);

      if (move->count > 1)
        /* TRANSLATORS: "7 of clubs and the cards on it moved from tableau pile 2
         * to tableau pile 5" */
        text = g_strdup_printf (_ ("%s and the cards on it moved from %s to %s"), name,
                                source, target);
      else
        /* TRANSLATORS: "7 of clubs moved from tableau pile 2 to foundation 1" */
        text = g_strdup_printf (_ ("%s moved from %s to %s"), name, source, target);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/**
 * pat_board_describe_move:
 * @move: a legal move in the position shown
 *
 * Says a move before it is played, for the hint: "Move the 5 of clubs onto
 * the 6 of clubs", "Move the 5 of clubs to foundation 2", "Deal from the
 * stock".
 *
 * Returns: (transfer full): the sentence, translated.
 */
char *
pat_board_describe_move (PatBoard *self, const PatMove *move)
{
  const PatRules *rules;
  const PatState *state;
  guint from_len, to_len;
  g_autofree char *name = NULL;
  g_autofree char *target = NULL;
  gboolean run;

  g_return_val_if_fail (PAT_IS_BOARD (self) && self->game != NULL, NULL);

  if (move->kind == PAT_MOVE_DEAL)
    return g_strdup (_ ("Deal from the stock"));
  if (move->kind == PAT_MOVE_REDEAL)
    return g_strdup (_ ("Redeal the cards"));

  rules = _pat_board_rules_of (self);
  state = pat_game_get_state (self->game);
  from_len = pat_state_len (state, move->from);
  to_len = pat_state_len (state, move->to);
  g_return_val_if_fail (from_len >= move->count && move->count > 0, NULL);
  name = pat_card_describe (pat_state_pile (state, move->from)[from_len - move->count]);
  run = move->count > 1;

  if (to_len > 0 && rules->piles[move->to].kind != PAT_PILE_FOUNDATION)
    {
      PatCard under = pat_state_pile (state, move->to)[to_len - 1];

      target = pat_card_describe (under);
      if (run)
        /* TRANSLATORS: a hint: "Move the 5 of clubs and the cards on it onto
         * the 6 of hearts" */
        return g_strdup_printf (_ ("Move the %s and the cards on it onto the %s"), name,
                                target);
      /* TRANSLATORS: a hint: "Move the 5 of clubs onto the 6 of clubs" */
      return g_strdup_printf (_ ("Move the %s onto the %s"), name, target);
    }
  target = pat_rules_pile_name (rules, move->to);
  if (run)
    /* TRANSLATORS: a hint: "Move the king of clubs and the cards on it to
     * tableau pile 3" */
    return g_strdup_printf (_ ("Move the %s and the cards on it to %s"), name, target);
  /* TRANSLATORS: a hint: "Move the 5 of clubs to foundation 2" */
  return g_strdup_printf (_ ("Move the %s to %s"), name, target);
}

/* The hint is said as it is drawn. */
void
_pat_board_announce_hint (PatBoard *self, const PatMove *move)
{
  g_autofree char *what = pat_board_describe_move (self, move);
  /* TRANSLATORS: read by screen readers as a hint is shown: "Hint: Move the
   * 5 of clubs onto the 6 of clubs" */
  g_autofree char *text = g_strdup_printf (_ ("Hint: %s"), what);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
