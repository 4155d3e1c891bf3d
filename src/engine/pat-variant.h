/* pat-variant.h — games described as data
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pat-card.h"

G_BEGIN_DECLS

#define PAT_MAX_PILES 48 /* at most 64: masks of piles are 64-bit */
#define PAT_MAX_CARDS 104
#define PAT_MAX_OPTIONS 8
#define PAT_MAX_GROUPS 8
#define PAT_PILE_ID_SIZE 16
/* PatRules.redeals when a game may redeal as often as it likes; the state's
 * redeals_left then stays at this. */
#define PAT_REDEALS_UNLIMITED 255

#define PAT_ERROR (pat_error_quark ())

/* Errors a player or a file can cause; messages are fit to show. */
typedef enum
{
  PAT_ERROR_INVALID,      /* bad input: unknown game, option, damaged file */
  PAT_ERROR_ILLEGAL_MOVE, /* a move the rules refuse */
} PatError;

GQuark pat_error_quark (void);

typedef enum
{
  PAT_PILE_STOCK,
  PAT_PILE_WASTE,
  PAT_PILE_FOUNDATION,
  PAT_PILE_TABLEAU,
  PAT_PILE_RESERVE,
  PAT_PILE_CELL,
  PAT_N_PILE_KINDS
} PatPileKind;

/* A mask of pile kinds a card may come from. */
#define PAT_FROM(kind) (1u << (kind))

/* How a card is placed on a pile that already has cards. */
typedef enum
{
  PAT_RANK_NONE,       /* nothing goes on it */
  PAT_RANK_ANY,        /* anything goes on it */
  PAT_RANK_UP,         /* one rank higher than the top */
  PAT_RANK_DOWN,       /* one rank lower than the top */
  PAT_RANK_UP_OR_DOWN, /* one rank either way */
  PAT_RANK_SEQUENCE,   /* the next rank of the group's sequence */
} PatRankRule;

typedef enum
{
  PAT_SUIT_ANY,
  PAT_SUIT_SAME,
  PAT_SUIT_OTHER,     /* any suit but the top card's */
  PAT_SUIT_ALTERNATE, /* the other colour */
} PatSuitRule;

/* What an empty pile accepts. */
typedef enum
{
  PAT_FILL_NONE, /* the player never fills it */
  PAT_FILL_ANY,
  PAT_FILL_BASE, /* only the first rank of the sequence (or fill_rank) */
} PatFillRule;

typedef enum
{
  PAT_FAN_NONE,  /* a squared pile: only the top shows */
  PAT_FAN_DOWN,  /* cards overlap downwards */
  PAT_FAN_RIGHT, /* cards overlap to the right */
} PatFan;

/* A pile's place in its group, in card widths from the group's (x, y). */
typedef struct
{
  float x, y;
} PatPlace;

/* Where the piles of one group sit, in card widths (a card is 1 × 1.4). */
typedef struct
{
  float x, y;           /* the first pile */
  float dx, dy;         /* from one pile to the next */
  guint per_row;        /* piles before wrapping to a new row; 0: never */
  float row_dx, row_dy; /* from one row to the next */
  PatFan fan;
  guint fan_shown; /* only the top this many cards fan out, the rest lie
                      squared under them; 0: all */
  /* Or each pile's own place (TriPeaks' peaks), instead of dx and dy: the
   * piles may overlap, a later one lying over an earlier one, and an empty
   * one shows no slot. */
  const PatPlace *places;
} PatLayout;

/* In PatPileGroup.covered_by: no pile there. */
#define PAT_NOT_COVERED (-1)

