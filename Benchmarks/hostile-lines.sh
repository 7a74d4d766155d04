#!/usr/bin/env bash
# Hostile lines (issue 47): one 10 MB line of each of 13 kinds (ASCII digits, letters, Cyrillic,
# Arabic-Indic digits, digits with a combining mark, an IBAN-like run, and digits between `:`, `,`, `-`,
# `.`, `/`, ` ` and `+`) read by `maskkit check` and `maskkit format` with every preset. Prints, per
# preset, the slowest and the largest of its 26 runs (wall time and peak RSS from /usr/bin/time) and
# the line they were read from. Budget: 1 s and 100 MB for every line.
#
# Wall time is not repeatable on a shared machine (a run may take a third more or less); the peak RSS is.
#
# Usage (from the repository root, after `swift build --product maskkit -c release`; about 3 minutes):
#   Benchmarks/hostile-lines.sh [path/to/maskkit]
set -euo pipefail

B=${1:-.build/release/maskkit}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" <<'PY'
import pathlib, sys
size = 10_000_000
units = {
    "digits": "4", "letters": "a", "cyrillic": "я", "arabic-indic": "١٢", "combining": "1\u0301",
    "iban-like": "GB82", "colon": "12:", "comma": "1,", "dash": "1-", "dot": "1.", "slash": "1/",
    "spaced": "1 ", "plus": "+1",
}
for name, unit in units.items():
    encoded = unit.encode()
    line = encoded * (size // len(encoded))
    pathlib.Path(sys.argv[1], name + ".txt").write_bytes(line + b"\n")
PY

echo '| preset | slowest (s) | on | largest (MB) | on |'
echo '| --- | --- | --- | --- | --- |'
for preset in phone card expiry cvc postal identifier iban amount date time ipv4; do
  slowest=0 slowest_on='' largest=0 largest_on=''
  for line in "$dir"/*.txt; do
    for op in check format; do
      /usr/bin/time -o "$dir/time" -f '%e %M' "$B" "$op" --preset "$preset" <"$line" >/dev/null 2>&1 || true
      read -r seconds kilobytes < <(tail -n 1 "$dir/time")
      name="$(basename "$line" .txt), $op"
      if awk "BEGIN { exit !($seconds > $slowest) }"; then slowest=$seconds slowest_on=$name; fi
      if [ "$kilobytes" -gt "$largest" ]; then largest=$kilobytes largest_on=$name; fi
    done
  done
  printf '| %s | %s | %s | %s | %s |\n' "$preset" "$slowest" "$slowest_on" $((largest / 1024)) "$largest_on"
done
