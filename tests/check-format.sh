#!/bin/sh
# Every C file is formatted as the committed .clang-format says. One
# clang-format run checks them all: started once a file, it spent most of
# its time starting, which took the test past its timeout on a busy machine.
set -eu
cd "$1"
files=$(find src tests fuzz -name '*.[ch]' | sort)
# Each difference is reported as "FILE:LINE:COLUMN: error: ...".
if errors=$(clang-format --dry-run -Werror $files 2>&1 >/dev/null); then
  exit 0
fi
unformatted=$(printf '%s\n' "$errors" | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' \
  | sort -u)
if [ -z "$unformatted" ]; then
  # clang-format failed without naming a file: say what it said.
  printf '%s\n' "$errors"
  exit 1
fi
for file in $unformatted; do
  echo "not formatted: $file (run clang-format -i $file)"
done
exit 1
