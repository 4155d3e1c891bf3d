/* test-ui-layout.c — the layout rule: every face-up card's index readable
 * and every card above the foot, the table holding still, toasts and the
 * win clear of the cards
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "pat-settings.h"
#include "test-ui-util.h"
#include "test-util.h"

/* Layout: every face-up card in a fan shows its corner index, and every
 * card lies within the table above its foot. */

/* The foot the window keeps under the table, and the room it leaves. */
#define LAYOUT_FOOT 36
#define LAYOUT_RANDOM_DEALS 12
#define LAYOUT_RANDOM_MOVES 300

typedef void (*CardRectFunc) (gpointer data, guint pile, guint index,
                              graphene_rect_t *rect);

typedef struct
{
  const PatRules *rules;
  const PatState *state;
  PatPileBox boxes[PAT_MAX_PILES];
  float card_w, card_h;
} PureLayout;

static void
pure_card_rect (gpointer data, guint pile, guint index, graphene_rect_t *rect)
{
  PureLayout *layout = data;
  graphene_point_t at
      = pat_layout_card_origin (layout->rules, &layout->boxes[pile], layout->card_w,
                                layout->card_h, layout->state, pile, index);

  graphene_rect_init (rect, at.x, at.y, layout->card_w, layout->card_h);
}

static void
board_card_rect (gpointer data, guint pile, guint index, graphene_rect_t *rect)
{
  g_assert_true (pat_board_get_pile_rect (data, pile, (int)index, rect));
}

/* What a fan may hide, as the layout rule says: nothing while every
 * face-down card closed up (FAN_DOWN_MIN of a card) and every face-up one
 * at its index (and INDEX_CLEAR more) fit the pile's room; the index of
 * cards in runs in sequence while the others still fit with the runs at
 * RUN_SHARE of their index; else, where even that does not fit, any
 * index. */
#define FAN_DOWN_MIN 0.07f
#define INDEX_CLEAR 0.01f
#define RUN_SHARE 0.45f

typedef enum
{
  HIDES_NONE,
  HIDES_RUNS,
  HIDES_ANY,
} Hides;

/* Whether card @i of @pile is built on by the next in sequence. */
static gboolean
in_run (const PatRules *rules, const PatState *state, guint pile, guint i)
{
  const PatCard *cards = pat_state_pile (state, pile);

  return i + 1 < pat_state_len (state, pile) && !pat_card_is_face_down (cards[i])
         && !pat_card_is_face_down (cards[i + 1])
         && pat_rules_group (rules, pile)->rank != PAT_RANK_ANY
         && pat_move_can_build (rules, pile, cards[i + 1], cards[i]);
}

static Hides
fan_hides (const PatRules *rules, const PatState *state, const PatCardIndex *index,
           const PatPileBox *box, guint pile, float card_w, float card_h)
{
  gboolean downward = box->fan == PAT_FAN_DOWN;
  float along = downward ? card_h : card_w;
  float min_up = ((downward ? index->height : index->width) + INDEX_CLEAR) * along;
  float down = 0, up = 0, run = 0;
  guint len = pat_state_len (state, pile);
  guint first = box->fan_shown > 0 && len > box->fan_shown ? len - box->fan_shown : 0;

  for (guint i = first; i + 1 < len; i++)
    {
      if (downward && pat_card_is_face_down (pat_state_pile (state, pile)[i]))
        down++;
      else if (in_run (rules, state, pile, i))
        run++;
      else
        up++;
    }
  if (down * FAN_DOWN_MIN * card_h + (up + run) * min_up <= box->room + 0.5f)
    return HIDES_NONE;
  if (down * FAN_DOWN_MIN * card_h + (up + run * RUN_SHARE) * min_up <= box->room + 0.5f)
    return HIDES_RUNS;
  return HIDES_ANY;
}

/* Counts the face-up fanned cards whose index, the corner @index of the
 * card, some card above them covers where the layout rule, worked out
 * from @rule's boxes, does not allow it (with no @rule, every one); checks
 * that every card lies within @width × @height. */
