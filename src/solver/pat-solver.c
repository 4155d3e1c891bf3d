/* pat-solver.c — a depth-first search for a winning line
 *
 * Copyright 2026 The Patience authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "pat-solver"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pat-solver.h"

/* How the search works, and why each shortcut keeps its answers true.
 *
 * The search is depth-first over the engine's own legal moves: the engine
 * says what is legal and plays every move, compulsory actions and seeded
 * redeals included, so the solver cannot disagree with the game. It sees
 * every card, face down or in the stock.
 *
 * Positions already searched are remembered in a transposition table of
 * 64-bit hashes. Finding a win is a question of reachability, so a position
 * met a second time never needs searching again: if a win could be reached
 * from it, the search that met it first is still on its way there, or found
 * it. The same covers cycles (a card shuttled between two bare Queens, a
 * foundation card taken back and sent home again): the positions on the
 * current line are kept apart from the table, so a full table that forgets
 * entries costs time, never a wrong answer, and never an endless loop. Two
 * different positions share a 64-bit hash with a chance too small to count.
 *
 * Positions are hashed up to equivalence: face-down flags are left out (with
 * every card known, a face-down card only differs in that it cannot move, and
 * the engine turns it up as soon as it is exposed; where runs move, a card
 * turned up and covered again by the run it lay under could move with that
 * run, but moving it alone and then the run onto it ends in the same place);
 * piles of a group that no rule tells apart are hashed as a set rather than a
 * sequence; and in games where no rule looks at suits, cards are hashed by
 * rank alone. A pile group is told apart by its order when a pile takes only
 * one suit, when it is refilled from the stock, when the stock is dealt onto
 * one of its piles, or, while redeals remain, when a redeal gathers it.
 * Where the waste goes back to the stock as often as the player likes
 * (Klondike), the positions of one round of stock and waste that reach one
 * another are one position, and the search plays a waste card after the
 * deals that bring it up (see analyse_talon()).
 *
 * Moves that cannot lead anywhere new are not tried:
 *
 * - a card put back where it just came from gives back the position before
 *   (up to face-down flags), which is on the current line;
 * - a card (or run) moved twice running, A to B then B to C, when A to C was
 *   legal before: that gives exactly the position the direct move gives,
 *   which is searched as a sibling (not when a forced move came in between);
 * - of several empty piles that no rule tells apart, only the first is tried
 *   as a target, and a whole pile is not moved to another empty pile of its
 *   group: both give the same position up to the order of piles;
 * - a card brought out of a home pile, out of a reserve of one card that
 *   nothing goes to, or (where a deal turns one card and the round of stock
 *   and waste is one position, see analyse_talon()) out of the waste, and put
 *   on a pile in play, is followed only by a move that uses it: a move onto
 *   its pile X, or (out of a home pile) a move to or from the home pile it
 *   left, but for c going straight back, which undoes it. Take any line that
 *   brings such a card c out to X and does not use it at once, and bring c
 *   out only just before its first use instead. Every move in between stays
 *   legal: it neither goes onto X nor takes from it (so it leaves c and the
 *   cards under c alone), nor, out of a home pile, takes from or adds to the
 *   home pile c left; so where c lay makes no difference to it, and X at
 *   worst is empty for longer. Nothing else depends on where c is where this
 *   is done: no stock but such a round (which brings every other card up with
 *   c in it as well), no other redeal, no refill, no hook on new foundations,
 *   no shuffles between home piles. If the first use takes c off X instead,
 *   alone, c could have gone straight where it goes; with cards under it,
 *   they can go first, and c after them, on the same card as before, and that
 *   brings c out later than before. (Where a pile in play takes cards from X
 *   that c's old pile cannot give it, a move off X stays a use.) If the use
 *   is itself a card brought out onto c, the two go out together, one
 *   straight after the other. Each step brings a card out later, or leaves
 *   one card fewer waiting, so every winning line has a twin of the same
 *   length in which each card brought out is used at once, and the search
 *   only follows such lines. A position reached by bringing a card out has
 *   its own key (the pile and the card mixed into the hash), as fewer of its
 *   moves are tried; it is not searched at all when no move could use the
 *   card; and when the card brought out is sent home again by a safe move,
 *   the move home was a sibling;
 * - where the waste holds one card and the next is turned only once it is
 *   played, a waste card put in play is followed at once by the deal, the
 *   redeal or the move onto it that it waited for (see analyse_placing()).
 *
 * Safe moves to a foundation are played without trying anything else, where
 * a rule proves that the position after them is at least as good. The proof
 * is the same everywhere: a position P' that is P with some cards taken out
 * of play (sent home) can copy every line from P, leaving out the moves of
 * those cards, as long as no other card ever needs them. A card c is safe
 * when:
 *
 * - it goes to a foundation of the only group of home piles that ever takes
 *   cards like it, and cards never move from one home pile to another;
 * - every copy of the card before it in the foundation's sequence is home:
 *   then no other foundation still waits for a card like c below where c
 *   goes now. (Without this rule a second copy of c could be needed under a
 *   foundation that lags behind, and the copy sent early would be missed.
 *   When another foundation waits at the same height, the other copy goes
 *   there instead, since identical cards and foundations of one group are
 *   interchangeable.)
 * - no card still in play can ever be built on it: every card that can be
 *   built on c directly (or, where cards can be taken back from the
 *   foundations, on c or on anything below c in its suit, again and again)
 *   is home in every copy. Where a pile takes any card whatever its top, c
 *   is never a base that anything needs;
 * - no redeal shuffles it with other cards while redeals remain (the shuffle
 *   would change), its pile is not refilled from the stock when it leaves
 *   (refills would go elsewhere), and it does not leave a pile empty that
 *   then takes nothing.
 * - it is not a waste card where the stock is dealt several cards at a time:
 *   without it, later deals would turn up other cards together.
 *
 * Order-keeping redeals (the waste turned over, the tableau gathered) keep
 * the argument when the stock is dealt a card at a time: the cards taken out
 * are simply missing from the new stock.
 * A hook that limits new foundations (Laggard Lady) is checked once more
 * after the move, for the cards that may still start one.
 *
 * Where a card can always be taken back from its foundation and a round of
 * stock and waste feeds the piles (Klondike), the depth-first search also
 * sends home every card that could at once be taken back to where it lies,
 * the card under it staying as it is (see analyse_undo_home()).
 *
 * A position where two cards lock each other in a pile for good is lost,
 * and neither search goes on from it (see analyse_locks()). With one deck,
 * a position where some card can never leave its pile is lost too (see
 * analyse_strands()).
 *
 * Where cards move freely between home piles (Idle Aces), the search takes
 * all arrangements of the same cards over those piles as one position (see
 * analyse_merged() for the proof that each reaches the others), and plays a
 * card home whenever some arrangement takes it, with the shuffles to get
 * there found by a small breadth-first search; where no arrangement of the
 * ranks takes it (see ranks_fit()), none is looked for.
 *
 * Moves are tried best first, by a static evaluation of the position they
 * lead to: cards home, how deep the cards the foundations need next are
 * buried (once for all the empty foundations that want the same cards),
 * cards lying on a card their foundation needs first, face-down cards, empty
 * piles, cards already in sequence, and redeals kept for later where the
 * redeals may come at any moment. Where every card comes from the stock
 * and goes home, waiting at most on piles that only give cards home
 * (Jubilee, Idle Aces), the cards a greedy playout of the rest of the game
 * gets home come first (see analyse_playout()). A run moved between piles
 * that does nothing else (see is_idle()) comes last.
 *
 * A depth-first search commits to its first choices and can wander for
 * millions of moves in games where cards shuttle freely. So it is paused,
 * now and then, for a beam search of growing width (the best few thousand
 * positions of each depth), which finds most long wins quickly but proves
 * nothing when it fails; the depth-first search, resumed where it stopped,
 * alone decides "unwinnable", and goes on before the next beam where it
 * seems near its end. Under a node budget, a beam that would not get to
 * the end in its share of the positions left is narrowed to one that would
 * (fitting_width()). Where the waste feeds the home piles alone (Idle
 * Aces), a beam ranks positions by their playout alone and draws lots
 * between equal ones, and under a node budget beams go on, with new lots,
 * while the budget lasts (see beam_score()); every other second beam plays
 * out looking one card ahead (see analyse_ahead_playout()). A child that
 * stands where its parent's playout goes next is not played out again (see
 * playout_parent_init()), a playout that comes where another passed
 * stops there (see waste_playout_run()), and a beam that meets a position
 * whose playout wins goes on from it alone. Where cards can be taken back
 * from the foundations and a stock brings cards into play, beams also try the game
 * without taking back: a smaller game whose wins are wins of the real one. Where runs
 * built on one another move card by card through empty piles and there is no stock (King
 * Albert), beams also move a whole run as one step: half way, such a move looks poor to
 * the evaluation, and a beam would drop it before the run arrives. Each of its moves is
 * checked by the engine, so a beam's line is a line of legal moves all the same.
 *
 * Every choice of the search counts positions, never time: a position, its
 * rules and a node budget give the same answer and the same line on any
 * machine under any load. A time limit only stops the search, which then
 * answers "unknown", as when it is cancelled.
 *
 * Finally the winning line loses its detours: from each position on it, the
 * move that reaches the latest later position at once. */

#define N_TYPES 64
#define TYPE_BIT(t) (G_GUINT64_CONSTANT (1) << (t))
#define MAX_MOVES PAT_MAX_MOVES
#define CHECK_EVERY 64
/* A time limit past this many seconds (30 years) is held to it: the
 * deadline in microseconds then fits a gint64 whatever the limit, 1e300 and
 * infinity included. */
#define MAX_DEADLINE_SECONDS 1e9
#define WINDOW 8
/* More kinds of card than this, and list_moves() keeps a pile apart. */
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
  guint64 wide_on[PAT_MAX_GROUPS];     /* tops that take many kinds, see list_moves() */
  guint64 rests_on[N_TYPES];           /* the cards it can be built on in play */
  guint64 fill[PAT_MAX_PILES];         /* cards an empty pile takes */
  guint64 unit_run_piles;              /* building piles whose runs move as one move */
  guint64 group_piles[PAT_MAX_GROUPS]; /* the piles of each group */

  /* Evaluation and the win. */
  gint8 position[N_TYPES];   /* in its home sequence, or -1 */
  guint8 order_key[N_TYPES]; /* cards compared for blocking share a key */
  gint32 blocker_weight[PAT_MAX_PILES];
  gint32 cross_weight[PAT_MAX_PILES];
  guint64 home_piles;
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
  guint decks;                 /* copies of each card: one or two */
  guint64 safe_types;          /* cards only one home group takes */
  guint8 home_group[N_TYPES];  /* which one */
  guint64 safe_needs[N_TYPES]; /* cards that must all be home first */
  guint64 self_buildable;      /* cards buildable on their own chain */
  gboolean shuffle_redeal;

  /* Cards parked: brought out of a home pile or a reserve only when used
   * at once (see the top of the file). */
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

  /* The game played out greedily, for the evaluation (see
   * analyse_playout()). */
  PlayoutKind playout;
  gboolean playout_by_rank;          /* see waste_home_takes() */
  gboolean playout_ahead;            /* see waste_home_waits() */
  gboolean playout_derived;          /* see waste_playout_init_from() */
  guint64 playout_piles;             /* the piles the waste card waits on */
  struct _PlayoutMemo *playout_memo; /* the solver's, or NULL */
} Analysis;

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
  guint32 park;  /* see park_after() */
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
   * that looks ahead (see analyse_ahead_playout()). */
  Analysis *ahead;
  PatSolverLimits limits;
  GCancellable *cancellable;
  Table table;
  PathSet path;
  GArray *frames;
  GArray *pile_hashes; /* guint64: the piles' hashes in each frame's summary */
  GArray *pile_scores; /* gint32: their scores */
  GArray *children;
  GArray *prefix;  /* PatMove: the shuffles children need first */
  GArray *scratch; /* Step: for expand() */
  GArray *members;
  KeySet arrangements;
  GArray *line;
  PatSolverStats stats;
  gint64 start;
  gint64 deadline;
  guint64 steps;
  gboolean cut; /* a line was cut off by the depth limit */
  gboolean out_of_budget;
} Solver;

typedef enum
{
  PUSH_WON,
  PUSH_PUSHED,
  PUSH_PRUNED,
} PushResult;

/* Hashing ---------------------------------------------------------------- */

static guint64
mix64 (guint64 z)
{
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static guint64
next_random (guint64 *seed)
{
  *seed += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  return mix64 (*seed);
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

static guint
type_of (PatCard card)
{
  return pat_card_face_up (card) & 0x3f;
}

static gboolean
pile_is_permuted (const Analysis *an, const PatState *state, guint pile)
{
  guint perm = an->perm[an->rules.piles[pile].group];

  return perm == PERM_ALWAYS
         || (perm == PERM_WITHOUT_REDEALS && state->redeals_left == 0);
}

/* A pile's term in the key: its cards in order, or, for the merged home
 * piles, just which cards (summed over them all before mixing). */
static guint64
pile_hash (const Analysis *an, const PatState *state, guint p)
{
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);
  guint64 h = len;

  if (an->merged_piles & (PILE_BIT (p)))
    {
      h = 0;
      for (guint i = 0; i < len; i++)
        h += an->zobrist[0][pat_card_rank (cards[i])];
      return h;
    }
  /* Hashed together, in talon_hash(). */
  if (an->talon_piles & (PILE_BIT (p)))
    return 0;
  for (guint i = 0; i < len; i++)
    h += an->zobrist[i][cards[i] & an->card_mask];
  if (pile_is_permuted (an, state, p))
    return mix64 (h ^ an->group_salt[an->rules.piles[p].group]);
  return mix64 (h ^ an->pile_salt[p]);
}

/* Whether the waste holds as many cards as it does when the stock has been
 * dealt from the start of a round: every such position of a round reaches
 * every other (see analyse_talon()). */
static gboolean
talon_at_round (const Analysis *an, const PatState *state)
{
  guint waste = pat_state_len (state, (guint)an->rules.waste);

  return waste % an->rules.deal_count == 0
         || pat_state_len (state, (guint)an->rules.stock) == 0;
}

/* Stock and waste as one round of cards in the order they are dealt: the
 * waste from the bottom, then the stock from the top. Where the waste stands
 * in the round counts only off the places a round reaches from its start
 * (where three cards are turned at a time, and a card played from the
 * waste has shifted the rest). */
static guint64
talon_hash (const Analysis *an, const PatState *state)
{
  guint stock = (guint)an->rules.stock, waste = (guint)an->rules.waste;
  const PatCard *cards = pat_state_pile (state, waste);
  guint w = pat_state_len (state, waste);
  guint n = w + pat_state_len (state, stock);
  guint64 h = n;

  for (guint i = 0; i < w; i++)
    h += an->zobrist[i][cards[i] & an->card_mask];
  cards = pat_state_pile (state, stock);
  for (guint i = w; i < n; i++)
    h += an->zobrist[i][cards[n - 1 - i] & an->card_mask];
  if (talon_at_round (an, state))
    return mix64 (h ^ an->pile_salt[waste]);
  /* Off the round's places, each place reaches its own few others. */
  return mix64 (h ^ an->pile_salt[stock] ^ ((guint64)w << 48));
}

static guint64
finish_key (const Analysis *an, guint64 sum, guint64 merged, const PatState *state)
{
  /* Only which cards are in the merged piles counts, not where (see the
   * comment at the top). */
  if (an->talon_piles != 0)
    sum += talon_hash (an, state);
  sum += mix64 (merged ^ G_GUINT64_CONSTANT (0x6d65726765642121));
  sum = mix64 (sum ^ ((guint64)state->redeals_left << 56));
  return sum != 0 ? sum : 1;
}

static guint64
state_key (const Analysis *an, const PatState *state)
{
  guint64 sum = 0;
  guint64 merged = 0;

  for (guint p = 0; p < an->rules.n_piles; p++)
    {
      if (an->merged_piles & (PILE_BIT (p)))
        merged += pile_hash (an, state, p);
      else
        sum += pile_hash (an, state, p);
    }
  return finish_key (an, sum, merged, state);
}

/* The transposition table ------------------------------------------------- */

#define TABLE_START 4096

/* Starts small, so that a quick search stays cheap, and doubles up to the
 * largest power of two within @cap. */
static void
table_init (Table *table, guint cap)
{
  guint capacity = 1;

  while (capacity <= cap / 2)
    capacity *= 2;
  table->capacity = capacity;
  table->size = MIN (capacity, TABLE_START);
  table->mask = table->size - 1;
  table->window = MIN (WINDOW, table->size);
  table->slots = g_new0 (guint64, table->size);
  table->count = 0;
  table->replaced = 0;
}

/* Starts fetching the slots of @key, to look at them a little later. */
static inline void
table_prefetch (const Table *table, guint64 key)
{
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch (&table->slots[(key >> 8) & table->mask]);
#endif
}

static gboolean
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

static void table_insert (Table *table, guint64 key);

/* Doubles the table where it lies, so that a large table never needs room
 * for its old copy beside it (for the largest, realloc() moves no bytes):
 * each entry leaves its slot and is inserted again. Taking entries out
 * leaves holes that a later one's window may run across, so a second round
 * takes out and inserts again every entry a lookup no longer finds. An
 * entry lost in a full window costs a second search, never a wrong
 * answer. */
static void
table_grow (Table *table)
{
  guint old_size = table->size;

  table->size *= 2;
  table->mask = table->size - 1;
  table->window = MIN (WINDOW, table->size);
  table->slots = g_renew (guint64, table->slots, table->size);
  memset (table->slots + old_size, 0, old_size * sizeof *table->slots);
  table->count = 0;
  for (guint i = 0; i < old_size; i++)
    {
      guint64 key = table->slots[i];

      if (key == 0)
        continue;
      table->slots[i] = 0;
      table_insert (table, key);
    }
  for (guint i = 0; i < table->size; i++)
    {
      guint64 key = table->slots[i];

      if (key == 0 || table_contains (table, key))
        continue;
      table->slots[i] = 0;
      table->count--;
      table_insert (table, key);
    }
}

/* A full window gives up one of its entries: forgetting a position costs a
 * second search of it, never a wrong answer. */
static void
table_insert (Table *table, guint64 key)
{
  guint64 at = key >> 8;

  if (table->size < table->capacity && table->count >= table->size / 2)
    table_grow (table);
  for (guint i = 0; i < table->window; i++)
    {
      guint64 *slot = &table->slots[(at + i) & table->mask];

      if (*slot == key)
        return;
      if (*slot == 0)
        {
          *slot = key;
          table->count++;
          return;
        }
    }
  table->slots[(at + (key & (table->window - 1))) & table->mask] = key;
  table->replaced++;
}

/* The current line --------------------------------------------------------- */

static void path_add (PathSet *path, guint64 key);

static void
path_grow (PathSet *path)
{
  guint64 *old = path->slots;
  guint64 old_size = path->mask + 1;

  path->mask = old_size * 2 - 1;
  path->slots = g_new0 (guint64, path->mask + 1);
  path->count = 0;
  for (guint64 i = 0; i < old_size; i++)
    if (old[i] != 0)
      path_add (path, old[i]);
  g_free (old);
}

static gboolean
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

static void
path_add (PathSet *path, guint64 key)
{
  guint64 i;

  if ((path->count + 1) * 2 > path->mask + 1)
    path_grow (path);
  for (i = key & path->mask; path->slots[i] != 0; i = (i + 1) & path->mask)
    if (path->slots[i] == key)
      return;
  path->slots[i] = key;
  path->count++;
}

static void
path_remove (PathSet *path, guint64 key)
{
  guint64 i = key & path->mask;
  guint64 j;

  while (path->slots[i] != key)
    {
      if (path->slots[i] == 0)
        return;
      i = (i + 1) & path->mask;
    }
  path->slots[i] = 0;
  path->count--;
  /* Shift back the entries that probed past the hole. */
  for (j = (i + 1) & path->mask; path->slots[j] != 0; j = (j + 1) & path->mask)
    {
      guint64 home = path->slots[j] & path->mask;

      if (((j - home) & path->mask) >= ((j - i) & path->mask))
        {
          path->slots[i] = path->slots[j];
          path->slots[j] = 0;
          i = j;
        }
    }
}

/* What the rules say ------------------------------------------------------- */

static gboolean
type_is_card (guint t)
{
  guint rank = t & 0x0f;

  return rank >= PAT_ACE && rank <= PAT_KING;
}

static int
first_pile_of_group (const PatRules *rules, guint group)
{
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == group)
      return (int)p;
  return -1;
}

static int
sequence_position (const PatPileGroup *group, guint rank)
{
  for (guint i = 0; i < group->n_sequence; i++)
    if (group->sequence[i] == rank)
      return (int)i;
  return -1;
}

/* Cards of @rank that a pile of @group may hold next to a card of @suit. */
static guint64
types_of_rank (const PatPileGroup *group, guint rank, PatSuit suit)
{
  guint64 mask = 0;

  for (guint s = 0; s < PAT_N_SUITS; s++)
    if (group->suit != PAT_SUIT_SAME || s == suit)
      mask |= TYPE_BIT (pat_card_new (rank, (PatSuit)s));
  return mask;
}

static gboolean
is_building_group (const PatPileGroup *group)
{
  return !group->home && group->accepts != 0 && group->rank != PAT_RANK_NONE;
}

/* Whether a card may ever go from a pile of kind @from to one of kind @to. */
static gboolean
kinds_connect (const PatRules *rules, const PatPileGroup *from, const PatPileGroup *to)
{
  return from->gives && (to->accepts & PAT_FROM (from->kind)) != 0
         && (rules->blocked[from->kind] & PAT_FROM (to->kind)) == 0;
}

