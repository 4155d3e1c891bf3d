#!/bin/sh
# Every source file (.c or .h) with translatable strings is in po/POTFILES.in, every
# file listed there exists, every .c file under src/ is built, and no two
# parts of src/ include each other (a class's own files, pat-board and
# pat-board-draw, are one part).
set -eu
cd "$1"
status=0
for file in $(grep -rlE '\b(N?_|C_|NC_|g_dngettext) \(' src --include='*.c' --include='*.h' | sort); do
  grep -qx "$file" po/POTFILES.in || { echo "missing from po/POTFILES.in: $file"; status=1; }
done
for file in $(grep -v '^#' po/POTFILES.in); do
  [ -f "$file" ] || { echo "po/POTFILES.in lists a missing file: $file"; status=1; }
done
for file in $(find src -name '*.c' | sort); do
  base=${file#src/}
  grep -q "'$base'" src/meson.build || { echo "not built by src/meson.build: $file"; status=1; }
done
# "A B": a file of part A includes a header of part B.
edges=$(grep -rE '^#include "pat-[a-z-]+\.h"' src --include='*.c' --include='*.h' \
  | sed -E 's|^.*/(pat-[a-z-]+)\.[ch]:#include "(pat-[a-z-]+)\.h"$|\1 \2|; s/-private$//' \
  | sort -u)
printf '%s\n' "$edges" | while read -r a b; do
  [ -n "$a" ] && [ "$a" != "$b" ] || continue
  case "$a" in "$b"-*) continue ;; esac
  case "$b" in "$a"-*) continue ;; esac
  if printf '%s\n' "$edges" | grep -qx "$b $a"; then
    echo "include circle: $a and $b include each other"
    exit 1
  fi
done || status=1
exit $status