static guint
count_hidden_indices (const PatRules *rules, const PatState *state,
                      const PatCardIndex *index, CardRectFunc card_rect, gpointer data,
                      float width, float height, const PureLayout *rule)
{
  graphene_rect_t table
      = GRAPHENE_RECT_INIT (-0.01f, -0.01f, width + 0.02f, height + 0.02f);
  guint hidden = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatLayout *layout = &pat_rules_group (rules, p)->layout;
      guint len = pat_state_len (state, p);
      guint first = layout->fan_shown > 0 && len > layout->fan_shown
                        ? len - layout->fan_shown
                        : 0;
      Hides hides = rule == NULL || layout->fan == PAT_FAN_NONE
                        ? HIDES_NONE
                        : fan_hides (rules, state, index, &rule->boxes[p], p,
                                     rule->card_w, rule->card_h);

      for (guint i = 0; i < len; i++)
        {
          graphene_rect_t rect, corner;

          card_rect (data, p, i, &rect);
          g_assert_true (graphene_rect_contains_rect (&table, &rect));
          if (layout->fan == PAT_FAN_NONE || i < first
              || pat_card_is_face_down (pat_state_pile (state, p)[i]))
            continue;
          if (hides == HIDES_ANY || (hides == HIDES_RUNS && in_run (rules, state, p, i)))
            continue;
          /* Half a pixel of leeway for rounding. */
          graphene_rect_init (&corner, rect.origin.x + 0.5f, rect.origin.y + 0.5f,
                              index->width * rect.size.width - 1,
                              index->height * rect.size.height - 1);
          for (guint j = i + 1; j < len; j++)
            {
              graphene_rect_t above;

              card_rect (data, p, j, &above);
              if (graphene_rect_intersection (&corner, &above, NULL))
                {
                  hidden++;
                  break;
                }
            }
        }
    }
  return hidden;
}

/* The longest fanned pile of a position. */
static guint
longest_fan (const PatRules *rules, const PatState *state)
{
  guint longest = 0;

  for (guint p = 0; p < rules->n_piles; p++)
    if (pat_rules_group (rules, p)->layout.fan != PAT_FAN_NONE)
      longest = MAX (longest, pat_state_len (state, p));
  return longest;
}

/* Positions with piles as long as play makes them: the deal, then random
 * moves that favour the longest fanned pile, keeping each position that
 * makes a pile longer than any before. */
static void
long_pile_positions (const PatRules *rules, guint32 deal, GRand *rand, GArray *positions)
{
  PatState state;
  guint record;

  pat_state_deal (&state, rules, deal);
  g_array_append_val (positions, state);
  record = longest_fan (rules, &state);
  for (guint m = 0; m < LAYOUT_RANDOM_MOVES; m++)
    {
      PatMove moves[PAT_MAX_MOVES];
      guint n = pat_moves_list (rules, &state, moves, G_N_ELEMENTS (moves));
      guint chosen, target = 0, longest = 0;
      gboolean found = FALSE;

      if (n == 0)
        break;
      for (guint p = 0; p < rules->n_piles; p++)
        if (pat_rules_group (rules, p)->layout.fan != PAT_FAN_NONE
            && pat_state_len (&state, p) >= longest)
          {
            longest = pat_state_len (&state, p);
            target = p;
          }
      chosen = (guint)g_rand_int_range (rand, 0, (gint32)n);
      for (guint k = 0; k < n && !found && g_rand_int_range (rand, 0, 4) > 0; k++)
        if (moves[k].kind == PAT_MOVE_CARD && moves[k].to == target)
          {
            chosen = k;
            found = TRUE;
          }
      pat_move_apply (rules, &state, &moves[chosen]);
      if (longest_fan (rules, &state) > record)
        {
          record = longest_fan (rules, &state);
          g_array_append_val (positions, state);
        }
    }
  g_array_append_val (positions, state);
}

