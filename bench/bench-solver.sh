#!/bin/sh
# bench-solver.sh PATIENCE_CLI [GAME...] — the solver's figures, per game.
#
# King Albert: deals 1-1000 with 10 s each; every other game: deals 1-200
# with 5 s each; two deals at a time. Prints each batch's summary, then a
# table: winnable and unknown shares, median and 95th percentile of the time
# per deal, and the batch's peak memory (/usr/bin/time -v). Long: hours.
#
# BENCH_JOBS, BENCH_DEALS (other games) and BENCH_KA_DEALS change the runs;
# BENCH_OUT keeps each batch's output in that directory.
set -eu

cli=$1
shift
games=${*:-"king-albert intelligence indian idle-aces jubilee intrigue laggard-lady la-belle-lucie trefoil house-in-the-wood"}
jobs=${BENCH_JOBS:-2}
out=${BENCH_OUT:-$(mktemp -d)}
mkdir -p "$out"

if [ -x /usr/bin/time ]; then
  timer="/usr/bin/time -v -o"
else
  echo "note: /usr/bin/time is missing, so there is no peak memory" >&2
  timer=""
fi

for game in $games; do
  if [ "$game" = king-albert ]; then
    deals=${BENCH_KA_DEALS:-1-1000}
    timeout=10
  else
    deals=${BENCH_DEALS:-1-200}
    timeout=5
  fi
  if [ -n "$timer" ]; then
    $timer "$out/$game.time" "$cli" batch "$game" --deals "$deals" --timeout "$timeout" \
      --jobs "$jobs" >"$out/$game.txt"
  else
    "$cli" batch "$game" --deals "$deals" --timeout "$timeout" --jobs "$jobs" \
      >"$out/$game.txt"
  fi
  tail -n 1 "$out/$game.txt"
done

echo
printf '%-18s %6s %10s %9s %9s %9s %9s\n' game deals winnable unknown median p95 memory
for game in $games; do
  memory=-
  if [ -f "$out/$game.time" ]; then
    memory=$(awk -F: '/Maximum resident set size/ { printf "%d MB", $2 / 1024 }' \
      "$out/$game.time")
  fi
  grep -E '^[0-9]+ ' "$out/$game.txt" | sort -n -k3 | awk -v game="$game" -v memory="$memory" '
    { time[NR] = $3; count[$2]++ }
    END {
      n = NR
      median = n % 2 ? time[(n + 1) / 2] : (time[n / 2] + time[n / 2 + 1]) / 2
      p95 = time[int(0.95 * n + 0.999999)]
      printf "%-18s %6d %9.1f%% %8.1f%% %8.3fs %8.3fs %9s\n", game, n,
        100 * count["winnable"] / n, 100 * count["unknown"] / n, median, p95, memory
    }'
done
echo "(outputs in $out)"
