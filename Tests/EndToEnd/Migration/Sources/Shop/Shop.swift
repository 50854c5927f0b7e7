import Foundation

/// The code under test of the migration fixture.
public final class Cart {
    public enum CartError: Error, Equatable { case empty, unknownItem(String) }

    public private(set) var items: [(name: String, price: Int)] = []

    public init() {}

    public func add(_ name: String, price: Int) { items.append((name, price)) }

    public var total: Int { items.reduce(0) { $0 + $1.price } }

    public func checkout() throws -> (count: Int, total: Int) {
        if items.isEmpty { throw CartError.empty }
        return (items.count, total)
    }

    public func remove(_ name: String) throws {
        guard let index = items.firstIndex(where: { $0.name == name }) else { throw CartError.unknownItem(name) }
        items.remove(at: index)
    }
}

/// A store that answers asynchronously.
public actor PriceList {
    private var prices: [String: Int] = ["tea": 3, "scones": 4]

    public init() {}

    public func price(of name: String) -> Int? { prices[name] }

    public func set(_ price: Int, for name: String) { prices[name] = price }
}

/// A class-bound protocol, to check identity on existentials.
public protocol PaymentService: AnyObject {
    func pay(_ amount: Int) -> Bool
}

public final class FakePayments: PaymentService {
    public private(set) var paid: [Int] = []
    public init() {}
    public func pay(_ amount: Int) -> Bool { paid.append(amount); return true }
}

/// Posts a notification from a background queue after a short delay.
public func announceLater(_ name: Notification.Name, on center: NotificationCenter) {
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { center.post(name: name, object: nil) }
}
