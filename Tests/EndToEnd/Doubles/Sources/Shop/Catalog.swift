/// Overloads that differ by labels and by types, async throws, optional results.
// @mockable
public protocol Catalog {
    func product(id: Int) -> Product?
    func product(named name: String) -> Product?
    func price(of id: Int) -> Double
    func price(of name: String) -> Double
    func refresh() async throws
}

public struct Product: Equatable, Sendable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
