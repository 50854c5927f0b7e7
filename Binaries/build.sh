#!/usr/bin/env bash
# The prebuilt `spec-discover` that Package.swift gives the SpecDiscovery plugin on x86_64 Linux
# hosts, so that a consumer's clean build does not compile the tool first.
#
#   Binaries/build.sh           # after changing Sources/SpecDiscoveryCore or Sources/spec-discover:
#                               # rebuilds the bundle; commit it with the change
#   Binaries/build.sh --check   # CI: the bundle is what today's sources build to
#
# The executable is static (standard library, C library and C++ runtime linked in), so it runs on
# any x86_64 Linux, whatever its glibc and whether or not a Swift toolchain is installed. It is
# built from a copy of the sources in a fixed folder, so the same sources and toolchain give the
# same bytes wherever the checkout is. `sources.sha256` lists the sources it was built from
# (SpecDiscoveryTests fails when they changed) and `toolchain` the compiler that built it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
bundle="$repo/Binaries/spec-discover.artifactbundle"
binary="$bundle/spec-discover-x86_64-linux/spec-discover"
cd "$repo"

sources() { find Sources/SpecDiscoveryCore Sources/spec-discover -name '*.swift' | LC_ALL=C sort; }
# What the bytes depend on besides the sources: the Swift compiler, the C library linked in, and the
# compilers of the C and C++ runtimes' objects (the binary's .comment section names them).
toolchain() {  # toolchain BINARY
    swift --version 2>/dev/null | head -1
    echo "glibc $(getconf GNU_LIBC_VERSION 2>/dev/null | cut -d' ' -f2)"
    readelf -p .comment "$1" | sed -n 's/^ *\[ *[0-9a-f]*\] *//p' | LC_ALL=C sort -u
}
for tool in swift strip sha256sum readelf; do
    command -v "$tool" >/dev/null || { echo "error: Binaries/build.sh needs $tool on the PATH" >&2; exit 1; }
done

# build OUTPUT: a stripped static release build of the tool from this checkout's sources, made in
# a fixed folder (the build's bytes depend on where the sources are), one build at a time.
build() {
    local folder=/tmp/speckit-prebuilt-spec-discover
    exec 9>"$folder.lock" && flock 9 || { echo "error: cannot lock $folder.lock" >&2; exit 1; }
    rm -rf "$folder" || exit 1
    mkdir "$folder" || { echo "error: cannot create $folder" >&2; exit 1; }
    mkdir "$folder/Sources" && cp -R Sources/SpecDiscoveryCore Sources/spec-discover "$folder/Sources/" || exit 1
    cat >"$folder/Package.swift" <<'PACKAGE' || exit 1
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "spec-discover",
    targets: [
        .target(name: "SpecDiscoveryCore"),
        .executableTarget(name: "spec-discover", dependencies: ["SpecDiscoveryCore"]),
    ],
    swiftLanguageModes: [.v6]
)
PACKAGE
    # The linker warns that dlopen in a static executable needs the build's glibc at run time: the
    # runtime calls it only when asked to load prespecializations, which the tool never does.
    (cd "$folder" && swift build -c release --product spec-discover -Xswiftc -static-executable) >"$folder.log" 2>&1 ||
        { cat "$folder.log" >&2; exit 1; }
    strip -o "$1" "$folder/.build/release/spec-discover" || exit 1
    rm -rf "$folder" "$folder.log"
    exec 9>&-
}

on_x86_64_linux=yes
[ "$(uname -s)/$(uname -m)" = Linux/x86_64 ] || on_x86_64_linux=no

if [ "${1:-}" != "--check" ]; then
    [ "$on_x86_64_linux" = yes ] || { echo "error: the prebuilt spec-discover is built on x86_64 Linux" >&2; exit 1; }
    mkdir -p "$(dirname "$binary")"
    build "$binary.new"
    chmod 755 "$binary.new"
    mv "$binary.new" "$binary"
    sources | tr '\n' '\0' | xargs -0 sha256sum >"$bundle/sources.sha256"
    toolchain "$binary" >"$bundle/toolchain"
    echo "built $binary ($(du -h "$binary" | cut -f1)) from $(sources | wc -l) sources with $(head -1 "$bundle/toolchain")"
    exit 0
fi

# --check, first: the bundle lists exactly today's sources, with their contents.
if ! diff <(sources) <(cut -c67- "$bundle/sources.sha256") >/dev/null || ! sha256sum --quiet -c "$bundle/sources.sha256"; then
    echo "error: Binaries/spec-discover.artifactbundle was built from other sources than today's" \
        "Sources/SpecDiscoveryCore and Sources/spec-discover: run Binaries/build.sh and commit the bundle" >&2
    exit 1
fi
if [ "$on_x86_64_linux" = no ]; then
    echo "prebuilt spec-discover: built from today's sources (its bytes can be checked on x86_64 Linux only)"
    exit 0
fi
[ -x "$binary" ] || { echo "error: $binary is missing or not executable" >&2; exit 1; }
if ldd "$binary" >/dev/null 2>&1; then
    echo "error: $binary is linked dynamically; Binaries/build.sh builds it static" >&2
    exit 1
fi

# Then: built again here, it is the same file; with another compiler, it behaves the same on every
# folder of Swift files in this repository (the test targets, fixtures and examples).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
build "$scratch/spec-discover"
if [ "$(toolchain "$scratch/spec-discover")" = "$(cat "$bundle/toolchain")" ]; then
    if ! cmp -s "$binary" "$scratch/spec-discover"; then
        echo "error: $binary is not what today's sources build to with the toolchain it names: run Binaries/build.sh and commit the bundle" >&2
        exit 1
    fi
    echo "prebuilt spec-discover: the same bytes as a build of today's sources with $(head -1 "$bundle/toolchain")"
    exit 0
fi
folders=0
while IFS= read -r folder; do
    files=("$folder"/*.swift)
    for tool in prebuilt fresh; do
        executable="$binary"; [ "$tool" = fresh ] && executable="$scratch/spec-discover"
        status=0
        "$executable" "$scratch/$tool.swift" "${files[@]}" --context >"$scratch/$tool.out" 2>&1 || status=$?
        echo "exit $status" >>"$scratch/$tool.out"
        [ -f "$scratch/$tool.swift" ] && cat "$scratch/$tool.swift" >>"$scratch/$tool.out"
        rm -f "$scratch/$tool.swift"
    done
    if ! cmp -s "$scratch/prebuilt.out" "$scratch/fresh.out"; then
        echo "error: the prebuilt spec-discover and one built from today's sources differ on $folder:" >&2
        diff "$scratch/prebuilt.out" "$scratch/fresh.out" | head -20 >&2
        exit 1
    fi
    folders=$((folders + 1))
done < <(find Tests Examples -name '*.swift' -not -path '*/.build*' -printf '%h\n' | LC_ALL=C sort -u)
echo "prebuilt spec-discover: built with another toolchain than this one" \
    "($(tr '\n' ' ' <"$bundle/toolchain")); the same output as a build of today's sources on $folders folders"
