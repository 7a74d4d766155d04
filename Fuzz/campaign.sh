#!/usr/bin/env bash
# A fuzzing campaign: every target (Fuzz/Targets/ and Fuzz/TargetsUI/, or the TARGETs given) with fresh
# seeds for MINUTES each.
#
#   Fuzz/campaign.sh MINUTES [TARGET...]
#
# Unlike Fuzz/run.sh (CI's deterministic run), a campaign draws a new random seed for every target and
# keeps going after a finding (libFuzzer's fork mode with -ignore_crashes, -ignore_timeouts and
# -ignore_ooms), so one run reports every distinct failure it meets in its time. Each finding is then
# minimised (libFuzzer's -minimize_crash) and copied into Fuzz/corpus/<target>/ as
# `regress-<sha1 of the minimised input>`: once the defect is fixed, Fuzz/run.sh replays it on every CI
# run. Targets run $FUZZ_JOBS at a time (default: the number of cores). Logs are in
# Fuzz/bin/campaign/<target>/, and the summary printed at the end says how many inputs each target ran
# and what it found. Exits 1 when anything was found, 0 when every target ran clean.
set -uo pipefail
cd "$(dirname "$0")"

if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: Fuzz/campaign.sh MINUTES [TARGET...]" >&2
  exit 2
fi
minutes="$1"
shift
export SWIFT_BACKTRACE=enable=no
cores="$(nproc 2>/dev/null || echo 2)"
jobs="${FUZZ_JOBS:-$cores}"

# Build (and check the targets' names) with run.sh's build, running no inputs.
FUZZ_BUILD_ONLY=1 bash ./run.sh 0 "$@" >/dev/null || {
  echo "build failed: run Fuzz/run.sh for the log" >&2
  exit 1
}

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for file in Targets/*.swift TargetsUI/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

campaign() {
  local target="$1" folder="bin/campaign/$1"
  rm -rf "$folder"
  mkdir -p "$folder/work" "$folder/found"
  local dictionary=()
  [ -f "dict/$target.dict" ] && dictionary=("-dict=dict/$target.dict")
  # -seed=0 draws a seed; the log's "Seed:" line says which, so a campaign's run can be repeated.
  "bin/$target" "$folder/work" "corpus/$target" "${dictionary[@]}" \
    -seed=0 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time=$((minutes * 60)) -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$folder/found/" \
    >"$folder/log" 2>&1 || true
  # Each finding, minimised, becomes a regression input of the corpus.
  local finding minimised name
  for finding in "$folder"/found/*; do
    [ -f "$finding" ] || continue
    minimised="$finding.min"
    "bin/$target" "$finding" -minimize_crash=1 -runs=20000 -timeout=10 -rss_limit_mb=2048 \
      -exact_artifact_path="$minimised" >"$finding.minimise.log" 2>&1 || true
    [ -s "$minimised" ] || cp "$finding" "$minimised"
    name="regress-$(sha1sum "$minimised" | cut -c1-12)"
    cp "$minimised" "corpus/$target/$name"
    echo "$name $(grep -h -m1 -E 'fuzz invariant|Fatal error|ERROR: ' "$finding.minimise.log" "$folder/log" \
      | head -1 | cut -c1-200)" >>"$folder/findings"
  done
}

report() {
  local target="$1" folder="bin/campaign/$1" executed found seed
  # Fork mode prints the executions of all its jobs as `#N` progress lines; the last one is the total.
  executed=$(grep -oE '^#[0-9]+' "$folder/log" | tail -1 | tr -d '#')
  seed=$(grep -m1 -oE 'Seed: [0-9]+' "$folder/log" | grep -oE '[0-9]+')
  found=0
  [ -f "$folder/findings" ] && found=$(wc -l <"$folder/findings")
  printf '%-18s %10s inputs  seed %-11s %s finding(s)\n' "$target" "${executed:-?}" "${seed:-?}" "$found"
  [ "$found" -eq 0 ] || sed 's/^/    /' "$folder/findings"
}

echo "campaign: ${#targets[@]} targets, $minutes min each, $jobs at a time"
pids=()
for target in "${targets[@]}"; do
  campaign "$target" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then
    wait "${pids[0]}"
    pids=("${pids[@]:1}")
  fi
done
wait
status=0
for target in "${targets[@]}"; do
  report "$target"
  [ ! -f "bin/campaign/$target/findings" ] || status=1
done
exit $status
