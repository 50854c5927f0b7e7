/// An associated type, and `Self`.
// @mockable
protocol Repository<Item> {
    associatedtype Item: Sendable

    func add(_ item: Item) -> Bool
    func all() -> [Item]
    func copy() -> Self
}
