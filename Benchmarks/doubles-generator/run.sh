#!/usr/bin/env bash
# What the SpecDoubles plugin adds to a build: COUNT marked protocols of seven members each (a
# labelled method, async throws, a completion handler, an optional result, a generic method, a
# settable and an async throwing property), spread over COUNT files. Measures the CPU time (user +
# sys), pinned to one CPU, best of ROUNDS runs: spec-doubles reading them and writing the doubles (a debug build, as the
# plugin runs it), and `swiftc -typecheck` of the protocols alone and of the protocols with the
# generated doubles (Swift 6 mode), whose difference is what compiling the doubles costs.
# Usage: Benchmarks/doubles-generator/run.sh [COUNT] [ROUNDS]   (writes nothing into the repository)
set -euo pipefail
count="${1:-100}"
rounds="${2:-5}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --package-path "$repo" --product spec-doubles >/dev/null
swift build --package-path "$repo" --target Doubles >/dev/null
bin="$(swift build --package-path "$repo" --show-bin-path)"

mkdir -p "$work/App"
for ((i = 0; i < count; i++)); do
    cat >"$work/App/Service$i.swift" <<SWIFT
import Foundation

// @mockable
protocol Service$i: Sendable {
    var name: String { get set }
    var token: String { get async throws }
    func fetch(id: Int, force: Bool) -> [String]
    func refresh() async throws -> Date
    func load(_ key: String, completion: @escaping @Sendable (Result<Int, Error>) -> Void)
    func find(named: String) -> Int?
    func decode<T: Decodable>(_ data: Data, as type: T.Type) throws -> T
}
SWIFT
done
files=("$work"/App/*.swift)

best() {  # best COMMAND…: the least CPU time (user + sys, in ms) of $rounds runs; wall time says little on a shared machine
    local fastest=""
    for ((r = 0; r < rounds; r++)); do
        local ms
        taskset -c 1 /usr/bin/time -f "%U %S" -o "$work/time" "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
        ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$work/time")
        if [ -z "$fastest" ] || [ "$ms" -lt "$fastest" ]; then fastest=$ms; fi
    done
    echo "$fastest"
}

generate=$(best "$bin/spec-doubles" "$work/Doubles.swift" --target Bench "${files[@]}")
# The doubles and the protocols compiled in one module, as in a test target that declares them.
sed -i 's/^@testable import .*//' "$work/Doubles.swift"
typecheck=(swiftc -typecheck -swift-version 6 -parse-as-library -module-name Bench -I "$bin/Modules")
protocols=$(best "${typecheck[@]}" "${files[@]}")
with=$(best "${typecheck[@]}" "${files[@]}" "$work/Doubles.swift")
echo "protocols: $count, members: $((count * 7)), generated lines: $(wc -l <"$work/Doubles.swift"), CPU time, best of $rounds, pinned to CPU 1"
printf "%-40s %8s ms\n" "spec-doubles (generate)" "$generate" \
    "typecheck protocols" "$protocols" "typecheck protocols + generated doubles" "$with"
awk -v g="$generate" -v p="$protocols" -v w="$with" -v n="$count" 'BEGIN {
    printf "per protocol: generating %.2f ms, compiling its double %.1f ms\n", g / n, (w - p) / n }'
