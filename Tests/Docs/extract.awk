# Writes each ```swift block of a Markdown file to OUT/<name>_L<line>.swift, starting with a
# #sourceLocation directive so compiler errors and test failures point into the Markdown file,
# and prints one line per block: LINE, KIND, ARGUMENT and PATH separated by the unit separator
# (\037). The line before a block's fence may hold a marker; KIND is
#   spec     no marker: compiled into the checked target and run
#   manifest `<!-- doc-check: manifest -->`: a Package.swift, loaded on its own
#   skip     `<!-- doc-check: skip REASON -->`: not compiled (keep these rare)
#   counter  `<!-- counter-example: RULE -->`: compiled, never run, and spec-lint must report RULE
#   file     `<!-- doc-check: file NAME -->` before a block in any language (a .testkit table):
#            a resource of the checked target named NAME
# Usage: awk -v name=README -v source=README.md -v out=DIR -f extract.awk README.md
BEGIN { inside = 0; previous = "" }
inside && $0 ~ /^[ \t]*```[ \t]*$/ {
    inside = 0
    if (capture) {
        close(path)
        print start "\037" kind "\037" argument "\037" path
    }
    next
}
inside {
    line = $0
    # Blocks inside list items are indented: drop the fence's indentation.
    if (substr(line, 1, indent) ~ /^[ \t]*$/) line = substr(line, indent + 1)
    if (capture) print line > path
    next
}
$0 ~ /^[ \t]*```/ {
    inside = 1
    match($0, /^[ \t]*/)
    indent = RLENGTH
    start = NR + 1
    language = $0
    sub(/^[ \t]*```/, "", language); sub(/[ \t]*$/, "", language)
    capture = 0; kind = "spec"; argument = ""
    if (previous ~ /<!-- *doc-check: *file /) {
        capture = 1; kind = "file"
        argument = previous
        sub(/.*doc-check: *file */, "", argument); sub(/ *-->.*/, "", argument)
        path = out "/" name "_L" start "_" argument
        printf "" > path
    } else if (language == "swift") {
        capture = 1
        if (previous ~ /<!-- *doc-check: *manifest *-->/) {
            kind = "manifest"
        } else if (previous ~ /<!-- *doc-check: *skip/) {
            kind = "skip"
            argument = previous
            sub(/.*doc-check: *skip */, "", argument); sub(/ *-->.*/, "", argument)
        } else if (previous ~ /<!-- *counter-example: */) {
            kind = "counter"
            argument = previous
            sub(/.*counter-example: */, "", argument); sub(/ *-->.*/, "", argument)
        }
        path = out "/" name "_L" start ".swift"
        printf "#sourceLocation(file: \"%s\", line: %d)\n", source, start > path
    }
    next
}
{ previous = $0 }
END {
    if (inside) { print "error: " source ": the block at line " start " is never closed" > "/dev/stderr"; exit 1 }
}
