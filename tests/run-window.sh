#!/bin/sh
# run-window.sh PROGRAM [ARGUMENT...] — runs a test of the window under a
# private X server and session bus, as CI runs it. Meson reads the test's
# standard output as TAP, so PROGRAM alone writes there: the server, the bus
# and the daemons the bus starts (the accessibility registry announces
# itself on standard output) write to standard error.
set -eu
exec 3>&1 1>&2
exec xvfb-run -a -s '-screen 0 2048x1200x24' dbus-run-session -- \
  sh -c 'exec "$@" >&3 3>&-' run-window "$@"
