import Foundation

/// Writes SpecKit's blocks of lines (a class's documentation tree, the closing summary) in one
/// piece: Swift Testing prints its own lines from other threads meanwhile, and `print` would let
/// them in between two lines of a block.
///
/// ```swift
/// StandardOutput.write(block: "BoolSpec\n  Bool\n    is true")
/// ```
enum StandardOutput {
    /// Writes `block` and a line break to the standard output with one system call (more only
    /// when the system takes part of it), after what `print` left in its buffer.
    static func write(block: String) {
        fflush(nil)
        var bytes = Array((block + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                writeToStandardOutput(buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The C library's `write(2)` on the standard output (a name `StandardOutput.write(block:)` hides).
private func writeToStandardOutput(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}
