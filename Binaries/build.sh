#!/usr/bin/env bash
# The prebuilt `spec-discover` that Package.swift gives the SpecDiscovery plugin on x86_64 Linux
# hosts, so that a consumer's clean build does not compile the tool first.
#
#   Binaries/build.sh           # after changing Sources/SpecDiscoveryCore or Sources/spec-discover:
#                               # rebuilds the bundle; commit it with the change
#   Binaries/build.sh --check   # CI: the bundle was built from the sources as they are, and finds
#                               # what the tool built from them finds
#
# The executable is static (standard library, C library and C++ runtime linked in), so it runs on
# any x86_64 Linux, whatever its glibc and whether or not a Swift toolchain is installed.
# `sources.sha256` lists the sources it was built from; SpecDiscoveryTests fails when they changed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
bundle="$repo/Binaries/spec-discover.artifactbundle"
binary="$bundle/spec-discover-x86_64-linux/spec-discover"
cd "$repo"

sources() { ls Sources/SpecDiscoveryCore/*.swift Sources/spec-discover/*.swift | LC_ALL=C sort; }

[ "$(uname -s)/$(uname -m)" = Linux/x86_64 ] || { echo "error: the prebuilt spec-discover is built on x86_64 Linux" >&2; exit 1; }

# build SCRATCH: a stripped static release build of the tool from this checkout's sources; prints its path.
build() {
    # The C library's static dlopen warning comes from a runtime path spec-discover never takes.
    swift build -c release --scratch-path "$1" --product spec-discover \
        -Xswiftc -static-executable >"$1.log" 2>&1 || { cat "$1.log" >&2; exit 1; }
    strip -o "$1/spec-discover" "$1/release/spec-discover"
    echo "$1/spec-discover"
}

if [ "${1:-}" != "--check" ]; then
    scratch="$(mktemp -d)"
    built="$(build "$scratch/build")"
    mkdir -p "$(dirname "$binary")"
    install -m 755 "$built" "$binary"
    sources | xargs sha256sum >"$bundle/sources.sha256"
    rm -rf "$scratch"
    echo "built $binary ($(du -h "$binary" | cut -f1)) from $(sources | wc -l) sources with $(swift --version 2>&1 | head -1)"
    exit 0
fi

# --check, first: the bundle lists exactly today's sources, with their contents.
if ! diff <(sources) <(awk '{ print $2 }' "$bundle/sources.sha256") >/dev/null || ! sha256sum --quiet -c "$bundle/sources.sha256"; then
    echo "error: Binaries/spec-discover.artifactbundle was built from other sources than today's" \
        "Sources/SpecDiscoveryCore and Sources/spec-discover: run Binaries/build.sh and commit the bundle" >&2
    exit 1
fi
[ -x "$binary" ] || { echo "error: $binary is missing or not executable" >&2; exit 1; }
if ldd "$binary" >/dev/null 2>&1; then
    echo "error: $binary is linked dynamically; Binaries/build.sh builds it static" >&2
    exit 1
fi

# Then: run on every folder of Swift files in this repository (the test targets, fixtures and
# examples), it prints, writes and exits exactly as the tool built from the sources does.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fresh="$(build "$scratch/build")"
folders=0
while IFS= read -r folder; do
    files=("$folder"/*.swift)
    for tool in prebuilt fresh; do
        executable="$binary"; [ "$tool" = fresh ] && executable="$fresh"
        status=0
        "$executable" "$scratch/$tool.swift" "${files[@]}" --context >"$scratch/$tool.out" 2>&1 || status=$?
        echo "exit $status" >>"$scratch/$tool.out"
        [ -f "$scratch/$tool.swift" ] && cat "$scratch/$tool.swift" >>"$scratch/$tool.out"
        rm -f "$scratch/$tool.swift"
    done
    if ! cmp -s "$scratch/prebuilt.out" "$scratch/fresh.out"; then
        echo "error: the prebuilt spec-discover and the one built from the sources differ on $folder:" >&2
        diff "$scratch/prebuilt.out" "$scratch/fresh.out" | head -20 >&2
        exit 1
    fi
    folders=$((folders + 1))
done < <(find Tests Examples -name '*.swift' -not -path '*/.build*' -printf '%h\n' | LC_ALL=C sort -u)
echo "prebuilt spec-discover: built from today's sources; same output as a fresh build on $folders folders"
