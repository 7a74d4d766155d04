#!/usr/bin/env bash
# The Apple SDK type-check of this checkout, through the shared apple-typecheck.sh.
#
#   Scripts/apple-typecheck.sh [--shared PATH/TO/apple-typecheck.sh] [its options…] [--consumer FILE…] [PROJECT_DIR]
#
# Why a wrapper: the shared script (../shared/tools/apple-typecheck.sh, which CI keeps its own copy of
# and which this repository cannot change) knows three source folders, Sources/MaskKit,
# Sources/MaskKitUI and Sources/MaskKitTerminal, and type-checks MaskKitUI as one module from all its
# files. Since MaskKitFoundation (the format styles, `Codable` and the wording, what a server links
# without UIKit) was split out of MaskKitUI, that module is two. The two checks look at different things:
# the Linux build (`swift build`, `swift test`, MaskKitFoundationTests without MaskKitUI) holds the module
# boundary, and the SDK check holds API availability against the real UIKit, AppKit and SwiftUI, which
# does not depend on where the boundary runs. So this script gives the shared one the view it knows:
#
# - a temporary project folder with Package.swift (for the platform minimums) and Sources/MaskKit and
#   Sources/MaskKitTerminal mirrored as folders of symbolic links to the files (`cp -s`: a link to the
#   folder itself would hide its files from the shared script's `find`);
# - Sources/MaskKitUI holding copies of MaskKitUI's files and, under Sources/MaskKitUI/MaskKitFoundation/,
#   of MaskKitFoundation's, with every `import MaskKitFoundation` and `@_exported import
#   MaskKitFoundation` line blanked (the one module has no such module to import; blanking keeps the
#   line numbers);
# - each `--consumer FILE` copied beside that folder with the same lines blanked.
#
# The other arguments go to the shared script unchanged (`--only`, `--known`, `-v`, …; see its `-h`), and
# its exit status is this script's. Its report names the files of the checkout: a diagnostic in a copy
# is shown at the original's path (Sources/MaskKitFoundation/…, and the consumer file as given), so
# Scripts/check-old-names.py reads it as it reads the shared script's. PROJECT_DIR defaults to
# $PROJECT_DIR, else this checkout; the shared script to $APPLE_TYPECHECK, else
# ../shared/tools/apple-typecheck.sh beside the checkout.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
shared=${APPLE_TYPECHECK:-$root/../shared/tools/apple-typecheck.sh}
project=${PROJECT_DIR:-$root}
pass=()
consumers=()
while [ $# -gt 0 ]; do
  case "$1" in
    --shared) shared=$2; shift 2 ;;
    --consumer) consumers+=("$2"); shift 2 ;;
    --ios-sdk | --macos-sdk | --apinotes | --only | --ios-target | --macos-target | --cache | --known | \
      --swiftc | --extra-flags | --log-dir)
      pass+=("$1" "$2"); shift 2 ;;
    -*) pass+=("$1"); shift ;;
    *) project=$1; shift ;;
  esac
done
[ -r "$shared" ] || { echo "apple-typecheck (wrapper): no shared script at $shared (use --shared)" >&2; exit 2; }
project=$(cd "$project" 2>/dev/null && pwd) || { echo "apple-typecheck (wrapper): no project dir" >&2; exit 2; }
for folder in MaskKit MaskKitFoundation MaskKitUI; do
  [ -d "$project/Sources/$folder" ] ||
    { echo "apple-typecheck (wrapper): $project has no Sources/$folder" >&2; exit 2; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/maskkit-apple-view.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The view, and beside it (outside it, so the report names them by their full paths) the consumers.
view=$work/project
mkdir -p "$view/Sources"
ln -s "$project/Package.swift" "$view/Package.swift"
cp -as "$project/Sources/MaskKit" "$view/Sources/MaskKit"
[ ! -d "$project/Sources/MaskKitTerminal" ] ||
  cp -as "$project/Sources/MaskKitTerminal" "$view/Sources/MaskKitTerminal"

# copy_blanked FROM TO: FROM with its lines importing MaskKitFoundation left empty.
copy_blanked() {
  mkdir -p "$(dirname "$2")"
  sed -E 's/^[[:space:]]*(@_exported[[:space:]]+)?import[[:space:]]+MaskKitFoundation[[:space:]]*$//' "$1" >"$2"
}
# copy_module FOLDER DESTINATION: the Swift files of Sources/FOLDER, blanked, under DESTINATION.
copy_module() {
  local file
  while IFS= read -r -d '' file; do
    copy_blanked "$project/Sources/$1/$file" "$2/$file"
  done < <(cd "$project/Sources/$1" && find . -name '*.swift' -print0)
}
copy_module MaskKitUI "$view/Sources/MaskKitUI"
copy_module MaskKitFoundation "$view/Sources/MaskKitUI/MaskKitFoundation"

# Each consumer in its own numbered folder (two may share a name); the report maps it back.
arguments=()
mapping=(-e "s#Sources/MaskKitUI/MaskKitFoundation/#Sources/MaskKitFoundation/#g")
index=0
for consumer in "${consumers[@]}"; do
  [ -r "$consumer" ] || { echo "apple-typecheck (wrapper): cannot read $consumer" >&2; exit 2; }
  index=$((index + 1))
  original="$(cd "$(dirname "$consumer")" && pwd)/$(basename "$consumer")"
  copy="$work/consumers/$index/$(basename "$consumer")"
  copy_blanked "$consumer" "$copy"
  arguments+=(--consumer "$copy")
  mapping+=(-e "s#$copy#$original#g")
done

bash "$shared" "${pass[@]}" "${arguments[@]}" "$view" | sed "${mapping[@]}" -e "s#$view/#$project/#g"
exit "${PIPESTATUS[0]}"
