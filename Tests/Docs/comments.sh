#!/usr/bin/env bash
# Fails when a comment in the Swift files under Sources/ quotes a measurement or names an issue.
# A comment says what the code does and why; figures and issue names drift, and belong in commit
# messages and BENCHMARKS.md. Read from the `//` of a line on (`///` doc comments too), it flags:
#   - instruction counts: `3,000 instructions`, `2.5k instructions`, `thousands of instructions`;
#   - timings: `12 ms`, `40µs`, `1.5 s`;
#   - ratios and percentages: `4.3x`, `15×`, `10%`;
#   - issue and pull request numbers: `issue 12`, `issue #12`, `(#12)`, `PR 7`;
#   - BENCHMARKS (the file or its sections).
# It leaves alone "debug builds", type names, `1.0 second` in a failure message, `$0 % 2`, `0x80`,
# a URL's `//`, and an upstream bug named with its repository (`swiftlang/swift#69028`), which
# tells when a workaround can go.
# Usage: Tests/Docs/comments.sh [PATH…]   (default: Sources; CI runs it with no argument)
set -uo pipefail
cd "$(dirname "$0")/../.."

number='[0-9][0-9,.]*'
measured="($number[ -]?[kKM]? ?instructions|(hundreds|thousands|millions|a (few )?(hundred|thousand|million)) (of )?instructions"
measured+="|$number ?(ns|µs|us|ms)\\b|$number s\\b"
measured+="|([0-9]+\\.[0-9]+|[1-9][0-9]*)(x\\b| ?×)|[0-9]%([^0-9A-Za-z_\$(]|\$)"
measured+="|[Ii]ssues? #?[0-9]+|\\b(PR|[Pp]ull request) #?[0-9]+|(^|[^A-Za-z0-9_./-])#[0-9]+\\b"
measured+="|BENCHMARKS)"

found="$(grep -rnE --include='*.swift' "(^|[^:])//.*$measured" "${@:-Sources}")"
if [ -n "$found" ]; then
    echo "$found"
    echo "error: $(echo "$found" | wc -l | tr -d ' ') comment lines quote measurements or issues (above);" \
        "say what the code does and why instead (CONTRIBUTING.md, \"Comments in Sources\")" >&2
    exit 1
fi
echo "ok    no comment under ${*:-Sources} quotes a measurement or an issue"
