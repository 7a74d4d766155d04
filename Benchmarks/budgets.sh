#!/usr/bin/env bash
# Budget rows: instructions per operation (callgrind) for every per-operation budget of the performance
# article (issue 18's keystroke and compile budgets, issue 27's rows against other libraries, issue 34's
# keystroke through TextFieldAdapter against the same keystroke in the editing model, issue 47's check
# against format and bulk phones through `Benchmarks/phone-bulk.sh`). Prints a markdown
# table: row, instructions per operation, budget, whether it holds.
#
# Usage (from the repository root, after `swift build --product maskkit -c release`; about 10 minutes
# on a loaded 2-core machine):
#   Benchmarks/budgets.sh [path/to/maskkit]
#
# Per operation: (count N2 − count N1) / (N2 − N1), where count N is the instruction count of
# `maskkit bench --warmup 1 --iterations N ARGS` under valgrind --tool=callgrind.
set -euo pipefail

B=${1:-.build/release/maskkit}
SCRIPT=budgets.sh
# shellcheck source=Benchmarks/callgrind-count.sh
source "$(dirname "$0")/callgrind-count.sh"

# ratio_row NAME N1 N2 ARGS…: `--op field-keystroke` (the keystroke through TextFieldAdapter as UIKit
# drives it) against `--op keystroke` with the same ARGS; the budget is 1.3 times the keystroke.
ratio_row() {
  local name=$1 keystroke field met=yes
  keystroke=$(per_op "$2" "$3" --op keystroke "${@:4}")
  field=$(per_op "$2" "$3" --op field-keystroke "${@:4}")
  [ $((field * 10)) -le $((keystroke * 13)) ] || met=no
  printf '| %s | %s (%s×) | %s (1.3 × keystroke %s) | %s |\n' "$name" "$field" \
    "$(awk "BEGIN { printf \"%.2f\", $field / $keystroke }")" $((keystroke * 13 / 10)) "$keystroke" "$met"
}

# check_row NAME N1 N2 ARGS…: `--op check` (the verdict `maskkit check` prints) against `--op format`
# with the same ARGS; the budget is 1.1 times the format (issue 47: one reading gives both).
check_row() {
  local name=$1 format check met=yes
  format=$(per_op "$2" "$3" --op format "${@:4}")
  check=$(per_op "$2" "$3" --op check "${@:4}")
  [ $((check * 10)) -le $((format * 11)) ] || met=no
  printf '| %s | %s (%s×) | %s (1.1 × format %s) | %s |\n' "$name" "$check" \
    "$(awk "BEGIN { printf \"%.2f\", $check / $format }")" $((format * 11 / 10)) "$format" "$met"
}

# row NAME BUDGET N1 N2 ARGS…: one table row; BUDGET is a number of instructions.
row() {
  local name=$1 budget=$2 value
  value=$(per_op "$3" "$4" "${@:5}")
  local met=yes
  [ "$value" -le "$budget" ] || met=no
  printf '| %s | %s | %s | %s |\n' "$name" "$value" "$budget" "$met"
}

digits=0123456789
letters=абвгдежзий
blocks=$(rep '{dddd}-' 1400)