/* A group of identical piles: the unit in which a game is described. */
typedef struct
{
  PatPileKind kind;
  guint count;
  PatRankRule rank;
  PatSuitRule suit;
  gboolean wrap;          /* rank order is continuous: K-A-2 */
  gboolean dead_king;     /* nothing goes on a King (Golf without wrap) */
  const guint8 *sequence; /* foundation order, for PAT_RANK_SEQUENCE */
  guint n_sequence;
  PatFillRule fill;
  guint8 fill_rank;            /* for PAT_FILL_BASE without a sequence */
  gboolean fill_suit_by_index; /* pile i takes only suit i % 4 when empty */
  guint accepts;               /* PAT_FROM() mask */
  gboolean gives;              /* its top card may move away */
  gboolean base_fixed;         /* its bottom card never moves */
  gboolean bare_only;          /* takes a tableau card only onto its base alone
                                  (an empty pile: as its fill rule says) */
  gboolean home;               /* cards here count towards the win */
  gboolean turn_up;            /* an exposed face-down top turns up */
  gboolean moves_runs;         /* its face-up cards built on one another by its
                                  rule move together; it takes such runs */
  gboolean runs_need_room;     /* a run comes here only as long as the free
                                  cells and empty piles of this group that
                                  take any card could carry it card by card:
                                  (free cells + 1) × 2^empty piles (FreeCell) */
  gboolean runs_in_suit;       /* and only those also of one suit (Spider) */
  gboolean moves_any_group;    /* with moves_runs: any face-up card moves with
                                  all the cards on it, in sequence or not;
                                  only its bottom card must fit (Yukon) */
  gboolean full_suit_home;     /* a full suit built down from King to Ace on
                                  its top goes by itself to the first empty
                                  home pile (Spider) */
  gboolean no_deal_when_empty; /* the stock is not dealt while one of its
                                  piles is empty */
  gboolean clear_to_win;       /* the game is won once every pile of this
                                  group is empty, whatever lies on the home
                                  piles (Golf: the stock's cards need not
                                  go home) */
  guint8 pair_total;           /* a card played onto this pile's top card
                                  pairs with it: when their ranks add up to
                                  this both go to the first home pile, else
                                  the move is refused; a home pile with it
                                  takes only a card that makes it alone
                                  (Pyramid: 13, a King) */
  gboolean kings_under;        /* at the deal, the Kings dealt to each pile go
                                  under its other cards, in their order
                                  (Baker's Dozen) */
  guint refill;                /* refilled from the stock with this many */
  gboolean refill_by_reserve;  /* emptied, it takes the first reserve's top
                                  card at once while the reserve lasts
                                  (Canfield) */
  gboolean base_from_deal;     /* an empty pile takes only the rank of the
                                  card dealt to the group's first pile, which
                                  never leaves it (Canfield's base) */
  guint8 base_rank;            /* starts with this rank of suit i % 4 */
  guint deal;                  /* cards dealt to each pile at the start */
  const guint8 *deal_counts;   /* or per pile */
  guint face_down;             /* how many of the dealt cards lie face down */
  guint face_up;               /* or: all but this many top cards lie face down */
  PatLayout layout;
  /* Per pile of the group: the two piles of the same group (by their place
   * in it) whose cards overlap its card, PAT_NOT_COVERED for none. While
   * one of them holds a card the pile gives none; with turn_up its card is
   * dealt face down and turns up once both have gone (TriPeaks). */
  const gint8 (*covered_by)[2];
} PatPileGroup;

typedef enum
{
  PAT_OPTION_BOOL,
  PAT_OPTION_INT,
  PAT_OPTION_CHOICE,
} PatOptionType;

typedef struct
{
  const char *key;
  const char *label;       /* translatable */
  const char *description; /* translatable */
  PatOptionType type;
  int default_value;                /* bool 0/1, an int, or a choice index */
  int min, max;                     /* for PAT_OPTION_INT */
  const char *const *choices;       /* NULL-terminated, for PAT_OPTION_CHOICE */
  const char *const *choice_labels; /* the same, as a player reads them */
} PatOptionSpec;

/* An option that, when off, forbids moves from one kind of pile to another. */
typedef struct
{
  const char *option;
  PatPileKind from, to;
} PatMoveGate;

typedef enum
{
  PAT_DEAL_NONE,            /* no dealing from the stock */
  PAT_DEAL_TO_WASTE,        /* turn the stock's top onto the waste */
  PAT_DEAL_TO_EMPTY_WASTE,  /* the same, only when the waste is empty */
  PAT_DEAL_TO_LAST_TABLEAU, /* onto the last tableau pile */
  PAT_DEAL_TO_TABLEAU,      /* one card face up onto each tableau pile, in
                               order, while the stock lasts (Spider) */
  PAT_DEAL_TO_FOUNDATION,   /* onto the first foundation, whatever its top
                               (Golf) */
} PatDealKind;

typedef enum
{
  PAT_REDEAL_NONE,
  PAT_REDEAL_WASTE_TO_STOCK,  /* stock empty: waste turned over, no shuffle */
  PAT_REDEAL_GATHER_TABLEAU,  /* stock and waste empty: tableau gathered from
                                 the right, dealt left to right, no shuffle */
  PAT_REDEAL_SHUFFLE_TABLEAU, /* any time: tableau and stock shuffled and
                                 dealt again like the first deal */
} PatRedealKind;

typedef struct _PatRules PatRules;
typedef struct _PatState PatState;
typedef struct _PatVariant PatVariant;
typedef struct _PatMove PatMove;

/* The resolved description of one pile, from its group and the options. */
typedef struct
{
  guint8 group; /* index into PatRules.groups: rules may be copied freely */
  PatPileKind kind;
  guint8 index;    /* within its kind: the N of "tableau-N" */
  guint8 in_group; /* within its group */
  char id[PAT_PILE_ID_SIZE];
} PatPile;