static void
analyse_safe_moves (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  guint n_home_groups[N_TYPES] = { 0 };
  guint64 builders[N_TYPES] = { 0 };
  gboolean takeback = FALSE;

  an->safe_possible = TRUE;
  an->shuffle_redeal
      = variant->redeal == PAT_REDEAL_SHUFFLE_TABLEAU && rules->redeals > 0;

  for (guint g = 0; g < variant->n_groups; g++)
    for (guint h = 0; h < variant->n_groups; h++)
      {
        const PatPileGroup *from = &rules->groups[g];
        const PatPileGroup *to = &rules->groups[h];

        if (from->count == 0 || to->count == 0 || !from->home
            || !kinds_connect (rules, from, to))
          continue;
        /* Cards moving between home piles undo what "home" means here. */
        if (to->home)
          an->safe_possible = FALSE;
        else if (is_building_group (to))
          takeback = TRUE;
      }

  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      int pile = first_pile_of_group (rules, g);

      if (pile < 0)
        continue;
      if (group->home)
        {
          for (guint t = 0; t < N_TYPES; t++)
            {
              gboolean takes = FALSE;

              if (!type_is_card (t))
                continue;
              if (group->fill == PAT_FILL_BASE)
                for (guint p = 0; p < rules->n_piles; p++)
                  if (rules->piles[p].group == g
                      && pat_move_can_build (rules, p, (PatCard)t, PAT_CARD_NONE))
                    takes = TRUE;
              if (group->rank == PAT_RANK_SEQUENCE)
                {
                  int at = sequence_position (group, t & 0x0f);

                  takes |= at > 0;
                  if (at > 0 && group->suit != PAT_SUIT_SAME
                      && group->suit != PAT_SUIT_ANY)
                    an->safe_possible = FALSE;
                }
              else if (group->rank != PAT_RANK_NONE)
                takes = TRUE, an->safe_possible = FALSE;
              if (takes)
                {
                  n_home_groups[t]++;
                  an->home_group[t] = (guint8)g;
                }
            }
        }
      else if (is_building_group (group) && group->rank != PAT_RANK_ANY)
        /* Piles that take any card whatever their top need no base. */
        for (guint c = 0; c < N_TYPES; c++)
          for (guint d = 0; d < N_TYPES; d++)
            if (type_is_card (c) && type_is_card (d)
                && pat_move_can_build (rules, (guint)pile, (PatCard)d, (PatCard)c))
              builders[c] |= TYPE_BIT (d);
    }

  for (guint t = 0; t < N_TYPES; t++)
    {
      const PatPileGroup *group;
      int at;
      guint64 needs = 0;

      if (!type_is_card (t) || n_home_groups[t] != 1)
        continue;
      group = &rules->groups[an->home_group[t]];
      if (group->rank != PAT_RANK_SEQUENCE && group->rank != PAT_RANK_NONE)
        continue;
      at = group->rank == PAT_RANK_SEQUENCE ? sequence_position (group, t & 0x0f) : 0;
      if (at < 0)
        continue;
      if (at > 0)
        needs
            |= types_of_rank (group, group->sequence[at - 1], pat_card_suit ((PatCard)t));

      if (!takeback)
        needs |= builders[t];
      else
        {
          /* Everything that could ever lie on c, or on the cards below c in
           * its suit taken back from the foundations. */
          guint64 closure = TYPE_BIT (t);
          guint64 grown;

          for (int i = 0; i < at; i++)
            closure
                |= types_of_rank (group, group->sequence[i], pat_card_suit ((PatCard)t));
          do
            {
              grown = closure;
              for (guint c = 0; c < N_TYPES; c++)
                if (closure & TYPE_BIT (c))
                  grown |= builders[c];
              if (grown == closure)
                break;
              closure = grown;
            }
          while (TRUE);
          for (guint c = 0; c < N_TYPES; c++)
            if ((closure & TYPE_BIT (c)) && (builders[c] & TYPE_BIT (t)))
              an->self_buildable |= TYPE_BIT (t);
          needs |= closure & ~TYPE_BIT (t);
        }
      an->safe_needs[t] = needs;
      an->safe_types |= TYPE_BIT (t);
    }
}

/* For the evaluation: where each card goes home, and how costly it is to
 * have it lie above a card its foundation needs first, the same in every
 * pile in play. Piles whose cards can move elsewhere than home were counted
 * far more lightly once (6 and 0): beams 500 wide over deals 1-100 won
 * House in the Wood 42 against 55 now, Indian 84 against 88, King Albert 53
 * against 54, Klondike 77 against 76, La Belle Lucie 98 against 97, Trefoil
 * 96 against 94 and Intelligence 100 both ways. */
#define BLOCKER_WEIGHT 40
#define CROSS_WEIGHT 10

static void
analyse_order (Analysis *an)
{
  const PatRules *rules = &an->rules;

  memset (an->position, -1, sizeof an->position);
  for (guint t = 0; t < N_TYPES; t++)
    {
      const PatPileGroup *group;
      int at;

      if (!type_is_card (t) || (an->safe_types & TYPE_BIT (t)) == 0)
        continue;
      group = &rules->groups[an->home_group[t]];
      at = group->rank == PAT_RANK_SEQUENCE ? sequence_position (group, t & 0x0f) : 0;
      if (at < 0)
        continue;
      an->position[t] = (gint8)at;
      an->order_key[t] = (guint8)(an->home_group[t] * PAT_N_SUITS
                                  + (group->suit == PAT_SUIT_SAME ? t >> 4 : 0));
    }

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->home || group->kind == PAT_PILE_STOCK || !group->gives)
        continue;
      an->blocker_weight[p] = BLOCKER_WEIGHT;
      an->cross_weight[p] = CROSS_WEIGHT;
    }
}

static gboolean
is_run (const PatPileGroup *group, int step, guint first, guint last)
{
  if (group->n_sequence == 0 || group->sequence[0] != first
      || group->sequence[group->n_sequence - 1] != last)
    return FALSE;
  for (guint i = 0; i + 1 < group->n_sequence; i++)
    if ((int)group->sequence[i + 1] != (int)group->sequence[i] + step)
      return FALSE;
  return TRUE;
}

/* Idle Aces: cards move freely between home piles built up regardless of
 * suit from a fixed base to the King and home piles built down from a
 * fixed King to the Ace, and never leave them for other piles. Then which
 * cards are home is all that counts, not which pile holds them, nor, where
 * suits matter elsewhere (Aces in cells of their own suit), which suit:
 * no rule reads the suits of cards there, and the cards elsewhere say which
 * cards they are. Any two arrangements of the same ranks are reached from
 * each other by such moves. (Count, for each rank r, the up piles
 * reaching r, a(r), and the down piles reaching r, b(r) = n(r) - a(r) for the
 * n(r) cards of rank r home. An arrangement is a(r) not increasing with r
 * and b(r) not decreasing, within the pile counts; moving an r from an up
 * pile to a down pile, or back, is a(r) -= 1 or += 1 at one r, legal exactly
 * when both stay so. Between two arrangements, lowering a(r) at the highest
 * r where it is above the other's always keeps them so, and likewise
 * upwards, so one reaches the other.) The search then plays a card to these
 * piles whenever some arrangement takes it, with the shuffles to get there. */
static void
analyse_merged (Analysis *an)
{
  const PatRules *rules = &an->rules;
  int up = -1, down = -1;

  for (guint g = 0; g < rules->variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (!group->home || !group->gives || group->count == 0)
        continue;
      if (group->kind != PAT_PILE_FOUNDATION || group->rank != PAT_RANK_SEQUENCE
          || group->suit != PAT_SUIT_ANY || group->fill_suit_by_index
          || group->base_rank == 0 || !group->base_fixed || group->fill != PAT_FILL_NONE)
        return;
      if (is_run (group, 1, group->base_rank, PAT_KING) && up < 0)
        up = (int)g;
      else if (is_run (group, -1, PAT_KING, PAT_ACE) && group->base_rank == PAT_KING
               && down < 0)
        down = (int)g;
      else
        return;
    }
  /* ranks_fit() counts the piles of each group in four bits. */
  if (up < 0 || down < 0 || rules->groups[up].count >= 15
      || rules->groups[down].count >= 15
      || !kinds_connect (rules, &rules->groups[up], &rules->groups[down])
      || !kinds_connect (rules, &rules->groups[down], &rules->groups[up]))
    return;
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == (guint)up || rules->piles[p].group == (guint)down)
      an->merged_piles |= PILE_BIT (p);
  for (guint64 w = an->merged_piles; w != 0; w &= w - 1)
    if (an->targets[lowest_bit (w)] & ~an->merged_piles)
      {
        an->merged_piles = 0;
        return;
      }
  an->up_base = rules->groups[up].base_rank;
  an->up_count = rules->groups[up].count;
  an->down_count = rules->groups[down].count;
}

/* Whether cards brought out of home piles, reserves and the waste must be
 * used at once (see the top of the file): no stock but a round of stock and
 * waste taken as one position, no other redeal, no refill, no hook on new
 * foundations, no shuffles between home piles. Needs analyse_talon(). */
static void
analyse_parking (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  guint64 origins;

  an->parking = FALSE;
  if (an->merged_piles != 0 || variant->can_start != NULL)
    return;
  if (an->talon_piles == 0
      && (rules->stock >= 0 || rules->deal_to >= 0 || rules->redeals > 0
          || variant->redeal != PAT_REDEAL_NONE))
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    if (rules->groups[g].count > 0 && rules->groups[g].refill > 0)
      return;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->kind == PAT_PILE_RESERVE && !group->home && group->accepts == 0)
        an->parking_piles |= PILE_BIT (p);
    }
  /* A round of stock and waste brings every card up, one at a time,
   * whichever cards have left it. */
  an->parking_waste = an->talon_piles != 0 && rules->deal_count == 1;
  an->parking = TRUE;

  /* Where a pile X takes a parked card, a move off X can only be left out
   * where the card could have gone straight to the same pile, and the
   * cards under it go there first and it after them, on the same card:
   * the pile is of X's group, and takes it from where it came. */
  origins = an->home_piles | an->parking_piles
            | (an->parking_waste ? PILE_BIT (rules->waste) : 0);
  for (guint64 o = origins; o != 0; o &= o - 1)
    for (guint64 x = an->targets[lowest_bit (o)] & an->building_piles; x != 0; x &= x - 1)
      {
        guint pile = lowest_bit (x);

        for (guint64 y = an->targets[pile] & an->building_piles; y != 0; y &= y - 1)
          if ((an->targets[lowest_bit (o)] & (PILE_BIT (lowest_bit (y)))) == 0
              || rules->piles[lowest_bit (y)].group != rules->piles[pile].group)
            an->leaving_piles |= PILE_BIT (pile);
      }
}

/* Where cards can be taken back from the foundations, a card c that goes
 * home from the top of a pile X in play, and could at once be taken back
 * there (onto the same card, or into X emptied), is sent home without
 * trying anything else. The position P' with c home is at least as good
 * as P with c on X: P' copies any line from P, move for move, until a
 * move touches X or c's foundation f. Until then, X and f stay as they
 * are, so c can still be taken back to X; P' does that first, and the
 * two positions are the same from there (but for the card under c, now
 * face up, which only adds moves). If P's line plays c home, P' has it
 * there already. Nothing else tells the two positions apart where no
 * hook looks at the position, nothing is dealt onto X or refills it, and
 * with one deck in suit no other card can go onto f before c.
 * The card must not be one just brought out and waiting for its use (see
 * the top of the file), and a card taken back must be parked, or it would
 * go straight home again. Only the depth-first search does this: beams
 * take cards back without parking.
 *
 * Only where a round of stock and waste feeds the piles (Klondike): there
 * deals 4 and 9 are proven lost in 4.3 and 4.0 s, against 5.8 and 7.2 s
 * without it. Where nothing comes from a stock (King Albert), cards taken
 * back to hold others win most deals, and sending them home first only
 * slowed the search: over deals 1-1000 at 10 s, two deals it won in 4-5 s
 * were left unknown. */
static void
analyse_undo_home (Analysis *an)
{
  const PatRules *rules = &an->rules;

  an->undo_home = FALSE;
  if (!an->parking || an->talon_piles == 0 || an->decks != 1
      || rules->variant->check_move != NULL)
    return;
  for (guint64 w = an->home_piles; w != 0; w &= w - 1)
    {
      const PatPileGroup *group = pat_rules_group (rules, lowest_bit (w));

      if (group->suit != PAT_SUIT_SAME
          || (group->rank != PAT_RANK_UP && group->rank != PAT_RANK_DOWN
              && group->rank != PAT_RANK_SEQUENCE))
        return;
      if (an->targets[lowest_bit (w)] & an->building_piles)
        an->undo_home = TRUE;
    }
}

/* Where the waste is turned over to make a new stock as often as the
 * player likes, and nothing but a deal changes stock or waste except a play
 * of the waste's top (Klondike), dealing never changes which cards lie in
 * which order round stock and waste, only where the waste stands in that
 * round. From any position a player can deal to the end of the round, turn
 * the waste over and deal again: so all the positions of the round that a
 * round reaches from its start (all of them, where a deal turns one card)
 * reach one another, and the search takes them as one position. Deals and
 * redeals then never come alone: each play from the waste is searched for
 * every card the round can bring to its top, after the deals that bring it
 * (expand_talon()). Nothing is lost: moves elsewhere never touch stock or
 * waste, so any line can deal just before the waste's card is played. */
static void
analyse_talon (Analysis *an)
{
  const PatRules *rules = &an->rules;

  if (rules->stock < 0 || rules->waste < 0 || rules->deal != PAT_DEAL_TO_WASTE
      || rules->deal_to != rules->waste
      || rules->variant->redeal != PAT_REDEAL_WASTE_TO_STOCK
      || rules->redeals != PAT_REDEALS_UNLIMITED
      || pat_rules_group (rules, (guint)rules->waste)->accepts != 0
      || pat_rules_group (rules, (guint)rules->stock)->accepts != 0)
    return;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    if (rules->groups[g].count > 0 && rules->groups[g].refill > 0)
      return;
  an->talon_piles = PILE_BIT (rules->stock) | PILE_BIT (rules->waste);
  /* Which card lies on which there changes as the round goes on. */
  an->blocker_weight[rules->waste] = an->cross_weight[rules->waste] = 0;
}

/* Where the waste holds one card and the next is turned only once it is
 * played (Intrigue, Laggard Lady, Jubilee), a waste card w put on a pile X
 * in play is only searched just before a deal or a redeal, or a move onto
 * X. Take a line that puts w on X and then makes other moves first: none of
 * them touches X (w leaving X at once is the sibling that plays w there
 * straight from the waste), and none depends on the waste, which takes
 * nothing and is read by deals and redeals alone. So they are all legal
 * with w still in the waste, and w can go on X after them, where X is as it
 * was: every winning line has a twin of the same length that places waste
 * cards only so. Once the stock is out and no redeal is left, that leaves no
 * reason to put w in play at all: it waits in the waste until it goes home.
 * Runs must not move (a run onto X would have to be followed card by card),
 * nor a pile be refilled from the stock, and where a hook limits new
 * foundations by the piles in play (Laggard Lady), X must not be empty
 * before w: w would make one more pile in play. */
static void
analyse_placing (Analysis *an)
{
  const PatRules *rules = &an->rules;

  an->place_last = FALSE;
  if (rules->deal != PAT_DEAL_TO_EMPTY_WASTE || rules->stock < 0 || rules->waste < 0
      || rules->deal_to != rules->waste
      || pat_rules_group (rules, (guint)rules->waste)->accepts != 0
      || an->talon_piles != 0 || an->merged_piles != 0)
    return;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    if (rules->groups[g].count > 0
        && (rules->groups[g].refill > 0 || rules->groups[g].moves_runs))
      return;
  /* w leaving X at once could have gone there from the waste. */
  for (guint64 w = an->targets[rules->waste] & ~an->home_piles; w != 0; w &= w - 1)
    if (an->targets[lowest_bit (w)] & ~an->targets[rules->waste]
        & ~PILE_BIT (lowest_bit (w)))
      return;
  an->place_last = TRUE;
}

/* Where a pile takes a tableau card only onto its bare base (the Queens of
 * Intrigue and Laggard Lady), a card c alone on such a base Y is a card in
 * a cell. Once the stock is out and no redeal is left, c goes home safely
 * whenever a foundation takes it. Take a winning line from the position
 * that leaves c on Y for now. Nothing is put on c meanwhile: Y is not bare,
 * and the waste card waits in the waste (see analyse_placing()). So the
 * line plays as well with c home at once and Y bare, until it plays home a
 * card c' like c that no foundation now takes, c having taken its place:
 * there c' goes onto the bare Y instead (or onto the bare Queen the line
 * has moved c to, the same by symmetry), and the two positions are the
 * same, c' standing for c, up to the card's suit where foundations take
 * any suit and suits are not told apart (or exactly, where they build in
 * suit and c' is c's twin). From then on the line is played as it is.
 * Needed: foundations never give cards back; every pile that gives cards
 * to a foundation can give them to Y; Y takes any card. */
static void
analyse_cells (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  guint home_from = 0;

  an->cell_piles = 0;
  if (!an->place_last)
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0 || !group->home)
        continue;
      if (group->gives || (group->suit == PAT_SUIT_ANY && an->card_mask != 0x0f)
          || (group->suit != PAT_SUIT_ANY && group->suit != PAT_SUIT_SAME))
        return;
      home_from |= group->accepts;
    }
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (group->kind == PAT_PILE_TABLEAU && group->bare_only && group->base_fixed
          && group->rank == PAT_RANK_ANY && (home_from & ~group->accepts) == 0
          && (group->accepts & ~(PAT_FROM (PAT_PILE_TABLEAU) | PAT_FROM (PAT_PILE_WASTE)))
                 == 0)
        an->cell_piles |= PILE_BIT (p);
    }
}

/* The cards of @t's suit that a foundation of @home holds before it takes
 * @t, where it builds its sequence in suit; none otherwise. */
static guint64
needs_first (const PatPileGroup *home, guint t)
{
  int at;
  guint64 needs = 0;

  if (home->rank != PAT_RANK_SEQUENCE || home->suit != PAT_SUIT_SAME)
    return 0;
  at = sequence_position (home, t & 0x0f);
  for (int i = 0; i < at; i++)
    needs |= types_of_rank (home, home->sequence[i], pat_card_suit ((PatCard)t));
  return needs;
}

/* Positions where two cards lock each other. Where cards leave the piles
 * in play only one at a time from the top, to a foundation of their suit or
 * onto a card they build on, foundations never give cards back, an emptied
 * pile takes nothing and no redeal is left (House in the Wood, which has
 * none; La Belle Lucie and Trefoil once theirs are spent), a
 * card Y lying above a card X that Y's foundation needs first never moves
 * again when:
 *
 * (a) no more copies of X are home than of Y, and every copy of X still in
 *     play lies under Y. A foundation holding Y holds X, so the foundations
 *     holding X are those holding Y; each foundation still to take Y must
 *     first take a copy of X, and all of those lie under Y. So Y cannot go
 *     home before it leaves the pile; and
 * (b) Y cannot leave the pile: every copy of each card Y can be built on is
 *     home or under Y. Or, where Y is the last copy out, every card Y can be
 *     built on that its foundation does not need first is home in every
 *     copy. Then the one foundation still to take Y needs every card out
 *     that comes before Y (the others hold a copy each), and wherever Y
 *     goes it lies on such a card, which must go home before Y: so Y never
 *     goes home.
 *
 * So X stays in play for good, and the position is lost. Also lost, with
 * two decks: (c) both copies of Y are out, each above a card its
 * foundation needs first, and every card Y can be built on that its
 * foundation does not need first is home in every copy (a King lies only on
 * a Queen). Take the moment the first copy goes home, to a foundation that
 * then holds a copy of each card before Y and takes no more of them: the
 * other foundation must take every other copy. The other copy of Y is
 * still in play: where it lay at first, above the copy of a card needed
 * first that it covers, or moved, and then lying on a card it can be built
 * on, which is needed first too (the others are home). Either way it lies
 * above a card its foundation must take before it, and only ever moves onto
 * another such card: it never goes home. House in the Wood deals 1-200 at
 * 5 s: 32 proven lost, against none while both copies had also to be stuck
 * in their piles; 29 of them from the start (both Kings of a suit dealt
 * above cards of their suit). */
static void
analyse_locks (Analysis *an)
{
  const PatRules *rules = &an->rules;

  if (rules->stock >= 0 || rules->waste >= 0 || rules->settled != 0)
    return;
  for (guint g = 0; g < rules->variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0)
        continue;
      if (group->home)
        {
          if (group->rank != PAT_RANK_SEQUENCE || group->suit != PAT_SUIT_SAME)
            return;
          for (guint h = 0; h < rules->variant->n_groups; h++)
            if (rules->groups[h].count > 0
                && kinds_connect (rules, group, &rules->groups[h]))
              return;
          continue;
        }
      if (group->kind != PAT_PILE_TABLEAU || !is_building_group (group)
          || group->fill != PAT_FILL_NONE || group->moves_runs)
        return;
    }

  for (guint t = 0; t < N_TYPES; t++)
    {
      if (!(an->safe_types & TYPE_BIT (t)))
        continue;
      an->lock_needs[t] = needs_first (&rules->groups[an->home_group[t]], t);
      if (an->lock_needs[t] != 0)
        an->lock_types |= TYPE_BIT (t);
    }
  for (guint p = 0; p < rules->n_piles && an->lock_types != 0; p++)
    if (!(an->home_piles & (PILE_BIT (p))))
      an->lock_piles |= PILE_BIT (p);
}

/* Positions with one deck where some card can never leave its pile, for
 * any line of play (Klondike). Each card in a pile in play must leave it on
 * the way home. Take the first time it does: every card that lay above it
 * has left before, or leaves with it in a run of which it is not the base.
 * The base b of what moves (the card itself, or a card under it with the
 * cards between built on one another) goes
 *
 * - home, alone: each card its foundation needs first has left its pile
 *   before, or was never in one;
 * - onto a card R it can be built on: R is exposed, so each card that lay
 *   above R has left before (R out of the piles counts as exposed);
 * - or to an empty pile, if one takes b.
 *
 * Cards move only that way: from the top, alone or in runs, to home piles
 * or to building piles in play, and no redeal moves them while redeals
 * remain. Cards elsewhere (stock, waste, home) are taken as free. Saying
 * that a card can leave when these conditions could be met by cards shown
 * to leave, again and again until nothing changes, finds every card that
 * leaves in some line; a card never found can never leave, and the
 * position is lost. Hook rules that refuse moves only make fewer lines. */
static void
analyse_strands (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  const PatPileGroup *home = NULL;
  guint n_home_groups = 0;
  guint64 all_cards = 0;

  if (an->decks != 1 || variant->win_cards != rules->n_cards)
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0)
        continue;
      if (group->home)
        {
          if (group->moves_runs)
            return;
          home = group;
          n_home_groups++;
        }
    }
  for (guint t = 0; t < N_TYPES; t++)
    {
      if (!type_is_card (t))
        continue;
      all_cards |= TYPE_BIT (t);
      /* Several home groups: no card needs another first. */
      if (n_home_groups == 1)
        an->strand_needs[t] = needs_first (home, t);
    }
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      if (!(an->building_piles & PILE_BIT (p)) || !group->gives
          || (an->targets[p] & ~(an->building_piles | an->home_piles)) != 0)
        continue;
      for (guint64 w = an->targets[p] & ~an->home_piles; w != 0; w &= w - 1)
        an->strand_fill[p] |= an->fill[lowest_bit (w)];
      /* Any card leaves for an empty pile (King Albert): nothing to find. */
      if ((all_cards & ~an->strand_fill[p]) == 0)
        {
          an->strand_piles = 0;
          return;
        }
      an->strand_piles |= PILE_BIT (p);
      if (group->moves_runs)
        an->strand_run_piles |= PILE_BIT (p);
    }
  /* Every redeal but the waste's moves cards in play. */
  an->strand_gathered = rules->redeals > 0 && variant->redeal != PAT_REDEAL_NONE
                        && variant->redeal != PAT_REDEAL_WASTE_TO_STOCK;
}

