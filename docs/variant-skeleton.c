/* variant-skeleton.c — a commented skeleton of a game, to copy into
 * src/engine/variants/ (see HACKING.md, "Adding a game")
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Skeleton" is a small one-deck game: a stock turned onto a waste, four
 * foundations built up in suit from Ace, seven piles of three cards built
 * down in alternating colours. It is not one of the program's games; the
 * test build compiles it and tests/test-skeleton.c deals and plays it, so
 * that what it says about the engine stays true.
 *
 * Everything a game is lives in one const PatVariant (src/engine/pat-variant.h):
 * mostly data, groups of identical piles, and a few hooks for what the data
 * cannot say. pat_rules_resolve() turns it and the player's option values
 * into PatRules, which is all the engine, the solver and the window look at.
 */
#include "config.h"

/* The shared option, gate and group macros, pat_refuse(), and the
 * declarations of every game's PatVariant. */
#include "pat-variants-private.h"

/* Rule options (⚙ in docs/rules.md), at most PAT_MAX_OPTIONS. Each one needs a
 * key GAME-OPTION of the same type, range and default in
 * data/io.github.patience.Patience.gschema.xml (tests/test-settings.c
 * checks), and is passed on the command line as --option KEY=VALUE. The
 * shared ones keep one meaning in every game: "redeals" is read by
 * pat_rules_resolve() itself, "foundation-takeback" works through the gate
 * below. Options of a game's own are written out as in indian.c (an int),
 * idle-aces.c (booleans) or klondike.c (choices). */
static const PatOptionSpec options[] = {
  PAT_OPTION_REDEALS (1, 2), /* default 1, at most 2 */
  PAT_OPTION_FOUNDATION_TAKEBACK,
};

/* A gate names an option that, when off, forbids every move from one kind
 * of pile to another: here, foundation to tableau. */
static const PatMoveGate gates[] = { PAT_GATE_FOUNDATION_TAKEBACK };

/* Groups of identical piles, in the order their pile ids are numbered:
 * piles of one kind are numbered from 0 across the groups ("tableau-0" …).
 * Fields left out are 0, FALSE or NULL: nothing dealt, nothing accepted,
 * nothing given. Layout positions are in card widths (a card is 1 wide);
 * the board scales the whole layout to the window and centres it. */
static const PatPileGroup groups[] = {
  /* One face-down stock that only deals, and the waste it deals onto. */
  PAT_GROUP_STOCK (0, 0),
  PAT_GROUP_WASTE (1.15f, 0),
  {
      .kind = PAT_PILE_FOUNDATION,
      .count = 4,
      /* How a card goes on a pile that has cards: PAT_RANK_SEQUENCE follows
       * .sequence (Jubilee's has its own order), and the pile is complete
       * once it holds the whole sequence. */
      .rank = PAT_RANK_SEQUENCE,
      .suit = PAT_SUIT_SAME,
      .sequence = pat_sequence_ace_to_king,
      .n_sequence = 13,
      /* What an empty pile takes: PAT_FILL_BASE, the first rank of the
       * sequence (or .fill_rank without one); .fill_suit_by_index would
       * limit pile i to suit i % 4. */
      .fill = PAT_FILL_BASE,
      /* The kinds of pile a card may come from (PAT_FROM() mask); .gives:
       * its top card may leave it (here back to the tableau, when the
       * gate lets it). */
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE),
      .gives = TRUE,
      /* Cards on home piles count towards .win_cards. .base_rank would
       * take a card of that rank (suit i % 4) out before the shuffle to
       * start pile i, as Trefoil's Aces and Jubilee's Kings; .base_fixed
       * keeps a pile's bottom card in place for good (Idle Aces). */
      .home = TRUE,
      .layout = { .x = 3.45f, .y = 0, .dx = 1.15f },
  },
  {
      .kind = PAT_PILE_TABLEAU,
      .count = 7,
      .rank = PAT_RANK_DOWN,
      .suit = PAT_SUIT_ALTERNATE,
      /* .wrap would let a King go on an Ace (K-A-2). */
      .fill = PAT_FILL_ANY,
      .accepts = PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE)
                 | PAT_FROM (PAT_PILE_FOUNDATION),
      .gives = TRUE,
      /* A face-down card left on top turns up by itself, as part of the
       * move that exposed it. .refill would refill an emptied pile from the
       * stock with that many cards (Intelligence); .moves_runs would move
       * face-up runs as one move (Klondike); .bare_only would take tableau
       * cards only onto a pile's lone base card (Intrigue). */
      .turn_up = TRUE,
      /* Dealt three cards each (.deal_counts gives one count per pile),
       * the bottom one face down (.face_up instead: all but that many top
       * cards face down). What the groups do not take stays in the stock,
       * face down. */
      .deal = 3,
      .face_down = 1,
      /* Fanned downwards; .per_row, .row_dx and .row_dy wrap long rows,
       * .fan_shown fans only the top few cards (Klondike's waste). */
      .layout = { .x = 0, .y = 1.7f, .dx = 1.15f, .fan = PAT_FAN_DOWN },
  },
};