/* Every game, and the options that change its table. */
static GPtrArray *
layout_games (void)
{
  static const char *const with_options[][3] = {
    { "klondike", "draw", "3" },
    { "intelligence", "piles", "19" },
    { "indian", "face-down", "2" },
  };
  GPtrArray *games = g_ptr_array_new_with_free_func (g_free);
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint v = 0; v < n; v++)
    {
      PatRules *rules = g_new0 (PatRules, 1);

      pat_rules_init_default (rules, variants[v]);
      g_ptr_array_add (games, rules);
    }
  for (guint i = 0; i < G_N_ELEMENTS (with_options); i++)
    {
      PatRules *rules = g_new0 (PatRules, 1);

      pat_rules_init_default (rules, pat_variant_lookup (with_options[i][0]));
      g_assert_true (
          pat_rules_set_option (rules, with_options[i][1], with_options[i][2], NULL));
      pat_rules_resolve (rules);
      g_ptr_array_add (games, rules);
    }
  return games;
}

/* The built-in deck's index as measured, and AisleRiot's Bonded as the
 * theme measures it (not installed here): a smaller index on taller cards. */
static void
layout_decks (PatCardIndex indices[2], double aspects[2])
{
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();

  pat_card_theme_get_index (theme, &indices[0].width, &indices[0].height);
  aspects[0] = pat_card_theme_get_aspect (theme);
  indices[1] = (PatCardIndex){ 0.206f, 0.241f };
  aspects[1] = 1.557;
}

static guint
pure_hidden (const PatRules *rules, const PatState *state, const PatCardIndex *index,
             double aspect, int width, int height, float *card_w)
{
  PureLayout layout = { .rules = rules, .state = state };

  pat_layout_compute_position (rules, state, aspect, index, width, height, LAYOUT_FOOT,
                               &layout.card_w, &layout.card_h, layout.boxes);
  g_assert_cmpfloat (layout.card_w, >, 0);
  if (card_w != NULL)
    *card_w = layout.card_w;
  return count_hidden_indices (rules, state, index, pure_card_rect, &layout, width,
                               height - LAYOUT_FOOT, &layout);
}

/* The layout rule for what @board shows: the pure layout at its size. */
static void
board_rule (PatBoard *board, PureLayout *rule)
{
  PatGame *game = pat_board_get_game (board);
  PatCardTheme *theme = pat_board_get_theme (board);
  PatCardIndex index;

  pat_card_theme_get_index (theme, &index.width, &index.height);
  rule->rules = pat_game_get_rules (game);
  rule->state = pat_game_get_state (game);
  pat_layout_compute_position (
      rule->rules, rule->state, pat_card_theme_get_aspect (theme), &index,
      gtk_widget_get_width (GTK_WIDGET (board)),
      gtk_widget_get_height (GTK_WIDGET (board)), pat_board_get_foot (board),
      &rule->card_w, &rule->card_h, rule->boxes);
}

/* The game alone, as Select Game sketches it and as the board falls back to
 * at a tiny size: every field of every box is set, whatever the boxes held
 * before (here, bytes no layout makes). */
static void
test_layout_game_alone (void)
{
  guint n;
  const PatVariant *const *variants = pat_variants_list (&n);

  for (guint v = 0; v < n; v++)
    {
      PatRules rules;
      PatPileBox boxes[PAT_MAX_PILES];
      float card_w, card_h;

      pat_rules_init_default (&rules, variants[v]);
      memset (boxes, 0x5a, sizeof boxes);
      pat_layout_compute (&rules, 1.4, NULL, 150, 100, 0, &card_w, &card_h, boxes);
      g_assert_cmpfloat (card_w, >, 0);
      for (guint p = 0; p < rules.n_piles; p++)
        {
          g_assert_cmpfloat (boxes[p].step_up, ==, 0);
          g_assert_cmpfloat (boxes[p].step_down, ==, 0);
          g_assert_cmpfloat (boxes[p].step_run, ==, 0);
        }
    }
}

/* Every game at two common sizes, with each deck, from the deal to the
 * longest piles random play makes: no index is ever covered. At the
 * smallest window the whole table still fits. */
