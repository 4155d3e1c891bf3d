#!/usr/bin/env python3
"""Generate the Patience card deck as a single SVG file.

Usage: python3 build-aux/gen-cards.py data/cards/patience-cards.svg

The output holds one <g> element per card, each with an id the game
renders on its own (rsvg_handle_render_element):

    card-<rank><suit>   rank in A 2 3 4 5 6 7 8 9 10 J Q K,
                        suit in C D H S       (52 faces)
    card-back           the back of every card
    slot                an empty pile outline
    slot-foundation     an empty foundation (outline + faint "A")
    slot-stock          an empty stock (outline + faint redeal arrow)

Every element's bounding box is exactly one card (CARD_W x CARD_H user
units): nothing is stroked or drawn outside the card rectangle, so the
game can scale each element straight to its card size.  Elements are
laid out on a grid so that no two of them overlap.  Everything
repeated (pips, rank glyphs, corner indices, court figures, patterns)
lives in <defs> under ids starting with "x-" and is drawn with <use>.

Only the Python standard library is used.  All the art (pip shapes,
rank glyphs, court figures, back pattern) is drawn here from scratch.
"""

import math
import sys

# ---------------------------------------------------------------------------
# Geometry and palette
# ---------------------------------------------------------------------------

CARD_W = 250.0
CARD_H = 350.0
CARD_R = 14.0          # corner radius
BORDER = 2.0           # grey border, drawn *inside* the card
GAP = 20.0             # space between cards on the sheet

RED = "#c8102e"
BLACK = "#1c1c22"
BORDER_GREY = "#9a9996"
GOLD = "#e5a50a"
GOLD_LIGHT = "#f8d45c"
BLUE = "#1c71d8"
SKIN = "#f7d2ae"
SKIN_SHADE = "#e9b48a"
CHEEK = "#f3b3a2"
WHITE = "#ffffff"

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]
SUIT_COLOR = {"C": BLACK, "S": BLACK, "H": RED, "D": RED}

# Per-suit court palette: primary garment colour (suit colour), accent
# (gold or blue) and secondary, plus a pale panel tint.
COURT_BLACK = "#36343f"
COURT_PALETTE = {
    "H": dict(primary=RED, accent=GOLD, second=BLUE, tint="#fdf5e0",
              dark="#99091f"),
    "D": dict(primary=RED, accent=BLUE, second=GOLD, tint="#e8f1fc",
              dark="#99091f"),
    "C": dict(primary=COURT_BLACK, accent=BLUE, second=GOLD, tint="#e8f1fc",
              dark="#24232b"),
    "S": dict(primary=COURT_BLACK, accent=GOLD, second=BLUE, tint="#fdf5e0",
              dark="#24232b"),
}


def fmt(v):
    """Compact number formatting."""
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    return s


def pts(*vals):
    return " ".join(fmt(v) for v in vals)


def rrect_path(x, y, w, h, r):
    """Path data for a rounded rectangle."""
    return ("M%s H%s A%s 0 0 1 %s V%s A%s 0 0 1 %s H%s "
            "A%s 0 0 1 %s V%s A%s 0 0 1 %s Z") % (
        pts(x + r, y), fmt(x + w - r), pts(r, r), pts(x + w, y + r),
        fmt(y + h - r), pts(r, r), pts(x + w - r, y + h), fmt(x + r),
        pts(r, r), pts(x, y + h - r), fmt(y + r), pts(r, r),
        pts(x + r, y))


def circle_path(cx, cy, r):
    return "M%s A%s 0 1 0 %s A%s 0 1 0 %s Z" % (
        pts(cx - r, cy), pts(r, r), pts(cx + r, cy), pts(r, r),
        pts(cx - r, cy))


def ellipse_path(cx, cy, rx, ry):
    return "M%s A%s 0 1 0 %s A%s 0 1 0 %s Z" % (
        pts(cx - rx, cy), pts(rx, ry), pts(cx + rx, cy), pts(rx, ry),
        pts(cx - rx, cy))


# ---------------------------------------------------------------------------
# Suit pips, drawn in a box centred on (0, 0) about 100 units across.
# ---------------------------------------------------------------------------

