#if os(Windows)
import Foundation
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole UTF-8 text files, read and written with the C library alone.
///
/// The tool ships prebuilt for Linux as a static executable; Foundation linked in as well would
/// make it many times bigger. On Windows, whose C library reads paths in the ANSI code page, they
/// go through Foundation.
///
/// ```swift
/// if let source = TextFile.read("Tests/CartSpec.swift") { … }
/// try TextFile.save(generated, to: output)
/// ```
enum TextFile {
    /// The file's text, or `nil` when it cannot be opened or read, or is not valid UTF-8.
    /// A leading byte order mark is dropped.
    static func read(_ path: String) -> String? {
        #if os(Windows)
        return try? String(contentsOfFile: path, encoding: .utf8)
        #else
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes += chunk[..<count]
            if count < chunk.count { break }
        }
        guard ferror(file) == 0 else { return nil }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid bytes; a file that does not decode to its own bytes is not UTF-8.
        return text.utf8.elementsEqual(bytes) ? text : nil
        #endif
    }

    /// Writes `text` to a file beside `path`, then renames it over `path`, so a reader sees the old
    /// file or the new one, never half of one.
    static func save(_ text: String, to path: String) throws(WriteError) {
        #if os(Windows)
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw WriteError(reason: "\(error)")
        }
        #else
        let temporary = "\(path).\(getpid()).tmp"
        guard let file = fopen(temporary, "wb") else { throw WriteError(reason: lastError()) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file) == 0
        guard written == bytes.count, closed else {
            let reason = lastError()
            remove(temporary)
            throw WriteError(reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            remove(temporary)
            throw WriteError(reason: reason)
        }
        #endif
    }

    /// Writes `message` and a line break to the standard error stream.
    static func printError(_ message: String) {
        #if os(Windows)
        FileHandle.standardError.write(Data((message + "\n").utf8))
        #else
        var line = message + "\n"
        line.withUTF8 { bytes in
            _ = write(2, bytes.baseAddress, bytes.count)
        }
        #endif
    }

    /// Why a write failed, in the C library's words.
    struct WriteError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    #if !os(Windows)
    private static func lastError() -> String {
        guard let message = strerror(errno) else { return "error \(errno)" }
        return String(cString: message)
    }
    #endif
}
