#!/usr/bin/env bash
# The release binary works installed on its own, as `install .build/release/maskkit /usr/local/bin/`
# leaves it: copied into an empty temporary folder and run from there, outside the repository, it words
# `check`'s reasons in German and Arabic instead of trapping for a resource bundle (issue 44). The
# wording tables are compiled into MaskKitFoundation (Scripts/generate-wording-tables.py), so the binary must
# not name a resource bundle at all: SwiftPM's `Bundle.module` also looks in the build folder by its
# absolute path, which would hide the trap while that folder exists.
#
#   Tests/e2e/installed-binary.sh PATH/TO/maskkit
set -uo pipefail
binary="$(realpath "${1:?usage: installed-binary.sh PATH/TO/maskkit}")"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
cp "$binary" "$folder/maskkit"
cd "$folder" || exit 1
failures=0

fail() {
  echo "installed binary: $1"
  failures=$((failures + 1))
}

if LC_ALL=C grep -q -a -F -e 'MaskKitFoundation.resources' -e 'MaskKitUI.resources' \
  -e 'could not load resource bundle' ./maskkit; then
  fail "the binary names a resource bundle (MaskKitFoundation.resources): the wording must be compiled in"
fi

# `check` exits 1 for a text that is not complete (or invalid), 0 for a complete one; a trap is 132
# (SIGILL) or 134 (SIGABRT), or above 128 for any signal.
# run NAME PATTERN LANGUAGE ARGUMENTS…: runs ./maskkit check --language LANGUAGE ARGUMENTS, expects exit 1
# and a verdict line that matches PATTERN (an extended regular expression, bytes) and is not English's.
run() {
  local name="$1" pattern="$2" language="$3"
  shift 3
  set -- check --language "$language" "$@"
  local output status english
  output="$(./maskkit "$@" 2>&1)"
  status=$?
  english="$(./maskkit "${@:4}" 2>&1)"
  if [ "$status" -ne 1 ]; then
    fail "maskkit $* exited $status (expected 1, not complete)"
    echo "$output" | sed 's/^/  /'
    return
  fi
  local verdict
  verdict="$(printf '%s\n' "$output" | grep -E '^(incomplete|invalid): ' | head -1)"
  if [ -z "$verdict" ]; then
    fail "maskkit $* printed no verdict line"
    echo "$output" | sed 's/^/  /'
  elif [ "$output" = "$english" ]; then
    fail "maskkit $* printed English, not $name: $verdict"
  elif ! printf '%s\n' "$verdict" | LC_ALL=C grep -q -E "$pattern"; then
    fail "maskkit $* printed no $name reason (expected /$pattern/): $verdict"
  fi
}

# German: "noch keine gültige Telefonnummer (Vereinigte Staaten)", as Localization/Wording/de.json words
# the phone preset's reason and Foundation names the region in German.
run German '^incomplete: phone: .*Telefonnummer.*Vereinigte Staaten' de --preset phone --region US 123
# Arabic: any Arabic letter (U+0600…U+06FF) in the reason.
run Arabic "^incomplete: .*$(printf '[\xd8-\xdb][\x80-\xbf]')" ar --preset phone --region US 123

if [ "$failures" -ne 0 ]; then
  echo "installed binary: $failures failure(s)"
  exit 1
fi
echo "installed binary: German and Arabic wording without a resource bundle"
