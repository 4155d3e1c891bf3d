/* pat-solver-private.h — what the solver's files share
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pat-solver.h"

#define N_TYPES 64

#define TYPE_BIT(t) (G_GUINT64_CONSTANT (1) << (t))

#define MAX_MOVES PAT_MAX_MOVES

#define CHECK_EVERY 64

/* A time limit past this many seconds (30 years) is held to it: the
 * deadline in microseconds then fits a gint64 whatever the limit, 1e300 and
 * infinity included. */
#define MAX_DEADLINE_SECONDS 1e9

#define WINDOW 8

/* More kinds of card than this, and solver_list_moves() keeps a pile apart. */
#define WIDE_TAKES 8

enum
{
  PERM_NEVER,
  PERM_ALWAYS,
  PERM_WITHOUT_REDEALS, /* only once no redeal is left */
};

/* The greedy playouts of the evaluation (see analyse_playout()). */
typedef enum
{
  PLAYOUT_NONE,
  PLAYOUT_PLACING, /* the waste card waits on piles in play (Jubilee) */
  PLAYOUT_WASTE,   /* the waste feeds the home piles alone (Idle Aces) */
} PlayoutKind;

/* What the rules say, worked out once per search. */
/* Masks of piles: PAT_MAX_PILES is less than 64. */
#define PILE_BIT(p) (G_GUINT64_CONSTANT (1) << (p))

/* Every pile changed, or a change that needs the whole position looked at
 * afresh (never a real set of piles: there are fewer than 64). */
#define ALL_PILES G_MAXUINT64

G_STATIC_ASSERT (PAT_MAX_PILES < 64);

