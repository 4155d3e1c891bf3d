#!/bin/sh
# Every C file is formatted as the committed .clang-format says.
set -eu
cd "$1"
status=0
for file in $(find src tests fuzz -name '*.[ch]' | sort); do
  if ! clang-format --dry-run -Werror "$file" >/dev/null 2>&1; then
    echo "not formatted: $file (run clang-format -i $file)"
    status=1
  fi
done
exit $status