/* The rules in plain words for the options in force, shown by the window's
 * Rules dialog: paragraphs separated by blank lines. Every sentence is
 * translatable, and the file goes into po/POTFILES.in. */
static char *
describe (const PatRules *rules)
{
  int redeals = pat_rules_get_option (rules, "redeals", 1);
  GString *text = g_string_new (
      _ ("One deck. Move all 52 cards to the four foundations, each built up in suit "
         "from Ace to King.\n\n"
         "Seven piles of three cards are dealt, the bottom one face down; a face-down "
         "card turns up when it is uncovered. Piles build down in alternating colours, "
         "one card at a time. An empty pile takes any card.\n\n"
         "Click the stock to turn its top card onto the waste; the waste's top card "
         "may be played. "));

  if (redeals > 0)
    g_string_append_printf (
        text,
        g_dngettext (GETTEXT_PACKAGE,
                     "When the stock is empty you may turn the waste over to make a new "
                     "stock, without shuffling, %d time.",
                     "When the stock is empty you may turn the waste over to make a new "
                     "stock, without shuffling, %d times.",
                     redeals),
        redeals);
  else
    g_string_append (text, _ ("You go through the stock once."));
  if (pat_rules_get_option (rules, "foundation-takeback", TRUE))
    g_string_append (text, _ ("\n\nThe top card of a foundation may be moved back onto a "
                              "pile where it fits."));
  return g_string_free (text, FALSE);
}

/* In a real game this is declared in src/engine/pat-variants-private.h and
 * listed in the variants[] table of src/engine/pat-variant.c, whose order
 * is the order of the menu, of `patience-cli list` and of the settings
 * schema's Game enum. */
const PatVariant pat_variant_skeleton = {
  /* The id names the game in saved games, statistics keys, settings keys,
   * --game and patience-cli, and seeds its shuffles: it never changes once
   * released. */
  .id = "skeleton",
  .name = N_ ("Skeleton"),
  /* One line, under the name in Select Game. */
  .description = N_ ("Seven piles built down in alternating colours, one redeal"),
  .decks = 1,
  /* Cards on home piles when the game is won. */
  .win_cards = 52,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .groups = groups,
  .n_groups = G_N_ELEMENTS (groups),
  .gates = gates,
  .n_gates = G_N_ELEMENTS (gates),
  /* What `deal` does: here, turn the stock's top onto the waste.
   * PAT_DEAL_TO_EMPTY_WASTE waits for the waste to be played (Jubilee),
   * PAT_DEAL_TO_LAST_TABLEAU deals onto the last tableau pile. */
  .deal = PAT_DEAL_TO_WASTE,
  /* What `redeal` does: here, the waste turned over as a new stock once the
   * stock is empty. The others gather the tableau in order (Jubilee) or
   * shuffle tableau and stock and deal again (Intelligence). */
  .redeal = PAT_REDEAL_WASTE_TO_STOCK,
  /* Redeals allowed (PAT_REDEALS_UNLIMITED: as many as the player likes),
   * read only when the game has no "redeals" option: here the option
   * decides, so this only repeats its default. */
  .redeals = 1,
  /* Cards one deal turns; 0 means 1 (Klondike sets 3 in its configure). */
  .deal_count = 0,
  /* TRUE: a card that can start an empty foundation goes there while the
   * deal is laid out (Intelligence's Aces). */
  .send_out = FALSE,
  /* Positions the solver expands a second here, which sizes the window's
   * budgets: measure it with bench-nodes (HACKING.md, step 13); 0 until
   * then, for a typical game's. */
  .solver_speed = 0,

  /* Hooks, NULL unless the data cannot say it:
   * - configure (PatRules *): adjusts the copies in rules->groups, and
   *   rules->deal, deal_count or redeals, from the options, before the
   *   piles are numbered (indian.c, klondike.c);
   * - first_deal: lays out the shuffled deck itself instead of the groups'
   *   .deal counts (pat_intrigue_first_deal());
   * - check_move: refuses a card move the piles' rules would allow, with a
   *   reason through pat_refuse() (pat_intrigue_check_move());
   * - can_start: whether a card may start an empty foundation, in play and
   *   while sending cards out (laggard-lady.c);
   * - describe: the rules in words; without it, .description is shown;
   * - validate: what a position read from a file must hold beyond the
   *   engine's own checks (pat_intrigue_validate()).
   * Where check_move or can_start is set, the solver turns some of its
   * shortcuts off (the analyse_*() functions of pat-solver.c), so such a
   * game is searched more slowly. */
  .configure = NULL,
  .first_deal = NULL,
  .check_move = NULL,
  .can_start = NULL,
  .describe = describe,
  .validate = NULL,
};