typedef struct
{
  PatRules rules;
  guint8 card_mask; /* the bits of a card that matter */
  guint8 perm[PAT_MAX_GROUPS];
  guint64 pile_salt[PAT_MAX_PILES];
  guint64 group_salt[PAT_MAX_GROUPS];
  guint64 zobrist[PAT_MAX_CARDS][N_TYPES];

  /* Move generation: a quick superset of the legal moves, each confirmed
   * by the engine. */
  guint64 targets[PAT_MAX_PILES]; /* piles that take cards from this one */
  guint64 sources[PAT_MAX_PILES]; /* piles whose cards this one takes */
  guint64 any_target;             /* piles that take cards from some pile */
  guint64 tableau_piles;          /* piles of kind tableau */
  guint64 bare_piles;             /* that take a tableau card only onto their base */
  guint64 build_on[PAT_MAX_GROUPS][N_TYPES];
  guint64
      wide_on[PAT_MAX_GROUPS]; /* tops that take many kinds, see solver_list_moves() */
  guint64 rests_on[N_TYPES];   /* the cards it can be built on in play */
  guint64 fill[PAT_MAX_PILES]; /* cards an empty pile takes */
  guint64 unit_run_piles;      /* building piles whose runs move as one move */
  guint64 group_piles[PAT_MAX_GROUPS]; /* the piles of each group */

  /* Evaluation and the win. */
  gint8 position[N_TYPES];   /* in its home sequence, or -1 */
  guint8 order_key[N_TYPES]; /* cards compared for blocking share a key */
  gint32 blocker_weight[PAT_MAX_PILES];
  gint32 cross_weight[PAT_MAX_PILES];
  guint64 home_piles;
  guint64 clear_piles; /* the piles of groups that are clear_to_win */
  guint64 top_piles;   /* home piles hashed by their top card alone */
  guint8 home_list[PAT_MAX_PILES];
  guint n_home;
  guint64 merged_piles; /* home piles hashed as one heap of cards */
  guint up_base;        /* their upper group's base rank */
  guint up_count;       /* and how many piles each group has */
  guint down_count;
  guint64 run_piles;      /* piles whose runs beams move whole */
  guint64 fillable_piles; /* building piles that take any card when empty */
  guint64 building_piles; /* piles where cards are built on one another */

  /* Safe moves. */
  gboolean safe_possible;
  guint decks;                 /* copies of each card the deck holds */
  guint64 safe_types;          /* cards only one home group takes */
  guint8 home_group[N_TYPES];  /* which one */
  guint64 safe_needs[N_TYPES]; /* cards that must all be home first */
  guint64 self_buildable;      /* cards buildable on their own chain */
  gboolean shuffle_redeal;

  /* Cards parked: brought out of a home pile or a reserve only when used
   * at once (docs/solver.md, section 4.4). */
  gboolean parking;
  guint64 parking_piles;  /* reserves of one card that nothing goes to */
  gboolean parking_waste; /* the waste's card too (see analyse_talon()) */
  guint64 leaving_piles;  /* a parked card leaving them is a use */

  /* A card that can be taken back from home to where it lies is sent home
   * (see analyse_undo_home()). */
  gboolean undo_home;

  /* Piles change by themselves only by turning their top card up. */
  gboolean turn_up_only;

  /* Stock and waste taken as one round of cards (see analyse_talon()). */
  guint64 talon_piles;
  /* Beams deal one deal at a time instead, and tell apart where the waste
   * stands in the round (see solver_analyse_dealing_beams()). */
  gboolean beam_deals;

  /* What each card in the waste costs the evaluation, where it waits there
   * for its one place in play (see analyse_held_waste()). */
  gint32 waste_weight;

  /* A waste card put in play only just before the next deal or redeal, or
   * a move onto it (see analyse_placing()). */
  gboolean place_last;

  /* Piles that take a tableau card only onto their bare base, where a card
   * alone on the base goes home safely once the stock is out (see
   * analyse_cells()). */
  guint64 cell_piles;

  /* Two cards that lock each other in a pile, once no redeal is left (see
   * analyse_locks()). */
  guint64 lock_piles;
  guint64 lock_types;          /* cards checked as the upper card */
  guint64 lock_needs[N_TYPES]; /* same-suit cards its foundation needs first */

  /* Cards that can never leave their piles, with one deck (see
   * analyse_strands()). */
  guint64 strand_piles;
  guint64 strand_run_piles;           /* those whose runs move together */
  gboolean strand_gathered;           /* a redeal gathers them while redeals remain */
  guint64 strand_needs[N_TYPES];      /* cards its foundation needs first */
  guint64 strand_fill[PAT_MAX_PILES]; /* cards that leave it for an empty pile */

  /* Cards that leave in pairs (Pyramid, see solver_analyse_pairs()): the total,
   * 0 where cards do not pair, the piles whose cards must all pair off,
   * and for each of them the piles never free at the same time as it. */
  guint pair_total;
  guint64 pair_clear_piles;
  guint64 pair_home_piles; /* hashed by their length alone */
  guint64 pair_apart[PAT_MAX_PILES];

  /* The game played out greedily, for the evaluation (see
   * analyse_playout()). */
  PlayoutKind playout;
  gboolean playout_by_rank;          /* see waste_home_takes() */
  gboolean playout_ahead;            /* see waste_home_waits() */
  gboolean playout_derived;          /* see waste_playout_init_from() */
  guint64 playout_piles;             /* the piles the waste card waits on */
  struct _PlayoutMemo *playout_memo; /* the solver's, or NULL */
  /* Beams rank positions by the playout alone, drawing lots between equal
   * ones (see beam_score()). */
  gboolean beam_by_playout;
} Analysis;

#define MAX_BEAM_WIDTHS 4

/* The search's choices per game (docs/solver.md, section 10), picked by
 * solver_tune() from the rules analysis and the budget: portfolio() reads
 * them and branches on no game. */
