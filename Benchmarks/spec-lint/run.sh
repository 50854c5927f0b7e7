#!/usr/bin/env bash
# spec-lint's cost next to spec-discover's, the tool the SpecDiscovery plugin already runs on every
# build that changes a spec: both read the same files (this repository's Tests/ and Examples/Tests
# Swift files, copied COPIES times), pinned to one CPU, best of ROUNDS runs. Debug builds, because
# build-tool plugins run the tools as built for the build (debug for `swift build`/`swift test`).
# Usage: Benchmarks/spec-lint/run.sh [COPIES] [ROUNDS]   (prints a table; writes nothing into the repository)
set -euo pipefail
copies="${1:-20}"
rounds="${2:-5}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --package-path "$repo" --product spec-lint >/dev/null
swift build --package-path "$repo" --product spec-discover >/dev/null
bin="$(swift build --package-path "$repo" --show-bin-path)"

sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$repo/Tests" "$repo/Examples/Tests" -name '*.swift' -not -path '*/.build/*' | sort)
for ((c = 0; c < copies; c++)); do
    mkdir -p "$work/copy$c"
    for file in "${sources[@]}"; do cp "$file" "$work/copy$c/$(echo "${file#"$repo"/}" | tr / _)"; done
done
files=("$work"/copy*/*.swift)
lines=$(cat "${files[@]}" | wc -l)

best() {  # best COMMAND…: the fastest of $rounds runs, in milliseconds
    local fastest=""
    for ((r = 0; r < rounds; r++)); do
        local start end
        start=$(date +%s%N)
        taskset -c 1 "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        local ms=$(((end - start) / 1000000))
        if [ -z "$fastest" ] || [ "$ms" -lt "$fastest" ]; then fastest=$ms; fi
    done
    echo "$fastest"
}

discover=$(best "$bin/spec-discover" "$work/out.swift" "${files[@]}")
lint=$(best "$bin/spec-lint" --warn-only "${files[@]}")
echo "files: ${#files[@]}, lines: $lines, best of $rounds, pinned to CPU 1, debug builds"
printf "%-14s %8s ms\n" "spec-discover" "$discover" "spec-lint" "$lint"
awk -v l="$lint" -v d="$discover" -v n="$lines" 'BEGIN {
    printf "spec-lint / spec-discover: %.2fx; spec-lint: %.1f us per line\n", l / d, l * 1000 / n }'
