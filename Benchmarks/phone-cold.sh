#!/usr/bin/env bash
# The first phone format in a fresh process, for every region of the phone metadata: instructions
# (callgrind) of `maskkit bench --preset phone --region R --op cold --text '+CC EXAMPLE'`, less the same
# process with nothing run (`--iterations 0`). R is the region, EXAMPLE its fixed-line example number
# (else its first example) from the generated metadata; non-geographic codes (001) are formatted with
# US as the home region. Prints a markdown table, worst first.
#
# Usage (from the repository root, after `swift build --product maskkit -c release`; about 5 minutes):
#   Benchmarks/phone-cold.sh [path/to/maskkit] [how many rows, default all]
set -euo pipefail

B=${1:-.build/release/maskkit}
ROWS=${2:-1000}
SCRIPT=phone-cold.sh
# shellcheck source=Benchmarks/callgrind-count.sh
source "$(dirname "$0")/callgrind-count.sh"

# cold ARGS…: the instructions of a phone `cold` bench with ARGS.
cold() { callgrind_total bench --preset phone --op cold "$@"; }

# region, calling code and example of every record, from the generated table.
examples() {
  python3 - <<'PY'
import re
source = open("Sources/MaskKit/Presets/Phone/Generated/PhoneMetadataRecords.swift", encoding="utf-8").read()
for record in re.findall(r'#"(.*)"#,', source):
    fields = record.split(";")
    examples = [fields[i].split("`")[3] for i in (13, 14, 12, 15, 16, 17, 18, 19, 20, 21, 22)
                if fields[i].count("`") >= 3 and fields[i].split("`")[3]]
    if examples:
        print(fields[0], fields[1], examples[0])
PY
}

base=$(cold --region US --text +10 --iterations 0)
results=$(mktemp)
while read -r region code example; do
  home=$region
  [ "$region" = 001 ] && home=US
  total=$(cold --region "$home" --text "+$code $example" --iterations 1)
  echo "$((total - base)) $region +$code $example" >>"$results"
done < <(examples)
echo "| region | number | instructions |"
echo "| --- | --- | --- |"
sort -rn "$results" | head -n "$ROWS" | while read -r n region number example; do
  printf '| %s | `%s %s` | %s |\n' "$region" "$number" "$example" "$(printf "%'d" "$n")"
done
rm -f "$results"