typedef struct
{
  /* The widths of the passes of beams, each narrowed to fit the budget;
   * where beams draw lots, the first alone, run twice, then doubled. */
  guint beam_widths[MAX_BEAM_WIDTHS];
  guint n_beam_widths;
  /* Beams go on with new lots while the budget left holds one, and the
   * same width may run again (see beam_score()). */
  gboolean beam_lots;
  /* Every other round, the second beam plays out looking ahead (see
   * solver_analyse_ahead_playout()). */
  gboolean ahead_beams;
  /* Between passes, the depth-first search gets the positions the beams
   * had, shifted right by this, and at least dfs_slice, which is
   * multiplied by dfs_slice_growth each round. */
  guint dfs_share_shift;
  guint64 dfs_slice;
  guint dfs_slice_growth;
  /* The depth-first search goes on where it nears its end (see
   * solver_dfs_progress()). */
  gboolean dfs_near_end;
  /* A second beam of each width runs in the restricted game, where there
   * is one (see solver_analyse_restricted()). */
  gboolean restricted_beams;
  /* Or, where the talon is one position, deals one deal at a time (see
   * solver_analyse_dealing_beams()). */
  gboolean dealing_beams;
} Tuning;

typedef struct
{
  guint64 *slots;
  guint64 mask;
  guint size;     /* slots now */
  guint capacity; /* slots at most */
  guint count;
  guint window;
  guint64 replaced;
} Table;

/* The positions on the current line, apart from the table, which may
 * forget them. Open addressing with deletion by backward shift. */
typedef struct
{
  guint64 *slots;
  guint64 mask;
  guint count;
} PathSet;

/* A small set of keys that is cleared in the time it took to fill. */
typedef struct
{
  guint64 *slots;
  guint64 mask;
  GArray *used;
} KeySet;

typedef struct
{
  PatMove move;
  gint32 score;
  guint order;
  guint prefix_start; /* shuffles of home piles before the move */
  guint prefix_len;
  guint64 key;   /* of the position after the move, before forced moves */
  guint32 park;  /* see solver_park_after() */
  guint playout; /* see whole_value() */
} Child;

typedef struct
{
  PatState state; /* after its forced moves */
  guint first_child;
  guint n_children;
  guint next_child;
  guint line_len;
  guint prefix_base;
  guint64 keys[2];
  guint n_keys;
  guint32 park; /* the moves here must use the card just parked */
} Frame;

typedef struct
{
  Analysis an;
  /* For a second beam of each width, or NULL: the game without moves back
   * from home. */
  Analysis *second;
  /* For every other second beam that draws lots, or NULL: the playout
   * that looks ahead (see solver_analyse_ahead_playout()). */
  Analysis *ahead;
  Tuning tune;
  PatSolverLimits limits;
  GCancellable *cancellable;
  Table table;
  PathSet path;
  GArray *frames;
  GArray *pile_hashes; /* guint64: the piles' hashes in each frame's summary */
  GArray *pile_scores; /* gint32: their scores */
  GArray *children;
  GArray *prefix;  /* PatMove: the shuffles children need first */
  GArray *scratch; /* Step: for solver_expand() */
  GArray *members;
  KeySet arrangements;
  GArray *line;
  PatSolverStats stats;
  gint64 start;
  gint64 deadline;
  guint64 steps;
  gboolean cut; /* a line was cut off by the depth limit */
  gboolean out_of_budget;
  /* The plain depth-first search of the portfolio: moves in a fixed order
   * by the piles they go from and to, no evaluation (see plain_score()). */
  gboolean plain;
  guint64 other_nodes; /* positions the other search of the portfolio had */
} Solver;

typedef enum
{
  PUSH_WON,
  PUSH_PUSHED,
  PUSH_PRUNED,
} PushResult;

#define TABLE_START 4096

/* For the evaluation: how costly a blocker is, the same in every pile in
 * play (docs/solver.md, sections 9 and 12). */
#define BLOCKER_WEIGHT 40

#define CROSS_WEIGHT 10

/* A card held in the waste (analyse_held_waste()): one and a half cards
 * home (docs/solver.md, sections 9 and 12). */
#define WASTE_WEIGHT 150

/* Where every card comes from the stock and goes home, at most waiting on
 * the way (Jubilee, Idle Aces), the evaluation plays the rest of the game
 * out greedily and counts the cards home at the end before all else
 * (docs/solver.md, section 9). The playout only orders the search. */
#define PLAYOUT_PILES 8

#define PLAYOUT_WEIGHT 16384 /* above any sum of the other terms */

