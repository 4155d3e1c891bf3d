#!/bin/sh
# bench-solver.sh PATIENCE_CLI [GAME[:KEY=VALUE,...]...] — the solver's
# figures, per game.
#
# By default every game patience-cli lists, with its default options,
# Klondike with three cards turned (klondike:draw=3), Spider of one suit
# (spider:suits=1), whose search differs most from four suits, Golf with
# King and Ace neighbours (golf:wrap=true), which wins far more deals,
# Canfield with one card turned (canfield:draw=1), likewise, TriPeaks with
# nothing on a King (tripeaks:wrap=false), which wins fewer, and Streets
# and Alleys (beleaguered-castle:aces=true), whose Aces lie in the rows.
# King Albert: deals 1-1000 within 5000000 positions each (about 10 s);
# every other game: deals 1-200 within 2000000 (about 5 s, from 2 s to
# 15 s by game); two deals at a time. Prints each batch's summary, then a
# table: winnable and unknown shares, median and 95th percentile of the
# time per deal, and the batch's peak memory (/usr/bin/time -v). Long:
# hours.
#
# BENCH_JOBS, BENCH_DEALS and BENCH_NODES (other games), BENCH_KA_DEALS and
# BENCH_KA_NODES change the runs; BENCH_OUT keeps each batch's output in
# that directory.
set -eu

cli=$1
shift
games=${*:-"$("$cli" list | cut -f 1) klondike:draw=3 spider:suits=1 golf:wrap=true canfield:draw=1 tripeaks:wrap=false beleaguered-castle:aces=true"}
jobs=${BENCH_JOBS:-2}
out=${BENCH_OUT:-$(mktemp -d)}
mkdir -p "$out"

if [ -x /usr/bin/time ]; then
  timer="/usr/bin/time -v -o"
else
  echo "note: /usr/bin/time is missing, so there is no peak memory" >&2
  timer=""
fi

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
  if [ "$game" = king-albert ]; then
    deals=${BENCH_KA_DEALS:-1-1000}
    nodes=${BENCH_KA_NODES:-5000000}
  else
    deals=${BENCH_DEALS:-1-200}
    nodes=${BENCH_NODES:-2000000}
  fi
  if [ -n "$timer" ]; then
    $timer "$out/$entry.time" "$cli" batch "$game" "$@" --deals "$deals" \
      --nodes "$nodes" --jobs "$jobs" >"$out/$entry.txt"
  else
    "$cli" batch "$game" "$@" --deals "$deals" --nodes "$nodes" --jobs "$jobs" \
      >"$out/$entry.txt"
  fi
  echo "$entry: $(tail -n 1 "$out/$entry.txt" | cut -d ' ' -f 2-)"
done

echo
printf '%-28s %6s %10s %9s %9s %9s %9s\n' game deals winnable unknown median p95 memory
for entry in $games; do
  memory=-
  if [ -f "$out/$entry.time" ]; then
    memory=$(awk -F: '/Maximum resident set size/ { printf "%d MB", $2 / 1024 }' \
      "$out/$entry.time")
  fi
  grep -E '^[0-9]+ ' "$out/$entry.txt" | sort -n -k3 | awk -v game="$entry" -v memory="$memory" '
    { time[NR] = $3; count[$2]++ }
    END {
      n = NR
      median = n % 2 ? time[(n + 1) / 2] : (time[n / 2] + time[n / 2 + 1]) / 2
      p95 = time[int(0.95 * n + 0.999999)]
      printf "%-28s %6d %9.1f%% %8.1f%% %8.3fs %8.3fs %9s\n", game, n,
        100 * count["winnable"] / n, 100 * count["unknown"] / n, median, p95, memory
    }'
done
echo "(outputs in $out)"