PIP_PATHS = {
    # Heart: two round lobes and a pointed tip.
    "H": ("M0 46 C-6 36 -24 22 -36 8 C-46 -3 -50 -12 -50 -22 "
          "C-50 -37 -39 -46 -26 -46 C-14 -46 -5 -39 0 -28 "
          "C5 -39 14 -46 26 -46 C39 -46 50 -37 50 -22 "
          "C50 -12 46 -3 36 8 C24 22 6 36 0 46 Z"),
    # Diamond: gently concave sides.
    "D": ("M0 -50 C10 -32 24 -14 40 0 C24 14 10 32 0 50 "
          "C-10 32 -24 14 -40 0 C-24 -14 -10 -32 0 -50 Z"),
    # Spade: an upside-down heart on a flared stem.
    "S": ("M0 -50 C6 -40 22 -28 36 -15 C46 -5 50 4 50 13 "
          "C50 27 40 35 28 35 C18 35 10 30 5 22 "
          "C6 34 11 43 20 50 L-20 50 C-11 43 -6 34 -5 22 "
          "C-10 30 -18 35 -28 35 C-40 35 -50 27 -50 13 "
          "C-50 4 -46 -5 -36 -15 C-22 -28 -6 -40 0 -50 Z"),
    # Club: three round leaves, a filled centre and a flared stem.
    "C": (circle_path(0, -24, 23) + " " + circle_path(-25, 11, 23) + " " +
          circle_path(25, 11, 23) + " " + circle_path(0, 6, 13) + " " +
          "M-5 10 C-5 28 -10 41 -20 50 L20 50 C10 41 5 28 5 10 Z"),
}



# ---------------------------------------------------------------------------
# Rank glyphs: monoline strokes in a 100 unit tall box.  Each entry is
# (advance width, path data).  Strokes are centred 8 units inside the box
# so with STROKE = 16 the ink fills the box exactly.
# ---------------------------------------------------------------------------

GLYPH_STROKE = 18.0
GLYPH_KERN = 1.0   # "10": overlap of the two glyph boxes

GLYPHS = {
    "A": (70, "M8 92 L35 8 L62 92 M18 62 H52"),
    "2": (62, "M10 27 C10 14 19 8 31 8 C44 8 52 16 52 27 "
              "C52 42 38 54 10 92 H54"),
    "3": (62, "M10 20 C14 12 21 8 31 8 C43 8 51 15 51 26 "
              "C51 38 42 46 27 46 M27 46 C44 46 54 54 54 68 "
              "C54 83 44 92 31 92 C20 92 12 87 8 78"),
    "4": (64, "M44 92 V8 L8 66 H58"),
    "5": (62, "M50 8 H16 L13 46 C19 41 25 39 32 39 "
              "C46 39 54 49 54 64 C54 81 44 92 30 92 "
              "C20 92 12 87 8 79"),
    "6": (62, ellipse_path(31.5, 67, 22.5, 25) + " "
              "M9 67 C9 30 20 8 37 8 C43 8 47 10 51 13"),
    "7": (62, "M8 8 H54 L24 92"),
    "8": (62, circle_path(31, 27, 19) + " " + ellipse_path(31, 68.5, 23, 23.5)),
    "9": (62, None),  # the "6" turned by 180 degrees, see defs()
    "1": (38, "M8 24 L26 8 V92"),
    "0": (56, ellipse_path(28, 50, 20, 42)),
    "J": (54, "M22 8 H44 V64 C44 82 36 92 25 92 C15 92 9 86 7 76"),
    "Q": (70, ellipse_path(35, 48, 27, 40) + " M40 70 L62 97"),
    "K": (62, "M10 8 V92 M54 8 L10 58 M25 41 L56 92"),
}


def rank_glyphs(rank):
    """List of glyph names making up a rank."""
    return ["1", "0"] if rank == "10" else [rank]


def rank_width(rank):
    names = rank_glyphs(rank)
    w = sum(GLYPHS[n][0] for n in names)
    if len(names) > 1:
        w -= GLYPH_KERN  # tighten "10"
    return w


# ---------------------------------------------------------------------------
# SVG assembly helpers
# ---------------------------------------------------------------------------

class Out:
    def __init__(self):
        self.parts = []

    def add(self, s):
        self.parts.append(s)

    def text(self):
        return "\n".join(self.parts) + "\n"


def use(ref, transform=None, **attrs):
    a = ['xlink:href="#%s"' % ref]
    if transform:
        a.append('transform="%s"' % transform)
    for k, v in attrs.items():
        a.append('%s="%s"' % (k.replace("_", "-"), v))
    return "<use %s/>" % " ".join(a)


def pip_use(suit, cx, cy, size, flip=False, light=False):
    """A pip `size` units wide centred on (cx, cy)."""
    s = size / 100.0
    if light:
        return use("x-pipw-" + suit, "translate(%s) scale(%s)" % (
            pts(cx, cy), fmt(s)))
    t = "translate(%s) scale(%s)" % (pts(cx, cy), fmt(s))
    if flip:
        t = "translate(%s) rotate(180) scale(%s)" % (pts(cx, cy), fmt(s))
    return use("x-pip-" + suit, t)