#define NEAR 3

#define FAR 255

#define BLOCKER_GAP 2

/* A position's key and evaluation pile by pile, so that those of the
 * position after a move cost only the piles the move changed. */
typedef struct
{
  guint64 hash[PAT_MAX_PILES];
  gint32 score[PAT_MAX_PILES];
  guint64 sum;    /* hash[] of the piles not merged */
  guint64 merged; /* hash[] of the merged piles */
  gint32 score_sum;
  guint64 wanted[PAT_MAX_PILES]; /* of each home pile */
  guint64 wanted_all;
  /* The NEAR shallowest places of each wanted card, in different piles. */
  guint8 near_depth[N_TYPES][NEAR];
  guint8 near_pile[N_TYPES][NEAR];
} Summary;

/* The game of analyse_playout(), played out: the foundations' heights and
 * suits, and the cards waiting on each pile. */
typedef struct
{
  guint n_home;
  guint8 height[PAT_MAX_PILES];
  guint8 suit[PAT_MAX_PILES];
  guint n_piles;
  guint8 len[PLAYOUT_PILES];
  guint8 cards[PLAYOUT_PILES][PAT_MAX_CARDS];
  guint home;
} Playout;

/* The home piles in solver_playout_waste(): the top of each, and where
 * arrangements over the home piles are one position (analyse_merged()),
 * how many cards of each rank those piles hold; and the types that the
 * piles counted by their tops take, from their tops. */
typedef struct
{
  guint8 top[PAT_MAX_PILES];
  guint8 ranks[PAT_KING + 1];
  guint8 scan[PAT_KING + 1]; /* solver_ranks_fit()'s scan of @ranks after each rank */
  guint64 takes;
  guint64 hash; /* of @top and @ranks, see waste_playout_key() */
} WasteHome;

/* Whether some arrangement of @ranks over the merged home piles is legal:
 * each pile of the upper group holding the run from its base up to some
 * rank, each of the lower group the run from the King down to some rank.
 * Going up the ranks, the piles of the lower group that reach down to rank
 * r can only grow in number and those of the upper group that reach up to
 * it only shrink; taking as few of the lower group as each rank allows
 * leaves the most room for the ranks above. The scan goes rank by rank
 * (ranks_step()), from the piles of each group that reach the rank below,
 * as @up << 4 | @down. */
#define SCAN_FAILED 0xff

/* The greedy playout of analyse_playout() where the waste feeds the home
 * piles alone, as it goes: the home piles, the stock and the waste (each
 * from its bottom), the redeals left and the cards home. */
typedef struct
{
  WasteHome home;
  guint n_stock, n_waste, n_home, redeals;
  guint64 hash; /* of the stock and the waste, see waste_playout_key() */
  guint8 cards[PAT_MAX_CARDS], turned[PAT_MAX_CARDS];
} WastePlayout;

/* The playout memo: playouts of one search soon stand where a parent's or
 * a sibling's stood, and go the same way from there, so the cards home at
 * the end are kept for some places each playout passes through, by hash,
 * and a playout that comes to one stops there. A hash two places share by
 * chance only ranks a position wrongly. */
#define PLAYOUT_MEMO_BITS 16

#define PLAYOUT_MEMO_EVERY 8 /* deals between the places kept */

#define PLAYOUT_MEMO_PLACES 64 /* kept at most, per playout */

#define PLAYOUT_MEMO_VALUE 0xff /* the bits of a slot that hold the cards home */

G_STATIC_ASSERT (PAT_MAX_CARDS <= PLAYOUT_MEMO_VALUE);

typedef struct _PlayoutMemo
{
  guint64 slots[1 << PLAYOUT_MEMO_BITS]; /* the key's other bits | cards home */
} PlayoutMemo;

/* Where the waste feeds the home piles, a position being expanded: its
 * playout after the first step, and the cards home at the playout's end.
 * The child that stands where that step leads ends alike, and its playout
 * need not be run: Idle Aces deal 7, 54 % of the children in the beams. */