static void
test_layout_readable (void)
{
  static const int sizes[][2] = { { 1024, 720 }, { 1920, 1080 } };
  g_autoptr (GPtrArray) games = layout_games ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (32);
  PatCardIndex indices[2];
  double aspects[2];

  layout_decks (indices, aspects);
  g_assert_cmpfloat (indices[0].height, >, 0.2f);
  g_assert_cmpfloat (indices[0].height, <, 0.35f);
  for (guint g = 0; g < games->len; g++)
    {
      const PatRules *rules = g_ptr_array_index (games, g);
      g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (PatState));
      guint longest = 0;

      for (guint32 deal = 1; deal <= LAYOUT_RANDOM_DEALS; deal++)
        long_pile_positions (rules, deal, rand, positions);
      for (guint i = 0; i < positions->len; i++)
        {
          const PatState *state = &g_array_index (positions, PatState, i);

          longest = MAX (longest, longest_fan (rules, state));
          for (guint d = 0; d < G_N_ELEMENTS (indices); d++)
            {
              for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
                g_assert_cmpuint (pure_hidden (rules, state, &indices[d], aspects[d],
                                               sizes[s][0], sizes[s][1], NULL),
                                  ==, 0);
              /* Fits, however little shows. */
              pure_hidden (rules, state, &indices[d], aspects[d], 360, 300, NULL);
            }
        }
      g_test_message ("%s: %u positions, longest fan %u cards", rules->variant->id,
                      positions->len, longest);
    }
}

/* Laggard Lady deal 116 at 1024 × 720: piles of 15 cards and more at the
 * deal, each one straight fan in its own column (no longer further
 * columns to the right), the cards of the size the game alone gives, and
 * every index shown that the layout rule asks for, laid out alone and in
 * the window. */
static void
test_layout_laggard_lady (void)
{
  PatRules rules;
  PatState state;
  PatCardIndex indices[2];
  double aspects[2];
  float card_w, alone_w, alone_h;
  PatPileBox boxes[PAT_MAX_PILES];
  PatWindow *window;
  PatBoard *board;
  graphene_rect_t rect;
  PureLayout rule;

  layout_decks (indices, aspects);
  pat_rules_init_default (&rules, pat_variant_lookup ("laggard-lady"));
  pat_state_deal (&state, &rules, 116);
  g_assert_cmpuint (longest_fan (&rules, &state), >=, 15);
  g_assert_cmpuint (
      pure_hidden (&rules, &state, &indices[0], aspects[0], 1024, 720, &card_w), ==, 0);
  pat_layout_compute (&rules, aspects[0], &indices[0], 1024, 720, LAYOUT_FOOT, &alone_w,
                      &alone_h, boxes);
  g_assert_cmpfloat (card_w, ==, alone_w);
  g_assert_cmpfloat (card_w, >=, 50);

  window = open_window (1024, 720, "laggard-lady", 116);
  board = pat_window_get_board (window);
  g_assert_true (pat_board_get_pile_rect (board, 0, -1, &rect));
  g_test_message ("laggard-lady 116 at 1024x720: cards %.1f px wide alone, %.1f px in "
                  "the window",
                  card_w, rect.size.width);
  maybe_screenshot (window, "layout-laggard-lady-116");
  board_rule (board, &rule);
  g_assert_cmpuint (
      count_hidden_indices (
          &rules, &state, &indices[0], board_card_rect, board,
          gtk_widget_get_width (GTK_WIDGET (board)),
          gtk_widget_get_height (GTK_WIDGET (board)) - pat_board_get_foot (board), &rule),
      ==, 0);
  close_window (window);
}

