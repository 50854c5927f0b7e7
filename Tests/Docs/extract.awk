# Writes each ```swift block of a Markdown file to OUT/<name>_L<line>.swift, starting with a
# #sourceLocation directive so compiler errors and test failures point into the Markdown file,
# and prints one line per block: LINE, KIND, ARGUMENT and PATH separated by the unit separator (\\037), where KIND is
#   spec     compiled into the checked target and run
#   manifest `<!-- doc-check: manifest -->` on the line before the fence: a Package.swift, loaded
#            on its own with `swift package dump-package`
#   skip     `<!-- doc-check: skip REASON -->` on the line before the fence: not compiled
#   counter  `<!-- counter-example: RULE -->` on the line before: compiled, never run, and
#            spec-lint must report RULE for it
# Usage: awk -v name=README -v source=README.md -v out=DIR -f extract.awk README.md
BEGIN { inside = 0; previous = "" }
inside && $0 ~ /^[ \t]*```[ \t]*$/ {
    inside = 0
    close(path)
    print start "\037" kind "\037" argument "\037" path
    next
}
inside {
    line = $0
    # Blocks inside list items are indented: drop the fence's indentation.
    if (substr(line, 1, indent) ~ /^[ \t]*$/) line = substr(line, indent + 1)
    print line > path
    next
}
$0 ~ /^[ \t]*```swift[ \t]*$/ {
    inside = 1
    match($0, /^[ \t]*/)
    indent = RLENGTH
    start = NR + 1
    kind = "spec"; argument = ""
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
    next
}
{ previous = $0 }
END {
    if (inside) { print "error: " source ": the ```swift block at line " start " is never closed" > "/dev/stderr"; exit 1 }
}