typedef struct
{
  WastePlayout start, next;
  guint value;
  gboolean valid; /* @next is a step on from @start */
} PlayoutParent;

#define PLAYOUT_UNKNOWN G_MAXUINT

/* A redeal kept for later, where redeals shuffle and come whenever the
 * player likes (Intelligence, La Belle Lucie): worth ten cards home. Without
 * it, a beam spends its redeals as soon as a shuffle looks a little better,
 * and a hundred moves on ends with the last two cards of a suit lying the
 * wrong way round in one pile and no redeal left to part them. */
#define REDEAL_VALUE 1000

/* Out of order: positions where no order of the cards' moves home fits, in
 * the games of analyse_locks() (docs/solver.md, section 8.3). Where both
 * copies of a card are out, which goes home last is tried both ways for
 * the first ORDER_BRANCHES such cards only. Looked for at the start of a
 * search only, like the strands. */
#define ORDER_NODES (2 * PAT_MAX_CARDS)

#define ORDER_WORDS ((ORDER_NODES + 63) / 64)

#define ORDER_BRANCHES 6

typedef struct
{
  guint n;
  guint64 succ[ORDER_NODES][ORDER_WORDS];
} OrderGraph;

typedef struct
{
  PatState state;
  guint parent;
  PatMove move;
} Member;

#define MAX_ARRANGEMENTS 4096

/* The ways on from @state that are worth trying: each a move, after the
 * shuffles of home piles in @prefix from @prefix_start (none in most games),
 * leading to @next, before forced moves. */
typedef struct
{
  PatState next;
  PatMove move;
  guint prefix_start;
  guint prefix_len;
  guint64 dirty; /* filled in by the caller */
  guint64 key;
  guint32 park;
} Step;

#define IDLE_PENALTY 100000

#define PARK_TO(park) ((guint)((park)&0xff) - 1)

#define PARK_FROM(park) ((guint)(((park) >> 8) & 0xff) - 1)

#define PARK_CARD(park) ((PatCard)((park) >> 16))

typedef struct
{
  guint parent;
  PatMove move;
  guint prefix_start;
  guint prefix_len;
  guint32 park; /* see solver_park_after() */
} BeamNode;

typedef struct
{
  PatState state;
  gint32 score;
  guint playout; /* the playout's cards home, where the waste feeds them */
  guint from;    /* the entry of the level before it came from */
  BeamNode node;
} BeamEntry;

/* A level of a beam, once expanded: its positions after their forced
 * moves, and the terms of their piles (see solver_summarize()). */
typedef struct
{
  BeamEntry *entries;
  guint64 *hash;
  gint32 *score;
} BeamLevel;

/* The beam's heap holds scores and places in a pool of entries, so that
 * sifting moves eight bytes, not a position. */
typedef struct
{
  gint32 score;
  guint slot;
} HeapItem;

/* A beam gives up after this many positions per unit of width, or after
 * this many depths with no more cards home. */
#define BEAM_EXPANSIONS 1500

#define BEAM_STALL 300

typedef enum
{
  RUN_WON,
  RUN_EXHAUSTED,
  RUN_PAUSED,
  RUN_STOPPED,
} RunResult;

/* How much of the depth-first search's tree is behind it, were every
 * subtree of a position alike. A search whose share at least doubles from
 * one look to the next, once it is a hundredth, is nearing its end, and
 * goes on before the next beams (docs/solver.md, section 10). */
#define DFS_NEAR_END 0.01

/* Under a node budget, the beams of a round fit in a stage of positions:
 * the first ends here, each next one twice as far (see stage_end()). */
#define STAGE_NODES 250000

/* Past the tuning's widths, beams under a node budget grow four times a
 * round up to this: a wider beam holds too many positions in memory. */
#define MAX_BEAM_WIDTH 80000

/* The portfolio: after the first slice of the other depth-first search,
 * the plain one runs for this many positions before the first beams, then
 * gets a quarter of the positions the other search has had (shifted right
 * by PLAIN_SHARE_SHIFT) before each turn of the others. */
#define PLAIN_FIRST 40000