/* Games where every card comes from the stock and goes home, at most
 * waiting on the way, in order:
 *
 * - the waste holds one card, turned only once the last is played, and it
 *   goes home or onto a pile that takes any card and gives only to the
 *   foundations, with at most an order-keeping redeal of those piles
 *   (Jubilee);
 * - the stock is dealt a card at a time onto a waste that gives only to the
 *   home piles, with at most redeals that turn the waste over (Idle Aces).
 *
 * There the game is a matter of where and how long each card waits, and the
 * position's worth lies mostly in the cards still to come: how they will
 * fit around the cards waiting now. The evaluation weighs that by playing
 * the rest of the game out greedily (see playout_home() and
 * playout_waste()), and counts the cards home at the end before all else.
 * The playout only orders the search; it decides nothing.
 *
 * Jubilee deals 1-200 at 5 s: 200 won, in 24.5 s in all, against 160 with
 * the evaluation alone (and a second one for the beams that counted a card
 * lying on one of another suit needed first as fully as one of its own);
 * depth-first alone, ordered by it, wins many in a few hundred positions.
 * Idle Aces deals 1-40 at 5 s: 19 won against 2 (see
 * analyse_pile_playout()). */
#define PLAYOUT_PILES 8
#define PLAYOUT_WEIGHT 16384 /* above any sum of the other terms */

/* The second kind of analyse_playout(): every pile but the stock and the
 * waste is a home pile, and the waste turns over at most. */
static gboolean
analyse_waste_playout (Analysis *an)
{
  const PatRules *rules = &an->rules;

  if (rules->deal != PAT_DEAL_TO_WASTE
      || (rules->variant->redeal != PAT_REDEAL_WASTE_TO_STOCK && rules->redeals > 0))
    return FALSE;
  for (guint p = 0; p < rules->n_piles; p++)
    if (!(an->home_piles & (PILE_BIT (p))) && p != (guint)rules->stock
        && p != (guint)rules->waste)
      return FALSE;
  an->playout = PLAYOUT_WASTE;
  an->playout_by_rank = an->merged_piles != 0;
  /* Whether cards come to the merged home piles only from the waste or
   * from one another, and go from them only to one another. */
  an->playout_derived = TRUE;
  for (guint p = 0; p < rules->n_piles; p++)
    if ((an->targets[p] & an->merged_piles) != 0 && !(an->merged_piles & PILE_BIT (p))
        && p != (guint)rules->waste)
      an->playout_derived = FALSE;
    else if ((an->merged_piles & PILE_BIT (p))
             && (an->targets[p] & ~an->merged_piles) != 0)
      an->playout_derived = FALSE;
  return TRUE;
}

/* For the beams' second evaluation where the first plays the waste out by
 * rank over merged home piles: the same playout over the piles as they
 * lie, or %NULL. The two win different deals: Idle Aces deals 1-40 at 5 s,
 * 15 won by rank alone, 12 pile by pile, 19 by the two together. */
static Analysis *
analyse_pile_playout (const Analysis *an)
{
  Analysis *second;

  if (an->playout != PLAYOUT_WASTE || !an->playout_by_rank)
    return NULL;
  second = g_new (Analysis, 1);
  *second = *an;
  second->playout_by_rank = FALSE;
  return second;
}

/* For the beams that draw lots (see search()): the same playout, but
 * looking one card ahead (see waste_home_waits()), or %NULL. Like the
 * playout pile by pile, it ranks positions otherwise than the greedy one,
 * and its beams keep other lines and win other deals. */
static Analysis *
analyse_ahead_playout (const Analysis *an)
{
  Analysis *ahead;

  if (an->playout != PLAYOUT_WASTE)
    return NULL;
  ahead = g_new (Analysis, 1);
  *ahead = *an;
  ahead->playout_ahead = TRUE;
  return ahead;
}

static void
analyse_playout (Analysis *an)
{
  const PatRules *rules = &an->rules;
  const PatVariant *variant = rules->variant;
  gboolean home = FALSE;
  guint n_piles = 0;

  if (rules->stock < 0 || rules->waste < 0 || rules->deal_to != rules->waste
      || rules->deal_count > 1 || variant->check_move != NULL
      || variant->can_start != NULL || rules->redeals == PAT_REDEALS_UNLIMITED)
    return;
  if (analyse_waste_playout (an))
    return;
  if (!an->place_last
      || (variant->redeal != PAT_REDEAL_GATHER_TABLEAU && rules->redeals > 0))
    return;
  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];

      if (group->count == 0 || group->kind == PAT_PILE_STOCK
          || group->kind == PAT_PILE_WASTE)
        continue;
      if (group->home)
        {
          /* One group of foundations in suit, each started by its base. */
          if (home || group->rank != PAT_RANK_SEQUENCE || group->suit != PAT_SUIT_SAME
              || group->fill != PAT_FILL_NONE || group->gives)
            return;
          home = TRUE;
        }
      else if (group->kind != PAT_PILE_TABLEAU || group->rank != PAT_RANK_ANY
               || group->fill != PAT_FILL_ANY
               || group->accepts != PAT_FROM (PAT_PILE_WASTE))
        return;
    }
  if (!home)
    return;
  for (guint p = 0; p < rules->n_piles; p++)
    if (!(an->home_piles & PILE_BIT (p)) && p != (guint)rules->stock
        && p != (guint)rules->waste)
      {
        if ((an->targets[p] & ~an->home_piles) != 0 || ++n_piles > PLAYOUT_PILES)
          return;
        an->playout_piles |= PILE_BIT (p);
      }
  an->playout = PLAYOUT_PLACING;
}

static void
analyse (Analysis *an, const PatRules *rules)
{
  const PatVariant *variant = rules->variant;
  gboolean suit_blind = TRUE;
  guint64 seed = G_GUINT64_CONSTANT (0x5eed5eed5eed5eed);

  memset (an, 0, sizeof *an);
  an->rules = *rules;
  rules = &an->rules;

  for (guint g = 0; g < variant->n_groups; g++)
    {
      const PatPileGroup *group = &rules->groups[g];
      gboolean gathered = group->kind == PAT_PILE_TABLEAU
                          && (variant->redeal == PAT_REDEAL_SHUFFLE_TABLEAU
                              || variant->redeal == PAT_REDEAL_GATHER_TABLEAU);

      if (group->suit != PAT_SUIT_ANY || group->fill_suit_by_index)
        suit_blind = FALSE;
      if (group->fill_suit_by_index || group->refill > 0
          || (rules->deal_to >= 0 && rules->piles[rules->deal_to].group == g))
        an->perm[g] = PERM_NEVER;
      else if (gathered && rules->redeals > 0)
        an->perm[g] = PERM_WITHOUT_REDEALS;
      else
        an->perm[g] = PERM_ALWAYS;
      an->group_salt[g] = next_random (&seed);
    }
  an->card_mask = suit_blind ? 0x0f : 0x3f;
  for (guint p = 0; p < PAT_MAX_PILES; p++)
    an->pile_salt[p] = next_random (&seed);
  for (guint i = 0; i < PAT_MAX_CARDS; i++)
    for (guint t = 0; t < N_TYPES; t++)
      an->zobrist[i][t] = next_random (&seed);

  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatPileGroup *group = pat_rules_group (rules, p);

      an->group_piles[rules->piles[p].group] |= PILE_BIT (p);
      if (group->home)
        {
          an->home_piles |= PILE_BIT (p);
          an->home_list[an->n_home++] = (guint8)p;
        }
      if (rules->piles[p].kind == PAT_PILE_TABLEAU)
        an->tableau_piles |= PILE_BIT (p);
      if (group->bare_only)
        an->bare_piles |= PILE_BIT (p);
      if (is_building_group (group))
        {
          an->building_piles |= PILE_BIT (p);
          if (group->moves_runs)
            an->unit_run_piles |= PILE_BIT (p);
          if (group->fill == PAT_FILL_ANY)
            an->fillable_piles |= PILE_BIT (p);
          /* Not where a stock feeds the empty piles (Indian): there,
           * beams that fill them with runs win fewer deals. */
          if (group->fill == PAT_FILL_ANY && group->rank != PAT_RANK_ANY
              && rules->stock < 0 && (group->accepts & PAT_FROM (group->kind))
              && group->gives
              && (rules->blocked[group->kind] & PAT_FROM (group->kind)) == 0)
            an->run_piles |= PILE_BIT (p);
        }
      for (guint q = 0; q < rules->n_piles; q++)
        if (q != p && kinds_connect (rules, group, pat_rules_group (rules, q)))
          {
            an->targets[p] |= PILE_BIT (q);
            an->sources[q] |= PILE_BIT (p);
            an->any_target |= PILE_BIT (q);
          }
      for (guint t = 0; t < N_TYPES; t++)
        if (type_is_card (t) && pat_move_can_build (rules, p, (PatCard)t, PAT_CARD_NONE))
          an->fill[p] |= TYPE_BIT (t);
    }

  for (guint g = 0; g < variant->n_groups; g++)
    {
      int pile = first_pile_of_group (rules, g);

      if (pile < 0)
        continue;
      for (guint onto = 0; onto < N_TYPES; onto++)
        for (guint t = 0; t < N_TYPES; t++)
          if (type_is_card (onto) && type_is_card (t)
              && pat_move_can_build (rules, (guint)pile, (PatCard)t, (PatCard)onto))
            an->build_on[g][onto] |= TYPE_BIT (t);
      for (guint onto = 0; onto < N_TYPES; onto++)
        if (bit_count (an->build_on[g][onto]) > WIDE_TAKES)
          an->wide_on[g] |= TYPE_BIT (onto);
      if (is_building_group (&rules->groups[g]))
        for (guint onto = 0; onto < N_TYPES; onto++)
          for (guint64 w = an->build_on[g][onto]; w != 0; w &= w - 1)
            an->rests_on[lowest_bit (w)] |= TYPE_BIT (onto);
    }

  an->decks = variant->decks;
  g_assert (an->decks == 1 || an->decks == 2);
  an->turn_up_only = TRUE;
  for (guint64 w = rules->settled; w != 0; w &= w - 1)
    if (pat_rules_group (rules, lowest_bit (w))->refill > 0)
      an->turn_up_only = FALSE;

  analyse_safe_moves (an);
  analyse_order (an);
  analyse_merged (an);
  analyse_talon (an);
  analyse_parking (an);
  analyse_undo_home (an);
  analyse_placing (an);
  analyse_cells (an);
  analyse_locks (an);
  analyse_strands (an);
  analyse_playout (an);
}

/* The same game with no move from a home pile to a pile in play, or %NULL
 * when it has none: a smaller game whose wins are wins of the real one.
 * Only where a stock brings cards into play: there a card taken back mostly
 * shuttles (beams in the smaller game win Intelligence deals 1-200 at 5 s
 * 72.5 % against 67.5 %, Indian 96 % against 93 %), while without one (King
 * Albert) a card taken back to hold another is a common way to win, and the
 * smaller game's beams won nothing more over deals 1-1000, in 15 % more
 * time. */
static Analysis *
analyse_restricted (const PatRules *rules)
{
  PatRules restricted = *rules;
  gboolean changed = FALSE;
  Analysis *an;

  if (rules->stock < 0)
    return NULL;

  for (guint g = 0; g < rules->variant->n_groups; g++)
    for (guint h = 0; h < rules->variant->n_groups; h++)
      {
        const PatPileGroup *from = &rules->groups[g];
        const PatPileGroup *to = &rules->groups[h];

        if (from->home && !to->home && kinds_connect (rules, from, to))
          {
            restricted.blocked[from->kind] |= PAT_FROM (to->kind);
            changed = TRUE;
          }
      }
  if (!changed)
    return NULL;
  an = g_new (Analysis, 1);
  analyse (an, &restricted);
  return an;
}

/* Positions ---------------------------------------------------------------- */

static guint
home_cards (const Analysis *an, const PatState *state)
{
  guint n = 0;

  for (guint p = 0; p < an->rules.n_piles; p++)
    if (an->home_piles & (PILE_BIT (p)))
      n += pat_state_len (state, p);
  return n;
}

static gboolean
is_won (const Analysis *an, const PatState *state)
{
  return home_cards (an, state) == an->rules.variant->win_cards;
}

/* The cards each home pile takes next. */
static guint64
wanted_next (const Analysis *an, const PatState *state, guint pile)
{
  const PatPileGroup *group = pat_rules_group (&an->rules, pile);
  guint len = pat_state_len (state, pile);

  if (len == 0)
    return an->fill[pile];
  if (group->rank != PAT_RANK_SEQUENCE || len >= group->n_sequence)
    return 0;
  return types_of_rank (group, group->sequence[len],
                        pat_card_suit (pat_state_top (state, pile)));
}

/* The evaluation: higher is closer to a win. Used to order the moves, and
 * for the hint when no winning line is known. It is a sum of terms for each
 * pile, and one for how deep the cards the foundations want next are
 * buried. */

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

static gint32
pile_score (const Analysis *an, const PatState *state, guint p)
{
  const PatRules *rules = &an->rules;
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);
  gint32 score = 0;

  if (an->home_piles & (PILE_BIT (p)))
    return 100 * (gint32)len;
  if (len == 0 && (an->fillable_piles & (PILE_BIT (p))))
    score += 12;
  if (an->blocker_weight[p] > 0)
    {
      gint8 lowest[PAT_MAX_GROUPS * PAT_N_SUITS];
      gint8 lowest_any[PAT_MAX_GROUPS];

      /* A card above one its foundation needs first; less, above a card
       * of another suit needed well before it. */
      memset (lowest, 127, sizeof lowest);
      memset (lowest_any, 127, sizeof lowest_any);
      for (guint i = 0; i < len; i++)
        {
          guint t = type_of (cards[i]);
          gint8 at = an->position[t];
          guint key = an->order_key[t];
          guint group = key / PAT_N_SUITS;

          if (at < 0)
            continue;
          if (lowest[key] < at)
            score -= an->blocker_weight[p];
          else if (lowest_any[group] + BLOCKER_GAP < at)
            score -= an->cross_weight[p];
          lowest[key] = MIN (lowest[key], at);
          lowest_any[group] = MIN (lowest_any[group], at);
        }
    }
  if (p != (guint)rules->stock)
    for (guint i = 0; i < len; i++)
      {
        if (pat_card_is_face_down (cards[i]))
          score -= 3;
        if (i > 0 && (an->building_piles & (PILE_BIT (p)))
            && (an->build_on[rules->piles[p].group][type_of (cards[i - 1])]
                & TYPE_BIT (type_of (cards[i]))))
          score += 2;
      }
  return score;
}

/* How deep the card @d from the top of pile @p counts as buried: where the
 * round of stock and waste is one position, its every card one deal away. */
static inline guint
card_depth (const Analysis *an, guint p, guint d)
{
  return (an->talon_piles & (PILE_BIT (p))) ? 1 : d;
}

/* Lowers @depth to the depth of each card of @wanted in pile @p. */
static void
pile_depths (const Analysis *an, const PatState *state, guint p, guint64 wanted,
             guint8 depth[N_TYPES])
{
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);

  for (guint d = 0; d < len && d < FAR; d++)
    {
      guint t = type_of (cards[len - 1 - d]);

      if ((wanted & TYPE_BIT (t)) && depth[t] > card_depth (an, p, d))
        depth[t] = (guint8)card_depth (an, p, d);
    }
}

static gint32
burial (const Analysis *an, const guint64 wanted[PAT_MAX_PILES],
        const guint8 depth[N_TYPES])
{
  gint32 score = 0;

  for (guint i = 0; i < an->n_home; i++)
    {
      guint64 mask = wanted[an->home_list[i]];
      guint best = FAR;
      gboolean repeated = FALSE;

      /* Empty home piles that want the same cards count once: a card that
       * starts one of them must not look like a loss for the others, which
       * all had it near. */
      for (guint j = 0; j < i && !repeated && mask == an->fill[an->home_list[i]]; j++)
        repeated = wanted[an->home_list[j]] == mask;
      if (repeated)
        continue;
      for (guint64 w = mask; w != 0; w &= w - 1)
        best = MIN (best, depth[lowest_bit (w)]);
      if (best != FAR)
        score -= 4 * (gint32)MIN (best, 30u);
    }
  return score;
}

static void
near_insert (Summary *sum, guint t, guint depth, guint pile)
{
  guint k;

  for (k = NEAR; k > 0 && sum->near_depth[t][k - 1] > depth; k--)
    if (k < NEAR)
      {
        sum->near_depth[t][k] = sum->near_depth[t][k - 1];
        sum->near_pile[t][k] = sum->near_pile[t][k - 1];
      }
  if (k < NEAR)
    {
      sum->near_depth[t][k] = (guint8)depth;
      sum->near_pile[t][k] = (guint8)pile;
    }
}

/* Summarizes @state; where @prev is given, with @prev_hash and @prev_score
 * the terms of its piles, those of the piles the two share are taken from
 * there. Unless @scored, the hashes alone: the terms of the evaluation are
 * left at nothing (beams whose playout is all their score). */
static void
summarize (const Analysis *an, const PatState *state, const PatState *prev,
           const guint64 *prev_hash, const gint32 *prev_score, gboolean scored,
           Summary *sum)
{
  const PatRules *rules = &an->rules;

  if (prev != NULL && prev->redeals_left != state->redeals_left)
    prev = NULL;

  sum->sum = sum->merged = 0;
  sum->score_sum = 0;
  sum->wanted_all = 0;
  for (guint i = 0; i < an->n_home && scored; i++)
    {
      guint p = an->home_list[i];

      sum->wanted[p] = wanted_next (an, state, p);
      sum->wanted_all |= sum->wanted[p];
    }
  for (guint64 w = sum->wanted_all; w != 0; w &= w - 1)
    memset (sum->near_depth[lowest_bit (w)], FAR, NEAR);
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);
      guint64 seen = 0;

      if (prev != NULL && pat_state_len (prev, p) == len
          && memcmp (pat_state_pile (prev, p), cards, len) == 0)
        {
          sum->hash[p] = prev_hash[p];
          sum->score[p] = prev_score[p];
        }
      else
        {
          sum->hash[p] = pile_hash (an, state, p);
          sum->score[p] = scored ? pile_score (an, state, p) : 0;
        }
      if (an->merged_piles & (PILE_BIT (p)))
        sum->merged += sum->hash[p];
      else
        sum->sum += sum->hash[p];
      sum->score_sum += sum->score[p];
      if ((an->home_piles & (PILE_BIT (p))) || !scored)
        continue;

      /* The first of each wanted card from the top is its depth here. */
      for (guint d = 0; d < len && d < FAR; d++)
        {
          guint t = type_of (cards[len - 1 - d]);

          if ((sum->wanted_all & ~seen & TYPE_BIT (t)) == 0)
            continue;
          seen |= TYPE_BIT (t);
          near_insert (sum, t, card_depth (an, p, d), p);
        }
    }
}

static gint32
summary_score (const Analysis *an, const Summary *sum)
{
  guint8 depth[N_TYPES];

  for (guint t = 0; t < N_TYPES; t++)
    depth[t] = sum->near_depth[t][0];
  return sum->score_sum + burial (an, sum->wanted, depth);
}

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

/* The foundation that takes card @t now, or -1. */
static int
playout_home_for (const Analysis *an, const Playout *play, guint t)
{
  for (guint f = 0; f < play->n_home; f++)
    if (play->suit[f] == t >> 4 && play->height[f] == an->position[t])
      return (int)f;
  return -1;
}

/* How many cards a foundation of its suit takes before card @t. */
static int
playout_wait (const Analysis *an, const Playout *play, guint t)
{
  int at = an->position[t], wait = G_MAXINT;

  for (guint f = 0; f < play->n_home; f++)
    if (play->suit[f] == t >> 4 && play->height[f] <= at)
      wait = MIN (wait, at - play->height[f]);
  return wait;
}

/* Takes off a pile top that a foundation takes now, and gives that
 * foundation, or -1. */
static int
playout_take_top (const Analysis *an, Playout *play)
{
  for (guint k = 0; k < play->n_piles; k++)
    if (play->len[k] > 0)
      {
        int f = playout_home_for (an, play, play->cards[k][play->len[k] - 1]);

        if (f >= 0)
          {
            play->len[k]--;
            return f;
          }
      }
  return -1;
}

/* Foundation @f takes a card, then every pile top that follows. */
static void
playout_send (const Analysis *an, Playout *play, int f)
{
  for (; f >= 0; f = playout_take_top (an, play))
    {
      play->height[f]++;
      play->home++;
    }
}

/* Card @t comes up: it goes home with every pile top that follows it, or
 * waits on the pile whose top is wanted soonest after it, so that it
 * leaves first; failing that, on an empty pile; failing that, on the pile
 * whose top is wanted last. */
static void
playout_card (const Analysis *an, Playout *play, guint t)
{
  int f = playout_home_for (an, play, t);
  int wait, fit = -1, fit_wait = G_MAXINT, empty = -1, last = -1, last_wait = -1;

  if (f < 0)
    {
      wait = playout_wait (an, play, t);
      for (guint k = 0; k < play->n_piles; k++)
        {
          int top_wait;

          if (play->len[k] == 0)
            {
              empty = empty < 0 ? (int)k : empty;
              continue;
            }
          top_wait = playout_wait (an, play, play->cards[k][play->len[k] - 1]);
          if (top_wait >= wait && top_wait < fit_wait)
            {
              fit = (int)k;
              fit_wait = top_wait;
            }
          if (top_wait > last_wait)
            {
              last = (int)k;
              last_wait = top_wait;
            }
        }
      if (fit < 0)
        fit = empty >= 0 ? empty : last;
      play->cards[fit][play->len[fit]++] = (guint8)t;
      return;
    }
  playout_send (an, play, f);
}

/* The cards home at the end of the greedy playout of analyse_playout():
 * the waste card, the stock, and after each redeal the piles gathered as
 * the redeal gathers them, each card played by playout_card(). */
static guint
playout_home (const Analysis *an, const PatState *state)
{
  const PatRules *rules = &an->rules;
  Playout play;
  guint8 deck[PAT_MAX_CARDS];
  guint n = 0;

  play.n_home = play.n_piles = play.home = 0;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      if (an->home_piles & (PILE_BIT (p)))
        {
          play.height[play.n_home] = (guint8)len;
          play.suit[play.n_home++] = (guint8)pat_card_suit (cards[0]);
          play.home += len;
        }
      else if (an->playout_piles & (PILE_BIT (p)))
        {
          for (guint i = 0; i < len; i++)
            play.cards[play.n_piles][i] = (guint8)type_of (cards[i]);
          play.len[play.n_piles++] = (guint8)len;
        }
    }
  /* Pile tops that could go home now go first, then the waste card and
   * the stock from its top. */
  playout_send (an, &play, playout_take_top (an, &play));
  for (guint i = pat_state_len (state, (guint)rules->waste); i > 0; i--)
    deck[n++] = (guint8)type_of (pat_state_pile (state, (guint)rules->waste)[i - 1]);
  for (guint i = pat_state_len (state, (guint)rules->stock); i > 0; i--)
    deck[n++] = (guint8)type_of (pat_state_pile (state, (guint)rules->stock)[i - 1]);
  for (guint redeals = state->redeals_left;; redeals--)
    {
      for (guint i = 0; i < n; i++)
        playout_card (an, &play, deck[i]);
      if (redeals == 0)
        break;
      /* The last pile's cards come first, each pile from the bottom. */
      n = 0;
      for (guint k = play.n_piles; k > 0; k--)
        {
          memcpy (deck + n, play.cards[k - 1], play.len[k - 1]);
          n += play.len[k - 1];
          play.len[k - 1] = 0;
        }
    }
  return play.home;
}

