#!/bin/sh
# docs/rules.md has a section for every game patience-cli lists, headed
# "## NAME (`ID`)", and each section names every rule option of its game
# by its key in code type (`redeals`), the key --option takes. A key marked
# ⚙ in a section must be an option of that game.
# Arguments: the source tree, patience-cli.
set -eu
cd "$1"
cli=$2
rules=docs/rules.md
tab=$(printf '\t')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$cli" list >"$tmp/games"
[ -s "$tmp/games" ] || { echo "patience-cli list printed no game"; exit 1; }

status=0
while IFS=$tab read -r id name; do
  heading="## $name (\`$id\`)"
  if ! grep -qxF "$heading" "$rules"; then
    echo "$rules has no section “$heading”"
    status=1
    continue
  fi
  # From the game's heading to the next heading of the same level.
  awk -v heading="$heading" '$0 == heading { on = 1; next } /^## / { on = 0 } on' \
    "$rules" >"$tmp/section"

  # The options as a saved game lists them, every one by its key, in the
  # object "options":{"redeals":2,"piles":18,...}, whose values (numbers,
  # true or false, a choice's key) hold no comma or brace.
  "$cli" deal "$id" --deal 1 >"$tmp/deal.json"
  grep -q '"options":{' "$tmp/deal.json" \
    || { echo "patience-cli deal $id printed no options"; exit 1; }
  sed -n 's/.*"options":{\([^}]*\)}.*/\1/p' "$tmp/deal.json" | tr ',' '\n' \
    | sed -n 's/^"\([^"]*\)":.*/\1/p' >"$tmp/options"

  while read -r key; do
    grep -qF "\`$key\`" "$tmp/section" \
      || { echo "$rules: the section on $name does not name its option \`$key\`"; status=1; }
  done <"$tmp/options"

  # Lines joined, so that a ⚙ at a line's end still finds its key.
  tr '\n' ' ' <"$tmp/section" | grep -o '⚙ *`[^`]*`' | sed 's/.*`\(.*\)`/\1/' \
    >"$tmp/marked" || true
  while read -r key; do
    grep -qxF "$key" "$tmp/options" \
      || { echo "$rules: the section on $name marks \`$key\` ⚙, which is no option of $name"; status=1; }
  done <"$tmp/marked"
done <"$tmp/games"
exit $status
