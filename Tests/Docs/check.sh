#!/usr/bin/env bash
# Checks every ```swift block of the documentation: the articles and landing pages of the DocC
# catalogs (Sources/*/*.docc/*.md), README.md and Guidelines.md. The blocks of each file are
# compiled together (in order, so a block may use the types of the blocks above it) into a test
# target of their own in a scratch consumer package that depends on this checkout (Swift 6 mode, the
# SpecDiscovery and SpecDoubles plugins applied, so a `// @mockable` protocol of a block gets its
# generated double), and their specs run and must pass. spec-lint must find nothing in them, and
# each block marked `<!-- counter-example: RULE -->` must make spec-lint report RULE (those are
# compiled in a separate target that never runs). A block marked `<!-- doc-check: manifest -->` is
# a Package.swift and is loaded on its own with `swift package dump-package`.
# `<!-- doc-check: skip REASON -->` leaves a block out (keep those rare). `<!-- doc-check: file NAME -->`
# before a block in any language (a .testkit table) makes it the resource NAME of that file's
# checked target, for `Bundle.module`. A manifest's `.package(path: "../SpecKit")` resolves to this
# checkout. Errors point at the Markdown file and line.
# Usage: Tests/Docs/check.sh   (from anywhere; needs only the Swift toolchain, awk and sed)
# SPECKIT_DOCS_DIR sets the folder of the consumer package (default: .build/docs-check, kept for
# fast re-runs). It builds in this checkout's .build, where `swift build` compiled SpecKit's
# modules already: SwiftPM compiles them for a consumer as for this package, so they compile once.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="${SPECKIT_DOCS_DIR:-$repo/.build/docs-check}"
# The catalogs' pages, then README.md and Guidelines.md (paths relative to the checkout).
documents=()
while IFS= read -r document; do documents+=("$document"); done < <(cd "$repo" && ls Sources/*/*.docc/*.md 2>/dev/null | LC_ALL=C sort)
documents+=(README.md Guidelines.md)
# A document's target name: README, Guidelines, or <Catalog>_<Page> for a catalog's page.
name_of() {
    case "$1" in
        Sources/*.docc/*.md) local page="${1##*/}" catalog="${1%/*}"; catalog="${catalog##*/}"
                             echo "${catalog%.docc}_${page%.md}" | tr -c 'A-Za-z0-9_\n' '_' ;;
        *) echo "${1%.md}" ;;
    esac
}
failures=0

fail() { echo "FAIL  $*"; failures=$((failures + 1)); }

mkdir -p "$work"
echo "== building spec-lint"
if ! swift build --package-path "$repo" --product spec-lint >"$work/spec-lint.log" 2>&1; then
    cat "$work/spec-lint.log"; echo "error: spec-lint does not build" >&2; exit 1
fi
lint="$(swift build --package-path "$repo" --product spec-lint --show-bin-path)/spec-lint"

echo "== extracting the swift blocks into $work"
rm -rf "$work/Tests" "$work/blocks" "$work/manifests"
mkdir -p "$work/blocks" "$work/manifests"
targets=()
checked=0
for document in "${documents[@]}"; do
    [ -f "$repo/$document" ] || { fail "$document is missing"; continue; }
    name="$(name_of "$document")"
    awk -v name="$name" -v source="$document" -v out="$work/blocks" -f "$here/extract.awk" "$repo/$document" \
        >"$work/blocks/$name.list" || { fail "$document could not be read"; continue; }
    while IFS=$'\037' read -r line kind argument path; do
        case "$kind" in
            skip)
                [ -n "$argument" ] || fail "$document:$line: a doc-check skip marker needs a reason"
                echo "skip  $document:$line ($argument)"
                continue ;;
            manifest)
                manifest="$work/manifests/$(basename "$path" .swift)"
                mkdir -p "$manifest"
                tail -n +2 "$path" >"$manifest/Package.swift"  # the tools-version line must come first
                # `.package(path: "../SpecKit")` resolves to this checkout, as it would for a user
                # with SpecKit cloned next to their package.
                ln -sfn "$repo" "$work/manifests/SpecKit"
                if swift package dump-package --package-path "$manifest" >"$manifest/dump.log" 2>&1 \
                    && swift package resolve --package-path "$manifest" >>"$manifest/dump.log" 2>&1; then
                    echo "ok    $document:$line is a manifest that loads and resolves"
                else
                    sed -E "s|^.*/Package.swift:([0-9]+):|Package.swift line \1 of the block:|" "$manifest/dump.log"
                    fail "$document:$line: the manifest block does not load (above)"
                fi
                continue ;;
            file)
                mkdir -p "$work/Tests/${name}Specs/Resources"
                mv "$path" "$work/Tests/${name}Specs/Resources/$argument"
                echo "ok    $document:$line is the resource $argument"
                continue ;;
            counter) target="${name}CounterExamples" ;;
            *) target="${name}Specs"; checked=$((checked + 1)) ;;
        esac
        mkdir -p "$work/Tests/$target"
        mv "$path" "$work/Tests/$target/"
        file="$work/Tests/$target/$(basename "$path")"
        # spec-lint's lines are the file's; the block starts on line 2, after #sourceLocation.
        report="$("$lint" "$file" 2>/dev/null \
            | sed -E "s|^[^:]*:([0-9]+): |\1\t|" \
            | awk -F'\t' -v start="$line" -v source="$document" '{ print source ":" ($1 + start - 2) ": " $2 }')"
        if [ "$kind" = counter ]; then
            others="$(grep -vF "[$argument]" <<<"$report")"
            "$lint" "$file" >/dev/null 2>&1; strict=$?
            "$lint" --warn-only "$file" >/dev/null 2>&1; lenient=$?
            if [ "$strict" -ne 1 ] || [ "$lenient" -ne 0 ]; then
                fail "$document:$line: spec-lint should exit 1 on it (got $strict), and 0 with --warn-only (got $lenient)"
            elif grep -qF "[$argument]" <<<"$report" && [ -z "$others" ]; then
                echo "ok    $document:$line is a counter-example of [$argument] only"
            else
                fail "$document:$line is marked counter-example: $argument; spec-lint must report [$argument] and nothing else for it${report:+, and it reports:}"
                [ -n "$report" ] && echo "$report"
            fi
        elif grep -q "^import PackageDescription" "$file"; then
            fail "$document:$line is a Package.swift manifest; put <!-- doc-check: manifest --> on the line before its fence"
            rm -f "$file"
        elif [ -n "$report" ]; then
            fail "$document:$line breaks the guidelines (mark it <!-- counter-example: RULE --> if it is meant to):"
            echo "$report"
        fi
    done <"$work/blocks/$name.list"
    # Counter-examples use the types of the document's other blocks: compile those in too.
    if [ -d "$work/Tests/${name}CounterExamples" ] && [ -d "$work/Tests/${name}Specs" ]; then
        cp -R "$work/Tests/${name}Specs/." "$work/Tests/${name}CounterExamples/"
    fi
    for target in "${name}Specs" "${name}CounterExamples"; do
        [ -d "$work/Tests/$target" ] && targets+=("$target")
    done
