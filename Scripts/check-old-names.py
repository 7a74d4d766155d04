#!/usr/bin/env python3
"""Checks that the original libraries' names lead to MaskKit's: each fails with the fix-it its line names.

Usage: Scripts/check-old-names.py [apple-typecheck.sh] [FILE …]   (default: Tests/ReadmeConsumers/OldNames/*.swift)

The type-check script defaults to Scripts/apple-typecheck.sh (the wrapper of the shared script that gives
it MaskKitFoundation and MaskKitUI as one module).

Each file uses the originals' names (types, initializers, cases) as their READMEs write them; a line that
must fail carries `// fix-it: NEW` and the Apple type-check (iOS and macOS SDKs) must report
"… has been renamed to 'NEW'" there on at least one platform. Any other error in the file, or an
annotated line without its rename, fails the check. Each file is type-checked on its own.
"""

import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TYPECHECK = ROOT / "Scripts/apple-typecheck.sh"
DIAGNOSTIC = re.compile(r"^\[(ios|macos)\] (?:consumer:)?(?P<path>[^:]+):(?P<line>\d+):\d+: error: (?P<message>.*)$")
RENAMED = re.compile(r"has been renamed to '(?P<name>[^']+)'")


def check(typecheck, path):
    expected = {}
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        match = re.search(r"// fix-it: (\S+)", text)
        if match:
            expected[number] = match.group(1)
    run = subprocess.run(["bash", str(typecheck), "--consumer", str(path)], capture_output=True, text=True)
    if "RESULT:" not in run.stdout:
        print(run.stdout + run.stderr)
        return [f"{path}: the Apple type-check did not run"]
    problems = []
    seen = set()
    for output in run.stdout.splitlines():
        match = DIAGNOSTIC.match(output.replace(" (artefact)", ""))
        if not match:
            continue
        reported = pathlib.Path(match["path"])
        if not reported.is_absolute():
            reported = ROOT / reported
        if reported.resolve() != path.resolve():
            continue
        line = int(match["line"])
        renamed = RENAMED.search(match["message"])
        if line in expected and renamed and renamed["name"] == expected[line]:
            seen.add(line)
        else:
            problems.append(f"{path}:{line}: unexpected error: {match['message']}")
    for line, name in sorted(expected.items()):
        if line not in seen:
            problems.append(f"{path}:{line}: no fix-it to '{name}'")
    return problems


def main(arguments):
    typecheck = pathlib.Path(arguments[0]) if arguments and arguments[0].endswith(".sh") else TYPECHECK
    files = [pathlib.Path(a) for a in arguments if not a.endswith(".sh")]
    files = files or sorted((ROOT / "Tests/ReadmeConsumers/OldNames").glob("*.swift"))
    problems = []
    renames = 0
    for path in files:
        problems += check(typecheck, path.resolve())
        renames += sum("// fix-it:" in line for line in path.read_text().splitlines())
    for problem in problems:
        print(problem)
    print(f"old names: {renames} in {len(files)} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
