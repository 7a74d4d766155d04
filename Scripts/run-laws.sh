#!/usr/bin/env bash
# Runs the laws every registered kind keeps (Tests/MaskKitTests/Kinds/KindLawTests.swift) with fresh
# seeds: `Scripts/run-laws.sh [RUNS] [TEXTS]` runs RUNS seeds (default 5) of TEXTS texts per subject
# (default 1000). A failure prints the law, the subject, the text and the seed; replay it with
# MASKKIT_LAW_SEED=SEED swift test --filter KindLawTests, and keep what it found as a test.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
texts=${2:-1000}
swift build --build-tests
for _ in $(seq "$runs"); do
  seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
  echo "seed $seed, $texts texts per subject"
  MASKKIT_LAW_SEED=$seed MASKKIT_LAW_COUNT=$texts swift test --skip-build --filter KindLawTests
done
