#!/usr/bin/env bash
# Builds the DocC documentation of the five library products with the toolchain alone (no package
# dependency) and fails loudly:
#   1. `swift build`, then `swift-symbolgraph-extract` for each module (public symbols; Doubles with
#      the DoublesCore symbols it re-exports, since users only ever import Doubles);
#   2. `docc convert` of each module's catalog (Sources/<folder>/<Module>.docc), Matchers first:
#      the others may link to Matchers' symbols and articles (``/Matchers/Matcher``,
#      <doc:/Matchers/Expectations>), SpecDSL to all four;
#   3. each module's landing page must curate every top-level public symbol (no topic group that
#      DocC had to make up);
#   4. `docc merge` of the five archives, then `docc process-archive transform-for-static-hosting`:
#      one static site in $out/site (serve it with `python3 -m http.server -d $out/site`, open
#      /documentation/specdsl).
# Every module is converted with `docc convert --warnings-as-errors`: any DocC warning, in a
# catalog or in a doc comment under Sources/, fails the run.
# Usage: Tests/Docs/docc.sh [--strict]   (--strict, as CI calls it, is the default and only mode)
# SPECKIT_DOCC_OUT sets the output folder (default: .build/docc). Needs swift, docc and
# swift-symbolgraph-extract from the toolchain, and grep/sed.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="${SPECKIT_DOCC_OUT:-$repo/.build/docc}"
case "${1:-}" in
    "" | --strict) ;;
    *) echo "usage: $0 [--strict]" >&2; exit 2 ;;
esac

# In build order: a module may link only to the modules built before it (its --dependency list).
modules=(Matchers Tables Doubles NimbleCompat SpecDSL SpecTables)
dependencies_of() {
    case "$1" in
        Matchers) ;;
        SpecDSL) echo Matchers Tables Doubles NimbleCompat ;;
        SpecTables) echo Matchers Tables SpecDSL ;;
        *) echo Matchers ;;
    esac
}
# Modules whose symbols a module re-exports (`@_exported import`) and documents as its own.
reexported_by() {
    case "$1" in
        Doubles) echo DoublesCore ;;
    esac
}

failures=0
total=0
fail() { echo "FAIL  $*"; failures=$((failures + 1)); }

for tool in swift docc swift-symbolgraph-extract; do
    command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool is not on the PATH (it ships with the Swift toolchain)" >&2; exit 1; }
done

echo "== building the libraries: swift build"
mkdir -p "$out"
if ! swift build --package-path "$repo" >"$out/build.log" 2>&1; then
    cat "$out/build.log"; echo "error: the package does not build" >&2; exit 1
fi
bin="$(swift build --package-path "$repo" --show-bin-path)"
module_dir="$bin/Modules"
[ -d "$module_dir" ] || module_dir="$bin"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"
[ -n "$triple" ] || { echo "error: could not read the target triple from swift -print-target-info" >&2; exit 1; }

rm -rf "$out/symbols" "$out/archives" "$out/warnings" "$out/site" "$out/SpecKit.doccarchive"
mkdir -p "$out/symbols" "$out/archives" "$out/warnings"
archives=()
for module in "${modules[@]}"; do
    catalogs=("$repo"/Sources/*/"$module.docc")
    if [ "${#catalogs[@]}" -ne 1 ] || [ ! -d "${catalogs[0]}" ]; then
        fail "$module: expected exactly one catalog Sources/*/$module.docc"
        continue
    fi
    catalog="${catalogs[0]}"
    echo "== $module: ${catalog#"$repo/"}"

    symbols="$out/symbols/$module"
    mkdir -p "$symbols"
    reexports="$(reexported_by "$module")"
    if ! swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$module_dir" \
        -output-dir "$symbols" -minimum-access-level public -emit-extension-block-symbols \
        ${reexports:+-experimental-allowed-reexported-modules="${reexports// /,}"} \
        >"$out/warnings/$module.extract.log" 2>&1; then
        cat "$out/warnings/$module.extract.log"
        fail "$module: swift-symbolgraph-extract failed"
        continue
    fi

    dependency_flags=()
    for dependency in $(dependencies_of "$module"); do
        [ -d "$out/archives/$dependency.doccarchive" ] && dependency_flags+=(--dependency "$out/archives/$dependency.doccarchive")
    done

    convert() {
        docc convert "$catalog" \
            --additional-symbol-graph-dir "$symbols" \
            --output-path "$out/archives/$module.doccarchive" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "SpecKit.$module" \
            --fallback-default-module-kind Library \
            --enable-experimental-overloaded-symbol-presentation \
            --enable-experimental-external-link-support \
            "${dependency_flags[@]}" \
            --ide-console-output "$@"
    }
    convert --warnings-as-errors >"$out/warnings/$module.log" 2>&1
    status=$?
    if [ "$status" -ne 0 ]; then
        # --warnings-as-errors writes no archive. Write it anyway (the failure stands), so that the
        # modules built after this one resolve their links to it and report only their own warnings.
        convert >/dev/null 2>&1
    fi

    count="$(grep -cE '(^|: )(warning|error): ' "$out/warnings/$module.log")"
    total=$((total + count))
    if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
        if [ "$count" -ne 0 ]; then
            grep -E '(warning|error): ' "$out/warnings/$module.log" | sed -E "s|^$repo/||"
        else
            cat "$out/warnings/$module.log"
        fi
        fail "$module: docc convert --warnings-as-errors found $count problems (above)"
    else
        echo "ok    $module: no DocC warning (--warnings-as-errors)"
    fi

    # The landing page curates every top-level public symbol: DocC marks the topic groups it makes
    # up for uncurated symbols with "generated":true.
    page="$out/archives/$module.doccarchive/data/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]').json"
    if [ ! -f "$page" ]; then
        fail "$module: no landing page was written ($page)"
    elif grep -q '"generated" *: *true' "$page"; then
        titles="$(grep -oE '"generated" *: *true[^]]*"title" *: *"[^"]*"|"title" *: *"[^"]*"[^{}]*"generated" *: *true' "$page" | grep -oE '"title" *: *"[^"]*"' | sed -E 's/.*: *//' | paste -sd, -)"
        fail "$module: the landing page ${catalog#"$repo/"}/$module.md leaves public symbols uncurated (DocC grouped them under ${titles:-a generated heading}); add them to its Topics"
    fi
    archives+=("$out/archives/$module.doccarchive")
done

if [ "$failures" -eq 0 ] && [ "${#archives[@]}" -eq "${#modules[@]}" ]; then
    echo "== merging the archives into one static site"
    # The merged site lists the modules in this order: the DSL first, as a newcomer reads them.
    merge_order=()
    for module in SpecDSL Matchers Doubles Tables SpecTables NimbleCompat; do merge_order+=("$out/archives/$module.doccarchive"); done
    if docc merge "${merge_order[@]}" --output-path "$out/SpecKit.doccarchive" \
            --synthesized-landing-page-name SpecKit --synthesized-landing-page-kind Package \
            --synthesized-landing-page-topics-style list \
            >"$out/merge.log" 2>&1 \
        && docc process-archive transform-for-static-hosting "$out/SpecKit.doccarchive" \
            --output-path "$out/site" >>"$out/merge.log" 2>&1; then
        echo "ok    $out/site (python3 -m http.server -d $out/site, then open /documentation/specdsl)"
    else
        cat "$out/merge.log"
        fail "docc merge or transform-for-static-hosting failed (above)"
    fi
fi

echo "docc: ${#modules[@]} catalogs, $total warnings in all, $failures failures"
[ "$failures" -eq 0 ]