echo '| row | instructions per operation | budget | met |'
echo '| --- | --- | --- | --- |'
row 'phone apply `+1 ([000]) [000]-[0000]`' 2600 20 220 --op apply --format '+1 ([000]) [000]-[0000]' --text 2065551234
row 'card preset apply' 8000 20 220 --preset card --op apply --text 4242424242424242
row 'card preset keystroke at the end' 20000 20 220 --preset card --op keystroke --text 424242424242424 --caret 18 --type 2
row 'blocks `{dddd}-`×1,400, keystroke mid-field' 500000 5 15 --dialect blocks --op keystroke --format "$blocks" --text 1234 --repeat 1400
row 'formatter `#`×12,000, keystroke mid-field' 500000 5 15 --dialect formatter --op keystroke --format "$(rep '#' 12000)" --text "$digits" --repeat 1000
row 'blocks compile `{dddd}-`×1,400' 2000000 5 15 --dialect blocks --op compile --format "$blocks"
row 'picture `*#`, 10,000 characters, keystroke' 500000 2 6 --dialect picture --op keystroke --format '*#' --text "$digits" --repeat 1000
row 'picture `*@`, 10,000 characters, keystroke' 500000 2 6 --dialect picture --op keystroke --format '*@' --text "$digits" --repeat 1000 --type 5
row 'picture `*?`, 10,000 Cyrillic letters, keystroke' 1500000 2 4 --dialect picture --op keystroke --format '*?' --text "$letters" --repeat 1000 --type я
row 'picture `(###) ###-####`, mid-text keystroke' 20000 2 6 --dialect picture --op keystroke --format '(###) ###-####' --text '(206) 555-123' --caret 2 --type 4
row 'inputmask `[A…]`, 10,000 Cyrillic letters, keystroke' 1500000 5 15 --op keystroke --format '[A…]' --text "$letters" --type я --repeat 1000
row 'formatter `*`×12,000, 10,000 Cyrillic letters, keystroke' 1500000 2 6 --dialect formatter --op keystroke --format "$(rep '*' 12000)" --text "$letters" --repeat 1000 --type я
row 'blocks `{DDDD}-`×2,500, 10,000 Cyrillic letters, keystroke' 1500000 2 6 --dialect blocks --op keystroke --format "$(rep '{DDDD}-' 2500)" --text "$letters" --repeat 1000 --type я
ratio_row 'phone preset, US, field keystroke at the end' 20 220 --preset phone --region US --text 20655512 --caret 99 --type 3
ratio_row 'inputmask `[0…]`, 10,000 digits, field keystroke mid-text' 5 15 --format '[0…]' --text "$digits" --repeat 1000
# Issue 47: a field keystroke within 1.3× of the editing model's for every preset (the completing key).
ratio_row 'card preset, field keystroke at the end' 20 120 --preset card --text 424242424242424 --caret 99 --type 2
ratio_row 'expiry preset, field keystroke at the end' 20 120 --preset expiry --text 122 --caret 99 --type 6
ratio_row 'cvc preset, field keystroke at the end' 20 120 --preset cvc --text 12 --caret 99 --type 3
ratio_row 'postal preset, GB, field keystroke at the end' 20 120 --preset postal --region GB --text 'SW1A 1A' --caret 99 --type A
ratio_row 'identifier preset, us.ssn, field keystroke at the end' 20 120 --preset identifier --scheme us.ssn --text 123-45-678 --caret 99 --type 9
ratio_row 'iban preset, field keystroke at the end' 20 120 --preset iban --text GB82WEST1234569876543 --caret 99 --type 2
ratio_row 'amount preset, field keystroke at the end' 20 120 --preset amount --text 1234567.8 --caret 99 --type 9
ratio_row 'date preset, field keystroke at the end' 20 120 --preset date --text 2024-03-0 --caret 99 --type 8
ratio_row 'time preset, field keystroke at the end' 20 120 --preset time --text 09:3 --caret 99 --type 0
ratio_row 'ipv4 preset, field keystroke at the end' 20 120 --preset ipv4 --text 192.168.0. --caret 99 --type 1
# Issue 47: check within 1.1× of format for every preset.
check_row 'phone preset, US: check' 20 220 --preset phone --region US --text 2065551234
check_row 'card preset: check' 20 220 --preset card --text 4242424242424242
check_row 'expiry preset: check' 20 120 --preset expiry --text 1226
check_row 'cvc preset: check' 20 120 --preset cvc --text 123
check_row 'postal preset, GB: check' 20 120 --preset postal --region GB --text SW1A1AA
check_row 'identifier preset, us.ssn: check' 20 120 --preset identifier --scheme us.ssn --text 123-45-6789
check_row 'iban preset: check' 20 120 --preset iban --text GB82WEST12345698765432
check_row 'amount preset: check' 20 120 --preset amount --text 1234567.89
check_row 'date preset: check' 20 120 --preset date --text 2024-03-08
check_row 'time preset: check' 20 120 --preset time --text 09:30
check_row 'ipv4 preset: check' 20 120 --preset ipv4 --text 192.168.0.1

# Bulk phones (issue 47): the average instructions per number of `Benchmarks/phone-bulk.sh` (2,000 and
# 4,000 lines of valid numbers of each of eight regions through `maskkit format --preset phone`).
bulk=$("$(dirname "$0")/phone-bulk.sh" "$B" 2000 | sed -n 's/^average over [0-9]* regions: \([0-9]*\) .*/\1/p')
bulk_met=yes
[ "$bulk" -le 10000 ] || bulk_met=no
printf '| %s | %s | %s | %s |\n' 'bulk phones, `maskkit format --preset phone`, per number, average of 8 regions' \
  "$bulk" 10000 "$bulk_met"

# Stream memory (issue 47): the peak RSS of 125,000 Russian numbers (the region that peaks highest)
# through `maskkit format --preset phone` less that of `maskkit --version`, each the median of five
# runs (a run varies by about ±300 KB); the budget is 3 MiB.
memory_dir=$(mktemp -d)
trap 'rm -rf "$memory_dir"' EXIT
python3 "$(dirname "$0")/phone-bulk-numbers.py" "$memory_dir" 4000
for _ in $(seq 32); do cat "$memory_dir/RU.txt"; done | head -n 125000 >"$memory_dir/RU.stream"
# median_kb INPUT COMMAND…: the median peak RSS in KB of five runs of COMMAND reading INPUT.
median_kb() {
  local input=$1
  shift
  for _ in 1 2 3 4 5; do /usr/bin/time -f '%M' "$@" <"$input" 2>&1 >/dev/null | tail -n 1; done | sort -n | sed -n 3p
}
memory_base=$(median_kb /dev/null "$B" --version)
memory_peak=$(median_kb "$memory_dir/RU.stream" "$B" format --preset phone --region RU)
memory=$((memory_peak - memory_base))
memory_met=yes
[ "$memory" -le 3072 ] || memory_met=no
printf '| %s | %s KB | %s KB | %s |\n' \
  'stream memory, 125,000 RU numbers, peak RSS over `maskkit --version` (median of 5)' "$memory" 3072 "$memory_met"
