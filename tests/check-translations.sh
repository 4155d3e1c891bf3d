#!/bin/sh
# Every language in po/LINGUAS translates every string the sources mark
# today: its po file, merged with a template made afresh, has no
# untranslated or fuzzy message, and msgfmt --check accepts it.
set -eu
export LC_ALL=C
unset LANGUAGE
cd "$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The keywords and flags of meson's glib preset (po/meson.build).
xgettext --package-name=patience --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --flag=g_printf:1:c-format --flag=g_fprintf:2:c-format \
  --flag=g_snprintf:3:c-format \
  --files-from=po/POTFILES.in --output="$tmp/patience.pot"

status=0
for lang in $(grep -v '^#' po/LINGUAS); do
  po=po/$lang.po
  merged=$tmp/$lang.po
  if [ ! -f "$po" ]; then
    echo "$po is missing, but po/LINGUAS lists $lang"
    status=1
    continue
  fi
  msgmerge --quiet --no-wrap "$po" "$tmp/patience.pot" --output-file="$merged"
  if ! msgfmt --check --statistics --output-file=/dev/null "$merged" 2>"$tmp/stats"; then
    cat "$tmp/stats"
    echo "$po: msgfmt --check fails"
    status=1
    continue
  fi
  stats=$(cat "$tmp/stats")
  translated=$(echo "$stats" | sed -n 's/^\([0-9]*\) translated message.*/\1/p')
  fuzzy=$(echo "$stats" | sed -n 's/.* \([0-9]*\) fuzzy translation.*/\1/p')
  untranslated=$(echo "$stats" | sed -n 's/.* \([0-9]*\) untranslated message.*/\1/p')
  fuzzy=${fuzzy:-0}
  untranslated=${untranslated:-0}
  echo "$po: $translated translated, $fuzzy fuzzy, $untranslated untranslated"
  if [ "$fuzzy" -ne 0 ] || [ "$untranslated" -ne 0 ]; then
    echo "$po: $((fuzzy + untranslated)) of $((translated + fuzzy + untranslated)) messages" \
      "need translating ($untranslated untranslated, $fuzzy fuzzy);" \
      "update it with 'meson compile -C build patience-update-po' and translate:"
    msgattrib --no-wrap --no-obsolete --only-fuzzy "$merged" | grep '^msgid ' | sed 1d || true
    msgattrib --no-wrap --no-obsolete --untranslated "$merged" | grep '^msgid ' | sed 1d || true
    status=1
  fi
done
exit $status
