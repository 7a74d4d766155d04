# Shared by the callgrind scripts of this folder (sourced, not run): checks that valgrind and the
# maskkit binary are there and defines `rep`, `callgrind_total`, `count` and `per_op`. Set B (the binary) and SCRIPT (the calling
# script's name, for messages) before sourcing.

export SWIFT_DETERMINISTIC_HASHING=1
command -v valgrind >/dev/null || { echo "$SCRIPT: valgrind is needed" >&2; exit 1; }
[ -x "$B" ] || { echo "$SCRIPT: $B not found; run swift build --product maskkit -c release" >&2; exit 1; }

# rep STRING N: STRING repeated N times.
rep() {
  local out
  printf -v out '%*s' "$2" ''
  printf '%s' "${out// /$1}"
}

# callgrind_total ARGS…: the instructions of `maskkit ARGS` under callgrind.
callgrind_total() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$B" "$@" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# count N ARGS…: the instructions of `maskkit bench --warmup 1 --iterations N ARGS` under callgrind.
count() { callgrind_total bench --warmup 1 --iterations "$1" "${@:2}"; }

# per_op N1 N2 ARGS…: instructions of one operation, (count N2 − count N1) / (N2 − N1); the two counts
# run side by side (two cores halve the wall time; the counts do not change).
per_op() {
  local n1=$1 n2=$2 dir a b
  dir=$(mktemp -d)
  count "$n1" "${@:3}" >"$dir/a" &
  count "$n2" "${@:3}" >"$dir/b"
  wait
  a=$(<"$dir/a")
  b=$(<"$dir/b")
  rm -r "$dir"
  echo $(((b - a) / (n2 - n1)))
}
