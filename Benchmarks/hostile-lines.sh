#!/usr/bin/env bash
# Hostile lines (issue 47): one 10 MB line of each of 13 kinds (ASCII digits, letters, Cyrillic,
# Arabic-Indic digits, digits with a combining mark, an IBAN-like run, and digits between `:`, `,`, `-`,
# `.`, `/`, ` ` and `+`) read by `maskkit check` and `maskkit format` with every preset. Prints, per
# preset, the slowest and the largest of its 26 readings and the line each was read from: the time is
# the processor time (user and system, from /usr/bin/time) of the faster of two runs, the memory the
# peak RSS. Budget: 1 s and 100 MB for every line.
#
# Time is not repeatable on a shared machine (one run may take half again as long as the next, wall
# time more so); the faster of two runs' processor time is the steadier figure, and the peak RSS
# repeats.
#
# Usage (from the repository root, after `swift build --product maskkit -c release`; about 6 minutes):
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

echo '| preset | slowest (processor s) | on | largest (MB) | on |'
echo '| --- | --- | --- | --- | --- |'
for preset in phone card expiry cvc postal identifier iban amount date time ipv4; do
  slowest=0 slowest_on='' largest=0 largest_on=''
  for line in "$dir"/*.txt; do
    for op in check format; do
      seconds=''
      for _ in 1 2; do
        /usr/bin/time -o "$dir/time" -f '%U %S %M' "$B" "$op" --preset "$preset" <"$line" >/dev/null 2>&1 || true
        read -r user system kilobytes < <(tail -n 1 "$dir/time")
        run=$(awk "BEGIN { printf \"%.2f\", $user + $system }")
        if [ -z "$seconds" ] || awk "BEGIN { exit !($run < $seconds) }"; then seconds=$run; fi
      done
      name="$(basename "$line" .txt), $op"
      if awk "BEGIN { exit !($seconds > $slowest) }"; then slowest=$seconds slowest_on=$name; fi
      if [ "$kilobytes" -gt "$largest" ]; then largest=$kilobytes largest_on=$name; fi
    done
  done
  printf '| %s | %s | %s | %s | %s |\n' "$preset" "$slowest" "$slowest_on" $((largest / 1024)) "$largest_on"
done