def rank_use(rank, cx, top, height, color):
    """Rank glyph(s) centred horizontally on cx, from `top`, `height` tall."""
    s = height / 100.0
    w = rank_width(rank) * s
    x0 = cx - w / 2
    return use("x-rank-" + rank,
               "translate(%s) scale(%s)" % (pts(x0, top), fmt(s)),
               stroke=color)


# ---------------------------------------------------------------------------
# Card faces
# ---------------------------------------------------------------------------

# Corner index
IDX_CX = 30.0
IDX_TOP = 14.0
IDX_H = 49.0        # rank height: 19.6% of the card width
IDX_PIP = 31.0      # index pip width
IDX_PIP_CY = 87.0

# Pip grid for 2-10
COL_L, COL_C, COL_R = 85.0, 125.0, 165.0
ROW_T, ROW_B = 68.0, 282.0
ROW_M = (ROW_T + ROW_B) / 2
PIP_SIZE = 46.0


def pip_layout(n):
    """Pip centres (x, y) for number cards in traditional arrangement."""
    T, B, M = ROW_T, ROW_B, ROW_M
    q1 = T + (B - T) / 3.0
    q2 = T + 2 * (B - T) / 3.0
    L, C, R = COL_L, COL_C, COL_R
    if n == 2:
        return [(C, T), (C, B)]
    if n == 3:
        return [(C, T), (C, M), (C, B)]
    if n == 4:
        return [(L, T), (R, T), (L, B), (R, B)]
    if n == 5:
        return pip_layout(4) + [(C, M)]
    if n == 6:
        return [(L, T), (R, T), (L, M), (R, M), (L, B), (R, B)]
    if n == 7:
        return pip_layout(6) + [(C, (T + M) / 2)]
    if n == 8:
        return pip_layout(6) + [(C, (T + M) / 2), (C, (M + B) / 2)]
    if n == 9:
        return ([(x, y) for y in (T, q1, q2, B) for x in (L, R)] +
                [(C, M)])
    if n == 10:
        return ([(x, y) for y in (T, q1, q2, B) for x in (L, R)] +
                [(C, (T + q1) / 2), (C, (q2 + B) / 2)])
    raise ValueError(n)


def card_base():
    """Grey border + white face, exactly the card rectangle."""
    return ('<path fill="%s" d="%s"/>' % (
        BORDER_GREY, rrect_path(0, 0, CARD_W, CARD_H, CARD_R)) +
        '<path fill="%s" d="%s"/>' % (
        WHITE, rrect_path(BORDER, BORDER, CARD_W - 2 * BORDER,
                          CARD_H - 2 * BORDER, CARD_R - BORDER)))


def rot180():
    return "rotate(180 %s)" % pts(CARD_W / 2, CARD_H / 2)


def ace_center(suit):
    color = SUIT_COLOR[suit]
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit != "S":
        return pip_use(suit, cx, cy, 112)
    # Decorated ace of spades: a ring of fine lines and small diamonds
    # around a large spade with an inner gold line.
    o = []
    o.append('<circle cx="%s" cy="%s" r="96" fill="none" stroke="%s" '
             'stroke-width="2.5"/>' % (fmt(cx), fmt(cy), color))
    o.append('<circle cx="%s" cy="%s" r="89" fill="none" stroke="%s" '
             'stroke-width="1" stroke-dasharray="2 4.2"/>' % (
                 fmt(cx), fmt(cy), GOLD))
    for k in range(8):
        a = k * math.pi / 4
        x, y = cx + 96 * math.sin(a), cy - 96 * math.cos(a)
        s = 7 if k % 2 == 0 else 4.5
        o.append('<path fill="%s" d="M%s L%s L%s L%s Z"/>' % (
            GOLD if k % 2 else color,
            pts(x, y - s), pts(x + s * 0.75, y), pts(x, y + s),
            pts(x - s * 0.75, y)))
    o.append(pip_use("S", cx, cy + 2, 128))
    # inner gold line following the two lobes, open at the stem
    lobes = ("M-5 22 C-10 30 -18 35 -28 35 C-40 35 -50 27 -50 13 "
             "C-50 4 -46 -5 -36 -15 C-22 -28 -6 -40 0 -50 "
             "C6 -40 22 -28 36 -15 C46 -5 50 4 50 13 "
             "C50 27 40 35 28 35 C18 35 10 30 5 22")
    o.append('<path fill="none" stroke="%s" stroke-width="1.8" '
             'stroke-linecap="round" transform="translate(%s) scale(1.28) '
             'translate(0 -6) scale(0.8)" d="%s"/>' % (
                 GOLD_LIGHT, pts(cx, cy + 2), lobes))
    return "".join(o)