/* The home piles in playout_waste(): the top of each, and where
 * arrangements over the home piles are one position (analyse_merged()),
 * how many cards of each rank those piles hold; and the types that the
 * piles counted by their tops take, from their tops. */
typedef struct
{
  guint8 top[PAT_MAX_PILES];
  guint8 ranks[PAT_KING + 1];
  guint8 scan[PAT_KING + 1]; /* ranks_fit()'s scan of @ranks after each rank */
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

static inline guint
ranks_step (const Analysis *an, guint r, guint n, guint scan)
{
  guint up = scan >> 4, down = scan & 0x0f, need;

  if (r < an->up_base)
    {
      /* The lower group alone. */
      if (n < down || n > an->down_count)
        return SCAN_FAILED;
      return n;
    }
  if (r == an->up_base)
    {
      /* Every pile of the upper group holds its base. */
      if (n < an->up_count + down || n - an->up_count > an->down_count)
        return SCAN_FAILED;
      return an->up_count << 4 | (n - an->up_count);
    }
  need = MAX (down, n > up ? n - up : 0);
  /* Every pile of the lower group holds its King. */
  if (r == PAT_KING)
    return need <= an->down_count && n >= an->down_count && n - an->down_count <= up
               ? 0
               : SCAN_FAILED;
  if (need > an->down_count || need > n)
    return SCAN_FAILED;
  return (n - need) << 4 | need;
}

static gboolean
ranks_fit (const Analysis *an, const guint8 ranks[PAT_KING + 1])
{
  guint scan = 0;

  for (guint r = PAT_ACE; r <= PAT_KING && scan != SCAN_FAILED; r++)
    scan = ranks_step (an, r, ranks[r], scan);
  return scan != SCAN_FAILED;
}

/* Adds the ranks of the cards of pile @p to @ranks. */
static void
count_ranks (const PatState *state, guint p, guint8 ranks[PAT_KING + 1])
{
  for (guint i = 0; i < pat_state_len (state, p); i++)
    ranks[pat_card_rank (pat_state_pile (state, p)[i])]++;
}

/* Whether the playout counts the @i-th home pile by its top, not by rank. */
static inline gboolean
waste_home_by_top (const Analysis *an, guint i)
{
  return !an->playout_by_rank || (an->merged_piles & (PILE_BIT (an->home_list[i]))) == 0;
}

/* The types that the @i-th home pile takes, from its top. */
static inline guint64
waste_top_takes (const Analysis *an, const WasteHome *home, guint i)
{
  guint p = an->home_list[i];

  return home->top[i] == 0 ? an->fill[p]
                           : an->build_on[an->rules.piles[p].group][home->top[i]];
}

/* Works out again what the piles counted by their tops take. */
static void
waste_home_update (const Analysis *an, WasteHome *home)
{
  home->takes = 0;
  for (guint i = 0; i < an->n_home; i++)
    if (waste_home_by_top (an, i))
      home->takes |= waste_top_takes (an, home, i);
}

/* Works out ranks_fit()'s scan of the merged piles' ranks again from rank
 * @r up. */
static void
waste_home_rescan (const Analysis *an, WasteHome *home, guint r)
{
  for (guint k = r, scan = r > PAT_ACE ? home->scan[r - 1] : 0; k <= PAT_KING; k++)
    home->scan[k] = (guint8)(scan = ranks_step (an, k, home->ranks[k], scan));
}

/* The parts of waste_playout_key(): each adds up what lies where. The
 * odd factors keep the parts apart, as all draw on the same random keys. */
static inline guint64
home_top_hash (const Analysis *an, guint i, guint t)
{
  return t == 0 ? 0 : an->zobrist[i][t] * G_GUINT64_CONSTANT (0xD6E8FEB86659FD93);
}

static inline guint64
home_rank_hash (const Analysis *an, guint r)
{
  return an->zobrist[r][0] * G_GUINT64_CONSTANT (0xA0761D6478BD642F);
}

static inline guint64
stock_card_hash (const Analysis *an, guint i, guint t)
{
  return an->zobrist[i][t];
}

static inline guint64
waste_card_hash (const Analysis *an, guint i, guint t)
{
  return an->zobrist[i][t] * G_GUINT64_CONSTANT (0xE7037ED1A0B428DB);
}

/* Card @t goes to the first home pile that takes it: where arrangements
 * are merged and the evaluation counts by rank, to the merged piles if
 * some arrangement takes it. */
static gboolean
waste_home_takes (const Analysis *an, WasteHome *home, guint t)
{
  guint8 after[PAT_KING + 1];
  guint r, k, scan;

  if (home->takes & TYPE_BIT (t))
    for (guint i = 0; i < an->n_home; i++)
      if (waste_home_by_top (an, i) && (waste_top_takes (an, home, i) & TYPE_BIT (t)))
        {
          home->hash += home_top_hash (an, i, t) - home_top_hash (an, i, home->top[i]);
          home->top[i] = (guint8)t;
          waste_home_update (an, home);
          return TRUE;
        }
  if (!an->playout_by_rank)
    return FALSE;
  /* The scan with the card differs from the one without it from the
   * card's rank on, until the two meet again. */
  r = t & 0x0f;
  scan = r > PAT_ACE ? home->scan[r - 1] : 0;
  for (k = r; k <= PAT_KING; k++)
    {
      scan = ranks_step (an, k, home->ranks[k] + (k == r), scan);
      if (scan == SCAN_FAILED)
        return FALSE;
      if (scan == home->scan[k])
        break;
      after[k] = (guint8)scan;
    }
  home->ranks[r]++;
  home->hash += home_rank_hash (an, r);
  memcpy (home->scan + r, after + r, k - r);
  return TRUE;
}

/* Whether the waste's top, which @home takes to give @after, waits for
 * the @next card of the stock in the playout that looks ahead: @home takes
 * @next, but @after would not. Dealt, @next goes home first, and the card
 * it covered after it where that still fits. */
static gboolean
waste_home_waits (const Analysis *an, const WasteHome *home, const WasteHome *after,
                  guint next)
{
  WasteHome now = *home, then = *after;

  return waste_home_takes (an, &now, next) && !waste_home_takes (an, &then, next);
}

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

static void
waste_playout_init (const Analysis *an, const PatState *state, WastePlayout *play)
{
  const PatRules *rules = &an->rules;
  guint stock = (guint)rules->stock, waste = (guint)rules->waste;

  memset (&play->home, 0, sizeof play->home);
  play->n_home = 0;
  play->redeals = state->redeals_left;
  for (guint i = 0; i < an->n_home; i++)
    {
      guint p = an->home_list[i];
      const PatCard *pile = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      /* Merged piles count by rank alone, whatever their tops. */
      if (!waste_home_by_top (an, i))
        count_ranks (state, p, play->home.ranks);
      else if (len > 0)
        {
          play->home.top[i] = (guint8)type_of (pile[len - 1]);
          play->home.hash += home_top_hash (an, i, play->home.top[i]);
        }
      play->n_home += len;
    }
  waste_home_update (an, &play->home);
  if (an->playout_by_rank)
    {
      waste_home_rescan (an, &play->home, PAT_ACE);
      for (guint r = PAT_ACE; r <= PAT_KING; r++)
        play->home.hash += play->home.ranks[r] * home_rank_hash (an, r);
    }
  play->hash = 0;
  for (guint i = 0; i < pat_state_len (state, stock); i++)
    {
      play->cards[i] = (guint8)type_of (pat_state_pile (state, stock)[i]);
      play->hash += stock_card_hash (an, i, play->cards[i]);
    }
  play->n_stock = pat_state_len (state, stock);
  for (guint i = 0; i < pat_state_len (state, waste); i++)
    {
      play->turned[i] = (guint8)type_of (pat_state_pile (state, waste)[i]);
      play->hash += waste_card_hash (an, i, play->turned[i]);
    }
  play->n_waste = pat_state_len (state, waste);
}

/* Takes the waste's top off, keeping the hash. */
static inline void
waste_playout_pop (const Analysis *an, WastePlayout *play)
{
  play->n_waste--;
  play->hash -= waste_card_hash (an, play->n_waste, play->turned[play->n_waste]);
}

/* Deals the next card of the playout's stock, keeping the hash. */
static inline void
waste_playout_deal (const Analysis *an, WastePlayout *play)
{
  guint t = play->cards[--play->n_stock];

  play->hash
      += waste_card_hash (an, play->n_waste, t) - stock_card_hash (an, play->n_stock, t);
  play->turned[play->n_waste++] = (guint8)t;
}

/* waste_playout_init() for @state, a child of the position whose playout
 * starts as @from, and what it gives, with less work: the stock and the
 * waste are @from's, but for one card dealt or sent home, and so are the
 * ranks of the merged home piles, but for that card. A card enters the
 * merged piles only from the waste (analyse_waste_playout()), so their
 * number of cards tells whether it did. */
static void
waste_playout_init_from (const Analysis *an, const PatState *state,
                         const WastePlayout *from, WastePlayout *play)
{
  guint n_stock = pat_state_len (state, (guint)an->rules.stock);
  guint n_waste = pat_state_len (state, (guint)an->rules.waste);
  gboolean sent = n_stock == from->n_stock && n_waste + 1 == from->n_waste;
  guint merged = 0, merged_before = 0;

  if (!an->playout_derived || state->redeals_left != from->redeals
      || !(sent || (n_stock + 1 == from->n_stock && n_waste == from->n_waste + 1)
           || (n_stock == from->n_stock && n_waste == from->n_waste)))
    {
      waste_playout_init (an, state, play);
      return;
    }
  *play = *from;
  if (n_stock < from->n_stock)
    waste_playout_deal (an, play);
  else if (sent)
    waste_playout_pop (an, play);
  play->n_home = 0;
  for (guint i = 0; i < an->n_home; i++)
    {
      guint p = an->home_list[i];
      guint len = pat_state_len (state, p);
      guint top = len > 0 ? type_of (pat_state_top (state, p)) : 0;

      play->n_home += len;
      if (!waste_home_by_top (an, i))
        merged += len;
      else if (top != play->home.top[i])
        {
          play->home.hash
              += home_top_hash (an, i, top) - home_top_hash (an, i, play->home.top[i]);
          play->home.top[i] = (guint8)top;
        }
    }
  waste_home_update (an, &play->home);
  if (!an->playout_by_rank)
    return;
  for (guint r = PAT_ACE; r <= PAT_KING; r++)
    merged_before += play->home.ranks[r];
  if (merged != merged_before)
    {
      guint r;

      if (!sent || merged != merged_before + 1)
        {
          waste_playout_init (an, state, play);
          return;
        }
      r = from->turned[from->n_waste - 1] & 0x0f;
      play->home.ranks[r]++;
      play->home.hash += home_rank_hash (an, r);
      waste_home_rescan (an, &play->home, r);
    }
}

/* One step of the playout: the waste's top goes home if a home pile takes
 * it (see waste_home_takes()); if not, the next card is dealt, or the
 * waste turned over while redeals remain. %FALSE at the end. */
static gboolean
waste_playout_step (const Analysis *an, WastePlayout *play)
{
  if (play->n_waste > 0)
    {
      WasteHome after = play->home;

      if (waste_home_takes (an, &after, play->turned[play->n_waste - 1])
          && !(an->playout_ahead && play->n_stock > 0
               && waste_home_waits (an, &play->home, &after,
                                    play->cards[play->n_stock - 1])))
        {
          play->home = after;
          play->n_home++;
          waste_playout_pop (an, play);
          return TRUE;
        }
    }
  if (play->n_stock > 0)
    waste_playout_deal (an, play);
  else if (play->redeals > 0 && play->n_waste > 0)
    {
      play->redeals--;
      while (play->n_waste > 0)
        {
          guint t = play->turned[--play->n_waste];

          play->hash += stock_card_hash (an, play->n_stock, t)
                        - waste_card_hash (an, play->n_waste, t);
          play->cards[play->n_stock++] = (guint8)t;
        }
    }
  else
    return FALSE;
  return TRUE;
}

/* Whether two playouts stand at the same place, and so end alike. */
static gboolean
waste_playout_equal (const WastePlayout *a, const WastePlayout *b)
{
  /* What the tops take follows from the tops. */
  return a->hash == b->hash && a->home.hash == b->home.hash && a->n_stock == b->n_stock
         && a->n_waste == b->n_waste && a->redeals == b->redeals && a->n_home == b->n_home
         && memcmp (a->home.top, b->home.top, sizeof a->home.top) == 0
         && memcmp (a->home.ranks, b->home.ranks, sizeof a->home.ranks) == 0
         && memcmp (a->cards, b->cards, a->n_stock) == 0
         && memcmp (a->turned, b->turned, a->n_waste) == 0;
}

/* Playouts of one search meet again and again: a child's playout soon
 * stands where its parent's or a sibling's stood, and from there it goes
 * the same way. So the cards home at the end are kept for some of the
 * places each playout passes through, by the hash of the whole place (see
 * waste_playout_key()), and a playout that comes to one of them stops
 * there. Idle Aces deal 7 at 5 s: half the playouts stop so, on average
 * 70 steps before their end, and the search expands a tenth more
 * positions. A hash that two places share by chance only ranks a position
 * wrongly; the playout decides nothing. */
#define PLAYOUT_MEMO_BITS 16
#define PLAYOUT_MEMO_EVERY 8    /* deals between the places kept */
#define PLAYOUT_MEMO_PLACES 64  /* kept at most, per playout */
#define PLAYOUT_MEMO_VALUE 0xff /* the bits of a slot that hold the cards home */
G_STATIC_ASSERT (PAT_MAX_CARDS <= PLAYOUT_MEMO_VALUE);

typedef struct _PlayoutMemo
{
  guint64 slots[1 << PLAYOUT_MEMO_BITS]; /* the key's other bits | cards home */
} PlayoutMemo;

static guint64
waste_playout_key (const Analysis *an, const WastePlayout *play)
{
  guint64 kind = (guint64)an->playout_by_rank | (guint64)an->playout_ahead << 1;

  return mix64 (play->hash + play->home.hash + (kind << 8 | play->redeals))
         & ~(guint64)PLAYOUT_MEMO_VALUE;
}

/* The cards home at the end of the playout; @play is left where it
 * stopped. The places kept are the start and those where the stock, just
 * dealt from or turned over, holds a multiple of %PLAYOUT_MEMO_EVERY cards:
 * two playouts that meet pass the same ones from there. */
static guint
waste_playout_run (const Analysis *an, WastePlayout *play)
{
  PlayoutMemo *memo = an->playout_memo;
  guint64 places[PLAYOUT_MEMO_PLACES];
  guint n_places = 0;
  guint last_stock = G_MAXUINT;

  if (memo == NULL)
    {
      while (waste_playout_step (an, play))
        ;
      return play->n_home;
    }
  do
    {
      if (n_places < PLAYOUT_MEMO_PLACES
          && (n_places == 0
              || (play->n_stock != last_stock
                  && play->n_stock % PLAYOUT_MEMO_EVERY == 0)))
        {
          guint64 key = waste_playout_key (an, play);
          guint64 slot = memo->slots[key >> (64 - PLAYOUT_MEMO_BITS)];

          if ((slot & ~(guint64)PLAYOUT_MEMO_VALUE) == key)
            {
              play->n_home = (guint)(slot & PLAYOUT_MEMO_VALUE);
              break;
            }
          places[n_places++] = key;
        }
      last_stock = play->n_stock;
    }
  while (waste_playout_step (an, play));
  for (guint i = 0; i < n_places; i++)
    memo->slots[places[i] >> (64 - PLAYOUT_MEMO_BITS)] = places[i] | play->n_home;
  return play->n_home;
}

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

/* @value is the cards home at the end of @state's playout, or
 * %PLAYOUT_UNKNOWN. */
static void
playout_parent_init (const Analysis *an, const PatState *state, guint value,
                     PlayoutParent *parent)
{
  parent->valid = FALSE;
  parent->value = 0;
  if (an->playout != PLAYOUT_WASTE)
    return;
  waste_playout_init (an, state, &parent->start);
  parent->next = parent->start;
  if (value == PLAYOUT_UNKNOWN)
    {
      WastePlayout whole = parent->start;

      value = waste_playout_run (an, &whole);
    }
  parent->value = value;
  parent->valid = waste_playout_step (an, &parent->next);
}

/* The cards home at the end of the playout from @state, a child of
 * @parent (or %NULL). */
static guint
playout_waste (const Analysis *an, const PatState *state, const PlayoutParent *parent)
{
  WastePlayout play;

  if (parent == NULL)
    waste_playout_init (an, state, &play);
  else
    waste_playout_init_from (an, state, &parent->start, &play);
  if (parent != NULL && parent->valid && waste_playout_equal (&play, &parent->next))
    return parent->value;
  return waste_playout_run (an, &play);
}

/* A redeal kept for later, where redeals shuffle and come whenever the
 * player likes (Intelligence, La Belle Lucie): worth ten cards home. Without
 * it, a beam spends its redeals as soon as a shuffle looks a little better,
 * and a hundred moves on ends with the last two cards of a suit lying the
 * wrong way round in one pile and no redeal left to part them. */
#define REDEAL_VALUE 1000

static gint32
redeal_value (const Analysis *an, const PatState *state)
{
  if (!an->shuffle_redeal || state->redeals_left == PAT_REDEALS_UNLIMITED)
    return 0;
  return REDEAL_VALUE * (gint32)state->redeals_left;
}

/* The terms of the evaluation that look at the whole position, not pile by
 * pile. @state is a child of @parent (or %NULL); where the waste feeds the
 * home piles, the playout's cards home are left in @playout. */
static gint32
whole_value (const Analysis *an, const PatState *state, const PlayoutParent *parent,
             guint *playout)
{
  gint32 value = redeal_value (an, state);

  if (an->playout == PLAYOUT_PLACING)
    value += PLAYOUT_WEIGHT * (gint32)playout_home (an, state);
  else if (an->playout == PLAYOUT_WASTE)
    {
      guint home = playout_waste (an, state, parent);

      if (playout != NULL)
        *playout = home;
      value += PLAYOUT_WEIGHT * (gint32)home;
    }
  return value;
}

/* The evaluation of @state, whose terms for the whole position are @whole. */
static gint32
evaluate_whole (const Analysis *an, const PatState *state, gint32 whole)
{
  Summary sum;

  summarize (an, state, NULL, NULL, NULL, TRUE, &sum);
  return summary_score (an, &sum) + whole;
}

static gint32
evaluate (const Analysis *an, const PatState *state)
{
  return evaluate_whole (an, state, whole_value (an, state, NULL, NULL));
}

/* The piles that differ between @state and @next, which @move led to (or
 * %NULL: several moves); all of them when a redeal changed which groups are
 * hashed as sets. A card moved where no pile turns cards up or refills by
 * itself changes its two piles alone. */
static guint64
changed_piles (const Analysis *an, const PatState *state, const PatState *next,
               const PatMove *move)
{
  guint64 dirty = 0;

  if (next->redeals_left != state->redeals_left)
    return ALL_PILES;
  if (move != NULL && move->kind == PAT_MOVE_CARD && an->rules.settled == 0)
    return PILE_BIT (move->from) | PILE_BIT (move->to);
  /* Where piles only turn their top card up, a card move changes its two
   * piles and any other whose top was face down. */
  if (move != NULL && move->kind == PAT_MOVE_CARD && an->turn_up_only)
    {
      dirty = PILE_BIT (move->from) | PILE_BIT (move->to);
      for (guint64 w = an->rules.settled & ~dirty; w != 0; w &= w - 1)
        if (pat_state_len (state, lowest_bit (w)) > 0
            && pat_card_is_face_down (pat_state_top (state, lowest_bit (w))))
          dirty |= PILE_BIT (lowest_bit (w));
      return dirty;
    }
  for (guint p = 0; p < an->rules.n_piles; p++)
    if (pat_state_len (state, p) != pat_state_len (next, p)
        || memcmp (pat_state_pile (state, p), pat_state_pile (next, p),
                   pat_state_len (state, p))
               != 0)
      dirty |= PILE_BIT (p);
  return dirty;
}

/* The key of @next, whose piles @dirty differ from those @sum describes. */
static guint64
step_key (const Analysis *an, const Summary *sum, const PatState *next, guint64 dirty)
{
  guint64 total = sum->sum, merged = sum->merged;

  if (dirty == ALL_PILES)
    return state_key (an, next);
  for (guint p = 0; p < an->rules.n_piles; p++)
    if (dirty & (PILE_BIT (p)))
      {
        guint64 h = pile_hash (an, next, p);

        if (an->merged_piles & (PILE_BIT (p)))
          merged += h - sum->hash[p];
        else
          total += h - sum->hash[p];
      }
  return finish_key (an, total, merged, next);
}

/* The evaluation of @next, likewise; @parent and @playout as for
 * whole_value(). */
static gint32
step_score (const Analysis *an, const Summary *sum, const PatState *next, guint64 dirty,
            const PlayoutParent *parent, guint *playout)
{
  guint8 depth[N_TYPES];
  gint32 whole = whole_value (an, next, parent, playout);
  gint32 value = sum->score_sum + whole;

  if (dirty == ALL_PILES)
    return evaluate_whole (an, next, whole);
  /* Cards home or back: other cards are wanted next, found afresh. */
  if (dirty & an->home_piles)
    {
      guint64 wanted[PAT_MAX_PILES];
      guint64 wanted_all = 0;

      for (guint i = 0; i < an->n_home; i++)
        {
          guint p = an->home_list[i];

          wanted[p] = wanted_next (an, next, p);
          wanted_all |= wanted[p];
        }
      for (guint64 w = wanted_all; w != 0; w &= w - 1)
        depth[lowest_bit (w)] = FAR;
      for (guint p = 0; p < an->rules.n_piles; p++)
        {
          if (dirty & (PILE_BIT (p)))
            value += pile_score (an, next, p) - sum->score[p];
          if (!(an->home_piles & (PILE_BIT (p))))
            pile_depths (an, next, p, wanted_all, depth);
        }
      return value + burial (an, wanted, depth);
    }
  for (guint64 w = sum->wanted_all; w != 0; w &= w - 1)
    {
      guint t = lowest_bit (w);
      guint k = 0;

      while (k < NEAR && sum->near_depth[t][k] != FAR
             && (dirty & (PILE_BIT (sum->near_pile[t][k]))))
        k++;
      /* The nearest places were all changed: another may be next. */
      if (k == NEAR)
        return evaluate_whole (an, next, whole);
      depth[t] = sum->near_depth[t][k];
    }
  for (guint p = 0; p < an->rules.n_piles; p++)
    if (dirty & (PILE_BIT (p)))
      {
        value += pile_score (an, next, p) - sum->score[p];
        pile_depths (an, next, p, sum->wanted_all, depth);
      }
  return value + burial (an, sum->wanted, depth);
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

/* Whether pile @p is hashed as one of a set and an earlier pile of its
 * group holds the same cards as far as the key tells: a move onto either
 * gives the same position. */
static gboolean
is_twin (const Analysis *an, const PatState *state, guint p)
{
  const PatCard *cards = pat_state_pile (state, p);
  guint len = pat_state_len (state, p);
  guint group = an->rules.piles[p].group;

  /* With one deck and suits told apart, no two piles hold the same cards. */
  if ((an->decks == 1 && an->card_mask != 0x0f) || !pile_is_permuted (an, state, p)
      || (an->merged_piles & (PILE_BIT (p))))
    return FALSE;
  for (guint64 w = an->group_piles[group] & an->any_target & (PILE_BIT (p) - 1); w != 0;
       w &= w - 1)
    {
      guint q = lowest_bit (w);
      const PatCard *other = pat_state_pile (state, q);
      guint i = 0;

      if (pat_state_len (state, q) != len)
        continue;
      while (i < len && ((cards[i] ^ other[i]) & an->card_mask) == 0)
        i++;
      if (i == len)
        return TRUE;
    }
  return FALSE;
}

/* The piles that take a tableau card only onto their base alone and have
 * cards on it: the tables say they take any card, the engine refuses a
 * tableau card. */
static guint64
covered_piles (const Analysis *an, const PatState *state)
{
  guint64 covered = 0;

  for (guint64 w = an->bare_piles; w != 0; w &= w - 1)
    if (pat_state_len (state, lowest_bit (w)) > 1)
      covered |= PILE_BIT (lowest_bit (w));
  return covered;
}

/* The legal moves: a quick superset from the tables, each confirmed by the
 * engine, then deal and redeal. Where runs move, each run on top whose
 * bottom card fits the target is tried. The piles that would take each card
 * are worked out once, from the cards on top. Moves to the piles @skip are
 * left out. */
static guint
list_moves (const Analysis *an, const PatState *state, guint64 skip, PatMove *moves)
{
  const PatRules *rules = &an->rules;
  guint64 takers[N_TYPES] = { 0 };
  guint64 empty = 0, covered = covered_piles (an, state);
  /* Piles that take many kinds of card (a bare Queen takes any) are kept
   * apart, with what they take, rather than entered under each kind:
   * Laggard Lady, a third less time listing moves. */
  guint64 wide_takes[PAT_MAX_PILES];
  guint8 wide[PAT_MAX_PILES];
  guint n_wide = 0;
  guint n = 0;
  PatMove move = { 0 };

  for (guint64 w = an->any_target & ~skip; w != 0; w &= w - 1)
    {
      guint to = lowest_bit (w);
      guint group = rules->piles[to].group;
      guint onto;
      guint64 takes;

      if (pat_state_len (state, to) == 0)
        {
          empty |= PILE_BIT (to);
          continue;
        }
      if (is_twin (an, state, to))
        continue;
      onto = type_of (pat_state_top (state, to));
      takes = an->build_on[group][onto];
      if (an->wide_on[group] & TYPE_BIT (onto))
        {
          wide_takes[n_wide] = takes;
          wide[n_wide++] = (guint8)to;
          continue;
        }
      for (; takes != 0; takes &= takes - 1)
        takers[lowest_bit (takes)] |= PILE_BIT (to);
    }

  for (guint from = 0; from < rules->n_piles; from++)
    {
      const PatPileGroup *group = pat_rules_group (rules, from);
      guint len = pat_state_len (state, from);
      const PatCard *cards;
      guint64 fits[PAT_MAX_CARDS + 1];
      guint64 any = 0;
      guint run;

      if (len == 0 || (an->targets[from] & ~skip) == 0)
        continue;
      cards = pat_state_pile (state, from);
      if (pat_card_is_face_down (cards[len - 1]) || (group->base_fixed && len == 1))
        continue;
      run = group->moves_runs ? pat_move_run_length (rules, state, from) : 1;
      /* The piles that take the run of each length. */
      for (guint count = 1; count <= run; count++)
        {
          guint t = type_of (cards[len - count]);

          fits[count] = takers[t];
          for (guint k = 0; k < n_wide; k++)
            if (wide_takes[k] & TYPE_BIT (t))
              fits[count] |= PILE_BIT (wide[k]);
          fits[count] &= an->targets[from];
          if (an->tableau_piles & (PILE_BIT (from)))
            fits[count] &= ~covered;
          for (guint64 w = an->targets[from] & empty; w != 0; w &= w - 1)
            if (an->fill[lowest_bit (w)] & TYPE_BIT (t))
              fits[count] |= PILE_BIT (lowest_bit (w));
          any |= fits[count];
        }
      for (; any != 0; any &= any - 1)
        for (guint count = 1; count <= run && n < MAX_MOVES - 2; count++)
          if (fits[count] & PILE_BIT (lowest_bit (any)))
            {
              move = pat_move_card (from, lowest_bit (any), count);
              if (pat_move_check (rules, state, &move, NULL))
                moves[n++] = move;
            }
    }
  move = (PatMove){ .kind = PAT_MOVE_DEAL };
  if (pat_move_check (rules, state, &move, NULL))
    moves[n++] = move;
  move.kind = PAT_MOVE_REDEAL;
  if (pat_move_check (rules, state, &move, NULL))
    moves[n++] = move;
  return n;
}

/* Safe moves ----------------------------------------------------------------- */

static gboolean
start_stays_open (const Analysis *an, const PatState *state, const PatMove *move,
                  PatCard card)
{
  const PatRules *rules = &an->rules;
  PatState after = *state;

  if (rules->variant->can_start == NULL)
    return TRUE;
  pat_move_apply (rules, &after, move);
  for (guint p = 0; p < rules->n_piles; p++)
    if (rules->piles[p].group == rules->piles[move->to].group
        && pat_state_len (&after, p) == 0
        && !rules->variant->can_start (rules, &after, p, card, NULL))
      return FALSE;
  return TRUE;
}

/* Which cards are home: @some, those home in at least one copy; returns
 * those home in every copy. */
static guint64
count_home (const Analysis *an, const PatState *state, guint64 *some)
{
  guint64 once = 0, twice = 0;

  for (guint64 w = an->home_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);

      for (guint i = 0; i < pat_state_len (state, p); i++)
        {
          guint64 bit = TYPE_BIT (type_of (cards[i]));

          twice |= once & bit;
          once |= bit;
        }
    }
  *some = once;
  return an->decks == 1 ? once : twice;
}

/* Whether the card on top of @from, once home, can never be needed in play
 * (see the comment at the top). */
static gboolean
card_is_safe (const Analysis *an, const PatState *state, guint from, guint64 some_home,
              guint64 all_home)
{
  const PatRules *rules = &an->rules;
  const PatPileGroup *group = pat_rules_group (rules, from);
  guint len = pat_state_len (state, from);
  PatCard card = pat_state_top (state, from);
  guint t = type_of (card);

  if (len == 0 || pat_card_is_face_down (card) || (an->safe_types & TYPE_BIT (t)) == 0)
    return FALSE;
  if ((an->cell_piles & (PILE_BIT (from))) && len == 2 && state->redeals_left == 0
      && pat_state_len (state, (guint)rules->stock) == 0)
    return TRUE;
  if ((all_home & an->safe_needs[t]) != an->safe_needs[t])
    return FALSE;
  /* Only the last copy out (the others are all home: c is not). */
  if ((an->self_buildable & TYPE_BIT (t))
      && ((some_home & TYPE_BIT (t)) ? 2u : 1u) != an->decks)
    return FALSE;
  if (group->kind == PAT_PILE_WASTE && rules->deal_count > 1)
    return FALSE;
  if (len == 1
      && ((group->refill > 0 && rules->stock >= 0
           && pat_state_len (state, (guint)rules->stock) > 0)
          || (is_building_group (group) && group->fill != PAT_FILL_ANY)
          || (group->kind == PAT_PILE_TABLEAU && rules->variant->can_start != NULL)))
    return FALSE;
  return TRUE;
}

/* Whether two cards in a pile lock each other (see analyse_locks()). */
static gboolean
is_locked (const Analysis *an, const PatState *state)
{
  guint64 some_home, all_home, home, last_out;
  /* For (c): the cards with a copy out above a card needed first. */
  guint64 pinned = 0;

  if (an->lock_piles == 0 || state->redeals_left != 0)
    return FALSE;
  all_home = count_home (an, state, &some_home);
  /* Home in every copy; out in one copy only. */
  home = an->decks == 1 ? some_home : all_home;
  last_out = an->decks == 1 ? ~some_home : some_home & ~all_home;
  for (guint64 w = an->lock_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);
      guint64 once = 0, twice = 0; /* the cards under cards[j] */

      for (guint j = 0; j < len; j++)
        {
          guint t = type_of (cards[j]);
          guint64 bit = TYPE_BIT (t);
          /* Every copy still out lies under it. */
          guint64 under = (last_out & once) | (an->decks == 2 ? twice : 0);
          /* A card its foundation needs first that is out as often as it
           * is, all under it. */
          guint64 blocking
              = an->lock_needs[t] & under & (bit & last_out ? last_out : ~some_home);

          if ((an->lock_types & bit) && blocking != 0
              && ((an->rests_on[t] & ~(home | under)) == 0
                  || ((bit & last_out)
                      && (an->rests_on[t] & ~an->lock_needs[t] & ~home) == 0)))
            return TRUE;
          if (an->decks == 2 && (an->lock_types & bit) && !(some_home & bit)
              && (an->lock_needs[t] & once) != 0
              && (an->rests_on[t] & ~an->lock_needs[t] & ~all_home) == 0)
            {
              if (pinned & bit)
                return TRUE;
              pinned |= bit;
            }
          twice |= once & bit;
          once |= bit;
        }
    }
  return FALSE;
}