/* A standalone board showing @state, @width × @height. */
static GtkWidget *
board_window (const PatRules *rules, const PatState *state, int width, int height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = pat_board_new ();
  g_autoptr (PatGame) game
      = pat_game_new_for_session (pat_session_new_from_state (rules, state));
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();

  pat_board_set_theme (PAT_BOARD (board), theme);
  pat_board_set_game (PAT_BOARD (board), game);
  pat_board_set_foot (PAT_BOARD (board), LAYOUT_FOOT);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static gboolean
standalone_allocated (gpointer data)
{
  GtkWidget *board = gtk_window_get_child (data);
  graphene_rect_t rect;

  return gtk_widget_get_width (board) > 0
         && pat_board_get_pile_rect (PAT_BOARD (board), 0, -1, &rect)
         && rect.size.width > 0;
}

/* The real board, every game at 1024 × 720, with the longest piles random
 * play made from deal 1, then the same position after a move: every index
 * that the layout rule asks for shows. */
static void
test_layout_window (void)
{
  g_autoptr (GPtrArray) games = layout_games ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  g_autoptr (PatCardTheme) theme = pat_card_theme_new_default ();
  PatCardIndex index;

  pat_card_theme_get_index (theme, &index.width, &index.height);
  for (guint g = 0; g < games->len; g++)
    {
      const PatRules *rules = g_ptr_array_index (games, g);
      g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (PatState));
      const PatState *longest;
      GtkWidget *window;
      GtkWidget *board;
      PatGame *game;
      PatMove moves[PAT_MAX_MOVES];
      PureLayout rule;
      g_autofree char *name = g_strdup_printf ("layout-%s-%u", rules->variant->id, g);

      long_pile_positions (rules, 1, rand, positions);
      longest = &g_array_index (positions, PatState, positions->len - 2);
      window = board_window (rules, longest, 1024, 720);
      wait_for (standalone_allocated, window);
      board = gtk_window_get_child (GTK_WINDOW (window));
      game = pat_board_get_game (PAT_BOARD (board));
      maybe_screenshot (window, name);
      board_rule (PAT_BOARD (board), &rule);
      g_assert_cmpuint (
          count_hidden_indices (rules, pat_game_get_state (game), &index, board_card_rect,
                                board, gtk_widget_get_width (board),
                                gtk_widget_get_height (board) - LAYOUT_FOOT, &rule),
          ==, 0);
      /* A move lays the table out again at once. */
      if (pat_moves_list (rules, pat_game_get_state (game), moves, G_N_ELEMENTS (moves))
          > 0)
        g_assert_true (pat_game_try_move (game, &moves[0], NULL));
      board_rule (PAT_BOARD (board), &rule);
      g_assert_cmpuint (
          count_hidden_indices (rules, pat_game_get_state (game), &index, board_card_rect,
                                board, gtk_widget_get_width (board),
                                gtk_widget_get_height (board) - LAYOUT_FOOT, &rule),
          ==, 0);
      gtk_window_destroy (GTK_WINDOW (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

/* The table holds still: a card's size and every pile's place follow the
 * window, the game and its options, never the position. */

#define STILL_MOVES 200

/* Whether the rules lay @over's card over @pile's (TriPeaks' peaks): the
 * two overlap. */
static gboolean
rules_cover (const PatRules *rules, guint over, guint pile)
{
  const PatPileGroup *group = pat_rules_group (rules, pile);
  guint first = pile - rules->piles[pile].in_group;

  if (group->covered_by == NULL || rules->piles[over].group != rules->piles[pile].group)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    if (group->covered_by[rules->piles[pile].in_group][i] == (int)(over - first))
      return TRUE;
  return FALSE;
}

/* Checks that @pile of the board is one straight fan from its base, its
 * top card whole inside @table and covered by no card of another pile but
 * those the rules lay over or under it. */
static void
assert_one_fan (PatBoard *board, const PatRules *rules, const PatState *state, guint pile,
                const graphene_rect_t *table)
{
  PatFan fan = pat_rules_group (rules, pile)->layout.fan;
  guint len = pat_state_len (state, pile);
  graphene_rect_t base, rect, top;

  g_assert_true (pat_board_get_pile_rect (board, pile, 0, &base));
  if (len == 0)
    return;
  rect = base;
  for (guint i = 1; i < len; i++)
    {
      graphene_rect_t next;

      g_assert_true (pat_board_get_pile_rect (board, pile, (int)i, &next));
      if (fan == PAT_FAN_DOWN)
        {
          g_assert_cmpfloat_with_epsilon (next.origin.x, base.origin.x, 0.01);
          g_assert_cmpfloat (next.origin.y, >=, rect.origin.y - 0.01f);
        }
      else if (fan == PAT_FAN_RIGHT)
        {
          g_assert_cmpfloat_with_epsilon (next.origin.y, base.origin.y, 0.01);
          g_assert_cmpfloat (next.origin.x, >=, rect.origin.x - 0.01f);
        }
      else
        g_assert_true (graphene_point_equal (&next.origin, &base.origin));
      rect = next;
    }
  top = rect;
  if (!graphene_rect_contains_rect (table, &top))
    g_error ("%s: the top card of %s (%u cards) at %g,%g %gx%g leaves the table",
             rules->variant->id, rules->piles[pile].id, len, top.origin.x, top.origin.y,
             top.size.width, top.size.height);
  /* Half a pixel of leeway for rounding. */
  graphene_rect_inset (&top, 0.5f, 0.5f);
  for (guint q = 0; q < rules->n_piles; q++)
    for (guint i = 0; q != pile && !rules_cover (rules, q, pile)
                      && !rules_cover (rules, pile, q) && i < pat_state_len (state, q);
         i++)
      {
        g_assert_true (pat_board_get_pile_rect (board, q, (int)i, &rect));
        if (graphene_rect_intersection (&top, &rect, NULL))
          g_error ("%s: card %u of %s covers the top card of %s", rules->variant->id, i,
                   rules->piles[q].id, rules->piles[pile].id);
      }
}

/* Every game, with the options that change its table, at 1024 × 720 and
 * 1920 × 1080: from the deal through STILL_MOVES random legal moves, the
 * card size and every pile's base stay where the deal put them, and every
 * pile is one fan whose top card is whole. */
static void
test_layout_holds_still (void)
{
  static const int sizes[][2] = { { 1024, 720 }, { 1920, 1080 } };
  g_autoptr (GPtrArray) games = layout_games ();

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint g = 0; g < games->len; g++)
      {
        const PatRules *rules = g_ptr_array_index (games, g);
        g_autoptr (GRand) rand = g_rand_new_with_seed (42 + g);
        graphene_rect_t bases[PAT_MAX_PILES], table;
        PatState deal;
        GtkWidget *window;
        PatBoard *board;
        PatGame *game;
        guint moves = 0, longest = 0;

        pat_state_deal (&deal, rules, 1);
        window = board_window (rules, &deal, sizes[s][0], sizes[s][1]);
        wait_for (standalone_allocated, window);
        board = PAT_BOARD (gtk_window_get_child (GTK_WINDOW (window)));
        game = pat_board_get_game (board);
        graphene_rect_init (
            &table, -0.01f, -0.01f, gtk_widget_get_width (GTK_WIDGET (board)) + 0.02f,
            gtk_widget_get_height (GTK_WIDGET (board)) - LAYOUT_FOOT + 0.02f);
        for (guint p = 0; p < rules->n_piles; p++)
          g_assert_true (pat_board_get_pile_rect (board, p, 0, &bases[p]));

        for (; moves <= STILL_MOVES; moves++)
          {
            const PatState *state = pat_game_get_state (game);
            PatMove list[PAT_MAX_MOVES];
            guint n;

            for (guint p = 0; p < rules->n_piles; p++)
              {
                graphene_rect_t base;

                g_assert_true (pat_board_get_pile_rect (board, p, 0, &base));
                if (!graphene_rect_equal (&base, &bases[p]))
                  g_error ("%s at %dx%d, move %u: %s moved from %g,%g %gx%g to "
                           "%g,%g %gx%g",
                           rules->variant->id, sizes[s][0], sizes[s][1], moves,
                           rules->piles[p].id, bases[p].origin.x, bases[p].origin.y,
                           bases[p].size.width, bases[p].size.height, base.origin.x,
                           base.origin.y, base.size.width, base.size.height);
                assert_one_fan (board, rules, state, p, &table);
              }
            longest = MAX (longest, longest_fan (rules, state));
            n = pat_moves_list (rules, state, list, G_N_ELEMENTS (list));
            if (n == 0 || moves == STILL_MOVES)
              break;
            g_assert_true (pat_game_try_move (
                game, &list[g_rand_int_range (rand, 0, (gint32)n)], NULL));
          }
        g_test_message ("%s %u at %dx%d: cards %.1f px, %u moves, longest fan %u",
                        rules->variant->id, g, sizes[s][0], sizes[s][1],
                        bases[0].size.width, moves, longest);
        gtk_window_destroy (GTK_WINDOW (window));
        while (g_main_context_iteration (NULL, FALSE))
          ;
      }
}

/* Overlays: messages and the win's cards leave the cards in play alone. */

/* The toast shown over the table, or NULL. */
static GtkWidget *
shown_toast (PatWindow *window)
{
  GtkWidget *overlay = find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *content = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content && gtk_widget_get_height (child) > 0)
      return child;
  return NULL;
}

static gboolean
toast_allocated (gpointer data)
{
  return shown_toast (data) != NULL;
}

/* Every game at 1024 × 720, with the longest piles random play made from
 * deal 1: a message at the table's foot, with a button as the win's has,
 * covers no card. */
static void
test_toast_clear_of_cards (void)
{
  g_autoptr (GPtrArray) games = layout_games ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);

  for (guint g = 0; g < games->len; g++)
    {
      const PatRules *rules = g_ptr_array_index (games, g);
      g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (PatState));
      g_autoptr (PatGame) game = NULL;
      PatWindow *window = open_window (1024, 720, rules->variant->id, 1);
      PatBoard *board = pat_window_get_board (window);
      const PatState *state;
      AdwToast *toast;
      graphene_rect_t bounds;
      g_autofree char *name = g_strdup_printf ("toast-%s-%u", rules->variant->id, g);

      long_pile_positions (rules, 1, rand, positions);
      state = &g_array_index (positions, PatState, positions->len - 2);
      game = pat_game_new_for_session (pat_session_new_from_state (rules, state));
      pat_board_set_game (board, game);
      toast = _pat_window_toast_new (window, "You won deal 1 in 100 moves!");
      adw_toast_set_button_label (toast, "_New Game");
      adw_toast_set_timeout (toast, 0);
      _pat_window_add_toast (window, toast);
      wait_for (toast_allocated, window);
      wait_toast_still (window);
      maybe_screenshot (window, name);
      g_assert_true (
          gtk_widget_compute_bounds (shown_toast (window), GTK_WIDGET (board), &bounds));
      g_test_message ("%s: foot %d px, message %g px high", rules->variant->id,
                      pat_board_get_foot (board), bounds.size.height);
      for (guint p = 0; p < rules->n_piles; p++)
        for (guint i = 0; i < pat_state_len (state, p); i++)
          {
            graphene_rect_t rect;

            g_assert_true (pat_board_get_pile_rect (board, p, (int)i, &rect));
            if (graphene_rect_intersection (&bounds, &rect, NULL))
              g_error ("%s: the message at %g,%g %gx%g covers card %u of %s at %g,%g "
                       "%gx%g",
                       rules->variant->id, bounds.origin.x, bounds.origin.y,
                       bounds.size.width, bounds.size.height, i, rules->piles[p].id,
                       rect.origin.x, rect.origin.y, rect.size.width, rect.size.height);
          }
      close_window (window);
    }
}