def number_center(rank, suit):
    n = int(rank)
    o = []
    for (x, y) in pip_layout(n):
        flip = y > ROW_M + 0.5
        o.append(pip_use(suit, x, y, PIP_SIZE, flip))
    return "".join(o)


# ---------------------------------------------------------------------------
# Court cards
# ---------------------------------------------------------------------------

# Frame panel (card coordinates)
PANEL_X0, PANEL_X1 = 57.0, 193.0
PANEL_Y0, PANEL_Y1 = 22.0, 328.0
PANEL_CX = (PANEL_X0 + PANEL_X1) / 2
PANEL_HALF_W = (PANEL_X1 - PANEL_X0) / 2     # 68
PANEL_HALF_H = CARD_H / 2 - PANEL_Y0         # 153


def el(tag, **attrs):
    a = []
    for k, v in attrs.items():
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, float):
            v = fmt(v)
        a.append('%s="%s"' % (k, v))
    return "<%s %s/>" % (tag, " ".join(a))


def court_half(rank, suit):
    """Upper half-figure in local coordinates: x in [-68, 68] (0 is the
    panel's centre line), y from 0 (panel top) to 153 (card centre)."""
    p = COURT_PALETTE[suit]
    prim, acc, sec, dark = p["primary"], p["accent"], p["second"], p["dark"]
    o = []
    add = o.append

    def arm(hx, hy):
        """Sleeve from the shoulder, a cuff and the hand at (hx, hy)."""
        sd = 1 if hx > 0 else -1
        add(el("path", fill=dark, d="M%s C%s %s %s L%s C%s %s Z" % (
            pts(sd * 30, 99), pts(sd * 52, 100), pts(sd * 60, 112),
            pts(hx + sd * 9, hy - 6), pts(hx - sd * 9, hy - 6),
            pts(hx - sd * 8, hy - 14), pts(sd * 24, 108))))
        add(el("rect", x=hx - 9.5, y=hy - 9.0, width=19.0, height=5.0,
               rx=2.5, fill=acc))
        add(el("ellipse", cx=hx, cy=hy, rx=7.0, ry=5.5, fill=SKIN))

    # ---- things behind the figure --------------------------------------
    if rank == "Q":
        # long hair falling to the shoulders
        add(el("path", fill="#6b3a1e", d=(
            "M-25 58 C-27 38 -14 33 0 33 C14 33 27 38 25 58 "
            "L30 100 C24 108 14 108 10 100 L-10 100 "
            "C-14 108 -24 108 -30 100 Z")))
    if rank == "K":
        # sceptre, held on the right
        add(el("rect", x=38.0, y=52.0, width=6.0, height=101.0, fill=GOLD,
               rx=2.0))
        add(el("circle", cx=41.0, cy=47.0, r=9.0, fill=GOLD))
        add(el("circle", cx=41.0, cy=47.0, r=4.0, fill=sec))
        add(el("path", fill=GOLD, d="M38.5 40 V28 H43.5 V40 Z "
                                    "M35 31 H47 V35 H35 Z"))
    if rank == "J":
        # halberd, held on the right
        add(el("rect", x=40.0, y=24.0, width=5.0, height=129.0,
               fill="#865e3c", rx=2.0))
        add(el("path", fill="#c0bfbc", d=(
            "M42.5 8 L47 24 L38 24 Z "
            "M45 28 C56 24 62 30 64 40 C60 46 54 48 45 46 Z "
            "M40 30 L30 34 L40 40 Z")))
        add(el("path", fill="#77767b", d="M45 34 C54 32 58 36 60 40 "
                                          "C56 42 50 43 45 42 Z"))

    # ---- garment -------------------------------------------------------
    robe = ("M-64 153 L-62 126 C-60 108 -46 99 -26 97 L26 97 "
            "C46 99 60 108 62 126 L64 153 Z")
    add(el("path", fill=prim, d=robe))
    if rank == "K":
        # central panel with gold trim and suit pips
        add(el("path", fill=sec, d="M-16 100 L16 100 L20 153 L-20 153 Z"))
        add(el("path", fill="none", stroke=GOLD, stroke_width=3.0,
               d="M-16 100 L-20 153 M16 100 L20 153"))
        add(pip_use(suit, 0, 128, 16))
        # ermine cape collar
        add(el("path", fill=WHITE, d=(
            "M-52 112 C-34 124 34 124 52 112 L46 100 "
            "C30 94 -30 94 -46 100 Z")))
        for (x, y) in ((-38, 108), (-20, 113), (0, 115), (20, 113),
                       (38, 108)):
            add(el("path", fill=BLACK, d="M%s l-2.5 5 h5 Z" % pts(x, y - 2)))
    elif rank == "Q":
        # bodice with a lace front
        add(el("path", fill=sec, d="M-22 100 L22 100 L8 153 L-8 153 Z"))
        for y in (112, 124, 136, 148):
            add(el("path", fill="none", stroke=WHITE, stroke_width=2.0,
                   stroke_linecap="round",
                   d="M%s L%s" % (pts(-(18 - (y - 100) * 0.25), y),
                                  pts(18 - (y - 100) * 0.25, y))))
        add(pip_use(suit, -44, 141, 13, light=True))
        add(pip_use(suit, 44, 141, 13, light=True))
        # ruff collar
        for k in range(9):
            a = math.pi * (k / 8.0)
            x = -30 * math.cos(a)
            y = 96 + 8 * math.sin(a)
            add(el("circle", cx=x, cy=y, r=7.5, fill=WHITE))
    else:  # J
        # striped tunic
        for x in (-44, -24, 24, 44):
            add(el("path", fill=sec,
                   d="M%s L%s L%s L%s Z" % (
                       pts(x - 5, 153), pts(x - 4, 104 if abs(x) < 30
                                            else 112),
                       pts(x + 4, 104 if abs(x) < 30 else 112),
                       pts(x + 5, 153))))
        add(pip_use(suit, 0, 132, 18, light=True))
        # pointed collar
        add(el("path", fill=acc, d=(
            "M-30 98 L0 97 L30 98 L20 114 L6 104 L0 116 L-6 104 "
            "L-20 114 Z")))

    # ---- neck, head, face ----------------------------------------------
    add(el("rect", x=-7.0, y=78.0, width=14.0, height=20.0, fill=SKIN_SHADE))
    add(el("ellipse", cx=0.0, cy=62.0, rx=18.5, ry=21.0, fill=SKIN))
    # eyes, nose, mouth
    add(el("circle", cx=-7.0, cy=60.0, r=2.2, fill="#241f31"))
    add(el("circle", cx=7.0, cy=60.0, r=2.2, fill="#241f31"))
    add(el("path", fill="none", stroke=SKIN_SHADE, stroke_width=2.0,
           stroke_linecap="round", d="M0 62 L-1.5 68 L1 69"))
    if rank != "K":
        add(el("path", fill="none", stroke="#c01c28", stroke_width=2.0,
               stroke_linecap="round", d="M-4 75 Q0 77.5 4 75"))
        add(el("circle", cx=-11.0, cy=69.0, r=3.0, fill=CHEEK))
        add(el("circle", cx=11.0, cy=69.0, r=3.0, fill=CHEEK))

    # ---- hair, beard and headwear --------------------------------------
    if rank == "K":
        beard = "#d8d4cf"
        add(el("path", fill=beard, d=(
            "M-19 58 C-21 82 -10 100 0 104 C10 100 21 82 19 58 "
            "C16 66 12 71 8 72 C4 69 -4 69 -8 72 C-12 71 -16 66 -19 58 Z")))
        add(el("path", fill=beard, d=(
            "M-12 72 C-8 66 -3 66 0 69 C3 66 8 66 12 72 "
            "C8 74 3 73 0 71 C-3 73 -8 74 -12 72 Z")))
        add(el("path", fill="none", stroke="#aaa49e", stroke_width=1.5,
               stroke_linecap="round",
               d="M-8 82 Q-6 90 -2 96 M8 82 Q6 90 2 96 M0 84 V98"))
        # crown
        add(el("path", fill=GOLD_LIGHT, d=(
            "M-25 46 L-28 12 L-14 28 L0 4 L14 28 L28 12 L25 46 Z")))
        add(el("path", fill=GOLD, d="M-25 36 H25 V46 H-25 Z"))
        for (x, y) in ((-28, 12), (0, 4), (28, 12)):
            add(el("circle", cx=float(x), cy=float(y), r=4.0, fill=GOLD))
        add(el("circle", cx=0.0, cy=41.0, r=3.6, fill=prim))
        add(el("circle", cx=-15.0, cy=41.0, r=2.6, fill=sec))
        add(el("circle", cx=15.0, cy=41.0, r=2.6, fill=sec))
    elif rank == "Q":
        # fringe
        add(el("path", fill="#6b3a1e", d=(
            "M-19 60 C-21 44 -12 38 0 38 C12 38 21 44 19 60 "
            "C14 50 8 46 0 46 C-8 46 -14 50 -19 60 Z")))
        # tiara
        add(el("path", fill=GOLD_LIGHT, d=(
            "M-20 44 L-21 30 C-15 32 -9 30 -6 24 L0 12 L6 24 "
            "C9 30 15 32 21 30 L20 44 C8 39 -8 39 -20 44 Z")))
        add(el("circle", cx=0.0, cy=30.0, r=4.0, fill=sec))
        add(el("circle", cx=-13.0, cy=37.0, r=2.2, fill=prim))
        add(el("circle", cx=13.0, cy=37.0, r=2.2, fill=prim))
        # flower held on the left
        add(el("path", fill="none", stroke="#2e8540", stroke_width=3.0,
               stroke_linecap="round", d="M-44 140 C-46 120 -42 96 -44 74"))
        add(el("path", fill="#2e8540",
               d="M-44 104 C-54 96 -58 98 -60 102 C-54 106 -50 106 -44 104 Z"))
        for k in range(5):
            a = 2 * math.pi * k / 5
            add(el("circle", cx=-44 + 7.5 * math.sin(a),
                   cy=70 - 7.5 * math.cos(a), r=6.0, fill=acc))
        add(el("circle", cx=-44.0, cy=70.0, r=4.5, fill=GOLD_LIGHT))
        arm(-44.0, 116.0)
    else:  # J
        # hair
        add(el("path", fill="#865e3c", d=(
            "M-19 64 C-21 50 -14 42 0 42 C14 42 21 50 19 64 "
            "C16 56 12 52 8 52 L-8 52 C-12 52 -16 56 -19 64 Z")))
        # feather
        add(el("path", fill=acc, d=(
            "M-4 32 C-10 16 -20 6 -32 2 C-31 14 -24 26 -12 36 Z")))
        add(el("path", fill="none", stroke=WHITE, stroke_width=1.2,
               d="M-8 32 C-14 20 -22 10 -30 4"))
        # cap
        add(el("path", fill=sec, d=(
            "M-27 48 C-30 30 -14 22 2 22 C20 22 30 32 27 48 Z")))
        add(el("path", fill=prim, d="M-27 42 C-10 38 10 38 27 42 "
                                    "L27 49 C10 45 -10 45 -27 49 Z"))
        arm(42.5, 118.0)

    if rank == "K":
        arm(41.0, 118.0)

    # ---- corner pip inside the panel ------------------------------------
    add(pip_use(suit, -52, 18, 20))
    return "".join(o)


