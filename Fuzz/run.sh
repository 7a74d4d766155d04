#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each one deterministically: CI's fuzz step.
#
#   Fuzz/run.sh [RUNS] [TARGET...]
#
# The library (Sources/MaskKit), Fuzz/Support and every target in Fuzz/Targets/ are compiled once, by
# swiftc (no SwiftPM) with -sanitize=fuzzer,address, into one binary, Fuzz/bin/fuzz (git-ignored).
# The targets of the format styles and the wording, in Fuzz/TargetsUI/ (the folder keeps the name of
# MaskKitUI, where that code was before MaskKitFoundation), go into a second binary, Fuzz/bin/fuzz-ui:
# MaskKit and MaskKitFoundation compiled as the package builds them, two modules (with -enable-testing,
# so the targets reach internal API by `@testable import`), and the targets with Fuzz/Support's input
# helpers and Fuzz/SupportUI linked against them (MaskKitUI's adapters are not needed). Fuzz/bin/<target> is a link to its binary, and the name a run
# starts it by picks the target (Support/FuzzMain.swift and SupportUI/FuzzMainUI.swift list them), so
# `SWIFT_BACKTRACE=enable=no Fuzz/bin/phone CRASH-FILE` replays one input. Only the binaries of the
# targets asked for are built.
#
# Each target first replays every input of Fuzz/corpus/<target>/ (seeds and the regression inputs past
# campaigns found), then mutates them for RUNS inputs (default 20000) from a fixed seed
# ($FUZZ_SEED, default 1), starting from an empty work folder: the same commit gives the same inputs
# and the same verdict on every run, so a red run means a change broke something. Fresh inputs are the
# job of Fuzz/campaign.sh, whose findings become regression inputs here. What a run finds is written to
# Fuzz/bin/artifacts/<target>/ (replay it as above, and add it to the corpus once fixed). Targets run
# $FUZZ_JOBS at a time (default: the number of cores). Exits non-zero when any target crashes, leaks,
# times out or fails to build.
set -uo pipefail
cd "$(dirname "$0")"

