#!/bin/sh
# bench-solvitaire.sh PATIENCE_CLI [SOLVITAIRE] [GAME[:KEY=VALUE]...] — the
# solver's verdicts and CPU time against Blake and Gent's Solvitaire.
#
# Solvitaire is a tool for checking, never a dependency: give its binary as
# the second argument or in $SOLVITAIRE (built from its source as its README
# says). Each deal is written in Solvitaire's format (each
# pile from the bottom card to the top, a face-down card in lower case),
# solved by both one after the other, one process at a time, each under a
# cap of CPU time (prlimit), and timed in CPU seconds (/usr/bin/time: user
# plus system), so that other work on the machine changes little. Prints a
# line a deal, then per game the deals both decided, the disagreements
# (one says winnable, the other lost: a bug in one of them), and the CPU
# time of each in all. Needs python3, prlimit and /usr/bin/time.
#
# Games (default: all seven): king-albert (preset king-albert), klondike
# (klondike-deal-1-arbitrary-built-moves), klondike:draw=3
# (klondike-arbitrary-built-moves), la-belle-lucie and trefoil (rules
# files without redeals; Patience's redeals option set to none to match),
# freecell (free-cell), freecell:build=suit (bakers-game),
# beleaguered-castle (beleaguered-castle) and beleaguered-castle:aces=true
# (streets-and-alleys). Eight Off's
# and Seahaven Towers' deals start with cards in some cells, which
# Solvitaire's deal files cannot say; Spider and Spiderette, whose rules
# differ from Solvitaire's presets, have bench/solvitaire-spider.sh.
# forty-thieves (not in the default list) is Solvitaire's forty-thieves
# preset: one card at a time, which Patience's runs through empty columns
# only shorten, and foundations that keep their cards.
# bakers-dozen (not in the default list) is a rules file: thirteen columns
# built down regardless of suit, one card at a time, never filled, and
# foundations that keep their cards; the Kings already lie under the
# other cards in the deal written out.
# golf:wrap=true (not in the default list) is Solvitaire's golf preset with
# "build loops" on: that preset lets a Queen go on a King but not a King on
# an Ace, which is neither of Patience's two rules, so only the wrapping
# game, where both let every neighbour on, is compared.
#
# BENCH_DEALS (default 1-100), BENCH_NODES (Patience's budget, default
# 10000000) and BENCH_CPU (CPU seconds each may take, default 60) change
# the runs; BENCH_OUT keeps the deal files and outputs in that directory.
set -eu