/* Positions where no order of the cards' moves fits, in the games of
 * analyse_locks(). In a winning line, each card x in play leaves its pile
 * for the first time at some move L(x) and goes home at some move H(x),
 * with L(x) <= H(x), and:
 *
 * - a card above y in its pile leaves it before y does: L(x) < L(y);
 * - a foundation that holds a card holds one copy of each card of its suit
 *   before it, so the k-th copy of a card to go home goes after the k-th
 *   copy of each card before it. The copy that goes home last (the only
 *   copy out, or with two decks the second one) therefore goes after every
 *   copy out of the cards before it;
 * - a last copy x that can be built only on cards its foundation needs
 *   first (or on cards home in every copy) never moves but home: put on
 *   such a card, it would have to leave it again before that card goes
 *   home, and so on for ever. So L(x) = H(x) (a King goes only on a Queen).
 *
 * Where both copies of such a card are out, which one goes home last is
 * tried both ways (for the first ORDER_BRANCHES such cards; the others add
 * nothing, which only finds fewer positions lost). If every way gives a
 * cycle of "before", no line of play fits, and the position is lost: a
 * King, say, lies above a card that the last foundation of another suit
 * needs, whose King lies above a card the first King's last foundation
 * needs. House in the Wood deals 1-200 at 5 s: 15 more deals proven lost,
 * all from the start, each unknown before even at 20 s; 7 left unknown.
 * It is looked for at the start of a search only, like the strands. */
#define ORDER_NODES (2 * PAT_MAX_CARDS)
#define ORDER_WORDS ((ORDER_NODES + 63) / 64)
#define ORDER_BRANCHES 6

typedef struct
{
  guint n;
  guint64 succ[ORDER_NODES][ORDER_WORDS];
} OrderGraph;

static void
order_edge (OrderGraph *g, guint from, guint to)
{
  if (from != to)
    g->succ[from][to / 64] |= G_GUINT64_CONSTANT (1) << (to % 64);
}

/* Whether the "before" relation of @g has a cycle: Kahn's topological sort
 * leaves nodes behind. */
static gboolean
order_has_cycle (const OrderGraph *g)
{
  guint into[ORDER_NODES] = { 0 };
  guint queue[ORDER_NODES], head = 0, tail = 0;

  for (guint u = 0; u < g->n; u++)
    for (guint w = 0; w < ORDER_WORDS; w++)
      for (guint64 bits = g->succ[u][w]; bits != 0; bits &= bits - 1)
        into[w * 64 + lowest_bit (bits)]++;
  for (guint v = 0; v < g->n; v++)
    if (into[v] == 0)
      queue[tail++] = v;
  while (head < tail)
    {
      guint u = queue[head++];

      for (guint w = 0; w < ORDER_WORDS; w++)
        for (guint64 bits = g->succ[u][w]; bits != 0; bits &= bits - 1)
          {
            guint v = w * 64 + lowest_bit (bits);

            if (--into[v] == 0)
              queue[tail++] = v;
          }
    }
  return tail < g->n;
}

static gboolean
is_out_of_order (const Analysis *an, const PatState *state)
{
  /* Card i's leaving is node 2i, its going home node 2i + 1. */
  guint8 type[PAT_MAX_CARDS];
  int below[PAT_MAX_CARDS];
  int copies[N_TYPES][2];
  guint leaves[PAT_MAX_CARDS];
  guint n_out[N_TYPES] = { 0 };
  guint branched[ORDER_BRANCHES], n_branched = 0, n = 0;
  guint64 some_home, all_home, pinned = 0;
  g_autofree OrderGraph *g = NULL;

  if (an->lock_piles == 0 || state->redeals_left != 0)
    return FALSE;
  all_home = count_home (an, state, &some_home);
  for (guint64 w = an->lock_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);

      for (guint j = 0; j < pat_state_len (state, p); j++, n++)
        {
          guint t = type_of (cards[j]);

          /* More copies than decks: no position of a real game. */
          if (n_out[t] == G_N_ELEMENTS (copies[t]))
            return FALSE;
          type[n] = (guint8)t;
          below[n] = j > 0 ? (int)n - 1 : -1;
          copies[t][n_out[t]++] = (int)n;
          if ((an->rests_on[t] & ~an->lock_needs[t] & ~all_home) == 0)
            pinned |= TYPE_BIT (t);
        }
    }
  for (guint64 w = pinned; w != 0; w &= w - 1)
    if (n_out[lowest_bit (w)] == 2 && n_branched < ORDER_BRANCHES)
      branched[n_branched++] = lowest_bit (w);

  g = g_new (OrderGraph, 1);
  g->n = 2 * n;
  for (guint way = 0; way < 1u << n_branched; way++)
    {
      int last[N_TYPES];

      for (guint t = 0; t < N_TYPES; t++)
        last[t] = n_out[t] == 1 ? copies[t][0] : -1;
      for (guint k = 0; k < n_branched; k++)
        last[branched[k]] = copies[branched[k]][(way >> k) & 1];

      /* A last copy that moves only home leaves as it goes home. */
      for (guint i = 0; i < n; i++)
        leaves[i] = (pinned & TYPE_BIT (type[i])) && last[type[i]] == (int)i ? 2 * i + 1
                                                                             : 2 * i;
      memset (g->succ, 0, sizeof g->succ[0] * g->n);
      for (guint i = 0; i < n; i++)
        {
          guint t = type[i];

          order_edge (g, leaves[i], 2 * i + 1);
          if (below[i] >= 0)
            order_edge (g, leaves[i], leaves[below[i]]);
          if (last[t] != (int)i)
            continue;
          for (guint y = 0; y < n; y++)
            if ((an->lock_needs[t] & TYPE_BIT (type[y])) || (type[y] == t && y != i))
              order_edge (g, 2 * y + 1, 2 * i + 1);
        }
      if (!order_has_cycle (g))
        return FALSE;
    }
  return TRUE;
}

/* Whether some card can never leave its pile (see analyse_strands()). */
static gboolean
is_stranded (const Analysis *an, const PatState *state)
{
  guint64 in_play = 0, left = 0, exposed;
  guint low[PAT_MAX_PILES]; /* the lowest card of each pile shown to leave */
  gboolean changed = TRUE;

  if (an->strand_piles == 0 || (an->strand_gathered && state->redeals_left != 0))
    return FALSE;
  for (guint64 w = an->strand_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);
      const PatCard *cards = pat_state_pile (state, p);

      low[p] = pat_state_len (state, p);
      for (guint j = 0; j < low[p]; j++)
        in_play |= TYPE_BIT (type_of (cards[j]));
    }
  exposed = ~in_play;
  for (guint64 w = an->strand_piles; w != 0; w &= w - 1)
    {
      guint p = lowest_bit (w);

      if (low[p] > 0)
        exposed |= TYPE_BIT (type_of (pat_state_pile (state, p)[low[p] - 1]));
    }
  while (changed)
    {
      changed = FALSE;
      for (guint64 w = an->strand_piles; w != 0; w &= w - 1)
        {
          guint p = lowest_bit (w);
          const PatCard *cards = pat_state_pile (state, p);
          const guint64 *build_on = an->build_on[an->rules.piles[p].group];

          while (low[p] > 0)
            {
              guint j = low[p] - 1, t = type_of (cards[j]);
              gboolean leaves = (an->strand_needs[t] & in_play & ~left) == 0;

              for (guint k = j; !leaves; k--)
                {
                  guint base = type_of (cards[k]);

                  if ((an->strand_fill[p] & TYPE_BIT (base))
                      || (an->rests_on[base] & exposed))
                    leaves = TRUE;
                  else if (k == 0 || !(an->strand_run_piles & PILE_BIT (p))
                           || !(build_on[type_of (cards[k - 1])] & TYPE_BIT (base)))
                    break;
                }
              if (!leaves)
                break;
              left |= TYPE_BIT (t);
              low[p] = j;
              if (j > 0)
                exposed |= TYPE_BIT (type_of (cards[j - 1]));
              changed = TRUE;
            }
        }
    }
  return (in_play & ~left) != 0;
}

static gboolean
safe_moves_possible (const Analysis *an, const PatState *state)
{
  return an->safe_possible && an->safe_types != 0
         && !(an->shuffle_redeal && state->redeals_left > 0);
}

/* A move to a foundation that the rules above prove safe, of a card whose
 * type is not in @exclude. */
static gboolean
find_safe_move (const Analysis *an, const PatState *state, guint64 exclude, PatMove *move)
{
  const PatRules *rules = &an->rules;
  guint64 some_home, all_home;

  if (!safe_moves_possible (an, state))
    return FALSE;
  all_home = count_home (an, state, &some_home);

  for (guint from = 0; from < rules->n_piles; from++)
    {
      guint t;

      if ((an->home_piles & (PILE_BIT (from))) || !pat_rules_group (rules, from)->gives
          || !card_is_safe (an, state, from, some_home, all_home))
        continue;
      t = type_of (pat_state_top (state, from));
      if (exclude & TYPE_BIT (t))
        continue;
      for (guint to = 0; to < rules->n_piles; to++)
        {
          if (rules->piles[to].group != an->home_group[t])
            continue;
          *move = pat_move_card (from, to, 1);
          if (pat_move_check (rules, state, move, NULL)
              && (pat_state_len (state, to) > 0
                  || start_stays_open (an, state, move, pat_state_top (state, from))))
            return TRUE;
        }
    }
  return FALSE;
}

/* Whether @move takes a card back from a home pile that the safe-move rule
 * would send straight home again: nothing else becomes safe when a card
 * leaves home, so that gives back the position before. @next is the
 * position after @move. */
static gboolean
is_futile_takeback (const Analysis *an, const PatState *next, const PatMove *move)
{
  guint64 some_home, all_home;

  if (move->kind != PAT_MOVE_CARD || !(an->home_piles & (PILE_BIT (move->from)))
      || (an->home_piles & (PILE_BIT (move->to))) || !safe_moves_possible (an, next))
    return FALSE;
  all_home = count_home (an, next, &some_home);
  return card_is_safe (an, next, move->to, some_home, all_home);
}

/* Cards moved between home piles (Idle Aces) -------------------------------- */

static void
keyset_init (KeySet *set, guint size)
{
  set->slots = g_new0 (guint64, size);
  set->mask = size - 1;
  set->used = g_array_new (FALSE, FALSE, sizeof (guint64));
}

static void
keyset_clear (KeySet *set)
{
  for (guint i = 0; i < set->used->len; i++)
    set->slots[g_array_index (set->used, guint64, i)] = 0;
  g_array_set_size (set->used, 0);
}

static void
keyset_free (KeySet *set)
{
  g_free (set->slots);
  g_array_unref (set->used);
}

/* Adds @key; FALSE when it was there already. */
static gboolean
keyset_add (KeySet *set, guint64 key)
{
  guint64 i;

  for (i = key & set->mask; set->slots[i] != 0; i = (i + 1) & set->mask)
    if (set->slots[i] == key)
      return FALSE;
  set->slots[i] = key;
  g_array_append_val (set->used, i);
  return TRUE;
}

/* The merged home piles hashed pile by pile: tells apart the arrangements
 * that state_key() takes as one. */
static guint64
arrangement_key (const Analysis *an, const PatState *state)
{
  guint64 sum = 0;

  for (guint p = 0; p < an->rules.n_piles; p++)
    if (an->merged_piles & (PILE_BIT (p)))
      {
        const PatCard *cards = pat_state_pile (state, p);
        guint64 h = pat_state_len (state, p);

        for (guint i = 0; i < pat_state_len (state, p); i++)
          h += an->zobrist[i][pat_card_rank (cards[i])];
        sum += mix64 (h ^ an->group_salt[an->rules.piles[p].group]);
      }
  return sum != 0 ? sum : 1;
}

typedef struct
{
  PatState state;
  guint parent;
  PatMove move;
} Member;

#define MAX_ARRANGEMENTS 4096

/* Looks for an arrangement of the merged home piles, reached by moving
 * cards between them, where the top card of @from may go onto one of them:
 * breadth first, so the shuffles are few. Appends the shuffles to @prefix;
 * sets @member to the arrangement and @to to the pile. */