#define PLAIN_SHARE_SHIFT 2

/* Of the best-looking moves, how many a hint checks with a short search, and
 * how many positions each search may look at: together half the hint's own
 * budget, but at least HINT_CHECK_MIN_NODES each (enough to see a blunder
 * near the end of a game), at most HINT_CHECK_NODES. */
#define HINT_CHECKS 8

#define HINT_CHECK_MIN_NODES 500

#define HINT_CHECK_NODES 4000

/* pat-solver-table.c */
G_GNUC_INTERNAL guint64 solver_next_random (guint64 *seed);
G_GNUC_INTERNAL guint64 solver_pile_hash (const Analysis *an, const PatState *state,
                                          guint p);
G_GNUC_INTERNAL guint64 solver_finish_key (const Analysis *an, guint64 sum,
                                           guint64 merged, const PatState *state);
G_GNUC_INTERNAL guint64 solver_state_key (const Analysis *an, const PatState *state);
G_GNUC_INTERNAL void solver_table_init (Table *table, guint cap);
G_GNUC_INTERNAL void solver_table_insert (Table *table, guint64 key);
G_GNUC_INTERNAL guint solver_table_cap (const Solver *s);
G_GNUC_INTERNAL void solver_table_raise_cap (Table *table, guint cap);
G_GNUC_INTERNAL void solver_path_add (PathSet *path, guint64 key);
G_GNUC_INTERNAL void solver_path_remove (PathSet *path, guint64 key);

/* pat-solver-analysis.c */
G_GNUC_INTERNAL guint64 solver_types_of_rank (const PatPileGroup *group, guint rank,
                                              PatSuit suit);
G_GNUC_INTERNAL gboolean solver_is_building_group (const PatPileGroup *group);
G_GNUC_INTERNAL Analysis *solver_analyse_pile_playout (const Analysis *an);
G_GNUC_INTERNAL Analysis *solver_analyse_waste_unweighted (const Analysis *an);
G_GNUC_INTERNAL Analysis *solver_analyse_ahead_playout (const Analysis *an);
G_GNUC_INTERNAL void solver_analyse (Analysis *an, const PatRules *rules);
G_GNUC_INTERNAL void solver_tune (Tuning *tuning, const Analysis *an, gboolean budgeted);
G_GNUC_INTERNAL Analysis *solver_analyse_restricted (const PatRules *rules);

/* pat-solver-eval.c */
G_GNUC_INTERNAL guint64 solver_wanted_next (const Analysis *an, const PatState *state,
                                            guint pile);
G_GNUC_INTERNAL void solver_summarize (const Analysis *an, const PatState *state,
                                       const PatState *prev, const guint64 *prev_hash,
                                       const gint32 *prev_score, gboolean scored,
                                       Summary *sum);
G_GNUC_INTERNAL gint32 solver_evaluate (const Analysis *an, const PatState *state);
G_GNUC_INTERNAL guint64 solver_changed_piles (const Analysis *an, const PatState *state,
                                              const PatState *next, const PatMove *move);
G_GNUC_INTERNAL guint64 solver_step_key (const Analysis *an, const Summary *sum,
                                         const PatState *next, guint64 dirty);
G_GNUC_INTERNAL gint32 solver_step_score (const Analysis *an, const Summary *sum,
                                          const PatState *next, guint64 dirty,
                                          const PlayoutParent *parent, guint *playout);

/* pat-solver-playout.c */
G_GNUC_INTERNAL guint solver_playout_home (const Analysis *an, const PatState *state);
G_GNUC_INTERNAL gboolean solver_ranks_fit (const Analysis *an,
                                           const guint8 ranks[PAT_KING + 1]);
G_GNUC_INTERNAL void solver_count_ranks (const PatState *state, guint p,
                                         guint8 ranks[PAT_KING + 1]);
G_GNUC_INTERNAL void solver_playout_parent_init (const Analysis *an,
                                                 const PatState *state, guint value,
                                                 PlayoutParent *parent);
G_GNUC_INTERNAL guint solver_playout_waste (const Analysis *an, const PatState *state,
                                            const PlayoutParent *parent);

