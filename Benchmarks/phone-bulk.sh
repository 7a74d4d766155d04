#!/usr/bin/env bash
# Bulk phones (issue 47): instructions per number (callgrind) of `maskkit format --preset phone --region R`
# streaming a file of valid numbers of region R in four layouts (E.164, international, national with the
# trunk prefix, national with punctuation; Benchmarks/phone-bulk-numbers.py writes them, phonenumbers
# 9.0.43), for eight regions, one file per region. Per number: (count at 2N lines − count at N lines) / N,
# count L the instructions of `maskkit format --preset phone --region R < the first L lines`; the
# difference cancels start-up and the metadata read on first use. Prints a markdown table and the average
# over the regions; with MEMORY=LINES also the peak RSS of a stream of LINES lines per region (the file
# repeated) less that of `maskkit --version` and less that of the same command on an empty stream.
#
# Usage (from the repository root, after `swift build --product maskkit -c release`; about a minute):
#   Benchmarks/phone-bulk.sh [path/to/maskkit] [N, default 2000]
#   MEMORY=125000 Benchmarks/phone-bulk.sh            # and the memory of 8 × 125,000 numbers
set -euo pipefail

B=${1:-.build/release/maskkit}
N=${2:-2000}
SCRIPT=phone-bulk.sh
# shellcheck source=Benchmarks/callgrind-count.sh
source "$(dirname "$0")/callgrind-count.sh"

REGIONS=(US GB DE FR IN BR JP RU)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 "$(dirname "$0")/phone-bulk-numbers.py" "$dir" $((2 * N))

# stream_count R FILE: the instructions of `maskkit format --preset phone --region R < FILE`.
stream_count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$B" format --preset phone --region "$1" \
    <"$2" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# peak_kb COMMAND…: the peak resident set of COMMAND, in KB.
peak_kb() { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -n 1; }

echo '| region | instructions per number | command |'
echo '| --- | --- | --- |'
total=0
for region in "${REGIONS[@]}"; do
  head -n "$N" "$dir/$region.txt" >"$dir/$region.n"
  stream_count "$region" "$dir/$region.n" >"$dir/$region.a" &
  stream_count "$region" "$dir/$region.txt" >"$dir/$region.b"
  wait
  per=$((($(<"$dir/$region.b") - $(<"$dir/$region.a")) / N))
  total=$((total + per))
  printf '| %s | %s | `maskkit format --preset phone --region %s`, %s and %s lines |\n' \
    "$region" "$per" "$region" "$N" $((2 * N))
done
echo
echo "average over ${#REGIONS[@]} regions: $((total / ${#REGIONS[@]})) instructions per number"

if [ -n "${MEMORY:-}" ]; then
  base=$(peak_kb "$B" --version)
  echo
  echo "| region | peak RSS, $MEMORY lines | less \`maskkit --version\` ($base KB) | less an empty stream |"
  echo '| --- | --- | --- | --- |'
  for region in "${REGIONS[@]}"; do
    for _ in $(seq $(((MEMORY + 2 * N - 1) / (2 * N)))); do cat "$dir/$region.txt"; done |
      head -n "$MEMORY" >"$dir/$region.stream"
    peak=$(peak_kb "$B" format --preset phone --region "$region" <"$dir/$region.stream")
    # The same command on no line: the preset compiled and its metadata read, what the stream adds to.
    empty=$(peak_kb "$B" format --preset phone --region "$region" </dev/null)
    printf '| %s | %s KB | %s KB | %s KB |\n' "$region" "$peak" $((peak - base)) $((peak - empty))
    rm "$dir/$region.stream"
  done
fi
