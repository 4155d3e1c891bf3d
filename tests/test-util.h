/* test-util.h — building positions and checking moves in tests
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pat-engine.h"

G_BEGIN_DECLS

/* A position from JSON (single quotes allowed for double quotes). If it has a
 * member "rest": "PILE-ID", every card of the game's deck the JSON does not
 * place is laid at the bottom of that pile (face down for the stock), in the
 * order clubs, diamonds, hearts, spades, ace to king. Fails the test when the
 * engine refuses the position. */
PatSession *pt_position (const char *json);

/* The same text through pat_json_load, for tests of refused positions;
 * "rest" is filled in as above. */
PatSession *pt_try_position (const char *json, GError **error);

/* A one-deck game with four foundations from Ace, near its end: clubs,
 * diamonds and hearts home, spades home from the Ace to the @spades_home-th,
 * and the other spades where @piles (JSON members, "'tableau-4':['KS']")
 * puts them; @options, when not %NULL, the game's options as a JSON object
 * ("{'passes':'1'}"). */
PatSession *pt_spades_left (const char *game, const char *options, guint spades_home,
                            const char *piles);

/* As above, every card home but the King of spades, alone on tableau-4. */
PatSession *pt_one_card_left (const char *game);

/* Deal @deal of @game with the default options, or with the one option @key
 * set to @value. */
PatSession *pt_deal (const char *game, guint32 deal, const char *key, const char *value);

/* The cards of @pile, bottom first, and how many in @len. */
const PatCard *pt_pile_cards (PatSession *session, const char *pile, guint *len);

guint pt_pile_len (PatSession *session, const char *pile);

/* "QC 7S #JC": a pile as text, bottom first. */
char *pt_pile (PatSession *session, const char *pile);

/* Plays @move, which must be legal. */
void pt_play (PatSession *session, const char *move);

/* Plays the last move the engine lists, @steps times: each changes the
 * position, undo gives back the exact position before it and redo the
 * one after. */
void pt_assert_undo_redo (PatSession *session, guint steps);

/* @move must be refused with a reason containing @reason, and nothing
 * may change. */
void pt_refused (PatSession *session, const char *move, const char *reason);

gboolean pt_is_legal (PatSession *session, const char *move);
/* A card moved from and to piles other than @pile, not home. */
PatMove pt_other_move (const PatRules *rules, const PatState *state, const char *pile);

/* Setting option @key of @game to @value must fail with @reason and change
 * nothing. */
void pt_option_refused (const char *game, const char *key, const char *value,
                        const char *reason);

#define pt_assert_pile(session, pile, expected)                                          \
  G_STMT_START                                                                           \
  {                                                                                      \
    g_autofree char *pt_text_ = pt_pile ((session), (pile));                             \
    g_assert_cmpstr (pt_text_, ==, (expected));                                          \
  }                                                                                      \
  G_STMT_END

#define pt_assert_status(session, status)                                                \
  g_assert_cmpstr (pat_status_to_string (pat_session_get_status (session)), ==, (status))

gboolean pt_remove_tree (const char *path);

/* One game of tests/data/winning-lines.txt, from the deal to the win. */
typedef struct
{
  char *game;
  guint32 deal;
  GStrv options; /* KEY=VALUE, those that are not the defaults */
  GStrv moves;
} PtWinningLine;

GBytes *pt_gzip (GBytes *bytes);

/* What a file of ours may be found to be instead. */
typedef enum
{
  PT_HOSTILE_PIPE,   /* a FIFO: opening it to read waits for a writer */
  PT_HOSTILE_ZERO,   /* a link to /dev/zero, which never ends */
  PT_HOSTILE_RANDOM, /* a link to /dev/urandom */
  PT_HOSTILE_HUGE,   /* a sparse file of 3 GB */
  PT_N_HOSTILES
} PtHostile;

void pt_make_hostile (const char *path, PtHostile hostile);

GPtrArray *pt_winning_lines (void);
PatSession *pt_winning_line_deal (const PtWinningLine *line);

/* Statistics JSON of at most @max_bytes, written compactly, of records of
 * games never played, so many (their keys name Intelligence's one option
 * over and over) that the statistics written again, one line a member,
 * would be larger. */
char *pt_stats_too_many_records (gsize max_bytes);

G_END_DECLS