static gboolean
find_arrangement (Solver *s, const Analysis *an, const PatState *state, guint from,
                  GArray *prefix, PatState *member, guint *to)
{
  const PatRules *rules = &an->rules;
  GArray *members = s->members;
  Member first = { .state = *state, .parent = G_MAXUINT };
  guint8 ranks[PAT_KING + 1] = { 0 };

  /* Where no arrangement of the ranks takes the card (see ranks_fit()),
   * there is none to look for. Idle Aces deal 1: a fifth of the time went
   * into looking through every arrangement in vain. */
  for (guint64 w = an->merged_piles; w != 0; w &= w - 1)
    count_ranks (state, lowest_bit (w), ranks);
  ranks[pat_card_rank (pat_state_top (state, from))]++;
  if (!ranks_fit (an, ranks))
    return FALSE;

  g_array_set_size (members, 0);
  g_array_append_val (members, first);

  for (guint i = 0; i < members->len; i++)
    {
      PatMove moves[MAX_MOVES];
      PatMove move = pat_move_card (from, 0, 1);
      guint n;

      for (guint p = 0; p < rules->n_piles; p++)
        {
          if ((an->merged_piles & (PILE_BIT (p))) == 0)
            continue;
          move.to = (guint8)p;
          if (pat_move_check (rules, &g_array_index (members, Member, i).state, &move,
                              NULL))
            {
              guint at = prefix->len;

              *member = g_array_index (members, Member, i).state;
              *to = p;
              for (guint m = i; g_array_index (members, Member, m).parent != G_MAXUINT;
                   m = g_array_index (members, Member, m).parent)
                g_array_insert_val (prefix, at, g_array_index (members, Member, m).move);
              return TRUE;
            }
        }
      if (members->len >= MAX_ARRANGEMENTS)
        {
          /* Too many to look through: the search can no longer say that
           * nothing wins. */
          s->cut = TRUE;
          return FALSE;
        }
      /* Most cards go onto an arrangement as it is (Idle Aces deal 7: nine
       * in ten), with no arrangements to tell apart. */
      if (i == 0)
        {
          keyset_clear (&s->arrangements);
          keyset_add (&s->arrangements, arrangement_key (an, state));
        }
      n = list_moves (an, &g_array_index (members, Member, i).state, 0, moves);
      for (guint k = 0; k < n; k++)
        {
          Member next;

          if (moves[k].kind != PAT_MOVE_CARD
              || (an->merged_piles & (PILE_BIT (moves[k].from))) == 0
              || (an->merged_piles & (PILE_BIT (moves[k].to))) == 0)
            continue;
          next.state = g_array_index (members, Member, i).state;
          pat_move_apply (rules, &next.state, &moves[k]);
          if (!keyset_add (&s->arrangements, arrangement_key (an, &next.state)))
            continue;
          next.parent = i;
          next.move = moves[k];
          g_array_append_val (members, next);
        }
    }
  return FALSE;
}

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

/* The piles that @step from @state changes. */
static guint64
step_changes (const Analysis *an, const PatState *state, const Step *step)
{
  /* Deals through the round of stock and waste change those two piles
   * alone; after shuffles, any pile may differ. */
  if (step->prefix_len > 0 && (an->talon_piles & (PILE_BIT (step->move.from)))
      && step->next.redeals_left == state->redeals_left)
    return changed_piles (an, state, &step->next, &step->move) | an->talon_piles;
  return changed_piles (an, state, &step->next,
                        step->prefix_len > 0 ? NULL : &step->move);
}

/* Runs moved whole --------------------------------------------------------- */

/* How many cards at the top of @pile lie each on the one below as the pile's
 * building rule allows. */
static guint
run_length (const Analysis *an, const PatState *state, guint pile)
{
  const PatCard *cards = pat_state_pile (state, pile);
  guint len = pat_state_len (state, pile);
  guint group = an->rules.piles[pile].group;
  guint n = len > 0 ? 1 : 0;

  while (n < len && !pat_card_is_face_down (cards[len - n - 1])
         && (an->build_on[group][type_of (cards[len - n - 1])]
             & TYPE_BIT (type_of (cards[len - n]))))
    n++;
  return n;
}

/* Plays the moves that take the top @count cards of @from onto @to, a run,
 * through the empty piles @empties: half the run to an empty pile, the rest
 * to @to, the half back on top. Each move is checked by the engine. */
static gboolean
move_run (const Analysis *an, PatState *state, guint from, guint count, guint to,
          guint64 empties, GArray *moves)
{
  PatMove move = pat_move_card (from, to, 1);
  guint spare, half;

  if (count == 1)
    {
      if (!pat_move_check (&an->rules, state, &move, NULL))
        return FALSE;
      pat_move_apply (&an->rules, state, &move);
      g_array_append_val (moves, move);
      return TRUE;
    }
  if (empties == 0)
    return FALSE;
  spare = lowest_bit (empties);
  empties &= ~PILE_BIT (spare);
  half = count / 2;
  return move_run (an, state, from, half, spare, empties, moves)
         && move_run (an, state, from, count - half, to, empties, moves)
         && move_run (an, state, spare, half, to, empties, moves);
}

/* Whole runs moved as one step, for the beams: where runs go through empty
 * piles card by card, the positions on the way look poor to the evaluation,
 * and a beam drops them before the run arrives. */
static void
expand_runs (const Analysis *an, const PatState *state, GArray *prefix, GArray *steps)
{
  const PatRules *rules = &an->rules;
  guint64 empty = 0;

  for (guint64 m = an->run_piles; m != 0; m &= m - 1)
    if (pat_state_len (state, lowest_bit (m)) == 0)
      empty |= PILE_BIT (lowest_bit (m));
  /* Without an empty pile a run moves only card by card. */
  if (empty == 0)
    return;

  for (guint64 m = an->run_piles; m != 0; m &= m - 1)
    {
      guint from = lowest_bit (m);
      guint group = rules->piles[from].group;
      guint len = pat_state_len (state, from);
      guint length = run_length (an, state, from);
      guint64 empties = 0;

      if (length < 2)
        continue;
      for (guint64 e = empty; e != 0; e &= e - 1)
        if (rules->piles[lowest_bit (e)].group == group)
          empties |= PILE_BIT (lowest_bit (e));
      if (empties == 0)
        continue;

      for (guint count = 2; count <= length; count++)
        {
          PatCard bottom = pat_state_pile (state, from)[len - count];
          gboolean tried_empty = FALSE;

          for (guint to = 0; to < rules->n_piles; to++)
            {
              PatCard onto = pat_state_top (state, to);
              guint64 spare = empties & ~PILE_BIT (to);
              Step step;
              guint start = prefix->len;

              if (to == from || rules->piles[to].group != group)
                continue;
              if (onto == PAT_CARD_NONE)
                {
                  /* One empty pile stands for all; the whole pile to an
                   * empty one gives the same position. */
                  if (tried_empty || (count == len && pile_is_permuted (an, state, from)))
                    continue;
                  tried_empty = TRUE;
                }
              else if ((an->build_on[group][type_of (onto)] & TYPE_BIT (type_of (bottom)))
                       == 0)
                continue;
              if (count > (1u << MIN (bit_count (spare), 16u)))
                continue;
              step_init (&step, pat_move_card (from, to, 1), 0);
              step.next = *state;
              if (!move_run (an, &step.next, from, count, to, spare, prefix))
                {
                  g_array_set_size (prefix, start);
                  continue;
                }
              step.move = g_array_index (prefix, PatMove, prefix->len - 1);
              g_array_set_size (prefix, prefix->len - 1);
              step.prefix_start = start;
              step.prefix_len = prefix->len - start;
              g_array_append_val (steps, step);
            }
        }
    }
}

/* The search ----------------------------------------------------------------- */

static int
compare_children (gconstpointer a, gconstpointer b)
{
  const Child *x = a;
  const Child *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static gboolean
first_empty_of_group (const Analysis *an, const PatState *state, guint pile)
{
  for (guint p = 0; p < pile; p++)
    if (an->rules.piles[p].group == an->rules.piles[pile].group
        && pat_state_len (state, p) == 0)
      return FALSE;
  return TRUE;
}

/* Whether @move, from @state, can only give a position that another move
 * gives too (see the comment at the top). @parent is the position before
 * @via, the move that led to @state, or %NULL. */
static gboolean
is_redundant (const Analysis *an, const PatState *state, const PatMove *move,
              const PatState *parent, const PatMove *via)
{
  const PatRules *rules = &an->rules;

  if (move->kind != PAT_MOVE_CARD)
    return FALSE;

  /* Shuffles between merged home piles are searched as part of the moves
   * that need them. */
  if (an->merged_piles & (PILE_BIT (move->to)))
    return TRUE;

  if (pat_state_len (state, move->to) == 0 && pile_is_permuted (an, state, move->to))
    {
      if (!first_empty_of_group (an, state, move->to))
        return TRUE;
      if (pat_state_len (state, move->from) == move->count
          && rules->piles[move->from].group == rules->piles[move->to].group)
        return TRUE;
    }

  /* The same cards moved on again (a run as a whole, not part of it). */
  if (parent != NULL && via->kind == PAT_MOVE_CARD && move->from == via->to
      && move->count == via->count)
    {
      PatMove direct = pat_move_card (via->from, move->to, via->count);

      /* Straight back: only if nothing but face-down flags changed, so no
       * pile was refilled when the cards left. */
      if (move->to == via->from)
        return pat_state_len (state, via->from) + via->count
               == pat_state_len (parent, via->from);
      return pat_move_check (rules, parent, &direct, NULL);
    }
  return FALSE;
}

/* Whether @move, from @state to @next, takes cards from one pile where runs
 * move to another and does nothing else: it turns no card up, empties no
 * pile, and the card it uncovers cannot go home. Such a move may be needed
 * (the uncovered card could take another), but seldom, while runs moved to
 * and fro make endless lines: the depth-first search tries it last, and
 * beams, which prove nothing, not at all. */
static gboolean
is_idle (const Analysis *an, const PatState *state, const PatMove *move,
         const PatState *next)
{
  guint len;
  guint64 bit;

  if (move->kind != PAT_MOVE_CARD || (an->unit_run_piles & (PILE_BIT (move->from))) == 0
      || (an->unit_run_piles & (PILE_BIT (move->to))) == 0)
    return FALSE;
  len = pat_state_len (next, move->from);
  if (len == 0 || pat_card_is_face_down (pat_state_pile (state, move->from)[len - 1]))
    return FALSE;
  bit = TYPE_BIT (type_of (pat_state_top (next, move->from)));
  for (guint i = 0; i < an->n_home; i++)
    if (wanted_next (an, next, an->home_list[i]) & bit)
      return FALSE;
  return TRUE;
}

#define IDLE_PENALTY 100000

/* Parked cards --------------------------------------------------------------- */

#define PARK_TO(park) ((guint)((park)&0xff) - 1)
#define PARK_FROM(park) ((guint)(((park) >> 8) & 0xff) - 1)
#define PARK_CARD(park) ((PatCard)((park) >> 16))

/* What @move from @state to @next parks, if anything: the pile it goes to
 * plus one, the pile it came from plus one (shifted by 8), the card
 * (shifted by 16); 0 for other moves. */
static guint32
park_after (const Analysis *an, const PatState *state, const PatMove *move,
            const PatState *next)
{
  if (!an->parking || move->kind != PAT_MOVE_CARD
      || (an->building_piles & (PILE_BIT (move->to))) == 0)
    return 0;
  if ((an->home_piles & (PILE_BIT (move->from)))
      || (an->parking_waste && move->from == (guint)an->rules.waste)
      || ((an->parking_piles & (PILE_BIT (move->from)))
          && pat_state_len (state, move->from) == 1))
    return (guint32)(move->to + 1) | ((guint32)(move->from + 1) << 8)
           | ((guint32)pat_card_face_up (pat_state_top (next, move->to)) << 16);
  return 0;
}

/* Whether @move uses the card that @park parked (see the top of the file). */
static gboolean
uses_parked (const Analysis *an, guint32 park, const PatMove *move)
{
  guint to = PARK_TO (park), from = PARK_FROM (park);

  if (move->kind != PAT_MOVE_CARD)
    return FALSE;
  if (move->to == to)
    return TRUE;
  /* Off X: alone, it could have gone straight there (or it goes back where
   * it came from); with the cards under it, they can go first and it after
   * them. */
  if (move->from == to)
    return (move->count > 1
            || (move->to != from && (an->targets[from] & (PILE_BIT (move->to))) == 0))
           && ((an->building_piles & (PILE_BIT (move->to))) == 0
               || (an->leaving_piles & (PILE_BIT (to))));
  return (an->home_piles & (PILE_BIT (from))) && (move->from == from || move->to == from);
}

/* Whether any card of stock and waste is one of @types. */
static gboolean
round_holds (const Analysis *an, const PatState *state, guint64 types)
{
  for (guint64 w = an->talon_piles; w != 0; w &= w - 1)
    {
      const PatCard *cards = pat_state_pile (state, lowest_bit (w));

      for (guint i = 0; i < pat_state_len (state, lowest_bit (w)); i++)
        if (types & TYPE_BIT (type_of (cards[i])))
          return TRUE;
    }
  return FALSE;
}

/* Whether any move from @state could use the card that @park parked: a
 * quick check that leaves out positions where the search would only find
 * that out after listing every move. Any card of a round of stock and
 * waste counts as one that can come up. */
static gboolean
park_usable (const Analysis *an, const PatState *state, guint32 park)
{
  const PatRules *rules = &an->rules;
  guint x = PARK_TO (park), origin = PARK_FROM (park);
  guint64 onto = pile_takes (an, state, x);
  guint64 sources = PILE_BIT (x);

  /* Moves off X, and to or from the home pile the card left. */
  if (an->home_piles & (PILE_BIT (origin)))
    for (guint p = 0; p < rules->n_piles; p++)
      if (p == origin || (an->targets[p] & (PILE_BIT (origin))))
        sources |= PILE_BIT (p);
  for (; sources != 0; sources &= sources - 1)
    {
      guint p = lowest_bit (sources);

      for (guint64 w = an->targets[p] & ~(PILE_BIT (x)); w != 0; w &= w - 1)
        {
          PatMove move = pat_move_card (p, lowest_bit (w), 1);

          if (uses_parked (an, park, &move)
              && (pat_move_check (rules, state, &move, NULL)
                  || ((an->talon_piles & (PILE_BIT (p)))
                      && round_holds (an, state, pile_takes (an, state, move.to)))))
            return TRUE;
          /* Runs, which move only between groups that both move them. */
          move.count = 2;
          if (pat_rules_group (rules, p)->moves_runs
              && pat_rules_group (rules, move.to)->moves_runs
              && uses_parked (an, park, &move))
            return TRUE;
        }
    }
  /* A card, or a run from it, onto X. */
  if (an->talon_piles != 0 && (an->targets[rules->waste] & (PILE_BIT (x)))
      && round_holds (an, state, onto))
    return TRUE;
  for (guint p = 0; p < rules->n_piles; p++)
    {
      const PatCard *cards = pat_state_pile (state, p);
      guint len = pat_state_len (state, p);

      if ((an->talon_piles & (PILE_BIT (p))) || (an->targets[p] & (PILE_BIT (x))) == 0)
        continue;
      for (guint i = 0; i < len; i++)
        if (onto & TYPE_BIT (type_of (cards[i])))
          {
            PatMove move = pat_move_card (p, x, len - i);

            if (pat_move_check (rules, state, &move, NULL))
              return TRUE;
          }
    }
  return FALSE;
}

/* A position's key with the card parked there. */
static guint64
park_key (guint64 key, guint32 park)
{
  if (park == 0)
    return key;
  key = mix64 (key ^ mix64 (park ^ G_GUINT64_CONSTANT (0x7061726b65642121)));
  return key != 0 ? key : 1;
}

/* Every play of a card that the round of stock and waste can bring to the
 * waste's top onto the piles of @targets, after the deals (and the one
 * redeal) that bring it there, the fewest: they all lead to the same
 * position (see analyse_talon()). */
static void
expand_talon (const Analysis *an, const PatState *state, guint64 targets, GArray *prefix,
              GArray *steps)
{
  const PatRules *rules = &an->rules;
  guint stock = (guint)rules->stock, waste = (guint)rules->waste;
  guint start = prefix->len;
  gboolean seen[PAT_MAX_CARDS + 1] = { FALSE };
  gboolean redealt = FALSE;
  guint64 wanted = 0;
  guint left = 0;
  PatState at = *state;

  /* Dealing changes no other pile: the cards the targets take stay the
   * same, and once each of them in the round has come up, the rest of the
   * round brings up nothing new. */
  for (guint64 m = targets; m != 0; m &= m - 1)
    wanted |= pile_takes (an, state, lowest_bit (m));
  for (guint64 w = an->talon_piles; w != 0; w &= w - 1)
    {
      const PatCard *cards = pat_state_pile (state, lowest_bit (w));

      for (guint i = 0; i < pat_state_len (state, lowest_bit (w)); i++)
        left += (wanted & TYPE_BIT (type_of (cards[i]))) != 0;
    }

  while (left > 0)
    {
      guint w = pat_state_len (&at, waste);
      PatMove deal = { .kind = PAT_MOVE_DEAL };

      if (seen[w] && redealt)
        break;
      if (w > 0 && !seen[w])
        {
          PatCard card = pat_state_top (&at, waste);

          if (wanted & TYPE_BIT (type_of (card)))
            left--;

          for (guint64 m = targets; m != 0; m &= m - 1)
            {
              guint to = lowest_bit (m);
              Step step;

              step_init (&step, pat_move_card (waste, to, 1), start);
              if ((pile_takes (an, &at, to) & TYPE_BIT (type_of (card))) == 0
                  || !pat_move_check (rules, &at, &step.move, NULL)
                  || is_redundant (an, &at, &step.move, NULL, NULL))
                continue;
              step.prefix_len = prefix->len - start;
              step.next = at;
              pat_move_apply (rules, &step.next, &step.move);
              g_array_append_val (steps, step);
            }
        }
      seen[w] = TRUE;
      if (pat_state_len (&at, stock) == 0)
        {
          if (redealt)
            break;
          deal.kind = PAT_MOVE_REDEAL;
          redealt = TRUE;
        }
      if (!pat_move_check (rules, &at, &deal, NULL))
        break;
      pat_move_apply (rules, &at, &deal);
      g_array_append_val (prefix, deal);
    }
}

/* Whether @move puts the waste's card in play where analyse_placing() has it
 * wait for a deal, a redeal or a move onto it. */
static gboolean
places_waste (const Analysis *an, const PatState *state, const PatMove *move)
{
  return an->place_last && move->kind == PAT_MOVE_CARD
         && move->from == (guint)an->rules.waste
         && (an->home_piles & (PILE_BIT (move->to))) == 0
         && (an->rules.variant->can_start == NULL || pat_state_len (state, move->to) > 0);
}

/* The steps that put the waste's card in play with @place and then deal,
 * redeal or move a card onto it (see analyse_placing()). */
static void
expand_placing (const Analysis *an, const PatState *state, const PatMove *place,
                GArray *prefix, GArray *steps)
{
  const PatRules *rules = &an->rules;
  PatState placed = *state;
  PatMove then[PAT_MAX_PILES + 2];
  guint n = 0;
  guint64 covered;

  pat_move_apply (rules, &placed, place);
  covered = covered_piles (an, &placed);
  then[n++] = (PatMove){ .kind = PAT_MOVE_DEAL };
  then[n++] = (PatMove){ .kind = PAT_MOVE_REDEAL };
  for (guint64 w = an->sources[place->to]; w != 0; w &= w - 1)
    {
      guint from = lowest_bit (w);

      if (pat_state_len (&placed, from) > 0
          && !((an->tableau_piles & (PILE_BIT (from)))
               && (covered & (PILE_BIT (place->to)))))
        then[n++] = pat_move_card (from, place->to, 1);
    }
  for (guint i = 0; i < n; i++)
    {
      Step step;

      if (!pat_move_check (rules, &placed, &then[i], NULL))
        continue;
      step_init (&step, then[i], prefix->len);
      step.prefix_len = 1;
      step.next = placed;
      pat_move_apply (rules, &step.next, &then[i]);
      g_array_append_val (prefix, *place);
      g_array_append_val (steps, step);
    }
}

/* The steps on from @state, for the depth-first search or, with @beam, for a
 * beam, which moves whole runs and deals one deal at a time: a beam keeps
 * only the best-looking positions of each depth, and one that has played a
 * card from the waste is not the same as one that has only dealt. Where
 * @park parked a card, only the moves that use it. */
static void
expand (Solver *s, const Analysis *an, const PatState *state, const PatState *parent,
        const PatMove *via, guint32 park, gboolean beam, GArray *prefix, GArray *steps)
{
  const PatRules *rules = &an->rules;
  PatMove moves[MAX_MOVES];
  /* Moves between merged home piles are made as part of those that need
   * them (see is_redundant()). */
  guint n = list_moves (an, state, an->merged_piles, moves);
  gboolean talon = an->talon_piles != 0 && !beam;

  g_array_set_size (steps, 0);
  for (guint i = 0; i < n; i++)
    {
      Step step;

      if ((park != 0 && !uses_parked (an, park, &moves[i]))
          || is_redundant (an, state, &moves[i], parent, via)
          || (talon
              && (moves[i].kind != PAT_MOVE_CARD
                  || moves[i].from == (guint)rules->waste)))
        continue;
      if (!beam && places_waste (an, state, &moves[i]))
        {
          expand_placing (an, state, &moves[i], prefix, steps);
          continue;
        }
      step_init (&step, moves[i], prefix->len);
      step.next = *state;
      pat_move_apply (rules, &step.next, &moves[i]);
      if (is_futile_takeback (an, &step.next, &moves[i]))
        continue;
      g_array_append_val (steps, step);
    }

  if (talon)
    {
      guint64 targets = 0;

      for (guint64 m = an->targets[rules->waste]; m != 0; m &= m - 1)
        {
          PatMove move = pat_move_card ((guint)rules->waste, lowest_bit (m), 1);

          if (park == 0 || uses_parked (an, park, &move))
            targets |= PILE_BIT (lowest_bit (m));
        }
      if (targets != 0)
        expand_talon (an, state, targets, prefix, steps);
    }
  if (beam && an->run_piles != 0)
    expand_runs (an, state, prefix, steps);
  if (an->merged_piles == 0)
    return;
  for (guint from = 0; from < rules->n_piles; from++)
    {
      Step step;
      guint to;

      step_init (&step, pat_move_card (from, 0, 1), prefix->len);
      if ((an->targets[from] & an->merged_piles) == 0
          || (an->home_piles & (PILE_BIT (from))) || pat_state_len (state, from) == 0
          || !find_arrangement (s, an, state, from, prefix, &step.next, &to))
        continue;
      step.move.to = (guint8)to;
      step.prefix_len = prefix->len - step.prefix_start;
      pat_move_apply (rules, &step.next, &step.move);
      g_array_append_val (steps, step);
    }
}

/* A move home of a card that could at once be taken back to where it lies
 * (see analyse_undo_home()), but not of the top card of @keep. */
static gboolean
find_undo_home_move (const Analysis *an, const PatState *state, guint keep, PatMove *move)
{
  const PatRules *rules = &an->rules;
  guint64 homing = 0;

  for (guint i = 0; i < an->n_home; i++)
    homing |= pile_takes (an, state, an->home_list[i]);
  for (guint64 w = an->building_piles & ~(PILE_BIT (keep)); w != 0; w &= w - 1)
    {
      guint from = lowest_bit (w);
      PatState after;
      PatMove back;
      int home;

      if (pat_state_len (state, from) == 0
          || pat_card_is_face_down (pat_state_top (state, from))
          || (homing & TYPE_BIT (type_of (pat_state_top (state, from)))) == 0)
        continue;
      home = pat_move_find_home (rules, state, from);
      if (home < 0 || (an->home_piles & (PILE_BIT (home))) == 0)
        continue;
      *move = pat_move_card (from, (guint)home, 1);
      after = *state;
      pat_move_apply (rules, &after, move);
      back = pat_move_card ((guint)home, from, 1);
      if (pat_move_check (rules, &after, &back, NULL))
        return TRUE;
    }
  return FALSE;
}

/* The next move play_forced() plays from @state, if any. */
static gboolean
find_forced_move (const Analysis *an, const PatState *state, gboolean undo, guint keep,
                  PatMove *move)
{
  return find_safe_move (an, state, 0, move)
         || (undo && an->undo_home && find_undo_home_move (an, state, keep, move));
}

/* Plays the safe moves from @state and, for the depth-first search with
 * @undo, the moves home that could be taken back, but not of the card
 * parked on @keep. */
static void
play_forced (const Analysis *an, PatState *state, gboolean undo, guint keep, GArray *line,
             guint64 *count)
{
  PatMove forced;

  while (find_forced_move (an, state, undo, keep, &forced))
    {
      pat_move_apply (&an->rules, state, &forced);
      if (line != NULL)
        g_array_append_val (line, forced);
      if (count != NULL)
        (*count)++;
    }
}

static gboolean
out_of_budget (Solver *s)
{
  if (s->out_of_budget)
    return TRUE;
  if (s->limits.max_nodes > 0 && s->stats.nodes >= s->limits.max_nodes)
    s->out_of_budget = TRUE;
  else if (++s->steps % CHECK_EVERY == 0)
    {
      if (s->deadline > 0 && g_get_monotonic_time () >= s->deadline)
        s->out_of_budget = TRUE;
      else if (g_cancellable_is_cancelled (s->cancellable))
        s->out_of_budget = s->stats.cancelled = TRUE;
    }
  return s->out_of_budget;
}

/* Plays the forced moves from @state, lists and orders its moves, and puts
 * it on the line. @key is its hash; @parent and @via as for is_redundant();
 * @playout as for playout_parent_init(). */
static PushResult
push_node (Solver *s, const PatState *state, guint64 key, guint32 park,
           const PatState *parent, const PatMove *via, guint playout)
{
  const Analysis *an = &s->an;
  Frame frame = { 0 };
  guint64 forced = 0;
  Summary summary;
  PlayoutParent playout_parent;

  frame.state = *state;
  frame.keys[frame.n_keys++] = key;
  table_insert (&s->table, key);

  play_forced (an, &frame.state, TRUE, park != 0 ? PARK_TO (park) : PAT_MAX_PILES,
               s->line, &forced);
  s->stats.forced += forced;
  if (is_won (an, &frame.state))
    return PUSH_WON;
  /* Strands are looked for at the start only: they come from the deal or
   * from the player's last move. Over millions of positions of Klondike
   * deals 4, 9, 68, 92 and 198 the search met none, and looking for them
   * everywhere cost a sixth of its speed. */
  if (is_locked (an, &frame.state)
      || (s->frames->len == 0
          && (is_stranded (an, &frame.state) || is_out_of_order (an, &frame.state))))
    {
      s->stats.pruned++;
      return PUSH_PRUNED;
    }
  /* A parked card sent home at once: the move home was a sibling. A parked
   * card that nothing can use leads nowhere. */
  if (park != 0
      && (pat_state_len (&frame.state, PARK_TO (park)) == 0
          || pat_card_face_up (pat_state_top (&frame.state, PARK_TO (park)))
                 != PARK_CARD (park)
          || !park_usable (an, &frame.state, park)))
    {
      s->stats.pruned++;
      return PUSH_PRUNED;
    }
  frame.park = park;
  if (forced > 0)
    {
      guint64 after = park_key (state_key (an, &frame.state), park);

      if (table_contains (&s->table, after) || path_contains (&s->path, after))
        {
          s->stats.pruned++;
          return PUSH_PRUNED;
        }
      table_insert (&s->table, after);
      frame.keys[frame.n_keys++] = after;
      parent = NULL;
    }

  if (s->limits.max_depth > 0 && s->frames->len >= s->limits.max_depth)
    {
      s->cut = TRUE;
      return PUSH_PRUNED;
    }

  for (guint i = 0; i < frame.n_keys; i++)
    path_add (&s->path, frame.keys[i]);
  frame.first_child = s->children->len;
  frame.prefix_base = s->prefix->len;
  if (s->frames->len > 0)
    {
      guint at = (s->frames->len - 1) * an->rules.n_piles;

      summarize (an, &frame.state,
                 &g_array_index (s->frames, Frame, s->frames->len - 1).state,
                 &g_array_index (s->pile_hashes, guint64, at),
                 &g_array_index (s->pile_scores, gint32, at), TRUE, &summary);
    }
  else
    summarize (an, &frame.state, NULL, NULL, NULL, TRUE, &summary);
  expand (s, an, &frame.state, parent, via, park, FALSE, s->prefix, s->scratch);
  playout_parent_init (an, &frame.state, forced == 0 ? playout : PLAYOUT_UNKNOWN,
                       &playout_parent);
  /* Keys first, fetching their slots of the table meanwhile. */
  for (guint i = 0; i < s->scratch->len; i++)
    {
      Step *step = &g_array_index (s->scratch, Step, i);

      step->park = park_after (an, &frame.state, &step->move, &step->next);
      step->dirty = step_changes (an, &frame.state, step);
      step->key
          = park_key (step_key (an, &summary, &step->next, step->dirty), step->park);
      table_prefetch (&s->table, step->key);
    }
  for (guint i = 0; i < s->scratch->len; i++)
    {
      const Step *step = &g_array_index (s->scratch, Step, i);
      Child child = { .move = step->move,
                      .order = i,
                      .prefix_start = step->prefix_start,
                      .prefix_len = step->prefix_len,
                      .key = step->key,
                      .park = step->park,
                      .playout = PLAYOUT_UNKNOWN };
      PatMove unused;

      if (is_won (an, &step->next))
        {
          g_array_append_vals (s->line,
                               &g_array_index (s->prefix, PatMove, step->prefix_start),
                               step->prefix_len);
          g_array_append_val (s->line, step->move);
          return PUSH_WON;
        }
      if (table_contains (&s->table, child.key) || path_contains (&s->path, child.key)
          || (step->park != 0 && !park_usable (an, &step->next, step->park)
              && !find_forced_move (an, &step->next, TRUE, PARK_TO (step->park),
                                    &unused)))
        {
          s->stats.pruned++;
          continue;
        }
      child.score = step_score (an, &summary, &step->next, step->dirty, &playout_parent,
                                &child.playout);
      if (step->prefix_len == 0 && is_idle (an, &frame.state, &step->move, &step->next))
        child.score -= IDLE_PENALTY;
      g_array_append_val (s->children, child);
    }
  frame.n_children = s->children->len - frame.first_child;
  /* Not with none: the array has no data yet, and qsort() takes no NULL. */
  if (frame.n_children > 1)
    qsort (&g_array_index (s->children, Child, frame.first_child), frame.n_children,
           sizeof (Child), compare_children);
  if (frame.n_children > 0)
    table_prefetch (&s->table, g_array_index (s->children, Child, frame.first_child).key);

  frame.line_len = s->line->len;
  g_array_append_val (s->frames, frame);
  g_array_append_vals (s->pile_hashes, summary.hash, an->rules.n_piles);
  g_array_append_vals (s->pile_scores, summary.score, an->rules.n_piles);
  s->stats.nodes++;
  s->stats.max_depth = MAX (s->stats.max_depth, s->frames->len);
  return PUSH_PUSHED;
}

static void
pop_node (Solver *s)
{
  Frame *frame = &g_array_index (s->frames, Frame, s->frames->len - 1);

  for (guint i = 0; i < frame->n_keys; i++)
    path_remove (&s->path, frame->keys[i]);
  g_array_set_size (s->children, frame->first_child);
  g_array_set_size (s->prefix, frame->prefix_base);
  g_array_set_size (s->frames, s->frames->len - 1);
  g_array_set_size (s->pile_hashes, s->frames->len * s->an.rules.n_piles);
  g_array_set_size (s->pile_scores, s->frames->len * s->an.rules.n_piles);
  if (s->frames->len > 0)
    g_array_set_size (s->line,
                      g_array_index (s->frames, Frame, s->frames->len - 1).line_len);
}

/* Beam search -------------------------------------------------------------- */

typedef struct
{
  guint parent;
  PatMove move;
  guint prefix_start;
  guint prefix_len;
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
 * moves, and the terms of their piles (see summarize()). */
typedef struct
{
  BeamEntry *entries;
  guint64 *hash;
  gint32 *score;
} BeamLevel;

static void
beam_level_init (BeamLevel *level, guint width, guint n_piles)
{
  level->entries = g_new (BeamEntry, width);
  level->hash = g_new (guint64, (gsize)width * n_piles);
  level->score = g_new (gint32, (gsize)width * n_piles);
}

static void
beam_level_clear (BeamLevel *level)
{
  g_free (level->entries);
  g_free (level->hash);
  g_free (level->score);
}

/* The beam's heap holds scores and places in a pool of entries, so that
 * sifting moves eight bytes, not a position. */
typedef struct
{
  gint32 score;
  guint slot;
} HeapItem;

static void
heap_sift_down (HeapItem *heap, guint n, guint i)
{
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;
      HeapItem tmp;

      if (l < n && heap[l].score < heap[m].score)
        m = l;
      if (r < n && heap[r].score < heap[m].score)
        m = r;
      if (m == i)
        return;
      tmp = heap[i];
      heap[i] = heap[m];
      heap[m] = tmp;
      i = m;
    }
}

static void
heap_sift_up (HeapItem *heap, guint i)
{
  while (i > 0)
    {
      guint parent = (i - 1) / 2;
      HeapItem tmp;

      if (heap[i].score >= heap[parent].score)
        return;
      tmp = heap[i];
      heap[i] = heap[parent];
      heap[parent] = tmp;
      i = parent;
    }
}

/* The whole line to @last, whose parent is node @at: shuffles and forced
 * moves included. */
static void
beam_line (Solver *s, const Analysis *an, const PatState *root, GArray *nodes,
           GArray *prefix, const BeamNode *last)
{
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (BeamNode));
  PatState state = *root;

  g_array_append_val (path, *last);
  for (guint at = last->parent; at != 0; at = g_array_index (nodes, BeamNode, at).parent)
    g_array_prepend_val (path, g_array_index (nodes, BeamNode, at));
  g_array_set_size (s->line, 0);
  play_forced (an, &state, FALSE, PAT_MAX_PILES, s->line, NULL);
  for (guint i = 0; i < path->len && !is_won (an, &state); i++)
    {
      const BeamNode *node = &g_array_index (path, BeamNode, i);

      for (guint k = 0; k < node->prefix_len; k++)
        {
          const PatMove *move = &g_array_index (prefix, PatMove, node->prefix_start + k);

          pat_move_apply (&an->rules, &state, move);
          g_array_append_val (s->line, *move);
        }
      pat_move_apply (&an->rules, &state, &node->move);
      g_array_append_val (s->line, node->move);
      if (!is_won (an, &state))
        play_forced (an, &state, FALSE, PAT_MAX_PILES, s->line, NULL);
    }
  g_assert (is_won (an, &state));
}

