#!/bin/sh
# Every game patience-cli lists is found where players search for it: in
# the desktop file's Keywords and in the metainfo's description.
set -eu
cd "$1"
status=0
keywords=$(grep '^Keywords=' data/io.github.patience.Patience.desktop.in)
"$2" list | cut -f2 | while IFS= read -r name; do
  case ";${keywords#Keywords=}" in
    *";$name;"*) ;;
    *) echo "not in the desktop file's Keywords: $name"; exit 1 ;;
  esac
  grep -q "$name" data/io.github.patience.Patience.metainfo.xml.in \
    || { echo "not in the metainfo's description: $name"; exit 1; }
done || status=1
exit $status
