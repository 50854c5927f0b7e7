import Foundation

/// Bytes written one after another into memory that grows.
///
/// A value, not an object: a debug build checks each access to an object's stored property at run time.
struct ByteBuffer {
    private var base: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int
    /// The longest name written, in the unit its lines' widths are given in (``noteName(_:)``).
    private(set) var longestName = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 1)
    }

    /// Notes a name written that is `length` long: bytes, or the columns a terminal shows.
    mutating func noteName(_ length: Int) {
        if length > longestName { longestName = length }
    }

    /// Where the next `more` bytes go; ``advance(_:)`` says how many were written.
    mutating func reserve(_ more: Int) -> UnsafeMutableRawPointer {
        if count + more > capacity {
            capacity = max(capacity * 2, count + more)
            let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
            grown.copyMemory(from: base, byteCount: count)
            base.deallocate()
            base = grown
        }
        return base + count
    }

    /// Counts `written` bytes written at ``reserve(_:)``, a line whose name is `name` bytes long.
    mutating func advance(_ written: Int, name: Int = 0) {
        count += written
        if name > longestName { longestName = name }
    }

    mutating func append(_ bytes: UnsafeRawPointer, _ length: Int) {
        memcpy(reserve(length), bytes, length)
        count += length
    }

    mutating func append(_ text: StaticString) {
        append(text.utf8Start, text.utf8CodeUnitCount)
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { if let start = $0.baseAddress { append(start, $0.count) } }
    }

    /// Spaces from `used` to `column`.
    mutating func pad(_ used: Int, to column: Int) {
        guard column > used else { return }
        memset(reserve(column - used), 0x20, column - used)
        count += column - used
    }

    /// The bytes written, as `Data` that owns them; the buffer must not be used afterwards.
    func take() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// Frees the bytes written, when they are not taken.
    func discard() {
        base.deallocate()
    }
}