/* A beam gives up after this many positions per unit of width, or after
 * this many depths with no more cards home. */
#define BEAM_EXPANSIONS 1500
#define BEAM_STALL 300

/* A position's key for a beam: where the round of stock and waste is one
 * position (analyse_talon()), a beam, which deals one deal at a time, tells
 * apart where the waste stands in it. */
static guint64
beam_key (const Analysis *an, guint64 key, const PatState *state)
{
  if (an->talon_piles == 0)
    return key;
  key = mix64 (key ^ pat_state_len (state, (guint)an->rules.waste));
  return key != 0 ? key : 1;
}

/* How a beam ranks a position. Where the waste feeds the home piles alone
 * (Idle Aces), by the cards a playout of the rest gets home, and between
 * positions that get as many home, by lot: the static evaluation's terms
 * (cards home, how deep the cards wanted next lie) would keep a beam of
 * lines alike, each holding back the same cards. The lot is drawn from the
 * position's key and @salt, so a beam is the same every time it is run with
 * the same salt, and a beam with another salt keeps other positions. Idle
 * Aces deals 1-40 at 5 s: 21 won against 19 with the static terms.
 * @parent and @playout as for whole_value(). */
static gint32
beam_score (const Analysis *an, const Summary *sum, const Step *step, guint64 salt,
            const PlayoutParent *parent, guint *playout)
{
  if (an->playout != PLAYOUT_WASTE)
    return step_score (an, sum, &step->next, step->dirty, NULL, NULL);
  *playout = playout_waste (an, &step->next, parent);
  return PLAYOUT_WEIGHT * (gint32)*playout
         + (gint32)(mix64 (step->key ^ salt) % PLAYOUT_WEIGHT);
}

/* Keeps the @width best new positions of each depth. Finds long winning
 * lines fast where a depth-first search can wander, but proves nothing
 * when it finds none. Stops once the search has expanded @until positions
 * in all. */
static gboolean
beam_search (Solver *s, const Analysis *an, const PatState *root, guint width,
             guint64 until, guint64 salt)
{
  g_autoptr (GArray) nodes = g_array_new (FALSE, FALSE, sizeof (BeamNode));
  g_autoptr (GArray) prefix = g_array_new (FALSE, FALSE, sizeof (PatMove));
  g_autoptr (GArray) kept = g_array_new (FALSE, FALSE, sizeof (PatMove));
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  g_autofree BeamEntry *pool = g_new (BeamEntry, width);
  /* The level being expanded, and the one before it, from which each of
   * its positions is summarized where it differs. */
  guint n_piles = an->rules.n_piles;
  BeamLevel now, before;
  BeamEntry *level;
  gboolean first_level = TRUE;
  g_autofree HeapItem *heap = g_new (HeapItem, width);
  guint n_level = 1, n_heap;
  Table seen;
  BeamNode root_node = { 0 };
  gboolean won = FALSE;
  guint best_home = 0, stalled = 0;
  guint64 expansions = 0;
  PatState state;
  Summary summary;
  PlayoutParent playout;
  /* Where the playout is all the score, the summary need only hash. */
  gboolean scored = an->playout != PLAYOUT_WASTE;

  beam_level_init (&now, width, n_piles);
  beam_level_init (&before, width, n_piles);
  level = now.entries;
  table_init (&seen, MIN (s->limits.table_entries, width * 512));
  /* In the level, node.parent holds the entry's own node. */
  memset (&level[0], 0, sizeof level[0]);
  level[0].state = *root;
  play_forced (an, &level[0].state, FALSE, PAT_MAX_PILES, NULL, NULL);
  level[0].playout = PLAYOUT_UNKNOWN;
  g_array_append_val (nodes, root_node);
  table_insert (&seen, beam_key (an, state_key (an, &level[0].state), &level[0].state));
  if (is_won (an, &level[0].state))
    {
      g_array_set_size (s->line, 0);
      play_forced (an, &level[0].state, FALSE, PAT_MAX_PILES, s->line, NULL);
      n_level = 0;
      won = TRUE;
    }

  while (n_level > 0 && !won)
    {
      guint mark = prefix->len;

      n_heap = 0;
      for (guint e = 0; e < n_level && !won; e++)
        {
          guint64 forced = 0;

          s->stats.nodes++;
          if (out_of_budget (s) || nodes->len >= s->limits.table_entries
              || ++expansions > (guint64)width * BEAM_EXPANSIONS
              || s->stats.nodes > until)
            {
              n_level = 0;
              break;
            }
          /* Forced moves are played when a position is taken up, once, not
           * for each position offered. */
          state = level[e].state;
          play_forced (an, &state, FALSE, PAT_MAX_PILES, NULL, &forced);
          if (is_won (an, &state))
            {
              beam_line (s, an, root, nodes, prefix,
                         &g_array_index (nodes, BeamNode, level[e].node.parent));
              won = TRUE;
              break;
            }
          if (first_level)
            summarize (an, &state, NULL, NULL, NULL, scored, &summary);
          else
            summarize (an, &state, &before.entries[level[e].from].state,
                       before.hash + (gsize)level[e].from * n_piles,
                       before.score + (gsize)level[e].from * n_piles, scored, &summary);
          level[e].state = state;
          memcpy (now.hash + (gsize)e * n_piles, summary.hash,
                  n_piles * sizeof (guint64));
          memcpy (now.score + (gsize)e * n_piles, summary.score,
                  n_piles * sizeof (gint32));
          playout_parent_init (
              an, &state, forced == 0 ? level[e].playout : PLAYOUT_UNKNOWN, &playout);
          expand (s, an, &state, NULL, NULL, 0, TRUE, prefix, steps);
          /* Keys first, fetching their slots of the table meanwhile. */
          for (guint i = 0; i < steps->len; i++)
            {
              Step *step = &g_array_index (steps, Step, i);

              step->dirty = step_changes (an, &state, step);
              step->key = beam_key (an, step_key (an, &summary, &step->next, step->dirty),
                                    &step->next);
              table_prefetch (&seen, step->key);
            }
          for (guint i = 0; i < steps->len; i++)
            {
              Step *step = &g_array_index (steps, Step, i);
              BeamEntry child; /* its state is filled in only when kept */

              child.from = e;
              child.playout = PLAYOUT_UNKNOWN;
              child.node = (BeamNode){ .parent = level[e].node.parent,
                                       .move = step->move,
                                       .prefix_start = step->prefix_start,
                                       .prefix_len = step->prefix_len };

              if (is_won (an, &step->next))
                {
                  beam_line (s, an, root, nodes, prefix, &child.node);
                  won = TRUE;
                  break;
                }
              if (step->prefix_len == 0 && is_idle (an, &state, &step->move, &step->next))
                continue;
              if (table_contains (&seen, step->key))
                continue;
              table_insert (&seen, step->key);
              if (is_locked (an, &step->next))
                continue;
              child.score
                  = beam_score (an, &summary, step, salt, &playout, &child.playout);
              if (n_heap == width && child.score <= heap[0].score)
                continue;
              child.state = step->next;
              if (n_heap < width)
                {
                  pool[n_heap] = child;
                  heap[n_heap] = (HeapItem){ child.score, n_heap };
                  heap_sift_up (heap, n_heap++);
                }
              else
                {
                  pool[heap[0].slot] = child;
                  heap[0].score = child.score;
                  heap_sift_down (heap, n_heap, 0);
                }
            }
        }
      if (n_level == 0)
        break;
      /* A beam that stops getting cards home is only shuffling them. */
      stalled++;
      for (guint i = 0; i < n_heap; i++)
        if (home_cards (an, &pool[i].state) > best_home)
          {
            best_home = home_cards (an, &pool[i].state);
            stalled = 0;
          }
      if (stalled > BEAM_STALL)
        break;
      /* A position whose playout wins needs no other beside it: the beam
       * goes on from it alone, along its playout. */
      for (guint i = 0; i < n_heap; i++)
        if (pool[heap[i].slot].playout == an->rules.variant->win_cards)
          {
            heap[0] = heap[i];
            n_heap = 1;
            break;
          }
      /* Only the moves of the positions kept are kept. */
      g_array_set_size (kept, 0);
      for (guint i = 0; i < n_heap; i++)
        {
          BeamNode *node = &pool[heap[i].slot].node;

          if (node->prefix_len > 0)
            {
              g_array_append_vals (kept,
                                   &g_array_index (prefix, PatMove, node->prefix_start),
                                   node->prefix_len);
              node->prefix_start = mark + kept->len - node->prefix_len;
            }
        }
      g_array_set_size (prefix, mark);
      g_array_append_vals (prefix, kept->data, kept->len);
      /* The level expanded becomes the one before. */
      {
        BeamLevel expanded = now;

        now = before;
        before = expanded;
        level = now.entries;
        first_level = FALSE;
      }
      for (guint i = 0; i < n_heap; i++)
        {
          level[i] = pool[heap[i].slot];
          level[i].node.parent = nodes->len;
          g_array_append_val (nodes, pool[heap[i].slot].node);
        }
      n_level = n_heap;
    }
  g_free (seen.slots);
  beam_level_clear (&now);
  beam_level_clear (&before);
  return won;
}

typedef enum
{
  RUN_WON,
  RUN_EXHAUSTED,
  RUN_PAUSED,
  RUN_STOPPED,
} RunResult;

/* Puts the root on the line. */
static RunResult
dfs_start (Solver *s, const PatState *root)
{
  if (is_won (&s->an, root))
    return RUN_WON;
  switch (push_node (s, root, state_key (&s->an, root), 0, NULL, NULL, PLAYOUT_UNKNOWN))
    {
      case PUSH_WON:
        return RUN_WON;
      case PUSH_PRUNED:
        return RUN_EXHAUSTED;
      case PUSH_PUSHED:
      default:
        return RUN_PAUSED;
    }
}

/* Goes on with the depth-first search until @until positions in all were
 * expanded. */
static RunResult
dfs_run (Solver *s, guint64 until)
{
  const PatRules *rules = &s->an.rules;

  while (s->frames->len > 0)
    {
      Frame *frame = &g_array_index (s->frames, Frame, s->frames->len - 1);
      Child child;
      PatState next;

      if (out_of_budget (s))
        return RUN_STOPPED;
      if (s->stats.nodes >= until)
        return RUN_PAUSED;
      if (frame->next_child == frame->n_children)
        {
          pop_node (s);
          continue;
        }
      child = g_array_index (s->children, Child, frame->first_child + frame->next_child);
      frame->next_child++;
      if (table_contains (&s->table, child.key) || path_contains (&s->path, child.key))
        {
          s->stats.pruned++;
          continue;
        }
      next = frame->state;
      for (guint k = 0; k < child.prefix_len; k++)
        {
          const PatMove *move
              = &g_array_index (s->prefix, PatMove, child.prefix_start + k);

          pat_move_apply (rules, &next, move);
          g_array_append_val (s->line, *move);
        }
      pat_move_apply (rules, &next, &child.move);
      g_array_append_val (s->line, child.move);
      switch (push_node (s, &next, child.key, child.park,
                         child.prefix_len == 0 ? &frame->state : NULL, &child.move,
                         child.playout))
        {
          case PUSH_WON:
            return RUN_WON;
          case PUSH_PRUNED:
            g_array_set_size (
                s->line, g_array_index (s->frames, Frame, s->frames->len - 1).line_len);
            break;
          case PUSH_PUSHED:
          default:
            break;
        }
    }
  return RUN_EXHAUSTED;
}

/* How much of the depth-first search's tree is behind it, were every
 * subtree of a position alike. They are not: positions met before cut
 * later subtrees short, and a first child can hold most of the tree. But
 * a search whose share at least doubles from one look to the next, once
 * it is a hundredth, is nearing its end, where one stuck in a large
 * subtree stays put. Such a search goes on before the next beams (see
 * search()). Deals 1-200 at 5 s: Klondike draw one deals 4 and 9 proven
 * lost in 2.8 s and 2.5 s against 4.7 s and 4.3 s; draw three 185 decided
 * against 184 (deal 4 lost), no other deal decided otherwise; the other
 * games as before. */
#define DFS_NEAR_END 0.01

static double
dfs_progress (const Solver *s)
{
  double done = 0, share = 1;

  for (guint i = 0; i < s->frames->len; i++)
    {
      const Frame *frame = &g_array_index (s->frames, Frame, i);

      if (frame->n_children == 0)
        break;
      /* The child being searched is not behind yet. */
      done += share * (frame->next_child > 0 ? frame->next_child - 1 : 0)
              / frame->n_children;
      share /= frame->n_children;
    }
  return done;
}

