# Shared by the callgrind scripts of this folder (sourced, not run): checks that valgrind and the
# maskkit binary are there and defines `rep` and `count`. Set B (the binary) and SCRIPT (the calling
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

# count N ARGS…: the instructions of `maskkit bench --warmup 1 --iterations N ARGS` under callgrind.
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$B" bench --warmup 1 --iterations "$1" "${@:2}" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