/* Looks through @node for card images drawn into the band @foot (the
 * table's foot, where the counters and messages lie) that no clip keeps
 * above it: *crossing counts every card image reaching into the band,
 * *shown those that show there. */
static void
cards_in_foot (GskRenderNode *node, const graphene_rect_t *foot, float card_w,
               gboolean clipped, guint *crossing, guint *shown)
{
  graphene_rect_t bounds;

  gsk_render_node_get_bounds (node, &bounds);
  switch (gsk_render_node_get_node_type (node))
    {
      case GSK_CONTAINER_NODE:
        for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
          cards_in_foot (gsk_container_node_get_child (node, i), foot, card_w, clipped,
                         crossing, shown);
        break;
      case GSK_CLIP_NODE:
        cards_in_foot (gsk_clip_node_get_child (node), foot, card_w,
                       clipped
                           || !graphene_rect_intersection (gsk_clip_node_get_clip (node),
                                                           foot, NULL),
                       crossing, shown);
        break;
      case GSK_TEXTURE_NODE:
        if (fabsf (bounds.size.width - card_w) < 1
            && graphene_rect_intersection (&bounds, foot, NULL))
          {
            (*crossing)++;
            if (!clipped)
              (*shown)++;
          }
        break;
      default:
        break;
    }
}

