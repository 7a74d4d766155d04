#!/usr/bin/env bash
# Growth table: instructions per operation (callgrind) for a keystroke, apply and compile in every
# dialect, in ASCII and in Cyrillic, at 1k, 10k and 100k characters. Prints a markdown table and the
# commands behind it.
#
# Usage (from the repository root, after `swift build --product maskkit -c release`; 4 to 6 minutes
# on a loaded 2-core machine):
#   Benchmarks/growth.sh [path/to/maskkit]
#
# Per operation: (count N2 − count N1) / (N2 − N1), where count N is the instruction count of
# `maskkit bench --warmup 1 --iterations N ARGS` under valgrind --tool=callgrind. N1/N2 are 2/12 at 1k,
# 2/6 at 10k and 1/2 at 100k.
set -euo pipefail

B=${1:-.build/release/maskkit}
SCRIPT=growth.sh
# shellcheck source=Benchmarks/callgrind-count.sh
source "$(dirname "$0")/callgrind-count.sh"

# per_size SIZE ARGS…: instructions of one operation on a text of SIZE, with fewer iterations for the
# larger sizes.
per_size() {
  local n1=2 n2=12
  case $1 in 10000) n2=6 ;; 100000) n1=1 n2=2 ;; esac
  per_op "$n1" "$n2" "${@:2}"
}

human() {
  awk -v v="$1" 'BEGIN {
    if (v >= 1e9) printf "%.2f G", v / 1e9; else if (v >= 1e6) printf "%.2f M", v / 1e6;
    else if (v >= 1e3) printf "%.1f k", v / 1e3; else printf "%d", v }'
}

# args DIALECT OP SCRIPT SIZE: the bench arguments of one cell (after `--dialect DIALECT --op OP`).
args() {
  local dialect=$1 op=$2 script=$3 n=$4 tens=$(($4 / 10))
  local digits=0123456789 letters=абвгдежзий
  case $dialect/$op/$script in
    inputmask/compile/ascii) printf '%s\n' --format "$(rep '[00]-' $((n / 5)))" ;;
    inputmask/compile/cyrillic) printf '%s\n' --format "$(rep '[00]ж' $((n / 5)))" ;;
    inputmask/*/ascii) printf '%s\n' --format '[0…]' --text "$digits" --repeat "$tens" --type 5 ;;
    inputmask/*/cyrillic) printf '%s\n' --format '[A…]' --text "$letters" --repeat "$tens" --type я ;;
    picture/compile/ascii) printf '%s\n' --format "{$(rep '#' $((n - 2)))}" ;;
    picture/compile/cyrillic) printf '%s\n' --format "{$(rep '###ж' $((n / 4)))}" ;;
    picture/*/ascii) printf '%s\n' --format '*#' --text "$digits" --repeat "$tens" --type 5 ;;
    picture/*/cyrillic) printf '%s\n' --format '*?' --text "$letters" --repeat "$tens" --type я ;;
    formatter/compile/ascii) printf '%s\n' --format "$(rep '###-' $((n / 4)))" ;;
    formatter/compile/cyrillic) printf '%s\n' --format "$(rep '###ж' $((n / 4)))" ;;
    formatter/*/ascii) printf '%s\n' --format "$(rep '#' $((n * 12 / 10)))" --text "$digits" --repeat "$tens" --type 5 ;;
    formatter/*/cyrillic) printf '%s\n' --format "$(rep '*' $((n * 12 / 10)))" --text "$letters" --repeat "$tens" --type я ;;
    blocks/*)
      # n slots; at 100k the blocks are 20 long (a 175 KB mask would pass the 128 KB argument limit).
      local block=dddd width=4 literal=- symbol=d
      [ "$script" = cyrillic ] && [ "$op" != compile ] && symbol=D
      [ "$script" = cyrillic ] && [ "$op" = compile ] && literal=ж
      [ "$n" = 100000 ] && width=20
      block=$(rep "$symbol" "$width")
      local format
      format=$(rep "{$block}$literal" $((n / width)))
      case $op/$script in
        compile/*) printf '%s\n' --format "$format" ;;
        */ascii) printf '%s\n' --format "$format" --text "$digits" --repeat "$tens" --type 5 ;;
        */cyrillic) printf '%s\n' --format "$format" --text "$letters" --repeat "$tens" --type я ;;
      esac
      ;;
  esac
}

echo "| dialect | operation | script | 1k | 10k | 100k | 100k / 10k |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for dialect in inputmask picture formatter blocks; do
  for op in keystroke apply compile; do
    for script in ascii cyrillic; do
      row="| $dialect | $op | $script"
      values=()
      for n in 1000 10000 100000; do
        mapfile -t cell < <(args "$dialect" "$op" "$script" "$n")
        value=$(per_size "$n" --dialect "$dialect" --op "$op" "${cell[@]}")
        values+=("$value")
        row+=" | $(human "$value")"
      done
      ratio=$(awk -v a="${values[1]}" -v b="${values[2]}" 'BEGIN { if (a > 0) printf "%.1f×", b / a; else print "–" }')
      echo "$row | $ratio |"
    done
  done
done

cat <<'EOF'

Commands (`B=.build/release/maskkit`, `count N ARGS` = the instruction count of
`$B bench --warmup 1 --iterations N ARGS` under callgrind, `SWIFT_DETERMINISTIC_HASHING=1`; per operation
`(count N2 − count N1) / (N2 − N1)` with N1/N2 = 2/12 at 1k, 2/6 at 10k, 1/2 at 100k; n = 1,000,
10,000 or 100,000; `T` = `0123456789` (ASCII) or `абвгдежзий` (Cyrillic) with `--repeat n/10`, typing
`5` or `я`; `x×k` is `x` repeated k times):

| dialect | keystroke / apply ARGS (ASCII; Cyrillic) | compile ARGS (ASCII; Cyrillic) |
| --- | --- | --- |
| inputmask | `--format '[0…]'`; `--format '[A…]'` | `--format '[00]-'×(n/5)`; `'[00]ж'×(n/5)` |
| picture | `--format '*#'`; `--format '*?'` | `--format '{' + '#'×(n−2) + '}'`; `'{' + '###ж'×(n/4) + '}'` |
| formatter | `--format '#'×1.2n`; `--format '*'×1.2n` | `--format '###-'×(n/4)`; `'###ж'×(n/4)` |
| blocks | `--format '{dddd}-'×(n/4)`; `'{DDDD}-'×(n/4)` (100k: `{d×20}-`×5,000, `{D×20}-`×5,000) | `'{dddd}-'×(n/4)`; `'{dddd}ж'×(n/4)` (100k: blocks of 20) |

Each keystroke and apply row adds `--dialect D --op keystroke|apply --text T --repeat n/10 --type 5|я`
(the keystroke lands in the middle of the field).
EOF