/* pat-solver-moves.c */
G_GNUC_INTERNAL guint64 solver_covered_piles (const Analysis *an, const PatState *state);
G_GNUC_INTERNAL guint solver_list_moves (const Analysis *an, const PatState *state,
                                         guint64 skip, PatMove *moves);
G_GNUC_INTERNAL void solver_keyset_init (KeySet *set, guint size);
G_GNUC_INTERNAL void solver_keyset_free (KeySet *set);
G_GNUC_INTERNAL gboolean solver_find_arrangement (Solver *s, const Analysis *an,
                                                  const PatState *state, guint from,
                                                  GArray *prefix, PatState *member,
                                                  guint *to);
G_GNUC_INTERNAL guint64 solver_step_changes (const Analysis *an, const PatState *state,
                                             const Step *step);
G_GNUC_INTERNAL void solver_expand_runs (const Analysis *an, const PatState *state,
                                         GArray *prefix, GArray *steps);
G_GNUC_INTERNAL int solver_compare_children (gconstpointer a, gconstpointer b);
G_GNUC_INTERNAL gboolean solver_is_redundant (const Analysis *an, const PatState *state,
                                              const PatMove *move, const PatState *parent,
                                              const PatMove *via);
G_GNUC_INTERNAL gboolean solver_is_idle (const Analysis *an, const PatState *state,
                                         const PatMove *move, const PatState *next);

/* pat-solver-safe.c */
G_GNUC_INTERNAL gboolean solver_is_locked (const Analysis *an, const PatState *state);
G_GNUC_INTERNAL gboolean solver_is_out_of_order (const Analysis *an,
                                                 const PatState *state);
G_GNUC_INTERNAL gboolean solver_is_stranded (const Analysis *an, const PatState *state);
G_GNUC_INTERNAL gboolean solver_find_safe_move (const Analysis *an, const PatState *state,
                                                guint64 exclude, PatMove *move);
G_GNUC_INTERNAL gboolean solver_is_futile_takeback (const Analysis *an,
                                                    const PatState *next,
                                                    const PatMove *move);

/* pat-solver-pairs.c */
G_GNUC_INTERNAL void solver_analyse_pairs (Analysis *an);
G_GNUC_INTERNAL gboolean solver_pairs_unmatched (const Analysis *an,
                                                 const PatState *state);
G_GNUC_INTERNAL gboolean solver_find_safe_pair (const Analysis *an, const PatState *state,
                                                PatMove *move);

/* pat-solver-solver_expand.c */
G_GNUC_INTERNAL Analysis *solver_analyse_dealing_beams (const Analysis *an);
G_GNUC_INTERNAL gboolean solver_is_parked_dead_end (const Analysis *an,
                                                    const PatState *state, guint32 park);
G_GNUC_INTERNAL guint32 solver_park_after (const Analysis *an, const PatState *state,
                                           const PatMove *move, const PatState *next);
G_GNUC_INTERNAL gboolean solver_park_usable (const Analysis *an, const PatState *state,
                                             guint32 park);
G_GNUC_INTERNAL void solver_expand (Solver *s, const Analysis *an, const PatState *state,
                                    const PatState *parent, const PatMove *via,
                                    guint32 park, gboolean beam, GArray *prefix,
                                    GArray *steps);

/* pat-solver-dfs.c */
G_GNUC_INTERNAL void solver_play_forced (const Analysis *an, PatState *state,
                                         gboolean undo, guint keep, GArray *line,
                                         guint64 *count);
G_GNUC_INTERNAL gboolean solver_out_of_budget (Solver *s);
G_GNUC_INTERNAL RunResult solver_dfs_start (Solver *s, const PatState *root);
G_GNUC_INTERNAL RunResult solver_dfs_run (Solver *s, guint64 until);
G_GNUC_INTERNAL double solver_dfs_progress (const Solver *s);
G_GNUC_INTERNAL guint solver_fitting_width (guint width, guint last_width,
                                            guint64 last_nodes, guint64 share);