typedef struct
{
  PatBoard *board;
  guint crossing, shown;
} Celebration;

/* Whether a card of the win falls through the table's foot yet. */
static gboolean
leap_in_foot (gpointer data)
{
  Celebration *c = data;
  GtkWidget *widget = GTK_WIDGET (c->board);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  graphene_rect_t foot = GRAPHENE_RECT_INIT (0, height - pat_board_get_foot (c->board),
                                             width, pat_board_get_foot (c->board));
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  graphene_rect_t rect;

  g_assert_true (pat_board_get_pile_rect (c->board, 0, -1, &rect));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  c->crossing = c->shown = 0;
  if (node != NULL)
    cards_in_foot (node, &foot, rect.size.width, FALSE, &c->crossing, &c->shown);
  return c->crossing > 0;
}

/* The win's cards fall behind the table's foot: none shows under the
 * counters or a message there. */
static void
test_win_under_foot (void)
{
  PatWindow *window = open_window (1024, 720, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  g_autoptr (PatGame) game = pat_game_new_for_session (pt_one_card_left ("king-albert"));
  const PatRules *rules = pat_game_get_rules (game);
  PatMove move = pat_move_card ((guint)pat_rules_find_pile (rules, "tableau-4"),
                                (guint)pat_rules_find_pile (rules, "foundation-3"), 1);
  Celebration c = { board };

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  pat_board_set_game (board, game);
  g_assert_true (pat_game_try_move (game, &move, NULL));
  g_assert_cmpint (pat_game_get_status (game), ==, PAT_STATUS_WON);
  pat_board_celebrate (board);
  wait_for (leap_in_foot, &c);
  maybe_screenshot (window, "win-under-foot");
  g_test_message ("cards of the win in the foot: %u, shown there: %u", c.crossing,
                  c.shown);
  g_assert_cmpuint (c.shown, ==, 0);
  gtk_settings_reset_property (gtk_settings_get_default (), "gtk-enable-animations");
  close_window (window);
}

/* King Albert at 1400 × 900: the cards are the size the game alone gives
 * (no longer larger ones from spreading the columns for the position),
 * and at the deal every index shows. */
static void
test_layout_king_albert (void)
{
  PatWindow *window = open_window (1400, 900, "king-albert", 1);
  PatBoard *board = pat_window_get_board (window);
  const PatRules *rules = pat_game_get_rules (pat_window_get_game (window));
  const PatState *state = pat_game_get_state (pat_window_get_game (window));
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  PatPileBox boxes[PAT_MAX_PILES];
  float card_w, card_h;
  PatCardIndex index;
  graphene_rect_t rect;

  pat_card_theme_get_index (pat_board_get_theme (board), &index.width, &index.height);
  pat_layout_compute (rules, pat_card_theme_get_aspect (pat_board_get_theme (board)),
                      &index, width, gtk_widget_get_height (GTK_WIDGET (board)),
                      pat_board_get_foot (board), &card_w, &card_h, boxes);
  for (guint p = 0; p < rules->n_piles; p++)
    {
      g_assert_true (pat_board_get_pile_rect (board, p, 0, &rect));
      g_assert_true (graphene_rect_equal (&rect, &boxes[p].base));
    }
  g_test_message ("king-albert at 1400x900: board %d wide, cards %.1f px", width,
                  rect.size.width);
  maybe_screenshot (window, "layout-king-albert-1400x900");
  g_assert_cmpfloat (rect.size.width, >=, 90);
  g_assert_cmpuint (
      count_hidden_indices (
          rules, state, &index, board_card_rect, board, width,
          gtk_widget_get_height (GTK_WIDGET (board)) - pat_board_get_foot (board), NULL),
      ==, 0);
  close_window (window);
}

void
test_ui_layout_register (void)
{
  g_test_add_func ("/ui/layout-readable", test_layout_readable);
  g_test_add_func ("/ui/layout-game-alone", test_layout_game_alone);
  g_test_add_func ("/ui/layout-laggard-lady", test_layout_laggard_lady);
  g_test_add_func ("/ui/layout-window", test_layout_window);
  g_test_add_func ("/ui/layout-holds-still", test_layout_holds_still);
  g_test_add_func ("/ui/toast-clear-of-cards", test_toast_clear_of_cards);
  g_test_add_func ("/ui/win-under-foot", test_win_under_foot);
  g_test_add_func ("/ui/layout-king-albert", test_layout_king_albert);
}