def court_face(rank, suit):
    p = COURT_PALETTE[suit]
    o = []
    x0, y0 = PANEL_X0, PANEL_Y0
    w, h = PANEL_X1 - PANEL_X0, PANEL_Y1 - PANEL_Y0
    o.append(el("rect", x=x0, y=y0, width=w, height=h, rx=6.0,
                fill=p["tint"]))
    # two half figures, the lower one turned around
    t = "translate(%s)" % pts(PANEL_CX, PANEL_Y0)
    o.append(use("x-court-%s%s" % (rank, suit), t))
    o.append(use("x-court-%s%s" % (rank, suit), rot180() + " " + t))
    # divider and frame
    o.append(el("path", fill="none", stroke=p["accent"], stroke_width=2.5,
                d="M%s H%s" % (pts(x0 + 1.5, CARD_H / 2), fmt(x0 + w - 1.5))))
    o.append(el("rect", x=x0, y=y0, width=w, height=h, rx=6.0, fill="none",
                stroke=p["primary"], stroke_width=2.5))
    return "".join(o)


def face(rank, suit):
    o = [card_base()]
    o.append(use("x-idx-%s%s" % (rank, suit)))
    o.append(use("x-idx-%s%s" % (rank, suit), rot180()))
    if rank == "A":
        o.append(ace_center(suit))
    elif rank in ("J", "Q", "K"):
        o.append(court_face(rank, suit))
    else:
        o.append(number_center(rank, suit))
    return "".join(o)