/* pat-solver-beam.c */
G_GNUC_INTERNAL gboolean solver_beam_search (Solver *s, const Analysis *an,
                                             const PatState *root, guint width,
                                             guint64 until, guint64 salt);

/* Small helpers every file uses. */

static inline guint64
mix64 (guint64 z)
{
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline guint
type_of (PatCard card)
{
  return pat_card_face_up (card) & 0x3f;
}

static inline guint
home_cards (const Analysis *an, const PatState *state)
{
  guint n = 0;

  for (guint p = 0; p < an->rules.n_piles; p++)
    if (an->home_piles & (PILE_BIT (p)))
      n += pat_state_len (state, p);
  return n;
}

/* As pat_state_is_won(), from the masks. */
static inline gboolean
is_won (const Analysis *an, const PatState *state)
{
  if (an->clear_piles != 0)
    {
      for (guint64 w = an->clear_piles; w != 0; w &= w - 1)
        if (pat_state_len (state, (guint)__builtin_ctzll (w)) > 0)
          return FALSE;
      return TRUE;
    }
  return home_cards (an, state) == an->rules.variant->win_cards;
}

static inline gboolean
pile_is_permuted (const Analysis *an, const PatState *state, guint pile)
{
  guint perm = an->perm[an->rules.piles[pile].group];

  return perm == PERM_ALWAYS
         || (perm == PERM_WITHOUT_REDEALS && state->redeals_left == 0);
}

static inline gboolean
path_contains (const PathSet *path, guint64 key)
{
  for (guint64 i = key & path->mask;; i = (i + 1) & path->mask)
    {
      if (path->slots[i] == key)
        return TRUE;
      if (path->slots[i] == 0)
        return FALSE;
    }
}

static inline gboolean
table_contains (const Table *table, guint64 key)
{
  guint64 at = key >> 8;

  for (guint i = 0; i < table->window; i++)
    {
      guint64 slot = table->slots[(at + i) & table->mask];

      if (slot == key)
        return TRUE;
      if (slot == 0)
        return FALSE;
    }
  return FALSE;
}

/* A position's key with the card parked there. */
static inline guint64
park_key (guint64 key, guint32 park)
{
  if (park == 0)
    return key;
  key = mix64 (key ^ mix64 (park ^ G_GUINT64_CONSTANT (0x7061726b65642121)));
  return key != 0 ? key : 1;
}

/* The pile whose parked card forced moves must leave alone, for
 * solver_play_forced(): none without @park. */
static inline guint
park_keep (guint32 park)
{
  return park != 0 ? PARK_TO (park) : PAT_MAX_PILES;
}

/* The lowest set bit of a non-zero mask. */
static inline guint
lowest_bit (guint64 mask)
{
#if defined(__GNUC__) || defined(__clang__)
  return (guint)__builtin_ctzll (mask);
#else
  return (guint)g_bit_nth_lsf (mask, -1);
#endif
}

/* How many bits of @mask are set. */
static inline guint
bit_count (guint64 mask)
{
#if defined(__GNUC__) || defined(__clang__)
  return (guint)__builtin_popcountll (mask);
#else
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
#endif
}

/* Starts fetching the slots of @key, to look at them a little later. */
static inline void
table_prefetch (const Table *table, guint64 key)
{
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch (&table->slots[(key >> 8) & table->mask]);
#endif
}

/* The cards that pile @to takes now, from the tables: a quick superset. */
static inline guint64
pile_takes (const Analysis *an, const PatState *state, guint to)
{
  PatCard onto = pat_state_top (state, to);

  if (onto == PAT_CARD_NONE)
    return an->fill[to];
  return an->build_on[an->rules.piles[to].group][type_of (onto)];
}

/* Sets all of @step but its position: zeroing a whole step, position and
 * all, would cost a tenth of the search. */
static inline void
step_init (Step *step, PatMove move, guint prefix_start)
{
  step->move = move;
  step->prefix_start = prefix_start;
  step->prefix_len = 0;
  step->dirty = 0;
  step->key = 0;
  step->park = 0;
}
