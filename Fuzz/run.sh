#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS (default 30).
#
#   Fuzz/run.sh [SECONDS] [TARGET...]
#
# Each target in Fuzz/Targets/ is compiled together with Sources/MaskKit and Fuzz/Support by swiftc
# (no SwiftPM) with -sanitize=fuzzer,address into Fuzz/bin/ (git-ignored). Seeds and past crashes live
# in Fuzz/corpus/<target>/ and are replayed first; new crashes, leaks and timeouts are written there as
# regression inputs. Inputs the fuzzer generates go to Fuzz/bin/work/<target>/. Exits non-zero when any
# target crashes, leaks, times out or fails to build.
set -uo pipefail
cd "$(dirname "$0")"

seconds="${1:-30}"
shift || true
swiftc="${SWIFTC:-swiftc}"
# Let libFuzzer and ASan report crashes (and save the input) instead of the Swift runtime backtracer.
export SWIFT_BACKTRACE=enable=no
jobs="${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for file in Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

mkdir -p bin/work bin/logs
# Build from a snapshot of the library, so files edited meanwhile cannot break a build halfway.
rm -rf bin/src && cp -R ../Sources/MaskKit bin/src
mapfile -t library < <(find bin/src -name '*.swift' | sort)

build() {
  local target="$1"
  rm -f "bin/$target"
  # The module is named MaskKit so that module-qualified names in the sources resolve; the package name
  # lets its `package` declarations compile.
  # lld avoids gold's "Cannot export local symbol __asan_*" warnings; -O keeps executions fast.
  "$swiftc" -parse-as-library -sanitize=fuzzer,address -O -g -use-ld=lld -module-name MaskKit -package-name MaskKit \
    "${library[@]}" Support/*.swift "Targets/$target.swift" -o "bin/$target" \
    >"bin/logs/$target.build.log" 2>&1
}

run() {
  local target="$1"
  mkdir -p "bin/work/$target" "corpus/$target"
  local dictionary=()
  [ -f "dict/$target.dict" ] && dictionary=("-dict=dict/$target.dict")
  "bin/$target" "bin/work/$target" "corpus/$target" "${dictionary[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -detect_leaks=1 -print_final_stats=1 -artifact_prefix="corpus/$target/" \
    >"bin/logs/$target.log" 2>&1
}

status=0
echo "building ${#targets[@]} fuzz targets with $("$swiftc" --version 2>&1 | head -1)"
pids=()
for target in "${targets[@]}"; do
  build "$target" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
wait
for target in "${targets[@]}"; do
  if [ ! -x "bin/$target" ]; then
    echo "BUILD FAILED: $target (see Fuzz/bin/logs/$target.build.log)"
    tail -20 "bin/logs/$target.build.log"
    status=1
  fi
done
[ $status -eq 0 ] || exit $status

echo "fuzzing each target for ${seconds}s, $jobs at a time"
report() {
  local target="$1" code="$2"
  local runs
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "bin/logs/$target.log" | grep -o '[0-9]*$')
  if [ "$code" -eq 0 ]; then
    echo "ok      $target (${runs:-?} runs)"
  else
    echo "FAILED  $target (exit $code, see Fuzz/bin/logs/$target.log)"
    grep -E 'ERROR: |fuzz invariant|Fatal error|SUMMARY|Test unit written' "bin/logs/$target.log" | head -8
    status=1
  fi
}
# Run the targets in batches of $jobs, waiting for each batch's processes by pid.
batch_pids=()
batch_targets=()
finish_batch() {
  local index code
  for index in "${!batch_pids[@]}"; do
    code=0
    wait "${batch_pids[$index]}" || code=$?
    report "${batch_targets[$index]}" "$code"
  done
  batch_pids=()
  batch_targets=()
}
for target in "${targets[@]}"; do
  run "$target" &
  batch_pids+=($!)
  batch_targets+=("$target")
  if [ ${#batch_pids[@]} -ge "$jobs" ]; then finish_batch; fi
done
finish_batch
exit $status
