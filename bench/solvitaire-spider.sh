#!/bin/sh
# Spider and Spiderette beside Solvitaire (github.com/thecharlesblake/Solvitaire,
# a solver for checking, never a dependency): converts each deal, solves it
# with both, and prints each verdict and the disagreements.
#
#   bench/solvitaire-spider.sh PATIENCE-CLI SOLVITAIRE GAME A-B [NODES] [CPU]
#
# GAME is spider or spiderette (four suits: Solvitaire's presets deal
# ordinary decks). NODES is Patience's budget a deal (default 1000000), CPU
# Solvitaire's in CPU seconds (default 10; a run killed by SIGXCPU is
# "unknown").
#
# Solvitaire's presets are looser than Patience's rules in two ways: a deal
# may go onto an empty column, and a full suit leaves only when a move
# takes it. Every line of Patience's game is one of Solvitaire's, so
# "winnable" here must be "solved" there and "unsolvable" there must be
# "unwinnable" here; Patience unwinnable where Solvitaire solved is no
# disagreement (the solved line may deal onto an empty column), and is
# counted apart.
set -eu
cli=$1
solvitaire=$2
game=$3
range=$4
nodes=${5:-1000000}
cpu=${6:-10}
first=${range%-*}
last=${range#*-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$cli" batch "$game" --deals "$range" --nodes "$nodes" --jobs 1 >"$tmp/ours" 2>&1

deal=$first
while [ "$deal" -le "$last" ]; do
  "$cli" deal "$game" --deal "$deal" >"$tmp/deal.json"
  python3 - "$tmp/deal.json" "$tmp/deal.sv.json" <<'EOF'
import json, sys
piles = json.load(open(sys.argv[1]))["piles"]
def card(text):
    down = text.startswith("#")
    text = text.lstrip("#")
    return text.lower() if down else text
columns = sorted((k for k in piles if k.startswith("tableau-")),
                 key=lambda k: int(k.split("-")[1]))
json.dump({"tableau piles": [[card(c) for c in piles[k]] for k in columns],
           "stock": [card(c) for c in piles["stock"]]}, open(sys.argv[2], "w"))
EOF
  start=$(date +%s.%N)
  answer=$(prlimit --cpu="$cpu:$((cpu + 2))" "$solvitaire" --type "$game" \
             --timeout 100000000 --classify "$tmp/deal.sv.json" 2>/dev/null \
             | sed -n 's/^, \([a-z-]*\),.*/\1/p' || true)
  end=$(date +%s.%N)
  [ -n "$answer" ] || answer=unknown
  ours=$(awk -v d="$deal" '$1 == d { print $2 }' "$tmp/ours")
  printf '%s %s %s %s\n' "$deal" "$ours" "$answer" \
    "$(echo "$end - $start" | bc)" >>"$tmp/both"
  deal=$((deal + 1))
done

cat "$tmp/both"
tail -n 1 "$tmp/ours"
awk '
  { both[$2 " " $3]++ }
  $2 == "winnable" && $3 == "unsolvable" { bad++ }
  $2 == "unwinnable" && $3 == "solved" { looser++ }
  END {
    for (k in both) printf "%-26s %d\n", k, both[k]
    printf "disagreements: %d (Patience winnable, Solvitaire unsolvable)\n", bad
    printf "Patience unwinnable, Solvitaire solved (its looser rules): %d\n", looser
  }' "$tmp/both"