# ---------------------------------------------------------------------------
# Back and slots
# ---------------------------------------------------------------------------

BACK_BG = "#1e4e96"
BACK_LINE = "#4f86d0"
BACK_INSET = 11.0


def back():
    o = [card_base()]
    m = BACK_INSET
    inner = rrect_path(m, m, CARD_W - 2 * m, CARD_H - 2 * m, CARD_R - m * 0.6)
    o.append('<path fill="%s" d="%s"/>' % (BACK_BG, inner))
    m2 = m + 9
    o.append('<path fill="url(#x-back-lattice)" d="%s"/>' % rrect_path(
        m2, m2, CARD_W - 2 * m2, CARD_H - 2 * m2, 4))
    o.append('<path fill="none" stroke="%s" stroke-width="2" d="%s"/>' % (
        "#c9dbf3", rrect_path(m2, m2, CARD_W - 2 * m2, CARD_H - 2 * m2, 4)))
    o.append('<path fill="none" stroke="%s" stroke-width="1" d="%s"/>' % (
        "#c9dbf3", rrect_path(m + 4.5, m + 4.5, CARD_W - 2 * m - 9,
                             CARD_H - 2 * m - 9, 6)))
    # central medallion
    cx, cy = CARD_W / 2, CARD_H / 2
    o.append('<path fill="%s" stroke="#c9dbf3" stroke-width="2" d="M%s L%s '
             'L%s L%s Z"/>' % (BACK_BG, pts(cx, cy - 52), pts(cx + 38, cy),
                              pts(cx, cy + 52), pts(cx - 38, cy)))
    o.append('<path fill="none" stroke="%s" stroke-width="1.2" d="M%s L%s '
             'L%s L%s Z"/>' % (GOLD_LIGHT, pts(cx, cy - 44),
                              pts(cx + 32, cy), pts(cx, cy + 44),
                              pts(cx - 32, cy)))
    for (dx, dy, s) in ((0, -19, "S"), (15, 0, "H"), (0, 19, "C"),
                        (-15, 0, "D")):
        o.append(use("x-pipw-" + s, "translate(%s) scale(0.13)" % pts(
            cx + dx, cy + dy)))
    return "".join(o)


