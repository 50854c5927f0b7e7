/// Inheritance: the double of AuditLog also implements Log's members.
protocol Log {
    func write(_ line: String)
}

// @mockable
protocol AuditLog: Log, Sendable {
    func flush() async -> Int
}