done

{
    echo "// swift-tools-version: 6.2"
    echo "// Generated by Tests/Docs/check.sh from the swift blocks of the documentation. Do not edit."
    echo "import PackageDescription"
    echo ""
    echo "let package = Package("
    echo "    name: \"DocsCheck\","
    echo "    dependencies: [.package(name: \"SpecKit\", path: \"$repo\")],"
    echo "    targets: ["
    for target in "${targets[@]}"; do
        echo "        .testTarget("
        echo "            name: \"$target\","
        echo "            dependencies: ["
        echo "                .product(name: \"SpecDSL\", package: \"SpecKit\"),"
        echo "                .product(name: \"Matchers\", package: \"SpecKit\"),"
        echo "                .product(name: \"NimbleCompat\", package: \"SpecKit\"),"
        echo "                .product(name: \"Doubles\", package: \"SpecKit\"),"
        echo "                .product(name: \"Tables\", package: \"SpecKit\"),"
        echo "                .product(name: \"SpecTables\", package: \"SpecKit\"),"
        echo "            ],"
        [ -d "$work/Tests/$target/Resources" ] && echo "            resources: [.copy(\"Resources\")],"
        echo "            plugins: [.plugin(name: \"SpecDiscovery\", package: \"SpecKit\"), .plugin(name: \"SpecDoubles\", package: \"SpecKit\")]"
        echo "        ),"
    done
    echo "    ],"
    echo "    swiftLanguageModes: [.v6]"
    echo ")"
} >"$work/Package.swift"

echo "== building the $checked checked blocks and the counter-examples"
if ! (cd "$work" && swift build --build-tests --scratch-path "$repo/.build") >"$work/build.log" 2>&1; then
    grep -E "(error|warning):" "$work/build.log" | sort -u
    fail "the blocks do not compile (errors above; the whole log is $work/build.log)"
elif grep -qE "^[^ :]+\.md:[0-9]+:[0-9]+: warning:" "$work/build.log"; then
    grep -E "^[^ :]+\.md:[0-9]+:[0-9]+: warning:" "$work/build.log" | sort -u
    fail "the blocks compile with warnings (above)"
else
    echo "ok    the blocks compile without warnings"
    spec_targets="$(printf '%s\n' "${targets[@]}" | grep 'Specs$' | paste -sd'|')"
    echo "== running the specs of ${spec_targets//|/, }"
    (cd "$work" && swift test --skip-build --scratch-path "$repo/.build" --filter "^($spec_targets)\\.") >"$work/test.log" 2>&1
    status=$?
    passed=$(grep -cE "^Test Case '.*' passed \(" "$work/test.log")
    if [ "$status" -ne 0 ]; then
        grep -E "error:|' failed \(" "$work/test.log"
        fail "the blocks' specs fail (above; the whole log is $work/test.log)"
    elif [ "$passed" -eq 0 ]; then
        fail "no example of the blocks ran"
    else
        echo "ok    $passed examples of the blocks pass"
    fi
    # The test output the documents quote (```text lines "Test Case '…' passed") must be real.
    for document in "${documents[@]}"; do
        grep -nE "^Test Case '[^']+' (passed|failed|skipped)" "$repo/$document" 2>/dev/null \
            | while IFS= read -r quoted; do
                number="${quoted%%:*}"; text="${quoted#*:}"
                expected="$(sed -E "s/^(Test Case '[^']+' (passed|failed|skipped)).*/\1/" <<<"$text")"
                grep -qF "$expected" "$work/test.log" || echo "$document:$number: the run did not print: $expected"
            done
    done >"$work/quoted.log"
    if [ -s "$work/quoted.log" ]; then
        cat "$work/quoted.log"
        fail "quoted test output does not match the run (above)"
    else
        echo "ok    the quoted test output matches the run"
    fi
fi

# The blocks' table resources sit beside the unit tests' in this checkout's .build, where a unit test
# that searches the bundles next to it would find a second file of one name: they go once used.
rm -rf "$repo"/.build/*/debug/DocsCheck_*.resources

echo "docs: $checked blocks of ${#documents[@]} documents checked, $failures failures"
[ "$failures" -eq 0 ]
