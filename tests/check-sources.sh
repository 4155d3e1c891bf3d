#!/bin/sh
# Every source file (.c or .h) with translatable strings is in po/POTFILES.in, every
# file listed there exists, and every .c file under src/ is built.
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
exit $status
