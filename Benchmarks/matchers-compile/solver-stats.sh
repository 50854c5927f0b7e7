#!/usr/bin/env bash
# Deterministic compile-cost check: the type checker's constraint-scope count (the work its
# solver does; the same on every run, unlike CPU time on a shared machine) for generated files
# type-checked against two builds of the modules.
#
#   Benchmarks/matchers-compile/solver-stats.sh BASE_MODULES THIS_MODULES [IMPORT=Matchers]
#
# BASE_MODULES / THIS_MODULES: folders holding Matchers.swiftmodule (and NimbleCompat's, for
# IMPORT=NimbleCompat), e.g. `swiftc -emit-module -module-name Matchers -parse-as-library
# -swift-version 6 -o DIR/Matchers.swiftmodule $(find Sources/Matchers -name '*.swift')`.
# Files: 2,000 `expect(x) == y` lines, the mixed file of run.sh, and 2,000 `.to(equal(…))` lines.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
base="$1" this="$2" module="${3:-Matchers}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/eq" "$work/mixed" "$work/equal"
python3 "$here/generate.py" 2000 "$work/eq" 0
python3 "$here/generate.py" 2000 "$work/mixed"
python3 - "$work/equal/MatchersChecks.swift" <<'PY'
import sys
body = ["import Matchers", "import XCTest", "final class EqualChecks: XCTestCase {"]
for f in range(20):
    body += [f"    func test{f}() {{", "        let x = 1, y = 1, arr = [1, 2, 3]", "        _ = (x, y, arr)"]
    for k in range(100):
        body.append("        expect(x).to(equal(y))" if k % 2 == 0 else f"        expect(arr).to(equal([{k % 5}, 2, 3]))")
    body.append("    }")
open(sys.argv[1], "w").write("\n".join(body + ["}"]) + "\n")
PY
scopes() { # MODULES FILE: constraint scopes of one type-check
  rm -rf "$work/stats" && mkdir "$work/stats"
  swiftc -typecheck -swift-version 6 -I "$1" "$2" -Xfrontend -stats-output-dir -Xfrontend "$work/stats" >/dev/null 2>&1
  python3 -c 'import json, glob, sys; print(json.load(open(glob.glob(sys.argv[1] + "/*.json")[0]))["Sema.NumConstraintScopes"])' "$work/stats"
}
printf '%-34s %12s %12s\n' "file (import $module)" "base" "this"
for name in eq mixed equal; do
  file="$work/$name/MatchersChecks.swift"
  sed -i "s/^import Matchers$/import $module/" "$file"
  label=$(case "$name" in eq) echo "expect(x) == y";; mixed) echo "mixed (six shapes)";; equal) echo "expect(x).to(equal(y))";; esac)
  printf '%-34s %12s %12s\n' "$label" "$(scopes "$base" "$file")" "$(scopes "$this" "$file")"
done
