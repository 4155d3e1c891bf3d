#!/bin/sh
# screenshots.sh [BUILDDIR] — retakes the screenshots the metainfo shows
# (data/screenshots/*.png): a game a few moves in, in a window of the default
# size on a private X server. Needs xvfb-run, dbus-run-session and
# ImageMagick's import. The moves are random: look at the pictures before
# committing them.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$top/build}" && pwd)
out="$top/data/screenshots"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$out"

# NAME GAME DEAL MOVES
shoot () {
  echo "$1: $2, deal $3, $4 moves"
  rm -rf "$home/data"
  PATIENCE_TEST_PLAY=$4 GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory \
  XDG_DATA_HOME="$home/data" GSK_RENDERER=cairo NO_AT_BRIDGE=1 LANGUAGE=C \
  xvfb-run -a -s "-screen 0 1024x720x24" dbus-run-session -- sh -c '
    "$1/src/patience" --new --game "$2" --deal "$3" &
    sleep 6
    import -window root "$4"
    kill $!' sh "$build" "$2" "$3" "$out/$1.png" 2>/dev/null
}

shoot king-albert king-albert 12 14
shoot intelligence intelligence 7 30
shoot intrigue intrigue 3 10