struct _PatVariant
{
  const char *id;
  const char *name;        /* translatable */
  const char *description; /* translatable, one line */
  guint decks;
  guint win_cards; /* cards on home piles when won, unless a group is
                      clear_to_win */
  const PatOptionSpec *options;
  guint n_options;
  const PatPileGroup *groups;
  guint n_groups;
  const PatMoveGate *gates;
  guint n_gates;
  PatDealKind deal;
  PatRedealKind redeal;
  guint redeals;     /* unless a "redeals" option says otherwise */
  guint deal_count;  /* cards a deal turns; 0 is 1 */
  gboolean send_out; /* a card that starts an empty foundation goes there
                        while dealing */
  /* A new game's number is drawn from 1 to this (FreeCell's deals, as
   * FreeCell programs number them); 0: from every deal number. */
  guint32 random_deals;
  /* Positions the solver expands a second in this game, on the machine
   * the budgets were set on (2 cores, Debian 12), measured on searches
   * that ran their whole budget, in CPU time; 0 for a typical game. The
   * window's budgets come from it (bench-nodes prints it). */
  guint solver_speed;

  /* Hooks, only for what the data cannot say. */
  void (*configure) (PatRules *rules);
  void (*first_deal) (const PatRules *rules, PatState *state, PatCard *deck,
                      guint n_deck);
  gboolean (*check_move) (const PatRules *rules, const PatState *state, guint from,
                          guint to, GError **error);
  gboolean (*can_start) (const PatRules *rules, const PatState *state, guint foundation,
                         PatCard card, GError **error);
  /* The rules in plain words for the options in force: paragraphs
   * separated by blank lines. */
  char *(*describe) (const PatRules *rules);
  gboolean (*validate) (const PatRules *rules, const PatState *state, GError **error);
};

/* A variant with its options resolved: everything the engine needs to play. */
struct _PatRules
{
  const PatVariant *variant;
  int options[PAT_MAX_OPTIONS];
  PatPileGroup groups[PAT_MAX_GROUPS]; /* copies that configure() may adjust */
  guint n_piles;
  PatPile piles[PAT_MAX_PILES];
  int stock; /* pile index, or -1 */
  int waste;
  guint n_cards;
  guint8 suits;     /* PatSuit bits: the suits the deck is made of, each
                       card of them as often as it takes to make n_cards;
                       all four unless configure() says otherwise */
  guint redeals;    /* or PAT_REDEALS_UNLIMITED */
  guint deal_count; /* cards a deal turns one by one, at least 1 */
  PatDealKind deal; /* from the variant, unless configure() says otherwise */
  int deal_to;      /* the pile a deal puts the stock's top on (the first
                       of them where it deals onto each), or -1 */
  guint blocked[PAT_N_PILE_KINDS]; /* PAT_FROM() masks of closed targets */
  guint64 settled;                 /* piles that turn up or refill by themselves */
  guint solver_speed;              /* the variant's, unless configure() says
                                      otherwise for its options */
};

static inline const PatPileGroup *
pat_rules_group (const PatRules *rules, guint pile)
{
  return &rules->groups[rules->piles[pile].group];
}

const PatVariant *const *pat_variants_list (guint *n_variants);
const PatVariant *pat_variant_lookup (const char *id);
guint32 pat_variant_deal_random (const PatVariant *variant, GRand *rand);

void pat_rules_init_default (PatRules *rules, const PatVariant *variant);
gboolean pat_rules_set_option (PatRules *rules, const char *key, const char *value,
                               GError **error);
gboolean pat_rules_set_option_int (PatRules *rules, const char *key, int value,
                                   GError **error);
void pat_rules_resolve (PatRules *rules);
int pat_rules_get_option (const PatRules *rules, const char *key, int fallback);
const PatOptionSpec *pat_variant_find_option (const PatVariant *variant, const char *key,
                                              guint *index);
int pat_rules_find_pile (const PatRules *rules, const char *id);
int pat_rules_first_pile (const PatRules *rules, PatPileKind kind);
guint pat_rules_count_piles (const PatRules *rules, PatPileKind kind);
guint pat_rules_copies (const PatRules *rules, PatCard card);
guint pat_rules_deck (const PatRules *rules, PatCard deck[PAT_MAX_CARDS]);
const char *pat_pile_kind_name (PatPileKind kind);
char *pat_rules_pile_name (const PatRules *rules, guint pile);
char *pat_rules_describe (const PatRules *rules);
char *pat_rules_option_value_string (const PatRules *rules, guint index);

G_END_DECLS