def back_defs():
    # A diamond lattice: double lines with small dots at the crossings.
    w, h = 25.0, 30.0
    return (
        '<pattern id="x-back-lattice" patternUnits="userSpaceOnUse" '
        'x="%s" y="%s" width="%s" height="%s">' % (
            fmt(CARD_W / 2 - w / 2), fmt(CARD_H / 2 - h / 2), fmt(w), fmt(h)) +
        '<rect width="%s" height="%s" fill="%s"/>' % (fmt(w), fmt(h), BACK_BG) +
        '<path fill="none" stroke="%s" stroke-width="1.4" d="M0 0 L%s %s '
        'M%s 0 L0 %s"/>' % (BACK_LINE, fmt(w), fmt(h), fmt(w), fmt(h)) +
        '<path fill="none" stroke="%s" stroke-width="0.8" stroke-opacity="0.6" '
        'd="M%s 0 L%s %s L%s %s L0 %s Z"/>' % (
            BACK_LINE, fmt(w / 2), fmt(w), fmt(h / 2), fmt(w / 2), fmt(h),
            fmt(h / 2)) +
        '<circle cx="%s" cy="%s" r="2.2" fill="#9cc0ef"/>' % (
            fmt(w / 2), fmt(h / 2)) +
        ''.join('<circle cx="%s" cy="%s" r="1.6" fill="#9cc0ef"/>' % (
            fmt(x), fmt(y)) for x, y in ((0, 0), (w, 0), (0, h), (w, h))) +
        '</pattern>')


SLOT_COLOR = "#9a9996"


def slot_outline():
    t = 5.0
    ring = (rrect_path(0, 0, CARD_W, CARD_H, CARD_R) + " " +
            rrect_path(t, t, CARD_W - 2 * t, CARD_H - 2 * t, CARD_R - t))
    return ('<path fill="%s" fill-opacity="0.10" d="%s"/>' % (
        SLOT_COLOR, rrect_path(t, t, CARD_W - 2 * t, CARD_H - 2 * t,
                               CARD_R - t)) +
        '<path fill="%s" fill-opacity="0.85" fill-rule="evenodd" d="%s"/>' % (
        SLOT_COLOR, ring))


def slot_foundation():
    o = [slot_outline()]
    h = 130.0
    s = h / 100
    w = GLYPHS["A"][0] * s
    o.append(use("x-rank-A", "translate(%s) scale(%s)" % (
        pts(CARD_W / 2 - w / 2, CARD_H / 2 - h / 2), fmt(s)),
        stroke=SLOT_COLOR, stroke_opacity="0.5"))
    return "".join(o)