/* A beam's width narrowed, where the search has a node budget, to one that
 * would finish within @share positions, judged by the @last_width of the
 * same evaluation and the @last_nodes it expanded: its positions grow with
 * its width, and a beam cut off before its end finds nothing. Only node
 * counts go in, so the widths, like the answer, do not depend on the
 * machine or its load. */
static guint
fitting_width (guint width, guint last_width, guint64 last_nodes, guint64 share)
{
  guint64 budget = share / 5 * 4;

  if (last_width == 0 || last_nodes == 0)
    return width;
  /* Where the product would overflow (a budget of trillions), in floating
   * point. */
  if (budget > G_MAXUINT64 / last_width)
    return (double)last_width * budget / last_nodes >= width
               ? width
               : (guint)((double)last_width * budget / last_nodes);
  return (guint)MIN ((guint64)last_width * budget / last_nodes, (guint64)width);
}

/* The depth-first search alone decides "unwinnable"; it is interrupted by
 * beam searches of growing width, which often find a long winning line long
 * before the depth-first search gets there. The depth-first search always
 * gets at least as many positions as the beams had, so that proofs are
 * delayed by half at most, and more where it nears its end (see
 * dfs_progress()); where beams draw lots (Idle Aces), a sixteenth.
 * Where cards can come back from the foundations, each width is tried
 * again in the game without that (any win there is a win), where there are
 * fewer positions to wander through. Under a node budget, each pass of
 * beams may take half the positions left, and each width is narrowed to
 * what fits in that share (Indian deals 1-200 at 5 s: 97 % won against
 * 95.5 % with the widths as they are, where the third beam was always cut
 * off), and a width no wider than the last of its evaluation is left out:
 * it would search the same positions again. The clock plays no part: a
 * time limit only stops the search, like a cancellation. */
static PatSolverResult
search (Solver *s, const PatState *root)
{
  static const guint widths[] = { 200, 1000, 5000, 20000 };
  guint64 slice = 20000;
  guint64 beam_nodes = 0;
  /* Each evaluation's last width and the positions it expanded: the first
   * pass's, the second's and the second's looking ahead. */
  guint last_width[3] = { 0, 0, 0 };
  guint64 last_nodes[3] = { 0, 0, 0 };
  gboolean budgeted = s->limits.max_nodes > 0;
  /* Beams that draw lots between equal positions (see beam_score()) go on
   * while the node budget left holds one, each with other lots: a few
   * narrow beams drawing different lots win more deals than one wide beam
   * in the same time. Each width is run twice, then doubled, and narrowed
   * to what fits. Idle Aces deals 1-100 at 5 s: 55 won, against 52 with the
   * widths below and 38 before beams drew lots. */
  gboolean by_lot = budgeted && s->an.playout == PLAYOUT_WASTE;
  gboolean beams_done = FALSE;
  double last_progress = 1; /* dfs_progress() at the last look */
  RunResult run = dfs_start (s, root);

  for (guint round = 0; run == RUN_PAUSED; round++)
    {
      guint64 dfs_nodes = s->stats.nodes - beam_nodes;
      /* Drawing lots, the depth-first search keeps to a sixteenth of the
       * positions the beams had: it has proven no Idle Aces deal lost, and
       * the time goes to beams. Idle Aces deals 1-200 at 5 s: 133 won
       * against 126 with as many positions as the beams, which it all
       * won too (131 with a sixty-fourth). */
      guint64 share = by_lot ? beam_nodes / 16 : beam_nodes;
      gboolean ran = FALSE;

      if (!beams_done)
        run = dfs_run (s, s->stats.nodes + MAX (slice, share) - MIN (dfs_nodes, share));
      else
        run = dfs_run (s, G_MAXUINT64);
      /* A depth-first search that moves on towards its end goes on, for
       * as many positions again, before the next beams (see
       * dfs_progress()). */
      for (double progress = dfs_progress (s);
           run == RUN_PAUSED && !beams_done && !by_lot && progress >= DFS_NEAR_END
           && progress >= 2 * last_progress;
           progress = dfs_progress (s))
        {
          last_progress = progress;
          run = dfs_run (s, s->stats.nodes + (s->stats.nodes - beam_nodes));
        }
      last_progress = dfs_progress (s);
      /* Drawing lots, the share alone paces the depth-first search. */
      if (!by_lot)
        slice *= 4;
      if (run != RUN_PAUSED || beams_done)
        break;
      for (guint pass = 0; pass < 2; pass++)
        {
          const Analysis *an = pass == 0 ? &s->an : s->second;
          /* A pass may take half the positions left: the first, which wins
           * most deals (Klondike draw one: 43 of the 45 beam wins of deals
           * 1-200), gets the larger share. Against a third each, it won
           * Klondike draw one deal 53 within 5 s, where the depth-first
           * search still proved deals 4 and 9 lost. */
          guint64 until = G_MAXUINT64;
          guint64 before = s->stats.nodes;
          guint width = by_lot ? widths[0] << MIN (round / 2, 16) : widths[round];
          gboolean won;
          guint slot = pass;

          /* Drawing lots, every other second beam plays out looking ahead
           * instead of pile by pile (see analyse_ahead_playout()), with its
           * own record of width and positions. Idle Aces deals 1-200 at 5 s: 116
           * won in each of two runs, against 113 and 114 (deals 1-40: 25
           * against 21). */
          if (by_lot && pass == 1 && round % 2 == 0 && s->ahead != NULL)
            {
              an = s->ahead;
              slot = 2;
            }
          if (an == NULL)
            continue;
          if (budgeted)
            {
              guint64 half
                  = s->limits.max_nodes > before ? (s->limits.max_nodes - before) / 2 : 0;

              until = before + half;
              width = fitting_width (width, last_width[slot], last_nodes[slot], half);
            }
          /* The same width again would search the same positions, unless
           * it draws other lots. */
          if (by_lot ? width < widths[0] : width <= last_width[slot])
            continue;
          won = beam_search (s, an, root, width, until, round);
          ran = TRUE;
          last_width[slot] = width;
          last_nodes[slot] = MAX (s->stats.nodes - before, 1);
          beam_nodes += s->stats.nodes - before;
          g_debug ("beam %u (%s) %s after %" G_GUINT64_FORMAT " nodes, %.2f s", width,
                   pass == 0 ? "first" : "second", won ? "won" : "failed", s->stats.nodes,
                   (g_get_monotonic_time () - s->start) / 1e6);
          if (won)
            return PAT_SOLVER_WINNABLE;
          if (s->out_of_budget)
            return PAT_SOLVER_UNKNOWN;
        }
      /* The depth-first search has the rest of the budget after the widest
       * beam, or, drawing lots, once no beam fits the budget left. */
      beams_done = by_lot ? !ran : round + 1 >= G_N_ELEMENTS (widths);
    }

  switch (run)
    {
      case RUN_WON:
        return PAT_SOLVER_WINNABLE;
      case RUN_EXHAUSTED:
        return s->cut ? PAT_SOLVER_UNKNOWN : PAT_SOLVER_UNWINNABLE;
      case RUN_PAUSED:
      case RUN_STOPPED:
      default:
        return PAT_SOLVER_UNKNOWN;
    }
}

/* Winning lines ------------------------------------------------------------ */

/* Every byte of a position: for finding a position again in a line. */
static guint64
exact_key (const PatState *state)
{
  guint total = state->n_piles > 0 ? state->end[state->n_piles - 1] : 0;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325) ^ state->redeals_left;

  for (guint i = 0; i < state->n_piles; i++)
    h = (h ^ state->end[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  for (guint i = 0; i < total; i++)
    h = (h ^ state->cards[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  h = mix64 (h);
  return h != 0 ? h : 1;
}

/* Cuts the detours out of a winning line: from each position on it, plays
 * the move that reaches the latest position of the line at once. A search
 * that wanders before it wins leaves long detours. */
static void
shorten_line (const Analysis *an, const PatState *root, GArray *line)
{
  guint n = line->len;
  guint size = 2;
  g_autofree PatState *states = g_new (PatState, n + 1);
  g_autofree guint64 *keys = NULL;
  g_autofree guint *at = NULL;
  g_autoptr (GArray) shorter = g_array_new (FALSE, FALSE, sizeof (PatMove));

  while (size < 2 * (n + 1))
    size *= 2;
  keys = g_new0 (guint64, size);
  at = g_new (guint, size);
  states[0] = *root;
  for (guint i = 0; i <= n; i++)
    {
      guint64 key = exact_key (&states[i]);
      guint slot = (guint)(key & (size - 1));

      while (keys[slot] != 0 && keys[slot] != key)
        slot = (slot + 1) & (size - 1);
      keys[slot] = key;
      at[slot] = i;
      if (i < n)
        {
          states[i + 1] = states[i];
          pat_move_apply (&an->rules, &states[i + 1], &g_array_index (line, PatMove, i));
        }
    }

  for (guint i = 0; i < n;)
    {
      PatMove moves[MAX_MOVES];
      guint count = list_moves (an, &states[i], 0, moves);
      guint best = i + 1;
      PatMove best_move = g_array_index (line, PatMove, i);

      for (guint k = 0; k < count && best < n; k++)
        {
          PatState next = states[i];
          guint64 key;
          guint slot;

          pat_move_apply (&an->rules, &next, &moves[k]);
          if (is_won (an, &next))
            {
              best = n;
              best_move = moves[k];
              break;
            }
          key = exact_key (&next);
          for (slot = (guint)(key & (size - 1)); keys[slot] != 0 && keys[slot] != key;
               slot = (slot + 1) & (size - 1))
            ;
          if (keys[slot] == key && at[slot] > best
              && pat_state_equal (&next, &states[at[slot]]))
            {
              best = at[slot];
              best_move = moves[k];
            }
        }
      g_array_append_val (shorter, best_move);
      i = best;
    }
  g_array_set_size (line, 0);
  g_array_append_vals (line, shorter->data, shorter->len);
}

/* Public API ------------------------------------------------------------------- */

/**
 * pat_solver_limits_init:
 * @limits: (out caller-allocates): limits to set
 *
 * No node, time or depth limit, and the default table cap.
 */
void
pat_solver_limits_init (PatSolverLimits *limits)
{
  g_return_if_fail (limits != NULL);

  memset (limits, 0, sizeof *limits);
  limits->table_entries = PAT_SOLVER_DEFAULT_TABLE_ENTRIES;
  limits->max_depth = PAT_SOLVER_DEFAULT_MAX_DEPTH;
}

/**
 * pat_solver_limits_init_for_nodes:
 * @limits: (out caller-allocates): limits to set
 * @nodes: the node budget, above 0
 *
 * A budget of @nodes positions, no time limit, and a table cap that grows
 * with the budget: the default cap for a budget of less than twice
 * %PAT_SOLVER_TABLE_NODES, doubled each time the budget doubles, up to
 * %PAT_SOLVER_MAX_TABLE_ENTRIES. The table only takes the memory the search
 * fills. A full table forgets positions, and a long search then goes over
 * them again and again: Klondike deal 68 was still unknown after 300 s with
 * the default cap, and is won within 60 s with this one.
 */
void
pat_solver_limits_init_for_nodes (PatSolverLimits *limits, guint64 nodes)
{
  g_return_if_fail (nodes > 0);

  pat_solver_limits_init (limits);
  limits->max_nodes = nodes;
  for (guint64 span = 2 * (guint64)PAT_SOLVER_TABLE_NODES;
       nodes >= span && limits->table_entries < PAT_SOLVER_MAX_TABLE_ENTRIES; span *= 2)
    limits->table_entries *= 2;
}

/**
 * pat_solver_solve:
 * @rules: the game
 * @state: the position to start from
 * @limits: (nullable): budgets; %NULL for none and the default table cap
 * @cancellable: (nullable): cancels the search from another thread
 * @line_out: (out) (optional) (transfer full): the winning line, an array of
 *   #PatMove from @state, when the answer is winnable; %NULL otherwise
 * @stats_out: (out) (optional): what the search did
 *
 * Searches for a winning line. Uses no global state: run as many searches at
 * once as there are threads.
 *
 * Returns: winnable (with the line), unwinnable (every line was searched), or
 *   unknown (a budget ran out, or @cancellable was cancelled).
 */
PatSolverResult
pat_solver_solve (const PatRules *rules, const PatState *state,
                  const PatSolverLimits *limits, GCancellable *cancellable,
                  GArray **line_out, PatSolverStats *stats_out)
{
  Solver *s;
  PatSolverResult result;

  if (line_out != NULL)
    *line_out = NULL;
  g_return_val_if_fail (rules != NULL && state != NULL, PAT_SOLVER_UNKNOWN);
  g_return_val_if_fail (state->n_piles == rules->n_piles, PAT_SOLVER_UNKNOWN);

  s = g_new0 (Solver, 1);
  analyse (&s->an, rules);
  if (s->an.playout == PLAYOUT_WASTE)
    s->an.playout_memo = g_new0 (PlayoutMemo, 1);
  s->second = analyse_restricted (rules);
  if (s->second == NULL)
    s->second = analyse_pile_playout (&s->an);
  s->ahead = analyse_ahead_playout (&s->an);
  if (limits != NULL)
    s->limits = *limits;
  else
    pat_solver_limits_init (&s->limits);
  if (s->limits.table_entries == 0)
    s->limits.table_entries = PAT_SOLVER_DEFAULT_TABLE_ENTRIES;
  s->cancellable = cancellable;
  table_init (&s->table, s->limits.table_entries);
  s->path.mask = 1023;
  s->path.slots = g_new0 (guint64, s->path.mask + 1);
  s->frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  s->pile_hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->pile_scores = g_array_new (FALSE, FALSE, sizeof (gint32));
  s->children = g_array_new (FALSE, FALSE, sizeof (Child));
  s->prefix = g_array_new (FALSE, FALSE, sizeof (PatMove));
  s->scratch = g_array_new (FALSE, FALSE, sizeof (Step));
  s->members = g_array_new (FALSE, FALSE, sizeof (Member));
  keyset_init (&s->arrangements, 4 * MAX_ARRANGEMENTS);
  s->line = g_array_new (FALSE, FALSE, sizeof (PatMove));
  s->start = g_get_monotonic_time ();
  if (s->limits.max_seconds > 0)
    s->deadline
        = s->start
          + (gint64)(MIN (s->limits.max_seconds, MAX_DEADLINE_SECONDS) * G_USEC_PER_SEC);

  if (g_cancellable_is_cancelled (cancellable))
    {
      s->stats.cancelled = TRUE;
      result = PAT_SOLVER_UNKNOWN;
    }
  else
    result = search (s, state);

  s->stats.seconds = (double)(g_get_monotonic_time () - s->start) / G_USEC_PER_SEC;
  s->stats.table_capacity = s->table.capacity;
  s->stats.table_entries = s->table.count;
  s->stats.table_replaced = s->table.replaced;
  g_debug ("%s after %.2f s: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT
           " pruned, %" G_GUINT64_FORMAT
           " forced, %u deep; table %u of %u, %" G_GUINT64_FORMAT " replaced",
           pat_solver_result_to_string (result), s->stats.seconds, s->stats.nodes,
           s->stats.pruned, s->stats.forced, s->stats.max_depth, s->stats.table_entries,
           s->stats.table_capacity, s->stats.table_replaced);
  if (stats_out != NULL)
    *stats_out = s->stats;
  if (line_out != NULL && result == PAT_SOLVER_WINNABLE)
    {
      shorten_line (&s->an, state, s->line);
      *line_out = g_steal_pointer (&s->line);
    }

  if (s->line != NULL)
    g_array_unref (s->line);
  g_array_unref (s->children);
  g_array_unref (s->prefix);
  g_array_unref (s->scratch);
  g_array_unref (s->members);
  keyset_free (&s->arrangements);
  g_array_unref (s->frames);
  g_array_unref (s->pile_hashes);
  g_array_unref (s->pile_scores);
  g_free (s->path.slots);
  g_free (s->table.slots);
  g_free (s->second);
  g_free (s->ahead);
  g_free (s->an.playout_memo);
  g_free (s);
  return result;
}

/**
 * pat_solver_best_move:
 * @rules: the game
 * @state: the position
 * @move: (out): the move
 *
 * The move a static evaluation likes best, for when no winning line is
 * known: it favours cards home, uncovering the cards the foundations need
 * next, and empty piles.
 *
 * Returns: %FALSE when there is no legal move, or the game is won.
 */
/* The legal moves of @state in @ranked (their move, score and order only),
 * best-looking first; returns how many. */
static guint
rank_moves (const PatRules *rules, const PatState *state, Child *ranked)
{
  g_autofree Analysis *an = g_new (Analysis, 1);
  PatMove moves[MAX_MOVES];
  guint n;
  guint64 key;

  analyse (an, rules);
  if (is_won (an, state))
    return 0;
  key = state_key (an, state);
  n = list_moves (an, state, 0, moves);
  for (guint i = 0; i < n; i++)
    {
      PatState next = *state;

      pat_move_apply (rules, &next, &moves[i]);
      ranked[i].move = moves[i];
      ranked[i].order = i;
      ranked[i].score = is_won (an, &next) ? G_MAXINT32 : evaluate (an, &next);
      /* A move that changes nothing that matters comes last (a deal where
       * the round of stock and waste is one position, not). */
      if (moves[i].kind == PAT_MOVE_CARD && state_key (an, &next) == key)
        ranked[i].score = G_MININT32 + 1;
    }
  qsort (ranked, n, sizeof *ranked, compare_children);
  return n;
}

gboolean
pat_solver_best_move (const PatRules *rules, const PatState *state, PatMove *move)
{
  g_autofree Child *ranked = g_new0 (Child, MAX_MOVES);

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  if (rank_moves (rules, state, ranked) == 0)
    return FALSE;
  *move = ranked[0].move;
  return TRUE;
}

/**
 * pat_solver_safe_move:
 * @rules: the game
 * @state: the position
 * @exclude: cards not to send, as a mask of PAT_SOLVER_CARD_BIT()
 * @move: (out): the move
 *
 * A move of a card to a foundation that can never cost the game: the same
 * proof the search plays such moves by (see the top of this file) shows the
 * card is never needed in play again. For auto-play.
 *
 * Returns: whether there is such a move.
 */
gboolean
pat_solver_safe_move (const PatRules *rules, const PatState *state, guint64 exclude,
                      PatMove *move)
{
  g_autofree Analysis *an = g_new (Analysis, 1);

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  analyse (an, rules);
  return !is_won (an, state) && find_safe_move (an, state, exclude, move);
}

/* Of the best-looking moves, how many a hint checks with a short search, and
 * how many positions each search may look at: together half the hint's own
 * budget, but at least HINT_CHECK_MIN_NODES each (enough to see a blunder
 * near the end of a game), at most HINT_CHECK_NODES. */
#define HINT_CHECKS 8
#define HINT_CHECK_MIN_NODES 500
#define HINT_CHECK_NODES 4000

/* For a hint when the search could not tell: the best-looking move that a
 * short search does not prove to lose, or, first, one it proves to win.
 * The searches share half of @nodes (0: HINT_CHECK_NODES each); past
 * @deadline (0: none), no more moves are checked. */
static gboolean
unrefuted_move (const PatRules *rules, const PatState *state, guint64 nodes,
                gint64 deadline, GCancellable *cancellable, PatMove *move)
{
  g_autofree Child *ranked = g_new0 (Child, MAX_MOVES);
  guint n = rank_moves (rules, state, ranked);
  guint checks = MIN (n, HINT_CHECKS);
  PatSolverLimits check;
  gint choice = -1;

  if (n == 0)
    return FALSE;
  pat_solver_limits_init (&check);
  check.max_nodes = HINT_CHECK_NODES;
  if (nodes > 0)
    check.max_nodes
        = CLAMP (nodes / (2 * HINT_CHECKS), HINT_CHECK_MIN_NODES, HINT_CHECK_NODES);
  check.table_entries = 1u << 16;
  for (guint i = 0; i < checks; i++)
    {
      PatState next = *state;
      PatSolverResult result;

      if (deadline > 0)
        {
          gint64 left = deadline - g_get_monotonic_time ();

          if (left <= 0)
            break;
          check.max_seconds = (double)left / G_USEC_PER_SEC;
        }
      pat_move_apply (rules, &next, &ranked[i].move);
      result = pat_solver_solve (rules, &next, &check, cancellable, NULL, NULL);
      if (result == PAT_SOLVER_WINNABLE)
        {
          choice = (gint)i;
          break;
        }
      if (result == PAT_SOLVER_UNKNOWN && choice < 0)
        choice = (gint)i;
    }
  /* Every move checked loses: one not checked may not. */
  if (choice < 0)
    choice = checks < n ? (gint)checks : 0;
  *move = ranked[choice].move;
  return TRUE;
}

/**
 * pat_solver_hint:
 * @rules: the game
 * @state: the position
 * @limits: (nullable): budgets for the search; %NULL for
 *   %PAT_SOLVER_HINT_NODES and no time limit
 * @cancellable: (nullable): cancels the search
 * @move: (out): the move to play
 * @result_out: (out) (optional): what the search found
 *
 * The first move of a winning line when the search finds one within
 * @limits. When the search cannot tell, the best-looking move that short
 * searches of a fixed number of positions each do not prove to throw the
 * game away (the position is winnable, for all the hint knows); when the
 * position is lost anyway, pat_solver_best_move(). The time limit of
 * @limits, if any, caps all of it; only when it runs out can the move
 * depend on the machine's speed.
 *
 * Returns: %FALSE when there is no legal move, or the game is won.
 */
gboolean
pat_solver_hint (const PatRules *rules, const PatState *state,
                 const PatSolverLimits *limits, GCancellable *cancellable, PatMove *move,
                 PatSolverResult *result_out)
{
  PatSolverLimits hint_limits;
  g_autoptr (GArray) line = NULL;
  PatSolverResult result;
  gint64 deadline = 0;

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  if (limits == NULL)
    {
      pat_solver_limits_init (&hint_limits);
      hint_limits.max_nodes = PAT_SOLVER_HINT_NODES;
      limits = &hint_limits;
    }
  if (limits->max_seconds > 0)
    deadline
        = g_get_monotonic_time ()
          + (gint64)(MIN (limits->max_seconds, MAX_DEADLINE_SECONDS) * G_USEC_PER_SEC);
  result = pat_solver_solve (rules, state, limits, cancellable, &line, NULL);
  if (result_out != NULL)
    *result_out = result;
  if (result == PAT_SOLVER_WINNABLE)
    {
      if (line->len == 0)
        return FALSE;
      *move = g_array_index (line, PatMove, 0);
      return TRUE;
    }
  if (result == PAT_SOLVER_UNWINNABLE)
    return pat_solver_best_move (rules, state, move);
  return unrefuted_move (rules, state, limits->max_nodes, deadline, cancellable, move);
}

const char *
pat_solver_result_to_string (PatSolverResult result)
{
  switch (result)
    {
      case PAT_SOLVER_WINNABLE:
        return "winnable";
      case PAT_SOLVER_UNWINNABLE:
        return "unwinnable";
      case PAT_SOLVER_UNKNOWN:
        return "unknown";
      default:
        g_return_val_if_reached ("unknown");
    }
}