runs="${1:-20000}"
seed="${FUZZ_SEED:-1}"
shift || true
swiftc="${SWIFTC:-swiftc}"
# Let libFuzzer and ASan report crashes (and save the input) instead of the Swift runtime backtracer.
export SWIFT_BACKTRACE=enable=no
# The same seed gives the same inputs only when the program does the same on each: Swift seeds its
# hashing per process (dictionary and set order, so the paths an input takes and the coverage that steers
# the mutations), and address randomization moves what hashes by address. Both are fixed here, so a run's
# verdict depends on the commit alone (a CI run of 2026-12-04 found a leak report that this machine's
# run of the same commit and seed, drawn with other hashes, never reached).
export SWIFT_DETERMINISTIC_HASHING=1
fixed_addresses=()
if setarch "$(uname -m)" -R true 2>/dev/null; then fixed_addresses=(setarch "$(uname -m)" -R); fi
cores="$(nproc 2>/dev/null || echo 2)"
jobs="${FUZZ_JOBS:-$cores}"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for file in Targets/*.swift TargetsUI/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

# Each target's binary: fuzz for Targets/, fuzz-ui for TargetsUI/.
declare -A binary=()
core_count=0
ui_count=0
for target in "${targets[@]}"; do
  if [ -f "Targets/$target.swift" ]; then
    binary[$target]=fuzz
    core_count=$((core_count + 1))
  elif [ -f "TargetsUI/$target.swift" ]; then
    binary[$target]=fuzz-ui
    ui_count=$((ui_count + 1))
  else
    echo "no fuzz target $target (the targets are the files in Fuzz/Targets/ and Fuzz/TargetsUI/)"
    exit 1
  fi
done

mkdir -p bin/work bin/logs
echo "building ${#targets[@]} fuzz targets with $("$swiftc" --version 2>&1 | head -1)"

# Says why a build failed, from its log: the library's warnings would bury the errors at the end.
build_failed() {
  echo "BUILD FAILED (see Fuzz/bin/logs/$1)"
  if grep -q 'error:' "bin/logs/$1"; then
    grep 'error:' "bin/logs/$1" | head -20
  else
    tail -20 "bin/logs/$1"
  fi
  exit 1
}

# Both builds work from a snapshot of the library, so files edited meanwhile cannot break a build
# halfway.
build_core() {
  rm -rf bin/src && cp -R ../Sources/MaskKit bin/src
  local library
  mapfile -t library < <(cd bin && find src -name '*.swift' | sort)
  rm -f bin/fuzz
  # The module is named MaskKit so that module-qualified names in the sources resolve; the package
  # name lets its `package` declarations compile. Every target is built, whichever run, so that
  # Support/FuzzMain.swift's list of them compiles.
  # lld avoids gold's "Cannot export local symbol __asan_*" warnings; -O keeps executions fast. One
  # whole-module compile costs about two thirds of the CPU time of per-file jobs (which each type-check
  # the files they depend on again), for about 1 GB of memory. It runs in bin/ because, given this many
  # files, the compiler leaves its module files (MaskKit-1.swiftmodule, ...) in the current directory.
  if ! (cd bin && "$swiftc" -parse-as-library -sanitize=fuzzer,address -O -g -use-ld=lld -module-name MaskKit \
    -package-name MaskKit -wmo -num-threads "$cores" "${library[@]}" ../Support/*.swift \
    ../Targets/*.swift -o fuzz) \
    >bin/logs/build.log 2>&1 || [ ! -x bin/fuzz ]; then
    build_failed build.log
  fi
}

# MaskKit and MaskKitFoundation as two modules, each a static library with its .swiftmodule in bin/ui/,
# then the targets as a third module linked against them. MaskKitFoundation's wording tables are
# compiled into it (Localization/Generated); a tree that still has them as resources gets them copied
# beside the binary, where the Bundle.main fallback reads them.
# `-import-module MaskKit` lets Support/FuzzInput.swift, written for the one-module build, compile
# unchanged.
build_ui() {
  local flags=(-parse-as-library -sanitize=fuzzer,address -O -g -use-ld=lld -package-name MaskKit)
  rm -f bin/fuzz-ui
  rm -rf bin/ui bin/Wording && mkdir -p bin/ui
  cp -R ../Sources/MaskKit bin/ui/MaskKit && cp -R ../Sources/MaskKitFoundation bin/ui/MaskKitFoundation
  [ ! -d bin/ui/MaskKitFoundation/Resources/Wording ] || cp -R bin/ui/MaskKitFoundation/Resources/Wording bin/Wording
  local kit foundation
  mapfile -t kit < <(cd bin/ui && find MaskKit -name '*.swift' | sort)
  mapfile -t foundation < <(cd bin/ui && find MaskKitFoundation -name '*.swift' | sort)
  if ! (cd bin/ui && "$swiftc" "${flags[@]}" -enable-testing -module-name MaskKit -wmo -num-threads "$cores" \
    "${kit[@]}" -emit-module -emit-module-path MaskKit.swiftmodule -emit-library -static -o libMaskKit.a &&
    "$swiftc" "${flags[@]}" -enable-testing -module-name MaskKitFoundation -I . -wmo -num-threads "$cores" \
      "${foundation[@]}" -emit-module -emit-module-path MaskKitFoundation.swiftmodule -emit-library -static \
      -o libMaskKitFoundation.a &&
    "$swiftc" "${flags[@]}" -module-name FuzzUI -I . -Xfrontend -import-module -Xfrontend MaskKit -wmo \
      ../../Support/FuzzInput.swift ../../Support/FuzzEntry.swift ../../SupportUI/*.swift \
      ../../TargetsUI/*.swift -L . -lMaskKitFoundation -lMaskKit -o ../fuzz-ui) \
    >bin/logs/build-ui.log 2>&1 || [ ! -x bin/fuzz-ui ]; then
    build_failed build-ui.log
  fi
}

[ "$core_count" -eq 0 ] || build_core
[ "$ui_count" -eq 0 ] || build_ui
status=0
for target in "${targets[@]}"; do
  ln -sfn "${binary[$target]}" "bin/$target"
  # A target missing from its binary's list (Support/FuzzMain.swift, SupportUI/FuzzMainUI.swift) exits
  # before fuzzing, with its name.
  if ! "bin/$target" -help=1 >/dev/null 2>&1; then
    echo "BUILD FAILED: $target is not in the list of targets of Fuzz/bin/${binary[$target]}"
    status=1
  fi
done
[ $status -eq 0 ] || exit $status
# Fuzz/campaign.sh builds through here and runs the targets itself.
[ -z "${FUZZ_BUILD_ONLY:-}" ] || exit 0

run() {
  local target="$1"
  # An empty work folder: inputs left by an earlier run would change what this one mutates.
  rm -rf "bin/work/$target" "bin/artifacts/$target"
  mkdir -p "bin/work/$target" "bin/artifacts/$target" "corpus/$target"
  local dictionary=()
  [ -f "dict/$target.dict" ] && dictionary=("-dict=dict/$target.dict")
  # The corpus folder is read only: new inputs go to the work folder, findings to bin/artifacts.
  "${fixed_addresses[@]}" "bin/$target" "bin/work/$target" "corpus/$target" "${dictionary[@]}" \
    -seed="$seed" -runs="$runs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -detect_leaks=1 -print_final_stats=1 -artifact_prefix="bin/artifacts/$target/" \
    >"bin/logs/$target.log" 2>&1
}

echo "fuzzing each target: its corpus, then $runs inputs from seed $seed, $jobs at a time"
report() {
  local target="$1" code="$2"
  local executed
  executed=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "bin/logs/$target.log" | grep -o '[0-9]*$')
  if [ "$code" -eq 0 ]; then
    echo "ok      $target (${executed:-?} inputs)"
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
