#!/bin/sh
# README.md tells a newcomer what the quick start costs and what to press
# first: its quick start says how long the build and the tests take, and
# build-aux/patience-dev's run and test share one build; the player's part
# names the keys H, Ctrl+Z, Ctrl+N and F1, each the accelerator the
# application sets, before it comes to the solver's budgets.
# Argument: the source tree.
set -eu
cd "$1"
status=0

# The quick start: from the top to the line that sends coders to HACKING.md.
quick=$(sed '/^To work on the code/q' README.md)
case $quick in
  *"first build"*minutes*) ;;
  *) echo "README.md's quick start does not say how many minutes the first build takes"; status=1 ;;
esac
case $quick in
  *tests*minutes*) ;;
  *) echo "README.md's quick start does not say how many minutes the tests take"; status=1 ;;
esac

# Each command's branch of patience-dev builds in "$build", and nowhere else.
for command in run test; do
  branch=$(sed -n "/^  $command)\$/,/^    ;;\$/p" build-aux/patience-dev)
  case $branch in
    *'"$build"'*) ;;
    *) echo "build-aux/patience-dev $command does not build in the shared \$build"; status=1 ;;
  esac
  if printf '%s\n' "$branch" | grep -q 'build-test\|C build\b\|\./build/'; then
    echo "build-aux/patience-dev $command names a build directory of its own"
    status=1
  fi
done

# The window's part of README.md up to the first word of budgets.
first=$(sed -n '/^## In the window/,$p' README.md | sed '/budget/q')
for pair in 'H|win.hint", { "h"' 'Ctrl+Z|win.undo", { "<Control>z"' \
  'Ctrl+N|win.new-game", { "<Control>n"' 'F1|win.rules", { "F1"'; do
  key=${pair%%|*}
  accel=${pair#*|}
  case $first in
    *"**$key**"*) ;;
    *) echo "README.md does not name **$key** before the solver's budgets"; status=1 ;;
  esac
  grep -qF "{ \"$accel" src/ui/pat-application.c \
    || { echo "src/ui/pat-application.c does not set $key (${accel%%\"*}) as README.md says"; status=1; }
done
exit $status
