/// Less common shapes the generated double must still compile for.
// @mockable
protocol Shapes: Error {
    @discardableResult
    func apply(_ change: (Int) throws -> Int) rethrows -> Int
    func bump(_ value: inout Int)
    func render(_ view: some CustomStringConvertible) -> String
    func legacy(_ value: Int!) -> String!
    func `default`(for key: String) -> String?
    func same(as other: Self) -> Bool
    func pairs<Key: Hashable, Value>(_ values: [Key: Value]) -> [(Key, Value)] where Value: Sendable
    func tuple() -> (count: Int, name: String)
    func makeLog() -> Log
    nonisolated func describe() -> String
    var handler: (@Sendable (Int) -> Void)? { get set }
}