def slot_stock():
    o = [slot_outline()]
    cx, cy, r, t = CARD_W / 2, CARD_H / 2, 50.0, 11.0
    a0, a1 = math.radians(-50), math.radians(245)   # clockwise arc

    def polar(rad, ang):
        return cx + rad * math.cos(ang), cy + rad * math.sin(ang)

    ro, ri = r + t / 2, r - t / 2
    wing = 15.0
    tip_ang = a1 + 27.0 / r
    # One filled outline (thick arc, arrow head, round tail) so that no
    # group opacity is needed: librsvg drops group opacity when a single
    # element is rendered on its own.
    d = ("M%s A%s 0 1 1 %s L%s L%s L%s L%s A%s 0 1 0 %s A%s 0 0 1 %s Z" % (
        pts(*polar(ro, a0)), pts(ro, ro), pts(*polar(ro, a1)),
        pts(*polar(r + wing, a1)), pts(*polar(r, tip_ang)),
        pts(*polar(r - wing, a1)), pts(*polar(ri, a1)),
        pts(ri, ri), pts(*polar(ri, a0)), pts(t / 2, t / 2),
        pts(*polar(ro, a0))))
    o.append('<path fill="%s" fill-opacity="0.6" d="%s"/>' % (
        SLOT_COLOR, d))
    return "".join(o)


# ---------------------------------------------------------------------------
# Document
# ---------------------------------------------------------------------------

def defs():
    d = ["<defs>"]
    for s in SUITS:
        d.append('<path id="x-pip-%s" fill="%s" d="%s"/>' % (
            s, SUIT_COLOR[s], PIP_PATHS[s]))
        d.append('<path id="x-pipw-%s" fill="%s" d="%s"/>' % (
            s, "#e8eef8", PIP_PATHS[s]))
    # rank glyphs: stroke colour comes from the <use>
    sixw, six = GLYPHS["6"]
    for rank in RANKS:
        parts = []
        x = 0.0
        for g in rank_glyphs(rank):
            gw, gd = GLYPHS[g]
            if g == "9":
                parts.append('<path transform="rotate(180 %s 50)" d="%s"/>' % (
                    fmt(x + sixw / 2.0), six))
            else:
                parts.append('<path transform="translate(%s 0)" d="%s"/>' % (
                    fmt(x), gd) if x else '<path d="%s"/>' % gd)
            x += gw - GLYPH_KERN
        d.append('<g id="x-rank-%s" fill="none" stroke-width="%s" '
                 'stroke-linecap="round" stroke-linejoin="round">%s</g>' % (
                     rank, fmt(GLYPH_STROKE), "".join(parts)))
    # corner indices
    for s in SUITS:
        for rank in RANKS:
            d.append('<g id="x-idx-%s%s">%s%s</g>' % (
                rank, s,
                rank_use(rank, IDX_CX, IDX_TOP, IDX_H, SUIT_COLOR[s]),
                pip_use(s, IDX_CX, IDX_PIP_CY, IDX_PIP)))
    # court half figures
    for s in SUITS:
        for rank in ("J", "Q", "K"):
            d.append('<clipPath id="x-clip-%s%s"><rect x="%s" y="0" '
                     'width="%s" height="%s"/></clipPath>' % (
                         rank, s, fmt(-PANEL_HALF_W), fmt(2 * PANEL_HALF_W),
                         fmt(PANEL_HALF_H)))
            d.append('<g id="x-court-%s%s" clip-path="url(#x-clip-%s%s)">'
                     '%s</g>' % (rank, s, rank, s, court_half(rank, s)))
    d.append(back_defs())
    d.append("</defs>")
    return "\n".join(d)


def element_list():
    """(id, content) for every renderable element, in sheet order."""
    rows = []
    for s in SUITS:
        rows.append([("card-%s%s" % (r, s), face(r, s)) for r in RANKS])
    rows.append([("card-back", back()), ("slot", slot_outline()),
                 ("slot-foundation", slot_foundation()),
                 ("slot-stock", slot_stock())])
    return rows


def build():
    rows = element_list()
    ncols = max(len(r) for r in rows)
    W = ncols * CARD_W + (ncols + 1) * GAP
    H = len(rows) * CARD_H + (len(rows) + 1) * GAP
    out = Out()
    out.add('<?xml version="1.0" encoding="UTF-8"?>')
    out.add('<!-- Patience card deck. Generated by build-aux/gen-cards.py; '
            'do not edit by hand. Part of Patience, same license as the '
            'project. -->')
    out.add('<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" '
            'width="%s" height="%s" viewBox="0 0 %s %s">' % (
                fmt(W), fmt(H), fmt(W), fmt(H)))
    out.add(defs())
    for j, row in enumerate(rows):
        for i, (eid, content) in enumerate(row):
            x = GAP + i * (CARD_W + GAP)
            y = GAP + j * (CARD_H + GAP)
            out.add('<g id="%s" transform="translate(%s)">%s</g>' % (
                eid, pts(x, y), content))
    out.add("</svg>")
    return out.text()


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: %s OUTPUT.svg\n" % argv[0])
        return 2
    data = build()
    with open(argv[1], "w", encoding="utf-8") as f:
        f.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