if [ $# -lt 1 ]; then
  echo "usage: $0 PATIENCE_CLI [SOLVITAIRE] [GAME[:KEY=VALUE]...]" >&2
  exit 2
fi
cli=$1
shift
solvitaire=${SOLVITAIRE:-}
if [ $# -gt 0 ] && [ -x "$1" ] && [ ! -d "$1" ]; then
  solvitaire=$1
  shift
fi
if [ -z "$solvitaire" ] || [ ! -x "$solvitaire" ]; then
  echo "Solvitaire is not installed: give its binary as the second argument or" \
    "in \$SOLVITAIRE; nothing compared." >&2
  exit 77
fi
for tool in python3 prlimit /usr/bin/time; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$tool is missing; nothing compared." >&2
    exit 77
  fi
done

games=${*:-"king-albert klondike klondike:draw=3 la-belle-lucie trefoil freecell freecell:build=suit beleaguered-castle beleaguered-castle:aces=true"}
deals=${BENCH_DEALS:-1-100}
nodes=${BENCH_NODES:-10000000}
cap=${BENCH_CPU:-60}
out=${BENCH_OUT:-$(mktemp -d)}
mkdir -p "$out"
first=${deals%-*}
last=${deals#*-}

# Rules files for the games Solvitaire has no preset for.
cat >"$out/la-belle-lucie.rules" <<'EOF'
{"tableau piles": {"count": 18, "build policy": "same-suit", "spaces policy": "no-build",
 "move built group": "no"}, "foundations": {"removable": false}}
EOF
cat >"$out/trefoil.rules" <<'EOF'
{"tableau piles": {"count": 16, "build policy": "same-suit", "spaces policy": "no-build",
 "move built group": "no"}, "foundations": {"removable": false, "initial cards": "all"}}
EOF

cat >"$out/bakers-dozen.rules" <<'EOF'
{"tableau piles": {"count": 13, "build policy": "any-suit", "spaces policy": "no-build",
 "move built group": "no"}, "foundations": {"removable": false}}
EOF

cat >"$out/golf-wrap.rules" <<'EOF'
{"tableau piles": {"count": 7, "build policy": "no-build"},
 "foundations": {"present": false}, "stock": {"size": 16, "deal type": "hole"},
 "hole": {"present": true, "base card": "random", "build loops": true}}
EOF

# Patience's deal as JSON on standard input, Solvitaire's on standard
# output. Foundations are left out: Trefoil's Aces start there by its rules.
convert='
import json, sys
piles = json.load(sys.stdin)["piles"]
def card(c):
    return c[1:].lower() if c.startswith("#") else c
def kind(name):
    return sorted((p for p in piles if p.rsplit("-", 1)[0] == name),
                  key=lambda p: int(p.rsplit("-", 1)[1]))
deal = {"tableau piles": [[card(c) for c in piles[p]] for p in kind("tableau")]}
reserve = [card(c) for p in kind("reserve") for c in piles[p]]
if reserve:
    deal["reserve"] = reserve
if piles.get("stock"):
    deal["stock"] = [card(c) for c in piles["stock"]]
if piles.get("waste"):
    deal["waste"] = [card(c) for c in piles["waste"]]
if len(sys.argv) > 1 and sys.argv[1] == "golf":
    deal["hole"] = piles["foundation-0"][0]
json.dump(deal, sys.stdout)
'

# CPU seconds of the command in the file $1 (/usr/bin/time's output).
cpu() {
  awk 'END { print $1 + $2 }' "$1"
}

printf '%-28s %5s %-11s %8s %-11s %8s %10s\n' game deal patience cpu solvitaire cpu states
for entry in $games; do
  game=${entry%%:*}
  set --
  case $entry in
    *:*)
      for option in $(echo "${entry#*:}" | tr , ' '); do
        set -- "$@" --option "$option"
      done
      ;;
  esac
  case $entry in
    king-albert) how="--type king-albert" ;;
    klondike | klondike:draw=1) how="--type klondike-deal-1-arbitrary-built-moves" ;;
    klondike:draw=3) how="--type klondike-arbitrary-built-moves" ;;
    freecell) how="--type free-cell" ;;
    freecell:build=suit) how="--type bakers-game" ;;
    beleaguered-castle) how="--type beleaguered-castle" ;;
    beleaguered-castle:aces=true) how="--type streets-and-alleys" ;;
    golf:wrap=true) how="--custom-rules $out/golf-wrap.rules" ;;
    bakers-dozen) how="--custom-rules $out/bakers-dozen.rules" ;;
    forty-thieves) how="--type forty-thieves" ;;
    la-belle-lucie | trefoil)
      how="--custom-rules $out/$game.rules"
      set -- "$@" --option redeals=0
      ;;
    *)
      echo "$entry: no Solvitaire rules known for it; left out" >&2
      continue
      ;;
  esac
  deal=$first
  while [ "$deal" -le "$last" ]; do
    base="$out/$entry-$deal"
    "$cli" deal "$game" "$@" --deal "$deal" | python3 -c "$convert" "$game" >"$base.json"
    /usr/bin/time -f '%U %S' -o "$base.ptime" prlimit --cpu="$cap:$((cap + 2))" \
      "$cli" batch "$game" "$@" --deals "$deal-$deal" --nodes "$nodes" --jobs 1 \
      >"$base.pout" 2>&1 || true
    /usr/bin/time -f '%U %S' -o "$base.stime" prlimit --cpu="$cap:$((cap + 2))" \
      "$solvitaire" $how --timeout 100000000 --classify "$base.json" \
      >"$base.sout" 2>&1 || true
    mine=$(awk -v d="$deal" '$1 == d { print $2 }' "$base.pout")
    theirs=$(awk -F', *' '/^, / { print $2 }' "$base.sout")
    states=$(awk -F', *' '/^, / { print $4 }' "$base.sout")
    printf '%-28s %5d %-11s %8.3f %-11s %8.3f %10s\n' "$entry" "$deal" \
      "${mine:-undecided}" "$(cpu "$base.ptime")" "${theirs:-undecided}" \
      "$(cpu "$base.stime")" "${states:--}"
    deal=$((deal + 1))
  done
done | tee "$out/deals.txt"

echo
printf '%-28s %6s %8s %13s %13s %8s\n' game both disagree "patience cpu" "solvit. cpu" ratio
awk '
  NF >= 6 && $2 ~ /^[0-9]+$/ {
    g = $1; n[g]++; pc[g] += $4; sc[g] += $6
    mine = $3 == "winnable" ? "w" : $3 == "unwinnable" ? "l" : ""
    theirs = $5 == "solved" ? "w" : $5 == "unsolvable" ? "l" : ""
    if (mine != "" && theirs != "") { both[g]++; if (mine != theirs) bad[g]++ }
    if (!(g in seen)) { seen[g] = 1; order[++k] = g }
  }
  END {
    for (i = 1; i <= k; i++) {
      g = order[i]
      ratio = pc[g] > 0 ? sc[g] / pc[g] : 0
      printf "%-28s %6d %8d %12.2fs %12.2fs %7.2fx\n", g, both[g], bad[g], pc[g], sc[g], ratio
    }
  }' "$out/deals.txt"
echo "(ratio: Solvitaire's CPU over Patience's; above 1, Patience is faster)"
echo "(deal files and outputs in $out)"
