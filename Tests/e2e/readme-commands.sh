#!/usr/bin/env bash
# Runs every `maskkit …  # RESULT` line of README.md's shell blocks and checks that the output holds
# RESULT (the comment up to a parenthesis or a comma). `explain` lines describe rather than quote, and
# lines that redirect output are not run. The block the README says `maskkit demo` prints must be what
# it prints, and so must each transcript of a shell block: a line `$ COMMAND` (COMMAND runs maskkit,
# perhaps at the end of a pipe) followed by what it prints, standard output and standard error, up to
# the next `$ ` line or the end of the block, compared exactly.
#
#   Tests/e2e/readme-commands.sh PATH/TO/maskkit
set -uo pipefail
cd "$(dirname "$0")/../.."
binary="$(realpath "${1:?usage: readme-commands.sh PATH/TO/maskkit}")"
failures=0
checked=0
in_shell=0
while IFS= read -r line; do
  case "$line" in
    '```sh') in_shell=1; continue ;;
    '```'*) in_shell=0; continue ;;
  esac
  [ "$in_shell" = 1 ] || continue
  [[ "$line" == maskkit\ *'  # '* ]] || continue
  command="${line%%  # *}"
  comment="${line#*  # }"
  expected="${comment%% (*}"
  expected="${expected%%, *}"
  [[ "$command" == *'>'* || "$command" == maskkit\ explain* ]] && continue
  output="$(eval "\"\$binary\"${command#maskkit}" 2>&1 | tr '\n' ' ')"
  checked=$((checked + 1))
  if [[ "$output" != *"$expected"* ]]; then
    echo "README: $command"
    echo "  expected: $expected"
    echo "  got:      $output"
    failures=$((failures + 1))
  fi
done < README.md
# The transcripts: `maskkit` in a `$ ` line is the binary under test.
maskkit() { "$binary" "$@"; }
transcript=""
shown=""
check_transcript() {
  [ -n "$transcript" ] || return 0
  local printed
  printed="$(eval "$transcript" 2>&1)"
  checked=$((checked + 1))
  if [ "$printed" != "$shown" ]; then
    echo "README: \$ $transcript"
    diff <(printf '%s\n' "$shown") <(printf '%s\n' "$printed") | sed 's/^/  /'
    failures=$((failures + 1))
  fi
  transcript=""
  shown=""
}
in_shell=0
while IFS= read -r line; do
  case "$line" in
    '```sh') in_shell=1; continue ;;
    '```'*) [ "$in_shell" = 1 ] && check_transcript; in_shell=0; continue ;;
  esac
  [ "$in_shell" = 1 ] || continue
  if [[ "$line" == '$ '* ]]; then
    check_transcript
    [[ "$line" == *maskkit* ]] && transcript="${line#\$ }"
  elif [ -n "$transcript" ]; then
    shown+="${shown:+$'\n'}$line"
  fi
done < README.md
unset -f maskkit
shown_demo="$(awk '/^`swift run maskkit demo` prints:/ { found = 1; next }
  found && /^```/ { if (inside) exit; inside = 1; next }
  inside' README.md)"
checked=$((checked + 1))
if [ -z "$shown_demo" ] || [ "$shown_demo" != "$("$binary" demo)" ]; then
  echo "README: the output shown for maskkit demo differs from what it prints"
  failures=$((failures + 1))
fi
echo "README commands: $checked checked, $failures failed"
[ "$failures" = 0 ] && [ "$checked" -gt 0 ]
